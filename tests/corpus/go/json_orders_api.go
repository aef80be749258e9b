// features: json_marshal, json_unmarshal, struct_tags, pointers, maps, sort_pkg
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
)

type LineItem struct {
	SKU   string  `json:"sku"`
	Qty   int     `json:"qty"`
	Price float64 `json:"unit_price"`
}

type Order struct {
	ID       int               `json:"id"`
	Customer string            `json:"customer"`
	Items    []LineItem        `json:"items"`
	Notes    *string           `json:"notes,omitempty"`
	Meta     map[string]string `json:"meta,omitempty"`
	Paid     bool              `json:"paid"`
}

type Summary struct {
	Customer string  `json:"customer"`
	Orders   int     `json:"orders"`
	Total    float64 `json:"total"`
	Unpaid   []int   `json:"unpaid"`
}

const payload = `[
  {"id": 1, "customer": "acme", "items": [{"sku": "A", "qty": 2, "unit_price": 9.5}], "paid": true},
  {"id": 2, "customer": "globex", "items": [{"sku": "B", "qty": 1, "unit_price": 100}, {"sku": "C", "qty": 3, "unit_price": 0.99}], "notes": "rush", "paid": false},
  {"id": 3, "customer": "acme", "items": [], "meta": {"channel": "web", "coupon": "X1"}, "paid": false}
]`

func main() {
	var orders []Order
	if err := json.Unmarshal([]byte(payload), &orders); err != nil {
		fmt.Println("decode:", err)
		return
	}
	sums := map[string]*Summary{}
	for _, o := range orders {
		s, ok := sums[o.Customer]
		if !ok {
			s = &Summary{Customer: o.Customer}
			sums[o.Customer] = s
		}
		s.Orders++
		for _, it := range o.Items {
			s.Total += float64(it.Qty) * it.Price
		}
		if !o.Paid {
			s.Unpaid = append(s.Unpaid, o.ID)
		}
		if o.Notes != nil {
			fmt.Printf("order %d note: %s\n", o.ID, *o.Notes)
		}
	}
	names := make([]string, 0, len(sums))
	for n := range sums {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []Summary
	for _, n := range names {
		out = append(out, *sums[n])
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		fmt.Println(err)
	}
	b, _ := json.Marshal(orders[2])
	fmt.Println(string(b))
	var bad Order
	err := json.Unmarshal([]byte(`{"id": 4, "items": {"sku": "Z"}}`), &bad)
	fmt.Println(err, bad.ID)
}
