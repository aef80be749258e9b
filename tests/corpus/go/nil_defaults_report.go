// features: structs, maps, slices, nil, fmt_printf, fmt_type_names, math_pkg, untyped_constant_folding
// Zero values as a user meets them: nil slices passed to functions, struct
// fields left nil (maps print as map[]), signed zeros from constants, and
// what %T / %#v say about empty and nil slices and maps.
package main

import (
	"fmt"
	"math"
	"strings"
)

type Team struct {
	Name    string
	Members []string
	Scores  map[string]int
	Tags    map[string]bool
}

func summary(names []string, sep string) string {
	if names == nil {
		return fmt.Sprintf("none %v %d", names, len(names))
	}
	return strings.Join(names, sep)
}

func total(xs []float64) (s float64) {
	for _, x := range xs {
		s += x
	}
	return
}

func main() {
	teams := []Team{
		{Name: "red", Members: []string{"ann", "bo"}, Scores: map[string]int{"ann": 3}},
		{Name: "blue"},
		{Name: "green", Members: nil, Tags: map[string]bool{"new": true}},
	}
	for _, t := range teams {
		fmt.Printf("%-6s %v | %+v\n", t.Name, t, t)
		fmt.Println("  members:", summary(t.Members, "+"), len(t.Scores), t.Scores == nil)
	}
	fmt.Println(summary(nil, ","), total(nil), total([]float64{1.5, -1.5}))

	neg := -0.0
	const negConst = -0.0
	z := 0.0
	z = -z
	fmt.Println(math.Signbit(neg), math.Signbit(negConst), math.Signbit(-0.0), math.Signbit(z), neg, z)
	fmt.Println(math.Copysign(3, -0.0), math.Copysign(3, z), 1/neg > 0, 1/z < 0)

	var names []string
	empty := []Team{}
	var grid [][]float64
	var byName map[string][]int
	ptrs := make([]*Team, 0, 4)
	fmt.Printf("%T %T %T %T %T\n", names, empty, grid, byName, ptrs)
	fmt.Printf("%#v %#v %#v %#v\n", names, empty, byName, []rune{})
	names = append(names, "x")
	fmt.Printf("%#v %T %v\n", names, names, len(ptrs))

	// anonymous structs name their fields in %T and %#v
	row := struct {
		Team  string
		Score float64
	}{"red", 7.5}
	marks := []struct{ X, Y int }{{1, 2}}
	fmt.Printf("%T | %#v | %T | %T\n", row, row, marks, struct{}{})
}
