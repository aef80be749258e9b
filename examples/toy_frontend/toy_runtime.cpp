// toy_runtime.cpp - the toy language's run-time library, using only the
// installed SDK's value protocol (reddragon/vm). A runtime states only where
// the language differs from the IR; every other value, operator and
// rendering is the IR's. Toy's differences:
//   * `print` says `yes`/`no` for booleans (the IR prints True/False);
//   * `/` on two integers truncates toward zero, as in C (the IR's `/` is
//     true division: 7 / 2 is 3.5).
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/vm/runtime.hpp"

namespace toy {

using namespace reddragon::vm;

std::string show(Vm& vm, const Value& v) {
  if (v.is(Tag::Bool)) return v.b() ? "yes" : "no";
  return vm.str(v);  // numbers, symbolic values, ...: as the IR shows them
}

Value print(Vm& vm, const Value&, std::vector<Value>& args) {
  std::string out;
  for (std::size_t k = 0; k < args.size(); ++k) {
    if (k) out += ' ';
    out += show(vm, args[k]);
    if (vm.raising()) return Value::none();  // str() may run program code
  }
  out += '\n';
  vm.write_out(out);
  return Value::none();
}

Value global(Vm&, std::string_view name) {
  // Asked once per name and run; Undef lets the IR resolve the rest.
  if (name == "print") return make_native(print, "print");
  return Value::undef();
}

Value binop(Vm&, reddragon::ir::Operator op, const Value& a, const Value& b) {
  // The VM handles + - * and comparisons of two integers before any hook,
  // so `/` is where toy can differ. Division by zero and the one quotient
  // that overflows (INT64_MIN / -1) keep the IR's rule and its error.
  if (op == reddragon::ir::Operator::Div && a.is_int() && b.is_int() && b.i() != 0 &&
      !(a.i() == std::numeric_limits<std::int64_t>::min() && b.i() == -1))
    return Value::integer(a.i() / b.i());  // C++ truncates toward zero too
  return Value::undef();
}

// Static data of the plugin: the host keeps a pointer to it while the
// library is loaded. Unset hooks fall back to the IR.
extern const LanguageRuntime kRuntime;
const LanguageRuntime kRuntime{.language = "toy", .global = global, .binop = binop};

}  // namespace toy
