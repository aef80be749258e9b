// features: json_marshal, struct_tags, structs, embedded_structs, maps, pointers, fmt_println
package main

import (
	"encoding/json"
	"fmt"
	"os"
)

type Audit struct {
	CreatedBy string `json:"created_by"`
	Revision  int    `json:"rev,omitempty"`
}

type Line struct {
	SKU      string  `json:"sku"`
	Qty      int     `json:"qty"`
	Price    float64 `json:"price"`
	Discount float64 `json:"discount,omitempty"`
}

type Customer struct {
	Name    string            `json:"name"`
	Email   string            `json:"email,omitempty"`
	Labels  map[string]string `json:"labels,omitempty"`
	Comment *string           `json:"comment"`
}

type Order struct {
	Audit
	ID       int       `json:"id"`
	Customer *Customer `json:"customer,omitempty"`
	Lines    []Line    `json:"lines"`
	Notes    []string  `json:"notes"`
	Paid     bool      `json:"paid"`
	internal string
	Secret   string `json:"-"`
	Ratio    float64
}

func main() {
	orders := []Order{
		{
			Audit:    Audit{CreatedBy: "ann", Revision: 3},
			ID:       1001,
			Customer: &Customer{Name: "Zoë <Zürich> & Co", Labels: map[string]string{"tier": "gold", "region": "eu"}},
			Lines:    []Line{{"A-1", 2, 9.99, 0}, {"B-7", 1, 1500, 0.15}},
			Notes:    []string{"fragile", "gift\twrap"},
			Paid:     true,
			internal: "hidden",
			Secret:   "s3cr3t",
			Ratio:    0.0000001,
		},
		{ID: 1002, Audit: Audit{CreatedBy: "bob"}, Lines: []Line{}, Ratio: 1e21},
	}
	b, err := json.Marshal(orders)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	os.Stdout.Write(b)
	fmt.Println()

	out, _ := json.MarshalIndent(orders[1], "> ", "\t")
	fmt.Println(string(out))

	summary := map[string]any{
		"count":   len(orders),
		"ids":     []int{orders[0].ID, orders[1].ID},
		"total":   2*9.99 + 1500*0.85,
		"empty":   map[string]int{},
		"nothing": nil,
		"flags":   []bool{true, false},
	}
	s, _ := json.MarshalIndent(summary, "", "  ")
	fmt.Println(string(s))
	one, _ := json.Marshal("line\nbreak \"quoted\" \u2028")
	fmt.Println(string(one))
	n, _ := json.Marshal(3.0)
	fmt.Println(string(n))
}
