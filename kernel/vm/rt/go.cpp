// go.cpp - the Go run-time library (globals and semantic differences).
#include "vm/langrt.hpp"

namespace reddragon::vm {

const LanguageRuntime kGoRuntime{"go"};

}  // namespace reddragon::vm
