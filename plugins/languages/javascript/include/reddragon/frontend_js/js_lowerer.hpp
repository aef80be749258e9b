// js_lowerer.hpp - JavaScript -> RedDragon IR, as a reusable CRTP base.
//
// `JsLowererBase<Derived>` registers every JavaScript handler by node-kind
// name (tree-sitter-javascript; tree-sitter-typescript's kinds are a
// superset, so the TypeScript frontend derives from the same base and adds
// its type-level handlers). Control-flow shapes come from TsLowerer
// (ts_lowerer.hpp); JavaScript's run-time semantics (numbers are doubles,
// `+` concatenation, undefined/null, console.log formatting, Array/String/
// Map/Set methods) live in the VM's JavaScript runtime (kernel/vm/rt/
// javascript.cpp). Notes: docs/frontends/javascript.md.
//
// Lowering choices:
//  * `undefined` is the VM's None; `null` is `load_var null` (a runtime
//    singleton), so the two stay distinct.
//  * Declarations (`let`/`const`/`var`, function declarations, parameters)
//    are `decl_var`; plain assignments are `store_var`, which walks the
//    scope chain (closures assign their enclosing function's variables).
//    Function declarations of a block are hoisted to its start.
//  * Functions and methods: every parameter defaults to undefined
//    (`__default_<label>_<p>` = None); JavaScript default values are
//    evaluated at call time inside the body (`if (p === undefined) p = v`).
//    Methods take `this` as their first parameter; the constructor is
//    `__init__`; a getter is the class attribute `__get_<name>`.
//  * `new C(a)` -> `call_ctor C a` (`call_unknown` for other callees);
//    `new F(a)` of a function F of the file -> `call_function __js_new F a`.
//  * A `function` reading `this` takes it as a first parameter and is
//    wrapped by `__js_thisfn`; one reading `arguments` takes every argument
//    as `param:*arguments` (scan_functions finds both in one pass).
//  * for-of iterates `call_function __js_of %x` (arrays, strings, Map
//    entries, Set values; an unknown value as it is, for `__iter`); for-in
//    iterates `call_function __js_keys %x`. A spread `...x` materialises
//    `call_function __js_spread %x`.
#pragma once

#include <deque>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <unordered_map>
#include <optional>
#include <unordered_set>
#include <string_view>
#include <utility>
#include <vector>

#include "reddragon/frontend_js/node_core_modules.hpp"
#include "reddragon/frontend_support/ts_lowerer.hpp"

namespace reddragon::frontend_js {

template <class Derived>
class JsLowererBase : public frontend::TsLowerer<Derived> {
 protected:
  using Base = frontend::TsLowerer<Derived>;
  using Reg = ir::Reg;
  using Operator = ir::Operator;
  using Symbol = ir::Symbol;
  using SpanScope = ir::SpanScope;
  using typename Base::ExprFn;
  using typename Base::StmtFn;
  using typename Base::CatchClause;
  using typename Base::DepthGuard;
  using Base::b_;
  using Base::has_token;
  using Base::vars_;
  using Base::loops_;
  using Base::depth_;
  using Base::opts_;
  using Base::out_;
  using Base::src_;
  using Base::text;
  using Base::lower_embedded;
  using Base::span;
  using Base::child;
  using Base::named_children;
  using Base::field_children;
  using Base::sym;
  using Base::is;
  using Base::field;
  using Base::symbol;
  using Base::lower_expr;
  using Base::lower_stmt;
  using Base::unsupported;
  using Base::diag;
  using Base::emit_if;
  using Base::emit_if_chain;
  using Base::emit_loop;
  using Base::emit_foreach;
  using Base::emit_try;
  using Base::emit_jump;
  using Base::try_depth_;
  using Base::emit_return;
  using Base::emit_function;
  using Base::emit_class;
  using Base::emit_short_circuit;
  using Base::emit_conditional;
  using Base::after_terminator;
  using Base::deeper_than_allowed;
  using Base::report_syntax_errors;
  using Base::walk_statements;
  using Base::expr_handler;
  using Base::stmt_handler;
  using Base::on_stmt;
  using Base::on_expr;
  using Base::assign_name;

 public:
  JsLowererBase(const TSLanguage* lang, const char* language, const SourceFile& src, const LowerOptions& opts,
                LowerOutput& out)
      : Base(lang, src, opts, out) {
    out.module.language = language;
    f_name = field("name"); f_value = field("value"); f_body = field("body"); f_parameters = field("parameters");
    f_parameter = field("parameter"); f_left = field("left"); f_right = field("right"); f_operator = field("operator");
    f_argument = field("argument"); f_condition = field("condition"); f_consequence = field("consequence");
    f_alternative = field("alternative"); f_initializer = field("initializer"); f_increment = field("increment");
    f_kind = field("kind"); f_label = field("label"); f_handler = field("handler"); f_finalizer = field("finalizer");
    f_property = field("property"); f_object = field("object"); f_index = field("index"); f_function = field("function");
    f_arguments = field("arguments"); f_constructor = field("constructor"); f_key = field("key");
    f_pattern = field("pattern"); f_optional_chain = field("optional_chain");
    s_identifier = symbol("identifier"); s_member = symbol("member_expression");
    s_subscript = symbol("subscript_expression"); s_array_pattern = symbol("array_pattern");
    s_object_pattern = symbol("object_pattern"); s_assignment_pattern = symbol("assignment_pattern");
    s_rest_pattern = symbol("rest_pattern"); s_pair = symbol("pair"); s_pair_pattern = symbol("pair_pattern");
    s_shorthand_property = symbol("shorthand_property_identifier");
    s_shorthand_property_pattern = symbol("shorthand_property_identifier_pattern");
    s_object_assignment_pattern = symbol("object_assignment_pattern"); s_spread = symbol("spread_element");
    s_computed_property_name = symbol("computed_property_name"); s_property_identifier = symbol("property_identifier");
    s_private_property_identifier = symbol("private_property_identifier");
    s_string = symbol("string"); s_number = symbol("number"); s_string_fragment = symbol("string_fragment");
    s_escape_sequence = symbol("escape_sequence"); s_template_substitution = symbol("template_substitution");
    s_method_definition = symbol("method_definition"); s_field_definition = symbol("field_definition");
    s_public_field_definition = symbol("public_field_definition"); s_class_heritage = symbol("class_heritage");
    s_statement_block = symbol("statement_block"); s_function_declaration = symbol("function_declaration");
    s_else_clause = symbol("else_clause"); s_if_statement = symbol("if_statement");
    s_switch_default = symbol("switch_default"); s_switch_case = symbol("switch_case");
    s_lexical_declaration = symbol("lexical_declaration"); s_variable_declaration = symbol("variable_declaration");
    s_expression_statement = symbol("expression_statement"); s_empty_statement = symbol("empty_statement");
    s_parenthesized = symbol("parenthesized_expression"); s_sequence = symbol("sequence_expression");
    s_optional_chain = symbol("optional_chain"); s_call = symbol("call_expression");
    s_required_parameter = symbol("required_parameter"); s_optional_parameter = symbol("optional_parameter");
    s_return = symbol("return_statement"); s_class_static_block = symbol("class_static_block");
    s_undefined = symbol("undefined"); s_super = symbol("super"); s_this = symbol("this");
    s_accessibility_modifier = symbol("accessibility_modifier");

    on_stmt("expression_statement", &JsLowererBase::expression_statement);
    on_stmt("lexical_declaration", &JsLowererBase::declaration);
    on_stmt("variable_declaration", &JsLowererBase::declaration);
    on_stmt("function_declaration", &JsLowererBase::function_declaration);
    on_stmt("generator_function_declaration", &JsLowererBase::function_declaration);
    on_stmt("class_declaration", &JsLowererBase::class_declaration);
    on_stmt("method_definition", &JsLowererBase::method_definition);
    on_stmt("field_definition", &JsLowererBase::field_definition);
    on_stmt("public_field_definition", &JsLowererBase::field_definition);
    on_stmt("statement_block", &JsLowererBase::statement_block);
    on_stmt("if_statement", &JsLowererBase::if_statement);
    on_stmt("while_statement", &JsLowererBase::while_statement);
    on_stmt("do_statement", &JsLowererBase::do_statement);
    on_stmt("for_statement", &JsLowererBase::for_statement);
    on_stmt("for_in_statement", &JsLowererBase::for_in_statement);
    on_stmt("break_statement", &JsLowererBase::break_statement);
    on_stmt("continue_statement", &JsLowererBase::continue_statement);
    on_stmt("return_statement", &JsLowererBase::return_statement);
    on_stmt("throw_statement", &JsLowererBase::throw_statement);
    on_stmt("try_statement", &JsLowererBase::try_statement);
    on_stmt("switch_statement", &JsLowererBase::switch_statement);
    on_stmt("labeled_statement", &JsLowererBase::labeled_statement);
    on_stmt("empty_statement", &JsLowererBase::nothing);
    on_stmt("debugger_statement", &JsLowererBase::nothing);
    on_stmt("comment", &JsLowererBase::nothing);
    on_stmt("hash_bang_line", &JsLowererBase::nothing);
    on_stmt("import_statement", &JsLowererBase::import_statement);
    on_stmt("export_statement", &JsLowererBase::export_statement);

    on_expr("identifier", &JsLowererBase::identifier);
    on_expr("number", &JsLowererBase::number);
    on_expr("string", &JsLowererBase::string);
    on_expr("template_string", &JsLowererBase::template_string);
    on_expr("true", &JsLowererBase::true_);
    on_expr("false", &JsLowererBase::false_);
    on_expr("null", &JsLowererBase::null_);
    on_expr("undefined", &JsLowererBase::undefined_);
    on_expr("this", &JsLowererBase::this_);
    on_expr("parenthesized_expression", &JsLowererBase::parenthesized);
    on_expr("sequence_expression", &JsLowererBase::sequence);
    on_expr("binary_expression", &JsLowererBase::binary_expression);
    on_expr("unary_expression", &JsLowererBase::unary_expression);
    on_expr("update_expression", &JsLowererBase::update_expression);
    on_expr("assignment_expression", &JsLowererBase::assignment_expression);
    on_expr("augmented_assignment_expression", &JsLowererBase::augmented_assignment);
    on_expr("ternary_expression", &JsLowererBase::ternary);
    on_expr("call_expression", &JsLowererBase::call_expression);
    on_expr("new_expression", &JsLowererBase::new_expression);
    on_expr("member_expression", &JsLowererBase::member_expression);
    on_expr("subscript_expression", &JsLowererBase::subscript_expression);
    on_expr("array", &JsLowererBase::array);
    on_expr("object", &JsLowererBase::object);
    on_expr("arrow_function", &JsLowererBase::arrow_function);
    on_expr("function_expression", &JsLowererBase::function_expression);
    on_expr("generator_function", &JsLowererBase::function_expression);
    on_expr("yield_expression", &JsLowererBase::yield_expression);
    on_expr("await_expression", &JsLowererBase::await_expression);
    on_expr("regex", &JsLowererBase::regex);
    on_expr("function", &JsLowererBase::function_expression);
    on_expr("class", &JsLowererBase::class_expression);
    on_expr("meta_property", &JsLowererBase::meta_property);
  }

  void run(TSNode root) {
    file_root_ = root;
    b_.set_span(span(root));
    b_.label(b_.sym("entry"));
    report_syntax_errors(root);
    scan_setters(root);
    scan_integrity(root);
    scan_functions(root);
    lower_block(root);
  }

  /// One pass over the file: which non-arrow functions read `this` or
  /// `arguments` themselves (arrows read their enclosing function's).
  /// Keyed by the function node's first byte.
  enum : std::uint8_t { kUsesThis = 1, kUsesArguments = 2 };
  static bool own_this_kind(std::string_view t) {
    return t == "function_declaration" || t == "generator_function_declaration" || t == "function_expression" ||
           t == "function" || t == "generator_function" || t == "method_definition" || t == "class_body";
  }
  void scan_functions(TSNode root) {
    const bool want_this = src_.find("this") != std::string_view::npos || src_.find("new.target") != std::string_view::npos;
    const bool want_args = src_.find("arguments") != std::string_view::npos;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> stack;  // (depth, start byte) of enclosing functions
    TSTreeCursor c = ts_tree_cursor_new(root);
    std::uint32_t depth = 0;
    for (;;) {
      TSNode k = ts_tree_cursor_current_node(&c);
      // entries at this depth or deeper are not ancestors of k
      while (!stack.empty() && stack.back().first >= depth) stack.pop_back();
      std::string_view t = ts_node_type(k);
      if (t == "function_declaration" || t == "generator_function_declaration") {
        if (TSNode nm = child(k, f_name); !ts_node_is_null(nm)) fn_names_.emplace(text(nm));
      } else if (t == "variable_declarator") {
        TSNode nm = child(k, f_name), v = child(k, f_value);
        std::string_view vt = ts_node_is_null(v) ? std::string_view() : ts_node_type(v);
        if (!ts_node_is_null(nm) && (vt == "function_expression" || vt == "function" || vt == "arrow_function"))
          fn_names_.emplace(text(nm));
      } else if (t == "class_declaration") {
        if (TSNode nm = child(k, f_name); !ts_node_is_null(nm)) {
          class_names_.emplace(text(nm));
          // `class Stack extends Array` (or extends such a class): its
          // instances are arrays, made by the runtime (`__js_new`)
          for (std::uint32_t i = 0; i < ts_node_named_child_count(k); ++i) {
            TSNode h = ts_node_named_child(k, i);
            if (std::strcmp(ts_node_type(h), "class_heritage") != 0) continue;
            std::string_view ht = text(h);
            if (ht.rfind("extends", 0) == 0) ht.remove_prefix(7);
            while (!ht.empty() && (ht.front() == ' ' || ht.front() == '\t' || ht.front() == '\n')) ht.remove_prefix(1);
            std::size_t e = 0;
            while (e < ht.size() && (std::isalnum(static_cast<unsigned char>(ht[e])) || ht[e] == '_' || ht[e] == '$')) ++e;
            std::string base(ht.substr(0, e));
            if (base == "Array" || array_classes_.count(base)) array_classes_.emplace(text(nm));
          }
        }
      }
      if (own_this_kind(t)) stack.emplace_back(depth, ts_node_start_byte(k));
      else if (!stack.empty() && (((t == "this" || t == "meta_property") && want_this) || (t == "identifier" && want_args && text(k) == "arguments")))
        fn_flags_[stack.back().second] |= t != "identifier" ? kUsesThis : kUsesArguments;  // new.target reads `this`
      if (ts_tree_cursor_goto_first_child(&c)) {
        ++depth;
        continue;
      }
      bool done = false;
      while (!ts_tree_cursor_goto_next_sibling(&c)) {
        if (!ts_tree_cursor_goto_parent(&c)) {
          done = true;
          break;
        }
        --depth;
      }
      if (done) break;
    }
    ts_tree_cursor_delete(&c);
  }
  std::uint8_t fn_flags(TSNode n) const {
    auto it = fn_flags_.find(ts_node_start_byte(n));
    return it == fn_flags_.end() ? 0 : it->second;
  }

  /// Names of the class setters (`set x(v) {}`) anywhere in the file:
  /// assignments to such a property go through `__js_set`, which calls the
  /// setter when the object's class has one.
  /// Also the names of getters (a write to a getter-only property is
  /// ignored) and of properties given to Object.defineProperty.
  void scan_setters(TSNode root) {
    const bool define = src_.find("defineProperty") != std::string_view::npos;
    if (src_.find("set ") == std::string_view::npos && src_.find("get ") == std::string_view::npos && !define) return;
    walk_statements(root, [](TSNode) { return true; }, [&](TSNode n) {
      if (sym(n) == s_method_definition) {
        const std::uint32_t k = ts_node_child_count(n);
        for (std::uint32_t i = 0; i < k; ++i) {
          TSNode t = ts_node_child(n, i);
          if (!ts_node_is_named(t) && (text(t) == "set" || text(t) == "get")) setters_.emplace_back(text(child(n, f_name)));
        }
      } else if (define && sym(n) == s_call) {
        TSNode fn = child(n, f_function);
        if (!ts_node_is_null(fn) && sym(fn) == s_member && text(child(fn, f_property)) == "defineProperty") {
          auto args = named_children(child(n, f_arguments));
          if (args.size() > 1 && sym(args[1]) == s_string) setters_.push_back(string_value(args[1]));
        }
      }
      return false;
    });
  }
  /// Files that freeze, seal or prevent extensions write and delete
  /// properties through the runtime (javascript_integrity.cpp), passing
  /// whether the code is strict: there a refused write raises TypeError,
  /// in sloppy code it is ignored.
  void scan_integrity(TSNode root) {
    if (static_cast<Derived*>(this)->always_strict()) strict_file_ = true;
    integrity_ = src_.find(".freeze(") != std::string_view::npos || src_.find(".seal(") != std::string_view::npos ||
                 src_.find(".preventExtensions(") != std::string_view::npos ||
                 src_.find(".defineProperty(") != std::string_view::npos ||  // writable: false
                 src_.find(".defineProperties(") != std::string_view::npos ||
                 src_.find("Proxy(") != std::string_view::npos;  // a proxy's set trap sees every write
    if (!integrity_) return;
    bool first = true;
    const std::uint32_t k = ts_node_named_child_count(root);
    for (std::uint32_t i = 0; i < k; ++i) {
      TSNode c = ts_node_named_child(root, i);
      std::string_view t = ts_node_type(c);
      if (t == "comment" || t == "hash_bang_line") continue;
      if (t == "import_statement" || t == "export_statement") strict_file_ = true;  // a module
      std::string_view x = text(c);
      if (first && t == "expression_statement" && (x.rfind("'use strict'", 0) == 0 || x.rfind("\"use strict\"", 0) == 0))
        strict_file_ = true;
      first = false;
    }
  }
  /// A language whose every file is strict code (TypeScript: tsc --strict emits "use strict").
  bool always_strict() const { return false; }
  /// Strict code: a strict file (directive or module) or a class body.
  bool strict_at(TSNode n) const {
    if (strict_file_) return true;
    for (TSNode p = n; !ts_node_is_null(p); p = ts_node_parent(p)) {
      const std::string_view t = ts_node_type(p);
      if (t == "class_body") return true;
      if (t == "statement_block" && has_use_strict(p)) return true;  // a function's own 'use strict'
    }
    return false;
  }
  /// A function body whose directive prologue starts with 'use strict'.
  bool has_use_strict(TSNode block) const {
    TSNode parent = ts_node_parent(block);
    if (ts_node_is_null(parent)) return false;
    const std::string_view pt = ts_node_type(parent);
    if (pt.find("function") == std::string_view::npos && pt != "method_definition") return false;
    if (ts_node_named_child_count(block) == 0) return false;
    TSNode first = ts_node_named_child(block, 0);
    if (std::string_view(ts_node_type(first)) != "expression_statement" || ts_node_named_child_count(first) == 0) return false;
    TSNode str = ts_node_named_child(first, 0);
    if (std::string_view(ts_node_type(str)) != "string") return false;
    const std::string_view lit = text(str);
    return lit == "'use strict'" || lit == "\"use strict\"";
  }
  /// `obj[idx] = v` (through the runtime in files that freeze objects).
  void store_subscript(Reg obj, Reg idx, Reg v, TSNode at) {
    TSNode on = ts_node_is_null(at) || sym(at) != s_subscript ? TSNode{} : child(at, f_object);
    const bool proto = !ts_node_is_null(on) && sym(on) == s_member && text(child(on, f_property)) == "prototype";
    if (!integrity_ && !proto) {  // (C.prototype[k] = function ...: a method added to a class, see i_set)
      b_.store_index(obj, idx, v);
      return;
    }
    Reg args[4] = {obj, idx, v, b_.const_bool(strict_at(at))};
    b_.call_function("__js_set", args);
  }
  bool is_setter(std::string_view prop) const {
    for (const auto& s : setters_)
      if (s == prop) return true;
    return false;
  }
  /// `objn.prop = v`: through `__js_set` when the property may be an
  /// accessor, or the object names a function of the file (functions have
  /// properties in JavaScript, not in the IR).
  void store_property(Reg obj, std::string_view prop, Reg v, TSNode objn = TSNode{}) {
    if (integrity_) {
      Reg args[4] = {obj, b_.const_str(prop), v, b_.const_bool(strict_at(objn))};
      b_.call_function("__js_set", args);
      return;
    }
    if ((!setters_.empty() && is_setter(prop)) || prop == "length" ||  // arr.length = n truncates or grows
        (!ts_node_is_null(objn) && sym(objn) == s_identifier && fn_names_.count(std::string(text(objn)))) ||
        // C.prototype.m = function () {...}: a method added to a class (see i_set)
        (!ts_node_is_null(objn) && sym(objn) == s_member && text(child(objn, f_property)) == "prototype")) {
      // strict code: a write to a getter-only accessor throws (sloppy code ignores it)
      Reg args[4] = {obj, b_.const_str(prop), v, b_.const_bool(strict_at(objn))};
      b_.call_function("__js_set", args);
      return;
    }
    b_.store_field(obj, prop, v);
  }

