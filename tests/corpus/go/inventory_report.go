// features: structs, fmt_scan, sort_pkg, closures, maps, strings_pkg
package main

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"text/tabwriter"
)

type Item struct {
	SKU      string
	Name     string
	Category string
	Qty      int
	Price    float64
	Reorder  int
}

func (i Item) Value() float64 { return float64(i.Qty) * i.Price }

const data = `SKU-001,Widget,hardware,120,2.50,50
SKU-002,Gadget,hardware,8,12.99,10
SKU-003,Gizmo,electronics,0,99.00,5
SKU-004,Doohickey,misc,43,0.75,100
SKU-005,Sprocket,hardware,300,0.10,200
SKU-006,Flux Capacitor,electronics,2,1999.99,1`

func parse(line string) (Item, error) {
	f := strings.Split(line, ",")
	if len(f) != 6 {
		return Item{}, fmt.Errorf("want 6 fields, got %d", len(f))
	}
	var it Item
	it.SKU, it.Name, it.Category = f[0], f[1], f[2]
	if _, err := fmt.Sscanf(f[3], "%d", &it.Qty); err != nil {
		return it, err
	}
	if _, err := fmt.Sscanf(f[4], "%f", &it.Price); err != nil {
		return it, err
	}
	if _, err := fmt.Sscanf(f[5], "%d", &it.Reorder); err != nil {
		return it, err
	}
	return it, nil
}

func main() {
	var items []Item
	for _, line := range strings.Split(data, "\n") {
		it, err := parse(line)
		if err != nil {
			fmt.Println("skip:", err)
			continue
		}
		items = append(items, it)
	}
	sort.Slice(items, func(i, j int) bool {
		if items[i].Category != items[j].Category {
			return items[i].Category < items[j].Category
		}
		return items[i].Value() > items[j].Value()
	})
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight|tabwriter.Debug)
	fmt.Fprintln(w, "SKU\tName\tQty\tValue\t")
	byCat := map[string]float64{}
	var low []string
	for _, it := range items {
		fmt.Fprintf(w, "%s\t%s\t%d\t%.2f\t\n", it.SKU, it.Name, it.Qty, it.Value())
		byCat[it.Category] += it.Value()
		if it.Qty < it.Reorder {
			low = append(low, it.Name)
		}
	}
	w.Flush()
	cats := make([]string, 0)
	for c := range byCat {
		cats = append(cats, c)
	}
	sort.Strings(cats)
	for _, c := range cats {
		fmt.Printf("%-12s %10.2f\n", c, byCat[c])
	}
	fmt.Println("reorder:", strings.Join(low, ", "))
}
