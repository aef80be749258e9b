// features: os_pkg, bufio_io, fmt_scan
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
)

type item struct {
	name  string
	qty   int
	price float64
}

func main() {
	var n int
	if _, err := fmt.Scan(&n); err != nil {
		fmt.Println("no count:", err)
		return
	}
	items := make([]item, 0, n)
	for i := 0; i < n; i++ {
		var it item
		c, err := fmt.Scanln(&it.name, &it.qty, &it.price)
		if err != nil {
			fmt.Printf("record %d: read %d fields: %v\n", i+1, c, err)
			continue
		}
		items = append(items, it)
	}
	var day, month, year int
	c, err := fmt.Scanf("%d/%d/%d\n", &day, &month, &year)
	fmt.Println("date fields:", c, err, year, month, day)
	sort.Slice(items, func(i, j int) bool { return items[i].qty*int(items[i].price*100) > items[j].qty*int(items[j].price*100) })
	total := 0.0
	for _, it := range items {
		v := float64(it.qty) * it.price
		total += v
		fmt.Printf("%-10s %4d %8.2f %10.2f\n", it.name, it.qty, it.price, v)
	}
	fmt.Printf("total %.2f over %d items\n", total, len(items))
	sc := bufio.NewScanner(os.Stdin)
	tags := map[string]int{}
	lines := 0
	for sc.Scan() {
		lines++
		for _, w := range strings.Fields(sc.Text()) {
			tags[strings.ToLower(strings.Trim(w, ".,!"))]++
		}
	}
	keys := make([]string, 0, len(tags))
	for k := range tags {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Println(lines, "note lines;", len(keys), "words")
	for _, k := range keys {
		if tags[k] > 1 {
			fmt.Printf("  %s x%d\n", k, tags[k])
		}
	}
	var x int
	c, err = fmt.Scan(&x)
	fmt.Println("after end:", c, err)
}
