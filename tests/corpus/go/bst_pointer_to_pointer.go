// features: element_field_pointers, pointers, methods_pointer_receiver, named_type_methods, structs, recursion, fmt_println
package main

import (
	"fmt"
	"strings"
)

// A binary search tree whose insert and delete walk a pointer to the link
// they may rewrite (p := &t.root; p = &(*p).left), a linked list edited
// the same way, and counters updated through field pointers.
type Node struct {
	Key         string
	Count       int
	Left, Right *Node
}

type Tree struct {
	root  *Node
	size  int
	stats Stats
}

type Stats struct {
	Inserts, Deletes, Misses int
}

func bump(counter *int, by int) { *counter += by }

func (t *Tree) link(key string) **Node {
	p := &t.root
	for *p != nil && (*p).Key != key {
		if key < (*p).Key {
			p = &(*p).Left
		} else {
			p = &(*p).Right
		}
	}
	return p
}

func (t *Tree) Add(key string) {
	p := t.link(key)
	if *p == nil {
		*p = &Node{Key: key}
		t.size++
		bump(&t.stats.Inserts, 1)
	}
	bump(&(*p).Count, 1)
}

func (t *Tree) Delete(key string) bool {
	p := t.link(key)
	n := *p
	if n == nil {
		bump(&t.stats.Misses, 1)
		return false
	}
	switch {
	case n.Left == nil:
		*p = n.Right
	case n.Right == nil:
		*p = n.Left
	default:
		s := &n.Right
		for (*s).Left != nil {
			s = &(*s).Left
		}
		m := *s
		*s = m.Right
		m.Left, m.Right = n.Left, n.Right
		*p = m
	}
	t.size--
	t.stats.Deletes++
	return true
}

func (t *Tree) InOrder() []string {
	var out []string
	var walk func(n *Node)
	walk = func(n *Node) {
		if n == nil {
			return
		}
		walk(n.Left)
		out = append(out, fmt.Sprintf("%s:%d", n.Key, n.Count))
		walk(n.Right)
	}
	walk(t.root)
	return out
}

type Stack []int

func (s *Stack) Push(v int) { *s = append(*s, v) }
func (s *Stack) Pop() int {
	old := *s
	v := old[len(old)-1]
	*s = old[:len(old)-1]
	return v
}

type Machine struct {
	name  string
	stack Stack
}

func main() {
	t := &Tree{}
	for _, w := range strings.Fields("m f t b h p x a c m t t z") {
		t.Add(w)
	}
	fmt.Println(t.InOrder(), t.size)
	for _, k := range []string{"f", "q", "m", "a", "t"} {
		fmt.Print(k, "=", t.Delete(k), " ")
	}
	fmt.Println()
	fmt.Println(t.InOrder(), t.size, t.root.Key)
	fmt.Printf("%+v\n", t.stats)

	scores := []int{10, 20, 30}
	p := &scores[1]
	*p += 5
	bump(&scores[2], -30)
	fmt.Println(scores, *p)

	m := Machine{name: "calc"}
	m.stack.Push(3)
	m.stack.Push(4)
	m.stack.Push(m.stack.Pop() * m.stack.Pop())
	fmt.Println(m.name, m.stack, len(m.stack))

	name := &m.name
	*name = strings.ToUpper(*name)
	fmt.Println(m.name)

	defer func() { fmt.Println("recovered:", recover()) }()
	var missing *Tree
	bump(&missing.size, 1)
}
