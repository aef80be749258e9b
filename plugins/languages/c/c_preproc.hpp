// c_preproc.hpp - the C frontend's small preprocessor (see c_preproc.cpp).
#pragma once

#include <string>
#include <string_view>

namespace reddragon::c {

/// Expands #define macros, drops #include and other directives, applies
/// #if/#ifdef/#ifndef/#else/#endif; keeps every line on its line number.
std::string preprocess(std::string_view src);

}  // namespace reddragon::c
