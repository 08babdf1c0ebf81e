#import <WebKit/WebKit.h>

// Seed 004: MKWebViewBridge's conventions: showToast is called through the injected
// CustomScripts.showToast, testWithPromise replies; and the app opens mkwebview://webview?url=…
// deeplinks.
@interface MKWebViewController : NSObject <WKScriptMessageHandler, WKScriptMessageHandlerWithReply>
@property (nonatomic, strong) WKWebView *webView;
@end

@implementation MKWebViewController

- (void)onAddPostMessage {
    [self.webView.configuration.userContentController addScriptMessageHandler:self name:@"showToast"];
    [self.webView.configuration.userContentController addScriptMessageHandlerWithReply:self contentWorld:WKContentWorld.pageWorld name:@"testWithPromise"];
}

- (void)userContentController:(WKUserContentController *)userContentController didReceiveScriptMessage:(WKScriptMessage *)message {
    if ([message.name isEqualToString:@"showToast"] && [message.body isKindOfClass:[NSString class]]) {
        NSLog(@"toast: %@", message.body);
    }
}

- (void)userContentController:(WKUserContentController *)userContentController
      didReceiveScriptMessage:(WKScriptMessage *)message
                 replyHandler:(void (^)(id reply, NSString *errorMessage))replyHandler {
    if (![message.name isEqualToString:@"testWithPromise"] || ![message.body isKindOfClass:[NSDictionary class]]) {
        replyHandler(nil, @"expected {id}");
        return;
    }
    NSDictionary *input = message.body;
    NSString *identifier = input[@"id"];
    if (![identifier isKindOfClass:[NSString class]]) {
        replyHandler(nil, @"expected {id}");
        return;
    }
    replyHandler([NSString stringWithFormat:@"Return Data for %@", identifier], nil);
}

@end

@interface AppDelegate : NSObject <UIApplicationDelegate>
@end

@implementation AppDelegate

/// mkwebview://webview?url=…&title=…: opens a configured web view.
- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options {
    if (![url.scheme isEqualToString:@"mkwebview"] || ![url.host isEqualToString:@"webview"]) {
        return NO;
    }
    NSURLComponents *components = [NSURLComponents componentsWithURL:url resolvingAgainstBaseURL:NO];
    for (NSURLQueryItem *item in components.queryItems) {
        if ([item.name isEqualToString:@"url"] && [NSURL URLWithString:item.value] != nil) {
            NSLog(@"open web view at %@", item.value);
            return YES;
        }
    }
    return NO;
}

@end
