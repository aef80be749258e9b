// typescript_lowerer.cpp - TypeScript -> RedDragon IR (tree-sitter-typescript).
//
// TypeScript is JavaScript plus types: everything that runs is lowered by
// the shared JavaScript lowerer (JsLowererBase); this file adds only
// TypeScript's own constructs:
//  * type annotations -> IR type annotations (number -> Float, string ->
//    String, boolean -> Bool, T[] / Array<T> -> Array[T], Map<K,V> ->
//    Map[K, V], class/interface names as is; unions/any/unknown omitted);
//  * type-only declarations (interface, type alias, declare ..., overload
//    signatures, abstract methods, index signatures) emit no run-time code;
//    an interface becomes an empty class annotated `:: Interface`;
//  * enums -> objects with forward (and, for numeric members, reverse)
//    mappings, as tsc emits them;
//  * `as`, `!`, `<T>x`, `satisfies`, `f<T>` pass their value through;
//  * namespaces -> an immediately run function returning an object of the
//    exported members (an exported let/var: a getter/setter over the body's
//    variable, so it stays live).
// Conventions: docs/ir-conventions.md; notes: docs/frontends/typescript.md.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "reddragon/frontend_js/js_lowerer.hpp"
#include "reddragon/frontend_js/js_modules.hpp"
#include "reddragon/frontend_support/ast_repair.hpp"

#include "accessor_modifiers.hpp"

extern "C" const TSLanguage* tree_sitter_typescript(void);

namespace reddragon::typescript {

using namespace reddragon::ir;
using frontend_js::JsLowererBase;

namespace {

class TypeScriptLowerer final : public JsLowererBase<TypeScriptLowerer> {
  using Base = JsLowererBase<TypeScriptLowerer>;

 public:
  TypeScriptLowerer(const SourceFile& src, const LowerOptions& opts, LowerOutput& out)
      : Base(tree_sitter_typescript(), "typescript", src, opts, out) {
    f_type = field("type");
    f_name = field("name");
    f_value = field("value");
    f_body = field("body");
    f_pattern = field("pattern");
    f_return_type = field("return_type");
    f_type_arguments = field("type_arguments");
    f_declaration = field("declaration");
    f_function = field("function");
    s_predefined_type = symbol("predefined_type");
    s_type_identifier = symbol("type_identifier");
    s_array_type = symbol("array_type");
    s_generic_type = symbol("generic_type");
    s_readonly_type = symbol("readonly_type");
    s_parenthesized_type = symbol("parenthesized_type");
    s_type_annotation = symbol("type_annotation");
    s_type_arguments = symbol("type_arguments");
    s_tuple_type = symbol("tuple_type");
    s_enum_assignment = symbol("enum_assignment");
    s_property_identifier = symbol("property_identifier");
    s_string = symbol("string");
    s_number = symbol("number");
    s_string_fragment = symbol("string_fragment");
    s_escape_sequence = symbol("escape_sequence");
    s_identifier = symbol("identifier");
    s_nested_identifier = symbol("nested_identifier");
    s_export_statement = symbol("export_statement");
    s_lexical_declaration = symbol("lexical_declaration");
    s_variable_declaration = symbol("variable_declaration");
    s_variable_declarator = symbol("variable_declarator");
    s_function_declaration = symbol("function_declaration");
    s_class_declaration = symbol("class_declaration");
    s_abstract_class_declaration = symbol("abstract_class_declaration");
    s_enum_declaration = symbol("enum_declaration");
    s_internal_module = symbol("internal_module");
    s_module = symbol("module");
    s_interface_declaration = symbol("interface_declaration");
    s_extends_type_clause = symbol("extends_type_clause");
    s_expression_statement = symbol("expression_statement");
    s_accessibility_modifier = symbol("accessibility_modifier");
    s_binary_expression = symbol("binary_expression");
    s_unary_expression = symbol("unary_expression");
    f_argument = field("argument");
    s_member_expression = symbol("member_expression");
    s_subscript_expression = symbol("subscript_expression");
    s_call_expression = symbol("call_expression");
    s_union_type = symbol("union_type");
    s_lookup_type = symbol("lookup_type");
    s_instantiation_expression = symbol("instantiation_expression");
    s_intersection_type = symbol("intersection_type");
    s_nested_type_identifier = symbol("nested_type_identifier");
    s_literal_type = symbol("literal_type");
    f_arguments = field("arguments");
    s_non_null_expression = symbol("non_null_expression");
    f_object = field("object");
    f_operator = field("operator");
    f_left = field("left");
    f_right = field("right");

    s_formal_parameters = symbol("formal_parameters");
    s_required_parameter = symbol("required_parameter");
    s_optional_parameter = symbol("optional_parameter");
    s_statement_block = symbol("statement_block");
    f_parameters = field("parameters");
    // Annotations and parameter properties: the JavaScript lowering runs
    // first (the base's handler), then the instructions it emitted are
    // annotated / completed here.
    wrap_stmt("lexical_declaration", base_lexical_, &TypeScriptLowerer::typed_declaration);
    wrap_stmt("variable_declaration", base_var_, &TypeScriptLowerer::typed_var_declaration);
    wrap_stmt("function_declaration", base_function_decl_, &TypeScriptLowerer::typed_function_decl);
    wrap_expr("function_expression", base_function_expr_, &TypeScriptLowerer::typed_function_expr);
    wrap_expr("arrow_function", base_arrow_, &TypeScriptLowerer::typed_arrow);
    wrap_stmt("method_definition", base_method_, &TypeScriptLowerer::typed_method);
    // `abstract class` runs like a class
    if (StmtFn cls = this->stmt_handler(symbol("class_declaration"))) on_stmt("abstract_class_declaration", cls);
    // standard (TS 5) decorators on classes and methods: applied once the class is bound
    wrap_stmt("class_declaration", base_class_, &TypeScriptLowerer::decorated_class);
    on_stmt("abstract_class_declaration", &TypeScriptLowerer::decorated_class);
    on_stmt("decorator", &TypeScriptLowerer::no_code);  // applied by decorated_class
    // `accessor x = v` (TS 5 auto-accessors): a hidden slot behind a getter/setter pair
    wrap_stmt("public_field_definition", base_field_, &TypeScriptLowerer::auto_accessor);
    // values that pass through type-level wrappers
    on_expr("as_expression", &TypeScriptLowerer::passthrough);
    on_expr("satisfies_expression", &TypeScriptLowerer::passthrough);
    on_expr("non_null_expression", &TypeScriptLowerer::non_null);
    wrap_expr("binary_expression", base_binary_, &TypeScriptLowerer::ts_binary);
    wrap_expr("member_expression", base_member_, &TypeScriptLowerer::ts_member);
    wrap_expr("call_expression", base_call_, &TypeScriptLowerer::ts_call);
    wrap_expr("subscript_expression", base_subscript_, &TypeScriptLowerer::ts_subscript);
    on_expr("type_assertion", &TypeScriptLowerer::passthrough);
    on_expr("instantiation_expression", &TypeScriptLowerer::instantiation);
    wrap_expr("identifier", base_identifier_, &TypeScriptLowerer::enum_member_ref);
    // declarations without run-time code
    on_stmt("type_alias_declaration", &TypeScriptLowerer::no_code);
    on_stmt("ambient_declaration", &TypeScriptLowerer::no_code);
    on_stmt("function_signature", &TypeScriptLowerer::no_code);
    on_stmt("abstract_method_signature", &TypeScriptLowerer::no_code);
    on_stmt("index_signature", &TypeScriptLowerer::no_code);
    on_stmt("method_signature", &TypeScriptLowerer::no_code);
    on_stmt("import_alias", &TypeScriptLowerer::import_alias);
    on_stmt("interface_declaration", &TypeScriptLowerer::interface_declaration);
    on_stmt("enum_declaration", &TypeScriptLowerer::enum_declaration);
    // `namespace N {}` is an expression in the grammar (expression_statement)
    on_expr("internal_module", &TypeScriptLowerer::namespace_expr);
    on_stmt("internal_module", &TypeScriptLowerer::namespace_declaration);
    on_stmt("module", &TypeScriptLowerer::namespace_declaration);
  }

  // --- types -------------------------------------------------------------------
  /// The IR type text of a type_annotation or a type node; empty when the
  /// type has no IR counterpart (unions, any, unknown, literal types, ...).
  std::string type_text(TSNode t) {
    if (ts_node_is_null(t)) return {};
    if (too_deep_here()) return {};
    DepthGuard g(depth_);
    TSSymbol s = sym(t);
    if (s == s_type_annotation || s == s_parenthesized_type || s == s_readonly_type) {
      auto kids = named_children(t);
      return kids.empty() ? std::string{} : type_text(kids.back());
    }
    if (s == s_predefined_type) {
      std::string_view v = text(t);
      if (v == "number") return "Float";
      if (v == "string") return "String";
      if (v == "boolean") return "Bool";
      if (v == "bigint") return "Int";
      if (v == "null" || v == "undefined") return "Null";
      return {};  // any, unknown, void, never, object, symbol
    }
    if (s == s_type_identifier) {
      std::string_view v = text(t);
      if (type_params_.count(std::string(v))) return {};  // generic parameter: erased
      if (auto it = aliases_.find(std::string(v)); it != aliases_.end()) return it->second;
      if (v == "Object" || v == "Function" || v == "Date" || v == "RegExp" || v == "Promise") return {};
      return std::string(v);
    }
    if (s == s_array_type) {
      auto kids = named_children(t);
      std::string e = kids.empty() ? std::string{} : type_text(kids[0]);
      return e.empty() ? "Array" : "Array[" + e + "]";
    }
    if (s == s_tuple_type) return "Tuple";
    if (s == s_generic_type) {
      std::string_view name = text(child(t, f_name));
      std::vector<std::string> args;
      TSNode ta = child(t, f_type_arguments);
      if (!ts_node_is_null(ta))
        for (TSNode k : named_children(ta)) args.push_back(type_text(k));
      auto one = [&](const char* ctor) -> std::string {
        if (args.size() != 1 || args[0].empty()) return ctor;
        return std::string(ctor) + "[" + args[0] + "]";
      };
      if (name == "Array" || name == "ReadonlyArray") return one("Array");
      if (name == "Set" || name == "ReadonlySet") return one("Set");
      if (name == "Map" || name == "ReadonlyMap" || name == "Record") {
        if (args.size() != 2 || args[0].empty() || args[1].empty()) return "Map";
        return "Map[" + args[0] + ", " + args[1] + "]";
      }
      if (name == "Promise" || name == "Partial" || name == "Readonly" || name == "Required" || name == "Pick" ||
          name == "Omit")
        return {};
      if (type_params_.count(std::string(name))) return {};
      return std::string(name);  // a user generic class: its erased name
    }
    return {};
  }

