// types_library_test.cpp - library return types: the engine that applies
// declared tables (substitutions, arity, receiver lookup order) and what
// each language plugin declares (vm::LanguageTypes), through inference on
// IR text. A name belongs to its language: Python's `upper` means nothing
// to Java, and plain IR knows only the IR's intrinsics.
#include <gtest/gtest.h>

#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/kernel/types/inference.hpp"
#include "reddragon/vm/language_types.hpp"
#include "reddragon/vm/runtime.hpp"

using namespace reddragon;
using namespace reddragon::kernel;
using namespace reddragon::kernel::types;

namespace {

const vm::LanguageTypes* plugin_types(const std::string& lang) {
  if (lang == "ir") return nullptr;
  static PluginHost host({RD_BUILD_PLUGIN_DIR});
  auto rt = host.runtime(lang);
  EXPECT_TRUE(rt.has_value() && *rt && (*rt)->types) << lang;
  return rt && *rt ? (*rt)->types : nullptr;
}

/// Register types of IR text inferred as a module of `lang` ("ir": plain
/// IR) with its plugin's declared types, or `types` when given.
std::vector<std::string> regs(const std::string& lang, const std::string& body, const vm::LanguageTypes* types = nullptr) {
  std::string text = (lang == "ir" ? "" : ".language \"" + lang + "\"\n") + "entry:\n" + body;
  auto m = parse_module(text, "t.ir");
  EXPECT_TRUE(m.has_value()) << m.error().to_string();
  if (!m) return {};
  InferenceOptions o;
  o.language = types ? types : plugin_types(lang);
  auto env = infer_types(*m, o);
  std::vector<std::string> out;
  for (std::size_t r = 0; r < env->register_count(); ++r) out.push_back(env->register_type(static_cast<ir::Reg>(r)).text());
  return out;
}

Type T(const char* text) {
  auto t = parse_type(text);
  EXPECT_TRUE(t.has_value()) << text;
  return t ? *t : Type();
}

std::string inst(const char* tmpl, std::vector<Type> args, Type self = Type()) {
  return instantiate(T(tmpl), self, args).text();
}

}  // namespace

// --- the engine ---------------------------------------------------------------------
TEST(LibraryTypes, Substitutions) {
  const Type ints = T("Array[Int]"), map = T("Map[String, Float]"), tup = T("Tuple[Int, String]");
  EXPECT_EQ(inst("Array[$elem[$0]]", {ints}), "Array[Int]");
  EXPECT_EQ(inst("Array[$elem[$0]]", {}), "Array[Unknown]");  // stays explicit for later refinement
  EXPECT_EQ(inst("$elem[$0]", {tup}), "Union[Int, String]");
  EXPECT_EQ(inst("$elem[$0]", {map}), "String");
  EXPECT_EQ(inst("$elem[$0]", {Type::string()}), "String");
  EXPECT_EQ(inst("$value[$self]", {}, map), "Float");
  EXPECT_EQ(inst("Array[Tuple[$key[$self], $value[$self]]]", {}, map), "Array[Tuple[String, Float]]");
  EXPECT_EQ(inst("$key[$0]", {ints}), "Unknown");  // not a Map
  EXPECT_EQ(inst("$args", {Type::integer(), Type::real()}), "Union[Float, Int]");
  EXPECT_EQ(inst("$arith[$0]", {Type::boolean()}), "Int");
  EXPECT_EQ(inst("$arith[$0]", {Type::real()}), "Float");
  EXPECT_EQ(inst("$or[$elem[$0], Number]", {T("Array[Unknown]")}), "Number");
  EXPECT_EQ(inst("$or[$elem[$0], Number]", {ints}), "Int");
  EXPECT_EQ(inst("Tuple[$0, $1]", {Type::integer()}), "Tuple[Int, Unknown]");  // argument 1 absent
  EXPECT_EQ(inst("Optional[$0]", {Type::string()}), "Optional[String]");
  EXPECT_EQ(inst("Fn($0) -> $elem[$1]", {Type::integer(), ints}), "Fn(Int) -> Int");
  EXPECT_EQ(inst("Map[String, Int]", {ints}), "Map[String, Int]");  // nothing to substitute
}

