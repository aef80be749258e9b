// features: slices_2d, arrays, named_type_methods, make_slice, runes
package main

import "fmt"

type Matrix [][]float64

func NewMatrix(r, c int) Matrix {
	m := make(Matrix, r)
	for i := range m {
		m[i] = make([]float64, c)
	}
	return m
}

func Identity(n int) Matrix {
	m := NewMatrix(n, n)
	for i := 0; i < n; i++ {
		m[i][i] = 1
	}
	return m
}

func (m Matrix) Mul(o Matrix) Matrix {
	res := NewMatrix(len(m), len(o[0]))
	for i := range m {
		for j := range o[0] {
			var s float64
			for k := range o {
				s += m[i][k] * o[k][j]
			}
			res[i][j] = s
		}
	}
	return res
}

func (m Matrix) Transpose() Matrix {
	t := NewMatrix(len(m[0]), len(m))
	for i, row := range m {
		for j, v := range row {
			t[j][i] = v
		}
	}
	return t
}

func spiral(n int) [][]int {
	grid := make([][]int, n)
	for i := range grid {
		grid[i] = make([]int, n)
	}
	top, bottom, left, right := 0, n-1, 0, n-1
	v := 1
	for top <= bottom && left <= right {
		for j := left; j <= right; j++ {
			grid[top][j] = v
			v++
		}
		top++
		for i := top; i <= bottom; i++ {
			grid[i][right] = v
			v++
		}
		right--
		for j := right; j >= left && top <= bottom; j-- {
			grid[bottom][j] = v
			v++
		}
		bottom--
		for i := bottom; i >= top && left <= right; i-- {
			grid[i][left] = v
			v++
		}
		left++
	}
	return grid
}

func main() {
	a := Matrix{{1, 2, 3}, {4, 5, 6}}
	b := Matrix{{7, 8}, {9, 10}, {11, 12}}
	fmt.Println(a.Mul(b))
	fmt.Println(a.Transpose())
	fmt.Println(Identity(3).Mul(Identity(3)))
	for _, row := range spiral(4) {
		for _, v := range row {
			fmt.Printf("%3d", v)
		}
		fmt.Println()
	}
	var grid [3][3]rune
	for i := range grid {
		for j := range grid[i] {
			grid[i][j] = '.'
		}
	}
	grid[1][1] = 'X'
	g2 := grid
	g2[0][0] = 'O'
	for _, row := range grid {
		fmt.Println(string(row[:]))
	}
	fmt.Println(len(g2), string(g2[0][:]))
}
