// z3_solver.cpp - kernel::Solver over Z3 (docs/symbolic.md, ADR 0009).
// Built as its own shared library (libreddragon_solver_z3.so) so that the
// 23 MB Z3 library is mapped only by runs that make a symbolic decision.
//
// Encoding, in short:
//  * sorts are inferred per node from constants, operators and widths:
//    unbounded integers -> Int, fixed-width ones (SymExpr::bits from the
//    type system) -> bit-vectors that wrap, floats -> Real (ADR 0009),
//    strings -> String, conditions -> Bool;
//  * an unknown (a name, a call, a field or index of an unknown) is a
//    constant named by its rendering, so the same call with the same
//    arguments is the same value (an uninterpreted function of them), and
//    the model reads `read() = 6`;
//  * anything not encodable is a fresh unconstrained constant: a path that
//    may be feasible is never pruned.
#include <z3++.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "reddragon/ir/ir.hpp"
#include "reddragon/kernel/solver.hpp"
#include "reddragon/vm/language_types.hpp"
#include "reddragon/vm/objects.hpp"

namespace reddragon::kernel {
namespace {

using vm::SymExpr;
using O = ir::Operator;

enum class K : std::uint8_t { Unknown, Bool, Int, Real, Str, BV };
struct Sort {
  K k = K::Unknown;
  std::uint8_t bits = 0;
  bool sign = true;
  bool operator==(const Sort&) const = default;
};

constexpr std::uint32_t kMaxDepth = 400;
/// Most path assertions one query may involve (check()).
constexpr std::size_t kMaxSlice = 128;

bool is_compare(O o) {
  switch (o) {
    case O::Eq: case O::Ne: case O::StrictEq: case O::StrictNe:
    case O::Lt: case O::Le: case O::Gt: case O::Ge: return true;
    default: return false;
  }
}
bool is_bool_op(O o) {
  return is_compare(o) || o == O::And || o == O::Or || o == O::Is || o == O::IsNot || o == O::In || o == O::NotIn ||
         o == O::InstanceOf;
}
using vm::SolverFn;
SolverFn solver_fn(const SymExpr& e) {
  if (e.kind != SymExpr::Call && e.kind != SymExpr::Method && e.kind != SymExpr::Field) return SolverFn::None;
  return static_cast<SolverFn>(e.op);
}
/// A length: the IR's `len` operator, or a library name the language maps to it.
bool is_length(const SymExpr& e) {
  if (e.kind == SymExpr::Unary) return static_cast<O>(e.op) == O::Len && e.kids.size() == 1;
  return solver_fn(e) == SolverFn::Length && e.kids.size() == 1;
}
bool is_str_pred(const SymExpr& e) {
  SolverFn f = solver_fn(e);
  return e.kind != SymExpr::Field && e.kids.size() == 2 &&
         (f == SolverFn::Prefix || f == SolverFn::Suffix || f == SolverFn::Contains || f == SolverFn::Equals);
}

class Encoder {
 public:
  explicit Encoder(z3::context& c) : c_(c) {}

  void clear() {
    memo_.clear();
    natural_.clear();
  }
  /// Axioms found while encoding (lengths are not negative), to assert once.
  std::vector<z3::expr> take_axioms() { return std::move(axioms_); }
  struct Atom {
    std::string shown;
    z3::expr e;
    Sort sort;
  };
  const std::vector<Atom>& atoms() const { return atoms_; }

  z3::expr truth(const SymExpr& e) {
    Sort s = natural(e);
    switch (s.k) {
      case K::Bool: return enc(e, s);
      case K::Int: return enc(e, s) != c_.int_val(0);
      case K::Real: return enc(e, s) != c_.real_val(0);
      case K::BV: return enc(e, s) != c_.bv_val(0, s.bits);
      case K::Str: return z3::expr(c_, Z3_mk_seq_length(c_, enc(e, s))) > 0;
      case K::Unknown: return enc(e, Sort{K::Bool});
    }
    return fresh(Sort{K::Bool});
  }

