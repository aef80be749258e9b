// dataflow_report.cpp - analysis driver and renderers for the dataflow passes.
#include "dataflow_report.hpp"

#include <boost/json.hpp>
#include <charconv>
#include <memory>
#include <string>
#include <unordered_map>

#include "reddragon/analysis/dependencies.hpp"
#include "reddragon/analysis/facts.hpp"
#include "reddragon/analysis/reaching.hpp"
#include "reddragon/analysis/scope.hpp"

namespace reddragon::dataflow {

using namespace reddragon::analysis;
namespace json = boost::json;

namespace {

std::string span_text(const ir::SourceSpan& s) {
  if (s.empty()) return "-";
  return std::to_string(s.start_line) + ":" + std::to_string(s.start_col) + "-" + std::to_string(s.end_line) + ":" +
         std::to_string(s.end_col);
}

json::value span_json(const ir::SourceSpan& s) {
  if (s.empty()) return nullptr;
  return json::array{s.start_line, s.start_col, s.end_line, s.end_col};
}

std::string_view kind_name(ScopeKind k) {
  switch (k) {
    case ScopeKind::Module: return "module";
    case ScopeKind::Function: return "function";
    case ScopeKind::Class: return "class";
  }
  return "?";
}

/// Mermaid/DOT-safe label text.
std::string escape(std::string_view s, bool dot) {
  std::string o;
  for (char c : s) {
    if (c == '"') o += dot ? "\\\"" : "#quot;";
    else if (!dot && (c == '<' || c == '>')) o += c == '<' ? "#lt;" : "#gt;";
    else if (dot && c == '\\') o += "\\\\";
    else o += c;
  }
  return o;
}

/// Everything computed for one scope.
struct ScopeRun {
  const Scope* scope;
  ScopeGraph graph;
  ScopeFacts facts;
  ReachingDefinitions rd;
  DefUseChains du;
  Liveness live;
  DependencyGraph deps;
  std::vector<BitSet> closure;
  SolveStats stats;

