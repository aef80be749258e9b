// frontend_javascript_test.cpp - JavaScript lowering, tested on the IR it
// returns. Helpers copied from frontend_typescript_test.cpp.
#include <gtest/gtest.h>

#include <cstdio>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::javascript {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

using namespace reddragon;
using namespace reddragon::ir;

namespace {

LowerOutput lower(std::string_view src, std::uint32_t max_depth = 1000) {
  static auto fe = javascript::make_frontend();
  LowerOptions o;
  o.max_depth = max_depth;
  auto r = fe->lower(SourceFile{"t.js", src}, o);
  EXPECT_TRUE(r.has_value());
  return r ? std::move(*r) : LowerOutput{};
}

// --- rendering (same shapes as the kernel's text form, names unquoted) ------
std::string quoted(std::string_view s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') o += '\\', o += c;
    else if (c == '\n') o += "\\n";
    else o += c;
  }
  return o + "\"";
}
std::string literal_text(const Module& m, const Literal& l) {
  switch (l.kind) {
    case LiteralKind::None: return "None";
    case LiteralKind::Bool: return l.b ? "True" : "False";
    case LiteralKind::Int: return std::to_string(l.i);
    case LiteralKind::BigInt: return std::string(m.str(l.text));
    case LiteralKind::Float: {
      char buf[64];
      std::snprintf(buf, sizeof buf, "%g", l.f);
      return buf;
    }
    case LiteralKind::String: return quoted(m.str(l.text));
    case LiteralKind::FuncRef:
    case LiteralKind::ClassRef: {
      std::string s = l.kind == LiteralKind::FuncRef ? "<function:" : "<class:";
      s += std::string(m.str(l.text)) + "@" + std::string(m.str(l.label));
      if (l.kind == LiteralKind::ClassRef && l.extra.id != 0) s += ":" + std::string(m.str(l.extra));
      return s + ">";
    }
  }
  return "?";
}
std::string operand_text(const Module& m, const Operand& o) {
  switch (o.kind) {
    case OperandKind::Null: return "-";
    case OperandKind::Reg: return "%" + std::to_string(o.value);
    case OperandKind::Operator: return std::string(operator_spelling(static_cast<Operator>(o.value)));
    case OperandKind::Literal: return o.value < m.literals.size() ? literal_text(m, m.literals[o.value]) : "<bad>";
    default: return std::string(m.str(o.sym()));
  }
}
std::string inst_text(const Module& m, const Instruction& in) {
  auto ops = m.operands_of(in);
  if (in.op == Opcode::Label) return operand_text(m, ops[0]) + ":";
  std::string s = "  ";
  if (in.result != kNoReg) s += "%" + std::to_string(in.result) + " = ";
  s += opcode_info(in.op).mnemonic;
  for (const Operand& o : ops) s += " " + operand_text(m, o);
  return s;
}
std::string dump(const Module& m) {
  std::string s;
  for (const auto& in : m.instructions) s += inst_text(m, in) + "\n";
  return s;
}
std::string dump(const LowerOutput& o) { return dump(o.module); }
bool contains(const std::string& hay, const std::string& needle) { return hay.find(needle) != std::string::npos; }
std::size_t count(const std::string& hay, const std::string& needle) {
  std::size_t n = 0;
  for (std::size_t p = hay.find(needle); p != std::string::npos; p = hay.find(needle, p + 1)) ++n;
  return n;
}


