// features: slice_aliasing, append, recursion, closures, slices_2d, fmt_println, make_slice
package main

import "fmt"

// Collects every root-to-leaf path of a small tree. The first version keeps
// the path slice it appends to, so later appends overwrite paths already
// collected (a classic Go bug); the second copies each path it keeps.
type Node struct {
	Val      int
	Children []*Node
}

func buggyPaths(n *Node, path []int, out *[][]int) {
	path = append(path, n.Val)
	if len(n.Children) == 0 {
		*out = append(*out, path)
		return
	}
	for _, c := range n.Children {
		buggyPaths(c, path, out)
	}
}

func paths(n *Node, path []int, out *[][]int) {
	path = append(path, n.Val)
	if len(n.Children) == 0 {
		kept := make([]int, len(path))
		copy(kept, path)
		*out = append(*out, kept)
		return
	}
	for _, c := range n.Children {
		paths(c, path, out)
	}
}

func subsets(items []string) [][]string {
	var result [][]string
	var walk func(i int, cur []string)
	walk = func(i int, cur []string) {
		if i == len(items) {
			result = append(result, cur)
			return
		}
		walk(i+1, cur)
		walk(i+1, append(cur, items[i]))
	}
	walk(0, make([]string, 0, len(items)))
	return result
}

func main() {
	leaf := func(v int) *Node { return &Node{Val: v} }
	root := &Node{1, []*Node{
		{2, []*Node{leaf(4), leaf(5), {6, []*Node{leaf(8), leaf(9)}}}},
		{3, []*Node{leaf(7)}},
	}}

	var bad [][]int
	buggyPaths(root, nil, &bad)
	fmt.Println("shared :", bad)

	var good [][]int
	paths(root, nil, &good)
	fmt.Println("copied :", good)

	for _, s := range subsets([]string{"a", "b", "c"}) {
		fmt.Print(s, len(s), cap(s), " ")
	}
	fmt.Println()
}
