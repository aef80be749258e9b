// llm_client.hpp - a chat-completion backend (OpenAI-compatible, Anthropic,
// ...). Endpoint, model and the NAME of the environment variable holding
// the key come from configuration; clients never log the key.
#pragma once

#include <cstdint>
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
};

struct LlmRequest {
  std::string system;
  std::string user;
  bool json_response = true;    ///< ask the model for a JSON object
};

class LlmClient {
 public:
  virtual ~LlmClient() = default;
  virtual std::string_view name() const = 0;
  /// Returns the model's text answer, or an Error (HTTP status, timeout, ...).
  virtual Expected<std::string> complete(const LlmSettings& settings, const LlmRequest& req) = 0;
};

}  // namespace reddragon
