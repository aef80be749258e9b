package geom

import "fmt"

// Point is a point in the plane.
type Point struct {
	X, Y int
}

// Origin is the zero point.
var Origin = NewPoint(0, 0)

func init() {
	fmt.Println("init geom")
}

// NewPoint makes a point.
func NewPoint(x, y int) Point {
	return Point{X: x, Y: y}
}