 private:
  Sort natural(const SymExpr& e) {
    if (auto it = natural_.find(&e); it != natural_.end()) return it->second;
    Sort s = natural_uncached(e);
    natural_.emplace(&e, s);
    return s;
  }
  Sort natural_uncached(const SymExpr& e) {
    if (e.depth > kMaxDepth) return {};
    if (e.bits) return Sort{K::BV, e.bits, e.is_signed};
    auto kid = [&](std::size_t k) { return k < e.kids.size() && e.kids[k] ? natural(*e.kids[k]) : Sort{}; };
    switch (e.kind) {
      case SymExpr::Const:
        switch (e.ctype) {
          case SymExpr::Int: return {K::Int};
          case SymExpr::Float: return {K::Real};
          case SymExpr::Str: return {K::Str};
          case SymExpr::Bool: return {K::Bool};
          default: return {};
        }
      case SymExpr::Call:
      case SymExpr::Method:
      case SymExpr::Field:
        if (is_length(e)) return {K::Int};
        if (is_str_pred(e)) return {K::Bool};
        return {};
      case SymExpr::Leaf:
      case SymExpr::Index: return {};
      case SymExpr::Unary:
        switch (static_cast<O>(e.op)) {
          case O::Not: return {K::Bool};
          case O::Len: return {K::Int};
          case O::Neg: case O::Pos: case O::BitNot: {
            Sort k = kid(0);
            return k.k == K::Unknown ? Sort{K::Int} : k;
          }
          default: return {};
        }
      case SymExpr::Binary: {
        O o = static_cast<O>(e.op);
        if (is_bool_op(o)) return {K::Bool};
        Sort a = kid(0), b = kid(1);
        if (a.k == K::BV) return a;
        if (b.k == K::BV) return b;
        if (o == O::Concat) return {K::Str};
        if (o == O::Add && (a.k == K::Str || b.k == K::Str)) return {K::Str};
        if (a.k == K::Str || b.k == K::Str) return {};  // "ab" * 3, "%d" % x: not encoded
        if (o == O::Div || a.k == K::Real || b.k == K::Real) return {K::Real};
        return {K::Int};
      }
    }
    return {};
  }

  z3::sort z3sort(Sort s) {
    switch (s.k) {
      case K::Bool: return c_.bool_sort();
      case K::Real: return c_.real_sort();
      case K::Str: return c_.string_sort();
      case K::BV: return c_.bv_sort(s.bits);
      default: return c_.int_sort();
    }
  }
  static const char* suffix(Sort s) {
    switch (s.k) {
      case K::Bool: return "!bool";
      case K::Real: return "!real";
      case K::Str: return "!str";
      case K::BV: return "!bv";
      default: return "!int";
    }
  }

  z3::expr fresh(Sort s) { return c_.constant(("unknown!" + std::to_string(fresh_++)).c_str(), z3sort(s)); }

  /// An unknown named by its rendering: one constant per (name, sort).
  z3::expr atom(const SymExpr& e, Sort want) {
    std::string shown = vm::render_expr(e, 300);
    if (shown.size() > 300) shown += "#" + std::to_string(reinterpret_cast<std::uintptr_t>(&e));
    std::string key = shown;
    auto it = first_sort_.find(shown);
    if (it == first_sort_.end()) first_sort_.emplace(shown, want);
    else if (!(it->second == want)) key += std::string(suffix(want)) + (want.k == K::BV ? std::to_string(want.bits) : "");
    if (auto a = by_key_.find(key); a != by_key_.end()) return atoms_[a->second].e;
    z3::expr x = c_.constant(key.c_str(), z3sort(want));
    by_key_.emplace(key, atoms_.size());
    atoms_.push_back({shown, x, want});
    return x;
  }

  z3::expr convert(const z3::expr& x, Sort from, Sort to) {
    if (from == to) return x;
    if (from.k == K::Int && to.k == K::Real) return z3::to_real(x);
    if (from.k == K::BV && to.k == K::Int) return z3::bv2int(x, from.sign);
    if (from.k == K::BV && to.k == K::Real) return z3::to_real(z3::bv2int(x, from.sign));
    if (from.k == K::Int && to.k == K::BV) return z3::int2bv(to.bits, x);
    if (from.k == K::BV && to.k == K::BV) {
      if (to.bits < from.bits) return x.extract(to.bits - 1, 0);
      return from.sign ? z3::sext(x, to.bits - from.bits) : z3::zext(x, to.bits - from.bits);
    }
    if (to.k == K::Bool) {
      if (from.k == K::Int) return x != c_.int_val(0);
      if (from.k == K::BV) return x != c_.bv_val(0, from.bits);
    }
    return fresh(to);
  }

