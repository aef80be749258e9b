// features: type_switch, empty_interface, strconv, sort_pkg, recursion, named_results, maps, fmt_type_names
package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

func render(v any, indent int, b *strings.Builder) {
	pad := strings.Repeat("  ", indent)
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case int:
		b.WriteString(strconv.Itoa(x))
	case float64:
		b.WriteString(strconv.FormatFloat(x, 'g', -1, 64))
	case string:
		b.WriteString(strconv.Quote(x))
	case []any:
		if len(x) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteString("[\n")
		for i, e := range x {
			b.WriteString(pad + "  ")
			render(e, indent+1, b)
			if i < len(x)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(pad + "]")
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b.WriteString("{\n")
		for i, k := range keys {
			fmt.Fprintf(b, "%s  %q: ", pad, k)
			render(x[k], indent+1, b)
			if i < len(keys)-1 {
				b.WriteString(",")
			}
			b.WriteString("\n")
		}
		b.WriteString(pad + "}")
	default:
		fmt.Fprintf(b, "\"<%T>\"", x)
	}
}

type point struct{ X, Y int }

func count(v any) (objects, arrays, scalars int) {
	switch x := v.(type) {
	case map[string]any:
		objects++
		for _, e := range x {
			o, a, s := count(e)
			objects, arrays, scalars = objects+o, arrays+a, scalars+s
		}
	case []any:
		arrays++
		for _, e := range x {
			o, a, s := count(e)
			objects += o
			arrays += a
			scalars += s
		}
	default:
		scalars++
	}
	return
}

func main() {
	doc := map[string]any{
		"name":    "order-17",
		"paid":    true,
		"total":   129.5,
		"items":   []any{map[string]any{"sku": "A-1", "qty": 2}, map[string]any{"sku": "B\"2", "qty": 1, "tags": []any{}}},
		"notes":   nil,
		"ratio":   1e-7,
		"origin":  point{3, 4},
		"address": map[string]any{"city": "Zürich", "zip": "8001", "lines": []any{"Bahnhofstr. 1", "\tc/o Desk"}},
	}
	var b strings.Builder
	render(doc, 0, &b)
	fmt.Println(b.String())
	o, a, s := count(doc)
	fmt.Printf("objects=%d arrays=%d scalars=%d\n", o, a, s)
}
