// features: function_declaration, fmt_sprintf, if_statement
package main

import "fmt"

func shareWith(name string) string {
	if name == "" {
		name = "you"
	}
	return fmt.Sprintf("One for %s, one for me.", name)
}

func main() {
	fmt.Println(shareWith(""))
	fmt.Println(shareWith("Alice"))
	fmt.Println(shareWith("Bob"))
}
