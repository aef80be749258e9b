package b

import "example.com/calc/cyc/a"

func B() int { return a.A() }
