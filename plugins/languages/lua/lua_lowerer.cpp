// lua_lowerer.cpp - Lua 5.4 -> RedDragon IR (@tree-sitter-grammars/tree-sitter-lua).
//
// Lowering choices (docs/frontends/lua.md):
//  * Locals are block scoped: a `local` that would reuse a name already used
//    in the same function gets a fresh IR name (`x__2`), so shadowing and
//    re-declaration in nested blocks keep their own variables. Names that
//    resolve to no local are globals (module variables).
//  * Every function takes its named parameters (each defaulting to nil) and
//    a hidden `*__va` rest parameter: Lua drops extra arguments and `...`
//    is that tuple.
//  * Multiple results are a tuple (Lua has no tuple type): `return a, b`
//    returns `__lua_pack_args(a, b)`; a call or `...` used where one value is
//    wanted goes through `__lua1` (first value or nil); the last expression
//    of an argument list, table constructor or return expands
//    (`__kwarg("*", __lua_pack(v))`).
//  * Field and index access are `load_index` / `store_index` (the runtime
//    implements tables, metatables and string methods there); `o:m(a)` is
//    `call_unknown (load_index o "m") o a`.
//  * Generic `for` runs the iterator protocol (f, s, ctl) literally; numeric
//    `for` uses a hidden counter; each iteration's loop variables are fresh
//    (closures created in a loop capture their own iteration's values
//    through a `__letenv` helper, as in the JavaScript frontend).
//  * `goto`/labels are branches to per-block labels.
//  * Runtime errors name the variable involved as lua5.4 does ("attempt to
//    index a nil value (local 'x')"): index, call and operator instructions
//    get their operands described ("local 'x'", "upvalue 'x'", "global
//    'x'", "field 'k'", "method 'm'") in one side table, lines
//    "instruction\tfirst\tsecond" (and "T<instruction>" for a tail call,
//    which error levels skip as Lua's stack has no frame for, "C<instruction>"
//    for a call through the coroutine helper __lua_cocall), handed to the runtime by a
//    `__lua_names` call at the start (its literal is filled in at the end).
//    Nothing runs per instruction; the runtime reads it when an error is
//    raised, at the position Vm::where gives.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "lua_utf8.hpp"
#include "reddragon/frontend_support/literals.hpp"
#include "reddragon/frontend_support/ast_repair.hpp"
#include "reddragon/frontend_support/ts_lowerer.hpp"

extern "C" const TSLanguage* tree_sitter_lua(void);

namespace reddragon::lua {

namespace {

using ir::Operator;
using ir::Reg;
using ir::SpanScope;
using ir::Symbol;

class LuaLowerer final : public frontend::TsLowerer<LuaLowerer> {
 public:
  LuaLowerer(const SourceFile& src, const LowerOptions& opts, LowerOutput& out)
      : TsLowerer(tree_sitter_lua(), src, opts, out) {
    out.module.language = "lua";
    f_name = field("name");
    f_body = field("body");
    f_parameters = field("parameters");
    f_arguments = field("arguments");
    f_table = field("table");
    f_field = field("field");
    f_method = field("method");
    f_value = field("value");
    f_left = field("left");
    f_right = field("right");
    f_operator = field("operator");
    f_operand = field("operand");
    f_condition = field("condition");
    f_consequence = field("consequence");
    f_alternative = field("alternative");
    f_clause = field("clause");
    f_start = field("start");
    f_end = field("end");
    f_step = field("step");
    f_content = field("content");
    s_identifier = symbol("identifier");
    s_function_call = symbol("function_call");
    s_vararg = symbol("vararg_expression");
    s_dot_index = symbol("dot_index_expression");
    s_bracket_index = symbol("bracket_index_expression");
    s_method_index = symbol("method_index_expression");
    s_parenthesized = symbol("parenthesized_expression");
    s_assignment = symbol("assignment_statement");
    s_variable_list = symbol("variable_list");
    s_expression_list = symbol("expression_list");
    s_elseif = symbol("elseif_statement");
    s_else = symbol("else_statement");
    s_numeric_clause = symbol("for_numeric_clause");
    s_generic_clause = symbol("for_generic_clause");
    s_label = symbol("label_statement");
    s_return = symbol("return_statement");
    s_field = symbol("field");
    s_function_definition = symbol("function_definition");
    s_function_declaration = symbol("function_declaration");
    s_attribute = symbol("attribute");
    s_comment = symbol("comment");
    s_block = symbol("block");

    on_stmt("variable_declaration", &LuaLowerer::variable_declaration);
    on_stmt("assignment_statement", &LuaLowerer::assignment_statement);
    on_stmt("function_declaration", &LuaLowerer::function_declaration);
    on_stmt("function_call", &LuaLowerer::call_statement);
    on_stmt("if_statement", &LuaLowerer::if_statement);
    on_stmt("while_statement", &LuaLowerer::while_statement);
    on_stmt("repeat_statement", &LuaLowerer::repeat_statement);
    on_stmt("for_statement", &LuaLowerer::for_statement);
    on_stmt("do_statement", &LuaLowerer::do_statement);
    on_stmt("return_statement", &LuaLowerer::return_statement);
    on_stmt("break_statement", &LuaLowerer::break_statement);
    on_stmt("goto_statement", &LuaLowerer::goto_statement);
    on_stmt("label_statement", &LuaLowerer::label_statement);
    on_stmt("empty_statement", &LuaLowerer::nothing);
    on_stmt("comment", &LuaLowerer::nothing);
    on_stmt("hash_bang_line", &LuaLowerer::nothing);

    on_expr("identifier", &LuaLowerer::identifier);
    on_expr("number", &LuaLowerer::number);
    on_expr("string", &LuaLowerer::string_lit);
    on_expr("true", &LuaLowerer::true_lit);
    on_expr("false", &LuaLowerer::false_lit);
    on_expr("nil", &LuaLowerer::nil_lit);
    on_expr("vararg_expression", &LuaLowerer::vararg_single);
    on_expr("binary_expression", &LuaLowerer::binary_expression);
    on_expr("unary_expression", &LuaLowerer::unary_expression);
    on_expr("parenthesized_expression", &LuaLowerer::parenthesized);
    on_expr("dot_index_expression", &LuaLowerer::dot_index);
    on_expr("bracket_index_expression", &LuaLowerer::bracket_index);
    on_expr("function_call", &LuaLowerer::call_single);
    on_expr("function_definition", &LuaLowerer::function_definition);
    on_expr("table_constructor", &LuaLowerer::table_constructor);
  }

  void run(TSNode root) {
    b_.label(b_.sym("entry"));
    const ir::Operand names = b_.lit_str("\x01lua operand names");
    Reg names_reg = b_.const_(names);
    b_.call_function("__lua_names", std::span<const Reg>(&names_reg, 1));
    report_syntax_errors(root);
    fns_.emplace_back();
    uses_call_metamethod_ = src_.find("__call") != std::string_view::npos;
    collect_assigned(root);
    scan_loop_captures(root);
    if (src_.find("coroutine") != std::string_view::npos) collect_yielders(root);
    // globals that functions assign exist from the start (nil), so reads
    // in functions compiled before the assignment find the module variable
    std::vector<std::string> globals;
    for (auto& [name, _] : assigned_src_) globals.push_back(name);
    std::sort(globals.begin(), globals.end());
    for (auto& g : globals) {
      fns_[0].used.emplace(g, 1);
      b_.decl_var(g, b_.const_none());
    }
    // the main chunk's `...`: the script's arguments (none)
    if (chunk_uses_varargs(root)) b_.decl_var("__va", b_.call_function("__lua_pack_args", std::span<const Reg>()));
    lower_block_body(root, false);
    for (auto& [nm, s] : fns_.back().blocks.back().labels) place_label(s);
    b_.module().literals[names.value].text = b_.sym(names_);
  }

 private:
  // ---- scopes -------------------------------------------------------------
  struct Block {
    std::vector<std::pair<std::string, std::string>> locals;  // source name -> IR name
    std::vector<std::pair<std::string, Symbol>> labels;
  };
  struct Fn {
    std::vector<Block> blocks{Block{}};
    std::unordered_map<std::string, int> used;  // names this function declared or read as globals
    std::vector<std::string> loop_locals;      // per-iteration locals of the enclosing loops
  };
  std::vector<Fn> fns_;

