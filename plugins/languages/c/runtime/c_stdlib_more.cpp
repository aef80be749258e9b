// c_stdlib_more.cpp - <stdlib.h> div/ldiv/lldiv and bsearch, the rest of
// <math.h> (classification, rounding, hyperbolic, nan/inf constants) and
// of <ctype.h>.
#include <cctype>
#include <array>
#include <cmath>
#include <limits>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {

/// A div_t-like instance {quot, rem}: a struct of two fields (one class per run).
Value quot_rem(Vm& in, std::int64_t q, std::int64_t r) {
  Value& cls = in.run_state("c.div_t");
  if (!cls.is(Tag::Class)) {
    auto* c = new ClassObj();
    c->name = "div_t";
    cls = Value::object(c);
    c->mro.push_back(cls);
  }
  auto* o = new InstanceObj();
  o->cls = cls;
  o->fields.set(in.intern("quot"), Value::integer(q));
  o->fields.set(in.intern("rem"), Value::integer(r));
  return Value::object(o);
}

template <typename T>
Value div_of(Vm& in, const Args& a) {
  auto x = static_cast<T>(to_i(arg(a, 0))), y = static_cast<T>(to_i(arg(a, 1)));
  if (y == 0) {
    in.raise("FloatingPointError", "integer division by zero in div");  // SIGFPE in C
    return Value::none();
  }
  if (y == -1) return quot_rem(in, static_cast<std::int64_t>(T(0) - static_cast<T>(x)), 0);
  return quot_rem(in, x / y, x % y);
}

}  // namespace

Value c_div(Vm& in, const Value&, Args& a) { return div_of<std::int32_t>(in, a); }
Value c_ldiv(Vm& in, const Value&, Args& a) { return div_of<std::int64_t>(in, a); }

/// bsearch(key, base, n, size, cmp): binary search with the program's comparator.
Value c_bsearch(Vm& in, const Value&, Args& a) {
  ListObj* l;
  std::int64_t off;
  if (!seq_of(arg(a, 1), l, off)) return Value::none();
  std::int64_t lo = 0, hi = to_i(arg(a, 2));
  if (off < 0 || hi < 0 || static_cast<std::size_t>(off + hi) > l->items.size()) {
    in.raise("IndexError", "bsearch past the end of the array");
    return Value::none();
  }
  Value base = arg(a, 1).is(Tag::List) ? arg(a, 1) : arg(a, 1).as<PointerObj>()->base;
  while (lo < hi) {
    if (!in.charge(1)) return Value::none();
    std::int64_t mid = lo + (hi - lo) / 2;
    Value ep = make_ptr(base, off + mid);
    // a row of a 2-D array (char names[n][m]): its address is its first element's
    if (const Value& e = l->items[static_cast<std::size_t>(off + mid)]; e.is(Tag::List)) ep = make_ptr(e, 0);
    std::array<Value, 2> args{arg(a, 0), ep};
    Value r = in.call_sync(arg(a, 4), args);
    if (in.raising()) return Value::none();
    std::int64_t c = to_i(r);
    if (c == 0) return ep;  // p->f reads through it; p - base is the index
    if (c < 0) hi = mid;
    else lo = mid + 1;
  }
  return Value::none();
}

Value c_nan(Vm&, const Value&, Args&) { return Value::real(std::numeric_limits<double>::quiet_NaN()); }
Value c_inf(Vm&, const Value&, Args&) { return Value::real(std::numeric_limits<double>::infinity()); }
Value c_isnan(Vm&, const Value&, Args& a) { return Value::integer(std::isnan(to_d(arg(a, 0))) ? 1 : 0); }
Value c_isinf(Vm&, const Value&, Args& a) {
  double d = to_d(arg(a, 0));
  return Value::integer(std::isinf(d) ? (d < 0 ? -1 : 1) : 0);  // glibc's isinf gives the sign
}
Value c_isfinite(Vm&, const Value&, Args& a) { return Value::integer(std::isfinite(to_d(arg(a, 0))) ? 1 : 0); }
Value c_signbit(Vm&, const Value&, Args& a) { return Value::integer(std::signbit(to_d(arg(a, 0))) ? 1 : 0); }
Value c_lround(Vm&, const Value&, Args& a) { return Value::integer(std::llround(to_d(arg(a, 0)))); }
Value c_lrint(Vm&, const Value&, Args& a) { return Value::integer(std::llrint(to_d(arg(a, 0)))); }
Value c_ldexp(Vm&, const Value&, Args& a) { return Value::real(std::ldexp(to_d(arg(a, 0)), static_cast<int>(to_i(arg(a, 1))))); }
Value c_ilogb(Vm&, const Value&, Args& a) { return Value::integer(std::ilogb(to_d(arg(a, 0)))); }
/// frexp(x, &e) / modf(x, &ip): the second result through the pointer.
Value c_frexp(Vm& in, const Value&, Args& a) {
  int e = 0;
  double m = std::frexp(to_d(arg(a, 0)), &e);
  Args st{arg(a, 1), Value::integer(e)};
  c_store(in, Value::none(), st);
  return Value::real(m);
}
Value c_modf(Vm& in, const Value&, Args& a) {
  double ip = 0;
  double f = std::modf(to_d(arg(a, 0)), &ip);
  Args st{arg(a, 1), Value::real(ip)};
  c_store(in, Value::none(), st);
  return Value::real(f);
}

