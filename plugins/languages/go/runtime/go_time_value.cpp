// go_time_value.cpp - time.Time, *time.Location, time.Month and time.Weekday
// without a clock: the calendar (proleptic Gregorian, as Go's), Date's
// normalisation, the arithmetic (Add, AddDate, Sub, Truncate, Round),
// Format and Parse over Go's reference layouts. Zones are fixed offsets
// only (UTC, FixedZone, offsets read by Parse); time.Local is UTC so no run
// depends on the machine's zone. time.Now stays an unknown value.
//
// A Time is an instance of class "time.Time": __s seconds since Go's zero
// time (0001-01-01 00:00:00 UTC), __ns nanoseconds, __loc its Location. A
// missing field is zero, so the frontend's zero value (an instance with no
// fields) is the zero Time. A Location ("*time.Location") holds __name (its
// String), __abbr (the zone a Time in it prints) and __off (seconds east).
#include <cstdint>
#include <string>
#include <string_view>

#include "reddragon/vm/civil_days.hpp"
#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
constexpr std::int64_t kSec = 1000000000;
constexpr std::int64_t kDay = 86400;
constexpr std::int64_t kUnixToInternal = 62135596800;  // seconds from year 1 to 1970
constexpr std::int64_t kMinDur = INT64_MIN, kMaxDur = INT64_MAX;
__extension__ typedef __int128 Wide;  // nanoseconds since year 1 overflow int64

const char* const kMonths[] = {"January", "February", "March",     "April",   "May",      "June",
                               "July",    "August",   "September", "October", "November", "December"};
const char* const kDays[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};

using calendar::floor_div;
using calendar::days_from_civil;
using calendar::civil_from_days;
std::int64_t floor_mod(std::int64_t a, std::int64_t b) { return a - floor_div(a, b) * b; }
bool is_leap(std::int64_t y) { return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); }
int days_in(std::int64_t m, std::int64_t y) {
  static const int n[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && is_leap(y) ? 29 : n[m - 1];
}

// --- values ----------------------------------------------------------------

struct Loc {
  std::string name = "UTC", abbr = "UTC";
  std::int64_t off = 0;
};
struct TimeV {
  std::int64_t s = 0, ns = 0;  // since year 1, UTC
  Value loc;                   // a *time.Location, or None for UTC
};

Value* field(Vm& in, const Value& v, const char* name) {
  if (!v.is(Tag::Instance)) return nullptr;
  return v.as<InstanceObj>()->fields.find(in.intern(name));
}
std::int64_t int_field(Vm& in, const Value& v, const char* name) {
  Value* f = field(in, v, name);
  return f && f->is_int() ? f->i() : 0;
}
std::string str_field(Vm& in, const Value& v, const char* name, const char* dflt) {
  Value* f = field(in, v, name);
  return f && f->is(Tag::Str) ? f->as<StrObj>()->s : std::string(dflt);
}
Loc loc_of(Vm& in, const Value& l) {
  Loc out;
  if (!l.is(Tag::Instance)) return out;
  out.name = str_field(in, l, "__name", "UTC");
  out.abbr = str_field(in, l, "__abbr", "UTC");
  out.off = int_field(in, l, "__off");
  return out;
}
Value make_loc(Vm& in, const std::string& name, const std::string& abbr, std::int64_t off) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*time.Location");
  inst->fields.set(in.intern("__name"), make_str(name));
  inst->fields.set(in.intern("__abbr"), make_str(abbr));
  inst->fields.set(in.intern("__off"), Value::integer(off));
  return Value::object(inst);
}
TimeV time_of(Vm& in, const Value& v) {
  TimeV t;
  t.s = int_field(in, v, "__s");
  t.ns = int_field(in, v, "__ns");
  if (Value* l = field(in, v, "__loc")) t.loc = *l;
  return t;
}
Value make_time(Vm& in, const TimeV& t) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("time.Time");
  inst->fields.set(in.intern("__s"), Value::integer(t.s));
  inst->fields.set(in.intern("__ns"), Value::integer(t.ns));
  inst->fields.set(in.intern("__loc"), t.loc);
  return Value::object(inst);
}
bool is_utc(Vm& in, const Value& l) {
  if (!l.is(Tag::Instance)) return false;
  Loc x = loc_of(in, l);
  return x.name == "UTC" && x.abbr == "UTC" && x.off == 0;
}
TimeV with_loc(TimeV t, Value loc) {
  t.loc = std::move(loc);
  return t;
}

/// The broken-down local time of t.
struct Civil {
  std::int64_t year, month, day, hour, min, sec, ns, yday, wday, off;
  std::string abbr;
};
Civil civil(Vm& in, const TimeV& t) {
  Loc l = loc_of(in, t.loc);
  Civil c{};
  c.off = l.off;
  c.abbr = l.abbr;
  const std::int64_t local = t.s + l.off - kUnixToInternal;  // unix seconds, local
  const std::int64_t days = floor_div(local, kDay), secs = floor_mod(local, kDay);
  civil_from_days(days, c.year, c.month, c.day);
  c.hour = secs / 3600;
  c.min = secs / 60 % 60;
  c.sec = secs % 60;
  c.ns = t.ns;
  c.yday = days - days_from_civil(c.year, 1, 1) + 1;
  c.wday = floor_mod(days + 4, 7);  // 1970-01-01 was a Thursday
  return c;
}
/// time.Date's normalisation: month, ns, sec, min, hour and day may be out of range.
TimeV date(Vm& in, std::int64_t y, std::int64_t mo, std::int64_t d, std::int64_t h, std::int64_t mi, std::int64_t s,
           std::int64_t ns, const Value& loc) {
  std::int64_t m = mo - 1;
  y += floor_div(m, 12);
  m = floor_mod(m, 12) + 1;
  s += floor_div(ns, kSec);
  ns = floor_mod(ns, kSec);
  mi += floor_div(s, 60);
  s = floor_mod(s, 60);
  h += floor_div(mi, 60);
  mi = floor_mod(mi, 60);
  d += floor_div(h, 24);
  h = floor_mod(h, 24);
  const std::int64_t days = days_from_civil(y, m, 1) + d - 1;
  TimeV t;
  t.s = days * kDay + h * 3600 + mi * 60 + s + kUnixToInternal - loc_of(in, loc).off;
  t.ns = ns;
  t.loc = loc;
  return t;
}
TimeV add(TimeV t, std::int64_t d) {
  t.s += d / kSec;
  t.ns += d % kSec;
  if (t.ns >= kSec) {
    ++t.s;
    t.ns -= kSec;
  } else if (t.ns < 0) {
    --t.s;
    t.ns += kSec;
  }
  return t;
}
std::int64_t sub(const TimeV& a, const TimeV& b) {
  const Wide d = static_cast<Wide>(a.s - b.s) * kSec + (a.ns - b.ns);
  if (d > kMaxDur) return kMaxDur;
  if (d < kMinDur) return kMinDur;
  return static_cast<std::int64_t>(d);
}
int compare(const TimeV& a, const TimeV& b) {
  if (a.s != b.s) return a.s < b.s ? -1 : 1;
  return a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0;
}

