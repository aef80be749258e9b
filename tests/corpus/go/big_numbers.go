// features: math_big, fmt_printf, slices_maps_cmp
package main

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
)

func factorial(n int64) *big.Int {
	r := big.NewInt(1)
	for i := int64(2); i <= n; i++ {
		r.Mul(r, big.NewInt(i))
	}
	return r
}

func fib(n int) *big.Int {
	a, b := big.NewInt(0), big.NewInt(1)
	for i := 0; i < n; i++ {
		a.Add(a, b)
		a, b = b, a
	}
	return a
}

// digitSum of a big number via its decimal text.
func digitSum(x *big.Int) int {
	s := 0
	for _, c := range x.String() {
		if c >= '0' && c <= '9' {
			s += int(c - '0')
		}
	}
	return s
}

type Account struct {
	Name    string
	Balance *big.Rat
}

func main() {
	f50 := factorial(50)
	fmt.Println("50! =", f50)
	fmt.Printf("digits=%d digitSum=%d bitlen=%d trailing zero bits=%d\n", len(f50.String()), digitSum(f50), f50.BitLen(), f50.TrailingZeroBits())
	fmt.Printf("fib(200) = %v\n", fib(200))
	fmt.Printf("%d|%40d|%-30d|%x|%X|%#x|%o|%b|%+d|%s|%08d\n", fib(90), fib(90), big.NewInt(-12345), fib(70), fib(70), big.NewInt(255), big.NewInt(64), big.NewInt(5), big.NewInt(7), big.NewInt(-3), big.NewInt(-42))
	fmt.Printf("%T %v\n", f50, []*big.Int{big.NewInt(1), big.NewInt(-2)})

	// truncated (Quo/Rem) against Euclidean (Div/Mod) division
	for _, p := range [][2]int64{{17, 5}, {-17, 5}, {17, -5}, {-17, -5}} {
		x, y := big.NewInt(p[0]), big.NewInt(p[1])
		q, r := new(big.Int).QuoRem(x, y, new(big.Int))
		d, m := new(big.Int).DivMod(x, y, new(big.Int))
		fmt.Printf("%3d,%3d: quo=%d rem=%d div=%d mod=%d | %d %d\n", p[0], p[1], q, r, d, m, p[0]/p[1], p[0]%p[1])
	}

	two := big.NewInt(2)
	p127 := new(big.Int).Sub(new(big.Int).Exp(two, big.NewInt(127), nil), big.NewInt(1))
	fmt.Println("2^127-1 =", p127, "prime:", p127.ProbablyPrime(20), "cmp:", p127.Cmp(f50), f50.Cmp(p127), p127.Cmp(p127))
	fmt.Println("3^200 mod 1000007 =", new(big.Int).Exp(big.NewInt(3), big.NewInt(200), big.NewInt(1000007)))
	x, ok := new(big.Int).SetString("123456789012345678901234567890", 10)
	fmt.Println(x, ok, x.Sign(), new(big.Int).Neg(x).Sign(), new(big.Int).Sqrt(x))
	h, ok := new(big.Int).SetString("0xdead_beef", 0)
	fmt.Println(h, ok, h.Text(2), h.Text(36), h.Int64(), h.IsInt64())
	_, ok = new(big.Int).SetString("12ab", 10)
	fmt.Println("bad parse ok:", ok)
	g := new(big.Int)
	a, b := new(big.Int), new(big.Int)
	g.GCD(a, b, big.NewInt(240), big.NewInt(46))
	fmt.Println("gcd", g, "bezout", a, b)
	fmt.Println("inverse of 3 mod 11:", new(big.Int).ModInverse(big.NewInt(3), big.NewInt(11)))
	fmt.Println("C(100,50) =", new(big.Int).Binomial(100, 50), "20!/10! =", new(big.Int).MulRange(11, 20))
	sh := new(big.Int).Lsh(big.NewInt(3), 100)
	fmt.Println(sh, new(big.Int).Rsh(sh, 98), new(big.Int).Rsh(big.NewInt(-7), 1), sh.Bit(101), sh.Bit(3))
	u := new(big.Int).SetUint64(18446744073709551615)
	fmt.Println(u, u.IsUint64(), u.Uint64(), new(big.Int).Add(u, big.NewInt(1)).IsUint64())

	nums := []*big.Int{fib(100), factorial(25), new(big.Int).Exp(big.NewInt(10), big.NewInt(20), nil), big.NewInt(-5)}
	sort.Slice(nums, func(i, j int) bool { return nums[i].Cmp(nums[j]) < 0 })
	for _, n := range nums {
		fmt.Printf("%30s %s\n", n, strings.Repeat("*", len(n.String())/3))
	}

	// exact money with rationals
	accts := []Account{{"ann", big.NewRat(1000, 1)}, {"bob", big.NewRat(250, 3)}}
	rate := big.NewRat(5, 100)
	for i := range accts {
		interest := new(big.Rat).Mul(accts[i].Balance, rate)
		accts[i].Balance.Add(accts[i].Balance, interest)
		fmt.Printf("%-4s %-12v %s %s\n", accts[i].Name, accts[i].Balance, accts[i].Balance.FloatString(2), accts[i].Balance.RatString())
	}
	r := new(big.Rat).SetFrac64(10, -4)
	fmt.Println(r, r.Num(), r.Denom(), r.IsInt(), r.Sign(), new(big.Rat).Inv(r), new(big.Rat).Abs(r))
	q, _ := new(big.Rat).SetString("3.125")
	q2, _ := new(big.Rat).SetString("22/7")
	fmt.Println(q, q2, q.Cmp(q2), new(big.Rat).Quo(q, q2), new(big.Rat).Sub(q, q2).FloatString(5))
	fl, _ := big.NewRat(1, 3).Float64()
	fmt.Printf("%.6f %s %s\n", fl, big.NewRat(-2, 3).FloatString(3), big.NewRat(7, 2).FloatString(0))
	sum := new(big.Rat)
	for i := int64(1); i <= 10; i++ {
		sum.Add(sum, big.NewRat(1, i*i))
	}
	fmt.Println("sum 1/k^2 =", sum.RatString(), "≈", sum.FloatString(8))
	bits := new(big.Int).SetInt64(0b1100)
	mask := big.NewInt(0b1010)
	fmt.Println(new(big.Int).Xor(bits, mask), new(big.Int).AndNot(bits, mask), new(big.Int).Not(bits), big.NewInt(-9).CmpAbs(big.NewInt(8)))
	fr := new(big.Rat).SetFrac(big.NewInt(6), big.NewInt(-8))
	fmt.Println(fr, new(big.Rat).SetInt(f50).IsInt(), new(big.Rat).SetInt64(-3))
}
