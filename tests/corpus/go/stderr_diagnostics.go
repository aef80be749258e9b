// features: os_pkg, fmt_printf, errors_pkg
// expect: stderr
package main

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// A config loader that prints results on stdout and diagnostics on stderr,
// as command-line tools do.
var ErrMissing = errors.New("missing value")

func parseLine(n int, line string) (string, int, error) {
	k, v, ok := strings.Cut(line, "=")
	if !ok {
		return "", 0, fmt.Errorf("line %d: no '=' in %q", n, line)
	}
	if strings.TrimSpace(v) == "" {
		return "", 0, fmt.Errorf("line %d: %s: %w", n, k, ErrMissing)
	}
	x, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil {
		return "", 0, fmt.Errorf("line %d: %w", n, err)
	}
	return strings.TrimSpace(k), x, nil
}

func main() {
	input := "workers=4\nretries = 3\ntimeout\nport=80a\nburst=\nqueue = 128"
	total := 0
	warnings := 0
	for i, line := range strings.Split(input, "\n") {
		k, v, err := parseLine(i+1, line)
		if err != nil {
			warnings++
			fmt.Fprintln(os.Stderr, "warning:", err)
			if errors.Is(err, ErrMissing) {
				fmt.Fprintf(os.Stderr, "  hint: give %q a number\n", strings.TrimSuffix(line, "="))
			}
			continue
		}
		total += v
		fmt.Printf("%-8s %5d\n", k, v)
	}
	os.Stderr.WriteString(fmt.Sprintf("%d warnings\n", warnings))
	os.Stdout.WriteString("total " + strconv.Itoa(total) + "\n")
	fmt.Fprint(os.Stderr, "done", "\n")
}
