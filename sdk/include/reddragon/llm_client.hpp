// llm_client.hpp - a chat-completion backend (OpenAI-compatible, Anthropic,
// ...). Endpoint, model and the NAME of the environment variable holding
// the key come from configuration; clients never log the key.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "reddragon/expected.hpp"

namespace reddragon {

struct LlmSettings {
  std::string endpoint;         ///< base URL
  std::string model;
  std::string api_key_env;      ///< name of the env var holding the key
  std::uint32_t timeout_ms = 30000;
  std::uint32_t max_tokens = 2048;
  /// Budget for all LLM requests of one run, in milliseconds (0: none).
  /// The resolver gives each request at most what is left of it and, once
  /// it is spent, answers every further call symbolically without a request.
  /// (Last member, so plugins built before it still read the others.)
  std::uint32_t total_timeout_ms = 0;
};

/// The API key: the value of the variable named by `api_key_env`, or ""
/// when the name is empty or the variable unset. Read at request time.
inline std::string llm_api_key(const LlmSettings& s) {
  if (s.api_key_env.empty()) return {};
  const char* v = std::getenv(s.api_key_env.c_str());
  return v != nullptr ? std::string(v) : std::string();
}

/// Replaces every occurrence of `secret` (if non-empty) with "***". Every
/// message and log line an LLM client or resolver builds goes through it.
inline std::string scrub_secret(std::string text, std::string_view secret) {
  if (secret.empty()) return text;
  for (std::size_t p = text.find(secret); p != std::string::npos; p = text.find(secret, p + 3))
    text.replace(p, secret.size(), "***");
  return text;
}

/// Tokens the API reported for requests (0 where it reports none).
struct LlmUsage {
  std::uint64_t prompt_tokens = 0;
  std::uint64_t completion_tokens = 0;
};

struct LlmRequest {
  std::string system;
  std::string user;
  bool json_response = true;    ///< ask the model for a JSON object
  /// If set, the client ADDS the tokens the API reported for this request.
  LlmUsage* usage = nullptr;
};

class LlmClient {
 public:
  virtual ~LlmClient() = default;
  virtual std::string_view name() const = 0;
  /// Returns the model's text answer, or an Error (HTTP status, timeout, ...).
  /// Must be safe to call from several threads at once (chunked lowering).
  virtual Expected<std::string> complete(const LlmSettings& settings, const LlmRequest& req) = 0;
};

}  // namespace reddragon
