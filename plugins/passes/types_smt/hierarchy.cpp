// hierarchy.cpp - builtins, nominal subtyping and supertype instantiation.
#include "hierarchy.hpp"

#include <deque>
#include <set>

namespace reddragon::types_smt {

std::string unknown_impl_name(const std::string& iface) { return "?" + iface; }

Hierarchy::Hierarchy(Syntax lang) : lang_(lang) {
  auto builtin = [&](const char* n, std::vector<TypePtr> supers, std::vector<std::string> params = {},
                     std::vector<Variance> var = {}, bool iface = false) {
    ClassInfo& c = add(n);
    c.builtin = true;
    c.supers = std::move(supers);
    c.params = std::move(params);
    c.variance = std::move(var);
    c.is_interface = iface;
  };
  auto T = named("T");
  builtin("object", {});
  builtin("None", {named("object")});
  builtin("float", {named("object")});
  builtin("int", {named("float")});  // PEP 484 numeric tower: int is accepted for float
  builtin("bool", {named("int")});
  builtin("str", {named("object")});
  builtin("Iterable", {named("object")}, {"T"}, {Variance::Covariant}, true);
  builtin("Sequence", {named("Iterable", {T})}, {"T"}, {Variance::Covariant}, true);
  builtin("list", {named("Sequence", {T})}, {"T"}, {Variance::Invariant});
  builtin("tuple", {named("Sequence", {T})}, {"T"}, {Variance::Covariant});
  builtin("set", {named("Iterable", {T})}, {"T"}, {Variance::Invariant});
  builtin("dict", {named("object")}, {"K", "V"}, {Variance::Invariant, Variance::Invariant});
  builtin("Array", {named("object")}, {"T"}, {Variance::Covariant});  // Java arrays are covariant
}

ClassInfo& Hierarchy::add(const std::string& name) {
  auto [it, fresh] = classes_.try_emplace(name);
  if (fresh) {
    it->second.name = name;
    order_.push_back(name);
  }
  return it->second;
}

const ClassInfo* Hierarchy::find(const std::string& name) const {
  auto it = classes_.find(name);
  return it == classes_.end() ? nullptr : &it->second;
}

void Hierarchy::close_world_with_unknowns() {
  std::vector<std::string> ifaces;
  for (auto& n : order_)
    if (classes_[n].is_interface && !classes_[n].builtin) ifaces.push_back(n);
  for (auto& i : ifaces) {
    ClassInfo& u = add(unknown_impl_name(i));
    std::vector<TypePtr> args;
    for (std::size_t k = 0; k < classes_[i].params.size(); ++k) args.push_back(unknown_type());
    u.supers = {named(i, args)};
  }
}

bool Hierarchy::is_primitive(const std::string& n) const {
  return n == "int" || n == "float" || n == "bool";
}

bool Hierarchy::nominal_sub(const std::string& a, const std::string& b) const {
  if (a == b || b == "object") return true;
  if (!known(a) || !known(b)) return true;  // gradual: a name we cannot see
  if (a == "None") return lang_ == Syntax::Java && !is_primitive(b);
  std::deque<std::string> q{a};
  std::set<std::string> seen{a};
  while (!q.empty()) {
    auto c = q.front();
    q.pop_front();
    if (c == b) return true;
    if (auto* ci = find(c))
      for (auto& s : ci->supers)
        if (s->kind == TypeExpr::Kind::Named && seen.insert(s->name).second) q.push_back(s->name);
  }
  return false;
}

std::vector<std::string> Hierarchy::instantiable() const {
  std::vector<std::string> r;
  for (auto& n : order_)
    if (!classes_.at(n).is_interface) r.push_back(n);
  return r;
}

std::optional<TypePtr> Hierarchy::as_instance_of(const TypePtr& t, const std::string& target) const {
  if (!t || t->kind != TypeExpr::Kind::Named) return std::nullopt;
  std::deque<TypePtr> q{t};
  std::set<std::string> seen{t->name};
  while (!q.empty()) {
    TypePtr c = q.front();
    q.pop_front();
    if (c->name == target) return c;
    const ClassInfo* ci = find(c->name);
    if (!ci) continue;
    for (auto& s : ci->supers) {
      if (s->kind != TypeExpr::Kind::Named || !seen.insert(s->name).second) continue;
      // raw use (no arguments) leaves the supertype's arguments unknown
      std::vector<TypePtr> actual = c->args;
      if (actual.size() != ci->params.size()) actual.assign(ci->params.size(), unknown_type());
      q.push_back(substitute(s, ci->params, actual));
    }
  }
  return std::nullopt;
}

Variance Hierarchy::variance(const std::string& cls, std::size_t i) const {
  const ClassInfo* c = find(cls);
  if (!c || i >= c->variance.size()) return Variance::Invariant;
  return c->variance[i];
}

TypePtr Hierarchy::field_type(const std::string& cls, const std::string& field, std::string* owner) const {
  std::deque<std::string> q{cls};
  std::set<std::string> seen{cls};
  while (!q.empty()) {
    auto c = q.front();
    q.pop_front();
    const ClassInfo* ci = find(c);
    if (!ci) continue;
    if (auto it = ci->fields.find(field); it != ci->fields.end()) {
      if (owner) *owner = c;
      return it->second;
    }
    for (auto& s : ci->supers)
      if (s->kind == TypeExpr::Kind::Named && seen.insert(s->name).second) q.push_back(s->name);
  }
  return nullptr;
}

const MethodSig* Hierarchy::method(const std::string& cls, const std::string& m, std::string* owner) const {
  std::deque<std::string> q{cls};
  std::set<std::string> seen{cls};
  while (!q.empty()) {
    auto c = q.front();
    q.pop_front();
    const ClassInfo* ci = find(c);
    if (!ci) continue;
    if (auto it = ci->methods.find(m); it != ci->methods.end()) {
      if (owner) *owner = c;
      return &it->second;
    }
    for (auto& s : ci->supers)
      if (s->kind == TypeExpr::Kind::Named && seen.insert(s->name).second) q.push_back(s->name);
  }
  return nullptr;
}

}  // namespace reddragon::types_smt
