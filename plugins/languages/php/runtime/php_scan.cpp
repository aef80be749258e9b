// php_scan.cpp - scanning text: strspn/strcspn (spans of a character mask)
// and sscanf (the C-style scanner PHP implements itself: %d %i %u %x %X %o
// %f %e %g %s %c %[set] %n, widths, `*` suppression).
#include <cctype>
#include <cstdlib>

#include "php_more.hpp"

namespace reddragon::vm::php {
namespace {

using Args = std::vector<Value>;

/// The part of `s` strspn/strcspn look at: substr($s, $offset, $length) rules.
std::string_view span_window(const std::string& s, const Args& a) {
  std::int64_t n = static_cast<std::int64_t>(s.size());
  std::int64_t b = mhas(a, 2) ? to_int(a[2]) : 0;
  if (b < 0) b = std::max<std::int64_t>(0, b + n);
  if (b > n) return {};
  std::int64_t e = n;
  if (mhas(a, 3)) {
    std::int64_t len = to_int(a[3]);
    e = len < 0 ? std::max(b, n + len) : std::min(n, b + len);
  }
  return std::string_view(s).substr(static_cast<std::size_t>(b), static_cast<std::size_t>(e - b));
}
Value span(Vm& vm, Args& a, bool in_mask) {
  std::string s = to_str(vm, marg(a, 0)), mask = to_str(vm, marg(a, 1));
  if (vm.raising()) return Value::none();
  bool set[256] = {};
  for (unsigned char c : mask) set[c] = true;
  std::string_view w = span_window(s, a);
  std::size_t i = 0;
  while (i < w.size() && set[static_cast<unsigned char>(w[i])] == in_mask) ++i;
  return Value::integer(static_cast<std::int64_t>(i));
}
Value f_strspn(Vm& vm, const Value&, Args& a) { return span(vm, a, true); }
Value f_strcspn(Vm& vm, const Value&, Args& a) { return span(vm, a, false); }

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

/// sscanf's conversions over `s`; `out` gets one value per non-suppressed
/// conversion (null where the input ran out). Returns false when the input
/// ended before the first conversion (PHP's -1 / null result).
bool scan(const std::string& s, const std::string& f, std::vector<Value>& out) {
  std::size_t si = 0, fi = 0;
  bool converted_any = false, failed = false;
  std::size_t expected = 0;  // conversions the format asks for
  auto count_rest = [&](std::size_t from) {
    for (std::size_t k = from; k < f.size(); ++k) {
      if (f[k] != '%') continue;
      if (k + 1 < f.size() && f[k + 1] == '%') {
        ++k;
        continue;
      }
      std::size_t j = k + 1;
      bool sup = j < f.size() && f[j] == '*';
      if (sup) ++j;
      while (j < f.size() && std::isdigit(static_cast<unsigned char>(f[j]))) ++j;
      while (j < f.size() && (f[j] == 'l' || f[j] == 'h' || f[j] == 'L')) ++j;
      if (j < f.size() && f[j] == '[') {
        ++j;
        if (j < f.size() && f[j] == '^') ++j;
        if (j < f.size() && f[j] == ']') ++j;
        while (j < f.size() && f[j] != ']') ++j;
      }
      if (!sup) ++expected;
      k = j;
    }
  };
  count_rest(0);
  while (fi < f.size() && !failed) {
    char c = f[fi];
    if (is_space(c)) {  // whitespace in the format: any amount in the input
      while (fi < f.size() && is_space(f[fi])) ++fi;
      while (si < s.size() && is_space(s[si])) ++si;
      continue;
    }
    if (c != '%' || (fi + 1 < f.size() && f[fi + 1] == '%')) {
      if (c == '%') ++fi;
      if (si >= s.size()) {
        if (!converted_any) return false;
        break;
      }
      if (s[si] != f[fi]) break;
      ++si, ++fi;
      continue;
    }
    ++fi;
    bool suppress = fi < f.size() && f[fi] == '*';
    if (suppress) ++fi;
    std::size_t width = 0;
    while (fi < f.size() && std::isdigit(static_cast<unsigned char>(f[fi]))) width = width * 10 + static_cast<std::size_t>(f[fi++] - '0');
    while (fi < f.size() && (f[fi] == 'l' || f[fi] == 'h' || f[fi] == 'L')) ++fi;
    if (fi >= f.size()) break;
    char conv = f[fi++];
    if (conv == 'n') {
      if (!suppress) out.push_back(Value::integer(static_cast<std::int64_t>(si)));
      continue;
    }
    if (conv != 'c' && conv != '[')
      while (si < s.size() && is_space(s[si])) ++si;
    if (si >= s.size()) {
      if (!converted_any) return false;
      break;
    }
    std::size_t limit = width ? std::min(s.size(), si + width) : s.size();
    std::size_t st = si;
    Value v;
    switch (conv) {
      case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': {
        int base = conv == 'x' || conv == 'X' ? 16 : conv == 'o' ? 8 : 10;
        std::size_t j = si;
        bool neg = false;
        if (j < limit && (s[j] == '-' || s[j] == '+')) neg = s[j++] == '-';
        if (conv == 'i' && j < limit && s[j] == '0') base = j + 1 < limit && (s[j + 1] == 'x' || s[j + 1] == 'X') ? 16 : 8;
        if (base == 16 && j + 1 < limit && s[j] == '0' && (s[j + 1] == 'x' || s[j + 1] == 'X')) j += 2;
        std::size_t ds = j;
        std::int64_t n = 0;
        for (; j < limit; ++j) {
          int d = std::isdigit(static_cast<unsigned char>(s[j])) ? s[j] - '0'
                  : std::isxdigit(static_cast<unsigned char>(s[j])) ? (std::tolower(static_cast<unsigned char>(s[j])) - 'a' + 10)
                                                                     : 99;
          if (d >= base) break;
          n = n * base + d;
        }
        if (j == ds) {
          failed = true;
          continue;
        }
        si = j;
        v = Value::integer(neg ? -n : n);
        break;
      }
      case 'f': case 'e': case 'E': case 'g': {
        std::string part = s.substr(si, limit - si);
        char* end = nullptr;
        double d = std::strtod(part.c_str(), &end);
        if (end == part.c_str()) {
          failed = true;
          continue;
        }
        si += static_cast<std::size_t>(end - part.c_str());
        v = Value::real(d);
        break;
      }
      case 's': {
        while (si < limit && !is_space(s[si])) ++si;
        v = make_str(s.substr(st, si - st));
        break;
      }
      case 'c': {
        si = std::min(s.size(), si + (width ? width : 1));
        v = make_str(s.substr(st, si - st));
        break;
      }
      case '[': {
        bool neg = fi < f.size() && f[fi] == '^';
        if (neg) ++fi;
        bool set[256] = {};
        std::size_t first = fi;
        while (fi < f.size() && (f[fi] != ']' || fi == first)) {
          if (fi + 2 < f.size() && f[fi + 1] == '-' && f[fi + 2] != ']') {
            for (int ch = static_cast<unsigned char>(f[fi]); ch <= static_cast<unsigned char>(f[fi + 2]); ++ch) set[ch] = true;
            fi += 3;
          } else {
            set[static_cast<unsigned char>(f[fi++])] = true;
          }
        }
        if (fi < f.size()) ++fi;  // ]
        while (si < limit && set[static_cast<unsigned char>(s[si])] != neg) ++si;
        if (si == st) {
          failed = true;
          continue;
        }
        v = make_str(s.substr(st, si - st));
        break;
      }
      default:
        failed = true;
        continue;
    }
    converted_any = true;
    if (!suppress) out.push_back(v);
  }
  while (out.size() < expected) out.push_back(Value::none());
  return true;
}
/// sscanf($string, $format, &...$vars): the values as an array, or with
/// variables, how many it assigned (-1 when the input ended first).
Value f_sscanf(Vm& vm, const Value&, Args& a) {
  std::string s = to_str(vm, marg(a, 0)), f = to_str(vm, marg(a, 1));
  if (vm.raising()) return Value::none();
  std::vector<Value> out;
  bool ok = scan(s, f, out);
  if (a.size() <= 2) return ok ? list_to_arr(out) : Value::none();
  if (!ok) return Value::integer(-1);
  std::int64_t n = 0;
  for (std::size_t i = 0; i + 2 < a.size(); ++i) {
    Value v = i < out.size() ? out[i] : Value::none();
    if (!v.is_none()) {
      ++n;
      set_ref_out(vm, static_cast<std::int64_t>(i + 2), v);
    } else {
      set_ref_out(vm, static_cast<std::int64_t>(i + 2), a[i + 2]);  // left as it was
    }
  }
  return Value::integer(n);
}

const MoreEntry kScanFns[] = {
    {"strspn", f_strspn, kText}, {"strcspn", f_strcspn, kText}, {"sscanf", f_sscanf, kText},
};

}  // namespace

std::span<const MoreEntry> scan_functions() { return kScanFns; }

}  // namespace reddragon::vm::php
