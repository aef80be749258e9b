// features: slices_maps_cmp, structs, pointers, maps, fmt_printf, os_pkg
package main

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"text/tabwriter"
)

type Item struct {
	SKU      string
	Name     string
	Qty      int
	Price    float64
	Tags     []string
	Supplier *Supplier
}

type Supplier struct {
	Name    string
	Country string
}

func main() {
	acme := &Supplier{"Acme", "US"}
	globex := &Supplier{"Globex", "DE"}
	items := []Item{
		{"W-1", "Widget", 120, 2.5, []string{"small", "metal"}, acme},
		{"G-7", "Gadget", 8, 19.99, []string{"electronic"}, globex},
		{"S-3", "Sprocket", 0, 0.75, nil, acme},
		{"D-2", "Doohickey", 42, 7.125, []string{"plastic", "small"}, nil},
	}
	slices.SortFunc(items, func(a, b Item) int { return strings.Compare(a.Name, b.Name) })
	w := tabwriter.NewWriter(os.Stdout, 0, 8, 2, ' ', 0)
	fmt.Fprintln(w, "SKU\tName\tQty\tPrice\tValue")
	total := 0.0
	for _, it := range items {
		v := float64(it.Qty) * it.Price
		total += v
		fmt.Fprintf(w, "%s\t%s\t%d\t%.2f\t%.2f\n", it.SKU, it.Name, it.Qty, it.Price, v)
	}
	w.Flush()
	fmt.Printf("Total value: %.2f\n", total)

	byTag := map[string][]string{}
	for _, it := range items {
		for _, t := range it.Tags {
			byTag[t] = append(byTag[t], it.SKU)
		}
	}
	keys := slices.Sorted(maps.Keys(byTag))
	for _, k := range keys {
		fmt.Printf("%s: %v\n", k, byTag[k])
	}
	fmt.Println(byTag)
	bySupplier := map[string]int{}
	for _, it := range items {
		name := "(none)"
		if it.Supplier != nil {
			name = it.Supplier.Name
		}
		bySupplier[name] += it.Qty
	}
	fmt.Println(bySupplier)
	fmt.Printf("%v\n", items[0])
	fmt.Printf("%+v\n", *items[1].Supplier)
	out := slices.DeleteFunc(slices.Clone(items), func(it Item) bool { return it.Qty == 0 })
	fmt.Println(len(out), len(items))
	idx := slices.IndexFunc(items, func(it Item) bool { return it.SKU == "G-7" })
	fmt.Println(idx, slices.Contains(keys, "metal"), slices.Index(keys, "small"))
	qtys := []int{}
	for _, it := range items {
		qtys = append(qtys, it.Qty)
	}
	fmt.Println(slices.Max(qtys), slices.Min(qtys), qtys)
	slices.Sort(qtys)
	i, found := slices.BinarySearch(qtys, 42)
	fmt.Println(qtys, i, found)
}
