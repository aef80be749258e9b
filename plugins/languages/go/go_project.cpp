// go_project.cpp - Go projects (docs/projects.md). The module root is the
// nearest directory up from a file with a go.mod; `import "<module>/a/b"`
// is the package in <root>/a/b: its .go files (not _test.go), each linked as
// a module, the first one's namespace the import's value. The files of one
// package see each other's names through "import*:." (the loader binds the
// names of each), and the package main file with func main() is the entry,
// which the other files of its package reach through the entry's globals.
// Go forbids import cycles: an import whose package imports the importer's
// back is rejected with the chain of imports, file:line each.
#include "go_project.hpp"
#include "reddragon/frontend_support/bounded_file.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <memory>
#include <mutex>
#include <unordered_map>
#include <set>
#include <unordered_set>
#include <vector>

namespace reddragon::go {

namespace fs = std::filesystem;

namespace {

constexpr std::uintmax_t kMaxFileBytes = 8u << 20;
constexpr std::size_t kMaxCyclePackages = 10000;

std::string read_file(const fs::path& p) { return frontend_support::read_bounded_file(p, kMaxFileBytes); }

struct GoImport {
  std::string path;
  std::uint32_t line = 0;
};

/// What the loader needs of a file: its package, its imports, whether it
/// declares func main.
struct GoHeader {
  std::string package;
  std::vector<GoImport> imports;
  bool has_main = false;
};

/// Comments blanked (lines kept), strings left as they are.
std::string strip_comments(std::string_view s) {
  std::string out(s);
  for (std::size_t i = 0; i < out.size();) {
    char c = out[i];
    if (c == '"' || c == '`' || c == '\'') {
      std::size_t j = i + 1;
      while (j < out.size() && out[j] != c && (c == '`' || out[j] != '\n')) j += out[j] == '\\' && c != '`' ? 2 : 1;
      i = j + 1;
    } else if (out.compare(i, 2, "//") == 0) {
      while (i < out.size() && out[i] != '\n') out[i++] = ' ';
    } else if (out.compare(i, 2, "/*") == 0) {
      std::size_t e = out.find("*/", i + 2);
      e = e == std::string::npos ? out.size() : e + 2;
      for (; i < e; ++i)
        if (out[i] != '\n') out[i] = ' ';
    } else {
      ++i;
    }
  }
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

/// The quoted path of an import spec line (`alias "p"`, `"p"`), or "".
std::string spec_path(std::string_view line) {
  auto a = line.find('"');
  if (a == std::string_view::npos) return {};
  auto e = line.find('"', a + 1);
  return e == std::string_view::npos ? std::string() : std::string(line.substr(a + 1, e - a - 1));
}

GoHeader read_header(const fs::path& file) {
  GoHeader h;
  std::string code = strip_comments(read_file(file));
  std::uint32_t lineno = 0;
  bool in_block = false, header = true;
  std::size_t pos = 0;
  while (pos < code.size()) {
    std::size_t nl = code.find('\n', pos);
    if (nl == std::string::npos) nl = code.size();
    std::string_view line = trim(std::string_view(code).substr(pos, nl - pos));
    ++lineno;
    pos = nl + 1;
    if (line.starts_with("func main(") || line.starts_with("func main (")) h.has_main = true;
    if (!header) continue;
    if (in_block) {
      if (line.starts_with(")")) in_block = false;
      else if (std::string p = spec_path(line); !p.empty()) h.imports.push_back({p, lineno});
      continue;
    }
    if (line.starts_with("package ")) {
      h.package = std::string(trim(line.substr(8)));
      if (auto sp = h.package.find_first_of(" ;"); sp != std::string::npos) h.package.resize(sp);
    } else if (line.starts_with("import")) {
      std::string_view rest = trim(line.substr(6));
      if (rest.starts_with("(")) {
        rest = trim(rest.substr(1));
        in_block = !rest.starts_with(")");
        if (std::string p = spec_path(rest); !p.empty()) h.imports.push_back({p, lineno});
        if (rest.find(')') != std::string_view::npos) in_block = false;
      } else if (std::string p = spec_path(rest); !p.empty()) {
        h.imports.push_back({p, lineno});
      }
    } else if (!line.empty() && !h.package.empty()) {
      header = false;  // the first declaration ends the imports
    }
  }
  return h;
}

struct Module {
  fs::path root;
  std::string path;  ///< the module path of go.mod ("" none)
};

Module find_module(fs::path dir) {
  std::error_code ec;
  for (int k = 0; k < 64 && !dir.empty(); ++k) {
    if (fs::is_regular_file(dir / "go.mod", ec)) {
      std::string text = strip_comments(read_file(dir / "go.mod"));
      std::size_t pos = 0;
      while (pos < text.size()) {
        std::size_t nl = text.find('\n', pos);
        if (nl == std::string::npos) nl = text.size();
        std::string_view line = trim(std::string_view(text).substr(pos, nl - pos));
        pos = nl + 1;
        if (!line.starts_with("module")) continue;
        std::string_view m = trim(line.substr(6));
        if (m.size() >= 2 && m.front() == '"' && m.back() == '"') m = m.substr(1, m.size() - 2);
        return {dir, std::string(m)};
      }
      return {dir, {}};
    }
    fs::path up = dir.parent_path();
    if (up == dir) break;
    dir = up;
  }
  return {};
}

/// The directory of import path `p` in module `m`; "" when p is not in it.
fs::path package_dir(const Module& m, std::string_view p) {
  if (m.path.empty()) return {};
  if (p == m.path) return m.root;
  if (!p.starts_with(m.path) || p.size() <= m.path.size() || p[m.path.size()] != '/') return {};
  std::string_view rest = p.substr(m.path.size() + 1);
  fs::path d = m.root;
  std::size_t a = 0;
  while (a <= rest.size()) {
    std::size_t e = rest.find('/', a);
    if (e == std::string_view::npos) e = rest.size();
    std::string_view part = rest.substr(a, e - a);
    if (part.empty() || part == "." || part == "..") return {};
    d /= std::string(part);
    a = e + 1;
  }
  return d;
}

std::string import_path_of(const Module& m, const fs::path& dir) {
  std::error_code ec;
  fs::path rel = fs::relative(dir, m.root, ec);
  if (ec || rel.empty() || rel == ".") return m.path;
  return m.path + "/" + rel.generic_string();
}

/// A package directory's source files (sorted; not _test.go) and their
/// headers, read once per process: resolving every file's imports reads a
/// package once, not once per importer.
struct Package {
  std::vector<fs::path> files;
  std::vector<GoHeader> headers;
};

std::shared_ptr<const Package> package_at(const fs::path& dir) {
  static std::mutex mu;
  static std::unordered_map<std::string, std::shared_ptr<const Package>> cache;
  {
    std::lock_guard<std::mutex> lock(mu);
    if (auto it = cache.find(dir.string()); it != cache.end()) return it->second;
  }
  auto pkg = std::make_shared<Package>();
  std::error_code ec;
  if (!dir.empty())
    for (fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
         it.increment(ec)) {
      std::string n = it->path().filename().string();
      if (it->path().extension() == ".go" && !n.ends_with("_test.go") && n[0] != '.' && n[0] != '_' &&
          it->is_regular_file(ec))
        pkg->files.push_back(it->path());
    }
  std::sort(pkg->files.begin(), pkg->files.end());
  for (const fs::path& f : pkg->files) pkg->headers.push_back(read_header(f));
  std::lock_guard<std::mutex> lock(mu);
  if (cache.size() > 100000) cache.clear();  // bounded: a huge tree re-reads
  return cache.emplace(dir.string(), std::move(pkg)).first->second;
}

std::string rel(const fs::path& p, const fs::path& root) {
  std::error_code ec;
  fs::path r = fs::relative(p, root, ec);
  return ec || r.empty() ? p.string() : r.generic_string();
}

/// The module's packages `from` imports, directly or not (memoised): an
/// import closes a cycle when its package reaches the importer's.
std::shared_ptr<const std::set<std::string>> reachable(const Module& m, const std::string& from) {
  static std::mutex mu;
  static std::unordered_map<std::string, std::shared_ptr<const std::set<std::string>>> memo;
  const std::string key = m.root.string() + "\n" + from;
  {
    std::lock_guard<std::mutex> lock(mu);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
  }
  auto out = std::make_shared<std::set<std::string>>();
  std::vector<std::string> todo{from};
  while (!todo.empty() && out->size() < kMaxCyclePackages) {
    std::string p = std::move(todo.back());
    todo.pop_back();
    for (const GoHeader& h : package_at(package_dir(m, p))->headers)
      for (const GoImport& i : h.imports)
        if (!package_dir(m, i.path).empty() && out->insert(i.path).second) todo.push_back(i.path);
  }
  std::lock_guard<std::mutex> lock(mu);
  if (memo.size() > 100000) memo.clear();
  return memo.emplace(key, std::move(out)).first->second;
}

/// The chain of imports from package `from` back to `target`, for the
/// message: " -> b (y.go:5) -> target (z.go:3)", paths relative to `shown`.
bool find_cycle(const Module& m, const fs::path& shown, const std::string& from, const std::string& target,
                std::set<std::string>& seen, std::string& chain, int depth) {
  if (depth > 256 || seen.size() > kMaxCyclePackages || !seen.insert(from).second) return false;
  auto pkg = package_at(package_dir(m, from));
  for (std::size_t k = 0; k < pkg->files.size(); ++k) {
    for (const GoImport& i : pkg->headers[k].imports) {
      if (package_dir(m, i.path).empty()) continue;
      std::string step = " -> " + i.path + " (" + rel(pkg->files[k], shown) + ":" + std::to_string(i.line) + ")";
      if (i.path == target) {
        chain = step;
        return true;
      }
      if (find_cycle(m, shown, i.path, target, seen, chain, depth + 1)) {
        chain = step + chain;
        return true;
      }
    }
  }
  return false;
}

}  // namespace

bool go_std_package(std::string_view path) {
  static const std::unordered_set<std::string_view> roots = {
      "archive", "bufio",   "builtin", "bytes",  "cmp",     "compress", "container", "context", "crypto",
      "database", "debug",  "embed",   "encoding", "errors", "expvar",  "flag",      "fmt",     "go",
      "hash",    "html",    "image",   "index",  "io",      "iter",     "log",       "maps",    "math",
      "mime",    "net",     "os",      "path",   "plugin",  "reflect",  "regexp",    "runtime", "slices",
      "sort",    "strconv", "strings", "structs", "sync",   "syscall",  "testing",   "text",    "time",
      "unicode", "unique",  "unsafe",  "weak",   "C"};
  return roots.count(path.substr(0, path.find('/'))) > 0;
}

ImportResolution resolve_go_import(const ImportQuery& q) {
  ImportResolution r;
  fs::path importer(q.importer);
  Module m = find_module(importer.parent_path());
  if (m.path.empty()) return r;  // packages resolve only in a module
  auto here = package_at(importer.parent_path());
  GoHeader self;
  bool listed = false;
  for (std::size_t k = 0; k < here->files.size() && !listed; ++k) {
    listed = here->files[k].filename() == importer.filename();
    if (listed) self = here->headers[k];
  }
  if (!listed) self = read_header(importer);  // a _test.go file
  std::string own = import_path_of(m, importer.parent_path());
  if (q.specifier == ".") {  // the importer's own package: its other files
    for (std::size_t k = 0; k < here->files.size(); ++k) {
      const GoHeader& h = here->headers[k];
      if (here->files[k].filename() == importer.filename() || h.package != self.package) continue;
      if (h.package == "main" && h.has_main) continue;  // the entry is the program's
      r.modules.push_back({here->files[k].string(), own, {}});
    }
    return r;
  }
  fs::path dir = package_dir(m, q.specifier);
  if (dir.empty()) return r;
  // an external test package (x_test), or a file of another package in the
  // directory (a `//go:build ignore` program): not the directory's package
  if (!here->headers.empty() && self.package != here->headers[0].package) own += "#" + self.package;
  if (q.specifier == own || reachable(m, q.specifier)->count(own)) {
    std::uint32_t line = 0;
    for (const GoImport& i : self.imports)
      if (i.path == q.specifier) line = i.line;
    fs::path shown = q.root.empty() ? m.root : fs::path(q.root);
    std::string chain;
    std::set<std::string> seen;
    find_cycle(m, shown, q.specifier, own, seen, chain, 0);
    r.error = "import cycle not allowed: " + own + " -> " + q.specifier + " (" + rel(importer, shown) + ":" +
              std::to_string(line) + ")" + chain;
    return r;
  }
  auto pkg = package_at(dir);
  for (std::size_t k = 0; k < pkg->files.size(); ++k) {
    const std::string& name = pkg->headers[k].package;
    if (name == pkg->headers[0].package && name != "main") r.modules.push_back({pkg->files[k].string(), q.specifier, {}});
  }
  return r;
}

ProjectEntry go_project_entry(const std::string& dir) {
  std::vector<fs::path> dirs{dir};
  std::error_code ec;
  for (fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end;
       it.increment(ec))
    if (it->is_directory(ec) && !it->is_symlink(ec) && it->path().filename().string()[0] != '.') dirs.push_back(it->path());
  std::sort(dirs.begin() + 1, dirs.end());
  for (const fs::path& d : dirs) {
    auto pkg = package_at(d);
    for (std::size_t k = 0; k < pkg->files.size(); ++k)
      if (pkg->headers[k].package == "main" && pkg->headers[k].has_main) return {pkg->files[k].string(), {}};
  }
  return {{}, "a `package main` file with `func main()` (here or one directory below)"};
}

}  // namespace reddragon::go
