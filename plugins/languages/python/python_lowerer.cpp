// python_lowerer.cpp - Python 3 -> RedDragon IR (tree-sitter-python).
//
// Only Python's own rules live here; control-flow shapes, functions,
// classes, short-circuit evaluation and the DECL/STORE rule come from
// frontend_support (ts_lowerer.hpp). Conventions: docs/ir-conventions.md.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "reddragon/frontend_support/embedded_source.hpp"
#include "reddragon/frontend_support/ast_repair.hpp"
#include "reddragon/frontend_support/ts_lowerer.hpp"
#include "python_imports.hpp"

extern "C" const TSLanguage* tree_sitter_python(void);
/// Standard-library modules written in Python (lib/*.py), lowered with the
/// programs that import them.
extern const reddragon::frontend::EmbeddedSource kPythonStdlib[];

namespace reddragon::python {

using namespace reddragon::ir;
using frontend::TsLowerer;

namespace {

class PythonLowerer : public TsLowerer<PythonLowerer> {
 public:
  PythonLowerer(const SourceFile& src, const LowerOptions& opts, LowerOutput& out)
      : TsLowerer(tree_sitter_python(), src, opts, out) {
    out.module.language = "python";
    finally_on_jump_ = true;  // break/continue leave try/finally and with blocks through their cleanup
    f_left = field("left"); f_right = field("right"); f_operator = field("operator");
    f_condition = field("condition"); f_consequence = field("consequence"); f_alternative = field("alternative");
    f_body = field("body"); f_name = field("name"); f_parameters = field("parameters"); f_value = field("value");
    f_function = field("function"); f_arguments = field("arguments"); f_object = field("object");
    f_attribute = field("attribute"); f_subscript = field("subscript"); f_key = field("key");
    f_argument = field("argument"); f_superclasses = field("superclasses"); f_module_name = field("module_name");
    f_alias = field("alias"); f_cause = field("cause"); f_definition = field("definition"); f_expression = field("expression");
    f_format_specifier = field("format_specifier"); f_type_conversion = field("type_conversion");
    f_operators = field("operators"); f_return_type = field("return_type"); f_type = field("type");
    s_identifier = symbol("identifier"); s_attribute = symbol("attribute"); s_subscript = symbol("subscript");
    s_tuple = symbol("tuple"); s_list = symbol("list"); s_pattern_list = symbol("pattern_list");
    s_tuple_pattern = symbol("tuple_pattern"); s_list_pattern = symbol("list_pattern");
    s_keyword_argument = symbol("keyword_argument"); s_list_splat = symbol("list_splat");
    s_dictionary_splat = symbol("dictionary_splat"); s_else_clause = symbol("else_clause");
    s_elif_clause = symbol("elif_clause"); s_except_clause = symbol("except_clause");
    s_finally_clause = symbol("finally_clause"); s_string_content = symbol("string_content");
    s_interpolation = symbol("interpolation"); s_string_start = symbol("string_start"); s_pair = symbol("pair");
    s_for_in_clause = symbol("for_in_clause"); s_if_clause = symbol("if_clause");
    s_default_parameter = symbol("default_parameter"); s_typed_parameter = symbol("typed_parameter");
    s_typed_default_parameter = symbol("typed_default_parameter"); s_list_splat_pattern = symbol("list_splat_pattern");
    s_dictionary_splat_pattern = symbol("dictionary_splat_pattern"); s_aliased_import = symbol("aliased_import");
    s_expression_statement = symbol("expression_statement"); s_assignment = symbol("assignment");
    s_import_statement = symbol("import_statement"); s_import_from_statement = symbol("import_from_statement");
    s_slice = symbol("slice"); s_call = symbol("call"); s_integer = symbol("integer"); s_string = symbol("string");
    s_parenthesized = symbol("parenthesized_expression"); s_as_pattern = symbol("as_pattern");
    s_global = symbol("global_statement"); s_nonlocal = symbol("nonlocal_statement");
    s_function_definition = symbol("function_definition"); s_class_definition = symbol("class_definition");
    s_decorated = symbol("decorated_definition"); s_block = symbol("block"); s_expression_list = symbol("expression_list");
    s_generator_expression = symbol("generator_expression"); s_wildcard_import = symbol("wildcard_import");
    s_escape_interpolation = symbol("escape_interpolation");
    s_format_expression = symbol("format_expression"); s_unary = symbol("unary_operator");
    s_if_statement = symbol("if_statement"); s_while_statement = symbol("while_statement");
    s_for_statement = symbol("for_statement"); s_try_statement = symbol("try_statement");
    s_with_statement = symbol("with_statement"); s_match_statement = symbol("match_statement");
    s_case_clause = symbol("case_clause"); s_return = symbol("return_statement");
    s_yield = symbol("yield"); s_lambda = symbol("lambda");
    f_subject = field("subject"); f_guard = field("guard");
    s_case_pattern = symbol("case_pattern"); s_union_pattern = symbol("union_pattern");
    s_dict_pattern = symbol("dict_pattern"); s_class_pattern = symbol("class_pattern");
    s_keyword_pattern = symbol("keyword_pattern"); s_splat_pattern = symbol("splat_pattern");
    s_complex_pattern = symbol("complex_pattern"); s_dotted_name = symbol("dotted_name");
    s_float = symbol("float"); s_true = symbol("true"); s_false = symbol("false"); s_none = symbol("none");
    s_concatenated_string = symbol("concatenated_string");

    on_stmt("expression_statement", &PythonLowerer::expression_statement);
    on_stmt("assignment", &PythonLowerer::assignment);
    on_stmt("augmented_assignment", &PythonLowerer::augmented_assignment);
    on_stmt("if_statement", &PythonLowerer::if_statement);
    on_stmt("while_statement", &PythonLowerer::while_statement);
    on_stmt("for_statement", &PythonLowerer::for_statement);
    on_stmt("break_statement", &PythonLowerer::break_statement);
    on_stmt("continue_statement", &PythonLowerer::continue_statement);
    on_stmt("pass_statement", &PythonLowerer::nothing);
    on_stmt("global_statement", &PythonLowerer::nothing);
    on_stmt("nonlocal_statement", &PythonLowerer::nothing);
    on_stmt("future_import_statement", &PythonLowerer::nothing);
    on_stmt("type_alias_statement", &PythonLowerer::nothing);
    on_stmt("return_statement", &PythonLowerer::return_statement);
    on_stmt("function_definition", &PythonLowerer::function_definition);
    on_stmt("class_definition", &PythonLowerer::class_definition);
    on_stmt("decorated_definition", &PythonLowerer::decorated_definition);
    on_stmt("try_statement", &PythonLowerer::try_statement);
    on_stmt("raise_statement", &PythonLowerer::raise_statement);
    on_stmt("import_statement", &PythonLowerer::import_statement);
    on_stmt("import_from_statement", &PythonLowerer::import_from_statement);
    on_stmt("assert_statement", &PythonLowerer::assert_statement);
    on_stmt("delete_statement", &PythonLowerer::delete_statement);
    on_stmt("with_statement", &PythonLowerer::with_statement);
    on_stmt("match_statement", &PythonLowerer::match_statement);
    on_stmt("block", &PythonLowerer::block);

    on_expr("identifier", &PythonLowerer::identifier);
    on_expr("integer", &PythonLowerer::integer);
    on_expr("float", &PythonLowerer::float_);
    on_expr("true", &PythonLowerer::true_);
    on_expr("false", &PythonLowerer::false_);
    on_expr("none", &PythonLowerer::none);
    on_expr("ellipsis", &PythonLowerer::none);
    on_expr("string", &PythonLowerer::string);
    on_expr("concatenated_string", &PythonLowerer::concatenated_string);
    on_expr("binary_operator", &PythonLowerer::binary_operator);
    on_expr("boolean_operator", &PythonLowerer::boolean_operator);
    on_expr("not_operator", &PythonLowerer::not_operator);
    on_expr("unary_operator", &PythonLowerer::unary_operator);
    on_expr("comparison_operator", &PythonLowerer::comparison_operator);
    on_expr("call", &PythonLowerer::call);
    on_expr("attribute", &PythonLowerer::attribute);
    on_expr("subscript", &PythonLowerer::subscript);
    on_expr("list", &PythonLowerer::list);
    on_expr("tuple", &PythonLowerer::tuple);
    on_expr("expression_list", &PythonLowerer::tuple);
    on_expr("pattern_list", &PythonLowerer::tuple);
    on_expr("set", &PythonLowerer::set);
    on_expr("dictionary", &PythonLowerer::dictionary);
    on_expr("parenthesized_expression", &PythonLowerer::parenthesized);
    on_expr("list_comprehension", &PythonLowerer::comprehension);
    on_expr("set_comprehension", &PythonLowerer::comprehension);
    on_expr("dictionary_comprehension", &PythonLowerer::comprehension);
    on_expr("generator_expression", &PythonLowerer::comprehension);
    on_expr("lambda", &PythonLowerer::lambda);
    on_expr("yield", &PythonLowerer::yield);
    on_expr("await", &PythonLowerer::await_expr);
    on_expr("conditional_expression", &PythonLowerer::conditional);
    on_expr("named_expression", &PythonLowerer::named_expression);
    // annotations (evaluated when the program reads them): list[int], int | None, mod.T
    on_expr("type", &PythonLowerer::annotation);
    on_expr("generic_type", &PythonLowerer::generic_type);
    on_expr("union_type", &PythonLowerer::union_type);
    on_expr("member_type", &PythonLowerer::member_type);
  }

  void run(TSNode root) {
    b_.set_span(span(root));
    b_.label(b_.sym("entry"));
    // the library first (no spans, ADR 0011), then the file's own instructions
    const bool inspects = src_.find("inspect") != std::string_view::npos;  // getdoc, signature
    reads_doc_ = inspects || src_.find("__doc__") != std::string_view::npos;
    reads_qualname_ = src_.find("__qualname__") != std::string_view::npos;
    defines_set_name_ = src_.find("__set_name__") != std::string_view::npos;
    defines_prepare_ = src_.find("__prepare__") != std::string_view::npos;
    reads_annotations_ = inspects || src_.find("__annotations__") != std::string_view::npos ||
                         src_.find("singledispatch") != std::string_view::npos;
    def_names();  // the program's, before bundled modules are lowered
    collect_module_dels(root);
    attr_hooks();
    if (uses_complex(src_)) lower_complex_type();
    if (calls_eval(src_)) lower_eval();
    if (uses_bytes(src_)) lower_bytes_type();
    if (subclasses_builtin(src_)) lower_builtin_bases();
    if (builds_typeforms(src_)) lower_bundled("_typeforms");
    // dict.keys()/values()/items() as live views (lib/_dict_views.py; without it: snapshots)
    if (src_.find(".keys(") != std::string_view::npos || src_.find(".values(") != std::string_view::npos ||
        src_.find(".items(") != std::string_view::npos)
      lower_bundled("_dict_views");
    if (src_.find("argv") != std::string_view::npos || src_.find("argparse") != std::string_view::npos) {
      SpanScope none(b_, ir::SourceSpan{});  // not the user's code (no line of theirs in a slice)
      assign_name("__rd_main_file__", b_.const_str(out_.module.source_path));  // sys.argv[0] (lib/sys.py)
    }
    lower_bundled_imports(root);
    b_.set_span(span(root));
    report_syntax_errors(root);
    if (TSNode doc = docstring(root); !ts_node_is_null(doc)) assign_name("__doc__", lower_expr(doc));
    lower_stmts(root);  // (global/nonlocal at module level change nothing)
  }

 private:
  // --- statements ------------------------------------------------------------------
  void nothing(TSNode) {}
  void block(TSNode n) { lower_stmts(n); }
  void expression_statement(TSNode n) {
    for (TSNode k : named_children(n)) lower_stmt(k);
  }

  void assignment(TSNode n) {
    // a = b = value: targets left to right, value innermost
    std::vector<TSNode> targets;
    TSNode cur = n;
    while (true) {
      targets.push_back(child(cur, f_left));
      TSNode r = child(cur, f_right);
      if (ts_node_is_null(r)) {
        // `x: int` alone declares nothing at run time
        return;
      }
      if (sym(r) == sym(n)) {
        cur = r;
        continue;
      }
      Reg v = lower_expr(r);
      std::string type = python_type(child(n, f_type));
      for (TSNode t : targets) assign_target(t, v, type);
      return;
    }
  }

  /// `x.f = v`. When x is a name some `def` in the file binds, the store may
  /// set a function attribute (wrapper.calls = 0), which the VM's field store
  /// refuses: __py_store_attr decides at run time (a function's attributes,
  /// else the ordinary store).
  void store_attribute(TSNode obj_node, Reg obj, std::string_view field, Reg v) {
    if (attr_hooks() || (sym(obj_node) == s_identifier && def_names().count(std::string(text(obj_node))))) {
      Reg args[3] = {obj, b_.const_str(field), v};
      b_.call_function("__py_store_attr", std::span<const Reg>(args, 3));
      return;
    }
    b_.store_field(obj, field, v);
  }
  /// Whether the program names __slots__, __setattr__ or __delattr__, or defines __set__
  /// (decided once, on the program's text): then every `o.x = v` and
  /// `del o.x` goes through the object protocol (runtime/python_attrs.cpp),
  /// which the VM's own field store does not run.
  bool attr_hooks() {
    if (!attr_hooks_ready_) {
      attr_hooks_ready_ = true;
      attr_hooks_ = src_.find("__slots__") != std::string_view::npos ||
                    src_.find("__setattr__") != std::string_view::npos ||
                    src_.find("__delattr__") != std::string_view::npos ||
                    src_.find("def __set__") != std::string_view::npos ||  // a data descriptor
                    src_.find("slots=True") != std::string_view::npos;     // @dataclass(slots=True)
    }
    return attr_hooks_;
  }
  bool attr_hooks_ready_ = false, attr_hooks_ = false;
  /// The names `def NAME(` binds anywhere in the program (computed once,
  /// before any bundled module is lowered).
  const std::set<std::string>& def_names() {
    if (!def_names_ready_) {
      def_names_ready_ = true;
      auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
      for (std::size_t p = src_.find("def "); p != std::string_view::npos; p = src_.find("def ", p + 4)) {
        if (p > 0 && ident(src_[p - 1])) continue;
        std::size_t b = p + 4;
        while (b < src_.size() && src_[b] == ' ') ++b;
        std::size_t e = b;
        while (e < src_.size() && ident(src_[e])) ++e;
        if (e > b) def_names_.emplace(src_.substr(b, e - b));
      }
    }
    return def_names_;
  }
  std::set<std::string> def_names_;
  bool def_names_ready_ = false;
  /// The names a `del` at module level unbinds (outside any def, lambda or
  /// class body): their reads check for the marker the `del` stores.
  void collect_module_dels(TSNode root) {
    std::vector<TSNode> todo{root};
    while (!todo.empty()) {
      TSNode n = todo.back();
      todo.pop_back();
      const TSSymbol k = sym(n);
      if (k == s_function_definition || k == s_class_definition || k == s_lambda) continue;
      if (std::string_view(ts_node_type(n)) == "delete_statement") {
        std::vector<TSNode> targets = named_children(n);
        while (!targets.empty()) {
          TSNode t = targets.back();
          targets.pop_back();
          const TSSymbol ts = sym(t);
          if (ts == s_identifier) module_dels_.emplace(text(t));
          else if (ts == s_expression_list || ts == s_tuple || ts == s_list || ts == s_parenthesized)
            for (TSNode c : named_children(t)) targets.push_back(c);
        }
        continue;
      }
      for (TSNode c : named_children(n)) todo.push_back(c);
    }
  }
  std::set<std::string> module_dels_;
  int bundled_depth_ = 0;                  // >0 while a bundled lib/*.py module is lowered
  std::vector<std::size_t> class_depths_;  // vars_.depth() of each class body being lowered
  bool class_dels_ = false;                // the class body being lowered has a `del name`

