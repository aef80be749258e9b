// llm_client_test.cpp - the openai and anthropic LlmClient plugins, loaded
// at runtime through PluginHost, against a real loopback HTTP server:
// request shapes, the key header (present iff the env var is set, never in
// the body or an Error), HTTP errors, timeouts, bad bodies, size cap.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <chrono>

#include "llm_test_support.hpp"

using namespace reddragon;
using namespace rdtest;
namespace json = boost::json;
using std::chrono::milliseconds;

namespace {

std::string openai_answer(const std::string& text) {
  json::object msg{{"role", "assistant"}, {"content", text}};
  json::object choice{{"index", 0}, {"message", msg}, {"finish_reason", "stop"}};
  return json::serialize(json::object{{"id", "x"}, {"choices", json::array{choice}}});
}

std::string anthropic_answer(const std::string& text) {
  json::object block{{"type", "text"}, {"text", text}};
  return json::serialize(json::object{{"id", "msg_1"}, {"type", "message"}, {"content", json::array{block}}});
}

class LlmClientTest : public ::testing::Test {
 protected:
  LlmSettings settings(const std::string& base) const {
    LlmSettings s;
    s.endpoint = base;
    s.model = "test-model";
    s.api_key_env = env.name();
    s.timeout_ms = 2000;
    s.max_tokens = 256;
    return s;
  }
  HttpTestServer srv;
  ScopedEnv env;
  LlmRequest req{"You are a test.", "{\"call\":\"f\"}", true};
};

// --- openai -------------------------------------------------------------

TEST_F(LlmClientTest, OpenAiRequestShapeKeyHeaderAndAnswer) {
  LlmClient* c = load_client("openai");
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->name(), "openai");
  env.set(kSecret);
  srv.enqueue({200, openai_answer("{\"value\": 4}")});
  auto r = c->complete(settings(srv.base_url() + "/v1"), req);
  ASSERT_TRUE(r.has_value()) << r.error().message;
  EXPECT_EQ(*r, "{\"value\": 4}");

  auto reqs = srv.requests();
  ASSERT_EQ(reqs.size(), 1u);
  EXPECT_EQ(reqs[0].method, "POST");
  EXPECT_EQ(reqs[0].path, "/v1/chat/completions");
  EXPECT_EQ(reqs[0].header("Authorization").value_or(""), std::string("Bearer ") + kSecret);
  EXPECT_TRUE(contains(reqs[0].header("Content-Type").value_or(""), "application/json"));
  EXPECT_FALSE(contains(reqs[0].body, kSecret));

  auto body = json::parse(reqs[0].body).as_object();
  EXPECT_EQ(body.at("model").as_string(), "test-model");
  EXPECT_EQ(body.at("max_tokens").to_number<int>(), 256);
  EXPECT_EQ(body.at("response_format").at("type").as_string(), "json_object");
  const auto& msgs = body.at("messages").as_array();
  ASSERT_EQ(msgs.size(), 2u);
  EXPECT_EQ(msgs[0].at("role").as_string(), "system");
  EXPECT_EQ(msgs[0].at("content").as_string(), "You are a test.");
  EXPECT_EQ(msgs[1].at("role").as_string(), "user");
  EXPECT_EQ(msgs[1].at("content").as_string(), "{\"call\":\"f\"}");
}

TEST_F(LlmClientTest, OpenAiNoKeyHeaderWhenEnvUnsetOrEmpty) {
  LlmClient* c = load_client("openai");
  ASSERT_NE(c, nullptr);
  srv.enqueue({200, openai_answer("a")});
  srv.enqueue({200, openai_answer("b")});
  srv.enqueue({200, openai_answer("c")});
  LlmRequest plain = req;
  plain.json_response = false;
  ASSERT_TRUE(c->complete(settings(srv.base_url()), plain).has_value());  // unset
  env.set("");
  ASSERT_TRUE(c->complete(settings(srv.base_url()), req).has_value());  // empty
  LlmSettings no_env = settings(srv.base_url());
  no_env.api_key_env.clear();
  ASSERT_TRUE(c->complete(no_env, req).has_value());  // no variable named
  auto reqs = srv.requests();
  ASSERT_EQ(reqs.size(), 3u);
  for (const auto& q : reqs) {
    EXPECT_EQ(q.path, "/chat/completions");
    EXPECT_FALSE(q.header("Authorization").has_value());
  }
  EXPECT_FALSE(json::parse(reqs[0].body).as_object().contains("response_format"));
}

