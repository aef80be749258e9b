// config.cpp - configuration: defaults, JSON overlay, schema checks.
#include <boost/json.hpp>
#include <charconv>
#include <cstdlib>
#include <limits>
#include <fstream>
#include <sstream>

#include "reddragon/kernel/config.hpp"

namespace json = boost::json;

namespace reddragon::kernel {

namespace {
enum class Type { String, Int, Bool, StringList };
struct KeyInfo {
  std::string_view key;
  Type type;
  std::string_view def;
  std::string_view allowed;
  std::string_view description;
};
constexpr KeyInfo kKeys[] = {
#define RD_CONFIG_KEY(Id, Key, Ty, Default, Allowed, Description) {Key, Type::Ty, Default, Allowed, Description},
#include "reddragon/kernel/config_keys.def"
};
constexpr std::size_t kCount = static_cast<std::size_t>(ConfigKey::Count_);

std::string_view type_name(Type t) {
  switch (t) {
    case Type::String: return "string";
    case Type::Int: return "integer";
    case Type::Bool: return "boolean";
    case Type::StringList: return "list of strings";
  }
  return "?";
}

std::string a_type(Type t) {
  std::string n(type_name(t));
  return (n[0] == 'i' ? "an " : "a ") + n;
}

/// The inclusive range of an Int key ("MIN..MAX" or "MIN.."; empty: any).
struct Range {
  std::int64_t lo = std::numeric_limits<std::int64_t>::min();
  std::int64_t hi = std::numeric_limits<std::int64_t>::max();
  bool open_hi = true;
};
Range range_of(const KeyInfo& info) {
  Range r;
  std::string_view a = info.allowed;
  std::size_t dots = a.find("..");
  if (info.type != Type::Int || dots == std::string_view::npos) return r;
  std::string_view lo = a.substr(0, dots), hi = a.substr(dots + 2);
  if (!lo.empty()) std::from_chars(lo.data(), lo.data() + lo.size(), r.lo);
  if (!hi.empty()) {
    std::from_chars(hi.data(), hi.data() + hi.size(), r.hi);
    r.open_hi = false;
  }
  return r;
}
std::string range_text(const Range& r) {
  if (r.open_hi) return "at least " + std::to_string(r.lo);
  return "between " + std::to_string(r.lo) + " and " + std::to_string(r.hi);
}
/// Whether an integer JSON value lies in the key's range.
bool in_range(const json::value& v, const KeyInfo& info) {
  Range r = range_of(info);
  if (v.is_uint64()) return v.get_uint64() <= static_cast<std::uint64_t>(r.hi) && (r.lo <= 0 || v.get_uint64() >= static_cast<std::uint64_t>(r.lo));
  if (v.is_int64()) return v.get_int64() >= r.lo && v.get_int64() <= r.hi;
  return false;
}

/// Line and column of a dotted key in JSON text (each component looked up
/// as a quoted name followed by ':' after the previous one), for messages.
ir::SourceSpan key_span(std::string_view text, std::string_view path) {
  std::size_t pos = 0, at = std::string_view::npos;
  while (!path.empty()) {
    std::size_t dot = path.find('.');
    std::string quoted = "\"" + std::string(path.substr(0, dot)) + "\"";
    path = dot == std::string_view::npos ? std::string_view{} : path.substr(dot + 1);
    std::size_t p = pos;
    while ((p = text.find(quoted, p)) != std::string_view::npos) {
      std::size_t q = p + quoted.size();
      while (q < text.size() && (text[q] == ' ' || text[q] == '\t' || text[q] == '\n' || text[q] == '\r')) ++q;
      if (q < text.size() && text[q] == ':') break;
      p += quoted.size();
    }
    if (p == std::string_view::npos) return {};
    at = p;
    pos = p + quoted.size();
  }
  ir::SourceSpan sp;
  if (at == std::string_view::npos) return sp;
  std::uint32_t line = 1, col = 0;
  for (std::size_t i = 0; i < at; ++i) {
    if (text[i] == '\n') {
      ++line;
      col = 0;
    } else {
      ++col;
    }
  }
  sp.start_line = sp.end_line = line;
  sp.start_col = sp.end_col = col;
  return sp;
}

int find_key(std::string_view k) {
  for (std::size_t i = 0; i < kCount; ++i)
    if (kKeys[i].key == k) return static_cast<int>(i);
  return -1;
}

std::string suggestion(std::string_view k) {
  // nearest key by edit distance, for "did you mean"
  std::size_t best = 1000;
  std::string_view best_key;
  for (const auto& info : kKeys) {
    std::string_view a = k, b = info.key;
    std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
      cur[0] = i;
      for (std::size_t j = 1; j <= b.size(); ++j)
        cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      std::swap(prev, cur);
    }
    if (prev[b.size()] < best) {
      best = prev[b.size()];
      best_key = info.key;
    }
  }
  return best <= 3 ? " (did you mean '" + std::string(best_key) + "'?)" : "";
}

bool type_ok(const json::value& v, const KeyInfo& info) {
  switch (info.type) {
    case Type::String:
      if (!v.is_string()) return false;
      if (!info.allowed.empty()) {
        std::string_view s = v.get_string(), allowed = info.allowed;
        std::size_t start = 0;
        while (start <= allowed.size()) {
          std::size_t bar = allowed.find('|', start);
          if (allowed.substr(start, bar - start) == s) return true;
          if (bar == std::string_view::npos) break;
          start = bar + 1;
        }
        return false;
      }
      return true;
    case Type::Int: return v.is_int64() || v.is_uint64();  // range: in_range
    case Type::Bool: return v.is_bool();
    case Type::StringList:
      if (!v.is_array()) return false;
      for (const auto& e : v.get_array())
        if (!e.is_string()) return false;
      return true;
  }
  return false;
}

void line_col(std::string_view text, std::size_t offset, std::uint32_t& line, std::uint32_t& col) {
  line = 1;
  col = 0;
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      col = 0;
    } else {
      ++col;
    }
  }
}
}  // namespace

