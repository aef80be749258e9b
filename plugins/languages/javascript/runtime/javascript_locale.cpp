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

namespace {

struct DateNames {
  const char* months[12];        // long
  const char* short_months[12];  // abbreviated, as in a date
  const char* days[7];           // long
  const char* short_days[7];     // abbreviated, as in a date
};
const DateNames kDeNames{{"Januar", "Februar", "M\u00e4rz", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
                          "November", "Dezember"},
                         {"Jan.", "Feb.", "M\u00e4rz", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."},
                         {"Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"},
                         {"So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."}};
const DateNames kFrNames{{"janvier", "f\u00e9vrier", "mars", "avril", "mai", "juin", "juillet", "ao\u00fbt", "septembre",
                          "octobre", "novembre", "d\u00e9cembre"},
                         {"janv.", "f\u00e9vr.", "mars", "avr.", "mai", "juin", "juil.", "ao\u00fbt", "sept.", "oct.", "nov.",
                          "d\u00e9c."},
                         {"dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"},
                         {"dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."}};
const DateNames kEsNames{{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
                          "noviembre", "diciembre"},
                         {"ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"},
                         {"domingo", "lunes", "martes", "mi\u00e9rcoles", "jueves", "viernes", "s\u00e1bado"},
                         {"dom", "lun", "mar", "mi\u00e9", "jue", "vie", "s\u00e1b"}};
const DateNames kEnNames{{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                          "November", "December"},
                         {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"},
                         {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"},
                         {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"}};
const char* const kJaDays[] = {"\u65e5", "\u6708", "\u706b", "\u6c34", "\u6728", "\u91d1", "\u571f"};

std::string num(int v, const std::string& form) {
  std::string s = std::to_string(v);
  return form == "2-digit" && s.size() < 2 ? "0" + s : s;
}
std::string year_of(int y, const std::string& form) {
  return form == "2-digit" ? num(((y % 100) + 100) % 100, "2-digit") : std::to_string(y);
}

/// The date part (r's date components; at least one is set).
std::string date_text(Locale l, const DateParts& f, const DateRequest& r) {
  const bool text_month = r.month == "long" || r.month == "short" || r.month == "narrow";
  const bool long_month = r.month == "long";
  const std::string& Y = r.year;
  const std::string& D = r.day;
  if (l == Locale::Ja) {
    std::string out;
    const bool numeric = !r.month.empty() && !text_month;
    if (!numeric) {
      if (!Y.empty()) out += year_of(f.year, Y) + "\u5e74";
      if (!r.month.empty()) out += num(f.month + 1, r.month == "2-digit" ? "2-digit" : "numeric") + "\u6708";
      if (!D.empty()) out += num(f.day, D) + "\u65e5";
      if (r.weekday == "long") out += std::string(kJaDays[f.weekday]) + "\u66dc\u65e5";
      else if (!r.weekday.empty()) out += out.empty() ? kJaDays[f.weekday] : "(" + std::string(kJaDays[f.weekday]) + ")";
      return out;
    }
    std::string sep;
    if (!Y.empty()) out += year_of(f.year, Y), sep = "/";
    if (!r.month.empty()) out += sep + num(f.month + 1, r.month), sep = "/";
    if (!D.empty()) out += sep + num(f.day, D);
    if (!r.weekday.empty()) out += "(" + std::string(kJaDays[f.weekday]) + ")";  // 2024/3/5(火)
    return out;
  }
  const DateNames& n = l == Locale::De ? kDeNames : l == Locale::Fr ? kFrNames : l == Locale::Es ? kEsNames : kEnNames;
  // German's stand-alone abbreviations (a month or weekday alone) have no period
  static const char* const kDeAloneMonths[] = {"Jan", "Feb", "M\u00e4r", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"};
  static const char* const kDeAloneDays[] = {"So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"};
  const bool alone = r.month.empty() + D.empty() + Y.empty() + r.weekday.empty() == 3;
  std::string wd = r.weekday == "long" ? n.days[f.weekday] : r.weekday.empty() ? "" : n.short_days[f.weekday];
  if (alone && l == Locale::De && (r.weekday == "short" || r.weekday == "narrow")) wd = kDeAloneDays[f.weekday];
  if (!text_month) {
    if (r.month.empty() && D.empty() && Y.empty()) return wd;
    // numeric: de 5.1.2024, fr/en-GB 05/01/2024, en-IN/es 5/1/2024
    // a day and month, or a month and year, alone: fr, en-GB and en-IN pad both (05/03, 03/2024)
    const bool pair = Y.empty() || D.empty();
    const bool pad = l == Locale::Fr || l == Locale::EnGB || (pair && l == Locale::EnIN);
    const std::string md = pad ? "2-digit" : "numeric";
    std::string dd = D.empty() ? "" : num(f.day, D == "2-digit" ? D : md);
    std::string mm = r.month.empty() ? "" : num(f.month + 1, r.month == "2-digit" ? r.month : md);
    const char* sep = l == Locale::De && !D.empty() ? "." : "/";  // (de: 3/2024)
    std::string out;
    if (!dd.empty()) out = dd;
    if (!mm.empty()) out += (out.empty() ? "" : sep) + mm;
    if (!Y.empty()) out += (out.empty() ? "" : sep) + year_of(f.year, Y);
    else if (l == Locale::De && !out.empty()) out += ".";  // 23.11.
    if (!wd.empty()) out = wd + (l == Locale::Fr ? " " : ", ") + out;
    return out;
  }
  const std::string mon = long_month                   ? n.months[f.month]
                          : alone && l == Locale::De ? kDeAloneMonths[f.month]
                                                     : n.short_months[f.month];
  std::string out;
  if (l == Locale::Es && (long_month || r.weekday == "long")) {  // 5 de enero de 2024, martes, 5 de mar de 2024
    if (!D.empty()) out = num(f.day, D) + " de ";
    out += mon;
    if (!Y.empty()) out += " de " + year_of(f.year, Y);
  } else {
    if (!D.empty()) out = num(f.day, D) + (l == Locale::De ? ". " : " ");
    out += mon;
    if (!Y.empty()) out += (l == Locale::EnIN && r.weekday == "short" && !long_month ? ", " : " ") + year_of(f.year, Y);
  }
  if (!wd.empty()) out = wd + (l == Locale::Fr ? " " : ", ") + out;
  return out;
}

std::string time_text(Locale l, const DateParts& f, const DateRequest& r) {
  const bool h12 = r.hour12 == 1 || (r.hour12 == -1 && l == Locale::EnIN);
  std::string out;
  if (!r.hour.empty()) {
    if (h12) {
      const int h = f.hours % 12 == 0 ? 12 : f.hours % 12;
      out = num(h, r.hour);
    } else {
      // de, fr, en-GB and en-IN pad a 24-hour hour to two digits; ja and es do not
      const bool pad = r.hour == "2-digit" || l == Locale::De || l == Locale::Fr || l == Locale::EnGB || l == Locale::EnIN;
      out = num(f.hours, pad ? "2-digit" : "numeric");
    }
  }
  if (!r.minute.empty()) out += (out.empty() ? num(f.minutes, r.minute) : ":" + num(f.minutes, "2-digit"));
  if (!r.second.empty()) out += (out.empty() ? num(f.seconds, r.second) : ":" + num(f.seconds, "2-digit"));
  if (h12 && !r.hour.empty()) {
    const bool pm = f.hours >= 12;
    switch (l) {
      case Locale::EnGB: case Locale::EnIN: out += pm ? " pm" : " am"; break;
      case Locale::Es: out += pm ? " p. m." : " a. m."; break;
      case Locale::Ja: out = (pm ? "\u5348\u5f8c" : "\u5348\u524d") + out; break;
      default: out += pm ? " PM" : " AM"; break;
    }
  }
  return out;
}

}  // namespace

std::string locale_date(Locale l, const DateParts& f, const DateRequest& r0) {
  DateRequest r = r0;
  std::string d, t;
  if (!r.date_style.empty() || !r.time_style.empty()) {
    DateRequest dr;
    const std::string& s = r.date_style;
    if (s == "full" || s == "long") {
      dr.year = dr.day = "numeric";
      dr.month = "long";
      if (s == "full") dr.weekday = "long";
    } else if (s == "medium") {
      dr.year = dr.day = "numeric";
      dr.month = l == Locale::De || l == Locale::Ja ? "2-digit" : "short";
      if (l == Locale::De || l == Locale::Ja) dr.day = "2-digit";
    } else if (s == "short") {
      const bool two_year = l != Locale::Fr && l != Locale::EnGB && l != Locale::Ja;
      dr.year = two_year ? "2-digit" : "numeric";
      dr.month = dr.day = l == Locale::Es ? "numeric" : "2-digit";
    }
    if (!s.empty()) d = date_text(l, f, dr);
    if (!r.time_style.empty()) {
      DateRequest tr;
      tr.hour = "numeric";
      tr.minute = "2-digit";
      if (r.time_style != "short") tr.second = "2-digit";
      tr.hour12 = r.hour12;
      t = time_text(l, f, tr);
      if (r.time_style == "long" || r.time_style == "full") t += " UTC";
    }
    if (d.empty() || t.empty()) return d + t;
    const bool wordy = s == "full" || s == "long";
    return d + (wordy ? (l == Locale::De ? " um " : l == Locale::Fr ? " \u00e0 " : l == Locale::Es ? " a las " : l == Locale::Ja ? " " : " at ")
                      : (l == Locale::Fr || l == Locale::Ja ? " " : ", ")) + t;
  }
  if (!r.weekday.empty() || !r.year.empty() || !r.month.empty() || !r.day.empty()) d = date_text(l, f, r);
  if (!r.hour.empty() || !r.minute.empty() || !r.second.empty()) t = time_text(l, f, r);
  if (d.empty() || t.empty()) return d + t;
  const bool wordy = r.month == "long";
  return d + (wordy ? (l == Locale::De ? " um " : l == Locale::Fr ? " \u00e0 " : l == Locale::Es ? " a las " : l == Locale::Ja ? " " : " at ")
                    : (l == Locale::Fr || l == Locale::Ja ? " " : ", ")) + t;
}

}  // namespace reddragon::vm::js
