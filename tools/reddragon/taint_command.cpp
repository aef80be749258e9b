// taint_command.cpp - `reddragon taint FILE|DIR [--config FILE]
// [--format text|json|sarif]`: values from sources reaching sinks across
// the program's functions and files, each finding with its witness path
// (docs/taint.md).
#include <boost/json.hpp>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>

#include "cached_summaries.hpp"
#include "commands.hpp"
#include "program_input.hpp"
#include "reddragon/analysis/callgraph.hpp"
#include "reddragon/analysis/program_deps.hpp"
#include "reddragon/analysis/summaries.hpp"
#include "reddragon/analysis/taint.hpp"
#include "sarif.hpp"
#include "session.hpp"
#include "taint_config.hpp"

namespace reddragon::cli {

using namespace reddragon::analysis;
namespace json = boost::json;

namespace {

std::string rule_of(const TaintFinding& f) { return f.sink_category.empty() ? "taint" : f.sink_category; }

std::string message_of(const TaintFinding& f) {
  return "tainted data from " + f.source + " (" + f.path.front().location + ") reaches " + f.sink;
}

/// "file:line" -> file and line
SarifLocation where(const ir::Module& m, std::uint32_t instr, std::string msg) {
  SarifLocation l;
  l.file = display_path(m.file_of(instr));
  if (instr < m.instructions.size()) {
    l.line = m.instructions[instr].span.start_line;
    l.col = m.instructions[instr].span.start_col;
  }
  l.message = std::move(msg);
  return l;
}

}  // namespace

/// Each function with a non-empty summary: formals -> return, globals, fields.
static void print_summaries(const ProgramGraph& pg, const Summaries& sums, bool as_json, const SummaryCacheReport& cache) {
  const ir::Module& m = pg.module();
  const auto& fns = pg.calls().functions();
  json::array all;
  auto names = [&](std::uint32_t f, std::uint64_t bits) {
    std::vector<std::string> out;
    auto formals = pg.formals(f);
    for (std::size_t k = 0; k < formals.size() && k < 64; ++k)
      if (bits & (std::uint64_t{1} << k)) out.push_back(pg.describe(formals[k]));
    return out;
  };
  auto join = [](const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
    return s;
  };
  auto to_array = [](const std::vector<std::string>& v) {
    json::array a;
    for (const auto& x : v) a.emplace_back(x);
    return a;
  };
  for (std::uint32_t f = 0; f < fns.size(); ++f) {
    const FunctionSummary& s = sums.functions[f];
    if (!s.to_return && s.to_globals.empty() && s.to_fields.empty()) continue;
    const std::string where = witness_location(m, fns[f].begin);
    std::vector<std::pair<std::string, std::vector<std::string>>> flows;  // target <- formals
    for (const GlobalFlow& gf : s.to_globals) flows.emplace_back(pg.describe(gf.node), names(f, gf.from));
    for (const FieldFlow& ff : s.to_fields) {
      auto formals = pg.formals(f);
      std::string into = ff.into < formals.size() ? pg.describe(formals[ff.into]) : "?";
      flows.emplace_back(into + "." + std::string(m.str(ff.field)), names(f, ff.from));
    }
    if (as_json) {
      json::array jf;
      for (const auto& [to, from] : flows) jf.emplace_back(json::object{{"to", to}, {"from", to_array(from)}});
      all.emplace_back(json::object{{"function", fns[f].qualified},
                                    {"location", where},
                                    {"to_return", to_array(names(f, s.to_return))},
                                    {"flows", std::move(jf)}});
      continue;
    }
    std::cout << fns[f].qualified << "  (" << where << ")\n";
    if (s.to_return) std::cout << "  return <- " << join(names(f, s.to_return)) << "\n";
    for (const auto& [to, from] : flows) std::cout << "  " << to << " <- " << join(from) << "\n";
  }
  if (as_json)
    std::cout << json::serialize(json::object{{"summaries", std::move(all)}, {"converged", sums.converged}, {"summary_cache", cache.json()}})
              << "\n";
}

/// -v: time and resident memory after each stage, on stderr.
struct StageMeter {
  bool on;
  std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
  void operator()(const char* stage) const {
    if (!on) return;
    std::ifstream st("/proc/self/status");
    std::string line, rss = "?";
    while (std::getline(st, line))
      if (line.rfind("VmRSS:", 0) == 0) rss = line.substr(6);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::fprintf(stderr, "reddragon: %-10s %7.2f s  rss%s\n", stage, s, rss.c_str());
  }
};

int cmd_taint(const GlobalOptions& g, const FileOptions& o) {
  const StageMeter stage{g.verbosity > 0};
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  kernel::Lowered lowered;
  std::size_t modules = 0;
  FileOptions fo = o;
  fo.json = o.format != "text";  // keep stdout clean for machine formats
  if (int rc = load_program(g, fo, s, lowered, modules); rc != kOk) return rc;
  const ir::Module& m = lowered.module;
  stage("linked");
  auto cfg = o.taint_config.empty() ? taint::default_taint_config(m.language) : taint::load_taint_config(o.taint_config);
  if (!cfg) {
    report(cfg.error());
    return o.taint_config.empty() ? kInputError : kUsageError;
  }
  if (o.taint_config.empty())  // files of other languages reached through FFI calls: their defaults too
    for (const std::string& l : s.foreign_languages)
      if (auto more = taint::default_taint_config(l); more)
        for (auto [to, from] : {std::pair{&cfg->sources, &more->sources}, {&cfg->sinks, &more->sinks}, {&cfg->sanitizers, &more->sanitizers}, {&cfg->propagators, &more->propagators}})
          to->insert(to->end(), from->begin(), from->end());
  cfg::Cfg graph = cfg::build_cfg(m);
  stage("cfg");
  CallGraph cg = build_call_graph(m, graph);
  stage("callgraph");
  ProgramGraph pg = build_program_graph(m, cg);
  add_library_flows(pg, cfg->propagators);
  stage("graph");
  SummaryCacheReport cache;
  Summaries sums = cached_summaries(pg, s.cfg, g.verbosity, cache, o.summaries);
  stage("summaries");
  if (o.summaries) {
    print_summaries(pg, sums, o.format == "json", cache);
    return kOk;
  }
  TaintResult r = run_taint(pg, *cfg);
  stage("taint");

  if (o.format == "sarif") {
    std::vector<SarifRule> rules;
    std::vector<SarifResult> results;
    for (const TaintFinding& f : r.findings) {
      std::string id = rule_of(f);
      if (std::none_of(rules.begin(), rules.end(), [&](const SarifRule& x) { return x.id == id; }))
        rules.push_back({id, "untrusted data reaches a " + id + " sink"});
      SarifResult res;
      res.rule = id;
      res.level = "error";
      res.message = message_of(f);
      res.where = where(m, f.sink_instr, "sink " + f.sink);
      for (const TaintStep& st : f.path) res.flow.push_back(where(m, st.instr, st.what));
      results.push_back(std::move(res));
    }
    std::cout << sarif_log(rules, results) << "\n";
    return kOk;
  }
  if (o.format == "json") {
    json::array fs;
    for (const TaintFinding& f : r.findings) {
      json::array path;
      for (const TaintStep& st : f.path) {
        json::object p{{"location", st.location}, {"file", display_path(m.file_of(st.instr))}, {"what", st.what}};
        p["line"] = st.instr < m.instructions.size() ? m.instructions[st.instr].span.start_line : 0;
        path.emplace_back(std::move(p));
      }
      fs.emplace_back(json::object{{"rule", rule_of(f)},
                                   {"source", f.source},
                                   {"sink", f.sink},
                                   {"source_category", f.source_category},
                                   {"message", message_of(f)},
                                   {"path", std::move(path)}});
    }
    json::object doc{{"findings", std::move(fs)},
                     {"sources", r.sources},
                     {"sinks", r.sinks},
                     {"modules", modules},
                     {"functions", cg.functions().size()},
                     {"call_sites", cg.sites().size()},
                     {"graph_nodes", pg.num_nodes()},
                     {"graph_edges", pg.edges().size()},
                     {"summary_edges", sums.summary_edges},
                     {"summaries_converged", sums.converged},
                     {"summary_cache", cache.json()},
                     {"truncated", r.truncated}};
    std::cout << json::serialize(doc) << "\n";
    return kOk;
  }
  for (const TaintFinding& f : r.findings) {
    std::cout << "[" << rule_of(f) << "] " << message_of(f) << "\n";
    for (const TaintStep& st : f.path) std::cout << "  " << st.location << (st.what.empty() ? "" : "  " + st.what) << "\n";
  }
  std::cout << r.findings.size() << " finding" << (r.findings.size() == 1 ? "" : "s") << " (" << r.sources << " source"
            << (r.sources == 1 ? "" : "s") << ", " << r.sinks << " sink" << (r.sinks == 1 ? "" : "s") << ", " << modules << " module"
            << (modules == 1 ? "" : "s") << ", " << cg.functions().size() << " functions)" << (r.truncated ? " (search truncated)" : "")
            << "\n";
  return kOk;
}

}  // namespace reddragon::cli
