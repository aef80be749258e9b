// gitignore.cpp - see gitignore.hpp.
#include "project/gitignore.hpp"

#include <fnmatch.h>

#include <fstream>

namespace reddragon::kernel {

void GitIgnore::add_file(const std::filesystem::path& file, const std::string& base) {
  std::ifstream in(file);
  std::string line;
  for (int n = 0; n < 10000 && std::getline(in, line); ++n) {  // a bound: .gitignore is user input
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    Rule r;
    r.base = base;
    if (line[0] == '!') {
      r.negate = true;
      line.erase(0, 1);
    }
    if (!line.empty() && line[0] == '\\') line.erase(0, 1);
    if (!line.empty() && line.back() == '/') {
      r.dir_only = true;
      line.pop_back();
    }
    if (line.empty()) continue;
    r.anchored = line.find('/') != std::string::npos;
    if (line[0] == '/') line.erase(0, 1);
    r.pattern = line;
    rules_.push_back(std::move(r));
  }
}

bool GitIgnore::ignored(const std::string& rel, bool is_dir) const {
  bool out = false;
  for (const Rule& r : rules_) {  // the last matching rule decides
    if (r.dir_only && !is_dir) continue;
    std::string_view p = rel;
    if (!r.base.empty()) {
      if (!p.starts_with(r.base + "/")) continue;
      p.remove_prefix(r.base.size() + 1);
    }
    std::string path(p);
    bool hit;
    if (r.anchored) {
      // `**` crosses directories: match it without FNM_PATHNAME
      int flags = r.pattern.find("**") != std::string::npos ? 0 : FNM_PATHNAME;
      hit = fnmatch(r.pattern.c_str(), path.c_str(), flags) == 0;
      if (!hit && r.pattern.starts_with("**/")) hit = fnmatch(r.pattern.c_str() + 3, path.c_str(), 0) == 0;
    } else {
      auto slash = path.rfind('/');
      std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
      hit = fnmatch(r.pattern.c_str(), name.c_str(), 0) == 0;
    }
    if (hit) out = !r.negate;
  }
  return out;
}

}  // namespace reddragon::kernel
