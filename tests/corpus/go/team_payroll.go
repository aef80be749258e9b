// features: pointers, structs, methods_pointer_receiver, methods_value_receiver, math_pkg, nil, slices
package main

import (
	"fmt"
	"math"
	"strings"
)

type Temp float64

type Employee struct {
	Name   string
	Salary float64
	Skills []string
}

type Team struct {
	Lead    *Employee
	Members []Employee
}

func (t Team) Payroll() float64 {
	total := t.Lead.Salary
	for _, m := range t.Members {
		total += m.Salary
	}
	return total
}

func (t *Team) Raise(pct float64) {
	t.Lead.Salary *= 1 + pct/100
	for i := range t.Members {
		t.Members[i].Salary *= 1 + pct/100
	}
}

func main() {
	lead := &Employee{"Ada", 120000, []string{"go", "c"}}
	t := Team{Lead: lead, Members: []Employee{{"Bo", 80000, nil}, {"Cy", 90000, []string{"sql"}}}}
	fmt.Printf("%.2f\n", t.Payroll())
	t.Raise(10)
	fmt.Printf("%.2f %.2f\n", t.Payroll(), lead.Salary)
	for _, m := range t.Members {
		fmt.Println(m.Name, len(m.Skills), strings.Join(m.Skills, "+"))
	}
	var c Temp = 36.6
	f := float64(c)*9/5 + 32
	fmt.Printf("%.1f %v\n", f, math.Round(f))
	fmt.Println(math.Sqrt(2), math.Floor(-2.5), math.Ceil(2.1), math.Abs(-3), math.Max(3, 7), math.Pow(2, 10), math.MaxInt64, math.Inf(1))
	fmt.Println(math.Hypot(3, 4), math.Mod(7, 3), math.Trunc(-2.7), math.Log(math.E), int(math.Pi*f))
}
