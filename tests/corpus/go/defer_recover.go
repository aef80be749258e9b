// features: defer, panic_recover, closures, named_results, errors_pkg
package main

import (
	"errors"
	"fmt"
)

func order() {
	for i := 0; i < 3; i++ {
		defer fmt.Println("deferred", i)
	}
	fmt.Println("body done")
}

func safeDivide(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("caught: %v", r)
		}
	}()
	q = a / b
	return q, nil
}

func mustPositive(n int) int {
	if n < 0 {
		panic(fmt.Sprintf("negative value %d", n))
	}
	return n
}

func tryIt(n int) (result string) {
	defer func() {
		if r := recover(); r != nil {
			result = "recovered: " + fmt.Sprint(r)
		}
	}()
	return fmt.Sprint("ok ", mustPositive(n))
}

func counter() (n int) {
	defer func() { n *= 2 }()
	n = 5
	return n + 1
}

var ErrEmpty = errors.New("empty input")

func first(xs []int) (int, error) {
	if len(xs) == 0 {
		return 0, ErrEmpty
	}
	return xs[0], nil
}

func main() {
	order()
	fmt.Println(safeDivide(10, 2))
	fmt.Println(safeDivide(1, 0))
	fmt.Println(tryIt(4))
	fmt.Println(tryIt(-3))
	fmt.Println(counter())
	_, err := first(nil)
	fmt.Println(err, errors.Is(err, ErrEmpty), err == ErrEmpty)
	wrapped := fmt.Errorf("lookup failed: %w", err)
	fmt.Println(wrapped, errors.Is(wrapped, ErrEmpty))
	x := 1
	defer fmt.Println("main exits, x was", x)
	x = 100
	func() {
		defer func() {
			r := recover()
			fmt.Println("inner recovered:", r)
		}()
		var arr []int
		_ = arr[5]
	}()
	fmt.Println("after inner")
}
