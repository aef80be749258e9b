// features: slices, append, for_condition, fmt_println
package main

import "fmt"

func factors(n int64) []int64 {
	result := []int64{}
	var d int64 = 2
	for n > 1 {
		for n%d == 0 {
			result = append(result, d)
			n /= d
		}
		d++
	}
	return result
}

func main() {
	inputs := []int64{1, 2, 3, 4, 6, 8, 9, 27, 625, 901255, 93819012551}
	for _, n := range inputs {
		fmt.Println(n, factors(n))
	}
}
