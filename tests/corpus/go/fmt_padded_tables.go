// features: fmt_printf, fmt_verbs, structs, slices, maps, pointers, stringer, arrays
package main

import "fmt"

type Cell struct {
	Row, Col int
	Tag      string
}

type Money int

func (m Money) String() string { return fmt.Sprintf("$%d.%02d", m/100, m%100) }

type Line struct {
	Item  string
	Price Money
	Qty   int
}

func main() {
	cells := []Cell{{1, 2, "a"}, {10, 20, "bb"}}
	for _, c := range cells {
		fmt.Printf("|%4v|%-4v|%+3v|\n", c, c.Tag, c)
	}
	fmt.Printf("[%3v] [%-3v] [%03v]\n", []int{1, 22, 333}, []int{4, 5}, []int{6, 7})
	fmt.Printf("[%6s] [%-5s] [%.2s]\n", []string{"ab", "cde"}, []string{"x"}, []string{"hello", "world"})
	fmt.Printf("[%4v]\n", map[string]int{"b": 2, "a": 1})
	fmt.Printf("[%5v] [%-5v]\n", &Cell{3, 4, "p"}, [2]bool{true, false})
	lines := []Line{{"tea", 350, 2}, {"cake", 1275, 1}}
	for _, l := range lines {
		fmt.Printf("%-10v|%8v|%3v\n", l.Item, l.Price, l.Qty)
		fmt.Printf("%12v\n", l)
	}
	fmt.Printf("%+v|%+5v|%05v|%05s|%-05d|%05t\n", 42, -7, 3, "ab", 9, true)
	fmt.Printf("%8.3v|%-8.2v|%.1v\n", 3.14159, []float64{1.234, 5.678}, "xyz")
}