Config::Config() {
  values_.reserve(kCount);
  for (const auto& k : kKeys) values_.emplace_back(k.def);
}

Status Config::merge_json(std::string_view text, const std::string& origin) {
  json::stream_parser p;
  json::error_code ec;
  std::size_t n = p.write_some(text.data(), text.size(), ec);
  if (!ec) p.finish(ec);
  if (ec) {
    ir::SourceSpan sp;
    line_col(text, n, sp.start_line, sp.start_col);
    sp.end_line = sp.start_line;
    sp.end_col = sp.start_col;
    return make_error("invalid JSON: " + ec.message(), origin, sp);
  }
  json::value root = p.release();
  if (!root.is_object()) return make_error("configuration must be a JSON object", origin);
  // Walk nested objects; a key path that is not in the schema is an error.
  std::vector<std::pair<std::string, const json::value*>> stack;
  for (const auto& [k, v] : root.get_object()) stack.emplace_back(std::string(k), &v);
  while (!stack.empty()) {
    auto [path, v] = stack.back();
    stack.pop_back();
    int idx = find_key(path);
    if (idx < 0 && v->is_object()) {
      for (const auto& [k, sub] : v->get_object()) stack.emplace_back(path + "." + std::string(k), &sub);
      continue;
    }
    if (idx < 0) return make_error("unknown configuration key '" + path + "'" + suggestion(path), origin);
    const KeyInfo& info = kKeys[idx];
    if (!type_ok(*v, info)) {
      std::string allowed = info.allowed.empty() || info.type == Type::Int ? "" : " (one of " + std::string(info.allowed) + ")";
      return make_error("configuration key '" + path + "' must be " + a_type(info.type) + allowed +
                            ", found " + json::serialize(*v),
                        origin);
    }
    if (info.type == Type::Int && !in_range(*v, info))
      return make_error(path + " must be " + range_text(range_of(info)) + ", found " + json::serialize(*v), origin,
                        key_span(text, path));
    values_[static_cast<std::size_t>(idx)] = json::serialize(*v);
  }
  return Status::ok();
}

