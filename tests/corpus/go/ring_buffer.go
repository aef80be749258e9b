// features: generics_partial, closures, strings_bytes_other, unicode, runes, multiple_returns, named_results
package main

import (
	"bytes"
	"fmt"
	"strings"
	"unicode"
)

type Ring[T any] struct {
	buf   []T
	start int
	n     int
}

func NewRing[T any](size int) *Ring[T] { return &Ring[T]{buf: make([]T, size)} }

func (r *Ring[T]) Push(v T) (evicted T, full bool) {
	if r.n == len(r.buf) {
		evicted = r.buf[r.start]
		r.buf[r.start] = v
		r.start = (r.start + 1) % len(r.buf)
		return evicted, true
	}
	r.buf[(r.start+r.n)%len(r.buf)] = v
	r.n++
	return evicted, false
}

func (r *Ring[T]) Each(f func(int, T)) {
	for i := 0; i < r.n; i++ {
		f(i, r.buf[(r.start+i)%len(r.buf)])
	}
}

func (r *Ring[T]) Slice() []T {
	out := make([]T, 0, r.n)
	r.Each(func(_ int, v T) { out = append(out, v) })
	return out
}

func main() {
	r := NewRing[int](4)
	for i := 1; i <= 7; i++ {
		if ev, full := r.Push(i * i); full {
			fmt.Printf("push %2d evicts %2d -> %v\n", i*i, ev, r.Slice())
		}
	}
	fmt.Println(r.Slice(), r.n, len(r.buf), cap(r.buf))

	lines := NewRing[string](3)
	log := "boot ok\nload config\nwarn: disk 91%\nstart web\nerror: port busy\nretry"
	for _, l := range strings.Split(log, "\n") {
		lines.Push(l)
	}
	lines.Each(func(i int, s string) { fmt.Printf("%d: %q\n", i, s) })

	var buf bytes.Buffer
	for _, w := range strings.Fields("Hello, World! Go 1.22 rocks") {
		clean := strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				return unicode.ToLower(r)
			}
			return -1
		}, w)
		buf.WriteString(clean)
		buf.WriteByte('|')
	}
	fmt.Println(buf.String(), buf.Len())
	rep := strings.NewReplacer("|", " / ", "go", "GO")
	fmt.Println(rep.Replace(buf.String()))
	fmt.Println(bytes.Contains(buf.Bytes(), []byte("world")), bytes.Count(buf.Bytes(), []byte("|")))
	title := []rune("ring buffer demo")
	for i, c := range title {
		if i == 0 || title[i-1] == ' ' {
			title[i] = unicode.ToUpper(c)
		}
	}
	fmt.Println(string(title))
}
