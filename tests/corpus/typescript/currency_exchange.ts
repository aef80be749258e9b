// features: as_expression, satisfies_expression, type_guard, literal_type, tuple_type, number_formatting
// Currency conversion table with as const, satisfies and template literal types
const currencies = ["USD", "EUR", "GBP", "JPY", "CHF"] as const;
type Code = (typeof currencies)[number];
type Pair = `${Code}/${Code}`;

const meta = {
  USD: { symbol: "$", decimals: 2 },
  EUR: { symbol: "€", decimals: 2 },
  GBP: { symbol: "£", decimals: 2 },
  JPY: { symbol: "¥", decimals: 0 },
  CHF: { symbol: "Fr.", decimals: 2 },
} satisfies Record<Code, { symbol: string; decimals: number }>;

const usdRates = { USD: 1, EUR: 0.9215, GBP: 0.7893, JPY: 149.62, CHF: 0.8841 } as const satisfies Record<Code, number>;

function isCode(s: string): s is Code {
  return (currencies as readonly string[]).includes(s);
}

function rate(pair: Pair): number {
  const [from, to] = pair.split("/") as [Code, Code];
  return usdRates[to] / usdRates[from];
}

function format(amount: number, code: Code): string {
  const { symbol, decimals } = meta[code];
  const fixed = Math.abs(amount).toFixed(decimals);
  const [int, frac] = fixed.split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}${symbol}${grouped}${frac ? "." + frac : ""}`;
}

function convert(amount: number, from: Code, to: Code): number {
  const raw = amount * rate(`${from}/${to}`);
  const f = 10 ** meta[to].decimals;
  return Math.round(raw * f) / f;
}

console.log("      " + currencies.map(c => c.padStart(9)).join(""));
for (const from of currencies) {
  const row = currencies.map(to => rate(`${from}/${to}`).toFixed(4).padStart(9)).join("");
  console.log(from.padEnd(6) + row);
}

const requests: [number, string, string][] = [[100, "USD", "EUR"], [2500000, "JPY", "GBP"], [-42.5, "CHF", "USD"], [10, "USD", "BTC"], [1234567.891, "EUR", "JPY"]];
for (const [amt, f, t] of requests) {
  if (!isCode(f) || !isCode(t)) { console.log(`unsupported pair ${f}/${t}`); continue; }
  console.log(`${format(amt, f)} = ${format(convert(amt, f, t), t)}`);
}

const wallet: Partial<Record<Code, number>> = { USD: 120.5, EUR: 80, JPY: 15000 };
const totalUsd = (Object.entries(wallet) as [Code, number][]).reduce((s, [c, v]) => s + convert(v, c, "USD"), 0);
console.log("wallet worth", format(totalUsd, "USD"));
console.log(Object.keys(meta).length, currencies.length, currencies.indexOf("GBP"));
const roundTrip = convert(convert(100, "USD", "JPY"), "JPY", "USD");
console.log(roundTrip, roundTrip === 100);
