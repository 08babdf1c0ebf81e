// Oracle for ReplyScriptRoundTripTests: evaluates each reply script in one VM context and
// checks that the callback received exactly the expected value.
// Input (stdin): one JSON object per line: {script, path, mode: "value"|"json", expected}
// where `expected` is a tagged tree built without the encoder under test:
//   {"t":"z"} null, {"t":"b","v":bool}, {"t":"n","b":"<16 hex digits of the IEEE-754 bits>"},
//   {"t":"s","u":[UTF-16 code units]}, {"t":"a","v":[...]}, {"t":"o","v":[[[key units], value], ...]}
// Output: "ok <count>" or one "FAIL <index>: <reason>" line per failure.
'use strict';
const vm = require('vm');
const fs = require('fs');

function build(t) {
  switch (t.t) {
    case 'z': return null;
    case 'b': return t.v;
    case 'n': { const dv = new DataView(new ArrayBuffer(8)); dv.setBigUint64(0, BigInt('0x' + t.b)); return dv.getFloat64(0); }
    case 's': return String.fromCharCode(...t.u);
    case 'a': return t.v.map(build);
    case 'o': { const o = {}; for (const [k, v] of t.v) { Object.defineProperty(o, String.fromCharCode(...k), { value: build(v), enumerable: true, writable: true, configurable: true }); } return o; }
  }
  throw new Error('bad tag ' + JSON.stringify(t));
}

function same(a, b, where) {
  if (typeof a !== typeof b) return where + ': type ' + typeof a + ' vs ' + typeof b;
  if (typeof a === 'number') return Object.is(a, b) ? null : where + ': ' + a + ' vs ' + b;
  if (typeof a === 'string') return a === b ? null : where + ': string ' + JSON.stringify(a) + ' vs ' + JSON.stringify(b);
  if (a === null || b === null) return a === b ? null : where + ': null mismatch';
  if (typeof a !== 'object') return a === b ? null : where + ': ' + a + ' vs ' + b;
  if (Array.isArray(a) !== Array.isArray(b)) return where + ': array vs object';
  if (Array.isArray(a)) {
    if (a.length !== b.length) return where + ': length ' + a.length + ' vs ' + b.length;
    for (let i = 0; i < a.length; i++) { const r = same(a[i], b[i], where + '[' + i + ']'); if (r) return r; }
    return null;
  }
  if (Object.getPrototypeOf(a) !== null && Object.getPrototypeOf(a) !== Object.prototype && Object.getPrototypeOf(a).constructor.name !== 'Object') return where + ': prototype changed';
  const ka = Object.getOwnPropertyNames(a).sort(), kb = Object.getOwnPropertyNames(b).sort();
  if (ka.length !== kb.length || ka.some((k, i) => k !== kb[i])) return where + ': keys ' + JSON.stringify(ka) + ' vs ' + JSON.stringify(kb);
  for (const k of ka) { const r = same(a[k], b[k], where + '.' + JSON.stringify(k)); if (r) return r; }
  return null;
}

const lines = fs.readFileSync(0, 'utf8').split('\n').filter(Boolean);
const context = vm.createContext({});
vm.runInContext('var window = globalThis;', context);
let failures = 0;
lines.forEach((line, index) => {
  const c = JSON.parse(line);
  const received = [];
  // Build the callback path fresh: every object on it plain, the last member the capturing function.
  const parts = c.path.split('.');
  let target = context;
  for (const p of parts.slice(parts[0] === 'window' ? 1 : 0, -1)) { target[p] = {}; target = target[p]; }
  target[parts[parts.length - 1]] = (...args) => { received.push(args); };
  if (/[^\x20-\x7e]/.test(c.script)) { console.log('FAIL ' + index + ': script is not printable ASCII'); failures++; return; }
  if (/<\/script|<!--/i.test(c.script)) { console.log('FAIL ' + index + ': script contains an HTML-significant sequence'); failures++; return; }
  try { vm.runInContext(c.script, context); } catch (e) { console.log('FAIL ' + index + ': threw ' + e); failures++; return; }
  if (received.length !== 1) { console.log('FAIL ' + index + ': callback called ' + received.length + ' times'); failures++; return; }
  const expected = build(c.expected);
  let problem;
  if (c.mode === 'value') {
    problem = received[0].length === 1 ? same(received[0][0], expected, '$') : 'argument count ' + received[0].length;
  } else {
    const [seq, text] = received[0];
    if (seq !== 7) problem = 'sequence ' + seq;
    else if (typeof text !== 'string') problem = 'payload is ' + typeof text;
    else problem = same(JSON.parse(text), JSON.parse(JSON.stringify(expected)), '$');
  }
  if (problem) { console.log('FAIL ' + index + ': ' + problem); failures++; }
});
if (failures === 0) console.log('ok ' + lines.length);
