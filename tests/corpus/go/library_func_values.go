// features: generics_partial, function_values, strconv, strings_pkg, time_rand, fmt_printf
package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Settings are read through converter functions: library functions passed
// as values, whose result types drive generic inference and formatting.
func parse[T any](raw string, conv func(string) (T, error)) (T, error) {
	v, err := conv(raw)
	if err != nil {
		var zero T
		return zero, fmt.Errorf("parse %q: %w", raw, err)
	}
	return v, nil
}

func mapAll[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	timeout, err := parse("1m30s", time.ParseDuration)
	fmt.Println("timeout:", timeout, err, timeout.Seconds())
	fmt.Printf("%v %T\n", timeout/2, timeout)
	_, err = parse("soon", time.ParseDuration)
	fmt.Println(err)

	n, _ := parse("42", strconv.Atoi)
	ok, _ := parse("true", strconv.ParseBool)
	q, _ := parse(`"a\tb"`, strconv.Unquote)
	fmt.Printf("%d %t %q\n", n+1, ok, q)

	pd := time.ParseDuration
	d, _ := pd("250ms")
	fmt.Println(d, d*4, d.Milliseconds())

	toUpper := strings.ToUpper
	fmt.Println(toUpper("mixed Case"))
	words := []string{" alpha ", "beta", " gamma"}
	fmt.Printf("%q\n", mapAll(words, strings.TrimSpace))
	fmt.Println(mapAll([]int{7, 255, 4096}, strconv.Itoa))
	fmt.Println(mapAll(mapAll([]string{"x", "yy"}, strings.ToUpper), strconv.Quote))
	durs := mapAll([]string{"1h", "90s", "1.5ms"}, func(s string) time.Duration {
		v, _ := time.ParseDuration(s)
		return v
	})
	fmt.Println(durs)
}
