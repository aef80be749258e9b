// features: function_declaration, multiple_returns, errors_new, if_statement, for_condition
package main

import (
	"errors"
	"fmt"
)

func steps(n int) (int, error) {
	if n <= 0 {
		return 0, errors.New("Only positive integers are allowed")
	}
	count := 0
	for n != 1 {
		if n%2 == 0 {
			n /= 2
		} else {
			n = 3*n + 1
		}
		count++
	}
	return count, nil
}

func main() {
	for _, n := range []int{1, 16, 12, 1000000, 0, -15} {
		s, err := steps(n)
		if err != nil {
			fmt.Println(n, "error:", err)
			continue
		}
		fmt.Printf("%d -> %d steps\n", n, s)
	}
}
