// exec.cpp - the dispatch loop and run_module().
#include <boost/json.hpp>

#include "reddragon/kernel/vm.hpp"
#include "reddragon/vm/bigint.hpp"
#include "vm/interp.hpp"
#include "vm/semantics.hpp"
#include "vm/render_json.hpp"
#include "vm/typed.hpp"

namespace reddragon::vm {

using ir::Opcode;
using ir::Operator;

namespace {
inline bool add_overflows(std::int64_t a, std::int64_t b, std::int64_t& r) { return __builtin_add_overflow(a, b, &r); }
inline bool sub_overflows(std::int64_t a, std::int64_t b, std::int64_t& r) { return __builtin_sub_overflow(a, b, &r); }
inline bool mul_overflows(std::int64_t a, std::int64_t b, std::int64_t& r) { return __builtin_mul_overflow(a, b, &r); }

SymExprPtr leaf(std::string text) {
  SymExpr e;
  e.text = std::move(text);
  return make_expr(std::move(e));
}
}  // namespace

[[gnu::noinline]] int Interp::call_fast_intrinsic(const Op& op, Value* R) {
  Name n = p_.varrefs[op.a].name;
  if (n >= fast_intrinsic_.size()) fast_intrinsic_.resize(std::max<std::size_t>(n + 1, p_.names.size()), 0);
  std::uint8_t& k = fast_intrinsic_[n];
  if (k == 0) k = static_cast<std::uint8_t>(1 + sem::fast_intrinsic(p_.name(n)));
  switch (k - 1) {
    case sem::kHasNext:
    case sem::kNext: {
      if (op.n != 1) return 0;
      const Value& itv = R[p_.arg_pool[op.args]];
      if (!itv.is(Tag::Iterator)) return 0;
      auto* it = itv.as<IteratorObj>();
      if (it->ikind == IterKind::Range) {
        bool has = it->step > 0 ? it->pos < it->end : it->pos > it->end;
        if (k - 1 == sem::kHasNext) {
          R[op.dst] = Value::boolean(has);
        } else {
          if (!has) return 0;  // StopIteration: the general path raises it
          R[op.dst] = Value::integer(it->pos);
          it->pos += it->step;
        }
        return 1;
      }
      if (it->ikind == IterKind::Sequence || it->ikind == IterKind::DictKeys) {
        if (it->ikind == IterKind::DictKeys &&
            static_cast<std::int64_t>(it->lookahead.as<DictObj>()->entries.size()) != it->end)
          return 0;  // resized: the general path raises
        const auto& items = it->seq.as<ListObj>()->items;
        bool has = static_cast<std::size_t>(it->pos) < items.size();
        if (k - 1 == sem::kHasNext) {
          R[op.dst] = Value::boolean(has);
        } else {
          if (!has) return 0;
          R[op.dst] = items[static_cast<std::size_t>(it->pos++)];
        }
        return 1;
      }
      return 0;
    }
    case sem::kAppend: {
      if (op.n != 2) return 0;
      Value& lst = R[p_.arg_pool[op.args]];
      if (!lst.is(Tag::List)) return 0;
      lst.as<ListObj>()->items.push_back(R[p_.arg_pool[op.args + 1]]);
      if (op.dst != kNone) R[op.dst] = Value::none();
      return 1;
    }
    case sem::kGenerator: return make_generator(op, R);
    case sem::kYield: return suspend_generator(op, R, false);
    case sem::kYieldFrom: return suspend_generator(op, R, true);
    default: return 0;
  }
}

// --- what operators on sequences cost (docs/vm.md, "Budgets") ------------------
// The dispatch loop charges one step per instruction; an operator whose work
// grows with its operands (concatenating, repeating, searching, comparing
// long strings and lists) is charged for that work after it returns, here,
// for the IR's semantics and every runtime's binop alike.

/// Steps for producing or walking a sequence: 1 per 64 bytes of text, per 8
/// items of a list or tuple, per item of a dict or set (hashing).
std::uint64_t seq_cost(const Value& v) {
  switch (v.tag()) {
    case Tag::Str: return v.as<StrObj>()->s.size() / 64;
    case Tag::List:
    case Tag::Tuple: return v.as<ListObj>()->items.size() / 8;
    case Tag::Dict:
    case Tag::Set: return v.as<DictObj>()->entries.size();
    default: return 0;
  }
}

/// 64-bit limbs of a big integer (0 for anything else).
static std::uint64_t limbs(const Value& v) { return v.is(Tag::BigInt) ? int_bits(v.as<BigIntObj>()->v) / 64 : 0; }

/// Steps for arithmetic on big integers, calibrated on Boost's cpp_int (at
/// about 12 ns a step): linear in the limbs read and written for + - and bit
/// operations; limbs(a)*limbs(b)/64 for *; the result's limbs squared /256 for
/// ** (its last squaring dominates); limbs(a) squared /8 for / // % (Boost's
/// long division costs about that whatever the divisor's size).
static std::uint64_t big_cost(Operator o, const Value& a, const Value& b, const Value& r) {
  const std::uint64_t la = limbs(a), lb = limbs(b), lr = limbs(r);
  switch (o) {
    case Operator::Mul: return la * lb / 64 + (la + lb + lr) / 8;
    case Operator::FloorDiv: case Operator::Mod: case Operator::Div: return la * la / 8 + (la + lb) / 8;
    case Operator::Pow: return lr * lr / 256 + lr / 8;
    default: return (la + lb + lr) / 8;
  }
}

bool Interp::charge_binop(Operator o, const Value& a, const Value& b, const Value& r) {
  std::uint64_t cost = 0;
  if (a.is(Tag::BigInt) || b.is(Tag::BigInt) || r.is(Tag::BigInt)) {
    cost = big_cost(o, a, b, r);
    return cost == 0 ? true : charge(cost);
  }
  switch (o) {
    case Operator::And: case Operator::Or: case Operator::Is: case Operator::IsNot: return true;  // no work
    case Operator::In:
    case Operator::NotIn:
      if (b.is(Tag::Dict) || b.is(Tag::Set)) return true;  // one lookup
      cost = seq_cost(b);  // a scan (a substring search is linear too)
      break;
    case Operator::Eq: case Operator::Ne: case Operator::StrictEq: case Operator::StrictNe:
    case Operator::Lt: case Operator::Le: case Operator::Gt: case Operator::Ge:
      cost = std::min(seq_cost(a), seq_cost(b));
      break;
    default:  // a new sequence (+ * on strings and lists, set algebra): building it, and reading the operands
      cost = (r.is_heap() && r.obj() != a.obj() && r.obj() != b.obj() ? seq_cost(r) : 0) +
             (a.is(Tag::Set) || a.is(Tag::Dict) ? seq_cost(a) + seq_cost(b) : 0);
      break;
  }
  return cost == 0 ? true : charge(cost);
}

bool Interp::exec_loop(std::size_t stop_depth) {
  const Op* ops = p_.ops.data();
  std::uint64_t check_at = next_check();
  const bool trace = opts_.trace;
  std::vector<Value> args;
  args.reserve(8);
  for (;;) {
    if (pc_ == watch_pc_ && frames_.size() == watch_depth_) {
      // end of a try whose finally ran because of an exception: re-raise
      watch_pc_ = kNone;
      raise_value(std::move(pending_));
      exc_src_ = pending_src_;
      pending_ = Value();
      goto handle_raise;
    }
    if (++steps_ > check_at) [[unlikely]] {  // the step budget, or time to look at the clock and heap
      if (!check_budgets()) return false;
      check_at = check_at_;
    }
    {
      const Op& op = ops[pc_];
      if (trace) trace_step(op);
      Value* R = frames_.back().regs;
      switch (op.op) {
        case Opcode::Const:
          if (op.flag == 1) {
            R[op.dst] = make_function(p_.functions[op.a].get());
          } else if (op.flag == 2) {
            start_class(p_.functions[op.a].get(), op.dst, pc_ + 1);
            continue;
          } else {
            R[op.dst] = p_.consts[op.a];
          }
          ++pc_;
          break;
        case Opcode::LoadVar: {
          if (op.flag == 1) {
            Value& v = frames_.back().scope.as<ScopeObj>()->slots[op.c];
            if (!v.is_undef()) {
              R[op.dst] = v;
              ++pc_;
              break;
            }
          }
          const VarRef& r = p_.varrefs[op.a];
          if (r.kind == VarRef::Global) {  // module variables: one index, like locals
            Value& v = module_scope_.as<ScopeObj>()->slots[r.slot];
            if (!v.is_undef()) {
              R[op.dst] = v;
              ++pc_;
              break;
            }
          }
          R[op.dst] = load_var(r);
          ++pc_;
          break;
        }
        case Opcode::DeclVar:
        case Opcode::StoreVar: {
          if (op.flag == 1) {
            frames_.back().scope.as<ScopeObj>()->slots[op.c] = R[op.b];
            ++pc_;
            break;
          }
          const VarRef& r = p_.varrefs[op.a];
          Value* slot = r.kind == VarRef::Global ? &module_scope_.as<ScopeObj>()->slots[r.slot] : var_slot(r, true);
          if (!slot) {
            VarRef g = r;
            g.kind = VarRef::Dynamic;
            slot = var_slot(g, true);
          }
          if (op.flag & kTypedOp) [[unlikely]] *slot = typed_write(*this, op, R[op.b]);
          else *slot = R[op.b];
          ++pc_;
          break;
        }
        case Opcode::Binop: {
          const Value& a = R[op.b];
          const Value& b = R[op.c];
          if (op.flag & kTypedOp) [[unlikely]] {  // language / annotation coercion (typed.cpp)
            typed_binop_into(*this, op, a, b, R[op.dst]);
            if (R[op.dst].is(Tag::Str) && !charge_bytes(R[op.dst].as<StrObj>()->s.size())) goto handle_raise;  // Java's "" + x
            ++pc_;
            break;
          }
          if (op.flag == 5 && a.is(Tag::Str) && b.is(Tag::Str) &&
              a.obj()->rc == 2u + (R[op.dst].is_heap() && R[op.dst].obj() == a.obj() ? 1u : 0u) &&
              b.obj() != a.obj()) {
            // s = s + t where only the variable and this register hold s
            Value* slot = var_slot(p_.varrefs[op.d], false);
            if (slot && slot->is(Tag::Str) && slot->obj() == a.obj()) {
              if (!charge_bytes(b.as<StrObj>()->s.size())) goto handle_raise;
              a.as<StrObj>()->s.append(b.as<StrObj>()->s);
              R[op.dst] = a;
              ++pc_;
              continue;
            }
          }
          if (a.is_int() && b.is_int()) {
            std::int64_t x = a.i(), y = b.i(), r;
            switch (static_cast<Operator>(op.a)) {
              case Operator::Add: if (!add_overflows(x, y, r) && r <= int_limit_ && r >= -int_limit_) { R[op.dst] = Value::integer(r); ++pc_; continue; } break;
              case Operator::Sub: if (!sub_overflows(x, y, r) && r <= int_limit_ && r >= -int_limit_) { R[op.dst] = Value::integer(r); ++pc_; continue; } break;
              // a zero product with a negative factor goes to the runtime (-0 in JavaScript)
              case Operator::Mul: if (!mul_overflows(x, y, r) && (r != 0 || (x >= 0 && y >= 0)) && r <= int_limit_ && r >= -int_limit_) { R[op.dst] = Value::integer(r); ++pc_; continue; } break;
              case Operator::Lt: R[op.dst] = Value::boolean(x < y); ++pc_; continue;
              case Operator::Le: R[op.dst] = Value::boolean(x <= y); ++pc_; continue;
              case Operator::Gt: R[op.dst] = Value::boolean(x > y); ++pc_; continue;
              case Operator::Ge: R[op.dst] = Value::boolean(x >= y); ++pc_; continue;
              case Operator::Eq: R[op.dst] = Value::boolean(x == y); ++pc_; continue;
              case Operator::Ne: R[op.dst] = Value::boolean(x != y); ++pc_; continue;
              default: break;
            }
          }
          // a and b stay valid while a dunder runs program code: windows
          // never move (register_stack.hpp)
          Value r = rt_ && rt_->binop ? rt_->binop(*this, static_cast<Operator>(op.a), a, b) : Value::undef();
          if (r.is_undef() && !raising_) r = sem::binop(*this, static_cast<Operator>(op.a), a, b);
          if (!raising_ && (a.is_heap() || b.is_heap() || r.is(Tag::BigInt)) && !charge_binop(static_cast<Operator>(op.a), a, b, r))
            goto handle_raise;
          if (!raising_) R[op.dst] = std::move(r);
          ++pc_;
          break;
        }
        case Opcode::Unop: {
          Value r = (op.flag & kTypedOp) ? typed_unop(*this, op, R[op.b])
                    : rt_ && rt_->unop ? rt_->unop(*this, static_cast<Operator>(op.a), R[op.b]) : Value::undef();
          if (r.is_undef() && !raising_) r = sem::unop(*this, static_cast<Operator>(op.a), R[op.b]);
          if (!raising_) R[op.dst] = std::move(r);
          ++pc_;
          break;
        }
        case Opcode::Branch:
          pc_ = op.a;
          break;
        case Opcode::BranchIf: {
          const Value& c = R[op.a];
          bool t;
          if (c.tag() == Tag::Bool) t = c.b();
          else if (c.is_symbolic()) t = decide(c, op);
          else t = sem::condition_truthy(*this, c);
          pc_ = t ? op.b : op.c;
          break;
        }
        case Opcode::CallFunction:
        case Opcode::CallCtor: {
          // The iteration and list-building intrinsics every loop calls run
          // inline on their usual operands (no lookup, no argument vector).
          if (op.a != kNone && p_.varrefs[op.a].kind == VarRef::Dynamic) {
            if (int h = call_fast_intrinsic(op, R)) {
              if (h == 1) {
                ++pc_;
                break;
              }
              if (suspended_) {  // a generator's frame suspended: back to resume()
                suspended_ = false;
                return true;
              }
              if (raising_) goto handle_raise;
              continue;
            }
          }
          args.clear();
          for (std::uint32_t k = 0; k < op.n; ++k) args.push_back(R[p_.arg_pool[op.args + k]]);
          Value callee;
          if (op.a != kNone) {
            const VarRef& r = p_.varrefs[op.a];
            Value* slot = r.kind == VarRef::Dynamic ? nullptr
                          : r.kind == VarRef::Global ? &module_scope_.as<ScopeObj>()->slots[r.slot]
                                                     : var_slot(r, false);
            callee = slot && !slot->is_undef() ? *slot
                     : r.kind == VarRef::Dynamic ? lookup_global(r.name, true)
                                                 : lookup_dynamic(r.name, true);
          } else {
            callee = Value::undef();
          }
          if (callee.is_undef()) {
            // no implementation anywhere: the resolver decides
            std::string name = op.b != kNone ? p_.name(op.b) : "?";
            auto e = sem::call_expr(*this, name, args);
            R[op.dst] = unresolved_call(name, args, e);
            ++pc_;
            break;
          }
          sem::expand_splats(*this, args);
          if (invoke(callee, args, op.dst, pc_ + 1, false, nullptr)) continue;
          ++pc_;
          break;
        }
        case Opcode::CallUnknown: {
          args.clear();
          for (std::uint32_t k = 0; k < op.n; ++k) args.push_back(R[p_.arg_pool[op.args + k]]);
          Value callee = R[op.a];
          sem::expand_splats(*this, args);
          if (invoke(callee, args, op.dst, pc_ + 1, false, nullptr)) continue;
          ++pc_;
          break;
        }
        case Opcode::CallMethod: {
          args.clear();
          for (std::uint32_t k = 0; k < op.n; ++k) args.push_back(R[p_.arg_pool[op.args + k]]);
          Value obj = R[op.a];
          Name mname = op.b;
          if (obj.is_symbolic()) {
            auto e = sem::method_expr(*this, obj, p_.name(mname), args);
            R[op.dst] = unresolved_call(render_expr(*e->kids[0], 200) + "." + e->text, args, e);
            ++pc_;
            break;
          }
          Value callee = rt_ && rt_->load_attr ? rt_->load_attr(*this, obj, mname) : Value::undef();
          if (callee.is_undef() && !raising_) callee = sem::load_attr(*this, obj, mname);
          if (raising_) {
            ++pc_;
            break;
          }
          sem::expand_splats(*this, args);
          if (invoke(callee, args, op.dst, pc_ + 1, false, nullptr)) continue;
          ++pc_;
          break;
        }
        case Opcode::Return: {
          Frame& fr = frames_.back();
          Value rv = op.a != kNone ? R[op.a] : Value::none();
          if (fr.kind == FrameKind::Ctor) rv = fr.instance;
          if (fr.kind == FrameKind::ClassBody) finish_class(fr, rv);
          if (!opts_.entry.empty() && fr.fn->name == opts_.entry && !fr.fn->is_module)
            entry_locals_json_ = boost::json::serialize(render_scope_json(*this, fr.scope));
          if (frames_.size() == 1) return true;  // return at module level ends the program
          bool sync = fr.sync;
          std::uint32_t ret_pc = fr.ret_pc, dst = fr.ret_dst;
          stack_.pop(fr.below);
          frames_.pop_back();
          if (watch_pc_ != kNone && frames_.size() < watch_depth_) watch_pc_ = kNone;
          pc_ = ret_pc;
          if (sync) {
            pending_ = std::move(rv);
            return true;
          }
          if (dst != kNone) frames_.back().regs[dst] = std::move(rv);
          break;
        }
        case Opcode::LoadField: {
          Value r = rt_ && rt_->load_attr ? rt_->load_attr(*this, R[op.a], op.b) : Value::undef();
          if (r.is_undef() && !raising_) r = sem::load_attr(*this, R[op.a], op.b);
          if (!raising_) R[op.dst] = std::move(r);
          ++pc_;
          break;
        }
        case Opcode::StoreField:
          sem::store_attr(*this, R[op.a], op.b, R[op.c]);
          ++pc_;
          break;
        case Opcode::LoadIndex: {
          Value r = rt_ && rt_->load_index ? rt_->load_index(*this, R[op.a], R[op.b]) : Value::undef();
          if (r.is_undef() && !raising_) r = sem::load_index(*this, R[op.a], R[op.b]);
          if (!raising_ && R[op.b].is(Tag::Slice) && !charge(seq_cost(r))) goto handle_raise;  // a slice copies
          if (!raising_) R[op.dst] = std::move(r);
          ++pc_;
          break;
        }
        case Opcode::StoreIndex:
          if (!rt_ || !rt_->store_index || !rt_->store_index(*this, R[op.a], R[op.b], R[op.c]))
            sem::store_index(*this, R[op.a], R[op.b], R[op.c]);
          ++pc_;
          break;
        case Opcode::NewObject: {
          std::string n = op.a != kNone ? p_.name(op.a) : "object";
          if (n == "dict" || n == "object") {  // the IR's plain object: a dict
            R[op.dst] = make<DictObj>();
          } else {
            Value cls = lookup_dynamic(op.a, true);
            if (!cls.is(Tag::Class)) {
              auto* c = new ClassObj();
              c->name = n;
              cls = Value::object(c);
              c->mro.push_back(cls);
            }
            auto* inst = new InstanceObj();
            inst->cls = cls;
            R[op.dst] = Value::object(inst);
          }
          ++pc_;
          break;
        }
        case Opcode::NewArray: {
          std::string kind = op.a != kNone ? p_.name(op.a) : "list";
          std::int64_t n = op.b != kNone && R[op.b].is_int() ? R[op.b].i() : 0;
          if (n < 0) n = 0;
          if (kind == "set") {
            R[op.dst] = make<DictObj>(Tag::Set);
          } else if (kind == "dict") {
            R[op.dst] = make<DictObj>();
          } else {
            auto* l = new ListObj(kind == "tuple" ? Tag::Tuple : Tag::List);
            l->items.assign(static_cast<std::size_t>(std::min<std::int64_t>(n, 1 << 24)), Value::none());
            R[op.dst] = Value::object(l);
          }
          ++pc_;
          break;
        }
        case Opcode::Symbolic: {
          if (op.flag == 1 || op.flag == 3) {
            Value& v = frames_.back().scope.as<ScopeObj>()->slots[op.b];
            if (!v.is_undef()) {
              R[op.dst] = v;
              pc_ += op.flag == 3 ? 2 : 1;  // prologue: the decl_var is already done
              break;
            }
          } else if (op.flag == 2 && !frames_.back().exc.is_none()) {
            R[op.dst] = frames_.back().exc;
            ++pc_;
            break;
          }
          const std::string& hint = p_.consts[op.a].as<StrObj>()->s;
          if (hint.rfind("import*:", 0) == 0) {  // a star import the project did not link binds nothing: no unknown
            R[op.dst] = Value::none();
            ++pc_;
            break;
          }
          if (hint.rfind("import:", 0) == 0) {
            // modules the language runtime implements natively (pure functions only)
            std::string_view mod = std::string_view(hint).substr(7);
            auto dot = mod.find('.');
            Value m = rt_ && rt_->import_module ? rt_->import_module(*this, mod.substr(0, dot)) : Value::undef();
            if (!m.is_undef()) {
              if (dot != std::string_view::npos) m = sem::load_attr(*this, m, p_.intern(mod.substr(dot + 1)));
              if (!raising_) R[op.dst] = std::move(m);
              ++pc_;
              break;
            }
          }
          std::string base = hint;
          if (auto colon = hint.find(':'); colon != std::string::npos) base = hint.substr(colon + 1);
          R[op.dst] = fresh_symbolic(hint, leaf(base));
          ++pc_;
          break;
        }
        case Opcode::Throw: {
          Value e = op.a != kNone ? R[op.a] : frames_.back().exc;
          if (op.a == kNone && e.is_none()) {
            raise("RuntimeError", "No active exception to reraise");
          } else if (e.is(Tag::Class)) {
            Value inst = call_sync(e, {});
            if (!raising_) raise_value(inst);
          } else {
            raise_value(e);
          }
          exc_src_ = op.src;
          break;
        }
        case Opcode::TryPush:
          frames_.back().handlers.push_back(Handler{op.a, op.b, op.args, op.n});
          ++pc_;
          break;
        case Opcode::TryPop:
          if (!frames_.back().handlers.empty()) frames_.back().handlers.pop_back();
          ++pc_;
          break;
        case Opcode::AddressOf: {
          const VarRef& r = p_.varrefs[op.a];
          auto* ptr = new PointerObj();
          Value pv = Value::object(ptr);
          if (r.kind == VarRef::Local) {
            ptr->base = frames_.back().scope;
            ptr->index = r.slot;
          } else if (r.kind == VarRef::Global) {
            ptr->base = module_scope_;
            ptr->index = r.slot;
          } else if (r.kind == VarRef::Outer) {
            Value s = frames_.back().scope;
            for (int k = 0; k < r.depth && s.is(Tag::Scope); ++k) {
              Value next = s.as<ScopeObj>()->parent;
              s = next;
            }
            ptr->base = s;
            ptr->index = r.slot;
          } else {
            pv = fresh_symbolic("&" + p_.name(r.name), leaf("&" + p_.name(r.name)));
          }
          R[op.dst] = pv;
          ++pc_;
          break;
        }
        case Opcode::LoadIndirect:
        case Opcode::LoadFieldIndirect: {
          const Value& p = R[op.a];
          Value target;
          if (p.is(Tag::Pointer)) {
            auto* ptr = p.as<PointerObj>();
            if (ptr->base.is(Tag::Scope)) {
              auto* sc = ptr->base.as<ScopeObj>();
              target = ptr->index >= 0 && static_cast<std::size_t>(ptr->index) < sc->nslots ? sc->slots[ptr->index] : Value();
            } else if (ptr->base.is(Tag::List)) {
              auto& items = ptr->base.as<ListObj>()->items;
              if (ptr->index >= 0 && static_cast<std::size_t>(ptr->index) < items.size()) target = items[ptr->index];
              else raise("IndexError", "pointer out of bounds");
            }
          } else if (p.is_symbolic()) {
            // what an unknown pointer points to: `(*p)`, so `p->total` reads `(*p).total`
            SymExpr d;
            d.kind = SymExpr::Call;
            d.text = "*";
            d.kids.push_back(sem::expr_of(*this, p));
            target = fresh_symbolic({}, make_expr(std::move(d)));
          } else {
            target = p;  // references to objects are their own pointers
          }
          if (!raising_) {
            if (op.op == Opcode::LoadFieldIndirect) target = sem::load_attr(*this, target, op.b);
            if (!raising_) R[op.dst] = std::move(target);
          }
          ++pc_;
          break;
        }
        case Opcode::StoreIndirect: {
          const Value& p = R[op.a];
          if (p.is(Tag::Pointer)) {
            auto* ptr = p.as<PointerObj>();
            if (ptr->base.is(Tag::Scope)) {
              auto* sc = ptr->base.as<ScopeObj>();
              if (ptr->index >= 0 && static_cast<std::size_t>(ptr->index) < sc->nslots) sc->slots[ptr->index] = R[op.b];
            } else if (ptr->base.is(Tag::List)) {
              auto& items = ptr->base.as<ListObj>()->items;
              if (ptr->index >= 0 && static_cast<std::size_t>(ptr->index) < items.size()) items[ptr->index] = R[op.b];
              else raise("IndexError", "pointer out of bounds");
            }
          }
          ++pc_;
          break;
        }
        case Opcode::AllocRegion: {
          auto* r = new RegionObj();
          std::int64_t n = R[op.a].is_int() ? R[op.a].i() : 0;
          r->bytes.assign(static_cast<std::size_t>(std::clamp<std::int64_t>(n, 0, 1 << 26)), 0);
          R[op.dst] = Value::object(r);
          ++pc_;
          break;
        }
        case Opcode::WriteRegion: {
          if (R[op.a].is(Tag::Region) && R[op.b].is_int() && R[op.c].is_int()) {
            auto& bytes = R[op.a].as<RegionObj>()->bytes;
            std::int64_t off = R[op.b].i(), len = R[op.c].i();
            const Value& v = R[op.d];
            for (std::int64_t k = 0; k < len; ++k) {
              std::int64_t at = off + k;
              if (at < 0 || static_cast<std::size_t>(at) >= bytes.size()) break;
              std::uint8_t byte = ' ';
              if (v.is(Tag::Str)) {
                const auto& s = v.as<StrObj>()->s;
                byte = static_cast<std::size_t>(k) < s.size() ? static_cast<std::uint8_t>(s[k]) : ' ';
              } else if (v.is_int()) {
                byte = static_cast<std::uint8_t>((static_cast<std::uint64_t>(v.i()) >> (8 * (len - 1 - k))) & 0xFF);
              }
              bytes[static_cast<std::size_t>(at)] = byte;
            }
          }
          ++pc_;
          break;
        }
        case Opcode::LoadRegion: {
          std::string out;
          if (R[op.a].is(Tag::Region) && R[op.b].is_int() && R[op.c].is_int()) {
            auto& bytes = R[op.a].as<RegionObj>()->bytes;
            for (std::int64_t k = 0; k < R[op.c].i(); ++k) {
              std::int64_t at = R[op.b].i() + k;
              if (at < 0 || static_cast<std::size_t>(at) >= bytes.size()) break;
              out.push_back(static_cast<char>(bytes[static_cast<std::size_t>(at)]));
            }
          }
          R[op.dst] = make_str(std::move(out));
          ++pc_;
          break;
        }
        case Opcode::SetContinuation:
          continuations_[op.a] = Value::integer(op.b);
          ++pc_;
          break;
        case Opcode::ResumeContinuation: {
          auto it = continuations_.find(op.a);
          if (it != continuations_.end() && it->second.is_int()) {
            pc_ = static_cast<std::uint32_t>(it->second.i());
            continuations_.erase(it);
          } else {
            ++pc_;
          }
          break;
        }
        case Opcode::Halt:
          if (op.flag == 1 && frames_.size() == 1) return true;  // end of the module's code
          halted_ = true;
          stop_ = raising_ = true;
          return false;
        case Opcode::Label:
          ++pc_;
          break;
      }
    }
    if (!raising_) continue;
  handle_raise:
    if (stop_) return false;
    if (unwind()) continue;
    // not handled in this run: a sync frame hands the exception to its caller
    if (frames_.back().sync && frames_.size() >= stop_depth) {
      Frame& fr = frames_.back();
      stack_.pop(fr.below);
      frames_.pop_back();
      return false;
    }
    return false;
  }
}

}  // namespace reddragon::vm
