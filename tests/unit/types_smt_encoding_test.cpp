// types_smt_encoding_test.cpp - the Z3 encoding of types.smt (issue 19):
// unions, variance, arrays, open world, Java null, parsing, PEP 695.
#include <gtest/gtest.h>

#include "encoding.hpp"
#include "source_decls.hpp"

namespace ts = reddragon::types_smt;

namespace {

/// Animal > Dog, Cat; interface Shape > Circle; Box[T] (variance given).
ts::Hierarchy zoo(ts::Syntax syntax, ts::Variance box_variance) {
  ts::Hierarchy h(syntax);
  h.add("Animal").supers = {ts::named("object")};
  h.add("Dog").supers = {ts::named("Animal")};
  h.add("Cat").supers = {ts::named("Animal")};
  ts::ClassInfo& shape = h.add("Shape");
  shape.is_interface = true;
  shape.supers = {ts::named("object")};
  h.add("Circle").supers = {ts::named("Shape")};
  ts::ClassInfo& box = h.add("Box");
  box.params = {"T"};
  box.variance = {box_variance};
  box.supers = {ts::named("object")};
  h.close_world_with_unknowns();
  return h;
}

/// Decides a closed formula (no free variables): true, false.
bool holds(const z3::expr& e) {
  z3::solver s(e.ctx());
  s.add(!e);
  return s.check() == z3::unsat;
}

ts::TypePtr py(const char* t) { return ts::parse_type(t, ts::Syntax::Python); }
ts::TypePtr java(const char* t) { return ts::parse_type(t, ts::Syntax::Java); }

}  // namespace

TEST(TypesSmtParse, PythonAndJavaSyntax) {
  EXPECT_EQ(ts::to_string(py("Optional[Dog]")), "Dog | None");
  EXPECT_EQ(ts::to_string(py("Union[int, str]")), "int | str");
  EXPECT_EQ(ts::to_string(py("Dog | Cat | None")), "Dog | Cat | None");
  EXPECT_EQ(ts::to_string(py("list[Dog]")), "list[Dog]");
  EXPECT_EQ(ts::to_string(py("typing.List[\"Dog\"]")), "list[Dog]");
  EXPECT_EQ(ts::to_string(java("List<Dog>")), "list[Dog]");
  EXPECT_EQ(ts::to_string(java("Dog[][]")), "Array[Array[Dog]]");
  EXPECT_EQ(ts::to_string(java("Integer")), "int");
  EXPECT_EQ(ts::to_string(java("Map<String, ? extends Dog>")), "Map[str, Any]");
  EXPECT_EQ(py("Dog[")->kind, ts::TypeExpr::Kind::Unknown);  // unreadable: unchecked, no error
  EXPECT_EQ(py("Any")->kind, ts::TypeExpr::Kind::Unknown);
}

TEST(TypesSmtEncoding, UnionOnTheLeftIsAConjunction) {
  auto h = zoo(ts::Syntax::Python, ts::Variance::Invariant);
  z3::context c;
  ts::Encoding enc(c, h);
  EXPECT_TRUE(holds(enc.static_sub(py("Dog | Cat"), py("Animal"))));
  EXPECT_FALSE(holds(enc.static_sub(py("Dog | Cat"), py("Dog"))));
  EXPECT_FALSE(holds(enc.static_sub(py("Dog | None"), py("Animal"))));
}

TEST(TypesSmtEncoding, UnionOnTheRightIsADisjunction) {
  auto h = zoo(ts::Syntax::Python, ts::Variance::Invariant);
  z3::context c;
  ts::Encoding enc(c, h);
  EXPECT_TRUE(holds(enc.static_sub(py("Dog"), py("Cat | Dog"))));
  EXPECT_TRUE(holds(enc.static_sub(py("Dog | Cat"), py("Cat | Dog | None"))));
  EXPECT_FALSE(holds(enc.static_sub(py("Animal"), py("Cat | Dog"))));
}

