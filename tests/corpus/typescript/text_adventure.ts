// features: literal_type, index_signature, switch_statement, set_object, getter_setter, optional_chain
// A tiny text adventure: rooms graph, inventory, command parser and a scripted playthrough.
type Dir = "north" | "south" | "east" | "west";
interface Room {
  readonly name: string;
  description: string;
  exits: Partial<Record<Dir, string>>;
  items: Set<string>;
  locked?: { dir: Dir; key: string };
}

const rooms: Record<string, Room> = {
  hall: { name: "Hall", description: "A dusty hall.", exits: { north: "library", east: "kitchen" }, items: new Set(["lamp"]) },
  kitchen: { name: "Kitchen", description: "Smells of old bread.", exits: { west: "hall" }, items: new Set(["knife", "bread"]) },
  library: {
    name: "Library", description: "Shelves of books.", exits: { south: "hall", east: "study" },
    items: new Set(["brass key"]), locked: { dir: "east", key: "brass key" },
  },
  study: { name: "Study", description: "A desk with a diary.", exits: { west: "library" }, items: new Set(["diary"]) },
};

class Game {
  private here = "hall";
  private inventory: string[] = [];
  private moves = 0;
  private readonly aliases: Record<string, string> = { n: "go north", s: "go south", e: "go east", w: "go west", i: "inventory", l: "look" };

  exec(line: string): string {
    const input = (this.aliases[line.trim().toLowerCase()] ?? line.trim().toLowerCase()).split(/\s+/);
    const [verb, ...rest] = input;
    const arg = rest.join(" ");
    this.moves++;
    switch (verb) {
      case "look": return this.look();
      case "go": return this.go(arg as Dir);
      case "take": case "get": return this.take(arg);
      case "drop": return this.drop(arg);
      case "inventory": return this.inventory.length ? `You carry: ${this.inventory.sort().join(", ")}` : "You carry nothing.";
      case "unlock": return this.unlock(arg as Dir);
      default: this.moves--; return `I don't understand "${line}".`;
    }
  }

  private get room(): Room { return rooms[this.here]; }

  private look(): string {
    const r = this.room;
    const items = r.items.size ? ` You see: ${[...r.items].join(", ")}.` : "";
    const exits = Object.keys(r.exits).join(", ");
    return `${r.name}: ${r.description}${items} Exits: ${exits}.`;
  }
  private go(dir: Dir): string {
    const target = this.room.exits[dir];
    if (!target) return `You can't go ${dir || "nowhere"}.`;
    if (this.room.locked?.dir === dir) return "The door is locked.";
    this.here = target;
    return this.look();
  }
  private take(item: string): string {
    if (!this.room.items.delete(item)) return `No ${item} here.`;
    this.inventory.push(item);
    return `Taken: ${item}.`;
  }
  private drop(item: string): string {
    const i = this.inventory.indexOf(item);
    if (i < 0) return `You don't have ${item}.`;
    this.inventory.splice(i, 1);
    this.room.items.add(item);
    return `Dropped: ${item}.`;
  }
  private unlock(dir: Dir): string {
    const lock = this.room.locked;
    if (!lock || lock.dir !== dir) return "Nothing to unlock there.";
    if (!this.inventory.includes(lock.key)) return `You need the ${lock.key}.`;
    delete this.room.locked;
    return `Unlocked the ${dir} door.`;
  }
  get stats() { return { room: this.here, moves: this.moves, carrying: this.inventory.length }; }
}

const game = new Game();
const script = ["look", "take lamp", "e", "take bread", "take spoon", "w", "n", "e", "unlock east", "take brass key", "unlock east", "e", "take diary", "drop lamp", "i", "l", "dance", "go up"];
for (const cmd of script) console.log(`> ${cmd}\n${game.exec(cmd)}`);
console.log(game.stats, Object.entries(rooms).map(([k, r]) => `${k}:${r.items.size}`).join(" "));
