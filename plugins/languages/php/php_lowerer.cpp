// php_lowerer.cpp - PHP 8 -> RedDragon IR (tree-sitter-php, the `php`
// grammar with inline HTML).
//
// Only PHP's own rules live here; control-flow shapes, functions, classes,
// short-circuit evaluation and the DECL/STORE rule come from
// frontend_support (ts_lowerer.hpp). Conventions: docs/ir-conventions.md;
// how PHP maps onto them: docs/frontends/php.md.
//
// Names: PHP variables keep their `$` in the IR (`$x`), so they never
// collide with functions and classes (`count($count)`). PHP's helpers are
// globals of its runtime, prefixed `__php_`.
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "php_spl_prelude.hpp"
#include "reddragon/frontend_support/ast_repair.hpp"
#include "reddragon/frontend_support/ts_lowerer.hpp"

extern "C" const TSLanguage* tree_sitter_php(void);

namespace reddragon::php {

using namespace reddragon::ir;
using frontend::TsLowerer;

namespace {

std::string lower_ascii(std::string_view s) {
  std::string r(s);
  for (auto& c : r)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return r;
}

/// Built-in functions that write through a by-reference parameter which is
/// not an array they can mutate in place: (name, parameter position).
const std::map<std::string, std::vector<int>>& builtin_ref_params() {
  static const std::map<std::string, std::vector<int>> m = {
      {"preg_match", {2}}, {"preg_match_all", {2}}, {"str_replace", {3}}, {"str_ireplace", {3}},
      {"preg_replace", {4}}, {"preg_replace_callback", {4}}, {"settype", {0}}, {"array_multisort", {}},
      {"similar_text", {2}}, {"sscanf", {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}},
  };
  return m;
}

/// Built-ins that mutate their first (array) argument in place.
bool mutating_builtin(std::string_view n) {
  static const std::set<std::string, std::less<>> s = {
      "sort", "rsort", "usort", "uasort", "uksort", "ksort", "krsort", "asort", "arsort", "shuffle",
      "array_push", "array_pop", "array_shift", "array_unshift", "array_splice", "array_walk", "array_walk_recursive",
      "natsort", "natcasesort", "end", "reset", "next", "prev"};
  return s.count(n) != 0;
}

class PhpLowerer : public TsLowerer<PhpLowerer> {
 public:
  PhpLowerer(const SourceFile& src, const LowerOptions& opts, LowerOutput& out)
      : TsLowerer(tree_sitter_php(), src, opts, out) {
    out.module.language = "php";
    f_left = field("left"); f_right = field("right"); f_operator = field("operator");
    f_condition = field("condition"); f_body = field("body"); f_alternative = field("alternative");
    f_name = field("name"); f_parameters = field("parameters"); f_value = field("value");
    f_function = field("function"); f_arguments = field("arguments"); f_object = field("object");
    f_scope = field("scope"); f_type = field("type"); f_default_value = field("default_value");
    f_reference_modifier = field("reference_modifier"); f_argument = field("argument");
    f_initialize = field("initialize"); f_update = field("update"); f_return_expression = field("return_expression");
    f_conditional_expressions = field("conditional_expressions"); f_static_modifier = field("static_modifier");
    f_visibility = field("visibility"); f_readonly = field("readonly");

    s_variable_name = symbol("variable_name"); s_name = symbol("name"); s_subscript = symbol("subscript_expression");
    s_member_access = symbol("member_access_expression"); s_scoped_property = symbol("scoped_property_access_expression");
    s_list_literal = symbol("list_literal"); s_array_creation = symbol("array_creation_expression");
    s_array_element = symbol("array_element_initializer"); s_pair = symbol("pair"); s_by_ref = symbol("by_ref");
    s_string_content = symbol("string_content"); s_escape_sequence = symbol("escape_sequence");
    s_function_definition = symbol("function_definition"); s_class_declaration = symbol("class_declaration");
    s_interface_declaration = symbol("interface_declaration"); s_trait_declaration = symbol("trait_declaration");
    s_enum_declaration = symbol("enum_declaration"); s_method_declaration = symbol("method_declaration");
    s_property_declaration = symbol("property_declaration"); s_const_declaration = symbol("const_declaration");
    s_use_declaration = symbol("use_declaration"); s_use_list = symbol("use_list");
    s_object_creation = symbol("object_creation_expression");
    s_use_as_clause = symbol("use_as_clause"); s_enum_case = symbol("enum_case");
    s_simple_parameter = symbol("simple_parameter"); s_variadic_parameter = symbol("variadic_parameter");
    s_promotion_parameter = symbol("property_promotion_parameter"); s_static_modifier = symbol("static_modifier");
    s_abstract_modifier = symbol("abstract_modifier"); s_visibility_modifier = symbol("visibility_modifier");
    s_readonly_modifier = symbol("readonly_modifier");
    s_base_clause = symbol("base_clause"); s_interface_clause = symbol("class_interface_clause");
    s_compound = symbol("compound_statement"); s_colon_block = symbol("colon_block");
    s_else_if_clause = symbol("else_if_clause"); s_else_clause = symbol("else_clause");
    s_catch_clause = symbol("catch_clause"); s_finally_clause = symbol("finally_clause");
    s_case_statement = symbol("case_statement"); s_default_statement = symbol("default_statement");
    s_argument = symbol("argument"); s_variadic_unpacking = symbol("variadic_unpacking");
    s_relative_scope = symbol("relative_scope"); s_qualified_name = symbol("qualified_name");
    s_anonymous_function = symbol("anonymous_function"); s_arrow_function = symbol("arrow_function");
    s_use_clause = symbol("anonymous_function_use_clause"); s_return = symbol("return_statement");
    s_yield = symbol("yield_expression"); s_static_declaration = symbol("function_static_declaration");
    s_static_variable = symbol("static_variable_declaration"); s_global_declaration = symbol("global_declaration");
    s_assignment = symbol("assignment_expression"); s_augmented = symbol("augmented_assignment_expression");
    s_update = symbol("update_expression"); s_unset = symbol("unset_statement"); s_foreach = symbol("foreach_statement");
    s_function_call = symbol("function_call_expression"); s_member_call = symbol("member_call_expression");
    s_scoped_call = symbol("scoped_call_expression"); s_nullsafe_call = symbol("nullsafe_member_call_expression");
    s_nullsafe_access = symbol("nullsafe_member_access_expression"); s_parenthesized = symbol("parenthesized_expression");
    s_php_tag = symbol("php_tag"); s_text_interpolation = symbol("text_interpolation"); s_text = symbol("text");
    s_php_end_tag = symbol("php_end_tag"); s_expression_statement = symbol("expression_statement");
    s_sequence = symbol("sequence_expression"); s_match_default = symbol("match_default_expression");
    s_namespace_definition = symbol("namespace_definition"); s_dynamic_variable = symbol("dynamic_variable_name");
    s_encapsed = symbol("encapsed_string"); s_string = symbol("string"); s_integer = symbol("integer");
    s_heredoc = symbol("heredoc"); s_reference_assignment = symbol("reference_assignment_expression");
    s_class_constant_access = symbol("class_constant_access_expression"); s_type_list = symbol("type_list");
    s_named_type = symbol("named_type"); s_anonymous_class = symbol("anonymous_class");
    s_declaration_list = symbol("declaration_list"); s_enum_declaration_list = symbol("enum_declaration_list");
    s_property_element = symbol("property_element"); s_const_element = symbol("const_element");
    s_reference_modifier = symbol("reference_modifier"); s_nowdoc = symbol("nowdoc");

    on_stmt("expression_statement", &PhpLowerer::expression_statement);
    on_stmt("echo_statement", &PhpLowerer::echo_statement);
    on_stmt("compound_statement", &PhpLowerer::block);
    on_stmt("colon_block", &PhpLowerer::block);
    on_stmt("empty_statement", &PhpLowerer::nothing);
    on_stmt("php_tag", &PhpLowerer::php_tag);
    on_stmt("text_interpolation", &PhpLowerer::text_interpolation);
    on_stmt("text", &PhpLowerer::text_stmt);
    on_stmt("comment", &PhpLowerer::nothing);
    on_stmt("namespace_definition", &PhpLowerer::namespace_definition);
    on_stmt("namespace_use_declaration", &PhpLowerer::nothing);
    on_stmt("declare_statement", &PhpLowerer::nothing);
    on_stmt("if_statement", &PhpLowerer::if_statement);
    on_stmt("while_statement", &PhpLowerer::while_statement);
    on_stmt("do_statement", &PhpLowerer::do_statement);
    on_stmt("for_statement", &PhpLowerer::for_statement);
    on_stmt("foreach_statement", &PhpLowerer::foreach_statement);
    on_stmt("break_statement", &PhpLowerer::break_statement);
    on_stmt("continue_statement", &PhpLowerer::continue_statement);
    on_stmt("return_statement", &PhpLowerer::return_statement);
    on_stmt("function_definition", &PhpLowerer::function_definition);
    on_stmt("class_declaration", &PhpLowerer::class_declaration);
    on_stmt("interface_declaration", &PhpLowerer::class_declaration);
    on_stmt("trait_declaration", &PhpLowerer::class_declaration);
    on_stmt("enum_declaration", &PhpLowerer::class_declaration);
    on_stmt("try_statement", &PhpLowerer::try_statement);
    on_stmt("switch_statement", &PhpLowerer::switch_statement);
    on_stmt("unset_statement", &PhpLowerer::unset_statement);
    on_stmt("global_declaration", &PhpLowerer::global_declaration);
    on_stmt("function_static_declaration", &PhpLowerer::static_declaration);
    on_stmt("const_declaration", &PhpLowerer::const_declaration);
    on_stmt("exit_statement", &PhpLowerer::exit_statement);

    on_expr("variable_name", &PhpLowerer::variable);
    on_expr("integer", &PhpLowerer::integer);
    on_expr("float", &PhpLowerer::float_);
    on_expr("boolean", &PhpLowerer::boolean);
    on_expr("null", &PhpLowerer::null_);
    on_expr("string", &PhpLowerer::single_string);
    on_expr("encapsed_string", &PhpLowerer::double_string);
    on_expr("heredoc", &PhpLowerer::heredoc);
    on_expr("nowdoc", &PhpLowerer::nowdoc);
    on_expr("name", &PhpLowerer::constant_name);
    on_expr("qualified_name", &PhpLowerer::constant_name);
    on_expr("parenthesized_expression", &PhpLowerer::parenthesized);
    on_expr("assignment_expression", &PhpLowerer::assignment);
    on_expr("reference_assignment_expression", &PhpLowerer::reference_assignment);
    on_expr("augmented_assignment_expression", &PhpLowerer::augmented_assignment);
    on_expr("update_expression", &PhpLowerer::update_expression);
    on_expr("binary_expression", &PhpLowerer::binary_expression);
    on_expr("unary_op_expression", &PhpLowerer::unary_expression);
    on_expr("conditional_expression", &PhpLowerer::conditional);
    on_expr("array_creation_expression", &PhpLowerer::array_creation);
    on_expr("subscript_expression", &PhpLowerer::subscript);
    on_expr("member_access_expression", &PhpLowerer::member_access);
    on_expr("nullsafe_member_access_expression", &PhpLowerer::member_access);
    on_expr("scoped_property_access_expression", &PhpLowerer::scoped_property);
    on_expr("class_constant_access_expression", &PhpLowerer::class_constant);
    on_expr("function_call_expression", &PhpLowerer::function_call);
    on_expr("member_call_expression", &PhpLowerer::member_call);
    on_expr("nullsafe_member_call_expression", &PhpLowerer::member_call);
    on_expr("scoped_call_expression", &PhpLowerer::scoped_call);
    on_expr("object_creation_expression", &PhpLowerer::object_creation);
    on_expr("anonymous_function", &PhpLowerer::anonymous_function);
    on_expr("arrow_function", &PhpLowerer::arrow_function);
    on_expr("cast_expression", &PhpLowerer::cast_expression);
    on_expr("match_expression", &PhpLowerer::match_expression);
    on_expr("throw_expression", &PhpLowerer::throw_expression);
    on_expr("print_intrinsic", &PhpLowerer::print_intrinsic);
    on_expr("clone_expression", &PhpLowerer::clone_expression);
    on_expr("error_suppression_expression", &PhpLowerer::error_suppression);
    on_expr("sequence_expression", &PhpLowerer::sequence_expression);
    on_expr("yield_expression", &PhpLowerer::yield_expression);
    on_expr("dynamic_variable_name", &PhpLowerer::dynamic_variable);
    for (const char* k : {"include_expression", "include_once_expression", "require_expression", "require_once_expression"})
      on_expr(k, &PhpLowerer::include_expression);
  }

  void run(TSNode root) {
    b_.set_span(span(root));
    b_.label(b_.sym("entry"));
    report_syntax_errors(root);
    prescan_ref_params(root);
    mutated_vars(root, top_mutated_);
    // the SPL data structures are PHP source (php_spl_prelude.hpp), lowered
    // first when the program names one of them
    bool wants_spl = false;
    for (std::string_view nm : php::kSplPreludeNames)
      if (src_.find(nm) != std::string_view::npos) wants_spl = true;
    if (wants_spl)
      lower_embedded(php::kSplPrelude, ir::SourceSpan{}, [&](TSNode r) {
        prescan_ref_params(r);
        mutated_vars(r, top_mutated_);
        lower_body(r, true);
      });
    b_.set_span(span(root));
    for (TSNode k : named_children(root))
      if (sym(k) == s_namespace_definition && ts_node_is_null(child(k, f_body)) && !ts_node_is_null(child(k, f_name))) {
        namespace_ = std::string(text(child(k, f_name)));  // `namespace A\B;` names the classes hoisted before it
        break;
      }
    lower_body(root, true);
  }

 private:
  // --- helpers -----------------------------------------------------------------------
  // Null-safe versions of the base's node accessors: error recovery leaves
  // fields missing, and a null node must read as empty, never be touched.
  std::string_view text(TSNode n) const {
    if (ts_node_is_null(n)) return {};
    return TsLowerer::text(n);
  }
  TSSymbol sym(TSNode n) const {
    if (ts_node_is_null(n)) return static_cast<TSSymbol>(-1);
    return TsLowerer::sym(n);
  }
  static std::vector<TSNode> named_children(TSNode n) {
    if (ts_node_is_null(n)) return {};
    return TsLowerer::named_children(n);
  }
  static std::vector<TSNode> field_children(TSNode n, TSFieldId f) {
    if (ts_node_is_null(n)) return {};
    return TsLowerer::field_children(n, f);
  }
  TSNode child(TSNode n, TSFieldId f) const {
    if (ts_node_is_null(n)) return TSNode{};
    return TsLowerer::child(n, f);
  }
  static std::uint32_t start_byte(TSNode n) { return ts_node_is_null(n) ? 0 : ts_node_start_byte(n); }
  Reg call(std::string_view fn, std::initializer_list<Reg> args) {
    std::vector<Reg> v(args);
    return b_.call_function(fn, std::span<const Reg>(v));
  }
  Reg call(std::string_view fn, const std::vector<Reg>& args) { return b_.call_function(fn, std::span<const Reg>(args)); }
  std::string var_name(TSNode n) {  // variable_name -> "$x" (through `$b = &$a` aliases)
    std::string nm = "$" + std::string(text(n).substr(text(n).empty() || text(n)[0] != '$' ? 0 : 1));
    const auto& al = fn_ctx_.empty() ? top_aliases_ : fn_ctx_.back().aliases;
    if (auto it = al.find(nm); it != al.end()) return it->second;
    return nm;
  }
  TSNode first_named(TSNode n) {
    auto k = named_children(n);
    return k.empty() ? TSNode{} : k[0];
  }
  TSNode unparen(TSNode n) {
    while (!ts_node_is_null(n) && sym(n) == s_parenthesized) n = first_named(n);
    return n;
  }
  /// A class name as the program spells it, without a namespace prefix.
  std::string class_name_text(TSNode n) {
    std::string_view t = text(n);
    if (auto p = t.rfind('\\'); p != std::string_view::npos) t = t.substr(p + 1);
    return std::string(t);
  }
  /// PHP's built-in classes that map onto the IR's exception classes.
  static std::string map_class(std::string c) {
    if (c == "Throwable") return "BaseException";
    return c;
  }

