// Writes conformance.json: for each pattern, a string of 0/1, one per input, saying whether ECMA-262 (this node, with
// the `u` flag as JSON Schema validators such as ajv use it) finds a match anywhere.
// Regenerate with: node Tests/BridgePatternTests/Fixtures/make-conformance.js > Tests/BridgePatternTests/Fixtures/conformance.json
'use strict';

const inputs = {
  ascii: ['', 'a', 'b', 'ab', 'ba', 'abc', 'aab', 'aaa', 'aaaa', 'abab', 'xyz', 'A', 'Z', 'Abc', '0', '9', '42', '1234', '12345',
    'a1', '_', ' ', '\t', '\n', 'a\nb', '\r', 'a-b', 'a.b', 'a/b', 'a b', '{', '}', ']', '[', '$', '^', '\\', '-', '+', '*', '?',
    'hello world', 'hello_world', 'x@y.com', 'https://a.b/c', 'http://a', '2024-01-31', '2024-1-31', 'FFFFFF', 'ffffff', '#fff'],
  unicode: ['é', 'É', 'ß', 'ü', 'π', 'Ω', 'ж', '日本', '한국어', '😀', 'a😀b', '😀😀', '\u00a0', '\u2028', '\u3000', '\ufeff',
    '٣', '²', 'Ⅷ', '€', '$', '¥', '©', '+', '‿', '¿', '«', '»', '\u0301', 'e\u0301', '\u200b', 'ǅ', 'ʰ', '\u{10FFFF}', '𝒜'],
};
const all = [...inputs.ascii, ...inputs.unicode];

const patterns = [
  // literals, concatenation, alternation
  'a', 'ab', 'abc', 'a|b', 'ab|cd', 'a|', '|a', '(a|b)c', 'x(y|z)*', '(?:ab)+', '(?<word>ab)', '', '()',
  // anchors
  '^a', 'a$', '^a$', '^$', '^ab|cd$', '^(ab|cd)$', '$a', 'a^', '^^a', 'a$$', '^(a$|b)',
  // quantifiers and bounds
  'a*', 'a+', 'a?', '^a*$', '^a+$', '^a?$', '^a{2}$', '^a{2,}$', '^a{2,3}$', '^a{0}$', '^a{0,1}b$', '^(ab){2}$',
  '^a*?$', '^a+?b$', '^a??$', '^a{1,2}?$', '^(a|b){3}$', '^(a*)*$', '^(a*)+b$', '^(a|a)*$', '^(a?){3}a{3}$', '^(?:a+)+$',
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', '^\\d{4,5}$', '^.{3}$', '^.{1,}$', 'a{', 'a{1', 'a{,2}', 'x{2}y', '^\\{a\\}$',
  // classes
  '[abc]', '^[abc]+$', '[^abc]', '^[^abc]*$', '[a-z]', '^[a-z]+$', '^[A-Za-z_][A-Za-z0-9_]*$', '[-a]', '[a-]', '[\\-]',
  '[\\]]', '[]]', '[^]', '[]', '^[\\d\\s]+$', '[\\D]', '[\\w.]', '^[\\w.+-]+@[\\w-]+\\.[\\w.]+$', '[.]', '^[\\^]$',
  '[\\b]', '[a-c-e]', '^#?[0-9a-fA-F]{6}$', '^[0-9a-f]{3}$|^[0-9a-f]{6}$',
  // escapes
  '\\d', '\\D', '\\w', '\\W', '\\s', '\\S', '^\\d+$', '^\\w+$', '^\\s$', '^\\S+$', '\\.', '\\/', '\\\\', '\\$', '\\^',
  '\\t', '\\n', '\\r', '\\x41', '\\u0041', '\\u{41}', '\\u{1F600}', '\\uD83D\\uDE00', '\\0', '\\cJ', '\\*', '\\+', '\\?',
  '\\(', '\\)', '\\[', '\\{', '\\}', '\\|',
  // dot and line terminators
  '.', '^.$', '^..$', 'a.b', '^a.b$', '^.*$', '.+', '^[^]*$',
  // word boundaries
  '\\ba', 'a\\b', '\\bhello\\b', '\\Bb', 'a\\B', '^\\b$', '\\b', '\\B',
  // Unicode (u flag: code points)
  'é', '^.$', '😀', '^😀+$', '^[😀]$', '[^a]', '^[é-ü]+$', '^[\\u{1F600}-\\u{1F64F}]$', '^\\p{L}+$', '^\\p{Lu}', '\\p{Ll}',
  '^\\P{L}+$', '\\p{N}', '^\\p{Nd}$', '\\p{P}', '\\p{S}', '\\p{Sc}', '^\\p{Z}$', '\\p{M}', '\\p{Cf}', '^[\\p{L}\\p{N}]+$',
  '^[^\\p{L}]+$', '\\p{General_Category=Letter}', '\\p{gc=Lu}', '^\\p{Any}$', '^\\p{ASCII}+$', '\\p{Alphabetic}',
  '\\p{White_Space}', '^\\p{Lt}$', '^\\p{Lm}$', '\\p{Pc}',
  // adversarial shapes (the same answers, fast)
  '(a+)+$', '(a|a)*b', '(.*a){3}', '^(a|aa)+$', '(x+x+)+y', '^(\\w+\\s?)*$',
];

const table = [];
for (const source of patterns) {
  let re;
  try {
    re = new RegExp(source, 'u');
  } catch (e) {
    // Patterns node refuses with `u` are kept out: this engine is more lenient on a few (Annex B).
    continue;
  }
  table.push({ pattern: source, matches: all.map(input => (re.test(input) ? '1' : '0')).join('') });
}
const out = { generatedBy: `node ${process.version}, RegExp with the u flag`, inputs: all, table };
process.stdout.write(JSON.stringify(out, null, 1) + '\n');
