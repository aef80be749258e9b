// accessor_modifiers.hpp - modifiers before TS 5 `accessor` fields.
//
// tree-sitter-typescript 0.23.2 reads `accessor x = 1` but not `static
// accessor x`, `private accessor x` or `override accessor x` (its
// public_field_definition makes `accessor` exclusive with the other
// modifiers). accessor_modifiers_blanked() rewrites such modifiers, keeping
// every byte offset: accessibility and `override` become spaces (no run-time
// effect), `static` becomes the marker kStaticAccessorMark, which the lowerer
// reads back (is_static_accessor).
#pragma once

#include <string>
#include <string_view>

#include <tree_sitter/api.h>

namespace reddragon::typescript {

/// Same length as "static"; a comment, so the parser skips it.
inline constexpr std::string_view kStaticAccessorMark = "/*s*/ ";

/// The source with modifiers before `accessor` rewritten, or "" when there is
/// nothing to rewrite (the source parses, or no `accessor` follows a modifier
/// inside a syntax error). `lang` is tree-sitter-typescript.
std::string accessor_modifiers_blanked(const TSLanguage* lang, std::string_view src);

}  // namespace reddragon::typescript
