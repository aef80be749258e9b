// java.cpp - the Java run-time library (globals and semantic differences).
#include "vm/langrt.hpp"

namespace reddragon::vm {

const LanguageRuntime kJavaRuntime{"java"};

}  // namespace reddragon::vm
