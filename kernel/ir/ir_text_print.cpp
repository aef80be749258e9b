// ir_text_print.cpp - IR -> text.
#include <charconv>
#include <cmath>

#include "ir/text_common.hpp"
#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/text/utf8.hpp"

namespace reddragon::kernel {

using namespace reddragon::ir;

namespace text {
static std::size_t utf8_seq_len(std::string_view s, std::size_t i) { return utf8::sequence_length(s, i); }

void append_quoted(std::string& out, std::string_view s) {
  static const char* hex = "0123456789abcdef";
  out.push_back('"');
  for (std::size_t i = 0; i < s.size();) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      std::size_t n = utf8_seq_len(s, i);
      if (n == 0) {
        out += "\\x";
        out.push_back(hex[c >> 4]);
        out.push_back(hex[c & 15]);
        ++i;
      } else {
        out.append(s.substr(i, n));
        i += n;
      }
      continue;
    }
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20 || c == 0x7F) {
          out += "\\x";
          out.push_back(hex[c >> 4]);
          out.push_back(hex[c & 15]);
        } else {
          out.push_back(static_cast<char>(c));
        }
    }
    ++i;
  }
  out.push_back('"');
}
}  // namespace text

static void append_name(std::string& out, std::string_view s) {
  if (text::is_bare_name(s))
    out.append(s);
  else
    text::append_quoted(out, s);
}

static void append_float(std::string& out, double v) {
  if (std::isnan(v)) { out += "nan"; return; }
  if (std::isinf(v)) { out += v < 0 ? "-inf" : "inf"; return; }
  char buf[64];
  auto r = std::to_chars(buf, buf + sizeof buf, v);
  std::string_view s(buf, static_cast<std::size_t>(r.ptr - buf));
  out.append(s);
  if (s.find_first_of(".e") == std::string_view::npos) out += ".0";
}

static void append_literal(std::string& out, const Module& m, const Literal& l) {
  switch (l.kind) {
    case LiteralKind::None: out += "None"; break;
    case LiteralKind::Bool: out += l.b ? "True" : "False"; break;
    case LiteralKind::Int: out += std::to_string(l.i); break;
    case LiteralKind::BigInt: out.append(m.str(l.text)); break;
    case LiteralKind::Float: append_float(out, l.f); break;
    case LiteralKind::String: text::append_quoted(out, m.str(l.text)); break;
    case LiteralKind::FuncRef:
    case LiteralKind::ClassRef:
      out += l.kind == LiteralKind::FuncRef ? "<function:" : "<class:";
      append_name(out, m.str(l.text));
      out.push_back('@');
      append_name(out, m.str(l.label));
      if (l.kind == LiteralKind::ClassRef && l.extra.id != 0) {
        out.push_back(':');
        std::string_view parents = m.str(l.extra);
        bool bare = true;
        for (char c : parents) bare &= text::is_ident_char(c) || c == ',';
        if (bare) out.append(parents);
        else text::append_quoted(out, parents);
      }
      out.push_back('>');
      break;
  }
}

static void append_operand(std::string& out, const Module& m, const Operand& o) {
  switch (o.kind) {
    case OperandKind::Null: out.push_back('-'); break;
    case OperandKind::Reg: out.push_back('%'); out += std::to_string(o.value); break;
    case OperandKind::Label:
    case OperandKind::Var:
    case OperandKind::Field:
    case OperandKind::Func:
    case OperandKind::Class:
      append_name(out, m.str(o.sym()));
      break;
    case OperandKind::Operator: out.append(operator_spelling(static_cast<Operator>(o.value))); break;
    case OperandKind::Literal:
      if (o.value < m.literals.size())
        append_literal(out, m, m.literals[o.value]);
      else
        out += "<bad-literal>";
      break;
  }
}

static void append_span(std::string& out, const SourceSpan& s) {
  out += "  # ";
  out += std::to_string(s.start_line) + ':' + std::to_string(s.start_col) + '-' + std::to_string(s.end_line) +
         ':' + std::to_string(s.end_col);
}

static void append_instruction(std::string& out, const Module& m, const Instruction& in, bool span) {
  auto ops = m.operands_of(in);
  if (in.op == Opcode::Label) {
    if (!ops.empty()) append_operand(out, m, ops[0]);
    out.push_back(':');
  } else {
    if (in.result != kNoReg) {
      out.push_back('%');
      out += std::to_string(in.result);
      out += " = ";
    }
    out.append(opcode_info(in.op).mnemonic);
    for (const Operand& o : ops) {
      out.push_back(' ');
      append_operand(out, m, o);
    }
  }
  if (in.type.id != 0) {
    out += " :: ";
    out.append(m.str(in.type));
  }
  if (span && !in.span.empty()) append_span(out, in.span);
}

std::string print_instruction(const Module& m, const Instruction& in, bool span) {
  std::string s;
  append_instruction(s, m, in, span);
  return s;
}
std::string print_literal(const Module& m, const Literal& l) {
  std::string s;
  append_literal(s, m, l);
  return s;
}
std::string print_operand(const Module& m, const Operand& o) {
  std::string s;
  append_operand(s, m, o);
  return s;
}

std::string print_module(const Module& m, const PrintOptions& opts) {
  std::string out;
  out.reserve(m.instructions.size() * 32);
  if (!m.source_path.empty()) {
    out += ".source ";
    text::append_quoted(out, m.source_path);
    out.push_back('\n');
  }
  if (!m.language.empty()) {
    out += ".language ";
    text::append_quoted(out, m.language);
    out.push_back('\n');
  }
  if (!m.entry_point.empty()) {
    out += ".entry ";
    text::append_quoted(out, m.entry_point);
    out.push_back('\n');
  }
  for (const Module::FileRun& f : m.files) {  // a linked program's files
    out += ".file " + std::to_string(f.first) + " ";
    text::append_quoted(out, f.path);
    out.push_back('\n');
  }
  for (const Instruction& in : m.instructions) {
    if (in.op != Opcode::Label) out += "  ";
    append_instruction(out, m, in, opts.spans);
    out.push_back('\n');
  }
  return out;
}

}  // namespace reddragon::kernel
