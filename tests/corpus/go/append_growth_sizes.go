// features: slices, append, structs, fmt_printf
package main

import "fmt"

// A packet assembler that reports how its buffers grow: gc's growslice rounds
// a grown array up to the allocator's size class by the element's real size.
type Sample struct {
	T     int32
	Level float32
}

type Event struct {
	Name string
	At   int
}

type Point3 struct{ X, Y, Z float64 }

func frame(payload string) []byte {
	buf := []byte{0x7e}
	buf = append(buf, byte(len(payload)))
	buf = append(buf, payload...)
	return append(buf, 0x7e)
}

func collect[T any](n int, f func(int) T) []T {
	var out []T
	for i := 0; i < n; i++ {
		out = append(out, f(i))
	}
	return out
}

// measure appends n items to fresh slices of several element types and
// reports their capacities.
func measure(n int) string {
	var s []Sample
	var e []Event
	var p []Point3
	var f32 []float32
	var ptrs []*Event
	for i := 0; i < n; i++ {
		s = append(s, Sample{int32(i), float32(i) / 2})
		e = append(e, Event{fmt.Sprint("e", i), i})
		p = append(p, Point3{float64(i), 0, 0})
		f32 = append(f32, float32(i))
		ptrs = append(ptrs, &e[i])
	}
	var fl []bool
	for i := 0; i < n; i++ {
		fl = append(fl, i%2 == 0)
	}
	return fmt.Sprintf("n=%2d samples=%d events=%d points=%d bools=%d f32=%d ptrs=%d",
		n, cap(s), cap(e), cap(p), cap(fl), cap(f32), cap(ptrs))
}

func main() {
	for _, p := range []string{"", "hi", "hello world", "a longer payload of text"} {
		f := frame(p)
		fmt.Printf("%-26q len=%2d cap=%2d\n", p, len(f), cap(f))
	}
	b := append([]byte("hello"), " world, this is long"...)
	fmt.Println(len(b), cap(b))
	var rs []rune
	for _, r := range "añbñc😀defghij" {
		rs = append(rs, r)
		if len(rs) == cap(rs) {
			fmt.Print(cap(rs), " ")
		}
	}
	fmt.Println("|", len(rs), cap(rs))
	for _, n := range []int{1, 3, 5, 9, 20} {
		fmt.Println(measure(n))
	}
	words := collect(7, func(i int) []string { return make([]string, i) })
	ifaces := collect(7, func(i int) any { return i })
	fmt.Println(cap(words), cap(ifaces))
	big := collect(300, func(i int) byte { return byte(i) })
	fmt.Println(len(big), cap(big))
	big = append(big, make([]byte, 700)...)
	fmt.Println(len(big), cap(big))
}
