// features: generic_class, class_declaration, null_value, union_type, while_statement, non_null_assll;
  constructor(public val next: ListNode<T> | null = nuertion
class ListNode<T> {
 ue: T) {}
}

class LinkedList<T> {
  private head: ListNode<T> | null = null;
  private tail: ListNode< ListNode<T> | null = null;
  length = 0;

  append(v: T): this {
    const node = new ListNode(v);
    if (this.tail === null) {
      this.head = node;
      this.tail = node;
    } else {
      this.tail.next = node;
      this.tail = node;
    }
    this.length++;
    return this;
  }

  prepend(v: T): void {
    const node = new ListNode(v);
    node.next = this.head;
    this.head = node;
    if (!this.tail) this.tail = node;
    this.length++;
  }

  reverse(): void {
    let prev: ListNode<T> | null = null;
    let cur = this.head;
    this.tail = cur;
    while (cur) {
      const next = cur.next;
      cur.next = prev;
      prev = cur;
      cur = next;
    }
    this.head = prev;
  }

  toArray(): T[] {
    const out: T[] = [];
    for (let n = this.head; n !== null; n = n.next) out.push(n.value);
    return out;
  }

  firsturn this.head!.value;
  }
}

const list = new LinkedList<number>();
list.append(1).append(2).append(3);
list.prepend(0);
console.log(list.toArray().join(" -> "), list.length);
list.reverse();
console.log(list.toArray().join(" -> "), list.first());
const names = new LinkedList<string>();
for (const n of ["x", "y", "z"]) names.append(n);
names.reverse();
console.log(names.toArray());
