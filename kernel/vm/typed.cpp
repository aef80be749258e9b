// typed.cpp - coercion plans and overload sets on a Program, and the typed
// operations of the dispatch loop (only ops flagged kTypedOp get here).
#include "vm/typed.hpp"

#include <cmath>
#include <limits>
#include <unordered_map>

#include "reddragon/kernel/types/inference.hpp"
#include "reddragon/kernel/types/overload.hpp"
#include "reddragon/vm/bigint.hpp"
#include "vm/semantics.hpp"

namespace reddragon::vm {

namespace types = reddragon::kernel::types;
using ir::Opcode;
using ir::Operator;
using types::Type;

namespace {

struct AnnotationCache {
  const ir::Module& m;
  std::unordered_map<std::uint32_t, Type> cache;
  Type get(ir::Symbol s) {
    if (s.id == 0) return Type();
    auto it = cache.find(s.id);
    if (it != cache.end()) return it->second;
    auto r = types::parse_type(m.str(s));
    Type t = r ? *r : Type();
    cache.emplace(s.id, t);
    return t;
  }
};

// Binop/Unop: the typed path replaces every other per-op flag (e.g. flag 5,
// in-place string append, which also uses d). Var writes keep theirs.
std::uint32_t add_typed(Program& p, Op& op, TypedOpInfo info) {
  p.types.ops.push_back(info);
  op.d = static_cast<std::uint32_t>(p.types.ops.size() - 1);
  op.flag = (op.op == Opcode::Binop || op.op == Opcode::Unop) ? kTypedOp : static_cast<std::uint8_t>(op.flag | kTypedOp);
  return op.d;
}

}  // namespace

void attach_types(Program& p, const LanguageTypes* language) {
  const ir::Module& m = *p.module;
  const types::CoercionRules rules(language);
  AnnotationCache ann{m, {}};
  for (std::size_t k = 0; k < p.ops.size(); ++k) {
    Op& op = p.ops[k];
    if (op.src >= m.instructions.size()) continue;
    const ir::Instruction& in = m.instructions[op.src];
    if (in.op != op.op) continue;  // synthetic ops (class-body end, implicit halt)
    switch (op.op) {
      case Opcode::Binop: {
        auto plan = rules.plan_binop(static_cast<Operator>(op.a), ann.get(in.type));
        if (plan.active()) add_typed(p, op, TypedOpInfo{plan, {}});
        break;
      }
      case Opcode::Unop: {
        auto plan = rules.plan_unop(static_cast<Operator>(op.a), ann.get(in.type));
        if (plan.active()) add_typed(p, op, TypedOpInfo{plan, {}});
        break;
      }
      case Opcode::DeclVar:
      case Opcode::StoreVar: {
        Type declared = ann.get(in.type);
        Op* prev = k > 0 ? &p.ops[k - 1] : nullptr;
        bool prologue = prev && prev->op == Opcode::Symbolic && (prev->flag == 1 || prev->flag == 3) && prev->dst == op.b;
        // a typed parameter (`symbolic "param:x" :: Float`) converts its argument
        if (declared.is_unknown() && prologue) declared = ann.get(m.instructions[prev->src].type);
        auto w = rules.plan_write(declared);
        if (!w.active()) break;
        add_typed(p, op, TypedOpInfo{{}, w});
        if (prologue && prev->flag == 3) prev->flag = 1;  // the decl_var must run to convert
        break;
      }
      default: break;
    }
  }

  // Overload sets: several functions with one name in one class body (or
  // module), in a language that overloads (typed parameters, not dynamic).
  if (rules.dynamic) return;
  std::unordered_map<const FunctionInfo*, std::unordered_map<std::string, std::vector<FunctionInfo*>>> groups;
  for (auto& f : p.functions)
    if (!f->is_module && !f->is_class_body && f->container) groups[f->container][f->name].push_back(f.get());
  for (auto& [container, by_name] : groups) {
    for (auto& [name, fns] : by_name) {
      if (fns.size() < 2) continue;
      OverloadSet set;
      bool any_typed = false;
      for (FunctionInfo* f : fns) {
        std::vector<Type> params(f->params.size(), Type());
        for (std::size_t k = 0; k < p.ops.size(); ++k) {
          const Op& op = p.ops[k];
          if (p.op_function[k] != f || op.op != Opcode::Symbolic || !(op.flag == 1 || op.flag == 3)) continue;
          for (std::size_t j = 0; j < f->param_slots.size(); ++j)
            if (f->param_slots[j] == op.b) {
              params[j] = ann.get(m.instructions[op.src].type);
              any_typed |= !params[j].is_unknown();
            }
        }
        set.functions.push_back(f);
        set.params.push_back(std::move(params));
      }
      if (!any_typed) continue;
      auto idx = static_cast<std::uint32_t>(p.types.overloads.size());
      for (FunctionInfo* f : fns) f->overload_set = idx;
      p.types.overloads.push_back(std::move(set));
    }
  }
  if (!p.types.overloads.empty()) p.types.graph = types::graph_for_module(m);
}

// --- run time -------------------------------------------------------------------
Type value_type(const Value& v) {
  switch (v.tag()) {
    case Tag::None: return Type::null();
    case Tag::Bool: return Type::boolean();
    case Tag::Int:
    case Tag::BigInt: return Type::integer();
    case Tag::Float: return Type::real();
    case Tag::Str: return Type::string();
    case Tag::List: return Type::scalar("Array");
    case Tag::Tuple: return Type::scalar("Tuple");
    case Tag::Dict: return Type::scalar("Map");
    case Tag::Set: return Type::scalar("Set");
    case Tag::Instance: return Type::scalar(v.as<InstanceObj>()->klass()->name);
    case Tag::Function:
    case Tag::BoundMethod:
    case Tag::Builtin: return Type::scalar("Function");
    case Tag::Class: return Type::scalar("Type");
    case Tag::Pointer: return Type::scalar("Pointer");
    default: return Type();
  }
}

namespace {

/// A value as text in typed string concatenation: the language's rule
/// (LanguageRuntime::concat_text, e.g. Java's), else the IR's str().
std::string concat_text(Interp& in, const Value& v) {
  if (v.is(Tag::Str)) return v.as<StrObj>()->s;
  std::string out;
  if (in.runtime() && in.runtime()->concat_text && in.runtime()->concat_text(in, v, out)) return out;
  return sem::str(in, v);
}

bool int_like(const Value& v) { return v.is_int() || v.is(Tag::Bool); }

std::int64_t saturate(double d, int bits) {
  if (std::isnan(d)) return 0;
  double lo = bits >= 64 ? -9223372036854775808.0 : -2147483648.0;
  double hi = bits >= 64 ? 9223372036854775807.0 : 2147483647.0;
  if (d <= lo) return bits >= 64 ? std::numeric_limits<std::int64_t>::min() : std::numeric_limits<std::int32_t>::min();
  if (d >= hi) return bits >= 64 ? std::numeric_limits<std::int64_t>::max() : std::numeric_limits<std::int32_t>::max();
  return static_cast<std::int64_t>(d);  // truncation toward zero
}

/// A symbolic value given the width of a fixed-width integer type: the
/// solver then encodes it, and arithmetic on it, as a wrapping bit-vector.
Value with_width(Interp& in, const Value& v, types::IntFormat f) {
  const SymExprPtr& e = v.as<SymbolicObj>()->expr;
  if (!f.fixed() || (e && e->bits == f.bits && e->is_signed == f.is_signed)) return v;
  SymExpr w = e ? *e : *sem::expr_of(in, v);
  w.bits = f.bits;
  w.is_signed = f.is_signed;
  return in.fresh_symbolic({}, make_expr(std::move(w)));
}

Value convert(Interp& in, const Value& v, const types::WriteConversion& w) {
  using types::WriteTarget;
  switch (w.target) {
    case WriteTarget::None: return v;
    case WriteTarget::Int:
      if (v.is_symbolic()) return with_width(in, v, w.format);
      if (v.is_int()) return Value::integer(types::wrap_int(v.i(), w.format));
      if (v.is(Tag::Bool)) return Value::integer(v.b() ? 1 : 0);
      if (v.is(Tag::Float)) {
        // Java narrowing: saturate to long (64) or int (32 and below), then wrap to the width;
        // an unsigned 32- or 64-bit target (which Java has not) keeps every value of its range
        const bool u32 = w.format.fixed() && !w.format.is_signed && w.format.bits == 32;
        if (w.format.fixed() && !w.format.is_signed && w.format.bits == 64 && v.d() >= 9223372036854775808.0 && v.d() < 18446744073709551616.0)
          return Value::integer(types::wrap_bits(static_cast<std::uint64_t>(v.d()), w.format));
        int sat = w.format.fixed() && w.format.bits < 64 && !u32 ? 32 : 64;
        return Value::integer(types::wrap_int(saturate(v.d(), sat), w.format));
      }
      if (v.is(Tag::BigInt) && w.format.fixed()) {
        BigInt mask = (BigInt(1) << 64) - 1;
        BigInt low = v.as<BigIntObj>()->v & mask;
        if (low < 0) low += BigInt(1) << 64;
        return Value::integer(types::wrap_bits(static_cast<std::uint64_t>(low), w.format));
      }
      return v;
    case WriteTarget::Float:
    case WriteTarget::Float32: {
      double d;
      if (v.is_int()) d = static_cast<double>(v.i());
      else if (v.is(Tag::Bool)) d = v.b() ? 1.0 : 0.0;
      else if (v.is(Tag::Float)) d = v.d();
      else if (v.is(Tag::BigInt)) d = v.as<BigIntObj>()->v.convert_to<double>();
      else return v;
      if (w.target == WriteTarget::Float32) d = static_cast<double>(static_cast<float>(d));
      return Value::real(d);
    }
    case WriteTarget::Bool:
      if (v.is_int()) return Value::boolean(v.i() != 0);
      if (v.is(Tag::Float)) return Value::boolean(v.d() != 0.0);
      return v;
  }
  return v;
}

void raise_div_zero(Interp& in) {
  in.raise("ZeroDivisionError", in.runtime() ? in.runtime()->int_div_zero_message : "integer division by zero");
}

}  // namespace

Value typed_binop(Interp& in, const Op& op, const Value& a, const Value& b) {
  const types::OpPlan& plan = in.program().types.ops[op.d].plan;
  const auto o = static_cast<Operator>(op.a);
  if (plan.stringify_concat && o == Operator::Add && (a.is(Tag::Str) != b.is(Tag::Str)) && !a.is_symbolic() &&
      !b.is_symbolic())
    return make_str(concat_text(in, a) + concat_text(in, b));
  Value r;
  bool done = false;
  if (int_like(a) && int_like(b)) {
    const std::int64_t x = a.is_int() ? a.i() : a.b(), y = b.is_int() ? b.i() : b.b();
    const auto ux = static_cast<std::uint64_t>(x), uy = static_cast<std::uint64_t>(y);
    const types::IntFormat w = plan.wrap;
    const unsigned bits = w.fixed() ? w.bits : 64;
    const std::uint64_t mask = bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
    switch (o) {
      // arbitrary precision (no width): the int64 result when it does not overflow, else the IR's big-int promotion
      case Operator::Add: {
        std::int64_t z;
        if (w.fixed()) r = Value::integer(types::wrap_bits(ux + uy, w)), done = true;
        else if (!__builtin_add_overflow(x, y, &z)) r = Value::integer(z), done = true;
        break;
      }
      case Operator::Sub: {
        std::int64_t z;
        if (w.fixed()) r = Value::integer(types::wrap_bits(ux - uy, w)), done = true;
        else if (!__builtin_sub_overflow(x, y, &z)) r = Value::integer(z), done = true;
        break;
      }
      case Operator::Mul: {
        std::int64_t z;
        if (w.fixed()) r = Value::integer(types::wrap_bits(ux * uy, w)), done = true;
        else if (!__builtin_mul_overflow(x, y, &z)) r = Value::integer(z), done = true;
        break;
      }
      case Operator::Div:
      case Operator::Mod:
        if (plan.division == types::DivisionRule::Truncate) {
          if (y == 0) {
            raise_div_zero(in);
            return Value::none();
          }
          std::int64_t q = (x == std::numeric_limits<std::int64_t>::min() && y == -1) ? x : x / y;
          std::int64_t m = y == -1 ? 0 : x % y;
          r = Value::integer(types::wrap_int(o == Operator::Div ? q : m, w));
          done = true;
        } else if (plan.division == types::DivisionRule::Floor && o == Operator::Div) {
          r = sem::binop(in, Operator::FloorDiv, a, b);
          done = true;
        }
        break;
      case Operator::Shl:
        if (w.fixed()) { r = Value::integer(types::wrap_bits(ux << (uy & (bits - 1)), w)); done = true; }
        break;
      case Operator::Shr:
        if (w.fixed()) {
          std::int64_t v = types::wrap_int(x, w);
          unsigned s = static_cast<unsigned>(uy & (bits - 1));
          r = Value::integer(w.is_signed ? (v >> s) : static_cast<std::int64_t>((static_cast<std::uint64_t>(v) & mask) >> s));
          done = true;
        }
        break;
      case Operator::UShr:
        if (w.fixed()) {
          r = Value::integer(types::wrap_bits((ux & mask) >> (uy & (bits - 1)), w));
          done = true;
        }
        break;
      case Operator::BitAnd: if (w.fixed()) { r = Value::integer(types::wrap_bits(ux & uy, w)); done = true; } break;
      case Operator::BitOr: if (w.fixed()) { r = Value::integer(types::wrap_bits(ux | uy, w)); done = true; } break;
      case Operator::BitXor: if (w.fixed()) { r = Value::integer(types::wrap_bits(ux ^ uy, w)); done = true; } break;
      default: break;
    }
  }
  if (!done) r = sem::binop(in, o, a, b);
  if (in.raising()) return Value::none();
  // arithmetic on an unknown in fixed-width code wraps like the concrete
  if (r.is_symbolic() && plan.wrap.fixed() && o != Operator::Lt && o != Operator::Le && o != Operator::Gt &&
      o != Operator::Ge && o != Operator::Eq && o != Operator::Ne)
    r = with_width(in, r, plan.wrap);
  return plan.result.active() ? convert(in, r, plan.result) : r;
}

void typed_binop_into(Interp& in, const Op& op, const Value& a, const Value& b, Value& dst) {
  Value r = typed_binop(in, op, a, b);
  if (!in.raising()) dst = std::move(r);
}

Value typed_unop(Interp& in, const Op& op, const Value& a) {
  const types::OpPlan& plan = in.program().types.ops[op.d].plan;
  const auto o = static_cast<Operator>(op.a);
  if (plan.wrap.fixed() && int_like(a)) {
    const auto ux = static_cast<std::uint64_t>(a.is_int() ? a.i() : a.b());
    if (o == Operator::Neg) return Value::integer(types::wrap_bits(std::uint64_t{0} - ux, plan.wrap));
    if (o == Operator::BitNot) return Value::integer(types::wrap_bits(~ux, plan.wrap));
  }
  Value r = sem::unop(in, o, a);
  if (in.raising()) return Value::none();
  return plan.result.active() ? convert(in, r, plan.result) : r;
}

Value typed_write(Interp& in, const Op& op, const Value& v) { return convert(in, v, in.program().types.ops[op.d].write); }

Value select_overload(Interp& in, const Value& callee, std::span<const Value> args) {
  auto* f = callee.as<FunctionObj>();
  Program& p = in.program();
  const OverloadSet& set = p.types.overloads[f->info->overload_set];
  std::vector<Type> at;
  at.reserve(args.size());
  bool unknown = false;
  for (const Value& a : args) {
    if (a.is(Tag::KwArg)) return callee;  // keyword calls: not an overloading language's call
    at.push_back(value_type(a));
    unknown |= at.back().is_unknown();
  }
  std::vector<types::OverloadCandidate> cands;
  cands.reserve(set.params.size());
  for (const auto& ps : set.params) cands.push_back(types::OverloadCandidate{ps, false});
  auto r = types::resolve_overload(*p.types.graph, cands, at);
  int idx = r.index;
  if (idx < 0 && r.ambiguous && unknown) idx = r.tied.front();  // symbolic arguments: declaration order
  if (idx < 0) {
    in.raise("TypeError", f->info->name + "(): " + r.message);
    return callee;
  }
  const FunctionInfo* chosen = set.functions[static_cast<std::size_t>(idx)];
  if (chosen == f->info) return callee;
  auto* g = new FunctionObj();
  Value gv = Value::object(g);
  g->info = chosen;
  g->env = f->env;
  g->owner_class = f->owner_class;
  g->defaults.assign(chosen->params.size(), Value::undef());
  return gv;
}

}  // namespace reddragon::vm
