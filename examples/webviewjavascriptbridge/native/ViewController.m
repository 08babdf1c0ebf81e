#import <WebKit/WebKit.h>
#import "WKWebViewJavascriptBridge.h"

// The native side of examples/webviewjavascriptbridge: the handlers the pages call with
// WebViewJavascriptBridge.callHandler, and the page handler native calls.
@interface ViewController : UIViewController
@property (nonatomic, strong) WKWebView *webView;
@property (nonatomic, strong) WKWebViewJavascriptBridge *bridge;
@end

@implementation ViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.bridge = [WKWebViewJavascriptBridge bridgeForWebView:self.webView];
    [self.bridge registerHandler:@"getUserInfo" handler:^(id data, WVJBResponseCallback responseCallback) {
        NSArray *fields = [data isKindOfClass:[NSDictionary class]] ? data[@"fields"] : nil;
        NSLog(@"fields %@", fields);
        responseCallback(@{@"name": @"Ada"});
    }];
    [self.bridge registerHandler:@"share" handler:^(id data, WVJBResponseCallback responseCallback) {
        if (![data isKindOfClass:[NSDictionary class]] || ![data[@"text"] isKindOfClass:[NSString class]]) {
            return;
        }
        NSString *text = data[@"text"];
        NSString *url = data[@"url"];
        NSLog(@"share %@ %@", text, url);
    }];
}

- (void)showBanner:(NSString *)text {
    [self.bridge callHandler:@"showBanner" data:@{@"text": text}];
}

@end
