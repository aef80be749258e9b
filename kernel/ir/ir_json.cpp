// ir_json.cpp - IR <-> JSON with Boost.JSON.
//
// {"format": "reddragon-ir", "version": 1, "source": "...", "language": "...",
//  "registers": N,
//  "instructions": [{"op": "binop", "result": 3, "operands": [...],
//                    "span": [l, c, l, c], "type": "Int"}]}
// Operands: {"reg": 1} {"label": "x"} {"var": "x"} {"field": "f"}
// {"func": "f"} {"class": "C"} {"op": "+"} {"null": true} {"lit": LIT}.
// LIT: {"none": true} {"bool": b} {"int": n} {"bigint": "digits"}
// {"float": "1.5" (shortest exact text) | "inf" | "-inf" | "nan"} {"str": s} or {"bytes_hex": h} for
// strings that are not valid UTF-8, {"func": name, "label": l},
// {"class": name, "label": l, "parents": "A,B"}.
#include <boost/json.hpp>
#include <charconv>
#include <cmath>
#include <limits>

#include "reddragon/kernel/ir_json.hpp"
#include "reddragon/text/utf8.hpp"

namespace json = boost::json;

namespace reddragon::kernel {

using namespace reddragon::ir;

static bool valid_utf8(std::string_view s) { return utf8::valid(s); }

static std::string to_hex(std::string_view s) {
  static const char* hex = "0123456789abcdef";
  std::string out;
  out.reserve(s.size() * 2);
  for (unsigned char c : s) {
    out.push_back(hex[c >> 4]);
    out.push_back(hex[c & 15]);
  }
  return out;
}

static json::value text_value(std::string_view s, const char* key) {
  json::object o;
  if (valid_utf8(s))
    o[key] = json::string(s);
  else
    o[std::string(key) + "_hex"] = to_hex(s);
  return o;
}

static json::value literal_json(const Module& m, const Literal& l) {
  json::object o;
  switch (l.kind) {
    case LiteralKind::None: o["none"] = true; break;
    case LiteralKind::Bool: o["bool"] = l.b; break;
    case LiteralKind::Int: o["int"] = l.i; break;
    case LiteralKind::BigInt: o["bigint"] = m.str(l.text); break;
    case LiteralKind::Float: {
      // as text from std::to_chars (shortest exact form): JSON serializers
      // do not all round-trip doubles exactly
      if (std::isnan(l.f)) {
        o["float"] = "nan";
      } else if (std::isinf(l.f)) {
        o["float"] = l.f < 0 ? "-inf" : "inf";
      } else {
        char buf[64];
        auto r = std::to_chars(buf, buf + sizeof buf, l.f);
        o["float"] = std::string_view(buf, static_cast<std::size_t>(r.ptr - buf));
      }
      break;
    }
    case LiteralKind::String: return text_value(m.str(l.text), "str");
    case LiteralKind::FuncRef:
      o["func"] = m.str(l.text);
      o["label"] = m.str(l.label);
      break;
    case LiteralKind::ClassRef:
      o["class"] = m.str(l.text);
      o["label"] = m.str(l.label);
      o["parents"] = m.str(l.extra);
      break;
  }
  return o;
}

static json::value operand_json(const Module& m, const Operand& op) {
  json::object o;
  switch (op.kind) {
    case OperandKind::Null: o["null"] = true; break;
    case OperandKind::Reg: o["reg"] = op.value; break;
    case OperandKind::Label: return text_value(m.str(op.sym()), "label");
    case OperandKind::Var: return text_value(m.str(op.sym()), "var");
    case OperandKind::Field: return text_value(m.str(op.sym()), "field");
    case OperandKind::Func: return text_value(m.str(op.sym()), "func");
    case OperandKind::Class: return text_value(m.str(op.sym()), "class");
    case OperandKind::Operator: o["op"] = operator_spelling(static_cast<Operator>(op.value)); break;
    case OperandKind::Literal:
      o["lit"] = op.value < m.literals.size() ? literal_json(m, m.literals[op.value]) : json::value(nullptr);
      break;
  }
  return o;
}

std::string module_to_json(const Module& m, bool pretty) {
  json::object root;
  root["format"] = "reddragon-ir";
  root["version"] = 1;
  if (valid_utf8(m.source_path)) root["source"] = m.source_path;
  else root["source_hex"] = to_hex(m.source_path);
  if (valid_utf8(m.language)) root["language"] = m.language;
  else root["language_hex"] = to_hex(m.language);
  if (!m.entry_point.empty()) {
    if (valid_utf8(m.entry_point)) root["entry"] = m.entry_point;
    else root["entry_hex"] = to_hex(m.entry_point);
  }
  root["registers"] = m.num_registers;
  if (!m.files.empty()) {  // a linked program: {"first": instruction, "path": file} runs
    json::array files;
    for (const Module::FileRun& f : m.files) {
      json::object fo{{"first", f.first}};
      if (valid_utf8(f.path)) fo["path"] = f.path;
      else fo["path_hex"] = to_hex(f.path);
      files.push_back(std::move(fo));
    }
    root["files"] = std::move(files);
  }
  json::array insts;
  insts.reserve(m.instructions.size());
  for (const Instruction& in : m.instructions) {
    json::object o;
    o["op"] = opcode_info(in.op).mnemonic;
    if (in.result != kNoReg) o["result"] = in.result;
    json::array ops;
    for (const Operand& op : m.operands_of(in)) ops.push_back(operand_json(m, op));
    o["operands"] = std::move(ops);
    if (!in.span.empty()) o["span"] = json::array{in.span.start_line, in.span.start_col, in.span.end_line, in.span.end_col};
    if (in.type.id != 0) {
      std::string_view t = m.str(in.type);
      if (valid_utf8(t)) o["type"] = t;
      else o["type_hex"] = to_hex(t);
    }
    insts.push_back(std::move(o));
  }
  if (!pretty) {
    root["instructions"] = std::move(insts);
    return json::serialize(root);
  }
  // Pretty form: one instruction per line (stable, diff-friendly).
  root["instructions"] = json::array{};
  std::string head = json::serialize(root);
  head.resize(head.size() - 3);  // drop "[]}"
  std::string out = head + "[\n";
  for (std::size_t i = 0; i < insts.size(); ++i) {
    out += "  " + json::serialize(insts[i]);
    out += i + 1 < insts.size() ? ",\n" : "\n";
  }
  out += "]}\n";
  return out;
}

namespace {
struct Reader {
  Module m;
  std::string file;
  std::size_t index = 0;

