// features: symbolic, import_declaration, os_pkg, strconv, strings_pkg, fmt_println, fmt_printf, fmt_sprintf, fmt_verbs, nil, multiple_returns, for_range, for_range_map, for_range_string, switch_statement
// expect: symbolic (package shop does not exist; expectations curated by hand from the VM)
package main

// Incomplete code: calls into packages the runtime does not implement
// return unknown values; printing one shows it as unknown, never a nil
// dereference or a made-up value.
import (
	"fmt"
	"os"
	"shop"
	"strconv"
	"strings"
)

func main() {
	cart := shop.LoadCart()
	fmt.Println("index", cart.Items[0], cart.Prices["k"])
	fmt.Println("method", cart.TotalPrice(3))
	fmt.Println("compare", cart.Total < 10, cart == nil, cart != nil)
	fmt.Println("arith", cart.Total+1, "name: "+cart.Name)
	fmt.Printf("printf %d %5s %v %.2f\n", cart.Total, cart.Name, cart, cart.Price)
	s := fmt.Sprintf("sprintf %d", cart.Total)
	fmt.Println(s, len(cart.Items))
	home := os.Getenv("HOME")
	fmt.Println("env", home)
	n, err := strconv.Atoi(cart.Count)
	fmt.Println("atoi", n, err)
	fmt.Println("upper", strings.ToUpper(cart.Name), strings.Contains(home, "/"))
	data, err2 := os.ReadFile("orders.json")
	fmt.Println("read", data, err2)
	switch cart.Kind {
	case 1:
		fmt.Println("case taken")
	default:
		fmt.Println("default taken")
	}
	steps := 0
	for i, it := range cart.Items {
		_, _ = i, it
		steps++
	}
	for k, v := range cart.Prices {
		_, _ = k, v
		steps++
	}
	for _, r := range cart.Name {
		_ = r
		steps++
	}
	fmt.Println("after loops", steps >= 0)
}
