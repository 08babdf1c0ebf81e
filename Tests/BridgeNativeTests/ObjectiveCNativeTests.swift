import BridgeNative
import Foundation
import TestSupport
import XCTest

/// `bridgecheck native` on Objective-C: the example apps in each seed convention and each bridge
/// library, the broken one, mixed Swift and Objective-C, and hostile input. These need
/// bridgecheck-native built with libclang (libclang-dev); elsewhere they skip and say so.
final class ObjectiveCNativeTests: XCTestCase {
    private var root: URL { Fixtures.packageRoot }

    /// Writes each file (path relative to `folder` → text), making its folders.
    private func write(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    private func native(_ arguments: [String], in folder: URL? = nil) throws -> Tool.Result {
        try Tool.run(Bundle.main.bundleURL.appendingPathComponent("bridgecheck-native").path, ["native"] + arguments, currentDirectory: folder ?? root)
    }

    /// The handlers `manifest init` infers from `file` in `folder` (written to m.json, replaced).
    private func inferredHandlers(from file: String, in folder: URL) throws -> [String: [String: Any]] {
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", file, "--output", "m.json", "--force"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any])
        return try XCTUnwrap(manifest["handlers"] as? [String: [String: Any]])
    }

    override func setUpWithError() throws {
        try ObjectiveCReader.skipUnlessBuilt()
    }

    func testTheObjectiveCExampleAppPassesStrictly() throws {
        let result = try native(["--strict", "--manifest", "examples/bridge-manifest.json", "examples/native-objc"])
        XCTAssertEqual(result.stdoutText, "6 files scanned, 9 handlers registered, 5 callbacks called: 0 errors, 0 warnings, 0 notes\n")
        XCTAssertEqual(result.status, 0, result.stderrText)
    }

    /// Both apps at once: the Swift and Objective-C readers' facts go to the same rules.
    func testSwiftAndObjectiveCAreReadTogether() throws {
        let result = try native(["--strict", "--manifest", "examples/bridge-manifest.json", "examples/native/App", "examples/native-objc"])
        XCTAssertEqual(result.stdoutText, "11 files scanned, 9 handlers registered, 5 callbacks called: 0 errors, 0 warnings, 0 notes\n")
        XCTAssertEqual(result.status, 0, result.stderrText)
    }

    func testTheBrokenObjectiveCAppReportsExactlyWhatItsCommentsSay() throws {
        let result = try native(["--manifest", "examples/bridge-manifest.json", "examples/native-objc-broken"])
        XCTAssertEqual(result.status, 1, result.stderrText)
        let expected = try ExpectComments.expected(in: root, folder: "examples/native-objc-broken/App")
        XCTAssertEqual(ExpectComments.found(result.stdoutText, manifest: "examples/bridge-manifest.json").sorted(), expected.sorted())
        let rules = Set(expected.map { String($0.split(separator: " ")[1]) })
        for rule in ["handler-not-in-manifest", "handler-never-registered", "function-never-handled", "callback-not-in-manifest", "callback-never-evaluated",
            "reply-disagrees", "handler-never-handled", "param-type-disagrees", "force-cast-page-data", "unchecked-split-index",
            "unencoded-script-interpolation", "unchecked-message-origin"]
        {
            XCTAssertTrue(rules.contains(rule), rule)
        }
    }

    /// Each library example's native side implements its manifest exactly.
    func testEachBridgeLibrarysExampleNativeSidePassesStrictly() throws {
        let cases = [
            ("webviewjavascriptbridge", "1 file scanned, 0 handlers registered, 1 callback called"),
            ("dsbridge", "1 file scanned, 0 handlers registered, 1 callback called"),
            ("cordova", "1 file scanned, 0 handlers registered, 0 callbacks called"),
            ("capacitor", "1 file scanned, 0 handlers registered, 0 callbacks called"),
        ]
        for (library, summary) in cases {
            let result = try native(["--strict", "--manifest", "examples/\(library)/bridge-manifest.json", "examples/\(library)/native"])
            XCTAssertEqual(result.stdoutText, "\(summary): 0 errors, 0 warnings, 0 notes\n", library)
            XCTAssertEqual(result.status, 0, "\(library): \(result.stderrText)")
        }
    }

    /// A library registration renamed in the code drifts from the manifest both ways, each
    /// finding where the name is written (`file:line rule`).
    func testARenamedLibraryFunctionIsReportedBothWays() throws {
        let cases: [(String, String, String, String, [String])] = [
            ("webviewjavascriptbridge", "ViewController.m", #"registerHandler:@"share""#, #"registerHandler:@"shar""#,
             ["ViewController.m:21 function-not-in-manifest", "manifest function-never-handled share"]),
            ("dsbridge", "JsApi.m", #"namespace:@"user""#, #"namespace:@"users""#,
             ["JsApi.m:32 function-not-in-manifest", "manifest function-never-handled user.getToken"]),
            ("cordova", "plugins/echo/plugin.xml", #"<feature name="Echo">"#, #"<feature name="Echo2">"#,
             // Echo is now a service whose code bridgecheck has not read: its functions are not judged.
             ["CDVEcho.m:10 function-not-in-manifest"]),
            ("capacitor", "EchoPlugin.m", #"CAP_PLUGIN_METHOD(echo,"#, #"CAP_PLUGIN_METHOD(echoes,"#,
             ["EchoPlugin.m:18 function-not-in-manifest", "manifest function-never-handled Echo.echo"]),
        ]
        for (library, file, from, to, expected) in cases {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let native = folder.appendingPathComponent("native")
            try FileManager.default.copyItem(at: root.appendingPathComponent("examples/\(library)/native"), to: native)
            try FileManager.default.copyItem(at: root.appendingPathComponent("examples/\(library)/bridge-manifest.json"), to: folder.appendingPathComponent("m.json"))
            let url = native.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.contains(from), "\(library): \(from)")
            try text.replacingOccurrences(of: from, with: to).write(to: url, atomically: true, encoding: .utf8)
            let result = try self.native(["--manifest", "m.json", "native"], in: folder)
            XCTAssertEqual(result.status, 1, "\(library): \(result.stderrText)")
            let found = ExpectComments.found(result.stdoutText, manifest: "m.json").map { line in
                line.hasPrefix("native/") ? String(line.split(separator: "/").last ?? "") : line
            }
            XCTAssertEqual(found.sorted(), expected.sorted(), "\(library): \(result.stdoutText)")
        }
    }

