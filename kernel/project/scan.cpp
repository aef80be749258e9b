// scan.cpp - `reddragon project DIR`: every source lowered once, its
// imports resolved through its frontend's hook (project.hpp).
#include "project/import_sites.hpp"
#include "project/module_cache.hpp"
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/kernel/project.hpp"

namespace reddragon::kernel {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxProjectFiles = 200000;

std::string relative_to(const fs::path& p, const fs::path& root) {
  std::error_code ec;
  fs::path r = fs::relative(p, root, ec);
  return ec || r.empty() ? p.string() : r.generic_string();
}

}  // namespace

Expected<ProjectScan> scan_project(const fs::path& dir, PluginHost& host, const Config& cfg) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return make_error("not a directory", dir.string());
  ProjectScan out;
  out.root = dir.string();
  std::vector<fs::path> files = discover_sources(dir, host, kMaxProjectFiles, &out.truncated);
  if (auto e = project_entry(dir, host, cfg))
    out.entry = relative_to(*e, dir);
  else
    out.entry_needs = e.error().message;
  ModuleCache cache(host, cfg);
  for (const fs::path& f : files) {
    ProjectModule m;
    m.path = relative_to(f, dir);
    m.language = host.language_for_path(f);
    auto lowered = cache.lower(f, m.language);
    cache.clear();  // one module at a time: a large tree stays small in memory
    if (!lowered) {
      m.error = lowered.error().message;
      out.modules.push_back(std::move(m));
      continue;
    }
    const ir::Module& mod = (*lowered)->module;
    m.diagnostics = (*lowered)->diagnostics.size();
    auto fe = host.frontend(m.language);
    for (const ImportSite& s : import_sites(mod)) {
      ProjectImport pi;
      pi.specifier = s.star ? s.specifier + (s.specifier.ends_with('.') ? "*" : ".*") : s.specifier;
      pi.line = mod.instructions[s.index].span.start_line;
      if (fe) {
        ImportResolution r = (*fe)->resolve_import(ImportQuery{f.string(), s.specifier, s.bound_name, dir.string()});
        pi.error = r.error;  // the language rejects it (Go's import cycles)
        for (const ImportedModule& im : r.error.empty() ? r.modules : std::vector<ImportedModule>{})
          pi.files.push_back(im.file.empty() ? "<namespace " + im.name + ">" : relative_to(im.file, dir));
      }
      m.imports.push_back(std::move(pi));
    }
    out.modules.push_back(std::move(m));
  }
  return out;
}

}  // namespace reddragon::kernel
