// features: labeled_statements, break_continue, for_clause, for_forever
package main

import "fmt"

func main() {
outer:
	for i := 0; i < 5; i++ {
		for j := 0; j < 5; j++ {
			if j == 3 {
				continue outer
			}
			if i == 3 {
				break outer
			}
			fmt.Print(i, j, " ")
		}
	}
	fmt.Println()
	n := 0
	for {
		n++
		if n%2 == 0 {
			continue
		}
		if n > 9 {
			break
		}
		fmt.Print(n, " ")
	}
	fmt.Println()
	grid := [][]int{{1, 2, 3}, {4, -5, 6}, {7, 8, 9}}
search:
	for r, row := range grid {
		for c, v := range row {
			if v < 0 {
				fmt.Println("negative at", r, c)
				break search
			}
		}
	}
	for i := 0; i < 3; i++ {
		switch i {
		case 1:
			continue
		}
		fmt.Println("i =", i)
	}
}
