// builder.hpp - the one way frontends (in-tree or out-of-tree) emit IR.
#pragma once

#include <initializer_list>
#include <span>
#include <string_view>

#include "reddragon/ir/ir.hpp"

namespace reddragon::ir {

/// Appends instructions to a Module. Every emitted instruction gets the
/// current span (set_span / SpanScope), so frontends set it once per node.
class Builder {
 public:
  explicit Builder(Module& m) : m_(m) {}
  Module& module() { return m_; }

  // --- names, labels, registers -------------------------------------------
  Symbol sym(std::string_view s) { return m_.strings.intern(s); }
  Reg fresh_reg() { return m_.num_registers++; }
  /// A fresh number for a family of labels (if_true_N / if_false_N / if_end_N).
  std::uint32_t new_label_id() { return next_label_id_++; }
  /// "<prefix>_<id>", interned.
  Symbol label_name(std::string_view prefix, std::uint32_t id);
  Symbol fresh_label(std::string_view prefix) { return label_name(prefix, new_label_id()); }

  // --- spans -----------------------------------------------------------------
  void set_span(SourceSpan s) { span_ = s; }
  SourceSpan span() const { return span_; }

  // --- operands --------------------------------------------------------------
  static Operand reg(Reg r) { return {OperandKind::Reg, r}; }
  static Operand label_op(Symbol s) { return {OperandKind::Label, s.id}; }
  static Operand null() { return {OperandKind::Null, 0}; }
  static Operand op(Operator o) { return {OperandKind::Operator, static_cast<std::uint32_t>(o)}; }
  Operand var(std::string_view n) { return {OperandKind::Var, sym(n).id}; }
  Operand field(std::string_view n) { return {OperandKind::Field, sym(n).id}; }
  Operand func(std::string_view n) { return {OperandKind::Func, sym(n).id}; }
  Operand cls(std::string_view n) { return {OperandKind::Class, sym(n).id}; }
  Operand lit(const Literal& l);
  Operand lit_none();
  Operand lit_bool(bool b);
  Operand lit_int(std::int64_t v);
  Operand lit_bigint(std::string_view decimal_digits);  ///< beyond int64; "-" allowed
  Operand lit_float(double v);
  Operand lit_str(std::string_view s);
  Operand lit_func(std::string_view name, Symbol entry_label);
  Operand lit_class(std::string_view name, Symbol entry_label, std::string_view parents_csv = {});

  // --- generic emission ------------------------------------------------------
  /// Emits `op` with the given operands; returns the fresh result register
  /// for opcodes that have one, kNoReg otherwise. Operand kinds are checked
  /// by the kernel's verifier, not here (this is the hot path of lowering).
  Reg emit(Opcode op, std::span<const Operand> operands, Symbol type = {});
  Reg emit(Opcode op, std::initializer_list<Operand> operands, Symbol type = {}) {
    return emit(op, std::span<const Operand>(operands.begin(), operands.size()), type);
  }
  /// Type annotation of the last emitted instruction (see Instruction::type).
  void annotate_last(std::string_view type_text);

  // --- convenience -----------------------------------------------------------
  Reg const_(Operand literal) { return emit(Opcode::Const, {literal}); }
  Reg const_none() { return const_(lit_none()); }
  Reg const_bool(bool b) { return const_(lit_bool(b)); }
  Reg const_int(std::int64_t v) { return const_(lit_int(v)); }
  Reg const_float(double v) { return const_(lit_float(v)); }
  Reg const_str(std::string_view s) { return const_(lit_str(s)); }
  Reg load_var(std::string_view n) { return emit(Opcode::LoadVar, {var(n)}); }
  void store_var(std::string_view n, Reg v) { emit(Opcode::StoreVar, {var(n), reg(v)}); }
  void decl_var(std::string_view n, Reg v) { emit(Opcode::DeclVar, {var(n), reg(v)}); }
  Reg load_field(Reg obj, std::string_view f) { return emit(Opcode::LoadField, {reg(obj), field(f)}); }
  void store_field(Reg obj, std::string_view f, Reg v) { emit(Opcode::StoreField, {reg(obj), field(f), reg(v)}); }
  Reg load_index(Reg obj, Reg idx) { return emit(Opcode::LoadIndex, {reg(obj), reg(idx)}); }
  void store_index(Reg obj, Reg idx, Reg v) { emit(Opcode::StoreIndex, {reg(obj), reg(idx), reg(v)}); }
  Reg binop(Operator o, Reg a, Reg b) { return emit(Opcode::Binop, {op(o), reg(a), reg(b)}); }
  Reg unop(Operator o, Reg a) { return emit(Opcode::Unop, {op(o), reg(a)}); }
  Reg new_object(std::string_view cls_name) { return emit(Opcode::NewObject, {cls(cls_name)}); }
  Reg new_array(std::string_view kind, Reg size) { return emit(Opcode::NewArray, {cls(kind), reg(size)}); }
  Reg call_function(std::string_view name, std::span<const Reg> args);
  Reg call_method(Reg obj, std::string_view method, std::span<const Reg> args);
  Reg call_unknown(Reg callee, std::span<const Reg> args);
  Reg call_ctor(std::string_view cls_name, std::span<const Reg> args);
  Reg symbolic(std::string_view hint) { return emit(Opcode::Symbolic, {lit_str(hint)}); }
  void label(Symbol l) { emit(Opcode::Label, {label_op(l)}); }
  void branch(Symbol target) { emit(Opcode::Branch, {label_op(target)}); }
  void branch_if(Reg c, Symbol t, Symbol f) { emit(Opcode::BranchIf, {reg(c), label_op(t), label_op(f)}); }
  void ret(Reg v) { emit(Opcode::Return, {reg(v)}); }
  void ret_none() { emit(Opcode::Return, {}); }
  void throw_(Reg v) { emit(Opcode::Throw, {reg(v)}); }
  void rethrow() { emit(Opcode::Throw, {}); }
  void try_pop() { emit(Opcode::TryPop, {}); }

  /// True if the last emitted instruction ends a block (branch, return, throw, halt).
  bool last_is_terminator() const;

 private:
  Reg call_(Opcode op, Operand head, const Operand* head2, std::span<const Reg> args);

  Module& m_;
  SourceSpan span_;
  std::uint32_t next_label_id_ = 0;
  std::vector<Operand> scratch_;
};

/// Sets the builder's span for a scope and restores the previous one.
class SpanScope {
 public:
  SpanScope(Builder& b, SourceSpan s) : b_(b), saved_(b.span()) { b_.set_span(s); }
  ~SpanScope() { b_.set_span(saved_); }
  SpanScope(const SpanScope&) = delete;
  SpanScope& operator=(const SpanScope&) = delete;

 private:
  Builder& b_;
  SourceSpan saved_;
};

}  // namespace reddragon::ir
