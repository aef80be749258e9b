// features: bufio_io, os_pkg, closures, maps, map_comma_ok, sort_pkg, switch_statement, fmt_printf
package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
)

type Team struct {
	Name              string
	MP, W, D, L, Pts int
}

func tally(input string) ([]*Team, []string) {
	teams := map[string]*Team{}
	get := func(n string) *Team {
		if t, ok := teams[n]; ok {
			return t
		}
		t := &Team{Name: n}
		teams[n] = t
		return t
	}
	var bad []string
	sc := bufio.NewScanner(strings.NewReader(input))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, ";")
		if len(parts) != 3 {
			bad = append(bad, line)
			continue
		}
		a, b := get(parts[0]), get(parts[1])
		switch parts[2] {
		case "win":
			a.W++
			b.L++
			a.Pts += 3
		case "loss":
			b.W++
			a.L++
			b.Pts += 3
		case "draw":
			a.D++
			b.D++
			a.Pts++
			b.Pts++
		default:
			bad = append(bad, line)
			continue
		}
		a.MP++
		b.MP++
	}
	list := make([]*Team, 0, len(teams))
	for _, t := range teams {
		list = append(list, t)
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].Pts != list[j].Pts {
			return list[i].Pts > list[j].Pts
		}
		return list[i].Name < list[j].Name
	})
	return list, bad
}

func main() {
	input := `Allegoric Alaskans;Blithering Badgers;win
Devastating Donkeys;Courageous Californians;draw
Devastating Donkeys;Allegoric Alaskans;win
# comment line
Courageous Californians;Blithering Badgers;loss
Blithering Badgers;Devastating Donkeys;loss
Allegoric Alaskans;Courageous Californians;win
Allegoric Alaskans;Courageous Californians;draw?
broken line`
	list, bad := tally(input)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	fmt.Fprintf(w, "%-31s| MP |  W |  D |  L |  P\n", "Team")
	for _, t := range list {
		fmt.Fprintf(w, "%-31s| %2d | %2d | %2d | %2d | %2d\n", t.Name, t.MP, t.W, t.D, t.L, t.Pts)
	}
	fmt.Fprintf(w, "%d bad lines: %q\n", len(bad), bad)
}
