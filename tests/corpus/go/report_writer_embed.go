// features: embedded_structs, bufio_io, fmt_printf, fmt_verbs, runes
package main

// A report type that embeds bytes.Buffer: fmt writes into it through the
// promoted Write, whether given the pointer or &value; a rune table uses %#U.

import (
	"bytes"
	"fmt"
	"strings"
)

type Report struct {
	bytes.Buffer
	title string
	rows  int
}

func (r *Report) Row(format string, args ...any) {
	r.rows++
	fmt.Fprintf(r, "%2d. ", r.rows)
	fmt.Fprintf(r, format, args...)
	r.WriteByte('\n')
}

type Page struct {
	strings.Builder
	n int
}

func main() {
	r := &Report{title: "runes"}
	fmt.Fprintln(r, "== "+r.title+" ==")
	for _, c := range "aé€😀\t" {
		r.Row("%#U %-8q %d bytes", c, c, len(string(c)))
	}
	fmt.Print(r.String())
	fmt.Println(r.Len(), r.rows)

	var v Report
	fmt.Fprintf(&v, "value %s", "report")
	fmt.Fprint(&v, " ", 42)
	fmt.Println(v.String())

	var p Page
	fmt.Fprintf(&p, "page %d", 1)
	p.WriteString("!")
	fmt.Println(p.String(), p.Len())
	fmt.Printf("%U %#U %#U\n", 0x1F600, 0x263A, 0x7)
	// the precision of %q cuts the text before it is quoted
	fmt.Printf("[%5.1q][%.2q][%#.3q][%-8.2q][%.0q]\n", "xyz", "héllo", "abcdef", "tab\tx", "zz")
}
