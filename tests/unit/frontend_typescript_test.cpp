// frontend_typescript_test.cpp - the TypeScript frontend's own constructs
// (types, enums, interfaces, namespaces, type-level wrappers), tested on the
// IR it returns. Helpers copied from frontend_python_test.cpp.
#include <gtest/gtest.h>

#include <cstdio>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::typescript {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

using namespace reddragon;
using namespace reddragon::ir;

namespace {

LowerOutput lower(std::string_view src, std::uint32_t max_depth = 1000) {
  static auto fe = typescript::make_frontend();
  LowerOptions o;
  o.max_depth = max_depth;
  auto r = fe->lower(SourceFile{"t.ts", src}, o);
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

/// Upper-case opcodes of the instructions between func_<name>_N and
/// end_<name>_N, labels stripped (nested functions included).
std::vector<std::string> body_opcodes(const Module& m, std::string_view name) {
  std::vector<std::string> out;
  bool in = false;
  std::string prefix = "func_" + std::string(name) + "_", end_prefix = "end_" + std::string(name) + "_";
  for (const auto& i : m.instructions) {
    if (i.op == Opcode::Label) {
      std::string l(m.str(m.operands_of(i)[0].sym()));
      if (l.rfind(prefix, 0) == 0) in = true;
      else if (l.rfind(end_prefix, 0) == 0) in = false;
      continue;
    }
    if (in) {
      std::string mn(opcode_info(i.op).mnemonic);
      for (auto& c : mn) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      out.push_back(mn);
    }
  }
  return out;
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

bool has_diag(const LowerOutput& o, Severity sev, const std::string& needle) {
  for (const auto& d : o.diagnostics)
    if (d.severity == sev && contains(d.message, needle)) return true;
  return false;
}
const Instruction* find_inst(const Module& m, const std::string& text) {
  for (const auto& in : m.instructions)
    if (contains(inst_text(m, in), text)) return &in;
  return nullptr;
}


/// The type annotation of the first instruction whose text contains `text`.
std::string type_of(const Module& m, const std::string& text) {
  if (text.rfind("class_", 0) == 0 || text.rfind("func_", 0) == 0) {  // a label
    for (const auto& in : m.instructions)
      if (in.op == Opcode::Label && inst_text(m, in).rfind(text, 0) == 0)
        return in.type.id == 0 ? std::string{} : std::string(m.str(in.type));
    return {};
  }
  const Instruction* in = find_inst(m, text);
  if (!in || in->type.id == 0) return {};
  return std::string(m.str(in->type));
}

}  // namespace

TEST(TypeScriptFrontend, AnnotationsMapToIrTypes) {
  auto out = lower(
      "let a: number = 1;\n"
      "let s: string = 'x';\n"
      "let b: boolean = true;\n"
      "let xs: number[] = [];\n"
      "let m: Map<string, number[]> = new Map();\n"
      "let u: number | string = 2;\n");
  EXPECT_WELL_FORMED(out);
  EXPECT_EQ(type_of(out.module, "decl_var a"), "Float");
  EXPECT_EQ(type_of(out.module, "decl_var s"), "String");
  EXPECT_EQ(type_of(out.module, "decl_var b"), "Bool");
  EXPECT_EQ(type_of(out.module, "decl_var xs"), "Array[Float]");
  EXPECT_EQ(type_of(out.module, "decl_var m"), "Map[String, Array[Float]]");
  EXPECT_EQ(type_of(out.module, "decl_var u"), "");
}

TEST(TypeScriptFrontend, FunctionParametersAndReturnTypes) {
  auto out = lower("function add(a: number, b: number): number { return a + b; }\n");
  EXPECT_WELL_FORMED(out);
  EXPECT_EQ(type_of(out.module, "symbolic \"param:a\""), "Float");
  EXPECT_EQ(type_of(out.module, "func_add_"), "Float");
  auto ops = body_opcodes(out.module, "add");
  EXPECT_FALSE(ops.empty());
}

TEST(TypeScriptFrontend, TypeOnlyDeclarationsEmitNoCode) {
  auto out = lower(
      "type P = { x: number };\n"
      "declare const D: number;\n"
      "function f(x: number): number;\n");
  EXPECT_WELL_FORMED(out);
  EXPECT_EQ(count(dump(out), "decl_var"), 0u) << dump(out);
}

TEST(TypeScriptFrontend, InterfaceIsAnAnnotatedEmptyClass) {
  auto out = lower("interface Shape { area(): number }\ninterface Sq extends Shape { side: number }\n");
  EXPECT_WELL_FORMED(out);
  std::string d = dump(out);
  EXPECT_TRUE(contains(d, "<class:Shape@class_Shape_")) << d;
  EXPECT_TRUE(contains(d, "<class:Sq@class_Sq_")) << d;
  EXPECT_TRUE(contains(d, ":Shape>")) << d;
  EXPECT_EQ(type_of(out.module, "class_Shape_"), "Interface");
}

TEST(TypeScriptFrontend, EnumsHaveForwardAndReverseMappings) {
  auto out = lower("enum D { Up, Down = 5, Left }\nenum C { R = 'r' }\n");
  EXPECT_WELL_FORMED(out);
  std::string d = dump(out);
  EXPECT_TRUE(contains(d, "const \"Up\"")) << d;
  EXPECT_TRUE(contains(d, "const 5")) << d;
  EXPECT_TRUE(contains(d, "decl_var D")) << d;
  EXPECT_TRUE(contains(d, "decl_var C")) << d;
  // numeric members: two stores each; the string member: one
  EXPECT_GE(count(d, "store_index"), 7u) << d;
}

TEST(TypeScriptFrontend, TypeWrappersPassTheValueThrough) {
  auto out = lower("let v: any = 1;\nlet a = v as number;\nlet b = v!;\nlet c = <number>v;\nlet e = v satisfies any;\n");
  EXPECT_WELL_FORMED(out);
  std::string d = dump(out);
  EXPECT_FALSE(contains(d, "unsupported")) << d;
}

TEST(TypeScriptFrontend, NamespaceRunsItsBodyOnce) {
  auto out = lower("namespace N { export const k = 2; export function f(): number { return k; } }\nN.f();\n");
  EXPECT_WELL_FORMED(out);
  std::string d = dump(out);
  EXPECT_TRUE(contains(d, "func___namespace_N_")) << d;
  EXPECT_TRUE(contains(d, "decl_var N")) << d;
}

TEST(TypeScriptFrontend, MalformedInputDoesNotCrash) {
  const char* inputs[] = {"enum {", "interface X extends {", "class A { constructor(private", "let x: = 3;",
                          "function f<T(a: T", "type = ;", "x as", "enum E { A = , B }"};
  for (const char* s : inputs) {
    auto out = lower(s);
    EXPECT_WELL_FORMED(out);
    EXPECT_TRUE(has_diag(out, Severity::Error, "syntax error")) << s;
  }
  for (const char* s : {"namespace", "namespace A.B { }", "declare module 'm' { }", "module M { }"}) {
    auto out = lower(s);
    EXPECT_WELL_FORMED(out);
  }
  std::string deep(3000, '(');
  auto out = lower("let x = " + deep + "1 as number", 200);
  EXPECT_WELL_FORMED(out);
}

// Every corpus program parses without syntax errors and lowers to well-formed IR.
TEST(TypeScriptFrontend, CorpusParsesCleanly) {
  std::string dir = __FILE__;
  dir = dir.substr(0, dir.rfind('/')) + "/../corpus/typescript";
  for (const char* sub : {"", "/../../corpus-pending/typescript"}) {
    std::string d = dir + sub;
    FILE* ls = popen(("ls " + d + "/*.ts 2>/dev/null").c_str(), "r");
    if (!ls) continue;
    char line[4096];
    while (std::fgets(line, sizeof line, ls)) {
      std::string path(line);
      while (!path.empty() && (path.back() == '\n' || path.back() == '\r')) path.pop_back();
      FILE* f = std::fopen(path.c_str(), "rb");
      if (!f) continue;
      std::string src;
      char buf[4096];
      std::size_t n;
      while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) src.append(buf, n);
      std::fclose(f);
      auto out = lower(src);
      EXPECT_FALSE(has_diag(out, Severity::Error, "syntax error")) << path;
      EXPECT_WELL_FORMED(out);
    }
    pclose(ls);
  }
}

TEST(TypeScriptFrontend, ParameterPropertiesAssignThisFields) {
  auto out = lower(
      "class P {\n"
      "  constructor(public x: number, private readonly y: string, z: number = 3) {\n"
      "    console.log(z);\n"
      "  }\n"
      "}\n"
      "abstract class A { abstract f(): number; g(): number { return 1; } }\n");
  EXPECT_WELL_FORMED(out);
  std::string d = dump(out);
  EXPECT_TRUE(contains(d, "store_field")) << d;
  EXPECT_EQ(count(d, "store_field"), 2u) << d;
  EXPECT_TRUE(contains(d, "<class:A@")) << d;
  EXPECT_FALSE(contains(d, "unsupported")) << d;
  // the stores come after the default-value code and before the body
  std::size_t def = d.find("const 3"), st = d.find("store_field"), body = d.find("load_var console");
  EXPECT_LT(def, st) << d;
  EXPECT_LT(st, body) << d;
}
