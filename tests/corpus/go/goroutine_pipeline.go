// features: goroutines, channels, select_statement, sync_pkg, range_over_channel, for_range, closures
package main

import (
	"fmt"
	"strings"
	"sync"
)

func generate(words []string) <-chan string {
	out := make(chan string)
	go func() {
		defer close(out)
		for _, w := range words {
			out <- w
		}
	}()
	return out
}

func upper(in <-chan string) <-chan string {
	out := make(chan string)
	go func() {
		defer close(out)
		for w := range in {
			out <- strings.ToUpper(w)
		}
	}()
	return out
}

type Counter struct {
	mu     sync.Mutex
	counts map[string]int
}

func (c *Counter) Inc(k string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.counts[k]++
}

func main() {
	words := strings.Fields("go is fun and go is fast and simple")
	var got []string
	for w := range upper(generate(words)) {
		got = append(got, w)
	}
	fmt.Println(strings.Join(got, "-"))

	c := Counter{counts: map[string]int{}}
	var wg sync.WaitGroup
	for _, w := range words {
		wg.Add(1)
		go func(word string) {
			defer wg.Done()
			c.Inc(word)
		}(w)
	}
	wg.Wait()
	fmt.Println(c.counts)

	results := make(chan int, len(words))
	for i, w := range words {
		go func() {
			results <- i * len(w)
		}()
	}
	sum := 0
	for range words {
		sum += <-results
	}
	fmt.Println("sum", sum)

	done := make(chan struct{})
	ticks := make(chan int)
	go func() {
		for i := 1; i <= 3; i++ {
			ticks <- i
		}
		close(done)
	}()
	for {
		select {
		case t := <-ticks:
			fmt.Println("tick", t)
			continue
		case <-done:
			fmt.Println("done")
		}
		break
	}
}
