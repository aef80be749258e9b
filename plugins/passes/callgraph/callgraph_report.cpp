// callgraph_report.cpp - text / JSON / Mermaid / DOT renderings of the call
// graph, and impact (transitive callers with witness chains).
#include "callgraph_report.hpp"

#include <boost/json.hpp>

#include <algorithm>
#include <charconv>
#include <deque>
#include <string>
#include <unordered_set>

namespace reddragon::callgraph {

using namespace reddragon::analysis;
using reddragon::ir::Module;
namespace json = boost::json;

namespace {

/// The file instruction i came from: a linked program records each
/// module's file (Module::files, when the SDK has it), else source_path.
template <class M>
std::string_view file_of(const M& m, std::uint32_t i) {
  if constexpr (requires { m.file_of(i); }) return m.file_of(i);
  else return m.source_path;
}

struct View {
  const Module& m;
  const CallGraph& g;
  std::string root, abs_root;
  std::vector<std::string> display;
  std::unordered_set<std::uint32_t> defined;  ///< symbols of function names
  std::unordered_set<std::uint32_t> foreign;  ///< call instructions the CLI resolved through an FFI binding (option "foreign")  ///< per function

  View(const Module& mod, const CallGraph& cg, std::string_view root_dir, std::string_view root_abs)
      : m(mod), g(cg), root(root_dir), abs_root(root_abs) {
    for (std::string* r : {&root, &abs_root})
      if (!r->empty() && r->back() != '/') *r += '/';
    for (const auto& f : g.functions()) {
      ir::Symbol sym;
      if (m.strings.find(f.name, sym)) defined.insert(sym.id);
    }
    display.reserve(g.functions().size());
    for (const auto& f : g.functions()) {
      std::string q = f.qualified;
      if (f.name.starts_with("__rd_init_")) {  // a linked module's top level: named by its first source line's file
        std::uint32_t i = f.begin;
        while (i + 1 < f.end && m.instructions[i].span.start_line == 0) ++i;
        q = module_name(i) + ".<module>";
      } else if (f.module) {  // m<N>$name -> the module's path, dotted: pkg.mod.name
        if (auto d = q.find('$'); d != std::string::npos) q.erase(0, d + 1);
        q = module_name(f.begin) + "." + q;
      }
      display.push_back(std::move(q));
    }
  }

  /// A file as a dotted module path relative to the root: pkg/mod.py -> pkg.mod.
  std::string module_name(std::uint32_t instr) const {
    std::string name = file(instr);
    if (auto dot = name.rfind('.'); dot != std::string::npos && dot > 0 && name.find('/', dot) == std::string::npos)
      name.erase(dot);
    std::replace(name.begin(), name.end(), '/', '.');
    return name;
  }

