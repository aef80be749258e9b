// ir.hpp - RedDragon's flat three-address IR: opcodes, operands, literals,
// instructions and the Module that owns them.
//
// A Module owns everything its instructions refer to (interned names,
// literals, the operand pool), so a frontend plugin can build one and hand
// it to the kernel by value: nothing points into plugin memory afterwards.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace reddragon::ir {

// --- opcodes ---------------------------------------------------------------
enum class Opcode : std::uint8_t {
#define RD_OPCODE(Name, Mnemonic, HasResult, Signature, Description) Name,
#include "reddragon/ir/opcodes.def"
};
inline constexpr std::size_t kOpcodeCount = 0
#define RD_OPCODE(Name, Mnemonic, HasResult, Signature, Description) +1
#include "reddragon/ir/opcodes.def"
    ;

/// Static facts about one opcode, all derived from opcodes.def.
struct OpcodeInfo {
  std::string_view mnemonic;      ///< lower-case text form, e.g. "binop"
  std::string_view enum_name;     ///< e.g. "Binop"
  bool has_result;                ///< writes a result register
  std::string_view signature;     ///< operand signature (see opcodes.def)
  std::string_view description;   ///< one line, also used in LLM prompts
};
const OpcodeInfo& opcode_info(Opcode op) noexcept;
/// Lookup by mnemonic ("binop") or upper-case name ("BINOP"); false if unknown.
bool opcode_from_name(std::string_view name, Opcode& out) noexcept;

// --- operators -------------------------------------------------------------
enum class Operator : std::uint8_t {
#define RD_BINARY_OP(Name, Spelling) Name,
#define RD_UNARY_OP(Name, Spelling) Name,
#include "reddragon/ir/operators.def"
};
std::string_view operator_spelling(Operator op) noexcept;
bool operator_is_unary(Operator op) noexcept;
bool binary_operator_from_spelling(std::string_view s, Operator& out) noexcept;
bool unary_operator_from_spelling(std::string_view s, Operator& out) noexcept;

// --- names -----------------------------------------------------------------
/// An interned string, an index into Module::strings. 0 is the empty string.
struct Symbol {
  std::uint32_t id = 0;
  friend bool operator==(Symbol, Symbol) = default;
};

/// Interns strings; addresses of stored strings are stable. The index is
/// private (an open-addressing hash map in the SDK library).
class StringPool {
 public:
  StringPool();
  ~StringPool();
  StringPool(StringPool&&) noexcept;
  StringPool& operator=(StringPool&&) noexcept;
  Symbol intern(std::string_view s);
  std::string_view str(Symbol s) const { return storage_[s.id]; }
  std::size_t size() const { return storage_.size(); }
  /// Returns false if not interned yet (does not insert).
  bool find(std::string_view s, Symbol& out) const;
  /// Pre-sizes the index for about n strings.
  void reserve(std::size_t n);

 private:
  struct Index;
  std::deque<std::string> storage_;
  std::unique_ptr<Index> index_;
};

// --- source spans ----------------------------------------------------------
/// 1-based lines and 0-based columns (bytes), as tree-sitter reports +1 line.
/// All zero means "no source location" (e.g. LLM-generated instructions).
struct SourceSpan {
  std::uint32_t start_line = 0, start_col = 0, end_line = 0, end_col = 0;
  bool empty() const { return start_line == 0 && end_line == 0 && start_col == 0 && end_col == 0; }
  friend bool operator==(const SourceSpan&, const SourceSpan&) = default;
};

// --- literals --------------------------------------------------------------
enum class LiteralKind : std::uint8_t { None, Bool, Int, BigInt, Float, String, FuncRef, ClassRef };

/// A constant. Strings and big integers (decimal text) are interned symbols;
/// function/class references carry the name and the entry label; a class
/// reference also carries its parents in declaration order.
struct Literal {
  LiteralKind kind = LiteralKind::None;
  bool b = false;
  std::int64_t i = 0;
  double f = 0.0;
  Symbol text;   ///< String payload, BigInt digits, or FuncRef/ClassRef name
  Symbol label;  ///< FuncRef/ClassRef entry label
  Symbol extra;  ///< ClassRef: comma-separated parent class names ("" = none)
};

// --- operands --------------------------------------------------------------
enum class OperandKind : std::uint8_t {
  Null,      ///< absent label/name where the signature allows it, printed '-'
  Reg,       ///< value = register number
  Label,     ///< value = Symbol id
  Var,       ///< value = Symbol id
  Field,     ///< value = Symbol id
  Func,      ///< value = Symbol id (callee name)
  Class,     ///< value = Symbol id
  Operator,  ///< value = Operator
  Literal,   ///< value = index into Module::literals
};
std::string_view operand_kind_name(OperandKind k) noexcept;

struct Operand {
  OperandKind kind = OperandKind::Null;
  std::uint32_t value = 0;
  Symbol sym() const { return Symbol{value}; }
  friend bool operator==(const Operand&, const Operand&) = default;
};

using Reg = std::uint32_t;
inline constexpr Reg kNoReg = 0xFFFFFFFFu;

// --- instructions ----------------------------------------------------------
/// One IR instruction. Operands live in Module::operands (a pool), so an
/// instruction is a fixed-size record and a module is a few flat vectors.
struct Instruction {
  Opcode op = Opcode::Halt;
  std::uint16_t num_operands = 0;
  std::uint32_t first_operand = 0;
  Reg result = kNoReg;
  /// Optional type annotation (canonical type text, interned; 0 = none): the
  /// type of the result register, of the variable a DECL_VAR/STORE_VAR
  /// writes, or the return type of the function a LABEL starts.
  Symbol type;
  SourceSpan span;
};

/// A lowered compilation unit: one flat instruction list plus the pools the
/// instructions index into.
class Module {
 public:
  std::string source_path;   ///< file the IR came from (may be empty)
  std::string language;      ///< language name, e.g. "python"
  /// Function the VM calls after the module's top level (C/Go/Java `main`),
  /// declared by the frontend; empty: none.
  std::string entry_point;
  StringPool strings;
  std::vector<Literal> literals;
  std::vector<Operand> operands;
  std::vector<Instruction> instructions;
  std::uint32_t num_registers = 0;  ///< registers are numbered 0..num_registers-1
  /// A linked program's files (docs/projects.md): instruction `first` and
  /// those after it, up to the next run, came from `path`. Sorted by
  /// `first`; instructions before the first run, or all when there is none,
  /// came from source_path.
  struct FileRun {
    std::uint32_t first = 0;
    std::string path;
  };
  std::vector<FileRun> files;

  /// The file instruction `i` came from (for spans, errors and tracebacks).
  std::string_view file_of(std::uint32_t i) const {
    std::size_t lo = 0, hi = files.size();  // the last run with first <= i
    while (lo < hi) {
      std::size_t mid = (lo + hi) / 2;
      if (files[mid].first <= i) lo = mid + 1;
      else hi = mid;
    }
    return lo == 0 ? std::string_view(source_path) : std::string_view(files[lo - 1].path);
  }

  std::span<const Operand> operands_of(const Instruction& in) const {
    return {operands.data() + in.first_operand, in.num_operands};
  }
  std::string_view str(Symbol s) const { return strings.str(s); }
  const Literal& literal(const Operand& o) const { return literals[o.value]; }
};

/// The items of a comma-separated list in a literal (a class reference's
/// parents "A, B"), trimmed, empty items dropped.
std::vector<std::string> split_list(std::string_view s);

}  // namespace reddragon::ir
