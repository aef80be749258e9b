// compile.cpp - IR Module -> Program (see program.hpp).
#include <algorithm>
#include <string>

#include "reddragon/vm/bigint.hpp"
#include "reddragon/vm/runtime.hpp"
#include "vm/program.hpp"
#include "vm/typed.hpp"

namespace reddragon::vm {

using namespace reddragon::ir;

Name Program::intern(std::string_view s) {
  auto it = name_ids.find(std::string(s));
  if (it != name_ids.end()) return it->second;
  Name id = static_cast<Name>(names.size());
  names.emplace_back(s);
  name_ids.emplace(names.back(), id);
  return id;
}

namespace {

struct Range {
  std::uint32_t begin, end;  // IR indices: entry label, end label (exclusive)
  bool is_class;
  std::string name;
  std::vector<std::string> parents;
};

class Compiler {
 public:
  Compiler(const Module& m, const LanguageRuntime* rt) : m_(m), rt_(rt), p_(std::make_unique<Program>()) { p_->module = &m; }

  Expected<std::unique_ptr<Program>> run() {
    find_ranges();
    assign_owners();
    collect_locals();
    if (auto e = emit(); !e) return e.error();
    attach_types(*p_, rt_ ? rt_->types : nullptr);  // coercion plans, overload sets (only where types ask)
    return std::move(p_);
  }

 private:
  std::string_view label_of(const Instruction& in) const {
    return in.num_operands == 1 ? m_.str(m_.operands_of(in)[0].sym()) : std::string_view{};
  }

  /// Jump threading: a branch or branch_if whose target is an unconditional
  /// `branch` of the same function goes straight on to that branch's target
  /// (the end of an if/else inside a loop, a ternary, a break or continue
  /// lower to chains of jumps, each hop a dispatched step). A target a try or
  /// a continuation names is kept: the VM watches for arrival there (the end
  /// of a finally re-raises). Runs after mark_loop_tests, which reads the
  /// original back edges.
  void thread_jumps() {
    auto& ops = p_->ops;
    std::vector<bool> pinned(ops.size(), false);
    auto pin = [&](std::uint32_t t) {
      if (t < pinned.size()) pinned[t] = true;
    };
    for (const Op& o : ops) {
      if (o.op == ir::Opcode::TryPush) {
        pin(o.a);
        pin(o.b);
        for (std::uint32_t k = 0; k < o.n; ++k) pin(p_->arg_pool[o.args + 2 * k + 1]);
      } else if (o.op == ir::Opcode::SetContinuation) {
        pin(o.b);
      }
    }
    auto onward = [&](std::uint32_t from, std::uint32_t t) {
      const FunctionInfo* fn = p_->op_function[from];
      // a few hops at most: a cycle of bare jumps (for (;;) {}) stops anywhere on it
      for (int hops = 0; hops < 8 && t < ops.size() && !pinned[t] && ops[t].op == ir::Opcode::Branch &&
                         ops[t].a != kNone && p_->op_function[t] == fn;
           ++hops)
        t = ops[t].a;
      return t;
    };
    for (std::uint32_t q = 0; q < ops.size(); ++q) {
      Op& o = ops[q];
      if (o.op == ir::Opcode::Branch && o.a != kNone) {
        o.a = onward(q, o.a);
      } else if (o.op == ir::Opcode::BranchIf) {
        if (o.b != kNone) o.b = onward(q, o.b);
        if (o.c != kNone) o.c = onward(q, o.c);
      }
    }
  }

