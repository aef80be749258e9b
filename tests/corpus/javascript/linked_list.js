// features: class_declaration, null_undefined, while_loop, recursion
class Node {
  constructor(value, next = null) {
    this.value = value;
    this.next = next;
  }
}

class LinkedList {
  constructor() {
    this.head = null;
    this.length = 0;
  }
  push(value) {
    const node = new Node(value);
    if (this.head === null) this.head = node;
    else {
      let cur = this.head;
      while (cur.next !== null) cur = cur.next;
      cur.next = node;
    }
    this.length++;
    return this;
  }
  reverse() {
    let prev = null;
    let cur = this.head;
    while (cur) {
      const next = cur.next;
      cur.next = prev;
      prev = cur;
      cur = next;
    }
    this.head = prev;
    return this;
  }
  toArray() {
    const out = [];
    for (let n = this.head; n; n = n.next) out.push(n.value);
    return out;
  }
}

function sumRec(node) {
  return node === null ? 0 : node.value + sumRec(node.next);
}

const list = new LinkedList();
[3, 1, 4, 1, 5, 9].forEach((x) => list.push(x));
console.log(list.toArray(), list.length, sumRec(list.head));
console.log(list.reverse().toArray());
console.log(new Node(1));
