// symbolic-check: unknowns=inventory.ReadQty(),inventory.Rate() overflow=inventory.Level()=2147483647
package main

import (
	"fmt"
	"inventory"
)

func main() {
	cart := inventory.LoadCart()
	x := inventory.ReadQty()
	y := inventory.Rate()
	if x > 5 {
		if x < 3 {
			fmt.Println("impossible")
		}
		fmt.Println("big")
	}
	if x >= 0 && y >= 0 && x+y == 10 && x-y == 4 {
		fmt.Println("hit")
	}
	total := 0
	for _, item := range cart.Items {
		total += item.Price
	}
	fmt.Println("after-list-loop")
	n := 0
	for inventory.More() {
		n++
	}
	fmt.Println("after-while")
	var z int32 = inventory.Level()
	if z+1 < z {
		fmt.Println("overflow")
	}
	fmt.Println("end")
}
