// ruby_lowerer.cpp - Ruby -> RedDragon IR (tree-sitter-ruby).
//
// Only Ruby's own rules live here; control-flow shapes, functions, classes,
// short-circuit evaluation and the DECL/STORE rule come from
// frontend_support (ts_lowerer.hpp). Conventions: docs/ir-conventions.md,
// the Ruby mapping: docs/frontends/ruby.md.
//
// Ruby in brief, as lowered here:
//  * every method takes its receiver `self` first and its block as the
//    trailing parameter `__blk` (default nil); a call passes a block as the
//    keyword argument `__blk` (`__kwarg "__blk" fn`), so natives and user
//    methods receive it alike. Blocks are functions named `__block`,
//    lambdas `__lambda`; `yield` is `__rb_yield(__blk, ...)`.
//  * instance variables are fields named `@x`; symbols are strings that
//    start with the byte 0x01; ranges are `__rb_range(a, b, exclusive)`.
//  * a method's value is its last expression (implicit return): statements
//    in value position lower through temporaries.
#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "reddragon/frontend_support/literals.hpp"
#include "reddragon/frontend_support/ast_repair.hpp"
#include "reddragon/frontend_support/ts_lowerer.hpp"
#include "ruby_conventions.hpp"

extern "C" const TSLanguage* tree_sitter_ruby(void);

namespace reddragon::ruby {

using namespace reddragon::ir;
using frontend::TsLowerer;

namespace {

constexpr char kSymPrefix = '\x01';

/// Ruby operator method names the VM's object protocol knows by another name.
std::string protocol_name(std::string_view m) {
  static const std::pair<const char*, const char*> map[] = {
      {"+", "__add__"}, {"-", "__sub__"}, {"*", "__mul__"}, {"/", "__truediv__"}, {"%", "__mod__"},
      {"**", "__pow__"}, {"==", "__eq__"}, {"<", "__lt__"}, {"<=", "__le__"}, {">", "__gt__"},
      {">=", "__ge__"}, {"[]", "__getitem__"}, {"[]=", "__setitem__"}, {"initialize", "__init__"},
      {"&", "__and__"}, {"|", "__or__"}, {"^", "__xor__"}, {"-@", "__neg__"}};
  for (auto& [a, b] : map)
    if (m == a) return b;
  return std::string(m);
}

bool is_kernel_function(std::string_view n) {
  static const char* names[] = {"puts", "print", "p", "pp", "require", "require_relative", "format", "sprintf",
                                "printf", "rand", "srand", "Integer", "Float", "String", "Array", "Rational",
                                "lambda", "proc", "sleep", "gets", "exit", "abort", "catch", "throw", "binding",
                                "freeze", "putc", "at_exit", "Hash", "__method__", "caller", "warn"};
  for (const char* k : names)
    if (n == k) return true;
  return false;
}

class RubyLowerer : public TsLowerer<RubyLowerer> {
 public:
  RubyLowerer(const SourceFile& src, const LowerOptions& opts, LowerOutput& out)
      : TsLowerer(tree_sitter_ruby(), src, opts, out) {
    out.module.language = "ruby";
    f_left = field("left"); f_right = field("right"); f_operator = field("operator");
    f_condition = field("condition"); f_consequence = field("consequence"); f_alternative = field("alternative");
    f_body = field("body"); f_name = field("name"); f_parameters = field("parameters"); f_value = field("value");
    f_receiver = field("receiver"); f_method = field("method"); f_arguments = field("arguments");
    f_block = field("block"); f_object = field("object"); f_key = field("key"); f_begin = field("begin");
    f_end = field("end"); f_superclass = field("superclass"); f_scope = field("scope"); f_pattern = field("pattern");
    f_exceptions = field("exceptions"); f_variable = field("variable"); f_handler = field("handler");
    f_guard = field("guard"); f_clauses = field("clauses"); f_else = field("else");
    f_alias = field("alias");

    for (const char* k : {"comment", "empty_statement", "begin_block", "end_block", "undef", "uninterpreted",
                          "heredoc_body"})
      on_stmt(k, &RubyLowerer::nothing);
    on_stmt("method", &RubyLowerer::method_def);
    on_stmt("alias", &RubyLowerer::alias_stmt);
    on_stmt("singleton_method", &RubyLowerer::singleton_method);
    on_stmt("singleton_class", &RubyLowerer::singleton_class);
    on_stmt("class", &RubyLowerer::class_def);
    on_stmt("module", &RubyLowerer::module_def);
    on_stmt("if", &RubyLowerer::if_stmt);
    on_stmt("unless", &RubyLowerer::if_stmt);
    on_stmt("while", &RubyLowerer::while_stmt);
    on_stmt("until", &RubyLowerer::while_stmt);
    on_stmt("while_modifier", &RubyLowerer::while_modifier);
    on_stmt("until_modifier", &RubyLowerer::while_modifier);
    on_stmt("if_modifier", &RubyLowerer::if_modifier);
    on_stmt("unless_modifier", &RubyLowerer::if_modifier);
    on_stmt("for", &RubyLowerer::for_stmt);
    on_stmt("return", &RubyLowerer::return_stmt);
    on_stmt("break", &RubyLowerer::break_stmt);
    on_stmt("next", &RubyLowerer::next_stmt);
    on_stmt("redo", &RubyLowerer::nothing);
    on_stmt("retry", &RubyLowerer::retry_stmt);

    on_expr("integer", &RubyLowerer::integer);
    on_expr("rational", &RubyLowerer::rational_lit);
    on_expr("float", &RubyLowerer::float_lit);
    on_expr("string", &RubyLowerer::string_lit);
    on_expr("chained_string", &RubyLowerer::chained_string);
    on_expr("character", &RubyLowerer::character);
    on_expr("simple_symbol", &RubyLowerer::simple_symbol);
    on_expr("hash_key_symbol", &RubyLowerer::hash_key_symbol);
    on_expr("delimited_symbol", &RubyLowerer::delimited_symbol);
    on_expr("true", &RubyLowerer::true_lit);
    on_expr("false", &RubyLowerer::false_lit);
    on_expr("nil", &RubyLowerer::nil_lit);
    on_expr("self", &RubyLowerer::self_expr);
    on_expr("identifier", &RubyLowerer::identifier);
    on_expr("constant", &RubyLowerer::constant);
    on_expr("instance_variable", &RubyLowerer::ivar);
    on_expr("class_variable", &RubyLowerer::cvar);
    on_expr("global_variable", &RubyLowerer::gvar);
    on_expr("array", &RubyLowerer::array);
    on_expr("string_array", &RubyLowerer::word_array);
    on_expr("symbol_array", &RubyLowerer::word_array);
    on_expr("hash", &RubyLowerer::hash);
    on_expr("range", &RubyLowerer::range);
    on_expr("binary", &RubyLowerer::binary);
    on_expr("unary", &RubyLowerer::unary);
    on_expr("call", &RubyLowerer::call);
    on_expr("element_reference", &RubyLowerer::element_reference);
    on_expr("parenthesized_statements", &RubyLowerer::parenthesized);
    on_expr("conditional", &RubyLowerer::conditional);
    on_expr("assignment", &RubyLowerer::assignment);
    on_expr("operator_assignment", &RubyLowerer::operator_assignment);
    on_expr("if", &RubyLowerer::if_expr);
    on_expr("unless", &RubyLowerer::if_expr);
    on_expr("case", &RubyLowerer::case_expr);
    on_expr("case_match", &RubyLowerer::case_match);
    on_expr("match_pattern", &RubyLowerer::match_pattern);
    on_expr("test_pattern", &RubyLowerer::match_pattern);
    on_expr("begin", &RubyLowerer::begin_expr);
    on_expr("lambda", &RubyLowerer::lambda);
    on_expr("regex", &RubyLowerer::regex);
    on_expr("heredoc_beginning", &RubyLowerer::heredoc);
    on_expr("yield", &RubyLowerer::yield_expr);
    on_expr("super", &RubyLowerer::super_expr);
    on_expr("scope_resolution", &RubyLowerer::scope_resolution);
    on_expr("rescue_modifier", &RubyLowerer::rescue_modifier);
    on_expr("while", &RubyLowerer::stmt_as_nil);
    on_expr("until", &RubyLowerer::stmt_as_nil);
    on_expr("for", &RubyLowerer::stmt_as_nil);
    on_expr("method", &RubyLowerer::method_expr);
    on_expr("if_modifier", &RubyLowerer::if_modifier_expr);
    on_expr("unless_modifier", &RubyLowerer::if_modifier_expr);
    on_expr("return", &RubyLowerer::stmt_as_nil);
    on_expr("break", &RubyLowerer::stmt_as_nil);
    on_expr("next", &RubyLowerer::stmt_as_nil);
  }

  void run(TSNode root) {
    b_.set_span(span(root));
    b_.label(b_.sym("entry"));
    report_syntax_errors(root);
    prescan(root);
    frozen_literals_ = frozen_string_literal_comment(text(root));
    lower_stmts(root);
  }

 private:
  // --- context -----------------------------------------------------------------
  /// ClassExec: statements of a class body that run once the class exists
  /// (calls such as `validates :x`, `extend M`), with the class as self.
  enum class Ctx { Top, ClassBody, Method, ClassMethod, Block, Lambda, ClassExec };
  struct Frame {
    Ctx ctx;
    std::set<std::string> locals;
    bool own_self = false;  ///< a define_method block: self is its first parameter
  };
  bool next_frame_own_self_ = false;
  /// Inside a define_method block (before any def/class frame).
  bool in_own_self_block() const {
    for (auto it = frames_.rbegin(); it != frames_.rend(); ++it) {
      if (it->own_self) return true;
      if (it->ctx != Ctx::Block && it->ctx != Ctx::Lambda) return false;
    }
    return false;
  }
  std::vector<Frame> frames_{Frame{Ctx::Top, {}}};
  std::vector<std::string> class_stack_;            ///< enclosing class/module names
  std::vector<std::set<std::string>> class_consts_;  ///< constants of each enclosing class
  std::vector<bool> module_function_;               ///< per class: module_function seen
  std::vector<std::string> method_stack_;           ///< enclosing method names (for super)
  std::vector<std::vector<std::string>> method_params_;  ///< their positional parameters (zsuper)
  std::set<std::string> toplevel_defs_, instance_methods_, keyword_params_;
  std::set<std::string> kw_methods_, plain_methods_;
  std::string args_for_;  ///< the method a call's arguments go to ("initialize" for new)
  std::vector<TSNode> heredoc_bodies_;
  std::size_t next_heredoc_ = 0;
  std::vector<std::string> retry_stack_;  ///< unused marker per begin with retry

  Ctx ctx() const { return frames_.back().ctx; }
  bool in_block() const { return ctx() == Ctx::Block; }
  /// The method frame the current code belongs to (blocks see through).
  Ctx method_ctx() const {
    for (auto it = frames_.rbegin(); it != frames_.rend(); ++it)
      if (it->ctx != Ctx::Block && it->ctx != Ctx::Lambda) return it->ctx;
    return Ctx::Top;
  }
  bool is_local(std::string_view name) const {
    for (auto it = frames_.rbegin(); it != frames_.rend(); ++it) {
      if (it->locals.count(std::string(name))) return true;
      if (it->ctx != Ctx::Block && it->ctx != Ctx::Lambda) break;
    }
    return false;
  }
  /// Local of an enclosing function frame (a block/lambda assigning it stores).
  bool is_outer_local(std::string_view name) const {
    if (frames_.back().locals.count(std::string(name))) return false;
    if (frames_.back().ctx != Ctx::Block && frames_.back().ctx != Ctx::Lambda) return false;
    for (auto it = frames_.rbegin() + 1; it != frames_.rend(); ++it) {
      if (it->locals.count(std::string(name))) return true;
      if (it->ctx != Ctx::Block && it->ctx != Ctx::Lambda) break;
    }
    return false;
  }
  void assign_local(std::string_view name, Reg v) {
    if (is_outer_local(name)) {
      b_.store_var(name, v);
      return;
    }
    frames_.back().locals.emplace(name);
    assign_name(name, v);
  }

  std::string_view kind(TSNode n) const { return ts_node_type(n); }
  bool is_kind(TSNode n, std::string_view k) const { return !ts_node_is_null(n) && kind(n) == k; }

  Reg call_fn(std::string_view name, std::vector<Reg> args) {
    return b_.call_function(name, std::span<const Reg>(args.data(), args.size()));
  }
  Reg call_m(Reg obj, std::string_view name, std::vector<Reg> args) {
    return b_.call_method(obj, name, std::span<const Reg>(args.data(), args.size()));
  }
  Reg kwarg(std::string_view name, Reg v) { return call_fn("__kwarg", {b_.const_str(name), v}); }
  Reg sym_const(std::string_view name) {
    std::string s(1, kSymPrefix);
    s += name;
    return b_.const_str(s);
  }

  /// `# frozen_string_literal: true` among the comment lines that open the
  /// file: plain string literals are then frozen (and shared).
  bool frozen_literals_ = false;
  static bool frozen_string_literal_comment(std::string_view src) {
    std::size_t at = 0;
    while (at < src.size()) {
      std::size_t eol = src.find('\n', at);
      std::string_view line = src.substr(at, eol == std::string_view::npos ? std::string_view::npos : eol - at);
      std::size_t b = line.find_first_not_of(" \t\r");
      if (b != std::string_view::npos) {
        if (line[b] != '#') return false;
        std::size_t k = line.find("frozen_string_literal:");
        if (k != std::string_view::npos) {
          std::string_view v = line.substr(k + 22);
          v.remove_prefix(std::min(v.size(), v.find_first_not_of(" \t")));
          return v.substr(0, 4) == "true";
        }
      }
      if (eol == std::string_view::npos) break;
      at = eol + 1;
    }
    return false;
  }

