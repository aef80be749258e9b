// java_time_format.hpp - DateTimeFormatter.ofPattern's pattern language applied to a LocalDate,
// LocalTime or LocalDateTime (Locale.ROOT/English names): date fields y u Y G M L d D E Q q,
// time fields H k K h m s S n a A N, 'quoted' literals, '' for a quote,
// [optional] sections printed as they stand. Pure functions: the VM glue is in java_runtime.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include <algorithm>
#include <cctype>

#include "java_local_time.hpp"
#include "java_time.hpp"

namespace reddragon::vm::java_time {

/// What went wrong: kNone, a pattern ofPattern refuses (IllegalArgumentException), or a field a
/// date does not have (UnsupportedTemporalTypeException "Unsupported field: HourOfDay").
enum class FormatError { kNone, kBadPattern, kUnsupportedField };

struct FormatResult {
  std::string text;   // the formatted date, or the exception's message
  FormatError error = FormatError::kNone;
};

namespace detail {
inline const char* const kMonthNames[] = {"January", "February", "March",     "April",   "May",      "June",
                                          "July",    "August",   "September", "October", "November", "December"};
inline const char* const kDayNames[] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
inline std::string padded(std::int64_t v, int width) {
  std::string s = std::to_string(v < 0 ? -v : v);
  if (static_cast<int>(s.size()) < width) s.insert(0, static_cast<std::size_t>(width - static_cast<int>(s.size())), '0');
  return v < 0 ? "-" + s : s;
}
/// The time-of-day and zone letters a LocalDate has no field for, with the JDK's field name.
inline const char* time_field_name(char c) {
  switch (c) {
    case 'H': return "HourOfDay";
    case 'h': return "ClockHourOfAmPm";
    case 'k': return "ClockHourOfDay";
    case 'K': return "HourOfAmPm";
    case 'm': return "MinuteOfHour";
    case 's': return "SecondOfMinute";
    case 'S': case 'n': return "NanoOfSecond";
    case 'a': return "AmPmOfDay";
    case 'A': return "MilliOfDay";
    case 'N': return "NanoOfDay";
    case 'B': return "DayPeriod";
    default: return nullptr;
  }
}
}  // namespace detail

/// Checks a pattern as DateTimeFormatter.ofPattern does; the IllegalArgumentException's message
/// when it is refused, else empty.
inline std::string check_pattern(std::string_view p) {
  static constexpr std::string_view kLetters = "GuyDMLdQqYwWEecFahKkHmsSAnNVzOXxZpB";
  int depth = 0;
  for (std::size_t i = 0; i < p.size();) {
    char c = p[i];
    if (c == '\'') {
      std::size_t j = i + 1;
      while (j < p.size() && !(p[j] == '\'' && (j + 1 >= p.size() || p[j + 1] != '\''))) j += p[j] == '\'' ? 2 : 1;
      if (j >= p.size()) return "Pattern ends with an incomplete string literal: " + std::string(p);
      i = j + 1;
      continue;
    }
    if (c == '[') ++depth;
    if (c == ']' && --depth < 0) return "Pattern invalid as it contains ] without previous [";
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
      std::size_t j = i;
      while (j < p.size() && p[j] == c) ++j;
      int n = static_cast<int>(j - i);
      if (kLetters.find(c) == std::string_view::npos) return std::string("Unknown pattern letter: ") + c;
      bool too_many = ((c == 'd' || c == 'H' || c == 'h' || c == 'k' || c == 'K' || c == 'm' || c == 's') && n > 2) ||
                      ((c == 'D') && n > 3) || ((c == 'M' || c == 'L' || c == 'E' || c == 'G' || c == 'Q' || c == 'q') && n > 5) ||
                      (c == 'a' && n > 1);
      if (too_many) return std::string("Too many pattern letters: ") + c;
      i = j;
      continue;
    }
    ++i;
  }
  return {};
}