  // --- bodies: hoisting, inline HTML, <?= ---------------------------------------------
  /// Statements of a body, with inline HTML (text_interpolation is an
  /// "extra" of the grammar, which named_children skips).
  std::vector<TSNode> body_children(TSNode n) {
    std::vector<TSNode> out;
    for (std::uint32_t i = 0, c = ts_node_child_count(n); i < c; ++i) {
      TSNode k = ts_node_child(n, i);
      if (!ts_node_is_named(k)) continue;
      if (ts_node_is_extra(k) && sym(k) != s_text_interpolation) continue;
      out.push_back(k);
    }
    return out;
  }
  void lower_body(TSNode n, bool top) {
    auto kids = body_children(n);
    if (top) {
      // PHP binds top-level functions and classes before the code runs
      for (TSNode k : kids)
        if (sym(k) == s_function_definition) lower_stmt(k);
      std::vector<TSNode> classes;
      for (TSNode k : kids) {
        TSSymbol s = sym(k);
        if (s == s_class_declaration || s == s_interface_declaration || s == s_trait_declaration ||
            s == s_enum_declaration)
          classes.push_back(k);
      }
      hoisted_classes(classes);
    }
    for (TSNode k : kids) {
      TSSymbol s = sym(k);
      if (s == s_text_interpolation) {
        text_interpolation(k);
        continue;
      }
      if (top && (s == s_function_definition || s == s_class_declaration || s == s_interface_declaration ||
                  s == s_trait_declaration || s == s_enum_declaration))
        continue;
      lower_stmt(k);
    }
  }
  /// Classes in an order where a parent (declared in this file) comes first.
  void hoisted_classes(const std::vector<TSNode>& classes) {
    std::set<std::string> declared, emitted;
    for (TSNode c : classes) declared.insert(std::string(text(child(c, f_name))));
    std::vector<bool> done(classes.size(), false);
    bool progress = true;
    while (progress) {
      progress = false;
      for (std::size_t i = 0; i < classes.size(); ++i) {
        if (done[i]) continue;
        bool ready = true;
        for (const auto& p : class_parents(classes[i]))
          if (declared.count(p) && !emitted.count(p)) ready = false;
        if (!ready) continue;
        lower_stmt(classes[i]);
        emitted.insert(std::string(text(child(classes[i], f_name))));
        done[i] = true;
        progress = true;
      }
    }
    for (std::size_t i = 0; i < classes.size(); ++i)
      if (!done[i]) lower_stmt(classes[i]);  // a cycle: as written
  }
  void nothing(TSNode) {}
  void block(TSNode n) {
    lower_body(n, false);
    if (sym(n) != s_colon_block) return;
    // alternative syntax: inline HTML before `endforeach;` / `endif;` is
    // attached after the block by the grammar
    for (TSNode k = ts_node_next_sibling(n); !ts_node_is_null(k); k = ts_node_next_sibling(k)) {
      if (!ts_node_is_extra(k)) break;
      if (sym(k) == s_text_interpolation) text_interpolation(k);
    }
  }
  void namespace_definition(TSNode n) {
    TSNode name = child(n, f_name);
    namespace_ = ts_node_is_null(name) ? std::string() : std::string(text(name));
    TSNode body = child(n, f_body);
    if (!ts_node_is_null(body)) lower_body(body, true);
  }
  void php_tag(TSNode n) { echo_next_ = text(n).substr(0, 3) == "<?="; }
  void echo_text(std::string s) {
    if (s.empty()) return;
    Reg r = b_.const_str(s);
    call("__php_echo", {r});
  }
  void text_stmt(TSNode n) { echo_text(std::string(text(n))); }
  void text_interpolation(TSNode n) {
    // the raw bytes between `?>` and the next `<?php` (or the end of file);
    // a newline right after `?>` belongs to the tag
    std::uint32_t from = ts_node_start_byte(n), to = static_cast<std::uint32_t>(src_.size());
    bool has_end = false;
    TSNode open{};
    for (TSNode k : named_children(n)) {
      std::string_view s = ts_node_type(k);
      if (s == "php_end_tag") {
        from = ts_node_end_byte(k);
        has_end = true;
        echo_next_ = false;
      } else if (s == "php_tag") {
        to = ts_node_start_byte(k);
        open = k;
      }
    }
    if (from > to || to > src_.size()) return;
    std::string t(src_.substr(from, to - from));
    if (has_end && !t.empty() && t[0] == '\n') t.erase(0, 1);
    else if (has_end && t.size() > 1 && t[0] == '\r' && t[1] == '\n') t.erase(0, 2);
    echo_text(std::move(t));
    if (!ts_node_is_null(open)) php_tag(open);
  }

  // --- statements -----------------------------------------------------------------------
  void expression_statement(TSNode n) {
    TSNode e = first_named(n);
    if (ts_node_is_null(e)) return;
    Reg r = lower_expr(e);
    if (echo_next_) {
      call("__php_echo", {r});
      echo_next_ = false;
    }
  }
  void echo_args(TSNode e) {
    // `echo a, b` is a right-nested sequence_expression
    while (!ts_node_is_null(e) && sym(e) == s_sequence) {
      auto k = named_children(e);
      if (k.empty()) return;
      Reg r = lower_expr(k[0]);
      call("__php_echo", {r});
      if (k.size() < 2) return;
      e = k[1];
    }
    if (ts_node_is_null(e)) return;
    Reg r = lower_expr(e);
    call("__php_echo", {r});
  }
  void echo_statement(TSNode n) {
    for (TSNode k : named_children(n)) echo_args(k);
  }
  Reg print_intrinsic(TSNode n) {
    Reg r = lower_expr(first_named(n));
    call("__php_echo", {r});
    return b_.const_int(1);
  }
  void exit_statement(TSNode n) {
    TSNode a = first_named(n);
    Reg r = ts_node_is_null(a) ? b_.const_int(0) : lower_expr(a);
    call("__php_exit", {r});
  }
  Reg cond_expr(TSNode c) { return lower_expr(unparen(c)); }

  void if_statement(TSNode n) {
    // if / elseif chain (alternatives are repeated `alternative` fields)
    std::vector<TSNode> conds{child(n, f_condition)}, bodies{child(n, f_body)};
    TSNode otherwise{};
    for (TSNode a : field_children(n, f_alternative)) {
      if (sym(a) == s_else_if_clause) {
        conds.push_back(child(a, f_condition));
        bodies.push_back(child(a, f_body));
      } else if (sym(a) == s_else_clause) {
        otherwise = child(a, f_body);
      }
    }
    emit_if_chain(
        conds.size(), [&](std::size_t k) { return cond_expr(conds[k]); }, [&](std::size_t k) { lower_stmt(bodies[k]); },
        ts_node_is_null(otherwise) ? std::function<void()>{} : std::function<void()>([&] { lower_stmt(otherwise); }));
  }
  void while_statement(TSNode n) {
    TSNode c = child(n, f_condition), body = child(n, f_body);
    emit_loop([&] { return cond_expr(c); }, [&] { lower_stmt(body); });
  }
  void do_statement(TSNode n) {
    TSNode c = child(n, f_condition), body = child(n, f_body);
    emit_loop([&] { return cond_expr(c); }, [&] { lower_stmt(body); }, {}, {}, {}, false);
  }
  void for_statement(TSNode n) {
    TSNode init = child(n, f_initialize), c = child(n, f_condition), upd = child(n, f_update), body = child(n, f_body);
    if (!ts_node_is_null(init)) lower_expr(init);
    emit_loop(
        [&] {
          if (ts_node_is_null(c)) return b_.const_bool(true);
          return lower_expr(c);  // a sequence's value is its last expression
        },
        [&] { lower_stmt(body); },
        [&] {
          if (!ts_node_is_null(upd)) lower_expr(upd);
        });
  }
  /// foreach ($xs as [$k =>] $v | &$v | [$a, $b])
  void foreach_statement(TSNode n) {
    auto kids = named_children(n);
    TSNode body = child(n, f_body);
    std::vector<TSNode> parts;
    for (TSNode k : kids)
      if (!ts_node_eq(k, body)) parts.push_back(k);
    if (parts.size() < 2) {
      unsupported(n);
      return;
    }
    TSNode seq = parts[0], target = parts[1], key{};
    if (sym(target) == s_pair) {
      auto pk = named_children(target);
      if (pk.size() == 2) {
        key = pk[0];
        target = pk[1];
      }
    }
    bool by_ref = sym(target) == s_by_ref;
    if (by_ref) target = first_named(target);
    std::uint32_t id = b_.new_label_id();
    if (by_ref) {
      // iterate the keys; the element is written back before the next one
      std::string arr = "__fe_arr_" + std::to_string(id), keys = "__fe_keys_" + std::to_string(id),
                  pos = "__fe_pos_" + std::to_string(id), kv = "__fe_key_" + std::to_string(id);
      Reg container = container_w(seq);
      b_.decl_var(arr, container);
      b_.decl_var(keys, call("__php_keys", {b_.load_var(arr)}));
      b_.decl_var(pos, b_.const_int(0));
      emit_loop(
          [&] {
            Reg p = b_.load_var(pos);
            Reg len = call("__len", {b_.load_var(keys)});
            return b_.binop(Operator::Lt, p, len);
          },
          [&] {
            Reg k = b_.load_index(b_.load_var(keys), b_.load_var(pos));
            b_.decl_var(kv, k);
            if (!ts_node_is_null(key)) assign_to(key, b_.load_var(kv));
            assign_to(target, b_.load_index(b_.load_var(arr), b_.load_var(kv)));
            lower_stmt(body);
          },
          [&] {
            b_.emit(Opcode::StoreIndex, {Builder::reg(b_.load_var(arr)), Builder::reg(b_.load_var(kv)),
                                         Builder::reg(lower_expr(target))});
            Reg one = b_.const_int(1);
            b_.store_var(pos, b_.binop(Operator::Add, b_.load_var(pos), one));
          });
      return;
    }
    Reg s = lower_expr(seq);
    if (ts_node_is_null(key)) {
      Reg vals = call("__php_fvals", {s});
      emit_foreach(vals, [&](Reg item) {
        if (has_keyed_yield_) item = call("__php_unkv", {item});
        assign_to(target, item);
        lower_stmt(body);
      });
      return;
    }
    Reg pairs = call("__php_pairs", {s});
    std::string counter = "__fe_n_" + std::to_string(id);
    b_.decl_var(counter, b_.const_int(-1));
    emit_foreach(pairs, [&](Reg raw) {
      Reg one0 = b_.const_int(1);
      Reg n1 = b_.binop(Operator::Add, b_.load_var(counter), one0);
      b_.store_var(counter, n1);
      Reg item = call("__php_kv", {raw, n1});
      Reg zero = b_.const_int(0), one = b_.const_int(1);
      assign_to(key, b_.load_index(item, zero));
      assign_to(target, b_.load_index(item, one));
      lower_stmt(body);
    });
  }
  int jump_levels(TSNode n) {
    TSNode a = first_named(n);
    if (ts_node_is_null(a)) return 1;
    std::int64_t v = 1;
    if (!frontend::parse_int64(text(a), v) || v < 1) v = 1;
    return static_cast<int>(v);
  }
  void jump(TSNode n, bool is_break) {
    int levels = jump_levels(n);
    // break N / continue N: the Nth enclosing loop (switch counts as one)
    if (static_cast<std::size_t>(levels) > loops_.size()) {
      unsupported(n);
      return;
    }
    const Loop& target = loops_[loops_.size() - static_cast<std::size_t>(levels)];
    // finally blocks between here and the loop run first (inlined, innermost first)
    std::size_t depth = try_depth_;
    for (std::size_t i = fin_stack_.size(); i-- > 0;) {
      FinEntry& e = fin_stack_[i];
      if (e.try_depth < target.try_depth) break;
      if (!e.active) continue;
      if (++fin_inlined_ > 4096) break;  // pathological nesting: bound the code growth (the finally is skipped)
      for (std::size_t k = depth; k > e.try_depth; --k) b_.try_pop();
      depth = e.try_depth;
      std::size_t saved = try_depth_;
      try_depth_ = depth;
      e.active = false;
      TSNode body = e.body;
      lower_stmt(body);
      fin_stack_[i].active = true;
      try_depth_ = saved;
    }
    for (std::size_t k = depth; k > target.try_depth; --k) b_.try_pop();
    // `continue` inside a switch acts like `break` (PHP)
    b_.branch(is_break ? target.break_target : target.continue_target);
    after_terminator();
  }
  void break_statement(TSNode n) { jump(n, true); }
  void continue_statement(TSNode n) { jump(n, false); }
  void emit_ref_out() {
    if (fn_ctx_.empty()) return;
    for (auto& [pos, name] : fn_ctx_.back().ref_params) {
      Reg k = b_.const_int(pos);
      call("__php_refout", {k, b_.load_var(name)});
    }
    if (!closure_ref_positions_.empty()) {
      // which positions are by reference, for call sites that cannot know the callee
      std::int64_t mask = 0;
      for (auto& [pos, name] : fn_ctx_.back().ref_params)
        if (pos >= 0 && pos < 62) mask |= std::int64_t{1} << pos;
      call("__php_refout", {b_.const_int(-1), b_.const_int(mask)});
    }
  }
  void return_statement(TSNode n) {
    TSNode e = first_named(n);
    Reg r = ts_node_is_null(e) ? b_.const_none() : lower_expr(e);
    emit_ref_out();
    emit_return(r);
  }
  void global_declaration(TSNode n) {
    for (TSNode k : named_children(n))
      if (sym(k) == s_variable_name) vars_.mark_outer(var_name(k));
  }
  void static_declaration(TSNode n) {
    for (TSNode k : named_children(n)) {
      if (sym(k) != s_static_variable) continue;
      std::string nm = var_name(child(k, f_name));
      TSNode v = child(k, f_value);
      std::string key = static_key(nm);
      Reg kr = b_.const_str(key);
      Reg vr = ts_node_is_null(v) ? b_.const_none() : lower_expr(v);
      call("__php_static_init", {kr, vr});
    }
  }
  std::string static_key(const std::string& nm) {
    if (fn_ctx_.empty()) return nm;
    return fn_ctx_.back().static_prefix + nm;
  }
  bool is_static_var(const std::string& nm) const {
    return !fn_ctx_.empty() && fn_ctx_.back().statics.count(nm) != 0;
  }
  void const_declaration(TSNode n) {
    for (TSNode k : named_children(n)) {
      if (sym(k) != s_const_element) continue;
      auto kk = named_children(k);
      if (kk.size() < 2) continue;
      Reg v = lower_expr(kk[1]);
      if (in_class_body_) assign_name(text(kk[0]), v);
      else {
        Reg nm = b_.const_str(text(kk[0]));
        call("define", {nm, v});
      }
    }
  }
  void unset_statement(TSNode n) {
    for (TSNode k : named_children(n)) {
      TSSymbol s = sym(k);
      if (s == s_subscript) {
        auto kk = named_children(k);
        if (kk.size() < 2) continue;
        Reg c = container_w(kk[0]);
        Reg key = lower_expr(kk[1]);
        call("__php_unset", {c, key});
      } else if (s == s_member_access) {
        Reg o = lower_expr(child(k, f_object));
        Reg f = b_.const_str(text(child(k, f_name)));
        call("__php_unsetprop", {o, f});  // __unset for a property it has not
      } else if (s == s_variable_name) {
        store_var_name(var_name(k), b_.const_none());
      }
    }
  }

