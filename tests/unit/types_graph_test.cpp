// types_graph_test.cpp - the TypeExpr ADT (interning, canonical text,
// parser), the layered type graph (hierarchy, interfaces, variance, unions,
// bounded type variables, function types, aliases, lub) and overload scoring.
#include <gtest/gtest.h>

#include "reddragon/kernel/types/graph.hpp"
#include "reddragon/kernel/types/overload.hpp"
#include "reddragon/kernel/types/type.hpp"

using namespace reddragon::kernel::types;

namespace {
Type T(const char* s) {
  auto r = parse_type(s);
  EXPECT_TRUE(r.has_value()) << s << ": " << (r ? "" : r.error().to_string());
  return r ? *r : Type();
}
}  // namespace

TEST(TypeExpr, InternedEqualityIsIdentity) {
  Type a = Type::param("Map", {Type::string(), Type::param("Array", {Type::real()})});
  Type b = T("Map[String, Array[Float]]");
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.node(), b.node());
  EXPECT_EQ(a.text(), "Map[String, Array[Float]]");
  EXPECT_EQ(T("Pointer[Pointer[Int]]").depth(), 3u);
  EXPECT_NE(T("Array[Int]"), T("Array[Float]"));
}

TEST(TypeExpr, CanonicalTextRoundTrips) {
  for (const char* s : {"Int", "Array[Int]", "Map[String, Array[Float]]", "Pointer[Pointer[Int]]", "Fn(Int, Int) -> Int",
                        "Fn() -> Null", "Union[Int, String]", "Optional[Int]", "T <: Number", "Array[T <: Number]",
                        "Fn(Fn(Int) -> Int, Array[String]) -> Optional[Dog]", "Unknown", "Union[Fn(Int) -> Int, String]"}) {
    Type t = T(s);
    EXPECT_EQ(t.text(), s);
    EXPECT_EQ(T(t.text().c_str()), t);
  }
}

TEST(TypeExpr, UnionsFlattenDeduplicateAndCollapse) {
  EXPECT_EQ(T("Union[Int]"), Type::integer());
  EXPECT_EQ(T("Union[Int, Union[String, Int]]"), T("Union[Int, String]"));
  EXPECT_EQ(T("Union[String, Int]"), T("Union[Int, String]"));
  EXPECT_EQ(T("Int | String | Int"), T("Union[Int, String]"));
  EXPECT_EQ(T("Optional[Int]"), T("Union[Int, Null]"));
  EXPECT_EQ(T("Union[Null, Int]").text(), "Optional[Int]");
  EXPECT_EQ(T("Union[Int, Any]"), Type::any());
  EXPECT_EQ(Type::union_of({}), Type::unknown());
}

TEST(TypeExpr, ParseErrorsCarryColumn) {
  auto r = parse_type("Map[String, ]");
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().span.start_col, 12u);
  EXPECT_NE(r.error().message.find("column 12"), std::string::npos);
  auto r2 = parse_type("Array[Int");
  ASSERT_FALSE(r2.has_value());
  EXPECT_EQ(r2.error().span.start_col, 9u);
  EXPECT_FALSE(parse_type("Fn(Int) Int").has_value());
  EXPECT_FALSE(parse_type("Int)").has_value());
  EXPECT_FALSE(parse_type("").has_value());
}

TEST(TypeGraph, BaseHierarchy) {
  auto g = TypeGraph::base();
  EXPECT_TRUE(g->is_subtype(Type::integer(), Type::number()));
  EXPECT_TRUE(g->is_subtype(Type::real(), Type::number()));
  EXPECT_TRUE(g->is_subtype(T("Int32"), Type::integer()));
  EXPECT_TRUE(g->is_subtype(Type::string(), Type::any()));
  EXPECT_FALSE(g->is_subtype(Type::number(), Type::integer()));
  EXPECT_FALSE(g->is_subtype(Type::string(), Type::number()));
  EXPECT_EQ(g->lub(Type::integer(), Type::real()), Type::number());
  EXPECT_EQ(g->common_supertype(Type::integer(), Type::string()), Type::any());
  EXPECT_EQ(g->lub(Type::integer(), Type::string()), T("Union[Int, String]"));
  EXPECT_EQ(g->lub(Type::integer(), Type::null()), T("Optional[Int]"));
  EXPECT_EQ(g->lub(T("Union[Int, String]"), Type::real()), T("Union[Number, String]"));
}