TEST(LibraryTypes, ArityOrderAndReceiverLookup) {
  static const vm::ReturnType fns[] = {{"f", "Int", 1}, {"f", "String"}, {"f", "Float"}};
  static const vm::ReturnType strs[] = {{"up", "String"}, {"id", "Int"}};
  static const vm::ReturnType any[] = {{"show", "String"}, {"id", "Bool"}};
  static const vm::ReturnType unknown[] = {{"guess", "Int"}};
  static const vm::MethodTypes methods[] = {{"String", strs}, {"Any", any}, {"Unknown", unknown}};
  static const vm::LanguageTypes lang{.functions = fns, .methods = methods};
  LibraryTypes lib(&lang);
  std::vector<Type> one{Type::integer()}, two{Type::integer(), Type::integer()};
  EXPECT_EQ(lib.function("f", one).text(), "Int");     // arity 1
  EXPECT_EQ(lib.function("f", two).text(), "String");  // the first that matches wins
  EXPECT_EQ(lib.function("g", one).text(), "Unknown");
  EXPECT_EQ(lib.function("__len", one).text(), "Int");  // the IR's intrinsics, always
  EXPECT_EQ(lib.method(Type::string(), "up", {}).text(), "String");
  EXPECT_EQ(lib.method(Type::string(), "id", {}).text(), "Int");   // the head's table before Any
  EXPECT_EQ(lib.method(Type::string(), "show", {}).text(), "String");  // then Any
  EXPECT_EQ(lib.method(Type::scalar("Dog"), "show", {}).text(), "String");
  EXPECT_EQ(lib.method(Type::scalar("Dog"), "up", {}).text(), "Unknown");
  EXPECT_EQ(lib.method(Type(), "guess", {}).text(), "Int");  // an unknown receiver: Unknown, then Any
  EXPECT_EQ(lib.method(Type(), "show", {}).text(), "String");
  EXPECT_EQ(lib.method(Type(), "up", {}).text(), "Unknown");
  EXPECT_EQ(lib.method(Type::string(), "guess", {}).text(), "Unknown");
  LibraryTypes ir;
  EXPECT_EQ(ir.function("len", one).text(), "Unknown");
  EXPECT_EQ(ir.function("__iter", std::vector<Type>{T("Array[String]")}).text(), "Iterator[String]");
}

TEST(LibraryTypes, BadTemplatesAreReported) {
  static const vm::ReturnType fns[] = {{"a", "Array[Int"}, {"b", "$foo"}, {"c", "$elem[$0, $1]"}, {"d", "$nope[Int]"},
                                       {"e", "Array[$elem[$0]]"}};
  static const vm::LanguageTypes lang{.functions = fns};
  auto problems = check_language_types(lang);
  ASSERT_EQ(problems.size(), 4u);
  EXPECT_NE(problems[0].find("a: Array[Int: column 9"), std::string::npos) << problems[0];
  EXPECT_NE(problems[1].find("unknown substitution '$foo'"), std::string::npos) << problems[1];
  EXPECT_NE(problems[2].find("$elem takes 1 argument"), std::string::npos) << problems[2];
  EXPECT_NE(problems[3].find("'$nope[...]'"), std::string::npos) << problems[3];
  LibraryTypes lib(&lang);
  EXPECT_EQ(lib.function("b", {}).text(), "Unknown");  // unusable: no type rather than a wrong one
}

