// types_coercion_test.cpp - the coercion engine under the profiles the
// language plugins declare (vm::LanguageTypes), on IR text run through
// kernel::run_module: Java `String + int`, 32-bit wrap, Go/C/Java integer
// division, write-time conversions, typed parameters, overloads; Python left
// exactly as it was; and plain IR (no runtime) on the IR's own profile.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <map>

#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/kernel/types/coercion.hpp"
#include "reddragon/kernel/vm.hpp"
#include "reddragon/vm/language_types.hpp"
#include "reddragon/vm/runtime.hpp"

using namespace reddragon;
using namespace reddragon::kernel;

namespace {

/// The language's runtime row, from its plugin (as `reddragon run` loads it).
const vm::LanguageRuntime* plugin_runtime(const std::string& lang) {
  static PluginHost host({RD_BUILD_PLUGIN_DIR});
  auto rt = host.runtime(lang);
  EXPECT_TRUE(rt.has_value() && *rt && (*rt)->types) << lang;
  return rt ? *rt : nullptr;
}

const vm::LanguageTypes* plugin_types(const std::string& lang) {
  const auto* rt = plugin_runtime(lang);
  return rt ? rt->types : nullptr;
}

// The IR's `print` is hidden from modules with a runtime; the types-only
// rows below bring their own.
vm::Value test_print(vm::Vm& vm, const vm::Value&, std::vector<vm::Value>& args) {
  std::string out;
  for (std::size_t k = 0; k < args.size(); ++k) out += (k ? " " : "") + vm.str(args[k]);
  vm.write_out(out + "\n");
  return vm::Value::none();
}
vm::Value test_global(vm::Vm&, std::string_view name) {
  return name == "print" ? vm::make_native(test_print, "print") : vm::Value::undef();
}

/// A row with no hooks but `print` and the given types: the IR's semantics
/// under a declared coercion profile.
const vm::LanguageRuntime* types_only(const std::string& lang, const vm::LanguageTypes* types) {
  static std::map<std::pair<std::string, const vm::LanguageTypes*>, vm::LanguageRuntime> rows;
  auto [it, fresh] = rows.try_emplace({lang, types});
  if (fresh) {
    it->second.language = it->first.first.c_str();
    it->second.global = test_global;
    it->second.types = types;
  }
  return &it->second;
}

enum class With {
  Types,    ///< the IR's semantics, the language's declared types (from its plugin)
  Runtime,  ///< the language's whole runtime (its text conversions, error messages)
  Nothing,  ///< no runtime: the IR's semantics and profile
};

/// Runs IR text as a module of `lang`.
RunReport run(const std::string& lang, const std::string& body, With with = With::Types,
              const vm::LanguageTypes* types = nullptr) {
  std::string text = (lang.empty() ? "" : ".language \"" + lang + "\"\n") + "entry:\n" + body;
  auto m = parse_module(text, "t.ir");
  EXPECT_TRUE(m.has_value()) << m.error().to_string();
  if (!m) return {};
  RunOptions o;
  if (with == With::Runtime) o.runtime = plugin_runtime(lang);
  if (with == With::Types) o.runtime = types_only(lang, types ? types : plugin_types(lang));
  auto r = run_module(*m, o);
  EXPECT_TRUE(r.has_value()) << r.error().to_string();
  return r ? *r : RunReport{};
}

/// `print(<expr register>)` for a binop of two constants with an optional result annotation.
std::string binop(const std::string& lang, const std::string& a, const char* op, const std::string& b,
                  const std::string& annotation = "", With with = With::Types, const vm::LanguageTypes* types = nullptr) {
  auto r = run(lang, "  %0 = const " + a + "\n  %1 = const " + b + "\n  %2 = binop " + op + " %0 %1" +
                         (annotation.empty() ? "" : " :: " + annotation) + "\n  %3 = call_function print %2\n",
               with, types);
  EXPECT_EQ(r.status, RunStatus::Completed) << r.error_text;
  std::string s = r.stdout_text;
  if (!s.empty() && s.back() == '\n') s.pop_back();
  return s;
}

/// A typed string concatenation run with the language's runtime; the result
/// is read from the module's globals.
std::string concat(const std::string& lang, const std::string& a, const std::string& b) {
  auto r = run(lang, "  %0 = const " + a + "\n  %1 = const " + b + "\n  %2 = binop + %0 %1\n  decl_var out %2\n", With::Runtime);
  EXPECT_EQ(r.status, RunStatus::Completed) << r.error_text;
  auto doc = boost::json::parse(r.json).as_object();
  const auto& out = doc["globals"].as_object()["out"];
  return out.is_string() ? std::string(out.as_string()) : boost::json::serialize(out);
}

}  // namespace

