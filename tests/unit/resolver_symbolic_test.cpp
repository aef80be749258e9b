// resolver_symbolic_test.cpp - the default `symbolic` resolver plugin:
// never resolves (the VM creates a fresh symbolic value), zero LLM calls.
#include <gtest/gtest.h>

#include "llm_test_support.hpp"

using namespace reddragon;
using namespace rdtest;

TEST(SymbolicResolver, NeverResolvesAndMakesNoLlmCalls) {
  Resolver* r = load_resolver("symbolic");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->name(), "symbolic");
  ASSERT_TRUE(r->configure(ResolverEnvironment{}).is_ok());
  ResolveRequest q;
  q.language = "python";
  q.callee = "requests.get";
  q.args_json = {"\"https://api.example.com/users/1\""};
  for (int i = 0; i < 3; ++i) {
    auto res = r->resolve(q);
    ASSERT_TRUE(res.has_value());
    EXPECT_FALSE(res->resolved);
    EXPECT_EQ(res->reason, "symbolic resolver");
    EXPECT_TRUE(res->value_json.empty());
  }
  EXPECT_EQ(r->llm_calls(), 0u);
}
