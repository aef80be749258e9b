// javascript_date.cpp - Date's calendar (proleptic Gregorian, days from the
// civil-date algorithms) and its text forms.
#include "javascript_date.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace reddragon::vm::js {
namespace {
constexpr double kMsPerDay = 86400000.0;
const char* const kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
const char* const kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

/// Days from 1970-01-01 to y-m-d (m 1-12).
double days_from_civil(double y, double m, double d) {
  y -= m <= 2;
  double era = std::floor(y / 400);
  double yoe = y - era * 400;
  double mp = std::fmod(m + 9, 12);
  double doy = std::floor((153 * mp + 2) / 5) + d - 1;
  double doe = yoe * 365 + std::floor(yoe / 4) - std::floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}
void civil_from_days(double z, double& y, double& m, double& d) {
  z += 719468;
  double era = std::floor(z / 146097);
  double doe = z - era * 146097;
  double yoe = std::floor((doe - std::floor(doe / 1460) + std::floor(doe / 36524) - std::floor(doe / 146096)) / 365);
  y = yoe + era * 400;
  double doy = doe - (365 * yoe + std::floor(yoe / 4) - std::floor(yoe / 100));
  double mp = std::floor((5 * doy + 2) / 153);
  d = doy - std::floor((153 * mp + 2) / 5) + 1;
  m = mp < 10 ? mp + 3 : mp - 9;
  y += m <= 2;
}
std::string two(double v) {
  char b[16];
  std::snprintf(b, sizeof b, "%02d", static_cast<int>(v));
  return b;
}
std::string year_text(double y) {
  char b[32];
  if (y >= 0 && y <= 9999) std::snprintf(b, sizeof b, "%04d", static_cast<int>(y));
  else std::snprintf(b, sizeof b, "%s%06d", y < 0 ? "-" : "+", static_cast<int>(std::fabs(y)));
  return b;
}
std::string plain_year(double y) {
  char b[32];
  std::snprintf(b, sizeof b, y < 0 ? "-%06d" : "%04d", static_cast<int>(std::fabs(y)));
  return b;
}
}  // namespace

double make_date(double y, double m, double d, double h, double min, double s, double ms) {
  for (double v : {y, m, d, h, min, s, ms})
    if (!std::isfinite(v)) return std::numeric_limits<double>::quiet_NaN();
  y = std::trunc(y), m = std::trunc(m), d = std::trunc(d);
  double ym = y + std::floor(m / 12), mn = m - std::floor(m / 12) * 12;
  if (std::fabs(ym) > 400000) return std::numeric_limits<double>::quiet_NaN();
  double day = days_from_civil(ym, mn + 1, 1) + d - 1;
  double t = day * kMsPerDay + std::trunc(h) * 3600000.0 + std::trunc(min) * 60000.0 + std::trunc(s) * 1000.0 + std::trunc(ms);
  if (std::fabs(t) > 8.64e15) return std::numeric_limits<double>::quiet_NaN();
  return t + 0.0;  // -0 becomes +0
}

DateFields date_fields(double t) {
  double day = std::floor(t / kMsPerDay), in_day = t - day * kMsPerDay;
  DateFields f{};
  civil_from_days(day, f.year, f.month, f.day);
  f.month -= 1;
  f.hours = std::floor(in_day / 3600000.0);
  f.minutes = std::floor(std::fmod(in_day, 3600000.0) / 60000.0);
  f.seconds = std::floor(std::fmod(in_day, 60000.0) / 1000.0);
  f.ms = std::fmod(in_day, 1000.0);
  f.weekday = std::fmod(std::fmod(day + 4, 7) + 7, 7);
  return f;
}

