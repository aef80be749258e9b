// walker.cpp - the path walker of types.smt (see walker.hpp).
#include "walker.hpp"

#include "java_assert.hpp"

#include <cctype>
#include <chrono>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <span>
#include <unordered_map>

namespace reddragon::types_smt {

namespace {

using ir::Opcode;
using ir::OperandKind;

/// What a register or variable holds on one path.
struct Val {
  enum class K { Obj, ClassRef, FuncRef, AssertError } k = K::Obj;
  std::optional<z3::expr> head;  ///< Obj: its run-time type
  TypePtr stat = unknown_type(); ///< its static type (arguments, member lookup)
  bool gradual = true;           ///< type unknown: like mypy's Any, never reported
  std::optional<z3::expr> cond;  ///< a boolean whose meaning the pass knows
  std::string text;              ///< source text (conditions, messages); ClassRef/FuncRef name; string literal
  std::string var;               ///< the variable it was loaded from (narrowing)
  std::vector<std::string> classes;  ///< a tuple of class references: isinstance(x, (A, B))
  std::string literal;           ///< a string constant's content (Java instanceof names its class so)
  TypePtr narrow_true, narrow_false;  ///< the variable's type when cond holds / fails
};

struct State {
  std::unordered_map<ir::Reg, Val> regs;
  std::map<std::string, Val> vars;
  std::map<std::string, TypePtr> declared;
  std::vector<std::string> path;
  std::vector<std::pair<std::string, z3::expr>> watch;  ///< parameters, for witnesses
  std::map<std::uint32_t, unsigned> visits;
};

class Walker {
 public:
  Walker(const ir::Module& m, const cfg::Cfg& g, const cfg::FunctionRange& fn, const SourceDecls& d,
         const Hierarchy& h, Encoding& enc, const Budgets& b, Report& r)
      : m_(m), g_(g), fn_(fn), d_(d), h_(h), enc_(enc), b_(b), r_(r), solver_(enc.ctx()) {
    z3::params p(enc.ctx());
    p.set("timeout", b.timeout_ms);
    solver_.set(p);
    const ir::SourceSpan& sp = m.instructions[fn.begin].span;
    if (auto it = d.funcs.find(sp.start_line); it != d.funcs.end() && it->second.name == display_name(fn.name))
      decl_ = &it->second;
    if (decl_ && !decl_->owner.empty()) fname_ = decl_->owner + "." + decl_->name;
    else fname_ = display_name(fn.name);
    index_casts();
    index_asserts();
  }

  void run() {
    State s;
    std::int64_t entry = g_.block_of[fn_.begin];
    explore(static_cast<std::uint32_t>(entry), fn_.begin + 1, std::move(s), 0);
    if (paths_ >= b_.max_paths)
      r_.budget.push_back(fname_ + ": path budget of " + std::to_string(b_.max_paths) + " reached; later paths unexplored");
    if (depth_hit_) r_.budget.push_back(fname_ + ": depth budget of " + std::to_string(b_.max_depth) + " branches reached");
    if (loop_hit_) r_.budget.push_back(fname_ + ": loop bound " + std::to_string(b_.loop_bound) + " cut some paths");
    if (time_hit_) r_.budget.push_back(fname_ + ": time budget of " + std::to_string(b_.time_ms) + " ms reached; later paths unexplored");
    if (unknowns_) r_.budget.push_back(fname_ + ": " + std::to_string(unknowns_) + " solver calls timed out (" +
                                       std::to_string(b_.timeout_ms) + " ms); their checks were not reported");
    r_.paths += paths_;
  }

 private:
  static std::string display_name(const std::string& n) { return n; }

  // --- source helpers -------------------------------------------------------
  std::string span_text(const ir::SourceSpan& sp) const {
    std::string_view l = d_.line(sp.start_line);
    if (sp.start_col >= l.size()) return "";
    std::size_t end = sp.end_line == sp.start_line ? std::min<std::size_t>(sp.end_col, l.size()) : l.size();
    if (end <= sp.start_col) return "";
    return std::string(l.substr(sp.start_col, end - sp.start_col));
  }

  // Java casts are gone from the IR: a cast applies to the outermost value
  // whose span starts right after `(T)` in the source.
  void index_casts() {
    if (d_.syntax != Syntax::Java) return;
    std::map<std::pair<unsigned, unsigned>, std::uint32_t> best;
    for (std::uint32_t i = fn_.begin; i < fn_.end; ++i) {
      const auto& in = m_.instructions[i];
      if (in.result == ir::kNoReg || in.span.empty() || in.op == Opcode::Const) continue;
      auto key = std::make_pair(in.span.start_line, in.span.start_col);
      auto it = best.find(key);
      if (it == best.end()) {
        best[key] = i;
        continue;
      }
      const auto& o = m_.instructions[it->second].span;
      if (std::make_pair(in.span.end_line, in.span.end_col) >= std::make_pair(o.end_line, o.end_col)) it->second = i;
    }
    for (auto& [pos, i] : best)
      if (TypePtr t = d_.java_cast_before(pos.first, pos.second, h_)) casts_[i] = t;
  }

