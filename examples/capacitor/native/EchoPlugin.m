#import <Capacitor/Capacitor.h>

// The app's own Capacitor plugin, registered with CAP_PLUGIN as Echo. Camera and Geolocation
// are Capacitor's own plugins, whose code the app does not hold.
@interface EchoPlugin : CAPPlugin
@end

@implementation EchoPlugin

- (void)echo:(CAPPluginCall *)call {
    NSString *value = [call getString:@"value" defaultValue:@""];
    [call resolve:@{@"value": value}];
}

@end

CAP_PLUGIN(EchoPlugin, "Echo",
    CAP_PLUGIN_METHOD(echo, CAPPluginReturnPromise);
)
