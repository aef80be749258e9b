// slice_command.cpp - `reddragon slice FILE:LINE VAR [--forward|--backward]
// [--json] [--project DIR]`: the lines, across the program's files, that
// VAR at FILE:LINE depends on (backward, the default) or affects (forward).
#include <boost/json.hpp>
#include <charconv>
#include <fstream>
#include <iostream>

#include "cached_summaries.hpp"
#include "commands.hpp"
#include "program_input.hpp"
#include "reddragon/analysis/callgraph.hpp"
#include "reddragon/analysis/program_deps.hpp"
#include "reddragon/analysis/slice.hpp"
#include "reddragon/analysis/summaries.hpp"
#include "reddragon/analysis/taint.hpp"
#include "session.hpp"
#include "taint_config.hpp"

namespace reddragon::cli {

using namespace reddragon::analysis;
namespace json = boost::json;

int cmd_slice(const GlobalOptions& g, const FileOptions& o) {
  // FILE:LINE
  const auto colon = o.file.rfind(':');
  std::uint32_t line = 0;
  if (colon == std::string::npos || colon == 0 ||
      std::from_chars(o.file.data() + colon + 1, o.file.data() + o.file.size(), line).ec != std::errc{} || line == 0) {
    report(make_error("slice expects FILE:LINE (a line number from 1), got '" + o.file + "'"));
    return kUsageError;
  }
  if (o.forward && o.backward) {
    report(make_error("--forward and --backward exclude each other"));
    return kUsageError;
  }
  const std::string file = o.file.substr(0, colon);
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  FileOptions fo = o;
  fo.file = o.project.empty() ? file : o.project;
  kernel::Lowered lowered;
  std::size_t modules = 0;
  if (int rc = load_program(g, fo, s, lowered, modules); rc != kOk) return rc;
  const ir::Module& m = lowered.module;
  cfg::Cfg graph = cfg::build_cfg(m);
  CallGraph cg = build_call_graph(m, graph);
  ProgramGraph pg = build_program_graph(m, cg);
  // the library flows (strcpy, snprintf) of the program's languages, as taint's defaults have them
  std::vector<analysis::TaintPattern> flows;
  for (const std::string& l : s.foreign_languages)
    if (auto lib = taint::default_taint_config(l); lib) flows.insert(flows.end(), lib->propagators.begin(), lib->propagators.end());
  if (auto lib = taint::default_taint_config(m.language); lib) flows.insert(flows.begin(), lib->propagators.begin(), lib->propagators.end());
  analysis::add_library_flows(pg, flows);
  SummaryCacheReport cache;
  cached_summaries(pg, s.cfg, g.verbosity, cache);
  const SliceDirection dir = o.forward ? SliceDirection::Forward : SliceDirection::Backward;
  Slice sl = slice(pg, file, line, o.variable, dir);
  if (sl.seeds.empty()) {
    report(make_error("no variable '" + o.variable + "' is read or assigned on this line", file, ir::SourceSpan{line, 0, line, 0}));
    return kInputError;
  }
  if (o.json) {
    json::array lines;
    for (const SliceLine& l : sl.lines) lines.emplace_back(json::object{{"file", l.file}, {"line", l.line}});
    std::cout << json::serialize(json::object{{"criterion", json::object{{"file", file}, {"line", line}, {"variable", o.variable}}},
                                              {"direction", o.forward ? "forward" : "backward"},
                                              {"lines", std::move(lines)},
                                              {"instructions", sl.instrs.size()},
                                              {"modules", modules},
                                              {"summary_cache", cache.json()},
                                              {"truncated", sl.truncated}})
              << "\n";
    return kOk;
  }
  // file:line, then the source line itself
  std::string cached;
  std::vector<std::string> text;
  for (const SliceLine& l : sl.lines) {
    if (l.file != cached) {
      cached = l.file;
      text.clear();
      std::ifstream in(l.file);
      for (std::string t; text.size() < 1000000 && std::getline(in, t);) text.push_back(t);
    }
    std::string src = l.line <= text.size() ? text[l.line - 1] : "";
    auto first = src.find_first_not_of(" \t");
    std::cout << l.file << ":" << l.line << (first == std::string::npos ? "" : "  " + src.substr(first)) << "\n";
  }
  return kOk;
}

}  // namespace reddragon::cli
