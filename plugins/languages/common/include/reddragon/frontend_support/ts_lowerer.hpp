// ts_lowerer.hpp - the shared machinery of tree-sitter frontends.
//
// A frontend derives `class MyLowerer : public TsLowerer<MyLowerer>` and
// registers handlers by node-kind name once; dispatch is a vector indexed
// by TSSymbol (no string compares while lowering). Control-flow shapes
// (if chains, loops, functions, classes, try, short-circuit) are emitted by
// the helpers here so every language lowers them the same way.
#pragma once

#include <pthread.h>
#include <tree_sitter/api.h>

#include <chrono>
#include <cstdint>
#include <cstring>
#include <functional>
#include <span>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/diagnostics.hpp"
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/frontend_support/language_index.hpp"
#include "reddragon/frontend_support/literals.hpp"
#include "reddragon/frontend_support/variable_scopes.hpp"
#include "reddragon/frontend_support/ts_children.hpp"
#include "reddragon/ir/builder.hpp"

namespace reddragon::frontend {

/// Milliseconds tree-sitter may spend parsing a file of `bytes` bytes:
/// 500 ms plus 1 ms per KiB. Valid code parses at tens of MB/s, so this
/// is 20-50x what any real file needs (sanitizer builds included), while
/// tree-sitter's error recovery, which can go superlinear on garbage
/// (40 KB of `a\xff` took 17 s as Python, 42 s as C), is cut off early.
/// Sanitizer builds run the parser several times slower, uniformly: their
/// budget scales so that the same inputs pass and fail as in a plain build.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr std::uint64_t kParseBudgetScale = 10;
#else
inline constexpr std::uint64_t kParseBudgetScale = 1;
#endif
inline std::uint64_t parse_budget_ms(std::size_t bytes) { return (500 + bytes / 1024) * kParseBudgetScale; }

/// Owns a parser and a tree (RAII). Parsing stops when `budget_ms` of
/// wall-clock time has passed (0 = no budget); `timed_out()` then is true
/// and there is no tree.
class ParsedTree {
 public:
  ParsedTree(const TSLanguage* lang, std::string_view src, std::uint64_t budget_ms = 0) : src_(src) {
    parser_ = ts_parser_new();
    ts_parser_set_language(parser_, lang);
    deadline_ = std::chrono::steady_clock::now() + std::chrono::milliseconds(budget_ms);
    has_deadline_ = budget_ms > 0;
    TSInput input{this, &ParsedTree::read, TSInputEncodingUTF8, nullptr};
    TSParseOptions options{this, &ParsedTree::progress};
    // tree-sitter takes a uint32 length; larger inputs are refused upstream.
    tree_ = ts_parser_parse_with_options(parser_, nullptr, input, options);
  }
  ~ParsedTree() {
    if (tree_) ts_tree_delete(tree_);
    ts_parser_delete(parser_);
  }
  ParsedTree(const ParsedTree&) = delete;
  ParsedTree& operator=(const ParsedTree&) = delete;
  bool ok() const { return tree_ != nullptr; }
  bool timed_out() const { return timed_out_; }
  TSNode root() const { return ts_tree_root_node(tree_); }

