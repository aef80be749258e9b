// program_deps.hpp - the whole-program dependency graph of one (possibly
// linked) module: how values flow between registers, variables, fields,
// function returns and across calls, each edge witnessed by the
// instruction that makes it (its span, and Module::file_of, give file:line).
//
// Nodes:
//   Register  every IR register (its value; owned by the function holding
//             the instruction that writes it)
//   Variable  a name in the scope that declares it: a LOAD_VAR/STORE_VAR in
//             function f resolves to the innermost enclosing function (f,
//             its parents, the module) that declares the name (DECL_VAR or
//             a "param:" SYMBOLIC) - flow-insensitive, one node per name
//   Return    what a function returns
//   Field     every field of that name on any object (field-based heap)
// Edges (`to` depends on `from`):
//   Local    register/variable chains of one function (operands -> result,
//            LOAD_VAR, STORE_VAR, LOAD_FIELD from its Field node and its
//            object, STORE_FIELD/STORE_INDEX into the Field node and the
//            variable the object was loaded from, RETURN -> Return)
//   Call     an actual argument -> the callee's formal (one per call-graph
//            callee; a CALL_METHOD's receiver binds `self`/`this`)
//   Return   the callee's Return -> the call's result register
//   Through  a call with no callee in the program (a builtin, a library):
//            its arguments and receiver -> its result, and a method call's
//            arguments -> the receiver's variable (it may store them)
// Summary edges (summaries.hpp) add actual -> result at a call site where
// the callee's formal reaches its return.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/analysis/callgraph.hpp"
#include "reddragon/cfg/cfg.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::analysis {

enum class NodeKind : std::uint8_t { Register, Variable, Return, Field };
enum class FlowKind : std::uint8_t { Local, Call, Return, Through, Summary };
std::string_view flow_kind_name(FlowKind k) noexcept;

inline constexpr std::uint32_t kNoFunction = 0xFFFFFFFFu;

struct FlowEdge {
  std::uint32_t from = 0, to = 0;  ///< node ids: `to` depends on `from`
  std::uint32_t instr = 0;         ///< the witness (for Call/Return/Summary: the call)
  FlowKind kind = FlowKind::Local;
};

/// One actual bound to one formal at a call site.
struct CallBinding {
  std::uint32_t site = 0;    ///< index into CallGraph::sites()
  std::uint32_t callee = 0;  ///< function index
  std::uint32_t actual = 0;  ///< node of the actual (a register)
  std::uint32_t formal = 0;  ///< position among the callee's formals
};

class ProgramGraph {
 public:
  const ir::Module& module() const { return *m_; }
  const CallGraph& calls() const { return *cg_; }

  std::uint32_t num_nodes() const { return static_cast<std::uint32_t>(kind_.size()); }
  NodeKind kind(std::uint32_t n) const { return kind_[n]; }
  /// Owning function (Register, Variable, Return); kNoFunction for a Field.
  std::uint32_t owner(std::uint32_t n) const { return owner_[n]; }
  /// Variable / Field name symbol (0 otherwise).
  ir::Symbol name(std::uint32_t n) const { return name_[n]; }
  /// "x", "f.return", ".field", "%12", for messages.
  std::string describe(std::uint32_t n) const;

  const std::vector<FlowEdge>& edges() const { return edges_; }
  /// Edge ids out of / into a node.
  std::span<const std::uint32_t> out(std::uint32_t n) const { return {out_.data() + out_off_[n], out_off_[n + 1] - out_off_[n]}; }
  std::span<const std::uint32_t> in(std::uint32_t n) const { return {in_.data() + in_off_[n], in_off_[n + 1] - in_off_[n]}; }

  /// Formals of a function in order (Variable nodes).
  std::span<const std::uint32_t> formals(std::uint32_t fn) const { return formals_[fn]; }
  std::uint32_t return_node(std::uint32_t fn) const { return ret_base_ + fn; }
  /// A variable named `name` in the scope that function `fn` sees; or -1.
  std::int64_t variable(std::uint32_t fn, std::string_view name) const;
  /// The function whose scope (not a nested one) holds instruction i.
  std::uint32_t function_of(std::uint32_t instr) const { return instr < owner_of_instr_.size() ? owner_of_instr_[instr] : 0; }
  /// True for the module's top level and linked modules' initialisers.
  bool is_module_scope(std::uint32_t fn) const { return fn < module_scope_.size() && module_scope_[fn]; }

  /// A linked module's name (its initialiser's `__name__`) by the
  /// initialiser's function name symbol (`__rd_init_<n>`); "" if unknown.
  std::string_view init_module_name(ir::Symbol init_fn) const;

  const std::vector<CallBinding>& bindings() const { return bindings_; }
  /// Binding ids whose actual is node n.
  std::span<const std::uint32_t> bindings_of(std::uint32_t n) const;
  /// The result register of a call site (kNoFunction if it has none).
  std::uint32_t site_result(std::uint32_t site) const { return site_result_[site]; }

  /// Adds edges (summaries add Summary edges) and rebuilds the adjacency.
  void add_edges(std::vector<FlowEdge> more);
  /// Edges added from outside the program's code (library flows: taint.hpp
  /// add_library_flows) are described here, so caches keyed by a
  /// function's code (summary_cache.hpp) tell graphs with and without them apart.
  void note_extra_flows(std::string_view what) { extra_flows_ += what; }
  const std::string& extra_flows() const { return extra_flows_; }

  /// The variable a register's object was loaded from (through field and
  /// index reads): `%2 = load_var buf; %3 = load_field %2 data` gives buf.
  std::int64_t base_variable(ir::Reg r) const;
  /// Where a register was written (the first writer), or -1.
  std::int64_t writer(ir::Reg r) const { return r < writer_.size() && writer_[r] != kNoFunction ? writer_[r] : -1; }

 private:
  friend ProgramGraph build_program_graph(const ir::Module& m, const CallGraph& cg);
  void index();
  const ir::Module* m_ = nullptr;
  const CallGraph* cg_ = nullptr;
  std::string extra_flows_;
  std::vector<NodeKind> kind_;
  std::vector<std::uint32_t> owner_;
  std::vector<ir::Symbol> name_;
  std::vector<FlowEdge> edges_;
  std::vector<std::uint32_t> out_off_, out_, in_off_, in_;
  std::vector<std::vector<std::uint32_t>> formals_;
  std::uint32_t ret_base_ = 0;
  std::vector<std::uint32_t> owner_of_instr_;
  std::vector<char> module_scope_;
  std::vector<std::uint32_t> writer_;
  std::vector<CallBinding> bindings_;
  std::vector<std::uint32_t> bind_off_, bind_;
  std::vector<std::uint32_t> site_result_;
  // variables: sorted (function, symbol) keys and their node ids
  std::vector<std::uint64_t> var_keys_;
  std::vector<std::uint32_t> var_nodes_;
  std::vector<std::uint32_t> parent_;
  std::vector<std::pair<std::uint32_t, std::string>> init_names_;  ///< (symbol id, module name), sorted
};

ProgramGraph build_program_graph(const ir::Module& m, const CallGraph& cg);

/// A file path as witnesses show it ("./a/../b.py" is "b.py").
std::string display_path(std::string_view file);
/// "file:line" of an instruction ("file" alone when it has no span).
std::string witness_location(const ir::Module& m, std::uint32_t instr);

}  // namespace reddragon::analysis