// --- Format ----------------------------------------------------------------

enum Std {
  kNone, kLongMonth, kMonth, kNumMonth, kZeroMonth, kLongWeekDay, kWeekDay, kNumDay, kUnderDay, kZeroDay,
  kUnderYearDay, kZeroYearDay, kHour, kHour12, kZeroHour12, kMinute, kZeroMinute, kSecond, kZeroSecond,
  kLongYear, kYear, kPM, kpm, kTZ, kISO8601TZ, kISO8601SecondsTZ, kISO8601ShortTZ, kISO8601ColonTZ,
  kISO8601ColonSecondsTZ, kNumTZ, kNumSecondsTz, kNumShortTZ, kNumColonTZ, kNumColonSecondsTZ, kFrac0, kFrac9
};
struct Chunk {
  std::string_view prefix;
  Std std = kNone;
  int digits = 0;  // a fractional second's digits
  char sep = '.';
  std::string_view suffix;
};
bool starts_lower(std::string_view s) { return !s.empty() && s[0] >= 'a' && s[0] <= 'z'; }
bool digit_at(std::string_view s, std::size_t i) { return i < s.size() && s[i] >= '0' && s[i] <= '9'; }

/// Go's nextStdChunk: the text before the first layout element, the element, the rest.
Chunk next_chunk(std::string_view l) {
  auto at = [&](std::size_t i, std::string_view w) { return l.substr(i, w.size()) == w; };
  auto hit = [&](std::size_t i, Std s, std::size_t len) { return Chunk{l.substr(0, i), s, 0, '.', l.substr(i + len)}; };
  for (std::size_t i = 0; i < l.size(); ++i) {
    switch (l[i]) {
      case 'J':
        if (at(i, "Jan")) {
          if (at(i, "January")) return hit(i, kLongMonth, 7);
          if (!starts_lower(l.substr(i + 3))) return hit(i, kMonth, 3);
        }
        break;
      case 'M':
        if (at(i, "Mon")) {
          if (at(i, "Monday")) return hit(i, kLongWeekDay, 6);
          if (!starts_lower(l.substr(i + 3))) return hit(i, kWeekDay, 3);
        }
        if (at(i, "MST")) return hit(i, kTZ, 3);
        break;
      case '0':
        if (i + 1 < l.size() && l[i + 1] >= '1' && l[i + 1] <= '6') {
          static const Std x[] = {kZeroMonth, kZeroDay, kZeroHour12, kZeroMinute, kZeroSecond, kYear};
          return hit(i, x[l[i + 1] - '1'], 2);
        }
        if (at(i, "002")) return hit(i, kZeroYearDay, 3);
        break;
      case '1':
        if (at(i, "15")) return hit(i, kHour, 2);
        return hit(i, kNumMonth, 1);
      case '2':
        if (at(i, "2006")) return hit(i, kLongYear, 4);
        return hit(i, kNumDay, 1);
      case '_':
        if (at(i, "_2")) {
          if (at(i, "_2006")) return Chunk{l.substr(0, i + 1), kLongYear, 0, '.', l.substr(i + 5)};
          return hit(i, kUnderDay, 2);
        }
        if (at(i, "__2")) return hit(i, kUnderYearDay, 3);
        break;
      case '3': return hit(i, kHour12, 1);
      case '4': return hit(i, kMinute, 1);
      case '5': return hit(i, kSecond, 1);
      case 'P':
        if (at(i, "PM")) return hit(i, kPM, 2);
        break;
      case 'p':
        if (at(i, "pm")) return hit(i, kpm, 2);
        break;
      case '-':
        if (at(i, "-070000")) return hit(i, kNumSecondsTz, 7);
        if (at(i, "-07:00:00")) return hit(i, kNumColonSecondsTZ, 9);
        if (at(i, "-0700")) return hit(i, kNumTZ, 5);
        if (at(i, "-07:00")) return hit(i, kNumColonTZ, 6);
        if (at(i, "-07")) return hit(i, kNumShortTZ, 3);
        break;
      case 'Z':
        if (at(i, "Z070000")) return hit(i, kISO8601SecondsTZ, 7);
        if (at(i, "Z07:00:00")) return hit(i, kISO8601ColonSecondsTZ, 9);
        if (at(i, "Z0700")) return hit(i, kISO8601TZ, 5);
        if (at(i, "Z07:00")) return hit(i, kISO8601ColonTZ, 6);
        if (at(i, "Z07")) return hit(i, kISO8601ShortTZ, 3);
        break;
      case '.':
      case ',':
        if (i + 1 < l.size() && (l[i + 1] == '0' || l[i + 1] == '9')) {
          char ch = l[i + 1];
          std::size_t j = i + 1;
          while (j < l.size() && l[j] == ch) ++j;
          if (!digit_at(l, j)) {  // only a run of one digit that ends here is a fractional second
            Chunk c = hit(i, ch == '0' ? kFrac0 : kFrac9, j - i);
            c.digits = static_cast<int>(j - (i + 1));
            c.sep = l[i];
            return c;
          }
        }
        break;
      default: break;
    }
  }
  return Chunk{l, kNone, 0, '.', {}};
}