  // --- pre-scan: names of the whole file ---------------------------------------
  void prescan(TSNode root) {
    // iterative walk over every node
    // node, parent is the program, enclosing class (index into classes; -1: none)
    struct Item {
      TSNode n;
      bool top;
      int cls;
    };
    std::vector<Item> stack{{root, false, -1}};
    std::vector<std::string> classes;
    int depth_guard = 0;
    TSTreeCursor cur = ts_tree_cursor_new(root);
    while (!stack.empty() && ++depth_guard < 2000000) {
      auto [n, top, cls] = stack.back();
      stack.pop_back();
      std::string_view k = kind(n);
      if (k == "heredoc_body") heredoc_bodies_.push_back(n);
      if (k == "return") return_at_.push_back(ts_node_start_byte(n));
      if (k == "retry") retry_at_.push_back(ts_node_start_byte(n));
      if (k == "keyword_parameter") {
        TSNode nm = child(n, f_name);
        if (!ts_node_is_null(nm)) keyword_params_.emplace(text(nm));
      }
      if (k == "lambda") {  // ->(**kw) { }: k: v arguments of .call go as keywords
        TSNode ps = child(n, f_parameters);
        if (!ts_node_is_null(ps))
          for (TSNode p : named_children(ps))
            if (kind(p) == "hash_splat_parameter") kw_methods_.emplace("call");
      }
      if (k == "method") {
        TSNode nm = child(n, f_name);
        if (!ts_node_is_null(nm)) (top ? toplevel_defs_ : instance_methods_).emplace(text(nm));
        // methods taking keywords (**opts, k:) and methods taking none, by name
        if (!ts_node_is_null(nm)) {
          bool kw = false;
          TSNode ps = child(n, f_parameters);
          if (!ts_node_is_null(ps))
            for (TSNode p : named_children(ps))
              if (kind(p) == "hash_splat_parameter" || kind(p) == "keyword_parameter") kw = true;
          (kw ? kw_methods_ : plain_methods_).emplace(text(nm));
          // and by Class#name, for the enclosing class
          if (cls >= 0) (kw ? kw_methods_ : plain_methods_).emplace(classes[static_cast<std::size_t>(cls)] + "#" + std::string(text(nm)));
        }
      }
      if (k == "call") {  // attr_accessor :x, define_method(:x)
        TSNode m = child(n, f_method);
        std::string_view mn = ts_node_is_null(m) ? "" : text(m);
        TSNode rcv = child(n, f_receiver);
        if (mn == "new" && !ts_node_is_null(rcv) && text(rcv) == "Struct") {
          // Struct.new(:a, :b, keyword_init: true): new takes a: and b: keywords
          TSNode args = child(n, f_arguments);
          bool kw = false;
          if (!ts_node_is_null(args))
            for (TSNode a : named_children(args))
              if (kind(a) == "pair" && !ts_node_is_null(child(a, f_key)) && !ts_node_is_null(child(a, f_value)) &&
                  text(child(a, f_key)).substr(0, 12) == "keyword_init" && text(child(a, f_value)) == "true")
                kw = true;
          if (kw)
            for (TSNode a : named_children(args))
              if (kind(a) == "simple_symbol") keyword_params_.emplace(text(a).substr(1));
        }
        if (mn == "attr_accessor" || mn == "attr_reader" || mn == "define_method") {
          TSNode args = child(n, f_arguments);
          if (!ts_node_is_null(args))
            for (TSNode a : named_children(args))
              if (kind(a) == "simple_symbol") instance_methods_.emplace(text(a).substr(1));
        }
      }
      bool is_program = k == "program";
      int inner = cls;
      if ((k == "class" || k == "module") && !ts_node_is_null(child(n, f_name))) {
        classes.push_back(const_name(child(n, f_name)));
        inner = static_cast<int>(classes.size()) - 1;
      }
      std::size_t at = stack.size();
      ts_tree_cursor_reset(&cur, n);
      if (ts_tree_cursor_goto_first_child(&cur)) {
        do stack.push_back(Item{ts_tree_cursor_current_node(&cur), is_program, inner});
        while (ts_tree_cursor_goto_next_sibling(&cur));
      }
      std::reverse(stack.begin() + static_cast<std::ptrdiff_t>(at), stack.end());
    }
    ts_tree_cursor_delete(&cur);
    std::sort(return_at_.begin(), return_at_.end());
    std::sort(retry_at_.begin(), retry_at_.end());
    // heredoc bodies in document order
    std::sort(heredoc_bodies_.begin(), heredoc_bodies_.end(),
              [](TSNode a, TSNode b) { return ts_node_start_byte(a) < ts_node_start_byte(b); });
  }

  // --- statements ----------------------------------------------------------------
  void nothing(TSNode) {}
  Reg stmt_as_nil(TSNode n) {
    lower_stmt_only(n);
    return b_.const_none();
  }
  Reg unsupported_expr(TSNode n) { return unsupported(n); }
  void lower_stmt_only(TSNode n) {
    StmtFn fn = stmt_handler(ts_node_symbol(n));
    if (fn) {
      ir::SpanScope sc(b_, span(n));
      (this->*fn)(n);
    } else {
      lower_expr(n);
    }
  }

  /// Lowers a sequence of statements (children of `n`, or `n` itself when it
  /// is a single statement) and returns the value of the last one.
  Reg lower_value_seq(const std::vector<TSNode>& kids) {
    std::vector<TSNode> stmts;
    for (TSNode k : kids)
      if (!ts_node_is_extra(k) && kind(k) != "heredoc_body" && kind(k) != "empty_statement") stmts.push_back(k);
    if (stmts.empty()) return b_.const_none();
    for (std::size_t i = 0; i + 1 < stmts.size(); ++i) lower_stmt(stmts[i]);
    TSNode last = stmts.back();
    return value_of(last);
  }
  /// The value of one statement in value position.
  Reg value_of(TSNode n) {
    if (ts_node_is_null(n)) return b_.const_none();
    std::string_view k = kind(n);
    if (k == "method" || k == "singleton_method" || k == "class" || k == "module") {
      lower_stmt(n);
      if (k == "method" || k == "singleton_method") {
        TSNode nm = child(n, f_name);
        return sym_const(ts_node_is_null(nm) ? "" : text(nm));
      }
      return b_.const_none();
    }
    if (ts_node_is_error(n) || ts_node_is_missing(n) || stmt_handler(ts_node_symbol(n)) != nullptr) {
      if (expr_handler(ts_node_symbol(n)) && k != "return" && k != "break" && k != "next") return lower_expr(n);
      lower_stmt(n);
      return b_.const_none();
    }
    return lower_expr(n);
  }
  Reg body_value(TSNode body) {
    if (ts_node_is_null(body)) return b_.const_none();
    std::string_view k = kind(body);
    if (k == "body_statement" || k == "then" || k == "else" || k == "block_body" || k == "do" || k == "ensure")
      return body_statement_value(body);
    return value_of(body);
  }
  /// body_statement: statements, then optional rescue/else/ensure clauses.
  Reg body_statement_value(TSNode body) {
    std::vector<TSNode> stmts, rescues;
    TSNode else_node{}, ensure_node{};
    bool has_else = false, has_ensure = false;
    for (TSNode k : named_children(body)) {
      std::string_view kk = kind(k);
      if (kk == "rescue") rescues.push_back(k);
      else if (kk == "else" && std::string_view(kind(body)) == "body_statement") {
        else_node = k;
        has_else = true;
      } else if (kk == "ensure") {
        ensure_node = k;
        has_ensure = true;
      } else stmts.push_back(k);
    }
    if (rescues.empty() && !has_ensure && !has_else) return lower_value_seq(stmts);
    return emit_rescue(stmts, rescues, has_else ? else_node : TSNode{}, has_ensure ? ensure_node : TSNode{}, body);
  }

  std::vector<std::uint32_t> return_at_, retry_at_;  ///< start bytes of every return / retry (prescan)
  /// Whether a `return`/`retry` lies inside n (nested definitions included:
  /// a conservative answer in O(log n), where a walk per node is quadratic).
  bool contains_kind(TSNode n, std::string_view k, bool stop_at_defs = true) const {
    if (k == "return" || k == "retry") {
      const auto& at = k == "return" ? return_at_ : retry_at_;
      auto it = std::lower_bound(at.begin(), at.end(), ts_node_start_byte(n));
      return it != at.end() && *it < ts_node_end_byte(n);
    }
    std::vector<TSNode> stack{n};
    while (!stack.empty()) {
      TSNode x = stack.back();
      stack.pop_back();
      std::string_view kx = kind(x);
      if (kx == k) return true;
      if (stop_at_defs && x.id != n.id && (kx == "method" || kx == "class" || kx == "module" || kx == "singleton_method"))
        continue;
      for (std::uint32_t i = 0; i < ts_node_child_count(x); ++i) stack.push_back(ts_node_child(x, i));
    }
    return false;
  }

  Reg emit_rescue(const std::vector<TSNode>& stmts, const std::vector<TSNode>& rescues, TSNode else_node,
                  TSNode ensure_node, TSNode whole) {
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__val_" + std::to_string(id);
    b_.decl_var(tmp, b_.const_none());
    bool has_retry = false;
    for (TSNode r : rescues)
      if (contains_kind(r, "retry")) has_retry = true;
    auto lower_try = [&] {
      std::vector<CatchClause> handlers;
      for (TSNode r : rescues) {
        CatchClause c;
        TSNode ex = child(r, f_exceptions);
        if (!ts_node_is_null(ex))
          for (TSNode e : named_children(ex)) {
            std::string cls(text(e));
            if (auto p = cls.rfind("::"); p != std::string::npos) cls = cls.substr(p + 2);
            if (cls == "StandardError" || cls == "Exception") cls = "Exception";
            c.classes.push_back(cls);
          }
        else
          c.classes.push_back("Exception");
        c.hint = c.classes.size() == 1 ? c.classes[0] : "*";
        c.span = span(r);
        c.body = [this, r](Reg e) {
          TSNode var = child(r, f_variable);
          if (!ts_node_is_null(var)) {
            for (TSNode v : named_children(var)) assign_target(v, e);
          }
          TSNode body = child(r, f_body);
          Reg v = ts_node_is_null(body) ? b_.const_none() : body_value(body);
          // A handler that completes falls through to the ensure clause and
          // then out of the retry loop; only `retry` (continue) skips ensure.
          b_.store_var(cur_val_, v);
        };
        handlers.push_back(std::move(c));
      }
      std::string saved = cur_val_;
      cur_val_ = tmp;
      emit_try(
          [&] {
            Reg v = lower_value_seq(stmts);
            b_.store_var(tmp, v);
          },
          handlers,
          ts_node_is_null(else_node) ? std::function<void()>{}
                                      : std::function<void()>([&] { b_.store_var(tmp, body_value(else_node)); }),
          ts_node_is_null(ensure_node) ? std::function<void()>{}
                                        : std::function<void()>([&] { body_statement_value(ensure_node); }),
          contains_kind(whole, "return"));
      cur_val_ = saved;
    };
    if (has_retry) {
      // while true: try { body } rescue { handler; break } ; break  (retry = continue)
      retry_targets_.push_back({true});
      emit_loop([&] { return b_.const_bool(true); },
                [&] {
                  lower_try();
                  emit_jump(true);
                });
      retry_targets_.pop_back();
    } else {
      retry_targets_.push_back({false});
      lower_try();
      retry_targets_.pop_back();
    }
    return b_.load_var(tmp);
  }
  struct RetryTarget {
    bool active;
  };
  std::vector<RetryTarget> retry_targets_;
  std::string cur_val_;
  void retry_stmt(TSNode) {
    if (!retry_targets_.empty() && retry_targets_.back().active) emit_jump(false);
  }

  // --- definitions -----------------------------------------------------------------
  struct Param {
    std::string name, hint;
    TSNode default_value{};
    bool destructure = false;
    TSNode pattern{};
  };
  std::vector<Param> params_of(TSNode plist, std::string& block_name) {
    std::vector<Param> out;
    if (ts_node_is_null(plist)) return out;
    int hidden = 0;
    std::vector<Param> kw;
    Param kwrest;
    bool has_kwrest = false;
    for (TSNode p : named_children(plist)) {
      std::string_view k = kind(p);
      Param q;
      if (k == "identifier") {
        q.name = text(p);
        q.hint = "param:" + q.name;
      } else if (k == "optional_parameter") {
        q.name = text(child(p, f_name));
        q.hint = "param:" + q.name;
        q.default_value = child(p, f_value);
      } else if (k == "splat_parameter") {
        TSNode nm = child(p, f_name);
        q.name = ts_node_is_null(nm) ? "__rest" : std::string(text(nm));
        q.hint = "param:*" + q.name;
      } else if (k == "hash_splat_parameter") {
        TSNode nm = child(p, f_name);
        kwrest.name = ts_node_is_null(nm) ? "__kwrest" : std::string(text(nm));
        kwrest.hint = "param:**" + kwrest.name;
        has_kwrest = true;
        continue;
      } else if (k == "keyword_parameter") {
        q.name = text(child(p, f_name));
        q.hint = "param:" + q.name;
        q.default_value = child(p, f_value);
        kw.push_back(q);
        continue;
      } else if (k == "block_parameter") {
        TSNode nm = child(p, f_name);
        block_name = ts_node_is_null(nm) ? "" : std::string(text(nm));
        continue;
      } else if (k == "destructured_parameter") {
        q.name = "__arg" + std::to_string(hidden++);
        q.hint = "param:" + q.name;
        q.destructure = true;
        q.pattern = p;
      } else {
        continue;
      }
      out.push_back(q);
    }
    for (auto& q : kw) out.push_back(q);
    if (has_kwrest) out.push_back(kwrest);
    return out;
  }
  static bool is_simple_literal(std::string_view k) {
    return k == "integer" || k == "float" || k == "nil" || k == "true" || k == "false" || k == "simple_symbol";
  }

