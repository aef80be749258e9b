// javascript_locale.hpp - the locales Intl and toLocaleString know besides
// en-US, as node 20's ICU (CLDR 44) formats numbers and dates in them.
#pragma once

#include <string>
#include <string_view>

namespace reddragon::vm::js {

/// A supported locale; any other tag formats as en-US (node's default).
enum class Locale : unsigned char { EnUS, EnGB, EnIN, De, Fr, Es, Ja };

/// The locale of a BCP 47 tag ("de", "de-DE", "en-GB"; case-insensitive).
Locale locale_of(std::string_view tag);

/// How a locale writes numbers.
struct NumberSymbols {
  const char* group;        ///< "," "." or U+202F (fr)
  const char* decimal;      ///< "." or ","
  bool indian = false;      ///< en-IN: 12,34,567 (groups of two above the thousands)
  bool min_two = false;     ///< es: a four-digit integer is not grouped (1234, 12.345)
  bool symbol_after = false;  ///< "1.234,50 €" (with U+00A0 before the symbol)
  const char* percent;      ///< "%" or U+00A0 "%"
};
const NumberSymbols& number_symbols(Locale l);

/// The currency's symbol as the locale shows it (style currency,
/// currencyDisplay symbol); its code when the locale has no symbol for it.
std::string currency_symbol(Locale l, const std::string& code);

/// `ip` (integer digits) grouped as the locale groups them.
std::string group_digits(Locale l, const std::string& ip);

/// toLocaleDateString / toLocaleTimeString / toLocaleString in a locale
/// other than en-US (UTC), as node 20 writes them: numeric dates (5.1.2024,
/// 05/01/2024, 2024/1/5), text months with day, year and weekday, the
/// dateStyle forms, 24-hour (or the locale's 12-hour) times. The fields
/// are the date's; each component argument is its option as written ("" when
/// absent), with the defaults already applied.
struct DateParts {
  int year, month, day, weekday, hours, minutes, seconds;  // month 0-11, weekday 0 = Sunday
};
struct DateRequest {
  std::string weekday, year, month, day, hour, minute, second, date_style, time_style;
  int hour12 = -1;
};
std::string locale_date(Locale l, const DateParts& f, const DateRequest& r);

}  // namespace reddragon::vm::js
