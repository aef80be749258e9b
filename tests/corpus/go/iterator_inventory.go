// features: range_over_func, generics_partial, closures, slices_maps_cmp, methods_pointer_receiver
// Go 1.23 iterators over an inventory: a binary tree's in-order Seq, a
// filtering Seq2 with early break, range over an int, and the slices
// helpers that take or make iterators (Collect, Sorted, Backward, Chunk).
package main

import (
	"fmt"
	"iter"
	"maps"
	"slices"
	"strings"
)

type Item struct {
	Name string
	Qty  int
}

type Tree struct {
	Left, Right *Tree
	Item        Item
}

func (t *Tree) Insert(it Item) *Tree {
	if t == nil {
		return &Tree{Item: it}
	}
	if it.Name < t.Item.Name {
		t.Left = t.Left.Insert(it)
	} else {
		t.Right = t.Right.Insert(it)
	}
	return t
}

func (t *Tree) walk(yield func(Item) bool) bool {
	if t == nil {
		return true
	}
	return t.Left.walk(yield) && yield(t.Item) && t.Right.walk(yield)
}

func (t *Tree) All() iter.Seq[Item] {
	return func(yield func(Item) bool) { t.walk(yield) }
}

func LowStock(items []Item, limit int) iter.Seq2[int, Item] {
	return func(yield func(int, Item) bool) {
		for i, it := range items {
			if it.Qty < limit && !yield(i, it) {
				return
			}
		}
	}
}

func Names[T any](seq iter.Seq[T], name func(T) string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for v := range seq {
			if !yield(name(v)) {
				return
			}
		}
	}
}

func main() {
	stock := []Item{{"pear", 4}, {"apple", 12}, {"fig", 0}, {"kiwi", 7}, {"date", 2}, {"lime", 30}}
	var root *Tree
	for _, it := range stock {
		root = root.Insert(it)
	}
	for it := range root.All() {
		fmt.Printf("%-6s %3d\n", it.Name, it.Qty)
	}
	for i, it := range LowStock(stock, 5) {
		fmt.Println("low:", i, it.Name)
		if it.Qty == 0 {
			fmt.Println("  out of stock, stop")
			break
		}
	}
	names := slices.Collect(Names(root.All(), func(it Item) string { return strings.ToUpper(it.Name) }))
	fmt.Println(names)
	byQty := map[string]int{}
	for _, it := range stock {
		byQty[it.Name] = it.Qty
	}
	fmt.Println(slices.Sorted(maps.Keys(byQty)))
	for i, n := range slices.Backward(names) {
		if i < 3 {
			break
		}
		fmt.Print(i, ":", n, " ")
	}
	fmt.Println()
	for c := range slices.Chunk(stock, 4) {
		fmt.Println(len(c), c[0].Name)
	}
	total := 0
	for i := range 5 {
		total += i
	}
	fmt.Println("total", total)
}