void put_int(std::string& b, std::int64_t x, int width) {
  std::uint64_t u = static_cast<std::uint64_t>(x);
  if (x < 0) {
    b.push_back('-');
    u = 0 - u;
  }
  std::string d = std::to_string(u);
  for (int pad = width - static_cast<int>(d.size()); pad > 0; --pad) b.push_back('0');
  b += d;
}
void put_nano(std::string& b, std::int64_t ns, const Chunk& c) {
  const bool trim = c.std == kFrac9;
  if (trim && (c.digits == 0 || ns == 0)) return;
  std::string digits;
  put_int(digits, ns, 9);
  if (c.digits < 9) digits.resize(static_cast<std::size_t>(c.digits));
  if (trim)
    while (!digits.empty() && digits.back() == '0') digits.pop_back();
  if (trim && digits.empty()) return;
  b.push_back(c.sep);
  b += digits;
}
std::string month_name(std::int64_t m) {
  if (m >= 1 && m <= 12) return kMonths[m - 1];
  return "%!Month(" + std::to_string(m) + ")";
}
std::string day_name(std::int64_t d) {
  if (d >= 0 && d <= 6) return kDays[d];
  return "%!Weekday(" + std::to_string(d) + ")";
}

std::string format(Vm& in, const TimeV& t, std::string_view layout) {
  const Civil c = civil(in, t);
  std::string b;
  while (!layout.empty()) {
    Chunk k = next_chunk(layout);
    b += k.prefix;
    if (k.std == kNone) break;
    layout = k.suffix;
    switch (k.std) {
      case kYear: put_int(b, (c.year < 0 ? -c.year : c.year) % 100, 2); break;
      case kLongYear: put_int(b, c.year, 4); break;
      case kMonth: b += month_name(c.month).substr(0, 3); break;
      case kLongMonth: b += month_name(c.month); break;
      case kNumMonth: put_int(b, c.month, 0); break;
      case kZeroMonth: put_int(b, c.month, 2); break;
      case kWeekDay: b += day_name(c.wday).substr(0, 3); break;
      case kLongWeekDay: b += day_name(c.wday); break;
      case kNumDay: put_int(b, c.day, 0); break;
      case kUnderDay:
        if (c.day < 10) b.push_back(' ');
        put_int(b, c.day, 0);
        break;
      case kZeroDay: put_int(b, c.day, 2); break;
      case kUnderYearDay:
        if (c.yday < 100) b += c.yday < 10 ? "  " : " ";
        put_int(b, c.yday, 0);
        break;
      case kZeroYearDay: put_int(b, c.yday, 3); break;
      case kHour: put_int(b, c.hour, 2); break;
      case kHour12: put_int(b, c.hour % 12 == 0 ? 12 : c.hour % 12, 0); break;
      case kZeroHour12: put_int(b, c.hour % 12 == 0 ? 12 : c.hour % 12, 2); break;
      case kMinute: put_int(b, c.min, 0); break;
      case kZeroMinute: put_int(b, c.min, 2); break;
      case kSecond: put_int(b, c.sec, 0); break;
      case kZeroSecond: put_int(b, c.sec, 2); break;
      case kPM: b += c.hour >= 12 ? "PM" : "AM"; break;
      case kpm: b += c.hour >= 12 ? "pm" : "am"; break;
      case kTZ:
        if (!c.abbr.empty()) {
          b += c.abbr;
          break;
        }
        [[fallthrough]];  // no zone name: the -0700 form
      case kNumTZ: case kNumSecondsTz: case kNumShortTZ: case kNumColonTZ: case kNumColonSecondsTZ:
      case kISO8601TZ: case kISO8601SecondsTZ: case kISO8601ShortTZ: case kISO8601ColonTZ: case kISO8601ColonSecondsTZ: {
        const bool iso = k.std == kISO8601TZ || k.std == kISO8601SecondsTZ || k.std == kISO8601ShortTZ ||
                         k.std == kISO8601ColonTZ || k.std == kISO8601ColonSecondsTZ;
        if (c.off == 0 && iso) {
          b.push_back('Z');
          break;
        }
        std::int64_t zone = c.off / 60, abs_off = c.off;
        if (zone < 0) {
          b.push_back('-');
          zone = -zone;
          abs_off = -abs_off;
        } else {
          b.push_back('+');
        }
        put_int(b, zone / 60, 2);
        const bool colon = k.std == kISO8601ColonTZ || k.std == kNumColonTZ || k.std == kISO8601ColonSecondsTZ ||
                           k.std == kNumColonSecondsTZ;
        if (colon) b.push_back(':');
        if (k.std != kNumShortTZ && k.std != kISO8601ShortTZ) put_int(b, zone % 60, 2);
        if (k.std == kISO8601SecondsTZ || k.std == kNumSecondsTz || k.std == kNumColonSecondsTZ ||
            k.std == kISO8601ColonSecondsTZ) {
          if (colon) b.push_back(':');
          put_int(b, abs_off % 60, 2);
        }
        break;
      }
      case kFrac0:
      case kFrac9: put_nano(b, c.ns, k); break;
      default: break;
    }
  }
  return b;
}

// --- Parse -----------------------------------------------------------------