  Error fail(const std::string& msg) const {
    return make_error("instruction " + std::to_string(index) + ": " + msg, file);
  }
  static std::string from_hex(std::string_view h) {
    std::string out;
    for (std::size_t i = 0; i + 1 < h.size(); i += 2) {
      auto nib = [](char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; };
      out.push_back(static_cast<char>((nib(h[i]) << 4) | nib(h[i + 1])));
    }
    return out;
  }
  // Reads {"key": s} or {"key_hex": h}.
  bool text_of(const json::object& o, const char* key, std::string& out) {
    if (auto* v = o.if_contains(key); v && v->is_string()) {
      out = std::string(v->get_string());
      return true;
    }
    if (auto* v = o.if_contains(std::string(key) + "_hex"); v && v->is_string()) {
      out = from_hex(v->get_string());
      return true;
    }
    return false;
  }
  bool literal(const json::value& v, Literal& l, std::string& why) {
    if (!v.is_object()) { why = "literal must be an object"; return false; }
    const auto& o = v.get_object();
    std::string s;
    l = Literal{};
    if (o.contains("none")) return true;
    if (auto* b = o.if_contains("bool"); b && b->is_bool()) { l.kind = LiteralKind::Bool; l.b = b->get_bool(); return true; }
    if (auto* i = o.if_contains("int")) {
      if (i->is_int64()) { l.kind = LiteralKind::Int; l.i = i->get_int64(); return true; }
      if (i->is_uint64() && i->get_uint64() <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
        l.kind = LiteralKind::Int; l.i = static_cast<std::int64_t>(i->get_uint64()); return true;
      }
      why = "int literal out of range (use bigint)";
      return false;
    }
    if (auto* b = o.if_contains("bigint"); b && b->is_string()) {
      l.kind = LiteralKind::BigInt; l.text = m.strings.intern(b->get_string()); return true;
    }
    if (auto* f = o.if_contains("float")) {
      l.kind = LiteralKind::Float;
      if (f->is_double()) l.f = f->get_double();
      else if (f->is_int64()) l.f = static_cast<double>(f->get_int64());
      else if (f->is_string() && f->get_string() == "nan") l.f = std::numeric_limits<double>::quiet_NaN();
      else if (f->is_string() && f->get_string() == "inf") l.f = std::numeric_limits<double>::infinity();
      else if (f->is_string() && f->get_string() == "-inf") l.f = -std::numeric_limits<double>::infinity();
      else if (f->is_string()) {
        std::string_view t = f->get_string();
        auto r = std::from_chars(t.data(), t.data() + t.size(), l.f);
        if (r.ec != std::errc() || r.ptr != t.data() + t.size()) { why = "bad float literal"; return false; }
      } else { why = "bad float literal"; return false; }
      return true;
    }
    if (text_of(o, "str", s)) { l.kind = LiteralKind::String; l.text = m.strings.intern(s); return true; }
    if (text_of(o, "func", s) || text_of(o, "class", s)) {
      l.kind = o.contains("func") || o.contains("func_hex") ? LiteralKind::FuncRef : LiteralKind::ClassRef;
      l.text = m.strings.intern(s);
      std::string lab, parents;
      if (!text_of(o, "label", lab)) { why = "reference literal needs \"label\""; return false; }
      l.label = m.strings.intern(lab);
      if (l.kind == LiteralKind::ClassRef && text_of(o, "parents", parents)) l.extra = m.strings.intern(parents);
      return true;
    }
    why = "unknown literal form";
    return false;
  }
  bool operand(const json::value& v, Operand& op, bool unary, std::string& why) {
    if (!v.is_object()) { why = "operand must be an object"; return false; }
    const auto& o = v.get_object();
    std::string s;
    if (auto* r = o.if_contains("reg")) {
      if (!r->is_int64() || r->get_int64() < 0 || r->get_int64() >= static_cast<std::int64_t>(kNoReg)) {
        why = "bad register"; return false;
      }
      op = {OperandKind::Reg, static_cast<std::uint32_t>(r->get_int64())};
      if (op.value + 1 > m.num_registers) m.num_registers = op.value + 1;
      return true;
    }
    if (o.contains("null")) { op = {OperandKind::Null, 0}; return true; }
    if (auto* x = o.if_contains("op"); x && x->is_string()) {
      Operator oper{};
      bool ok = unary ? unary_operator_from_spelling(x->get_string(), oper)
                      : binary_operator_from_spelling(x->get_string(), oper);
      if (!ok) { why = "unknown operator '" + std::string(x->get_string()) + "'"; return false; }
      op = {OperandKind::Operator, static_cast<std::uint32_t>(oper)};
      return true;
    }
    if (auto* x = o.if_contains("lit")) {
      Literal l;
      if (!literal(*x, l, why)) return false;
      m.literals.push_back(l);
      op = {OperandKind::Literal, static_cast<std::uint32_t>(m.literals.size() - 1)};
      return true;
    }
    static const std::pair<const char*, OperandKind> names[] = {
        {"label", OperandKind::Label}, {"var", OperandKind::Var}, {"field", OperandKind::Field},
        {"func", OperandKind::Func}, {"class", OperandKind::Class}};
    for (auto& [key, kind] : names) {
      if (text_of(o, key, s)) {
        op = {kind, m.strings.intern(s).id};
        return true;
      }
    }
    why = "unknown operand form";
    return false;
  }
};
}  // namespace

Expected<Module> module_from_json(std::string_view text, std::string_view filename) {
  Reader r;
  r.file = std::string(filename);
  json::error_code ec;
  json::value root = json::parse(text, ec);
  if (ec) return make_error("invalid JSON: " + ec.message(), r.file);
  if (!root.is_object()) return make_error("IR JSON must be an object", r.file);
  const auto& o = root.get_object();
  if (auto* f = o.if_contains("format"); !f || !f->is_string() || f->get_string() != "reddragon-ir")
    return make_error("not a RedDragon IR document (\"format\" must be \"reddragon-ir\")", r.file);
  r.text_of(o, "source", r.m.source_path);
  r.text_of(o, "language", r.m.language);
  r.text_of(o, "entry", r.m.entry_point);
  if (auto* fv = o.if_contains("files")) {
    const std::string bad = "\"files\" must be an array of {\"first\": instruction, \"path\": file}, ascending";
    if (!fv->is_array()) return make_error(bad, r.file);
    for (const json::value& e : fv->get_array()) {
      const json::object* fo = e.if_object();
      const json::value* first = fo ? fo->if_contains("first") : nullptr;
      Module::FileRun run;
      if (!first || !first->is_int64() || first->get_int64() < 0 || first->get_int64() > 0xFFFFFFFFll ||
          !r.text_of(*fo, "path", run.path))
        return make_error(bad, r.file);
      run.first = static_cast<std::uint32_t>(first->get_int64());
      if (!r.m.files.empty() && run.first < r.m.files.back().first) return make_error(bad, r.file);
      r.m.files.push_back(std::move(run));
    }
  }
  auto* insts = o.if_contains("instructions");
  if (!insts || !insts->is_array()) return make_error("missing \"instructions\" array", r.file);
  for (const json::value& iv : insts->get_array()) {
    if (!iv.is_object()) return r.fail("must be an object");
    const auto& io = iv.get_object();
    Instruction in;
    auto* opv = io.if_contains("op");
    if (!opv || !opv->is_string() || !opcode_from_name(opv->get_string(), in.op)) return r.fail("unknown or missing \"op\"");
    if (auto* res = io.if_contains("result")) {
      if (!res->is_int64() || res->get_int64() < 0 || res->get_int64() >= static_cast<std::int64_t>(kNoReg))
        return r.fail("bad \"result\"");
      in.result = static_cast<Reg>(res->get_int64());
      if (in.result + 1 > r.m.num_registers) r.m.num_registers = in.result + 1;
    }
    in.first_operand = static_cast<std::uint32_t>(r.m.operands.size());
    if (auto* ops = io.if_contains("operands")) {
      if (!ops->is_array()) return r.fail("\"operands\" must be an array");
      for (const json::value& ov : ops->get_array()) {
        Operand op;
        std::string why;
        if (!r.operand(ov, op, in.op == Opcode::Unop, why)) return r.fail(why);
        r.m.operands.push_back(op);
      }
    }
    in.num_operands = static_cast<std::uint16_t>(r.m.operands.size() - in.first_operand);
    if (auto* sp = io.if_contains("span")) {
      if (!sp->is_array() || sp->get_array().size() != 4) return r.fail("\"span\" must be [l, c, l, c]");
      std::uint32_t v[4];
      for (int k = 0; k < 4; ++k) {
        const auto& x = sp->get_array()[static_cast<std::size_t>(k)];
        if (!x.is_int64() || x.get_int64() < 0 || x.get_int64() > 0xFFFFFFFFll) return r.fail("bad span value");
        v[k] = static_cast<std::uint32_t>(x.get_int64());
      }
      in.span = SourceSpan{v[0], v[1], v[2], v[3]};
    }
    std::string type_text;
    if (r.text_of(io, "type", type_text)) in.type = r.m.strings.intern(type_text);
    r.m.instructions.push_back(in);
    ++r.index;
  }
  if (auto* n = o.if_contains("registers"); n && n->is_int64() && n->get_int64() > r.m.num_registers &&
                                           n->get_int64() < static_cast<std::int64_t>(kNoReg))
    r.m.num_registers = static_cast<std::uint32_t>(n->get_int64());
  return std::move(r.m);
}

}  // namespace reddragon::kernel