  z3::expr enc(const SymExpr& e, Sort want) {
    if (want.k == K::Unknown) want = Sort{K::Int};
    auto key = std::make_pair(&e, static_cast<unsigned>(want.k) * 1000u + want.bits * 2u + want.sign);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    z3::expr r = e.depth > kMaxDepth ? fresh(want) : enc_uncached(e, want);
    // every encoding has the sort asked for (Z3 does not check all
    // operators' sorts before it builds a term)
    if (!z3::eq(r.get_sort(), z3sort(want))) r = fresh(want);
    memo_.emplace(key, r);
    return r;
  }

  z3::expr enc_uncached(const SymExpr& e, Sort want) {
    Sort nat = natural(e);
    auto kid = [&](std::size_t k) -> const SymExpr& { return *e.kids[k]; };
    if (is_length(e)) {
      // a string's length, else a non-negative unknown
      z3::expr n(c_);
      if (natural(kid(0)).k == K::Str) {
        n = z3::expr(c_, Z3_mk_seq_length(c_, enc(kid(0), Sort{K::Str})));
      } else {
        n = atom(e, Sort{K::Int});
        axioms_.push_back(n >= 0);
      }
      return convert(n, Sort{K::Int}, want);
    }
    switch (e.kind) {
      case SymExpr::Const: return constant(e, want);
      case SymExpr::Leaf:
      case SymExpr::Index:
      case SymExpr::Field:
      case SymExpr::Call:
      case SymExpr::Method: {
        if (is_str_pred(e)) {
          SolverFn f = solver_fn(e);
          z3::expr s = enc(kid(0), Sort{K::Str}), t = enc(kid(1), Sort{K::Str});
          z3::expr b = f == SolverFn::Prefix   ? z3::expr(c_, Z3_mk_seq_prefix(c_, t, s))
                       : f == SolverFn::Suffix ? z3::expr(c_, Z3_mk_seq_suffix(c_, t, s))
                       : f == SolverFn::Contains ? z3::expr(c_, Z3_mk_seq_contains(c_, s, t))
                                                 : s == t;
          return convert(b, Sort{K::Bool}, want);
        }
        Sort s = e.bits ? nat : want;
        return convert(atom(e, s), s, want);
      }
      case SymExpr::Unary: {
        O o = static_cast<O>(e.op);
        if (o == O::Not) return convert(!truth(kid(0)), Sort{K::Bool}, want);
        Sort s = nat;
        if (s.k == K::Unknown || s.k == K::Bool || s.k == K::Str) return fresh(want);
        z3::expr x = enc(kid(0), s);
        if (o == O::Neg) return convert(s.k == K::BV ? -x : -x, s, want);
        if (o == O::Pos) return convert(x, s, want);
        if (o == O::BitNot && s.k == K::BV) return convert(~x, s, want);
        return fresh(want);
      }
      case SymExpr::Binary: return convert_binary(e, nat, want);
    }
    return fresh(want);
  }

  z3::expr constant(const SymExpr& e, Sort want) {
    switch (e.ctype) {
      case SymExpr::Int:
        if (want.k == K::Int) return c_.int_val(e.text.c_str());
        if (want.k == K::Real) return c_.real_val(e.text.c_str());
        if (want.k == K::BV) return z3::int2bv(want.bits, c_.int_val(e.text.c_str())).simplify();
        break;
      case SymExpr::Float: {
        if (want.k != K::Real && want.k != K::Int) break;
        // exact decimal text only (no exponent, inf or nan)
        bool plain = !e.text.empty() && e.text.find_first_not_of("-0123456789.") == std::string::npos;
        if (!plain) break;
        z3::expr r = c_.real_val(e.text.c_str());
        return want.k == K::Real ? r : fresh(want);
      }
      case SymExpr::Str:
        if (want.k == K::Str) return c_.string_val(e.text);
        break;
      case SymExpr::Bool: {
        bool v = e.text == "True" || e.text == "true";
        if (want.k == K::Bool) return c_.bool_val(v);
        if (want.k == K::Int) return c_.int_val(v ? 1 : 0);
        break;
      }
      default: break;
    }
    return fresh(want);
  }

  /// The sort both operands of a comparison are encoded in.
  Sort operand_sort(const SymExpr& e) {
    Sort a = natural(*e.kids[0]), b = natural(*e.kids[1]);
    if (a.k == K::BV) return a;
    if (b.k == K::BV) return b;
    if (a.k == K::Unknown) return b.k == K::Unknown ? Sort{K::Int} : b;
    if (b.k == K::Unknown) return a;
    if (a == b) return a;
    if ((a.k == K::Int && b.k == K::Real) || (a.k == K::Real && b.k == K::Int)) return {K::Real};
    return {};  // mismatched kinds: not encoded
  }