 private:
  static const char* read(void* payload, std::uint32_t byte, TSPoint, std::uint32_t* bytes_read) {
    const auto* self = static_cast<const ParsedTree*>(payload);
    if (byte >= self->src_.size()) {
      *bytes_read = 0;
      return "";
    }
    *bytes_read = static_cast<std::uint32_t>(self->src_.size() - byte);
    return self->src_.data() + byte;
  }
  /// Called by the parser every hundred or so operations; true cancels.
  static bool progress(TSParseState* state) {
    auto* self = static_cast<ParsedTree*>(state->payload);
    if (!self->has_deadline_ || std::chrono::steady_clock::now() < self->deadline_) return false;
    self->timed_out_ = true;
    return true;
  }
  std::string_view src_;
  TSParser* parser_ = nullptr;
  TSTree* tree_ = nullptr;
  std::chrono::steady_clock::time_point deadline_;
  bool has_deadline_ = false;
  bool timed_out_ = false;
};

/// The body of every tree-sitter frontend's Frontend::lower: parse `src`
/// with `lang` within parse_budget_ms, run `Lowerer` over the tree.
/// `display` names the language in the error for an input the parser
/// refuses. A parse that runs out of time yields a module holding one
/// SYMBOLIC "parse_budget_exceeded" placeholder and an error diagnostic at
/// 1:1 (the file is not lowered, nothing hangs).
template <class Lowerer>
Expected<LowerOutput> parse_and_lower(const TSLanguage* lang, std::string_view display, const SourceFile& src,
                                      const LowerOptions& opts) {
  if (src.text.size() > 0xFFFFFFFFu) return make_error("file too large for the parser (over 4 GiB)", src.path);
  LowerOutput out;
  const std::uint64_t budget = parse_budget_ms(src.text.size());
  ParsedTree tree(lang, src.text, budget);
  if (tree.timed_out()) {
    out.module.source_path = src.path;
    ir::Builder b(out.module);
    const ir::SourceSpan at{1, 0, 1, 0};
    b.set_span(at);
    b.label(b.sym("entry"));
    b.symbolic("parse_budget_exceeded");
    out.diagnostics.push_back(Diagnostic{
        Severity::Error,
        "parse time budget of " + std::to_string(budget) + " ms exceeded; the " + std::string(display) +
            " parser gave up on this input (500 ms + 1 ms per KiB), the file is lowered to a symbolic placeholder",
        at});
    return out;
  }
  if (!tree.ok()) return make_error("the " + std::string(display) + " parser refused the input", src.path);
  Lowerer l(src, opts, out);
  l.run(tree.root());
  return out;
}

/// The lowest stack address lowering may reach on this thread: the
/// thread's stack bottom plus a safety margin (what one level of lowering
/// and the placeholder emitted at the limit may still use). Deep nesting
/// then ends in a placeholder, whatever frontend.max_depth says and however
/// big the frames are (sanitizer builds).
inline std::uintptr_t stack_floor() {
  constexpr std::uintptr_t kMargin = 256 * 1024, kUnknown = 1024 * 1024;
  const auto here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
  pthread_attr_t a;
  if (pthread_getattr_np(pthread_self(), &a) == 0) {
    void* addr = nullptr;
    std::size_t size = 0;
    const int rc = pthread_attr_getstack(&a, &addr, &size);
    pthread_attr_destroy(&a);
    const auto lo = reinterpret_cast<std::uintptr_t>(addr);
    if (rc == 0 && here > lo + kMargin && here <= lo + size) return lo + kMargin;
  }
  return here > kUnknown ? here - kUnknown : 0;  // stack bounds unknown: allow 1 MiB
}

template <class Derived>
class TsLowerer {
 public:
  using ExprFn = ir::Reg (Derived::*)(TSNode);
  using StmtFn = void (Derived::*)(TSNode);

  TsLowerer(const TSLanguage* lang, const SourceFile& src, const LowerOptions& opts, LowerOutput& out)
      : lang_(lang), index_(&LanguageIndex::of(lang)), src_(src.text), opts_(opts), out_(out), b_(out.module),
        stack_floor_(stack_floor()) {
    out.module.source_path = src.path;
    // about one instruction per 8 source bytes: size the pools once
    out.module.instructions.reserve(src.text.size() / 8 + 16);
    out.module.operands.reserve(src.text.size() / 5 + 16);
    out.module.literals.reserve(src.text.size() / 20 + 16);
    out.module.strings.reserve(src.text.size() / 16 + 16);
    const std::uint32_t n = ts_language_symbol_count(lang);
    exprs_.assign(n, nullptr);
    stmts_.assign(n, nullptr);
    field_cache_.clear();
  }

 protected:
  // --- registration --------------------------------------------------------
  void on_expr(const char* kind, ExprFn fn) { for_symbols(kind, [&](TSSymbol s) { exprs_[s] = fn; }); }
  void on_stmt(const char* kind, StmtFn fn) { for_symbols(kind, [&](TSSymbol s) { stmts_[s] = fn; }); }
  TSFieldId field(const char* name) const {
    return ts_language_field_id_for_name(lang_, name, static_cast<std::uint32_t>(std::strlen(name)));
  }
  TSSymbol symbol(const char* kind) const {
    if (TSSymbol s = index_->named_symbol(kind)) return s;
    return ts_language_symbol_for_name(lang_, kind, static_cast<std::uint32_t>(std::strlen(kind)), true);  // supertypes
  }

