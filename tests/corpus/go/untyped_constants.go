// features: untyped_constant_folding, fmt_type_names, const_iota, typed_integers, fmt_printf, named_type_methods
package main

import "fmt"

const (
	Tenth = 0.1
	Fifth = 0.2
	Big   = 1 << 100
	Ratio = Big / (1 << 98)
)

type Celsius float32
type Level int

const (
	Low Level = iota
	Mid
	High
)

type Op byte

const (
	PUSH Op = iota
	ADD
)

func (o Op) String() string { return [...]string{"PUSH", "ADD"}[o] }

type Instr struct {
	Op  Op
	Arg int
}

func main() {
	fmt.Println(Tenth + Fifth)
	x, y := 0.1, 0.2
	fmt.Println(x+y, Tenth*3, 1.1*1.1, Ratio)
	const third = 1.0 / 3
	fmt.Println(third*3 == 1, Tenth+Fifth == 0.3)
	var f32 float32 = 0.1
	fmt.Println(f32, f32*3, float64(f32))
	var c Celsius = 36.6
	fmt.Printf("%T %v %.2f\n", c, c, c)
	var i8 int8 = 127
	i8++
	var u16 uint16 = 65535
	u16 += 2
	var r rune = 'A'
	var b byte = 'z'
	fmt.Printf("%T %T %T %T %T %T\n", i8, u16, r, b, f32, 'x')
	fmt.Printf("%v %v %T %d\n", i8, u16, High, High)
	fmt.Println(Low, High)
	prog := []Instr{{PUSH, 5}, {ADD, 0}}
	fmt.Println(prog)
	fmt.Printf("%+v %v\n", prog[0], prog[1].Op)
}
