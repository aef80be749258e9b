// features: strings_pkg, slices_maps_cmp, for_range, closures, fmt_printf, unicode
package main

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
)

// Pulling fields out of web-server access log lines with the strings
// package's search and split functions.

const logText = `10.0.0.1 GET /index.html?lang=en 200 512
10.0.0.2 POST /api/v1/users;jsessionid=abc 201 77
10.0.0.1 GET /static/app.js 304 0
10.0.0.3 DELETE /api/v1/users/42 403 19
  10.0.0.2   GET   /favicon.ico   404   0
`

type entry struct {
	ip, method, path string
	status           string
	query            string
}

func parse(line string) entry {
	var fs []string
	for f := range strings.FieldsSeq(line) {
		fs = append(fs, f)
	}
	e := entry{ip: fs[0], method: fs[1], path: fs[2], status: fs[3]}
	if i := strings.IndexAny(e.path, "?;"); i >= 0 {
		e.query = e.path[i+1:]
		e.path = e.path[:i]
	}
	return e
}

func main() {
	byIP := map[string][]string{}
	n := 0
	for line := range strings.Lines(logText) {
		n++
		e := parse(line)
		byIP[e.ip] = append(byIP[e.ip], e.method+" "+e.path)
		ext := ""
		if dot := strings.LastIndexByte(e.path, '.'); dot > strings.LastIndexByte(e.path, '/') {
			ext = e.path[dot:]
		}
		lastDigit := strings.LastIndexFunc(e.path, unicode.IsDigit)
		fmt.Printf("%d %-8s %-6s %-22s status=%s query=%q ext=%q lastDigit=%d\n", n, e.ip, e.method, e.path, e.status, e.query, ext, lastDigit)
	}
	for _, ip := range slices.Sorted(maps.Keys(byIP)) {
		fmt.Println(ip, len(byIP[ip]), byIP[ip])
	}
	for ip := range maps.Keys(map[string]bool{"only": true}) {
		fmt.Println("key", ip)
	}
	for v := range slices.Values([]int{3, 1, 2}) {
		fmt.Print(v, " ")
	}
	fmt.Println()

	path := "/api/v1/users/42"
	fmt.Printf("%q\n", strings.SplitAfter(path, "/"))
	fmt.Printf("%q\n", strings.SplitAfterN(path, "/", 3))
	fmt.Printf("%q %q\n", strings.SplitAfter("abc", ""), strings.SplitAfterN("a,b", ",", 0))
	for seg := range strings.SplitSeq("a,b,,c", ",") {
		fmt.Printf("[%s]", seg)
	}
	fmt.Println()
	for seg := range strings.SplitAfterSeq("x.y.z", ".") {
		fmt.Printf("<%s>", seg)
	}
	fmt.Println()
	for w := range strings.FieldsFuncSeq("one-two--three", func(r rune) bool { return r == '-' }) {
		fmt.Print(strings.ToUpper(w), " ")
	}
	fmt.Println()
	fmt.Println(strings.IndexAny("golang", "xyz"), strings.IndexAny("日本語 text", "語t"), strings.LastIndexAny("go gopher", "go"), strings.LastIndexAny("abc", ""))
	fmt.Println(strings.LastIndexByte("no-dash", '#'), strings.LastIndexFunc("abc", unicode.IsDigit), strings.ContainsFunc("abc1", unicode.IsDigit))
	fmt.Printf("%q %q\n", strings.ToValidUTF8("ok\xff\xfebad\xc0", "?"), strings.ToValidUTF8("fine", "?"))
	orig := "shared"
	cp := strings.Clone(orig)
	fmt.Println(cp == orig, cp)
}
