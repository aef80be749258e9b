// features: arrays, slices, const_iota, stringer
package main

import "fmt"

type Level int

const (
	Debug Level = iota
	Info
	Warn
	Error
)

// an enum's names indexed by its constants, out of order
var levelNames = [...]string{Error: "ERROR", Debug: "DEBUG", Warn: "WARN", Info: "INFO"}

var primes = [...]int{2, 3, 5, 7}

func (l Level) String() string { return levelNames[l] }

func main() {
	c := [3]string{2: "x"}
	fmt.Printf("%T %q\n", c, c)
	d := [...]string{Warn: "w", Debug: "d"}
	fmt.Printf("%T %q %d\n", d, d, len(d))
	e := [...]int{5, 2: 7, 9}
	fmt.Println(e, len(e))
	s := []float64{1: 1.5, 4: 4.5}
	fmt.Println(s, len(s), cap(s))
	const base = 3
	t := []string{base + 1: "four", base - 2: "one", "two"}
	fmt.Printf("%q %d\n", t, len(t))
	fmt.Println(levelNames, len(levelNames), Warn, Level(0))
	fmt.Printf("%T %T %v\n", levelNames, primes, primes)
	grid := [2][3]int{1: {2: 9}}
	fmt.Println(grid)
}