  // ---- operand names for runtime errors (see the header) ----------------------------
  std::string names_;
  /// Describes the operands of the instruction just emitted.
  void name_operands(const std::string& first, const std::string& second = {}) {
    if (first.empty() && second.empty()) return;
    names_ += std::to_string(b_.module().instructions.size() - 1) + '\t' + first + '\t' + second + '\n';
  }
  /// A call instruction was just emitted: its callee's description, and
  /// whether it is a tail call (`return f(x)`), marked "T<instruction>".
  bool tail_ = false;
  void call_emitted(const std::string& callee, bool tail) {
    name_operands(callee);
    if (tail) names_ += "T" + std::to_string(b_.module().instructions.size() - 1) + '\n';
  }
  /// How lua5.4's getobjname describes the value of expression e: a local
  /// of this function, an upvalue (a local of an enclosing one), a global,
  /// or a field (a constant string key; "integer index" for a small integer
  /// constant, '?' for a computed key); "" for anything else.
  std::string describe(TSNode e) {
    while (!ts_node_is_null(e) && sym(e) == s_parenthesized) {
      TSNode inner{};
      for (TSNode k : named_children(e))
        if (sym(k) != s_comment) inner = k;
      e = inner;
    }
    if (ts_node_is_null(e)) return {};
    TSSymbol s = sym(e);
    if (s == s_identifier) {
      std::string nm(text(e));
      int fn = -1;
      for (std::size_t f = fns_.size(); f-- > 0 && fn < 0;)
        for (auto& bl : fns_[f].blocks)
          for (auto& l : bl.locals)
            if (l.first == nm) fn = static_cast<int>(f);
      if (fn < 0) return "global '" + nm + "'";
      return (static_cast<std::size_t>(fn) + 1 == fns_.size() ? "local '" : "upvalue '") + nm + "'";
    }
    if (s == s_dot_index) return "field '" + std::string(text(child(e, f_field))) + "'";
    if (s == s_bracket_index) {
      TSNode k = child(e, f_field);
      if (ts_node_is_null(k)) return {};
      if (std::strcmp(ts_node_type(k), "string") == 0) return "field '" + string_value(text(k)) + "'";
      if (std::strcmp(ts_node_type(k), "number") == 0) {
        std::string t(text(k));
        bool small = !t.empty() && t.size() <= 3 && std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
                     std::stoi(t) <= 255;
        if (small) return "field 'integer index'";
      }
      return "field '?'";
    }
    return {};
  }

  /// IR name of a visible local, or empty (a global).
  std::string resolve(std::string_view name) {
    for (auto f = fns_.rbegin(); f != fns_.rend(); ++f)
      for (auto bl = f->blocks.rbegin(); bl != f->blocks.rend(); ++bl)
        for (auto l = bl->locals.rbegin(); l != bl->locals.rend(); ++l)
          if (l->first == name) return l->second;
    return {};
  }
  std::string var_name(std::string_view name) {
    std::string r = resolve(name);
    if (!r.empty()) return r;
    std::string g(name);
    for (auto& f : fns_) f.used.emplace(g, 1);  // a later local of this name must not capture the global
    return g;
  }
  /// A new local in the innermost block: its IR name.
  std::string declare_local(std::string_view name) {
    Fn& f = fns_.back();
    std::string n(name);
    std::string ir = n;
    auto it = f.used.find(n);
    // a local of a nested block always gets its own name: a global of the
    // same name may be used after the block ends
    bool clash = it != f.used.end() || f.blocks.size() > 1;
    if (clash && it == f.used.end()) it = f.used.emplace(n, 1).first;
    // a name of an enclosing function would be captured by the VM's lexical lookup only
    // where we want it; a new local in this function shadows it, which the VM gets right
    if (clash) {
      int k = ++it->second;
      ir = n + "__" + std::to_string(k);
      while (f.used.count(ir)) ir += "_";
    } else {
      f.used.emplace(n, 1);
    }
    f.used.emplace(ir, 1);
    f.blocks.back().locals.emplace_back(n, ir);
    return ir;
  }
  void push_block() { fns_.back().blocks.emplace_back(); }
  void pop_block() {
    // a label whose statement was never lowered (inside a syntax error) still exists
    for (auto& [nm, s] : fns_.back().blocks.back().labels) place_label(s);
    fns_.back().blocks.pop_back();
  }
  /// Emits a goto target once (a repeated label name in one block is a syntax error in Lua).
  void place_label(Symbol s) {
    if (std::find(placed_labels_.begin(), placed_labels_.end(), s.id) != placed_labels_.end()) return;
    placed_labels_.push_back(s.id);
    b_.branch(s);
    b_.label(s);
  }
  std::vector<std::uint32_t> placed_labels_;

  // ---- blocks ---------------------------------------------------------------
  void nothing(TSNode) {}

  /// Statements of a block (or chunk); opens a scope unless `scoped` is false.
  void lower_block_body(TSNode block, bool scoped = true) {
    if (scoped) push_block();
    if (!ts_node_is_null(block)) {
      auto kids = named_children(block);
      // labels of this block are visible to every goto in it (forward jumps)
      for (TSNode k : kids)
        if (sym(k) == s_label) {
          auto ids = named_children(k);
          if (ids.empty()) continue;
          fns_.back().blocks.back().labels.emplace_back(std::string(text(ids[0])), b_.fresh_label("lua_label"));
        }
      for (TSNode k : kids) lower_stmt(k);
    }
    if (scoped) pop_block();
  }
  /// Body of a function/loop/if: the `block` child (absent when empty).
  TSNode body_of(TSNode n, TSFieldId f) { return child(n, f); }

  // ---- literals ---------------------------------------------------------------
  Reg true_lit(TSNode) { return b_.const_bool(true); }
  Reg false_lit(TSNode) { return b_.const_bool(false); }
  Reg nil_lit(TSNode) { return b_.const_none(); }

  Reg number(TSNode n) {
    std::string t(text(n));
    bool hex = t.size() > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X');
    bool is_float = hex ? t.find_first_of(".pP") != std::string::npos : t.find_first_of(".eEnN") != std::string::npos;
    if (!is_float) {
      if (hex) {  // hexadecimal integers wrap around
        std::uint64_t v = 0;
        for (std::size_t k = 2; k < t.size(); ++k) {
          char c = t[k];
          int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (std::tolower(static_cast<unsigned char>(c)) - 'a' + 10);
          v = v * 16 + static_cast<std::uint64_t>(d);
        }
        return b_.const_int(static_cast<std::int64_t>(v));
      }
      errno = 0;
      char* end = nullptr;
      long long v = std::strtoll(t.c_str(), &end, 10);
      if (errno == 0 && end && *end == 0) return b_.const_int(v);
      return b_.const_float(std::strtod(t.c_str(), nullptr));  // decimal overflow: a float
    }
    return b_.const_float(std::strtod(t.c_str(), nullptr));
  }

  /// The value of a string literal: '...', "...", [[...]], [==[...]==].
  std::string string_value(std::string_view t) {
    std::string out;
    if (t.empty()) return out;
    if (t[0] == '[') {
      std::size_t eq = 1;
      while (eq < t.size() && t[eq] == '=') ++eq;
      std::size_t open = eq + 1, close_len = eq + 1;
      if (t.size() < open + close_len) return out;
      std::string_view body = t.substr(open, t.size() - open - close_len);
      if (!body.empty() && body[0] == '\r') body.remove_prefix(1);
      if (!body.empty() && body[0] == '\n') body.remove_prefix(1);
      return std::string(body);
    }
    char q = t[0];
    std::size_t end = t.size();
    if (end >= 2 && t[end - 1] == q) --end;
    for (std::size_t k = 1; k < end; ++k) {
      char c = t[k];
      if (c != '\\' || k + 1 >= end) {
        out += c;
        continue;
      }
      char e = t[++k];
      switch (e) {
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case 'a': out += '\a'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'v': out += '\v'; break;
        case '\n': out += '\n'; break;
        case 'z':
          while (k + 1 < end && std::isspace(static_cast<unsigned char>(t[k + 1]))) ++k;
          break;
        case 'x': {
          int v = 0, n = 0;
          while (n < 2 && k + 1 < end && std::isxdigit(static_cast<unsigned char>(t[k + 1]))) {
            char h = t[++k];
            v = v * 16 + (std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : std::tolower(h) - 'a' + 10);
            ++n;
          }
          out += static_cast<char>(v);
          break;
        }
        case 'u': {
          std::uint32_t v = 0;
          if (k + 1 < end && t[k + 1] == '{') {
            ++k;
            while (k + 1 < end && std::isxdigit(static_cast<unsigned char>(t[k + 1]))) {
              char h = t[++k];
              v = v * 16 + static_cast<std::uint32_t>(std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : std::tolower(h) - 'a' + 10);
              if (v > 0x7FFFFFFF) v = 0x7FFFFFFF;
            }
            if (k + 1 < end && t[k + 1] == '}') ++k;
          }
          utf8_append(out, v);  // luaO_utf8esc: \u{XXX} up to 0x7FFFFFFF
          break;
        }
        default:
          if (std::isdigit(static_cast<unsigned char>(e))) {
            int v = e - '0', n = 1;
            while (n < 3 && k + 1 < end && std::isdigit(static_cast<unsigned char>(t[k + 1]))) {
              v = v * 10 + (t[++k] - '0');
              ++n;
            }
            out += static_cast<char>(v & 0xFF);
          } else {
            out += e;  // \\ \" \' and unknown escapes
          }
      }
    }
    return out;
  }
  Reg string_lit(TSNode n) { return b_.const_str(string_value(text(n))); }