 protected:
  // --- statements ------------------------------------------------------------------
  void nothing(TSNode) {}
  /// A module's value: a Node core module whose prelude the frontend
  /// appended (node_core_modules.hpp) is `__node_<name>()`; any other is
  /// SYMBOLIC "import:spec", which the project loader links.
  Reg module_value(const std::string& spec) {
    std::string_view member;
    if (std::string_view core = node_core_module(spec, &member); !core.empty()) {
      std::string fn = "__node_" + std::string(core);
      if (src_.find("function " + fn + "()") != std::string_view::npos) {
        Reg m = b_.call_function(fn, {});
        return member.empty() ? m : b_.load_field(m, std::string(member));
      }
    }
    return b_.symbolic("import:" + spec);
  }
  /// `import d, {a as b}, * as ns from 'spec'`: the module's value is
  /// SYMBOLIC "import:spec" (the project loader links it when the file is in
  /// the project, docs/projects.md); names are its fields (`default` for d).
  void import_statement(TSNode n) {
    TSNode src = child(n, ts_language_field_id_for_name(ts_node_language(n), "source", 6));
    if (ts_node_is_null(src) || sym(src) != s_string) return;
    SpanScope sc(b_, span(n));
    Reg m = module_value(string_value(src));
    for (TSNode clause : named_children(n)) {
      if (std::string_view(ts_node_type(clause)) != "import_clause") continue;
      for (TSNode k : named_children(clause)) {
        std::string_view t = ts_node_type(k);
        if (sym(k) == s_identifier) {
          b_.decl_var(text(k), b_.load_field(m, "default"));
        } else if (t == "namespace_import") {
          for (TSNode id : named_children(k))
            if (sym(id) == s_identifier) b_.decl_var(text(id), m);
        } else if (t == "named_imports") {
          for (TSNode spec : named_children(k)) {
            if (std::string_view(ts_node_type(spec)) != "import_specifier") continue;
            TSNode name = child(spec, f_name);
            TSNode alias = child(spec, ts_language_field_id_for_name(ts_node_language(spec), "alias", 5));
            if (ts_node_is_null(name)) continue;
            std::string field = sym(name) == s_string ? string_value(name) : std::string(text(name));
            b_.decl_var(ts_node_is_null(alias) ? field : std::string(text(alias)), b_.load_field(m, field));
          }
        }
      }
    }
  }
  /// `export <declaration>` declares as usual; `export default <expr>`
  /// evaluates it into `__default_export`; `export { a }`, `export * from`
  /// bind nothing in a single-file run.
  void export_statement(TSNode n) {
    if (reexport(n)) return;
    TSNode src = child(n, ts_language_field_id_for_name(ts_node_language(n), "source", 6));
    for (TSNode k : named_children(n)) {
      std::string_view t = ts_node_type(k);
      // the source string of `from 'x'`, not `export default 'text'`
      if (t == "export_clause" || (t == "string" && ts_node_eq(k, src)) || t == "namespace_export" || t == "comment") continue;
      if (t.find("declaration") != std::string_view::npos) {
        lower_stmt(k);
        TSNode name = child(k, f_name);
        if (is_default_export(n) && !ts_node_is_null(name)) {  // `export default class C {}`: C is the default
          SpanScope sc(b_, span(k));
          b_.decl_var("__default_export", b_.load_var(text(name)));
        }
      } else {
        SpanScope sc(b_, span(k));
        b_.decl_var("__default_export", lower_expr(k));
      }
    }
  }
  /// Export clauses and re-exports name module fields (docs/projects.md):
  /// `export {a as b}` binds b, `export {a as b} from 'x'` binds b to x's a,
  /// `export * as ns from 'x'` binds ns, `export * from 'x'` is SYMBOLIC
  /// "import*:x" (the project loader binds x's names). True if n was one.
  bool reexport(TSNode n) {
    TSNode src = child(n, ts_language_field_id_for_name(ts_node_language(n), "source", 6));
    bool from = !ts_node_is_null(src) && sym(src) == s_string;
    TSNode clause{}, ns{};
    for (TSNode k : named_children(n)) {
      std::string_view t = ts_node_type(k);
      if (t == "export_clause") clause = k;
      if (t == "namespace_export") ns = k;
    }
    if (!from && ts_node_is_null(clause)) return false;
    SpanScope sc(b_, span(n));
    if (from && ts_node_is_null(clause) && ts_node_is_null(ns)) {
      b_.symbolic("import*:" + string_value(src));
      return true;
    }
    Reg m = from ? module_value(string_value(src)) : ir::kNoReg;
    if (!ts_node_is_null(ns)) {
      for (TSNode id : named_children(ns))
        if (sym(id) == s_identifier) b_.decl_var(text(id), m);
      return true;
    }
    for (TSNode spec : named_children(clause)) {
      if (std::string_view(ts_node_type(spec)) != "export_specifier") continue;
      TSNode name = child(spec, f_name);
      TSNode alias = child(spec, ts_language_field_id_for_name(ts_node_language(spec), "alias", 5));
      if (ts_node_is_null(name)) continue;
      std::string field = sym(name) == s_string ? string_value(name) : std::string(text(name));
      std::string as = ts_node_is_null(alias) ? field : sym(alias) == s_string ? string_value(alias) : std::string(text(alias));
      if (!from && as == field) continue;  // `export {a}`: a is already the module's
      Reg v = from ? b_.load_field(m, field) : b_.load_var(field);
      b_.decl_var(as == "default" ? "__default_export" : as, v);
    }
    return true;
  }
  static bool is_default_export(TSNode n) {
    for (std::uint32_t i = 0; i < ts_node_child_count(n); ++i)
      if (std::string_view(ts_node_type(ts_node_child(n, i))) == "default") return true;
    return false;
  }
  void expression_statement(TSNode n) {
    for (TSNode k : named_children(n)) lower_stmt(k);
  }
  /// Statements of a block; function declarations first (hoisting).
  void lower_block(TSNode block) {
    auto kids = named_children(block);
    // ES modules: exported functions are hoisted too, and imports run
    // before the body (a module imported in a cycle sees its functions)
    auto hoisted = [&](TSNode k) {
      if (sym(k) == s_function_declaration) return true;
      if (std::string_view(ts_node_type(k)) != "export_statement") return false;
      TSNode d = child(k, ts_language_field_id_for_name(ts_node_language(k), "declaration", 11));
      return !ts_node_is_null(d) && sym(d) == s_function_declaration;
    };
    auto is_import = [](TSNode k) { return std::string_view(ts_node_type(k)) == "import_statement"; };
    const std::size_t lets_at_start = let_loop_vars_.size();
    for (TSNode k : kids)
      if (hoisted(k)) lower_stmt(k);
    for (TSNode k : kids)
      if (is_import(k)) lower_stmt(k);
    for (TSNode k : kids) {
      if (!hoisted(k) && !is_import(k)) lower_stmt(k);
      // a function declared in a loop's body that reads a let/const of the
      // body declared before it: made again where it stands, holding this
      // iteration's binding (at the block's start the binding did not exist)
      else if (sym(k) == s_function_declaration && let_loop_vars_.size() > lets_at_start && reads_name(k, lets_at_start))
        lower_stmt(k);
    }
  }
  /// Does n mention one of let_loop_vars_[from...]?
  bool reads_name(TSNode n, std::size_t from) {
    bool found = false;
    walk_nodes(n, [&](TSNode k) {
      if (found || std::strcmp(ts_node_type(k), "identifier") != 0) return;
      const std::string_view t = text(k);
      for (std::size_t i = from; i < let_loop_vars_.size(); ++i)
        if (let_loop_vars_[i] == t) found = true;
    });
    return found;
  }
  void statement_block(TSNode n) { lower_block(n); }
  /// A statement used as a body (block or single statement).
  void lower_body(TSNode n) {
    if (ts_node_is_null(n)) return;
    if (sym(n) == s_statement_block) lower_block(n);
    else lower_stmt(n);
  }

  void declaration(TSNode n) {
    for (TSNode d : named_children(n)) {
      TSNode name = child(d, f_name);
      if (ts_node_is_null(name)) continue;
      SpanScope sc(b_, span(d));
      TSNode value = child(d, f_value);
      // `const C = class {}`: the class takes the variable's name
      if (!ts_node_is_null(value) && sym(name) == s_identifier && std::strcmp(ts_node_type(value), "class") == 0)
        class_name_hint_ = text(name);
      if (!ts_node_is_null(value) && sym(name) == s_identifier && is_anonymous_fn(value)) fn_name_hint_ = text(name);
      Reg v = ts_node_is_null(value)                         ? b_.const_none()
              : self_captured_in_loop(n, name, value) ? lower_in_own_binding(text(name), value)
                                                      : lower_expr(value);
      class_name_hint_ = {};
      fn_name_hint_ = {};
      if (!loops_.empty() && sym(n) == s_lexical_declaration && sym(name) == s_identifier &&
          needs_box(n, ts_node_parent(n), text(name))) {
        // a per-iteration let that closures write (or read after it changes):
        // one box per iteration, which the closures snapshot and share
        Reg box = b_.new_array("list", b_.const_int(1));
        b_.store_index(box, b_.const_int(0), v);
        set_var(text(name), box, true);
        TSNode scope = ts_node_parent(n);
        boxed_lets_.push_back({std::string(text(name)), ts_node_start_byte(n), ts_node_end_byte(scope)});
        let_loop_vars_.emplace_back(text(name));
        continue;
      }
      if (!ts_node_is_null(value) && sym(name) == s_object_pattern) pattern_site_ = call_site(value);
      bind_pattern(name, v, true);
      if (!loops_.empty() && sym(n) == s_lexical_declaration) {  // per-iteration binding
        std::vector<std::string> names;
        pattern_names(name, names);
        push_let_loop_vars(names, ts_node_parent(n));
      }
    }
  }

  /// Binds a target (identifier or destructuring pattern) to a value;
  /// `declare`: a declaration (decl_var) rather than an assignment.
  void bind_pattern(TSNode t, Reg v, bool declare) {
    if (deeper_than_allowed(t)) return;
    DepthGuard g(depth_);
    SpanScope sc(b_, span(t));
    t = static_cast<Derived*>(this)->assign_target(t);
    TSSymbol s = sym(t);
    std::optional<std::string> site = std::move(pattern_site_);  // only the outermost pattern has one
    pattern_site_.reset();
    if (site && s == s_object_pattern) destructure_check(t, v, *site);
    if (s == s_identifier || s == s_shorthand_property_pattern || s == s_undefined) {
      if (!declare) check_const_write(t);
      if (const BoxedLet* bx = declare ? nullptr : boxed(t)) store_boxed(*bx, v);
      else set_var(text(t), v, declare);
    } else if (s == s_member) {
      Reg obj = lower_expr(child(t, f_object));
      store_property(obj, text(child(t, f_property)), v, child(t, f_object));
    } else if (s == s_subscript) {
      Reg obj = lower_expr(child(t, f_object));
      Reg idx = lower_expr(child(t, f_index));
      store_subscript(obj, idx, v, t);
    } else if (s == s_array_pattern) {
      // destructuring reads any iterable (a generator, a Map, a string) by
      // index; without a rest element only the slots the pattern has are
      // taken from an iterator, which is then closed
      std::int64_t slots = 0;
      bool rest_slot = false;
      for (std::uint32_t ci = 0, cn = ts_node_child_count(t); ci < cn; ++ci) {
        TSNode e = ts_node_child(t, ci);
        if (!ts_node_is_named(e)) slots += std::strcmp(ts_node_type(e), ",") == 0;
        else if (sym(e) == s_rest_pattern) rest_slot = true;
      }
      if (ts_node_named_child_count(t) > 0) ++slots;  // the element after the last comma
      Reg ia[2] = {v, b_.const_int(slots)};
      v = b_.call_function("__js_indexable", std::span<const Reg>(ia, rest_slot ? 1 : 2));
      // k: the element's index; an elision (`[, b]`) is only a comma
      std::int64_t k = 0;
      for (std::uint32_t ci = 0, cn = ts_node_child_count(t); ci < cn; ++ci) {
        TSNode e = ts_node_child(t, ci);
        if (!ts_node_is_named(e)) {
          if (std::strcmp(ts_node_type(e), ",") == 0) ++k;
          continue;
        }
        if (std::strcmp(ts_node_type(e), "comment") == 0) continue;
        if (sym(e) == s_rest_pattern) {
          Reg lo = b_.const_int(k);
          Reg args[2] = {v, lo};
          Reg rest = b_.call_function("__js_rest", args);
          auto inner = named_children(e);
          if (!inner.empty()) bind_pattern(inner[0], rest, declare);
          break;
        }
        Reg i = b_.const_int(k);
        Reg item = b_.load_index(v, i);
        bind_pattern(e, item, declare);
      }
    } else if (s == s_object_pattern) {
      std::vector<Reg> used;
      for (TSNode e : named_children(t)) {
        TSSymbol es = sym(e);
        if (es == s_shorthand_property_pattern) {
          Reg item = b_.load_field(v, text(e));
          used.push_back(b_.const_str(text(e)));
          if (const BoxedLet* bx = declare ? nullptr : boxed(e)) store_boxed(*bx, item);
          else set_var(text(e), item, declare);
        } else if (es == s_pair_pattern) {
          TSNode key = child(e, f_key);
          Reg item;
          if (sym(key) == s_computed_property_name) {
            auto kk = named_children(key);
            Reg kr = kk.empty() ? b_.const_none() : lower_expr(kk[0]);
            used.push_back(kr);
            item = b_.load_index(v, kr);
          } else {
            std::string kname = property_name(key);
            used.push_back(b_.const_str(kname));
            item = b_.load_field(v, kname);
          }
          bind_pattern(child(e, f_value), item, declare);
        } else if (es == s_object_assignment_pattern) {
          TSNode l = child(e, f_left);
          Reg item = b_.load_field(v, text(l));
          used.push_back(b_.const_str(text(l)));
          Reg d = with_default(item, child(e, f_right));
          bind_pattern(l, d, declare);
        } else if (es == s_rest_pattern) {
          std::vector<Reg> args{v};
          for (Reg u : used) args.push_back(u);
          Reg rest = b_.call_function("__js_omit", args);
          auto inner = named_children(e);
          if (!inner.empty()) bind_pattern(inner[0], rest, declare);
        }
      }
    } else if (s == s_assignment_pattern) {
      Reg d = with_default(v, child(t, f_right));
      bind_pattern(child(t, f_left), d, declare);
    } else if (s == s_parenthesized) {
      auto inner = named_children(t);
      if (!inner.empty()) bind_pattern(inner[0], v, declare);
    } else {
      unsupported(t);
    }
  }
  /// V8 checks the value an object pattern destructures before the first
  /// load: `{ x } = null` is "Cannot destructure property 'x' of '<site>' as
  /// it is null." (or "Cannot destructure '<site>' ..." when the pattern is
  /// empty or starts with a computed key or a rest). A first property with a
  /// default loads without that check ("Cannot read properties of ...").
  void destructure_check(TSNode pattern, Reg v, const std::string& site) {
    Reg prop = ir::kNoReg;
    for (TSNode e : named_children(pattern)) {
      if (std::strcmp(ts_node_type(e), "comment") == 0) continue;
      TSSymbol es = sym(e);
      if (es == s_object_assignment_pattern) return;
      if (es == s_shorthand_property_pattern) prop = b_.const_str(text(e));
      if (es == s_pair_pattern) {
        TSNode key = child(e, f_key), val = child(e, f_value);
        if (sym(val) == s_assignment_pattern) return;
        if (sym(key) != s_computed_property_name) prop = b_.const_str(property_name(key));
      }
      break;
    }
    Reg args[3] = {v, prop == ir::kNoReg ? b_.const_none() : prop, site.empty() ? b_.const_none() : b_.const_str(site)};
    b_.call_function("__js_destructure", args);
  }
  /// The source of a destructured value as V8's CallPrinter renders it in
  /// that message (o.list[0], s.pop(...), (a || b), (intermediate value)).
  std::string call_site(TSNode e, int depth = 0) {
    static constexpr const char* kInter = "(intermediate value)";
    if (ts_node_is_null(e) || depth > 32) return kInter;
    const std::string_view type = ts_node_type(e);
    auto has_optional = [&](TSNode n) {
      for (std::uint32_t i = 0, c = ts_node_child_count(n); i < c; ++i)
        if (std::strcmp(ts_node_type(ts_node_child(n, i)), "optional_chain") == 0) return true;
      return false;
    };
    if (type == "identifier" || type == "undefined" || type == "null" || type == "this" || type == "true" ||
        type == "false" || type == "number" || type == "property_identifier" || type == "private_property_identifier")
      return std::string(text(e));
    if (type == "string") return "\"" + string_value(e) + "\"";
    if (type == "parenthesized_expression") {
      auto in = named_children(e);
      return in.size() == 1 ? call_site(in[0], depth + 1) : kInter;
    }
    if (type == "member_expression") {
      if (has_optional(e)) return kInter;
      return call_site(child(e, f_object), depth + 1) + "." + std::string(text(child(e, f_property)));
    }
    if (type == "subscript_expression") {
      if (has_optional(e)) return kInter;
      TSNode idx = child(e, f_index);
      std::string obj = call_site(child(e, f_object), depth + 1);
      if (sym(idx) == s_string) return obj + "." + string_value(idx);
      return obj + "[" + call_site(idx, depth + 1) + "]";
    }
    if (type == "call_expression") {
      if (has_optional(e) || std::strcmp(ts_node_type(child(e, f_arguments)), "arguments") != 0) return kInter;
      return call_site(child(e, f_function), depth + 1) + "(...)";
    }
    if (type == "binary_expression")
      return "(" + call_site(child(e, f_left), depth + 1) + " " + std::string(text(child(e, f_operator))) + " " +
             call_site(child(e, f_right), depth + 1) + ")";
    if (type == "sequence_expression") {
      std::string out = "(";
      bool first = true;
      for (TSNode k : named_children(e)) {
        out += (first ? "" : " , ") + call_site(k, depth + 1);
        first = false;
      }
      return out + ")";
    }
    if (type == "unary_expression") {
      std::string op(text(child(e, f_operator)));
      const bool word = op == "void" || op == "typeof" || op == "delete";
      return "(" + op + (word ? " " : "") + call_site(child(e, f_argument), depth + 1) + ")";
    }
    if (type == "ternary_expression") return std::string(kInter) + kInter + kInter;
    if (type == "template_string") {  // the substitutions, one after another; no substitution: the string
      std::string out;
      bool any = false;
      for (TSNode k : named_children(e)) {
        if (std::strcmp(ts_node_type(k), "template_substitution") != 0) continue;
        auto in = named_children(k);
        out += in.size() == 1 ? call_site(in[0], depth + 1) : kInter;
        any = true;
      }
      return any ? out : "\"" + std::string(text(e).substr(1, text(e).size() - 2)) + "\"";
    }
    if (type == "array") {
      std::string out = "[";
      bool first = true;
      for (TSNode k : named_children(e)) {
        out += (first ? "" : ",") + call_site(k, depth + 1);
        first = false;
      }
      return out + "]";
    }
    return kInter;
  }
  void set_var(std::string_view name, Reg v, bool declare) {
    if (declare) {
      b_.decl_var(name, v);
      vars_.mark_declared(name);
    } else {
      b_.store_var(name, v);
    }
  }
  /// The language's own tests for a missing value (defaults, `??`, `?.`):
  /// `__js_undef v` (=== undefined) or `__js_nullish v` (== null). An
  /// unknown value counts as present, so evaluation goes on with it.
  Reg is_nullish(Reg v, bool strict) {
    return b_.call_function(strict ? "__js_undef" : "__js_nullish", std::span<const Reg>(&v, 1));
  }
  /// `v === undefined ? default : v`
  Reg with_default(Reg v, TSNode dflt) {
    if (ts_node_is_null(dflt)) return v;
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__dflt_" + std::to_string(id);
    b_.decl_var(tmp, v);
    emit_if([&] { return is_nullish(b_.load_var(tmp), true); },
            [&] { b_.store_var(tmp, lower_expr(dflt)); }, {});
    return b_.load_var(tmp);
  }
  std::string property_name(TSNode key) {
    TSSymbol s = sym(key);
    if (s == s_computed_property_name) {  // [Symbol.iterator]: the member name the runtime's Symbol.iterator is
      auto kk = named_children(key);
      if (kk.size() == 1 && sym(kk[0]) == s_member && text(child(kk[0], f_object)) == "Symbol")
        return "__sym_" + std::string(text(child(kk[0], f_property)));
    }
    if (s == s_string) return string_value(key);
    if (s == s_number) {
      std::string t(text(key));
      ir::Operand o;
      std::int64_t iv = 0;
      if (frontend::parse_int64(t, iv)) return std::to_string(iv);
      return t;
    }
    return std::string(text(key));
  }