  // --- try / throw ----------------------------------------------------------------------------
  bool contains_return(TSNode n) {
    // inside a try already known to hold no return, nothing can (avoids
    // rescanning nested trys: quadratic)
    std::uint32_t a = ts_node_start_byte(n), e = ts_node_end_byte(n);
    for (auto& [x, y] : return_free_)
      if (a >= x && e <= y) return false;
    if (!is_stmt_container_.size()) {
      is_stmt_container_.assign(ts_language_symbol_count(lang_) + 1, false);
      for (const char* k : {"compound_statement", "colon_block", "else_if_clause", "else_clause", "catch_clause",
                            "finally_clause", "case_statement", "default_statement", "if_statement", "while_statement",
                            "do_statement", "for_statement", "foreach_statement", "switch_statement", "switch_block",
                            "try_statement"})
        if (TSSymbol s = symbol(k); s < is_stmt_container_.size()) is_stmt_container_[s] = true;
    }
    bool found = walk_statements(
        n,
        [&](TSNode k) {
          TSSymbol s = sym(k);
          return (s < is_stmt_container_.size() && is_stmt_container_[s]) || ts_node_is_error(k);
        },
        [&](TSNode k) { return sym(k) == s_return; });
    if (!found && return_free_.size() < 64) return_free_.emplace_back(a, e);
    return found;
  }
  void try_statement(TSNode n) {
    TSNode body = child(n, f_body), fin{};
    std::vector<CatchClause> handlers;
    std::vector<TSNode> catches;
    for (TSNode k : named_children(n)) {
      if (sym(k) == s_catch_clause) catches.push_back(k);
      else if (sym(k) == s_finally_clause) fin = child(k, f_body);
    }
    for (TSNode c : catches) {
      CatchClause cc;
      TSNode types = child(c, f_type);
      for (TSNode t : named_children(types)) cc.classes.push_back(map_class(class_name_text(t)));
      for (auto& cl : cc.classes)
        if (cl == "BaseException") {
          cc.classes.clear();  // Throwable: everything
          break;
        }
      cc.hint = cc.classes.empty() ? "*" : cc.classes[0];
      TSNode name = child(c, f_name), cbody = child(c, f_body);
      cc.span = span(c);
      cc.body = [this, name, cbody](Reg e) {
        if (!ts_node_is_null(name)) assign_name(var_name(name), e);
        lower_stmt(cbody);
      };
      handlers.push_back(std::move(cc));
    }
    if (ts_node_is_null(fin)) {
      emit_try([&] { lower_stmt(body); }, handlers, {}, {}, false);
      return;
    }
    // With finally: an exception is caught into a variable, the finally body
    // runs as ordinary code and rethrows it. (The VM's pending exception of a
    // finally does not survive calls made from natives in it, e.g. a static
    // method call.) Returns still go through the finally (emit_try).
    std::string fe = "__fin_exc_" + std::to_string(b_.new_label_id());
    b_.decl_var(fe, b_.const_none());
    CatchClause all;
    all.hint = "*";
    all.span = span(n);
    all.body = [this, fe](Reg e) { b_.store_var(fe, e); };
    fin_stack_.push_back(FinEntry{fin, try_depth_, true});
    std::size_t fin_index = fin_stack_.size() - 1;
    emit_try(
        [&] {
          if (handlers.empty()) lower_stmt(body);
          else emit_try([&] { lower_stmt(body); }, handlers, {}, {}, false);
        },
        {all}, {},
        [&] {
          // the finally body itself is outside its own protection; an
          // exception it throws gets the pending one as its previous
          fin_stack_[fin_index].active = false;
          CatchClause chain;
          chain.hint = "*";
          chain.span = span(fin);
          chain.body = [this, fe](Reg e) {
            b_.decl_var(fe + "_new", e);
            call("__php_chain", {b_.load_var(fe + "_new"), b_.load_var(fe)});
            b_.emit(Opcode::Throw, {Builder::reg(b_.load_var(fe + "_new"))});
            after_terminator();
          };
          emit_try([&] { lower_stmt(fin); }, {chain}, {}, {}, false);
          fin_stack_[fin_index].active = true;
          Reg caught = b_.binop(Operator::StrictNe, b_.load_var(fe), b_.const_none());
          emit_if([&] { return caught; },
                  [&] {
                    b_.emit(Opcode::Throw, {Builder::reg(b_.load_var(fe))});
                    after_terminator();
                  },
                  {});
        },
        contains_return(n));
    fin_stack_.pop_back();
  }
  Reg throw_expression(TSNode n) {
    Reg e = lower_expr(first_named(n));
    call("__php_exc_here", {e});  // getLine()/getFile() of one made where the lowering could not tell
    b_.emit(Opcode::Throw, {Builder::reg(e)});
    after_terminator();
    return b_.const_none();
  }

  // --- switch / match ----------------------------------------------------------------------
  void switch_statement(TSNode n) {
    std::uint32_t id = b_.new_label_id();
    std::string subj = "__switch_" + std::to_string(id);
    b_.decl_var(subj, cond_expr(child(n, f_condition)));
    TSNode blk = child(n, f_body);
    std::vector<TSNode> cases;
    for (TSNode k : named_children(blk))
      if (sym(k) == s_case_statement || sym(k) == s_default_statement) cases.push_back(k);
    Symbol end = b_.label_name("switch_end", id);
    std::vector<Symbol> labels;
    for (std::size_t i = 0; i < cases.size(); ++i) labels.push_back(b_.label_name("case_" + std::to_string(i), id));
    int default_idx = -1;
    for (std::size_t i = 0; i < cases.size(); ++i) {
      if (sym(cases[i]) == s_default_statement) {
        default_idx = static_cast<int>(i);
        continue;
      }
      Reg v = lower_expr(child(cases[i], f_value));
      Reg eq = b_.binop(Operator::Eq, b_.load_var(subj), v);
      Symbol next = b_.fresh_label("case_test");
      b_.branch_if(eq, labels[i], next);
      b_.label(next);
    }
    b_.branch(default_idx >= 0 ? labels[static_cast<std::size_t>(default_idx)] : end);
    // bodies in order: control falls through; break (and continue) leave
    loops_.push_back(Loop{end, end, {}, try_depth_});
    vars_.enter_block();
    for (std::size_t i = 0; i < cases.size(); ++i) {
      b_.label(labels[i]);
      TSNode value = child(cases[i], f_value);
      for (TSNode st : named_children(cases[i]))
        if (ts_node_is_null(value) || !ts_node_eq(st, value)) lower_stmt(st);
      if (i + 1 < cases.size()) b_.branch(labels[i + 1]);
    }
    vars_.exit_block();
    loops_.pop_back();
    b_.branch(end);
    b_.label(end);
  }
  Reg match_expression(TSNode n) {
    std::uint32_t id = b_.new_label_id();
    std::string subj = "__match_" + std::to_string(id), res = "__matchv_" + std::to_string(id);
    b_.decl_var(subj, cond_expr(child(n, f_condition)));
    b_.decl_var(res, b_.const_none());
    Symbol end = b_.label_name("match_end", id);
    TSNode blk = child(n, f_body);
    TSNode deflt{};
    for (TSNode arm : named_children(blk)) {
      if (sym(arm) == s_match_default) {
        deflt = arm;
        continue;
      }
      Symbol hit = b_.fresh_label("match_arm");
      for (TSNode c : named_children(child(arm, f_conditional_expressions))) {
        Reg v = lower_expr(c);
        Reg eq = b_.binop(Operator::StrictEq, b_.load_var(subj), v);
        Symbol next = b_.fresh_label("match_test");
        b_.branch_if(eq, hit, next);
        b_.label(next);
      }
      Symbol skip = b_.fresh_label("match_next");
      b_.branch(skip);
      b_.label(hit);
      b_.store_var(res, lower_expr(child(arm, f_return_expression)));
      b_.branch(end);
      b_.label(skip);
    }
    if (!ts_node_is_null(deflt)) {
      b_.store_var(res, lower_expr(child(deflt, f_return_expression)));
    } else {
      call("__php_unhandled_match", {b_.load_var(subj)});
    }
    b_.branch(end);
    b_.label(end);
    return b_.load_var(res);
  }

  // --- literals ---------------------------------------------------------------------------------
  Reg integer(TSNode n) {
    std::string t;
    for (char c : text(n))
      if (c != '_') t += c;
    // PHP octal: 0777 and 0o777
    if (t.size() > 1 && t[0] == '0' && t[1] >= '0' && t[1] <= '9') t.insert(1, "o");
    std::int64_t v = 0;
    if (frontend::parse_int64(t, v)) return b_.const_int(v);
    Operand lit;
    if (frontend::float_literal(b_, t, lit)) return b_.const_(lit);
    return b_.const_float(std::strtod(t.c_str(), nullptr));
  }
  Reg float_(TSNode n) {
    std::string t;
    for (char c : text(n))
      if (c != '_') t += c;
    return b_.const_float(std::strtod(t.c_str(), nullptr));
  }
  Reg boolean(TSNode n) { return b_.const_bool(lower_ascii(text(n)) == "true"); }
  Reg null_(TSNode) { return b_.const_none(); }
  Reg constant_name(TSNode n) {
    std::string t = class_name_text(n);
    std::string l = lower_ascii(t);
    if (l == "true") return b_.const_bool(true);
    if (l == "false") return b_.const_bool(false);
    if (l == "null") return b_.const_none();
    if (t.size() > 4 && t.rfind("__", 0) == 0 && t.substr(t.size() - 2) == "__") {  // magic constants
      std::string qclass = class_name_.empty() ? "" : (namespace_.empty() ? class_name_ : namespace_ + "\\" + class_name_);
      std::string fn = fn_names_.empty() ? "" : fn_names_.back();
      if (fn == "__lambda") fn = "{closure}";
      else if (fn == "__init__") fn = "__construct";
      if (t == "__LINE__") return b_.const_int(static_cast<std::int64_t>(ts_node_start_point(n).row) + 1);
      if (t == "__NAMESPACE__") return b_.const_str(namespace_);
      if (t == "__FILE__" || t == "__DIR__") {  // PHP gives the full path of the file as it was run
        std::filesystem::path f(out_.module.source_path);
        std::error_code ec;
        if (f.is_relative()) f = std::filesystem::current_path(ec) / f;
        f = f.lexically_normal();
        return b_.const_str((t == "__FILE__" ? f : f.parent_path()).string());
      }
      if (t == "__FUNCTION__") return b_.const_str(fn);
      if (t == "__TRAIT__") return b_.const_str(in_trait_ ? qclass : "");
      if (t == "__CLASS__" || t == "__METHOD__") {
        if (in_trait_ && in_method_ && !in_static_method_) {
          // a trait's __CLASS__ is the class using it
          Reg cn = call("__php_class_name", {b_.load_var("$this")});
          if (t == "__CLASS__") return cn;
          return b_.binop(Operator::Concat, cn, b_.const_str("::" + fn));
        }
        if (t == "__CLASS__") return b_.const_str(qclass);
        if (fn == "{closure}" || qclass.empty()) return b_.const_str(fn);
        return b_.const_str(qclass + "::" + fn);
      }
    }
    Reg nm = b_.const_str(t);
    return call("constant", {nm});
  }
  Reg single_string(TSNode n) {
    std::string_view t = text(n);
    // 'abc' (or b'abc'): only \' and \\ are escapes
    std::size_t a = t.find('\'');
    if (a == std::string_view::npos || t.size() < a + 2) return b_.const_str("");
    std::string_view body = t.substr(a + 1, t.size() - a - 2);
    std::string out;
    for (std::size_t i = 0; i < body.size(); ++i) {
      if (body[i] == '\\' && i + 1 < body.size() && (body[i + 1] == '\'' || body[i + 1] == '\\')) {
        out += body[i + 1];
        ++i;
      } else {
        out += body[i];
      }
    }
    return b_.const_str(out);
  }
  static int hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }
  /// PHP double-quote escapes; unknown ones keep their backslash.
  static void php_unescape(std::string& out, std::string_view e, bool heredoc) {
    if (e.size() < 2 || e[0] != '\\') {
      out += e;
      return;
    }
    char c = e[1];
    switch (c) {
      case 'n': out += '\n'; return;
      case 't': out += '\t'; return;
      case 'r': out += '\r'; return;
      case 'v': out += '\v'; return;
      case 'e': out += '\x1b'; return;
      case 'f': out += '\f'; return;
      case '\\': out += '\\'; return;
      case '$': out += '$'; return;
      case '"':
        if (heredoc) out += "\\\"";
        else out += '"';
        return;
      case 'u': {
        std::size_t a = e.find('{'), z = e.find('}');
        if (a != std::string_view::npos && z != std::string_view::npos && z > a) {
          std::uint32_t cp = 0;
          for (std::size_t i = a + 1; i < z; ++i) cp = cp * 16 + static_cast<std::uint32_t>(std::max(0, hexval(e[i])));
          frontend::append_utf8(out, cp);
          return;
        }
        out += e;
        return;
      }
      case 'x': {
        int v = 0, n = 0;
        for (std::size_t i = 2; i < e.size() && n < 2 && hexval(e[i]) >= 0; ++i, ++n) v = v * 16 + hexval(e[i]);
        if (n == 0) {
          out += e;
          return;
        }
        out += static_cast<char>(v);
        if (e.size() > static_cast<std::size_t>(2 + n)) out += e.substr(static_cast<std::size_t>(2 + n));
        return;
      }
      default:
        if (c >= '0' && c <= '7') {
          int v = 0, n = 0;
          for (std::size_t i = 1; i < e.size() && n < 3 && e[i] >= '0' && e[i] <= '7'; ++i, ++n) v = v * 8 + (e[i] - '0');
          out += static_cast<char>(v & 0xFF);
          if (e.size() > static_cast<std::size_t>(1 + n)) out += e.substr(static_cast<std::size_t>(1 + n));
          return;
        }
        out += e;
    }
  }
  /// Interpolated pieces joined with `.`: constant text runs and the
  /// string conversion of each embedded expression.
  Reg interpolate(const std::vector<TSNode>& parts, bool heredoc, const std::string& indent = {},
                  bool strip_last_newline = false) {
    Reg acc = kNoReg;
    std::string pending;
    bool have_pending = false;
    auto flush = [&] {
      if (!have_pending) return;
      Reg s = b_.const_str(pending);
      acc = acc == kNoReg ? s : b_.binop(Operator::Concat, acc, s);
      pending.clear();
      have_pending = false;
    };
    for (std::size_t i = 0; i < parts.size(); ++i) {
      TSNode p = parts[i];
      TSSymbol s = sym(p);
      if (s == s_string_content || s == s_escape_sequence) {
        std::string_view t = text(p);
        if (s == s_escape_sequence) {
          php_unescape(pending, t, false);
        } else if (!indent.empty()) {
          // heredoc: drop the closing marker's indentation at line starts
          std::uint32_t at = ts_node_start_byte(p);
          bool line_start = at > 0 && src_[at - 1] == '\n';
          std::string piece;
          for (std::size_t j = 0; j < t.size(); ++j) {
            if (line_start) {
              std::size_t m = 0;
              while (m < indent.size() && j + m < t.size() && t[j + m] == indent[m]) ++m;
              j += m;
              line_start = false;
              if (j >= t.size()) break;
            }
            piece += t[j];
            if (t[j] == '\n') line_start = true;
          }
          pending += piece;
        } else {
          pending += t;
        }
        have_pending = true;
        continue;
      }
      flush();
      Reg v = s == s_variable_name ? variable(p) : interp_expr(p);
      Reg sv = call("__php_str", {v});
      acc = acc == kNoReg ? sv : b_.binop(Operator::Concat, acc, sv);
    }
    if (strip_last_newline) {
      if (!pending.empty() && pending.back() == '\n') pending.pop_back();
      if (!pending.empty() && pending.back() == '\r') pending.pop_back();
    }
    (void)heredoc;
    flush();
    if (acc == kNoReg) return b_.const_str("");
    return acc;
  }
  /// An expression inside "...": `$a[k]` with a bare key means 'k'.
  Reg interp_expr(TSNode p) {
    if (sym(p) == s_subscript) {
      auto k = named_children(p);
      if (k.size() == 2 && sym(k[1]) == s_name) {
        Reg base = lower_expr(k[0]);
        Reg key = b_.const_str(text(k[1]));
        return b_.load_index(base, key);
      }
    }
    if (sym(p) == s_dynamic_variable) return dynamic_variable(p);
    return lower_expr(p);
  }
  Reg double_string(TSNode n) {
    auto parts = named_children(n);
    // escapes that are not escape_sequence nodes stay in string_content
    return interpolate(parts, false);
  }
  /// <<<ID ... ID: the body's raw bytes between embedded expressions are
  /// literal text (closing marker's indentation removed from every line,
  /// escapes applied); the first and last newline are not content.
  Reg heredoc(TSNode n) {
    TSNode body = child(n, f_value), end = child(n, field("end_tag"));
    if (ts_node_is_null(body)) return b_.const_str("");
    std::string indent;
    std::uint32_t stop = ts_node_end_byte(body);
    if (!ts_node_is_null(end)) {
      std::uint32_t at = ts_node_start_byte(end);
      std::uint32_t k = at;
      while (k > 0 && (src_[k - 1] == ' ' || src_[k - 1] == '\t')) --k;
      indent = std::string(src_.substr(k, at - k));
      stop = k;  // the body ends before the closing line
    }
    std::uint32_t pos = ts_node_start_byte(body);
    if (pos < src_.size() && src_[pos] == '\n') ++pos;
    // segments: raw text (is_raw) or an interpolated node
    struct Seg {
      bool raw;
      std::string text;
      TSNode node;
    };
    std::vector<Seg> segs;
    for (TSNode k : named_children(body)) {
      TSSymbol s = sym(k);
      if (s == s_string_content || s == s_escape_sequence) continue;
      std::uint32_t a = ts_node_start_byte(k);
      if (a < pos) continue;
      std::string gap(src_.substr(pos, a - pos));
      std::uint32_t after = ts_node_end_byte(k);
      bool brace = !gap.empty() && gap.back() == '{';
      if (brace) gap.pop_back();
      segs.push_back(Seg{true, gap, TSNode{}});
      segs.push_back(Seg{false, {}, k});
      if (brace && after < src_.size() && src_[after] == '}') ++after;
      pos = after;
    }
    if (stop > pos) segs.push_back(Seg{true, std::string(src_.substr(pos, stop - pos)), TSNode{}});
    // drop the newline before the closing marker
    if (!segs.empty() && segs.back().raw) {
      auto& t = segs.back().text;
      if (!t.empty() && t.back() == '\n') t.pop_back();
      if (!t.empty() && t.back() == '\r') t.pop_back();
    }
    Reg acc = kNoReg;
    bool line_start = true;
    for (auto& sg : segs) {
      if (!sg.raw) {
        Reg v = sym(sg.node) == s_variable_name ? variable(sg.node) : interp_expr(sg.node);
        Reg sv = call("__php_str", {v});
        acc = acc == kNoReg ? sv : b_.binop(Operator::Concat, acc, sv);
        line_start = false;
        continue;
      }
      std::string dedented;
      const std::string& t = sg.text;
      for (std::size_t j = 0; j < t.size(); ++j) {
        if (line_start) {
          std::size_t m = 0;
          while (m < indent.size() && j + m < t.size() && t[j + m] == indent[m]) ++m;
          j += m;
          line_start = false;
          if (j >= t.size()) break;
        }
        dedented += t[j];
        if (t[j] == '\n') line_start = true;
      }
      std::string out;
      for (std::size_t j = 0; j < dedented.size(); ++j) {
        if (dedented[j] == '\\' && j + 1 < dedented.size()) {
          // one escape: \x41, \u{..}, \101 or a single character
          std::size_t len = 2;
          char c = dedented[j + 1];
          if (c == 'x') {
            while (len < 4 && j + len < dedented.size() && hexval(dedented[j + len]) >= 0) ++len;
          } else if (c == 'u' && j + 2 < dedented.size() && dedented[j + 2] == '{') {
            std::size_t z = dedented.find('}', j);
            if (z != std::string::npos) len = z - j + 1;
          } else if (c >= '0' && c <= '7') {
            while (len < 4 && j + len < dedented.size() && dedented[j + len] >= '0' && dedented[j + len] <= '7') ++len;
          }
          php_unescape(out, std::string_view(dedented).substr(j, len), true);
          j += len - 1;
        } else {
          out += dedented[j];
        }
      }
      if (out.empty()) continue;
      Reg sr = b_.const_str(out);
      acc = acc == kNoReg ? sr : b_.binop(Operator::Concat, acc, sr);
    }
    return acc == kNoReg ? b_.const_str("") : acc;
  }
  Reg nowdoc(TSNode n) {
    TSNode body = child(n, f_value), end = child(n, field("end_tag"));
    std::string indent;
    if (!ts_node_is_null(end)) {
      std::uint32_t at = ts_node_start_byte(end);
      std::uint32_t k = at;
      while (k > 0 && (src_[k - 1] == ' ' || src_[k - 1] == '\t')) --k;
      indent = std::string(src_.substr(k, at - k));
    }
    if (ts_node_is_null(body)) return b_.const_str("");
    std::string t(text(body));
    if (!t.empty() && t[0] == '\n') t.erase(0, 1);
    std::string out;
    bool line_start = true;
    for (std::size_t j = 0; j < t.size(); ++j) {
      if (line_start) {
        std::size_t m = 0;
        while (m < indent.size() && j + m < t.size() && t[j + m] == indent[m]) ++m;
        j += m;
        line_start = false;
        if (j >= t.size()) break;
      }
      out += t[j];
      if (t[j] == '\n') line_start = true;
    }
    if (!out.empty() && out.back() == '\n') out.pop_back();
    return b_.const_str(out);
  }

