// features: path_pkg, structs, maps, sort_pkg, fmt_printf, errors_pkg
package main

import (
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"sort"
	"strings"
)

type Entry struct {
	Path string
	Size int
}

func main() {
	entries := []Entry{
		{"src/app/main.go", 1200}, {"src/app/../lib/util.go", 800}, {"./README.md", 300},
		{"docs//guide/intro.md", 950}, {"assets/img/logo.png", 20480}, {"assets/img/icon.svg", 2048},
		{"/etc/app/config.yaml", 120}, {"build/", 0}, {"Makefile", 410}, {"src/app/main_test.go", 640},
	}
	byExt := map[string]int{}
	for _, e := range entries {
		clean := filepath.Clean(e.Path)
		ext := filepath.Ext(clean)
		if ext == "" {
			ext = "(none)"
		}
		byExt[ext] += e.Size
		dir, file := filepath.Split(clean)
		fmt.Printf("%-24s -> %-22s dir=%-14q file=%-13q abs=%t\n", e.Path, clean, dir, file, filepath.IsAbs(clean))
	}
	exts := make([]string, 0, len(byExt))
	for k := range byExt {
		exts = append(exts, k)
	}
	sort.Strings(exts)
	for _, k := range exts {
		fmt.Printf("%-7s %6d\n", k, byExt[k])
	}

	for _, pat := range []string{"*.go", "src/*/*.go", "*/app/main?.go", "[a-m]*", "assets/img/*.[ps][nv]g", "[z-a]*", "src/app/*_test.go"} {
		var hits []string
		for _, e := range entries {
			ok, err := path.Match(pat, path.Clean(e.Path))
			if err != nil {
				hits = append(hits, "error: "+err.Error())
				break
			}
			if ok {
				hits = append(hits, path.Base(e.Path))
			}
		}
		fmt.Printf("%-24s %s\n", pat, strings.Join(hits, " "))
	}
	_, err := path.Match("[", "x")
	fmt.Println(errors.Is(err, path.ErrBadPattern), err)

	fmt.Println(path.Join("a", "", "b/", "../c", "d.txt"), path.Join(), path.Join("/", "x"))
	fmt.Println(path.Dir("/a/b/c"), path.Dir("file"), path.Dir("/"), path.Base(""), path.Base("/a/b/"), path.Base("///"))
	fmt.Println(path.Clean("../../x/./y/.."), path.Clean("/../a"), path.Clean(""), path.Ext("archive.tar.gz"), path.Ext("dir.d/file"))
	for _, pair := range [][2]string{{"/a/b", "/a/b/c/d"}, {"/a/b/c", "/a/x"}, {"src", "src"}, {"a", "/b"}, {"a/b", "c"}} {
		rel, err := filepath.Rel(pair[0], pair[1])
		fmt.Printf("Rel(%s, %s) = %q %v\n", pair[0], pair[1], rel, err)
	}
	fmt.Println(filepath.SplitList("/usr/bin:/bin::/opt"), string(filepath.Separator), filepath.ToSlash("a/b"), filepath.FromSlash("c/d"), string(filepath.ListSeparator))
}
