// features: strings_pkg, strings_builder, unicode, sort_pkg, maps
package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
)

type WordCount struct {
	Word  string
	Count int
}

func tokenize(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	})
}

func main() {
	text := `The quick brown fox jumps over the lazy dog. The dog barks!
It's the fox's fault, said the dog; the fox didn't care.`
	counts := map[string]int{}
	for _, w := range tokenize(text) {
		counts[w]++
	}
	var list []WordCount
	for w, c := range counts {
		list = append(list, WordCount{w, c})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].Count != list[j].Count {
			return list[i].Count > list[j].Count
		}
		return list[i].Word < list[j].Word
	})
	for _, wc := range list[:5] {
		fmt.Printf("%-8s %2d %s\n", wc.Word, wc.Count, strings.Repeat("#", wc.Count))
	}
	fmt.Println(len(counts), "distinct words")
	var sb strings.Builder
	for i, w := range strings.Fields("hello wide world") {
		if i > 0 {
			sb.WriteByte('-')
		}
		sb.WriteString(strings.ToUpper(w[:1]) + w[1:])
	}
	fmt.Println(sb.String(), sb.Len())
	fmt.Println(strings.Split("a,b,,c", ","), len(strings.Split("a,b,,c", ",")))
	fmt.Printf("%q\n", strings.SplitN("k=v=w", "=", 2))
	fmt.Println(strings.Index("chicken", "ken"), strings.LastIndex("go gopher", "go"))
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;")
	fmt.Println(r.Replace("<b>bold</b>"))
	fmt.Println(strings.TrimFunc("123abc456", unicode.IsDigit), strings.ContainsAny("hello", "xyz"))
}