  // --- variables and lvalues ----------------------------------------------------------------------
  Reg variable(TSNode n) {
    std::string nm = var_name(n);
    if (is_static_var(nm)) {
      Reg k = b_.const_str(static_key(nm));
      return call("__php_static_get", {k});
    }
    return b_.load_var(nm);
  }
  Reg dynamic_variable(TSNode n) {
    // ${x} in a string is $x; $$name is unsupported
    TSNode k = first_named(n);
    if (!ts_node_is_null(k) && sym(k) == s_name) return b_.load_var("$" + std::string(text(k)));
    return unsupported(n);
  }
  void store_var_name(const std::string& nm, Reg v) {
    if (is_static_var(nm)) {
      Reg k = b_.const_str(static_key(nm));
      call("__php_static_set", {k, v});
      return;
    }
    if (vars_.is_outer(nm)) b_.store_var(nm, v);
    else assign_name(nm, v);
  }
  /// The array a write `base[...] = v` goes into (created when base is null).
  Reg container_w(TSNode base) {
    if (deeper_than_allowed(base)) return b_.symbolic("too_deep");
    DepthGuard g(depth_);
    base = unparen(base);
    TSSymbol s = sym(base);
    if (s == s_variable_name) {
      std::string nm = var_name(base);
      if (nm == "$this") return b_.load_var(nm);
      Reg cur = variable(base);
      Reg arr = call("__php_arrw", {cur});
      store_var_name(nm, arr);
      return arr;
    }
    if (s == s_subscript) {
      if (std::string gv = globals_var(base); !gv.empty()) {  // $GLOBALS['a'][...] = v
        Reg arr = call("__php_arrw", {b_.load_var(gv)});
        b_.store_var(gv, arr);
        return arr;
      }
      auto k = named_children(base);
      if (k.empty()) return lower_expr(base);
      Reg c = container_w(k[0]);
      Reg key = k.size() > 1 ? lower_expr(k[1]) : b_.const_none();
      Reg push = b_.const_bool(k.size() < 2);
      return call("__php_dim", {c, key, push});
    }
    if (s == s_member_access) {
      Reg o = lower_expr(child(base, f_object));
      Reg f = member_name(child(base, f_name));
      return call("__php_propw", {o, f});
    }
    if (s == s_scoped_property) {
      Reg c = scope_ref(child(base, f_scope));
      Reg f = b_.const_str(var_name(child(base, f_name)));
      return call("__php_propw", {c, f});
    }
    return lower_expr(base);
  }
  Reg member_name(TSNode name) {
    if (sym(name) == s_name) return b_.const_str(text(name));
    return lower_expr(name);  // $o->$prop
  }
  /// Stores v into the lvalue node n (variables, elements, properties,
  /// static properties, list() destructuring).
  void assign_to(TSNode n, Reg v) {
    n = unparen(n);
    TSSymbol s = sym(n);
    if (s == s_variable_name) {
      store_var_name(var_name(n), v);
    } else if (s == s_subscript && !globals_var(n).empty()) {
      b_.store_var(globals_var(n), v);  // $GLOBALS['a'] = v
    } else if (s == s_subscript) {
      auto k = named_children(n);
      if (k.empty()) return;
      Reg c = container_w(k[0]);
      TSNode base = unparen(k[0]);
      if (k.size() < 2) {
        call("__php_push", {c, v});
      } else if (sym(base) == s_variable_name && var_name(base) != "$this") {
        // $s[i] = v on a variable: a string gets a new value (string offsets)
        Reg key = lower_expr(k[1]);
        store_var_name(var_name(base), call("__php_setidx", {c, key, v}));
      } else {
        Reg key = lower_expr(k[1]);
        b_.emit(Opcode::StoreIndex, {Builder::reg(c), Builder::reg(key), Builder::reg(v)});
      }
    } else if (s == s_member_access) {
      Reg o = lower_expr(child(n, f_object));
      TSNode name = child(n, f_name);
      if (sym(name) == s_name && !has_magic_set_ && !has_readonly_) {
        b_.emit(Opcode::StoreField, {Builder::reg(o), b_.field(text(name)), Builder::reg(v)});
      } else {
        Reg f = member_name(name);
        call("__php_setprop", {o, f, v});
      }
    } else if (s == s_scoped_property) {
      Reg c = scope_ref(child(n, f_scope));
      Reg f = b_.const_str(var_name(child(n, f_name)));
      call("__php_setstatic", {c, f, v});
    } else if (s == s_list_literal || s == s_array_creation) {
      destructure(n, v);
    } else {
      unsupported(n);
    }
  }
  void destructure(TSNode n, Reg v) {
    if (deeper_than_allowed(n)) return;
    DepthGuard g(depth_);
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__list_" + std::to_string(id);
    b_.decl_var(tmp, v);
    std::int64_t pos = 0;
    // walk all children: `[, $b]` skips a position
    std::uint32_t cnt = ts_node_child_count(n);
    bool pending_key = false;
    TSNode key{};
    for (std::uint32_t i = 0; i < cnt; ++i) {
      TSNode c = ts_node_child(n, i);
      if (!ts_node_is_named(c)) {
        std::string_view t = ts_node_type(c);
        if (t == ",") {
          if (!pending_key) ++pos;
        } else if (t == "=>") {
          pending_key = true;
        }
        continue;
      }
      if (ts_node_is_extra(c)) continue;
      TSNode target = c;
      if (sym(c) == s_array_element) {
        auto kk = named_children(c);
        if (kk.size() == 2) {
          key = kk[0];
          target = kk[1];
          Reg kr = lower_expr(key);
          assign_to(target, b_.load_index(b_.load_var(tmp), kr));
          continue;
        }
        if (kk.empty()) continue;
        target = kk[0];
      }
      if (sym(n) == s_list_literal) {
        // list('k' => $a): key, then value as siblings
        TSNode next = ts_node_next_sibling(c);
        if (!ts_node_is_null(next) && !ts_node_is_named(next) && std::string_view(ts_node_type(next)) == "=>") {
          key = c;
          continue;
        }
        if (pending_key && !ts_node_is_null(key)) {
          Reg kr = lower_expr(key);
          assign_to(target, b_.load_index(b_.load_var(tmp), kr));
          pending_key = false;
          key = TSNode{};
          continue;
        }
      }
      Reg idx = b_.const_int(pos);
      assign_to(target, b_.load_index(b_.load_var(tmp), idx));
    }
  }
  /// RHS kinds whose value may be shared with another variable: copied
  /// on assignment when the value is an array (PHP's value semantics).
  bool may_alias(TSNode r) {
    r = unparen(r);
    TSSymbol s = sym(r);
    return s == s_variable_name || s == s_subscript || s == s_member_access || s == s_scoped_property ||
           s == s_function_call || s == s_member_call || s == s_scoped_call || s == s_nullsafe_access ||
           s == s_nullsafe_call || s == s_static_variable || s == s_class_constant_access;
  }
  /// `$a = $b` copies only when one of them is changed in place in this
  /// function (then they must not share the array).
  bool needs_copy(TSNode l, TSNode r) {
    if (!may_alias(r)) return false;
    TSNode lu = unparen(l), ru = unparen(r);
    if (sym(lu) == s_variable_name && sym(ru) == s_variable_name) {
      const auto& m = fn_ctx_.empty() ? top_mutated_ : fn_ctx_.back().mutated;
      return m.count(var_name(lu)) || m.count(var_name(ru));
    }
    if (sym(lu) == s_variable_name && sym(ru) == s_variable_name) return false;
    return true;
  }
  Reg assignment(TSNode n) {
    TSNode l = child(n, f_left), r = child(n, f_right);
    Reg v = lower_expr(r);
    if (needs_copy(l, r)) v = call("__php_copy", {v});
    if (sym(unparen(l)) == s_list_literal || sym(unparen(l)) == s_array_creation) {
      destructure(unparen(l), v);
      return v;
    }
    assign_to(l, v);
    return v;
  }
  Reg reference_assignment(TSNode n) {
    // $b = &$a between plain variables: $b names $a from here on (the rest
    // of the function); otherwise arrays and objects are shared, scalars copied
    TSNode l = child(n, f_left), r = child(n, f_right);
    if (sym(unparen(l)) == s_variable_name && sym(unparen(r)) == s_variable_name) {
      std::string target = var_name(unparen(r)), alias = var_name(unparen(l));
      if (target != alias && !is_static_var(target) && !is_static_var(alias) && target != "$this") {
        auto& al = fn_ctx_.empty() ? top_aliases_ : fn_ctx_.back().aliases;
        al[alias] = target;
        return variable(unparen(r));
      }
    }
    Reg v = lower_expr(r);
    assign_to(l, v);
    return v;
  }
  static Operator binary_op(std::string_view o, bool& ok) {
    ok = true;
    if (o == "+") return Operator::Add;
    if (o == "-") return Operator::Sub;
    if (o == "*") return Operator::Mul;
    if (o == "/") return Operator::Div;
    if (o == "%") return Operator::Mod;
    if (o == "**") return Operator::Pow;
    if (o == ".") return Operator::Concat;
    if (o == "<<") return Operator::Shl;
    if (o == ">>") return Operator::Shr;
    if (o == "&") return Operator::BitAnd;
    if (o == "|") return Operator::BitOr;
    if (o == "^") return Operator::BitXor;
    if (o == "==") return Operator::Eq;
    if (o == "!=" || o == "<>") return Operator::Ne;
    if (o == "===") return Operator::StrictEq;
    if (o == "!==") return Operator::StrictNe;
    if (o == "<") return Operator::Lt;
    if (o == "<=") return Operator::Le;
    if (o == ">") return Operator::Gt;
    if (o == ">=") return Operator::Ge;
    if (o == "instanceof") return Operator::InstanceOf;
    ok = false;
    return Operator::Add;
  }
  Reg augmented_assignment(TSNode n) {
    TSNode l = unparen(child(n, f_left)), r = child(n, f_right);
    std::string_view o = text(child(n, f_operator));
    if (o.size() > 1 && o.back() == '=') o.remove_suffix(1);
    if (o == "??") {
      // $a ??= v: assigns only when $a is null
      Reg cur = read_lvalue_safe(l);
      std::uint32_t id = b_.new_label_id();
      std::string tmp = "__coalesce_" + std::to_string(id);
      b_.decl_var(tmp, cur);
      Reg isnull = b_.binop(Operator::StrictEq, b_.load_var(tmp), b_.const_none());
      emit_if([&] { return isnull; },
              [&] {
                Reg v = lower_expr(r);
                if (may_alias(r)) v = call("__php_copy", {v});
                b_.store_var(tmp, v);
                assign_to(l, v);
              },
              {});
      return b_.load_var(tmp);
    }
    bool ok = false;
    Operator op = binary_op(o, ok);
    if (!ok) return unsupported(n);
    return modify_lvalue(l, [&](Reg old) { return b_.binop(op, old, lower_expr(r)); });
  }
  /// The value of an lvalue without warnings when it is missing (??=).
  Reg read_lvalue_safe(TSNode l) { return lower_expr(l); }
  /// old -> f(old) stored back; evaluates the container and key once.
  Reg modify_lvalue(TSNode l, const std::function<Reg(Reg)>& f, bool return_old = false) {
    TSSymbol s = sym(l);
    if (s == s_variable_name) {
      Reg old = variable(l);
      Reg nv = f(old);
      store_var_name(var_name(l), nv);
      return return_old ? old : nv;
    }
    if (s == s_subscript && !globals_var(l).empty()) {  // $GLOBALS['a'] += ...
      std::string g = globals_var(l);
      Reg old = b_.load_var(g);
      Reg nv = f(old);
      b_.store_var(g, nv);
      return return_old ? old : nv;
    }
    if (s == s_subscript) {
      auto k = named_children(l);
      if (k.size() < 2) return unsupported(l);
      Reg c = container_w(k[0]);
      Reg key = lower_expr(k[1]);
      Reg old = b_.load_index(c, key);
      Reg nv = f(old);
      b_.emit(Opcode::StoreIndex, {Builder::reg(c), Builder::reg(key), Builder::reg(nv)});
      return return_old ? old : nv;
    }
    if (s == s_member_access) {
      Reg o = lower_expr(child(l, f_object));
      TSNode name = child(l, f_name);
      if (sym(name) != s_name) return unsupported(l);
      Reg old = b_.load_field(o, text(name));
      Reg nv = f(old);
      if (has_magic_set_) {
        Reg fn = b_.const_str(text(name));
        call("__php_setprop", {o, fn, nv});
      } else {
        b_.emit(Opcode::StoreField, {Builder::reg(o), b_.field(text(name)), Builder::reg(nv)});
      }
      return return_old ? old : nv;
    }
    if (s == s_scoped_property) {
      Reg c = scope_ref(child(l, f_scope));
      std::string fname = var_name(child(l, f_name));
      Reg fr = b_.const_str(fname);
      Reg old = call("__php_getstatic", {c, fr});
      Reg nv = f(old);
      call("__php_setstatic", {c, fr, nv});
      return return_old ? old : nv;
    }
    return unsupported(l);
  }
  Reg update_expression(TSNode n) {
    TSNode arg = unparen(child(n, f_argument));
    std::string_view o = text(child(n, f_operator));
    bool prefix = start_byte(child(n, f_operator)) < start_byte(arg);
    bool inc = o == "++";
    return modify_lvalue(
        arg,
        [&](Reg old) {
          Reg one = b_.const_int(1);
          return b_.binop(inc ? Operator::Add : Operator::Sub, old, one);
        },
        !prefix);
  }