  /// Function for a method/block/lambda. `self_param` adds `self` first;
  /// `with_block` adds the trailing `__blk` parameter.
  Reg define_function(std::string_view name, TSNode plist, TSNode body, bool self_param, bool with_block, Ctx c,
                      const std::vector<std::string>& extra_first = {}) {
    std::string block_name;
    auto params = params_of(plist, block_name);
    std::vector<std::string> hints;
    for (auto& e : extra_first) hints.push_back("param:" + e);
    if (self_param) hints.push_back("param:self");
    // `__blk` goes before a **kwargs parameter
    bool kwrest_last = !params.empty() && params.back().hint.rfind("param:**", 0) == 0;
    for (std::size_t i = 0; i < params.size(); ++i) {
      if (with_block && kwrest_last && i + 1 == params.size()) hints.push_back("param:__blk");
      hints.push_back(params[i].hint);
    }
    if (with_block && !kwrest_last) hints.push_back("param:__blk");
    std::vector<Reg> defaults(params.size(), kNoReg);
    for (std::size_t k = 0; k < params.size(); ++k) {
      TSNode d = params[k].default_value;
      if (ts_node_is_null(d)) {
        // block parameters are optional (blocks are lenient about arity)
        if (c == Ctx::Block && params[k].hint.find('*') == std::string::npos) defaults[k] = b_.const_none();
        continue;
      }
      defaults[k] = is_simple_literal(kind(d)) ? lower_expr(d) : call_fn("__rb_nodef", {});
    }
    frames_.push_back(Frame{c, {}});
    frames_.back().own_self = std::exchange(next_frame_own_self_, false);
    for (auto& e : extra_first) frames_.back().locals.insert(e);
    for (auto& p : params) frames_.back().locals.insert(p.name);
    if (self_param) frames_.back().locals.insert("self");
    if (with_block) frames_.back().locals.insert("__blk");
    Reg ref = emit_function(
        name, hints,
        [&] {
          for (auto& p : params) {
            TSNode d = p.default_value;
            if (!ts_node_is_null(d) && !is_simple_literal(kind(d))) {
              emit_if([&] { return b_.binop(Operator::Is, b_.load_var(p.name), call_fn("__rb_nodef", {})); },
                      [&] { b_.store_var(p.name, lower_expr(d)); }, {});
            }
            if (p.destructure) destructure_param(p.pattern, b_.load_var(p.name));
            if (p.hint.rfind("param:**", 0) == 0) b_.store_var(p.name, call_fn("__rb_symkeys", {b_.load_var(p.name)}));
            else if (p.hint.rfind("param:*", 0) == 0)  // *rest is an Array (the VM passes a tuple)
              b_.store_var(p.name, call_fn("__rb_to_ary", {b_.load_var(p.name)}));
          }
          if (!block_name.empty()) {
            frames_.back().locals.insert(block_name);
            b_.decl_var(block_name, b_.load_var("__blk"));
          }
          bool catch_return = (c == Ctx::Method || c == Ctx::ClassMethod) && block_returns(body);
          if (catch_return) {
            std::vector<CatchClause> hs;
            CatchClause cc;
            cc.classes.push_back("__RbReturn");
            cc.hint = "__RbReturn";
            cc.body = [&](Reg e) { emit_return(b_.load_field(e, "value")); };
            hs.push_back(std::move(cc));
            emit_try([&] { emit_return(body_value(body)); }, hs, {}, {}, true);
          } else {
            Reg v = body_value(body);
            emit_return(v);
          }
        },
        {},
        [&](const std::string& label) {
          for (std::size_t k = 0; k < params.size(); ++k)
            if (defaults[k] != kNoReg) b_.decl_var("__default_" + label + "_" + params[k].name, defaults[k]);
          if (with_block) b_.decl_var("__default_" + label + "___blk", b_.const_none());
        });
    frames_.pop_back();
    return ref;
  }
  /// Does a block inside `body` (not a nested def or lambda) `return`?
  bool block_returns(TSNode body) const {
    if (ts_node_is_null(body)) return false;
    std::vector<std::pair<TSNode, bool>> stack{{body, false}};
    while (!stack.empty()) {
      auto [x, in_blk] = stack.back();
      stack.pop_back();
      std::string_view kx = kind(x);
      if (kx == "method" || kx == "singleton_method" || kx == "class" || kx == "module" || kx == "lambda") continue;
      if (kx == "return" && in_blk) return true;
      bool blk = in_blk || kx == "block" || kx == "do_block";
      for (std::uint32_t i = 0; i < ts_node_child_count(x); ++i) stack.push_back({ts_node_child(x, i), blk});
    }
    return false;
  }
  void destructure_param(TSNode pattern, Reg v) {
    Reg arr = call_fn("__rb_to_ary", {v});
    std::int64_t k = 0;
    for (TSNode q : named_children(pattern)) {
      Reg item = b_.load_index(arr, b_.const_int(k++));
      if (kind(q) == "identifier") assign_local(text(q), item);
      else if (kind(q) == "destructured_parameter") destructure_param(q, item);
    }
  }

  std::string method_name(TSNode nm) {
    std::string name(text(nm));
    if (kind(nm) == "setter") name = std::string(text(child(nm, f_name))) + "=";
    return name;
  }

  /// Methods defined so far in each open class body, and aliases of methods
  /// it does not define (inherited ones), made once the class exists.
  std::vector<std::set<std::string>> body_methods_;
  std::vector<bool> dm_pending_;  ///< per class body: a computed define_method was lowered
  std::vector<std::vector<std::pair<std::string, std::string>>> deferred_aliases_;
  void note_body_method(const std::string& fname) {
    if (!body_methods_.empty()) body_methods_.back().insert(fname);
  }
  /// `alias new old` / `alias_method :new, :old`: the new name is bound to the
  /// old name's current method (a later redefinition of old keeps the alias).
  void make_alias(std::string nw, std::string old) {
    nw = protocol_name(nw);
    old = protocol_name(old);
    if (method_ctx() == Ctx::ClassBody && !body_methods_.empty()) {
      if (body_methods_.back().count(old)) {
        b_.decl_var(nw, b_.load_var(old));
        if (nw == "to_s") b_.decl_var("__str__", b_.load_var(old));
        body_methods_.back().insert(nw);
      } else {
        deferred_aliases_.back().emplace_back(nw, old);
      }
      return;
    }
    if (ctx() == Ctx::Top) b_.decl_var(nw, b_.load_var(old));
  }
  static std::string alias_name(std::string_view t) {
    if (!t.empty() && t[0] == ':') t.remove_prefix(1);
    return std::string(t);
  }
  void alias_stmt(TSNode n) {
    TSNode nw = child(n, f_name), old = child(n, f_alias);
    if (ts_node_is_null(nw) || ts_node_is_null(old)) return;
    make_alias(alias_name(text(nw)), alias_name(text(old)));
  }

  void method_def(TSNode n) {
    std::string name = method_name(child(n, f_name));
    Ctx outer = method_ctx();
    bool in_class = outer == Ctx::ClassBody;
    bool module_fn = in_class && !module_function_.empty() && module_function_.back();
    std::string fname = in_class ? protocol_name(name) : name;
    method_stack_.push_back(fname);
    method_params_.push_back(positional_names(child(n, f_parameters)));
    Reg ref = define_function(fname, child(n, f_parameters), child(n, f_body), in_class, true,
                              in_class && !module_fn ? Ctx::Method : (in_class ? Ctx::ClassMethod : Ctx::Method));
    method_stack_.pop_back();
    method_params_.pop_back();
    if (module_fn) ref = call_fn("__rb_classmethod", {ref});
    if (in_class || ctx() == Ctx::Top) b_.decl_var(fname, ref);
    else assign_local(fname, ref);
    if (in_class && !module_fn) note_body_method(fname);
    if (in_class && fname == "to_s") b_.decl_var("__str__", b_.load_var("to_s"));
  }
  Reg method_expr(TSNode n) {
    method_def(n);
    return sym_const(method_name(child(n, f_name)));
  }
  std::vector<std::string> positional_names(TSNode plist) {
    std::vector<std::string> out;
    if (ts_node_is_null(plist)) return out;
    for (TSNode p : named_children(plist)) {
      std::string_view k = kind(p);
      if (k == "identifier") out.emplace_back(text(p));
      else if (k == "optional_parameter") out.emplace_back(text(child(p, f_name)));
      else if (k == "splat_parameter" && !ts_node_is_null(child(p, f_name)))
        out.push_back("*" + std::string(text(child(p, f_name))));
    }
    return out;
  }
  /// `def self.name` (or a def inside `class << self`): a function of the
  /// class, not of its instances. It takes self first and is bound to the
  /// class it is called on (a subclass calling it is self).
  Reg class_method_function(TSNode n) {
    std::string name = method_name(child(n, f_name));
    method_stack_.push_back(name);
    method_params_.push_back(positional_names(child(n, f_parameters)));
    Reg ref = define_function(name, child(n, f_parameters), child(n, f_body), true, true, Ctx::ClassMethod);
    method_stack_.pop_back();
    method_params_.pop_back();
    return ref;
  }
  void singleton_method(TSNode n) {
    if (method_ctx() == Ctx::ClassBody) {
      b_.decl_var(protocol_name(method_name(child(n, f_name))), call_fn("__rb_classmethod", {class_method_function(n)}));
    } else {
      // def obj.m: a method of that one object (or class)
      Reg obj = lower_expr(child(n, f_object));
      std::string nm = method_name(child(n, f_name));
      method_stack_.push_back(nm);
      method_params_.push_back(positional_names(child(n, f_parameters)));
      // def Const.m: Const names a class or module, whose own @ivars the method uses
      bool on_class = kind(child(n, f_object)) == "constant" || kind(child(n, f_object)) == "scope_resolution";
      if (on_class) class_stack_.push_back(const_name(child(n, f_object)));
      Reg ref = define_function(nm, child(n, f_parameters), child(n, f_body), true, true,
                                on_class ? Ctx::ClassMethod : Ctx::Method);
      if (on_class) class_stack_.pop_back();
      method_stack_.pop_back();
      method_params_.pop_back();
      call_fn("__rb_defs", {obj, b_.const_str(protocol_name(nm)), ref});
    }
  }
  /// A class-level attr_reader/writer of `class << self`: the class's own
  /// instance variable (class_ivar_field: `__civ@x`).
  void class_attr(std::string_view m, TSNode args) {
    if (ts_node_is_null(args)) return;
    for (TSNode a : named_children(args)) {
      if (kind(a) != "simple_symbol") continue;
      std::string f(text(a).substr(1));
      if (m != "attr_writer") {
        Reg ref = emit_function(f, {"param:self"}, [&] { emit_return(b_.load_field(b_.load_var("self"), class_ivar_name("@" + f))); });
        b_.decl_var(f, call_fn("__rb_classmethod", {ref}));
      }
      if (m != "attr_reader") {
        Reg ref = emit_function(f + "=", {"param:self", "param:v"}, [&] {
          b_.store_field(b_.load_var("self"), class_ivar_name("@" + f), b_.load_var("v"));
          emit_return(b_.load_var("v"));
        });
        b_.decl_var(f + "=", call_fn("__rb_classmethod", {ref}));
      }
    }
  }
  /// `class << self ... end` in a class or module body: its defs are class
  /// methods, as `def self.x` would be; visibility words change nothing
  /// here. What else the singleton class can hold (attr_*, aliases, its own
  /// constants) and `class << obj` elsewhere are not modelled.
  void singleton_class(TSNode n) {
    TSNode value = child(n, f_value);
    if (method_ctx() != Ctx::ClassBody || ts_node_is_null(value) || kind(value) != "self") {
      unsupported(n);
      return;
    }
    TSNode body = child(n, f_body);
    if (ts_node_is_null(body)) return;
    std::set<std::string> defined;  // class methods of this body, for alias
    for (TSNode s : named_children(body)) {
      std::string_view k = kind(s);
      if (k == "comment") continue;
      if (k == "method") {
        ir::SpanScope sc(b_, span(s));
        defined.insert(protocol_name(method_name(child(s, f_name))));
        b_.decl_var(protocol_name(method_name(child(s, f_name))), call_fn("__rb_classmethod", {class_method_function(s)}));
      } else if (k == "call" && ts_node_is_null(child(s, f_receiver)) &&
                 (text(child(s, f_method)) == "attr_reader" || text(child(s, f_method)) == "attr_accessor" ||
                  text(child(s, f_method)) == "attr_writer")) {
        ir::SpanScope sc(b_, span(s));
        class_attr(text(child(s, f_method)), child(s, f_arguments));
      } else if ((k == "alias" || (k == "call" && ts_node_is_null(child(s, f_receiver)) && text(child(s, f_method)) == "alias_method"))) {
        // alias of a class method: the new name binds the same function
        std::string nw, old;
        if (k == "alias") {
          nw = alias_name(text(child(s, f_name)));
          old = alias_name(text(child(s, f_alias)));
        } else if (auto as = named_children(child(s, f_arguments)); as.size() == 2) {
          nw = alias_name(text(as[0]));
          old = alias_name(text(as[1]));
        }
        if (!nw.empty() && defined.count(protocol_name(old))) b_.decl_var(protocol_name(nw), b_.load_var(protocol_name(old)));
        else unsupported(s);
      } else if (k == "identifier" && (text(s) == "private" || text(s) == "public" || text(s) == "protected")) {
        continue;
      } else if (k == "call" && ts_node_is_null(child(s, f_receiver)) &&
                 (text(child(s, f_method)) == "private" || text(child(s, f_method)) == "public" ||
                  text(child(s, f_method)) == "protected")) {
        TSNode args = child(s, f_arguments);  // private def x ... end
        if (!ts_node_is_null(args))
          for (TSNode a : named_children(args))
            if (kind(a) == "method")
              b_.decl_var(protocol_name(method_name(child(a, f_name))), call_fn("__rb_classmethod", {class_method_function(a)}));
      } else {
        unsupported(s);
      }
    }
  }

  std::string const_name(TSNode n) {
    std::string s(text(n));
    if (auto p = s.rfind("::"); p != std::string::npos) s = s.substr(p + 2);
    return s;
  }

