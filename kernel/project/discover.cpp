// discover.cpp - a project's sources and its entry (project.hpp).
#include <algorithm>
#include <map>

#include "project/gitignore.hpp"
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/kernel/project.hpp"

namespace reddragon::kernel {

namespace fs = std::filesystem;

namespace {

bool skipped_dir(const std::string& name) {
  // dependencies, caches, version control and build output are not the project's sources
  return name.empty() || name[0] == '.' || name == "node_modules" || name == "__pycache__" || name == "build" ||
         name == "dist" || name == "venv" || name == "site-packages";
}

}  // namespace

std::vector<fs::path> discover_sources(const fs::path& dir, const PluginHost& host, std::size_t max_files,
                                       bool* truncated, std::size_t max_depth) {
  std::vector<fs::path> out;
  if (truncated) *truncated = false;
  GitIgnore ignore;
  std::error_code ec;
  // breadth by directory: a directory's .gitignore is read before its entries
  struct Dir {
    fs::path path;
    std::string rel;
    std::size_t depth;
  };
  std::vector<Dir> todo{{dir, "", 0}};
  while (!todo.empty()) {
    auto [d, rel, depth] = std::move(todo.back());
    todo.pop_back();
    if (fs::is_regular_file(d / ".gitignore", ec)) ignore.add_file(d / ".gitignore", rel);
    std::vector<fs::directory_entry> entries;
    for (fs::directory_iterator it(d, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
         it.increment(ec))
      entries.push_back(*it);
    std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.path() > b.path(); });
    for (const auto& e : entries) {
      std::string name = e.path().filename().string();
      std::string r = rel.empty() ? name : rel + "/" + name;
      if (e.is_symlink(ec) && e.is_directory(ec)) continue;  // no cycles through links
      if (e.is_directory(ec)) {
        if (depth < max_depth && !skipped_dir(name) && !ignore.ignored(r, true)) todo.push_back({e.path(), r, depth + 1});
        continue;
      }
      if (!e.is_regular_file(ec) || ignore.ignored(r, false) || host.language_for_path(e.path()).empty()) continue;
      if (out.size() >= max_files) {
        if (truncated) *truncated = true;
        todo.clear();
        break;
      }
      out.push_back(e.path());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

Expected<fs::path> project_entry(const fs::path& dir, PluginHost& host, const Config& cfg) {
  (void)cfg;
  std::map<std::string, std::size_t> count;
  // the top two levels decide: `run /` must not walk the whole disk
  for (const fs::path& p : discover_sources(dir, host, 10000, nullptr, 1)) ++count[host.language_for_path(p)];
  std::vector<std::pair<std::size_t, std::string>> langs;
  for (const auto& [l, n] : count) langs.emplace_back(n, l);
  std::sort(langs.begin(), langs.end(), [](const auto& a, const auto& b) { return a.first != b.first ? a.first > b.first : a.second < b.second; });
  std::string needs;
  for (const auto& [n, lang] : langs) {
    auto fe = host.frontend(lang);
    if (!fe) continue;
    ProjectEntry e = (*fe)->project_entry(dir.string());
    if (!e.file.empty()) return fs::path(e.file);
    if (!e.needs.empty()) needs += (needs.empty() ? "" : "; ") + lang + ": " + e.needs;
  }
  if (langs.empty()) return make_error("is a directory with no source files a frontend claims (see `reddragon languages`)", dir.string());
  return make_error("is a directory with no entry point" +
                        (needs.empty() ? std::string(" (no language names one)") : " (" + needs + ")") +
                        "; give one of its files instead",
                    dir.string());
}

}  // namespace reddragon::kernel
