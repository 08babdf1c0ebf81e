#import <Cordova/CDVPlugin.h>

// The app's own Cordova plugin: the service Echo (plugin.xml maps it to this class) with the
// action echo. Camera and Device are Cordova's own plugins, whose code the app does not hold.
@interface CDVEcho : CDVPlugin
@end

@implementation CDVEcho

- (void)echo:(CDVInvokedUrlCommand *)command {
    id message = command.arguments.count > 0 ? command.arguments[0] : nil;
    CDVPluginResult *result = [message isKindOfClass:[NSString class]]
        ? [CDVPluginResult resultWithStatus:CDVCommandStatus_OK messageAsString:message]
        : [CDVPluginResult resultWithStatus:CDVCommandStatus_ERROR];
    [self.commandDelegate sendPluginResult:result callbackId:command.callbackId];
}

@end
