// features: fmt_scan, pointers, element_field_pointers, structs, fmt_printf, errors_pkg
package main

import (
	"fmt"
	"strings"
)

type Reading struct {
	Station string
	Temp    float64
	Hour    int
	Min     int
	OK      bool
}

func main() {
	log := `station=north temp=21.5 at 09:30 ok=true
station=south temp=-3.25 at 10:05 ok=false
station=east temp=abc at 11:00 ok=true
station=west temp=18 at 7:5 ok=true
garbage line`
	var readings []Reading
	for i, line := range strings.Split(log, "\n") {
		var r Reading
		n, err := fmt.Sscanf(line, "station=%s temp=%f at %d:%d ok=%t", &r.Station, &r.Temp, &r.Hour, &r.Min, &r.OK)
		if err != nil {
			fmt.Printf("line %d: parsed %d fields: %v\n", i+1, n, err)
			continue
		}
		readings = append(readings, r)
	}
	for _, r := range readings {
		fmt.Printf("%-6s %6.2f %02d:%02d %v\n", r.Station, r.Temp, r.Hour, r.Min, r.OK)
	}

	var w, h int
	var unit string
	n, err := fmt.Sscan("1920 1080\n px", &w, &h, &unit)
	fmt.Println(n, err, w, h, unit)
	n, err = fmt.Sscan("  42", &w, &h)
	fmt.Println(n, err, w)
	n, err = fmt.Sscan("", &w)
	fmt.Println(n, err)
	n, err = fmt.Sscanln("7 8\n9", &w, &h)
	fmt.Println(n, err, w, h)
	n, err = fmt.Sscanln("7\n8", &w, &h)
	fmt.Println(n, err, w)
	n, err = fmt.Sscanln("1 2 3", &w, &h)
	fmt.Println(n, err, w, h)

	dims := make([]int, 3)
	fmt.Sscanf("10x20x30", "%dx%dx%d", &dims[0], &dims[1], &dims[2])
	fmt.Println(dims, dims[0]*dims[1]*dims[2])

	var hex, oct int
	var name string
	var ch rune
	n, err = fmt.Sscanf("ff 17 id:%q c=Z", "%x %o id:%q c=%c", &hex, &oct, &name, &ch)
	fmt.Println(n, err, hex, oct, name, string(ch))
	n, err = fmt.Sscanf("\"bob\" 5", "%q %d", &name, &w)
	fmt.Println(n, err, name, w)
	n, err = fmt.Sscanf("age: x", "age: %d", &w)
	fmt.Println(n, err)
	n, err = fmt.Sscanf("12-05", "%d/%d", &w, &h)
	fmt.Println(n, err, w)
	var code string
	n, err = fmt.Sscanf("ABCDEF", "%3s%s", &code, &name)
	fmt.Println(n, err, code, name)
	var ratio float64
	n, err = fmt.Sscanf("50%", "%f%%", &ratio)
	fmt.Println(n, err, ratio)
}
