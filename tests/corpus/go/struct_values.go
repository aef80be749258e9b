// features: structs, struct_value_semantics, arrays, methods_value_receiver, methods_pointer_receiver, fmt_verbs, struct_equality, type_declaration
package main

import "fmt"

type Vec struct{ X, Y int }

type Player struct {
	Name  string
	Pos   Vec
	Score int
}

func (p Player) Moved(dx, dy int) Player {
	p.Pos.X += dx
	p.Pos.Y += dy
	return p
}

func (p *Player) Move(dx, dy int) {
	p.Pos.X += dx
	p.Pos.Y += dy
}

func reset(p Player) {
	p.Score = 0
	p.Pos = Vec{}
}

func main() {
	a := Player{Name: "ann", Pos: Vec{1, 2}, Score: 10}
	b := a
	b.Name = "bob"
	b.Pos.X = 99
	fmt.Println(a, b)
	c := a.Moved(5, 5)
	fmt.Printf("%v %+v\n", a, c)
	a.Move(1, 1)
	reset(a)
	fmt.Printf("%+v\n", a)
	arr := [3]int{1, 2, 3}
	arr2 := arr
	arr2[0] = 100
	fmt.Println(arr, arr2, len(arr))
	players := []Player{a, b}
	players[0].Score = 77
	fmt.Println(players[0].Score, a.Score)
	p := &players[1]
	p.Score = 55
	fmt.Println(players[1].Score)
	fmt.Println(Vec{1, 2} == Vec{1, 2}, Vec{1, 2} == Vec{2, 1})
	fmt.Printf("%v|%+v|%T\n", Vec{3, 4}, Vec{3, 4}, Vec{})
}
