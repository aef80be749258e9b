// gitignore.hpp - the subset of .gitignore the project loader honours:
// comments, blank lines, `!` negation, a trailing `/` (directories only),
// patterns with a `/` anchored to the file's directory, others matching a
// name at any depth, and the globs `*`, `?`, `[...]` and `**`.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace reddragon::kernel {

class GitIgnore {
 public:
  /// Adds the patterns of `file` (a .gitignore in directory `base`,
  /// relative to the project root; "" for the root).
  void add_file(const std::filesystem::path& file, const std::string& base);
  /// `rel`: a path relative to the root with '/' separators.
  bool ignored(const std::string& rel, bool is_dir) const;

 private:
  struct Rule {
    std::string base, pattern;
    bool negate = false, dir_only = false, anchored = false;
  };
  std::vector<Rule> rules_;
};

}  // namespace reddragon::kernel
