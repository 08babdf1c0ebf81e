#import <Foundation/Foundation.h>

/// A value as a JavaScript expression: JSON, which NSJSONSerialization escapes, written outside
/// any quotes. Every script this app evaluates passes its arguments through it.
NSString *BridgeScriptArgument(id value);
