// session.hpp - what every file command does first: configuration (file +
// --set), logging, the plugin host, and lowering the input with its
// diagnostics printed. One place, so every command behaves alike.
#pragma once

#include <filesystem>
#include <memory>
#include <vector>

#include "commands.hpp"
#include "reddragon/expected.hpp"
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/llm_access.hpp"
#include "reddragon/kernel/pipeline.hpp"
#include "reddragon/kernel/plugin_host.hpp"

namespace reddragon::cli {

struct Session {
  kernel::Config cfg;
  std::unique_ptr<kernel::PluginHost> host;
  /// The run's LLM access, opened on first use (llm_access): every boundary
  /// (llm frontend, AST repair, llm resolver) shares it and its accounting.
  std::unique_ptr<kernel::LlmAccess> llm;
  /// The LLM boundary lower() handed the frontend; a project's linked
  /// modules lower with the same one (project_command.cpp).
  LlmBoundary boundary;
  /// Foreign call sites (FFI) load_program resolved, and the languages of
  /// the files it appended for them (foreign_link.hpp).
  std::vector<std::uint32_t> foreign_sites;
  std::vector<std::string> foreign_languages;
};

/// --llm-record / --llm-replay / --repair into the configuration
/// (llm.cache, llm.repair), so every boundary sees one setting.
int apply_llm_flags(const FileOptions& o, Session& s);
/// The run's LLM client (cached) and settings, opened once.
Expected<kernel::LlmAccess*> llm_access(Session& s);
/// A replay run (--llm-replay) that missed the cache fails: kInputError
/// after an error line, else kOk. The boundaries themselves fall back
/// (symbolic values, SYMBOLIC lowering) so the messages name every key.
int check_replay(const Session& s);
/// `text` (a JSON object) with the accounting keys llm_calls,
/// llm_cache_hits, llm_cache_misses, llm_prompt_tokens and
/// llm_completion_tokens set (zeros when no LLM was used).
std::string with_llm_stats(const std::string& text, const Session& s);

/// `file:line:col: error: message` (or `reddragon: error: message`) on stderr.
void report(const Error& e);
/// Exit code for an error from lowering or loading (plugin vs input).
int exit_code_for(const Error& e);
/// Config + --set + logging + plugin host; kOk or an exit code.
int open_session(const GlobalOptions& g, Session& s);
/// Lowers o.file (opening the session first if needed); prints
/// diagnostics; kOk or an exit code.
int lower(const GlobalOptions& g, const FileOptions& o, Session& s, kernel::Lowered& out);
/// As lower(), for `run`: a directory runs its entry, and the modules the
/// program imports from its project are linked in (project_command.cpp).
int lower_linked(const GlobalOptions& g, const FileOptions& o, Session& s, kernel::Lowered& out);

/// o.file and o.more_files as one program's files (canonical), and their
/// common directory as its root; an exit code (a file missing, -l given).
int given_files(const FileOptions& o, std::filesystem::path& root, std::vector<std::filesystem::path>& files);

}  // namespace reddragon::cli
