// features: fmt_scan, bufio_io, error_interface, for_range, fmt_printf
// Reading structured records with fmt.Fscan / Fscanf / Fscanln from readers.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
)

type shipment struct {
	id     int
	weight float64
	dest   string
	rush   bool
}

func main() {
	// whitespace-separated records until io.EOF
	data := "101 12.5 Oslo true\n102 3.25 Lima false\n\n103   7 Kyiv true\n"
	r := strings.NewReader(data)
	var all []shipment
	for {
		var s shipment
		n, err := fmt.Fscan(r, &s.id, &s.weight, &s.dest, &s.rush)
		if err == io.EOF {
			fmt.Println("done: EOF after", len(all), "records")
			break
		}
		if err != nil {
			fmt.Println("error:", n, err)
			break
		}
		all = append(all, s)
	}
	total := 0.0
	for _, s := range all {
		total += s.weight
		fmt.Printf("#%d %-5s %6.2fkg rush=%t\n", s.id, s.dest, s.weight, s.rush)
	}
	fmt.Printf("total %.2fkg, %d bytes left\n", total, r.Len())

	// Fscanf with a layout, one record per line
	br := bufio.NewReader(strings.NewReader("2024-03-15 temp=21.5C\n2024-03-16 temp=-3.0C\nbad line\n"))
	for i := 0; i < 3; i++ {
		var y, m, d int
		var t float64
		n, err := fmt.Fscanf(br, "%d-%d-%d temp=%fC\n", &y, &m, &d, &t)
		if err != nil {
			fmt.Printf("line %d: scanned %d, error %v\n", i, n, err)
			break
		}
		fmt.Printf("line %d: %02d/%02d/%d %.1f°C\n", i, d, m, y, t)
	}

	// Fscanln stops at the end of each line
	lines := strings.NewReader("alpha 1\nbeta 2 extra\ngamma\n")
	for i := 0; i < 4; i++ {
		var word string
		var num int
		n, err := fmt.Fscanln(lines, &word, &num)
		fmt.Printf("scanln %d: n=%d word=%q num=%d err=%v\n", i, n, word, num, err)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil && err.Error() == "expected newline" {
			rest, _ := bufio.NewReader(lines).ReadString('\n')
			fmt.Printf("  skipped %q\n", rest)
			lines = strings.NewReader("gamma\n")
		}
	}

	// mixing Fscan with the reader's own methods: nothing past the token is lost
	mixed := bufio.NewReader(strings.NewReader("42 rest of the line\nnext"))
	var k int
	fmt.Fscan(mixed, &k)
	rest, err := mixed.ReadString('\n')
	fmt.Printf("k=%d rest=%q err=%v\n", k, rest, err)
	tail, err := mixed.ReadString('\n')
	fmt.Printf("tail=%q err=%v\n", tail, err)

	// a bad number reports fmt's error
	var x int
	n, err := fmt.Fscan(strings.NewReader("12x"), &x)
	fmt.Println(n, x, err)
	n, err = fmt.Fscan(strings.NewReader("   "), &x)
	fmt.Println(n, err, err == io.EOF)
}
