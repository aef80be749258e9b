// types_command.cpp - `reddragon types FILE [--json]`: inferred types of
// variables, function signatures and class fields, with source spans.
#include <boost/json.hpp>
#include <cstdio>
#include <iostream>
#include <map>

#include "commands.hpp"
#include "session.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/logging.hpp"
#include "reddragon/kernel/pipeline.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/kernel/types/inference.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::cli {

using namespace reddragon::kernel;
namespace json = boost::json;

namespace {

std::string span_text(const ir::SourceSpan& s) {
  if (s.empty()) return "-";
  return std::to_string(s.start_line) + ":" + std::to_string(s.start_col) + "-" + std::to_string(s.end_line) + ":" +
         std::to_string(s.end_col);
}

json::value span_json(const ir::SourceSpan& s) {
  if (s.empty()) return nullptr;
  return json::object{{"start_line", s.start_line}, {"start_col", s.start_col}, {"end_line", s.end_line},
                      {"end_col", s.end_col}};
}


}  // namespace

int cmd_types(const GlobalOptions& g, const FileOptions& o) {
  Session session;
  Lowered lowered_value;
  if (int rc = lower(g, o, session, lowered_value); rc != kOk) return rc;
  Lowered* lowered = &lowered_value;

  const ir::Module& m = lowered->module;
  // The language's coercion profile and library types come from its plugin.
  auto rt = session.host->runtime(m.language);
  if (!rt) {
    report(rt.error());
    return kPluginError;
  }
  types::InferenceOptions io;
  io.language = *rt ? (*rt)->types : nullptr;
  auto env = types::infer_types(m, io);
  auto scope_name = [&](const std::string& label) -> std::string {
    if (label.empty()) return "<module>";
    const auto* f = env->function_by_label(label);
    if (!f) return label;
    return f->owner_class.empty() ? f->name : f->owner_class + "." + f->name;
  };
  std::map<std::string, std::map<std::string, types::Type>> fields;
  for (const auto& [cls, fs] : env->fields())
    for (const auto& [name, t] : fs) fields[cls][name] = t;

  if (o.json) {
    json::object doc;
    doc["file"] = o.file;
    doc["language"] = m.language;
    doc["iterations"] = env->iterations();
    doc["converged"] = env->converged();
    json::array fns, vars, flds;
    for (const auto& f : env->functions()) {
      if (f.label.empty() || f.is_class) continue;
      json::array ps;
      for (const auto& p : f.params)
        ps.push_back(json::object{{"name", p.name}, {"type", p.type.text()}, {"annotated", p.annotated}});
      fns.push_back(json::object{{"name", f.name},
                                 {"label", f.label},
                                 {"class", f.owner_class},
                                 {"params", std::move(ps)},
                                 {"return", f.ret.text()},
                                 {"return_annotated", f.ret_annotated},
                                 {"signature", f.fn_type().text()},
                                 {"span", span_json(f.span)}});
    }
    for (const auto& v : env->variables()) {
      if (v.span.empty() && v.type.is_unknown()) continue;  // read-only names (built-ins, unknown globals)
      vars.push_back(json::object{{"scope", scope_name(v.scope)},
                                  {"name", v.name},
                                  {"type", v.type.text()},
                                  {"declared", v.declared},
                                  {"span", span_json(v.span)}});
    }
    for (const auto& [cls, fs] : fields)
      for (const auto& [name, t] : fs)
        flds.push_back(json::object{{"class", cls}, {"field", name}, {"type", t.text()}});
    doc["functions"] = std::move(fns);
    doc["variables"] = std::move(vars);
    doc["fields"] = std::move(flds);
    std::cout << json::serialize(doc) << "\n";
    return kOk;
  }

  std::cout << "# " << o.file << " (" << (m.language.empty() ? "?" : m.language) << "): " << env->iterations()
            << " inference pass" << (env->iterations() == 1 ? "" : "es") << (env->converged() ? ", converged" : ", NOT converged")
            << "\n";
  std::cout << "functions:\n";
  for (const auto& f : env->functions()) {
    if (f.label.empty() || f.is_class) continue;
    std::string line = "  " + (f.owner_class.empty() ? "" : f.owner_class + ".") + f.name + "(";
    for (std::size_t k = 0; k < f.params.size(); ++k)
      line += (k ? ", " : "") + f.params[k].name + ": " + f.params[k].type.text();
    line += ") -> " + f.ret.text();
    std::cout << line << "  # " << span_text(f.span) << "\n";
  }
  if (!fields.empty()) {
    std::cout << "fields:\n";
    for (const auto& [cls, fs] : fields)
      for (const auto& [name, t] : fs)
        std::cout << "  " << cls << "." << name << ": " << t.text() << "\n";
  }
  std::cout << "variables:\n";
  for (const auto& v : env->variables()) {
    if (v.span.empty() && v.type.is_unknown()) continue;
    std::cout << "  " << scope_name(v.scope) << ": " << v.name << ": " << v.type.text() << (v.declared ? " (declared)" : "")
              << "  # " << span_text(v.span) << "\n";
  }
  return kOk;
}

}  // namespace reddragon::cli