  /// Before lowering: type parameter names (erased) and type aliases whose
  /// value maps to an IR type. One statement-level walk, no expression descent.
  void prescan_types(TSNode root) {
    const TSSymbol s_type_parameter = symbol("type_parameter");
    const TSSymbol s_type_alias = symbol("type_alias_declaration");
    std::vector<TSNode> aliases;
    // type parameters can sit anywhere (functions, classes, methods, arrows)
    TSTreeCursor c = ts_tree_cursor_new(root);
    std::uint32_t depth = 0;
    if (ts_tree_cursor_goto_first_child(&c)) {
      depth = 1;
      while (true) {
        TSNode n = ts_tree_cursor_current_node(&c);
        TSSymbol k = sym(n);
        if (k == s_type_parameter) {
          TSNode nm = child(n, f_name);
          if (!ts_node_is_null(nm)) type_params_.insert(std::string(text(nm)));
        } else if (k == s_type_alias) {
          aliases.push_back(n);
        }
        if (depth < 200 && ts_tree_cursor_goto_first_child(&c)) {
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
    for (TSNode a : aliases) {
      std::string name(text(child(a, f_name)));
      aliases_[name] = {};  // a self-reference resolves to nothing
      aliases_[name] = type_text(child(a, f_value));
    }
  }

  // --- annotations on what the JavaScript lowering emitted ---------------------
  void wrap_stmt(const char* kind, StmtFn& saved, StmtFn fn) {
    saved = this->stmt_handler(symbol(kind));
    on_stmt(kind, fn);
  }
  void wrap_expr(const char* kind, ExprFn& saved, ExprFn fn) {
    saved = this->expr_handler(symbol(kind));
    on_expr(kind, fn);
  }
  std::size_t mark() const { return out_.module.instructions.size(); }
  std::string_view var_of(const Instruction& in) const {
    auto ops = out_.module.operands_of(in);
    if (ops.empty() || ops[0].kind != OperandKind::Var) return {};
    return out_.module.str(ops[0].sym());
  }
  std::string_view label_of(const Instruction& in) const {
    auto ops = out_.module.operands_of(in);
    if (ops.empty() || ops[0].kind != OperandKind::Label) return {};
    return out_.module.str(ops[0].sym());
  }
  std::string_view string_literal_of(const Instruction& in) const {
    auto ops = out_.module.operands_of(in);
    if (ops.empty() || ops[0].kind != OperandKind::Literal || ops[0].value >= out_.module.literals.size()) return {};
    const Literal& l = out_.module.literals[ops[0].value];
    if (l.kind != LiteralKind::String) return {};
    return out_.module.str(l.text);
  }
  void set_type(std::size_t idx, const std::string& t) {
    if (!t.empty() && idx < out_.module.instructions.size()) out_.module.instructions[idx].type = b_.sym(t);
  }
  /// The first DECL_VAR (else STORE_VAR) of `name` in [from, end).
  void annotate_var(std::size_t from, std::string_view name, const std::string& t) {
    if (t.empty()) return;
    auto& ins = out_.module.instructions;
    for (std::size_t i = from; i < ins.size(); ++i)
      if ((ins[i].op == Opcode::DeclVar || ins[i].op == Opcode::StoreVar) && var_of(ins[i]) == name) {
        set_type(i, t);
        return;
      }
  }
  void annotate_declarators(TSNode n, std::size_t from) {
    for (TSNode d : named_children(n)) {
      if (sym(d) != s_variable_declarator) continue;
      TSNode nm = child(d, f_name), ty = child(d, f_type);
      if (ts_node_is_null(nm) || ts_node_is_null(ty) || sym(nm) != s_identifier) continue;
      annotate_var(from, text(nm), type_text(ty));
    }
  }
  void typed_declaration(TSNode n) {
    std::size_t from = mark();
    if (base_lexical_) (this->*base_lexical_)(n); else unsupported(n);
    annotate_declarators(n, from);
  }
  void typed_var_declaration(TSNode n) {
    std::size_t from = mark();
    if (base_var_) (this->*base_var_)(n); else unsupported(n);
    annotate_declarators(n, from);
  }
  /// The parameters of a function node: (name, type, is parameter property).
  struct TsParam {
    std::string_view name;
    std::string type;
    bool property = false;
  };
  std::vector<TsParam> ts_params(TSNode fn) {
    std::vector<TsParam> out;
    TSNode ps = child(fn, f_parameters);
    if (ts_node_is_null(ps)) return out;
    for (TSNode p : named_children(ps)) {
      TSSymbol s = sym(p);
      if (s != s_required_parameter && s != s_optional_parameter) continue;
      TSNode pat = child(p, f_pattern);
      if (ts_node_is_null(pat) || sym(pat) != s_identifier) continue;
      TsParam q;
      q.name = text(pat);
      TSNode ty = child(p, f_type);
      if (!ts_node_is_null(ty)) q.type = type_text(ty);
      if (s == s_optional_parameter && !q.type.empty()) q.type.clear();  // T | undefined
      for (TSNode k : named_children(p))
        if (sym(k) == s_accessibility_modifier) q.property = true;
      // `readonly x` is an anonymous keyword child
      std::uint32_t nk = ts_node_child_count(p);
      for (std::uint32_t i = 0; i < nk; ++i) {
        TSNode k = ts_node_child(p, i);
        if (!ts_node_is_named(k) && std::strcmp(ts_node_type(k), "readonly") == 0) q.property = true;
      }
      out.push_back(std::move(q));
    }
    return out;
  }
  /// After the base lowered function node `fn` starting at instruction
  /// `from`: return type on the entry label, parameter types on the
  /// `symbolic "param:x"` + `decl_var x` pairs; for a constructor,
  /// `this.x = x` for each parameter property at the start of the body.
  void annotate_function(TSNode fn, std::size_t from, bool is_constructor) {
    auto& ins = out_.module.instructions;
    std::size_t entry = ins.size();
    for (std::size_t i = from; i < ins.size(); ++i)
      if (ins[i].op == Opcode::Label && label_of(ins[i]).substr(0, 5) == "func_") {
        entry = i;
        break;
      }
    if (entry == ins.size()) return;
    TSNode rt = child(fn, f_return_type);
    if (!ts_node_is_null(rt)) set_type(entry, type_text(rt));
    auto params = ts_params(fn);
    for (const auto& p : params) {
      if (p.type.empty()) continue;
      std::string hint = "param:" + std::string(p.name);
      for (std::size_t i = entry + 1; i < ins.size(); ++i) {
        if (ins[i].op == Opcode::Symbolic && string_literal_of(ins[i]) == hint) {
          set_type(i, p.type);
          for (std::size_t j = i + 1; j < ins.size() && j < i + 4; ++j)
            if (ins[j].op == Opcode::DeclVar && var_of(ins[j]) == p.name) {
              set_type(j, p.type);
              break;
            }
          break;
        }
      }
    }
    if (is_constructor) add_parameter_properties(fn, entry, params);
  }
  /// Inserts `this.x = x` for each parameter property right before the
  /// first instruction of the constructor's body (after the parameter
  /// prologue and any default-value code, as tsc emits it).
  void add_parameter_properties(TSNode fn, std::size_t entry, const std::vector<TsParam>& params) {
    bool any = false;
    for (const auto& p : params) any = any || p.property;
    // a decorated class's method initializers run first (tsc: __runInitializers(this, _instanceExtraInitializers))
    const bool extras = !cls_inst_extras_.empty() && ts_node_parent(fn).id == cls_body_id_;
    if (!any && !extras) return;
    TSNode body = child(fn, f_body);
    if (ts_node_is_null(body)) return;
    TSPoint bs = ts_node_start_point(body);
    const std::uint32_t bline = bs.row + 1, bcol = bs.column;
    auto& ins = out_.module.instructions;
    // the body's first instruction: span at or after the body's start (the
    // function's end label comes later, so the scan stops there at worst)
    std::size_t at = entry + 1;
    while (at < ins.size()) {
      const auto& sp = ins[at].span;
      if (ins[at].op != Opcode::Label &&
          (sp.start_line > bline || (sp.start_line == bline && sp.start_col >= bcol)))
        break;
      if (ins[at].op == Opcode::Label && label_of(ins[at]).substr(0, 4) == "end_") break;
      // an empty body: the implicit `const None; return` before the end label
      if (at + 2 < ins.size() && ins[at + 1].op == Opcode::Return && ins[at + 2].op == Opcode::Label &&
          label_of(ins[at + 2]).substr(0, 4) == "end_")
        break;
      ++at;
    }
    // in a derived class they follow super(...) (`this` exists only then)
    for (TSNode st : named_children(body)) {
      if (sym(st) != s_expression_statement || ts_node_named_child_count(st) == 0) continue;
      TSNode call = ts_node_named_child(st, 0);
      if (std::strcmp(ts_node_type(call), "call_expression") != 0) continue;
      TSNode callee = child(call, f_function);
      if (ts_node_is_null(callee) || std::strcmp(ts_node_type(callee), "super") != 0) continue;
      const TSPoint b = ts_node_start_point(st), e = ts_node_end_point(st);
      for (std::size_t i = entry + 1; i < ins.size(); ++i) {
        if (ins[i].op == Opcode::Label && label_of(ins[i]).substr(0, 4) == "end_") break;
        const std::uint32_t l = ins[i].span.start_line, c = ins[i].span.start_col;
        const bool after = l > b.row + 1 || (l == b.row + 1 && c >= b.column);
        const bool before = l < e.row + 1 || (l == e.row + 1 && c < e.column);
        if (ins[i].op != Opcode::Label && after && before) at = std::max(at, i + 1);
      }
      break;
    }
    // tsc assigns parameter properties before the class's field initialisers
    // (which run at the constructor's start, or right after super(...)):
    // move the insertion point to the first instruction of a field's code
    std::vector<std::pair<TSPoint, TSPoint>> fields;
    TSNode cls_body = ts_node_parent(fn);
    if (!ts_node_is_null(cls_body))
      for (TSNode m : named_children(cls_body))
        if (m.id != fn.id && std::string_view(ts_node_type(m)).find("field_definition") != std::string_view::npos)
          fields.emplace_back(ts_node_start_point(m), ts_node_end_point(m));
    auto in_field = [&](const ir::Instruction& x) {
      for (auto& [b, e] : fields) {
        std::uint32_t l = x.span.start_line, c = x.span.start_col;
        bool after = l > b.row + 1 || (l == b.row + 1 && c >= b.column);
        bool before = l < e.row + 1 || (l == e.row + 1 && c < e.column);
        if (after && before) return true;
      }
      return false;
    };
    if (!fields.empty())
      for (std::size_t i = entry + 1; i < ins.size(); ++i) {
        if (ins[i].op == Opcode::Label && label_of(ins[i]).substr(0, 4) == "end_") break;
        if (ins[i].op != Opcode::Label && in_field(ins[i])) {
          at = i;
          break;
        }
      }
    std::size_t first_new = ins.size();
    {
      ir::SpanScope sc(b_, span(body));
      if (extras) run_initializers(cls_inst_extras_, "this");
      for (const auto& p : params) {
        if (!p.property) continue;
        Reg self = b_.load_var("this");
        Reg v = b_.load_var(p.name);
        b_.store_field(self, p.name, v);
      }
    }
    std::rotate(ins.begin() + static_cast<std::ptrdiff_t>(at), ins.begin() + static_cast<std::ptrdiff_t>(first_new),
                ins.end());
  }
  void typed_function_decl(TSNode n) {
    std::size_t from = mark();
    if (base_function_decl_) (this->*base_function_decl_)(n); else unsupported(n);
    annotate_function(n, from, false);
  }
  Reg typed_function_expr(TSNode n) {
    std::size_t from = mark();
    bool saved = std::exchange(in_nested_function_, true);
    Reg r = base_function_expr_ ? (this->*base_function_expr_)(n) : unsupported(n);
    in_nested_function_ = saved;
    annotate_function(n, from, false);
    return r;
  }
  Reg typed_arrow(TSNode n) {
    std::size_t from = mark();
    bool saved = std::exchange(in_nested_function_, true);
    Reg r = base_arrow_ ? (this->*base_arrow_)(n) : unsupported(n);
    in_nested_function_ = saved;
    annotate_function(n, from, false);
    return r;
  }
  void typed_method(TSNode n) {
    std::size_t from = mark();
    if (base_method_) (this->*base_method_)(n); else unsupported(n);
    annotate_function(n, from, text(child(n, f_name)) == "constructor");
  }

  // --- expressions ----------------------------------------------------------------
  /// `x as T`, `x satisfies T`, `x!`, `<T>x`: the value itself.
  Reg passthrough(TSNode n) {
    for (TSNode k : named_children(n))
      if (ts_node_is_named(k) && !is_type_node(k)) return lower_expr(k);
    return b_.const_none();
  }
  /// tsc --target es2020 (useDefineForClassFields off) emits no code for a
  /// field without an initialiser (`x: T;`, `x!: T;`, `static n: T;`) nor for
  /// a `declare` field; #private fields always exist.
  bool field_emitted(TSNode f) {
    if (has_token(f, "declare")) return false;
    if (has_token(f, "accessor")) return !is_static_accessor(f);  // its slot always exists
    for (TSNode k : named_children(f))
      if (is_decorator(k)) return true;  // its initializers run even without a value
    TSNode key = field_key(f);
    if (!ts_node_is_null(key) && std::strcmp(ts_node_type(key), "private_property_identifier") == 0) return true;
    return !ts_node_is_null(child(f, f_value));
  }

  // --- auto-accessors --------------------------------------------------------------
  // `accessor x = v` as tsc --target es2020 emits it: the value lives in a
  // private slot (here the hidden field "#accessor x", which no key listing
  // or printing shows), initialised in field order, behind `get x()` /
  // `set x(value)` on the class. Static ones come marked from
  // accessor_modifiers_blanked (the grammar rejects `static accessor`).
  TSNode accessor_token(TSNode f) {
    const std::uint32_t c = ts_node_child_count(f);
    for (std::uint32_t i = 0; i < c; ++i) {
      TSNode k = ts_node_child(f, i);
      if (!ts_node_is_named(k) && text(k) == "accessor") return k;
    }
    return TSNode{};
  }
  bool is_static_accessor(TSNode f) {
    TSNode k = accessor_token(f);
    if (ts_node_is_null(k)) return false;
    std::size_t at = ts_node_start_byte(k);
    while (at > 0 && std::isspace(static_cast<unsigned char>(src_[at - 1]))) --at;
    const std::string_view mark = kStaticAccessorMark.substr(0, kStaticAccessorMark.size() - 1);
    return at >= mark.size() && src_.substr(at - mark.size(), mark.size()) == mark;
  }
  std::string field_slot(TSNode f) {
    std::string name = property_name(field_key(f));
    return has_token(f, "accessor") ? "#accessor " + name : name;
  }
  /// Writes to an auto-accessor's name go through its setter (as to `set x()`).
  void scan_auto_accessors(TSNode root) {
    walk_statements(root, [](TSNode) { return true; }, [&](TSNode n) {
      if (sym(n) == s_public_field_definition && !ts_node_is_null(accessor_token(n)))
        this->setters_.push_back(property_name(field_key(n)));
      return false;
    });
  }
  void auto_accessor(TSNode n) {
    if (ts_node_is_null(accessor_token(n))) {
      (this->*base_field_)(n);
      return;
    }
    const std::string name = property_name(field_key(n)), slot = field_slot(n);
    const bool is_static = is_static_accessor(n);
    if (is_static) {  // the slot is a static field: now, or once the class exists if its value reads it
      TSNode v = child(n, f_value);
      if (!ts_node_is_null(v) && mentions_class(v)) this->static_blocks_.push_back(n);
      else b_.decl_var(slot, ts_node_is_null(v) ? b_.const_none() : lower_expr(v));
    }
    // a static accessor reads the class by name (as a static method's `this`)
    const std::string owner = is_static ? this->class_name_ : std::string("this");
    std::vector<std::string> get_params, set_params{"param:value"};
    if (!is_static) {
      get_params.insert(get_params.begin(), "param:this");
      set_params.insert(set_params.begin(), "param:this");
    }
    Reg g = emit_function("__get_" + name, get_params, [&] { emit_return(b_.load_field(b_.load_var(owner), slot)); });
    b_.decl_var("__get_" + name, g);
    Reg s = emit_function("__set_" + name, set_params,
                          [&] { b_.store_field(b_.load_var(owner), slot, b_.load_var("value")); });
    b_.decl_var("__set_" + name, s);
  }

  // --- decorators ------------------------------------------------------------------
  // TS 5 standard decorators as tsc --target es2020 runs them (__esDecorate):
  // once the class is bound, every decorator expression is evaluated in
  // source order (the class's first); then members are decorated, each from
  // the innermost decorator out, in tsc's order: static methods/getters/
  // setters/accessors, instance ones, static fields, instance fields; then
  // the class: `C = dec(C, ctx) ?? C`. A method, getter or setter becomes
  // what the decorator returns; a field decorator's result is an initializer
  // that maps the field's initial value at construction (`this.x =
  // init(value)`, the outermost decorator's first); an accessor decorator
  // returns {get, set, init}. `context.addInitializer(f)` queues f: method
  // ones run on each new instance before its fields (static ones once the
  // members are decorated), a field's after that field is set, the class's
  // at the end. `context.metadata` is undefined (node has no Symbol.metadata).
  struct DecoratedMember {
    TSNode node;
    std::string kind;  // method, getter, setter, field, accessor
    std::string name;  // as the class stores it (a getter/setter: its __get_/__set_ slot)
    std::string key;   // the property name context.name reports
    bool is_static = false, is_private = false;
    std::vector<TSNode> decs;
    std::vector<Reg> regs;      // the decorator values, evaluated in source order
    std::string inits, extras;  // field/accessor: initializer slot prefix; addInitializer list
  };
  struct FieldDecoration {
    std::vector<std::string> inits;  // one slot per decorator, outermost first
    std::string extras;
  };
  static TSNode decorator_expr(TSNode d) {
    const std::uint32_t c = ts_node_named_child_count(d);
    return c ? ts_node_named_child(d, c - 1) : TSNode{};
  }
  static bool is_decorator(TSNode k) { return std::strcmp(ts_node_type(k), "decorator") == 0; }
  std::string fresh(std::string_view stem) { return std::string(stem) + std::to_string(b_.new_label_id()); }
  void decl_list(const std::string& var) { b_.decl_var(var, b_.new_array("list", b_.const_int(0))); }
  /// `list.forEach(f => f.call(recv))`
  void run_initializers(const std::string& list, std::string_view recv) {
    const std::string r(recv);
    Reg fn = emit_function("__run_initializer", {"param:f"}, [&] {
      Reg self = b_.load_var(r);
      b_.call_method(b_.load_var("f"), "call", std::span<const Reg>(&self, 1));
    });
    b_.call_method(b_.load_var(list), "forEach", std::span<const Reg>(&fn, 1));
  }
  /// A forwarding member that calls the function held in `held` with its receiver.
  Reg forwarder(std::string_view name, const std::string& held, bool is_static, const std::string& cls) {
    std::vector<std::string> params;
    if (!is_static) params.push_back("param:this");
    params.push_back("param:*args");
    return emit_function(name, params, [&] {
      Reg recv = b_.load_var(is_static ? std::string_view(cls) : std::string_view("this"));
      Reg kv[2] = {b_.const_str("*"), b_.load_var("args")};
      Reg call_args[2] = {recv, b_.call_function("__kwarg", kv)};
      emit_return(b_.call_method(b_.load_var(held), "call", call_args));
    });
  }
  std::vector<DecoratedMember> decorated_members(TSNode body) {
    std::vector<DecoratedMember> out;
    std::vector<TSNode> pending;
    if (ts_node_is_null(body)) return out;
    for (TSNode m : named_children(body)) {
      if (is_decorator(m)) {
        pending.push_back(m);
        continue;
      }
      std::vector<TSNode> decs = std::move(pending);
      pending.clear();
      for (TSNode k : named_children(m))
        if (is_decorator(k)) decs.push_back(k);
      if (decs.empty()) continue;
      DecoratedMember dm{m, {}, {}, {}, has_token(m, "static"), false, std::move(decs), {}, {}, {}};
      const bool method = sym(m) == s_method_definition, field = sym(m) == s_public_field_definition;
      TSNode key = method ? child(m, f_name) : field ? field_key(m) : TSNode{};
      const char* kt = ts_node_is_null(key) ? "" : ts_node_type(key);
      dm.is_private = std::strcmp(kt, "private_property_identifier") == 0;
      if (field) dm.is_static = has_token(m, "static") || is_static_accessor(m);
      if ((!method && !field) || (std::strcmp(kt, "property_identifier") != 0 && !dm.is_private) ||
          (method && text(key) == "constructor")) {
        for (TSNode d : dm.decs) unsupported(d);  // computed names
        continue;
      }
      dm.key = std::string(text(key));
      dm.name = dm.key;
      if (method) {
        dm.kind = has_token(m, "get") ? "getter" : has_token(m, "set") ? "setter" : "method";
        if (dm.kind != "method") dm.name = (dm.kind == "getter" ? "__get_" : "__set_") + dm.key;
      } else {
        dm.kind = has_token(m, "accessor") ? "accessor" : "field";
      }
      out.push_back(std::move(dm));
    }
    for (TSNode d : pending) unsupported(d);  // a decorator on nothing it can apply to
    return out;
  }
  void decorated_class(TSNode n) {
    std::vector<TSNode> class_decs;
    for (TSNode k : named_children(n))
      if (is_decorator(k)) class_decs.push_back(k);
    TSNode body = child(n, f_body), nm = child(n, f_name);
    std::vector<DecoratedMember> members = decorated_members(body);
    if ((class_decs.empty() && members.empty()) || ts_node_is_null(nm)) {
      for (const auto& dm : members)
        for (TSNode d : dm.decs) unsupported(d);
      for (TSNode d : class_decs) unsupported(d);
      (this->*base_class_)(n);
      return;
    }
    const std::string name(text(nm));
    // lists the constructor and the field initialisers read, declared before the class
    const std::string inst_extras = fresh("__instance_initializers_"), static_extras = fresh("__static_initializers_"),
                      class_extras = fresh("__class_initializers_");
    decl_list(inst_extras);
    decl_list(static_extras);
    decl_list(class_extras);
    for (auto& dm : members) {
      if (dm.kind != "field" && dm.kind != "accessor") continue;
      dm.inits = fresh("__field_init_");
      dm.extras = fresh("__field_initializers_");
      decl_list(dm.extras);
      FieldDecoration fd{{}, dm.extras};
      for (std::size_t i = 0; i < dm.decs.size(); ++i) {
        fd.inits.push_back(dm.inits + "_" + std::to_string(i));
        b_.decl_var(fd.inits.back(), b_.const_none());
      }
      field_decorations_[dm.node.id] = std::move(fd);
    }
    bool has_ctor = false;
    for (TSNode m : named_children(body))
      if (sym(m) == s_method_definition && text(child(m, f_name)) == "constructor") has_ctor = true;
    auto saved = std::make_tuple(cls_body_id_, cls_inst_extras_, cls_has_ctor_, cls_extras_run_);
    cls_body_id_ = body.id;
    cls_inst_extras_ = inst_extras;
    cls_has_ctor_ = has_ctor;
    cls_extras_run_ = false;
    (this->*base_class_)(n);
    std::tie(cls_body_id_, cls_inst_extras_, cls_has_ctor_, cls_extras_run_) = saved;
    std::vector<Reg> cls_decs;
    for (TSNode d : class_decs) cls_decs.push_back(lower_expr(decorator_expr(d)));
    for (auto& dm : members)
      for (TSNode d : dm.decs) {
        SpanScope sc(b_, span(d));
        dm.regs.push_back(lower_expr(decorator_expr(d)));
      }
    auto is_field = [](const DecoratedMember& dm) { return dm.kind == "field"; };
    for (int pass = 0; pass < 4; ++pass)
      for (DecoratedMember& dm : members) {
        if (is_field(dm) != (pass >= 2) || dm.is_static != (pass % 2 == 0)) continue;
        SpanScope sc(b_, span(dm.node));
        decorate_member(dm, name, dm.is_static ? static_extras : inst_extras);
      }
    if (!cls_decs.empty()) {
      Reg v = apply_decorators(cls_decs, b_.load_var(name), "class", name, false, false, class_extras);
      b_.store_var(name, v);
    }
    run_initializers(static_extras, name);
    // decorated static fields: their value passes through the initializers now
    for (const DecoratedMember& dm : members) {
      if (!is_field(dm) || !dm.is_static) continue;
      Reg cls = b_.load_var(name);
      b_.store_field(cls, dm.name, field_initialized(field_decorations_[dm.node.id], b_.load_field(cls, dm.name), name));
      run_initializers(dm.extras, name);
    }
    run_initializers(class_extras, name);
  }
  void decorate_member(DecoratedMember& dm, const std::string& cls_name, const std::string& extras) {
    Reg cls = b_.load_var(cls_name);
    Reg target = dm.is_static ? cls : b_.load_field(cls, "prototype");
    if (dm.kind == "field") {  // each decorator's result is an initializer (undefined: none)
      const FieldDecoration& fd = field_decorations_[dm.node.id];
      for (std::size_t i = dm.regs.size(); i-- > 0;) {
        Reg args[2] = {b_.const_none(), decorator_context(dm, dm.extras)};
        b_.store_var(fd.inits[i], b_.call_unknown(dm.regs[i], args));
      }
      return;
    }
    if (dm.kind == "accessor") {  // {get, set} in, {get, set, init} out
      const FieldDecoration& fd = field_decorations_[dm.node.id];
      const std::string get = fresh("__accessor_get_"), set = fresh("__accessor_set_");
      b_.decl_var(get, b_.load_field(target, "__get_" + dm.key));
      b_.decl_var(set, b_.load_field(target, "__set_" + dm.key));
      for (std::size_t i = dm.regs.size(); i-- > 0;) {
        Reg pair = b_.new_object("dict");
        b_.store_index(pair, b_.const_str("get"), b_.load_var(get));
        b_.store_index(pair, b_.const_str("set"), b_.load_var(set));
        Reg args[2] = {pair, decorator_context(dm, dm.extras)};
        const std::string res = fresh("__accessor_result_");
        b_.decl_var(res, b_.call_unknown(dm.regs[i], args));
        emit_if([&] { return b_.unop(Operator::Not, is_nullish(b_.load_var(res), true)); },
                [&] {
                  for (auto [slot, var] : {std::pair<const char*, const std::string*>{"get", &get}, {"set", &set}}) {
                    const std::string part = res + "_" + slot;
                    b_.decl_var(part, b_.load_field(b_.load_var(res), slot));
                    const std::string v = *var;
                    emit_if([&] { return b_.unop(Operator::Not, is_nullish(b_.load_var(part), true)); },
                            [&] { b_.store_var(v, b_.load_var(part)); }, {});
                  }
                  b_.store_var(fd.inits[i], b_.load_field(b_.load_var(res), "init"));
                },
                {});
      }
      b_.store_field(target, "__get_" + dm.key, forwarder("__get_" + dm.key, get, dm.is_static, cls_name));
      b_.store_field(target, "__set_" + dm.key, forwarder("__set_" + dm.key, set, dm.is_static, cls_name));
      return;
    }
    // method, getter, setter: replaced by what the decorators return; the
    // class gets a member forwarding to it with its receiver (a `function`
    // stored as a class member would not be bound to the instance)
    Reg v = apply_decorators(dm.regs, b_.load_field(target, dm.name), dm.kind, dm.key, dm.is_static, dm.is_private,
                             extras);
    const std::string held = fresh("__decorated_");
    b_.decl_var(held, v);
    b_.store_field(target, dm.name, forwarder(dm.name, held, dm.is_static, cls_name));
  }
  /// {kind, name, static, private, addInitializer, metadata} (a class: {kind, name, addInitializer, metadata}).
  Reg decorator_context(std::string_view kind, std::string_view name, bool is_static, bool is_private,
                        const std::string& extras) {
    Reg ctx = b_.new_object("dict");
    b_.store_index(ctx, b_.const_str("kind"), b_.const_str(kind));
    b_.store_index(ctx, b_.const_str("name"), b_.const_str(name));
    if (kind != "class") {
      b_.store_index(ctx, b_.const_str("static"), b_.const_bool(is_static));
      b_.store_index(ctx, b_.const_str("private"), b_.const_bool(is_private));
    }
    Reg add = emit_function("addInitializer", {"param:f"}, [&] {
      Reg f = b_.load_var("f");
      b_.call_method(b_.load_var(extras), "push", std::span<const Reg>(&f, 1));
    });
    b_.store_index(ctx, b_.const_str("addInitializer"), add);
    b_.store_index(ctx, b_.const_str("metadata"), b_.const_none());
    return ctx;
  }
  Reg decorator_context(const DecoratedMember& dm, const std::string& extras) {
    return decorator_context(dm.kind, dm.key, dm.is_static, dm.is_private, extras);
  }
  /// value = dec(value, context) ?? value, innermost decorator first.
  Reg apply_decorators(const std::vector<Reg>& decs, Reg value, std::string_view kind, std::string_view name,
                       bool is_static, bool is_private, const std::string& extras) {
    std::string tmp = fresh("__dec_");
    b_.decl_var(tmp, value);
    for (auto it = decs.rbegin(); it != decs.rend(); ++it) {
      Reg args[2] = {b_.load_var(tmp), decorator_context(kind, name, is_static, is_private, extras)};
      Reg r = b_.call_unknown(*it, args);
      std::string res = tmp + "_r";
      b_.decl_var(res, r);
      emit_if([&] { return b_.unop(Operator::Not, is_nullish(b_.load_var(res), true)); },
              [&] { b_.store_var(tmp, b_.load_var(res)); }, {});
    }
    return b_.load_var(tmp);
  }
  /// The initial value through a decorated field's initializers, outermost first.
  Reg field_initialized(const FieldDecoration& fd, Reg value, std::string_view recv) {
    const std::string v = fresh("__field_value_");
    b_.decl_var(v, value);
    for (const std::string& init : fd.inits)
      emit_if([&] { return b_.unop(Operator::Not, is_nullish(b_.load_var(init), true)); },
              [&] {
                Reg args[2] = {b_.load_var(recv), b_.load_var(v)};
                b_.store_var(v, b_.call_method(b_.load_var(init), "call", args));
              },
              {});
    return b_.load_var(v);
  }
  /// An instance field's initial value (hook of the JavaScript base): a
  /// class without a constructor runs its method initializers before its
  /// first field; a decorated field's value goes through its initializers,
  /// and its own addInitializer functions run once it is set.
  Reg field_value(TSNode f) {
    if (!cls_has_ctor_ && !cls_inst_extras_.empty() && !cls_extras_run_ && ts_node_parent(f).id == cls_body_id_) {
      cls_extras_run_ = true;
      run_initializers(cls_inst_extras_, "this");
    }
    TSNode v = child(f, f_value);
    Reg val = ts_node_is_null(v) ? b_.const_none() : lower_expr(v);
    auto it = field_decorations_.find(f.id);
    if (it == field_decorations_.end()) return val;
    val = field_initialized(it->second, val, "this");
    b_.store_field(b_.load_var("this"), field_slot(f), val);
    run_initializers(it->second.extras, "this");
    return b_.load_field(b_.load_var("this"), field_slot(f));
  }

  // --- postfix `!` below the binary operators ---------------------------------
  // tree-sitter-typescript gives postfix `!` a lower precedence than every
  // binary operator (tree-sitter-typescript#299): `a + m.get(k)!.x` comes as
  // member(non_null(a + m.get(k)), x), and `a + b! * c` as (a + b) * c. tsc
  // binds `!` like a member access. Such an expression is flattened into
  // operands and operators, regrouped by JavaScript's precedence, and lowered
  // from that tree; a chain over a misparsed `!` applies to the last operand
  // only (nn_subst_ maps its non_null node to that operand while it lowers).
  enum class NnKind { Expr, TypeValue, Args };
  struct NnOperand {
    TSNode node;
    std::vector<std::pair<const void*, TSNode>> subst;
    std::vector<TSNode> prefixes;  // unary operators that apply to the whole chain (outermost first)
    NnKind kind = NnKind::Expr;    // a type node read as a value, or the `(...)` of a misparsed call
    std::string_view sign;         // `-` / `+` read as a binary operator after a misparsed `>` (see below)
  };
  struct NnTree {
    int operand = -1;  // a leaf, or an operator with children l, r
    std::string_view op;
    int l = -1, r = -1;
  };
  bool is_binary(TSNode n) const { return !ts_node_is_null(n) && sym(n) == s_binary_expression; }
  TSNode nn_operand(TSNode nn) {
    for (const auto& [id, repl] : nn_subst_)
      if (id == nn.id) return repl;
    auto k = named_children(nn);
    return k.empty() ? TSNode{} : k[0];
  }
  /// The misparsed non_null node (or generic call, below) under a
  /// member/call/subscript chain, or null.
  TSNode misparsed_chain(TSNode n) {
    TSNode cur = n;
    for (int guard = 0; guard < 10000; ++guard) {
      TSSymbol s = sym(cur);
      TSNode next{};
      if (s == s_member_expression || s == s_subscript_expression) next = child(cur, f_object);
      else if (s == s_call_expression) {
        if (substituted(cur)) return TSNode{};  // being lowered as its arguments
        if (cur.id != n.id && misparsed_generic_call(cur)) return cur;
        next = child(cur, f_function);
      }
      else if (s == s_non_null_expression && cur.id != n.id) {
        TSNode inner = nn_operand(cur);
        if (is_binary(inner) || (!ts_node_is_null(inner) && sym(inner) == s_unary_expression)) return cur;
        next = inner;
      } else return TSNode{};
      if (ts_node_is_null(next)) return TSNode{};
      cur = next;
    }
    return TSNode{};
  }
  bool substituted(TSNode n) const {
    for (const auto& [id, repl] : nn_subst_)
      if (id == n.id) return true;
    return false;
  }
  bool has_misparsed_bang(TSNode n) {
    if (too_deep_here()) return false;
    DepthGuard g(depth_);
    if (sym(n) == s_non_null_expression && is_binary(nn_operand(n))) return true;
    if (misparsed_generic_call(n)) return true;
    if (is_binary(n) && misparsed_instantiation(child(n, f_left)) && is_sign(text(child(n, f_operator)))) return true;
    if (is_binary(n)) return has_misparsed_bang(child(n, f_left)) || has_misparsed_bang(child(n, f_right));
    return !ts_node_is_null(misparsed_chain(n));
  }
  void nn_flatten(TSNode n, std::vector<NnOperand>& operands, std::vector<std::string_view>& ops) {
    if (too_deep_here()) {
      operands.push_back({n, {}});
      return;
    }
    DepthGuard g(depth_);
    if (sym(n) == s_non_null_expression && is_binary(nn_operand(n))) return nn_flatten(nn_operand(n), operands, ops);
    if (misparsed_generic_call(n)) return ga_call_flatten(n, operands, ops);
    if (is_binary(n) && misparsed_instantiation(child(n, f_left)) && is_sign(text(child(n, f_operator)))) {
      // `i < a || i > -(b)` comes as (i<a | (| i)>) - (b): the `-` is the sign of what follows `>`
      TSNode inst = child(n, f_left);
      nn_flatten(ts_node_named_child(inst, 0), operands, ops);  // the expression (no field name in the grammar)
      ops.push_back("<");
      bool first = true;
      std::string pending;
      ga_flatten(named_children(child(inst, f_type_arguments))[0], operands, ops, pending, first);
      ops.push_back(">");
      const std::size_t at = operands.size();
      nn_flatten(child(n, f_right), operands, ops);
      if (at < operands.size()) operands[at].sign = text(child(n, f_operator));
      return;
    }
    if (is_binary(n)) {
      nn_flatten(child(n, f_left), operands, ops);
      ops.push_back(text(child(n, f_operator)));
      nn_flatten(child(n, f_right), operands, ops);
      return;
    }
    TSNode nn = misparsed_chain(n);
    if (ts_node_is_null(nn)) {
      operands.push_back({n, {}});
      return;
    }
    if (sym(nn) == s_call_expression) {  // `i > (s).max`: the chain applies to the arguments' value
      ga_call_flatten(nn, operands, ops);
      operands.back() = {n, {{nn.id, child(nn, f_arguments)}}, {}, NnKind::Expr};
      return;
    }
    nn_flatten(nn_operand(nn), operands, ops);
    NnOperand& last = operands.back();
    TSNode inner = last.node;
    // `-m.get(k)!.x` is -(m.get(k)!.x): unary operators go outside the chain
    while (last.subst.empty() && sym(inner) == s_unary_expression && !ts_node_is_null(child(inner, f_argument))) {
      last.prefixes.push_back(inner);
      inner = child(inner, f_argument);
    }
    last.node = n;
    last.subst.emplace_back(nn.id, inner);
  }
  /// f < T1 || T2 > (args)  ->  operands f, T1, T2, (args) with <, ||, >
  void ga_call_flatten(TSNode n, std::vector<NnOperand>& operands, std::vector<std::string_view>& ops) {
    nn_flatten(child(n, f_function), operands, ops);
    ops.push_back("<");
    bool first = true;
    std::string pending;
    ga_flatten(named_children(child(n, f_type_arguments))[0], operands, ops, pending, first);
    ops.push_back(">");
    operands.push_back({child(n, f_arguments), {}, {}, NnKind::Args});
  }
  /// `(a, b)` read as a parenthesized comma expression: b.
  Reg comma_value(TSNode args) {
    Reg last = b_.const_none();
    for (TSNode a : named_children(args)) last = lower_expr(a);
    return last;
  }
  // --- `a < b.c || d > (e)` read as a generic call ----------------------------
  // tree-sitter-typescript lexes `||`/`&&` inside type arguments as two `|`
  // (or `&`) tokens, so `i < s.min || i > (s.max)` comes as the call
  // i<s.min | (| i)>(s.max). tsc scans `||` as one token, which no type
  // contains, so it reads the comparisons. Such a call is flattened into
  // operands (the function, the type nodes read as values, the arguments)
  // and operators, and regrouped like a misparsed `!`.
  bool misparsed_generic_call(TSNode n) {
    if (sym(n) != s_call_expression || ts_node_is_null(child(n, f_arguments))) return false;
    return misparsed_type_arguments(child(n, f_type_arguments));
  }
  /// The same read as `f<T>` followed by a binary `-`/`+` (`i > -(b)`).
  bool misparsed_instantiation(TSNode n) {
    return !ts_node_is_null(n) && sym(n) == s_instantiation_expression && ts_node_named_child_count(n) == 2 &&
           misparsed_type_arguments(child(n, f_type_arguments));
  }
  static bool is_sign(std::string_view op) { return op == "-" || op == "+"; }
  bool misparsed_type_arguments(TSNode ta) {
    if (ts_node_is_null(ta) || ts_node_named_child_count(ta) != 1) return false;
    TSNode t = ts_node_named_child(ta, 0);
    if (sym(t) != s_union_type && sym(t) != s_intersection_type) return false;
    GaScan scan;
    return ga_valid(t, scan) && scan.doubled;
  }
  struct GaScan {
    char prev = 0;  // the last | or & token since the last name, and where it ended
    std::uint32_t prev_end = 0;
    bool doubled = false;
  };
  /// A name, dotted name, literal, `(x)` or `a[i]` in type position: what a
  /// comparison's operand reads as there.
  bool ga_leaf(TSNode t) {
    if (too_deep_here()) return false;
    DepthGuard g(depth_);
    TSSymbol s = sym(t);
    if (s == s_type_identifier || s == s_nested_type_identifier || s == s_literal_type) return true;
    auto k = named_children(t);
    if (s == s_parenthesized_type) return k.size() == 1 && ga_leaf(k[0]);
    if (s == s_lookup_type) return k.size() == 2 && ga_leaf(k[0]) && ga_leaf(k[1]);
    return false;
  }
  /// Whether a type is made only of leaves (ga_leaf) joined by | and &;
  /// `doubled` is set when two of those tokens touch (`||`, `&&`: the second
  /// is the leading token of a nested union or intersection).
  bool ga_valid(TSNode t, GaScan& scan) {
    if (too_deep_here()) return false;
    DepthGuard g(depth_);
    TSSymbol s = sym(t);
    if (ga_leaf(t)) {
      scan.prev = 0;
      return true;
    }
    if (s != s_union_type && s != s_intersection_type) return false;
    std::uint32_t n = ts_node_child_count(t);
    for (std::uint32_t i = 0; i < n; ++i) {
      TSNode k = ts_node_child(t, i);
      if (ts_node_is_named(k)) {
        if (!ga_valid(k, scan)) return false;
        continue;
      }
      std::string_view op = text(k);
      if (op != "|" && op != "&") return false;
      if (scan.prev == op[0] && scan.prev_end == ts_node_start_byte(k)) scan.doubled = true;
      scan.prev = op[0];
      scan.prev_end = ts_node_end_byte(k);
    }
    return true;
  }
  void ga_flatten(TSNode t, std::vector<NnOperand>& operands, std::vector<std::string_view>& ops, std::string& pending,
                  bool& first) {
    TSSymbol s = sym(t);
    if (s != s_union_type && s != s_intersection_type) {
      if (!first) {
        static constexpr std::string_view kOps[] = {"||", "&&", "|", "&"};
        std::string_view op = "|";
        for (std::string_view o : kOps)
          if (pending == o) op = o;
        ops.push_back(op);
      }
      first = false;
      pending.clear();
      operands.push_back({t, {}, {}, NnKind::TypeValue});
      return;
    }
    std::uint32_t n = ts_node_child_count(t);
    for (std::uint32_t i = 0; i < n; ++i) {
      TSNode k = ts_node_child(t, i);
      if (ts_node_is_named(k)) ga_flatten(k, operands, ops, pending, first);
      else pending += text(k);
    }
  }
  /// A ga_leaf type, read as the value it spells.
  Reg type_as_value(TSNode t) {
    TSSymbol s = sym(t);
    if (s == s_literal_type) {
      auto kids = named_children(t);
      return kids.empty() ? b_.const_none() : lower_expr(kids[0]);
    }
    if (s == s_parenthesized_type) return type_as_value(named_children(t)[0]);
    if (s == s_lookup_type) {
      auto k = named_children(t);
      Reg obj = type_as_value(k[0]);
      return b_.load_index(obj, type_as_value(k[1]));
    }
    if (s == s_type_identifier) return enum_member_ref(t);
    return load_dotted(text(t));
  }
  /// The value of a dotted name written in source (`A.B.c`, spaces allowed): the first
  /// name, then each field.
  Reg load_dotted(std::string_view written) {
    std::string path;
    for (char c : written)
      if (!std::isspace(static_cast<unsigned char>(c))) path += c;
    std::size_t dot = path.find('.');
    Reg v = b_.load_var(path.substr(0, dot));
    while (dot != std::string::npos) {
      std::size_t next = path.find('.', dot + 1);
      v = b_.load_field(v, path.substr(dot + 1, next == std::string::npos ? std::string::npos : next - dot - 1));
      dot = next;
    }
    return v;
  }
  Reg nn_sign(const NnOperand& o, Reg v) {
    Operator op{};
    if (o.sign.empty() || !ir::unary_operator_from_spelling(o.sign, op)) return v;
    return b_.unop(op, v);
  }
  Reg nn_unary(TSNode u, Reg v) {
    std::string_view op = text(child(u, f_operator));
    if (op == "!") return b_.unop(Operator::Not, v);
    if (op == "typeof") return b_.unop(Operator::TypeOf, v);
    if (op == "void") return b_.const_none();
    Operator o{};
    if (!ir::unary_operator_from_spelling(op, o)) return unsupported(u);
    return b_.unop(o, v);
  }
  static int js_precedence(std::string_view op) {
    if (op == "??") return 1;
    if (op == "||") return 2;
    if (op == "&&") return 3;
    if (op == "|") return 4;
    if (op == "^") return 5;
    if (op == "&") return 6;
    if (op == "==" || op == "!=" || op == "===" || op == "!==") return 7;
    if (op == "<" || op == ">" || op == "<=" || op == ">=" || op == "instanceof" || op == "in") return 8;
    if (op == "<<" || op == ">>" || op == ">>>") return 9;
    if (op == "+" || op == "-") return 10;
    if (op == "*" || op == "/" || op == "%") return 11;
    return 12;  // **
  }
  /// Precedence climbing over operands[i..] (** groups to the right).
  int nn_group(std::vector<NnTree>& t, const std::vector<std::string_view>& ops, std::size_t& i, int min_prec) {
    t.push_back({static_cast<int>(i), {}, -1, -1});
    int lhs = static_cast<int>(t.size()) - 1;
    while (i < ops.size() && js_precedence(ops[i]) >= min_prec) {
      std::string_view op = ops[i];
      int p = js_precedence(op);
      ++i;
      int rhs = nn_group(t, ops, i, op == "**" ? p : p + 1);
      t.push_back({-1, op, lhs, rhs});
      lhs = static_cast<int>(t.size()) - 1;
    }
    return lhs;
  }
  Reg nn_lower_tree(const std::vector<NnTree>& t, const std::vector<NnOperand>& operands, int at) {
    const NnTree& node = t[static_cast<std::size_t>(at)];
    if (node.operand >= 0) {
      const NnOperand& o = operands[static_cast<std::size_t>(node.operand)];
      if (o.kind == NnKind::TypeValue) return nn_sign(o, type_as_value(o.node));
      if (o.kind == NnKind::Args) return nn_sign(o, comma_value(o.node));
      std::size_t before = nn_subst_.size();
      nn_subst_.insert(nn_subst_.end(), o.subst.begin(), o.subst.end());
      Reg v = lower_expr(o.node);
      nn_subst_.resize(before);
      for (auto it = o.prefixes.rbegin(); it != o.prefixes.rend(); ++it) v = nn_unary(*it, v);
      return nn_sign(o, v);
    }
    auto left = [&] { return nn_lower_tree(t, operands, node.l); };
    auto right = [&] { return nn_lower_tree(t, operands, node.r); };
    if (node.op == "&&" || node.op == "||") return emit_short_circuit(node.op == "&&", left, right);
    if (node.op == "??") {
      std::string tmp = "__nc_" + std::to_string(b_.new_label_id());
      b_.decl_var(tmp, left());
      emit_if([&] { return is_nullish(b_.load_var(tmp), false); }, [&] { b_.store_var(tmp, right()); }, {});
      return b_.load_var(tmp);
    }
    Operator o{};
    if (!js_binary_op(node.op, o)) return b_.const_none();
    Reg l = left();
    Reg r = right();
    if (o == Operator::In) {
      Reg args[2] = {r, l};
      return b_.call_function("__js_has", args);
    }
    return b_.binop(o, l, r);
  }
  Reg nn_regroup(TSNode n) {
    std::vector<NnOperand> operands;
    std::vector<std::string_view> ops;
    nn_flatten(n, operands, ops);
    std::vector<NnTree> t;
    std::size_t i = 0;
    int root = nn_group(t, ops, i, 0);
    return nn_lower_tree(t, operands, root);
  }
  Reg ts_binary(TSNode n) {
    if (has_misparsed_bang(n)) return nn_regroup(n);
    return (this->*base_binary_)(n);
  }
  Reg ts_member(TSNode n) {
    if (!ts_node_is_null(misparsed_chain(n))) return nn_regroup(n);
    return (this->*base_member_)(n);
  }
  Reg ts_call(TSNode n) {
    for (const auto& [id, repl] : nn_subst_)
      if (id == n.id) return comma_value(repl);  // a misparsed generic call under a chain (nn_flatten)
    if (!ts_node_is_null(misparsed_chain(n)) || misparsed_generic_call(n)) return nn_regroup(n);
    return (this->*base_call_)(n);
  }
  Reg ts_subscript(TSNode n) {
    if (!ts_node_is_null(misparsed_chain(n))) return nn_regroup(n);
    return (this->*base_subscript_)(n);
  }
  /// Every file is strict code, as tsc --strict (alwaysStrict) emits it with
  /// "use strict": a write to a frozen or read-only property throws TypeError.
  bool always_strict() const { return true; }
  /// A write to `x!`, `x as T`, `<T>x` or `x satisfies T` stores into x
  /// (tsc drops the wrapper: `c! += 1`, `(c as number)++`).
  TSNode assign_target(TSNode t) {
    for (;;) {
      const char* ty = ts_node_type(t);
      if (sym(t) != s_non_null_expression && std::strcmp(ty, "as_expression") != 0 &&
          std::strcmp(ty, "satisfies_expression") != 0 && std::strcmp(ty, "type_assertion") != 0)
        return t;
      TSNode inner{};
      for (TSNode k : named_children(t))
        if (!is_type_node(k)) {
          inner = k;
          break;
        }
      if (ts_node_is_null(inner)) return t;
      t = inner;
    }
  }
  Reg non_null(TSNode n) {
    for (const auto& [id, repl] : nn_subst_)
      if (id == n.id) return lower_expr(repl);
    return passthrough(n);
  }

  /// `f<T>` without a call: the function value.
  Reg instantiation(TSNode n) {
    TSNode f = ts_node_named_child(n, 0);  // the expression has no field name in the grammar
    if (ts_node_is_null(f) || sym(f) == s_type_arguments) return unsupported(n);
    return lower_expr(f);
  }
  bool is_type_node(TSNode k) const {
    // the expression child of a type wrapper is the first named child that
    // is an expression: type nodes are the last child (as/satisfies) or
    // type_arguments first (<T>x)
    TSSymbol s = sym(k);
    if (s == s_type_arguments || s == s_type_annotation) return true;
    const char* kind = ts_node_type(k);
    return std::strstr(kind, "_type") != nullptr || s == s_type_identifier || s == s_predefined_type;
  }

  // --- declarations ---------------------------------------------------------------
  void no_code(TSNode) {}

  /// import Q = A.B;  ->  Q = A.B (an alias of a namespace member). A type
  /// alias by the same form binds whatever the value is (undefined if none).
  void import_alias(TSNode n) {
    auto kids = named_children(n);
    if (kids.size() < 2 || sym(kids[0]) != s_identifier) return;
    assign_name(text(kids[0]), load_dotted(text(kids[1])));
  }

  /// interface I extends J { ... }: an empty class annotated `:: Interface`
  /// (for the type graph), unless a value of the same name exists (TS
  /// declaration merging: the value wins).
  void interface_declaration(TSNode n) {
    std::string name(text(child(n, f_name)));
    if (name.empty() || value_names_.count(name)) return;
    std::string parents;
    for (TSNode k : named_children(n)) {
      if (sym(k) != s_extends_type_clause) continue;
      for (TSNode t : named_children(k)) {
        std::string p = type_text(t);
        if (p.empty()) continue;
        if (!parents.empty()) parents += ",";
        parents += p;
      }
    }
    std::uint32_t id = b_.new_label_id();
    std::string base = "class_" + name + "_" + std::to_string(id);
    Symbol entry = b_.sym(base), end = b_.sym("end_" + base);
    b_.branch(end);
    b_.label(entry);
    b_.annotate_last("Interface");
    b_.label(end);
    Reg r = b_.const_(b_.lit_class(name, entry, parents));
    assign_name(name, r);
  }

  /// enum E { A, B = 5, C = "c" }: E = {}; E["A"] = 0; E[0] = "A"; ...
  /// E is bound first (tsc: `(function (E) {...})(E || (E = {}))`), so an
  /// initialiser may read `E.A`; a bare earlier member name reads that
  /// member's value (enum_member_ref). An enum declared again adds to the
  /// same object.
  void enum_declaration(TSNode n) {
    std::string name(text(child(n, f_name)));
    Reg obj;
    if (!enums_.insert(name).second) {
      obj = b_.load_var(name);
    } else {
      obj = b_.new_object("dict");
      assign_name(name, obj);
    }
    TSNode body = child(n, f_body);
    Reg prev = kNoReg;
    bool prev_numeric = true;
    auto saved_members = std::move(enum_members_);
    enum_members_.clear();
    if (!ts_node_is_null(body)) {
      for (TSNode m : named_children(body)) {
        TSNode key = m, val{};
        if (sym(m) == s_enum_assignment) {
          key = child(m, f_name);
          val = child(m, f_value);
        }
        std::string member = member_name(key);
        if (member.empty()) continue;
        Reg v;
        bool numeric = true;
        if (!ts_node_is_null(val)) {
          numeric = !enum_string_valued(val, name);
          v = lower_expr(val);
        } else if (prev == kNoReg) {
          v = b_.const_int(0);
        } else if (prev_numeric) {
          v = b_.binop(Operator::Add, prev, b_.const_int(1));
        } else {
          v = unsupported(m);  // tsc rejects a member without initialiser after a string member
        }
        b_.store_index(obj, b_.const_str(member), v);
        if (numeric) {  // reverse mapping; object keys are strings (as the base lowers computed keys)
          Reg k = b_.call_function("__js_key", std::span<const Reg>(&v, 1));
          b_.store_index(obj, k, b_.const_str(member));
        }
        enum_members_.push_back({member, v, !numeric});
        prev = v;
        prev_numeric = numeric;
      }
    }
    enum_members_ = std::move(saved_members);
  }
  struct EnumMember {
    std::string name;
    Reg value;
    bool is_string;
  };
  const EnumMember* enum_member(std::string_view nm) const {
    for (const EnumMember& m : enum_members_)
      if (m.name == nm) return &m;
    return nullptr;
  }
  /// Inside an enum body a bare earlier member name is that member's value
  /// (nested functions are lowered elsewhere and read variables as usual).
  Reg enum_member_ref(TSNode n) {
    if (!enum_members_.empty() && !in_nested_function_)
      if (const EnumMember* m = enum_member(text(n))) return m->value;
    return (this->*base_identifier_)(n);
  }
  /// Whether an initialiser is a string by tsc's constant evaluation: a
  /// string or template literal, a string member (bare or `E.X`), `+` with a
  /// string side. Only numeric members get a reverse mapping.
  bool enum_string_valued(TSNode v, std::string_view enum_name) {
    if (too_deep_here()) return false;
    DepthGuard g(depth_);
    std::string_view t = ts_node_type(v);
    if (sym(v) == s_string || t == "template_string") return true;
    if (sym(v) == s_identifier) {
      const EnumMember* m = enum_member(text(v));
      return m && m->is_string;
    }
    if (t == "member_expression") {
      TSNode o = child(v, field("object")), p = child(v, field("property"));
      if (!ts_node_is_null(o) && text(o) == enum_name && !ts_node_is_null(p)) {
        const EnumMember* m = enum_member(text(p));
        return m && m->is_string;
      }
      return false;
    }
    if (t == "parenthesized_expression") {
      auto k = named_children(v);
      return !k.empty() && enum_string_valued(k.back(), enum_name);
    }
    if (t == "binary_expression" && text(child(v, field("operator"))) == "+")
      return enum_string_valued(child(v, field("left")), enum_name) ||
             enum_string_valued(child(v, field("right")), enum_name);
    return false;
  }
  std::string member_name(TSNode key) {
    if (ts_node_is_null(key)) return {};
    TSSymbol s = sym(key);
    if (s == s_string) {
      std::string out;
      for (TSNode k : named_children(key)) out += text(k);  // enum keys rarely carry escapes
      return out;
    }
    return std::string(text(key));
  }

  /// namespace N { ... }: N = (function () { ...; return {exported...} })().
  /// Members are copied into the object when the body has run. A namespace
  /// declared again, or after a class, function or enum of the same name,
  /// adds its members to that object (declaration merging, as tsc's
  /// `(function (N) { N.x = ... })(N || (N = {}))`). `namespace A.B.C {}` is
  /// `namespace A { export namespace B { export namespace C {} } }`.
  void namespace_declaration(TSNode n) { namespace_expr(n); }
  Reg namespace_expr(TSNode n) {
    TSNode nm = child(n, f_name);
    if (ts_node_is_null(nm) || sym(nm) == s_string) return b_.const_none();  // declare module "x" {}
    std::vector<std::string> parts;
    if (sym(nm) == s_nested_identifier) {
      std::string cur;
      for (char c : text(nm)) {
        if (c == '.') parts.push_back(std::exchange(cur, {}));
        else if (!std::isspace(static_cast<unsigned char>(c))) cur += c;
      }
      parts.push_back(cur);
      for (const auto& p : parts)
        if (p.empty()) return unsupported(n);
    } else {
      parts.emplace_back(text(nm));
    }
    return lower_namespace(parts, 0, child(n, f_body));
  }
  Reg lower_namespace(const std::vector<std::string>& parts, std::size_t i, TSNode body) {
    const std::string& name = parts[i];
    std::string path;
    for (std::size_t k = 0; k <= i; ++k) path += (k ? "." : "") + parts[k];
    const bool merge = !namespaces_.insert(path).second || (i == 0 && mergeable_values_.count(name) > 0);
    Reg fn = emit_function("__namespace_" + name, {}, [&] {
      std::vector<std::string> exported, live;  // live: exported let/var (assignable)
      // what earlier declarations of this namespace exported is in scope
      // here as N.x (tsc's reading): an identifier in the body reads and
      // writes the property, so an exported let stays one binding
      // (a parameter or local of the same name hides it in its scope)
      const std::size_t boxed_before = this->boxed_lets_.size();
      if (merge && !ns_exports_[path].empty()) {
        std::unordered_set<std::string> earlier;
        for (const auto& e : ns_exports_[path]) {
          b_.decl_var(e, b_.load_field(b_.load_var(name), e));  // for readers that bypass identifier()
          if (!ts_node_is_null(body)) {
            this->boxed_lets_.push_back({e, ts_node_start_byte(body), ts_node_end_byte(body), name});
            earlier.insert(e);
          }
        }
        if (!earlier.empty()) shadow_rebindings(body, earlier);
      }
      if (i + 1 < parts.size()) {
        const std::string& inner = parts[i + 1];
        lower_namespace(parts, i + 1, body);
        exported.push_back(inner);
      } else if (!ts_node_is_null(body)) {
        for (TSNode st : named_children(body)) {
          if (sym(st) == s_export_statement) {
            TSNode decl = child(st, f_declaration);
            if (ts_node_is_null(decl)) {
              unsupported(st);
              continue;
            }
            const std::size_t before = exported.size();
            collect_declared_names(decl, exported);
            if (assignable_decl(decl))
              live.insert(live.end(), exported.begin() + static_cast<std::ptrdiff_t>(before), exported.end());
            lower_stmt(decl);
          } else {
            lower_stmt(st);
          }
        }
      }
      this->boxed_lets_.resize(boxed_before);
      auto& known = ns_exports_[path];
      for (const auto& e : exported)
        if (std::find(known.begin(), known.end(), e) == known.end()) known.push_back(e);
      Reg obj = merge ? b_.load_var(name) : b_.new_object("dict");
      for (const auto& e : exported) {  // through the runtime's property write: obj may be a class or function
        Reg kv[3] = {obj, b_.const_str(e), b_.load_var(e)};
        b_.call_function("__js_set", kv);
      }
      // An exported let/var is a live binding (tsc reads and writes N.x
      // everywhere): on a namespace object the property becomes a getter and
      // setter of the body's variable, so an assignment on either side is seen
      // by the other (__ns_ names: shown as plain values).
      for (const auto& e : live) {
        Reg get = emit_function("__ns_get_" + e, {}, [&] { emit_return(b_.load_var(e)); });
        Reg set = emit_function("__ns_set_" + e, {"param:__ns_value"}, [&] {
          b_.store_var(e, b_.load_var("__ns_value"));
          emit_return(b_.const_none());
        });
        Reg g[4] = {obj, b_.const_str(e), get, b_.const_str("get")};
        b_.call_function("__js_accessor", g);
        Reg st[4] = {obj, b_.const_str(e), set, b_.const_str("set")};
        b_.call_function("__js_accessor", st);
      }
      emit_return(obj);
    });
    Reg r = b_.call_unknown(fn, {});
    assign_name(name, r);
    return r;
  }
  /// Where something under `body` binds one of `names` again (a parameter,
  /// declaration, pattern, catch or for-of variable, function or class
  /// name), the name is the plain variable in that binding's scope: the
  /// nearest enclosing function, block, loop or catch clause.
  void shadow_rebindings(TSNode body, const std::unordered_set<std::string>& names) {
    this->walk_nodes(body, [&](TSNode k) {
      const char* ty = ts_node_type(k);
      const bool shorthand = std::strcmp(ty, "shorthand_property_identifier_pattern") == 0;
      if (!shorthand && std::strcmp(ty, "identifier") != 0 && std::strcmp(ty, "type_identifier") != 0) return;
      if (!names.count(std::string(text(k)))) return;
      TSNode p = ts_node_parent(k);
      const char* pt = ts_node_is_null(p) ? "" : ts_node_type(p);
      const bool named = std::strstr(pt, "declaration") != nullptr && ts_node_eq(child(p, f_name), k);
      const bool binds = shorthand || named || std::strcmp(pt, "formal_parameters") == 0 ||
                         std::strstr(pt, "parameter") != nullptr || std::strstr(pt, "pattern") != nullptr ||
                         std::strcmp(pt, "catch_clause") == 0 || std::strcmp(pt, "for_in_statement") == 0 ||
                         (std::strcmp(pt, "variable_declarator") == 0 && ts_node_eq(child(p, f_name), k)) ||
                         (std::strcmp(pt, "arrow_function") == 0 && !ts_node_eq(child(p, f_body), k));
      if (!binds) return;
      TSNode scope = named ? ts_node_parent(p) : p;  // a declaration's name binds around it
      for (; !ts_node_is_null(scope) && !ts_node_eq(scope, body); scope = ts_node_parent(scope)) {
        const char* st = ts_node_type(scope);
        if (std::strstr(st, "function") != nullptr || std::strcmp(st, "method_definition") == 0 ||
            std::strcmp(st, "statement_block") == 0 || std::strcmp(st, "for_statement") == 0 ||
            std::strcmp(st, "for_in_statement") == 0 || std::strcmp(st, "catch_clause") == 0)
          break;
      }
      if (ts_node_is_null(scope)) scope = body;
      typename Base::BoxedLet hide{std::string(text(k)), ts_node_start_byte(scope), ts_node_end_byte(scope), {}};
      hide.shadow = true;
      this->boxed_lets_.push_back(std::move(hide));
    });
  }
  /// `let` / `var` (a namespace exports them as live bindings).
  bool assignable_decl(TSNode decl) {
    return (sym(decl) == s_lexical_declaration && text(decl).substr(0, 3) == "let") || sym(decl) == s_variable_declaration;
  }
  /// Writes to a namespace's exported let/var (`N.x = v`) go through its
  /// setter (see lower_namespace).
  void scan_namespace_bindings(TSNode root) {
    walk_statements(root, [](TSNode) { return true; }, [&](TSNode n) {
      if (sym(n) != s_export_statement) return false;
      TSNode body = ts_node_parent(n), decl = child(n, f_declaration);
      TSNode ns = ts_node_is_null(body) ? body : ts_node_parent(body);
      if (ts_node_is_null(ns) || ts_node_is_null(decl) || (sym(ns) != s_internal_module && sym(ns) != s_module) ||
          !assignable_decl(decl))
        return false;
      collect_declared_names(decl, this->setters_);
      return false;
    });
  }
  /// Names a declaration binds (for namespace exports).
  void collect_declared_names(TSNode decl, std::vector<std::string>& out) {
    TSSymbol s = sym(decl);
    if (s == s_interface_declaration || std::strcmp(ts_node_type(decl), "type_alias_declaration") == 0) return;  // types only
    if (s == s_lexical_declaration || s == s_variable_declaration) {
      for (TSNode d : named_children(decl)) {
        if (sym(d) != s_variable_declarator) continue;
        TSNode nm = child(d, f_name);
        if (!ts_node_is_null(nm) && sym(nm) == s_identifier) out.emplace_back(text(nm));
      }
      return;
    }
    TSNode nm = child(decl, f_name);
    if (!ts_node_is_null(nm) && (sym(nm) == s_identifier || sym(nm) == s_type_identifier)) out.emplace_back(text(nm));
  }

  /// Value names declared at the top level (an interface of the same name
  /// emits nothing).
  void prescan_values(TSNode root) {
    for (TSNode st : named_children(root)) {
      TSNode d = st;
      if (sym(d) == s_export_statement) d = child(st, f_declaration);
      if (ts_node_is_null(d)) continue;
      TSSymbol s = sym(d);
      if (s == s_class_declaration || s == s_abstract_class_declaration || s == s_function_declaration ||
          s == s_enum_declaration || s == s_internal_module || s == s_lexical_declaration ||
          s == s_variable_declaration) {
        std::vector<std::string> names;
        collect_declared_names(d, names);
        if (s == s_class_declaration || s == s_abstract_class_declaration || s == s_function_declaration ||
            s == s_enum_declaration)
          for (auto& x : names) mergeable_values_.insert(x);
        for (auto& x : names) value_names_.insert(std::move(x));
      }
    }
  }

  void run(TSNode root) {
    prescan_types(root);
    prescan_values(root);
    if (src_.find("accessor") != std::string_view::npos) scan_auto_accessors(root);
    if (src_.find("namespace") != std::string_view::npos || src_.find("module") != std::string_view::npos)
      scan_namespace_bindings(root);
    Base::run(root);
  }

 private:
  TSFieldId f_type, f_name, f_value, f_body, f_pattern, f_return_type, f_type_arguments, f_declaration, f_function;
  TSSymbol s_predefined_type, s_type_identifier, s_array_type, s_generic_type, s_readonly_type, s_parenthesized_type,
      s_type_annotation, s_type_arguments, s_tuple_type, s_enum_assignment, s_property_identifier, s_string, s_number,
      s_string_fragment, s_escape_sequence, s_identifier, s_nested_identifier, s_export_statement,
      s_lexical_declaration, s_variable_declaration, s_variable_declarator, s_function_declaration,
      s_class_declaration, s_abstract_class_declaration, s_enum_declaration, s_internal_module, s_module,
      s_interface_declaration, s_extends_type_clause, s_expression_statement, s_accessibility_modifier;
  TSSymbol s_formal_parameters, s_required_parameter, s_optional_parameter, s_statement_block;
  TSFieldId f_parameters;
  TSSymbol s_unary_expression, s_binary_expression, s_member_expression, s_subscript_expression, s_call_expression, s_non_null_expression;
  TSSymbol s_union_type, s_intersection_type, s_lookup_type, s_instantiation_expression, s_nested_type_identifier, s_literal_type;
  TSFieldId f_object, f_operator, f_left, f_right, f_argument, f_arguments;
  StmtFn base_lexical_ = nullptr, base_var_ = nullptr, base_function_decl_ = nullptr, base_method_ = nullptr;
  ExprFn base_function_expr_ = nullptr, base_arrow_ = nullptr;
  std::unordered_set<std::string> type_params_;
  std::unordered_set<std::string> namespaces_;  // namespaces declared so far (merging)
  std::unordered_map<std::string, std::vector<std::string>> ns_exports_;  // namespace path -> names exported so far
  std::unordered_set<std::string> mergeable_values_;  // top-level classes, functions, enums (a namespace adds to them)
  std::unordered_set<std::string> enums_;       // enums declared so far (merging)
  std::vector<EnumMember> enum_members_;        // members of the enum being lowered, so far
  bool in_nested_function_ = false;             // lowering a function inside an enum initialiser
  ExprFn base_identifier_ = nullptr;
  StmtFn base_class_ = nullptr, base_field_ = nullptr;
  ExprFn base_binary_ = nullptr, base_member_ = nullptr, base_call_ = nullptr, base_subscript_ = nullptr;
  std::vector<std::pair<const void*, TSNode>> nn_subst_;  // misparsed `!` -> the operand it applies to
  std::unordered_map<std::string, std::string> aliases_;
  std::unordered_set<std::string> value_names_;
  std::unordered_map<const void*, FieldDecoration> field_decorations_;  // decorated fields/accessors by node
  const void* cls_body_id_ = nullptr;  // the decorated class being lowered: its body,
  std::string cls_inst_extras_;        // its method initializers (run on each new instance),
  bool cls_has_ctor_ = false;          // whether it declares a constructor,
  bool cls_extras_run_ = false;        // whether its implicit constructor runs them already
};

class TypeScriptFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "typescript"; }
  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) override {
    // same length as src, so every span still points into the file as written
    std::string blanked = accessor_modifiers_blanked(tree_sitter_typescript(), src.text);
    // Node core modules named by the file: their preludes appended (ADR 0018)
    if (std::string with = frontend_js::with_node_core_modules(blanked.empty() ? src.text : blanked); !with.empty())
      return frontend::lower_with_repair<TypeScriptLowerer>(tree_sitter_typescript(), "TypeScript",
                                                            SourceFile{src.path, with}, opts);
    if (!blanked.empty())
      return frontend::lower_with_repair<TypeScriptLowerer>(tree_sitter_typescript(), "TypeScript",
                                                            SourceFile{src.path, blanked}, opts);
    return frontend::lower_with_repair<TypeScriptLowerer>(tree_sitter_typescript(), "TypeScript", src, opts);
  }
  ImportResolution resolve_import(const ImportQuery& q) const override { return frontend_js::resolve_import(q, true); }
  ModuleConvention module_convention() const override { return frontend_js::module_convention(); }
  ProjectEntry project_entry(const std::string& dir) const override { return frontend_js::project_entry(dir, true); }
};

}  // namespace

std::unique_ptr<Frontend> make_frontend() { return std::make_unique<TypeScriptFrontend>(); }

}  // namespace reddragon::typescript