  // --- nodes -----------------------------------------------------------------
  std::string_view text(TSNode n) const {
    std::uint32_t a = ts_node_start_byte(n), e = ts_node_end_byte(n);
    if (a > src_.size() || e > src_.size() || e < a) return {};
    return src_.substr(a, e - a);
  }
  ir::SourceSpan span(TSNode n) const {
    if (span_override_) return *span_override_;
    TSPoint a = ts_node_start_point(n), e = ts_node_end_point(n);
    return ir::SourceSpan{a.row + 1, a.column, e.row + 1, e.column};
  }
  TSNode child(TSNode n, TSFieldId f) const { return ts_node_child_by_field_id(n, f); }
  /// Named, non-extra children in order (one cursor walk: ts_node_named_child
  /// in a loop is quadratic).
  static std::vector<TSNode> named_children(TSNode n) { return frontend_support::ts_named_children(n); }
  static std::vector<TSNode> field_children(TSNode n, TSFieldId f) {
    std::vector<TSNode> out;
    TSTreeCursor c = ts_tree_cursor_new(n);
    if (ts_tree_cursor_goto_first_child(&c)) {
      do {
        if (ts_tree_cursor_current_field_id(&c) == f) out.push_back(ts_tree_cursor_current_node(&c));
      } while (ts_tree_cursor_goto_next_sibling(&c));
    }
    ts_tree_cursor_delete(&c);
    return out;
  }
  /// Whether n has the anonymous token `tok` among its children (`async`, `*`, `from`).
  bool has_token(TSNode n, std::string_view tok) const {
    for (std::uint32_t i = 0, c = ts_node_child_count(n); i < c; ++i) {
      TSNode k = ts_node_child(n, i);
      if (!ts_node_is_named(k) && std::string_view(ts_node_type(k)) == tok) return true;
    }
    return false;
  }
  /// Visits the statements under `root` without recursion: a node is
  /// entered (its children visited) when `enter(node)` is true, and every
  /// visited node is passed to `visit` first. `visit` returning true stops
  /// the walk (the result is then true). Meant for pre-scans of statement
  /// structure (global declarations, "does this try contain a return") that
  /// must not descend into deeply nested expressions.
  template <class Enter, class Visit>
  bool walk_statements(TSNode root, Enter enter, Visit visit) const {
    TSTreeCursor c = ts_tree_cursor_new(root);
    std::uint32_t depth = 0;
    bool found = false;
    if (ts_tree_cursor_goto_first_child(&c)) {
      depth = 1;
      while (true) {
        TSNode n = ts_tree_cursor_current_node(&c);
        if (visit(n)) {
          found = true;
          break;
        }
        if (enter(n) && ts_tree_cursor_goto_first_child(&c)) {
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
    }
    ts_tree_cursor_delete(&c);
    return found;
  }

  /// The node's kind as the canonical symbol of its name (aliased kinds
  /// share a name but not a symbol id; comparisons must see one kind).
  TSSymbol sym(TSNode n) const {
    TSSymbol s = ts_node_symbol(n);
    const auto& canon = index_->canonical();
    return s < canon.size() ? canon[s] : s;
  }
  bool is(TSNode n, TSSymbol s) const { return !ts_node_is_null(n) && sym(n) == s; }

  // --- diagnostics and placeholders -----------------------------------------------
  void diag(Severity sev, std::string msg, TSNode n) {
    if (out_.diagnostics.size() < 1000) out_.diagnostics.push_back(Diagnostic{sev, std::move(msg), span(n)});
  }
  ir::Reg unsupported(TSNode n) {
    ir::SpanScope sc(b_, span(n));
    std::string kind = ts_node_type(n);
    diag(Severity::Warning, "unsupported " + kind + " (lowered to a symbolic placeholder)", n);
    return b_.symbolic("unsupported:" + kind);
  }
  static std::string snippet_of(std::string_view t) {
    std::string snippet(t.substr(0, 40));
    for (auto& c : snippet)
      if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    return snippet;
  }
  /// Placeholder for an ERROR/MISSING node (reported by report_syntax_errors).
  ir::Reg syntax_error(TSNode n) {
    ir::SpanScope sc(b_, span(n));
    return b_.symbolic("syntax_error:" + snippet_of(text(n)));
  }
  /// One diagnostic and one SYMBOLIC "syntax_error:..." placeholder per
  /// ERROR or MISSING node of the tree (iterative walk
  /// into subtrees that contain errors only), wherever lowering meets them.
  void report_syntax_errors(TSNode root) {
    if (!ts_node_has_error(root)) return;
    TSTreeCursor c = ts_tree_cursor_new(root);
    std::size_t reported = 0;
    bool descend = true;
    while (reported < 100) {
      TSNode n = ts_tree_cursor_current_node(&c);
      if (descend && (ts_node_is_error(n) || ts_node_is_missing(n))) {
        diag(Severity::Error,
             ts_node_is_missing(n) ? "syntax error: missing " + std::string(ts_node_type(n))
                                   : "syntax error near '" + snippet_of(text(n)) + "'",
             n);
        // a placeholder with the error's location, whether or not lowering
        // reaches the node (tree-sitter often attaches it to a valid parent)
        syntax_error(n);
        reported_errors_.push_back(n.id);
        ++reported;
        descend = false;  // do not report errors nested in this one
      }
      if (descend && ts_node_has_error(n) && ts_tree_cursor_goto_first_child(&c)) continue;
      if (ts_tree_cursor_goto_next_sibling(&c)) {
        descend = true;
        continue;
      }
      bool up = false;
      while (ts_tree_cursor_goto_parent(&c)) {
        if (ts_tree_cursor_goto_next_sibling(&c)) {
          up = true;
          break;
        }
      }
      if (!up) break;
      descend = true;
    }
    ts_tree_cursor_delete(&c);
  }

  // --- dispatch -----------------------------------------------------------------
  /// Handlers by raw symbol; null for unregistered kinds and for symbols
  /// outside the table (ERROR is 0xFFFF).
  ExprFn expr_handler(TSSymbol s) const { return s < exprs_.size() ? exprs_[s] : nullptr; }
  StmtFn stmt_handler(TSSymbol s) const { return s < stmts_.size() ? stmts_[s] : nullptr; }

  ir::Reg lower_expr(TSNode n) {
    if (ts_node_is_null(n)) return b_.const_none();
    if (ts_node_is_missing(n) || ts_node_is_error(n)) return syntax_error(n);
    if (too_deep_here()) return too_deep(n);
    DepthGuard g(depth_);
    ExprFn fn = expr_handler(ts_node_symbol(n));
    ir::SpanScope sc(b_, span(n));
    if (fn) return (static_cast<Derived*>(this)->*fn)(n);
    return unsupported(n);
  }
  void lower_stmt(TSNode n) {
    if (ts_node_is_null(n) || ts_node_is_extra(n)) return;
    if (ts_node_is_missing(n) || ts_node_is_error(n)) {
      if (!already_reported(n)) syntax_error(n);
      // error recovery: whole statements tree-sitter recognised inside the
      // ERROR node are still lowered
      if (ts_node_is_error(n)) {
        if (too_deep_here()) return;
        DepthGuard g(depth_);
        for (TSNode k : named_children(n))
          if (ts_node_is_error(k) || stmt_handler(ts_node_symbol(k))) lower_stmt(k);
      }
      return;
    }
    if (too_deep_here()) {
      too_deep(n);
      return;
    }
    DepthGuard g(depth_);
    ir::SpanScope sc(b_, span(n));
    StmtFn fn = stmt_handler(ts_node_symbol(n));
    if (fn) {
      (static_cast<Derived*>(this)->*fn)(n);
      return;
    }
    if (expr_handler(ts_node_symbol(n))) {  // an expression used as a statement
      lower_expr(n);
      return;
    }
    unsupported(n);
  }
  void lower_stmts(TSNode block) {
    for (TSNode k : named_children(block)) lower_stmt(k);
  }
  /// True if report_syntax_errors already placed this node's placeholder.
  bool already_reported(TSNode n) const {
    for (const void* id : reported_errors_)
      if (id == n.id) return true;
    return false;
  }
  /// True when one more level of (non-dispatch) recursion would pass
  /// LowerOptions::max_depth; emits the too_deep placeholder then. Use with
  /// DepthGuard in helpers that recurse without lower_expr/lower_stmt.
  bool deeper_than_allowed(TSNode n) {
    if (!too_deep_here()) return false;
    too_deep(n);
    return true;
  }
  /// True at frontend.max_depth levels of lowering recursion, or when the
  /// thread's stack is nearly used up (see stack_floor).
  bool too_deep_here() const {
    return depth_ >= opts_.max_depth || reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0)) < stack_floor_;
  }
  ir::Reg too_deep(TSNode n) {
    ir::SpanScope sc(b_, span(n));
    if (!too_deep_reported_) {
      too_deep_reported_ = true;
      diag(Severity::Warning,
           depth_ >= opts_.max_depth
               ? "nesting deeper than " + std::to_string(opts_.max_depth) +
                     " levels (frontend.max_depth); the subtree is lowered to a symbolic placeholder"
               : "nesting too deep for the stack (" + std::to_string(depth_) +
                     " levels); the subtree is lowered to a symbolic placeholder",
           n);
    }
    return b_.symbolic("too_deep");
  }

