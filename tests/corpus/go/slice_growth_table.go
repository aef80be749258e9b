// features: append, slices, make_slice, structs, for_range
package main

import (
	"fmt"
	"strings"
)

// How often does append reallocate? Count the capacity changes while
// collecting readings of several element types, as a quick capacity-planning
// table.

type Reading struct {
	Sensor int32
	Value  float32
}

type Sample struct {
	At    int64
	Label string
}

func growthSteps(caps []int) string {
	var parts []string
	last := -1
	for _, c := range caps {
		if c != last {
			parts = append(parts, fmt.Sprint(c))
			last = c
		}
	}
	return strings.Join(parts, "->")
}

func main() {
	var ids []int
	var idCaps []int
	for i := 0; i < 20; i++ {
		ids = append(ids, i*i)
		idCaps = append(idCaps, cap(ids))
	}
	fmt.Println("int:     ", growthSteps(idCaps), "sum of last:", ids[len(ids)-1])

	var flags []bool
	var flagCaps []int
	for i := 0; i < 40; i++ {
		flags = append(flags, i%3 == 0)
		flagCaps = append(flagCaps, cap(flags))
	}
	fmt.Println("bool:    ", growthSteps(flagCaps))

	var names []string
	var nameCaps []int
	for _, w := range strings.Fields("alpha beta gamma delta epsilon zeta eta theta iota") {
		names = append(names, w)
		nameCaps = append(nameCaps, cap(names))
	}
	fmt.Println("string:  ", growthSteps(nameCaps), len(names))

	var rs []Reading
	var rCaps []int
	for i := 0; i < 12; i++ {
		rs = append(rs, Reading{int32(i), float32(i) / 2})
		rCaps = append(rCaps, cap(rs))
	}
	fmt.Println("Reading: ", growthSteps(rCaps), rs[11].Value)

	samples := []Sample{}
	var sCaps []int
	for i := 0; i < 6; i++ {
		samples = append(samples, Sample{int64(i), "s"})
		sCaps = append(sCaps, cap(samples))
	}
	fmt.Println("Sample:  ", growthSteps(sCaps))

	runes := make([]rune, 0)
	var runeCaps []int
	for _, r := range "héllo, wörld" {
		runes = append(runes, r)
		runeCaps = append(runeCaps, cap(runes))
	}
	fmt.Println("rune:    ", growthSteps(runeCaps), len(runes))

	// printing the slice itself hands it to fmt: it lives on the heap from the start
	var shown []int
	for i := 0; i < 5; i++ {
		shown = append(shown, i)
		fmt.Print(cap(shown), " ")
	}
	fmt.Println(shown)

	batch := make([]int, 0, 3)
	for i := 0; i < 7; i++ {
		batch = append(batch, i)
		fmt.Print(cap(batch), " ")
	}
	fmt.Println()
	var bulk []int
	bulk = append(bulk, 1, 2, 3, 4, 5)
	fmt.Println("bulk:", len(bulk), cap(bulk))
}