std::string quote(std::string_view s) {
  static const char hex[] = "0123456789abcdef";
  std::string out = "\"";
  for (char ch : s) {
    unsigned char u = static_cast<unsigned char>(ch);
    if (u >= 0x80 || u < ' ') {
      out += "\\x";
      out.push_back(hex[u >> 4]);
      out.push_back(hex[u & 15]);
    } else {
      if (ch == '"' || ch == '\\') out.push_back('\\');
      out.push_back(ch);
    }
  }
  return out + "\"";
}
std::string_view cutspace(std::string_view s) {
  while (!s.empty() && s[0] == ' ') s.remove_prefix(1);
  return s;
}
bool skip(std::string_view& value, std::string_view prefix) {
  while (!prefix.empty()) {
    if (prefix[0] == ' ') {
      if (!value.empty() && value[0] != ' ') return false;
      prefix = cutspace(prefix);
      value = cutspace(value);
      continue;
    }
    if (value.empty() || value[0] != prefix[0]) return false;
    prefix.remove_prefix(1);
    value.remove_prefix(1);
  }
  return true;
}
bool getnum(std::string_view& s, bool fixed, std::int64_t& out, int width = 2) {
  if (!digit_at(s, 0)) return false;
  std::size_t n = 1;
  while (static_cast<int>(n) < width && digit_at(s, n)) ++n;
  if (fixed && static_cast<int>(n) < width) return false;
  out = 0;
  for (std::size_t i = 0; i < n; ++i) out = out * 10 + (s[i] - '0');
  s.remove_prefix(n);
  return true;
}
bool atoi_go(std::string_view s, std::int64_t& out) {
  bool neg = false;
  if (!s.empty() && (s[0] == '-' || s[0] == '+')) {
    neg = s[0] == '-';
    s.remove_prefix(1);
  }
  if (s.empty()) return false;
  out = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return false;
    out = out * 10 + (ch - '0');
  }
  if (neg) out = -out;
  return true;
}
bool lookup(const char* const* tab, int n, std::size_t len, std::string_view& v, std::int64_t& idx) {
  for (int i = 0; i < n; ++i) {
    std::string_view w = len ? std::string_view(tab[i], len) : std::string_view(tab[i]);
    if (v.size() < w.size()) continue;
    bool ok = true;
    for (std::size_t k = 0; k < w.size() && ok; ++k) ok = (v[k] | 0x20) == (w[k] | 0x20);
    if (ok) {
      v.remove_prefix(w.size());
      idx = i;
      return true;
    }
  }
  return false;
}
bool nanos(std::string_view v, std::size_t n, std::int64_t& ns) {
  if (v.empty() || (v[0] != '.' && v[0] != ',')) return false;
  if (n > 10) n = 10;
  if (!atoi_go(v.substr(1, n - 1), ns)) return false;
  for (std::size_t i = 0; i < 10 - n; ++i) ns *= 10;
  return true;
}
/// Go's parseSignedOffset: the length of +h.. / -h.. (hours at most 23) at the start of v, 0 if none.
std::size_t signed_offset_len(std::string_view v) {
  if (v.empty() || (v[0] != '+' && v[0] != '-')) return 0;
  std::size_t k = 1;
  std::int64_t x = 0;
  while (digit_at(v, k)) {
    if (x < 100) x = x * 10 + (v[k] - '0');
    ++k;
  }
  return k == 1 || x > 23 ? 0 : k;
}
/// The length of a zone abbreviation at the start of v (Go's parseTimeZone), 0 if none.
std::size_t zone_len(std::string_view v) {
  if (v.size() < 3) return 0;
  if (v.size() >= 4 && (v.substr(0, 4) == "ChST" || v.substr(0, 4) == "MeST")) return 4;
  if (v.substr(0, 3) == "GMT") return 3 + signed_offset_len(v.substr(3));
  if (v[0] == '+' || v[0] == '-') return signed_offset_len(v);
  std::size_t n = 0;
  while (n < 6 && n < v.size() && v[n] >= 'A' && v[n] <= 'Z') ++n;
  if (n == 3) return 3;
  if (n == 4 && (v[3] == 'T' || v.substr(0, 4) == "WITA")) return 4;
  if (n == 5 && v[4] == 'T') return 5;
  return 0;
}