  /// Flags each BranchIf that tests a loop (kLoopTest): a test whose true
  /// or false side jumps back to it or before it (do-while), or one inside
  /// the span of a back edge (`branch` to an earlier pc in the same
  /// function) with one side inside that span and the other past its end
  /// (while, for, for-each). The innermost such span decides.
  void mark_loop_tests() {
    auto& ops = p_->ops;
    struct Back {
      std::uint32_t from, to;  // the jump at `from` goes back to `to`
    };
    std::unordered_map<const FunctionInfo*, std::vector<Back>> by_fn;  // a function's own back edges
    for (std::uint32_t q = 0; q < ops.size(); ++q) {
      const Op& o = ops[q];
      if (o.op == ir::Opcode::Branch && o.a != kNone && o.a <= q && p_->op_function[o.a] == p_->op_function[q])
        by_fn[p_->op_function[q]].push_back({q, o.a});
    }
    for (std::uint32_t p = 0; p < ops.size(); ++p) {
      Op& o = ops[p];
      if (o.op != ir::Opcode::BranchIf || o.b == kNone || o.c == kNone) continue;
      if (o.b <= p && o.c > p) {
        o.flag |= kLoopTest | kLoopStaysOnTrue;
        continue;
      }
      if (o.c <= p && o.b > p) {
        o.flag |= kLoopTest;
        continue;
      }
      const Back* best = nullptr;
      auto fit = by_fn.find(p_->op_function[p]);
      if (fit == by_fn.end()) continue;
      for (const Back& b : fit->second) {
        if (b.to > p || b.from < p) continue;
        bool t_in = o.b > p && o.b <= b.from, f_in = o.c > p && o.c <= b.from;
        if (t_in == f_in || (t_in ? o.c < b.to : o.b < b.to)) continue;
        if (!best || b.from - b.to < best->from - best->to) best = &b;
      }
      if (!best) continue;
      o.flag |= kLoopTest;
      if (o.b > p && o.b <= best->from) o.flag |= kLoopStaysOnTrue;
    }
  }

  void find_ranges() {
    // Entry labels are those named by function/class reference literals.
    struct Ref { bool is_class; std::string name; std::string parents; };
    std::unordered_map<std::string_view, Ref> refs;
    for (const Literal& l : m_.literals) {
      if (l.kind == LiteralKind::FuncRef) refs.emplace(m_.str(l.label), Ref{false, std::string(m_.str(l.text)), ""});
      if (l.kind == LiteralKind::ClassRef)
        refs.emplace(m_.str(l.label), Ref{true, std::string(m_.str(l.text)), std::string(m_.str(l.extra))});
    }
    std::unordered_map<std::string_view, std::uint32_t> label_idx;
    for (std::uint32_t i = 0; i < m_.instructions.size(); ++i)
      if (m_.instructions[i].op == Opcode::Label) label_idx.emplace(label_of(m_.instructions[i]), i);
    for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {
      const Instruction& in = m_.instructions[i];
      if (in.op != Opcode::Label) continue;
      auto it = refs.find(label_of(in));
      if (it == refs.end()) continue;
      std::string lab(label_of(in));
      std::string end = lab.rfind("func_", 0) == 0 ? "end_" + lab.substr(5) : "end_" + lab;
      auto e = label_idx.find(end);
      std::uint32_t end_idx = e != label_idx.end() && e->second > i ? e->second : static_cast<std::uint32_t>(m_.instructions.size());
      ranges_.push_back(Range{i, end_idx, it->second.is_class, it->second.name, ir::split_list(it->second.parents)});
    }
    std::sort(ranges_.begin(), ranges_.end(), [](const Range& a, const Range& b) { return a.begin < b.begin; });
  }

  void assign_owners() {
    auto module = std::make_unique<FunctionInfo>();
    module->name = "<module>";
    module->is_module = true;
    module->ir_begin = 0;
    module->ir_end = static_cast<std::uint32_t>(m_.instructions.size());
    p_->functions.push_back(std::move(module));
    for (const Range& r : ranges_) {
      auto f = std::make_unique<FunctionInfo>();
      f->name = r.name;
      f->label = std::string(label_of(m_.instructions[r.begin]));
      f->is_class_body = r.is_class;
      f->ir_begin = r.begin;
      f->ir_end = r.end;
      f->class_parents = r.parents;
      f->index = static_cast<std::uint32_t>(p_->functions.size());
      p_->functions.push_back(std::move(f));
    }
    for (auto& f : p_->functions) f->name_id = p_->intern(f->name);
    owner_.assign(m_.instructions.size(), p_->functions[0].get());
    std::vector<FunctionInfo*> stack{p_->functions[0].get()};
    std::size_t next = 1;
    for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {
      while (stack.size() > 1 && i >= stack.back()->ir_end) stack.pop_back();
      while (next < p_->functions.size() && p_->functions[next]->ir_begin == i) {
        FunctionInfo* f = p_->functions[next].get();
        f->container = stack.back();
        const FunctionInfo* par = stack.back();
        while (par->is_class_body && par->container) par = par->container;
        f->parent = par;
        stack.push_back(f);
        ++next;
      }
      owner_[i] = stack.back();
    }
    for (auto& f : p_->functions) {
      Symbol s;
      if (!f->is_module && m_.strings.find(f->label, s)) p_->fn_by_label.emplace(s.id, f.get());
    }
  }