  // --- common control flow -----------------------------------------------------
  struct Loop {
    ir::Symbol continue_target, break_target;
    std::string label;       ///< source label for labelled break/continue
    std::size_t try_depth;   ///< open try regions when the loop started
  };
  /// A `finally` body that break/continue must run on their way out of its
  /// try (emit_try records them when finally_on_jump_ is set).
  struct JumpFinally {
    const std::function<void()>* body;
    std::size_t loops;  ///< loops_.size() at the try: jumps to loops below this leave it
    std::size_t depth;  ///< try regions open outside the try
  };

  /// if / else-if / else: `cond` returns the condition register, `then`
  /// lowers the consequence, `otherwise` (may be empty) the alternative.
  void emit_if(const std::function<ir::Reg()>& cond, const std::function<void()>& then,
               const std::function<void()>& otherwise) {
    std::uint32_t id = b_.new_label_id();
    ir::Symbol t = b_.label_name("if_true", id), f = b_.label_name("if_false", id), end = b_.label_name("if_end", id);
    ir::Reg c = cond();
    b_.branch_if(c, t, otherwise ? f : end);
    b_.label(t);
    vars_.enter_block();
    then();
    vars_.exit_block();
    b_.branch(end);
    if (otherwise) {
      b_.label(f);
      vars_.enter_block();
      otherwise();
      vars_.exit_block();
      b_.branch(end);
    }
    b_.label(end);
  }