  void if_statement(TSNode n) {
    std::vector<TSNode> levels{n};
    TSNode else_body{};
    TSNode cur = n;
    while (true) {
      TSNode alt = child(cur, f_alternative);
      if (ts_node_is_null(alt)) break;
      // else_clause wraps the statement
      TSNode inner = alt;
      if (sym(alt) == s_else_clause) {
        auto kids = named_children(alt);
        inner = kids.empty() ? TSNode{} : kids[0];
      }
      if (!ts_node_is_null(inner) && sym(inner) == s_if_statement && levels.size() < 10000) {
        levels.push_back(inner);
        cur = inner;
        continue;
      }
      else_body = inner;
      break;
    }
    std::function<void()> otherwise;
    if (!ts_node_is_null(else_body)) otherwise = [&] { lower_body(else_body); };
    const ir::SourceSpan whole = b_.span();
    emit_if_chain(
        levels.size(), [&](std::size_t k) { return lower_expr(child(levels[k], f_condition)); },
        [&](std::size_t k) { lower_body(child(levels[k], f_consequence)); }, otherwise,
        [&](std::size_t k) { return k == 0 ? whole : span(levels[k]); });
  }

  std::string take_label() {
    std::string l = std::move(pending_label_);
    pending_label_.clear();
    return l;
  }

  void while_statement(TSNode n) {
    std::string label = take_label();
    const std::size_t nlet = let_loop_vars_.size();
    emit_loop([&] { return lower_expr(child(n, f_condition)); }, [&] { lower_body(child(n, f_body)); }, {}, {},
              label);
    let_loop_vars_.resize(nlet);
  }
  void do_statement(TSNode n) {
    std::string label = take_label();
    const std::size_t nlet = let_loop_vars_.size();
    emit_loop([&] { return lower_expr(child(n, f_condition)); }, [&] { lower_body(child(n, f_body)); }, {}, {},
              label, false);
    let_loop_vars_.resize(nlet);
  }
  void for_statement(TSNode n) {
    std::string label = take_label();
    TSNode init = child(n, f_initializer);
    if (!ts_node_is_null(init)) lower_stmt(init);
    TSNode cond = child(n, f_condition);
    TSNode inc = child(n, f_increment);
    auto cond_fn = [&]() -> Reg {
      if (ts_node_is_null(cond) || sym(cond) == s_empty_statement) return b_.const_bool(true);
      if (sym(cond) == s_expression_statement) {
        auto kids = named_children(cond);
        return kids.empty() ? b_.const_bool(true) : lower_expr(kids[0]);
      }
      return lower_expr(cond);
    };
    std::function<void()> update;
    if (!ts_node_is_null(inc)) update = [&] { lower_expr(inc); };
    else update = [] {};
    const std::size_t nlet = let_loop_vars_.size();
    if (!ts_node_is_null(init) && sym(init) == s_lexical_declaration) {
      std::vector<std::string> names;
      for (TSNode d : named_children(init))
        if (!ts_node_is_null(child(d, f_name))) pattern_names(child(d, f_name), names);
      push_let_loop_vars(names, child(n, f_body));
    }
    emit_loop(cond_fn, [&] { lower_body(child(n, f_body)); }, update, {}, label);
    let_loop_vars_.resize(nlet);
  }
  void for_in_statement(TSNode n) {
    std::string label = take_label();
    TSNode left = child(n, f_left);
    TSNode right = child(n, f_right);
    TSNode op = child(n, f_operator);
    bool of = !ts_node_is_null(op) && text(op) == "of";
    bool declare = !ts_node_is_null(child(n, f_kind));
    if (of && has_token(n, "await")) return for_await(n, label, left, right, declare);
    Reg seq = lower_expr(right);
    seq = b_.call_function(of ? "__js_of" : "__js_keys", std::span<const Reg>(&seq, 1));
    const std::size_t nlet = let_loop_vars_.size();
    if (declare && text(child(n, f_kind)) != "var") {
      std::vector<std::string> names;
      pattern_names(left, names);
      push_let_loop_vars(names, child(n, f_body));
    }
    if (of) {
      for_of_loop(n, seq, left, declare, label);
    } else {
      emit_foreach(
          seq,
          [&](Reg item) {
            bind_pattern(left, item, declare);
            lower_body(child(n, f_body));
          },
          {}, label);
    }
    let_loop_vars_.resize(nlet);
    // a `break` out of for-of over a generator closes it (its finally blocks run)
    if (of && left_by_break(n)) b_.call_function("__js_iter_close", std::span<const Reg>(&seq, 1));
  }
  /// The loop of a for-of over iterator `seq`. An exception leaving the body
  /// (or the binding) closes the iterator before it propagates (IteratorClose
  /// on a throw completion: a generator's finally blocks run, a user
  /// iterator's return() is called, an error from either is dropped); one
  /// raised by the iterator's own next() does not (`__forof_live_N` is true
  /// only while the body runs).
  void for_of_loop(TSNode n, Reg seq, TSNode left, bool declare, const std::string& label) {
    const std::uint32_t id = b_.new_label_id();
    const std::string it = "__iter_" + std::to_string(id), live = "__forof_live_" + std::to_string(id);
    b_.decl_var(it, b_.call_function("__iter", std::span<const Reg>(&seq, 1)));
    b_.decl_var(live, b_.const_bool(false));
    CatchClause h;
    h.span = span(n);
    h.body = [&](Reg e) {
      emit_if([&] { return b_.load_var(live); },
              [&] {
                b_.call_function("__js_iter_close_thrown", std::span<const Reg>(&seq, 1));
              },
              {});
      b_.throw_(e);
      after_terminator();
    };
    emit_try(
        [&] {
          js_finally_.push_back(JsFinally{TSNode{}, loops_.size(), try_depth_, seq});
          emit_loop(
              [&] {
                b_.store_var(live, b_.const_bool(false));
                Reg i = b_.load_var(it);
                return b_.call_function("__has_next__", std::span<const Reg>(&i, 1));
              },
              [&] {
                Reg i = b_.load_var(it);
                Reg item = b_.call_function("__next__", std::span<const Reg>(&i, 1));
                b_.store_var(live, b_.const_bool(true));
                if (declare && sym(left) == s_object_pattern) pattern_site_ = ".for";  // (V8's loop temporary)
                bind_pattern(left, item, declare);
                lower_body(child(n, f_body));
              },
              {}, {}, label);
          js_finally_.pop_back();
        },
        {h}, {}, {}, false);
  }
  /// Is the for-of `n` left by a `break` (its own, or a labelled one passing
  /// through it)? One pass over the file marks the loops each break leaves,
  /// walking up only to the break's target, so deep nesting stays linear.
  bool left_by_break(TSNode n) {
    if (!breaks_indexed_) {
      breaks_indexed_ = true;
      walk_nodes(file_root_, [&](TSNode brk) {
        if (std::strcmp(ts_node_type(brk), "break_statement") != 0) return;
        TSNode lab = child(brk, f_label);
        for (TSNode p = ts_node_parent(brk); !ts_node_is_null(p); p = ts_node_parent(p)) {
          const std::string_view t = ts_node_type(p);
          if (t.find("function") != std::string_view::npos || t == "arrow_function" || t.find("class") != std::string_view::npos ||
              t == "method_definition")
            break;
          if (t == "for_in_statement") broken_loops_.insert(ts_node_start_byte(p));
          if (ts_node_is_null(lab)) {
            if (t == "for_in_statement" || t == "for_statement" || t == "while_statement" || t == "do_statement" ||
                t == "switch_statement")
              break;
          } else if (t == "labeled_statement" && text(child(p, f_label)) == text(lab)) {
            break;
          }
        }
      });
    }
    return broken_loops_.count(ts_node_start_byte(n)) != 0;
  }
  /// `for await (x of src)`: `__it = __js_async_iter(src)`, then a loop
  /// whose test is `r = await __it.next()`, `!r.done`, and whose body
  /// begins `x = await r.value`.
  void for_await(TSNode n, const std::string& label, TSNode left, TSNode right, bool declare) {
    std::uint32_t id = b_.new_label_id();
    std::string it = "__ait_" + std::to_string(id), res = "__air_" + std::to_string(id);
    Reg src = lower_expr(right);
    b_.decl_var(it, b_.call_function("__js_async_iter", std::span<const Reg>(&src, 1)));
    b_.decl_var(res, b_.const_none());
    const std::size_t nlet = let_loop_vars_.size();
    // leaving by break, return or an outer loop's jump awaits the iterator's return()
    const JsFinally closer{TSNode{}, loops_.size(), try_depth_, b_.load_var(it), true};
    js_finally_.push_back(closer);
    emit_loop(  // the test is the loop's own (an unknown source's items: bounded as for-of's)
        [&] {
          Reg step = b_.call_method(b_.load_var(it), "next", {});
          b_.store_var(res, b_.call_function("__yield", std::span<const Reg>(&step, 1)));
          Reg r = b_.load_var(res);
          return b_.call_function("__js_iter_more", std::span<const Reg>(&r, 1));
        },
        [&] {
          Reg v = b_.load_field(b_.load_var(res), "value");
          if (declare && sym(left) == s_object_pattern) pattern_site_ = ".for";
          bind_pattern(left, b_.call_function("__yield", std::span<const Reg>(&v, 1)), declare);
          lower_body(child(n, f_body));
        },
        {}, {}, label);
    js_finally_.pop_back();
    let_loop_vars_.resize(nlet);
    if (left_by_break(n))  // (not when it ran to its end)
      emit_if([&] { return b_.load_field(b_.load_var(res), "done"); }, [] {}, [&] { emit_iter_close(closer); });
  }
  void labeled_statement(TSNode n) {
    TSNode body = child(n, f_body);
    std::string_view bt = ts_node_is_null(body) ? std::string_view() : ts_node_type(body);
    if (bt == "while_statement" || bt == "do_statement" || bt == "for_statement" || bt == "for_in_statement" ||
        bt == "switch_statement") {
      pending_label_ = std::string(text(child(n, f_label)));
      lower_stmt(body);
      pending_label_.clear();
      return;
    }
    // any other statement: `break label` leaves it
    pending_label_.clear();
    Symbol end = b_.fresh_label("label_end");
    label_blocks_.push_back(LabelBlock{std::string(text(child(n, f_label))), end, try_depth_, vars_.depth()});
    lower_body(body);
    label_blocks_.pop_back();
    b_.branch(end);
    b_.label(end);
  }
  /// `break label` out of a labelled non-loop statement: run the finally
  /// bodies of the try statements it leaves, close their regions, jump.
  bool break_label_block(std::string_view label) {
    std::size_t k = label_blocks_.size();
    while (k-- > 0)
      if (label_blocks_[k].label == label) break;
    if (k == SIZE_MAX || label_blocks_[k].fn_depth != vars_.depth()) return false;
    for (const auto& l : loops_)  // a loop of that label inside the block is the target
      if (l.label == label && l.try_depth >= label_blocks_[k].try_depth) return false;
    const LabelBlock blk = label_blocks_[k];
    auto saved = js_finally_;
    const std::size_t saved_depth = try_depth_;
    while (!js_finally_.empty() && js_finally_.back().depth >= blk.try_depth) {
      JsFinally f = js_finally_.back();
      js_finally_.pop_back();
      if (f.close != ir::kNoReg) continue;  // (a for-of is not closed by a labelled block's break)
      for (std::size_t d = try_depth_; d > f.depth; --d) b_.try_pop();
      try_depth_ = f.depth;
      vars_.enter_block();
      lower_body(f.body);
      vars_.exit_block();
    }
    for (std::size_t d = try_depth_; d > blk.try_depth; --d) b_.try_pop();
    b_.branch(blk.end);
    after_terminator();
    try_depth_ = saved_depth;
    js_finally_ = std::move(saved);
    return true;
  }
  void break_statement(TSNode n) {
    TSNode l = child(n, f_label);
    if (!ts_node_is_null(l) && !label_blocks_.empty() && break_label_block(text(l))) return;
    if (!jump_through_finally(true, ts_node_is_null(l) ? std::string_view{} : text(l)))
      diag(Severity::Error, "'break' outside loop or switch", n);
  }
  void continue_statement(TSNode n) {
    TSNode l = child(n, f_label);
    if (!jump_through_finally(false, ts_node_is_null(l) ? std::string_view{} : text(l)))
      diag(Severity::Error, "'continue' outside loop", n);
  }
  void return_statement(TSNode n) {
    auto kids = named_children(n);
    Reg v = kids.empty() ? ir::kNoReg : lower_expr(kids[0]);
    for (auto it = js_finally_.rbegin(); it != js_finally_.rend(); ++it)  // the for-of loops it leaves, innermost first
      if (it->close != ir::kNoReg) emit_iter_close(*it);
    emit_return(v);
  }
  void throw_statement(TSNode n) {
    auto kids = named_children(n);
    Reg v = kids.empty() ? b_.const_none() : lower_expr(kids[0]);
    b_.throw_(v);
    after_terminator();
  }

  void try_statement(TSNode n) {
    TSNode handler = child(n, f_handler);
    TSNode finalizer = child(n, f_finalizer);
    std::vector<CatchClause> handlers;
    if (!ts_node_is_null(handler)) {
      CatchClause h;
      h.span = span(handler);
      h.body = [this, handler](Reg e) {
        if (in_sync_generator_ || in_async_generator_) {  // gen.return() unwinds the body with a marker no catch may keep
          Reg marker = b_.call_function("__js_is_gen_return", std::span<const Reg>(&e, 1));
          std::uint32_t id = b_.new_label_id();
          Symbol rethrow = b_.label_name("gen_return_rethrow", id), go_on = b_.label_name("gen_return_catch", id);
          b_.branch_if(marker, rethrow, go_on);
          b_.label(rethrow);
          b_.throw_(e);
          b_.label(go_on);
        }
        TSNode p = child(handler, f_parameter);
        if (!ts_node_is_null(p) && sym(p) == s_object_pattern) pattern_site_ = ".catch";  // (V8's temporary)
        if (!ts_node_is_null(p)) bind_pattern(p, e, true);
        if (!ts_node_is_null(fin_body_)) js_finally_.push_back(JsFinally{fin_body_, loops_.size(), fin_depth_});
        lower_body(child(handler, f_body));
        if (!ts_node_is_null(fin_body_)) js_finally_.pop_back();
      };
      handlers.push_back(std::move(h));
    }
    std::function<void()> fin;
    if (!ts_node_is_null(finalizer)) fin = [&] { lower_body(child(finalizer, f_body)); };
    TSNode fb = ts_node_is_null(finalizer) ? TSNode{} : child(finalizer, f_body);
    const std::size_t depth = try_depth_;
    TSNode saved_fb = fin_body_;
    std::size_t saved_fd = fin_depth_;
    fin_body_ = fb;
    fin_depth_ = depth;
    emit_try([&] {
               if (!ts_node_is_null(fb)) js_finally_.push_back(JsFinally{fb, loops_.size(), depth});
               lower_body(child(n, f_body));
               if (!ts_node_is_null(fb)) js_finally_.pop_back();
             },
             handlers, {}, fin,
             vars_.depth() > 1 && !ts_node_is_null(finalizer) && contains_return(n));
    fin_body_ = saved_fb;
    fin_depth_ = saved_fd;
  }
  bool contains_return(TSNode n) {
    return walk_statements(
        n,
        [&](TSNode k) {
          const char* t = ts_node_type(k);
          return std::strstr(t, "function") == nullptr && std::strcmp(t, "arrow_function") != 0 &&
                 std::strstr(t, "class") == nullptr;
        },
        [&](TSNode k) { return sym(k) == s_return; });
  }

  /// switch: the value once into a hidden variable; a chain of tests that
  /// jump to the case bodies, laid out in order so control falls through.
  void switch_statement(TSNode n) {
    std::string label = take_label();
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__switch_" + std::to_string(id);
    b_.decl_var(tmp, lower_expr(child(n, f_value)));
    TSNode body = child(n, f_body);
    std::vector<TSNode> cases;
    if (!ts_node_is_null(body))
      for (TSNode k : named_children(body))
        if (sym(k) == s_switch_case || sym(k) == s_switch_default) cases.push_back(k);
    std::vector<Symbol> body_labels;
    for (std::size_t k = 0; k < cases.size(); ++k)
      body_labels.push_back(b_.label_name("switch_case_" + std::to_string(k), id));
    Symbol end = b_.label_name("switch_end", id);
    Symbol dflt = end;
    for (std::size_t k = 0; k < cases.size(); ++k) {
      if (sym(cases[k]) == s_switch_default) {
        dflt = body_labels[k];
        continue;
      }
      SpanScope sc(b_, span(cases[k]));
      Reg c = b_.binop(Operator::StrictEq, b_.load_var(tmp), lower_expr(child(cases[k], f_value)));
      Symbol next = b_.label_name("switch_test_" + std::to_string(k), id);
      b_.branch_if(c, body_labels[k], next);
      b_.label(next);
    }
    b_.branch(dflt);
    // `break` leaves the switch; `continue` goes to the enclosing loop
    Symbol cont = loops_.empty() ? end : loops_.back().continue_target;
    loops_.push_back(typename Base::Loop{cont, end, label, this->try_depth_});
    for (std::size_t k = 0; k < cases.size(); ++k) {
      SpanScope sc(b_, span(cases[k]));
      b_.label(body_labels[k]);
      for (TSNode st : field_children(cases[k], f_body)) lower_stmt(st);
      b_.branch(k + 1 < cases.size() ? body_labels[k + 1] : end);
    }
    loops_.pop_back();
    b_.label(end);
  }