  void assign_target(TSNode t, Reg v, const std::string& type = {}) {
    if (deeper_than_allowed(t)) return;  // ((((a)))) = ... nests without lower_expr
    DepthGuard g(depth_);
    SpanScope sc(b_, span(t));
    TSSymbol s = sym(t);
    if (s == s_identifier) {
      assign_name(text(t), v);
      if (!type.empty()) b_.annotate_last(type);
    } else if (s == s_attribute) {
      Reg obj = lower_expr(child(t, f_object));
      store_attribute(child(t, f_object), obj, text(child(t, f_attribute)), v);
    } else if (s == s_subscript && !ts_node_is_null(dict_of(child(t, f_value)))) {  // o.__dict__[k] = v
      Reg args[3] = {lower_expr(dict_of(child(t, f_value))), subscript_index(t), v};
      b_.call_function("__py_dict_store", args);
    } else if (s == s_subscript) {
      Reg obj = lower_expr(child(t, f_value));
      Reg idx = subscript_index(t);
      b_.store_index(obj, idx, v);
    } else if (s == s_pattern_list || s == s_tuple_pattern || s == s_list_pattern || s == s_tuple || s == s_list) {
      auto elems = named_children(t);
      std::size_t star = elems.size();
      for (std::size_t k = 0; k < elems.size(); ++k)
        if (sym(elems[k]) == s_list_splat_pattern || sym(elems[k]) == s_list_splat) star = k;
      {  // the items as a sequence of the right length, or CPython's ValueError/TypeError
        Reg args[3] = {v, b_.const_int(static_cast<std::int64_t>(elems.size())),
                       b_.const_int(star < elems.size() ? static_cast<std::int64_t>(star) : -1)};
        v = b_.call_function("__py_unpack", args);
      }
      for (std::size_t k = 0; k < elems.size(); ++k) {
        Reg item;
        if (k == star) {
          // a, *rest, z = seq  ->  rest = list(seq[k : len(seq) - after])
          Reg lo = b_.const_int(static_cast<std::int64_t>(k));
          Reg hi = b_.const_none();
          std::size_t after = elems.size() - k - 1;
          if (after > 0) hi = b_.const_int(-static_cast<std::int64_t>(after));
          Reg none = b_.const_none();
          Reg args[3] = {lo, hi, none};
          Reg sl = b_.call_function("slice", args);
          Reg part = b_.load_index(v, sl);
          item = b_.call_function("list", std::span<const Reg>(&part, 1));
          auto inner = named_children(elems[k]);
          if (!inner.empty()) assign_target(inner[0], item);
          continue;
        }
        std::int64_t index = static_cast<std::int64_t>(k);
        if (star < elems.size() && k > star) index = -static_cast<std::int64_t>(elems.size() - k);
        Reg i = b_.const_int(index);
        item = b_.load_index(v, i);
        assign_target(elems[k], item);
      }
    } else if (s == s_parenthesized) {
      auto inner = named_children(t);
      if (!inner.empty()) assign_target(inner[0], v);
    } else {
      unsupported(t);
    }
  }

  static bool binary_op(std::string_view op, Operator& out) {
    if (op == "@") { out = Operator::MatMul; return true; }
    return binary_operator_from_spelling(op, out);
  }

  /// The dunder stem of an augmented operator: "+" -> "add" (__iadd__).
  static std::string_view iop_name(std::string_view op) {
    static const std::pair<std::string_view, std::string_view> kNames[] = {
        {"+", "add"}, {"-", "sub"}, {"*", "mul"}, {"/", "truediv"}, {"//", "floordiv"}, {"%", "mod"}, {"**", "pow"},
        {"@", "matmul"}, {"<<", "lshift"}, {">>", "rshift"}, {"&", "and"}, {"|", "or"}, {"^", "xor"}};
    for (const auto& [o, n] : kNames)
      if (o == op) return n;
    return "?";
  }

  void augmented_assignment(TSNode n) {
    TSNode target = child(n, f_left);
    std::string op(text(child(n, f_operator)));
    if (!op.empty() && op.back() == '=') op.pop_back();
    Operator oper{};
    if (!binary_op(op, oper)) {
      unsupported(n);
      return;
    }
    // In place (x.__iadd__(y), a list extended, a set/dict updated, aliases
    // seeing it) through __py_iop where it can matter: the program defines
    // that in-place method, or the right side is a list/set/dict display.
    // Elsewhere a plain binop (numbers, strings) keeps loops fast.
    const std::string_view rk = ts_node_type(child(n, f_right));
    const bool inplace = (!op.empty() && src_.find("def __i" + std::string(iop_name(op))) != std::string_view::npos) ||
                         rk == "list" || rk == "list_comprehension" || rk == "set" || rk == "set_comprehension" ||
                         rk == "dictionary" || rk == "dictionary_comprehension" || may_be_container(n, target, op);
    auto combine = [&](Reg cur, Reg r) {
      if (!inplace) return b_.binop(oper, cur, r);
      Reg args[3] = {b_.const_str(op), cur, r};
      return b_.call_function("__py_iop", args);
    };
    TSSymbol s = sym(target);
    if (s == s_identifier) {
      Reg cur = identifier(target);
      Reg r = lower_expr(child(n, f_right));
      Reg v = combine(cur, r);
      assign_name(text(target), v);
    } else if (s == s_attribute) {
      Reg obj = lower_expr(child(target, f_object));
      std::string_view f = text(child(target, f_attribute));
      Reg cur = b_.load_field(obj, f);
      Reg r = lower_expr(child(n, f_right));
      store_attribute(child(target, f_object), obj, f, combine(cur, r));
    } else if (s == s_subscript) {
      Reg obj = lower_expr(child(target, f_value));
      Reg idx = subscript_index(target);
      Reg cur = b_.load_index(obj, idx);
      Reg r = lower_expr(child(n, f_right));
      b_.store_index(obj, idx, combine(cur, r));
    } else {
      unsupported(n);
    }
  }

  /// `x op= y` (x a name or an attribute, y neither a literal nor a display)
  /// where x may hold a list/set/dict that op= changes in place (an alias
  /// such as a parameter's caller sees it): true unless the program shows x
  /// is a number or a string (bound somewhere in its scope, or as `.x` in
  /// the module, to a literal, an f-string, -literal or int()/len()/...).
  /// Those keep the plain binop, the VM's fast path for counters and sums.
  bool may_be_container(TSNode n, TSNode target, const std::string& op) {
    if (op != "+" && op != "*" && op != "|" && op != "&" && op != "-" && op != "^") return false;
    TSNode rhs = child(n, f_right);
    if (op != "*" && scalar_expr(rhs)) return false;  // (list *= 2 is in place)
    if (n.tree != scalar_tree_) {  // a library module's tree, or back to the program's: its own answers
      scope_index_.clear();
      wide_ready_ = false;
      scalar_tree_ = n.tree;
    }
    if (!wide_ready_) {  // one walk of the whole module
      wide_ = ScalarIndex{};
      scalar_scan(ts_tree_root_node(n.tree), true, wide_);
      wide_ready_ = true;
    }
    const TSSymbol ts = sym(target);
    if (ts == s_identifier) {
      // the enclosing function, or the module (ts_node_parent walks down from the root: not used)
      TSNode scope = scope_fns_.empty() ? ts_tree_root_node(n.tree) : scope_fns_.back();
      const std::uint64_t key = (std::uint64_t{ts_node_start_byte(scope)} << 32) | ts_node_end_byte(scope);
      auto it = scope_index_.find(key);
      if (it == scope_index_.end()) {
        ScalarIndex idx;
        scalar_scan(scope, false, idx);
        it = scope_index_.emplace(key, std::move(idx)).first;
      }
      const std::string name(text(target));
      if (auto f = it->second.names.find(name); f != it->second.names.end()) return f->second == 0;
      auto g = wide_.names.find(name);  // a global / nonlocal: any binding of the module
      return g == wide_.names.end() || g->second == 0;
    }
    if (ts == s_attribute) {
      auto g = wide_.attrs.find(std::string(text(child(target, f_attribute))));
      return g == wide_.attrs.end() || g->second == 0;
    }
    return false;  // d[k] += v stays a binop (hot in tallies)
  }
  /// A number, a string or an f-string, possibly negated or parenthesized,
  /// or a call of a built-in that returns one.
  bool scalar_expr(TSNode e) {
    if (ts_node_is_null(e)) return false;
    const TSSymbol k = sym(e);
    if (k == s_integer || k == s_float || k == s_string || k == s_concatenated_string || k == s_true || k == s_false) return true;
    if (k == s_unary || k == s_parenthesized) {
      auto kids = named_children(e);
      return !kids.empty() && scalar_expr(kids.back());
    }
    if (k == s_call) {
      static constexpr std::string_view kScalar[] = {"int", "float", "str", "len", "sum", "round", "abs", "ord", "chr",
                                                     "hex", "bin", "oct", "repr", "format", "bool", "hash", "Decimal", "Fraction"};
      const std::string_view f = text(child(e, f_function));
      for (auto w : kScalar)
        if (f == w) return true;
      if (f.size() > 5 && f.substr(f.size() - 5) == ".join") return true;
      return false;
    }
    if (std::string_view(ts_node_type(e)) == "binary_operator") {  // 2 * x, total / n: numbers
      return scalar_expr(child(e, f_left)) || scalar_expr(child(e, f_right));
    }
    return false;
  }
  /// The names a scope binds (names; with whole, also `.attr` targets and
  /// class-body names in attrs): 1 where some binding is a scalar, 0 where
  /// every one is something else. Nested functions are entered only with whole.
  struct ScalarIndex {
    std::map<std::string, int> names, attrs;
  };
  void scalar_scan(TSNode scope, bool whole, ScalarIndex& out) {
    auto record = [](std::map<std::string, int>& m, std::string key, bool scalar, bool augmented) {
      if (scalar) m[std::move(key)] = 1;
      else if (!augmented) m.emplace(std::move(key), 0);  // (x += y says nothing of x's type)
    };
    auto scalar_type = [&](TSNode t) {
      if (ts_node_is_null(t)) return false;
      const std::string_view s = text(t);
      return s == "int" || s == "float" || s == "str";
    };
    if (!whole && sym(scope) == s_function_definition)  // a plain parameter binds it (to anything)
      if (TSNode ps = child(scope, f_parameters); !ts_node_is_null(ps))
        for (TSNode p : named_children(ps))
          if (sym(p) == s_identifier) record(out.names, std::string(text(p)), false, false);
    std::vector<TSNode> todo{scope};
    while (!todo.empty()) {
      TSNode x = todo.back();
      todo.pop_back();
      const TSSymbol k = sym(x);
      if (!whole && x.id != scope.id && (k == s_function_definition || k == s_class_definition || k == s_lambda)) continue;
      const std::string_view type = ts_node_type(x);
      if (k == s_assignment || type == "augmented_assignment") {
        TSNode l = child(x, f_left), r = child(x, f_right);
        const bool augmented = type == "augmented_assignment";
        if (!(augmented && text(child(x, f_operator)) == "*=")) {  // (list *= 2)
          const bool scalar = scalar_expr(r) || (ts_node_is_null(r) && scalar_type(child(x, f_type)));
          if (sym(l) == s_identifier) {
            record(out.names, std::string(text(l)), scalar, augmented);
            if (whole) record(out.attrs, std::string(text(l)), scalar, augmented);  // class C: total: int = 0
          } else if (whole && sym(l) == s_attribute) {
            record(out.attrs, std::string(text(child(l, f_attribute))), scalar, augmented);
          }
        }
      } else if (k == s_default_parameter || k == s_typed_default_parameter) {
        if (TSNode nm = child(x, f_name); !ts_node_is_null(nm) && sym(nm) == s_identifier)
          record(out.names, std::string(text(nm)), scalar_expr(child(x, f_value)) || scalar_type(child(x, f_type)), false);
      } else if (k == s_typed_parameter) {
        auto kids = named_children(x);
        if (!kids.empty() && sym(kids[0]) == s_identifier)
          record(out.names, std::string(text(kids[0])), scalar_type(child(x, f_type)), false);
      }
      auto kids = named_children(x);
      for (auto it = kids.rbegin(); it != kids.rend(); ++it) todo.push_back(*it);
    }
  }
  std::map<std::uint64_t, ScalarIndex> scope_index_;  // by the scope's bytes
  ScalarIndex wide_;                                  // the whole module's
  bool wide_ready_ = false;
  const TSTree* scalar_tree_ = nullptr;                                   // the tree scope_index_/wide_ describe
  std::vector<TSNode> scope_fns_;                                         // the functions being lowered, innermost last

  /// if / elif... / else: one level per clause (no recursion per elif).
  void if_statement(TSNode n) {
    std::vector<TSNode> levels{n};  // the if itself, then each elif clause
    TSNode else_clause{};
    for (TSNode alt : field_children(n, f_alternative)) {
      if (sym(alt) == s_elif_clause) levels.push_back(alt);
      else else_clause = alt;
    }
    std::function<void()> otherwise;
    if (!ts_node_is_null(else_clause)) otherwise = [&] { lower_stmts(child(else_clause, f_body)); };
    const SourceSpan whole = b_.span();
    emit_if_chain(
        levels.size(), [&](std::size_t k) { return lower_expr(child(levels[k], f_condition)); },
        [&](std::size_t k) { lower_stmts(child(levels[k], f_consequence)); }, otherwise,
        [&](std::size_t k) { return k == 0 ? whole : span(levels[k]); });
  }

  void while_statement(TSNode n) {
    TSNode alt = child(n, f_alternative);
    std::function<void()> orelse;
    if (!ts_node_is_null(alt)) orelse = [&] { lower_stmts(child(alt, f_body)); };
    emit_loop([&] { return lower_expr(child(n, f_condition)); }, [&] { lower_stmts(child(n, f_body)); }, {}, orelse);
  }

  /// Constant integer value of an expression node (for range steps).
  /// `-` prefixes are counted iteratively (`- - - 1` may nest deeply).
  bool const_int(TSNode n, std::int64_t& v) {
    bool negate = false;
    while (!ts_node_is_null(n) && sym(n) == s_unary && text(child(n, f_operator)) == "-") {
      negate = !negate;
      n = child(n, f_argument);
    }
    if (ts_node_is_null(n) || sym(n) != s_integer) return false;
    std::int64_t x = 0;
    if (!frontend::parse_int64(text(n), x)) return false;
    v = negate ? -x : x;
    return true;
  }

  void for_statement(TSNode n) {
    TSNode target = child(n, f_left);
    TSNode iterable = child(n, f_right);
    TSNode body = child(n, f_body);
    TSNode alt = child(n, f_alternative);
    std::function<void()> orelse;
    if (!ts_node_is_null(alt)) orelse = [&] { lower_stmts(child(alt, f_body)); };
    // for x in range(a, b[, const step]): a counting loop on a hidden counter
    if (sym(iterable) == s_call && text(child(iterable, f_function)) == "range") {
      auto args = named_children(child(iterable, f_arguments));
      bool plain = !args.empty() && args.size() <= 3;
      for (TSNode a : args)
        plain &= sym(a) != s_keyword_argument && sym(a) != s_list_splat;
      std::int64_t step = 1;
      if (plain && args.size() == 3) plain = const_int(args[2], step) && step != 0;
      if (plain) {
        std::uint32_t id = b_.new_label_id();
        std::string ctr = "__range_" + std::to_string(id), stop = "__range_stop_" + std::to_string(id);
        Reg start = args.size() >= 2 ? lower_expr(args[0]) : b_.const_int(0);
        Reg end = lower_expr(args.size() >= 2 ? args[1] : args[0]);
        b_.decl_var(stop, end);
        b_.decl_var(ctr, start);
        emit_loop(
            [&] {
              Reg c = b_.load_var(ctr);
              Reg e = b_.load_var(stop);
              return b_.binop(step > 0 ? Operator::Lt : Operator::Gt, c, e);
            },
            [&] {
              Reg c = b_.load_var(ctr);
              assign_target(target, c);
              lower_stmts(body);
            },
            [&] {
              Reg c = b_.load_var(ctr);
              Reg s = b_.const_int(step);
              b_.store_var(ctr, b_.binop(Operator::Add, c, s));
            },
            orelse);
        return;
      }
    }
    if (has_token(n, "async")) {
      async_iterate(lower_expr(iterable), [&](Reg item) {
        assign_target(target, item);
        lower_stmts(body);
      }, orelse);
      return;
    }
    iterate(iterable, [&](Reg item) {
      assign_target(target, item);
      lower_stmts(body);
    }, orelse);
  }

  /// async for: __aiter__(), then `await __anext__()` until StopAsyncIteration
  /// (lib/_asyncgen.py's next_or_end turns that into its END marker).
  void async_iterate(Reg src, const std::function<void(Reg)>& body, const std::function<void()>& orelse = {}) {
    std::uint32_t id = b_.new_label_id();
    std::string it = "__aiter_" + std::to_string(id), item = "__aitem_" + std::to_string(id);
    Reg mod = b_.load_var(bundled_var("_asyncgen"));
    b_.decl_var(it, b_.call_method(mod, "aiter_of", std::span<const Reg>(&src, 1)));
    b_.decl_var(item, b_.const_none());
    emit_loop(
        [&] {
          Reg i = b_.load_var(it);
          Reg v = emit_await(b_.call_method(b_.load_var(bundled_var("_asyncgen")), "next_or_end", std::span<const Reg>(&i, 1)));
          b_.store_var(item, v);
          Reg end = b_.load_field(b_.load_var(bundled_var("_asyncgen")), "END");
          return b_.binop(Operator::IsNot, v, end);
        },
        [&] { body(b_.load_var(item)); }, [] {}, orelse);
  }

