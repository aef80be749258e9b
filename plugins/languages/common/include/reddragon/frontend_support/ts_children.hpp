// ts_children.hpp - a node's named children in one cursor walk, for code
// outside a lowerer (import resolvers): ts_node_named_child(n, i) scans from
// the first child, so looping over i is quadratic on a flat 1 MB file.
#pragma once

#include <tree_sitter/api.h>

#include <vector>

namespace reddragon::frontend_support {

/// Named, non-extra children of n, in order.
inline std::vector<TSNode> ts_named_children(TSNode n) {
  std::vector<TSNode> out;
  TSTreeCursor c = ts_tree_cursor_new(n);
  if (ts_tree_cursor_goto_first_child(&c)) {
    do {
      TSNode k = ts_tree_cursor_current_node(&c);
      if (ts_node_is_named(k) && !ts_node_is_extra(k)) out.push_back(k);
    } while (ts_tree_cursor_goto_next_sibling(&c));
  }
  ts_tree_cursor_delete(&c);
  return out;
}

}  // namespace reddragon::frontend_support
