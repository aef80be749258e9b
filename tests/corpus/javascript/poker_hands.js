// features: array_methods, sort, set, destructuring, object_literal, nullish_coalescing, json_stringify, console_log
const RANKS = '23456789TJQKA';
const CATEGORIES = ['high card', 'one pair', 'two pair', 'three of a kind', 'straight', 'flush', 'full house', 'four of a kind', 'straight flush'];

function parse(hand) {
  return hand.split(' ').map(card => {
    const rank = card.slice(0, -1).replace('10', 'T');
    return { rank: RANKS.indexOf(rank) + 2, suit: card.at(-1) };
  });
}

function score(hand) {
  const cards = parse(hand);
  const counts = {};
  for (const { rank } of cards) counts[rank] = (counts[rank] || 0) + 1;
  const groups = Object.entries(counts)
    .map(([r, n]) => [n, Number(r)])
    .sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  let ranks = groups.map(([, r]) => r);
  const flush = new Set(cards.map(c => c.suit)).size === 1;
  const sorted = cards.map(c => c.rank).sort((a, b) => b - a);
  if (sorted.join() === '14,5,4,3,2') ranks = [5];
  const straight = groups.length === 5 && (sorted[0] - sorted[4] === 4 || ranks[0] === 5);
  const shape = groups.map(([n]) => n).join('');
  let category;
  if (straight && flush) category = 8;
  else if (shape === '41') category = 7;
  else if (shape === '32') category = 6;
  else if (flush) category = 5;
  else if (straight) category = 4;
  else if (shape === '311') category = 3;
  else if (shape === '221') category = 2;
  else if (shape === '2111') category = 1;
  else category = 0;
  return [category, ...ranks];
}

function compare(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

function bestHands(hands) {
  const scored = hands.map(h => ({ h, s: score(h) }));
  const top = scored.reduce((best, x) => (compare(x.s, best) > 0 ? x.s : best), scored[0].s);
  return scored.filter(x => compare(x.s, top) === 0).map(x => x.h);
}

const cases = [
  { description: 'highest card out of all hands wins', hands: ['4D 5S 6S 8D 3C', '2S 4C 7S 9H 10H', '3S 4S 5D 6H JH'], expected: ['3S 4S 5D 6H JH'] },
  { description: 'a tie has multiple winners', hands: ['4D 5S 6S 8D 3C', '2S 4C 7S 9H 10H', '3S 4S 5D 6H JH', '3H 4H 5C 6C JD'], expected: ['3S 4S 5D 6H JH', '3H 4H 5C 6C JD'] },
  { description: 'both hands have two pairs, highest ranked pair wins', hands: ['2S 8H 2D 8D 3H', '4S 5H 4C 8S 5D'], expected: ['2S 8H 2D 8D 3H'] },
  { description: 'aces can start a straight (A 2 3 4 5)', hands: ['4S 5H 4C 8D 4H', '4D AH 3S 2D 5C'], expected: ['4D AH 3S 2D 5C'] },
  { description: 'flush beats a straight', hands: ['4C 6H 7D 8D 5H', '2S 4S 5S 6S 7S'], expected: ['2S 4S 5S 6S 7S'] },
  { description: 'full house beats a flush', hands: ['3H 6H 7H 8H 5H', '4S 5H 4C 5D 4H'], expected: ['4S 5H 4C 5D 4H'] },
  { description: 'both hands have a straight flush, tie goes to highest-ranked card', hands: ['4H 6H 7H 8H 5H', '5S 7S 8S 9S 6S'], expected: ['5S 7S 8S 9S 6S'] },
  { description: 'even though an ace is usually high, a 5-high straight flush is the lowest-scoring straight flush', hands: ['2H 3H 4H 5H 6H', '4D AD 3D 2D 5D'], expected: ['2H 3H 4H 5H 6H'] },
  { description: 'deliberately wrong expectation', hands: ['2S 2H 3D 3C 9S', '2D 2C 3H 3S 8D'], expected: ['2D 2C 3H 3S 8D'] },
];

let passed = 0;
for (const { description, hands, expected } of cases) {
  const got = bestHands(hands);
  const ok = JSON.stringify(got.toSorted()) === JSON.stringify([...expected].sort());
  if (ok) passed++;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${description}`);
  if (!ok) console.log('  expected', expected, 'got', got);
}
console.log(`${passed}/${cases.length} passed`);
const tally = {};
for (const { hands } of cases) for (const h of hands) {
  const cat = CATEGORIES[score(h)[0]];
  tally[cat] = (tally[cat] ?? 0) + 1;
}
console.table(tally);
console.log(score('10D JH QS KC AD'), score('2S 2H 2D 2C 3H'));