  // --- functions and classes ---------------------------------------------------------
  struct Param {
    std::string name;
    TSNode pattern{};   // destructuring pattern (null for a plain name)
    TSNode dflt{};      // default value
    bool rest = false;
  };
  std::vector<Param> parameters(TSNode fn) {
    std::vector<Param> out;
    TSNode single = child(fn, f_parameter);  // x => ...
    if (!ts_node_is_null(single)) {
      out.push_back(Param{std::string(text(single)), TSNode{}, TSNode{}, false});
      return out;
    }
    TSNode ps = child(fn, f_parameters);
    if (ts_node_is_null(ps)) return out;
    std::size_t k = 0;
    for (TSNode p : named_children(ps)) {
      TSSymbol s = sym(p);
      Param q;
      TSNode target = p;
      if (s == s_required_parameter || s == s_optional_parameter) {  // TypeScript
        target = child(p, f_pattern);
        q.dflt = child(p, f_value);
        if (ts_node_is_null(target)) continue;
      } else if (s == s_assignment_pattern) {
        target = child(p, f_left);
        q.dflt = child(p, f_right);
      } else if (s != s_identifier && s != s_rest_pattern && s != s_object_pattern && s != s_array_pattern) {
        continue;  // comments, decorators
      }
      if (sym(target) == s_this) continue;  // TypeScript's `this: T` parameter: a type only
      if (sym(target) == s_rest_pattern) {
        q.rest = true;
        auto inner = named_children(target);
        if (inner.empty()) continue;
        target = inner[0];
      } else if (sym(target) == s_assignment_pattern) {
        q.dflt = child(target, f_right);
        target = child(target, f_left);
      }
      if (sym(target) == s_identifier) {
        q.name = text(target);
      } else {
        q.name = "__arg" + std::to_string(k);
        q.pattern = target;
      }
      ++k;
      out.push_back(std::move(q));
    }
    return out;
  }

  /// Any function-like node (declaration, expression, arrow, method).
  Reg define_function(TSNode n, std::string_view name, bool method) {
    auto params = parameters(n);
    std::string_view kind = ts_node_type(n);
    const std::uint8_t flags = kind == "arrow_function" ? 0 : fn_flags(n);
    // a `function` reading `this` takes it as a first parameter and is
    // bound to undefined (`__js_thisfn`) until called as a method or
    // through call/apply/bind
    const bool this_fn = !method && (flags & kUsesThis) && kind != "method_definition";
    // `arguments`: every argument in one rest parameter, the declared
    // parameters read from it
    const bool args_mode = (flags & kUsesArguments) != 0;
    std::vector<std::string> hints;
    if (method || this_fn) hints.push_back("param:this");
    if (args_mode) hints.push_back("param:*arguments");
    else
      for (auto& p : params) hints.push_back((p.rest ? "param:*" : "param:") + p.name);
    TSNode body = child(n, f_body);
    auto saved_fin = std::move(js_finally_);
    js_finally_.clear();
    struct Restore {
      std::vector<JsFinally>& dst;
      std::vector<JsFinally> v;
      ~Restore() { dst = std::move(v); }
    } restore{js_finally_, std::move(saved_fin)};
    // a function with its own `this` (a method, a `function`) inside a
    // static method does not see the class as `this`; arrows do
    struct RestoreThis {
      std::string& dst;
      std::string v;
      ~RestoreThis() { dst = std::move(v); }
    } restore_this{static_this_, static_this_};
    if (method || (kind != "arrow_function" && kind != "method_definition")) static_this_.clear();
    // new.target: an arrow sees its enclosing function's
    struct RestoreNewTarget {
      NewTarget& dst;
      NewTarget v;
      ~RestoreNewTarget() { dst = v; }
    } restore_new_target{new_target_, new_target_};
    if (kind != "arrow_function")
      new_target_ = method && name == "__init__" ? NewTarget::Ctor : method || kind == "method_definition" ? NewTarget::Method : NewTarget::Function;
    // The prologue (a base constructor's instance fields) belongs to THIS
    // body: taken before the parameters lower, so a function in a default
    // value (constructor(cmp = (a, b) => a - b)) does not receive it. It
    // still runs after the defaults, where TypeScript's parameter properties
    // expect it (typescript_lowerer.cpp add_parameter_properties).
    std::function<void()> prologue = std::exchange(prologue_, nullptr);
    Reg ref = emit_function(
        name, hints,
        [&] {
          if (args_mode) {
            Reg a = b_.load_var("arguments");
            b_.store_var("arguments", b_.call_function("__js_array", std::span<const Reg>(&a, 1)));
            for (std::size_t k = 0; k < params.size(); ++k) {
              Reg all = b_.load_var("arguments");
              Reg i = b_.const_int(static_cast<std::int64_t>(k));
              Reg v;
              if (params[k].rest) {
                Reg ra[2] = {all, i};
                v = b_.call_function("__js_rest", ra);
              } else {
                v = b_.load_index(all, i);
              }
              set_var(params[k].name, v, true);
            }
          }
          for (auto& p : params) {
            if (p.rest && !args_mode) {
              Reg a = b_.load_var(p.name);
              b_.store_var(p.name, b_.call_function("__js_array", std::span<const Reg>(&a, 1)));
            }
            if (!ts_node_is_null(p.dflt)) {
              emit_if([&] { return is_nullish(b_.load_var(p.name), true); },
                      [&] { b_.store_var(p.name, lower_expr(p.dflt)); }, {});
            }
            if (!ts_node_is_null(p.pattern)) {
              pattern_site_ = std::string();  // a parameter's site is the value's type (V8: 'object null')
              bind_pattern(p.pattern, b_.load_var(p.name), true);
            }
          }
          if (prologue) prologue();
          // arguments are bound at the call; the body runs when resumed (an
          // async function at once, by the runtime: it returns a promise)
          const bool gen = is_generator(n), async = has_token(n, "async");
          // (restored when the body is lowered: nested functions set their own)
          struct AsyncGenScope {
            bool& flag;
            bool saved;
            ~AsyncGenScope() { flag = saved; }
          } agen_scope{in_async_generator_, std::exchange(in_async_generator_, gen && async)},
              gen_scope{in_sync_generator_, std::exchange(in_sync_generator_, gen && !async)},
              async_scope{in_async_, std::exchange(in_async_, async)};
          if (gen || async) {
            Reg gkind = b_.const_str(async ? (gen ? "async_generator" : "async") : "generator");
            b_.call_function("__generator", std::span<const Reg>(&gkind, 1));
          }
          if (ts_node_is_null(body)) return;
          if (sym(body) == s_statement_block) lower_block(body);
          else emit_return(lower_expr(body));  // arrow with expression body
        },
        {},
        [&](const std::string& label) {
          // omitted arguments are undefined
          if (method || this_fn) b_.decl_var("__default_" + label + "_this", b_.const_none());
          if (!args_mode)
            for (auto& p : params)
              if (!p.rest) b_.decl_var("__default_" + label + "_" + p.name, b_.const_none());
        });
    // an async/generator function is marked with its kind (node prints
    // [AsyncFunction: f], [GeneratorFunction: g]; once per definition)
    if (const bool gen = is_generator(n), async = has_token(n, "async"); gen || async) {
      Reg args[2] = {ref, b_.const_str(async ? (gen ? "AsyncGeneratorFunction" : "AsyncFunction") : "GeneratorFunction")};
      ref = b_.call_function("__js_fnkind", args);
    }
    if (this_fn) ref = b_.call_function("__js_thisfn", std::span<const Reg>(&ref, 1));
    return ref;
  }

  /// `/pattern/flags` → `call_function __js_regex "pattern" "flags"` (a RegExp, runtime/javascript_regex.cpp).
  Reg regex(TSNode n) {
    TSNode pat = child(n, ts_language_field_id_for_name(ts_node_language(n), "pattern", 7));
    TSNode fl = child(n, ts_language_field_id_for_name(ts_node_language(n), "flags", 5));
    Reg args[2] = {b_.const_str(ts_node_is_null(pat) ? std::string_view() : text(pat)),
                   b_.const_str(ts_node_is_null(fl) ? std::string_view() : text(fl))};
    return b_.call_function("__js_regex", args);
  }
  /// `await x`: the async function suspends; the runtime resumes it with
  /// x's settled value (javascript_promise.cpp).
  /// tree-sitter reads `await [1, 2].map(f)` as a subscript of an
  /// identifier `await`, and `await (f)(x)` as a call of it (the grammar
  /// does not know which functions are async): inside an async function,
  /// the chain whose base is that subscript or call is lowered with the base
  /// as the array literal or parenthesized value and then awaited, as
  /// JavaScript means it. Null when n is no such chain.
  TSNode await_subscript_base(TSNode n) {
    TSNode cur = n;
    for (int guard = 0; guard < 10000 && !ts_node_is_null(cur); ++guard) {
      TSSymbol s = sym(cur);
      if (s == s_subscript) {
        TSNode o = child(cur, f_object);
        if (sym(o) == s_identifier && text(o) == "await" && !is_optional(cur)) return cur;
        cur = o;
      } else if (s == s_member) {
        cur = child(cur, f_object);
      } else if (s == s_call) {
        TSNode f = child(cur, f_function);  // `await (p)(x)`: a call of an identifier `await`
        if (sym(f) == s_identifier && text(f) == "await" && !is_optional(cur)) return cur;
        cur = f;
      } else {
        break;
      }
    }
    return TSNode{};
  }
  /// The value an `await(...)` base stands for: its parenthesized
  /// expression (a comma list's last value, each evaluated in order).
  Reg await_base_paren(TSNode n) {
    Reg v = b_.const_none();
    for (TSNode e : named_children(child(n, f_arguments)))
      if (std::strcmp(ts_node_type(e), "comment") != 0) v = lower_expr(e);
    return v;
  }
  /// Lowers n (a call/member/subscript chain) as `await <chain>` when its
  /// base is `await[...]` (see await_subscript_base); false otherwise.
  template <class F>
  bool await_chain(TSNode n, Reg& out, F&& lower) {
    if (!in_async_) return false;
    TSNode base = await_subscript_base(n);
    if (ts_node_is_null(base) || (!ts_node_is_null(await_base_) && ts_node_eq(base, await_base_))) return false;
    TSNode saved = std::exchange(await_base_, base);
    Reg v = lower();
    await_base_ = saved;
    out = b_.call_function("__yield", std::span<const Reg>(&v, 1));
    return true;
  }
  /// The array literal an `await[a, b]` base stands for.
  Reg await_base_array(TSNode n) {
    std::vector<TSNode> elems;
    std::vector<TSNode> todo{child(n, f_index)};
    while (!todo.empty()) {  // a, b, c: nested sequence expressions, flattened in order
      TSNode e = todo.back();
      todo.pop_back();
      if (ts_node_is_null(e)) continue;
      if (sym(e) == s_sequence) {
        auto kids = named_children(e);
        for (auto it = kids.rbegin(); it != kids.rend(); ++it) todo.push_back(*it);
      } else {
        elems.push_back(e);
      }
    }
    std::vector<Reg> items;
    for (TSNode e : elems) items.push_back(lower_expr(e));
    Reg seq = b_.new_array("list", b_.const_int(static_cast<std::int64_t>(items.size())));
    for (std::size_t k = 0; k < items.size(); ++k) b_.store_index(seq, b_.const_int(static_cast<std::int64_t>(k)), items[k]);
    return seq;
  }
  Reg await_expression(TSNode n) {
    auto kids = named_children(n);
    Reg v = kids.empty() ? b_.const_none() : lower_expr(kids[0]);
    return b_.call_function("__yield", std::span<const Reg>(&v, 1));
  }
  /// `yield* src` in an async generator: src's async iterator (a sync
  /// iterable's values awaited) is driven as `for await` does, each value
  /// yielded; the expression's value is the delegate's return value. (What
  /// next(v) sends is not passed on to the delegate.)
  Reg async_yield_from(Reg src) {
    const std::string id = std::to_string(b_.new_label_id());
    const std::string it = "__ayf_it_" + id, res = "__ayf_r_" + id;
    b_.decl_var(it, b_.call_function("__js_async_iter", std::span<const Reg>(&src, 1)));
    Reg first = b_.call_method(b_.load_var(it), "next", {});
    b_.decl_var(res, b_.call_function("__yield", std::span<const Reg>(&first, 1)));
    emit_loop([&] { return b_.unop(Operator::Not, b_.load_field(b_.load_var(res), "done")); },
              [&] {
                Reg v = b_.load_field(b_.load_var(res), "value");
                v = b_.call_function("__js_agen_yield", std::span<const Reg>(&v, 1));
                b_.call_function("__yield", std::span<const Reg>(&v, 1));
                Reg step = b_.call_method(b_.load_var(it), "next", {});
                b_.store_var(res, b_.call_function("__yield", std::span<const Reg>(&step, 1)));
              },
              {}, {}, std::string{});
    return b_.load_field(b_.load_var(res), "value");
  }
  /// `function*`, a `*name() {}` method.
  bool is_generator(TSNode n) {
    std::string_view kind = ts_node_type(n);
    if (kind.rfind("generator_function", 0) == 0) return true;
    return sym(n) == s_method_definition && has_token(n, "*");
  }
  /// `yield x` / `yield* iterable` (its value: what next(v) sends / the delegate's return value).
  Reg yield_expression(TSNode n) {
    const bool star = has_token(n, "*");
    auto kids = named_children(n);
    Reg v = kids.empty() ? b_.const_none() : lower_expr(kids[0]);
    if (star && in_async_generator_) return async_yield_from(v);
    if (star) v = b_.call_function("__js_of", std::span<const Reg>(&v, 1));  // strings, Maps, Sets as for-of sees them
    // in an async generator `await` is the bare __yield: a yield is marked (javascript_promise.cpp)
    else if (in_async_generator_) v = b_.call_function("__js_agen_yield", std::span<const Reg>(&v, 1));
    return b_.call_function(star ? "__yield_from" : "__yield", std::span<const Reg>(&v, 1));
  }

  void function_declaration(TSNode n) {
    std::string name(text(child(n, f_name)));
    // (declared in a loop's body: it keeps the iteration's let bindings, as a function expression does)
    Reg ref = wrap_closure(n, [&] { return define_function(n, name, false); });
    set_var(name, ref, true);
  }
  /// A named function expression can call itself: its name is also
  /// declared in the enclosing scope (approximation of its own scope).
  Reg function_expression(TSNode n) {
    TSNode nm = child(n, f_name);
    const std::string hint = take_fn_name_hint();
    return wrap_closure(n, [&] {
      Reg f = define_function(n, !ts_node_is_null(nm) ? text(nm) : hint.empty() ? std::string_view("__lambda") : hint, false);
      if (!ts_node_is_null(nm)) b_.decl_var(text(nm), f);
      return f;
    });
  }
  Reg arrow_function(TSNode n) {
    const std::string hint = take_fn_name_hint();
    return wrap_closure(n, [&] { return define_function(n, hint.empty() ? std::string_view("__lambda") : hint, false); });
  }
  /// The name an anonymous function takes from its binding (`const f =
  /// () => 1`, `{ inc: function () {} }`), consumed by the first function
  /// lowered so nested ones stay anonymous.
  bool is_anonymous_fn(TSNode v) {
    if (ts_node_is_null(v)) return false;
    std::string_view k = ts_node_type(v);
    return k == "arrow_function" || ((k == "function_expression" || k == "function") && ts_node_is_null(child(v, f_name)));
  }
  bool is_anonymous_class(TSNode v) {
    return !ts_node_is_null(v) && std::strcmp(ts_node_type(v), "class") == 0 && ts_node_is_null(child(v, f_name));
  }
  std::string take_fn_name_hint() {
    std::string h(fn_name_hint_);
    fn_name_hint_ = {};
    return h;
  }

  /// Class members: methods, fields, static members, getters.
  void method_definition(TSNode n) {
    TSNode nm = child(n, f_name);
    std::string name = property_name(nm);
    if (sym(nm) == s_computed_property_name && name.rfind("__sym_", 0) != 0) {
      static_blocks_.push_back(n);  // [key]() { ... }: installed once the class exists (computed_method)
      return;
    }
    const auto [is_static, getter, setter] = method_modifiers(n);
    if (name == "constructor" && !is_static) {
      name = "__init__";
      if (!field_inits_.empty() || class_has_parent_) {
        // instance fields are initialised when the constructor starts
        // (after super(...) in a derived class: see call_expression)
        auto inits = field_inits_;
        if (!class_has_parent_) prologue_ = [this, inits] { init_fields(inits); };
        else pending_fields_ = inits;
      }
    }
    if (getter) name = "__get_" + name;
    if (setter) name = "__set_" + name;
    // `this` in a static method is the class: its name (a static method
    // inherited by a subclass still sees the declaring class)
    std::string saved_static_this = std::exchange(static_this_, is_static ? class_name_ : std::string{});
    Reg ref = define_function(n, name, !is_static);
    static_this_ = std::move(saved_static_this);
    pending_fields_.clear();
    b_.decl_var(name, ref);
  }
  void init_fields(const std::vector<TSNode>& inits) {
    for (TSNode f : inits) {
      SpanScope sc(b_, span(f));
      if (Reg key = computed_field_key(f); key != ir::kNoReg) {  // [expr] = value
        b_.store_index(b_.load_var("this"), key, static_cast<Derived*>(this)->field_value(f));
        continue;
      }
      Reg val = static_cast<Derived*>(this)->field_value(f);
      b_.store_field(b_.load_var("this"), static_cast<Derived*>(this)->field_slot(f), val);
    }
  }
  /// A field named by a computed key other than a well-known symbol
  /// (`[Symbol.for("k")] = 1`, `[name] = 2`): the key, evaluated; kNoReg
  /// for a field with a plain name.
  Reg computed_field_key(TSNode f) {
    TSNode key = field_key(f);
    if (ts_node_is_null(key) || sym(key) != s_computed_property_name || property_name(key).rfind("__sym_", 0) == 0)
      return ir::kNoReg;
    auto kk = named_children(key);
    Reg k = kk.empty() ? b_.const_none() : lower_expr(kk[0]);
    return b_.call_function("__js_key", std::span<const Reg>(&k, 1));
  }
  /// An instance field's initial value (TypeScript passes it through field decorators).
  Reg field_value(TSNode f) {
    TSNode v = child(f, f_value);
    return ts_node_is_null(v) ? b_.const_none() : lower_expr(v);
  }
  /// The property a field declaration initialises (TypeScript's `accessor x`
  /// stores into a hidden slot behind a getter/setter pair).
  std::string field_slot(TSNode f) { return property_name(field_key(f)); }
  TSNode field_key(TSNode f) {
    TSNode key = child(f, f_property);
    if (ts_node_is_null(key)) key = child(f, f_name);
    return key;
  }
  bool is_static_member(TSNode f) {
    const std::uint32_t c = ts_node_child_count(f);
    for (std::uint32_t i = 0; i < c; ++i) {
      TSNode k = ts_node_child(f, i);
      if (!ts_node_is_named(k) && text(k) == "static") return true;
    }
    return false;
  }
  /// Whether a field declaration has run-time code (TypeScript erases some).
  bool field_emitted(TSNode) { return true; }
  /// A static field (instance fields are collected by class_body).
  void field_definition(TSNode n) {
    if (!is_static_member(n) || !static_cast<Derived*>(this)->field_emitted(n)) return;
    TSNode v = child(n, f_value);
    TSNode key = field_key(n);
    const bool computed = !ts_node_is_null(key) && sym(key) == s_computed_property_name &&
                          property_name(key).rfind("__sym_", 0) != 0;
    // `static ZERO = new Vec(0)`, `static [k] = 1`: once the class exists; a
    // field after one deferred is deferred too, so statics keep their order
    if (computed || !static_blocks_.empty() || (!ts_node_is_null(v) && mentions_class(v))) {
      static_blocks_.push_back(n);
      return;
    }
    Reg val = ts_node_is_null(v) ? b_.const_none() : lower_expr(v);
    b_.decl_var(static_cast<Derived*>(this)->field_slot(n), val);
  }

