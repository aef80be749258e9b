// encoding.cpp - see encoding.hpp for the encoding.
#include "encoding.hpp"

namespace reddragon::types_smt {


Encoding::Encoding(z3::context& ctx, const Hierarchy& h)
    : ctx_(ctx), h_(h), sort_(ctx.bool_sort()), consts_(ctx), testers_(ctx), names_(h.names()) {
  std::vector<const char*> cs;
  for (auto& n : names_) cs.push_back(n.c_str());
  sort_ = ctx.enumeration_sort("Type", static_cast<unsigned>(cs.size()), cs.data(), consts_, testers_);
  for (std::size_t i = 0; i < names_.size(); ++i) index_[names_[i]] = i;
}

z3::expr Encoding::constant(const std::string& name) const {
  return consts_[static_cast<unsigned>(index_.at(name))]();
}

z3::expr Encoding::fresh(const std::string& label) {
  return ctx_.constant((label + "#" + std::to_string(fresh_++)).c_str(), sort_);
}

z3::expr Encoding::runtime(const z3::expr& t) const {
  z3::expr_vector ks(ctx_);
  for (auto& n : h_.instantiable()) ks.push_back(t == constant(n));
  return z3::mk_or(ks);
}

z3::expr Encoding::head_sub(const z3::expr& t, const std::string& name) const {
  if (!has(name)) return ctx_.bool_val(true);  // a head we cannot see: gradual
  z3::expr_vector ks(ctx_);
  for (auto& n : names_)
    if (h_.nominal_sub(n, name)) ks.push_back(t == constant(n));
  return ks.empty() ? ctx_.bool_val(false) : z3::mk_or(ks).simplify();
}

z3::expr Encoding::args_ok(const TypePtr& lhs, const TypePtr& rhs, int depth) const {
  if (!lhs || lhs->kind != TypeExpr::Kind::Named || rhs->args.empty() || depth > 8) return ctx_.bool_val(true);
  auto view = h_.as_instance_of(lhs, rhs->name);
  if (!view || (*view)->args.size() != rhs->args.size()) return ctx_.bool_val(true);  // raw: unchecked
  z3::expr_vector cs(ctx_);
  for (std::size_t i = 0; i < rhs->args.size(); ++i) {
    const TypePtr& a = (*view)->args[i];
    const TypePtr& b = rhs->args[i];
    switch (h_.variance(rhs->name, i)) {
      case Variance::Covariant: cs.push_back(static_sub(a, b, depth + 1)); break;
      case Variance::Contravariant: cs.push_back(static_sub(b, a, depth + 1)); break;
      case Variance::Invariant:
        cs.push_back(static_sub(a, b, depth + 1) && static_sub(b, a, depth + 1));
        break;
    }
  }
  return z3::mk_and(cs);
}

z3::expr Encoding::value_sub(const TypeTerm& lhs, const TypePtr& rhs) const {
  if (!rhs || rhs->kind == TypeExpr::Kind::Unknown) return ctx_.bool_val(true);
  if (rhs->kind == TypeExpr::Kind::Union) {
    z3::expr_vector ds(ctx_);
    for (auto& m : rhs->args) ds.push_back(value_sub(lhs, m));
    return z3::mk_or(ds);
  }
  TypePtr view = lhs.stat;
  // the static type may be a union (Dog | Cat): use the member the head is
  if (view && view->kind == TypeExpr::Kind::Union) view = nullptr;
  return head_sub(lhs.head, rhs->name) && args_ok(view, rhs, 0);
}

z3::expr Encoding::static_sub(const TypePtr& a, const TypePtr& b, int depth) const {
  if (!a || !b || a->kind == TypeExpr::Kind::Unknown || b->kind == TypeExpr::Kind::Unknown || depth > 8)
    return ctx_.bool_val(true);
  if (a->kind == TypeExpr::Kind::Union) {  // left: every member
    z3::expr_vector cs(ctx_);
    for (auto& m : a->args) cs.push_back(static_sub(m, b, depth + 1));
    return z3::mk_and(cs);
  }
  if (b->kind == TypeExpr::Kind::Union) {  // right: some member
    z3::expr_vector ds(ctx_);
    for (auto& m : b->args) ds.push_back(static_sub(a, m, depth + 1));
    return z3::mk_or(ds);
  }
  if (!has(a->name)) return ctx_.bool_val(true);  // a type variable or unseen name
  return head_sub(constant(a->name), b->name) && args_ok(a, b, depth);
}

std::string Encoding::name_of(const z3::expr& value) const {
  for (std::size_t i = 0; i < names_.size(); ++i)
    if (z3::eq(value, constant(names_[i]))) return names_[i];
  return value.to_string();
}

}  // namespace reddragon::types_smt
