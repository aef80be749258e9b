// c_project.cpp - C projects (docs/projects.md): several translation units
// linked by external symbol. A file's prototypes of functions it does not
// define (its own or its headers') and its `extern` variables are import
// sites; the loader binds the names of the .c file that defines the symbol
// (a file with main() is a program, never linked into another). The index
// of external definitions is built once per root, from each file's syntax.
#include "c_project.hpp"
#include "reddragon/frontend_support/bounded_file.hpp"
#include "reddragon/frontend_support/ts_children.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <set>

extern "C" const TSLanguage* tree_sitter_c(void);

namespace reddragon::c {

namespace fs = std::filesystem;

namespace {

constexpr std::uintmax_t kMaxFileBytes = 8u << 20;
constexpr std::size_t kMaxFiles = 20000;

std::string_view node_text(TSNode n, std::string_view src) {
  std::uint32_t a = ts_node_start_byte(n), e = ts_node_end_byte(n);
  if (e > src.size() || a > e) return {};
  return src.substr(a, e - a);
}

std::string_view type_of(TSNode n) { return ts_node_type(n); }

/// The identifier a declarator declares, and whether it declares a function.
std::string declared_name(TSNode d, std::string_view src, bool& function) {
  for (int k = 0; k < 64 && !ts_node_is_null(d); ++k) {
    std::string_view t = type_of(d);
    if (t == "identifier") return std::string(node_text(d, src));
    if (t == "function_declarator") function = true;
    if (t == "parenthesized_declarator") {
      d = ts_node_named_child_count(d) ? ts_node_named_child(d, 0) : TSNode{};
      continue;
    }
    d = ts_node_child_by_field_name(d, "declarator", 10);
  }
  return {};
}

bool has_storage(TSNode n, std::string_view src, std::string_view cls) {
  for (TSNode k : frontend_support::ts_named_children(n)) {
    if (type_of(k) == "storage_class_specifier" && node_text(k, src) == cls) return true;
  }
  return false;
}

/// The declarators of a declaration (the field repeats).
std::vector<TSNode> declarators(TSNode n) {
  std::vector<TSNode> out;
  TSTreeCursor c = ts_tree_cursor_new(n);
  if (ts_tree_cursor_goto_first_child(&c)) {
    do {
      const char* f = ts_tree_cursor_current_field_name(&c);
      if (f && std::string_view(f) == "declarator") out.push_back(ts_tree_cursor_current_node(&c));
    } while (ts_tree_cursor_goto_next_sibling(&c));
  }
  ts_tree_cursor_delete(&c);
  return out;
}

/// Top-level definitions with external linkage, and names only declared.
struct Symbols {
  std::set<std::string> defined;    ///< functions and variables, not static
  std::set<std::string> local;      ///< static definitions
  std::vector<std::pair<std::string, TSNode>> declared;  ///< prototypes and externs, in order
};

Symbols symbols_of(TSNode root, std::string_view src) {
  Symbols s;
  for (TSNode k : frontend_support::ts_named_children(root)) {
    std::string_view t = type_of(k);
    bool is_static = has_storage(k, src, "static");
    if (t == "function_definition") {
      bool fn = false;
      std::string n = declared_name(ts_node_child_by_field_name(k, "declarator", 10), src, fn);
      if (!n.empty()) (is_static ? s.local : s.defined).insert(n);
    } else if (t == "declaration") {
      bool is_extern = has_storage(k, src, "extern");
      for (TSNode d : declarators(k)) {
        bool fn = false;
        std::string n = declared_name(d, src, fn);
        if (n.empty()) continue;
        if (fn || is_extern) s.declared.emplace_back(n, d);
        else (is_static ? s.local : s.defined).insert(n);
      }
    }
  }
  return s;
}

std::string read_file(const fs::path& p) { return frontend_support::read_bounded_file(p, kMaxFileBytes); }

struct Index {
  std::map<std::string, std::vector<std::string>> defs;  ///< symbol -> files defining it
  std::set<std::string> programs;                        ///< files defining main
};

bool skipped_dir(const std::string& n) { return n.empty() || n[0] == '.' || n == "build" || n == "node_modules"; }

std::shared_ptr<const Index> build_index(const fs::path& root) {
  auto idx = std::make_shared<Index>();
  std::vector<fs::path> files;
  std::error_code ec;
  fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end;
  for (; !ec && it != end && files.size() < kMaxFiles; it.increment(ec)) {
    if (it->is_directory(ec)) {
      if (it.depth() >= 16 || skipped_dir(it->path().filename().string()) || it->is_symlink(ec)) it.disable_recursion_pending();
      continue;
    }
    if (it->path().extension() == ".c" && it->is_regular_file(ec)) files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  TSParser* parser = ts_parser_new();
  ts_parser_set_language(parser, tree_sitter_c());
  for (const fs::path& f : files) {
    std::string text = read_file(f);
    TSTree* tree = ts_parser_parse_string(parser, nullptr, text.data(), static_cast<std::uint32_t>(text.size()));
    if (!tree) continue;
    Symbols s = symbols_of(ts_tree_root_node(tree), text);
    ts_tree_delete(tree);
    for (const std::string& n : s.defined) idx->defs[n].push_back(f.string());
    if (s.defined.count("main")) idx->programs.insert(f.string());
  }
  ts_parser_delete(parser);
  return idx;
}

std::shared_ptr<const Index> index_of(const fs::path& root) {
  static std::mutex mu;
  static std::map<std::string, std::shared_ptr<const Index>> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto& slot = cache[root.string()];
  if (!slot) slot = build_index(root);
  return slot;
}

}  // namespace

std::vector<CImportSite> plan_c_imports(TSNode root, std::string_view src) {
  Symbols s = symbols_of(root, src);
  std::vector<CImportSite> out;
  std::set<std::string> done;
  for (const auto& [name, node] : s.declared)
    if (!s.defined.count(name) && !s.local.count(name) && done.insert(name).second) out.push_back({name, node});
  return out;
}

ImportResolution resolve_c_import(const ImportQuery& q) {
  ImportResolution r;
  const std::string& name = q.specifier;
  if (name.empty() || name.find_first_of("/.\\") != std::string::npos || q.root.empty()) return r;
  auto idx = index_of(q.root);
  auto it = idx->defs.find(name);
  if (it == idx->defs.end()) return r;
  std::error_code ec;
  fs::path dir = fs::path(q.importer).parent_path();
  std::string pick;
  for (const std::string& f : it->second) {
    if (idx->programs.count(f) || fs::equivalent(f, q.importer, ec)) continue;
    // the user gave the files (`run main.c util.c`): gcc links those only
    if (!q.files.empty() && !std::binary_search(q.files.begin(), q.files.end(), fs::weakly_canonical(f, ec).string())) continue;
    if (pick.empty() || (fs::path(f).parent_path() == dir && fs::path(pick).parent_path() != dir)) pick = f;
  }
  if (pick.empty()) return r;
  fs::path rel = fs::relative(pick, q.root, ec);
  r.modules.push_back({pick, ec ? pick : rel.generic_string(), {}});
  return r;
}

ProjectEntry c_project_entry(const std::string& dir) {
  auto idx = index_of(dir);
  if (idx->programs.size() == 1) return {*idx->programs.begin(), {}};
  std::vector<std::string> mains;
  for (const std::string& f : idx->programs)
    if (fs::path(f).filename() == "main.c") mains.push_back(f);
  if (mains.size() == 1) return {mains[0], {}};
  return {{}, "a .c file defining main() (one, or one main.c)"};
}

}  // namespace reddragon::c
