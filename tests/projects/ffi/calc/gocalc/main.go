// main.go - Go calling libcalc through cgo.
package main

// #cgo LDFLAGS: -L.. -lcalc
// #include "../native/calc.h"
import "C"

import (
	"fmt"
	"os"
)

func sum(a, b int) int {
	return int(C.add(C.int(a), C.int(b)))
}

func main() {
	fmt.Println(sum(2, 3))
	C.run_pipe(C.CString(os.Args[1]))
}