/// Structural problems: operand kinds against opcodes.def signatures, label
/// definitions/uses, registers defined once and before use (in order),
/// spans present. Empty when well formed.
std::vector<std::string> problems(const Module& m) {
  std::vector<std::string> out;
  auto accepts = [](char letter, OperandKind k) {
    switch (letter) {
      case 'r': return k == OperandKind::Reg;
      case 'l': return k == OperandKind::Label || k == OperandKind::Null;
      case 'L': return k == OperandKind::Label;
      case 'v': case 'V': return k == OperandKind::Var;
      case 'f': return k == OperandKind::Field;
      case 'n': return k == OperandKind::Func;
      case 'c': return k == OperandKind::Class || k == OperandKind::Null;
      case 'o': return k == OperandKind::Operator;
      case 'k': return k == OperandKind::Literal;
    }
    return false;
  };
  std::unordered_set<std::uint32_t> defined_labels, used_labels;
  std::vector<char> reg_defined(m.num_registers, 0);
  for (std::size_t idx = 0; idx < m.instructions.size() && out.size() < 20; ++idx) {
    const Instruction& in = m.instructions[idx];
    auto ops = m.operands_of(in);
    const std::string where = "#" + std::to_string(idx) + " " + inst_text(m, in) + ": ";
    // expand the signature into one letter per operand
    std::string sig(opcode_info(in.op).signature), letters;
    std::size_t pos = 0;
    bool ok = true;
    while (pos < sig.size()) {
      std::size_t e = sig.find(' ', pos);
      if (e == std::string::npos) e = sig.size();
      std::string g = sig.substr(pos, e - pos);
      pos = e + 1;
      if (g.empty()) continue;
      char mod = g.back();
      if (mod == '*') {
        g.pop_back();
        while (letters.size() < ops.size()) letters += g;
      } else if (mod == '?') {
        g.pop_back();
        if (letters.size() < ops.size()) letters += g;
      } else {
        letters += g;
      }
    }
    if (letters.size() != ops.size()) {
      out.push_back(where + "operand count");
      ok = false;
    }
    for (std::size_t k = 0; ok && k < ops.size(); ++k) {
      if (!accepts(letters[k], ops[k].kind)) out.push_back(where + "operand " + std::to_string(k) + " kind");
      if (ops[k].kind == OperandKind::Reg) {
        if (ops[k].value >= m.num_registers || !reg_defined[ops[k].value])
          out.push_back(where + "register used before definition");
      }
      if (ops[k].kind == OperandKind::Literal && ops[k].value >= m.literals.size()) out.push_back(where + "literal");
      if (ops[k].kind == OperandKind::Label) {
        if (letters[k] == 'L') {
          if (!defined_labels.insert(ops[k].value).second) out.push_back(where + "label defined twice");
        } else {
          used_labels.insert(ops[k].value);
        }
      }
    }
    if (opcode_info(in.op).has_result != (in.result != kNoReg)) out.push_back(where + "result register");
    if (in.result != kNoReg) {
      if (in.result >= m.num_registers) out.push_back(where + "register out of range");
      else if (reg_defined[in.result]++) out.push_back(where + "register defined twice");
    }
    if (in.span.empty()) out.push_back(where + "no span");
  }
  for (std::uint32_t l : used_labels)
    if (!defined_labels.count(l)) out.push_back("label used but not defined: " + std::string(m.str(Symbol{l})));
  if (!m.instructions.empty() && m.instructions[0].op != Opcode::Label) out.push_back("module does not start with a label");
  return out;
}
std::string joined(const std::vector<std::string>& v) {
  std::string s;
  for (auto& x : v) s += x + "\n";
  return s;
}
#define EXPECT_WELL_FORMED(out) EXPECT_TRUE(problems((out).module).empty()) << joined(problems((out).module))




}  // namespace

// An elision in an array pattern is only a comma: `[, b]` binds b to
// element 1 (declarations, parameters and assignments share bind_pattern).
TEST(JavaScriptFrontend, ArrayPatternElisionsSkipElements) {
  auto out = lower("const [, b] = xs;\nconst f = ([, , c, ...r]) => c;\n");
  EXPECT_WELL_FORMED(out);
  std::string d = dump(out);
  EXPECT_TRUE(contains(d, "const 1")) << d;
  EXPECT_TRUE(contains(d, "const 2")) << d;
  EXPECT_TRUE(contains(d, "const 3")) << d;  // the rest starts after c
  EXPECT_FALSE(contains(d, "const 0")) << d;
}

// `this` in a static method is the class (by name); instance methods keep
// their `this` parameter.
TEST(JavaScriptFrontend, StaticMethodThisIsTheClass) {
  auto out = lower("class C {\n  static make() { return new this(); }\n  m() { return this; }\n}\n");
  EXPECT_WELL_FORMED(out);
  std::string d = dump(out);
  EXPECT_TRUE(contains(d, "load_var C")) << d;
  EXPECT_TRUE(contains(d, "load_var this")) << d;
  // an arrow in a static method sees the class; a `function` has its own this
  auto out2 = lower("class D {\n  static a() { return () => this; }\n  static b() { return function () { return this; }; }\n}\n");
  EXPECT_WELL_FORMED(out2);
  std::string d2 = dump(out2);
  EXPECT_EQ(count(d2, "load_var D"), 1u) << d2;
  EXPECT_EQ(count(d2, "load_var this"), 1u) << d2;
}
