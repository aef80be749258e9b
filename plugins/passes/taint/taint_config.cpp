// taint_config.cpp - the taint configuration format (docs/taint.md).
#include "taint_config.hpp"

#include <boost/json.hpp>
#include <fstream>
#include <sstream>
#include <string_view>
#include <utility>

namespace reddragon::taint {

// generated from config/taint/*.json (plugins/passes/taint/CMakeLists.txt)
extern const std::pair<std::string_view, std::string_view> kTaintDefaults[];
extern const std::size_t kTaintDefaultCount;

namespace json = boost::json;
using analysis::PatternKind;
using analysis::TaintConfig;
using analysis::TaintPattern;

namespace {

Expected<std::vector<std::uint32_t>> positions(const json::value& v, const std::string& where) {
  std::vector<std::uint32_t> out;
  if (!v.is_array()) return make_error(where + ": expected an array of argument positions");
  for (const auto& x : v.as_array()) {
    if (!x.is_int64() || x.as_int64() < 0 || x.as_int64() > 255) return make_error(where + ": argument positions are integers 0..255");
    out.push_back(static_cast<std::uint32_t>(x.as_int64()));
  }
  return out;
}

Expected<std::vector<TaintPattern>> patterns(const json::object& o, std::string_view key, const std::string& where) {
  std::vector<TaintPattern> out;
  auto it = o.find(key);
  if (it == o.end()) return out;
  if (!it->value().is_array()) return make_error(where + ": \"" + std::string(key) + "\" must be an array");
  std::size_t idx = 0;
  for (const auto& v : it->value().as_array()) {
    const std::string at = where + ": " + std::string(key) + "[" + std::to_string(idx++) + "]";
    if (!v.is_object()) return make_error(at + ": expected an object");
    const auto& p = v.as_object();
    TaintPattern t;
    int kinds = 0;
    for (auto [name, kind] : {std::pair{"call", PatternKind::Call}, {"read", PatternKind::Read}, {"parameter", PatternKind::Parameter}})
      if (auto f = p.find(name); f != p.end()) {
        if (!f->value().is_string() || f->value().as_string().empty()) return make_error(at + ": \"" + name + "\" must be a non-empty string");
        t.kind = kind;
        t.name = std::string(f->value().as_string());
        ++kinds;
      }
    if (kinds != 1) return make_error(at + ": needs exactly one of \"call\", \"read\", \"parameter\"");
    if (t.kind == PatternKind::Parameter && t.name.find('.') == std::string::npos)
      return make_error(at + ": a parameter is named \"function.parameter\"");
    for (const auto& [k, val] : p) {
      if (k == "call" || k == "read" || k == "parameter") continue;
      if (k == "args" || k == "out_args" || (key == "propagators" && (k == "from" || k == "to"))) {
        auto pos = positions(val, at + "." + std::string(k));
        if (!pos) return pos.error();
        (k == "args" ? t.args : k == "out_args" ? t.out_args : k == "from" ? t.from : t.to) = std::move(*pos);
      } else if (k == "category") {
        if (!val.is_string()) return make_error(at + ": \"category\" must be a string");
        t.category = std::string(val.as_string());
      } else {
        return make_error(at + ": unknown key \"" + std::string(k) + "\"");
      }
    }
    if (key == "propagators" && (t.kind != PatternKind::Call || t.from.empty() || t.to.empty()))
      return make_error(at + ": a propagator is a \"call\" with non-empty \"from\" and \"to\" argument positions");
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace

Expected<TaintConfig> parse_taint_config(const std::string& text, const std::string& where) {
  boost::system::error_code ec;
  json::value v = json::parse(text, ec);
  if (ec) return make_error(where + ": not valid JSON: " + ec.message());
  if (!v.is_object()) return make_error(where + ": expected a JSON object");
  const auto& o = v.as_object();
  for (const auto& [k, val] : o)
    if (k != "language" && k != "sources" && k != "sinks" && k != "sanitizers" && k != "propagators" && k != "description")
      return make_error(where + ": unknown key \"" + std::string(k) + "\"");
  TaintConfig c;
  auto src = patterns(o, "sources", where);
  if (!src) return src.error();
  auto snk = patterns(o, "sinks", where);
  if (!snk) return snk.error();
  auto san = patterns(o, "sanitizers", where);
  if (!san) return san.error();
  auto prop = patterns(o, "propagators", where);
  if (!prop) return prop.error();
  c.propagators = std::move(*prop);
  c.sources = std::move(*src);
  c.sinks = std::move(*snk);
  c.sanitizers = std::move(*san);
  return c;
}

Expected<TaintConfig> default_taint_config(const std::string& language) {
  for (std::size_t k = 0; k < kTaintDefaultCount; ++k)
    if (kTaintDefaults[k].first == language)
      return parse_taint_config(std::string(kTaintDefaults[k].second), "config/taint/" + language + ".json");
  return make_error("no default taint configuration for language '" + language + "' (give one with --config)");
}

Expected<TaintConfig> load_taint_config(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(path + ": cannot read the taint configuration");
  std::ostringstream ss;
  ss << in.rdbuf();
  if (ss.str().size() > (16u << 20)) return make_error(path + ": taint configuration larger than 16 MiB");
  return parse_taint_config(ss.str(), path);
}

}  // namespace reddragon::taint
