package geom

// Norm is the Euclidean length of p, by integer square root.
func Norm(p Point) int {
	return isqrt(p.X*p.X + p.Y*p.Y)
}

func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}