  /// An `await` in n, outside nested functions and lambdas (an explicit
  /// stack: a deeply nested expression must not exhaust the native one).
  bool contains_await(TSNode root) {
    std::vector<TSNode> todo{root};
    while (!todo.empty()) {
      TSNode n = todo.back();
      todo.pop_back();
      if (ts_node_is_null(n)) continue;
      if (ts_node_type(n) == std::string_view("await")) return true;
      if (sym(n) == s_lambda || sym(n) == s_function_definition) continue;
      for (std::uint32_t i = ts_node_named_child_count(n); i-- > 0;) todo.push_back(ts_node_named_child(n, i));
    }
    return false;
  }

  /// Generic iteration through the VM's iteration intrinsics.
  void iterate(TSNode iterable, const std::function<void(Reg)>& body, const std::function<void()>& orelse = {},
               Reg precomputed = kNoReg) {
    Reg seq = precomputed != kNoReg ? precomputed : lower_expr(iterable);
    emit_foreach(seq, body, orelse);
  }

  void break_statement(TSNode n) {
    if (!emit_jump(true)) diag(Severity::Error, "'break' outside loop", n);
  }
  void continue_statement(TSNode n) {
    if (!emit_jump(false)) diag(Severity::Error, "'continue' not properly in loop", n);
  }

  void return_statement(TSNode n) {
    auto kids = named_children(n);
    emit_return(kids.empty() ? kNoReg : lower_expr(kids[0]));
  }

  std::string python_type(TSNode t) {
    if (ts_node_is_null(t)) return {};
    std::string s(text(t));
    if (s == "int") return "Int";
    if (s == "float") return "Float";
    if (s == "str") return "String";
    if (s == "bool") return "Bool";
    if (s == "None") return "Null";
    if (s.rfind("list[", 0) == 0 || s.rfind("List[", 0) == 0) return "Array";
    if (s.rfind("dict", 0) == 0 || s.rfind("Dict", 0) == 0) return "Map";
    for (char c : s)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.')) return {};
    return s;
  }

  /// Marks global/nonlocal names of a function body (not nested defs).
  void scan_outer_names(TSNode body) {
    walk_statements(
        body, [&](TSNode n) { return is_compound_part(sym(n)); },
        [&](TSNode n) {
          TSSymbol s = sym(n);
          if (s == s_global || s == s_nonlocal)
            for (TSNode name : named_children(n)) vars_.mark_outer(text(name));
          return false;
        });
  }
  /// True if a return statement of this function occurs under n.
  /// `async def`.
  bool is_async(TSNode def) const { return has_token(def, "async"); }
  /// `await x`: a coroutine is delegated to (`yield from`); anything else
  /// (a task, a future, an unknown) is handed to the event loop, which
  /// sends back its result (python_asyncio.cpp).
  Reg await_expr(TSNode n) {
    auto kids = named_children(n);
    return emit_await(kids.empty() ? b_.const_none() : lower_expr(kids[0]));
  }
  Reg emit_await(Reg x) {
    std::string var = "__await_" + std::to_string(b_.new_label_id());
    b_.decl_var(var, b_.const_none());
    emit_if([&] { return b_.call_function("__py_await_kind", std::span<const Reg>(&x, 1)); },
            [&] { b_.store_var(var, b_.call_function("__yield_from", std::span<const Reg>(&x, 1))); },
            [&] { b_.store_var(var, b_.call_function("__yield", std::span<const Reg>(&x, 1))); });
    return b_.load_var(var);
  }
  /// A function whose body (not a nested function, lambda or class) holds a
  /// `yield` is a generator function.
  bool contains_yield(TSNode body) {
    if (sym(body) == s_yield) return true;
    return walk_statements(
        body,
        [&](TSNode k) {
          TSSymbol s = sym(k);
          return s != s_function_definition && s != s_lambda && s != s_class_definition;
        },
        [&](TSNode k) { return sym(k) == s_yield; });
  }
  bool contains_return(TSNode n) {
    return walk_statements(
        n, [&](TSNode k) { return is_compound_part(sym(k)); }, [&](TSNode k) { return sym(k) == s_return; });
  }
  /// Statement containers that may hold a statement of the same function
  /// (never nested function or class definitions, never expressions).
  bool is_compound_part(TSSymbol s) const {
    return s == s_block || s == s_if_statement || s == s_elif_clause || s == s_else_clause || s == s_while_statement ||
           s == s_for_statement || s == s_try_statement || s == s_except_clause || s == s_finally_clause ||
           s == s_with_statement || s == s_match_statement || s == s_case_clause || ts_node_is_error_symbol(s);
  }
  bool ts_node_is_error_symbol(TSSymbol s) const { return s == static_cast<TSSymbol>(-1); }

  struct Param {
    std::string hint;     // "param:x" / "param:*args" / "param:**kw" (+ " Type")
    std::string name;
    TSNode default_value;
  };

  /// The parameters, in order. A bare `*` becomes the hidden `*__rd_kwonly`
  /// (the kernel binds what follows a *args by keyword only, and rejects
  /// extra positionals for this one). `/` sets posonly_ (their count).
  std::size_t posonly_ = 0;
  std::vector<Param> parameters(TSNode params) {
    std::vector<Param> out;
    posonly_ = 0;
    if (ts_node_is_null(params)) return out;
    for (TSNode p : named_children(params)) {
      TSSymbol s = sym(p);
      Param q;
      q.default_value = TSNode{};
      if (text(p) == "*") {
        q.name = "__rd_kwonly";
        q.hint = "param:*__rd_kwonly";
        out.push_back(q);
        continue;
      }
      if (text(p) == "/") {
        posonly_ = out.size();
        continue;
      }
      if (s == s_identifier) {
        q.name = text(p);
      } else if (s == s_default_parameter || s == s_typed_default_parameter) {
        q.name = text(child(p, f_name));
        q.default_value = child(p, f_value);
        if (s == s_typed_default_parameter) {
          std::string t = python_type(child(p, f_type));
          if (!t.empty()) q.hint = " " + t;
        }
      } else if (s == s_typed_parameter) {
        auto kids = named_children(p);
        if (kids.empty()) continue;
        TSNode inner = kids[0];
        std::string t = python_type(child(p, f_type));
        if (sym(inner) == s_list_splat_pattern || sym(inner) == s_dictionary_splat_pattern) {
          auto ik = named_children(inner);
          q.name = ik.empty() ? "args" : std::string(text(ik[0]));
          q.hint = sym(inner) == s_list_splat_pattern ? "param:*" + q.name : "param:**" + q.name;
          out.push_back(q);
          continue;
        }
        q.name = text(inner);
        if (!t.empty()) q.hint = " " + t;
      } else if (s == s_list_splat_pattern || s == s_dictionary_splat_pattern) {
        auto ik = named_children(p);
        if (ik.empty()) continue;  // bare '*' keyword separator
        q.name = text(ik[0]);
        q.hint = s == s_list_splat_pattern ? "param:*" + q.name : "param:**" + q.name;
        out.push_back(q);
        continue;
      } else {
        continue;  // '*' or '/' separators
      }
      q.hint = "param:" + q.name + q.hint;
      out.push_back(q);
    }
    return out;
  }

  Reg define_function(TSNode n, std::string_view name) {
    auto params = parameters(child(n, f_parameters));
    const std::size_t posonly = posonly_;
    std::vector<std::string> hints;
    for (auto& p : params) hints.push_back(p.hint);
    TSNode body = child(n, f_body);
    // defaults are evaluated at definition time, in the defining scope
    std::vector<Reg> defaults(params.size(), kNoReg);
    for (std::size_t k = 0; k < params.size(); ++k)
      if (!ts_node_is_null(params[k].default_value)) defaults[k] = lower_expr(params[k].default_value);
    Reg ref = emit_function(
        name, hints,
        [&] {
          // the enclosing handler's exception lives in another frame's register
          std::vector<Reg> outer_handling;
          outer_handling.swap(handling_);
          struct Restore {
            std::vector<Reg>& to;
            std::vector<Reg>& from;
            ~Restore() { to.swap(from); }
          } restore{handling_, outer_handling};
          scope_fns_.push_back(n);  // may_be_container's scope, without climbing the tree
          struct PopScope {
            std::vector<TSNode>& v;
            ~PopScope() { v.pop_back(); }
          } pop_scope{scope_fns_};
          scan_outer_names(body);
          // calling it makes a generator (or coroutine) object (kernel/vm/generator.cpp)
          const bool coroutine = is_async(n);
          const bool yields = sym(body) == s_block && contains_yield(body);
          // an async generator's items are yielded wrapped, apart from its awaits (lib/_asyncgen.py)
          struct RestoreAsyncGen {
            bool& flag;
            bool saved;
            ~RestoreAsyncGen() { flag = saved; }
          } restore_async_gen{async_gen_, async_gen_};
          async_gen_ = coroutine && yields;
          if (coroutine || yields) {
            Reg kind = b_.const_str(async_gen_ ? "async_generator" : coroutine ? "coroutine" : "generator");
            b_.call_function("__generator", std::span<const Reg>(&kind, 1));
          }
          if (sym(body) == s_block) lower_stmts(body);
          else emit_return(lower_expr(body));  // lambda
        },
        python_type(child(n, f_return_type)),
        [&](const std::string& label) {
          for (std::size_t k = 0; k < params.size(); ++k)
            if (defaults[k] != kNoReg) b_.decl_var("__default_" + label + "_" + params[k].name, defaults[k]);
          for (std::size_t k = 0; k < posonly && k < params.size(); ++k)  // `/`: the kernel binds these by position only
            b_.decl_var("__posonly_" + label + "_" + params[k].name, b_.const_bool(true));
        });
    if (posonly) {  // `/`: how many lead, for inspect.signature (lib/inspect.py)
      Reg kv[2] = {b_.const_str("__rd_posonly__"), b_.const_int(static_cast<std::int64_t>(posonly))};
      Reg args[2] = {ref, b_.call_function("__kwarg", kv)};
      ref = b_.call_function("__py_function_attrs", args);
    }
    return ref;
  }

  void function_definition(TSNode n) {
    std::string name(text(child(n, f_name)));
    const std::string qual = reads_qualname_ ? qual_prefix() + name : std::string();
    qual_.push_back(reads_qualname_ ? name + ".<locals>" : std::string());
    Reg ref = define_function(n, name);
    qual_.pop_back();
    if (reads_qualname_) {  // f.__qualname__: A.m, outer.<locals>.inner
      Reg kv[2] = {b_.const_str("__qualname__"), b_.const_str(qual)};
      Reg args[2] = {ref, b_.call_function("__kwarg", kv)};
      ref = b_.call_function("__py_function_attrs", args);
    }
    if (TSNode doc = docstring(child(n, f_body)); !ts_node_is_null(doc)) {  // f.__doc__
      Reg kv[2] = {b_.const_str("__doc__"), lower_expr(doc)};
      Reg args[2] = {ref, b_.call_function("__kwarg", kv)};
      ref = b_.call_function("__py_function_attrs", args);
    }
    if (reads_annotations_) ref = with_annotations(n, ref);
    assign_name(name, ref);
  }

  /// f.__annotations__: {param: annotation, ..., 'return': annotation},
  /// evaluated at def time as CPython does (functools.singledispatch's
  /// register reads it).
  Reg with_annotations(TSNode def, Reg ref) {
    std::vector<Reg> kv;
    auto add = [&](std::string_view key, TSNode type) {
      if (ts_node_is_null(type)) return;
      Reg pair[2] = {b_.const_str(std::string(key)), sym(type) == symbol("type") ? annotation(type) : lower_expr(type)};
      kv.push_back(b_.call_function("__kwarg", pair));
    };
    if (TSNode ps = child(def, f_parameters); !ts_node_is_null(ps))
      for (TSNode p : named_children(ps)) {
        if (sym(p) == s_typed_default_parameter) add(text(child(p, f_name)), child(p, f_type));
        if (sym(p) != s_typed_parameter) continue;
        auto kids = named_children(p);
        if (kids.empty()) continue;
        TSNode inner = kids[0];
        if (sym(inner) == s_list_splat_pattern || sym(inner) == s_dictionary_splat_pattern) {
          auto ik = named_children(inner);
          if (!ik.empty()) add(text(ik[0]), child(p, f_type));
        } else {
          add(text(inner), child(p, f_type));
        }
      }
    add("return", child(def, f_return_type));
    Reg kv_attr[2] = {b_.const_str("__annotations__"), b_.call_function("dict", kv)};
    Reg args[2] = {ref, b_.call_function("__kwarg", kv_attr)};
    return b_.call_function("__py_function_attrs", args);
  }

  /// The enclosing classes and functions of what is being lowered
  /// ("A", "f.<locals>"), for __qualname__, and whether the program reads it.
  std::vector<std::string> qual_;
  bool reads_qualname_ = false;
  bool defines_set_name_ = false;  // descriptors' __set_name__ run for classes without bases too
  std::string qual_prefix() const {
    std::string q;
    for (const auto& part : qual_) q += part + ".";
    return q;
  }

  /// Whether the program reads docstrings at all (else none is kept).
  bool reads_doc_ = false;
  /// Whether the program reads annotations (__annotations__, singledispatch).
  bool reads_annotations_ = false;
  /// The string literal a module's, def's or class's body starts with (its __doc__), or null.
  TSNode docstring(TSNode body) {
    if (!reads_doc_ || ts_node_is_null(body)) return TSNode{};
    auto stmts = named_children(body);
    if (stmts.empty() || sym(stmts[0]) != s_expression_statement) return TSNode{};
    auto kids = named_children(stmts[0]);
    if (kids.size() != 1 || (sym(kids[0]) != s_string && sym(kids[0]) != s_concatenated_string)) return TSNode{};
    if (is_bytes_literal(kids[0]) || text(kids[0]).find_first_of("fF") < text(kids[0]).find_first_of("'\"")) return TSNode{};
    return kids[0];
  }

