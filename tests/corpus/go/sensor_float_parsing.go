// features: strconv, errors_pkg, for_range, fmt_printf, float_formatting
package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// A sensor gateway forwards readings in whatever notation each device uses:
// plain decimals, exponents, C-style hex floats, digit separators, Inf/NaN.
type Reading struct {
	Device string
	Value  float64
}

func parseLine(line string) (Reading, error) {
	dev, raw, ok := strings.Cut(line, "=")
	if !ok {
		return Reading{}, fmt.Errorf("line %q: missing '='", line)
	}
	bits := 64
	if strings.HasPrefix(dev, "f32:") {
		bits = 32
		dev = strings.TrimPrefix(dev, "f32:")
	}
	v, err := strconv.ParseFloat(strings.TrimSpace(raw), bits)
	if err != nil {
		return Reading{dev, v}, fmt.Errorf("device %s: %w", dev, err)
	}
	return Reading{dev, v}, nil
}

func main() {
	input := `thermo=21.5
hex=0x1.8p3
hexneg=-0X1P-2
hexfrac=0x.4p4
hexsep=0x_1_0p0
bigsep=1_000_000.25
expsep=1e1_0
badsep=1__0
trailsep=10_
hexnoexp=0x1A
hexbig=0x1p1024
tiny=0x1p-1074
under=1e-400
over=-1e309
inf=+Inf
infinity=-infinity
infinit=infinit
nan=NaN
signednan=-nan
nanpayload=nan(0x1)
empty=
sign=+
doublesign=+-3
dot=.
lead=.5
trail=5.
expnodigits=3e+
f32:third=0.1
f32:max=3.4028235e38
f32:over=3.5e38
f32:odd=16777217
f32:sub=0x1p-149
f32:gone=1e-50
f32:hex=0x1.fffffep127`
	good, bad := 0, 0
	var sum float64
	for _, line := range strings.Split(input, "\n") {
		r, err := parseLine(line)
		var ne *strconv.NumError
		switch {
		case err == nil:
			good++
			if r.Value == r.Value && r.Value < 1e300 && r.Value > -1e300 {
				sum += r.Value
			}
			fmt.Printf("%-12s %v\n", r.Device, r.Value)
		case errors.As(err, &ne):
			bad++
			kind := "syntax"
			if errors.Is(err, strconv.ErrRange) {
				kind = "range"
			}
			fmt.Printf("%-12s %-6s %v (value %v, Func %s, Num %q)\n", r.Device, kind, err, r.Value, ne.Func, ne.Num)
		default:
			fmt.Println("unexpected:", err)
		}
	}
	fmt.Printf("%d parsed, %d rejected, finite sum %.6g\n", good, bad, sum)
}
