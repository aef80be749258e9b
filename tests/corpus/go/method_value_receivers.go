// features: method_values, methods_value_receiver, methods_pointer_receiver, closures
package main

import "fmt"

type Counter struct {
	Name string
	N    int
}

func (c Counter) Report() string { return fmt.Sprintf("%s=%d", c.Name, c.N) }
func (c *Counter) Inc()          { c.N++ }

func main() {
	c := &Counter{Name: "hits"}
	report := c.Report // binds a copy of *c now
	inc := c.Inc       // binds the pointer
	inc()
	inc()
	fmt.Println(report(), c.Report())
	v := Counter{"misses", 5}
	snap := v.Report
	v.N = 9
	fmt.Println(snap(), v.Report())
	fns := []func() string{v.Report, c.Report}
	v.N = 100
	c.Inc()
	for _, f := range fns {
		fmt.Println(f())
	}
}
