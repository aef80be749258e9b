// c_include.cpp - the project's own headers for the preprocessor (see
// c_include.hpp). A header's text is preprocessed with the including file's
// macros and put on the #include line: its declarations, types and macros
// are the including file's, and no line moves.
#include "c_include.hpp"

#include <filesystem>
#include <fstream>

namespace reddragon::c {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxDepth = 32;
constexpr std::size_t kMaxBytes = 16u << 20;
constexpr std::size_t kMaxHeaders = 2000;  // a header without a guard including itself twice doubles per level

bool pragma_once(std::string_view text) {
  for (std::size_t pos = 0; pos < text.size();) {
    std::size_t nl = text.find('\n', pos);
    if (nl == std::string_view::npos) nl = text.size();
    std::string_view line = text.substr(pos, nl - pos);
    pos = nl + 1;
    std::size_t k = line.find_first_not_of(" \t");
    if (k == std::string_view::npos || line[k] != '#') continue;
    line.remove_prefix(k + 1);
    k = line.find_first_not_of(" \t");
    if (k == std::string_view::npos) continue;
    line.remove_prefix(k);
    if (!line.starts_with("pragma")) continue;
    line.remove_prefix(6);
    k = line.find_first_not_of(" \t");
    if (k != std::string_view::npos && line.substr(k).starts_with("once")) return true;
  }
  return false;
}

}  // namespace

std::optional<LocalHeader> open_local_include(std::string_view d, IncludeState& st) {
  if (st.stack.empty() || st.stack.size() > kMaxDepth || st.count >= kMaxHeaders) return std::nullopt;
  std::size_t k = d.find_first_not_of(" \t");
  if (k == std::string_view::npos || !d.substr(k).starts_with("include")) return std::nullopt;
  d.remove_prefix(k + 7);
  k = d.find_first_not_of(" \t");
  if (k == std::string_view::npos || d[k] != '"') return std::nullopt;
  std::size_t e = d.find('"', k + 1);
  if (e == std::string_view::npos || e == k + 1) return std::nullopt;
  fs::path name(std::string(d.substr(k + 1, e - k - 1)));
  if (name.is_absolute()) return std::nullopt;
  fs::path tu(st.tu_dir);
  const fs::path dirs[] = {fs::path(st.stack.back()).parent_path(), tu, tu / "include", tu.parent_path(),
                           tu.parent_path() / "include"};
  std::error_code ec;
  for (const fs::path& dir : dirs) {
    fs::path p = dir / name;
    if (!fs::is_regular_file(p, ec)) continue;
    auto size = fs::file_size(p, ec);
    if (ec || st.bytes + size > kMaxBytes) return std::nullopt;
    std::ifstream in(p, std::ios::binary);
    LocalHeader h{p.lexically_normal().string(), std::string(static_cast<std::size_t>(size), '\0')};
    in.read(h.text.data(), static_cast<std::streamsize>(size));
    h.text.resize(static_cast<std::size_t>(in.gcount()));
    std::string key = fs::weakly_canonical(p, ec).string();
    if (pragma_once(h.text) && !st.once.insert(ec ? h.path : key).second) return std::nullopt;
    st.bytes += h.text.size();
    ++st.count;
    st.read.push_back(h.path);
    return h;
  }
  return std::nullopt;
}

std::string one_line(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    char c = s[i];
    if (c == '"' || c == '\'') {  // literals as they are
      std::size_t j = i + 1;
      while (j < s.size() && s[j] != c && s[j] != '\n') j += s[j] == '\\' ? 2 : 1;
      j = std::min(j + 1, s.size());
      out.append(s.substr(i, j - i));
      i = j;
    } else if (s.compare(i, 2, "//") == 0) {
      while (i < s.size() && s[i] != '\n') ++i;
    } else if (s.compare(i, 2, "/*") == 0) {
      std::size_t e = s.find("*/", i + 2);
      i = e == std::string_view::npos ? s.size() : e + 2;
      out.push_back(' ');
    } else {
      out.push_back(c == '\n' || c == '\r' ? ' ' : c);
      ++i;
    }
  }
  return out;
}

}  // namespace reddragon::c
