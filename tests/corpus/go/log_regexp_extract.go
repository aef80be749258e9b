// features: strings_pkg, slices, maps, closures, fmt_printf, error_interface
package main

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Extracting structured fields from application logs with package regexp:
// named groups, FindAll, ReplaceAll templates and functions, Split.

var lineRE = regexp.MustCompile(`^(?P<date>\d{4}-\d{2}-\d{2}) (?P<level>[A-Z]+)\s+\[(?P<svc>[a-z-]+)\] (?P<msg>.*)$`)
var kvRE = regexp.MustCompile(`(\w+)=("[^"]*"|\S+)`)
var emailRE = regexp.MustCompile(`(?i)[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}`)

const logs = `2024-03-01 INFO  [auth] login ok user=alice ip=10.0.0.1 took=12ms
2024-03-01 WARN  [billing] retry charge id=981 amount="12.50 EUR" attempt=2
2024-03-02 ERROR [auth] bad password user=bob contact=Bob.Smith@Example.com
garbage line without structure
2024-03-02 INFO  [search-api] query q="go regexp" hits=42 took=7ms`

func main() {
	names := lineRE.SubexpNames()
	fmt.Printf("%q %d\n", names, lineRE.NumSubexp())
	levels := map[string]int{}
	for i, line := range strings.Split(logs, "\n") {
		m := lineRE.FindStringSubmatch(line)
		if m == nil {
			fmt.Printf("%d: no match (%t)\n", i, lineRE.MatchString(line))
			continue
		}
		level := m[lineRE.SubexpIndex("level")]
		levels[level]++
		fields := map[string]string{}
		for _, kv := range kvRE.FindAllStringSubmatch(m[4], -1) {
			fields[kv[1]] = strings.Trim(kv[2], `"`)
		}
		keys := make([]string, 0, len(fields))
		for k := range fields {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		fmt.Printf("%d: %s %-5s %-10s keys=%v\n", i, m[1], level, m[3], keys)
		if e := emailRE.FindString(line); e != "" {
			fmt.Println("   email:", e, emailRE.FindStringIndex(line))
		}
	}
	fmt.Println(levels)

	durRE := regexp.MustCompile(`took=(\d+)ms`)
	fmt.Println(durRE.FindAllString(logs, -1), durRE.FindAllString(logs, 1), durRE.FindAllStringIndex(logs, -1))
	fmt.Println(durRE.ReplaceAllString("took=12ms took=7ms", "${1} milliseconds"))
	fmt.Println(regexp.MustCompile(`(\w+)@(\w+)`).ReplaceAllString("ann@home bob@work", "$2:$1 [$0] $$"))
	fmt.Println(regexp.MustCompile(`a(x*)b`).ReplaceAllString("-ab-axxb-", "$1W"), regexp.MustCompile(`a(x*)b`).ReplaceAllLiteralString("-ab-axxb-", "$1"))
	upper := regexp.MustCompile(`\b[a-z]`).ReplaceAllStringFunc("hello big world", strings.ToUpper)
	fmt.Println(upper)
	fmt.Printf("%q\n", regexp.MustCompile(`\s*[,;]\s*`).Split("a , b;c ;  d", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`x*`).Split("axbxxc", -1))
	fmt.Printf("%q\n", regexp.MustCompile(`,`).Split("1,2,3,4", 2))
	fmt.Printf("%q %q\n", regexp.MustCompile(`a*`).FindAllString("baaab", -1), regexp.MustCompile(`a*`).ReplaceAllString("baaab", "-"))
	ok, err := regexp.MatchString(`^\d+$`, "12345")
	fmt.Println(ok, err)
	_, err = regexp.Compile(`(unclosed`)
	fmt.Println(err != nil)
	re, err := regexp.Compile(`(\d+)-(\d+)`)
	fmt.Println(re.String(), err, re.FindStringSubmatchIndex("range 10-20"), re.FindAllStringSubmatchIndex("1-2 3-4", -1))
	fmt.Println(regexp.QuoteMeta("1.5+2*[x]"), re.MatchString("no digits"), re.FindStringSubmatch("none") == nil)
	fmt.Printf("%s %q\n", re.Find([]byte("at 3-4 now")), re.FindAll([]byte("1-1 2-2"), -1))
	fmt.Println(string(re.ReplaceAll([]byte("5-6"), []byte("$2-$1"))), re.Match([]byte("7-8")))
	posix := regexp.MustCompilePOSIX(`[0-9]+`)
	_, perr := regexp.CompilePOSIX(`[`)
	fmt.Println(posix.FindString("ab123"), perr != nil)
	multi := regexp.MustCompile(`(?m)^(\w+):`)
	fmt.Println(multi.FindAllStringSubmatch("key: v\nother: w\n  indented: x", -1))
	fmt.Println(regexp.MustCompile(`end$`).MatchString("the end\n"), regexp.MustCompile(`(?s)a.b`).MatchString("a\nb"), regexp.MustCompile(`\pL+`).FindString("123 héllo"))
}
