// plugin.cpp - the `taint` and `slice` passes: the SDK's whole-program
// analyses (reddragon/analysis/taint.hpp, slice.hpp) as pass plugins, for
// `reddragon analyze FILE --pass taint|slice` and third-party drivers.
// Options (PassContext::options): taint: config=FILE; slice: line=N,
// var=NAME, file=PATH (default: the module's file), direction=forward|backward.
#include <boost/json.hpp>
#include <charconv>

#include "reddragon/analysis/callgraph.hpp"
#include "reddragon/analysis/program_deps.hpp"
#include "reddragon/analysis/slice.hpp"
#include "reddragon/analysis/summaries.hpp"
#include "reddragon/analysis/taint.hpp"
#include "reddragon/pass.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "taint_config.hpp"

namespace {

using namespace reddragon;
using namespace reddragon::analysis;
namespace json = boost::json;

class TaintPass final : public Pass {
 public:
  std::string_view name() const override { return "taint"; }
  std::string_view description() const override { return "sources reaching sinks across functions, with witness paths"; }
  Status run(PassContext& ctx) override {
    std::string file(ctx.option("config"));
    auto cfg = file.empty() ? taint::default_taint_config(ctx.module.language) : taint::load_taint_config(file);
    if (!cfg) return cfg.error();
    CallGraph cg = build_call_graph(ctx.module, ctx.cfg);
    ProgramGraph pg = build_program_graph(ctx.module, cg);
    add_library_flows(pg, cfg->propagators);
    compute_summaries(pg);
    TaintResult r = run_taint(pg, *cfg);
    if (ctx.format == OutputFormat::Json) {
      json::array fs;
      for (const TaintFinding& f : r.findings) {
        json::array path;
        for (const TaintStep& s : f.path) path.emplace_back(json::object{{"location", s.location}, {"what", s.what}});
        fs.emplace_back(json::object{{"source", f.source}, {"sink", f.sink}, {"rule", f.sink_category}, {"path", std::move(path)}});
      }
      ctx.out << json::serialize(json::object{{"findings", std::move(fs)}, {"sources", r.sources}, {"sinks", r.sinks}}) << "\n";
      return {};
    }
    for (const TaintFinding& f : r.findings) {
      ctx.out << "[" << (f.sink_category.empty() ? "taint" : f.sink_category) << "] " << f.source << " reaches " << f.sink << "\n";
      for (const TaintStep& s : f.path) ctx.out << "  " << s.location << (s.what.empty() ? "" : "  " + s.what) << "\n";
    }
    ctx.out << r.findings.size() << " findings\n";
    return {};
  }
};

class SlicePass final : public Pass {
 public:
  std::string_view name() const override { return "slice"; }
  std::string_view description() const override { return "lines a variable depends on or affects, across functions"; }
  Status run(PassContext& ctx) override {
    std::string_view line_text = ctx.option("line"), var = ctx.option("var");
    std::uint32_t line = 0;
    if (std::from_chars(line_text.data(), line_text.data() + line_text.size(), line).ec != std::errc{} || line == 0 || var.empty())
      return make_error("the slice pass needs the options line=N and var=NAME");
    std::string_view file = ctx.option("file", ctx.module.source_path);
    const auto dir = ctx.option("direction") == "forward" ? SliceDirection::Forward : SliceDirection::Backward;
    CallGraph cg = build_call_graph(ctx.module, ctx.cfg);
    ProgramGraph pg = build_program_graph(ctx.module, cg);
    if (auto lib = taint::default_taint_config(ctx.module.language); lib) add_library_flows(pg, lib->propagators);
    compute_summaries(pg);
    Slice s = slice(pg, file, line, var, dir);
    if (s.seeds.empty()) return make_error("no variable '" + std::string(var) + "' on line " + std::to_string(line));
    if (ctx.format == OutputFormat::Json) {
      json::array lines;
      for (const SliceLine& l : s.lines) lines.emplace_back(json::object{{"file", l.file}, {"line", l.line}});
      ctx.out << json::serialize(json::object{{"lines", std::move(lines)}}) << "\n";
      return {};
    }
    for (const SliceLine& l : s.lines) ctx.out << l.file << ":" << l.line << "\n";
    return {};
  }
};

void register_passes(Registrar& r) {
  r.add_pass(std::make_unique<TaintPass>());
  r.add_pass(std::make_unique<SlicePass>());
}

}  // namespace

REDDRAGON_PLUGIN("taint", "0.1.0", RD_PLUGIN_PASS, register_passes)
