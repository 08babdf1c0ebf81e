#import "BridgeScript.h"

NSString *BridgeScriptArgument(id value) {
    NSData *data = [NSJSONSerialization dataWithJSONObject:(value ?: [NSNull null]) options:NSJSONWritingFragmentsAllowed error:nil];
    if (data == nil) {
        return @"null";
    }
    return [[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding];
}
