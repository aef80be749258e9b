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
//    exported members (partial: exported variables are copied, not live).
// Conventions: docs/ir-conventions.md; notes: docs/frontends/typescript.md.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "reddragon/frontend_js/js_lowerer.hpp"
#include "reddragon/frontend_js/js_modules.hpp"
#include "reddragon/frontend_support/ast_repair.hpp"

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
    // values that pass through type-level wrappers
    on_expr("as_expression", &TypeScriptLowerer::passthrough);
    on_expr("satisfies_expression", &TypeScriptLowerer::passthrough);
    on_expr("non_null_expression", &TypeScriptLowerer::passthrough);
    on_expr("type_assertion", &TypeScriptLowerer::passthrough);
    on_expr("instantiation_expression", &TypeScriptLowerer::instantiation);
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
    if (!any) return;
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
    Reg r = base_function_expr_ ? (this->*base_function_expr_)(n) : unsupported(n);
    annotate_function(n, from, false);
    return r;
  }
  Reg typed_arrow(TSNode n) {
    std::size_t from = mark();
    Reg r = base_arrow_ ? (this->*base_arrow_)(n) : unsupported(n);
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
  /// `f<T>` without a call: the function value.
  Reg instantiation(TSNode n) {
    TSNode f = child(n, f_function);
    if (ts_node_is_null(f)) return unsupported(n);
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
    std::string path;
    for (char c : text(kids[1]))
      if (!std::isspace(static_cast<unsigned char>(c))) path += c;
    std::size_t dot = path.find('.');
    Reg v = b_.load_var(path.substr(0, dot));
    while (dot != std::string::npos) {
      std::size_t next = path.find('.', dot + 1);
      v = b_.load_field(v, path.substr(dot + 1, next == std::string::npos ? std::string::npos : next - dot - 1));
      dot = next;
    }
    assign_name(text(kids[0]), v);
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
  void enum_declaration(TSNode n) {
    std::string name(text(child(n, f_name)));
    Reg obj = b_.new_object("dict");
    TSNode body = child(n, f_body);
    Reg prev = kNoReg;
    bool prev_numeric = true;
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
          TSSymbol vs = sym(val);
          numeric = vs != s_string && sym(val) != symbol("template_string");
          v = lower_enum_value(val, obj);
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
        prev = v;
        prev_numeric = numeric;
      }
    }
    assign_name(name, obj);
  }
  /// Enum member initialisers may name earlier members bare (`B = A * 2`).
  Reg lower_enum_value(TSNode val, Reg /*obj*/) { return lower_expr(val); }
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
  /// Members are copied into the object when the body has run.
  void namespace_declaration(TSNode n) { namespace_expr(n); }
  Reg namespace_expr(TSNode n) {
    TSNode nm = child(n, f_name);
    TSNode body = child(n, f_body);
    if (ts_node_is_null(nm) || sym(nm) == s_string) return b_.const_none();  // declare module "x" {}
    if (sym(nm) == s_nested_identifier) return unsupported(n);              // namespace A.B { }
    std::string name(text(nm));
    // a namespace declared again adds to the same object (declaration merging)
    const bool merge = !namespaces_.insert(name).second;
    Reg fn = emit_function("__namespace_" + name, {}, [&] {
      std::vector<std::string> exported;
      if (!ts_node_is_null(body)) {
        for (TSNode st : named_children(body)) {
          if (sym(st) == s_export_statement) {
            TSNode decl = child(st, f_declaration);
            if (ts_node_is_null(decl)) {
              unsupported(st);
              continue;
            }
            collect_declared_names(decl, exported);
            lower_stmt(decl);
          } else {
            lower_stmt(st);
          }
        }
      }
      Reg obj = merge ? b_.load_var(name) : b_.new_object("dict");
      for (const auto& e : exported) b_.store_index(obj, b_.const_str(e), b_.load_var(e));
      emit_return(obj);
    });
    Reg r = b_.call_unknown(fn, {});
    assign_name(name, r);
    return r;
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
        for (auto& x : names) value_names_.insert(std::move(x));
      }
    }
  }

  void run(TSNode root) {
    prescan_types(root);
    prescan_values(root);
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
  StmtFn base_lexical_ = nullptr, base_var_ = nullptr, base_function_decl_ = nullptr, base_method_ = nullptr;
  ExprFn base_function_expr_ = nullptr, base_arrow_ = nullptr;
  std::unordered_set<std::string> type_params_;
  std::unordered_set<std::string> namespaces_;  // namespaces declared so far (merging)
  std::unordered_map<std::string, std::string> aliases_;
  std::unordered_set<std::string> value_names_;
};

class TypeScriptFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "typescript"; }
  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) override {
    return frontend::lower_with_repair<TypeScriptLowerer>(tree_sitter_typescript(), "TypeScript", src, opts);
  }
  ImportResolution resolve_import(const ImportQuery& q) const override { return frontend_js::resolve_import(q, true); }
  ModuleConvention module_convention() const override { return frontend_js::module_convention(); }
  ProjectEntry project_entry(const std::string& dir) const override { return frontend_js::project_entry(dir, true); }
};

}  // namespace

std::unique_ptr<Frontend> make_frontend() { return std::make_unique<TypeScriptFrontend>(); }

}  // namespace reddragon::typescript