  std::uint32_t slot(FunctionInfo* f, Name n) {
    auto it = f->slot_of.find(n);
    if (it != f->slot_of.end()) return it->second;
    auto s = static_cast<std::uint32_t>(f->slot_names.size());
    f->slot_names.push_back(n);
    f->slot_of.emplace(n, s);
    return s;
  }

  void collect_locals() {
    std::unordered_map<std::string, bool> declared;
    for (std::uint32_t i = 0; i < m_.instructions.size(); ++i) {
      const Instruction& in = m_.instructions[i];
      FunctionInfo* f = owner_[i];
      auto ops = m_.operands_of(in);
      if (in.op == Opcode::Symbolic && !ops.empty() && ops[0].kind == OperandKind::Literal) {
        const Literal& l = m_.literal(ops[0]);
        std::string_view hint = l.kind == LiteralKind::String ? m_.str(l.text) : std::string_view{};
        if (hint.rfind("param:", 0) == 0 && !f->is_module) {
          std::string_view pn = hint.substr(6);
          int star = 0;
          while (!pn.empty() && pn.front() == '*') {
            pn.remove_prefix(1);
            ++star;
          }
          Name n = p_->intern(pn);
          if (std::find(f->params.begin(), f->params.end(), n) == f->params.end()) {
            if (star == 1) f->varargs = static_cast<int>(f->params.size());
            if (star == 2) f->kwargs = static_cast<int>(f->params.size());
            f->params.push_back(n);
            f->param_slots.push_back(slot(f, n));
          }
        }
      }
      if ((in.op == Opcode::DeclVar || (in.op == Opcode::StoreVar && f->is_module)) && !ops.empty() &&
          ops[0].kind == OperandKind::Var) {
        slot(f, p_->intern(m_.str(ops[0].sym())));
        if (in.op == Opcode::DeclVar) declared.emplace(std::string(m_.str(ops[0].sym())), true);
      }
    }
    for (auto& f : p_->functions) {
      for (Name pn : f->params) {
        std::string dv = "__default_" + f->label + "_" + p_->name(pn);
        f->default_vars.push_back(declared.count(dv) ? p_->intern(dv) : 0);
        // Python's `/`: the front end declares a marker per positional-only parameter
        if (f->posonly + 1 == f->default_vars.size() && declared.count("__posonly_" + f->label + "_" + p_->name(pn))) ++f->posonly;
      }
    }
  }

  /// Resolves a variable name used in function f.
  std::uint32_t varref(FunctionInfo* f, std::string_view name, bool store) {
    Name n = p_->intern(name);
    VarRef r;
    r.name = n;
    if (auto it = f->slot_of.find(n); it != f->slot_of.end()) {
      r.kind = f->is_module ? VarRef::Global : VarRef::Local;
      r.slot = it->second;
    } else {
      std::uint16_t depth = 1;
      const FunctionInfo* g = f->is_class_body ? f->parent : f->parent;
      bool found = false;
      for (; g; g = g->parent, ++depth) {
        auto it2 = g->slot_of.find(n);
        if (it2 == g->slot_of.end()) continue;
        r.kind = g->is_module ? VarRef::Global : VarRef::Outer;
        r.depth = depth;
        r.slot = it2->second;
        found = true;
        break;
      }
      if (!found) {
        if (store) {
          r.kind = VarRef::Global;
          r.slot = slot(p_->functions[0].get(), n);
        } else {
          r.kind = VarRef::Dynamic;
        }
      }
    }
    p_->varrefs.push_back(r);
    return static_cast<std::uint32_t>(p_->varrefs.size() - 1);
  }

