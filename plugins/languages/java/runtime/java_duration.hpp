// java_duration.hpp - java.time.Duration's value arithmetic: a duration is seconds
// (floor) and nanoseconds 0..999,999,999, as the JDK stores it; toString and parse
// follow Duration.toString / Duration.parse (ISO-8601 PnDTnHnMn.nS). Pure functions:
// the VM glue is in java_runtime.cpp.
#pragma once

#include <cctype>
#include <cstdint>
#include <optional>
#include <string>

namespace reddragon::vm::java_time {

__extension__ typedef __int128 Wide;  // nanoseconds of any Duration (seconds fill an int64)

struct Dur {
  std::int64_t s = 0;
  std::int32_t n = 0;  // 0 .. 999,999,999
};
constexpr std::int64_t kNanosPerSecond = 1000000000;

/// From a total of nanoseconds (wide enough for any Duration).
inline Dur dur_of_nanos(Wide total) {
  Wide s = total / kNanosPerSecond, r = total % kNanosPerSecond;
  if (r < 0) r += kNanosPerSecond, --s;
  return {static_cast<std::int64_t>(s), static_cast<std::int32_t>(r)};
}
inline Wide dur_nanos(const Dur& d) { return static_cast<Wide>(d.s) * kNanosPerSecond + d.n; }

inline std::string dur_str(const Dur& d) {
  if (d.s == 0 && d.n == 0) return "PT0S";
  std::int64_t eff = d.s < 0 && d.n > 0 ? d.s + 1 : d.s;
  std::int64_t hours = eff / 3600;
  int minutes = static_cast<int>((eff % 3600) / 60), secs = static_cast<int>(eff % 60);
  std::string b = "PT";
  if (hours != 0) b += std::to_string(hours) + "H";
  if (minutes != 0) b += std::to_string(minutes) + "M";
  if (secs == 0 && d.n == 0 && b.size() > 2) return b;
  if (d.s < 0 && d.n > 0) b += secs == 0 ? "-0" : std::to_string(secs);
  else b += std::to_string(secs);
  if (d.n > 0) {
    std::size_t pos = b.size();
    b += std::to_string(d.s < 0 ? 2 * kNanosPerSecond - d.n : d.n + kNanosPerSecond);
    while (b.back() == '0') b.pop_back();
    b[pos] = '.';
  }
  return b + "S";
}

/// Duration.parse: [-+]P[nD][T[nH][nM][n[.f]S]] (case-insensitive; each number may be signed).
inline std::optional<Dur> dur_parse(const std::string& text) {
  std::size_t i = 0, n = text.size();
  auto up = [&](std::size_t k) { return k < n ? static_cast<char>(std::toupper(static_cast<unsigned char>(text[k]))) : '\0'; };
  bool neg = false;
  if (up(i) == '-' || up(i) == '+') neg = up(i++) == '-';
  if (up(i++) != 'P') return std::nullopt;
  Wide total = 0;
  bool any = false, in_time = false;
  auto number = [&](std::int64_t& v, bool& sign_neg) {
    sign_neg = false;
    if (up(i) == '-' || up(i) == '+') sign_neg = up(i++) == '-';
    std::size_t st = i;
    v = 0;
    while (i < n && std::isdigit(static_cast<unsigned char>(text[i]))) {
      if (v > 922337203685477580LL) return false;
      v = v * 10 + (text[i++] - '0');
    }
    return i > st;
  };
  char last = 0;
  while (i < n) {
    if (up(i) == 'T') {
      if (in_time) return std::nullopt;
      in_time = true;
      ++i;
      if (i >= n) return std::nullopt;  // "PT" alone
      continue;
    }
    std::int64_t v;
    bool vneg;
    if (!number(v, vneg)) return std::nullopt;
    Wide sv = vneg ? -static_cast<Wide>(v) : v;
    char u = up(i);
    if (!in_time && u == 'D' && last == 0) {
      total += sv * 86400 * kNanosPerSecond;
    } else if (in_time && u == 'H' && (last == 0 || last == 'D')) {
      total += sv * 3600 * kNanosPerSecond;
    } else if (in_time && u == 'M' && last != 'M' && last != 'S') {
      total += sv * 60 * kNanosPerSecond;
    } else if (in_time && (u == 'S' || u == '.' || u == ',') && last != 'S') {
      Wide frac = 0;
      if (u == '.' || u == ',') {
        ++i;
        int digits = 0;
        while (i < n && std::isdigit(static_cast<unsigned char>(text[i])) && digits < 9) frac = frac * 10 + (text[i++] - '0'), ++digits;
        if (up(i) != 'S') return std::nullopt;  // ("1.S": no fraction digits is allowed)
        for (; digits < 9; ++digits) frac *= 10;
        u = 'S';
      }
      total += sv * kNanosPerSecond + (vneg ? -frac : frac);
    } else {
      return std::nullopt;
    }
    last = u;
    any = true;
    ++i;
  }
  if (!any) return std::nullopt;
  return dur_of_nanos(neg ? -total : total);
}

}  // namespace reddragon::vm::java_time
