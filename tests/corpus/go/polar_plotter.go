// features: math_pkg, float_formatting, structs, for_clause, fmt_println
package main

import (
	"fmt"
	"math"
)

type Point struct{ X, Y float64 }

type Polar struct{ R, Theta float64 }

func toPolar(p Point) Polar {
	return Polar{math.Hypot(p.X, p.Y), math.Atan2(p.Y, p.X)}
}

func fromPolar(q Polar) Point {
	return Point{q.R * math.Cos(q.Theta), q.R * math.Sin(q.Theta)}
}

func degrees(r float64) float64 { return r * 180 / math.Pi }

// bearing between two lat/lon points (radians in, degrees out)
func bearing(lat1, lon1, lat2, lon2 float64) float64 {
	y := math.Sin(lon2-lon1) * math.Cos(lat2)
	x := math.Cos(lat1)*math.Sin(lat2) - math.Sin(lat1)*math.Cos(lat2)*math.Cos(lon2-lon1)
	return math.Mod(degrees(math.Atan2(y, x))+360, 360)
}

func main() {
	pts := []Point{{1, 1}, {-2, 0.5}, {0, -3}, {-1, -1}, {3.5, -0.25}, {0, 0}}
	for _, p := range pts {
		q := toPolar(p)
		back := fromPolar(q)
		fmt.Println(p, q, back, degrees(q.Theta))
	}

	fmt.Println("angles:")
	for deg := -720.0; deg <= 720; deg += 37.5 {
		r := deg * math.Pi / 180
		fmt.Println(deg, math.Sin(r), math.Cos(r), math.Tan(r))
	}

	fmt.Println("inverse:")
	for x := -1.0; x <= 1.0; x += 0.125 {
		fmt.Println(x, math.Asin(x), math.Acos(x), math.Atan(x*7), math.Atan2(x, -0.3))
	}

	fmt.Println("logs:")
	for x := 0.05; x < 40; x *= 1.9 {
		fmt.Println(x, math.Log(x), math.Log10(x), math.Log2(x))
	}
	fmt.Println(math.Log(0), math.Log(-1), math.Log(math.Inf(1)), math.Sin(math.Inf(1)), math.Atan(math.Inf(-1)), math.Asin(1.5))
	fmt.Println(math.Atan2(0, -1), math.Atan2(-0.0, -1), math.Atan2(math.Inf(1), math.Inf(-1)), math.Atan2(1, 0), math.Sin(-0.0))

	cities := []struct {
		name     string
		lat, lon float64
	}{{"Paris", 48.8566, 2.3522}, {"Tokyo", 35.6762, 139.6503}, {"Lima", -12.0464, -77.0428}, {"Cairo", 30.0444, 31.2357}}
	rad := func(d float64) float64 { return d * math.Pi / 180 }
	for i := range cities {
		for j := range cities {
			if i == j {
				continue
			}
			a, b := cities[i], cities[j]
			fmt.Printf("%s->%s %v\n", a.name, b.name, bearing(rad(a.lat), rad(a.lon), rad(b.lat), rad(b.lon)))
		}
	}

	// a rose curve r = cos(3θ) on a small ASCII grid
	grid := make([][]byte, 21)
	for i := range grid {
		grid[i] = []byte("                                         ")
	}
	for t := 0.0; t < math.Pi; t += 0.01 {
		r := math.Cos(3 * t)
		p := fromPolar(Polar{r, t})
		x, y := int(math.Round(p.X*20))+20, int(math.Round(p.Y*10))+10
		grid[y][x] = '*'
	}
	for _, row := range grid {
		fmt.Println(string(row))
	}
}