  void class_definition(TSNode n) {
    std::string name(text(child(n, f_name)));
    std::string parents;
    TSNode sup = child(n, f_superclasses), metaclass{}, mixin{};
    std::size_t n_parents = 0, n_bases = 0;
    if (!ts_node_is_null(sup))
      for (TSNode p : named_children(sup)) n_bases += sym(p) != s_keyword_argument;
    if (!ts_node_is_null(sup))
      for (TSNode p : named_children(sup)) {
        if (sym(p) == s_keyword_argument) {
          if (text(child(p, f_name)) == "metaclass") metaclass = child(p, f_value);
          continue;
        }
        if (!parents.empty()) parents += ",";
        // class Stack(Generic[T]) / Base[int]: the parent is the class subscripted
        std::string_view pt = text(p);
        if (sym(p) == s_subscript) pt = text(child(p, f_value));
        std::string computed;  // class P(namedtuple("P", "x y")): the parent is looked up by name
        const std::string_view pk = ts_node_type(p);  // class C(*bases, **kw): unpacked bases stay unknown
        if (sym(p) != s_identifier && sym(p) != s_attribute && sym(p) != s_subscript && pk != "list_splat" &&
            pk != "dictionary_splat") {
          computed = "__rd_base_" + std::to_string(b_.new_label_id());
          b_.decl_var(computed, lower_expr(p));
          pt = computed;
        }
        // class X(dict) / (set) / (tuple), and class X(int) alone (with Enum it is a mixin)
        if (builtin_bases_ready_ && (pt == "dict" || pt == "list" || pt == "set" || pt == "tuple" ||
                                     (n_bases == 1 && (pt == "int" || pt == "float" || pt == "str")))) {
          static const std::map<std::string_view, std::string_view> kWrappers = {
              {"dict", "__rd_dict_base"},   {"list", "__rd_list_base"}, {"set", "__rd_set_base"}, {"tuple", "__rd_tuple_base"},
              {"int", "__rd_int_base"}, {"float", "__rd_float_base"}, {"str", "__rd_str_base"}};
          pt = kWrappers.at(pt);
        }
        if (pt == "str" || pt == "int" || pt == "float") mixin = p;
        ++n_parents;
        parents += pt;
      }
    TSNode body = child(n, f_body);
    const std::string qual = reads_qualname_ ? qual_prefix() + name : name;
    qual_.push_back(reads_qualname_ ? name : std::string());
    bool body_dels = false;  // the body deletes one of its names (`del tmp`)
    // a metaclass's __prepare__(name, bases, **kw) runs before the body (python_prepare.cpp)
    // (the metaclass given, else None: the bases' own; only in a program that mentions __prepare__)
    std::optional<Reg> prepared;
    if (defines_prepare_ && (!ts_node_is_null(metaclass) || !parents.empty())) {
      std::vector<Reg> pargs{ts_node_is_null(metaclass) ? b_.const_none() : lower_expr(metaclass), b_.const_str(name)};
      for (std::size_t at = 0; at < parents.size();) {
        std::size_t comma = parents.find(',', at);
        if (comma == std::string::npos) comma = parents.size();
        pargs.push_back(b_.load_var(parents.substr(at, comma - at)));
        at = comma + 1;
      }
      for (TSNode p : named_children(sup))
        if (sym(p) == s_keyword_argument && text(child(p, f_name)) != "metaclass") {
          Reg kv[2] = {b_.const_str(text(child(p, f_name))), lower_expr(child(p, f_value))};
          pargs.push_back(b_.call_function("__kwarg", kv));
        }
      prepared = b_.call_function("__py_prepare", pargs);
    }
    Reg ref = emit_class(name, parents, [&] {
      if (reads_qualname_ && qual != name) assign_name("__qualname__", b_.const_str(qual));  // A.B
      // the VM applies a class's metaclass through its __metaclass__ attribute
      if (!ts_node_is_null(metaclass)) assign_name("__metaclass__", lower_expr(metaclass));
      // a class defining __new__: calling it runs __new__, then __init__ (lib/_builtin_bases.py)
      else if (builtin_bases_ready_ && defines_new(body)) assign_name("__metaclass__", b_.load_var("__rd_new_meta"));
      // class Color(str, Enum): the VM's str is no class; lib/enum.py gives
      // the members the mixed-in type's behaviour from this attribute
      if (!ts_node_is_null(mixin) && n_parents > 1) assign_name("__rd_mixin__", lower_expr(mixin));
      if (TSNode doc = docstring(body); !ts_node_is_null(doc)) assign_name("__doc__", lower_expr(doc));
      class_annotations(body);
      class_depths_.push_back(vars_.depth());
      const bool outer_dels = class_dels_;
      class_dels_ = false;
      lower_stmts(body);
      body_dels = class_dels_;
      class_dels_ = outer_dels;
      class_depths_.pop_back();
    });
    qual_.pop_back();
    if (body_dels) b_.call_function("__py_unbound", std::span<const Reg>(&ref, 1));  // drops the names it deleted
    // a base class's __init_subclass__ sees the new class (enum.Enum uses it)
    // (it changes the class in place: the class value stays what B binds)
    // class C(Base, kind="x"): the keywords other than metaclass go to __init_subclass__
    // (and the class's descriptors get __set_name__(cls, name) first)
    // (a metaclass's __new__/__init__ run there too, and its __new__'s result is what the name binds)
    if (prepared) {
      Reg pa[2] = {ref, *prepared};
      b_.call_function("__py_prepared", pa);
    }
    if (!parents.empty() || defines_set_name_ || !ts_node_is_null(metaclass)) {
      std::vector<Reg> args{ref};
      if (!ts_node_is_null(sup))
        for (TSNode p : named_children(sup))
          if (sym(p) == s_keyword_argument && text(child(p, f_name)) != "metaclass") {
            Reg kv[2] = {b_.const_str(text(child(p, f_name))), lower_expr(child(p, f_value))};
            args.push_back(b_.call_function("__kwarg", kv));
          }
      Reg made = b_.call_function("__py_init_subclass", args);
      // the name binds __new__'s result only under an explicit metaclass: elsewhere it is the
      // class itself, which static analyses (call graphs, taint) then see as the class
      if (!ts_node_is_null(metaclass)) ref = made;
    }
    assign_name(name, ref);
  }

  /// `x: int` lines of a class body become `__annotations__`, in order
  /// (name -> the annotation's source text), as dataclasses and
  /// NamedTuple read them.
  void class_annotations(TSNode body) {
    std::vector<std::pair<std::string_view, std::string_view>> anns;
    for (TSNode st : named_children(body)) {
      if (sym(st) != s_expression_statement) continue;
      auto kids = named_children(st);
      if (kids.size() != 1 || sym(kids[0]) != s_assignment) continue;
      TSNode left = child(kids[0], f_left), type = child(kids[0], f_type);
      if (ts_node_is_null(type) || sym(left) != s_identifier) continue;
      anns.emplace_back(text(left), text(type));
    }
    if (anns.empty()) return;
    Reg d = b_.new_object("dict");
    for (auto& [k, t] : anns) b_.store_index(d, b_.const_str(k), b_.const_str(t));
    assign_name("__annotations__", d);
  }

  void decorated_definition(TSNode n) {
    TSNode def = child(n, f_definition);
    std::string name(text(child(def, f_name)));
    // Decorator expressions are evaluated before the definition binds its
    // name (`@x.setter def x` reads the old x), applied innermost first.
    struct Deco {
      TSNode node;
      std::string_view name;  // a plain identifier, called by name
      Reg value = kNoReg;     // otherwise its value
    };
    std::vector<Deco> decos;
    for (TSNode k : named_children(n)) {
      if (ts_node_eq(k, def)) continue;
      auto dk = named_children(k);
      if (dk.empty()) continue;
      std::string_view d = text(dk[0]);
      // abc decorators lib/abc.py lacks: the plain function (documented gap);
      // abstractmethod records the method (lib/abc.py)
      if (d.rfind("abc.", 0) == 0 && d != "abc.abstractmethod") continue;
      SpanScope sc(b_, span(k));
      if (sym(dk[0]) == s_identifier) decos.push_back({k, d});
      else decos.push_back({k, {}, lower_expr(dk[0])});
    }
    lower_stmt(def);
    for (auto it = decos.rbegin(); it != decos.rend(); ++it) {
      SpanScope sc(b_, span(it->node));
      Reg f = b_.load_var(name);
      Reg r = it->value == kNoReg ? b_.call_function(it->name, std::span<const Reg>(&f, 1))
                                  : b_.call_unknown(it->value, std::span<const Reg>(&f, 1));
      b_.store_var(name, r);
    }
  }

  /// `except kinds:` where kinds is a variable (a lower-case name, as
  /// retry(on=(TimeoutError,)) passes) or any expression but a (dotted)
  /// name, like tuple(ERRORS): the VM's handlers match class
  /// names, so such a try gets one catch-all handler that tests each clause
  /// with isinstance in order and re-raises when none matches.
  bool dynamic_except(TSNode clause) {
    TSNode value = except_class(clause);
    if (ts_node_is_null(value)) return false;
    std::vector<TSNode> names{value};
    if (sym(value) == s_tuple || sym(value) == s_parenthesized) names = named_children(value);
    for (TSNode c : names) {
      if (sym(c) == s_identifier && std::islower(static_cast<unsigned char>(text(c)[0]))) return true;
      if (sym(c) != s_identifier && sym(c) != s_attribute) return true;  // tuple(ERRORS), handlers[k]...
      // configparser.Error: a bundled module's class is known, so a subclass matches too (the
      // kernel's handlers look a dotted name up by its last part only)
      if (sym(c) == s_attribute && sym(child(c, f_object)) == s_identifier &&
          bundled_.count(bundled_name(std::string(text(child(c, f_object))))))
        return true;
    }
    return false;
  }
  void dynamic_handlers(Reg e, const std::vector<TSNode>& clauses) {
    Symbol done = b_.fresh_label("except_done");
    for (TSNode k : clauses) {
      SpanScope sc(b_, span(k));
      Symbol next = b_.fresh_label("except_next");
      TSNode value = except_class(k);
      if (!ts_node_is_null(value)) {
        Reg args[2] = {e, lower_expr(value)};
        expect(b_.call_function("isinstance", std::span<const Reg>(args, 2)), next);
      }
      vars_.enter_block();
      TSNode alias = except_alias(k);
      if (!ts_node_is_null(alias)) assign_target(alias, e);
      handling_.push_back(e);
      for (TSNode c : named_children(k))
        if (sym(c) == s_block) lower_stmts(c);
      handling_.pop_back();
      vars_.exit_block();
      b_.branch(done);
      b_.label(next);
    }
    b_.rethrow();
    b_.label(done);
  }

  void try_statement(TSNode n) {
    std::vector<CatchClause> handlers;
    TSNode else_clause{}, finally_clause{};
    std::vector<TSNode> clauses;
    for (TSNode k : named_children(n))
      if (sym(k) == s_except_clause) clauses.push_back(k);
    for (TSNode k : clauses)  // `except* E` (PEP 654): no ExceptionGroup splitting in the VM
      if (ts_node_child_count(k) > 1 && std::string_view(ts_node_type(ts_node_child(k, 1))) == "*")
        diag(Severity::Warning, "unsupported except* (ExceptionGroup is not modelled): lowered as a plain except clause", k);
    if (std::any_of(clauses.begin(), clauses.end(), [&](TSNode k) { return dynamic_except(k); })) {
      CatchClause h;
      h.span = span(clauses.front());
      h.body = [this, clauses](Reg e) { dynamic_handlers(e, clauses); };
      handlers.push_back(std::move(h));
      clauses.clear();
    }
    for (TSNode k : named_children(n)) {
      TSSymbol s = sym(k);
      if (s == s_except_clause && !handlers.empty() && clauses.empty()) continue;  // in the dynamic handler
      if (s == s_except_clause) {
        CatchClause h;
        h.span = span(k);
        TSNode value = except_class(k);
        if (!ts_node_is_null(value)) {
          h.hint = text(value);
          if (sym(value) == s_tuple || sym(value) == s_parenthesized) {
            for (TSNode c : named_children(value)) h.classes.emplace_back(text(c));
          } else {
            h.classes.emplace_back(text(value));
          }
        }
        h.body = [this, k](Reg e) {
          TSNode alias = except_alias(k);
          if (!ts_node_is_null(alias)) assign_target(alias, e);
          handling_.push_back(e);
          for (TSNode c : named_children(k))
            if (sym(c) == s_block) lower_stmts(c);
          handling_.pop_back();
        };
        handlers.push_back(std::move(h));
      } else if (s == s_else_clause) {
        else_clause = k;
      } else if (s == s_finally_clause) {
        finally_clause = k;
      }
    }
    std::function<void()> orelse, fin;
    if (!ts_node_is_null(else_clause)) orelse = [&] { lower_stmts(child(else_clause, f_body)); };
    if (!ts_node_is_null(finally_clause))
      fin = [&] {
        for (TSNode c : named_children(finally_clause)) lower_stmt(c);
      };
    emit_try([&] { lower_stmts(child(n, f_body)); }, handlers, orelse, fin,
             vars_.depth() > 1 && !ts_node_is_null(finally_clause) && contains_return(n));
  }

  /// `except E as e` parses as value=as_pattern(E, alias) in this grammar.
  TSNode except_class(TSNode clause) {
    TSNode v = child(clause, f_value);
    if (!ts_node_is_null(v) && sym(v) == s_as_pattern) {
      auto kids = named_children(v);
      return kids.empty() ? TSNode{} : kids[0];
    }
    return v;
  }
  TSNode except_alias(TSNode clause) {
    TSNode a = child(clause, f_alias);
    if (!ts_node_is_null(a)) return a;
    TSNode v = child(clause, f_value);
    if (!ts_node_is_null(v) && sym(v) == s_as_pattern) {
      TSNode al = child(v, f_alias);
      if (ts_node_is_null(al)) return al;
      auto kids = named_children(al);  // as_pattern_target wraps the name
      return kids.empty() ? al : kids[0];
    }
    return TSNode{};
  }

  /// The registers holding the exceptions the enclosing except clauses of
  /// the function being lowered handle, innermost last (__context__).
  std::vector<Reg> handling_;
  bool async_gen_ = false;  ///< lowering an async generator's body

  void raise_statement(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) {
      b_.rethrow();
    } else {
      Reg exc = lower_expr(kids[0]);
      // inside an except clause the exception being handled is X's __context__
      if (!handling_.empty()) {
        Reg args[2] = {exc, handling_.back()};
        exc = b_.call_function("__py_set_context", std::span<const Reg>(args, 2));
      }
      // raise X from Y: X.__cause__ is Y (None for `from None`)
      TSNode cause = child(n, f_cause);
      if (!ts_node_is_null(cause)) {
        Reg args[2] = {exc, lower_expr(cause)};
        exc = b_.call_function("__py_set_cause", std::span<const Reg>(args, 2));
      }
      b_.throw_(exc);
    }
    after_terminator();
  }

  void import_statement(TSNode n) {
    for (TSNode k : named_children(n)) {
      SpanScope sc(b_, span(k));
      if (sym(k) == s_aliased_import) {
        std::string mod = bundled_name(dotted(child(k, f_name)));
        Reg m = bundled_.count(mod) ? b_.load_var(bundled_var(mod)) : b_.symbolic("import:" + mod);
        assign_name(text(child(k, f_alias)), m);
      } else if (std::string mod = dotted(k); package_of(mod) && bundled_.count(package_of(mod)) &&
                                             bundled_.count(bundled_name(mod))) {
        // `import collections.abc` binds collections, whose abc is the submodule
        const std::string pkg = package_of(mod);
        Reg c = b_.load_var(bundled_var(pkg));
        b_.store_field(c, mod.substr(pkg.size() + 1), b_.load_var(bundled_var(bundled_name(mod))));
        assign_name(pkg, c);
      } else if (mod == "os.path" && bundled_.count("os")) {
        assign_name("os", b_.load_var(bundled_var("os")));  // `import os.path` binds os (its path is posixpath)
      } else {
        // `import a.b` records the whole dotted name and binds the top name
        Reg m = bundled_.count(mod) ? b_.load_var(bundled_var(mod)) : b_.symbolic("import:" + mod);
        assign_name(std::string_view(mod).substr(0, mod.find('.')), m);
      }
    }
  }

  /// A dotted name without the whitespace Python allows around dots.
  std::string dotted(TSNode n) {
    std::string out;
    for (char c : text(n))
      if (c != ' ' && c != '\t' && c != '\\' && c != '\n' && c != '\r') out.push_back(c);
    return out;
  }

  void import_from_statement(TSNode n) {
    std::string mod = dotted(child(n, f_module_name));
    auto bundled = bundled_.find(bundled_name(mod));
    for (TSNode k : named_children(n))
      if (sym(k) == s_wildcard_import && mod == "math") {
        // the native math module's names (runtime/python_builtins.cpp's "math:" entries and constants)
        static const char* const kMath[] = {
            "sqrt", "floor", "ceil", "gcd", "isqrt", "factorial", "pow", "fabs", "log", "log2", "log10", "exp",
            "sin", "cos", "tan", "atan2", "hypot", "trunc", "isclose", "isnan", "isinf", "lcm", "comb", "prod",
            "isfinite", "copysign", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
            "log1p", "expm1", "perm", "dist", "fsum", "degrees", "radians", "frexp", "ldexp", "modf", "fmod",
            "erf", "erfc", "gamma", "lgamma", "cbrt", "exp2", "nextafter", "remainder", "ulp", "pi", "e", "tau", "inf", "nan"};
        SpanScope sc(b_, span(k));
        for (const char* name : kMath) assign_name(name, b_.symbolic("import:math." + std::string(name)));
      } else if (sym(k) == s_wildcard_import && bundled == bundled_.end()) {
        // `from m import *`: the project loader binds m's public names here
        // (docs/projects.md); elsewhere it binds nothing, as before
        SpanScope sc(b_, span(k));
        b_.symbolic("import*:" + mod);
      } else if (sym(k) == s_wildcard_import) {  // a bundled module's public names
        SpanScope sc(b_, span(k));
        for (const std::string& name : bundled->second)
          if (name[0] != '_') assign_name(name, b_.load_field(b_.load_var(bundled_var(bundled->first)), name));
      }
    if (!mod.empty() && mod.back() != '.') mod.push_back('.');  // `from . import x` -> "import:.x"
    for (TSNode k : field_children(n, f_name)) {
      SpanScope sc(b_, span(k));
      std::string name, bind;
      if (sym(k) == s_aliased_import) {
        name = text(child(k, f_name));
        bind = text(child(k, f_alias));
      } else {
        name = bind = text(k);
      }
      Reg v = bundled != bundled_.end() && bundled->second.count(name)
                  ? b_.load_field(b_.load_var(bundled_var(bundled->first)), name)
                  : b_.symbolic("import:" + mod + name);
      assign_name(bind, v);
    }
  }

  // --- standard-library modules written in Python (lib/*.py) ---------------------
  // Each imported one is lowered once, before the program, as
  //   def __rd_module_M(): <lib/M.py>; return __py_module("M", name=name, ...)
  //   __rd_mod_M = __rd_module_M()
  // and `import M` / `from M import x` read __rd_mod_M. The exported names
  // are lib/M.py's `__all__`; other names of M stay symbolic like any
  // missing import. A module a bundled one imports is lowered first.
  static std::string bundled_var(std::string_view mod) { return "__rd_mod_" + std::string(mod); }
  /// The lib/ module a dotted standard-library name is written in.
  static std::string bundled_name(std::string mod) {
    return mod == "collections.abc" ? "_collections_abc" : mod == "os.path" ? "posixpath"
           : mod == "urllib.parse"    ? "_urllib_parse"
                                      : mod;
  }
  /// The bundled package a submodule written in its own lib/ file belongs to.
  static const char* package_of(std::string_view mod) {
    return mod == "collections.abc" ? "collections" : mod == "urllib.parse" ? "urllib" : nullptr;
  }

