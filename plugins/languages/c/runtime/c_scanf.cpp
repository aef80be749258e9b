// c_scanf.cpp - sscanf (and vsscanf-free scanf family over a string): the
// C11 conversions d i u o x X f e g E G a s c [set] n p %, assignment
// suppression (*), field widths and length modifiers, results stored
// through the argument pointers. Returns the number of assignments, or
// EOF when the input ends before the first conversion.
#include <cctype>
#include <cstdlib>
#include <string>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {

/// Stores v through the pointer argument `dest`.
void store_to(Vm& in, const Value& dest, Value v) {
  Args st{dest, std::move(v)};
  c_store(in, Value::none(), st);
}

/// Wraps an integer to the width its length modifier names.
std::int64_t wrap(std::int64_t v, const std::string& len, bool is_unsigned) {
  if (len == "hh") return is_unsigned ? static_cast<std::uint8_t>(v) : static_cast<std::int8_t>(v);
  if (len == "h") return is_unsigned ? static_cast<std::uint16_t>(v) : static_cast<std::int16_t>(v);
  if (len.empty()) return is_unsigned ? static_cast<std::uint32_t>(v) : static_cast<std::int32_t>(v);
  return v;
}

/// Parses a scanset after '[' at fmt[k]; returns the set and whether it is negated.
std::string scanset(const std::string& fmt, std::size_t& k, bool& negate) {
  negate = false;
  std::string set;
  if (k < fmt.size() && fmt[k] == '^') { negate = true; ++k; }
  if (k < fmt.size() && fmt[k] == ']') { set.push_back(']'); ++k; }
  while (k < fmt.size() && fmt[k] != ']') {
    if (fmt[k] == '-' && !set.empty() && k + 1 < fmt.size() && fmt[k + 1] != ']') {
      for (int c = static_cast<unsigned char>(set.back()) + 1; c <= static_cast<unsigned char>(fmt[k + 1]); ++c) set.push_back(static_cast<char>(c));
      k += 2;
      continue;
    }
    set.push_back(fmt[k++]);
  }
  if (k < fmt.size()) ++k;  // the closing ]
  return set;
}

Value scan(Vm& in, const std::string& s, const std::string& fmt, const Args& a, std::size_t ai, std::size_t* consumed = nullptr) {
  if (!in.charge_copy(s.size() + fmt.size())) return Value::none();  // one walk over input and format
  std::size_t p = 0;
  int assigned = 0;
  bool any_conversion = false;
  auto skip_ws = [&] { while (p < s.size() && std::isspace(static_cast<unsigned char>(s[p]))) ++p; };
  for (std::size_t k = 0; k < fmt.size();) {
    char f = fmt[k];
    if (std::isspace(static_cast<unsigned char>(f))) {
      skip_ws();
      ++k;
      continue;
    }
    if (f != '%') {
      if (p >= s.size()) break;
      if (s[p] != f) break;
      ++p;
      ++k;
      continue;
    }
    ++k;
    if (k < fmt.size() && fmt[k] == '%') {
      skip_ws();
      if (p < s.size() && s[p] == '%') { ++p; ++k; continue; }
      break;
    }
    bool suppress = false;
    if (k < fmt.size() && fmt[k] == '*') { suppress = true; ++k; }
    std::size_t width = 0;
    while (k < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[k]))) width = width * 10 + static_cast<std::size_t>(fmt[k++] - '0');
    std::string len;
    while (k < fmt.size() && std::string("hlLjzt").find(fmt[k]) != std::string::npos) len.push_back(fmt[k++]);
    if (k >= fmt.size()) break;
    char conv = fmt[k++];
    const Value& dest = arg(a, ai);
    if (conv == 'n') {
      if (!suppress) { store_to(in, dest, Value::integer(static_cast<std::int64_t>(p))); ++ai; }
      continue;
    }
    if (conv != 'c' && conv != '[') skip_ws();
    if (p >= s.size()) {
      if (!any_conversion) return Value::integer(-1);
      break;
    }
    std::size_t limit = width ? std::min(s.size(), p + width) : s.size();
    std::string field = s.substr(p, limit - p);
    any_conversion = true;
    if (conv == 'c') {
      std::size_t n = width ? width : 1;
      if (p + n > s.size()) break;
      if (!suppress) {
        ListObj* l;
        std::int64_t off;
        if (seq_of(dest, l, off)) write_bytes(in, dest, 0, s.substr(p, n), false);
        else store_to(in, dest, Value::integer(static_cast<signed char>(s[p])));  // &c of a char variable
        ++ai;
        ++assigned;
      }
      p += n;
    } else if (conv == 's' || conv == '[') {
      bool negate = false;
      std::string set;
      if (conv == '[') set = scanset(fmt, k, negate);
      std::size_t q = 0;
      while (q < field.size()) {
        char c = field[q];
        bool ok = conv == 's' ? !std::isspace(static_cast<unsigned char>(c)) : ((set.find(c) != std::string::npos) != negate);
        if (!ok) break;
        ++q;
      }
      if (q == 0) break;
      if (!suppress) { write_bytes(in, dest, 0, field.substr(0, q), true); ++ai; ++assigned; }
      p += q;
    } else if (std::string("diouxXp").find(conv) != std::string::npos) {
      int base = conv == 'd' || conv == 'u' ? 10 : conv == 'i' ? 0 : conv == 'o' ? 8 : 16;
      char* end = nullptr;
      bool is_unsigned = conv != 'd' && conv != 'i';
      std::int64_t v = is_unsigned ? static_cast<std::int64_t>(std::strtoull(field.c_str(), &end, base)) : std::strtoll(field.c_str(), &end, base);
      std::size_t used = static_cast<std::size_t>(end - field.c_str());
      if (used == 0) break;
      if (!suppress) { store_to(in, dest, Value::integer(wrap(v, len, is_unsigned))); ++ai; ++assigned; }
      p += used;
    } else if (std::string("feEgGaAF").find(conv) != std::string::npos) {
      char* end = nullptr;
      const long double v = std::strtold(field.c_str(), &end);  // %Lf: the long double itself (c_long_double.cpp)
      std::size_t used = static_cast<std::size_t>(end - field.c_str());
      if (used == 0) break;
      if (!suppress) {
        // each width rounds once, from the text
        store_to(in, dest, len == "L"    ? make_ld(v)
                           : len.empty() ? Value::real(static_cast<double>(std::strtof(field.c_str(), nullptr)))
                                         : Value::real(std::strtod(field.c_str(), nullptr)));
        ++ai;
        ++assigned;
      }
      p += used;
    } else {
      break;  // an unknown conversion ends the scan, as glibc does
    }
  }
  if (consumed) *consumed = p;
  return Value::integer(assigned);
}

}  // namespace

/// fscanf over a memory stream's unread text: `used` is how far the scan read.
Value scan_text(Vm& in, const std::string& s, const std::string& fmt, const Args& a, std::size_t ai, std::size_t& used) {
  return scan(in, s, fmt, a, ai, &used);
}

Value c_sscanf(Vm& in, const Value&, Args& a) {
  if (arg(a, 0).is_none()) {
    in.raise("SegmentationFault", "sscanf from a NULL string");
    return Value::none();
  }
  return scan(in, cstr(arg(a, 0)), text_of(in, arg(a, 1)), a, 2);
}

}  // namespace reddragon::vm::c_rt
