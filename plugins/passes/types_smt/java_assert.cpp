// java_assert.cpp - see java_assert.hpp.
#include "java_assert.hpp"

#include "source_decls.hpp"

namespace reddragon::types_smt {

namespace {

using HeadOf = std::function<std::optional<z3::expr>(const std::string&)>;

std::optional<z3::expr> formula(std::string e, const Encoding& enc, const HeadOf& head_of, int depth) {
  e = trim(e);
  if (depth > 16 || e.empty()) return std::nullopt;  // nesting is bounded: no deep recursion
  for (const char* op : {"||", "&&"}) {  // lowest precedence first
    int d = 0;
    for (std::size_t k = 0; k + 1 < e.size(); ++k) {
      if (e[k] == '(') ++d;
      else if (e[k] == ')') --d;
      else if (d == 0 && e.compare(k, 2, op) == 0) {
        auto a = formula(e.substr(0, k), enc, head_of, depth + 1);
        auto b = formula(e.substr(k + 2), enc, head_of, depth + 1);
        if (!a || !b) return std::nullopt;
        return std::string(op) == "&&" ? (*a && *b) : (*a || *b);
      }
    }
  }
  if (e[0] == '!') {
    auto a = formula(e.substr(1), enc, head_of, depth + 1);
    if (!a) return std::nullopt;
    return !*a;
  }
  if (e.front() == '(' && e.back() == ')') return formula(e.substr(1, e.size() - 2), enc, head_of, depth + 1);
  if (e == "true") return enc.ctx().bool_val(true);
  if (e == "false") return enc.ctx().bool_val(false);
  if (auto k = e.find(" instanceof "); k != std::string::npos) {
    auto hd = head_of(trim(e.substr(0, k)));
    TypePtr t = parse_type(trim(e.substr(k + 12)), Syntax::Java);
    if (!hd || t->kind != TypeExpr::Kind::Named || !enc.has(t->name)) return std::nullopt;
    return enc.head_sub(*hd, t->name) && *hd != enc.constant("None");  // null instanceof T is false
  }
  for (const char* op : {"!=", "=="}) {
    if (auto k = e.find(op); k != std::string::npos && trim(e.substr(k + 2)) == "null") {
      auto hd = head_of(trim(e.substr(0, k)));
      if (!hd) return std::nullopt;
      z3::expr isnull = *hd == enc.constant("None");
      return std::string(op) == "==" ? isnull : !isnull;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<z3::expr> java_assert_formula(const std::string& e, const Encoding& enc, const HeadOf& head_of) {
  return formula(e, enc, head_of, 0);
}

}  // namespace reddragon::types_smt
