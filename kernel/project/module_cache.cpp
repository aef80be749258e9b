// module_cache.cpp - see module_cache.hpp.
#include "project/module_cache.hpp"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "llm/cache_file.hpp"
#include "llm/sha256.hpp"
#include "project/import_sites.hpp"
#include "project/lru_prune.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/pipeline.hpp"
#include "reddragon/kernel/plugin_host.hpp"

namespace reddragon::kernel {

namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

// Changes whenever the entry's layout or what the key covers does.
constexpr const char* kFormat = "reddragon-module-cache-2";
// An entry larger than this is not read back (a lowered module of a file
// within input.max_file_bytes stays far below it).
constexpr std::uintmax_t kMaxEntryBytes = std::uintmax_t{1} << 31;

json::array diagnostics_json(const std::vector<Diagnostic>& ds) {
  json::array a;
  for (const Diagnostic& d : ds)
    a.push_back(json::array{static_cast<int>(d.severity), d.message, d.span.start_line, d.span.start_col,
                            d.span.end_line, d.span.end_col});
  return a;
}

bool diagnostics_from(const json::value* v, std::vector<Diagnostic>& out) {
  if (!v || !v->is_array()) return false;
  for (const json::value& e : v->get_array()) {
    const json::array* a = e.if_array();
    if (!a || a->size() != 6 || !(*a)[0].is_int64() || !(*a)[1].is_string()) return false;
    for (std::size_t k = 2; k < 6; ++k)
      if (!(*a)[k].is_int64() && !(*a)[k].is_uint64()) return false;
    Diagnostic d;
    d.severity = static_cast<Severity>(std::clamp<std::int64_t>((*a)[0].get_int64(), 0, 2));
    d.message = std::string((*a)[1].get_string());
    auto u = [&](std::size_t k) { return static_cast<std::uint32_t>((*a)[k].to_number<std::uint64_t>()); };
    d.span = {u(2), u(3), u(4), u(5)};
    out.push_back(std::move(d));
  }
  return true;
}

/// SHA-256 of a file's bytes, "" when it cannot be read (or is too large).
std::string file_sha256(const std::string& path, std::uint64_t max_bytes) {
  std::error_code ec;
  auto size = fs::file_size(path, ec);
  if (ec || size > max_bytes) return "";
  std::ifstream in(path, std::ios::binary);
  std::string bytes(static_cast<std::size_t>(size), '\0');
  in.read(bytes.data(), static_cast<std::streamsize>(size));
  if (!in && !in.eof()) return "";
  bytes.resize(static_cast<std::size_t>(in.gcount()));
  return sha256_hex(bytes);
}

std::vector<ImportSummary> summarise_imports(const ir::Module& m) {
  std::vector<ImportSummary> out;
  for (const ImportSite& s : import_sites(m))
    out.push_back({s.specifier, s.bound_name, m.instructions[s.index].span.start_line, s.star});
  return out;
}

}  // namespace

struct ModuleCache::Entry {
  std::shared_ptr<const CachedModule> module;  ///< null when only the summary was wanted
  ModuleSummary summary;
};

ModuleCache::ModuleCache(PluginHost& host, const Config& cfg, const LlmBoundary* llm)
    : host_(host), cfg_(cfg), llm_(llm) {
  // The LLM repair boundary's output is the model's (cached by the LLM cache).
  disk_ = cfg.str(ConfigKey::ProjectCache) != "off" && !(llm && llm->repair);
  std::string d = cfg.str(ConfigKey::ProjectCacheDir);
  dir_ = d.empty() ? default_cache_dir("modules") : fs::path(d);
}

ModuleCache::~ModuleCache() {
  if (written_.load() > 0) prune();
}

void ModuleCache::prune() const {
  prune_least_recently_used(dir_, ".rdmod", cfg_.integer(ConfigKey::ProjectCacheMaxMb), "module cache");
}

void ModuleCache::clear() {
  std::lock_guard<std::mutex> lock(mu_);
  by_key_.clear();
}

Expected<std::string> ModuleCache::key_of(const std::string& path, const std::string& bytes, const std::string& language) {
  std::string plugin;
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (auto it = plugin_id_.find(language); it != plugin_id_.end()) plugin = it->second;
  }
  if (plugin.empty()) {
    // The frontend's identity: its plugin's name and version, and its
    // library's size and time (a rebuilt plugin lowers afresh).
    for (const PluginManifest& m : host_.manifests()) {
      if (m.kind != "frontend" || std::find(m.languages.begin(), m.languages.end(), language) == m.languages.end())
        continue;
      std::error_code ec;
      auto size = fs::file_size(m.library_path, ec);
      auto time = fs::last_write_time(m.library_path, ec).time_since_epoch().count();
      plugin = json::serialize(json::array{m.name, m.version, m.library_path.string(), ec ? 0 : size, ec ? 0 : time});
      break;
    }
    if (plugin.empty()) return make_error("no frontend plugin for language '" + language + "'", path);
    std::lock_guard<std::mutex> lock(mu_);
    plugin_id_.emplace(language, plugin);
  }
  json::array k{kFormat, language, plugin, cfg_.integer(ConfigKey::MaxDepth), path, sha256_hex(bytes)};
  return sha256_hex(json::serialize(k));
}

