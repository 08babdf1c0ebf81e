#import <WebKit/WebKit.h>
#import "BridgeScript.h"

// Seed 000: three handlers named by constants; ios_javascript carries {"<function>": {params}}
// as JSON text and is answered through NativeAppInterface.<function>; customScheme carries
// mgapp://<function>?k=v URLs; download carries data: URLs.
static NSString *const kCustomScheme = @"customScheme";
static NSString *const kIOSJavascript = @"ios_javascript";
static NSString *const kDownload = @"download";

@interface IWKWebView : NSObject <WKScriptMessageHandler>
@property (nonatomic, strong) WKWebView *webView;
@end

@implementation IWKWebView

- (instancetype)initWithConfiguration:(WKWebViewConfiguration *)configuration {
    self = [super init];
    _webView = [[WKWebView alloc] initWithFrame:CGRectZero configuration:configuration];
    for (NSString *name in @[kCustomScheme, kIOSJavascript, kDownload]) {
        [configuration.userContentController addScriptMessageHandler:self name:name];
    }
    return self;
}

- (void)userContentController:(WKUserContentController *)userContentController didReceiveScriptMessage:(WKScriptMessage *)message {
    // The pages ios_javascript serves (the manifest's origins).
    if (![message.frameInfo.securityOrigin.host isEqualToString:@"m.example.com"]) {
        return;
    }
    if (![message.body isKindOfClass:[NSString class]]) {
        return;
    }
    if ([message.name isEqualToString:kCustomScheme]) {
        NSURL *url = [NSURL URLWithString:message.body];
        if ([url.scheme isEqualToString:@"mgapp"]) {
            [self schemeMessage:url];
        }
    } else if ([message.name isEqualToString:kIOSJavascript]) {
        NSData *data = [message.body dataUsingEncoding:NSUTF8StringEncoding];
        id object = [NSJSONSerialization JSONObjectWithData:data options:0 error:nil];
        if (![object isKindOfClass:[NSDictionary class]]) {
            return;
        }
        NSDictionary *call = object;
        NSString *function = call.allKeys.firstObject;
        NSDictionary *params = call[function];
        if (call.count != 1 || ![params isKindOfClass:[NSDictionary class]]) {
            return;
        }
        if ([function isEqualToString:@"deviceInfoSetting"]) {
            NSString *name = params[@"name"];
            NSDictionary *result = @{@"code": @0, @"result": @{@"device_model": @"iPhone", @"name": ([name isKindOfClass:[NSString class]] ? name : @"")}};
            [self answer:@"NativeAppInterface.deviceInfoSetting" result:result];
        } else if ([function isEqualToString:@"pushTokenInfo"]) {
            [self answer:@"NativeAppInterface.pushTokenInfo" result:@{@"code": @0, @"result": @{@"platform": @"IOS"}}];
        }
    } else if ([message.name isEqualToString:kDownload]) {
        [self save:message.body];
    }
}

/// mgapp://<function>?k=v: the host names the function.
- (void)schemeMessage:(NSURL *)url {
    NSURLComponents *components = [NSURLComponents componentsWithURL:url resolvingAgainstBaseURL:NO];
    if ([url.host isEqualToString:@"openBrowser"]) {
        for (NSURLQueryItem *item in components.queryItems) {
            if ([item.name isEqualToString:@"url"]) {
                NSLog(@"open %@", item.value);
            }
        }
    } else if ([url.host isEqualToString:@"setBadge"]) {
        NSLog(@"badge %@", components.queryItems.firstObject.value);
    }
}

/// Every answer passes its value as JSON outside quotes: no value can break out of the script.
- (void)answer:(NSString *)callback result:(NSDictionary *)result {
    NSString *script = [NSString stringWithFormat:@"%@(%@)", callback, BridgeScriptArgument(result)];
    [self.webView evaluateJavaScript:script completionHandler:nil];
}

/// data:<mime>[;<name>];base64,<payload>: the comma is checked before the payload is taken.
- (void)save:(NSString *)dataURL {
    NSRange comma = [dataURL rangeOfString:@","];
    if (![dataURL hasPrefix:@"data:"] || comma.location == NSNotFound) {
        return;
    }
    NSString *payload = [dataURL substringFromIndex:comma.location + 1];
    NSLog(@"save %lu bytes", (unsigned long)payload.length);
}

@end
