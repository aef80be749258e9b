// features: typed_integers, byte_arithmetic, type_conversions, bit_operators
package main

import "fmt"

func hash(s string) uint32 {
	var h uint32 = 2166136261
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return h
}

func main() {
	var a int8 = 127
	a++
	fmt.Println(a)
	var b uint8 = 0
	b--
	fmt.Println(b)
	var c int32 = 1 << 30
	c *= 4
	fmt.Println(c)
	var d int64 = 9223372036854775807
	d++
	fmt.Println(d)
	var u uint32 = 0
	u--
	fmt.Println(u)
	fmt.Println(hash("hello"), hash("go"))
	x := 300
	fmt.Println(byte(x), int8(x), uint16(x*250))
	fmt.Println(7/2, -7/2, 7%3, -7%3, 7.0/2)
	fmt.Println(0xff&0x0f, 0xf0|0x0f, 6^3, 1<<10, 1024>>3, 0b1010&^0b0010)
	var y uint8 = 200
	z := y + 100
	fmt.Println(z, ^y, -x)
	f := 3.99
	fmt.Println(int(f), int(-f), float64(x)/7)
}
