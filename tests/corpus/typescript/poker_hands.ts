// features: enum_declaration, class_declaration, generator_function, generic_function, interface_declaration, optional_chain, as_expression
// Poker hand evaluation: rank 5-card hands, pick the best 5 of 7, settle a showdown.
const RANKS = "23456789TJQKA";
const SUITS = { s: "♠", h: "♥", d: "♦", c: "♣" } as const;
type Suit = keyof typeof SUITS;

enum Category {
  HighCard, Pair, TwoPair, Trips, Straight, Flush, FullHouse, Quads, StraightFlush,
}

class Card {
  constructor(readonly rank: number, readonly suit: Suit) {}
  static parse(s: string): Card {
    const r = RANKS.indexOf(s[0].toUpperCase());
    const suit = s[1]?.toLowerCase();
    if (r < 0 || s.length !== 2 || !(suit in SUITS)) throw new SyntaxError(`bad card '${s}'`);
    return new Card(r + 2, suit as Suit);
  }
  toString(): string { return RANKS[this.rank - 2] + SUITS[this.suit]; }
}

interface HandValue {
  category: Category;
  tiebreak: number[];
  cards: Card[];
}

function evaluate5(cards: Card[]): HandValue {
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(c.rank, (counts.get(c.rank) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const flush = cards.every(c => c.suit === cards[0].suit);
  const ranks = [...new Set(cards.map(c => c.rank))].sort((a, b) => b - a);
  let straightHigh = 0;
  if (ranks.length === 5) {
    if (ranks[0] - ranks[4] === 4) straightHigh = ranks[0];
    else if (ranks.join() === "14,5,4,3,2") straightHigh = 5; // wheel
  }
  const byGroups = groups.map(([r]) => r);
  let category: Category;
  let tiebreak = byGroups;
  if (straightHigh && flush) { category = Category.StraightFlush; tiebreak = [straightHigh]; }
  else if (groups[0][1] === 4) category = Category.Quads;
  else if (groups[0][1] === 3 && groups[1][1] === 2) category = Category.FullHouse;
  else if (flush) category = Category.Flush;
  else if (straightHigh) { category = Category.Straight; tiebreak = [straightHigh]; }
  else if (groups[0][1] === 3) category = Category.Trips;
  else if (groups[0][1] === 2 && groups[1][1] === 2) category = Category.TwoPair;
  else if (groups[0][1] === 2) category = Category.Pair;
  else category = Category.HighCard;
  return { category, tiebreak, cards };
}

function compare(a: HandValue, b: HandValue): number {
  if (a.category !== b.category) return a.category - b.category;
  for (let i = 0; i < Math.max(a.tiebreak.length, b.tiebreak.length); i++) {
    const d = (a.tiebreak[i] ?? 0) - (b.tiebreak[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

function* combinations<T>(items: T[], k: number, start = 0, acc: T[] = []): Generator<T[]> {
  if (acc.length === k) { yield [...acc]; return; }
  for (let i = start; i <= items.length - (k - acc.length); i++) {
    acc.push(items[i]);
    yield* combinations(items, k, i + 1, acc);
    acc.pop();
  }
}

function best(cards: Card[]): HandValue {
  let top: HandValue | null = null;
  for (const five of combinations(cards, 5)) {
    const v = evaluate5(five);
    if (!top || compare(v, top) > 0) top = v;
  }
  if (!top) throw new RangeError("need at least five cards");
  return top;
}

const describe = (v: HandValue): string =>
  `${Category[v.category].replace(/([a-z])([A-Z])/g, "$1 $2")} (${v.cards.map(String).join(" ")})`;

const parseHand = (s: string): Card[] => s.trim().split(/\s+/).map(Card.parse);

// Fixed 5-card hands, sorted strongest first.
const hands = ["AS KS QS JS TS", "2H 2D 2C KD KS", "3C 4D 5H 6S 7C", "AH 2D 3C 4S 5H", "9H 9D 4C 4S KH",
  "9C 9S 4H 4D QH", "JH JD 8C 5S 2D", "AD KD 7D 5D 2D", "QC QD QH 7S 2C", "KH JD 8C 5S 3D"];
const evaluated = hands.map(h => evaluate5(parseHand(h))).sort((a, b) => compare(b, a));
evaluated.forEach((v, i) => console.log(`${String(i + 1).padStart(2)}. ${describe(v)}`));

// Texas hold'em showdown.
const board = parseHand("KC 7H 7D 2S TC");
const players: Record<string, string> = { alice: "KD KH", bob: "7S AC", carol: "QC JC", dan: "AH 2H" };
const results = Object.entries(players).map(([name, hole]) => ({ name, value: best([...parseHand(hole), ...board]) }));
results.sort((a, b) => compare(b.value, a.value) || a.name.localeCompare(b.name));
console.log(`board: ${board.join(" ")}`);
for (const r of results) console.log(`  ${r.name.padEnd(6)} ${describe(r.value)}`);
const winners = results.filter(r => compare(r.value, results[0].value) === 0).map(r => r.name);
console.log(`winner${winners.length > 1 ? "s" : ""}: ${winners.join(" & ")}`);

// Category frequencies over all 5-card subsets of a 9-card pool.
const pool = parseHand("AS AD KS KD QS JS TS 9H 2C");
const freq = new Map<Category, number>();
let total = 0;
for (const five of combinations(pool, 5)) {
  const c = evaluate5(five).category;
  freq.set(c, (freq.get(c) ?? 0) + 1);
  total++;
}
for (const [c, n] of [...freq].sort((a, b) => b[0] - a[0])) {
  console.log(`${Category[c].padEnd(14)} ${String(n).padStart(3)} ${(100 * n / total).toFixed(1)}%`);
}
for (const bad of ["1S", "AX", "KH QH"]) {
  try {
    console.log(best(parseHand(bad)));
  } catch (e) {
    console.log(`${(e as Error).name}: ${(e as Error).message}`);
  }
}