  // --- operators ---------------------------------------------------------------------------------
  Reg binary_expression(TSNode n) {
    TSNode l = child(n, f_left), r = child(n, f_right);
    std::string_view o = text(child(n, f_operator));
    std::string lo = lower_ascii(o);
    if (lo == "&&" || lo == "and" || lo == "||" || lo == "or") {
      bool is_and = lo == "&&" || lo == "and";
      Reg res = emit_short_circuit(
          is_and, [&] { return call("__php_bool", {lower_expr(l)}); },
          [&] { return call("__php_bool", {lower_expr(r)}); });
      return res;
    }
    if (lo == "xor") {
      Reg a = call("__php_bool", {lower_expr(l)});
      Reg bb = call("__php_bool", {lower_expr(r)});
      return b_.binop(Operator::Ne, a, bb);
    }
    if (o == "??" && is_quiet_chain(unparen(l))) {
      // like isset(): offsetExists / __isset decide, the chain is read quietly
      std::uint32_t id = b_.new_label_id();
      std::string tmp = "__coalesce_" + std::to_string(id);
      b_.decl_var(tmp, b_.const_none());
      Reg ok = call("__php_bool", {isset_one(unparen(l))});
      emit_if([&] { return ok; }, [&] { b_.store_var(tmp, isset_base(l)); },
              [&] { b_.store_var(tmp, lower_expr(r)); });
      return b_.load_var(tmp);
    }
    if (o == "??") {
      std::uint32_t id = b_.new_label_id();
      std::string tmp = "__coalesce_" + std::to_string(id);
      b_.decl_var(tmp, lower_expr(l));
      Reg isnull = b_.binop(Operator::StrictEq, b_.load_var(tmp), b_.const_none());
      emit_if([&] { return isnull; }, [&] { b_.store_var(tmp, lower_expr(r)); }, {});
      return b_.load_var(tmp);
    }
    if (o == "<=>") {
      Reg a = lower_expr(l), bb = lower_expr(r);
      return call("__php_spaceship", {a, bb});
    }
    if (lo == "instanceof") {
      Reg a = lower_expr(l);
      TSNode rn = unparen(r);
      Reg c;
      if (sym(rn) == s_name || sym(rn) == s_qualified_name) {
        std::string cn = map_class(class_name_text(rn));
        c = b_.const_str(cn);
      } else if (sym(rn) == s_relative_scope) {
        c = scope_ref(rn);
      } else {
        c = lower_expr(rn);
      }
      return call("__php_instanceof", {a, c});
    }
    bool ok = false;
    Operator op = binary_op(o, ok);
    if (!ok) return unsupported(n);
    if (op == Operator::Pow && sym(l) == symbol("unary_op_expression") && text(l).substr(0, 1) == "-") {
      // -2 ** 2 is -(2 ** 2): ** binds tighter than unary minus
      Reg base = lower_expr(child(l, f_argument).id ? child(l, f_argument) : first_named(l));
      Reg p = b_.binop(Operator::Pow, base, lower_expr(r));
      return b_.unop(Operator::Neg, p);
    }
    Reg a = lower_expr(l);
    Reg bb = lower_expr(r);
    return b_.binop(op, a, bb);
  }
  Reg unary_expression(TSNode n) {
    std::string_view o = text(child(n, f_operator));
    TSNode a = child(n, f_argument);
    if (ts_node_is_null(a)) a = first_named(n);
    if (o.empty()) {
      // tree-sitter-php: the operator is the first child token
      if (ts_node_child_count(n) > 0) o = text(ts_node_child(n, 0));
    }
    if (o == "-" && sym(unparen(a)) == s_integer) {
      std::string t = "-" + std::string(text(unparen(a)));
      std::int64_t v = 0;
      if (frontend::parse_int64(t, v)) return b_.const_int(v);
    }
    Reg v = lower_expr(a);
    if (o == "!") return b_.unop(Operator::Not, v);
    if (o == "-") return b_.unop(Operator::Neg, v);
    if (o == "+") return b_.unop(Operator::Pos, v);
    if (o == "~") return b_.unop(Operator::BitNot, v);
    return v;
  }
  Reg conditional(TSNode n) {
    TSNode c = child(n, f_condition), body = child(n, f_body), alt = child(n, f_alternative);
    if (ts_node_is_null(body)) {
      // $a ?: $b
      std::uint32_t id = b_.new_label_id();
      std::string tmp = "__elvis_" + std::to_string(id);
      b_.decl_var(tmp, lower_expr(c));
      Reg t = call("__php_bool", {b_.load_var(tmp)});
      emit_if([&] { return b_.unop(Operator::Not, t); }, [&] { b_.store_var(tmp, lower_expr(alt)); }, {});
      return b_.load_var(tmp);
    }
    return emit_conditional([&] { return lower_expr(c); }, [&] { return lower_expr(body); },
                            [&] { return lower_expr(alt); });
  }
  Reg parenthesized(TSNode n) { return lower_expr(first_named(n)); }
  Reg sequence_expression(TSNode n) {
    Reg last = kNoReg;
    for (TSNode k : named_children(n)) last = lower_expr(k);
    return last == kNoReg ? b_.const_none() : last;
  }
  Reg error_suppression(TSNode n) { return lower_expr(first_named(n)); }
  Reg cast_expression(TSNode n) {
    std::string t = lower_ascii(text(child(n, f_type)));
    std::string clean;
    for (char c : t)
      if (c != ' ' && c != '(' && c != ')' && c != '\t') clean += c;
    Reg v = lower_expr(child(n, f_value));
    Reg k = b_.const_str(clean);
    return call("__php_cast", {k, v});
  }
  /// include/require of another file. A single-file run does not have it:
  /// the path is evaluated (for its effects) and the expression is the
  /// unknown result of `require_once(path)`, so what the file would define
  /// stays symbolic as a missing import does; a project run links the file.
  Reg include_expression(TSNode n) {
    TSNode a = first_named(n);
    std::vector<Reg> args;
    if (!ts_node_is_null(a)) args.push_back(lower_expr(a));
    std::string_view kind = ts_node_type(n);
    kind.remove_suffix(std::string_view("_expression").size());
    return b_.call_function(kind, args);
  }
  Reg clone_expression(TSNode n) {
    Reg v = lower_expr(first_named(n));
    return call("__php_clone", {v});
  }
  Reg yield_expression(TSNode n) {
    TSNode a = first_named(n);
    Reg v;
    if (ts_node_is_null(a)) v = b_.const_none();
    else if (sym(a) == s_array_element) {
      auto kk = named_children(a);
      if (kk.size() == 2) {
        // yield $k => $v: the generator produces a (key, value) pair
        Reg k = lower_expr(kk[0]);
        Reg val = lower_expr(kk[1]);
        v = call("__php_kpair", {k, val});
      } else {
        v = kk.empty() ? b_.const_none() : lower_expr(kk.back());
      }
    } else {
      v = lower_expr(a);
    }
    if (text(n).find("from") != std::string_view::npos && text(n).substr(0, 10).find("from") != std::string_view::npos) {
      // yield from a Generator: stepped through its methods, so its own keys
      // come along and send() reaches it; its return value is the result
      std::string src = "__yf_" + std::to_string(b_.new_label_id()), res = src + "_r";
      b_.decl_var(src, v);
      b_.decl_var(res, b_.const_none());
      emit_if([&] { return call("__php_yf_is_gen", {b_.load_var(src)}); },
              [&] {
                emit_loop([&] { return call("__php_yf_valid", {b_.load_var(src)}); },
                          [&] {
                            Reg sent = call("__yield", {call("__php_yf_item", {b_.load_var(src)})});
                            call("__php_yf_resume", {b_.load_var(src), sent});
                          });
                b_.store_var(res, call("__php_yf_return", {b_.load_var(src)}));
              },
              [&] { b_.store_var(res, call("__yield_from", {call("__php_yield_from", {b_.load_var(src)})})); });  // an array's keys come along
      return b_.load_var(res);
    }
    return call("__yield", {v});
  }

  // --- arrays ----------------------------------------------------------------------------------------
  Reg array_creation(TSNode n) {
    Reg arr = b_.new_object("dict");
    for (TSNode e : named_children(n)) {
      if (sym(e) != s_array_element) continue;
      auto kk = named_children(e);
      if (kk.empty()) continue;
      if (kk.size() == 2 && sym(kk[0]) != s_by_ref) {
        Reg k = lower_expr(kk[0]);
        Reg v = lower_expr(kk[1]);
        if (may_alias(kk[1])) v = call("__php_copy", {v});
        b_.emit(Opcode::StoreIndex, {Builder::reg(arr), Builder::reg(k), Builder::reg(v)});
      } else if (sym(kk[0]) == s_variadic_unpacking) {
        Reg v = lower_expr(first_named(kk[0]));
        call("__php_spread_into", {arr, v});
      } else {
        TSNode vn = sym(kk[0]) == s_by_ref ? first_named(kk[0]) : kk[0];
        Reg v = lower_expr(vn);
        if (may_alias(vn)) v = call("__php_copy", {v});
        call("__php_push", {arr, v});
      }
    }
    return arr;
  }
  /// `$GLOBALS['name']` (a plain literal key): the variable `$name` through
  /// the scope chain, so a function reads and writes the file's variable;
  /// "" for any other subscript.
  std::string globals_var(TSNode n) {
    auto k = named_children(n);
    if (k.size() != 2) return "";
    TSNode b = unparen(k[0]);
    if (sym(b) != s_variable_name || var_name(b) != "$GLOBALS") return "";
    if (sym(k[1]) != s_string && sym(k[1]) != s_encapsed) return "";
    std::string_view lit = text(k[1]);
    if (lit.size() < 3 || lit.front() != lit.back() || lit.find_first_of("$\\{") != std::string_view::npos) return "";
    return "$" + std::string(lit.substr(1, lit.size() - 2));
  }
  Reg subscript(TSNode n) {
    if (std::string g = globals_var(n); !g.empty()) return b_.load_var(g);
    auto k = named_children(n);
    if (k.empty()) return unsupported(n);
    Reg base = lower_expr(k[0]);
    if (k.size() < 2) return unsupported(n);
    Reg key = lower_expr(k[1]);
    return b_.load_index(base, key);
  }
  Reg member_access(TSNode n) {
    Reg o = lower_expr(child(n, f_object));
    TSNode name = child(n, f_name);
    bool nullsafe = sym(n) == s_nullsafe_access;
    if (sym(name) == s_name && !nullsafe) return b_.load_field(o, text(name));
    Reg f = member_name(name);
    Reg ns = b_.const_bool(nullsafe);
    return call("__php_getprop", {o, f, ns});
  }
  /// self / static / parent / ClassName / $obj as a class value.
  Reg scope_ref(TSNode scope) {
    TSSymbol s = sym(scope);
    if (s == s_relative_scope) return scope_ref_word(lower_ascii(text(scope)));
    if (s == s_name || s == s_qualified_name) return b_.load_var(map_class(class_name_text(scope)));
    Reg v = lower_expr(scope);
    return call("__php_class_of", {v});
  }
  Reg scope_ref_word(const std::string& t) {
    {
      if (t == "parent") {
        if (!parent_name_.empty()) return b_.load_var(parent_name_);
        return b_.const_none();
      }
      if (t == "static" && in_method_ && !in_static_method_) {
        Reg self = b_.load_var("$this");
        return b_.load_field(self, "__class__");
      }
      if (t == "self" && in_trait_ && in_method_ && !class_name_.empty())
        return call("__php_trait_self", {b_.load_var(class_name_), scope_ref_word("static")});
      if ((t == "static" || t == "self") && in_static_method_ && !class_name_.empty())
        return call("__php_static_class", {b_.load_var(class_name_)});
      if (!class_name_.empty()) return b_.load_var(class_name_);
      return b_.const_none();
    }
  }
  Reg scoped_property(TSNode n) {
    Reg c = scope_ref(child(n, f_scope));
    Reg f = b_.const_str(var_name(child(n, f_name)));
    return call("__php_getstatic", {c, f});
  }
  Reg class_constant(TSNode n) {
    auto k = named_children(n);
    if (k.size() < 2) return unsupported(n);
    std::string member(text(k[1]));
    if (member == "class") {
      if (sym(k[0]) == s_name || sym(k[0]) == s_qualified_name) {
        std::string cn = class_name_text(k[0]);
        if (sym(k[0]) == s_name && !namespace_.empty() && declared_classes_.count(cn)) cn = namespace_ + "\\" + cn;
        return b_.const_str(cn);
      }
      Reg c = scope_ref(k[0]);
      return call("__php_class_name", {c});
    }
    Reg c = scope_ref(k[0]);
    return b_.load_field(c, member);
  }

