// features: multiple_returns, errors_new, string_indexing, for_clause
package main

import (
	"errors"
	"fmt"
)

func distance(a, b string) (int, error) {
	if len(a) != len(b) {
		return 0, errors.New("strands must be of equal length")
	}
	d := 0
	for i := 0; i < len(a); i++ {
		if a[i] != b[i] {
			d++
		}
	}
	return d, nil
}

func main() {
	pairs := [][2]string{{"", ""}, {"A", "A"}, {"G", "T"}, {"GGACTGAAATCTG", "GGACTGAAATCTG"},
		{"GGACGGATTCTG", "AGGACGGATTCT"}, {"AATG", "AAA"}, {"ATA", "AGTG"}}
	for _, p := range pairs {
		d, err := distance(p[0], p[1])
		if err != nil {
			fmt.Println("error:", err)
		} else {
			fmt.Println(d)
		}
	}
}
