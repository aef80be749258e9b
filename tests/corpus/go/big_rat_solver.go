// features: math_big, errors_pkg, fmt_printf
package main

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
)

type Matrix [][]*big.Rat

var ErrSingular = errors.New("matrix is singular")

func parse(rows []string) (Matrix, error) {
	m := make(Matrix, len(rows))
	for i, row := range rows {
		for _, f := range strings.Fields(row) {
			r, ok := new(big.Rat).SetString(f)
			if !ok {
				return nil, fmt.Errorf("row %d: bad number %q", i, f)
			}
			m[i] = append(m[i], r)
		}
	}
	return m, nil
}

func (m Matrix) String() string {
	var sb strings.Builder
	for _, row := range m {
		parts := make([]string, len(row))
		for j, v := range row {
			parts[j] = fmt.Sprintf("%6s", v.RatString())
		}
		sb.WriteString("[" + strings.Join(parts, " ") + " ]\n")
	}
	return sb.String()
}

// Solve reduces the augmented matrix in place (Gauss-Jordan).
func Solve(m Matrix) ([]*big.Rat, *big.Rat, error) {
	n := len(m)
	det := big.NewRat(1, 1)
	for col := 0; col < n; col++ {
		pivot := -1
		for r := col; r < n; r++ {
			if m[r][col].Sign() != 0 {
				pivot = r
				break
			}
		}
		if pivot < 0 {
			return nil, new(big.Rat), ErrSingular
		}
		if pivot != col {
			m[pivot], m[col] = m[col], m[pivot]
			det.Neg(det)
		}
		p := new(big.Rat).Set(m[col][col])
		det.Mul(det, p)
		inv := new(big.Rat).Inv(p)
		for j := range m[col] {
			m[col][j].Mul(m[col][j], inv)
		}
		for r := 0; r < n; r++ {
			if r == col || m[r][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Set(m[r][col])
			for j := range m[r] {
				t := new(big.Rat).Mul(f, m[col][j])
				m[r][j].Sub(m[r][j], t)
			}
		}
	}
	xs := make([]*big.Rat, n)
	for i := range xs {
		xs[i] = m[i][n]
	}
	return xs, det, nil
}

func main() {
	systems := [][]string{
		{"2 1 -1 8", "-3 -1 2 -11", "-2 1 2 -3"},
		{"1/2 1/3 1", "1/4 -1/5 2"},
		{"1 2 3", "2 4 6"},
		{"1 x 3", "4 5 6"},
		{"0 1 1 2", "1 0 1 3", "1 1 0 4"},
	}
	for i, sys := range systems {
		fmt.Printf("system %d:\n", i+1)
		m, err := parse(sys)
		if err != nil {
			fmt.Println("  parse error:", err)
			continue
		}
		fmt.Print(m)
		xs, det, err := Solve(m)
		if errors.Is(err, ErrSingular) {
			fmt.Println("  no unique solution:", err)
			continue
		}
		for j, x := range xs {
			f, exact := x.Float64()
			fmt.Printf("  x%d = %-6s ~ %8.4f exact=%t\n", j+1, x.RatString(), f, exact)
		}
		fmt.Printf("  det = %s (%s)\n", det.RatString(), det.FloatString(3))
	}

	fact := big.NewInt(1)
	for i := int64(2); i <= 30; i++ {
		fact.Mul(fact, big.NewInt(i))
	}
	fmt.Println("30! =", fact, "digits:", len(fact.String()))
	q, r := new(big.Int).QuoRem(fact, big.NewInt(1_000_000_007), new(big.Int))
	fmt.Println("quo bits:", q.BitLen(), "rem:", r)
	h := new(big.Rat)
	for k := int64(1); k <= 10; k++ {
		h.Add(h, big.NewRat(1, k))
	}
	fmt.Printf("H10 = %v = %s\n", h, h.FloatString(10))
	fmt.Println(h.Num(), h.Denom(), h.Cmp(big.NewRat(3, 1)))
}

func init() {
	// Float64 rounds once and reports exactness: 1/3 is not exact, a huge
	// power of two is, and a ratio past the float64 range is +Inf.
	for _, r := range []*big.Rat{big.NewRat(1, 3), new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(1), 900), big.NewInt(1)),
		new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(3), 1100), big.NewInt(7)), new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), 1074))} {
		f, exact := r.Float64()
		fmt.Println(f, exact)
	}
}
