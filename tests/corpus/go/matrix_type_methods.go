// features: named_type_methods, slices_2d, arrays, stringer, errors_new, fmt_printf, multiple_returns
package main

import (
	"errors"
	"fmt"
	"strings"
)

type Matrix [][]float64

func New(r, c int) Matrix {
	m := make(Matrix, r)
	for i := range m {
		m[i] = make([]float64, c)
	}
	return m
}

func Identity(n int) Matrix {
	m := New(n, n)
	for i := 0; i < n; i++ {
		m[i][i] = 1
	}
	return m
}

func (m Matrix) Mul(o Matrix) (Matrix, error) {
	if len(m[0]) != len(o) {
		return nil, errors.New("dimension mismatch")
	}
	res := New(len(m), len(o[0]))
	for i := range m {
		for j := range o[0] {
			for k := range o {
				res[i][j] += m[i][k] * o[k][j]
			}
		}
	}
	return res, nil
}

func (m Matrix) Transpose() Matrix {
	t := New(len(m[0]), len(m))
	for i, row := range m {
		for j, v := range row {
			t[j][i] = v
		}
	}
	return t
}

func (m Matrix) Det() float64 {
	n := len(m)
	a := New(n, n)
	for i := range m {
		copy(a[i], m[i])
	}
	det := 1.0
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if abs(a[r][c]) > abs(a[p][c]) {
				p = r
			}
		}
		if a[p][c] == 0 {
			return 0
		}
		if p != c {
			a[p], a[c] = a[c], a[p]
			det = -det
		}
		det *= a[c][c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= f * a[c][k]
			}
		}
	}
	return det
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func (m Matrix) String() string {
	var sb strings.Builder
	for _, row := range m {
		for j, v := range row {
			if j > 0 {
				sb.WriteString(" ")
			}
			fmt.Fprintf(&sb, "%6.2f", v)
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

func main() {
	a := Matrix{{1, 2, 3}, {4, 5, 6}}
	b := Matrix{{7, 8}, {9, 10}, {11, 12}}
	c, err := a.Mul(b)
	fmt.Print(c, err, "\n")
	_, err = a.Mul(a)
	fmt.Println("error:", err)
	fmt.Print(a.Transpose())
	fmt.Println(Identity(3))
	sq := Matrix{{2, -1, 0}, {-1, 2, -1}, {0, -1, 2}}
	fmt.Printf("det=%.4f\n", sq.Det())
	fmt.Println(sq.Det(), Matrix{{1, 2}, {2, 4}}.Det())
	var grid [3][4]int
	for i := range grid {
		for j := range grid[i] {
			grid[i][j] = i * j
		}
	}
	g2 := grid
	g2[2][3] = -1
	fmt.Println(grid, g2[2], len(grid), len(grid[0]))
	fmt.Println([][]float64(a))
	fmt.Printf("%v|%.1f\n", []float64{1, 2.5, 1e6, 1e-5}, []float64{1, 2.5})
}
