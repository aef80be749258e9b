// python_imports.cpp - see python_imports.hpp. Mirrors CPython's path
// finder for one sys.path entry: a directory with __init__.py is a regular
// package (it wins over a module of the same name), `name.py` a module, a
// directory without __init__.py a namespace package.
#include "python_imports.hpp"

#include <filesystem>

namespace reddragon::python {

namespace fs = std::filesystem;

namespace {

std::vector<std::string> split_dots(std::string_view s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t k = 0; k <= s.size(); ++k)
    if (k == s.size() || s[k] == '.') {
      out.emplace_back(s.substr(start, k - start));
      start = k + 1;
    }
  return out;
}

/// The dotted name of directory `d` below `root` ("" for the root itself).
std::string package_name(const fs::path& d, const fs::path& root) {
  std::error_code ec;
  fs::path r = fs::relative(d, root, ec);
  if (ec || r.empty() || r == ".") return "";
  std::string out;
  for (const auto& part : r) {
    if (part == "..") return "";
    out += (out.empty() ? "" : ".") + part.string();
  }
  return out;
}

bool is_file(const fs::path& p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);
}
bool is_dir(const fs::path& p) {
  std::error_code ec;
  return fs::is_directory(p, ec);
}

}  // namespace

ImportResolution resolve_import(const ImportQuery& q) {
  ImportResolution out;
  std::string_view spec = q.specifier;
  std::size_t dots = 0;
  while (dots < spec.size() && spec[dots] == '.') ++dots;
  std::string_view rest = spec.substr(dots);
  std::vector<std::string> parts = rest.empty() ? std::vector<std::string>{} : split_dots(rest);  // `from . import *`
  for (const std::string& p : parts)
    if (p.empty() || p == "*") return out;
  const fs::path root = q.root.empty() ? fs::path(q.importer).parent_path() : fs::path(q.root);
  fs::path base = root;
  std::string name;
  if (dots > 0) {
    base = fs::path(q.importer).parent_path();
    for (std::size_t k = 1; k < dots; ++k) base = base.parent_path();
    name = package_name(base, root);
    // `from . import x` initialises the package itself first
    if (is_file(base / "__init__.py")) out.modules.push_back({(base / "__init__.py").string(), name, ""});
  }
  fs::path cur = base;
  std::size_t k = 0;
  for (; k < parts.size(); ++k) {
    const std::string& p = parts[k];
    std::string dotted = name.empty() ? p : name + "." + p;
    if (is_file(cur / p / "__init__.py")) {
      out.modules.push_back({(cur / p / "__init__.py").string(), dotted, p});
    } else if (is_file(cur / (p + ".py"))) {
      out.modules.push_back({(cur / (p + ".py")).string(), dotted, p});
      name = dotted;
      ++k;
      break;  // a module: the rest are its attributes
    } else if (is_dir(cur / p) && k + 1 < parts.size()) {
      out.modules.push_back({"", dotted, p});  // namespace package
    } else {
      break;
    }
    name = dotted;
    cur = cur / p;
  }
  if (out.modules.empty() || (dots == 0 && k == 0)) return {};
  if (parts.empty()) return out;
  out.fields.assign(parts.begin() + static_cast<std::ptrdiff_t>(k), parts.end());
  // `import a.b` binds `a` (its value is the top package, with a.b set on it)
  if (dots == 0 && parts.size() > 1 && q.bound_name == parts[0] && q.bound_name != parts.back() && out.fields.empty())
    out.value_index = 0;
  else
    out.value_index = out.modules.size() - 1;
  return out;
}

ModuleConvention module_convention() {
  ModuleConvention c;
  c.name_var = "__name__";
  return c;
}

ProjectEntry project_entry(const std::string& dir) {
  for (const char* f : {"__main__.py", "main.py"})
    if (is_file(fs::path(dir) / f)) return {(fs::path(dir) / f).string(), ""};
  return {"", "__main__.py or main.py"};
}

}  // namespace reddragon::python
