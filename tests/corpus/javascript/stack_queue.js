// features: class_declaration, class_fields, array_methods, getters, while_loop
class Queue {
  constructor() {
    this.items = [];
    this.head = 0;
  }
  enqueue(x) {
    this.items.push(x);
  }
  dequeue() {
    if (this.head >= this.items.length) return undefined;
    return this.items[this.head++];
  }
  get size() {
    return this.items.length - this.head;
  }
}

function balanced(text) {
  const pairs = { ")": "(", "]": "[", "}": "{" };
  const stack = [];
  for (const ch of text) {
    if ("([{".includes(ch)) stack.push(ch);
    else if (ch in pairs) {
      if (stack.pop() !== pairs[ch]) return false;
    }
  }
  return stack.length === 0;
}

for (const t of ["()", "([]{})", "(]", "((", "{[()()]}", "a(b)c]", ""]) {
  console.log(JSON.stringify(t), balanced(t));
}
const q = new Queue();
for (let i = 1; i <= 5; i++) q.enqueue(i * i);
const out = [];
while (q.size > 0) out.push(q.dequeue());
console.log(out, q.dequeue(), q.size);