  /// Whether a static initialiser reads the class (its name or `this`),
  /// which exists only once the class body has run.
  bool mentions_class(TSNode v) {
    std::vector<TSNode> todo{v};
    for (std::size_t seen = 0; !todo.empty() && seen < 10000; ++seen) {
      TSNode k = todo.back();
      todo.pop_back();
      std::string_view t = ts_node_type(k);
      if (t == "this" || (sym(k) == s_identifier && !class_name_.empty() && text(k) == class_name_)) return true;
      const std::uint32_t c = ts_node_named_child_count(k);
      for (std::uint32_t i = 0; i < c; ++i) todo.push_back(ts_node_named_child(k, i));
    }
    return false;
  }
  Reg define_class(TSNode n, std::string_view name) {
    std::string parents;
    TSNode heritage{};
    for (TSNode k : named_children(n))
      if (sym(k) == s_class_heritage) heritage = k;
    if (!ts_node_is_null(heritage)) {
      auto hk = named_children(heritage);
      // TypeScript wraps it: class_heritage(extends_clause(value: ...))
      TSNode e = hk.empty() ? TSNode{} : hk[0];
      if (!ts_node_is_null(e) && std::strcmp(ts_node_type(e), "extends_clause") == 0) {
        TSNode v = child(e, f_value);
        e = ts_node_is_null(v) ? e : v;
      }
      if (!ts_node_is_null(e) && std::strcmp(ts_node_type(e), "implements_clause") != 0) {
        parents = text(e);
        // `extends mixin(Base)`, `extends (cond ? A : B)`: the parent is a value,
        // evaluated once into a hidden variable that the class then names
        if (sym(e) != s_identifier && sym(e) != s_member) {
          std::string tmp = "__heritage_" + std::to_string(b_.new_label_id());
          b_.decl_var(tmp, lower_expr(e));
          parents = tmp;
        }
      }
    }
    TSNode body = child(n, f_body);
    // an anonymous class has no name to stand for `this` in static methods
    std::string saved_class = std::exchange(class_name_, name == "__class" ? std::string{} : std::string(name));
    std::string saved_static_this = std::exchange(static_this_, std::string{});
    auto saved_inits = std::move(field_inits_);
    bool saved_parent = class_has_parent_;
    field_inits_.clear();
    class_has_parent_ = !parents.empty();
    bool has_ctor = false;
    if (!ts_node_is_null(body))
      for (TSNode m : named_children(body)) {
        TSSymbol s = sym(m);
        if ((s == s_field_definition || s == s_public_field_definition) && !is_static_member(m) &&
            static_cast<Derived*>(this)->field_emitted(m))
          field_inits_.push_back(m);
        if (s == s_method_definition && text(child(m, f_name)) == "constructor") has_ctor = true;
      }
    Reg ref = emit_class(name, parents, [&] {
      if (ts_node_is_null(body)) return;
      for (TSNode m : named_children(body)) {
        if (sym(m) == s_class_static_block) {  // run once the class exists (emit_static_blocks)
          static_blocks_.push_back(m);
          continue;
        }
        lower_stmt(m);
      }
      // a Map/Set subclass needs its implicit constructor's super(...args) to make the collection,
      // an AggregateError subclass to take (errors, message, options) apart
      const bool collection_parent = parents == "Map" || parents == "Set" || parents == "WeakMap" || parents == "WeakSet" ||
                                     parents == "AggregateError";
      if (!has_ctor && (!field_inits_.empty() || collection_parent)) {
        // an implicit constructor that initialises the fields
        auto inits = field_inits_;
        bool derived = class_has_parent_;
        Reg f = emit_function("__init__", {"param:this", "param:*args"}, [&] {
          if (derived) {
            Reg sup = b_.call_function("__super", {});
            Reg a = b_.load_var("args");
            Reg star = b_.const_str("*");
            Reg kv[2] = {star, a};
            Reg spread = b_.call_function("__kwarg", kv);
            b_.call_method(sup, "__init__", std::span<const Reg>(&spread, 1));
          }
          init_fields(inits);
        });
        b_.decl_var("__init__", f);
      }
    });
    field_inits_ = std::move(saved_inits);
    class_has_parent_ = saved_parent;
    class_name_ = std::move(saved_class);
    static_this_ = std::move(saved_static_this);
    return ref;
  }
  void class_declaration(TSNode n) {
    std::string name(text(child(n, f_name)));
    auto saved = std::move(static_blocks_);
    static_blocks_.clear();
    Reg ref = wrap_closure(n, [&] { return define_class(n, name); });  // (in a loop: its methods keep the iteration's lets)
    set_var(name, ref, true);
    emit_static_blocks(ref);
    static_blocks_ = std::move(saved);
  }
  Reg class_expression(TSNode n) {
    TSNode nm = child(n, f_name);
    const std::string hint = std::move(class_name_hint_);
    class_name_hint_.clear();
    auto saved = std::move(static_blocks_);
    static_blocks_.clear();
    Reg ref = wrap_closure(n, [&] {
      return define_class(n, !ts_node_is_null(nm) ? text(nm) : !hint.empty() ? std::string_view(hint) : std::string_view("__class"));
    });
    // `class Named {}` as an expression: its methods and static blocks read
    // Named (bound where the class is made, like a named function expression)
    if (!ts_node_is_null(nm) && text(nm) != hint) b_.decl_var(text(nm), ref);
    emit_static_blocks(ref);
    static_blocks_ = std::move(saved);
    return ref;
  }
  /// A class member's `static` / `get` / `set` keywords (anonymous children).
  struct MethodModifiers {
    bool is_static = false, getter = false, setter = false;
  };
  MethodModifiers method_modifiers(TSNode n) {
    MethodModifiers mm;
    const std::uint32_t c = ts_node_child_count(n);
    for (std::uint32_t i = 0; i < c; ++i) {
      TSNode k = ts_node_child(n, i);
      if (ts_node_is_named(k)) continue;
      std::string_view t = text(k);
      if (t == "static") mm.is_static = true;
      else if (t == "get") mm.getter = true;
      else if (t == "set") mm.setter = true;
    }
    return mm;
  }

  /// A class method with a computed key (`[util.inspect.custom]()`,
  /// `[name]()`): the key evaluated and the function stored on the
  /// prototype (on the class when static), as an object literal's method is.
  void computed_method(Reg cls, TSNode m) {
    const auto [is_static, getter, setter] = method_modifiers(m);
    auto kk = named_children(child(m, f_name));
    Reg key = kk.empty() ? b_.const_none() : lower_expr(kk[0]);
    key = b_.call_function("__js_key", std::span<const Reg>(&key, 1));
    std::string saved_this = std::exchange(static_this_, std::string{});
    Reg f = define_function(m, property_name(child(m, f_name)), !is_static);
    static_this_ = std::move(saved_this);
    Reg home[2] = {f, cls};
    f = b_.call_function("__js_home", home);  // super inside it
    Reg target = is_static ? cls : b_.load_field(cls, "prototype");
    if (getter || setter) {
      Reg args[4] = {target, key, f, b_.const_str(getter ? "get" : "set")};
      b_.call_function("__js_accessor", args);
    } else {
      b_.store_index(target, key, f);
    }
  }
  /// `static { ... }`: a function of `this` (the class) called once the
  /// class is bound, in declaration order.
  void emit_static_blocks(Reg cls) {
    auto blocks = std::move(static_blocks_);
    static_blocks_.clear();
    for (TSNode blk : blocks) {
      SpanScope sc(b_, span(blk));
      if (sym(blk) == s_method_definition) {
        computed_method(cls, blk);
        continue;
      }
      std::string saved_this = std::exchange(static_this_, std::string{});
      auto saved_fin = std::move(js_finally_);
      js_finally_.clear();
      auto saved_labels = std::move(label_blocks_);
      label_blocks_.clear();
      if (sym(blk) != s_class_static_block) {  // a deferred static field: this.name = value
        Reg f = emit_function("__static", {"param:this"}, [&] {
          Reg key = computed_field_key(blk);
          TSNode vn = child(blk, f_value);
          Reg v = ts_node_is_null(vn) ? b_.const_none() : lower_expr(vn);
          if (key != ir::kNoReg) b_.store_index(b_.load_var("this"), key, v);
          else b_.store_field(b_.load_var("this"), static_cast<Derived*>(this)->field_slot(blk), v);
        });
        label_blocks_ = std::move(saved_labels);
        js_finally_ = std::move(saved_fin);
        static_this_ = std::move(saved_this);
        b_.call_unknown(f, std::span<const Reg>(&cls, 1));
        continue;
      }
      Reg f = emit_function("__static", {"param:this"}, [&] {
        TSNode body = child(blk, f_body);
        if (!ts_node_is_null(body)) lower_block(body);
        else
          for (TSNode k : named_children(blk)) lower_body(k);
      });
      label_blocks_ = std::move(saved_labels);
      js_finally_ = std::move(saved_fin);
      static_this_ = std::move(saved_this);
      b_.call_unknown(f, std::span<const Reg>(&cls, 1));
    }
  }

  // --- expressions -----------------------------------------------------------------
  Reg identifier(TSNode n) {
    if (const BoxedLet* bx = boxed(n)) return load_boxed(*bx);
    return b_.load_var(text(n));
  }
  Reg this_(TSNode) { return b_.load_var(static_this_.empty() ? std::string_view("this") : static_this_); }
  Reg true_(TSNode) { return b_.const_bool(true); }
  Reg false_(TSNode) { return b_.const_bool(false); }
  Reg null_(TSNode) { return b_.load_var("null"); }
  Reg undefined_(TSNode) { return b_.const_none(); }
  /// new.target: in a class constructor (and its arrows) the class `new`
  /// named, the instance's constructor (the most derived class) unless
  /// Object.setPrototypeOf changed it;
  /// undefined in other methods; in a plain function the function `new`
  /// called with this `this` (the runtime's record of the constructions
  /// under way), else undefined. import.meta stays unsupported.
  Reg meta_property(TSNode n) {
    if (text(n).rfind("new", 0) == 0) {
      if (new_target_ == NewTarget::Ctor) {  // (the constructor unless setPrototypeOf changed the instance's class)
        Reg t = this_(n);
        return b_.call_function("__js_ctor_new_target", std::span<const Reg>(&t, 1));
      }
      if (new_target_ == NewTarget::Method) return b_.const_none();
      if (new_target_ == NewTarget::Function) {
        Reg t = this_(n);
        return b_.call_function("__js_new_target", std::span<const Reg>(&t, 1));
      }
      return b_.const_none();  // at the top level of a script
    }
    return unsupported(n);
  }
  Reg number(TSNode n) {
    std::string t;
    for (char c : text(n))
      if (c != '_') t.push_back(c);
    ir::Operand o;
    bool is_float = t.find_first_of(".eE") != std::string::npos &&
                    !(t.size() > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X'));
    if (!t.empty() && t.back() == 'n') {  // a BigInt literal: __js_bigint(<integer>)
      t.pop_back();
      if (!frontend::integer_literal(b_, t, o, false)) return unsupported(n);
      Reg v = b_.const_(o);
      return b_.call_function("__js_bigint", std::span<const Reg>(&v, 1));
    }
    if (!is_float) {
      // legacy octal 017 / 0o17 / 0b101 / 0x1F
      bool legacy_octal = t.size() > 1 && t[0] == '0' && std::isdigit(static_cast<unsigned char>(t[1])) &&
                          t.find_first_of("89") == std::string::npos;
      std::int64_t iv = 0;
      if (frontend::parse_int64(t, iv, legacy_octal) && frontend::integer_literal(b_, t, o, legacy_octal))
        return b_.const_(o);
      if (t.size() < 2 || t[0] != '0' || std::isdigit(static_cast<unsigned char>(t[1])))
        return b_.const_float(std::strtod(t.c_str(), nullptr));  // beyond int64: a double
    }
    double d = std::strtod(t.c_str(), nullptr);
    if (!is_float && t.size() > 2 && t[0] == '0') d = static_cast<double>(std::strtoull(t.c_str() + 2, nullptr, 16));
    if (!is_float) return b_.const_float(d);
    // range first: casting a double beyond int64 is undefined behaviour (1e21)
    if (d < 9007199254740992.0 && d > -9007199254740992.0 && d == static_cast<double>(static_cast<std::int64_t>(d)) &&
        t.find_first_of("eE") != std::string::npos)
      return b_.const_int(static_cast<std::int64_t>(d));
    return b_.const_float(d);
  }

  std::string string_value(TSNode n) {
    std::string out;
    for (TSNode k : named_children(n)) {
      TSSymbol s = sym(k);
      if (s == s_string_fragment) out += text(k);
      else if (s == s_escape_sequence) out += unescape_js(text(k));
    }
    return out;
  }
  static std::string unescape_js(std::string_view e) {
    std::string out;
    if (e.size() < 2 || e[0] != '\\') return std::string(e);
    char c = e[1];
    switch (c) {
      case 'n': return "\n";
      case 't': return "\t";
      case 'r': return "\r";
      case 'b': return "\b";
      case 'f': return "\f";
      case 'v': return "\v";
      case '0': return std::string(1, '\0');
      case '\n': return "";
      case '\r': return "";
      case 'x': {
        std::uint32_t cp = static_cast<std::uint32_t>(std::strtoul(std::string(e.substr(2)).c_str(), nullptr, 16));
        frontend::append_utf8(out, cp);
        return out;
      }
      case 'u': {
        std::string_view h = e.substr(2);
        if (!h.empty() && h[0] == '{') h = h.substr(1, h.size() > 2 ? h.size() - 2 : 0);
        std::uint32_t cp = static_cast<std::uint32_t>(std::strtoul(std::string(h).c_str(), nullptr, 16));
        frontend::append_utf8(out, cp);
        return out;
      }
      default: return std::string(e.substr(1));
    }
  }
  Reg string(TSNode n) { return b_.const_str(string_value(n)); }
  /// The value of a string literal or of a template literal without
  /// substitutions; false for any other expression.
  bool literal_text(TSNode n, std::string& out) {
    if (sym(n) == s_string) {
      out = string_value(n);
      return true;
    }
    if (std::strcmp(ts_node_type(n), "template_string") != 0) return false;
    out.clear();
    std::uint32_t at = ts_node_start_byte(n) + 1;  // after the backtick
    for (TSNode k : named_children(n)) {
      if (sym(k) == s_template_substitution) return false;
      out += src_.substr(at, ts_node_start_byte(k) - at);
      out += sym(k) == s_escape_sequence ? unescape_js(text(k)) : std::string(text(k));
      at = ts_node_end_byte(k);
    }
    const std::uint32_t end = ts_node_end_byte(n);
    if (end > at + 1) out += src_.substr(at, end - 1 - at);
    return true;
  }
  /// Code that does not parse: a SyntaxError thrown when it runs (the block ends here).
  Reg throw_syntax_error(const char* message) {
    Reg msg = b_.const_str(message);
    Reg err = b_.call_function("SyntaxError", std::span<const Reg>(&msg, 1));
    b_.throw_(err);
    after_terminator();
    return b_.const_none();
  }
  /// `new Function('a', 'b', 'return a + b')` / `Function(...)` whose
  /// arguments are literal texts: the function the text makes, lowered from
  /// it as node builds it (`function anonymous(a,b\n) {\nbody\n}`). kNoReg:
  /// a text computed at run time (the call stays unresolved). The function
  /// is lowered where the call stands, so a name the body shares with an
  /// enclosing local reads that local (node: only the globals).
  Reg function_from_text(TSNode argn, ir::SourceSpan at) {
    std::vector<std::string> parts;
    for (TSNode k : named_children(argn)) {
      std::string t;
      if (!literal_text(k, t)) return ir::kNoReg;
      parts.push_back(std::move(t));
    }
    std::string code = "(function anonymous(";
    for (std::size_t i = 0; i + 1 < parts.size(); ++i) code += (i ? "," : "") + parts[i];
    code += "\n) {\n" + (parts.empty() ? std::string() : parts.back()) + "\n})";
    const std::string& kept = embedded_texts_.emplace_back(std::move(code));  // names lowered from it stay readable
    Reg r = ir::kNoReg;
    lower_embedded(kept, at, [&](TSNode root) {
      TSNode e = root;
      while (!ts_node_is_null(e) && std::strstr(ts_node_type(e), "function") == nullptr) e = ts_node_named_child(e, 0);
      if (!ts_node_is_null(e) && !ts_node_has_error(root)) r = lower_expr(e);
    });
    if (r == ir::kNoReg) {  // node: a SyntaxError when the function is made
      return throw_syntax_error("Unexpected token in the body of new Function");
    }
    return r;
  }
  /// `eval` or the indirect `(0, eval)`.
  bool is_eval_callee(TSNode fn) {
    if (sym(fn) == s_identifier) return text(fn) == "eval";
    if (sym(fn) != s_parenthesized) return false;
    TSNode e = ts_node_named_child(fn, 0);
    if (!ts_node_is_null(e) && sym(e) == s_sequence) e = ts_node_named_child(e, ts_node_named_child_count(e) - 1);
    return !ts_node_is_null(e) && sym(e) == s_identifier && text(e) == "eval";
  }
  /// eval of a literal text: its statements lowered where the call stands
  /// (a direct eval's scope; an indirect one should see only the globals),
  /// the value of its last expression statement the result. A non-string
  /// argument is the result itself; a computed text is kNoReg (unresolved).
  Reg eval_text(TSNode argn, ir::SourceSpan at) {
    auto kids = named_children(argn);
    if (kids.empty()) return b_.const_none();
    std::string code;
    if (!literal_text(kids[0], code)) {
      const char* t = ts_node_type(kids[0]);
      if (sym(kids[0]) == s_number || std::strcmp(t, "true") == 0 || std::strcmp(t, "false") == 0 ||
          std::strcmp(t, "null") == 0 || std::strcmp(t, "object") == 0 || std::strcmp(t, "array") == 0)
        return lower_expr(kids[0]);  // eval(x) of a non-string is x
      return ir::kNoReg;
    }
    const std::string& kept = embedded_texts_.emplace_back(std::move(code));
    Reg result = ir::kNoReg;
    bool parsed = lower_embedded(kept, at, [&](TSNode root) {
      if (ts_node_has_error(root)) return;
      auto stmts = named_children(root);
      result = b_.const_none();
      for (std::size_t i = 0; i < stmts.size(); ++i) {
        if (i + 1 == stmts.size() && sym(stmts[i]) == s_expression_statement) {
          auto e = named_children(stmts[i]);
          if (!e.empty()) result = lower_expr(e[0]);
        } else {
          lower_stmt(stmts[i]);
        }
      }
    });
    if (!parsed || result == ir::kNoReg) {  // eval of text that does not parse: SyntaxError at run time
      return throw_syntax_error("Unexpected token in eval'd code");
    }
    return result;
  }
  Reg template_string(TSNode n) {
    std::string literal;
    std::vector<Reg> parts;
    for (TSNode k : named_children(n)) {
      TSSymbol s = sym(k);
      if (s == s_string_fragment) literal += text(k);
      else if (s == s_escape_sequence) literal += unescape_js(text(k));
      else if (s == s_template_substitution) {
        if (!literal.empty()) {
          parts.push_back(b_.const_str(literal));
          literal.clear();
        }
        auto inner = named_children(k);
        Reg v = inner.empty() ? b_.const_none() : lower_expr(inner[0]);
        parts.push_back(b_.call_function("String", std::span<const Reg>(&v, 1)));
      }
    }
    if (!literal.empty() || parts.empty()) parts.push_back(b_.const_str(literal));
    Reg acc = parts[0];
    for (std::size_t k = 1; k < parts.size(); ++k) acc = b_.binop(Operator::Add, acc, parts[k]);
    return acc;
  }

  Reg parenthesized(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) return b_.const_none();
    return lower_expr(kids.back());
  }
  Reg sequence(TSNode n) {
    Reg last = b_.const_none();
    for (TSNode k : named_children(n)) last = lower_expr(k);
    return last;
  }