  static const frontend::EmbeddedSource* bundled_source(std::string_view mod) {
    for (const auto* e = kPythonStdlib; e->name; ++e)
      if (mod == e->name) return e;
    return nullptr;
  }

  /// The quoted names of `__all__ = [...]` in a bundled module's text.
  static std::set<std::string> bundled_exports(std::string_view text) {
    std::set<std::string> out;
    auto at = text.find("\n__all__ = [");
    if (at == std::string_view::npos) return out;
    auto end = text.find(']', at);
    std::string_view list = text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
    for (std::size_t q = list.find('"'); q != std::string_view::npos; q = list.find('"', q + 1)) {
      auto e = list.find('"', q + 1);
      if (e == std::string_view::npos) break;
      out.emplace(list.substr(q + 1, e - q - 1));
      q = e;
    }
    return out;
  }

  /// The modules `root` imports (import / from-import statements at any
  /// depth of the statement tree; expressions are not entered), in order.
  std::vector<std::string> imported_modules(TSNode root) {
    std::vector<std::string> mods;
    std::vector<TSNode> todo{root};
    while (!todo.empty()) {
      TSNode n = todo.back();
      todo.pop_back();
      const TSSymbol k = sym(n);
      if (k == s_import_statement || k == s_import_from_statement) {
        auto add = [&](std::string m) {
          if (m.empty() || m[0] == '.') return;
          if (k == s_import_statement && package_of(m)) mods.push_back(package_of(m));  // binds the package
          if (k == s_import_statement && m == "os.path") mods.push_back("os");  // binds os
          if (m == "asyncio") mods.push_back("_asyncio_sync");  // its queues and locks (python_asyncio.cpp)
          mods.push_back(bundled_name(std::move(m)));
        };
        if (k == s_import_from_statement) {
          add(dotted(child(n, f_module_name)));
        } else {
          for (TSNode x : named_children(n)) add(dotted(sym(x) == s_aliased_import ? child(x, f_name) : x));
        }
        continue;
      }
      if (k == s_expression_statement || !ts_node_is_named(n)) continue;
      // statements and their blocks/clauses (pushed in reverse: visited in source order)
      auto kids = named_children(n);
      for (auto it = kids.rbegin(); it != kids.rend(); ++it) todo.push_back(*it);
    }
    return mods;
  }

  /// `async for` (statement or comprehension), or an `async def` in a file
  /// that yields: a textual over-approximation, so a needed module is never missed.
  static bool uses_async_iteration(std::string_view src) {
    const bool yields = src.find("yield") != std::string_view::npos;
    for (std::size_t at = src.find("async"); at != std::string_view::npos; at = src.find("async", at + 5)) {
      std::size_t k = at + 5;
      while (k < src.size() && (src[k] == ' ' || src[k] == '\t' || src[k] == '\\' || src[k] == '\n' || src[k] == '\r')) ++k;
      if (src.compare(k, 3, "for") == 0 || (yields && src.compare(k, 3, "def") == 0)) return true;
    }
    return false;
  }

  void lower_bundled_imports(TSNode root) {
    // async generators and `async for` use lib/_asyncgen.py (a file of
    // plain coroutines does not pay for lowering it)
    if (uses_async_iteration(text(root))) lower_bundled("_asyncgen");
    for (const std::string& mod : imported_modules(root)) lower_bundled(mod);
  }

  void lower_bundled(const std::string& mod) {
    if (bundled_.count(mod) || lowering_bundled_.count(mod)) return;
    const frontend::EmbeddedSource* e = bundled_source(mod);
    if (!e) return;
    lowering_bundled_.insert(mod);
    std::string_view body = e->text;
    // a library class deriving from tuple/dict/... needs the wrappers as a program's does
    if (!builtin_bases_ready_ && mod != "_builtin_bases" && subclasses_builtin(body)) lower_builtin_bases();
    std::string text = "def __rd_module_" + mod + "():\n";
    for (std::size_t i = 0; i < body.size();) {
      std::size_t nl = body.find('\n', i);
      if (nl == std::string_view::npos) nl = body.size();
      if (nl > i) text.append("    ").append(body.substr(i, nl - i));
      text.push_back('\n');
      i = nl + 1;
    }
    std::set<std::string> exports = bundled_exports(body);
    text += "    return __py_module(\"" + mod + "\"";
    for (const auto& x : exports) text += ", " + x + "=" + x;
    text += ")\n" + bundled_var(mod) + " = __rd_module_" + mod + "()\n";
    const ir::SourceSpan at{};  // no source location: not the user's code
    ++bundled_depth_;
    lower_embedded(text, at, [&](TSNode r) {
      lower_bundled_imports(r);  // what the module itself imports comes first
      lower_stmts(r);
    });
    --bundled_depth_;
    bundled_.emplace(mod, std::move(exports));
  }

