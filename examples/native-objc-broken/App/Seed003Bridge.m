#import <WebKit/WebKit.h>
#import "BridgeScript.h"

// Seed 003: one handler per task, registered from the task table; _ios.MessageHandler adds
// metadata.sequence, and native answers with onSuccess/onFailure(sequence, payloadJSON).
typedef NSDictionary *(^TaskHandler)(NSDictionary *parameters);

@interface TaskBridge : NSObject <WKScriptMessageHandler>
@property (nonatomic, strong) WKWebView *webView;
@property (nonatomic, strong) NSMutableDictionary<NSString *, TaskHandler> *taskHandlers;
@end

@implementation TaskBridge

- (instancetype)initWithWebView:(WKWebView *)webView {
    self = [super init];
    _webView = webView;
    _taskHandlers = [NSMutableDictionary dictionary];
    _taskHandlers[@"test"] = ^NSDictionary *(NSDictionary *parameters) {
        NSString *query = [parameters[@"query"] isKindOfClass:[NSString class]] ? parameters[@"query"] : @"";
        NSNumber *limit = [parameters[@"limit"] isKindOfClass:[NSNumber class]] ? parameters[@"limit"] : @10;
        return @{@"query": query, @"limit": limit};
    };
    [webView.configuration.userContentController addScriptMessageHandler:self name:@"test"];
    return self;
}

- (void)userContentController:(WKUserContentController *)userContentController didReceiveScriptMessage:(WKScriptMessage *)message {
    if (![message.body isKindOfClass:[NSDictionary class]]) {
        return;
    }
    NSDictionary *parameters = message.body;
    NSDictionary *metadata = parameters[@"metadata"];
    if (![metadata isKindOfClass:[NSDictionary class]] || ![metadata[@"sequence"] isKindOfClass:[NSNumber class]]) {
        return;
    }
    NSInteger sequence = [metadata[@"sequence"] integerValue];
    TaskHandler handler = self.taskHandlers[message.name];
    if (handler == nil) {
        [self complete:@"window._ios.MessageHandler.onFailure" sequence:sequence payload:@{@"message": @"no such task"}];
        return;
    }
    [self complete:@"window._ios.MessageHandler.onSuccess" sequence:sequence payload:handler(parameters)];
}

/// The payload goes as a JSON string argument, encoded twice (JSON text, then as a JavaScript
/// string), never pasted into quotes.
- (void)complete:(NSString *)callback sequence:(NSInteger)sequence payload:(NSDictionary *)payload {
    NSString *json = BridgeScriptArgument(payload);
    NSString *script = [NSString stringWithFormat:@"%@(%ld, '%@');", callback, (long)sequence, json];  // expect: unencoded-script-interpolation
    [self.webView evaluateJavaScript:script completionHandler:nil];
}

@end