  // --- calls --------------------------------------------------------------------------------------------
  struct ArgInfo {
    std::vector<Reg> regs;
    std::vector<TSNode> nodes;  // the argument expression (null for spread / named)
  };
  /// `f(...)`: a first-class callable (the argument list is a lone placeholder).
  bool is_fcc(TSNode args) {
    if (ts_node_is_null(args)) return false;
    auto k = named_children(args);
    return k.size() == 1 && sym(k[0]) == s_variadic_placeholder_sym();
  }
  ArgInfo arguments(TSNode args) {
    ArgInfo out;
    if (ts_node_is_null(args)) return out;
    for (TSNode a : named_children(args)) {
      if (sym(a) == s_variadic_placeholder_sym()) continue;
      if (sym(a) != s_argument) {
        out.regs.push_back(lower_expr(a));
        out.nodes.push_back(a);
        continue;
      }
      TSNode name = child(a, f_name);
      TSNode val{};
      for (TSNode k : named_children(a))
        if (ts_node_is_null(name) || !ts_node_eq(k, name)) val = k;
      if (ts_node_is_null(val)) continue;
      if (sym(val) == s_variadic_unpacking) {
        // ...$array: integer keys are positional, string keys named (PHP 8.1)
        Reg v = lower_expr(first_named(val));
        Reg star = b_.const_str("*");
        Reg vals = call("__php_spread_pos", {v});
        out.regs.push_back(call("__kwarg", {star, vals}));
        out.nodes.push_back(TSNode{});
        Reg star2 = b_.const_str("**");
        out.regs.push_back(call("__kwarg", {star2, call("__php_spread_named", {v})}));
        out.nodes.push_back(TSNode{});
        continue;
      }
      Reg v = lower_expr(val);
      if (!ts_node_is_null(name)) {
        Reg nm = b_.const_str("$" + std::string(text(name)));
        out.regs.push_back(call("__kwarg", {nm, v}));
        out.nodes.push_back(TSNode{});
        continue;
      }
      out.regs.push_back(v);
      out.nodes.push_back(val);
    }
    return out;
  }
  TSSymbol s_variadic_placeholder_sym() { return symbol("variadic_placeholder"); }
  bool is_lvalue(TSNode n) {
    if (ts_node_is_null(n)) return false;
    TSSymbol s = sym(unparen(n));
    return s == s_variable_name || s == s_subscript || s == s_member_access || s == s_scoped_property;
  }
  /// After a call of a function with by-reference parameters: store the
  /// callee's final parameter values back into the argument lvalues.
  void write_back(const std::vector<int>& positions, const ArgInfo& a) {
    for (int p : positions) {
      if (p < 0 || static_cast<std::size_t>(p) >= a.nodes.size() || !is_lvalue(a.nodes[static_cast<std::size_t>(p)]))
        continue;
      Reg k = b_.const_int(p);
      Reg v = call("__php_refget", {k});
      assign_to(a.nodes[static_cast<std::size_t>(p)], v);
    }
  }
  Reg function_call(TSNode n) {
    TSNode fn = child(n, f_function);
    TSNode args = child(n, f_arguments);
    if (sym(fn) == s_name || sym(fn) == s_qualified_name) {
      std::string name = class_name_text(fn);
      std::string lname = lower_ascii(name);
      if (lname == "isset") return isset_call(args);
      if (lname == "empty") {
        auto a = named_children(args);
        TSNode e = a.empty() ? TSNode{} : unparen(sym(a[0]) == s_argument ? first_named(a[0]) : a[0]);
        if (!ts_node_is_null(e) && is_quiet_chain(e)) {
          // empty(): !isset(...) || !value (offsetExists / __isset first, as PHP does)
          std::string tmp = "__empty_" + std::to_string(b_.new_label_id());
          b_.decl_var(tmp, b_.const_bool(true));
          Reg ok = call("__php_bool", {isset_one(e)});
          emit_if([&] { return ok; },
                  [&] { b_.store_var(tmp, b_.unop(Operator::Not, call("__php_bool", {isset_base(e)}))); }, {});
          return b_.load_var(tmp);
        }
        Reg v = a.empty() ? b_.const_none() : lower_expr(first_named(a[0]));
        return b_.unop(Operator::Not, call("__php_bool", {v}));
      }
      if (lname == "compact") return compact_call(args);
      if (lname == "extract") return extract_call(args);
      if (lname == "func_get_args") return b_.load_var("__php_args");
      if ((lname == "get_object_vars" || lname == "is_callable") && !is_fcc(args)) {
        // what it sees depends on the calling scope: passed as a hidden argument
        ArgInfo a = arguments(args);
        std::vector<Reg> all = a.regs;
        std::size_t at = lname == "is_callable" ? 3 : 1;  // after the function's own parameters
        while (all.size() < at) all.push_back(b_.const_none());
        if (all.size() == at) all.push_back(class_name_.empty() ? b_.const_none() : scope_ref_word("self"));
        return b_.call_function(name, std::span<const Reg>(all));
      }
      if (is_fcc(args)) return call("__php_fcc", {b_.const_str(name)});
      ArgInfo a = arguments(args);
      Reg r = b_.call_function(name, std::span<const Reg>(a.regs));
      auto it = user_ref_params_.find(lname);
      if (it != user_ref_params_.end()) {
        b_.decl_var("__call_result", r);
        write_back(it->second, a);
        return b_.load_var("__call_result");
      }
      auto bt = builtin_ref_params().find(lname);
      if (bt != builtin_ref_params().end() && !bt->second.empty()) {
        b_.decl_var("__call_result", r);
        write_back(bt->second, a);
        return b_.load_var("__call_result");
      }
      return r;
    }
    Reg callee = lower_expr(fn);
    if (is_fcc(args)) return call("__php_fcc", {callee});
    ArgInfo a = arguments(args);
    std::vector<Reg> all{callee};
    all.insert(all.end(), a.regs.begin(), a.regs.end());
    std::vector<int> ref_pos;  // positions a closure of this file may take by reference
    for (int p : closure_ref_positions_)
      if (static_cast<std::size_t>(p) < a.nodes.size() && is_lvalue(a.nodes[static_cast<std::size_t>(p)])) ref_pos.push_back(p);
    if (ref_pos.empty()) return call("__php_call", all);
    // $closure($x) with by-reference parameters: the callee reports which
    // positions it takes by reference (__php_refout(-1, mask)); write those back
    call("__php_refclear", {});
    Reg r = call("__php_call", all);
    std::string res = "__call_result_" + std::to_string(b_.new_label_id());
    b_.decl_var(res, r);
    Reg mask = call("__php_refget", {b_.const_int(-1)});
    for (int p : ref_pos) {
      Reg bit = b_.binop(Operator::BitAnd, mask, b_.const_int(std::int64_t{1} << p));
      emit_if([&] { return b_.binop(Operator::StrictNe, bit, b_.const_int(0)); },
              [&] { assign_to(a.nodes[static_cast<std::size_t>(p)], call("__php_refget", {b_.const_int(p)})); }, {});
    }
    return b_.load_var(res);
  }
  Reg isset_call(TSNode args) {
    Reg acc = kNoReg;
    for (TSNode a : named_children(args)) {
      TSNode v = sym(a) == s_argument ? first_named(a) : a;
      Reg r = isset_one(unparen(v));
      acc = acc == kNoReg ? r : b_.binop(Operator::BitAnd, acc, r);
    }
    return acc == kNoReg ? b_.const_bool(false) : call("__php_bool", {acc});
  }
  /// isset() of one operand: elements ask offsetExists of ArrayAccess objects,
  /// properties ask __isset; the chain before the last step is read quietly
  /// (null when a level is missing or not a container), as PHP never warns there.
  Reg isset_one(TSNode v) {
    if (sym(v) == s_subscript) {
      auto k = named_children(v);
      if (k.size() == 2) {
        Reg c = isset_base(k[0]);
        return call("__php_isset_idx", {c, lower_expr(k[1])});
      }
    } else if (sym(v) == s_member_access || sym(v) == s_nullsafe_access) {
      Reg o = isset_base(child(v, f_object));
      return call("__php_isset_prop", {o, member_name(child(v, f_name))});
    }
    return b_.binop(Operator::StrictNe, lower_expr(v), b_.const_none());
  }
  bool is_quiet_chain(TSNode v) {
    TSSymbol s = sym(v);
    return (s == s_subscript && named_children(v).size() == 2) || s == s_member_access || s == s_nullsafe_access;
  }
  Reg isset_base(TSNode v) {
    v = unparen(v);
    if (deeper_than_allowed(v)) return b_.const_none();
    DepthGuard g(depth_);
    if (sym(v) == s_subscript) {
      auto k = named_children(v);
      if (k.size() == 2) {
        Reg c = isset_base(k[0]);
        return call("__php_qidx", {c, lower_expr(k[1])});
      }
    } else if (sym(v) == s_member_access || sym(v) == s_nullsafe_access) {
      Reg o = isset_base(child(v, f_object));
      return call("__php_getprop", {o, member_name(child(v, f_name)), b_.const_bool(true)});
    }
    return lower_expr(v);
  }
  Reg compact_call(TSNode args) {
    Reg arr = b_.new_object("dict");
    for (TSNode a : named_children(args)) {
      TSNode v = sym(a) == s_argument ? first_named(a) : a;
      if (sym(v) != s_string && sym(v) != s_encapsed) continue;
      std::string_view t = text(v);
      if (t.size() < 2) continue;
      std::string nm(t.substr(1, t.size() - 2));
      Reg k = b_.const_str(nm);
      b_.emit(Opcode::StoreIndex, {Builder::reg(arr), Builder::reg(k), Builder::reg(b_.load_var("$" + nm))});
    }
    return arr;
  }
  /// extract($array [, EXTR_OVERWRITE | EXTR_SKIP]): a variable per key. The
  /// variables code can read are the ones its scope (the enclosing function,
  /// or the file) names, so each of those is assigned when the array has its
  /// key; the result is how many keys are variable names.
  Reg extract_call(TSNode args) {
    auto as = named_children(args);
    bool skip = false;
    if (as.size() == 2) {
      TSNode f = sym(as[1]) == s_argument ? first_named(as[1]) : as[1];
      std::string_view ft = text(f);
      if (ft == "EXTR_SKIP") skip = true;
      else if (ft != "EXTR_OVERWRITE") return unsupported(args);
    } else if (as.size() != 1) {
      return unsupported(args);
    }
    TSNode scope = args;
    for (TSNode p = ts_node_parent(args); !ts_node_is_null(p); p = ts_node_parent(p)) {
      scope = p;
      TSSymbol s = sym(p);
      if (s == s_function_definition || s == s_method_declaration || s == s_anonymous_function || s == s_arrow_function)
        break;
    }
    std::set<std::string> names;
    walk_statements(
        scope,
        [&](TSNode k) {
          TSSymbol s = sym(k);
          return s != s_function_definition && s != s_class_declaration && s != s_method_declaration &&
                 s != s_anonymous_class;
        },
        [&](TSNode k) {
          if (sym(k) == s_variable_name) names.insert(var_name(k));
          return false;
        });
    names.erase("$this");
    Reg src = lower_expr(sym(as[0]) == s_argument ? first_named(as[0]) : as[0]);
    std::string tmp = "__extract_" + std::to_string(b_.new_label_id()), count = tmp + "_n";
    b_.decl_var(tmp, src);
    b_.decl_var(count, call("__php_extract_count", {b_.load_var(tmp)}));
    for (const std::string& nm : names) {
      auto value = [&] { return b_.load_index(b_.load_var(tmp), b_.const_str(nm.substr(1))); };
      Reg key = b_.const_str(nm.substr(1));
      Reg has = b_.call_function("array_key_exists", std::vector<Reg>{key, b_.load_var(tmp)});
      emit_if([&] { return has; },
              [&] {
                if (!skip) return store_var_name(nm, value());
                // EXTR_SKIP: a variable already set keeps its value and is not counted
                Reg cur = is_static_var(nm) ? call("__php_static_get", {b_.const_str(static_key(nm))}) : b_.load_var(nm);
                Reg unset = b_.binop(Operator::StrictEq, cur, b_.const_none());
                emit_if([&] { return unset; }, [&] { store_var_name(nm, value()); },
                        [&] { b_.store_var(count, b_.binop(Operator::Sub, b_.load_var(count), b_.const_int(1))); });
              },
              {});
    }
    return b_.load_var(count);
  }
  Reg member_call(TSNode n) {
    Reg o = lower_expr(child(n, f_object));
    TSNode name = child(n, f_name);
    bool nullsafe = sym(n) == s_nullsafe_call;
    if (is_fcc(child(n, f_arguments))) return call("__php_fcc", {o, member_name(name)});
    ArgInfo a = arguments(child(n, f_arguments));
    if (sym(name) != s_name || nullsafe || has_magic_call_ || conflicts_.count(std::string(text(name)))) {
      Reg f = member_name(name);
      Reg ns = b_.const_bool(nullsafe);
      std::vector<Reg> all{o, f, ns};
      all.insert(all.end(), a.regs.begin(), a.regs.end());
      return call("__php_mcall", all);
    }
    std::string mname(text(name));
    Reg r = b_.call_method(o, mname == "__construct" ? "__init__" : mname, std::span<const Reg>(a.regs));
    auto it = user_ref_params_.find(lower_ascii(mname));
    if (it != user_ref_params_.end()) {
      b_.decl_var("__call_result", r);
      write_back(it->second, a);
      return b_.load_var("__call_result");
    }
    return r;
  }
  Reg scoped_call(TSNode n) {
    TSNode scope = child(n, f_scope), name = child(n, f_name);
    std::string mname(text(name));
    if (mname == "__construct") mname = "__init__";
    if (is_fcc(child(n, f_arguments))) return call("__php_fcc", {scope_ref(scope), b_.const_str(mname)});
    ArgInfo a = arguments(child(n, f_arguments));
    Reg target;
    std::string st = sym(scope) == s_relative_scope ? lower_ascii(text(scope)) : "";
    if (st == "parent" && in_method_ && !in_static_method_) {
      target = call("__super", {});
    } else if ((st == "self" || st == "static") && in_method_ && !in_static_method_) {
      // self::m() from an instance method: m gets $this when it is an instance method
      Reg self = b_.load_var("$this");
      Reg cls = scope_ref(scope);
      Reg f = b_.const_str(mname);
      std::vector<Reg> all{cls, self, f};
      all.insert(all.end(), a.regs.begin(), a.regs.end());
      return call("__php_scall", all);
    } else {
      // Class::m(...): static methods see the called class (late static binding)
      target = scope_ref(scope);
      Reg f = b_.const_str(mname);
      std::vector<Reg> all{target, f};
      all.insert(all.end(), a.regs.begin(), a.regs.end());
      Reg r = call("__php_static_call", all);
      auto it = user_ref_params_.find(lower_ascii(mname));
      if (it != user_ref_params_.end()) {
        b_.decl_var("__call_result", r);
        write_back(it->second, a);
        return b_.load_var("__call_result");
      }
      return r;
    }
    Reg r = b_.call_method(target, mname, std::span<const Reg>(a.regs));
    auto it = user_ref_params_.find(lower_ascii(mname));
    if (it != user_ref_params_.end()) {
      b_.decl_var("__call_result", r);
      write_back(it->second, a);
      return b_.load_var("__call_result");
    }
    return r;
  }
  Reg object_creation(TSNode n) {
    auto k = named_children(n);
    if (k.empty()) return unsupported(n);
    TSNode cls = k[0];
    TSNode args = k.size() > 1 ? k[1] : TSNode{};
    if (sym(cls) == s_anonymous_class) {
      std::string name = "class@anonymous";
      TSNode body = child(cls, f_body);
      std::string parents;
      for (TSNode c : named_children(cls)) {
        if (sym(c) == s_base_clause || sym(c) == s_interface_clause)
          for (TSNode p : named_children(c)) parents += (parents.empty() ? "" : ",") + map_class(class_name_text(p));
        if (sym(c) == symbol("arguments")) args = c;
      }
      Reg cref = define_class(cls, name, parents, body, false);
      ArgInfo a = arguments(args);
      return b_.call_unknown(cref, std::span<const Reg>(a.regs));
    }
    ArgInfo a = arguments(args);
    if (sym(cls) == s_name) {
      std::string l = lower_ascii(text(cls));
      if (l == "static" || l == "self" || l == "parent") {
        Reg c = scope_ref_word(l);
        return b_.call_unknown(c, std::span<const Reg>(a.regs));
      }
    }
    if (sym(cls) == s_name || sym(cls) == s_qualified_name) {
      std::string cn = map_class(class_name_text(cls));
      Reg obj = b_.call_ctor(cn, std::span<const Reg>(a.regs));
      std::string l = lower_ascii(class_name_text(cls));
      auto ends = [&](std::string_view suf) { return l.size() >= suf.size() && l.compare(l.size() - suf.size(), suf.size(), suf) == 0; };
      if (ends("exception") || ends("error")) call("__php_exc_here", {obj});  // where it was made: getLine()
      return obj;
    }
    Reg c = sym(cls) == s_relative_scope ? scope_ref(cls) : call("__php_class_of", {lower_expr(cls)});
    return b_.call_unknown(c, std::span<const Reg>(a.regs));
  }