  // ---- names ----------------------------------------------------------------
  Reg identifier(TSNode n) { return read_local(var_name(text(n))); }

  // ---- cells: per-iteration locals that closures capture and someone assigns
  // The VM's closures capture a frame's scope, so a loop body's locals are
  // shared by its iterations; a closure gets its iteration's value through a
  // __letenv parameter (wrap_closure). When the variable is also assigned
  // (after the closure was made, or by the closures themselves), a copy is
  // not enough: such a local lives in a cell (a one-item list made by each
  // declaration, so per iteration) that the loop body and its closures share.
  std::unordered_map<std::string, int> cells_;  // IR names of cell locals
  // One linear pre-scan (scan_loop_captures): names referenced by a function
  // inside some loop, names assigned inside some loop, and the loop bodies
  // that contain a function. A local declared in such a body whose name is
  // in both sets lives in a cell. Over-approximate (by name, file-wide) but
  // linear: a spare cell costs speed, never correctness.
  std::unordered_map<std::string, int> loop_captured_, loop_assigned_names_;
  std::unordered_map<const void*, int> bodies_with_fn_;
  void scan_loop_captures(TSNode root) {
    TSSymbol s_while = symbol("while_statement"), s_repeat = symbol("repeat_statement"), s_for = symbol("for_statement");
    struct Frame {
      char loops = 0;    // inside a loop at this depth
      char fn_in_loop = 0;  // inside a function that is inside a loop
    };
    std::vector<Frame> fr{Frame{}};
    std::vector<std::pair<std::size_t, TSNode>> loop_stack;  // (depth of the loop node, its body)
    TSTreeCursor c = ts_tree_cursor_new(root);
    std::size_t depth = 0;
    auto leave = [&](std::size_t d) {  // nodes at depth >= d are done: pop their loops
      while (!loop_stack.empty() && loop_stack.back().first >= d) loop_stack.pop_back();
    };
    while (true) {
      TSNode k = ts_tree_cursor_current_node(&c);
      TSSymbol ks = sym(k);
      const Frame f = fr[depth];
      if (ks == s_identifier && f.fn_in_loop) loop_captured_.emplace(std::string(text(k)), 1);
      if (ks == s_assignment && f.loops && !ts_node_is_null(ts_node_parent(k)) &&
          std::strcmp(ts_node_type(ts_node_parent(k)), "variable_declaration") != 0)
        for (TSNode vl : named_children(k))
          if (sym(vl) == s_variable_list)
            for (TSNode t : named_children(vl))
              if (sym(t) == s_identifier) loop_assigned_names_.emplace(std::string(text(t)), 1);
      const bool is_loop = ks == s_while || ks == s_repeat || ks == s_for;
      const bool is_fn = ks == s_function_definition || ks == s_function_declaration;
      if (is_fn && !loop_stack.empty()) bodies_with_fn_.emplace(loop_stack.back().second.id, 1);
      Frame next{static_cast<char>(f.loops || is_loop), static_cast<char>(f.fn_in_loop || (is_fn && f.loops))};
      if (is_loop) loop_stack.emplace_back(depth, child(k, f_body));
      if (ts_tree_cursor_goto_first_child(&c)) {
        ++depth;
        if (fr.size() <= depth) fr.resize(depth + 1);
        fr[depth] = next;
        continue;
      }
      leave(depth);
      bool moved = false;
      while (depth > 0) {
        if (ts_tree_cursor_goto_next_sibling(&c)) {
          moved = true;
          break;
        }
        ts_tree_cursor_goto_parent(&c);
        --depth;
        // the loop we leave: a function in it is in the enclosing loop's body too
        if (!loop_stack.empty() && loop_stack.back().first == depth) {
          const void* body = loop_stack.back().second.id;
          loop_stack.pop_back();
          if (bodies_with_fn_.count(body) && !loop_stack.empty()) bodies_with_fn_.emplace(loop_stack.back().second.id, 1);
        }
      }
      if (!moved) break;
      leave(depth);
    }
    ts_tree_cursor_delete(&c);
  }
  /// Whether a local named `name` declared in loop body `body` needs a cell.
  bool wants_cell(std::string_view name, TSNode body) {
    if (ts_node_is_null(body) || !bodies_with_fn_.count(body.id)) return false;
    std::string n(name);
    return loop_captured_.count(n) && loop_assigned_names_.count(n);
  }
  Reg read_local(const std::string& ir) {
    if (!cells_.empty() && cells_.count(ir)) return call1("__lua_cellget", b_.load_var(ir));
    return b_.load_var(ir);
  }
  void write_local(const std::string& ir, Reg v) {
    if (!cells_.empty() && cells_.count(ir)) {
      Reg a[2] = {b_.load_var(ir), v};
      b_.call_function("__lua_cellset", a);
      return;
    }
    b_.store_var(ir, v);
  }
  /// Declares local `ir` (source `name`) with value v, in a cell when the loop body needs it.
  void decl_local(const std::string& ir, std::string_view name, Reg v, TSNode body) {
    if (wants_cell(name, body)) {
      cells_.emplace(ir, 1);
      b_.decl_var(ir, call1("__lua_cell", v));
      return;
    }
    b_.decl_var(ir, v);
  }
  TSNode innermost_loop_body() { return loop_bodies_.empty() ? TSNode{} : loop_bodies_.back(); }

  void assign_to_name(std::string_view name, Reg v) {
    std::string r = resolve(name);
    if (!r.empty()) {
      write_local(r, v);
      return;
    }
    std::string g = var_name(name);
    if (fns_.size() == 1) assign_name(g, v);  // module level: the DECL/STORE rule
    else b_.store_var(g, v);                    // a global from inside a function
  }

  // ---- multiple values ----------------------------------------------------
  bool is_multi(TSNode n) const {
    if (ts_node_is_null(n)) return false;
    TSSymbol s = sym(n);
    return s == s_function_call || s == s_vararg;
  }
  Reg call1(const char* fn, Reg a) { return b_.call_function(fn, std::span<const Reg>(&a, 1)); }
  /// All values of a multi expression (a call or `...`), unexpanded: a tuple or a value.
  Reg multi_value(TSNode n) {
    SpanScope sc(b_, span(n));
    if (sym(n) == s_vararg) return b_.load_var("__va");
    if (too_deep_here()) return too_deep(n);
    DepthGuard g(depth_);
    return lower_call(n, true);
  }
  Reg vararg_single(TSNode) { return call1("__lua1", b_.load_var("__va")); }
  /// Registers for an expression list; the last expression expands into a
  /// splat argument when `expand` (argument lists, returns, constructors).
  std::vector<Reg> lower_args(const std::vector<TSNode>& exprs, bool expand = true) {
    std::vector<Reg> out;
    for (std::size_t k = 0; k < exprs.size(); ++k) {
      if (expand && k + 1 == exprs.size() && is_multi(exprs[k])) {
        Reg v = multi_value(exprs[k]);
        Reg packed = call1("__lua_pack", v);
        Reg star = b_.const_str("*");
        Reg kw[2] = {star, packed};
        out.push_back(b_.call_function("__kwarg", kw));
      } else {
        out.push_back(lower_expr(exprs[k]));
      }
    }
    return out;
  }
  /// Exactly `want` values of an expression list (Lua's adjustment rules).
  std::vector<Reg> adjust(const std::vector<TSNode>& exprs, std::size_t want) {
    std::vector<Reg> out;
    for (std::size_t k = 0; k < exprs.size(); ++k) {
      bool last = k + 1 == exprs.size();
      if (last && is_multi(exprs[k]) && want > k + 1) {
        Reg pack = call1("__lua_pack", multi_value(exprs[k]));
        for (std::size_t j = 0; k + j < want; ++j) {
          Reg args[2] = {pack, b_.const_int(static_cast<std::int64_t>(j))};
          out.push_back(b_.call_function("__lua_at", args));
        }
        return out;
      }
      if (k < want) {
        out.push_back(lower_expr(exprs[k]));
      } else if (is_multi(exprs[k]) || sym(exprs[k]) != s_identifier) {
        lower_expr(exprs[k]);  // evaluated for its effects, value dropped
      }
    }
    while (out.size() < want) out.push_back(b_.const_none());
    return out;
  }
  std::vector<TSNode> exprs_of(TSNode list) {
    std::vector<TSNode> out;
    if (ts_node_is_null(list)) return out;
    for (TSNode k : named_children(list))
      if (sym(k) != s_comment) out.push_back(k);
    return out;
  }