  // Java asserts are gone from the IR too: each is checked before the first
  // instruction of the function that starts after its line.
  void index_asserts() {
    if (d_.syntax != Syntax::Java) return;
    unsigned first = m_.instructions[fn_.begin].span.start_line, last = m_.instructions[fn_.begin].span.end_line;
    for (const auto& a : d_.asserts) {
      if (a.line <= first || a.line > last) continue;
      std::optional<std::uint32_t> at, last_return;
      for (std::uint32_t i = fn_.begin + 1; i < fn_.end && !at; ++i) {
        const auto& sp = m_.instructions[i].span;
        if (m_.instructions[i].op == Opcode::Return) last_return = i;
        if (m_.instructions[i].op == Opcode::Label || sp.empty()) continue;
        if (sp.start_line > a.line) at = i;
      }
      // an assert that ends the body is checked at the implicit return
      if (!at) at = last_return;
      if (at) asserts_[*at].push_back(&a);
    }
  }

  // --- solver ---------------------------------------------------------------
  enum class Sat { Yes, No, Unknown };
  Sat check(const z3::expr& extra) {
    ++r_.solver_calls;
    solver_.push();
    solver_.add(extra);
    z3::check_result c = solver_.check();
    Sat res = c == z3::sat ? Sat::Yes : c == z3::unsat ? Sat::No : Sat::Unknown;
    if (res == Sat::Unknown) ++unknowns_;
    std::optional<z3::model> mdl;
    if (res == Sat::Yes) model_ = solver_.get_model();
    solver_.pop();
    return res;
  }

  /// Reports `kind` at instruction `i` when `must` does not follow from the path.
  bool require(const State& s, std::uint32_t i, const z3::expr& must, const std::string& kind, const std::string& msg,
               const std::vector<std::pair<std::string, z3::expr>>& extra_watch = {}) {
    z3::expr neg = !must;
    neg = neg.simplify();
    if (neg.is_false()) return true;
    if (check(neg) != Sat::Yes) return true;
    report(s, i, kind, msg, extra_watch);
    return false;
  }

  void report(const State& s, std::uint32_t i, const std::string& kind, const std::string& msg,
              const std::vector<std::pair<std::string, z3::expr>>& extra_watch) {
    const auto& sp = m_.instructions[i].span;
    for (Finding& f : r_.findings)
      if (f.kind == kind && f.line == sp.start_line && f.col == sp.start_col && f.function == fname_) {
        ++f.paths;
        return;
      }
    Finding f;
    f.kind = kind;
    f.line = sp.start_line;
    f.col = sp.start_col;
    f.end_line = sp.end_line;
    f.end_col = sp.end_col;
    f.function = fname_;
    f.message = msg;
    f.path = s.path;
    std::set<std::string> seen;
    auto add = [&](const std::string& n, const z3::expr& e) {
      if (e.is_bool()) {  // a branch condition the pass does not understand: its value
        if (model_ && seen.insert(n).second) {
          z3::expr v = model_->eval(e, true);
          f.witness.emplace_back(n, v.is_true() ? "true" : v.is_false() ? "false" : "any");
        }
        return;
      }
      // a constant (Dog(), None) needs no witness: its type is in the message
      if (e.is_app() && e.decl().decl_kind() == Z3_OP_DT_CONSTRUCTOR) return;
      if (!seen.insert(n).second || !model_) return;
      f.witness.emplace_back(n, enc_.name_of(model_->eval(e, true)));
    };
    for (auto& [n, e] : extra_watch) add(n, e);
    for (auto& [n, e] : s.watch) add(n, e);
    r_.findings.push_back(std::move(f));
  }

  void assume(const z3::expr& e) { solver_.add(e); }

  // --- values ---------------------------------------------------------------
  Val gradual_obj(const std::string& label) {
    Val v;
    v.head = enc_.fresh(label);
    assume(enc_.runtime(*v.head));  // a symbolic type variable: any run-time type
    return v;
  }

  Val const_obj(const std::string& n) {
    Val v;
    v.head = enc_.constant(n);
    v.stat = named(n);
    v.gradual = false;
    return v;
  }

  /// A value of declared type `t` whose run-time type is a fresh variable.
  Val typed_obj(const TypePtr& t, const std::string& label) {
    Val v = gradual_obj(label);
    if (!checkable(t)) return v;
    v.stat = t;
    v.gradual = false;
    assume_declared(*v.head, t);
    return v;
  }

  /// A type whose heads the graph knows (a type variable or a library
  /// class it does not see leaves the value gradual).
  bool checkable(const TypePtr& t) const {
    if (!t || t->kind == TypeExpr::Kind::Unknown) return false;
    if (t->kind == TypeExpr::Kind::Union) {
      for (auto& m : t->args)
        if (!checkable(m)) return false;
      return true;
    }
    return enc_.has(t->name);
  }

  void assume_declared(const z3::expr& head, const TypePtr& t) {
    assume(enc_.value_sub({head, t}, t));
    // Java declarations carry no nullness (no @Nullable): a declared value is
    // assumed non-null; only a null literal makes a value null
    if (h_.lang() == Syntax::Java) assume(head != enc_.constant("None"));
  }

  std::string describe(const Val& v) const { return v.var.empty() ? (v.text.empty() ? "value" : v.text) : v.var; }

  Val reg(const State& s, const ir::Operand& o) {
    if (o.kind != OperandKind::Reg) return Val{};
    auto it = s.regs.find(o.value);
    if (it != s.regs.end()) return it->second;
    return gradual_obj("r" + std::to_string(o.value));
  }

