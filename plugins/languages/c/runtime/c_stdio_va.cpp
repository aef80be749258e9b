// c_stdio_va.cpp - the va_list forms of the scanf family (vsscanf,
// vfscanf, vscanf: a wrapper's `...` forwarded to the scanner) and the
// stdio buffer controls. Output here is written in program order, so the
// buffering mode (setvbuf, setbuf, setlinebuf) changes nothing a program
// prints: the calls succeed and return what glibc returns.
#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

Value c_sscanf(Vm& in, const Value&, Args& a);
Value c_fscanf(Vm& in, const Value&, Args& a);
Args va_expand(const Args& a, std::size_t fi);

Value c_vsscanf(Vm& in, const Value& self, Args& a) {
  Args full = va_expand(a, 1);  // (s, fmt, ap) -> (s, fmt, pointers...)
  return c_sscanf(in, self, full);
}
Value c_vfscanf(Vm& in, const Value& self, Args& a) {
  Args full = va_expand(a, 1);
  return c_fscanf(in, self, full);
}
/// vscanf(fmt, ap): vfscanf on stdin.
Args on_stdin(const Args& a);  // c_stream.cpp
Value c_vscanf(Vm& in, const Value& self, Args& a) {
  Args b = on_stdin(a);
  return c_vfscanf(in, self, b);
}
/// setvbuf(stream, buf, mode, size): 0 for the three valid modes (_IOFBF 0,
/// _IOLBF 1, _IONBF 2), nonzero otherwise, as glibc checks them.
Value c_setvbuf(Vm&, const Value&, Args& a) {
  const std::int64_t mode = to_i(arg(a, 2));
  return Value::integer(mode >= 0 && mode <= 2 ? 0 : -1);
}
/// setbuf, setlinebuf, clearerr: nothing to change (no buffering, no error state).
Value c_stdio_nothing(Vm&, const Value&, Args&) { return Value::none(); }

}  // namespace reddragon::vm::c_rt