TEST(TypeGraph, LayersExtendWithoutMutatingTheBase) {
  auto base = TypeGraph::base();
  auto user = base->extend();
  user->add_class("Animal");
  user->add_class("Dog", {"Animal"});
  user->add_class("Cat", {"Animal"});
  user->add_interface("Serializable");
  user->add_class("Doc", {});
  user->add_implements("Doc", "Serializable");
  EXPECT_TRUE(user->is_subtype(T("Dog"), T("Animal")));
  EXPECT_TRUE(user->is_subtype(T("Dog"), Type::object()));
  EXPECT_TRUE(user->is_subtype(T("Doc"), T("Serializable")));
  EXPECT_EQ(user->node_kind("Serializable"), NodeKind::Interface);
  EXPECT_EQ(user->lub(T("Dog"), T("Cat")), T("Animal"));
  EXPECT_FALSE(base->knows("Dog"));
  EXPECT_FALSE(base->is_subtype(T("Dog"), T("Animal")));
  // a second layer on the user layer sees both
  auto more = user->extend();
  more->add_class("Puppy", {"Dog"});
  EXPECT_TRUE(more->is_subtype(T("Puppy"), T("Animal")));
  EXPECT_FALSE(user->knows("Puppy"));
}

TEST(TypeGraph, CovariantByDefaultAndRawConstructor) {
  auto g = TypeGraph::base();
  EXPECT_TRUE(g->is_subtype(T("Array[Int]"), T("Array[Number]")));
  EXPECT_FALSE(g->is_subtype(T("Array[Number]"), T("Array[Int]")));
  EXPECT_TRUE(g->is_subtype(T("Array[Int]"), T("Array")));
  EXPECT_FALSE(g->is_subtype(T("Array"), T("Array[Int]")));
  EXPECT_TRUE(g->is_subtype(T("Map[String, Array[Int]]"), T("Map[String, Array[Number]]")));
  EXPECT_TRUE(g->is_subtype(T("Tuple[Int]"), T("Array[Int]")));  // Tuple <: Array nominally
  EXPECT_EQ(g->lub(T("Array[Int]"), T("Array[Float]")), T("Array[Number]"));
}

TEST(TypeGraph, RegisteredVariance) {
  auto g = TypeGraph::base()->extend();
  g->add_class("MutableList");
  g->set_variance("MutableList", {Variance::Invariant});
  g->add_class("Consumer");
  g->set_variance("Consumer", {Variance::Contravariant});
  EXPECT_FALSE(g->is_subtype(T("MutableList[Int]"), T("MutableList[Number]")));
  EXPECT_FALSE(g->is_subtype(T("MutableList[Number]"), T("MutableList[Int]")));
  EXPECT_TRUE(g->is_subtype(T("MutableList[Int]"), T("MutableList[Int]")));
  EXPECT_TRUE(g->is_subtype(T("Consumer[Number]"), T("Consumer[Int]")));
  EXPECT_FALSE(g->is_subtype(T("Consumer[Int]"), T("Consumer[Number]")));
  EXPECT_EQ(g->variance("Array", 0), Variance::Covariant);
}

TEST(TypeGraph, FunctionVariance) {
  auto g = TypeGraph::base();
  EXPECT_TRUE(g->is_subtype(T("Fn(Number) -> Int"), T("Fn(Int) -> Number")));
  EXPECT_FALSE(g->is_subtype(T("Fn(Int) -> Number"), T("Fn(Number) -> Int")));
  EXPECT_FALSE(g->is_subtype(T("Fn(Int) -> Int"), T("Fn(Int, Int) -> Int")));
  EXPECT_TRUE(g->is_subtype(T("Fn(Int) -> Int"), T("Function")));
}

TEST(TypeGraph, UnionRules) {
  auto g = TypeGraph::base();
  EXPECT_TRUE(g->is_subtype(T("Union[Int, Float]"), Type::number()));    // every member
  EXPECT_FALSE(g->is_subtype(T("Union[Int, String]"), Type::number()));
  EXPECT_TRUE(g->is_subtype(Type::integer(), T("Union[Int, String]")));  // some member
  EXPECT_TRUE(g->is_subtype(T("Int32"), T("Union[Int, String]")));
  EXPECT_FALSE(g->is_subtype(T("Bool"), T("Union[Int, String]")));
  EXPECT_TRUE(g->is_subtype(T("Union[Int, String]"), T("Union[Number, String, Bool]")));
  EXPECT_TRUE(g->is_subtype(Type::null(), T("Optional[Int]")));
  EXPECT_FALSE(g->is_subtype(T("Optional[Int]"), Type::integer()));
}

