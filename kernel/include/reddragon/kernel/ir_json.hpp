// ir_json.hpp - the IR's JSON form (one document per module).
#pragma once

#include <string>
#include <string_view>

#include "reddragon/expected.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::kernel {

std::string module_to_json(const ir::Module& m, bool pretty = false);
Expected<ir::Module> module_from_json(std::string_view json, std::string_view filename = "<json>");

}  // namespace reddragon::kernel