double parse_date(std::string_view s) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  std::size_t i = 0;
  auto digits = [&](int n, double& out) {
    if (i + static_cast<std::size_t>(n) > s.size()) return false;
    double v = 0;
    for (int k = 0; k < n; ++k) {
      char c = s[i + static_cast<std::size_t>(k)];
      if (c < '0' || c > '9') return false;
      v = v * 10 + (c - '0');
    }
    i += static_cast<std::size_t>(n);
    out = v;
    return true;
  };
  double y = 0, mo = 1, d = 1, h = 0, mi = 0, sec = 0, ms = 0;
  int sign = 1;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
    sign = s[i] == '-' ? -1 : 1;
    ++i;
    if (!digits(6, y)) return nan;
  } else if (!digits(4, y)) {
    // the toUTCString form: "Sat, 29 Feb 2020 00:00:00 GMT", or toString's "Sat Feb 29 2020 ..."
    char wd[8] = {}, mon[8] = {};
    int dd = 0, yy = 0, hh = 0, mm = 0, ss = 0;
    std::string text(s);
    bool utc = std::sscanf(text.c_str(), "%3s, %d %3s %d %d:%d:%d", wd, &dd, mon, &yy, &hh, &mm, &ss) >= 4;
    if (!utc && std::sscanf(text.c_str(), "%3s %3s %d %d %d:%d:%d", wd, mon, &dd, &yy, &hh, &mm, &ss) < 4) return nan;
    for (int k = 0; k < 12; ++k)
      if (std::string_view(mon) == kMonths[k]) return make_date(yy, k, dd, hh, mm, ss, 0);
    return nan;
  }
  y *= sign;
  bool ok = true;
  if (i < s.size() && s[i] == '-') {
    ++i;
    ok = digits(2, mo);
    if (ok && i < s.size() && s[i] == '-') {
      ++i;
      ok = digits(2, d);
    }
  }
  if (!ok) return nan;
  double offset = 0;
  if (i < s.size() && (s[i] == 'T' || s[i] == ' ')) {
    ++i;
    if (!digits(2, h) || i >= s.size() || s[i++] != ':' || !digits(2, mi)) return nan;
    if (i < s.size() && s[i] == ':') {
      ++i;
      if (!digits(2, sec)) return nan;
      if (i < s.size() && s[i] == '.') {
        ++i;
        std::size_t start = i;
        double frac = 0, scale = 100;
        while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
          frac += (s[i] - '0') * scale;
          scale /= 10;
          ++i;
        }
        if (i == start) return nan;
        ms = std::floor(frac);
      }
    }
    if (i < s.size() && s[i] == 'Z') {
      ++i;
    } else if (i < s.size() && (s[i] == '+' || s[i] == '-')) {
      int osign = s[i++] == '-' ? -1 : 1;
      double oh = 0, om = 0;
      if (!digits(2, oh) || i >= s.size() || s[i++] != ':' || !digits(2, om)) return nan;
      offset = osign * (oh * 60 + om) * 60000.0;
    }
  }
  if (i != s.size() || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || sec > 59) return nan;
  return make_date(y, mo - 1, d, h, mi, sec, ms) - offset;
}

std::string date_iso(double t) {
  DateFields f = date_fields(t);
  char b[64];
  std::snprintf(b, sizeof b, "-%02d-%02dT%02d:%02d:%02d.%03dZ", static_cast<int>(f.month) + 1, static_cast<int>(f.day),
                static_cast<int>(f.hours), static_cast<int>(f.minutes), static_cast<int>(f.seconds), static_cast<int>(f.ms));
  return year_text(f.year) + b;
}
std::string date_date_string(double t) {
  DateFields f = date_fields(t);
  return std::string(kDays[static_cast<int>(f.weekday)]) + " " + kMonths[static_cast<int>(f.month)] + " " + two(f.day) + " " +
         plain_year(f.year);
}
std::string date_time_string(double t) {
  DateFields f = date_fields(t);
  return two(f.hours) + ":" + two(f.minutes) + ":" + two(f.seconds) + " GMT+0000 (Coordinated Universal Time)";
}
std::string date_string(double t) { return date_date_string(t) + " " + date_time_string(t); }
std::string date_utc_string(double t) {
  DateFields f = date_fields(t);
  return std::string(kDays[static_cast<int>(f.weekday)]) + ", " + two(f.day) + " " + kMonths[static_cast<int>(f.month)] + " " +
         plain_year(f.year) + " " + two(f.hours) + ":" + two(f.minutes) + ":" + two(f.seconds) + " GMT";
}
std::string date_locale(double t, bool date, bool time) {
  DateFields f = date_fields(t);
  std::string out;
  if (date)
    out = std::to_string(static_cast<int>(f.month) + 1) + "/" + std::to_string(static_cast<int>(f.day)) + "/" +
          std::to_string(static_cast<long long>(f.year));
  if (time) {
    int h12 = static_cast<int>(f.hours) % 12;
    out += (date ? ", " : "") + std::to_string(h12 == 0 ? 12 : h12) + ":" + two(f.minutes) + ":" + two(f.seconds) +
           (f.hours < 12 ? " AM" : " PM");
  }
  return out;
}

