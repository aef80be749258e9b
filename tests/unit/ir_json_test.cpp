// ir_json_test.cpp - JSON form round-trips to identical text.
#include <gtest/gtest.h>

#include "reddragon/kernel/ir_json.hpp"
#include "reddragon/kernel/ir_text.hpp"

using namespace reddragon;
using namespace reddragon::kernel;

TEST(IrJson, TextToJsonToTextIsIdentity) {
  const char* text = R"(.source "x.py"
.language "python"
entry:
  %0 = const "caf\xe9 bytes"  # 1:0-1:3
  %1 = const 99999999999999999999999
  %2 = const <class:Dog@class_Dog_0:Animal>
  %3 = binop // %0 %1 :: Int
  %4 = unop - %3
  %5 = const nan
  %6 = const 0.1
  try_push - end Exc h
h:
  throw
end:
  return %4
)";
  auto m = parse_module(text);
  ASSERT_TRUE(m.has_value()) << m.error().to_string();
  for (bool pretty : {false, true}) {
    std::string js = module_to_json(*m, pretty);
    auto back = module_from_json(js);
    ASSERT_TRUE(back.has_value()) << back.error().to_string();
    EXPECT_EQ(print_module(*back), text);
  }
}

TEST(IrJson, RejectsMalformedDocuments) {
  EXPECT_FALSE(module_from_json("{").has_value());
  EXPECT_FALSE(module_from_json("[]").has_value());
  EXPECT_FALSE(module_from_json(R"({"format":"other"})").has_value());
  auto bad_op = module_from_json(R"({"format":"reddragon-ir","instructions":[{"op":"nope"}]})");
  ASSERT_FALSE(bad_op.has_value());
  EXPECT_NE(bad_op.error().message.find("instruction 0"), std::string::npos);
  auto bad_operand = module_from_json(R"({"format":"reddragon-ir","instructions":[{"op":"binop","result":0,"operands":[{"op":"???"}]}]})");
  ASSERT_FALSE(bad_operand.has_value());
  EXPECT_NE(bad_operand.error().message.find("unknown operator"), std::string::npos);
}

TEST(IrJson, NonUtf8HeaderFieldsRoundTrip) {  // found by fuzz_ir_text
  auto m = parse_module(".source \"t\\xb6\\xb6.so\"\nentry:\n  return\n");
  ASSERT_TRUE(m.has_value()) << m.error().to_string();
  auto back = module_from_json(module_to_json(*m));
  ASSERT_TRUE(back.has_value()) << back.error().to_string();
  EXPECT_EQ(print_module(*back), print_module(*m));
}

TEST(IrJson, NonUtf8TypeAnnotationRoundTrips) {  // found by fuzz_ir_text
  auto m = parse_module("entry:\n  %0 = const 1 :: In\x8c\xfd\n");
  ASSERT_TRUE(m.has_value()) << m.error().to_string();
  auto back = module_from_json(module_to_json(*m));
  ASSERT_TRUE(back.has_value()) << back.error().to_string();
  EXPECT_EQ(print_module(*back), print_module(*m));
}

TEST(IrJson, FloatsRoundTripExactly) {  // found by fuzz_ir_text
  auto m = parse_module("entry:\n  %0 = const 4.3323333333333335e+41\n  %1 = const 0.1\n  %2 = const 5e-324\n");
  ASSERT_TRUE(m.has_value());
  auto back = module_from_json(module_to_json(*m));
  ASSERT_TRUE(back.has_value()) << back.error().to_string();
  EXPECT_EQ(print_module(*back), print_module(*m));
}

TEST(IrJson, SurrogatesAndOverlongsAreNotText) {  // found by fuzz_ir_text
  auto m = parse_module(".source \"\\xed\\xa0\\x80\\xe0\\x80\\xaf\\xf4\\x90\\x80\\x80\"\nentry:\n");
  ASSERT_TRUE(m.has_value()) << m.error().to_string();
  auto back = module_from_json(module_to_json(*m));
  ASSERT_TRUE(back.has_value()) << back.error().to_string();
  EXPECT_EQ(print_module(*back), print_module(*m));
}
