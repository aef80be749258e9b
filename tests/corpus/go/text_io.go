// features: bufio_io, os_pkg, fmt_printf, strings_builder, strconv
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

const report = `alice 30 engineering
bob   x  sales
carol 41 engineering

dave  25 support`

func main() {
	sc := bufio.NewScanner(strings.NewReader(report))
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	var sb strings.Builder
	line := 0
	for sc.Scan() {
		line++
		f := strings.Fields(sc.Text())
		if len(f) != 3 {
			fmt.Fprintln(os.Stderr, "skipping blank line", line)
			continue
		}
		age, err := strconv.Atoi(f[1])
		if err != nil {
			fmt.Fprintf(os.Stderr, "line %d: %v\n", line, err)
			fmt.Fprintf(w, "line %d: bad age %q\n", line, f[1])
			continue
		}
		fmt.Fprintf(&sb, "%s(%d) ", f[0], age)
		fmt.Fprintf(w, "%-6s|%3d|%s\n", f[0], age, strings.ToUpper(f[2]))
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(w, "scan error:", err)
	}
	fmt.Fprintln(w, strings.TrimSpace(sb.String()))
	words := bufio.NewScanner(strings.NewReader("the quick  brown\tfox\n jumps"))
	words.Split(bufio.ScanWords)
	n := 0
	for words.Scan() {
		n++
		w.WriteString(words.Text())
		w.WriteByte('/')
	}
	w.WriteRune('✓')
	fmt.Fprint(w, "\n", n, " words, args: ", len(os.Args), "\n")
	runes := bufio.NewScanner(strings.NewReader("héllo\nok"))
	runes.Buffer(make([]byte, 64), 1024)
	runes.Split(bufio.ScanRunes)
	count := 0
	for runes.Scan() {
		count += len(runes.Bytes())
		fmt.Fprintf(w, "[%s]", runes.Text())
	}
	lines := bufio.NewScanner(strings.NewReader("a\r\nb"))
	lines.Split(bufio.ScanLines)
	for lines.Scan() {
		fmt.Fprintf(w, " %q", lines.Text())
	}
	fmt.Fprintln(w, "", count)
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		fmt.Fprintln(w, "stdin:", in.Text())
	}
}