TEST(Coercion, JavaStringPlusIntStringifies) {
  EXPECT_EQ(binop("java", "\"n=\"", "+", "3"), "n=3");
  EXPECT_EQ(binop("java", "3", "+", "\"x\""), "3x");
  EXPECT_EQ(concat("java", "\"b=\"", "True"), "b=true");  // Java's spelling: the Java runtime's concat_text
  EXPECT_EQ(concat("java", "\"v=\"", "None"), "v=null");
  EXPECT_EQ(binop("java", "\"b=\"", "+", "True"), "b=True");  // no concat_text hook: the IR's str()
  EXPECT_EQ(binop("java", "\"f=\"", "+", "2.5"), "f=2.5");
  EXPECT_EQ(binop("java", "\"a\"", "+", "\"b\""), "ab");
  EXPECT_EQ(binop("java", "1", "+", "2"), "3");  // numbers still add
}

TEST(Coercion, JavaIntWrapsAt32Bits) {
  EXPECT_EQ(binop("java", "2147483647", "+", "1", "Int32"), "-2147483648");
  EXPECT_EQ(binop("java", "-2147483648", "-", "1", "Int32"), "2147483647");
  EXPECT_EQ(binop("java", "65536", "*", "65536", "Int32"), "0");
  EXPECT_EQ(binop("java", "9223372036854775807", "+", "1", "Int64"), "-9223372036854775808");
  EXPECT_EQ(binop("c", "250", "+", "10", "UInt8"), "4");
  EXPECT_EQ(binop("java", "1", "<<", "31", "Int32"), "-2147483648");
  EXPECT_EQ(binop("java", "-8", ">>>", "28", "Int32"), "15");
  EXPECT_EQ(binop("java", "-8", ">>", "1", "Int32"), "-4");
  // without a fixed-width annotation, integers stay arbitrary precision
  EXPECT_EQ(binop("java", "9223372036854775807", "+", "1"), "9223372036854775808");
  // the declared variable type wraps too: int x = 2147483647; x = x + 1;
  auto r = run("java", R"IR(  %0 = const 2147483647
  decl_var x %0 :: Int32
  %1 = load_var x
  %2 = const 1
  %3 = binop + %1 %2
  store_var x %3 :: Int32
  %4 = load_var x
  %5 = call_function print %4
  %6 = unop - %4 :: Int32
  %7 = call_function print %6
)IR");
  EXPECT_EQ(r.stdout_text, "-2147483648\n-2147483648\n");
}

TEST(Coercion, IntegerDivisionTruncatesTowardZero) {
  for (const char* lang : {"go", "c", "java"}) {
    EXPECT_EQ(binop(lang, "7", "/", "2"), "3") << lang;
    EXPECT_EQ(binop(lang, "-7", "/", "2"), "-3") << lang;
    EXPECT_EQ(binop(lang, "-7", "%", "2"), "-1") << lang;
    EXPECT_EQ(binop(lang, "7", "%", "-2"), "1") << lang;
    EXPECT_EQ(binop(lang, "7.0", "/", "2"), "3.5") << lang;  // floats divide as floats
  }
  // Python: true division and floor semantics, unchanged
  EXPECT_EQ(binop("python", "7", "/", "2"), "3.5");
  EXPECT_EQ(binop("python", "-7", "//", "2"), "-4");
  EXPECT_EQ(binop("python", "-7", "%", "2"), "1");
  EXPECT_EQ(binop("javascript", "7", "/", "2"), "3.5");
  // Go: var x int = 7 / 2
  auto r = run("go", R"IR(  %0 = const 7
  %1 = const 2
  %2 = binop / %0 %1
  decl_var x %2 :: Int64
  %3 = load_var x
  %4 = call_function print %3
)IR");
  EXPECT_EQ(r.stdout_text, "3\n");
}

