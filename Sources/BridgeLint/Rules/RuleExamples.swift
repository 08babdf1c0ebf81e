/// The contract every rule example is checked against.
public enum RuleExamples {
    public static let manifest = #"""
        {
          "version": 1,
          "handlers": {
            "ios_javascript": {
              "body": "json-string", "envelope": "function",
              "functions": {
                "deviceInfoSetting": {
                  "params": { "type": "object", "properties": { "idx": { "type": "integer" }, "name": { "type": "string" } }, "additionalProperties": false },
                  "callback": "NativeAppInterface.deviceInfoSetting"
                },
                "pushTokenInfo": { "params": { "type": "object", "additionalProperties": false } }
              }
            },
            "EXAMPLE": {
              "body": "object", "envelope": "action",
              "functions": {
                "pong": {
                  "params": { "type": "object", "properties": { "count": { "type": "string" } }, "required": ["count"], "additionalProperties": false },
                  "callback": "fromNative"
                },
                "move": {
                  "params": {
                    "type": "object",
                    "properties": {
                      "kind": { "const": "move" },
                      "to": { "type": "array", "prefixItems": [{ "type": "number" }, { "type": "number" }], "minItems": 2, "maxItems": 2 },
                      "speed": { "oneOf": [{ "type": "integer", "minimum": 1 }, { "enum": ["slow", "fast"] }] },
                      "tags": { "type": "array", "items": { "type": "string" }, "uniqueItems": true }
                    },
                    "additionalProperties": false
                  }
                }
              }
            },
            "nativeHandler": { "body": "string", "schema": { "type": "string" } },
            "replyHandler": { "body": "string", "replies": true },
            "flexible": { "body": ["object", "json-string"], "schema": { "type": "object", "properties": { "id": { "type": "integer" } } } },
            "ping": { "body": "null" },
            "plumbing": { "body": "any", "injected": true },
            "bridge": { "body": "object", "envelope": "capacitor", "functions": { "Camera.getPhoto": { "params": { "type": "object", "properties": { "quality": { "type": "integer" } } } } } },
            "cordova": { "body": "object", "envelope": "cordova", "functions": { "Echo.echo": { "params": { "type": "array", "prefixItems": [{ "type": "string" }] } } } },
            "jsonOnly": { "body": "json-string", "schema": { "type": "object", "properties": { "n": { "type": "integer" } } } },
            "photo": { "body": "data-url", "dataURL": { "mimeTypes": ["image/*"], "fileName": "required" } },
            "test": { "body": "object", "envelope": "sequence", "schema": { "type": "object", "properties": { "q": { "type": "string" } } } },
            "msgOnly": {
              "body": "url", "envelope": { "type": "scheme", "scheme": "msgonly", "transport": "postMessage" },
              "functions": { "share": { "params": { "type": "object", "properties": { "text": { "type": "string" } } } } }
            },
            "navOnly": {
              "body": "url", "envelope": { "type": "scheme", "scheme": "navonly", "transport": "navigation" },
              "functions": { "close": {} }
            },
            "payload": {
              "body": "url", "envelope": { "type": "scheme", "scheme": "payload", "host": "*", "transport": "postMessage" }
            },
            "bridgeLoaded": {
              "body": "url", "envelope": { "type": "scheme", "scheme": "https", "host": "__bridge_loaded__", "transport": "navigation" }
            },
            "customScheme": {
              "body": "url", "envelope": { "type": "scheme", "scheme": "mgapp" },
              "functions": { "setBadge": { "params": { "type": "object", "properties": { "count": { "type": "integer" } }, "required": ["count"], "additionalProperties": false } } }
            }
          },
          "wrappers": {
            "iosInterface.callNativeFunction": { "handler": "ios_javascript", "functionArgument": 0, "paramsArgument": 1, "paramsEncoding": "json-string", "callbackArgument": 2 },
            "_ios.MessageHandler.postMessage": { "handlerArgument": 0, "paramsArgument": 1, "returnsPromise": true },
            "nativeBridge.call": { "handlerArgument": 0, "handlers": ["nativeHandler", "replyHandler"], "paramsArgument": 1, "callbackArgument": [1, 2] },
            "App.send": { "handler": "jsonOnly", "paramsArgument": 0, "relay": true }
          },
          "callbacks": {
            "fromNative": { "arguments": [{ "name": "data" }] },
            "NativeAppInterface.deviceInfoSetting": { "arguments": [{ "name": "result" }] },
            "_nativeOwn": { "arguments": [{ "name": "id" }], "injected": true }
          }
        }
        """#

    /// Script that calls every handler and defines every callback, so site-wide rules stay quiet
    /// in examples about something else.
    public static let quietSite = """
        function fromNative(d) {}
        NativeAppInterface.deviceInfoSetting = function (r) {};
        window.webkit.messageHandlers.ios_javascript.postMessage(JSON.stringify({ pushTokenInfo: {} }));
        window.webkit.messageHandlers.EXAMPLE.postMessage({ action: "pong", param: { count: "1" } });
        window.webkit.messageHandlers.nativeHandler.postMessage("hi");
        window.webkit.messageHandlers.replyHandler.postMessage("hi");
        window.webkit.messageHandlers.flexible.postMessage({ id: 1 });
        window.webkit.messageHandlers.ping.postMessage(null);
        App.send({ n: 1 });
        Capacitor.Plugins.Camera.getPhoto({ quality: 90 });
        cordova.exec(ok, fail, "Echo", "echo", ["hi"]);
        window.webkit.messageHandlers.photo.postMessage("data:image/gif;a.gif;base64,R0lGODlhAQABAAAAACw=");
        window.webkit.messageHandlers.test.postMessage({ q: "x", metadata: { sequence: 1 } });
        window.webkit.messageHandlers.customScheme.postMessage("mgapp://setBadge?count=1");
        window.webkit.messageHandlers.msgOnly.postMessage("msgonly://share?text=hi");
        location.href = "navonly://close";
        iframe.src = "https://__bridge_loaded__";
        window.webkit.messageHandlers.payload.postMessage("payload://" + encodeURIComponent(r));
        """
}