  /// if c0 {t0} else if c1 {t1} ... [else otherwise] without recursion per
  /// else-if. Produces exactly the labels of nested emit_if calls: each
  /// else-if is an if nested in the previous one's false block (if_true_N /
  /// if_false_N / if_end_N per level, inner ends branch to outer ends).
  /// `span_of(k)` (optional) is the span of level k's branch and labels.
  void emit_if_chain(std::size_t n, const std::function<ir::Reg(std::size_t)>& cond,
                     const std::function<void(std::size_t)>& then, const std::function<void()>& otherwise,
                     const std::function<ir::SourceSpan(std::size_t)>& span_of = {}) {
    const ir::SourceSpan saved = b_.span();
    std::vector<ir::Symbol> ends;
    ends.reserve(n);
    std::size_t opened = 0;
    for (std::size_t k = 0; k < n; ++k) {
      if (span_of) b_.set_span(span_of(k));
      const bool has_else = k + 1 < n || static_cast<bool>(otherwise);
      std::uint32_t id = b_.new_label_id();
      ir::Symbol t = b_.label_name("if_true", id), f = b_.label_name("if_false", id), end = b_.label_name("if_end", id);
      ir::Reg c = cond(k);
      if (span_of) b_.set_span(span_of(k));
      b_.branch_if(c, t, has_else ? f : end);
      b_.label(t);
      vars_.enter_block();
      then(k);
      vars_.exit_block();
      if (span_of) b_.set_span(span_of(k));
      b_.branch(end);
      if (has_else) {
        b_.label(f);
        vars_.enter_block();  // the rest of the chain is conditional
        ++opened;
      }
      ends.push_back(end);
    }
    if (otherwise) otherwise();
    for (std::size_t k = n; k-- > 0;) {
      if (span_of) b_.set_span(span_of(k));
      if (k + 1 < n || otherwise) b_.branch(ends[k]);
      b_.label(ends[k]);
    }
    while (opened--) vars_.exit_block();
    b_.set_span(saved);
  }

  /// while (cond) body [else orelse]; `update` (for-loops) runs before the
  /// next test and is where `continue` goes.
  void emit_loop(const std::function<ir::Reg()>& cond, const std::function<void()>& body,
                 const std::function<void()>& update = {}, const std::function<void()>& orelse = {},
                 std::string label = {}, bool test_first = true) {
    std::uint32_t id = b_.new_label_id();
    ir::Symbol c = b_.label_name("while_cond", id), bd = b_.label_name("while_body", id), end = b_.label_name("while_end", id);
    ir::Symbol upd = update ? b_.label_name("while_update", id) : c;
    ir::Symbol els = orelse ? b_.label_name("while_else", id) : end;
    if (!test_first) b_.branch(bd);
    b_.label(c);
    ir::Reg r = cond();
    b_.branch_if(r, bd, els);
    b_.label(bd);
    loops_.push_back(Loop{upd, end, std::move(label), try_depth_});
    vars_.enter_block();
    body();
    vars_.exit_block();
    loops_.pop_back();
    if (update) {
      b_.branch(upd);
      b_.label(upd);
      update();
    }
    b_.branch(c);
    if (orelse) {
      b_.label(els);
      vars_.enter_block();
      orelse();
      vars_.exit_block();
      b_.branch(end);
    }
    b_.label(end);
  }

  /// for-each through the VM's iteration intrinsics:
  ///   %it = call_function iter %seq ; decl_var __iter_N %it
  ///   while_cond: %h = call_function __has_next__ (load_var __iter_N)
  ///   while_body: %x = call_function __next__ (load_var __iter_N) ; body(%x)
  /// `continue` goes to the condition, `break` to the end.
  void emit_foreach(ir::Reg seq, const std::function<void(ir::Reg item)>& body,
                    const std::function<void()>& orelse = {}, std::string label = {}) {
    std::uint32_t id = b_.new_label_id();
    std::string it = "__iter_" + std::to_string(id);
    ir::Reg iter = b_.call_function("__iter", std::span<const ir::Reg>(&seq, 1));
    b_.decl_var(it, iter);
    emit_loop(
        [&] {
          ir::Reg i = b_.load_var(it);
          return b_.call_function("__has_next__", std::span<const ir::Reg>(&i, 1));
        },
        [&] {
          ir::Reg i = b_.load_var(it);
          body(b_.call_function("__next__", std::span<const ir::Reg>(&i, 1)));
        },
        {}, orelse, std::move(label));
  }

  /// One handler of emit_try.
  struct CatchClause {
    std::vector<std::string> classes;  ///< exception classes; empty = catch-all
    std::string hint;                  ///< "caught_exception:<hint>" ("*" for catch-all)
    std::function<void(ir::Reg exc)> body;  ///< binds the exception (if named) and lowers the handler
    ir::SourceSpan span;
  };

