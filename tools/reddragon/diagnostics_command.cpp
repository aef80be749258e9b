// diagnostics_command.cpp - `reddragon diagnostics FILE|DIR [--format
// text|json|sarif]`: what lowering and the IR verifier report for a file or
// every source of a project, in the forms CI systems read (SARIF 2.1.0).
#include <boost/json.hpp>
#include <cstdio>
#include <iostream>

#include "commands.hpp"
#include "reddragon/kernel/pipeline.hpp"
#include "reddragon/kernel/project.hpp"
#include "reddragon/kernel/verifier.hpp"
#include "sarif.hpp"
#include "session.hpp"

namespace reddragon::cli {

using namespace reddragon::kernel;
namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

struct Found {
  std::string file;
  std::string rule;  ///< lowering | verifier | input
  Diagnostic d;
};

std::string_view level(Severity s) { return s == Severity::Error ? "error" : s == Severity::Warning ? "warning" : "note"; }

}  // namespace

int cmd_diagnostics(const GlobalOptions& g, const FileOptions& o) {
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  std::error_code ec;
  std::vector<fs::path> files;
  bool truncated = false;
  if (fs::is_directory(o.file, ec))
    files = discover_sources(o.file, *s.host, 200000, &truncated);
  else
    files.push_back(o.file);
  std::vector<Found> found;
  for (const fs::path& f : files) {
    auto r = lower_file(f, o.language, *s.host, s.cfg);
    if (!r) {
      found.push_back({r.error().file.empty() ? f.string() : r.error().file, "input", {Severity::Error, r.error().message, r.error().span}});
      continue;
    }
    for (const Diagnostic& d : r->diagnostics) found.push_back({f.string(), "lowering", d});
    for (const Diagnostic& d : verify(r->module)) found.push_back({f.string(), "verifier", d});
  }
  if (o.format == "sarif") {
    std::vector<SarifRule> rules{{"input", "the file could not be read or lowered"},
                                 {"lowering", "the frontend lowered part of the file to a placeholder (syntax error, unsupported construct)"},
                                 {"verifier", "the lowered IR breaks a structural rule"}};
    std::vector<SarifResult> results;
    for (const Found& x : found) {
      SarifResult r;
      r.rule = x.rule;
      r.level = std::string(level(x.d.severity));
      r.message = x.d.message;
      r.where = {x.file, x.d.span.start_line, x.d.span.start_col, ""};
      results.push_back(std::move(r));
    }
    std::cout << sarif_log(rules, results) << "\n";
  } else if (o.format == "json") {
    json::array a;
    for (const Found& x : found)
      a.emplace_back(json::object{{"file", x.file},
                                  {"line", x.d.span.start_line},
                                  {"column", x.d.span.start_col + 1},
                                  {"level", level(x.d.severity)},
                                  {"rule", x.rule},
                                  {"message", x.d.message}});
    std::cout << json::serialize(json::object{{"files", files.size()}, {"diagnostics", std::move(a)}, {"truncated", truncated}}) << "\n";
  } else {
    for (const Found& x : found) std::cout << format_diagnostic(x.d, x.file) << "\n";
    std::cout << found.size() << " diagnostic" << (found.size() == 1 ? "" : "s") << " in " << files.size() << " file"
              << (files.size() == 1 ? "" : "s") << "\n";
  }
  bool errors = std::any_of(found.begin(), found.end(), [](const Found& x) { return x.d.severity == Severity::Error; });
  return errors && o.strict ? kInputError : kOk;
}

}  // namespace reddragon::cli
