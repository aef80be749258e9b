// java_types.cpp - what Java tells the type system (docs/types.md): a
// static language (annotations convert and wrap: `int` is Int32), typed
// `String + x` stringifies x, integer division truncates; and the return
// types of the methods of String, arrays/lists, maps and sets, and of every
// Object. Syntax of the type text: reddragon/vm/language_types.hpp.
#include "reddragon/vm/language_types.hpp"

namespace reddragon::vm {

namespace {

constexpr ReturnType kString[] = {
    {"toUpperCase", "String"}, {"toLowerCase", "String"}, {"trim", "String"},       {"strip", "String"},
    {"substring", "String"},   {"charAt", "String"},      {"concat", "String"},     {"repeat", "String"},
    {"replace", "String"},     {"indexOf", "Int"},        {"lastIndexOf", "Int"},   {"length", "Int"},
    {"compareTo", "Int"},      {"isEmpty", "Bool"},       {"contains", "Bool"},     {"equalsIgnoreCase", "Bool"},
    {"startsWith", "Bool"},    {"endsWith", "Bool"},      {"split", "Array[String]"},
};

// Arrays and the List interface.
constexpr ReturnType kList[] = {
    {"get", "$elem[$self]"}, {"subList", "$self"}, {"size", "Int"},     {"indexOf", "Int"},
    {"isEmpty", "Bool"},     {"contains", "Bool"}, {"add", "Bool"},     {"clear", "Null"},
};

constexpr ReturnType kMap[] = {
    {"get", "$value[$self]"}, {"getOrDefault", "$value[$self]"},
    {"keySet", "Array[$key[$self]]"}, {"values", "Array[$value[$self]]"},
    {"entrySet", "Array[Tuple[$key[$self], $value[$self]]]"},
    {"containsKey", "Bool"}, {"containsValue", "Bool"}, {"isEmpty", "Bool"}, {"size", "Int"}, {"clear", "Null"},
};

constexpr ReturnType kSet[] = {
    {"contains", "Bool"}, {"add", "Bool"}, {"remove", "Bool"}, {"isEmpty", "Bool"}, {"size", "Int"}, {"clear", "Null"},
};

// java.lang.Object's methods.
constexpr ReturnType kAny[] = {{"toString", "String"}, {"equals", "Bool"}, {"hashCode", "Int"}};

// A receiver whose type was not inferred (collections from constructors,
// System.out): guesses by method name alone.
constexpr ReturnType kUnknown[] = {
    {"println", "Null"},       {"print", "Null"},         {"size", "Int"},          {"length", "Int"},
    {"isEmpty", "Bool"},       {"contains", "Bool"},      {"containsKey", "Bool"},  {"startsWith", "Bool"},
    {"endsWith", "Bool"},      {"toUpperCase", "String"}, {"toLowerCase", "String"}, {"trim", "String"},
    {"substring", "String"},   {"indexOf", "Int"},        {"split", "Array[String]"}, {"clear", "Null"},
};

constexpr MethodTypes kMethods[] = {
    {"String", kString}, {"Array", kList}, {"Map", kMap}, {"Set", kSet}, {"Any", kAny}, {"Unknown", kUnknown},
};

}  // namespace

// What library names mean to the path-condition solver (docs/symbolic.md).
const SolverName kSolverNames[] = {
    {"length", SolverForm::Method, SolverFn::Length},
    {"startsWith", SolverForm::Method, SolverFn::Prefix},
    {"endsWith", SolverForm::Method, SolverFn::Suffix},
    {"contains", SolverForm::Method, SolverFn::Contains},
    {"equals", SolverForm::Method, SolverFn::Equals},
};

extern const LanguageTypes kJavaTypes;
const LanguageTypes kJavaTypes{.dynamic = false,
                               .stringify_concat = true,
                               .division = IntDivision::Truncate,
                               .methods = kMethods,
                               .solver_names = kSolverNames};

}  // namespace reddragon::vm
