// features: stringer, named_type_methods, maps, sort_interface, const_iota, named_results
package main

import (
	"fmt"
	"sort"
	"strings"
)

type Category int

const (
	Electronics Category = iota + 1
	Grocery
	Clothing
)

func (c Category) String() string {
	return [...]string{"Unknown", "Electronics", "Grocery", "Clothing"}[c]
}

type Item struct {
	Name     string
	Price    float64
	Qty      int
	Category Category
	Tags     []string
}

type Inventory struct {
	items map[string]*Item
	log   []string
}

func (inv *Inventory) Add(it Item) {
	if inv.items == nil {
		inv.items = map[string]*Item{}
	}
	if existing, ok := inv.items[it.Name]; ok {
		existing.Qty += it.Qty
		inv.log = append(inv.log, "restock "+it.Name)
		return
	}
	copy := it
	inv.items[it.Name] = &copy
	inv.log = append(inv.log, "add "+it.Name)
}

func (inv *Inventory) TotalValue() (total float64) {
	for _, it := range inv.items {
		total += it.Price * float64(it.Qty)
	}
	return
}

func (inv *Inventory) ByCategory() map[Category][]string {
	out := make(map[Category][]string)
	for name, it := range inv.items {
		out[it.Category] = append(out[it.Category], name)
	}
	for _, names := range out {
		sort.Strings(names)
	}
	return out
}

func main() {
	var inv Inventory
	inv.Add(Item{"laptop", 999.99, 2, Electronics, []string{"tech"}})
	inv.Add(Item{"apple", 0.5, 100, Grocery, nil})
	inv.Add(Item{Name: "shirt", Price: 19.95, Qty: 10, Category: Clothing})
	inv.Add(Item{"apple", 0.5, 50, Grocery, nil})
	inv.Add(Item{"phone", 599, 3, Electronics, []string{"tech", "mobile"}})
	fmt.Printf("total: %.2f\n", inv.TotalValue())
	cats := inv.ByCategory()
	for _, c := range []Category{Electronics, Grocery, Clothing} {
		fmt.Printf("%-12v %v\n", c, cats[c])
	}
	fmt.Println(strings.Join(inv.log, "; "))
	fmt.Println(inv.items["apple"].Qty, len(inv.items["phone"].Tags))
	fmt.Printf("%v|%d|%s\n", Grocery, Grocery, Clothing)
	names := make([]string, 0, len(inv.items))
	for n := range inv.items {
		names = append(names, n)
	}
	sort.Sort(sort.Reverse(sort.StringSlice(names)))
	fmt.Println(names, len(names), cap(names))
}
