// features: pointer_to_scalar, for_range, short_var_declaration, structs
// &x of a variable declared in a loop body points at that iteration's x:
// optional fields and slices of pointers filled in a loop keep each value,
// while writes through the pointer still reach x in the same iteration.
package main

import (
	"fmt"
	"strconv"
)

type Item struct {
	Name  string
	Price *float64
	Qty   *int
}

func parse(s string, n *int) { *n, _ = strconv.Atoi(s) }

func main() {
	var items []Item
	for i, name := range []string{"a", "b", "c"} {
		it := Item{Name: name}
		if i != 1 {
			p := float64(i) * 1.5
			it.Price = &p
		}
		q := i + 1
		it.Qty = &q
		items = append(items, it)
	}
	for _, it := range items {
		if it.Price != nil {
			fmt.Print(it.Name, " ", *it.Price, " ", *it.Qty, "; ")
		} else {
			fmt.Print(it.Name, " - ", *it.Qty, "; ")
		}
	}
	fmt.Println()
	for _, s := range []string{"3", "4"} {
		n := 0
		parse(s, &n)
		fmt.Print(n, " ")
	}
	for i := 0; i < 2; i++ {
		v := i
		p := &v
		*p += 10
		fmt.Print(v, " ")
	}
	var names []*string
	for _, s := range []string{"x", "y"} {
		names = append(names, &s)
	}
	fmt.Println(*names[0], *names[1])
	m := map[string]*int{}
	for i, k := range []string{"k1", "k2"} {
		c := i * 100
		m[k] = &c
	}
	*m["k1"] += 1
	fmt.Println(*m["k1"], *m["k2"])
}
