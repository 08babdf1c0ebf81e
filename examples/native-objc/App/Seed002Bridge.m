#import <WebKit/WebKit.h>

// Seed 002: a plain handler with a string body, and a replying one whose postMessage returns a
// Promise of the reply.
@interface WebViewController : NSObject <WKScriptMessageHandler, WKScriptMessageHandlerWithReply>
@end

@implementation WebViewController

- (void)configure:(WKUserContentController *)contentController {
    [contentController addScriptMessageHandler:self name:@"nativeHandler"];
    [contentController addScriptMessageHandlerWithReply:self contentWorld:WKContentWorld.pageWorld name:@"nativeReplyHandler"];
}

- (void)userContentController:(WKUserContentController *)userContentController didReceiveScriptMessage:(WKScriptMessage *)message {
    if ([message.name isEqualToString:@"nativeHandler"] && [message.body isKindOfClass:[NSString class]]) {
        NSLog(@"from JavaScript: %@", message.body);
    }
}

- (void)userContentController:(WKUserContentController *)userContentController
      didReceiveScriptMessage:(WKScriptMessage *)message
                 replyHandler:(void (^)(id reply, NSString *errorMessage))replyHandler {
    if (![message.name isEqualToString:@"nativeReplyHandler"] || ![message.body isKindOfClass:[NSString class]]) {
        replyHandler(nil, @"expected a string");
        return;
    }
    NSString *body = message.body;
    replyHandler([NSString stringWithFormat:@"Objective-C: %@", body.uppercaseString], nil);
}

@end
