// c.cpp - the C run-time library (globals and semantic differences).
#include "vm/langrt.hpp"

namespace reddragon::vm {

const LanguageRuntime kCRuntime{"c"};

}  // namespace reddragon::vm
