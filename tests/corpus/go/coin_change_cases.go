// features: json_unmarshal, anonymous_structs, struct_tags, type_switch, empty_interface, slices_2d, nil
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
)

type Case struct {
	UUID        string `json:"uuid"`
	Description string `json:"description"`
	Property    string `json:"property"`
	Input       struct {
		Coins  []int `json:"coins"`
		Target int   `json:"target"`
	} `json:"input"`
	Expected any `json:"expected"`
}

func fewest(coins []int, target int) ([]int, error) {
	if target < 0 {
		return nil, errors.New("target can't be negative")
	}
	best := make([][]int, target+1)
	best[0] = []int{}
	for amt := 1; amt <= target; amt++ {
		for _, c := range coins {
			if c > amt || best[amt-c] == nil {
				continue
			}
			if best[amt] == nil || len(best[amt-c])+1 < len(best[amt]) {
				cand := append([]int{c}, best[amt-c]...)
				best[amt] = cand
			}
		}
	}
	if best[target] == nil {
		return nil, errors.New("can't make target with given coins")
	}
	return best[target], nil
}

const cases = `
[
  {
    "uuid": "d0ebd0e1-9d27-4609-a654-df5c0ba1d83a",
    "description": "change for 1 cent",
    "property": "findFewestCoins",
    "input": {
      "coins": [
        1,
        5,
        10,
        25
      ],
      "target": 1
    },
    "expected": [
      1
    ]
  },
  {
    "uuid": "36887bea-7f92-4a9c-b0cc-c0e886b3ecc8",
    "description": "single coin change",
    "property": "findFewestCoins",
    "input": {
      "coins": [
        1,
        5,
        10,
        25,
        100
      ],
      "target": 25
    },
    "expected": [
      25
    ]
  },
  {
    "uuid": "cef21ccc-0811-4e6e-af44-f011e7eab6c6",
    "description": "multiple coin change",
    "property": "findFewestCoins",
    "input": {
      "coins": [
        1,
        5,
        10,
        25,
        100
      ],
      "target": 15
    },
    "expected": [
      5,
      10
    ]
  },
  {
    "uuid": "d60952bc-0c1a-4571-bf0c-41be72690cb3",
    "description": "change with Lilliputian Coins",
    "property": "findFewestCoins",
    "input": {
      "coins": [
        1,
        4,
        15,
        20,
        50
      ],
      "target": 23
    },
    "expected": [
      4,
      4,
      15
    ]
  },
  {
    "uuid": "408390b9-fafa-4bb9-b608-ffe6036edb6c",
    "description": "change with Lower Elbonia Coins",
    "property": "findFewestCoins",
    "input": {
      "coins": [
        1,
        5,
        10,
        21,
        25
      ],
      "target": 63
    },
    "expected": [
      21,
      21,
      21
    ]
  },
  {
    "uuid": "7421a4cb-1c48-4bf9-99c7-7f049689132f",
    "description": "large target values",
    "property": "findFewestCoins",
    "input": {
      "coins": [
        1,
        2,
        5,
        10,
        20,
        50,
        100
      ],
      "target": 999
    },
    "expected": [
      2,
      2,
      5,
      20,
      20,
      50,
      100,
      100,
      100,
      100,
      100,
      100,
      100,
      100,
      100
    ]
  },
  {
    "uuid": "f79d2e9b-0ae3-4d6a-bb58-dc978b0dba28",
    "description": "possible change without unit coins available",
    "property": "findFewestCoins",
    "input": {
      "coins": [
        2,
        5,
        10,
        20,
        50
      ],
      "target": 21
    },
    "expected": [
      2,
      2,
      2,
      5,
      10
    ]
  },
  {
    "uuid": "9a166411-d35d-4f7f-a007-6724ac266178",
    "description": "another possible change without unit coins available",
    "property": "findFewestCoins",
    "input": {
      "coins": [
        4,
        5
      ],
      "target": 27
    },
    "expected": [
      4,
      4,
      4,
      5,
      5,
      5
    ]
  },
  {
    "uuid": "ce0f80d5-51c3-469d-818c-3e69dbd25f75",
    "description": "a greedy approach is not optimal",
    "property": "findFewestCoins",
    "input": {
      "coins": [
        1,
        10,
        11
      ],
      "target": 20
    },
    "expected": [
      10,
      10
    ]
  }
]`

func main() {
	var cs []Case
	if err := json.Unmarshal([]byte(cases), &cs); err != nil {
		fmt.Println("bad data:", err)
		return
	}
	pass := 0
	for _, c := range cs {
		got, err := fewest(c.Input.Coins, c.Input.Target)
		var ok bool
		switch exp := c.Expected.(type) {
		case []any:
			want := make([]int, len(exp))
			for i, v := range exp {
				want[i] = int(v.(float64))
			}
			sortInts(got)
			ok = err == nil && reflect.DeepEqual(got, want)
			fmt.Printf("%-40s want %v got %v\n", c.Description, want, got)
		case map[string]any:
			ok = err != nil && err.Error() == exp["error"]
			fmt.Printf("%-40s want error %q got %v\n", c.Description, exp["error"], err)
		}
		if ok {
			pass++
		}
	}
	fmt.Printf("%d/%d passed\n", pass, len(cs))
}

func sortInts(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}