  void class_def(TSNode n) {
    std::string name = const_name(child(n, f_name));
    TSNode sup = child(n, f_superclass);
    std::vector<std::string> parents;
    TSNode body = child(n, f_body);
    // included modules come before the superclass in Ruby's ancestors
    collect_includes(body, parents);
    if (!ts_node_is_null(sup)) {
      auto kids = named_children(sup);
      if (!kids.empty()) {
        std::string s = const_name(kids[0]);
        if (kind(kids[0]) == "call" || kind(kids[0]) == "element_reference") s.clear();
        if (!s.empty()) parents.push_back(s);
      }
    }
    std::string csv;
    for (auto& p : parents) csv += (csv.empty() ? "" : ",") + p;
    lower_class_body(n, name, csv, body, false, !ts_node_is_null(sup));
  }
  void collect_includes(TSNode body, std::vector<std::string>& parents) {
    if (ts_node_is_null(body)) return;
    std::vector<std::string> inc;
    for (TSNode s : named_children(body)) {
      if (kind(s) != "call" || !ts_node_is_null(child(s, f_receiver))) continue;
      if (text(child(s, f_method)) != "include") continue;
      TSNode args = child(s, f_arguments);
      if (ts_node_is_null(args)) continue;
      for (TSNode a : named_children(args)) inc.push_back(const_name(a));
    }
    // the last included module comes first
    for (auto it = inc.rbegin(); it != inc.rend(); ++it) parents.push_back(*it);
  }
  void lower_class_body(TSNode n, const std::string& name, const std::string& csv, TSNode body, bool is_module,
                        bool has_super = false) {
    class_stack_.push_back(name);
    std::set<std::string> consts;
    if (!ts_node_is_null(body))
      for (TSNode s : named_children(body)) {
        if (kind(s) == "assignment" && kind(child(s, f_left)) == "constant") consts.emplace(text(child(s, f_left)));
        else if ((kind(s) == "class" || kind(s) == "module") && !ts_node_is_null(child(s, f_name)))
          consts.emplace(const_name(child(s, f_name)));
      }
    class_consts_.push_back(consts);
    module_function_.push_back(false);
    frames_.push_back(Frame{Ctx::ClassBody, {}});
    body_methods_.emplace_back();
    deferred_aliases_.emplace_back();
    dm_pending_.push_back(false);
    static const std::set<std::string> kCore = {"Integer", "Float",  "String", "Array",     "Hash",      "Symbol", "NilClass",
                                                "Numeric", "Object", "Range",  "TrueClass", "FalseClass", "Proc"};
    bool core_reopen = !is_module && class_stack_.size() == 1 && kCore.count(name);
    std::vector<TSNode> later;  // statements that run once the class exists
    Reg ref = emit_class(name, csv, [&] {
      if (is_module) b_.decl_var("__rb_module", b_.const_bool(true));
      if (!ts_node_is_null(body))
        for (TSNode s : named_children(body)) {
          if (!core_reopen && runs_on_class(s)) {
            later.push_back(s);
            if (!is_call_named(s, "include")) continue;
          }
          class_stmt(s);
        }
    });
    frames_.pop_back();
    if (dm_pending_.back()) call_fn("__rb_dm_flush", {b_.const_str(name), ref});
    dm_pending_.pop_back();
    body_methods_.pop_back();
    for (auto& [nw, old] : deferred_aliases_.back())
      call_fn("__rb_alias", {ref, b_.const_str(nw), b_.const_str(old)});
    deferred_aliases_.pop_back();
    module_function_.pop_back();
    class_consts_.pop_back();
    class_stack_.pop_back();
    (void)n;
    if (core_reopen) {
      // reopening a core class: its methods extend the built-in values;
      // the constant keeps naming the core class
      call_fn("__rb_reopen", {b_.const_str(name), ref});
      return;
    }
    if (method_ctx() == Ctx::ClassBody) b_.decl_var(name, ref);
    else if (frames_.size() == 1) b_.decl_var(name, ref);
    else b_.store_var(name, ref);
    // Class#inherited of the superclass, then the body's calls in order
    // (include runs the module's `included`), self being the class
    if (has_super) call_fn("__rb_inherited", {b_.load_var(name)});
    if (later.empty()) return;
    class_stack_.push_back(name);
    class_consts_.push_back(consts);
    module_function_.push_back(false);
    frames_.push_back(Frame{Ctx::ClassExec, {}});
    for (TSNode s : later) {
      ir::SpanScope sc(b_, span(s));
      if (is_call_named(s, "include")) {
        TSNode args = child(s, f_arguments);
        if (!ts_node_is_null(args))
          for (TSNode a : named_children(args)) call_fn("__rb_included", {lower_expr(a), b_.load_var(name)});
        continue;
      }
      lower_stmt(s);
    }
    frames_.pop_back();
    module_function_.pop_back();
    class_consts_.pop_back();
    class_stack_.pop_back();
  }
  bool is_call_named(TSNode s, std::string_view m) {
    return kind(s) == "call" && ts_node_is_null(child(s, f_receiver)) && text(child(s, f_method)) == m;
  }
  /// A class-body statement that calls a method of the class (or anything
  /// else at run time): it runs once the class exists. Definitions and the
  /// declarations the lowering resolves itself stay in the body.
  bool runs_on_class(TSNode s) {
    static const std::set<std::string_view> kDecl = {
        "attr_accessor", "attr_reader", "attr_writer", "attr", "private", "public", "protected", "module_function",
        "private_constant", "public_constant", "private_class_method", "public_class_method", "alias_method",
        "define_method", "require", "require_relative", "include"};
    std::string_view k = kind(s);
    if (k == "identifier") return !kDecl.count(text(s));
    if (k != "call") return false;
    if (!ts_node_is_null(child(s, f_receiver))) return true;
    if (text(child(s, f_method)) == "include") {  // only a module's `included` hook needs the run
      return true;
    }
    return !kDecl.count(text(child(s, f_method)));
  }
  void module_def(TSNode n) {
    std::string name = const_name(child(n, f_name));
    lower_class_body(n, name, "", child(n, f_body), true);
  }
  /// One statement of a class body: attr_*, include, private, ... are
  /// lowered here; the rest as ordinary statements.
  void class_stmt(TSNode s) {
    if (kind(s) == "identifier") {
      std::string_view m = text(s);
      if (m == "module_function") {
        module_function_.back() = true;
        return;
      }
      if (m == "private" || m == "public" || m == "protected") return;
    }
    if (kind(s) == "call" && ts_node_is_null(child(s, f_receiver))) {
      std::string_view m = text(child(s, f_method));
      TSNode args = child(s, f_arguments);
      ir::SpanScope sc(b_, span(s));
      if (m == "attr_accessor" || m == "attr_reader" || m == "attr_writer") {
        if (ts_node_is_null(args)) return;
        for (TSNode a : named_children(args)) {
          if (kind(a) != "simple_symbol") continue;
          std::string f(text(a).substr(1));
          if (m != "attr_writer") {
            Reg ref = emit_function(f, {"param:self"}, [&] { emit_return(b_.load_field(b_.load_var("self"), "@" + f)); });
            b_.decl_var(f, ref);
            note_body_method(f);
          }
          if (m != "attr_reader") {
            Reg ref = emit_function(f + "=", {"param:self", "param:v"}, [&] {
              b_.store_field(b_.load_var("self"), "@" + f, b_.load_var("v"));
              emit_return(b_.load_var("v"));
            });
            b_.decl_var(f + "=", ref);
            note_body_method(f + "=");
          }
        }
        return;
      }
      if (m == "include" || m == "extend" || m == "private" || m == "public" || m == "protected" ||
          m == "private_constant" || m == "attr" || m == "private_class_method" || m == "public_class_method") {
        if (m == "private" && !ts_node_is_null(args))  // private def foo ... end
          for (TSNode a : named_children(args))
            if (kind(a) == "method") method_def(a);
        return;
      }
      if (m == "module_function") {
        if (ts_node_is_null(args)) module_function_.back() = true;
        return;
      }
      if (m == "alias_method" && !ts_node_is_null(args)) {
        auto as = named_children(args);
        if (as.size() == 2 && (kind(as[0]) == "simple_symbol" || kind(as[0]) == "string") &&
            (kind(as[1]) == "simple_symbol" || kind(as[1]) == "string")) {
          auto nm = [&](TSNode a) {
            std::string t(text(a));
            return kind(a) == "string" ? t.substr(1, t.size() - 2) : t.substr(1);
          };
          make_alias(nm(as[0]), nm(as[1]));
          return;
        }
      }
      if (m == "define_method" && !ts_node_is_null(args)) {
        auto as = named_children(args);
        TSNode blk = child(s, f_block);
        if (!as.empty() && kind(as[0]) == "simple_symbol" && !ts_node_is_null(blk)) {
          std::string f(text(as[0]).substr(1));
          Reg ref = define_function(f, child(blk, f_parameters), child(blk, f_body), true, true, Ctx::Method);
          b_.decl_var(protocol_name(f), ref);
          note_body_method(protocol_name(f));
          return;
        }
        if (!as.empty() && !ts_node_is_null(blk) && !class_stack_.empty()) {
          // a computed name (define_method(name) { } in a loop): the block,
          // a closure taking self first, joins the class once it exists
          Reg nm = lower_expr(as[0]);
          next_frame_own_self_ = true;
          Reg fn = define_function("__dm", child(blk, f_parameters), child(blk, f_body), true, true, Ctx::Block);
          call_fn("__rb_dm_pending", {b_.const_str(class_stack_.back()), nm, fn});
          if (!dm_pending_.empty()) dm_pending_.back() = true;
          return;
        }
        unsupported(s);
        return;
      }
    }
    lower_stmt(s);
  }

  // --- control flow ------------------------------------------------------------------
  Reg cond_of(TSNode n, bool negate) {
    Reg c = lower_expr(n);
    return negate ? b_.unop(Operator::Not, c) : c;
  }
  void if_stmt(TSNode n) {
    // if / elsif chain
    bool neg = kind(n) == "unless";
    std::vector<TSNode> levels{n};
    TSNode alt = child(n, f_alternative);
    while (!ts_node_is_null(alt) && kind(alt) == "elsif") {
      levels.push_back(alt);
      alt = child(alt, f_alternative);
    }
    emit_if_chain(
        levels.size(), [&](std::size_t k) { return cond_of(child(levels[k], f_condition), neg && k == 0); },
        [&](std::size_t k) {
          TSNode c = child(levels[k], f_consequence);
          if (!ts_node_is_null(c)) lower_stmts(c);
        },
        ts_node_is_null(alt) ? std::function<void()>{} : std::function<void()>([&] { lower_stmts(alt); }),
        [&](std::size_t k) { return span(levels[k]); });
  }
  Reg if_expr(TSNode n) {
    bool neg = kind(n) == "unless";
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__if_" + std::to_string(id);
    b_.decl_var(tmp, b_.const_none());
    std::vector<TSNode> levels{n};
    TSNode alt = child(n, f_alternative);
    while (!ts_node_is_null(alt) && kind(alt) == "elsif") {
      levels.push_back(alt);
      alt = child(alt, f_alternative);
    }
    emit_if_chain(
        levels.size(), [&](std::size_t k) { return cond_of(child(levels[k], f_condition), neg && k == 0); },
        [&](std::size_t k) { b_.store_var(tmp, body_value(child(levels[k], f_consequence))); },
        ts_node_is_null(alt) ? std::function<void()>{}
                             : std::function<void()>([&] { b_.store_var(tmp, body_value(alt)); }),
        [&](std::size_t k) { return span(levels[k]); });
    return b_.load_var(tmp);
  }
  void if_modifier(TSNode n) {
    bool neg = kind(n) == "unless_modifier";
    emit_if([&] { return cond_of(child(n, f_condition), neg); }, [&] { lower_stmt(child(n, f_body)); }, {});
  }
  Reg if_modifier_expr(TSNode n) {
    bool neg = kind(n) == "unless_modifier";
    return emit_conditional([&] { return cond_of(child(n, f_condition), neg); },
                            [&] { return value_of(child(n, f_body)); }, [&] { return b_.const_none(); });
  }
  Reg conditional(TSNode n) {
    return emit_conditional([&] { return lower_expr(child(n, f_condition)); },
                            [&] { return lower_expr(child(n, f_consequence)); },
                            [&] { return lower_expr(child(n, f_alternative)); });
  }
  void while_stmt(TSNode n) {
    bool neg = kind(n) == "until";
    emit_loop([&] { return cond_of(child(n, f_condition), neg); },
              [&] {
                TSNode b = child(n, f_body);
                if (!ts_node_is_null(b)) lower_stmts(b);
              });
  }
  void while_modifier(TSNode n) {
    bool neg = kind(n) == "until_modifier";
    TSNode body = child(n, f_body);
    bool do_while = kind(body) == "begin";
    emit_loop([&] { return cond_of(child(n, f_condition), neg); }, [&] { lower_stmt(body); }, {}, {}, {},
              !do_while);
  }
  void for_stmt(TSNode n) {
    TSNode val = child(n, f_value);
    if (!ts_node_is_null(val) && kind(val) == "in") {
      auto kids = named_children(val);
      if (!kids.empty()) val = kids[0];
    }
    Reg seq = call_fn("__rb_iter", {lower_expr(val)});
    TSNode pat = child(n, f_pattern);
    emit_foreach(seq, [&](Reg item) {
      assign_target(pat, item);
      TSNode b = child(n, f_body);
      if (!ts_node_is_null(b)) lower_stmts(b);
    });
  }
  Reg jump_value(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) return kNoReg;
    TSNode args = kids[0];
    if (kind(args) == "argument_list") {
      auto as = named_children(args);
      if (as.size() == 1 && kind(as[0]) != "splat_argument") return lower_expr(as[0]);
      return array_of(as);
    }
    return lower_expr(args);
  }
  void return_stmt(TSNode n) {
    Reg v = jump_value(n);
    if (ctx() == Ctx::Block) {  // return from the enclosing method
      if (v == kNoReg) v = b_.const_none();
      b_.throw_(call_fn("__rb_return", {v}));
      after_terminator();
      return;
    }
    emit_return(v);
  }
  void break_stmt(TSNode n) {
    Reg v = jump_value(n);
    if (v != kNoReg && !loops_.empty() && !loop_values_.empty() && loop_values_.back().depth == loops_.size())
      b_.store_var(loop_values_.back().var, v);
    if (!loops_.empty() && emit_jump(true)) return;
    if (ctx() == Ctx::Block) {
      if (v == kNoReg) v = b_.const_none();
      b_.throw_(call_fn("__rb_break", {v}));
      after_terminator();
    }
  }
  void next_stmt(TSNode n) {
    Reg v = jump_value(n);
    if (!loops_.empty() && emit_jump(false)) return;
    emit_return(v);
  }

