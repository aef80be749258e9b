// c_rand.cpp - rand/srand (and random/srandom) with glibc's exact
// sequence: the TYPE_3 additive feedback generator (degree 31, separation
// 3), seeded by the Park-Miller recurrence and stirred 310 times, the
// state kept per run (Vm::run_state), unseeded as if srand(1).
#include <array>
#include <cstdint>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {

constexpr int kDeg = 31, kSep = 3;

/// The state list: 31 words, then the front and rear indices.
ListObj* rand_state(Vm& in);

void seed_state(ListObj* st, std::uint32_t seed) {
  std::array<std::int32_t, kDeg> r{};
  // glibc keeps the seed in an int32_t word (a seed above INT_MAX is negative)
  std::int64_t word = static_cast<std::int32_t>(seed == 0 ? 1 : seed);
  r[0] = static_cast<std::int32_t>(word);
  for (int i = 1; i < kDeg; ++i) {
    // 16807 * word % 2147483647 without overflow (Schrage), as glibc
    std::int64_t hi = word / 127773, lo = word % 127773;
    word = 16807 * lo - 2836 * hi;
    if (word < 0) word += 2147483647;
    r[static_cast<std::size_t>(i)] = static_cast<std::int32_t>(word);
  }
  st->items.assign(kDeg + 2, Value::integer(0));
  for (int i = 0; i < kDeg; ++i) st->items[static_cast<std::size_t>(i)] = Value::integer(r[static_cast<std::size_t>(i)]);
  st->items[kDeg] = Value::integer(kSep);
  st->items[kDeg + 1] = Value::integer(0);
}

std::int32_t next_rand(ListObj* st) {
  auto& it = st->items;
  std::int64_t f = to_i(it[kDeg]), r = to_i(it[kDeg + 1]);
  auto fv = static_cast<std::uint32_t>(to_i(it[static_cast<std::size_t>(f)]));
  auto rv = static_cast<std::uint32_t>(to_i(it[static_cast<std::size_t>(r)]));
  std::uint32_t val = fv + rv;
  it[static_cast<std::size_t>(f)] = Value::integer(static_cast<std::int32_t>(val));
  f = (f + 1) % kDeg;
  r = (r + 1) % kDeg;
  it[kDeg] = Value::integer(f);
  it[kDeg + 1] = Value::integer(r);
  return static_cast<std::int32_t>(val >> 1);
}

void stir(ListObj* st) {
  for (int i = 0; i < 10 * kDeg; ++i) next_rand(st);
}

ListObj* rand_state(Vm& in) {
  Value& v = in.run_state("c.rand");
  if (!v.is(Tag::List)) {
    auto* l = new ListObj();
    v = Value::object(l);
    seed_state(l, 1);
    stir(l);
  }
  return v.as<ListObj>();
}

}  // namespace

Value c_srand(Vm& in, const Value&, Args& a) {
  ListObj* st = rand_state(in);
  seed_state(st, static_cast<std::uint32_t>(to_i(arg(a, 0))));
  stir(st);
  return Value::none();
}
Value c_rand(Vm& in, const Value&, Args&) { return Value::integer(next_rand(rand_state(in))); }

}  // namespace reddragon::vm::c_rt
