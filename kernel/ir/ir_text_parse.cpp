// ir_text_parse.cpp - text -> IR. Operand kinds come from the opcode's
// signature in opcodes.def, so the text needs no per-operand type tags.
#include <charconv>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "ir/text_common.hpp"
#include "reddragon/kernel/ir_text.hpp"

namespace reddragon::kernel {

using namespace reddragon::ir;

namespace {

enum class Tok { Word, String, Reg, Ref, Assign, TypeMark, End };

struct Token {
  Tok kind = Tok::End;
  std::string text;   // word text, unescaped string, or register digits
  std::size_t col = 0;
  // for Ref
  bool is_class = false;
  std::string ref_name, ref_label, ref_parents;
};

class LineParser {
 public:
  LineParser(std::string_view line, std::size_t lineno, std::string_view file)
      : s_(line), lineno_(lineno), file_(file) {}

  Error err(std::size_t col, const std::string& msg) const {
    return make_error(msg, std::string(file_),
                      SourceSpan{static_cast<std::uint32_t>(lineno_), static_cast<std::uint32_t>(col),
                                 static_cast<std::uint32_t>(lineno_), static_cast<std::uint32_t>(col)});
  }

  void skip_ws() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\r')) ++i_;
  }
  bool at_end() {
    skip_ws();
    return i_ >= s_.size();
  }
  std::size_t pos() const { return i_; }
  std::string_view rest() const { return s_.substr(i_); }
  void advance(std::size_t n) { i_ += n; }
  char peek() const { return i_ < s_.size() ? s_[i_] : '\0'; }

  // Parses a quoted string at i_ (which must be '"').
  bool quoted(std::string& out, Error& e) {
    std::size_t start = i_;
    ++i_;
    while (i_ < s_.size()) {
      char c = s_[i_++];
      if (c == '"') return true;
      if (c != '\\') {
        out.push_back(c);
        continue;
      }
      if (i_ >= s_.size()) break;
      char x = s_[i_++];
      switch (x) {
        case 'n': out.push_back('\n'); break;
        case 't': out.push_back('\t'); break;
        case 'r': out.push_back('\r'); break;
        case '"': out.push_back('"'); break;
        case '\\': out.push_back('\\'); break;
        case 'x': {
          if (i_ + 2 > s_.size()) {
            e = err(i_, "truncated \\x escape");
            return false;
          }
          unsigned v = 0;
          auto r = std::from_chars(s_.data() + i_, s_.data() + i_ + 2, v, 16);
          if (r.ec != std::errc() || r.ptr != s_.data() + i_ + 2) {
            e = err(i_, "bad \\x escape");
            return false;
          }
          out.push_back(static_cast<char>(v));
          i_ += 2;
          break;
        }
        default:
          e = err(i_ - 1, std::string("unknown escape \\") + x);
          return false;
      }
    }
    e = err(start, "unterminated string");
    return false;
  }

  // A name inside a <function:...> reference: quoted, or bare identifier.
  bool ref_part(std::string& out, Error& e) {
    if (peek() == '"') return quoted(out, e);
    std::size_t st = i_;
    while (i_ < s_.size() && text::is_ident_char(s_[i_])) ++i_;
    if (i_ == st) {
      e = err(i_, "expected a name in reference");
      return false;
    }
    out.assign(s_.substr(st, i_ - st));
    return true;
  }

  bool next(Token& t, Error& e) {
    skip_ws();
    t = Token{};
    t.col = i_;
    if (i_ >= s_.size() || s_[i_] == '#') {
      t.kind = Tok::End;
      return true;
    }
    char c = s_[i_];
    if (c == '"') {
      t.kind = Tok::String;
      return quoted(t.text, e);
    }
    if (c == '%' && i_ + 1 < s_.size() && s_[i_ + 1] >= '0' && s_[i_ + 1] <= '9') {
      ++i_;
      std::size_t st = i_;
      while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') ++i_;
      t.kind = Tok::Reg;
      t.text.assign(s_.substr(st, i_ - st));
      return true;
    }
    std::string_view r = rest();
    if (r.starts_with("<function:") || r.starts_with("<class:")) {
      t.kind = Tok::Ref;
      t.is_class = r.starts_with("<class:");
      i_ += t.is_class ? 7 : 10;
      if (!ref_part(t.ref_name, e)) return false;
      if (peek() != '@') {
        e = err(i_, "expected '@' in reference");
        return false;
      }
      ++i_;
      if (!ref_part(t.ref_label, e)) return false;
      if (t.is_class && peek() == ':') {
        ++i_;
        if (peek() == '"') {
          if (!quoted(t.ref_parents, e)) return false;
        } else {
          std::size_t st = i_;
          while (i_ < s_.size() && s_[i_] != '>') ++i_;
          t.ref_parents.assign(s_.substr(st, i_ - st));
        }
      }
      if (peek() != '>') {
        e = err(i_, "expected '>' closing reference");
        return false;
      }
      ++i_;
      return true;
    }
    if (r.starts_with("::")) {
      i_ += 2;
      t.kind = Tok::TypeMark;
      return true;
    }
    std::size_t st = i_;
    while (i_ < s_.size() && s_[i_] != ' ' && s_[i_] != '\t' && s_[i_] != '\r') ++i_;
    t.text.assign(s_.substr(st, i_ - st));
    t.kind = t.text == "=" ? Tok::Assign : Tok::Word;
    return true;
  }

