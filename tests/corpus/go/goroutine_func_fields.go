// features: goroutines, channels, closures, structs, sync_pkg
package main

import (
	"fmt"
	"strings"
	"sync"
)

type Stage struct {
	Name string
	Fn   func(in <-chan string, out chan<- string)
}

func upper(in <-chan string, out chan<- string) {
	for s := range in {
		out <- strings.ToUpper(s)
	}
	close(out)
}

// run starts every stage as its own goroutine, chained by channels.
func run(stages []Stage, words []string) []string {
	src := make(chan string)
	cur := src
	for _, st := range stages {
		next := make(chan string)
		go st.Fn(cur, next)
		cur = next
	}
	go func() {
		for _, w := range words {
			src <- w
		}
		close(src)
	}()
	var out []string
	for s := range cur {
		out = append(out, s)
	}
	return out
}

type Job struct {
	ID   int
	Work func(id int, results chan<- string)
}

func main() {
	stages := []Stage{
		{Name: "trim", Fn: func(in <-chan string, out chan<- string) {
			for s := range in {
				out <- strings.TrimSpace(s)
			}
			close(out)
		}},
		{"upper", upper},
		{Name: "tag", Fn: func(in <-chan string, out chan<- string) {
			n := 0
			for s := range in {
				n++
				out <- fmt.Sprintf("%d:%s", n, s)
			}
			close(out)
		}},
	}
	fmt.Println(run(stages, []string{" go ", "chan  ", "  select"}))

	// a stage swapped at run time
	stages[1].Fn = func(in <-chan string, out chan<- string) {
		for s := range in {
			out <- strings.Repeat(s, 2)
		}
		close(out)
	}
	fmt.Println(run(stages, []string{"ab", "c"}))

	results := make(chan string)
	report := func(id int, results chan<- string) { results <- fmt.Sprintf("job %d: first handler", id) }
	go report(1, results)
	fmt.Println(<-results)
	report = func(id int, results chan<- string) { results <- fmt.Sprintf("job %d: second handler", id) }
	go report(2, results)
	fmt.Println(<-results)

	jobs := []Job{{ID: 3}, {ID: 4}}
	for i := range jobs {
		jobs[i].Work = func(id int, results chan<- string) { results <- fmt.Sprintf("job %d done by worker %d", id, i) }
	}
	var wg sync.WaitGroup
	got := make([]string, len(jobs))
	for i, j := range jobs {
		wg.Add(1)
		ch := make(chan string)
		go j.Work(j.ID, ch)
		go func() {
			defer wg.Done()
			got[i] = <-ch
		}()
	}
	wg.Wait()
	fmt.Println(strings.Join(got, "; "))
}
