// features: type_switch, type_assertion, interfaces, empty_interface, pointers, methods_pointer_receiver, fmt_verbs, fmt_type_names
package main

import "fmt"

type Animal interface {
	Sound() string
}

type Dog struct {
	Name string
	Age  int
}

func (d Dog) Sound() string { return d.Name + " says woof" }

type Cat struct{ Name string }

func (c *Cat) Sound() string { return c.Name + " says meow" }

// classify tells a pointer from a value, as adopt/register code often must.
func classify(a Animal) string {
	switch v := a.(type) {
	case *Dog:
		v.Age++ // shared: the caller sees it
		return "dog by pointer, now " + fmt.Sprint(v.Age)
	case Dog:
		v.Age++ // a copy
		return "dog by value, copy " + fmt.Sprint(v.Age)
	case *Cat:
		return "cat " + v.Name
	}
	return "unknown"
}

func show(label string, x any) {
	fmt.Printf("%-6s %v | %+v | %T\n", label, x, x, x)
}

func main() {
	rex := Dog{"Rex", 3}
	shelter := []Animal{rex, &rex, &Cat{"Tom"}, Dog{"Fido", 1}}
	for i, a := range shelter {
		fmt.Println(i, classify(a), "|", a.Sound())
	}
	fmt.Println("rex is", rex.Age)

	var pet Animal = &rex
	if _, ok := pet.(Dog); !ok {
		fmt.Println("pet holds *Dog, not Dog")
	}
	if d, ok := pet.(*Dog); ok {
		d.Name = "Rexy"
	}
	fmt.Println(rex.Name, pet.Sound())

	show("value", rex)
	show("ptr", &rex)
	show("cat", &Cat{"Kit"})
	fmt.Println(pet, shelter[0], shelter[3])
	var boxed any = &Dog{"Ace", 7}
	fmt.Println(boxed)
	snapshot := *boxed.(*Dog)
	snapshot.Age = 0
	fmt.Println(snapshot, boxed)
	fmt.Println(rex == shelter[0], shelter[1] == Animal(&rex))
}
