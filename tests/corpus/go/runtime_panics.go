// features: panic_recover, uncaught_panic, defer, named_results, nil_map_read, type_assertion, closures
package main

import "fmt"

type Matrix struct {
	rows, cols int
	data       []float64
}

func NewMatrix(r, c int) *Matrix { return &Matrix{r, c, make([]float64, r*c)} }

func (m *Matrix) At(i, j int) float64 { return m.data[i*m.cols+j] }

func safeDiv(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	q = a / b
	return
}

func safeIndex(s []int, i int) (v int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	return s[i], nil
}

func main() {
	fmt.Println(safeDiv(10, 3))
	fmt.Println(safeDiv(1, 0))
	fmt.Println(safeIndex([]int{1, 2, 3}, 2))
	fmt.Println(safeIndex([]int{1, 2, 3}, 5))
	func() {
		defer func() {
			r := recover()
			fmt.Println("recovered:", r)
			if e, ok := r.(error); ok {
				fmt.Println("is runtime error:", e.Error())
			}
		}()
		var m map[string]int
		fmt.Println(m["x"], len(m))
		m["x"] = 1
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var p *Matrix
		fmt.Println(p.rows)
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		var i interface{} = "str"
		n := i.(int)
		fmt.Println(n)
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		s := []int{1, 2, 3}
		lo := 2
		fmt.Println(s[lo:1])
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		panic(fmt.Sprintf("custom %d", 42))
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		panic(fmt.Errorf("wrapped: %w", fmt.Errorf("inner")))
	}()
	m := NewMatrix(2, 3)
	fmt.Println(m.At(1, 2))
	defer fmt.Println("deferred before crash")
	idx := 7
	arr := []int{1, 2, 3}
	fmt.Println(arr[idx%4])
	fmt.Println(m.At(2, 1))
}