  // ---- statements -----------------------------------------------------------
  void variable_declaration(TSNode n) {
    TSNode asg{}, vl{};
    for (TSNode k : named_children(n)) {
      if (sym(k) == s_assignment) asg = k;
      else if (sym(k) == s_variable_list) vl = k;
    }
    std::vector<TSNode> names;
    std::vector<TSNode> values;
    if (!ts_node_is_null(asg)) {
      for (TSNode k : named_children(asg)) {
        if (sym(k) == s_variable_list) vl = k;
        else if (sym(k) == s_expression_list) values = exprs_of(k);
      }
    }
    if (ts_node_is_null(vl)) return;
    for (TSNode k : field_children(vl, f_name)) names.push_back(k);
    std::vector<Reg> vals = adjust(values, names.size());
    // the new locals are visible only after the whole statement
    std::vector<std::string> irs;
    for (TSNode k : names) irs.push_back(declare_local(text(k)));
    for (std::size_t k = 0; k < names.size(); ++k) {
      SpanScope sc(b_, span(names[k]));
      if (!loops_.empty()) decl_local(irs[k], text(names[k]), vals[k], innermost_loop_body());
      else b_.decl_var(irs[k], vals[k]);
      if (!loops_.empty()) fns_.back().loop_locals.push_back(irs[k]);
    }
  }

  void assignment_statement(TSNode n) {
    TSNode vl{}, el{};
    for (TSNode k : named_children(n)) {
      if (sym(k) == s_variable_list) vl = k;
      else if (sym(k) == s_expression_list) el = k;
    }
    if (ts_node_is_null(vl)) return;
    std::vector<TSNode> targets = field_children(vl, f_name);
    if (targets.empty()) targets = named_children(vl);
    // table and key of each target are evaluated before the values
    struct Target {
      TSNode node;
      Reg obj = ir::kNoReg, key = ir::kNoReg;
      std::string global;  // _G.name = v
    };
    std::vector<Target> ts;
    for (TSNode t : targets) {
      Target tg{t};
      TSSymbol s = sym(t);
      if (std::string g = g_field(t); !g.empty()) {
        tg.global = std::move(g);
      } else if (s == s_dot_index) {
        tg.obj = lower_expr(child(t, f_table));
        tg.key = b_.const_str(text(child(t, f_field)));
      } else if (s == s_bracket_index) {
        tg.obj = lower_expr(child(t, f_table));
        tg.key = lower_expr(child(t, f_field));
      }
      ts.push_back(tg);
    }
    std::vector<Reg> vals = adjust(exprs_of(el), ts.size());
    for (std::size_t k = 0; k < ts.size(); ++k) {
      SpanScope sc(b_, span(ts[k].node));
      if (!ts[k].global.empty()) assign_to_name(ts[k].global, vals[k]);
      else if (ts[k].obj != ir::kNoReg) {
        b_.store_index(ts[k].obj, ts[k].key, vals[k]);
        name_operands(describe(child(ts[k].node, f_table)));
      }
      else if (sym(ts[k].node) == s_identifier) assign_to_name(text(ts[k].node), vals[k]);
      else unsupported(ts[k].node);
    }
  }

  void call_statement(TSNode n) { lower_call(n, true); }

  void if_statement(TSNode n) {
    std::vector<TSNode> conds{child(n, f_condition)}, bodies{child(n, f_consequence)};
    TSNode else_body{};
    bool has_else = false;
    for (TSNode a : field_children(n, f_alternative)) {
      if (sym(a) == s_elseif) {
        conds.push_back(child(a, f_condition));
        bodies.push_back(child(a, f_consequence));
      } else if (sym(a) == s_else) {
        has_else = true;
        else_body = child(a, f_body);
      }
    }
    std::function<void()> otherwise;
    if (has_else) otherwise = [&] { lower_block_body(else_body); };
    emit_if_chain(
        conds.size(), [&](std::size_t k) { return lower_expr(conds[k]); },
        [&](std::size_t k) { lower_block_body(bodies[k]); }, otherwise);
  }

  void while_statement(TSNode n) {
    TSNode c = child(n, f_condition), body = child(n, f_body);
    emit_loop([&] { return lower_expr(c); }, [&] { loop_body(body); });
  }

  /// A loop body: its locals are fresh per iteration (see wrap_closure).
  void loop_body(TSNode body, const std::vector<std::string>& loop_vars = {}) {
    auto& ll = fns_.back().loop_locals;
    std::size_t mark = ll.size();
    for (auto& v : loop_vars) ll.push_back(v);
    loop_bodies_.push_back(body);
    lower_block_body(body);
    loop_bodies_.pop_back();
    fns_.back().loop_locals.resize(mark);
  }
  /// Names a loop body assigns outside the functions it defines: a closure
  /// can not keep a copy of such a per-iteration local (the loop changes it
  /// after the closure was made). A closure's own assignments are fine: they
  /// go to its copy, which is the iteration's variable.
  std::vector<std::string> assigned_outside_functions(TSNode body) {
    std::vector<std::string> out;
    if (ts_node_is_null(body)) return out;
    walk_statements(
        body, [&](TSNode k) { return sym(k) != s_function_definition && sym(k) != s_function_declaration; },
        [&](TSNode k) {
          if (sym(k) == s_assignment && !ts_node_is_null(ts_node_parent(k)) &&
              std::strcmp(ts_node_type(ts_node_parent(k)), "variable_declaration") != 0)
            for (TSNode c : named_children(k))
              if (sym(c) == s_variable_list)
                for (TSNode t : named_children(c))
                  if (sym(t) == s_identifier) out.emplace_back(text(t));
          return false;
        });
    return out;
  }
  /// Computed when a closure needs it (a pre-scan per loop would be
  /// quadratic in the nesting depth), once per loop body.
  bool assigned_in_loops(std::string_view name) {
    for (TSNode body : loop_bodies_) {
      if (ts_node_is_null(body)) continue;
      auto it = loop_assigned_.find(body.id);
      if (it == loop_assigned_.end()) it = loop_assigned_.emplace(body.id, assigned_outside_functions(body)).first;
      for (auto& n : it->second)
        if (n == name) return true;
    }
    return false;
  }
  std::vector<TSNode> loop_bodies_;
  std::unordered_map<const void*, std::vector<std::string>> loop_assigned_;

  void repeat_statement(TSNode n) {
    TSNode body = child(n, f_body), c = child(n, f_condition);
    std::uint32_t id = b_.new_label_id();
    Symbol bd = b_.label_name("while_body", id), end = b_.label_name("while_end", id);
    b_.branch(bd);
    b_.label(bd);
    loops_.push_back(Loop{bd, end, {}, try_depth_});
    vars_.enter_block();
    auto& ll = fns_.back().loop_locals;
    std::size_t mark = ll.size();
    push_block();  // `until` sees the body's locals
    loop_bodies_.push_back(body);
    if (!ts_node_is_null(body)) {
      auto kids = named_children(body);
      for (TSNode k : kids)
        if (sym(k) == s_label) {
          auto ids = named_children(k);
          if (!ids.empty()) fns_.back().blocks.back().labels.emplace_back(std::string(text(ids[0])), b_.fresh_label("lua_label"));
        }
      for (TSNode k : kids) lower_stmt(k);
    }
    Reg cv = lower_expr(c);
    loop_bodies_.pop_back();
    pop_block();
    fns_.back().loop_locals.resize(mark);
    vars_.exit_block();
    loops_.pop_back();
    b_.branch_if(cv, end, bd);
    b_.label(end);
  }

  void do_statement(TSNode n) { lower_block_body(child(n, f_body)); }

  void break_statement(TSNode n) {
    if (!emit_jump(true)) unsupported(n);
  }