  static bool js_binary_op(std::string_view op, Operator& out) {
    if (op == "===") { out = Operator::StrictEq; return true; }
    if (op == "!==") { out = Operator::StrictNe; return true; }
    if (op == "instanceof") { out = Operator::InstanceOf; return true; }
    if (op == ">>>") { out = Operator::UShr; return true; }
    if (op == "in") { out = Operator::In; return true; }
    return ir::binary_operator_from_spelling(op, out);
  }

  Reg binary_expression(TSNode n) {
    std::string_view op = text(child(n, f_operator));
    if (op == "&&" || op == "||")
      return emit_short_circuit(op == "&&", [&] { return lower_expr(child(n, f_left)); },
                                [&] { return lower_expr(child(n, f_right)); });
    if (op == "??") return nullish(child(n, f_left), child(n, f_right));
    Operator o{};
    if (!js_binary_op(op, o)) return unsupported(n);
    if (o == Operator::In && sym(child(n, f_left)) == s_private_property_identifier) {  // `#x in obj` brand check
      // the third argument says the key is a private name: a string "#x" is no private member
      Reg args[3] = {lower_expr(child(n, f_right)), b_.const_str(text(child(n, f_left))), b_.const_bool(true)};
      return b_.call_function("__js_has", args);
    }
    Reg l = lower_expr(child(n, f_left));
    Reg r = lower_expr(child(n, f_right));
    if (o == Operator::In) {  // key in obj
      Reg args[2] = {r, l};
      return b_.call_function("__js_has", args);
    }
    return b_.binop(o, l, r);
  }
  /// a ?? b: b when a is null or undefined.
  Reg nullish(TSNode left, TSNode right) {
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__nc_" + std::to_string(id);
    b_.decl_var(tmp, lower_expr(left));
    emit_if([&] { return is_nullish(b_.load_var(tmp), false); },
            [&] { b_.store_var(tmp, lower_expr(right)); }, {});
    return b_.load_var(tmp);
  }
  Reg unary_expression(TSNode n) {
    std::string_view op = text(child(n, f_operator));
    TSNode arg = child(n, f_argument);
    if (op == "-" && sym(arg) == s_number && text(arg).back() != 'n') {  // (not a BigInt literal)
      std::int64_t v;
      if (frontend::parse_int64(text(arg), v) && v != 0) return b_.const_int(-v);
    }
    if (op == "!") return b_.unop(Operator::Not, lower_expr(arg));
    if (op == "typeof") {
      // a name bound nowhere in the file reads the global of that name
      // (`typeof window`): its type, or "undefined" when there is none
      if (sym(arg) == s_identifier && text(arg) != "arguments" && !bound_in_file(text(arg))) {
        Reg name = b_.const_str(text(arg));
        return b_.call_function("__js_typeof_global", std::span<const Reg>(&name, 1));
      }
      return b_.unop(Operator::TypeOf, lower_expr(arg));
    }
    if (op == "void") {
      lower_expr(arg);
      return b_.const_none();
    }
    if (op == "delete") {
      if (sym(arg) == s_member || sym(arg) == s_subscript) {
        Reg obj = lower_expr(child(arg, f_object));
        Reg key = sym(arg) == s_member ? b_.const_str(text(child(arg, f_property))) : lower_expr(child(arg, f_index));
        if (integrity_) {  // (a sealed or frozen object refuses: javascript_integrity.cpp)
          Reg args[3] = {obj, key, b_.const_bool(strict_at(arg))};
          return b_.call_function("__js_delete", args);
        }
        Reg args[2] = {obj, key};
        return b_.call_function("__js_delete", args);
      }
      return b_.const_bool(true);
    }
    Operator o{};
    if (!ir::unary_operator_from_spelling(op, o)) return unsupported(n);
    return b_.unop(o, lower_expr(arg));
  }
  /// Reads a target's current value (for ++, +=).
  /// The node a write to `t` stores into (TypeScript: `x!`, `x as T` are x).
  TSNode assign_target(TSNode t) { return t; }
  Reg read_target(TSNode t, Reg& obj, Reg& idx) {
    t = static_cast<Derived*>(this)->assign_target(t);
    TSSymbol s = sym(t);
    if (s == s_member) {
      obj = lower_expr(child(t, f_object));
      return b_.load_field(obj, text(child(t, f_property)));
    }
    if (s == s_subscript) {
      obj = lower_expr(child(t, f_object));
      idx = lower_expr(child(t, f_index));
      return b_.load_index(obj, idx);
    }
    if (s == s_parenthesized) {
      auto k = named_children(t);
      if (!k.empty()) return read_target(k[0], obj, idx);
    }
    if (const BoxedLet* bx = boxed(t)) return load_boxed(*bx);
    return b_.load_var(text(t));
  }
  void write_target(TSNode t, Reg obj, Reg idx, Reg v) {
    t = static_cast<Derived*>(this)->assign_target(t);
    TSSymbol s = sym(t);
    if (s == s_member) store_property(obj, text(child(t, f_property)), v, child(t, f_object));
    else if (s == s_subscript) store_subscript(obj, idx, v, t);
    else if (s == s_parenthesized) {
      auto k = named_children(t);
      if (!k.empty()) write_target(k[0], obj, idx, v);
    } else {
      if (s == s_identifier) check_const_write(t);
      if (const BoxedLet* bx = boxed(t)) store_boxed(*bx, v);
      else b_.store_var(text(t), v);
    }
  }
  Reg update_expression(TSNode n) {
    TSNode arg = child(n, f_argument);
    std::string_view op = text(child(n, f_operator));
    bool prefix = ts_node_start_byte(child(n, f_operator)) < ts_node_start_byte(arg);
    Reg obj = ir::kNoReg, idx = ir::kNoReg;
    Reg cur = read_target(arg, obj, idx);
    // x++ is x - (-1): ToNumber like every `-` ("5"++ is 6, not "51"), and
    // the runtime tells it from `big + 1` (a TypeError) for bigints
    Reg one = b_.const_int(op == "++" ? -1 : 1);
    Reg nv = b_.binop(Operator::Sub, cur, one);
    write_target(arg, obj, idx, nv);
    return prefix ? nv : cur;
  }
  Reg assignment_expression(TSNode n) {
    TSNode left = child(n, f_left);
    if (sym(left) == s_identifier && is_anonymous_fn(child(n, f_right))) fn_name_hint_ = text(left);
    // `K = class {}` names the class K, as `const K = class {}` does
    if (sym(left) == s_identifier && is_anonymous_class(child(n, f_right))) class_name_hint_ = text(left);
    Reg v = lower_expr(child(n, f_right));
    fn_name_hint_ = {};
    class_name_hint_.clear();
    if (sym(left) == s_object_pattern) pattern_site_ = call_site(child(n, f_right));
    bind_pattern(left, v, false);
    return v;
  }
  Reg augmented_assignment(TSNode n) {
    TSNode left = child(n, f_left);
    std::string op(text(child(n, f_operator)));
    if (!op.empty() && op.back() == '=') op.pop_back();
    Reg obj = ir::kNoReg, idx = ir::kNoReg;
    if (op == "&&" || op == "||" || op == "??") {
      Reg cur = read_target(left, obj, idx);
      std::uint32_t id = b_.new_label_id();
      std::string tmp = "__la_" + std::to_string(id);
      b_.decl_var(tmp, cur);
      emit_if(
          [&] {
            Reg c = b_.load_var(tmp);
            if (op == "&&") return c;
            if (op == "||") return b_.unop(Operator::Not, c);
            return is_nullish(c, false);
          },
          [&] {
            Reg v = lower_expr(child(n, f_right));
            b_.store_var(tmp, v);
            write_target(left, obj, idx, v);
          },
          {});
      return b_.load_var(tmp);
    }
    Operator o{};
    if (!js_binary_op(op, o)) return unsupported(n);
    Reg cur = read_target(left, obj, idx);
    Reg r = lower_expr(child(n, f_right));
    Reg v = b_.binop(o, cur, r);
    write_target(left, obj, idx, v);
    return v;
  }
  Reg ternary(TSNode n) {
    return emit_conditional([&] { return lower_expr(child(n, f_condition)); },
                            [&] { return lower_expr(child(n, f_consequence)); },
                            [&] { return lower_expr(child(n, f_alternative)); });
  }

  std::vector<Reg> arguments(TSNode args) {
    std::vector<Reg> out;
    if (ts_node_is_null(args)) return out;
    if (std::string_view(ts_node_type(args)) == "template_string") return tagged_arguments(args);
    bool saved_oc = oc_active_;
    oc_active_ = false;
    struct Restore {
      bool& f;
      bool v;
      ~Restore() { f = v; }
    } restore{oc_active_, saved_oc};
    for (TSNode a : named_children(args)) {
      if (sym(a) == s_spread) {
        auto inner = named_children(a);
        Reg v = inner.empty() ? b_.const_none() : lower_expr(inner[0]);
        v = b_.call_function("__js_spread", std::span<const Reg>(&v, 1));
        Reg star = b_.const_str("*");
        Reg kv[2] = {star, v};
        out.push_back(b_.call_function("__kwarg", kv));
      } else {
        out.push_back(lower_expr(a));
      }
    }
    return out;
  }

  /// tag`a${x}b`: tag(__js_template(["a", "b"], raw), x) - the cooked strings
  /// between the substitutions, carrying their source text as `raw`
  /// (javascript_runtime.cpp), then the values.
  std::vector<Reg> tagged_arguments(TSNode tpl) {
    std::vector<Reg> pieces, raws, values;
    std::string literal, raw;
    for (TSNode k : named_children(tpl)) {
      TSSymbol s = sym(k);
      if (s == s_string_fragment) literal += text(k);
      else if (s == s_escape_sequence) literal += unescape_js(text(k));
      if (s == s_string_fragment || s == s_escape_sequence) raw += text(k);
      else if (s == s_template_substitution) {
        pieces.push_back(b_.const_str(literal));
        raws.push_back(b_.const_str(raw));
        literal.clear();
        raw.clear();
        auto inner = named_children(k);
        values.push_back(inner.empty() ? b_.const_none() : lower_expr(inner[0]));
      }
    }
    pieces.push_back(b_.const_str(literal));
    raws.push_back(b_.const_str(raw));
    auto array_of = [&](const std::vector<Reg>& items) {
      Reg arr = b_.new_array("list", b_.const_int(static_cast<std::int64_t>(items.size())));
      for (std::size_t k = 0; k < items.size(); ++k) b_.store_index(arr, b_.const_int(static_cast<std::int64_t>(k)), items[k]);
      return arr;
    };
    Reg both[2] = {array_of(pieces), array_of(raws)};
    std::vector<Reg> out{b_.call_function("__js_template", both)};
    out.insert(out.end(), values.begin(), values.end());
    return out;
  }

