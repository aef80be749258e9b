// c_time.cpp - <time.h> on explicit values: gmtime, localtime (the VM has
// no time zone: UTC, as under TZ=UTC), timegm, mktime (normalising the
// struct as C does), difftime, strftime, asctime, ctime. time() and clock()
// stay symbolic: a clock is an input, never a made-up value. A struct tm is
// the program's own (the preprocessor declares it with <time.h>); gmtime and
// localtime get its constructor from the lowerer as a last argument and
// return one static struct per run, as glibc does.
#include <array>
#include <cstdint>
#include <ctime>
#include <string>

#include "reddragon/vm/civil_days.hpp"
#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {
constexpr std::array<const char*, 9> kFields{"tm_sec", "tm_min",  "tm_hour", "tm_mday", "tm_mon",
                                             "tm_year", "tm_wday", "tm_yday", "tm_isdst"};

using calendar::floor_div;
using calendar::days_from_civil;

/// Broken-down UTC time of t seconds since the epoch.
std::tm broken_down(std::int64_t t) {
  std::tm out{};
  std::int64_t days = floor_div(t, 86400), secs = t - days * 86400;
  out.tm_hour = static_cast<int>(secs / 3600);
  out.tm_min = static_cast<int>(secs % 3600 / 60);
  out.tm_sec = static_cast<int>(secs % 60);
  out.tm_wday = static_cast<int>(((days % 7) + 11) % 7);  // 1970-01-01 was a Thursday
  std::int64_t y, m, d;
  calendar::civil_from_days(days, y, m, d);
  out.tm_year = static_cast<int>(y - 1900);
  out.tm_mon = static_cast<int>(m - 1);
  out.tm_mday = static_cast<int>(d);
  out.tm_yday = static_cast<int>(days - days_from_civil(y, 1, 1));
  out.tm_isdst = 0;
  return out;
}

Value target_of(const Value& p) { return p.is(Tag::Pointer) ? deref(p) : p; }

bool read_tm(Vm& in, const Value& p, std::tm& out) {
  Value obj = target_of(p);
  if (!obj.is(Tag::Instance)) return false;
  std::array<int*, 9> slots{&out.tm_sec, &out.tm_min, &out.tm_hour, &out.tm_mday, &out.tm_mon,
                            &out.tm_year, &out.tm_wday, &out.tm_yday, &out.tm_isdst};
  for (std::size_t k = 0; k < kFields.size(); ++k) {
    Value* f = obj.as<InstanceObj>()->fields.find(in.intern(kFields[k]));
    *slots[k] = f && int_like(*f) ? static_cast<int>(to_i(*f)) : 0;
  }
  return true;
}

void write_tm(Vm& in, const Value& obj, const std::tm& t) {
  if (!obj.is(Tag::Instance)) return;
  std::array<int, 9> v{t.tm_sec, t.tm_min, t.tm_hour, t.tm_mday, t.tm_mon, t.tm_year, t.tm_wday, t.tm_yday, t.tm_isdst};
  for (std::size_t k = 0; k < kFields.size(); ++k) obj.as<InstanceObj>()->fields.set(in.intern(kFields[k]), Value::integer(v[k]));
  obj.as<InstanceObj>()->fields.set(in.intern("tm_gmtoff"), Value::integer(0));
  obj.as<InstanceObj>()->fields.set(in.intern("tm_zone"), make_str("GMT"));
}

/// Seconds since the epoch of a broken-down UTC time (fields may be out of range).
std::int64_t seconds_of(const std::tm& t) {
  std::int64_t y = t.tm_year + 1900LL, mon = t.tm_mon;
  y += floor_div(mon, 12);
  mon -= floor_div(mon, 12) * 12;
  return days_from_civil(y, mon + 1, 1) * 86400 + (t.tm_mday - 1LL) * 86400 + t.tm_hour * 3600LL + t.tm_min * 60LL + t.tm_sec;
}

bool in_range(std::int64_t secs) { return secs > -67768040609740800LL / 1000 && secs < 67767976233532799LL / 1000; }
}  // namespace

