// go_types.cpp - what Go tells the type system (docs/types.md): a static
// language (annotations convert and wrap: `int` is Int64), integer division
// truncates; and the return types of its built-in functions. Syntax of the
// type text: reddragon/vm/language_types.hpp.
#include "reddragon/vm/language_types.hpp"

namespace reddragon::vm {

namespace {

// len and cap return Go's `int`, which the frontend types as Int64.
constexpr ReturnType kFunctions[] = {{"len", "Int64"}, {"cap", "Int64"}, {"println", "Null"}, {"print", "Null"}};

}  // namespace

// What library names mean to the path-condition solver (docs/symbolic.md).
const SolverName kSolverNames[] = {
    {"len", SolverForm::Function, SolverFn::Length},
    {"strings.HasPrefix", SolverForm::Function, SolverFn::Prefix},
    {"strings.HasSuffix", SolverForm::Function, SolverFn::Suffix},
    {"strings.Contains", SolverForm::Function, SolverFn::Contains},
};

extern const LanguageTypes kGoTypes;
const LanguageTypes kGoTypes{.dynamic = false, .division = IntDivision::Truncate, .functions = kFunctions,
                             .solver_names = kSolverNames};

}  // namespace reddragon::vm
