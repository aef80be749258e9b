// features: panic_recover, type_switch, fmt_printf, closures, channels
package main

import (
	"errors"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"sync"
)

// A job runner that reports what each failing job panicked with, the way a
// supervisor logs crashes: the panic value's dynamic type and its text.
type Outcome struct {
	Job    string
	Kind   string
	Detail string
}

func run(name string, job func()) (out Outcome) {
	out = Outcome{Job: name, Kind: "ok"}
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		out.Detail = fmt.Sprintf("%T: %v", r, r)
		var re runtime.Error
		switch v := r.(type) {
		case runtime.Error:
			out.Kind = "runtime"
		case error:
			out.Kind = "error"
			if errors.As(v, &re) {
				out.Kind = "wrapped runtime"
			}
		case string:
			out.Kind = "string"
		default:
			out.Kind = "other"
		}
	}()
	job()
	return
}

type Grid struct{ cells [][]int }

func main() {
	var nilMap map[string]int
	var g *Grid
	jobs := map[string]func(){
		"index":       func() { s := []int{1, 2}; i := 3; _ = s[i] },
		"slice":       func() { s := []int{1, 2, 3}; lo, hi := 2, 1; _ = s[lo:hi] },
		"divide":      func() { a, b := 7, 0; _ = a / b },
		"nil-map":     func() { nilMap["k"] = 1 },
		"nil-ptr":     func() { _ = g.cells },
		"assert":      func() { var x any = "text"; _ = x.(int) },
		"closed":      func() { c := make(chan int, 1); close(c); c <- 1 },
		"close-twice": func() { c := make(chan int); close(c); close(c) },
		"waitgroup":   func() { var wg sync.WaitGroup; wg.Done() },
		"custom":      func() { panic(fmt.Errorf("disk %d failed", 2)) },
		"message":     func() { panic("bad config") },
		"number":      func() { panic(42) },
		"fine":        func() {},
	}
	names := make([]string, 0, len(jobs))
	for n := range jobs {
		names = append(names, n)
	}
	sort.Strings(names)
	counts := map[string]int{}
	for _, n := range names {
		o := run(n, jobs[n])
		counts[o.Kind]++
		fmt.Printf("%-12s %-8s %s\n", o.Job, o.Kind, o.Detail)
	}
	kinds := make([]string, 0, len(counts))
	for k, c := range counts {
		kinds = append(kinds, fmt.Sprintf("%s=%d", k, c))
	}
	sort.Strings(kinds)
	fmt.Println(strings.Join(kinds, " "))

	defer func() {
		r := recover()
		err, ok := r.(error)
		fmt.Println(ok, err)
		if re, ok := r.(runtime.Error); ok {
			fmt.Printf("runtime error %T %q\n", re, re.Error())
		}
	}()
	grid := [][]int{{1}}
	row := 1
	fmt.Println(grid[row][0])
}
