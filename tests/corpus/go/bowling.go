// features: errors_new, errors_pkg, fmt_errorf, variadic_functions, switch_tagless, methods_pointer_receiver, make_slice
package main

import (
	"errors"
	"fmt"
)

type Game struct {
	rolls []int
}

var ErrPins = errors.New("invalid pin count")

func (g *Game) Roll(pins int) error {
	if pins < 0 || pins > 10 {
		return fmt.Errorf("roll %d: %w", pins, ErrPins)
	}
	g.rolls = append(g.rolls, pins)
	return nil
}

func (g *Game) Score() (int, error) {
	score, i := 0, 0
	for frame := 1; frame <= 10; frame++ {
		if i >= len(g.rolls) {
			return 0, errors.New("score cannot be taken until the end of the game")
		}
		switch {
		case g.rolls[i] == 10:
			if i+2 >= len(g.rolls) {
				return 0, errors.New("strike bonus missing")
			}
			score += 10 + g.rolls[i+1] + g.rolls[i+2]
			i++
		case i+1 < len(g.rolls) && g.rolls[i]+g.rolls[i+1] == 10:
			if i+2 >= len(g.rolls) {
				return 0, errors.New("spare bonus missing")
			}
			score += 10 + g.rolls[i+2]
			i += 2
		default:
			if i+1 >= len(g.rolls) {
				return 0, errors.New("incomplete frame")
			}
			score += g.rolls[i] + g.rolls[i+1]
			i += 2
		}
	}
	return score, nil
}

func play(name string, rolls ...int) {
	g := &Game{}
	for _, r := range rolls {
		if err := g.Roll(r); err != nil {
			fmt.Printf("%-10s error: %v (is ErrPins: %t)\n", name, err, errors.Is(err, ErrPins))
			return
		}
	}
	s, err := g.Score()
	if err != nil {
		fmt.Printf("%-10s error: %v\n", name, err)
		return
	}
	fmt.Printf("%-10s %3d  rolls=%v\n", name, s, rolls)
}

func main() {
	play("gutter", make([]int, 20)...)
	play("perfect", 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10)
	play("spares", 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5)
	play("mixed", 10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1)
	play("short", 3, 4, 10)
	play("bad", 3, 11)
	ones := []int{}
	for i := 0; i < 20; i++ {
		ones = append(ones, 1)
	}
	play("ones", ones...)
}
