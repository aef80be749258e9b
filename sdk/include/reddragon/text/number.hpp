// number.hpp - the shortest decimal digits that read back as the same
// double (what Python's repr, JavaScript's Number#toString and Go's %v all
// start from; each language then lays the digits out its own way).
#pragma once

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string>

namespace reddragon::text {

/// |d| (finite, non-zero) as digits "ddd" and a decimal exponent: d.dd * 10^exp.
/// Trailing zeros are dropped ("1e+20" gives "1", 20).
inline void shortest_digits(double d, std::string& digits, int& exp) {
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf - 1, std::fabs(d), std::chars_format::scientific);
  *r.ptr = '\0';  // atoi below reads the exponent up to here
  std::string_view s(buf, static_cast<std::size_t>(r.ptr - buf));
  auto e = s.find('e');
  exp = std::atoi(buf + e + 1);
  digits.clear();
  for (std::size_t i = 0; i < e; ++i)
    if (s[i] != '.') digits.push_back(s[i]);
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
}

}  // namespace reddragon::text