  /// `case v when a, b then ... else ... end`
  Reg case_expr(TSNode n) {
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__case_" + std::to_string(id), subj = "__subj_" + std::to_string(id);
    b_.decl_var(tmp, b_.const_none());
    TSNode val = child(n, f_value);
    bool has_subject = !ts_node_is_null(val);
    if (has_subject) b_.decl_var(subj, lower_expr(val));
    std::vector<TSNode> whens;
    TSNode els{};
    bool has_else = false;
    for (TSNode k : named_children(n)) {
      if (kind(k) == "when") whens.push_back(k);
      else if (kind(k) == "else") {
        els = k;
        has_else = true;
      }
    }
    emit_if_chain(
        whens.size(),
        [&](std::size_t k) {
          auto pats = field_children(whens[k], f_pattern);
          std::string acc = "__when_" + std::to_string(id) + "_" + std::to_string(k);
          // any pattern matches: short-circuit or over the patterns
          std::function<Reg(std::size_t)> test = [&](std::size_t i) -> Reg {
            auto one = [&]() -> Reg {
              TSNode p = pats[i];
              auto pk = named_children(p);
              TSNode e = pk.empty() ? p : pk[0];
              if (kind(e) == "splat_argument") {
                auto sk = named_children(e);
                return call_fn("__rb_case_any", {lower_expr(sk.empty() ? e : sk[0]), b_.load_var(subj)});
              }
              if (!has_subject) return lower_expr(e);
              return call_fn("__rb_case_eq", {lower_expr(e), b_.load_var(subj)});
            };
            if (i + 1 == pats.size()) return one();
            return emit_short_circuit(false, one, [&] { return test(i + 1); });
          };
          (void)acc;
          if (pats.empty()) return b_.const_bool(false);
          return test(0);
        },
        [&](std::size_t k) { b_.store_var(tmp, body_value(child(whens[k], f_body))); },
        has_else ? std::function<void()>([&] { b_.store_var(tmp, body_value(els)); }) : std::function<void()>{},
        [&](std::size_t k) { return span(whens[k]); });
    return b_.load_var(tmp);
  }

  /// `case v in pattern ...`: value, class, range, array, hash, find-free patterns.
  Reg case_match(TSNode n) {
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__case_" + std::to_string(id), subj = "__subj_" + std::to_string(id);
    b_.decl_var(tmp, b_.const_none());
    b_.decl_var(subj, lower_expr(child(n, f_value)));
    auto clauses = field_children(n, f_clauses);
    TSNode els = child(n, f_else);
    emit_if_chain(
        clauses.size(),
        [&](std::size_t k) {
          TSNode pat = child(clauses[k], f_pattern);
          Reg ok = pattern_test(pat, b_.load_var(subj));
          TSNode guard = child(clauses[k], f_guard);
          if (ts_node_is_null(guard)) return ok;
          bool neg = kind(guard) == "unless_guard";
          std::string g = "__guard_" + std::to_string(b_.new_label_id());
          b_.decl_var(g, ok);
          emit_if([&] { return b_.load_var(g); },
                  [&] { b_.store_var(g, cond_of(child(guard, f_condition), neg)); }, {});
          return b_.load_var(g);
        },
        [&](std::size_t k) { b_.store_var(tmp, body_value(child(clauses[k], f_body))); },
        [&] {
          if (!ts_node_is_null(els)) b_.store_var(tmp, body_value(els));
          else b_.throw_(call_fn("__rb_no_match", {b_.load_var(subj)}));
        },
        [&](std::size_t k) { return span(clauses[k]); });
    return b_.load_var(tmp);
  }
  /// `value => pattern` (binds, raises NoMatchingPatternError when it does
  /// not match, nil) and `value in pattern` (binds, true or false).
  Reg match_pattern(TSNode n) {
    std::string subj = "__subj_" + std::to_string(b_.new_label_id());
    b_.decl_var(subj, lower_expr(child(n, f_value)));
    Reg ok = pattern_test(child(n, f_pattern), b_.load_var(subj));
    if (kind(n) == "test_pattern") return ok;
    std::string okv = subj + "_ok";
    b_.decl_var(okv, ok);
    emit_if([&] { return b_.unop(Operator::Not, b_.load_var(okv)); },
            [&] { b_.throw_(call_fn("__rb_no_match", {b_.load_var(subj)})); after_terminator(); }, {});
    return b_.const_none();
  }
  /// Returns a register that is true when `v` matches; binds names as it goes
  /// (bindings happen only for the parts tested so far).
  Reg pattern_test(TSNode p, Reg v) {
    if (ts_node_is_null(p)) return b_.const_bool(false);
    if (deeper_than_allowed(p)) return b_.const_bool(false);
    DepthGuard g(depth_);
    std::string_view k = kind(p);
    if (k == "identifier") {
      if (text(p) != "_") assign_local(text(p), v);
      return b_.const_bool(true);
    }
    if (k == "array_pattern" || k == "find_pattern") {
      std::vector<TSNode> items;
      for (TSNode q : named_children(p))
        if (ts_node_is_null(child(p, f_name)) || q.id != child(p, f_name).id) items.push_back(q);
      TSNode cls = child(p, ts_language_field_id_for_name(lang_, "class", 5));
      std::int64_t fixed = 0;
      bool rest = false;
      for (TSNode q : items) {
        if (!ts_node_is_null(cls) && q.id == cls.id) continue;
        if (kind(q) == "splat_parameter") rest = true;
        else ++fixed;
      }
      std::string acc = "__pm_" + std::to_string(b_.new_label_id());
      // Const(...) tests the class first; then the value's deconstruct
      // (arrays as they are, structs and objects through their method)
      std::string arr = acc + "_a";
      b_.decl_var(arr, b_.const_none());
      b_.decl_var(acc, ts_node_is_null(cls) ? b_.const_bool(true) : call_fn("__rb_case_eq", {lower_expr(cls), v}));
      emit_if([&] { return b_.load_var(acc); },
              [&] {
                b_.store_var(arr, call_fn("__rb_pm_deconstruct", {v}));
                b_.store_var(acc, call_fn("__rb_pm_array", {b_.load_var(arr), b_.const_int(fixed), b_.const_bool(rest)}));
              }, {});
      v = b_.load_var(arr);
      std::int64_t idx = 0;
      bool after_rest = false;
      for (TSNode q : items) {
        if (!ts_node_is_null(cls) && q.id == cls.id) continue;
        if (kind(q) == "splat_parameter") {
          after_rest = true;
          TSNode nm = child(q, f_name);
          if (!ts_node_is_null(nm)) {
            emit_if([&] { return b_.load_var(acc); },
                    [&] { assign_local(text(nm), call_fn("__rb_pm_rest", {v, b_.const_int(idx), b_.const_int(fixed)})); }, {});
          }
          continue;
        }
        std::int64_t at = after_rest ? idx - fixed : idx;
        ++idx;
        emit_if([&] { return b_.load_var(acc); },
                [&] {
                  Reg item = b_.load_index(v, b_.const_int(at));
                  b_.store_var(acc, pattern_test(q, item));
                },
                {});
      }
      return b_.load_var(acc);
    }
    if (k == "hash_pattern") {
      std::string acc = "__pm_" + std::to_string(b_.new_label_id());
      TSNode cls = child(p, ts_language_field_id_for_name(lang_, "class", 5));
      // Const(k:) tests the class first; then deconstruct_keys(keys) of
      // structs and objects (a Hash is used as it is)
      std::vector<Reg> keys;
      bool any_rest = false;
      for (TSNode q : named_children(p)) {
        if (kind(q) == "hash_splat_parameter" || kind(q) == "hash_splat_nil") any_rest = true;
        if (kind(q) != "keyword_pattern") continue;
        std::string kname(text(child(q, f_key)));
        if (!kname.empty() && kname.back() == ':') kname.pop_back();
        keys.push_back(sym_const(kname));
      }
      std::string hv = acc + "_h";
      b_.decl_var(hv, b_.const_none());
      b_.decl_var(acc, ts_node_is_null(cls) ? b_.const_bool(true) : call_fn("__rb_case_eq", {lower_expr(cls), v}));
      emit_if([&] { return b_.load_var(acc); },
              [&] {
                b_.store_var(hv, call_fn("__rb_pm_deconstruct_keys", {v, any_rest ? b_.const_none() : make_list(keys)}));
                b_.store_var(acc, call_fn("__rb_pm_hash", {b_.load_var(hv)}));
              }, {});
      v = b_.load_var(hv);
      for (TSNode q : named_children(p)) {
        if (kind(q) != "keyword_pattern") continue;
        TSNode key = child(q, f_key);
        TSNode val = child(q, f_value);
        std::string kname(text(key));
        if (!kname.empty() && kname.back() == ':') kname.pop_back();
        emit_if([&] { return b_.load_var(acc); },
                [&] {
                  Reg has = call_fn("__rb_pm_key", {v, sym_const(kname)});
                  b_.store_var(acc, has);
                  emit_if([&] { return b_.load_var(acc); },
                          [&] {
                            Reg item = b_.load_index(v, sym_const(kname));
                            if (ts_node_is_null(val)) assign_local(kname, item);
                            else b_.store_var(acc, pattern_test(val, item));
                          },
                          {});
                },
                {});
      }
      for (TSNode q : named_children(p)) {  // **rest binds the other keys; **nil allows none
        if (kind(q) != "hash_splat_parameter" && kind(q) != "hash_splat_nil") continue;
        TSNode nm = child(q, f_name);
        bool nil = kind(q) == "hash_splat_nil";
        if (!nil && ts_node_is_null(nm)) continue;
        emit_if([&] { return b_.load_var(acc); },
                [&] {
                  Reg rest = call_fn("__rb_pm_hrest", {v, make_list(keys)});
                  if (nil) b_.store_var(acc, call_m(rest, "empty?", {}));
                  else assign_local(text(nm), rest);
                }, {});
      }
      return b_.load_var(acc);
    }
    if (k == "as_pattern") {
      Reg ok = pattern_test(child(p, f_value), v);
      std::string acc = "__pm_" + std::to_string(b_.new_label_id());
      b_.decl_var(acc, ok);
      emit_if([&] { return b_.load_var(acc); }, [&] { assign_local(text(child(p, f_name)), v); }, {});
      return b_.load_var(acc);
    }
    if (k == "alternative_pattern") {
      auto alts = field_children(p, ts_language_field_id_for_name(lang_, "alternatives", 12));
      std::string acc = "__pm_" + std::to_string(b_.new_label_id());
      b_.decl_var(acc, b_.const_bool(false));
      for (TSNode a : alts)
        emit_if([&] { return b_.unop(Operator::Not, b_.load_var(acc)); },
                [&] { b_.store_var(acc, pattern_test(a, v)); }, {});
      return b_.load_var(acc);
    }
    if (k == "parenthesized_pattern") {
      auto kids = named_children(p);
      return kids.empty() ? b_.const_bool(false) : pattern_test(kids[0], v);
    }
    if (k == "variable_reference_pattern") return call_fn("__rb_case_eq", {lower_expr(child(p, f_name)), v});
    if (k == "expression_reference_pattern") return call_fn("__rb_case_eq", {lower_expr(child(p, f_value)), v});
    return call_fn("__rb_case_eq", {lower_expr(p), v});
  }

  Reg begin_expr(TSNode n) {
    std::vector<TSNode> kids = named_children(n);
    // begin ... end: a body_statement-like list of children
    std::vector<TSNode> stmts, rescues;
    TSNode els{}, ens{};
    for (TSNode k : kids) {
      std::string_view kk = kind(k);
      if (kk == "rescue") rescues.push_back(k);
      else if (kk == "else") els = k;
      else if (kk == "ensure") ens = k;
      else stmts.push_back(k);
    }
    if (rescues.empty() && ts_node_is_null(els) && ts_node_is_null(ens)) return lower_value_seq(stmts);
    return emit_rescue(stmts, rescues, els, ens, n);
  }
  Reg rescue_modifier(TSNode n) {
    std::vector<TSNode> stmts{child(n, f_body)};
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__val_" + std::to_string(id);
    b_.decl_var(tmp, b_.const_none());
    CatchClause c;
    c.classes.push_back("Exception");
    c.hint = "Exception";
    TSNode h = child(n, f_handler);
    c.body = [&, h](Reg) { b_.store_var(tmp, value_of(h)); };
    emit_try([&] { b_.store_var(tmp, value_of(child(n, f_body))); }, {c}, {}, {}, false);
    return b_.load_var(tmp);
  }

  // --- literals ------------------------------------------------------------------------
  Reg integer(TSNode n) {
    Operand lit;
    if (frontend::integer_literal(b_, text(n), lit)) return b_.const_(lit);
    return unsupported(n);
  }
  Reg float_lit(TSNode n) {
    Operand lit;
    std::string t;
    for (char ch : text(n))
      if (ch != '_') t += ch;
    if (frontend::float_literal(b_, t, lit)) return b_.const_(lit);
    return unsupported(n);
  }
  /// `3r`, `0.75r`: Rational(digits, 10**fraction digits), exact as Ruby
  /// reads the decimal text (not through a float).
  Reg rational_lit(TSNode n) {
    std::string t;
    for (char ch : text(n))
      if (ch != '_' && ch != 'r') t += ch;
    const std::size_t dot = t.find('.');
    std::string digits = dot == std::string::npos ? t : t.substr(0, dot) + t.substr(dot + 1);
    const std::size_t frac = dot == std::string::npos ? 0 : t.size() - dot - 1;
    Operand num;
    if (frac > 18 || digits.empty() || !frontend::integer_literal(b_, digits, num)) return unsupported(n);
    std::int64_t den = 1;
    for (std::size_t k = 0; k < frac; ++k) den *= 10;
    return call_fn("Rational", {b_.const_(num), b_.const_int(den)});
  }
  Reg true_lit(TSNode) { return b_.const_bool(true); }
  Reg false_lit(TSNode) { return b_.const_bool(false); }
  Reg nil_lit(TSNode) { return b_.const_none(); }
  Reg character(TSNode n) { return b_.const_str(text(n).substr(1)); }