Expected<Config> Config::load_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return make_error("cannot read configuration file", p.string());
  std::stringstream ss;
  ss << in.rdbuf();
  Config c;
  if (Status s = c.merge_json(ss.str(), p.string()); !s) return s.error();
  return c;
}

Status Config::set(std::string_view key, std::string_view value) {
  int idx = find_key(key);
  if (idx < 0) return make_error("unknown configuration key '" + std::string(key) + "'" + suggestion(key));
  const KeyInfo& info = kKeys[idx];
  json::value v;
  if (info.type == Type::String) {
    v = json::string(value);
  } else {
    json::error_code ec;
    v = json::parse(value, ec);
    if (ec && info.type == Type::StringList) v = json::array{json::string(value)};
    else if (ec) return make_error("value for '" + std::string(key) + "' must be " + a_type(info.type));
  }
  if (!type_ok(v, info)) {
    std::string allowed = info.allowed.empty() || info.type == Type::Int ? "" : " (one of " + std::string(info.allowed) + ")";
    return make_error("value for '" + std::string(key) + "' must be " + a_type(info.type) + allowed);
  }
  if (info.type == Type::Int && !in_range(v, info))
    return make_error(std::string(key) + " must be " + range_text(range_of(info)) + ", found " + json::serialize(v));
  values_[static_cast<std::size_t>(idx)] = json::serialize(v);
  return Status::ok();
}

std::string Config::str(ConfigKey k) const {
  json::value v = json::parse(values_[static_cast<std::size_t>(k)]);
  return v.is_string() ? std::string(v.get_string()) : json::serialize(v);
}
std::int64_t Config::integer(ConfigKey k) const {
  json::value v = json::parse(values_[static_cast<std::size_t>(k)]);
  return v.is_int64() ? v.get_int64() : v.is_uint64() ? static_cast<std::int64_t>(v.get_uint64()) : 0;
}
std::vector<std::string> Config::list(ConfigKey k) const {
  std::vector<std::string> out;
  json::value v = json::parse(values_[static_cast<std::size_t>(k)]);
  if (v.is_array())
    for (const auto& e : v.get_array())
      if (e.is_string()) out.emplace_back(e.get_string());
  return out;
}

std::filesystem::path Config::default_path() {
  if (const char* e = std::getenv("REDDRAGON_CONFIG"); e && *e) return e;
  if (const char* x = std::getenv("XDG_CONFIG_HOME"); x && *x) return std::filesystem::path(x) / "reddragon" / "config.json";
  if (const char* h = std::getenv("HOME"); h && *h) return std::filesystem::path(h) / ".config" / "reddragon" / "config.json";
  return {};
}

std::string Config::schema_text() {
  std::string out;
  for (const auto& k : kKeys) {
    out += std::string(k.key) + " (" + std::string(type_name(k.type)) + ", default " + std::string(k.def);
    if (!k.allowed.empty())
      out += k.type == Type::Int ? ", " + range_text(range_of(k)) : ", one of " + std::string(k.allowed);
    out += ")\n    " + std::string(k.description) + "\n";
  }
  return out;
}

std::string Config::schema_json() {
  json::array a;
  for (const auto& k : kKeys) {
    json::object o;
    o["key"] = k.key;
    o["type"] = type_name(k.type);
    o["default"] = json::parse(k.def);
    if (!k.allowed.empty() && k.type == Type::Int) {
      Range r = range_of(k);
      o["minimum"] = r.lo;
      if (!r.open_hi) o["maximum"] = r.hi;
    } else if (!k.allowed.empty()) {
      o["allowed"] = k.allowed;
    }
    o["description"] = k.description;
    a.push_back(std::move(o));
  }
  return json::serialize(a) + "\n";
}

std::string Config::to_json() const {
  json::object o;
  for (std::size_t i = 0; i < kCount; ++i) o[kKeys[i].key] = json::parse(values_[i]);
  return json::serialize(o) + "\n";
}

}  // namespace reddragon::kernel