  /// Python `None`-ness of a value, and the narrowing that goes with it.
  void none_test(Val& out, const Val& v, bool is_none) {
    if (!v.head) return;
    out.cond = is_none ? (*v.head == enc_.constant("None")) : (*v.head != enc_.constant("None"));
    out.var = v.var;
    if (!v.gradual && v.stat->kind == TypeExpr::Kind::Union) {
      std::vector<TypePtr> rest;
      for (auto& a : v.stat->args)
        if (!(a->kind == TypeExpr::Kind::Named && a->name == "None")) rest.push_back(a);
      TypePtr without = union_of(rest);
      out.narrow_true = is_none ? named("None") : without;
      out.narrow_false = is_none ? without : named("None");
    }
  }

  void check_deref(State& s, std::uint32_t i, const Val& obj, const std::string& what) {
    if (obj.k != Val::K::Obj || obj.gradual || !obj.head) return;
    if (!require(s, i, *obj.head != enc_.constant("None"), "none-dereference",
                 describe(obj) + " may be None when " + what, {{describe(obj), *obj.head}}))
      assume(*obj.head != enc_.constant("None"));  // the path continues only if it was not None
  }

  /// Checks that `v` fits declared type `t` (assignment, argument, return).
  void check_fits(State& s, std::uint32_t i, const Val& v, const TypePtr& t, const std::string& kind,
                  const std::string& what) {
    if (v.k != Val::K::Obj || v.gradual || !v.head || !checkable(t)) return;
    require(s, i, enc_.value_sub({*v.head, v.stat}, t), kind,
            what + ": " + describe(v) + " (" + to_string(v.stat) + ") may not be " + to_string(t),
            {{describe(v), *v.head}});
  }

  Val cast_to(State& s, std::uint32_t i, Val v, const TypePtr& t) {
    if (v.k == Val::K::Obj && v.head) {
      z3::expr ok = enc_.value_sub({*v.head, v.stat}, t);
      // (T) null succeeds in Java, but only a value that may be null is null
      if (h_.lang() == Syntax::Java && !v.gradual && !h_.is_primitive(t->kind == TypeExpr::Kind::Named ? t->name : ""))
        ok = ok || *v.head == enc_.constant("None");
      if (!v.gradual) require(s, i, ok, "invalid-cast", "cast of " + describe(v) + " (" + to_string(v.stat) + ") to " +
                                                            to_string(t) + " may fail", {{describe(v), *v.head}});
      assume(ok);  // Java throws, Python's cast() lies: either way later code sees a T
    }
    v.stat = t;
    v.gradual = t->kind == TypeExpr::Kind::Unknown;
    return v;
  }

  /// `isinstance(v, C)` / `v instanceof C` as a formula, with narrowing.
  Val instance_test(const Val& v, const std::string& cls, bool java) {
    Val out;
    out.gradual = false;
    out.stat = named("bool");
    out.head = enc_.constant("bool");
    if (!v.head || !enc_.has(cls)) return out;
    z3::expr c = enc_.head_sub(*v.head, cls);
    if (java) c = c && *v.head != enc_.constant("None");
    out.cond = c;
    out.var = v.var;
    const ClassInfo* ci = h_.find(cls);
    std::vector<TypePtr> args(ci ? ci->params.size() : 0, unknown_type());
    TypePtr narrowed = named(cls, args);
    // keep the more precise static type when it already is a subclass
    if (!v.gradual && v.stat->kind == TypeExpr::Kind::Named && h_.nominal_sub(v.stat->name, cls)) narrowed = v.stat;
    out.narrow_true = narrowed;
    return out;
  }

  TypePtr member_subst(const Val& obj, const TypePtr& t, const std::string& owner) const {
    if (!t || obj.stat->kind != TypeExpr::Kind::Named) return t;
    const ClassInfo* ci = h_.find(owner);
    if (!ci || ci->params.empty()) return t;
    auto view = h_.as_instance_of(obj.stat, owner);
    std::vector<TypePtr> actual = view ? (*view)->args : std::vector<TypePtr>{};
    if (actual.size() != ci->params.size()) actual.assign(ci->params.size(), unknown_type());
    return substitute(t, ci->params, actual);
  }

  void check_args(State& s, std::uint32_t i, const std::vector<Val>& args, const MethodSig& sig, const Val* recv,
                  const std::string& owner, const std::string& callee) {
    if (args.size() != sig.params.size()) return;  // defaults, varargs, overloads: unchecked
    for (std::size_t k = 0; k < args.size(); ++k) {
      TypePtr t = recv ? member_subst(*recv, sig.params[k], owner) : sig.params[k];
      check_fits(s, i, args[k], t, "incompatible-assignment",
                 "argument " + sig.param_names[k] + " of " + callee);
    }
  }

  Val call_result(const TypePtr& ret, const std::string& label) {
    if (!ret) return gradual_obj(label);
    return typed_obj(ret, label);
  }

  std::optional<z3::expr> java_cond(const State& s, const std::string& e) {
    return java_assert_formula(e, enc_, [&](const std::string& n) -> std::optional<z3::expr> {
      auto it = s.vars.find(n);
      if (it == s.vars.end() || !it->second.head) return std::nullopt;
      return it->second.head;
    });
  }

