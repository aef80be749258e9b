// pipeline.cpp - file -> IR through the right frontend.
#include <spdlog/spdlog.h>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/ir_json.hpp"
#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/pipeline.hpp"
#include "reddragon/kernel/plugin_host.hpp"

namespace reddragon::kernel {

static std::string builtin_language_for(const std::filesystem::path& p) {
  const std::string n = p.filename().string();
  if (n.ends_with(".ir.json") || n.ends_with(".irjson")) return kIrJsonLanguage;
  if (n.ends_with(".ir")) return kIrTextLanguage;
  return "";
}

std::string llm_language(const std::filesystem::path& path, const std::string& language, const PluginHost& host,
                         const Config& cfg) {
  if (language.starts_with("llm:")) return language.substr(4);
  if (!language.empty() || !builtin_language_for(path).empty() || !host.language_for_path(path).empty()) return "";
  const std::string name = path.filename().string();
  for (const auto& entry : cfg.list(ConfigKey::LlmFrontendExtensions)) {
    auto eq = entry.find('=');
    std::string ext = entry.substr(0, eq);
    if (ext.empty() || name.size() <= ext.size() || !name.ends_with(ext)) continue;
    if (eq != std::string::npos && eq + 1 < entry.size()) return entry.substr(eq + 1);
    return ext[0] == '.' ? ext.substr(1) : ext;
  }
  return "";
}

Expected<Lowered> lower_file(const std::filesystem::path& path, const std::string& language, PluginHost& host,
                             const Config& cfg, const LlmBoundary* llm) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return make_error("no such file", path.string());
  if (std::filesystem::is_directory(path, ec)) return make_error("is a directory, not a source file", path.string());
  std::string lang = language;
  const std::string via_llm = llm_language(path, language, host, cfg);
  if (lang == "llm" || lang == "llm:") return make_error("name the language for the llm frontend: -l llm:<language> (e.g. llm:haskell)", path.string());
  if (!via_llm.empty()) lang = "llm:" + via_llm;
  if (lang.empty()) lang = builtin_language_for(path);
  if (lang.empty()) lang = host.language_for_path(path);
  if (lang.empty()) {
    std::string ext = path.extension().string();
    return make_error("cannot tell the language of this file" +
                          (ext.empty() ? std::string(" (no extension)") : " (unknown extension '" + ext + "')") +
                          "; pass -l LANGUAGE (see `reddragon languages`)",
                      path.string());
  }
  auto max_bytes = static_cast<std::uint64_t>(std::max<std::int64_t>(0, cfg.integer(ConfigKey::MaxFileBytes)));
  auto src = read_source(path, max_bytes);
  if (!src) return src.error();
  return lower_source(std::move(*src), lang, host, cfg, llm);
}

Expected<Lowered> lower_source(SourceText text, const std::string& lang, PluginHost& host, const Config& cfg,
                               const LlmBoundary* llm) {
  SourceText* src = &text;
  const std::filesystem::path path(text.path);
  const std::string via_llm = lang.starts_with("llm:") ? lang.substr(4) : std::string();
  Lowered out;
  out.diagnostics = std::move(src->warnings);

  if (lang == kIrTextLanguage || lang == kIrJsonLanguage) {
    auto m = lang == kIrTextLanguage ? parse_module(src->bytes, src->path) : module_from_json(src->bytes, src->path);
    if (!m) return m.error();
    out.module = std::move(*m);
    return out;
  }
  if (!via_llm.empty() && (llm == nullptr || llm->client == nullptr))
    return make_error("the llm frontend (" + lang + ") needs an LLM client (llm.client, llm.endpoint)", path.string());
  auto fe = host.frontend(via_llm.empty() ? lang : std::string("llm"));
  if (!fe) return fe.error();
  LowerOptions opts;
  if (llm != nullptr) opts.llm = *llm;
  if (!via_llm.empty()) opts.llm.language = via_llm;
  opts.max_depth = static_cast<std::uint32_t>(std::clamp<std::int64_t>(cfg.integer(ConfigKey::MaxDepth), 1, 100000));
  SourceFile sf{src->path, src->bytes};
  auto lowered = (*fe)->lower(sf, opts);
  if (!lowered) {
    Error e = lowered.error();
    if (e.file.empty()) e.file = src->path;
    return e;
  }
  out.module = std::move(lowered->module);
  if (out.module.source_path.empty()) out.module.source_path = src->path;
  if (out.module.language.empty()) out.module.language = lang;
  for (auto& d : lowered->diagnostics) out.diagnostics.push_back(std::move(d));
  out.inputs = std::move(lowered->inputs);
  return out;
}

}  // namespace reddragon::kernel