TEST(LibraryTypes, EveryPluginsDeclaredTypesAreUsable) {
  for (const char* lang : {"python", "javascript", "typescript", "java", "c", "go"}) {
    const auto* t = plugin_types(lang);
    ASSERT_NE(t, nullptr) << lang;
    EXPECT_EQ(check_language_types(*t), std::vector<std::string>{}) << lang;
  }
  // TypeScript runs on JavaScript's row (its plugin links its own copy)
  const auto *ts = plugin_types("typescript"), *js = plugin_types("javascript");
  ASSERT_TRUE(ts && js);
  EXPECT_EQ(ts->functions.size(), js->functions.size());
  EXPECT_EQ(ts->methods.size(), js->methods.size());
  EXPECT_EQ(ts->dynamic, js->dynamic);
}

// --- what each language declares -------------------------------------------------------
TEST(LibraryTypes, Python) {
  auto r = regs("python", R"(  %0 = const "Hello World"
  %1 = call_method %0 upper
  %2 = const " "
  %3 = call_method %0 split %2
  %4 = call_method %0 find %2
  %5 = call_method %0 startswith %2
  %6 = call_function len %0
  %7 = call_function str %6
  %8 = call_method %3 pop
  %9 = call_function range %6
  %10 = call_function sorted %3
  %11 = call_function enumerate %3
  %12 = const 2.5
  %13 = call_function max %6 %12
  %14 = call_function min %9
  %15 = const True
  %16 = call_function abs %15
  %17 = call_function round %12
  %18 = const 1
  %19 = call_function round %12 %18
  %20 = new_object dict
  store_index %20 %0 %12
  %21 = call_method %20 get %0
  %22 = call_method %20 keys
  %23 = call_method %20 items
  %24 = call_function sum %9
  %25 = call_method %3 append %0
  %26 = load_var unknown_thing
  %27 = call_method %26 startswith %2
  %28 = call_method %26 __str__
  %29 = call_function iter %3
  %30 = call_function next %29
)");
  ASSERT_EQ(r.size(), 31u);
  EXPECT_EQ(r[1], "String");
  EXPECT_EQ(r[3], "Array[String]");
  EXPECT_EQ(r[4], "Int");
  EXPECT_EQ(r[5], "Bool");
  EXPECT_EQ(r[6], "Int");
  EXPECT_EQ(r[7], "String");
  EXPECT_EQ(r[8], "String");  // list.pop: the element
  EXPECT_EQ(r[9], "Array[Int]");
  EXPECT_EQ(r[10], "Array[String]");
  EXPECT_EQ(r[11], "Array[Tuple[Int, String]]");
  EXPECT_EQ(r[13], "Union[Float, Int]");
  EXPECT_EQ(r[14], "Int");
  EXPECT_EQ(r[16], "Int");    // abs(True)
  EXPECT_EQ(r[17], "Int");    // round(x)
  EXPECT_EQ(r[19], "Float");  // round(x, n)
  EXPECT_EQ(r[21], "Float");  // dict.get: the value type
  EXPECT_EQ(r[22], "Array[String]");
  EXPECT_EQ(r[23], "Array[Tuple[String, Float]]");
  EXPECT_EQ(r[24], "Int");
  EXPECT_EQ(r[25], "Null");
  EXPECT_EQ(r[27], "Bool");    // an unknown receiver: by name
  EXPECT_EQ(r[28], "String");  // every object's __str__
  EXPECT_EQ(r[29], "Iterator[String]");
  EXPECT_EQ(r[30], "String");
}

TEST(LibraryTypes, JavaScriptAndTypeScript) {
  for (const char* lang : {"javascript", "typescript"}) {
    auto r = regs(lang, R"(  %0 = const "12"
  %1 = call_function parseInt %0
  %2 = call_function parseFloat %0
  %3 = call_method %0 toUpperCase
  %4 = const 2
  %5 = new_array list %4
  %6 = const 0
  store_index %5 %6 %1
  %7 = call_method %5 pop
  %8 = call_method %5 sort
  %9 = call_method %5 push %1
  %10 = call_method %1 toFixed %4
  %11 = call_method %5 join %0
)");
    ASSERT_EQ(r.size(), 12u) << lang;
    EXPECT_EQ(r[1], "Int") << lang;
    EXPECT_EQ(r[2], "Float") << lang;
    EXPECT_EQ(r[3], "String") << lang;
    EXPECT_EQ(r[7], "Int") << lang;         // Array.pop: the element
    EXPECT_EQ(r[8], "Array[Int]") << lang;  // sort returns the array
    EXPECT_EQ(r[9], "Int") << lang;         // push returns the new length
    EXPECT_EQ(r[10], "String") << lang;     // Number.toFixed
    EXPECT_EQ(r[11], "String") << lang;
  }
}

