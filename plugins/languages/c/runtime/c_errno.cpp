// c_errno.cpp - <errno.h> and the string.h functions about errors and
// locales. errno is the first cell of a one-element int array the program
// names __c_errno (the preprocessor reads `errno` as `(__c_errno[0])`); the
// run keeps that array in run_state so the library can set it: strto*
// on overflow (ERANGE), <math.h> on domain and range errors, as glibc does.
#include <cerrno>
#include <cstring>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {
constexpr std::string_view kErrnoKey = "c.errno";
}

/// The errno cell of this run (created on first use).
Value c_errno_cell(Vm& in, const Value&, Args&) {
  Value& cell = in.run_state(kErrnoKey);
  if (!cell.is(Tag::List)) {
    auto* l = new ListObj();
    l->items.push_back(Value::integer(0));
    cell = Value::object(l);
  }
  return cell;
}

void set_errno(Vm& in, int code) {
  Value& cell = in.run_state(kErrnoKey);
  if (cell.is(Tag::List) && !cell.as<ListObj>()->items.empty()) cell.as<ListObj>()->items[0] = Value::integer(code);
}

/// strerror(n): glibc's message (the host's C library is glibc).
Value c_strerror(Vm&, const Value&, Args& a) {
  const std::int64_t n = to_i(arg(a, 0));
  if (n < INT32_MIN || n > INT32_MAX) return make_str("Unknown error " + std::to_string(n));
  return make_str(std::strerror(static_cast<int>(n)));
}

/// strxfrm(dest, src, n) in the C locale: src copied when it fits; returns strlen(src).
Value c_strxfrm(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 1));
  const std::int64_t n = to_i(arg(a, 2));
  if (!in.charge_copy(s.size())) return Value::none();
  if (n > static_cast<std::int64_t>(s.size()) && !arg(a, 0).is_none()) write_bytes(in, arg(a, 0), 0, s, true);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}

/// setlocale(category, name): only the "C" locale exists ("", "C", "POSIX"
/// select it, a query returns it); any other name fails with NULL.
Value c_setlocale(Vm&, const Value&, Args& a) {
  if (arg(a, 1).is_none() || (int_like(arg(a, 1)) && to_i(arg(a, 1)) == 0)) return make_str("C");
  std::string name = cstr(arg(a, 1));
  if (name.empty() || name == "C" || name == "POSIX") return make_str("C");
  return Value::none();
}

}  // namespace reddragon::vm::c_rt
