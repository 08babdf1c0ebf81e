import Capacitor
import Foundation

/// The app's own Capacitor plugin in Swift (Capacitor 6's CAPBridgedPlugin): Echo.echo. Camera
/// and Geolocation are Capacitor's own plugins, whose code the app does not hold.
@objc(EchoPlugin)
public class EchoPlugin: CAPPlugin, CAPBridgedPlugin {
    public let identifier = "EchoPlugin"
    public let jsName = "Echo"
    public let pluginMethods: [CAPPluginMethod] = [
        CAPPluginMethod(name: "echo", returnType: CAPPluginReturnPromise)
    ]

    @objc func echo(_ call: CAPPluginCall) {
        let value = call.getString("value") ?? ""
        call.resolve(["value": value])
    }
}
