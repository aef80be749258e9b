// features: regex, unicode_strings, string_methods, array_methods, template_string, console_log
// A chat-message scanner: counts what a message is made of (code units vs
// symbols), finds emoji with a u-flag class, strips or masks astral
// characters the way older (non-u) patterns see them, and truncates safely.

const messages = [
  'Deploy done 🚀 all green ✅',
  'Coffee ☕ + 🍩 = 😀😀',
  'plain ascii text',
  'Math: 𝑥² + 𝑦² = 𝑟²',
  '👍🏽 thumbs with skin tone',
];

const emojiRe = /[\u{1F300}-\u{1FAFF}]/gu;
for (const msg of messages) {
  const units = msg.length;
  const symbols = msg.match(/./gsu).length;
  const nonU = msg.match(/./gs).length;
  const emoji = msg.match(emojiRe) || [];
  console.log(`${JSON.stringify(msg)}: units=${units} symbols=${symbols} non-u dots=${nonU} emoji=${emoji.join('')}`);
}

// what a pattern without u sees: surrogate halves
const face = '😀';
console.log(/^.$/.test(face), /^.$/u.test(face), /^..$/.test(face), /^[\s\S]{2}$/.test(face));
console.log(/\ud83d/.test(face), /^\ud83d\ude00$/.test(face), /[😀]/.test('\ude00'), /[😀]/u.test('\ude00'));
console.log(face.match(/./g).map((h) => h.charCodeAt(0).toString(16)), JSON.stringify(face.match(/./g)));
console.log([...face.matchAll(/[^a]/g)].map((m) => m.index), [...face.matchAll(/[^a]/gu)].map((m) => m.index));

// stripping and masking astral characters (a common pre-u idiom)
const strip = (s) => s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '');
const mask = (s) => s.replace(/[\uD800-\uDFFF]/g, '?');
for (const msg of messages.slice(0, 2)) console.log(`${strip(msg)} | ${mask(msg)}`);

// indices and lastIndex are code-unit offsets
const line = 'a😀b😀c';
const re = /[a-z]/g;
let m;
const seen = [];
while ((m = re.exec(line)) !== null) seen.push(`${m[0]}@${m.index}/${re.lastIndex}`);
console.log(seen.join(' '), line.search(/c/), line.search(/c/u));
console.log(line.split(/[a-z]/), line.split(/(?:)/u).length, line.split('').length);
console.log(line.replace(/😀/g, (e, off) => `<${off}>`), line.replace(/(?<=a)./, '#'), line.replace(/(?<=a)./u, '#'));

// a sticky scanner over units
const sticky = /\S/y;
sticky.lastIndex = 1;
const half = sticky.exec('😀x');
console.log(half[0].length, half[0].charCodeAt(0).toString(16), sticky.lastIndex);

// safe truncation: cut at a symbol boundary, not inside a pair
function truncate(s, max) {
  if (s.length <= max) return s;
  let cut = s.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut + '…';
}
for (const msg of messages) console.log(truncate(msg, 13));
console.log(JSON.stringify('😀'.slice(0, 1)), JSON.stringify('x\ude00y'), ['\ud83d'], '\ud83d' + '\ude00');
