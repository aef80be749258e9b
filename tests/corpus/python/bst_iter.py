# features: class_definition, dunder_methods, yield, recursion, nonlocal_statement, delete_statement, try_statement, except_clause
"""A binary search tree with in-order iteration, deletion and pretty printing."""
from typing import Optional, Iterator


class Node:
    def __init__(self, key, value):
        self.key = key
        self.value = value
        self.left: Optional["Node"] = None
        self.right: Optional["Node"] = None


class TreeMap:
    def __init__(self, items=()):
        self.root = None
        self._size = 0
        for k, v in items:
            self[k] = v

    def __len__(self):
        return self._size

    def __setitem__(self, key, value):
        def insert(node):
            if node is None:
                self._size += 1
                return Node(key, value)
            if key < node.key:
                node.left = insert(node.left)
            elif key > node.key:
                node.right = insert(node.right)
            else:
                node.value = value
            return node
        self.root = insert(self.root)

    def __getitem__(self, key):
        node = self.root
        while node:
            if key == node.key:
                return node.value
            node = node.left if key < node.key else node.right
        raise KeyError(key)

    def __contains__(self, key):
        try:
            self[key]
            return True
        except KeyError:
            return False

    def __delitem__(self, key):
        def remove(node, key):
            if node is None:
                raise KeyError(key)
            if key < node.key:
                node.left = remove(node.left, key)
            elif key > node.key:
                node.right = remove(node.right, key)
            else:
                if node.left is None:
                    return node.right
                if node.right is None:
                    return node.left
                succ = node.right
                while succ.left:
                    succ = succ.left
                node.key, node.value = succ.key, succ.value
                node.right = remove(node.right, succ.key)
            return node
        self.root = remove(self.root, key)
        self._size -= 1

    def __iter__(self) -> Iterator:
        stack, node = [], self.root
        while stack or node:
            while node:
                stack.append(node)
                node = node.left
            node = stack.pop()
            yield node.key
            node = node.right

    def items(self):
        return ((k, self[k]) for k in self)

    def height(self, node="root"):
        if node == "root":
            node = self.root
        if node is None:
            return 0
        return 1 + max(self.height(node.left), self.height(node.right))

    def __repr__(self):
        return "TreeMap({" + ", ".join(f"{k!r}: {v!r}" for k, v in self.items()) + "})"


words = "the quick brown fox jumps over the lazy dog then the fox sleeps".split()
tm = TreeMap()
for i, w in enumerate(words):
    tm[w] = tm[w] + [i] if w in tm else [i]
print(tm)
print(len(tm), "keys, height", tm.height())
print(list(tm)[:3], "fox" in tm, "cat" in tm)
del tm["quick"]
del tm["the"]
print(list(tm), len(tm))
try:
    del tm["unicorn"]
except KeyError as e:
    print("missing:", e)
nums = TreeMap((n, n * n) for n in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65])
print(dict(nums.items()))
print(sum(nums), min(nums), max(nums), sorted(nums, reverse=True)[:4])
