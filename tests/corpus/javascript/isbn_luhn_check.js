// features: regex, string_methods, array_methods, console_format, object_static, try_catch, json_stringify, console_log
'use strict';
const isbnCases = ['3-598-21508-8', '3-598-21508-9', '3-598-21507-X', '3-598-2K507-0', '3-598-21507-A', '359821507X', '3-598-21507', '3598215088', '', '98245726788', 'X-598-21507-5'];
const luhnCases = ['4539 3195 0343 6467', '8273 1232 7352 0569', '059', '0', ' 0', '055 444 285', '091', '9999999999 9999999999 9999999999 9999999999', ':9', '059a'];

function isValidIsbn(isbn) {
  const chars = isbn.replaceAll('-', '');
  if (!/^\d{9}[\dX]$/.test(chars)) return false;
  const sum = [...chars].reduce((acc, ch, i) => acc + (ch === 'X' ? 10 : Number(ch)) * (10 - i), 0);
  return sum % 11 === 0;
}

function luhn(input) {
  const digits = input.replace(/ /g, '');
  if (digits.length <= 1 || /\D/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

function isbn13(isbn10) {
  const core = '978' + isbn10.replace(/-/g, '').slice(0, 9);
  const check = (10 - ([...core].reduce((s, d, i) => s + +d * (i % 2 ? 3 : 1), 0) % 10)) % 10;
  return `${core.slice(0, 3)}-${core.slice(3)}${check}`;
}

const report = isbnCases.map(c => ({ input: c || '(empty)', valid: isValidIsbn(c) }));
console.table(report);
for (const c of luhnCases) console.log(`${JSON.stringify(c).padEnd(48)} ${luhn(c) ? 'valid' : 'invalid'}`);
console.log(isbnCases.filter(isValidIsbn).map(isbn13));
const stats = { isbn: report.filter(r => r.valid).length, luhn: luhnCases.filter(luhn).length };
console.log(`valid: ${Object.entries(stats).map(([k, v]) => `${k}=${v}`).join(' ')}`);
const masked = '4539 3195 0343 6467'.replace(/\d(?=(?:\s?\d){4})/g, '*');
console.log(masked);
try {
  Object.defineProperty(stats, 'total', { value: 7, writable: false });
  stats.total = 8;
} catch (e) {
  console.log(`${e.constructor.name}: ${e.message}`);
}
console.log(stats, Object.keys(stats));
