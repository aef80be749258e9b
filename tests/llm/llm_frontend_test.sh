#!/usr/bin/env bash
# The llm frontend (LLM boundary 1) and the replay cache, end to end through
# the CLI against a scripted fake model on loopback (fake_model.py; no
# network): a Haskell-like program lowered, run and printing the right value;
# a repair round (broken IR first, fixed after the verifier's messages); a
# model answering garbage forever (bounded fallback to SYMBOLIC
# "llm_lowering_failed", bounded time, llm.total_timeout_ms); a 5,000-line
# file in chunks (linked, requests overlapping, progress on a terminal's
# stderr); record then replay with the model down (byte-identical output,
# no network) and a replay miss, for the llm frontend and the llm resolver;
# the API key never written or printed.
#   usage: llm_frontend_test.sh <reddragon> <source dir>
set -uo pipefail
rd=$1
src=$2
work=$(mktemp -d)
server_pid=
stop_model() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; fi
  server_pid=
}
trap 'stop_model; rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
export REDDRAGON_CONFIG=$work/no-config.json  # the user's config plays no part
export OPENAI_API_KEY=sk-llm-frontend-test-SECRET-91c2

# start_model MODE [DELAY]: a fresh fake model; sets $port and $stats.
start_model() {
  stop_model
  stats=$work/stats.$1.json
  rm -f "$work/port"
  python3 "$src/tests/llm/fake_model.py" --mode "$1" --delay "${2:-0}" --port-file "$work/port" --stats "$stats" &
  server_pid=$!
  for _ in $(seq 100); do [ -s "$work/port" ] && break; sleep 0.05; done
  port=$(cat "$work/port") || fail "fake model did not start"
}
stat() { python3 -c "import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])" "$stats" "$1"; }
jkey() { python3 -c "import json,sys; print(json.load(sys.stdin)[sys.argv[1]])" "$1"; }
rdl() { timeout 120 "$rd" --set "llm.endpoint=http://127.0.0.1:$port/v1" --set llm.model=fake --set "llm.cache_dir=$cache" "$@"; }

cat >"$work/prog.hs" <<'HS'
-- squares and sums
square :: Int -> Int
square x = x * x

add a b = a + b

main = print (add (square 3) (square 4))
HS

# 1. lowered by the model, verified, run: prints 25
start_model lower
cache=$work/cache1
out=$(rdl run -l llm:haskell "$work/prog.hs" 2>"$work/err") || fail "run exit $?: $(cat "$work/err")"
[ "$out" = "25" ] || fail "printed '$out', expected 25"
[ "$(stat requests)" = 1 ] || fail "expected 1 request, got $(stat requests)"
rdl verify -l llm:haskell "$work/prog.hs" >/dev/null 2>&1 || fail "lowered IR does not verify"
# the prompt carries the schema from opcodes.def and the conventions
# (the model sees them; a second request is served by the cache)
json=$(rdl run --json -l llm:haskell "$work/prog.hs" 2>/dev/null)
[ "$(jkey llm_calls <<<"$json")" = 0 ] && [ "$(jkey llm_cache_hits <<<"$json")" = 1 ] || fail "read-through: $json"
# an extension no frontend claims, routed by configuration
out=$(rdl --set 'llm.frontend_extensions=[".hs=haskell"]' run "$work/prog.hs" 2>/dev/null)
[ "$out" = "25" ] || fail "llm.frontend_extensions: '$out'"
rdl run "$work/prog.hs" >/dev/null 2>"$work/err" && fail ".hs without configuration should be unknown"
rdl ir -l llm "$work/prog.hs" >/dev/null 2>"$work/err"; grep -q "llm:<language>" "$work/err" || fail "-l llm without a name: $(cat "$work/err")"

# 2. a repair round: broken IR first, the verifier's messages, then good IR
start_model broken-first
cache=$work/cache2
out=$(rdl run -l llm:haskell "$work/prog.hs" 2>"$work/err") || fail "repair run exit $?"
[ "$out" = "25" ] || fail "after repair printed '$out'"
[ "$(stat requests)" = 2 ] && [ "$(stat repairs)" = 1 ] || fail "repair: $(cat "$stats")"
grep -q "lowered after 1 repair round" "$work/err" || fail "no repair note: $(cat "$work/err")"

