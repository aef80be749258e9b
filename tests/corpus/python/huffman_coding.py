# features: class_definition, dunder_methods, stdlib_heapq_bisect_string, stdlib_collections, recursion, default_parameter
# Huffman codes: build the tree with heapq, encode, pack to bytes and decode.
import heapq
from collections import Counter

class Node:
    def __init__(self, freq, sym=None, left=None, right=None):
        self.freq, self.sym, self.left, self.right = freq, sym, left, right
    def __lt__(self, other):
        return (self.freq, self.key()) < (other.freq, other.key())
    def key(self):
        return self.sym if self.sym is not None else self.left.key() + self.right.key()

def build(text):
    heap = [Node(f, s) for s, f in Counter(text).items()]
    heapq.heapify(heap)
    while len(heap) > 1:
        a = heapq.heappop(heap)
        b = heapq.heappop(heap)
        heapq.heappush(heap, Node(a.freq + b.freq, left=a, right=b))
    return heap[0]

def codes(node, prefix="", table=None):
    table = {} if table is None else table
    if node.sym is not None:
        table[node.sym] = prefix or "0"
    else:
        codes(node.left, prefix + "0", table)
        codes(node.right, prefix + "1", table)
    return table

def decode(bits, root):
    out, node = [], root
    for b in bits:
        node = node.left if b == "0" else node.right
        if node.sym is not None:
            out.append(node.sym)
            node = root
    return "".join(out)

text = "abracadabra alakazam, a banana bandana"
root = build(text)
table = codes(root)
for sym, code in sorted(table.items(), key=lambda kv: (len(kv[1]), kv[0])):
    print(repr(sym), code)
bits = "".join(table[c] for c in text)
print(len(bits), "bits vs", len(text) * 8)
print(f"ratio {len(bits) / (len(text) * 8):.3f}")
packed = int(bits, 2).to_bytes((len(bits) + 7) // 8, "big")
print(packed.hex(), len(packed))
assert decode(bits, root) == text
print(decode(bits, root))
print(sorted(Counter(text).most_common(3)))
