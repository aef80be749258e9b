// features: strconv, strings_pkg, maps, errors_pkg, fmt_printf
package main

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

const conf = `name = "web \"edge\" node"
path = ` + "`C:\\srv\\www`" + `
greeting = "gr\u00fc\303\237 dich\t!"
sep = ','
emoji = "\U0001F600"
bad1 = "unterminated
bad2 = 'ab'
bad3 = "\q"
plain = 42
hex = "\x41\x42"`

func main() {
	vals := map[string]string{}
	for _, line := range strings.Split(conf, "\n") {
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if !strings.ContainsAny(v[:1], "\"'`") {
			vals[k] = v
			continue
		}
		s, err := strconv.Unquote(v)
		if err != nil {
			fmt.Printf("%s: %v (syntax: %v)\n", k, err, errors.Is(err, strconv.ErrSyntax))
			continue
		}
		vals[k] = s
	}
	keys := make([]string, 0, len(vals))
	for k := range vals {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%-8s %q (%d bytes)\n", k, vals[k], len(vals[k]))
	}
	fmt.Println(strconv.Unquote(strconv.Quote("round\ntrip ☺")))
}
