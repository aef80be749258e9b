// features: evaluation_order, stringer, pointers, closures, fmt_printf, methods_pointer_receiver
// Operand evaluation order as gc does it (calls first, plain reads after) and
// fmt calling String()/Error() on nil pointers whose methods handle nil.
package main

import (
	"errors"
	"fmt"
)

type Counter struct{ n int }

func (c *Counter) Next() int { c.n++; return c.n }

type Node struct {
	Val         int
	Left, Right *Node
}

// String handles a nil receiver, as tree code often does.
func (n *Node) String() string {
	if n == nil {
		return "()"
	}
	return fmt.Sprintf("(%v %d %v)", n.Left, n.Val, n.Right)
}

func (n *Node) Insert(v int) *Node {
	if n == nil {
		return &Node{Val: v}
	}
	if v < n.Val {
		n.Left = n.Left.Insert(v)
	} else {
		n.Right = n.Right.Insert(v)
	}
	return n
}

type Fragile struct{ name string }

// String dereferences its receiver: fmt prints <nil> for a nil one.
func (f *Fragile) String() string { return "fragile " + f.name }

type NotFound struct{ key string }

func (e *NotFound) Error() string {
	if e == nil {
		return "not found (nil)"
	}
	return "not found: " + e.key
}

var total = 100

func spend(n int) int {
	total -= n
	return total
}

type Word uint32

func (w *Word) Grow() int { *w *= 2; return int(*w) }

func main() {
	x := 1
	inc := func() int { x++; return x }
	fmt.Println(x, inc(), x)
	fmt.Printf("%d %d %d\n", x*10, inc(), x)
	y := x + inc()
	fmt.Println("y =", y, "x =", x)
	fmt.Println([]int{x, inc(), x})
	c := &Counter{}
	fmt.Println(c.n, c.Next(), c.n, c.Next())
	fmt.Println(total, spend(30), total)
	s := []string{"a"}
	fmt.Println(s[0], func() string { s[0] = "z"; return "set" }(), s[0])
	var w Word = 3
	fmt.Println(uint32(w), w.Grow(), w)
	fmt.Println(len(s), func() int { s = append(s, "b"); return 0 }(), len(s))
	m := map[string]int{"k": 1}
	fmt.Println(m["k"], func() int { m["k"] = 7; return 0 }(), m["k"])
	total = 5
	res := func() (int, int) { return total, spend(1) }
	a, b := res()
	fmt.Println(a, b)

	var root *Node
	fmt.Println("empty:", root)
	for _, v := range []int{5, 3, 8, 1, 4} {
		root = root.Insert(v)
	}
	fmt.Println("tree:", root)
	fmt.Printf("%v|%s|%10v|%-6v|\n", root.Left.Left.Left, root.Right.Left, root.Right.Right, (*Node)(nil))
	var f *Fragile
	fmt.Println(f, &Fragile{"glass"})
	fmt.Printf("[%v] [%s]\n", f, f)
	var nf *NotFound
	fmt.Println(nf)
	var err error = &NotFound{"key1"}
	var target *NotFound
	fmt.Println(errors.As(err, &target), target)
}