  Symbol find_label(std::string_view name) {
    auto& f = fns_.back();
    for (auto bl = f.blocks.rbegin(); bl != f.blocks.rend(); ++bl)
      for (auto& [nm, s] : bl->labels)
        if (nm == name) return s;
    return Symbol{};
  }
  void goto_statement(TSNode n) {
    auto ids = named_children(n);
    if (ids.empty()) return;
    Symbol s = find_label(text(ids[0]));
    if (s.id == 0) {
      unsupported(n);
      return;
    }
    b_.branch(s);
    after_terminator();
  }
  void label_statement(TSNode n) {
    auto ids = named_children(n);
    if (ids.empty()) return;
    Symbol s = find_label(text(ids[0]));
    if (s.id == 0) return;
    place_label(s);
  }

  void return_statement(TSNode n) {
    std::vector<TSNode> exprs;
    for (TSNode k : named_children(n))
      if (sym(k) == s_expression_list) exprs = exprs_of(k);
      else if (sym(k) != s_comment) exprs.push_back(k);
    if (exprs.size() == 1 && !is_multi(exprs[0])) {
      emit_return(lower_expr(exprs[0]));
      return;
    }
    if (exprs.size() == 1 && sym(exprs[0]) == s_function_call) {  // return f(x): all of f's results
      tail_ = true;  // a tail call: Lua's error levels skip the returning function
      emit_return(multi_value(exprs[0]));
      tail_ = false;
      return;
    }
    std::vector<Reg> args = lower_args(exprs);
    emit_return(b_.call_function("__lua_pack_args", args));
  }

  void for_statement(TSNode n) {
    TSNode clause = child(n, f_clause), body = child(n, f_body);
    if (ts_node_is_null(clause)) {
      unsupported(n);
      return;
    }
    if (sym(clause) == s_numeric_clause) numeric_for(clause, body);
    else generic_for(clause, body);
  }

  void numeric_for(TSNode c, TSNode body) {
    std::uint32_t id = b_.new_label_id();
    std::string ctr = "__for_" + std::to_string(id), lim = "__for_limit_" + std::to_string(id),
                stp = "__for_step_" + std::to_string(id);
    TSNode step = child(c, f_step);
    Reg a = lower_expr(child(c, f_start));
    Reg l = lower_expr(child(c, f_end));
    Reg s = ts_node_is_null(step) ? b_.const_int(1) : lower_expr(step);
    // constant integer step: the comparison is known; otherwise the runtime decides
    int dir = 0;
    if (ts_node_is_null(step)) dir = 1;
    else {
      std::string st(text(step));
      char* e = nullptr;
      double v = std::strtod(st.c_str(), &e);
      if (e && *e == 0 && v != 0) dir = v > 0 ? 1 : -1;
    }
    Reg args[3] = {a, l, s};
    Reg init = b_.call_function("__lua_forprep", args);  // checks types; integer or float loop
    b_.decl_var(ctr, init);
    Reg largs[3] = {init, l, s};  // the limit as compared: clipped, or guarded against overflow
    b_.decl_var(lim, b_.call_function("__lua_forlimit", largs));
    b_.decl_var(stp, s);
    std::string var(text(child(c, f_name)));
    emit_loop(
        [&] {
          Reg i = b_.load_var(ctr), lm = b_.load_var(lim);
          if (dir > 0) return b_.binop(Operator::Le, i, lm);
          if (dir < 0) return b_.binop(Operator::Ge, i, lm);
          Reg xs[3] = {i, lm, b_.load_var(stp)};
          return b_.call_function("__lua_forcond", xs);
        },
        [&] {
          push_block();
          std::string ir = declare_local(var);
          decl_local(ir, var, b_.load_var(ctr), body);
          loop_body(body, {ir});
          pop_block();
        },
        [&] { b_.store_var(ctr, b_.binop(Operator::Add, b_.load_var(ctr), b_.load_var(stp))); });
  }

  void generic_for(TSNode c, TSNode body) {
    TSNode vl{}, el{};
    for (TSNode k : named_children(c)) {
      if (sym(k) == s_variable_list) vl = k;
      else if (sym(k) == s_expression_list) el = k;
    }
    std::vector<TSNode> names;
    if (!ts_node_is_null(vl)) names = field_children(vl, f_name);
    if (names.empty() && !ts_node_is_null(vl)) names = named_children(vl);
    std::vector<TSNode> exprs = exprs_of(el);
    if (ts_node_is_null(el))  // a single expression is not wrapped in a list
      for (TSNode k : named_children(c))
        if (sym(k) != s_variable_list && sym(k) != s_comment) exprs.push_back(k);
    std::uint32_t id = b_.new_label_id();
    std::string f = "__gen_f_" + std::to_string(id), s = "__gen_s_" + std::to_string(id),
                ctl = "__gen_c_" + std::to_string(id);
    std::vector<Reg> init = adjust(exprs, 3);
    // an iterator that is a table with __call: made callable once, before the loop
    b_.decl_var(f, uses_call_metamethod_ ? call1("__lua_callable", init[0]) : init[0]);
    b_.decl_var(s, init[1]);
    b_.decl_var(ctl, init[2]);
    emit_loop([&] { return b_.const_bool(true); },
              [&] {
                Reg args[2] = {b_.load_var(s), b_.load_var(ctl)};
                Reg fn = b_.load_var(f);
                Reg r = b_.call_unknown(fn, args);
                push_block();
                std::vector<std::string> irs;
                Reg first = ir::kNoReg;
                if (names.size() == 1) {
                  first = call1("__lua1", r);
                } else {
                  Reg pack = call1("__lua_pack", r);
                  for (std::size_t k = 0; k < names.size(); ++k) {
                    Reg a2[2] = {pack, b_.const_int(static_cast<std::int64_t>(k))};
                    Reg v = b_.call_function("__lua_at", a2);
                    if (k == 0) first = v;
                    std::string ir = declare_local(text(names[k]));
                    irs.push_back(ir);
                    decl_local(ir, text(names[k]), v, body);
                  }
                }
                if (names.size() == 1) {
                  std::string ir = declare_local(text(names[0]));
                  irs.push_back(ir);
                  decl_local(ir, text(names[0]), first, body);
                }
                emit_if([&] { return b_.binop(Operator::Is, read_local(irs[0]), b_.const_none()); },
                        [&] { emit_jump(true); }, {});
                b_.store_var(ctl, read_local(irs[0]));
                loop_body(body, irs);
                pop_block();
              });
  }

