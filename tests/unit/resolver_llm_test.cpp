// resolver_llm_test.cpp - the `llm` resolver plugin end to end (runtime
// loaded, with the openai / anthropic client plugins against a loopback
// server): a good answer becomes a concrete value; timeout, HTTP 500,
// garbage and schema mismatches fall back (resolved=false) with a reason;
// the key never reaches the body, a reason, or the log.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <chrono>
#include <sstream>
#include <vector>

#include "answer.hpp"
#include "llm_test_support.hpp"

using namespace reddragon;
using namespace rdtest;
namespace json = boost::json;
using std::chrono::milliseconds;

namespace {

std::string openai_answer(const std::string& text) {
  json::object msg{{"role", "assistant"}, {"content", text}};
  return json::serialize(json::object{{"choices", json::array{json::object{{"message", msg}}}}});
}

ResolveRequest requests_get() {
  ResolveRequest q;
  q.language = "python";
  q.callee = "requests.get";
  q.args_json = {"\"https://api.example.com/users/1\""};
  q.state_json = R"({"local_vars": {"x": 16, "y": {"$sym": "sym_0"}}})";
  q.source_text = "requests.get('https://api.example.com/users/1')";
  return q;
}

class LlmResolverTest : public ::testing::Test {
 protected:
  /// A freshly configured `llm` resolver using client `client`.
  Resolver* configured(const char* client, std::uint32_t timeout_ms = 2000, std::uint32_t total_timeout_ms = 0) {
    Resolver* r = load_resolver("llm");
    if (r == nullptr) return nullptr;
    ResolverEnvironment e;
    e.llm = load_client(client);
    e.llm_settings.endpoint = srv.base_url() + "/v1";
    e.llm_settings.model = "test-model";
    e.llm_settings.api_key_env = env.name();
    e.llm_settings.timeout_ms = timeout_ms;
    e.llm_settings.total_timeout_ms = total_timeout_ms;
    EXPECT_TRUE(r->configure(e).is_ok());
    return r;
  }
  /// Resolves once and checks exactly one more LLM call was counted.
  ResolveResponse resolve_once(Resolver* r, const ResolveRequest& q = requests_get()) {
    const auto before = r->llm_calls();
    auto res = r->resolve(q);
    EXPECT_TRUE(res.has_value());
    EXPECT_EQ(r->llm_calls(), before + 1);
    return res ? *res : ResolveResponse{};
  }
  HttpTestServer srv;
  ScopedEnv env;
};

TEST_F(LlmResolverTest, GoodAnswerBecomesConcreteValue) {
  Resolver* r = configured("openai");
  ASSERT_NE(r, nullptr);
  env.set(kSecret);
  const json::value value = json::parse(R"({"$obj": "Response", "fields": {"status_code": 200, "body": {"user": {"name": "Alice"}}}})");
  srv.enqueue({200, openai_answer(json::serialize(json::object{{"value", value}, {"reasoning", "plausible API answer"}}))});
  LogCapture log;
  auto res = resolve_once(r);
  ASSERT_TRUE(res.resolved) << res.reason;
  EXPECT_EQ(res.value_json, json::serialize(value));
  EXPECT_TRUE(res.heap_writes.empty());
  EXPECT_TRUE(res.var_writes.empty());

  auto reqs = srv.requests();
  ASSERT_EQ(reqs.size(), 1u);
  EXPECT_EQ(reqs[0].path, "/v1/chat/completions");
  EXPECT_EQ(reqs[0].header("Authorization").value_or(""), std::string("Bearer ") + kSecret);
  EXPECT_FALSE(contains(reqs[0].body, kSecret));
  auto body = json::parse(reqs[0].body).as_object();
  EXPECT_EQ(body.at("response_format").at("type").as_string(), "json_object");
  const auto& msgs = body.at("messages").as_array();
  ASSERT_EQ(msgs.size(), 2u);
  const std::string system(msgs[0].at("content").as_string());
  for (const char* s : {"\"value\"", "\"heap_writes\"", "\"var_writes\"", "\"reasoning\"", "\"$obj\"", "\"$sym\"", "obj.field"})
    EXPECT_TRUE(contains(system, s)) << s;
  auto user = json::parse(msgs[1].at("content").as_string()).as_object();
  EXPECT_EQ(user.at("language").as_string(), "python");
  EXPECT_EQ(user.at("call").as_string(), "requests.get");
  EXPECT_EQ(user.at("source").as_string(), "requests.get('https://api.example.com/users/1')");
  EXPECT_EQ(user.at("args"), json::parse(R"(["https://api.example.com/users/1"])"));
  EXPECT_EQ(user.at("state").at("local_vars").at("x").to_number<int>(), 16);
  EXPECT_FALSE(contains(log.text(), kSecret));
  EXPECT_FALSE(contains(log.text(), "api.example.com"));  // the prompt is not logged
}

TEST_F(LlmResolverTest, FencedAnswerWithWrites) {
  Resolver* r = configured("openai");
  ASSERT_NE(r, nullptr);
  srv.enqueue({200, openai_answer("Here you go:\n```json\n{\"value\": null, \"heap_writes\": [{\"target\": \"lst.length\", "
                                  "\"value\": 3}], \"var_writes\": [{\"name\": \"count\", \"value\": [1, 2.5, \"x\"]}]}\n```\n")});
  auto res = resolve_once(r);
  ASSERT_TRUE(res.resolved) << res.reason;
  EXPECT_EQ(res.value_json, "null");
  ASSERT_EQ(res.heap_writes.size(), 1u);
  EXPECT_EQ(res.heap_writes[0].first, "lst.length");
  EXPECT_EQ(res.heap_writes[0].second, "3");
  ASSERT_EQ(res.var_writes.size(), 1u);
  EXPECT_EQ(res.var_writes[0].first, "count");
  EXPECT_EQ(json::parse(res.var_writes[0].second), json::parse("[1, 2.5, \"x\"]"));
}

TEST_F(LlmResolverTest, TimeoutFallsBackWithReason) {
  Resolver* r = configured("openai", 100);
  ASSERT_NE(r, nullptr);
  srv.enqueue({200, openai_answer("{\"value\": 1}"), milliseconds(300)});
  LogCapture log;
  const auto t0 = std::chrono::steady_clock::now();
  auto res = resolve_once(r);
  EXPECT_LT(std::chrono::steady_clock::now() - t0, milliseconds(280));
  EXPECT_FALSE(res.resolved);
  EXPECT_TRUE(contains(res.reason, "LLM request failed: LLM request to")) << res.reason;
  EXPECT_TRUE(contains(res.reason, "timed out after 100 ms")) << res.reason;
  EXPECT_TRUE(contains(log.text(), "llm resolver: 'requests.get' left symbolic")) << log.text();
}

TEST_F(LlmResolverTest, Http500FallsBackWithReasonAndNoKeyAnywhere) {
  Resolver* r = configured("openai");
  ASSERT_NE(r, nullptr);
  env.set(kSecret);
  srv.enqueue({500, std::string("upstream exploded; key was ") + kSecret});
  LogCapture log;
  auto res = resolve_once(r);
  EXPECT_FALSE(res.resolved);
  EXPECT_TRUE(contains(res.reason, "HTTP 500 from " + srv.base_url() + "/v1: upstream exploded")) << res.reason;
  EXPECT_FALSE(contains(res.reason, kSecret));
  EXPECT_TRUE(contains(log.text(), "HTTP 500")) << log.text();
  EXPECT_FALSE(contains(log.text(), kSecret));
}

TEST_F(LlmResolverTest, GarbageBodyFallsBack) {
  Resolver* r = configured("openai");
  ASSERT_NE(r, nullptr);
  srv.enqueue({200, "}}}garbage{{{", milliseconds(0), "text/plain"});
  auto res = resolve_once(r);
  EXPECT_FALSE(res.resolved);
  EXPECT_TRUE(contains(res.reason, "invalid JSON in response from")) << res.reason;
}

TEST_F(LlmResolverTest, NonJsonAnswerTextFallsBack) {
  Resolver* r = configured("openai");
  ASSERT_NE(r, nullptr);
  srv.enqueue({200, openai_answer("I think it returns a Response object.")});
  auto res = resolve_once(r);
  EXPECT_FALSE(res.resolved);
  EXPECT_TRUE(contains(res.reason, "invalid JSON in LLM answer")) << res.reason;
}

TEST_F(LlmResolverTest, SchemaMismatchFallsBack) {
  Resolver* r = configured("openai");
  ASSERT_NE(r, nullptr);
  srv.enqueue({200, openai_answer("{\"result\": 4}")});
  srv.enqueue({200, openai_answer("{\"value\": 4, \"var_writes\": {\"x\": 1}}")});
  auto a = resolve_once(r);
  EXPECT_FALSE(a.resolved);
  EXPECT_EQ(a.reason, "schema mismatch: unexpected key 'result'");
  auto b = resolve_once(r);
  EXPECT_FALSE(b.resolved);
  EXPECT_EQ(b.reason, "schema mismatch: 'var_writes' must be an array");
}

TEST_F(LlmResolverTest, SchemaMismatchEchoingTheKeyIsScrubbedFromReasonAndLog) {
  Resolver* r = configured("openai");
  ASSERT_NE(r, nullptr);
  env.set(kSecret);
  // A server that echoes the key back inside the answer: the strict schema
  // check names the unexpected key, which must not reach a reason or a log.
  srv.enqueue({200, openai_answer(std::string("{\"value\": 1, \"") + kSecret + "\": 2}")});
  srv.enqueue({200, openai_answer(std::string("{\"value\": 1, \"var_writes\": [{\"name\": \"") + kSecret +
                                  "\", \"value\": 1}]}")});
  LogCapture log;
  auto a = resolve_once(r);
  EXPECT_FALSE(a.resolved);
  EXPECT_EQ(a.reason, "schema mismatch: unexpected key '***'");
  auto b = resolve_once(r);
  EXPECT_FALSE(b.resolved);
  EXPECT_FALSE(contains(b.reason, kSecret)) << b.reason;
  // A callee that happens to carry the key is scrubbed from the log line too.
  ResolveRequest q = requests_get();
  q.callee = std::string("client_") + kSecret;
  srv.enqueue({500, "nope"});
  auto c = resolve_once(r, q);
  EXPECT_FALSE(c.resolved);
  EXPECT_TRUE(contains(log.text(), "left symbolic: schema mismatch: unexpected key '***'")) << log.text();
  EXPECT_TRUE(contains(log.text(), "'client_***' left symbolic: LLM request failed: HTTP 500")) << log.text();
  EXPECT_FALSE(contains(log.text(), kSecret)) << log.text();
}

// llm.total_timeout_ms: a slow server and many unresolved calls. Each
// request takes at least the server's delay (or the clamped timeout), so
// once the budget is spent the remaining calls make no request at all.
TEST_F(LlmResolverTest, TimeBudgetSpentMakesRemainingCallsSymbolicWithoutRequests) {
  Resolver* r = configured("openai", 5000, 600);
  ASSERT_NE(r, nullptr);
  srv.set_default({200, openai_answer("{\"value\": 1}"), milliseconds(250)});
  const auto before = r->llm_calls();
  constexpr int kCalls = 12;
  std::vector<ResolveResponse> out;
  for (int i = 0; i < kCalls; ++i) {
    auto res = r->resolve(requests_get());
    ASSERT_TRUE(res.has_value());
    out.push_back(*res);
  }
  const auto made = r->llm_calls() - before;
  // 250 + 250 ms spent, then at most 100 ms left for a third request.
  EXPECT_GE(made, 1u);
  EXPECT_LE(made, 3u);
  EXPECT_LE(srv.requests().size(), made);
  const std::string spent = "LLM time budget of 600 ms (llm.total_timeout_ms) spent; no request made";
  for (std::size_t i = made; i < out.size(); ++i) {
    EXPECT_FALSE(out[i].resolved);
    EXPECT_EQ(out[i].reason, spent) << i;
  }
  // A new run (configure) starts a fresh budget.
  srv.set_default({200, openai_answer("{\"value\": 2}")});
  r = configured("openai", 5000, 600);
  auto again = resolve_once(r);
  EXPECT_TRUE(again.resolved) << again.reason;
}

TEST_F(LlmResolverTest, TimeBudgetBoundsEachRequestTimeout) {
  // llm.timeout_ms 30 s, but only 300 ms of budget: the request is cut at
  // 300 ms, and the next call is not sent.
  Resolver* r = configured("openai", 30000, 300);
  ASSERT_NE(r, nullptr);
  srv.enqueue({200, openai_answer("{\"value\": 1}"), milliseconds(3000)});
  auto first = resolve_once(r);
  EXPECT_FALSE(first.resolved);
  EXPECT_TRUE(contains(first.reason, "timed out after 300 ms")) << first.reason;
  const auto before = r->llm_calls();
  auto second = r->resolve(requests_get());
  ASSERT_TRUE(second.has_value());
  EXPECT_FALSE(second->resolved);
  EXPECT_TRUE(contains(second->reason, "LLM time budget of 300 ms")) << second->reason;
  EXPECT_EQ(r->llm_calls(), before);
  EXPECT_LE(srv.requests().size(), 1u);
}

TEST_F(LlmResolverTest, AnthropicClientEndToEnd) {
  Resolver* r = configured("anthropic");
  ASSERT_NE(r, nullptr);
  env.set(kSecret);
  json::object block{{"type", "text"}, {"text", "```json\n{\"value\": 4.0, \"reasoning\": \"sqrt(16)\"}\n```"}};
  srv.enqueue({200, json::serialize(json::object{{"content", json::array{block}}})});
  ResolveRequest q;
  q.language = "python";
  q.callee = "math.sqrt";
  q.args_json = {"16"};
  auto res = resolve_once(r, q);
  ASSERT_TRUE(res.resolved) << res.reason;
  EXPECT_EQ(res.value_json, "4E0");
  auto reqs = srv.requests();
  ASSERT_EQ(reqs.size(), 1u);
  EXPECT_EQ(reqs[0].path, "/v1/messages");
  EXPECT_EQ(reqs[0].header("x-api-key").value_or(""), kSecret);
  EXPECT_FALSE(contains(reqs[0].body, kSecret));
  auto user = json::parse(json::parse(reqs[0].body).at("messages").at(0).at("content").as_string());
  EXPECT_EQ(user.at("args"), json::parse("[16]"));
  EXPECT_EQ(user.at("state"), json::object{});
}

TEST_F(LlmResolverTest, NoClientConfiguredMakesNoCalls) {
  Resolver* r = load_resolver("llm");
  ASSERT_NE(r, nullptr);
  ASSERT_TRUE(r->configure(ResolverEnvironment{}).is_ok());
  const auto before = r->llm_calls();
  auto res = r->resolve(requests_get());
  ASSERT_TRUE(res.has_value());
  EXPECT_FALSE(res->resolved);
  EXPECT_EQ(res->reason, "no LLM client configured");
  EXPECT_EQ(r->llm_calls(), before);
  EXPECT_TRUE(srv.requests().empty());
}

// --- the answer parser on its own ----------------------------------------

TEST(LlmAnswer, StrictSchemaReasons) {
  using llmresolver::parse_answer;
  struct Case {
    const char* answer;
    const char* reason;
  };
  const Case cases[] = {
      {"", "empty LLM answer"},
      {"[1, 2]", "schema mismatch: answer is not a JSON object"},
      {"{}", "schema mismatch: missing required key 'value'"},
      {R"({"value": 1, "reasoning": 3})", "schema mismatch: 'reasoning' must be a string"},
      {R"({"value": 1, "heap_writes": [{"target": "nodot", "value": 1}]})",
       "schema mismatch: heap_writes[0].target must look like \"obj.field\""},
      {R"({"value": 1, "heap_writes": [{"target": "a.b"}]})", "schema mismatch: heap_writes[0] is missing 'value'"},
      {R"({"value": 1, "heap_writes": [{"target": "a.b", "value": 1, "op": "set"}]})",
       "schema mismatch: heap_writes[0] has unexpected key 'op'"},
      {R"({"value": 1, "var_writes": [{"name": "1x", "value": 1}]})",
       "schema mismatch: var_writes[0].name must be an identifier"},
      {R"({"value": 1, "var_writes": [3]})", "schema mismatch: var_writes[0] must be an object"},
      {R"({"value": {"$obj": 3}})", "schema mismatch: value.$obj must be a non-empty string"},
      {R"({"value": [{"$obj": "P", "fields": []}]})", "schema mismatch: value[0].fields must be an object"},
      {R"({"value": {"$sym": "sym_1", "hint": "x"}})", "schema mismatch: value has keys beside $sym"},
  };
  for (const auto& c : cases) {
    auto r = parse_answer(c.answer);
    ASSERT_FALSE(r.has_value()) << c.answer;
    EXPECT_EQ(r.error().message, c.reason) << c.answer;
  }
}

TEST(LlmAnswer, AcceptsVmRenderingAndFences) {
  using llmresolver::parse_answer;
  auto a = parse_answer("  {\"value\": {\"$obj\": \"Point\", \"fields\": {\"x\": 1, \"y\": {\"$sym\": \"sym_3\"}}}}\n");
  ASSERT_TRUE(a.has_value()) << a.error().message;
  EXPECT_TRUE(a->resolved);
  EXPECT_EQ(a->value_json, R"({"$obj":"Point","fields":{"x":1,"y":{"$sym":"sym_3"}}})");
  auto b = parse_answer("```\n{\"value\": \"HELLO\", \"heap_writes\": [], \"var_writes\": []}\n```");
  ASSERT_TRUE(b.has_value()) << b.error().message;
  EXPECT_EQ(b->value_json, "\"HELLO\"");
  EXPECT_EQ(llmresolver::strip_fences("```JSON\n{}\n```"), "{}");
}

TEST(LlmAnswer, PayloadKeepsUnparsableArgumentsAsStrings) {
  ResolveRequest q;
  q.language = "python";
  q.callee = "f";
  q.args_json = {"not json", "[1]"};
  q.state_json = "";
  auto p = json::parse(llmresolver::user_payload(q));
  EXPECT_EQ(p.at("args"), json::parse(R"(["not json", [1]])"));
  EXPECT_EQ(p.at("state"), json::object{});
  EXPECT_FALSE(p.as_object().contains("source"));
}

}  // namespace
