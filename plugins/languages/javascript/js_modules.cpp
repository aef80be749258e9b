// js_modules.cpp - see js_modules.hpp. Follows Node's CommonJS resolution
// (LOAD_AS_FILE, LOAD_AS_DIRECTORY, LOAD_NODE_MODULES) with TypeScript's
// extensions added; package.json and tsconfig.json are read only for the
// few string fields used ("main", "baseUrl", "paths").
#include "reddragon/frontend_js/js_modules.hpp"

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

namespace reddragon::frontend_js {

namespace fs = std::filesystem;

namespace {

constexpr std::uintmax_t kMaxConfigBytes = 1 << 20;

bool is_file(const fs::path& p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);
}

std::string read_small(const fs::path& p) {
  std::error_code ec;
  if (!is_file(p) || fs::file_size(p, ec) > kMaxConfigBytes) return "";
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// The JSON string starting at s[i] (a '"'), unescaped simply; i moves past it.
std::optional<std::string> json_string(std::string_view s, std::size_t& i) {
  if (i >= s.size() || s[i] != '"') return std::nullopt;
  std::string out;
  for (++i; i < s.size() && s[i] != '"'; ++i) {
    if (s[i] == '\\' && i + 1 < s.size()) ++i;
    out.push_back(s[i]);
  }
  if (i >= s.size()) return std::nullopt;
  ++i;
  return out;
}

void skip_ws(std::string_view s, std::size_t& i) {
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == ':' || s[i] == ','))
    ++i;
}

/// Where `"key":` is in s (the value's first character), or npos.
std::size_t key_value(std::string_view s, std::string_view key) {
  std::string q = "\"" + std::string(key) + "\"";
  for (std::size_t at = s.find(q); at != std::string_view::npos; at = s.find(q, at + 1)) {
    std::size_t i = at + q.size();
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) ++i;
    if (i < s.size() && s[i] == ':') {
      ++i;
      skip_ws(s, i);
      return i;
    }
  }
  return std::string_view::npos;
}

std::string string_field(std::string_view json, std::string_view key) {
  std::size_t i = key_value(json, key);
  if (i == std::string_view::npos) return "";
  return json_string(json, i).value_or("");
}

std::vector<std::string> extensions(bool ts) {
  if (ts) return {".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs"};
  return {".js", ".mjs", ".cjs", ".ts"};
}

std::optional<fs::path> load_as_file(const fs::path& p, bool ts) {
  if (is_file(p)) return p;
  for (const std::string& e : extensions(ts))
    if (is_file(p.string() + e)) return fs::path(p.string() + e);
  // TypeScript: `./x.js` names x.ts (the file it compiles to)
  if (ts && p.extension() == ".js") {
    fs::path t = p;
    t.replace_extension(".ts");
    if (is_file(t)) return t;
  }
  return std::nullopt;
}

std::optional<fs::path> load_as_directory(const fs::path& d, bool ts, int depth = 0) {
  std::error_code ec;
  if (!fs::is_directory(d, ec)) return std::nullopt;
  std::string main = string_field(read_small(d / "package.json"), "main");
  if (!main.empty() && depth < 4) {
    if (auto f = load_as_file(d / main, ts)) return f;
    if (auto f = load_as_directory(d / main, ts, depth + 1)) return f;
  }
  return load_as_file(d / "index", ts);
}

std::optional<fs::path> load(const fs::path& p, bool ts) {
  if (auto f = load_as_file(p, ts)) return f;
  return load_as_directory(p, ts);
}

/// tsconfig.json `paths` ("@lib/*": ["src/lib/*"]) relative to baseUrl.
std::optional<fs::path> load_ts_paths(const std::string& spec, const fs::path& root) {
  std::string cfg = read_small(root / "tsconfig.json");
  std::size_t i = key_value(cfg, "paths");
  if (cfg.empty() || i == std::string::npos || cfg[i] != '{') return std::nullopt;
  fs::path base = root / string_field(cfg, "baseUrl");
  ++i;
  for (int n = 0; n < 1000; ++n) {
    skip_ws(cfg, i);
    auto key = json_string(cfg, i);
    if (!key) return std::nullopt;
    skip_ws(cfg, i);
    if (i >= cfg.size() || cfg[i] != '[') return std::nullopt;
    ++i;
    std::vector<std::string> targets;
    for (skip_ws(cfg, i); i < cfg.size() && cfg[i] == '"'; skip_ws(cfg, i))
      if (auto t = json_string(cfg, i)) targets.push_back(*t);
    if (i < cfg.size() && cfg[i] == ']') ++i;
    std::string k = *key;
    auto star = k.find('*');
    std::string rest;
    bool hit = star == std::string::npos
                   ? spec == k
                   : spec.size() >= k.size() - 1 && spec.compare(0, star, k, 0, star) == 0 &&
                         spec.compare(spec.size() - (k.size() - star - 1), std::string::npos, k, star + 1) == 0;
    if (hit && star != std::string::npos) rest = spec.substr(star, spec.size() - (k.size() - 1));
    if (hit)
      for (std::string t : targets) {
        if (auto s = t.find('*'); s != std::string::npos) t.replace(s, 1, rest);
        if (auto f = load(base / t, true)) return f;
      }
    skip_ws(cfg, i);
    if (i >= cfg.size() || cfg[i] == '}') return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

ImportResolution resolve_import(const ImportQuery& q, bool typescript) {
  ImportResolution out;
  const std::string& spec = q.specifier;
  if (spec.empty() || spec.starts_with("node:")) return out;
  fs::path from = fs::path(q.importer).parent_path();
  std::optional<fs::path> f;
  if (spec.starts_with("./") || spec.starts_with("../") || spec == "." || spec == "..") {
    f = load(from / spec, typescript);
  } else if (spec.starts_with("/")) {
    f = load(fs::path(spec), typescript);
  } else {
    if (typescript) f = load_ts_paths(spec, q.root);
    // node_modules of the importer's directory and each parent up to the root
    std::error_code ec;
    const fs::path root = fs::weakly_canonical(q.root.empty() ? from : fs::path(q.root), ec);
    for (fs::path d = fs::weakly_canonical(from, ec); !f && !ec && !d.empty(); d = d.parent_path()) {
      f = load(d / "node_modules" / spec, typescript);
      if (d == root || d == d.parent_path()) break;
    }
  }
  if (!f) return out;
  std::error_code ec;
  std::string file = fs::weakly_canonical(*f, ec).string();
  if (ec) file = f->string();
  out.modules.push_back({file, file, ""});
  return out;
}

ModuleConvention module_convention() {
  ModuleConvention c;
  c.exports_var = "exports";
  c.module_var = "module";
  c.renames = {{"__default_export", "default"}};
  c.links_with = {"javascript", "typescript"};  // one runtime: TypeScript runs as JavaScript
  return c;
}

ProjectEntry project_entry(const std::string& dir, bool typescript) {
  if (auto f = load_as_directory(fs::path(dir), typescript)) return {f->string(), ""};
  return {"", typescript ? "package.json \"main\" or index.ts" : "package.json \"main\" or index.js"};
}

}  // namespace reddragon::frontend_js
