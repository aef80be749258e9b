// llm_access.cpp - the replay cache decorator and open_llm (see llm_access.hpp).
#include "reddragon/kernel/llm_access.hpp"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <system_error>
#include <thread>

#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "cache_file.hpp"
#include "sha256.hpp"

namespace reddragon::kernel {

namespace json = boost::json;

namespace {
// Entries larger than this are not read back (a cache file is one answer).
constexpr std::uintmax_t kMaxEntryBytes = 64u * 1024u * 1024u;
constexpr const char* kFormat = "reddragon-llm-cache-1";
}  // namespace

Expected<LlmCacheMode> parse_llm_cache_mode(std::string_view t) {
  if (t == "read-through") return LlmCacheMode::ReadThrough;
  if (t == "record") return LlmCacheMode::Record;
  if (t == "replay") return LlmCacheMode::Replay;
  if (t == "off") return LlmCacheMode::Off;
  return make_error("llm.cache must be read-through, record, replay or off (got '" + std::string(t) + "')");
}

std::string llm_cache_key(std::string_view client, const LlmSettings& s, const LlmRequest& r) {
  // A JSON array: every field delimited and escaped, so no two different
  // requests serialize alike. The format tag changes when the key does.
  json::array a{kFormat, json::string(client), s.endpoint, s.model, s.max_tokens, r.json_response, r.system, r.user};
  return sha256_hex(json::serialize(a));
}

std::filesystem::path default_llm_cache_dir() { return default_cache_dir("llm"); }

CachedLlmClient::CachedLlmClient(LlmClient* inner, std::string client_name, std::filesystem::path dir, LlmCacheMode mode)
    : inner_(inner), inner_name_(std::move(client_name)), dir_(std::move(dir)), mode_(mode) {}

std::string_view CachedLlmClient::name() const { return inner_name_; }

LlmStats CachedLlmClient::stats() const {
  LlmStats s;
  s.calls = calls_.load();
  s.cache_hits = hits_.load();
  s.cache_misses = misses_.load();
  s.prompt_tokens = prompt_tokens_.load();
  s.completion_tokens = completion_tokens_.load();
  return s;
}

Expected<std::string> CachedLlmClient::complete(const LlmSettings& settings, const LlmRequest& req) {
  const std::string key = llm_cache_key(inner_name_, settings, req);
  const std::filesystem::path file = dir_ / key.substr(0, 2) / (key + ".json");
  std::error_code ec;
  if (mode_ == LlmCacheMode::ReadThrough || mode_ == LlmCacheMode::Replay) {
    auto size = std::filesystem::file_size(file, ec);
    if (!ec && size <= kMaxEntryBytes) {
      std::ifstream in(file, std::ios::binary);
      std::stringstream ss;
      ss << in.rdbuf();
      json::error_code jec;
      json::value v = json::parse(ss.str(), jec);
      const json::object* o = jec ? nullptr : v.if_object();
      const json::value* resp = o != nullptr ? o->if_contains("response") : nullptr;
      if (resp != nullptr && resp->is_string()) {
        hits_.fetch_add(1);
        return std::string(resp->get_string());
      }
      spdlog::warn("llm cache: unreadable entry {} (treated as a miss)", file.string());
    }
    misses_.fetch_add(1);
    if (mode_ == LlmCacheMode::Replay)
      return make_error("llm replay: no cached answer for request " + key + " in " + dir_.string() +
                        " (record it first with --llm-record, or run without --llm-replay)");
  }
  if (inner_ == nullptr) return make_error("no LLM client plugin loaded");
  LlmUsage usage;
  LlmRequest r = req;
  r.usage = &usage;
  calls_.fetch_add(1);
  auto answer = inner_->complete(settings, r);
  prompt_tokens_.fetch_add(usage.prompt_tokens);
  completion_tokens_.fetch_add(usage.completion_tokens);
  if (req.usage != nullptr) {
    req.usage->prompt_tokens += usage.prompt_tokens;
    req.usage->completion_tokens += usage.completion_tokens;
  }
  if (!answer || mode_ == LlmCacheMode::Off) return answer;
  // Store atomically (cache_file.hpp), so a reader sees the whole entry or
  // none. Failing to store is a warning: the answer itself is good.
  json::object entry{{"format", kFormat}, {"key", key},        {"client", inner_name_},
                     {"model", settings.model}, {"response", *answer}};
  if (std::string why = write_file_atomically(file, json::serialize(entry)); !why.empty())
    spdlog::warn("llm cache: {}", why);
  return answer;
}

Expected<std::unique_ptr<LlmAccess>> open_llm(PluginHost& host, const Config& cfg) {
  auto mode = parse_llm_cache_mode(cfg.str(ConfigKey::LlmCache));
  if (!mode) return mode.error();
  auto access = std::make_unique<LlmAccess>();
  LlmSettings& s = access->settings;
  s.endpoint = cfg.str(ConfigKey::LlmEndpoint);
  s.model = cfg.str(ConfigKey::LlmModel);
  s.api_key_env = cfg.str(ConfigKey::LlmApiKeyEnv);
  s.timeout_ms = static_cast<std::uint32_t>(std::clamp<std::int64_t>(cfg.integer(ConfigKey::LlmTimeoutMs), 1, 600000));
  s.total_timeout_ms =
      static_cast<std::uint32_t>(std::clamp<std::int64_t>(cfg.integer(ConfigKey::LlmTotalTimeoutMs), 0, 86400000));
  s.max_tokens = static_cast<std::uint32_t>(std::clamp<std::int64_t>(cfg.integer(ConfigKey::LlmMaxTokens), 1, 1000000));
  LlmClient* inner = nullptr;
  const std::string client_name = cfg.str(ConfigKey::LlmClient);
  auto client = host.llm_client(client_name);
  if (client) {
    inner = *client;
  } else if (*mode != LlmCacheMode::Replay) {
    return client.error();
  }
  std::string dir = cfg.str(ConfigKey::LlmCacheDir);
  access->client = std::make_unique<CachedLlmClient>(inner, client_name,
                                                     dir.empty() ? default_llm_cache_dir() : std::filesystem::path(dir), *mode);
  return access;
}

}  // namespace reddragon::kernel