  // ---- functions --------------------------------------------------------------
  struct Params {
    std::vector<std::string> names;
  };
  Params params_of(TSNode fn) {
    Params p;
    TSNode ps = child(fn, f_parameters);
    if (ts_node_is_null(ps)) return p;
    for (TSNode k : field_children(ps, f_name)) p.names.emplace_back(text(k));
    return p;
  }
  /// Whether the function body ends in a return statement.
  bool ends_in_return(TSNode body) {
    if (ts_node_is_null(body)) return false;
    auto kids = named_children(body);
    while (!kids.empty() && sym(kids.back()) == s_comment) kids.pop_back();
    return !kids.empty() && sym(kids.back()) == s_return;
  }
  Reg define_function(TSNode n, std::string_view name, bool method) {
    Reg ref = define_function_as(n, name, method, false);
    if (!needs_coroutine_variant(n)) return ref;
    // the same function as a generator: what coroutine.create/wrap run
    Reg variant = define_function_as(n, "__co_" + std::string(name.empty() ? "__lambda" : name), method, true);
    Reg args[2] = {ref, variant};
    return b_.call_function("__lua_cofn", args);
  }
  Reg define_function_as(TSNode n, std::string_view name, bool method, bool coroutine) {
    Params p = params_of(n);
    if (method) p.names.insert(p.names.begin(), "self");
    std::vector<std::string> hints;
    for (auto& nm : p.names) hints.push_back("param:" + nm);
    hints.push_back("param:*__va");
    TSNode body = child(n, f_body);
    fns_.emplace_back();
    for (auto& nm : p.names) {
      fns_.back().used.emplace(nm, 1);
      fns_.back().blocks.back().locals.emplace_back(nm, nm);
    }
    fns_.back().used.emplace("__va", 1);
    const bool saved_co = co_mode_;
    co_mode_ = coroutine;
    Reg ref = emit_function(
        name.empty() ? std::string_view("__lambda") : name, hints,
        [&] {
          if (coroutine) {
            Reg kind = b_.const_str("coroutine");
            b_.call_function("__generator", std::span<const Reg>(&kind, 1));
          }
          lower_block_body(body, false);
          for (auto& [nm, s] : fns_.back().blocks.back().labels) place_label(s);
          if (!ends_in_return(body)) {  // falling off the end returns no values
            Reg none = b_.call_function("__lua_pack_args", std::span<const Reg>());
            b_.ret(none);
            after_terminator();
          }
        },
        {},
        [&](const std::string& label) {
          for (auto& nm : p.names) b_.decl_var("__default_" + label + "_" + nm, b_.const_none());
        });
    co_mode_ = saved_co;
    fns_.pop_back();
    return ref;
  }
  /// `coroutine.yield` / `coroutine.create` / `coroutine.wrap` as a callee.
  bool is_coroutine_member(TSNode callee, std::string_view member) {
    if (ts_node_is_null(callee) || sym(callee) != s_dot_index) return false;
    TSNode t = child(callee, f_table), f = child(callee, f_field);
    return !ts_node_is_null(t) && !ts_node_is_null(f) && text(t) == "coroutine" && text(f) == member;
  }
  /// A function gets a generator variant when its own body calls
  /// coroutine.yield, or when it is passed to coroutine.create/wrap.
  bool needs_coroutine_variant(TSNode fn) {
    if (yielders_.count(ts_node_start_byte(fn))) return true;
    TSNode parent = ts_node_parent(fn);
    if (!ts_node_is_null(parent) && std::strcmp(ts_node_type(parent), "arguments") == 0) {
      TSNode call = ts_node_parent(parent);
      if (!ts_node_is_null(call) && sym(call) == s_function_call) {
        TSNode callee = child(call, f_name);
        if (is_coroutine_member(callee, "create") || is_coroutine_member(callee, "wrap")) return true;
      }
    }
    TSNode body = child(fn, f_body);
    if (ts_node_is_null(body)) return false;
    bool found = false;
    TSTreeCursor c = ts_tree_cursor_new(body);
    std::uint32_t depth = 0;
    while (!found) {
      TSNode k = ts_tree_cursor_current_node(&c);
      TSSymbol s = sym(k);
      bool enter = s != s_function_definition && s != s_function_declaration;
      if (s == s_function_call && is_coroutine_member(child(k, f_name), "yield")) found = true;
      if (enter && ts_tree_cursor_goto_first_child(&c)) {
        ++depth;
        continue;
      }
      bool moved = false;
      while (depth > 0) {
        if (ts_tree_cursor_goto_next_sibling(&c)) {
          moved = true;
          break;
        }
        ts_tree_cursor_goto_parent(&c);
        --depth;
      }
      if (!moved) break;
    }
    ts_tree_cursor_delete(&c);
    return found;
  }
  /// Functions that yield through the functions they call: a function gets a
  /// coroutine variant when it calls, by name, a function that yields
  /// (directly or so), so `helper()` that calls `step()` that yields also
  /// suspends the coroutine. Names are matched loosely (identifier, field or
  /// method name): a spare variant only costs code, never behaviour.
  std::unordered_map<std::uint32_t, int> yielders_;  // start byte of the function node
  void collect_yielders(TSNode root) {
    struct FnInfo {
      TSNode node;
      std::string name;
      std::vector<std::string> callees;
      bool yields = false;
    };
    std::vector<FnInfo> fns;
    auto callee_name = [&](TSNode callee) -> std::string {
      if (ts_node_is_null(callee)) return {};
      TSSymbol cs = sym(callee);
      if (cs == s_identifier) return std::string(text(callee));
      TSNode f = cs == s_dot_index ? child(callee, f_field) : cs == s_method_index ? child(callee, f_method) : TSNode{};
      return ts_node_is_null(f) ? std::string() : std::string(text(f));
    };
    auto fn_name = [&](TSNode fn) -> std::string {
      if (sym(fn) == s_function_declaration) return callee_name(child(fn, f_name));
      // local f = function ... / t.f = function ...: the single target's name
      TSNode el = ts_node_parent(fn);
      if (ts_node_is_null(el) || sym(el) != s_expression_list || ts_node_named_child_count(el) != 1) return {};
      TSNode asg = ts_node_parent(el);
      if (ts_node_is_null(asg) || sym(asg) != s_assignment) return {};
      for (TSNode k : named_children(asg))
        if (sym(k) == s_variable_list) {
          auto ts = named_children(k);
          if (ts.size() == 1) return callee_name(ts[0]);
        }
      return {};
    };
    walk_statements(
        root, [](TSNode) { return true; },
        [&](TSNode k) {
          if (sym(k) != s_function_declaration && sym(k) != s_function_definition) return false;
          FnInfo fi{k, fn_name(k), {}, false};
          TSNode body = child(k, f_body);
          if (!ts_node_is_null(body))
            walk_statements(
                body, [&](TSNode x) { return sym(x) != s_function_definition && sym(x) != s_function_declaration; },
                [&](TSNode x) {
                  if (sym(x) != s_function_call) return false;
                  TSNode callee = child(x, f_name);
                  if (is_coroutine_member(callee, "yield")) fi.yields = true;
                  else if (std::string c = callee_name(callee); !c.empty()) fi.callees.push_back(std::move(c));
                  return false;
                });
          fns.push_back(std::move(fi));
          return false;
        });
    // A call of a name that is neither a function of this file nor a library
    // function calls a function value (a parameter, a callback): it may yield.
    static const char* const kLib[] = {
        "print", "type", "tostring", "tonumber", "pairs", "ipairs", "next", "select", "rawget", "rawset", "rawequal",
        "rawlen", "setmetatable", "getmetatable", "error", "assert", "require", "insert", "remove", "concat", "sort",
        "unpack", "pack", "move", "format", "sub", "gsub", "gmatch", "find", "match", "rep", "byte", "char", "upper",
        "lower", "len", "reverse", "floor", "ceil", "max", "min", "abs", "sqrt", "random", "randomseed", "tointeger",
        "fmod", "modf", "log", "exp", "sin", "cos", "tan", "write", "read", "lines", "time", "clock", "date", "exit",
        "resume", "wrap", "create", "status", "running", "isyieldable", "close", "codepoint", "codes", "offset"};
    std::unordered_map<std::string, int> defined;
    for (auto& f : fns)
      if (!f.name.empty()) defined.emplace(f.name, 1);
    for (auto& f : fns) {
      if (f.yields) continue;
      for (auto& c : f.callees) {
        if (defined.count(c)) continue;
        bool lib = false;
        for (const char* l : kLib) lib = lib || c == l;
        if (!lib) {
          f.yields = true;
          break;
        }
      }
    }
    // worklist over "name -> functions calling that name": linear in the calls
    std::unordered_map<std::string, std::vector<std::size_t>> callers;
    for (std::size_t k = 0; k < fns.size(); ++k)
      for (auto& c : fns[k].callees) callers[c].push_back(k);
    std::vector<std::string> work;
    std::unordered_map<std::string, int> seen;
    for (auto& f : fns)
      if (f.yields && !f.name.empty() && seen.emplace(f.name, 1).second) work.push_back(f.name);
    while (!work.empty()) {
      std::string nm = std::move(work.back());
      work.pop_back();
      auto it = callers.find(nm);
      if (it == callers.end()) continue;
      for (std::size_t k : it->second) {
        if (fns[k].yields) continue;
        fns[k].yields = true;
        if (!fns[k].name.empty() && seen.emplace(fns[k].name, 1).second) work.push_back(fns[k].name);
      }
    }
    for (auto& f : fns)
      if (f.yields) yielders_.emplace(ts_node_start_byte(f.node), 1);
  }
  /// The file mentions `__call`: calls go through `__lua_callable`, which
  /// turns a table with a __call metamethod into a callable (the VM calls
  /// only functions); other files keep plain calls.
  bool uses_call_metamethod_ = false;
  bool co_mode_ = false;  ///< lowering a coroutine variant: yields suspend, calls may delegate
  /// A closure made inside a loop that reads that loop's per-iteration locals
  /// gets them as parameters of a helper, so each closure keeps its own.
  template <class F>
  Reg wrap_closure(TSNode n, F&& lower) {
    auto& ll = fns_.back().loop_locals;
    if (ll.empty()) return lower();
    std::vector<std::string> used;
    walk_ids(n, [&](std::string_view id) {
      std::string r = resolve(id);
      if (r.empty() || std::find(used.begin(), used.end(), r) != used.end()) return;
      if (std::find(ll.begin(), ll.end(), r) != ll.end() && (cells_.count(r) || !assigned_in_loops(id))) used.push_back(r);
    });
    if (used.empty()) return lower();
    std::vector<std::string> hints;
    for (auto& u : used) hints.push_back("param:" + u);
    std::vector<Reg> args;
    for (auto& u : used) args.push_back(b_.load_var(u));
    fns_.emplace_back();
    for (auto& u : used) {
      fns_.back().used.emplace(u, 1);
    }
    Reg helper = emit_function("__letenv", hints, [&] { emit_return(lower()); });
    fns_.pop_back();
    return b_.call_unknown(helper, args);
  }
  template <class F>
  void walk_ids(TSNode n, F&& f) {
    TSTreeCursor c = ts_tree_cursor_new(n);
    std::uint32_t depth = 0;
    while (true) {
      TSNode k = ts_tree_cursor_current_node(&c);
      if (sym(k) == s_identifier) f(text(k));
      if (ts_tree_cursor_goto_first_child(&c)) {
        ++depth;
        continue;
      }
      bool moved = false;
      while (depth > 0) {
        if (ts_tree_cursor_goto_next_sibling(&c)) {
          moved = true;
          break;
        }
        ts_tree_cursor_goto_parent(&c);
        --depth;
      }
      if (!moved) break;
    }
    ts_tree_cursor_delete(&c);
  }
  /// Whether `...` appears in the main chunk outside any function.
  bool chunk_uses_varargs(TSNode root) {
    return walk_statements(
        root, [&](TSNode k) { return sym(k) != s_function_definition && sym(k) != s_function_declaration; },
        [&](TSNode k) { return sym(k) == s_vararg; });
  }
  /// Names assigned (not declared) anywhere in the file: their IR names can
  /// not be known before lowering, so this is by source name (conservative).
  void collect_assigned(TSNode root) {
    walk_statements(
        root, [](TSNode) { return true; },
        [&](TSNode k) {
          if (sym(k) == s_assignment && !ts_node_is_null(ts_node_parent(k)) &&
              std::strcmp(ts_node_type(ts_node_parent(k)), "variable_declaration") != 0) {
            for (TSNode c : named_children(k))
              if (sym(c) == s_variable_list)
                for (TSNode t : named_children(c)) {
                  if (sym(t) == s_identifier) assigned_src_.emplace(std::string(text(t)), 1);
                  // _G.name = v assigns the global (a local _G is rare enough to ignore here)
                  TSNode tb = sym(t) == s_dot_index ? child(t, f_table) : TSNode{};
                  TSNode fld = ts_node_is_null(tb) ? TSNode{} : child(t, f_field);
                  if (!ts_node_is_null(tb) && !ts_node_is_null(fld) && sym(tb) == s_identifier && text(tb) == "_G")
                    assigned_src_.emplace(std::string(text(fld)), 1);
                }
          }
          return false;
        });
  }

