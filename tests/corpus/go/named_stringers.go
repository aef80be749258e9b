// features: stringer, named_type_methods, embedded_structs, sort_interface, strings_pkg
package main

import (
	"fmt"
	"sort"
	"strings"
)

type Celsius float64

func (c Celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

type Color int

const (
	Red Color = iota
	Green
	Blue
)

func (c Color) String() string {
	switch c {
	case Red:
		return "Red"
	case Green:
		return "Green"
	}
	return "Blue"
}

type Animal interface {
	Sound() string
	Name() string
}

type Base struct{ name string }

func (b Base) Name() string { return b.name }

type Dog struct {
	Base
	breed string
}

func (d Dog) Sound() string { return "Woof" }

type Cat struct{ Base }

func (c Cat) Sound() string { return "Meow" }

type byLen []string

func (b byLen) Len() int           { return len(b) }
func (b byLen) Less(i, j int) bool { return len(b[i]) < len(b[j]) }
func (b byLen) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

func main() {
	t := Celsius(21.5)
	fmt.Println(t)
	fmt.Printf("%v %s\n", t, t)
	fmt.Println(Green, Blue)
	colors := []Color{Blue, Red}
	fmt.Println(colors)
	animals := []Animal{Dog{Base{"Rex"}, "lab"}, Cat{Base{"Tom"}}}
	for _, a := range animals {
		fmt.Printf("%s says %s\n", a.Name(), a.Sound())
	}
	d := Dog{Base{"Fido"}, "pug"}
	d.name = "Fido2"
	fmt.Println(d.Name(), d.Base.name)
	words := []string{"banana", "kiwi", "apple", "fig"}
	sort.Sort(byLen(words))
	fmt.Println(words)
	sort.Sort(sort.Reverse(sort.StringSlice(words)))
	fmt.Println(words)
	ints := []int{5, 2, 8, 1}
	sort.Sort(sort.Reverse(sort.IntSlice(ints)))
	fmt.Println(ints)
	fmt.Println(strings.Title("hello world"), strings.EqualFold("Go", "GO"))
	fmt.Println(strings.Fields("  a b   c "))
	rot := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' {
			return 'a' + (r-'a'+13)%26
		}
		return r
	}, "hello, world")
	fmt.Println(rot)
}
