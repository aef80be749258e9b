// features: errors_pkg, fmt_errorf, anonymous_structs, strings_builder, maps
package main

import (
	"errors"
	"fmt"
	"strings"
)

var table = []struct {
	val int
	sym string
}{{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"},
	{50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}}

func ToRoman(n int) (string, error) {
	if n <= 0 || n >= 4000 {
		return "", fmt.Errorf("%d out of range 1..3999", n)
	}
	var sb strings.Builder
	for _, t := range table {
		for n >= t.val {
			sb.WriteString(t.sym)
			n -= t.val
		}
	}
	return sb.String(), nil
}

var ErrInvalid = errors.New("invalid numeral")

func FromRoman(s string) (int, error) {
	vals := map[byte]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}
	total := 0
	for i := 0; i < len(s); i++ {
		v, ok := vals[s[i]]
		if !ok {
			return 0, fmt.Errorf("%w: bad symbol %q at %d", ErrInvalid, s[i], i)
		}
		if i+1 < len(s) && vals[s[i+1]] > v {
			total -= v
		} else {
			total += v
		}
	}
	back, _ := ToRoman(total)
	if back != s {
		return 0, fmt.Errorf("%w: %s is not canonical (want %s)", ErrInvalid, s, back)
	}
	return total, nil
}

func main() {
	for _, n := range []int{1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999, 0, 4000} {
		r, err := ToRoman(n)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Printf("%4d => %-12s", n, r)
		back, _ := FromRoman(r)
		fmt.Println(back == n)
	}
	for _, s := range []string{"MCMXCIV", "IIII", "IC", "MMXZ", "xiv", "CDXLIV"} {
		n, err := FromRoman(s)
		fmt.Printf("%-8s %5d %v %v\n", s, n, err, errors.Is(err, ErrInvalid))
	}
}
