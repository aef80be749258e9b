// features: index_signature, mapped_type, keyof_type, generic_class, generator_function, intersection_type, as_expression
// Tiny entity-component-system with unique symbols and typed component stores
const Position: unique symbol = Symbol("Position");
const Velocity: unique symbol = Symbol("Velocity");
const Health: unique symbol = Symbol("Health");

interface Components {
  [Position]: { x: number; y: number };
  [Velocity]: { dx: number; dy: number };
  [Health]: { hp: number; max: number };
}
type ComponentKey = keyof Components;
type Entity = number & { readonly __brand: "Entity" };

class World {
  private next = 1;
  private stores: { [K in ComponentKey]: Map<Entity, Components[K]> } = {
    [Position]: new Map(),
    [Velocity]: new Map(),
    [Health]: new Map(),
  };
  readonly names = new Map<Entity, string>();

  spawn(name: string): Entity {
    const e = this.next++ as Entity;
    this.names.set(e, name);
    return e;
  }
  add<K extends ComponentKey>(e: Entity, key: K, value: Components[K]): this {
    (this.stores[key] as Map<Entity, Components[K]>).set(e, value);
    return this;
  }
  get<K extends ComponentKey>(e: Entity, key: K): Components[K] | undefined {
    return this.stores[key].get(e) as Components[K] | undefined;
  }
  remove(e: Entity): void {
    for (const key of [Position, Velocity, Health] as const) this.stores[key].delete(e);
    this.names.delete(e);
  }
  *query(...keys: ComponentKey[]): Generator<[Entity, ...unknown[]]> {
    const [first, ...rest] = keys;
    for (const e of this.stores[first].keys()) {
      if (rest.every(k => this.stores[k].has(e))) yield [e, ...keys.map(k => this.stores[k].get(e)!)];
    }
  }
}

const world = new World();
const hero = world.spawn("hero");
const slime = world.spawn("slime");
const rock = world.spawn("rock");
const arrow = world.spawn("arrow");
world.add(hero, Position, { x: 0, y: 0 }).add(hero, Velocity, { dx: 1, dy: 0 }).add(hero, Health, { hp: 30, max: 30 });
world.add(slime, Position, { x: 5, y: 0 }).add(slime, Velocity, { dx: -1, dy: 0 }).add(slime, Health, { hp: 12, max: 12 });
world.add(rock, Position, { x: 3, y: 3 });
world.add(arrow, Position, { x: -4, y: 0 }).add(arrow, Velocity, { dx: 3, dy: 0 });

function movement(w: World) {
  for (const [, pos, vel] of w.query(Position, Velocity)) {
    const p = pos as Components[typeof Position], v = vel as Components[typeof Velocity];
    p.x += v.dx;
    p.y += v.dy;
  }
}

function combat(w: World, log: string[]) {
  const living = [...w.query(Position, Health)];
  for (const [a, pa] of living) for (const [b, pb, hb] of living) {
    if (a >= b) continue;
    const p1 = pa as { x: number; y: number }, p2 = pb as { x: number; y: number };
    if (Math.abs(p1.x - p2.x) + Math.abs(p1.y - p2.y) <= 1) {
      const h = hb as Components[typeof Health];
      h.hp -= 5;
      log.push(`${w.names.get(a)} hits ${w.names.get(b)} (${h.hp}/${h.max})`);
      if (h.hp <= 0) { log.push(`${w.names.get(b)} dies`); w.remove(b); }
    }
  }
}

for (let tick = 1; tick <= 5; tick++) {
  const log: string[] = [];
  movement(world);
  combat(world, log);
  const positions = [...world.query(Position)].map(([e, p]) => `${world.names.get(e)}@${(p as any).x},${(p as any).y}`);
  console.log(`tick ${tick}: ${positions.join(" ")}${log.length ? " | " + log.join("; ") : ""}`);
}
console.log(world.get(hero, Health), world.get(slime, Health), world.get(rock, Velocity));
console.log(Position.toString(), Health.description, typeof Velocity);
console.log(Object.getOwnPropertySymbols({ [Position]: 1, plain: 2 }).length);
