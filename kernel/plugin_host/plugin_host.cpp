// plugin_host.cpp - discovery by manifest, lazy loading with Boost.DLL.
#include <dlfcn.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/dll/shared_library.hpp>
#include <cstdlib>
#include <cstring>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/llm_client.hpp"
#include "reddragon/pass.hpp"
#include "reddragon/plugin/plugin.h"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/resolver.hpp"
#include "reddragon/vm/runtime.hpp"

namespace fs = std::filesystem;

namespace reddragon::kernel {

namespace {
/// Collects what one plugin registers; committed to the host only if the
/// whole registration succeeds.
class CollectingRegistrar final : public Registrar {
 public:
  void add_frontend(std::unique_ptr<Frontend> f) override { if (f) frontends.push_back(std::move(f)); }
  void add_pass(std::unique_ptr<Pass> p) override { if (p) passes.push_back(std::move(p)); }
  void add_resolver(std::unique_ptr<Resolver> r) override { if (r) resolvers.push_back(std::move(r)); }
  void add_llm_client(std::unique_ptr<LlmClient> c) override { if (c) llm_clients.push_back(std::move(c)); }
  void add_runtime(const vm::LanguageRuntime& rt) override { runtimes.push_back(&rt); }
  std::vector<const vm::LanguageRuntime*> runtimes;
  std::vector<std::unique_ptr<Frontend>> frontends;
  std::vector<std::unique_ptr<Pass>> passes;
  std::vector<std::unique_ptr<Resolver>> resolvers;
  std::vector<std::unique_ptr<LlmClient>> llm_clients;
};
}  // namespace

struct PluginHost::Impl {
  // Libraries first: members are destroyed in reverse order, so every
  // plugin object is destroyed while its library is still mapped.
  std::vector<boost::dll::shared_library> libs;
  std::vector<std::string> loaded;
  std::vector<std::unique_ptr<Frontend>> frontends;
  std::vector<std::unique_ptr<Pass>> passes;
  std::vector<std::unique_ptr<Resolver>> resolvers;
  std::vector<std::unique_ptr<LlmClient>> llm_clients;
  std::vector<const vm::LanguageRuntime*> runtimes;  ///< static data of the loaded libraries
};

PluginHost::PluginHost(std::vector<fs::path> search_dirs) : dirs_(std::move(search_dirs)), impl_(std::make_unique<Impl>()) {
  for (const fs::path& dir : dirs_) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;
    std::vector<fs::path> files;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      const std::string name = it->path().filename().string();
      if (name.size() > 14 && name.ends_with(".rdplugin.json")) files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());
    for (const fs::path& f : files) {
      auto m = read_manifest(f);
      if (!m) {
        discovery_errors_.push_back(m.error());
        continue;
      }
      bool dup = std::any_of(manifests_.begin(), manifests_.end(), [&](const PluginManifest& x) { return x.name == m->name; });
      if (dup) {
        spdlog::debug("plugin '{}' at {} shadowed by an earlier directory", m->name, f.string());
        continue;
      }
      manifests_.push_back(std::move(*m));
    }
  }
}

PluginHost::~PluginHost() = default;

std::vector<fs::path> PluginHost::default_search_path(const Config& cfg) {
  std::vector<fs::path> dirs;
  for (const auto& d : cfg.list(ConfigKey::PluginPaths)) dirs.emplace_back(d);
  if (const char* env = std::getenv("REDDRAGON_PLUGIN_PATH"); env && *env) {
    std::string_view s(env);
    std::size_t start = 0;
    while (start <= s.size()) {
      std::size_t colon = s.find(':', start);
      std::string_view part = s.substr(start, colon == std::string_view::npos ? std::string_view::npos : colon - start);
      if (!part.empty()) dirs.emplace_back(std::string(part));
      if (colon == std::string_view::npos) break;
      start = colon + 1;
    }
  }
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) dirs.push_back(exe.parent_path().parent_path() / RD_INSTALL_PLUGIN_SUBDIR);
  dirs.emplace_back(RD_BUILD_PLUGIN_DIR);
  // de-duplicate, keeping the first occurrence
  std::vector<fs::path> out;
  for (auto& d : dirs) {
    fs::path norm = d.lexically_normal();
    if (std::find(out.begin(), out.end(), norm) == out.end()) out.push_back(norm);
  }
  return out;
}

