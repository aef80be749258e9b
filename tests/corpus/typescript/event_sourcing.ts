// features: union_type, literal_type, type_guard, switch_statement, spread_element, map_object, error_object, optional_chain, instanceof_operator
type LedgerEvent =
  | { type: "opened"; id: string; owner: string }
  | { type: "deposited"; id: string; amount: number }
  | { type: "withdrawn"; id: string; amount: number }
  | { type: "closed"; id: string };

interface Account { id: string; owner: string; balance: number; open: boolean; history: number }

function assertNever(x: never): never {
  throw new Error("unexpected event: " + JSON.stringify(x));
}

function apply(state: ReadonlyMap<string, Account>, ev: LedgerEvent): Map<string, Account> {
  const next = new Map(state);
  const acct = next.get(ev.id);
  switch (ev.type) {
    case "opened":
      next.set(ev.id, { id: ev.id, owner: ev.owner, balance: 0, open: true, history: 1 });
      break;
    case "deposited":
    case "withdrawn": {
      if (!acct?.open) throw new Error(`account ${ev.id} not open`);
      const delta = ev.type === "deposited" ? ev.amount : -ev.amount;
      if (acct.balance + delta < 0) throw new Error(`insufficient funds in ${ev.id}`);
      next.set(ev.id, { ...acct, balance: acct.balance + delta, history: acct.history + 1 });
      break;
    }
    case "closed":
      if (!acct) throw new Error(`no account ${ev.id}`);
      next.set(ev.id, { ...acct, open: false, history: acct.history + 1 });
      break;
    default:
      return assertNever(ev);
  }
  return next;
}

const log: LedgerEvent[] = [
  { type: "opened", id: "a1", owner: "Ann" },
  { type: "opened", id: "b2", owner: "Ben" },
  { type: "deposited", id: "a1", amount: 100 },
  { type: "withdrawn", id: "a1", amount: 30 },
  { type: "withdrawn", id: "b2", amount: 5 },
  { type: "deposited", id: "b2", amount: 55.5 },
  { type: "closed", id: "b2" },
  { type: "deposited", id: "b2", amount: 1 },
  { type: "deposited", id: "c3", amount: 1 },
];

let state = new Map<string, Account>();
const errors: string[] = [];
log.forEach((ev, i) => {
  try {
    state = apply(state, ev);
  } catch (e) {
    errors.push(`#${i} ${e instanceof Error ? e.message : e}`);
  }
});
for (const a of state.values()) console.log(a);
console.log(errors);
const counts = log.reduce<Record<string, number>>((acc, e) => ({ ...acc, [e.type]: (acc[e.type] || 0) + 1 }), {});
console.log(counts);
