// node_core_modules.hpp - Node.js core modules without effects (events,
// path, assert, util) as JavaScript source the frontend appends to a file
// that names them (ADR 0018). require('events') / import ... from
// 'node:events' then lower to a call of the prelude's __node_<name>().
#pragma once

#include <string>
#include <string_view>

namespace reddragon::frontend_js {

/// `text` with the preludes of the core modules it names appended (each a
/// hoisted `function __node_<name>()` returning the module), or "" when it
/// names none. Appended after the last byte, so the file's spans stay.
std::string with_node_core_modules(std::string_view text);

/// The core module a specifier names ("events" for 'node:events'), or ""
/// when it is not one of the prelude's modules; `member` gets the field a
/// subpath names ("strict" for 'assert/strict'), else "".
std::string_view node_core_module(std::string_view spec, std::string_view* member = nullptr);

}  // namespace reddragon::frontend_js
