// features: recursion, slices, slice_expressions, multiple_assignment, generics_partial
package main

import "fmt"

func quicksort(a []int) {
	if len(a) < 2 {
		return
	}
	p := partition(a)
	quicksort(a[:p])
	quicksort(a[p+1:])
}

func partition(a []int) int {
	hi := len(a) - 1
	pivot := a[hi]
	i := 0
	for j := 0; j < hi; j++ {
		if a[j] < pivot {
			a[i], a[j] = a[j], a[i]
			i++
		}
	}
	a[i], a[hi] = a[hi], a[i]
	return i
}

func mergeSort(a []int) []int {
	if len(a) <= 1 {
		return a
	}
	mid := len(a) / 2
	l, r := mergeSort(a[:mid]), mergeSort(a[mid:])
	out := make([]int, 0, len(a))
	i, j := 0, 0
	for i < len(l) && j < len(r) {
		if l[i] <= r[j] {
			out = append(out, l[i])
			i++
		} else {
			out = append(out, r[j])
			j++
		}
	}
	out = append(out, l[i:]...)
	out = append(out, r[j:]...)
	return out
}

func bubble(a []int) []int {
	b := make([]int, len(a))
	copy(b, a)
	for i := 0; i < len(b); i++ {
		for j := 0; j < len(b)-1-i; j++ {
			if b[j] > b[j+1] {
				b[j], b[j+1] = b[j+1], b[j]
			}
		}
	}
	return b
}

func Map[T any, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	data := []int{38, 27, 43, 3, 9, 82, 10, 3}
	fmt.Println(mergeSort(data))
	fmt.Println(bubble(data), data)
	fmt.Println(Map(data, func(x int) string { return fmt.Sprint(x % 10) }))
}
