#!/usr/bin/env bash
# The library natives of Python, Java, Go, C, JavaScript and PHP charge the step budget for
# the work they do (docs/vm.md, "Budgets"): each probe builds a big value
# (a 1 MB string, a 200,000-item list, array or slice), then calls one native
# on it a million times. A native that charges stops the run on the step
# budget (exit 5, status step_limit) within a second; one that costs a single
# step per call ran for minutes. A loop of many small finds over a big text
# is charged for the bytes it scans, not the whole text each time.
#   usage: native_budgets_test.sh <reddragon>
set -uo pipefail
rd=$1
# sanitizer builds run 3-5 times slower: their ctest sets RD_TIME_SCALE (tests/CMakeLists.txt)
scale=${RD_TIME_SCALE:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# stops <name> <file> [steps]: the run ends on the step budget within 30 s.
# The budget (20,000,000) is four times the steps of the loop's own
# instructions: only the natives' charges can exhaust it (uncharged, the loop
# ran its million calls for minutes, or finished). Printing loops get
# 2,000,000: uncharged, they print until the memory budget.
stops() {
  local name=$1 f=$2 steps=${3:-20000000}
  local t0=$SECONDS
  timeout $((30 * scale)) "$rd" run --max-steps "$steps" "$f" >/dev/null 2>"$work/err"
  local rc=$?
  [ -z "${VERBOSE:-}" ] || echo "$name: $((SECONDS - t0)) s"
  if [ $rc -ne 5 ]; then
    fail "$name: exit $rc (124 or 0: not charged): $(tail -2 "$work/err")"
  elif ! grep -q "step budget of $steps steps exhausted at $f:" "$work/err"; then
    fail "$name: report $(cat "$work/err")"
  fi
}
# finishes <name> <file>: a native made linear or constant runs its million calls within 20 s
finishes() {
  timeout $((20 * scale)) "$rd" run --max-steps 20000000 "$2" >"$work/out" 2>"$work/err" || fail "$1: exit $? (124: still slow)"
}

# --- Python: name | setup | call --------------------------------------------------------
py() {
  printf '%b\ni = 0\nwhile i < 1000000:\n    %s\n    i += 1\n' "$2" "$3" >"$work/$1.py"
  stops "python $1" "$work/$1.py"
}
py startswith 's = "ab" * 500000' 's.startswith(s) or s.endswith(s)'
py pad 's = "ab"' 's.center(1000000); s.ljust(1000000); s.zfill(1000000)'
py format_width 's = "ab"' 'format(s, ">1000000"); f"{s:<1000000}"'
py split_parts 's = "a," * 500000' 's.split(","); s.splitlines()'
py hash_str 's = "ab" * 500000' 'hash(s)'
py hash_tuple 't = tuple(range(200000))' 'hash(t)'
py set_add_str 's = "ab" * 500000\nS = set()' 'S.add(s)'
py int_parse 's = "f" * 100000' 'int(s, 16)'
py hex_bin 'n = 2 ** 100000' 'hex(n); bin(n); oct(n); format(n, "x")'
py powmod 'n = 3' 'pow(n, 10 ** 1000, 10 ** 9 + 7)'
# big-integer operators charge for their limbs (kernel: the dispatch loop's charge_binop)
py big_mul 'n = 7 ** 100000' 'n * n'
py big_floordiv 'n = 7 ** 100000\nm = 3 ** 50000' 'n // m; n % m'
py big_pow 'n = 300000' '2 ** n'
py big_add 'n = 7 ** 300000' 'n + n; n - 1'
py isinstance_tuple 'T = tuple([int] * 200000)' 'isinstance("x", T)'
py dict_clear 'd = dict(zip(range(200000), range(200000)))' 'd.clear(); d[1] = 1'
# clearing an empty dict no longer zeroes its buckets; bit_length is msb (was a shift per bit)
printf 'd = dict(zip(range(200000), range(200000)))\nd.clear()\nn = 10 ** 100000\ni = 0\nwhile i < 1000000:\n    d.clear()\n    n.bit_length()\n    i += 1\n' >"$work/constant.py"
finishes "python empty clear, bit_length" "$work/constant.py"
# many small finds over a big text: charged for the bytes they scan (whole-text
# charging costs 30,000 * 3,000 steps and stops long before the end)
printf 's = "abcdefghi," * 20000\np = -1\nn = 0\nwhile True:\n    p = s.find(",", p + 1)\n    if p < 0:\n        break\n    n += 1\nprint(n)\n' >"$work/finds.py"
out=$(timeout $((20 * scale)) "$rd" run --max-steps 1000000 "$work/finds.py" 2>&1)
[ "$out" = 20000 ] || fail "finds.py overcharged: $out"
# int() of more than 4300 decimal digits is refused like CPython's
printf 'int("1" * 5000)\n' >"$work/digits.py"
out=$(timeout $((20 * scale)) "$rd" run "$work/digits.py" 2>&1)
grep -q "ValueError: Exceeds the limit (4300 digits)" <<<"$out" || fail "int() digit limit: $out"

# --- Java --------------------------------------------------------------------------------
java() {
  mkdir -p "$work/j$1"
  printf 'import java.util.*;\nimport java.util.stream.*;\npublic class Main {\n  public static void main(String[] args) {\n    %b\n    for (int i = 0; i < 1000000; i++) {\n      %s\n    }\n  }\n}\n' \
    "$2" "$3" >"$work/j$1/Main.java"
  stops "java $1" "$work/j$1/Main.java" ${4:-}
}
S='String s = "ab".repeat(500000);'
L='List<Integer> L = new ArrayList<>(Collections.nCopies(200000, 1));'
java str_scan "$S" 's.length(); s.charAt(5); s.startsWith(s);'
java str_join 'List<String> L = new ArrayList<>(Collections.nCopies(200000, "ab"));' 'String.join(",", L);'
java str_format 'String s = "ab";' 'String.format("%1000000s", s);'
java str_split 'String s = "a,".repeat(500000);' 's.split(",");'
java joiner 'StringJoiner j = new StringJoiner(","); for (int k = 0; k < 20000; k++) j.add("x");' 'j.toString();'
java set_copy "$L" 'Set.copyOf(L);'
java str_chars "$S" 's.toCharArray();'
java builder "$S StringBuilder b = new StringBuilder(s);" 'b.length(); b.toString(); b.insert(0, "x"); b.deleteCharAt(0);'
java list_shift "$L" 'L.add(0, 1); L.remove(0);'
java list_copy "$L" 'new ArrayList<>(L); new HashSet<>(L);'
java collections "$L" 'Collections.max(L); Collections.frequency(L, 2); Collections.reverse(L);'
java arrays 'int[] a = new int[200000]; int[] b = new int[200000];' 'Arrays.fill(a, 1); Arrays.copyOfRange(a, 0, 200000); System.arraycopy(a, 0, b, 0, 200000);'
java array_text 'int[] a = new int[200000];' 'Arrays.toString(a);'
java ncopies 'int x = 0;' 'Collections.nCopies(200000, 1); IntStream.range(0, 200000).sum();'
java map_scan 'Map<Integer,Integer> m = new HashMap<>(); for (int k = 0; k < 20000; k++) m.put(k, k);' 'm.containsValue(-1);'
java map_clear 'Map<Integer,Integer> m = new HashMap<>(); for (int k = 0; k < 20000; k++) m.put(k, k);' 'm.clear(); m.put(1, 1);'
java pq 'PriorityQueue<Integer> q = new PriorityQueue<>(Collections.nCopies(1, 0)); for (int k = 0; k < 20000; k++) q.add(-k);' 'q.add(-30000); q.poll(); q.contains(5);'
java parse 'String s = "0".repeat(1000000) + "1";' 'Integer.parseInt(s);'
java println "$S" 'System.out.println(s);' 2000000

# --- Go ----------------------------------------------------------------------------------
go() {
  printf 'package main\n\nimport (\n\t"fmt"\n\t"sort"\n\t"strconv"\n\t"strings"\n)\n\nvar _ = fmt.Sprint\nvar _ = sort.Ints\nvar _ = strconv.Itoa\nvar _ = strings.Repeat\n\nfunc main() {\n%b\n\tfor i := 0; i < 1000000; i++ {\n\t\t%s\n\t}\n}\n' \
    "$2" "$3" >"$work/$1.go"
  stops "go $1" "$work/$1.go"
}
S='s := strings.Repeat("ab", 500000)'
A='a := make([]int, 200000)'
go prefix "$S" '_ = strings.HasPrefix(s, s) || strings.HasSuffix(s, s)'
go trim "$S" '_ = strings.TrimPrefix(s, "z") + strings.TrimSuffix(s, "z")'
go replacer "$S\nr := strings.NewReplacer(\"z\", \"y\")" '_ = r.Replace(s)'
go split_parts 's := strings.Repeat("a,", 500000)' '_ = strings.Split(s, ","); _ = strings.Fields(s)'
go split_n "$S" '_ = strings.SplitN(s, ",", 2)'
go builder "$S\nvar b strings.Builder\nb.WriteString(s)" '_ = b.String()'
go sprint "$S" '_ = fmt.Sprint(s) + fmt.Sprintf("%1000000d", 1)'
go sprint_slice "$A" '_ = fmt.Sprintf("%v", a)'
go strconv "$S" '_, _ = strconv.Atoi(s); _ = strconv.Quote(s)'
go conv "$S" '_ = []rune(s); _ = []byte(s)'
go slice_expr "$S\n$A" '_ = s[1:]; _ = a[1:]'
go range_str "$S" 'for range s { break }'
go copy_make "$A\nb := make([]int, 200000)" 'copy(b, a); _ = make([]int, 200000)'
go array_copy 'var a [200000]int' 'b := a; _ = b'
go sorted "$A" '_ = sort.IntsAreSorted(a)'
# searches that stop early in a big text pay for what they scanned, not the text
printf 'package main\n\nimport (\n\t"fmt"\n\t"strings"\n)\n\nfunc main() {\n\ts := strings.Repeat("abcdefghi,", 100000)\n\tn := 0\n\tfor i := 0; i < 300000; i++ {\n\t\tif strings.Index(s, ",") == 9 && strings.Contains(s, "c") && strings.IndexByte(s, 100) == 3 && strings.LastIndex(s, "i") == len(s)-2 {\n\t\t\tn++\n\t\t}\n\t}\n\tfmt.Println(n)\n}\n' >"$work/searches.go"
out=$(timeout $((30 * scale)) "$rd" run --max-steps 20000000 "$work/searches.go" 2>&1)
[ "$out" = 300000 ] || fail "go searches overcharged: $out"
go map_clear 'm := map[int]int{}\nfor k := 0; k < 20000; k++ { m[k] = k }' 'clear(m); m[1] = 1'

# --- C -----------------------------------------------------------------------------------
c() {
  printf '#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n\nint main(void) {\n  static char s[1000001];\n  static char d[2000002];\n  memset(s, 97, 1000000);\n  s[1000000] = 0;\n%b\n  for (int i = 0; i < 1000000; i++) {\n    %s\n  }\n  return 0;\n}\n' \
    "$2" "$3" >"$work/$1.c"
  stops "c $1" "$work/$1.c" ${4:-}
}
c memset '' 'memset(d, 0, 1000000);'
c memcmp '  static char t[1000001];\n  memset(t, 97, 1000000);' '(void)memcmp(s, t, 1000000);'
c sprintf '' 'sprintf(d, "%s", s); sprintf(d, "%1000000d", 1);'
c snprintf '' 'snprintf(d, 10, "%*d", 1000000, 1);'
c printf '' 'printf("%s", s);' 2000000
c puts '' 'puts(s);' 2000000
c parse '  memset(s, 48, 1000000);' '(void)atoi(s); (void)strtol(s, 0, 10); (void)strtod(s, 0);'
c malloc '' 'free(calloc(1000000, 1)); free(malloc(1000000));'
c strtok '' 'strtok(s, ",");'

# strchr walks the cells up to the match: a loop over a big buffer is linear
printf '#include <stdio.h>\n#include <string.h>\n\nint main(void) {\n  static char s[200001];\n  for (int i = 0; i < 200000; i++) s[i] = (i %% 10 == 9) ? 44 : 97;\n  s[200000] = 0;\n  int n = 0;\n  char *p = s;\n  while ((p = strchr(p, 44)) != NULL) { n++; p++; }\n  printf("%%d\\n", n);\n  return 0;\n}\n' >"$work/strchr.c"
out=$(timeout $((30 * scale)) "$rd" run --max-steps 20000000 "$work/strchr.c" 2>&1)
[ "$out" = 20000 ] || fail "c strchr loop overcharged: $out"

# --- JavaScript --------------------------------------------------------------------------
# (100,000 calls on a 4,000,000-step budget: the setup and the loop's own
# instructions take 1.3 million steps, so only the natives' charges can
# exhaust it, and a charged run stops after a few hundred calls, quickly
# even under ASan)
js() {
  printf 'const s = "ab".repeat(500000);\nconst a = new Array(200000).fill(1);\n%b\nfor (let i = 0; i < 100000; i++) {\n  %s;\n}\n' "$2" "$3" >"$work/$1.js"
  stops "javascript $1" "$work/$1.js" 4000000
}
# the same loop around a constant-time method runs to its end on that budget
js_baseline() {
  printf 'const s = "ab".repeat(500000);\nconst a = new Array(200000).fill(1);\nfor (let i = 0; i < 100000; i++) {\n  s.charCodeAt(5); a.at(-1);\n}\nconsole.log("done");\n' >"$work/js_baseline.js"
  out=$(timeout $((30 * scale)) "$rd" run --max-steps 4000000 "$work/js_baseline.js" 2>&1)
  [ "$out" = done ] || fail "javascript baseline loop does not fit its budget: $out"
}
js_baseline
js scans '' 's.indexOf("z"); s.includes("z"); s.lastIndexOf("z"); s.startsWith(s)'
js copies '' 's.toUpperCase(); s.trim(); s.slice(1); s.replaceAll("a", "c")'
js build '' 's.repeat(2); s.padStart(2000000); s.concat(s)'
js split '' 's.split("b")'
js regex '' 's.split(/b/); s.replace(/a/g, "c")'
js arrays '' 'JSON.stringify(a); Array.from(a); a.reverse()'
js compare '' 's.localeCompare(s)'
js json 'const t = JSON.stringify(a);' 'JSON.parse(t)'
# a global regex over a big text pays for the text once, not once per match
printf 'const t = "alpha beta ".repeat(100000);\nconsole.log(t.split(/\\s+/).length, (t.match(/a/g) || []).length, t.replace(/e/g, "E").length);\n' >"$work/regex_once.js"
out=$(timeout $((30 * scale)) "$rd" run --max-steps 20000000 "$work/regex_once.js" 2>&1)
[ "$out" = "200001 300000 1100000" ] || fail "javascript global regex overcharged: $out"

# --- PHP ---------------------------------------------------------------------------------
# (100,000 calls on a 4,000,000-step budget, as for JavaScript: the setup and
# the loop take 1.5 million steps, so only the natives' charges can exhaust it)
php() {
  printf '<?php\n$s = str_repeat("ab", 500000);\n$a = range(1, 200000);\n%b\nfor ($i = 0; $i < 100000; $i++) {\n  %s;\n}\n' "$2" "$3" >"$work/$1.php"
  stops "php $1" "$work/$1.php" ${4:-4000000}
}
# the same loop around natives that are constant time in PHP runs to its end
printf '<?php\n$s = str_repeat("ab", 500000);\n$a = range(1, 200000);\nfor ($i = 0; $i < 100000; $i++) {\n  strlen($s); count($a); ord($s); substr($s, 5, 3); str_starts_with($s, "ab"); array_key_exists(7, $a); array_key_last($a); $a[] = 1; array_pop($a);\n}\necho "done\\n";\n' >"$work/php_baseline.php"
out=$(timeout $((30 * scale)) "$rd" run --max-steps 4000000 "$work/php_baseline.php" 2>&1)
[ "$out" = done ] || fail "php baseline loop does not fit its budget: $out"
# in_array/array_search pay for the entries scanned up to the match
printf '<?php\n$a = range(1, 200000);\nfor ($i = 0; $i < 100000; $i++) {\n  in_array(3, $a); array_search(2, $a);\n}\necho "done\\n";\n' >"$work/php_search.php"
out=$(timeout $((30 * scale)) "$rd" run --max-steps 4000000 "$work/php_search.php" 2>&1)
[ "$out" = done ] || fail "php in_array found early overcharged: $out"
php sort '$b = $a;' 'sort($b); usort($b, fn($x, $y) => 0)'
php copies '' 'array_merge($a, $a); array_slice($a, 1); array_keys($a); array_values($a); array_reverse($a)'
php search '' 'in_array(-1, $a); array_search(-1, $a); array_sum($a); max($a); array_is_list($a)'
php hashing '' 'array_unique($a); array_flip($a); array_count_values($a); array_combine($a, $a)'
php sets '' 'array_diff($a, $a); array_intersect($a, $a); array_diff_key($a, $a)'
php build '' 'range(1, 200000); array_fill(0, 200000, 1); array_pad([], 200000, 0)'
php reshape '' 'array_chunk($a, 2); array_column([$a], 5); array_map(null, $a)'
php shift '$b = $a;' 'array_unshift($b, 1); array_shift($b); array_splice($b, 0, 1)'
php join '' 'implode(",", $a); explode("b", $s); str_split($s)'
php widths '' 'str_repeat("ab", 500000); str_pad("x", 1000000); sprintf("%1000000s", "x")'
php replace '' 'str_replace("z", "y", $s); strtr($s, "z", "y"); strtr($s, ["z" => "y"])'
php scans '' 'strpos($s, "z"); stripos($s, "z"); strrpos($s, "z"); substr_count($s, "z"); str_contains($s, "z")'
php cases '' 'strtolower($s); strtoupper($s); ucwords($s); strrev($s); trim($s)'
php text '' 'wordwrap($s, 10); htmlspecialchars($s); addslashes($s); base64_encode($s); bin2hex($s); urlencode($s)'
php json '$t = json_encode($a);' 'json_encode($a); json_decode($t)'
php serialize '$t = serialize($a);' 'serialize($a); unserialize($t)'
php dumps '' 'print_r($a, true); var_export($a, true)'
php var_dump '' 'var_dump($a)' 2000000
php digests '' 'md5($s); sha1($s); crc32($s); hash("sha256", $s)'
php quadratic '$l = str_repeat("ab", 1000);' 'levenshtein($l, $l); similar_text($l, $l)'
php compare '$b = $a; $t = $s . "";' '$a == $b; $a === $b; $s == $t; strcmp($s, $t)'
php numeric '$n = str_repeat("1", 1000000);' '$n + 0; intval($n); is_numeric($n); (float)$n'
php offsets '$t = $s;' '$t[5] = "x"; $x = [...$a]'
php echo '' 'echo $s; print $s' 2000000
# $a[] = v on an array that is not a list scans its keys for the largest integer one
php append '$b = ["x" => 1];' '$b[] = 1; array_push($b, 2)'
# many small finds over a big text: charged for the bytes they scan
printf '<?php\n$s = str_repeat("abcdefghi,", 20000);\n$p = -1;\n$n = 0;\nwhile (($p = strpos($s, ",", $p + 1)) !== false) {\n  $n++;\n}\necho $n, "\\n";\n' >"$work/finds.php"
out=$(timeout $((20 * scale)) "$rd" run --max-steps 1000000 "$work/finds.php" 2>&1)
[ "$out" = 20000 ] || fail "php finds.php overcharged: $out"

# --- Ruby --------------------------------------------------------------------------------
# (the probes' setup: s, a 1 MB string; a, a 200,000-item array; h, a 20,000-entry hash)
rb() {
  printf 's = "ab" * 500000\na = Array.new(200000) { |k| k }\nh = {}\n20000.times { |k| h[k] = k }\n%b\ni = 0\nwhile i < 1000000\n  %s\n  i += 1\nend\n' \
    "$2" "$3" >"$work/$1.rb"
  stops "ruby $1" "$work/$1.rb"
}
rb str_len '' 's.length; s.size'
rb str_index '' 's[-1]; s[999999]; s.slice(-3, 2)'
rb str_search '' 's.index("z"); s.include?("z"); s.rindex("z"); s.start_with?(s); s.end_with?(s)'
rb str_case '' 's.upcase; s.downcase; s.capitalize; s.swapcase'
rb str_copy '' 's.reverse; s.strip; s.chomp; s.dup; s.succ; s.chop'
rb str_pad 't = "ab"' 't.center(1000000); t.ljust(1000000); t.rjust(1000000)'
rb str_tr '' 's.tr("a", "c"); s.squeeze; s.delete("z"); s.count("a")'
rb str_split '' 's.split("b")'
rb str_split_ws 't = "a " * 500000' 't.split'
rb str_chars '' 's.chars; s.bytes'
rb str_lines 't = "a\\n" * 500000' 't.lines'
rb str_to_i 't = "7" * 100000' 't.to_i'
rb str_format 't = "x"' 'format("%-1000000s", t); "%1000000d" % 1'
rb str_compare 't = s.dup' 's.eql?(t); s.hash'
rb str_inspect '' 's.inspect; s.to_sym'
rb str_bytes '' 's.sum; s.unpack("C*"); s.bytesize'
rb str_each_char 't = "ab" * 500000' 't.each_char { break }'
rb str_append 't = +""' 't << s; t = +""'
rb arr_minmax '' 'a.max; a.min; a.sum; a.minmax'
rb arr_scan '' 'a.include?(-1); a.index(-1); a.count(-1); a.rindex(-1)'
rb arr_copy '' 'a.reverse; a.rotate; a.compact; a.dup; a.first(200000); a.take(200000); a.drop(1)'
rb arr_uniq '' 'a.uniq; a.flatten; a.tally'
rb arr_join '' 'a.join(","); a.inspect'
rb arr_setops 'b = a.dup' 'a + b; a - b; a & b; a | b; a * 2'
rb arr_compare 'b = a.dup' 'a.eql?(b); a.hash'
rb arr_combinatorics 'c = (1..12).to_a' 'c.permutation(5).first; c.combination(6).first; a.product([1, 2]).first'
rb arr_slices '' 'a.each_slice(100000) { }; a.each_cons(100000) { break }'
rb arr_zip '' 'a.zip(a)'
rb arr_reverse 'b = a.dup' 'b.reverse!'
rb hash_copy '' 'h.merge(h); h.to_a; h.keys; h.values; h.invert'
rb hash_scan '' 'h.key(-1); h.value?(-1); h.to_s'
rb int_big 'n = 2 ** 100000' 'n * n; n + n; n.to_s; n.to_s(2); n.digits'
rb int_powmod 'n = 3\ne = 10 ** 1000' 'n.pow(e, 1000000007)'
# constant-time methods (Object's methods on a big array or string no longer copy
# it): 100,000 calls fit the budget (copying, they ran for minutes)
rb_finishes() {
  printf 's = "ab" * 500000\na = Array.new(200000) { |k| k }\nh = {}\n20000.times { |k| h[k] = k }\ni = 0\nwhile i < 100000\n  %s\n  i += 1\nend\n' "$2" >"$work/$1.rb"
  finishes "ruby $1" "$work/$1.rb"
}
rb_finishes constant_array 'a.size; a[5]; a.first; a.last; a.push(1); a.pop; a.frozen?'
rb_finishes constant_string 's.empty?; s.bytesize; s.frozen?; s.equal?(s); h[5]; h.size'
rb_finishes constant_range 'r = (1..200000); r.sum; r.include?(5); r.size'
# many small searches over a big text pay for the bytes they scan, not the text each time
printf 's = "abcdefghi," * 20000\np = -1\nn = 0\nwhile (p = s.index(",", p + 1))\n  n += 1\nend\nm = 0\ns.scan(/,/) { m += 1 }\nputs n, m, s.length\n' >"$work/finds.rb"
out=$(timeout $((20 * scale)) "$rd" run --max-steps 1000000 "$work/finds.rb" 2>&1)
[ "$out" = "$(printf '20000\n20000\n200000')" ] || fail "ruby finds overcharged: $out"

# --- Lua ---------------------------------------------------------------------------------
# (100,000 calls on a 4,000,000-step budget, as for JavaScript: the setup and
# the loop take 1.6 million steps, so only the natives' charges can exhaust it;
# a charged probe stops within 3 s)
lua() {
  printf 'local s = string.rep("ab", 500000)\nlocal a = {s:byte(1, 200000)}\n%b\nfor i = 1, 100000 do\n  %s\nend\n' "$2" "$3" >"$work/$1.lua"
  stops "lua $1" "$work/$1.lua" ${4:-4000000}
}
# the same loop around natives that are constant time in Lua (a string
# argument is not copied) runs to its end
printf 'local s = string.rep("ab", 500000)\nlocal a = {s:byte(1, 200000)}\nfor i = 1, 100000 do\n  local _ = s:len(), s:byte(5), tostring(s), s:sub(1)\nend\nprint("done")\n' >"$work/lua_baseline.lua"
out=$(timeout $((30 * scale)) "$rd" run --max-steps 4000000 "$work/lua_baseline.lua" 2>&1)
[ "$out" = done ] || fail "lua baseline loop does not fit its budget: $out"
lua concat '' 'local _ = table.concat(a, ",")'
lua unpack '' 'local _ = select("#", table.unpack(a))'
lua select 'local function rest(...) return select(2, ...) end' 'local _ = rest(1, table.unpack(a))'
lua sort 'local b = {s:byte(1, 200000)}' 'table.sort(b)'
lua sort_cmp 'local b = {s:byte(1, 200000)}' 'table.sort(b, function(x, y) return x > y end)'
lua shift 'local b = {s:byte(1, 200000)}' 'table.insert(b, 1, 0); table.remove(b, 1)'
lua pack_move '' 'local _ = table.pack(1, table.unpack(a)), table.move(a, 1, #a, 1, {})'
lua rep '' 'local _ = string.rep("ab", 500000), string.rep("a", 500000, ",")'
lua format '' 'local _ = string.format("%s|%q", s, s)'
lua find_plain '' 'local _ = s:find("z", 1, true)'
lua find_pattern '' 'local _ = s:find("z")'
lua match '' 'local _ = s:match("z")'
lua gmatch '' 'for _ in s:gmatch("z") do end'
lua gsub '' 'local _ = s:gsub("z", "y")'
lua reverse '' 'local _ = s:reverse()'
lua upper '' 'local _ = s:upper()'
lua lower '' 'local _ = s:lower()'
lua sub '' 'local _ = s:sub(2)'
lua byte '' 'local _ = select("#", s:byte(1, 200000))'
lua char 'local b = {s:byte(1, 200000)}' 'local _ = string.char(table.unpack(b))'
lua tonumber 'local n = string.rep("1", 1000000)' 'local _ = tonumber(n)'
lua tonumber_base 'local n = string.rep("1", 1000000)' 'local _ = tonumber(n, 2)'
lua utf8_len '' 'local _ = utf8.len(s)'
lua utf8_codepoint '' 'local _ = select("#", utf8.codepoint(s, 1, 200000))'
lua utf8_char 'local b = {s:byte(1, 200000)}' 'local _ = utf8.char(table.unpack(b))'
lua utf8_offset '' 'local _ = utf8.offset(s, 900000)'
# many small finds over a big text: charged for the bytes they scan
printf 'local s = ("abcdefghi,"):rep(20000)\nlocal p, n = 0, 0\nwhile true do\n  p = s:find(",", p + 1, true)\n  if not p then break end\n  n = n + 1\nend\nlocal m = 0\nfor _ in s:gmatch("[^,]+") do m = m + 1 end\nprint(n, m)\n' >"$work/finds.lua"
out=$(timeout $((20 * scale)) "$rd" run --max-steps 1000000 "$work/finds.lua" 2>&1)
[ "$out" = "20000	20000" ] || fail "lua finds.lua overcharged: $out"
# a stack on a big table: pushing and popping at its end shifts nothing
printf 'local t = {}\nfor i = 1, 200000 do table.insert(t, i) end\nlocal s = 0\nwhile #t > 0 do s = s + table.remove(t) end\nprint(s)\n' >"$work/stack.lua"
out=$(timeout $((20 * scale)) "$rd" run --max-steps 20000000 "$work/stack.lua" 2>&1)
[ "$out" = 20000100000 ] || fail "lua stack.lua overcharged: $out"
# printing a big text pays for the bytes written (on 2,000,000 steps: 100 MB)
lua print '' 'print(s); io.write(s, "\\n")' 2000000


[ $fails -eq 0 ] || exit 1
echo "native budgets: ok"