  // After '#': an optional span "L:C-L:C".
  void span_comment(SourceSpan& sp) {
    skip_ws();
    if (peek() != '#') return;
    ++i_;
    skip_ws();
    unsigned v[4] = {0, 0, 0, 0};
    const char seps[3] = {':', '-', ':'};
    const char* p = s_.data() + i_;
    const char* end = s_.data() + s_.size();
    for (int k = 0; k < 4; ++k) {
      auto res = std::from_chars(p, end, v[k]);
      if (res.ec != std::errc()) return;
      p = res.ptr;
      if (k < 3) {
        if (p >= end || *p != seps[k]) return;
        ++p;
      }
    }
    sp = SourceSpan{v[0], v[1], v[2], v[3]};
  }

 private:
  std::string_view s_;
  std::size_t i_ = 0;
  std::size_t lineno_;
  std::string_view file_;
};

struct ModuleParser {
  Module m;
  std::string_view file;

  Symbol sym(std::string_view s) { return m.strings.intern(s); }

  std::uint32_t add_literal(const Literal& l) {
    m.literals.push_back(l);
    return static_cast<std::uint32_t>(m.literals.size() - 1);
  }

  bool literal_from(const Token& t, Literal& l) {
    l = Literal{};
    if (t.kind == Tok::String) {
      l.kind = LiteralKind::String;
      l.text = sym(t.text);
      return true;
    }
    if (t.kind == Tok::Ref) {
      l.kind = t.is_class ? LiteralKind::ClassRef : LiteralKind::FuncRef;
      l.text = sym(t.ref_name);
      l.label = sym(t.ref_label);
      if (t.is_class) l.extra = sym(t.ref_parents);
      return true;
    }
    if (t.kind != Tok::Word) return false;
    const std::string& w = t.text;
    if (w == "None") return true;
    if (w == "True" || w == "False") {
      l.kind = LiteralKind::Bool;
      l.b = w == "True";
      return true;
    }
    bool is_int = !w.empty();
    for (std::size_t k = 0; k < w.size(); ++k) {
      char c = w[k];
      if (!((c >= '0' && c <= '9') || (k == 0 && c == '-' && w.size() > 1))) is_int = false;
    }
    if (is_int) {
      std::int64_t v = 0;
      auto r = std::from_chars(w.data(), w.data() + w.size(), v);
      if (r.ec == std::errc() && r.ptr == w.data() + w.size()) {
        l.kind = LiteralKind::Int;
        l.i = v;
      } else {
        l.kind = LiteralKind::BigInt;
        l.text = sym(w);
      }
      return true;
    }
    if (w == "inf" || w == "-inf" || w == "nan") {
      l.kind = LiteralKind::Float;
      l.f = w == "nan" ? std::numeric_limits<double>::quiet_NaN()
                       : (w[0] == '-' ? -std::numeric_limits<double>::infinity()
                                      : std::numeric_limits<double>::infinity());
      return true;
    }
    double d = 0;
    auto r = std::from_chars(w.data(), w.data() + w.size(), d);
    if (r.ec == std::errc() && r.ptr == w.data() + w.size()) {
      l.kind = LiteralKind::Float;
      l.f = d;
      return true;
    }
    return false;
  }

