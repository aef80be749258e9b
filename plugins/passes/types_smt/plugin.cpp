// plugin.cpp - the types.smt pass: type errors found by path-sensitive
// symbolic execution of each function with a Z3 encoding of subtyping
// (docs/analysis/smt-types.md, ADR 0010).
#include <charconv>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "findings.hpp"
#include "reddragon/pass.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "source_decls.hpp"
#include "walker.hpp"

namespace reddragon::types_smt {
namespace {

// Budgets come from the pass options (KEY=VALUE) or, because `reddragon
// analyze` has no flag that forwards pass options, from RD_TYPES_SMT, e.g.
// RD_TYPES_SMT="max-paths=64,timeout-ms=500".
std::string_view env_option(std::string_view key) {
  static const std::string env = [] {
    const char* e = std::getenv("RD_TYPES_SMT");
    return std::string(e ? e : "");
  }();
  std::string_view rest = env;
  while (!rest.empty()) {
    std::size_t comma = rest.find(',');
    std::string_view item = rest.substr(0, comma);
    if (std::size_t eq = item.find('='); eq != std::string_view::npos && item.substr(0, eq) == key)
      return item.substr(eq + 1);
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
  }
  return {};
}

/// A budget in 1..max; anything else names the option in `bad`. The depth
/// bound also bounds the walker's recursion (one frame per branch).
unsigned number_option(const PassContext& ctx, std::string_view key, unsigned fallback, unsigned max,
                       std::string& bad) {
  std::string_view v = ctx.option(key, env_option(key));
  if (v.empty()) return fallback;
  unsigned n = 0;
  auto [p, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
  if (ec != std::errc() || p != v.data() + v.size() || n == 0 || n > max)
    bad = std::string(key) + " must be an integer in 1.." + std::to_string(max);
  return n;
}

/// Classes the IR knows (class reference literals) that the source scan missed.
void add_ir_classes(const ir::Module& m, Hierarchy& h) {
  for (const ir::Literal& lit : m.literals) {
    if (lit.kind != ir::LiteralKind::ClassRef) continue;
    std::string n(m.str(lit.text));
    if (h.known(n)) continue;
    ClassInfo& c = h.add(n);
    for (auto& p : ir::split_list(m.str(lit.extra))) c.supers.push_back(named(p));
    if (c.supers.empty()) c.supers.push_back(named("object"));
  }
}

class TypesSmtPass final : public Pass {
 public:
  std::string_view name() const override { return "types.smt"; }
  std::string_view description() const override {
    return "type errors on feasible paths (casts, declarations, returns, asserts, None) via symbolic execution and Z3";
  }

  Status run(PassContext& ctx) override {
    const ir::Module& m = ctx.module;
    Syntax syntax;
    if (m.language == "python") syntax = Syntax::Python;
    else if (m.language == "java") syntax = Syntax::Java;
    else
      return Error{"types.smt supports python and java, not '" + m.language + "'", m.source_path, {}};
    std::ifstream in(m.source_path, std::ios::binary);
    if (!in) return Error{"types.smt needs the source file to read declarations; cannot open it", m.source_path, {}};
    std::stringstream text;
    text << in.rdbuf();

    Budgets b;
    std::string bad;
    b.max_paths = number_option(ctx, "max-paths", b.max_paths, 1000000, bad);
    b.loop_bound = number_option(ctx, "loop-bound", b.loop_bound, 1000, bad);
    b.timeout_ms = number_option(ctx, "timeout-ms", b.timeout_ms, 600000, bad);
    b.max_depth = number_option(ctx, "max-depth", b.max_depth, 2000, bad);
    b.time_ms = number_option(ctx, "time-ms", b.time_ms, 3600000, bad);
    if (!bad.empty()) return Error{"types.smt: option " + bad, "", {}};

    Report report;
    report.file = m.source_path;
    try {
      Hierarchy h(syntax);
      SourceDecls decls = scan_source(text.str(), syntax, h);
      add_ir_classes(m, h);
      h.close_world_with_unknowns();
      z3::context z3ctx;
      Encoding enc(z3ctx, h);
      for (const cfg::FunctionRange& fn : cfg::find_functions(m)) {
        if (!ctx.function.empty() && fn.name != ctx.function) continue;
        // no source location: a library the frontend lowered with the file
        // (Python's lib/*.py), not the user's code
        if (fn.begin < m.instructions.size() && m.instructions[fn.begin].span.empty()) continue;
        ++report.functions;
        check_function(m, ctx.cfg, fn, decls, h, enc, b, report);
      }
    } catch (const z3::exception& e) {
      return Error{std::string("types.smt: solver error: ") + e.msg(), m.source_path, {}};
    }
    if (ctx.format == OutputFormat::Json) write_json(ctx.out, report);
    else write_text(ctx.out, report);
    return Status::ok();
  }
};

void register_pass(Registrar& r) { r.add_pass(std::make_unique<TypesSmtPass>()); }

}  // namespace
}  // namespace reddragon::types_smt

REDDRAGON_PLUGIN("types-smt", "0.1.0", RD_PLUGIN_PASS, reddragon::types_smt::register_pass)
