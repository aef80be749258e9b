// features: slices, make_slice, append, slice_expressions
package main

import "fmt"

func collect(n int) []int {
	var out []int
	for i := 0; i < n; i++ {
		out = append(out, i*i)
	}
	return out
}

func main() {
	var s []int
	for i := 0; i < 10; i++ {
		s = append(s, i)
		fmt.Printf("len=%d cap=%d %v\n", len(s), cap(s), s)
	}
	words := []string{"a", "b", "c"}
	fmt.Println(len(words), cap(words))
	words = append(words, "d")
	fmt.Println(len(words), cap(words))
	buf := make([]int, 0, 5)
	fmt.Println(len(buf), cap(buf))
	for i := 0; i < 7; i++ {
		buf = append(buf, i)
	}
	fmt.Println(buf, len(buf), cap(buf))
	sub := buf[2:4]
	fmt.Println(sub, len(sub), cap(sub))
	lim := buf[1:3:4]
	fmt.Println(lim, len(lim), cap(lim))
	grid := make([][]int, 3, 8)
	fmt.Println(len(grid), cap(grid))
	sq := collect(20)
	fmt.Println(len(sq), cap(sq), sq[19])
	more := append([]int{}, 1, 2, 3)
	fmt.Println(more, cap(more))
	big := make([]int, 300)
	big = append(big, 1)
	fmt.Println(len(big), cap(big))
	var stack []string
	for _, w := range []string{"x", "y", "z"} {
		stack = append(stack, w)
	}
	top := stack[len(stack)-1]
	stack = stack[:len(stack)-1]
	fmt.Println(top, stack, len(stack), cap(stack))
}
