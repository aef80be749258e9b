// findings.cpp - text and JSON output of types.smt.
#include "findings.hpp"

#include <boost/json.hpp>

namespace reddragon::types_smt {

void write_text(std::ostream& out, const Report& r) {
  for (const Finding& f : r.findings) {
    out << r.file << ":" << f.line << ":" << f.col + 1 << ": " << f.kind << ": " << f.message << " [in " << f.function
        << "]\n";
    out << "  path: ";
    if (f.path.empty()) out << "(entry)";
    for (std::size_t i = 0; i < f.path.size(); ++i) out << (i ? " && " : "") << f.path[i];
    out << "\n  witness:";
    if (f.witness.empty()) out << " (any)";
    for (auto& [n, t] : f.witness) out << " " << n << ": " << t << ";";
    out << "\n";
  }
  for (auto& b : r.budget) out << "budget: " << b << "\n";
  out << "types.smt: " << r.findings.size() << " finding" << (r.findings.size() == 1 ? "" : "s") << " in "
      << r.functions << " functions (" << r.paths << " paths, " << r.pruned << " infeasible branches pruned, "
      << r.solver_calls << " solver calls)\n";
}

void write_json(std::ostream& out, const Report& r) {
  boost::json::array fs;
  for (const Finding& f : r.findings) {
    boost::json::array path(f.path.begin(), f.path.end());
    boost::json::object wit;
    for (auto& [n, t] : f.witness) wit[n] = t;
    fs.push_back(boost::json::object{
        {"kind", f.kind},
        {"span", {{"start_line", f.line}, {"start_col", f.col}, {"end_line", f.end_line}, {"end_col", f.end_col}}},
        {"function", f.function},
        {"message", f.message},
        {"path", std::move(path)},
        {"witness", std::move(wit)},
        {"paths", f.paths}});
  }
  boost::json::object o{{"file", r.file},
                        {"findings", std::move(fs)},
                        {"budget", boost::json::array(r.budget.begin(), r.budget.end())},
                        {"functions", r.functions},
                        {"paths", r.paths},
                        {"pruned", r.pruned},
                        {"solver_calls", r.solver_calls}};
  out << boost::json::serialize(o) << "\n";
}

}  // namespace reddragon::types_smt
