// c_complex.cpp - <complex.h>: a double complex value is a two-element list
// [real, imag] that is never changed in place (every operation makes a new
// one), so copies may share it. Arithmetic and the functions go through
// std::complex<double>, whose operations GCC builds from the same _Complex
// arithmetic and libm calls (cexp, csqrt, cpow, ...) a C program uses.
#include <cmath>
#include <complex>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {
using Cx = std::complex<double>;

/// A complex operand: a [re, im] list, or a real number (imaginary part 0).
Cx cx_of(const Value& v) {
  if (v.is(Tag::List)) {
    const auto& it = v.as<ListObj>()->items;
    if (it.size() == 2) return {to_d(it[0]), to_d(it[1])};
  }
  return {to_d(v), 0.0};
}
Value make_cx(Cx z) {
  auto* l = new ListObj();
  l->items = {Value::real(z.real()), Value::real(z.imag())};
  return Value::object(l);
}
}  // namespace

Value c_cx(Vm&, const Value&, Args& a) { return make_cx({to_d(arg(a, 0)), to_d(arg(a, 1))}); }
Value c_cx_real(Vm&, const Value&, Args& a) { return make_cx(cx_of(arg(a, 0))); }  // a real converted to complex

/// __c_cx_op(op, a, b): + - * / == != and neg on complex (or real) operands.
Value c_cx_op(Vm&, const Value&, Args& a) {
  const std::string op = cstr(arg(a, 0));
  const Cx x = cx_of(arg(a, 1)), y = cx_of(arg(a, 2));
  if (op == "+") return make_cx(x + y);
  if (op == "-") return make_cx(x - y);
  if (op == "*") return make_cx(x * y);
  if (op == "/") return make_cx(x / y);
  if (op == "neg") return make_cx(-x);
  if (op == "==") return Value::integer(x == y ? 1 : 0);
  if (op == "!=") return Value::integer(x != y ? 1 : 0);
  return Value::none();
}

Value c_creal(Vm&, const Value&, Args& a) { return Value::real(cx_of(arg(a, 0)).real()); }
Value c_cimag(Vm&, const Value&, Args& a) { return Value::real(cx_of(arg(a, 0)).imag()); }
Value c_cabs(Vm&, const Value&, Args& a) { return Value::real(std::abs(cx_of(arg(a, 0)))); }
Value c_carg(Vm&, const Value&, Args& a) { return Value::real(std::arg(cx_of(arg(a, 0)))); }
Value c_conj(Vm&, const Value&, Args& a) { return make_cx(std::conj(cx_of(arg(a, 0)))); }
Value c_cproj(Vm&, const Value&, Args& a) { return make_cx(std::proj(cx_of(arg(a, 0)))); }
Value c_cpow(Vm&, const Value&, Args& a) { return make_cx(std::pow(cx_of(arg(a, 0)), cx_of(arg(a, 1)))); }

#define RD_CX_FN(NAME, EXPR) \
  Value c_##NAME(Vm&, const Value&, Args& a) { return make_cx(EXPR(cx_of(arg(a, 0)))); }
RD_CX_FN(cexp, std::exp)
RD_CX_FN(clog, std::log)
RD_CX_FN(csqrt, std::sqrt)
RD_CX_FN(csin, std::sin)
RD_CX_FN(ccos, std::cos)
RD_CX_FN(ctan, std::tan)
RD_CX_FN(casin, std::asin)
RD_CX_FN(cacos, std::acos)
RD_CX_FN(catan, std::atan)
RD_CX_FN(csinh, std::sinh)
RD_CX_FN(ccosh, std::cosh)
RD_CX_FN(ctanh, std::tanh)
RD_CX_FN(casinh, std::asinh)
RD_CX_FN(cacosh, std::acosh)
RD_CX_FN(catanh, std::atanh)
#undef RD_CX_FN

/// The <complex.h> natives by name, with their f and l forms (float complex
/// and long double complex are computed as double complex).
void add_complex_natives(std::unordered_map<std::string_view, NativeFn>& t) {
  static const std::pair<const char*, NativeFn> fns[] = {
      {"creal", pure_fn<c_creal>}, {"cimag", pure_fn<c_cimag>}, {"cabs", pure_fn<c_cabs>}, {"carg", pure_fn<c_carg>},
      {"conj", pure_fn<c_conj>}, {"cproj", pure_fn<c_cproj>}, {"cpow", pure_fn<c_cpow>}, {"cexp", pure_fn<c_cexp>},
      {"clog", pure_fn<c_clog>}, {"csqrt", pure_fn<c_csqrt>}, {"csin", pure_fn<c_csin>}, {"ccos", pure_fn<c_ccos>},
      {"ctan", pure_fn<c_ctan>}, {"casin", pure_fn<c_casin>}, {"cacos", pure_fn<c_cacos>}, {"catan", pure_fn<c_catan>},
      {"csinh", pure_fn<c_csinh>}, {"ccosh", pure_fn<c_ccosh>}, {"ctanh", pure_fn<c_ctanh>},
      {"casinh", pure_fn<c_casinh>}, {"cacosh", pure_fn<c_cacosh>}, {"catanh", pure_fn<c_catanh>}};
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (const auto& f : fns) {
      v.emplace_back(f.first);
      v.emplace_back(std::string(f.first) + "f");
      v.emplace_back(std::string(f.first) + "l");
    }
    return v;
  }();
  for (std::size_t k = 0; k < names.size(); ++k) t.emplace(names[k], fns[k / 3].second);
  t.emplace("__c_cx", pure_fn<c_cx>);
  t.emplace("__c_cx_real", pure_fn<c_cx_real>);
  t.emplace("__c_cx_op", pure_fn<c_cx_op>);
}

}  // namespace reddragon::vm::c_rt
