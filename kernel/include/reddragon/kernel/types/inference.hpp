// inference.hpp - fixpoint type inference over the flat IR and the
// immutable TypeEnvironment it produces (docs/types.md).
//
// Seeds: the frontends' annotations (`:: T` on result registers, on
// decl_var/store_var = declared variable type, on a function's entry label =
// return type, on `symbolic "param:x"` = parameter type). Rules per opcode
// follow the seeds' table (CONST literals, BINOP promotion, comparisons ->
// Bool, CALL_* return types, RETURN backfill, NEW_OBJECT/CALL_CTOR, fields
// per class, array/tuple element types, self/this = enclosing class). The
// walk repeats until nothing changes (forward references need a second
// pass) or the iteration cap is reached.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "reddragon/ir/ir.hpp"
#include "reddragon/kernel/types/graph.hpp"
#include "reddragon/kernel/types/type.hpp"
#include "reddragon/vm/language_types.hpp"

namespace reddragon::kernel::types {

struct ParamSignature {
  std::string name;
  Type type;
  bool annotated = false;   ///< from the frontend, not inferred
};

struct FunctionSignature {
  std::string name;          ///< source name ("add", "<module>" for the module)
  std::string label;         ///< entry label ("func_add_0"; "" for the module)
  std::string owner_class;   ///< enclosing class for methods ("" otherwise)
  bool is_class = false;     ///< a class body range, not a function
  bool is_method = false;    ///< first parameter is self/this
  std::vector<ParamSignature> params;  ///< self/this included for methods
  Type ret;
  bool ret_annotated = false;
  ir::SourceSpan span;
  std::uint32_t ir_begin = 0, ir_end = 0;
  int parent = -1;           ///< index of the lexically enclosing range (-1: module)
  /// Fn(params without self/this) -> ret
  Type fn_type() const;
};

struct VariableInfo {
  std::string scope;         ///< label of the declaring function/class ("" = module)
  std::string name;
  Type type;
  bool declared = false;     ///< type from a decl_var/store_var annotation
  ir::SourceSpan span;       ///< first write
};

struct InferenceOptions {
  /// The module language's declared types (its plugin's
  /// LanguageRuntime::types): coercion profile and library return types.
  /// Null: the IR's defaults and intrinsics only.
  const vm::LanguageTypes* language = nullptr;
  std::uint32_t max_iterations = 64;
  /// Merge argument types of resolved calls into unannotated parameters.
  bool infer_params_from_calls = true;
  /// Types nested deeper than this widen to their head (termination guard).
  std::size_t max_depth = 6;
};

class TypeEnvironment {
 public:
  /// Type of module register r (Unknown if none).
  Type register_type(ir::Reg r) const { return r < regs_.size() ? regs_[r] : Type(); }
  /// Function index (into functions()) that owns register r; 0 = module.
  int register_owner(ir::Reg r) const { return r < reg_owner_.size() ? reg_owner_[r] : 0; }
  std::size_t register_count() const { return regs_.size(); }

  /// Variable type by declaring scope label ("" = module) and name.
  Type variable_type(std::string_view scope, std::string_view name) const;
  const std::vector<VariableInfo>& variables() const { return vars_; }

  /// functions()[0] is the module; the rest are functions and class bodies.
  const std::vector<FunctionSignature>& functions() const { return fns_; }
  const FunctionSignature* function_by_label(std::string_view label) const;
  /// All functions with this source name (overloads share it).
  std::vector<const FunctionSignature*> functions_named(std::string_view name) const;
  /// Field type of a class (searching its parents); Unknown if untracked.
  Type field_type(std::string_view cls, std::string_view field) const;
  const std::unordered_map<std::string, std::unordered_map<std::string, Type>>& fields() const { return fields_; }
  /// Return type of cls.method (class chain, then interfaces); Unknown if none.
  Type method_return_type(std::string_view cls, std::string_view method) const;

  const TypeGraph& graph() const { return *graph_; }
  std::shared_ptr<const TypeGraph> graph_ptr() const { return graph_; }
  std::uint32_t iterations() const { return iterations_; }
  bool converged() const { return converged_; }
  std::string language() const { return language_; }

 private:
  friend class Inferencer;
  std::vector<Type> regs_;
  std::vector<int> reg_owner_;
  std::vector<VariableInfo> vars_;
  std::unordered_map<std::string, std::size_t> var_index_;  // scope + '\x1f' + name
  std::vector<FunctionSignature> fns_;
  std::unordered_map<std::string, std::size_t> fn_by_label_;
  std::unordered_map<std::string, std::unordered_map<std::string, Type>> fields_;
  std::shared_ptr<const TypeGraph> graph_;
  std::uint32_t iterations_ = 0;
  bool converged_ = false;
  std::string language_;
};

/// Builds the module's type graph layer (classes from class-reference
/// literals with their parents; class labels annotated `:: Interface` are
/// interfaces) on top of `base` (default: TypeGraph::base()).
std::shared_ptr<TypeGraph> graph_for_module(const ir::Module& m, std::shared_ptr<const TypeGraph> base = nullptr);

/// Runs inference. Pure: the module is not modified.
std::shared_ptr<const TypeEnvironment> infer_types(const ir::Module& m, const InferenceOptions& opts = {},
                                                   std::shared_ptr<const TypeGraph> graph = nullptr);

/// Return types of library calls: the IR's intrinsics (__len, __iter,
/// __next__, ...) and what a language declares (vm::LanguageTypes, with
/// the substitutions of reddragon/vm/language_types.hpp). Templates are
/// parsed on first use, so one instance serves one inference run (not
/// thread-safe); the declared tables must outlive it.
class LibraryTypes {
 public:
  explicit LibraryTypes(const vm::LanguageTypes* language = nullptr);
  /// `fn(args...)`; Unknown if neither the IR nor the language declares fn.
  Type function(std::string_view fn, std::span<const Type> args) const;
  /// `receiver.method(args...)`: the receiver head's table, then `Any`
  /// (an Unknown receiver: `Unknown`, then `Any`); Unknown if undeclared.
  Type method(Type receiver, std::string_view method, std::span<const Type> args) const;

 private:
  struct Rule {
    const vm::ReturnType* decl;
    mutable Type type;            ///< the parsed template (Unknown if unusable)
    mutable bool parsed = false;
    mutable bool substitutes = false;  ///< has `$...` to instantiate per call
  };
  using Index = std::unordered_map<std::string_view, std::vector<std::uint32_t>>;  ///< name -> rules, in order
  void add(Index& index, const vm::ReturnType& decl);
  /// The first rule for name and this arity; false if there is none.
  bool apply(const Index& index, std::string_view name, Type self, std::span<const Type> args, Type& out) const;
  std::vector<Rule> rules_;
  Index functions_;
  std::unordered_map<std::string_view, Index> methods_;  ///< by receiver
};

/// What is wrong with a language's declared types: one line per template
/// that does not parse or uses an unknown substitution, per entry without a
/// name. Empty: every entry is usable.
std::vector<std::string> check_language_types(const vm::LanguageTypes& language);
/// A template's type for one call: `$0`, `$self`, `$elem[T]`, ...
/// substituted (reddragon/vm/language_types.hpp); other types unchanged.
Type instantiate(Type tmpl, Type self, std::span<const Type> args);
/// The type a literal denotes (42 -> Int, "a" -> String, None -> Null).
Type literal_type(const ir::Literal& l);

}  // namespace reddragon::kernel::types
