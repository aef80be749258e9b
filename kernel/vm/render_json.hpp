// render_json.hpp - VM values as JSON (run --json, resolver requests) and
// back (resolver answers).
#pragma once

#include <boost/json/value.hpp>

#include "vm/interp.hpp"

namespace reddragon::vm {

/// numbers, strings, booleans, null; {"$obj": "Point", "fields": {...}};
/// arrays for lists/tuples; {"$sym": "sym_3"}; {"$function": "f"}, ...
boost::json::value render_value_json(Interp& in, const Value& v, int depth = 0);
boost::json::value render_scope_json(Interp& in, const Value& scope);
Value value_from_json(Interp& in, const boost::json::value& j);

}  // namespace reddragon::vm
