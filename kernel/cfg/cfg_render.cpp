// cfg_render.cpp - text, Mermaid and DOT views of a CFG.
#include <string>
#include <unordered_map>

#include "reddragon/kernel/cfg_render.hpp"
#include "reddragon/kernel/ir_text.hpp"

namespace reddragon::kernel {

using namespace reddragon::ir;
using cfg::Cfg;
using cfg::EdgeKind;

namespace {

std::string_view edge_label(EdgeKind k) {
  switch (k) {
    case EdgeKind::True: return "T";
    case EdgeKind::False: return "F";
    case EdgeKind::Exception: return "exception";
    default: return "";
  }
}

/// Which function each block belongs to (innermost), -1 for module level.
std::vector<int> block_functions(const Cfg& g, const std::vector<cfg::FunctionRange>& fns) {
  std::vector<int> owner(g.blocks.size(), -1);
  for (std::size_t b = 0; b < g.blocks.size(); ++b) {
    std::uint32_t at = g.blocks[b].begin;
    std::uint32_t best_len = 0xFFFFFFFFu;
    for (std::size_t f = 0; f < fns.size(); ++f) {
      if (at >= fns[f].begin && at < fns[f].end && fns[f].end - fns[f].begin < best_len) {
        best_len = fns[f].end - fns[f].begin;
        owner[b] = static_cast<int>(f);
      }
    }
  }
  return owner;
}

/// Blocks selected by the --function filter (all when empty).
std::vector<bool> selected_blocks(const Cfg& g, const std::vector<cfg::FunctionRange>& fns, const std::string& fn) {
  std::vector<bool> sel(g.blocks.size(), fn.empty());
  if (fn.empty()) return sel;
  for (const auto& f : fns) {
    if (f.name != fn && f.label != fn) continue;
    for (std::size_t b = 0; b < g.blocks.size(); ++b)
      if (g.blocks[b].begin >= f.begin && g.blocks[b].begin < f.end) sel[b] = true;
  }
  return sel;
}

/// Short form of an instruction for graph nodes: "BINOP >", "CONST 5".
std::string short_instruction(const Module& m, const Instruction& in) {
  std::string s(opcode_info(in.op).mnemonic);
  for (auto& c : s) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
  auto ops = m.operands_of(in);
  switch (in.op) {
    case Opcode::Const: case Opcode::Symbolic: case Opcode::LoadVar: case Opcode::StoreVar:
    case Opcode::DeclVar: case Opcode::Binop: case Opcode::Unop: case Opcode::CallFunction:
    case Opcode::NewObject: case Opcode::CallCtor: case Opcode::LoadField: case Opcode::StoreField:
    case Opcode::CallMethod: case Opcode::Branch: {
      const Operand& o = (in.op == Opcode::LoadField || in.op == Opcode::StoreField || in.op == Opcode::CallMethod) && ops.size() > 1 ? ops[1] : ops.empty() ? Operand{} : ops[0];
      if (!ops.empty()) {
        std::string t = print_operand(m, o);
        if (t.size() > 32) t = t.substr(0, 29) + "...";
        s += ' ';
        s += t;
      }
      break;
    }
    default: break;
  }
  return s;
}

std::vector<std::string> block_lines(const Module& m, const cfg::BasicBlock& b, std::size_t max_lines) {
  std::vector<std::string> lines;
  std::uint32_t start = b.begin;
  if (start < b.end && m.instructions[start].op == Opcode::Label) ++start;
  const std::size_t n = b.end - start;
  if (max_lines < 3) max_lines = 3;
  for (std::uint32_t i = start; i < b.end; ++i) {
    std::size_t k = i - start;
    if (n > max_lines && k == max_lines - 2) {
      lines.push_back("… " + std::to_string(n - (max_lines - 1)) + " more");
      i = b.end - 2;  // next iteration prints the last instruction
      continue;
    }
    lines.push_back(short_instruction(m, m.instructions[i]));
  }
  return lines;
}

std::string mermaid_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '"': out += "#34;"; break;
      case '<': out += "#60;"; break;
      case '>': out += "#62;"; break;
      case '&': out += "#38;"; break;
      case '#': out += "#35;"; break;
      case '\n': out += ' '; break;
      default: out.push_back(c);
    }
  }
  return out;
}

