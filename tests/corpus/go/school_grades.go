// features: structs, strconv, math_pkg, switch_tagless, maps, sort_pkg
package main

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

type Student struct {
	Name   string
	Scores []int
}

func (s Student) Average() float64 {
	if len(s.Scores) == 0 {
		return 0
	}
	sum := 0
	for _, v := range s.Scores {
		sum += v
	}
	return float64(sum) / float64(len(s.Scores))
}

func letter(avg float64) string {
	switch {
	case avg >= 90:
		return "A"
	case avg >= 80:
		return "B"
	case avg >= 70:
		return "C"
	case avg >= 60:
		return "D"
	}
	return "F"
}

func stddev(xs []float64) float64 {
	var mean float64
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	var v float64
	for _, x := range xs {
		v += (x - mean) * (x - mean)
	}
	return math.Sqrt(v / float64(len(xs)))
}

func main() {
	raw := map[string]string{
		"Ada":     "95 88 92 100",
		"Brendan": "72 65 80",
		"Chidi":   "55 61 58 70 49",
		"Dana":    "88 91 x 79",
		"Eve":     "",
	}
	var students []Student
	for name, line := range raw {
		st := Student{Name: name}
		for _, f := range strings.Fields(line) {
			n, err := strconv.Atoi(f)
			if err != nil {
				fmt.Printf("warning: %s: %v\n", name, err)
				continue
			}
			st.Scores = append(st.Scores, n)
		}
		students = append(students, st)
	}
	sort.Slice(students, func(i, j int) bool { return students[i].Average() > students[j].Average() })
	var avgs []float64
	dist := map[string][]string{}
	for rank, s := range students {
		avg := s.Average()
		avgs = append(avgs, avg)
		g := letter(avg)
		dist[g] = append(dist[g], s.Name)
		fmt.Printf("#%d %-8s %6.2f %s %v\n", rank+1, s.Name, avg, g, s.Scores)
	}
	fmt.Printf("class stddev %.4f\n", stddev(avgs))
	for _, g := range []string{"A", "B", "C", "D", "F"} {
		fmt.Printf("%s: %d %v\n", g, len(dist[g]), dist[g])
	}
	best := students[0]
	best.Scores[0] = 0
	fmt.Println(students[0].Scores[0], math.Round(students[0].Average()*100)/100)
}
