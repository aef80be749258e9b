// graph.cpp - Boost.Graph behind the SDK's analysis graph helpers: DFS
// orders, dominator trees, reachability, strong components.
#include "reddragon/analysis/graph.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/depth_first_search.hpp>
#include <boost/graph/dominator_tree.hpp>

#include "reddragon/analysis/solver.hpp"

namespace reddragon::analysis {

namespace {

using BiGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS>;
using Vertex = boost::graph_traits<BiGraph>::vertex_descriptor;

/// The scope graph (reversed if asked) plus `extra` isolated vertices.
BiGraph to_boost(const ScopeGraph& g, bool reversed, std::uint32_t extra) {
  BiGraph bg(g.size() + extra);
  for (std::uint32_t b = 0; b < g.size(); ++b)
    for (std::uint32_t s : g.succs(b)) {
      if (reversed)
        boost::add_edge(s, b, bg);
      else
        boost::add_edge(b, s, bg);
    }
  return bg;
}

std::vector<std::int32_t> idoms(const BiGraph& full, Vertex root, std::uint32_t n) {
  // Boost's Lengauer-Tarjan expects every predecessor of a reachable vertex
  // to be reachable too: drop edges out of vertices the root cannot reach.
  const std::size_t nv = boost::num_vertices(full);
  std::vector<boost::default_color_type> color(nv, boost::white_color);
  boost::breadth_first_search(full, root,
                              boost::visitor(boost::default_bfs_visitor())
                                  .color_map(boost::make_iterator_property_map(color.begin(), boost::get(boost::vertex_index, full))));
  BiGraph bg(nv);
  for (auto [e, e_end] = boost::edges(full); e != e_end; ++e)
    if (color[boost::source(*e, full)] != boost::white_color) boost::add_edge(boost::source(*e, full), boost::target(*e, full), bg);
  std::vector<Vertex> dom(nv, boost::graph_traits<BiGraph>::null_vertex());
  auto index = boost::get(boost::vertex_index, bg);
  auto dom_map = boost::make_iterator_property_map(dom.begin(), index);
  boost::lengauer_tarjan_dominator_tree(bg, root, dom_map);
  std::vector<std::int32_t> out(n, kNoBlock);
  for (std::uint32_t b = 0; b < n; ++b)
    if (dom[b] != boost::graph_traits<BiGraph>::null_vertex() && dom[b] < n) out[b] = static_cast<std::int32_t>(dom[b]);
  return out;
}

struct FinishRecorder : boost::default_dfs_visitor {
  std::vector<std::uint32_t>* order;
  template <class V, class G>
  void finish_vertex(V v, const G&) {
    order->push_back(static_cast<std::uint32_t>(v));
  }
};

}  // namespace

std::vector<std::uint32_t> reverse_postorder(const ScopeGraph& g) {
  const std::uint32_t n = g.size();
  std::vector<std::uint32_t> post;
  post.reserve(n);
  if (n == 0) return post;
  using DGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
  DGraph dg(n);
  for (std::uint32_t b = 0; b < n; ++b)
    for (std::uint32_t s : g.succs(b)) boost::add_edge(b, s, dg);
  FinishRecorder vis;
  vis.order = &post;
  std::vector<boost::default_color_type> color(n, boost::white_color);
  auto cmap = boost::make_iterator_property_map(color.begin(), boost::get(boost::vertex_index, dg));
  // The entry first, then every block it did not reach (unreachable code).
  boost::depth_first_visit(dg, 0, vis, cmap);
  std::vector<std::uint32_t> out(post.rbegin(), post.rend());
  for (std::uint32_t b = 1; b < n; ++b)
    if (color[b] == boost::white_color) {
      post.clear();
      boost::depth_first_visit(dg, b, vis, cmap);
      out.insert(out.end(), post.rbegin(), post.rend());
    }
  return out;
}

std::vector<std::int32_t> immediate_dominators(const ScopeGraph& g) {
  if (g.size() == 0) return {};
  return idoms(to_boost(g, false, 0), 0, g.size());
}

std::vector<std::int32_t> immediate_post_dominators(const ScopeGraph& g) {
  const std::uint32_t n = g.size();
  if (n == 0) return {};
  BiGraph bg = to_boost(g, true, 1);  // vertex n: the virtual exit
  for (std::uint32_t e : g.exits()) boost::add_edge(n, e, bg);
  return idoms(bg, n, n);
}

bool dominates(const std::vector<std::int32_t>& idom, std::uint32_t a, std::uint32_t b) {
  std::int64_t x = b;
  for (std::size_t steps = 0; x >= 0 && steps <= idom.size(); ++steps) {
    if (static_cast<std::uint32_t>(x) == a) return true;
    x = idom[static_cast<std::size_t>(x)];
  }
  return false;
}

std::vector<bool> reachable(const ScopeGraph& g) {
  const std::uint32_t n = g.size();
  std::vector<bool> out(n, false);
  if (n == 0) return out;
  BiGraph bg = to_boost(g, false, 0);
  std::vector<boost::default_color_type> color(n, boost::white_color);
  boost::breadth_first_search(bg, 0,
                              boost::visitor(boost::default_bfs_visitor())
                                  .color_map(boost::make_iterator_property_map(color.begin(), boost::get(boost::vertex_index, bg))));
  for (std::uint32_t b = 0; b < n; ++b) out[b] = color[b] != boost::white_color;
  return out;
}

}  // namespace reddragon::analysis