std::string date_locale(double t, bool date, bool time, const LocaleOptions& o0) {
  static const char* const kLongDays[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
  static const char* const kLongMonths[] = {"January", "February", "March",     "April",   "May",      "June",
                                            "July",    "August",   "September", "October", "November", "December"};
  DateFields f = date_fields(t);
  LocaleOptions o = o0;
  const int wd = static_cast<int>(f.weekday), mo = static_cast<int>(f.month);
  auto year = [&](const std::string& form) {
    std::string y = std::to_string(static_cast<long long>(f.year));
    return form == "2-digit" ? two(static_cast<double>(static_cast<long long>(f.year) % 100)) : y;
  };
  if (!o.date_style.empty() || !o.time_style.empty()) {
    std::string d, tm;
    if (o.date_style == "full" || o.date_style == "long")
      d = (o.date_style == "full" ? std::string(kLongDays[wd]) + ", " : "") + kLongMonths[mo] + " " +
          std::to_string(static_cast<int>(f.day)) + ", " + year("numeric");
    else if (o.date_style == "medium")
      d = std::string(kMonths[mo]) + " " + std::to_string(static_cast<int>(f.day)) + ", " + year("numeric");
    else if (o.date_style == "short")
      d = std::to_string(mo + 1) + "/" + std::to_string(static_cast<int>(f.day)) + "/" + year("2-digit");
    if (!o.time_style.empty()) {
      LocaleOptions to;
      to.hour = "numeric";
      to.minute = "2-digit";
      if (o.time_style != "short") to.second = "2-digit";
      to.hour12 = o.hour12;
      tm = date_locale(t, false, true, to);
      if (o.time_style == "long") tm += " UTC";
      if (o.time_style == "full") tm += " Coordinated Universal Time";
    }
    if (d.empty() || tm.empty()) return d + tm;
    return d + (o.date_style == "full" || o.date_style == "long" ? " at " : ", ") + tm;
  }
  const bool any_date = !o.weekday.empty() || !o.year.empty() || !o.month.empty() || !o.day.empty();
  const bool any_time = !o.hour.empty() || !o.minute.empty() || !o.second.empty();
  if (!any_date && !any_time) {
    if (date) o.year = o.month = o.day = "numeric";
    if (time) o.hour = o.minute = o.second = "numeric";
  }
  auto num = [](double v, const std::string& form) {
    return form == "2-digit" ? two(v) : std::to_string(static_cast<long long>(v));
  };
  std::string weekday = o.weekday == "long"    ? kLongDays[wd]
                        : o.weekday == "short" ? kDays[wd]
                        : o.weekday.empty()    ? ""
                                               : std::string(1, kLongDays[wd][0]);
  std::string d;
  const bool text_month = o.month == "long" || o.month == "short" || o.month == "narrow";
  if (text_month) {
    d = o.month == "long" ? kLongMonths[mo] : o.month == "short" ? kMonths[mo] : std::string(1, kLongMonths[mo][0]);
    if (!o.day.empty()) d += " " + num(f.day, o.day);
    if (!o.year.empty()) d += (o.day.empty() ? " " : ", ") + year(o.year);
  } else if (!o.month.empty()) {
    d = num(mo + 1, o.month);
    if (!o.day.empty()) d += "/" + num(f.day, o.day);
    if (!o.year.empty()) d += "/" + year(o.year);
  } else {
    if (!o.day.empty()) d = num(f.day, o.day);
    if (!o.year.empty()) d += (d.empty() ? "" : " ") + year(o.year);
  }
  if (!weekday.empty()) d = d.empty() ? weekday : weekday + ", " + d;
  std::string tm;
  if (!o.hour.empty() || !o.minute.empty() || !o.second.empty()) {
    const bool h12 = o.hour12 != 0;
    const int h = static_cast<int>(f.hours);
    if (!o.hour.empty()) {
      if (h12) tm = num(h % 12 == 0 ? 12 : h % 12, o.hour);
      else tm = two(h == 0 ? 24 : h);  // en-US with hour12: false is ICU's h24 (midnight is 24)
    }
    if (!o.minute.empty()) tm += (tm.empty() ? "" : ":") + (o.hour.empty() ? num(f.minutes, o.minute) : two(f.minutes));
    if (!o.second.empty()) tm += (tm.empty() ? "" : ":") + (o.minute.empty() && o.hour.empty() ? num(f.seconds, o.second) : two(f.seconds));
    if (h12 && !o.hour.empty()) tm += h < 12 ? " AM" : " PM";
  }
  if (d.empty() || tm.empty()) return d + tm;
  return d + (o.month == "long" ? " at " : ", ") + tm;
}

}  // namespace reddragon::vm::js
