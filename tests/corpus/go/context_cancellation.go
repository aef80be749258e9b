// features: context_pkg, goroutines, channels, select_statement, errors_pkg, sync_pkg
package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

type ctxKey string

const requestID ctxKey = "request-id"

// A fan-out search: each backend answers on its own channel unless the
// request's context is cancelled first.
func backend(ctx context.Context, name string, answers <-chan string, out chan<- string, wg *sync.WaitGroup) {
	defer wg.Done()
	select {
	case a := <-answers:
		out <- fmt.Sprintf("%s[%v]: %s", name, ctx.Value(requestID), a)
	case <-ctx.Done():
		out <- fmt.Sprintf("%s gave up: %v", name, ctx.Err())
	}
}

func search(parent context.Context, id string, ready map[string]string) []string {
	ctx, cancel := context.WithCancel(context.WithValue(parent, requestID, id))
	defer cancel()
	names := []string{"alpha", "beta", "gamma"}
	out := make(chan string, len(names))
	var wg sync.WaitGroup
	for _, n := range names {
		answers := make(chan string, 1)
		if a, ok := ready[n]; ok {
			answers <- a
		}
		wg.Add(1)
		go backend(ctx, n, answers, out, &wg)
	}
	var got []string
	for i := 0; i < len(names); i++ {
		r := <-out
		got = append(got, r)
		if len(got) == len(ready) {
			cancel() // enough answers: the rest stop waiting
		}
	}
	wg.Wait()
	sort.Strings(got)
	return got
}

func main() {
	root := context.Background()
	fmt.Println(root, root.Err(), root.Done() == nil)

	for _, r := range search(root, "r1", map[string]string{"alpha": "a1", "gamma": "g1"}) {
		fmt.Println(r)
	}

	// a deadline: the waiting goroutine is released when it passes
	ctx, cancel := context.WithTimeout(root, 50*time.Millisecond)
	defer cancel()
	done := make(chan error)
	go func() {
		<-ctx.Done()
		done <- ctx.Err()
	}()
	err := <-done
	fmt.Println("timeout:", err, errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled))
	_, hasDeadline := ctx.Deadline()
	fmt.Println("has deadline:", hasDeadline)

	// cancelling a parent cancels every child; values pass through
	parent, cancelParent := context.WithCancel(root)
	child, cancelChild := context.WithCancel(context.WithValue(parent, ctxKey("user"), "ada"))
	defer cancelChild()
	grandchild, _ := context.WithTimeout(child, time.Hour)
	fmt.Println(child.Err() == nil, grandchild.Value(ctxKey("user")), grandchild.Value(ctxKey("missing")))
	cancelParent()
	<-grandchild.Done()
	fmt.Println("after parent cancel:", parent.Err(), child.Err(), grandchild.Err())
	cancelParent() // cancelling twice is harmless
	fmt.Println(errors.Is(grandchild.Err(), context.Canceled))

	// a child of an already-cancelled context starts cancelled
	late, cancelLate := context.WithCancel(parent)
	defer cancelLate()
	select {
	case <-late.Done():
		fmt.Println("late child:", late.Err())
	default:
		fmt.Println("late child still live")
	}

	// work that finishes before its deadline never sees it
	quick, cancelQuick := context.WithTimeout(root, time.Second)
	sum := 0
	for i := 1; i <= 100; i++ {
		sum += i
	}
	fmt.Println("sum", sum, "quick err:", quick.Err())
	cancelQuick()
	fmt.Println("quick after cancel:", quick.Err())

	// WithoutCancel keeps the values but not the cancellation
	todo := context.TODO()
	dl, cancelDl := context.WithDeadline(todo, time.Date(2999, 1, 1, 0, 0, 0, 0, time.UTC))
	detached := context.WithoutCancel(context.WithValue(dl, requestID, "r9"))
	cancelDl()
	fmt.Println(todo, dl.Err(), detached.Err(), detached.Value(requestID))
}
