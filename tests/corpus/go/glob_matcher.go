// features: recursion, path_pkg, string_indexing, switch_statement, strings_pkg
package main

import (
	"fmt"
	"path"
	"strings"
)

// match reports whether name matches pattern with * (any run, not /),
// ** (anything) and ? (one char).
func match(pattern, name string) bool {
	if pattern == "" {
		return name == ""
	}
	if strings.HasPrefix(pattern, "**") {
		rest := strings.TrimPrefix(pattern[2:], "/")
		for i := 0; i <= len(name); i++ {
			if match(rest, name[i:]) {
				return true
			}
		}
		return false
	}
	switch pattern[0] {
	case '*':
		for i := 0; i <= len(name); i++ {
			if i > 0 && name[i-1] == '/' {
				break
			}
			if match(pattern[1:], name[i:]) {
				return true
			}
		}
		return false
	case '?':
		return name != "" && name[0] != '/' && match(pattern[1:], name[1:])
	default:
		return name != "" && name[0] == pattern[0] && match(pattern[1:], name[1:])
	}
}

func main() {
	files := []string{
		"main.go", "main_test.go", "cmd/tool/main.go", "internal/db/db.go",
		"internal/db/db_test.go", "README.md", "docs/guide.md", "docs/img/logo.png", "go.mod",
	}
	patterns := []string{"*.go", "**/*.go", "*_test.go", "**/*_test.go", "docs/*", "docs/**", "?o.mod", "internal/*/db?.go", "**"}
	for _, p := range patterns {
		var hits []string
		for _, f := range files {
			if match(p, f) {
				hits = append(hits, f)
			}
		}
		fmt.Printf("%-18s %d %v\n", p, len(hits), hits)
	}
	for _, f := range files[:4] {
		ok, err := path.Match("*.go", f)
		fmt.Println(f, path.Base(f), path.Ext(f), path.Dir(f), ok, err)
	}
	fmt.Println(path.Join("a", "b/../c", "/d"), path.Clean("/x//y/./z/.."))
}
