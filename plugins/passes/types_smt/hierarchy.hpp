// hierarchy.hpp - the program's type graph as types.smt sees it: classes,
// interfaces, their declared supertypes (with type arguments), type
// parameters with variance, declared field and method types.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "type_expr.hpp"

namespace reddragon::types_smt {

enum class Variance { Invariant, Covariant, Contravariant };

struct MethodSig {
  std::vector<std::string> param_names;  ///< without self/this
  std::vector<TypePtr> params;
  TypePtr ret;                           ///< nullptr: not declared
};

struct ClassInfo {
  std::string name;
  std::vector<TypePtr> supers;           ///< declared supertypes, e.g. Box[T]
  std::vector<std::string> params;       ///< type parameters
  std::vector<Variance> variance;        ///< one per parameter
  bool is_interface = false;             ///< Java interface / Python Protocol, ABC: open world
  bool is_final = false;
  bool builtin = false;
  std::map<std::string, TypePtr> fields;
  std::map<std::string, MethodSig> methods;
};

/// Name of the open-world stand-in for an unknown class implementing `iface`.
std::string unknown_impl_name(const std::string& iface);

class Hierarchy {
 public:
  explicit Hierarchy(Syntax lang);
  ClassInfo& add(const std::string& name);      ///< creates or returns
  const ClassInfo* find(const std::string& name) const;
  /// Adds the open-world stand-ins (call once, after all classes are known).
  void close_world_with_unknowns();

  /// Nominal subtyping over heads (transitive, reflexive); `object` is the
  /// top; Java `None` (null) is below every reference type. A name the
  /// graph does not know is compatible both ways (gradual).
  bool nominal_sub(const std::string& a, const std::string& b) const;
  bool known(const std::string& n) const { return classes_.count(n) != 0; }
  /// Types a value can have at run time (no interfaces), in a fixed order.
  std::vector<std::string> instantiable() const;
  const std::vector<std::string>& names() const { return order_; }
  /// `t` (a Named instance of a subclass) viewed as an instance of `target`:
  /// walks declared supertypes substituting arguments; nullopt if unrelated.
  std::optional<TypePtr> as_instance_of(const TypePtr& t, const std::string& target) const;
  Variance variance(const std::string& cls, std::size_t i) const;
  /// Field / method looked up through supertypes (breadth-first).
  TypePtr field_type(const std::string& cls, const std::string& field, std::string* owner = nullptr) const;
  const MethodSig* method(const std::string& cls, const std::string& m, std::string* owner = nullptr) const;
  Syntax lang() const { return lang_; }
  bool is_primitive(const std::string& n) const;

 private:
  Syntax lang_;
  std::map<std::string, ClassInfo> classes_;
  std::vector<std::string> order_;
};

}  // namespace reddragon::types_smt