TEST_F(LlmClientTest, OpenAiHttp500QuotesEndpointAndBodyPrefix) {
  LlmClient* c = load_client("openai");
  ASSERT_NE(c, nullptr);
  env.set(kSecret);
  const std::string body = "model overloaded " + std::string(300, 'x');
  srv.enqueue({500, body, milliseconds(0), "text/plain"});
  const auto s = settings(srv.base_url() + "/v1");
  auto r = c->complete(s, req);
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().message, "HTTP 500 from " + s.endpoint + ": " + body.substr(0, 200));
  EXPECT_FALSE(contains(r.error().to_string(), kSecret));
}

TEST_F(LlmClientTest, ErrorBodyEchoingTheKeyIsScrubbed) {
  LlmClient* c = load_client("openai");
  ASSERT_NE(c, nullptr);
  env.set(kSecret);
  srv.enqueue({401, std::string("{\"error\": \"invalid key ") + kSecret + "\"}"});
  auto r = c->complete(settings(srv.base_url()), req);
  ASSERT_FALSE(r.has_value());
  EXPECT_TRUE(contains(r.error().message, "HTTP 401 from")) << r.error().message;
  EXPECT_FALSE(contains(r.error().message, kSecret)) << r.error().message;
  EXPECT_TRUE(contains(r.error().message, "invalid key ***")) << r.error().message;
}

// Some gateways carry the key in the URL: every message quoting the
// endpoint, and every log line, must come out scrubbed (not only HTTP
// error bodies).
TEST_F(LlmClientTest, KeyInEndpointIsScrubbedFromEveryErrorAndLogLine) {
  env.set(kSecret);
  const std::string endpoint = srv.base_url() + "/gw/" + kSecret + "/v1";
  LogCapture log;
  for (const char* client : {"openai", "anthropic"}) {
    LlmClient* c = load_client(client);
    ASSERT_NE(c, nullptr);
    srv.enqueue({200, "{\"unexpected\": true}"});  // no answer field
    srv.enqueue({200, "not json at all", milliseconds(0), "text/plain"});
    srv.enqueue({200, openai_answer("late"), milliseconds(400)});
    auto s = settings(endpoint);
    for (int i = 0; i < 3; ++i) {
      if (i == 2) s.timeout_ms = 100;
      auto r = c->complete(s, req);
      ASSERT_FALSE(r.has_value()) << client << " " << i;
      EXPECT_FALSE(contains(r.error().to_string(), kSecret)) << r.error().to_string();
      EXPECT_TRUE(contains(r.error().message, "/gw/***/v1")) << r.error().message;
    }
  }
  EXPECT_TRUE(contains(log.text(), "/gw/***/v1")) << log.text();
  EXPECT_FALSE(contains(log.text(), kSecret)) << log.text();
}

TEST_F(LlmClientTest, OpenAiTimeoutIsAnErrorNamingTheTimeout) {
  LlmClient* c = load_client("openai");
  ASSERT_NE(c, nullptr);
  srv.enqueue({200, openai_answer("late"), milliseconds(300)});
  auto s = settings(srv.base_url());
  s.timeout_ms = 100;
  const auto t0 = std::chrono::steady_clock::now();
  auto r = c->complete(s, req);
  const auto elapsed = std::chrono::steady_clock::now() - t0;
  ASSERT_FALSE(r.has_value());
  EXPECT_TRUE(contains(r.error().message, "timed out after 100 ms")) << r.error().message;
  EXPECT_LT(elapsed, milliseconds(280));
}

TEST_F(LlmClientTest, OpenAiGarbageAndMissingFields) {
  LlmClient* c = load_client("openai");
  ASSERT_NE(c, nullptr);
  srv.enqueue({200, "<html>definitely not json</html>", milliseconds(0), "text/html"});
  srv.enqueue({200, "{\"choices\": []}"});
  srv.enqueue({200, "{\"choices\": [{\"message\": {\"content\": null}}]}"});
  auto r1 = c->complete(settings(srv.base_url()), req);
  ASSERT_FALSE(r1.has_value());
  EXPECT_TRUE(contains(r1.error().message, "invalid JSON in response from")) << r1.error().message;
  for (int i = 0; i < 2; ++i) {
    auto r = c->complete(settings(srv.base_url()), req);
    ASSERT_FALSE(r.has_value());
    EXPECT_TRUE(contains(r.error().message, "missing choices[0].message.content")) << r.error().message;
  }
}

TEST_F(LlmClientTest, OversizeResponseIsRejected) {
  LlmClient* c = load_client("openai");
  ASSERT_NE(c, nullptr);
  srv.enqueue({200, std::string(5 * 1024 * 1024, 'a')});
  auto r = c->complete(settings(srv.base_url()), req);
  ASSERT_FALSE(r.has_value());
  EXPECT_TRUE(contains(r.error().message, "exceeds 4194304 bytes")) << r.error().message;
}

