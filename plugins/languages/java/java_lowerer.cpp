// java_lowerer.cpp - Java 17 -> RedDragon IR (tree-sitter-java).
//
// Only Java's own rules live here; control-flow shapes, functions, classes
// and try regions come from frontend_support (ts_lowerer.hpp). A small
// static type environment (locals, fields, method return types) drives the
// type annotations (Int32/Int64/... so int arithmetic wraps), char handling
// (chars are one-character strings at run time; arithmetic uses ord/chr),
// string concatenation (__jstr) and implicit int -> double widening.
// Conventions: docs/ir-conventions.md; Java specifics: docs/frontends/java.md.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "reddragon/frontend_support/ast_repair.hpp"
#include "reddragon/frontend_support/ts_lowerer.hpp"
#include "java_overloads.hpp"
#include "java_project.hpp"

extern "C" const TSLanguage* tree_sitter_java(void);

namespace reddragon::java {

using namespace reddragon::ir;
using frontend::TsLowerer;

namespace {

struct FieldInfo {
  std::string type;
  bool is_static = false;
};
struct MethodInfo {
  bool is_static = false;
  std::string ret;
  std::vector<std::string> params;  ///< parameter types (empty when overloaded: unknown which)
  bool overloaded = false;
  bool has_body = true;  ///< false: abstract (an interface's functional method)
  bool variadic = false;  ///< the last parameter is T...
  std::string vararg_elem;  ///< T of that T... parameter
};
struct ClassInfo {
  std::string name, parent;
  std::vector<std::string> ifaces;
  std::map<std::string, FieldInfo> fields;
  std::map<std::string, MethodInfo> methods;
  MethodInfo ctor;  ///< the declared constructor's parameters (overloaded: several)
  std::map<std::string, std::vector<java_overloads::Sig>> sigs;  ///< every declared signature by method name
  std::vector<java_overloads::Sig> ctor_sigs;
  bool has_ctor = false;
  bool is_interface = false, is_enum = false, is_record = false;
  std::string outer;  ///< enclosing class of a nested declaration
  bool inner = false;  ///< instances hold their enclosing instance in __outer
  TSNode node{};
};

// --- type helpers (types are source spellings, whitespace removed) ----------
std::string strip_generics(std::string_view t) {
  std::string out;
  int depth = 0;
  for (char c : t) {
    if (c == '<') ++depth;
    else if (c == '>') --depth;
    else if (depth == 0) out.push_back(c);
  }
  return out;
}
std::string unbox(const std::string& t) {
  if (t == "Integer") return "int";
  if (t == "Long") return "long";
  if (t == "Double") return "double";
  if (t == "Float") return "float";
  if (t == "Character") return "char";
  if (t == "Boolean") return "boolean";
  if (t == "Short") return "short";
  if (t == "Byte") return "byte";
  return t;
}
bool is_intlike(const std::string& t0) {
  std::string t = unbox(t0);
  return t == "int" || t == "long" || t == "short" || t == "byte";
}
bool is_char(const std::string& t) { return unbox(t) == "char"; }
bool is_floating(const std::string& t) {
  std::string u = unbox(t);
  return u == "double" || u == "float";
}
bool is_numeric(const std::string& t) { return is_intlike(t) || is_floating(t) || is_char(t); }
/// The run-time box mark (__jboxn) of a static type whose Object form is a Long, Short, Byte or
/// Float: ints and longs, floats and doubles share a run-time type, so boxing records which.
int box_kind(const std::string& t) {
  std::string u = unbox(t);
  return u == "long" ? 1 : u == "short" ? 2 : u == "byte" ? 3 : u == "float" ? 4 : 0;
}
/// A static type that may hold a boxed Character at run time (unknown, Object, a type variable).
bool maybe_boxed_char(const std::string& t) {
  return t.empty() || t == "Object" || t == "Comparable" || (t.size() == 1 && std::isupper(static_cast<unsigned char>(t[0])));
}
bool is_string(const std::string& t) { return t == "String"; }
/// IR annotation of a Java type ("" when none is useful).
std::string annot(const std::string& t0) {
  std::string t = t0;
  if (t == "int") return "Int32";
  if (t == "long") return "Int64";
  if (t == "short") return "Int16";
  if (t == "byte") return "Int8";
  if (t == "double") return "Float64";
  if (t == "float") return "Float32";
  if (t == "boolean") return "Bool";
  if (t == "String") return "String";
  return {};
}
/// Element type of an array / generic collection type.
std::string element_of(const std::string& t) {
  if (t.size() > 2 && t.compare(t.size() - 2, 2, "[]") == 0) return t.substr(0, t.size() - 2);
  auto lt = t.find('<');
  if (lt != std::string::npos && t.back() == '>') {
    std::string inner = t.substr(lt + 1, t.size() - lt - 2);
    int depth = 0;
    for (std::size_t i = 0; i < inner.size(); ++i) {
      if (inner[i] == '<') ++depth;
      else if (inner[i] == '>') --depth;
      else if (inner[i] == ',' && depth == 0) return inner.substr(0, i);
    }
    return inner;
  }
  if (t == "String") return "char";
  return {};
}
/// Value type of a Map<K, V>.
std::string map_value_of(const std::string& t) {
  auto lt = t.find('<');
  if (lt == std::string::npos || t.back() != '>') return {};
  std::string inner = t.substr(lt + 1, t.size() - lt - 2);
  int depth = 0;
  for (std::size_t i = 0; i < inner.size(); ++i) {
    if (inner[i] == '<') ++depth;
    else if (inner[i] == '>') --depth;
    else if (inner[i] == ',' && depth == 0) return inner.substr(i + 1);
  }
  return {};
}
std::string default_literal_kind(const std::string& t) {
  if (is_intlike(t) && t != "Integer" && t != "Long" && t != "Short" && t != "Byte") return "0";
  if (t == "double" || t == "float") return "0.0";
  if (t == "boolean") return "false";
  if (t == "char") return "char";
  return "null";
}

class JavaLowerer : public TsLowerer<JavaLowerer> {
 public:
  JavaLowerer(const SourceFile& src, const LowerOptions& opts, LowerOutput& out)
      : TsLowerer(tree_sitter_java(), src, opts, out) {
    out.module.language = "java";
    finally_on_jump_ = true;  // break/continue run the finally blocks (and try-with-resources closes) they leave
#define F(x) f_##x = field(#x)
    F(name); F(body); F(type); F(value); F(declarator); F(parameters); F(superclass); F(interfaces); F(condition);
    F(consequence); F(alternative); F(init); F(update); F(left); F(right); F(operator); F(operand); F(object);
    F(arguments); F(field); F(array); F(index); F(dimensions); F(constructor); F(element); F(operand);
#undef F
#define S(x) s_##x = symbol(#x)
    S(identifier); S(class_declaration); S(interface_declaration); S(enum_declaration); S(record_declaration);
    S(field_declaration); S(method_declaration); S(constructor_declaration); S(static_initializer); S(block);
    S(modifiers); S(formal_parameter); S(spread_parameter); S(explicit_constructor_invocation); S(catch_clause);
    S(finally_clause); S(catch_formal_parameter); S(catch_type); S(switch_block_statement_group); S(switch_rule);
    S(switch_label); S(expression_statement); S(throw_statement); S(field_access); S(array_access);
    S(array_initializer); S(this); S(super); S(enum_constant); S(enum_body_declarations); S(constant_declaration);
    S(variable_declarator); S(return_statement); S(if_statement); S(while_statement); S(for_statement);
    S(enhanced_for_statement); S(do_statement); S(try_statement); S(labeled_statement); S(switch_expression);
    S(switch_block); S(try_with_resources_statement); S(character_literal); S(decimal_integer_literal);
    S(method_invocation); S(formal_parameters); S(inferred_parameters); S(lambda_expression); S(class_body);
    S(interface_body); S(enum_body); S(parenthesized_expression); S(dimensions_expr); S(type_identifier);
    S(generic_type); S(scoped_type_identifier); S(array_type); S(string_literal); S(yield_statement);
    S(object_creation_expression); S(synchronized_statement); S(local_variable_declaration);
    S(type_pattern); S(pattern); S(guard);
#undef S
    on_stmt("local_variable_declaration", &JavaLowerer::local_var);
    on_stmt("expression_statement", &JavaLowerer::expression_statement);
    on_stmt("if_statement", &JavaLowerer::if_statement);
    on_stmt("while_statement", &JavaLowerer::while_statement);
    on_stmt("do_statement", &JavaLowerer::do_statement);
    on_stmt("for_statement", &JavaLowerer::for_statement);
    on_stmt("enhanced_for_statement", &JavaLowerer::enhanced_for);
    on_stmt("block", &JavaLowerer::block);
    on_stmt("return_statement", &JavaLowerer::return_statement);
    on_stmt("break_statement", &JavaLowerer::break_statement);
    on_stmt("continue_statement", &JavaLowerer::continue_statement);
    on_stmt("throw_statement", &JavaLowerer::throw_statement);
    on_stmt("try_statement", &JavaLowerer::try_statement);
    on_stmt("try_with_resources_statement", &JavaLowerer::try_statement);
    on_stmt("labeled_statement", &JavaLowerer::labeled_statement);
    on_stmt("yield_statement", &JavaLowerer::yield_statement);
    on_stmt("assert_statement", &JavaLowerer::nothing);  // assertions are disabled by default (java without -ea)
    on_stmt("import_declaration", &JavaLowerer::nothing);
    // annotation types only describe metadata (annotations are ignored); a module
    // declaration (module-info.java) holds no code
    on_stmt("annotation_type_declaration", &JavaLowerer::nothing);
    on_stmt("module_declaration", &JavaLowerer::nothing);
    on_stmt("package_declaration", &JavaLowerer::nothing);
    on_stmt("line_comment", &JavaLowerer::nothing);
    on_stmt("block_comment", &JavaLowerer::nothing);
    on_stmt("synchronized_statement", &JavaLowerer::synchronized_statement);
    on_stmt("class_declaration", &JavaLowerer::local_class);
    on_stmt("record_declaration", &JavaLowerer::local_class);
    on_stmt("enum_declaration", &JavaLowerer::local_class);
    on_stmt("interface_declaration", &JavaLowerer::local_class);
    on_stmt("explicit_constructor_invocation", &JavaLowerer::explicit_ctor);

    on_expr("identifier", &JavaLowerer::identifier);
    on_expr("this", &JavaLowerer::this_);
    on_expr("decimal_integer_literal", &JavaLowerer::int_lit);
    on_expr("hex_integer_literal", &JavaLowerer::int_lit);
    on_expr("octal_integer_literal", &JavaLowerer::int_lit);
    on_expr("binary_integer_literal", &JavaLowerer::int_lit);
    on_expr("decimal_floating_point_literal", &JavaLowerer::float_lit);
    on_expr("hex_floating_point_literal", &JavaLowerer::float_lit);
    on_expr("true", &JavaLowerer::true_);
    on_expr("false", &JavaLowerer::false_);
    on_expr("null_literal", &JavaLowerer::null_);
    on_expr("character_literal", &JavaLowerer::char_lit);
    on_expr("string_literal", &JavaLowerer::string_lit);
    on_expr("text_block", &JavaLowerer::text_block);
    on_expr("parenthesized_expression", &JavaLowerer::parenthesized);
    on_expr("binary_expression", &JavaLowerer::binary);
    on_expr("unary_expression", &JavaLowerer::unary);
    on_expr("update_expression", &JavaLowerer::update);
    on_expr("assignment_expression", &JavaLowerer::assignment);
    on_expr("ternary_expression", &JavaLowerer::ternary);
    on_expr("method_invocation", &JavaLowerer::method_invocation);
    on_expr("field_access", &JavaLowerer::field_access);
    on_expr("array_access", &JavaLowerer::array_access);
    on_expr("object_creation_expression", &JavaLowerer::object_creation);
    on_expr("class_literal", &JavaLowerer::class_literal);
    on_expr("array_creation_expression", &JavaLowerer::array_creation);
    on_expr("array_initializer", &JavaLowerer::array_initializer_expr);
    on_expr("cast_expression", &JavaLowerer::cast);
    on_expr("instanceof_expression", &JavaLowerer::instanceof_);
    on_expr("lambda_expression", &JavaLowerer::lambda);
    on_expr("switch_expression", &JavaLowerer::switch_expr);
    on_expr("method_reference", &JavaLowerer::method_reference);
  }

  void run(TSNode root) {
    b_.set_span(span(root));
    b_.label(b_.sym("entry"));
    report_syntax_errors(root);
    // 1. collect every type declaration (nested ones are flattened)
    std::vector<TSNode> decls;
    collect_types(root, decls, 0);
    collect_method_names(root, 0);
    for (TSNode d : decls) scan_class(d);
    mark_inherited_overloads();
    find_overload_names();
    // 1b. classes of other files (java_project.cpp): those extended first
    std::vector<JavaImportSite> imports = plan_java_imports(root, src_);
    emit_imports(imports, true, root);
    // 2. define classes, parents first
    std::set<std::string> done;
    std::vector<std::string> order;
    for (TSNode d : decls) order_class(std::string(text(child(d, f_name))), done, order, 0);
    for (const auto& n : order) define_class(classes_[n]);
    emit_imports(imports, false, root);  // after: a file in an import cycle sees this one's classes
    // 3. static initialisers in source order
    for (TSNode d : decls) static_inits(classes_[std::string(text(child(d, f_name)))]);
    // 4. other top-level statements (none in valid Java) and the entry trampoline
    for (TSNode k : named_children(root)) {
      TSSymbol s = sym(k);
      if (s == s_class_declaration || s == s_interface_declaration || s == s_enum_declaration ||
          s == s_record_declaration)
        continue;
      lower_stmt(k);
    }
    std::string main_cls;
    for (TSNode d : decls) {
      auto& ci = classes_[std::string(text(child(d, f_name)))];
      auto it = ci.methods.find("main");
      if (it != ci.methods.end() && it->second.is_static) {
        main_cls = ci.name;
        break;
      }
    }
    if (!npe_sites_.empty()) {
      Reg sites = b_.const_str(npe_sites_);
      b_.call_function("__jnpesites", std::span<const Reg>(&sites, 1));
    }
    if (!main_cls.empty()) {
      Reg ref = emit_function("main", {"param:args"}, [&] {
        Reg c = b_.load_var(main_cls);
        Reg a = b_.load_var("args");
        b_.call_method(c, "main", std::span<const Reg>(&a, 1));
      });
      b_.decl_var("main", ref);
      out_.module.entry_point = "main";
    }
  }

 private:
  /// SYMBOLIC import sites the project loader links (docs/projects.md)
  void emit_imports(const std::vector<JavaImportSite>& sites, bool early, TSNode root) {
    for (const JavaImportSite& s : sites) {
      if (s.early != early) continue;
      b_.set_span(span(s.node));
      Reg r = b_.symbolic(s.hint);
      if (!s.bound.empty()) b_.decl_var(s.bound, r);
    }
    b_.set_span(span(root));
  }

  // --- typed expression results -------------------------------------------------
  std::string last_type_;
  Reg T(Reg r, std::string t) {
    last_type_ = std::move(t);
    return r;
  }
  struct Ex {
    Reg r;
    std::string t;
  };
  Ex ev(TSNode n) {
    last_type_.clear();
    Reg r = lower_expr(n);
    return Ex{r, last_type_};
  }
  Reg call1(const char* fn, Reg a) { return b_.call_function(fn, std::span<const Reg>(&a, 1)); }
  Reg as_int(const Ex& e) { return is_char(e.t) ? call1("__ord", e.r) : e.r; }
  /// Converts a value of static type `from` for a target of type `to`.
  /// The single abstract method of an in-file interface that also has default methods
  /// (a lambda converted to it becomes an instance, so the defaults can call it), else "".
  std::string wrap_method(const std::string& iface) {
    auto it = classes_.find(iface);
    if (it == classes_.end() || !it->second.is_interface || ts_node_is_null(it->second.node)) return {};
    TSNode body = child(it->second.node, f_body);
    if (ts_node_is_null(body)) return {};
    std::string abstract_m;
    int n_abstract = 0, n_default = 0;
    for (TSNode m : named_children(body)) {
      if (sym(m) != s_method_declaration || has_modifier(m, "static")) continue;
      if (ts_node_is_null(child(m, f_body))) {
        ++n_abstract;
        abstract_m = text(child(m, f_name));
      } else {
        ++n_default;
      }
    }
    return n_abstract == 1 && n_default > 0 ? abstract_m : std::string();
  }
  /// Object, a type variable (T, E2) or an interface every array implements: where an array or a List
  /// forgets its static type.
  static bool object_form(const std::string& t) {
    return t == "Object" || t == "Serializable" || t == "Cloneable" ||
           (!t.empty() && t.size() <= 2 && std::isupper(static_cast<unsigned char>(t[0])));
  }
  static bool is_list_type(const std::string& t) {
    std::string b = strip_generics(t);
    return b == "List" || b == "ArrayList";
  }
  Reg mark_array_or_list(Reg r, const std::string& from) {
    Reg ab[2] = {r, b_.const_int(is_array_type(from) ? (is_reference_array(from) ? 1 : 2) : 3)};
    return b_.call_function("__jarrmark", ab);
  }
  Reg coerce(Reg r, const std::string& from, const std::string& to) {
    if (from == "lambda" && !to.empty()) {
      std::string iface = strip_generics(to);
      std::string m = wrap_method(iface);
      if (!m.empty()) {
        Reg args[3] = {r, b_.load_var(iface), b_.const_str(m)};
        return b_.call_function("__jfnwrap", args);
      }
      return r;
    }
    if (to.empty() || from == to) return r;
    // an array or a List taking the Object form (Object o = new int[2]; a T of a List): marked, so
    // that instanceof tells them apart (both are lists at run time)
    if (object_form(to) && (is_array_type(from) || is_list_type(from))) return mark_array_or_list(r, from);
    // boxing a long, short, byte or float (Object o = 5L; Long x = 5L; List<T> of a short): marked
    // with its box class; widening one (float to double, short to int) drops a mark unboxing kept
    if (int k = box_kind(from)) {
      bool prim_to = is_primitive(to);
      if (!prim_to && from != "null") {
        Reg ab[2] = {r, b_.const_int(k)};
        return b_.call_function("__jboxn", ab);
      }
      if (prim_to && is_numeric(to) && unbox(to) != unbox(from) && !is_char(to)) {
        bool fl = is_floating(to);
        Reg v = b_.binop(fl ? Operator::Mul : Operator::Add, r, fl ? b_.const_float(1.0) : b_.const_int(0));
        b_.annotate_last(annot(unbox(to)));
        return v;
      }
    }
    // a char or a String taking the Object form: marked, so that instanceof Character tells 'a' from "a"
    if ((to == "Object" || to == "Comparable" || to == "Serializable") && (is_char(from) || is_string(from))) {
      Reg ab[2] = {r, b_.const_bool(is_char(from))};
      return b_.call_function("__jboxtext", ab);
    }
    // a Character of unknown static type unboxed into a number (int x = map.get(k) where the values are chars)
    if (maybe_boxed_char(from) && !is_char(to) && is_numeric(to) && from != "null") r = call1("__jnum", r);
    if (is_char(to) && !is_char(from) && is_intlike(from)) return call1("__chr", r);
    if (!is_char(to) && is_numeric(to) && is_char(from)) r = call1("__ord", r);
    if (is_floating(to) && (is_intlike(from) || is_char(from))) {
      Reg z = b_.const_float(0.0);
      Reg v = b_.binop(Operator::Add, r, z);
      b_.annotate_last(unbox(to) == "float" ? "Float32" : "Float64");
      return v;
    }
    return r;
  }
  Reg to_jstr(const Ex& e) {
    if (is_string(e.t) || is_char(e.t)) return e.r;
    return call1(unbox(e.t) == "float" ? "__jstrf" : "__jstr", e.r);
  }

  // --- local variable types -------------------------------------------------------
  std::vector<std::unordered_map<std::string, std::string>> locals_;
  // locals_ depth at each enclosing loop body of the current method: locals from there on are
  // fresh in each iteration, and a lambda capturing them must keep its iteration's values
  std::vector<std::size_t> loop_scopes_;
  // Each scope also keeps the JVM local-variable slots javac gives its locals (a helpful
  // NullPointerException names a local as "<localN>": the source launcher keeps no names),
  // under keys no identifier can spell: kNextSlot the next free one, kSlot+name a local's.
  static constexpr const char* kNextSlot = "\x01next";
  static constexpr const char* kSlot = "\x01slot:";
  static constexpr const char* kParam = "\x01param:";  // a parameter's 1-based position
  void push_scope() {
    std::string next = locals_.empty() ? "0" : locals_.back()[kNextSlot];
    locals_.emplace_back();
    locals_.back()[kNextSlot] = next.empty() ? "0" : next;
  }
  void pop_scope() {
    if (!locals_.empty()) locals_.pop_back();
  }
  /// Slots taken by javac's hidden locals (a for-each's iterator or array, length, index).
  void reserve_slots(int n) {
    if (locals_.empty()) push_scope();
    locals_.back()[kNextSlot] = std::to_string(std::atoi(locals_.back()[kNextSlot].c_str()) + n);
  }
  void declare_local(const std::string& n, const std::string& t) {
    if (locals_.empty()) push_scope();
    locals_.back()[n] = t;
    std::string& next = locals_.back()[kNextSlot];
    int at = std::atoi(next.c_str());
    locals_.back()[kSlot + n] = std::to_string(at);
    next = std::to_string(at + (t == "long" || t == "double" ? 2 : 1));
  }
  int local_slot(const std::string& n) const {
    for (auto it = locals_.rbegin(); it != locals_.rend(); ++it)
      if (auto f = it->find(kSlot + n); f != it->end()) return std::atoi(f->second.c_str());
    return -1;
  }
  const std::string* local_type(const std::string& n) const {
    for (auto it = locals_.rbegin(); it != locals_.rend(); ++it) {
      auto f = it->find(n);
      if (f != it->end()) return &f->second;
    }
    return nullptr;
  }

  // --- classes ----------------------------------------------------------------------
  std::map<std::string, ClassInfo> classes_;
  std::map<std::string, std::string> enum_consts_;  // constant -> enum
  // every method name of the file (anonymous bodies, record accessors, an enum's
  // name/ordinal too): an instance field sharing one is stored as "_f_<name>"
  std::set<std::string> method_names_;
  std::string cur_class_;
  std::string cur_method_;  ///< the method being lowered (javac's lambda$<method>$<n> names)
  std::map<std::string, int> lambdas_done_;  ///< per class: lambdas lowered so far
  std::unordered_map<std::uint32_t, int> lambda_nested_;  ///< lambda start byte -> lambdas inside it
  bool in_static_ = true;
  std::string cur_ret_;  // return type of the method being lowered
  bool lambda_ret_ = false;  // lowering a lambda's body: what it returns goes through a functional interface
  std::vector<std::string>* lambda_returns_ = nullptr;  // a block-bodied lambda's return types (its result's static type)
  /// A lambda's result: a long, short, byte or float it returns is boxed when its interface is
  /// generic (BinaryOperator<Long>, Supplier<Object>); marking it is harmless where it is not.
  Reg lambda_result(const Ex& e) {
    int k = box_kind(e.t);
    if (!k || !is_primitive(e.t)) return e.r;
    Reg ab[2] = {e.r, b_.const_int(k)};
    return b_.call_function("__jboxn", ab);
  }

