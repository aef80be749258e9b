// features: literal_type, union_type, interface_declaration, readonly_modifier, intersection_type, rest_parameter, object_destructuring, default_value_pattern, as_expression, try_statement
type Status = "todo" | "doing" | "done";
interface Task { readonly id: number; title: string; status: Status; tags: string[]; due?: string }
type Filter = Partial<Pick<Task, "status">> & { tag?: string };
class TodoStore {
  private tasks: Task[] = [];
  private nextId = 1;
  add(title: string, ...tags: string[]): Task {
    const t: Task = { id: this.nextId++, title, status: "todo", tags };
    this.tasks.push(t);
    return t;
  }
  move(id: number, status: Status): void {
    const t = this.tasks.find(x => x.id === id);
    if (!t) throw new Error(`no task ${id}`);
    t.status = status;
  }
  list({ status, tag }: Filter = {}): Task[] {
    return this.tasks.filter(t => (!status || t.status === status) && (!tag || t.tags.includes(tag)));
  }
  summary(): Record<Status, number> {
    const s: Record<Status, number> = { todo: 0, doing: 0, done: 0 };
    for (const t of this.tasks) s[t.status]++;
    return s;
  }
}
const store = new TodoStore();
store.add("write spec", "docs");
store.add("fix bug #12", "code", "urgent");
store.add("review PR", "code");
store.add("release notes", "docs", "urgent");
store.move(2, "doing"); store.move(3, "done");
try { store.move(9, "done"); } catch (e) { console.log((e as Error).message); }
console.log(store.summary());
console.log(store.list({ tag: "urgent" }).map(t => `${t.id}:${t.title}[${t.status}]`));
console.log(store.list({ status: "todo" }).length, store.list().length);
const grouped = store.list().reduce((acc, t) => { (acc[t.status] ||= []).push(t.title); return acc; }, {} as Partial<Record<Status, string[]>>);
console.log(grouped);
console.log(JSON.stringify(store.list({ status: "done" })[0]));
