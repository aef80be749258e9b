// features: class_declaration, recursion, null_undefined, closures
class BST {
  constructor() {
    this.root = null;
  }
  insert(value) {
    const node = { value, left: null, right: null };
    if (!this.root) {
      this.root = node;
      return;
    }
    let cur = this.root;
    while (true) {
      if (value < cur.value) {
        if (!cur.left) {
          cur.left = node;
          return;
        }
        cur = cur.left;
      } else {
        if (!cur.right) {
          cur.right = node;
          return;
        }
        cur = cur.right;
      }
    }
  }
  inorder() {
    const out = [];
    const walk = (n) => {
      if (!n) return;
      walk(n.left);
      out.push(n.value);
      walk(n.right);
    };
    walk(this.root);
    return out;
  }
  height(n = this.root) {
    return n ? 1 + Math.max(this.height(n.left), this.height(n.right)) : 0;
  }
  contains(v) {
    let cur = this.root;
    while (cur) {
      if (v === cur.value) return true;
      cur = v < cur.value ? cur.left : cur.right;
    }
    return false;
  }
}

const t = new BST();
for (const v of [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]) t.insert(v);
console.log(t.inorder());
console.log(t.height(), t.contains(65), t.contains(66));
console.log(t.root.left);
