// features: strings_builder, unicode, maps, map_comma_ok, arrays, fmt_printf, switch_tagless, for_range_string
package main

import (
	"fmt"
	"strings"
	"unicode"
)

const doc = `# Getting Started
Some intro text.
## Install the CLI
Run the installer.
## Configure: Paths & Env
### Linux/macOS
### Windows (PowerShell)
## Install the CLI
# FAQ
## Why is it slow?
`

type Heading struct {
	Level int
	Title string
	Slug  string
}

func slugify(s string) string {
	var b strings.Builder
	lastDash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
			lastDash = false
		case r == ' ' || r == '-' || r == '/':
			if !lastDash && b.Len() > 0 {
				b.WriteByte('-')
				lastDash = true
			}
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

func main() {
	seen := map[string]int{}
	var hs []Heading
	for _, line := range strings.Split(doc, "\n") {
		if !strings.HasPrefix(line, "#") {
			continue
		}
		level := len(line) - len(strings.TrimLeft(line, "#"))
		title := strings.TrimSpace(line[level:])
		slug := slugify(title)
		if n, ok := seen[slug]; ok {
			seen[slug] = n + 1
			slug = fmt.Sprintf("%s-%d", slug, n+1)
		} else {
			seen[slug] = 0
		}
		hs = append(hs, Heading{level, title, slug})
	}
	fmt.Println("## Table of Contents")
	counters := [7]int{}
	for _, h := range hs {
		counters[h.Level]++
		for l := h.Level + 1; l < len(counters); l++ {
			counters[l] = 0
		}
		parts := []string{}
		for l := 1; l <= h.Level; l++ {
			parts = append(parts, fmt.Sprint(counters[l]))
		}
		indent := strings.Repeat("  ", h.Level-1)
		fmt.Printf("%s- %s [%s](#%s)\n", indent, strings.Join(parts, "."), h.Title, h.Slug)
	}
	fmt.Printf("%d headings, deepest level %d\n", len(hs), maxLevel(hs))
	fmt.Printf("%+v\n", hs[3])
}

func maxLevel(hs []Heading) int {
	m := 0
	for _, h := range hs {
		m = max(m, h.Level)
	}
	return m
}
