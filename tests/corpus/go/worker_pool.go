// features: goroutines, channels, sync_pkg, range_over_channel, closures, defer, strings_pkg
package main

import (
	"fmt"
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
	Vowels int
	Worker int
}

func countVowels(s string) int {
	n := 0
	for _, r := range strings.ToLower(s) {
		if strings.ContainsRune("aeiou", r) {
			n++
		}
	}
	return n
}

func worker(id int, jobs <-chan Job, results chan<- Result, wg *sync.WaitGroup) {
	defer wg.Done()
	for j := range jobs {
		results <- Result{JobID: j.ID, Words: len(strings.Fields(j.Text)), Vowels: countVowels(j.Text), Worker: id}
	}
}

func main() {
	texts := []string{
		"the quick brown fox",
		"jumps over the lazy dog",
		"go channels make pipelines simple",
		"",
		"a e i o u",
		"concurrency is not parallelism",
	}
	jobs := make(chan Job, len(texts))
	results := make(chan Result, len(texts))
	var wg sync.WaitGroup
	for w := 1; w <= 3; w++ {
		wg.Add(1)
		go worker(w, jobs, results, &wg)
	}
	for i, t := range texts {
		jobs <- Job{ID: i, Text: t}
	}
	close(jobs)
	wg.Wait()
	close(results)

	byID := make([]Result, len(texts))
	for r := range results {
		byID[r.JobID] = r
	}
	totalWords, totalVowels := 0, 0
	for _, r := range byID {
		fmt.Printf("job %d: %2d words %2d vowels\n", r.JobID, r.Words, r.Vowels)
		totalWords += r.Words
		totalVowels += r.Vowels
	}
	fmt.Println("total:", totalWords, totalVowels)

	var mu sync.Mutex
	counts := map[string]int{}
	var wg2 sync.WaitGroup
	for _, t := range texts {
		wg2.Add(1)
		go func(s string) {
			defer wg2.Done()
			for _, w := range strings.Fields(s) {
				mu.Lock()
				counts[w]++
				mu.Unlock()
			}
		}(t)
	}
	wg2.Wait()
	fmt.Println("the:", counts["the"], "distinct:", len(counts))

	done := make(chan struct{})
	squares := make(chan int)
	go func() {
		defer close(squares)
		for i := 1; i <= 5; i++ {
			squares <- i * i
		}
	}()
	go func() {
		sum := 0
		for s := range squares {
			sum += s
		}
		fmt.Println("sum of squares:", sum)
		close(done)
	}()
	<-done
}
