// features: slice_aliasing, slice_expressions, append, sort_pkg, for_range, fmt_printf, function_declaration
package main

import (
	"fmt"
	"sort"
)

// Readings from one sensor; the calibration step works on windows of the
// same buffer, so corrections made through a window show up in the buffer.
type Sensor struct {
	Name     string
	Readings []float64
}

func normalize(window []float64, offset float64) {
	for i := range window {
		window[i] -= offset
	}
}

func median(xs []float64) float64 {
	tmp := make([]float64, len(xs))
	copy(tmp, xs)
	sort.Float64s(tmp)
	n := len(tmp)
	if n%2 == 1 {
		return tmp[n/2]
	}
	return (tmp[n/2-1] + tmp[n/2]) / 2
}

func clampSpikes(window []float64, limit float64) int {
	fixed := 0
	for i, v := range window {
		if v > limit {
			window[i] = limit
			fixed++
		}
	}
	return fixed
}

func main() {
	s := Sensor{Name: "boiler", Readings: []float64{20.5, 21.0, 98.2, 21.4, 22.0, 21.8, 150.0, 22.3, 22.1, 21.9}}
	warmup := s.Readings[:3]
	normalize(warmup, 0.5)
	fmt.Printf("after warmup correction: %v\n", s.Readings)

	for start := 0; start < len(s.Readings); start += 5 {
		end := start + 5
		if end > len(s.Readings) {
			end = len(s.Readings)
		}
		w := s.Readings[start:end]
		n := clampSpikes(w, 30)
		fmt.Printf("window %d-%d: clamped %d, median %.2f, len %d cap %d\n", start, end, n, median(w), len(w), cap(w))
	}
	fmt.Println("buffer:", s.Readings)

	// the newest three readings, sorted in place inside the buffer
	sort.Float64s(s.Readings[len(s.Readings)-3:])
	fmt.Println("tail sorted:", s.Readings[7:])

	// a window with room to grow: appending writes the next buffer slot
	head := s.Readings[:2]
	head = append(head, -1)
	fmt.Println("head:", head, "buffer[2]:", s.Readings[2])

	// a full slice expression caps the window, so append copies instead
	safe := s.Readings[:2:2]
	safe = append(safe, -2)
	safe[0] = 0
	fmt.Println("safe:", safe, "buffer:", s.Readings[:3])
}
