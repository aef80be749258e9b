// javascript_case.hpp - toUpperCase/toLowerCase beyond ASCII.
#pragma once

#include <string>
#include <string_view>

namespace reddragon::vm::js {

/// s with letters mapped to upper (or lower) case by Unicode (simple
/// mappings, ß, İ and Final_Sigma; not the other SpecialCasing entries);
/// other code points, and bytes that are not UTF-8, are kept.
std::string change_case(std::string_view s, bool upper);

}  // namespace reddragon::vm::js
