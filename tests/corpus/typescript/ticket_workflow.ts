// features: enum_declaration, namespace_declaration, function_signature, keyof_type, typeof_operator, bitwise_operators, interface_declaration
// Support ticket workflow: enums with reverse mapping, namespace merged with enum, overloads
enum Status { Open, InProgress, Blocked, Resolved, Closed }
enum Priority { Low = 1, Normal = 2, High = 4, Urgent = 8 }

namespace Status {
  const transitions: Record<Status, Status[]> = {
    [Status.Open]: [Status.InProgress, Status.Closed],
    [Status.InProgress]: [Status.Blocked, Status.Resolved],
    [Status.Blocked]: [Status.InProgress],
    [Status.Resolved]: [Status.Closed, Status.Open],
    [Status.Closed]: [],
  };
  export function canMove(from: Status, to: Status): boolean {
    return transitions[from].includes(to);
  }
  export function label(s: Status): string {
    return Status[s].replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  }
}

interface Ticket { id: number; title: string; status: Status; priority: Priority; history: string[] }

class Desk {
  private tickets = new Map<number, Ticket>();
  private seq = 1000;
  open(title: string, priority: Priority = Priority.Normal): Ticket {
    const t: Ticket = { id: ++this.seq, title, status: Status.Open, priority, history: [] };
    this.tickets.set(t.id, t);
    return t;
  }
  move(id: number, to: Status): boolean;
  move(id: number, to: keyof typeof Status): boolean;
  move(id: number, to: Status | string): boolean {
    const target = typeof to === "string" ? (Status as any)[to] as Status : to;
    const t = this.tickets.get(id);
    if (!t || target === undefined) return false;
    if (!Status.canMove(t.status, target)) {
      t.history.push(`rejected ${Status.label(t.status)} -> ${Status.label(target)}`);
      return false;
    }
    t.history.push(`${Status[t.status]} -> ${Status[target]}`);
    t.status = target;
    return true;
  }
  find(pred: (t: Ticket) => boolean): Ticket[] {
    return [...this.tickets.values()].filter(pred);
  }
  report(): string[] {
    const counts = new Map<Status, number>();
    for (const t of this.tickets.values()) counts.set(t.status, (counts.get(t.status) ?? 0) + 1);
    return Object.keys(Status)
      .filter(k => !isNaN(Number(k)))
      .map(k => Number(k) as Status)
      .map(s => `${Status.label(s).padEnd(12)}${"#".repeat(counts.get(s) ?? 0)}`);
  }
}

const desk = new Desk();
const a = desk.open("Login page 500s", Priority.Urgent);
const b = desk.open("Typo in footer", Priority.Low);
const c = desk.open("Export to CSV", Priority.High);
const d = desk.open("Dark mode");
console.log(desk.move(a.id, Status.InProgress), desk.move(a.id, "Blocked"), desk.move(a.id, "InProgress"), desk.move(a.id, Status.Resolved));
console.log(desk.move(b.id, Status.Resolved), desk.move(b.id, "Closed"));
console.log(desk.move(c.id, "InProgress"), desk.move(c.id, "Nope" as any), desk.move(9999, Status.Open));
console.log(desk.move(d.id, Status.InProgress), desk.move(d.id, Status.Resolved), desk.move(d.id, Status.Open));
for (const t of [a, b, c, d]) console.log(`#${t.id} [${Priority[t.priority]}] ${t.title}: ${Status.label(t.status)} | ${t.history.join("; ")}`);
const important = desk.find(t => (t.priority & (Priority.High | Priority.Urgent)) !== 0).map(t => t.id);
console.log("important:", important);
console.log(desk.report().join("\n"));
console.log(Status.Blocked, Status["Blocked"], Status[2], typeof Status.canMove, Object.keys(Priority));
