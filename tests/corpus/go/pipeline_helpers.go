// features: goroutines, channels, sync_pkg, range_over_channel, select_statement, methods_pointer_receiver, closures, block_scoping
package main

import (
	"fmt"
	"strings"
	"sync"
)

// A log-processing pipeline whose goroutines call ordinary helper functions
// and methods that send, receive and wait.

func emit(lines []string, out chan<- string) {
	for _, l := range lines {
		out <- l
	}
}

func parse(in <-chan string, out chan<- [2]string) {
	for l := range in {
		level, msg, ok := strings.Cut(l, ": ")
		if !ok {
			level, msg = "INFO", l
		}
		out <- [2]string{level, msg}
	}
}

func waitAll(wg *sync.WaitGroup, done chan<- struct{}) {
	wg.Wait()
	close(done)
}

type Collector struct {
	mu     sync.Mutex
	counts map[string]int
	items  chan [2]string
}

func (c *Collector) run(done chan<- bool) {
	for it := range c.items {
		c.mu.Lock()
		c.counts[it[0]]++
		c.mu.Unlock()
	}
	done <- true
}

func (c *Collector) feed(src <-chan [2]string) int {
	n := 0
	for it := range src {
		c.items <- it
		n++
	}
	return n
}

func main() {
	lines := []string{"ERROR: disk full", "WARN: slow query", "user logged in", "ERROR: timeout", "INFO: ok", "WARN: retry"}

	raw := make(chan string)
	parsed := make(chan [2]string)
	go func() {
		emit(lines[:3], raw)
		emit(lines[3:], raw)
		close(raw)
	}()
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			parse(raw, parsed)
		}()
	}
	go func() {
		wg.Wait()
		close(parsed)
	}()

	c := &Collector{counts: map[string]int{}, items: make(chan [2]string)}
	done := make(chan bool)
	go c.run(done)
	fed := make(chan int)
	go func() { fed <- c.feed(parsed) }()
	n := <-fed
	close(c.items)
	<-done
	fmt.Println("fed", n, "items")
	for _, lvl := range []string{"ERROR", "WARN", "INFO"} {
		fmt.Printf("%-5s %d\n", lvl, c.counts[lvl])
	}

	// a helper that waits on the group, started as a goroutine of its own
	var group sync.WaitGroup
	finished := make(chan struct{})
	results := make([]string, 3)
	for i, name := range []string{"alpha", "beta", "gamma"} {
		name := name
		group.Add(1)
		go func() {
			defer group.Done()
			results[i] = strings.ToUpper(name)
		}()
	}
	go waitAll(&group, finished)
	<-finished
	fmt.Println(results)
}
