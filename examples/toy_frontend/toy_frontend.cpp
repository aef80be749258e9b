// toy_frontend.cpp - a complete frontend plugin in one file, using only the
// installed SDK. The toy language has one statement per line:
//   let NAME = ATOM [+|-|*|/ ATOM]     declare
//   set NAME = ATOM [+|-|*|/ ATOM]     assign
//   print ATOM                         call print
// where ATOM is an integer or a name. Anything else lowers to a SYMBOLIC
// placeholder with a diagnostic, as every frontend must.
#include <charconv>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/ir/builder.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace {

using namespace reddragon;
using namespace reddragon::ir;

std::vector<std::string_view> words(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    std::size_t st = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > st) out.push_back(line.substr(st, i - st));
  }
  return out;
}

class ToyFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "toy"; }

  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions&) override {
    LowerOutput out;
    out.module.source_path = src.path;
    out.module.language = "toy";
    Builder b(out.module);
    b.label(b.sym("entry"));
    std::uint32_t lineno = 0;
    std::size_t start = 0;
    while (start <= src.text.size()) {
      std::size_t nl = src.text.find('\n', start);
      std::string_view line = src.text.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
      ++lineno;
      b.set_span(SourceSpan{lineno, 0, lineno, static_cast<std::uint32_t>(line.size())});
      statement(b, words(line), out.diagnostics);
      if (nl == std::string_view::npos) break;
      start = nl + 1;
    }
    return out;
  }

 private:
  static Reg atom(Builder& b, std::string_view w) {
    std::int64_t v = 0;
    auto r = std::from_chars(w.data(), w.data() + w.size(), v);
    if (r.ec == std::errc() && r.ptr == w.data() + w.size()) return b.const_int(v);
    return b.load_var(w);
  }

  static void statement(Builder& b, const std::vector<std::string_view>& w, std::vector<Diagnostic>& diags) {
    if (w.empty()) return;
    if (w[0] == "print" && w.size() == 2) {
      Reg v = atom(b, w[1]);
      b.call_function("print", std::span<const Reg>(&v, 1));
      return;
    }
    if ((w[0] == "let" || w[0] == "set") && (w.size() == 4 || w.size() == 6) && w[2] == "=") {
      Reg v = atom(b, w[3]);
      if (w.size() == 6) {
        Operator op = w[4] == "+" ? Operator::Add : w[4] == "-" ? Operator::Sub : w[4] == "*" ? Operator::Mul : Operator::Div;
        v = b.binop(op, v, atom(b, w[5]));
      }
      if (w[0] == "let")
        b.decl_var(w[1], v);
      else
        b.store_var(w[1], v);
      return;
    }
    b.symbolic("unsupported:toy_statement");
    diags.push_back(Diagnostic{Severity::Warning, "not a toy statement", b.span()});
  }
};

void register_toy(Registrar& r) { r.add_frontend(std::make_unique<ToyFrontend>()); }

}  // namespace

REDDRAGON_PLUGIN("toy", "1.0.0", RD_PLUGIN_FRONTEND, register_toy)
