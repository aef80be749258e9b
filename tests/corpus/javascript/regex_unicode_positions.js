// features: regex, string_methods, arrow_function, destructuring, console_log
// Positions reported by regular expressions count UTF-16 units, also in
// accented and emoji text: a highlighter for a French/German glossary, a
// sticky tokenizer resuming at lastIndex, and replacer callbacks that read
// the offset and the named-groups object passed last.

const text = 'Crème brûlée à 7,50 € — Käsespätzle 😀 12,90 €; Größe: XL';

// index and lastIndex in units
const price = /(?<euros>\d+),(?<cents>\d{2}) €/g;
let m;
while ((m = price.exec(text)) !== null) {
  const { euros, cents } = m.groups;
  console.log(`${m[0]} at ${m.index}..${price.lastIndex} -> ${euros}.${cents}`, text.slice(m.index, price.lastIndex) === m[0]);
}

// matchAll and search
for (const hit of text.matchAll(/[A-ZÄÖÜ][a-zäöüßèéêûâ]+/g)) {
  console.log(hit[0].padEnd(12), String(hit.index).padStart(3), text.indexOf(hit[0]) === hit.index);
}
console.log('search:', text.search(/XL/), text.indexOf('XL'), text.search(/nothing/));

// replacer: (match, ...groups, offset, string, groups) - the named groups object comes last
const marked = text.replace(/(?<amount>\d+,\d{2}) (?<cur>€)/g, (...args) => {
  const groups = args.at(-1);
  const offset = args.at(-3);
  return `[${groups.cur}${groups.amount.replace(',', '.')}@${offset}]`;
});
console.log(marked);
// without named groups the string is last
console.log('naïve café'.replace(/é|ï/g, (ch, off, whole) => `${ch.toUpperCase()}${off}/${whole.length}`));
console.log('ab12cd'.replace(/(\d)(\d)/, (...a) => JSON.stringify(a)));
console.log('ab12cd'.replace(/(?<x>\d)(?<y>\d)/, (...a) => JSON.stringify(a)));
console.log('2024-03-09'.replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, (_m, _y, _mo, _d, _off, _s, { y, m: mm, d }) => `${d}.${mm}.${y}`));

// sticky tokenizer: lastIndex is set back by the program and means a unit index
function tokens(src) {
  const re = /\s*(?:(?<num>\d+(?:\.\d+)?)|(?<word>[\p{L}_]+)|(?<sym>[^\s\p{L}\d]))/uy;
  const out = [];
  let pos = 0;
  while (pos < src.length) {
    re.lastIndex = pos;
    const t = re.exec(src);
    if (!t) break;
    const [kind, value] = Object.entries(t.groups).find(([, v]) => v !== undefined);
    out.push(`${kind}:${value}@${t.index}`);
    pos = re.lastIndex;
  }
  return out.join(' ');
}
console.log(tokens('größe = 3.5 × breite'));
console.log(tokens('π ≈ 3.14 😀 fin'));

// empty matches step over whole characters
console.log('héllo'.replace(/x*/g, '-'), 'añb'.split(/(?:)/), 'Ünïcödé'.split(/x*/).length);
const lastIdx = /é/g;
lastIdx.test('ééé');
console.log(lastIdx.lastIndex, lastIdx.test('ééé'), lastIdx.lastIndex);
lastIdx.lastIndex = 10;
console.log(lastIdx.test('ééé'), lastIdx.lastIndex);

// `.`, negated classes and \W take a whole accented character, not a byte of it
console.log('héllo'.match(/h./)[0], 'crème'.replace(/[^a-z]/g, '?'), /^.{5}$/.test('crème'), 'Zürich'.split(/\W/));
console.log('naïve café'.match(/\S+$/)[0], 'ça'.replace(/./g, (c) => c.toUpperCase() + '.'), 'façade'.match(/[^aeiou]+/g));