TEST(TypesSmtEncoding, VarianceOfTypeArguments) {
  z3::context c;
  auto cov = zoo(ts::Syntax::Python, ts::Variance::Covariant);
  ts::Encoding e1(c, cov);
  EXPECT_TRUE(holds(e1.static_sub(py("Box[Dog]"), py("Box[Animal]"))));
  EXPECT_FALSE(holds(e1.static_sub(py("Box[Animal]"), py("Box[Dog]"))));
  auto contra = zoo(ts::Syntax::Python, ts::Variance::Contravariant);
  ts::Encoding e2(c, contra);
  EXPECT_FALSE(holds(e2.static_sub(py("Box[Dog]"), py("Box[Animal]"))));
  EXPECT_TRUE(holds(e2.static_sub(py("Box[Animal]"), py("Box[Dog]"))));
  auto inv = zoo(ts::Syntax::Java, ts::Variance::Invariant);
  ts::Encoding e3(c, inv);
  EXPECT_FALSE(holds(e3.static_sub(java("Box<Dog>"), java("Box<Animal>"))));
  EXPECT_FALSE(holds(e3.static_sub(java("Box<Animal>"), java("Box<Dog>"))));
  EXPECT_TRUE(holds(e3.static_sub(java("Box<Dog>"), java("Box<Dog>"))));
  EXPECT_TRUE(holds(e3.static_sub(java("Box"), java("Box<Dog>"))));  // raw: unchecked
}

TEST(TypesSmtEncoding, JavaArraysAreCovariant) {
  auto h = zoo(ts::Syntax::Java, ts::Variance::Invariant);
  z3::context c;
  ts::Encoding enc(c, h);
  EXPECT_TRUE(holds(enc.static_sub(java("Dog[]"), java("Animal[]"))));
  EXPECT_FALSE(holds(enc.static_sub(java("Animal[]"), java("Dog[]"))));
}

TEST(TypesSmtEncoding, NullIsBelowJavaReferencesOnly) {
  z3::context c;
  auto j = zoo(ts::Syntax::Java, ts::Variance::Invariant);
  ts::Encoding ej(c, j);
  EXPECT_TRUE(holds(ej.static_sub(java("null"), java("Dog"))));
  EXPECT_FALSE(holds(ej.static_sub(java("null"), java("int"))));
  auto p = zoo(ts::Syntax::Python, ts::Variance::Invariant);
  ts::Encoding ep(c, p);
  EXPECT_FALSE(holds(ep.static_sub(py("None"), py("Dog"))));
  EXPECT_TRUE(holds(ep.static_sub(py("None"), py("Optional[Dog]"))));
}

TEST(TypesSmtEncoding, OpenWorldKeepsAnUnknownImplementation) {
  auto h = zoo(ts::Syntax::Java, ts::Variance::Invariant);
  z3::context c;
  ts::Encoding enc(c, h);
  z3::expr t = enc.fresh("s");
  z3::solver s(c);
  s.add(enc.runtime(t));
  s.add(enc.value_sub({t, java("Shape")}, java("Shape")));
  s.add(!enc.head_sub(t, "Circle"));
  ASSERT_EQ(s.check(), z3::sat);  // a Shape that is no Circle: the stand-in
  EXPECT_EQ(enc.name_of(s.get_model().eval(t, true)), ts::unknown_impl_name("Shape"));
  // a class hierarchy is closed: an Animal that is neither Dog, Cat nor Animal does not exist
  z3::solver s2(c);
  z3::expr a = enc.fresh("a");
  s2.add(enc.runtime(a));
  s2.add(enc.head_sub(a, "Animal"));
  s2.add(a != enc.constant("Animal") && !enc.head_sub(a, "Dog") && !enc.head_sub(a, "Cat"));
  EXPECT_EQ(s2.check(), z3::unsat);
}

