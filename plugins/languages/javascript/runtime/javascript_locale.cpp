// javascript_locale.cpp - number symbols, currency symbols and grouping of
// the locales besides en-US (javascript_locale.hpp), from node 20's output.
#include "javascript_locale.hpp"

#include <cctype>

namespace reddragon::vm::js {

Locale locale_of(std::string_view tag) {
  std::string t;
  for (char c : tag) t += c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  auto is = [&](std::string_view lang, std::string_view full) { return t == lang || t == full; };
  if (is("de", "de-de")) return Locale::De;
  if (is("fr", "fr-fr")) return Locale::Fr;
  if (is("es", "es-es")) return Locale::Es;
  if (is("ja", "ja-jp")) return Locale::Ja;
  if (t == "en-gb") return Locale::EnGB;
  if (t == "en-in") return Locale::EnIN;
  return Locale::EnUS;
}

const NumberSymbols& number_symbols(Locale l) {
  static const NumberSymbols kEn{",", ".", false, false, false, "%"};
  static const NumberSymbols kIn{",", ".", true, false, false, "%"};
  static const NumberSymbols kDe{".", ",", false, false, true, "\u00a0%"};
  static const NumberSymbols kFr{"\u202f", ",", false, false, true, "\u00a0%"};
  static const NumberSymbols kEs{".", ",", false, true, true, "\u00a0%"};
  switch (l) {
    case Locale::EnIN: return kIn;
    case Locale::De: return kDe;
    case Locale::Fr: return kFr;
    case Locale::Es: return kEs;
    default: return kEn;
  }
}

std::string currency_symbol(Locale l, const std::string& c) {
  switch (l) {
    case Locale::De:
      if (c == "USD") return "$";
      if (c == "AUD") return "AU$";
      break;
    case Locale::Fr:
      if (c == "USD") return "$US";
      if (c == "GBP") return "\u00a3GB";
      if (c == "CAD") return "$CA";
      if (c == "AUD") return "$AU";
      if (c == "JPY" || c == "CNY") return c;
      break;
    case Locale::Es:
      if (c == "USD") return "US$";
      if (c == "EUR") return "\u20ac";
      return c;
    case Locale::EnGB:
      if (c == "USD") return "US$";
      if (c == "JPY") return "JP\u00a5";
      break;
    case Locale::EnIN:
      if (c == "JPY") return "JP\u00a5";
      break;
    case Locale::Ja:
      if (c == "JPY") return "\uffe5";
      if (c == "CNY") return "\u5143";
      break;
    case Locale::EnUS: break;
  }
  if (c == "USD") return "$";
  if (c == "EUR") return "\u20ac";
  if (c == "GBP") return "\u00a3";
  if (c == "JPY") return "\u00a5";
  if (c == "INR") return "\u20b9";
  if (c == "CAD") return "CA$";
  if (c == "AUD") return "A$";
  if (c == "CNY") return "CN\u00a5";
  return c;
}

std::string group_digits(Locale l, const std::string& ip) {
  const NumberSymbols& s = number_symbols(l);
  const std::size_t n = ip.size();
  if (n <= 3 || (s.min_two && n <= 4)) return ip;
  std::string out;
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t left = n - i;  // digits from here to the end
    const bool mark = i > 0 && (s.indian ? left == 3 || (left > 3 && (left - 3) % 2 == 0) : left % 3 == 0);
    if (mark) out += s.group;
    out += ip[i];
  }
  return out;
}

}  // namespace reddragon::vm::js
