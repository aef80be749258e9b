// features: generics_partial, named_type_methods, slices_2d, closures, fmt_println
package main

import "fmt"

// Sales grids as generic named slice types: methods on Grid[T] and
// Series[T] start from the zero value of their type parameter.

type Number interface {
	~int | ~int64 | ~float64
}

type Grid[T Number] [][]T

func (g Grid[T]) Total() T {
	var sum T
	for _, row := range g {
		for _, v := range row {
			sum += v
		}
	}
	return sum
}

func (g Grid[T]) RowTotals() []T {
	out := make([]T, len(g))
	for i, row := range g {
		var s T
		for _, v := range row {
			s += v
		}
		out[i] = s
	}
	return out
}

type Series[T Number] []T

func (s Series[T]) Max() T {
	var best T
	for i, v := range s {
		if i == 0 || v > best {
			best = v
		}
	}
	return best
}

func (s Series[T]) Map(f func(T) T) Series[T] {
	out := make(Series[T], 0, len(s))
	for _, v := range s {
		out = append(out, f(v))
	}
	return out
}

func main() {
	units := Grid[int]{{3, 5, 2}, {7, 1}, {4, 4, 4, 4}}
	revenue := Grid[float64]{{19.99, 5.25}, {100.5}, {0.25, 0.5}}
	fmt.Println(units.Total(), units.RowTotals())
	fmt.Println(revenue.Total(), revenue.RowTotals())
	s := Series[float64](revenue.RowTotals())
	fmt.Println(s.Max(), s.Map(func(x float64) float64 { return x * 2 }))
	fmt.Println(Series[int]{-5, -2, -9}.Max(), len(Grid[int]{}), Grid[int]{{1}}.Total())
}