  // --- the walk ---------------------------------------------------------------
  bool out_of_time() {
    if (time_hit_) return true;
    if (std::chrono::steady_clock::now() - start_ > std::chrono::milliseconds(b_.time_ms)) time_hit_ = true;
    return time_hit_;
  }

  void explore(std::uint32_t block, std::uint32_t from, State s, unsigned depth) {
    if (paths_ >= b_.max_paths || out_of_time()) return;
    if (depth > b_.max_depth) {
      depth_hit_ = true;
      ++paths_;
      return;
    }
    while (true) {
      if (++s.visits[block] > b_.loop_bound) {
        loop_hit_ = true;
        ++paths_;
        return;
      }
      const cfg::BasicBlock& bb = g_.blocks[block];
      std::uint32_t start = std::max(from, bb.begin);
      from = 0;
      for (std::uint32_t i = start; i < bb.end; ++i) {
        const ir::Instruction& in = m_.instructions[i];
        if (auto it = asserts_.find(i); it != asserts_.end())
          for (const JavaAssert* a : it->second) java_assert(s, *a);
        switch (in.op) {
          case Opcode::Return: {
            if (decl_ && decl_->ret) {
              Val v = in.num_operands ? reg(s, m_.operands_of(in)[0]) : const_obj("None");
              check_fits(s, i, v, decl_->ret, "incompatible-return", "return from " + fname_);
            }
            ++paths_;
            return;
          }
          case Opcode::Throw: {
            if (in.num_operands) {
              Val v = reg(s, m_.operands_of(in)[0]);
              if (v.k == Val::K::AssertError) {
                // the path reached here, so it is feasible: the assert fails on it
                if (check(enc_.ctx().bool_val(true)) == Sat::Yes)
                  report(s, i, "assert-may-fail", "assertion may fail: " + assert_text(in.span), {});
              }
            }
            ++paths_;
            return;
          }
          case Opcode::Halt:
            ++paths_;
            return;
          case Opcode::BranchIf: {
            Val c = in.num_operands ? reg(s, m_.operands_of(in)[0]) : Val{};
            branch(bb, s, c, depth);
            return;
          }
          default:
            step(s, i, in);
        }
      }
      // fall through or jump: exactly one normal successor
      std::optional<std::uint32_t> next;
      for (const cfg::Edge& e : bb.succs)
        if (e.kind == cfg::EdgeKind::Fallthrough || e.kind == cfg::EdgeKind::Jump) next = e.target;
      if (!next || g_.blocks[*next].begin >= fn_.end || g_.blocks[*next].begin < fn_.begin) {
        ++paths_;
        return;
      }
      block = *next;
    }
  }

  std::string assert_text(const ir::SourceSpan& sp) const {
    std::string t = trim(span_text(sp));
    return t.empty() ? "assert" : t;
  }

  void java_assert(State& s, const JavaAssert& a) {
    auto c = java_cond(s, a.expr);
    if (!c) return;
    ir::SourceSpan sp{a.line, a.col, a.line, static_cast<std::uint32_t>(a.col + a.expr.size())};
    z3::expr neg = (!*c).simplify();
    if (!neg.is_false() && check(neg) == Sat::Yes) {
      // report at the assert's own position, not the instruction after it
      Finding f;
      f.kind = "assert-may-fail";
      f.line = sp.start_line;
      f.col = sp.start_col;
      f.end_line = sp.end_line;
      f.end_col = sp.end_col;
      f.function = fname_;
      f.message = "assertion may fail: assert " + a.expr;
      f.path = s.path;
      for (auto& [n, e] : s.watch) f.witness.emplace_back(n, enc_.name_of(model_->eval(e, true)));
      bool dup = false;
      for (Finding& g : r_.findings)
        if (g.kind == f.kind && g.line == f.line && g.function == f.function) { ++g.paths; dup = true; }
      if (!dup) r_.findings.push_back(std::move(f));
    }
    assume(*c);
  }

  static std::string negate_text(const std::string& t) {
    if (t.starts_with("not ")) return t.substr(4);
    if (t.starts_with("!")) return t.substr(1);
    return "not " + t;
  }

  void branch(const cfg::BasicBlock& bb, State& s, const Val& c, unsigned depth) {
    std::optional<std::uint32_t> t, f;
    for (const cfg::Edge& e : bb.succs) {
      if (e.kind == cfg::EdgeKind::True) t = e.target;
      if (e.kind == cfg::EdgeKind::False) f = e.target;
    }
    z3::expr cond = enc_.ctx().bool_val(true);
    if (c.cond) cond = *c.cond;
    else if (c.k == Val::K::Obj && c.head && !c.gradual && c.stat->kind == TypeExpr::Kind::Union) {
      Val tmp;  // `if x:` on an Optional: truthiness includes not-None
      none_test(tmp, c, false);
      Val copy = c;
      copy.cond = tmp.cond;
      copy.narrow_true = tmp.narrow_true;
      copy.narrow_false = tmp.narrow_false;
      copy.var = c.var;
      copy.cond = *tmp.cond;
      // truthiness of a non-None value is still unknown: only the true side narrows
      z3::expr unknown = enc_.ctx().bool_const(("truthy#" + std::to_string(fresh_++)).c_str());
      cond = *tmp.cond && unknown;
      follow(t, s, cond, c.text, c.var, tmp.narrow_true, depth);
      follow(f, s, !cond, negate_text(c.text), c.var, nullptr, depth);
      return;
    } else {
      // a condition the pass does not understand: a fresh boolean no other
      // constraint mentions, so both sides are feasible without asking Z3
      cond = enc_.ctx().bool_const(("cond#" + std::to_string(fresh_++)).c_str());
      std::string text = c.text.empty() ? "condition" : c.text;
      // its value on the path is part of the witness ("flag: false")
      s.watch.emplace_back("cond " + text, cond);
      follow(t, s, cond, text, c.var, nullptr, depth, true);
      follow(f, s, !cond, negate_text(text), c.var, nullptr, depth, true);
      s.watch.pop_back();
      return;
    }
    std::string text = c.text.empty() ? "condition" : c.text;
    follow(t, s, cond, text, c.var, c.narrow_true, depth);
    follow(f, s, !cond, negate_text(text), c.var, c.narrow_false, depth);
  }