/// The JDK's name of the field a date letter reads (what a LocalTime lacks).
inline const char* date_field_name(char c) {
  switch (c) {
    case 'y': return "YearOfEra";
    case 'u': return "Year";
    case 'Y': return "WeekBasedYear";
    case 'G': return "Era";
    case 'M': case 'L': return "MonthOfYear";
    case 'd': return "DayOfMonth";
    case 'D': return "DayOfYear";
    case 'E': case 'e': case 'c': return "DayOfWeek";
    case 'Q': case 'q': return "QuarterOfYear";
    case 'F': return "AlignedWeekOfMonth";
    case 'w': case 'W': return "WeekOfWeekBasedYear";
    default: return nullptr;
  }
}

/// A date and/or a time of day (nanosecond of the day) formatted by pattern p (already
/// accepted by check_pattern); a field the value lacks is UnsupportedTemporalTypeException.
inline FormatResult format_temporal(const Ymd* date, std::optional<std::int64_t> nod, std::string_view p) {
  using namespace detail;
  FormatResult r;
  std::string& out = r.text;
  const Ymd v = date ? *date : Ymd{1970, 1, 1};
  std::int64_t e = epoch_day(v);
  for (std::size_t i = 0; i < p.size();) {
    char c = p[i];
    if (c == '\'') {  // a quoted literal; '' inside or outside is one quote
      if (i + 1 < p.size() && p[i + 1] == '\'') {
        out += '\'';
        i += 2;
        continue;
      }
      std::size_t j = i + 1;
      for (; j < p.size(); ++j) {
        if (p[j] == '\'') {
          if (j + 1 < p.size() && p[j + 1] == '\'') {
            out += '\'';
            ++j;
            continue;
          }
          break;
        }
        out += p[j];
      }
      i = j + 1;
      continue;
    }
    if (c == '[' || c == ']') {  // optional sections: every field of a date is present
      ++i;
      continue;
    }
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
      out += c;
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < p.size() && p[j] == c) ++j;
    int n = static_cast<int>(j - i);
    i = j;
    if (!date && date_field_name(c)) {
      r.error = FormatError::kUnsupportedField;
      r.text = std::string("Unsupported field: ") + date_field_name(c);
      return r;
    }
    if (nod && time_field_name(c)) {
      std::int64_t t = *nod, nano = t % 1000000000, secs = t / 1000000000, h = secs / 3600;
      switch (c) {
        case 'H': out += padded(h, n); break;
        case 'k': out += padded(h == 0 ? 24 : h, n); break;
        case 'K': out += padded(h % 12, n); break;
        case 'h': out += padded(h % 12 == 0 ? 12 : h % 12, n); break;
        case 'm': out += padded(secs / 60 % 60, n); break;
        case 's': out += padded(secs % 60, n); break;
        case 'S': out += padded(nano, 9).substr(0, static_cast<std::size_t>(std::min(n, 9))) + std::string(n > 9 ? n - 9 : 0, '0'); break;
        case 'n': out += padded(nano, n); break;
        case 'a': out += h < 12 ? "AM" : "PM"; break;
        case 'A': out += padded(t / 1000000, n); break;
        case 'N': out += padded(t, n); break;
        default: out += h < 12 ? "in the morning" : h < 18 ? "in the afternoon" : h < 21 ? "in the evening" : "at night"; break;
      }
      continue;
    }
    switch (c) {
      case 'y': case 'u': case 'Y': {
        std::int64_t y = c == 'y' && v.y <= 0 ? 1 - v.y : v.y;  // year of era
        if (n == 2) out += padded(((y % 100) + 100) % 100, 2);
        else if (n == 4 && y > 9999) out += "+" + std::to_string(y);
        else out += padded(y, n == 1 ? 1 : n);
        break;
      }
      case 'G': out += n == 4 ? (v.y > 0 ? "Anno Domini" : "Before Christ") : n == 5 ? (v.y > 0 ? "A" : "B") : (v.y > 0 ? "AD" : "BC"); break;
      case 'M': case 'L':
        if (n <= 2) out += padded(v.m, n);
        else if (n == 3) out += std::string(kMonthNames[v.m - 1]).substr(0, 3);
        else if (n == 4) out += kMonthNames[v.m - 1];
        else out += kMonthNames[v.m - 1][0];
        break;
      case 'd': out += padded(v.d, n); break;
      case 'D': out += padded(day_of_year(v), n); break;
      case 'E': {
        const char* name = kDayNames[day_of_week(e) - 1];
        out += n <= 3 ? std::string(name).substr(0, 3) : n == 4 ? std::string(name) : std::string(1, name[0]);
        break;
      }
      case 'Q': case 'q': {
        int q = (v.m - 1) / 3 + 1;
        static const char* const kOrd[] = {"1st", "2nd", "3rd", "4th"};
        out += n <= 2 ? padded(q, n) : n == 3 ? "Q" + std::to_string(q) : n == 4 ? std::string(kOrd[q - 1]) + " quarter" : std::to_string(q);
        break;
      }
      case 'F': out += std::to_string((v.d - 1) / 7 + 1); break;  // aligned week of month
      default: {
        const char* f = time_field_name(c);
        r.error = FormatError::kUnsupportedField;
        r.text = std::string("Unsupported field: ") + (f ? f : c == 'V' || c == 'z' || c == 'O' || c == 'X' || c == 'x' || c == 'Z' ? "OffsetSeconds" : "WeekOfWeekBasedYear");
        return r;
      }
    }
  }
  return r;
}

