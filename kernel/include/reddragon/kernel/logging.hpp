// logging.hpp - spdlog to stderr; level from config, raised by -v.
#pragma once

#include <string>

namespace reddragon::kernel {

/// level: trace|debug|info|warn|error|off; verbosity (count of -v) lowers
/// the threshold by that many steps.
void init_logging(const std::string& level, int verbosity);

}  // namespace reddragon::kernel