  void follow(std::optional<std::uint32_t> target, const State& s, const z3::expr& cond, const std::string& text,
              const std::string& var, const TypePtr& narrow, unsigned depth, bool fresh = false) {
    if (!target || paths_ >= b_.max_paths || out_of_time()) return;
    if (g_.blocks[*target].begin >= fn_.end || g_.blocks[*target].begin < fn_.begin) return;
    Sat sat = fresh ? Sat::Yes : check(cond);
    if (sat == Sat::No) {
      ++r_.pruned;  // infeasible: nothing on that side is reported
      return;
    }
    State n = s;
    if (!cond.is_true()) n.path.push_back(text);
    if (!var.empty() && narrow) {
      auto it = n.vars.find(var);
      if (it != n.vars.end() && it->second.k == Val::K::Obj) {
        it->second.stat = narrow;
        it->second.gradual = false;
      }
    }
    solver_.push();
    solver_.add(cond);
    explore(*target, 0, std::move(n), depth + 1);
    solver_.pop();
  }

  TypePtr declared_local(const ir::Instruction& in, const std::string& name, State& s) {
    if (auto it = s.declared.find(name); it != s.declared.end()) return it->second;
    TypePtr t = d_.local_decl(in.span.start_line, in.span.start_col, h_);
    if (!t && in.type.id) {
      TypePtr ir_t = parse_type(m_.str(in.type), h_.lang());
      if (ir_t->kind != TypeExpr::Kind::Unknown) t = ir_t;
    }
    return t;
  }

  /// Operands the walker reads, per opcode; IR that has fewer (or a
  /// literal out of range) is treated as an unknown producer, never read.
  bool well_formed(const ir::Instruction& in, std::span<const ir::Operand> ops) const {
    std::size_t need = 0;
    switch (in.op) {
      case Opcode::Const: case Opcode::Symbolic:
        return ops.size() >= 1 && ops[0].kind == OperandKind::Literal && ops[0].value < m_.literals.size();
      case Opcode::LoadVar: case Opcode::CallFunction: case Opcode::CallCtor: case Opcode::NewObject: need = 1; break;
      case Opcode::DeclVar: case Opcode::StoreVar: case Opcode::LoadField: case Opcode::LoadFieldIndirect:
      case Opcode::LoadIndex: case Opcode::CallMethod: case Opcode::Unop: need = 2; break;
      case Opcode::StoreField: case Opcode::StoreIndex: case Opcode::Binop: need = 3; break;
      default: break;
    }
    return ops.size() >= need;
  }