Expected<ModuleCache::Entry> ModuleCache::load(const fs::path& file, const std::string& language, bool want_module) {
  auto max_bytes = static_cast<std::uint64_t>(std::max<std::int64_t>(0, cfg_.integer(ConfigKey::MaxFileBytes)));
  auto src = read_source(file, max_bytes);
  if (!src) return src.error();
  auto key = key_of(src->path, src->bytes, language);
  if (!key) return key.error();
  if (want_module) {
    std::lock_guard<std::mutex> lock(mu_);
    if (auto it = by_key_.find(*key); it != by_key_.end()) return Entry{it->second, {}};
  }
  const fs::path entry_file = dir_ / key->substr(0, 2) / (*key + ".rdmod");
  std::error_code ec;
  if (disk_ && fs::file_size(entry_file, ec) <= kMaxEntryBytes && !ec) {
    std::ifstream in(entry_file, std::ios::binary);
    std::string header;
    std::getline(in, header);
    json::error_code jec;
    json::value h = json::parse(header, jec);
    const json::object* o = jec ? nullptr : h.if_object();
    const json::value* k = o ? o->if_contains("key") : nullptr;
    const json::value* regs = o ? o->if_contains("registers") : nullptr;
    const json::value* imps = o ? o->if_contains("imports") : nullptr;
    const json::value* inputs = o ? o->if_contains("inputs") : nullptr;
    Entry e;
    bool ok = k && k->is_string() && k->get_string() == *key && regs && regs->is_int64() && imps && imps->is_array() &&
              inputs && inputs->is_array() && diagnostics_from(o->if_contains("diagnostics"), e.summary.diagnostics);
    // the other files the lowering read (C headers) must be as they were
    bool stale = false;
    if (ok)
      for (const json::value& iv : inputs->get_array()) {
        const json::array* a = iv.if_array();
        if (!a || a->size() != 2 || !(*a)[0].is_string() || !(*a)[1].is_string()) {
          ok = false;
          break;
        }
        if (file_sha256(std::string((*a)[0].get_string()), max_bytes) != (*a)[1].get_string()) {
          stale = true;
          break;
        }
      }
    ok = ok && !stale;
    if (ok)
      for (const json::value& iv : imps->get_array()) {
        const json::array* a = iv.if_array();
        if (!a || a->size() != 4 || !(*a)[0].is_string() || !(*a)[1].is_string() || !(*a)[2].is_int64() || !(*a)[3].is_bool()) {
          ok = false;
          break;
        }
        e.summary.imports.push_back({std::string((*a)[0].get_string()), std::string((*a)[1].get_string()),
                                     static_cast<std::uint32_t>((*a)[2].get_int64()), (*a)[3].get_bool()});
      }
    if (ok && want_module) {
      std::stringstream rest;
      rest << in.rdbuf();
      auto m = parse_module(rest.str(), entry_file.string());
      if (m) {
        auto cm = std::make_shared<CachedModule>();
        cm->module = std::move(*m);
        cm->module.source_path = src->path;
        cm->module.num_registers = std::max(cm->module.num_registers, static_cast<std::uint32_t>(regs->get_int64()));
        cm->diagnostics = e.summary.diagnostics;
        e.module = cm;
        std::lock_guard<std::mutex> lock(mu_);
        by_key_.emplace(*key, cm);
      } else {
        ok = false;
      }
    }
    if (ok) {
      hits_.fetch_add(1);
      fs::last_write_time(entry_file, fs::file_time_type::clock::now(), ec);  // last use, for pruning
      return e;
    }
    if (!stale) spdlog::warn("module cache: unreadable entry {} (lowered again)", entry_file.string());
  }
  misses_.fetch_add(1);
  const std::string path = src->path;
  auto lowered = lower_source(std::move(*src), language, host_, cfg_, llm_);
  if (!lowered) return lowered.error();
  auto cm = std::make_shared<CachedModule>();
  cm->module = std::move(lowered->module);
  cm->diagnostics = std::move(lowered->diagnostics);
  Entry e{cm, {cm->diagnostics, summarise_imports(cm->module)}};
  if (disk_) {
    json::array imps, inputs;
    for (const ImportSummary& s : e.summary.imports) imps.push_back(json::array{s.specifier, s.bound_name, s.line, s.star});
    for (const std::string& f : lowered->inputs) inputs.push_back(json::array{f, file_sha256(f, max_bytes)});
    json::object h{{"format", kFormat},
                   {"key", *key},
                   {"path", path},
                   {"registers", cm->module.num_registers},
                   {"diagnostics", diagnostics_json(cm->diagnostics)},
                   {"imports", std::move(imps)},
                   {"inputs", std::move(inputs)}};
    std::string text = json::serialize(h);
    text.push_back('\n');
    text += print_module(cm->module);
    // an unwritable cache directory is said once, then the run goes on without storing
    if (!write_failed_.load()) {
      if (std::string why = write_file_atomically(entry_file, text); !why.empty()) {
        if (!write_failed_.exchange(true)) spdlog::warn("module cache: {}; this run stores no more entries", why);
      } else {
        written_.fetch_add(1);
      }
    }
  }
  if (want_module) {
    std::lock_guard<std::mutex> lock(mu_);
    by_key_.emplace(*key, cm);
  } else {
    e.module = nullptr;
  }
  return e;
}

Expected<std::shared_ptr<const CachedModule>> ModuleCache::lower(const fs::path& file, const std::string& language) {
  auto e = load(file, language, true);
  if (!e) return e.error();
  return e->module;
}

Expected<ModuleSummary> ModuleCache::summary(const fs::path& file, const std::string& language) {
  auto e = load(file, language, false);
  if (!e) return e.error();
  return std::move(e->summary);
}

}  // namespace reddragon::kernel
