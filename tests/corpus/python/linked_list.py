# features: class_definition, builtins, while_statement
class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

class Stack:
    def __init__(self):
        self.head = None
        self.size = 0

    def push(self, value):
        self.head = Node(value, self.head)
        self.size += 1
        return self

    def pop(self):
        if self.head is None:
            raise IndexError("empty stack")
        value = self.head.value
        self.head = self.head.next
        self.size -= 1
        return value

    def to_list(self):
        out = []
        node = self.head
        while node is not None:
            out.append(node.value)
            node = node.next
        return out

s = Stack().push(1).push(2).push(3)
print(s.to_list(), s.size)
print(s.pop(), s.pop(), s.to_list())
s.pop()
try:
    s.pop()
except IndexError as e:
    print("error:", e)