  /// try/catch/else/finally:
  ///   try_push <finally_N|-> try_end_N (<Class|-> except_K_N)... ; body ; try_pop ; orelse ;
  ///   branch finally_N|try_end_N ; per handler: except_K_N: %e = symbolic
  ///   "caught_exception:<hint>" ; body(%e) ; branch ... ; finally_N: finally ; try_end_N:
  /// A `return` inside the protected body or a handler runs the finally
  /// block first (begin_finally / emit_finally_epilogue).
  /// `may_return` false (the frontend found no return statement in the
  /// body or handlers) omits the return-through-finally bookkeeping.
  void emit_try(const std::function<void()>& body, const std::vector<CatchClause>& handlers,
                const std::function<void()>& orelse, const std::function<void()>& finally_body,
                bool may_return = true) {
    std::uint32_t id = b_.new_label_id();
    const bool has_finally = static_cast<bool>(finally_body);
    const bool track_return = has_finally && may_return;
    ir::Symbol fin = b_.label_name("finally", id), end = b_.label_name("try_end", id);
    ir::Symbol after = has_finally ? fin : end;
    std::vector<ir::Operand> ops;
    ops.push_back(has_finally ? ir::Builder::label_op(fin) : ir::Builder::null());
    ops.push_back(ir::Builder::label_op(end));
    std::vector<ir::Symbol> handler_labels;
    for (std::size_t k = 0; k < handlers.size(); ++k) {
      ir::Symbol h = b_.label_name("except_" + std::to_string(k), id);
      handler_labels.push_back(h);
      if (handlers[k].classes.empty()) {
        ops.push_back(ir::Builder::null());
        ops.push_back(ir::Builder::label_op(h));
      }
      for (const auto& c : handlers[k].classes) {
        ops.push_back(b_.cls(c));
        ops.push_back(ir::Builder::label_op(h));
      }
    }
    if (track_return) begin_finally(fin, id);
    const bool jump_runs_finally = has_finally && finally_on_jump_;
    if (jump_runs_finally) jump_finally_.push_back(JumpFinally{&finally_body, loops_.size(), try_depth_});
    b_.emit(ir::Opcode::TryPush, std::span<const ir::Operand>(ops));
    ++try_depth_;
    vars_.enter_block();
    body();
    vars_.exit_block();
    --try_depth_;
    b_.try_pop();
    // An exception raised in an else clause or a handler still runs the
    // finally block (then propagates): those run in a finally-only region.
    auto guarded = [&](const std::function<void()>& part) {
      if (!has_finally) return part();
      ir::Operand fin_only[2] = {ir::Builder::label_op(fin), ir::Builder::label_op(end)};
      b_.emit(ir::Opcode::TryPush, std::span<const ir::Operand>(fin_only));
      ++try_depth_;
      part();
      --try_depth_;
      b_.try_pop();
    };
    if (orelse) {
      vars_.enter_block();
      guarded(orelse);
      vars_.exit_block();
    }
    b_.branch(after);
    for (std::size_t k = 0; k < handlers.size(); ++k) {
      ir::SpanScope sc(b_, handlers[k].span.empty() ? b_.span() : handlers[k].span);
      b_.label(handler_labels[k]);
      ir::Reg e = b_.symbolic("caught_exception:" + (handlers[k].hint.empty() ? std::string("*") : handlers[k].hint));
      vars_.enter_block();
      if (handlers[k].body) guarded([&] { handlers[k].body(e); });
      vars_.exit_block();
      b_.branch(after);
    }
    if (jump_runs_finally) jump_finally_.pop_back();
    if (has_finally) {
      Finally f{};
      if (track_return) f = end_finally();
      b_.label(fin);
      vars_.enter_block();
      finally_body();
      if (track_return) emit_finally_epilogue(f);
      vars_.exit_block();
    }
    b_.label(end);
  }

  /// break/continue (optionally to a labelled loop). Leaves open try
  /// regions first so the VM's handler stack stays balanced, and lowers a
  /// copy of each `finally` body it leaves (jump_finally_), innermost first,
  /// as javac does at every exit of a try.
  bool emit_jump(bool is_break, std::string_view label = {}) {
    std::size_t k = loops_.size();
    while (k-- > 0) {
      if (!is_break && loops_[k].continue_target.id == 0) continue;  // a switch: continue goes to its loop
      if (label.empty() || loops_[k].label == label) break;
    }
    if (k == SIZE_MAX) return false;
    const std::size_t saved_depth = try_depth_;
    std::vector<JumpFinally> saved;
    if (!jump_finally_.empty() && jump_finally_.back().loops > k) {
      saved = jump_finally_;
      while (!jump_finally_.empty() && jump_finally_.back().loops > k) {
        JumpFinally f = jump_finally_.back();
        jump_finally_.pop_back();  // a jump inside this finally body leaves it without running it again
        for (std::size_t d = try_depth_; d > f.depth; --d) b_.try_pop();
        try_depth_ = f.depth;
        vars_.enter_block();
        (*f.body)();
        vars_.exit_block();
      }
    }
    const Loop& target = loops_[k];  // the finally bodies may have grown loops_: index, not iterator
    for (std::size_t d = try_depth_; d > target.try_depth; --d) b_.try_pop();
    b_.branch(is_break ? target.break_target : target.continue_target);
    after_terminator();
    try_depth_ = saved_depth;
    if (!saved.empty()) jump_finally_ = std::move(saved);
    return true;
  }
  /// A `finally` block that a return must run first.
  struct Finally {
    ir::Symbol label;
    std::string ret_var, flag_var;
    std::size_t regions_outside;  ///< try regions open outside this try
  };

