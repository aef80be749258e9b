// features: math_big, fmt_printf, errors_pkg
package main

import (
	"fmt"
	"math/big"
)

// Where float64 runs out: compound interest, e and pi to many digits,
// rounding modes, and reading user-entered decimals with big.Float.

const prec = 200

func compound(principal, rate string, periods int) (*big.Float, *big.Float) {
	p, _, err := big.ParseFloat(principal, 10, prec, big.ToNearestEven)
	if err != nil {
		panic(err)
	}
	r, ok := new(big.Float).SetPrec(prec).SetString(rate)
	if !ok {
		panic("bad rate")
	}
	growth := new(big.Float).SetPrec(prec).Quo(r, new(big.Float).SetInt64(int64(periods)))
	growth.Add(growth, big.NewFloat(1))
	total := new(big.Float).SetPrec(prec).Set(p)
	for i := 0; i < periods; i++ {
		total.Mul(total, growth)
	}
	interest := new(big.Float).Sub(total, p)
	return total, interest
}

// e = sum 1/k!
func eulerE() *big.Float {
	sum := new(big.Float).SetPrec(prec).SetInt64(1)
	term := new(big.Float).SetPrec(prec).SetInt64(1)
	for k := int64(1); k < 60; k++ {
		term.Quo(term, new(big.Float).SetInt64(k))
		sum.Add(sum, term)
	}
	return sum
}

// arctan(1/x) by its series, for Machin's formula
func arctanInv(x int64) *big.Float {
	xf := new(big.Float).SetPrec(prec).SetInt64(x)
	x2 := new(big.Float).SetPrec(prec).Mul(xf, xf)
	power := new(big.Float).SetPrec(prec).Quo(big.NewFloat(1), xf)
	sum := new(big.Float).SetPrec(prec).Copy(power)
	sum.SetPrec(prec)
	for k := int64(1); k < 200; k++ {
		power.Quo(power, x2)
		term := new(big.Float).SetPrec(prec).Quo(power, new(big.Float).SetInt64(2*k+1))
		if k%2 == 1 {
			sum.Sub(sum, term)
		} else {
			sum.Add(sum, term)
		}
	}
	return sum
}

func main() {
	total, interest := compound("10000.00", "0.05", 365)
	fmt.Printf("daily compounding: total %s interest %s\n", total.Text('f', 10), interest.Text('f', 2))
	naive := 10000.0
	for i := 0; i < 365; i++ {
		naive *= 1 + 0.05/365
	}
	exact, acc := total.Float64()
	fmt.Printf("float64 pow: %.10f, big as float64: %.10f (%v)\n", naive, exact, acc)

	e := eulerE()
	fmt.Println("e  =", e.Text('f', 50))
	pi := new(big.Float).SetPrec(prec).Mul(big.NewFloat(16), arctanInv(5))
	pi.Sub(pi, new(big.Float).Mul(big.NewFloat(4), arctanInv(239)))
	fmt.Println("pi =", pi.Text('f', 50))
	fmt.Printf("pi %%.20f %.20f, %%e %e, %%g %g, %%v %v\n", pi, pi, pi, pi)
	fmt.Printf("[%12.4f] [%-12.3e] [%+.5g] [%012.3f]\n", pi, pi, pi, pi)
	root := new(big.Float).SetPrec(prec).Sqrt(big.NewFloat(2))
	sq := new(big.Float).Mul(root, root)
	fmt.Println("sqrt2 =", root.Text('g', 40), "squared back:", sq.Text('g', 40), sq.Cmp(big.NewFloat(2)))

	// the same value rounded to 5 bits in each mode
	modes := []big.RoundingMode{big.ToNearestEven, big.ToNearestAway, big.ToZero, big.AwayFromZero, big.ToNegativeInf, big.ToPositiveInf}
	names := []string{"ToNearestEven", "ToNearestAway", "ToZero", "AwayFromZero", "ToNegativeInf", "ToPositiveInf"}
	for i, m := range modes {
		a := new(big.Float).SetMode(m).SetPrec(5).SetFloat64(2.53125)
		b := new(big.Float).SetMode(m).SetPrec(5).SetFloat64(-2.53125)
		fmt.Printf("%-14s %-6v %-6v mode=%d acc=%v/%v\n", names[i], a, b, a.Mode(), a.Acc(), b.Acc())
	}

	third := new(big.Float).SetRat(big.NewRat(1, 3))
	fmt.Println("1/3:", third, third.Prec(), third.MinPrec(), third.Text('e', 30))
	whole, acc := new(big.Float).SetInt(big.NewInt(1234567)).Int64()
	fmt.Println(whole, acc)
	n, acc := new(big.Float).SetPrec(100).Mul(pi, big.NewFloat(1e20)).Int(nil)
	fmt.Println(n, acc, n.BitLen())
	half := big.NewFloat(-0.5)
	fmt.Println(half.Sign(), half.Signbit(), half.IsInt(), new(big.Float).Abs(half), new(big.Float).Neg(half), half.String())
	inf := new(big.Float).SetInf(false)
	fmt.Println(inf, inf.IsInf(), new(big.Float).Quo(big.NewFloat(-3), big.NewFloat(0)), big.MaxPrec > 1<<31)
	negZero := new(big.Float).Neg(big.NewFloat(0))
	fmt.Println(negZero, negZero.Signbit(), negZero.Sign(), big.Exact, big.Below, big.Above)

	for _, in := range []string{"19.99", "1_000.25", "2.5e-3", "0x1.8p3", "-Inf", "", "12.5kg", "abc", "3e"} {
		f := new(big.Float).SetPrec(64)
		v, base, err := f.Parse(in, 0)
		if err != nil {
			fmt.Printf("%-10q base %2d error: %v (value %v)\n", in, base, err, v)
			continue
		}
		fmt.Printf("%-10q base %2d -> %v = %s\n", in, base, v, v.Text('f', 4))
	}
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		new(big.Float).Sqrt(big.NewFloat(-4))
	}()
}