  /// Whether the program may use complex numbers: an imaginary literal, or
  /// the words `complex` / `cmath` anywhere (a comment costs only the type's
  /// lowering). Programs without them pay nothing at run time.
  static bool uses_complex(std::string_view s) {
    if (s.find("complex") != std::string_view::npos || s.find("cmath") != std::string_view::npos) return true;
    auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; };
    for (std::size_t i = 1; i < s.size(); ++i) {
      if ((s[i] != 'j' && s[i] != 'J') || (i + 1 < s.size() && word(s[i + 1]))) continue;
      if (!std::isdigit(static_cast<unsigned char>(s[i - 1])) && s[i - 1] != '.') continue;
      std::size_t b = i;
      while (b > 0 && word(s[b - 1])) --b;  // a number starts with a digit or a dot, a name never
      if (std::isdigit(static_cast<unsigned char>(s[b])) || s[b] == '.') return true;
    }
    return false;
  }
  /// The built-in `complex` (lib/_complex.py), bound as a global the program
  /// may rebind, and as `__rd_complex` for imaginary literals.
  void lower_complex_type() {
    lower_bundled("_complex");
    if (!bundled_.count("_complex")) return;
    lower_embedded("complex = " + bundled_var("_complex") + ".complex\n__rd_complex = complex\n", ir::SourceSpan{},
                   [&](TSNode r) { lower_stmts(r); });
  }
  /// Whether the text has `eval(` as a word (a call, or a comment: then the
  /// cost is only lowering lib/_eval.py). Programs without it pay nothing.
  static bool calls_eval(std::string_view s) {
    for (std::size_t p = s.find("eval"); p != std::string_view::npos; p = s.find("eval", p + 4)) {
      const bool word_start = p == 0 || !(std::isalnum(static_cast<unsigned char>(s[p - 1])) || s[p - 1] == '_' || s[p - 1] == '.');
      std::size_t q = p + 4;
      while (q < s.size() && (s[q] == ' ' || s[q] == '\t')) ++q;
      if (word_start && q < s.size() && s[q] == '(') return true;
    }
    return false;
  }
  /// The built-in `eval` (lib/_eval.py evaluates expressions itself: the VM
  /// lowers nothing at run time), bound as a global the program may rebind.
  void lower_eval() {
    lower_bundled("_eval");
    if (!bundled_.count("_eval")) return;
    lower_embedded("eval = " + bundled_var("_eval") + ".eval\n", ir::SourceSpan{}, [&](TSNode r) { lower_stmts(r); });
  }
  /// Whether the program may use bytes: a b'' literal, or the words bytes,
  /// bytearray, encode, to_bytes, from_bytes (lib/_bytes.py is lowered only then).
  static bool uses_bytes(std::string_view s) {
    for (const char* w : {"bytes", "bytearray", "memoryview", "encode", "to_bytes", "from_bytes", "BytesIO", "import struct",
                          "from struct"})
      if (s.find(w) != std::string_view::npos) return true;
    auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (std::size_t q = 0; q < s.size(); ++q) {
      if (s[q] != '"' && s[q] != '\'') continue;
      std::size_t p = q;  // the prefix before the quote: b, rb or br in either case
      while (p > 0 && q - p < 2 && ((s[p - 1] | 0x20) == 'b' || (s[p - 1] | 0x20) == 'r')) --p;
      if (p < q && (p == 0 || !ident(s[p - 1])) && s.substr(p, q - p).find_first_of("bB") != std::string_view::npos)
        return true;
    }
    return false;
  }
  /// The built-ins `bytes` and `bytearray` (lib/_bytes.py), bound as globals
  /// the program may rebind, and `__rd_bytes` for b'' literals.
  void lower_bytes_type() {
    lower_bundled("_bytes");
    if (!bundled_.count("_bytes")) return;
    const std::string m = bundled_var("_bytes");
    lower_embedded("bytes = " + m + ".bytes\nbytearray = " + m + ".bytearray\nmemoryview = " + m + ".memoryview\n__rd_bytes = " +
                       m + "._literal\n",
                   ir::SourceSpan{}, [&](TSNode r) { lower_stmts(r); });
    bytes_ready_ = true;
  }
  /// Whether the program may build a generic alias or a union as a value:
  /// a built-in type subscripted (`list[`), or `|` next to None or a
  /// built-in type's name, or between two capitalised names (`Circle |
  /// Square`). lib/_typeforms.py is lowered only then (typing imports it).
  static bool builds_typeforms(std::string_view s) {
    static constexpr std::string_view kTypes[] = {"None", "int", "str", "float", "bool", "bytes", "list", "dict",
                                                  "tuple", "set", "frozenset", "type", "object", "complex"};
    auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    auto is_type = [&](std::string_view w) { return std::find(std::begin(kTypes), std::end(kTypes), w) != std::end(kTypes); };
    for (std::size_t p = s.find('['); p != std::string_view::npos; p = s.find('[', p + 1)) {
      std::size_t b = p;
      while (b > 0 && ident(s[b - 1])) --b;
      if (b < p && (b == 0 || s[b - 1] != '.') && is_type(s.substr(b, p - b)) && s.substr(b, p - b) != "None") return true;
    }
    for (std::size_t p = s.find('|'); p != std::string_view::npos; p = s.find('|', p + 1)) {
      std::size_t e = p;  // the word before
      while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == ']')) --e;
      std::size_t b = e;
      while (b > 0 && ident(s[b - 1])) --b;
      std::size_t q = p + 1;  // the word after
      while (q < s.size() && s[q] == ' ') ++q;
      std::size_t r = q;
      while (r < s.size() && ident(s[r])) ++r;
      std::string_view before = s.substr(b, e - b), after = s.substr(q, r - q);
      if (is_type(before) || is_type(after)) return true;
      auto cap = [](std::string_view w) { return !w.empty() && std::isupper(static_cast<unsigned char>(w[0])); };
      if (cap(before) && cap(after) && (b == 0 || s[b - 1] != '.')) return true;
    }
    return false;
  }
  /// A class body's own `def __new__` (decorated or not).
  bool defines_new(TSNode body) {
    for (TSNode st : named_children(body)) {
      TSNode d = st;
      if (sym(d) == s_decorated) d = child(d, f_definition);
      if (!ts_node_is_null(d) && sym(d) == s_function_definition && text(child(d, f_name)) == "__new__") return true;
    }
    return false;
  }
  /// Whether a class statement may name a built-in type as a base: `(dict`
  /// or `, list` with the word ending there, or a class defines __new__
  /// (then lib/_builtin_bases.py is lowered).
  static bool subclasses_builtin(std::string_view s) {
    if (s.find("class") == std::string_view::npos) return false;
    if (s.find("def __new__") != std::string_view::npos) return true;
    for (const std::string_view w : {"dict", "list", "set", "tuple", "int", "float", "str"})
      for (std::size_t p = s.find(w); p != std::string_view::npos; p = s.find(w, p + 1)) {
        std::size_t b = p;
        while (b > 0 && s[b - 1] == ' ') --b;
        std::size_t q = p + w.size();
        while (q < s.size() && s[q] == ' ') ++q;
        if (!(b > 0 && (s[b - 1] == '(' || s[b - 1] == ',') && q < s.size() && (s[q] == ')' || s[q] == ','))) continue;
        // on a line that starts a class statement (not isinstance(x, int))
        std::size_t line = s.rfind('\n', p);
        line = line == std::string_view::npos ? 0 : line + 1;
        while (line < p && (s[line] == ' ' || s[line] == '\t')) ++line;
        if (s.substr(line, 6) == "class ") return true;
      }
    return false;
  }
  /// `class X(dict)` / `class X(list)` / set, tuple, int, float, str derive
  /// from lib/_builtin_bases.py's wrappers (the VM's values are not classes).
  void lower_builtin_bases() {
    lower_bundled("_builtin_bases");
    if (!bundled_.count("_builtin_bases")) return;
    const std::string m = bundled_var("_builtin_bases");
    std::string names;
    for (const char* w : {"dict", "list", "set", "tuple", "int", "float", "str"})
      names += std::string("__rd_") + w + "_base = " + m + "._" + w + "_base\n";
    lower_embedded(names + "__rd_new_meta = " + m + "._new_meta\n", ir::SourceSpan{}, [&](TSNode r) { lower_stmts(r); });
    builtin_bases_ready_ = true;
  }
  bool builtin_bases_ready_ = false;
  bool defines_prepare_ = false;  ///< the program mentions __prepare__ (a metaclass may define it)
  /// A string node written with a b prefix.
  bool is_bytes_literal(TSNode n) {
    for (TSNode k : named_children(n))
      if (sym(k) == s_string_start) return text(k).find_first_of("bB") != std::string_view::npos;
    return false;
  }
  bool bytes_ready_ = false;

  /// `2.5j`: complex(0.0, 2.5), as CPython builds the constant.
  Reg imaginary(TSNode n) {
    std::string digits;
    std::string_view t = text(n);
    for (char c : t.substr(0, t.size() - 1))
      if (c != '_') digits.push_back(c);
    Reg args[2] = {b_.const_float(0.0), b_.const_float(std::strtod(digits.c_str(), nullptr))};
    return b_.call_function("__rd_complex", args);
  }

  std::map<std::string, std::set<std::string>, std::less<>> bundled_;  ///< lowered: module -> exports
  std::set<std::string> lowering_bundled_;

  void assert_statement(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) return;
    emit_if(
        [&] { return b_.unop(Operator::Not, lower_expr(kids[0])); },
        [&] {
          std::vector<Reg> args;
          if (kids.size() > 1) args.push_back(lower_expr(kids[1]));
          b_.throw_(b_.call_function("AssertionError", args));
          after_terminator();
        },
        {});
  }

  void delete_statement(TSNode n) {
    for (TSNode t : named_children(n)) delete_target(t);
  }
  /// `del a[i]`, `del a[i:j]`, `del o.x`, `del x`, and tuples/lists of them.
  void delete_target(TSNode x) {
    SpanScope sc(b_, span(x));
    TSSymbol s = sym(x);
    if (s == s_expression_list || s == s_tuple || s == s_list || s == s_parenthesized) {
      for (TSNode k : named_children(x)) delete_target(k);
    } else if (s == s_subscript && !ts_node_is_null(dict_of(child(x, f_value)))) {  // del o.__dict__[k]
      Reg args[2] = {lower_expr(dict_of(child(x, f_value))), subscript_index(x)};
      b_.call_function("__py_dict_del", args);
    } else if (s == s_subscript) {
      Reg args[2] = {lower_expr(child(x, f_value)), subscript_index(x)};
      args[1] = b_.call_function("__py_del_key", args);  // an equal object finds the dict's key
      b_.call_function("__delitem", args);
    } else if (s == s_attribute) {
      Reg args[2] = {lower_expr(child(x, f_object)), b_.const_str(text(child(x, f_attribute)))};
      b_.call_function(attr_hooks() ? "__py_delattr" : "__delattr", args);
    } else if (s == s_identifier) {
      if (bundled_depth_ > 0) {
        b_.store_var(text(x), b_.const_none());
        return;
      }
      const bool class_body = !class_depths_.empty() && class_depths_.back() == vars_.depth();
      class_dels_ |= class_body;  // the class drops the names holding the marker once built
      identifier(x);  // an unbound name cannot be deleted: its read raises
      // a function's slot becomes unbound (Undef); a module's or class body's holds a marker
      Reg module_level = b_.const_bool(vars_.depth() == 1 || class_body || vars_.is_outer(text(x)));
      b_.store_var(text(x), b_.call_function("__py_unbound", std::span<const Reg>(&module_level, 1)));
    } else {
      unsupported(x);
    }
  }

  /// `with A() as a, B() as b: body` nests one item per level, as PEP 343
  /// spells it:
  ///   mgr = A(); a = mgr.__enter__(); ok = True
  ///   try: <next item or body>
  ///   except BaseException as e:
  ///       ok = False
  ///       if not mgr.__exit__(type(e), e, None): raise
  ///   finally:
  ///       if ok: mgr.__exit__(None, None, None)
  /// so an exception reaches __exit__ (which may swallow it), and return,
  /// break and continue leave through __exit__ too. The traceback argument
  /// is None: the VM has no traceback objects.
  void with_statement(TSNode n) {
    const bool async = is_async(n);
    std::vector<TSNode> items;
    for (TSNode k : named_children(n)) {
      if (std::string_view(ts_node_type(k)) != "with_clause") continue;
      for (TSNode item : named_children(k)) items.push_back(item);
    }
    with_items(n, items, 0, async, vars_.depth() > 1 && contains_return(n));
  }
  void with_items(TSNode n, const std::vector<TSNode>& items, std::size_t k, bool async, bool may_return) {
    if (k == items.size()) return lower_stmts(child(n, f_body));
    TSNode item = items[k];
    SpanScope sc(b_, span(item));
    TSNode value = child(item, f_value);
    if (!ts_node_is_null(value) && sym(value) == s_parenthesized) {  // with (m() as x): one item in parentheses
      auto inner = named_children(value);
      if (inner.size() == 1 && sym(inner[0]) == s_as_pattern) value = inner[0];
    }
    TSNode target{};
    TSNode expr = value;
    if (!ts_node_is_null(value) && sym(value) == s_as_pattern) {
      auto parts = named_children(value);
      expr = parts.empty() ? value : parts[0];
      TSNode alias = child(value, f_alias);
      if (!ts_node_is_null(alias)) {
        auto ak = named_children(alias);
        target = ak.empty() ? alias : ak[0];
      } else if (parts.size() > 1) {
        target = parts[1];
      }
    }
    const std::string id = std::to_string(b_.new_label_id());
    const std::string mgr = "__with_mgr_" + id, ok = "__with_ok_" + id;
    Reg ctx = lower_expr(expr);
    b_.decl_var(mgr, ctx);
    Reg entered = b_.call_method(ctx, async ? "__aenter__" : "__enter__", {});
    if (async) entered = emit_await(entered);  // `async with`: the protocol's coroutines are awaited
    b_.decl_var(ok, b_.const_bool(true));
    auto exit_call = [this, mgr, async](std::span<const Reg> args) {
      Reg r = b_.call_method(b_.load_var(mgr), async ? "__aexit__" : "__exit__", args);
      return async ? emit_await(r) : r;
    };
    CatchClause h;
    h.hint = "*";
    h.span = span(item);
    h.body = [this, ok, exit_call](Reg e) {
      b_.store_var(ok, b_.const_bool(false));
      Reg none = b_.const_none();
      Reg args[3] = {b_.call_function("type", std::span<const Reg>(&e, 1)), e, none};
      Reg swallowed = exit_call(args);
      emit_if([&] { return b_.unop(Operator::Not, swallowed); },
              [&] {
                b_.rethrow();
                after_terminator();
              },
              {});
    };
    std::function<void()> fin = [this, ok, exit_call] {
      emit_if([&] { return b_.load_var(ok); },
              [&] {
                Reg none = b_.const_none();
                Reg args[3] = {none, none, none};
                exit_call(args);
              },
              {});
    };
    emit_try(
        [&] {
          if (!ts_node_is_null(target)) assign_target(target, entered);
          with_items(n, items, k + 1, async, may_return);
        },
        {h}, {}, fin, may_return);
  }

  // --- match statement (PEP 634) -----------------------------------------------------
  // The subject is evaluated once into a register. Each case tests its
  // pattern with branches to the next case's label (`match_case_K_N`); the
  // names a pattern captures are bound once the whole pattern has matched,
  // then the guard runs, then the body, which ends at `match_end_N`. Tests
  // that Python's rules need beyond the IR's operators are natives of the
  // runtime: __match_seq (list/tuple, never str/dict), __match_map (dict),
  // __match_rest (the `**rest` dict) and __match_class (isinstance plus
  // __match_args__ and attribute lookup; None when the pattern fails).
  using Captures = std::vector<std::pair<std::string, Reg>>;

  /// A pattern as the grammar spells it: one node, `-` before a number, or
  /// the wildcard `_` (an anonymous token).
  struct Pat {
    TSNode node{};
    bool neg = false;
    bool wildcard = true;
  };
  static Pat pat_node(TSNode n) { return Pat{n, false, false}; }
  Pat pat_of(const std::vector<TSNode>& toks) {
    Pat p;
    for (TSNode t : toks) {
      if (!ts_node_is_named(t)) {
        if (text(t) == "-") p.neg = true;
        continue;
      }
      p.node = t;
      p.wildcard = false;
    }
    return p;
  }
  /// Every child, anonymous tokens included (comments left out).
  static std::vector<TSNode> all_children(TSNode n) {
    std::vector<TSNode> out;
    const std::uint32_t c = ts_node_child_count(n);
    for (std::uint32_t i = 0; i < c; ++i) {
      TSNode k = ts_node_child(n, i);
      if (!ts_node_is_extra(k)) out.push_back(k);
    }
    return out;
  }
  bool has_comma(TSNode n) {
    for (TSNode k : all_children(n))
      if (!ts_node_is_named(k) && text(k) == ",") return true;
    return false;
  }

  void match_statement(TSNode n) {
    auto subjects = field_children(n, f_subject);
    Reg subj;
    if (subjects.size() == 1 && !has_comma(n)) {
      subj = lower_expr(subjects[0]);
    } else {  // match a, b:  matches the tuple (a, b)
      std::vector<Reg> items;
      for (TSNode s : subjects) items.push_back(lower_expr(s));
      subj = build_sequence("tuple", items);
    }
    std::vector<TSNode> clauses;
    TSNode body = child(n, f_body);
    if (!ts_node_is_null(body))
      for (TSNode k : named_children(body))
        if (sym(k) == s_case_clause) clauses.push_back(k);
    const std::uint32_t id = b_.new_label_id();
    const Symbol end = b_.label_name("match_end", id);
    for (std::size_t k = 0; k < clauses.size(); ++k) {
      TSNode c = clauses[k];
      const Symbol next = b_.label_name("match_case_" + std::to_string(k + 1), id);
      {
        SpanScope sc(b_, span(c));
        vars_.enter_block();
        std::vector<TSNode> pats;
        for (TSNode p : named_children(c))
          if (sym(p) == s_case_pattern) pats.push_back(p);
        Captures caps;
        if (pats.size() == 1 && !has_comma(c)) match_pattern(pat_node(pats[0]), subj, next, caps);
        else match_sequence(pats, subj, next, caps);  // case a, b:  an open sequence pattern
        for (auto& [name, r] : caps) assign_name(name, r);
        TSNode guard = child(c, f_guard);
        if (!ts_node_is_null(guard)) {
          auto g = named_children(guard);
          if (!g.empty()) expect(lower_expr(g[0]), next);
        }
      }
      lower_stmts(child(c, f_consequence));
      vars_.exit_block();
      b_.branch(end);
      b_.label(next);
    }
    b_.branch(end);
    b_.label(end);
  }

  /// Continue when `cond` holds, else go to `fail`.
  void expect(Reg cond, Symbol fail) {
    Symbol ok = b_.fresh_label("match_ok");
    b_.branch_if(cond, ok, fail);
    b_.label(ok);
  }
  Reg call1(std::string_view fn, Reg a) { return b_.call_function(fn, std::span<const Reg>(&a, 1)); }

  /// The value of a literal or value pattern (`-1`, `"s"`, `Color.RED`).
  Reg pattern_value(const Pat& p) {
    TSNode n = p.node;
    if (sym(n) == s_dotted_name) {
      auto ids = named_children(n);
      if (ids.empty()) return unsupported(n);
      Reg v = b_.load_var(text(ids[0]));
      for (std::size_t k = 1; k < ids.size(); ++k) v = b_.load_field(v, text(ids[k]));
      return v;
    }
    if (sym(n) == s_complex_pattern) return complex_pattern(n);
    if (p.neg && sym(n) == s_integer) {
      std::int64_t v;
      if (const_int(n, v)) return b_.const_int(-v);
    }
    Reg v = lower_expr(n);
    return p.neg ? b_.unop(Operator::Neg, v) : v;
  }

  /// `case -1+2j:` (complex_pattern): [-] real (+|-) imaginary, computed as written.
  Reg complex_pattern(TSNode n) {
    Reg acc = kNoReg;
    bool neg = false;
    Operator op = Operator::Add;
    for (TSNode k : all_children(n)) {
      if (!ts_node_is_named(k)) {
        if (acc == kNoReg) neg = text(k) == "-";
        else op = text(k) == "-" ? Operator::Sub : Operator::Add;
        continue;
      }
      Reg v = lower_expr(k);
      if (acc == kNoReg) acc = neg ? b_.unop(Operator::Neg, v) : v;
      else acc = b_.binop(op, acc, v);
    }
    return acc == kNoReg ? unsupported(n) : acc;
  }

  void match_pattern(const Pat& p, Reg subj, Symbol fail, Captures& caps) {
    if (p.wildcard) return;
    TSNode n = p.node;
    if (deeper_than_allowed(n)) return;
    DepthGuard g(depth_);
    SpanScope sc(b_, span(n));
    TSSymbol s = sym(n);
    if (s == s_case_pattern) {
      match_pattern(pat_of(all_children(n)), subj, fail, caps);
    } else if (s == s_dotted_name) {
      auto ids = named_children(n);
      if (ids.size() == 1) {  // capture pattern (`_` never binds)
        if (text(ids[0]) != "_") caps.emplace_back(std::string(text(ids[0])), subj);
        return;
      }
      expect(b_.binop(Operator::Eq, subj, pattern_value(p)), fail);  // value pattern
    } else if (s == s_true || s == s_false || s == s_none) {
      expect(b_.binop(Operator::Is, subj, lower_expr(n)), fail);
    } else if (s == s_integer || s == s_float || s == s_string || s == s_concatenated_string ||
               s == s_complex_pattern) {
      expect(b_.binop(Operator::Eq, subj, pattern_value(p)), fail);
    } else if (s == s_as_pattern) {
      auto kids = named_children(n);
      if (kids.empty()) return;
      match_pattern(pat_node(kids[0]), subj, fail, caps);
      if (kids.size() > 1) {
        TSNode alias = kids.back();
        auto inner = named_children(alias);  // (as_pattern_target wraps the name in other contexts)
        if (sym(alias) != s_identifier && !inner.empty()) alias = inner[0];
        caps.emplace_back(std::string(text(alias)), subj);
      }
    } else if (s == s_union_pattern) {
      match_union(n, subj, fail, caps);
    } else if (s == s_tuple_pattern || s == s_list_pattern) {
      auto elems = named_children(n);
      if (s == s_tuple_pattern && elems.size() == 1 && !has_comma(n)) {  // group pattern (p)
        match_pattern(pat_node(elems[0]), subj, fail, caps);
        return;
      }
      match_sequence(elems, subj, fail, caps);
    } else if (s == s_dict_pattern) {
      match_mapping(n, subj, fail, caps);
    } else if (s == s_class_pattern) {
      match_class(n, subj, fail, caps);
    } else {
      Reg u = unsupported(n);
      expect(b_.binop(Operator::Eq, subj, u), fail);
    }
  }

  /// p1 | p2 | ...: each alternative tries in turn; the names the matching
  /// one captured go through hidden variables __or_N_<name> to the join.
  void match_union(TSNode n, Reg subj, Symbol fail, Captures& caps) {
    std::vector<Pat> alts;
    std::vector<TSNode> cur;
    for (TSNode t : all_children(n)) {
      if (!ts_node_is_named(t) && text(t) == "|") {
        alts.push_back(pat_of(cur));
        cur.clear();
      } else {
        cur.push_back(t);
      }
    }
    alts.push_back(pat_of(cur));
    const std::uint32_t id = b_.new_label_id();
    const Symbol ok = b_.label_name("match_or_ok", id);
    const std::string prefix = "__or_" + std::to_string(id) + "_";
    std::vector<std::string> names;
    for (std::size_t k = 0; k < alts.size(); ++k) {
      const bool last = k + 1 == alts.size();
      const Symbol alt_fail = last ? fail : b_.label_name("match_or_" + std::to_string(k + 1), id);
      Captures sub;
      match_pattern(alts[k], subj, alt_fail, sub);
      if (k == 0)
        for (auto& c : sub) names.push_back(c.first);
      for (auto& [name, r] : sub) b_.decl_var(prefix + name, r);
      b_.branch(ok);
      if (!last) b_.label(alt_fail);
    }
    b_.label(ok);
    for (auto& name : names) caps.emplace_back(name, b_.load_var(prefix + name));
  }

  /// [a, b, *rest] / (a, b) / case a, b: a list or tuple of the right length.
  void match_sequence(const std::vector<TSNode>& elems, Reg subj, Symbol fail, Captures& caps) {
    expect(call1("__match_seq", subj), fail);
    std::size_t star = elems.size();
    TSNode star_node{};
    for (std::size_t k = 0; k < elems.size(); ++k) {
      TSNode e = elems[k];
      if (sym(e) == s_case_pattern) {
        auto inner = named_children(e);
        if (inner.size() == 1) e = inner[0];
      }
      if (sym(e) == s_splat_pattern && star == elems.size()) {
        star = k;
        star_node = e;
      }
    }
    const bool starred = star < elems.size();
    const std::size_t fixed = starred ? elems.size() - 1 : elems.size();
    Reg len = b_.unop(Operator::Len, subj);
    Reg want = b_.const_int(static_cast<std::int64_t>(fixed));
    expect(b_.binop(starred ? Operator::Ge : Operator::Eq, len, want), fail);
    for (std::size_t k = 0; k < elems.size(); ++k) {
      if (k == star) {
        auto name = named_children(star_node);
        if (name.empty() || text(name[0]) == "_") continue;  // *_ binds nothing
        // *rest -> list(subject[k : len - after])
        Reg lo = b_.const_int(static_cast<std::int64_t>(k));
        const std::size_t after = elems.size() - k - 1;
        Reg hi = after > 0 ? b_.const_int(-static_cast<std::int64_t>(after)) : b_.const_none();
        Reg step = b_.const_none();
        Reg args[3] = {lo, hi, step};
        Reg part = b_.load_index(subj, b_.call_function("slice", args));
        caps.emplace_back(std::string(text(name[0])), call1("list", part));
        continue;
      }
      std::int64_t index = static_cast<std::int64_t>(k);
      if (starred && k > star) index = -static_cast<std::int64_t>(elems.size() - k);
      Reg item = b_.load_index(subj, b_.const_int(index));
      match_pattern(pat_node(elems[k]), item, fail, caps);
    }
  }

  /// {"k": p, 1: q, **rest}: a dict holding every key; extra keys are fine.
  void match_mapping(TSNode n, Reg subj, Symbol fail, Captures& caps) {
    expect(call1("__match_map", subj), fail);
    std::vector<Reg> keys;
    std::string rest;
    std::vector<TSNode> key_toks;
    bool after_colon = false;
    for (TSNode t : all_children(n)) {
      const bool named = ts_node_is_named(t);
      std::string_view tx = named ? std::string_view{} : text(t);
      if (!named && (tx == "{" || tx == "}" || tx == ",")) {
        key_toks.clear();
        after_colon = false;
        continue;
      }
      if (named && sym(t) == s_splat_pattern) {  // **rest
        auto name = named_children(t);
        if (!name.empty() && text(name[0]) != "_") rest = text(name[0]);
        continue;
      }
      if (!named && tx == ":") {
        after_colon = true;
        continue;
      }
      if (!after_colon) {
        key_toks.push_back(t);
        continue;
      }
      Pat key = pat_of(key_toks);
      if (key.wildcard) continue;
      Reg k = pattern_value(key);
      keys.push_back(k);
      expect(b_.binop(Operator::In, k, subj), fail);
      Reg v = b_.load_index(subj, k);
      match_pattern(pat_node(t), v, fail, caps);
    }
    if (!rest.empty()) {
      Reg args[2] = {subj, build_sequence("tuple", keys)};
      caps.emplace_back(rest, b_.call_function("__match_rest", args));
    }
  }

  /// Cls(p, q, name=r): isinstance plus __match_args__ (or the subject
  /// itself for int(x), str(s), ...) through the __match_class native.
  void match_class(TSNode n, Reg subj, Symbol fail, Captures& caps) {
    auto kids = named_children(n);
    if (kids.empty()) return;
    Reg cls = pattern_value(pat_node(kids[0]));
    std::vector<Pat> positional, keyword;
    std::vector<std::string> kw_names;
    for (std::size_t k = 1; k < kids.size(); ++k) {
      TSNode a = kids[k];
      auto inner = named_children(a);
      if (sym(a) == s_case_pattern && inner.size() == 1 && sym(inner[0]) == s_keyword_pattern) {
        TSNode kw = inner[0];
        auto toks = all_children(kw);
        std::vector<TSNode> value;
        bool seen_eq = false;
        std::string kname;
        for (TSNode t : toks) {
          if (!seen_eq && !ts_node_is_named(t) && text(t) == "=") seen_eq = true;
          else if (!seen_eq && ts_node_is_named(t) && kname.empty()) kname = text(t);
          else if (seen_eq) value.push_back(t);
        }
        kw_names.push_back(kname);
        keyword.push_back(pat_of(value));
      } else {
        positional.push_back(pat_node(a));
      }
    }
    std::vector<Reg> args{subj, cls, b_.const_int(static_cast<std::int64_t>(positional.size()))};
    for (auto& kname : kw_names) args.push_back(b_.const_str(kname));
    Reg r = b_.call_function("__match_class", args);
    expect(b_.binop(Operator::IsNot, r, b_.const_none()), fail);
    std::size_t i = 0;
    for (auto* group : {&positional, &keyword})
      for (const Pat& p : *group) {
        Reg item = b_.load_index(r, b_.const_int(static_cast<std::int64_t>(i++)));
        match_pattern(p, item, fail, caps);
      }
  }

  // --- expressions -----------------------------------------------------------------
  Reg identifier(TSNode n) {
    Reg v = b_.load_var(text(n));
    if (bundled_depth_ > 0 || module_dels_.empty() || !module_dels_.count(std::string(text(n)))) return v;
    Reg args[2] = {v, b_.const_str(text(n))};  // a name a module-level `del` unbinds: NameError after it
    return b_.call_function("__py_bound", args);
  }
  Reg integer(TSNode n) {
    Operand o;
    std::string_view t = text(n);
    if (!t.empty() && (t.back() == 'j' || t.back() == 'J')) return imaginary(n);
    if (!frontend::integer_literal(b_, t, o)) return unsupported(n);
    return b_.const_(o);
  }
  Reg float_(TSNode n) {
    Operand o;
    std::string_view t = text(n);
    if (!t.empty() && (t.back() == 'j' || t.back() == 'J')) return imaginary(n);
    if (!frontend::float_literal(b_, t, o)) return unsupported(n);
    return b_.const_(o);
  }
  Reg true_(TSNode) { return b_.const_bool(true); }
  Reg false_(TSNode) { return b_.const_bool(false); }
  Reg none(TSNode) { return b_.const_none(); }

  /// Pieces of a string: literal text or lowered interpolations.
  void string_parts(TSNode n, std::string& literal, std::vector<Reg>& parts, bool& any_interp) {
    bool raw = false, is_f = false, is_bytes = false;
    for (TSNode k : named_children(n)) {
      TSSymbol s = sym(k);
      if (s == s_string_start) {
        for (char c : text(k)) {
          char l = static_cast<char>(c | 0x20);
          if (l == 'r') raw = true;
          if (l == 'f') is_f = true;
          if (l == 'b') is_bytes = true;
        }
      } else if (s == s_string_content) {
        std::string_view t = text(k);
        std::string piece = raw ? std::string(t) : frontend::unescape(t);
        if (is_f) {  // {{ and }} are literal braces
          std::string unb;
          for (std::size_t i = 0; i < piece.size(); ++i) {
            unb.push_back(piece[i]);
            if ((piece[i] == '{' || piece[i] == '}') && i + 1 < piece.size() && piece[i + 1] == piece[i]) ++i;
          }
          piece = std::move(unb);
        }
        literal += piece;
      } else if (s == s_interpolation) {
        any_interp = true;
        if (!literal.empty()) {
          parts.push_back(b_.const_str(literal));
          literal.clear();
        }
        SpanScope sc(b_, span(k));
        // `{expr=}` (3.8): the expression's text up to and with the `=` comes
        // first, and the value is its repr unless a conversion or spec is given
        bool self_doc = false;
        for (std::uint32_t i = 0, nk = ts_node_child_count(k); i < nk; ++i) {
          TSNode t = ts_node_child(k, i);
          if (!ts_node_is_named(t) && std::string_view(ts_node_type(t)) == "=") {
            const std::uint32_t from = ts_node_start_byte(k) + 1;  // spaces after `=` are kept too
            const std::uint32_t to = i + 1 < nk ? ts_node_start_byte(ts_node_child(k, i + 1)) : ts_node_end_byte(t);
            parts.push_back(b_.const_str(std::string(src_.substr(from, to - from))));
            self_doc = true;
            break;
          }
        }
        Reg v = lower_expr(child(k, f_expression));
        TSNode conv = child(k, f_type_conversion);
        TSNode spec = child(k, f_format_specifier);
        if (!ts_node_is_null(conv)) {
          std::string_view c = text(conv);
          if (c == "!r" || c == "!a") v = b_.call_function("repr", std::span<const Reg>(&v, 1));
          else if (c == "!s") v = b_.call_function("str", std::span<const Reg>(&v, 1));
        } else if (self_doc && ts_node_is_null(spec)) {
          v = b_.call_function("repr", std::span<const Reg>(&v, 1));
        }
        if (!ts_node_is_null(spec)) {
          Reg sr = format_spec(spec);
          Reg args[2] = {v, sr};
          v = b_.call_function("format", args);
        } else if (ts_node_is_null(conv) && !self_doc) {
          // `{x}` is format(x, ''): a class's own __format__ sees the empty spec
          Reg args[2] = {v, b_.const_str("")};
          v = b_.call_function("format", args);
        } else {
          v = b_.call_function("str", std::span<const Reg>(&v, 1));
        }
        parts.push_back(v);
      }
    }
    (void)is_bytes;
  }

  /// The format spec after ':' as a string register; nested replacement
  /// fields (`{x:{width}}`) are concatenated in as str(...).
  Reg format_spec(TSNode spec) {
    std::string literal;
    std::vector<Reg> parts;
    const std::uint32_t a = ts_node_start_byte(spec), e = ts_node_end_byte(spec);
    std::uint32_t pos = a;
    if (pos < e && pos < src_.size() && src_[pos] == ':') ++pos;
    TSTreeCursor c = ts_tree_cursor_new(spec);
    if (ts_tree_cursor_goto_first_child(&c)) {
      do {
        TSNode k = ts_tree_cursor_current_node(&c);
        if (sym(k) != s_format_expression) continue;
        if (ts_node_start_byte(k) > pos) literal += src_.substr(pos, ts_node_start_byte(k) - pos);
        pos = ts_node_end_byte(k);
        if (!literal.empty()) parts.push_back(b_.const_str(literal));
        literal.clear();
        Reg v = lower_expr(child(k, f_expression));
        parts.push_back(b_.call_function("str", std::span<const Reg>(&v, 1)));
      } while (ts_tree_cursor_goto_next_sibling(&c));
    }
    ts_tree_cursor_delete(&c);
    if (pos < e && e <= src_.size()) literal += src_.substr(pos, e - pos);
    return join_parts(literal, parts);
  }

  Reg join_parts(std::string& literal, std::vector<Reg>& parts) {
    if (!literal.empty() || parts.empty()) parts.push_back(b_.const_str(literal));
    Reg acc = parts[0];
    for (std::size_t k = 1; k < parts.size(); ++k) acc = b_.binop(Operator::Add, acc, parts[k]);
    return acc;
  }

  Reg string(TSNode n) {
    std::string literal;
    std::vector<Reg> parts;
    bool interp = false;
    string_parts(n, literal, parts, interp);
    return as_bytes(is_bytes_literal(n), join_parts(literal, parts));
  }
  Reg concatenated_string(TSNode n) {
    std::string literal;
    std::vector<Reg> parts;
    bool interp = false, bytes = false;
    for (TSNode k : named_children(n))
      if (sym(k) == s_string) {
        bytes = bytes || is_bytes_literal(k);
        string_parts(k, literal, parts, interp);
      }
    return as_bytes(bytes, join_parts(literal, parts));
  }
  /// A b'' literal's text (one character per byte) made a bytes object.
  Reg as_bytes(bool bytes, Reg text) {
    if (!bytes || !bytes_ready_) return text;
    return b_.call_function("__rd_bytes", std::span<const Reg>(&text, 1));
  }

  Reg binary_operator(TSNode n) {
    Operator op{};
    if (!binary_op(text(child(n, f_operator)), op)) return unsupported(n);
    Reg l = lower_expr(child(n, f_left));
    Reg r = lower_expr(child(n, f_right));
    return b_.binop(op, l, r);
  }
  Reg boolean_operator(TSNode n) {
    bool is_and = text(child(n, f_operator)) == "and";
    return emit_short_circuit(is_and, [&] { return lower_expr(child(n, f_left)); },
                              [&] { return lower_expr(child(n, f_right)); });
  }
  Reg not_operator(TSNode n) { return b_.unop(Operator::Not, lower_expr(child(n, f_argument))); }
  Reg unary_operator(TSNode n) {
    std::string_view op = text(child(n, f_operator));
    TSNode arg = child(n, f_argument);
    if (op == "-" && sym(arg) == s_integer) {
      std::int64_t v;
      if (const_int(arg, v)) return b_.const_int(-v);
    }
    Operator o{};
    if (!unary_operator_from_spelling(op, o)) return unsupported(n);
    return b_.unop(o, lower_expr(arg));
  }

  static bool comparison(std::string_view op, Operator& out) {
    std::string norm;
    for (char c : op) {
      if (c == ' ' || c == '\t' || c == '\n') {
        if (!norm.empty() && norm.back() != '_') norm.push_back('_');
      } else {
        norm.push_back(c);
      }
    }
    if (norm == "<>") norm = "!=";
    return binary_operator_from_spelling(norm, out);
  }

  Reg comparison_operator(TSNode n) {
    auto operands = named_children(n);
    auto ops = field_children(n, f_operators);
    if (operands.size() < 2 || ops.size() != operands.size() - 1) return unsupported(n);
    std::vector<Operator> opers;
    for (TSNode o : ops) {
      Operator x{};
      if (!comparison(text(o), x)) return unsupported(n);
      opers.push_back(x);
    }
    Reg l = lower_expr(operands[0]);
    Reg r = lower_expr(operands[1]);
    Reg res = b_.binop(opers[0], l, r);
    if (operands.size() == 2) return res;
    // a < b < c: later comparisons only when earlier ones hold; b once.
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__cmp_" + std::to_string(id);
    Symbol end = b_.label_name("cmp_end", id);
    b_.decl_var(tmp, res);
    for (std::size_t k = 2; k < operands.size(); ++k) {
      Symbol next = b_.label_name("cmp_" + std::to_string(k), id);
      b_.branch_if(res, next, end);
      b_.label(next);
      Reg r2 = lower_expr(operands[k]);
      res = b_.binop(opers[k - 1], r, r2);
      b_.store_var(tmp, res);
      r = r2;
    }
    b_.branch(end);
    b_.label(end);
    return b_.load_var(tmp);
  }

  std::vector<Reg> arguments(TSNode args) {
    std::vector<Reg> out;
    if (ts_node_is_null(args)) return out;
    if (sym(args) == s_generator_expression) {
      out.push_back(lower_expr(args));
      return out;
    }
    for (TSNode a : named_children(args)) {
      SpanScope sc(b_, span(a));
      TSSymbol s = sym(a);
      if (s == s_keyword_argument) {
        Reg name = b_.const_str(text(child(a, f_name)));
        Reg v = exc_info_handled_ != kNoReg && text(child(a, f_name)) == "exc_info" && text(child(a, f_value)) == "True"
                    ? exc_info_handled_
                    : lower_expr(child(a, f_value));
        Reg kv[2] = {name, v};
        out.push_back(b_.call_function("__kwarg", kv));
      } else if (is_splat(a) || s == s_dictionary_splat) {
        Reg name = b_.const_str(s == s_dictionary_splat ? "**" : "*");
        Reg v;
        if (s == s_dictionary_splat) {
          auto inner = named_children(a);
          v = inner.empty() ? b_.const_none() : lower_expr(inner[0]);
        } else {
          v = splat_value(a);
        }
        Reg kv[2] = {name, v};
        out.push_back(b_.call_function("__kwarg", kv));
      } else {
        out.push_back(lower_expr(a));
      }
    }
    return out;
  }

  /// The exception exc_info=True stands for in the arguments being lowered (kNoReg: none).
  Reg exc_info_handled_ = kNoReg;
  /// `logging`, `logger`, `self.log`, `LOG`, `audit_logger`...: a receiver named as a logger.
  bool log_receiver(TSNode obj) {
    if (sym(obj) == s_attribute) obj = child(obj, f_attribute);
    if (sym(obj) != s_identifier) return false;
    std::string t(text(obj));
    for (char& c : t) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return t == "logging" || t == "log" || t == "logger" || t.ends_with("_log") || t.ends_with("_logger") ||
           t.starts_with("log_") || t.starts_with("logger_");
  }
  bool has_keyword(TSNode args, std::string_view name) {
    if (ts_node_is_null(args)) return false;
    for (TSNode a : named_children(args))
      if (sym(a) == s_keyword_argument && text(child(a, f_name)) == name) return true;
    return false;
  }

  /// ctypes.CDLL(path), cdll.LoadLibrary(path), ...: a foreign library
  /// handle (SYMBOLIC "ffi:<loader>", ADR 0015) whose methods are the C
  /// library's symbols. The runtime has no ctypes: the call was symbolic.
  static bool ctypes_loader(std::string_view f) {
    return f == "CDLL" || f == "PyDLL" || f == "WinDLL" || f == "OleDLL" || f == "LoadLibrary";
  }

  /// `o.__dict__` as a node: o (null otherwise). Writes through it reach the
  /// object (the VM's __dict__ is a copy): `o.__dict__[k] = v`, `del
  /// o.__dict__[k]` and `o.__dict__.update(...)` lower to __py_dict_*.
  TSNode dict_of(TSNode n) {
    if (ts_node_is_null(n) || sym(n) != s_attribute || text(child(n, f_attribute)) != "__dict__") return TSNode{};
    return child(n, f_object);
  }

  Reg call(TSNode n) {
    TSNode fn = child(n, f_function);
    TSSymbol s = sym(fn);
    if ((text(fn) == "sys.exc_info" || (text(fn) == "exc_info" && src_.find("from sys import") != std::string_view::npos)) &&
        named_children(child(n, f_arguments)).empty()) {
      // sys.exc_info(): the exception the enclosing except clause handles, (None, None, None) outside one
      SpanScope sc(b_, span(n));
      if (handling_.empty()) {
        std::vector<Reg> none{b_.const_none(), b_.const_none(), b_.const_none()};
        return build_sequence("tuple", none);
      }
      Reg e = handling_.back();
      std::vector<Reg> info{b_.call_function("type", std::span<const Reg>(&e, 1)), e, b_.symbolic("traceback")};  // (no traceback objects)
      return build_sequence("tuple", info);
    }
    if (s == s_attribute && text(child(fn, f_attribute)) == "update" && !ts_node_is_null(dict_of(child(fn, f_object)))) {
      std::vector<Reg> args{lower_expr(dict_of(child(fn, f_object)))};
      for (Reg a : arguments(child(n, f_arguments))) args.push_back(a);
      SpanScope sc(b_, span(n));
      return b_.call_function("__py_dict_update", args);
    }
    if (s == s_attribute) {
      Reg obj = lower_expr(child(fn, f_object));
      // a logger's exc_info=True / exception() and traceback.format_exc() /
      // print_exc() inside an except clause: the exception it handles (what
      // CPython's sys.exc_info() would find; the VM's is lexical)
      const std::string_view meth = text(child(fn, f_attribute));
      const Reg handled = handling_.empty() ? kNoReg : handling_.back();
      const bool logs = handled != kNoReg && log_receiver(child(fn, f_object));
      Reg saved = exc_info_handled_;
      exc_info_handled_ = logs ? handled : kNoReg;
      auto args = arguments(child(n, f_arguments));
      exc_info_handled_ = saved;
      if (logs && meth == "exception" && !has_keyword(child(n, f_arguments), "exc_info")) {
        Reg kv[2] = {b_.const_str("exc_info"), handled};
        args.push_back(b_.call_function("__kwarg", kv));
      }
      if (handled != kNoReg && text(child(fn, f_object)) == "traceback" && (meth == "format_exc" || meth == "print_exc")) {
        Reg kv[2] = {b_.const_str("_handled"), handled};
        args.push_back(b_.call_function("__kwarg", kv));
      }
      SpanScope sc(b_, span(n));
      if (ctypes_loader(text(child(fn, f_attribute)))) return b_.symbolic("ffi:" + std::string(text(child(fn, f_attribute))));
      return b_.call_method(obj, text(child(fn, f_attribute)), args);
    }
    if (s == s_identifier) {
      auto args = arguments(child(n, f_arguments));
      if (!handling_.empty() && (text(fn) == "format_exc" || text(fn) == "print_exc") &&
          src_.find("from traceback import") != std::string_view::npos) {  // as traceback.format_exc() above
        Reg kv[2] = {b_.const_str("_handled"), handling_.back()};
        args.push_back(b_.call_function("__kwarg", kv));
      }
      SpanScope sc(b_, span(n));
      if (ctypes_loader(text(fn))) return b_.symbolic("ffi:" + std::string(text(fn)));
      return b_.call_function(text(fn), args);
    }
    Reg callee = lower_expr(fn);
    auto args = arguments(child(n, f_arguments));
    SpanScope sc(b_, span(n));
    return b_.call_unknown(callee, args);
  }

  /// An annotation's `type` node: the expression or type form it holds.
  /// `*Ts` / `*tuple[int, str]` in an annotation (PEP 646): the unpacked
  /// type itself (only a type is ever starred there).
  static TSNode unpacked_type(TSNode t) {
    std::string_view k = ts_node_type(t);
    return (k == "list_splat" || k == "splat_type") && ts_node_named_child_count(t) > 0 ? ts_node_named_child(t, 0) : t;
  }
  Reg annotation(TSNode n) {
    if (ts_node_named_child_count(n) == 0) return b_.const_str(text(n));
    return lower_expr(unpacked_type(ts_node_named_child(n, 0)));
  }
  /// `list[int]` / `dict[str, int]` in an annotation: the subscript it spells.
  Reg generic_type(TSNode n) {
    auto kids = named_children(n);
    if (kids.size() != 2) return unsupported(n);
    Reg base = lower_expr(unpacked_type(kids[0]));
    std::vector<Reg> params;
    for (TSNode t : named_children(kids[1])) params.push_back(lower_expr(t));
    Reg idx = params.size() == 1 ? params[0] : build_sequence("tuple", params);
    return b_.load_index(base, idx);
  }
  /// `int | None` in an annotation.
  Reg union_type(TSNode n) {
    auto kids = named_children(n);
    if (kids.size() != 2) return unsupported(n);
    Reg l = lower_expr(kids[0]);
    Reg r = lower_expr(kids[1]);
    return b_.binop(Operator::BitOr, l, r);
  }
  /// `mod.T` in an annotation.
  Reg member_type(TSNode n) {
    auto kids = named_children(n);
    if (kids.size() != 2) return unsupported(n);
    return b_.load_field(lower_expr(kids[0]), text(kids[1]));
  }

  Reg attribute(TSNode n) {
    Reg obj = lower_expr(child(n, f_object));
    return b_.load_field(obj, text(child(n, f_attribute)));
  }

  Reg slice(TSNode n) {
    // children: [lo] ':' [hi] [':' [step]]
    Reg parts[3] = {kNoReg, kNoReg, kNoReg};
    int colon = 0;
    const std::uint32_t c = ts_node_child_count(n);
    for (std::uint32_t i = 0; i < c; ++i) {
      TSNode k = ts_node_child(n, i);
      if (!ts_node_is_named(k)) {
        if (text(k) == ":") ++colon;
        continue;
      }
      if (colon < 3 && !ts_node_is_extra(k)) parts[colon] = lower_expr(k);
    }
    for (Reg& r : parts)
      if (r == kNoReg) r = b_.const_none();
    return b_.call_function("slice", parts);
  }

  Reg subscript_index(TSNode n) {
    auto idx = field_children(n, f_subscript);
    bool splat = false;
    for (TSNode k : idx) splat |= is_splat(k);
    if (idx.size() == 1 && !splat) {
      if (sym(idx[0]) == s_slice) return slice(idx[0]);
      return lower_expr(idx[0]);
    }
    // a[i, j] indexes with a tuple; a[*ts] and a[i, *ts] (PEP 646) with the unpacked one
    if (splat) {
      Reg acc = b_.new_array("list", b_.const_int(0));
      for (TSNode k : idx) {
        Reg ext[2] = {acc, is_splat(k) ? splat_value(k) : sym(k) == s_slice ? slice(k) : lower_expr(k)};
        b_.call_function(is_splat(k) ? "__extend" : "__append", ext);
      }
      return b_.call_function("tuple", std::span<const Reg>(&acc, 1));
    }
    std::vector<Reg> items;
    for (TSNode k : idx) items.push_back(sym(k) == s_slice ? slice(k) : lower_expr(k));
    return build_sequence("tuple", items);
  }

  Reg subscript(TSNode n) {
    Reg obj = lower_expr(unpacked_type(child(n, f_value)));
    Reg idx = subscript_index(n);
    return b_.load_index(obj, idx);
  }

  Reg build_sequence(const char* kind, const std::vector<Reg>& items) {
    Reg size = b_.const_int(static_cast<std::int64_t>(items.size()));
    Reg seq = b_.new_array(kind, size);
    for (std::size_t k = 0; k < items.size(); ++k) {
      Reg i = b_.const_int(static_cast<std::int64_t>(k));
      b_.store_index(seq, i, items[k]);
    }
    return seq;
  }

  /// `*x` element; tree-sitter parses `*f(a)` as call(function: list_splat(f), (a))
  /// and `*a.b` as attribute(object: list_splat(a), b): the star binds to
  /// the head of the chain, the splat is the whole chain.
  bool is_splat(TSNode e, int depth = 0) {
    if (depth > 256 || ts_node_is_null(e)) return false;
    if (sym(e) == s_list_splat) return true;
    if (sym(e) == s_call) return is_splat(child(e, f_function), depth + 1);
    if (sym(e) == s_attribute) return is_splat(child(e, f_object), depth + 1);
    if (sym(e) == s_subscript) return is_splat(child(e, f_value), depth + 1);  // *tuple[int, ...]
    return false;
  }
  Reg splat_value(TSNode e, int depth = 0) {
    if (sym(e) == s_list_splat) {
      auto inner = named_children(e);
      return inner.empty() ? b_.const_none() : lower_expr(inner[0]);
    }
    if (sym(e) == s_attribute) return b_.load_field(splat_value(child(e, f_object), depth + 1), text(child(e, f_attribute)));
    if (sym(e) == s_subscript) {
      Reg obj = splat_value(child(e, f_value), depth + 1);
      return b_.load_index(obj, subscript_index(e));
    }
    TSNode fn = child(e, f_function);
    if (sym(fn) == s_attribute) {
      Reg obj = splat_value(child(fn, f_object), depth + 1);
      auto args = arguments(child(e, f_arguments));
      return b_.call_method(obj, text(child(fn, f_attribute)), args);
    }
    if (sym(fn) == s_list_splat) {
      auto inner = named_children(fn);
      if (inner.empty()) return b_.const_none();
      if (sym(inner[0]) == s_identifier) {
        auto args = arguments(child(e, f_arguments));
        return b_.call_function(text(inner[0]), args);
      }
    }
    Reg callee = splat_value(fn, depth + 1);
    auto args = arguments(child(e, f_arguments));
    return b_.call_unknown(callee, args);
  }

  Reg sequence(TSNode n, const char* kind) {
    auto elems = named_children(n);
    bool splat = false;
    for (TSNode e : elems) splat |= is_splat(e);
    if (!splat) {
      std::vector<Reg> items;
      items.reserve(elems.size());
      for (TSNode e : elems) items.push_back(lower_expr(e));
      return build_sequence(kind, items);
    }
    Reg zero = b_.const_int(0);
    Reg acc = b_.new_array("list", zero);
    for (TSNode e : elems) {
      if (is_splat(e)) {
        Reg ext[2] = {acc, splat_value(e)};
        b_.call_function("__extend", ext);
      } else {
        Reg app[2] = {acc, lower_expr(e)};
        b_.call_function("__append", app);
      }
    }
    if (std::string_view(kind) == "list") return acc;
    return b_.call_function(kind, std::span<const Reg>(&acc, 1));
  }
  Reg list(TSNode n) { return sequence(n, "list"); }
  Reg tuple(TSNode n) { return sequence(n, "tuple"); }
  Reg set(TSNode n) { return sequence(n, "set"); }

  Reg dictionary(TSNode n) {
    Reg d = b_.new_object("dict");
    for (TSNode p : named_children(n)) {
      SpanScope sc(b_, span(p));
      if (sym(p) == s_pair) {
        Reg k = lower_expr(child(p, f_key));
        Reg v = lower_expr(child(p, f_value));
        b_.store_index(d, k, v);
      } else if (sym(p) == s_dictionary_splat) {
        auto inner = named_children(p);
        Reg v = inner.empty() ? b_.const_none() : lower_expr(inner[0]);
        b_.call_method(d, "update", std::span<const Reg>(&v, 1));
      }
    }
    return d;
  }

  Reg parenthesized(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) return b_.const_none();
    return lower_expr(kids[0]);
  }

  /// Comprehensions run in their own scope, like CPython: an immediately
  /// called function whose parameter is the outermost iterable.
  Reg comprehension(TSNode n) {
    std::string_view kind = ts_node_type(n);
    auto kids = named_children(n);
    TSNode body = child(n, f_body);
    std::vector<TSNode> clauses;
    for (TSNode k : kids)
      if (sym(k) == s_for_in_clause || sym(k) == s_if_clause) clauses.push_back(k);
    if (clauses.empty() || sym(clauses[0]) != s_for_in_clause) return unsupported(n);
    const char* fname = kind == "dictionary_comprehension" ? "__dictcomp"
                        : kind == "set_comprehension"      ? "__setcomp"
                        : kind == "generator_expression"   ? "__genexpr"
                                                           : "__listcomp";
    // [x async for x in ...], [await f(x) for x in ...]: the comprehension is a coroutine, awaited here
    bool async_comp = false;
    if (kind != "generator_expression") {
      async_comp = contains_await(body);
      for (TSNode c : clauses) async_comp = async_comp || has_token(c, "async") || contains_await(c);
    }
    Reg outer = lower_expr(child(clauses[0], f_right));
    Reg fn = emit_function(fname, {"param:__outer"}, [&] {
      if (async_comp) {
        Reg ck = b_.const_str("coroutine");
        b_.call_function("__generator", std::span<const Reg>(&ck, 1));
      }
      if (kind == "generator_expression") {  // lazy, like CPython: a generator over the outermost iterable
        Reg gk = b_.const_str("generator");
        b_.call_function("__generator", std::span<const Reg>(&gk, 1));
        comprehension_clause(clauses, 0, body, kind);
        emit_return(b_.const_none());
        return;
      }
      Reg acc;
      if (kind == "dictionary_comprehension") {
        acc = b_.new_object("dict");
      } else {
        Reg zero = b_.const_int(0);
        acc = b_.new_array(kind == "set_comprehension" ? "set" : "list", zero);
      }
      b_.decl_var("__result", acc);
      comprehension_clause(clauses, 0, body, kind);
      emit_return(b_.load_var("__result"));
    });
    Reg r = b_.call_unknown(fn, std::span<const Reg>(&outer, 1));
    return async_comp ? emit_await(r) : r;
  }

  void comprehension_clause(const std::vector<TSNode>& clauses, std::size_t k, TSNode body, std::string_view kind) {
    if (k < clauses.size() && deeper_than_allowed(clauses[k])) return;  // one level per clause
    DepthGuard g(depth_);
    if (k == clauses.size()) {
      SpanScope sc(b_, span(body));
      if (kind == "generator_expression") {
        Reg v = lower_expr(body);
        b_.call_function("__yield", std::span<const Reg>(&v, 1));
        return;
      }
      Reg acc = b_.load_var("__result");
      if (kind == "dictionary_comprehension") {
        Reg key = lower_expr(child(body, f_key));
        Reg v = lower_expr(child(body, f_value));
        b_.store_index(acc, key, v);
      } else {
        Reg v = lower_expr(body);
        if (kind == "set_comprehension") {
          b_.call_method(acc, "add", std::span<const Reg>(&v, 1));
        } else {
          Reg app[2] = {acc, v};
          b_.call_function("__append", app);  // the IR's list building (no method lookup)
        }
      }
      return;
    }
    TSNode c = clauses[k];
    SpanScope sc(b_, span(c));
    if (sym(c) == s_if_clause) {
      auto cond = named_children(c);
      emit_if([&] { return cond.empty() ? b_.const_bool(true) : lower_expr(cond[0]); },
              [&] { comprehension_clause(clauses, k + 1, body, kind); }, {});
      return;
    }
    Reg pre = k == 0 ? b_.load_var("__outer") : kNoReg;
    if (has_token(c, "async")) {
      async_iterate(pre != kNoReg ? pre : lower_expr(child(c, f_right)), [&](Reg item) {
        assign_target(child(c, f_left), item);
        comprehension_clause(clauses, k + 1, body, kind);
      });
      return;
    }
    iterate(child(c, f_right), [&](Reg item) {
      assign_target(child(c, f_left), item);
      comprehension_clause(clauses, k + 1, body, kind);
    }, {}, pre);
  }

  /// `yield x` / `yield` / `yield from it`: the generator suspends; the
  /// value is what send() passes (None for next()) or, for `yield from`,
  /// the delegate's return value.
  Reg yield(TSNode n) {
    const bool from = has_token(n, "from");
    auto kids = named_children(n);
    Reg v;
    if (kids.empty()) v = b_.const_none();
    else if (kids.size() == 1 && sym(kids[0]) != s_expression_list) v = lower_expr(kids[0]);
    else v = sequence(kids.size() == 1 ? kids[0] : n, "tuple");  // yield a, b
    if (async_gen_ && !from) v = b_.call_method(b_.load_var(bundled_var("_asyncgen")), "Item", std::span<const Reg>(&v, 1));
    return b_.call_function(from ? "__yield_from" : "__yield", std::span<const Reg>(&v, 1));
  }

  Reg lambda(TSNode n) {
    return define_function(n, "__lambda");
  }

  Reg conditional(TSNode n) {
    auto kids = named_children(n);
    if (kids.size() != 3) return unsupported(n);
    return emit_conditional([&] { return lower_expr(kids[1]); }, [&] { return lower_expr(kids[0]); },
                            [&] { return lower_expr(kids[2]); });
  }

  Reg named_expression(TSNode n) {
    Reg v = lower_expr(child(n, f_value));
    assign_name(text(child(n, f_name)), v);
    return v;
  }

  TSFieldId f_left, f_right, f_operator, f_condition, f_consequence, f_alternative, f_body, f_name, f_parameters,
      f_value, f_function, f_arguments, f_object, f_attribute, f_subscript, f_key, f_argument, f_superclasses,
      f_module_name, f_alias, f_cause, f_definition, f_expression, f_format_specifier, f_type_conversion, f_operators,
      f_return_type, f_type, f_subject, f_guard;
  TSSymbol s_identifier, s_attribute, s_subscript, s_tuple, s_list, s_pattern_list, s_tuple_pattern, s_list_pattern,
      s_keyword_argument, s_list_splat, s_dictionary_splat, s_else_clause, s_elif_clause, s_except_clause,
      s_finally_clause, s_string_content, s_interpolation, s_string_start, s_pair, s_for_in_clause, s_if_clause,
      s_default_parameter, s_typed_parameter, s_typed_default_parameter, s_list_splat_pattern,
      s_dictionary_splat_pattern, s_aliased_import, s_expression_statement, s_assignment, s_import_statement, s_import_from_statement, s_slice, s_call, s_integer, s_string, s_parenthesized,
      s_as_pattern, s_global, s_nonlocal, s_function_definition, s_class_definition, s_decorated, s_block,
      s_expression_list, s_generator_expression, s_wildcard_import, s_escape_interpolation, s_unary, s_if_statement,
      s_while_statement, s_for_statement, s_try_statement, s_with_statement, s_match_statement, s_case_clause, s_format_expression, s_return,
      s_case_pattern, s_union_pattern, s_dict_pattern, s_class_pattern, s_keyword_pattern, s_splat_pattern,
      s_complex_pattern, s_dotted_name, s_float, s_true, s_false, s_none, s_concatenated_string, s_yield, s_lambda;
};

class PythonFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "python"; }
  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) override {
    return frontend::lower_with_repair<PythonLowerer>(tree_sitter_python(), "Python", src, opts);
  }
  ImportResolution resolve_import(const ImportQuery& q) const override { return python::resolve_import(q); }
  ModuleConvention module_convention() const override { return python::module_convention(); }
  ProjectEntry project_entry(const std::string& dir) const override { return python::project_entry(dir); }
};

}  // namespace

std::unique_ptr<Frontend> make_frontend() { return std::make_unique<PythonFrontend>(); }

}  // namespace reddragon::python