  std::string file(std::uint32_t instr) const {
    std::string_view f = file_of(m, instr);
    if (!root.empty() && f.starts_with(root)) f.remove_prefix(root.size());
    else if (!abs_root.empty() && f.starts_with(abs_root)) f.remove_prefix(abs_root.size());
    return std::string(f);
  }
  std::uint32_t line(std::uint32_t instr) const {
    return instr < m.instructions.size() ? m.instructions[instr].span.start_line : 0;
  }
  /// The first instruction of f with a source line (a linked module's
  /// initialiser starts with linker-made code), for its file:line.
  std::uint32_t def_instr(std::uint32_t f) const {
    const auto& fn = g.functions()[f];
    std::uint32_t i = fn.begin;
    while (i + 1 < fn.end && line(i) == 0) ++i;
    return i;
  }
  std::string def_where(std::uint32_t f) const { return where(def_instr(f)); }
  std::string where(std::uint32_t instr) const { return file(instr) + ":" + std::to_string(line(instr)); }
  std::string site_name(const CallSite& s) const {
    if (s.op == ir::Opcode::CallUnknown || !s.name.id) return "?";
    return std::string(m.str(s.name));
  }
  /// An unresolved call of a runtime intrinsic the frontend lowered to
  /// (`__iter`, `__kwarg`, ...: a `__` name the program does not define);
  /// the text and graph renderings leave it out, JSON keeps it.
  bool intrinsic(const CallSite& s) const {
    if (s.how != CallResolution::Unresolved || !s.name.id || s.op == ir::Opcode::CallUnknown) return false;
    return m.str(s.name).starts_with("__") && !defined.count(s.name.id);
  }
  /// A call without a source line: the linker's (a directory's synthetic
  /// entry importing each module) or library code a frontend bundles
  /// (Python's `bytes`); the text and graph renderings leave it out.
  bool synthetic(const CallSite& s) const { return line(s.instr) == 0; }
  bool matches(std::uint32_t f, std::string_view name) const {
    const auto& fn = g.functions()[f];
    return display[f] == name || fn.qualified == name || fn.name == name || fn.label == name;
  }
};

/// A class as shown: its module's dotted path for a linked module.
std::string class_display(const View& v, std::uint32_t c) {
  const CallGraphClass& k = v.g.classes()[c];
  if (!k.module || k.end <= k.begin) return k.name;
  return v.module_name(k.begin) + "." + k.name;
}

/// How a site reaches callee f: its resolution, or "callback" (f passed
/// to a call that reaches no function of the program).
std::string how_to(const CallSite& s, std::uint32_t f) {
  if (!std::binary_search(s.callees.begin(), s.callees.end(), f) && std::binary_search(s.callbacks.begin(), s.callbacks.end(), f))
    return "callback";
  return std::string(call_resolution_name(s.how));
}

bool taken(const CallSite& s, std::uint32_t f) { return std::binary_search(s.taken.begin(), s.taken.end(), f); }

std::string escape_label(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

json::object counts(const Module& m, const CallGraph& g) {
  // names the program defines (functions, classes): an unresolved call of
  // any other name is external (a builtin, the runtime, a missing module)
  std::unordered_set<std::uint32_t> defined;
  for (const auto& f : g.functions()) {
    ir::Symbol sym;
    if (m.strings.find(f.name, sym)) defined.insert(sym.id);
  }
  for (const auto& c : g.classes()) {
    ir::Symbol sym;
    if (m.strings.find(c.name, sym)) defined.insert(sym.id);
  }
  std::size_t resolved = 0, edges = 0, callbacks = 0, by[4] = {0, 0, 0, 0}, ran = 0, external = 0;
  for (const auto& s : g.sites()) {
    resolved += s.how != CallResolution::Unresolved;
    external += s.how == CallResolution::Unresolved && (!s.name.id || !defined.count(s.name.id)) && s.op != ir::Opcode::CallUnknown;
    edges += s.callees.size();
    callbacks += s.callbacks.size();
    ++by[static_cast<int>(s.how)];
    ran += s.ran;
  }
  json::object c{{"functions", g.functions().size()},
                 {"classes", g.classes().size()},
                 {"sites", g.sites().size()},
                 {"resolved", resolved},
                 {"unresolved", g.sites().size() - resolved},
                 {"static", by[0]},
                 {"hierarchy", by[1]},
                 {"trace", by[2]},
                 {"edges", edges},
                 {"callback_edges", callbacks},
                 {"sites_ran", ran}};
  c["external"] = external;
  c["resolved_share"] = g.sites().empty() ? 0.0 : static_cast<double>(resolved) / static_cast<double>(g.sites().size());
  // among the sites that may call the program's own code
  const std::size_t internal = g.sites().size() - external;
  c["resolved_share_internal"] = internal == 0 ? 0.0 : static_cast<double>(resolved) / static_cast<double>(internal);
  return c;
}

/// Sites shown: all, or those in or calling the selected functions.
std::vector<std::uint32_t> selected_sites(const View& v, std::string_view function) {
  std::vector<std::uint32_t> out;
  const auto& sites = v.g.sites();
  if (function.empty()) {
    out.resize(sites.size());
    for (std::uint32_t i = 0; i < sites.size(); ++i) out[i] = i;
    return out;
  }
  std::vector<char> sel(v.g.functions().size(), 0);
  for (std::uint32_t f = 0; f < sel.size(); ++f) sel[f] = v.matches(f, function);
  for (std::uint32_t i = 0; i < sites.size(); ++i) {
    bool keep = sel[sites[i].caller];
    for (std::uint32_t c : sites[i].callees) keep |= sel[c] != 0;
    if (keep) out.push_back(i);
  }
  return out;
}

void render_text(const View& v, const std::vector<std::uint32_t>& sel, std::ostream& out) {
  // sites on one line print alike: each distinct line once per source line
  std::unordered_set<std::string> shown;
  std::uint32_t shown_line = 0;
  auto emit = [&](const std::string& line, std::uint32_t instr) {
    const std::uint32_t src = v.line(instr);
    if (src != shown_line) shown.clear();
    shown_line = src;
    if (shown.insert(line).second) out << line << "\n";
  };
  for (std::uint32_t si : sel) {
    const CallSite& s = v.g.sites()[si];
    if (v.synthetic(s) || v.intrinsic(s)) continue;
    const std::string from = v.display[s.caller], at = v.where(s.instr);
    if (s.callees.empty() && !s.classes.empty()) {  // a class without a constructor of its own
      for (std::uint32_t c : s.classes) emit(from + " -> " + class_display(v, c) + "  (" + at + ")  [new]", s.instr);
      continue;
    }
    if (s.callees.empty()) {
      std::string line = from + " -> ?" + (s.name.id && s.op != ir::Opcode::CallUnknown ? v.site_name(s) : std::string()) +
                         "  (" + at + ")" + (s.ran ? "  [ran]" : "");
      emit(line, s.instr);
      for (std::uint32_t c : s.callbacks) emit(from + " -> " + v.display[c] + "  (" + at + ")  [callback]", s.instr);
      continue;
    }
    for (std::uint32_t c : s.callees) {
      std::string line = from + " -> " + v.display[c] + "  (" + at + ")";
      if (s.how == CallResolution::Hierarchy) line += "  [hierarchy]";
      if (v.foreign.count(s.instr)) line += "  [foreign]";
      if (!s.taken.empty() || s.ran) line += taken(s, c) ? "  [taken]" : "  [not taken]";
      if (s.how == CallResolution::Trace && taken(s, c)) line += "  [trace]";
      emit(line, s.instr);
    }
  }
  json::object c = counts(v.m, v.g);
  out << "# " << c["functions"].as_uint64() << " functions, " << c["sites"].as_uint64() << " call sites: "
      << c["resolved"].as_uint64() << " resolved (" << c["static"].as_uint64() << " static, " << c["hierarchy"].as_uint64()
      << " hierarchy, " << c["trace"].as_uint64() << " trace), " << c["unresolved"].as_uint64() << " unresolved ("
      << c["external"].as_uint64() << " of names the program does not define)\n";
}

/// Streamed, one element at a time: a large program's document is not
/// held in memory as a whole.
void render_json(const View& v, const std::vector<std::uint32_t>& sel, std::ostream& out) {
  const auto& F = v.g.functions();
  out << "{\"functions\":[";
  for (std::uint32_t f = 0; f < F.size(); ++f) {
    json::object o{{"id", f}, {"name", F[f].name}, {"qualified", v.display[f]}, {"label", F[f].label},
                   {"file", v.file(v.def_instr(f))}, {"line", v.line(v.def_instr(f))}};
    o["class"] = F[f].owner_class ? json::value(class_display(v, *F[f].owner_class)) : json::value(nullptr);
    out << (f ? "," : "") << json::serialize(o);
  }
  out << "],\"sites\":[";
  bool first = true;
  for (std::uint32_t si : sel) {
    const CallSite& s = v.g.sites()[si];
    json::object o{{"caller", s.caller}, {"name", v.site_name(s)}, {"file", v.file(s.instr)}, {"line", v.line(s.instr)},
                   {"how", v.foreign.count(s.instr) ? "foreign" : call_resolution_name(s.how)}};
    json::array callees(s.callees.begin(), s.callees.end());
    o["callees"] = std::move(callees);
    if (!s.callbacks.empty()) o["callbacks"] = json::array(s.callbacks.begin(), s.callbacks.end());
    if (!s.classes.empty()) {
      json::array cs;
      for (std::uint32_t c : s.classes) cs.emplace_back(class_display(v, c));
      o["constructs"] = std::move(cs);
    }
    if (s.ran || !s.taken.empty()) {
      o["ran"] = s.ran;
      o["taken"] = json::array(s.taken.begin(), s.taken.end());
    }
    out << (first ? "" : ",") << json::serialize(o);
    first = false;
  }
  out << "],\"counts\":" << json::serialize(counts(v.m, v.g)) << "}\n";
}

/// Distinct caller -> callee pairs among the selected sites, with the
/// strongest resolution seen.
std::vector<std::pair<std::pair<std::uint32_t, std::uint32_t>, const CallSite*>> pairs(const View& v,
                                                                                       const std::vector<std::uint32_t>& sel) {
  std::vector<std::pair<std::pair<std::uint32_t, std::uint32_t>, const CallSite*>> out;
  std::unordered_set<std::uint64_t> seen;
  for (std::uint32_t si : sel) {
    const CallSite& s = v.g.sites()[si];
    if (v.synthetic(s)) continue;
    for (const auto* list : {&s.callees, &s.callbacks})
      for (std::uint32_t c : *list)
        if (seen.insert((std::uint64_t{s.caller} << 32) | c).second) out.push_back({{s.caller, c}, &s});
  }
  return out;
}

void render_graph(const View& v, const std::vector<std::uint32_t>& sel, std::ostream& out, bool dot) {
  auto ps = pairs(v, sel);
  std::vector<std::uint32_t> nodes;
  for (auto& p : ps) {
    nodes.push_back(p.first.first);
    nodes.push_back(p.first.second);
  }
  std::sort(nodes.begin(), nodes.end());
  nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
  if (dot) {
    out << "digraph callgraph {\n  rankdir=LR;\n  node [shape=box, fontname=\"monospace\"];\n";
    for (std::uint32_t n : nodes) out << "  f" << n << " [label=\"" << escape_label(v.display[n]) << "\"];\n";
    for (auto& [e, s] : ps) {
      out << "  f" << e.first << " -> f" << e.second;
      if (s->how == CallResolution::Hierarchy) out << " [style=dashed]";
      else if (s->how == CallResolution::Trace) out << " [style=bold]";
      else if (s->how == CallResolution::Unresolved) out << " [style=dotted]";  // a callback
      out << ";\n";
    }
    out << "}\n";
    return;
  }
  out << "flowchart LR\n";
  for (std::uint32_t n : nodes) {
    std::string label = v.display[n];
    std::replace(label.begin(), label.end(), '"', '\'');
    out << "  f" << n << "[\"" << label << "\"]\n";
  }
  for (auto& [e, s] : ps) out << "  f" << e.first << (s->how == CallResolution::Hierarchy ? " -.-> f" : " --> f") << e.second << "\n";
}

void apply_options(PassContext& ctx, CallGraph& g) {
  std::string_view t = ctx.option("trace");
  if (!t.empty()) {
    auto calls = parse_trace(t);
    g.apply_trace(calls);
  }
}

}  // namespace

std::vector<ObservedCall> parse_trace(std::string_view text) {
  std::vector<ObservedCall> out;
  while (!text.empty()) {
    auto semi = text.find(';');
    std::string_view item = text.substr(0, semi);
    text = semi == std::string_view::npos ? std::string_view() : text.substr(semi + 1);
    auto gt = item.find('>');
    if (gt == std::string_view::npos) continue;
    ObservedCall c;
    auto a = std::from_chars(item.data(), item.data() + gt, c.instr);
    auto b = std::from_chars(item.data() + gt + 1, item.data() + item.size(), c.callee_entry);
    if (a.ec == std::errc() && b.ec == std::errc()) out.push_back(c);
  }
  return out;
}

/// Option "foreign": "instr;instr;..." (tools/reddragon/foreign_link.hpp).
void read_foreign(PassContext& ctx, View& v) {
  std::string_view list = ctx.option("foreign");
  while (!list.empty()) {
    std::size_t semi = std::min(list.find(';'), list.size());
    std::uint32_t i = 0;
    if (std::from_chars(list.data(), list.data() + semi, i).ec == std::errc()) v.foreign.insert(i);
    list.remove_prefix(std::min(semi + 1, list.size()));
  }
}

Status run_callgraph(PassContext& ctx) {
  CallGraph g = build_call_graph(ctx.module, ctx.cfg);
  apply_options(ctx, g);
  View v(ctx.module, g, ctx.option("root"), ctx.option("root_abs"));
  read_foreign(ctx, v);
  if (!ctx.function.empty()) {
    bool any = false;
    for (std::uint32_t f = 0; f < g.functions().size() && !any; ++f) any = v.matches(f, ctx.function);
    if (!any) return make_error("no function named '" + std::string(ctx.function) + "'", ctx.module.source_path);
  }
  auto sel = selected_sites(v, ctx.function);
  switch (ctx.format) {
    case OutputFormat::Json: render_json(v, sel, ctx.out); break;
    case OutputFormat::Mermaid: render_graph(v, sel, ctx.out, false); break;
    case OutputFormat::Dot: render_graph(v, sel, ctx.out, true); break;
    case OutputFormat::Text: render_text(v, sel, ctx.out); break;
  }
  return {};
}

Status run_impact(PassContext& ctx) {
  if (ctx.function.empty()) return make_error("impact needs the function changed");
  CallGraph g = build_call_graph(ctx.module, ctx.cfg);
  apply_options(ctx, g);
  View v(ctx.module, g, ctx.option("root"), ctx.option("root_abs"));
  read_foreign(ctx, v);
  const auto& F = g.functions();
  // breadth first over callers: each function reached first, with the site
  // and the function it calls on the shortest chain to a target
  constexpr std::uint32_t kNone = UINT32_MAX;
  std::vector<std::uint32_t> depth(F.size(), kNone), via_site(F.size(), kNone), next(F.size(), kNone);
  std::deque<std::uint32_t> q;
  std::vector<std::uint32_t> targets;
  for (std::uint32_t f = 0; f < F.size(); ++f)
    if (v.matches(f, ctx.function)) {
      targets.push_back(f);
      depth[f] = 0;
      q.push_back(f);
    }
  if (targets.empty()) return make_error("no function named '" + std::string(ctx.function) + "'", ctx.module.source_path);
  std::vector<std::uint32_t> order;
  while (!q.empty()) {
    std::uint32_t f = q.front();
    q.pop_front();
    for (std::uint32_t si : g.callers_of(f)) {
      if (v.synthetic(g.sites()[si]) && g.sites()[si].caller == 0) continue;  // the linker's entry
      std::uint32_t c = g.sites()[si].caller;
      if (depth[c] != kNone) continue;
      depth[c] = depth[f] + 1;
      via_site[c] = si;
      next[c] = f;
      order.push_back(c);
      q.push_back(c);
    }
  }
  auto chain = [&](std::uint32_t f) {
    std::vector<std::uint32_t> steps;  // functions from f down to a target
    for (std::uint32_t x = f; x != kNone && steps.size() <= F.size(); x = next[x]) steps.push_back(x);
    return steps;
  };
  if (ctx.format == OutputFormat::Json) {
    json::array ts, aff;
    for (std::uint32_t t : targets)
      ts.emplace_back(json::object{{"id", t}, {"function", v.display[t]}, {"file", v.file(v.def_instr(t))}, {"line", v.line(v.def_instr(t))}});
    for (std::uint32_t f : order) {
      json::array steps;
      for (std::uint32_t x = f; next[x] != kNone; x = next[x]) {
        const CallSite& s = g.sites()[via_site[x]];
        steps.emplace_back(json::object{{"caller", v.display[x]}, {"callee", v.display[next[x]]}, {"file", v.file(s.instr)},
                                        {"line", v.line(s.instr)}, {"how", v.foreign.count(s.instr) ? "foreign" : how_to(s, next[x])}});
      }
      aff.emplace_back(json::object{{"id", f}, {"function", v.display[f]}, {"file", v.file(v.def_instr(f))}, {"line", v.line(v.def_instr(f))},
                                    {"depth", depth[f]}, {"chain", std::move(steps)}});
    }
    json::object doc{{"function", std::string(ctx.function)}, {"targets", std::move(ts)}, {"affected", std::move(aff)},
                     {"count", order.size()}};
    ctx.out << json::serialize(doc) << "\n";
    return {};
  }
  for (std::uint32_t t : targets) ctx.out << "changed: " << v.display[t] << "  (" << v.def_where(t) << ")\n";
  for (std::uint32_t f : order) {
    ctx.out << "  " << v.display[f] << "  (" << v.def_where(f) << ")  via ";
    auto steps = chain(f);
    for (std::size_t k = 0; k < steps.size(); ++k) {
      if (k) ctx.out << " -> ";
      ctx.out << v.display[steps[k]];
      if (k + 1 < steps.size()) ctx.out << " [" << v.where(g.sites()[via_site[steps[k]]].instr) << "]";
    }
    ctx.out << "\n";
  }
  ctx.out << "# " << order.size() << " function" << (order.size() == 1 ? "" : "s") << " affected\n";
  return {};
}

}  // namespace reddragon::callgraph
