// features: slices_2d, make_slice, for_clause, function_declaration, fmt_printf
package main

import "fmt"

type Matrix [][]float64

func identity(n int) Matrix {
	m := make(Matrix, n)
	for i := range m {
		m[i] = make([]float64, n)
		m[i][i] = 1
	}
	return m
}

func multiply(a, b Matrix) Matrix {
	n, p, q := len(a), len(b), len(b[0])
	out := make(Matrix, n)
	for i := 0; i < n; i++ {
		out[i] = make([]float64, q)
		for j := 0; j < q; j++ {
			var s float64
			for k := 0; k < p; k++ {
				s += a[i][k] * b[k][j]
			}
			out[i][j] = s
		}
	}
	return out
}

func transpose(a Matrix) Matrix {
	out := make(Matrix, len(a[0]))
	for j := range out {
		out[j] = make([]float64, len(a))
		for i := range a {
			out[j][i] = a[i][j]
		}
	}
	return out
}

func main() {
	a := Matrix{{1, 2, 3}, {4, 5, 6}}
	b := Matrix{{7, 8}, {9, 10}, {11, 12}}
	fmt.Println(multiply(a, b))
	fmt.Println(transpose(a))
	fmt.Println(multiply(identity(2), multiply(a, b)))
	for _, row := range multiply(b, a) {
		for _, v := range row {
			fmt.Printf("%6.1f", v)
		}
		fmt.Println()
	}
}
