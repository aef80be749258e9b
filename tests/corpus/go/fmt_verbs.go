// features: fmt_verbs, fmt_printf, fmt_sprint, structs, float_formatting, pointers
package main

import "fmt"

type P struct {
	X, Y int
	Name string
}

func main() {
	p := P{1, 2, "pt"}
	fmt.Printf("%v|%+v|%#v\n", p, p, p)
	fmt.Printf("%d|%5d|%-5d|%05d|%+d|%x|%X|%o|%b\n", 42, 42, 42, 42, 42, 255, 255, 8, 5)
	fmt.Printf("%f|%.2f|%8.3f|%-8.1f|%e|%g|%g\n", 3.14159, 3.14159, 3.14159, 2.5, 123456.789, 0.000012, 1e21)
	fmt.Printf("%s|%10s|%-10s|%q|%v\n", "go", "right", "left", "quote\t", []string{"a", "b"})
	fmt.Printf("%t|%v|%c|%U|%%\n", true, false, 'λ', 'λ')
	fmt.Printf("%T %T %T %T %T %T\n", 1, 2.0, "s", true, []int{1}, map[string]bool{"k": true})
	fmt.Println(1e6, 1e-7, 123456789.0, 0.5+0.25, 100.0, -2.5, 1.0/3.0)
	fmt.Println(float32(0.1), 2.0*3, 7/2.0)
	s := fmt.Sprint("a", 1, 2, "b", 3.5, true)
	fmt.Println(s, len(s))
	fmt.Print("x", "y", 1, 2, "\n")
	fmt.Println(fmt.Sprintln("end", 1) == "end 1\n")
	fmt.Printf("%6.2f%%\n", 12.3456)
	fmt.Printf("%d %s\n", 1)
	var ip *P
	fmt.Println(ip == nil, []int(nil) == nil)
}

func init() {
	pp := &P{3, 4, "ptr"}
	var np *P
	fmt.Println(pp, np, *pp)
	fmt.Printf("%v %+v %T\n", pp, pp, pp)
}