  /// Return inside try regions pops them first (see emit_jump); inside a
  /// try with `finally`, it records the value and runs the finally block,
  /// which returns afterwards (see emit_finally_epilogue).
  void emit_return(ir::Reg v) {
    if (!finally_stack_.empty()) {
      const Finally f = finally_stack_.back();
      b_.store_var(f.ret_var, v == ir::kNoReg ? b_.const_none() : v);
      b_.store_var(f.flag_var, b_.const_bool(true));
      for (std::size_t k = try_depth_; k > f.regions_outside; --k) b_.try_pop();
      b_.branch(f.label);
      after_terminator();
      return;
    }
    for (std::size_t k = try_depth_; k > function_try_base_; --k) b_.try_pop();
    if (v == ir::kNoReg)
      b_.ret_none();
    else
      b_.ret(v);
    after_terminator();
  }
  /// Opens a finally context (call before lowering the try body).
  void begin_finally(ir::Symbol label, std::uint32_t id) {
    Finally f{label, "__ret_" + std::to_string(id), "__retflag_" + std::to_string(id), try_depth_};
    b_.decl_var(f.flag_var, b_.const_bool(false));
    b_.decl_var(f.ret_var, b_.const_none());
    finally_stack_.push_back(std::move(f));
  }
  /// Closes it (before lowering the finally body) and returns it.
  Finally end_finally() {
    Finally f = finally_stack_.back();
    finally_stack_.pop_back();
    return f;
  }
  /// After the finally body: a pending return completes now.
  void emit_finally_epilogue(const Finally& f) {
    emit_if([&] { return b_.load_var(f.flag_var); }, [&] { emit_return(b_.load_var(f.ret_var)); }, {});
  }

  /// Code after an unconditional jump in the same block is unreachable but
  /// must still be well formed: start a fresh block.
  void after_terminator() { b_.label(b_.fresh_label("dead")); }

  /// Function definition with the skip-over pattern. `params` are
  /// (name, hint-prefix) — hint "param:" / "param:*" / "param:**"; `body`
  /// lowers the body. Returns the register holding the function reference
  /// (also declared under `name` unless `declare` is false).
  ir::Reg emit_function(std::string_view name, const std::vector<std::string>& param_hints,
                        const std::function<void()>& body, const std::string& return_type = {},
                        const std::function<void(const std::string& entry_label)>& before_ref = {}) {
    std::uint32_t id = b_.new_label_id();
    std::string base = std::string(name) + "_" + std::to_string(id);
    ir::Symbol entry = b_.sym("func_" + base), end = b_.sym("end_" + base);
    b_.branch(end);
    b_.label(entry);
    if (!return_type.empty()) b_.annotate_last(return_type);
    vars_.push_function();
    auto saved_loops = std::move(loops_);
    loops_.clear();
    std::size_t saved_base = function_try_base_;
    function_try_base_ = try_depth_;
    auto saved_finally = std::move(finally_stack_);
    finally_stack_.clear();
    auto saved_jump_finally = std::move(jump_finally_);
    jump_finally_.clear();
    for (const auto& h : param_hints) {
      std::string_view pname = std::string_view(h).substr(h.find(':') + 1);
      while (!pname.empty() && pname.front() == '*') pname.remove_prefix(1);
      std::string_view type;
      if (auto sp = pname.find(' '); sp != std::string_view::npos) {  // "param:x Int" carries a type
        type = pname.substr(sp + 1);
        pname = pname.substr(0, sp);
      }
      std::string hint = h.substr(0, h.find(' '));
      ir::Reg p = b_.symbolic(hint);
      if (!type.empty()) b_.annotate_last(type);
      b_.decl_var(pname, p);
      if (!type.empty()) b_.annotate_last(type);
      vars_.mark_declared(pname);
    }
    body();
    ir::Reg none = b_.const_none();
    b_.ret(none);
    function_try_base_ = saved_base;
    finally_stack_ = std::move(saved_finally);
    jump_finally_ = std::move(saved_jump_finally);
    loops_ = std::move(saved_loops);
    vars_.pop_function();
    b_.label(end);
    if (before_ref) before_ref("func_" + base);
    return b_.const_(b_.lit_func(name, entry));
  }