  Reg function_definition(TSNode n) {
    return wrap_closure(n, [&] { return define_function(n, "", false); });
  }

  void function_declaration(TSNode n) {
    TSNode name = child(n, f_name);
    if (ts_node_is_null(name)) return;
    const bool local = has_token(n, "local");
    TSSymbol s = sym(name);
    if (s == s_identifier) {
      std::string nm(text(name));
      if (local) {
        std::string ir = declare_local(nm);  // visible in its own body (recursion)
        if (!loops_.empty() && wants_cell(nm, innermost_loop_body())) {
          decl_local(ir, nm, b_.const_none(), innermost_loop_body());  // the cell exists before the closure
          write_local(ir, wrap_closure(n, [&] { return define_function(n, nm, false); }));
        } else {
          Reg f = wrap_closure(n, [&] { return define_function(n, nm, false); });
          b_.decl_var(ir, f);
        }
        if (!loops_.empty()) fns_.back().loop_locals.push_back(ir);
      } else {
        Reg f = wrap_closure(n, [&] { return define_function(n, nm, false); });
        assign_to_name(nm, f);
      }
      return;
    }
    if (s == s_dot_index || s == s_method_index) {
      TSNode key = child(name, s == s_dot_index ? f_field : f_method);
      Reg obj = lower_expr(child(name, f_table));
      std::string nm(text(key));
      Reg f = wrap_closure(n, [&] { return define_function(n, nm, s == s_method_index); });
      b_.store_index(obj, b_.const_str(nm), f);
      return;
    }
    unsupported(n);
  }

  // ---- calls -------------------------------------------------------------------
  Reg call_single(TSNode n) { return lower_call(n, false); }

  Reg lower_call(TSNode n, bool multi) {
    const bool tail = std::exchange(tail_, false);
    TSNode callee = child(n, f_name), argn = child(n, f_arguments);
    std::vector<TSNode> arg_nodes;
    if (!ts_node_is_null(argn))
      for (TSNode k : named_children(argn))
        if (sym(k) != s_comment) arg_nodes.push_back(k);
    Reg r;
    if (co_mode_ && is_coroutine_member(callee, "yield")) {
      // suspends the coroutine; its values are what the next resume passes
      std::vector<Reg> args = lower_args(arg_nodes);
      Reg packed = b_.call_function("__lua_pack_args", args);
      r = call1("__yield", packed);
      return multi ? r : call1("__lua1", r);
    }
    if (!ts_node_is_null(callee) && sym(callee) == s_method_index) {
      Reg obj = lower_expr(child(callee, f_table));
      Reg fn = b_.load_index(obj, b_.const_str(text(child(callee, f_method))));
      name_operands(describe(child(callee, f_table)));
      std::vector<Reg> args{obj};
      for (Reg a : lower_args(arg_nodes)) args.push_back(a);
      if (uses_call_metamethod_ && !co_mode_) fn = call1("__lua_callable", fn);
      const std::string desc = "method '" + std::string(text(child(callee, f_method))) + "'";
      if (co_mode_) {
        r = co_call(fn, args, desc, tail);
      } else {
        r = b_.call_unknown(fn, args);
        call_emitted(desc, tail);
      }
    } else if (!ts_node_is_null(callee) && sym(callee) == s_identifier && cells_.count(resolve(text(callee)))) {
      Reg fn = read_local(resolve(text(callee)));  // a function kept in a cell local
      std::vector<Reg> args = lower_args(arg_nodes);
      if (uses_call_metamethod_ && !co_mode_) fn = call1("__lua_callable", fn);
      if (co_mode_) {
        r = co_call(fn, args, describe(callee), tail);
      } else {
        r = b_.call_unknown(fn, args);
        call_emitted(describe(callee), tail);
      }
    } else if (!ts_node_is_null(callee) && sym(callee) == s_identifier) {
      std::string nm = var_name(text(callee));
      const bool xp = nm == "xpcall";
      if (co_mode_ && (nm == "pcall" || xp) && resolve(text(callee)).empty() && arg_nodes.size() >= (xp ? 2u : 1u) &&
          !is_multi(arg_nodes[0]) && !(xp && arg_nodes.size() == 2 && is_multi(arg_nodes[1]))) {
        Reg res = co_pcall(xp, arg_nodes);
        return multi ? res : call1("__lua1", res);
      }
      std::vector<Reg> args = lower_args(arg_nodes);
      if (co_mode_ && (nm == "error" || nm == "assert")) {
        // called directly, not through __lua_cocall: their caller (for the
        // error's position) is this function
        r = b_.call_function(nm, args);
      } else if (co_mode_) {
        r = co_call(b_.load_var(nm), args, describe(callee), tail);
      } else if (uses_call_metamethod_) {
        r = b_.call_unknown(call1("__lua_callable", b_.load_var(nm)), args);
        call_emitted(describe(callee), tail);
      } else {
        r = b_.call_function(nm, args);
        call_emitted(describe(callee), tail);
      }
    } else {
      Reg fn = lower_expr(callee);
      std::vector<Reg> args = lower_args(arg_nodes);
      if (uses_call_metamethod_ && !co_mode_) fn = call1("__lua_callable", fn);
      if (co_mode_) {
        r = co_call(fn, args, describe(callee), tail);
      } else {
        r = b_.call_unknown(fn, args);
        call_emitted(describe(callee), tail);
      }
    }
    return multi ? r : call1("__lua1", r);
  }
  /// pcall(f, ...) / xpcall(f, h, ...) inside a coroutine variant: f runs as
  /// a delegate (co_call) inside a catch-all try region, so a yield in f
  /// suspends the coroutine as in Lua (a native pcall could not yield).
  Reg co_pcall(bool xp, const std::vector<TSNode>& arg_nodes) {
    Reg fn = lower_expr(arg_nodes[0]);
    Reg handler = xp ? call1("__lua_xpcall_handler", lower_expr(arg_nodes[1])) : b_.const_none();
    std::vector<TSNode> rest(arg_nodes.begin() + (xp ? 2 : 1), arg_nodes.end());
    std::vector<Reg> args = lower_args(rest);
    std::string res = "__copcall_" + std::to_string(b_.new_label_id());
    std::string h = res + "_h";
    b_.decl_var(res, b_.const_none());
    b_.decl_var(h, handler);
    CatchClause any;
    any.hint = "*";
    any.body = [&](Reg e) {
      Reg ea[2] = {e, b_.load_var(h)};
      b_.store_var(res, b_.call_function("__lua_pcall_err", ea));
    };
    emit_try([&] { b_.store_var(res, call1("__lua_pcall_ok", co_call(fn, args, {}, false, false))); }, {any}, {}, {}, false);
    return b_.load_var(res);
  }
  /// A call inside a coroutine variant: a callee that has a variant of its
  /// own runs as a delegate generator (its yields suspend this coroutine).
  /// `callee`/`tail`: the call's description for runtime errors; the
  /// __lua_cocall instruction is marked "C<instruction>", so error levels
  /// see through the helper to this function (not for pcall's call, where
  /// Lua has pcall, a C function, in between).
  Reg co_call(Reg fn, const std::vector<Reg>& args, const std::string& callee = {}, bool tail = false,
              bool transparent = true) {
    std::vector<Reg> all{fn};
    all.insert(all.end(), args.begin(), args.end());
    std::string tmp = "__cocall_" + std::to_string(b_.new_label_id());
    Reg call = b_.call_function("__lua_cocall", all);
    call_emitted(callee, tail);
    if (transparent) names_ += "C" + std::to_string(b_.module().instructions.size() - 1) + '\n';
    b_.decl_var(tmp, call);
    emit_if([&] { return call1("__lua_isgen", b_.load_var(tmp)); },
            [&] { b_.store_var(tmp, call1("__yield_from", b_.load_var(tmp))); }, {});
    return b_.load_var(tmp);
  }

