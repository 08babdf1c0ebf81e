// Seed 000's wrapper: posts {"<function>": params} as a JSON string to ios_javascript and
// registers the callback native answers through, NativeAppInterface.<function>(result).
class IOSInterface {
  callNativeFunction(functionName, dataParam, callbackFunction) {
    var iosJsonObj = {};
    iosJsonObj[functionName] = JSON.parse(dataParam);
    if (!window.NativeAppInterface) {
      window.NativeAppInterface = {};
    }
    window.NativeAppInterface[functionName] = arg => callbackFunction({ type: 'S', data: arg });
    window.webkit.messageHandlers.ios_javascript.postMessage(JSON.stringify(iosJsonObj));
  }
}

const iosInterface = new IOSInterface();
