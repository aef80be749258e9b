// features: structs, maps, methods_pointer_receiver, pointers, errors_new, fmt_printf, sort_pkg, block_scoping
package main

import (
	"errors"
	"fmt"
	"sort"
)

type Item struct {
	SKU   string
	Name  string
	Qty   int
	Price float64
}

type Inventory struct {
	items map[string]*Item
	log   []string
}

func NewInventory() *Inventory {
	return &Inventory{items: make(map[string]*Item)}
}

func (inv *Inventory) Add(sku, name string, qty int, price float64) {
	if it, ok := inv.items[sku]; ok {
		it.Qty += qty
	} else {
		inv.items[sku] = &Item{SKU: sku, Name: name, Qty: qty, Price: price}
	}
	inv.log = append(inv.log, fmt.Sprintf("add %s x%d", sku, qty))
}

func (inv *Inventory) Remove(sku string, qty int) error {
	it, ok := inv.items[sku]
	if !ok {
		return errors.New("unknown sku " + sku)
	}
	if it.Qty < qty {
		return fmt.Errorf("only %d of %s left", it.Qty, it.Name)
	}
	it.Qty -= qty
	if it.Qty == 0 {
		delete(inv.items, sku)
	}
	inv.log = append(inv.log, fmt.Sprintf("remove %s x%d", sku, qty))
	return nil
}

func (inv *Inventory) Total() float64 {
	total := 0.0
	for _, it := range inv.items {
		total += float64(it.Qty) * it.Price
	}
	return total
}

func main() {
	inv := NewInventory()
	inv.Add("A1", "widget", 10, 2.5)
	inv.Add("B2", "gadget", 3, 10)
	inv.Add("A1", "widget", 5, 2.5)
	for _, r := range []struct {
		sku string
		n   int
	}{{"A1", 4}, {"B2", 5}, {"C3", 1}, {"B2", 3}} {
		if err := inv.Remove(r.sku, r.n); err != nil {
			fmt.Println("error:", err)
		}
	}
	skus := []string{}
	for k := range inv.items {
		skus = append(skus, k)
	}
	sort.Strings(skus)
	for _, k := range skus {
		it := inv.items[k]
		fmt.Printf("%s %-8s %3d @ %6.2f\n", it.SKU, it.Name, it.Qty, it.Price)
	}
	fmt.Printf("total %.2f, %d log entries\n", inv.Total(), len(inv.log))
	fmt.Println(inv.log)
}