struct ParseOut {
  TimeV t;
  std::string err;
};
ParseOut parse(Vm& in, std::string_view layout, std::string_view value, const Value& dflt_loc) {
  const std::string alayout(layout), avalue(value);
  auto cannot = [&](std::string_view lelem, std::string_view velem) {
    return ParseOut{{}, "parsing time " + quote(avalue) + " as " + quote(alayout) + ": cannot parse " + quote(velem) +
                            " as " + quote(lelem)};
  };
  auto message = [&](const std::string& m) { return ParseOut{{}, "parsing time " + quote(avalue) + m}; };
  std::int64_t year = 0, month = -1, day = -1, yday = -1, hour = 0, min = 0, sec = 0, nsec = 0, zone_off = -1;
  bool am = false, pm = false, utc = false;
  std::string zone_name;
  for (;;) {
    Chunk k = next_chunk(layout);
    std::string_view stdstr = layout.substr(k.prefix.size(), layout.size() - k.prefix.size() - k.suffix.size());
    if (!skip(value, k.prefix)) return cannot(k.prefix, value);
    if (k.std == kNone) {
      if (!value.empty()) return message(": extra text: " + quote(value));
      break;
    }
    layout = k.suffix;
    std::string range;
    bool ok = true;
    std::string_view hold = value;
    switch (k.std) {
      case kYear:
        if (value.size() < 2) {
          ok = false;
          break;
        }
        ok = atoi_go(value.substr(0, 2), year);
        value.remove_prefix(2);
        year += year >= 69 ? 1900 : 2000;
        break;
      case kLongYear:
        if (value.size() < 4 || !digit_at(value, 0)) {
          ok = false;
          break;
        }
        ok = atoi_go(value.substr(0, 4), year);
        value.remove_prefix(4);
        break;
      case kMonth:
        ok = lookup(kMonths, 12, 3, value, month);
        ++month;
        break;
      case kLongMonth:
        ok = lookup(kMonths, 12, 0, value, month);
        ++month;
        break;
      case kNumMonth:
      case kZeroMonth:
        ok = getnum(value, k.std == kZeroMonth, month);
        if (ok && (month <= 0 || month > 12)) range = "month";
        break;
      case kWeekDay: {
        std::int64_t ignored;
        ok = lookup(kDays, 7, 3, value, ignored);
        break;
      }
      case kLongWeekDay: {
        std::int64_t ignored;
        ok = lookup(kDays, 7, 0, value, ignored);
        break;
      }
      case kNumDay:
      case kUnderDay:
      case kZeroDay:
        if (k.std == kUnderDay && !value.empty() && value[0] == ' ') value.remove_prefix(1);
        ok = getnum(value, k.std == kZeroDay, day);
        break;
      case kUnderYearDay:
      case kZeroYearDay:
        for (int i = 0; i < 2; ++i)
          if (k.std == kUnderYearDay && !value.empty() && value[0] == ' ') value.remove_prefix(1);
        ok = getnum(value, k.std == kZeroYearDay, yday, 3);
        break;
      case kHour:
        ok = getnum(value, false, hour);
        if (hour < 0 || hour >= 24) range = "hour";
        break;
      case kHour12:
      case kZeroHour12:
        ok = getnum(value, k.std == kZeroHour12, hour);
        if (hour < 0 || hour > 12) range = "hour";
        break;
      case kMinute:
      case kZeroMinute:
        ok = getnum(value, k.std == kZeroMinute, min);
        if (min < 0 || min >= 60) range = "minute";
        break;
      case kSecond:
      case kZeroSecond: {
        ok = getnum(value, k.std == kZeroSecond, sec);
        if (!ok) break;
        if (sec < 0 || sec >= 60) {
          range = "second";
          break;
        }
        // a fractional second in the value that the layout does not name
        if (value.size() >= 2 && (value[0] == '.' || value[0] == ',') && digit_at(value, 1)) {
          Std next = next_chunk(layout).std;
          if (next == kFrac0 || next == kFrac9) break;
          std::size_t n = 2;
          while (digit_at(value, n)) ++n;
          ok = nanos(value, n, nsec);
          value.remove_prefix(n);
        }
        break;
      }
      case kPM:
      case kpm: {
        if (value.size() < 2) {
          ok = false;
          break;
        }
        std::string_view p = value.substr(0, 2);
        value.remove_prefix(2);
        const bool upper = k.std == kPM;
        if (p == (upper ? "PM" : "pm")) pm = true;
        else if (p == (upper ? "AM" : "am")) am = true;
        else ok = false;
        break;
      }
      case kISO8601TZ: case kISO8601ShortTZ: case kISO8601ColonTZ: case kISO8601SecondsTZ: case kISO8601ColonSecondsTZ:
        if (!value.empty() && value[0] == 'Z') {
          value.remove_prefix(1);
          utc = true;
          break;
        }
        [[fallthrough]];
      case kNumTZ: case kNumShortTZ: case kNumColonTZ: case kNumSecondsTz: case kNumColonSecondsTZ: {
        std::string_view sign, hh, mm, ss = "00";
        if (k.std == kISO8601ColonTZ || k.std == kNumColonTZ) {
          if (value.size() < 6 || value[3] != ':') {
            ok = false;
            break;
          }
          sign = value.substr(0, 1), hh = value.substr(1, 2), mm = value.substr(4, 2);
          value.remove_prefix(6);
        } else if (k.std == kNumShortTZ || k.std == kISO8601ShortTZ) {
          if (value.size() < 3) {
            ok = false;
            break;
          }
          sign = value.substr(0, 1), hh = value.substr(1, 2), mm = "00";
          value.remove_prefix(3);
        } else if (k.std == kISO8601ColonSecondsTZ || k.std == kNumColonSecondsTZ) {
          if (value.size() < 9 || value[3] != ':' || value[6] != ':') {
            ok = false;
            break;
          }
          sign = value.substr(0, 1), hh = value.substr(1, 2), mm = value.substr(4, 2), ss = value.substr(7, 2);
          value.remove_prefix(9);
        } else if (k.std == kISO8601SecondsTZ || k.std == kNumSecondsTz) {
          if (value.size() < 7) {
            ok = false;
            break;
          }
          sign = value.substr(0, 1), hh = value.substr(1, 2), mm = value.substr(3, 2), ss = value.substr(5, 2);
          value.remove_prefix(7);
        } else {
          if (value.size() < 5) {
            ok = false;
            break;
          }
          sign = value.substr(0, 1), hh = value.substr(1, 2), mm = value.substr(3, 2);
          value.remove_prefix(5);
        }
        std::int64_t hr = 0, mn = 0, sc = 0;
        ok = getnum(hh, true, hr) && getnum(mm, true, mn) && getnum(ss, true, sc);
        if (hr > 24) range = "time zone offset hour";
        if (mn > 60) range = "time zone offset minute";
        if (sc > 60) range = "time zone offset second";
        zone_off = (hr * 60 + mn) * 60 + sc;
        if (sign == "-") zone_off = -zone_off;
        else if (sign != "+") ok = false;
        break;
      }
      case kTZ: {
        if (value.substr(0, 3) == "UTC") {
          utc = true;
          value.remove_prefix(3);
          break;
        }
        std::size_t n = zone_len(value);
        if (n == 0) {
          ok = false;
          break;
        }
        zone_name = std::string(value.substr(0, n));
        value.remove_prefix(n);
        break;
      }
      case kFrac0: {
        const std::size_t nd = 1 + static_cast<std::size_t>(k.digits);
        if (value.size() < nd) {
          ok = false;
          break;
        }
        ok = nanos(value, nd, nsec);
        value.remove_prefix(nd);
        break;
      }
      case kFrac9: {
        if (value.size() < 2 || (value[0] != '.' && value[0] != ',') || !digit_at(value, 1)) break;
        std::size_t i = 0;
        while (digit_at(value, i + 1)) ++i;
        ok = nanos(value, 1 + i, nsec);
        value.remove_prefix(1 + i);
        break;
      }
      default: break;
    }
    if (!range.empty()) return message(": " + range + " out of range");
    if (!ok) return cannot(stdstr, hold);
  }
  if (pm && hour < 12) hour += 12;
  else if (am && hour == 12) hour = 0;
  if (yday >= 0) {
    std::int64_t d = 0, m = 0;
    if (is_leap(year)) {
      if (yday == 31 + 29) {
        m = 2;
        d = 29;
      } else if (yday > 31 + 29) {
        --yday;
      }
    }
    if (yday < 1 || yday > 365) return message(": day-of-year out of range");
    if (m == 0) {
      std::int64_t before = 0;
      for (m = 1; m < 12 && before + days_in(m, 2001) < yday; ++m) before += days_in(m, 2001);
      d = yday - before;
    }
    if (month >= 0 && month != m) return message(": day-of-year does not match month");
    month = m;
    if (day >= 0 && day != d) return message(": day-of-year does not match day");
    day = d;
  } else {
    if (month < 0) month = 1;
    if (day < 0) day = 1;
  }
  if (day < 1 || day > days_in(month, year)) return message(": day out of range");
  if (utc) return ParseOut{date(in, year, month, day, hour, min, sec, nsec, Value::none()), ""};
  if (zone_off != -1) {
    TimeV t = date(in, year, month, day, hour, min, sec, nsec, Value::none());
    t.s -= zone_off;
    if (zone_off == 0 && (zone_name.empty() || zone_name == "UTC")) return ParseOut{t, ""};  // Local is UTC
    t.loc = make_loc(in, zone_name, zone_name, zone_off);
    return ParseOut{t, ""};
  }
  if (!zone_name.empty()) {
    TimeV t = date(in, year, month, day, hour, min, sec, nsec, Value::none());
    std::int64_t off = 0;
    if (zone_name.size() > 3 && zone_name.substr(0, 3) == "GMT") {
      atoi_go(zone_name.substr(3), off);
      off *= 3600;
    }
    t.loc = make_loc(in, zone_name, zone_name, off);
    return ParseOut{t, ""};
  }
  return ParseOut{date(in, year, month, day, hour, min, sec, nsec, dflt_loc), ""};
}

