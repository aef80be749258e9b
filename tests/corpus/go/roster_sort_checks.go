// features: sort_pkg, sort_interface, methods_value_receiver, structs, closures, fmt_printf
// A class roster kept in order with sort.Interface: sort.Stable keeps equal
// grades in enrolment order, sort.IsSorted / SliceIsSorted check the result,
// and the Search helpers find insertion points.
package main

import (
	"fmt"
	"sort"
)

type Student struct {
	Name  string
	Grade int
}

type byGrade []Student

func (b byGrade) Len() int           { return len(b) }
func (b byGrade) Less(i, j int) bool { return b[i].Grade < b[j].Grade }
func (b byGrade) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

func main() {
	names := []string{"ada", "bo", "cy", "di", "ed", "flo", "gus", "hal", "ivy", "jo", "kim", "lu", "mo", "ned", "oz", "pia"}
	var roster byGrade
	for i, n := range names {
		roster = append(roster, Student{n, 60 + (i*7)%4*10})
	}
	fmt.Println("sorted before:", sort.IsSorted(roster))
	sort.Stable(roster)
	fmt.Println(roster)
	fmt.Println("sorted after:", sort.IsSorted(roster), "reverse sorted:", sort.IsSorted(sort.Reverse(roster)))
	sort.Stable(sort.Reverse(roster))
	fmt.Println(roster)
	fmt.Println(sort.SliceIsSorted(roster, func(i, j int) bool { return roster[i].Grade > roster[j].Grade }))

	grades := make([]float64, 0, len(roster))
	for _, s := range roster {
		grades = append(grades, float64(s.Grade)/10)
	}
	fmt.Println(sort.Float64sAreSorted(grades))
	sort.Float64s(grades)
	fmt.Println(grades, sort.Float64sAreSorted(grades), sort.SearchFloat64s(grades, 7.5), sort.SearchFloat64s(grades, 100))
	sort.Strings(names)
	fmt.Println(sort.SearchStrings(names, "dan"), sort.SearchStrings(names, "ivy"), sort.SearchStrings(names, "zed"))
	fmt.Println(sort.IsSorted(sort.IntSlice([]int{1, 2, 2, 5})), sort.IsSorted(sort.Reverse(sort.IntSlice([]int{3, 1}))))
}