inline FormatResult format_date(const Ymd& v, std::string_view p) { return format_temporal(&v, std::nullopt, p); }

/// LocalDate/LocalTime/LocalDateTime.parse(text, ofPattern(p)) with the default SMART resolver:
/// a day past the month's end is clamped to it; minutes and seconds left out are zero.
/// ok false: message is the DateTimeParseException's (index: where).
struct ParseResult {
  bool ok = false;
  Ymd date{};
  std::int64_t nod = 0;  // the time of day, when need asks for one
  std::string message;
  std::size_t index = 0;
  bool has_offset = false;  // an offset field (Z, X, x) was read: offset seconds
  std::int64_t offset = 0;
};
enum ParseNeed { kNeedDate = 1, kNeedTime = 2 };

inline ParseResult parse_date_pattern(const std::string& text, std::string_view p, int need = kNeedDate) {
  using namespace detail;
  ParseResult r;
  auto fail_at = [&](std::size_t i) {
    r.message = "Text '" + text + "' could not be parsed at index " + std::to_string(i);
    r.index = i;
    return r;
  };
  auto fail = [&](const std::string& why) {
    r.message = "Text '" + text + "' could not be parsed: " + why;
    return r;
  };
  // the pattern's items: a run of one letter (letter, count) or one literal character (0, char)
  struct Item { char letter; int count; char lit; };
  std::vector<Item> items;
  for (std::size_t i = 0; i < p.size();) {
    char c = p[i];
    if (c == '\'') {
      if (i + 1 < p.size() && p[i + 1] == '\'') { items.push_back({0, 0, '\''}); i += 2; continue; }
      std::size_t j = i + 1;
      for (; j < p.size(); ++j) {
        if (p[j] == '\'') {
          if (j + 1 < p.size() && p[j + 1] == '\'') { items.push_back({0, 0, '\''}); ++j; continue; }
          break;
        }
        items.push_back({0, 0, p[j]});
      }
      i = j + 1;
      continue;
    }
    if (c == '[' || c == ']') { ++i; continue; }
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
      std::size_t j = i;
      while (j < p.size() && p[j] == c) ++j;
      items.push_back({c, static_cast<int>(j - i), 0});
      i = j;
      continue;
    }
    items.push_back({0, 0, c});
    ++i;
  }
  auto timeletter = [](char c) { return c == 'H' || c == 'k' || c == 'K' || c == 'h' || c == 'm' || c == 's' || c == 'S' || c == 'n'; };
  auto numeric = [&](const Item& it) {
    return it.letter && ((it.count <= 2 && (it.letter == 'M' || it.letter == 'L')) || it.letter == 'd' || it.letter == 'D' ||
                         it.letter == 'y' || it.letter == 'u' || it.letter == 'Y' || timeletter(it.letter));
  };
  std::int64_t year = 0, month = 0, day = 0, doy = 0, dow = 0;
  bool has_year = false, has_month = false, has_day = false, has_doy = false;
  std::int64_t hour = -1, clock12 = -1, minute = 0, second = 0, nano = 0, ampm = -1;
  std::size_t pos = 0;
  for (std::size_t k = 0; k < items.size(); ++k) {
    const Item& it = items[k];
    if (!it.letter) {
      if (pos >= text.size() || text[pos] != it.lit) return fail_at(pos);
      ++pos;
      continue;
    }
    bool adjacent = k + 1 < items.size() && numeric(items[k + 1]);
    if (numeric(it)) {
      int lo = it.count, hi = 19;
      char c = it.letter;
      if (c == 'M' || c == 'L' || c == 'd' || c == 'H' || c == 'k' || c == 'K' || c == 'h' || c == 'm' || c == 's') hi = 2;
      if (c == 'S') hi = lo;  // a fraction of exactly that many digits
      if (c == 'D') { lo = it.count == 3 ? 3 : it.count; hi = 3; }
      if ((c == 'y' || c == 'u' || c == 'Y') && it.count == 2) hi = 2;
      if (adjacent) hi = std::max(lo, it.count);  // adjacent value parsing: a fixed width
      std::size_t start = pos;
      std::int64_t v = 0;
      while (pos < text.size() && static_cast<int>(pos - start) < hi && text[pos] >= '0' && text[pos] <= '9')
        v = v * 10 + (text[pos++] - '0');
      if (static_cast<int>(pos - start) < lo) return fail_at(start);
      if (c == 'y' || c == 'u' || c == 'Y') { year = it.count == 2 ? 2000 + v : v; has_year = true; }
      else if (c == 'M' || c == 'L') { month = v; has_month = true; }
      else if (c == 'd') { day = v; has_day = true; }
      else if (c == 'D') { doy = v; has_doy = true; }
      else if (c == 'H') hour = v;
      else if (c == 'k') hour = v == 24 ? 0 : v;
      else if (c == 'K') clock12 = v;
      else if (c == 'h') clock12 = v % 12;
      else if (c == 'm') minute = v;
      else if (c == 's') second = v;
      else if (c == 'n') nano = v;
      else {  // S: the digits are the fraction's leading ones
        nano = v;
        for (int q = it.count; q < 9; ++q) nano *= 10;
      }
      continue;
    }
    auto match_names = [&](const char* const* names, int n, bool full) -> int {
      for (int i = 0; i < n; ++i) {
        std::string name = full ? names[i] : std::string(names[i]).substr(0, 3);
        if (text.compare(pos, name.size(), name) == 0) { pos += name.size(); return i + 1; }
      }
      return 0;
    };
    if (it.letter == 'M' || it.letter == 'L') {
      int m = it.count <= 4 ? match_names(kMonthNames, 12, it.count == 4) : 0;
      if (!m) return fail_at(pos);
      month = m;
      has_month = true;
    } else if (it.letter == 'a') {
      if (text.compare(pos, 2, "AM") == 0) ampm = 0;
      else if (text.compare(pos, 2, "PM") == 0) ampm = 1;
      else return fail_at(pos);
      pos += 2;
    } else if (it.letter == 'E') {
      int d = it.count <= 4 ? match_names(kDayNames, 7, it.count == 4) : 0;
      if (!d) return fail_at(pos);
      dow = d;
    } else if (it.letter == 'Z' || it.letter == 'X' || it.letter == 'x') {
      // an offset: Z..ZZZ +HHMM, ZZZZZ/XXX/xxx +HH:MM, X/x +HH[MM], XX/xx +HHMM; X and ZZZZZ read "Z" as zero
      if ((it.letter == 'X' || (it.letter == 'Z' && it.count == 5)) && pos < text.size() && text[pos] == 'Z') {
        ++pos;
        r.has_offset = true;
        r.offset = 0;
        continue;
      }
      if (it.letter == 'Z' && it.count == 4) return fail_at(pos);  // (localized GMT+h:mm is not read)
      std::size_t st = pos;
      if (pos >= text.size() || (text[pos] != '+' && text[pos] != '-')) return fail_at(st);
      std::int64_t sign = text[pos++] == '-' ? -1 : 1, hh = 0, mm = 0;
      auto two = [&](std::int64_t& v) {
        if (pos + 2 > text.size() || !std::isdigit(static_cast<unsigned char>(text[pos])) || !std::isdigit(static_cast<unsigned char>(text[pos + 1])))
          return false;
        v = (text[pos] - '0') * 10 + (text[pos + 1] - '0');
        pos += 2;
        return true;
      };
      bool colon = (it.letter == 'Z' && it.count == 5) || (it.letter != 'Z' && it.count >= 3);
      bool minutes_optional = it.letter != 'Z' && it.count == 1;
      if (!two(hh)) return fail_at(st);
      if (!minutes_optional || (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])))) {
        if (colon && (pos >= text.size() || text[pos++] != ':')) return fail_at(st);
        if (!two(mm)) return fail_at(st);
      }
      if (hh > 18 || mm > 59) return fail_at(st);
      r.has_offset = true;
      r.offset = sign * (hh * 3600 + mm * 60);
    } else {
      return fail_at(pos);  // (a field this parser does not read)
    }
  }
  if (pos < text.size()) {
    r.message = "Text '" + text + "' could not be parsed, unparsed text found at index " + std::to_string(pos);
    r.index = pos;
    return r;
  }
  if (has_month && (month < 1 || month > 12))
    return fail("Invalid value for MonthOfYear (valid values 1 - 12): " + std::to_string(month));
  if (has_day && (day < 1 || day > 31))
    return fail("Invalid value for DayOfMonth (valid values 1 - 28/31): " + std::to_string(day));
  if (has_doy && (doy < 1 || doy > 366))
    return fail("Invalid value for DayOfYear (valid values 1 - 365/366): " + std::to_string(doy));
  if (hour < 0 && clock12 >= 0 && ampm >= 0) hour = clock12 + 12 * ampm;
  if (need & kNeedTime) {
    if (hour < 0) return fail("Unable to obtain LocalTime from TemporalAccessor");
    if (std::string e = time_range_error(hour, minute, second, nano); !e.empty()) return fail(e);
    r.nod = ((hour * 60 + minute) * 60 + second) * 1000000000LL + nano;
    if (!(need & kNeedDate)) {
      r.ok = true;
      return r;
    }
  }
  if (!has_year || !((has_month && has_day) || has_doy))
    return fail(need & kNeedTime ? "Unable to obtain LocalDateTime from TemporalAccessor" : "Unable to obtain LocalDate from TemporalAccessor");
  Ymd v{};
  if (has_month && has_day) {
    v = {year, static_cast<int>(month), static_cast<int>(std::min<std::int64_t>(day, month_length(year, static_cast<int>(month))))};
  } else {
    v = civil(epoch_day({year, 1, 1}) + std::min<std::int64_t>(doy, is_leap(year) ? 366 : 365) - 1);
  }
  if (dow && dow != day_of_week(epoch_day(v)))
    return fail("Conflict found: Field DayOfWeek " + std::to_string(day_of_week(epoch_day(v))) + " differs from DayOfWeek " +
                std::to_string(dow) + " derived from " + date_str(v));
  r.ok = true;
  r.date = v;
  return r;
}

}  // namespace reddragon::vm::java_time
