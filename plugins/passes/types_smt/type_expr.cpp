// type_expr.cpp - parsing and printing of the pass's static types.
#include "type_expr.hpp"

#include <algorithm>
#include <cctype>

namespace reddragon::types_smt {

TypePtr unknown_type() {
  static const TypePtr u = std::make_shared<TypeExpr>();
  return u;
}

TypePtr named(std::string name, std::vector<TypePtr> args) {
  auto t = std::make_shared<TypeExpr>();
  t->kind = TypeExpr::Kind::Named;
  t->name = std::move(name);
  t->args = std::move(args);
  return t;
}

TypePtr union_of(std::vector<TypePtr> members) {
  std::vector<TypePtr> flat;
  for (auto& m : members) {
    if (!m) continue;
    if (m->kind == TypeExpr::Kind::Unknown) return unknown_type();  // Any absorbs
    if (m->kind == TypeExpr::Kind::Union) {
      flat.insert(flat.end(), m->args.begin(), m->args.end());
    } else if (std::none_of(flat.begin(), flat.end(), [&](const TypePtr& f) { return to_string(f) == to_string(m); })) {
      flat.push_back(m);
    }
  }
  if (flat.empty()) return unknown_type();
  if (flat.size() == 1) return flat[0];
  auto t = std::make_shared<TypeExpr>();
  t->kind = TypeExpr::Kind::Union;
  t->args = std::move(flat);
  return t;
}

namespace {

std::string canonical(std::string n, Syntax s) {
  if (auto dot = n.rfind('.'); dot != std::string::npos) n = n.substr(dot + 1);  // typing.List
  static const std::pair<const char*, const char*> kMap[] = {
      {"Object", "object"}, {"None", "None"}, {"null", "None"}, {"NoneType", "None"},
      {"Integer", "int"}, {"long", "int"}, {"Long", "int"}, {"short", "int"}, {"byte", "int"}, {"char", "int"},
      {"Character", "int"}, {"Short", "int"}, {"Byte", "int"},
      {"boolean", "bool"}, {"Boolean", "bool"}, {"double", "float"}, {"Double", "float"},
      {"Float", "float"}, {"String", "str"}, {"List", "list"}, {"Dict", "dict"},
      {"Set", "set"}, {"Tuple", "tuple"}, {"Type", "type"},
      // the IR's own type names (annotations the frontends write)
      {"Int", "int"}, {"Int8", "int"}, {"Int16", "int"}, {"Int32", "int"}, {"Int64", "int"},
      {"UInt8", "int"}, {"UInt16", "int"}, {"UInt32", "int"}, {"UInt64", "int"},
      {"Float32", "float"}, {"Float64", "float"}, {"Bool", "bool"}, {"Null", "None"}};
  for (auto [from, to] : kMap)
    if (n == from) {
      // Java's List/Set are interfaces named like Python's builtins; one
      // head for both keeps the tables small (both are invariant).
      return to;
    }
  if (s == Syntax::Python) {  // the IR's container names, as Python spells them
    if (n == "Array") return "list";
    if (n == "Map") return "dict";
  }
  return n;
}

class Parser {
 public:
  Parser(std::string_view t, Syntax s) : text_(t), syntax_(s) {}
  TypePtr parse() {
    TypePtr t = parse_union();
    skip();
    if (!t || pos_ != text_.size()) return unknown_type();
    return t;
  }

 private:
  void skip() { while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_; }
  bool eat(char c) {
    skip();
    if (pos_ < text_.size() && text_[pos_] == c) { ++pos_; return true; }
    return false;
  }
  TypePtr parse_union() {
    std::vector<TypePtr> ms;
    do {
      TypePtr m = parse_atom();
      if (!m) return nullptr;
      ms.push_back(m);
    } while (syntax_ == Syntax::Python && eat('|'));
    return union_of(std::move(ms));
  }
  std::vector<TypePtr> parse_args(char close) {
    std::vector<TypePtr> as;
    if (eat(close)) return as;
    do {
      skip();
      if (syntax_ == Syntax::Java && text_.substr(pos_).starts_with("?")) {  // wildcard: unknown
        ++pos_;
        while (pos_ < text_.size() && text_[pos_] != ',' && text_[pos_] != close) ++pos_;
        as.push_back(unknown_type());
        continue;
      }
      TypePtr a = parse_union();
      if (!a) { ok_ = false; return {}; }
      as.push_back(a);
    } while (eat(','));
    if (!eat(close)) ok_ = false;
    return as;
  }
  TypePtr parse_atom() {
    skip();
    if (eat('(')) {
      TypePtr t = parse_union();
      return eat(')') ? t : nullptr;
    }
    std::size_t b = pos_;
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_' || text_[pos_] == '.')) ++pos_;
    if (b == pos_) {
      if (syntax_ == Syntax::Python && (text_.substr(b).starts_with("\"") || text_.substr(b).starts_with("'"))) {
        char q = text_[pos_++];  // forward reference "Dog"
        std::size_t e = text_.find(q, pos_);
        if (e == std::string_view::npos) return nullptr;
        TypePtr t = parse_type(text_.substr(pos_, e - pos_), syntax_);
        pos_ = e + 1;
        return t;
      }
      return nullptr;
    }
    std::string n = canonical(std::string(text_.substr(b, pos_ - b)), syntax_);
    std::vector<TypePtr> args;
    char open = syntax_ == Syntax::Python ? '[' : '<';
    if (eat(open)) {
      args = parse_args(syntax_ == Syntax::Python ? ']' : '>');
      if (!ok_) return nullptr;
    }
    if (n == "Any" || n == "var") return unknown_type();
    if (n == "Optional") return args.size() == 1 ? union_of({args[0], named("None")}) : nullptr;
    if (n == "Union") return union_of(std::move(args));
    TypePtr t = named(std::move(n), std::move(args));
    while (syntax_ == Syntax::Java && eat('[')) {  // Dog[] -> Array[Dog] (covariant)
      if (!eat(']')) return nullptr;
      t = named("Array", {t});
    }
    return t;
  }
  std::string_view text_;
  Syntax syntax_;
  std::size_t pos_ = 0;
  bool ok_ = true;
};

}  // namespace

TypePtr parse_type(std::string_view text, Syntax syntax) { return Parser(text, syntax).parse(); }

std::string to_string(const TypePtr& t) {
  if (!t || t->kind == TypeExpr::Kind::Unknown) return "Any";
  std::string s;
  if (t->kind == TypeExpr::Kind::Union) {
    for (std::size_t i = 0; i < t->args.size(); ++i) s += (i ? " | " : "") + to_string(t->args[i]);
    return s;
  }
  s = t->name;
  if (!t->args.empty()) {
    s += "[";
    for (std::size_t i = 0; i < t->args.size(); ++i) s += (i ? ", " : "") + to_string(t->args[i]);
    s += "]";
  }
  return s;
}

TypePtr substitute(const TypePtr& t, const std::vector<std::string>& from, const std::vector<TypePtr>& to) {
  if (!t || t->kind == TypeExpr::Kind::Unknown) return t;
  if (t->kind == TypeExpr::Kind::Named && t->args.empty()) {
    for (std::size_t i = 0; i < from.size() && i < to.size(); ++i)
      if (from[i] == t->name) return to[i];
    return t;
  }
  std::vector<TypePtr> as;
  for (auto& a : t->args) as.push_back(substitute(a, from, to));
  return t->kind == TypeExpr::Kind::Union ? union_of(std::move(as)) : named(t->name, std::move(as));
}

}  // namespace reddragon::types_smt
