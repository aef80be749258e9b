// scan.cpp - `reddragon project DIR`: every source lowered once (through
// the module cache, on project.workers threads), its imports resolved
// through its frontend's hook (project.hpp).
//
// Threads: each worker lowers whole files. The frontends keep no mutable
// state between calls (each lower() makes its own lowerer and tree-sitter
// parser; the shared node-kind index is built under a mutex), and their
// resolve_import hooks only read the file system; PluginHost::frontend
// loads plugins, so every language's frontend is loaded here first.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <condition_variable>
#include <mutex>
#include <system_error>
#include <thread>

#include "project/import_sites.hpp"
#include "project/module_cache.hpp"
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/config.hpp"
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

ProjectModule scan_one(const fs::path& f, const fs::path& dir, const std::string& language, Frontend* fe,
                       ModuleCache& cache) {
  ProjectModule m;
  m.path = relative_to(f, dir);
  m.language = language;
  if (!fe) {
    m.error = "no frontend for " + language;
    return m;
  }
  auto sum = cache.summary(f, m.language);
  if (!sum) {
    m.error = sum.error().message;
    return m;
  }
  m.diagnostics = sum->diagnostics.size();
  for (const ImportSummary& s : sum->imports) {
    ProjectImport pi;
    pi.specifier = s.star ? s.specifier + (s.specifier.ends_with('.') ? "*" : ".*") : s.specifier;
    pi.line = s.line;
    ImportResolution r = fe->resolve_import(ImportQuery{f.string(), s.specifier, s.bound_name, dir.string()});
    pi.error = r.error;  // the language rejects it (Go's import cycles)
    for (const ImportedModule& im : r.error.empty() ? r.modules : std::vector<ImportedModule>{})
      pi.files.push_back(im.file.empty() ? "<namespace " + im.name + ">" : relative_to(im.file, dir));
    m.imports.push_back(std::move(pi));
  }
  return m;
}

}  // namespace

Expected<ProjectScan> scan_project(const fs::path& dir, PluginHost& host, const Config& cfg, const ScanProgress& progress) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return make_error("not a directory", dir.string());
  ProjectScan out;
  out.root = dir.string();
  std::vector<fs::path> files = discover_sources(dir, host, kMaxProjectFiles, &out.truncated);
  if (auto e = project_entry(dir, host, cfg))
    out.entry = relative_to(*e, dir);
  else
    out.entry_needs = e.error().message;
  // languages and frontends on this thread: loading a plugin is not thread-safe
  std::vector<std::string> langs(files.size());
  std::map<std::string, Frontend*> fes;
  for (std::size_t i = 0; i < files.size(); ++i) {
    langs[i] = host.language_for_path(files[i]);
    if (!fes.count(langs[i])) {
      auto fe = host.frontend(langs[i]);
      fes[langs[i]] = fe ? *fe : nullptr;
    }
  }
  ModuleCache cache(host, cfg);
  out.modules.resize(files.size());
  std::int64_t want = cfg.integer(ConfigKey::ProjectWorkers);
  if (want <= 0) want = std::max<std::int64_t>(1, std::thread::hardware_concurrency());
  const auto workers = static_cast<std::size_t>(std::clamp<std::int64_t>(want, 1, 256));
  out.workers = static_cast<std::uint32_t>(std::min(workers, std::max<std::size_t>(1, files.size())));
  std::atomic<std::size_t> next{0}, done{0};
  std::mutex mu;
  std::condition_variable cv;
  auto work = [&](bool reporting) {
    for (std::size_t i; (i = next.fetch_add(1)) < files.size();) {
      out.modules[i] = scan_one(files[i], dir, langs[i], fes.at(langs[i]), cache);
      const std::size_t d = done.fetch_add(1) + 1;
      if (d == files.size()) {
        std::lock_guard<std::mutex> lock(mu);
        cv.notify_all();
      }
      if (reporting) progress(d, files.size());
    }
  };
  // with a progress callback this thread reports while `workers` threads
  // lower; without, it is one of them
  std::vector<std::thread> pool;
  const bool report = progress && out.workers > 1;
  try {
    for (std::size_t k = report ? 0 : 1; k < out.workers; ++k) pool.emplace_back(work, false);
  } catch (const std::system_error&) {
    // no more threads to be had: those started and this one do the rest
  }
  out.workers = static_cast<std::uint32_t>(pool.size() + (report && !pool.empty() ? 0 : 1));
  if (report && !pool.empty()) {
    std::unique_lock<std::mutex> lock(mu);
    while (done.load() < files.size()) {
      cv.wait_for(lock, std::chrono::milliseconds(100), [&] { return done.load() >= files.size(); });
      progress(done.load(), files.size());
    }
  } else {
    work(static_cast<bool>(progress));
  }
  for (std::thread& t : pool) t.join();
  if (progress) progress(files.size(), files.size());
  out.cache = {cache.disk_enabled(), cache.dir().string(), cache.hits(), cache.misses()};
  return out;
}

}  // namespace reddragon::kernel