  /// Class definition: skip-over pattern around the body; returns the class
  /// reference register.
  ir::Reg emit_class(std::string_view name, const std::string& parents_csv, const std::function<void()>& body) {
    std::uint32_t id = b_.new_label_id();
    std::string base = "class_" + std::string(name) + "_" + std::to_string(id);
    ir::Symbol entry = b_.sym(base), end = b_.sym("end_" + base);
    b_.branch(end);
    b_.label(entry);
    vars_.push_function();
    body();
    vars_.pop_function();
    b_.label(end);
    return b_.const_(b_.lit_class(name, entry, parents_csv));
  }

  /// Short-circuit `a and b` / `a or b` (value semantics of Python/JS):
  /// the result is the last evaluated operand.
  ir::Reg emit_short_circuit(bool is_and, const std::function<ir::Reg()>& lhs, const std::function<ir::Reg()>& rhs) {
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__sc_" + std::to_string(id);
    ir::Symbol rhs_l = b_.label_name("sc_rhs", id), end = b_.label_name("sc_end", id);
    ir::Reg a = lhs();
    b_.decl_var(tmp, a);
    b_.branch_if(a, is_and ? rhs_l : end, is_and ? end : rhs_l);
    b_.label(rhs_l);
    ir::Reg r = rhs();
    b_.store_var(tmp, r);
    b_.branch(end);
    b_.label(end);
    return b_.load_var(tmp);
  }

  /// `c ? a : b`
  ir::Reg emit_conditional(const std::function<ir::Reg()>& cond, const std::function<ir::Reg()>& a,
                           const std::function<ir::Reg()>& bfn) {
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__cond_" + std::to_string(id);
    ir::Symbol t = b_.label_name("cond_true", id), f = b_.label_name("cond_false", id), end = b_.label_name("cond_end", id);
    ir::Reg c = cond();
    b_.branch_if(c, t, f);
    b_.label(t);
    b_.decl_var(tmp, a());
    b_.branch(end);
    b_.label(f);
    b_.decl_var(tmp, bfn());
    b_.branch(end);
    b_.label(end);
    return b_.load_var(tmp);
  }

  /// Assignment to a plain name following the DECL/STORE rule.
  /// Lowers source text other than the file's (a library the language
  /// ships in its own source, cmake/EmbedSources.cmake) with this lowerer:
  /// `fn(root)` runs with text() reading `text` and every instruction
  /// carrying span `at` (the user's file has no lines of it: pass an empty
  /// span, "no source location", so analyses can tell). False if
  /// `text` does not parse within the budget.
  template <class F>
  bool lower_embedded(std::string_view text, ir::SourceSpan at, F&& fn) {
    ParsedTree tree(lang_, text, parse_budget_ms(text.size()));
    if (!tree.ok() || tree.timed_out()) return false;
    std::string_view saved = src_;
    auto saved_span = span_override_;
    src_ = text;
    span_override_ = at;
    b_.set_span(at);
    fn(tree.root());
    src_ = saved;
    span_override_ = saved_span;
    return true;
  }

  void assign_name(std::string_view name, ir::Reg v) {
    if (vars_.should_declare(name))
      b_.decl_var(name, v);
    else
      b_.store_var(name, v);
  }

  const TSLanguage* lang_;
  const LanguageIndex* index_;  ///< per-grammar tables, shared by every lowerer
  std::string_view src_;
  std::optional<ir::SourceSpan> span_override_;  ///< set while lowering embedded text
  const LowerOptions& opts_;
  LowerOutput& out_;
  ir::Builder b_;
  VariableScopes vars_;
  std::vector<Loop> loops_;
  std::vector<Finally> finally_stack_;
  std::vector<JumpFinally> jump_finally_;
  /// break/continue run the finally bodies they leave (Python, Java; the
  /// JavaScript lowerer keeps its own list, which also serves labelled blocks).
  bool finally_on_jump_ = false;
  std::size_t try_depth_ = 0;
  std::size_t function_try_base_ = 0;
  std::uint32_t depth_ = 0;
  std::uintptr_t stack_floor_;  ///< see stack_floor()
  bool too_deep_reported_ = false;
  std::vector<const void*> reported_errors_;  ///< at most 100 (report_syntax_errors)

  /// Counts one level of lowering recursion for its lifetime.
  struct DepthGuard {
    explicit DepthGuard(std::uint32_t& d) : d_(d) { ++d_; }
    ~DepthGuard() { --d_; }
    DepthGuard(const DepthGuard&) = delete;
    DepthGuard& operator=(const DepthGuard&) = delete;
    std::uint32_t& d_;
  };

 private:
  template <class F>
  void for_symbols(const char* kind, F f) {
    // A kind name may map to several symbols (aliases); register them all.
    for (TSSymbol s : index_->regular_symbols(kind)) f(s);
  }
  std::vector<ExprFn> exprs_;
  std::vector<StmtFn> stmts_;
  std::vector<TSFieldId> field_cache_;
};

}  // namespace reddragon::frontend
