// features: function_declaration, for_clause, typed_integers
package main

import "fmt"

func squareOfSum(n int) int {
	sum := 0
	for i := 1; i <= n; i++ {
		sum += i
	}
	return sum * sum
}

func sumOfSquares(n int) int {
	sum := 0
	for i := 1; i <= n; i++ {
		sum += i * i
	}
	return sum
}

func difference(n int) int { return squareOfSum(n) - sumOfSquares(n) }

func main() {
	for _, n := range []int{1, 5, 100} {
		fmt.Println(squareOfSum(n), sumOfSquares(n), difference(n))
	}
}
