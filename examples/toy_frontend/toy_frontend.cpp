// toy_frontend.cpp - the toy language's frontend and the plugin's entry
// point, using only the installed SDK; its runtime is toy_runtime.cpp. The
// toy language has one statement per line:
//   let NAME = ATOM [OP ATOM]     declare
//   set NAME = ATOM [OP ATOM]     assign
//   print ATOM                    call print
// where ATOM is an integer or a name and OP one of + - * / < > ==. Anything
// else lowers to a SYMBOLIC placeholder with a diagnostic, as every
// frontend must.
#include <charconv>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/ir/builder.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/vm/runtime.hpp"

namespace toy {
extern const reddragon::vm::LanguageRuntime kRuntime;  // toy_runtime.cpp
}

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

bool toy_operator(std::string_view w, Operator& op) {
  static constexpr std::pair<std::string_view, Operator> kOps[] = {
      {"+", Operator::Add}, {"-", Operator::Sub}, {"*", Operator::Mul}, {"/", Operator::Div},
      {"<", Operator::Lt},  {">", Operator::Gt},  {"==", Operator::Eq}};
  for (const auto& [spelling, o] : kOps)
    if (w == spelling) {
      op = o;
      return true;
    }
  return false;
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
    Operator op{};
    if ((w[0] == "let" || w[0] == "set") && w.size() >= 4 && w[2] == "=" &&
        (w.size() == 4 || (w.size() == 6 && toy_operator(w[4], op)))) {
      Reg v = atom(b, w[3]);
      if (w.size() == 6) v = b.binop(op, v, atom(b, w[5]));
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

// One plugin per language: the manifest that claims "toy" is where
// `reddragon run` looks for its runtime.
void register_toy(Registrar& r) {
  r.add_frontend(std::make_unique<ToyFrontend>());
  r.add_runtime(toy::kRuntime);
}

}  // namespace

REDDRAGON_PLUGIN("toy", "1.0.0", RD_PLUGIN_FRONTEND, register_toy)
