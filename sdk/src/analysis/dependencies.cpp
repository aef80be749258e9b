// dependencies.cpp - variable dependency graph (register chains traced back
// to variable reads), closure / cycles / paths with Boost.Graph.
#include "reddragon/analysis/dependencies.hpp"

#include <algorithm>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/strong_components.hpp>
#include <boost/graph/topological_sort.hpp>
#include <iterator>

#include "reddragon/analysis/effects.hpp"

namespace reddragon::analysis {

using namespace reddragon::ir;

namespace {
using DGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;

DGraph to_boost(std::uint32_t n, const std::vector<DependencyEdge>& edges) {
  DGraph g(n);
  for (const auto& e : edges) boost::add_edge(e.from, e.to, g);
  return g;
}

struct Components {
  std::vector<int> comp;
  int count = 0;
};
Components components(const DGraph& g) {
  Components c;
  c.comp.assign(boost::num_vertices(g), 0);
  if (!c.comp.empty())
    c.count = boost::strong_components(g, boost::make_iterator_property_map(c.comp.begin(), boost::get(boost::vertex_index, g)));
  return c;
}
}  // namespace

DependencyGraph::DependencyGraph(std::uint32_t num_vars, std::vector<DependencyEdge> edges)
    : n_(num_vars), edges_(std::move(edges)) {
  std::sort(edges_.begin(), edges_.end(),
            [](const DependencyEdge& a, const DependencyEdge& b) { return a.from != b.from ? a.from < b.from : a.to < b.to; });
  off_.assign(n_ + 1, 0);
  for (const auto& e : edges_) ++off_[e.from + 1];
  for (std::uint32_t v = 0; v < n_; ++v) off_[v + 1] += off_[v];
}

std::vector<BitSet> DependencyGraph::transitive_closure() const {
  DGraph g = to_boost(n_, edges_);
  Components c = components(g);
  std::vector<std::vector<std::uint32_t>> members(static_cast<std::size_t>(c.count));
  for (std::uint32_t v = 0; v < n_; ++v) members[static_cast<std::size_t>(c.comp[v])].push_back(v);
  // The condensation, sorted topologically (Boost gives reverse topological
  // order: every component comes after the components it depends on).
  DGraph dag(static_cast<std::size_t>(c.count));
  std::vector<char> cyclic(static_cast<std::size_t>(c.count), 0);
  for (const auto& e : edges_) {
    const int a = c.comp[e.from], b = c.comp[e.to];
    if (a == b)
      cyclic[static_cast<std::size_t>(a)] = 1;
    else
      boost::add_edge(static_cast<std::size_t>(a), static_cast<std::size_t>(b), dag);
  }
  std::vector<std::size_t> order;
  order.reserve(static_cast<std::size_t>(c.count));
  boost::topological_sort(dag, std::back_inserter(order));
  std::vector<BitSet> comp_closure(static_cast<std::size_t>(c.count));
  for (std::size_t k : order) {
    BitSet s(n_);
    if (cyclic[k])
      for (std::uint32_t v : members[k]) s.set(v);
    for (std::uint32_t v : members[k])
      for (const auto& e : direct(v)) {
        const auto t = static_cast<std::size_t>(c.comp[e.to]);
        if (t == k) continue;
        s.set(e.to);
        s.union_with(comp_closure[t]);
      }
    comp_closure[k] = std::move(s);
  }
  std::vector<BitSet> out(n_);
  for (std::uint32_t v = 0; v < n_; ++v) out[v] = comp_closure[static_cast<std::size_t>(c.comp[v])];
  return out;
}

std::vector<std::vector<std::uint32_t>> DependencyGraph::cycles() const {
  DGraph g = to_boost(n_, edges_);
  Components c = components(g);
  std::vector<std::vector<std::uint32_t>> members(static_cast<std::size_t>(c.count));
  for (std::uint32_t v = 0; v < n_; ++v) members[static_cast<std::size_t>(c.comp[v])].push_back(v);
  std::vector<char> self(static_cast<std::size_t>(c.count), 0);
  for (const auto& e : edges_)
    if (e.from == e.to) self[static_cast<std::size_t>(c.comp[e.from])] = 1;
  std::vector<std::vector<std::uint32_t>> out;
  for (std::size_t k = 0; k < members.size(); ++k)
    if (members[k].size() > 1 || self[k]) out.push_back(std::move(members[k]));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::uint32_t> DependencyGraph::path(std::uint32_t from, std::uint32_t to) const {
  if (from >= n_ || to >= n_) return {};
  DGraph g = to_boost(n_, edges_);
  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::vector<std::size_t> pred(n_, kNone);
  auto index = boost::get(boost::vertex_index, g);
  auto pmap = boost::make_iterator_property_map(pred.begin(), index);
  boost::breadth_first_search(g, from, boost::visitor(boost::make_bfs_visitor(boost::record_predecessors(pmap, boost::on_tree_edge()))));
  if (from == to) {
    // a dependency of a variable on itself needs a cycle back to it
    for (const auto& e : direct(from)) {
      if (e.to == from) return {from, from};
      auto rest = e.to != from ? path(e.to, from) : std::vector<std::uint32_t>{};
      if (!rest.empty()) {
        rest.insert(rest.begin(), from);
        return rest;
      }
    }
    return {};
  }
  if (pred[to] == kNone) return {};
  std::vector<std::uint32_t> out{to};
  for (std::size_t v = to; v != from; v = pred[v]) out.push_back(static_cast<std::uint32_t>(pred[v]));
  std::reverse(out.begin(), out.end());
  return out;
}

DependencyGraph dependency_graph(const ScopeFacts& f) {
  const Module& m = f.module();
  struct Raw {
    std::uint32_t from, to;
    DependencyWitness w;
  };
  std::vector<Raw> raw;
  std::vector<std::uint32_t> stamp(f.num_registers(), UINT32_MAX);
  std::vector<Reg> stack;
  const auto& defs = f.defs();
  for (std::uint32_t id = 0; id < defs.size(); ++id) {
    const Definition& d = defs[id];
    const Instruction& def_in = m.instructions[d.instr];
    // Value registers: for a strong definition every register operand; for
    // a weak one all but the first (the pointer / object written through).
    stack.clear();
    bool first = true;
    for_each_register_read(m, def_in, [&](Reg r) {
      if (!(d.kind != DefKind::Strong && first)) stack.push_back(r);
      first = false;
    });
    auto add = [&](std::uint32_t to, std::uint32_t read_instr) { raw.push_back({d.var, to, {d.instr, read_instr, id}}); };
    while (!stack.empty()) {
      const Reg r = stack.back();
      stack.pop_back();
      const std::int64_t ri = f.register_index(r);
      if (ri < 0 || stamp[static_cast<std::size_t>(ri)] == id) continue;
      stamp[static_cast<std::size_t>(ri)] = id;
      for (std::uint32_t di : f.register_defs(r)) {
        const Instruction& in = m.instructions[di];
        bool read_var = false;
        for_each_variable_read(m, in, [&](Symbol s) {
          auto v = f.var_id(s);
          if (v >= 0) add(static_cast<std::uint32_t>(v), di);
          read_var = true;
        });
        if (read_var) continue;
        if (opcode_effects(in.op).memory == MemoryEffect::IndirectRead)
          for (std::uint32_t v : f.address_taken()) add(v, di);
        for_each_register_read(m, in, [&](Reg x) { stack.push_back(x); });
      }
    }
  }
  std::sort(raw.begin(), raw.end(), [](const Raw& a, const Raw& b) {
    if (a.from != b.from) return a.from < b.from;
    if (a.to != b.to) return a.to < b.to;
    if (a.w.def_instr != b.w.def_instr) return a.w.def_instr < b.w.def_instr;
    return a.w.read_instr < b.w.read_instr;
  });
  std::vector<DependencyEdge> edges;
  for (const Raw& r : raw) {
    if (edges.empty() || edges.back().from != r.from || edges.back().to != r.to) edges.push_back({r.from, r.to, {}});
    auto& ws = edges.back().witnesses;
    if (ws.empty() || ws.back().def_instr != r.w.def_instr || ws.back().read_instr != r.w.read_instr) ws.push_back(r.w);
  }
  return DependencyGraph(f.num_vars(), std::move(edges));
}

}  // namespace reddragon::analysis
