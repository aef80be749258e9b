// features: strconv, errors_pkg, multiple_returns, for_range, fmt_printf
package main

import (
	"errors"
	"fmt"
	"strconv"
)

func main() {
	inputs := []string{"42", "-17", "0x1F", "0b101", "0o17", "1_000", "9223372036854775808", "-9223372036854775809", "12a", "", "+7"}
	for _, s := range inputs {
		a, errA := strconv.Atoi(s)
		p, errP := strconv.ParseInt(s, 0, 64)
		fmt.Printf("%-22q Atoi=%d err=%v | ParseInt=%d err=%v\n", s, a, errA, p, errP)
	}
	for _, bits := range []int{8, 16, 32} {
		v, err := strconv.ParseInt("300", 10, bits)
		fmt.Println(bits, v, err)
	}
	u, err := strconv.ParseUint("255", 10, 8)
	fmt.Println(u, err)
	u, err = strconv.ParseUint("256", 10, 8)
	fmt.Println(u, err)
	_, err = strconv.ParseUint("-1", 10, 64)
	fmt.Println(err)
	for _, s := range []string{"3.25", "1e400", "-1e400", "1e-400", "inf", "-Inf", "nan", "1_0.5", ".5", "abc"} {
		f, err := strconv.ParseFloat(s, 64)
		var ne *strconv.NumError
		if errors.As(err, &ne) {
			fmt.Printf("%s -> %v (func %s, %v)\n", s, f, ne.Func, ne.Err)
			continue
		}
		fmt.Printf("%s -> %v\n", s, f)
	}
	_, err = strconv.Atoi("99999999999999999999")
	fmt.Println(errors.Is(err, strconv.ErrRange), errors.Is(err, strconv.ErrSyntax))
	fmt.Println(strconv.FormatUint(255, 2), strconv.FormatUint(255, 16), strconv.FormatInt(-255, 36))
}
