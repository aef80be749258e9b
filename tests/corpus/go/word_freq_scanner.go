// features: bufio_io, unicode, sort_pkg, closures, fmt_verbs, strings_pkg
package main

import (
	"bufio"
	"fmt"
	"sort"
	"strings"
	"unicode"
)

const text = `The quick brown fox jumps over the lazy dog.
The dog barks; the fox runs away!
A quick brown dog? No -- a lazy fox.`

type wordCount struct {
	Word  string
	Count int
}

func main() {
	counts := make(map[string]int)
	scanner := bufio.NewScanner(strings.NewReader(text))
	lines := 0
	for scanner.Scan() {
		lines++
		words := strings.FieldsFunc(scanner.Text(), func(r rune) bool {
			return !unicode.IsLetter(r) && r != '\''
		})
		for _, w := range words {
			counts[strings.ToLower(w)]++
		}
	}
	var list []wordCount
	for w, c := range counts {
		list = append(list, wordCount{w, c})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].Count != list[j].Count {
			return list[i].Count > list[j].Count
		}
		return list[i].Word < list[j].Word
	})
	fmt.Printf("lines=%d unique=%d\n", lines, len(list))
	for i, wc := range list {
		if i >= 5 {
			break
		}
		fmt.Printf("%-6s %3d %s\n", wc.Word, wc.Count, strings.Repeat("*", wc.Count))
	}
	fmt.Println(list[:3])
	fmt.Printf("%v\n", list[0])
	fmt.Printf("%+v\n", list[1])
	fmt.Printf("%#v\n", list[2])
	fmt.Println(counts["fox"], counts["cat"])
	title := strings.Title("hello world")
	fmt.Println(title, strings.ToUpper("mixed Case"), strings.Count("cheese", "e"))
}
