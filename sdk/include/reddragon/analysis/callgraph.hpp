// callgraph.hpp - the interprocedural call graph of one (possibly linked)
// module: which function each call instruction may reach.
//
// Functions are found by the label conventions (cfg::find_functions); index
// 0 is the "<module>" top level. Targets are resolved without running the
// program:
//   * Static: a CALL_FUNCTION name looked up through the scope chain
//     (local, enclosing functions, module) to the function/class values
//     stored in that variable; function and class references flowing
//     through registers, variables and linked-module namespaces into
//     CALL_UNKNOWN / CALL_FUNCTION; CALL_CTOR to the class's constructor.
//   * Hierarchy: CALL_METHOD f on a receiver of unknown class reaches every
//     class defining method f (narrowed to the receiver's class and its
//     ancestors when the receiver comes from a constructor call, `self` or
//     `this`).
//   * Trace: edges observed in a VM run (apply_trace), for sites the static
//     analysis could not resolve or resolved differently.
// Flow-insensitive and context-insensitive: a variable's targets are the
// union over all its assignments. docs/callgraph.md has the details.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/cfg/cfg.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::analysis {

struct CallGraphFunction {
  std::string name;       ///< source name ("helper"); "<module>" for index 0
  std::string qualified;  ///< Class.method, enclosing functions dotted; linked modules prefixed "m<N>$"
  std::string label;      ///< entry label ("func_helper_4"); "" for <module>
  std::uint32_t begin = 0, end = 0;  ///< [begin,end) instruction range
  std::uint32_t parent = 0;          ///< enclosing function (0 = module; 0 for itself)
  std::optional<std::uint32_t> owner_class;  ///< index into classes() when a method
  std::uint32_t module = 0;          ///< linked module number (label prefix m<N>$), 0 = entry
  std::uint32_t line = 0;            ///< first source line (0 = unknown)
};

struct CallGraphClass {
  std::string name;
  std::string label;                 ///< class body label ("class_A_0")
  std::uint32_t begin = 0, end = 0;  ///< body range (0,0 when only referenced)
  std::vector<std::string> parents;  ///< declared parents, in order
  std::vector<std::uint32_t> bases;  ///< parents resolved to class indices
  std::vector<std::uint32_t> methods;  ///< function indices defined in the body
  std::optional<std::uint32_t> ctor;   ///< __init__ / constructor / <init> / the class name
  std::uint32_t module = 0;
};

enum class CallResolution : std::uint8_t { Static, Hierarchy, Trace, Unresolved };
std::string_view call_resolution_name(CallResolution r) noexcept;

struct CallSite {
  std::uint32_t instr = 0;   ///< the call instruction
  std::uint32_t caller = 0;  ///< function index (innermost containing the call)
  std::vector<std::uint32_t> callees;  ///< function indices, ascending
  /// Classes the call instantiates (indices into classes(), ascending); a
  /// class without a constructor of its own makes a resolved site with no callee.
  std::vector<std::uint32_t> classes;
  CallResolution how = CallResolution::Unresolved;
  ir::Opcode op = ir::Opcode::CallFunction;
  ir::Symbol name;           ///< callee name / method field / class; 0 for CALL_UNKNOWN
  /// Callees seen taken in a VM run (apply_trace), ascending; empty when no
  /// trace was applied or the site never ran.
  std::vector<std::uint32_t> taken;
  bool ran = false;          ///< the site executed in the applied trace
  /// A call that reaches no function of the program (a builtin, a native,
  /// a missing module) may call back the functions passed to it
  /// (`xs.map(f)`, `sorted(key=f)`): those, ascending. callers_of and
  /// callees_of count them as calls; `callees` does not hold them.
  std::vector<std::uint32_t> callbacks;
};

/// One call observed in a run: the call instruction and the entry
/// instruction (the LABEL) of the function it entered.
struct ObservedCall {
  std::uint32_t instr = 0;
  std::uint32_t callee_entry = 0;
};

class CallGraph {
 public:
  const std::vector<CallGraphFunction>& functions() const { return functions_; }
  const std::vector<CallGraphClass>& classes() const { return classes_; }
  const std::vector<CallSite>& sites() const { return sites_; }

  std::vector<std::uint32_t> sites_in(std::uint32_t fn) const;    ///< site indices whose caller is fn
  std::vector<std::uint32_t> callers_of(std::uint32_t fn) const;  ///< site indices that may call fn
  /// Distinct functions fn may call directly (callbacks included), ascending.
  std::vector<std::uint32_t> callees_of(std::uint32_t fn) const;
  std::optional<std::uint32_t> function_at(std::uint32_t instr) const;  ///< innermost function containing instr
  /// By qualified name, then entry label, then source name (first in order).
  std::optional<std::uint32_t> find(std::string_view name) const;
  /// Every function whose name, qualified name or label is `name`.
  std::vector<std::uint32_t> find_all(std::string_view name) const;

  /// Marks edges taken in a run: each site's `taken` and `ran`; a callee the
  /// static analysis missed is added (how = Trace).
  void apply_trace(std::span<const ObservedCall> calls);

 private:
  friend CallGraph build_call_graph(const ir::Module& m, const cfg::Cfg& g);
  void index();  ///< rebuilds the lookup tables below after sites change
  std::vector<CallGraphFunction> functions_;
  std::vector<CallGraphClass> classes_;
  std::vector<CallSite> sites_;
  std::vector<std::uint32_t> site_of_instr_keys_;  ///< call instr of each site, ascending (sites_ order)
  std::vector<std::uint32_t> by_begin_;            ///< function indices sorted by begin
  std::vector<std::uint32_t> in_off_, in_;         ///< CSR: sites per caller
  std::vector<std::uint32_t> callers_off_, callers_;  ///< CSR: sites per callee
};

CallGraph build_call_graph(const ir::Module& m, const cfg::Cfg& g);

}  // namespace reddragon::analysis
