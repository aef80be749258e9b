// features: slices_maps_cmp, structs, maps, function_values, fmt_println
package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"
)

type Employee struct {
	Name   string
	Dept   string
	Salary int
}

func main() {
	staff := []Employee{
		{"Ada", "eng", 120}, {"Bob", "ops", 80}, {"Cy", "eng", 95},
		{"Di", "sales", 70}, {"Ed", "ops", 88}, {"Flo", "eng", 130},
	}
	bySalary := func(a, b Employee) int { return cmp.Compare(a.Salary, b.Salary) }
	top := slices.MaxFunc(staff, bySalary)
	low := slices.MinFunc(staff, bySalary)
	fmt.Println("top:", top.Name, "low:", low.Name)

	sorted := slices.SortedFunc(slices.Values(staff), func(a, b Employee) int {
		return cmp.Or(strings.Compare(a.Dept, b.Dept), -cmp.Compare(a.Salary, b.Salary))
	})
	for _, e := range sorted {
		fmt.Printf("%-5s %-4s %d\n", e.Dept, e.Name, e.Salary)
	}
	fmt.Println(slices.IsSortedFunc(sorted, bySalary), slices.IsSorted([]int{1, 2, 2, 5}))

	highPaid := slices.DeleteFunc(slices.Clone(staff), func(e Employee) bool { return e.Salary < 90 })
	fmt.Println(len(highPaid), len(staff))

	salaries := []int{}
	for _, e := range staff {
		salaries = append(salaries, e.Salary)
	}
	slices.Sort(salaries)
	i, found := slices.BinarySearchFunc(staff[:0], 0, func(e Employee, t int) int { return cmp.Compare(e.Salary, t) })
	fmt.Println(salaries, i, found)
	j, found := slices.BinarySearchFunc(salaries, 95, func(a, t int) int { return a - t })
	fmt.Println(j, found)
	all := slices.Concat(salaries[:2], []int{1}, salaries[4:])
	fmt.Println(all, slices.Repeat([]string{"ab"}, 3), slices.Compare([]int{1, 2}, []int{1, 3}), slices.Compare(all, all))
	fmt.Println(len(slices.Grow(all, 10)), slices.Clip(all))

	budget := map[string]int{"eng": 300, "ops": 150}
	extra := map[string]int{"ops": 170, "sales": 90}
	merged := maps.Clone(budget)
	maps.Copy(merged, extra)
	fmt.Println(budget, merged, maps.Equal(budget, merged), maps.Equal(budget, maps.Clone(budget)))
	depts := slices.Sorted(maps.Keys(merged))
	fmt.Println(depts)
	for i, d := range slices.All(depts) {
		fmt.Print(i, ":", d, " ")
	}
	fmt.Println()
	total := 0
	for _, v := range maps.All(merged) {
		total += v
	}
	fmt.Println("total budget", total)
	byDept := slices.SortedStableFunc(slices.Values(staff), func(a, b Employee) int { return strings.Compare(a.Dept, b.Dept) })
	for _, e := range byDept {
		fmt.Print(e.Name, " ")
	}
	fmt.Println()
}
