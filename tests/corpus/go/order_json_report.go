// features: structs, pointers, nil, strings_builder, fmt_printf, sort_pkg, slices, maps
package main

import (
	"fmt"
	"sort"
	"strings"
)

type LineItem struct {
	SKU   string
	Qty   int
	Price float64
}

type Order struct {
	ID       int
	Customer string
	Items    []LineItem
	Tags     []string
	Shipped  bool
	Discount *float64
}

func (o Order) Subtotal() float64 {
	var s float64
	for _, it := range o.Items {
		s += float64(it.Qty) * it.Price
	}
	return s
}

func (o Order) Total() float64 {
	t := o.Subtotal()
	if o.Discount != nil {
		t *= 1 - *o.Discount
	}
	return t
}

func quote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `\"`) + `"` }

func toJSON(o Order, indent string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "{\n%s\"id\": %d,\n", indent, o.ID)
	fmt.Fprintf(&b, "%s\"customer\": %s,\n", indent, quote(o.Customer))
	b.WriteString(indent + "\"items\": [")
	for i, it := range o.Items {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "{\"sku\": %q, \"qty\": %d, \"price\": %.2f}", it.SKU, it.Qty, it.Price)
	}
	b.WriteString("],\n")
	qs := make([]string, len(o.Tags))
	for i, t := range o.Tags {
		qs[i] = quote(t)
	}
	fmt.Fprintf(&b, "%s\"tags\": [%s],\n", indent, strings.Join(qs, ", "))
	fmt.Fprintf(&b, "%s\"shipped\": %t,\n", indent, o.Shipped)
	fmt.Fprintf(&b, "%s\"total\": %.2f\n}", indent, o.Total())
	return b.String()
}

func main() {
	ten := 0.10
	orders := []Order{
		{ID: 3, Customer: `Ann "the" Buyer`, Items: []LineItem{{"PEN", 10, 1.25}, {"PAD", 2, 3.5}}, Tags: []string{"office"}, Discount: &ten},
		{ID: 1, Customer: "Bo", Items: []LineItem{{"INK", 1, 19.99}}, Shipped: true},
		{ID: 2, Customer: "Cy", Tags: []string{"empty", "review"}},
	}
	sort.Slice(orders, func(i, j int) bool { return orders[i].ID < orders[j].ID })
	for _, o := range orders {
		fmt.Println(toJSON(o, "  "))
	}
	byCustomer := map[string]float64{}
	for _, o := range orders {
		byCustomer[o.Customer] += o.Total()
	}
	fmt.Printf("%v\n", byCustomer)
	fmt.Printf("%+v\n", orders[0].Items[0])
	fmt.Printf("%v %v\n", orders[0].Discount == nil, *orders[2].Discount)
}
