package main

import "strings"

var calls = 2

func banner(s string) string {
	return "== " + strings.ToUpper(s) + " =="
}