TEST(LibraryTypes, Java) {
  auto r = regs("java", R"(  %0 = const "abc"
  %1 = call_method %0 toUpperCase
  %2 = call_method %0 length
  %3 = new_object dict
  decl_var m %3 :: Map[String, Int32]
  %4 = load_var m
  %5 = const 0
  %6 = call_method %4 getOrDefault %0 %5
  %7 = call_method %4 keySet
  %8 = load_var System
  %9 = load_field %8 out
  %10 = call_method %9 println %1
  %11 = call_method %4 containsKey %0
  %12 = call_method %0 equals %0
  %13 = call_method %4 hashCode
)");
  ASSERT_EQ(r.size(), 14u);
  EXPECT_EQ(r[1], "String");
  EXPECT_EQ(r[2], "Int");
  EXPECT_EQ(r[6], "Int32");  // the map's value type
  EXPECT_EQ(r[7], "Array[String]");
  EXPECT_EQ(r[10], "Null");  // System.out.println on an unknown receiver
  EXPECT_EQ(r[11], "Bool");
  EXPECT_EQ(r[12], "Bool");  // Object.equals
  EXPECT_EQ(r[13], "Int");   // Object.hashCode
}

TEST(LibraryTypes, CAndGo) {
  auto c = regs("c", R"(  %0 = const "abc"
  %1 = call_function strlen %0
  %2 = call_function printf %0
  %3 = call_function puts %0
)");
  ASSERT_EQ(c.size(), 4u);
  EXPECT_EQ(c[1], "Int");
  EXPECT_EQ(c[2], "Int");  // printf returns the characters written
  EXPECT_EQ(c[3], "Int");
  auto go = regs("go", R"(  %0 = const "abc"
  %1 = call_function len %0
  %2 = call_function println %0
)");
  ASSERT_EQ(go.size(), 3u);
  EXPECT_EQ(go[1], "Int64");  // Go's int
  EXPECT_EQ(go[2], "Null");
}

TEST(LibraryTypes, NamesBelongToTheirLanguage) {
  const char* body = R"(  %0 = const "abc"
  %1 = call_method %0 upper
  %2 = call_function len %0
  %3 = call_function parseInt %0
  %4 = call_function strlen %0
  %5 = call_method %0 toUpperCase
  %6 = call_function __len %0
  %7 = call_function __iter %0
  %8 = call_function __next__ %7
)";
  auto py = regs("python", body), js = regs("javascript", body), java = regs("java", body), c = regs("c", body),
       ir = regs("ir", body);
  EXPECT_EQ(py[1], "String");
  EXPECT_EQ(java[1], "Unknown");  // Python's str.upper is not Java's
  EXPECT_EQ(py[2], "Int");
  EXPECT_EQ(js[2], "Unknown");
  EXPECT_EQ(js[3], "Int");
  EXPECT_EQ(py[3], "Unknown");
  EXPECT_EQ(c[4], "Int");
  EXPECT_EQ(java[4], "Unknown");
  EXPECT_EQ(java[5], "String");
  EXPECT_EQ(py[5], "Unknown");
  for (std::size_t k = 1; k <= 5; ++k) EXPECT_EQ(ir[k], "Unknown") << k;  // plain IR: no language's library
  for (const auto* r : {&py, &js, &java, &c, &ir}) {  // the IR's intrinsics, in every language
    EXPECT_EQ((*r)[6], "Int");
    EXPECT_EQ((*r)[7], "Iterator[String]");
    EXPECT_EQ((*r)[8], "String");
  }
}
