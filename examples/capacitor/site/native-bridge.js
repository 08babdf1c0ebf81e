// How Capacitor's own native-bridge.js posts: through a parameter bound to the global object.
const initBridge = (w) => {
  const win = w;
  const postToNative = (data) => {
    data.type = data.type ? data.type : 'message';
    win.webkit.messageHandlers.bridge.postMessage(data);
  };
  win.Capacitor = win.Capacitor || {};
  win.Capacitor.toNative = (pluginId, methodName, options, callbackId) => postToNative({ callbackId, pluginId, methodName, options: options || {} });
};
initBridge(typeof globalThis !== 'undefined' ? globalThis : typeof self !== 'undefined' ? self : typeof window !== 'undefined' ? window : {});
