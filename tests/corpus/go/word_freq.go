// features: bufio_io, unicode, maps, sort_pkg, closures, slice_expressions
package main

import (
	"bufio"
	"fmt"
	"sort"
	"strings"
	"unicode"
)

const text = `It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair.`

type kv struct {
	Word  string
	Count int
}

func main() {
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Split(bufio.ScanWords)
	counts := make(map[string]int)
	total := 0
	longest := ""
	for sc.Scan() {
		w := strings.TrimFunc(strings.ToLower(sc.Text()), func(r rune) bool { return !unicode.IsLetter(r) })
		if w == "" {
			continue
		}
		counts[w]++
		total++
		if len(w) > len(longest) || (len(w) == len(longest) && w < longest) {
			longest = w
		}
	}
	var list []kv
	for w, c := range counts {
		list = append(list, kv{w, c})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].Count != list[j].Count {
			return list[i].Count > list[j].Count
		}
		return list[i].Word < list[j].Word
	})
	fmt.Printf("%d words, %d distinct, longest %q\n", total, len(counts), longest)
	for i, e := range list[:8] {
		bar := strings.Repeat("#", e.Count)
		fmt.Printf("%2d. %-12s %2d %s\n", i+1, e.Word, e.Count, bar)
	}
	var singles []string
	for _, e := range list {
		if e.Count == 1 {
			singles = append(singles, e.Word)
		}
	}
	fmt.Println("once:", strings.Join(singles, ","))
	fmt.Println(list[len(list)-3:])
}
