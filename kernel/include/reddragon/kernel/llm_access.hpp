// llm_access.hpp - the one way every LLM boundary gets its client: the
// configured client plugin wrapped in the replay cache (docs/llm.md,
// docs/adr/0014-llm-cache-and-chunk-linking.md). The resolver (boundary 3),
// the llm frontend (boundary 1) and AST repair (boundary 2) all call
// open_llm once per run and share what it returns, so the accounting
// (calls, cache hits and misses, tokens) covers the whole run.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "reddragon/expected.hpp"
#include "reddragon/llm_client.hpp"

namespace reddragon::kernel {

class Config;
class PluginHost;

enum class LlmCacheMode {
  ReadThrough,  ///< a stored answer if there is one, else ask the model and store (default)
  Record,       ///< always ask the model; store the answer
  Replay,       ///< only stored answers; a miss is an Error and no request is made
  Off,          ///< ask the model; neither read nor write the cache
};
Expected<LlmCacheMode> parse_llm_cache_mode(std::string_view text);

/// What a run's LLM requests cost (the `llm_*` keys of --json).
struct LlmStats {
  std::uint64_t calls = 0;           ///< requests sent to the model
  std::uint64_t cache_hits = 0;
  std::uint64_t cache_misses = 0;    ///< lookups that found nothing (record mode does not look)
  std::uint64_t prompt_tokens = 0;   ///< as the API reported them
  std::uint64_t completion_tokens = 0;
};

/// The cache's content address of one request: SHA-256 of the client's
/// name, endpoint, model, max_tokens, json_response and the whole prompt
/// (system + user). Not the API key, its variable's name or timeouts.
std::string llm_cache_key(std::string_view client, const LlmSettings& s, const LlmRequest& r);

/// $XDG_CACHE_HOME/reddragon/llm, else $HOME/.cache/reddragon/llm.
std::filesystem::path default_llm_cache_dir();

/// An LlmClient decorator: the replay cache plus the accounting. One file
/// per key (<dir>/<key[0:2]>/<key>.json), written to a temporary file and
/// renamed into place, so concurrent writers (threads or processes) never
/// leave a torn entry. Thread-safe.
class CachedLlmClient final : public LlmClient {
 public:
  /// `client_name` is the configured client (the key's first field), even
  /// when `inner` is null because its plugin is absent (replay needs none).
  CachedLlmClient(LlmClient* inner, std::string client_name, std::filesystem::path dir, LlmCacheMode mode);
  std::string_view name() const override;
  Expected<std::string> complete(const LlmSettings& settings, const LlmRequest& req) override;
  LlmStats stats() const;
  LlmCacheMode mode() const { return mode_; }
  const std::filesystem::path& dir() const { return dir_; }

 private:
  LlmClient* inner_;  ///< null: no client plugin (replay still works)
  std::string inner_name_;
  std::filesystem::path dir_;
  LlmCacheMode mode_;
  std::atomic<std::uint64_t> calls_{0}, hits_{0}, misses_{0}, prompt_tokens_{0}, completion_tokens_{0}, tmp_seq_{0};
};

/// One run's LLM access: the cached client and the settings from config.
struct LlmAccess {
  std::unique_ptr<CachedLlmClient> client;
  LlmSettings settings;
};

/// Reads llm.client, llm.endpoint, llm.model, llm.api_key_env,
/// llm.timeout_ms, llm.total_timeout_ms, llm.max_tokens, llm.cache and
/// llm.cache_dir; loads the client plugin and wraps it. In replay mode a
/// missing client plugin is no error (no request will be made).
Expected<std::unique_ptr<LlmAccess>> open_llm(PluginHost& host, const Config& cfg);

}  // namespace reddragon::kernel
