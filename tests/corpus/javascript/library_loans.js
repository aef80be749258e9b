// features: array_methods, map, spread, destructuring, nullish_coalescing, try_catch, json_stringify, number_methods
const books = [
  { isbn: "978-0", title: "Dune", author: "Herbert", copies: 2 },
  { isbn: "978-1", title: "Neuromancer", author: "Gibson", copies: 1 },
  { isbn: "978-2", title: "Foundation", author: "Asimov", copies: 3 },
];
const loans = [];
function checkout(isbn, member, day) {
  const book = books.find(b => b.isbn === isbn);
  if (!book) return `unknown ${isbn}`;
  const out = loans.filter(l => l.isbn === isbn && !l.returned).length;
  if (out >= book.copies) return `${book.title}: none left`;
  loans.push({ isbn, member, day, returned: null });
  return `${member} took ${book.title} (day ${day})`;
}
function giveBack(isbn, member, day) {
  const loan = loans.find(l => l.isbn === isbn && l.member === member && l.returned === null);
  if (!loan) throw new Error(`${member} has no loan of ${isbn}`);
  loan.returned = day;
  const late = Math.max(0, day - loan.day - 14);
  return late ? `late by ${late} days, fee ${(late * 0.25).toFixed(2)}` : "on time";
}
console.log(checkout("978-1", "amy", 1));
console.log(checkout("978-1", "ben", 2));
console.log(checkout("978-0", "ben", 2));
console.log(checkout("999", "cat", 3));
try { console.log(giveBack("978-1", "amy", 20)); console.log(giveBack("978-1", "amy", 21)); } catch (e) { console.log("error:", e.message); }
console.log(giveBack("978-0", "ben", 10));
const byMember = loans.reduce((m, l) => m.set(l.member, [...(m.get(l.member) || []), l.isbn]), new Map());
console.log(byMember);
console.table ? console.log(loans.map(({ member, day, returned }) => `${member}@${day}->${returned ?? "-"}`).join("; ")) : 0;
const stats = { total: loans.length, open: loans.filter(l => !l.returned).length };
console.log(JSON.stringify(stats), Object.entries(stats).map(([k, v]) => `${k}=${v}`).join("&"));
console.log(books.map(b => `${b.author.toUpperCase().slice(0, 3)}-${b.title.length}`).sort().reverse());
