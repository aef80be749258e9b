// anthropic_client.cpp - LlmClient for the Anthropic Messages API.
//   POST {endpoint}/v1/messages   (no second /v1 if the endpoint has one)
//   x-api-key: <key>, anthropic-version: 2023-06-01
//   {"model", "max_tokens", "system", "messages": [{"role": "user", ...}]}
// The answer is the first text block of "content".
#include <boost/json.hpp>
#include <memory>

#include "http_json.hpp"
#include "reddragon/llm_client.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace {

using namespace reddragon;
namespace json = boost::json;

std::string messages_url(std::string_view endpoint) {
  while (!endpoint.empty() && endpoint.back() == '/') endpoint.remove_suffix(1);
  const bool has_v1 = endpoint.size() >= 3 && endpoint.substr(endpoint.size() - 3) == "/v1";
  return llmhttp::join_url(endpoint, has_v1 ? "messages" : "v1/messages");
}

class AnthropicClient final : public LlmClient {
 public:
  std::string_view name() const override { return "anthropic"; }

  Expected<std::string> complete(const LlmSettings& s, const LlmRequest& req) override {
    return llmhttp::scrubbed("anthropic", s, [&] { return complete_impl(s, req); });
  }

 private:
  static Expected<std::string> complete_impl(const LlmSettings& s, const LlmRequest& req) {
    if (s.endpoint.empty()) return make_error("anthropic client: llm.endpoint is empty");
    // The Messages API has no JSON mode; the caller's system prompt asks
    // for JSON and the resolver tolerates fenced answers.
    json::object body{{"model", s.model}, {"max_tokens", s.max_tokens}};
    if (!req.system.empty()) body["system"] = req.system;
    body["messages"] = json::array{json::object{{"role", "user"}, {"content", req.user}}};

    llmhttp::PostRequest p;
    p.url = messages_url(s.endpoint);
    p.endpoint = s.endpoint;
    p.timeout_ms = s.timeout_ms;
    p.body = json::serialize(body);
    p.headers.push_back("content-type: application/json");
    p.headers.push_back("anthropic-version: 2023-06-01");
    if (auto key = llmhttp::read_key(s.api_key_env)) {
      p.secret = *key;
      p.headers.push_back("x-api-key: " + *key);
    }
    auto resp = llmhttp::post(p);
    if (!resp) return resp.error();
    auto v = llmhttp::parse_body(resp->body, s.endpoint);
    if (!v) return v.error();

    llmhttp::add_usage(*v, "input_tokens", "output_tokens", req.usage);
    const auto* o = v->if_object();
    const auto* content = o ? o->if_contains("content") : nullptr;
    const auto* arr = content ? content->if_array() : nullptr;
    if (arr != nullptr) {
      for (const auto& block : *arr) {
        const auto* b = block.if_object();
        if (b == nullptr) continue;
        const auto* type = b->if_contains("type");
        if (type != nullptr && !(type->is_string() && type->get_string() == "text")) continue;
        const auto* text = b->if_contains("text");
        if (text != nullptr && text->is_string()) return std::string(text->get_string());
      }
    }
    return make_error("unexpected response from " + s.endpoint + ": missing content[0].text");
  }
};

void register_anthropic(Registrar& r) { r.add_llm_client(std::make_unique<AnthropicClient>()); }

}  // namespace

REDDRAGON_PLUGIN("anthropic", "0.1.0", RD_PLUGIN_LLM_CLIENT, register_anthropic)
