// features: fmt_printf, fmt_sprintf, fmt_verbs
// Report lines that reuse operands through explicit indexes (%[n]v) and
// star widths, plus fmt's complaints about bad formats.
package main

import "fmt"

type item struct {
	name  string
	qty   int
	price float64
}

func main() {
	items := []item{{"bolt", 120, 0.05}, {"nut", 75, 0.03}, {"washer", 300, 0.01}, {"bracket", 4, 2.5}}
	width := 0
	for _, it := range items {
		if len(it.name) > width {
			width = len(it.name)
		}
	}
	for i, it := range items {
		// the name twice, the width from an operand, the price in two forms
		fmt.Printf("%2d. %-*s x%4d @ %6.2f = %*.2f (%[3]q)\n", i+1, width, it.name, it.qty, it.price, 9, it.price*float64(it.qty))
	}
	fmt.Printf("%[2]d %[1]d %d\n", 10, 20)
	fmt.Printf("%[5]*.2[6]f|%[2]q\n", 1, 7, 3, 4, 9, 2.5)
	fmt.Printf("%[3]*.[2]*[1]f|\n", 12.0, 2, 6)
	fmt.Printf("%d %d %#[1]x %#x\n", 16, 17)
	fmt.Printf("%[1]s-%[1]s-%[1]s\n", "ab")
	fmt.Println(fmt.Sprintf("%[5]d", 1, 2))
	fmt.Println(fmt.Sprintf("%[0]d|%[x]d|%[2", 1, 2))
	fmt.Println(fmt.Sprintf("%[1]2d|%[1].2d", 7))
	fmt.Println(fmt.Sprintf("%*d|%-*d|%.*f", -5, 1, 4, 2, 3, 3.14159))
	fmt.Println(fmt.Sprintf("%*d|%.*d", "w", 1, 1.5, 2))
	fmt.Println(fmt.Sprintf("%d %d", 1, 2, 3, "four"))
	fmt.Println(fmt.Sprintf("%[2]d", 1, 2, 3))
	fmt.Println(fmt.Sprintf("%d %s", 1))
	fmt.Println(fmt.Sprintf("%!|%z|%", 1, 2))
	fmt.Println(fmt.Sprintf("%5.f|%.f|%8.3s|", 2.5, 3.5, "abcdef"))
}
