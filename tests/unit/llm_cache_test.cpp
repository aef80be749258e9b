// llm_cache_test.cpp - the replay cache (kernel/llm): content address,
// read-through / record / replay / off, atomic entries under concurrent
// writers, accounting, and the key never stored. Also the openai client's
// token usage through the loopback server.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

#include "llm_test_support.hpp"
#include "reddragon/kernel/llm_access.hpp"

using namespace reddragon;
using namespace reddragon::kernel;
using namespace rdtest;
namespace fs = std::filesystem;

namespace {

// Answers "echo:<user>", counting calls and reporting 7 + 3 tokens each.
class FakeClient final : public LlmClient {
 public:
  std::string_view name() const override { return "fake"; }
  Expected<std::string> complete(const LlmSettings&, const LlmRequest& req) override {
    calls.fetch_add(1);
    if (req.usage != nullptr) {
      req.usage->prompt_tokens += 7;
      req.usage->completion_tokens += 3;
    }
    if (fail) return make_error("model down");
    return "echo:" + req.user;
  }
  std::atomic<int> calls{0};
  bool fail = false;
};

class LlmCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = fs::temp_directory_path() / ("rd_llm_cache_" + std::to_string(::getpid()) + "_" +
                                       ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir);
    s.endpoint = "http://127.0.0.1:1/v1";
    s.model = "m";
    s.api_key_env = env.name();
  }
  void TearDown() override { fs::remove_all(dir); }
  std::vector<fs::path> files() const {
    std::vector<fs::path> out;
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(dir, ec); it != fs::recursive_directory_iterator(); ++it)
      if (it->is_regular_file()) out.push_back(it->path());
    return out;
  }
  fs::path dir;
  LlmSettings s;
  ScopedEnv env;
  FakeClient fake;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_F(LlmCacheTest, KeyCoversClientEndpointModelSettingsAndPromptButNotKeyOrTimeouts) {
  LlmRequest r{"sys", "user", true};
  const std::string k = llm_cache_key("openai", s, r);
  EXPECT_EQ(k.size(), 64u);
  EXPECT_EQ(k, llm_cache_key("openai", s, r));
  LlmSettings t = s;
  t.api_key_env = "OTHER";
  t.timeout_ms = 1;
  t.total_timeout_ms = 5;
  EXPECT_EQ(k, llm_cache_key("openai", t, r)) << "the key's variable and timeouts do not change the answer";
  EXPECT_NE(k, llm_cache_key("anthropic", s, r));
  t = s;
  t.model = "m2";
  EXPECT_NE(k, llm_cache_key("openai", t, r));
  t = s;
  t.endpoint = "http://other/v1";
  EXPECT_NE(k, llm_cache_key("openai", t, r));
  t = s;
  t.max_tokens = 17;
  EXPECT_NE(k, llm_cache_key("openai", t, r));
  EXPECT_NE(k, llm_cache_key("openai", s, LlmRequest{"sys", "user", false}));
  EXPECT_NE(k, llm_cache_key("openai", s, LlmRequest{"sysu", "ser", true})) << "fields are delimited";
  EXPECT_NE(k, llm_cache_key("openai", s, LlmRequest{"sys", "user ", true}));
}

TEST_F(LlmCacheTest, ReadThroughStoresOnMissServesHitsAndCounts) {
  CachedLlmClient c(&fake, "fake", dir, LlmCacheMode::ReadThrough);
  LlmUsage u;
  LlmRequest r{"sys", "hello", true, &u};
  auto a = c.complete(s, r);
  ASSERT_TRUE(a) << a.error().message;
  EXPECT_EQ(*a, "echo:hello");
  auto b = c.complete(s, r);
  ASSERT_TRUE(b);
  EXPECT_EQ(*b, "echo:hello");
  EXPECT_EQ(fake.calls.load(), 1);
  LlmStats st = c.stats();
  EXPECT_EQ(st.calls, 1u);
  EXPECT_EQ(st.cache_hits, 1u);
  EXPECT_EQ(st.cache_misses, 1u);
  EXPECT_EQ(st.prompt_tokens, 7u);
  EXPECT_EQ(st.completion_tokens, 3u);
  EXPECT_EQ(u.prompt_tokens, 7u) << "the caller's usage gets the tokens too";
  auto fl = files();
  ASSERT_EQ(fl.size(), 1u);
  const std::string key = llm_cache_key("fake", s, r);
  EXPECT_EQ(fl[0], dir / key.substr(0, 2) / (key + ".json"));
}

