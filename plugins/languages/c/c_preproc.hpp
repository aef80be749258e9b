// c_preproc.hpp - the C frontend's small preprocessor (see c_preproc.cpp).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace reddragon::c {

/// Expands #define macros, drops #include and other directives, applies
/// #if/#ifdef/#ifndef/#else/#endif; keeps every line on its line number.
/// With the file's `path`, `#include "x.h"` of a project header puts the
/// header's preprocessed text on the directive's line (c_include.hpp).
std::string preprocess(std::string_view src, const std::string& path = {});
/// The same, and the project headers it read (for LowerOutput::inputs).
std::string preprocess(std::string_view src, const std::string& path, std::vector<std::string>* read);

/// The object-like macros of <stdint.h>, <inttypes.h>, <limits.h> and
/// <float.h> as gcc defines them on x86-64 (LP64), as (name, body).
const std::vector<std::pair<std::string, std::string>>& library_macros();

}  // namespace reddragon::c