# 3. garbage forever: bounded rounds, SYMBOLIC fallback with a diagnostic
start_model garbage
cache=$work/cache3
t0=$(date +%s)
json=$(rdl --set llm.lowering_rounds=3 run --json -l llm:haskell "$work/prog.hs" 2>"$work/err") || fail "garbage run exit $?"
grep -q 'SYMBOLIC "llm_lowering_failed"' "$work/err" || fail "no fallback diagnostic: $(cat "$work/err")"
grep -q "still rejected after 3 repair rounds" "$work/err" || fail "rounds not reported: $(cat "$work/err")"
# the whole file, then each of its units again: 1 + 3 attempts each
units=$(grep -c "could not lower lines" "$work/err")
grep -q "were not lowered whole; lowered again as $units units" "$work/err" || fail "no unit retry: $(cat "$work/err")"
attempts=$(( $(jkey llm_calls <<<"$json") + $(jkey llm_cache_hits <<<"$json") ))
[ "$units" -ge 2 ] && [ "$attempts" = $((4 * (1 + units))) ] || fail "expected 4 x (1 + $units) attempts, got $attempts: $json"
rdl ir -l llm:haskell "$work/prog.hs" 2>/dev/null | grep -q 'symbolic "llm_lowering_failed"' || fail "no SYMBOLIC placeholder in the IR"
rdl ir --strict -l llm:haskell "$work/prog.hs" >/dev/null 2>&1 && fail "--strict should fail on the fallback"
# a slow model and a small budget: the run ends within it
start_model garbage 3
cache=$work/cache3b
t1=$(date +%s)
rdl --set llm.total_timeout_ms=700 run -l llm:haskell "$work/prog.hs" >/dev/null 2>"$work/err"
t2=$(date +%s)
[ $((t2 - t1)) -le 3 ] || fail "llm.total_timeout_ms=700 took $((t2 - t1)) s"
grep -q "llm_lowering_failed" "$work/err" || fail "budget fallback: $(cat "$work/err")"
[ $((t2 - t0)) -le 20 ] || fail "garbage runs took $((t2 - t0)) s"

# one unit the model cannot lower: only its lines become SYMBOLIC
start_model poison
cache=$work/cache3c
printf '%s\n' "$(cat "$work/prog.hs")" "" "poison y = y y y" >"$work/poison.hs"
out=$(rdl run -l llm:haskell "$work/poison.hs" 2>"$work/err") || fail "poison run exit $?"
[ "$out" = "25" ] || fail "the good units should still print 25, got '$out': $(cat "$work/err")"
[ "$(grep -c "could not lower lines" "$work/err")" = 1 ] && grep -q "could not lower lines 9-9 " "$work/err" \
  || fail "only the poisoned unit (line 9) should fall back: $(cat "$work/err")"

# 4. chunked: 5,000 lines, linked, requests overlapping, progress shown
expected=$(python3 "$src/tests/llm/gen_big.py" "$work/big.hs")
[ "$(wc -l <"$work/big.hs")" = 5000 ] || fail "generated file is not 5,000 lines"
start_model lower 0.3
cache=$work/cache4
if command -v script >/dev/null; then
  # a terminal for stderr (progress is shown only there)
  cmd="timeout 120 '$rd' --set llm.endpoint=http://127.0.0.1:$port/v1 --set llm.cache_dir=$cache --set llm.concurrency=4 run -l llm:haskell '$work/big.hs'"
  script -qec "$cmd" /dev/null | tr '\r' '\n' >"$work/tty" || fail "chunked run under script"
  grep -q "^$expected" "$work/tty" || fail "chunked run printed: $(tail -3 "$work/tty")"
  grep -Eq "llm: [0-9]+/[0-9]+ chunks lowered" "$work/tty" || fail "no progress line: $(head -3 "$work/tty")"
else
  out=$(rdl --set llm.concurrency=4 run -l llm:haskell "$work/big.hs" 2>/dev/null)
  [ "$out" = "$expected" ] || fail "chunked run printed '$out', expected $expected"
  echo "note: no 'script' command; progress line not checked"
fi
chunks=$(stat requests)
[ "$chunks" -ge 10 ] || fail "5,000 lines in only $chunks chunk(s)"
[ "$(stat max_inflight)" -ge 2 ] || fail "no overlapping requests: $(cat "$stats")"
[ "$(stat max_inflight)" -le 4 ] || fail "more requests at once than llm.concurrency=4: $(cat "$stats")"
# linked: one entry, every chunk's labels in its own namespace, verifies
rdl ir -l llm:haskell "$work/big.hs" >"$work/big.ir" 2>/dev/null || fail "chunked ir"
[ "$(grep -c '^entry:' "$work/big.ir")" = 1 ] || fail "not one entry"
grep -q "^func_f0_0c0:" "$work/big.ir" && grep -q "^entry_c$((chunks - 1)):" "$work/big.ir" || fail "label namespaces missing"
rdl verify -l llm:haskell "$work/big.hs" >/dev/null 2>&1 || fail "linked module does not verify"
"$rd" run "$work/big.ir" | grep -qx "$expected" || fail "printed linked IR does not run to $expected"
# no progress under --json, even on a terminal
script -qec "timeout 60 '$rd' --set llm.endpoint=http://127.0.0.1:$port/v1 --set llm.cache_dir=$cache run --json -l llm:haskell '$work/big.hs'" /dev/null \
  | grep -q "chunks lowered" && fail "progress under --json"