  void step(State& s, std::uint32_t i, const ir::Instruction& in) {
    auto ops = m_.operands_of(in);
    Val out;
    bool produced = in.result != ir::kNoReg;
    if (!well_formed(in, ops)) {
      if (produced) s.regs[in.result] = gradual_obj("op");
      return;
    }
    switch (in.op) {
      case Opcode::Const: {
        const ir::Literal& lit = m_.literal(ops[0]);
        switch (lit.kind) {
          case ir::LiteralKind::None:
            out = const_obj("None");
            out.text = "None";
            break;
          case ir::LiteralKind::Bool:
            out = const_obj("bool");
            out.cond = enc_.ctx().bool_val(lit.b);
            break;
          case ir::LiteralKind::Int: case ir::LiteralKind::BigInt: out = const_obj("int"); break;
          case ir::LiteralKind::Float: out = const_obj("float"); break;
          case ir::LiteralKind::String:
            // a Java char literal ('A') is lowered as a string: it is an int
            out = const_obj(h_.lang() == Syntax::Java && span_text(in.span).starts_with("'") ? "int" : "str");
            out.literal = std::string(m_.str(lit.text));
            break;
          case ir::LiteralKind::ClassRef:
            out.k = Val::K::ClassRef;
            out.text = std::string(m_.str(lit.text));
            break;
          case ir::LiteralKind::FuncRef:
            out.k = Val::K::FuncRef;
            out.text = std::string(m_.str(lit.text));
            break;
        }
        break;
      }
      case Opcode::Symbolic: {
        std::string what(m_.literal(ops[0]).kind == ir::LiteralKind::String ? m_.str(m_.literal(ops[0]).text) : "");
        if (what.starts_with("param:")) {
          std::string p = what.substr(6);
          TypePtr t;
          if ((p == "self" || p == "this") && decl_ && !decl_->owner.empty()) {
            const ClassInfo* ci = h_.find(decl_->owner);
            std::vector<TypePtr> args;
            if (ci)
              for (auto& tp : ci->params) args.push_back(named(tp));
            t = named(decl_->owner, args);
            out = typed_obj(t, p);
            assume(*out.head != enc_.constant("None"));
          } else {
            if (decl_)
              for (std::size_t k = 0; k < decl_->param_names.size(); ++k)
                if (decl_->param_names[k] == p) t = decl_->params[k];
            if (!t && in.type.id) t = parse_type(m_.str(in.type), h_.lang());
            out = typed_obj(t, p);  // Java: non-null, see typed_obj
            s.watch.emplace_back(p, *out.head);
          }
          out.var = p;
        } else {
          out = gradual_obj("sym");
        }
        break;
      }
      case Opcode::LoadVar: {
        std::string n(m_.str(ops[0].sym()));
        if (auto it = s.vars.find(n); it != s.vars.end()) out = it->second;
        else if (h_.known(n) && !h_.find(n)->builtin) { out.k = Val::K::ClassRef; out.text = n; }
        else out = gradual_obj(n);
        if (out.k == Val::K::Obj) out.var = n;
        out.cond.reset();
        out.text = out.k == Val::K::Obj ? n : out.text;
        break;
      }
      case Opcode::DeclVar:
      case Opcode::StoreVar: {
        std::string n(m_.str(ops[0].sym()));
        Val v = reg(s, ops[1]);
        TypePtr t = declared_local(in, n, s);
        if (t) {
          s.declared[n] = t;
          if (v.k == Val::K::Obj) {
            if (v.gradual) {  // Any flows into a declared variable unchecked
              if (checkable(t)) {
                if (v.head) assume_declared(*v.head, t);
                v.stat = t;
                v.gradual = false;
              }
            } else {
              check_fits(s, i, v, t, "incompatible-assignment", "assignment to " + n);
              // `st: Stack[Animal] = Stack()`: the declaration supplies the
              // type arguments the constructor call left unknown
              auto unknown_args = [](const TypePtr& x) {
                if (x->kind != TypeExpr::Kind::Named || x->args.empty()) return false;
                for (auto& a : x->args)
                  if (a->kind != TypeExpr::Kind::Unknown) return false;
                return true;
              };
              if (unknown_args(v.stat) && t->kind == TypeExpr::Kind::Named && t->name == v.stat->name) v.stat = t;
            }
          }
        }
        v.var = n;
        v.cond.reset();
        s.vars[n] = v;
        for (auto it = s.vars.lower_bound(n + "."); it != s.vars.end() && it->first.starts_with(n + ".");)
          it = s.vars.erase(it);  // the fields read through the old value
        break;
      }
      case Opcode::LoadField:
      case Opcode::LoadFieldIndirect: {
        Val obj = reg(s, ops[0]);
        std::string f(m_.str(ops[1].sym()));
        check_deref(s, i, obj, "reading ." + f);
        // `self.pet` read twice on a path is one value, so `if self.pet is
        // not None: self.pet.bark()` narrows as mypy does (calls in between
        // are assumed not to change it; stores are seen, see StoreField)
        std::string key = obj.k == Val::K::Obj && !obj.var.empty() ? obj.var + "." + f : "";
        if (auto it = key.empty() ? s.vars.end() : s.vars.find(key); it != s.vars.end()) {
          out = it->second;
        } else {
          TypePtr t;
          if (obj.k == Val::K::Obj && !obj.gradual && obj.stat->kind == TypeExpr::Kind::Named) {
            std::string owner;
            t = h_.field_type(obj.stat->name, f, &owner);
            if (t) t = member_subst(obj, t, owner);  // Holder<Animal>.value: Animal
          }
          out = call_result(t, f);
          out.var = key;
          if (!key.empty()) s.vars[key] = out;
        }
        out.cond.reset();
        out.text = span_text(in.span);
        break;
      }
      case Opcode::StoreField: {
        Val obj = reg(s, ops[0]);
        std::string f(m_.str(ops[1].sym()));
        Val v = reg(s, ops[2]);
        check_deref(s, i, obj, "writing ." + f);
        std::string owner;
        if (obj.k == Val::K::Obj && !obj.gradual && obj.stat->kind == TypeExpr::Kind::Named)
          if (TypePtr t = h_.field_type(obj.stat->name, f, &owner))
            check_fits(s, i, v, member_subst(obj, t, owner), "incompatible-assignment", "field " + f);
        // any object's field f may alias this one: forget the reads of f
        for (auto it = s.vars.begin(); it != s.vars.end();)
          it = it->first.ends_with("." + f) ? s.vars.erase(it) : std::next(it);
        if (obj.k == Val::K::Obj && !obj.var.empty() && v.k == Val::K::Obj) {
          v.var = obj.var + "." + f;
          v.cond.reset();
          s.vars[v.var] = v;
        }
        break;
      }
      case Opcode::NewArray: {
        out = gradual_obj("tuple");
        break;
      }
      case Opcode::StoreIndex: {
        if (ops[0].kind == OperandKind::Reg && ops[2].kind == OperandKind::Reg) {
          auto arr = s.regs.find(ops[0].value);
          auto cls = s.regs.find(ops[2].value);
          if (arr != s.regs.end() && cls != s.regs.end() && cls->second.k == Val::K::ClassRef)
            arr->second.classes.push_back(cls->second.text);
        }
        // Java arrays are covariant: a store checks the element type of the
        // array the value really is (ArrayStoreException), not the declared one
        store_element(s, i, reg(s, ops[0]), reg(s, ops[2]));
        break;
      }
      case Opcode::LoadIndex: {
        Val arr = reg(s, ops[0]);
        TypePtr t;
        if (arr.k == Val::K::Obj && !arr.gradual && arr.stat->kind == TypeExpr::Kind::Named && arr.stat->args.size() == 1)
          t = arr.stat->args[0];
        out = call_result(t, "elem");
        break;
      }
      case Opcode::CallFunction: {
        std::string fnm(m_.str(ops[0].sym()));
        std::vector<Val> args;
        for (std::size_t k = 1; k < ops.size(); ++k) args.push_back(reg(s, ops[k]));
        out = call(s, i, in, fnm, args);
        break;
      }
      case Opcode::CallMethod: {
        Val obj = reg(s, ops[0]);
        std::string mn(m_.str(ops[1].sym()));
        std::vector<Val> args;
        for (std::size_t k = 2; k < ops.size(); ++k) args.push_back(reg(s, ops[k]));
        check_deref(s, i, obj, "calling ." + mn + "()");
        TypePtr ret;
        if (obj.k == Val::K::Obj && !obj.gradual && obj.stat->kind == TypeExpr::Kind::Named) {
          std::string owner;
          if (const MethodSig* sig = h_.method(obj.stat->name, mn, &owner)) {
            check_args(s, i, args, *sig, &obj, owner, obj.stat->name + "." + mn);
            ret = member_subst(obj, sig->ret, owner);
          }
        }
        out = call_result(ret, mn);
        break;
      }
      case Opcode::CallCtor:
      case Opcode::NewObject: {
        std::string c(m_.str(ops[0].sym()));
        std::vector<Val> args;
        for (std::size_t k = 1; in.op == Opcode::CallCtor && k < ops.size(); ++k) args.push_back(reg(s, ops[k]));
        out = construct(s, i, c, args);
        break;
      }
      case Opcode::Binop: {
        ir::Operator op = static_cast<ir::Operator>(ops[0].value);
        std::string sp(ir::operator_spelling(op));
        Val a = reg(s, ops[1]), b = reg(s, ops[2]);
        auto is_none = [&](const Val& v) { return v.k == Val::K::Obj && !v.gradual && v.stat->kind == TypeExpr::Kind::Named && v.stat->name == "None" && v.head && v.head->is_const(); };
        out = const_obj("bool");
        if (sp == "is" || sp == "==" || sp == "is_not" || sp == "!=") {
          bool eq = sp == "is" || sp == "==";
          if (is_none(b)) none_test(out, a, eq);
          else if (is_none(a)) none_test(out, b, eq);
        } else if ((sp == "and" || sp == "&&" || sp == "or" || sp == "||") && a.cond && b.cond) {
          bool conj = sp == "and" || sp == "&&";
          out.cond = conj ? (*a.cond && *b.cond) : (*a.cond || *b.cond);
        } else if (sp == "+" || sp == "-" || sp == "*" || sp == "/" || sp == "//" || sp == "%") {
          out = gradual_obj("arith");
        }
        out.text = span_text(in.span);
        break;
      }
      case Opcode::Unop: {
        ir::Operator op = static_cast<ir::Operator>(ops[0].value);
        std::string sp(ir::operator_spelling(op));
        Val a = reg(s, ops[1]);
        if ((sp == "not" || sp == "!") && a.cond) {
          out = const_obj("bool");
          out.cond = !*a.cond;
          out.var = a.var;
          out.narrow_true = a.narrow_false;
          out.narrow_false = a.narrow_true;
          out.text = "not " + a.text;
        } else {
          out = gradual_obj("unop");
        }
        break;
      }
      default:
        if (produced) out = gradual_obj("op");
    }
    if (produced) {
      if (out.text.empty()) out.text = span_text(in.span);
      if (auto it = casts_.find(i); it != casts_.end()) out = cast_to(s, i, out, it->second);
      s.regs[in.result] = std::move(out);
    }
  }

