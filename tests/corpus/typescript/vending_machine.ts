// features: satisfies_expression, as_expression, union_type, keyof_type, switch_statement, tuple_type
// Vending machine as a state machine with discriminated unions, `as const` and `satisfies`.
const COINS = [5, 10, 25, 100] as const;
type Coin = (typeof COINS)[number];

const PRODUCTS = {
  A1: { name: "Chips", price: 125 },
  A2: { name: "Candy", price: 90 },
  B1: { name: "Water", price: 100 },
  B2: { name: "Gum", price: 35 },
} satisfies Record<string, { name: string; price: number }>;
type Slot = keyof typeof PRODUCTS;

type State =
  | { tag: "idle" }
  | { tag: "collecting"; credit: number }
  | { tag: "dispensing"; slot: Slot; change: number };

type MachineEvent =
  | { type: "coin"; coin: Coin }
  | { type: "select"; slot: Slot }
  | { type: "refund" }
  | { type: "take" };

const stock: Record<Slot, number> = { A1: 2, A2: 0, B1: 5, B2: 1 };

function makeChange(amount: number): Coin[] {
  const out: Coin[] = [];
  const desc = [...COINS].sort((a, b) => b - a);
  for (const c of desc) {
    while (amount >= c) {
      out.push(c);
      amount -= c;
    }
  }
  return out;
}

function step(state: State, ev: MachineEvent): [State, string] {
  switch (state.tag) {
    case "idle":
      if (ev.type === "coin") return [{ tag: "collecting", credit: ev.coin }, `credit ${ev.coin}`];
      return [state, `ignored ${ev.type} while idle`];
    case "collecting":
      switch (ev.type) {
        case "coin":
          return [{ tag: "collecting", credit: state.credit + ev.coin }, `credit ${state.credit + ev.coin}`];
        case "refund":
          return [{ tag: "idle" }, `refund ${makeChange(state.credit).join("+")}`];
        case "select": {
          const p = PRODUCTS[ev.slot];
          if (stock[ev.slot] === 0) return [state, `${p.name} sold out`];
          if (state.credit < p.price) return [state, `need ${p.price - state.credit} more for ${p.name}`];
          stock[ev.slot]--;
          return [{ tag: "dispensing", slot: ev.slot, change: state.credit - p.price }, `vend ${p.name}`];
        }
        default:
          return [state, "nothing to take"];
      }
    case "dispensing":
      if (ev.type === "take") {
        const change = makeChange(state.change);
        return [{ tag: "idle" }, change.length ? `took item, change ${change.join("+")}` : "took item"];
      }
      return [state, "take your item first"];
  }
}

const script: MachineEvent[] = [
  { type: "select", slot: "A1" },
  { type: "coin", coin: 100 },
  { type: "select", slot: "A1" },
  { type: "coin", coin: 25 },
  { type: "coin", coin: 10 },
  { type: "select", slot: "A1" },
  { type: "coin", coin: 5 },
  { type: "take" },
  { type: "coin", coin: 25 },
  { type: "select", slot: "A2" },
  { type: "coin", coin: 10 },
  { type: "select", slot: "B2" },
  { type: "take" },
  { type: "coin", coin: 100 },
  { type: "coin", coin: 100 },
  { type: "refund" },
];

let s: State = { tag: "idle" };
script.forEach((ev, i) => {
  const [next, msg] = step(s, ev);
  console.log(`${String(i + 1).padStart(2, "0")} ${s.tag.padEnd(10)} ${msg}`);
  s = next;
});
console.log(s, stock);
console.log(COINS, Object.keys(PRODUCTS).length);
