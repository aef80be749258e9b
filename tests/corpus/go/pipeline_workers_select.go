// features: goroutines, channels, select_statement, sync_pkg, closures, defer
package main

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

type Job struct {
	ID   int
	Text string
}

type Result struct {
	JobID  int
	Words  int
	Upper  string
	Worker int
}

func worker(id int, jobs <-chan Job, results chan<- Result, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		results <- Result{JobID: j.ID, Words: len(strings.Fields(j.Text)), Upper: strings.ToUpper(j.Text), Worker: id}
	}
}

func main() {
	texts := []string{"the quick brown fox", "jumps over", "the lazy dog", "hello world", "go is fun to write", "a"}
	jobs := make(chan Job, len(texts))
	results := make(chan Result, len(texts))
	var wg sync.WaitGroup
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go worker(w, jobs, results, &wg)
	}
	for i, t := range texts {
		jobs <- Job{i, t}
	}
	close(jobs)
	go func() {
		wg.Wait()
		close(results)
	}()
	var all []Result
	for r := range results {
		all = append(all, r)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].JobID < all[j].JobID })
	total := 0
	var mu sync.Mutex
	counter := map[int]int{}
	for _, r := range all {
		total += r.Words
		mu.Lock()
		counter[r.Words]++
		mu.Unlock()
		fmt.Printf("job %d: %d words %q\n", r.JobID, r.Words, r.Upper)
	}
	fmt.Println("total words:", total, "jobs:", len(all))
	fmt.Println(counter)

	done := make(chan struct{})
	squares := make(chan int)
	go func() {
		defer close(squares)
		for i := 1; i <= 5; i++ {
			select {
			case squares <- i * i:
			case <-done:
				return
			}
		}
	}()
	sum := 0
	for s := range squares {
		sum += s
		if sum > 20 {
			close(done)
			break
		}
	}
	fmt.Println("sum", sum)
}
