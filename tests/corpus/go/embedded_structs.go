// features: embedded_structs, methods_value_receiver, methods_pointer_receiver, interfaces, stringer
package main

import "fmt"

type Animal struct {
	Name string
	Legs int
}

func (a Animal) Describe() string { return fmt.Sprintf("%s has %d legs", a.Name, a.Legs) }
func (a *Animal) Rename(n string) { a.Name = n }

type Dog struct {
	Animal
	Breed string
}

func (d Dog) Speak() string { return d.Name + " says woof" }

type Speaker interface{ Speak() string }

type Cat struct {
	Animal
}

func (c Cat) Speak() string   { return c.Name + " says meow" }
func (c Cat) String() string  { return "Cat<" + c.Name + ">" }

func main() {
	d := Dog{Animal{"Rex", 4}, "lab"}
	fmt.Println(d.Name, d.Legs, d.Breed)
	fmt.Println(d.Describe())
	d.Rename("Max")
	fmt.Println(d.Speak(), d.Animal.Name)
	c := Cat{Animal: Animal{Name: "Tom", Legs: 4}}
	speakers := []Speaker{d, c}
	for _, s := range speakers {
		fmt.Println(s.Speak())
	}
	fmt.Println(c)
	fmt.Printf("%+v\n", d)
}
