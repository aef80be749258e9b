// features: strconv, maps, struct_equality, sort_pkg, fmt_printf, math_pkg
package main

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

type Sale struct {
	Region  string
	Rep     string
	Quarter int
	Amount  float64
}

const csv = `region,rep,quarter,amount
north,kim,1,1200.50
south,lee,1,980
north,kim,2,1500.25
east,ola,1,310.10
south,lee,2,1100
north,raj,2,760.40
east,ola,2,
west,max,3,2200
south,ann,3,845.5
north,raj,3,990.99`

func main() {
	lines := strings.Split(csv, "\n")
	header := strings.Split(lines[0], ",")
	fmt.Println("columns:", strings.Join(header, " | "))
	var sales []Sale
	for n, ln := range lines[1:] {
		f := strings.Split(ln, ",")
		q, err := strconv.Atoi(f[2])
		if err != nil {
			fmt.Printf("line %d: %v\n", n+2, err)
			continue
		}
		amt, err := strconv.ParseFloat(f[3], 64)
		if err != nil {
			fmt.Printf("line %d: %v\n", n+2, err)
			continue
		}
		sales = append(sales, Sale{f[0], f[1], q, amt})
	}
	type key struct {
		region  string
		quarter int
	}
	pivot := map[key]float64{}
	regions := map[string]bool{}
	reps := map[string]float64{}
	for _, s := range sales {
		pivot[key{s.Region, s.Quarter}] += s.Amount
		regions[s.Region] = true
		reps[s.Rep] += s.Amount
	}
	var rs []string
	for r := range regions {
		rs = append(rs, r)
	}
	sort.Strings(rs)
	fmt.Printf("%-8s", "region")
	for q := 1; q <= 3; q++ {
		fmt.Printf("%10s", "Q"+strconv.Itoa(q))
	}
	fmt.Printf("%11s\n", "total")
	var grand float64
	for _, r := range rs {
		fmt.Printf("%-8s", r)
		var tot float64
		for q := 1; q <= 3; q++ {
			v := pivot[key{r, q}]
			tot += v
			if v == 0 {
				fmt.Printf("%10s", "-")
			} else {
				fmt.Printf("%10.2f", v)
			}
		}
		grand += tot
		fmt.Printf("%11.2f\n", tot)
	}
	fmt.Printf("%-8s%41.2f\n", "all", grand)
	type repTotal struct {
		name  string
		total float64
	}
	var top []repTotal
	for n, t := range reps {
		top = append(top, repTotal{n, t})
	}
	sort.Slice(top, func(i, j int) bool { return top[i].total > top[j].total })
	for i, r := range top {
		share := r.total / grand * 100
		fmt.Printf("%d. %-4s %8.2f %5.1f%% %s\n", i+1, r.name, r.total, share, strings.Repeat("*", int(math.Round(share/5))))
	}
	fmt.Println(strconv.FormatFloat(grand, 'e', 3, 64), strconv.FormatFloat(grand/float64(len(sales)), 'f', -1, 64))
}
