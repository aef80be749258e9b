// project_command.cpp - `reddragon project DIR` and what `run` does with a
// directory or with a file whose imports name project files
// (docs/projects.md).
#include <boost/json.hpp>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "commands.hpp"
#include "reddragon/kernel/project.hpp"
#include "session.hpp"

namespace reddragon::cli {

using namespace reddragon::kernel;
namespace fs = std::filesystem;
namespace json = boost::json;

int lower_linked(const GlobalOptions& g, const FileOptions& o, Session& s, Lowered& out) {
  std::error_code ec;
  FileOptions fo = o;
  fs::path root;
  if (fs::is_directory(o.file, ec)) {
    if (!s.host)
      if (int rc = open_session(g, s); rc != kOk) return rc;
    auto entry = project_entry(o.file, *s.host, s.cfg);
    if (!entry) {
      report(entry.error());
      return kInputError;
    }
    root = o.file;
    fo.file = entry->string();
  } else {
    root = fs::path(o.file).parent_path();
    if (root.empty()) root = ".";
  }
  if (int rc = lower(g, fo, s, out); rc != kOk) return rc;
  if (!o.language.empty() || o.from_json) return kOk;  // a forced language is one file
  auto linked = link_project(out.module, root, *s.host, s.cfg);
  if (!linked) {
    report(linked.error());
    return exit_code_for(linked.error());
  }
  bool had_error = false;
  for (const auto& d : linked->diagnostics) {
    std::fprintf(stderr, "%s\n", format_diagnostic(d.diagnostic, d.file).c_str());
    had_error |= d.diagnostic.severity == Severity::Error;
  }
  return had_error && o.strict ? kInputError : kOk;
}

int cmd_project(const GlobalOptions& g, const FileOptions& o) {
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  auto scan = scan_project(o.file, *s.host, s.cfg);
  if (!scan) {
    report(scan.error());
    return kInputError;
  }
  std::size_t imports = 0, resolved = 0;
  for (const auto& m : scan->modules)
    for (const auto& i : m.imports) {
      ++imports;
      resolved += !i.files.empty();
    }
  if (o.json) {
    json::object doc;
    doc["root"] = scan->root;
    doc["entry"] = scan->entry.empty() ? json::value(nullptr) : json::value(scan->entry);
    if (scan->entry.empty()) doc["entry_needs"] = scan->entry_needs;
    json::array mods;
    for (const auto& m : scan->modules) {
      json::object jm;
      jm["path"] = m.path;
      jm["language"] = m.language;
      jm["diagnostics"] = m.diagnostics;
      if (!m.error.empty()) jm["error"] = m.error;
      json::array ji;
      for (const auto& i : m.imports) {
        json::object x;
        x["specifier"] = i.specifier;
        x["line"] = i.line;
        x["resolved"] = !i.files.empty();
        if (!i.error.empty()) x["error"] = i.error;
        json::array files;
        for (const auto& f : i.files) files.emplace_back(f);
        x["modules"] = std::move(files);
        ji.emplace_back(std::move(x));
      }
      jm["imports"] = std::move(ji);
      mods.emplace_back(std::move(jm));
    }
    doc["modules"] = std::move(mods);
    doc["counts"] = json::object{{"modules", scan->modules.size()},
                                 {"imports", imports},
                                 {"resolved", resolved},
                                 {"unresolved", imports - resolved}};
    doc["truncated"] = scan->truncated;
    std::cout << json::serialize(doc) << "\n";
    return kOk;
  }
  std::cout << "project " << scan->root << "\n";
  std::cout << "entry: " << (scan->entry.empty() ? "none (" + scan->entry_needs + ")" : scan->entry) << "\n";
  for (const auto& m : scan->modules) {
    std::cout << m.path << " (" << m.language << ")";
    if (!m.error.empty()) std::cout << ": error: " << m.error;
    std::cout << "\n";
    for (const auto& i : m.imports) {
      std::cout << "  " << i.line << ": " << i.specifier << " -> ";
      if (!i.error.empty()) std::cout << "error: " << i.error;
      else if (i.files.empty()) std::cout << "unresolved";
      for (std::size_t k = 0; k < i.files.size(); ++k) std::cout << (k ? ", " : "") << i.files[k];
      std::cout << "\n";
    }
  }
  std::cout << scan->modules.size() << " modules, " << imports << " imports: " << resolved << " resolved, "
            << imports - resolved << " unresolved" << (scan->truncated ? " (file limit reached)" : "") << "\n";
  return kOk;
}

}  // namespace reddragon::cli
