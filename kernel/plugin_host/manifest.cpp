// manifest.cpp - reading <plugin>.rdplugin.json.
#include <boost/json.hpp>
#include <fstream>
#include <sstream>

#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/plugin/plugin.h"

namespace json = boost::json;

namespace reddragon::kernel {

Expected<PluginManifest> read_manifest(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return make_error("cannot read plugin manifest", p.string());
  std::stringstream ss;
  ss << in.rdbuf();
  json::error_code ec;
  json::value v = json::parse(ss.str(), ec);
  if (ec) return make_error("plugin manifest is not valid JSON: " + ec.message(), p.string());
  if (!v.is_object()) return make_error("plugin manifest must be a JSON object", p.string());
  const auto& o = v.get_object();
  PluginManifest m;
  m.manifest_path = p;
  auto str = [&](const char* key, std::string& out, bool required) -> bool {
    auto* x = o.if_contains(key);
    if (!x) return !required;
    if (!x->is_string()) return false;
    out = std::string(x->get_string());
    return true;
  };
  std::string lib;
  if (!str("name", m.name, true) || m.name.empty()) return make_error("plugin manifest needs a string \"name\"", p.string());
  if (!str("kind", m.kind, true)) return make_error("plugin manifest needs a string \"kind\"", p.string());
  if (m.kind != "frontend" && m.kind != "pass" && m.kind != "resolver" && m.kind != "llm-client")
    return make_error("plugin manifest \"kind\" must be frontend, pass, resolver or llm-client, not '" + m.kind + "'",
                      p.string());
  if (!str("library", lib, true) || lib.empty()) return make_error("plugin manifest needs a string \"library\"", p.string());
  str("version", m.version, false);
  str("description", m.description, false);
  // Required: the host compares it with its own before it opens the library,
  // so a plugin built for another API never runs any of its code.
  {
    auto* a = o.if_contains("api_version");
    const auto want = std::to_string(RD_PLUGIN_API_VERSION);
    if (!a)
      return make_error("plugin manifest '" + m.name + "' has no \"api_version\" (add \"api_version\": " + want +
                            ", the SDK's RD_PLUGIN_API_VERSION)",
                        p.string());
    std::int64_t n = -1;
    if (a->is_int64()) n = a->get_int64();
    else if (a->is_uint64() && a->get_uint64() <= 0xffffffffu) n = static_cast<std::int64_t>(a->get_uint64());
    if (n < 0 || n > 0xffffffffLL)
      return make_error("plugin manifest '" + m.name + "': \"api_version\" must be a non-negative integer (this host speaks " +
                            want + ")",
                        p.string());
    m.api_version = static_cast<std::uint32_t>(n);
  }
  auto list = [&](const char* key, std::vector<std::string>& out) -> bool {
    auto* x = o.if_contains(key);
    if (!x) return true;
    if (!x->is_array()) return false;
    for (const auto& e : x->get_array()) {
      if (!e.is_string()) return false;
      out.emplace_back(e.get_string());
    }
    return true;
  };
  if (!list("languages", m.languages) || !list("extensions", m.extensions))
    return make_error("plugin manifest \"languages\"/\"extensions\" must be lists of strings", p.string());
  for (auto& e : m.extensions)
    if (!e.empty() && e[0] != '.') e = "." + e;
  if (auto* ps = o.if_contains("passes")) {
    if (!ps->is_array()) return make_error("plugin manifest \"passes\" must be a list", p.string());
    for (const auto& e : ps->get_array()) {
      if (!e.is_object() || !e.get_object().contains("name") || !e.get_object().at("name").is_string())
        return make_error("each entry of \"passes\" needs a \"name\"", p.string());
      PassManifestEntry pe;
      pe.name = std::string(e.get_object().at("name").get_string());
      if (auto* d = e.get_object().if_contains("description"); d && d->is_string()) pe.description = std::string(d->get_string());
      m.passes.push_back(std::move(pe));
    }
  }
  std::filesystem::path lp(lib);
  m.library_path = lp.is_absolute() ? lp : p.parent_path() / lp;
  return m;
}

}  // namespace reddragon::kernel
