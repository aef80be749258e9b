// java_time.hpp - the calendar arithmetic of java.time's LocalDate, Period and
// ChronoUnit (ISO proleptic Gregorian calendar; a date is its epoch day, days
// since 1970-01-01). Pure functions: the VM glue is in java_runtime.cpp.
#pragma once

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>

namespace reddragon::vm::java_time {

struct Ymd {
  std::int64_t y;
  int m, d;
};

inline std::int64_t floor_div(std::int64_t a, std::int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }
inline std::int64_t floor_mod(std::int64_t a, std::int64_t b) { return a - floor_div(a, b) * b; }

inline bool is_leap(std::int64_t y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
inline int month_length(std::int64_t y, int m) {
  static const int len[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && is_leap(y) ? 29 : len[m - 1];
}

// days from civil / civil from days (the era-based algorithm: 400-year eras of 146097 days)
inline std::int64_t epoch_day(const Ymd& v) {
  std::int64_t y = v.m <= 2 ? v.y - 1 : v.y;
  std::int64_t era = floor_div(y, 400);
  std::int64_t yoe = y - era * 400;
  std::int64_t mp = (v.m + 9) % 12;
  std::int64_t doy = (153 * mp + 2) / 5 + v.d - 1;
  std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}
inline Ymd civil(std::int64_t z) {
  z += 719468;
  std::int64_t era = floor_div(z, 146097);
  std::int64_t doe = z - era * 146097;
  std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  std::int64_t mp = (5 * doy + 2) / 153;
  int d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  int m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  return {yoe + era * 400 + (m <= 2 ? 1 : 0), m, d};
}

/// 1 = Monday ... 7 = Sunday (1970-01-01 was a Thursday)
inline int day_of_week(std::int64_t e) { return static_cast<int>(floor_mod(e + 3, 7)) + 1; }
inline int day_of_year(const Ymd& v) { return static_cast<int>(epoch_day(v) - epoch_day({v.y, 1, 1})) + 1; }

/// plusMonths: the day clamps to the new month's length (Jan 31 + 1 month = Feb 28/29)
inline Ymd plus_months(const Ymd& v, std::int64_t n) {
  std::int64_t pm = v.y * 12 + (v.m - 1) + n;
  Ymd r{floor_div(pm, 12), static_cast<int>(floor_mod(pm, 12)) + 1, v.d};
  if (r.d > month_length(r.y, r.m)) r.d = month_length(r.y, r.m);
  return r;
}

/// LocalDate.until(end, MONTHS): whole months, a month counting once the day is reached
inline std::int64_t months_until(const Ymd& a, const Ymd& b) {
  std::int64_t p1 = (a.y * 12 + a.m - 1) * 32 + a.d, p2 = (b.y * 12 + b.m - 1) * 32 + b.d;
  return (p2 - p1) / 32;
}

struct Period {
  std::int64_t years = 0, months = 0, days = 0;
};
/// Period.between(start, end) (LocalDate.until(end)): years and months, then the days left
inline Period period_between(const Ymd& a, const Ymd& b) {
  std::int64_t total = (b.y * 12 + b.m - 1) - (a.y * 12 + a.m - 1);
  std::int64_t days = b.d - a.d;
  if (total > 0 && days < 0) {
    --total;
    days = epoch_day(b) - epoch_day(plus_months(a, total));
  } else if (total < 0 && days > 0) {
    ++total;
    days -= month_length(b.y, b.m);
  }
  return {total / 12, total % 12, days};
}
inline std::string period_str(const Period& p) {
  if (p.years == 0 && p.months == 0 && p.days == 0) return "P0D";
  std::string s = "P";
  if (p.years) s += std::to_string(p.years) + "Y";
  if (p.months) s += std::to_string(p.months) + "M";
  if (p.days) s += std::to_string(p.days) + "D";
  return s;
}

/// LocalDate.toString: uuuu-MM-dd, a year past 9999 with its sign
inline std::string date_str(const Ymd& v) {
  char buf[48];
  std::int64_t ay = v.y < 0 ? -v.y : v.y;
  if (ay < 1000)
    std::snprintf(buf, sizeof buf, "%s%04lld-%02d-%02d", v.y < 0 ? "-" : "", static_cast<long long>(ay), v.m, v.d);
  else
    std::snprintf(buf, sizeof buf, "%s%lld-%02d-%02d", v.y > 9999 ? "+" : v.y < 0 ? "-" : "", static_cast<long long>(ay), v.m, v.d);
  return buf;
}

/// LocalDate.parse of the ISO form (yyyy-MM-dd; a longer year has its sign); nullopt when malformed,
/// with *err_at the index the JDK's parser stops at (*trailing: text left after a whole date)
inline std::optional<Ymd> parse_date(const std::string& s, std::size_t* err_at, bool* trailing) {
  *err_at = 0;
  *trailing = false;
  std::size_t i = 0;
  bool neg = false, sign = false;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
    neg = s[i] == '-';
    sign = true;
    ++i;
  }
  std::size_t ys = i;
  std::int64_t y = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9' && i - ys < 10) y = y * 10 + (s[i++] - '0');
  std::size_t ylen = i - ys;
  if (ylen < 4 || (ylen > 4 && !sign)) return std::nullopt;
  auto two = [&](int& out) {
    *err_at = i < s.size() && s[i] == '-' ? i + 1 : i;  // (the '-' literal matched, the field did not)
    if (i + 3 > s.size() || s[i] != '-' || s[i + 1] < '0' || s[i + 1] > '9' || s[i + 2] < '0' || s[i + 2] > '9') return false;
    out = (s[i + 1] - '0') * 10 + (s[i + 2] - '0');
    i += 3;
    return true;
  };
  int m = 0, d = 0;
  if (!two(m) || !two(d)) return std::nullopt;
  *err_at = i;
  *trailing = i != s.size();
  if (*trailing) return std::nullopt;
  return Ymd{neg ? -y : y, m, d};
}

}  // namespace reddragon::vm::java_time
