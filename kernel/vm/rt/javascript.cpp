// javascript.cpp - the JavaScript run-time library (globals and semantic differences).
#include "vm/langrt.hpp"

namespace reddragon::vm {

const LanguageRuntime kJavaScriptRuntime{"javascript"};

}  // namespace reddragon::vm

namespace reddragon::vm {
// TypeScript runs as JavaScript (types are erased at run time).
const LanguageRuntime kTypeScriptRuntime = [] {
  LanguageRuntime r = kJavaScriptRuntime;
  r.language = "typescript";
  return r;
}();
}  // namespace reddragon::vm
