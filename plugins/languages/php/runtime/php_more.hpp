// php_more.hpp - library functions kept in their own files (text scanning,
// streams, object helpers), in a table looked up after php_library.cpp's.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "php_shared.hpp"

namespace reddragon::vm::php {

struct MoreEntry {
  const char* name;
  NativeFn fn;
  unsigned cost = 0;  ///< Cost flags (php_shared.hpp), charged as php_library.cpp's are
};
std::span<const MoreEntry> scan_functions();    ///< php_scan.cpp: strspn, strcspn, sscanf
std::span<const MoreEntry> stream_functions();  ///< php_streams.cpp: fopen('php://memory'), fputcsv, ...
std::span<const MoreEntry> helper_functions();  ///< php_more.cpp: __php_* helpers the lowering calls
std::span<const MoreEntry> html_functions();    ///< php_html.cpp: htmlspecialchars, htmlentities and their decoders

/// Named arguments to built-in `fn` put at their parameters' positions
/// (false: an Error was raised): php_named_args.cpp.
bool named_to_positional(Vm& vm, std::string_view fn, std::vector<Value>& a);
/// Whether code in class `scope` (None: outside classes) may call method m of
/// class cls by its visibility (__php_mv_<m>; public when unmarked): php_more.cpp.
bool method_visible(Vm& vm, const Value& cls, const std::string& m, const Value& scope);
/// A stream handle's resource number as PHP shows it (0: not a stream), and
/// whether it is still open: php_streams.cpp.
std::int64_t resource_id(const Value& v);
bool resource_open(Vm& vm, const Value& v);
/// A native of those files by name (Undef if none): php_more.cpp.
Value more_function(Vm& vm, std::string_view name);
/// More built-in constants (Undef if none): php_more.cpp.
Value more_constant(std::string_view name);

// small argument helpers the files share
inline const Value& marg(const std::vector<Value>& a, std::size_t i) {
  static const Value none = Value::none();
  return i < a.size() ? a[i] : none;
}
inline bool mhas(const std::vector<Value>& a, std::size_t i) { return i < a.size() && !a[i].is_none(); }

}  // namespace reddragon::vm::php