std::string PluginHost::language_for_path(const fs::path& p) const {
  std::string name = p.filename().string();
  std::string best;
  std::size_t best_len = 0;
  for (const auto& m : manifests_) {
    if (m.kind != "frontend" || m.languages.empty()) continue;
    for (const auto& ext : m.extensions)
      if (name.size() > ext.size() && name.ends_with(ext) && ext.size() > best_len) {
        best = m.languages.front();
        best_len = ext.size();
      }
  }
  return best;
}

std::size_t PluginHost::loaded_count() const { return impl_->libs.size(); }

Status PluginHost::load(const PluginManifest& m) {
  if (std::find(impl_->loaded.begin(), impl_->loaded.end(), m.name) != impl_->loaded.end()) return Status::ok();
  const std::string where = m.manifest_path.string();
  // Checked on the manifest before dlopen: a plugin built for another API
  // must not run anything, not even its static constructors. The entry
  // symbol's descriptor is checked again after loading.
  if (m.api_version != RD_PLUGIN_API_VERSION)
    return make_error("plugin '" + m.name + "': its manifest says plugin API " + std::to_string(m.api_version) +
                          ", this host speaks " + std::to_string(RD_PLUGIN_API_VERSION) +
                          "; not loaded (rebuild it against this SDK)",
                      where);
  std::error_code fec;
  if (!fs::exists(m.library_path, fec))
    return make_error("plugin library not found: " + m.library_path.string(), where);

  boost::dll::shared_library lib;
  boost::dll::fs::error_code ec;
  lib.load(m.library_path, ec, boost::dll::load_mode::rtld_now | boost::dll::load_mode::rtld_local);
  if (ec || !lib.is_loaded()) {
    std::string detail = ec.message();
    if (void* h = ::dlopen(m.library_path.c_str(), RTLD_NOW | RTLD_LOCAL)) {
      ::dlclose(h);
    } else if (const char* d = ::dlerror()) {
      detail = d;
    }
    return make_error("cannot open plugin library " + m.library_path.string() + ": " + detail, where);
  }
  if (!lib.has(RD_PLUGIN_ENTRY_SYMBOL))
    return make_error("plugin library " + m.library_path.string() + " has no entry symbol '" RD_PLUGIN_ENTRY_SYMBOL
                      "' (define it with REDDRAGON_PLUGIN)",
                      where);
  auto entry = lib.get<const rd_plugin_info*()>(RD_PLUGIN_ENTRY_SYMBOL);
  const rd_plugin_info* info = entry();
  if (info == nullptr) return make_error("plugin '" + m.name + "': entry point returned no descriptor", where);
  // The API version is the first field: read it before anything else.
  if (info->api_version != RD_PLUGIN_API_VERSION)
    return make_error("plugin '" + m.name + "' was built for plugin API " + std::to_string(info->api_version) +
                          ", this host speaks " + std::to_string(RD_PLUGIN_API_VERSION) + "; rebuild it against this SDK",
                      where);
  if (info->abi_tag == nullptr || std::strcmp(info->abi_tag, RD_ABI_TAG) != 0)
    return make_error("plugin '" + m.name + "' was built with C++ ABI '" + (info->abi_tag ? info->abi_tag : "?") +
                          "', this host uses '" RD_ABI_TAG "'",
                      where);
  if (info->name == nullptr || m.name != info->name)
    return make_error("plugin library says its name is '" + std::string(info->name ? info->name : "") +
                          "' but the manifest says '" + m.name + "'",
                      where);
  if (info->register_plugin == nullptr) return make_error("plugin '" + m.name + "' has no registration callback", where);

  CollectingRegistrar reg;
  char msg[1024] = {0};
  int rc = info->register_plugin(reinterpret_cast<rd_registrar*>(static_cast<Registrar*>(&reg)), msg, sizeof msg);
  if (rc != 0) {
    // Objects it did register are destroyed while the library is mapped.
    reg = CollectingRegistrar{};
    return make_error("plugin '" + m.name + "' failed to register: " + std::string(msg[0] ? msg : "no reason given"), where);
  }
  for (auto& p : reg.passes)
    for (auto& q : impl_->passes)
      if (q->name() == p->name()) {
        std::string n(p->name());
        reg = CollectingRegistrar{};
        return make_error("plugin '" + m.name + "' registers pass '" + n + "', which is already registered", where);
      }
  spdlog::debug("loaded plugin '{}' {} from {}", m.name, info->version ? info->version : "", m.library_path.string());
  impl_->libs.push_back(std::move(lib));
  impl_->loaded.push_back(m.name);
  for (auto& x : reg.frontends) impl_->frontends.push_back(std::move(x));
  for (auto& x : reg.passes) impl_->passes.push_back(std::move(x));
  for (auto& x : reg.resolvers) impl_->resolvers.push_back(std::move(x));
  for (auto& x : reg.llm_clients) impl_->llm_clients.push_back(std::move(x));
  for (auto* x : reg.runtimes)
    if (x && x->language) impl_->runtimes.push_back(x);
  return Status::ok();
}

