// program.hpp - a Module compiled for execution: labels resolved to op
// indices, registers renumbered per function, variables resolved to scope
// slots where the scope is static, literals pre-built as Values.
#pragma once

#include <deque>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "reddragon/expected.hpp"
#include "reddragon/ir/ir.hpp"
#include "reddragon/vm/objects.hpp"
#include "vm/typed_info.hpp"

namespace reddragon::vm {

inline constexpr std::uint32_t kNone = 0xFFFFFFFFu;
/// BranchIf flags: the branch is a loop's test (one side stays in the
/// loop, the other leaves it), and which side stays. Found by compile()
/// from back edges; the loop bound applies to symbolic decisions there.
inline constexpr std::uint8_t kLoopTest = 0x1;
inline constexpr std::uint8_t kLoopStaysOnTrue = 0x2;

/// How a variable operand is found at run time.
struct VarRef {
  enum Kind : std::uint8_t { Local, Outer, Global, Dynamic } kind = Dynamic;
  std::uint16_t depth = 0;   ///< Outer: scope-chain hops
  std::uint32_t slot = 0;
  Name name = 0;
};

/// name: source name ("classify", "<module>", class name for class bodies);
/// params: in order ("self" included). Both are what runtimes see (FunctionSig).
struct FunctionInfo : FunctionSig {
  std::string label;           ///< entry label
  Name name_id = 0;
  bool is_module = false;
  bool is_class_body = false;
  std::uint32_t entry_pc = 0;  ///< first op of the body
  std::uint32_t ir_begin = 0, ir_end = 0;  ///< IR instruction range [begin, end)
  std::vector<std::uint32_t> param_slots;
  std::vector<Name> default_vars;  ///< per param: `__default_<label>_<p>` or 0
  std::uint32_t posonly = 0;       ///< leading params bound by position only (`__posonly_<label>_<p>` declared)
  std::uint32_t nregs = 0;
  std::vector<Name> slot_names;
  std::unordered_map<Name, std::uint32_t> slot_of;
  const FunctionInfo* parent = nullptr;   ///< lexical parent (class bodies skipped)
  const FunctionInfo* container = nullptr;  ///< directly enclosing range (may be a class body)
  std::vector<std::string> class_parents;   ///< class bodies: parent class names
  std::uint32_t index = 0;                  ///< position in Program::functions
  std::uint32_t overload_set = kNone;       ///< index into Program::types.overloads (typed.cpp)
};

struct Op {
  ir::Opcode op = ir::Opcode::Halt;
  std::uint8_t flag = 0;       ///< per-opcode extra (e.g. has operand)
  std::uint16_t n = 0;         ///< argument count (calls, try_push pairs)
  std::uint32_t dst = kNone;   ///< local register index
  std::uint32_t a = kNone, b = kNone, c = kNone, d = kNone;
  std::uint32_t args = 0;      ///< index into Program::arg_pool
  std::uint32_t src = 0;       ///< IR instruction index (spans, traces)
};

struct Program {
  const ir::Module* module = nullptr;
  std::vector<Op> ops;
  std::vector<std::uint32_t> arg_pool;
  std::vector<Value> consts;
  std::vector<VarRef> varrefs;
  std::vector<std::unique_ptr<FunctionInfo>> functions;  ///< [0] is the module
  std::unordered_map<std::uint32_t, const FunctionInfo*> fn_by_label;  ///< by module label symbol id
  std::deque<std::string> names;  ///< deque: interning never moves a name runtimes hold a reference to
  std::unordered_map<std::string, Name> name_ids;
  std::vector<const FunctionInfo*> op_function;  ///< owning function of each op
  TypeSideTables types;  ///< coercion plans (ops flagged kTypedOp), overload sets

  Name intern(std::string_view s);
  const std::string& name(Name n) const { return names[n]; }
};

struct LanguageRuntime;
/// Compiles a module. Fails only on IR the verifier would reject. The
/// runtime's declared types (LanguageRuntime::types) choose the coercion
/// profile of typed ops; null: the IR's.
Expected<std::unique_ptr<Program>> compile(const ir::Module& m, const LanguageRuntime* runtime = nullptr);

}  // namespace reddragon::vm