  static std::string unescape_single(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] == '\\' && i + 1 < s.size() && (s[i + 1] == '\\' || s[i + 1] == '\'')) {
        out += s[i + 1];
        ++i;
      } else out += s[i];
    }
    return out;
  }
  /// Ruby's double-quote escapes: \e and \s besides the common ones, and an
  /// unknown escape (\#, \$, \q) stands for the character itself.
  static std::string unescape_double(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
      if (s[i] != '\\' || i + 1 >= s.size()) {
        out += s[i++];
        continue;
      }
      char c = s[i + 1];
      if (c == 'e') out += '\x1b';
      else if (c == 's') out += ' ';
      else if (std::string_view("ntrabfv\\'\"`\nxuU01234567").find(c) != std::string_view::npos) {
        std::size_t j = i + 2;  // the escape's extent, for the common decoder
        if (c == 'x') while (j < s.size() && j < i + 4 && std::isxdigit(static_cast<unsigned char>(s[j]))) ++j;
        else if (c == 'u' && j < s.size() && s[j] == '{') {
          while (j < s.size() && s[j] != '}') ++j;
          j = std::min(s.size(), j + 1);
        } else if (c == 'u') j = std::min(s.size(), i + 6);
        else if (c == 'U') j = std::min(s.size(), i + 10);
        else if (c >= '0' && c <= '7') while (j < s.size() && j < i + 4 && s[j] >= '0' && s[j] <= '7') ++j;
        if (c == 'x' && j == i + 3) out += static_cast<char>(std::strtol(std::string(s.substr(i + 2, 1)).c_str(), nullptr, 16));
        else out += frontend::unescape(s.substr(i, j - i));
        i = j;
        continue;
      } else out += c;
      i += 2;
    }
    return out;
  }
  /// Pieces of an interpolated literal: constant text and values.
  Reg literal_contents(TSNode n, bool raw) {
    std::vector<Reg> parts;
    std::string pending;
    bool dynamic = false;
    for (std::uint32_t i = 0; i < ts_node_named_child_count(n); ++i) {
      TSNode k = ts_node_named_child(n, i);
      std::string_view kk = kind(k);
      if (kk == "string_content" || kk == "heredoc_content") pending += raw ? unescape_single(text(k)) : std::string(text(k));
      else if (kk == "escape_sequence") {
        if (raw) pending += unescape_single(text(k));
        else pending += unescape_double(text(k));
      } else if (kk == "interpolation") {
        dynamic = true;
        if (!pending.empty()) parts.push_back(b_.const_str(pending));
        pending.clear();
        auto inner = named_children(k);
        Reg v = lower_value_seq(inner);
        parts.push_back(call_fn("__rb_str", {v}));
      }
    }
    if (!pending.empty() || parts.empty()) parts.push_back(b_.const_str(pending));
    (void)dynamic;
    Reg acc = parts[0];
    if (parts.size() == 1 && !dynamic) return call_fn(frozen_literals_ ? "__rb_fstr" : "__rb_strnew", {acc});
    for (std::size_t i = 1; i < parts.size(); ++i) acc = b_.binop(Operator::Add, acc, parts[i]);
    return acc;
  }
  bool single_quoted(TSNode n) const {
    std::string_view t = text(n);
    return !t.empty() && (t[0] == '\'' || t.rfind("%q", 0) == 0);
  }
  Reg string_lit(TSNode n) { return literal_contents(n, single_quoted(n)); }
  Reg chained_string(TSNode n) {
    Reg acc = kNoReg;
    for (TSNode s : named_children(n)) {
      Reg v = lower_expr(s);
      acc = acc == kNoReg ? v : b_.binop(Operator::Add, acc, v);
    }
    return acc == kNoReg ? b_.const_str("") : acc;
  }
  Reg simple_symbol(TSNode n) { return sym_const(text(n).substr(1)); }
  Reg hash_key_symbol(TSNode n) { return sym_const(text(n)); }
  Reg delimited_symbol(TSNode n) {
    Reg s = literal_contents(n, false);
    return call_fn("__rb_to_sym", {s});
  }
  Reg word_array(TSNode n) {
    bool syms = kind(n) == "symbol_array";
    std::vector<Reg> items;
    for (TSNode w : named_children(n)) {
      std::string s(text(w));
      items.push_back(syms ? sym_const(s) : call_fn("__rb_strnew", {b_.const_str(s)}));
    }
    return make_list(items);
  }
  Reg make_list(const std::vector<Reg>& items) {
    Reg a = b_.new_array("list", b_.const_int(static_cast<std::int64_t>(items.size())));
    for (std::size_t i = 0; i < items.size(); ++i) b_.store_index(a, b_.const_int(static_cast<std::int64_t>(i)), items[i]);
    return a;
  }
  Reg array_of(const std::vector<TSNode>& elems) {
    bool splat = false;
    for (TSNode e : elems)
      if (kind(e) == "splat_argument") splat = true;
    if (!splat) {
      std::vector<Reg> items;
      for (TSNode e : elems) items.push_back(kind(e) == "pair" ? hash_of({e}) : lower_expr(e));
      return make_list(items);
    }
    Reg a = b_.new_array("list", b_.const_int(0));
    for (TSNode e : elems) {
      if (kind(e) == "splat_argument") {
        auto k = named_children(e);
        Reg v = call_fn("__rb_to_a", {k.empty() ? b_.const_none() : lower_expr(k[0])});
        call_fn("__extend", {a, v});
      } else call_fn("__append", {a, lower_expr(e)});
    }
    return a;
  }
  Reg array(TSNode n) { return array_of(named_children(n)); }
  Reg hash_of(const std::vector<TSNode>& pairs) {
    Reg d = b_.new_object("dict");
    for (TSNode p : pairs) {
      if (kind(p) == "pair") {
        TSNode key = child(p, f_key), val = child(p, f_value);
        Reg k = lower_expr(key);
        Reg v = ts_node_is_null(val) ? lower_expr_name(text(key)) : lower_expr(val);
        b_.store_index(d, k, v);
      } else if (kind(p) == "hash_splat_argument") {
        auto k = named_children(p);
        if (!k.empty()) call_m(d, "update", {lower_expr(k[0])});
      }
    }
    return d;
  }
  Reg lower_expr_name(std::string_view key) {
    std::string k(key);
    if (!k.empty() && k.back() == ':') k.pop_back();
    return is_local(k) ? b_.load_var(k) : call_self_or_fn(k, {});
  }
  Reg hash(TSNode n) { return hash_of(named_children(n)); }
  Reg range(TSNode n) {
    TSNode lo = child(n, f_begin), hi = child(n, f_end);
    Reg a = ts_node_is_null(lo) ? b_.const_none() : lower_expr(lo);
    Reg z = ts_node_is_null(hi) ? b_.const_none() : lower_expr(hi);
    bool excl = text(child(n, f_operator)) == "...";
    return call_fn("__rb_range", {a, z, b_.const_bool(excl)});
  }
  Reg regex(TSNode n) {
    std::string_view t = text(n);
    std::string flags;
    std::size_t close = t.rfind('/');
    if (t.size() >= 2 && t[0] == '/' && close != std::string_view::npos && close > 0) flags = std::string(t.substr(close + 1));
    // source: the raw pattern (escapes are PCRE's), interpolation joined in
    std::vector<Reg> parts;
    std::string pending;
    for (TSNode k : named_children(n)) {
      std::string_view kk = kind(k);
      if (kk == "string_content" || kk == "escape_sequence") pending += text(k);
      else if (kk == "interpolation") {
        if (!pending.empty()) parts.push_back(b_.const_str(pending));
        pending.clear();
        parts.push_back(call_fn("__rb_str", {lower_value_seq(named_children(k))}));
      }
    }
    if (!pending.empty() || parts.empty()) parts.push_back(b_.const_str(pending));
    Reg src = parts[0];
    for (std::size_t i = 1; i < parts.size(); ++i) src = b_.binop(Operator::Add, src, parts[i]);
    return call_fn("__rb_regex", {src, b_.const_str(flags)});
  }
  Reg heredoc(TSNode n) {
    std::string_view t = text(n);
    bool squiggly = t.rfind("<<~", 0) == 0;
    bool raw = t.find('\'') != std::string_view::npos;
    TSNode body{};
    bool found = false;
    while (next_heredoc_ < heredoc_bodies_.size()) {
      TSNode cand = heredoc_bodies_[next_heredoc_++];
      if (ts_node_start_byte(cand) >= ts_node_end_byte(n)) {
        body = cand;
        found = true;
        break;
      }
    }
    if (!found) return b_.const_str("");
    Reg s = literal_contents(body, raw);
    return call_fn("__rb_heredoc", {s, b_.const_bool(squiggly)});
  }

  // --- names -------------------------------------------------------------------------------
  Reg self_expr(TSNode) { return self_reg(); }
  Reg self_reg() {
    if (in_own_self_block()) return b_.load_var("self");
    Ctx m = method_ctx();
    if (m == Ctx::Method || m == Ctx::ClassMethod) return b_.load_var("self");
    if ((m == Ctx::ClassBody || m == Ctx::ClassExec) && !class_stack_.empty()) return b_.load_var(class_stack_.back());
    return call_fn("__rb_main", {});
  }
  Reg identifier(TSNode n) {
    std::string_view name = text(n);
    if (is_local(name)) return b_.load_var(name);
    if (name == "raise" || name == "fail") {  // a bare `raise`: re-raises the exception being handled
      b_.rethrow();
      after_terminator();
      return b_.const_none();
    }
    return call_self_or_fn(name, {});
  }
  Reg constant(TSNode n) {
    std::string name(text(n));
    // constants of enclosing classes, read from a method
    if (method_ctx() != Ctx::ClassBody)
      for (std::size_t i = class_consts_.size(); i-- > 0;)
        if (class_consts_[i].count(name)) return b_.load_field(b_.load_var(class_stack_[i]), name);
    return b_.load_var(name);
  }
  Reg ivar(TSNode n) { return load_ivar(text(n)); }
  /// Instance variables of the class object itself (`@x` in a class body or
  /// a class method) are fields named class_ivar_field("@x"): the kernel finds a class's
  /// attributes through its instances, and an instance's own `@x` must not
  /// see the class's. A class body runs before its class exists, so it keeps
  /// them as class attributes; the runtime reads a missing one as nil.
  bool class_level_ivar() {
    if (in_own_self_block()) return false;
    Ctx m = method_ctx();
    return (m == Ctx::ClassMethod || m == Ctx::ClassBody || m == Ctx::ClassExec) && !class_stack_.empty();
  }
  bool in_class_body() { return method_ctx() == Ctx::ClassBody && ctx() == Ctx::ClassBody; }
  static std::string class_ivar_name(std::string_view name) { return reddragon::ruby::class_ivar_field(name); }
  Reg load_ivar(std::string_view name) {
    if (!class_level_ivar()) return b_.load_field(self_reg(), name);
    std::string civ = class_ivar_name(name);
    if (in_class_body()) return is_local(civ) ? b_.load_var(civ) : b_.const_none();
    return b_.load_field(self_reg(), civ);
  }
  void store_ivar(std::string_view name, Reg v) {
    if (!class_level_ivar()) return b_.store_field(self_reg(), name, v);
    std::string civ = class_ivar_name(name);
    if (in_class_body()) return assign_local(civ, v);
    b_.store_field(self_reg(), civ, v);
  }
  Reg cvar(TSNode n) {
    if (method_ctx() == Ctx::ClassBody && ctx() == Ctx::ClassBody) return b_.load_var(text(n));
    Reg cls = class_stack_.empty() ? call_fn("__rb_main", {}) : b_.load_var(class_stack_.back());
    return b_.load_field(cls, text(n));
  }
  Reg gvar(TSNode n) {
    std::string_view t = text(n);
    if (t.size() == 2 && t[1] >= '0' && t[1] <= '9') return call_fn("__rb_last_group", {b_.const_int(t[1] - '0')});
    if (t == "$~") return call_fn("__rb_last_match", {});
    if (t == "$stdout" || t == "$stderr") return b_.load_var("STDOUT");
    return call_fn("__rb_gvar_get", {b_.const_str(t)});
  }
  Reg scope_resolution(TSNode n) {
    TSNode scope = child(n, f_scope);
    std::string name(text(child(n, f_name)));
    if (ts_node_is_null(scope)) return b_.load_var(name);
    std::string sc(text(scope));
    if (sc == "Float" || sc == "Math" || sc == "Integer" || sc == "File" || sc == "Comparable" || sc == "Enumerable")
      return b_.load_var(sc + "::" + name);
    return b_.load_field(lower_expr(scope), name);
  }

  // --- operators -------------------------------------------------------------------------------
  Reg binary(TSNode n) {
    std::string_view op = text(child(n, f_operator));
    TSNode l = child(n, f_left), r = child(n, f_right);
    if (op == "&&" || op == "and") return emit_short_circuit(true, [&] { return lower_expr(l); }, [&] { return lower_expr(r); });
    if (op == "||" || op == "or") return emit_short_circuit(false, [&] { return lower_expr(l); }, [&] { return lower_expr(r); });
    static const std::pair<const char*, Operator> ops[] = {
        {"+", Operator::Add},  {"-", Operator::Sub},    {"*", Operator::Mul},     {"/", Operator::Div},
        {"%", Operator::Mod},  {"**", Operator::Pow},   {"==", Operator::Eq},     {"!=", Operator::Ne},
        {"<", Operator::Lt},   {"<=", Operator::Le},    {">", Operator::Gt},      {">=", Operator::Ge},
        {"&", Operator::BitAnd}, {"|", Operator::BitOr}, {"^", Operator::BitXor}, {">>", Operator::Shr}};
    if (op == "<<") {
      Reg a = lower_expr(l);
      Reg v = call_m(a, "<<", {lower_expr(r)});
      return v;
    }
    if (op == "!~") return b_.unop(Operator::Not, call_m(lower_expr(l), "=~", {lower_expr(r)}));
    for (auto& [s, o] : ops)
      if (op == s) {
        Reg a = lower_expr(l);
        Reg c = lower_expr(r);
        return b_.binop(o, a, c);
      }
    // <=>, =~, ===, ... are methods
    Reg a = lower_expr(l);
    return call_m(a, op, {lower_expr(r)});
  }
  Reg unary(TSNode n) {
    std::string_view op = text(child(n, f_operator));
    TSNode x = child(n, f_operand);
    if (op == "defined?") {
      while (!ts_node_is_null(x) && kind(x) == "parenthesized_statements" && ts_node_named_child_count(x) == 1)
        x = ts_node_named_child(x, 0);
      if (ts_node_is_null(x)) return b_.const_none();
      if (kind(x) == "identifier" && !is_local(text(x)) && (toplevel_defs_.count(std::string(text(x))) || is_kernel_function(text(x))))
        return b_.const_str("method");
      if (kind(x) == "identifier") return is_local(text(x)) ? b_.const_str("local-variable") : b_.const_none();
      // recv.m: "method" when recv responds to m; @x: when self has it set
      if (kind(x) == "call" && !ts_node_is_null(child(x, f_receiver)) && !ts_node_is_null(child(x, f_method)))
        return call_fn("__rb_defined_call", {lower_expr(child(x, f_receiver)), b_.const_str(text(child(x, f_method)))});
      if (kind(x) == "instance_variable") return call_fn("__rb_defined_call", {self_reg(), b_.const_str(text(x))});
      return call_fn("__rb_defined", {b_.const_str(text(x))});
    }
    Reg v = lower_expr(x);
    if (op == "!" || op == "not") return b_.unop(Operator::Not, v);
    if (op == "-") return b_.unop(Operator::Neg, v);
    if (op == "+") return call_fn("__rb_uplus", {v});
    if (op == "~") return b_.unop(Operator::BitNot, v);
    return unsupported(n);
  }
  TSFieldId f_operand = ts_language_field_id_for_name(tree_sitter_ruby(), "operand", 7);

  Reg parenthesized(TSNode n) { return lower_value_seq(named_children(n)); }

  // --- assignment ----------------------------------------------------------------------------------
  Reg assignment(TSNode n) {
    TSNode l = child(n, f_left), r = child(n, f_right);
    // Point = Struct.new(:x, :y) [do ... end]
    if (kind(l) == "constant" && kind(r) == "call" && text(child(r, f_method)) == "new" &&
        text(child(r, f_receiver)) == "Struct")
      return struct_def(text(l), r);
    if (kind(r) == "splat_argument") {  // x = *v / a, b = *v: the array v.to_a gives
      auto kids = named_children(r);
      Reg v = call_fn("__rb_to_a", {kids.empty() ? b_.const_none() : lower_expr(kids[0])});
      if (kind(l) == "left_assignment_list") {
        std::string tmp = "__masgn_" + std::to_string(b_.new_label_id());
        b_.decl_var(tmp, v);
        destructure(l, b_.load_var(tmp));
        return b_.load_var(tmp);
      }
      assign_target(l, v);
      return v;
    }
    if (kind(l) == "left_assignment_list" || kind(r) == "right_assignment_list") {
      Reg v = kind(r) == "right_assignment_list" ? array_of(named_children(r)) : lower_expr(r);
      std::string tmp = "__masgn_" + std::to_string(b_.new_label_id());
      b_.decl_var(tmp, v);
      if (kind(l) == "left_assignment_list") destructure(l, call_fn("__rb_to_ary", {b_.load_var(tmp)}));
      else assign_target(l, b_.load_var(tmp));
      return b_.load_var(tmp);
    }
    // Ruby makes `x` a local (nil) once the parser has seen `x =`: the right
    // side already reads the variable, as a recursive `f = lambda { f.(n) }` does
    if (kind(l) == "identifier" && !is_local(text(l))) assign_local(text(l), b_.const_none());
    Reg v = lower_expr(r);
    assign_target(l, v);
    return v;
  }
  void destructure(TSNode list, Reg arr) {
    auto items = named_children(list);
    std::int64_t n_items = static_cast<std::int64_t>(items.size());
    for (std::int64_t k = 0; k < n_items; ++k) {
      TSNode t = items[static_cast<std::size_t>(k)];
      if (kind(t) == "rest_assignment") {
        auto kids = named_children(t);
        Reg rest = call_fn("__rb_pm_rest", {arr, b_.const_int(k), b_.const_int(n_items - 1)});
        if (!kids.empty()) assign_target(kids[0], rest);
        // the remaining targets count from the end
        for (std::int64_t j = k + 1; j < n_items; ++j)
          assign_target(items[static_cast<std::size_t>(j)],
                        call_fn("__rb_at", {arr, b_.const_int(j - n_items)}));
        return;
      }
      Reg item = call_fn("__rb_at", {arr, b_.const_int(k)});
      if (kind(t) == "destructured_left_assignment") destructure(t, call_fn("__rb_to_ary", {item}));
      else assign_target(t, item);
    }
  }
  void assign_target(TSNode l, Reg v) {
    std::string_view k = kind(l);
    if (k == "identifier") assign_local(text(l), v);
    else if (k == "instance_variable") store_ivar(text(l), v);
    else if (k == "class_variable" && ctx() == Ctx::ClassBody) b_.decl_var(text(l), v);
    else if (k == "class_variable") {
      Reg cls = class_stack_.empty() ? call_fn("__rb_main", {}) : b_.load_var(class_stack_.back());
      b_.store_field(cls, text(l), v);
    } else if (k == "global_variable") call_fn("__rb_gvar_set", {b_.const_str(text(l)), v});
    else if (k == "constant") {
      if (method_ctx() == Ctx::ClassBody || frames_.size() == 1) b_.decl_var(text(l), v);
      else b_.store_var(text(l), v);
    } else if (k == "element_reference") {
      Reg obj = lower_expr(child(l, f_object));
      auto idx = named_children(l);
      std::vector<Reg> is;
      for (TSNode i : idx)
        if (i.id != child(l, f_object).id && kind(i) != "block") is.push_back(lower_expr(i));
      if (is.size() == 1) b_.store_index(obj, is[0], v);
      else {
        is.push_back(v);
        call_m(obj, "[]=", is);
      }
    } else if (k == "call") {
      Reg obj = lower_expr(child(l, f_receiver));
      std::string m(text(child(l, f_method)));
      call_m(obj, m + "=", {v});
    } else if (k == "left_assignment_list" || k == "destructured_left_assignment") {
      destructure(l, call_fn("__rb_to_ary", {v}));
    } else if (k == "rest_assignment") {
      auto kids = named_children(l);
      if (!kids.empty()) assign_target(kids[0], call_fn("__rb_to_a", {v}));
    } else {
      unsupported(l);
    }
  }
  Reg operator_assignment(TSNode n) {
    TSNode l = child(n, f_left), r = child(n, f_right);
    std::string op(text(child(n, f_operator)));
    op.pop_back();  // "+=" -> "+"
    // evaluate the target's parts once
    std::function<Reg()> read;
    std::function<void(Reg)> write;
    std::string_view k = kind(l);
    if (k == "element_reference") {
      std::string o = "__oa_" + std::to_string(b_.new_label_id()), i = o + "_i";
      b_.decl_var(o, lower_expr(child(l, f_object)));
      std::vector<TSNode> idx;
      for (TSNode x : named_children(l))
        if (x.id != child(l, f_object).id) idx.push_back(x);
      b_.decl_var(i, idx.empty() ? b_.const_none() : lower_expr(idx[0]));
      read = [=, this] { return b_.load_index(b_.load_var(o), b_.load_var(i)); };
      write = [=, this](Reg v) { b_.store_index(b_.load_var(o), b_.load_var(i), v); };
    } else if (k == "call") {
      std::string o = "__oa_" + std::to_string(b_.new_label_id());
      b_.decl_var(o, lower_expr(child(l, f_receiver)));
      std::string m(text(child(l, f_method)));
      read = [=, this] { return call_m(b_.load_var(o), m, {}); };
      write = [=, this](Reg v) { call_m(b_.load_var(o), m + "=", {v}); };
    } else if (k == "identifier") {
      std::string name(text(l));
      bool known = is_local(name);
      read = [=, this] { return known ? b_.load_var(name) : b_.const_none(); };
      write = [=, this](Reg v) { assign_local(name, v); };
    } else if (k == "instance_variable") {
      read = [=, this] { return load_ivar(text(l)); };
      write = [=, this](Reg v) { store_ivar(text(l), v); };
    } else {
      read = [=, this] { return lower_expr(l); };
      write = [=, this](Reg v) { assign_target(l, v); };
    }
    if (op == "||" || op == "&&") {
      std::string tmp = "__oa_" + std::to_string(b_.new_label_id());
      b_.decl_var(tmp, read());
      Reg cur = b_.load_var(tmp);
      Reg test = op == "||" ? b_.unop(Operator::Not, cur) : cur;
      if (k == "identifier" && !is_local(text(l))) {
        // first assignment declares it at this level
        Reg v0 = b_.const_none();
        assign_local(text(l), v0);
      }
      emit_if([&] { return test; },
              [&] {
                Reg v = lower_expr(r);
                write(v);
                b_.store_var(tmp, v);
              },
              {});
      return b_.load_var(tmp);
    }
    Reg cur = read();
    Reg rhs = lower_expr(r);
    Reg v;
    static const std::pair<const char*, Operator> ops[] = {
        {"+", Operator::Add}, {"-", Operator::Sub}, {"*", Operator::Mul}, {"/", Operator::Div},
        {"%", Operator::Mod}, {"**", Operator::Pow}, {"&", Operator::BitAnd}, {"|", Operator::BitOr},
        {"^", Operator::BitXor}, {">>", Operator::Shr}};
    v = kNoReg;
    for (auto& [s, o] : ops)
      if (op == s) v = b_.binop(o, cur, rhs);
    if (v == kNoReg) v = call_m(cur, op, {rhs});
    write(v);
    return v;
  }

  Reg struct_def(std::string_view name, TSNode call) {
    std::vector<std::string> fields;
    bool kw_init = false;
    TSNode args = child(call, f_arguments);
    if (!ts_node_is_null(args))
      for (TSNode a : named_children(args)) {
        if (kind(a) == "simple_symbol") fields.emplace_back(text(a).substr(1));
        if (kind(a) == "pair") kw_init = true;
      }
    TSNode blk = child(call, f_block);
    std::string cname(name);
    class_stack_.push_back(cname);
    class_consts_.push_back({});
    module_function_.push_back(false);
    frames_.push_back(Frame{Ctx::ClassBody, {}});
    Reg ref = emit_class(cname, "", [&] {
      std::vector<Reg> fs;
      for (auto& f : fields) fs.push_back(sym_const(f));
      b_.decl_var("__rb_struct", make_list(fs));
      std::vector<std::string> hints{"param:self"};
      for (auto& f : fields) hints.push_back("param:" + f);
      Reg init = emit_function("__init__", hints, [&] {
        for (auto& f : fields) b_.store_field(b_.load_var("self"), "@" + f, b_.load_var(f));
        emit_return(b_.const_none());
      }, {}, [&](const std::string& label) {
        for (auto& f : fields) b_.decl_var("__default_" + label + "_" + f, b_.const_none());
      });
      b_.decl_var("__init__", init);
      for (auto& f : fields) {
        Reg g = emit_function(f, {"param:self"}, [&] { emit_return(b_.load_field(b_.load_var("self"), "@" + f)); });
        b_.decl_var(f, g);
        Reg s = emit_function(f + "=", {"param:self", "param:v"}, [&] {
          b_.store_field(b_.load_var("self"), "@" + f, b_.load_var("v"));
          emit_return(b_.load_var("v"));
        });
        b_.decl_var(f + "=", s);
      }
      if (!ts_node_is_null(blk)) {
        TSNode body = child(blk, f_body);
        if (!ts_node_is_null(body))
          for (TSNode s : named_children(body)) class_stmt(s);
      }
    });
    (void)kw_init;
    frames_.pop_back();
    module_function_.pop_back();
    class_consts_.pop_back();
    class_stack_.pop_back();
    b_.decl_var(name, ref);
    return b_.load_var(name);
  }

  // --- calls -------------------------------------------------------------------------------------------
  /// Arguments of a call (argument_list or a bare command's arguments).
  std::vector<Reg> lower_args(TSNode args, bool* has_block_arg = nullptr) {
    std::vector<Reg> out;
    const std::string target = std::exchange(args_for_, std::string());
    if (ts_node_is_null(args)) return out;
    std::vector<TSNode> pairs;
    bool all_kw = true, any_kw = false;
    for (TSNode a : named_children(args))
      if (kind(a) == "pair") {
        TSNode key = child(a, f_key);
        std::string kname(text(key));
        if (!kname.empty() && kname.back() == ':') kname.pop_back();
        if (kind(key) != "hash_key_symbol") all_kw = false;
        if (keyword_params_.count(kname)) any_kw = true;
        pairs.push_back(a);
      }
    // `k: v` pairs go as keywords to a method that takes **opts, when no
    // method of that name takes a positional hash instead
    if (!any_kw && !target.empty()) {
      // target is "name" or "Class#name" (a call on a constant)
      std::string bare = target.substr(target.find('#') == std::string::npos ? 0 : target.find('#') + 1);
      if (target != bare && (kw_methods_.count(target) || plain_methods_.count(target))) any_kw = kw_methods_.count(target) > 0;
      else any_kw = kw_methods_.count(bare) && !plain_methods_.count(bare);
    }
    if (!any_kw) all_kw = false;
    for (TSNode a : named_children(args)) {
      std::string_view k = kind(a);
      if (k == "pair") {
        if (!all_kw) continue;
        TSNode key = child(a, f_key), val = child(a, f_value);
        std::string kname(text(key));
        if (!kname.empty() && kname.back() == ':') kname.pop_back();
        out.push_back(kwarg(kname, ts_node_is_null(val) ? lower_expr_name(kname) : lower_expr(val)));
      } else if (k == "splat_argument") {
        auto kids = named_children(a);
        out.push_back(kwarg("*", call_fn("__rb_to_a", {kids.empty() ? b_.const_none() : lower_expr(kids[0])})));
      } else if (k == "hash_splat_argument") {
        auto kids = named_children(a);
        out.push_back(kwarg("**", call_fn("__rb_kwsplat", {kids.empty() ? b_.const_none() : lower_expr(kids[0])})));
      } else if (k == "block_argument") {
        auto kids = named_children(a);
        out.push_back(kwarg("__blk", kids.empty() ? b_.load_var("__blk") : lower_expr(kids[0])));
        if (has_block_arg) *has_block_arg = true;
      } else {
        out.push_back(lower_expr(a));
      }
    }
    if (!pairs.empty() && !all_kw) {
      // a trailing hash argument: insert before a block argument
      Reg h = hash_of(pairs);
      if (has_block_arg && *has_block_arg) out.insert(out.end() - 1, h);
      else out.push_back(h);
    }
    return out;
  }
  bool has_param_kind(TSNode plist, std::string_view k) {
    if (!ts_node_is_null(plist))
      for (TSNode p : named_children(plist))
        if (kind(p) == k) return true;
    return false;
  }
  /// A block's function name: __block_opt when it has `x = v` parameters
  /// (Proc#arity tells them from the implicit nil defaults of the others).
  std::string block_fn_name(TSNode plist) {
    if (!ts_node_is_null(plist))
      for (TSNode p : named_children(plist))
        if (kind(p) == "optional_parameter") return "__block_opt";
    return "__block";
  }
  Reg lower_block(TSNode blk) {
    bool returns = false;
    (void)returns;
    return define_function(block_fn_name(child(blk, f_parameters)), child(blk, f_parameters), child(blk, f_body), false,
                           false, Ctx::Block);
  }
  /// A bare name call `foo(args)`: a method of self when the file defines
  /// such an instance method and we are in one, else a function.
  Reg call_self_or_fn(std::string_view name, std::vector<Reg> args) {
    std::string n(name);
    if (n == "block_given?") return b_.binop(Operator::IsNot, b_.load_var("__blk"), b_.const_none());
    if (n == "binding" || n == "__method__") return method_stack_.empty() ? b_.const_none() : sym_const(method_stack_.back());
    Ctx m = in_own_self_block() ? Ctx::Method : method_ctx();
    bool global = toplevel_defs_.count(n) || is_kernel_function(n) || n == "raise" || n == "loop";
    if (m == Ctx::Method && !global) return call_m(b_.load_var("self"), protocol_name(n), args);
    if (m == Ctx::ClassMethod && !global) return call_m(b_.load_var("self"), n, args);
    if ((m == Ctx::ClassBody || m == Ctx::ClassExec) && !class_stack_.empty() && !global)
      return call_m(b_.load_var(class_stack_.back()), n, args);
    return call_fn(n, args);
  }
  Reg load_var_class(const std::string& n) { return b_.load_var(n); }
  /// Ruby 3.1's error_highlight snippet for a raise at node n: its source
  /// line and carets under n (the runtime adds it to a NameError's message).
  std::string error_spot(TSNode n) {
    std::uint32_t a = ts_node_start_byte(n), e = ts_node_end_byte(n);
    if (a > src_.size() || e > src_.size() || e <= a) return {};
    std::size_t ls = src_.rfind('\n', a == 0 ? 0 : a - 1);
    ls = (ls == std::string_view::npos || a == 0) ? 0 : ls + 1;
    std::size_t le = src_.find('\n', a);
    if (le == std::string_view::npos) le = src_.size();
    if (e > le) return {};
    std::string line(src_.substr(ls, le - ls));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line + "\n" + std::string(a - ls, ' ') + std::string(e - a, '^');
  }

  Reg call(TSNode n) {
    TSNode recv = child(n, f_receiver), meth = child(n, f_method), args = child(n, f_arguments), blk = child(n, f_block);
    std::string name = ts_node_is_null(meth) ? "call" : std::string(text(meth));
    if (!ts_node_is_null(meth) && kind(meth) == "super") return super_call(n, args, blk);
    // special forms without a receiver
    if (ts_node_is_null(recv)) {
      if (name == "raise" || name == "fail") {
        std::vector<Reg> as = lower_args(args);
        if (as.empty()) {
          b_.rethrow();
          after_terminator();
          return b_.const_none();
        }
        as.push_back(kwarg("__rb_spot", b_.const_str(error_spot(meth))));
        b_.throw_(call_fn("__rb_exception", as));
        after_terminator();
        return b_.const_none();
      }
      if (name == "loop" && !ts_node_is_null(blk) && ts_node_is_null(args)) return loop_block(blk);
      if ((name == "lambda" || name == "proc") && !ts_node_is_null(blk))
        return define_function(name == "lambda" ? "__lambda" : block_fn_name(child(blk, f_parameters)), child(blk, f_parameters),
                               child(blk, f_body), false, name == "lambda" && has_param_kind(child(blk, f_parameters), "block_parameter"),
                               name == "lambda" ? Ctx::Lambda : Ctx::Block);
      bool exec = method_ctx() != Ctx::ClassBody;  // a run-time call, self being a class
      if (name == "define_method" && exec && !ts_node_is_null(blk)) {
        // define_method at run time (in a class method): the block takes
        // the instance as self
        std::vector<Reg> as = lower_args(args);
        next_frame_own_self_ = true;
        as.push_back(kwarg("__blk", define_function("__dm", child(blk, f_parameters), child(blk, f_body), true, true, Ctx::Block)));
        return call_m(self_reg(), "define_method", as);
      }
      if (name == "extend" && exec) return call_m(self_reg(), "extend", lower_args(args));
      if (name == "attr_accessor" || name == "attr_reader" || name == "attr_writer" || name == "include" ||
          name == "private" || name == "public" || name == "module_function" || name == "protected" ||
          name == "extend" || name == "define_method") {
        class_stmt(n);
        return b_.const_none();
      }
      if (name == "require" || name == "require_relative") return b_.const_bool(true);
      if (name == "catch" && !ts_node_is_null(blk)) {
        std::vector<Reg> as = lower_args(args);
        as.push_back(kwarg("__blk", lower_block(blk)));
        return call_fn("catch", as);
      }
    }
    if (name == "new" && !ts_node_is_null(recv) && kind(recv) == "constant" && text(recv) == "Proc" &&
        !ts_node_is_null(blk))
      return lower_block(blk);
    bool has_block_arg = false;
    // receiver first (Ruby evaluates it before the arguments)
    Reg r = kNoReg;
    bool safe_nav = false;
    if (!ts_node_is_null(recv)) {
      r = lower_expr(recv);
      TSNode op = child(n, f_operator);
      safe_nav = !ts_node_is_null(op) && text(op) == "&.";
    }
    if (safe_nav) {
      std::string tmp = "__sn_" + std::to_string(b_.new_label_id());
      b_.decl_var(tmp, b_.const_none());
      emit_if([&] { return b_.binop(Operator::IsNot, r, b_.const_none()); },
              [&] {
                args_for_ = name;
                std::vector<Reg> as = lower_args(args, &has_block_arg);
                if (!ts_node_is_null(blk)) as.push_back(kwarg("__blk", lower_block(blk)));
                b_.store_var(tmp, call_m(r, name, as));
              },
              {});
      return b_.load_var(tmp);
    }
    args_for_ = name == "new" ? "initialize" : name;
    if (!ts_node_is_null(recv) && kind(recv) == "constant") args_for_ = std::string(text(recv)) + "#" + args_for_;
    std::vector<Reg> as = lower_args(args, &has_block_arg);
    bool block_breaks = false;
    if (!ts_node_is_null(blk)) {
      as.push_back(kwarg("__blk", lower_block(blk)));
      block_breaks = block_has_break(blk);
    }
    auto emit = [&]() -> Reg {
      if (r == kNoReg) return call_self_or_fn(name, as);
      if (ts_node_is_null(meth)) return call_fn("__rb_call", [&] {  // f.(x)
        std::vector<Reg> a{r};
        a.insert(a.end(), as.begin(), as.end());
        return a;
      }());
      if (name == "new" && kind(recv) == "constant") {
        std::string cn(text(recv));
        if (cn != "Class" && cn != "Module") return b_.call_unknown(r, std::span<const Reg>(as.data(), as.size()));
      }
      return call_m(r, name, as);
    };
    if (!block_breaks) return emit();
    // `break v` in the block ends the call with v
    std::string tmp = "__brk_" + std::to_string(b_.new_label_id());
    b_.decl_var(tmp, b_.const_none());
    CatchClause c;
    c.classes.push_back("__RbBreak");
    c.hint = "__RbBreak";
    c.body = [&](Reg e) { b_.store_var(tmp, b_.load_field(e, "value")); };
    emit_try([&] { b_.store_var(tmp, emit()); }, {c}, {}, {}, false);
    return b_.load_var(tmp);
  }
  bool block_has_break(TSNode blk) const {
    std::vector<std::pair<TSNode, int>> stack{{blk, 0}};
    while (!stack.empty()) {
      auto [x, depth] = stack.back();
      stack.pop_back();
      std::string_view kx = kind(x);
      if (x.id != blk.id && (kx == "while" || kx == "until" || kx == "for" || kx == "block" || kx == "do_block" ||
                             kx == "method" || kx == "lambda" || kx == "class"))
        continue;
      if (kx == "break") return true;
      for (std::uint32_t i = 0; i < ts_node_child_count(x); ++i) stack.push_back({ts_node_child(x, i), depth + 1});
    }
    return false;
  }
  /// `loop do ... end`: an endless while loop with the block's body inline
  /// (break/next work as in a loop); StopIteration ends it.
  struct LoopValue {
    std::size_t depth;
    std::string var;
  };
  std::vector<LoopValue> loop_values_;  ///< `loop do` loops: where `break v` stores v
  Reg loop_block(TSNode blk) {
    TSNode body = child(blk, f_body);
    std::string var = "__loop_" + std::to_string(b_.new_label_id());
    b_.decl_var(var, b_.const_none());
    loop_values_.push_back({loops_.size() + 1, var});
    CatchClause c;
    c.classes.push_back("StopIteration");
    c.hint = "StopIteration";
    c.body = [](Reg) {};
    emit_try(
        [&] {
          emit_loop([&] { return b_.const_bool(true); },
                    [&] {
                      if (!ts_node_is_null(body)) {
                        if (kind(body) == "body_statement" || kind(body) == "block_body") body_statement_value(body);
                        else lower_stmt(body);
                      }
                    });
        },
        {c}, {}, {}, contains_kind(body, "return"));
    loop_values_.pop_back();
    return b_.load_var(var);
  }

  Reg element_reference(TSNode n) {
    TSNode obj = child(n, f_object);
    Reg o = lower_expr(obj);
    std::vector<TSNode> idx;
    for (TSNode x : named_children(n))
      if (x.id != obj.id && kind(x) != "block" && kind(x) != "do_block") idx.push_back(x);
    if (idx.size() == 1 && kind(idx[0]) != "splat_argument") return b_.load_index(o, lower_expr(idx[0]));
    std::vector<Reg> as;
    for (TSNode x : idx) {
      auto kids = named_children(x);  // X[*xs]: the items as arguments
      if (kind(x) == "splat_argument")
        as.push_back(kwarg("*", call_fn("__rb_to_a", {kids.empty() ? b_.const_none() : lower_expr(kids[0])})));
      else as.push_back(lower_expr(x));
    }
    return call_m(o, "[]", as);
  }
  Reg lambda(TSNode n) {
    TSNode params = child(n, f_parameters);
    TSNode body = child(n, f_body);
    if (!ts_node_is_null(body) && (kind(body) == "block" || kind(body) == "do_block")) {
      if (ts_node_is_null(params)) params = child(body, f_parameters);
      body = child(body, f_body);
    }
    // a lambda with &b takes the block its call passes
    return define_function("__lambda", params, body, false, has_param_kind(params, "block_parameter"), Ctx::Lambda);
  }
  Reg yield_expr(TSNode n) {
    std::vector<Reg> as{b_.load_var("__blk")};
    auto kids = named_children(n);
    if (!kids.empty()) {
      auto more = lower_args(kids[0]);
      as.insert(as.end(), more.begin(), more.end());
    }
    return call_fn("__rb_yield", as);
  }
  Reg super_expr(TSNode) {
    // `super` alone passes the method's own arguments
    std::string m = method_stack_.empty() ? "__init__" : method_stack_.back();
    Reg s = b_.call_function("__super", {});
    std::vector<Reg> as;
    if (!method_params_.empty())
      for (auto& p : method_params_.back()) {
        if (p[0] == '*') as.push_back(kwarg("*", b_.load_var(p.substr(1))));
        else as.push_back(b_.load_var(p));
      }
    if (m != "__init__") as.push_back(kwarg("__blk", b_.load_var("__blk")));
    return call_fn("__rb_super", [&] {
      std::vector<Reg> a{s, b_.const_str(m)};
      a.insert(a.end(), as.begin(), as.end());
      return a;
    }());
  }
  /// super(args) appears as a call whose method is `super`.
  Reg super_call(TSNode, TSNode args, TSNode blk) {
    std::string m = method_stack_.empty() ? "__init__" : method_stack_.back();
    Reg s = b_.call_function("__super", {});
    std::vector<Reg> a{s, b_.const_str(m)};
    auto as = lower_args(args);
    a.insert(a.end(), as.begin(), as.end());
    if (!ts_node_is_null(blk)) a.push_back(kwarg("__blk", lower_block(blk)));
    else if (m != "__init__") a.push_back(kwarg("__blk", b_.load_var("__blk")));
    return call_fn("__rb_super", a);
  }

 public:
  TSFieldId f_left, f_right, f_operator, f_condition, f_consequence, f_alternative, f_body, f_name, f_parameters,
      f_value, f_receiver, f_method, f_arguments, f_block, f_object, f_key, f_begin, f_end, f_superclass, f_scope,
      f_pattern, f_exceptions, f_variable, f_handler, f_guard, f_clauses, f_else, f_alias;
};

class RubyFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "ruby"; }
  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) override {
    return frontend::lower_with_repair<RubyLowerer>(tree_sitter_ruby(), "Ruby", src, opts);
  }
};

}  // namespace

std::unique_ptr<Frontend> make_frontend() { return std::make_unique<RubyFrontend>(); }

}  // namespace reddragon::ruby