  /// Pre-order walk over every node under `root` (including it).
  template <class F>
  void walk_nodes(TSNode root, F&& f) const {
    TSTreeCursor c = ts_tree_cursor_new(root);
    for (;;) {
      f(ts_tree_cursor_current_node(&c));
      if (ts_tree_cursor_goto_first_child(&c)) continue;
      bool done = false;
      while (!ts_tree_cursor_goto_next_sibling(&c)) {
        if (!ts_tree_cursor_goto_parent(&c)) { done = true; break; }
      }
      if (done) break;
    }
    ts_tree_cursor_delete(&c);
  }
  /// Identifiers bound by a declaration target (identifier or pattern).
  void pattern_names(TSNode t, std::vector<std::string>& out) {
    walk_nodes(t, [&](TSNode k) {
      const char* ty = ts_node_type(k);
      if (std::strcmp(ty, "identifier") == 0 || std::strcmp(ty, "shorthand_property_identifier_pattern") == 0) {
        // skip default values and property keys: only binding positions
        TSNode p = ts_node_parent(k);
        if (!ts_node_is_null(p)) {
          const char* pt = ts_node_type(p);
          if ((std::strcmp(pt, "assignment_pattern") == 0 || std::strcmp(pt, "object_assignment_pattern") == 0) &&
              !ts_node_eq(child(p, f_left), k))
            return;
          if (std::strcmp(pt, "pair_pattern") == 0 && !ts_node_eq(child(p, f_value), k)) return;
          if (std::strcmp(pt, "variable_declarator") == 0 && !ts_node_eq(child(p, f_name), k)) return;
        }
        out.emplace_back(text(k));
      }
    });
  }
  /// Is `name` assigned (=, op=, ++/--) anywhere under `root`? Answered
  /// from one index of the file's assignments (name -> byte ranges, built
  /// on first use), so nested loops asking about their bodies stay linear.
  bool assigned_in(TSNode root, std::string_view name) {
    if (!assignments_indexed_) {
      assignments_indexed_ = true;
      walk_nodes(file_root_, [&](TSNode k) {
        const char* ty = ts_node_type(k);
        TSNode target{};
        if (std::strcmp(ty, "assignment_expression") == 0 || std::strcmp(ty, "augmented_assignment_expression") == 0)
          target = child(k, f_left);
        else if (std::strcmp(ty, "update_expression") == 0)
          target = ts_node_named_child(k, 0);
        if (ts_node_is_null(target)) return;
        const std::pair<std::uint32_t, std::uint32_t> at{ts_node_start_byte(k), ts_node_end_byte(k)};
        if (std::strcmp(ts_node_type(target), "identifier") == 0) {
          assigned_at_[std::string(text(target))].push_back(at);
        } else if (std::strcmp(ts_node_type(target), "parenthesized_expression") != 0) {
          std::vector<std::string> ns;
          if (std::strstr(ts_node_type(target), "pattern") != nullptr) pattern_names(target, ns);
          for (auto& x : ns) assigned_at_[x].push_back(at);
        }
      });
    }
    auto it = assigned_at_.find(std::string(name));
    if (it == assigned_at_.end()) return false;
    const std::uint32_t start = ts_node_start_byte(root), end = ts_node_end_byte(root);
    // pre-order: ranges are sorted by start byte
    auto k = std::lower_bound(it->second.begin(), it->second.end(), std::make_pair(start, std::uint32_t{0}));
    for (; k != it->second.end() && k->first < end; ++k)
      if (k->second <= end) return true;
    return false;
  }
  /// Pre-order walk with each node's parent, from one cursor (ts_node_parent
  /// costs the node's depth, too much for deeply nested input).
  template <class F>
  void walk_with_parent(TSNode root, F&& f) const {
    TSTreeCursor c = ts_tree_cursor_new(root);
    std::vector<TSNode> up;
    for (;;) {
      TSNode k = ts_tree_cursor_current_node(&c);
      f(k, up.empty() ? TSNode{} : up.back(), ts_tree_cursor_current_field_id(&c));
      if (ts_tree_cursor_goto_first_child(&c)) {
        up.push_back(k);
        continue;
      }
      bool done = false;
      while (!ts_tree_cursor_goto_next_sibling(&c)) {
        if (up.empty() || !ts_tree_cursor_goto_parent(&c)) { done = true; break; }
        up.pop_back();
      }
      if (done) break;
    }
    ts_tree_cursor_delete(&c);
  }
  static bool function_like(std::string_view ty) {
    return ty == "function_declaration" || ty == "function_expression" || ty == "function" || ty == "arrow_function" ||
           ty == "generator_function_declaration" || ty == "generator_function" || ty == "method_definition";
  }
  /// A write to identifier `t` whose nearest binding is a `const` raises
  /// "Assignment to constant variable." (after the value is computed, as
  /// node). Bindings are byte ranges (the block of a let/const/class/
  /// function declaration, the function of a parameter or `var`, the loop of
  /// a for binding, the catch clause of its parameter), indexed once; the
  /// innermost range holding the write decides.
  void check_const_write(TSNode t) {
    if (!bindings_indexed_) index_bindings();
    const std::string name(text(t));
    auto it = bindings_.find(name);
    if (it == bindings_.end() || !it->second.has_const) return;
    const std::uint32_t at = ts_node_start_byte(t);
    if (binding_names_at_.contains(at)) return;  // the declaration itself
    const Binding* best = nullptr;
    for (const Binding& b : it->second.ranges)
      if (b.begin <= at && at < b.end && (best == nullptr || b.end - b.begin < best->end - best->begin)) best = &b;
    if (best == nullptr || !best->is_const) return;
    Reg msg = b_.const_str("Assignment to constant variable.");
    b_.call_function("__js_const_write", std::span<const Reg>(&msg, 1));
  }
  void index_bindings() {
    bindings_indexed_ = true;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> fns;  // enclosing function ranges (innermost last)
    auto add = [&](TSNode names, std::uint32_t b, std::uint32_t e, bool is_const) {
      std::vector<std::string> ns;
      if (sym(names) == s_identifier) ns.emplace_back(text(names));
      else pattern_names(names, ns);
      for (auto& x : ns) {
        auto& entry = bindings_[x];
        entry.ranges.push_back({b, e, is_const});
        entry.has_const = entry.has_const || is_const;
      }
      if (sym(names) == s_identifier) binding_names_at_.insert(ts_node_start_byte(names));
      else walk_nodes(names, [&](TSNode k) {
        if (std::strcmp(ts_node_type(k), "identifier") == 0 || std::strcmp(ts_node_type(k), "shorthand_property_identifier_pattern") == 0)
          binding_names_at_.insert(ts_node_start_byte(k));
      });
    };
    const std::uint32_t file_end = ts_node_end_byte(file_root_);
    auto fn_range = [&](std::uint32_t at) {
      while (!fns.empty() && fns.back().second <= at) fns.pop_back();
      return fns.empty() ? std::make_pair(std::uint32_t{0}, file_end) : fns.back();
    };
    walk_with_parent(file_root_, [&](TSNode k, TSNode parent, TSFieldId) {
      const std::string_view ty = ts_node_type(k);
      const std::uint32_t kb = ts_node_start_byte(k), ke = ts_node_end_byte(k);
      if ((ty == "function_declaration" || ty == "generator_function_declaration") && !ts_node_is_null(parent) &&
          !ts_node_is_null(child(k, f_name)))
        add(child(k, f_name), ts_node_start_byte(parent), ts_node_end_byte(parent), false);
      if (function_like(ty)) {
        fn_range(kb);
        fns.emplace_back(kb, ke);
        TSNode ps = child(k, f_parameters), single = child(k, f_parameter);
        if (!ts_node_is_null(ps)) add(ps, kb, ke, false);
        if (!ts_node_is_null(single)) add(single, kb, ke, false);
        return;
      }
      if (ts_node_is_null(parent)) return;
      // `export let x` (in a TypeScript namespace): scoped by the block around the export
      TSNode scope = parent;
      if (std::strcmp(ts_node_type(parent), "export_statement") == 0 && !ts_node_is_null(ts_node_parent(parent)))
        scope = ts_node_parent(parent);
      const std::uint32_t pb = ts_node_start_byte(scope), pe = ts_node_end_byte(scope);
      if (ty == "lexical_declaration") {
        const bool is_const = text(child(k, f_kind)) == "const";
        for (TSNode d : named_children(k))
          if (std::strcmp(ts_node_type(d), "variable_declarator") == 0) add(child(d, f_name), pb, pe, is_const);
      } else if (ty == "variable_declaration") {
        auto [b, e] = fn_range(kb);
        for (TSNode d : named_children(k))
          if (std::strcmp(ts_node_type(d), "variable_declarator") == 0) add(child(d, f_name), b, e, false);
      } else if (ty == "for_in_statement" && !ts_node_is_null(child(k, f_kind))) {
        const std::string_view kind = text(child(k, f_kind));
        if (kind == "var") {
          auto [b, e] = fn_range(kb);
          add(child(k, f_left), b, e, false);
        } else {
          add(child(k, f_left), kb, ke, kind == "const");
        }
      } else if (ty == "catch_clause" && !ts_node_is_null(child(k, f_parameter))) {
        add(child(k, f_parameter), kb, ke, false);
      }
      if (ty == "class_declaration" && !ts_node_is_null(child(k, f_name))) add(child(k, f_name), pb, pe, false);
    });
  }
  /// Is `name` bound anywhere in the file: declared, a parameter, imported,
  /// a class or function name, or assigned? Over-approximated by the kind
  /// of the identifier's parent; one index of the file, built on first use.
  bool bound_in_file(std::string_view name) {
    if (!bound_indexed_) {
      bound_indexed_ = true;
      static constexpr std::string_view kBinding[] = {"declarat", "pattern",  "parameter", "import", "catch",
                                                      "for_in",   "assignment", "update",  "arrow_function",
                                                      "function", "class",    "module",    "enum"};
      std::uint32_t ambient_end = 0;  // TypeScript's `declare const window: any` binds nothing at run time
      walk_with_parent(file_root_, [&](TSNode k, TSNode p, TSFieldId) {
        const char* ty = ts_node_type(k);
        if (std::strcmp(ty, "ambient_declaration") == 0) ambient_end = std::max(ambient_end, ts_node_end_byte(k));
        if (ts_node_is_null(p) || ts_node_start_byte(k) < ambient_end) return;
        const std::string_view pt = ts_node_type(p);
        // TypeScript names a class (declaration or expression) with a type_identifier
        if (std::strcmp(ty, "type_identifier") == 0 && pt.find("class") != std::string_view::npos &&
            ts_node_eq(ts_node_child_by_field_name(p, "name", 4), k)) {
          bound_names_.emplace(text(k));
          return;
        }
        if (std::strcmp(ty, "identifier") != 0 && std::strcmp(ty, "shorthand_property_identifier_pattern") != 0) return;
        for (std::string_view w : kBinding)
          if (pt.find(w) != std::string_view::npos) {
            bound_names_.emplace(text(k));
            return;
          }
      });
    }
    return bound_names_.contains(std::string(name));
  }
  /// A name bound by an import or by `const {A} = require('x')` /
  /// `const A = require('x').A`: another module's export, which `new`
  /// constructs by name so a project's call graph links it to that
  /// module's class (as it does a class of the file).
  bool module_bound(std::string_view name) {
    if (!module_indexed_) {
      module_indexed_ = true;
      auto is_require = [&](TSNode v) {
        while (!ts_node_is_null(v) && std::strcmp(ts_node_type(v), "member_expression") == 0) v = ts_node_child_by_field_name(v, "object", 6);
        if (ts_node_is_null(v) || std::strcmp(ts_node_type(v), "call_expression") != 0) return false;
        TSNode f = ts_node_child_by_field_name(v, "function", 8);
        return !ts_node_is_null(f) && text(f) == "require";
      };
      walk_with_parent(file_root_, [&](TSNode k, TSNode p, TSFieldId) {
        const char* ty = ts_node_type(k);
        if (std::strcmp(ty, "identifier") != 0 && std::strcmp(ty, "shorthand_property_identifier_pattern") != 0) return;
        if (ts_node_is_null(p)) return;
        const std::string_view pt = ts_node_type(p);
        if (pt == "import_specifier" || pt == "import_clause" || pt == "namespace_import") {
          module_names_.emplace(text(k));
          return;
        }
        // up through the destructuring pattern to its declarator
        TSNode d = p;
        while (!ts_node_is_null(d) && (std::string_view(ts_node_type(d)).find("pattern") != std::string_view::npos ||
                                       std::strcmp(ts_node_type(d), "pair_pattern") == 0))
          d = ts_node_parent(d);
        if (!ts_node_is_null(d) && std::strcmp(ts_node_type(d), "variable_declarator") == 0 &&
            is_require(ts_node_child_by_field_name(d, "value", 5)))
          module_names_.emplace(text(k));
      });
    }
    return module_names_.contains(std::string(name));
  }
  /// `const p = f().then(() => set.delete(p))` in a loop: a closure in the
  /// initialiser reads the binding being declared, which has no value yet
  /// when the closure is made, so a snapshot cannot capture it.
  bool self_captured_in_loop(TSNode decl, TSNode name, TSNode value) {
    if (loops_.empty() || sym(decl) != s_lexical_declaration || sym(name) != s_identifier) return false;
    // bounded, so that declarations nested in initialisers stay linear to lower
    if (ts_node_end_byte(value) - ts_node_start_byte(value) > 4096) return false;
    const std::string_view nm = text(name);
    bool closure_reads = false, suspends = false;
    walk_nodes(value, [&](TSNode k) {
      const char* ty = ts_node_type(k);
      if (std::strcmp(ty, "await_expression") == 0 || std::strcmp(ty, "yield_expression") == 0) suspends = true;
      const std::string_view t = ty;
      if (closure_reads || !(t == "arrow_function" || t == "function_expression" || t == "function" ||
                             t == "method_definition" || t == "generator_function"))
        return;
      walk_nodes(k, [&](TSNode x) {
        if (std::strcmp(ts_node_type(x), "identifier") == 0 && text(x) == nm) closure_reads = true;
      });
    });
    return closure_reads && !suspends;
  }
  /// Lowers the initialiser inside a helper function holding the binding,
  /// assigned once the value exists: closures made by the initialiser see
  /// this iteration's binding (the helper's scope), as block scoping gives.
  Reg lower_in_own_binding(std::string_view name, TSNode value) {
    std::string nm(name);
    Reg helper = emit_function("__letself", {}, [&] {
      b_.decl_var(nm, b_.const_none());
      Reg v = lower_expr(value);
      b_.store_var(nm, v);
      emit_return(b_.load_var(nm));
    });
    return b_.call_unknown(helper, std::vector<Reg>{});
  }
  /// Adds a loop's let/const names that the loop body never reassigns, or
  /// reassigns only before the closures reading them are created.
  void push_let_loop_vars(const std::vector<std::string>& names, TSNode body) {
    for (auto& nm : names)
      if (ts_node_is_null(body) || !assigned_in(body, nm) || assigned_before_closures(body, nm))
        let_loop_vars_.push_back(nm);
  }
  /// A closure's snapshot of a per-iteration binding (wrap_closure) is exact
  /// when every assignment to it under `scope` runs before the closure is
  /// created: it precedes the closure in the text, is not inside a function
  /// (a closure writing it needs the shared binding) and shares no inner loop
  /// with the closure (which would rerun it afterwards). `let v = i; v += 1;
  /// fns.push(() => v)` keeps each iteration's v.
  bool assigned_before_closures(TSNode scope, std::string_view name) {
    auto it = assigned_at_.find(std::string(name));  // (indexed by assigned_in)
    if (it == assigned_at_.end()) return true;
    using Range = std::pair<std::uint32_t, std::uint32_t>;
    const std::uint32_t start = ts_node_start_byte(scope), end = ts_node_end_byte(scope);
    struct Fn {
      Range body;
      std::uint32_t made;  ///< where it is created: a hoisted declaration at the scope's start
    };
    std::vector<Range> writes, loops;
    std::vector<Fn> fns, closures;
    for (auto& r : it->second)
      if (r.first >= start && r.second <= end) writes.push_back(r);
    auto inside = [](const Range& x, const Range& o) { return x.first >= o.first && x.second <= o.second; };
    walk_nodes(scope, [&](TSNode k) {
      const char* ty = ts_node_type(k);
      const Range at{ts_node_start_byte(k), ts_node_end_byte(k)};
      if (std::strcmp(ty, "for_statement") == 0 || std::strcmp(ty, "for_in_statement") == 0 ||
          std::strcmp(ty, "while_statement") == 0 || std::strcmp(ty, "do_statement") == 0) {
        if (!ts_node_eq(k, scope)) loops.push_back(at);
      } else if (std::strcmp(ty, "arrow_function") == 0 || std::strstr(ty, "function") != nullptr ||
                 std::strcmp(ty, "method_definition") == 0 || std::strcmp(ty, "class") == 0 ||
                 std::strcmp(ty, "class_declaration") == 0) {
        const bool hoisted = std::strstr(ty, "function") != nullptr && std::strstr(ty, "declaration") != nullptr;
        fns.push_back(Fn{at, hoisted ? start : at.first});
      } else if ((std::strcmp(ty, "identifier") == 0 || std::strcmp(ty, "shorthand_property_identifier") == 0) &&
                 text(k) == name) {
        for (auto& f : fns)
          if (inside(at, f.body)) closures.push_back(f);
      }
    });
    for (auto& w : writes) {
      for (auto& f : fns)
        if (inside(w, f.body)) return false;
      for (auto& c : closures) {
        if (w.first >= c.made) return false;
        for (auto& l : loops)
          if (inside(w, l) && inside(c.body, l)) return false;
      }
    }
    return true;
  }
  /// A loop's `let` (one name, declared once in its block) that a closure
  /// made in the block writes, or that is assigned after such a closure is
  /// made: the snapshot of its value (wrap_closure) would go stale, so the
  /// binding is boxed instead (see declaration). Not when the name is bound
  /// again in the block (a parameter, an inner declaration) or a hoisted
  /// function declaration reads it (it is made before the box).
  bool needs_box(TSNode decl, TSNode scope, std::string_view name) {
    if (ts_node_is_null(scope) || text(ts_node_child(decl, 0)) != "let") return false;
    if (!assigned_in(scope, name) || assigned_before_closures(scope, name)) return false;
    bool in_closure = false, rebound = false;
    const std::uint32_t decl_at = ts_node_start_byte(decl);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> fns;
    walk_nodes(scope, [&](TSNode k) {
      const char* ty = ts_node_type(k);
      if (std::strcmp(ty, "arrow_function") == 0 || std::strstr(ty, "function") != nullptr ||
          std::strcmp(ty, "method_definition") == 0 || std::strcmp(ty, "class") == 0 ||
          std::strcmp(ty, "class_declaration") == 0) {
        if (std::strstr(ty, "declaration") != nullptr && std::strstr(ty, "function") != nullptr &&
            std::string_view(text(k)).find(name) != std::string_view::npos)
          rebound = true;  // (a hoisted function mentioning it)
        fns.emplace_back(ts_node_start_byte(k), ts_node_end_byte(k));
        return;
      }
      const bool id = std::strcmp(ty, "identifier") == 0 || std::strcmp(ty, "shorthand_property_identifier") == 0 ||
                      std::strcmp(ty, "shorthand_property_identifier_pattern") == 0;
      if (!id || text(k) != name) return;
      const std::uint32_t at = ts_node_start_byte(k);
      for (auto& f : fns)
        if (at >= f.first && at < f.second) in_closure = true;
      TSNode p = ts_node_parent(k);
      const char* pt = ts_node_is_null(p) ? "" : ts_node_type(p);
      const bool binds = std::strcmp(ty, "shorthand_property_identifier_pattern") == 0 ||
                         std::strcmp(pt, "variable_declarator") == 0 || std::strcmp(pt, "formal_parameters") == 0 ||
                         std::strstr(pt, "parameter") != nullptr || std::strstr(pt, "pattern") != nullptr ||
                         std::strcmp(pt, "catch_clause") == 0 ||
                         (std::strcmp(pt, "arrow_function") == 0 && !ts_node_eq(child(p, f_body), k)) ||
                         std::strcmp(pt, "for_in_statement") == 0;
      if (binds && !(std::strcmp(pt, "variable_declarator") == 0 && ts_node_start_byte(ts_node_parent(p)) == decl_at))
        rebound = true;
    });
    return in_closure && !rebound;
  }
  struct BoxedLet;
  /// Is this identifier a boxed loop `let` (needs_box) in its scope?
  const BoxedLet* boxed(TSNode id) {
    if (boxed_lets_.empty()) return nullptr;
    const std::uint32_t at = ts_node_start_byte(id);
    std::string_view nm = text(id);
    for (auto it = boxed_lets_.rbegin(); it != boxed_lets_.rend(); ++it)
      if (at >= it->begin && at < it->end && it->name == nm) return it->shadow ? nullptr : &*it;
    return nullptr;
  }
  Reg load_boxed(const BoxedLet& bx) {
    if (!bx.holder.empty()) return b_.load_field(b_.load_var(bx.holder), bx.name);
    return b_.load_index(b_.load_var(bx.name), b_.const_int(0));
  }
  void store_boxed(const BoxedLet& bx, Reg v) {
    if (!bx.holder.empty()) store_property(b_.load_var(bx.holder), bx.name, v);
    else b_.store_index(b_.load_var(bx.name), b_.const_int(0), v);
  }
  /// A closure created inside a loop that reads per-iteration let/const
  /// bindings: created inside a helper function whose parameters hold the
  /// current values, so each closure keeps its own iteration's binding.
  template <class F>
  Reg wrap_closure(TSNode n, F&& lower) {
    if (let_loop_vars_.empty()) return lower();
    std::vector<std::string> used;
    walk_nodes(n, [&](TSNode k) {
      const char* ty = ts_node_type(k);
      if (std::strcmp(ty, "identifier") != 0 && std::strcmp(ty, "shorthand_property_identifier") != 0) return;
      std::string_view t = text(k);
      if (std::find(used.begin(), used.end(), t) != used.end()) return;
      if (std::find(let_loop_vars_.begin(), let_loop_vars_.end(), t) != let_loop_vars_.end()) used.emplace_back(t);
    });
    if (used.empty()) return lower();
    std::vector<std::string> hints;
    for (auto& u : used) hints.push_back("param:" + u);
    auto saved = std::move(let_loop_vars_);
    let_loop_vars_.clear();
    Reg helper = emit_function("__letenv", hints, [&] { emit_return(lower()); });
    let_loop_vars_ = std::move(saved);
    std::vector<Reg> args;
    for (auto& u : used) args.push_back(b_.load_var(u));
    return b_.call_unknown(helper, args);
  }
  /// break/continue: run the finally bodies of the try statements being
  /// left (innermost first), then jump.
  bool jump_through_finally(bool is_break, std::string_view label) {
    std::size_t target = loops_.size();
    for (std::size_t k = loops_.size(); k-- > 0;)
      if (label.empty() || loops_[k].label == label) { target = k; break; }
    if (target == loops_.size()) return emit_jump(is_break, label);
    if (js_finally_.empty() || js_finally_.back().loops <= target) return emit_jump(is_break, label);
    auto saved = js_finally_;
    std::size_t saved_depth = try_depth_;
    while (!js_finally_.empty() && js_finally_.back().loops > target) {
      JsFinally f = js_finally_.back();
      js_finally_.pop_back();
      if (f.close != ir::kNoReg) {
        emit_iter_close(f);
        continue;
      }
      for (std::size_t k = try_depth_; k > f.depth; --k) b_.try_pop();
      try_depth_ = f.depth;
      vars_.enter_block();
      lower_body(f.body);
      vars_.exit_block();
    }
    bool ok = emit_jump(is_break, label);
    try_depth_ = saved_depth;
    js_finally_ = std::move(saved);
    return ok;
  }
  bool is_optional(TSNode n) {
    const std::uint32_t c = ts_node_child_count(n);
    for (std::uint32_t i = 0; i < c; ++i)
      if (sym(ts_node_child(n, i)) == s_optional_chain) return true;
    if (sym(n) == s_call) {  // TypeScript: `f?.()` has an anonymous `?.` token
      TSNode args = child(n, f_arguments);
      for (std::uint32_t i = 0; i < c; ++i) {
        TSNode k = ts_node_child(n, i);
        if (!ts_node_is_null(args) && ts_node_start_byte(k) >= ts_node_start_byte(args)) break;
        if (!ts_node_is_named(k) && std::strcmp(ts_node_type(k), "?.") == 0) return true;
      }
    }
    return false;
  }
  /// Optional chains: the whole chain `a?.b.c(d)` is undefined as soon as
  /// an optional link meets null/undefined. The chain's value lives in
  /// `__oc_N`; each optional link branches to `oc_end_N` on a nullish value.
  ///
  /// The links of one chain all start at the chain's first byte, and each
  /// inner link lies on the spine walked for the outer one: once a walk
  /// found no optional link, the links below it are known free without
  /// walking again (a chain of n links is checked once, not n times).
  bool chain_has_optional(TSNode n) {
    const std::uint32_t start = ts_node_start_byte(n), end = ts_node_end_byte(n);
    if (start == oc_free_start_ && end <= oc_free_end_ && end > oc_free_low_) return false;
    for (int guard = 0; guard < 10000 && !ts_node_is_null(n); ++guard) {
      TSSymbol s = sym(n);
      if (s != s_member && s != s_subscript && s != s_call) break;
      if (is_optional(n)) return true;
      n = child(n, s == s_call ? f_function : f_object);
    }
    // the links checked end in (end of the node the walk stopped at, end]:
    // below a non-link (`a?.b!.c`'s `a?.b!`) nothing was checked
    oc_free_start_ = start;
    oc_free_end_ = end;
    oc_free_low_ = ts_node_is_null(n) ? 0 : ts_node_end_byte(n);
    return false;
  }
  Reg lower_chain(TSNode n, ExprFn fn) {
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__oc_" + std::to_string(id);
    Symbol end = b_.label_name("oc_end", id);
    b_.decl_var(tmp, b_.const_none());
    bool saved_active = oc_active_;
    Symbol saved_end = oc_end_;
    oc_active_ = true;
    oc_end_ = end;
    Reg v = (static_cast<Derived*>(this)->*fn)(n);
    b_.store_var(tmp, v);
    b_.branch(end);
    b_.label(end);
    oc_active_ = saved_active;
    oc_end_ = saved_end;
    return b_.load_var(tmp);
  }
  /// An optional link: leave the chain when `v` is null or undefined.
  void optional_link(Reg v) {
    if (!oc_active_) return;
    Reg c = is_nullish(v, false);
    Symbol next = b_.fresh_label("oc_next");
    b_.branch_if(c, oc_end_, next);
    b_.label(next);
  }
  /// Lowers a sub-expression that is not part of the current chain.
  Reg lower_outside_chain(TSNode n) {
    bool saved = oc_active_;
    oc_active_ = false;
    Reg r = lower_expr(n);
    oc_active_ = saved;
    return r;
  }

