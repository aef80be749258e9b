// features: goroutines, channels, interfaces, methods_pointer_receiver, const_iota
package main

import (
	"fmt"
	"strings"
)

// Stages of a log pipeline are plugged in through an interface; each stage
// runs as its own goroutine (`go s.Run(in, out)`) and blocks on channels.
type Stage interface {
	Run(in <-chan string, out chan<- string)
	Name() string
}

type Upper struct{}

func (Upper) Run(in <-chan string, out chan<- string) {
	for s := range in {
		out <- strings.ToUpper(s)
	}
	close(out)
}
func (Upper) Name() string { return "upper" }

type Prefix struct{ Tag string }

func (p *Prefix) Run(in <-chan string, out chan<- string) {
	n := 0
	for s := range in {
		n++
		out <- fmt.Sprintf("[%s %d] %s", p.Tag, n, s)
	}
	close(out)
}
func (p *Prefix) Name() string { return "prefix:" + p.Tag }

type DropEmpty struct{ dropped int }

func (d *DropEmpty) Run(in <-chan string, out chan<- string) {
	for s := range in {
		if strings.TrimSpace(s) == "" {
			d.dropped++
			continue
		}
		out <- s
	}
	close(out)
}
func (d *DropEmpty) Name() string { return "drop-empty" }

type Level int

const (
	Debug Level = iota
	Info
	Warn
)

func (l Level) String() string { return [...]string{"DEBUG", "INFO", "WARN"}[l] }

func main() {
	stages := []Stage{&DropEmpty{}, Upper{}, &Prefix{Tag: "app"}}
	src := make(chan string)
	var in <-chan string = src
	for _, s := range stages {
		out := make(chan string)
		go s.Run(in, out)
		in = out
	}
	go func() {
		for _, line := range []string{"boot ok", "", "disk at 91%", "   ", "shutdown"} {
			src <- line
		}
		close(src)
	}()
	for line := range in {
		fmt.Println(line)
	}
	names := make([]string, len(stages))
	for i, s := range stages {
		names[i] = s.Name()
	}
	fmt.Println(strings.Join(names, " -> "), "dropped:", stages[0].(*DropEmpty).dropped)

	var single Stage = &Prefix{Tag: "solo"}
	a, b := make(chan string, 1), make(chan string, 1)
	go single.Run(a, b)
	a <- "hello"
	fmt.Println(<-b)
	close(a)
	_, open := <-b
	fmt.Println("open:", open)

	// a closure held in a variable, started as goroutines: each blocks on its send
	results := make(chan int)
	square := func(n int) { results <- n * n }
	for i := 1; i <= 4; i++ {
		go square(i)
	}
	total := 0
	for i := 0; i < 4; i++ {
		total += <-results
	}
	fmt.Println("sum of squares:", total)

	// iota is predeclared, not a keyword: a variable may take the name
	iota := 10
	iota += int(Warn)
	fmt.Println(iota, iota*2, Debug, Info, Warn)
}
