// features: mapped_type, conditional_type, intersection_type, keyof_type, generic_function, literal_type, type_alias_declaration, object_literal
// Type-level helpers (mapped, conditional, intersection and template literal types) around
// ordinary run-time code: types vanish, the values flow through.
type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type ElementOf<T> = T extends readonly (infer E)[] ? E : never;
type NonFunctionKeys<T> = { [K in keyof T]: T[K] extends Function ? never : K }[keyof T];
type Timestamped = { createdAt: number };
type Named = { readonly name: string };
type Entity = Named & Timestamped & { id: number };

function makeGetters<T extends object>(obj: T): Getters<T> {
  const out: Record<string, () => unknown> = {};
  for (const key of Object.keys(obj) as (keyof T & string)[]) {
    out[`get${key[0].toUpperCase()}${key.slice(1)}`] = () => obj[key];
  }
  return out as Getters<T>;
}

function thaw<T>(value: T): Mutable<T> {
  return { ...value } as Mutable<T>;
}

function first<T extends readonly unknown[]>(xs: T): ElementOf<T> | undefined {
  return xs[0] as ElementOf<T> | undefined;
}

function dataKeys<T extends object>(obj: T): NonFunctionKeys<T>[] {
  return (Object.keys(obj) as (keyof T)[]).filter((k) => typeof obj[k] !== "function") as NonFunctionKeys<T>[];
}

type Shape = { kind: "circle"; r: number } | { kind: "rect"; w: number; h: number };
type AreaFn = { [S in Shape as S["kind"]]: (s: S) => number };
const area: AreaFn = {
  circle: (s) => Math.round(Math.PI * s.r * s.r * 100) / 100,
  rect: (s) => s.w * s.h,
};
function areaOf(s: Shape): number {
  return s.kind === "circle" ? area.circle(s) : area.rect(s);
}

const entity: Entity = { id: 7, name: "gadget", createdAt: 1700000000 };
const g = makeGetters(entity);
console.log(g.getId(), g.getName(), g.getCreatedAt());
const copy = thaw(entity);
copy.name = "gizmo";
console.log(entity.name, copy.name, copy === entity);
console.log(first([3, 1, 2] as const), first([] as string[]), first(["x", "y"]));
const service = { host: "localhost", port: 8080, start() { return "started"; }, stop: () => "stopped" };
console.log(dataKeys(service), service.start());
const shapes: Shape[] = [{ kind: "circle", r: 2 }, { kind: "rect", w: 3, h: 4 }];
console.log(shapes.map(areaOf));
type UiEvent = `${"click" | "hover"}:${"start" | "end"}`;
const events: UiEvent[] = ["click:start", "hover:end"];
console.log(events.map((e) => e.split(":")));
