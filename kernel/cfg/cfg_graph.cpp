// cfg_graph.cpp - graph algorithms over the CFG, via Boost.Graph.
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>

#include "reddragon/kernel/cfg_render.hpp"

namespace reddragon::kernel {

std::vector<bool> reachable_blocks(const cfg::Cfg& g) {
  using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
  const std::size_t n = g.blocks.size();
  // Vertex n is a virtual root joined to the module entry and to every
  // function/class entry: bodies are reached by calls, not by fall-through.
  Graph bg(n + 1);
  for (std::size_t b = 0; b < n; ++b)
    for (const auto& e : g.blocks[b].succs) boost::add_edge(b, e.target, bg);
  if (n > 0) boost::add_edge(n, 0, bg);
  for (std::size_t b = 0; b < n; ++b) {
    const std::string& name = g.blocks[b].name;
    if (name.rfind("func_", 0) == 0 || name.rfind("class_", 0) == 0) boost::add_edge(n, b, bg);
  }
  std::vector<boost::default_color_type> color(n + 1, boost::white_color);
  boost::breadth_first_search(
      bg, n, boost::visitor(boost::default_bfs_visitor()).color_map(boost::make_iterator_property_map(color.begin(), boost::get(boost::vertex_index, bg))));
  std::vector<bool> out(n);
  for (std::size_t b = 0; b < n; ++b) out[b] = color[b] != boost::white_color;
  return out;
}

}  // namespace reddragon::kernel
