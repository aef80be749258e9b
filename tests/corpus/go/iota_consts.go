// features: const_iota, typed_constants, methods_value_receiver, switch_statement, stringer
package main

import "fmt"

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	Wednesday
	Thursday
	Friday
	Saturday
)

func (d Weekday) IsWeekend() bool { return d == Sunday || d == Saturday }

const (
	_  = iota
	KB = 1 << (10 * iota)
	MB
	GB
)

const Pi = 3.14159
const Greeting = "hello"

func dayName(d Weekday) string {
	switch d {
	case Sunday:
		return "Sun"
	case Monday, Tuesday, Wednesday:
		return "early week"
	case Thursday, Friday:
		return "late week"
	}
	return "Sat"
}

func main() {
	for d := Sunday; d <= Saturday; d++ {
		fmt.Println(int(d), dayName(d))
	}
	fmt.Println(KB, MB, GB)
	fmt.Println(Pi*2, Greeting+" world")
	const local = 7
	var x int32 = local * 3
	fmt.Println(x, local/2, float64(local)/2)
}