TEST_F(LlmClientTest, ConnectionRefusedIsAnError) {
  LlmClient* c = load_client("openai");
  ASSERT_NE(c, nullptr);
  std::string url;
  {
    HttpTestServer gone;
    url = gone.base_url();
  }
  auto r = c->complete(settings(url), req);
  ASSERT_FALSE(r.has_value());
  EXPECT_TRUE(contains(r.error().message, "LLM request to " + url + " failed")) << r.error().message;
}

// --- anthropic ----------------------------------------------------------

TEST_F(LlmClientTest, AnthropicRequestShapeKeyHeaderAndAnswer) {
  LlmClient* c = load_client("anthropic");
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->name(), "anthropic");
  env.set(kSecret);
  srv.enqueue({200, anthropic_answer("{\"value\": \"A\"}")});
  srv.enqueue({200, anthropic_answer("second")});
  auto r = c->complete(settings(srv.base_url()), req);
  ASSERT_TRUE(r.has_value()) << r.error().message;
  EXPECT_EQ(*r, "{\"value\": \"A\"}");
  // An endpoint that already ends in /v1 is not doubled.
  auto r2 = c->complete(settings(srv.base_url() + "/v1/"), req);
  ASSERT_TRUE(r2.has_value()) << r2.error().message;
  EXPECT_EQ(*r2, "second");

  auto reqs = srv.requests();
  ASSERT_EQ(reqs.size(), 2u);
  for (const auto& q : reqs) {
    EXPECT_EQ(q.method, "POST");
    EXPECT_EQ(q.path, "/v1/messages");
    EXPECT_EQ(q.header("x-api-key").value_or(""), kSecret);
    EXPECT_EQ(q.header("anthropic-version").value_or(""), "2023-06-01");
    EXPECT_EQ(q.header("content-type").value_or(""), "application/json");
    EXPECT_FALSE(q.header("Authorization").has_value());
    EXPECT_FALSE(contains(q.body, kSecret));
  }
  auto body = json::parse(reqs[0].body).as_object();
  EXPECT_EQ(body.at("model").as_string(), "test-model");
  EXPECT_EQ(body.at("max_tokens").to_number<int>(), 256);
  EXPECT_EQ(body.at("system").as_string(), "You are a test.");
  const auto& msgs = body.at("messages").as_array();
  ASSERT_EQ(msgs.size(), 1u);
  EXPECT_EQ(msgs[0].at("role").as_string(), "user");
  EXPECT_EQ(msgs[0].at("content").as_string(), "{\"call\":\"f\"}");
}

TEST_F(LlmClientTest, AnthropicNoKeyHeaderWhenEnvUnset) {
  LlmClient* c = load_client("anthropic");
  ASSERT_NE(c, nullptr);
  srv.enqueue({200, anthropic_answer("ok")});
  ASSERT_TRUE(c->complete(settings(srv.base_url()), req).has_value());
  auto reqs = srv.requests();
  ASSERT_EQ(reqs.size(), 1u);
  EXPECT_FALSE(reqs[0].header("x-api-key").has_value());
}

TEST_F(LlmClientTest, AnthropicErrorsAndTimeout) {
  LlmClient* c = load_client("anthropic");
  ASSERT_NE(c, nullptr);
  env.set(kSecret);
  srv.enqueue({500, "{\"type\":\"error\",\"error\":{\"type\":\"api_error\"}}"});
  srv.enqueue({200, "{\"content\": []}"});
  srv.enqueue({200, "not json at all"});
  srv.enqueue({200, anthropic_answer("late"), milliseconds(300)});
  const auto s = settings(srv.base_url());
  auto r1 = c->complete(s, req);
  ASSERT_FALSE(r1.has_value());
  EXPECT_TRUE(contains(r1.error().message, "HTTP 500 from " + s.endpoint + ": {\"type\":\"error\"")) << r1.error().message;
  auto r2 = c->complete(s, req);
  ASSERT_FALSE(r2.has_value());
  EXPECT_TRUE(contains(r2.error().message, "missing content[0].text")) << r2.error().message;
  auto r3 = c->complete(s, req);
  ASSERT_FALSE(r3.has_value());
  EXPECT_TRUE(contains(r3.error().message, "invalid JSON")) << r3.error().message;
  auto fast = s;
  fast.timeout_ms = 100;
  auto r4 = c->complete(fast, req);
  ASSERT_FALSE(r4.has_value());
  EXPECT_TRUE(contains(r4.error().message, "timed out after 100 ms")) << r4.error().message;
  for (const auto* e : {&r1, &r2, &r3, &r4}) EXPECT_FALSE(contains(e->error().to_string(), kSecret));
}

}  // namespace
