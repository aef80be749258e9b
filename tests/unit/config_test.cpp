// config_test.cpp - schema-checked configuration.
#include <gtest/gtest.h>

#include "reddragon/kernel/config.hpp"

using namespace reddragon;
using namespace reddragon::kernel;

TEST(Config, DefaultsComeFromTheSchema) {
  Config c;
  EXPECT_EQ(c.str(ConfigKey::Resolver), "symbolic");
  EXPECT_EQ(c.integer(ConfigKey::MaxDepth), 1000);
  EXPECT_TRUE(c.list(ConfigKey::PluginPaths).empty());
}

TEST(Config, NestedKeysOverlay) {
  Config c;
  ASSERT_TRUE(c.merge_json(R"({"resolver": "llm", "llm": {"model": "m1", "timeout_ms": 5}, "plugin_paths": ["/a"]})", "c.json"));
  EXPECT_EQ(c.str(ConfigKey::Resolver), "llm");
  EXPECT_EQ(c.str(ConfigKey::LlmModel), "m1");
  EXPECT_EQ(c.integer(ConfigKey::LlmTimeoutMs), 5);
  EXPECT_EQ(c.list(ConfigKey::PluginPaths), std::vector<std::string>{"/a"});
}

TEST(Config, ErrorsNameFileKeyAndPosition) {
  Config c;
  Status s = c.merge_json("{\n  \"resolver\": \"llm\",\n  oops\n}", "c.json");
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().to_string().rfind("c.json:3:", 0), 0u) << s.error().to_string();

  Status unknown = c.merge_json(R"({"resolvr": "llm"})", "c.json");
  ASSERT_FALSE(unknown);
  EXPECT_NE(unknown.error().message.find("did you mean 'resolver'"), std::string::npos);

  Status bad_enum = c.merge_json(R"({"resolver": "magic"})", "c.json");
  ASSERT_FALSE(bad_enum);
  EXPECT_NE(bad_enum.error().message.find("one of symbolic|llm"), std::string::npos);

  Status bad_type = c.merge_json(R"({"vm": {"max_steps": "lots"}})", "c.json");
  ASSERT_FALSE(bad_type);
  EXPECT_NE(bad_type.error().message.find("'vm.max_steps' must be an integer"), std::string::npos) << bad_type.error().message;
}

TEST(Config, SetFromCommandLine) {
  Config c;
  EXPECT_TRUE(c.set("resolver", "llm"));
  EXPECT_TRUE(c.set("vm.max_steps", "10"));
  EXPECT_EQ(c.integer(ConfigKey::MaxSteps), 10);
  EXPECT_FALSE(c.set("vm.max_steps", "ten"));
  EXPECT_FALSE(c.set("resolver", "other"));
  EXPECT_FALSE(c.set("nope", "1"));
}

TEST(Config, SchemaListsEveryKey) {
  std::string s = Config::schema_text();
  for (const char* k : {"plugin_paths", "resolver", "llm.api_key_env", "vm.max_steps", "input.max_file_bytes"})
    EXPECT_NE(s.find(k), std::string::npos) << k;
}

// issue #12: frontend.max_depth 100000000 once disabled the depth guard and
// crashed the frontend; integer keys now carry a range in config_keys.def.
TEST(Config, IntegerOutOfRangeIsAnErrorNamingFileLineKeyAndRange) {
  Config c;
  Status s = c.merge_json("{\n  \"frontend\": {\n    \"max_depth\": 100000000\n  }\n}", "c.json");
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().to_string(), "c.json:3:5: frontend.max_depth must be between 1 and 100000, found 100000000");
  EXPECT_EQ(c.integer(ConfigKey::MaxDepth), 1000);  // unchanged

  Status zero = c.merge_json(R"({"frontend": {"max_depth": 0}})", "c.json");
  ASSERT_FALSE(zero);
  EXPECT_NE(zero.error().message.find("frontend.max_depth must be between 1 and 100000"), std::string::npos);
  Status negative = c.merge_json(R"({"vm": {"max_steps": -5}})", "c.json");
  ASSERT_FALSE(negative);
  EXPECT_NE(negative.error().message.find("vm.max_steps must be between 1 and 1000000000000000, found -5"), std::string::npos)
      << negative.error().message;
  Status huge = c.merge_json(R"({"vm": {"max_call_depth": 18446744073709551615}})", "c.json");
  ASSERT_FALSE(huge);
  EXPECT_NE(huge.error().message.find("vm.max_call_depth must be between 1 and 1000000"), std::string::npos);

  EXPECT_TRUE(c.merge_json(R"({"frontend": {"max_depth": 100000}})", "c.json"));  // the bounds are inclusive
  EXPECT_EQ(c.integer(ConfigKey::MaxDepth), 100000);
  EXPECT_TRUE(c.merge_json(R"({"frontend": {"max_depth": 1}})", "c.json"));
  EXPECT_EQ(c.integer(ConfigKey::MaxDepth), 1);
}

TEST(Config, SetChecksTheRangeToo) {
  Config c;
  Status s = c.set("frontend.max_depth", "100000000");
  ASSERT_FALSE(s);
  EXPECT_EQ(s.error().message, "frontend.max_depth must be between 1 and 100000, found 100000000");
  EXPECT_EQ(c.integer(ConfigKey::MaxDepth), 1000);
  EXPECT_TRUE(c.set("frontend.max_depth", "5000"));
  EXPECT_EQ(c.integer(ConfigKey::MaxDepth), 5000);
}

TEST(Config, SchemaShowsIntegerRanges) {
  std::string s = Config::schema_text();
  EXPECT_NE(s.find("frontend.max_depth (integer, default 1000, between 1 and 100000)"), std::string::npos) << s;
  std::string j = Config::schema_json();
  EXPECT_NE(j.find(R"("minimum":1,"maximum":100000)"), std::string::npos) << j;
}
