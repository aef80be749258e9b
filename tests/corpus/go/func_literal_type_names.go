// features: fmt_type_names, function_types, closures
package main

import (
	"errors"
	"fmt"
)

type P struct{ X int }

func main() {
	var h func(P) error = func(p P) error { return errors.New("x") }
	g := func() (int, error) { return 1, nil }
	k := func(f func(int) bool) []P { return nil }
	var nf func()
	fmt.Printf("%T|%T|%T|%T|%v\n", h, g, k, nf, nf == nil)
	fmt.Println(h(P{}), nf == nil)
}