// --- natives ---------------------------------------------------------------

std::int64_t iarg(const Args& a, std::size_t k) { return k < a.size() && a[k].is_int() ? a[k].i() : 0; }
std::string sarg(const Args& a, std::size_t k) {
  return k < a.size() && a[k].is(Tag::Str) ? a[k].as<StrObj>()->s : std::string();
}
/// A method's receiver: bound (self) or the first argument (a class method fmt calls).
const Value& recv(const Value& self, Args& a, std::size_t& first) {
  if (!self.is_none() || a.empty()) return self;
  first = 1;
  return a[0];
}
#define RECV                     \
  std::size_t k0 = 0;            \
  const Value& rv = recv(self, a, k0); \
  TimeV t = time_of(in, rv)

Value int_result(std::int64_t v) { return Value::integer(v); }
Value tuple(std::vector<Value> v) { return make_list(std::move(v), Tag::Tuple); }

Value t_year(Vm& in, const Value& self, Args& a) { RECV; return int_result(civil(in, t).year); }
Value t_month(Vm& in, const Value& self, Args& a) { RECV; return int_result(civil(in, t).month); }
Value t_day(Vm& in, const Value& self, Args& a) { RECV; return int_result(civil(in, t).day); }
Value t_hour(Vm& in, const Value& self, Args& a) { RECV; return int_result(civil(in, t).hour); }
Value t_minute(Vm& in, const Value& self, Args& a) { RECV; return int_result(civil(in, t).min); }
Value t_second(Vm& in, const Value& self, Args& a) { RECV; return int_result(civil(in, t).sec); }
Value t_nanosecond(Vm& in, const Value& self, Args& a) { RECV; return int_result(t.ns); }
Value t_weekday(Vm& in, const Value& self, Args& a) { RECV; return int_result(civil(in, t).wday); }
Value t_yearday(Vm& in, const Value& self, Args& a) { RECV; return int_result(civil(in, t).yday); }
Value t_date(Vm& in, const Value& self, Args& a) {
  RECV;
  Civil c = civil(in, t);
  return tuple({Value::integer(c.year), Value::integer(c.month), Value::integer(c.day)});
}
Value t_clock(Vm& in, const Value& self, Args& a) {
  RECV;
  Civil c = civil(in, t);
  return tuple({Value::integer(c.hour), Value::integer(c.min), Value::integer(c.sec)});
}
Value t_isoweek(Vm& in, const Value& self, Args& a) {
  RECV;
  // the week's Thursday decides the ISO year; weeks start on Monday
  Civil c = civil(in, t);
  std::int64_t wd = (c.wday + 6) % 7;  // Monday 0
  TimeV thu = add(t, (3 - wd) * kDay * kSec);
  Civil ct = civil(in, thu);
  return tuple({Value::integer(ct.year), Value::integer((ct.yday - 1) / 7 + 1)});
}
Value t_unix(Vm& in, const Value& self, Args& a) { RECV; return int_result(t.s - kUnixToInternal); }
Value t_unixmilli(Vm& in, const Value& self, Args& a) { RECV; return int_result((t.s - kUnixToInternal) * 1000 + t.ns / 1000000); }
Value t_unixmicro(Vm& in, const Value& self, Args& a) { RECV; return int_result((t.s - kUnixToInternal) * 1000000 + t.ns / 1000); }
Value t_unixnano(Vm& in, const Value& self, Args& a) { RECV; return int_result((t.s - kUnixToInternal) * kSec + t.ns); }
Value t_add(Vm& in, const Value& self, Args& a) { RECV; return make_time(in, add(t, iarg(a, k0))); }
Value t_adddate(Vm& in, const Value& self, Args& a) {
  RECV;
  Civil c = civil(in, t);
  return make_time(in, date(in, c.year + iarg(a, k0), c.month + iarg(a, k0 + 1), c.day + iarg(a, k0 + 2), c.hour,
                            c.min, c.sec, c.ns, t.loc));
}
TimeV other(Vm& in, Args& a, std::size_t k) { return k < a.size() ? time_of(in, a[k]) : TimeV{}; }
Value t_sub(Vm& in, const Value& self, Args& a) { RECV; return int_result(sub(t, other(in, a, k0))); }
Value t_before(Vm& in, const Value& self, Args& a) { RECV; return Value::boolean(compare(t, other(in, a, k0)) < 0); }
Value t_after(Vm& in, const Value& self, Args& a) { RECV; return Value::boolean(compare(t, other(in, a, k0)) > 0); }
Value t_equal(Vm& in, const Value& self, Args& a) { RECV; return Value::boolean(compare(t, other(in, a, k0)) == 0); }
Value t_compare(Vm& in, const Value& self, Args& a) { RECV; return int_result(compare(t, other(in, a, k0))); }
Value t_iszero(Vm& in, const Value& self, Args& a) { RECV; return Value::boolean(t.s == 0 && t.ns == 0); }
/// Truncate/Round: on the time since the zero time, whatever the zone (as Go).
Value t_trunc_round(Vm& in, const Value& self, Args& a, bool round) {
  RECV;
  const std::int64_t d = iarg(a, k0);
  if (d <= 0) return make_time(in, t);
  const Wide total = static_cast<Wide>(t.s) * kSec + t.ns;
  std::int64_t r = static_cast<std::int64_t>(total % d);
  if (r < 0) r += d;  // before the zero time: the remainder towards the past, as Go
  if (!round) return make_time(in, add(t, -r));
  if (static_cast<std::uint64_t>(r) + static_cast<std::uint64_t>(r) < static_cast<std::uint64_t>(d))
    return make_time(in, add(t, -r));
  return make_time(in, add(t, d - r));
}
Value t_truncate(Vm& in, const Value& self, Args& a) { return t_trunc_round(in, self, a, false); }
Value t_round(Vm& in, const Value& self, Args& a) { return t_trunc_round(in, self, a, true); }
Value t_format(Vm& in, const Value& self, Args& a) {
  RECV;
  std::string layout = sarg(a, k0);
  if (!in.charge_bytes(layout.size())) return Value::none();
  return make_str(format(in, t, layout));
}
Value t_string(Vm& in, const Value& self, Args& a) {
  RECV;
  return make_str(format(in, t, "2006-01-02 15:04:05.999999999 -0700 MST"));
}
/// GoString: time.Date(...) as Go source, the form %#v prints.
Value t_gostring(Vm& in, const Value& self, Args& a) {
  RECV;
  const Civil c = civil(in, t);
  std::string b = "time.Date(" + std::to_string(c.year) + ", time." + month_name(c.month) + ", " + std::to_string(c.day) +
                  ", " + std::to_string(c.hour) + ", " + std::to_string(c.min) + ", " + std::to_string(c.sec) + ", " +
                  std::to_string(c.ns) + ", ";
  const Loc l = loc_of(in, t.loc);
  if (t.loc.is_none() || is_utc(in, t.loc)) b += "time.UTC";
  else if (l.name == "Local") b += "time.Local";
  else b += "time.Location(" + quote(l.name) + ")";
  return make_str(b + ")");
}
Value t_in(Vm& in, const Value& self, Args& a) {
  RECV;
  Value l = k0 < a.size() ? a[k0] : Value::none();
  if (l.is_none()) go_panic_value(in, make_str("time: missing Location in call to Time.In"));
  if (is_utc(in, l)) l = Value::none();  // Go keeps UTC as a nil Location: In(time.UTC) == UTC()
  return make_time(in, with_loc(t, l));
}
Value t_utc(Vm& in, const Value& self, Args& a) { RECV; return make_time(in, with_loc(t, Value::none())); }
Value t_local(Vm& in, const Value& self, Args& a) { RECV; return make_time(in, with_loc(t, make_loc(in, "Local", "UTC", 0))); }
Value t_location(Vm& in, const Value& self, Args& a) {
  RECV;
  return t.loc.is_none() ? make_loc(in, "UTC", "UTC", 0) : t.loc;
}
Value t_zone(Vm& in, const Value& self, Args& a) {
  RECV;
  Loc l = loc_of(in, t.loc);
  return tuple({make_str(l.abbr), Value::integer(l.off)});
}
Value loc_string(Vm& in, const Value& self, Args& a) {
  std::size_t k0 = 0;
  return make_str(loc_of(in, recv(self, a, k0)).name);
}

