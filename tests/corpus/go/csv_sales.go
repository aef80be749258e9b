// features: structs, strconv, strings_pkg, maps, sort_pkg, fmt_errorf, fmt_printf, multiple_returns, methods_value_receiver
package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

const data = `region,product,units,unit_price
north,widget,12,2.50
south,gadget,3,19.99
north,gadget,7,19.99
east,widget,40,2.45
south,widget,9,2.50
east,gizmo,1,149.00
north,gizmo,2,145.50
west,widget,0,2.50
west,gadget,11,18.75`

type Sale struct {
	Region, Product string
	Units           int
	Price           float64
}

func (s Sale) Total() float64 { return float64(s.Units) * s.Price }

func parse(text string) ([]Sale, error) {
	var out []Sale
	lines := strings.Split(strings.TrimSpace(text), "\n")
	for i, line := range lines[1:] {
		f := strings.Split(line, ",")
		if len(f) != 4 {
			return nil, fmt.Errorf("line %d: want 4 fields, got %d", i+2, len(f))
		}
		u, err := strconv.Atoi(f[2])
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+2, err)
		}
		p, err := strconv.ParseFloat(f[3], 64)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+2, err)
		}
		out = append(out, Sale{f[0], f[1], u, p})
	}
	return out, nil
}

func main() {
	sales, err := parse(data)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	byRegion := map[string]float64{}
	units := make(map[string]int)
	for _, s := range sales {
		byRegion[s.Region] += s.Total()
		units[s.Product] += s.Units
	}
	regions := make([]string, 0, len(byRegion))
	for r := range byRegion {
		regions = append(regions, r)
	}
	sort.Slice(regions, func(i, j int) bool { return byRegion[regions[i]] > byRegion[regions[j]] })
	fmt.Printf("%-8s %10s\n", "REGION", "REVENUE")
	var grand float64
	for _, r := range regions {
		fmt.Printf("%-8s %10.2f\n", strings.ToUpper(r), byRegion[r])
		grand += byRegion[r]
	}
	fmt.Printf("%-8s %10.2f\n", "TOTAL", grand)
	prods := []string{}
	for p := range units {
		prods = append(prods, p)
	}
	sort.Strings(prods)
	for _, p := range prods {
		bar := strings.Repeat("#", units[p]/4)
		fmt.Printf("%7s | %-12s %d\n", p, bar, units[p])
	}
	_, err = parse("h\nnorth,widget,x,1.0")
	fmt.Println("bad input:", err)
	_, err = parse("h\nnorth,widget")
	fmt.Println("bad input:", err)
}
