// features: slice_aliasing, append, slice_expressions, structs, slices, for_range, fmt_printf, sort_pkg
package main

import (
	"fmt"
	"sort"
	"strings"
)

type Item struct {
	SKU   string
	Qty   int
	Price float64
}

// keepInStock filters in place: the result shares the input's array.
func keepInStock(items []Item) []Item {
	out := items[:0]
	for _, it := range items {
		if it.Qty > 0 {
			out = append(out, it)
		}
	}
	return out
}

func insertAt(items []Item, i int, it Item) []Item {
	items = append(items, Item{})
	copy(items[i+1:], items[i:])
	items[i] = it
	return items
}

func removeAt(items []Item, i int) []Item {
	return append(items[:i], items[i+1:]...)
}

func report(title string, items []Item) {
	fmt.Printf("== %s (%d items, cap %d)\n", title, len(items), cap(items))
	for _, it := range items {
		fmt.Printf("  %-6s %3d  %7.2f\n", it.SKU, it.Qty, it.Price)
	}
}

func main() {
	stock := []Item{
		{"A100", 4, 2.50}, {"B200", 0, 9.99}, {"C300", 12, 0.75},
		{"D400", 0, 14.00}, {"E500", 7, 3.20}, {"F600", 1, 120.00},
	}
	all := stock
	live := keepInStock(stock)
	report("in stock", live)
	skus := make([]string, 0, len(all))
	for _, it := range all {
		skus = append(skus, it.SKU)
	}
	fmt.Println("underlying array now:", strings.Join(skus, " "))

	live = insertAt(live, 1, Item{"AA150", 3, 5.00})
	report("after insert", live)
	live = removeAt(live, 3)
	report("after remove", live)

	// discount the two most expensive items, sorted in place at the tail
	sort.Slice(live, func(i, j int) bool { return live[i].Price < live[j].Price })
	top := live[len(live)-2:]
	for i := range top {
		top[i].Price *= 0.9
	}
	report("discounted", live)
	fmt.Println("first of original array:", all[0].SKU, all[0].Price)
}
