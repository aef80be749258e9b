// ruby_conventions.hpp - names the Ruby lowering and the Ruby runtime agree
// on (one definition each, so neither side spells them on its own).
#pragma once
#include <string>
#include <string_view>

namespace reddragon::ruby {

/// Instance variables of a class object (`@x` in a class body or a class
/// method) are fields named kClassIvarPrefix + "@x", kept apart from the
/// instances' `@x` (the kernel finds a class's fields on its instances too).
inline constexpr std::string_view kClassIvarPrefix = "__civ";
inline std::string class_ivar_field(std::string_view ivar) { return std::string(kClassIvarPrefix) + std::string(ivar); }
/// Whether a field name is a class-level instance variable's.
inline bool is_class_ivar_field(std::string_view field) {
  return field.size() > kClassIvarPrefix.size() && field.substr(0, kClassIvarPrefix.size()) == kClassIvarPrefix &&
         field[kClassIvarPrefix.size()] == '@';
}

}  // namespace reddragon::ruby
