// features: range_over_func, defer, goroutines
package main

import (
	"fmt"
	"iter"
	"sync"
)

func count(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; i < n; i++ {
			if !yield(i) {
				return
			}
		}
	}
}

func pairs(words []string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i, w := range words {
			if !yield(i, w) {
				return
			}
		}
	}
}

// closeAll defers one release per resource from inside the iterator's loop
// body: they run when closeAll returns, last first.
func closeAll(names []string) (opened int) {
	for i, n := range pairs(names) {
		defer fmt.Println("release", i, n)
		opened++
		if n == "stop" {
			break
		}
	}
	fmt.Println("opened", opened)
	return opened
}

func main() {
	var wg sync.WaitGroup
	res := make([]int, 3)
	for g := 0; g < 3; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for v := range count(g + 3) {
				res[g] += v
			}
		}()
	}
	wg.Wait()
	fmt.Println(res)
	fmt.Println("closed", closeAll([]string{"db", "cache", "stop", "never"}))
	for v := range count(3) {
		defer fmt.Println("deferred", v)
	}
	fmt.Println("end")
}
