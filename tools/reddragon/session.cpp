// session.cpp - shared set-up of the file commands (see session.hpp).
#include "session.hpp"

#include <cctype>
#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/logging.hpp"

namespace reddragon::cli {

using namespace reddragon::kernel;

static void print_error(const Error& e) { std::fprintf(stderr, "%s: error: %s\n", e.file.empty() ? "reddragon" : "", e.to_string().c_str()); }

void report(const Error& e) {
  // `file:line:col: error: message` when the location is known
  if (!e.file.empty()) {
    Error copy = e;
    std::string loc = copy.to_string();
    std::string msg = copy.message;
    std::string prefix = loc.substr(0, loc.size() - msg.size());
    std::fprintf(stderr, "%serror: %s\n", prefix.c_str(), msg.c_str());
  } else {
    print_error(e);
  }
}

/// Config + logging + plugin host, or an exit code.
int open_session(const GlobalOptions& g, Session& s) {
  std::filesystem::path cfg_path = g.config_file.empty() ? Config::default_path() : std::filesystem::path(g.config_file);
  std::error_code ec;
  if (!cfg_path.empty() && (!g.config_file.empty() || std::filesystem::exists(cfg_path, ec))) {
    auto c = Config::load_file(cfg_path);
    if (!c) {
      report(c.error());
      return kPluginError;
    }
    s.cfg = std::move(*c);
  }
  for (const auto& kv : g.settings) {
    auto eq = kv.find('=');
    if (eq == std::string::npos) {
      report(make_error("--set expects KEY=VALUE, got '" + kv + "'"));
      return kUsageError;
    }
    if (Status st = s.cfg.set(kv.substr(0, eq), kv.substr(eq + 1)); !st) {
      report(st.error());
      return kUsageError;
    }
  }
  init_logging(s.cfg.str(ConfigKey::LogLevel), g.verbosity);
  auto dirs = PluginHost::default_search_path(s.cfg);
  dirs.insert(dirs.begin(), g.plugin_paths.begin(), g.plugin_paths.end());
  s.host = std::make_unique<PluginHost>(std::move(dirs));
  return kOk;
}

int exit_code_for(const Error& e) {
  return e.file.ends_with(".rdplugin.json") || e.message.find("plugin") != std::string::npos ? kPluginError : kInputError;
}

int apply_llm_flags(const FileOptions& o, Session& s) {
  if (o.llm_record && o.llm_replay) {
    report(make_error("--llm-record and --llm-replay exclude each other"));
    return kUsageError;
  }
  if (o.llm_record) (void)s.cfg.set("llm.cache", "record");
  if (o.llm_replay) (void)s.cfg.set("llm.cache", "replay");
  if (o.repair) (void)s.cfg.set("llm.repair", "true");
  return kOk;
}

Expected<LlmAccess*> llm_access(Session& s) {
  if (!s.llm) {
    auto a = open_llm(*s.host, s.cfg);
    if (!a) return a.error();
    s.llm = std::move(*a);
  }
  return s.llm.get();
}

std::string with_llm_stats(const std::string& text, const Session& s) {
  // Edited as text, not re-serialized: the document's numbers keep their
  // exact rendering. run --json has llm_calls near its start (before any
  // string the program controls), so its first occurrence is the key.
  LlmStats st = s.llm ? s.llm->client->stats() : LlmStats{};
  std::string out = text;
  std::size_t close = out.rfind('}');
  if (out.empty() || out[0] != '{' || close == std::string::npos) return text;
  std::string tail;
  const std::string calls_key = "\"llm_calls\":";
  if (std::size_t at = out.find(calls_key); at != std::string::npos) {
    std::size_t v = at + calls_key.size(), e = v;
    while (e < out.size() && (std::isdigit(static_cast<unsigned char>(out[e])) || out[e] == ' ')) ++e;
    out.replace(v, e - v, std::to_string(st.calls));
    close = out.rfind('}');
  } else {
    tail += ",\"llm_calls\":" + std::to_string(st.calls);
  }
  tail += ",\"llm_cache_hits\":" + std::to_string(st.cache_hits) + ",\"llm_cache_misses\":" + std::to_string(st.cache_misses) +
          ",\"llm_prompt_tokens\":" + std::to_string(st.prompt_tokens) +
          ",\"llm_completion_tokens\":" + std::to_string(st.completion_tokens);
  bool empty_object = out.find_last_not_of(" \n\t", close - 1) == 0;
  out.insert(close, empty_object ? tail.substr(1) : tail);
  return out;
}

int check_replay(const Session& s) {
  if (!s.llm || s.llm->client->mode() != LlmCacheMode::Replay) return kOk;
  const auto misses = s.llm->client->stats().cache_misses;
  if (misses == 0) return kOk;
  report(make_error("--llm-replay: " + std::to_string(misses) + " LLM request" + (misses == 1 ? " was" : "s were") +
                    " not in the cache " + s.llm->client->dir().string() + " (the messages above name the keys)"));
  return kInputError;
}

/// Lowers o.file; prints diagnostics; returns exit code (kOk on success).
int lower(const GlobalOptions& g, const FileOptions& o, Session& s, Lowered& out) {
  std::error_code ec;  // a directory: its entry with its imports linked (docs/projects.md)
  if (!o.more_files.empty() || std::filesystem::is_directory(o.file, ec)) return lower_linked(g, o, s, out);
  if (!s.host)
    if (int rc = open_session(g, s); rc != kOk) return rc;
  if (int rc = apply_llm_flags(o, s); rc != kOk) return rc;
  // The llm frontend's progress line stays off under --json (read there).
  if (o.json) ::setenv("REDDRAGON_NO_PROGRESS", "1", 1);
  std::string lang = o.from_json ? std::string(kIrJsonLanguage) : o.language;
  // The LLM is opened only when a boundary needs it: complete source with
  // repair off makes no LLM call and needs no client plugin.
  LlmBoundary& boundary = s.boundary;
  const bool repair = s.cfg.str(ConfigKey::LlmRepair) == "true";
  if (repair || !llm_language(o.file, lang, *s.host, s.cfg).empty()) {
    auto a = llm_access(s);
    if (!a) {
      report(a.error());
      return kPluginError;
    }
    boundary.client = (*a)->client.get();
    boundary.settings = &(*a)->settings;
  }
  boundary.repair = repair;
  boundary.repair_rounds = static_cast<std::uint32_t>(std::clamp<std::int64_t>(s.cfg.integer(ConfigKey::LlmRepairRounds), 0, 10));
  boundary.lowering_rounds = static_cast<std::uint32_t>(std::clamp<std::int64_t>(s.cfg.integer(ConfigKey::LlmLoweringRounds), 0, 10));
  boundary.concurrency = static_cast<std::uint32_t>(std::clamp<std::int64_t>(s.cfg.integer(ConfigKey::LlmConcurrency), 1, 64));
  auto r = lower_file(o.file, lang, *s.host, s.cfg, &boundary);
  if (!r) {
    report(r.error());
    return exit_code_for(r.error());
  }
  out = std::move(*r);
  bool had_error = false;
  for (const auto& d : out.diagnostics) {
    std::fprintf(stderr, "%s\n", format_diagnostic(d, o.file).c_str());
    had_error |= d.severity == Severity::Error;
  }
  if (int rc = check_replay(s); rc != kOk) return rc;
  if (had_error && o.strict) return kInputError;
  return kOk;
}


}  // namespace reddragon::cli