TEST(Coercion, FlooringDivisionProfile) {
  // No plugin floors yet (Ruby would); the engine's rule, under a profile declared here.
  static const vm::LanguageTypes flooring{.dynamic = true, .division = vm::IntDivision::Floor};
  EXPECT_EQ(binop("floors", "-7", "/", "2", "", With::Types, &flooring), "-4");
  EXPECT_EQ(binop("floors", "7", "/", "2", "", With::Types, &flooring), "3");
  EXPECT_EQ(binop("floors", "-7", "%", "2", "", With::Types, &flooring), "1");
}

TEST(Coercion, ProfilesComeFromTheRuntimeNotTheLanguageName) {
  // a Java module run without its runtime: the IR's profile (true division,
  // `str + int` raises), though the module says "java"
  EXPECT_EQ(binop("java", "7", "/", "2", "", With::Nothing), "3.5");
  auto r = run("java", "  %0 = const \"n=\"\n  %1 = const 3\n  %2 = binop + %0 %1\n", With::Nothing);
  EXPECT_EQ(r.status, RunStatus::UncaughtException);
  EXPECT_NE(r.error_text.find("TypeError"), std::string::npos) << r.error_text;
  // the IR's profile is not dynamic: annotations convert and wrap
  EXPECT_EQ(binop("", "2147483647", "+", "1", "Int32", With::Nothing), "-2147483648");
  EXPECT_EQ(binop("", "7", "/", "2", "Int", With::Nothing), "3");  // 3.5 converted into the Int result
  // a runtime that declares no types gets the IR's profile too
  auto m = parse_module(".language \"java\"\nentry:\n  %0 = const 7\n  %1 = const 2\n  %2 = binop / %0 %1\n"
                        "  decl_var out %2\n", "t.ir");
  ASSERT_TRUE(m.has_value());
  vm::LanguageRuntime untyped = *plugin_runtime("java");
  untyped.types = nullptr;
  RunOptions o;
  o.runtime = &untyped;
  auto rep = run_module(*m, o);
  ASSERT_TRUE(rep.has_value());
  EXPECT_EQ(boost::json::parse(rep->json).as_object()["globals"].as_object()["out"].as_double(), 3.5);
}

TEST(Coercion, DivisionByZeroRaisesTheLanguagesError) {
  auto r = run("java", "  %0 = const 1\n  %1 = const 0\n  %2 = binop / %0 %1\n", With::Runtime);
  EXPECT_EQ(r.status, RunStatus::UncaughtException);
  // the JVM's report (Java's format_uncaught): the VM's error named as the Java class it stands for
  EXPECT_NE(r.error_text.find("Exception in thread \"main\" java.lang.ArithmeticException: / by zero"), std::string::npos)
      << r.error_text;
}

TEST(Coercion, WriteTimeConversions) {
  auto r = run("c", R"IR(  %0 = const 3.9
  decl_var i %0 :: Int32
  %1 = const -3.9
  decl_var j %1 :: Int32
  %2 = const 3
  decl_var d %2 :: Float
  %3 = const True
  decl_var b %3 :: Int
  %4 = const 1e20
  decl_var big %4 :: Int32
  %5 = load_var i
  %6 = call_function print %5
  %7 = load_var j
  %8 = call_function print %7
  %9 = load_var d
  %10 = call_function print %9
  %11 = load_var b
  %12 = call_function print %11
  %13 = load_var big
  %14 = call_function print %13
  %15 = const 7
  %16 = const 2
  %17 = binop / %15 %16 :: Float
  %18 = call_function print %17
)IR");
  EXPECT_EQ(r.stdout_text, "3\n-3\n3.0\n1\n2147483647\n3.0\n");
}

