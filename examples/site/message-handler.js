// Seed 003: one handler per task; replies come back through onSuccess/onFailure(sequence, json).
const MessageHandler = (() => {
  let number = 0;
  const holder = {};

  const tryParse = (parameters) => {
    try {
      return JSON.parse(parameters);
    } catch (e) {
      return parameters;
    }
  };

  const postMessage = (name, parameters = {}) => new Promise((resolve, reject) => {
    const sequence = ++number;
    parameters.metadata = { sequence };
    try {
      window.webkit.messageHandlers[name].postMessage(parameters);
    } catch (e) {
      reject(e);
      return;
    }
    holder[sequence] = { resolve, reject };
  });

  const onSuccess = (sequence, parameters) => {
    const handlers = holder[sequence];
    if (!handlers) return;
    handlers.resolve(tryParse(parameters));
    delete holder[sequence];
  };

  const onFailure = (sequence, parameters) => {
    const handlers = holder[sequence];
    if (!handlers) return;
    const params = tryParse(parameters);
    handlers.reject(new Error((params && params.message) || 'request rejected'));
    delete holder[sequence];
  };

  return { postMessage, onSuccess, onFailure };
})();

Object.defineProperty(window, '_ios', { value: { MessageHandler }, writable: false });

async function search() {
  const response = await _ios.MessageHandler.postMessage('test', { query: 'shoes', limit: 10 });
  console.log(response);
}