std::string dot_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out.push_back('\\');
    if (c == '\n') { out += "\\n"; continue; }
    out.push_back(c);
  }
  return out;
}

/// Module-level nodes first, then each function's nodes wrapped by
/// open(f) ... close: the grouping Mermaid and DOT share.
template <class Node, class Open>
void append_grouped_nodes(std::string& out, const Cfg& g, const std::vector<bool>& sel, const std::vector<int>& owner,
                          std::size_t nfns, Node node, Open open, std::string_view close) {
  for (std::size_t b = 0; b < g.blocks.size(); ++b)
    if (sel[b] && owner[b] < 0) out += "  " + node(b);
  for (std::size_t f = 0; f < nfns; ++f) {
    std::string body;
    for (std::size_t b = 0; b < g.blocks.size(); ++b)
      if (sel[b] && owner[b] == static_cast<int>(f)) body += "    " + node(b);
    if (body.empty()) continue;
    out += open(f);
    out += body;
    out += close;
  }
}

/// Call edges: block -> entry block of the called function (by name).
std::vector<std::pair<std::uint32_t, std::uint32_t>> call_edges(const Module& m, const Cfg& g,
                                                                 const std::vector<cfg::FunctionRange>& fns) {
  std::unordered_map<std::string_view, std::uint32_t> entry_of;
  for (const auto& f : fns) {
    Symbol s;
    if (m.strings.find(f.label, s))
      if (auto b = g.block_of_label(s); b >= 0) entry_of.emplace(f.name, static_cast<std::uint32_t>(b));
  }
  std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
  for (std::uint32_t b = 0; b < g.blocks.size(); ++b)
    for (std::uint32_t i = g.blocks[b].begin; i < g.blocks[b].end; ++i) {
      const Instruction& in = m.instructions[i];
      if (in.op != Opcode::CallFunction || in.num_operands == 0) continue;
      auto it = entry_of.find(m.str(m.operands_of(in)[0].sym()));
      if (it == entry_of.end()) continue;
      bool dup = false;
      for (auto& e : out) dup |= e.first == b && e.second == it->second;
      if (!dup) out.emplace_back(b, it->second);
    }
  return out;
}

}  // namespace

std::string render_cfg_text(const Module& m, const Cfg& g, const CfgRenderOptions& o) {
  auto fns = cfg::find_functions(m);
  auto sel = selected_blocks(g, fns, o.function);
  auto reach = reachable_blocks(g);
  std::string out;
  for (std::size_t b = 0; b < g.blocks.size(); ++b) {
    if (!sel[b]) continue;
    const auto& blk = g.blocks[b];
    out += "block " + blk.name;
    if (!reach[b]) out += " (unreachable)";
    out += " ->";
    if (blk.succs.empty()) out += " (exit)";
    for (std::size_t k = 0; k < blk.succs.size(); ++k) {
      out += (k ? ", " : " ") + g.blocks[blk.succs[k].target].name;
      auto lab = edge_label(blk.succs[k].kind);
      if (!lab.empty()) out += " [" + std::string(lab) + "]";
    }
    out += "\n";
    for (std::uint32_t i = blk.begin; i < blk.end; ++i) {
      if (m.instructions[i].op == Opcode::Label) continue;
      out += "  " + print_instruction(m, m.instructions[i], true) + "\n";
    }
  }
  return out;
}

