// python_complex.cpp - the runtime's share of complex numbers. The type
// itself is Python (lib/_complex.py, lowered with programs that use it);
// here: unary operators on instances (__neg__, __pos__, __invert__: the
// IR's semantics only know numbers) and `negative ** fraction`, which is
// complex in Python 3, computed by that type when the program has it.
#include <cmath>

#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {
constexpr const char* kComplexKey = "python.complex";  // run_state: the class lib/_complex.py registered

/// The user-level method `name` of an instance's class (not a built-in base's).
Value user_method(Vm& in, const Value& obj, const char* name) {
  Name n = in.intern(name);
  for (auto& k : obj.as<InstanceObj>()->klass()->mro) {
    if (k.as<ClassObj>()->builtin) break;
    if (Value* m = k.as<ClassObj>()->attrs.find(n); m && m->is(Tag::Function)) return *m;
  }
  return Value::undef();
}
}  // namespace

Value unop_hook(Vm& in, ir::Operator op, const Value& a) {
  if (op == ir::Operator::Len && a.is(Tag::Str)) return str_length(in, a);
  if (!a.is(Tag::Instance)) return Value::undef();
  const char* name = op == ir::Operator::Neg ? "__neg__" : op == ir::Operator::Pos ? "__pos__"
                     : op == ir::Operator::BitNot ? "__invert__" : nullptr;
  if (!name) return Value::undef();
  Value m = user_method(in, a, name);
  if (m.is_undef()) return Value::undef();  // the IR's TypeError
  return in.call_sync(m, std::span<const Value>(&a, 1));
}

void register_complex_type(Vm& in, const Value& cls) {
  if (cls.is(Tag::Class)) in.run_state(kComplexKey) = cls;
}

Value negative_power(Vm& in, const Value& base, const Value& exp) {
  // Only a negative real to a finite non-integral float power: the rest is real.
  double b = base.is(Tag::Float) ? base.d()
             : base.is(Tag::Int)   ? static_cast<double>(base.i())
             : base.is(Tag::BigInt) ? static_cast<double>(base.as<BigIntObj>()->v) : 0.0;
  if (!(b < 0) || !exp.is(Tag::Float) || !std::isfinite(exp.d()) || exp.d() == std::floor(exp.d()))
    return Value::undef();
  const Value& cls = in.run_state(kComplexKey);
  if (!cls.is(Tag::Class)) return Value::undef();  // no complex type in this program: the IR's nan
  Value z = in.call_sync(cls, std::span<const Value>(&base, 1));
  if (in.raising()) return Value::none();
  return in.ir_binop(ir::Operator::Pow, z, exp);
}

}  // namespace reddragon::vm::py