TEST(Coercion, TypedParametersConvertArguments) {
  auto r = run("java", R"IR(  branch end_half_0
func_half_0: :: Float
  %0 = symbolic "param:x" :: Float
  decl_var x %0
  %1 = load_var x
  %2 = const 2
  %3 = binop / %1 %2
  return %3
end_half_0:
  %4 = const <function:half@func_half_0>
  decl_var half %4
  %5 = const 3
  %6 = call_function half %5
  %7 = call_function print %6
)IR");
  EXPECT_EQ(r.stdout_text, "1.5\n");  // 3 widened to 3.0 at the parameter: no integer division
}

TEST(Coercion, PythonBehavesExactlyAsBefore) {
  // annotations are hints in Python: no wrapping, no write-time conversion
  EXPECT_EQ(binop("python", "2147483647", "+", "1", "Int32"), "2147483648");
  auto r = run("python", R"IR(  %0 = const 3.9
  decl_var i %0 :: Int
  %1 = load_var i
  %2 = call_function print %1
  %3 = const "n="
  %4 = const 3
  %5 = binop + %3 %4
)IR");
  EXPECT_EQ(r.stdout_text, "3.9\n");
  EXPECT_EQ(r.status, RunStatus::UncaughtException);
  EXPECT_NE(r.error_text.find("TypeError"), std::string::npos);
}

TEST(Coercion, PlansAreOnlyActiveWhereAsked) {
  using namespace reddragon::kernel::types;
  const CoercionRules py(plugin_types("python"));
  EXPECT_FALSE(py.plan_binop(ir::Operator::Add, Type()).active());
  EXPECT_FALSE(py.plan_binop(ir::Operator::Div, Type()).active());
  EXPECT_FALSE(py.plan_binop(ir::Operator::Add, Type::scalar("Int32")).active());
  EXPECT_FALSE(py.plan_write(Type::scalar("Int32")).active());
  const CoercionRules java(plugin_types("java"));
  EXPECT_TRUE(java.plan_binop(ir::Operator::Add, Type()).active());
  EXPECT_FALSE(java.plan_binop(ir::Operator::Sub, Type()).active());
  EXPECT_TRUE(java.plan_binop(ir::Operator::Div, Type()).active());
  EXPECT_EQ(java.plan_write(Type::scalar("Int32")).format.bits, 32);
  const CoercionRules ir;  // the IR's profile: annotations apply, nothing else
  EXPECT_FALSE(ir.plan_binop(ir::Operator::Add, Type()).active());
  EXPECT_FALSE(ir.plan_binop(ir::Operator::Div, Type()).active());
  EXPECT_TRUE(ir.plan_binop(ir::Operator::Add, Type::scalar("Int32")).active());
  EXPECT_EQ(CoercionRules(nullptr).division, DivisionRule::True);
  EXPECT_EQ(wrap_int(2147483648, IntFormat{32, true}), -2147483648);
  EXPECT_EQ(wrap_int(256 + 7, IntFormat{8, false}), 7);
  EXPECT_EQ(wrap_int(-1, IntFormat{16, false}), 65535);
}

