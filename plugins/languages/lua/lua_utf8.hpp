// lua_utf8.hpp - Lua's extended UTF-8 encoder (luaO_utf8esc), shared by the
// lowering (the "\u{XXX}" escape of string literals) and the runtime
// (utf8.char): code points up to 0x7FFFFFFF, in up to six bytes.
#pragma once

#include <cstdint>
#include <string>

namespace reddragon::lua {

inline void utf8_append(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
    return;
  }
  char buf[8];
  int n = 0;
  std::uint32_t mfb = 0x3f;  // the most that fits in the first byte
  do {
    buf[n++] = static_cast<char>(0x80 | (cp & 0x3f));
    cp >>= 6;
    mfb >>= 1;
  } while (cp > mfb);
  buf[n++] = static_cast<char>((~mfb << 1) | cp);
  while (n > 0) out += buf[--n];
}

}  // namespace reddragon::lua
