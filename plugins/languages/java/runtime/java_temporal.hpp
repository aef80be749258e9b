// java_temporal.hpp - the date fields LocalDate.get/getLong/with read and write (ChronoField's
// date fields, IsoFields' week-based year, week and quarter) and the TemporalAdjusters of
// java.time.temporal, over epoch days. java_runtime.cpp wraps them as library values.
#pragma once

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

#include "java_time.hpp"

namespace reddragon::vm::java_time {

/// ISO-8601 week-based year and week (weeks start on Monday; week 1 holds the year's first Thursday).
inline std::int64_t week_based_year(std::int64_t e) { return civil(e - day_of_week(e) + 4).y; }
inline int iso_week(std::int64_t e) {
  std::int64_t thursday = e - day_of_week(e) + 4;
  return static_cast<int>((thursday - epoch_day({civil(thursday).y, 1, 1})) / 7) + 1;
}

/// The value of a date field by its constant name (ChronoField or IsoFields), or nullopt for a
/// field a date does not have (a time field, or an unknown name).
inline std::optional<std::int64_t> date_field(std::string_view f, std::int64_t e) {
  Ymd c = civil(e);
  std::int64_t doy = day_of_year(c);
  if (f == "DAY_OF_WEEK") return day_of_week(e);
  if (f == "DAY_OF_MONTH") return c.d;
  if (f == "DAY_OF_YEAR") return doy;
  if (f == "MONTH_OF_YEAR") return c.m;
  if (f == "YEAR") return c.y;
  if (f == "YEAR_OF_ERA") return c.y >= 1 ? c.y : 1 - c.y;
  if (f == "ERA") return c.y >= 1 ? 1 : 0;
  if (f == "EPOCH_DAY") return e;
  if (f == "PROLEPTIC_MONTH") return c.y * 12 + c.m - 1;
  if (f == "ALIGNED_WEEK_OF_MONTH") return (c.d - 1) / 7 + 1;
  if (f == "ALIGNED_WEEK_OF_YEAR") return (doy - 1) / 7 + 1;
  if (f == "ALIGNED_DAY_OF_WEEK_IN_MONTH") return (c.d - 1) % 7 + 1;
  if (f == "ALIGNED_DAY_OF_WEEK_IN_YEAR") return (doy - 1) % 7 + 1;
  if (f == "QUARTER_OF_YEAR") return (c.m - 1) / 3 + 1;
  if (f == "DAY_OF_QUARTER") return e - epoch_day({c.y, (c.m - 1) / 3 * 3 + 1, 1}) + 1;
  if (f == "WEEK_OF_WEEK_BASED_YEAR") return iso_week(e);
  if (f == "WEEK_BASED_YEAR") return week_based_year(e);
  return std::nullopt;
}
/// Fields whose values do not fit get()'s int (getLong only).
inline bool long_only_field(std::string_view f) {
  return f == "EPOCH_DAY" || f == "PROLEPTIC_MONTH" || f == "NANO_OF_DAY" || f == "MICRO_OF_DAY";
}

/// A time field (ChronoField's HOUR_OF_DAY ... NANO_OF_DAY) of nanosecond-of-day t, with the
/// field's valid range; nullopt for a field a time does not have.
struct TimeField {
  std::int64_t value, min, max;
};
inline std::optional<TimeField> time_field_of(std::string_view f, std::int64_t t) {
  std::int64_t ns = t % 1000000000, s = t / 1000000000, h = s / 3600, m = s / 60 % 60;
  if (f == "NANO_OF_SECOND") return TimeField{ns, 0, 999999999};
  if (f == "NANO_OF_DAY") return TimeField{t, 0, 86400LL * 1000000000 - 1};
  if (f == "MICRO_OF_SECOND") return TimeField{ns / 1000, 0, 999999};
  if (f == "MICRO_OF_DAY") return TimeField{t / 1000, 0, 86400LL * 1000000 - 1};
  if (f == "MILLI_OF_SECOND") return TimeField{ns / 1000000, 0, 999};
  if (f == "MILLI_OF_DAY") return TimeField{t / 1000000, 0, 86400LL * 1000 - 1};
  if (f == "SECOND_OF_MINUTE") return TimeField{s % 60, 0, 59};
  if (f == "SECOND_OF_DAY") return TimeField{s, 0, 86399};
  if (f == "MINUTE_OF_HOUR") return TimeField{m, 0, 59};
  if (f == "MINUTE_OF_DAY") return TimeField{s / 60, 0, 1439};
  if (f == "HOUR_OF_AMPM") return TimeField{h % 12, 0, 11};
  if (f == "CLOCK_HOUR_OF_AMPM") return TimeField{h % 12 == 0 ? 12 : h % 12, 1, 12};
  if (f == "HOUR_OF_DAY") return TimeField{h, 0, 23};
  if (f == "CLOCK_HOUR_OF_DAY") return TimeField{h == 0 ? 24 : h, 1, 24};
  if (f == "AMPM_OF_DAY") return TimeField{h / 12, 0, 1};
  return std::nullopt;
}
/// The nanosecond-of-day of t with field f set to v (LocalTime.with; v within the field's range).
inline std::int64_t time_with(std::string_view f, std::int64_t t, std::int64_t v) {
  constexpr std::int64_t kS = 1000000000, kH = 3600 * kS;
  std::int64_t ns = t % kS, h = t / kH;
  if (f == "NANO_OF_SECOND") return t - ns + v;
  if (f == "NANO_OF_DAY") return v;
  if (f == "MICRO_OF_SECOND") return t - ns + v * 1000;
  if (f == "MICRO_OF_DAY") return v * 1000;
  if (f == "MILLI_OF_SECOND") return t - ns + v * 1000000;
  if (f == "MILLI_OF_DAY") return v * 1000000;
  if (f == "SECOND_OF_MINUTE") return t + (v - t / kS % 60) * kS;
  if (f == "SECOND_OF_DAY") return v * kS + ns;
  if (f == "MINUTE_OF_HOUR") return t + (v - t / (60 * kS) % 60) * 60 * kS;
  if (f == "MINUTE_OF_DAY") return v * 60 * kS + t % (60 * kS);
  if (f == "HOUR_OF_AMPM") return t + (v - h % 12) * kH;
  if (f == "CLOCK_HOUR_OF_AMPM") return t + ((v == 12 ? 0 : v) - h % 12) * kH;
  if (f == "HOUR_OF_DAY") return t + (v - h) * kH;
  if (f == "CLOCK_HOUR_OF_DAY") return t + ((v == 24 ? 0 : v) - h) * kH;
  if (f == "AMPM_OF_DAY") return t + (v - h / 12) * 12 * kH;
  return t;
}

/// TemporalAdjusters by factory name: `dow` 1 = Monday ... 7, `n` dayOfWeekInMonth's ordinal;
/// nullopt for a name not known here.
inline std::optional<std::int64_t> adjust(std::string_view a, int dow, std::int64_t n, std::int64_t e) {
  Ymd c = civil(e);
  int cur = day_of_week(e);
  auto in_month = [&](std::int64_t ord) {  // JDK dayOfWeekInMonth: from the first or the last of the month
    if (ord >= 0) {
      std::int64_t first = epoch_day({c.y, c.m, 1});
      return first + floor_mod(dow - day_of_week(first), 7) + (ord - 1) * 7;
    }
    std::int64_t last = epoch_day({c.y, c.m, month_length(c.y, c.m)});
    std::int64_t diff = dow - day_of_week(last);
    diff = diff == 0 ? 0 : diff > 0 ? diff - 7 : diff;
    return last + diff - (-ord - 1) * 7;
  };
  if (a == "firstDayOfMonth") return epoch_day({c.y, c.m, 1});
  if (a == "lastDayOfMonth") return epoch_day({c.y, c.m, month_length(c.y, c.m)});
  if (a == "firstDayOfNextMonth") return epoch_day({c.y, c.m, month_length(c.y, c.m)}) + 1;
  if (a == "firstDayOfYear") return epoch_day({c.y, 1, 1});
  if (a == "lastDayOfYear") return epoch_day({c.y, 12, 31});
  if (a == "firstDayOfNextYear") return epoch_day({c.y + 1, 1, 1});
  if (a == "firstInMonth") return in_month(1);
  if (a == "lastInMonth") return in_month(-1);
  if (a == "dayOfWeekInMonth") return in_month(n);
  if (a == "next" || a == "nextOrSame") {
    if (a == "nextOrSame" && cur == dow) return e;
    int diff = cur - dow;
    return e + (diff >= 0 ? 7 - diff : -diff);
  }
  if (a == "previous" || a == "previousOrSame") {
    if (a == "previousOrSame" && cur == dow) return e;
    int diff = dow - cur;
    return e - (diff >= 0 ? 7 - diff : -diff);
  }
  return std::nullopt;
}

}  // namespace reddragon::vm::java_time

