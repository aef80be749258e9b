// features: slices_maps_cmp, methods_value_receiver, generics_partial
package main

import (
	"fmt"
	"math"
)

// The built-ins min and max keep their operands' type: a named type with a
// String method prints through it, and untyped constants take that type.
type Kelvin float64

func (k Kelvin) String() string { return fmt.Sprintf("%.1fK", float64(k)) }

type Level int

func (l Level) String() string { return [...]string{"low", "mid", "high"}[l] }

func Clamp[T int | float64 | Kelvin](x, lo, hi T) T { return max(lo, min(x, hi)) }

func main() {
	a, b := Kelvin(3), Kelvin(2)
	fmt.Println(min(a, b), max(a, b, 7), min(a, 1.5))
	fmt.Printf("%v %s %T\n", max(Level(0), Level(2)), min(Level(1), 2), max(Level(1), 0))
	fmt.Println(Clamp(Kelvin(500), 0, 373.2), Clamp(-4, 0, 10), Clamp(2.5, 0, 1))
	fmt.Println(min("pear", "apple", "fig"), max(3, 7.5, 1), min(2, math.NaN()), max(-0.0, 0.0))
	var lo Kelvin = 10
	for _, k := range []Kelvin{12, 4, 9} {
		lo = min(lo, k)
	}
	fmt.Println(lo, []Kelvin{min(a, b), max(a, b)})
}
