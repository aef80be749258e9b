// features: closures, recursion, maps, map_comma_ok, slices_2d, strings_builder, string_indexing, fmt_printf
package main

import (
	"fmt"
	"strings"
)

type key struct{ r, c int }

func countPaths(grid []string) int {
	memo := map[key]int{}
	var walk func(r, c int) int
	walk = func(r, c int) int {
		if r >= len(grid) || c >= len(grid[0]) || grid[r][c] == '#' {
			return 0
		}
		if r == len(grid)-1 && c == len(grid[0])-1 {
			return 1
		}
		k := key{r, c}
		if v, ok := memo[k]; ok {
			return v
		}
		v := walk(r+1, c) + walk(r, c+1)
		memo[k] = v
		return v
	}
	return walk(0, 0)
}

func lcs(a, b string) string {
	dp := make([][]int, len(a)+1)
	for i := range dp {
		dp[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				dp[i][j] = 1 + dp[i+1][j+1]
			} else {
				dp[i][j] = max(dp[i+1][j], dp[i][j+1])
			}
		}
	}
	var sb strings.Builder
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] == b[j]:
			sb.WriteByte(a[i])
			i++
			j++
		case dp[i+1][j] >= dp[i][j+1]:
			i++
		default:
			j++
		}
	}
	return sb.String()
}

func fibGen() func() int {
	a, b := 0, 1
	return func() int {
		r := a
		a, b = b, a+b
		return r
	}
}

func main() {
	grid := []string{
		"....#",
		".#...",
		"...#.",
		"#....",
	}
	fmt.Println("paths:", countPaths(grid))
	open := make([]string, 12)
	for i := range open {
		open[i] = strings.Repeat(".", 12)
	}
	fmt.Println("open 12x12:", countPaths(open))
	fmt.Printf("lcs=%q\n", lcs("AGGTABQXYZ", "GXTXAYBQZ"))
	next := fibGen()
	var fs []string
	for i := 0; i < 12; i++ {
		fs = append(fs, fmt.Sprint(next()))
	}
	fmt.Println(strings.Join(fs, ","))
}
