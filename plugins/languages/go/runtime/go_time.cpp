// go_time.cpp - the time package's clock-free part: Duration (an int64 of
// nanoseconds) with Go's String/Seconds/Round/... and ParseDuration, the
// unit constants, and Sleep (nothing to wait for in a deterministic run);
// Time, Location, Month and Weekday are go_time_value.cpp's.
// Duration's methods are the globals "time.Duration_M" the frontend calls
// for a receiver of static type time.Duration.
#include <cstdint>
#include <string>

#include "go_runtime.hpp"

namespace reddragon::vm {


namespace {

using Args = std::vector<Value>;
constexpr std::int64_t kNs = 1, kUs = 1000, kMs = 1000000, kSec = 1000000000, kMin = 60 * kSec, kHour = 60 * kMin;
constexpr std::int64_t kMinDur = INT64_MIN, kMaxDur = INT64_MAX;

std::int64_t dur(const Args& a, std::size_t k) { return k < a.size() && a[k].is_int() ? a[k].i() : 0; }

/// fmtFrac: v/10**prec's fraction digits before `out` without trailing zeros
std::uint64_t frac(std::string& out, std::uint64_t v, int prec) {
  bool print = false;
  for (int i = 0; i < prec; ++i) {
    unsigned digit = static_cast<unsigned>(v % 10);
    print = print || digit != 0;
    if (print) out.insert(out.begin(), static_cast<char>('0' + digit));
    v /= 10;
  }
  if (print) out.insert(out.begin(), '.');
  return v;
}
void put_int(std::string& out, std::uint64_t v) { out.insert(0, std::to_string(v)); }

std::string dur_string(std::int64_t d) {
  if (d == 0) return "0s";
  bool neg = d < 0;
  std::uint64_t u = neg ? 0 - static_cast<std::uint64_t>(d) : static_cast<std::uint64_t>(d);
  std::string out;
  if (u < static_cast<std::uint64_t>(kSec)) {
    int prec;
    if (u < static_cast<std::uint64_t>(kUs)) {
      prec = 0;
      out = "ns";
    } else if (u < static_cast<std::uint64_t>(kMs)) {
      prec = 3;
      out = "\xC2\xB5s";  // µs
    } else {
      prec = 6;
      out = "ms";
    }
    u = frac(out, u, prec);
    put_int(out, u);
  } else {
    out = "s";
    u = frac(out, u, 9);
    put_int(out, u % 60);
    u /= 60;
    if (u > 0) {
      out.insert(out.begin(), 'm');
      put_int(out, u % 60);
      u /= 60;
      if (u > 0) {
        out.insert(out.begin(), 'h');
        put_int(out, u);
      }
    }
  }
  return neg ? "-" + out : out;
}

Value d_string(Vm&, const Value&, Args& a) { return make_str(dur_string(dur(a, 0))); }
Value d_unit(std::int64_t d, std::int64_t unit) {
  return Value::real(static_cast<double>(d / unit) + static_cast<double>(d % unit) / static_cast<double>(unit));
}
Value d_seconds(Vm&, const Value&, Args& a) { return d_unit(dur(a, 0), kSec); }
Value d_minutes(Vm&, const Value&, Args& a) { return d_unit(dur(a, 0), kMin); }
Value d_hours(Vm&, const Value&, Args& a) { return d_unit(dur(a, 0), kHour); }
Value d_ms(Vm&, const Value&, Args& a) { return Value::integer(dur(a, 0) / kMs); }
Value d_us(Vm&, const Value&, Args& a) { return Value::integer(dur(a, 0) / kUs); }
Value d_ns(Vm&, const Value&, Args& a) { return Value::integer(dur(a, 0)); }
bool less_than_half(std::int64_t x, std::int64_t y) {
  return static_cast<std::uint64_t>(x) + static_cast<std::uint64_t>(x) < static_cast<std::uint64_t>(y);
}
Value d_round(Vm&, const Value&, Args& a) {
  std::int64_t d = dur(a, 0), m = dur(a, 1);
  if (m <= 0) return Value::integer(d);
  std::int64_t r = d % m;
  if (d < 0) {
    r = -r;
    if (less_than_half(r, m)) return Value::integer(d + r);
    if (d - kMinDur >= m - r) return Value::integer(d - m + r);
    return Value::integer(kMinDur);
  }
  if (less_than_half(r, m)) return Value::integer(d - r);
  if (kMaxDur - d >= m - r) return Value::integer(d + m - r);
  return Value::integer(kMaxDur);
}
Value d_truncate(Vm&, const Value&, Args& a) {
  std::int64_t d = dur(a, 0), m = dur(a, 1);
  return Value::integer(m <= 0 ? d : d - d % m);
}
Value d_abs(Vm&, const Value&, Args& a) {
  std::int64_t d = dur(a, 0);
  return Value::integer(d >= 0 ? d : d == kMinDur ? kMaxDur : -d);
}

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out.push_back('\\');
    out.push_back(c);
  }
  return out + "\"";
}
Value parse_error(Vm& in, std::string msg) {
  // an error value as errors.New makes it (the runtime's *errors.errorString)
  auto* inst = new InstanceObj();
  inst->cls = new_class("*errors.errorString");
  inst->fields.set(in.intern("s"), make_str(std::move(msg)));
  return make_list({Value::integer(0), Value::object(inst)}, Tag::Tuple);
}
/// time.ParseDuration: [-+]?([0-9]*(\.[0-9]*)?[a-z]+)+, units ns us µs ms s m h.
Value parse_duration(Vm& in, const Value&, Args& a) {
  const std::string orig = a.empty() || !a[0].is(Tag::Str) ? std::string() : a[0].as<StrObj>()->s;
  if (!in.charge_bytes(orig.size())) return Value::none();
  std::string s = orig;
  std::uint64_t d = 0;
  bool neg = false;
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
    neg = s[0] == '-';
    s = s.substr(1);
  }
  if (s == "0") return make_list({Value::integer(0), Value::none()}, Tag::Tuple);
  if (s.empty()) return parse_error(in, "time: invalid duration " + quoted(orig));
  std::size_t i = 0;
  const std::uint64_t limit = static_cast<std::uint64_t>(1) << 63;
  while (i < s.size()) {
    if (!(s[i] == '.' || (s[i] >= '0' && s[i] <= '9'))) return parse_error(in, "time: invalid duration " + quoted(orig));
    std::uint64_t v = 0;
    std::size_t start = i;
    for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
      if (v > (limit - 1) / 10) return parse_error(in, "time: invalid duration " + quoted(orig));
      v = v * 10 + static_cast<std::uint64_t>(s[i] - '0');
    }
    bool pre = i != start;
    std::uint64_t f = 0;
    double scale = 1;
    bool post = false;
    if (i < s.size() && s[i] == '.') {
      ++i;
      std::size_t fs = i;
      for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
        if (f > (limit - 1) / 10) continue;  // digits past precision are dropped
        f = f * 10 + static_cast<std::uint64_t>(s[i] - '0');
        scale *= 10;
      }
      post = i != fs;
    }
    if (!pre && !post) return parse_error(in, "time: invalid duration " + quoted(orig));
    std::size_t us = i;
    while (i < s.size() && s[i] != '.' && !(s[i] >= '0' && s[i] <= '9')) ++i;
    if (us == i) return parse_error(in, "time: missing unit in duration " + quoted(orig));
    std::string u = s.substr(us, i - us);
    std::int64_t unit = u == "ns" ? kNs : u == "us" || u == "\xC2\xB5s" || u == "\xCE\xBCs" ? kUs : u == "ms" ? kMs
                        : u == "s" ? kSec : u == "m" ? kMin : u == "h" ? kHour : 0;
    if (unit == 0) return parse_error(in, "time: unknown unit " + quoted(u) + " in duration " + quoted(orig));
    std::uint64_t uu = static_cast<std::uint64_t>(unit);
    if (v > limit / uu) return parse_error(in, "time: invalid duration " + quoted(orig));
    v *= uu;
    if (f > 0) {
      v += static_cast<std::uint64_t>(static_cast<double>(f) * (static_cast<double>(unit) / scale));
      if (v > limit) return parse_error(in, "time: invalid duration " + quoted(orig));
    }
    d += v;
    if (d > limit) return parse_error(in, "time: invalid duration " + quoted(orig));
  }
  if (neg) return make_list({Value::integer(static_cast<std::int64_t>(0 - d)), Value::none()}, Tag::Tuple);
  if (d > limit - 1) return parse_error(in, "time: invalid duration " + quoted(orig));
  return make_list({Value::integer(static_cast<std::int64_t>(d)), Value::none()}, Tag::Tuple);
}
/// time.Sleep outside a goroutine body: the caller waits while goroutines run
/// and the virtual clock passes to its wake time (no real time passes).
Value sleep(Vm& in, const Value&, Args& a) {
  const std::int64_t d = dur(a, 0);
  if (d > 0) go_wait_clock(in, go_sleep_register(in, d));
  return Value::none();
}
Value after(Vm& in, const Value&, Args& a) { return go_after(in, dur(a, 0)); }
/// time.Duration(x): the conversion (the frontend types the result)
Value to_duration(Vm&, const Value&, Args& a) {
  if (!a.empty() && a[0].is(Tag::Float)) return Value::integer(static_cast<std::int64_t>(a[0].d()));
  return Value::integer(dur(a, 0));
}

}  // namespace

Value go_time_global(Vm& in, std::string_view name) {
  if (name == "time") {
    Value pkg = go_package(in, "time", {{"ParseDuration", parse_duration}, {"Sleep", sleep}, {"Duration", to_duration}, {"After", after}},
                           {{"Nanosecond", kNs}, {"Microsecond", kUs}, {"Millisecond", kMs}, {"Second", kSec},
                            {"Minute", kMin}, {"Hour", kHour}});
    go_time_add_members(in, pkg);
    go_timer_add_members(in, pkg);
    return pkg;
  }
  if (Value v = go_time_value_global(in, name); !v.is_undef()) return v;
  if (!name.starts_with("time.Duration_")) return Value::undef();
  static const GoNative methods[] = {{"String", d_string},     {"Seconds", d_seconds},   {"Minutes", d_minutes},
                                  {"Hours", d_hours},       {"Milliseconds", d_ms},   {"Microseconds", d_us},
                                  {"Nanoseconds", d_ns},    {"Round", d_round},       {"Truncate", d_truncate},
                                  {"Abs", d_abs}};
  std::string_view m = name.substr(14);
  for (const auto& e : methods)
    if (m == e.name) return make_native(e.fn, e.name);
  return Value::undef();
}

}  // namespace reddragon::vm
