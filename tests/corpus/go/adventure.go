// features: function_values, maps, closures, multiple_returns, sort_pkg, strings_pkg, fmt_printf
package main

import (
	"fmt"
	"sort"
	"strings"
)

type Room struct {
	Name  string
	Exits map[string]string
	Items []string
}

type Game struct {
	rooms    map[string]*Room
	here     string
	bag      []string
	moves    int
	handlers map[string]func(g *Game, args []string) string
}

func (g *Game) room() *Room { return g.rooms[g.here] }

func remove(xs []string, x string) ([]string, bool) {
	for i, v := range xs {
		if v == x {
			return append(xs[:i], xs[i+1:]...), true
		}
	}
	return xs, false
}

func newGame() *Game {
	g := &Game{rooms: map[string]*Room{
		"hall":    {"Hall", map[string]string{"north": "library", "east": "kitchen"}, []string{"lamp"}},
		"library": {"Library", map[string]string{"south": "hall"}, []string{"book", "key"}},
		"kitchen": {"Kitchen", map[string]string{"west": "hall", "down": "cellar"}, nil},
		"cellar":  {"Cellar", map[string]string{"up": "kitchen"}, []string{"wine"}},
	}, here: "hall"}
	g.handlers = map[string]func(*Game, []string) string{
		"look": func(g *Game, _ []string) string {
			r := g.room()
			exits := make([]string, 0, len(r.Exits))
			for d := range r.Exits {
				exits = append(exits, d)
			}
			sort.Strings(exits)
			return fmt.Sprintf("%s. Exits: %s. Items: %v", r.Name, strings.Join(exits, ", "), r.Items)
		},
		"go": func(g *Game, args []string) string {
			if len(args) == 0 {
				return "Go where?"
			}
			next, ok := g.room().Exits[args[0]]
			if !ok {
				return "You can't go " + args[0] + "."
			}
			if next == "cellar" && !contains(g.bag, "lamp") {
				return "It's too dark to go down without a lamp."
			}
			g.here = next
			g.moves++
			return "You enter the " + g.room().Name + "."
		},
		"take": func(g *Game, args []string) string {
			if len(args) == 0 {
				return "Take what?"
			}
			items, ok := remove(g.room().Items, args[0])
			if !ok {
				return "No " + args[0] + " here."
			}
			g.room().Items = items
			g.bag = append(g.bag, args[0])
			return "Taken: " + args[0]
		},
		"drop": func(g *Game, args []string) string {
			bag, ok := remove(g.bag, args[0])
			if !ok {
				return "You don't have that."
			}
			g.bag = bag
			g.room().Items = append(g.room().Items, args[0])
			return "Dropped."
		},
		"inventory": func(g *Game, _ []string) string {
			if len(g.bag) == 0 {
				return "You carry nothing."
			}
			return "You carry: " + strings.Join(g.bag, ", ")
		},
	}
	return g
}

func contains(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

func main() {
	g := newGame()
	script := []string{"look", "go down", "go east", "go down", "go west", "TAKE lamp", "take sword",
		"go north", "take key", "take book", "inventory", "drop book", "look", "go south", "go east",
		"go down", "take wine", "look", "dance", "inventory", ""}
	for _, cmd := range script {
		words := strings.Fields(strings.ToLower(cmd))
		if len(words) == 0 {
			fmt.Println("> (nothing)")
			continue
		}
		h, ok := g.handlers[words[0]]
		out := "I don't know how to " + words[0] + "."
		if ok {
			out = h(g, words[1:])
		}
		fmt.Printf("> %-12s %s\n", cmd, out)
	}
	fmt.Printf("moves=%d bag=%q\n", g.moves, g.bag)
}
