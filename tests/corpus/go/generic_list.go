// features: generics_partial, pointers, variadic_functions, multiple_returns
package main

import (
	"errors"
	"fmt"
	"strings"
)

type List[T any] struct {
	head *elem[T]
	size int
}

type elem[T any] struct {
	val  T
	next *elem[T]
}

func (l *List[T]) Push(v T) {
	l.head = &elem[T]{val: v, next: l.head}
	l.size++
}

func (l *List[T]) Each(f func(T)) {
	for e := l.head; e != nil; e = e.next {
		f(e.val)
	}
}

func (l *List[T]) Reverse() {
	var prev *elem[T]
	cur := l.head
	for cur != nil {
		next := cur.next
		cur.next = prev
		prev = cur
		cur = next
	}
	l.head = prev
}

type Ordered interface {
	~int | ~float64 | ~string
}

func MinMax[T Ordered](xs ...T) (T, T, error) {
	var zero T
	if len(xs) == 0 {
		return zero, zero, errors.New("empty input")
	}
	lo, hi := xs[0], xs[0]
	for _, x := range xs[1:] {
		if x < lo {
			lo = x
		}
		if x > hi {
			hi = x
		}
	}
	return lo, hi, nil
}

func Keys[K comparable, V any](m map[K]V) int { return len(m) }

func Contains[T comparable](xs []T, x T) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

func main() {
	var l List[string]
	for _, w := range strings.Fields("one two three four") {
		l.Push(w)
	}
	var parts []string
	l.Each(func(s string) { parts = append(parts, s) })
	fmt.Println(strings.Join(parts, ","), l.size)
	l.Reverse()
	parts = parts[:0]
	l.Each(func(s string) { parts = append(parts, strings.ToUpper(s)) })
	fmt.Println(parts)
	nums := &List[int]{}
	for i := 1; i <= 5; i++ {
		nums.Push(i * i)
	}
	sum := 0
	nums.Each(func(n int) { sum += n })
	fmt.Println("sum", sum)
	lo, hi, err := MinMax(3, 9, -2, 7)
	fmt.Println(lo, hi, err)
	slo, shi, _ := MinMax("pear", "apple", "zebra")
	fmt.Println(slo, shi)
	_, _, err = MinMax[float64]()
	fmt.Println("err:", err)
	fmt.Println(Keys(map[string]bool{"a": true, "b": false}), Contains([]string{"x", "y"}, "y"), Contains([]int{1, 2}, 5))
}
