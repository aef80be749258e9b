// features: strings_pkg, strconv, string_indexing, slice_expressions
package main

import (
	"fmt"
	"strconv"
	"strings"
)

func main() {
	s := "  The quick brown fox  "
	t := strings.TrimSpace(s)
	fmt.Printf("[%s]\n", t)
	fmt.Println(strings.Fields(t), len(strings.Fields(t)))
	fmt.Println(strings.Contains(t, "quick"), strings.HasPrefix(t, "The"), strings.HasSuffix(t, "fox"))
	fmt.Println(strings.Index(t, "brown"), strings.Index(t, "cat"), strings.LastIndex("go gopher", "go"))
	fmt.Println(strings.Replace("oink oink oink", "k", "ky", 2), strings.ReplaceAll("oink oink", "oink", "moo"))
	fmt.Println(strings.Repeat("ab", 3), strings.Count("cheese", "e"), strings.Count("five", ""))
	fmt.Println(strings.Split("a,b,,c", ","), len(strings.Split("", ",")))
	fmt.Println(strings.Join([]string{"x", "y", "z"}, "/"))
	fmt.Println(strings.ToUpper("MiXeD"), strings.ToLower("MiXeD"), strings.Title("hello world"))
	fmt.Println(strings.Trim("xxhixx", "x"), strings.TrimLeft("xxhixx", "x"), strings.TrimRight("xxhixx", "x"))
	fmt.Println(strings.TrimPrefix("prefix-body", "prefix-"), strings.TrimSuffix("file.go", ".go"))
	fmt.Println(strings.EqualFold("Go", "GO"), strings.ContainsRune("abc", 'b'), strings.IndexByte("abc", 'c'))
	n, err := strconv.Atoi("1234")
	fmt.Println(n+1, err)
	_, err = strconv.Atoi("12a")
	fmt.Println(err)
	fmt.Println(strconv.Itoa(-45)+"!", strconv.FormatInt(255, 2), strconv.FormatInt(255, 16), strconv.Quote("hi\"there\""))
	f, _ := strconv.ParseFloat("2.5", 64)
	b, _ := strconv.ParseBool("true")
	i64, _ := strconv.ParseInt("-42", 10, 64)
	fmt.Println(f*2, b, i64)
	word := "racecar"
	fmt.Println(word[:3], word[3:], word[2:5], word[len(word)-1:])
	upper := strings.Map(func(r rune) rune {
		if r == 'a' {
			return 'A'
		}
		return r
	}, "banana")
	fmt.Println(upper)
}