  void store_element(State& s, std::uint32_t i, const Val& arr, const Val& v) {
    if (arr.k == Val::K::Obj && !arr.gradual && arr.stat->kind == TypeExpr::Kind::Named && arr.stat->name == "Array" &&
        arr.stat->args.size() == 1)
      check_fits(s, i, v, arr.stat->args[0], "incompatible-assignment", "array store into " + to_string(arr.stat));
  }

  Val construct(State& s, std::uint32_t i, const std::string& c, const std::vector<Val>& args) {
    if (!enc_.has(c) || !h_.known(c)) return gradual_obj(c);
    Val v = const_obj(c);
    const ClassInfo* ci = h_.find(c);
    if (ci && !ci->params.empty()) v.stat = named(c, std::vector<TypePtr>(ci->params.size(), unknown_type()));
    if (const MethodSig* sig = h_.method(c, "__init__")) check_args(s, i, args, *sig, nullptr, c, c);
    return v;
  }

  Val call(State& s, std::uint32_t i, const ir::Instruction& in, const std::string& fnm, std::vector<Val>& args) {
    if ((fnm == "isinstance" || fnm == "__jinstanceof") && args.size() == 2) {
      if (!args[1].classes.empty()) {  // isinstance(x, (A, B)): some member
        Val out = instance_test(args[0], args[1].classes[0], false);
        std::vector<TypePtr> narrowed{out.narrow_true ? out.narrow_true : unknown_type()};
        for (std::size_t k = 1; k < args[1].classes.size() && out.cond; ++k) {
          Val o = instance_test(args[0], args[1].classes[k], false);
          if (!o.cond) { out.cond.reset(); break; }
          out.cond = *out.cond || *o.cond;
          narrowed.push_back(o.narrow_true ? o.narrow_true : unknown_type());
        }
        out.narrow_true = out.cond ? union_of(narrowed) : nullptr;
        out.text = span_text(in.span);
        return out;
      }
      std::string cls = args[1].k == Val::K::ClassRef ? args[1].text : args[1].literal;
      if (fnm == "__jinstanceof") cls = parse_type(cls, Syntax::Java)->name;
      Val out = instance_test(args[0], cls, fnm == "__jinstanceof");
      out.text = span_text(in.span);
      return out;
    }
    if (fnm == "cast" && args.size() == 2) {
      // cast(Dog, x), cast("Dog", x), cast(Optional[Dog], x): the source text is the type
      TypePtr t = args[0].k == Val::K::ClassRef
                      ? named(args[0].text)
                      : parse_type(args[0].literal.empty() ? args[0].text : args[0].literal, Syntax::Python);
      if (args[0].k == Val::K::ClassRef) {
        const ClassInfo* ci = h_.find(args[0].text);
        if (ci && !ci->params.empty()) t = named(args[0].text, std::vector<TypePtr>(ci->params.size(), unknown_type()));
      }
      Val v = args[1];
      return cast_to(s, i, v, t);
    }
    if (fnm == "__jnewarray") {  // Java `new T[n]`: the element type is only in the source
      static const std::regex kNew(R"(new\s+([\w.<>]+)\s*\[)");
      std::string t = span_text(in.span);
      std::smatch mm;
      if (std::regex_search(t, mm, kNew)) {
        TypePtr e = parse_type(mm[1].str(), Syntax::Java);
        // one Array per top-level [..] group: new int[n][m] is int[][]
        std::size_t k = static_cast<std::size_t>(mm.position(0) + mm.length(0) - 1);
        int dims = 0, depth = 0;
        for (; k < t.size(); ++k) {
          if (t[k] == '[') { if (depth++ == 0) ++dims; }
          else if (t[k] == ']') --depth;
          else if (depth == 0 && !std::isspace(static_cast<unsigned char>(t[k]))) break;
        }
        for (int n = 0; n < dims; ++n) e = named("Array", {e});
        Val v = const_obj("Array");
        v.stat = e;
        return v;
      }
      return gradual_obj("array");
    }
    if (fnm == "__jastore" && args.size() == 3) {
      store_element(s, i, args[0], args[2]);
      return gradual_obj("store");
    }
    if (fnm == "AssertionError") {
      Val v;
      v.k = Val::K::AssertError;
      return v;
    }
    // a class called by name constructs it
    Val callee;
    if (auto it = s.vars.find(fnm); it != s.vars.end()) callee = it->second;
    if ((callee.k == Val::K::ClassRef || (callee.k == Val::K::Obj && !s.vars.count(fnm))) && h_.known(fnm) &&
        !h_.find(fnm)->builtin)
      return construct(s, i, fnm, args);
    // a module-level function: its declared signature is its summary
    const FuncDecl* callee_decl = nullptr;
    unsigned same_name = 0;
    for (auto& [line, f] : d_.funcs)
      if (f.name == fnm && f.owner.empty() && same_name++ == 0) callee_decl = &f;
    if (same_name == 1) {  // a redefined name: which one runs is not known here
      MethodSig sig{callee_decl->param_names, callee_decl->params, callee_decl->ret};
      check_args(s, i, args, sig, nullptr, "", fnm);
      return call_result(callee_decl->ret, fnm);
    }
    // a method of the enclosing class called unqualified (Java)
    if (decl_ && !decl_->owner.empty())
      if (const MethodSig* sig = h_.method(decl_->owner, fnm)) {
        check_args(s, i, args, *sig, nullptr, decl_->owner, fnm);
        return call_result(sig->ret, fnm);
      }
    return gradual_obj(fnm);
  }

  const ir::Module& m_;
  const cfg::Cfg& g_;
  const cfg::FunctionRange& fn_;
  const SourceDecls& d_;
  const Hierarchy& h_;
  Encoding& enc_;
  const Budgets& b_;
  Report& r_;
  z3::solver solver_;
  std::optional<z3::model> model_;
  const FuncDecl* decl_ = nullptr;
  std::string fname_;
  std::map<std::uint32_t, TypePtr> casts_;
  std::map<std::uint32_t, std::vector<const JavaAssert*>> asserts_;
  unsigned paths_ = 0, unknowns_ = 0, fresh_ = 0;
  bool depth_hit_ = false, loop_hit_ = false, time_hit_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace

void check_function(const ir::Module& m, const cfg::Cfg& g, const cfg::FunctionRange& fn, const SourceDecls& decls,
                    const Hierarchy& h, Encoding& enc, const Budgets& b, Report& report) {
  Walker w(m, g, fn, decls, h, enc, b, report);
  w.run();
}

}  // namespace reddragon::types_smt
