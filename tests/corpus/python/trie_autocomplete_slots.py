# features: class_definition, attribute_protocol, yield, dictionary, f_string
class Node:
    __slots__ = ("children", "terminal", "count")
    def __init__(self):
        self.children = {}
        self.terminal = False
        self.count = 0

class Trie:
    def __init__(self, words=()):
        self.root = Node()
        for w in words:
            self.insert(w)

    def insert(self, word):
        node = self.root
        for ch in word:
            node = node.children.setdefault(ch, Node())
            node.count += 1
        node.terminal = True

    def _walk(self, node, prefix):
        if node.terminal:
            yield prefix
        for ch in sorted(node.children):
            yield from self._walk(node.children[ch], prefix + ch)

    def complete(self, prefix, limit=5):
        node = self.root
        for ch in prefix:
            if ch not in node.children:
                return []
            node = node.children[ch]
        out = []
        for word in self._walk(node, prefix):
            out.append(word)
            if len(out) == limit:
                break
        return out

    def prefix_count(self, prefix):
        node = self.root
        for ch in prefix:
            node = node.children.get(ch)
            if node is None:
                return 0
        return node.count

words = "car card care careful cart carbon cat catalog dog dot dote doting".split()
t = Trie(words)
for p in ["car", "ca", "do", "x", "dot"]:
    print(f"{p:4} {t.prefix_count(p):2} {t.complete(p, 4)}")
try:
    t.root.parent = None
except AttributeError as e:
    print("AttributeError:", e)
