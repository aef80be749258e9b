// logging.cpp - stderr logger setup.
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include "reddragon/kernel/logging.hpp"

namespace reddragon::kernel {

void init_logging(const std::string& level, int verbosity) {
  auto logger = spdlog::stderr_color_mt("reddragon");
  logger->set_pattern("reddragon: %l: %v");
  spdlog::set_default_logger(logger);
  int lvl = static_cast<int>(spdlog::level::from_str(level));
  lvl = std::max(0, lvl - verbosity);
  spdlog::set_level(static_cast<spdlog::level::level_enum>(lvl));
}

}  // namespace reddragon::kernel