  std::uint32_t reg(FunctionInfo* f, Reg r) {
    auto key = (static_cast<std::uint64_t>(f->index) << 32) | r;
    auto it = regmap_.find(key);
    if (it != regmap_.end()) return it->second;
    std::uint32_t local = f->nregs++;
    regmap_.emplace(key, local);
    return local;
  }

  std::uint32_t add_const(Value v) {
    p_->consts.push_back(std::move(v));
    return static_cast<std::uint32_t>(p_->consts.size() - 1);
  }

  Value literal_value(const Literal& l) {
    switch (l.kind) {
      case LiteralKind::None: return Value::none();
      case LiteralKind::Bool: return Value::boolean(l.b);
      case LiteralKind::Int: return Value::integer(l.i);
      case LiteralKind::BigInt: {
        try {
          return make_int(BigInt(std::string(m_.str(l.text))));
        } catch (...) {
          return Value::none();
        }
      }
      case LiteralKind::Float: return Value::real(l.f);
      case LiteralKind::String: return make_str(std::string(m_.str(l.text)));
      default: return Value::none();
    }
  }

  Expected<bool> emit() {
    const auto n = static_cast<std::uint32_t>(m_.instructions.size());
    // Pass 1: op index of every IR instruction (labels map to the next op);
    // class bodies get a synthetic end op before their end label.
    std::vector<std::uint32_t> pc_of(n + 1, 0);
    std::vector<bool> class_end_before(n + 1, false);
    for (auto& f : p_->functions)
      if (f->is_class_body) class_end_before[f->ir_end] = true;
    std::uint32_t pc = 0;
    for (std::uint32_t i = 0; i <= n; ++i) {
      if (class_end_before[i]) ++pc;
      pc_of[i] = pc;
      if (i < n && m_.instructions[i].op != Opcode::Label) ++pc;
    }
    std::unordered_map<std::uint32_t, std::uint32_t> label_pc;  // label symbol id -> pc
    for (std::uint32_t i = 0; i < n; ++i)
      if (m_.instructions[i].op == Opcode::Label && m_.instructions[i].num_operands == 1)
        label_pc.emplace(m_.operands_of(m_.instructions[i])[0].value, pc_of[i]);
    auto target = [&](const Operand& o) -> std::uint32_t {
      if (o.kind != OperandKind::Label) return kNone;
      auto it = label_pc.find(o.value);
      return it == label_pc.end() ? kNone : it->second;
    };
    for (auto& f : p_->functions) f->entry_pc = f->is_module ? 0 : pc_of[f->ir_begin];

    for (std::uint32_t i = 0; i <= n; ++i) {
      if (class_end_before[i]) {
        Op end;
        end.op = Opcode::Return;
        end.flag = 2;  // end of a class body
        end.src = i > 0 ? i - 1 : 0;
        p_->ops.push_back(end);
        p_->op_function.push_back(owner_[i > 0 ? i - 1 : 0]);
      }
      if (i == n) break;
      const Instruction& in = m_.instructions[i];
      if (in.op == Opcode::Label) continue;
      FunctionInfo* f = owner_[i];
      auto ops = m_.operands_of(in);
      Op op;
      op.op = in.op;
      op.src = i;
      if (in.result != kNoReg) op.dst = reg(f, in.result);
      auto R = [&](std::size_t k) -> std::uint32_t {
        return k < ops.size() && ops[k].kind == OperandKind::Reg ? reg(f, ops[k].value) : kNone;
      };
      auto N = [&](std::size_t k) -> std::uint32_t {
        return k < ops.size() && ops[k].kind != OperandKind::Null && ops[k].kind != OperandKind::Reg &&
                       ops[k].kind != OperandKind::Literal && ops[k].kind != OperandKind::Operator
                   ? p_->intern(m_.str(ops[k].sym()))
                   : kNone;
      };
      auto V = [&](std::size_t k, bool store) -> std::uint32_t {
        return k < ops.size() && ops[k].kind == OperandKind::Var ? varref(f, m_.str(ops[k].sym()), store) : kNone;
      };
      auto call_args = [&](std::size_t first) {
        op.args = static_cast<std::uint32_t>(p_->arg_pool.size());
        for (std::size_t k = first; k < ops.size(); ++k) p_->arg_pool.push_back(R(k));
        op.n = static_cast<std::uint16_t>(ops.size() - std::min(first, ops.size()));
      };
      switch (in.op) {
        case Opcode::Const: {
          if (ops.empty() || ops[0].kind != OperandKind::Literal) return make_error("const without literal");
          const Literal& l = m_.literal(ops[0]);
          if (l.kind == LiteralKind::FuncRef || l.kind == LiteralKind::ClassRef) {
            auto it = p_->fn_by_label.find(l.label.id);
            if (it == p_->fn_by_label.end())
              return make_error("reference to unknown label '" + std::string(m_.str(l.label)) + "'",
                                std::string(m_.file_of(i)), in.span);
            op.flag = l.kind == LiteralKind::FuncRef ? 1 : 2;
            op.a = it->second->index;
          } else {
            op.a = add_const(literal_value(l));
          }
          break;
        }
        case Opcode::Symbolic: {
          std::string hint;
          if (!ops.empty() && ops[0].kind == OperandKind::Literal && m_.literal(ops[0]).kind == LiteralKind::String)
            hint = std::string(m_.str(m_.literal(ops[0]).text));
          op.a = add_const(make_str(hint));
          if (hint.rfind("param:", 0) == 0 && !f->is_module) {
            std::string_view pn = std::string_view(hint).substr(6);
            while (!pn.empty() && pn.front() == '*') pn.remove_prefix(1);
            auto it = f->slot_of.find(p_->intern(pn));
            if (it != f->slot_of.end()) {
              op.flag = 1;
              op.b = it->second;
            }
          } else if (hint.rfind("caught_exception:", 0) == 0) {
            op.flag = 2;
          }
          break;
        }
        case Opcode::LoadVar: op.a = V(0, false); break;
        case Opcode::AddressOf: op.a = V(0, false); break;
        case Opcode::StoreVar: op.a = V(0, true); op.b = R(1); break;
        case Opcode::DeclVar: op.a = V(0, true); op.b = R(1); break;
        case Opcode::LoadField: case Opcode::LoadFieldIndirect: op.a = R(0); op.b = N(1); break;
        case Opcode::LoadIndex: op.a = R(0); op.b = R(1); break;
        case Opcode::StoreField: op.a = R(0); op.b = N(1); op.c = R(2); break;
        case Opcode::StoreIndex: op.a = R(0); op.b = R(1); op.c = R(2); break;
        case Opcode::NewObject: op.a = N(0); break;
        case Opcode::NewArray: op.a = N(0); op.b = R(1); break;
        case Opcode::Binop: case Opcode::Unop:
          op.a = !ops.empty() && ops[0].kind == OperandKind::Operator ? ops[0].value : 0;
          op.b = R(1);
          op.c = R(2);
          break;
        case Opcode::CallFunction:
          op.a = V(0, false);
          if (!ops.empty() && ops[0].kind == OperandKind::Func) op.a = varref(f, m_.str(ops[0].sym()), false);
          op.b = N(0);
          call_args(1);
          break;
        case Opcode::CallCtor:
          op.a = !ops.empty() && ops[0].kind == OperandKind::Class ? varref(f, m_.str(ops[0].sym()), false) : kNone;
          op.b = N(0);
          call_args(1);
          break;
        case Opcode::CallMethod: op.a = R(0); op.b = N(1); call_args(2); break;
        case Opcode::CallUnknown: op.a = R(0); call_args(1); break;
        case Opcode::Branch: op.a = ops.empty() ? kNone : target(ops[0]); break;
        case Opcode::BranchIf:
          op.a = R(0);
          op.b = ops.size() > 1 ? target(ops[1]) : kNone;
          op.c = ops.size() > 2 ? target(ops[2]) : kNone;
          break;
        case Opcode::Return: case Opcode::Throw: op.a = R(0); break;
        case Opcode::TryPush: {
          op.a = !ops.empty() ? target(ops[0]) : kNone;
          op.b = ops.size() > 1 ? target(ops[1]) : kNone;
          op.args = static_cast<std::uint32_t>(p_->arg_pool.size());
          for (std::size_t k = 2; k + 1 < ops.size(); k += 2) {
            p_->arg_pool.push_back(N(k));
            p_->arg_pool.push_back(target(ops[k + 1]));
          }
          op.n = static_cast<std::uint16_t>(ops.size() >= 2 ? (ops.size() - 2) / 2 : 0);
          break;
        }
        case Opcode::LoadIndirect: op.a = R(0); break;
        case Opcode::StoreIndirect: op.a = R(0); op.b = R(1); break;
        case Opcode::AllocRegion: op.a = R(0); break;
        case Opcode::WriteRegion: op.a = R(0); op.b = R(1); op.c = R(2); op.d = R(3); break;
        case Opcode::LoadRegion: op.a = R(0); op.b = R(1); op.c = R(2); break;
        case Opcode::SetContinuation: op.a = N(0); op.b = ops.size() > 1 ? target(ops[1]) : kNone; break;
        case Opcode::ResumeContinuation: op.a = N(0); break;
        default: break;
      }
      p_->ops.push_back(op);
      p_->op_function.push_back(f);
    }
    mark_loop_tests();
    thread_jumps();
    // Peephole: `%r = symbolic "param:x"; decl_var x %r` is the parameter
    // prologue; when the caller bound x, both are one step (flag 3).
    for (std::size_t k = 0; k + 1 < p_->ops.size(); ++k) {
      Op& a = p_->ops[k];
      const Op& b = p_->ops[k + 1];
      if (a.op == Opcode::Symbolic && a.flag == 1 && b.op == Opcode::DeclVar && b.b == a.dst &&
          p_->varrefs[b.a].kind == VarRef::Local && p_->varrefs[b.a].slot == a.b)
        a.flag = 3;
    }
    // `s = s + t` / `s += t` on strings: mark the binop (flag 5, d = the
    // variable) so the VM can append in place when nothing else holds s.
    {
      std::unordered_map<std::uint32_t, std::size_t> loaded_at;  // reg -> op index of its load_var
      const FunctionInfo* cur = nullptr;
      for (std::size_t k = 0; k + 1 < p_->ops.size(); ++k) {
        Op& o = p_->ops[k];
        if (p_->op_function[k] != cur) {
          cur = p_->op_function[k];
          loaded_at.clear();
        }
        if (o.op == Opcode::LoadVar && o.dst != kNone) loaded_at[o.dst] = k;
        if (o.op != Opcode::Binop || static_cast<ir::Operator>(o.a) != ir::Operator::Add) continue;
        const Op& next = p_->ops[k + 1];
        auto it = loaded_at.find(o.b);
        if (it == loaded_at.end() || (next.op != Opcode::StoreVar && next.op != Opcode::DeclVar) || next.b != o.dst)
          continue;
        const VarRef& lr = p_->varrefs[p_->ops[it->second].a];
        const VarRef& sr = p_->varrefs[next.a];
        if (lr.kind == sr.kind && lr.slot == sr.slot && lr.depth == sr.depth && lr.kind != VarRef::Dynamic) {
          o.flag = 5;
          o.d = next.a;
        }
      }
    }
    // Variable operands resolved to a local slot carry it inline (c), so the
    // hot path needs no VarRef lookup.
    for (Op& o : p_->ops) {
      if ((o.op == Opcode::LoadVar || o.op == Opcode::StoreVar || o.op == Opcode::DeclVar) && o.a != kNone &&
          p_->varrefs[o.a].kind == VarRef::Local) {
        o.flag = 1;
        o.c = p_->varrefs[o.a].slot;
      }
    }
    // Module falls off the end: an implicit halt.
    Op halt;
    halt.op = Opcode::Halt;
    halt.flag = 1;  // implicit: the module's code ended
    halt.src = n > 0 ? n - 1 : 0;
    p_->ops.push_back(halt);
    p_->op_function.push_back(p_->functions[0].get());
    return true;
  }

  const Module& m_;
  const LanguageRuntime* rt_;
  std::unique_ptr<Program> p_;
  std::vector<Range> ranges_;
  std::vector<FunctionInfo*> owner_;
  std::unordered_map<std::uint64_t, std::uint32_t> regmap_;
};

}  // namespace

Expected<std::unique_ptr<Program>> compile(const Module& m, const LanguageRuntime* runtime) {
  return Compiler(m, runtime).run();
}

}  // namespace reddragon::vm
