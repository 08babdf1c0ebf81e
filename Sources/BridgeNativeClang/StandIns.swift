import Foundation

/// The headers an Objective-C app imports from Apple's SDK and from the bridge libraries,
/// reduced to the declarations the reader recognizes. Linux has no SDK, and on macOS the real
/// SDK's headers would make every file slower to read and the facts depend on the Xcode
/// installed; with these, `[message.body isKindOfClass:…]`, `body[@"key"]` and
/// `[bridge registerHandler:…]` get their types wherever bridgecheck runs. Written by hand
/// because no package carries them: each declaration keeps the SDK's or the library's own name
/// and signature.
enum StandIns {
    static let headers: [String: String] = [
        "Foundation/Foundation.h": foundation,
        "UIKit/UIKit.h": "#pragma once\n#import <Foundation/Foundation.h>\n" + uiKit,
        "WebKit/WebKit.h": "#pragma once\n#import <UIKit/UIKit.h>\n" + webKit,
        "WebViewJavascriptBridge.h": "#pragma once\n#import <WebKit/WebKit.h>\n" + webViewJavascriptBridge,
        "WebViewJavascriptBridge/WebViewJavascriptBridge.h": "#import <WebViewJavascriptBridge.h>\n",
        "WKWebViewJavascriptBridge.h": "#import <WebViewJavascriptBridge.h>\n",
        "WebViewJavascriptBridge/WKWebViewJavascriptBridge.h": "#import <WebViewJavascriptBridge.h>\n",
        "dsbridge.h": "#pragma once\n#import <WebKit/WebKit.h>\n" + dsBridge,
        "DWKWebView.h": "#import <dsbridge.h>\n",
        "dsbridge/dsbridge.h": "#import <dsbridge.h>\n",
        "Cordova/CDVPlugin.h": "#pragma once\n#import <WebKit/WebKit.h>\n" + cordova,
        "Cordova/CDV.h": "#import <Cordova/CDVPlugin.h>\n",
        "Capacitor/Capacitor.h": "#pragma once\n#import <WebKit/WebKit.h>\n" + capacitor,
        "Capacitor/Capacitor-Swift.h": "#import <Capacitor/Capacitor.h>\n",
    ]

    /// Every class, protocol and type the stand-ins declare. The stand-ins for what a file's
    /// headers lack are included before the file's own imports, so one for a name a stand-in
    /// header declares (Cordova's CDVInvokedUrlCommand, imported later through
    /// <Cordova/CDVPlugin.h>) would come first, empty, and clang would drop the real one as a
    /// duplicate, with every method it declares.
    static let declaredNames: Set<String> = headers.values.reduce(into: Set<String>()) { names, text in
        names.formUnion(ClangParser.MissingNames.declarations(in: Array(text.utf8)))
    }

