// features: generic_class, generic_function, class_declaration, field_definition, access_modifier, union_type
class Stack<T> {
  private items: T[] = [];

  push(item: T): void {
    this.items.push(item);
  }

  pop(): T | undefined {
    return this.items.pop();
  }

  peek(): T | undefined {
    return this.items[this.items.length - 1];
  }

  get size(): number {
    return this.items.length;
  }

  isEmpty(): boolean {
    return this.items.length === 0;
  }
}

function identity<T>(x: T): T {
  return x;
}

function pair<A, B>(a: A, b: B): [A, B] {
  return [a, b];
}

function balanced(s: string): boolean {
  const st = new Stack<string>();
  const open: { [k: string]: string } = { ")": "(", "]": "[", "}": "{" };
  for (const ch of s) {
    if (ch === "(" || ch === "[" || ch === "{") st.push(ch);
    else if (ch in open) {
      if (st.pop() !== open[ch]) return false;
    }
  }
  return st.isEmpty();
}

const s = new Stack<number>();
for (let i = 1; i <= 5; i++) s.push(i * i);
console.log(s.size, s.peek());
while (!s.isEmpty()) console.log(s.pop());
console.log(s.pop());
console.log(identity<string>("hello"), identity(42));
const p = pair("x", 3);
console.log(p[0], p[1]);
for (const t of ["()", "([]{})", "(]", "((", "{[()()]}", ""]) {
  console.log(JSON.stringify(t), balanced(t));
}
