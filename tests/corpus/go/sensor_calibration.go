// features: math_pkg, float_formatting, strconv, stringer, sync_pkg, channels, fmt_verbs, multiple_returns
package main

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"sync"
)

// Calibrating a batch of temperature sensors: readings are smoothed,
// rejected when not finite, and reported in several encodings.

type SensorID uint16

func (id SensorID) String() string { return "S-" + strconv.Itoa(int(id)) }

type Reading struct {
	ID    SensorID
	Value float64
}

var (
	configOnce sync.Once
	gain       float64
	loads      int
)

func loadGain() {
	loads++
	gain = math.Ldexp(0.75, 1) // 1.5
}

func calibrate(r Reading) (float64, error) {
	configOnce.Do(loadGain)
	if math.IsNaN(r.Value) || math.IsInf(r.Value, 0) {
		return 0, fmt.Errorf("sensor %v: reading %v is not finite", r.ID, r.Value)
	}
	return math.FMA(r.Value, gain, -0.5), nil
}

func stats(xs []float64) (lo, hi, mean, sd float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	var sum float64
	for _, x := range xs {
		lo = math.Min(lo, x)
		hi = math.Max(hi, x)
		sum += x
	}
	mean = sum / float64(len(xs))
	for _, x := range xs {
		sd += math.Pow(x-mean, 2)
	}
	sd = math.Sqrt(sd / float64(len(xs)))
	return
}

