// taint.cpp - sources and sinks matched in the IR, two-phase reachability
// from every source at once, witness paths with summaries expanded.
#include "reddragon/analysis/taint.hpp"

#include <algorithm>
#include <tuple>
#include <unordered_map>

namespace reddragon::analysis {

using namespace reddragon::ir;

namespace {

std::vector<std::string_view> segments(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t start = 0, depth = 0;
  for (std::size_t i = 0; i <= s.size(); ++i) {
    if (i < s.size() && s[i] == '(') ++depth;
    if (i < s.size() && s[i] == ')' && depth) --depth;
    if (i == s.size() || (s[i] == '.' && depth == 0)) {
      out.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  }
  return out;
}

/// `have` (a receiver chain) matches `want`: equal, "*", or ends with ".want".
bool chain_matches(std::string_view have, std::string_view want) {
  if (want == "*" || have == want) return true;
  return have.size() > want.size() && have.ends_with(want) && have[have.size() - want.size() - 1] == '.';
}

std::string init_module_name(const ProgramGraph& g, Symbol init_fn) { return std::string(g.init_module_name(init_fn)); }

/// What a variable holds when it is bound to an import: "os", "os.system"
/// (from the SYMBOLIC import hint, or a linked module's initialiser and the
/// field read from it); "" otherwise.
std::string import_origin(const ProgramGraph& g, std::uint32_t var) {
  const Module& m = g.module();
  for (std::uint32_t e : g.in(var)) {
    const FlowEdge& fe = g.edges()[e];
    if (g.kind(fe.from) != NodeKind::Register) continue;
    std::int64_t w = g.writer(fe.from);
    if (w < 0) continue;
    const Instruction& in = m.instructions[static_cast<std::size_t>(w)];
    auto ops = m.operands_of(in);
    if (in.op == Opcode::Symbolic && ops.size() == 1 && ops[0].kind == OperandKind::Literal) {
      const Literal& l = m.literal(ops[0]);
      std::string_view h = l.kind == LiteralKind::String ? m.str(l.text) : std::string_view{};
      if (h.starts_with("import:")) return std::string(h.substr(7));
    }
    if (in.op == Opcode::CallFunction && ops.size() == 1 && m.str(ops[0].sym()).starts_with("__rd_init_"))
      if (auto n = init_module_name(g, ops[0].sym()); !n.empty()) return n;
    if (in.op == Opcode::LoadField && ops.size() == 2 && ops[0].kind == OperandKind::Reg) {
      std::int64_t w2 = g.writer(ops[0].value);
      if (w2 < 0) continue;
      const Instruction& init = m.instructions[static_cast<std::size_t>(w2)];
      auto iops = m.operands_of(init);
      if (init.op == Opcode::CallFunction && iops.size() == 1 && m.str(iops[0].sym()).starts_with("__rd_init_"))
        if (auto n = init_module_name(g, iops[0].sym()); !n.empty()) return n + "." + std::string(m.str(ops[1].sym()));
    }
  }
  return "";
}

std::string var_chain(const ProgramGraph& g, std::uint32_t fn, Symbol name) {
  const Module& m = g.module();
  std::int64_t v = g.variable(fn, m.str(name));
  if (v >= 0)
    if (auto o = import_origin(g, static_cast<std::uint32_t>(v)); !o.empty()) return o;
  return std::string(m.str(name));
}

std::span<const Operand> call_args(const Module& m, const Instruction& in) {
  auto ops = m.operands_of(in);
  std::size_t first = in.op == Opcode::CallMethod ? 2 : 1;
  return ops.size() > first ? ops.subspan(first) : std::span<const Operand>{};
}

bool call_matches(const ProgramGraph& g, std::uint32_t i, const std::vector<std::string_view>& segs, std::string_view full) {
  const Module& m = g.module();
  const Instruction& in = m.instructions[i];
  auto ops = m.operands_of(in);
  if (ops.empty() || segs.empty()) return false;
  switch (in.op) {
    case Opcode::CallFunction: {
      std::string_view n = m.str(ops[0].sym());
      if (n != segs.back() && n != full) return false;
      if (segs.size() == 1 || n == full) return true;
      return chain_matches(var_chain(g, g.function_of(i), ops[0].sym()), full);
    }
    case Opcode::CallCtor: return m.str(ops[0].sym()) == segs.back() && segs.size() == 1;
    case Opcode::CallUnknown: return ops[0].kind == OperandKind::Reg && chain_matches(receiver_chain(g, ops[0].value), full);
    case Opcode::CallMethod: {
      if (ops.size() < 2 || m.str(ops[1].sym()) != segs.back() || segs.size() < 2) return false;
      std::string_view prefix = full.substr(0, full.size() - segs.back().size() - 1);
      return ops[0].kind == OperandKind::Reg && chain_matches(receiver_chain(g, ops[0].value), prefix);
    }
    default: return false;
  }
}

}  // namespace

std::string receiver_chain(const ProgramGraph& g, Reg r, int depth) {
  const Module& m = g.module();
  std::int64_t w = depth > 0 ? g.writer(r) : -1;
  if (w < 0) return "?";
  const Instruction& in = m.instructions[static_cast<std::size_t>(w)];
  auto ops = m.operands_of(in);
  switch (in.op) {
    case Opcode::LoadVar: return ops.size() == 1 ? var_chain(g, g.function_of(static_cast<std::uint32_t>(w)), ops[0].sym()) : "?";
    case Opcode::LoadField:
      return ops.size() == 2 && ops[0].kind == OperandKind::Reg ? receiver_chain(g, ops[0].value, depth - 1) + "." + std::string(m.str(ops[1].sym())) : "?";
    case Opcode::CallMethod:
      return ops.size() >= 2 && ops[0].kind == OperandKind::Reg
                 ? receiver_chain(g, ops[0].value, depth - 1) + "." + std::string(m.str(ops[1].sym())) + "()"
                 : "?";
    case Opcode::CallFunction: return ops.empty() ? "?" : var_chain(g, g.function_of(static_cast<std::uint32_t>(w)), ops[0].sym()) + "()";
    case Opcode::Symbolic: {
      const Literal& l = m.literal(ops[0]);
      std::string_view h = l.kind == LiteralKind::String ? m.str(l.text) : std::string_view{};
      return h.starts_with("import:") ? std::string(h.substr(7)) : "?";
    }
    default: return "?";
  }
}

std::vector<std::uint32_t> match_instructions(const ProgramGraph& g, const TaintPattern& p) {
  const Module& m = g.module();
  std::vector<std::uint32_t> out;
  auto segs = segments(p.name);
  if (segs.empty() || p.name.empty()) return out;
  Symbol last;
  const bool have_last = m.strings.find(segs.back(), last);
  if (p.kind == PatternKind::Parameter) {
    if (segs.size() != 2) return out;
    const auto& fns = g.calls().functions();
    for (std::uint32_t f = 0; f < fns.size(); ++f) {
      if (fns[f].name != segs[0]) continue;
      const std::size_t before = out.size();
      for (std::uint32_t n : g.formals(f))
        if (g.kind(n) == NodeKind::Variable && m.str(g.name(n)) == segs[1]) out.push_back(n);
      // An entry point whose parameters the frontend binds itself (C's
      // main(argc, argv) gets a modelled argv, not a formal): its variable.
      if (out.size() == before && g.formals(f).empty())
        if (std::int64_t v = g.variable(f, segs[1]); v >= 0) out.push_back(static_cast<std::uint32_t>(v));
    }
    return out;
  }
  Symbol fullsym;
  const bool have_full = m.strings.find(p.name, fullsym);
  if (!have_last && !have_full) return out;
  for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
    const Instruction& in = m.instructions[i];
    auto ops = m.operands_of(in);
    if (p.kind == PatternKind::Call) {
      const bool named = in.op == Opcode::CallUnknown ||
                         (ops.size() >= 1 && (in.op == Opcode::CallFunction || in.op == Opcode::CallCtor) &&
                          ((have_last && ops[0].value == last.id) || (have_full && ops[0].value == fullsym.id))) ||
                         (in.op == Opcode::CallMethod && ops.size() >= 2 && have_last && ops[1].value == last.id);
      if (named && call_matches(g, i, segs, p.name)) out.push_back(i);
    } else {  // Read
      if (segs.size() == 1) {
        if (in.op == Opcode::LoadVar && ops.size() == 1 && have_last && ops[0].value == last.id) out.push_back(i);
      } else if (in.op == Opcode::LoadField && ops.size() == 2 && have_last && ops[1].value == last.id && ops[0].kind == OperandKind::Reg) {
        std::string_view prefix = std::string_view(p.name).substr(0, p.name.size() - segs.back().size() - 1);
        if (chain_matches(receiver_chain(g, ops[0].value), prefix)) out.push_back(i);
      }
    }
  }
  return out;
}

std::size_t add_library_flows(ProgramGraph& g, const std::vector<TaintPattern>& propagators) {
  const Module& m = g.module();
  const std::uint32_t R = m.num_registers;
  std::vector<FlowEdge> more;
  std::size_t calls = 0;
  std::string what;
  for (const TaintPattern& p : propagators) {
    if (p.kind != PatternKind::Call) continue;
    const std::size_t before = calls;
    for (std::uint32_t h : match_instructions(g, p)) {
      auto args = call_args(m, m.instructions[h]);
      auto reg_at = [&](std::uint32_t k) -> std::int64_t {
        return k < args.size() && args[k].kind == OperandKind::Reg && args[k].value < R ? std::int64_t{args[k].value} : -1;
      };
      bool any = false;
      for (std::uint32_t t : p.to) {
        std::int64_t dst = reg_at(t);
        if (dst < 0) continue;
        std::int64_t var = g.base_variable(static_cast<Reg>(dst));
        for (std::uint32_t f : p.from) {
          std::int64_t src = reg_at(f);
          if (src < 0 || src == dst) continue;
          more.push_back({static_cast<std::uint32_t>(src), static_cast<std::uint32_t>(dst), h, FlowKind::Through});
          if (var >= 0) more.push_back({static_cast<std::uint32_t>(src), static_cast<std::uint32_t>(var), h, FlowKind::Through});
          any = true;
        }
      }
      calls += any;
    }
    if (calls == before) continue;  // matched nothing: the graph is as without it (cache keys too)
    what += p.name;
    for (auto k : p.from) what += " " + std::to_string(k);
    what += " >";
    for (auto k : p.to) what += " " + std::to_string(k);
    what += ";";
  }
  g.note_extra_flows(what);
  g.add_edges(std::move(more));
  return calls;
}

TaintResult run_taint(const ProgramGraph& g, const TaintConfig& cfg) {
  TaintResult res;
  const Module& m = g.module();
  const auto& E = g.edges();
  const std::uint32_t R = m.num_registers;
  struct Seed {
    std::uint32_t node, instr;
    const TaintPattern* p;
  };
  std::vector<Seed> seeds;
  for (const TaintPattern& p : cfg.sources) {
    auto hits = match_instructions(g, p);
    for (std::uint32_t h : hits) {
      if (p.kind == PatternKind::Parameter) {
        std::uint32_t instr = 0;
        for (std::uint32_t e : g.in(h))
          if (g.kind(E[e].from) == NodeKind::Register && g.writer(E[e].from) >= 0) instr = static_cast<std::uint32_t>(g.writer(E[e].from));
        seeds.push_back({h, instr, &p});
        continue;
      }
      const Instruction& in = m.instructions[h];
      if (in.result != kNoReg && in.result < R) seeds.push_back({in.result, h, &p});
      auto args = call_args(m, in);
      for (std::uint32_t k : p.out_args)
        if (k < args.size() && args[k].kind == OperandKind::Reg && args[k].value < R) {
          seeds.push_back({args[k].value, h, &p});
          if (std::int64_t b = g.base_variable(args[k].value); b >= 0) seeds.push_back({static_cast<std::uint32_t>(b), h, &p});
        }
    }
    res.sources += hits.size();
  }
  std::vector<char> blocked(g.num_nodes(), 0);
  for (const TaintPattern& p : cfg.sanitizers)
    for (std::uint32_t h : match_instructions(g, p))
      if (p.kind != PatternKind::Parameter && m.instructions[h].result < R) blocked[m.instructions[h].result] = 1;
  struct Sink {
    std::uint32_t instr;
    const TaintPattern* p;
    std::vector<std::uint32_t> nodes;
  };
  std::vector<Sink> sinks;
  for (const TaintPattern& p : cfg.sinks) {
    if (p.kind == PatternKind::Parameter) continue;
    for (std::uint32_t h : match_instructions(g, p)) {
      const Instruction& in = m.instructions[h];
      Sink s{h, &p, {}};
      if (p.kind == PatternKind::Read) {
        if (in.result < R) s.nodes.push_back(in.result);
      } else {
        auto args = call_args(m, in);
        for (std::uint32_t k = 0; k < args.size(); ++k)
          if ((p.args.empty() || std::find(p.args.begin(), p.args.end(), k) != p.args.end()) && args[k].kind == OperandKind::Reg &&
              args[k].value < R)
            s.nodes.push_back(args[k].value);
      }
      sinks.push_back(std::move(s));
    }
  }
  res.sinks = sinks.size();
  if (seeds.empty() || sinks.empty()) return res;
  std::vector<std::uint32_t> seed_nodes;
  for (const Seed& s : seeds) seed_nodes.push_back(s.node);
  Reachability r = reach(g, seed_nodes, SliceDirection::Forward, 50'000'000, &blocked);
  res.truncated = r.truncated;
  const auto& fns = g.calls().functions();
  for (const Sink& s : sinks) {
    std::int64_t state = -1;
    for (std::uint32_t n : s.nodes) {
      if (r.seen[n * 2]) state = n * 2;
      else if (r.seen[n * 2 + 1]) state = n * 2 + 1;
      if (state >= 0) break;
    }
    if (state < 0) continue;
    const Seed& src = seeds[r.origin[static_cast<std::size_t>(state)]];
    TaintFinding f;
    f.source_instr = src.instr;
    f.sink_instr = s.instr;
    f.source = src.p->name;
    f.sink = s.p->name;
    f.source_category = src.p->category;
    f.sink_category = s.p->category;
    auto step = [&](std::uint32_t instr, std::string what) {
      std::string loc = witness_location(m, instr);
      if (!f.path.empty() && f.path.back().location == loc) {
        if (!what.empty()) f.path.back().what += (f.path.back().what.empty() ? "" : ", ") + what;
        return;
      }
      f.path.push_back({instr, loc, std::move(what)});
    };
    auto callee_name = [&](std::uint32_t n) {
      if (g.owner(n) >= fns.size()) return std::string("?");
      std::string q = fns[g.owner(n)].qualified;  // without a linked module's m<N>$ prefix
      if (auto d = q.find('$'); d != std::string::npos && d > 1 && q[0] == 'm' &&
          q.find_first_not_of("0123456789", 1) == d)
        q = q.substr(d + 1);
      return q;
    };
    // Frontends' temporaries (`__cond_24`, `__switch_3`) are no names a
    // user wrote: the step keeps its line without them. Dunders stay.
    auto user_name = [](std::string d) {
      const bool temp = d.size() > 2 && d.compare(0, 2, "__") == 0 && !(d.size() > 4 && d.compare(d.size() - 2, 2, "__") == 0);
      return temp ? std::string() : d;
    };
    step(src.instr, "source " + src.p->name);
    auto add_edge = [&](std::uint32_t e, auto& self, int depth) -> void {
      const FlowEdge& fe = E[e];
      switch (fe.kind) {
        case FlowKind::Call: step(fe.instr, "call " + callee_name(fe.to) + " (" + g.describe(fe.to) + ")"); break;
        case FlowKind::Return: step(fe.instr, "return from " + callee_name(fe.from)); break;
        case FlowKind::Summary: {
          auto inner = depth > 0 ? expand_summary(g, e, 0) : std::vector<std::uint32_t>{};
          if (inner.empty()) {
            step(fe.instr, "through a call");
            break;
          }
          step(fe.instr, "call " + callee_name(E[inner.front()].from));
          for (std::uint32_t x : inner) self(x, self, depth - 1);
          step(fe.instr, "back from " + callee_name(E[inner.front()].from));
          break;
        }
        default:
          step(fe.instr, g.kind(fe.to) == NodeKind::Variable || g.kind(fe.to) == NodeKind::Field ? user_name(g.describe(fe.to))
                         : g.kind(fe.to) == NodeKind::Return                                    ? std::string("return")
                                                                                                : std::string());
      }
    };
    for (std::uint32_t e : path_to(g, r, static_cast<std::uint32_t>(state))) add_edge(e, add_edge, 4);
    step(s.instr, "sink " + s.p->name);
    res.findings.push_back(std::move(f));
  }
  // by sink file, then line
  auto key = [&](const TaintFinding& f) {
    const Instruction& in = m.instructions[f.sink_instr];
    return std::tuple(display_path(m.file_of(f.sink_instr)), in.span.start_line, f.sink_instr);
  };
  std::sort(res.findings.begin(), res.findings.end(), [&](const TaintFinding& a, const TaintFinding& b) { return key(a) < key(b); });
  return res;
}

}  // namespace reddragon::analysis
