// Package a imports b, which imports a: Go rejects the cycle (nothing in
// the program imports either; `reddragon project` reports it).
package a

import "example.com/calc/cyc/b"

func A() int { return b.B() + 1 }
