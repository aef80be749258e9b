// features: slices_2d, named_type_methods, stringer, strings_builder, errors_new
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
			var s float64
			for k := range o {
				s += m[i][k] * o[k][j]
			}
			res[i][j] = s
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
	if n == 1 {
		return m[0][0]
	}
	if n == 2 {
		return m[0][0]*m[1][1] - m[0][1]*m[1][0]
	}
	var d float64
	sign := 1.0
	for c := 0; c < n; c++ {
		sub := New(n-1, n-1)
		for i := 1; i < n; i++ {
			k := 0
			for j := 0; j < n; j++ {
				if j == c {
					continue
				}
				sub[i-1][k] = m[i][j]
				k++
			}
		}
		d += sign * m[0][c] * sub.Det()
		sign = -sign
	}
	return d
}

func (m Matrix) String() string {
	var sb strings.Builder
	for _, row := range m {
		for j, v := range row {
			if j > 0 {
				sb.WriteByte(' ')
			}
			fmt.Fprintf(&sb, "%7.2f", v)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func main() {
	a := Matrix{{1, 2, 3}, {4, 5, 6}}
	b := Matrix{{7, 8}, {9, 10}, {11, 12}}
	p, _ := a.Mul(b)
	fmt.Print(p)
	fmt.Print(a.Transpose())
	if _, err := a.Mul(a); err != nil {
		fmt.Println("error:", err)
	}
	c := Matrix{{2, -3, 1}, {2, 0, -1}, {1, 4, 5}}
	fmt.Println("det:", c.Det())
	i3 := Identity(3)
	ci, _ := c.Mul(i3)
	fmt.Println(ci.Det() == c.Det(), len(ci), cap(ci[0]))
	fmt.Println(Matrix{{1.5}})
	fmt.Printf("%v\n", [][]float64(a))
}