TEST_F(LlmCacheTest, ReplayServesStoredAnswersAndAMissIsAClearErrorWithoutARequest) {
  {
    CachedLlmClient rec(&fake, "fake", dir, LlmCacheMode::Record);
    ASSERT_TRUE(rec.complete(s, LlmRequest{"sys", "a", true}));
    ASSERT_TRUE(rec.complete(s, LlmRequest{"sys", "a", true}));
    EXPECT_EQ(fake.calls.load(), 2) << "record always asks";
    EXPECT_EQ(rec.stats().cache_misses, 0u);
  }
  CachedLlmClient rep(nullptr, "fake", dir, LlmCacheMode::Replay);  // no client at all
  auto hit = rep.complete(s, LlmRequest{"sys", "a", true});
  ASSERT_TRUE(hit) << hit.error().message;
  EXPECT_EQ(*hit, "echo:a");
  auto miss = rep.complete(s, LlmRequest{"sys", "b", true});
  ASSERT_FALSE(miss);
  const std::string key = llm_cache_key("fake", s, LlmRequest{"sys", "b", true});
  EXPECT_NE(miss.error().message.find(key), std::string::npos) << miss.error().message;
  EXPECT_NE(miss.error().message.find(dir.string()), std::string::npos) << miss.error().message;
  EXPECT_EQ(fake.calls.load(), 2);
  EXPECT_EQ(rep.stats().calls, 0u);
  EXPECT_EQ(rep.stats().cache_hits, 1u);
  EXPECT_EQ(rep.stats().cache_misses, 1u);
}

TEST_F(LlmCacheTest, OffNeitherReadsNorWritesAndFailuresAreNotStored) {
  CachedLlmClient off(&fake, "fake", dir, LlmCacheMode::Off);
  ASSERT_TRUE(off.complete(s, LlmRequest{"sys", "a", true}));
  EXPECT_TRUE(files().empty());
  fake.fail = true;
  CachedLlmClient rt(&fake, "fake", dir, LlmCacheMode::ReadThrough);
  EXPECT_FALSE(rt.complete(s, LlmRequest{"sys", "a", true}));
  EXPECT_TRUE(files().empty()) << "an error is not an answer";
}

TEST_F(LlmCacheTest, ConcurrentWritersLeaveWholeEntriesAndNoTemporaries) {
  CachedLlmClient c(&fake, "fake", dir, LlmCacheMode::Record);
  std::vector<std::thread> ts;
  std::atomic<int> ok{0};
  for (int t = 0; t < 8; ++t)
    ts.emplace_back([&, t] {
      for (int i = 0; i < 20; ++i)
        if (auto a = c.complete(s, LlmRequest{"sys", "q" + std::to_string((t + i) % 5), true}); a && a->starts_with("echo:q"))
          ok.fetch_add(1);
    });
  for (auto& t : ts) t.join();
  EXPECT_EQ(ok.load(), 160);
  auto fl = files();
  EXPECT_EQ(fl.size(), 5u);
  for (const auto& f : fl) {
    EXPECT_EQ(f.extension(), ".json") << f;
    auto v = boost::json::parse(slurp(f));
    EXPECT_TRUE(v.as_object().at("response").as_string().starts_with("echo:q"));
  }
  CachedLlmClient rep(nullptr, "fake", dir, LlmCacheMode::Replay);
  for (int q = 0; q < 5; ++q) EXPECT_TRUE(rep.complete(s, LlmRequest{"sys", "q" + std::to_string(q), true}));
}

TEST_F(LlmCacheTest, TheApiKeyIsNeverWrittenToTheCache) {
  env.set(kSecret);
  CachedLlmClient c(&fake, "fake", dir, LlmCacheMode::ReadThrough);
  ASSERT_TRUE(c.complete(s, LlmRequest{"sys", "a", true}));
  for (const auto& f : files()) EXPECT_EQ(slurp(f).find(kSecret), std::string::npos);
}

TEST_F(LlmCacheTest, OpenAiAndAnthropicReportTokenUsage) {
  HttpTestServer srv;
  srv.enqueue({200, R"({"choices":[{"message":{"content":"x"}}],"usage":{"prompt_tokens":11,"completion_tokens":4}})"});
  srv.enqueue({200, R"({"content":[{"type":"text","text":"y"}],"usage":{"input_tokens":5,"output_tokens":2}})"});
  s.endpoint = srv.base_url() + "/v1";
  s.timeout_ms = 2000;
  LlmUsage u;
  LlmClient* o = load_client("openai");
  ASSERT_NE(o, nullptr);
  ASSERT_TRUE(o->complete(s, LlmRequest{"sys", "a", true, &u}));
  EXPECT_EQ(u.prompt_tokens, 11u);
  EXPECT_EQ(u.completion_tokens, 4u);
  LlmClient* a = load_client("anthropic");
  ASSERT_NE(a, nullptr);
  ASSERT_TRUE(a->complete(s, LlmRequest{"sys", "a", true, &u}));
  EXPECT_EQ(u.prompt_tokens, 16u);
  EXPECT_EQ(u.completion_tokens, 6u);
}
