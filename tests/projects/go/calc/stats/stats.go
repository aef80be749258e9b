package stats

import (
	"fmt"

	"example.com/calc/geom"
)

func init() {
	fmt.Println("init stats")
}

// Longest is the largest norm among pts.
func Longest(pts []geom.Point) int {
	best := 0
	for _, p := range pts {
		if n := geom.Norm(p); n > best {
			best = n
		}
	}
	return best
}

// Mean is the integer mean of xs.
func Mean(xs []int) int {
	return sum(xs) / len(xs)
}
