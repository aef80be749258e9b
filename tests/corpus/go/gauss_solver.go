// features: math_pkg, errors_new, fmt_errorf, slices_2d, stringer, float_formatting, multiple_returns
package main

import (
	"errors"
	"fmt"
	"math"
)

var ErrSingular = errors.New("matrix is singular")

type Matrix [][]float64

func (m Matrix) String() string {
	s := ""
	for _, row := range m {
		for j, v := range row {
			if j > 0 {
				s += " "
			}
			s += fmt.Sprintf("%8.3f", v)
		}
		s += "\n"
	}
	return s
}

func clone(m Matrix) Matrix {
	out := make(Matrix, len(m))
	for i := range m {
		out[i] = append([]float64(nil), m[i]...)
	}
	return out
}

func solve(a Matrix, b []float64) ([]float64, error) {
	n := len(a)
	m := clone(a)
	for i := range m {
		m[i] = append(m[i], b[i])
	}
	for col := 0; col < n; col++ {
		pivot := col
		for r := col + 1; r < n; r++ {
			if math.Abs(m[r][col]) > math.Abs(m[pivot][col]) {
				pivot = r
			}
		}
		if math.Abs(m[pivot][col]) < 1e-12 {
			return nil, fmt.Errorf("column %d: %w", col, ErrSingular)
		}
		m[col], m[pivot] = m[pivot], m[col]
		for r := col + 1; r < n; r++ {
			f := m[r][col] / m[col][col]
			for c := col; c <= n; c++ {
				m[r][c] -= f * m[col][c]
			}
		}
	}
	x := make([]float64, n)
	for i := n - 1; i >= 0; i-- {
		sum := m[i][n]
		for j := i + 1; j < n; j++ {
			sum -= m[i][j] * x[j]
		}
		x[i] = sum / m[i][i]
	}
	return x, nil
}

func det(a Matrix) float64 {
	m := clone(a)
	n := len(m)
	d := 1.0
	for c := 0; c < n; c++ {
		p := c
		for p < n && m[p][c] == 0 {
			p++
		}
		if p == n {
			return 0
		}
		if p != c {
			m[p], m[c] = m[c], m[p]
			d = -d
		}
		d *= m[c][c]
		for r := c + 1; r < n; r++ {
			f := m[r][c] / m[c][c]
			for k := c; k < n; k++ {
				m[r][k] -= f * m[c][k]
			}
		}
	}
	return d
}

func main() {
	a := Matrix{{2, 1, -1}, {-3, -1, 2}, {-2, 1, 2}}
	b := []float64{8, -11, -3}
	fmt.Print(a)
	x, err := solve(a, b)
	fmt.Println(x, err)
	fmt.Printf("det=%.4f\n", det(a))
	for i, v := range x {
		fmt.Printf("x%d = %6.2f (rounded %v)\n", i+1, v, math.Round(v*1000)/1000)
	}
	sing := Matrix{{1, 2}, {2, 4}}
	_, err = solve(sing, []float64{3, 6})
	fmt.Println(err, errors.Is(err, ErrSingular), det(sing))
	h := make(Matrix, 4)
	for i := range h {
		h[i] = make([]float64, 4)
		for j := range h[i] {
			h[i][j] = 1 / float64(i+j+1)
		}
	}
	fmt.Printf("hilbert det %.6e\n", det(h))
	y, _ := solve(h, []float64{1, 0, 0, 0})
	fmt.Printf("%.1f\n", y)
	fmt.Println(math.Sqrt(2), math.Inf(1), -math.MaxFloat64, math.Pi)
}
