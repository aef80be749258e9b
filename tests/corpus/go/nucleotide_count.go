// features: maps, for_range_string, errors_new, multiple_returns, fmt_println_maps
package main

import (
	"errors"
	"fmt"
)

func counts(dna string) (map[rune]int, error) {
	h := map[rune]int{'A': 0, 'C': 0, 'G': 0, 'T': 0}
	for _, c := range dna {
		if _, ok := h[c]; !ok {
			return nil, errors.New("invalid nucleotide " + string(c))
		}
		h[c]++
	}
	return h, nil
}

func main() {
	for _, s := range []string{"", "G", "GGGGGGG", "AGCTTTTCATTCTGACTGCAACGGGCAATATGTCTCTGTGTGGATTAAAAAAAGAGTGTCTGATAGCAGC", "AGXXACT"} {
		h, err := counts(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(h['A'], h['C'], h['G'], h['T'], len(h))
	}
}