namespace reddragon::vm::java_time {

/// YearMonth.toString of a proleptic month: the year with at least four digits (a negative one
/// with its sign), "-MM".
inline std::string year_month_str(std::int64_t pm) {
  std::int64_t y = floor_div(pm, 12);
  int m = static_cast<int>(floor_mod(pm, 12)) + 1;
  char buf[48];
  if (y > -1000 && y < 1000) std::snprintf(buf, sizeof buf, "%s%04lld-%02d", y < 0 ? "-" : "", static_cast<long long>(y < 0 ? -y : y), m);
  else std::snprintf(buf, sizeof buf, "%lld-%02d", static_cast<long long>(y), m);
  return buf;
}

/// YearMonth.parse of uuuu-MM (a year of more than four digits has its sign): the proleptic
/// month, or nullopt with *err set to the DateTimeParseException's text after "Text '...' could
/// not be parsed" and *err_at to where the text stops matching.
inline std::optional<std::int64_t> parse_year_month(std::string_view t, std::size_t* err_at, std::string* err) {
  auto at = [&](std::size_t k) {
    *err_at = k;
    *err = " at index " + std::to_string(k);
    return std::nullopt;
  };
  std::size_t i = 0;
  bool neg = false, sign = false;
  if (i < t.size() && (t[i] == '+' || t[i] == '-')) neg = t[i] == '-', sign = true, ++i;
  std::size_t ds = i;
  std::int64_t y = 0;
  while (i < t.size() && t[i] >= '0' && t[i] <= '9' && i - ds < 10) y = y * 10 + (t[i++] - '0');
  std::size_t nd = i - ds;
  if (nd < 4 || (nd > 4 && !sign)) return at(nd > 4 ? ds : 0);
  if (i >= t.size() || t[i] != '-') return at(i);
  ++i;
  if (i + 2 > t.size() || t[i] < '0' || t[i] > '9' || t[i + 1] < '0' || t[i + 1] > '9') return at(i);
  int m = (t[i] - '0') * 10 + (t[i + 1] - '0');
  if (i + 2 != t.size()) {
    *err_at = i + 2;
    *err = ", unparsed text found at index " + std::to_string(i + 2);
    return std::nullopt;
  }
  if (neg) y = -y;
  if (m < 1 || m > 12) {  // parsed, but not a month: the resolver's words
    *err_at = 0;
    *err = ": Unable to obtain YearMonth from TemporalAccessor: {MonthOfYear=" + std::to_string(m) + ", Year=" + std::to_string(y) +
           "},ISO of type java.time.format.Parsed";
    return std::nullopt;
  }
  return y * 12 + m - 1;
}

}  // namespace reddragon::vm::java_time