  z3::expr convert_binary(const SymExpr& e, Sort nat, Sort want) {
    if (e.kids.size() < 2 || !e.kids[0] || !e.kids[1]) return fresh(want);
    O o = static_cast<O>(e.op);
    const SymExpr& l = *e.kids[0];
    const SymExpr& r = *e.kids[1];
    if (o == O::And) return convert(truth(l) && truth(r), Sort{K::Bool}, want);
    if (o == O::Or) return convert(truth(l) || truth(r), Sort{K::Bool}, want);
    if (o == O::In || o == O::NotIn) {
      if (natural(r).k != K::Str && natural(l).k != K::Str) return fresh(want);
      z3::expr b(c_, Z3_mk_seq_contains(c_, enc(r, Sort{K::Str}), enc(l, Sort{K::Str})));
      return convert(o == O::In ? b : !b, Sort{K::Bool}, want);
    }
    if (is_compare(o)) {
      Sort s = operand_sort(e);
      if (s.k == K::Unknown) return fresh(want);
      z3::expr a = enc(l, s), b = enc(r, s);
      z3::expr res(c_);
      switch (o) {
        case O::Eq: case O::StrictEq: res = a == b; break;
        case O::Ne: case O::StrictNe: res = a != b; break;
        default:
          if (s.k == K::Bool) return fresh(want);
          if (s.k == K::Str) {
            // a < b on strings: lexicographic
            z3::expr lt(c_, Z3_mk_str_lt(c_, a, b)), le(c_, Z3_mk_str_le(c_, a, b));
            res = o == O::Lt ? lt : o == O::Le ? le : o == O::Gt ? !le : !lt;
          } else if (s.k == K::BV && !s.sign) {
            res = o == O::Lt ? z3::ult(a, b) : o == O::Le ? z3::ule(a, b) : o == O::Gt ? z3::ugt(a, b) : z3::uge(a, b);
          } else {
            res = o == O::Lt ? a < b : o == O::Le ? a <= b : o == O::Gt ? a > b : a >= b;
          }
      }
      return convert(res, Sort{K::Bool}, want);
    }
    if (is_bool_op(o)) return fresh(want);  // is, instanceof: an unknown fact
    // arithmetic in the node's own sort
    Sort s = nat;
    if (s.k == K::Unknown || s.k == K::Bool) return fresh(want);
    if (s.k == K::Str) {
      if (o != O::Add && o != O::Concat) return fresh(want);
      return convert(z3::concat(enc(l, s), enc(r, s)), s, want);
    }
    z3::expr a = enc(l, s), b = enc(r, s);
    z3::expr res(c_);
    if (s.k == K::BV) {
      switch (o) {
        case O::Add: res = a + b; break;
        case O::Sub: res = a - b; break;
        case O::Mul: res = a * b; break;
        case O::Div: case O::FloorDiv: res = s.sign ? a / b : z3::udiv(a, b); break;  // truncating
        case O::Mod: res = s.sign ? z3::srem(a, b) : z3::urem(a, b); break;        // sign of the dividend
        case O::BitAnd: res = a & b; break;
        case O::BitOr: res = a | b; break;
        case O::BitXor: res = a ^ b; break;
        case O::Shl: res = z3::shl(a, b); break;
        case O::Shr: res = s.sign ? z3::ashr(a, b) : z3::lshr(a, b); break;
        case O::UShr: res = z3::lshr(a, b); break;
        default: return fresh(want);
      }
      return convert(res, s, want);
    }
    if (s.k == K::Real) {
      switch (o) {
        case O::Add: res = a + b; break;
        case O::Sub: res = a - b; break;
        case O::Mul: res = a * b; break;
        case O::Div: res = a / b; break;
        default: return fresh(want);
      }
      return convert(res, s, want);
    }
    switch (o) {  // unbounded integers (Python's floor division and modulo)
      case O::Add: res = a + b; break;
      case O::Sub: res = a - b; break;
      case O::Mul: res = a * b; break;
      case O::FloorDiv: res = z3::ite(b > 0, a / b, (-a) / (-b)); break;
      case O::Mod: res = a - b * z3::ite(b > 0, a / b, (-a) / (-b)); break;
      default: return fresh(want);
    }
    return convert(res, s, want);
  }