    /// Writes the headers into a new folder and returns it; the caller removes it.
    static func write() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgecheck-objc-\(UUID().uuidString)")
        for (name, text) in headers {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    static let foundation = #"""
        #pragma once
        typedef signed char BOOL;
        #define YES ((BOOL)1)
        #define NO ((BOOL)0)
        #define nil ((id)0)
        #define __unused __attribute__((unused))
        #define Nil ((Class)0)
        #define NULL ((void *)0)
        #define bool _Bool
        #define true 1
        #define false 0
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef double CGFloat;
        typedef double NSTimeInterval;
        #define NSNotFound ((NSInteger)0x7fffffffffffffffL)
        #define NS_ASSUME_NONNULL_BEGIN
        #define NS_ASSUME_NONNULL_END
        #define NS_ENUM(type, name) enum name : type name; enum name : type
        #define NS_OPTIONS(type, name) enum name : type name; enum name : type
        #define NS_SWIFT_NAME(x)
        #define API_AVAILABLE(...)
        #define API_UNAVAILABLE(...)
        #define API_DEPRECATED(...)
        #define API_DEPRECATED_WITH_REPLACEMENT(...)
        #define NS_AVAILABLE(...)
        #define NS_AVAILABLE_IOS(...)
        #define NS_AVAILABLE_MAC(...)
        #define NS_CLASS_AVAILABLE_IOS(...)
        #define NS_DEPRECATED(...)
        #define NS_DEPRECATED_IOS(...)
        #define NS_DEPRECATED_MAC(...)
        #define NS_EXTENSION_UNAVAILABLE_IOS(...)
        #define NS_SWIFT_UNAVAILABLE(...)
        #define NS_UNAVAILABLE
        #define NS_REQUIRES_SUPER
        #define NS_REFINED_FOR_SWIFT
        #define NS_NOESCAPE
        #define DEPRECATED_ATTRIBUTE
        #define DEPRECATED_MSG_ATTRIBUTE(...)
        #define __IOS_AVAILABLE(...)
        #define __OSX_AVAILABLE_STARTING(...)
        #define NS_INLINE static inline
        #define M_PI 3.14159265358979323846
        #define M_PI_2 1.57079632679489661923
        #define M_PI_4 0.78539816339744830962
        #define M_E 2.71828182845904523536
        typedef const void *CFTypeRef;
        typedef const struct __CFString *CFStringRef;
        typedef const struct __CFAllocator *CFAllocatorRef;
        typedef long CFIndex;
        extern const CFAllocatorRef kCFAllocatorDefault;
        id CFBridgingRelease(CFTypeRef X);
        CFTypeRef CFBridgingRetain(id X);
        CFStringRef CFURLCreateStringByAddingPercentEscapes(CFAllocatorRef allocator, CFStringRef originalString, CFStringRef charactersToLeaveUnescaped, CFStringRef legalURLCharactersToBeEscaped, unsigned int encoding);
        #define kCFStringEncodingUTF8 0x08000100
        #define NS_DESIGNATED_INITIALIZER
        #define UIKIT_EXTERN extern
        #define FOUNDATION_EXPORT extern
        typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
        typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
        typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
        typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
        extern CGRect CGRectZero;
        CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat w, CGFloat h);
        typedef NSUInteger NSStringEncoding;
        #define NSUTF8StringEncoding ((NSStringEncoding)4)
        @class NSString, NSData, NSURL, NSError, NSNumber;
        @class NSArray<ObjectType>, NSDictionary<KeyType, ObjectType>, NSSet<ObjectType>;
        void NSLog(NSString *format, ...);
        typedef void (^dispatch_block_t)(void);
        typedef struct dispatch_queue_s *dispatch_queue_t;
        dispatch_queue_t dispatch_get_main_queue(void);
        void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);
        @protocol NSObject
        - (BOOL)isEqual:(id)object;
        - (BOOL)isKindOfClass:(Class)aClass;
        - (BOOL)isMemberOfClass:(Class)aClass;
        - (BOOL)respondsToSelector:(SEL)aSelector;
        - (BOOL)conformsToProtocol:(Protocol *)aProtocol;
        - (id)performSelector:(SEL)aSelector;
        - (id)performSelector:(SEL)aSelector withObject:(id)object;
        - (id)performSelector:(SEL)aSelector withObject:(id)object1 withObject:(id)object2;
        - (Class)class;
        @property (readonly, copy) NSString *description;
        @end
        @protocol NSCopying
        @end
        @protocol NSCoding
        @end
        __attribute__((objc_root_class))
        @interface NSObject <NSObject>
        + (instancetype)alloc;
        + (instancetype)new;
        - (instancetype)init;
        + (Class)class;
        - (id)valueForKey:(NSString *)key;
        - (void)setValue:(id)value forKey:(NSString *)key;
        + (BOOL)instancesRespondToSelector:(SEL)aSelector;
        - (id)copy;
        - (id)mutableCopy;
        @end
        typedef NS_ENUM(NSInteger, NSComparisonResult) { NSOrderedAscending = -1L, NSOrderedSame, NSOrderedDescending };
        typedef NS_OPTIONS(NSUInteger, NSStringCompareOptions) { NSCaseInsensitiveSearch = 1, NSLiteralSearch = 2, NSBackwardsSearch = 4, NSAnchoredSearch = 8, NSNumericSearch = 64, NSRegularExpressionSearch = 1024 };
        @interface NSCharacterSet : NSObject <NSCopying>
        @property (readonly, class, copy) NSCharacterSet *URLQueryAllowedCharacterSet;
        @property (readonly, class, copy) NSCharacterSet *URLPathAllowedCharacterSet;
        @property (readonly, class, copy) NSCharacterSet *URLHostAllowedCharacterSet;
        @property (readonly, class, copy) NSCharacterSet *URLFragmentAllowedCharacterSet;
        @property (readonly, class, copy) NSCharacterSet *URLUserAllowedCharacterSet;
        @property (readonly, class, copy) NSCharacterSet *URLPasswordAllowedCharacterSet;
        @property (readonly, class, copy) NSCharacterSet *whitespaceCharacterSet;
        @property (readonly, class, copy) NSCharacterSet *whitespaceAndNewlineCharacterSet;
        @property (readonly, class, copy) NSCharacterSet *alphanumericCharacterSet;
        @property (readonly, class, copy) NSCharacterSet *decimalDigitCharacterSet;
        + (NSCharacterSet *)characterSetWithCharactersInString:(NSString *)aString;
        @property (readonly, copy) NSCharacterSet *invertedSet;
        @end
        @interface NSString : NSObject <NSCopying>
        + (instancetype)string;
        + (instancetype)stringWithFormat:(NSString *)format, ... __attribute__((format(__NSString__, 1, 2)));
        + (instancetype)stringWithString:(NSString *)string;
        - (instancetype)initWithFormat:(NSString *)format, ... __attribute__((format(__NSString__, 1, 2)));
        - (instancetype)initWithData:(NSData *)data encoding:(NSStringEncoding)encoding;
        - (instancetype)initWithString:(NSString *)string;
        - (BOOL)isEqualToString:(NSString *)aString;
        - (BOOL)hasPrefix:(NSString *)str;
        - (BOOL)hasSuffix:(NSString *)str;
        - (BOOL)containsString:(NSString *)str;
        - (NSRange)rangeOfString:(NSString *)searchString;
        - (NSArray<NSString *> *)componentsSeparatedByString:(NSString *)separator;
        - (NSString *)stringByAppendingString:(NSString *)aString;
        - (NSString *)stringByAppendingFormat:(NSString *)format, ... __attribute__((format(__NSString__, 1, 2)));
        - (NSString *)stringByReplacingOccurrencesOfString:(NSString *)target withString:(NSString *)replacement;
        - (NSString *)stringByRemovingPercentEncoding;
        - (NSString *)stringByAddingPercentEncodingWithAllowedCharacters:(NSCharacterSet *)allowedCharacters;
        - (NSString *)stringByAddingPercentEscapesUsingEncoding:(NSStringEncoding)enc;
        - (NSString *)stringByReplacingPercentEscapesUsingEncoding:(NSStringEncoding)enc;
        - (NSString *)stringByTrimmingCharactersInSet:(NSCharacterSet *)set;
        - (NSString *)stringByReplacingOccurrencesOfString:(NSString *)target withString:(NSString *)replacement options:(NSStringCompareOptions)options range:(NSRange)searchRange;
        - (NSString *)stringByAppendingPathComponent:(NSString *)str;
        - (NSString *)stringByAppendingPathExtension:(NSString *)str;
        @property (readonly, copy) NSString *stringByDeletingLastPathComponent;
        @property (readonly, copy) NSString *stringByDeletingPathExtension;
        @property (readonly, copy) NSString *stringByStandardizingPath;
        @property (readonly, copy) NSString *stringByExpandingTildeInPath;
        @property (readonly, copy) NSString *lastPathComponent;
        @property (readonly, copy) NSString *pathExtension;
        @property (readonly, copy) NSArray<NSString *> *pathComponents;
        @property (readonly, copy) NSString *capitalizedString;
        - (unsigned short)characterAtIndex:(NSUInteger)index;
        - (NSRange)rangeOfString:(NSString *)searchString options:(NSStringCompareOptions)mask;
        - (NSComparisonResult)compare:(NSString *)string options:(NSStringCompareOptions)mask;
        - (NSComparisonResult)caseInsensitiveCompare:(NSString *)string;
        - (NSArray<NSString *> *)componentsSeparatedByCharactersInSet:(NSCharacterSet *)separator;
        - (NSString *)substringFromIndex:(NSUInteger)from;
        - (NSString *)substringToIndex:(NSUInteger)to;
        - (NSString *)substringWithRange:(NSRange)range;
        - (NSData *)dataUsingEncoding:(NSStringEncoding)encoding;
        - (NSComparisonResult)compare:(NSString *)string;
        @property (readonly) NSUInteger length;
        @property (readonly) int intValue;
        @property (readonly) NSInteger integerValue;
        @property (readonly) long long longLongValue;
        @property (readonly) double doubleValue;
        @property (readonly) float floatValue;
        @property (readonly) BOOL boolValue;
        @property (readonly, copy) NSString *lowercaseString;
        @property (readonly, copy) NSString *uppercaseString;
        @property (readonly) const char *UTF8String;
        @end
        @interface NSMutableString : NSString
        - (void)appendString:(NSString *)aString;
        - (void)appendFormat:(NSString *)format, ... __attribute__((format(__NSString__, 1, 2)));
        @end
        @interface NSNumber : NSObject <NSCopying>
        + (NSNumber *)numberWithInt:(int)value;
        + (NSNumber *)numberWithInteger:(NSInteger)value;
        + (NSNumber *)numberWithLongLong:(long long)value;
        + (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
        + (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
        + (NSNumber *)numberWithDouble:(double)value;
        + (NSNumber *)numberWithFloat:(float)value;
        + (NSNumber *)numberWithBool:(BOOL)value;
        + (NSNumber *)numberWithChar:(char)value;
        @property (readonly) int intValue;
        @property (readonly) NSInteger integerValue;
        @property (readonly) long long longLongValue;
        @property (readonly) double doubleValue;
        @property (readonly) float floatValue;
        @property (readonly) BOOL boolValue;
        @property (readonly, copy) NSString *stringValue;
        @end
        @interface NSNull : NSObject
        + (NSNull *)null;
        @end
        @interface NSArray<__covariant ObjectType> : NSObject <NSCopying>
        + (instancetype)array;
        + (instancetype)arrayWithObjects:(const ObjectType _Nonnull [])objects count:(NSUInteger)cnt;
        + (instancetype)arrayWithArray:(NSArray<ObjectType> *)array;
        - (ObjectType)objectAtIndex:(NSUInteger)index;
        - (ObjectType)objectAtIndexedSubscript:(NSUInteger)idx;
        - (BOOL)containsObject:(ObjectType)anObject;
        - (NSString *)componentsJoinedByString:(NSString *)separator;
        - (NSUInteger)indexOfObject:(ObjectType)anObject;
        - (void)enumerateObjectsUsingBlock:(void (^)(ObjectType obj, NSUInteger idx, BOOL *stop))block;
        @property (readonly) NSUInteger count;
        @property (readonly) ObjectType firstObject;
        @property (readonly) ObjectType lastObject;
        @end
        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        - (void)addObject:(ObjectType)anObject;
        - (void)insertObject:(ObjectType)anObject atIndex:(NSUInteger)index;
        - (void)removeObjectAtIndex:(NSUInteger)index;
        - (void)setObject:(ObjectType)obj atIndexedSubscript:(NSUInteger)idx;
        @end
        @interface NSDictionary<KeyType, __covariant ObjectType> : NSObject <NSCopying>
        + (instancetype)dictionary;
        + (instancetype)dictionaryWithObjects:(const ObjectType _Nonnull [])objects forKeys:(const KeyType _Nonnull [])keys count:(NSUInteger)cnt;
        + (instancetype)dictionaryWithDictionary:(NSDictionary<KeyType, ObjectType> *)dict;
        - (ObjectType)objectForKey:(KeyType)aKey;
        - (ObjectType)objectForKeyedSubscript:(KeyType)key;
        - (void)enumerateKeysAndObjectsUsingBlock:(void (^)(KeyType key, ObjectType obj, BOOL *stop))block;
        @property (readonly) NSUInteger count;
        @property (readonly, copy) NSArray<KeyType> *allKeys;
        @property (readonly, copy) NSArray<ObjectType> *allValues;
        @end
        @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
        + (instancetype)dictionaryWithCapacity:(NSUInteger)numItems;
        - (void)setObject:(ObjectType)anObject forKey:(KeyType)aKey;
        - (void)setObject:(ObjectType)obj forKeyedSubscript:(KeyType)key;
        - (void)removeObjectForKey:(KeyType)aKey;
        @end
        @interface NSData : NSObject <NSCopying>
        - (instancetype)initWithBase64EncodedString:(NSString *)base64String options:(NSUInteger)options;
        - (NSString *)base64EncodedStringWithOptions:(NSUInteger)options;
        + (instancetype)dataWithContentsOfURL:(NSURL *)url;
        @property (readonly) NSUInteger length;
        @end
        @interface NSScanner : NSObject
        + (instancetype)scannerWithString:(NSString *)string;
        - (instancetype)initWithString:(NSString *)string;
        @property NSUInteger scanLocation;
        @property (readonly, getter=isAtEnd) BOOL atEnd;
        - (BOOL)scanHexInt:(unsigned *)result;
        - (BOOL)scanInt:(int *)result;
        - (BOOL)scanInteger:(NSInteger *)result;
        - (BOOL)scanDouble:(double *)result;
        - (BOOL)scanString:(NSString *)string intoString:(NSString **)result;
        - (BOOL)scanUpToString:(NSString *)string intoString:(NSString **)result;
        @end
        @interface NSError : NSObject
        @property (readonly, copy) NSString *localizedDescription;
        @property (readonly) NSInteger code;
        @end
        @interface NSURL : NSObject <NSCopying>
        + (instancetype)URLWithString:(NSString *)URLString;
        - (instancetype)initWithString:(NSString *)URLString;
        + (NSURL *)fileURLWithPath:(NSString *)path;
        @property (readonly, copy) NSString *scheme;
        @property (readonly, copy) NSString *host;
        @property (readonly, copy) NSString *path;
        @property (readonly, copy) NSString *query;
        @property (readonly, copy) NSString *fragment;
        @property (readonly, copy) NSString *absoluteString;
        @property (readonly, copy) NSString *lastPathComponent;
        @property (readonly, copy) NSArray<NSString *> *pathComponents;
        @end
        @interface NSURLQueryItem : NSObject
        @property (readonly) NSString *name;
        @property (readonly) NSString *value;
        @end
        @interface NSURLComponents : NSObject
        - (instancetype)initWithURL:(NSURL *)url resolvingAgainstBaseURL:(BOOL)resolve;
        - (instancetype)initWithString:(NSString *)URLString;
        + (instancetype)componentsWithURL:(NSURL *)url resolvingAgainstBaseURL:(BOOL)resolve;
        @property (copy) NSArray<NSURLQueryItem *> *queryItems;
        @property (copy) NSString *scheme;
        @property (copy) NSString *host;
        @property (copy) NSString *path;
        @end
        @interface NSURLRequest : NSObject
        + (instancetype)requestWithURL:(NSURL *)URL;
        @property (readonly, copy) NSURL *URL;
        @property (readonly, copy) NSURL *mainDocumentURL;
        @end
        @interface NSMutableURLRequest : NSURLRequest
        - (void)setHTTPMethod:(NSString *)method;
        - (void)setValue:(NSString *)value forHTTPHeaderField:(NSString *)field;
        - (void)addValue:(NSString *)value forHTTPHeaderField:(NSString *)field;
        @end
        typedef NS_OPTIONS(NSUInteger, NSJSONReadingOptions) { NSJSONReadingMutableContainers = 1, NSJSONReadingMutableLeaves = 2, NSJSONReadingFragmentsAllowed = 4, NSJSONReadingAllowFragments = 4 };
        typedef NS_OPTIONS(NSUInteger, NSJSONWritingOptions) { NSJSONWritingPrettyPrinted = 1, NSJSONWritingSortedKeys = 2, NSJSONWritingFragmentsAllowed = 4, NSJSONWritingWithoutEscapingSlashes = 8 };
        @interface NSJSONSerialization : NSObject
        + (id)JSONObjectWithData:(NSData *)data options:(NSJSONReadingOptions)opt error:(NSError **)error;
        + (NSData *)dataWithJSONObject:(id)obj options:(NSJSONWritingOptions)opt error:(NSError **)error;
        + (BOOL)isValidJSONObject:(id)obj;
        @end
        @interface NSBundle : NSObject
        + (NSBundle *)mainBundle;
        - (id)objectForInfoDictionaryKey:(NSString *)key;
        @property (readonly, copy) NSString *bundleIdentifier;
        @end
        @interface NSUserDefaults : NSObject
        + (NSUserDefaults *)standardUserDefaults;
        - (id)objectForKey:(NSString *)defaultName;
        - (void)setObject:(id)value forKey:(NSString *)defaultName;
        @end
        @interface NSNotificationCenter : NSObject
        + (NSNotificationCenter *)defaultCenter;
        - (void)postNotificationName:(NSString *)name object:(id)object userInfo:(NSDictionary *)userInfo;
        @end
        SEL NSSelectorFromString(NSString *aSelectorName);
        NSString *NSStringFromSelector(SEL aSelector);
        Class NSClassFromString(NSString *aClassName);
        NSString *NSStringFromClass(Class aClass);
        """#

    static let uiKit = #"""
        @interface UIResponder : NSObject
        @end
        @interface UIColor : NSObject
        + (UIColor *)whiteColor;
        + (UIColor *)clearColor;
        @end
        @interface UIView : UIResponder
        - (instancetype)initWithFrame:(CGRect)frame;
        - (void)addSubview:(UIView *)view;
        @property (nonatomic) CGRect frame;
        @property (nonatomic) CGRect bounds;
        @property (nonatomic, copy) UIColor *backgroundColor;
        @end
        @interface UIViewController : UIResponder
        - (void)viewDidLoad;
        - (void)viewWillAppear:(BOOL)animated;
        - (void)viewDidAppear:(BOOL)animated;
        - (void)viewWillDisappear:(BOOL)animated;
        - (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^)(void))completion;
        - (void)presentViewController:(UIViewController *)viewControllerToPresent animated:(BOOL)flag completion:(void (^)(void))completion;
        @property (nonatomic, strong) UIView *view;
        @property (nonatomic, copy) NSString *title;
        @end
        @interface UIApplication : UIResponder
        + (UIApplication *)sharedApplication;
        - (void)openURL:(NSURL *)url options:(NSDictionary *)options completionHandler:(void (^)(BOOL success))completion;
        - (BOOL)canOpenURL:(NSURL *)url;
        @end
        @protocol UIApplicationDelegate <NSObject>
        @optional
        - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options;
        @end
        typedef NS_ENUM(NSInteger, UIAlertControllerStyle) { UIAlertControllerStyleActionSheet = 0, UIAlertControllerStyleAlert };
        typedef NS_ENUM(NSInteger, UIAlertActionStyle) { UIAlertActionStyleDefault = 0, UIAlertActionStyleCancel, UIAlertActionStyleDestructive };
        @interface UITextField : UIView
        @property (nonatomic, copy) NSString *text;
        @property (nonatomic, copy) NSString *placeholder;
        @end
        @interface UILabel : UIView
        @property (nonatomic, copy) NSString *text;
        @end
        @interface UIImage : NSObject
        + (UIImage *)imageNamed:(NSString *)name;
        + (UIImage *)imageWithContentsOfFile:(NSString *)path;
        @end
        @interface UIAlertAction : NSObject
        + (instancetype)actionWithTitle:(NSString *)title style:(UIAlertActionStyle)style handler:(void (^)(UIAlertAction *action))handler;
        @end
        @interface UIAlertController : UIViewController
        + (instancetype)alertControllerWithTitle:(NSString *)title message:(NSString *)message preferredStyle:(UIAlertControllerStyle)preferredStyle;
        - (void)addAction:(UIAlertAction *)action;
        - (void)addTextFieldWithConfigurationHandler:(void (^)(UITextField *textField))configurationHandler;
        @property (nonatomic, readonly) NSArray<UITextField *> *textFields;
        @property (nonatomic, copy) NSString *message;
        @end
        typedef NS_ENUM(NSInteger, UIWebViewNavigationType) { UIWebViewNavigationTypeLinkClicked, UIWebViewNavigationTypeOther = 5 };
        @class UIWebView;
        @protocol UIWebViewDelegate <NSObject>
        @optional
        - (BOOL)webView:(UIWebView *)webView shouldStartLoadWithRequest:(NSURLRequest *)request navigationType:(UIWebViewNavigationType)navigationType;
        - (void)webViewDidFinishLoad:(UIWebView *)webView;
        @end
        @interface UIWebView : UIView
        - (void)loadRequest:(NSURLRequest *)request;
        - (void)loadHTMLString:(NSString *)string baseURL:(NSURL *)baseURL;
        - (NSString *)stringByEvaluatingJavaScriptFromString:(NSString *)script;
        @property (nonatomic, weak) id <UIWebViewDelegate> delegate;
        @end
        """#

    static let webKit = #"""
        @class WKWebView, WKUserContentController, WKFrameInfo;
        @interface WKSecurityOrigin : NSObject
        @property (nonatomic, readonly, copy) NSString *protocol;
        @property (nonatomic, readonly, copy) NSString *host;
        @property (nonatomic, readonly) NSInteger port;
        @end
        @interface WKFrameInfo : NSObject <NSCopying>
        @property (nonatomic, readonly, getter=isMainFrame) BOOL mainFrame;
        @property (nonatomic, readonly, copy) NSURLRequest *request;
        @property (nonatomic, readonly) WKSecurityOrigin *securityOrigin;
        @property (nonatomic, readonly, weak) WKWebView *webView;
        @end
        @interface WKContentWorld : NSObject
        @property (class, nonatomic, readonly) WKContentWorld *pageWorld;
        @property (class, nonatomic, readonly) WKContentWorld *defaultClientWorld;
        + (WKContentWorld *)worldWithName:(NSString *)name;
        @end
        @interface WKScriptMessage : NSObject
        @property (nonatomic, readonly, copy) id body;
        @property (nullable, nonatomic, readonly, weak) WKWebView *webView;
        @property (nonatomic, readonly, copy) WKFrameInfo *frameInfo;
        @property (nonatomic, readonly, copy) NSString *name;
        @property (nonatomic, readonly) WKContentWorld *world;
        @end
        @protocol WKScriptMessageHandler <NSObject>
        @required
        - (void)userContentController:(WKUserContentController *)userContentController didReceiveScriptMessage:(WKScriptMessage *)message;
        @end
        @protocol WKScriptMessageHandlerWithReply <NSObject>
        - (void)userContentController:(WKUserContentController *)userContentController didReceiveScriptMessage:(WKScriptMessage *)message replyHandler:(void (^)(id reply, NSString *errorMessage))replyHandler;
        @end
        typedef NS_ENUM(NSInteger, WKUserScriptInjectionTime) { WKUserScriptInjectionTimeAtDocumentStart, WKUserScriptInjectionTimeAtDocumentEnd };
        @interface WKUserScript : NSObject <NSCopying>
        - (instancetype)initWithSource:(NSString *)source injectionTime:(WKUserScriptInjectionTime)injectionTime forMainFrameOnly:(BOOL)forMainFrameOnly;
        @end
        @interface WKUserContentController : NSObject
        - (void)addUserScript:(WKUserScript *)userScript;
        - (void)removeAllUserScripts;
        - (void)addScriptMessageHandler:(id <WKScriptMessageHandler>)scriptMessageHandler name:(NSString *)name;
        - (void)addScriptMessageHandler:(id <WKScriptMessageHandler>)scriptMessageHandler contentWorld:(WKContentWorld *)world name:(NSString *)name;
        - (void)addScriptMessageHandlerWithReply:(id <WKScriptMessageHandlerWithReply>)scriptMessageHandlerWithReply contentWorld:(WKContentWorld *)contentWorld name:(NSString *)name;
        - (void)removeScriptMessageHandlerForName:(NSString *)name;
        - (void)removeScriptMessageHandlerForName:(NSString *)name contentWorld:(WKContentWorld *)contentWorld;
        - (void)removeAllScriptMessageHandlers;
        @end
        @interface WKPreferences : NSObject
        @property (nonatomic) BOOL javaScriptCanOpenWindowsAutomatically;
        @end
        @interface WKWebViewConfiguration : NSObject <NSCopying>
        @property (nonatomic, strong) WKUserContentController *userContentController;
        @property (nonatomic, strong) WKPreferences *preferences;
        @end
        typedef NS_ENUM(NSInteger, WKNavigationType) { WKNavigationTypeLinkActivated, WKNavigationTypeFormSubmitted, WKNavigationTypeBackForward, WKNavigationTypeReload, WKNavigationTypeFormResubmitted, WKNavigationTypeOther = -1 };
        typedef NS_ENUM(NSInteger, WKNavigationActionPolicy) { WKNavigationActionPolicyCancel, WKNavigationActionPolicyAllow };
        @interface WKNavigationAction : NSObject
        @property (nonatomic, readonly, copy) WKFrameInfo *sourceFrame;
        @property (nullable, nonatomic, readonly, copy) WKFrameInfo *targetFrame;
        @property (nonatomic, readonly) WKNavigationType navigationType;
        @property (nonatomic, readonly, copy) NSURLRequest *request;
        @end
        @interface WKNavigation : NSObject
        @end
        @protocol WKNavigationDelegate <NSObject>
        @optional
        - (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction decisionHandler:(void (^)(WKNavigationActionPolicy))decisionHandler;
        - (void)webView:(WKWebView *)webView didFinishNavigation:(WKNavigation *)navigation;
        - (void)webView:(WKWebView *)webView didStartProvisionalNavigation:(WKNavigation *)navigation;
        - (void)webView:(WKWebView *)webView didFailNavigation:(WKNavigation *)navigation withError:(NSError *)error;
        @end
        @protocol WKUIDelegate <NSObject>
        @optional
        - (void)webView:(WKWebView *)webView runJavaScriptTextInputPanelWithPrompt:(NSString *)prompt defaultText:(NSString *)defaultText initiatedByFrame:(WKFrameInfo *)frame completionHandler:(void (^)(NSString *result))completionHandler;
        - (void)webView:(WKWebView *)webView runJavaScriptAlertPanelWithMessage:(NSString *)message initiatedByFrame:(WKFrameInfo *)frame completionHandler:(void (^)(void))completionHandler;
        @end
        @interface WKWebView : UIView
        - (instancetype)initWithFrame:(CGRect)frame configuration:(WKWebViewConfiguration *)configuration;
        - (WKNavigation *)loadRequest:(NSURLRequest *)request;
        - (WKNavigation *)loadHTMLString:(NSString *)string baseURL:(NSURL *)baseURL;
        - (void)evaluateJavaScript:(NSString *)javaScriptString completionHandler:(void (^)(id result, NSError *error))completionHandler;
        - (void)evaluateJavaScript:(NSString *)javaScriptString inFrame:(WKFrameInfo *)frame inContentWorld:(WKContentWorld *)contentWorld completionHandler:(void (^)(id result, NSError *error))completionHandler;
        - (void)callAsyncJavaScript:(NSString *)functionBody arguments:(NSDictionary<NSString *, id> *)arguments inFrame:(WKFrameInfo *)frame inContentWorld:(WKContentWorld *)contentWorld completionHandler:(void (^)(id result, NSError *error))completionHandler;
        @property (nonatomic, readonly, copy) WKWebViewConfiguration *configuration;
        @property (nonatomic, weak) id <WKNavigationDelegate> navigationDelegate;
        @property (nonatomic, weak) id <WKUIDelegate> UIDelegate;
        @property (nonatomic, readonly, copy) NSURL *URL;
        @end
        """#

    static let webViewJavascriptBridge = #"""
        typedef void (^WVJBResponseCallback)(id responseData);
        typedef void (^WVJBHandler)(id data, WVJBResponseCallback responseCallback);
        @interface WebViewJavascriptBridge : NSObject <WKNavigationDelegate>
        + (instancetype)bridgeForWebView:(id)webView;
        + (instancetype)bridge:(id)webView;
        + (void)enableLogging;
        - (void)registerHandler:(NSString *)handlerName handler:(WVJBHandler)handler;
        - (void)removeHandler:(NSString *)handlerName;
        - (void)callHandler:(NSString *)handlerName;
        - (void)callHandler:(NSString *)handlerName data:(id)data;
        - (void)callHandler:(NSString *)handlerName data:(id)data responseCallback:(WVJBResponseCallback)responseCallback;
        - (void)setWebViewDelegate:(id)webViewDelegate;
        - (void)disableJavscriptAlertBoxSafetyTimeout;
        @end
        @interface WKWebViewJavascriptBridge : WebViewJavascriptBridge
        @end
        """#

    static let dsBridge = #"""
        typedef void (^JSCallback)(NSString *result, BOOL complete);
        @interface DWKWebView : WKWebView <WKUIDelegate>
        - (void)addJavascriptObject:(id)object namespace:(NSString *)namespace;
        - (void)removeJavascriptObject:(NSString *)namespace;
        - (void)callHandler:(NSString *)methodName arguments:(NSArray *)args;
        - (void)callHandler:(NSString *)methodName arguments:(NSArray *)args completionHandler:(void (^)(id value))completionHandler;
        - (void)callHandler:(NSString *)methodName completionHandler:(void (^)(id value))completionHandler;
        - (void)hasJavascriptMethod:(NSString *)handlerName methodExistCallback:(void (^)(bool exist))callback;
        - (void)setDebugMode:(bool)debug;
        @property (nonatomic, weak) id <WKUIDelegate> DSUIDelegate;
        @end
        """#

    static let cordova = #"""
        typedef NS_ENUM(NSUInteger, CDVCommandStatus) { CDVCommandStatus_NO_RESULT = 0, CDVCommandStatus_OK, CDVCommandStatus_CLASS_NOT_FOUND_EXCEPTION, CDVCommandStatus_ILLEGAL_ACCESS_EXCEPTION, CDVCommandStatus_INSTANTIATION_EXCEPTION, CDVCommandStatus_MALFORMED_URL_EXCEPTION, CDVCommandStatus_IO_EXCEPTION, CDVCommandStatus_INVALID_ACTION, CDVCommandStatus_JSON_EXCEPTION, CDVCommandStatus_ERROR };
        @interface CDVInvokedUrlCommand : NSObject
        @property (nonatomic, readonly) NSArray *arguments;
        @property (nonatomic, readonly) NSString *callbackId;
        @property (nonatomic, readonly) NSString *className;
        @property (nonatomic, readonly) NSString *methodName;
        - (id)argumentAtIndex:(NSUInteger)index;
        - (id)argumentAtIndex:(NSUInteger)index withDefault:(id)defaultValue;
        @end
        @interface CDVPluginResult : NSObject
        + (CDVPluginResult *)resultWithStatus:(CDVCommandStatus)statusOrdinal;
        + (CDVPluginResult *)resultWithStatus:(CDVCommandStatus)statusOrdinal messageAsString:(NSString *)theMessage;
        + (CDVPluginResult *)resultWithStatus:(CDVCommandStatus)statusOrdinal messageAsDictionary:(NSDictionary *)theMessage;
        + (CDVPluginResult *)resultWithStatus:(CDVCommandStatus)statusOrdinal messageAsArray:(NSArray *)theMessage;
        + (CDVPluginResult *)resultWithStatus:(CDVCommandStatus)statusOrdinal messageAsInt:(int)theMessage;
        + (CDVPluginResult *)resultWithStatus:(CDVCommandStatus)statusOrdinal messageAsBool:(BOOL)theMessage;
        @end
        @protocol CDVCommandDelegate <NSObject>
        - (void)sendPluginResult:(CDVPluginResult *)result callbackId:(NSString *)callbackId;
        - (void)evalJs:(NSString *)js;
        - (void)runInBackground:(void (^)(void))block;
        @end
        @interface CDVPlugin : NSObject
        @property (nonatomic, weak) UIView *webView;
        @property (nonatomic, weak) id <CDVCommandDelegate> commandDelegate;
        @property (nonatomic, weak) UIViewController *viewController;
        - (void)pluginInitialize;
        @end
        """#

    static let capacitor = #"""
        @interface CAPPluginCall : NSObject
        @property (nonatomic, strong) NSDictionary *options;
        @property (nonatomic, strong) NSString *callbackId;
        - (void)resolve:(NSDictionary *)data;
        - (void)reject:(NSString *)message;
        - (NSString *)getString:(NSString *)key;
        - (NSString *)getString:(NSString *)key defaultValue:(NSString *)defaultValue;
        - (NSNumber *)getBool:(NSString *)key;
        - (NSNumber *)getBool:(NSString *)key defaultValue:(NSNumber *)defaultValue;
        - (NSNumber *)getInt:(NSString *)key;
        - (NSNumber *)getInt:(NSString *)key defaultValue:(NSNumber *)defaultValue;
        - (NSNumber *)getNumber:(NSString *)key;
        - (NSNumber *)getDouble:(NSString *)key;
        - (NSNumber *)getFloat:(NSString *)key;
        - (NSDictionary *)getObject:(NSString *)key;
        - (NSArray *)getArray:(NSString *)key;
        - (id)getValue:(NSString *)key;
        @end
        @interface CAPPlugin : NSObject
        - (void)load;
        @end
        #define CAPPluginReturnNone @"none"
        #define CAPPluginReturnPromise @"promise"
        #define CAPPluginReturnCallback @"callback"
        #define CAP_PLUGIN_METHOD(method_name, method_return_type)
        #define CAP_PLUGIN(objc_name, js_name, methods_body)
        """#
}