namespace {
template <class T, class Pred>
T* find_obj(std::vector<std::unique_ptr<T>>& v, Pred pred) {
  for (auto& x : v)
    if (pred(*x)) return x.get();
  return nullptr;
}
}  // namespace

Expected<Frontend*> PluginHost::frontend(std::string_view language) {
  auto match = [&](const Frontend& f) { return f.language() == language; };
  if (Frontend* f = find_obj(impl_->frontends, match)) return f;
  for (const auto& m : manifests_) {
    if (m.kind != "frontend" || std::find(m.languages.begin(), m.languages.end(), language) == m.languages.end()) continue;
    if (Status s = load(m); !s) return s.error();
    if (Frontend* f = find_obj(impl_->frontends, match)) return f;
    return make_error("plugin '" + m.name + "' claims language '" + std::string(language) + "' but registered no frontend for it",
                      m.manifest_path.string());
  }
  std::string known;
  for (const auto& m : manifests_)
    if (m.kind == "frontend")
      for (const auto& l : m.languages) known += (known.empty() ? "" : ", ") + l;
  return make_error("no frontend plugin for language '" + std::string(language) + "' (available: " +
                    (known.empty() ? "none found; check the plugin path" : known) + ")");
}

Expected<const vm::LanguageRuntime*> PluginHost::runtime(std::string_view language) {
  auto find = [&]() -> const vm::LanguageRuntime* {
    for (const auto* r : impl_->runtimes)
      if (language == r->language) return r;
    return nullptr;
  };
  if (language.empty()) return nullptr;  // plain IR: the IR's semantics
  if (const auto* r = find()) return r;
  // The plugin that holds the language's frontend holds its runtime too.
  for (const auto& m : manifests_) {
    if (m.kind != "frontend" || std::find(m.languages.begin(), m.languages.end(), language) == m.languages.end()) continue;
    if (Status s = load(m); !s) return s.error();
    return find();  // null: the language runs on the IR's semantics
  }
  return nullptr;
}

Expected<Pass*> PluginHost::pass(std::string_view name) {
  auto match = [&](const Pass& p) { return p.name() == name; };
  if (Pass* p = find_obj(impl_->passes, match)) return p;
  for (const auto& m : manifests_) {
    if (m.kind != "pass") continue;
    bool listed = std::any_of(m.passes.begin(), m.passes.end(), [&](const PassManifestEntry& e) { return e.name == name; });
    if (!listed) continue;
    if (Status s = load(m); !s) return s.error();
    if (Pass* p = find_obj(impl_->passes, match)) return p;
    return make_error("plugin '" + m.name + "' lists pass '" + std::string(name) + "' but did not register it",
                      m.manifest_path.string());
  }
  return make_error("no pass named '" + std::string(name) + "' (see `reddragon passes`)");
}

Expected<Resolver*> PluginHost::resolver(std::string_view name) {
  auto match = [&](const Resolver& r) { return r.name() == name; };
  if (Resolver* r = find_obj(impl_->resolvers, match)) return r;
  for (const auto& m : manifests_) {
    if (m.kind != "resolver" || m.name != name) continue;
    if (Status s = load(m); !s) return s.error();
    if (Resolver* r = find_obj(impl_->resolvers, match)) return r;
  }
  return make_error("no resolver plugin named '" + std::string(name) + "'");
}

Expected<LlmClient*> PluginHost::llm_client(std::string_view name) {
  auto match = [&](const LlmClient& c) { return c.name() == name; };
  if (LlmClient* c = find_obj(impl_->llm_clients, match)) return c;
  for (const auto& m : manifests_) {
    if (m.kind != "llm-client" || m.name != name) continue;
    if (Status s = load(m); !s) return s.error();
    if (LlmClient* c = find_obj(impl_->llm_clients, match)) return c;
  }
  return make_error("no LLM client plugin named '" + std::string(name) + "'");
}

}  // namespace reddragon::kernel
