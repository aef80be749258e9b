// features: named_type_methods, type_conversions, methods_value_receiver, fmt_printf
package main

import "fmt"

type Celsius float64
type Fahrenheit float64

func (c Celsius) ToF() Fahrenheit { return Fahrenheit(c*9/5 + 32) }
func (c Celsius) Describe() string { return fmt.Sprintf("%.1f°C", float64(c)) }

type IntList []int

func (l IntList) Sum() int {
	s := 0
	for _, v := range l {
		s += v
	}
	return s
}


func main() {
	temps := []Celsius{-40, 0, 37, 100}
	for _, t := range temps {
		fmt.Println(t.Describe(), t.ToF())
	}
	l := IntList{1, 2, 3}
	fmt.Println(l.Sum(), len(l))
}
