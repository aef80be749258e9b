// session.cpp - shared set-up of the file commands (see session.hpp).
#include "session.hpp"

#include <cstdio>

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

/// Lowers o.file; prints diagnostics; returns exit code (kOk on success).
int lower(const GlobalOptions& g, const FileOptions& o, Session& s, Lowered& out) {
  if (!s.host)
    if (int rc = open_session(g, s); rc != kOk) return rc;
  std::string lang = o.from_json ? std::string(kIrJsonLanguage) : o.language;
  auto r = lower_file(o.file, lang, *s.host, s.cfg);
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
  if (had_error && o.strict) return kInputError;
  return kOk;
}


}  // namespace reddragon::cli