  std::string type_text(TSNode t) {
    if (ts_node_is_null(t)) return {};
    std::string s;
    for (char c : text(t))
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') s.push_back(c);
    // java.util.List -> List
    auto lt = s.find('<');
    auto dot = s.rfind('.', lt == std::string::npos ? s.size() : lt);
    if (dot != std::string::npos) s = s.substr(dot + 1);
    return s;
  }
  std::string decl_type(TSNode type, TSNode declarator) {
    std::string t = type_text(type);
    TSNode dims = ts_node_is_null(declarator) ? TSNode{} : child(declarator, f_dimensions);
    if (!ts_node_is_null(dims))
      for (char c : text(dims))
        if (c == '[') t += "[]";
    return t;
  }
  bool has_modifier(TSNode decl, std::string_view m) {
    for (TSNode k : named_children(decl))
      if (sym(k) == s_modifiers) {
        std::string_view t = text(k);
        std::size_t p = 0;
        while ((p = t.find(m, p)) != std::string_view::npos) {
          bool lb = p == 0 || !std::isalnum(static_cast<unsigned char>(t[p - 1]));
          bool rb = p + m.size() >= t.size() || !std::isalnum(static_cast<unsigned char>(t[p + m.size()]));
          if (lb && rb) return true;
          p += m.size();
        }
      }
    return false;
  }
  bool is_type_decl(TSSymbol s) const {
    return s == s_class_declaration || s == s_interface_declaration || s == s_enum_declaration ||
           s == s_record_declaration;
  }
  void collect_types(TSNode n, std::vector<TSNode>& out, int depth) {
    if (depth > 64) return;
    for (TSNode k : named_children(n)) {
      TSSymbol s = sym(k);
      if (is_type_decl(s)) {
        out.push_back(k);
        TSNode body = child(k, f_body);
        if (!ts_node_is_null(body)) {
          collect_types(body, out, depth + 1);
          for (TSNode bk : named_children(body))
            if (sym(bk) == s_enum_body_declarations) collect_types(bk, out, depth + 1);
        }
      }
    }
  }
  void collect_method_names(TSNode n, int depth) {
    if (depth > 200) return;
    for (TSNode k : named_children(n)) {
      TSSymbol s = sym(k);
      if (s == s_method_declaration) method_names_.insert(std::string(text(child(k, f_name))));
      if (s == s_enum_declaration) method_names_.insert({"name", "ordinal"});
      if (s == s_record_declaration) {
        TSNode ps = child(k, f_parameters);
        if (!ts_node_is_null(ps))
          for (TSNode p : named_children(ps))
            if (sym(p) == s_formal_parameter) method_names_.insert(std::string(text(child(p, f_name))));
      }
      collect_method_names(k, depth + 1);
    }
  }
  TSNode body_container(TSNode body) {
    // enum bodies keep their members in enum_body_declarations
    for (TSNode k : named_children(body))
      if (sym(k) == s_enum_body_declarations) return k;
    return body;
  }
  void scan_class(TSNode d) {
    ClassInfo ci;
    ci.name = text(child(d, f_name));
    ci.node = d;
    TSSymbol s = sym(d);
    ci.is_interface = s == s_interface_declaration;
    ci.is_enum = s == s_enum_declaration;
    ci.is_record = s == s_record_declaration;
    TSNode up = ts_node_parent(d);
    bool in_method = false, static_method = false;
    for (int k = 0; k < 256 && !ts_node_is_null(up); ++k, up = ts_node_parent(up)) {
      if (!in_method && (sym(up) == s_method_declaration || sym(up) == s_constructor_declaration)) {
        in_method = true;
        static_method = has_modifier(up, "static");
      }
      if (is_type_decl(sym(up))) {
        ci.outer = text(child(up, f_name));
        // inner: non-static member class of a class, or a local class in an instance method
        bool outer_ok = sym(up) == s_class_declaration || sym(up) == s_enum_declaration || sym(up) == s_record_declaration;
        if (sym(d) == s_class_declaration && outer_ok)
          ci.inner = in_method ? !static_method : !has_modifier(d, "static");
        break;
      }
    }
    TSNode sup = child(d, f_superclass);
    if (!ts_node_is_null(sup)) {
      auto k = named_children(sup);
      if (!k.empty()) ci.parent = strip_generics(type_text(k[0]));
    }
    auto add_ifaces = [&](TSNode list) {
      for (TSNode k : named_children(list))
        for (TSNode t : named_children(k)) ci.ifaces.push_back(strip_generics(type_text(t)));
    };
    TSNode ifs = child(d, f_interfaces);
    if (!ts_node_is_null(ifs)) add_ifaces(ifs);
    for (TSNode k : named_children(d))
      if (std::string_view(ts_node_type(k)) == "extends_interfaces") add_ifaces(k);
    if (ci.is_record) {
      TSNode ps = child(d, f_parameters);
      if (!ts_node_is_null(ps))
        for (TSNode p : named_children(ps))
          if (sym(p) == s_formal_parameter)
            ci.fields[std::string(text(child(p, f_name)))] = FieldInfo{decl_type(child(p, f_type), p), false};
      for (const Param& pa : params_of(ps))  // a varargs component (String... tags) is an array field
        if (pa.variadic) ci.fields[pa.name] = FieldInfo{pa.type, false};
    }
    TSNode body = child(d, f_body);
    if (!ts_node_is_null(body)) {
      if (ci.is_enum)
        for (TSNode k : named_children(body))
          if (sym(k) == s_enum_constant) {
            std::string cn(text(child(k, f_name)));
            ci.fields[cn] = FieldInfo{ci.name, true};
            enum_consts_[cn] = ci.name;
          }
      for (TSNode m : named_children(body_container(body))) {
        TSSymbol ms = sym(m);
        if (ms == s_field_declaration || ms == s_constant_declaration) {
          bool st = ms == s_constant_declaration || ci.is_interface || has_modifier(m, "static");
          for (TSNode dcl : field_children(m, f_declarator))
            ci.fields[std::string(text(child(dcl, f_name)))] = FieldInfo{decl_type(child(m, f_type), dcl), st};
        } else if (ms == s_method_declaration) {
          std::string n(text(child(m, f_name)));
          MethodInfo info{has_modifier(m, "static"), type_text(child(m, f_type))};
          for (const Param& pa : params_of(child(m, f_parameters))) {
            info.params.push_back(pa.variadic ? std::string() : pa.type);
            info.variadic = pa.variadic;
            if (pa.variadic) info.vararg_elem = pa.type.substr(0, pa.type.size() - 2);
          }
          info.has_body = !ts_node_is_null(child(m, f_body));
          {
            java_overloads::Sig sg;
            for (const Param& pa : params_of(child(m, f_parameters))) sg.params.push_back(pa.type), sg.variadic = pa.variadic;
            sg.ret = info.ret, sg.has_body = info.has_body, sg.is_static = info.is_static, sg.owner = ci.name;
            ci.sigs[n].push_back(std::move(sg));
          }
          if (auto prev = ci.methods.find(n); prev != ci.methods.end()) {  // overloads: the parameters are not known
            info.overloaded = true;
            info.params.clear();
            info.has_body = info.has_body || prev->second.has_body;
          }
          ci.methods[n] = info;
        } else if (ms == s_constructor_declaration) {
          MethodInfo info;
          for (const Param& pa : params_of(child(m, f_parameters))) {
            info.params.push_back(pa.variadic ? std::string() : pa.type);
            info.variadic = pa.variadic;
            if (pa.variadic) info.vararg_elem = pa.type.substr(0, pa.type.size() - 2);
          }
          {
            java_overloads::Sig sg;
            for (const Param& pa : params_of(child(m, f_parameters))) sg.params.push_back(pa.type), sg.variadic = pa.variadic;
            sg.owner = ci.name;
            ci.ctor_sigs.push_back(std::move(sg));
          }
          // (a record's canonical constructor is there too, implicit or not)
          if (ci.has_ctor || ci.is_record) info.overloaded = true, info.params.clear();
          ci.ctor = info;
          ci.has_ctor = true;
        }
      }
    }
    if (ci.is_record) {
      for (auto& [fname, fi] : ci.fields)
        if (!fi.is_static && !ci.methods.count(fname)) ci.methods[fname] = MethodInfo{false, fi.type};
      // the canonical constructor (implicit or compact) is an overload beside the
      // explicit ones, so `this(name, new BigDecimal(p), q)` picks it by static types
      java_overloads::Sig canon;
      for (const Param& pa : record_params(ci)) canon.params.push_back(pa.type), canon.variadic = pa.variadic;
      canon.owner = ci.name;
      bool listed = false;
      for (const auto& sg : ci.ctor_sigs) listed = listed || sg.params == canon.params;
      if (!listed) ci.ctor_sigs.push_back(std::move(canon));
    }
    if (ci.is_enum) {
      ci.methods["values"] = MethodInfo{true, ci.name + "[]"};
      ci.methods["ordinal"] = MethodInfo{false, "int"};
      ci.methods["name"] = MethodInfo{false, "String"};
    }
    classes_[ci.name] = std::move(ci);
  }
  /// Parameter lists one overriding the other: a type variable (T, K, E1) of a
  /// generic ancestor stands for any type.
  static bool same_params(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    if (a.size() != b.size()) return false;
    auto tv = [](const std::string& t) { return !t.empty() && t.size() <= 2 && std::isupper(static_cast<unsigned char>(t[0])); };
    for (std::size_t k = 0; k < a.size(); ++k) {
      std::string x = strip_generics(a[k]), y = strip_generics(b[k]);
      if (x != y && !tv(x) && !tv(y)) return false;
    }
    return true;
  }
  /// Names declared with two or more parameter lists anywhere in the file: their
  /// methods are also declared under their signature (sig_key), which call sites
  /// whose overload is chosen at compile time (select_overload) call.
  std::set<std::string> overload_names_;
  void find_overload_names() {
    std::map<std::string, std::set<std::string>> keys;
    for (const auto& [cn, ci] : classes_)
      for (const auto& [mn, ss] : ci.sigs)
        for (const auto& sg : ss) keys[mn].insert(java_overloads::sig_key(mn, sg.params));
    for (const auto& [mn, ks] : keys)
      if (ks.size() > 1) overload_names_.insert(mn);
  }
  template <class Params>  // (std::vector<Param>, declared further down)
  void decl_method(const std::string& n, const Params& ps, Reg f) {
    b_.decl_var(n, f);
    if (!overload_names_.count(n)) return;
    std::vector<std::string> ts;
    for (const auto& p : ps) ts.push_back(p.type);
    b_.decl_var(java_overloads::sig_key(n, ts), call1("__jexact", f));
  }
  bool program_supers(const std::string& t, std::vector<std::string>& up) {
    auto it = classes_.find(t);
    if (it == classes_.end()) return false;
    const ClassInfo& ci = it->second;
    if (!ci.parent.empty()) up.push_back(ci.parent);
    up.insert(up.end(), ci.ifaces.begin(), ci.ifaces.end());
    if (ci.is_enum) up.push_back("Enum");
    if (ci.is_record) up.push_back("Record");
    return true;
  }
  /// The overload of `m` Java selects at compile time for a receiver of class `cls`
  /// (constructors: m empty), or null: not overloaded, or a type is unknown here.
  /// The parameter count of a lambda argument (-1: not a lambda).
  int lambda_arity(TSNode a) {
    if (sym(a) != s_lambda_expression) return -1;
    TSNode ps = child(a, f_parameters);
    if (ts_node_is_null(ps)) return 0;
    if (sym(ps) == s_identifier) return 1;
    int n = 0;
    for (TSNode k : named_children(ps)) n += sym(k) == s_identifier || sym(k) == s_formal_parameter;
    return n;
  }
  int functional_arity(const std::string& t) {
    if (int n = java_overloads::library_arity(t); n >= 0) return n;
    auto it = classes_.find(t);
    if (it == classes_.end() || !it->second.is_interface) return -1;
    int n = -1, abstract = 0;
    for (const auto& [mn, ss] : it->second.sigs)
      for (const auto& x : ss)
        if (!x.has_body && !x.is_static) ++abstract, n = static_cast<int>(x.params.size());
    return abstract == 1 && it->second.parent.empty() && it->second.ifaces.empty() ? n : -1;
  }
  const java_overloads::Sig* select_overload(const std::string& cls, const std::string& m, std::vector<std::string> at,
                                             int* phase, TSNode argn = TSNode{}) {
    if (!ts_node_is_null(argn)) {  // lambdas by their parameter count
      std::size_t k = 0;
      for (TSNode a : named_children(argn)) {
        int n = lambda_arity(a);
        if (n >= 0 && k < at.size()) at[k] = "lambda:" + std::to_string(n);
        ++k;
      }
    }
    std::vector<java_overloads::Sig> cands;
    std::set<std::string> keys;
    std::vector<std::string> todo{cls};
    std::set<std::string> seen;
    for (std::size_t k = 0; k < todo.size() && k < 64; ++k) {
      auto it = classes_.find(todo[k]);
      if (it == classes_.end() || !seen.insert(todo[k]).second) continue;
      const ClassInfo& ci = it->second;
      if (m.empty()) {
        cands = ci.ctor_sigs;
        break;
      }
      if (auto s = ci.sigs.find(m); s != ci.sigs.end())
        for (const auto& sg : s->second)
          if (keys.insert(java_overloads::sig_key(m, sg.params)).second) cands.push_back(sg);
      if (!ci.parent.empty()) todo.push_back(ci.parent);
      todo.insert(todo.end(), ci.ifaces.begin(), ci.ifaces.end());
    }
    if (cands.size() < 2) return nullptr;
    int i = java_overloads::select(
        cands, at, [this](const std::string& t, std::vector<std::string>& up) { return program_supers(t, up); }, phase,
        [this](const std::string& t) { return functional_arity(t); });
    if (i < 0) return nullptr;
    const java_overloads::Sig& sg = cands[static_cast<std::size_t>(i)];
    // an abstract method of a functional interface may be a lambda, which has no signature names
    if (!sg.has_body && classes_.count(sg.owner) && classes_[sg.owner].is_interface) {
      int abstract = 0;
      for (const auto& [mn, ss] : classes_[sg.owner].sigs)
        for (const auto& x : ss) abstract += !x.has_body;
      if (abstract == 1) return nullptr;
    }
    // the signature's own entry (kept alive by classes_)
    auto& own = classes_[sg.owner];
    const auto& list = m.empty() ? own.ctor_sigs : own.sigs[m];
    for (const auto& x : list)
      if (x.params == sg.params) return &x;
    return nullptr;
  }
  /// Converts the arguments to the chosen overload's parameter types.
  void convert_to_overload(std::vector<Reg>& args, const std::vector<std::string>& at, const java_overloads::Sig& sg, int phase) {
    for (std::size_t k = 0; k < args.size() && k < at.size(); ++k) {
      std::string pt = java_overloads::param_at(sg, k, phase);
      if (phase < 3 && sg.variadic && k + 1 == sg.params.size()) {  // the T... parameter given an array
        if (is_reference_array(at[k])) args[k] = call1("__jspread", args[k]);
        continue;
      }
      if (!pt.empty() && pt != at[k] && at[k] != "null" && at[k] != "lambda") args[k] = coerce(args[k], at[k], pt);
    }
  }
  /// A method overloading an inherited one of other parameter types is an overload
  /// too: its call sites must not convert arguments to its own parameter types.
  void mark_inherited_overloads() {
    for (auto& [cn, ci] : classes_)
      for (auto& [mn, mi] : ci.methods) {
        if (mi.is_static || mi.overloaded) continue;
        std::vector<std::string> todo{ci.parent};
        todo.insert(todo.end(), ci.ifaces.begin(), ci.ifaces.end());
        std::set<std::string> seen;
        for (std::size_t k = 0; k < todo.size() && !mi.overloaded; ++k) {
          auto it = classes_.find(todo[k]);
          if (todo[k].empty() || it == classes_.end() || !seen.insert(todo[k]).second) continue;
          if (auto am = it->second.methods.find(mn); am != it->second.methods.end() && !am->second.is_static &&
                                                     (am->second.overloaded || !same_params(am->second.params, mi.params)))
            mi.overloaded = true, mi.params.clear();
          todo.push_back(it->second.parent);
          todo.insert(todo.end(), it->second.ifaces.begin(), it->second.ifaces.end());
        }
      }
  }
  void order_class(const std::string& n, std::set<std::string>& done, std::vector<std::string>& order, int depth) {
    if (done.count(n) || !classes_.count(n) || depth > 64) return;
    done.insert(n);
    const ClassInfo& ci = classes_[n];
    if (!ci.parent.empty()) order_class(ci.parent, done, order, depth + 1);
    for (const auto& i : ci.ifaces) order_class(i, done, order, depth + 1);
    order.push_back(n);
  }
  /// Field lookup through the in-file class hierarchy.
  const FieldInfo* find_field(const std::string& cls, const std::string& f, std::string* owner = nullptr) {
    std::string c = cls;
    for (int k = 0; k < 32 && !c.empty(); ++k) {
      auto it = classes_.find(c);
      if (it == classes_.end()) return nullptr;
      auto fi = it->second.fields.find(f);
      if (fi != it->second.fields.end()) {
        if (owner) *owner = c;
        return &fi->second;
      }
      for (const auto& i : it->second.ifaces) {
        auto ii = classes_.find(i);
        if (ii != classes_.end()) {
          auto ff = ii->second.fields.find(f);
          if (ff != ii->second.fields.end()) {
            if (owner) *owner = i;
            return &ff->second;
          }
        }
      }
      c = it->second.parent;
    }
    return nullptr;
  }
  const MethodInfo* find_method(const std::string& cls, const std::string& m, std::string* owner = nullptr) {
    std::vector<std::string> todo{cls};
    std::set<std::string> seen;
    while (!todo.empty() && seen.size() < 64) {
      std::string c = todo.back();
      todo.pop_back();
      if (!seen.insert(c).second) continue;
      auto it = classes_.find(c);
      if (it == classes_.end()) continue;
      auto mi = it->second.methods.find(m);
      if (mi != it->second.methods.end()) {
        if (owner) *owner = c;
        return &mi->second;
      }
      for (const auto& i : it->second.ifaces) todo.push_back(i);
      if (!it->second.parent.empty()) todo.push_back(it->second.parent);
    }
    return nullptr;
  }

  int outer_guard_ = 0;
  std::string outer_of(const std::string& cls) {
    if (outer_guard_ >= 64) return {};
    auto it = classes_.find(cls);
    if (it == classes_.end() || it->second.outer == cls) return {};
    return it->second.outer;
  }

  bool derives_from(const std::string& c0, const std::string& base) {
    std::string c = c0;
    for (int k = 0; k < 64 && !c.empty(); ++k) {
      if (c == base) return true;
      auto it = classes_.find(c);
      if (it == classes_.end()) return false;
      c = it->second.parent;
    }
    return false;
  }
  /// A member of an enclosing class, reached from an inner/anonymous/local class:
  /// static members through their class, instance members through this.__outer....
  bool outer_member(const std::string& nm, bool method, std::string& owner, Reg& recv, std::string& type) {
    std::string c = cur_class_;
    int hops = 0;
    bool inst_ok = !in_static_;
    for (int g = 0; g < 64; ++g) {
      auto it = classes_.find(c);
      if (it == classes_.end()) return false;
      std::string oc = it->second.outer;
      if (oc.empty() || oc == c) return false;
      inst_ok = inst_ok && it->second.inner;
      ++hops;
      std::string own;
      bool found = false, st = false;
      if (method) {
        if (const MethodInfo* mi = find_method(oc, nm, &own)) found = true, st = mi->is_static, type = mi->ret;
      } else if (const FieldInfo* fi = find_field(oc, nm, &own)) {
        found = true, st = fi->is_static, type = fi->type;
      }
      if (found) {
        if (st) {
          owner = own;
          recv = b_.load_var(own);
          return true;
        }
        if (!inst_ok) return false;
        owner = oc;
        recv = b_.load_var("this");
        for (int h = 0; h < hops; ++h) recv = b_.load_field(recv, "__outer");
        return true;
      }
      c = oc;
    }
    return false;
  }
  /// The enclosing instance of class `want` seen from the current code (this, this.__outer, ...).
  bool enclosing_instance(const std::string& want, Reg& recv) {
    if (in_static_ || cur_class_.empty()) return false;
    std::string c = cur_class_;
    recv = b_.load_var("this");
    for (int g = 0; g < 64; ++g) {
      if (derives_from(c, want)) return true;
      auto it = classes_.find(c);
      if (it == classes_.end() || !it->second.inner || it->second.outer.empty()) return false;
      recv = b_.load_field(recv, "__outer");
      c = it->second.outer;
    }
    return false;
  }

  /// Storage name of an instance field: a field that shares its name with a
  /// method (int size; int size()) is stored as "_f_<name>" so the method stays callable.
  /// Any method of the file counts, not only the class's own: a subclass's
  /// value() must not be hidden by the parent's field, and a receiver of unknown
  /// type (an untyped lambda parameter) must reach the same slot.
  std::string field_slot(const std::string& cls, const std::string& f) {
    std::string owner;
    const FieldInfo* fi = find_field(cls, f, &owner);
    if (!fi) return unknown_field_slot(f);
    if (fi->is_static) return static_slot(owner, f);
    return method_names_.count(f) || find_method(cls, f) ? "_f_" + f : f;
  }
  /// A static field lives in its class's scope beside the methods: one named as a method
  /// (`static int count; static int count()`) takes its own slot.
  std::string static_slot(const std::string& owner, const std::string& f) {
    return !owner.empty() && find_method(owner, f) ? "_sf_" + f : f;
  }
  /// The slot of field `f` read through a receiver whose class is not known here.
  std::string unknown_field_slot(const std::string& f) {
    if (!method_names_.count(f)) return f;
    for (const auto& [n, ci] : classes_)
      if (auto it = ci.fields.find(f); it != ci.fields.end() && !it->second.is_static) return "_f_" + f;
    return f;
  }

  struct Param {
    std::string name, type;
    bool variadic = false;
  };
  /// A native method's body (ADR 0015): its JNI symbol called on a foreign
  /// handle (SYMBOLIC "ffi:jni", standing for JNIEnv* and the jclass too),
  /// so analyses reach the C definition; a run stays symbolic.
  void native_stub(TSNode m, const std::string& cls, const std::string& name, const std::vector<Param>& ps) {
    auto mangle = [](std::string_view s) {  // JNI: '_' is "_1", '.' separates
      std::string out;
      for (char c : s) out += c == '_' ? std::string("_1") : c == '.' ? std::string("_") : std::string(1, c);
      return out;
    };
    TSNode root = m;
    for (TSNode up = ts_node_parent(root); !ts_node_is_null(up); up = ts_node_parent(up)) root = up;
    std::string sym = "Java_";
    for (TSNode k : named_children(root))
      if (std::string_view(ts_node_type(k)) == "package_declaration")
        for (TSNode q : named_children(k))
          if (std::string_view(ts_node_type(q)) != "annotation" && std::string_view(ts_node_type(q)) != "marker_annotation")
            sym += mangle(text(q)) + "_";
    sym += mangle(cls) + "_" + mangle(name);
    Reg h = b_.symbolic("ffi:jni");
    std::vector<Reg> args{h, h};
    for (const Param& p : ps) args.push_back(b_.load_var(p.name));
    emit_return(b_.call_method(h, sym, args));
  }
  std::vector<Param> params_of(TSNode ps) {
    std::vector<Param> out;
    if (ts_node_is_null(ps)) return out;
    for (TSNode p : named_children(ps)) {
      if (sym(p) == s_formal_parameter) {
        out.push_back(Param{std::string(text(child(p, f_name))), decl_type(child(p, f_type), p), false});
      } else if (sym(p) == s_spread_parameter) {
        std::string t;
        std::string n;
        for (TSNode k : named_children(p)) {
          if (sym(k) == s_variable_declarator) n = text(child(k, f_name));
          else if (sym(k) != s_modifiers) t = type_text(k);
        }
        out.push_back(Param{n, t + "[]", true});
      } else if (sym(p) == s_identifier) {
        out.push_back(Param{std::string(text(p)), "", false});
      }
    }
    return out;
  }
  /// A varargs parameter collects the call's trailing arguments in a tuple; __jvarargs(xs, scalar)
  /// turns it into an array (a VM list). Java passes an array argument itself (f(arr) with
  /// String... xs): a single list argument is unwrapped when the element type cannot itself be a
  /// VM list (scalar: primitives, String, boxes, in-file types).
  void varargs_prologue(const std::vector<Param>& ps) {
    for (const auto& p : ps) {
      if (!p.variadic || p.type.size() < 2) continue;
      std::string elem = strip_generics(p.type.substr(0, p.type.size() - 2));
      bool scalar = elem == "String" || elem == "CharSequence" || unbox(elem) != elem || is_intlike(elem) ||
                    is_floating(elem) || is_char(elem) || elem == "boolean" || classes_.count(elem) > 0;
      Reg args[2] = {b_.load_var(p.name), b_.const_bool(scalar)};
      b_.store_var(p.name, b_.call_function("__jvarargs", args));
    }
  }

  std::vector<std::string> hints_of(const std::vector<Param>& ps, bool with_this) {
    std::vector<std::string> h;
    if (with_this) h.push_back("param:this");
    for (const auto& p : ps) {
      if (p.variadic) {
        h.push_back("param:*" + p.name);
        continue;
      }
      // reference parameters accept null: "Any" (overload resolution scores it below exact matches)
      std::string a = annot(p.type);
      if (a == "Int32" || a == "Int64" || a == "Int16" || a == "Int8") a = "Int";
      if (a == "Float64" || a == "Float32") a = "Float";
      // a String parameter is String-or-null, so a run-time overload choice (argument types
      // unknown statically) tells f(String) from f(BigDecimal) / f(Item); so does a class's
      if (a == "String") a = "String|Null";
      else if (auto c = classes_.find(p.type); c != classes_.end() && !c->second.is_interface && a.empty())
        a = p.type + "|Null";  // the program's own class (not an interface: a lambda may stand for one)
      else if (a.empty() || p.type.empty() || is_char(p.type) || p.type != unbox(p.type)) a = p.type.empty() ? "" : "Any";
      h.push_back("param:" + p.name + (a.empty() ? "" : " " + a));
    }
    return h;
  }

  /// Lowers a method/constructor/lambda body in a fresh local scope.
  Reg function(std::string_view name, const std::vector<Param>& ps, bool instance, const std::string& ret,
               const std::function<void()>& body) {
    auto saved_locals = std::move(locals_);
    locals_.clear();
    auto saved_loops = std::move(loop_scopes_);
    loop_scopes_.clear();
    push_scope();
    if (instance) reserve_slots(1);  // this
    for (std::size_t i = 0; i < ps.size(); ++i) {
      declare_local(ps[i].name, ps[i].type);
      locals_.back()[kParam + ps[i].name] = std::to_string(i + 1);
    }
    bool saved_static = in_static_;
    in_static_ = !instance;
    std::string saved_ret = cur_ret_;
    cur_ret_ = ret;
    bool saved_lambda_ret = lambda_ret_;
    lambda_ret_ = false;
    std::string saved_method = std::move(cur_method_);
    cur_method_ = name == "__init__" ? "new" : std::string(name);
    Reg r = emit_function(name, hints_of(ps, instance), [&] { varargs_prologue(ps); body(); }, annot(ret));
    cur_method_ = std::move(saved_method);
    cur_ret_ = saved_ret;
    lambda_ret_ = saved_lambda_ret;
    in_static_ = saved_static;
    locals_ = std::move(saved_locals);
    loop_scopes_ = std::move(saved_loops);
    return r;
  }