  z3::context& c_;
  struct PairHash {
    std::size_t operator()(const std::pair<const SymExpr*, unsigned>& p) const {
      return std::hash<const void*>()(p.first) * 31u + p.second;
    }
  };
  std::unordered_map<std::pair<const SymExpr*, unsigned>, z3::expr, PairHash> memo_;
  std::unordered_map<const SymExpr*, Sort> natural_;
  std::unordered_map<std::string, Sort> first_sort_;
  std::unordered_map<std::string, std::size_t> by_key_;
  std::vector<Atom> atoms_;
  std::vector<z3::expr> axioms_;
  unsigned fresh_ = 0;

 public:
  void reset_atoms() {
    first_sort_.clear();
    by_key_.clear();
    atoms_.clear();
    axioms_.clear();
    fresh_ = 0;
  }
};

std::string show_value(const z3::expr& v, bool sign) {
  if (v.is_bool()) return v.is_true() ? "true" : v.is_false() ? "false" : v.to_string();
  if (v.is_bv() && v.is_numeral()) {
    std::string digits = Z3_get_numeral_string(v.ctx(), v);
    unsigned bits = v.get_sort().bv_size();
    if (!sign || bits > 64) return digits;
    unsigned long long u = std::strtoull(digits.c_str(), nullptr, 10);
    if (bits < 64 && (u >> (bits - 1)) & 1u) return std::to_string(static_cast<long long>(u) - (1LL << bits));
    return std::to_string(static_cast<long long>(u));
  }
  if (v.is_string_value()) {
    std::string s = v.get_string(), out = "\"";
    for (char c : s) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    return out + "\"";
  }
  if (v.is_real() && v.is_numeral()) {
    std::string d = v.get_decimal_string(12);
    if (d.ends_with("?")) d.pop_back();
    return d;
  }
  return v.to_string();
}

/// The uninterpreted constants (unknowns) a term mentions.
void atoms_of(const z3::expr& t, std::vector<unsigned>& out) {
  std::vector<z3::expr> todo{t};
  std::unordered_set<unsigned> seen;
  while (!todo.empty()) {
    z3::expr e = todo.back();
    todo.pop_back();
    if (!seen.insert(e.id()).second) continue;
    if (e.is_const() && !e.is_numeral() && e.decl().decl_kind() == Z3_OP_UNINTERPRETED) out.push_back(e.id());
    if (e.is_app())
      for (unsigned k = 0; k < e.num_args(); ++k) todo.push_back(e.arg(k));
  }
}

class Z3Solver final : public Solver {
 public:
  Z3Solver() : s_(c_), q_(c_, z3::solver::simple()), enc_(c_) { s_.push(); }
  void reset() override {
    // a scope per path: popping it is cheaper than rebuilding the solver
    s_.pop();
    s_.push();
    enc_.clear();
    enc_.reset_atoms();
    path_.clear();
    ground_.clear();
    parent_.clear();
    members_.clear();
    apply_timeout();
  }
  void assume(const SymExpr& cond, bool value) override {
    try {
      z3::expr t = enc_.truth(cond);
      flush_axioms();
      add_to_path(value ? t : !t);
    } catch (const z3::exception&) {
      // not encodable: the path keeps no constraint for it (never prunes)
    }
  }
  /// Only the assertions that share unknowns with the query, transitively
  /// (KLEE's constraint independence), go to the solver: a loop deciding a
  /// fresh unknown per iteration asks small questions, not ever larger ones.
  Sat check(const SymExpr& cond, bool value) override {
    ++queries_;
    try {
      z3::expr t = enc_.truth(cond);
      flush_axioms();
      std::vector<unsigned> atoms;
      atoms_of(t, atoms);
      std::vector<unsigned> roots;
      for (unsigned a : atoms) {
        unsigned r = find(a);
        if (std::find(roots.begin(), roots.end(), r) == roots.end()) roots.push_back(r);
      }
      std::size_t n = ground_.size();
      for (unsigned r : roots)
        if (auto it = members_.find(r); it != members_.end()) n += it->second.size();
      // A question about hundreds of related facts (one unknown compared in
      // a long loop) is not asked: feasible, and a step's cost stays bounded.
      if (n > kMaxSlice) {
        ++timeouts_;
        return Sat::Unknown;
      }
      // a scope of the scratch solver per question: building a solver per
      // question costs more than most questions do
      q_.push();
      for (unsigned i : ground_) q_.add(path_[i]);
      for (unsigned r : roots)
        if (auto it = members_.find(r); it != members_.end())
          for (unsigned i : it->second) q_.add(path_[i]);
      q_.add(value ? t : !t);
      z3::check_result res = q_.check();
      q_.pop();
      if (res == z3::unknown) ++timeouts_;
      return res == z3::unsat ? Sat::Unsat : res == z3::sat ? Sat::Sat : Sat::Unknown;
    } catch (const z3::exception&) {
      return Sat::Unknown;
    }
  }
  std::vector<std::pair<std::string, std::string>> model() override {
    std::vector<std::pair<std::string, std::string>> out;
    ++queries_;
    try {
      if (s_.check() != z3::sat) return out;
      z3::model m = s_.get_model();
      // the unknowns the path condition mentions (not those of queries on
      // sides not taken), valued even where the solver simplified them away
      std::vector<unsigned> ids;
      for (const auto& a : s_.assertions()) atoms_of(a, ids);
      std::unordered_set<unsigned> used(ids.begin(), ids.end());
      for (const auto& a : enc_.atoms()) {
        if (!used.count(a.e.id())) continue;
        out.emplace_back(a.shown, show_value(m.eval(a.e, true), a.sort.sign));
      }
    } catch (const z3::exception&) {
      out.clear();
    }
    return out;
  }
  std::string smtlib() override {
    try {
      return s_.to_smt2();
    } catch (const z3::exception&) {
      return "";
    }
  }
  void set_timeout_ms(std::uint32_t ms) override {
    timeout_ms_ = ms;
    apply_timeout();
  }
  std::uint64_t queries() const override { return queries_; }
  std::uint64_t timeouts() const override { return timeouts_; }