  // Converts one token to an operand for signature letter `letter`.
  bool operand_from(char letter, Opcode op, const Token& t, Operand& o, LineParser& lp, Error& e) {
    auto name_kind = [&](OperandKind k) -> bool {
      if (t.kind == Tok::Word && t.text == "-") {
        o = {OperandKind::Null, 0};
        return true;
      }
      if (t.kind == Tok::String || (t.kind == Tok::Word && text::is_bare_name(t.text))) {
        o = {k, sym(t.text).id};
        return true;
      }
      e = lp.err(t.col, "expected a " + std::string(operand_kind_name(k)) + " name, found '" + t.text + "'");
      return false;
    };
    switch (letter) {
      case 'r': {
        if (t.kind != Tok::Reg) {
          e = lp.err(t.col, "expected a register like %3");
          return false;
        }
        std::uint32_t v = 0;
        auto r = std::from_chars(t.text.data(), t.text.data() + t.text.size(), v);
        if (r.ec != std::errc() || v == kNoReg) {
          e = lp.err(t.col, "register number out of range");
          return false;
        }
        o = {OperandKind::Reg, v};
        if (v + 1 > m.num_registers) m.num_registers = v + 1;
        return true;
      }
      case 'l':
      case 'L': return name_kind(OperandKind::Label);
      case 'v':
      case 'V': return name_kind(OperandKind::Var);
      case 'f': return name_kind(OperandKind::Field);
      case 'n': return name_kind(OperandKind::Func);
      case 'c': return name_kind(OperandKind::Class);
      case 'o': {
        Operator oper{};
        bool ok = t.kind == Tok::Word && (op == Opcode::Unop ? unary_operator_from_spelling(t.text, oper)
                                                             : binary_operator_from_spelling(t.text, oper));
        if (!ok) {
          e = lp.err(t.col, "unknown " + std::string(op == Opcode::Unop ? "unary" : "binary") + " operator '" +
                                t.text + "'");
          return false;
        }
        o = {OperandKind::Operator, static_cast<std::uint32_t>(oper)};
        return true;
      }
      case 'k': {
        Literal l;
        if (!literal_from(t, l)) {
          e = lp.err(t.col, "expected a literal (None, True, False, number, \"string\", <function:..>, <class:..>)");
          return false;
        }
        o = {OperandKind::Literal, add_literal(l)};
        return true;
      }
      default:
        e = lp.err(t.col, "internal: bad signature letter");
        return false;
    }
  }

  // Matches tokens against the opcode signature.
  bool operands_for(Opcode op, const std::vector<Token>& toks, LineParser& lp, Error& e) {
    std::string_view sig = opcode_info(op).signature;
    std::size_t ti = 0;
    std::size_t gi = 0;
    while (gi < sig.size()) {
      while (gi < sig.size() && sig[gi] == ' ') ++gi;
      if (gi >= sig.size()) break;
      std::size_t ge = gi;
      while (ge < sig.size() && sig[ge] != ' ') ++ge;
      std::string_view group = sig.substr(gi, ge - gi);
      char mod = group.back() == '*' || group.back() == '?' ? group.back() : '\0';
      if (mod) group.remove_suffix(1);
      auto consume_group = [&]() -> bool {
        for (char letter : group) {
          if (ti >= toks.size()) {
            e = lp.err(toks.empty() ? lp.pos() : toks.back().col,
                       std::string(opcode_info(op).mnemonic) + ": missing operand (signature \"" +
                           std::string(opcode_info(op).signature) + "\")");
            return false;
          }
          Operand o;
          if (!operand_from(letter, op, toks[ti], o, lp, e)) return false;
          m.operands.push_back(o);
          ++ti;
        }
        return true;
      };
      if (mod == '\0') {
        if (!consume_group()) return false;
      } else if (mod == '?') {
        if (ti < toks.size() && !consume_group()) return false;
      } else {
        while (ti < toks.size())
          if (!consume_group()) return false;
      }
      gi = ge;
    }
    if (ti < toks.size()) {
      e = lp.err(toks[ti].col, std::string(opcode_info(op).mnemonic) + ": too many operands");
      return false;
    }
    return true;
  }

  bool type_text(LineParser& lp, Symbol& out) {
    std::string_view r = lp.rest();
    std::size_t hash = r.find('#');
    std::string_view t = r.substr(0, hash);
    while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\r')) t.remove_suffix(1);
    while (!t.empty() && (t.front() == ' ' || t.front() == '\t')) t.remove_prefix(1);
    lp.advance(hash == std::string_view::npos ? r.size() : hash);
    if (t.empty()) return false;
    out = sym(t);
    return true;
  }

