// javascript_date.hpp - the calendar arithmetic and text forms of Date
// (ECMA-262 21.4), time values in milliseconds since the epoch, UTC. The
// VM's local time zone is UTC, so the local and UTC forms agree.
#pragma once

#include <string>
#include <string_view>

namespace reddragon::vm::js {

/// The fields of a time value (month 0-11, weekday 0 = Sunday).
struct DateFields {
  double year, month, day, hours, minutes, seconds, ms, weekday;
};
/// MakeDate(MakeDay(y, m, d), MakeTime(h, min, s, ms)), clipped: NaN when
/// a field is not finite or the result is beyond ±8.64e15.
double make_date(double y, double m, double d, double h, double min, double s, double ms);
DateFields date_fields(double t);
/// Date.parse: the ISO format (date-only forms are UTC, as are date-times
/// without an offset here) and the toString/toUTCString forms; NaN otherwise.
double parse_date(std::string_view s);
std::string date_iso(double t);         // 2020-02-29T00:00:00.000Z
std::string date_string(double t);      // Sat Feb 29 2020 00:00:00 GMT+0000 (Coordinated Universal Time)
std::string date_date_string(double t); // Sat Feb 29 2020
std::string date_time_string(double t); // 00:00:00 GMT+0000 (Coordinated Universal Time)
std::string date_utc_string(double t);  // Sat, 29 Feb 2020 00:00:00 GMT
std::string date_locale(double t, bool date, bool time);  // en-US: 2/29/2020, 1:05:00 PM
/// Intl.DateTimeFormat options of toLocale*String (values as written; empty: absent).
struct LocaleOptions {
  std::string weekday, year, month, day, hour, minute, second, date_style, time_style;
  int hour12 = -1;  ///< -1: the locale's (12-hour), 0: false, 1: true
};
/// en-US text of the requested components, as ICU's en-US patterns give them
/// (`Monday, May 6, 2024`, `05/06/2024`, `May 6, 2024 at 9 AM`); `date`,
/// `time`: the defaults when no component is requested.
std::string date_locale(double t, bool date, bool time, const LocaleOptions& o);

}  // namespace reddragon::vm::js
