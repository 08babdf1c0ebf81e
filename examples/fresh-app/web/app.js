function share(text) {
  window.webkit.messageHandlers.share.postMessage({ text: text });
}
function openLink(url) {
  window.webkit.messageHandlers.open_link.postMessage(url);
}
function log(level) {
  window.webkit.messageHandlers.logg.postMessage({ level: level });
}
window.onNativeResult = function (ok) { console.log(ok); };