/// assert(e) failed: the program ends as abort() ends it (the message is stderr's).
Value c_assert_fail(Vm& in, const Value&, Args&) {
  in.exit_program(134);
  return Value::none();
}
Value c_zero(Vm&, const Value&, Args&) { return Value::integer(0); }  // fflush: nothing is buffered
Value c_ignore(Vm&, const Value&, Args&) { return Value::none(); }   // perror: stderr is dropped
Value c_fma(Vm&, const Value&, Args& a) { return Value::real(std::fma(to_d(arg(a, 0)), to_d(arg(a, 1)), to_d(arg(a, 2)))); }
Value c_isnormal(Vm&, const Value&, Args& a) { return Value::integer(std::isnormal(to_d(arg(a, 0))) ? 1 : 0); }
/// fpclassify with glibc's FP_NAN 0, FP_INFINITE 1, FP_ZERO 2, FP_SUBNORMAL 3, FP_NORMAL 4.
Value c_fpclassify(Vm&, const Value&, Args& a) {
  switch (std::fpclassify(to_d(arg(a, 0)))) {
    case FP_NAN: return Value::integer(0);
    case FP_INFINITE: return Value::integer(1);
    case FP_ZERO: return Value::integer(2);
    case FP_SUBNORMAL: return Value::integer(3);
    default: return Value::integer(4);
  }
}
/// isgreater & co.: quiet comparisons, false when either side is NaN.
template <int Op>
Value c_fcmp(Vm&, const Value&, Args& a) {
  double x = to_d(arg(a, 0)), y = to_d(arg(a, 1));
  bool r = Op == 0 ? std::isgreater(x, y) : Op == 1 ? std::isgreaterequal(x, y) : Op == 2 ? std::isless(x, y)
         : Op == 3 ? std::islessequal(x, y) : Op == 4 ? std::islessgreater(x, y) : std::isunordered(x, y);
  return Value::integer(r ? 1 : 0);
}
template Value c_fcmp<0>(Vm&, const Value&, Args&);
template Value c_fcmp<1>(Vm&, const Value&, Args&);
template Value c_fcmp<2>(Vm&, const Value&, Args&);
template Value c_fcmp<3>(Vm&, const Value&, Args&);
template Value c_fcmp<4>(Vm&, const Value&, Args&);
template Value c_fcmp<5>(Vm&, const Value&, Args&);
/// remquo(x, y, &q): the remainder, and the low quotient bits through q.
Value c_remquo(Vm& in, const Value&, Args& a) {
  int q = 0;
  double r = std::remquo(to_d(arg(a, 0)), to_d(arg(a, 1)), &q);
  Args st{arg(a, 2), Value::integer(q)};
  c_store(in, Value::none(), st);
  return Value::real(r);
}

double d_asin(double x) { return std::asin(x); }
double d_acos(double x) { return std::acos(x); }
double d_sinh(double x) { return std::sinh(x); }
double d_cosh(double x) { return std::cosh(x); }
double d_tanh(double x) { return std::tanh(x); }
double d_asinh(double x) { return std::asinh(x); }
double d_acosh(double x) { return std::acosh(x); }
double d_atanh(double x) { return std::atanh(x); }
double d_exp2(double x) { return std::exp2(x); }
double d_expm1(double x) { return std::expm1(x); }
double d_log1p(double x) { return std::log1p(x); }
double d_logb(double x) { return std::logb(x); }
double d_rint(double x) { return std::rint(x); }
double d_nearbyint(double x) { return std::nearbyint(x); }
double d_erf(double x) { return std::erf(x); }
double d_erfc(double x) { return std::erfc(x); }
double d_tgamma(double x) { return std::tgamma(x); }
double d_lgamma(double x) { return std::lgamma(x); }
double d_copysign(double x, double y) { return std::copysign(x, y); }
double d_fdim(double x, double y) { return std::fdim(x, y); }
double d_remainder(double x, double y) { return std::remainder(x, y); }
double d_nextafter(double x, double y) { return std::nextafter(x, y); }
int i_iscntrl(int c) { return std::iscntrl(c) ? 2 : 0; }  // glibc's table bit
int i_isgraph(int c) { return std::isgraph(c) ? 32768 : 0; }  // glibc's table bit
int i_isprint(int c) { return std::isprint(c) ? 16384 : 0; }  // glibc's table bit
int i_isblank(int c) { return std::isblank(c) ? 1 : 0; }  // glibc's table bit

}  // namespace reddragon::vm::c_rt