std::string render_cfg_mermaid(const Module& m, const Cfg& g, const CfgRenderOptions& o) {
  auto fns = cfg::find_functions(m);
  auto owner = block_functions(g, fns);
  auto sel = selected_blocks(g, fns, o.function);
  std::string out = "flowchart TD\n";
  auto node = [&](std::size_t b) {
    const auto& blk = g.blocks[b];
    std::string label = "<b>" + mermaid_escape(blk.name) + "</b>";
    for (const auto& line : block_lines(m, blk, o.max_block_lines)) label += "<br/>" + mermaid_escape(line);
    const bool exit = blk.succs.empty();
    const bool is_entry = b == 0;
    std::string cls = is_entry ? "entry" : exit ? "exit" : blk.succs.size() > 1 ? "branch" : "block";
    std::string open = (is_entry || exit) ? "([\"" : "[\"";
    std::string close = (is_entry || exit) ? "\"])" : "\"]";
    std::string s = "b";
    s.append(std::to_string(b)).append(open).append(label).append(close).append(":::").append(cls).append("\n");
    return s;
  };
  append_grouped_nodes(
      out, g, sel, owner, fns.size(), node,
      [&](std::size_t f) { return "  subgraph fn" + std::to_string(f) + "[\"" + mermaid_escape(fns[f].name) + "\"]\n"; },
      "  end\n");
  for (std::size_t b = 0; b < g.blocks.size(); ++b) {
    if (!sel[b]) continue;
    for (const auto& e : g.blocks[b].succs) {
      if (!sel[e.target]) continue;
      auto lab = edge_label(e.kind);
      std::string arrow = e.kind == EdgeKind::Exception ? " -.->" : " -->";
      out += "  b" + std::to_string(b) + arrow;
      if (!lab.empty()) out += "|\"" + std::string(lab) + "\"|";
      out += " b" + std::to_string(e.target) + "\n";
    }
  }
  for (auto [from, to] : call_edges(m, g, fns))
    if (sel[from] && sel[to]) out += "  b" + std::to_string(from) + " -.->|\"call\"| b" + std::to_string(to) + "\n";
  out +=
      "  classDef entry fill:#e8f4fd,stroke:#4a90d9,stroke-width:2px,color:#1a3a5c\n"
      "  classDef block fill:#fff3e0,stroke:#e8a735,stroke-width:2px,color:#5c3a0a\n"
      "  classDef branch fill:#f3e5f5,stroke:#7b1fa2,stroke-width:2px,color:#3a0a3a\n"
      "  classDef exit fill:#e8f5e9,stroke:#2e7d32,stroke-width:2px,color:#1a3a1a\n";
  return out;
}

std::string render_cfg_dot(const Module& m, const Cfg& g, const CfgRenderOptions& o) {
  auto fns = cfg::find_functions(m);
  auto owner = block_functions(g, fns);
  auto sel = selected_blocks(g, fns, o.function);
  std::string out = "digraph cfg {\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n";
  auto node = [&](std::size_t b) {
    const auto& blk = g.blocks[b];
    std::string label = dot_escape(blk.name) + "\\l";
    for (const auto& line : block_lines(m, blk, o.max_block_lines)) label += dot_escape(line) + "\\l";
    std::string s = "b";
    s.append(std::to_string(b)).append(" [label=\"").append(label).append("\"").append(b == 0 ? ", style=bold" : "").append("];\n");
    return s;
  };
  append_grouped_nodes(
      out, g, sel, owner, fns.size(), node,
      [&](std::size_t f) {
        return "  subgraph cluster_" + std::to_string(f) + " {\n    label=\"" + dot_escape(fns[f].name) + "\";\n";
      },
      "  }\n");
  for (std::size_t b = 0; b < g.blocks.size(); ++b) {
    if (!sel[b]) continue;
    for (const auto& e : g.blocks[b].succs) {
      if (!sel[e.target]) continue;
      out += "  b" + std::to_string(b) + " -> b" + std::to_string(e.target);
      auto lab = edge_label(e.kind);
      if (!lab.empty()) out += " [label=\"" + std::string(lab) + "\"" + (e.kind == EdgeKind::Exception ? ", style=dashed" : "") + "]";
      out += ";\n";
    }
  }
  for (auto [from, to] : call_edges(m, g, fns))
    if (sel[from] && sel[to]) out += "  b" + std::to_string(from) + " -> b" + std::to_string(to) + " [style=dotted, label=\"call\"];\n";
  out += "}\n";
  return out;
}

}  // namespace reddragon::kernel
