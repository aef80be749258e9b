// encoding.hpp - the quantifier-free Z3 encoding of types.smt.
//
// Every head of the type graph (plus one open-world stand-in per interface)
// is a constant of one enumeration sort. A value's run-time type is a term
// of that sort (a constant for `Dog()`, a fresh variable for a parameter).
// `t <: C` is the finite disjunction of `t == k` over the k the graph
// enumerates below C, so no quantifier and no uninterpreted relation is
// needed; unions on the left are conjunctions, on the right disjunctions;
// type arguments follow the declared variance.
#pragma once

#include <z3++.h>

#include <map>
#include <string>
#include <vector>

#include "hierarchy.hpp"

namespace reddragon::types_smt {

/// A run-time type: the head (a term of the type sort) and the static type
/// known for the value (its type arguments; Unknown when not known).
struct TypeTerm {
  z3::expr head;
  TypePtr stat;
};

class Encoding {
 public:
  Encoding(z3::context& ctx, const Hierarchy& h);
  z3::context& ctx() const { return ctx_; }
  z3::sort sort() const { return sort_; }

  /// The constant for a known head; nullopt-like: returns false expr via ok.
  bool has(const std::string& name) const { return index_.count(name) != 0; }
  z3::expr constant(const std::string& name) const;
  z3::expr fresh(const std::string& label);
  /// `t` is a type some value can have at run time (not an interface).
  z3::expr runtime(const z3::expr& t) const;
  /// `t <: name` over heads, enumerated.
  z3::expr head_sub(const z3::expr& t, const std::string& name) const;
  /// A value of run-time type `lhs` is a `rhs` (union on the right: some
  /// member; arguments per variance against lhs.stat).
  z3::expr value_sub(const TypeTerm& lhs, const TypePtr& rhs) const;
  /// Static subtyping `a <: b` (union left: all; right: some), as a formula.
  z3::expr static_sub(const TypePtr& a, const TypePtr& b, int depth = 0) const;
  /// Name of the head a model gives `t`.
  std::string name_of(const z3::expr& value) const;

 private:
  z3::expr args_ok(const TypePtr& lhs_static, const TypePtr& rhs, int depth) const;
  z3::context& ctx_;
  const Hierarchy& h_;
  z3::sort sort_;
  z3::func_decl_vector consts_;
  z3::func_decl_vector testers_;
  std::vector<std::string> names_;
  std::map<std::string, std::size_t> index_;
  unsigned fresh_ = 0;
};

}  // namespace reddragon::types_smt
