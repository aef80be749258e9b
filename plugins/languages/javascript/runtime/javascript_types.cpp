// javascript_types.cpp - what JavaScript (and TypeScript, which shares its
// runtime row) tells the type system (docs/types.md): a dynamic language
// (annotations are hints; `+` on strings is the runtime's binop hook), true
// division, and the return types of its global functions and of the
// methods of strings, numbers, arrays, Map and Set. Syntax of the type
// text: reddragon/vm/language_types.hpp.
#include "reddragon/vm/language_types.hpp"

namespace reddragon::vm {

namespace {

constexpr ReturnType kFunctions[] = {
    {"parseInt", "Int"}, {"parseFloat", "Float"}, {"String", "String"}, {"Number", "Float"}, {"Boolean", "Bool"},
};

constexpr ReturnType kString[] = {
    {"toUpperCase", "String"}, {"toLowerCase", "String"}, {"trim", "String"},     {"trimStart", "String"},
    {"trimEnd", "String"},     {"substring", "String"},   {"substr", "String"},   {"charAt", "String"},
    {"concat", "String"},      {"repeat", "String"},      {"padStart", "String"}, {"padEnd", "String"},
    {"replace", "String"},     {"slice", "String"},       {"indexOf", "Int"},     {"lastIndexOf", "Int"},
    {"charCodeAt", "Int"},     {"includes", "Bool"},      {"startsWith", "Bool"}, {"endsWith", "Bool"},
    {"split", "Array[String]"},
};

constexpr ReturnType kNumber[] = {{"toFixed", "String"}};

constexpr ReturnType kArray[] = {
    {"pop", "$elem[$self]"}, {"shift", "$elem[$self]"}, {"slice", "$self"},   {"filter", "$self"},
    {"concat", "$self"},     {"sort", "$self"},         {"reverse", "$self"}, {"indexOf", "Int"},
    {"lastIndexOf", "Int"},  {"push", "Int"},           {"unshift", "Int"},   {"includes", "Bool"},
    {"join", "String"},
};

constexpr ReturnType kMap[] = {
    {"get", "$value[$self]"}, {"has", "Bool"}, {"delete", "Bool"}, {"set", "$self"},
    {"keys", "Array[$key[$self]]"}, {"values", "Array[$value[$self]]"},
    {"entries", "Array[Tuple[$key[$self], $value[$self]]]"},
};

constexpr ReturnType kSet[] = {{"has", "Bool"}, {"delete", "Bool"}, {"add", "$self"}};

constexpr ReturnType kAny[] = {{"toString", "String"}};

// A receiver whose type was not inferred: guesses by method name alone.
constexpr ReturnType kUnknown[] = {
    {"toUpperCase", "String"}, {"toLowerCase", "String"}, {"trim", "String"},     {"substring", "String"},
    {"indexOf", "Int"},        {"startsWith", "Bool"},    {"endsWith", "Bool"},   {"includes", "Bool"},
    {"split", "Array[String]"}, {"join", "String"},
};

constexpr MethodTypes kMethods[] = {
    {"String", kString}, {"Int", kNumber}, {"Float", kNumber}, {"Number", kNumber}, {"Array", kArray},
    {"Map", kMap},       {"Set", kSet},    {"Any", kAny},      {"Unknown", kUnknown},
};

}  // namespace

// What library names mean to the path-condition solver (docs/symbolic.md).
const SolverName kSolverNames[] = {
    {"length", SolverForm::Field, SolverFn::Length},
    {"startsWith", SolverForm::Method, SolverFn::Prefix},
    {"endsWith", SolverForm::Method, SolverFn::Suffix},
    {"includes", SolverForm::Method, SolverFn::Contains},
};

extern const LanguageTypes kJavaScriptTypes;
const LanguageTypes kJavaScriptTypes{.dynamic = true,
                                     .division = IntDivision::True,
                                     .functions = kFunctions,
                                     .methods = kMethods,
                                     .solver_names = kSolverNames};

}  // namespace reddragon::vm