  bool line(std::string_view text, std::size_t lineno, Error& e) {
    LineParser lp(text, lineno, file);
    if (lp.at_end() || lp.peek() == '#') return true;
    Token t;
    if (!lp.next(t, e)) return false;
    if (t.kind == Tok::Word && (t.text == ".source" || t.text == ".language" || t.text == ".entry")) {
      Token v;
      if (!lp.next(v, e)) return false;
      if (v.kind != Tok::String && v.kind != Tok::Word) {
        e = lp.err(v.col, t.text + " expects a string");
        return false;
      }
      (t.text == ".source" ? m.source_path : t.text == ".entry" ? m.entry_point : m.language) = v.text;
      return true;
    }
    if (t.kind == Tok::Word && t.text == ".file") {  // .file FIRST "path": a linked program's file run
      Token n, v;
      if (!lp.next(n, e) || !lp.next(v, e)) return false;
      std::uint32_t first = 0;
      bool ok = n.kind == Tok::Word && !n.text.empty() && n.text.size() < 10 &&
                n.text.find_first_not_of("0123456789") == std::string::npos;
      if (ok) first = static_cast<std::uint32_t>(std::stoul(n.text));
      if (!ok || (v.kind != Tok::String && v.kind != Tok::Word) || (!m.files.empty() && first < m.files.back().first)) {
        e = lp.err(t.col, ".file expects an instruction number (ascending) and a path");
        return false;
      }
      m.files.push_back({first, v.text});
      return true;
    }
    Instruction in;
    // label definition: NAME ':' or "quoted" ':'
    bool is_label = false;
    std::string label_name;
    if (t.kind == Tok::Word && t.text.size() > 1 && t.text.back() == ':' && t.text != "::") {
      label_name = t.text.substr(0, t.text.size() - 1);
      if (!text::is_bare_name(label_name)) {
        e = lp.err(t.col, "bad label name '" + label_name + "' (quote it)");
        return false;
      }
      is_label = true;
    } else if (t.kind == Tok::String && lp.peek() == ':' && !lp.rest().starts_with("::")) {
      label_name = t.text;
      lp.advance(1);
      is_label = true;
    }
    if (is_label) {
      in.op = Opcode::Label;
      in.first_operand = static_cast<std::uint32_t>(m.operands.size());
      in.num_operands = 1;
      m.operands.push_back({OperandKind::Label, sym(label_name).id});
      Token n;
      if (!lp.next(n, e)) return false;
      if (n.kind == Tok::TypeMark) type_text(lp, in.type);
      else if (n.kind != Tok::End) {
        e = lp.err(n.col, "unexpected text after label");
        return false;
      }
      lp.span_comment(in.span);
      m.instructions.push_back(in);
      return true;
    }
    // [%N =] mnemonic operands [:: type] [# span]
    if (t.kind == Tok::Reg) {
      std::uint32_t v = 0;
      auto r = std::from_chars(t.text.data(), t.text.data() + t.text.size(), v);
      if (r.ec != std::errc() || v == kNoReg) {
        e = lp.err(t.col, "register number out of range");
        return false;
      }
      in.result = v;
      if (v + 1 > m.num_registers) m.num_registers = v + 1;
      Token a;
      if (!lp.next(a, e)) return false;
      if (a.kind != Tok::Assign) {
        e = lp.err(a.col, "expected '=' after result register");
        return false;
      }
      if (!lp.next(t, e)) return false;
    }
    if (t.kind != Tok::Word || !opcode_from_name(t.text, in.op)) {
      e = lp.err(t.col, "unknown opcode '" + t.text + "'");
      return false;
    }
    const bool has_result = opcode_info(in.op).has_result;
    if (has_result && in.result == kNoReg) {
      e = lp.err(t.col, t.text + " needs a result register ('%N = " + t.text + " ...')");
      return false;
    }
    if (!has_result && in.result != kNoReg) {
      e = lp.err(t.col, t.text + " does not produce a value");
      return false;
    }
    std::vector<Token> toks;
    for (;;) {
      Token o;
      if (!lp.next(o, e)) return false;
      if (o.kind == Tok::End) break;
      if (o.kind == Tok::TypeMark) {
        type_text(lp, in.type);
        break;
      }
      if (o.kind == Tok::Assign) {
        e = lp.err(o.col, "unexpected '='");
        return false;
      }
      toks.push_back(std::move(o));
    }
    in.first_operand = static_cast<std::uint32_t>(m.operands.size());
    if (!operands_for(in.op, toks, lp, e)) return false;
    in.num_operands = static_cast<std::uint16_t>(m.operands.size() - in.first_operand);
    lp.span_comment(in.span);
    m.instructions.push_back(in);
    return true;
  }
};

}  // namespace

Expected<Module> parse_module(std::string_view text, std::string_view filename) {
  ModuleParser p;
  p.file = filename;
  std::size_t lineno = 1;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t nl = text.find('\n', start);
    std::string_view line = text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
    Error e;
    if (!p.line(line, lineno, e)) return e;
    if (nl == std::string_view::npos) break;
    start = nl + 1;
    ++lineno;
  }
  return std::move(p.m);
}

}  // namespace reddragon::kernel
