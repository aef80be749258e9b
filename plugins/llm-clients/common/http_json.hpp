// http_json.hpp - the small HTTP + JSON layer shared by the LLM client
// plugins (rd_http_json, a static library linked into each plugin).
//
// Rules every client gets from here: each request has a total and a
// connect timeout, responses are capped in size, HTTP >= 400 is an Error,
// and the API key is read from the environment at request time and is
// scrubbed from every Error message. Nothing here logs headers or bodies.
#pragma once

#include <boost/json/value.hpp>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <exception>

#include "reddragon/expected.hpp"
#include "reddragon/llm_client.hpp"

namespace reddragon::llmhttp {

/// Largest response body accepted (enforced while receiving).
inline constexpr std::size_t kMaxResponseBytes = 4u * 1024u * 1024u;
/// How much of an error body is quoted in an Error message.
inline constexpr std::size_t kErrorBodyChars = 200;

struct PostRequest {
  std::string url;                   ///< full URL
  std::string endpoint;              ///< the configured base URL (for messages)
  std::vector<std::string> headers;  ///< "Name: value" lines
  std::string body;
  std::uint32_t timeout_ms = 30000;
  std::size_t max_response_bytes = kMaxResponseBytes;
  std::string secret;                ///< scrubbed from any Error message
};

struct HttpResponse {
  long status = 0;
  std::string body;
};

/// POSTs the body. Errors: connection failures, timeouts ("timed out after
/// N ms"), oversize responses, and HTTP status >= 400 ("HTTP 500 from
/// <endpoint>: <first 200 chars of body>").
Expected<HttpResponse> post(const PostRequest& req);

/// The value of the environment variable `name`, or nullopt if the name is
/// empty or the variable is unset or empty.
std::optional<std::string> read_key(const std::string& name);

/// base + "/" + path with exactly one slash between them.
std::string join_url(std::string_view base, std::string_view path);

/// Parses a response body as JSON; an Error names the endpoint.
Expected<boost::json::value> parse_body(const std::string& body, const std::string& endpoint);

/// Replaces every occurrence of `secret` (if non-empty) with "***".
std::string scrub(std::string text, const std::string& secret);

/// Adds the token counts of a response's "usage" object to `out` (when
/// `out` is set): fields `prompt_field` and `completion_field`, each a
/// non-negative integer; anything else counts 0.
void add_usage(const boost::json::value& response, const char* prompt_field, const char* completion_field,
               LlmUsage* out);

/// Runs a client's request so that every Error leaves with the API key
/// scrubbed, whatever built it, and no exception leaves the plugin.
template <class Impl>
Expected<std::string> scrubbed(std::string_view client, const LlmSettings& s, Impl&& impl) {
  Expected<std::string> r = make_error(std::string(client) + " client: unknown failure");
  try {
    r = impl();
  } catch (const std::exception& e) {
    r = make_error(std::string(client) + " client: " + e.what());
  } catch (...) {  // r keeps "unknown failure"
  }
  if (r) return r;
  Error e = r.error();
  e.message = scrub_secret(std::move(e.message), llm_api_key(s));
  e.file = scrub_secret(std::move(e.file), llm_api_key(s));
  return e;
}

}  // namespace reddragon::llmhttp