    /// A Cordova plugin method that takes the command and that the plugin also calls itself
    /// (phonegap-nfc's `[self startScanSession:command]`) is one the page may name too: a
    /// manifest may declare it (it is handled) or leave it out (it is not reported missing).
    func testACordovaActionThePluginAlsoCallsItselfMayBeDeclaredOrNot() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let native = folder.appendingPathComponent("native")
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/cordova/native"), to: native)
        let source = native.appendingPathComponent("plugins/echo/CDVEcho.m")
        try String(contentsOf: source, encoding: .utf8)
            .replacingOccurrences(of: "    [self.commandDelegate sendPluginResult:result callbackId:command.callbackId];\n}\n", with: "    [self.commandDelegate sendPluginResult:result callbackId:command.callbackId];\n    [self start:command];\n}\n\n- (void)start:(CDVInvokedUrlCommand *)command {\n    NSLog(@\"%@\", command.callbackId);\n}\n")
            .write(to: source, atomically: true, encoding: .utf8)
        let manifest = try String(contentsOf: root.appendingPathComponent("examples/cordova/bridge-manifest.json"), encoding: .utf8)
        let declared = manifest.replacingOccurrences(of: #""Device.getDeviceInfo": {"#, with: #""Echo.start": { "params": { "type": "array", "maxItems": 0 } },"# + "\n" + #"        "Device.getDeviceInfo": {"#)
        XCTAssertNotEqual(declared, manifest)
        for (name, text) in [("declared.json", declared), ("left-out.json", manifest)] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            let result = try self.native(["--strict", "--manifest", name, "native"], in: folder)
            XCTAssertEqual(result.stdoutText, "1 file scanned, 0 handlers registered, 0 callbacks called: 0 errors, 0 warnings, 0 notes\n", name)
            XCTAssertEqual(result.status, 0, name)
        }
    }

    /// `manifest init` reads Objective-C too: the manifest inferred from the Objective-C app
    /// loads, and native finds nothing against it.
    func testManifestInitFromObjectiveCGivesAManifestNativeAgreesWith() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("inferred.json").path
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--swift", "examples/native-objc", "--output", output], currentDirectory: root)
        XCTAssertEqual(made.stderrText, "wrote \(output): 10 handlers and 5 callbacks inferred from 6 source files; review every entry, then run bridgecheck manifest check\n")
        XCTAssertEqual(made.status, 0)
        let checked = try Tool.run(bridgecheck, ["manifest", "check", output], currentDirectory: root)
        XCTAssertEqual(checked.status, 0, checked.stdoutText + checked.stderrText)
        let result = try native(["--strict", "--manifest", output, "examples/native-objc"])
        XCTAssertEqual(result.stdoutText, "6 files scanned, 9 handlers registered, 5 callbacks called: 0 errors, 0 warnings, 0 notes\n")
    }

    /// A bridge library's functions with no WebKit registration in sight (a Cordova plugin's
    /// actions, WebViewJavascriptBridge's registerHandler names, DSBridge's and Capacitor's
    /// methods): init writes the library's handler with them, and native agrees with it.
    func testManifestInitWritesEachBridgeLibrarysHandler() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let expected: [(example: String, handler: String, envelope: String, functions: [String])] = [
            ("cordova", "cordova", "cordova", ["Echo.echo"]),
            ("webviewjavascriptbridge", "WebViewJavascriptBridge", "webviewjavascriptbridge", ["getUserInfo", "share"]),
            ("dsbridge", "dsbridge", "dsbridge", ["testAsyn", "testSyn", "user.getToken"]),
            ("capacitor", "bridge", "capacitor", ["Echo.echo"]),
        ]
        for (example, handler, envelope, functions) in expected {
            let output = folder.appendingPathComponent("\(example).json").path
            let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", "examples/\(example)/native", "--output", output], currentDirectory: root)
            XCTAssertEqual(made.status, 0, "\(example): \(made.stderrText)")
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
            let handlers = manifest?["handlers"] as? [String: [String: Any]]
            XCTAssertEqual(handlers.map { Array($0.keys) }, [handler], example)
            XCTAssertEqual(handlers?[handler]?["envelope"] as? String, envelope, example)
            XCTAssertEqual((handlers?[handler]?["functions"] as? [String: Any]).map { $0.keys.sorted() }, functions, example)
            let result = try native(["--strict", "--manifest", output, "examples/\(example)/native"])
            XCTAssertEqual(result.status, 0, "\(example): \(result.stdoutText)")
            XCTAssertTrue(result.stdoutText.hasSuffix(": 0 errors, 0 warnings, 0 notes\n"), "\(example): \(result.stdoutText)")
        }
    }

    /// `[v isKindOfClass:[NSNull class]]` rules out null alone: a page sending an array or a
    /// dictionary still crashes `[v intValue]` after `if (v && ![v isKindOfClass:[NSNull class]])`
    /// (cordova-plugin-contacts' remove:, whose first send was taken as checked, and the one
    /// after it reported instead). Not triggering: a check for the class the message needs.
    func testACheckForNSNullIsNotAClassCheck() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "src/CDVThing.m": """
                #import <Cordova/CDVPlugin.h>
                @interface CDVThing : CDVPlugin
                @end
                @implementation CDVThing
                - (void)remove:(CDVInvokedUrlCommand *)command {
                    id cId = [command argumentAtIndex:0];
                    if (cId && ![cId isKindOfClass:[NSNull class]] && [cId intValue] > 0) {
                        NSLog(@"%d", [cId intValue]);
                    }
                }
                - (void)show:(CDVInvokedUrlCommand *)command {
                    id cId = [command argumentAtIndex:0];
                    if ([cId isKindOfClass:[NSNull class]]) { return; }
                    NSLog(@"%d", [cId intValue]);
                }
                - (void)open:(CDVInvokedUrlCommand *)command {
                    id cId = [command argumentAtIndex:0];
                    if ([cId isKindOfClass:[NSNumber class]]) {
                        NSLog(@"%d", [cId intValue]);
                    }
                }
                @end

                """,
            "plugin.xml": #"<plugin><platform name="ios"><config-file><feature name="Thing"><param name="ios-package" value="CDVThing"/></feature></config-file></platform></plugin>"#,
            "m.json": #"{"version": 1, "handlers": {"cordova": {"body": "object", "envelope": "cordova", "functions": {"Thing.remove": {}, "Thing.show": {}, "Thing.open": {}}}}}"#,
        ]
        try write(files, in: folder)
        let result = try native(["--manifest", "m.json", "src", "plugin.xml"], in: folder)
        XCTAssertEqual(ExpectComments.found(result.stdoutText, manifest: "m.json"), ["src/CDVThing.m:7 force-cast-page-data", "src/CDVThing.m:14 force-cast-page-data"], result.stdoutText)
        // intValue is a number conversion NSString answers too: what throws is null, an array or
        // an object, and the check to advise is for a number (or a string), not for a string alone.
        XCTAssertTrue(result.stdoutText.contains(
            "src/CDVThing.m:14:18: error: `[cId intValue]` sends intValue to a value from the page without checking its class; a page that sends null, an array or an object crashes the app (unrecognized selector) (check its class first ([value isKindOfClass:[NSNumber class]] or NSString) and reject other messages) [force-cast-page-data]\n"),
            result.stdoutText)
    }

    /// A C cast changes nothing at run time: `[(NSString *)val compare:… options:…]` sends
    /// compare:options: to the page's value, whatever it is, and a number throws
    /// (cordova-plugin-contacts' existsValue:). Before, the cast hid the value, and a later
    /// uncast send (`[val lowercaseString]`) was reported instead, or nothing. Not triggering:
    /// the same cast after a check for NSString.
    func testACastPageValueIsStillThePageValue() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "src/CDVThing.m": """
                #import <Cordova/CDVPlugin.h>
                @interface CDVThing : CDVPlugin
                @end
                @implementation CDVThing
                - (void)edit:(CDVInvokedUrlCommand *)command {
                    NSDictionary *options = [command argumentAtIndex:0];
                    if ([options isKindOfClass:[NSDictionary class]]) {
                        id val = [options objectForKey:@"mode"];
                        NSLog(@"%d", [(NSString *)val compare:@"full" options:NSCaseInsensitiveSearch] == 0);
                        NSLog(@"%@", [val lowercaseString]);
                    }
                }
                - (void)view:(CDVInvokedUrlCommand *)command {
                    NSDictionary *options = [command argumentAtIndex:0];
                    if ([options isKindOfClass:[NSDictionary class]]) {
                        id val = [options objectForKey:@"mode"];
                        if ([val isKindOfClass:[NSString class]]) {
                            NSLog(@"%d", [(NSString *)val compare:@"full" options:NSCaseInsensitiveSearch] == 0);
                        }
                    }
                }
                @end

                """,
            "plugin.xml": #"<plugin><platform name="ios"><config-file><feature name="Thing"><param name="ios-package" value="CDVThing"/></feature></config-file></platform></plugin>"#,
            "m.json": #"{"version": 1, "handlers": {"cordova": {"body": "object", "envelope": "cordova", "functions": {"Thing.edit": {}, "Thing.view": {}}}}}"#,
        ]
        try write(files, in: folder)
        let result = try native(["--manifest", "m.json", "src", "plugin.xml"], in: folder)
        XCTAssertEqual(ExpectComments.found(result.stdoutText, manifest: "m.json"), ["src/CDVThing.m:9 force-cast-page-data"], result.stdoutText)
    }

    /// As in real plugins: the class's superclass is declared in its header, plugin.xml names
    /// the service; and a registration clang drops (its object's class is declared only in
    /// Swift) is reported as not followed, keeping function-never-handled quiet.
    func testHeadersServiceMapsAndDroppedRegistrations() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "src/CDVThing.h": "#import <Cordova/CDVPlugin.h>\n@interface CDVThing : CDVPlugin\n- (void)ping:(CDVInvokedUrlCommand *)command;\n@end\n",
            "src/CDVThing.m": "#import \"CDVThing.h\"\n@implementation CDVThing\n- (void)ping:(CDVInvokedUrlCommand *)command {\n}\n@end\n",
            "plugin.xml": #"<plugin><platform name="ios"><config-file><feature name="Thing"><param name="ios-package" value="CDVThing"/></feature></config-file></platform></plugin>"#,
            "m.json": #"{"version": 1, "handlers": {"cordova": {"body": "object", "envelope": "cordova", "functions": {"Thing.ping": {}, "Thing.pong": {}}}, "dsbridge": {"body": "object", "envelope": "dsbridge", "functions": {"swift.hello": {}}}}}"#,
        ]
        try write(files, in: folder)
        let cordova = try native(["--manifest", "m.json", "src", "plugin.xml"], in: folder)
        XCTAssertEqual(ExpectComments.found(cordova.stdoutText, manifest: "m.json"), ["manifest function-never-handled Thing.pong"], cordova.stdoutText)
        // A plugin.xml cut off mid-way still maps what it mapped before the error; nothing crashes.
        let xml = try String(contentsOf: folder.appendingPathComponent("plugin.xml"), encoding: .utf8)
        try (String(xml.prefix(xml.count - 40)) + "<<&\u{0}").write(to: folder.appendingPathComponent("plugin.xml"), atomically: true, encoding: .utf8)
        let cut = try native(["--manifest", "m.json", "src", "plugin.xml"], in: folder)
        XCTAssertEqual(ExpectComments.found(cut.stdoutText, manifest: "m.json"), ["manifest function-never-handled Thing.pong"], cut.stdoutText)
        // cordova-ios's defaults.xml (its config.xml template) maps the platform's own services.
        try #"<widget><feature name="Thing"><param name="ios-package" value="CDVThing"/></feature></widget>"#.write(to: folder.appendingPathComponent("defaults.xml"), atomically: true, encoding: .utf8)
        let defaults = try native(["--manifest", "m.json", "src", "defaults.xml"], in: folder)
        XCTAssertEqual(ExpectComments.found(defaults.stdoutText, manifest: "m.json"), ["manifest function-never-handled Thing.pong"], defaults.stdoutText)
        // The class's header imported framework-style (`<Thing/CDVThing.h>`, as cordova-ios writes
        // `<Cordova/CDVCommandQueue.h>`) is the header beside it; a directive cut short is skipped.
        try "#import <Thing/CDVThing.h>\n#import <Thing/CDVThing.h\n@implementation CDVThing\n- (void)ping:(CDVInvokedUrlCommand *)command {\n}\n@end\n"
            .write(to: folder.appendingPathComponent("src/CDVThing.m"), atomically: true, encoding: .utf8)
        let framework = try native(["--manifest", "m.json", "src", "defaults.xml"], in: folder)
        XCTAssertEqual(ExpectComments.found(framework.stdoutText, manifest: "m.json"), ["manifest function-never-handled Thing.pong", "src/CDVThing.m:2 swift-syntax-error"], framework.stdoutText)
        XCTAssertTrue(framework.stdoutText.contains("src/CDVThing.m:2:26: warning: Objective-C syntax error: expected '>' [swift-syntax-error]\n"), framework.stdoutText)
        try XCTUnwrap(files["src/CDVThing.m"]).write(to: folder.appendingPathComponent("src/CDVThing.m"), atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(at: folder.appendingPathComponent("defaults.xml"), to: folder.appendingPathComponent("features.xml"))
        let other = try native(["--manifest", "m.json", "src", "features.xml"], in: folder)
        XCTAssertTrue(ExpectComments.found(other.stdoutText, manifest: "m.json").contains("src/CDVThing.m:3 function-not-in-manifest"), "another file name maps nothing: " + other.stdoutText)
        try "#import \"dsbridge.h\"\nvoid install(DWKWebView *web) {\n    [web addJavascriptObject:[[SwiftOnlyApi alloc] init] namespace:@\"swift\"];\n}\n"
            .write(to: folder.appendingPathComponent("src/Install.m"), atomically: true, encoding: .utf8)
        let dropped = try native(["--manifest", "m.json", "src", "plugin.xml"], in: folder)
        XCTAssertEqual(ExpectComments.found(dropped.stdoutText, manifest: "m.json"), ["src/Install.m:3 native-not-followed"], dropped.stdoutText)
    }

    /// `NSArray<NSString *> *tags = message.body` after a class check: an array of strings in the
    /// inferred schema; a plain `NSArray *` names no element.
    func testALightweightGenericArrayBodyIsAnArrayOfItsElement() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
            #import <WebKit/WebKit.h>
            @interface A : NSObject <WKScriptMessageHandler>
            @end
            @implementation A
            - (void)install:(WKUserContentController *)c {
                [c addScriptMessageHandler:self name:@"tags"];
                [c addScriptMessageHandler:self name:@"rows"];
            }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                if ([message.name isEqualToString:@"tags"]) {
                    if (![message.body isKindOfClass:[NSArray class]]) { return; }
                    NSArray<NSString *> *tags = message.body;
                    NSLog(@"%lu", (unsigned long)tags.count);
                } else if ([message.name isEqualToString:@"rows"]) {
                    if (![message.body isKindOfClass:[NSArray class]]) { return; }
                    NSArray *rows = (NSArray *)message.body;
                    NSLog(@"%lu", (unsigned long)rows.count);
                }
            }
            @end

            """
        try write(["A.m": app], in: folder)
        let handlers = try inferredHandlers(from: "A.m", in: folder)
        XCTAssertEqual(handlers["tags"]?["schema"] as? NSDictionary, ["type": "array", "items": ["type": "string"]] as NSDictionary)
        XCTAssertEqual(handlers["rows"]?["schema"] as? NSDictionary, ["type": "array"] as NSDictionary)
    }

    /// A table of blocks filled by a registrar method (`- (void)on:(NSString *)topic
    /// handler:(TopicHandler)handler { self.handlers[topic] = handler; }`) and called with the
    /// envelope's key: each send of the registrar with a literal topic and a block, in another
    /// class, is a function whose block reads its parameters. Before, init wrote a plain envelope
    /// with no functions and native read none of the blocks. A send whose topic is not a literal
    /// names nothing.
    func testABlockTableFilledByARegistrarMethodNamesTheFunctions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
            #import <WebKit/WebKit.h>
            typedef void (^TopicHandler)(NSDictionary *data);
            @interface TopicBridge : NSObject <WKScriptMessageHandler>
            @property (nonatomic, strong) NSMutableDictionary<NSString *, TopicHandler> *handlers;
            - (void)on:(NSString *)topic handler:(TopicHandler)handler;
            @end
            @implementation TopicBridge
            - (void)install:(WKUserContentController *)controller {
                [controller addScriptMessageHandler:self name:@"topics"];
            }
            - (void)on:(NSString *)topic handler:(TopicHandler)handler {
                [self.handlers setObject:handler forKey:topic];
            }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                if (![message.body isKindOfClass:[NSDictionary class]]) { return; }
                NSDictionary *body = message.body;
                NSString *topic = body[@"topic"];
                if (![topic isKindOfClass:[NSString class]]) { return; }
                TopicHandler handler = self.handlers[topic];
                if (handler) { handler(body[@"data"]); }
            }
            @end
            @interface Screen : NSObject
            @property (nonatomic, strong) TopicBridge *bridge;
            @end
            @implementation Screen
            - (void)start:(NSString *)other {
                [self.bridge on:@"share" handler:^(NSDictionary *data) {
                    if (![data isKindOfClass:[NSDictionary class]]) { return; }
                    NSString *title = data[@"title"];
                    NSLog(@"%@", [title uppercaseString]);
                }];
                [self.bridge on:@"close" handler:^(NSDictionary *data) { NSLog(@"closed"); }];
                [self.bridge on:other handler:^(NSDictionary *data) { NSLog(@"other"); }];
            }
            @end

            """
        try write(["Topics.m": app], in: folder)
        let handlers = try inferredHandlers(from: "Topics.m", in: folder)
        let topics = try XCTUnwrap(handlers["topics"])
        XCTAssertEqual(topics["envelope"] as? NSDictionary, ["type": "action", "actionKey": "topic", "paramKey": "data"] as NSDictionary)
        let functions = try XCTUnwrap(topics["functions"] as? [String: [String: Any]])
        XCTAssertEqual(functions.keys.sorted(), ["close", "share"])
        XCTAssertEqual(((functions["share"]?["params"] as? [String: Any])?["properties"] as? [String: [String: Any]])?["title"]?["type"] as? String, "string")
        let checked = try native(["--manifest", "m.json", "Topics.m"], in: folder)
        XCTAssertEqual(checked.status, 1, checked.stdoutText)
        XCTAssertEqual(ExpectComments.found(checked.stdoutText, manifest: "m.json"), ["Topics.m:31 force-cast-page-data"], checked.stdoutText)
    }

    /// A navigation URL's query parsed by the app's own method into a dictionary (`NSDictionary
    /// *params = [self paramsFromQuery:url.query]`), read in the branches on the host: each key is
    /// a parameter of the host's function. The app made the dictionary and its values are text, so
    /// reading it is no unchecked class. Before, init wrote the functions with no parameters. So
    /// is `[item.name isEqualToString:@"page"]` in a loop over the URL components' `queryItems`.
    /// Not triggering: an app dictionary made from something else (`[self defaults]`), and a loop
    /// over the app's own list, name none.
    func testAQueryTheAppParsesIntoADictionaryGivesTheSchemeFunctionsParameters() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
            #import <WebKit/WebKit.h>
            @interface Nav : NSObject <WKNavigationDelegate>
            @end
            @implementation Nav
            - (NSDictionary *)paramsFromQuery:(NSString *)query {
                NSMutableDictionary *params = [NSMutableDictionary dictionary];
                for (NSString *pair in [query componentsSeparatedByString:@"&"]) {
                    NSArray *kv = [pair componentsSeparatedByString:@"="];
                    if (kv.count == 2) { params[kv[0]] = [kv[1] stringByRemovingPercentEncoding]; }
                }
                return params;
            }
            - (NSDictionary *)defaults { return @{@"color": @"red"}; }
            - (NSArray<NSURLQueryItem *> *)presets { return @[]; }
            - (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction decisionHandler:(void (^)(WKNavigationActionPolicy))decisionHandler {
                NSURL *url = navigationAction.request.URL;
                if ([url.scheme isEqualToString:@"myapp"]) {
                    NSDictionary *params = [self paramsFromQuery:url.query];
                    NSDictionary *settings = [self defaults];
                    if ([url.host isEqualToString:@"share"]) {
                        NSString *title = params[@"title"];
                        NSLog(@"%@ %@ %@", [title uppercaseString], params[@"link"], settings[@"color"]);
                    } else if ([url.host isEqualToString:@"toast"]) {
                        NSLog(@"%@", [params objectForKey:@"text"]);
                    } else if ([url.host isEqualToString:@"open"]) {
                        NSURLComponents *components = [NSURLComponents componentsWithURL:url resolvingAgainstBaseURL:NO];
                        for (NSURLQueryItem *item in components.queryItems) {
                            if ([item.name isEqualToString:@"page"]) { NSLog(@"%@", item.value); }
                        }
                        for (NSURLQueryItem *item in self.presets) {
                            if ([item.name isEqualToString:@"preset"]) { NSLog(@"%@", item.value); }
                        }
                    }
                    decisionHandler(WKNavigationActionPolicyCancel);
                    return;
                }
                decisionHandler(WKNavigationActionPolicyAllow);
            }
            @end

            """
        try write(["Nav.m": app], in: folder)
        let handlers = try inferredHandlers(from: "Nav.m", in: folder)
        let functions = try XCTUnwrap(handlers["myapp"]?["functions"] as? [String: [String: Any]])
        func keys(_ function: String) -> [String] {
            (((functions[function]?["params"] as? [String: Any])?["properties"] as? [String: Any])?.keys.sorted()) ?? []
        }
        XCTAssertEqual(keys("share"), ["link", "title"])
        XCTAssertEqual(keys("toast"), ["text"])
        // The components' query items looped over and picked by name (not the app's own list).
        XCTAssertEqual(keys("open"), ["page"])
        let checked = try native(["--manifest", "m.json", "Nav.m"], in: folder)
        XCTAssertEqual(checked.status, 0, checked.stdoutText)
        XCTAssertEqual(checked.stdoutText, "1 file scanned, 0 handlers registered, 0 callbacks called: 0 errors, 0 warnings, 0 notes\n")
    }

    /// A script native injects that gives a global a `postMessage` method posting
    /// `String(argument)` to a handler (react-native-webview's messaging script): init writes the
    /// wrapper pages post through and, the handler receiving text, a string body, so lint reports
    /// a page that posts an object (it arrives as "[object Object]") and passes JSON text.
    func testAnInjectedPostMessageMethodIsAWrapperAndItsStringIsTheBody() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
            #import <WebKit/WebKit.h>
            static NSString *const MessageHandlerName = @"AppBridge";
            @interface Web : NSObject <WKScriptMessageHandler>
            @end
            @implementation Web
            - (void)install:(WKUserContentController *)c {
                NSString *source = [NSString stringWithFormat:@"window.%@ = window.%@ || {};"
                    "window.%@.postMessage = function (data) {"
                    "  window.webkit.messageHandlers.%@.postMessage(String(data));"
                    "};", MessageHandlerName, MessageHandlerName, MessageHandlerName, MessageHandlerName];
                [c addUserScript:[[WKUserScript alloc] initWithSource:source injectionTime:WKUserScriptInjectionTimeAtDocumentStart forMainFrameOnly:YES]];
                [c addScriptMessageHandler:self name:MessageHandlerName];
            }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                NSLog(@"%@", message.body);
            }
            @end

            """
        try write(["Web.m": app, "site/app.js": "window.AppBridge.postMessage(JSON.stringify({ type: 'ready' }));\nwindow.AppBridge.postMessage({ type: 'tap' });\n"], in: folder)
        let handlers = try inferredHandlers(from: "Web.m", in: folder)
        XCTAssertEqual(handlers["AppBridge"]?["body"] as? String, "string")
        let linted = try Tool.run(Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path, ["lint", "--manifest", "m.json", "site"], currentDirectory: folder)
        XCTAssertEqual(
            linted.stdoutText,
            "site/app.js:2:30: error: 'AppBridge' takes a string, but an object is posted [body-kind-mismatch]\n1 file scanned, 2 bridge calls: 1 error, 0 warnings, 0 notes\n")
    }

    /// The availability macros app code writes after a method's name (`NS_AVAILABLE(10_11, 9_0)`,
    /// `NS_AVAILABLE_IOS(8_0)`, `API_DEPRECATED(…)`) come from the SDK's headers, which are not
    /// here: without stand-ins each was an "Objective-C syntax error" warning, and the method after
    /// it was lost to the parser. So were a cast to CoreFoundation's `CFStringRef` (the
    /// percent-escaping category every older app has) and `M_PI`. And a macro written before `*`
    /// (`M_PI*3`, `PADDING * 2`) in a file clang reports an error in was taken for a class to
    /// stand in for: `@interface 3.14… : NSObject` left the whole file unread (its registration
    /// here was "cannot follow").
    func testAvailabilityMacrosAfterAMethodAreNotSyntaxErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
            #import <WebKit/WebKit.h>
            #define PADDING 8
            @interface Web : NSObject <WKScriptMessageHandler, WKUIDelegate>
            @end
            @implementation Web
            - (void)webViewDidClose:(WKWebView *)webView NS_AVAILABLE(10_11, 9_0) {
            }
            - (void)legacy NS_DEPRECATED_IOS(2_0, 9_0, "use modern") {
            }
            - (NSString *)escaped:(NSString *)s {
                return CFBridgingRelease(CFURLCreateStringByAddingPercentEscapes(kCFAllocatorDefault, (CFStringRef)s, NULL, (CFStringRef)@"!*'();:@&=+$,/?%#[]", kCFStringEncodingUTF8));
            }
            - (CGFloat)angle { return (CGFloat) (M_PI*3/2) + PADDING * 2; }
            - (void)install:(WKUserContentController *)c NS_AVAILABLE_IOS(8_0) {
                [c addScriptMessageHandler:self name:@"ping"];
            }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                if ([message.name isEqualToString:@"ping"]) { NSLog(@"%@", message.body); }
            }
            @end

            """
        try write(["Web.m": app, "m.json": #"{"version": 1, "handlers": {"ping": {"body": "any"}}}"#], in: folder)
        let result = try native(["--manifest", "m.json", "Web.m"], in: folder)
        XCTAssertEqual(result.status, 0, result.stdoutText + result.stderrText)
        XCTAssertEqual(result.stdoutText, "1 file scanned, 1 handler registered, 0 callbacks called: 0 errors, 0 warnings, 0 notes\n")
    }

    /// A webview engine that registers Cordova's own handler and is a plugin too (Ionic's
    /// CDVWKWebViewEngine): one `cordova` handler with the Cordova envelope and the plugin's
    /// actions, not a plain handler holding functions (which no manifest loads).
    func testManifestInitGivesAnEngineThatRegistersCordovasHandlerOneCordovaHandler() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "src/Engine.m": """
                #import <Cordova/CDVPlugin.h>
                #import <WebKit/WebKit.h>
                #define BRIDGE_NAME @"cordova"
                @interface Engine : CDVPlugin <WKScriptMessageHandler>
                @end
                @implementation Engine
                - (void)install:(WKUserContentController *)c {
                    [c addScriptMessageHandler:self name:BRIDGE_NAME];
                    [c addScriptMessageHandler:self name:@"stopScroll"];
                }
                - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                    if ([message.name isEqualToString:BRIDGE_NAME]) { NSLog(@"%@", message.body); }
                    else if ([message.name isEqualToString:@"stopScroll"]) { NSLog(@"stop"); }
                }
                - (void)setPath:(CDVInvokedUrlCommand *)command {
                    NSLog(@"%@", [command argumentAtIndex:0]);
                }
                @end

                """,
            "plugin.xml": #"<plugin><platform name="ios"><config-file><feature name="Web"><param name="ios-package" value="Engine"/></feature></config-file></platform></plugin>"#,
        ]
        try write(files, in: folder)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", "src", "--native", "plugin.xml", "--output", "m.json"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any]
        let handlers = manifest?["handlers"] as? [String: [String: Any]]
        XCTAssertEqual(handlers.map { $0.keys.sorted() }, ["cordova", "stopScroll"])
        XCTAssertEqual(handlers?["cordova"]?["envelope"] as? String, "cordova")
        XCTAssertEqual((handlers?["cordova"]?["functions"] as? [String: Any]).map { $0.keys.sorted() }, ["Web.setPath"])
        XCTAssertEqual(handlers?["stopScroll"]?["envelope"] as? String, "plain")
        XCTAssertNil(handlers?["stopScroll"]?["functions"])
    }

    /// Suppression comments work in Objective-C as in Swift.
    func testSuppressionsSilenceInObjectiveC() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/bridge-manifest.json"), to: folder.appendingPathComponent("m.json"))
        try """
            #import <WebKit/WebKit.h>
            @interface B : NSObject <WKScriptMessageHandler>
            @end
            @implementation B
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                // bridgecheck-disable-next-line force-cast-page-data -- the page is our own
                NSDictionary *a = message.body;
                NSDictionary *b = message.body;
                NSLog(@"%@ %@", a, b);
            }
            @end

            """.write(to: folder.appendingPathComponent("B.m"), atomically: true, encoding: .utf8)
        let result = try native(["--manifest", "m.json", "B.m"], in: folder)
        let lines = result.stdoutText.split(separator: "\n").filter { $0.hasPrefix("B.m") && $0.contains("force-cast-page-data") }.map { $0.split(separator: ":").prefix(3).joined(separator: ":") }
        XCTAssertEqual(lines, ["B.m:8:5"], result.stdoutText)
    }

    /// A script built into a local first and then evaluated (`NSString *js = [NSString
    /// stringWithFormat:@"%@('…')", callback]; [webView evaluateJavaScript:js …]`, as most
    /// Objective-C writes it) is judged as the format passed straight in: page data outside
    /// quotes chooses the code that runs. A native callee in the same shape is not flagged.
    func testAFormattedScriptKeptInALocalIsJudgedWhereItIsBuilt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"version": 1, "handlers": {"location": {"body": "string"}}, "callbacks": {"onLocation": {"arguments": [{"name": "city", "schema": {"type": "string"}}]}}}"#
            .write(to: folder.appendingPathComponent("m.json"), atomically: true, encoding: .utf8)
        try """
            #import <WebKit/WebKit.h>
            @interface B : NSObject <WKScriptMessageHandler>
            @property (nonatomic, strong) WKWebView *webView;
            @end
            @implementation B
            - (void)setUp {
                [self.webView.configuration.userContentController addScriptMessageHandler:self name:@"location"];
            }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                if (![message.body isKindOfClass:[NSString class]]) { return; }
                NSString *callback = message.body;
                NSString *js = [NSString stringWithFormat:@"%@('Beijing')", callback];
                [self.webView evaluateJavaScript:js completionHandler:nil];
                NSString *fixed = [NSString stringWithFormat:@"%@('Beijing')", @"onLocation"];
                [self.webView evaluateJavaScript:fixed completionHandler:nil];
            }
            @end

            """.write(to: folder.appendingPathComponent("B.m"), atomically: true, encoding: .utf8)
        let result = try native(["--manifest", "m.json", "B.m"], in: folder)
        let findings = result.stdoutText.split(separator: "\n").filter { $0.hasPrefix("B.m:") }.map(String.init)
        XCTAssertEqual(findings, [
            "B.m:12:65: error: `callback` is page data put into a script native evaluates: the page chooses the code that runs (encode the value as JSON (NSJSONSerialization, NSJSONWritingFragmentsAllowed) and pass it as an argument, or call a fixed function the app defines) [unencoded-script-interpolation]",
            "B.m:13:5: info: native evaluates a script whose callee is computed (`%@('Beijing')`), which bridgecheck cannot follow [native-not-followed]",
        ], result.stdoutText)
        XCTAssertTrue(result.stdoutText.hasSuffix("1 file scanned, 1 handler registered, 1 callback called: 1 error, 0 warnings, 1 note\n"), result.stdoutText)
    }

    /// A body Objective-C subscripts as it is, with no cast (`message.body[@"callback"]`,
    /// `[message.body objectForKey:@"id"]`: `id` takes any message), is a dictionary: init
    /// writes an object body whose schema has the keys read, and lint checks the pages' calls
    /// against it. Before, init wrote `"body": "any"` with no schema, so a page posting a
    /// string there passed. Not triggering: a handler that reads no key keeps `any`.
    func testABodySubscriptedWithNoCastIsAnObjectOfTheKeysRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            #import <WebKit/WebKit.h>
            @interface VC : UIViewController <WKScriptMessageHandler>
            @property WKWebView *webView;
            @end
            @implementation VC
            - (void)viewDidLoad {
                [self.webView.configuration.userContentController addScriptMessageHandler:self name:@"getLocation"];
                [self.webView.configuration.userContentController addScriptMessageHandler:self name:@"close"];
            }
            - (void)userContentController:(WKUserContentController *)controller didReceiveScriptMessage:(WKScriptMessage *)message {
                if ([message.name isEqualToString:@"getLocation"]) {
                    NSString *callback = message.body[@"callback"];
                    NSNumber *precise = [message.body objectForKey:@"precise"];
                    NSLog(@"%@ %@", callback, precise);
                } else if ([message.name isEqualToString:@"close"]) {
                    NSLog(@"%@", message.body);
                }
            }
            @end

            """
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try source.write(to: folder.appendingPathComponent("App/VC.m"), atomically: true, encoding: .utf8)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let handlers = try inferredHandlers(from: "App", in: folder)
        XCTAssertEqual(handlers["getLocation"]?["body"] as? String, "object", "\(handlers)")
        let schema = try XCTUnwrap(handlers["getLocation"]?["schema"] as? [String: Any])
        XCTAssertEqual((schema["properties"] as? [String: Any]).map { $0.keys.sorted() }, ["callback", "precise"])
        XCTAssertEqual(handlers["close"]?["body"] as? String, "any", "\(handlers)")
        XCTAssertNil(handlers["close"]?["schema"])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
        try """
            <script>
            window.webkit.messageHandlers.getLocation.postMessage({callback: "located"});
            window.webkit.messageHandlers.getLocation.postMessage("located");
            window.webkit.messageHandlers.close.postMessage("now");
            </script>

            """.write(to: folder.appendingPathComponent("site/index.html"), atomically: true, encoding: .utf8)
        let lint = try Tool.run(bridgecheck, ["lint", "--manifest", "m.json", "--format", "json", "site"], currentDirectory: folder)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lint.stdoutText.utf8)) as? [String: Any])
        let findings = (report["findings"] as? [[String: Any]] ?? []).filter { $0["file"] as? String == "site/index.html" }.map { "\($0["line"] ?? ""): \($0["rule"] ?? "")" }
        XCTAssertEqual(findings, ["3: body-kind-mismatch"], lint.stdoutText)
    }

    /// A key read with no class of its own, handed to a framework method that takes an NSString
    /// (`[NSURL URLWithString:params[@"url"]]`), is a string in the inferred schema; a key only
    /// logged (`%@` takes any object) keeps no type. (Before, both had none.)
    func testAKeyAFrameworkMethodTakesAsAStringIsAString() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(["S.m": """
            #import <WebKit/WebKit.h>
            @interface S : NSObject <WKScriptMessageHandler>
            @end
            @implementation S
            - (void)install:(WKUserContentController *)c { [c addScriptMessageHandler:self name:@"open"]; }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                NSDictionary *params = message.body;
                NSLog(@"%@ %@", [NSURL URLWithString:params[@"url"]], params[@"note"]);
            }
            @end

            """], in: folder)
        let schema = try XCTUnwrap(try inferredHandlers(from: "S.m", in: folder)["open"]?["schema"] as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: [String: Any]])
        XCTAssertEqual(properties["url"]?["type"] as? String, "string")
        XCTAssertEqual(properties.keys.sorted(), ["note", "url"])
        XCTAssertNil(properties["note"]?["type"])
    }

    /// A category method that registers the name it is given (ShipHub's
    /// `addScriptMessageHandlerBlock:name:` on WKUserContentController): each caller's name is a
    /// handler, registered where the caller names it, and the caller's block, whose parameter is
    /// the WKScriptMessage, is that handler's code. The same method also injects
    /// `window.NAME = window.webkit.messageHandlers.NAME`, so init writes a `NAME.postMessage`
    /// wrapper per handler and lint reads the pages' `window.NAME.postMessage(…)` as its calls.
    /// Before, init wrote one `TODO-unfollowed` placeholder. Not triggering: the same selector
    /// sent to another class (a WebScriptObject category that registers nothing), and a block
    /// whose parameter is not the message.
    func testACategoryMethodThatRegistersItsNameArgumentIsFollowedToItsCallers() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("App/Extras.h", """
            #import <WebKit/WebKit.h>
            typedef void (^MessageBlock)(WKScriptMessage *message);
            typedef void (^LegacyBlock)(NSDictionary *message);
            @interface WKUserContentController (Blocks)
            - (void)addMessageBlock:(MessageBlock)block name:(NSString *)name;
            @end
            @interface Legacy : NSObject
            - (void)addMessageBlock:(LegacyBlock)block name:(NSString *)name;
            @end

            """)
        try write("App/Extras.m", """
            #import "Extras.h"
            @interface BlockHandler : NSObject <WKScriptMessageHandler>
            @property (copy) MessageBlock block;
            @end
            @implementation BlockHandler
            - (void)userContentController:(WKUserContentController *)controller didReceiveScriptMessage:(WKScriptMessage *)message {
                self.block(message);
            }
            @end
            @implementation WKUserContentController (Blocks)
            - (void)addMessageBlock:(MessageBlock)block name:(NSString *)name {
                BlockHandler *handler = [BlockHandler new];
                handler.block = block;
                [self addScriptMessageHandler:handler name:name];
                NSString *alias = [NSString stringWithFormat:@"window.%@ = window.webkit.messageHandlers.%@;", name, name];
                [self addUserScript:[[WKUserScript alloc] initWithSource:alias injectionTime:WKUserScriptInjectionTimeAtDocumentStart forMainFrameOnly:NO]];
            }
            @end
            @implementation Legacy
            - (void)addMessageBlock:(LegacyBlock)block name:(NSString *)name {
                NSLog(@"%@", name);
            }
            @end

            """)
        try write("App/Controller.m", """
            #import "Extras.h"
            @interface Controller : NSObject
            @property WKWebView *web;
            @end
            @implementation Controller
            - (void)setUp:(WKUserContentController *)cc legacy:(Legacy *)legacy {
                __weak __typeof(self) weakSelf = self;
                [cc addMessageBlock:^(WKScriptMessage *msg) {
                    [weakSelf save:msg.body];
                } name:@"saveNote"];
                [cc addMessageBlock:^(WKScriptMessage *msg) {
                    NSString *title = msg.body[@"title"];
                    [weakSelf.web evaluateJavaScript:[NSString stringWithFormat:@"setTitle('%@')", title] completionHandler:nil];
                } name:@"rename"];
                [legacy addMessageBlock:^(NSDictionary *msg) {
                    NSLog(@"%@", msg[@"x"]);
                } name:@"oldBridge"];
            }
            - (void)save:(NSDictionary *)note {
                NSLog(@"%@", note[@"text"]);
            }
            @end

            """)
        try write("site/index.html", """
            <script>
            function setTitle(t) { document.title = t; }
            window.saveNote.postMessage({text: "hi"});
            rename.postMessage({title: "x"});
            </script>

            """)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", "App", "--output", "m.json"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any])
        let handlers = try XCTUnwrap(manifest["handlers"] as? [String: [String: Any]])
        XCTAssertEqual(handlers.keys.sorted(), ["rename", "saveNote"])
        XCTAssertTrue((handlers["rename"]?["summary"] as? String ?? "").hasPrefix("Inferred from the native sources (registered at App/Controller.m:11, named at App/Controller.m:14;"), "\(handlers)")
        let wrappers = try XCTUnwrap(manifest["wrappers"] as? [String: [String: Any]])
        XCTAssertEqual(wrappers.keys.sorted(), ["rename.postMessage", "saveNote.postMessage"])
        XCTAssertEqual(wrappers["rename.postMessage"]?["handler"] as? String, "rename")
        XCTAssertEqual(wrappers["rename.postMessage"]?["paramsArgument"] as? Int, 0)
        let result = try native(["--manifest", "m.json", "App"], in: folder)
        XCTAssertEqual(result.stdoutText, """
            App/Controller.m:12:27: error: `msg.body[@"title"]` sends objectForKeyedSubscript: to a value from the page without checking its class; a page that sends a string, a number, null or an array crashes the app (unrecognized selector) (check its class first ([value isKindOfClass:[NSDictionary class]]) and reject other messages) [force-cast-page-data]
            App/Controller.m:13:88: error: `title` is put into a single-quoted JavaScript string that native evaluates; a quote, backslash, line break or U+2028 in it breaks the script or runs the page's own code (encode the value as JSON (NSJSONSerialization, NSJSONWritingFragmentsAllowed) and pass it outside quotes, or build the script in Swift with BridgeRuntime's ReplyScript.call) [unencoded-script-interpolation]
            App/Controller.m:20:18: error: `note[@"text"]` sends objectForKeyedSubscript: to a value from the page without checking its class; a page that sends a string, a number, null or an array crashes the app (unrecognized selector) (check its class first ([value isKindOfClass:[NSDictionary class]]) and reject other messages) [force-cast-page-data]
            2 files scanned, 2 handlers registered, 1 callback called: 3 errors, 0 warnings, 0 notes

            """)
        let lint = try Tool.run(bridgecheck, ["lint", "--manifest", "m.json", "site"], currentDirectory: folder)
        XCTAssertEqual(lint.stdoutText, "1 file scanned, 2 bridge calls: 0 errors, 0 warnings, 0 notes\n", lint.stderrText)
    }

    /// What init writes from ShipHub's kind of app. A name parameter written twice in one script
    /// (`window.app_%@ = window.webkit.messageHandlers.%@`, `name, name`) is one caller's name in
    /// both places, so each alias pairs with its own handler (before, every pairing of the
    /// callers' names was read, and an alias not named as its handler was dropped as
    /// ambiguous). A body subscripted with no class check (Objective-C's NSDictionary *
    /// parameter) whose branches test a key's value beside a key read before them
    /// (`handle` beside `board`) is one object schema, its body `object` (before: an action
    /// envelope with body `any`, a manifest that does not load, and init failed).
    func testInitPairsEachAliasWithItsHandlerAndWritesAManifestThatLoads() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            #import <WebKit/WebKit.h>
            typedef void (^MessageBlock)(WKScriptMessage *message);
            @interface WKUserContentController (Blocks)
            - (void)addMessageBlock:(MessageBlock)block name:(NSString *)name;
            @end
            @interface Relay : NSObject <WKScriptMessageHandler>
            @property (copy) MessageBlock block;
            @end
            @implementation Relay
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                self.block(message);
            }
            @end
            @implementation WKUserContentController (Blocks)
            - (void)addMessageBlock:(MessageBlock)block name:(NSString *)name {
                Relay *relay = [Relay new];
                relay.block = block;
                [self addScriptMessageHandler:relay name:name];
                NSString *alias = [NSString stringWithFormat:@"window.app_%@ = window.webkit.messageHandlers.%@;", name, name];
                [self addUserScript:[[WKUserScript alloc] initWithSource:alias injectionTime:WKUserScriptInjectionTimeAtDocumentStart forMainFrameOnly:NO]];
            }
            @end
            @interface Page : NSObject
            @end
            @implementation Page
            - (void)install:(WKUserContentController *)cc {
                __weak __typeof(self) weakSelf = self;
                [cc addMessageBlock:^(WKScriptMessage *msg) { [weakSelf paste:msg.body]; } name:@"paste"];
                [cc addMessageBlock:^(WKScriptMessage *msg) { NSLog(@"%@", msg.body); } name:@"log"];
                [cc addMessageBlock:^(WKScriptMessage *msg) { NSLog(@"ready"); } name:@"ready"];
            }
            - (void)paste:(NSDictionary *)msg {
                NSNumber *handle = msg[@"handle"];
                NSString *board = msg[@"board"];
                if ([board isEqualToString:@"drag"]) {
                    NSLog(@"%@", handle);
                } else if ([board isEqualToString:@"open"]) {
                    NSLog(@"open %@", handle);
                }
            }
            @end

            """.write(to: folder.appendingPathComponent("Page.m"), atomically: true, encoding: .utf8)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", "Page.m", "--output", "m.json"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any])
        let wrappers = try XCTUnwrap(manifest["wrappers"] as? [String: [String: Any]])
        XCTAssertEqual(wrappers.mapValues { $0["handler"] as? String ?? "" }, ["app_paste.postMessage": "paste", "app_log.postMessage": "log", "app_ready.postMessage": "ready"])
        let paste = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["paste"])
        XCTAssertEqual(paste["body"] as? String, "object")
        XCTAssertEqual(paste["envelope"] as? String, "plain")
        let properties = try XCTUnwrap((paste["schema"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        XCTAssertEqual(properties.keys.sorted(), ["board", "handle"])
        XCTAssertEqual(properties["board"]?["enum"] as? [String], ["drag", "open"])
        let checked = try Tool.run(bridgecheck, ["manifest", "check", "m.json"], currentDirectory: folder)
        XCTAssertEqual(checked.status, 0, checked.stdoutText + checked.stderrText)
    }

    /// A nested read's type is the nested key's: `NSNumber *n = msg[@"comment"][@"id"]` types
    /// `comment.id`, not `comment` (both reads start at one offset, and the outer one's type
    /// was given to the inner: param-type-disagrees on a correct app, ShipHub's). Triggering: a
    /// top-level key typed against its schema.
    func testANestedReadsTypeIsTheNestedKeys() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"version": 1, "handlers": {"react": {"body": "object", "schema": {"type": "object", "properties": {"comment": {"type": "object", "properties": {"id": {"type": "number"}}}, "reaction": {"type": "string"}}}}}}"#
            .write(to: folder.appendingPathComponent("m.json"), atomically: true, encoding: .utf8)
        try """
            #import <WebKit/WebKit.h>
            @interface B : NSObject <WKScriptMessageHandler>
            @property (nonatomic, strong) WKWebView *webView;
            @end
            @implementation B
            - (void)setUp {
                [self.webView.configuration.userContentController addScriptMessageHandler:self name:@"react"];
            }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                if (![message.body isKindOfClass:[NSDictionary class]]) { return; }
                NSDictionary *msg = message.body;
                NSNumber *commentId = msg[@"comment"][@"id"];
                NSNumber *reaction = msg[@"reaction"];
                NSLog(@"%@ %@", commentId, reaction);
            }
            @end

            """.write(to: folder.appendingPathComponent("B.m"), atomically: true, encoding: .utf8)
        let result = try native(["--manifest", "m.json", "B.m"], in: folder)
        XCTAssertEqual(result.stdoutText.split(separator: "\n").filter { $0.contains("[param-type-disagrees]") }, [
            "B.m:13:26: error: native casts the body key 'reaction' of react to a number, but the manifest says it is string (cast it to the schema's type, or correct the schema) [param-type-disagrees]",
        ], result.stdoutText)
    }

    /// Storing page data in a property clang cannot type (`event.title = title` on an EventKit
    /// class no stand-in declares) does not make the object page data: clang keeps only `event`
    /// under that member access, and it was read as `event = title`, so every later message to
    /// the event was "sent to a value from the page" (calendar's addAlarm:, found when more of
    /// its code became readable). Triggering: the page's value itself messaged.
    func testStoringPageDataInAnUntypedPropertyDoesNotMakeTheObjectPageData() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"version": 1, "handlers": {"cordova": {"body": "object", "envelope": "cordova", "functions": {"Calendar.create": {"params": {"type": "array"}}}}}}"#
            .write(to: folder.appendingPathComponent("m.json"), atomically: true, encoding: .utf8)
        try """
            #import <Cordova/CDVPlugin.h>
            @interface Calendar : CDVPlugin
            @end
            @implementation Calendar
            - (void)create:(CDVInvokedUrlCommand *)command {
                if ([command.arguments count] == 0) { return; }
                NSDictionary *options = [command.arguments objectAtIndex:0];
                if (![options isKindOfClass:[NSDictionary class]]) { return; }
                NSString *title = [options objectForKey:@"title"];
                EKEvent *event = [EKEvent new];
                event.title = title;
                [event addAlarm:nil];
                NSLog(@"%lu", (unsigned long)[title length]);
            }
            @end

            """.write(to: folder.appendingPathComponent("C.m"), atomically: true, encoding: .utf8)
        let result = try native(["--manifest", "m.json", "C.m"], in: folder)
        XCTAssertEqual(result.stdoutText.split(separator: "\n").filter { $0.hasPrefix("C.m:") }.map { String($0.prefix { $0 != " " }) + " " + String($0.split(separator: "[").last ?? "") }, [
            "C.m:13:34: force-cast-page-data]",
        ], result.stdoutText)
    }

    /// Names registered from a list: the element parameter of a block that
    /// `enumerateObjectsUsingBlock:` runs on a literal array, and an array made with
    /// `arrayWithObjects:…, nil`, as the for-in loop's list already was. Before, each was one
    /// unfollowed name. Not triggering: a list the code computes (`[self names]`) stays one
    /// unfollowed name, not a guess.
    func testNamesEnumeratedFromAListAreRegistered() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            #import <WebKit/WebKit.h>
            @interface A : NSObject <WKScriptMessageHandler>
            @property WKWebView *web;
            @end
            @implementation A
            - (NSArray *)names { return [NSArray new]; }
            - (void)setUp {
                WKUserContentController *ucc = self.web.configuration.userContentController;
                NSArray<NSString *> *more = [NSArray arrayWithObjects:@"open", @"save", nil];
                [more enumerateObjectsUsingBlock:^(NSString *name, NSUInteger idx, BOOL *stop) {
                    [ucc addScriptMessageHandler:self name:name];
                }];
                for (NSString *n in [NSArray arrayWithObjects:@"share", nil]) { [ucc addScriptMessageHandler:self name:n]; }
                [[self names] enumerateObjectsUsingBlock:^(NSString *name, NSUInteger idx, BOOL *stop) {
                    [ucc addScriptMessageHandler:self name:name];
                }];
            }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                NSLog(@"%@", message.name);
            }
            @end

            """.write(to: folder.appendingPathComponent("A.m"), atomically: true, encoding: .utf8)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", "A.m", "--output", "-"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let handlers = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(made.stdoutText.utf8)) as? [String: Any])?["handlers"] as? [String: Any])
        XCTAssertEqual(handlers.keys.sorted(), ["TODO-unfollowed-1", "open", "save", "share"])
        XCTAssertTrue(made.stderrText.contains("note: could not follow the handler name `name` at A.m:15"), made.stderrText)
    }

    /// A helper taking a list of names and registering each in a loop (LLWebBrowser's
    /// `- (void)addScriptMessageHandler:(NSArray *)scriptNames`, a subclass of
    /// WKUserContentController): each caller's list names the handlers, registered where the
    /// caller writes them. Not triggering: a caller passing a list the code computes stays one
    /// unfollowed name.
    func testAHelperRegisteringEachNameOfAListItIsGivenIsFollowedToItsCallers() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            #import <WebKit/WebKit.h>
            @interface Names : WKUserContentController <WKScriptMessageHandler>
            - (void)addScriptMessageHandler:(NSArray *)scriptNames;
            @end
            @implementation Names
            - (void)addScriptMessageHandler:(NSArray *)scriptNames {
                for (NSString *name in scriptNames) {
                    [self addScriptMessageHandler:self name:name];
                }
            }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                NSLog(@"%@", message.name);
            }
            @end
            @interface Browser : NSObject
            @end
            @implementation Browser
            - (NSArray *)more { return [NSArray new]; }
            - (void)setUp:(Names *)ucc {
                [ucc addScriptMessageHandler:@[@"share", @"close"]];
                [ucc addScriptMessageHandler:[self more]];
            }
            @end

            """.write(to: folder.appendingPathComponent("A.m"), atomically: true, encoding: .utf8)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", "A.m", "--output", "-"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let handlers = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(made.stdoutText.utf8)) as? [String: Any])?["handlers"] as? [String: [String: Any]])
        XCTAssertEqual(handlers.keys.sorted(), ["TODO-unfollowed-1", "close", "share"])
        XCTAssertTrue((handlers["share"]?["summary"] as? String ?? "").contains("registered at A.m:20)"), "\(handlers)")
        XCTAssertTrue(made.stderrText.contains("note: could not follow the handler name `[self more]` at A.m:21"), made.stderrText)
    }

    /// The dispatch of many Chinese bridge demos: the body names a method of the handler's
    /// class (`SEL sel = NSSelectorFromString([NSString stringWithFormat:@"%@:", body[@"method"]])`)
    /// and `[self performSelector:sel withObject:body[@"params"]]` calls it. Each one-object-
    /// argument method is a function of the `{method, params}` envelope, and is read with its
    /// parameter as the page's params: its unchecked subscripts and the page's callback pasted
    /// into a script are found (before, init wrote a plain handler and native read neither
    /// method). Not triggering: an override taking a BOOL (viewWillAppear:), an initializer, a
    /// setter; and a selector the code writes itself (`@selector(log:)`) adds no dispatch of
    /// its own (log: is a function only because the page's selector can name it too).
    func testMethodsTheBodyNamesBySelectorAreTheHandlersFunctions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            #import <WebKit/WebKit.h>
            @interface BridgeVC : UIViewController <WKScriptMessageHandler>
            @property WKWebView *webView;
            @end
            @implementation BridgeVC
            - (void)viewDidLoad {
                [self.webView.configuration.userContentController addScriptMessageHandler:self name:@"JSBridge"];
            }
            - (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; }
            - (void)setTheme:(NSString *)theme { NSLog(@"%@", theme); }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                if (![message.body isKindOfClass:[NSDictionary class]]) { return; }
                NSDictionary *body = message.body;
                NSString *method = body[@"method"];
                SEL sel = NSSelectorFromString([NSString stringWithFormat:@"%@:", method]);
                if ([self respondsToSelector:sel]) {
                    [self performSelector:sel withObject:body[@"params"]];
                }
                [self performSelector:@selector(log:) withObject:body];
            }
            - (void)log:(id)value { NSLog(@"%@", value); }
            - (void)showAlert:(NSDictionary *)params {
                NSLog(@"%@", params[@"title"]);
            }
            - (void)getUserInfo:(NSDictionary *)params {
                NSString *cb = params[@"callback"];
                [self.webView evaluateJavaScript:[NSString stringWithFormat:@"%@('x')", cb] completionHandler:nil];
            }
            @end

            """.write(to: folder.appendingPathComponent("B.m"), atomically: true, encoding: .utf8)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", "B.m", "--output", "m.json"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any])
        let handler = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["JSBridge"])
        XCTAssertEqual(handler["envelope"] as? [String: String], ["type": "action", "actionKey": "method", "paramKey": "params"])
        XCTAssertEqual((handler["functions"] as? [String: Any]).map { $0.keys.sorted() }, ["getUserInfo", "log", "showAlert"])
        let result = try native(["--manifest", "m.json", "B.m"], in: folder)
        let errors: [String] = result.stdoutText.split(separator: "\n").filter { $0.contains("error:") }.map { line in
            let place = String(line.prefix { $0 != " " })
            let rule = String(line.split(separator: "[").last ?? "")
            return place + " " + rule
        }
        XCTAssertEqual(errors, ["B.m:23:18: force-cast-page-data]", "B.m:26:20: force-cast-page-data]", "B.m:27:77: unencoded-script-interpolation]"], result.stdoutText)
    }

    /// A method the page names by selector is called unchecked when no `respondsToSelector:`
    /// asks about that selector: a name the class lacks throws (unrecognized selector), so the
    /// call is reported. The class's plumbing (a method taking a WebKit or UIKit object, a
    /// notification, an IBAction) is no function the page is meant to name. Not triggering: the
    /// dispatch checked with respondsToSelector:, and the one-object methods, which are functions.
    func testAnUncheckedSelectorThePageNamesIsReportedAndPlumbingIsNoFunction() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            #import <WebKit/WebKit.h>
            @interface BridgeVC : UIViewController <WKScriptMessageHandler>
            @property WKWebView *webView;
            @end
            @implementation BridgeVC
            - (void)install:(WKUserContentController *)controller { [controller addScriptMessageHandler:self name:@"JSBridge"]; }
            - (void)keyboardWillShow:(NSNotification *)note { NSLog(@"%@", note); }
            - (IBAction)tapped:(id)sender { NSLog(@"%@", sender); }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                if (![message.body isKindOfClass:[NSDictionary class]]) { return; }
                NSDictionary *body = message.body;
                SEL sel = NSSelectorFromString([NSString stringWithFormat:@"%@:", body[@"method"]]);
                if ([self respondsToSelector:sel]) { [self performSelector:sel withObject:body[@"params"]]; }
                [self performSelector:NSSelectorFromString([NSString stringWithFormat:@"%@:", body[@"action"]]) withObject:body[@"params"]];
            }
            - (void)share:(NSDictionary *)params { NSLog(@"%@", params); }
            @end

            """.write(to: folder.appendingPathComponent("B.m"), atomically: true, encoding: .utf8)
        let handler = try XCTUnwrap(try inferredHandlers(from: "B.m", in: folder)["JSBridge"])
        XCTAssertEqual((handler["functions"] as? [String: Any]).map { $0.keys.sorted() }, ["share"])
        let result = try native(["--manifest", "m.json", "B.m"], in: folder)
        XCTAssertTrue(result.stdoutText.hasPrefix(#"""
            B.m:14:5: error: `[self performSelector:NSSelectorFromString([NSString stringWithFormat:@"%@:", body[@"action"]]) withObject:body[@"params"]]` calls the method the page names without checking that the class has it; a page that names another crashes the app (unrecognized selector) (check [self respondsToSelector:selector] first and reject other messages) [force-cast-page-data]

            """#), result.stdoutText)
        XCTAssertEqual(result.stdoutText.split(separator: "\n").filter { $0.contains("error:") }.count, 1, result.stdoutText)
    }

    /// A selector made from the message's name (`NSSelectorFromString([NSString
    /// stringWithFormat:@"%@:", message.name])`): each registered handler's messages go to the
    /// method of its name, given the body. (Before, the methods were taken for functions of every
    /// handler, under a plain envelope, and manifest init wrote a manifest that did not load.) A
    /// method no registered name reaches (`helper:`) is not a handler's code.
    func testASelectorMadeFromTheMessageNameSendsEachHandlerToItsMethod() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(["W.m": """
            #import <WebKit/WebKit.h>
            @interface WebVC : UIViewController <WKScriptMessageHandler>
            @property WKWebView *webView;
            @end
            @implementation WebVC
            - (void)viewDidLoad {
                for (NSString *name in @[@"showAlert", @"getUserInfo"]) {
                    [self.webView.configuration.userContentController addScriptMessageHandler:self name:name];
                }
            }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                SEL selector = NSSelectorFromString([NSString stringWithFormat:@"%@:", message.name]);
                if ([self respondsToSelector:selector]) {
                    [self performSelector:selector withObject:message.body];
                }
            }
            - (void)showAlert:(NSDictionary *)params {
                if (![params isKindOfClass:[NSDictionary class]]) { return; }
                NSString *title = params[@"title"];
                if ([title isKindOfClass:[NSString class]]) { NSLog(@"%@", title); }
            }
            - (void)getUserInfo:(id)body {
                NSString *callback = body[@"callback"];
                NSLog(@"%@", callback);
            }
            - (void)helper:(id)value { NSLog(@"%@", [value description]); }
            @end

            """], in: folder)
        let handlers = try inferredHandlers(from: "W.m", in: folder)
        XCTAssertEqual(handlers.keys.sorted(), ["getUserInfo", "showAlert"])
        for (name, key) in [("showAlert", "title"), ("getUserInfo", "callback")] {
            XCTAssertEqual(handlers[name]?["envelope"] as? String, "plain", name)
            XCTAssertNil(handlers[name]?["functions"], name)
            let properties = (handlers[name]?["schema"] as? [String: Any])?["properties"] as? [String: Any]
            XCTAssertEqual(properties.map { $0.keys.sorted() }, [key], name)
        }
        let result = try native(["--manifest", "m.json", "W.m"], in: folder)
        XCTAssertEqual(result.status, 1, result.stdoutText)
        var found: [String] = []
        for line in result.stdoutText.split(separator: "\n") where line.contains("[") && !line.contains("scanned") {
            let place = String(line.prefix { $0 != " " })
            let rule = String(line.split(separator: "[").last ?? "")
            found.append(place + " " + rule)
        }
        XCTAssertEqual(found, ["W.m:23:26: force-cast-page-data]"], result.stdoutText)
    }

    /// Functions dispatched by a name the readers do not tie to a body key (a string body taken
    /// whole as the selector): the handler keeps a plain envelope and the summary names them for
    /// the reviewer. (Before, they were written under the plain envelope, which takes none, and
    /// manifest init stopped: the manifest it made did not load.)
    func testFunctionsNamedOtherThanByABodyKeyAreLeftToTheReviewer() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(["C.m": """
            #import <WebKit/WebKit.h>
            @interface C : NSObject <WKScriptMessageHandler>
            @end
            @implementation C
            - (void)install:(WKUserContentController *)c { [c addScriptMessageHandler:self name:@"command"]; }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                SEL selector = NSSelectorFromString([NSString stringWithFormat:@"%@:", message.body]);
                if ([self respondsToSelector:selector]) { [self performSelector:selector withObject:nil]; }
            }
            - (void)reload:(id)unused { NSLog(@"reload"); }
            @end

            """], in: folder)
        let handler = try XCTUnwrap(try inferredHandlers(from: "C.m", in: folder)["command"])
        XCTAssertEqual(handler["envelope"] as? String, "plain")
        XCTAssertNil(handler["functions"])
        XCTAssertEqual(
            handler["summary"] as? String,
            "Inferred from the native sources (registered at C.m:5; dispatches to reload by a name not read from the body: describe how the body names them). Review before use.")
    }

    /// A scheme the app intercepts in decidePolicyForNavigationAction: whose hosts are tested,
    /// directly or through a variable given the host (`NSString *method = url.host;`), names a
    /// function per host, as the Swift reader does. (Before, a host read through a variable was
    /// not seen, and the hosts tested were not functions outside a message handler: the scheme
    /// took any host, so a page's misspelt `crjs://shaer` passed.) One host alone is that one
    /// function (it was a deeplink, which made every link to it a missing-`url` error), unless its
    /// query names the page to open (`url`), the deeplink convention.
    func testHostsTestedInANavigationDecisionAreTheSchemesFunctions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            #import <WebKit/WebKit.h>
            @interface Nav : NSObject <WKNavigationDelegate>
            @end
            @implementation Nav
            - (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction decisionHandler:(void (^)(WKNavigationActionPolicy))decisionHandler {
                NSURL *url = navigationAction.request.URL;
                if ([url.scheme isEqualToString:@"crjs"]) {
                    NSString *method = url.host;
                    if ([url.host isEqualToString:@"getLocation"]) {
                        NSLog(@"location");
                    } else if ([method isEqualToString:@"share"]) {
                        NSLog(@"share");
                    }
                    decisionHandler(WKNavigationActionPolicyCancel);
                    return;
                }
                decisionHandler(WKNavigationActionPolicyAllow);
            }
            @end

            """
        func inferred(_ text: String) throws -> [String: Any] {
            try write(["N.m": text], in: folder)
            return try XCTUnwrap(try inferredHandlers(from: "N.m", in: folder)["crjs"])
        }
        let scheme = try inferred(source)
        XCTAssertEqual(scheme["envelope"] as? [String: String], ["type": "scheme", "scheme": "crjs", "transport": "navigation"])
        XCTAssertEqual((scheme["functions"] as? [String: Any]).map { $0.keys.sorted() }, ["getLocation", "share"])
        let one = source.replacingOccurrences(of: " else if ([method isEqualToString:@\"share\"]) {\n            NSLog(@\"share\");\n        }", with: "")
        let single = try inferred(one)
        XCTAssertEqual(single["envelope"] as? [String: String], ["type": "scheme", "scheme": "crjs", "transport": "navigation"])
        XCTAssertEqual((single["functions"] as? [String: Any]).map { $0.keys.sorted() }, ["getLocation"])
        try write(["site/index.html": #"<a href="crjs://getLocation">here</a> <a href="crjs://getLocaton">typo</a>"# + "\n"], in: folder)
        let linted = try Tool.run(Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path, ["lint", "--manifest", "m.json", "site"], currentDirectory: folder)
        XCTAssertEqual(linted.stdoutText.split(separator: "\n").filter { $0.contains("error:") }.count, 1, linted.stdoutText)
        XCTAssertTrue(linted.stdoutText.contains("getLocaton"), linted.stdoutText)
        let deeplink = try inferred(
            one.replacingOccurrences(
                of: #"NSLog(@"location");"#,
                with: #"NSURLComponents *c = [NSURLComponents componentsWithURL:url resolvingAgainstBaseURL:NO]; NSDictionary *q = [self query:c]; NSLog(@"%@", q[@"url"]);"#
            ).replacingOccurrences(of: "@end", with: "- (NSDictionary *)query:(NSURLComponents *)c { return @{}; }\n@end"))
        XCTAssertEqual(deeplink["envelope"] as? [String: String], ["type": "deeplink", "scheme": "crjs", "host": "getLocation", "transport": "navigation"])
        XCTAssertNil(deeplink["functions"])
    }

    /// `setX:` is a property's setter only where the class (or a superclass here) declares `x`,
    /// or inherits from a framework class other than NSObject (UIKit's properties are not in the
    /// source). On an NSObject bridge, `setBadge:` with no `badge` property and `settings:` are
    /// methods the page's selector can name; `setWebView:`, for the declared `webView`, is not,
    /// nor is `install:`, which takes a WebKit object no message holds.
    /// (Before, every method starting with "set" was left out, and `setBadge`'s params unread.)
    func testASetterIsAPropertysAndOtherSetMethodsAreFunctions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            #import <WebKit/WebKit.h>
            @interface JSBridge : NSObject <WKScriptMessageHandler>
            @property (nonatomic, weak) WKWebView *webView;
            @end
            @implementation JSBridge
            - (void)install:(WKUserContentController *)controller { [controller addScriptMessageHandler:self name:@"bridge"]; }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                if (![message.body isKindOfClass:[NSDictionary class]]) { return; }
                NSDictionary *body = message.body;
                SEL selector = NSSelectorFromString([NSString stringWithFormat:@"%@:", body[@"method"]]);
                if ([self respondsToSelector:selector]) { [self performSelector:selector withObject:body[@"params"]]; }
            }
            - (void)setWebView:(WKWebView *)webView { _webView = webView; }
            - (void)setBadge:(NSDictionary *)params { NSLog(@"%ld", (long)[params[@"count"] integerValue]); }
            - (void)settings:(id)params { NSLog(@"settings"); }
            @end

            """.write(to: folder.appendingPathComponent("J.m"), atomically: true, encoding: .utf8)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", "J.m", "--output", "m.json"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any])
        let handler = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["bridge"])
        XCTAssertEqual((handler["functions"] as? [String: Any]).map { $0.keys.sorted() }, ["setBadge", "settings"])
        let result = try native(["--manifest", "m.json", "J.m"], in: folder)
        let errors: [String] = result.stdoutText.split(separator: "\n").filter { $0.contains("error:") }.map { line in
            let place = String(line.prefix { $0 != " " })
            let rule = String(line.split(separator: "[").last ?? "")
            return place + " " + rule
        }
        XCTAssertEqual(errors, ["J.m:14:63: force-cast-page-data]"], result.stdoutText)
    }

    /// The same for a DSBridge API object: its `setTitle:` (no `title` property) is a function
    /// pages call as `app.setTitle`; its `setName:`, the declared `name`'s setter, is not.
    func testADSBridgeObjectsSetMethodIsAFunctionUnlessItSetsAProperty() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            #import "dsbridge.h"
            @interface JsApi : NSObject
            @property (nonatomic, copy) NSString *name;
            @end
            @implementation JsApi
            - (NSString *)echo:(NSString *)msg { return msg; }
            - (NSString *)setTitle:(NSString *)title { return title; }
            - (void)setName:(NSString *)name { _name = name; }
            @end
            void install(DWKWebView *web) {
                [web addJavascriptObject:[[JsApi alloc] init] namespace:@"app"];
            }

            """.write(to: folder.appendingPathComponent("Api.m"), atomically: true, encoding: .utf8)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", "Api.m", "--output", "m.json"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any])
        let handler = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["dsbridge"])
        XCTAssertEqual((handler["functions"] as? [String: Any]).map { $0.keys.sorted() }, ["app.echo", "app.setTitle"])
    }

    /// A table of blocks by action, the Objective-C form of Swift's closure table: the class
    /// assigns `_actions = @{ @"toast": ^(NSDictionary *params) {…}, … }` and the receiver calls
    /// `ActionBlock block = self.actions[action]; if (block) block(body[@"params"]);`. Each key is
    /// a function of the `{action, params}` envelope and its block is read with its parameter as
    /// the page's params. Before, init wrote a plain handler and native read no block (two
    /// unchecked subscripts went unreported).
    /// Not triggering: the same table looked up with a key the code writes itself names no function.
    func testATableOfBlocksCalledWithTheActionKeyNamesTheFunctions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            #import <WebKit/WebKit.h>
            typedef void (^ActionBlock)(NSDictionary *params);
            @interface BlockBridge : NSObject <WKScriptMessageHandler>
            @property (nonatomic, strong) NSDictionary<NSString *, ActionBlock> *actions;
            @end
            @implementation BlockBridge
            - (instancetype)init {
                if ((self = [super init])) {
                    _actions = @{
                        @"toast": ^(NSDictionary *params) { NSLog(@"%@", params[@"text"]); },
                        @"open": ^(NSDictionary *params) { NSLog(@"%@", params[@"url"]); },
                    };
                }
                return self;
            }
            - (void)attach:(WKUserContentController *)controller { [controller addScriptMessageHandler:self name:@"app"]; }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                if (![message.body isKindOfClass:[NSDictionary class]]) return;
                NSDictionary *body = message.body;
                NSString *action = body[@"action"];
                ActionBlock block = self.actions[action];
                if (block) block(body[@"params"]);
            }
            @end

            """
        try source.write(to: folder.appendingPathComponent("B.m"), atomically: true, encoding: .utf8)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", "B.m", "--output", "m.json"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any])
        let handler = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["app"])
        XCTAssertEqual(handler["envelope"] as? [String: String], ["type": "action", "actionKey": "action", "paramKey": "params"])
        let functions = try XCTUnwrap(handler["functions"] as? [String: [String: Any]])
        XCTAssertEqual(functions.keys.sorted(), ["open", "toast"])
        XCTAssertEqual(((functions["toast"]?["params"] as? [String: Any])?["properties"] as? [String: Any])?.keys.sorted(), ["text"])
        let result = try native(["--manifest", "m.json", "B.m"], in: folder)
        let errors: [String] = result.stdoutText.split(separator: "\n").filter { $0.contains("error:") }.map { line in
            String(line.prefix { $0 != " " }) + " " + String(line.split(separator: "[").last ?? "")
        }
        XCTAssertEqual(errors, ["B.m:10:62: force-cast-page-data]", "B.m:11:61: force-cast-page-data]"], result.stdoutText)

        try source.replacingOccurrences(of: "self.actions[action]", with: #"self.actions[@"toast"]"#)
            .write(to: folder.appendingPathComponent("B.m"), atomically: true, encoding: .utf8)
        let constant = try Tool.run(bridgecheck, ["manifest", "init", "--native", "B.m", "--output", "-"], currentDirectory: folder)
        XCTAssertEqual(constant.status, 0, constant.stderrText)
        XCTAssertFalse(constant.stdoutText.contains(#""toast": {"#), constant.stdoutText)
    }

    /// The same dispatch on a custom scheme's host (`jsbridge://share?title=…`, UIWebView-era
    /// demos): each method it can reach is a function of the scheme's handler. Not
    /// triggering: the class's own helper (`[self parseQuery:url.query]`), and values of the
    /// app's own parse of the query, which are strings (no finding for `uppercaseString`).
    func testMethodsASchemesHostNamesBySelectorAreItsFunctions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            #import <WebKit/WebKit.h>
            @interface BridgeVC : UIViewController <WKNavigationDelegate>
            @end
            @implementation BridgeVC
            - (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction decisionHandler:(void (^)(WKNavigationActionPolicy))decisionHandler {
                NSURL *url = navigationAction.request.URL;
                if ([url.scheme isEqualToString:@"jsbridge"]) {
                    NSDictionary *params = [self parseQuery:url.query];
                    SEL sel = NSSelectorFromString([url.host stringByAppendingString:@":"]);
                    if ([self respondsToSelector:sel]) { [self performSelector:sel withObject:params]; }
                    decisionHandler(WKNavigationActionPolicyCancel);
                    return;
                }
                decisionHandler(WKNavigationActionPolicyAllow);
            }
            - (NSDictionary *)parseQuery:(NSString *)query { return @{}; }
            - (void)share:(NSDictionary *)params { NSLog(@"%@", [params[@"title"] uppercaseString]); }
            @end

            """.write(to: folder.appendingPathComponent("B.m"), atomically: true, encoding: .utf8)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", "B.m", "--output", "m.json"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("m.json"))) as? [String: Any])
        let handler = try XCTUnwrap((manifest["handlers"] as? [String: [String: Any]])?["jsbridge"])
        XCTAssertEqual((handler["functions"] as? [String: Any]).map { $0.keys.sorted() }, ["share"])
        // The query the app parsed, handed to the method the host names: its keys are the function's.
        let share = (handler["functions"] as? [String: [String: Any]])?["share"]
        XCTAssertEqual(((share?["params"] as? [String: Any])?["properties"] as? [String: Any])?.keys.sorted(), ["title"])
        let result = try native(["--manifest", "m.json", "B.m"], in: folder)
        XCTAssertEqual(result.stdoutText, "1 file scanned, 0 handlers registered, 0 callbacks called: 0 errors, 0 warnings, 0 notes\n")
    }

    /// A one-element list (`@[@"universal"]`) is a list: clang keeps its element as the array
    /// literal's one child, and it was read as the element itself, so neither a for-in loop
    /// over it nor a helper given it (in an instance variable, LLWebBrowser's `_scriptNames`)
    /// named a handler.
    func testAOneElementListNamesItsHandlerThroughAHelperDeclaredElsewhere() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            #import <WebKit/WebKit.h>
            @interface Names : WKUserContentController
            - (void)addScriptMessageHandler:(NSArray *)scriptNames;
            @end

            """.write(to: folder.appendingPathComponent("Names.h"), atomically: true, encoding: .utf8)
        try """
            #import "Names.h"
            @interface Names () <WKScriptMessageHandler>
            @end
            @implementation Names
            - (void)addScriptMessageHandler:(NSArray *)scriptNames {
                for (NSString *name in scriptNames) { [self addScriptMessageHandler:self name:name]; }
                for (NSString *name in @[@"ready"]) { [self addScriptMessageHandler:self name:name]; }
            }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message { NSLog(@"%@", message.name); }
            @end

            """.write(to: folder.appendingPathComponent("Names.m"), atomically: true, encoding: .utf8)
        try """
            #import "Names.h"
            @interface Page : NSObject
            @property (nonatomic, strong) NSArray *scriptNames;
            @end
            @implementation Page
            - (instancetype)init { self = [super init]; _scriptNames = @[@"universal"]; return self; }
            - (void)install:(Names *)ucc { [ucc addScriptMessageHandler:_scriptNames]; }
            @end

            """.write(to: folder.appendingPathComponent("Page.m"), atomically: true, encoding: .utf8)
        let bridgecheck = Bundle.main.bundleURL.appendingPathComponent("bridgecheck").path
        let made = try Tool.run(bridgecheck, ["manifest", "init", "--native", ".", "--output", "-"], currentDirectory: folder)
        XCTAssertEqual(made.status, 0, made.stderrText)
        let handlers = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(made.stdoutText.utf8)) as? [String: Any])?["handlers"] as? [String: Any])
        XCTAssertEqual(handlers.keys.sorted(), ["ready", "universal"], made.stderrText)
    }

    /// A class no stand-in declares, sent a selector nothing declares either (`[attrStr string]`
    /// on an NSAttributedString, `[checker guesses]` on an app class from a header not among the
    /// sources): clang drops the statement until both are declared, and a class declared in
    /// one pass only shows the selector in the next. The passes repeat while they find more, so
    /// the script built with it is read. Before, only one pass ran and the script was lost.
    func testAStatementUsingAnUndeclaredClassAndItsSelectorIsRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"version": 1, "handlers": {"paste": {"body": "object"}}, "callbacks": {"pasted": {"arguments": [{"name": "text"}]}, "checked": {"arguments": [{"name": "n"}]}}}"#
            .write(to: folder.appendingPathComponent("m.json"), atomically: true, encoding: .utf8)
        try """
            #import <WebKit/WebKit.h>
            #import "NotHere.h"
            @interface B : NSObject <WKScriptMessageHandler>
            @property (nonatomic, strong) WKWebView *webView;
            @end
            @implementation B
            - (void)setUp {
                [self.webView.configuration.userContentController addScriptMessageHandler:self name:@"paste"];
            }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                NSAttributedString *attrStr = [[NSAttributedString alloc] initWithRTFD:[NSData data] documentAttributes:nil];
                NSString *js = [NSString stringWithFormat:@"pasted(%@)", [JSON stringifyObject:[attrStr string]]];
                [self.webView evaluateJavaScript:js completionHandler:nil];
                [self.webView evaluateJavaScript:[NSString stringWithFormat:@"checked(%ld)", (long)[[SpellChecker shared] countOf:[attrStr string]]] completionHandler:nil];
            }
            @end

            """.write(to: folder.appendingPathComponent("B.m"), atomically: true, encoding: .utf8)
        let result = try native(["--strict", "--manifest", "m.json", "B.m"], in: folder)
        XCTAssertEqual(result.stdoutText, "1 file scanned, 1 handler registered, 2 callbacks called: 0 errors, 0 warnings, 0 notes\n", result.stderrText)
    }

    /// Hostile sources end in a report: nesting past clang's limit, a 20,000-literal format
    /// chain, bytes that are not Objective-C, an empty file, and a header that includes itself.
    func testPathologicalObjectiveCEndsInAReport() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/bridge-manifest.json"), to: folder.appendingPathComponent("m.json"))
        let nested = "void f(void) { int x = " + String(repeating: "(", count: 3000) + "1" + String(repeating: ")", count: 3000) + "; }\n"
        try nested.write(to: folder.appendingPathComponent("Nested.m"), atomically: true, encoding: .utf8)
        let appended = String(repeating: "[", count: 2000) + "@\"a\"" + String(repeating: " stringByAppendingString:@\"b\"]", count: 2000)
        try "#import <WebKit/WebKit.h>\nvoid g(WKWebView *w) { [w evaluateJavaScript:\(appended) completionHandler:nil]; }\n"
            .write(to: folder.appendingPathComponent("Chain.m"), atomically: true, encoding: .utf8)
        try Data((0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: folder.appendingPathComponent("Garbage.m"))
        try Data().write(to: folder.appendingPathComponent("Empty.m"))
        try "#import \"Self.h\"\n@interface S : NSObject\n@end\n".write(to: folder.appendingPathComponent("Self.h"), atomically: true, encoding: .utf8)
        try "#import \"Self.h\"\n@implementation S\n@end\n".write(to: folder.appendingPathComponent("Self.m"), atomically: true, encoding: .utf8)
        for file in ["Nested.m", "Chain.m", "Garbage.m", "Empty.m", "Self.m"] {
            let result = try native(["--manifest", "m.json", file], in: folder)
            XCTAssertEqual(result.status, 1, "\(file): \(result.stderrText)")
            XCTAssertTrue(result.stdoutText.contains("1 file scanned, 0 handlers registered"), "\(file): \(result.stdoutText)")
        }
    }

    /// A file that would crash, hang or exhaust the reader is a warning naming it, and the rest
    /// is still read: 100,000 nested message sends crashed libclang (no output at all),
    /// `#include "/dev/zero"` and a doubling macro chain took 13-23 GB, a FIFO blocked forever.
    func testAFileThatCannotBeReadIsAWarningAndTheRestIsRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"version":1,"handlers":{"share":{"body":"string"}}}"#.utf8).write(to: folder.appendingPathComponent("m.json"))
        try """
            import WebKit
            final class Bridge: NSObject, WKScriptMessageHandler {
                func install(_ controller: WKUserContentController) { controller.add(self, name: "share") }
                func userContentController(_ c: WKUserContentController, didReceive message: WKScriptMessage) { _ = message.body as? String }
            }

            """.write(to: folder.appendingPathComponent("Bridge.swift"), atomically: true, encoding: .utf8)
        try ("void f(void) { id x = " + String(repeating: "[", count: 100_000) + "; }\n").write(to: folder.appendingPathComponent("Sends.m"), atomically: true, encoding: .utf8)
        try ("void g(void) { id x = " + String(repeating: "@{", count: 100_000) + "; }\n").write(to: folder.appendingPathComponent("Literals.m"), atomically: true, encoding: .utf8)
        try "#include \"/dev/zero\"\nvoid h(void) {}\n".write(to: folder.appendingPathComponent("Zero.m"), atomically: true, encoding: .utf8)
        let chain = ["#define A0 x"] + (1...40).map { "#define A\($0) A\($0 - 1) A\($0 - 1)" } + ["void k(void) { int y = A40; }"]
        try chain.joined(separator: "\n").write(to: folder.appendingPathComponent("Macros.m"), atomically: true, encoding: .utf8)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o600), 0)
        // Headers beside the sources are screened too: one naming /dev/zero, one a doubling chain.
        try "#include \"/dev/zero\"\n".write(to: folder.appendingPathComponent("Zero.h"), atomically: true, encoding: .utf8)
        try (chain.dropLast().joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("Macros.h"), atomically: true, encoding: .utf8)
        try "#import \"Zero.h\"\n#import \"Macros.h\"\nvoid m(void) { int z = A40; }\n".write(to: folder.appendingPathComponent("UsesHeaders.m"), atomically: true, encoding: .utf8)
        let started = Date()
        let result = try native(["--manifest", "m.json", "."], in: folder)
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)
        XCTAssertEqual(result.status, 0, result.stderrText)
        XCTAssertEqual(result.stdoutText, """
            Literals.m:1:534: warning: Objective-C syntax error: the file was not read: brackets nest deeper than 256 levels here, more than libclang's parser can follow [swift-syntax-error]
            Macros.h:22:1: warning: Objective-C syntax error: the file was not read: the macro A21 expands to more than 1048576 tokens [swift-syntax-error]
            Macros.m:22:1: warning: Objective-C syntax error: the file was not read: the macro A21 expands to more than 1048576 tokens [swift-syntax-error]
            Pipe.swift:1:1: warning: Swift syntax error: the file was not read: it is not a regular file (a FIFO, socket or device is not read) [swift-syntax-error]
            Sends.m:1:278: warning: Objective-C syntax error: the file was not read: brackets nest deeper than 256 levels here, more than libclang's parser can follow [swift-syntax-error]
            8 files scanned, 1 handler registered, 0 callbacks called: 0 errors, 5 warnings, 0 notes

            """)
    }

    /// Headers in other folders are screened where an include reaches them: `#import "Sub/…"`
    /// from a source, then `"Deep/…"` and `"../…"` from that header, followed to the end. A
    /// doubling macro chain two folders down took libclang to 13-23 GB before. The command runs
    /// under a 6 GB address-space limit, so a regression fails instead of exhausting the machine.
    func testHeadersInOtherFoldersAreScreenedWhereIncludesReachThem() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("m.json", #"{"version":1,"handlers":{"share":{"body":"string"}}}"#)
        let chain = ["#define A0 x"] + (1...40).map { "#define A\($0) A\($0 - 1) A\($0 - 1)" }
        try write("Shared/Macros.h", chain.joined(separator: "\n") + "\n")
        // Triggering: reached from App/Bridge.m through App/Sub/Inner.h, then App/Sub/Deep/Outer.h.
        try write("App/Sub/Inner.h", "#import \"Deep/Outer.h\"\n")
        try write("App/Sub/Deep/Outer.h", "#import \"../../../Shared/Macros.h\"\n#import \"Zero.h\"\n")
        XCTAssertEqual(symlink("/dev/zero", folder.appendingPathComponent("App/Sub/Deep/Zero.h").path), 0)
        // Not triggering: an ordinary header in a subfolder declares what the source uses.
        try write("App/Sub/Handler.h", "#import <WebKit/WebKit.h>\n@interface Handler : NSObject <WKScriptMessageHandler>\n@end\n")
        try write("App/Bridge.m", """
            #import "Sub/Handler.h"
            #import "Sub/Inner.h"
            @implementation Handler
            - (void)install:(WKUserContentController *)controller { [controller addScriptMessageHandler:self name:@"share"]; }
            - (void)userContentController:(WKUserContentController *)c didReceiveScriptMessage:(WKScriptMessage *)message {
                if (![message.body isKindOfClass:[NSString class]]) { return; }
                NSLog(@"%@", message.body);
            }
            @end

            """)
        let program = Bundle.main.bundleURL.appendingPathComponent("bridgecheck-native").path
        let result = try Tool.run("/bin/bash", ["-c", "ulimit -v 6000000; exec timeout --signal=KILL 120 \"$0\" native --manifest m.json App", program], currentDirectory: folder)
        XCTAssertEqual(result.stdoutText, """
            Shared/Macros.h:22:1: warning: Objective-C syntax error: the file was not read: the macro A21 expands to more than 1048576 tokens [swift-syntax-error]
            2 files scanned, 1 handler registered, 0 callbacks called: 0 errors, 1 warning, 0 notes

            """, result.stderrText)
        XCTAssertEqual(result.status, 0, result.stderrText)
    }

    /// libclang is opened when the first Objective-C file is read, not when bridgecheck-native
    /// starts (linked, it cost every run 57 MiB): a libclang that cannot be loaded is exit 2
    /// saying which file and how to fix it, with nothing on standard output.
    /// A message object made from the message (`[[BridgeMessage alloc]
    /// initWithScriptMessage:message]`, whose initializer stores `body[@"action"]` and
    /// `body[@"params"]` in its properties): the receiver's `msg.action` and `msg.params` are
    /// those values, so its `isEqualToString:` branches are the functions and `msg.params[@"url"]`
    /// their parameters; so are properties a converter method sets on an object it makes
    /// (`m.action = json[@"action"]`). Before, init saw the keys but no function. Not triggering:
    /// a property the initializer sets from something else names no function.
    func testAMessageObjectsPropertiesHoldWhatItsInitializerReadFromTheBody() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("objc-message-object-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            #import <WebKit/WebKit.h>

            @interface BridgeMessage : NSObject
            @property (nonatomic, copy) NSString *action;
            @property (nonatomic, copy) NSDictionary *params;
            - (instancetype)initWithScriptMessage:(WKScriptMessage *)message;
            @end

            @implementation BridgeMessage
            - (instancetype)initWithScriptMessage:(WKScriptMessage *)message {
                if (self = [super init]) {
                    NSDictionary *body = message.body;
                    _action = body[@"action"];
                    _params = body[@"params"];
                }
                return self;
            }
            @end

            @interface Web : NSObject <WKScriptMessageHandler>
            @end

            @implementation Web
            - (void)install:(WKUserContentController *)c { [c addScriptMessageHandler:self name:@"bridge"]; }
            - (void)userContentController:(WKUserContentController *)u didReceiveScriptMessage:(WKScriptMessage *)message {
                BridgeMessage *msg = [[BridgeMessage alloc] initWithScriptMessage:message];
                if ([msg.action isEqualToString:@"share"]) {
                    NSString *url = msg.params[@"url"];
                    NSLog(@"%@", url);
                } else if ([msg.action isEqualToString:@"close"]) {
                    NSLog(@"close");
                }
            }
            @end

            """
        try write(["App/B.m": source], in: folder)
        let handlers = try inferredHandlers(from: "App", in: folder)
        let bridge = try XCTUnwrap(handlers["bridge"])
        XCTAssertEqual(bridge["envelope"] as? [String: String], ["type": "action", "actionKey": "action", "paramKey": "params"])
        let functions = try XCTUnwrap(bridge["functions"] as? [String: [String: Any]])
        XCTAssertEqual(functions.keys.sorted(), ["close", "share"])
        let share = try XCTUnwrap(functions["share"]?["params"] as? [String: Any])
        XCTAssertEqual((share["properties"] as? [String: Any])?.keys.sorted(), ["url"])
        try write(["App/B.m": source.replacingOccurrences(of: "_action = body[@\"action\"];", with: "_action = @\"fixed\";")], in: folder)
        let fixed = try inferredHandlers(from: "App", in: folder)
        XCTAssertNil(fixed["bridge"]?["functions"], "\(fixed)")
        // Made by a converter method of the receiver instead (`m.action = json[@"action"]`).
        let converter = """
            #import <WebKit/WebKit.h>

            @interface BridgeMessage : NSObject
            @property (nonatomic, copy) NSString *action;
            @property (nonatomic, copy) NSDictionary *params;
            @end

            @implementation BridgeMessage
            @end

            @interface Web : NSObject <WKScriptMessageHandler>
            @end

            @implementation Web
            - (void)install:(WKUserContentController *)c { [c addScriptMessageHandler:self name:@"bridge"]; }
            - (BridgeMessage *)messageFromJSON:(NSDictionary *)json {
                BridgeMessage *m = [BridgeMessage new];
                m.action = json[@"action"];
                m.params = json[@"params"];
                return m;
            }
            - (void)userContentController:(WKUserContentController *)u didReceiveScriptMessage:(WKScriptMessage *)message {
                if (![message.body isKindOfClass:[NSDictionary class]]) { return; }
                BridgeMessage *msg = [self messageFromJSON:message.body];
                if ([msg.action isEqualToString:@"share"]) {
                    NSString *url = msg.params[@"url"];
                    NSLog(@"%@", url);
                } else if ([msg.action isEqualToString:@"close"]) {
                    NSLog(@"close");
                }
            }
            @end

            """
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/B.m"))
        try write(["App/C.m": converter], in: folder)
        let converted = try inferredHandlers(from: "App", in: folder)
        XCTAssertEqual((converted["bridge"]?["functions"] as? [String: Any])?.keys.sorted(), ["close", "share"], "\(converted)")
    }

    func testALibclangThatCannotBeLoadedIsASetupErrorNamingIt() throws {
        let program = Bundle.main.bundleURL.appendingPathComponent("bridgecheck-native").path
        let missing = ["BRIDGECHECK_LIBCLANG_LIBRARY": "/nonexistent/libclang.so"]
        let result = try Tool.run(program, ["native", "--manifest", "examples/bridge-manifest.json", "examples/native-objc"], currentDirectory: root, environment: missing)
        XCTAssertEqual(result.status, 2, result.stderrText)
        XCTAssertEqual(result.stdoutText, "")
        #if os(Linux)
        // The loader's own words are glibc's here.
        XCTAssertEqual(
            result.stderrText,
            """
            error: the Objective-C files cannot be read: libclang could not be loaded from /nonexistent/libclang.so (/nonexistent/libclang.so: cannot open shared object file: No such file or directory).
              Install libclang-dev (Debian/Ubuntu) or Homebrew's llvm, or name a libclang with BRIDGECHECK_LIBCLANG_LIBRARY=FILE; or rebuild where it is: swift build -c release --product bridgecheck-native

            """)
        #else
        XCTAssertTrue(result.stderrText.hasPrefix("error: the Objective-C files cannot be read: libclang could not be loaded from /nonexistent/libclang.so ("), result.stderrText)
        #endif
        #if os(Linux)
        // A library that is not libclang is named with the function it lacks.
        let other = try Tool.run(
            program, ["native", "--manifest", "examples/bridge-manifest.json", "examples/native-objc"], currentDirectory: root,
            environment: ["BRIDGECHECK_LIBCLANG_LIBRARY": "libz.so.1"])
        XCTAssertEqual(other.status, 2, other.stderrText)
        XCTAssertTrue(other.stderrText.hasPrefix("error: the Objective-C files cannot be read: libclang could not be loaded from libz.so.1 (libz.so.1 has no function clang_"), other.stderrText)
        #endif
        // Not triggering: Swift alone never opens it, so the same setting leaves the run as it is.
        let swift = try Tool.run(program, ["native", "--strict", "--manifest", "examples/bridge-manifest.json", "examples/native/App"], currentDirectory: root, environment: missing)
        XCTAssertEqual(swift.status, 0, swift.stderrText)
        XCTAssertEqual(swift.stdoutText, "5 files scanned, 9 handlers registered, 5 callbacks called: 0 errors, 0 warnings, 0 notes\n")
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("objc-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// Where bridgecheck-native cannot read Objective-C, a folder holding .m files is an error that
/// says why and how to fix it, never a silent skip (its handlers would be "never registered").
final class ObjectiveCReaderMissingTests: XCTestCase {
    func testObjectiveCFilesWithoutTheReaderAreAnErrorSayingHowToGetIt() throws {
        // This test process links no reader: NativeReaders.objectiveC is nil here.
        XCTAssertNil(NativeReaders.objectiveC)
        XCTAssertThrowsError(try NativeReaders.read(["App/A.m", "App/B.swift", "App/C.mm", "App/D.m", "App/E.m"])) { error in
            XCTAssertEqual(
                "\(error)",
                """
                4 Objective-C files (App/A.m, App/C.mm, App/D.m and 1 more) cannot be read: bridgecheck-native was built without libclang.
                  Install libclang-dev (Debian/Ubuntu) or Homebrew's llvm, then rebuild: swift build -c release --product bridgecheck-native
                  Or give native only the Swift folders: skipping them would report their handlers as never registered.
                """)
        }
    }

    func testSourcesAreFoundByLanguageAndCordovasServiceMapsBesideThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["a/A.swift", "a/B.m", "a/C.mm", "a/D.h", "a/plugin.xml", "a/other.xml", "a/Pods/E.m", "a/node_modules/F.swift", "a/build/G.m"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let found = try NativeSources.find([folder.appendingPathComponent("a").path]).map { String($0.dropFirst(folder.path.count + 1)) }
        XCTAssertEqual(found, ["a/A.swift", "a/B.m", "a/C.mm", "a/plugin.xml"])
        XCTAssertEqual(found.filter(NativeSources.isObjectiveC), ["a/B.m", "a/C.mm"])
        XCTAssertEqual(found.filter(NativeSources.isCordovaManifest), ["a/plugin.xml"])
    }
}