// --- overloads --------------------------------------------------------------------
namespace {
std::string vet_program() {
  return R"IR(  branch end_class_Animal_0
class_Animal_0:
end_class_Animal_0:
  %0 = const <class:Animal@class_Animal_0>
  decl_var Animal %0
  branch end_class_Dog_1
class_Dog_1:
end_class_Dog_1:
  %1 = const <class:Dog@class_Dog_1:Animal>
  decl_var Dog %1
  branch end_class_Cat_5
class_Cat_5:
end_class_Cat_5:
  %30 = const <class:Cat@class_Cat_5:Animal>
  decl_var Cat %30
  branch end_class_Vet_2
class_Vet_2:
  branch end_see_3
func_see_3:
  %2 = symbolic "param:this"
  decl_var this %2
  %3 = symbolic "param:a" :: Animal
  decl_var a %3
  %4 = const "see(Animal)"
  return %4
end_see_3:
  %5 = const <function:see@func_see_3>
  decl_var see %5
  branch end_see_4
func_see_4:
  %6 = symbolic "param:this"
  decl_var this %6
  %7 = symbolic "param:d" :: Dog
  decl_var d %7
  %8 = const "see(Dog)"
  return %8
end_see_4:
  %9 = const <function:see@func_see_4>
  decl_var see %9
  branch end_see_6
func_see_6:
  %31 = symbolic "param:this"
  decl_var this %31
  %32 = symbolic "param:a" :: Animal
  decl_var a %32
  %33 = symbolic "param:n" :: Int
  decl_var n %33
  %34 = const "see(Animal, int)"
  return %34
end_see_6:
  %35 = const <function:see@func_see_6>
  decl_var see %35
end_class_Vet_2:
  %10 = const <class:Vet@class_Vet_2>
  decl_var Vet %10
  %11 = new_object Vet
  %12 = new_object Dog
  %13 = new_object Animal
  %14 = new_object Cat
  %15 = call_method %11 see %12
  %16 = call_function print %15
  %17 = call_method %11 see %13
  %18 = call_function print %17
  %19 = call_method %11 see %14
  %20 = call_function print %19
  %21 = const 2
  %22 = call_method %11 see %12 %21
  %23 = call_function print %22
)IR";
}
}  // namespace

TEST(Overloads, MostSpecificMethodWins) {
  auto r = run("java", vet_program());
  EXPECT_EQ(r.status, RunStatus::Completed) << r.error_text;
  EXPECT_EQ(r.stdout_text, "see(Dog)\nsee(Animal)\nsee(Animal)\nsee(Animal, int)\n");
}

TEST(Overloads, PythonRedefinitionStillWins) {
  // Python has no overloading: the last definition is the method
  auto r = run("python", vet_program());
  EXPECT_EQ(r.status, RunStatus::UncaughtException);  // see(a, n) called with one argument
  EXPECT_NE(r.error_text.find("TypeError"), std::string::npos);
}

TEST(Overloads, FreeFunctionsAndAmbiguity) {
  auto r = run("java", R"IR(  branch end_class_Animal_0
class_Animal_0:
end_class_Animal_0:
  %0 = const <class:Animal@class_Animal_0>
  decl_var Animal %0
  branch end_class_Dog_1
class_Dog_1:
end_class_Dog_1:
  %1 = const <class:Dog@class_Dog_1:Animal>
  decl_var Dog %1
  branch end_f_2
func_f_2:
  %2 = symbolic "param:x" :: Int
  decl_var x %2
  %3 = const "f(int)"
  return %3
end_f_2:
  %4 = const <function:f@func_f_2>
  decl_var f %4
  branch end_f_3
func_f_3:
  %5 = symbolic "param:x" :: String
  decl_var x %5
  %6 = const "f(string)"
  return %6
end_f_3:
  %7 = const <function:f@func_f_3>
  decl_var f %7
  branch end_g_4
func_g_4:
  %8 = symbolic "param:a" :: Dog
  decl_var a %8
  %9 = symbolic "param:b" :: Animal
  decl_var b %9
  %10 = const "g(Dog, Animal)"
  return %10
end_g_4:
  %11 = const <function:g@func_g_4>
  decl_var g %11
  branch end_g_5
func_g_5:
  %12 = symbolic "param:a" :: Animal
  decl_var a %12
  %13 = symbolic "param:b" :: Dog
  decl_var b %13
  %14 = const "g(Animal, Dog)"
  return %14
end_g_5:
  %15 = const <function:g@func_g_5>
  decl_var g %15
  %16 = const 1
  %17 = call_function f %16
  %18 = call_function print %17
  %19 = const "s"
  %20 = call_function f %19
  %21 = call_function print %20
  %22 = call_function Dog
  %23 = call_function Animal
  %24 = call_function g %22 %23
  %25 = call_function print %24
  %26 = call_function g %22 %22
)IR");
  EXPECT_EQ(r.stdout_text, "f(int)\nf(string)\ng(Dog, Animal)\n");
  EXPECT_EQ(r.status, RunStatus::UncaughtException);
  EXPECT_NE(r.error_text.find("ambiguous call (Dog, Dog)"), std::string::npos) << r.error_text;
}
