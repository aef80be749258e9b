// c_wide.cpp - <wchar.h> and <wctype.h> in the C locale. A wide string is
// held as the same list of character codes a narrow one is (wchar_t is an
// int; L"..." literals give their characters), so most wide functions are
// their narrow counterparts, and mbstowcs/wcstombs copy characters one for
// one (the C locale's multibyte characters are its single bytes).
#include <array>
#include <string>
#include <utility>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

std::string_view narrow_of(std::string_view wide) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 39> kAliases{{
      {"wprintf", "printf"},     {"fwprintf", "fprintf"},   {"swprintf", "snprintf"}, {"vwprintf", "vprintf"},
      {"vfwprintf", "vfprintf"}, {"vswprintf", "vsnprintf"}, {"wcslen", "strlen"},   {"wcscpy", "strcpy"},
      {"wcsncpy", "strncpy"},    {"wcscat", "strcat"},      {"wcsncat", "strncat"},   {"wcscmp", "strcmp"},
      {"wcsncmp", "strncmp"},    {"wcschr", "strchr"},      {"wcsrchr", "strrchr"},   {"wcsstr", "strstr"},
      {"wcstol", "strtol"},      {"wcstoul", "strtoul"},    {"wcstoll", "strtoll"},   {"wcstoull", "strtoull"},
      {"wcstod", "strtod"},      {"wcscoll", "strcmp"},     {"wcsspn", "strspn"},     {"wcscspn", "strcspn"},
      {"wcspbrk", "strpbrk"},    {"putwchar", "putchar"},   {"fputws", "fputs"},      {"fputwc", "fputc"},
      {"putwc", "fputc"},        {"iswalpha", "isalpha"},   {"iswdigit", "isdigit"},  {"iswalnum", "isalnum"},
      {"iswspace", "isspace"},   {"iswupper", "isupper"},   {"iswlower", "islower"},  {"iswpunct", "ispunct"},
      {"iswxdigit", "isxdigit"}, {"towlower", "tolower"},   {"towupper", "toupper"},
  }};
  for (const auto& [w, n] : kAliases)
    if (w == wide) return n;
  return {};
}

/// mbstowcs(dst, src, n) / wcstombs(dst, src, n): at most n characters; the
/// terminator too when it fits; the count without it (dst NULL: the length).
Value c_mbs_copy(Vm& in, const Value& self, Args& a) {
  Value out;
  if (symbolic_call(in, self, a, out)) return out;
  std::string s = cstr(arg(a, 1));
  if (!in.charge_copy(s.size())) return Value::none();
  if (arg(a, 0).is_none()) return Value::integer(static_cast<std::int64_t>(s.size()));
  const std::int64_t n = to_i(arg(a, 2));
  if (n <= 0) return Value::integer(0);
  const bool fits = static_cast<std::int64_t>(s.size()) < n;
  if (!fits) s.resize(static_cast<std::size_t>(n));
  write_bytes(in, arg(a, 0), 0, s, fits);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}

/// btowc / wctob / the identity conversions of single characters in the C locale.
Value c_wc_same(Vm&, const Value&, Args& a) {
  const std::int64_t c = to_i(arg(a, 0));
  return Value::integer(c >= 0 && c < 128 ? c : -1);
}

}  // namespace reddragon::vm::c_rt
