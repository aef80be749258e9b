// The special methods of built-in values: (2.5).__round__(1), d.__getitem__,
// (7).__add__(3), str.__len__. Each is the operator or built-in function it
// stands for, applied to the receiver; an operand the type does not take
// gives NotImplemented, as CPython's slot wrappers do ((1).__add__(1.5)).
#include <array>
#include <string_view>

#include "python_runtime.hpp"
#include "reddragon/vm/objects.hpp"

namespace reddragon::vm::py {
namespace {

using ir::Operator;

struct BinaryDunder {
  std::string_view name;
  Operator op;
  bool reflected;
};

constexpr std::array<BinaryDunder, 30> kBinary = {{
    {"__add__", Operator::Add, false},      {"__radd__", Operator::Add, true},
    {"__sub__", Operator::Sub, false},      {"__rsub__", Operator::Sub, true},
    {"__mul__", Operator::Mul, false},      {"__rmul__", Operator::Mul, true},
    {"__truediv__", Operator::Div, false},  {"__rtruediv__", Operator::Div, true},
    {"__floordiv__", Operator::FloorDiv, false}, {"__rfloordiv__", Operator::FloorDiv, true},
    {"__mod__", Operator::Mod, false},      {"__rmod__", Operator::Mod, true},
    {"__pow__", Operator::Pow, false},      {"__rpow__", Operator::Pow, true},
    {"__lshift__", Operator::Shl, false},   {"__rlshift__", Operator::Shl, true},
    {"__rshift__", Operator::Shr, false},   {"__rrshift__", Operator::Shr, true},
    {"__and__", Operator::BitAnd, false},   {"__rand__", Operator::BitAnd, true},
    {"__or__", Operator::BitOr, false},     {"__ror__", Operator::BitOr, true},
    {"__xor__", Operator::BitXor, false},   {"__rxor__", Operator::BitXor, true},
    {"__eq__", Operator::Eq, false},        {"__ne__", Operator::Ne, false},
    {"__lt__", Operator::Lt, false},        {"__le__", Operator::Le, false},
    {"__gt__", Operator::Gt, false},        {"__ge__", Operator::Ge, false},
}};

/// The built-in function a one-operand special method is.
constexpr std::array<std::array<std::string_view, 2>, 16> kUnary = {{
    {"__len__", "len"},     {"__abs__", "abs"},   {"__int__", "int"},     {"__float__", "float"},
    {"__bool__", "bool"},   {"__str__", "str"},   {"__repr__", "repr"},   {"__hash__", "hash"},
    {"__iter__", "iter"},   {"__reversed__", "reversed"}, {"__round__", "round"}, {"__format__", "format"},
    {"__index__", "int"},   {"__trunc__", "int"}, {"__complex__", "complex"}, {"__bytes__", "bytes"},
}};

bool int_like(const Value& v) { return v.is(Tag::Int) || v.is(Tag::Bool) || v.is(Tag::BigInt); }
bool number(const Value& v) { return int_like(v) || v.is(Tag::Float); }
bool sequence(const Value& v) { return v.is(Tag::Str) || v.is(Tag::List) || v.is(Tag::Tuple); }

/// Whether type(self)'s slot for op takes `other` (else the wrapper returns NotImplemented).
bool takes(Operator op, const Value& self, const Value& other) {
  const bool cmp = op == Operator::Eq || op == Operator::Ne || op == Operator::Lt || op == Operator::Le ||
                   op == Operator::Gt || op == Operator::Ge;
  if (int_like(self)) return int_like(other);  // int's slots take ints only: (1).__add__(1.5) is NotImplemented
  if (self.is(Tag::Float)) return number(other) && !(op == Operator::Shl || op == Operator::Shr ||
                                                     op == Operator::BitAnd || op == Operator::BitOr || op == Operator::BitXor);
  if (sequence(self)) {
    if (op == Operator::Mul) return int_like(other);
    if (op == Operator::Mod) return self.is(Tag::Str);  // printf-style formatting
    if (op == Operator::Add || cmp) return other.tag() == self.tag();
    return false;
  }
  if (self.is(Tag::Set)) return other.is(Tag::Set) && op != Operator::Add && op != Operator::Mul;
  if (self.is(Tag::Dict)) return other.is(Tag::Dict) && (op == Operator::BitOr || op == Operator::Eq || op == Operator::Ne);
  return false;
}

bool is_dunder(std::string_view n) { return n.size() > 4 && n.starts_with("__") && n.ends_with("__"); }

}  // namespace

bool builtin_dunder_applies(const Value& self, std::string_view name) {
  if (!is_dunder(name)) return false;
  const bool num = number(self), seq = sequence(self), dict = self.is(Tag::Dict), set = self.is(Tag::Set);
  if (name == "__len__" || name == "__iter__" || name == "__contains__") return seq || dict || set;
  if (name == "__getitem__") return seq || dict;
  if (name == "__reversed__") return self.is(Tag::List) || dict;
  if (name == "__abs__" || name == "__int__" || name == "__float__" || name == "__round__" || name == "__trunc__" ||
      name == "__complex__" || name == "__divmod__" || name == "__rdivmod__" || name == "__neg__" || name == "__pos__")
    return num;
  if (name == "__index__" || name == "__invert__") return int_like(self);
  if (name == "__bool__") return num;
  if (name == "__str__" || name == "__repr__" || name == "__hash__" || name == "__format__") return true;
  for (auto& b : kBinary)
    if (b.name == name) {
      if (b.op == Operator::Eq || b.op == Operator::Ne) return true;
      return num || seq || dict || set;
    }
  return false;
}

Value call_builtin_dunder(Vm& in, std::string_view name, const Value& self, std::vector<Value>& args) {
  if (name == "__neg__" || name == "__pos__" || name == "__invert__")
    return in.ir_unop(name == "__neg__" ? Operator::Neg : name == "__pos__" ? Operator::Pos : Operator::BitNot, self);
  for (auto& u : kUnary)
    if (u[0] == name) {
      std::vector<Value> a{self};
      for (auto& x : args) a.push_back(x);
      return call_builtin(in, builtin_id(u[1]), Value::none(), a);
    }
  if (args.size() != 1) {
    in.raise("TypeError", "expected 1 argument, got " + std::to_string(args.size()));
    return Value::none();
  }
  const Value& other = args[0];
  if (name == "__getitem__") return in.ir_load_index(self, other);
  if (name == "__contains__") return python_binop(in, Operator::In, other, self);
  if (name == "__divmod__" || name == "__rdivmod__") {
    if (!number(other)) return not_implemented(in);
    std::vector<Value> a = name == "__divmod__" ? std::vector<Value>{self, other} : std::vector<Value>{other, self};
    return call_builtin(in, builtin_id("divmod"), Value::none(), a);
  }
  for (auto& b : kBinary)
    if (b.name == name) {
      // a sequence's concatenation and repetition raise rather than decline
      if (sequence(self) && b.op == Operator::Mul && !int_like(other)) {
        in.raise("TypeError", "'" + in.type_name(other) + "' object cannot be interpreted as an integer");
        return Value::none();
      }
      if (sequence(self) && b.op == Operator::Add && !b.reflected) return python_binop(in, b.op, self, other);
      if (!takes(b.op, self, other)) return not_implemented(in);
      return b.reflected ? python_binop(in, b.op, other, self) : python_binop(in, b.op, self, other);
    }
  in.raise("AttributeError", "'" + in.type_name(self) + "' object has no attribute '" + std::string(name) + "'");
  return Value::none();
}

Value builtin_type_probe(std::string_view type) {
  if (type == "int" || type == "bool") return Value::integer(0);
  if (type == "float") return Value::real(0.0);
  if (type == "str") return make_str("");
  if (type == "list") return make_list({});
  if (type == "tuple") return make_list({}, Tag::Tuple);
  if (type == "dict") return make<DictObj>();
  if (type == "set") return make<DictObj>(Tag::Set);
  return Value::undef();
}

}  // namespace reddragon::vm::py