  void define_class(ClassInfo& ci) {
    TSNode d = ci.node;
    SpanScope sc(b_, span(d));
    std::string parents = ci.parent;
    for (const auto& i : ci.ifaces)
      if (classes_.count(i)) parents += (parents.empty() ? "" : ",") + i;
    std::string saved = cur_class_;
    cur_class_ = ci.name;
    TSNode body = child(d, f_body);
    Reg ref = emit_class(ci.name, parents, [&] {
      if (ts_node_is_null(body)) return;
      TSNode members = body_container(body);
      bool has_ctor = false, has_canonical = false;
      for (TSNode m : named_children(members)) {
        TSSymbol ms = sym(m);
        SpanScope ms_sc(b_, span(m));
        if (ms == s_field_declaration || ms == s_constant_declaration) {
          bool st = ms == s_constant_declaration || ci.is_interface || has_modifier(m, "static");
          if (!st) continue;
          for (TSNode dcl : field_children(m, f_declarator)) {
            std::string fname(text(child(dcl, f_name)));
            std::string t = decl_type(child(m, f_type), dcl);
            b_.decl_var(static_slot(ci.name, fname), default_value(t));
            std::string a = annot(t);
            if (!a.empty()) b_.annotate_last(a);
          }
        } else if (ms == s_method_declaration) {
          TSNode mb = child(m, f_body);
          if (ts_node_is_null(mb) && has_modifier(m, "native")) {  // JNI: a stub calling the C symbol (ADR 0015)
            std::string n(text(child(m, f_name)));
            auto ps = params_of(child(m, f_parameters));
            Reg f = function(n, ps, !has_modifier(m, "static"), type_text(child(m, f_type)), [&] { native_stub(m, ci.name, n, ps); });
            b_.decl_var(n, f);
            continue;
          }
          if (ts_node_is_null(mb)) continue;  // abstract / interface method
          std::string n(text(child(m, f_name)));
          bool st = has_modifier(m, "static");
          auto ps = params_of(child(m, f_parameters));
          Reg f = function(n, ps, !st, type_text(child(m, f_type)), [&] { lower_block_body(mb); });
          decl_method(n, ps, f);
        } else if (ms == s_constructor_declaration || std::string_view(ts_node_type(m)) == "compact_constructor_declaration") {
          has_ctor = true;
          bool compact = std::string_view(ts_node_type(m)) == "compact_constructor_declaration";
          auto ps = params_of(child(m, f_parameters));
          if (ci.is_record && compact) ps = record_params(ci);
          if (ci.is_record) {
            std::vector<std::string> ts, rs;
            for (const Param& p : ps) ts.push_back(p.type);
            for (const Param& p : record_params(ci)) rs.push_back(p.type);
            has_canonical = has_canonical || ts == rs;
          }
          TSNode mb = child(m, f_body);
          Reg f = function("__init__", ps, true, "", [&] { constructor_body(ci, mb, ps); });
          b_.decl_var("__init__", f);
          if (ci.ctor_sigs.size() > 1) {
            std::vector<std::string> ts;
            for (const Param& p : ps) ts.push_back(p.type);
            b_.decl_var(java_overloads::sig_key("__init__", ts), call1("__jexact", f));
          }
        }
      }
      inherited_overloads(ci, members);
      if (ci.is_interface) b_.decl_var("__jisiface", b_.const_bool(true));  // Class.toString: "interface X"
      {  // library supertypes (implements Comparable<T>, extends Number): `instanceof` asks (__jimpl)
        std::string lib;
        for (const auto& i : ci.ifaces)
          if (!classes_.count(i)) lib += (lib.empty() ? "" : ",") + strip_generics(i);
        if (!ci.parent.empty() && !classes_.count(ci.parent)) lib += (lib.empty() ? "" : ",") + strip_generics(ci.parent);
        if (!lib.empty()) b_.decl_var("__jimpl", b_.const_str(lib));
      }
      if (!has_ctor || (ci.is_record && !has_canonical)) {
        auto ps = ci.is_record ? record_params(ci) : std::vector<Param>{};
        Reg f = function("__init__", ps, true, "", [&] { constructor_body(ci, TSNode{}, ps); });
        b_.decl_var("__init__", f);
        if (ci.is_record && ci.ctor_sigs.size() > 1) {  // the implicit canonical among explicit overloads
          std::vector<std::string> ts;
          for (const Param& p : ps) ts.push_back(p.type);
          b_.decl_var(java_overloads::sig_key("__init__", ts), call1("__jexact", f));
        }
      }
      if (!ci.outer.empty()) {
        // Outer.Inner (valueOf's message) and Outer$Inner (getName, exception texts).
        std::string q = ci.name, bin = ci.name;
        // Bounded: classes are keyed by simple name, so `class A { enum A {} }`
        // makes A its own outer and the chain a cycle.
        std::size_t hops = 0;
        for (std::string o = ci.outer; !o.empty() && classes_.count(o) && hops++ < classes_.size();) {
          q = classes_.at(o).name + "." + q;
          bin = classes_.at(o).name + "$" + bin;
          o = classes_.at(o).outer;
        }
        if (ci.is_enum) b_.decl_var("__qualname", b_.const_str(q));
        b_.decl_var("__binname", b_.const_str(bin));
      }
      // a lambda converted to the program's interface is an instance of it (__jinstanceof)
      if (ci.is_interface) {
        Reg nm = b_.const_str(ci.name);
        b_.call_function("__jiface", std::span<const Reg>(&nm, 1));
      }
      if (ci.is_record) {
        std::string names;
        for (const auto& p : record_params(ci)) names += (names.empty() ? "" : ",") + p.name;
        b_.decl_var("__record__", b_.const_str(names));
        for (const auto& p : record_params(ci)) {
          if (ci.methods.count(p.name) && has_explicit_method(ci, p.name)) continue;
          Reg f = function(p.name, {}, true, p.type, [&] {
            Reg t = b_.load_var("this");
            emit_return(b_.load_field(t, "_f_" + p.name));
          });
          b_.decl_var(p.name, f);
        }
      }
    });
    b_.decl_var(ci.name, ref);
    if (ci.is_enum && !ts_node_is_null(body)) {
      std::vector<Reg> all;
      std::int64_t ord = 0;
      for (TSNode k : named_children(body)) {
        if (sym(k) != s_enum_constant) continue;
        SpanScope ks(b_, span(k));
        std::string cn(text(child(k, f_name)));
        auto args = arguments(child(k, f_arguments));
        TSNode cbody = child(k, f_body);
        Reg v;
        if (!ts_node_is_null(cbody)) {
          // a constant with a body: an anonymous subclass of the enum
          std::string an = ci.name + "__" + cn;
          ClassInfo ac;
          ac.name = an;
          ac.parent = ci.name;
          ac.outer = ci.outer;
          ac.node = k;
          for (TSNode m : named_children(cbody))
            if (sym(m) == s_method_declaration)
              ac.methods[std::string(text(child(m, f_name)))] = MethodInfo{false, type_text(child(m, f_type))};
          std::string enum_name = ci.name;
          // javac names it as an anonymous class of the enum: Outer$Op$1, $2, ... in source order
          anon_bin_[an] = bin_name(ci.name) + "$" + std::to_string(++anon_count_[ci.name]);
          classes_[an] = ac;
          define_anon(classes_[an], cbody);
          v = b_.call_unknown(b_.load_var(an), args);
          (void)enum_name;
        } else {
          v = b_.call_function(ci.name, args);
        }
        b_.store_field(v, "__name", b_.const_str(cn));
        b_.store_field(v, "__ordinal", b_.const_int(ord++));
        Reg c = b_.load_var(ci.name);
        b_.store_field(c, cn, v);
        all.push_back(v);
      }
      Reg n = b_.const_int(static_cast<std::int64_t>(all.size()));
      Reg arr = b_.new_array("list", n);
      for (std::size_t k = 0; k < all.size(); ++k) b_.store_index(arr, b_.const_int(static_cast<std::int64_t>(k)), all[k]);
      b_.store_field(b_.load_var(ci.name), "__values", arr);
    }
    cur_class_ = saved;
  }
  /// A method declared here that overloads (not overrides) an inherited one by
  /// parameter types (update(byte) beside an interface's default update(byte[])):
  /// the run time resolves overloads within one class body, and this class's
  /// method would hide the inherited one, so the inherited signature gets a
  /// forwarder here calling the nearest ancestor's implementation.
  void inherited_overloads(ClassInfo& ci, TSNode members) {
    auto sig = [&](TSNode m) {
      std::vector<std::string> s;
      for (const Param& pa : params_of(child(m, f_parameters))) s.push_back(pa.type + (pa.variadic ? "..." : ""));
      return s;
    };
    std::map<std::string, std::vector<std::vector<std::string>>> own;  // name -> parameter lists declared here
    for (TSNode m : named_children(members))
      if (sym(m) == s_method_declaration && !has_modifier(m, "static")) own[std::string(text(child(m, f_name)))].push_back(sig(m));
    if (own.empty()) return;
    std::vector<std::string> todo{ci.parent};
    todo.insert(todo.end(), ci.ifaces.begin(), ci.ifaces.end());
    std::set<std::string> seen;
    for (std::size_t k = 0; k < todo.size(); ++k) {  // nearest first: superclass chain before interfaces
      auto it = classes_.find(todo[k]);
      if (todo[k].empty() || it == classes_.end() || !seen.insert(todo[k]).second) continue;
      const ClassInfo& anc = it->second;
      TSNode ab = child(anc.node, f_body);
      if (!ts_node_is_null(ab))
        for (TSNode m : named_children(body_container(ab))) {
          if (sym(m) != s_method_declaration || has_modifier(m, "static") || ts_node_is_null(child(m, f_body))) continue;
          std::string n(text(child(m, f_name)));
          auto o = own.find(n);
          if (o == own.end()) continue;  // not overloaded here
          auto ms = sig(m);
          if (std::any_of(o->second.begin(), o->second.end(), [&](const auto& x) { return same_params(x, ms); })) continue;
          o->second.push_back(ms);  // (overridden, or nearer ancestor's)
          auto ps = params_of(child(m, f_parameters));
          if (!ps.empty() && ps.back().variadic) continue;  // (its array would be wrapped again)
          std::string anc_name = anc.name;
          Reg f = function(n, ps, true, type_text(child(m, f_type)), [&] {
            std::vector<Reg> args{b_.load_var("this")};
            for (const Param& pa : ps) args.push_back(b_.load_var(pa.name));
            emit_return(b_.call_method(b_.load_var(anc_name), n, args));
          });
          b_.decl_var(n, f);
          if (auto mi = ci.methods.find(n); mi != ci.methods.end()) mi->second.overloaded = true, mi->second.params.clear();
        }
      todo.push_back(anc.parent);
      todo.insert(todo.end(), anc.ifaces.begin(), anc.ifaces.end());
    }
  }
  bool has_explicit_method(const ClassInfo& ci, const std::string& n) {
    TSNode body = child(ci.node, f_body);
    if (ts_node_is_null(body)) return false;
    for (TSNode m : named_children(body))
      if (sym(m) == s_method_declaration && text(child(m, f_name)) == n) return true;
    return false;
  }
  std::vector<Param> record_params(const ClassInfo& ci) { return params_of(child(ci.node, f_parameters)); }

  Reg default_value(const std::string& t) {
    std::string k = default_literal_kind(t);
    if (k == "0") return b_.const_int(0);
    if (k == "0.0") return b_.const_float(0.0);
    if (k == "false") return b_.const_bool(false);
    if (k == "char") return b_.const_str(std::string(1, '\0'));
    return b_.const_none();
  }

  void constructor_body(ClassInfo& ci, TSNode body, const std::vector<Param>& ps) {
    std::vector<TSNode> stmts;
    if (!ts_node_is_null(body)) stmts = named_children(body);
    bool delegates = false, explicit_super = false;
    if (!stmts.empty() && sym(stmts[0]) == s_explicit_constructor_invocation) {
      TSNode c = child(stmts[0], f_constructor);
      if (!ts_node_is_null(c) && sym(c) == s_this) delegates = true;
      else explicit_super = true;
    }
    std::size_t start = 0;
    if (ci.inner && !delegates)
      b_.store_field(b_.load_var("this"), "__outer", b_.load_field(b_.load_var("__jctx"), "outer"));
    if (delegates || explicit_super) {
      lower_stmt(stmts[0]);
      start = 1;
    } else if (!ci.parent.empty()) {
      Reg sup = b_.call_function("__super", {});
      b_.call_method(sup, "__init__", {});
    }
    if (!delegates) {
      // instance field initialisers
      TSNode cb = child(ci.node, f_body);
      if (!ts_node_is_null(cb))
        for (TSNode m : named_children(body_container(cb))) {
          if (sym(m) == s_block && !ci.is_interface) {
            SpanScope sc(b_, span(m));
            push_scope();
            lower_stmts(m);
            pop_scope();
            continue;
          }
          if (sym(m) != s_field_declaration || has_modifier(m, "static") || ci.is_interface) continue;
          for (TSNode dcl : field_children(m, f_declarator)) {
            SpanScope sc(b_, span(dcl));
            std::string t = decl_type(child(m, f_type), dcl);
            TSNode val = child(dcl, f_value);
            Reg v = ts_node_is_null(val) ? default_value(t) : init_value(val, t);
            b_.store_field(b_.load_var("this"), field_slot(ci.name, std::string(text(child(dcl, f_name)))), v);
          }
        }
      if (ci.is_record && ts_node_is_null(body))
        for (const auto& p : ps) b_.store_field(b_.load_var("this"), "_f_" + p.name, b_.load_var(p.name));
    }
    for (std::size_t k = start; k < stmts.size(); ++k) lower_stmt(stmts[k]);
    if (ci.is_record && !ts_node_is_null(body) &&
        std::string_view(ts_node_type(ts_node_parent(body))) == "compact_constructor_declaration")
      for (const auto& p : ps) b_.store_field(b_.load_var("this"), "_f_" + p.name, b_.load_var(p.name));
  }

  void explicit_ctor(TSNode n) {
    TSNode c = child(n, f_constructor);
    std::vector<std::string> at;
    auto args = arguments(child(n, f_arguments), &at);
    bool is_this = !ts_node_is_null(c) && sym(c) == s_this;
    // this(...) / super(...) among overloaded constructors: javac's choice by static types
    std::string target = is_this ? cur_class_ : classes_.count(cur_class_) ? classes_[cur_class_].parent : std::string();
    int phase = 0;
    std::string init_name = "__init__";
    if (classes_.count(target) && classes_[target].ctor_sigs.size() > 1 && !is_throwable(target))
      if (const auto* sg = select_overload(target, "", at, &phase, child(n, f_arguments))) {
        convert_to_overload(args, at, *sg, phase);
        init_name = java_overloads::sig_key("__init__", sg->params);
      }
    if (is_this) {
      Reg self = b_.load_var("this");
      Reg cls = b_.load_var(cur_class_);
      Reg init = b_.load_field(cls, init_name);
      std::vector<Reg> all{self};
      all.insert(all.end(), args.begin(), args.end());
      b_.call_unknown(init, all);
    } else {
      Reg sup = b_.call_function("__super", {});
      b_.call_method(sup, init_name, args);
    }
  }

  void static_inits(ClassInfo& ci) {
    TSNode body = child(ci.node, f_body);
    if (ts_node_is_null(body)) return;
    std::string saved = cur_class_;
    cur_class_ = ci.name;
    for (TSNode m : named_children(body_container(body))) {
      TSSymbol ms = sym(m);
      SpanScope sc(b_, span(m));
      if (ms == s_field_declaration || ms == s_constant_declaration) {
        bool st = ms == s_constant_declaration || ci.is_interface || has_modifier(m, "static");
        if (!st) continue;
        for (TSNode dcl : field_children(m, f_declarator)) {
          TSNode val = child(dcl, f_value);
          if (ts_node_is_null(val)) continue;
          std::string t = decl_type(child(m, f_type), dcl);
          Reg v = init_value(val, t);
          b_.store_field(b_.load_var(ci.name), static_slot(ci.name, std::string(text(child(dcl, f_name)))), v);
        }
      } else if (ms == s_static_initializer) {
        push_scope();
        for (TSNode k : named_children(m))
          if (sym(k) == s_block) lower_stmts(k);
        pop_scope();
      }
    }
    cur_class_ = saved;
  }

  void local_class(TSNode n) {
    // local/nested declarations met as statements were hoisted by run()
    std::string nm(text(child(n, f_name)));
    if (classes_.count(nm)) return;
    std::vector<TSNode> decls{n};
    collect_types(child(n, f_body), decls, 0);
    for (TSNode d : decls) scan_class(d);
    for (TSNode d : decls) define_class(classes_[std::string(text(child(d, f_name)))]);
    for (TSNode d : decls) static_inits(classes_[std::string(text(child(d, f_name)))]);
  }

  // --- statements ---------------------------------------------------------------------
  void nothing(TSNode) {}
  void block(TSNode n) {
    push_scope();
    vars_.enter_block();
    lower_stmts(n);
    vars_.exit_block();
    pop_scope();
  }
  void lower_block_body(TSNode n) {
    if (ts_node_is_null(n) || !ts_node_is_named(n)) return;
    if (sym(n) == s_block) lower_stmts(n);
    else lower_stmt(n);
  }
  void lower_scoped(TSNode n) {
    if (ts_node_is_null(n) || !ts_node_is_named(n)) return;  // `;` empty statement
    push_scope();
    if (sym(n) == s_block) lower_stmts(n);
    else lower_stmt(n);
    pop_scope();
  }
  void synchronized_statement(TSNode n) { lower_scoped(child(n, f_body)); }
  void expression_statement(TSNode n) {
    for (TSNode k : named_children(n)) {
      if (expr_handler(ts_node_symbol(k)) && sym(k) != s_switch_expression) {
        ev(k);
      } else {
        lower_stmt(k);
      }
    }
  }
  /// The numeric (or char) parameter types a lambda converted to functional interface t gets.
  std::vector<std::string> lambda_params_for(const std::string& t) const {
    std::string b = strip_generics(t);
    std::vector<std::string> ga;  // generic arguments, top level
    if (auto lt = t.find('<'); lt != std::string::npos && t.back() == '>') {
      int depth = 0;
      std::string cur;
      for (std::size_t i = lt + 1; i + 1 < t.size(); ++i) {
        char c = t[i];
        if (c == '<') ++depth;
        if (c == '>') --depth;
        if (c == ',' && depth == 0) {
          ga.push_back(cur);
          cur.clear();
        } else {
          cur.push_back(c);
        }
      }
      ga.push_back(cur);
    }
    auto keep = [&](const std::string& x) {  // (a String parameter too: its null is then named in a NullPointerException)
      std::string u = unbox(x);
      // a program class too (Function<Row, Object>: q.code() has the accessor's type); not a generic one
      bool program_class = x.find('<') == std::string::npos && classes_.count(x) && !classes_.at(x).is_interface;
      // a map entry (entrySet().stream() lambdas): e.getValue() keeps the value type (a Long takes
      // Math.multiplyExact's long overload)
      bool entry = strip_generics(x) == "Entry" && x.find('<') != std::string::npos;
      return u == "int" || u == "long" || u == "short" || u == "byte" || u == "char" || x == "String" || program_class || entry
                 ? x
                 : std::string();
    };
    auto g = [&](std::size_t i) { return i < ga.size() ? keep(ga[i]) : std::string(); };
    if (b == "IntBinaryOperator") return {"int", "int"};
    if (b == "IntUnaryOperator" || b == "IntPredicate" || b == "IntConsumer" || b == "IntFunction" || b == "IntToLongFunction" ||
        b == "IntToDoubleFunction")
      return {"int"};
    if (b == "LongBinaryOperator") return {"long", "long"};
    if (b == "LongUnaryOperator" || b == "LongPredicate" || b == "LongConsumer" || b == "LongFunction") return {"long"};
    if (b == "BinaryOperator" || b == "Comparator" || (b == "BiPredicate" && ga.size() == 2)) {
      if (b == "BiPredicate") return {g(0), g(1)};
      return {g(0), g(0)};
    }
    if (b == "BiFunction" || b == "BiConsumer" || b == "ToIntBiFunction" || b == "ToLongBiFunction") return {g(0), g(1)};
    if (b == "UnaryOperator" || b == "Function" || b == "Predicate" || b == "Consumer" || b == "ToIntFunction" ||
        b == "ToLongFunction" || b == "ToDoubleFunction")
      return {g(0)};
    if (b == "ObjIntConsumer") return {g(0), "int"};
    return {};
  }
  /// The primitive parameter types a lambda converted to t takes: a library functional
  /// interface's, or the one abstract method of an interface the program declares.
  std::vector<std::string> functional_params(const std::string& t) {
    std::vector<std::string> lib = lambda_params_for(t);
    if (!lib.empty()) return lib;
    auto it = classes_.find(strip_generics(t));
    if (it == classes_.end() || !it->second.is_interface) return {};
    const MethodInfo* fn = nullptr;
    for (const auto& [name, mi] : it->second.methods) {
      if (mi.has_body || mi.is_static) continue;
      if (fn) return {};  // not functional (or abstract methods inherited: left untyped)
      fn = &mi;
    }
    if (!fn || fn->overloaded) return {};
    std::vector<std::string> out;
    for (const auto& pt : fn->params) {
      std::string u = unbox(pt);
      out.push_back(pt == u && (u == "int" || u == "long" || u == "short" || u == "byte" || u == "char") ? pt : std::string());
    }
    return out;
  }
  Reg init_value(TSNode val, const std::string& t) {
    if (sym(val) == s_array_initializer) return array_init(val, element_of(t));
    if (sym(val) == s_lambda_expression) lambda_param_types_ = functional_params(t);
    if (sym(val) == s_method_invocation && strip_generics(t) == "Comparator") arg_target_ = t;  // = Comparator.comparing(..)
    Ex e = ev(val);
    lambda_param_types_.clear();
    arg_target_.clear();
    if (is_primitive(t) && is_wrapper(e.t)) e.r = unbox_checked(val, e);  // int n = map.get(k): null throws
    return coerce(e.r, e.t, t);
  }
  void local_var(TSNode n) {
    std::string base = type_text(child(n, f_type));
    for (TSNode dcl : field_children(n, f_declarator)) {
      SpanScope sc(b_, span(dcl));
      std::string name(text(child(dcl, f_name)));
      std::string t = decl_type(child(n, f_type), dcl);
      TSNode val = child(dcl, f_value);
      if (ts_node_is_null(val)) {
        declare_local(name, t);
        continue;  // definitely assigned before use
      }
      Reg v;
      if (base == "var") {
        Ex e = ev(val);
        t = e.t;
        v = e.r;
      } else {
        v = init_value(val, t);
      }
      declare_local(name, t);
      b_.decl_var(name, v);  // Java scoping: every declaration is a fresh decl
      vars_.mark_declared(name);
      std::string a = annot(t);
      if (!a.empty()) b_.annotate_last(a);
    }
  }
  void store_local(const std::string& name, Reg v) {
    const std::string* t = local_type(name);
    std::string a = t ? annot(*t) : std::string();
    if (vars_.should_declare(name)) b_.decl_var(name, v);
    else b_.store_var(name, v);
    if (!a.empty()) b_.annotate_last(a);
  }

