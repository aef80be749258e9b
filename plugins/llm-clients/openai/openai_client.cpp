// openai_client.cpp - LlmClient for OpenAI-compatible chat completions
// (OpenAI, Ollama's /v1, vLLM, llama.cpp server, ...).
//   POST {endpoint}/chat/completions
//   {"model", "messages": [system, user], "max_tokens",
//    "response_format": {"type": "json_object"}}   (when json_response)
// Authorization: Bearer <key> only when the key variable is set.
#include <boost/json.hpp>
#include <memory>

#include "http_json.hpp"
#include "reddragon/llm_client.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace {

using namespace reddragon;
namespace json = boost::json;

class OpenAiClient final : public LlmClient {
 public:
  std::string_view name() const override { return "openai"; }

  Expected<std::string> complete(const LlmSettings& s, const LlmRequest& req) override {
    return llmhttp::scrubbed("openai", s, [&] { return complete_impl(s, req); });
  }

 private:
  static Expected<std::string> complete_impl(const LlmSettings& s, const LlmRequest& req) {
    if (s.endpoint.empty()) return make_error("openai client: llm.endpoint is empty");
    json::array messages;
    if (!req.system.empty()) messages.push_back(json::object{{"role", "system"}, {"content", req.system}});
    messages.push_back(json::object{{"role", "user"}, {"content", req.user}});
    json::object body{{"model", s.model}, {"messages", std::move(messages)}, {"max_tokens", s.max_tokens}};
    if (req.json_response) body["response_format"] = json::object{{"type", "json_object"}};

    llmhttp::PostRequest p;
    p.url = llmhttp::join_url(s.endpoint, "chat/completions");
    p.endpoint = s.endpoint;
    p.timeout_ms = s.timeout_ms;
    p.body = json::serialize(body);
    p.headers.push_back("Content-Type: application/json");
    p.headers.push_back("Accept: application/json");
    if (auto key = llmhttp::read_key(s.api_key_env)) {
      p.secret = *key;
      p.headers.push_back("Authorization: Bearer " + *key);
    }
    auto resp = llmhttp::post(p);
    if (!resp) return resp.error();
    auto v = llmhttp::parse_body(resp->body, s.endpoint);
    if (!v) return v.error();

    llmhttp::add_usage(*v, "prompt_tokens", "completion_tokens", req.usage);
    // choices[0].message.content
    const auto* o = v->if_object();
    const auto* choices = o ? o->if_contains("choices") : nullptr;
    const auto* arr = choices ? choices->if_array() : nullptr;
    const auto* first = (arr && !arr->empty()) ? (*arr)[0].if_object() : nullptr;
    const auto* msg = first ? first->if_contains("message") : nullptr;
    const auto* mo = msg ? msg->if_object() : nullptr;
    const auto* content = mo ? mo->if_contains("content") : nullptr;
    if (content == nullptr || !content->is_string())
      return make_error("unexpected response from " + s.endpoint + ": missing choices[0].message.content");
    return std::string(content->get_string());
  }
};

void register_openai(Registrar& r) { r.add_llm_client(std::make_unique<OpenAiClient>()); }

}  // namespace

REDDRAGON_PLUGIN("openai", "0.1.0", RD_PLUGIN_LLM_CLIENT, register_openai)
