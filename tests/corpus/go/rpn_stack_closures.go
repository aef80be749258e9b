// features: named_type_methods, methods_pointer_receiver, closures, anonymous_structs, strconv, fmt_printf, fmt_verbs
package main

import (
	"fmt"
	"strconv"
	"strings"
)

type Employee struct {
	Name    string
	Salary  float64
	Manager *Employee
	Skills  []string
	Address struct {
		City string
		Zip  int
	}
}

type Stack []int

func (s *Stack) Push(v int) { *s = append(*s, v) }
func (s *Stack) Pop() int {
	old := *s
	v := old[len(old)-1]
	*s = old[:len(old)-1]
	return v
}
func (s Stack) Len() int { return len(s) }

func evalRPN(expr string) (int, error) {
	var st Stack
	for _, tok := range strings.Fields(expr) {
		switch tok {
		case "+", "-", "*", "/":
			if st.Len() < 2 {
				return 0, fmt.Errorf("stack underflow at %q", tok)
			}
			b, a := st.Pop(), st.Pop()
			switch tok {
			case "+":
				st.Push(a + b)
			case "-":
				st.Push(a - b)
			case "*":
				st.Push(a * b)
			case "/":
				st.Push(a / b)
			}
		default:
			n, err := strconv.Atoi(tok)
			if err != nil {
				return 0, err
			}
			st.Push(n)
		}
	}
	return st.Pop(), nil
}

func main() {
	boss := &Employee{Name: "Ann", Salary: 9000}
	e := Employee{Name: "Bob", Salary: 5000.5, Manager: boss, Skills: []string{"go", "sql"}}
	e.Address.City = "Oslo"
	e.Address.Zip = 150
	fmt.Printf("%v\n", e.Address)
	fmt.Printf("%+v\n", e.Address)
	fmt.Println(e.Name, e.Manager.Name, e.Skills, len(e.Skills))
	fmt.Printf("%s earns %.2f (%T)\n", e.Name, e.Salary, e.Salary)
	for _, ex := range []string{"3 4 + 2 *", "5 1 2 + 4 * + 3 -", "1 +", "2 x +"} {
		v, err := evalRPN(ex)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(ex, "=", v)
	}
	counters := map[string]func() int{}
	for _, name := range []string{"a", "b"} {
		count := 0
		counters[name] = func() int { count++; return count }
	}
	counters["a"]()
	counters["a"]()
	fmt.Println(counters["a"](), counters["b"]())
	total := 0
	add := func(n int) { total += n }
	for i := 1; i <= 4; i++ {
		add(i)
	}
	fmt.Println("total", total)
	fmt.Printf("%5.1f|%-5d|%05d|%x|%8s|%-8s|\n", 3.14159, 42, 42, 255, "hi", "hi")
	fmt.Printf("%t %v %q %c %U\n", true, nil, "a\"b", 'G', 'G')
}