/// gmtime(&t, ctor) / localtime(&t, ctor): the run's static struct tm.
Value c_gmtime(Vm& in, const Value& self, Args& a) {
  Value out;
  if (symbolic_call(in, self, a, out)) return out;
  Value tv = target_of(arg(a, 0));
  if (!int_like(tv) || !in_range(to_i(tv))) return Value::none();
  Value& slot = in.run_state("c.tm");
  if (!slot.is(Tag::Instance)) {
    const Value& ctor = arg(a, a.size() - 1);
    if (!(ctor.is(Tag::Function) || ctor.is(Tag::Builtin))) return Value::none();
    slot = in.call_sync(ctor, {});
  }
  write_tm(in, slot, broken_down(to_i(tv)));
  return slot;
}

/// gmtime_r(&t, &result): the caller's struct.
Value c_gmtime_r(Vm& in, const Value& self, Args& a) {
  Value out;
  if (symbolic_call(in, self, a, out)) return out;
  Value tv = target_of(arg(a, 0));
  Value obj = target_of(arg(a, 1));
  if (!int_like(tv) || !in_range(to_i(tv)) || !obj.is(Tag::Instance)) return Value::none();
  write_tm(in, obj, broken_down(to_i(tv)));
  return arg(a, 1);
}

/// timegm(&tm) / mktime(&tm): seconds, and the struct normalised.
Value c_timegm(Vm& in, const Value& self, Args& a) {
  Value out;
  if (symbolic_call(in, self, a, out)) return out;
  std::tm t{};
  if (!read_tm(in, arg(a, 0), t)) return Value::integer(-1);
  const std::int64_t secs = seconds_of(t);
  if (!in_range(secs)) return Value::integer(-1);
  write_tm(in, target_of(arg(a, 0)), broken_down(secs));
  return Value::integer(secs);
}

Value c_difftime(Vm& in, const Value& self, Args& a) {
  Value out;
  if (symbolic_call(in, self, a, out)) return out;
  return Value::real(static_cast<double>(to_i(arg(a, 0))) - static_cast<double>(to_i(arg(a, 1))));
}

/// strftime(buf, max, fmt, &tm): the host's strftime in the C locale, zone GMT.
Value c_strftime(Vm& in, const Value& self, Args& a) {
  Value out;
  if (symbolic_call(in, self, a, out)) return out;
  std::tm t{};
  if (!read_tm(in, arg(a, 3), t)) return Value::integer(0);
  const std::int64_t max = to_i(arg(a, 1));
  std::string fmt = cstr(arg(a, 2));
  if (max <= 0 || max > (1 << 20) || !in.charge_copy(static_cast<std::size_t>(max) + fmt.size())) return Value::integer(0);
  t.tm_gmtoff = 0;
  t.tm_zone = "GMT";
  std::string buf(static_cast<std::size_t>(max), '\0');
  std::size_t n = std::strftime(buf.data(), buf.size(), fmt.c_str(), &t);
  if (n == 0 && !fmt.empty()) return Value::integer(0);
  write_bytes(in, arg(a, 0), 0, buf.substr(0, n), true);
  return Value::integer(static_cast<std::int64_t>(n));
}

namespace {
std::string asc(const std::tm& t) {
  static const char* days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static const char* months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n", days[((t.tm_wday % 7) + 7) % 7],
                months[((t.tm_mon % 12) + 12) % 12], t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, 1900 + t.tm_year);
  return buf;
}
}  // namespace

Value c_asctime(Vm& in, const Value& self, Args& a) {
  Value out;
  if (symbolic_call(in, self, a, out)) return out;
  std::tm t{};
  if (!read_tm(in, arg(a, 0), t)) return Value::none();
  return char_block_of(asc(t));
}

Value c_ctime(Vm& in, const Value& self, Args& a) {
  Value out;
  if (symbolic_call(in, self, a, out)) return out;
  Value tv = target_of(arg(a, 0));
  if (!int_like(tv) || !in_range(to_i(tv))) return Value::none();
  return char_block_of(asc(broken_down(to_i(tv))));
}

}  // namespace reddragon::vm::c_rt
