// features: json_marshal, json_unmarshal, struct_tags, pointers, maps, sort_pkg
package main

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

type Post struct {
	ID     int      `json:"id"`
	Title  string   `json:"title"`
	Tags   []string `json:"tags,omitempty"`
	Score  float64  `json:"score"`
	Author *Author  `json:"author,omitempty"`
	Draft  bool     `json:"-"`
}

type Author struct {
	Name  string `json:"name"`
	Email string `json:"email,omitempty"`
}

type Feed struct {
	Source string `json:"source"`
	Posts  []Post `json:"posts"`
}

var feeds = []string{
	`{"source": "alpha", "posts": [{"id": 1, "title": "Hello", "tags": ["intro"], "score": 4.5, "author": {"name": "Ann"}},
	  {"id": 2, "title": "Go tips", "tags": ["go", "tips"], "score": 9.25}]}`,
	`{"source": "beta", "posts": [{"id": 2, "title": "Go tips (updated)", "score": 9.75, "author": {"name": "Bo", "email": "bo@x.io"}},
	  {"id": 3, "title": "<b>Bold</b> & brave", "score": 7}]}`,
	`{"source": "gamma", "posts": [{"id": "four"}]}`,
	`{"source": "delta", "posts": [`,
}

func main() {
	merged := map[int]Post{}
	for _, raw := range feeds {
		var f Feed
		if err := json.Unmarshal([]byte(raw), &f); err != nil {
			fmt.Printf("skip feed: %v\n", err)
			continue
		}
		for _, p := range f.Posts {
			if old, ok := merged[p.ID]; ok {
				fmt.Printf("%s overrides post %d (%q -> %q)\n", f.Source, p.ID, old.Title, p.Title)
				if len(p.Tags) == 0 {
					p.Tags = old.Tags
				}
			}
			merged[p.ID] = p
		}
	}
	ids := make([]int, 0, len(merged))
	for id := range merged {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	out := make([]Post, 0, len(ids))
	for _, id := range ids {
		out = append(out, merged[id])
	}
	b, err := json.MarshalIndent(map[string]any{"count": len(out), "posts": out, "sources": []string{"alpha", "beta"}}, "", "\t")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(string(b))
	var titles []string
	for _, p := range out {
		titles = append(titles, strings.ToLower(p.Title))
	}
	fmt.Println(strings.Join(titles, " | "))
}