  // --- functions --------------------------------------------------------------------------------------
  struct Param {
    std::string name;
    bool variadic = false, by_ref = false, promoted = false;
    TSNode default_value{};
  };
  struct FnCtx {
    std::vector<std::pair<int, std::string>> ref_params;
    std::set<std::string> statics;
    std::string static_prefix;
    std::set<std::string> mutated;
    std::map<std::string, std::string> aliases;  ///< `$b = &$a`: $b -> $a
  };
  std::vector<Param> parameters(TSNode params) {
    std::vector<Param> out;
    if (ts_node_is_null(params)) return out;
    for (TSNode p : named_children(params)) {
      TSSymbol s = sym(p);
      if (s != s_simple_parameter && s != s_variadic_parameter && s != s_promotion_parameter) continue;
      Param q;
      TSNode nm = child(p, f_name);
      if (!ts_node_is_null(nm) && sym(nm) == s_by_ref) {  // promoted `private array &$x`: the name is inside
        nm = first_named(nm);
        q.by_ref = true;
      }
      q.name = var_name(nm);
      q.variadic = s == s_variadic_parameter;
      q.promoted = s == s_promotion_parameter;
      q.by_ref = q.by_ref || !ts_node_is_null(child(p, f_reference_modifier));
      if (!q.by_ref)
        for (TSNode k : named_children(p))
          if (sym(k) == s_reference_modifier) q.by_ref = true;
      q.default_value = child(p, f_default_value);
      out.push_back(q);
    }
    return out;
  }
  /// Variables whose array value the body changes in place ($a[] = .., sort($a), ...).
  void mutated_vars(TSNode body, std::set<std::string>& out) {
    walk_statements(
        body, [&](TSNode) { return true; },
        [&](TSNode k) {
          TSSymbol s = sym(k);
          if (s == s_assignment || s == s_augmented || s == s_reference_assignment) {
            TSNode l = unparen(child(k, f_left));
            root_var_of_subscript(l, out);
            if (sym(l) == s_list_literal || sym(l) == s_array_creation) {
              // destructuring into elements: [$a[$i], $a[$j]] = ...
              walk_statements(l, [&](TSNode) { return true; }, [&](TSNode e) {
                if (sym(e) == s_subscript) root_var_of_subscript(e, out);
                return false;
              });
            }
          } else if (s == s_update) {
            root_var_of_subscript(unparen(child(k, f_argument)), out);
          } else if (s == s_unset) {
            for (TSNode u : named_children(k)) root_var_of_subscript(u, out);
          } else if (s == s_function_call) {
            TSNode fn = child(k, f_function);
            std::string lname = lower_ascii(text(fn));
            auto args = named_children(child(k, f_arguments));
            if (mutating_builtin(lname) && !args.empty()) {
              TSNode a0 = first_named(args[0]);
              if (!ts_node_is_null(a0) && sym(a0) == s_variable_name) out.insert(var_name(a0));
            }
            if (lname == "array_multisort")  // sorts every array argument in place
              for (TSNode arg : args) {
                TSNode v = first_named(arg);
                if (!ts_node_is_null(v) && sym(v) == s_variable_name) out.insert(var_name(v));
              }
            auto it = user_ref_params_.find(lname);
            if (it != user_ref_params_.end())
              for (int p : it->second)
                if (p >= 0 && static_cast<std::size_t>(p) < args.size()) {
                  TSNode a = first_named(args[static_cast<std::size_t>(p)]);
                  if (!ts_node_is_null(a) && sym(a) == s_variable_name) out.insert(var_name(a));
                }
          } else if (s == s_foreach) {
            auto kids = named_children(k);
            for (TSNode c : kids)
              if (sym(c) == s_by_ref || (sym(c) == s_pair && text(c).find('&') != std::string_view::npos)) {
                if (!kids.empty() && sym(kids[0]) == s_variable_name) out.insert(var_name(kids[0]));
              }
          }
          return false;
        });
  }
  void root_var_of_subscript(TSNode l, std::set<std::string>& out) {
    bool sub = false;
    while (!ts_node_is_null(l) && (sym(l) == s_subscript)) {
      sub = true;
      l = unparen(first_named(l));
    }
    if (sub && !ts_node_is_null(l) && sym(l) == s_variable_name) out.insert(var_name(l));
  }
  /// Function-level statics: `static $n = 0;` anywhere in the body.
  void collect_statics(TSNode body, std::set<std::string>& out) {
    walk_statements(
        body,
        [&](TSNode k) {
          TSSymbol s = sym(k);
          return s != s_function_definition && s != s_anonymous_function && s != s_arrow_function &&
                 s != s_class_declaration && s != s_method_declaration && s != s_anonymous_class;
        },
        [&](TSNode k) {
          if (sym(k) == s_static_declaration)
            for (TSNode v : named_children(k))
              if (sym(v) == s_static_variable) out.insert(var_name(child(v, f_name)));
          return false;
        });
  }
  bool contains_yield(TSNode body) {
    if (sym(body) == s_yield) return true;  // fn() => yield $x: the body is the yield
    return walk_statements(
        body,
        [&](TSNode k) {
          TSSymbol s = sym(k);
          return s != s_function_definition && s != s_anonymous_function && s != s_arrow_function &&
                 s != s_class_declaration && s != s_method_declaration && s != s_anonymous_class;
        },
        [&](TSNode k) { return sym(k) == s_yield; });
  }
  void prescan_ref_params(TSNode root) {
    walk_statements(
        root, [&](TSNode) { return true; },
        [&](TSNode k) {
          TSSymbol s = sym(k);
          if (s == s_anonymous_function || s == s_arrow_function) {
            auto ps = parameters(child(k, f_parameters));
            for (std::size_t i = 0; i < ps.size() && i < 62; ++i)
              if (ps[i].by_ref) closure_ref_positions_.insert(static_cast<int>(i));
          }
          if (s == s_function_definition || s == s_method_declaration) {
            auto ps = parameters(child(k, f_parameters));
            std::vector<int> pos;
            for (std::size_t i = 0; i < ps.size(); ++i)
              if (ps[i].by_ref) pos.push_back(static_cast<int>(i));
            if (!pos.empty()) user_ref_params_[lower_ascii(text(child(k, f_name)))] = pos;
            if (s == s_method_declaration && lower_ascii(text(child(k, f_name))) == "__set") has_magic_set_ = true;
            if (s == s_method_declaration && lower_ascii(text(child(k, f_name))) == "__call") has_magic_call_ = true;
            if (s == s_method_declaration) method_names_.insert(std::string(text(child(k, f_name))));
            for (auto& p : ps)
              if (p.promoted) prop_names_.insert(p.name.substr(1));
          }
          if (s == s_property_element) prop_names_.insert(var_name(child(k, f_name)).substr(1));
          if (s == s_readonly_modifier) has_readonly_ = true;  // property stores then check it
          if (s == s_yield && !ts_node_is_null(first_named(k)) && sym(first_named(k)) == s_array_element &&
              named_children(first_named(k)).size() == 2)
            has_keyed_yield_ = true;
          if (s == s_yield && text(k).substr(0, 10).find("from") != std::string_view::npos)
            has_keyed_yield_ = true;  // yield from passes its source's keys on
          if (s == s_class_declaration || s == s_enum_declaration || s == s_interface_declaration ||
              s == s_trait_declaration)
            declared_classes_.insert(std::string(text(child(k, f_name))));
          return false;
        });
    for (auto& m : method_names_)
      if (prop_names_.count(m)) conflicts_.insert(m);
  }
  /// Lowers a function, method, closure or arrow function body.
  /// `uses`: closure `use` variables (name, by_ref), bound at creation.
  Reg define_function(std::string_view name, TSNode params_node, TSNode body, bool method, bool is_static,
                      const std::vector<std::pair<std::string, bool>>& uses = {}, bool arrow = false,
                      bool is_ctor = false) {
    auto params = parameters(params_node);
    std::vector<std::string> hints;
    if (method && !is_static) hints.push_back("param:$this");
    for (auto& p : params) hints.push_back(p.variadic ? "param:*" + p.name : "param:" + p.name);
    // by-value closure captures are trailing parameters with definition-time defaults
    std::vector<std::string> captured;
    for (auto& [u, by_ref] : uses)
      if (!by_ref) {
        captured.push_back(u);
        hints.push_back("param:__use_" + u);
      }
    // a variadic parameter also collects named arguments (under their names)
    bool variadic = std::any_of(params.begin(), params.end(), [](const auto& p) { return p.variadic; });
    if (variadic) hints.push_back("param:**__php_vkw");
    std::vector<Reg> defaults(params.size(), kNoReg);
    // `new C()` in a default (PHP 8.1) runs at each call that omits the
    // argument, after classes declared later exist: the default is a marker
    // the body replaces
    std::vector<bool> lazy(params.size(), false);
    static constexpr std::string_view kLazyDefault{"\0rd:lazy-default", 17};
    for (std::size_t k = 0; k < params.size(); ++k) {
      TSNode dv = params[k].default_value;
      if (ts_node_is_null(dv)) continue;
      bool has_new = false;
      if (sym(dv) == s_object_creation) has_new = true;
      walk_statements(dv, [&](TSNode) { return true; }, [&](TSNode x) {
        if (sym(x) == s_object_creation) has_new = true;
        return has_new;
      });
      lazy[k] = has_new;
      defaults[k] = has_new ? b_.const_str(kLazyDefault) : lower_expr(dv);
    }
    std::vector<Reg> capture_vals;
    for (auto& u : captured) capture_vals.push_back(call("__php_copy", {b_.load_var(u)}));
    // variables changed in place: one scan of the whole file (per-function
    // scans would make nested functions quadratic)
    const std::set<std::string>& mutated = top_mutated_;
    std::set<std::string> statics;
    if (!ts_node_is_null(body)) collect_statics(body, statics);
    FnCtx ctx;
    ctx.statics = statics;
    ctx.mutated = mutated;
    ctx.static_prefix = (class_name_.empty() ? "" : class_name_ + "::") + std::string(name) + "#" +
                        std::to_string(b_.new_label_id()) + "#";
    for (std::size_t i = 0; i < params.size(); ++i)
      if (params[i].by_ref) ctx.ref_params.emplace_back(static_cast<int>(i), params[i].name);
    bool saved_method = in_method_, saved_static = in_static_method_;
    fn_names_.emplace_back(name);
    in_method_ = method || (in_method_ && (arrow || !uses.empty() || name == "__lambda"));
    in_static_method_ = method ? is_static : in_static_method_;
    bool saved_class_body = in_class_body_;
    in_class_body_ = false;
    Reg ref = emit_function(
        name, hints,
        [&] {
          fn_ctx_.push_back(ctx);
          if (!ts_node_is_null(body) && contains_yield(body)) {
            Reg kind = b_.const_str("generator");
            call("__generator", {kind});
          }
          for (std::size_t k = 0; k < params.size(); ++k)
            if (lazy[k]) {
              const std::string& pn = params[k].name;
              emit_if([&] { return b_.binop(Operator::StrictEq, b_.load_var(pn), b_.const_str(kLazyDefault)); },
                      [&] { b_.store_var(pn, lower_expr(params[k].default_value)); }, {});
            }
          for (auto& p : params) {
            if (p.variadic) {
              b_.store_var(p.name, call("__php_list", {b_.load_var(p.name), b_.load_var("__php_vkw")}));
            } else if (!p.by_ref && mutated.count(p.name)) {
              b_.store_var(p.name, call("__php_copy", {b_.load_var(p.name)}));
            }
          }
          if (is_ctor) {
            emit_if([&] { return call("__php_first_init", {b_.load_var("$this")}); },
                    [&] { b_.call_method(b_.load_var("$this"), "__php_props", {}); }, {});
            for (auto& p : params)
              if (p.promoted)
                b_.emit(Opcode::StoreField, {Builder::reg(b_.load_var("$this")), b_.field(p.name.substr(1)),
                                             Builder::reg(b_.load_var(p.name))});
          }
          for (auto& [u, by_ref] : uses) {
            if (by_ref) vars_.mark_outer(u);
            else assign_name(u, b_.load_var("__use_" + u));
          }
          if (ts_node_is_null(body)) {
          } else if (arrow) {
            emit_return(lower_expr(body));
          } else {
            lower_body(body, false);
          }
          emit_ref_out();
          fn_ctx_.pop_back();
        },
        {},
        [&](const std::string& label) {
          std::size_t off = (method && !is_static) ? 0 : 0;
          (void)off;
          for (std::size_t k = 0; k < params.size(); ++k)
            if (defaults[k] != kNoReg) b_.decl_var("__default_" + label + "_" + params[k].name, defaults[k]);
          for (std::size_t k = 0; k < captured.size(); ++k)
            b_.decl_var("__default_" + label + "___use_" + captured[k], capture_vals[k]);
        });
    in_method_ = saved_method;
    in_static_method_ = saved_static;
    in_class_body_ = saved_class_body;
    fn_names_.pop_back();
    return ref;
  }
  void function_definition(TSNode n) {
    std::string name(text(child(n, f_name)));
    Reg ref = define_function(name, child(n, f_parameters), child(n, f_body), false, false);
    assign_name(name, ref);
    Reg nm = b_.const_str(name);
    call("__php_register", {nm, ref});
  }
  Reg anonymous_function(TSNode n) {
    std::vector<std::pair<std::string, bool>> uses;
    for (TSNode k : named_children(n)) {
      if (sym(k) != s_use_clause) continue;
      for (TSNode u : named_children(k)) {
        if (sym(u) == s_by_ref) uses.emplace_back(var_name(first_named(u)), true);
        else if (sym(u) == s_variable_name) uses.emplace_back(var_name(u), false);
      }
    }
    // $this is a by-value capture (null outside a method), so that
    // Closure::bind / bindTo / call can pass another object in its place
    bool is_static = false;
    for (TSNode k : named_children(n))
      if (sym(k) == s_static_modifier) is_static = true;
    if (!is_static && text(child(n, f_body)).find("$this") != std::string_view::npos) uses.emplace_back("$this", false);
    return define_function("__lambda", child(n, f_parameters), child(n, f_body), false, false, uses);
  }
  Reg arrow_function(TSNode n) {
    // PHP binds an arrow function's free variables by value when it is
    // created: they become by-value captures.
    std::set<std::string> own;
    for (auto& p : parameters(child(n, f_parameters))) own.insert(p.name);
    std::vector<std::pair<std::string, bool>> uses;
    std::set<std::string> seen;
    auto note = [&](TSNode v) {
      std::string nm = var_name(v);
      if (!own.count(nm) && seen.insert(nm).second) uses.emplace_back(nm, false);  // $this too (Closure::bind)
    };
    TSNode body = child(n, f_body);
    if (!ts_node_is_null(body) && sym(body) != s_arrow_function && sym(body) != s_anonymous_function) {
      if (sym(body) == s_variable_name) note(body);
      walk_statements(
          body,
          // nested arrow functions and closures capture for themselves when
          // they are created (reading this scope, or lexically the ones
          // around it): not descending keeps deep nesting linear
          [&](TSNode k) { return sym(k) != s_arrow_function && sym(k) != s_anonymous_function; },
          [&](TSNode k) {
            if (sym(k) == s_variable_name) note(k);
            return false;
          });
    }
    return define_function("__lambda", child(n, f_parameters), body, false, false, uses, true);
  }

