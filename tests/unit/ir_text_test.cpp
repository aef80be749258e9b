// ir_text_test.cpp - text form: print -> parse -> print identity over every
// opcode, literal and annotation; parse errors with locations.
#include <gtest/gtest.h>

#include "reddragon/ir/builder.hpp"
#include "reddragon/kernel/ir_text.hpp"

using namespace reddragon;
using namespace reddragon::ir;
using reddragon::kernel::parse_module;
using reddragon::kernel::print_module;

namespace {

/// One instance of every opcode (derived from opcodes.def so a new opcode
/// without a sample fails the coverage check below).
const char* kEveryOpcode = R"(.source "t.py"
.language "python"
entry:
  %0 = const 42  # 1:0-1:2
  %1 = load_var x
  %2 = load_field %1 name
  %3 = load_index %1 %0
  %4 = new_object Point
  %5 = new_array list %0
  %6 = binop + %0 %3 :: Int
  %7 = unop not %6
  %8 = call_function print %0 %6
  %9 = call_method %4 move %0 %0
  %10 = call_unknown %1 %0
  %11 = call_ctor Point %0 %0
  store_var x %0
  store_field %4 x %0
  store_index %5 %0 %0
  decl_var y %0 :: Array[Int]
  try_push finally_0 try_end_0 ValueError except_0 - except_1
  try_pop
  %12 = address_of y
  %13 = load_indirect %12
  %14 = load_field_indirect %12 x
  store_indirect %12 %0
  %15 = alloc_region %0
  write_region %15 %0 %0 %0
  %16 = load_region %15 %0 %0
  set_continuation para_1 resume_0
  resume_continuation para_1
  %17 = symbolic "param:x"
  branch_if %6 except_0 except_1
except_0:
  throw %0
except_1:
  throw
finally_0:
  return %0
try_end_0: :: Int
  branch resume_0
resume_0:
  return
  halt
)";

}  // namespace

TEST(IrText, EveryOpcodeRoundTrips) {
  auto m = parse_module(kEveryOpcode, "every.ir");
  ASSERT_TRUE(m.has_value()) << m.error().to_string();
  std::string once = print_module(*m);
  EXPECT_EQ(once, kEveryOpcode);
  auto m2 = parse_module(once);
  ASSERT_TRUE(m2.has_value()) << m2.error().to_string();
  EXPECT_EQ(print_module(*m2), once);
  // every opcode of the table appears at least once
  std::vector<bool> seen(kOpcodeCount, false);
  for (const auto& in : m->instructions) seen[static_cast<std::size_t>(in.op)] = true;
  for (std::size_t i = 0; i < kOpcodeCount; ++i)
    EXPECT_TRUE(seen[i]) << "no sample of opcode " << opcode_info(static_cast<Opcode>(i)).mnemonic;
}

TEST(IrText, LiteralsRoundTrip) {
  const char* text = R"(entry:
  %0 = const None
  %1 = const True
  %2 = const False
  %3 = const -17
  %4 = const 123456789012345678901234567890
  %5 = const 1.5
  %6 = const 1e+100
  %7 = const -0.0
  %8 = const inf
  %9 = const nan
  %10 = const "tab\there \"quoted\" back\\slash\nnewline \x01 \xff é"
  %11 = const <function:classify@func_classify_0>
  %12 = const <class:Dog@class_Dog_0:Animal,Pet>
  %13 = const <function:"odd name"@"weird label">
  %14 = const 2.0
)";
  auto m = parse_module(text);
  ASSERT_TRUE(m.has_value()) << m.error().to_string();
  EXPECT_EQ(print_module(*m), text);
  EXPECT_EQ(m->literals[4].kind, LiteralKind::BigInt);
  EXPECT_EQ(m->literals[5].kind, LiteralKind::Float);
  EXPECT_EQ(m->literals[14].kind, LiteralKind::Float);
  EXPECT_NE(m->str(m->literals[10].text).find('\xff'), std::string_view::npos);  // raw byte, not text
  EXPECT_EQ(m->str(m->literals[12].extra), "Animal,Pet");
}

TEST(IrText, BuilderOutputRoundTrips) {
  Module m;
  Builder b(m);
  b.set_span({1, 0, 1, 5});
  b.label(b.sym("entry"));
  Reg a = b.const_int(5);
  Reg s = b.const_str("weird \"name\"\n");
  b.decl_var("my var", a);  // a name that needs quoting
  Reg c = b.binop(Operator::IsNot, a, s);
  b.emit(Opcode::TryPush, {Builder::null(), Builder::label_op(b.sym("end")), Builder::null(), Builder::label_op(b.sym("h"))});
  b.label(b.sym("h"));
  b.label(b.sym("end"));
  b.ret(c);
  std::string text = print_module(m);
  auto back = parse_module(text);
  ASSERT_TRUE(back.has_value()) << back.error().to_string();
  EXPECT_EQ(print_module(*back), text);
  EXPECT_NE(text.find("decl_var \"my var\" %0"), std::string::npos) << text;
  EXPECT_NE(text.find("binop is_not %0 %1"), std::string::npos) << text;
}

TEST(IrText, ErrorsCarryLineAndColumn) {
  struct Case {
    const char* text;
    const char* expect;
  } cases[] = {
      {"entry:\n  %0 = frobnicate 1\n", "bad.ir:2:8: unknown opcode 'frobnicate'"},
      {"entry:\n  const 1\n", "needs a result register"},
      {"entry:\n  %0 = branch x\n", "does not produce a value"},
      {"entry:\n  %0 = binop ?x %1 %2\n", "unknown binary operator '?x'"},
      {"entry:\n  %0 = const \"abc\n", "unterminated string"},
      {"entry:\n  %0 = load_field %1\n", "missing operand"},
      {"entry:\n  %0 = const 1 2\n", "too many operands"},
      {"entry:\n  store_var x 5\n", "expected a register"},
      {"entry:\n  %0 = const foo\n", "expected a literal"},
  };
  for (const auto& c : cases) {
    auto m = parse_module(c.text, "bad.ir");
    ASSERT_FALSE(m.has_value()) << c.text;
    EXPECT_NE(m.error().to_string().find(c.expect), std::string::npos) << m.error().to_string();
    EXPECT_EQ(m.error().to_string().rfind("bad.ir:", 0), 0u) << m.error().to_string();
  }
}