  Reg cond_of(TSNode n) {
    Ex e = ev(n);
    return e.r;
  }
  void if_statement(TSNode n) {
    std::vector<TSNode> levels{n};
    TSNode else_node{};
    TSNode cur = n;
    for (int k = 0; k < 10000; ++k) {
      TSNode alt = child(cur, f_alternative);
      if (ts_node_is_null(alt)) break;
      if (sym(alt) == s_if_statement) {
        levels.push_back(alt);
        cur = alt;
      } else {
        else_node = alt;
        break;
      }
    }
    std::function<void()> otherwise;
    if (!ts_node_is_null(else_node)) otherwise = [&] { lower_scoped(else_node); };
    emit_if_chain(
        levels.size(), [&](std::size_t k) { return cond_of(child(levels[k], f_condition)); },
        [&](std::size_t k) { lower_scoped(child(levels[k], f_consequence)); }, otherwise,
        [&](std::size_t k) { return span(levels[k]); });
  }
  std::string pending_label_;
  std::string take_label() {
    std::string l = std::move(pending_label_);
    pending_label_.clear();
    return l;
  }
  void loop_body(TSNode body) {
    loop_scopes_.push_back(locals_.size());
    lower_scoped(body);
    loop_scopes_.pop_back();
  }
  void while_statement(TSNode n) {
    emit_loop([&] { return cond_of(child(n, f_condition)); }, [&] { loop_body(child(n, f_body)); }, {}, {},
              take_label());
  }
  void do_statement(TSNode n) {
    emit_loop([&] { return cond_of(child(n, f_condition)); }, [&] { loop_body(child(n, f_body)); }, {}, {},
              take_label(), false);
  }
  void for_statement(TSNode n) {
    push_scope();
    vars_.enter_block();
    for (TSNode i : field_children(n, f_init)) {
      if (sym(i) == s_local_variable_declaration) lower_stmt(i);
      else ev(i);
    }
    TSNode cond = child(n, f_condition);
    auto updates = field_children(n, f_update);
    std::function<void()> upd;
    if (!updates.empty())
      upd = [&] {
        for (TSNode u : updates) ev(u);
      };
    emit_loop([&] { return ts_node_is_null(cond) ? b_.const_bool(true) : cond_of(cond); },
              [&] { loop_body(child(n, f_body)); }, upd, {}, take_label());
    vars_.exit_block();
    pop_scope();
  }
  void enhanced_for(TSNode n) {
    Ex seq = ev(child(n, f_value));
    std::string t = type_text(child(n, f_type));
    std::string et = element_of(seq.t);
    if (t == "var") t = et;
    std::string name(text(child(n, f_name)));
    // an ArrayList's iterator is fail-fast: a size change made by the body shows at the
    // next element (ConcurrentModificationException), and, as its hasNext() is
    // `cursor != size`, after the last one too; a LinkedList's hasNext() is `cursor < size`
    std::string base = strip_generics(seq.t);
    bool fail_fast = base == "List" || base == "ArrayList" || base == "LinkedList";
    // a HashMap's/TreeMap's views and sets are fail-fast too: a size change of the map (or set)
    // throws at the next element; their hasNext() is `next != null`, so not after the last
    TSNode src = child(n, f_value);
    std::string view = sym(src) == s_method_invocation ? std::string(text(child(src, f_name))) : "";
    bool hashed = !fail_fast && (base == "Set" || base == "HashSet" || base == "LinkedHashSet" || base == "TreeSet" ||
                                 base == "SortedSet" || base == "NavigableSet" || base == "Collection" || view == "keySet" ||
                                 view == "entrySet" || view == "values" || view == "navigableKeySet");
    std::string sv, nv, kv;
    Reg it = call1("__jiter", seq.r);  // (the list itself; a subclass of ArrayList: its element list)
    if (hashed) {
      std::string id = std::to_string(b_.new_label_id());
      sv = "__cme_seq_" + id, nv = "__cme_n_" + id;
      b_.decl_var(sv, call1("__jffwatch", seq.r));  // the map or set whose size is watched (None: nothing)
      b_.decl_var(nv, call1("__jffsize", b_.load_var(sv)));
    }
    if (fail_fast) {
      std::string id = std::to_string(b_.new_label_id());
      sv = "__cme_seq_" + id, nv = "__cme_n_" + id, kv = "__cme_k_" + id;
      b_.decl_var(sv, call1("__jffseq", it));  // (not a list, e.g. an unknown value: an empty one, nothing checked)
      b_.decl_var(nv, b_.unop(Operator::Len, b_.load_var(sv)));
      b_.decl_var(kv, b_.const_int(0));
    }
    auto cme_unless_equal = [&](Reg x, Reg y) {
      ir::Symbol bad = b_.fresh_label("cme"), ok = b_.fresh_label("cme_ok");
      b_.branch_if(b_.binop(Operator::Ne, x, y), bad, ok);
      b_.label(bad);
      b_.throw_(b_.call_function("ConcurrentModificationException", {}));
      b_.label(ok);
    };
    std::function<void()> after_last;
    if (fail_fast && base != "LinkedList")
      after_last = [&] {  // the size changed while at the last element: hasNext() was still true
        ir::Symbol changed = b_.fresh_label("cme_sz"), same = b_.fresh_label("cme_same");
        b_.branch_if(b_.binop(Operator::Ne, b_.unop(Operator::Len, b_.load_var(sv)), b_.load_var(nv)), changed, same);
        b_.label(changed);
        cme_unless_equal(b_.load_var(kv), b_.unop(Operator::Len, b_.load_var(sv)));
        b_.label(same);
      };
    emit_foreach(
        it,
        [&](Reg item) {
          if (hashed) cme_unless_equal(call1("__jffsize", b_.load_var(sv)), b_.load_var(nv));
          if (fail_fast) {
            cme_unless_equal(b_.unop(Operator::Len, b_.load_var(sv)), b_.load_var(nv));
            b_.store_var(kv, b_.binop(Operator::Add, b_.load_var(kv), b_.const_int(1)));
          }
          loop_scopes_.push_back(locals_.size());
          push_scope();
          reserve_slots(seq.t.size() > 2 && seq.t.compare(seq.t.size() - 2, 2, "[]") == 0 ? 3 : 1);
          declare_local(name, t);
          b_.decl_var(name, coerce(item, et, t));
          std::string a = annot(t);
          if (!a.empty()) b_.annotate_last(a);
          vars_.mark_declared(name);
          lower_scoped(child(n, f_body));
          pop_scope();
          loop_scopes_.pop_back();
        },
        after_last, take_label());
  }
  void labeled_statement(TSNode n) {
    auto kids = named_children(n);
    if (kids.size() < 2) return;
    TSSymbol k = sym(kids[1]);
    if (k == s_for_statement || k == s_enhanced_for_statement || k == s_while_statement || k == s_do_statement ||
        std::string_view(ts_node_type(kids[1])) == "switch_expression") {
      pending_label_ = text(kids[0]);
      lower_stmt(kids[1]);
      pending_label_.clear();
      return;
    }
    // a labelled block (or if, try, ...): `break label` leaves it; it is no loop, so
    // `continue` and an unlabelled `break` look past it
    ir::Symbol end = b_.fresh_label("label_end");
    loops_.push_back(Loop{ir::Symbol{}, end, std::string(text(kids[0])), try_depth_});
    label_blocks_.push_back(loops_.size() - 1);
    lower_stmt(kids[1]);
    label_blocks_.pop_back();
    loops_.pop_back();
    b_.branch(end);
    b_.label(end);
  }
  void break_statement(TSNode n) {
    auto kids = named_children(n);
    std::string_view label = kids.empty() ? std::string_view() : text(kids[0]);
    if (label.empty() && !label_blocks_.empty()) {
      for (std::size_t i = loops_.size(); i-- > 0;) {
        if (std::find(label_blocks_.begin(), label_blocks_.end(), i) != label_blocks_.end()) continue;
        for (std::size_t d = try_depth_; d > loops_[i].try_depth; --d) b_.try_pop();
        b_.branch(loops_[i].break_target);
        after_terminator();
        return;
      }
      diag(Severity::Error, "break outside switch or loop", n);
      return;
    }
    if (!emit_jump(true, label)) diag(Severity::Error, "break outside switch or loop", n);
  }
  std::vector<std::size_t> label_blocks_;  ///< loops_ entries that are labelled blocks, not loops
  void continue_statement(TSNode n) {
    auto kids = named_children(n);
    std::string_view label = kids.empty() ? std::string_view() : text(kids[0]);
    // continue skips switch statements (they have no continue target of their own: emit_jump)
    if (emit_jump(false, label)) return;
    diag(Severity::Error, "continue outside of loop", n);
  }
  void return_statement(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) {
      emit_return(kNoReg);
      return;
    }
    Ex e = ev(kids[0]);
    if (cur_ret_.empty() && lambda_ret_ && lambda_returns_) lambda_returns_->push_back(e.t);
    emit_return(cur_ret_.empty() && lambda_ret_ ? lambda_result(e) : coerce(e.r, e.t, cur_ret_));
  }
  void throw_statement(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) return;
    Ex e = ev(kids[0]);
    b_.throw_(e.r);
    after_terminator();
  }
  /// Whether a return statement (outside lambdas) lies below try statement `root`. One
  /// post-order pass records the answer for every try below it too: nested tries each
  /// walking their whole subtree again made 50,000 nested tries take minutes.
  struct ReturnMemo {
    std::uint32_t start, end;
    bool found;
  };
  std::unordered_map<const void*, ReturnMemo> returns_memo_;
  bool contains_return(TSNode root) {
    auto cached = [&](TSNode n, bool& found) {
      auto it = returns_memo_.find(n.id);
      if (it == returns_memo_.end() || it->second.start != ts_node_start_byte(n) || it->second.end != ts_node_end_byte(n))
        return false;
      found = it->second.found;
      return true;
    };
    bool result = false;
    if (cached(root, result)) return result;
    struct Frame {
      TSNode n;
      TSTreeCursor cur;
      bool started, found;
    };
    std::vector<Frame> st;
    st.push_back({root, ts_tree_cursor_new(root), false, false});
    while (!st.empty()) {
      Frame& f = st.back();
      bool more = f.started ? ts_tree_cursor_goto_next_sibling(&f.cur) : ts_tree_cursor_goto_first_child(&f.cur);
      f.started = true;
      if (more) {
        TSNode c = ts_tree_cursor_current_node(&f.cur);
        bool named = ts_node_is_named(c);
        if (named && sym(c) == s_lambda_expression) continue;
        bool inner = false;
        if (named && sym(c) == s_try_statement && cached(c, inner)) {
          f.found = f.found || inner;
          continue;
        }
        st.push_back({c, ts_tree_cursor_new(c), false, named && sym(c) == s_return_statement});
        continue;
      }
      ts_tree_cursor_delete(&f.cur);
      TSNode n = f.n;
      bool found = f.found;
      if (sym(n) == s_try_statement)
        returns_memo_[n.id] = ReturnMemo{ts_node_start_byte(n), ts_node_end_byte(n), found};
      st.pop_back();
      if (st.empty()) result = found;
      else if (found) st.back().found = true;
    }
    return result;
  }
  /// try-with-resources as JLS 14.20.3.1 translates it, one resource per
  /// level: the rest runs inside `try`; a throw is remembered as the
  /// primary exception, and the resource's close() then runs in `finally`,
  /// its own exception added to the primary's suppressed list (or thrown
  /// when the block completed normally). Later resources close first.
  void with_resources(const std::vector<TSNode>& rs, std::size_t k, TSNode body, bool returns) {
    if (k == rs.size()) {
      lower_scoped(body);
      return;
    }
    TSNode r = rs[k];
    std::uint32_t id = b_.new_label_id();
    std::string nm;
    TSNode v = child(r, f_value);
    if (!ts_node_is_null(v)) {  // T name = init
      nm = std::string(text(child(r, f_name)));
      Ex e = ev(v);
      declare_local(nm, type_text(child(r, f_type)));
      b_.decl_var(nm, e.r);
    } else {  // Java 9: try (existing) - an effectively final variable or field
      nm = "__twr_res_" + std::to_string(id);
      auto inner = named_children(r);  // `resource` wraps the identifier or field access
      b_.decl_var(nm, ev(inner.size() == 1 ? inner[0] : r).r);
    }
    const std::string primary = "__twr_primary_" + std::to_string(id);
    b_.decl_var(primary, b_.const_none());
    CatchClause remember;
    remember.hint = "*";
    remember.span = span(r);
    remember.body = [this, primary](Reg e) {
      b_.store_var(primary, e);
      b_.throw_(e);
      after_terminator();
    };
    auto close = [this, nm, primary] {
      emit_if([&] { return b_.binop(Operator::Ne, b_.load_var(nm), b_.const_none()); },
              [&] {
                emit_if([&] { return b_.binop(Operator::Ne, b_.load_var(primary), b_.const_none()); },
                        [&] {
                          CatchClause suppress;
                          suppress.hint = "*";
                          suppress.body = [this, primary](Reg s) {
                            Reg p = b_.load_var(primary);
                            b_.call_method(p, "addSuppressed", std::vector<Reg>{s});
                          };
                          emit_try([&] { b_.call_method(b_.load_var(nm), "close", {}); }, {suppress}, {}, {}, false);
                        },
                        [&] { b_.call_method(b_.load_var(nm), "close", {}); });
              },
              {});
    };
    emit_try([&] { with_resources(rs, k + 1, body, returns); }, {remember}, {}, close, returns);
  }

  void try_statement(TSNode n) {
    std::vector<CatchClause> handlers;
    TSNode fin{};
    for (TSNode k : named_children(n)) {
      if (sym(k) == s_catch_clause) {
        CatchClause h;
        h.span = span(k);
        std::string var;
        std::string first;
        for (TSNode p : named_children(k))
          if (sym(p) == s_catch_formal_parameter) {
            var = text(child(p, f_name));
            for (TSNode ct : named_children(p))
              if (sym(ct) == s_catch_type)
                for (TSNode t : named_children(ct)) {
                  h.classes.push_back(strip_generics(type_text(t)));
                  if (first.empty()) first = h.classes.back();
                }
          }
        h.hint = first;
        TSNode body = child(k, f_body);
        h.body = [this, var, body, first](Reg e) {
          push_scope();
          if (!var.empty()) {
            declare_local(var, first);
            b_.decl_var(var, e);
            vars_.mark_declared(var);
          }
          if (!ts_node_is_null(body)) lower_stmts(body);
          pop_scope();
        };
        handlers.push_back(std::move(h));
      } else if (sym(k) == s_finally_clause) {
        fin = k;
      }
    }
    std::function<void()> fbody;
    if (!ts_node_is_null(fin))
      fbody = [&] {
        for (TSNode c : named_children(fin))
          if (sym(c) == s_block) lower_scoped(c);
      };
    TSNode res = child(n, field("resources"));
    std::vector<TSNode> resources;
    if (!ts_node_is_null(res))
      for (TSNode r : named_children(res)) resources.push_back(r);
    const bool returns = contains_return(n);
    // the run time sets up Java's exception classes when one is first named; a StackOverflowError
    // (the VM's RecursionError) must be an Error by then, not an Exception that catch (Exception e) takes
    for (const auto& h : handlers)
      if (std::find(h.classes.begin(), h.classes.end(), "Exception") != h.classes.end()) {
        b_.load_var("Error");
        break;
      }
    emit_try(
        [&] {
          push_scope();
          with_resources(resources, 0, child(n, f_body), returns);
          pop_scope();
        },
        handlers, {}, fbody, !ts_node_is_null(fin) && contains_return(n));
  }

  // --- switch ---------------------------------------------------------------------------
  struct SwitchCtx {
    std::string result_var;
    ir::Symbol end;
  };
  std::vector<SwitchCtx> switches_;

  Reg case_value(TSNode label_expr, const std::string& subj_type, const std::string& subj_var) {
    if (sym(label_expr) == s_identifier) {
      std::string nm(text(label_expr));
      std::string en;
      if (classes_.count(subj_type) && classes_[subj_type].is_enum) en = subj_type;
      else if (auto it = enum_consts_.find(nm); it != enum_consts_.end() && !local_type(nm)) en = it->second;
      if (!en.empty()) return b_.load_field(b_.load_var(en), nm);
      // a constant of a library enum (case SATURDAY of a DayOfWeek): the subject's own enum's
      bool declared = local_type(nm) || find_field(cur_class_, nm);
      for (const auto& [cn, ci] : classes_) declared = declared || ci.fields.count(nm);
      if (!declared && !is_numeric(subj_type) && !is_string(subj_type) && !classes_.count(subj_type)) {
        Reg ab[2] = {b_.load_var(subj_var), b_.const_str(nm)};
        return b_.call_function("__jenumconst", ab);
      }
    }
    Ex e = ev(label_expr);
    if (is_char(subj_type) && is_intlike(e.t)) return call1("__chr", e.r);
    // an int subject takes char labels by their code (switch (s.charAt(i) - 0) { case 'a': ... })
    if (is_intlike(subj_type) && is_char(e.t)) return call1("__ord", e.r);
    return e.r;
  }

  /// classic switch (groups with fall-through) and arrow switch; as an
  /// expression the value goes through __sw_N.
  Reg switch_common(TSNode n, bool as_expr) {
    Ex subj = ev(child(n, f_condition));
    std::uint32_t id = b_.new_label_id();
    std::string sv = "__switch_" + std::to_string(id);
    std::string rv = "__swval_" + std::to_string(id);
    b_.decl_var(sv, subj.r);
    if (as_expr) b_.decl_var(rv, b_.const_none());
    ir::Symbol end = b_.label_name("switch_end", id);
    TSNode body = child(n, f_body);
    std::vector<TSNode> groups;
    if (!ts_node_is_null(body))
      for (TSNode g : named_children(body))
        if (sym(g) == s_switch_block_statement_group || sym(g) == s_switch_rule) groups.push_back(g);
    std::vector<ir::Symbol> bodies;
    for (std::size_t k = 0; k < groups.size(); ++k) bodies.push_back(b_.label_name("case_" + std::to_string(k), id));
    // tests
    int default_group = -1;
    for (std::size_t k = 0; k < groups.size(); ++k) {
      for (TSNode lab : named_children(groups[k])) {
        if (sym(lab) != s_switch_label) continue;
        auto vals = named_children(lab);
        if (vals.empty()) {
          default_group = static_cast<int>(k);
          continue;
        }
        for (TSNode v : vals) {
          if (sym(v) == s_guard || sym(v) == s_pattern || sym(v) == s_type_pattern) {
            unsupported(v);
            continue;
          }
          SpanScope sc(b_, span(v));
          Reg cv = case_value(v, subj.t, sv);
          Reg s = b_.load_var(sv);
          Reg eq = b_.binop(Operator::Eq, s, cv);
          ir::Symbol next = b_.fresh_label("case_next");
          b_.branch_if(eq, bodies[k], next);
          b_.label(next);
        }
      }
    }
    b_.branch(default_group >= 0 ? bodies[static_cast<std::size_t>(default_group)] : end);
    loops_.push_back(Loop{ir::Symbol{}, end, take_label(), try_depth_});
    switches_.push_back(SwitchCtx{as_expr ? rv : std::string(), end});
    push_scope();
    vars_.enter_block();
    for (std::size_t k = 0; k < groups.size(); ++k) {
      b_.label(bodies[k]);
      TSNode g = groups[k];
      if (sym(g) == s_switch_rule) {
        for (TSNode part : named_children(g)) {
          TSSymbol ps = sym(part);
          if (ps == s_switch_label) continue;
          if (ps == s_expression_statement && as_expr) {
            auto ek = named_children(part);
            if (!ek.empty()) {
              Ex e = ev(ek[0]);
              b_.store_var(rv, e.r);
              switch_type_ = e.t;
            }
          } else if (ps == s_block) {
            lower_scoped(part);
          } else if (ps == s_throw_statement || ps == s_expression_statement) {
            lower_stmt(part);
          } else if (as_expr) {
            Ex e = ev(part);
            b_.store_var(rv, e.r);
            switch_type_ = e.t;
          } else {
            lower_stmt(part);
          }
        }
        b_.branch(end);
      } else {
        for (TSNode part : named_children(g))
          if (sym(part) != s_switch_label) lower_stmt(part);
        if (k + 1 < groups.size()) b_.branch(bodies[k + 1]);
        else b_.branch(end);
      }
    }
    vars_.exit_block();
    pop_scope();
    switches_.pop_back();
    loops_.pop_back();
    b_.label(end);
    return as_expr ? b_.load_var(rv) : kNoReg;
  }
  std::string switch_type_;
  Reg switch_expr(TSNode n) {
    // as a statement (parent is a block / statement group), no value
    TSNode parent = ts_node_parent(n);
    bool as_expr = !(ts_node_is_null(parent) || sym(parent) == s_block || sym(parent) == s_switch_block_statement_group ||
                     std::string_view(ts_node_type(parent)) == "constructor_body" ||
                     std::string_view(ts_node_type(parent)) == "program" || sym(parent) == s_labeled_statement ||
                     sym(parent) == s_expression_statement);
    switch_type_.clear();
    Reg r = switch_common(n, as_expr);
    if (!as_expr) return T(b_.const_none(), "");
    return T(r, switch_type_);
  }
  void yield_statement(TSNode n) {
    auto kids = named_children(n);
    if (switches_.empty() || kids.empty()) {
      unsupported(n);
      return;
    }
    Ex e = ev(kids[0]);
    switch_type_ = e.t;
    const SwitchCtx& sc = switches_.back();
    if (!sc.result_var.empty()) b_.store_var(sc.result_var, e.r);
    b_.branch(sc.end);
    after_terminator();
  }

