#import <WebKit/WebKit.h>
#import "BridgeScript.h"

// Seed 001: the EXAMPLE handler gets {action, param} objects and answers with
// fromNative(<count>); the coordinator is the message handler.
@interface WebViewCoordinator : NSObject <WKScriptMessageHandler>
@property (nonatomic, weak) WKWebView *webView;
@end

@implementation WebViewCoordinator

- (WKWebView *)makeWebView {
    WKWebViewConfiguration *configuration = [[WKWebViewConfiguration alloc] init];
    [configuration.userContentController addScriptMessageHandler:self name:@"EXAMPLE"];
    WKWebView *webView = [[WKWebView alloc] initWithFrame:CGRectZero configuration:configuration];
    self.webView = webView;
    return webView;
}

- (void)userContentController:(WKUserContentController *)userContentController didReceiveScriptMessage:(WKScriptMessage *)message {
    if (![message.name isEqualToString:@"EXAMPLE"]) {
        return;
    }
    NSDictionary *value = message.body;  // expect: force-cast-page-data
    NSString *action = value[@"action"];
    NSDictionary *param = value[@"param"];
    if ([action isKindOfClass:[NSString class]] && [action isEqualToString:@"pong"] && [param isKindOfClass:[NSDictionary class]]) {
        NSString *count = param[@"count"];
        if (![count isKindOfClass:[NSString class]]) {
            return;
        }
        NSString *next = [NSString stringWithFormat:@"%ld", (long)(count.integerValue + 1)];
        // expect-manifest: callback-never-evaluated fromNative
        NSString *script = [NSString stringWithFormat:@"fromNativ(%@)", BridgeScriptArgument(next)];  // expect: callback-not-in-manifest
        [self.webView evaluateJavaScript:script completionHandler:nil];
    }
}

@end
