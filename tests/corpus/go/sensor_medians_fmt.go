// features: slices_maps_cmp, float_formatting, fmt_verbs, structs, named_type_methods, typed_integers
package main

import (
	"fmt"
	"slices"
	"sort"
)

// Medians of sensor windows (cloned, sorted copies: arithmetic on the
// clones' elements keeps float division), and packed register dumps
// printed with numeric verbs over whole structs.

type Reg uint8

func (r Reg) String() string { return fmt.Sprintf("R%d", uint8(r)) }

type Instr struct {
	Dst, Src Reg
	Imm      int16
}

type Window struct {
	Label string
	Vals  []float64
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	sort.Float64s(s)
	mid := len(s) / 2
	if len(s)%2 == 0 {
		return (s[mid-1] + s[mid]) / 2
	}
	return s[mid]
}

func spread(xs []float64) (lo, hi float64) {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[0] * 1, s[len(s)-1] - 0
}

func main() {
	windows := []Window{{"north", []float64{20, 23, 21, 22}}, {"south", []float64{18, 19, 25}}, {"east", []float64{7, 8}}}
	for _, w := range windows {
		lo, hi := spread(w.Vals)
		vals := slices.Clone(w.Vals)
		fmt.Printf("%-6.3v median=%.2f range=%g..%g scaled=%v rem=%v\n", w.Label, median(w.Vals), lo, hi, vals[0]/3, len(vals)%3)
	}
	prog := []Instr{{1, 2, 40}, {3, 1, -7}, {255, 16, 300}}
	for _, in := range prog {
		fmt.Printf("%v | %d | %x | %5d | %+d\n", in, in, in, in, in)
	}
	fmt.Printf("%d %x\n", prog[:2], Instr{10, 11, 12})
	fmt.Printf("[%.2v] [%8.4v] [%-8.1v]\n", "héllo", "abcdefgh", "xyz")
	var offline map[string]float64
	var lastErr error
	fmt.Println(offline, len(offline), offline["x"])
	fmt.Printf("%v %s|%v\n", offline, lastErr, lastErr)
	fmt.Printf("%T %T\n", offline, map[string][]int{})
}
