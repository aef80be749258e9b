// sarif.cpp - SARIF 2.1.0 writer (see sarif.hpp); checked against the
// official schema by tests/cli/sarif_schema_test.sh.
#include "sarif.hpp"

#include <boost/json.hpp>
#include <cctype>
#include <cstdio>
#include <string_view>

namespace reddragon::cli {

namespace json = boost::json;

namespace {

/// A path as a URI reference: relative paths stay relative, absolute ones
/// become file:// URIs; characters a URI may not hold are %-escaped.
std::string to_uri(const std::string& path) {
  std::string out = !path.empty() && path[0] == '/' ? "file://" : "";
  for (unsigned char c : path) {
    if (std::isalnum(c) || std::string_view("/-._~:@!$&'()*+,;=").find(static_cast<char>(c)) != std::string_view::npos) {
      out += static_cast<char>(c);
    } else {
      char buf[4];
      std::snprintf(buf, sizeof buf, "%%%02X", c);
      out += buf;
    }
  }
  return out;
}

json::object physical(const SarifLocation& l) {
  json::object region;
  region["startLine"] = l.line == 0 ? 1 : l.line;
  if (l.col > 0 || l.line > 0) region["startColumn"] = l.col + 1;
  return json::object{{"artifactLocation", json::object{{"uri", to_uri(l.file)}}}, {"region", std::move(region)}};
}

json::object location(const SarifLocation& l) {
  json::object o{{"physicalLocation", physical(l)}};
  if (!l.message.empty()) o["message"] = json::object{{"text", l.message}};
  return o;
}

}  // namespace

std::string sarif_log(const std::vector<SarifRule>& rules, const std::vector<SarifResult>& results) {
  json::array jr;
  for (const SarifRule& r : rules)
    jr.emplace_back(json::object{{"id", r.id}, {"shortDescription", json::object{{"text", r.description}}}});
  json::array res;
  for (const SarifResult& r : results) {
    json::object o;
    o["ruleId"] = r.rule;
    for (std::size_t k = 0; k < rules.size(); ++k)
      if (rules[k].id == r.rule) o["ruleIndex"] = k;
    o["level"] = r.level;
    o["message"] = json::object{{"text", r.message}};
    o["locations"] = json::array{location(r.where)};
    if (!r.flow.empty()) {
      json::array steps;
      for (const SarifLocation& l : r.flow) steps.emplace_back(json::object{{"location", location(l)}});
      o["codeFlows"] = json::array{json::object{{"threadFlows", json::array{json::object{{"locations", std::move(steps)}}}}}};
    }
    res.emplace_back(std::move(o));
  }
  json::object driver{{"name", "reddragon"},
                      {"version", "0.1.0"},
                      {"rules", std::move(jr)}};
  json::object run{{"tool", json::object{{"driver", std::move(driver)}}}, {"results", std::move(res)}};
  json::object log{{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
                   {"version", "2.1.0"},
                   {"runs", json::array{std::move(run)}}};
  return json::serialize(log);
}

}  // namespace reddragon::cli
