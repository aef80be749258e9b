// features: slices, for_condition, function_declaration, multiple_returns
package main

import "fmt"

func search(xs []int, key int) (int, bool) {
	lo, hi := 0, len(xs)-1
	for lo <= hi {
		mid := (lo + hi) / 2
		switch {
		case xs[mid] == key:
			return mid, true
		case xs[mid] < key:
			lo = mid + 1
		default:
			hi = mid - 1
		}
	}
	return -1, false
}

func main() {
	xs := []int{1, 3, 4, 6, 8, 9, 11}
	for _, k := range []int{6, 1, 11, 7, 0, 13} {
		i, ok := search(xs, k)
		fmt.Println(k, i, ok)
	}
	i, ok := search([]int{}, 1)
	fmt.Println(i, ok)
}