  // --- classes ------------------------------------------------------------------------------------------
  std::vector<std::string> class_parents(TSNode n) {
    std::vector<std::string> out, traits;
    TSNode body = child(n, f_body);
    if (!ts_node_is_null(body))
      for (TSNode d : named_children(body))
        if (sym(d) == s_use_declaration)
          for (TSNode t : named_children(d))
            if (sym(t) == s_name || sym(t) == s_qualified_name) traits.push_back(class_name_text(t));
    out = traits;  // trait methods come before the parent's
    for (TSNode c : named_children(n))
      if (sym(c) == s_base_clause || sym(c) == s_interface_clause)
        for (TSNode p : named_children(c))
          if (sym(p) == s_name || sym(p) == s_qualified_name) out.push_back(map_class(class_name_text(p)));
    return out;
  }
  void class_declaration(TSNode n) {
    std::string name(text(child(n, f_name)));
    auto parents = class_parents(n);
    std::string csv;
    for (auto& p : parents) csv += (csv.empty() ? "" : ",") + p;
    Reg ref = define_class(n, name, csv, child(n, f_body), sym(n) == s_enum_declaration);
    (void)ref;
  }
  Reg define_class(TSNode n, const std::string& name, const std::string& parents_csv, TSNode body, bool is_enum) {
    std::string saved_class = class_name_, saved_parent = parent_name_;
    class_name_ = name;
    parent_name_.clear();
    std::vector<std::string> real_parents;
    for (TSNode c : named_children(n))
      if (sym(c) == s_base_clause)
        for (TSNode p : named_children(c)) parent_name_ = map_class(class_name_text(p));
    bool saved_body = in_class_body_;
    std::vector<TSNode> members = ts_node_is_null(body) ? std::vector<TSNode>{} : named_children(body);
    std::vector<std::pair<std::string, std::string>> enum_cases;  // (name, value text)
    std::vector<TSNode> enum_case_nodes, const_nodes;
    bool saved_trait = in_trait_;
    in_trait_ = sym(n) == s_trait_declaration;
    bool readonly_class = false;
    for (TSNode c : named_children(n))
      if (sym(c) == s_readonly_modifier) readonly_class = true;
    const std::string qname = namespace_.empty() ? name : namespace_ + "\\" + name;
    Reg ref = emit_class(name, parents_csv, [&] {
      in_class_body_ = true;
      bool has_ctor = false;
      // `use T1, T2 { T1::m insteadof T2; m as [visibility] alias; }`: the chosen
      // trait's method is stored under the name (or alias) on this class;
      // the class's own methods, stored later, still win. Visibility is not kept.
      for (TSNode m : members) {
        if (sym(m) != s_use_declaration) continue;
        std::vector<Reg> traits;
        for (TSNode t : named_children(m))
          if (sym(t) == s_name || sym(t) == s_qualified_name) traits.push_back(b_.load_var(class_name_text(t)));
        for (TSNode lst : named_children(m)) {
          if (sym(lst) != s_use_list) continue;
          for (TSNode cl : named_children(lst)) {
            auto kids = named_children(cl);
            if (kids.empty()) continue;
            std::vector<Reg> from = traits;
            std::string method;
            if (sym(kids[0]) == s_class_constant_access) {
              auto parts = named_children(kids[0]);
              if (parts.size() != 2) continue;
              from = {b_.load_var(class_name_text(parts[0]))};
              method = std::string(text(parts[1]));
            } else {
              method = std::string(text(kids[0]));
            }
            std::string target = method;
            if (sym(cl) == s_use_as_clause) {
              // `as protected [name]`: the (aliased) method's visibility in this class
              for (TSNode k : kids)
                if (sym(k) == s_visibility_modifier) {
                  std::string v = lower_ascii(text(k));
                  std::string who = sym(kids.back()) == s_name ? std::string(text(kids.back())) : method;
                  if (v != "public") assign_name("__php_mv_" + who, b_.const_str(v));
                }
              if (kids.size() < 2 || sym(kids.back()) != s_name) continue;  // visibility change only
              target = std::string(text(kids.back()));
            }
            std::vector<Reg> args{b_.const_str(method)};
            args.insert(args.end(), from.begin(), from.end());
            assign_name(target, call("__php_trait_fn", args));
          }
        }
      }
      for (TSNode m : members) {
        if (sym(m) == s_property_declaration) {
          bool ro = readonly_class, st = false;
          for (TSNode k : named_children(m)) {
            if (sym(k) == s_readonly_modifier) ro = true;
            if (sym(k) == s_static_modifier) st = true;
          }
          if (ro && !st)
            for (TSNode e : named_children(m))
              if (sym(e) == s_property_element)
                assign_name("__php_ro_" + var_name(child(e, f_name)).substr(1), b_.const_str(qname));
        } else if (sym(m) == s_method_declaration && lower_lowercase_eq(text(child(m, f_name)), "__construct")) {
          for (TSNode p : named_children(child(m, f_parameters)))
            if (sym(p) == s_promotion_parameter && (readonly_class || !ts_node_is_null(child(p, f_readonly))))
              assign_name("__php_ro_" + var_name(child(p, f_name)).substr(1), b_.const_str(qname));
        }
      }
      std::vector<TSNode> props;      // instance property declarations
      std::vector<std::pair<std::string, std::string>> vis;  // property -> visibility
      for (TSNode m : members) {
        TSSymbol s = sym(m);
        if (s == s_method_declaration) {
          std::string mname(text(child(m, f_name)));
          bool is_static = false;
          for (TSNode k : named_children(m))
            if (sym(k) == s_static_modifier) is_static = true;
          bool ctor = lower_lowercase_eq(mname, "__construct");
          if (ctor) {
            has_ctor = true;
            mname = "__init__";
          }
          TSNode mbody = child(m, f_body);
          if (ts_node_is_null(mbody)) continue;  // abstract / interface
          Reg f = define_function(mname, child(m, f_parameters), mbody, true, is_static, {}, false, ctor);
          assign_name(mname, f);
          if (is_static) assign_name("__php_static_" + mname, b_.const_bool(true));
          for (TSNode k : named_children(m))
            if (sym(k) == s_visibility_modifier && lower_ascii(text(k)) != "public")
              assign_name("__php_mv_" + mname, b_.const_str(lower_ascii(text(k))));  // is_callable()
          if (ctor)
            for (auto& p : parameters(child(m, f_parameters)))
              if (p.promoted) vis.emplace_back(p.name.substr(1), "public");
        } else if (s == s_property_declaration) {
          bool is_static = false;
          std::string v = "public";
          for (TSNode k : named_children(m)) {
            if (sym(k) == s_static_modifier) is_static = true;
            if (sym(k) == s_visibility_modifier) v = lower_ascii(text(k));
          }
          if (is_static) {
            for (TSNode e : named_children(m)) {
              if (sym(e) != s_property_element) continue;
              TSNode dv = child(e, f_default_value);
              assign_name(var_name(child(e, f_name)), ts_node_is_null(dv) ? b_.const_none() : lower_expr(dv));
            }
          } else {
            props.push_back(m);
            for (TSNode e : named_children(m))
              if (sym(e) == s_property_element) vis.emplace_back(var_name(child(e, f_name)).substr(1), v);
          }
        } else if (s == s_const_declaration) {
          const_nodes.push_back(m);
        } else if (s == s_enum_case) {
          enum_case_nodes.push_back(m);
        }
      }
      // promoted constructor parameters' visibility
      for (TSNode m : members)
        if (sym(m) == s_method_declaration && lower_lowercase_eq(text(child(m, f_name)), "__construct")) {
          TSNode ps = child(m, f_parameters);
          for (TSNode p : named_children(ps))
            if (sym(p) == s_promotion_parameter) {
              TSNode vm = child(p, f_visibility), pnn = child(p, f_name);
              if (!ts_node_is_null(pnn) && sym(pnn) == s_by_ref) pnn = first_named(pnn);
              std::string pn = var_name(pnn).substr(1);
              for (auto& [k, val] : vis)
                if (k == pn && !ts_node_is_null(vm)) val = lower_ascii(text(vm));
            }
        }
      Reg visd = b_.new_object("dict");
      for (auto& [k, val] : vis) {
        Reg kr = b_.const_str(k), vr = b_.const_str(val);
        b_.emit(Opcode::StoreIndex, {Builder::reg(visd), Builder::reg(kr), Builder::reg(vr)});
      }
      assign_name("__php_vis", visd);
      // declared-property order for dumps: the parent's, this class's (promoted
      // parameters where the constructor is), then the traits'
      {
        Reg own = b_.new_object("dict");
        for (auto& [k, val] : vis) call("__php_push", {own, b_.const_str(k)});
        std::vector<Reg> la{parent_name_.empty() ? b_.const_none() : b_.load_var(parent_name_), own};
        for (TSNode m : members)
          if (sym(m) == s_use_declaration)
            for (TSNode t : named_children(m))
              if (sym(t) == s_name || sym(t) == s_qualified_name) la.push_back(b_.load_var(class_name_text(t)));
        assign_name("__php_layout", call("__php_layout", la));
        Reg uses = b_.new_object("dict");  // class_uses()
        for (TSNode m : members)
          if (sym(m) == s_use_declaration)
            for (TSNode t : named_children(m))
              if (sym(t) == s_name || sym(t) == s_qualified_name) {
                Reg tn = b_.const_str(class_name_text(t));
                b_.emit(Opcode::StoreIndex, {Builder::reg(uses), Builder::reg(tn), Builder::reg(tn)});
              }
        assign_name("__php_uses", uses);
        if (sym(n) == s_trait_declaration) assign_name("__php_trait", b_.const_bool(true));
        if (sym(n) == s_interface_declaration) assign_name("__php_interface", b_.const_bool(true));
      }
      // property defaults: set on every new instance (parents' first)
      Reg pf = emit_function("__php_props", {"param:$this"}, [&] {
        for (const auto& p : split_csv(parents_csv)) {
          Reg pc = b_.load_var(p);
          call("__php_parent_props", {pc, b_.load_var("$this")});
        }
        for (TSNode m : props)
          for (TSNode e : named_children(m)) {
            if (sym(e) != s_property_element) continue;
            TSNode dv = child(e, f_default_value);
            bool typed = !ts_node_is_null(child(m, f_type));
            if (ts_node_is_null(dv) && typed) continue;  // uninitialized typed property
            Reg v = ts_node_is_null(dv) ? b_.const_none() : lower_expr(dv);
            b_.emit(Opcode::StoreField, {Builder::reg(b_.load_var("$this")),
                                         b_.field(var_name(child(e, f_name)).substr(1)), Builder::reg(v)});
          }
      });
      assign_name("__php_props", pf);
      if (!has_ctor && sym(n) != s_trait_declaration && sym(n) != s_interface_declaration) {
        // a constructor that initialises the properties and passes the
        // arguments on to the parent's constructor
        Reg cf = emit_function("__init__", {"param:$this", "param:*__php_args", "param:**__php_kwargs"}, [&] {
          emit_if([&] { return call("__php_first_init", {b_.load_var("$this")}); },
                  [&] { b_.call_method(b_.load_var("$this"), "__php_props", {}); }, {});
          if (!parent_name_.empty()) {
            Reg sup = call("__super", {});
            Reg star = b_.const_str("*");
            Reg spread = call("__kwarg", {star, b_.load_var("__php_args")});
            Reg star2 = b_.const_str("**");  // named arguments pass through too
            Reg kw = call("__kwarg", {star2, b_.load_var("__php_kwargs")});
            Reg both[2] = {spread, kw};
            b_.call_method(sup, "__init__", std::span<const Reg>(both, 2));
          }
        });
        assign_name("__init__", cf);
      }
      if (is_enum) assign_name("__php_enum", b_.const_bool(true));
    });
    in_class_body_ = saved_body;
    if (name != "class@anonymous") {
      assign_name(name, ref);
      Reg nm = b_.const_str(name);
      Reg qn = b_.const_str(namespace_.empty() ? name : namespace_ + "\\" + name);
      call("__php_register", {nm, ref, qn});
    }
    if (is_enum) {
      for (TSNode c : enum_case_nodes) {
        TSNode cn = child(c, f_name), cv = child(c, f_value);
        Reg nm = b_.const_str(text(cn));
        Reg v = ts_node_is_null(cv) ? b_.const_none() : lower_expr(cv);
        call("__php_enum_case", {ref, nm, v});
      }
    }
    // constants after the class exists (they may refer to self::X or cases)
    for (TSNode m : const_nodes)
      for (TSNode k : named_children(m)) {
        if (sym(k) != s_const_element) continue;
        auto kk = named_children(k);
        if (kk.size() < 2) continue;
        Reg v = lower_expr(kk[1]);
        b_.emit(Opcode::StoreField, {Builder::reg(ref), b_.field(text(kk[0])), Builder::reg(v)});
      }
    class_name_ = saved_class;
    parent_name_ = saved_parent;
    in_trait_ = saved_trait;
    return ref;
  }
  static std::vector<std::string> split_csv(const std::string& csv) {
    std::vector<std::string> out;
    std::size_t a = 0;
    while (a < csv.size()) {
      std::size_t e = csv.find(',', a);
      if (e == std::string::npos) e = csv.size();
      if (e > a) out.push_back(csv.substr(a, e - a));
      a = e + 1;
    }
    return out;
  }
  static bool lower_lowercase_eq(std::string_view a, std::string_view b) { return lower_ascii(a) == b; }

  TSFieldId f_left, f_right, f_operator, f_condition, f_body, f_alternative, f_name, f_parameters, f_value, f_function,
      f_arguments, f_object, f_scope, f_type, f_default_value, f_reference_modifier, f_argument, f_initialize, f_update,
      f_return_expression, f_conditional_expressions, f_static_modifier, f_visibility, f_readonly;
  TSSymbol s_variable_name, s_name, s_subscript, s_member_access, s_scoped_property, s_list_literal, s_array_creation,
      s_array_element, s_pair, s_by_ref, s_string_content, s_escape_sequence, s_function_definition,
      s_class_declaration, s_interface_declaration, s_trait_declaration, s_enum_declaration, s_method_declaration,
      s_property_declaration, s_const_declaration, s_use_declaration, s_enum_case, s_simple_parameter,
      s_variadic_parameter, s_promotion_parameter, s_static_modifier, s_abstract_modifier, s_visibility_modifier,
      s_readonly_modifier, s_base_clause, s_interface_clause, s_compound, s_colon_block, s_else_if_clause,
      s_else_clause, s_catch_clause, s_finally_clause, s_case_statement, s_default_statement, s_argument,
      s_variadic_unpacking, s_relative_scope, s_qualified_name, s_anonymous_function, s_arrow_function, s_use_clause,
      s_return, s_yield, s_static_declaration, s_static_variable, s_global_declaration, s_assignment, s_augmented,
      s_update, s_unset, s_foreach, s_function_call, s_member_call, s_scoped_call, s_nullsafe_call, s_nullsafe_access,
      s_parenthesized, s_php_tag, s_text_interpolation, s_text, s_php_end_tag, s_expression_statement, s_sequence,
      s_match_default, s_namespace_definition, s_dynamic_variable, s_encapsed, s_string, s_integer, s_heredoc,
      s_reference_assignment, s_use_list, s_use_as_clause, s_object_creation, s_class_constant_access, s_type_list, s_named_type, s_anonymous_class,
      s_declaration_list, s_enum_declaration_list, s_property_element, s_const_element, s_reference_modifier, s_nowdoc;

  bool echo_next_ = false;
  std::vector<std::string> fn_names_;  ///< enclosing functions (__FUNCTION__, __METHOD__)
  std::set<int> closure_ref_positions_;  ///< by-reference parameter positions of the file's closures
  /// try statements with a finally block around the code being lowered:
  /// break/continue out of them run the block first (jump()).
  struct FinEntry {
    TSNode body;
    std::size_t try_depth;  ///< open try regions outside the try statement
    bool active;            ///< false while its own finally body is lowered
  };
  std::vector<FinEntry> fin_stack_;
  std::size_t fin_inlined_ = 0;  ///< finally bodies lowered again at jumps (bounded)
  bool in_class_body_ = false, in_method_ = false, in_static_method_ = false, has_magic_set_ = false, has_readonly_ = false, in_trait_ = false, has_magic_call_ = false, has_keyed_yield_ = false;
  std::string class_name_, parent_name_;
  std::vector<FnCtx> fn_ctx_;
  std::unordered_map<std::string, std::vector<int>> user_ref_params_;
  std::set<std::string> method_names_, prop_names_, conflicts_;
  std::set<std::string> top_mutated_;
  std::set<std::string> declared_classes_;
  std::map<std::string, std::string> top_aliases_;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> return_free_;  ///< byte ranges of trys without a return
  std::vector<bool> is_stmt_container_;
  std::string namespace_;  ///< variables changed in place anywhere in the file (top level)  ///< conflicts: names of both a property and a method
};

class PhpFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "php"; }
  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) override {
    return frontend::lower_with_repair<PhpLowerer>(tree_sitter_php(), "PHP", src, opts);
  }
};

}  // namespace

std::unique_ptr<Frontend> make_frontend() { return std::make_unique<PhpFrontend>(); }

}  // namespace reddragon::php
