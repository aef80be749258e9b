# features: class_definition, inheritance, slicing, f_string, string
class Command:
    def do(self, doc): raise NotImplementedError
    def undo(self, doc): raise NotImplementedError

class Insert(Command):
    def __init__(self, pos, text):
        self.pos, self.text = pos, text
    def do(self, doc):
        doc.text = doc.text[:self.pos] + self.text + doc.text[self.pos:]
    def undo(self, doc):
        doc.text = doc.text[:self.pos] + doc.text[self.pos + len(self.text):]
    def __repr__(self):
        return f"Insert({self.pos}, {self.text!r})"

class Delete(Command):
    def __init__(self, pos, length):
        self.pos, self.length, self.removed = pos, length, ""
    def do(self, doc):
        self.removed = doc.text[self.pos:self.pos + self.length]
        doc.text = doc.text[:self.pos] + doc.text[self.pos + self.length:]
    def undo(self, doc):
        doc.text = doc.text[:self.pos] + self.removed + doc.text[self.pos:]
    def __repr__(self):
        return f"Delete({self.pos}, {self.length})"

class Document:
    def __init__(self):
        self.text = ""
        self._undo, self._redo = [], []

    def run(self, cmd):
        cmd.do(self)
        self._undo.append(cmd)
        self._redo.clear()
        return self

    def undo(self):
        if not self._undo:
            print("nothing to undo")
            return self
        cmd = self._undo.pop()
        cmd.undo(self)
        self._redo.append(cmd)
        return self

    def redo(self):
        if self._redo:
            cmd = self._redo.pop()
            cmd.do(self)
            self._undo.append(cmd)
        return self

doc = Document()
doc.run(Insert(0, "Hello world")).run(Insert(5, ",")).run(Delete(6, 6)).run(Insert(6, " there"))
print(repr(doc.text), doc._undo)
doc.undo().undo()
print(repr(doc.text))
doc.redo()
print(repr(doc.text), len(doc._redo))
doc.run(Insert(len(doc.text), "!"))
print(repr(doc.text), doc.redo()._redo)
for _ in range(6):
    doc.undo()
print(repr(doc.text))
