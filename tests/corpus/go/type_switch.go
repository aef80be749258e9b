// features: type_switch, empty_interface, type_assertion, fmt_verbs, slices
package main

import "fmt"

type Celsius struct{ Deg float64 }

func classify(v interface{}) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case int:
		return fmt.Sprintf("int %d", x*2)
	case float64:
		return fmt.Sprintf("float %.2f", x)
	case string:
		return "string " + x + "!"
	case bool:
		if x {
			return "yes"
		}
		return "no"
	case []int:
		return fmt.Sprintf("slice of %d ints", len(x))
	case Celsius:
		return fmt.Sprintf("%.1f°C", x.Deg)
	case error:
		return "error " + x.Error()
	default:
		return fmt.Sprintf("other %T", x)
	}
}

func main() {
	values := []interface{}{42, 3.14159, "go", true, false, nil, []int{1, 2, 3}, Celsius{21.5}, fmt.Errorf("bad %d", 7), map[string]int{"a": 1}}
	for _, v := range values {
		fmt.Println(classify(v))
	}
	var any interface{} = "hello"
	if s, ok := any.(string); ok {
		fmt.Println("string of length", len(s))
	}
	if _, ok := any.(int); !ok {
		fmt.Println("not an int")
	}
	fmt.Printf("%v %T %T %T\n", values[:3], values[0], values[1], values[2])
}