  ScopeRun(const ir::Module& m, const cfg::Cfg& g, const Scope& s) : scope(&s), graph(g, s), facts(m, graph) {}
};

struct Ctx {
  PassContext& pc;
  Analysis a;
  bool transitive = false;
  SolverOptions solver;
  const ir::Module& m() const { return pc.module; }
  const ir::SourceSpan& span(std::uint32_t instr) const { return pc.module.instructions[instr].span; }
};

std::string def_label(const Ctx& c, const ScopeRun& r, std::uint32_t d) {
  const Definition& def = r.facts.defs()[d];
  std::string s = std::string(r.facts.var_name(def.var)) + "@" + r.graph.block(def.block).name;
  if (def.kind != DefKind::Strong) s += "(" + std::string(def_kind_name(def.kind)) + ")";
  return s + " " + span_text(c.span(def.instr));
}

json::object def_json(const Ctx& c, const ScopeRun& r, std::uint32_t d) {
  const Definition& def = r.facts.defs()[d];
  json::object o;
  o["id"] = d;
  o["variable"] = r.facts.var_name(def.var);
  o["block"] = r.graph.block(def.block).name;
  o["instruction"] = def.instr;
  o["kind"] = def_kind_name(def.kind);
  o["span"] = span_json(c.span(def.instr));
  return o;
}

json::object stats_json(const SolveStats& s) {
  json::object o;
  o["converged"] = s.converged;
  o["iterations"] = s.max_block_visits;
  o["block_visits"] = s.block_visits;
  o["iteration_cap"] = s.iteration_cap;
  return o;
}

void warn_cap(const Ctx& c, const ScopeRun& r) {
  if (r.stats.converged) return;
  c.pc.out << "warning: " << r.scope->name << ": iteration cap " << r.stats.iteration_cap << " reached at block "
           << r.graph.block(r.stats.capped_block).name << "; results are not a fixpoint\n";
}

// --- text ----------------------------------------------------------------

void text_scope(const Ctx& c, const ScopeRun& r) {
  std::ostream& o = c.pc.out;
  o << r.scope->name << " (" << kind_name(r.scope->kind) << ")\n";
  warn_cap(c, r);
  auto set_text = [&](const BitSet& s, bool vars) {
    std::string t = "{";
    bool first = true;
    s.for_each([&](std::size_t i) {
      t += first ? "" : ", ";
      first = false;
      t += vars ? std::string(r.facts.var_name(static_cast<std::uint32_t>(i))) : def_label(c, r, static_cast<std::uint32_t>(i));
    });
    return t + "}";
  };
  switch (c.a) {
    case Analysis::Reaching:
      for (std::uint32_t b = 0; b < r.graph.size(); ++b)
        o << "  " << r.graph.block(b).name << ": in " << set_text(r.rd.sets.in[b], false) << "\n    out "
          << set_text(r.rd.sets.out[b], false) << "\n";
      break;
    case Analysis::DefUse:
      for (std::uint32_t u = 0; u < r.facts.uses().size(); ++u) {
        const Use& use = r.facts.uses()[u];
        o << "  " << r.facts.var_name(use.var) << (use.indirect ? " (via pointer)" : "") << " read at "
          << span_text(c.span(use.instr)) << " in " << r.graph.block(use.block).name << " <- ";
        auto ds = r.du.defs_of_use(u);
        if (ds.empty()) o << "(no definition in scope)";
        for (std::size_t k = 0; k < ds.size(); ++k) o << (k ? ", " : "") << def_label(c, r, ds[k]);
        o << "\n";
      }
      break;
    case Analysis::Liveness:
      for (std::uint32_t b = 0; b < r.graph.size(); ++b)
        o << "  " << r.graph.block(b).name << ": live-in " << set_text(r.live.sets.in[b], true) << " live-out "
          << set_text(r.live.sets.out[b], true) << "\n";
      if (!r.live.dead_defs.empty()) {
        o << "  dead stores:";
        for (std::uint32_t d : r.live.dead_defs) o << " " << def_label(c, r, d) << ";";
        o << "\n";
      }
      break;
    case Analysis::Deps: {
      for (std::uint32_t v = 0; v < r.facts.num_vars(); ++v) {
        auto es = r.deps.direct(v);
        if (es.empty()) continue;
        o << "  " << r.facts.var_name(v) << " -> {";
        for (std::size_t k = 0; k < es.size(); ++k) o << (k ? ", " : "") << r.facts.var_name(es[k].to);
        o << "}\n";
        for (const auto& e : es)
          for (const auto& w : e.witnesses)
            o << "      " << r.facts.var_name(v) << " <- " << r.facts.var_name(e.to) << ": defined "
              << span_text(c.span(w.def_instr)) << ", reads " << r.facts.var_name(e.to) << " "
              << span_text(c.span(w.read_instr)) << "\n";
      }
      if (c.transitive) {
        o << "  transitive:\n";
        for (std::uint32_t v = 0; v < r.facts.num_vars(); ++v) {
          if (!r.closure[v].any()) continue;
          o << "  " << r.facts.var_name(v) << " -> {";
          bool first = true;
          r.closure[v].for_each([&](std::size_t t) {
            o << (first ? "" : ", ") << r.facts.var_name(static_cast<std::uint32_t>(t));
            first = false;
          });
          o << "}\n";
        }
      }
      for (const auto& cyc : r.deps.cycles()) {
        o << "  cycle:";
        for (std::uint32_t v : cyc) o << " " << r.facts.var_name(v);
        o << "\n";
      }
      break;
    }
  }
}

// --- json ----------------------------------------------------------------

json::object json_scope(const Ctx& c, const ScopeRun& r) {
  json::object s;
  s["name"] = r.scope->name;
  s["kind"] = kind_name(r.scope->kind);
  s["label"] = r.scope->label;
  s["solver"] = stats_json(r.stats);
  auto ids = [](const BitSet& b) {
    json::array a;
    b.for_each([&](std::size_t i) { a.push_back(static_cast<std::uint64_t>(i)); });
    return a;
  };
  auto names = [&](const BitSet& b) {
    json::array a;
    b.for_each([&](std::size_t i) { a.emplace_back(r.facts.var_name(static_cast<std::uint32_t>(i))); });
    return a;
  };
  if (c.a == Analysis::Reaching || c.a == Analysis::DefUse) {
    json::array defs;
    for (std::uint32_t d = 0; d < r.facts.defs().size(); ++d) defs.push_back(def_json(c, r, d));
    s["definitions"] = std::move(defs);
  }
  switch (c.a) {
    case Analysis::Reaching: {
      json::array blocks;
      for (std::uint32_t b = 0; b < r.graph.size(); ++b) {
        json::object o;
        o["block"] = r.graph.block(b).name;
        o["in"] = ids(r.rd.sets.in[b]);
        o["out"] = ids(r.rd.sets.out[b]);
        blocks.push_back(std::move(o));
      }
      s["blocks"] = std::move(blocks);
      break;
    }
    case Analysis::DefUse: {
      json::array uses;
      for (std::uint32_t u = 0; u < r.facts.uses().size(); ++u) {
        const Use& use = r.facts.uses()[u];
        json::object o;
        o["variable"] = r.facts.var_name(use.var);
        o["block"] = r.graph.block(use.block).name;
        o["instruction"] = use.instr;
        o["span"] = span_json(c.span(use.instr));
        o["indirect"] = use.indirect;
        json::array ds;
        for (std::uint32_t d : r.du.defs_of_use(u)) ds.push_back(d);
        o["definitions"] = std::move(ds);
        uses.push_back(std::move(o));
      }
      s["uses"] = std::move(uses);
      break;
    }
    case Analysis::Liveness: {
      json::array blocks;
      for (std::uint32_t b = 0; b < r.graph.size(); ++b) {
        json::object o;
        o["block"] = r.graph.block(b).name;
        o["live_in"] = names(r.live.sets.in[b]);
        o["live_out"] = names(r.live.sets.out[b]);
        blocks.push_back(std::move(o));
      }
      s["blocks"] = std::move(blocks);
      json::array dead;
      for (std::uint32_t d : r.live.dead_defs) dead.push_back(def_json(c, r, d));
      s["dead_stores"] = std::move(dead);
      break;
    }
    case Analysis::Deps: {
      // For a read, the definitions reaching it (so a fact leads to lines).
      std::unordered_map<std::uint32_t, std::uint32_t> use_at;
      for (std::uint32_t u = 0; u < r.facts.uses().size(); ++u)
        if (!r.facts.uses()[u].indirect) use_at.emplace(r.facts.uses()[u].instr, u);
      json::array edges;
      json::object direct;
      for (std::uint32_t v = 0; v < r.facts.num_vars(); ++v) {
        auto es = r.deps.direct(v);
        if (es.empty()) continue;
        json::array tos;
        for (const auto& e : es) {
          tos.emplace_back(r.facts.var_name(e.to));
          json::object eo;
          eo["from"] = r.facts.var_name(e.from);
          eo["to"] = r.facts.var_name(e.to);
          json::array ws;
          for (const auto& w : e.witnesses) {
            json::object wo;
            wo["definition"] = json::object{{"instruction", w.def_instr}, {"span", span_json(c.span(w.def_instr))}};
            wo["read"] = json::object{{"instruction", w.read_instr}, {"span", span_json(c.span(w.read_instr))}};
            json::array reaching;
            if (auto it = use_at.find(w.read_instr); it != use_at.end())
              for (std::uint32_t d : r.du.defs_of_use(it->second)) {
                const Definition& def = r.facts.defs()[d];
                reaching.push_back(json::object{{"instruction", def.instr}, {"span", span_json(c.span(def.instr))}});
              }
            wo["reaching_definitions"] = std::move(reaching);
            ws.push_back(std::move(wo));
          }
          eo["witnesses"] = std::move(ws);
          edges.push_back(std::move(eo));
        }
        direct[r.facts.var_name(v)] = std::move(tos);
      }
      s["direct"] = std::move(direct);
      s["edges"] = std::move(edges);
      if (c.transitive) {
        json::object tr;
        json::array paths;
        for (std::uint32_t v = 0; v < r.facts.num_vars(); ++v) {
          if (!r.closure[v].any()) continue;
          tr[r.facts.var_name(v)] = names(r.closure[v]);
          r.closure[v].for_each([&](std::size_t t) {
            json::array p;
            for (std::uint32_t x : r.deps.path(v, static_cast<std::uint32_t>(t))) p.emplace_back(r.facts.var_name(x));
            paths.push_back(json::object{{"from", r.facts.var_name(v)},
                                         {"to", r.facts.var_name(static_cast<std::uint32_t>(t))},
                                         {"path", std::move(p)}});
          });
        }
        s["transitive"] = std::move(tr);
        s["paths"] = std::move(paths);
      }
      json::array cycles;
      for (const auto& cyc : r.deps.cycles()) {
        json::array a;
        for (std::uint32_t v : cyc) a.emplace_back(r.facts.var_name(v));
        cycles.push_back(std::move(a));
      }
      s["cycles"] = std::move(cycles);
      break;
    }
  }
  return s;
}

// --- graphs (mermaid / dot) --------------------------------------------

void graph_scope(const Ctx& c, const ScopeRun& r, std::size_t si, bool dot) {
  std::ostream& o = c.pc.out;
  const bool empty = c.a == Analysis::Deps     ? r.deps.edges().empty()
                     : c.a == Analysis::DefUse ? r.facts.defs().empty() && r.facts.uses().empty()
                                               : r.graph.size() == 0;
  if (empty) return;
  const std::string pre = "s" + std::to_string(si) + "_";
  auto node = [&](const std::string& id, const std::string& label, const char* cls) {
    if (dot)
      o << "    " << id << " [label=\"" << escape(label, true) << "\"" << (cls ? std::string(" class=\"") + cls + "\"" : "")
        << "];\n";
    else
      o << "    " << id << "(\"" << escape(label, false) << "\")" << (cls ? std::string(":::") + cls : "") << "\n";
  };
  auto edge = [&](const std::string& a, const std::string& b, bool dashed) {
    if (dot)
      o << "    " << a << " -> " << b << (dashed ? " [style=dashed]" : "") << ";\n";
    else
      o << "    " << a << (dashed ? " -.-> " : " --> ") << b << "\n";
  };
  if (dot)
    o << "  subgraph cluster_" << si << " {\n    label=\"" << escape(r.scope->name, true) << "\";\n";
  else
    o << "  subgraph " << pre << "scope[\"" << escape(r.scope->name, false) << "\"]\n";
  if (c.a == Analysis::Deps) {
    // Node ids read like the variables ("s0_total") when the name allows it.
    auto vid = [&](std::uint32_t v) {
      std::string_view n = r.facts.var_name(v);
      bool ident = !n.empty();
      for (char ch : n) ident &= (ch == '_' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9'));
      return pre + (ident ? std::string(n) : "v" + std::to_string(v));
    };
    std::vector<char> has_deps(r.facts.num_vars(), 0), depended(r.facts.num_vars(), 0);
    for (const auto& e : r.deps.edges()) {
      has_deps[e.from] = 1;
      depended[e.to] = 1;
    }
    for (std::uint32_t v = 0; v < r.facts.num_vars(); ++v) {
      if (!has_deps[v] && !depended[v]) continue;
      const char* cls = !has_deps[v] ? "source" : !depended[v] ? "sink" : "mid";
      node(vid(v), std::string(r.facts.var_name(v)), cls);
    }
    // Arrows point along the data flow: a dependency x of y is drawn x --> y.
    for (const auto& e : r.deps.edges()) edge(vid(e.to), vid(e.from), false);
    if (c.transitive)
      for (std::uint32_t v = 0; v < r.facts.num_vars(); ++v)
        r.closure[v].for_each([&](std::size_t t) {
          for (const auto& e : r.deps.direct(v))
            if (e.to == t) return;
          edge(vid(static_cast<std::uint32_t>(t)), vid(v), true);
        });
  } else if (c.a == Analysis::DefUse) {
    for (std::uint32_t d = 0; d < r.facts.defs().size(); ++d) node(pre + "d" + std::to_string(d), "def " + def_label(c, r, d), "def");
    for (std::uint32_t u = 0; u < r.facts.uses().size(); ++u) {
      const Use& use = r.facts.uses()[u];
      node(pre + "u" + std::to_string(u),
           "use " + std::string(r.facts.var_name(use.var)) + "@" + r.graph.block(use.block).name + " " + span_text(c.span(use.instr)),
           "use");
      for (std::uint32_t d : r.du.defs_of_use(u)) edge(pre + "d" + std::to_string(d), pre + "u" + std::to_string(u), false);
    }
  } else {
    // CFG blocks annotated with the per-block sets.
    const bool live = c.a == Analysis::Liveness;
    const std::string br = dot ? "\\n" : "<br/>";
    for (std::uint32_t b = 0; b < r.graph.size(); ++b) {
      auto names = [&](const BitSet& s) {
        std::string t;
        s.for_each([&](std::size_t i) {
          if (!t.empty()) t += ", ";
          if (live) {
            t += r.facts.var_name(static_cast<std::uint32_t>(i));
          } else {
            const Definition& d = r.facts.defs()[i];
            t += std::string(r.facts.var_name(d.var)) + "@" + r.graph.block(d.block).name;
          }
        });
        return t;
      };
      const auto& in = live ? r.live.sets.in[b] : r.rd.sets.in[b];
      const auto& out = live ? r.live.sets.out[b] : r.rd.sets.out[b];
      std::string label = r.graph.block(b).name + br + (live ? "live-in: " : "in: ") + names(in) + br +
                          (live ? "live-out: " : "out: ") + names(out);
      // escape() would mangle the <br/>; names are identifiers, so build directly.
      if (dot)
        o << "    " << pre << b << " [shape=box label=\"" << label << "\"];\n";
      else
        o << "    " << pre << b << "[\"" << label << "\"]\n";
    }
    for (std::uint32_t b = 0; b < r.graph.size(); ++b)
      for (std::uint32_t s : r.graph.succs(b)) edge(pre + std::to_string(b), pre + std::to_string(s), false);
  }
  o << (dot ? "  }\n" : "  end\n");
}

}  // namespace

Status run_report(PassContext& pc, Analysis a) {
  Ctx c{pc, a};
  std::string_view t = pc.option("transitive", "false");
  c.transitive = t == "true" || t == "1" || t == "yes";
  if (auto mi = pc.option("max_iterations"); !mi.empty()) {
    std::size_t v = 0;
    auto [p, ec] = std::from_chars(mi.data(), mi.data() + mi.size(), v);
    if (ec != std::errc{} || p != mi.data() + mi.size() || v == 0)
      return make_error("max_iterations expects a positive integer, got '" + std::string(mi) + "'");
    c.solver.max_iterations = v;
  }
  std::vector<Scope> scopes = select_scopes(pc.module, pc.cfg, pc.function);
  if (scopes.empty()) return make_error("no function named '" + std::string(pc.function) + "'", pc.module.source_path);

  std::vector<std::unique_ptr<ScopeRun>> runs;
  for (const Scope& s : scopes) {
    auto r = std::make_unique<ScopeRun>(pc.module, pc.cfg, s);
    if (a == Analysis::Liveness) {
      r->live = live_variables(r->facts, c.solver);
      r->stats = r->live.sets.stats;
    } else {
      r->rd = reaching_definitions(r->facts, c.solver);
      r->stats = r->rd.sets.stats;
      if (a != Analysis::Reaching) r->du = def_use_chains(r->facts, r->rd);
      if (a == Analysis::Deps) {
        r->deps = dependency_graph(r->facts);
        if (c.transitive) r->closure = r->deps.transitive_closure();
      }
    }
    runs.push_back(std::move(r));
  }

  static constexpr const char* kNames[] = {"reaching", "defuse", "liveness", "deps"};
  switch (pc.format) {
    case OutputFormat::Text:
      for (const auto& r : runs) text_scope(c, *r);
      break;
    case OutputFormat::Json: {
      json::object root;
      root["analysis"] = kNames[static_cast<int>(a)];
      root["source"] = pc.module.source_path;
      root["transitive"] = c.transitive;
      json::array ss;
      for (const auto& r : runs) ss.push_back(json_scope(c, *r));
      root["scopes"] = std::move(ss);
      pc.out << json::serialize(root) << "\n";
      break;
    }
    case OutputFormat::Mermaid:
      pc.out << (a == Analysis::Deps ? "flowchart BT\n" : a == Analysis::DefUse ? "flowchart LR\n" : "flowchart TD\n");
      for (std::size_t i = 0; i < runs.size(); ++i) graph_scope(c, *runs[i], i, false);
      if (a == Analysis::Deps)
        pc.out << "  classDef source fill:#e8f4fd,stroke:#4a90d9,stroke-width:2px,color:#1a3a5c\n"
                  "  classDef mid fill:#fff3e0,stroke:#e8a735,stroke-width:2px,color:#5c3a0a\n"
                  "  classDef sink fill:#e8f5e9,stroke:#2e7d32,stroke-width:3px,color:#1a3a1a\n";
      for (const auto& r : runs)
        if (!r->stats.converged) pc.out << "  %% warning: " << r->scope->name << ": iteration cap reached\n";
      break;
    case OutputFormat::Dot:
      pc.out << "digraph dataflow {\n  rankdir=" << (a == Analysis::Deps ? "BT" : a == Analysis::DefUse ? "LR" : "TB")
             << ";\n  node [shape=box style=rounded];\n";
      for (std::size_t i = 0; i < runs.size(); ++i) graph_scope(c, *runs[i], i, true);
      for (const auto& r : runs)
        if (!r->stats.converged) pc.out << "  // warning: " << r->scope->name << ": iteration cap reached\n";
      pc.out << "}\n";
      break;
  }
  return Status::ok();
}

}  // namespace reddragon::dataflow
