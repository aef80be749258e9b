// graph.hpp - the type graph: nominal hierarchy, variance, aliases,
// subtyping and least upper bounds.
//
// The base layer is immutable and shared:
//
//   Any ─┬─ Number ─┬─ Int ── Int8 Int16 Int32 Int64 UInt8 UInt16 UInt32 UInt64
//        │          └─ Float ── Float32 Float64
//        ├─ String   ├─ Bool   ├─ Object   ├─ Null   ├─ Function   ├─ Type
//        └─ Array ── Tuple  ├─ Map ── Set  ├─ Pointer
//
// extend() makes a new layer on top of an existing graph (the base or
// another layer); a layer adds classes (parents), interfaces/traits,
// `implements` edges, variance registrations and aliases without touching
// the layers below, which stay valid and unchanged.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "reddragon/kernel/types/type.hpp"

namespace reddragon::kernel::types {

enum class Variance : std::uint8_t { Covariant, Contravariant, Invariant };
enum class NodeKind : std::uint8_t { Builtin, Class, Interface };

class TypeGraph : public std::enable_shared_from_this<TypeGraph> {
 public:
  /// The shared base hierarchy.
  static std::shared_ptr<const TypeGraph> base();
  /// A new, empty layer on top of `this` (which must be owned by a shared_ptr).
  std::shared_ptr<TypeGraph> extend() const;

  // --- building a layer ----------------------------------------------------
  /// A class with parents (classes and/or interfaces). No parents: Object.
  void add_class(std::string_view name, const std::vector<std::string>& parents = {});
  void add_interface(std::string_view name, const std::vector<std::string>& parents = {});
  /// `cls` implements `iface` (an interface or trait): cls <: iface.
  void add_implements(std::string_view cls, std::string_view iface);
  /// Per-argument variance of a constructor (unregistered: covariant).
  void set_variance(std::string_view ctor, std::vector<Variance> v);
  /// `name` stands for `target` (resolved transitively; cycles -> Unknown).
  void add_alias(std::string_view name, Type target);

  // --- queries -------------------------------------------------------------
  bool knows(std::string_view name) const;
  NodeKind node_kind(std::string_view name) const;
  /// Direct parents of a nominal name across the layers (empty for Any).
  std::vector<std::string> parents(std::string_view name) const;
  /// All nominal supertypes of `name` (itself first, breadth-first, ending in Any).
  std::vector<std::string> ancestors(std::string_view name) const;
  Variance variance(std::string_view ctor, std::size_t arg) const;
  /// Replaces alias names (anywhere inside t) by their targets.
  Type resolve_aliases(Type t) const;

  /// a <: b. Unknown is compatible both ways (gradual); Any is the top.
  bool is_subtype(Type a, Type b) const;
  /// Nearest common nominal supertype (BFS); Any when nothing closer.
  Type common_supertype(Type a, Type b) const;
  /// Least upper bound used by inference: a if b <: a, b if a <: b, the
  /// nearest common supertype when it is informative (not Any / Object),
  /// otherwise Union[a, b] (capped at kMaxUnion members, then the common
  /// supertype). lub(Int, Float) = Number; lub(Int, String) = Union[Int, String].
  Type lub(Type a, Type b) const;
  static constexpr std::size_t kMaxUnion = 6;

  const TypeGraph* parent_layer() const { return parent_.get(); }

  TypeGraph() = default;  // use base() / extend()

 private:
  struct Node {
    NodeKind kind = NodeKind::Class;
    std::vector<std::string> parents;
  };
  const Node* find(std::string_view name) const;
  bool nominal_subtype(const std::string& a, const std::string& b) const;
  Type alias_target(const std::string& name) const;
  Type resolve_aliases_rec(Type t, std::vector<std::string>& active) const;

  std::shared_ptr<const TypeGraph> parent_;
  std::unordered_map<std::string, Node> nodes_;
  std::unordered_map<std::string, std::vector<Variance>> variance_;
  std::unordered_map<std::string, Type> aliases_;
  mutable std::mutex cache_mu_;
  mutable std::unordered_map<std::string, std::vector<std::string>> ancestors_cache_;
};

}  // namespace reddragon::kernel::types
