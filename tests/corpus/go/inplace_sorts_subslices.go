// features: slice_aliasing, slice_expressions, recursion, sort_pkg, arrays, append, fmt_println
package main

import (
	"fmt"
	"sort"
	"strings"
)

// quicksort sorts a in place, recursing on sub-slices that share a's array.
func quicksort(a []int) {
	if len(a) < 2 {
		return
	}
	p := partition(a)
	quicksort(a[:p])
	quicksort(a[p+1:])
}

func partition(a []int) int {
	pivot := a[len(a)-1]
	i := 0
	for j := 0; j < len(a)-1; j++ {
		if a[j] < pivot {
			a[i], a[j] = a[j], a[i]
			i++
		}
	}
	a[i], a[len(a)-1] = a[len(a)-1], a[i]
	return i
}

func mergeSort(a []string) {
	if len(a) <= 1 {
		return
	}
	mid := len(a) / 2
	mergeSort(a[:mid])
	mergeSort(a[mid:])
	merged := make([]string, 0, len(a))
	i, j := 0, mid
	for i < mid && j < len(a) {
		if a[i] <= a[j] {
			merged = append(merged, a[i])
			i++
		} else {
			merged = append(merged, a[j])
			j++
		}
	}
	merged = append(merged, a[i:mid]...)
	merged = append(merged, a[j:]...)
	copy(a, merged)
}

func reverse(s []int) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

func insertAt(s []int, i, v int) []int {
	s = append(s, 0)
	copy(s[i+1:], s[i:])
	s[i] = v
	return s
}

func main() {
	nums := []int{9, 3, 7, 1, 8, 2, 6, 5, 4, 0}
	quicksort(nums)
	fmt.Println(nums)
	words := strings.Fields("pear fig apple kiwi banana cherry date")
	mergeSort(words)
	fmt.Println(words)

	board := []string{"z", "b", "a", "y", "c"}
	sort.Strings(board[1:4])
	fmt.Println(board)
	arr := [6]int{6, 5, 4, 3, 2, 1}
	sort.Ints(arr[2:])
	fmt.Println(arr)

	r := []int{1, 2, 3, 4, 5, 6, 7}
	reverse(r[2:5])
	fmt.Println(r)
	fmt.Println(insertAt([]int{10, 20, 40, 50}, 2, 30))

	s := []int{1, 2, 3, 4, 5}
	copy(s[1:], s)
	fmt.Println(s)
	d := []int{1, 2, 3, 4, 5}
	n := copy(d, d[2:])
	fmt.Println(n, d)

	var names []string
	last := -1
	for i := 0; i < 200; i++ {
		names = append(names, fmt.Sprint(i))
		if cap(names) != last {
			last = cap(names)
			fmt.Print(last, " ")
		}
	}
	fmt.Println()
	fmt.Println(names[:3], len(names))
}
