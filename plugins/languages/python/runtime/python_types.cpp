// python_types.cpp - what Python tells the type system (docs/types.md):
// a dynamic language (annotations are hints), true division, and the return
// types of its built-in functions and of the methods of str, list, tuple,
// set and dict. Syntax of the type text: reddragon/vm/language_types.hpp.
#include "reddragon/vm/language_types.hpp"

namespace reddragon::vm {

namespace {

constexpr ReturnType kFunctions[] = {
    {"len", "Int"},          {"str", "String"},      {"int", "Int"},          {"float", "Float"},
    {"bool", "Bool"},        {"repr", "String"},     {"ascii", "String"}, {"input", "String"},     {"ord", "Int"},
    {"chr", "String"},       {"hex", "String"},      {"bin", "String"},       {"oct", "String"},
    {"isinstance", "Bool"},  {"issubclass", "Bool"}, {"callable", "Bool"},    {"hasattr", "Bool"},
    {"any", "Bool"},         {"all", "Bool"},        {"format", "String"},    {"print", "Null"},
    {"hash", "Int"},         {"id", "Int"},          {"dict", "Map"},         {"set", "Set"},
    {"type", "Type"},        {"tuple", "Tuple"},     {"range", "Array[Int]"},
    {"round", "Int", 1},     {"round", "$or[$0, Number]"},  // round(x, ndigits) keeps x's type
    {"list", "Array[$elem[$0]]"},
    {"sorted", "Array[$elem[$0]]"},
    {"reversed", "Array[$elem[$0]]"},
    {"iter", "Iterator[$elem[$0]]"},
    {"next", "$elem[$0]"},
    {"abs", "$arith[$0]"},
    {"min", "$elem[$0]", 1}, {"min", "$args"},  // min(xs) vs min(a, b, ...)
    {"max", "$elem[$0]", 1}, {"max", "$args"},
    {"sum", "$or[$elem[$0], Number]"},
    {"enumerate", "Array[Tuple[Int, $elem[$0]]]"},
    {"divmod", "Tuple[$0, $0]"},
    {"pow", "$0"},
    {"__match_seq", "Bool"}, {"__match_map", "Bool"}, {"__match_rest", "Map"},  // the match statement's helpers
};

constexpr ReturnType kStr[] = {
    {"upper", "String"},     {"lower", "String"},      {"strip", "String"},      {"lstrip", "String"},
    {"rstrip", "String"},    {"title", "String"},      {"capitalize", "String"}, {"replace", "String"},
    {"join", "String"},      {"format", "String"},     {"zfill", "String"},      {"center", "String"},
    {"ljust", "String"},     {"rjust", "String"},      {"swapcase", "String"},   {"casefold", "String"},
    {"find", "Int"},         {"rfind", "Int"},         {"index", "Int"},         {"rindex", "Int"},
    {"count", "Int"},        {"startswith", "Bool"},   {"endswith", "Bool"},     {"isdigit", "Bool"},
    {"isalpha", "Bool"},     {"isalnum", "Bool"},      {"isspace", "Bool"},      {"isupper", "Bool"},
    {"islower", "Bool"},     {"split", "Array[String]"}, {"rsplit", "Array[String]"},
    {"splitlines", "Array[String]"}, {"encode", "Bytes"},
};

constexpr ReturnType kList[] = {
    {"pop", "$elem[$self]"}, {"copy", "$self"},   {"index", "Int"},  {"count", "Int"},
    {"append", "Null"},      {"extend", "Null"},  {"insert", "Null"}, {"clear", "Null"},
    {"sort", "Null"},        {"reverse", "Null"}, {"remove", "Null"},
};

constexpr ReturnType kTuple[] = {{"index", "Int"}, {"count", "Int"}};

constexpr ReturnType kSet[] = {
    {"pop", "$elem[$self]"}, {"copy", "$self"},  {"add", "Null"},
    {"remove", "Null"},      {"discard", "Null"}, {"clear", "Null"},
};

constexpr ReturnType kDict[] = {
    {"get", "$value[$self]"},  {"pop", "$value[$self]"}, {"setdefault", "$value[$self]"},
    {"keys", "Array[$key[$self]]"}, {"values", "Array[$value[$self]]"},
    {"items", "Array[Tuple[$key[$self], $value[$self]]]"},
    {"copy", "$self"},         {"update", "Null"},       {"clear", "Null"},
};

// Every object's dunder methods.
constexpr ReturnType kAny[] = {{"__str__", "String"}, {"__repr__", "String"}, {"__eq__", "Bool"}, {"__hash__", "Int"}};

// A receiver whose type was not inferred: guesses by method name alone.
constexpr ReturnType kUnknown[] = {
    {"count", "Int"},       {"index", "Int"},     {"startswith", "Bool"},   {"endswith", "Bool"},
    {"upper", "String"},    {"lower", "String"},  {"strip", "String"},      {"split", "Array[String]"},
    {"join", "String"},     {"keys", "Array"},    {"values", "Array"},      {"items", "Array"},
    {"append", "Null"},     {"extend", "Null"},   {"clear", "Null"},        {"sort", "Null"},
    {"insert", "Null"},     {"remove", "Null"},
};

constexpr MethodTypes kMethods[] = {
    {"String", kStr}, {"Array", kList}, {"Tuple", kTuple}, {"Set", kSet},
    {"Map", kDict},   {"Any", kAny},    {"Unknown", kUnknown},
};

}  // namespace

// What library names mean to the path-condition solver (docs/symbolic.md).
const SolverName kSolverNames[] = {
    {"len", SolverForm::Function, SolverFn::Length},
    {"str.startswith", SolverForm::Function, SolverFn::Prefix},
    {"str.endswith", SolverForm::Function, SolverFn::Suffix},
    {"startswith", SolverForm::Method, SolverFn::Prefix},
    {"endswith", SolverForm::Method, SolverFn::Suffix},
    {"__contains__", SolverForm::Method, SolverFn::Contains},
    {"__eq__", SolverForm::Method, SolverFn::Equals},
};

extern const LanguageTypes kPythonTypes;
const LanguageTypes kPythonTypes{.dynamic = true,
                                 .division = IntDivision::True,
                                 .functions = kFunctions,
                                 .methods = kMethods,
                                 .solver_names = kSolverNames};

}  // namespace reddragon::vm
