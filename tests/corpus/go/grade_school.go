// features: fallthrough, struct_tags, var_declaration, maps, sort_pkg, utf8_pkg, switch_statement
package main

import (
	"fmt"
	"sort"
	"unicode/utf8"
)

type Student struct {
	Name  string `json:"name"`
	Grade int    `json:"grade"`
}

var (
	roster  = map[int][]string{}
	counter int
)

func add(s Student) bool {
	for _, names := range roster {
		for _, n := range names {
			if n == s.Name {
				return false
			}
		}
	}
	roster[s.Grade] = append(roster[s.Grade], s.Name)
	sort.Strings(roster[s.Grade])
	counter++
	return true
}

func level(grade int) string {
	desc := ""
	switch {
	case grade >= 5:
		desc += "senior "
		fallthrough
	case grade >= 3:
		desc += "middle "
		fallthrough
	case grade >= 1:
		desc += "school"
	default:
		desc = "none"
	}
	return desc
}

func main() {
	students := []Student{{"Aimee", 2}, {"Blair", 2}, {"James", 2}, {"Paul", 2}, {"Chelsea", 3}, {"Logan", 7}, {"Blair", 5}, {"Zoë", 1}}
	for _, s := range students {
		if !add(s) {
			fmt.Println("duplicate:", s.Name)
		}
	}
	grades := []int{}
	for g := range roster {
		grades = append(grades, g)
	}
	sort.Ints(grades)
	for _, g := range grades {
		fmt.Printf("grade %d: %v (%s)\n", g, roster[g], level(g))
	}
	fmt.Println(counter, level(0), utf8.RuneCountInString("Zoë"), len("Zoë"))
}