 private:
  unsigned find(unsigned a) {
    auto it = parent_.find(a);
    if (it == parent_.end()) return a;
    unsigned r = find(it->second);
    parent_[a] = r;
    return r;
  }
  void add_to_path(const z3::expr& t) {
    s_.add(t);
    auto idx = static_cast<unsigned>(path_.size());
    path_.push_back(t);
    std::vector<unsigned> atoms;
    atoms_of(t, atoms);
    if (atoms.empty()) {
      ground_.push_back(idx);
      return;
    }
    // unite the unknowns' classes, the larger member list absorbing the smaller
    unsigned root = find(atoms[0]);
    for (std::size_t k = 1; k < atoms.size(); ++k) {
      unsigned r = find(atoms[k]);
      if (r == root) continue;
      auto& a = members_[root];
      auto& b = members_[r];
      if (a.size() < b.size()) {
        std::swap(root, r);
      }
      auto& big = members_[root];
      auto node = members_.extract(r);
      if (!node.empty()) big.insert(big.end(), node.mapped().begin(), node.mapped().end());
      parent_[r] = root;
    }
    members_[root].push_back(idx);
  }
  void flush_axioms() {
    for (auto& a : enc_.take_axioms()) add_to_path(a);
  }
  void apply_timeout() {
    if (!timeout_ms_) return;
    z3::params p(c_);
    p.set("timeout", static_cast<unsigned>(timeout_ms_));
    s_.set(p);
    q_.set(p);
  }
  z3::context c_;
  z3::solver s_;  ///< the whole path condition (models, SMT-LIB2)
  z3::solver q_;  ///< scratch: one scope per check() with the query's slice
  Encoder enc_;
  std::vector<z3::expr> path_;   ///< its assertions, for slicing
  std::vector<unsigned> ground_;  ///< assertions without unknowns (always included)
  std::unordered_map<unsigned, unsigned> parent_;  ///< union-find over unknowns
  std::unordered_map<unsigned, std::vector<unsigned>> members_;  ///< root -> its assertions
  std::uint32_t timeout_ms_ = 0;
  std::uint64_t queries_ = 0, timeouts_ = 0;
};

}  // namespace
}  // namespace reddragon::kernel

/// The entry point load_solver() looks up.
extern "C" __attribute__((visibility("default"))) reddragon::kernel::Solver* reddragon_make_z3_solver() {
  try {
    return new reddragon::kernel::Z3Solver();
  } catch (...) {
    return nullptr;
  }
}