const GoNative kTimeMethods[] = {
    {"Year", t_year},           {"Month", t_month},         {"Day", t_day},           {"Hour", t_hour},
    {"Minute", t_minute},       {"Second", t_second},       {"Nanosecond", t_nanosecond}, {"Weekday", t_weekday},
    {"YearDay", t_yearday},     {"Date", t_date},           {"Clock", t_clock},       {"ISOWeek", t_isoweek},
    {"Unix", t_unix},           {"UnixMilli", t_unixmilli}, {"UnixMicro", t_unixmicro}, {"UnixNano", t_unixnano},
    {"Add", t_add},             {"AddDate", t_adddate},     {"Sub", t_sub},           {"Before", t_before},
    {"After", t_after},         {"Equal", t_equal},         {"Compare", t_compare},   {"IsZero", t_iszero},
    {"Truncate", t_truncate},   {"Round", t_round},         {"Format", t_format},     {"String", t_string},
    {"GoString", t_gostring},   {"In", t_in},               {"UTC", t_utc},           {"Local", t_local},
    {"Location", t_location},   {"Zone", t_zone}};

// package functions
Value p_date(Vm& in, const Value&, Args& a) {
  Value loc = a.size() > 7 ? a[7] : Value::none();
  if (loc.is_none()) go_panic_value(in, make_str("time: missing Location in call to Date"));
  if (is_utc(in, loc)) loc = Value::none();
  return make_time(in, date(in, iarg(a, 0), iarg(a, 1), iarg(a, 2), iarg(a, 3), iarg(a, 4), iarg(a, 5), iarg(a, 6), loc));
}
Value unix_time(Vm& in, std::int64_t sec, std::int64_t ns) {
  sec += floor_div(ns, kSec);
  ns = floor_mod(ns, kSec);
  TimeV t;
  t.s = sec + kUnixToInternal;
  t.ns = ns;
  return make_time(in, t);
}
Value p_unix(Vm& in, const Value&, Args& a) { return unix_time(in, iarg(a, 0), iarg(a, 1)); }
Value p_unixmilli(Vm& in, const Value&, Args& a) {
  std::int64_t ms = iarg(a, 0);
  return unix_time(in, floor_div(ms, 1000), floor_mod(ms, 1000) * 1000000);
}
Value p_unixmicro(Vm& in, const Value&, Args& a) {
  std::int64_t us = iarg(a, 0);
  return unix_time(in, floor_div(us, 1000000), floor_mod(us, 1000000) * 1000);
}
Value parse_result(Vm& in, const ParseOut& r) {
  if (!r.err.empty()) return tuple({make_time(in, TimeV{}), go_error(in, r.err)});
  return tuple({make_time(in, r.t), Value::none()});
}
Value p_parse(Vm& in, const Value&, Args& a) {
  std::string layout = sarg(a, 0), value = sarg(a, 1);
  if (!in.charge_bytes(layout.size() + value.size())) return Value::none();
  return parse_result(in, parse(in, layout, value, Value::none()));
}
Value p_parse_in(Vm& in, const Value&, Args& a) {
  std::string layout = sarg(a, 0), value = sarg(a, 1);
  if (!in.charge_bytes(layout.size() + value.size())) return Value::none();
  Value loc = a.size() > 2 ? a[2] : Value::none();
  return parse_result(in, parse(in, layout, value, loc));
}
Value p_fixed_zone(Vm& in, const Value&, Args& a) {
  std::string n = sarg(a, 0);
  return make_loc(in, n, n, iarg(a, 1));
}
Value p_month(Vm&, const Value&, Args& a) { return Value::integer(iarg(a, 0)); }
Value month_string(Vm&, const Value&, Args& a) { return make_str(month_name(iarg(a, 0))); }
Value weekday_string(Vm&, const Value&, Args& a) { return make_str(day_name(iarg(a, 0))); }

}  // namespace