TEST(TypesSmtEncoding, SymbolicTypeVariableNarrowsAndWitnesses) {
  auto h = zoo(ts::Syntax::Python, ts::Variance::Invariant);
  z3::context c;
  ts::Encoding enc(c, h);
  z3::expr x = enc.fresh("x");
  z3::solver s(c);
  s.add(enc.runtime(x));
  s.add(enc.value_sub({x, py("Animal")}, py("Animal")));
  s.add(enc.head_sub(x, "Cat"));  // the path took isinstance(x, Cat)
  s.add(!enc.value_sub({x, py("Animal")}, py("Dog")));  // can a cast to Dog fail here?
  ASSERT_EQ(s.check(), z3::sat);
  EXPECT_EQ(enc.name_of(s.get_model().eval(x, true)), "Cat");
  // an interface never is a run-time type
  z3::solver s3(c);
  s3.add(enc.runtime(x) && x == enc.constant("Shape"));
  EXPECT_EQ(s3.check(), z3::unsat);
}

TEST(TypesSmtEncoding, GenericSupertypesAreInstantiated) {
  ts::Hierarchy h(ts::Syntax::Python);
  h.add("Animal").supers = {ts::named("object")};
  h.add("Dog").supers = {ts::named("Animal")};
  ts::ClassInfo& box = h.add("Box");
  box.params = {"T"};
  box.variance = {ts::Variance::Covariant};
  box.supers = {ts::named("object")};
  h.add("DogBox").supers = {py("Box[Dog]")};
  z3::context c;
  ts::Encoding enc(c, h);
  EXPECT_TRUE(holds(enc.static_sub(py("DogBox"), py("Box[Animal]"))));
  EXPECT_FALSE(holds(enc.static_sub(py("Box[Animal]"), py("DogBox"))));
}

TEST(TypesSmtScan, TypeVarAndPep695Variance) {
  ts::Hierarchy h(ts::Syntax::Python);
  const char* src =
      "from typing import Generic, TypeVar\n"
      "T_co = TypeVar('T_co', covariant=True)\n"
      "T_contra = TypeVar('T_contra', contravariant=True)\n"
      "class Src(Generic[T_co]):\n"
      "    pass\n"
      "class Sink(Generic[T_contra]):\n"
      "    pass\n"
      "class Reader[T]:\n"
      "    def get(self) -> T: ...\n"
      "class Writer[T]:\n"
      "    def put(self, x: T) -> None: ...\n"
      "class Cell[T]:\n"
      "    value: T\n";
  ts::SourceDecls d = ts::scan_source(src, ts::Syntax::Python, h);
  EXPECT_EQ(h.variance("Src", 0), ts::Variance::Covariant);
  EXPECT_EQ(h.variance("Sink", 0), ts::Variance::Contravariant);
  EXPECT_EQ(h.variance("Reader", 0), ts::Variance::Covariant);
  EXPECT_EQ(h.variance("Writer", 0), ts::Variance::Contravariant);
  EXPECT_EQ(h.variance("Cell", 0), ts::Variance::Invariant);
  ASSERT_TRUE(d.funcs.count(9));
  EXPECT_EQ(d.funcs.at(9).owner, "Reader");
}

TEST(TypesSmtScan, JavaDeclarationsCastsAndAsserts) {
  ts::Hierarchy h(ts::Syntax::Java);
  const char* src =
      "interface Shape {}\n"
      "class Circle implements Shape {}\n"
      "class Main {\n"
      "    static Circle f(Shape s, int n) {\n"
      "        Circle c = (Circle) s;\n"
      "        assert s instanceof Circle;\n"
      "        return c;\n"
      "    }\n"
      "}\n";
  ts::SourceDecls d = ts::scan_source(src, ts::Syntax::Java, h);
  ASSERT_TRUE(h.find("Shape") && h.find("Shape")->is_interface);
  ASSERT_TRUE(d.funcs.count(4));
  EXPECT_EQ(ts::to_string(d.funcs.at(4).ret), "Circle");
  EXPECT_EQ(ts::to_string(d.funcs.at(4).params[0]), "Shape");
  EXPECT_EQ(ts::to_string(d.funcs.at(4).params[1]), "int");
  EXPECT_EQ(ts::to_string(d.local_decl(5, 15, h)), "Circle");
  EXPECT_EQ(ts::to_string(d.java_cast_before(5, 28, h)), "Circle");
  EXPECT_EQ(d.java_cast_before(7, 15, h), nullptr);
  ASSERT_EQ(d.asserts.size(), 1u);
  EXPECT_EQ(d.asserts[0].expr, "s instanceof Circle");
}
