// features: recursion, slices, closures, arrays, pointer_to_scalar, block_scoping
package main

import "fmt"

func hanoi(n int, from, to, via string, moves *int) {
	if n == 0 {
		return
	}
	hanoi(n-1, from, via, to, moves)
	*moves++
	if n == 3 {
		fmt.Println("move disk 3 from", from, "to", to)
	}
	hanoi(n-1, via, to, from, moves)
}

func queens(n int) int {
	cols := make([]bool, n)
	d1 := make([]bool, 2*n)
	d2 := make([]bool, 2*n)
	count := 0
	var place func(r int)
	place = func(r int) {
		if r == n {
			count++
			return
		}
		for c := 0; c < n; c++ {
			if cols[c] || d1[r+c] || d2[r-c+n] {
				continue
			}
			cols[c], d1[r+c], d2[r-c+n] = true, true, true
			place(r + 1)
			cols[c], d1[r+c], d2[r-c+n] = false, false, false
		}
	}
	place(0)
	return count
}

func main() {
	moves := 0
	hanoi(5, "A", "C", "B", &moves)
	fmt.Println("moves:", moves)
	for n := 1; n <= 8; n++ {
		fmt.Print(queens(n), " ")
	}
	fmt.Println()
}
