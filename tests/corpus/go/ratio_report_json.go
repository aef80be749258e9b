// features: json_marshal, json_unmarshal, closures, append, float_formatting, type_declaration, math_pkg
package main

import (
	"encoding/json"
	"fmt"
	"math"
)

// Conversion ratios of a marketing funnel: stages with zero visitors give
// IEEE infinities and NaNs rather than a panic, a little stack machine
// combines the figures, and the report is JSON of a function-local type.

func evalPostfix(tokens []string, vars map[string]float64) []float64 {
	var st []float64
	pop := func() float64 {
		v := st[len(st)-1]
		st = st[:len(st)-1]
		return v
	}
	for _, t := range tokens {
		switch t {
		case "+":
			st = append(st, pop()+pop())
		case "*":
			st = append(st, pop()*pop())
		case "/":
			b := pop()
			st = append(st, pop()/b)
		case "sqrt":
			st = append(st, math.Sqrt(pop()))
		default:
			st = append(st, vars[t])
		}
	}
	return st
}

func main() {
	type Stage struct {
		Name     string  `json:"name"`
		Visitors float64 `json:"visitors"`
		Ratio    float64 `json:"-"`
		Label    string  `json:"label,omitempty"`
	}
	stages := []Stage{{Name: "landing", Visitors: 1200}, {Name: "signup", Visitors: 300}, {Name: "trial", Visitors: 0}, {Name: "paid", Visitors: 0}}
	for i := 1; i < len(stages); i++ {
		prev, cur := stages[i-1].Visitors, stages[i].Visitors
		r := cur / prev
		stages[i].Ratio = r
		switch {
		case math.IsNaN(r):
			stages[i].Label = "undefined"
		case math.IsInf(r, 1):
			stages[i].Label = "infinite"
		default:
			stages[i].Label = fmt.Sprintf("%.1f%%", 100*r)
		}
		fmt.Printf("%-8s %6.0f  ratio=%v %.3f\n", stages[i].Name, cur, r, r)
	}
	zero := 0.0
	fmt.Println(1/zero, -1/zero, zero/zero, math.Inf(1)/math.Inf(1), 5.0/2)
	x := 7.5
	x /= zero
	fmt.Println(x, math.IsInf(x, 0))

	out, err := json.Marshal(stages[1:])
	fmt.Println(string(out), err)
	var back []Stage
	err = json.Unmarshal(out, &back)
	fmt.Printf("%v %+v\n", err, back[0])
	type Summary struct {
		Total  float64 `json:"total"`
		Stages int     `json:"stages"`
	}
	sb, _ := json.MarshalIndent(Summary{Total: 1500, Stages: len(stages)}, "", "  ")
	fmt.Println(string(sb))

	vars := map[string]float64{"a": 3, "b": 4, "c": 0}
	fmt.Println(evalPostfix([]string{"a", "a", "*", "b", "b", "*", "+", "sqrt"}, vars))
	fmt.Println(evalPostfix([]string{"a", "b", "+", "c", "/"}, vars))
	fmt.Println(evalPostfix([]string{"a", "b", "c", "+", "*"}, vars))
}
