package main

import (
	"fmt"

	"example.com/calc/geom"
	st "example.com/calc/stats"
)

func init() {
	fmt.Println("init main")
}

func main() {
	p := geom.NewPoint(3, 4)
	fmt.Println("norm", geom.Norm(p))
	pts := []geom.Point{geom.NewPoint(0, 0), geom.NewPoint(6, 8), p}
	fmt.Println("longest", st.Longest(pts))
	fmt.Println("mean", st.Mean([]int{2, 4, 9}))
	fmt.Println("origin", geom.Origin.X, geom.Origin.Y)
	fmt.Println(banner("done"), calls)
}
