// features: enum_declaration, bitwise_operators, interface_declaration, template_string, map_object, nullish_coalescing, string_methods
enum Perm {
  None = 0,
  Read = 1 << 0,
  Write = 1 << 1,
  Exec = 1 << 2,
  ReadWrite = Read | Write,
  All = ReadWrite | Exec,
}

enum Level {
  Low = "low",
  High = "high",
}

interface User {
  name: string;
  perms: Perm;
  level: Level;
}

function describe(p: Perm): string {
  const parts: string[] = [];
  for (const key of Object.keys(Perm)) {
    const v = (Perm as any)[key];
    if (typeof v === "number" && v !== 0 && (v & (v - 1)) === 0 && (p & v) === v) {
      parts.push(key);
    }
  }
  return parts.length ? parts.join("+") : "None";
}

const users: User[] = [
  { name: "alice", perms: Perm.All, level: Level.High },
  { name: "bob", perms: Perm.Read, level: Level.Low },
  { name: "carol", perms: Perm.ReadWrite, level: Level.Low },
  { name: "dave", perms: Perm.None, level: Level.High },
];

for (const u of users) {
  const canWrite = (u.perms & Perm.Write) !== 0;
  console.log(`${u.name.padEnd(6)} ${describe(u.perms).padEnd(16)} write=${canWrite} level=${u.level}`);
}
console.log(Perm.ReadWrite, Perm.All, Perm[4]);
console.log(Object.values(Level));
const byLevel = new Map<Level, string[]>();
for (const u of users) {
  const list = byLevel.get(u.level) ?? [];
  list.push(u.name);
  byLevel.set(u.level, list);
}
console.log(byLevel);
