// features: recursion, function_declaration, array_methods, spread_element, console_log_array
function hanoi(n: number, from: string, to: string, via: string, moves: string[]): void {
  if (n === 0) return;
  hanoi(n - 1, from, via, to, moves);
  moves.push(`${from}${to}`);
  hanoi(n - 1, via, to, from, moves);
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items.slice()];
  const out: number[][] = [];
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest)) out.push([items[i], ...p]);
  }
  return out;
}

function flatten(x: unknown[]): number[] {
  const out: number[] = [];
  for (const e of x) {
    if (Array.isArray(e)) out.push(...flatten(e));
    else if (typeof e === "number") out.push(e);
  }
  return out;
}

function ackermann(m: number, n: number): number {
  if (m === 0) return n + 1;
  if (n === 0) return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}

const moves: string[] = [];
hanoi(4, "A", "C", "B", moves);
console.log(moves.length, moves.slice(0, 5).join(" "));
const perms = permutations([1, 2, 3]);
console.log(perms.length);
for (const p of perms) console.log(p.join(""));
console.log(flatten([1, [2, [3, [4, null]], 5], "x", [[6]]]));
console.log(ackermann(2, 3));
const isEven = (n: number): boolean => (n === 0 ? true : isOdd(n - 1));
const isOdd = (n: number): boolean => (n === 0 ? false : isEven(n - 1));
console.log(isEven(10), isOdd(7), isEven(3));
