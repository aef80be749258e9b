// features: class_declaration, union_type, literal_type, interface_declaration, default_parameter, optional_parameter, tuple_type, try_statement, map_object, spread_element, readonly_modifier
type Status = "available" | "loaned" | "lost";

interface Book { isbn: string; title: string; author: string; status: Status }
interface Loan { isbn: string; member: string; day: number; due: number; returned?: number }

class Library {
  private books: Book[] = [];
  private loans: Loan[] = [];
  private readonly finePerDay = 0.25;

  addBook(isbn: string, title: string, author: string): void {
    this.books.push({ isbn, title, author, status: "available" });
  }
  private find(isbn: string): Book {
    const b = this.books.find(b => b.isbn === isbn);
    if (!b) throw new Error(`unknown isbn ${isbn}`);
    return b;
  }
  lend(isbn: string, member: string, day: number, days = 14): Loan {
    const book = this.find(isbn);
    if (book.status !== "available") throw new Error(`${book.title} is ${book.status}`);
    book.status = "loaned";
    const loan: Loan = { isbn, member, day, due: day + days };
    this.loans.push(loan);
    return loan;
  }
  giveBack(isbn: string, day: number): number {
    const loan = this.loans.find(l => l.isbn === isbn && l.returned === undefined);
    if (!loan) throw new Error(`no open loan for ${isbn}`);
    loan.returned = day;
    this.find(isbn).status = "available";
    return Math.max(0, day - loan.due) * this.finePerDay;
  }
  markLost(isbn: string): void { this.find(isbn).status = "lost"; }
  summary(): Record<Status, number> {
    const out: Record<Status, number> = { available: 0, loaned: 0, lost: 0 };
    for (const b of this.books) out[b.status]++;
    return out;
  }
  overdue(today: number): string[] {
    return this.loans
      .filter(l => l.returned === undefined && l.due < today)
      .map(l => `${this.find(l.isbn).title} (${l.member}, ${today - l.due} days)`);
  }
  byAuthor(): Map<string, string[]> {
    const m = new Map<string, string[]>();
    for (const b of [...this.books].sort((x, y) => x.title.localeCompare(y.title))) {
      m.set(b.author, [...(m.get(b.author) ?? []), b.title]);
    }
    return m;
  }
}

const lib = new Library();
lib.addBook("111", "Dune", "Herbert");
lib.addBook("222", "Emma", "Austen");
lib.addBook("333", "Persuasion", "Austen");
lib.addBook("444", "Children of Dune", "Herbert");
lib.addBook("555", "Neuromancer", "Gibson");

lib.lend("111", "kim", 1);
lib.lend("222", "lee", 3, 7);
lib.lend("555", "kim", 4);
const attempts: Array<[string, () => unknown]> = [
  ["lend Dune again", () => lib.lend("111", "pat", 5)],
  ["return unknown", () => lib.giveBack("999", 6)],
  ["return Emma late", () => lib.giveBack("222", 15)],
  ["return Persuasion", () => lib.giveBack("333", 15)],
];
for (const [label, fn] of attempts) {
  try {
    console.log(label, "->", fn());
  } catch (e) {
    console.log(label, "failed:", (e as Error).message);
  }
}
lib.markLost("444");
console.log(lib.summary());
console.log(lib.overdue(20));
console.log(lib.byAuthor());
console.log("fine:", lib.giveBack("111", 30).toFixed(2));
console.log(lib.summary());