  // --- expressions ---------------------------------------------------------------------
  Reg identifier(TSNode n) {
    std::string nm(text(n));
    if (const std::string* t = local_type(nm)) return T(b_.load_var(nm), *t);
    std::string owner;
    if (!cur_class_.empty())
      if (const FieldInfo* f = find_field(cur_class_, nm, &owner)) {
        Reg obj = f->is_static || in_static_ ? b_.load_var(owner) : b_.load_var("this");
        return T(b_.load_field(obj, field_slot(cur_class_, nm)), f->type);
      }
    {
      Reg recv;
      std::string ty;
      if (!cur_class_.empty() && outer_member(nm, false, owner, recv, ty))
        return T(b_.load_field(recv, field_slot(owner, nm)), ty);
    }
    return T(b_.load_var(nm), classes_.count(nm) ? "class:" + nm : "");
  }
  Reg class_literal(TSNode n) {  // Foo.class: the class value itself
    auto k = named_children(n);
    std::string t = k.empty() ? std::string() : strip_generics(type_text(k[0]));
    if (classes_.count(t)) return T(b_.load_var(t), "Class");
    // a library type (String.class, List.class, int.class): the run time's class value for it
    Reg args[2] = {is_primitive(t) || t == "void" || is_array_type(t) ? b_.const_str(t) : b_.load_var(t), b_.const_str(t)};
    return T(b_.call_function("__jclasslit", args), "Class");
  }
  Reg this_(TSNode) { return T(b_.load_var("this"), cur_class_); }
  Reg int_lit(TSNode n) {
    std::string_view t = text(n);
    bool is_long = !t.empty() && (t.back() == 'l' || t.back() == 'L');
    Operand o;
    std::string s(t);
    if (is_long) s.pop_back();
    // Java octal: leading 0
    if (s.size() > 1 && s[0] == '0' && std::isdigit(static_cast<unsigned char>(s[1]))) {
      std::uint64_t v = 0;
      for (char c : s)
        if (c != '_') v = v * 8 + static_cast<std::uint64_t>(c - '0');
      return T(b_.const_int(static_cast<std::int64_t>(v)), is_long ? "long" : "int");
    }
    bool hexbin = s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X' || s[1] == 'b' || s[1] == 'B');
    if (hexbin) {
      std::uint64_t v = 0;
      bool hex = s[1] == 'x' || s[1] == 'X';
      for (std::size_t i = 2; i < s.size(); ++i) {
        char c = s[i];
        if (c == '_') continue;
        int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (std::tolower(c) - 'a' + 10);
        v = v * (hex ? 16 : 2) + static_cast<std::uint64_t>(d);
      }
      std::int64_t iv = is_long ? static_cast<std::int64_t>(v) : static_cast<std::int32_t>(static_cast<std::uint32_t>(v));
      return T(b_.const_int(iv), is_long ? "long" : "int");
    }
    if (!frontend::integer_literal(b_, s, o)) return T(unsupported(n), "");
    return T(b_.const_(o), is_long ? "long" : "int");
  }
  Reg float_lit(TSNode n) {
    std::string s(text(n));
    bool is_float = !s.empty() && (s.back() == 'f' || s.back() == 'F');
    if (!s.empty() && (s.back() == 'f' || s.back() == 'F' || s.back() == 'd' || s.back() == 'D')) s.pop_back();
    Operand o;
    if (!frontend::float_literal(b_, s, o)) {
      std::string t;
      for (char c : s)
        if (c != '_') t.push_back(c);
      double d = std::strtod(t.c_str(), nullptr);
      if (is_float) d = static_cast<double>(static_cast<float>(d));
      return T(b_.const_float(d), is_float ? "float" : "double");
    }
    if (is_float) {
      std::string t;
      for (char c : s)
        if (c != '_') t.push_back(c);
      return T(b_.const_float(static_cast<double>(static_cast<float>(std::strtod(t.c_str(), nullptr)))), "float");
    }
    return T(b_.const_(o), "double");
  }
  Reg true_(TSNode) { return T(b_.const_bool(true), "boolean"); }
  Reg false_(TSNode) { return T(b_.const_bool(false), "boolean"); }
  Reg null_(TSNode) { return T(b_.const_none(), "null"); }
  static std::string java_unescape(std::string_view t) {
    std::string out;
    for (std::size_t i = 0; i < t.size(); ++i) {
      char c = t[i];
      if (c != '\\' || i + 1 >= t.size()) {
        out.push_back(c);
        continue;
      }
      char e = t[++i];
      switch (e) {
        case 'n': out.push_back('\n'); break;
        case 't': out.push_back('\t'); break;
        case 'r': out.push_back('\r'); break;
        case 'b': out.push_back('\b'); break;
        case 'f': out.push_back('\f'); break;
        case 's': out.push_back(' '); break;
        case '\n': break;  // text blocks: a line continuation joins the next line
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
          unsigned v = static_cast<unsigned>(e - '0');
          int k = 0;
          while (k < 2 && i + 1 < t.size() && t[i + 1] >= '0' && t[i + 1] <= '7') {
            v = v * 8 + static_cast<unsigned>(t[++i] - '0');
            ++k;
          }
          frontend::append_utf8(out, v);
          break;
        }
        case 'u': {
          while (i + 1 < t.size() && t[i + 1] == 'u') ++i;
          unsigned v = 0;
          for (int k = 0; k < 4 && i + 1 < t.size(); ++k) {
            char h = t[++i];
            v = v * 16 + static_cast<unsigned>(std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : (std::tolower(h) - 'a' + 10));
          }
          // a surrogate pair spelled \uD83D\uDE00 is one supplementary character (strings are UTF-8)
          if (v >= 0xD800 && v < 0xDC00 && i + 6 < t.size() && t[i + 1] == '\\' && t[i + 2] == 'u') {
            unsigned lo = 0;
            bool hex = true;
            for (int k = 0; k < 4 && hex; ++k) {
              char h = t[i + 3 + static_cast<std::size_t>(k)];
              hex = std::isxdigit(static_cast<unsigned char>(h)) != 0;
              lo = lo * 16 + static_cast<unsigned>(std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : (std::tolower(h) - 'a' + 10));
            }
            if (hex && lo >= 0xDC00 && lo < 0xE000) {
              v = 0x10000 + ((v - 0xD800) << 10) + (lo - 0xDC00);
              i += 6;
            }
          }
          frontend::append_utf8(out, v);
          break;
        }
        default: out.push_back(e);
      }
    }
    return out;
  }
  Reg char_lit(TSNode n) {
    std::string_view t = text(n);
    if (t.size() >= 2) t = t.substr(1, t.size() - 2);
    return T(b_.const_str(java_unescape(t)), "char");
  }
  Reg string_lit(TSNode n) {
    std::string_view t = text(n);
    if (t.size() >= 6 && t.substr(0, 3) == "\"\"\"") return text_block(n);
    if (t.size() >= 2) t = t.substr(1, t.size() - 2);
    return T(b_.const_str(java_unescape(t)), "String");
  }
  Reg text_block(TSNode n) {
    std::string_view t = text(n);
    if (t.size() >= 6) t = t.substr(3, t.size() - 6);
    // drop the first line break and the common indentation
    std::string s(t);
    if (!s.empty() && s[0] == '\n') s.erase(0, 1);
    std::vector<std::string> lines;
    std::size_t p = 0;
    while (true) {
      auto nl = s.find('\n', p);
      lines.push_back(s.substr(p, nl == std::string::npos ? std::string::npos : nl - p));
      if (nl == std::string::npos) break;
      p = nl + 1;
    }
    std::size_t indent = std::string::npos;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const auto& l = lines[i];
      std::size_t k = l.find_first_not_of(" \t");
      if (k == std::string::npos && i + 1 != lines.size()) continue;
      indent = std::min(indent, k == std::string::npos ? l.size() : k);
    }
    if (indent == std::string::npos) indent = 0;
    std::string out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      std::string l = lines[i].size() >= indent ? lines[i].substr(indent) : std::string();
      while (!l.empty() && (l.back() == ' ' || l.back() == '\t')) l.pop_back();
      out += l;
      if (i + 1 < lines.size()) out += '\n';
    }
    return T(b_.const_str(java_unescape(out)), "String");
  }
  Reg parenthesized(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) return T(b_.const_none(), "");
    Ex e = ev(kids[0]);
    return T(e.r, e.t);
  }

  static std::string promote(const std::string& a, const std::string& b) {
    std::string x = unbox(a), y = unbox(b);
    if (x == "double" || y == "double") return "double";
    if (x == "float" || y == "float") return "float";
    if (x == "long" || y == "long") return "long";
    return "int";
  }
  Reg arith(Operator op, const Ex& l, const Ex& r, const std::string& result_hint = {}) {
    if (op == Operator::Add && (is_string(l.t) || is_string(r.t))) {
      Reg a = to_jstr(l), bb = to_jstr(r);
      return T(b_.binop(op, a, bb), "String");
    }
    if (op == Operator::Add && ((is_char(l.t) && r.t.empty()) || (l.t.empty() && is_char(r.t)))) {
      // char + a value of unknown static type: string concatenation when it is a String at run time
      Reg ab[2] = {l.r, r.r};
      return T(b_.call_function(is_char(l.t) ? "__jcadd" : "__jaddc", ab), "");
    }
    Reg a = as_int(l), bb = as_int(r);
    bool known = is_numeric(l.t) && is_numeric(r.t);
    std::string t;
    if (known) t = promote(l.t, r.t);
    if (op == Operator::Shl || op == Operator::Shr || op == Operator::UShr) {
      if (is_numeric(l.t)) t = unbox(l.t) == "long" ? "long" : "int";
      known = is_numeric(l.t);
    }
    if ((op == Operator::BitAnd || op == Operator::BitOr || op == Operator::BitXor) &&
        (unbox(l.t) == "boolean" || unbox(r.t) == "boolean")) {
      // non-short-circuit logical operators on booleans (both operands already evaluated)
      Operator lo = op == Operator::BitAnd ? Operator::And : op == Operator::BitOr ? Operator::Or : Operator::Ne;
      return T(b_.binop(lo, a, bb), "boolean");
    }
    if (!known && !result_hint.empty() && (is_intlike(l.t) || is_intlike(r.t) || is_char(l.t) || is_char(r.t)) &&
        (is_intlike(result_hint) || is_char(result_hint)) && op != Operator::Div) {
      t = unbox(result_hint) == "long" ? "long" : "int";
      known = true;
    }
    if (known && (t == "double" || t == "float") && (op == Operator::Div || op == Operator::Mod)) {
      Reg ab[2] = {a, bb};
      // float operands give a 32-bit result
      const char* fn = t == "float" ? (op == Operator::Div ? "__jffdiv" : "__jffmod") : (op == Operator::Div ? "__jfdiv" : "__jfmod");
      return T(b_.call_function(fn, ab), t);
    }
    Reg res = b_.binop(op, a, bb);
    if (known && (t == "int" || t == "long" || t == "float")) b_.annotate_last(annot(t));
    return T(res, t);
  }
  static bool arith_op(std::string_view s, Operator& o) {
    if (s == "+") o = Operator::Add;
    else if (s == "-") o = Operator::Sub;
    else if (s == "*") o = Operator::Mul;
    else if (s == "/") o = Operator::Div;
    else if (s == "%") o = Operator::Mod;
    else if (s == "<<") o = Operator::Shl;
    else if (s == ">>") o = Operator::Shr;
    else if (s == ">>>") o = Operator::UShr;
    else if (s == "&") o = Operator::BitAnd;
    else if (s == "|") o = Operator::BitOr;
    else if (s == "^") o = Operator::BitXor;
    else return false;
    return true;
  }
  Reg binary(TSNode n) {
    std::string_view op = text(child(n, f_operator));
    if (op == "&&" || op == "||") {
      Reg r = emit_short_circuit(op == "&&", [&] { return ev(child(n, f_left)).r; },
                                 [&] { return ev(child(n, f_right)).r; });
      return T(r, "boolean");
    }
    Ex l = ev(child(n, f_left));
    Ex r = ev(child(n, f_right));
    Operator o{};
    if (arith_op(op, o)) return arith(o, l, r);
    if (!binary_operator_from_spelling(op, o)) return T(unsupported(n), "");
    Reg a = l.r, bb = r.r;
    // a wrapper compared with a primitive (or ordered: <, >=) is unboxed: null throws
    bool ordered = o != Operator::Eq && o != Operator::Ne;
    bool lb = is_wrapper(l.t), rb = is_wrapper(r.t);
    if (lb && (ordered || (!rb && is_primitive(r.t)))) a = unbox_checked(child(n, f_left), l);
    if (rb && (ordered || (!lb && is_primitive(l.t)))) bb = unbox_checked(child(n, f_right), r);
    if (is_char(l.t) != is_char(r.t) && l.t != "null" && r.t != "null") {  // c != null compares references
      if (maybe_boxed_char(is_char(l.t) ? r.t : l.t)) {
        // char against a value of unknown static type (a Character from a collection): compare as numbers
        a = call1("__jnum", l.r);
        bb = call1("__jnum", r.r);
      } else {
        a = as_int(l);
        bb = as_int(r);
      }
    }
    return T(b_.binop(o, a, bb), "boolean");
  }
  static bool is_wrapper(const std::string& t) {
    return t == "Integer" || t == "Long" || t == "Double" || t == "Float" || t == "Short" || t == "Byte" ||
           t == "Character" || t == "Boolean";
  }
  static bool is_primitive(const std::string& t) {
    return t == "int" || t == "long" || t == "double" || t == "float" || t == "short" || t == "byte" || t == "char" ||
           t == "boolean";
  }
  /// A wrapper's value, or the JVM's NullPointerException for null, worded as its helpful
  /// message: which xxxValue() could not be called and what was null, when that is known.
  Reg unbox_checked(TSNode src, const Ex& e) {
    std::string prim = unbox(e.t);
    std::string msg = "Cannot invoke \"java.lang." + e.t + "." + prim + "Value()\"";
    std::string what = null_description(src);
    if (!what.empty()) msg += " because " + what + " is null";
    Reg ab[2] = {e.r, b_.const_str(msg)};
    return b_.call_function("__junbox", ab);
  }
  /// How a helpful NullPointerException names the null: a local by its slot, a field, a
  /// user method's return value; "" when not known.
  std::string null_description(TSNode src) {
    TSSymbol s = sym(src);
    if (s == s_parenthesized_expression) {
      auto k = named_children(src);
      return k.empty() ? "" : null_description(k[0]);
    }
    if (s == s_method_invocation) {
      auto d = invoke_desc_.find(node_key(src));
      return d == invoke_desc_.end() ? "" : "the return value of \"" + d->second + "\"";
    }
    if (s == s_field_access || s == s_array_access) {  // "<local1>.next", "<local4>[1]", "<local4>[<local5>]"
      std::string path = null_path(src);
      return path.empty() ? "" : "\"" + path + "\"";
    }
    if (s == s_identifier) {
      std::string nm(text(src));
      if (local_type(nm)) {
        // a parameter the method never assigns is "<parameterN>"; any other local "<localSLOT>"
        if (int pos = param_position(src, nm); pos > 0) return "\"<parameter" + std::to_string(pos) + ">\"";
        int slot = local_slot(nm);
        return slot < 0 ? "" : "\"<local" + std::to_string(slot) + ">\"";
      }
      std::string owner;
      if (const FieldInfo* f = cur_class_.empty() ? nullptr : find_field(cur_class_, nm, &owner))
        return "\"" + (f->is_static ? bin_name(owner) : std::string("this")) + "." + nm + "\"";
      return "";
    }
    return "";
  }
  /// The 1-based position of parameter nm of the method around src, when the method never
  /// assigns it (0: not a parameter, assigned, or inside a lambda, whose captures are numbered apart).
  int param_position(TSNode src, const std::string& nm) {
    const std::string* pos = nullptr;
    for (auto it = locals_.rbegin(); it != locals_.rend() && !pos; ++it)
      if (auto f = it->find(kParam + nm); f != it->end()) pos = &f->second;
    TSNode m = ts_node_parent(src);
    while (!ts_node_is_null(m) && sym(m) != s_method_declaration && sym(m) != s_constructor_declaration) {
      if (sym(m) == s_lambda_expression) return lambda_param_position(m, nm);
      m = ts_node_parent(m);
    }
    if (!pos || ts_node_is_null(m)) return 0;
    auto [it, fresh] = assigned_names_.try_emplace(node_key(m));
    if (fresh) {  // the names the method assigns (x = ..., x += ..., x++), once per method
      std::vector<TSNode> todo{m};
      while (!todo.empty()) {
        TSNode k = todo.back();
        todo.pop_back();
        std::string_view ty = ts_node_type(k);
        TSNode target = ty == "assignment_expression" ? child(k, f_left) : ty == "update_expression" ? ts_node_named_child(k, 0) : TSNode{};
        if (!ts_node_is_null(target) && sym(target) == s_identifier) it->second.insert(std::string(text(target)));
        for (std::uint32_t i = 0, c = ts_node_named_child_count(k); i < c; ++i) todo.push_back(ts_node_named_child(k, i));
      }
    }
    return it->second.count(nm) ? 0 : std::atoi(pos->c_str());
  }
  std::unordered_map<std::uint64_t, std::set<std::string>> assigned_names_;
  /// In a lambda, javac's synthetic method takes the captured locals first (in the order the
  /// body first names them), then the lambda's own parameters: nm's 1-based position there
  /// (0: declared inside the body, or an own parameter the body assigns).
  int lambda_param_position(TSNode lam, const std::string& nm) {
    std::vector<std::string> own;
    TSNode ps = child(lam, f_parameters);
    if (!ts_node_is_null(ps)) {
      if (sym(ps) == s_identifier) own.emplace_back(text(ps));
      else if (sym(ps) == s_inferred_parameters)
        for (TSNode k : named_children(ps)) own.emplace_back(text(k));
      else
        for (const Param& p : params_of(ps)) own.push_back(p.name);
    }
    TSNode body = child(lam, f_body);
    std::set<std::string> inner, assigned;  // names the body declares, and assigns
    std::vector<std::string> captured;
    std::vector<TSNode> todo{body};
    while (!todo.empty()) {
      TSNode k = todo.back();
      todo.pop_back();
      std::string_view ty = ts_node_type(k);
      if (sym(k) == s_variable_declarator || ty == "catch_formal_parameter" || ty == "formal_parameter")
        inner.insert(std::string(text(child(k, f_name))));
      if (ty == "enhanced_for_statement") inner.insert(std::string(text(child(k, f_name))));
      if (sym(k) == s_lambda_expression && !ts_node_is_null(child(k, f_parameters)) && sym(child(k, f_parameters)) == s_identifier)
        inner.insert(std::string(text(child(k, f_parameters))));
      if (ty == "inferred_parameters")
        for (TSNode x : named_children(k)) inner.insert(std::string(text(x)));
      TSNode target = ty == "assignment_expression" ? child(k, f_left) : ty == "update_expression" ? ts_node_named_child(k, 0) : TSNode{};
      if (!ts_node_is_null(target) && sym(target) == s_identifier) assigned.insert(std::string(text(target)));
      if (sym(k) == s_identifier) {
        TSNode up = ts_node_parent(k);
        bool member = !ts_node_is_null(up) && ((sym(up) == s_field_access && ts_node_eq(child(up, f_field), k)) ||
                                               (sym(up) == s_method_invocation && ts_node_eq(child(up, f_name), k)));
        std::string id(text(k));
        if (!member && local_type(id) && std::find(own.begin(), own.end(), id) == own.end() &&
            std::find(captured.begin(), captured.end(), id) == captured.end())
          captured.push_back(id);
      }
      for (std::uint32_t i = ts_node_named_child_count(k); i-- > 0;) todo.push_back(ts_node_named_child(k, i));  // (source order)
    }
    captured.erase(std::remove_if(captured.begin(), captured.end(), [&](const std::string& c) { return inner.count(c) > 0; }),
                   captured.end());
    if (auto c = std::find(captured.begin(), captured.end(), nm); c != captured.end()) return static_cast<int>(c - captured.begin()) + 1;
    if (auto o = std::find(own.begin(), own.end(), nm); o != own.end() && !assigned.count(nm) && !inner.count(nm))
      return static_cast<int>(captured.size() + (o - own.begin())) + 1;
    return 0;
  }
  /// The JVM's name for a value a helpful NullPointerException points at (unquoted).
  std::string null_path(TSNode src) {
    TSSymbol s = sym(src);
    if (s == s_this) return "this";
    if (s == s_decimal_integer_literal) return std::string(text(src));
    if (s == s_identifier) {
      std::string d = null_description(src);
      return d.size() > 2 && d.front() == '"' ? d.substr(1, d.size() - 2) : std::string();
    }
    if (s == s_field_access) {
      TSNode obj = child(src, f_object);
      std::string f(text(child(src, f_field))), q(text(obj));
      if (sym(obj) == s_identifier && !local_type(q) && classes_.count(q)) return bin_name(q) + "." + f;  // a static field
      std::string base = null_path(obj);
      return base.empty() ? "" : base + "." + f;
    }
    if (s == s_method_invocation) {  // "java.util.Map.get(Object).fallback"
      auto d = invoke_desc_.find(node_key(src));
      return d == invoke_desc_.end() ? "" : d->second;
    }
    if (s == s_array_access) {
      std::string arr = null_path(child(src, f_array)), idx = null_path(child(src, f_index));
      return arr.empty() || idx.empty() ? "" : arr + "[" + idx + "]";
    }
    return "";
  }
  /// Records the helpful NullPointerException text of reading `name` from obj at n's line.
  void null_site(TSNode n, TSNode obj, const std::string& name, const std::string& what) {
    if (sym(obj) == s_this) return;
    std::string why = null_description(obj);
    // (the instructions emitted so far: the site's own instruction comes at or after it, which
    // tells apart two sites of one name on a line, a.get(k).get(0))
    npe_sites_ += std::to_string(ts_node_start_point(n).row + 1) + "\t" + name + "\t" +
                  std::to_string(b_.module().instructions.size()) + "\t" + what +
                  (why.empty() ? "" : " because " + why + " is null") + "\n";
  }
  static std::uint64_t node_key(TSNode n) {
    return (static_cast<std::uint64_t>(ts_node_start_byte(n)) << 32) | ts_node_end_byte(n);
  }
  /// A type as a JVM method descriptor prints it in a helpful NullPointerException: the
  /// erasure, qualified (String and Object are not), nested classes as Outer$Inner.
  std::string jvm_type_name(const std::string& t0) {
    std::string t = strip_generics(t0);
    if (t.size() > 2 && t.compare(t.size() - 2, 2, "[]") == 0) {
      std::string el = jvm_type_name(t.substr(0, t.size() - 2));
      return el.empty() ? "" : el + "[]";
    }
    if (is_primitive(t) || t == "String" || t == "Object") return t;
    if (classes_.count(t)) return bin_name(t);
    if (auto dot = t.rfind('.'); dot != std::string::npos) {  // Map.Entry
      std::string outer = t.substr(0, dot), inner = t.substr(dot + 1);
      std::string q = jvm_type_name(outer);
      return q.empty() || q == outer ? "" : q + "$" + inner;
    }
    static const std::set<std::string, std::less<>> kLang = {
        "StringBuilder", "StringBuffer", "Integer", "Long", "Double", "Float", "Short", "Byte", "Character", "Boolean",
        "Number", "CharSequence", "Comparable", "Iterable", "Runnable", "Thread", "Throwable", "Exception", "RuntimeException",
        "Enum", "Record", "AutoCloseable", "Appendable"};
    static const std::set<std::string, std::less<>> kUtil = {
        "List", "ArrayList", "LinkedList", "Map", "HashMap", "TreeMap", "LinkedHashMap", "Set", "HashSet", "TreeSet",
        "LinkedHashSet", "Deque", "ArrayDeque", "Queue", "PriorityQueue", "Iterator", "ListIterator", "Collection", "Optional",
        "Scanner", "Random", "StringJoiner", "SortedMap", "NavigableMap", "SortedSet", "NavigableSet", "Stack", "Vector",
        "EnumMap", "EnumSet", "BitSet", "OptionalInt", "OptionalDouble", "OptionalLong", "Comparator", "Properties"};
    static const std::set<std::string, std::less<>> kFunction = {
        "Function", "BiFunction", "Supplier", "Consumer", "BiConsumer", "Predicate", "BiPredicate", "UnaryOperator",
        "BinaryOperator", "IntFunction", "IntPredicate", "IntUnaryOperator", "IntBinaryOperator", "ToIntFunction"};
    if (kLang.count(t)) return "java.lang." + t;
    if (kUtil.count(t)) return "java.util." + t;
    if (kFunction.count(t)) return "java.util.function." + t;
    if (t == "BigInteger" || t == "BigDecimal") return "java.math." + t;
    if (t == "Stream" || t == "IntStream" || t == "LongStream" || t == "DoubleStream") return "java.util.stream." + t;
    // a type variable (T, K, V, E): its erasure
    bool tyvar = !t.empty() && t.size() <= 2 && std::isupper(static_cast<unsigned char>(t[0]));
    return tyvar ? "Object" : "";
  }
  /// "java.util.Map.get(Object)": the invoked method as a helpful NullPointerException names it;
  /// "" when the receiver's class or the parameter types are not known.
  std::string invoke_descriptor(const std::string& recv_t, const std::string& m, const std::vector<std::string>& at,
                                const MethodInfo* callee) {
    std::string cls = strip_generics(recv_t);
    if (cls.empty() || is_primitive(cls) || cls.find("[]") != std::string::npos) return "";
    std::string owner = jvm_type_name(cls);
    if (owner.empty() || (owner == "Object" && cls != "Object")) return "";  // (a type variable's receiver)
    std::vector<std::string> ps;
    if (classes_.count(cls)) {
      if (!callee || callee->overloaded) return "";
      for (std::size_t k = 0; k < callee->params.size(); ++k)
        ps.push_back(jvm_type_name(k + 1 == callee->params.size() && callee->variadic ? callee->vararg_elem + "[]" : callee->params[k]));
    } else {
      // the library's declared parameters: the erasure of a generic one is Object; a String
      // method's own parameters are String/CharSequence/int/char as declared
      bool text = cls == "String" || cls == "StringBuilder" || cls == "StringBuffer";
      if (!text && (m == "forEach" || m == "removeIf" || m == "addAll" || m == "putAll" || m == "computeIfAbsent" ||
                    m == "computeIfPresent" || m == "merge" || m == "compute" || m == "sort" || m == "replaceAll"))
        return "";  // functional / collection parameters: not guessed
      for (std::size_t k = 0; k < at.size(); ++k) {
        std::string a = unbox(at[k]);
        bool prim = is_primitive(at[k]);
        std::string p;
        if (cls == "String" && (m == "contains" || m == "contentEquals")) p = "java.lang.CharSequence";
        else if (m == "equals") p = "Object";
        else if (cls == "String" && (m == "indexOf" || m == "lastIndexOf") && k == 0) p = is_char(a) || a == "int" ? "int" : "String";
        else if (cls == "String" && m == "replace") p = is_char(a) ? "char" : "java.lang.CharSequence";
        else if (text && prim) p = a == "short" || a == "byte" ? "int" : a;
        else if (text && is_string(at[k])) p = "String";
        else if (cls != "String" && text) p = at[k] == "StringBuilder" || at[k] == "StringBuffer" ? "java.lang.CharSequence" : "Object";
        else if (text) return "";
        // a list's index parameters are int; everything else is a generic (erased) parameter
        else if (a == "int" && prim && (cls == "List" || cls == "ArrayList" || cls == "LinkedList" || cls == "Vector" || cls == "Stack") &&
                 (m == "get" || m == "set" || m == "subList" || m == "listIterator" || (m == "remove" && at.size() == 1) ||
                  (m == "add" && at.size() == 2 && k == 0)))
          p = "int";
        else p = "Object";
        ps.push_back(p);
      }
    }
    std::string out = owner + "." + m + "(";
    for (std::size_t k = 0; k < ps.size(); ++k) {
      if (ps[k].empty()) return "";
      out += (k ? ", " : "") + ps[k];
    }
    return out + ")";
  }
  Reg unary(TSNode n) {
    std::string_view op = text(child(n, f_operator));
    TSNode arg = child(n, f_operand);
    if (op == "-" && sym(arg) == s_decimal_integer_literal) {
      std::string s(text(arg));
      bool is_long = !s.empty() && (s.back() == 'l' || s.back() == 'L');
      if (is_long) s.pop_back();
      std::string digits;
      for (char c : s)
        if (c != '_') digits.push_back(c);
      if (digits == "9223372036854775808") return T(b_.const_int(std::numeric_limits<std::int64_t>::min()), "long");
      std::int64_t v = 0;
      if (frontend::parse_int64(digits, v)) return T(b_.const_int(-v), is_long ? "long" : "int");
    }
    Ex e = ev(arg);
    if (op == "!") return T(b_.unop(Operator::Not, e.r), "boolean");
    if (op == "+") return T(as_int(e), is_char(e.t) ? "int" : e.t);
    Operator o = op == "-" ? Operator::Neg : Operator::BitNot;
    Reg v = b_.unop(o, as_int(e));
    std::string t = is_char(e.t) ? "int" : unbox(e.t);
    if (t == "int" || t == "long" || t == "short" || t == "byte") {
      t = t == "long" ? "long" : "int";
      b_.annotate_last(annot(t));
    }
    return T(v, t);
  }

  // assignable places
  struct Place {
    enum Kind { Local, Field, Index, Bad } kind = Bad;
    std::string name, type;
    Reg obj = kNoReg, idx = kNoReg;
  };
  Place place_of(TSNode t) {
    Place p;
    TSSymbol s = sym(t);
    if (s == s_parenthesized_expression) {
      auto k = named_children(t);
      if (!k.empty()) return place_of(k[0]);
      return p;
    }
    if (s == s_identifier) {
      std::string nm(text(t));
      if (const std::string* lt = local_type(nm)) {
        p.kind = Place::Local;
        p.name = nm;
        p.type = *lt;
        return p;
      }
      std::string owner;
      if (!cur_class_.empty())
        if (const FieldInfo* f = find_field(cur_class_, nm, &owner)) {
          p.kind = Place::Field;
          p.name = field_slot(cur_class_, nm);
          p.type = f->type;
          p.obj = f->is_static || in_static_ ? b_.load_var(owner) : b_.load_var("this");
          return p;
        }
      {
        Reg recv;
        std::string ty, owner2;
        if (!cur_class_.empty() && outer_member(nm, false, owner2, recv, ty)) {
          p.kind = Place::Field;
          p.name = field_slot(owner2, nm);
          p.type = ty;
          p.obj = recv;
          return p;
        }
      }
      p.kind = Place::Local;
      p.name = nm;
      return p;
    }
    if (s == s_field_access) {
      Ex o = ev(child(t, f_object));
      p.kind = Place::Field;
      p.name = text(child(t, f_field));
      p.obj = o.r;
      std::string cls = o.t.rfind("class:", 0) == 0 ? o.t.substr(6) : o.t;
      if (const FieldInfo* f = find_field(cls, p.name)) p.type = f->type;
      if (!(o.t.size() > 2 && o.t.compare(o.t.size() - 2, 2, "[]") == 0)) p.name = field_slot(cls, p.name);
      return p;
    }
    if (s == s_array_access) {
      Ex a = ev(child(t, f_array));
      Ex i = ev(child(t, f_index));
      p.kind = Place::Index;
      p.obj = a.r;
      p.idx = as_int(i);
      p.type = element_of(a.t);
      return p;
    }
    return p;
  }
  Reg read(const Place& p) {
    switch (p.kind) {
      case Place::Local: return b_.load_var(p.name);
      case Place::Field: return b_.load_field(p.obj, p.name);
      case Place::Index: return b_.load_index(p.obj, p.idx);
      default: return b_.const_none();
    }
  }
  void write(const Place& p, Reg v) {
    switch (p.kind) {
      case Place::Local: store_local(p.name, v); break;
      case Place::Field: b_.store_field(p.obj, p.name, v); break;
      case Place::Index: b_.store_index(p.obj, p.idx, v); break;
      default: break;
    }
  }
  /// Narrowing back to the place's type after compound arithmetic (char, short, byte).
  Reg narrow(Reg v, const std::string& from, const std::string& to) {
    if (is_char(to) && !is_char(from)) {
      // (char) of an int value
      Reg m = b_.binop(Operator::BitAnd, v, b_.const_int(0xFFFF));
      return call1("__chr", m);
    }
    std::string u = unbox(to);
    if ((u == "short" || u == "byte" || u == "int" || u == "long") && from != u) {
      Reg z = b_.const_int(0);
      Reg r = b_.binop(Operator::Add, v, z);
      b_.annotate_last(annot(u));
      return r;
    }
    if (is_floating(to) && !is_floating(from)) return coerce(v, from, to);
    return v;
  }
  /// The helpful NullPointerException of an instance field's place o.f on a null o: a store
  /// ("=slot", raised by the runtime's store_attr_failed) or the read a compound update does first.
  void field_null_site(TSNode lhs, const Place& p, bool store) {
    if (p.kind != Place::Field || sym(lhs) != s_field_access) return;
    TSNode obj = child(lhs, f_object);
    std::string q(text(obj)), f(text(child(lhs, f_field)));
    if (sym(obj) == s_identifier && !local_type(q) && classes_.count(q)) return;  // a static field
    null_site(lhs, obj, store ? "=" + p.name : p.name, (store ? "Cannot assign field \"" : "Cannot read field \"") + f + "\"");
  }
  Reg assignment(TSNode n) {
    std::string op(text(child(n, f_operator)));
    TSNode lhs = child(n, f_left);
    Place p = place_of(lhs);
    if (p.kind == Place::Bad) return T(unsupported(n), "");
    if (p.kind == Place::Index && sym(lhs) == s_array_access && op != "=")  // (a[i] += x reads a[i])
      null_site(lhs, child(lhs, f_array), "[]", "Cannot load from " + array_kind(p.type) + " array");
    field_null_site(lhs, p, op == "=");  // (o.f += x reads o.f first)
    if (op == "=") {
      Reg v;
      TSNode rv = child(n, f_right);
      if (sym(rv) == s_array_initializer) v = array_init(rv, element_of(p.type));
      else {
        Ex e = ev(rv);
        if (is_primitive(p.type) && is_wrapper(e.t)) e.r = unbox_checked(rv, e);
        v = coerce(e.r, e.t, p.type);
      }
      if (p.kind == Place::Index) {  // array stores check bounds like the JVM (negative indexes too)
        if (sym(lhs) == s_array_access) null_site(lhs, child(lhs, f_array), "[]=", "Cannot store to " + array_kind(p.type) + " array");
        Reg args[3] = {p.obj, p.idx, v};
        b_.call_function("__jastore", args);
        return T(v, p.type);
      }
      write(p, v);
      return T(v, p.type);
    }
    op.pop_back();
    Operator o{};
    if (!arith_op(op, o)) return T(unsupported(n), "");
    Reg cur = read(p);
    Ex r = ev(child(n, f_right));
    Ex l{cur, p.type};
    Reg res;
    if (o == Operator::Add && is_string(p.type)) {
      res = arith(o, l, r);
    } else {
      Reg x = arith(o, l, r, p.type);
      res = narrow(x, last_type_, p.type);
    }
    write(p, res);
    return T(res, p.type);
  }
  Reg update(TSNode n) {
    // ++x, x++, --x, x--
    auto kids = named_children(n);
    if (kids.empty()) return T(unsupported(n), "");
    TSNode target = kids[0];
    bool prefix = ts_node_start_byte(target) > ts_node_start_byte(n);
    std::string_view whole = text(n);
    bool inc = whole.find("++") != std::string_view::npos;
    // `(byte) i++` parses as ((byte) i)++; Java means (byte) (i++): update the
    // variable, then cast the value the expression yields
    std::string cast_to;
    if (std::string_view(ts_node_type(target)) == "cast_expression" && !ts_node_is_null(child(target, f_value))) {
      cast_to = type_text(child(target, f_type));
      target = child(target, f_value);
    }
    Place p = place_of(target);
    if (p.kind == Place::Index && sym(target) == s_array_access)  // (counts[i]++ reads the element first)
      null_site(target, child(target, f_array), "[]", "Cannot load from " + array_kind(p.type) + " array");
    field_null_site(target, p, false);
    if (p.kind == Place::Bad) return T(unsupported(n), "");
    Reg old = read(p);
    Ex l{old, p.type.empty() ? std::string("int") : p.type};
    Ex one{b_.const_int(1), "int"};
    Reg x = arith(inc ? Operator::Add : Operator::Sub, l, one, l.t);
    Reg nv = narrow(x, last_type_, p.type);
    write(p, nv);
    Reg result = prefix ? nv : old;
    if (cast_to == "char" && !is_char(p.type)) {
      Reg m = b_.binop(Operator::BitAnd, result, b_.const_int(0xFFFF));
      return T(call1("__chr", m), "char");
    }
    if (!cast_to.empty() && (is_intlike(cast_to) || is_floating(cast_to))) {
      Reg r = b_.binop(Operator::Add, result, is_floating(cast_to) ? b_.const_float(0.0) : b_.const_int(0));
      b_.annotate_last(annot(cast_to));
      return T(r, cast_to);
    }
    return T(result, cast_to.empty() ? p.type : cast_to);
  }
  Reg ternary(TSNode n) {
    std::string t, t1, t2;
    Reg r = emit_conditional([&] { return ev(child(n, f_condition)).r; },
                             [&] {
                               Ex e = ev(child(n, f_consequence));
                               t = t1 = e.t;
                               return e.r;
                             },
                             [&] {
                               Ex e = ev(child(n, f_alternative));
                               t2 = e.t;
                               if (t.empty() || t == "null") t = e.t;
                               return e.r;
                             });
    // binary numeric promotion of the two branches (c ? 1 : 2.0 is a double)
    if (is_numeric(t1) && is_numeric(t2) && !is_char(t1) && !is_char(t2) && is_floating(t1) != is_floating(t2)) {
      std::string w = promote(t1, t2);
      return T(coerce(r, "int", w), w);
    }
    // a String branch beside a non-String one (c ? "none" : list) is an Object: concatenation converts it
    if ((t1 == "String") != (t2 == "String") && t1 != "null" && t2 != "null") return T(r, "Object");
    return T(r, t);
  }

  std::vector<Reg> arguments(TSNode args, std::vector<std::string>* types = nullptr, const MethodInfo* callee = nullptr,
                             const std::vector<std::string>* lib_fns = nullptr) {
    std::vector<Reg> out;
    if (ts_node_is_null(args)) return out;
    std::size_t k = 0;
    auto given = named_children(args);
    for (TSNode a : given) {
      SpanScope sc(b_, span(a));
      // a lambda given to the program's method takes the parameter types of the functional
      // interface that method declares (`(a, b) -> a * b` for an IntBinaryOperator or an
      // in-file `int apply(int, int)`): its int arithmetic then wraps as javac's would
      if (callee && !callee->overloaded && k < callee->params.size() && sym(a) == s_lambda_expression)
        lambda_param_types_ = functional_params(callee->params[k]);
      // a library method's: from its receiver's type (library_fn_args); a call there (Comparator.comparing(..),
      // Collectors.groupingBy(..)) learns the type it goes to
      if (lib_fns && k < lib_fns->size() && !(*lib_fns)[k].empty()) {
        if (sym(a) == s_lambda_expression) lambda_param_types_ = lambda_params_for((*lib_fns)[k]);
        else if (sym(a) == s_method_invocation) arg_target_ = (*lib_fns)[k];
      }
      ++k;
      Ex e = ev(a);
      lambda_param_types_.clear();
      arg_target_.clear();
      if (types) types->push_back(e.t);
      bool in_varargs = callee && callee->variadic && !callee->overloaded && k >= callee->params.size();
      // a reference array as the whole T... part is the varargs array itself (f(Object[] row)
      // to f(Object... cells)), not its one element; a primitive array to Object... is one element
      if (in_varargs && k == callee->params.size() && k == given.size() && is_reference_array(e.t))
        e.r = call1("__jspread", e.r);
      // an argument of known type converts to its parameter's type as at any assignment
      // (f('H') to f(int x) passes 72, a char to Object... is a Character)
      else if (callee && !callee->overloaded && !e.t.empty() && e.t != "lambda" && e.t != "null") {
        std::string pt = in_varargs ? callee->vararg_elem : k <= callee->params.size() ? callee->params[k - 1] : std::string();
        if (!pt.empty() && pt != e.t) e.r = coerce(e.r, e.t, pt);
      }
      out.push_back(e.r);
    }
    return out;
  }

  static bool is_array_type(const std::string& t) { return t.size() > 2 && t.compare(t.size() - 2, 2, "[]") == 0; }
  static bool is_reference_array(const std::string& t) {
    if (t.size() < 3 || t.compare(t.size() - 2, 2, "[]") != 0) return false;
    std::string el = t.substr(0, t.size() - 2);
    return !is_primitive(el) || el.find("[]") != std::string::npos;
  }

  std::string class_of_type(const std::string& t) {
    if (t.rfind("class:", 0) == 0) return t.substr(6);
    return strip_generics(t);
  }
  std::string method_result_type(const std::string& recv_t, std::string_view m, const std::vector<std::string>& at) {
    std::string base = strip_generics(recv_t);
    std::string et = element_of(recv_t);
    // a program's own class declares its methods' types (its size() may return a long)
    if (const MethodInfo* mi = find_method(class_of_type(recv_t), std::string(m))) return mi->ret;
    // primitive streams, so that their lambdas' parameters are typed (int arithmetic wraps)
    if (m == "mapToInt" || (m == "chars" && recv_t == "String")) return "IntStream";
    if (m == "mapToLong") return "LongStream";
    if ((base == "IntStream" || base == "LongStream") &&
        (m == "map" || m == "filter" || m == "sorted" || m == "distinct" || m == "limit" || m == "skip" || m == "peek" ||
         m == "takeWhile" || m == "dropWhile" || m == "parallel" || m == "sequential"))
      return base;
    if (base == "IntStream" && m == "asLongStream") return "LongStream";
    // a collection's stream keeps its element type while the elements do
    if (m == "stream" && !et.empty() && (base == "List" || base == "ArrayList" || base == "LinkedList" || base == "Set" ||
                                         base == "HashSet" || base == "TreeSet" || base == "Collection" || base == "Deque" ||
                                         base == "ArrayDeque" || base == "Queue"))
      return "Stream<" + et + ">";
    if (base == "Stream" && !et.empty() &&
        (m == "filter" || m == "sorted" || m == "distinct" || m == "limit" || m == "skip" || m == "peek" || m == "takeWhile" ||
         m == "dropWhile"))
      return recv_t;
    if (recv_t == "String") {
      if (m == "length" || m == "indexOf" || m == "lastIndexOf" || m == "compareTo" || m == "compareToIgnoreCase" ||
          m == "hashCode")
        return "int";
      if (m == "charAt") return "char";
      if (m == "equals" || m == "equalsIgnoreCase" || m == "contains" || m == "startsWith" || m == "endsWith" ||
          m == "isEmpty" || m == "isBlank" || m == "matches" || m == "regionMatches" || m == "contentEquals")
        return "boolean";
      if (m == "getClass") return "Class";
      if (m == "offsetByCodePoints") return "int";
      if (m == "describeConstable") return "";
      if (m == "toCharArray") return "char[]";
      if (m == "split") return "String[]";
      if (m == "codePointAt" || m == "codePointCount" || m == "codePointBefore") return "int";
      if (m == "getBytes") return "byte[]";
      if (m == "chars" || m == "codePoints" || m == "lines" || m == "describeConstable") return "";  // streams, Optional
      return "String";
    }
    if (base == "StringBuilder") {
      if (m == "length" || m == "indexOf") return "int";
      if (m == "charAt") return "char";
      if (m == "toString" || m == "substring") return "String";
      return "StringBuilder";
    }
    if (base == "Random") {
      if (m == "nextInt") return "int";
      if (m == "nextLong") return "long";
      if (m == "nextDouble" || m == "nextGaussian") return "double";
      if (m == "nextFloat") return "float";
      if (m == "nextBoolean") return "boolean";
    }
    if (base == "ByteBuffer" || base == "DataInputStream" || base == "ByteArrayInputStream" || base == "DataOutputStream") {
      // the typed reads' primitives (a float prints as Float.toString, a byte formats as 8 bits)
      static const std::pair<std::string_view, const char*> kTyped[] = {
          {"Short", "short"}, {"Char", "char"}, {"Int", "int"}, {"Long", "long"}, {"Float", "float"}, {"Double", "double"},
          {"Byte", "byte"}, {"Boolean", "boolean"}, {"UnsignedByte", "int"}, {"UnsignedShort", "int"}, {"UTF", "String"}};
      std::string_view tail = m.starts_with("get") ? m.substr(3) : m.starts_with("read") ? m.substr(4) : std::string_view("-");
      for (auto& [n, ty] : kTyped)
        if (tail == n) return ty;
      if (base == "ByteBuffer") {
        if (m == "get") return !at.empty() && is_array_type(at[0]) ? "ByteBuffer" : "byte";
        if (m == "remaining" || m == "capacity" || m == "arrayOffset" || (m == "position" && at.empty()) || (m == "limit" && at.empty()))
          return "int";
        if (m == "hasRemaining" || m == "isReadOnly" || m == "isDirect" || m == "hasArray") return "boolean";
        if (m == "array") return "byte[]";
        if (m == "order") return at.empty() ? "ByteOrder" : "ByteBuffer";
        if (m == "toString") return "String";
        if (m == "equals") return "boolean";
        if (m == "compareTo" || m == "hashCode") return "int";
        return "ByteBuffer";  // put*, flip, slice, duplicate, ... return a buffer
      }
      if (m == "read" || m == "available" || m == "skipBytes" || m == "size" || (m == "readNBytes" && at.size() == 3)) return "int";
      if (m == "readAllBytes" || m == "readNBytes") return "byte[]";
      if (m == "skip") return "long";
    }
    if (m == "size" || m == "indexOf" || m == "ordinal" || m == "compareTo" || m == "hashCode") return "int";
    if (m == "isEmpty" || m == "contains" || m == "containsKey" || m == "containsValue" || m == "equals" ||
        m == "hasNext")
      return "boolean";
    if (m == "toString" || m == "name" || m == "getMessage") return "String";
    if (at.empty()) {  // Number's conversions, whatever the receiver
      if (m == "floatValue") return "float";
      if (m == "shortValue") return "short";
      if (m == "byteValue") return "byte";
      if (m == "doubleValue") return "double";
      if (m == "intValue" || m == "intValueExact") return "int";
      if (m == "longValue" || m == "longValueExact") return "long";
    }
    if (base == "List" || base == "ArrayList" || base == "LinkedList" || base == "Deque" || base == "ArrayDeque" ||
        base == "Queue" || base == "Stack" || base == "Set" || base == "HashSet" || base == "TreeSet" ||
        base == "PriorityQueue" || base == "Iterator" || base == "LinkedHashSet") {
      if (m == "get" || m == "remove" || m == "poll" || m == "pop" || m == "peek" || m == "first" || m == "last" ||
          m == "getFirst" || m == "getLast" || m == "removeFirst" || m == "removeLast" || m == "pollFirst" ||
          m == "pollLast" || m == "peekFirst" || m == "peekLast" || m == "next" || m == "element")
        return (m == "remove" && !at.empty() && base != "List" && base != "ArrayList") ? std::string("boolean") : et;
      if (m == "add") return "boolean";
      return {};
    }
    if (base == "SortedMap" || base == "NavigableMap" || base == "TreeMap" || base == "Map" || base == "HashMap" ||
        base == "LinkedHashMap" || base == "EnumMap") {
      // entries keep the map's key and value types (a Long value takes Math.addExact's long overload)
      std::string k = element_of(recv_t), v = map_value_of(recv_t);
      if (!k.empty() && !v.empty()) {
        if (m == "entrySet") return "Set<Entry<" + k + "," + v + ">>";
        if (m == "firstEntry" || m == "lastEntry" || m == "floorEntry" || m == "ceilingEntry" || m == "higherEntry" ||
            m == "lowerEntry" || m == "pollFirstEntry" || m == "pollLastEntry")
          return "Entry<" + k + "," + v + ">";
      }
    }
    if (base == "Map" || base == "HashMap" || base == "TreeMap" || base == "LinkedHashMap") {
      if (m == "get" || m == "getOrDefault" || m == "put" || m == "remove" || m == "merge") return map_value_of(recv_t);
      if (m == "keySet") return "Set<" + element_of(recv_t) + ">";
      if (m == "values") return "List<" + map_value_of(recv_t) + ">";
      if (m == "firstKey" || m == "lastKey") return element_of(recv_t);
      return {};
    }
    if (base == "Entry" || base == "Map.Entry") {
      if (m == "getKey") return element_of(recv_t);
      if (m == "getValue") return map_value_of(recv_t);
    }
    if (recv_t.empty() || recv_t == "Object") {  // String-only method names
      if (m == "substring" || m == "toUpperCase" || m == "toLowerCase" || m == "trim" || m == "strip" ||
          m == "repeat" || m == "replaceAll" || m == "concat" || m == "stripLeading" || m == "stripTrailing")
        return "String";
      if (m == "charAt") return "char";
    }
    return {};
  }
  std::string static_result_type(const std::string& cls, std::string_view m, const std::vector<std::string>& at) {
    if ((cls == "IntStream" || cls == "LongStream") &&
        (m == "range" || m == "rangeClosed" || m == "of" || m == "iterate" || m == "concat" || m == "generate"))
      return cls;
    if (cls == "Math" || cls == "StrictMath") {
      if (m == "sqrt" || m == "pow" || m == "floor" || m == "ceil" || m == "random" || m == "log" || m == "log10" ||
          m == "exp" || m == "sin" || m == "cos" || m == "tan" || m == "atan" || m == "atan2" || m == "hypot" ||
          m == "cbrt" || m == "signum" || m == "toRadians" || m == "toDegrees" || m == "rint")
        return "double";
      if (m == "round") return !at.empty() && unbox(at[0]) == "float" ? "int" : "long";
      if (m == "floorDiv" || m == "floorMod" || m == "abs" || m == "max" || m == "min" || m == "addExact" ||
          m == "multiplyExact" || m == "subtractExact" || m == "negateExact" || m == "incrementExact" ||
          m == "decrementExact" || m == "absExact") {
        if (at.empty()) return {};
        std::string t = at[0];
        for (const auto& a : at)
          if (!is_numeric(a)) return {};
        for (const auto& a : at) t = promote(t, a);
        return t;
      }
    }
    // the wrappers' static methods, by result type (Java 17 reference); unlisted names stay unknown
    auto in = [&](std::initializer_list<std::string_view> names) {
      for (auto n : names)
        if (m == n) return true;
      return false;
    };
    if (cls == "Integer" || cls == "Long" || cls == "Short" || cls == "Byte") {
      const std::string prim = cls == "Integer" ? "int" : cls == "Long" ? "long" : cls == "Short" ? "short" : "byte";
      if (in({"toString", "toHexString", "toOctalString", "toBinaryString", "toUnsignedString"})) return "String";
      if (in({"valueOf", "decode", "getInteger", "getLong"})) return cls == "Integer" ? cls : prim;  // (as before: a Long is a long)
      if (in({"hashCode", "compare", "compareUnsigned", "signum", "bitCount", "numberOfLeadingZeros",
              "numberOfTrailingZeros", "toUnsignedInt"}))
        return "int";
      if (m == "toUnsignedLong") return "long";
      if (in({"parseInt", "parseLong", "parseShort", "parseByte", "parseUnsignedInt", "parseUnsignedLong", "max", "min",
              "sum", "reverse", "reverseBytes", "rotateLeft", "rotateRight", "highestOneBit", "lowestOneBit",
              "divideUnsigned", "remainderUnsigned", "abs"}))
        return prim;
      return {};
    }
    if (cls == "Double" || cls == "Float") {
      const std::string prim = cls == "Double" ? "double" : "float";
      if (in({"toString", "toHexString"})) return "String";
      if (in({"valueOf", "parseDouble", "parseFloat", "max", "min", "sum", "longBitsToDouble", "intBitsToFloat"})) return prim;
      if (in({"compare", "hashCode", "floatToIntBits", "floatToRawIntBits"})) return "int";
      if (in({"doubleToLongBits", "doubleToRawLongBits"})) return "long";
      if (in({"isNaN", "isInfinite", "isFinite"})) return "boolean";
      return {};
    }
    if (cls == "Boolean") {
      if (in({"parseBoolean", "logicalAnd", "logicalOr", "logicalXor"})) return "boolean";
      if (m == "valueOf") return "Boolean";
      if (in({"compare", "hashCode"})) return "int";
      if (m == "toString") return "String";
      return {};
    }
    if (cls == "Character") {
      bool code_point = !at.empty() && unbox(at[0]) == "int";  // toUpperCase(int codePoint) is an int
      if (in({"toUpperCase", "toLowerCase", "toTitleCase"})) return code_point ? "int" : "char";
      if (in({"forDigit", "reverseBytes", "highSurrogate", "lowSurrogate"})) return "char";
      if (in({"getNumericValue", "digit", "compare", "hashCode", "codePointAt", "codePointBefore", "codePointCount",
              "charCount", "toCodePoint", "getType", "offsetByCodePoints"}))
        return "int";
      if (in({"toString", "getName"})) return "String";
      if (m == "valueOf") return "Character";
      if (m == "toChars") return "char[]";
      if (m.substr(0, 2) == "is") return "boolean";
      return {};
    }
    if (cls == "String") return (m == "valueOf" || m == "join" || m == "format") ? "String" : "";
    if (cls == "Arrays" && m == "toString") return "String";
    if (cls == "ByteBuffer" && (m == "allocate" || m == "allocateDirect" || m == "wrap")) return "ByteBuffer";
    if (cls == "Arrays" && m == "stream" && at.size() == 1 && at[0].size() > 2 && at[0].ends_with("[]")) {  // its lambdas' types
      std::string el = at[0].substr(0, at[0].size() - 2);
      return el == "int" ? "IntStream" : el == "long" ? "LongStream" : is_primitive(el) ? "" : "Stream<" + el + ">";
    }
    if (cls == "Arrays" && m == "asList") return "List<" + (at.empty() ? std::string() : at[0]) + ">";
    if (cls == "List" && m == "of") return "List<" + (at.empty() ? std::string() : at[0]) + ">";
    if (cls == "Objects" && m == "equals") return "boolean";
    if (const MethodInfo* mi = find_method(cls, std::string(m))) return mi->ret;
    return {};
  }

  /// The class or an in-file ancestor names a superclass the file does not
  /// declare (a library class), whose methods unqualified calls then reach.
  bool extends_library(const std::string& cls) {
    std::string c = cls;
    for (int guard = 0; guard < 64 && classes_.count(c); ++guard) {
      const std::string& p = classes_[c].parent;
      if (p.empty()) return false;
      if (!classes_.count(p)) return p != "Object";
      c = p;
    }
    return false;
  }
  /// A class (or an ancestor, or an interface it extends) implements a library
  /// interface (Iterable<T>, Comparator<T>): its default methods are inherited.
  bool implements_library(const std::string& cls, int depth = 0) {
    if (depth > 32 || !classes_.count(cls)) return false;
    const ClassInfo& ci = classes_[cls];
    for (const std::string& i : ci.ifaces) {
      std::string b = strip_generics(i);
      if (!classes_.count(b) || implements_library(b, depth + 1)) return true;
    }
    return !ci.parent.empty() && implements_library(ci.parent, depth + 1);
  }
  static bool library_default_method(std::string_view m) {
    static const char* const names[] = {"forEach", "spliterator", "stream", "parallelStream", "removeIf", "reversed",
                                        "thenComparing", "thenComparingInt", "thenComparingLong", "thenComparingDouble",
                                        "getOrDefault", "putIfAbsent", "computeIfAbsent", "computeIfPresent", "merge",
                                        "replaceAll", "andThen", "compose", "negate", "forEachRemaining"};
    for (const char* x : names)
      if (m == x) return true;
    return false;
  }
  static const std::set<std::string, std::less<>>& kNumericClasses() {
    static const std::set<std::string, std::less<>> k = {"Math", "StrictMath", "Integer", "Long", "Short", "Byte",
                                                         "Double", "Float", "BigInteger", "BigDecimal"};
    return k;
  }
  /// Library methods that store their arguments in a collection (a char given to them is boxed).
  static bool kStoresObject(std::string_view m) {
    return m == "add" || m == "put" || m == "of" || m == "asList" || m == "set" || m == "offer" || m == "push" ||
           m == "addFirst" || m == "addLast";
  }
  /// The functional interface type each argument of library method m takes, from the receiver's
  /// static type (or, for Comparator.comparing / Collectors factories, from the type their own
  /// call is the argument of: `target`, "Comparator<T>" or "Collector<T>"), "" when unknown. A
  /// lambda given there has its parameters typed as javac infers them (cs.forEach(c -> c + 1)
  /// of a List<Character> adds to the char; a Long parameter's arithmetic is long).
  std::vector<std::string> library_fn_args(const std::string& recv_t, std::string_view recv_text, const std::string& m,
                                           const std::string& target, TSNode argn) {
    std::string base = strip_generics(recv_t), e = element_of(recv_t);
    auto of = [](const char* f, const std::string& x) { return x.empty() ? std::string() : std::string(f) + "<" + x + ">"; };
    static const std::set<std::string, std::less<>> kColl = {
        "List", "ArrayList", "LinkedList", "Set", "HashSet", "TreeSet", "LinkedHashSet", "SortedSet", "NavigableSet", "Collection",
        "Deque", "ArrayDeque", "Queue", "PriorityQueue", "Stack", "Vector", "Iterable", "CopyOnWriteArrayList"};
    static const std::set<std::string, std::less<>> kMaps = {"Map", "HashMap", "TreeMap", "LinkedHashMap", "SortedMap",
                                                             "NavigableMap", "ConcurrentHashMap", "EnumMap", "Hashtable"};
    if (kColl.count(base) && !e.empty()) {
      if (m == "forEach") return {of("Consumer", e)};
      if (m == "removeIf") return {of("Predicate", e)};
      if (m == "replaceAll") return {of("UnaryOperator", e)};
      if (m == "sort") return {of("Comparator", e)};
      return {};
    }
    if ((base == "Iterator" || base == "ListIterator") && m == "forEachRemaining") return {of("Consumer", e)};
    if (kMaps.count(base) && !e.empty()) {
      std::string v = map_value_of(recv_t), kv = v.empty() ? std::string() : e + "," + v;
      if (m == "forEach") return {of("BiConsumer", kv)};
      if (m == "computeIfAbsent") return {"", of("Function", e)};
      if (m == "computeIfPresent" || m == "compute") return {"", of("BiFunction", kv)};
      if (m == "merge") return {"", "", of("BinaryOperator", v)};
      if (m == "replaceAll") return {of("BiFunction", kv)};
      return {};
    }
    if (base == "Stream" && !e.empty()) {
      if (m == "filter" || m == "anyMatch" || m == "allMatch" || m == "noneMatch" || m == "takeWhile" || m == "dropWhile")
        return {of("Predicate", e)};
      if (m == "map" || m == "flatMap" || m == "mapToInt" || m == "mapToLong" || m == "mapToDouble" || m == "mapToObj" ||
          m == "mapMulti")
        return {of("Function", e)};
      if (m == "forEach" || m == "forEachOrdered" || m == "peek") return {of("Consumer", e)};
      if (m == "sorted" || m == "min" || m == "max") return {of("Comparator", e)};
      if (m == "reduce") return {of("BinaryOperator", e), of("BinaryOperator", e)};  // (identity, op): the identity is no lambda
      if (m == "collect") return {of("Collector", e)};
      return {};
    }
    if (base == "Optional" && !e.empty()) {
      if (m == "map" || m == "flatMap") return {of("Function", e)};
      if (m == "filter") return {of("Predicate", e)};
      if (m == "ifPresent" || m == "ifPresentOrElse") return {of("Consumer", e)};
      return {};
    }
    // a comparator chain: its element type from the receiver's type or from where the chain goes
    std::string ce = base == "Comparator" ? e : std::string();
    if (ce.empty() && strip_generics(target) == "Comparator") ce = element_of(target);
    if (!ce.empty() && (m == "thenComparing" || m == "thenComparingInt" || m == "thenComparingLong" || m == "thenComparingDouble")) {
      if (recv_text == "Comparator") return {};
      return {of("Comparator", ce), ""};
    }
    if (recv_text == "Comparator" && !ce.empty() &&
        (m == "comparing" || m == "comparingInt" || m == "comparingLong" || m == "comparingDouble"))
      return {of("Function", ce), ""};
    if (recv_text == "Collectors" && strip_generics(target) == "Collector") {
      std::string x = element_of(target);
      if (x.empty()) return {};
      if (m == "groupingBy" || m == "groupingByConcurrent") {
        std::size_t n = ts_node_is_null(argn) ? 0 : named_children(argn).size();
        return n == 3 ? std::vector<std::string>{of("Function", x), "", target} : std::vector<std::string>{of("Function", x), target};
      }
      if (m == "toMap" || m == "toUnmodifiableMap" || m == "toConcurrentMap") return {of("Function", x), of("Function", x)};
      if (m == "partitioningBy" || m == "filtering") return {of("Predicate", x), target};
      if (m == "mapping" || m == "flatMapping") return {of("Function", x)};
      if (m == "summingInt" || m == "averagingInt" || m == "summarizingInt") return {of("ToIntFunction", x)};
      if (m == "summingLong" || m == "averagingLong" || m == "summarizingLong") return {of("ToLongFunction", x)};
      if (m == "summingDouble" || m == "averagingDouble" || m == "summarizingDouble") return {of("ToDoubleFunction", x)};
      if (m == "collectingAndThen") return {target};
      if (m == "minBy" || m == "maxBy") return {of("Comparator", x)};
      return {};
    }
    // Collections.sort(list, (a, b) -> ...), max/min(coll, cmp): the collection's element type
    if (recv_text == "Collections" && (m == "sort" || m == "max" || m == "min") && !ts_node_is_null(argn)) {
      auto given = named_children(argn);
      if (given.size() == 2 && sym(given[0]) == s_identifier)
        if (const std::string* lt = local_type(std::string(text(given[0])))) return {"", of("Comparator", element_of(*lt))};
    }
    return {};
  }
  /// The functional interface (or Collector) type the method invocation being lowered is the
  /// argument of (library_fn_args), for the invocation's own lambda arguments.
  std::string arg_target_;
  /// A call's source position: the JVM's line table puts an invocation on the line of its
  /// argument list's '(' (a chain `a()\n  .b()` throws from b's line, not a's).
  ir::SourceSpan call_span(TSNode n, TSNode argn) const {
    ir::SourceSpan sp = span(n);
    if (!ts_node_is_null(argn) && !(sp == span(argn))) {  // (equal: a span override is in force)
      TSPoint a = ts_node_start_point(argn);
      sp.start_line = a.row + 1;
      sp.start_col = a.column;
    }
    return sp;
  }
  Reg method_invocation(TSNode n) {
    std::string target = std::move(arg_target_);
    arg_target_.clear();
    TSNode obj = child(n, f_object);
    std::string m(text(child(n, f_name)));
    TSNode argn = child(n, f_arguments);
    if (ts_node_is_null(obj)) {
      std::vector<std::string> at;
      // unqualified: a method of this class (or an ancestor), else a plain function
      std::string owner;
      const MethodInfo* mi = cur_class_.empty() ? nullptr : find_method(cur_class_, m, &owner);
      auto args = arguments(argn, &at, mi);
      SpanScope sc(b_, call_span(n, argn));
      if (!mi && !cur_class_.empty() && !local_type(m)) {
        Reg recv;
        std::string ty;
        if (outer_member(m, true, owner, recv, ty)) return T(b_.call_method(recv, m, args), ty);
      }
      if (mi) {
        if (std::string d = invoke_descriptor(owner.empty() ? cur_class_ : owner, m, at, mi); !d.empty()) invoke_desc_[node_key(n)] = d;
        Reg recv = mi->is_static || in_static_ ? b_.load_var(mi->is_static ? owner : cur_class_) : b_.load_var("this");
        int phase = 0;
        if (const auto* sg = mi->overloaded ? select_overload(cur_class_, m, at, &phase, argn) : nullptr) {
          convert_to_overload(args, at, *sg, phase);
          return T(b_.call_method(recv, java_overloads::sig_key(m, sg->params), args), sg->ret);
        }
        Reg r = b_.call_method(recv, m, args);
        return T(r, mi->ret);
      }
      if (local_type(m)) return T(b_.call_unknown(b_.load_var(m), args), "");
      // a method every object inherits (Object, Throwable, Enum): called on this
      static const char* const inherited[] = {"getClass", "hashCode", "toString", "equals", "getMessage",
                                              "getLocalizedMessage", "getCause", "name", "ordinal", "compareTo",
                                              "getDeclaringClass"};
      bool is_inherited = false;
      for (const char* x : inherited) is_inherited = is_inherited || m == x;
      if (is_inherited && !cur_class_.empty() && !in_static_)
        return T(b_.call_method(b_.load_var("this"), m, args), m == "toString" || m == "name" || m == "getMessage" ? "String" : "");
      // a class extending a library class (`extends LinkedHashMap<K, V>`) inherits its methods
      if (!cur_class_.empty() && !in_static_ &&
          (extends_library(cur_class_) || (library_default_method(m) && implements_library(cur_class_))))
        return T(b_.call_method(b_.load_var("this"), m, args), "");  // (Iterable's spliterator(), forEach(...))
      return T(b_.call_function(m, args), "");
    }
    // super.m(...)
    if (sym(obj) == s_super) {
      std::vector<std::string> at;
      auto args = arguments(argn, &at);
      SpanScope sc(b_, call_span(n, argn));
      Reg sup = b_.call_function("__super", {});
      std::string pt;
      if (classes_.count(cur_class_)) pt = classes_[cur_class_].parent;
      const MethodInfo* mi = pt.empty() ? nullptr : find_method(pt, m);
      int phase = 0;
      if (const auto* sg = mi && mi->overloaded ? select_overload(pt, m, at, &phase, argn) : nullptr) {
        convert_to_overload(args, at, *sg, phase);
        return T(b_.call_method(sup, java_overloads::sig_key(m, sg->params), args), sg->ret);
      }
      return T(b_.call_method(sup, m, args), mi ? mi->ret : std::string());
    }
    // Iface.super.m(...): the interface's default method, run on this
    for (std::uint32_t k = 0, nc = ts_node_child_count(n); k < nc; ++k) {
      TSNode c = ts_node_child(n, k);
      if (sym(c) != s_super || ts_node_eq(c, obj)) continue;
      std::string q(text(obj));
      if (!classes_.count(q) || !classes_[q].is_interface || cur_class_.empty() || in_static_) break;
      std::vector<std::string> at;
      auto args = arguments(argn, &at);
      SpanScope sc(b_, call_span(n, argn));
      args.insert(args.begin(), b_.load_var("this"));
      const MethodInfo* mi = find_method(q, m);
      return T(b_.call_method(b_.load_var(q), m, args), mi ? mi->ret : std::string());
    }
    // Comparator.comparing(f).reversed().thenComparing(g): the chain's receiver goes where the chain does
    if (strip_generics(target) == "Comparator" && sym(obj) == s_method_invocation &&
        (m == "reversed" || m.starts_with("thenComparing")))
      arg_target_ = target;
    Ex o = ev(obj);
    arg_target_.clear();
    std::vector<std::string> at;
    std::string saved_stream_lambda = stream_lambda_type_;
    {
      std::string sb = strip_generics(o.t);
      std::string ot(text(obj));
      bool prim_stream = sb == "IntStream" || sb == "LongStream" || ot == "IntStream" || ot == "LongStream";
      stream_lambda_type_ = prim_stream && m != "collect" && m != "mapToObj" && m != "boxed"
                                ? ((sb == "LongStream" || ot == "LongStream") ? "long" : "int")
                                : std::string();
      if (prim_stream && m == "mapToObj") stream_lambda_type_ = (sb == "LongStream" || ot == "LongStream") ? "long" : "int";
      // Stream<Integer>: the lambdas of map/filter/reduce/... take elements
      if (sb == "Stream" && m != "collect" && m != "flatMap") {
        std::string et = element_of(o.t), u = unbox(et);
        if (u == "int" || u == "long" || u == "short" || u == "byte" || u == "char") stream_lambda_type_ = et;
      }
    }
    // a receiver whose static type is Long, Short, Byte or Float is that box, however its value was
    // computed (a stream's, a lambda's): its equals/hashCode/toString/getClass read the mark
    if (int k = box_kind(o.t); k && !is_primitive(o.t) &&
        (m == "equals" || m == "hashCode" || m == "toString" || m == "getClass")) {
      Reg ab[2] = {o.r, b_.const_int(k)};
      o.r = b_.call_function("__jboxn", ab);
    }
    // an array's getClass(): its static type's class (arrays are lists at run time)
    if (m == "getClass" && is_array_type(o.t) && named_children(argn).empty()) {
      Reg ca[2] = {b_.const_str(o.t), b_.const_str(o.t)};
      return T(b_.call_function("__jclasslit", ca), "Class");
    }
    const MethodInfo* callee = nullptr;
    if (std::string cls = class_of_type(o.t); classes_.count(cls)) callee = find_method(cls, m);
    std::vector<std::string> lib_fns;
    if (!callee && !classes_.count(class_of_type(o.t))) lib_fns = library_fn_args(o.t, text(obj), m, target, argn);
    auto args = arguments(argn, &at, callee, lib_fns.empty() ? nullptr : &lib_fns);
    stream_lambda_type_ = saved_stream_lambda;
    SpanScope sc(b_, call_span(n, argn));
    // a char passed to a numeric library method widens to int (Math.max(c, 3), BigInteger.valueOf(c),
    // Integer.toHexString(c)); chars are one-character strings at run time
    if (o.t.empty() && sym(obj) == s_identifier && !local_type(std::string(text(obj))) && !classes_.count(std::string(text(obj)))) {
      if (kNumericClasses().count(text(obj)))
        for (std::size_t k = 0; k < args.size() && k < at.size(); ++k)
          if (is_char(at[k])) {
            args[k] = call1(at[k] == "char" ? "__ord" : "__jnum", args[k]);
            at[k] = "int";
          }
    }
    // a long, short, byte or float given to a library method's reference parameter (list.add(5L),
    // Map.of("k", 2.5f), o.equals(7L)) is boxed: marked with its box class (not for the numeric
    // classes' static methods or printing, which take primitives)
    if (!callee && !classes_.count(class_of_type(o.t)) && m != "println" && m != "print" && m != "append" &&
        m != "printf" && m != "format" && !(o.t.empty() && sym(obj) == s_identifier && kNumericClasses().count(text(obj))))
      for (std::size_t k = 0; k < args.size() && k < at.size(); ++k) {
        if (int bk = box_kind(at[k])) {
          Reg ab[2] = {args[k], b_.const_int(bk)};
          args[k] = b_.call_function("__jboxn", ab);
        } else if (at[k] == "char" && o.t.find("Character") == std::string::npos && kStoresObject(m)) {
          Reg ab[2] = {args[k], b_.const_bool(true)};  // a char stored as an Object is a Character
          args[k] = b_.call_function("__jboxtext", ab);
        } else if (kStoresObject(m) && m != "of" && m != "asList" && (is_array_type(at[k]) || is_list_type(at[k])) &&
                   object_form(m == "put" ? map_value_of(o.t) : element_of(o.t))) {
          args[k] = mark_array_or_list(args[k], at[k]);  // (a row kept as an Object: instanceof tells arrays from lists)
        }
      }
    if (o.t.rfind("class:", 0) != 0) {
      std::string desc = invoke_descriptor(o.t, m, at, callee);
      if (!desc.empty()) {
        invoke_desc_[node_key(n)] = desc;
        null_site(n, obj, m, "Cannot invoke \"" + desc + "\"");
      }
    }
    std::string rt;
    if (o.t.rfind("class:", 0) == 0) rt = static_result_type(o.t.substr(6), m, at);
    else if (o.t.empty() && (sym(obj) == s_identifier || sym(obj) == s_field_access)) {
      std::string q(text(obj));
      if (auto dot = q.rfind('.'); dot != std::string::npos) q = q.substr(dot + 1);
      rt = static_result_type(q, m, at);
    }
    else rt = method_result_type(o.t, m, at);
    // stream.map(w -> w.charAt(0)): a Stream of the lambda's result, boxed (its next lambdas' parameters)
    if ((m == "map" && strip_generics(o.t) == "Stream") ||
        (m == "mapToObj" && (strip_generics(o.t) == "IntStream" || strip_generics(o.t) == "LongStream")))
      if (auto given = named_children(argn); given.size() == 1 && sym(given[0]) == s_lambda_expression && !lambda_body_type_.empty()) {
        static const std::map<std::string, std::string, std::less<>> kBox = {
            {"int", "Integer"}, {"long", "Long"}, {"char", "Character"}, {"short", "Short"}, {"byte", "Byte"}};
        auto b = kBox.find(lambda_body_type_);
        std::string el = b != kBox.end() ? b->second : lambda_body_type_;
        if (b != kBox.end() || el == "String" || el == "Integer" || el == "Long" || el == "Character") rt = "Stream<" + el + ">";
      }
    // toArray's array: toArray(new T[0]) / toArray(T[]::new) a T[], a primitive stream's its own, toArray() Object[]
    if (m == "toArray" && rt.empty()) {
      std::string b = strip_generics(o.t);
      auto given = named_children(argn);
      if (b == "IntStream" || b == "LongStream" || b == "DoubleStream") {
        rt = b == "IntStream" ? "int[]" : b == "LongStream" ? "long[]" : "double[]";
      } else if (given.size() == 1 && !at.empty() && is_reference_array(at[0])) {
        rt = at[0];
      } else if (given.size() == 1 && std::string_view(ts_node_type(given[0])) == "method_reference") {
        std::string tx;
        for (char c : text(given[0]))
          if (!std::isspace(static_cast<unsigned char>(c))) tx += c;
        if (tx.ends_with("[]::new")) rt = tx.substr(0, tx.size() - 5);
      } else if (given.empty() && !o.t.empty()) {
        rt = "Object[]";
      }
    }
    // System.out.println(float) / print(char[]) need the static type
    if ((m == "println" || m == "print") && args.size() == 1 && unbox(at[0]) == "float")
      args[0] = call1("__jstrf", args[0]);
    if (m == "append" && args.size() == 1 && unbox(at[0]) == "float") args[0] = call1("__jstrf", args[0]);
    // printf/format of a byte, short or long: %x and %o print that width's two's complement
    std::string_view recv_text = text(obj);
    bool java_format = ((m == "printf" || m == "format") &&
                        (recv_text == "System.out" || recv_text == "System.err" || recv_text == "String")) ||
                       (m == "formatted" && is_string(o.t));
    // an Object[] as the only argument after the format is the varargs array itself
    std::size_t fmt_args = m == "formatted" ? 0 : !at.empty() && strip_generics(at[0]) == "Locale" ? 2 : 1;
    bool spread = java_format && args.size() == fmt_args + 1 && at.size() == args.size() && at.back().size() > 2 &&
                  at.back().compare(at.back().size() - 2, 2, "[]") == 0 &&
                  !std::set<std::string, std::less<>>{"int", "long", "short", "byte", "char", "boolean", "float", "double"}.count(
                      at.back().substr(0, at.back().size() - 2));
    if (spread) args.back() = call1("__jspread", args.back());
    if (java_format && !spread)
      for (std::size_t k = 0; k < args.size() && k < at.size(); ++k) {
        std::string u = unbox(at[k]);
        int bits = u == "byte" ? 8 : u == "short" ? 16 : u == "long" ? 64 : u == "float" ? -32 : u == "char" ? -16 : 0;
        if (bits) {
          Reg ab[2] = {args[k], b_.const_int(bits)};
          args[k] = b_.call_function("__jsized", ab);
        }
      }
    std::string base = strip_generics(o.t);
    // a Java array as a map or set key is itself only (Object's equals/hashCode), not its contents
    static const std::set<std::string, std::less<>> kKeyed = {"put", "get", "containsKey", "remove", "getOrDefault", "putIfAbsent",
                                                              "merge", "computeIfAbsent", "computeIfPresent", "compute", "add",
                                                              "contains", "replace"};
    static const std::set<std::string, std::less<>> kHashed = {"Map", "HashMap", "LinkedHashMap", "IdentityHashMap", "ConcurrentHashMap",
                                                               "Set", "HashSet", "LinkedHashSet"};
    if (!args.empty() && !at.empty() && at[0].size() > 2 && at[0].compare(at[0].size() - 2, 2, "[]") == 0 && kKeyed.count(m) &&
        kHashed.count(base))
      args[0] = call1("__jarraykey", args[0]);
    // StringBuilder.append(char[]) / insert(i, char[]): the characters (a char[] is a
    // list of one-character strings, as a List<Character> is)
    if ((m == "append" || m == "insert") && !args.empty() && at.back() == "char[]" &&
        (base == "StringBuilder" || base == "StringBuffer"))
      args.back() = call1("__jcharsstr", args.back());
    // record accessors read the component field (a field and a method share the name)
    if (args.empty() && classes_.count(base) && classes_[base].is_record && classes_[base].fields.count(m) &&
        !has_explicit_method(classes_[base], m))
      return T(b_.load_field(o.r, "_f_" + m), classes_[base].fields[m].type);
    // List.remove(Object) vs remove(int index)
    if (m == "remove" && args.size() == 1 && (base == "List" || base == "ArrayList" || base == "LinkedList") &&
        !(unbox(at[0]) == "int" && at[0] != "Integer") && !(at[0] == "short" || at[0] == "byte" || at[0] == "char"))
      m = "removeObject";
    if (m == "remove" && args.size() == 1 && at[0] == "int" && (base == "List" || base == "ArrayList" || base == "LinkedList"))
      m = "removeAt";
    if (base == "Stack" && (m == "push" || m == "pop" || m == "peek")) m = "__stack_" + m;
    // Byte/Short.compareTo answer x - y (Integer's answers -1/0/1); all are ints at run time
    if (m == "compareTo" && (base == "Byte" || base == "Short")) m = "__compareNarrow";
    // Consumer.andThen runs both on the argument (Function.andThen feeds the result on)
    if (m == "andThen" && (base == "Consumer" || base == "BiConsumer" || base == "IntConsumer" || base == "LongConsumer" ||
                           base == "DoubleConsumer" || base == "ObjIntConsumer"))
      m = "__andThenConsumer";
    // Math.addExact(long, long) & co. overflow at 64 bits, the int overloads at 32:
    // ints and longs share one run-time type, so the long overloads get their own name
    if ((recv_text == "Math" || recv_text == "StrictMath") && m.size() > 5 && m.compare(m.size() - 5, 5, "Exact") == 0 && m != "toIntExact")
      for (const auto& t : at)
        if (unbox(t) == "long") {
          m += "$L";
          break;
        }
    int ov_phase = 0;
    if (const auto* sg = callee && callee->overloaded ? select_overload(class_of_type(o.t), m, at, &ov_phase, argn) : nullptr) {
      convert_to_overload(args, at, *sg, ov_phase);
      return T(b_.call_method(o.r, java_overloads::sig_key(m, sg->params), args), sg->ret);
    }
    Reg res = b_.call_method(o.r, m, args);
    // through the program's own interface the callee may be a lambda, whose body is untyped
    // (`Cell f = (r, c) -> r * 3 + c` returns an int for a double compute(int, int)): the
    // result takes the declared primitive type, as javac's conversion of the lambda body gives
    if (classes_.count(base) && classes_.at(base).is_interface) {
      std::string u = declared_return(base, m, 0);
      if (u == "double" || u == "float") {
        Reg z = b_.const_float(0.0);
        res = b_.binop(Operator::Add, res, z);
        b_.annotate_last(annot(u));
      } else if (u == "int" || u == "long" || u == "short" || u == "byte") {
        Reg z = b_.const_int(0);
        res = b_.binop(Operator::Add, res, z);
        b_.annotate_last(annot(u));
      }
    }
    if (m == "abs" && rt == "int" && text(obj) == "Math") {  // Math.abs(Integer.MIN_VALUE) overflows
      Reg z = b_.const_int(0);
      res = b_.binop(Operator::Add, res, z);
      b_.annotate_last("Int32");
    }
    return T(res, rt);
  }

  Reg field_access(TSNode n) {
    TSNode obj = child(n, f_object);
    std::string f(text(child(n, f_field)));
    std::string_view whole = text(n);
    // java.time.DayOfWeek: a class named by its package (java.time.DayOfWeek.MONDAY: the class's member)
    auto package_path = [](std::string_view q) {
      for (std::size_t i = 0; i < q.size(); i = q.find('.', i) == std::string_view::npos ? q.size() : q.find('.', i) + 1)
        if (std::isupper(static_cast<unsigned char>(q[i]))) return false;
      return true;
    };
    if ((whole.rfind("java.", 0) == 0 || whole.rfind("javax.", 0) == 0) && !f.empty() &&
        std::isupper(static_cast<unsigned char>(f[0])) && package_path(text(obj)))
      return T(b_.load_var(f), classes_.count(f) ? "class:" + f : "");
    // Outer.Nested (or a.b.Outer.Nested): nested classes are globals under their own name
    if (classes_.count(f) && !classes_.at(f).outer.empty() && sym(obj) != s_this) {
      std::string_view ot = text(obj);
      auto dot = ot.rfind('.');
      std::string last(dot == std::string_view::npos ? ot : ot.substr(dot + 1));
      if (last == classes_.at(f).outer && !local_type(last)) return T(b_.load_var(f), "class:" + f);
    }
    if (sym(child(n, f_field)) == s_this) {
      std::string want(text(obj));
      Reg recv;
      if (enclosing_instance(want, recv)) return T(recv, want);
      return T(b_.load_var("this"), cur_class_);
    }
    if (sym(obj) == s_super) {
      Reg self = b_.load_var("this");
      std::string t;
      if (const FieldInfo* fi = find_field(cur_class_, f)) t = fi->type;
      return T(b_.load_field(self, field_slot(cur_class_, f)), t);
    }
    Ex o = ev(obj);
    std::string t;
    std::string cls = class_of_type(o.t);
    if (o.t.empty() && sym(obj) == s_identifier) cls = text(obj);
    if (f == "length" && (o.t.size() > 2 && o.t.compare(o.t.size() - 2, 2, "[]") == 0)) {
      t = "int";
      null_site(n, obj, "length", "Cannot read the array length");
    } else if (const FieldInfo* fi = find_field(cls, f)) {
      t = fi->type;
      std::string src_name = f;
      f = field_slot(cls, f);
      if (!fi->is_static && o.t.rfind("class:", 0) != 0) null_site(n, obj, f, "Cannot read field \"" + src_name + "\"");
    } else if (!classes_.count(cls) && f != "length" &&
               (sym(obj) != s_identifier || !o.t.empty() || local_type(std::string(text(obj)))))
      f = unknown_field_slot(f);  // a value of unknown class (not a class name such as System)
    else if (f == "MAX_VALUE" || f == "MIN_VALUE" || f == "MIN_NORMAL")
      t = cls == "Long"        ? "long"
          : cls == "Double"    ? "double"
          : cls == "Float"     ? "float"
          : cls == "Character" ? "char"
          : cls == "Short"     ? "short"
          : cls == "Byte"      ? "byte"
                               : "int";
    else if ((cls == "Double" || cls == "Float") &&
             (f == "NaN" || f == "POSITIVE_INFINITY" || f == "NEGATIVE_INFINITY"))
      t = cls == "Float" ? "float" : "double";  // so Float.NaN boxes as a Float
    else if (cls == "Math" && (f == "PI" || f == "E")) t = "double";
    else if (cls == "System" && (f == "out" || f == "err")) t = "PrintStream";
    if (f == "length" && t.empty()) t = "int";
    return T(b_.load_field(o.r, f), t);
  }
  /// How the JVM names an array by its element type in a helpful NullPointerException.
  static std::string array_kind(const std::string& elem) {
    if (elem == "byte" || elem == "boolean") return "byte/boolean";
    return is_primitive(elem) ? elem : "object";
  }
  Reg array_access(TSNode n) {
    Ex a = ev(child(n, f_array));
    Ex i = ev(child(n, f_index));
    if (is_array_type(a.t)) null_site(n, child(n, f_array), "[]", "Cannot load from " + array_kind(element_of(a.t)) + " array");
    return T(b_.load_index(a.r, as_int(i)), element_of(a.t));
  }

  Reg object_creation(TSNode n) {
    // an anonymous class created in a loop keeps that iteration's locals, as a lambda does
    TSNode cb{};
    for (TSNode k : named_children(n))
      if (sym(k) == s_class_body) cb = k;
    if (!ts_node_is_null(cb) && !loop_scopes_.empty()) {
      std::vector<std::string> caps = loop_captures(cb, {});
      if (!caps.empty()) {
        std::vector<std::string> hints;
        for (auto& c : caps) hints.push_back("param:" + c);
        auto saved = std::move(loop_scopes_);
        loop_scopes_.clear();
        std::string type;
        Reg helper = emit_function("__loopenv", hints, [&] {
          Reg obj = object_creation_inner(n);
          type = last_type_;
          emit_return(obj);
        });
        loop_scopes_ = std::move(saved);
        std::vector<Reg> args;
        for (auto& c : caps) args.push_back(b_.load_var(c));
        return T(b_.call_unknown(helper, args), type);
      }
    }
    return object_creation_inner(n);
  }
  Reg object_creation_inner(TSNode n) {
    std::string t = type_text(child(n, f_type));
    std::string cls = strip_generics(t);
    std::vector<std::string> at;
    TSNode body{};
    for (TSNode k : named_children(n))
      if (sym(k) == s_class_body) body = k;
    TSNode outer_expr{};
    {
      TSNode tn = child(n, f_type), an = child(n, f_arguments);
      for (TSNode k : named_children(n)) {
        if (ts_node_eq(k, tn) || ts_node_eq(k, an) || sym(k) == s_class_body) break;
        if (std::string_view(ts_node_type(k)) == "type_arguments") continue;
        outer_expr = k;
        break;
      }
    }
    Reg outer_inst{};
    bool has_outer = false;
    if (!ts_node_is_null(outer_expr)) {
      outer_inst = ev(outer_expr).r;
      has_outer = true;
    }
    const MethodInfo* ctor = classes_.count(cls) && classes_[cls].has_ctor ? &classes_[cls].ctor : nullptr;
    auto args = arguments(child(n, f_arguments), &at, ctor);
    SpanScope sc(b_, span(n));
    if (!ts_node_is_null(body)) {
      // anonymous class: a class deriving from the named type, instantiated once
      // named as javac names it (Enclosing$1), which stack traces and getClass().getName() show
      std::string name = bin_name(cur_class_) + "$" + std::to_string(++anon_count_[cur_class_]);
      while (classes_.count(name)) name += "_";  // (a body lowered twice, e.g. in a copied finally block)
      ClassInfo ci;
      ci.name = name;
      ci.outer = cur_class_;
      ci.inner = !in_static_ && !cur_class_.empty();
      ci.parent = classes_.count(cls) && !classes_[cls].is_interface ? cls : std::string();
      // a library class a program may subclass (`new Thread() { run() }`, `new HashMap<>() {{ put(..); }}`)
      static const char* const subclassable[] = {"Thread", "HashMap", "TreeMap", "LinkedHashMap", "HashSet", "TreeSet", "LinkedHashSet", "PriorityQueue",
                                                      "ArrayList", "LinkedList", "ArrayDeque"};
      if (!classes_.count(cls))
        for (const char* x : subclassable)
          if (cls == x) ci.parent = cls;
      if (classes_.count(cls) && classes_[cls].is_interface) ci.ifaces.push_back(cls);
      ci.node = n;
      for (TSNode m : named_children(body)) {
        if (sym(m) == s_method_declaration)
          ci.methods[std::string(text(child(m, f_name)))] = MethodInfo{false, type_text(child(m, f_type))};
        else if (sym(m) == s_field_declaration)
          for (TSNode dcl : field_children(m, f_declarator))
            ci.fields[std::string(text(child(dcl, f_name)))] = FieldInfo{decl_type(child(m, f_type), dcl), false};
      }
      classes_[name] = ci;
      anon_bin_[name] = name;
      define_anon(classes_[name], body);
      if (classes_.count(cls) && classes_[cls].inner) set_outer_ctx(cls, has_outer, outer_inst);
      Reg c = b_.load_var(name);
      Reg obj = b_.call_unknown(c, args);
      // a library parent takes the creation's arguments as its super(...) (an access-ordered LinkedHashMap)
      if (!args.empty() && !classes_[name].parent.empty() && !classes_.count(classes_[name].parent)) {
        std::vector<Reg> sa{obj};
        sa.insert(sa.end(), args.begin(), args.end());
        b_.call_function("__jsubinit", sa);
      }
      if (classes_[name].inner) b_.store_field(obj, "__outer", b_.load_var("this"));
      // an instance initialiser block needs `this`: fields and blocks then run in
      // source order in the class's __anon_init, called once the outer link is set
      if (anon_has_init_block(body)) {
        b_.call_method(obj, "__anon_init", {});
        return T(obj, cls);
      }
      // field initialisers of the anonymous body run at creation (they see the creating scope)
      for (TSNode m : named_children(body)) {
        if (sym(m) != s_field_declaration || has_modifier(m, "static")) continue;
        for (TSNode dcl : field_children(m, f_declarator)) {
          SpanScope dsc(b_, span(dcl));
          std::string ft = decl_type(child(m, f_type), dcl);
          TSNode val = child(dcl, f_value);
          Reg v = ts_node_is_null(val) ? default_value(ft) : init_value(val, ft);
          b_.store_field(obj, field_slot(cls, std::string(text(child(dcl, f_name)))), v);
        }
      }
      return T(obj, cls);
    }
    if (classes_.count(cls) && classes_[cls].inner) set_outer_ctx(cls, has_outer, outer_inst);
    if (t.find('<') != std::string::npos && t.find("<>") != std::string::npos) t = cls;
    // overloaded constructors: the one javac selects from the static types, run on a fresh instance
    int phase = 0;
    if (const auto* sg = ctor && ctor->overloaded && !is_throwable(cls) && !(classes_[cls].is_record && classes_[cls].ctor_sigs.size() < 2) ? select_overload(cls, "", at, &phase, child(n, f_arguments)) : nullptr) {
      convert_to_overload(args, at, *sg, phase);
      Reg obj = call1("__jalloc", b_.load_var(cls));
      b_.call_method(obj, java_overloads::sig_key("__init__", sg->params), args);
      return T(obj, t);
    }
    Reg obj = b_.call_function(cls, args);
    // a Throwable's stack is the one it was created with (an exception made in a lambda,
    // `orElseThrow(() -> new X())`, or a factory method shows those frames)
    if (is_throwable(cls)) obj = call1("__jstamp", obj);
    return T(obj, t);
  }
  /// The return type the program's interface (or one it extends) declares for method m.
  std::string declared_return(const std::string& iface, const std::string& m, int depth) const {
    auto it = classes_.find(iface);
    if (it == classes_.end() || depth > 16) return "";
    if (auto mi = it->second.methods.find(m); mi != it->second.methods.end()) return mi->second.ret;
    for (const auto& up : it->second.ifaces)
      if (std::string r = declared_return(up, m, depth + 1); !r.empty()) return r;
    return "";
  }
  bool is_throwable(std::string cls) const {
    for (int depth = 0; depth < 32 && classes_.count(cls); ++depth) cls = classes_.at(cls).parent;
    auto ends = [&](std::string_view x) { return cls.size() >= x.size() && cls.compare(cls.size() - x.size(), x.size(), x) == 0; };
    return cls == "Throwable" || ends("Exception") || ends("Error");
  }
  void set_outer_ctx(const std::string& cls, bool has_outer, Reg outer_inst) {
    Reg r = outer_inst;
    if (!has_outer && !enclosing_instance(classes_[cls].outer, r)) r = b_.const_none();
    b_.store_field(b_.load_var("__jctx"), "outer", r);
  }
  void define_anon(ClassInfo& ci, TSNode body) {
    std::string saved = cur_class_;
    bool saved_static = in_static_;
    auto saved_locals = locals_;  // methods may read captured locals
    cur_class_ = ci.name;
    std::string parents = ci.parent;
    for (const auto& i : ci.ifaces) parents += (parents.empty() ? "" : ",") + i;
    Reg ref = emit_class(ci.name, parents, [&] {
      b_.decl_var("__binname", b_.const_str(bin_name(ci.name)));
      for (TSNode m : named_children(body)) {
        if (sym(m) != s_method_declaration) continue;
        TSNode mb = child(m, f_body);
        if (ts_node_is_null(mb)) continue;
        std::string nm(text(child(m, f_name)));
        auto ps = params_of(child(m, f_parameters));
        auto outer = locals_;
        Reg f = emit_method_with_outer(nm, ps, type_text(child(m, f_type)), mb, outer);
        decl_method(nm, ps, f);
      }
      if (anon_has_init_block(body)) {
        auto saved_locals2 = std::move(locals_);
        locals_ = saved_locals;
        push_scope();
        bool st = in_static_;
        in_static_ = false;
        Reg f = emit_function("__anon_init", hints_of({}, true), [&] {
          for (TSNode m : named_children(body)) {
            if (sym(m) == s_block) {
              lower_scoped(m);
            } else if (sym(m) == s_field_declaration && !has_modifier(m, "static")) {
              for (TSNode dcl : field_children(m, f_declarator)) {
                SpanScope dsc(b_, span(dcl));
                std::string ft = decl_type(child(m, f_type), dcl);
                TSNode val = child(dcl, f_value);
                Reg v = ts_node_is_null(val) ? default_value(ft) : init_value(val, ft);
                b_.store_field(b_.load_var("this"), field_slot(cur_class_, std::string(text(child(dcl, f_name)))), v);
              }
            }
          }
        }, annot("void"));
        in_static_ = st;
        locals_ = std::move(saved_locals2);
        b_.decl_var("__anon_init", f);
      }
      ci.node = TSNode{};
    });
    b_.decl_var(ci.name, ref);
    // anonymous classes have no constructor of their own: initialise fields at creation
    cur_class_ = saved;
    in_static_ = saved_static;
    locals_ = std::move(saved_locals);
  }
  bool anon_has_init_block(TSNode body) {
    for (TSNode m : named_children(body))
      if (sym(m) == s_block) return true;
    return false;
  }
  Reg emit_method_with_outer(const std::string& nm, const std::vector<Param>& ps, const std::string& ret, TSNode mb,
                             const std::vector<std::unordered_map<std::string, std::string>>& outer) {
    auto saved = std::move(locals_);
    locals_ = outer;
    push_scope();
    locals_.back()[kNextSlot] = "1";  // a method of its own: this, then the parameters
    for (std::size_t i = 0; i < ps.size(); ++i) {
      declare_local(ps[i].name, ps[i].type);
      locals_.back()[kParam + ps[i].name] = std::to_string(i + 1);
    }
    bool saved_static = in_static_;
    in_static_ = false;
    std::string saved_ret = cur_ret_;
    cur_ret_ = ret;
    bool saved_lambda_ret = lambda_ret_;
    lambda_ret_ = false;
    std::string saved_method = std::move(cur_method_);
    cur_method_ = nm;
    Reg r = emit_function(nm, hints_of(ps, true), [&] { varargs_prologue(ps); lower_block_body(mb); }, annot(ret));
    cur_method_ = std::move(saved_method);
    cur_ret_ = saved_ret;
    lambda_ret_ = saved_lambda_ret;
    in_static_ = saved_static;
    locals_ = std::move(saved);
    return r;
  }

  Reg array_init(TSNode n, const std::string& elem) {
    if (too_deep_here()) return too_deep(n);  // {{{...}}} recurses here, not via lower_expr
    DepthGuard g(depth_);
    std::vector<Reg> items;
    for (TSNode k : named_children(n)) {
      SpanScope sc(b_, span(k));
      if (sym(k) == s_array_initializer) items.push_back(array_init(k, element_of(elem)));
      else {
        Ex e = ev(k);
        items.push_back(coerce(e.r, e.t, elem));
      }
    }
    Reg size = b_.const_int(static_cast<std::int64_t>(items.size()));
    Reg arr = b_.new_array("list", size);
    for (std::size_t k = 0; k < items.size(); ++k) b_.store_index(arr, b_.const_int(static_cast<std::int64_t>(k)), items[k]);
    return arr;
  }
  Reg array_initializer_expr(TSNode n) { return T(array_init(n, ""), ""); }
  Reg array_creation(TSNode n) {
    std::string elem = type_text(child(n, f_type));
    std::vector<Reg> dims;
    int extra = 0;
    for (TSNode d : field_children(n, f_dimensions)) {
      if (sym(d) == s_dimensions_expr) {
        auto k = named_children(d);
        if (!k.empty()) dims.push_back(as_int(ev(k[0])));
      } else {
        for (char c : text(d))
          if (c == '[') ++extra;
      }
    }
    std::string full = elem;
    for (std::size_t k = 0; k < dims.size() + static_cast<std::size_t>(extra); ++k) full += "[]";
    TSNode val = child(n, f_value);
    if (!ts_node_is_null(val)) return T(array_init(val, element_of(full)), full);
    std::string leaf = extra > 0 ? std::string("null") : elem;
    std::vector<Reg> args{default_value(leaf)};
    args.insert(args.end(), dims.begin(), dims.end());
    return T(b_.call_function("__jnewarray", args), full);
  }
  Reg cast(TSNode n) {
    std::string t = type_text(child(n, f_type));
    Ex e = ev(child(n, f_value));
    std::string u = t;
    // (int) of a boxed Character; (Double) of one is a checked cast that fails
    if (maybe_boxed_char(e.t) && u != "char" && is_numeric(u) && is_primitive(u)) e.r = call1("__jnum", e.r);
    if (u == "char") {
      if (is_char(e.t)) return T(e.r, "char");
      Reg m = b_.binop(Operator::BitAnd, maybe_boxed_char(e.t) ? call1("__jnum", e.r) : e.r, b_.const_int(0xFFFF));
      return T(call1("__chr", m), "char");
    }
    if (u == "int" || u == "long" || u == "short" || u == "byte") {
      Reg z = b_.const_int(0);
      Reg r = b_.binop(Operator::Add, as_int(e), z);
      b_.annotate_last(annot(u));
      return T(r, u);
    }
    if (u == "double" || u == "float") {
      Reg z = b_.const_float(0.0);
      Reg r = b_.binop(Operator::Add, as_int(e), z);
      b_.annotate_last(annot(u));
      return T(r, u);
    }
    // a checked reference cast: boxed types, String and the program's classes (not type
    // variables or library interfaces, whose run-time shapes differ)
    std::string bare = strip_generics(t);
    bool checked = bare == "Integer" || bare == "Long" || bare == "Double" || bare == "String" || bare == "Number" ||
                   bare == "Boolean" || bare == "Character" || (classes_.count(bare) > 0 && !classes_.at(bare).is_interface);
    if (int k = box_kind(e.t); k && !is_primitive(t)) {  // (Object) 5L, (Number) f: boxing
      Reg ab[2] = {e.r, b_.const_int(k)};
      return T(b_.call_function("__jboxn", ab), t);
    }
    if (checked && strip_generics(e.t) != bare) {
      Reg args[2] = {e.r, b_.const_str(bare)};
      return T(b_.call_function("__jcast", args), t);
    }
    return T(e.r, t);
  }
  Reg instanceof_(TSNode n) {
    Ex e = ev(child(n, f_left));
    std::string t = strip_generics(type_text(child(n, f_right)));
    Reg name = b_.const_str(t);
    Reg args[2] = {e.r, name};
    Reg r = b_.call_function("__jinstanceof", args);
    TSNode bind = child(n, f_name);
    if (!ts_node_is_null(bind)) {
      std::string nm(text(bind));
      declare_local(nm, t);
      b_.decl_var(nm, e.r);
    }
    return T(r, "boolean");
  }
  /// The JVM's binary name of an in-file class (Outer$Inner).
  // javac's names of anonymous classes: Enclosing$1, $2, ... per enclosing class, in source order
  std::map<std::string, std::string> anon_bin_;
  /// helpful NullPointerException texts: the descriptor of each method invocation lowered
  /// (its return value may be the null), and "line\tmethod\tfirst instruction\tmessage" per call site (__jnpesites)
  std::unordered_map<std::uint64_t, std::string> invoke_desc_;
  std::string npe_sites_;
  std::map<std::string, int> anon_count_;
  /// lambda_fn: the parameter types the next lambda's untyped parameters take (from a declared
  /// functional interface type), and the type every lambda argument of a primitive stream's
  /// method takes ("int", "long"; "" none).
  std::vector<std::string> lambda_param_types_;
  std::string stream_lambda_type_;
  std::string lambda_body_type_;  // the static type of the last lambda's expression body ("" a block's)
  std::string bin_name(const std::string& cls) {
    if (auto a = anon_bin_.find(cls); a != anon_bin_.end()) return a->second;
    std::string bin = classes_.count(cls) ? classes_.at(cls).name : cls;
    std::size_t hops = 0;
    for (std::string o = classes_.count(cls) ? classes_.at(cls).outer : std::string(); !o.empty() && classes_.count(o) && hops++ < classes_.size();) {
      bin = classes_.at(o).name + "$" + bin;
      o = classes_.at(o).outer;
    }
    return bin;
  }
  /// Lambdas inside lambda n that belong to the same class (not to an
  /// anonymous class's body). One post-order pass over the outermost lambda
  /// counts every lambda inside it (nested ones are then looked up, so deep
  /// nesting stays linear).
  int nested_lambdas(TSNode n) {
    auto hit = lambda_nested_.find(ts_node_start_byte(n));
    if (hit != lambda_nested_.end()) return hit->second;
    struct Item { TSNode node; std::vector<TSNode> kids; std::size_t next; int sum; };
    std::vector<Item> stack;
    stack.push_back(Item{n, named_children(n), 0, 0});
    int result = 0;
    while (!stack.empty()) {
      Item& top = stack.back();
      if (top.next < top.kids.size()) {
        TSNode c = top.kids[top.next++];
        if (sym(c) != s_class_body) stack.push_back(Item{c, named_children(c), 0, 0});
        continue;
      }
      bool is_lambda = sym(top.node) == s_lambda_expression;
      int sub = top.sum + (is_lambda ? 1 : 0);
      if (is_lambda) lambda_nested_[ts_node_start_byte(top.node)] = top.sum;
      stack.pop_back();
      if (stack.empty()) result = sub - (is_lambda ? 1 : 0);
      else stack.back().sum += sub;
    }
    return result;
  }
  /// Locals declared inside the enclosing loops that lambda n reads (javac captures values).
  std::vector<std::string> loop_captures(TSNode n, const std::vector<Param>& params) {
    std::vector<std::string> out;
    if (loop_scopes_.empty()) return out;
    std::size_t base = loop_scopes_.front();
    walk_statements(n, [](TSNode) { return true; }, [&](TSNode k) {
      if (sym(k) != s_identifier) return false;
      std::string name(text(k));
      if (std::find(out.begin(), out.end(), name) != out.end()) return false;
      for (const auto& p : params)
        if (p.name == name) return false;
      for (std::size_t j = locals_.size(); j-- > 0;)
        if (locals_[j].count(name)) {
          if (j >= base) out.push_back(name);
          break;
        }
      return out.size() > 64;
    });
    return out;
  }
  Reg lambda(TSNode n) {
    TSNode ps0 = child(n, f_parameters);
    std::vector<Param> ps_early;
    if (!ts_node_is_null(ps0)) {
      if (sym(ps0) == s_identifier) ps_early.push_back(Param{std::string(text(ps0)), "", false});
      else if (sym(ps0) == s_inferred_parameters)
        for (TSNode k : named_children(ps0)) ps_early.push_back(Param{std::string(text(k)), "", false});
      else ps_early = params_of(ps0);
    }
    std::vector<std::string> caps = loop_captures(n, ps_early);
    if (caps.empty()) return lambda_fn(n);
    // created inside a binder whose parameters hold this iteration's values
    std::vector<std::string> hints;
    for (auto& c : caps) hints.push_back("param:" + c);
    auto saved = std::move(loop_scopes_);
    loop_scopes_.clear();
    Reg helper = emit_function("__loopenv", hints, [&] { emit_return(lambda_fn(n)); });
    loop_scopes_ = std::move(saved);
    std::vector<Reg> args;
    for (auto& c : caps) args.push_back(b_.load_var(c));
    return T(b_.call_unknown(helper, args), "lambda");
  }
  Reg lambda_fn(TSNode n) {
    TSNode ps = child(n, f_parameters);
    std::vector<Param> params;
    if (!ts_node_is_null(ps)) {
      if (sym(ps) == s_identifier) params.push_back(Param{std::string(text(ps)), "", false});
      else if (sym(ps) == s_inferred_parameters)
        for (TSNode k : named_children(ps)) params.push_back(Param{std::string(text(k)), "", false});
      else params = params_of(ps);
    }
    TSNode body = child(n, f_body);
    // an untyped parameter takes the type its functional interface gives it (declared
    // `BinaryOperator<Integer> f = (a, b) -> a * b`, an IntStream's lambdas): int arithmetic wraps
    std::vector<std::string> expected = std::move(lambda_param_types_);
    lambda_param_types_.clear();
    for (std::size_t i = 0; i < params.size(); ++i) {
      if (!params[i].type.empty()) continue;
      if (i < expected.size()) params[i].type = expected[i];
      else if (!stream_lambda_type_.empty()) params[i].type = stream_lambda_type_;
    }
    std::string saved_stream_lambda = std::move(stream_lambda_type_);
    stream_lambda_type_.clear();  // (not the lambdas nested in this one's body)
    auto outer = locals_;
    auto saved = std::move(locals_);
    locals_ = outer;
    push_scope();
    for (const auto& p : params) declare_local(p.name, p.type);
    std::string saved_ret = cur_ret_;
    cur_ret_.clear();
    bool saved_lambda_ret = lambda_ret_;
    lambda_ret_ = true;
    std::vector<std::string> hints;
    for (const auto& p : params) hints.push_back("param:" + p.name);
    // javac's name, lambda$<method>$<n>: numbered per class in the order the
    // bodies finish (a lambda nested in another comes first)
    int& done = lambdas_done_[cur_class_];
    // named with its class (Outer$Inner.lambda$m$0): the function sits in a method, not a class body
    std::string fname = bin_name(cur_class_) + ".lambda$" + (cur_method_.empty() ? std::string("static") : cur_method_) + "$" +
                        std::to_string(done + nested_lambdas(n));
    std::string body_t;
    std::vector<std::string> returns;  // a block body's result: the type all its returns agree on
    auto* saved_returns = lambda_returns_;
    lambda_returns_ = &returns;
    Reg r = emit_function(fname, hints, [&] {
      if (sym(body) == s_block) {
        lower_stmts(body);
        if (!returns.empty() && std::all_of(returns.begin(), returns.end(), [&](const std::string& x) { return x == returns[0]; }))
          body_t = returns[0];
      } else {
        Ex e = ev(body);
        body_t = e.t;
        emit_return(lambda_result(e));
      }
    });
    lambda_body_type_ = body_t;
    lambda_returns_ = saved_returns;
    cur_ret_ = saved_ret;
    lambda_ret_ = saved_lambda_ret;
    locals_ = std::move(saved);
    stream_lambda_type_ = std::move(saved_stream_lambda);
    ++lambdas_done_[cur_class_];
    return T(r, "lambda");
  }
  Reg method_reference(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) return T(unsupported(n), "");
    TSNode q = kids[0];
    std::string name;
    std::string_view t = text(n);
    auto p = t.rfind("::");
    if (p != std::string_view::npos) name = t.substr(p + 2);
    while (!name.empty() && (name.front() == ' ')) name.erase(0, 1);
    if (sym(q) == s_array_type && (name == "new" || name == "clone")) {
      // int[]::new makes an array of the given length (its element type's
      // default in each slot), double[]::clone copies one
      std::string full = type_text(q);
      std::string elem = full.size() > 2 ? full.substr(0, full.size() - 2) : full;
      Reg args[2] = {default_value(elem), b_.const_str(name == "new" ? "__anew" : "__aclone")};
      return T(b_.call_function("__jmethodref", args), "lambda");
    }
    Reg qv;
    bool class_value = false;  // File.class::isInstance, o.getClass()::cast: bound to that Class object
    if (name == "new" || sym(q) == s_generic_type) {  // List<T>::add names the class List
      qv = b_.load_var(strip_generics(type_text(q)));
    } else {
      Ex e = ev(q);
      qv = e.r;
      class_value = e.t.rfind("Class", 0) == 0 && (e.t.size() == 5 || e.t[5] == '<');
      if (sym(q) == s_method_invocation) {
        std::string_view qt = text(q);
        class_value = class_value || (qt.size() > 10 && qt.substr(qt.size() - 10) == "getClass()");
      }
    }
    // Type::instanceMethod of the program's own class: "." marks a call dispatched on the
    // first argument, so an override in a subclass runs (Item::value on a Food)
    std::string qcls = sym(q) == s_generic_type ? strip_generics(type_text(q)) : std::string(text(q));
    if (name != "new" && (sym(q) == s_identifier || sym(q) == s_generic_type) && classes_.count(qcls)) {
      const MethodInfo* mi = find_method(qcls, name);
      int k = mi && !mi->overloaded && is_primitive(mi->ret) ? box_kind(mi->ret) : 0;
      if (mi && !mi->is_static) name = "." + name;
      // Row::code returning a long reaches a generic interface (Function<Row, Object>): boxed as a Long
      if (k) name = "!" + std::to_string(k) + name;
    } else if (qcls == "Class" && !classes_.count(qcls)) {  // Class::getSimpleName: a method of the class value given
      name = "." + name;
    }
    if (class_value) name = "#" + name;
    Reg nm = b_.const_str(name);
    Reg args[2] = {qv, nm};
    return T(b_.call_function("__jmethodref", args), "lambda");
  }

  TSFieldId f_name, f_body, f_type, f_value, f_declarator, f_parameters, f_superclass, f_interfaces, f_condition,
      f_consequence, f_alternative, f_init, f_update, f_left, f_right, f_operator, f_operand, f_object, f_arguments,
      f_field, f_array, f_index, f_dimensions, f_constructor, f_element;
  TSSymbol s_identifier, s_class_declaration, s_interface_declaration, s_enum_declaration, s_record_declaration,
      s_field_declaration, s_method_declaration, s_constructor_declaration, s_static_initializer, s_block, s_modifiers,
      s_formal_parameter, s_spread_parameter, s_explicit_constructor_invocation, s_catch_clause, s_finally_clause,
      s_catch_formal_parameter, s_catch_type, s_switch_block_statement_group, s_switch_rule, s_switch_label,
      s_expression_statement, s_throw_statement, s_field_access, s_array_access, s_array_initializer, s_this, s_super,
      s_enum_constant, s_enum_body_declarations, s_constant_declaration, s_variable_declarator, s_return_statement,
      s_if_statement, s_while_statement, s_for_statement, s_enhanced_for_statement, s_do_statement, s_try_statement,
      s_labeled_statement, s_switch_expression, s_switch_block, s_try_with_resources_statement, s_character_literal,
      s_decimal_integer_literal, s_method_invocation, s_formal_parameters, s_inferred_parameters, s_lambda_expression,
      s_class_body, s_interface_body, s_enum_body, s_parenthesized_expression, s_dimensions_expr, s_type_identifier,
      s_generic_type, s_scoped_type_identifier, s_array_type, s_string_literal, s_yield_statement,
      s_object_creation_expression, s_synchronized_statement, s_local_variable_declaration, s_type_pattern, s_pattern,
      s_guard;
};

class JavaFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "java"; }
  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) override {
    return frontend::lower_with_repair<JavaLowerer>(tree_sitter_java(), "Java", src, opts);
  }
  ImportResolution resolve_import(const ImportQuery& q) const override { return resolve_java_import(q); }
  ProjectEntry project_entry(const std::string& dir) const override { return java_project_entry(dir); }
};

}  // namespace

std::unique_ptr<Frontend> make_frontend() { return std::make_unique<JavaFrontend>(); }

}  // namespace reddragon::java
