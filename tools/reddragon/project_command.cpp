// project_command.cpp - `reddragon project DIR` and what `run` does with a
// directory or with a file whose imports name project files
// (docs/projects.md).
#include <boost/json.hpp>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <filesystem>
#include <iostream>

#include "commands.hpp"
#include "reddragon/kernel/project.hpp"
#include "session.hpp"

namespace reddragon::cli {

using namespace reddragon::kernel;
namespace fs = std::filesystem;
namespace json = boost::json;

int given_files(const FileOptions& o, fs::path& root, std::vector<fs::path>& files) {
  std::error_code ec;
  if (!o.language.empty() || o.from_json) {
    report(make_error("several files cannot be read with -l/--from-json: give one file"));
    return kUsageError;
  }
  std::vector<std::string> given{o.file};
  given.insert(given.end(), o.more_files.begin(), o.more_files.end());
  root.clear();
  for (const std::string& f : given) {
    if (!fs::is_regular_file(f, ec)) {
      report(make_error(fs::is_directory(f, ec) ? "is a directory: give one directory, or files" : "no such file", f));
      return kInputError;
    }
    fs::path p = fs::weakly_canonical(fs::absolute(f, ec), ec);
    files.push_back(p);
    fs::path dir = p.parent_path();
    if (root.empty()) {
      root = dir;
      continue;
    }
    fs::path common;  // the longest shared prefix of the two directories
    for (auto a = root.begin(), b = dir.begin(); a != root.end() && b != dir.end() && *a == *b; ++a, ++b) common /= *a;
    root = common;
  }
  return kOk;
}

/// Several files as one program: the entry is the file the language names
/// in their common directory if it is one of them (C's file defining
/// main()), else the first.
static int several_files(const GlobalOptions& g, const FileOptions& o, Session& s, FileOptions& fo, fs::path& root,
                         std::vector<fs::path>& only) {
  if (int rc = given_files(o, root, only); rc != kOk) return rc;
  if (!s.host)
    if (int rc = open_session(g, s); rc != kOk) return rc;
  std::error_code ec;
  fo.file = o.file;
  if (auto entry = project_entry(root, *s.host, s.cfg)) {
    fs::path e = fs::weakly_canonical(*entry, ec);
    for (const fs::path& f : only)
      if (f == e) fo.file = f.string();
  }
  fo.more_files.clear();
  return kOk;
}

int lower_linked(const GlobalOptions& g, const FileOptions& o, Session& s, Lowered& out) {
  std::error_code ec;
  FileOptions fo = o;
  fs::path root;
  std::vector<fs::path> only;
  if (!o.more_files.empty()) {
    if (int rc = several_files(g, o, s, fo, root, only); rc != kOk) return rc;
  } else if (fs::is_directory(o.file, ec)) {
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
  auto linked = link_project(out.module, root, *s.host, s.cfg, &s.boundary, only);
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

/// "files done/total, files/s" on stderr, rewritten in place, once loading
/// has taken a second; nothing under --json or when stderr is not a terminal.
static ScanProgress progress_line(bool json) {
  if (json || !::isatty(STDERR_FILENO) || std::getenv("REDDRAGON_NO_PROGRESS")) return {};
  struct State {
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now(), last;
    bool shown = false;
  };
  auto st = std::make_shared<State>();
  return [st](std::size_t done, std::size_t total) {
    auto now = std::chrono::steady_clock::now();
    double secs = std::chrono::duration<double>(now - st->start).count();
    if (done >= total) {
      if (st->shown) std::fprintf(stderr, "\r\033[K");
      return;
    }
    if (secs < 1.0 || now - st->last < std::chrono::milliseconds(200)) return;
    st->last = now;
    st->shown = true;
    std::fprintf(stderr, "\rloading %zu/%zu files, %.0f files/s\033[K", done, total, done / secs);
    std::fflush(stderr);
  };
}

int cmd_project(const GlobalOptions& g, const FileOptions& o) {
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  auto scan = scan_project(o.file, *s.host, s.cfg, progress_line(o.json));
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
    // the on-disk module cache (docs/projects.md): entries used, files lowered
    doc["cache"] = json::object{{"enabled", scan->cache.enabled}, {"hits", scan->cache.hits}, {"misses", scan->cache.misses}};
    doc["workers"] = scan->workers;
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
  if (scan->cache.enabled)
    std::cout << "module cache " << scan->cache.dir << ": " << scan->cache.hits << " hits, " << scan->cache.misses
              << " lowered\n";
  return kOk;
}

}  // namespace reddragon::cli
