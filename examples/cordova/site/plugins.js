// A plugin's JavaScript, as cordova-plugin modules are written: exec comes from require.
cordova.define('echo-plugin.Echo', function (require, exports, module) {
  var exec = require('cordova/exec');
  module.exports = {
    echo: function (text, ok, fail) { exec(ok, fail, 'Echo', 'echo', [text]); },
  };
});
