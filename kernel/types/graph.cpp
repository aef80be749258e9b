// graph.cpp - layered nominal hierarchy, structural subtyping, lub.
#include "reddragon/kernel/types/graph.hpp"

#include <algorithm>
#include <deque>
#include <unordered_set>

namespace reddragon::kernel::types {

std::shared_ptr<const TypeGraph> TypeGraph::base() {
  static const std::shared_ptr<const TypeGraph> g = [] {
    auto b = std::make_shared<TypeGraph>();
    auto add = [&](const char* n, std::vector<std::string> p) { b->nodes_[n] = Node{NodeKind::Builtin, std::move(p)}; };
    add("Any", {});
    for (const char* n : {"Number", "String", "Bool", "Object", "Null", "Function", "Type", "Array", "Map", "Pointer", "Iterator"})
      add(n, {"Any"});
    add("Int", {"Number"});
    add("Float", {"Number"});
    for (const char* n : {"Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64"}) add(n, {"Int"});
    add("Float32", {"Float"});
    add("Float64", {"Float"});
    add("Tuple", {"Array"});
    add("Set", {"Map"});
    return std::shared_ptr<const TypeGraph>(std::move(b));
  }();
  return g;
}

std::shared_ptr<TypeGraph> TypeGraph::extend() const {
  auto g = std::make_shared<TypeGraph>();
  g->parent_ = shared_from_this();
  return g;
}

void TypeGraph::add_class(std::string_view name, const std::vector<std::string>& parents) {
  Node& n = nodes_[std::string(name)];
  if (n.kind != NodeKind::Interface) n.kind = NodeKind::Class;
  for (const auto& p : parents)
    if (p != name && std::find(n.parents.begin(), n.parents.end(), p) == n.parents.end()) n.parents.push_back(p);
  std::lock_guard<std::mutex> lock(cache_mu_);
  ancestors_cache_.clear();
}

void TypeGraph::add_interface(std::string_view name, const std::vector<std::string>& parents) {
  add_class(name, parents);
  nodes_[std::string(name)].kind = NodeKind::Interface;
}

void TypeGraph::add_implements(std::string_view cls, std::string_view iface) {
  if (!find(iface)) add_interface(iface);
  Node& n = nodes_[std::string(cls)];
  if (std::find(n.parents.begin(), n.parents.end(), iface) == n.parents.end()) n.parents.emplace_back(iface);
  std::lock_guard<std::mutex> lock(cache_mu_);
  ancestors_cache_.clear();
}

void TypeGraph::set_variance(std::string_view ctor, std::vector<Variance> v) { variance_[std::string(ctor)] = std::move(v); }

void TypeGraph::add_alias(std::string_view name, Type target) { aliases_[std::string(name)] = target; }

const TypeGraph::Node* TypeGraph::find(std::string_view name) const {
  for (const TypeGraph* g = this; g; g = g->parent_.get()) {
    auto it = g->nodes_.find(std::string(name));
    if (it != g->nodes_.end()) return &it->second;
  }
  return nullptr;
}

bool TypeGraph::knows(std::string_view name) const { return find(name) != nullptr; }

NodeKind TypeGraph::node_kind(std::string_view name) const {
  const Node* n = find(name);
  return n ? n->kind : NodeKind::Class;
}

std::vector<std::string> TypeGraph::parents(std::string_view name) const {
  if (name == "Any") return {};
  std::vector<std::string> out;
  bool found = false;
  for (const TypeGraph* g = this; g; g = g->parent_.get()) {
    auto it = g->nodes_.find(std::string(name));
    if (it == g->nodes_.end()) continue;
    found = true;
    for (const auto& p : it->second.parents)
      if (std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
  }
  if (out.empty()) {
    const Node* n = find(name);
    out.emplace_back(found && n && n->kind != NodeKind::Builtin ? "Object" : "Any");
  }
  return out;
}

std::vector<std::string> TypeGraph::ancestors(std::string_view name) const {
  {
    std::lock_guard<std::mutex> lock(cache_mu_);
    auto it = ancestors_cache_.find(std::string(name));
    if (it != ancestors_cache_.end()) return it->second;
  }
  std::vector<std::string> order{std::string(name)};
  std::unordered_set<std::string> seen{std::string(name)};
  for (std::size_t k = 0; k < order.size() && order.size() < 4096; ++k)
    for (auto& p : parents(order[k]))
      if (seen.insert(p).second) order.push_back(p);
  // Any last, whatever the BFS order
  order.erase(std::remove(order.begin(), order.end(), "Any"), order.end());
  if (name != "Any") order.emplace_back("Any");
  else order = {"Any"};
  std::lock_guard<std::mutex> lock(cache_mu_);
  ancestors_cache_.emplace(std::string(name), order);
  return order;
}

Variance TypeGraph::variance(std::string_view ctor, std::size_t arg) const {
  for (const TypeGraph* g = this; g; g = g->parent_.get()) {
    auto it = g->variance_.find(std::string(ctor));
    if (it != g->variance_.end()) return arg < it->second.size() ? it->second[arg] : Variance::Covariant;
  }
  return Variance::Covariant;
}

Type TypeGraph::alias_target(const std::string& name) const {
  for (const TypeGraph* g = this; g; g = g->parent_.get()) {
    auto it = g->aliases_.find(name);
    if (it != g->aliases_.end()) return it->second;
  }
  return Type();
}

Type TypeGraph::resolve_aliases_rec(Type t, std::vector<std::string>& active) const {
  switch (t.kind()) {
    case Kind::Unknown: return t;
    case Kind::Scalar: {
      Type target = alias_target(t.name());
      if (target.is_unknown()) return t;
      if (std::find(active.begin(), active.end(), t.name()) != active.end()) return Type();  // cycle
      active.push_back(t.name());
      Type r = resolve_aliases_rec(target, active);
      active.pop_back();
      return r;
    }
    case Kind::Param:
    case Kind::Union:
    case Kind::Function: {
      std::vector<Type> args;
      for (Type a : t.args()) args.push_back(resolve_aliases_rec(a, active));
      if (t.kind() == Kind::Param) return Type::param(t.name(), std::move(args));
      if (t.kind() == Kind::Union) return Type::union_of(std::move(args));
      return Type::function(std::move(args), resolve_aliases_rec(t.ret(), active));
    }
    case Kind::TypeVar: return Type::type_var(t.name(), resolve_aliases_rec(t.bound(), active));
  }
  return t;
}

Type TypeGraph::resolve_aliases(Type t) const {
  bool any = false;
  for (const TypeGraph* g = this; g && !any; g = g->parent_.get()) any = !g->aliases_.empty();
  if (!any) return t;
  std::vector<std::string> active;
  return resolve_aliases_rec(t, active);
}

bool TypeGraph::nominal_subtype(const std::string& a, const std::string& b) const {
  if (a == b || b == "Any") return true;
  if (a == "Any") return false;
  auto anc = ancestors(a);
  return std::find(anc.begin(), anc.end(), b) != anc.end();
}

bool TypeGraph::is_subtype(Type a, Type b) const {
  if (a == b || a.is_unknown() || b.is_unknown()) return true;
  if (b.kind() == Kind::Scalar && b.name() == "Any") return true;
  if (a.kind() == Kind::Union) {
    for (Type m : a.args())
      if (!is_subtype(m, b)) return false;
    return true;
  }
  if (b.kind() == Kind::Union) {
    for (Type m : b.args())
      if (is_subtype(a, m)) return true;
    return false;
  }
  if (b.kind() == Kind::TypeVar) {
    if (a.kind() == Kind::TypeVar && a.name() == b.name()) return true;
    return is_subtype(a, b.bound());
  }
  if (a.kind() == Kind::TypeVar) return is_subtype(a.bound(), b);
  if (a.kind() == Kind::Function) {
    if (b.kind() == Kind::Scalar) return nominal_subtype("Function", b.name());
    if (b.kind() != Kind::Function || a.args().size() != b.args().size()) return false;
    for (std::size_t k = 0; k < a.args().size(); ++k)
      if (!is_subtype(b.args()[k], a.args()[k])) return false;  // parameters: contravariant
    return is_subtype(a.ret(), b.ret());                        // return: covariant
  }
  if (b.kind() == Kind::Function) return false;
  // a, b: Scalar or Param
  if (a.kind() == Kind::Param && b.kind() == Kind::Param) {
    if (a.args().size() != b.args().size() || !nominal_subtype(a.name(), b.name())) return false;
    for (std::size_t k = 0; k < a.args().size(); ++k) {
      Type x = a.args()[k], y = b.args()[k];
      switch (variance(b.name(), k)) {
        case Variance::Covariant: if (!is_subtype(x, y)) return false; break;
        case Variance::Contravariant: if (!is_subtype(y, x)) return false; break;
        case Variance::Invariant:
          if (!(x == y || x.is_unknown() || y.is_unknown() || (is_subtype(x, y) && is_subtype(y, x)))) return false;
          break;
      }
    }
    return true;
  }
  if (b.kind() == Kind::Param) return false;  // the raw constructor is not a subtype of an instance
  return nominal_subtype(a.head(), b.name());  // Array[Int] <: Array (raw) <: Any
}

namespace {
bool informative(Type t) {
  return !(t.kind() == Kind::Scalar && (t.name() == "Any" || t.name() == "Object"));
}
}  // namespace

Type TypeGraph::common_supertype(Type a, Type b) const {
  if (is_subtype(a, b) && !a.is_unknown()) return b;
  if (is_subtype(b, a) && !b.is_unknown()) return a;
  auto nominal = [&](Type t) -> std::string {
    switch (t.kind()) {
      case Kind::Scalar:
      case Kind::Param: return t.name();
      case Kind::Function: return "Function";
      case Kind::TypeVar: return t.bound().is_unknown() ? "Any" : std::string(t.bound().head().empty() ? "Any" : t.bound().head());
      default: return "Any";
    }
  };
  if (a.kind() == Kind::Union || b.kind() == Kind::Union) {
    std::vector<Type> ms;
    for (Type t : {a, b}) {
      if (t.kind() == Kind::Union) ms.insert(ms.end(), t.args().begin(), t.args().end());
      else ms.push_back(t);
    }
    Type acc = ms[0];
    for (std::size_t k = 1; k < ms.size(); ++k) acc = common_supertype(acc, ms[k]);
    return acc;
  }
  std::string na = nominal(a), nb = nominal(b);
  auto anc_b = ancestors(nb);
  for (const auto& x : ancestors(na))
    if (std::find(anc_b.begin(), anc_b.end(), x) != anc_b.end()) return Type::scalar(x);
  return Type::any();
}

Type TypeGraph::lub(Type a, Type b) const {
  if (a == b || b.is_unknown()) return a;
  if (a.is_unknown()) return b;
  if (a.kind() == Kind::Union || b.kind() == Kind::Union) {
    std::vector<Type> members;
    for (Type m : a.kind() == Kind::Union ? a.args() : std::span<const Type>(&a, 1)) members.push_back(m);
    for (Type m : b.kind() == Kind::Union ? b.args() : std::span<const Type>(&b, 1)) {
      bool placed = false;
      for (Type& e : members) {
        if (is_subtype(m, e)) { placed = true; break; }
        if (is_subtype(e, m)) { e = m; placed = true; break; }
        Type c = common_supertype(e, m);
        if (informative(c)) { e = c; placed = true; break; }
      }
      if (!placed) members.push_back(m);
    }
    Type u = Type::union_of(members);
    if (u.kind() == Kind::Union && u.args().size() > kMaxUnion) return common_supertype(a, b);
    return u;
  }
  if (a.kind() == Kind::Param && b.kind() == Kind::Param && a.name() == b.name() && a.args().size() == b.args().size()) {
    bool ok = true;
    std::vector<Type> args;
    for (std::size_t k = 0; k < a.args().size() && ok; ++k) {
      Type x = a.args()[k], y = b.args()[k];
      if (x == y || y.is_unknown()) args.push_back(x);
      else if (x.is_unknown()) args.push_back(y);
      else if (variance(a.name(), k) != Variance::Covariant) ok = false;
      else args.push_back(lub(x, y));
    }
    if (ok) return Type::param(a.name(), std::move(args));
  }
  if (a.kind() == Kind::Function && b.kind() == Kind::Function && a.args().size() == b.args().size()) {
    std::vector<Type> params;
    bool ok = true;
    for (std::size_t k = 0; k < a.args().size() && ok; ++k) {
      Type x = a.args()[k], y = b.args()[k];
      if (x == y || y.is_unknown()) params.push_back(x);
      else if (x.is_unknown()) params.push_back(y);
      else ok = false;
    }
    if (ok) return Type::function(std::move(params), lub(a.ret(), b.ret()));
  }
  // Unknown is the bottom of the information order: never trade a known
  // component for an unknown one (Array[Int] vs Array[Unknown]).
  if (is_subtype(a, b) && (a.has_unknown() || !b.has_unknown())) return b;
  if (is_subtype(b, a) && (b.has_unknown() || !a.has_unknown())) return a;
  Type c = common_supertype(a, b);
  if (informative(c)) return c;
  return Type::union_of({a, b});
}

}  // namespace reddragon::kernel::types
