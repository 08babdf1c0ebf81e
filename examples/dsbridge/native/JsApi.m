#import <WebKit/WebKit.h>
#import "dsbridge.h"

// The native side of examples/dsbridge: the objects native adds with addJavascriptObject, whose
// methods pages call through dsBridge.call, and the page method native calls.
@interface JsApiTest : NSObject
@end

@implementation JsApiTest

// Synchronous: one argument, the value returned. The argument is whatever JSON the page sent:
// a number or null would not answer stringByAppendingString:.
- (NSString *)testSyn:(NSString *)msg {
    if (![msg isKindOfClass:[NSString class]]) {
        return @"";
    }
    return [msg stringByAppendingString:@" [syn call]"];
}

// Asynchronous: a second, unnamed argument is the completion handler.
- (void)testAsyn:(NSString *)msg :(JSCallback)completionHandler {
    completionHandler([msg isKindOfClass:[NSString class]] ? [msg stringByAppendingString:@" [asyn call]"] : @"", YES);
}

@end

@interface JsUserApi : NSObject
@end

@implementation JsUserApi

- (void)getToken:(NSDictionary *)args :(JSCallback)completionHandler {
    NSNumber *refresh = [args isKindOfClass:[NSDictionary class]] ? args[@"refresh"] : nil;
    completionHandler(refresh.boolValue ? @"fresh-token" : @"token", YES);
}

@end

@interface DSViewController : UIViewController
@property (nonatomic, strong) DWKWebView *webView;
@end

@implementation DSViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.webView addJavascriptObject:[[JsApiTest alloc] init] namespace:nil];
    [self.webView addJavascriptObject:[[JsUserApi alloc] init] namespace:@"user"];
    [self.webView callHandler:@"addValue" arguments:@[@3, @4] completionHandler:^(id value) {
        NSLog(@"addValue: %@", value);
    }];
}

@end
