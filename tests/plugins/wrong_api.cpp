// Claims a future plugin API version.
#include "reddragon/plugin/plugin.h"
#include "reddragon/plugin/registrar.hpp"

static int never(rd_registrar*, char*, size_t) { return 0; }
RD_PLUGIN_EXPORT const rd_plugin_info* reddragon_plugin_info(void) {
  static const rd_plugin_info info = {RD_PLUGIN_API_VERSION + 98, RD_ABI_TAG, "wrongapi", "1.0", RD_PLUGIN_PASS, &never};
  return &info;
}
