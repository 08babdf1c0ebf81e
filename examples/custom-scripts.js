// Seed 004: the user script MKWebViewBridge's onAddUserScript() injects into every page, which
// pages call as CustomScripts.showToast(s). Named in bridge-manifest.json's "userScripts", so
// `bridgecheck run` injects it as the app does.
CustomScripts = {
    showToast(s) {
        window.webkit.messageHandlers.showToast.postMessage(s);
    },
}
