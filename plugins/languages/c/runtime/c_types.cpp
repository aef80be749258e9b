// c_types.cpp - what C tells the type system (docs/types.md): a static
// language (annotations convert and wrap: `int` is Int32, `unsigned char`
// UInt8), integer division truncates; and the return types of the library
// functions it declares. Syntax of the type text:
// reddragon/vm/language_types.hpp.
#include "reddragon/vm/language_types.hpp"

namespace reddragon::vm {

namespace {

// printf and puts return an int (characters written / non-negative), as
// the runtime's natives do.
constexpr ReturnType kFunctions[] = {{"strlen", "Int"}, {"printf", "Int"}, {"puts", "Int"}};

}  // namespace

// What library names mean to the path-condition solver (docs/symbolic.md).
const SolverName kSolverNames[] = {
    {"strlen", SolverForm::Function, SolverFn::Length},
};

extern const LanguageTypes kCTypes;
const LanguageTypes kCTypes{.dynamic = false, .division = IntDivision::Truncate, .functions = kFunctions,
                            .solver_names = kSolverNames};

}  // namespace reddragon::vm