func main() {
	readings := []Reading{{7, 20.5}, {12, 21.25}, {300, math.NaN()}, {7, 19.75}, {65535, math.Inf(-1)}, {12, 22}}
	var good []float64
	for _, r := range readings {
		v, err := calibrate(r)
		if err != nil {
			fmt.Println("reject:", err)
			continue
		}
		good = append(good, v)
		fmt.Printf("%-8v %6.2f -> %7.3f  hex id %x/%X  %s %d\n", r.ID, r.Value, v, r.ID, r.ID, r.ID, r.ID)
	}
	fmt.Println("gain loaded", loads, "time(s), gain", gain)
	lo, hi, mean, sd := stats(good)
	fmt.Printf("lo=%g hi=%g mean=%.4f sd=%.4f\n", lo, hi, mean, sd)

	// Go's special cases of Max and Min
	fmt.Println(math.Max(3, math.NaN()), math.Min(math.Inf(-1), math.NaN()), math.Max(-0.0, 0), math.Min(math.Copysign(0, -1), 0))
	fmt.Println(math.Signbit(math.Copysign(0, -1)), math.Signbit(1), math.Dim(5, 3), math.Dim(3, 5), math.Remainder(10, 3))

	frac, exp := math.Frexp(48)
	ip, fp := math.Modf(-3.75)
	lg, sign := math.Lgamma(-0.5)
	s, c := math.Sincos(math.Pi / 6)
	fmt.Printf("frexp %v %v modf %v %v lgamma %.6f %d sincos %.4f %.4f\n", frac, exp, ip, fp, lg, sign, s, c)
	fmt.Printf("%.6f %.6f %.6f %.6f %.6f %.6f\n", math.Asin(1), math.Acos(0), math.Sinh(1), math.Cosh(1), math.Tanh(0.5), math.Atanh(0.5))
	fmt.Printf("%.6f %.6f %.6f %v %v %v\n", math.Asinh(1), math.Acosh(2), math.Expm1(1e-10), math.Exp2(10), math.Log1p(0), math.Logb(1024))
	fmt.Println(math.Ilogb(1000), math.Gamma(5), math.Erf(0), math.Erfc(0), math.RoundToEven(2.5), math.RoundToEven(3.5), math.Round(2.5))
	fmt.Println(math.Pow10(3), math.Pow10(-2), math.Nextafter(1, 2)-1, math.Float64bits(1.0), math.Float64frombits(0x4000000000000000))
	fmt.Println(math.Float32bits(1.5), math.Float32frombits(0x40490fdb) > 3.14, math.Ldexp(1, 10))
	fmt.Printf("%.5f %.5f %.5f %.5f %.5f %.5f\n", math.J0(1), math.J1(1), math.Jn(2, 1), math.Y0(1), math.Y1(1), math.Yn(2, 1))
	fmt.Printf("%.4f %.4f %.4f %.4f\n", math.Ln2, math.Log2E, math.Phi, math.SqrtPi)
	fmt.Println(math.MaxInt8, math.MinInt8, math.MinInt16, math.MaxFloat32, math.SmallestNonzeroFloat32)

	// strconv's quoting family and the Append functions
	fmt.Println(strconv.Quote("tab\there ☺ \u00a0 \x01"), strconv.QuoteToASCII("naïve ☺"), strconv.QuoteToGraphic("a\u00a0b"))
	fmt.Println(strconv.QuoteRune('☺'), strconv.QuoteRuneToASCII('☺'), strconv.QuoteRune('\n'), strconv.QuoteRuneToGraphic('\u2002'))
	fmt.Println(strconv.IsPrint('\u00ad'), strconv.IsPrint('é'), strconv.IsGraphic('\u00a0'), strconv.CanBackquote("a`b"), strconv.CanBackquote("plain"))
	buf := []byte("id=")
	buf = strconv.AppendInt(buf, -42, 10)
	buf = append(buf, ' ')
	buf = strconv.AppendQuote(buf, "x\"y")
	buf = append(buf, ' ')
	buf = strconv.AppendBool(buf, true)
	buf = append(buf, ' ')
	buf = strconv.AppendFloat(buf, 3.14159, 'f', 2, 64)
	buf = strconv.AppendQuoteRune(buf, 'q')
	buf = strconv.AppendUint(buf, 255, 16)
	fmt.Println(string(buf), len(buf))
	fmt.Printf("%q %+q %q %q\n", '\a', 'é', '\'', "\u2028 end")

	// buffered channels report their capacity
	results := make(chan float64, len(good))
	for _, v := range good {
		results <- v
	}
	fmt.Println(len(results), cap(results))
	close(results)
	total := 0.0
	for v := range results {
		total += v
	}
	fmt.Printf("%.3f %d %d\n", total, len(results), cap(results))

	once := sync.OnceValue(func() int {
		fmt.Println("computing")
		return 6 * 7
	})
	fmt.Println(once(), once())
	parse := sync.OnceValues(func() (int, error) {
		fmt.Println("parsing")
		return strconv.Atoi("12x")
	})
	for i := 0; i < 2; i++ {
		v, err := parse()
		fmt.Println(v, err)
	}
	var cache sync.Map
	for _, r := range readings {
		key := r.ID.String()
		if prev, loaded := cache.LoadOrStore(key, r.Value); loaded {
			fmt.Println("seen", key, "before with", prev)
		}
	}
	cache.Store("S-7", 99.5)
	v7, ok7 := cache.Load("S-7")
	_, okX := cache.Load("S-1")
	old, swapped := cache.Swap("S-12", 0.0)
	fmt.Println(v7, ok7, okX, old, swapped, cache.CompareAndSwap("S-12", 0.0, 1.0), cache.CompareAndDelete("S-7", 1.0))
	gone, wasThere := cache.LoadAndDelete("S-300")
	cache.Delete("S-65535")
	fmt.Println(gone, wasThere)
	var entries []string
	cache.Range(func(k, v any) bool {
		entries = append(entries, fmt.Sprintf("%v=%v", k, v))
		return true
	})
	sort.Strings(entries)
	fmt.Println("cache", entries)
	cache.Clear()
	n := 0
	cache.Range(func(k, v any) bool { n++; return true })
	fmt.Println("after clear", n)
	for _, v := range []float64{1.5, 123456789, -2.5e-10, 0} {
		fmt.Println(strconv.FormatFloat(v, 'e', -1, 64), strconv.FormatFloat(v, 'E', 2, 64), strconv.FormatFloat(v, 'G', -1, 64))
		// the exact bits: hex mantissa/exponent and integer mantissa p exponent
		fmt.Println(strconv.FormatFloat(v, 'x', -1, 64), strconv.FormatFloat(v, 'X', 3, 32), strconv.FormatFloat(v, 'b', -1, 64))
		fmt.Printf("%x %.1X %+x|%14x|\n", v, v, v, v)
	}
	fmt.Printf("%O %O %#o %x\n", 8, -64, 8, 1.9999999999999998)
	warn := sync.OnceFunc(func() { fmt.Println("warned once") })
	for i := 0; i < 3; i++ {
		warn()
	}
}