  // ---- expressions -------------------------------------------------------------
  Reg parenthesized(TSNode n) {
    auto kids = named_children(n);
    for (TSNode k : kids)
      if (sym(k) != s_comment) return lower_expr(k);  // (f()) is one value: lower_expr truncates
    return b_.const_none();
  }
  /// `_G.name` / `_G["name"]` (with no local `_G` or `name` in sight): the
  /// global `name` itself, so reads and assignments through _G reach the
  /// module variables; other uses of _G stay unknown (see docs).
  std::string g_field(TSNode n) {
    TSSymbol s = sym(n);
    if (s != s_dot_index && s != s_bracket_index) return {};
    TSNode t = child(n, f_table), f = child(n, f_field);
    if (ts_node_is_null(t) || ts_node_is_null(f) || sym(t) != s_identifier || text(t) != "_G") return {};
    if (!resolve("_G").empty()) return {};
    std::string name;
    if (s == s_dot_index) {
      name = std::string(text(f));
    } else {
      if (std::strcmp(ts_node_type(f), "string") != 0) return {};
      name = string_value(text(f));
    }
    bool ident = !name.empty() && !std::isdigit(static_cast<unsigned char>(name[0]));
    for (char c : name) ident = ident && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
    if (!ident || !resolve(name).empty()) return {};
    return name;
  }
  Reg dot_index(TSNode n) {
    if (std::string g = g_field(n); !g.empty()) return b_.load_var(var_name(g));
    Reg obj = lower_expr(child(n, f_table));
    Reg r = b_.load_index(obj, b_.const_str(text(child(n, f_field))));
    name_operands(describe(child(n, f_table)));
    return r;
  }
  Reg bracket_index(TSNode n) {
    if (std::string g = g_field(n); !g.empty()) return b_.load_var(var_name(g));
    Reg obj = lower_expr(child(n, f_table));
    Reg r = b_.load_index(obj, lower_expr(child(n, f_field)));
    name_operands(describe(child(n, f_table)));
    return r;
  }

  Reg binary_expression(TSNode n) {
    TSNode op = child(n, f_operator);
    std::string_view o = ts_node_is_null(op) ? std::string_view() : std::string_view(ts_node_type(op));
    TSNode l = child(n, f_left), r = child(n, f_right);
    if (o == "and" || o == "or")
      return emit_short_circuit(o == "and", [&] { return lower_expr(l); }, [&] { return lower_expr(r); });
    Operator k;
    if (o == "+") k = Operator::Add;
    else if (o == "-") k = Operator::Sub;
    else if (o == "*") k = Operator::Mul;
    else if (o == "/") k = Operator::Div;
    else if (o == "//") k = Operator::FloorDiv;
    else if (o == "%") k = Operator::Mod;
    else if (o == "^") k = Operator::Pow;
    else if (o == "..") k = Operator::Concat;
    else if (o == "==") k = Operator::Eq;
    else if (o == "~=") k = Operator::Ne;
    else if (o == "<") k = Operator::Lt;
    else if (o == "<=") k = Operator::Le;
    else if (o == ">") k = Operator::Gt;
    else if (o == ">=") k = Operator::Ge;
    else if (o == "&") k = Operator::BitAnd;
    else if (o == "|") k = Operator::BitOr;
    else if (o == "~") k = Operator::BitXor;
    else if (o == "<<") k = Operator::Shl;
    else if (o == ">>") k = Operator::Shr;
    else return unsupported(n);
    Reg a = lower_expr(l);
    Reg b = lower_expr(r);
    Reg res = b_.binop(k, a, b);
    // comparisons name no operand (luaG_ordererror)
    if (k != Operator::Eq && k != Operator::Ne && k != Operator::Lt && k != Operator::Le && k != Operator::Gt && k != Operator::Ge)
      name_operands(describe(l), describe(r));
    return res;
  }
  Reg unary_expression(TSNode n) {
    TSNode op = child(n, f_operator);
    std::string_view o = ts_node_is_null(op) ? std::string_view() : std::string_view(ts_node_type(op));
    TSNode x = child(n, f_operand);
    if (o == "-" && !ts_node_is_null(x) && std::strcmp(ts_node_type(x), "number") == 0) {
      std::string t(text(x));
      bool hex = t.size() > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X');
      if (!hex && t.find_first_of(".eEnN") == std::string::npos && t != "9223372036854775808") {
        errno = 0;
        long long v = std::strtoll(t.c_str(), nullptr, 10);
        if (errno == 0) return b_.const_int(-v);
      }
    }
    Reg v = lower_expr(x);
    if (o == "not") return b_.unop(Operator::Not, v);
    Operator k;
    if (o == "-") k = Operator::Neg;
    else if (o == "#") k = Operator::Len;
    else if (o == "~") k = Operator::BitNot;
    else return unsupported(n);
    Reg r = b_.unop(k, v);
    name_operands(describe(x));
    return r;
  }

  Reg table_constructor(TSNode n) {
    Reg t = b_.call_function("__lua_table", std::span<const Reg>());
    std::vector<TSNode> fields;
    for (TSNode k : named_children(n))
      if (sym(k) == s_field) fields.push_back(k);
    // positional fields are stored last, all at once (Lua's SETLIST): nils
    // among them are holes of the array part, and they win over [k] = v
    std::vector<TSNode> positional;
    std::vector<Reg> values{t};
    for (std::size_t k = 0; k < fields.size(); ++k) {
      TSNode f = fields[k];
      SpanScope sc(b_, span(f));
      TSNode name = child(f, f_name), value = child(f, f_value);
      if (ts_node_is_null(name)) {
        if (k + 1 == fields.size() && is_multi(value)) {
          for (Reg r : lower_args({value})) values.push_back(r);
        } else {
          values.push_back(lower_expr(value));
        }
        continue;
      }
      Reg key = sym(name) == s_identifier && has_token(f, "=") && !has_token(f, "[")
                    ? b_.const_str(text(name))
                    : lower_expr(name);
      Reg v = lower_expr(value);
      b_.store_index(t, key, v);
    }
    if (values.size() > 1) b_.call_function("__lua_setlist", values);
    return t;
  }

 private:
  std::unordered_map<std::string, int> assigned_src_;
  TSFieldId f_name, f_body, f_parameters, f_arguments, f_table, f_field, f_method, f_value, f_left, f_right,
      f_operator, f_operand, f_condition, f_consequence, f_alternative, f_clause, f_start, f_end, f_step, f_content;
  TSSymbol s_identifier, s_function_call, s_vararg, s_dot_index, s_bracket_index, s_method_index, s_parenthesized,
      s_assignment, s_variable_list, s_expression_list, s_elseif, s_else, s_numeric_clause, s_generic_clause, s_label,
      s_return, s_field, s_function_definition, s_function_declaration, s_attribute, s_comment, s_block;
};

class LuaFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "lua"; }
  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) override {
    return frontend::lower_with_repair<LuaLowerer>(tree_sitter_lua(), "Lua", src, opts);
  }
};

}  // namespace

std::unique_ptr<Frontend> make_frontend() { return std::make_unique<LuaFrontend>(); }

}  // namespace reddragon::lua
