// features: pointers, recursion, structs, slices, closures
package main

import "fmt"

type Tree struct {
	Left, Right *Tree
	Key         int
}

func insert(t *Tree, k int) *Tree {
	if t == nil {
		return &Tree{Key: k}
	}
	if k < t.Key {
		t.Left = insert(t.Left, k)
	} else {
		t.Right = insert(t.Right, k)
	}
	return t
}

func (t *Tree) InOrder(visit func(int)) {
	if t == nil {
		return
	}
	t.Left.InOrder(visit)
	visit(t.Key)
	t.Right.InOrder(visit)
}

func height(t *Tree) int {
	if t == nil {
		return 0
	}
	l, r := height(t.Left), height(t.Right)
	if l > r {
		return l + 1
	}
	return r + 1
}

func main() {
	var root *Tree
	for _, k := range []int{50, 30, 70, 20, 40, 60, 80, 35, 45, 65} {
		root = insert(root, k)
	}
	keys := []int{}
	root.InOrder(func(k int) { keys = append(keys, k) })
	fmt.Println(keys)
	fmt.Println("height", height(root))
	count := 0
	root.InOrder(func(k int) {
		if k%2 == 0 {
			count++
		}
	})
	fmt.Println("even keys", count)
}