void go_time_add_members(Vm& in, const Value& pkg) {
  auto* inst = pkg.as<InstanceObj>();
  static const GoNative fns[] = {{"Date", p_date},           {"Unix", p_unix},         {"UnixMilli", p_unixmilli},
                                 {"UnixMicro", p_unixmicro}, {"Parse", p_parse},       {"ParseInLocation", p_parse_in},
                                 {"FixedZone", p_fixed_zone}, {"Month", p_month},      {"Weekday", p_month}};
  for (const auto& e : fns) inst->fields.set(in.intern(e.name), make_native(e.fn, e.name));
  for (int m = 0; m < 12; ++m) inst->fields.set(in.intern(kMonths[m]), Value::integer(m + 1));
  for (int d = 0; d < 7; ++d) inst->fields.set(in.intern(kDays[d]), Value::integer(d));
  inst->fields.set(in.intern("UTC"), make_loc(in, "UTC", "UTC", 0));
  inst->fields.set(in.intern("Local"), make_loc(in, "Local", "UTC", 0));  // never the machine's zone
  static const std::pair<const char*, const char*> layouts[] = {
      {"Layout", "01/02 03:04:05PM '06 -0700"},
      {"ANSIC", "Mon Jan _2 15:04:05 2006"},
      {"UnixDate", "Mon Jan _2 15:04:05 MST 2006"},
      {"RubyDate", "Mon Jan 02 15:04:05 -0700 2006"},
      {"RFC822", "02 Jan 06 15:04 MST"},
      {"RFC822Z", "02 Jan 06 15:04 -0700"},
      {"RFC850", "Monday, 02-Jan-06 15:04:05 MST"},
      {"RFC1123", "Mon, 02 Jan 2006 15:04:05 MST"},
      {"RFC1123Z", "Mon, 02 Jan 2006 15:04:05 -0700"},
      {"RFC3339", "2006-01-02T15:04:05Z07:00"},
      {"RFC3339Nano", "2006-01-02T15:04:05.999999999Z07:00"},
      {"Kitchen", "3:04PM"},
      {"Stamp", "Jan _2 15:04:05"},
      {"StampMilli", "Jan _2 15:04:05.000"},
      {"StampMicro", "Jan _2 15:04:05.000000"},
      {"StampNano", "Jan _2 15:04:05.000000000"},
      {"DateTime", "2006-01-02 15:04:05"},
      {"DateOnly", "2006-01-02"},
      {"TimeOnly", "15:04:05"}};
  for (const auto& [n, v] : layouts) inst->fields.set(in.intern(n), make_str(v));
}

Value go_time_zero(Vm& in) { return make_time(in, TimeV{}); }

std::string go_time_json(Vm& in, const Value& t, std::string& err) {
  const TimeV tv = time_of(in, t);
  const std::int64_t y = civil(in, tv).year;
  if (y < 0 || y > 9999) {
    err = "json: error calling MarshalJSON for type time.Time: Time.MarshalJSON: year outside of range [0,9999]";
    return {};
  }
  return "\"" + format(in, tv, "2006-01-02T15:04:05.999999999Z07:00") + "\"";
}

Value go_time_from_json(Vm& in, const std::string& raw, Value& err) {
  if (raw == "null") return Value::undef();  // leaves the Time as it is
  if (raw.size() < 2 || raw.front() != '"' || raw.back() != '"') {
    err = go_error(in, "Time.UnmarshalJSON: input is not a JSON string");
    return Value::undef();
  }
  ParseOut r = parse(in, "2006-01-02T15:04:05Z07:00", std::string_view(raw).substr(1, raw.size() - 2), Value::none());
  if (!r.err.empty()) {
    err = go_error(in, r.err);
    return Value::undef();
  }
  return make_time(in, r.t);
}

bool go_time_identical(Vm& in, const Value& a, const Value& b) {
  TimeV x = time_of(in, a), y = time_of(in, b);
  if (compare(x, y) != 0) return false;
  if (x.loc.is_none() || y.loc.is_none()) return x.loc.is_none() && y.loc.is_none();
  if (x.loc.obj() == y.loc.obj()) return true;
  Loc l = loc_of(in, x.loc), m = loc_of(in, y.loc);
  return l.name == m.name && l.abbr == m.abbr && l.off == m.off;
}

Value go_time_value_global(Vm&, std::string_view name) {
  if (name == "time.Month_String") return make_native(month_string, "String");
  if (name == "time.Weekday_String") return make_native(weekday_string, "String");
  return Value::undef();
}

Value go_time_attr(Vm& in, const Value& obj, Name field) {
  if (!obj.is(Tag::Instance)) return Value::undef();
  const std::string& cname = obj.as<InstanceObj>()->klass()->name;
  const std::string& f = in.name(field);
  if (cname == "time.Time") {
    for (const auto& e : kTimeMethods)
      if (f == e.name) return make_native(e.fn, e.name, obj);
    return Value::undef();
  }
  if (cname == "*time.Location" && f == "String") return make_native(loc_string, "String", obj);
  return Value::undef();
}

}  // namespace reddragon::vm