# 5. record, then replay with the model down: byte-identical, no network
start_model lower
cache=$work/cache5
rdl run --llm-record -l llm:haskell "$work/prog.hs" >"$work/rec.out" 2>/dev/null || fail "record run"
rdl run --llm-record --json -l llm:haskell "$work/prog.hs" >"$work/rec.json" 2>/dev/null || fail "record json"
rdl ir --llm-record -l llm:haskell "$work/prog.hs" >"$work/rec.ir" 2>/dev/null || fail "record ir"
rdl cfg --llm-record --json -l llm:haskell "$work/prog.hs" >"$work/rec.cfg" 2>/dev/null || fail "record cfg"
[ "$(jkey llm_calls <"$work/rec.json")" = 1 ] || fail "record made no call: $(cat "$work/rec.json")"
[ "$(jkey llm_prompt_tokens <"$work/rec.json")" -gt 0 ] || fail "no prompt tokens: $(cat "$work/rec.json")"
stop_model
rdl run --llm-replay -l llm:haskell "$work/prog.hs" >"$work/rep.out" 2>"$work/err" || fail "replay run: $(cat "$work/err")"
rdl run --llm-replay --json -l llm:haskell "$work/prog.hs" >"$work/rep.json" 2>/dev/null || fail "replay json"
rdl ir --llm-replay -l llm:haskell "$work/prog.hs" >"$work/rep.ir" 2>/dev/null || fail "replay ir"
rdl cfg --llm-replay --json -l llm:haskell "$work/prog.hs" >"$work/rep.cfg" 2>/dev/null || fail "replay cfg"
cmp -s "$work/rec.out" "$work/rep.out" || fail "replayed run output differs"
cmp -s "$work/rec.ir" "$work/rep.ir" || fail "replayed IR differs"
[ "$(jkey llm_calls <"$work/rep.json")" = 0 ] && [ "$(jkey llm_cache_hits <"$work/rep.json")" = 1 ] || fail "replay counts: $(cat "$work/rep.json")"
strip='import json,sys; d=json.load(open(sys.argv[1])); print(json.dumps({k: v for k, v in d.items() if not k.startswith("llm_")}))'
[ "$(python3 -c "$strip" "$work/rec.json")" = "$(python3 -c "$strip" "$work/rep.json")" ] || fail "replayed --json differs beyond the llm_ counts"
[ "$(python3 -c "$strip" "$work/rec.cfg")" = "$(python3 -c "$strip" "$work/rep.cfg")" ] || fail "replayed cfg --json differs"
# two replays: byte-identical --json, counts included
rdl run --llm-replay --json -l llm:haskell "$work/prog.hs" >"$work/rep2.json" 2>/dev/null
cmp -s "$work/rep.json" "$work/rep2.json" || fail "two replays differ"
# a miss: a clear error naming the key and the cache directory, no request
sed 's/square 4/square 5/' "$work/prog.hs" >"$work/prog2.hs"
rdl run --llm-replay -l llm:haskell "$work/prog2.hs" >/dev/null 2>"$work/err" && fail "replay miss succeeded"
grep -Eq "no cached answer for request [0-9a-f]{64} in $cache" "$work/err" || fail "replay miss message: $(cat "$work/err")"
rdl ir --llm-record --llm-replay -l llm:haskell "$work/prog.hs" >/dev/null 2>&1; [ $? = 2 ] || fail "--llm-record with --llm-replay is a usage error"

# 5b. the llm resolver (boundary 3) goes through the same cache
start_model lower
cache=$work/cache5b
printf 'print(mystery(1) + 1)\n' >"$work/res.py"
rdl run --resolver llm --llm-record "$work/res.py" >"$work/res.rec" 2>/dev/null || fail "resolver record"
[ "$(cat "$work/res.rec")" = 43 ] || fail "resolver printed $(cat "$work/res.rec")"
stop_model
json=$(rdl run --resolver llm --llm-replay --json "$work/res.py" 2>/dev/null) || fail "resolver replay"
[ "$(jkey stdout <<<"$json")" = 43 ] && [ "$(jkey llm_calls <<<"$json")" = 0 ] && [ "$(jkey llm_cache_hits <<<"$json")" = 1 ] \
  || fail "resolver replay: $json"
printf 'print(other(1))\n' >"$work/res2.py"
rdl run --resolver llm --llm-replay "$work/res2.py" >/dev/null 2>"$work/err"; [ $? = 1 ] || fail "resolver replay miss should exit 1"
grep -q "not in the cache" "$work/err" || fail "resolver replay miss: $(cat "$work/err")"

# 6. the key is never written or printed
grep -rq "$OPENAI_API_KEY" "$work"/cache* && fail "API key in the cache"
grep -q "$OPENAI_API_KEY" "$work"/*.json "$work"/*.out "$work/err" 2>/dev/null && fail "API key in output"
echo "ok: llm frontend ($chunks chunks), repair, fallback, replay"