  Reg call_expression(TSNode n) {
    if (Reg r; await_chain(n, r, [&] { return call_expression(n); })) return r;
    if (!ts_node_is_null(await_base_) && ts_node_eq(n, await_base_)) return await_base_paren(n);
    if (!oc_active_ && chain_has_optional(n)) return lower_chain(n, &JsLowererBase::call_expression);
    TSNode fn = child(n, f_function);
    TSNode argn = child(n, f_arguments);
    TSSymbol s = sym(fn);
    if (s == s_super) {  // super(...) in a constructor
      auto args = arguments(argn);
      SpanScope sc(b_, span(n));
      Reg sup = b_.call_function("__super", {});
      Reg r = b_.call_method(sup, "__init__", args);
      if (!pending_fields_.empty()) {
        auto inits = pending_fields_;
        pending_fields_.clear();
        init_fields(inits);
      }
      return r;
    }
    if (s == s_identifier && text(fn) == "require") {  // CommonJS: require('spec') is the module's value
      auto kids = named_children(argn);
      if (kids.size() == 1 && sym(kids[0]) == s_string) {
        SpanScope sc(b_, span(n));
        return module_value(string_value(kids[0]));
      }
    }
    if (s == s_identifier && text(fn) == "Function") {  // Function('a', 'return a') with literal texts
      if (Reg r = function_from_text(argn, span(n)); r != ir::kNoReg) return r;
    }
    if (is_eval_callee(fn)) {  // eval('literal code'): that code, lowered where it stands
      if (Reg r = eval_text(argn, span(n)); r != ir::kNoReg) return r;
    }
    if (sym(fn) == symbol("import")) {  // import('spec'): a promise of the module (a missing one stays unknown)
      auto kids = named_children(argn);
      SpanScope sc(b_, span(n));
      Reg m = !kids.empty() && sym(kids[0]) == s_string ? module_value(string_value(kids[0]))
                                                          : b_.symbolic("import()");
      for (std::size_t k = 1; k < kids.size(); ++k) lower_expr(kids[k]);  // (import attributes)
      std::vector<Reg> one{m};
      return b_.call_method(b_.load_var("Promise"), "resolve", one);
    }
    if (s == s_member && is_optional(n)) {  // o.m?.(): call only if the method exists
      Reg obj = lower_expr(child(fn, f_object));
      if (is_optional(fn)) optional_link(obj);
      Reg m = b_.load_field(obj, text(child(fn, f_property)));
      optional_link(m);
      auto args = arguments(argn);
      return b_.call_unknown(m, args);
    }
    if (s == s_member) {
      TSNode objn = child(fn, f_object);
      std::string mname(text(child(fn, f_property)));
      Reg obj = sym(objn) == s_super ? b_.call_function("__super", {}) : lower_expr(objn);
      if (is_optional(fn)) optional_link(obj);
      auto args = arguments(argn);
      SpanScope sc(b_, span(n));
      return b_.call_method(obj, mname, args);
    }
    if (s == s_identifier && !is_optional(n)) {
      auto args = arguments(argn);
      SpanScope sc(b_, span(n));
      return b_.call_function(text(fn), args);
    }
    if (s == s_subscript && !is_optional(n) && !is_optional(fn) && sym(child(fn, f_object)) != s_super) {
      // o[k](...): the function is called with o as `this`
      Reg obj = lower_expr(child(fn, f_object));
      Reg idx = lower_outside_chain(child(fn, f_index));
      Reg callee = b_.load_index(obj, idx);
      std::vector<Reg> all{callee, obj};
      auto args = arguments(argn);
      all.insert(all.end(), args.begin(), args.end());
      SpanScope sc(b_, span(n));
      return b_.call_function("__js_call_this", all);
    }
    if (s == s_subscript && !is_optional(n) && sym(child(fn, f_object)) == s_super) {
      // super[k](...): the parent's method k, called with this
      Reg sup = b_.call_function("__super", {});
      Reg idx = lower_outside_chain(child(fn, f_index));
      Reg get[2] = {sup, idx};
      Reg callee = b_.call_function("__js_super_get", get);
      std::vector<Reg> all{callee, b_.load_var("this")};
      auto args = arguments(argn);
      all.insert(all.end(), args.begin(), args.end());
      SpanScope sc(b_, span(n));
      return b_.call_function("__js_call_this", all);
    }
    Reg callee = lower_expr(fn);
    if (is_optional(n)) optional_link(callee);
    auto args = arguments(argn);
    SpanScope sc(b_, span(n));
    return b_.call_unknown(callee, args);
  }
  Reg new_expression(TSNode n) {
    TSNode ctor = child(n, f_constructor);
    if (sym(ctor) == s_identifier && text(ctor) == "Function" && !ts_node_is_null(child(n, f_arguments)))
      if (Reg r = function_from_text(child(n, f_arguments), span(n)); r != ir::kNoReg) return r;
    auto args = arguments(child(n, f_arguments));
    SpanScope sc(b_, span(n));
    auto construct = [&](Reg c) {
      std::vector<Reg> all{c};
      all.insert(all.end(), args.begin(), args.end());
      return b_.call_function("__js_new", all);
    };
    if (sym(ctor) == s_identifier) {
      std::string cn(text(ctor));
      // a constructor function (`this` a new object), an Array subclass, or
      // a binding of the file that may hold either (an alias, a parameter):
      // the runtime decides; a class of the file and the globals (Map, Date)
      // are constructed by name
      if ((fn_names_.count(cn) && !class_names_.count(cn)) || array_classes_.count(cn) ||
          (!class_names_.count(cn) && bound_in_file(cn) && !module_bound(cn)))
        return construct(b_.load_var(cn));
      return b_.call_ctor(cn, args);
    }
    return construct(lower_expr(ctor));  // new ns.F(), new this.constructor(), new (f())()
  }
  Reg member_expression(TSNode n) {
    if (Reg r; await_chain(n, r, [&] { return member_expression(n); })) return r;
    if (!oc_active_ && chain_has_optional(n)) return lower_chain(n, &JsLowererBase::member_expression);
    TSNode objn = child(n, f_object);
    // process.stdin: the stream its prelude makes (node_core_modules.cpp)
    if (sym(objn) == s_identifier && text(objn) == "process" && text(child(n, f_property)) == "stdin" &&
        src_.find("function __node_stdin()") != std::string_view::npos)
      return b_.call_function("__node_stdin", {});
    Reg obj = sym(objn) == s_super ? b_.call_function("__super", {}) : lower_expr(objn);
    if (is_optional(n)) optional_link(obj);
    return b_.load_field(obj, text(child(n, f_property)));
  }
  Reg subscript_expression(TSNode n) {
    if (Reg r; await_chain(n, r, [&] { return subscript_expression(n); })) return r;
    if (!ts_node_is_null(await_base_) && ts_node_eq(n, await_base_)) return await_base_array(n);
    if (!oc_active_ && chain_has_optional(n)) return lower_chain(n, &JsLowererBase::subscript_expression);
    Reg obj = lower_expr(child(n, f_object));
    if (is_optional(n)) optional_link(obj);
    Reg idx = lower_outside_chain(child(n, f_index));
    return b_.load_index(obj, idx);
  }

  /// The element slots of an array literal: a null node for each hole of
  /// an elision (`[1, , 3]`); a trailing comma adds no slot.
  std::vector<TSNode> array_slots(TSNode n) {
    std::vector<TSNode> out;
    bool filled = false;
    const std::uint32_t nk = ts_node_child_count(n);
    for (std::uint32_t i = 0; i < nk; ++i) {
      TSNode k = ts_node_child(n, i);
      if (ts_node_is_named(k)) {
        if (std::strcmp(ts_node_type(k), "comment") == 0) continue;
        out.push_back(k);
        filled = true;
      } else if (std::strcmp(ts_node_type(k), ",") == 0) {
        if (!filled) out.push_back(TSNode{});
        filled = false;
      }
    }
    return out;
  }
  /// An elision's slot is a hole (`__js_hole`): undefined, but skipped by
  /// forEach/map/in/Object.keys and printed as `<1 empty item>`.
  Reg array_element(TSNode e) { return ts_node_is_null(e) ? b_.call_function("__js_hole", {}) : lower_expr(e); }
  Reg array(TSNode n) {
    auto elems = array_slots(n);
    bool spread = false;
    for (TSNode e : elems) spread |= !ts_node_is_null(e) && sym(e) == s_spread;
    if (!spread) {
      std::vector<Reg> items;
      items.reserve(elems.size());
      for (TSNode e : elems) items.push_back(array_element(e));
      Reg size = b_.const_int(static_cast<std::int64_t>(items.size()));
      Reg seq = b_.new_array("list", size);
      for (std::size_t k = 0; k < items.size(); ++k) {
        Reg i = b_.const_int(static_cast<std::int64_t>(k));
        b_.store_index(seq, i, items[k]);
      }
      return seq;
    }
    Reg zero = b_.const_int(0);
    Reg acc = b_.new_array("list", zero);
    for (TSNode e : elems) {
      if (!ts_node_is_null(e) && sym(e) == s_spread) {
        auto inner = named_children(e);
        Reg v = inner.empty() ? b_.const_none() : lower_expr(inner[0]);
        v = b_.call_function("__js_spread", std::span<const Reg>(&v, 1));
        Reg ext[2] = {acc, v};
        b_.call_function("__extend", ext);
      } else {
        Reg app[2] = {acc, array_element(e)};
        b_.call_function("__append", app);
      }
    }
    return acc;
  }
  Reg object(TSNode n) {
    Reg d = b_.new_object("dict");
    for (TSNode p : named_children(n)) {
      SpanScope sc(b_, span(p));
      TSSymbol s = sym(p);
      if (s == s_pair) {
        TSNode key = child(p, f_key);
        Reg k;
        if (sym(key) == s_computed_property_name) {
          auto kk = named_children(key);
          k = kk.empty() ? b_.const_none() : lower_expr(kk[0]);
          k = b_.call_function("__js_key", std::span<const Reg>(&k, 1));
        } else {
          k = b_.const_str(property_name(key));
        }
        if (sym(key) != s_computed_property_name && is_anonymous_fn(child(p, f_value))) fn_name_hint_ = property_name(key);
        // `{ h: class {} }`: the class is named h
        if (sym(key) != s_computed_property_name && is_anonymous_class(child(p, f_value))) class_name_hint_ = property_name(key);
        Reg v = lower_expr(child(p, f_value));
        fn_name_hint_ = {};
        class_name_hint_.clear();
        if (sym(key) != s_computed_property_name && property_name(key) == "__proto__") {  // { __proto__: p }: the prototype
          Reg args[2] = {d, v};
          b_.call_function("__js_literal_proto", args);
          continue;
        }
        b_.store_index(d, k, v);
      } else if (s == s_shorthand_property) {
        const BoxedLet* bx = boxed(p);
        Reg v = bx ? load_boxed(*bx) : b_.load_var(text(p));
        b_.store_index(d, b_.const_str(text(p)), v);
      } else if (s == s_spread) {
        auto inner = named_children(p);
        Reg v = inner.empty() ? b_.const_none() : lower_expr(inner[0]);
        Reg args[2] = {d, v};
        b_.call_function("__js_assign", args);
      } else if (s == s_method_definition) {
        TSNode nm = child(p, f_name);
        std::string name = property_name(nm);
        const bool get = has_token(p, "get"), set = has_token(p, "set");
        Reg key;
        if (sym(nm) == s_computed_property_name && name.rfind("__sym_", 0) != 0) {  // [expr]() { ... }
          auto kk = named_children(nm);
          key = kk.empty() ? b_.const_none() : lower_expr(kk[0]);
          key = b_.call_function("__js_key", std::span<const Reg>(&key, 1));
        } else {
          key = b_.const_str(name);
        }
        // an accessor's function is named `get v` / `set v` (the runtime shows __get_v so)
        // (a method made in a loop keeps the iteration's let bindings, as a function expression does)
        Reg f = wrap_closure(p, [&] { return define_function(p, get ? "__get_" + name : set ? "__set_" + name : name, true); });
        if (get || set) {  // an accessor property (runtime: AccessorObj)
          Reg args[4] = {d, key, f, b_.const_str(get ? "get" : "set")};
          b_.call_function("__js_accessor", args);
        } else {
          b_.store_index(d, key, f);
        }
      }
    }
    return d;
  }

  TSFieldId f_name, f_value, f_body, f_parameters, f_parameter, f_left, f_right, f_operator, f_argument, f_condition,
      f_consequence, f_alternative, f_initializer, f_increment, f_kind, f_label, f_handler, f_finalizer, f_property,
      f_object, f_index, f_function, f_arguments, f_constructor, f_key, f_pattern, f_optional_chain;
  /// The source of the value the next bind_pattern destructures (call_site; "" for a parameter)
  std::optional<std::string> pattern_site_;
  TSSymbol s_identifier, s_member, s_subscript, s_array_pattern, s_object_pattern, s_assignment_pattern,
      s_rest_pattern, s_pair, s_pair_pattern, s_shorthand_property, s_shorthand_property_pattern,
      s_object_assignment_pattern, s_spread, s_computed_property_name, s_property_identifier,
      s_private_property_identifier, s_string, s_number, s_string_fragment, s_escape_sequence,
      s_template_substitution, s_method_definition, s_field_definition, s_public_field_definition, s_class_heritage,
      s_statement_block, s_function_declaration, s_else_clause, s_if_statement, s_switch_default, s_switch_case,
      s_lexical_declaration, s_variable_declaration, s_expression_statement, s_empty_statement, s_parenthesized,
      s_sequence, s_optional_chain, s_call, s_required_parameter, s_optional_parameter, s_return,
      s_class_static_block, s_undefined, s_super, s_this, s_accessibility_modifier;

  std::string pending_label_;              ///< label of the statement being lowered
  std::vector<TSNode> field_inits_;        ///< instance fields of the class being lowered
  std::vector<TSNode> pending_fields_;     ///< derived constructor: fields to set after super(...)
  /// A try with `finally` being lowered: break/continue leaving it run the
  /// finally body inline first.
  struct JsFinally {
    TSNode body;
    std::size_t loops;  ///< loops_.size() at the try
    std::size_t depth;  ///< try_depth_ outside the try
    /// A for-of's iterator instead of a finally body: leaving the loop by
    /// return or by break/continue of an outer loop closes it (__js_iter_close).
    Reg close = ir::kNoReg;
    bool async_close = false;  ///< a for-await's iterator: its return() is awaited
  };
  /// Closes the iterator of a for-of (or for-await) being left early.
  void emit_iter_close(const JsFinally& f) {
    if (!f.async_close) {
      b_.call_function("__js_iter_close", std::span<const Reg>(&f.close, 1));
      return;
    }
    // AsyncIteratorClose: `await it.return()` when the iterator has one
    Reg r = b_.call_function("__js_async_iter_close", std::span<const Reg>(&f.close, 1));
    emit_if([&] { return b_.call_function("__js_undef", std::span<const Reg>(&r, 1)); }, [] {},
            [&] { b_.call_function("__yield", std::span<const Reg>(&r, 1)); });
  }
  std::vector<JsFinally> js_finally_;
  std::deque<std::string> embedded_texts_;  ///< code of eval / new Function texts lowered (lower_embedded)
  /// let/const bindings of the enclosing loops (per-iteration bindings):
  /// closures reading them capture a snapshot (see wrap_closure).
  std::vector<std::string> let_loop_vars_;
  struct BoxedLet {
    std::string name;
    std::uint32_t begin, end;  ///< its declaration to the end of its block
    /// non-empty: not a box but property `name` of the object in variable
    /// `holder` (a TypeScript namespace's export, read and written as N.x by
    /// a later declaration of the namespace)
    std::string holder = {};
    bool shadow = false;  ///< a plain variable hiding an outer holder entry of the same name
  };
  std::vector<BoxedLet> boxed_lets_;  ///< see needs_box
  TSNode fin_body_{};          ///< finally body of the try whose handlers are being lowered
  std::size_t fin_depth_ = 0;
  bool class_has_parent_ = false;
  std::vector<std::string> setters_;       ///< setter names declared in the file
  std::string class_name_hint_;            ///< name for an anonymous class expression
  std::string fn_name_hint_;               ///< name for an anonymous function (take_fn_name_hint)
  std::string class_name_;                 ///< the class being lowered
  std::string static_this_;                ///< in a static method: the class `this` names
  enum class NewTarget { Plain, Ctor, Method, Function };  // Plain: the script's top level
  NewTarget new_target_ = NewTarget::Plain;  ///< what new.target reads in the function being lowered
  bool oc_active_ = false;                 ///< lowering inside an optional chain
  Symbol oc_end_{};                        ///< its end label
  std::uint32_t oc_free_start_ = UINT32_MAX;  ///< a chain known to have no optional link:
  std::uint32_t oc_free_end_ = 0;             ///< its first and last byte (chain_has_optional),
  std::uint32_t oc_free_low_ = 0;             ///< and where the checked links stop
  TSNode file_root_{};
  bool assignments_indexed_ = false;
  bool bound_indexed_ = false;
  struct Binding {
    std::uint32_t begin, end;
    bool is_const;
  };
  struct Bindings {
    std::vector<Binding> ranges;
    bool has_const = false;
  };
  bool bindings_indexed_ = false;
  std::unordered_map<std::string, Bindings> bindings_;     ///< name -> where it is bound (check_const_write)
  std::unordered_set<std::uint32_t> binding_names_at_;     ///< start bytes of declaring identifiers
  std::unordered_set<std::string> bound_names_;  ///< see bound_in_file
  bool module_indexed_ = false;
  std::unordered_set<std::string> module_names_;  ///< see module_bound
  std::unordered_map<std::string, std::vector<std::pair<std::uint32_t, std::uint32_t>>> assigned_at_;
  std::function<void()> prologue_;         ///< extra code at the start of the next function body
  bool integrity_ = false;                 ///< the file freezes, seals or prevents extensions (scan_integrity)
  bool strict_file_ = false;               ///< a 'use strict' file or a module
  bool in_async_ = false;                    ///< lowering an async function's body (`await` is an operator)
  TSNode await_base_{};                      ///< the `await[...]` node of the chain being lowered as `await [...]...`
  bool in_async_generator_ = false;          ///< lowering an `async function*` body (its yields are marked)
  bool breaks_indexed_ = false;              ///< broken_loops_ computed (left_by_break)
  std::unordered_set<std::uint32_t> broken_loops_;  ///< start bytes of the for-in/of loops a break leaves
  bool in_sync_generator_ = false;           ///< lowering a `function*` body (its catch clauses let return() pass)
  std::unordered_map<std::uint32_t, std::uint8_t> fn_flags_;  ///< scan_functions
  std::unordered_set<std::string> fn_names_;     ///< functions of the file (declared or `const f = function`)
  std::unordered_set<std::string> class_names_;  ///< classes of the file
  std::unordered_set<std::string> array_classes_;  ///< classes of the file extending Array
  /// Labelled statements that are not loops (`break label` leaves them).
  struct LabelBlock {
    std::string label;
    Symbol end;
    std::size_t try_depth;
    std::size_t fn_depth;
  };
  std::vector<LabelBlock> label_blocks_;
  std::vector<TSNode> static_blocks_;      ///< `static { }` blocks of the class being lowered
};

}  // namespace reddragon::frontend_js
