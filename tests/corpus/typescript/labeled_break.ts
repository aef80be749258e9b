// features: labeled_statement, break_statement, continue_statement, for_statement
const grid: number[][] = [
  [1, 2, 3],
  [4, 5, 6],
  [7, 8, 9],
];

let found: string = "none";
outer: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) {
    if (grid[r][c] === 5) {
      found = `${r},${c}`;
      break outer;
    }
  }
}
console.log("found at", found);

let pairs = 0;
rows: for (let i = 0; i < 5; i++) {
  for (let j = 0; j < 5; j++) {
    if (j > i) continue rows;
    if ((i + j) % 3 === 0) continue;
    pairs++;
  }
}
console.log("pairs", pairs);

const primes: number[] = [];
candidates: for (let n = 2; primes.length < 10; n++) {
  for (const p of primes) {
    if (n % p === 0) continue candidates;
  }
  primes.push(n);
}
console.log(primes.join(" "));

let k = 0;
loop: while (true) {
  k++;
  switch (k) {
    case 5:
      break loop;
    default:
      continue loop;
  }
}
console.log("k", k);
