// features: strconv, typed_integers, for_condition, function_declaration
package main

import (
	"fmt"
	"strconv"
)

func pow(b, e int) int {
	r := 1
	for e > 0 {
		r *= b
		e--
	}
	return r
}

func isArmstrong(n int) bool {
	digits := len(strconv.Itoa(n))
	sum, m := 0, n
	for m > 0 {
		sum += pow(m%10, digits)
		m /= 10
	}
	return sum == n
}

func main() {
	for _, n := range []int{0, 5, 10, 153, 100, 9474, 9475, 9926315, 9926314} {
		fmt.Println(n, isArmstrong(n))
	}
}