TEST(TypeGraph, BoundedTypeVariables) {
  auto g = TypeGraph::base();
  EXPECT_TRUE(g->is_subtype(T("Array[Int]"), T("Array[T <: Number]")));
  EXPECT_FALSE(g->is_subtype(T("Array[String]"), T("Array[T <: Number]")));
  EXPECT_TRUE(g->is_subtype(T("T <: Int"), Type::number()));
  EXPECT_TRUE(g->is_subtype(T("T <: Number"), T("T <: Number")));
  EXPECT_EQ(Type::type_var("U", Type()).text(), "U <: Any");
}

TEST(TypeGraph, AliasesResolveTransitivelyWithCycleProtection) {
  auto g = TypeGraph::base()->extend();
  g->add_alias("IntPtr", T("Pointer[Int]"));
  g->add_alias("NestedPtr", T("Pointer[IntPtr]"));
  g->add_alias("A", T("Array[B]"));
  g->add_alias("B", T("A"));
  EXPECT_EQ(g->resolve_aliases(T("NestedPtr")), T("Pointer[Pointer[Int]]"));
  EXPECT_EQ(g->resolve_aliases(T("Map[String, IntPtr]")), T("Map[String, Pointer[Int]]"));
  EXPECT_EQ(g->resolve_aliases(T("A")).text(), "Array[Unknown]");  // A -> Array[B], B -> A: the cycle stops at Unknown
}

TEST(TypeGraph, UnknownIsGradual) {
  auto g = TypeGraph::base();
  EXPECT_TRUE(g->is_subtype(Type::unknown(), Type::integer()));
  EXPECT_TRUE(g->is_subtype(Type::integer(), Type::unknown()));
  EXPECT_EQ(g->lub(T("Array[Int]"), T("Array[Unknown]")), T("Array[Int]"));
  EXPECT_EQ(g->lub(T("Map[Unknown, Int]"), T("Map[String, Unknown]")), T("Map[String, Int]"));
}

TEST(Overload, SubtypeAwareScoring) {
  auto g = TypeGraph::base()->extend();
  g->add_class("Animal");
  g->add_class("Dog", {"Animal"});
  g->add_class("Cat", {"Animal"});
  std::vector<OverloadCandidate> c{{{T("Animal")}, false}, {{T("Dog")}, false}};
  EXPECT_EQ(resolve_overload(*g, c, std::vector<Type>{T("Dog")}).index, 1);
  EXPECT_EQ(resolve_overload(*g, c, std::vector<Type>{T("Cat")}).index, 0);
  auto none = resolve_overload(*g, c, std::vector<Type>{Type::integer()});
  EXPECT_EQ(none.index, -1);
  EXPECT_FALSE(none.ambiguous);
  // arity first
  std::vector<OverloadCandidate> a{{{Type::integer()}, false}, {{Type::integer(), Type::integer()}, false}};
  EXPECT_EQ(resolve_overload(*g, a, std::vector<Type>{Type::integer(), Type::integer()}).index, 1);
  EXPECT_NE(resolve_overload(*g, a, std::vector<Type>{}).message.find("no overload takes 0"), std::string::npos);
  // exact beats primitive coercion
  std::vector<OverloadCandidate> n{{{Type::real()}, false}, {{Type::integer()}, false}};
  EXPECT_EQ(resolve_overload(*g, n, std::vector<Type>{Type::integer()}).index, 1);
  EXPECT_EQ(resolve_overload(*g, n, std::vector<Type>{Type::real()}).index, 0);
  EXPECT_EQ(resolve_overload(*g, std::vector<OverloadCandidate>{n[0]}, std::vector<Type>{Type::boolean()}).index, 0);
}

TEST(Overload, AmbiguityReported) {
  auto g = TypeGraph::base()->extend();
  g->add_class("Animal");
  g->add_class("Dog", {"Animal"});
  std::vector<OverloadCandidate> c{{{T("Dog"), T("Animal")}, false}, {{T("Animal"), T("Dog")}, false}};
  auto r = resolve_overload(*g, c, std::vector<Type>{T("Dog"), T("Dog")});
  EXPECT_EQ(r.index, -1);
  EXPECT_TRUE(r.ambiguous);
  EXPECT_EQ(r.tied.size(), 2u);
  EXPECT_NE(r.message.find("ambiguous"), std::string::npos);
  // conversion_score ordering
  EXPECT_GT(conversion_score(*g, T("Dog"), T("Dog")), conversion_score(*g, T("Dog"), T("Animal")));
  EXPECT_GT(conversion_score(*g, T("Dog"), T("Animal")), conversion_score(*g, Type::integer(), Type::real()));
  EXPECT_EQ(conversion_score(*g, Type::string(), Type::integer()), 0);
}
