// cfg_render.hpp - CFG views: plain text, Mermaid (function subgraphs, call
// edges, long blocks collapsed) and Graphviz DOT.
#pragma once

#include <string>
#include <string_view>

#include "reddragon/cfg/cfg.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::kernel {

struct CfgRenderOptions {
  std::string function;          ///< only this function's blocks ("" = all)
  std::size_t max_block_lines = 6;  ///< longer blocks show head, "… N more", tail
};

std::string render_cfg_text(const ir::Module& m, const cfg::Cfg& g, const CfgRenderOptions& o = {});
std::string render_cfg_mermaid(const ir::Module& m, const cfg::Cfg& g, const CfgRenderOptions& o = {});
std::string render_cfg_dot(const ir::Module& m, const cfg::Cfg& g, const CfgRenderOptions& o = {});

/// Blocks reachable from the entry (Boost.Graph breadth-first search).
std::vector<bool> reachable_blocks(const cfg::Cfg& g);

}  // namespace reddragon::kernel
