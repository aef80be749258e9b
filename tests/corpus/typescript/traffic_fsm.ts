// features: type_alias_declaration, union_type, literal_type, switch_statement, object_literal, subscript_expression, update_expression, ternary_expression, string_methods, array_methods, for_of_statement, template_string
type State =
  | { kind: "idle" }
  | { kind: "loading"; startedAt: number }
  | { kind: "success"; data: string[] }
  | { kind: "error"; message: string; retries: number };

type Action =
  | { type: "FETCH"; at: number }
  | { type: "RESOLVE"; data: string[] }
  | { type: "REJECT"; message: string }
  | { type: "RESET" };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case "FETCH":
      if (state.kind === "loading") return state;
      return { kind: "loading", startedAt: action.at };
    case "RESOLVE":
      if (state.kind !== "loading") return state;
      return { kind: "success", data: action.data };
    case "REJECT": {
      const retries = state.kind === "error" ? state.retries + 1 : 0;
      return { kind: "error", message: action.message, retries };
    }
    case "RESET":
      return { kind: "idle" };
  }
}

function describe(s: State): string {
  switch (s.kind) {
    case "idle":
      return "idle";
    case "loading":
      return `loading since t=${s.startedAt}`;
    case "success":
      return `success with ${s.data.length} rows: ${s.data.join("|")}`;
    case "error":
      return `error "${s.message}" (retries=${s.retries})`;
    default: {
      const never: never = s;
      return never;
    }
  }
}

const actions: Action[] = [
  { type: "RESOLVE", data: ["x"] },
  { type: "FETCH", at: 1 },
  { type: "FETCH", at: 2 },
  { type: "REJECT", message: "timeout" },
  { type: "REJECT", message: "timeout again" },
  { type: "FETCH", at: 5 },
  { type: "RESOLVE", data: ["a", "b", "c"] },
  { type: "RESET" },
];

let st: State = { kind: "idle" };
actions.forEach((a, i) => {
  st = reduce(st, a);
  console.log(`${i + 1}. ${a.type.padEnd(7)} -> ${describe(st)}`);
});

const counts: Record<State["kind"], number> = { idle: 0, loading: 0, success: 0, error: 0 };
let s2: State = { kind: "idle" };
for (const a of actions) {
  s2 = reduce(s2, a);
  counts[s2.kind]++;
}
console.log(JSON.stringify(counts));
