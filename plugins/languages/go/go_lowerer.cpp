// go_lowerer.cpp - Go -> RedDragon IR (tree-sitter-go).
//
// Go's own rules live here; control-flow shapes, functions and the
// DECL/STORE bookkeeping come from frontend_support (ts_lowerer.hpp). The
// lowerer keeps a static type environment (variables, struct fields,
// function results) so that typed declarations, parameters, returns and
// integer arithmetic carry type annotations (the VM wraps fixed-width ints
// and truncates integer division), and so that struct and array values are
// copied where Go copies them. The run-time library (fmt, strings, ...,
// append, maps' zero values, defer/recover) is kernel/vm/rt/go.cpp.
// See docs/frontends/go.md.
#include <algorithm>
#include <array>
#include <cctype>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "reddragon/frontend_support/ast_repair.hpp"
#include "go_constant.hpp"
#include "go_project.hpp"
#include "reddragon/frontend_support/ts_lowerer.hpp"

extern "C" const TSLanguage* tree_sitter_go(void);

namespace reddragon::go {

using namespace reddragon::ir;
using frontend::TsLowerer;

namespace {

struct StructInfo {
  std::vector<std::pair<std::string, std::string>> fields;  ///< (name, type) in order
  std::vector<std::string> embeds;
  std::vector<std::string> json;  ///< per field: its `json:"..."` tag value (empty: none)
};

/// Per-function lowering context.
struct FnCtx {
  std::vector<std::string> results;        ///< result types
  std::vector<std::string> named_results;  ///< names when the results are named
  bool has_defer = false;
  bool outer_defers = false;  ///< a range-over-func body: defer pushes onto the enclosing function's __defers
  Symbol run_label;                        ///< where returns go when deferring
  std::size_t try_base = 0;
  std::size_t scope_base = 0;  ///< tenv_ level of the parameters
  std::vector<Symbol> gotos;   ///< goto targets used in this function
  std::vector<Symbol> labels;  ///< goto targets defined in this function
  std::set<std::string> own_slices;  ///< local slices only their variable holds (own_slices)
  std::set<std::string> stack_slices;  ///< ... that gc also keeps from escaping (own_slices(body, true))
};

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

class GoLowerer : public TsLowerer<GoLowerer> {
 public:
  GoLowerer(const SourceFile& src, const LowerOptions& opts, LowerOutput& out)
      : TsLowerer(tree_sitter_go(), src, opts, out) {
    out.module.language = "go";
    out.module.entry_point = "main";
    f_left = field("left"); f_right = field("right"); f_operator = field("operator");
    f_condition = field("condition"); f_consequence = field("consequence"); f_alternative = field("alternative");
    f_body = field("body"); f_name = field("name"); f_parameters = field("parameters"); f_value = field("value");
    f_function = field("function"); f_arguments = field("arguments"); f_operand = field("operand");
    f_field = field("field"); f_index = field("index"); f_type = field("type"); f_result = field("result");
    f_receiver = field("receiver"); f_initializer = field("initializer"); f_update = field("update");
    f_key = field("key"); f_element = field("element"); f_length = field("length"); f_start = field("start");
    f_end = field("end"); f_alias = field("alias"); f_label = field("label"); f_package = field("package");
    f_path = field("path"); f_channel = field("channel"); f_capacity = field("capacity");
    s_identifier = symbol("identifier"); s_selector = symbol("selector_expression");
    s_index = symbol("index_expression"); s_unary = symbol("unary_expression");
    s_call = symbol("call_expression"); s_composite = symbol("composite_literal");
    s_func_literal = symbol("func_literal"); s_paren = symbol("parenthesized_expression");
    s_expression_list = symbol("expression_list"); s_block = symbol("block");
    s_statement_list = symbol("statement_list"); s_for_clause = symbol("for_clause");
    s_range_clause = symbol("range_clause"); s_expression_case = symbol("expression_case");
    s_default_case = symbol("default_case"); s_type_case = symbol("type_case");
    s_fallthrough = symbol("fallthrough_statement"); s_keyed_element = symbol("keyed_element");
    s_literal_value = symbol("literal_value"); s_literal_element = symbol("literal_element");
    s_binary = symbol("binary_expression");
    s_variadic_argument = symbol("variadic_argument"); s_variadic_param = symbol("variadic_parameter_declaration");
    s_parameter_declaration = symbol("parameter_declaration"); s_parameter_list = symbol("parameter_list");
    s_struct_type = symbol("struct_type"); s_interface_type = symbol("interface_type");
    s_field_declaration = symbol("field_declaration"); s_field_declaration_list = symbol("field_declaration_list");
    s_method_elem = symbol("method_elem"); s_type_spec = symbol("type_spec"); s_type_alias = symbol("type_alias");
    s_function_declaration = symbol("function_declaration"); s_method_declaration = symbol("method_declaration");
    s_type_declaration = symbol("type_declaration"); s_var_declaration = symbol("var_declaration");
    s_const_declaration = symbol("const_declaration"); s_import_declaration = symbol("import_declaration");
    s_var_spec = symbol("var_spec"); s_const_spec = symbol("const_spec"); s_var_spec_list = symbol("var_spec_list");
    s_defer = symbol("defer_statement"); s_nil = symbol("nil"); s_blank = symbol("blank_identifier");
    s_for_statement = symbol("for_statement"); s_labeled = symbol("labeled_statement");
    s_expr_switch = symbol("expression_switch_statement"); s_type_switch = symbol("type_switch_statement");
    s_return = symbol("return_statement"); s_import_spec = symbol("import_spec");
    s_import_spec_list = symbol("import_spec_list"); s_type_identifier = symbol("type_identifier");
    s_slice_type = symbol("slice_type"); s_array_type = symbol("array_type"); s_map_type = symbol("map_type");
    s_pointer_type = symbol("pointer_type"); s_qualified_type = symbol("qualified_type");
    s_implicit_array = symbol("implicit_length_array_type"); s_parenthesized_type = symbol("parenthesized_type");
    s_function_type = symbol("function_type"); s_channel_type = symbol("channel_type");
    s_generic_type = symbol("generic_type"); s_int_literal = symbol("int_literal"); s_type_elem = symbol("type_elem");
    s_comment = symbol("comment");

    on_stmt("expression_statement", &GoLowerer::expression_statement);
    on_stmt("short_var_declaration", &GoLowerer::short_var_declaration);
    on_stmt("assignment_statement", &GoLowerer::assignment_statement);
    on_stmt("inc_statement", &GoLowerer::inc_statement);
    on_stmt("dec_statement", &GoLowerer::dec_statement);
    on_stmt("var_declaration", &GoLowerer::var_declaration);
    on_stmt("const_declaration", &GoLowerer::const_declaration);
    on_stmt("type_declaration", &GoLowerer::nothing);  // local types: registered in the pre-pass
    on_stmt("if_statement", &GoLowerer::if_statement);
    on_stmt("for_statement", &GoLowerer::for_statement);
    on_stmt("expression_switch_statement", &GoLowerer::expression_switch);
    on_stmt("type_switch_statement", &GoLowerer::type_switch);
    on_stmt("labeled_statement", &GoLowerer::labeled_statement);
    on_stmt("goto_statement", &GoLowerer::goto_statement);
    on_stmt("break_statement", &GoLowerer::break_statement);
    on_stmt("continue_statement", &GoLowerer::continue_statement);
    on_stmt("return_statement", &GoLowerer::return_statement);
    on_stmt("defer_statement", &GoLowerer::defer_statement);
    on_stmt("go_statement", &GoLowerer::go_statement);
    on_stmt("send_statement", &GoLowerer::send_statement);
    on_stmt("select_statement", &GoLowerer::select_statement);
    on_stmt("block", &GoLowerer::block);
    on_stmt("statement_list", &GoLowerer::block);
    on_stmt("empty_statement", &GoLowerer::nothing);
    on_stmt("import_declaration", &GoLowerer::nothing);
    on_stmt("package_clause", &GoLowerer::nothing);
    on_stmt("comment", &GoLowerer::nothing);

    on_expr("identifier", &GoLowerer::identifier);
    on_expr("int_literal", &GoLowerer::int_literal);
    on_expr("float_literal", &GoLowerer::float_literal_);
    on_expr("rune_literal", &GoLowerer::rune_literal);
    on_expr("interpreted_string_literal", &GoLowerer::string_literal);
    on_expr("raw_string_literal", &GoLowerer::raw_string_literal);
    on_expr("true", &GoLowerer::true_);
    on_expr("false", &GoLowerer::false_);
    on_expr("nil", &GoLowerer::nil_);
    on_expr("iota", &GoLowerer::iota_expr);
    on_expr("binary_expression", &GoLowerer::binary_expression);
    on_expr("unary_expression", &GoLowerer::unary_expression);
    on_expr("parenthesized_expression", &GoLowerer::parenthesized);
    on_expr("call_expression", &GoLowerer::call_expression);
    on_expr("type_instantiation_expression", &GoLowerer::type_as_expr);
    on_expr("selector_expression", &GoLowerer::selector_expression);
    on_expr("index_expression", &GoLowerer::index_expression);
    on_expr("slice_expression", &GoLowerer::slice_expression);
    on_expr("composite_literal", &GoLowerer::composite_literal);
    on_expr("func_literal", &GoLowerer::func_literal);
    on_expr("type_assertion_expression", &GoLowerer::type_assertion);
    on_expr("type_conversion_expression", &GoLowerer::type_conversion);
  }

  void run(TSNode root) {
    b_.set_span(span(root));
    b_.label(b_.sym("entry"));
    report_syntax_errors(root);
    tenv_.emplace_back();
    auto top = named_children(root);
    // pre-pass: generic type names and type parameters, types, signatures, package names
    prescan_generics(root);
    register_library_types();  // first: a package variable's type may be a library method's result
    // untyped and int constants first: struct fields' array lengths ([Cols + 2]byte) use them
    for (TSNode k : top)
      if (is(k, s_const_declaration)) prescan_constants(k, true);
    for (TSNode k : top) prescan_decl(k);
    if (packages_.count("time")) register_time_duration();
    prescan_local_types(root);
    src_has_aggregate_keys_ = any_aggregate_map_key(root);
    prescan_go_statements(root);
    prescan_blocking_functions(root);
    uses_goto_ = text(root).find("goto") != std::string_view::npos;
    // struct/array map keys are interned by value in a per-run table (__go_key)
    if (src_has_aggregate_keys_) {
      std::vector<Reg> a{b_.const_str("map"), b_.const_none()};
      b_.decl_var("__go_keytab", b_.call_function("__go_make", a));
    }
    // project packages (go_project.cpp): initialised before this one's variables
    for (TSNode k : top)
      if (is(k, s_import_declaration)) project_imports(k);
    // package constants are known exactly to the functions lowered before them
    for (TSNode k : top)
      if (is(k, s_const_declaration)) prescan_constants(k);
    // types, then functions and methods, then package variables, then init()
    for (TSNode k : top)
      if (is(k, s_type_declaration)) lower_type_declaration(k);
    lower_anonymous_structs();
    // struct types declared inside functions: a class each too (fields,
    // value-field copies, json tags), once per name
    for (const std::string& name : local_structs_)
      if (!lowered_structs_.count(name) && !funcs_.count(name) && structs_.count(name))
        emit_struct_class(name, structs_.at(name));
    for (TSNode k : top)
      if (is(k, s_function_declaration)) function_declaration(k);
    for (TSNode k : top)
      if (is(k, s_method_declaration)) method_declaration(k);
    own_package_files(root, top);
    // fields of a named type with String()/Error(): fmt calls it inside %v of the struct
    for (const std::string& sname : lowered_structs_) {
      for (const auto& [fname, ft] : structs_[sname].fields) {
        // %#v shows a field by its static type (uint in hex, []T(nil), error(nil))
        if (std::string gt = go_type_string(ft); !gt.empty() && gt != "int" && gt != "string" && gt != "bool" && gt != "float64")
          b_.store_field(b_.load_var(sname), "__go_ft_" + fname, b_.const_str(gt));
        std::string mfn = named_method_type(ft);
        if (mfn.empty()) continue;
        b_.store_field(b_.load_var(sname), "__go_fs_" + fname, b_.load_var(mfn));
      }
    }
    for (const auto& [sname, fname, mfn] : anon_field_strings_)
      b_.store_field(b_.load_var(sname), "__go_fs_" + fname, b_.load_var(mfn));
    bool has_init = false;
    for (TSNode k : top) {
      if (is(k, s_var_declaration) || is(k, s_const_declaration)) lower_stmt(k);
      else if (is(k, s_function_declaration) && text(child(k, f_name)) == "init") has_init = true;
      else if (!is(k, s_type_declaration) && !is(k, s_function_declaration) && !is(k, s_method_declaration) &&
               !is(k, s_import_declaration) && sym(k) != symbol("package_clause") && !is(k, s_comment))
        lower_stmt(k);
    }
    if (has_init) b_.call_function("init", {});
  }

 private:
  // ================================================================ projects
  /// `import "<module>/util"`: SYMBOLIC "import:<path>" bound to the package
  /// name (the loader links the package's files); the standard library is the runtime's.
  void project_imports(TSNode decl) {
    walk_statements(decl, [&](TSNode) { return true; }, [&](TSNode n) {
      if (!is(n, s_import_spec)) return false;
      std::string_view path = text(child(n, f_path));
      if (path.size() >= 2) path = path.substr(1, path.size() - 2);
      if (path == "C") {  // cgo: C.f(...) calls the C symbol f (a foreign handle, ADR 0015)
        b_.set_span(span(n));
        b_.decl_var("C", b_.symbolic("ffi:C"));
        return false;
      }
      if (path == "math/rand/v2") {  // its package name is rand: bound to the runtime's "rand/v2"
        TSNode nm = child(n, f_name);
        std::string name = ts_node_is_null(nm) ? "rand" : std::string(text(nm));
        b_.set_span(span(n));
        if (name != "_" && name != ".") b_.decl_var(name, b_.load_var("rand/v2"));
        return false;
      }
      if (path.empty() || go_std_package(path)) return false;
      TSNode nm = child(n, f_name);
      std::string name(ts_node_is_null(nm) ? path.substr(path.rfind('/') + 1) : text(nm));
      b_.set_span(span(n));
      if (name == ".") {
        b_.symbolic("import*:" + std::string(path));
      } else {
        Reg r = b_.symbolic("import:" + std::string(path));
        if (name != "_") b_.decl_var(name, r);
      }
      return false;
    });
  }
  /// The other files of this package ("import*:."), once this file's
  /// functions are defined (a file of a cycle sees them); its own init()
  /// stays the one it calls.
  void own_package_files(TSNode root, const std::vector<TSNode>& top) {
    bool has_init = false;
    TSNode at = root;
    for (TSNode k : top) {
      if (is(k, s_function_declaration) && text(child(k, f_name)) == "init") has_init = true;
      if (sym(k) == symbol("package_clause")) at = k;
    }
    b_.set_span(span(at));
    if (has_init) b_.decl_var("__go_file_init", b_.load_var("init"));
    b_.symbolic("import*:.");
    if (has_init) b_.decl_var("init", b_.load_var("__go_file_init"));
    b_.set_span(span(root));
  }

  // ================================================================ types
  std::string type_text(TSNode t) const {
    if (ts_node_is_null(t)) return {};
    // (T) names T: `([]byte)(s)`, `(*int)(nil)` are conversions to the inner type.
    while (is(t, s_parenthesized_type) && ts_node_named_child_count(t) > 0) t = ts_node_named_child(t, 0);
    std::string out;
    for (char c : array_lengths_folded(t))
      if (!is_space(c)) out.push_back(c);
    if (out.find("func(") != std::string::npos)
      if (std::string u = unnamed_params(t); !u.empty()) {
        out.clear();
        for (char c : u)
          if (!is_space(c)) out.push_back(c);
      }
    if (out.rfind("interface{", 0) == 0 || out == "any") return "interface{}";
    if (!generic_types_.empty() && out.find('[') != std::string::npos) out = strip_type_args(std::move(out));
    if (!aliases_.empty()) {  // type Big = Poly[int64]: the alias is the type itself (its methods, %T)
      std::size_t at = out.find_first_not_of("*[]");
      if (auto al = aliases_.find(out.substr(at == std::string::npos ? out.size() : at)); al != aliases_.end())
        out = out.substr(0, at) + al->second;
    }
    return out;
  }
  /// A type's text with its function types' parameter names dropped
  /// (func(a, b T) bool as func(T,T)bool: with spaces gone "a,bT" would hide
  /// T from inference); "" when no function type in t names its parameters.
  std::string unnamed_params(TSNode t) const {
    std::vector<TSNode> todo{t};
    bool named = false;
    while (!todo.empty() && !named) {
      TSNode n = todo.back();
      todo.pop_back();
      if (is(n, s_parameter_declaration) && !field_children(n, f_name).empty()) named = true;
      for (std::uint32_t k = ts_node_named_child_count(n); k-- > 0;) todo.push_back(ts_node_named_child(n, k));
    }
    if (!named) return {};
    std::function<std::string(TSNode)> rebuild = [&](TSNode n) -> std::string {
      if (is(n, s_parameter_declaration)) {
        std::string ty = rebuild(child(n, f_type)), out;
        std::size_t names = std::max<std::size_t>(1, field_children(n, f_name).size());
        for (std::size_t k = 0; k < names; ++k) out += (k ? "," : "") + ty;
        return out;
      }
      if (ts_node_child_count(n) == 0) return std::string(text(n));
      std::string_view src = text(n);
      std::uint32_t base = ts_node_start_byte(n), at = base;
      std::string out;
      for (std::uint32_t k = 0; k < ts_node_child_count(n); ++k) {
        TSNode c = ts_node_child(n, k);
        out.append(src.substr(at - base, ts_node_start_byte(c) - at));
        out += rebuild(c);
        at = ts_node_end_byte(c);
      }
      out.append(src.substr(at - base));
      return out;
    };
    return rebuild(t);
  }
  /// A type's source text with every array length that is a constant
  /// expression ([n]T, [W+1]T, [H][W]byte) written as its value, so array
  /// zero values and literals get their length wherever the constant lives.
  std::string array_lengths_folded(TSNode t) const {
    std::string_view src = text(t);
    bool symbolic = false;  // only walk the tree when some `[` is followed by a non-digit
    for (std::size_t i = 0; i + 1 < src.size() && !symbolic; ++i)
      symbolic = src[i] == '[' && src[i + 1] != ']' && !(src[i + 1] >= '0' && src[i + 1] <= '9');
    if (!symbolic) return std::string(src);
    std::uint32_t base = ts_node_start_byte(t);
    std::vector<std::pair<std::pair<std::uint32_t, std::uint32_t>, std::string>> subs;
    std::vector<TSNode> todo{t};
    while (!todo.empty()) {
      TSNode n = todo.back();
      todo.pop_back();
      if (is(n, s_array_type)) {
        TSNode len = child(n, f_length);
        std::int64_t bits = 0;
        bool above = false;
        if (!ts_node_is_null(len) && !is(len, s_int_literal) && consts_.eval_integer(len, const_iota(), bits, above) &&
            !above && bits >= 0)
          subs.push_back({{ts_node_start_byte(len) - base, ts_node_end_byte(len) - base}, std::to_string(bits)});
      }
      for (std::uint32_t k = ts_node_named_child_count(n); k-- > 0;) todo.push_back(ts_node_named_child(n, k));
    }
    if (subs.empty()) return std::string(src);
    std::sort(subs.begin(), subs.end());
    std::string out;
    std::uint32_t at = 0;
    for (const auto& [range, val] : subs) {
      if (range.first < at) continue;  // nested inside a replaced length
      out.append(src.substr(at, range.first - at));
      out += val;
      at = range.second;
    }
    out.append(src.substr(at));
    return out;
  }
  std::string resolve(std::string t) const {
    for (int k = 0; k < 20; ++k) {
      auto it = named_.find(t);
      if (it == named_.end()) break;
      t = it->second;
    }
    return t;
  }
  static bool untyped(const std::string& t) { return !t.empty() && t[0] == '#'; }
  static std::string concrete(const std::string& t) {
    if (t == "#int") return "int";
    if (t == "#float") return "float64";
    if (t == "#rune") return "rune";
    if (t == "#string") return "string";
    return t;
  }
  bool is_int_type(const std::string& t0) const {
    std::string t = resolve(t0);
    static const std::unordered_set<std::string> ints = {"int",   "int8",   "int16",  "int32", "int64",   "uint",
                                                         "uint8", "uint16", "uint32", "uint64", "uintptr", "byte",
                                                         "rune",  "#int",   "#rune"};
    return ints.count(t) > 0;
  }
  bool is_float_type(const std::string& t0) const {
    std::string t = resolve(t0);
    return t == "float64" || t == "float32" || t == "#float";
  }
  /// library types whose zero value is a run-time object (__go_zero_named)
  static bool is_lib_object(const std::string& t) {
    return t == "strings.Builder" || t == "bytes.Buffer" || t == "sync.WaitGroup" || t == "sync.Mutex" ||
           t == "sync.RWMutex" || t == "sync.Once" || t == "sync.Map" || t == "time.Time" || t.rfind("atomic.", 0) == 0 ||
           t == "big.Int" || t == "big.Rat" || t == "big.Float";
  }
  bool is_struct(const std::string& t) const { return structs_.count(resolve_struct_name(t)) > 0 && t[0] != '*'; }
  std::string resolve_struct_name(const std::string& t) const {
    std::string r = t;
    for (int k = 0; k < 20 && !structs_.count(r); ++k) {
      auto it = named_.find(r);
      if (it == named_.end()) break;
      r = it->second;
    }
    return r;
  }
  bool is_array(const std::string& t0) const {
    std::string t = resolve(t0);
    return t.size() > 2 && t[0] == '[' && t[1] != ']';
  }
  /// A *[N]T operand indexes, slices, ranges and measures its array (Go
  /// derefs it implicitly): o becomes the array, ot its type.
  void deref_array(Reg& o, std::string& ot) {
    if (ot.size() < 2 || ot[0] != '*' || !is_array(ot.substr(1))) return;
    o = b_.emit(Opcode::LoadIndirect, {Builder::reg(o)});
    ot = ot.substr(1);
  }
  bool is_slice(const std::string& t0) const {
    std::string t = resolve(t0);
    return t.rfind("[]", 0) == 0;
  }
  static bool is_chan(const std::string& t) { return t.rfind("chan", 0) == 0 || t.rfind("<-chan", 0) == 0; }
  bool is_map(const std::string& t0) const { return resolve(t0).rfind("map[", 0) == 0; }
  bool is_value_aggregate(const std::string& t) const {
    return !t.empty() && (is_struct(t) || is_array(t) || t == "time.Time");  // time.Time: a struct in Go (map keys, ==)
  }
  /// Element type of a slice/array/map type text (map: value type).
  std::string elem_type(const std::string& t0) const {
    std::string t = resolve(t0);
    if (t == "string") return "byte";
    if (is_chan(t)) {
      std::string r = t.substr(t.find("chan") + 4);
      return r.rfind("<-", 0) == 0 ? r.substr(2) : r;
    }
    if (t.rfind("map[", 0) == 0) {
      std::size_t e = matching_bracket(t, 3);
      return e == std::string::npos ? std::string() : t.substr(e + 1);
    }
    if (!t.empty() && t[0] == '[') {
      std::size_t e = matching_bracket(t, 0);
      return e == std::string::npos ? std::string() : t.substr(e + 1);
    }
    return {};
  }
  std::string map_key_type(const std::string& t0) const {
    std::string t = resolve(t0);
    std::size_t e = matching_bracket(t, 3);
    return e == std::string::npos ? std::string() : t.substr(4, e - 4);
  }
  static std::size_t matching_bracket(const std::string& t, std::size_t open) {
    int d = 0;
    for (std::size_t i = open; i < t.size(); ++i) {
      if (t[i] == '[') ++d;
      else if (t[i] == ']' && --d == 0) return i;
    }
    return std::string::npos;
  }
  /// IR annotation for a Go type ("" when it has none).
  std::string ir_type(const std::string& t0, int depth = 0) const {
    if (depth > 8 || t0.empty()) return {};
    std::string t = resolve(concrete(t0));
    static const std::unordered_map<std::string, std::string> basic = {
        {"int", "Int64"},     {"int64", "Int64"},     {"int32", "Int32"},   {"int16", "Int16"},
        {"int8", "Int8"},     {"uint", "UInt64"},     {"uint64", "UInt64"}, {"uint32", "UInt32"},
        {"uint16", "UInt16"}, {"uint8", "UInt8"},     {"byte", "UInt8"},    {"rune", "Int32"},
        {"uintptr", "UInt64"}, {"float64", "Float64"}, {"float32", "Float32"}, {"string", "String"},
        {"bool", "Bool"}};
    if (auto it = basic.find(t); it != basic.end()) return it->second;
    if (t.rfind("[]", 0) == 0 || (!t.empty() && t[0] == '[')) {
      std::string e = ir_type(elem_type(t), depth + 1);
      return e.empty() ? std::string() : "Array[" + e + "]";
    }
    if (t.rfind("map[", 0) == 0) {
      std::string k = ir_type(map_key_type(t), depth + 1), v = ir_type(elem_type(t), depth + 1);
      return k.empty() || v.empty() ? std::string() : "Map[" + k + ", " + v + "]";
    }
    if (!t.empty() && t[0] == '*') {
      std::string e = ir_type(t.substr(1), depth + 1);
      return e.empty() ? std::string() : "Pointer[" + e + "]";
    }
    if (structs_.count(t)) return t;
    return {};
  }
  /// Only scalar annotations on arithmetic (the VM's wrap/convert rules).
  std::string num_ir_type(const std::string& t) const {
    if (!is_int_type(t) && !is_float_type(t)) return {};
    return ir_type(t);
  }
  void annotate(const std::string& t) {
    std::string a = ir_type(t);
    if (!a.empty()) b_.annotate_last(a);
  }

  // --- static type environment ---
  void bind_type(std::string_view name, const std::string& t) {
    if (name.empty() || name == "_") return;
    tenv_.back()[std::string(name)] = t;
  }
  std::string lookup_type(std::string_view name) const {
    std::string n(name);
    for (auto it = tenv_.rbegin(); it != tenv_.rend(); ++it) {
      auto f = it->find(n);
      if (f != it->end()) return f->second;
    }
    return {};
  }
  /// Block scoping: a declaration that shadows a variable of an enclosing
  /// block of the same function gets a fresh IR name ("x__sN"); references
  /// resolve through the innermost declaring block. Returns the IR name.
  std::string declare_name(std::string_view name) {
    std::string n(name);
    consts_.forget(n);  // a variable shadows a constant of the same name
    if (fns_.empty() || name == "_") return n;
    std::size_t cur = tenv_.size() - 1, base = fns_.back().scope_base;
    auto& here = tenv_[cur];
    if (renames_) {
      auto it = here.find("\x01" + n);
      if (it != here.end()) return it->second;  // redeclaration in the same block
    }
    if (here.count(n)) return actual_name(name);
    bool shadows = false;
    for (std::size_t k = cur; k-- > base;) {
      if (k == base && cur == base + 1) break;  // parameters share the body's block
      if (tenv_[k].count(n)) {
        shadows = true;
        break;
      }
    }
    if (!shadows) return n;
    ++renames_;
    std::string fresh = n + "__s" + std::to_string(renames_);
    here["\x01" + n] = fresh;
    return fresh;
  }
  std::string actual_name(std::string_view name) const {
    std::string n(name);
    if (!renames_) return n;
    std::string key = "\x01" + n;
    for (auto it = tenv_.rbegin(); it != tenv_.rend(); ++it) {
      auto f = it->find(key);
      if (f != it->end()) return f->second;
      if (it->count(n)) return n;
    }
    return n;
  }
  bool is_local_name(std::string_view name) const {
    std::string n(name);
    for (const auto& s : tenv_)
      if (s.count(n)) return true;
    return false;
  }
  std::string field_type(const std::string& t0, const std::string& f, int depth = 0) const {
    if (depth > 8) return {};
    std::string t = t0;
    if (!t.empty() && t[0] == '*') t = t.substr(1);
    t = resolve_struct_name(t);
    if ((t == "time.Timer" || t == "time.Ticker") && f == "C") return "<-chan time.Time";
    if (t == "flag.Flag") return f == "Value" ? "flag.Value" : "string";  // Name, Usage, DefValue
    auto it = structs_.find(t);
    if (it == structs_.end()) return {};
    for (const auto& [n, ft] : it->second.fields)
      if (n == f) return ft;
    for (const auto& e : it->second.embeds) {
      std::string r = field_type(e, f, depth + 1);
      if (!r.empty()) return r;
    }
    return {};
  }
  /// Embedded fields leading from a struct of type t0 to field f (empty when
  /// f is its own field or unknown).
  bool promoted_path(const std::string& t0, const std::string& f, std::vector<std::string>& path, int depth = 0) const {
    if (depth > 8) return false;
    std::string t = t0;
    if (!t.empty() && t[0] == '*') t = t.substr(1);
    auto it = structs_.find(resolve_struct_name(t));
    if (it == structs_.end()) return false;
    for (const auto& [n, ft] : it->second.fields)
      if (n == f) return true;
    for (const auto& e : it->second.embeds) {
      path.push_back(e);
      if (promoted_path(e, f, path, depth + 1)) return true;
      path.pop_back();
    }
    return false;
  }
  /// The type of the embedded field (reached through `path`) whose type
  /// declares method m, searching embeds depth-first; "" when none does.
  std::string embedded_method_owner(const std::string& t0, const std::string& m, std::vector<std::string>& path,
                                    int depth = 0) const {
    if (depth > 8) return {};
    auto it = structs_.find(resolve_struct_name(t0));
    if (it == structs_.end()) return {};
    for (const auto& e : it->second.embeds) {
      std::string ft;
      for (const auto& [n, t] : it->second.fields)
        if (n == e) ft = t;
      std::string b = !ft.empty() && ft[0] == '*' ? ft.substr(1) : ft;
      path.push_back(e);
      if (methods_.count(b + "." + m)) return ft;
      if (std::string r = embedded_method_owner(b, m, path, depth + 1); !r.empty()) return r;
      path.pop_back();
    }
    return {};
  }
  /// The struct that holds (possibly promoted) field f of o: writes to a
  /// promoted field go to the embedded struct.
  Reg field_holder(Reg o, const std::string& t, std::string_view f) {
    std::vector<std::string> path;
    if (promoted_path(t, std::string(f), path))
      for (const auto& e : path) o = b_.load_field(o, e);
    return o;
  }
  std::vector<std::string> method_results(const std::string& t0, const std::string& m, int depth = 0) const {
    if (depth > 8) return {};
    std::string t = t0;
    if (!t.empty() && t[0] == '*') t = t.substr(1);
    auto it = methods_.find(t + "." + m);
    if (it != methods_.end()) return it->second;
    auto st = structs_.find(resolve_struct_name(t));
    if (st != structs_.end())
      for (const auto& e : st->second.embeds) {
        auto r = method_results(e, m, depth + 1);
        if (!r.empty()) return r;
      }
    auto ifc = iface_results_.find(t + "." + m);
    if (ifc != iface_results_.end()) return ifc->second;
    if (t == "regexp.Regexp") {
      if (m == "MatchString" || m == "Match") return {"bool"};
      if (m == "FindStringIndex" || m == "FindStringSubmatchIndex") return {"[]int"};
      if (m == "FindStringSubmatch" || m == "FindAllString" || m == "Split" || m == "SubexpNames") return {"[]string"};
      if (m == "FindAllStringSubmatch") return {"[][]string"};
      if (m == "FindAllStringIndex" || m == "FindAllStringSubmatchIndex") return {"[][]int"};
      if (m == "NumSubexp" || m == "SubexpIndex") return {"int"};
      if (m == "Find" || m == "ReplaceAll") return {"[]byte"};
      if (m == "FindAll") return {"[][]byte"};
      return {"string"};
    }
    // the readers and buffers of the standard library
    if (t == "bufio.Reader" || t == "strings.Reader" || t == "bytes.Reader" || t == "bytes.Buffer" || t == "strings.Builder") {
      if (m == "ReadBytes" || m == "Peek") return {"[]byte", "error"};
      if (m == "ReadLine") return {"[]byte", "bool", "error"};
      if (m == "Bytes" || m == "Next") return {"[]byte"};
      if (m == "ReadString") return {"string", "error"};
      if (m == "String") return {"string"};
      if (m == "ReadByte") return {"byte", "error"};
      if (m == "ReadRune") return {"rune", "int", "error"};
      if (m == "Len" || m == "Buffered" || m == "Cap") return {"int"};
      if (m == "Read" || m == "Write" || m == "WriteString" || m == "Discard") return {"int", "error"};
    }
    return {};
  }
  static std::string results_type(const std::vector<std::string>& rs) {
    if (rs.size() == 1) return rs[0];
    if (rs.empty()) return {};
    std::string out = "(";
    for (std::size_t k = 0; k < rs.size(); ++k) out += (k ? ";" : "") + rs[k];
    return out + ")";
  }
  static std::vector<std::string> split_results(const std::string& t) {
    std::vector<std::string> out;
    if (t.size() < 2 || t[0] != '(') return out;
    int d = 0;
    std::string cur;
    for (std::size_t i = 1; i + 1 < t.size(); ++i) {
      char c = t[i];
      if (c == '(' || c == '[' || c == '{') ++d;
      if (c == ')' || c == ']' || c == '}') --d;
      if (c == ';' && d == 0) {
        out.push_back(cur);
        cur.clear();
      } else {
        cur.push_back(c);
      }
    }
    out.push_back(cur);
    return out;
  }

  // ================================================================ pre-pass
  std::vector<std::string> param_types(TSNode plist, std::vector<std::string>* names = nullptr) {
    std::vector<std::string> out;
    if (ts_node_is_null(plist)) return out;
    if (!is(plist, s_parameter_list)) {
      out.push_back(type_text(plist));
      return out;
    }
    for (TSNode p : named_children(plist)) {
      if (!is(p, s_parameter_declaration) && !is(p, s_variadic_param)) continue;
      std::string t = type_text(child(p, f_type));
      if (is(p, s_variadic_param)) t = "[]" + t;
      auto ns = field_children(p, f_name);
      if (ns.empty()) {
        out.push_back(t);
        if (names) names->push_back("");
      }
      for (TSNode n : ns) {
        out.push_back(t);
        if (names) names->push_back(std::string(text(n)));
      }
    }
    return out;
  }
  /// time.Duration as a named int64 type whose methods are the runtime's
  /// natives (globals "time.Duration_M"): fmt prints it through String(),
  /// in structs, slices and maps too, like a program's own named types.
  /// The methods of the runtime's library objects, whatever else is
  /// imported (binary.BigEndian.Uint16 is a uint16 without package time).
  void register_library_types() {
    // encoding/binary's byte orders (runtime objects, go_encoding.cpp)
    for (const char* w : {"16", "32", "64"}) {
      methods_[std::string("binary.ByteOrder.Uint") + w] = {std::string("uint") + w};
      methods_[std::string("binary.ByteOrder.AppendUint") + w] = {"[]byte"};
    }
    methods_["binary.ByteOrder.String"] = {"string"};
    // hash/crc32, adler32, fnv digests and base64's encodings (go_checksum.cpp)
    for (const char* h : {"hash.Hash.", "hash.Hash32.", "hash.Hash64."}) {
      methods_[std::string(h) + "Write"] = {"int", "error"};
      methods_[std::string(h) + "Sum"] = {"[]byte"};
      methods_[std::string(h) + "Size"] = {"int"};
      methods_[std::string(h) + "BlockSize"] = {"int"};
      methods_[std::string(h) + "Reset"] = {};
    }
    methods_["hash.Hash32.Sum32"] = {"uint32"};
    methods_["hash.Hash64.Sum64"] = {"uint64"};
    for (const char* m : {"EncodeToString"}) methods_[std::string("base64.Encoding.") + m] = {"string"};
    methods_["base64.Encoding.DecodeString"] = {"[]byte", "error"};
    methods_["base64.Encoding.AppendEncode"] = {"[]byte"};
    methods_["base64.Encoding.AppendDecode"] = {"[]byte", "error"};
    methods_["base64.Encoding.Decode"] = {"int", "error"};
    methods_["base64.Encoding.Encode"] = {};
    methods_["base64.Encoding.EncodedLen"] = {"int"};
    methods_["base64.Encoding.DecodedLen"] = {"int"};
    methods_["base64.Encoding.WithPadding"] = methods_["base64.Encoding.Strict"] = {"*base64.Encoding"};
    // net/url (go_url.cpp): url.Values is a map whose methods are the runtime's "url.Values_M"
    named_["url.Values"] = "map[string][]string";
    named_["flag.ErrorHandling"] = "int";
    methods_["url.Values.Get"] = methods_["url.Values.Encode"] = {"string"};
    methods_["url.Values.Has"] = {"bool"};
    methods_["url.Values.Set"] = methods_["url.Values.Add"] = methods_["url.Values.Del"] = {};
    for (const char* m : {"String", "Hostname", "Port", "EscapedPath", "RequestURI", "Redacted"}) methods_[std::string("url.URL.") + m] = {"string"};
    methods_["url.URL.Query"] = {"url.Values"};
    methods_["url.URL.IsAbs"] = {"bool"};
    methods_["url.URL.ResolveReference"] = {"*url.URL"};
    methods_["url.URL.Parse"] = {"*url.URL", "error"};
    methods_["url.Userinfo.Username"] = methods_["url.Userinfo.String"] = {"string"};
    methods_["url.Userinfo.Password"] = {"string", "bool"};
    // math/big (go_big.cpp): the setters return their receiver
    for (const char* m : {"Add", "Sub", "Mul", "Quo", "Rem", "Div", "Mod", "And", "Or", "Xor", "AndNot", "Neg", "Abs", "Not",
                          "Set", "Sqrt", "Lsh", "Rsh", "SetInt64", "SetUint64", "Exp", "GCD", "ModInverse", "MulRange", "Binomial"})
      methods_[std::string("big.Int.") + m] = {"*big.Int"};
    methods_["big.Int.DivMod"] = methods_["big.Int.QuoRem"] = {"*big.Int", "*big.Int"};
    methods_["big.Int.SetString"] = {"*big.Int", "bool"};
    for (const char* m : {"Cmp", "CmpAbs", "Sign", "BitLen", "TrailingZeroBits"}) methods_[std::string("big.Int.") + m] = {"int"};
    methods_["big.Int.Bit"] = {"uint"};
    methods_["big.Int.Int64"] = {"int64"};
    methods_["big.Int.Uint64"] = {"uint64"};
    for (const char* m : {"IsInt64", "IsUint64", "ProbablyPrime"}) methods_[std::string("big.Int.") + m] = {"bool"};
    methods_["big.Int.String"] = methods_["big.Int.Text"] = {"string"};
    for (const char* m : {"Add", "Sub", "Mul", "Quo", "Neg", "Abs", "Inv", "Set", "SetFrac", "SetFrac64", "SetInt", "SetInt64"})
      methods_[std::string("big.Rat.") + m] = {"*big.Rat"};
    methods_["big.Rat.SetString"] = {"*big.Rat", "bool"};
    methods_["big.Rat.Cmp"] = methods_["big.Rat.Sign"] = {"int"};
    methods_["big.Rat.IsInt"] = {"bool"};
    methods_["big.Rat.Num"] = methods_["big.Rat.Denom"] = {"*big.Int"};
    methods_["big.Rat.String"] = methods_["big.Rat.RatString"] = methods_["big.Rat.FloatString"] = {"string"};
    methods_["big.Rat.Float64"] = {"float64", "bool"};
    for (const char* m : {"Add", "Sub", "Mul", "Quo", "Neg", "Abs", "Set", "Copy", "Sqrt", "SetFloat64", "SetInt64", "SetInt",
                          "SetRat", "SetInf", "SetPrec", "SetMode"})
      methods_[std::string("big.Float.") + m] = {"*big.Float"};
    methods_["big.Float.SetString"] = {"*big.Float", "bool"};
    methods_["big.Float.Parse"] = {"*big.Float", "int", "error"};
    methods_["big.Float.Cmp"] = methods_["big.Float.Sign"] = {"int"};
    methods_["big.Float.Prec"] = methods_["big.Float.MinPrec"] = {"uint"};
    methods_["big.Float.IsInt"] = methods_["big.Float.IsInf"] = methods_["big.Float.Signbit"] = {"bool"};
    methods_["big.Float.Text"] = methods_["big.Float.String"] = {"string"};
    methods_["big.Float.Int64"] = {"int64", "big.Accuracy"};
    methods_["big.Float.Int"] = {"*big.Int", "big.Accuracy"};
    methods_["big.Float.Float64"] = {"float64", "big.Accuracy"};
    // package flag (go_flag.cpp): *flag.FlagSet's methods, flag.Value's
    for (const char* m : {"String", "Int", "Int64", "Uint", "Uint64", "Bool", "Float64", "Duration", "Parsed", "Args", "Arg", "NArg",
                          "NFlag", "Lookup", "Set", "Parse", "Name", "ErrorHandling", "UnquoteUsage", "NewFlagSet"})
      methods_[std::string("flag.FlagSet.") + m] = {flag_result(m)};
    for (const char* m : {"StringVar", "IntVar", "Int64Var", "UintVar", "Uint64Var", "BoolVar", "Float64Var", "DurationVar", "Func",
                          "BoolFunc", "TextVar", "Var", "Visit", "VisitAll", "PrintDefaults", "SetOutput", "Init"})
      methods_[std::string("flag.FlagSet.") + m] = {};
    methods_["flag.FlagSet.Output"] = {"io.Writer"};
    methods_["flag.Value.String"] = {"string"};
    methods_["flag.Value.Set"] = {"error"};
    // math/rand (go_rand.cpp): *rand.Rand and the Source NewSource makes
    for (const char* m : {"Int63", "Int63n", "Int31", "Int31n", "Uint32", "Uint64", "Int", "Intn", "Float64", "Float32", "Perm",
                          "NormFloat64", "ExpFloat64"})
      methods_[std::string("rand.Rand.") + m] = {rand_result(m)};
    methods_["rand.Rand.Read"] = {"int", "error"};
    for (const char* m : {"IntN", "Int64N", "Int32N", "UintN", "Uint64N", "Uint32N", "Int64", "Int32", "Uint"})  // math/rand/v2
      methods_[std::string("rand.Rand.") + m] = {rand_result(m)};
    methods_["rand.PCG.Uint64"] = {"uint64"};
    methods_["rand.PCG.Seed"] = {};
    // encoding/csv (go_encoding.cpp)
    methods_["csv.Reader.Read"] = {"[]string", "error"};
    methods_["csv.Reader.ReadAll"] = {"[][]string", "error"};
    methods_["csv.Writer.Write"] = methods_["csv.Writer.WriteAll"] = methods_["csv.Writer.Error"] = {"error"};
    methods_["csv.Writer.Flush"] = {};
    methods_["rand.ChaCha8.Uint64"] = {"uint64"};
    methods_["rand.ChaCha8.Seed"] = {};
    methods_["rand.Rand.Seed"] = methods_["rand.Rand.Shuffle"] = methods_["rand.Source.Seed"] = {};
    methods_["rand.Source.Int63"] = {"int64"};
  }
  /// The result type of package flag's function or *flag.FlagSet's method m.
  static std::string flag_result(std::string_view m) {
    if (m == "String") return "*string";
    if (m == "Int" || m == "Int64" || m == "Uint" || m == "Uint64" || m == "Bool" || m == "Float64")
      return "*" + std::string(m == "Int" ? "int" : m == "Int64" ? "int64" : m == "Uint" ? "uint" : m == "Uint64" ? "uint64" : m == "Bool" ? "bool" : "float64");
    if (m == "Duration") return "*time.Duration";
    if (m == "Parsed") return "bool";
    if (m == "Args") return "[]string";
    if (m == "Arg" || m == "Name") return "string";
    if (m == "NArg" || m == "NFlag") return "int";
    if (m == "Lookup") return "*flag.Flag";
    if (m == "Set" || m == "Parse") return "error";
    if (m == "ErrorHandling") return "flag.ErrorHandling";
    if (m == "UnquoteUsage") return "(string;string)";
    if (m == "NewFlagSet") return "*flag.FlagSet";
    return m == "Output" ? "io.Writer" : "";
  }
  /// The result type of math/rand's function or *rand.Rand's method m.
  static std::string rand_result(std::string_view m) {
    if (m == "New") return "*rand.Rand";
    if (m == "NewSource") return "rand.Source";
    if (m == "NewPCG") return "*rand.PCG";
    if (m == "NewChaCha8") return "*rand.ChaCha8";
    if (m == "Int63" || m == "Int63n" || m == "Int64" || m == "Int64N") return "int64";
    if (m == "Int31" || m == "Int31n" || m == "Int32" || m == "Int32N") return "int32";
    if (m == "Uint32" || m == "Uint32N") return "uint32";
    if (m == "Uint64" || m == "Uint64N") return "uint64";
    if (m == "Uint" || m == "UintN") return "uint";
    if (m == "Int" || m == "Intn" || m == "IntN") return "int";
    if (m == "Float64" || m == "NormFloat64" || m == "ExpFloat64") return "float64";
    if (m == "Float32") return "float32";
    if (m == "Perm") return "[]int";
    return m == "Read" ? "(int;error)" : "";
  }
  void register_time_duration() {
    named_["time.Duration"] = "int64";
    for (const char* m : {"String"}) methods_[std::string("time.Duration.") + m] = {"string"};
    for (const char* m : {"Seconds", "Minutes", "Hours"}) methods_[std::string("time.Duration.") + m] = {"float64"};
    for (const char* m : {"Milliseconds", "Microseconds", "Nanoseconds"}) methods_[std::string("time.Duration.") + m] = {"int64"};
    for (const char* m : {"Round", "Truncate", "Abs"}) methods_[std::string("time.Duration.") + m] = {"time.Duration"};
    // Month and Weekday print their names; Time and *Location are the runtime's objects (go_time_value.cpp)
    for (const char* t : {"time.Month", "time.Weekday"}) {
      named_[t] = "int";
      methods_[std::string(t) + ".String"] = {"string"};
    }
    const std::pair<const char*, std::vector<std::string>> time_methods[] = {
        {"Year", {"int"}}, {"Day", {"int"}}, {"Hour", {"int"}}, {"Minute", {"int"}}, {"Second", {"int"}},
        {"Nanosecond", {"int"}}, {"YearDay", {"int"}}, {"Compare", {"int"}}, {"Month", {"time.Month"}},
        {"Weekday", {"time.Weekday"}}, {"Date", {"int", "time.Month", "int"}}, {"Clock", {"int", "int", "int"}},
        {"ISOWeek", {"int", "int"}}, {"Unix", {"int64"}}, {"UnixMilli", {"int64"}}, {"UnixMicro", {"int64"}},
        {"UnixNano", {"int64"}}, {"Sub", {"time.Duration"}}, {"Before", {"bool"}}, {"After", {"bool"}},
        {"Equal", {"bool"}}, {"IsZero", {"bool"}}, {"Format", {"string"}}, {"String", {"string"}},
        {"Location", {"*time.Location"}}, {"Zone", {"string", "int"}}};
    for (const auto& [m, r] : time_methods) methods_[std::string("time.Time.") + m] = r;
    for (const char* m : {"Add", "AddDate", "Truncate", "Round", "In", "UTC", "Local"}) methods_[std::string("time.Time.") + m] = {"time.Time"};
    methods_["time.Location.String"] = {"string"};
    methods_["time.Timer.Stop"] = methods_["time.Timer.Reset"] = {"bool"};
  }
  void prescan_decl(TSNode k) {
    if (is(k, s_type_declaration)) {
      for (TSNode spec : named_children(k)) register_type(spec);
    } else if (is(k, s_function_declaration)) {
      funcs_[std::string(text(child(k, f_name)))] = param_types(child(k, f_result));
      fparams_[std::string(text(child(k, f_name)))] = param_types(child(k, f_parameters));
      for (TSNode p : named_children(child(k, f_parameters)))
        if (is(p, s_variadic_param)) variadic_fns_.insert(std::string(text(child(k, f_name))));
      if (TSNode tps = child(k, field("type_parameters")); !ts_node_is_null(tps)) {
        std::vector<std::string> names;
        for (TSNode d : named_children(tps))
          for (TSNode nm : field_children(d, f_name)) names.push_back(std::string(text(nm)));
        fn_tparams_[std::string(text(child(k, f_name)))] = std::move(names);
        auto& raw = fn_rawparams_[std::string(text(child(k, f_name)))];  // Poly[T] parameters bind T from an instance
        for (TSNode p : named_children(child(k, f_parameters)))
          if (is(p, s_parameter_declaration)) raw.resize(raw.size() + std::max<std::size_t>(1, field_children(p, f_name).size()), type_text_raw(child(p, f_type)));
        for (TSNode p : named_children(child(k, f_parameters)))
          if (is(p, s_variadic_param)) fn_variadic_.insert(std::string(text(child(k, f_name))));
        if (TSNode res = child(k, f_result); !ts_node_is_null(res)) fn_rawresult_[std::string(text(child(k, f_name)))] = std::string(text(res));
      }
    } else if (is(k, s_method_declaration)) {
      auto recv = param_types(child(k, f_receiver));
      std::string rt = recv.empty() ? std::string() : recv[0];
      bool ptr = !rt.empty() && rt[0] == '*';
      if (ptr) rt = rt.substr(1);
      methods_[rt + "." + std::string(text(child(k, f_name)))] = param_types(child(k, f_result));
      if (TSNode res = child(k, f_result); !ts_node_is_null(res) && !is(res, s_parameter_list))
        raw_mresults_[rt + "." + std::string(text(child(k, f_name)))] = type_text_raw(res);
      if (ptr) ptr_methods_.insert(rt + "." + std::string(text(child(k, f_name))));
      auto ps = param_types(child(k, f_parameters));
      method_params_[rt + "." + std::string(text(child(k, f_name)))] = ps;
      for (TSNode p : named_children(child(k, f_parameters)))
        if (is(p, s_variadic_param) && !ps.empty())
          variadic_methods_[rt + "." + std::string(text(child(k, f_name)))] = {ps.size() - 1, elem_type(ps.back())};
      // func (s *Stack[T]) Push(v T): which parameters take which of the receiver's type arguments
      if (auto rps = named_children(child(k, f_receiver)); !rps.empty()) {
        auto tnames = type_args(std::string(text(child(rps[0], f_type))));
        if (!tnames.empty()) recv_tnames_[rt + "." + std::string(text(child(k, f_name)))] = tnames;
        for (std::size_t i = 0; i < ps.size() && !tnames.empty(); ++i)
          if (auto it = std::find(tnames.begin(), tnames.end(), ps[i]); it != tnames.end())
            recv_tparam_slots_[rt + "." + std::string(text(child(k, f_name)))].emplace_back(i, static_cast<std::size_t>(it - tnames.begin()));
      }
    } else if (is(k, s_import_declaration)) {
      walk_statements(k, [&](TSNode) { return true; }, [&](TSNode n) {
        if (is(n, s_import_spec)) {
          TSNode nm = child(n, f_name);
          std::string_view path = text(child(n, f_path));
          if (path.size() >= 2) path = path.substr(1, path.size() - 2);
          std::string pkg(path.substr(path.rfind('/') == std::string_view::npos ? 0 : path.rfind('/') + 1));
          if (path == "math/rand/v2") pkg = "rand";  // a major-version suffix is not the package's name
          if (!ts_node_is_null(nm)) pkg = std::string(text(nm));
          packages_.insert(pkg);
        }
        return false;
      });
    } else if (is(k, s_var_declaration) || is(k, s_const_declaration)) {
      // package variables and constants (functions are lowered first)
      bool is_const = is(k, s_const_declaration);
      std::string last;
      walk_statements(k, [&](TSNode n) { return is(n, s_var_spec_list); }, [&](TSNode n) {
        if (is(n, s_var_spec) || is(n, s_const_spec)) {
          std::string t = type_text(child(n, f_type));
          auto names = field_children(n, f_name);
          TSNode value = child(n, f_value);
          auto vals = ts_node_is_null(value) ? std::vector<TSNode>{} : named_children(value);
          for (std::size_t j = 0; j < names.size(); ++j) {
            std::string vt = t;
            if (vt.empty() && j < vals.size()) vt = literal_type(vals[j]);
            if (vt.empty() && is_const && vals.empty()) vt = last;
            if (!is_const) vt = concrete(vt);
            if (j == 0 && !vals.empty()) last = vt;
            if (!vt.empty()) bind_type(text(names[j]), vt);
          }
        }
        return false;
      });
    }
  }
  /// Static type of a constant expression without lowering it ("" if unknown).
  std::string literal_type(TSNode v, int depth = 0) {
    if (depth > 64 || ts_node_is_null(v)) return {};
    const char* k = ts_node_type(v);
    std::string_view kind(k);
    if (kind == "int_literal") return "#int";
    if (kind == "float_literal") return "#float";
    if (kind == "rune_literal") return "#rune";
    if (kind == "interpreted_string_literal" || kind == "raw_string_literal") return "string";
    if (kind == "true" || kind == "false") return "bool";
    if (kind == "iota") return "#int";
    if (kind == "composite_literal") {
      if (is(child(v, f_type), s_implicit_array)) {  // var xs = [...]T{...}: an array, as composite_literal types it
        TSNode body = child(v, f_body);
        std::size_t len = ts_node_is_null(body) ? 0 : named_children(body).size();
        if (auto at = literal_positions(ts_node_is_null(body) ? std::vector<TSNode>{} : named_children(body)); !at.empty())
          len = static_cast<std::size_t>(*std::max_element(at.begin(), at.end()) + 1);
        return "[" + std::to_string(len) + "]" + type_text(child(child(v, f_type), f_element));
      }
      return type_text(child(v, f_type));
    }
    if (kind == "binary_expression") {
      std::string_view op = text(child(v, f_operator));
      if (op == "==" || op == "!=" || op == "<" || op == ">" || op == "<=" || op == ">=" || op == "&&" || op == "||")
        return "bool";
      std::string a = literal_type(child(v, f_left), depth + 1), b = literal_type(child(v, f_right), depth + 1);
      if (op == "<<" || op == ">>") return a;
      return combine(a, b);
    }
    if (kind == "parenthesized_expression" || kind == "unary_expression") {
      auto kids = named_children(v);
      return kids.empty() ? std::string() : literal_type(kids.back(), depth + 1);
    }
    if (kind == "call_expression") {
      TSNode f = child(v, f_function);
      if (is(f, s_identifier)) {
        std::string n(text(f));
        if (is_type_name(n)) return n;
        auto it = funcs_.find(n);
        if (it != funcs_.end()) return results_type(it->second);
        if (n == "make" || n == "new") {
          auto a = named_children(child(v, f_arguments));
          if (!a.empty()) return (n == "new" ? "*" : "") + type_text(a[0]);
        }
      }
      if (is(f, s_selector) && is(child(f, f_operand), s_identifier) && packages_.count(std::string(text(child(f, f_operand)))))
        return package_result(text(child(f, f_operand)), text(child(f, f_field)));
      if (is(f, s_selector)) {  // a method whose result type is declared: base64.StdEncoding.WithPadding('#')
        std::string ot = literal_type(child(f, f_operand), depth + 1);
        if (!ot.empty() && ot[0] == '*') ot.erase(0, 1);
        auto it = ot.empty() ? methods_.end() : methods_.find(ot + "." + std::string(text(child(f, f_field))));
        if (it != methods_.end()) return results_type(it->second);
      }
    }
    if (kind == "selector_expression" && is(child(v, f_operand), s_identifier) && packages_.count(std::string(text(child(v, f_operand)))))
      return package_member_type(text(child(v, f_operand)), text(child(v, f_field)));
    if (kind == "identifier") return lookup_type(text(v));
    return {};
  }

  /// Generic types (type Stack[T any] struct{...}) are known by their base
  /// name: type_text drops their type arguments. Type parameter names are
  /// collected so that `var x T` gets the generic zero (None, which Go
  /// arithmetic and string concatenation treat as the other operand's zero).
  void prescan_generics(TSNode root) {
    TSSymbol tpd = symbol("type_parameter_declaration");
    TSFieldId f_tparams = field("type_parameters");
    std::vector<TSNode> stack{root};
    while (!stack.empty()) {
      TSNode n = stack.back();
      stack.pop_back();
      if (is(n, s_type_spec) && !ts_node_is_null(child(n, f_tparams))) {
        std::string name(text(child(n, f_name)));
        generic_types_.insert(name);
        auto& tps = generic_tparams_[name];
        for (TSNode d : named_children(child(n, f_tparams)))
          if (sym(d) == tpd)
            for (TSNode nm : field_children(d, f_name)) tps.emplace_back(text(nm));
      }
      if (sym(n) == tpd)
        for (TSNode nm : field_children(n, f_name)) type_params_.insert(std::string(text(nm)));
      for (TSNode c : named_children(n)) stack.push_back(c);
    }
  }
  bool any_aggregate_map_key(TSNode root) {
    TSSymbol mt = symbol("map_type");
    std::vector<TSNode> stack{root};
    while (!stack.empty()) {
      TSNode n = stack.back();
      stack.pop_back();
      // a type parameter key (map[K]V in a generic type) may be instantiated with a struct
      if (sym(n) == mt && (is_value_aggregate(type_text(child(n, f_key))) || type_params_.count(type_text(child(n, f_key)))))
        return true;
      for (TSNode c : named_children(n)) stack.push_back(c);
    }
    return false;
  }
  /// A struct or array map key, interned by value (maps hash objects by identity).
  Reg map_key(Reg k, const std::string& mt) {
    if (!src_has_aggregate_keys_ || !is_map(mt)) return k;
    std::string kt = map_key_type(mt);
    if (!is_value_aggregate(kt) && !type_params_.count(kt)) return k;  // __go_key leaves a scalar of a K as it is
    std::vector<Reg> a{k, b_.load_var("__go_keytab")};
    return b_.call_function("__go_key", a);
  }
  /// Drops the type arguments of generic type names: Stack[int] -> Stack.
  std::string strip_type_args(std::string out) const {
    for (std::size_t i = 0; i < out.size(); ++i) {
      if (out[i] != '[' || i == 0) continue;
      std::size_t b = i;
      while (b > 0 && (std::isalnum(static_cast<unsigned char>(out[b - 1])) || out[b - 1] == '_')) --b;
      if (b == i || !generic_types_.count(out.substr(b, i - b))) continue;
      std::size_t e = matching_bracket(out, i);
      if (e == std::string::npos) break;
      out.erase(i, e - i + 1);
    }
    return out;
  }

  /// Types declared inside functions are registered globally (by name).
  void prescan_local_types(TSNode root) {
    walk_statements(root, [&](TSNode n) { return !is(n, s_type_declaration) && ts_node_child_count(n) > 0; },
                    [&](TSNode n) {
                      if (is(n, s_type_declaration) && !is(ts_node_parent(n), symbol("source_file")))
                        for (TSNode spec : named_children(n)) {
                          register_type(spec);
                          if (is(spec, s_type_spec) && is(child(spec, f_type), s_struct_type))
                            local_structs_.emplace_back(text(child(spec, f_name)));
                        }
                      return false;
                    });
    // anonymous struct types: registered under their (space-free) text.
    // A named one is a type_spec's type, visited right after its spec: its
    // start byte is remembered instead of asking ts_node_parent, which walks
    // down from the root (quadratic in nested structs).
    std::uint32_t named_struct_at = UINT32_MAX;
    walk_statements(root, [&](TSNode n) { return ts_node_child_count(n) > 0; }, [&](TSNode n) {
      if (is(n, s_type_spec)) {
        TSNode t = child(n, f_type);
        if (!ts_node_is_null(t)) named_struct_at = ts_node_start_byte(t);
      }
      // (bounded: the text of every level of 50,000 nested anonymous
      // structs would make this quadratic; bigger ones stay unregistered)
      if (is(n, s_struct_type) && ts_node_start_byte(n) != named_struct_at &&
          ts_node_end_byte(n) - ts_node_start_byte(n) <= 16384) {
        std::string key = type_text(n);
        if (!structs_.count(key)) structs_[key] = struct_info(n);
      }
      return false;
    });
  }
  void register_type(TSNode spec) {
    if (!is(spec, s_type_spec) && !is(spec, s_type_alias)) return;
    std::string name(text(child(spec, f_name)));
    TSNode t = child(spec, f_type);
    if (is(spec, s_type_alias) && type_text_raw(t).find('[') != std::string::npos) {
      raw_aliases_[name] = type_text_raw(t);
      aliases_[name] = type_text(t);  // only generic instances: other aliases lower as named types already
    }
    if (is(t, s_struct_type)) {
      structs_[name] = struct_info(t);
      for (TSNode fl : named_children(t))  // the fields' types with their type arguments (node_instance)
        if (is(fl, s_field_declaration_list))
          for (TSNode fd : named_children(fl))
            if (is(fd, s_field_declaration))
              for (TSNode fnm : field_children(fd, f_name)) raw_fields_[name + "." + std::string(text(fnm))] = type_text_raw(child(fd, f_type));
    } else if (is(t, s_interface_type)) {
      std::vector<std::string> ms;
      for (TSNode m : named_children(t)) {
        if (is(m, s_method_elem)) {
          std::string mn(text(child(m, f_name)));
          ms.push_back(mn);
          iface_results_[name + "." + mn] = param_types(child(m, f_result));
        } else if (is(m, s_type_elem)) {
          std::string emb = type_text(m);
          auto it = ifaces_.find(emb);
          if (it != ifaces_.end()) ms.insert(ms.end(), it->second.begin(), it->second.end());
          if (emb == "error") ms.push_back("Error");
        }
      }
      ifaces_[name] = ms;
    } else {
      named_[name] = type_text(t);
    }
  }
  StructInfo struct_info(TSNode t) {
    StructInfo info;
    for (TSNode fl : named_children(t)) {
      if (!is(fl, s_field_declaration_list)) continue;
      for (TSNode fd : named_children(fl)) {
        if (!is(fd, s_field_declaration)) continue;
        std::string ft = type_text(child(fd, f_type));
        auto names = field_children(fd, f_name);
        std::string jt;  // encoding/json reads the json key of the field's tag
        if (TSNode tg = child(fd, field("tag")); !ts_node_is_null(tg)) {
          std::string_view raw = text(tg);
          if (std::size_t at = raw.find("json:\""); at != std::string_view::npos) {
            std::size_t b = at + 6, e = raw.find('"', b);
            if (e != std::string_view::npos) jt = std::string(raw.substr(b, e - b));
          }
        }
        std::size_t before = info.fields.size();
        if (names.empty()) {  // embedded: the field is named after the type
          std::string en = ft;
          if (!en.empty() && en[0] == '*') en = en.substr(1);
          if (auto dot = en.rfind('.'); dot != std::string::npos) en = en.substr(dot + 1);
          info.fields.emplace_back(en, ft);
          info.embeds.push_back(en);
        }
        for (TSNode n : names) info.fields.emplace_back(std::string(text(n)), ft);
        info.json.resize(before);
        info.json.resize(info.fields.size(), jt);
      }
    }
    return info;
  }

  // ================================================================ declarations
  void lower_type_declaration(TSNode k) {
    for (TSNode spec : named_children(k)) {
      if (!is(spec, s_type_spec)) continue;
      std::string name(text(child(spec, f_name)));
      auto it = structs_.find(name);
      if (it == structs_.end()) continue;
      SpanScope sc(b_, span(spec));
      emit_struct_class(name, it->second);
    }
  }
  /// A program using encoding/json gets a class per anonymous struct type
  /// too (named by its text, as new_object names it), carrying its json spec.
  /// So does one with a field whose named type has String()/Error(): fmt's %v
  /// of the struct calls it (struct{L Level}{2} prints {high}).
  void lower_anonymous_structs() {
    const bool json = packages_.count("json") > 0;
    std::vector<std::string> keys;
    for (const auto& [key, info] : structs_)
      if (key.rfind("struct{", 0) == 0 &&
          (json || std::any_of(info.fields.begin(), info.fields.end(),
                               [&](const auto& f) { return !named_method_type(f.second).empty(); })))
        keys.push_back(key);
    std::sort(keys.begin(), keys.end());
    for (const auto& key : keys) {
      emit_struct_class(key, structs_.at(key));
      for (const auto& [fname, ft] : structs_.at(key).fields)
        if (std::string mfn = named_method_type(ft); !mfn.empty()) anon_field_strings_.push_back({key, fname, mfn});
    }
  }
  /// (anonymous struct type, field, its type's String function): stored once the functions exist.
  std::vector<std::array<std::string, 3>> anon_field_strings_;
  void emit_struct_class(const std::string& name, const StructInfo& info) {
    {
      Reg c = emit_class(name, "", [] {});
      b_.decl_var(name, c);
      if (name.rfind("struct{", 0) != 0) lowered_structs_.insert(name);
      std::string vf, pf, mf, emb;
      for (const auto& [fname, ft] : info.fields) {
        if (is_value_aggregate(ft)) vf += (vf.empty() ? "" : ",") + fname;
        if (!ft.empty() && ft[0] == '*') pf += (pf.empty() ? "" : ",") + fname;  // fmt prints these as addresses
        if (is_map(ft)) mf += (mf.empty() ? "" : ",") + fname;  // a nil one prints as map[]
      }
      if (!pf.empty()) b_.store_field(c, "__go_pf", b_.const_str(pf));
      if (!mf.empty()) b_.store_field(c, "__go_mf", b_.const_str(mf));
      // String/Error with a pointer receiver: fmt does not call them on a T value
      std::string pm;
      for (const char* m : {"String", "Error"})
        if (ptr_methods_.count(name + "." + m)) pm += std::string(",") + m;
      if (!pm.empty()) b_.store_field(c, "__go_pm", b_.const_str(pm + ","));
      for (const auto& e : info.embeds) emb += (emb.empty() ? "" : ",") + e;
      if (!vf.empty()) b_.store_field(c, "__go_vf", b_.const_str(vf));
      if (!emb.empty()) b_.store_field(c, "__go_embeds", b_.const_str(emb));
      // encoding/json: each field as name \x1f tag \x1f kind (s slice, m map, p pointer) and json_type, \x1e between
      std::string js;
      const auto& fs = info.fields;
      for (std::size_t fi = 0; fi < fs.size(); ++fi) {
        std::string rt = resolve(fs[fi].second);
        char kind = is_slice(rt) ? 's' : rt.rfind("map[", 0) == 0 ? 'm' : !rt.empty() && rt[0] == '*' ? 'p' : 'o';
        js += (fi ? "\x1e" : "") + fs[fi].first + "\x1f" + (fi < info.json.size() ? info.json[fi] : "") + "\x1f" + kind +
              json_type(fs[fi].second);
      }
      if (!js.empty()) b_.store_field(c, "__go_json", b_.const_str(js));
    }
  }

  void function_declaration(TSNode n) {
    SpanScope sc(b_, span(n));
    std::string name(text(child(n, f_name)));
    // a generic function's `var zero T` reads the zero its caller passes (hidden parameter __tz)
    auto tp = fn_tparams_.find(name);
    fn_tp_ = tp != fn_tparams_.end() ? tp->second : std::vector<std::string>{};
    Reg f = define_function(name, TSNode{}, child(n, f_parameters), child(n, f_result), child(n, f_body));
    b_.decl_var(name, f);
    if (go_variants_.count(name)) {  // started by a go statement: also as a goroutine body
      go_body_next_ = true;
      Reg g = define_function(name + "__go", TSNode{}, child(n, f_parameters), child(n, f_result), child(n, f_body));
      b_.decl_var(name + "__go", g);
    }
    fn_tp_.clear();
  }
  /// Names of the functions `go name(...)` starts.
  /// Top-level functions that may block (a channel operation, select, range
  /// over a chan parameter or channel made there, WaitGroup.Wait, time.Sleep,
  /// or a call of such a function): also lowered as goroutine bodies (f__go),
  /// which a goroutine calls through __yield_from so that their blocking
  /// yields to the scheduler instead of blocking the whole goroutine.
  void prescan_blocking_functions(TSNode root) {
    TSSymbol fd = symbol("function_declaration"), send = symbol("send_statement"), sel = symbol("select_statement"),
             rc = symbol("range_clause"), svd = symbol("short_var_declaration");
    std::unordered_map<std::string, std::vector<std::string>> calls;
    std::unordered_set<std::string> direct;
    TSSymbol md = symbol("method_declaration");
    for (TSNode f : named_children(root)) {
      bool method = sym(f) == md;
      if ((sym(f) != fd && !method) || !ts_node_is_null(child(f, field("type_parameters")))) continue;
      std::string name(text(child(f, f_name)));
      if (name == "main" || name == "init") continue;
      if (method) {  // "T.m" of a struct type T's method (not a generic type's)
        auto rp = named_children(child(f, f_receiver));
        if (rp.empty()) continue;
        std::string rt(text(child(rp[0], f_type)));
        if (!rt.empty() && rt[0] == '*') rt = rt.substr(1);
        if (rt.find('[') != std::string::npos) continue;
        name = rt + "." + name;
      }
      std::unordered_set<std::string> chans;  // chan-typed parameters and locals made with make(chan ...)
      for (TSNode p : named_children(child(f, f_parameters))) {
        if (text(child(p, f_type)).find("chan") == std::string_view::npos) continue;
        for (TSNode nm : field_children(p, f_name)) chans.insert(std::string(text(nm)));
      }
      bool blocks = false;
      std::vector<std::string>& callees = calls[name];
      std::vector<TSNode> stack{child(f, f_body)};
      while (!stack.empty() && !blocks) {
        TSNode n = stack.back();
        stack.pop_back();
        if (ts_node_is_null(n) || is(n, s_func_literal)) continue;
        TSSymbol k = sym(n);
        if (k == send || k == sel) blocks = true;
        else if (is(n, s_unary) && text(child(n, f_operator)) == "<-") blocks = true;
        else if (k == svd && text(n).find("make(chan") != std::string_view::npos) {
          for (TSNode l : named_children(child(n, f_left))) chans.insert(std::string(text(l)));
        } else if (k == rc && chans.count(std::string(text(child(n, f_right))))) {
          blocks = true;
        } else if (is(n, s_call)) {
          TSNode fn = child(n, f_function);
          std::string_view ft = text(fn);
          if (ft == "time.Sleep" || (is(fn, s_selector) && text(child(fn, f_field)) == "Wait")) blocks = true;
          else if (is(fn, s_identifier)) callees.emplace_back(ft);
          else if (is(fn, s_selector)) callees.push_back("." + std::string(text(child(fn, f_field))));  // x.m(): any T.m
        }
        for (TSNode c : named_children(n)) stack.push_back(c);
      }
      if (blocks) direct.insert(name);
    }
    auto blocking = [&](const std::string& c) {
      if (c[0] != '.') return direct.count(c) > 0;
      for (const auto& d : direct)
        if (d.size() > c.size() && d.compare(d.size() - c.size(), c.size(), c) == 0) return true;
      return false;
    };
    for (bool changed = true; changed;) {  // callers of blocking functions block
      changed = false;
      for (const auto& [f, cs] : calls)
        if (!direct.count(f))
          for (const auto& c : cs)
            if (blocking(c)) {
              direct.insert(f);
              changed = true;
              break;
            }
    }
    for (const auto& f : direct) {
      blocking_fns_.insert(f);
      if (f.find('.') == std::string::npos) go_variants_.insert(f);
      else blocking_methods_.insert(f.substr(f.rfind('.') + 1));
    }
  }
  void prescan_go_statements(TSNode root) {
    TSSymbol gs = symbol("go_statement");
    std::vector<TSNode> stack{root};
    while (!stack.empty()) {
      TSNode n = stack.back();
      stack.pop_back();
      if (sym(n) == gs) {
        auto kids = named_children(n);
        if (kids.size() == 1 && is(kids[0], s_call) && is(child(kids[0], f_function), s_identifier))
          go_variants_.insert(std::string(text(child(kids[0], f_function))));
        if (kids.size() == 1 && is(kids[0], s_call) && is(child(kids[0], f_function), s_selector))
          go_fields_.insert(std::string(text(child(child(kids[0], f_function), f_field))));  // go w.Run(x)
      } else if (is(n, s_call) && text(child(n, f_function)) == "time.AfterFunc") {  // AfterFunc(d, f): f as a goroutine
        auto as = named_children(child(n, f_arguments));
        if (as.size() == 2 && is(as[1], s_identifier)) go_variants_.insert(std::string(text(as[1])));
      }
      for (TSNode c : named_children(n)) stack.push_back(c);
    }
    if (go_fields_.empty()) return;
    // Worker{Run: work} with go w.Run(x): work also as a goroutine body
    stack.push_back(root);
    while (!stack.empty()) {
      TSNode n = stack.back();
      stack.pop_back();
      if (is(n, s_keyed_element)) {
        auto kv = named_children(n);
        if (kv.size() == 2 && go_fields_.count(std::string(text(kv[0]))) && is(kv[1], s_identifier))
          go_variants_.insert(std::string(text(kv[1])));
      }
      for (TSNode c : named_children(n)) stack.push_back(c);
    }
  }
  /// The goroutine body of a func value stored in field `field` (a func
  /// literal, or a function with a goroutine variant), kNoReg if none.
  Reg go_field_body(const std::string& field, TSNode value) {
    if (!go_fields_.count(field) || ts_node_is_null(value)) return kNoReg;
    if (is(value, s_literal_element) && ts_node_named_child_count(value) > 0) value = ts_node_named_child(value, 0);
    if (sym(value) == symbol("func_literal")) {
      go_body_next_ = true;
      Reg g = func_literal(value);
      go_body_next_ = false;
      return g;
    }
    if (is(value, s_identifier) && go_variants_.count(std::string(text(value))) && !is_local_name(text(value)))
      return b_.load_var(std::string(text(value)) + "__go");
    return kNoReg;
  }

  void method_declaration(TSNode n) {
    SpanScope sc(b_, span(n));
    std::string name(text(child(n, f_name)));
    std::vector<std::string> rnames;
    auto rtypes = param_types(child(n, f_receiver), &rnames);
    std::string rt = rtypes.empty() ? std::string() : rtypes[0];
    std::string base = !rt.empty() && rt[0] == '*' ? rt.substr(1) : rt;
    // func (s *Stack[T]) ...: T's zero comes from the receiver (with_targs)
    std::vector<std::string> saved_tp = std::move(recv_tparams_);
    std::string saved_rn = std::move(recv_name_);
    recv_tparams_.clear();
    recv_name_.clear();
    for (TSNode p : named_children(child(n, f_receiver))) {
      if (!is(p, s_parameter_declaration)) continue;
      std::string raw(text(child(p, f_type)));
      std::size_t open = raw.find('[');
      if (open == std::string::npos || raw.back() != ']' || rnames.empty() || rnames[0].empty() || rnames[0] == "_") break;
      recv_name_ = rnames[0];
      for (std::size_t i = open + 1, start = i; i < raw.size(); ++i) {
        if (raw[i] != ',' && raw[i] != ']') continue;
        std::string a = raw.substr(start, i - start);
        a.erase(0, a.find_first_not_of(" \t\n"));
        a.erase(a.find_last_not_of(" \t\n") + 1);
        recv_tparams_.push_back(a);
        start = i + 1;
      }
      break;
    }
    // unique function names: Go has no overloading (the VM groups typed
    // functions of one name into overload sets)
    Reg f = define_function(base + "_" + name, child(n, f_receiver), child(n, f_parameters), child(n, f_result),
                            child(n, f_body));
    recv_tparams_ = std::move(saved_tp);
    recv_name_ = std::move(saved_rn);
    // also as a goroutine body (m__go); every type's m when one type's m
    // blocks: `go x.m()` on an interface reaches the dynamic type's m__go
    if (structs_.count(base) && (blocking_fns_.count(base + "." + name) || blocking_methods_.count(name))) {
      recv_tparams_.clear();
      recv_name_.clear();
      go_body_next_ = true;
      Reg g = define_function(base + "_" + name + "__go", child(n, f_receiver), child(n, f_parameters), child(n, f_result),
                              child(n, f_body));
      recv_tparams_ = std::move(saved_tp);
      recv_name_ = std::move(saved_rn);
      b_.store_field(b_.load_var(base), name + "__go", g);
    }
    if (structs_.count(base)) {
      Reg c = b_.load_var(base);
      b_.store_field(c, name, f);
    } else {
      b_.decl_var(base + "_" + name, f);  // methods of non-struct named types: static calls only
    }
  }

  /// A function (declaration, method or literal). `receiver` is a
  /// parameter_list or null.
  Reg define_function(const std::string& name, TSNode receiver, TSNode params, TSNode result, TSNode body) {
    // a function's variables' instantiations end with it (a closure starts from its outer ones)
    struct InstanceScope {
      std::unordered_map<std::string, std::string>& live;
      std::unordered_map<std::string, std::string> saved;
      ~InstanceScope() { live = std::move(saved); }
    } instance_scope{instance_of_, instance_of_};
    std::vector<std::string> hints;
    std::vector<std::pair<std::string, std::string>> typed;  // (name, type)
    auto add_params = [&](TSNode plist) {
      if (ts_node_is_null(plist)) return;
      for (TSNode p : named_children(plist)) {
        bool variadic = is(p, s_variadic_param);
        if (!is(p, s_parameter_declaration) && !variadic) continue;
        std::string t = type_text(child(p, f_type));
        if (variadic) t = "[]" + t;
        auto ns = field_children(p, f_name);
        if (ns.empty()) {
          std::string anon = "__p" + std::to_string(hints.size());
          hints.push_back("param:" + anon);
          typed.emplace_back(anon, t);
        }
        for (TSNode nm : ns) {
          std::string pn(text(nm));
          if (pn == "_") pn = "__p" + std::to_string(hints.size());
          std::string a = variadic ? std::string() : ir_type(t);
          hints.push_back(std::string(variadic ? "param:*" : "param:") + pn + (a.empty() ? "" : " " + a));
          typed.emplace_back(pn, t);
        }
      }
    };
    add_params(receiver);
    add_params(params);
    // top-level generic function (not its closures): the type arguments' zeros, None when the caller is unknown
    bool tz = !fn_tp_.empty() && ts_node_is_null(receiver) && fns_.empty();
    if (tz) hints.push_back("param:__tz");
    FnCtx ctx;
    std::vector<std::string> rnames;
    ctx.results = param_types(result, &rnames);
    bool named = false;
    for (const auto& r : rnames)
      if (!r.empty()) named = true;
    if (named) ctx.named_results = rnames;
    ctx.has_defer = contains_defer(body);
    // top-level functions only: a closure's body was walked with its enclosing
    // function's (walking each nested literal again is quadratic in the nesting)
    if (fns_.empty()) {
      ctx.own_slices = own_slices(body);
      ctx.stack_slices = own_slices(body, true);
    }
    std::string ret_ann = ctx.results.size() == 1 ? ir_type(ctx.results[0]) : std::string();
    bool goroutine = go_body_next_;
    go_body_next_ = false;
    return emit_function(name, hints, [&] {
      // a goroutine body is a generator: its blocking operations yield to the scheduler
      bool saved_go = go_ctx_;
      go_ctx_ = goroutine;
      if (goroutine) {
        Reg kind = b_.const_str("goroutine");
        b_.call_function("__generator", std::span<const Reg>(&kind, 1));
      }
      tenv_.emplace_back();
      fns_.push_back(ctx);
      fns_.back().scope_base = tenv_.size() - 1;
      for (const auto& [pn, t] : typed) {
        bind_type(pn, t);
        if (is_value_aggregate(t)) {  // value semantics: the callee owns a copy
          Reg v = b_.load_var(pn);
          b_.store_var(pn, b_.call_function("__go_copy", std::span<const Reg>(&v, 1)));
        }
      }
      if (named) {
        for (std::size_t k = 0; k < rnames.size(); ++k) {
          if (rnames[k].empty() || rnames[k] == "_") continue;
          Reg z = zero_value(ctx.results[k]);
          b_.decl_var(rnames[k], z);
          annotate(ctx.results[k]);
          bind_type(rnames[k], ctx.results[k]);
          vars_.mark_declared(rnames[k]);
        }
      }
      if (fns_.back().has_defer) {
        lower_deferring_body(body);
      } else {
        lower_block(body);
      }
      // A goto whose label was never lowered (broken source): it ends the
      // function rather than leaving a branch to nowhere.
      for (Symbol g : fns_.back().gotos)
        if (std::find(fns_.back().labels.begin(), fns_.back().labels.end(), g) == fns_.back().labels.end()) {
          b_.label(g);
          fns_.back().labels.push_back(g);
        }
      fns_.pop_back();
      tenv_.pop_back();
      go_ctx_ = saved_go;
    }, ret_ann, [&](const std::string& label) {
      if (tz) b_.decl_var("__default_" + label + "___tz", b_.const_none());
    });
  }

  bool contains_defer(TSNode body) const {
    if (ts_node_is_null(body)) return false;
    return walk_statements(body, [&](TSNode n) { return !is(n, s_func_literal); },
                           [&](TSNode n) { return is(n, s_defer); });
  }

  /// Body of a function with `defer`: the body runs in a catch-all region;
  /// returns and panics go to the deferred calls, run LIFO by the runtime
  /// (which also re-raises a panic nobody recovered).
  void lower_deferring_body(TSNode body) {
    std::uint32_t id = b_.new_label_id();
    Symbol run = b_.label_name("defer_run", id), exc = b_.label_name("defer_panic", id);
    fns_.back().run_label = run;
    b_.decl_var("__defers", b_.new_array("list", b_.const_int(0)));
    b_.decl_var("__pflag", b_.const_bool(false));
    b_.decl_var("__pv", b_.const_none());
    b_.decl_var("__ret", b_.const_none());
    std::vector<Operand> ops{Builder::null(), Builder::label_op(run), Builder::null(), Builder::label_op(exc)};
    b_.emit(Opcode::TryPush, std::span<const Operand>(ops));
    ++try_depth_;
    fns_.back().try_base = try_depth_;
    lower_block(body);
    --try_depth_;
    b_.try_pop();
    b_.branch(run);
    b_.label(exc);
    Reg e = b_.symbolic("caught_exception:*");
    b_.store_var("__pv", e);
    b_.store_var("__pflag", b_.const_bool(true));
    b_.branch(run);
    b_.label(run);
    std::vector<Reg> args{b_.load_var("__defers"), b_.load_var("__pflag"), b_.load_var("__pv")};
    b_.call_function("__go_run_defers", args);
    const FnCtx& c = fns_.back();
    if (!c.named_results.empty()) {
      b_.ret(named_results_value());
    } else {
      b_.ret(b_.load_var("__ret"));
    }
    after_terminator();
  }
  Reg named_results_value() {
    const FnCtx& c = fns_.back();
    std::vector<Reg> vals;
    for (std::size_t k = 0; k < c.named_results.size(); ++k) {
      const std::string& n = c.named_results[k];
      vals.push_back(n.empty() || n == "_" ? zero_value(c.results[k]) : b_.load_var(n));
    }
    if (vals.size() == 1) return vals[0];
    return make_tuple(vals);
  }
  Reg make_tuple(const std::vector<Reg>& vals) {
    Reg t = b_.new_array("tuple", b_.const_int(static_cast<std::int64_t>(vals.size())));
    for (std::size_t k = 0; k < vals.size(); ++k) b_.store_index(t, b_.const_int(static_cast<std::int64_t>(k)), vals[k]);
    return t;
  }

  void lower_block(TSNode body, bool loop_body = false) {
    if (ts_node_is_null(body)) return;
    tenv_.emplace_back();
    // Go 1.22: a for clause's variables are per iteration too (the scope just outside the body)
    if (loop_body) loop_levels_.push_back(for_clause_scope_ ? tenv_.size() - 2 : tenv_.size() - 1);
    for_clause_scope_ = false;
    for (TSNode k : named_children(body)) {
      if (is(k, s_statement_list)) lower_stmts(k);
      else lower_stmt(k);
    }
    if (loop_body) loop_levels_.pop_back();
    tenv_.pop_back();
  }

  /// Whether identifier id names a variable declared inside the innermost loop
  /// body of this function (fresh each iteration) that no statement of that
  /// loop assigns, increments, takes the address of elsewhere or reads after id.
  bool per_iteration_unassigned(TSNode id) {
    if (loop_levels_.empty() || fns_.empty()) return false;
    std::size_t lvl = loop_levels_.back();
    if (lvl < fns_.back().scope_base) return false;
    std::string name(text(id));
    std::size_t found = tenv_.size();
    for (std::size_t j = tenv_.size(); j-- > 0;)
      if (tenv_[j].count(name)) {
        found = j;
        break;
      }
    if (found == tenv_.size() || found < lvl) return false;  // declared outside the loop
    TSNode loop = ts_node_parent(id);
    while (!ts_node_is_null(loop) && !is(loop, s_for_statement)) loop = ts_node_parent(loop);
    if (ts_node_is_null(loop)) return false;
    bool assigned = false;
    int seen_addr = 0;
    TSSymbol as = symbol("assignment_statement"), inc = symbol("inc_statement"), dec = symbol("dec_statement");
    walk_statements(loop, [&](TSNode) { return !assigned; }, [&](TSNode k) {
      if (sym(k) == as || sym(k) == inc || sym(k) == dec) {
        TSNode left = sym(k) == as ? child(k, f_left) : named_children(k).empty() ? TSNode{} : named_children(k)[0];
        for (TSNode l : is(left, s_expression_list) ? named_children(left) : std::vector<TSNode>{left})
          if (is(l, s_identifier) && text(l) == name) assigned = true;
      } else if (is(k, s_identifier) && text(k) == name && ts_node_start_byte(k) > ts_node_start_byte(id)) {
        assigned = true;  // read after &x: a write through the pointer must show there (parse(&n); use(n))
      } else if (is(k, s_unary) && text(child(k, f_operator)) == "&" && is(child(k, f_operand), s_identifier) &&
                 text(child(k, f_operand)) == name) {
        ++seen_addr;
      } else if (is(k, s_func_literal)) {
        // a closure may assign it
        walk_statements(k, [&](TSNode) { return true; }, [&](TSNode c) {
          if (is(c, s_identifier) && text(c) == name) assigned = true;
          return assigned;
        });
      }
      return assigned;
    });
    return !assigned && seen_addr == 1;
  }
  /// Variables declared by := inside a loop body are fresh in each
  /// iteration; the VM's are function-scoped. A func literal that captures
  /// such variables is wrapped in a binder function called with their
  /// current values, so each closure keeps its own copies (a closure's
  /// writes to them then stay private to it).
  std::vector<std::string> per_iteration_captures(TSNode lit) {
    std::vector<std::string> out;
    if (loop_levels_.empty() || fns_.empty()) return out;
    std::size_t lvl = loop_levels_.back();
    if (lvl < fns_.back().scope_base) return out;  // the loop is in an enclosing function
    walk_statements(lit, [&](TSNode) { return true; }, [&](TSNode k) {
      if (!is(k, s_identifier)) return false;
      std::string name(text(k));
      for (std::size_t j = tenv_.size(); j-- > 0;) {
        if (tenv_[j].count(name)) {
          if (j >= lvl && std::find(out.begin(), out.end(), name) == out.end()) out.push_back(name);
          break;
        }
      }
      return out.size() > 64;
    });
    return out;
  }

  // ================================================================ statements
  void nothing(TSNode) {}
  void block(TSNode n) { lower_block(n); }
  void expression_statement(TSNode n) {
    for (TSNode k : named_children(n)) lower_expr(k);
  }

  /// Value to store for `rhs` (a copy when Go copies: struct/array values
  /// read from a variable, field, element or pointer).
  Reg copy_if_value(Reg v, TSNode rhs, const std::string& t) {
    if (!is_value_aggregate(t)) return v;
    if (is(rhs, s_composite) || is(rhs, s_call) || is(rhs, s_func_literal)) return v;
    return b_.call_function("__go_copy", std::span<const Reg>(&v, 1));
  }

  /// The values of an expression list for `n` targets: one per expression,
  /// or a multi-value call / comma-ok form destructured.
  std::vector<std::pair<Reg, std::string>> rhs_values(TSNode list, std::size_t n) {
    std::vector<std::pair<Reg, std::string>> out;
    auto exprs = is(list, s_expression_list) ? named_children(list) : std::vector<TSNode>{list};
    if (exprs.size() == 1 && n > 1) {
      TSNode e = exprs[0];
      Reg v;
      std::vector<std::string> types;
      if (is(e, s_index) && n == 2) {  // v, ok := m[k]
        Reg m = ex(child(e, f_operand));
        std::string mt = ty_;
        Reg k = map_key(ex(child(e, f_index)), mt);
        Reg z = zero_value(elem_type(mt));
        std::vector<Reg> a{m, k, z};
        v = b_.call_function("__go_mapget2", a);
        types = {elem_type(mt), "bool"};
      } else if (is(e, s_unary) && text(child(e, f_operator)) == "<-" && n == 2) {  // v, ok := <-ch
        Reg ch = ex(child(e, f_operand));
        std::string ct = ty_;
        wait_for("__go_can_recv", ch);
        v = b_.call_function("__go_recv2", std::span<const Reg>(&ch, 1));
        types = {elem_type(ct), "bool"};
      } else if (sym(e) == symbol("type_assertion_expression") && n == 2) {  // v, ok := x.(T)
        Reg x = ex(child(e, f_operand));
        std::string t = type_text(child(e, f_type));
        std::vector<Reg> a{x, type_spec_node(child(e, f_type)), zero_value(t), b_.const_bool(true)};
        v = b_.call_function("__go_assert", a);
        types = {t, "bool"};
        if (named_func_type(t)) {  // h, ok := x.(Handler): the func itself, out of its box
          Reg f = b_.load_index(v, b_.const_int(0));
          out.emplace_back(b_.call_function("__go_unbox", std::span<const Reg>(&f, 1)), t);
          out.emplace_back(b_.load_index(v, b_.const_int(1)), "bool");
          return out;
        }
      } else {
        v = ex(e);
        types = split_results(ty_);
      }
      for (std::size_t k = 0; k < n; ++k)
        out.emplace_back(b_.load_index(v, b_.const_int(static_cast<std::int64_t>(k))), k < types.size() ? types[k] : std::string());
      return out;
    }
    HoistScope hoist{this, hoist_calls(exprs)};
    for (TSNode e : exprs) {
      Reg v = ex(e);
      std::string t = ty_;
      out.emplace_back(copy_if_value(v, e, t), t);
    }
    return out;
  }

  void short_var_declaration(TSNode n) {
    auto targets = named_children(child(n, f_left));
    auto vals = rhs_values(child(n, f_right), targets.size());
    for (std::size_t k = 0; k < targets.size() && k < vals.size(); ++k) {
      std::string_view name = text(targets[k]);
      if (name == "_") continue;
      std::string t = concrete(vals[k].second);
      b_.decl_var(declare_name(name), vals[k].first);
      annotate(t);
      bind_type(name, t);
      if (auto rhs_nodes = named_children(child(n, f_right)); rhs_nodes.size() == targets.size()) note_instance(name, rhs_nodes[k]);
      auto rhs = named_children(child(n, f_right));
      if (rhs.size() == targets.size() && sym(rhs[k]) == symbol("func_literal") && go_variants_.count(std::string(name))) {
        // f := func(...) {...} that a go statement starts (go f(x)): also
        // its goroutine body, so its channel operations yield
        go_body_next_ = true;
        Reg g = func_literal(rhs[k]);
        go_body_next_ = false;
        std::string gn = std::string(name) + "__go";
        b_.decl_var(declare_name(gn), g);
        bind_type(gn, t);
      }
    }
  }

  void var_declaration(TSNode n) {
    for (TSNode k : named_children(n)) {
      if (is(k, s_var_spec_list)) {
        for (TSNode s : named_children(k))
          if (is(s, s_var_spec)) var_spec(s);
      } else if (is(k, s_var_spec)) {
        var_spec(k);
      }
    }
  }
  void var_spec(TSNode s) {
    SpanScope sc(b_, span(s));
    auto names = field_children(s, f_name);
    std::string declared = type_text(child(s, f_type));
    if (TSNode tn = child(s, f_type); !ts_node_is_null(tn) && is(tn, s_interface_type))  // var t interface{ Timeout() bool }
      for (TSNode nm : names) iface_literal_vars_[std::string(text(nm))] = interface_literal_spec(tn);
    TSNode value = child(s, f_value);
    std::vector<std::pair<Reg, std::string>> vals;
    if (!ts_node_is_null(value)) vals = rhs_values(value, names.size());
    for (std::size_t k = 0; k < names.size(); ++k) {
      std::string_view name = text(names[k]);
      std::string t = declared.empty() ? (k < vals.size() ? concrete(vals[k].second) : std::string()) : declared;
      Reg v{};
      if (k < vals.size()) {
        v = vals[k].first;
      } else {
        // var p Pair[int, bool]: the zero of the instance (its K and V fields), not of Pair
        std::string raw = ts_node_is_null(child(s, f_type)) ? std::string() : std::string(text(child(s, f_type)));
        bool inst = raw.find('[') != std::string::npos && generic_tparams_.count(raw.substr(0, raw.find('[')));
        v = with_targs(zero_value(inst ? raw : t), child(s, f_type));
      }
      if (!declared.empty() && k < vals.size()) v = fit(v, vals[k].second, declared);
      if (name == "_") continue;
      b_.decl_var(declare_name(name), v);
      annotate(t);
      bind_type(name, t);
      note_instance(name, ts_node_is_null(child(s, f_type)) ? (k < value_nodes(value).size() ? value_nodes(value)[k] : TSNode{}) : child(s, f_type));
    }
  }
  std::vector<TSNode> value_nodes(TSNode v) const { return ts_node_is_null(v) ? std::vector<TSNode>{} : named_children(v); }
  /// Remembers the instantiation (Fenwick[Celsius]) a variable was declared
  /// with, from its type or its value (a composite literal, &T{...}, or an
  /// explicit generic call F[Celsius](...)): static types drop type
  /// arguments, and a method's result of type T names Celsius from here.
  void note_instance(std::string_view name, TSNode src) {
    std::string key = actual_name(name);
    instance_of_.erase(key);
    if (ts_node_is_null(src)) return;
    if (std::string ni = node_instance(src); !ni.empty()) {  // a literal, a variable, a field or method result of an instance
      instance_of_[key] = ni;
      return;
    }
    if (is(src, s_unary) && text(child(src, f_operator)) == "&") src = child(src, f_operand);
    std::string raw;
    if (sym(src) == symbol("composite_literal")) {
      raw = type_text_raw(child(src, f_type));
    } else if (is(src, s_call) || sym(src) == symbol("type_conversion_expression")) {
      TSNode fn = is(src, s_call) ? child(src, f_function) : child(src, f_type);  // F[int](x) reads as a conversion
      TSNode base = is(fn, s_generic_type) ? child(fn, f_type) : is(fn, s_index) ? child(fn, f_operand) : TSNode{};
      if (ts_node_is_null(base) && sym(fn) == symbol("type_instantiation_expression")) base = named_children(fn)[0];
      if (ts_node_is_null(base)) return;
      std::string fname(text(base));
      auto tp = fn_tparams_.find(fname);
      auto rr = fn_rawresult_.find(fname);
      if (tp == fn_tparams_.end() || rr == fn_rawresult_.end()) return;
      std::string res = rr->second;
      if (!res.empty() && res[0] == '*') res = res.substr(1);
      auto explicit_args = type_args(type_text_raw(fn));
      std::size_t open = res.find('[');
      if (open == std::string::npos) return;
      raw = res.substr(0, open) + "[";
      auto args = type_args(res);
      for (std::size_t k = 0; k < args.size(); ++k) {
        auto it = std::find(tp->second.begin(), tp->second.end(), args[k]);
        std::size_t j = static_cast<std::size_t>(it - tp->second.begin());
        if (it == tp->second.end() || j >= explicit_args.size()) return;
        raw += (k ? "," : "") + explicit_args[j];
      }
      raw += "]";
    } else if (is_type_node(src)) {
      raw = type_text_raw(src);
    }
    if (!raw.empty() && raw[0] == '*') raw = raw.substr(1);
    std::size_t open = raw.find('[');
    if (open == std::string::npos || open == 0 || !generic_types_.count(raw.substr(0, open))) {
      raw = node_instance(src);  // a field or method result of an instance, an alias (type Big = Poly[int64])
      open = raw.find('[');
      if (raw.empty()) return;
    }
    instance_of_[key] = raw;
  }
  /// The instantiation (Series[Celsius]) of expression e's generic type when
  /// it can be read from the source: a variable's noted one, a composite
  /// literal's type, a field of an instance (Box[T] field of a Pair[int]) or
  /// a method's result on one. Static types drop type arguments, so field
  /// types, method results and inference take them from here.
  std::string node_instance(TSNode e, int depth = 0) const {
    if (ts_node_is_null(e) || depth > 8) return {};
    while (sym(e) == symbol("parenthesized_expression") && ts_node_named_child_count(e) > 0) e = ts_node_named_child(e, 0);
    if (is(e, s_unary) && text(child(e, f_operator)) == "&") e = child(e, f_operand);
    std::string raw;
    if (is(e, s_identifier)) {
      auto in = instance_of_.find(actual_name(text(e)));
      return in == instance_of_.end() ? std::string() : in->second;
    } else if (sym(e) == symbol("composite_literal")) {
      raw = type_text_raw(child(e, f_type));
    } else if (is(e, s_selector)) {
      std::string oi = node_instance(child(e, f_operand), depth + 1);
      if (oi.empty()) return {};
      std::string base = oi.substr(0, oi.find('['));
      auto st = structs_.find(base);
      auto gp = generic_tparams_.find(base);
      if (st == structs_.end() || gp == generic_tparams_.end()) return {};
      auto rf = raw_fields_.find(base + "." + std::string(text(child(e, f_field))));
      if (rf == raw_fields_.end()) return {};
      raw = substitute(rf->second, gp->second, type_args(oi));
    } else if (is(e, s_call) && is(child(e, f_function), s_selector)) {
      TSNode fn = child(e, f_function);
      std::string oi = node_instance(child(fn, f_operand), depth + 1);
      if (oi.empty()) return {};
      std::string key = oi.substr(0, oi.find('[')) + "." + std::string(text(child(fn, f_field)));
      auto rr = raw_mresults_.find(key);
      auto tn = recv_tnames_.find(key);
      if (rr == raw_mresults_.end() || tn == recv_tnames_.end()) return {};
      raw = substitute(rr->second, tn->second, type_args(oi));
    }
    if (!raw.empty() && raw[0] == '*') raw = raw.substr(1);
    if (auto al = raw_aliases_.find(raw); al != raw_aliases_.end()) raw = al->second;  // type Big = Poly[int64]
    std::size_t open = raw.find('[');
    if (open == std::string::npos || open == 0 || !generic_types_.count(raw.substr(0, open))) return {};
    for (const auto& a : type_args(raw))
      if (a.empty() || type_params_.count(a)) return {};  // Stack[T] inside a generic function: unknown
    return raw;
  }
  /// t with each type parameter in tps (a whole identifier) replaced by its argument.
  static std::string substitute(const std::string& t, const std::vector<std::string>& tps, const std::vector<std::string>& targs) {
    auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; };
    std::string out;
    for (std::size_t i = 0; i < t.size();) {
      if (!ident(t[i])) {
        out.push_back(t[i++]);
        continue;
      }
      std::size_t j = i;
      while (j < t.size() && ident(t[j])) ++j;
      std::string word = t.substr(i, j - i);
      for (std::size_t k = 0; k < tps.size() && k < targs.size(); ++k)
        if (word == tps[k] && !targs[k].empty()) {
          word = targs[k];
          break;
        }
      out += word;
      i = j;
    }
    return out;
  }
  /// Field f's static type on operand, an instance (Series[Celsius]): []T -> []Celsius.
  std::string instance_field_type(TSNode operand, const std::string& f, std::string ft) const {
    if (ft.empty() || type_params_.empty()) return ft;
    std::string oi = node_instance(operand);
    if (oi.empty()) return ft;
    auto gp = generic_tparams_.find(oi.substr(0, oi.find('[')));
    if (gp == generic_tparams_.end()) return ft;
    (void)f;
    std::vector<std::string> targs;
    for (const auto& a : type_args(oi)) targs.push_back(strip_type_args(a));
    return substitute(ft, gp->second, targs);
  }
  /// m's result types on operand, a value of a known instantiation: T -> its type argument.
  std::vector<std::string> instance_results(TSNode operand, const std::string& base, const std::string& m, std::vector<std::string> rs) const {
    if (instance_of_.empty()) return rs;
    std::string oi = node_instance(operand);
    auto tn = recv_tnames_.find(base + "." + m);
    if (oi.empty() || tn == recv_tnames_.end()) return rs;
    auto targs = type_args(oi);
    for (auto& a : targs) a = strip_type_args(a);
    for (auto& r : rs) r = substitute(r, tn->second, targs);  // T, []T, map[K]V, ...
    return rs;
  }

  void prescan_constants(TSNode n, bool ints_only = false) {
    std::int64_t iota = 0;
    TSNode last_value{};
    std::string last_type;
    for (TSNode s : named_children(n)) {
      if (!is(s, s_const_spec)) continue;
      TSNode value = child(s, f_value);
      std::string t = type_text(child(s, f_type));
      if (ts_node_is_null(value)) {
        value = last_value;
        if (t.empty()) t = last_type;
      } else {
        last_value = value;
        last_type = t;
      }
      auto names = field_children(s, f_name);
      std::vector<TSNode> exprs = ts_node_is_null(value) ? std::vector<TSNode>{} : named_children(value);
      bool early_ok = t.empty() || t == "int" || t == "int64" || t == "uint" || t == "uint64";  // named types are not known yet
      for (std::size_t k = 0; k < names.size() && k < exprs.size(); ++k)
        if (ints_only ? early_ok : resolve(t) != "float32") consts_.define(std::string(text(names[k])), exprs[k], iota);
      ++iota;
    }
  }
  void const_declaration(TSNode n) {
    std::int64_t iota = 0;
    TSNode last_value{};
    std::string last_type;
    for (TSNode s : named_children(n)) {
      if (!is(s, s_const_spec)) continue;
      SpanScope sc(b_, span(s));
      TSNode value = child(s, f_value);
      std::string t = type_text(child(s, f_type));
      if (ts_node_is_null(value)) {
        value = last_value;
        if (t.empty()) t = last_type;
      } else {
        last_value = value;
        last_type = t;
      }
      iota_ = iota;
      auto names = field_children(s, f_name);
      std::vector<TSNode> exprs = ts_node_is_null(value) ? std::vector<TSNode>{} : named_children(value);
      for (std::size_t k = 0; k < names.size(); ++k) {
        Reg v = k < exprs.size() ? ex(exprs[k]) : b_.const_int(0);
        std::string vt = t.empty() ? concrete(ty_) : t;
        std::string_view name = text(names[k]);
        if (name == "_") continue;
        b_.decl_var(declare_name(name), v);
        annotate(vt);
        bind_type(name, vt);
        // exact for later constant expressions (a float32 constant rounds: not kept)
        if (k < exprs.size() && resolve(vt) != "float32") consts_.define(std::string(name), exprs[k], iota);
      }
      ++iota;
    }
  }

  /// Writes `v` (of static type `t`) to an assignment target.
  void store_target(TSNode target, Reg v, const std::string& t) {
    if (is(target, s_identifier) || (sym(target) == symbol("iota") && is_local_name("iota"))) {
      std::string_view name = text(target);
      if (name == "_") return;
      b_.store_var(actual_name(name), v);
      std::string lt = lookup_type(name);
      annotate(lt.empty() ? concrete(t) : lt);
      return;
    }
    if (is(target, s_selector)) {
      Reg o = ex(child(target, f_operand));
      std::string ft = field_type(ty_, std::string(text(child(target, f_field))));
      o = field_holder(o, ty_, text(child(target, f_field)));
      b_.store_field(o, text(child(target, f_field)), fit(v, t, ft));
      return;
    }
    if (is(target, s_index)) {
      Reg o = ex(child(target, f_operand));
      std::string ot = ty_;
      deref_array(o, ot);
      std::string et = elem_type(ot);
      Reg i = map_key(ex(child(target, f_index)), ot);
      b_.store_index(o, i, fit(v, t, et));
      return;
    }
    if (indexed_value(target)) {  // grid[p.R][p.C] = v parses as a type instantiation
      auto k = is(target, s_generic_type) ? std::vector<TSNode>{child(target, f_type)} : named_children(target);
      if (is(target, s_generic_type)) {
        auto args = named_children(child(target, field("type_arguments")));
        if (args.size() == 1) k.push_back(args[0]);
      }
      if (k.size() == 2) {
        Reg o = type_as_expr(k[0]);
        std::string ot = ty_;
        deref_array(o, ot);
        std::string et = elem_type(ot);
        Reg i = map_key(type_as_expr(k[1]), ot);
        b_.store_index(o, i, fit(v, t, et));
        return;
      }
    }
    if (is(target, s_unary) && text(child(target, f_operator)) == "*") {
      Reg p = ex(child(target, f_operand));
      std::vector<Reg> a{p, v};
      b_.call_function("__go_store_ptr", a);
      return;
    }
    if (is(target, s_paren)) {
      auto kids = named_children(target);
      if (!kids.empty()) store_target(kids[0], v, t);
      return;
    }
    unsupported(target);
  }

  static Operator binop_of(std::string_view op, bool& ok) {
    ok = true;
    if (op == "+") return Operator::Add;
    if (op == "-") return Operator::Sub;
    if (op == "*") return Operator::Mul;
    if (op == "/") return Operator::Div;
    if (op == "%") return Operator::Mod;
    if (op == "<<") return Operator::Shl;
    if (op == ">>") return Operator::Shr;
    if (op == "&") return Operator::BitAnd;
    if (op == "|") return Operator::BitOr;
    if (op == "^") return Operator::BitXor;
    if (op == "==") return Operator::Eq;
    if (op == "!=") return Operator::Ne;
    if (op == "<") return Operator::Lt;
    if (op == "<=") return Operator::Le;
    if (op == ">") return Operator::Gt;
    if (op == ">=") return Operator::Ge;
    ok = false;
    return Operator::Add;
  }

  /// Arithmetic with the Go type's annotation (ints wrap; `/` truncates).
  /// uint, uint64, uintptr: held as int64 bit patterns, so / % >> and ordering
  /// go to the runtime's unsigned forms (u64_ops.hpp), as C's unsigned long does.
  bool is_u64(const std::string& t) const {
    std::string r = resolve(t);
    return r == "uint" || r == "uint64" || r == "uintptr";
  }
  Reg u64_op(std::int64_t code, Reg a, Reg b) {
    std::array<Reg, 3> args{b_.const_int(code), a, b};
    return b_.call_function("__go_u64op", args);
  }
  Reg arith(std::string_view op, Reg a, Reg b, const std::string& t, bool const_divisor = false) {
    Reg r;
    if (op == "&^") {
      Reg nb = b_.unop(Operator::BitNot, b);
      r = b_.binop(Operator::BitAnd, a, nb);
    } else if ((op == "/" || op == "%" || op == ">>") && is_u64(t)) {
      r = u64_op(op == "/" ? 0 : op == "%" ? 1 : 2, a, b);  // unsigned on the bit pattern
    } else if (op == "/" && !const_divisor && is_float_type(resolve(t))) {
      // float division by zero gives ±Inf or NaN (IEEE), not a panic
      Reg ab[2] = {a, b};
      r = b_.call_function("__go_fdiv", ab);
    } else {
      bool ok;
      Operator o = binop_of(op, ok);
      r = b_.binop(o, a, b);
    }
    if (is_int_type(t)) {
      std::string a2 = ir_type(t);
      if (!a2.empty()) b_.annotate_last(a2);
    }
    return r;
  }

  /// The local variables of a function body whose slice no other variable,
  /// field, element, closure or callee can hold: declared once from make, a
  /// literal or nil, assigned only fresh slices (append, make, a literal, nil,
  /// x[a:b]), otherwise only indexed, sliced, measured, compared with nil,
  /// spread, returned or passed to a package function. x = append(x, ...)
  /// grows such a list in place whatever registers still see it.
  std::set<std::string> own_slices(TSNode body, bool stack_only = false) {
    std::set<std::string> out;
    if (ts_node_is_null(body)) return out;
    std::unordered_map<std::string, int> decls;
    std::set<std::string> bad;
    auto fresh = [&](TSNode v) {
      if (is(v, s_nil) || is(v, s_composite)) return true;
      if (is(v, s_call)) {
        std::string_view f = text(child(v, f_function));
        return f == "make" || f == "append";
      }
      return !stack_only && is(v, symbol("slice_expression"));
    };
    // each node carries its parent and grandparent: ts_node_parent walks down
    // from the root, quadratic in a deeply nested body
    struct Visit {
      TSNode n, parent, grand;
      bool in_lit;
    };
    std::vector<Visit> stack{{body, TSNode{}, TSNode{}, false}};
    std::size_t budget = 200000;
    while (!stack.empty() && budget-- > 0) {
      auto [n, p, grand, in_lit] = stack.back();
      stack.pop_back();
      bool lit = in_lit || is(n, s_func_literal);
      for (TSNode c : named_children(n)) stack.push_back({c, n, p, lit});
      if (!is(n, s_identifier) || ts_node_is_null(p)) continue;
      std::string name(text(n));
      if (in_lit) {
        bad.insert(name);
        continue;
      }
      bool ok = false;
      std::string_view pt = ts_node_type(p);
      if (pt == "expression_list" && !ts_node_is_null(grand)) {
        TSNode g = grand;
        std::string_view gt = ts_node_type(g);
        bool decl = gt == "short_var_declaration" || gt == "assignment_statement";
        if (decl && !ts_node_is_null(child(g, f_left)) && ts_node_eq(child(g, f_left), p)) {
          auto lhs = named_children(child(g, f_left));
          auto rhs = ts_node_is_null(child(g, f_right)) ? std::vector<TSNode>{} : named_children(child(g, f_right));
          if (gt == "short_var_declaration") ++decls[name];
          else if (text(child(g, f_operator)) != "=") continue;  // x += ...: not a slice
          std::size_t k = 0;
          while (k < lhs.size() && !ts_node_eq(lhs[k], n)) ++k;
          ok = lhs.size() == rhs.size() && k < rhs.size() && fresh(rhs[k]);
        } else {
          ok = !stack_only && gt == "return_statement";  // a returned slice escapes
        }
      } else if (pt == "var_spec") {
        ++decls[name];
        TSNode v = child(p, f_value);
        ok = ts_node_eq(child(p, f_name), n) && (ts_node_is_null(v) || (named_children(v).size() == 1 && fresh(named_children(v)[0])));
      } else if (pt == "index_expression" || pt == "slice_expression") {
        ok = ts_node_eq(child(p, f_operand), n) && !(stack_only && pt == "slice_expression");
      } else if (pt == "variadic_argument" || pt == "return_statement") {
        ok = !stack_only || (pt == "variadic_argument" && !ts_node_is_null(grand) && !ts_node_is_null(ts_node_parent(grand)) &&
                        text(child(ts_node_parent(grand), f_function)) == "append");  // append(y, x...) copies x
      } else if (stack_only && pt == "range_clause") {
        ok = ts_node_eq(child(p, f_right), n);
      } else if (pt == "binary_expression") {
        ok = is(child(p, f_left), s_nil) || is(child(p, f_right), s_nil);
      } else if (pt == "argument_list" && !ts_node_is_null(grand)) {
        TSNode call = grand;
        TSNode f = child(call, f_function);
        std::string_view fn = text(f);
        if (fn == "len" || fn == "cap") ok = true;
        else if (fn == "append") ok = ts_node_eq(named_children(p)[0], n);
        else if (!stack_only && !ts_node_is_null(f) && is(f, s_selector) && is(child(f, f_operand), s_identifier)) {
          // packages whose functions only read or sort the slice (container/heap and others keep it)
          static const std::set<std::string_view> readers{"fmt", "strings", "sort", "slices", "strconv", "bytes", "math", "utf8", "json", "os"};
          std::string_view pkg = text(child(f, f_operand));
          ok = is_package_name(pkg) && readers.count(pkg);
        }
      }
      if (!ok) bad.insert(name);
      else out.insert(name);
    }
    if (!stack.empty()) return {};
    for (const auto& [name, k] : decls)
      if (k != 1) bad.insert(name);
    std::set<std::string> res;
    for (const auto& name : out)
      if (!bad.count(name) && decls.count(name)) res.insert(name);
    return res;
  }

  void assignment_statement(TSNode n) {
    std::string_view op = text(child(n, f_operator));
    auto targets = named_children(child(n, f_left));
    if (op == "=") {
      auto rhs = named_children(child(n, f_right));
      if (targets.size() == 1 && rhs.size() == 1 && is(rhs[0], s_call) && is(child(rhs[0], f_function), s_identifier) &&
          text(child(rhs[0], f_function)) == "append" && !is_local_name("append") && !funcs_.count("append")) {
        auto args = named_children(child(rhs[0], f_arguments));
        if (!args.empty() && text(args[0]) == text(targets[0])) {  // x = append(x, ...)
          append_self_ = true;
          append_own_ = is(targets[0], s_identifier) && !fns_.empty() && fns_.back().own_slices.count(std::string(text(targets[0])));
        }
      }
      auto vals = rhs_values(child(n, f_right), targets.size());
      append_self_ = append_own_ = false;
      for (std::size_t k = 0; k < targets.size() && k < vals.size(); ++k) store_target(targets[k], vals[k].first, vals[k].second);
      for (std::size_t k = 0; k < targets.size() && rhs.size() == targets.size(); ++k) {
        if (is(targets[k], s_selector)) {  // w.Run = func(...) {...}: its goroutine body too
          std::string f(text(child(targets[k], f_field)));
          if (!go_fields_.count(f)) continue;
          Reg g = go_field_body(f, rhs[k]);
          Reg o = ex(child(targets[k], f_operand));
          b_.store_field(o, "__go_" + f, g != kNoReg ? g : b_.load_field(o, f));  // another value: a plain call, not a stale body
          continue;
        }
        // f = func(...) {...} of a closure variable a go statement starts: its goroutine body follows
        std::string name(text(targets[k]));
        if (!is(targets[k], s_identifier) || !go_variants_.count(name) || !is_local_name(name)) continue;
        Reg g{};
        if (sym(rhs[k]) == symbol("func_literal")) {
          go_body_next_ = true;
          g = func_literal(rhs[k]);
          go_body_next_ = false;
        } else if (is(rhs[k], s_identifier) && go_variants_.count(std::string(text(rhs[k]))) && !is_local_name(text(rhs[k]))) {
          g = b_.load_var(std::string(text(rhs[k])) + "__go");  // f = worker: worker's goroutine body
        } else if (is_local_name(name + "__go")) {
          g = b_.load_var(actual_name(name));  // another value: go f() calls it plainly, not a stale body
        } else {
          continue;
        }
        std::string gn = name + "__go";
        if (is_local_name(gn)) b_.store_var(actual_name(gn), g);
        else b_.decl_var(declare_name(gn), g);
      }
      return;
    }
    // x op= v
    if (targets.empty()) return;
    std::string_view bop = op.substr(0, op.size() - 1);
    TSNode target = targets[0];
    auto rhs = named_children(child(n, f_right));
    compound_update(target, bop, [&] { return rhs.empty() ? b_.const_int(0) : ex(rhs[0]); });
  }

  void compound_update(TSNode target, std::string_view bop, const std::function<Reg()>& rhs) {
    if (is(target, s_index)) {  // evaluate the container and index once
      Reg o = ex(child(target, f_operand));
      std::string ot = ty_;
      deref_array(o, ot);
      Reg i = map_key(ex(child(target, f_index)), ot);
      std::string t = elem_type(ot);
      Reg cur;
      if (is_map(ot)) {  // a nil map reads as the zero value; the store then panics as Go's
        std::vector<Reg> a{o, i, zero_value(t)};
        cur = b_.call_function("__go_mapindex", a);
      } else {
        cur = b_.load_index(o, i);
      }
      Reg r = arith(bop, cur, rhs(), t);
      b_.store_index(o, i, r);
      return;
    }
    if (is(target, s_selector)) {
      Reg o = ex(child(target, f_operand));
      std::string ot = ty_;
      std::string_view f = text(child(target, f_field));
      std::string t = field_type(ot, std::string(f));
      o = field_holder(o, ot, f);
      Reg cur = b_.load_field(o, f);
      Reg r = arith(bop, cur, rhs(), t);
      b_.store_field(o, f, r);
      return;
    }
    Reg cur = ex(target);
    std::string t = ty_;
    Reg r = arith(bop, cur, rhs(), t);
    store_target(target, r, t);
  }

  void inc_statement(TSNode n) { incdec(n, "+"); }
  void dec_statement(TSNode n) { incdec(n, "-"); }
  void incdec(TSNode n, std::string_view op) {
    auto kids = named_children(n);
    if (kids.empty()) return;
    compound_update(kids[0], op, [&] { return b_.const_int(1); });
  }

  void if_statement(TSNode n) {
    tenv_.emplace_back();
    TSNode init = child(n, f_initializer);
    if (!ts_node_is_null(init)) lower_stmt(init);
    TSNode alt = child(n, f_alternative);
    emit_if([&] { return ex(child(n, f_condition)); }, [&] { lower_block(child(n, f_consequence)); },
            ts_node_is_null(alt) ? std::function<void()>{} : [&] {
              if (is(alt, s_block)) lower_block(alt);
              else lower_stmt(alt);
            });
    tenv_.pop_back();
  }

  /// IR label of a Go label (goto target), unique per enclosing function.
  Symbol goto_label(TSNode at, std::string_view name) {
    TSNode f = ts_node_parent(at);
    while (!ts_node_is_null(f) && !is(f, s_function_declaration) && !is(f, s_method_declaration) && !is(f, s_func_literal))
      f = ts_node_parent(f);
    std::uint32_t pos = ts_node_is_null(f) ? 0 : ts_node_start_byte(f);
    return b_.sym("golabel_" + std::string(name) + "_" + std::to_string(pos));
  }
  void goto_statement(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty() || fns_.empty()) {
      unsupported(n);
      return;
    }
    Symbol l = goto_label(n, text(kids[0]));
    fns_.back().gotos.push_back(l);
    b_.branch(l);
  }
  void labeled_statement(TSNode n) {
    TSNode lbl = child(n, f_label);
    if (uses_goto_ && !fns_.empty()) {
      Symbol l = goto_label(n, text(lbl));
      auto& defined = fns_.back().labels;
      if (std::find(defined.begin(), defined.end(), l) == defined.end()) {  // a duplicate label is a compile error in Go
        b_.branch(l);
        b_.label(l);
        defined.push_back(l);
      }
    }
    for (TSNode k : named_children(n)) {
      if (ts_node_eq(k, lbl)) continue;
      pending_label_ = std::string(text(lbl));
      lower_stmt(k);
      pending_label_.clear();
    }
  }
  std::string take_label() {
    std::string l = std::move(pending_label_);
    pending_label_.clear();
    return l;
  }

  /// break/continue inside a range-over-func body whose target is not a loop
  /// within the body: the yield function returns false (break, or a jump out
  /// to an enclosing loop, done after the iterator returns) or true (continue).
  bool yield_jump(bool is_break, std::string_view label) {
    if (yield_ctxs_.empty() || fns_.size() != yield_ctxs_.back().fns_depth) return false;
    for (std::size_t k = loops_.size(); k-- > 0;) {
      if (!is_break && loops_[k].continue_target.id == 0) continue;
      if (label.empty() || loops_[k].label == label) return false;  // a loop inside the body
    }
    YieldCtx& y = yield_ctxs_.back();
    for (std::size_t d = try_depth_; d > function_try_base_; --d) b_.try_pop();
    if (label.empty() || label == y.label) {
      emit_return(b_.const_bool(!is_break));
      return true;
    }
    y.outer.emplace_back(is_break, std::string(label));
    b_.store_var(y.flag, b_.const_int(static_cast<std::int64_t>(y.outer.size()) + 1));
    emit_return(b_.const_bool(false));
    return true;
  }
  void break_statement(TSNode n) {
    auto kids = named_children(n);
    if (yield_jump(true, kids.empty() ? std::string_view{} : text(kids[0]))) return;
    if (!emit_jump(true, kids.empty() ? std::string_view{} : text(kids[0]))) unsupported(n);
  }
  void continue_statement(TSNode n) {
    auto kids = named_children(n);
    std::string_view label = kids.empty() ? std::string_view{} : text(kids[0]);
    if (yield_jump(false, label)) return;
    // a switch is not a continue target: skip switch entries
    for (auto it = loops_.rbegin(); it != loops_.rend(); ++it) {
      if (it->continue_target.id == 0) continue;
      if (!label.empty() && it->label != label) continue;
      for (std::size_t k = try_depth_; k > it->try_depth; --k) b_.try_pop();
      b_.branch(it->continue_target);
      after_terminator();
      return;
    }
    unsupported(n);
  }

  void for_statement(TSNode n) {
    std::string label = take_label();
    tenv_.emplace_back();
    TSNode body = child(n, f_body);
    TSNode clause{};
    for (TSNode k : named_children(n))
      if (!ts_node_eq(k, body)) clause = k;
    if (ts_node_is_null(clause)) {
      emit_loop([&] { return b_.const_bool(true); }, [&] { lower_block(body, true); }, {}, {}, label);
    } else if (is(clause, s_for_clause)) {
      TSNode init = child(clause, f_initializer), cond = child(clause, f_condition), upd = child(clause, f_update);
      if (!ts_node_is_null(init)) lower_stmt(init);
      bool per_iteration = !ts_node_is_null(init);
      emit_loop([&] { return ts_node_is_null(cond) ? b_.const_bool(true) : ex(cond); },
                [&] {
                  for_clause_scope_ = per_iteration;
                  lower_block(body, true);
                },
                ts_node_is_null(upd) ? std::function<void()>{} : [&] { lower_stmt(upd); }, {}, label);
    } else if (is(clause, s_range_clause)) {
      range_loop(clause, body, label);
    } else {
      emit_loop([&] { return ex(clause); }, [&] { lower_block(body, true); }, {}, {}, label);
    }
    tenv_.pop_back();
  }

  void range_loop(TSNode clause, TSNode body, const std::string& label) {
    TSNode left = child(clause, f_left);
    auto targets = ts_node_is_null(left) ? std::vector<TSNode>{} : named_children(left);
    bool define = false;
    for (std::uint32_t k = 0; k < ts_node_child_count(clause); ++k) {
      TSNode c = ts_node_child(clause, k);
      if (!ts_node_is_named(c) && text(c) == ":=") define = true;
    }
    // ranging over a one-value iterator (slices.Values, maps.Keys,
    // strings.SplitSeq, ...), which the runtime gives as a list: the
    // variable takes each element, not its index
    std::string seq_elem;
    bool seq1 = false;
    if (TSNode rx = child(clause, f_right); is(rx, s_call)) {
      TSNode fn = child(rx, f_function);
      if (is(fn, s_selector) && packages_.count(std::string(text(child(fn, f_operand))))) {
        std::string pkg(text(child(fn, f_operand))), m(text(child(fn, f_field)));
        if (pkg == "slices" && m == "Values") seq1 = true;
        if (pkg == "maps" && (m == "Keys" || m == "Values")) seq1 = true;
        if ((pkg == "strings" || pkg == "bytes") &&
            (m == "SplitSeq" || m == "SplitAfterSeq" || m == "FieldsSeq" || m == "FieldsFuncSeq" || m == "Lines")) {
          seq1 = true;
          seq_elem = pkg == "strings" ? "string" : "[]byte";
        }
      }
    }
    Reg x = ex(child(clause, f_right));
    std::string xt = ty_;
    deref_array(x, xt);
    std::string rt = resolve(xt);
    if (std::vector<std::string> yt; !go_ctx_ && !fns_.empty() && yield_types(rt, yt)) {
      range_func(x, yt, targets, define, body, label);
      return;
    }
    if (is_chan(rt)) {
      range_channel(x, rt, targets, define, body, label);
      return;
    }
    std::uint32_t id = b_.new_label_id();
    std::string vals = "__rv_" + std::to_string(id), keys = "__rk_" + std::to_string(id),
                idx = "__ri_" + std::to_string(id), cnt = "__rn_" + std::to_string(id);
    // for v := range seq: the elements of the list a one-value iterator is here
    bool indexed = seq1 || is_slice(rt) || is_array(rt);
    std::string kt = indexed || rt == "string" ? "int" : is_map(rt) ? map_key_type(rt) : std::string();
    std::string vt = seq1 ? (seq_elem.empty() && is_slice(rt) ? elem_type(rt) : seq_elem) : rt == "string" ? "rune" : elem_type(rt);
    if (indexed) {
      b_.decl_var(vals, x);
    } else {
      Reg rg = b_.call_function("__go_range", std::span<const Reg>(&x, 1));
      b_.decl_var(keys, b_.load_index(rg, b_.const_int(0)));
      b_.decl_var(vals, b_.load_index(rg, b_.const_int(1)));
    }
    Reg vl = b_.load_var(vals);
    b_.decl_var(cnt, b_.call_function("len", std::span<const Reg>(&vl, 1)));
    b_.decl_var(idx, b_.const_int(0));
    emit_loop(
        [&] { return b_.binop(Operator::Lt, b_.load_var(idx), b_.load_var(cnt)); },
        [&] {
          tenv_.emplace_back();
          if (!targets.empty() && (is_chan(rt) || seq1)) {  // the first target takes the element
            Reg v = b_.load_index(b_.load_var(vals), b_.load_var(idx));
            if (seq1 && is_value_aggregate(vt)) v = b_.call_function("__go_copy", std::span<const Reg>(&v, 1));
            assign_range_target(targets[0], v, vt, define);
          } else if (!targets.empty()) {
            Reg k;
            if (indexed) {
              k = b_.load_var(idx);
            } else {
              std::vector<Reg> a{b_.load_var(keys), b_.load_var(idx)};
              k = b_.call_function("__go_rkey", a);
            }
            assign_range_target(targets[0], k, kt, define);
          }
          if (targets.size() > 1 && !is_chan(rt) && !seq1) {
            Reg v = b_.load_index(b_.load_var(vals), b_.load_var(idx));
            if (is_value_aggregate(vt)) v = b_.call_function("__go_copy", std::span<const Reg>(&v, 1));
            assign_range_target(targets[1], v, vt, define);
          }
          for_clause_scope_ = true;  // range variables are per iteration (Go 1.22)
          lower_block(body, true);
          tenv_.pop_back();
        },
        [&] {
          Reg r = b_.binop(Operator::Add, b_.load_var(idx), b_.const_int(1));
          b_.store_var(idx, r);
        },
        {}, label);
  }
  /// The types an iterator function yields: iter.Seq[V] -> {V},
  /// iter.Seq2[K,V] -> {K,V}, func(yield func(K,V) bool) -> {K,V}.
  bool yield_types(const std::string& rt, std::vector<std::string>& out) {
    std::string t;
    for (char c : rt)
      if (!is_space(c)) t.push_back(c);
    if (t.rfind("iter.Seq2[", 0) == 0 || t.rfind("iter.Seq[", 0) == 0) {
      out = type_args(t);
      return !out.empty();
    }
    if (t.rfind("func(", 0) != 0) return false;
    std::size_t open = t.find("func(", 5);  // the yield parameter's own type
    if (open == std::string::npos) return false;
    std::size_t i = open + 5, start = i;
    int d = 0;
    for (; i < t.size(); ++i) {
      char c = t[i];
      if (c == '(' || c == '[') ++d;
      else if ((c == ')' || c == ']') && d > 0) --d;
      else if (c == ')' || (c == ',' && d == 0)) {
        if (i > start) out.push_back(t.substr(start, i - start));
        start = i + 1;
        if (c == ')') break;
      }
    }
    if (i >= t.size() || t.compare(i + 1, 5, "bool)") != 0) return false;  // func(yield func(...) bool)
    return out.size() <= 2;
  }
  /// for k, v := range f: f is called with a yield function whose body is
  /// the loop body, so the iterator and the body interleave as in Go (an
  /// endless iterator stops at break). break/continue/return in the body
  /// return from yield; after f returns, a recorded return or jump to an
  /// enclosing loop is done here.
  void range_func(Reg f, const std::vector<std::string>& yt, const std::vector<TSNode>& targets, bool define,
                  TSNode body, const std::string& label) {
    std::uint32_t id = b_.new_label_id();
    YieldCtx y;
    y.label = label;
    y.flag = "__yf_" + std::to_string(id);
    y.ret = "__yr_" + std::to_string(id);
    b_.decl_var(y.flag, b_.const_int(0));
    b_.decl_var(y.ret, b_.const_none());
    std::vector<std::string> hints;
    for (std::size_t k = 0; k < yt.size(); ++k) hints.push_back("param:__yp" + std::to_string(k) + "_" + std::to_string(id));
    yield_ctxs_.push_back(y);
    auto saved_levels = std::move(loop_levels_);
    loop_levels_.clear();
    Reg yf = emit_function("__yield_" + std::to_string(id), hints, [&] {
      tenv_.emplace_back();
      fns_.push_back(fns_.back());  // the enclosing function's results, for a return in the body
      fns_.back().outer_defers = fns_.back().has_defer || fns_.back().outer_defers;
      fns_.back().has_defer = false;
      yield_ctxs_.back().fns_depth = fns_.size();
      for (std::size_t k = 0; k < targets.size() && k < yt.size(); ++k) {
        Reg v = b_.load_var("__yp" + std::to_string(k) + "_" + std::to_string(id));
        if (is_value_aggregate(yt[k])) v = b_.call_function("__go_copy", std::span<const Reg>(&v, 1));
        assign_range_target(targets[k], v, yt[k], define);
      }
      for_clause_scope_ = true;
      lower_block(body, true);
      emit_return(b_.const_bool(true));
      fns_.pop_back();
      tenv_.pop_back();
    });
    loop_levels_ = std::move(saved_levels);
    y = std::move(yield_ctxs_.back());
    yield_ctxs_.pop_back();
    std::vector<Reg> ca{f, yf, b_.const_int(static_cast<std::int64_t>(yt.size()))};
    b_.call_function("__go_range_call", ca);  // a list standing for a library iterator is walked
    // after the iterator: a return or an outer break/continue the body asked for
    const FnCtx ctx = fns_.back();
    std::uint32_t did = b_.new_label_id();
    Symbol after = b_.label_name("yield_after", did);
    for (std::size_t k = 0; k <= y.outer.size(); ++k) {
      Symbol next = b_.label_name("yield_next" + std::to_string(k), did);
      Reg hit = b_.binop(Operator::Eq, b_.load_var(y.flag), b_.const_int(static_cast<std::int64_t>(k) + 1));
      Symbol doit = b_.label_name("yield_do" + std::to_string(k), did);
      b_.branch_if(hit, doit, next);
      b_.label(doit);
      if (k == 0) {
        bool value = !ctx.results.empty() && !(ctx.has_defer && !ctx.named_results.empty());
        finish_return(ctx, value ? b_.load_var(y.ret) : kNoReg);
      } else {
        const auto& [is_break, lbl] = y.outer[k - 1];
        if (!yield_jump(is_break, lbl) && !emit_jump(is_break, lbl)) b_.branch(after);
      }
      b_.label(next);
    }
    b_.branch(after);
    b_.label(after);
  }
  /// for v := range ch: receives until the channel is closed and drained
  void range_channel(Reg x, const std::string& rt, const std::vector<TSNode>& targets, bool define, TSNode body,
                     const std::string& label) {
    std::uint32_t id = b_.new_label_id();
    std::string chv = "__rc_" + std::to_string(id), got = "__rr_" + std::to_string(id);
    b_.decl_var(chv, x);
    b_.decl_var(got, b_.const_none());
    emit_loop(
        [&] {
          Reg ch = b_.load_var(chv);
          wait_for("__go_can_recv", ch);
          Reg r = b_.call_function("__go_recv2", std::span<const Reg>(&ch, 1));
          b_.store_var(got, r);
          return b_.load_index(r, b_.const_int(1));
        },
        [&] {
          tenv_.emplace_back();
          if (!targets.empty()) assign_range_target(targets[0], b_.load_index(b_.load_var(got), b_.const_int(0)), elem_type(rt), define);
          for_clause_scope_ = true;  // range variables are per iteration (Go 1.22)
          lower_block(body, true);
          tenv_.pop_back();
        },
        {}, {}, label);
  }
  void assign_range_target(TSNode t, Reg v, const std::string& type, bool define) {
    if (define && is(t, s_identifier)) {
      if (text(t) == "_") return;
      b_.decl_var(declare_name(text(t)), v);
      annotate(type);
      bind_type(text(t), type);
    } else {
      store_target(t, v, type);
    }
  }

  /// A switch is a break target (not a continue target: continue_target 0).
  void push_switch(Symbol end, const std::string& label) { loops_.push_back(Loop{Symbol{}, end, label, try_depth_}); }

  void expression_switch(TSNode n) {
    std::string label = take_label();
    tenv_.emplace_back();
    TSNode init = child(n, f_initializer);
    if (!ts_node_is_null(init)) lower_stmt(init);
    TSNode value = child(n, f_value);
    std::uint32_t id = b_.new_label_id();
    std::string tag = "__sw_" + std::to_string(id);
    std::string tag_t;
    if (!ts_node_is_null(value)) {
      b_.decl_var(tag, ex(value));
      tag_t = ty_;
    }
    std::vector<TSNode> cases;
    for (TSNode k : named_children(n))
      if (is(k, s_expression_case) || is(k, s_default_case)) cases.push_back(k);
    Symbol end = b_.label_name("switch_end", id);
    std::vector<Symbol> bodies;
    for (std::size_t k = 0; k < cases.size(); ++k) bodies.push_back(b_.label_name("case_" + std::to_string(k), id));
    // tests in order; default last
    int def = -1;
    for (std::size_t k = 0; k < cases.size(); ++k) {
      if (is(cases[k], s_default_case)) {
        def = static_cast<int>(k);
        continue;
      }
      for (TSNode v : named_children(child(cases[k], f_value))) {
        SpanScope sc(b_, span(v));
        Reg c;
        if (ts_node_is_null(value)) {
          c = ex(v);
        } else {
          Reg x = ex(v);
          c = b_.binop(Operator::Eq, b_.load_var(tag), x);
        }
        Symbol next = b_.fresh_label("case_next");
        b_.branch_if(c, bodies[k], next);
        b_.label(next);
      }
    }
    b_.branch(def >= 0 ? bodies[static_cast<std::size_t>(def)] : end);
    push_switch(end, label);
    for (std::size_t k = 0; k < cases.size(); ++k) {
      b_.label(bodies[k]);
      tenv_.emplace_back();
      bool fall = false;
      for (TSNode s : case_statements(cases[k])) {
        if (is(s, s_fallthrough)) fall = true;
        else lower_stmt(s);
      }
      tenv_.pop_back();
      b_.branch(fall && k + 1 < cases.size() ? bodies[k + 1] : end);
    }
    loops_.pop_back();
    b_.label(end);
    tenv_.pop_back();
  }
  std::vector<TSNode> case_statements(TSNode c) {
    std::vector<TSNode> out;
    for (TSNode k : named_children(c)) {
      if (is(k, s_statement_list)) {
        for (TSNode s : named_children(k)) out.push_back(s);
      }
    }
    return out;
  }

  /// The spec of t as a register: a generic function's type parameter T
  /// reads its caller's (passed in __tz after the zeros; "?" when unknown).
  Reg type_spec_reg(const std::string& t) {
    if (auto it = std::find(fn_tp_.begin(), fn_tp_.end(), t); it != fn_tp_.end() && !fns_.empty()) {
      std::vector<Reg> a{b_.load_var("__tz"), b_.const_int(static_cast<std::int64_t>(fn_tp_.size()) + (it - fn_tp_.begin()))};
      return b_.call_function("__go_tspec", a);
    }
    if (type_params_.count(t)) return b_.const_str("?");  // a receiver's type parameter: not kept
    return b_.const_str(type_spec(t));
  }
  /// The spec of type node t: an interface literal (x.(interface{ Name() string }))
  /// by its methods, which type_text does not keep.
  Reg type_spec_node(TSNode t) {
    while (is(t, s_parenthesized_type) && ts_node_named_child_count(t) > 0) t = ts_node_named_child(t, 0);
    if (!is(t, s_interface_type)) return type_spec_reg(type_text(t));
    return b_.const_str(interface_literal_spec(t));
  }
  /// "?m1,m2" of an interface literal node: its methods and its embedded interfaces'.
  std::string interface_literal_spec(TSNode t) const {
    std::string ms;
    auto add = [&](const std::string& m) { ms += (ms.empty() ? "" : ",") + m; };
    for (TSNode m : named_children(t)) {
      if (is(m, s_method_elem)) {
        add(std::string(text(child(m, f_name))));
      } else if (is(m, s_type_elem)) {
        std::string emb = type_text(m);
        if (auto it = ifaces_.find(emb); it != ifaces_.end())
          for (const std::string& x : it->second) add(x);
        else if (emb == "error" || emb == "fmt.Stringer") add(emb == "error" ? "Error" : "String");
      }
    }
    return "?" + ms;
  }
  /// Run-time type test spec (see __go_typeis): a name, or "?m1,m2" for an interface.
  std::string type_spec(const std::string& t) {
    if (t == "error") return "?Error";
    if (t == "fmt.Stringer") return "?String";
    if (t == "runtime.Error") return "?Error,RuntimeError";
    if (t == "interface{}" || t == "any") return "?";
    auto it = ifaces_.find(t);
    if (it != ifaces_.end()) {
      std::string s = "?";
      for (std::size_t k = 0; k < it->second.size(); ++k) s += (k ? "," : "") + it->second[k];
      return s;
    }
    std::string r = t;
    if (!r.empty() && r[0] == '*') r = r.substr(1);
    if (!boxed_methods(r).empty()) return "=" + r + ":" + resolve(r);  // boxed by name, else by its underlying type
    if (named_func_type(r)) return "=" + r + ":" + resolve(r);  // a named func type: boxed too (fit)
    if (structs_.count(r)) return t[0] == '*' ? "*" + r : r;  // *T matches T's objects, T those not marked *T
    return resolve(r);
  }

  /// A named func type without methods (type Builtin func([]Value) Value): boxed with its
  /// name where it becomes an interface value, unboxed by a type switch or assertion.
  bool named_func_type(const std::string& t) const {
    return named_.count(t) && resolve(t).rfind("func(", 0) == 0 && boxed_methods(t).empty();
  }
  void type_switch(TSNode n) {
    std::string label = take_label();
    tenv_.emplace_back();
    TSNode init = child(n, f_initializer);
    if (!ts_node_is_null(init)) lower_stmt(init);
    TSNode alias = child(n, f_alias);
    std::string alias_name;
    if (!ts_node_is_null(alias)) {
      auto a = named_children(alias);
      if (!a.empty()) alias_name = std::string(text(a[0]));
    }
    TSNode value = child(n, f_value);
    std::uint32_t id = b_.new_label_id();
    std::string tag = "__ts_" + std::to_string(id);
    b_.decl_var(tag, ex(value));
    std::vector<TSNode> cases;
    for (TSNode k : named_children(n))
      if (is(k, s_type_case) || is(k, s_default_case)) cases.push_back(k);
    Symbol end = b_.label_name("switch_end", id);
    std::vector<Symbol> bodies;
    for (std::size_t k = 0; k < cases.size(); ++k) bodies.push_back(b_.label_name("case_" + std::to_string(k), id));
    int def = -1;
    std::vector<std::string> case_type(cases.size());
    for (std::size_t k = 0; k < cases.size(); ++k) {
      if (is(cases[k], s_default_case)) {
        def = static_cast<int>(k);
        continue;
      }
      auto types = field_children(cases[k], f_type);
      if (types.size() == 1) case_type[k] = type_text(types[0]);
      for (TSNode t : types) {
        SpanScope sc(b_, span(t));
        Reg c;
        if (is(t, s_nil)) {
          c = b_.binop(Operator::Is, b_.load_var(tag), b_.const_none());
        } else {
          std::vector<Reg> a{b_.load_var(tag), type_spec_node(t)};
          c = b_.call_function("__go_typeis", a);
        }
        Symbol next = b_.fresh_label("case_next");
        b_.branch_if(c, bodies[k], next);
        b_.label(next);
      }
    }
    b_.branch(def >= 0 ? bodies[static_cast<std::size_t>(def)] : end);
    push_switch(end, label);
    for (std::size_t k = 0; k < cases.size(); ++k) {
      b_.label(bodies[k]);
      tenv_.emplace_back();
      if (!alias_name.empty() && alias_name != "_") {
        Reg tv = b_.load_var(tag);
        if (!boxed_methods(case_type[k]).empty() || named_func_type(case_type[k]))
          tv = b_.call_function("__go_unbox", std::span<const Reg>(&tv, 1));
        else if (structs_.count(resolve_struct_name(case_type[k])))  // case T: v is a copy of the T held
          tv = b_.call_function("__go_copy", std::span<const Reg>(&tv, 1));
        b_.decl_var(declare_name(alias_name), tv);
        annotate(case_type[k]);
        bind_type(alias_name, case_type[k]);
      }
      for (TSNode s : case_statements(cases[k])) lower_stmt(s);
      tenv_.pop_back();
      b_.branch(end);
    }
    loops_.pop_back();
    b_.label(end);
    tenv_.pop_back();
  }

  void return_statement(TSNode n) {
    auto kids = named_children(n);
    std::vector<TSNode> exprs;
    for (TSNode k : kids) {
      if (is(k, s_expression_list)) {
        for (TSNode e : named_children(k)) exprs.push_back(e);
      } else {
        exprs.push_back(k);
      }
    }
    if (fns_.empty()) {
      emit_return(exprs.empty() ? kNoReg : ex(exprs[0]));
      return;
    }
    const FnCtx ctx = fns_.back();  // a copy: lowering a func literal grows fns_
    HoistScope hoist{this, hoist_calls(exprs)};
    Reg v = kNoReg;
    if (!exprs.empty()) {
      std::vector<Reg> vals;
      for (std::size_t k = 0; k < exprs.size(); ++k) {
        Reg r = ex(exprs[k]);
        std::string t = ty_;
        if (ctx.results.size() == exprs.size()) r = fit(r, t, ctx.results[k]);
        if (ctx.results.size() == exprs.size() && k < ctx.results.size() && is_int_type(ctx.results[k]) && is_int_type(t) &&
            resolve(ctx.results[k]) != resolve(concrete(t))) {
          // implicit conversion of an untyped constant: nothing to do at run time
        }
        vals.push_back(r);
      }
      if (!ctx.named_results.empty() && (ctx.has_defer || vals.size() == ctx.named_results.size())) {
        if (vals.size() == ctx.named_results.size()) {
          for (std::size_t k = 0; k < vals.size(); ++k)
            if (!ctx.named_results[k].empty() && ctx.named_results[k] != "_") {
              b_.store_var(ctx.named_results[k], vals[k]);
              annotate(ctx.results[k]);
            }
        } else if (vals.size() == 1) {  // return f() with multiple results
          for (std::size_t k = 0; k < ctx.named_results.size(); ++k)
            if (!ctx.named_results[k].empty() && ctx.named_results[k] != "_")
              b_.store_var(ctx.named_results[k], b_.load_index(vals[0], b_.const_int(static_cast<std::int64_t>(k))));
        }
        if (!ctx.has_defer) v = named_results_value();
      } else {
        v = vals.size() == 1 ? vals[0] : make_tuple(vals);
      }
    } else if (!ctx.named_results.empty() && !ctx.has_defer) {
      v = named_results_value();
    }
    finish_return(ctx, v);
  }
  /// The jump of a return whose value is v (kNoReg: none): from a
  /// range-over-func body, the yield function records it and returns false.
  void finish_return(const FnCtx& ctx, Reg v) {
    if (!yield_ctxs_.empty() && fns_.size() == yield_ctxs_.back().fns_depth) {
      const YieldCtx& y = yield_ctxs_.back();
      if (v != kNoReg) b_.store_var(y.ret, v);
      b_.store_var(y.flag, b_.const_int(1));
      for (std::size_t d = try_depth_; d > function_try_base_; --d) b_.try_pop();
      emit_return(b_.const_bool(false));
      return;
    }
    if (ctx.has_defer) {
      if (v != kNoReg) b_.store_var("__ret", v);
      for (std::size_t k = try_depth_; k > ctx.try_base - 1; --k) b_.try_pop();
      b_.branch(ctx.run_label);
      after_terminator();
      return;
    }
    emit_return(v);
  }

  /// `go f(x)`: the deterministic subset runs the call to completion here.
  /// `go f(x)` / `go func(){...}()`: the function is lowered as a generator
  /// (for a named function, its variant f__go) and handed to the scheduler;
  /// other callees (methods, function values) run to completion here.
  void go_statement(TSNode n) {
    auto kids = named_children(n);
    if (kids.size() == 1 && is(kids[0], s_call)) {
      TSNode fn = child(kids[0], f_function);
      Reg callee{};
      bool ok = false;
      if (sym(fn) == symbol("func_literal")) {
        go_body_next_ = true;
        callee = func_literal(fn);
        go_body_next_ = false;
        ok = true;
      } else if (is(fn, s_identifier) && go_variants_.count(std::string(text(fn))) && !is_local_name(text(fn))) {
        callee = b_.load_var(std::string(text(fn)) + "__go");
        ok = true;
      } else if (is(fn, s_identifier) && is_local_name(text(fn)) && is_local_name(std::string(text(fn)) + "__go")) {
        callee = b_.load_var(actual_name(std::string(text(fn)) + "__go"));  // a closure variable's goroutine body
        ok = true;
      }
      Reg recv{};
      bool method = false;
      if (!ok && is(fn, s_selector) && go_fields_.count(std::string(text(child(fn, f_field))))) {
        // go w.Run(x) of a func-typed field: the goroutine body stored beside it (else the plain value)
        Reg o = ex(child(fn, f_operand));
        std::string ot = ty_;
        std::string base = !ot.empty() && ot[0] == '*' ? ot.substr(1) : ot;
        std::string f(text(child(fn, f_field)));
        if (structs_.count(resolve_struct_name(base)) && !methods_.count(resolve_struct_name(base) + "." + f)) {
          std::vector<Reg> fa{o, b_.const_str("__go_" + f), b_.const_str(f)};
          callee = b_.call_function("__go_field_or", fa);
          ok = true;
        }
      }
      if (!ok && is(fn, s_selector) && is(child(fn, f_operand), s_identifier) && is_local_name(text(child(fn, f_operand)))) {
        // go s.serve(x) of a struct's blocking method: its goroutine-body variant
        std::string t = lookup_type(text(child(fn, f_operand)));
        std::string base = !t.empty() && t[0] == '*' ? t.substr(1) : t;
        std::string m(text(child(fn, f_field)));
        if (structs_.count(base) && blocking_fns_.count(base + "." + m)) {
          recv = ex(child(fn, f_operand));
          callee = b_.load_field(b_.load_var(base), m + "__go");
          ok = method = true;
        } else if (is_interface_type(t) && blocking_methods_.count(m)) {  // go s.m() of an interface: its type's m__go
          Reg r = ex(child(fn, f_operand));
          bool sp;
          auto v = call_args(child(kids[0], f_arguments), sp);
          Reg g = b_.call_method(r, m + "__go", v);
          b_.call_function("__go_spawn", std::span<const Reg>(&g, 1));
          return;
        }
      }
      if (ok) {
        bool sp;
        auto v = call_args(child(kids[0], f_arguments), sp);
        if (method) v.insert(v.begin(), recv);
        Reg g = b_.call_unknown(callee, v);
        b_.call_function("__go_spawn", std::span<const Reg>(&g, 1));
        return;
      }
    }
    for (TSNode k : kids) lower_expr(k);
  }
  /// select: the first ready case runs (Go picks at random among ready
  /// ones); without a default it blocks until one is ready.
  void select_statement(TSNode n) {
    std::string label = take_label();
    std::vector<TSNode> cases;
    for (TSNode k : named_children(n))
      if (sym(k) == symbol("communication_case")) cases.push_back(k);
    TSNode defcase{};
    for (TSNode k : named_children(n))
      if (is(k, s_default_case)) defcase = k;
    std::uint32_t id = b_.new_label_id();
    std::string chs = "__sc_" + std::to_string(id), snd = "__ss_" + std::to_string(id), pick = "__sk_" + std::to_string(id);
    Reg cl = b_.new_array("list", b_.const_int(static_cast<std::int64_t>(cases.size())));
    Reg sl = b_.new_array("list", b_.const_int(static_cast<std::int64_t>(cases.size())));
    std::vector<std::string> sendvals(cases.size()), elem(cases.size());
    for (std::size_t k = 0; k < cases.size(); ++k) {
      TSNode comm = child(cases[k], field("communication"));
      bool send = sym(comm) == symbol("send_statement");
      Reg ch;
      if (send) {
        ch = ex(child(comm, f_channel));
        elem[k] = elem_type(ty_);
        sendvals[k] = "__sv_" + std::to_string(id) + "_" + std::to_string(k);
        Reg v = ex(child(comm, f_value));
        b_.decl_var(sendvals[k], fit(v, ty_, elem[k]));
      } else {
        TSNode right = child(comm, f_right);
        if (is(right, s_unary)) right = child(right, f_operand);
        ch = ex(right);
        elem[k] = elem_type(ty_);
      }
      b_.store_index(cl, b_.const_int(static_cast<std::int64_t>(k)), ch);
      b_.store_index(sl, b_.const_int(static_cast<std::int64_t>(k)), b_.const_bool(send));
    }
    b_.decl_var(chs, cl);
    b_.decl_var(snd, sl);
    auto ready = [&] {
      std::vector<Reg> a{b_.load_var(chs), b_.load_var(snd)};
      return b_.call_function("__go_select_ready", a);
    };
    if (ts_node_is_null(defcase)) {
      if (go_ctx_) {
        emit_loop([&] { return b_.binop(Operator::Lt, ready(), b_.const_int(0)); },
                  [&] { Reg z = b_.const_none(); b_.call_function("__yield", std::span<const Reg>(&z, 1)); });
      } else {
        std::vector<Reg> a{b_.load_var(chs), b_.load_var(snd)};
        b_.call_function("__go_select_wait", a);
      }
    }
    b_.decl_var(pick, ready());
    Symbol end = b_.label_name("select_end", id);
    push_switch(end, label);
    for (std::size_t k = 0; k < cases.size(); ++k) {
      Symbol body = b_.label_name("select_case_" + std::to_string(k), id), next = b_.label_name("select_next_" + std::to_string(k), id);
      b_.branch_if(b_.binop(Operator::Eq, b_.load_var(pick), b_.const_int(static_cast<std::int64_t>(k))), body, next);
      b_.label(body);
      tenv_.emplace_back();
      TSNode comm = child(cases[k], field("communication"));
      Reg ch = b_.load_index(b_.load_var(chs), b_.const_int(static_cast<std::int64_t>(k)));
      if (sym(comm) == symbol("send_statement")) {
        std::vector<Reg> a{ch, b_.load_var(sendvals[k])};
        if (go_ctx_) a.push_back(b_.const_bool(true));  // a goroutine yields for delivery instead of blocking
        b_.call_function("__go_send", a);
        wait_for("__go_send_done", ch);
      } else {
        TSNode left = child(comm, f_left);
        Reg r = b_.call_function("__go_recv2", std::span<const Reg>(&ch, 1));
        if (!ts_node_is_null(left)) {
          bool define = false;
          for (std::uint32_t c = 0; c < ts_node_child_count(comm); ++c) {
            TSNode t = ts_node_child(comm, c);
            if (!ts_node_is_named(t) && text(t) == ":=") define = true;
          }
          auto targets = named_children(left);
          std::vector<std::string> types{elem[k], "bool"};
          for (std::size_t t = 0; t < targets.size() && t < 2; ++t) {
            Reg part = b_.load_index(r, b_.const_int(static_cast<std::int64_t>(t)));
            assign_range_target(targets[t], part, types[t], define);
          }
        }
      }
      for (TSNode st : case_statements(cases[k])) lower_stmt(st);
      tenv_.pop_back();
      b_.branch(end);
      b_.label(next);
    }
    if (!ts_node_is_null(defcase)) {
      tenv_.emplace_back();
      for (TSNode st : case_statements(defcase)) lower_stmt(st);
      tenv_.pop_back();
    }
    b_.branch(end);
    loops_.pop_back();
    b_.label(end);
  }
  void send_statement(TSNode n) {
    Reg ch = ex(child(n, f_channel));
    std::string et = elem_type(ty_);
    Reg v = ex(child(n, f_value));
    std::vector<Reg> a{ch, fit(v, ty_, et)};
    wait_for("__go_can_send", ch);
    if (go_ctx_) a.push_back(b_.const_bool(true));  // the goroutine itself waits for delivery
    b_.call_function("__go_send", a);
    wait_for("__go_send_done", ch);
  }
  /// In a goroutine, yields until `ready(x)` holds (elsewhere the blocking
  /// native runs the other goroutines itself).
  void wait_for(const char* ready, Reg x) {
    if (!go_ctx_) return;
    emit_loop([&] { return b_.unop(Operator::Not, b_.call_function(ready, std::span<const Reg>(&x, 1))); },
              [&] { b_.call_function("__yield", std::span<const Reg>(&x, 1)); });
  }

  void defer_statement(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty() || fns_.empty() || !(fns_.back().has_defer || fns_.back().outer_defers)) {
      unsupported(n);
      return;
    }
    TSNode call = kids[0];
    if (!is(call, s_call)) {
      unsupported(n);
      return;
    }
    TSNode fn = child(call, f_function);
    std::vector<Reg> parts{b_.load_var("__defers")};
    if (is(fn, s_selector)) {
      Reg o = ex(child(fn, f_operand));
      parts.push_back(b_.load_field(o, text(child(fn, f_field))));
    } else {
      parts.push_back(ex(fn));
    }
    for (TSNode a : named_children(child(call, f_arguments))) parts.push_back(ex(a));
    b_.call_function("__go_defer_push", parts);
  }

  // ================================================================ expressions
  Reg ex(TSNode n) {
    for (auto& h : hoisted_)  // a call evaluated ahead of its operand list (hoist_calls)
      if (h.node == n.id) {
        h.node = nullptr;
        ty_ = h.type;
        return h.reg;
      }
    ty_.clear();
    Reg r = lower_expr(n);
    return r;
  }

  /// gc evaluates the calls of an operand list first, left to right, and
  /// reads plain operands afterwards: `fmt.Println(x, f())` prints x as f
  /// left it, `x + f()` adds the new x (the spec leaves this order open; the
  /// real toolchain's is what programs see). When a plain read precedes a
  /// call, the calls are lowered up front and ex() hands out their results.
  struct Hoisted {
    const void* node;
    Reg reg;
    std::string type;
  };
  std::vector<Hoisted> hoisted_;
  bool is_conversion_call(TSNode c) const {
    TSNode fn = child(c, f_function);
    if (is_type_node(fn) && !is(fn, s_type_identifier)) return true;
    if (is(fn, s_paren)) return true;  // (T)(x), (*T)(x); a parenthesised func value is rare
    return (is(fn, s_identifier) || is(fn, s_type_identifier)) && !funcs_.count(std::string(text(fn))) &&
           is_type_name(text(fn));
  }
  /// calls in n (outside func literals and the conditional side of && ||), in evaluation order.
  /// `budget` bounds the nodes looked at: a huge or deeply nested operand (the walk would
  /// recurse past the stack) is left in source order; false when it ran out.
  bool calls_in(TSNode n, std::vector<TSNode>& out, int& budget) const {
    if (--budget < 0) return false;
    if (ts_node_is_null(n) || is(n, s_func_literal)) return true;
    if (is(n, s_call) && !is_conversion_call(n)) {
      out.push_back(n);
      return true;
    }
    if (is(n, s_binary)) {
      std::string_view op = text(child(n, f_operator));
      if (op == "&&" || op == "||") return true;
    }
    for (TSNode k : named_children(n))
      if (!calls_in(k, out, budget)) return false;
    return true;
  }
  /// does n read a variable outside its calls (a read gc defers past them)? (budget as calls_in's)
  bool reads_state(TSNode n, int& budget) const {
    if (--budget < 0 || ts_node_is_null(n) || is(n, s_func_literal)) return false;
    if (is(n, s_call) && !is_conversion_call(n)) return false;
    if (is(n, s_identifier)) {
      std::string_view t = text(n);
      if (t == "nil" || t == "true" || t == "false" || t == "iota" || t == "_") return false;
      return is_local_name(t) || !lookup_type(t).empty();
    }
    if (is(n, s_selector) && is(child(n, f_operand), s_identifier) && is_package_name(text(child(n, f_operand))) &&
        !is_local_name(text(child(n, f_operand))))
      return false;  // math.Pi, os.Args: a package's member
    for (TSNode k : named_children(n))
      if (reads_state(k, budget)) return true;
    return false;
  }
  /// Lower the calls of `ops` ahead when a state read comes before one of
  /// them; returns the mark to pass to unhoist once the list is lowered.
  std::size_t hoist_calls(const std::vector<TSNode>& ops) {
    std::size_t mark = hoisted_.size();
    if (ops.size() < 2) return mark;
    std::vector<TSNode> calls;
    bool read_before_call = false, seen_read = false;
    int budget = 256;  // operands people write are small; a generated giant keeps source order
    for (TSNode o : ops) {
      std::size_t before = calls.size();
      if (!calls_in(o, calls, budget)) return mark;
      if (calls.size() > before && seen_read) read_before_call = true;
      if (!seen_read && reads_state(o, budget)) seen_read = true;
      if (budget < 0) return mark;
    }
    if (!read_before_call) return mark;
    for (TSNode c : calls) {
      Reg r = ex(c);
      hoisted_.push_back({c.id, r, ty_});
    }
    return mark;
  }
  void unhoist(std::size_t mark) {
    if (hoisted_.size() > mark) hoisted_.resize(mark);
  }
  struct HoistScope {
    GoLowerer* self;
    std::size_t mark;
    ~HoistScope() { self->unhoist(mark); }
  };
  /// o[k](args) that tree-sitter read as a call with type arguments k: o (of static
  /// type ty_) indexed, then called as a value.
  Reg call_indexed(Reg o, TSNode ta, TSNode args) {
    std::string ot = ty_;
    Reg callee = index_value(o, ot, type_as_expr(named_children(ta)[0]));
    std::string ft = ty_;
    bool sp;
    auto v = call_args(args, sp);
    return typed(b_.call_unknown(callee, v), func_value_result(ft));
  }
  Reg typed(Reg r, std::string t) {
    ty_ = std::move(t);
    return r;
  }

  Reg identifier(TSNode n) {
    std::string_view name = text(n);
    std::string t = lookup_type(name);
    if (t.empty() && !fns_.empty() && !is_local_name(name))  // a top-level function as a value: its signature (%T)
      if (auto ps = fparams_.find(std::string(name)); ps != fparams_.end() && !fn_tparams_.count(ps->first) && !variadic_fns_.count(ps->first))
        if (auto rs = funcs_.find(ps->first); rs != funcs_.end()) t = signature_type(ps->second, rs->second);
    Reg r = b_.load_var(actual_name(name));
    return typed(r, t);
  }
  Reg int_literal(TSNode n) {
    Operand op;
    std::string t;
    for (char c : text(n))
      if (c != '_') t.push_back(c);
    // Go octal: 0o17 or a leading 0
    bool c_octal = t.size() > 1 && t[0] == '0' && std::isdigit(static_cast<unsigned char>(t[1]));
    if (!frontend::integer_literal(b_, t, op, c_octal)) return unsupported(n);
    return typed(b_.const_(op), "#int");
  }
  Reg float_literal_(TSNode n) {
    Operand op;
    if (!frontend::float_literal(b_, text(n), op)) return unsupported(n);
    return typed(b_.const_(op), "#float");
  }
  Reg rune_literal(TSNode n) {
    std::string_view t = text(n);
    if (t.size() < 3) return unsupported(n);
    std::string s = frontend::unescape(t.substr(1, t.size() - 2));
    std::int64_t cp = 0;
    if (!s.empty()) {
      unsigned char c = static_cast<unsigned char>(s[0]);
      if (c < 0x80) cp = c;
      else if ((c & 0xE0) == 0xC0 && s.size() >= 2) cp = ((c & 0x1F) << 6) | (s[1] & 0x3F);
      else if ((c & 0xF0) == 0xE0 && s.size() >= 3) cp = ((c & 0x0F) << 12) | ((s[1] & 0x3F) << 6) | (s[2] & 0x3F);
      else if (s.size() >= 4) cp = ((c & 0x07) << 18) | ((s[1] & 0x3F) << 12) | ((s[2] & 0x3F) << 6) | (s[3] & 0x3F);
      // \xHH and octal escapes are single bytes
      if (t.size() >= 4 && t[1] == '\\' && (t[2] == 'x' || (t[2] >= '0' && t[2] <= '7'))) cp = c;
    }
    return typed(b_.const_int(cp), "#rune");
  }
  Reg string_literal(TSNode n) {
    std::string_view t = text(n);
    if (t.size() < 2) return typed(b_.const_str(""), "string");
    std::string_view body = t.substr(1, t.size() - 2);
    // \xHH in Go strings is a raw byte (not a code point)
    std::string out;
    for (std::size_t i = 0; i < body.size();) {
      if (body[i] == '\\' && i + 3 < body.size() + 0 && body[i + 1] == 'x') {
        unsigned v = 0;
        std::size_t k = i + 2;
        for (; k < i + 4 && k < body.size() && std::isxdigit(static_cast<unsigned char>(body[k])); ++k)
          v = v * 16 + static_cast<unsigned>(std::isdigit(static_cast<unsigned char>(body[k])) ? body[k] - '0' : (std::tolower(body[k]) - 'a' + 10));
        out.push_back(static_cast<char>(v));
        i = k;
      } else if (body[i] == '\\') {
        i += frontend::append_escape(out, body.substr(i));
      } else {
        out.push_back(body[i++]);
      }
    }
    return typed(b_.const_str(out), "string");
  }
  Reg raw_string_literal(TSNode n) {
    std::string_view t = text(n);
    std::string out;
    if (t.size() >= 2)
      for (char c : t.substr(1, t.size() - 2))
        if (c != '\r') out.push_back(c);
    return typed(b_.const_str(out), "string");
  }
  Reg true_(TSNode) { return typed(b_.const_bool(true), "bool"); }
  Reg false_(TSNode) { return typed(b_.const_bool(false), "bool"); }
  Reg nil_(TSNode) { return typed(b_.const_none(), "nil"); }
  std::int64_t const_iota() const { return is_local_name("iota") ? kIotaShadowed : iota_; }
  /// iota is predeclared, not reserved: a variable named iota shadows it.
  Reg iota_expr(TSNode n) { return is_local_name("iota") ? identifier(n) : typed(b_.const_int(iota_), "#int"); }
  Reg parenthesized(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) return b_.const_none();
    Reg r = ex(kids[0]);
    return r;
  }

  static std::string combine(const std::string& a, const std::string& b) {
    if (a.empty()) return untyped(b) ? std::string() : b;
    if (b.empty()) return untyped(a) ? std::string() : a;
    if (!untyped(a)) return a;
    if (!untyped(b)) return b;
    if (a == "#float" || b == "#float") return "#float";
    if (a == "#rune" || b == "#rune") return "#rune";
    return a;
  }

  Reg binary_expression(TSNode n) {
    std::string_view op = text(child(n, f_operator));
    TSNode l = child(n, f_left), r = child(n, f_right);
    if (op == "&&" || op == "||") {
      // Go's && and || yield a bool: the short-circuited path holds the constant (false for &&,
      // true for ||), so an unknown left operand the branch decided reads as what it was decided to be
      const bool is_and = op == "&&";
      std::uint32_t id = b_.new_label_id();
      std::string tmp = "__sc_" + std::to_string(id);
      ir::Symbol rhs_l = b_.label_name("sc_rhs", id), end = b_.label_name("sc_end", id);
      Reg a = ex(l);
      b_.decl_var(tmp, b_.const_bool(!is_and));
      b_.branch_if(a, is_and ? rhs_l : end, is_and ? end : rhs_l);
      b_.label(rhs_l);
      b_.store_var(tmp, ex(r));
      b_.branch(end);
      b_.label(end);
      return typed(b_.load_var(tmp), "bool");
    }
    HoistScope hoist{this, hoist_calls({l, r})};
    if (op == "+" || op == "-" || op == "*" || op == "/") {
      // untyped float constant arithmetic is exact, rounded once (0.1 + 0.2 is 0.3)
      double cv;
      bool is_float;
      if (consts_.eval(n, const_iota(), cv, is_float) && is_float) return typed(b_.const_float(cv), "#float");
    }
    bool cmp = op == "==" || op == "!=" || op == "<" || op == "<=" || op == ">" || op == ">=";
    if (!cmp) {  // an integer constant past MaxInt64 (1<<64 - 1 for a uint64): exact, not int64 steps
      std::int64_t bits;
      bool above = false;
      if (consts_.eval_integer(n, const_iota(), bits, above) && above) return typed(b_.const_int(bits), "#int");
    }
    // slice == nil: an empty slice
    if ((op == "==" || op == "!=") && (is(r, s_nil) || is(l, s_nil))) {
      TSNode other = is(r, s_nil) ? l : r;
      Reg x = ex(other);
      std::string t = ty_;
      if (is_slice(t) || is_map(t)) {  // nil, not merely empty: []int{} and make(map) are not nil
        Reg res = b_.call_function("__go_is_nil", std::span<const Reg>(&x, 1));
        if (op == "!=") res = b_.unop(Operator::Not, res);
        return typed(res, "bool");
      }
      Reg res = b_.binop(op == "==" ? Operator::Is : Operator::IsNot, x, b_.const_none());
      return typed(res, "bool");
    }
    Reg a = ex(l);
    std::string lt = ty_;
    Reg b = ex(r);
    std::string rt = ty_;
    if (cmp) {
      bool ok;
      if ((op == "==" || op == "!=") && ((!lt.empty() && lt[0] == '*') || (!rt.empty() && rt[0] == '*')))
        return typed(b_.binop(op == "==" ? Operator::Is : Operator::IsNot, a, b), "bool");  // pointer identity
      if ((op == "<" || op == "<=" || op == ">" || op == ">=") && (is_u64(lt) || is_u64(rt)))
        return typed(u64_op(op == "<" ? 5 : op == "<=" ? 6 : op == ">" ? 7 : 8, a, b), "bool");
      Reg res = b_.binop(binop_of(op, ok), a, b);
      return typed(res, "bool");
    }
    std::string t = (op == "<<" || op == ">>") ? (lt.empty() ? std::string("#int") : lt) : combine(lt, rt);
    if (t.empty() && (untyped(lt) || untyped(rt))) {
      // one operand's type is unknown, the other an untyped constant: the
      // unknown one may be a float (x / 2 of a slices.Clone element), so
      // + - * stay unannotated and / % are decided at run time
      std::string u = untyped(lt) ? lt : rt;
      bool int_const = u == "#int" || u == "#rune";
      bool other_unknown = untyped(lt) ? rt.empty() : lt.empty();
      if (int_const && other_unknown && (op == "/" || op == "%")) {
        Reg ab[2] = {a, b};
        return typed(b_.call_function(op == "/" ? "__go_div" : "__go_rem", ab), "");
      }
      if (int_const && other_unknown && (op == "+" || op == "-" || op == "*")) {
        bool ok;
        return typed(b_.binop(binop_of(op, ok), a, b), "");
      }
      t = u;
    }
    // string + string: no annotation
    if (resolve(t) == "string" || t == "#string") {
      bool ok;
      return typed(b_.binop(binop_of(op, ok), a, b), "string");
    }
    // untyped int constants divided: Go constant arithmetic is exact integer
    double dc;
    bool dfloat;
    bool const_divisor = op == "/" && consts_.eval(r, const_iota(), dc, dfloat) && dc != 0;
    Reg res = arith(op, a, b, t, const_divisor);
    return typed(res, t);
  }

  Reg unary_expression(TSNode n) {
    std::string_view op = text(child(n, f_operator));
    TSNode operand = child(n, f_operand);
    if (op == "&") {
      if (is(operand, s_identifier)) {
        std::string t = lookup_type(text(operand));
        std::string rt = resolve(t);
        // slices too: *p = append(*p, x) must rebind the variable itself
        bool scalar = t.empty() || is_int_type(rt) || is_float_type(rt) || rt == "string" || rt == "bool" || is_slice(rt);
        if (type_params_.count(t)) {  // &v of a T: a struct instantiation is its own pointer, a scalar gets a real one
          Reg p = b_.emit(Opcode::AddressOf, {b_.var(actual_name(text(operand)))});
          return typed(b_.call_function("__go_ref", std::span<const Reg>(&p, 1)), "*" + t);
        }
        if (!scalar) return typed(b_.load_var(actual_name(text(operand))), "*" + t);  // objects are their own pointers
        if (!is_slice(rt) && per_iteration_unassigned(operand)) {
          // x := f(); ptrs = append(ptrs, &x) in a loop body: each iteration's x is a new variable,
          // but the VM's slot is the function's; x is never assigned again, so a cell with its value is it
          Reg v = b_.load_var(actual_name(text(operand)));
          return typed(b_.call_function("__go_new", std::span<const Reg>(&v, 1)), "*" + t);
        }
        Reg p = b_.emit(Opcode::AddressOf, {b_.var(actual_name(text(operand)))});
        return typed(p, "*" + t);
      }
      if (Reg p; addr_of_place(operand, p)) return p;
      Reg v = ex(operand);  // &T{...}, &a[i], &s.f: objects are their own pointers
      std::string t = ty_;
      if (is(operand, s_composite) && is_slice(t)) {
        // &IntHeap{...}: a variable to point at, so methods with a pointer receiver can rebind it
        std::string tmp = "__addr_" + std::to_string(++lambda_count_);
        b_.decl_var(tmp, v);
        return typed(b_.emit(Opcode::AddressOf, {b_.var(tmp)}), "*" + t);
      }
      return typed(v, t.empty() ? std::string() : "*" + t);
    }
    Reg v = ex(operand);
    std::string t = ty_;
    if (op == "*") {
      std::string pt = !t.empty() && t[0] == '*' ? t.substr(1) : std::string();
      if (is_struct(pt)) return typed(v, pt);
      // __go_deref also reads field pointers (&s.f) and panics on nil as Go does
      return typed(b_.call_function("__go_deref", std::span<const Reg>(&v, 1)), pt);
    }
    if (op == "!") return typed(b_.unop(Operator::Not, v), "bool");
    if (op == "+") return typed(v, t);
    if (op == "-" || op == "^") {
      double cv;
      bool is_float;
      // constants are exact: -0.0 is zero, not negative zero (math.Signbit(-0.0) is false)
      if (op == "-" && consts_.eval(n, const_iota(), cv, is_float) && is_float && cv == 0) return typed(b_.const_float(0.0), t);
      Reg r = b_.unop(op == "-" ? Operator::Neg : Operator::BitNot, v);
      if (is_int_type(t)) {
        std::string a = ir_type(t);
        if (!a.empty()) b_.annotate_last(a);
      }
      return typed(r, t);
    }
    if (op == "<-") {
      std::string et = elem_type(t);
      wait_for("__go_can_recv", v);
      return typed(b_.call_function("__go_recv", std::span<const Reg>(&v, 1)), et);
    }
    return unsupported(n);
  }

  /// &s.f and &a[i] of a value that is not an object (a number, string,
  /// bool, pointer or slice): a pointer to that field or element
  /// (__go_addr), so *p reads and writes the place itself.
  bool addr_of_place(TSNode operand, Reg& out) {
    bool sel = is(operand, s_selector), idx = is(operand, s_index);
    if (!sel && !idx) return false;
    TSNode base = child(operand, f_operand);
    if (sel && is(base, s_identifier) && is_package_name(text(base))) return false;
    Reg o = ex(base);
    std::string ot = ty_;
    std::string et, f;
    Reg key;
    if (sel) {
      f = text(child(operand, f_field));
      et = field_type(ot, f);
      o = field_holder(o, ot, f);
      key = b_.const_str(f);
    } else {
      deref_array(o, ot);
      std::string rt = resolve(ot);
      if (!is_slice(rt) && !is_array(rt)) {  // &m[k] is not Go; a string's bytes have no address
        Reg i = ex(child(operand, f_index));
        Reg r = b_.load_index(o, i);
        out = typed(r, "*" + elem_type(ot));
        return true;
      }
      et = elem_type(ot);
      key = ex(child(operand, f_index));
    }
    std::string rt = resolve(et);
    bool place = !et.empty() && (is_int_type(rt) || is_float_type(rt) || rt == "string" || rt == "bool" ||
                                 rt[0] == '*' || is_slice(rt));
    std::vector<Reg> a{o, key};
    if (place) out = typed(b_.call_function("__go_addr", a), "*" + et);
    else out = typed(sel ? b_.load_field(o, f) : b_.load_index(o, key), et.empty() ? std::string() : "*" + et);
    return true;
  }

  bool is_package_name(std::string_view name) const {
    if (is_local_name(name)) return false;
    return packages_.count(std::string(name)) > 0;
  }

  bool is_type_node(TSNode f) const {
    return is(f, s_slice_type) || is(f, s_array_type) || is(f, s_map_type) || is(f, s_pointer_type) ||
           is(f, s_parenthesized_type) || is(f, s_qualified_type) || is(f, s_type_identifier) ||
           is(f, s_function_type) || is(f, s_channel_type) || is(f, s_generic_type);
  }
  bool is_type_name(std::string_view name) const {
    if (is_local_name(name)) return false;
    static const std::unordered_set<std::string_view> basic = {
        "int",    "int8",   "int16",   "int32",   "int64",   "uint",   "uint8", "uint16", "uint32",
        "uint64", "uintptr", "float32", "float64", "string", "byte", "rune",  "bool"};
    std::string n(name);
    return basic.count(name) > 0 || structs_.count(n) > 0 || named_.count(n) > 0;
  }

  /// T(x): conversions between basic types, []byte/[]rune/string, named types.
  Reg convert(const std::string& t, TSNode operand) {
    Reg v = ex(operand);
    std::string from = ty_;
    std::string rt = resolve(t);
    if (is_interface_type(t)) return typed(fit(v, from, t), t);  // Animal(&d), any(x): as an assignment would
    if (from == "nil" && is_slice(rt)) return typed(fit(v, from, rt), t);  // []int(nil) prints []
    if (structs_.count(resolve_struct_name(t))) return typed(copy_if_value(v, operand, t), t);
    if (rt == "string") {
      std::vector<Reg> a{b_.const_str("string"), v};
      if (resolve(from) == "[]byte" || resolve(from) == "[]uint8") a.push_back(b_.const_str("bytes"));
      return typed(b_.call_function("__go_conv", a), t);
    }
    if (rt == "[]byte" || rt == "[]uint8" || rt == "[]rune" || rt == "[]int32") {
      if (resolve(from) == "string" || from == "#string" || from.empty()) {
        std::vector<Reg> a{b_.const_str(rt == "[]byte" || rt == "[]uint8" ? "[]byte" : "[]rune"), v};
        return typed(b_.call_function("__go_conv", a), t);
      }
      return typed(v, t);
    }
    if (is_float_type(rt)) {
      if (is_u64(from) && rt == "float64") return typed(u64_op(9, v, v), t);  // float64(uint64): unsigned
      if (is_u64(from)) v = u64_op(9, v, v);
      std::vector<Reg> a{b_.const_str(rt == "float32" ? "float32" : "float64"), v};
      return typed(b_.call_function("__go_conv", a), t);
    }
    if (is_int_type(rt)) {
      Reg c = v;
      if (!is_int_type(from)) {
        std::vector<Reg> a{b_.const_str("int"), v};
        c = b_.call_function("__go_conv", a);
      }
      // wrap to the target width: x + 0 annotated with the type
      std::string a = ir_type(rt);
      if (!a.empty() && a != ir_type(from)) {
        c = b_.binop(Operator::Add, c, b_.const_int(0));
        b_.annotate_last(a);
      }
      return typed(c, t);
    }
    return typed(v, t);
  }

  /// "T_String" / "T_Error" when t is a named non-struct type with that method.
  /// The name fmt's %T prints for a static type whose values the VM does
  /// not tell apart from int/float64 (sized numbers, named non-struct types);
  /// empty where the value's own kind names it.
  static std::string fmt_basic_name(const std::string& t) { return t == "byte" ? "uint8" : t == "rune" ? "int32" : t; }
  std::string fmt_type_name(const std::string& t) const {
    if (t == "#rune" || t == "rune") return "int32";
    if (t == "byte") return "uint8";
    if (t == "[]byte" || t == "[]uint8") return "[]uint8";  // %s/%q/%x print its bytes as text
    if (t == "[][]byte" || t == "[][]uint8") return "[][]uint8";  // and each element of a [][]byte
    if (t.rfind("map[", 0) == 0) {  // a map of builtin types: %T names it, a nil one prints map[]
      for (char c : t)
        if (std::isupper(static_cast<unsigned char>(c)) || c == '.' || c == '*' || c == '(' || c == '{') return {};
      std::string g = go_type_string(t);  // a lower-case name may be the program's type: map[main.point]bool
      return g.empty() ? t : g;
    }
    if (t.rfind("func(", 0) == 0) return func_type_string(t);  // %T of a function value: its signature
    if (t.rfind("[]", 0) == 0) return go_type_string(t);  // %T / %#v of an empty or nil slice name its type
    if (t.rfind("[", 0) == 0) return go_type_string(t);   // %#v of an array: [3]uint16{0x1, ...}
    if (t.empty() || t[0] == '#' || t == "int" || t == "float64" || t == "string" || t == "bool") return {};
    static const std::set<std::string> sized{"int8", "int16", "int32", "int64", "uint", "uint8", "uint16",
                                             "uint32", "uintptr", "float32", "complex128"};
    if (sized.count(t)) return t;
    if (named_.count(t) && !structs_.count(resolve_struct_name(t)) && t.find('.') == std::string::npos)
      return "main." + t;
    return {};
  }
  /// "func(int,[]P)(string,error)" as reflect names it: func(int, []main.P) (string, error);
  /// "" when a part cannot be named.
  std::string func_type_string(const std::string& t) const {
    auto split = [&](const std::string& in, std::vector<std::string>& parts) {
      int d = 0;
      std::size_t start = 0;
      for (std::size_t i = 0; i <= in.size(); ++i) {
        char c = i < in.size() ? in[i] : ',';
        if (c == '(' || c == '[' || c == '{') ++d;
        else if (c == ')' || c == ']' || c == '}') --d;
        else if (c == ',' && d == 0) {
          if (i > start) parts.push_back(in.substr(start, i - start));
          start = i + 1;
        }
      }
    };
    std::size_t close = matching_paren(t, 4);
    if (close == std::string::npos) return {};
    std::vector<std::string> ps, rs;
    split(t.substr(5, close - 5), ps);
    std::string rest = t.substr(close + 1);
    bool tuple = !rest.empty() && rest[0] == '(';
    if (tuple) {
      if (rest.back() != ')') return {};
      split(rest.substr(1, rest.size() - 2), rs);
    } else if (!rest.empty()) {
      rs.push_back(rest);
    }
    auto name = [&](const std::string& x) { return x.rfind("func(", 0) == 0 ? func_type_string(x) : go_type_string(x); };
    std::string out = "func(";
    for (std::size_t k = 0; k < ps.size(); ++k) {
      std::string n = name(ps[k]);
      if (n.empty()) return {};
      out += (k ? ", " : "") + n;
    }
    out += ")";
    for (std::size_t k = 0; k < rs.size(); ++k) {
      std::string n = name(rs[k]);
      if (n.empty()) return {};
      out += (k ? ", " : tuple ? " (" : " ") + n;
    }
    if (tuple) out += ")";
    return out;
  }
  static std::size_t matching_paren(const std::string& t, std::size_t open) {
    int d = 0;
    for (std::size_t i = open; i < t.size(); ++i) {
      if (t[i] == '(') ++d;
      else if (t[i] == ')' && --d == 0) return i;
    }
    return std::string::npos;
  }
  /// A composite type as reflect names it ([]main.P, map[string][]int32,
  /// []interface {}); "" when the text holds something this cannot name.
  std::string go_type_string(const std::string& t, int depth = 0) const {
    if (t.empty() || depth > 8) return {};
    static const std::set<std::string> basic{"int",    "int8",    "int16",  "int32",  "int64",   "uint",      "uint8",
                                             "uint16", "uint32",  "uint64", "uintptr", "float32", "float64", "string",
                                             "bool",   "complex128", "error"};
    if (basic.count(t)) return t;
    if (t == "byte") return "uint8";
    if (t == "rune") return "int32";
    if (t == "any" || t == "interface{}") return "interface {}";
    auto sub = [&](const std::string& prefix, const std::string& rest) {
      std::string r = go_type_string(rest, depth + 1);
      return r.empty() ? r : prefix + r;
    };
    if (t.rfind("[]", 0) == 0) return sub("[]", t.substr(2));
    if (t[0] == '*') return sub("*", t.substr(1));
    if (t[0] == '[') {
      std::size_t e = matching_bracket(t, 0);
      std::int64_t n = 0;
      if (e == std::string::npos || !frontend::parse_int64(t.substr(1, e - 1), n)) return {};
      return sub(t.substr(0, e + 1), t.substr(e + 1));
    }
    if (t.rfind("map[", 0) == 0) {
      std::size_t e = matching_bracket(t, 3);
      if (e == std::string::npos) return {};
      std::string k = go_type_string(t.substr(4, e - 4), depth + 1);
      return k.empty() ? k : sub("map[" + k + "]", t.substr(e + 1));
    }
    bool ident = std::all_of(t.begin(), t.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
    if (ident && (named_.count(t) || structs_.count(t)) && !generic_types_.count(t) && !type_params_.count(t) &&
        std::find(fn_tp_.begin(), fn_tp_.end(), t) == fn_tp_.end())
      return "main." + t;
    return {};
  }
  /// %T's name of a named type: main.T, or a package's own (time.Duration)
  static std::string qualified(const std::string& t) { return t.find('.') == std::string::npos ? "main." + t : t; }
  std::string named_method_type(const std::string& t) const {
    if (t.empty() || t[0] == '*' || !named_.count(t) || structs_.count(resolve_struct_name(t))) return {};
    // fmt gets a copy of the value: a pointer-receiver method is not in T's method set; Error before String
    if (methods_.count(t + ".Error") && !ptr_methods_.count(t + ".Error")) return t + "_Error";
    if (methods_.count(t + ".String") && !ptr_methods_.count(t + ".String")) return t + "_String";
    return {};
  }
  Reg type_conversion(TSNode n) {
    TSNode t = child(n, f_type);
    if (is(t, s_generic_type) && funcs_.count(std::string(text(child(t, f_type))))) {
      // f[int](x) parsed as a conversion: a call of the generic function f
      std::string name(text(child(t, f_type)));
      Reg x = ex(child(n, f_operand));
      arg_types_ = {ty_};
      arg_nodes_ = {child(n, f_operand)};
      std::vector<Reg> v{copy_if_value(x, child(n, f_operand), ty_)};
      auto targs = pass_type_zeros(name, std::string(text(t)), v, false);
      Reg r = instantiated_result(b_.call_function(name, v), name, std::string(text(t)));
      return typed(r, instantiate(name, results_type(funcs_[name]), targs));
    }
    if (TSNode base; package_generic(t, base) && is(base, s_qualified_type)) {
      // slices.Max[[]int](s) parsed as a conversion: a call of the package's function
      std::string pk(text(child(base, f_package))), mn(text(child(base, f_name)));
      Reg x = ex(child(n, f_operand));
      std::vector<Reg> v{copy_if_value(x, child(n, f_operand), ty_)};
      Reg r = b_.call_method(b_.load_var(pk), mn, v);
      return typed(r, package_result(pk, mn));
    }
    if (indexed_value(t)) {  // handlers[i](x) parsed as a conversion: a call of the element
      Reg callee = type_as_expr(t);
      std::string ft = ty_;
      Reg x = ex(child(n, f_operand));
      std::vector<Reg> v{copy_if_value(x, child(n, f_operand), ty_)};
      return typed(b_.call_unknown(callee, v), func_value_result(ft));
    }
    return convert(type_text(t), child(n, f_operand));
  }

  std::vector<Reg> call_args(TSNode args, bool& splat) {
    std::vector<Reg> out;
    splat = false;
    std::vector<std::string> ptrs, arg_types;
    std::vector<TSNode> arg_nodes;
    HoistScope hoist{this, hoist_calls(named_children(args))};
    for (TSNode a : named_children(args)) {
      if (is(a, s_variadic_argument)) {
        auto inner = named_children(a);
        Reg v = inner.empty() ? b_.const_none() : ex(inner[0]);
        splat_type_ = ty_;
        std::vector<Reg> kw{b_.const_str("*"), v};
        out.push_back(b_.call_function("__kwarg", kw));
        splat = true;
        continue;
      }
      Reg v = ex(a);
      if (ty_.size() > 1 && ty_[0] == '(' && named_children(args).size() == 1) {  // f(g()) with g multi-valued
        std::vector<Reg> kw{b_.const_str("*"), v};
        out.push_back(b_.call_function("__kwarg", kw));
        splat = true;
        continue;
      }
      ptrs.resize(out.size());
      ptrs.push_back(!ty_.empty() && ty_[0] == '*' && structs_.count(resolve_struct_name(ty_.substr(1))) ? ty_ : "");
      arg_types.resize(out.size());
      arg_types.push_back(ty_);
      arg_nodes.resize(out.size());
      arg_nodes.push_back(a);
      out.push_back(copy_if_value(v, a, ty_));
    }
    arg_nodes.resize(out.size());
    arg_nodes_ = std::move(arg_nodes);
    ptr_types_ = std::move(ptrs);
    arg_types.resize(out.size());
    arg_types_ = std::move(arg_types);
    return out;
  }

  /// flag.Var(v, ...) and TextVar(p, name, v, ...) take interface values:
  /// a *T of a named non-struct type goes in boxed with its methods.
  void box_flag_values(std::string_view m, std::vector<Reg>& v) {
    for (std::size_t k : {std::size_t{0}, std::size_t{2}})
      if ((m == "Var" || (m == "TextVar" && k == 0) || (m == "TextVar" && k == 2)) && k < v.size() && k < arg_types_.size())
        v[k] = fit(v[k], arg_types_[k], "any");
  }
  /// A library's parameters are `any` as far as the lowerer knows (list's
  /// PushBack, heap.Push): a *T argument goes in as a *T, so %T and %v of
  /// what comes back out say *main.T and &{...}.
  void mark_ptr_args(std::vector<Reg>& v) {
    for (std::size_t k = 0; k < v.size() && k < ptr_types_.size(); ++k)
      if (!ptr_types_[k].empty()) v[k] = b_.call_function("__go_asptr", std::span<const Reg>(&v[k], 1));
  }

  Reg call_expression(TSNode n) {
    TSNode fn = child(n, f_function);
    TSNode args = child(n, f_arguments);
    if (TSNode ta = child(n, field("type_arguments"));
        !ts_node_is_null(ta) && (is(fn, s_composite) || is(fn, s_call) || is(fn, s_paren)) && named_children(ta).size() == 1) {
      // get()[in.Op](x), map[K]func(){...}[in.Op](): tree-sitter reads the
      // index as the type arguments of a call; these operands name no function
      return call_indexed(ex(fn), ta, args);
    }
    if (is(fn, s_generic_type) || is(fn, s_index) || sym(fn) == symbol("type_instantiation_expression")) {
      // explicit instantiation of a generic function: f[int](x) calls f
      TSNode base = is(fn, s_generic_type) ? child(fn, f_type) : is(fn, s_index) ? child(fn, f_operand) : named_children(fn)[0];
      if (!ts_node_is_null(base) && funcs_.count(std::string(text(base)))) {
        std::string name(text(base));
        bool sp;
        auto v = call_args(args, sp);
        auto targs = pass_type_zeros(name, std::string(text(fn)), v, sp);
        Reg r = instantiated_result(b_.call_function(name, v), name, std::string(text(fn)));
        return typed(r, instantiate(name, results_type(funcs_[name]), targs));
      }
    }
    if (TSNode base; package_generic(fn, base)) {  // cmp.Compare[int](a, b), slices.Max[[]int](s)
      if (is(base, s_selector)) {
        fn = base;
      } else {
        std::string pk(text(child(base, f_package))), mn(text(child(base, f_name)));
        bool sp;
        auto v = call_args(args, sp);
        mark_ptr_args(v);
        Reg r = b_.call_method(b_.load_var(pk), mn, v);
        return typed(r, package_result(pk, mn));
      }
    }
    if (indexed_value(fn)) {  // handlers[i](x): tree-sitter reads handlers[i] as a generic type
      Reg callee = type_as_expr(fn);
      std::string ft = ty_;
      bool sp;
      auto v = call_args(args, sp);
      return typed(b_.call_unknown(callee, v), func_value_result(ft));
    }
    if (is_type_node(fn) && !is(fn, s_type_identifier)) {
      auto a = named_children(args);
      if (a.empty()) return unsupported(n);
      return convert(type_text(fn), a[0]);
    }
    if (is(fn, s_paren)) {
      auto inner = named_children(fn);
      if (!inner.empty() && (is_type_node(inner[0]) || (is(inner[0], s_identifier) && is_type_name(text(inner[0]))))) {
        auto a = named_children(args);
        if (a.empty()) return unsupported(n);
        return convert(type_text(inner[0]), a[0]);
      }
      // (*T)(x) parses as a dereference of T: a conversion to the pointer type
      if (!inner.empty() && is(inner[0], s_unary) && text(child(inner[0], f_operator)) == "*") {
        TSNode op = child(inner[0], f_operand);
        auto a = named_children(args);
        if (!a.empty() && (is_type_node(op) || (is(op, s_identifier) && is_type_name(text(op)))))
          return convert("*" + type_text(op), a[0]);
      }
    }
    if (TSNode ta = child(n, field("type_arguments"));
        !ts_node_is_null(ta) && is(fn, s_identifier) && !funcs_.count(std::string(text(fn))) && !generic_function_value(fn) &&
        (is_local_name(text(fn)) || !lookup_type(text(fn)).empty()) && named_children(ta).size() == 1) {
      // handlers[i](x): tree-sitter reads it as an instantiation f[T](x); handlers is a value
      return call_indexed(identifier(fn), ta, args);
    }
    if (is(fn, s_identifier) || is(fn, s_type_identifier)) {
      std::string_view name = text(fn);
      bool user = funcs_.count(std::string(name)) > 0 || is_local_name(name);
      if (!user) {
        auto a = named_children(args);
        bool iface = !is_local_name(name) && is_interface_type(std::string(name));  // Animal(&d), any(x)
        if ((is_type_name(name) || iface) && a.size() == 1) return convert(std::string(name), a[0]);
        if (type_params_.count(std::string(name)) && a.size() == 1) {  // T(x): as the type argument's zero value says
          std::string t(name);
          std::vector<Reg> ca{ex(a[0]), zero_value(t)};
          return typed(b_.call_function("__go_tconv", ca), t);
        }
        if (name == "make" && !a.empty()) return make_call(a);
        if (name == "new" && !a.empty()) {
          std::string t = type_text(a[0]);
          Reg z = zero_value(t);
          // objects are their own pointers: structs and the library's object types
          // (new(bytes.Buffer), new(sync.WaitGroup), ...), as &x of them is the object
          if (is_struct(t) || is_lib_object(t)) return typed(z, "*" + t);
          return typed(b_.call_function("__go_new", std::span<const Reg>(&z, 1)), "*" + t);  // new(int): a real cell
        }
        if (name == "len" || name == "cap") {
          bool sp;
          auto v = call_args(args, sp);
          if (v.size() == 1 && arg_types_.size() == 1) deref_array(v[0], arg_types_[0]);  // len(p) of a *[N]T
          return typed(b_.call_function(name, v), "int");
        }
        if (name == "append") {
          bool self = append_self_, own = append_own_;  // this call's, not a nested append's
          append_self_ = append_own_ = false;
          std::string t;
          std::vector<Reg> v;
          bool first = true;
          // append(s, f()) where f changes s: gc makes the calls first and
          // reads the variable s after them
          auto all = named_children(args);
          bool late = false;
          if (!all.empty() && is(all[0], s_identifier)) {
            auto has_call = [&](TSNode x) {
              if (is(x, s_call)) return true;
              for (TSNode c : named_children(x)) {
                if (is(c, s_call)) return true;
                for (TSNode g : named_children(c))
                  if (is(g, s_call)) return true;
              }
              return false;
            };
            for (std::size_t k = 1; k < all.size() && !late; ++k) late = has_call(all[k]);
            if (late) {
              t = lookup_type(text(all[0]));
              if (t.empty()) late = false;
            }
          }
          for (TSNode x : all) {
            if (late && first) {
              first = false;
              v.push_back(Reg{});
              continue;
            }
            if (is(x, s_variadic_argument)) {
              auto inner = named_children(x);
              Reg s = inner.empty() ? b_.const_none() : ex(inner[0]);
              if (resolve(ty_) == "string" || ty_ == "#string") {  // append(b, "str"...): its bytes
                std::vector<Reg> ca{b_.const_str("[]byte"), s};
                s = b_.call_function("__go_conv", ca);
              }
              std::vector<Reg> kw{b_.const_str("*"), s};
              v.push_back(b_.call_function("__kwarg", kw));
              continue;
            }
            Reg r = ex(x);
            if (first) t = ty_;
            else r = fit(copy_if_value(r, x, ty_), ty_, elem_type(t));
            first = false;
            v.push_back(r);
          }
          if (late) v[0] = ex(all[0]);
          if (own && !fns_.empty() && fns_.back().stack_slices.count(std::string(text(all[0])))) {
            // gc gives the first append to a slice that does not escape a 32-byte stack buffer (Go 1.25+)
            std::size_t es = go_sizeof(elem_type(t));
            bool spread = false;
            for (TSNode x : all) spread |= is(x, s_variadic_argument);
            if (es > 0 && !spread) {
              std::vector<Reg> sa{v[0], b_.const_int(static_cast<std::int64_t>(es)), b_.const_int(static_cast<std::int64_t>(all.size() - 1))};
              v[0] = b_.call_function("__go_stack_buf", sa);
            }
          }
          // x = append(x, ...): the runtime appends in place when nothing else holds the list
          std::string et = resolve(elem_type(t));
          if (std::size_t es = go_sizeof(et); es > 0 && !(es == 8 && is_int_type(et)) && et != "float64" && et != "string") {
            // the runtime guesses 8 bytes from an element's value: growslice
            // must round []byte, []rune and structs by their real size
            v.insert(v.begin(), {b_.const_int(own ? 2 : self ? 1 : 0), b_.const_int(static_cast<std::int64_t>(es * 2 + (go_noscan(et) ? 1 : 0)))});
            return typed(b_.call_function("__go_append_sized", v), t);
          }
          return typed(b_.call_function(own ? "__go_append_own" : self ? "__go_append_self" : "append", v), t);
        }
      }
      bool sp;
      auto v = call_args(args, sp);
      const std::vector<std::string> call_arg_types = arg_types_;
      if (name == "delete" && v.size() == 2 && !arg_types_.empty()) v[1] = map_key(v[1], arg_types_[0]);
      if (auto fp = fparams_.find(std::string(name)); fp != fparams_.end() && !sp) {
        // a *T or struct T passed as an interface parameter is marked as such (fit)
        for (std::size_t k = 0; k < v.size() && k < fp->second.size() && k < arg_types_.size(); ++k)
          if (arg_types_[k] == "nil" && is_slice(fp->second[k])) v[k] = fit(v[k], "nil", fp->second[k]);  // show(nil) prints []
          else if (is_interface_type(fp->second[k]) && !arg_types_[k].empty() &&
              (arg_types_[k][0] == '*' || structs_.count(resolve_struct_name(arg_types_[k]))))
            v[k] = fit(v[k], arg_types_[k], fp->second[k]);
        // f(1, 2) into ...float64: each untyped constant becomes the element type
        if (!fp->second.empty() && variadic_fns_.count(std::string(name)) && !is_local_name(name))
          for (std::size_t k = fp->second.size() - 1; k < v.size() && k < arg_types_.size(); ++k)
            v[k] = fit(v[k], arg_types_[k], elem_type(fp->second.back()));
      }
      TSNode ta = child(n, field("type_arguments"));  // f[int, string]()
      std::vector<std::string> targs;
      if (!is_local_name(name))
        targs = pass_type_zeros(std::string(name), ts_node_is_null(ta) ? std::string() : std::string(name) + std::string(text(ta)), v, sp);
      Reg r{};
      if (go_ctx_ && blocking_fns_.count(std::string(name)) && !is_local_name(name)) {
        // a goroutine runs a blocking function as part of itself: its waits yield to the scheduler
        Reg g = b_.call_function(std::string(name) + "__go", v);
        r = b_.call_function("__yield_from", std::span<const Reg>(&g, 1));
      } else {
        r = b_.call_function(name, v);
      }
      if (!ts_node_is_null(ta)) {
        r = instantiated_result(r, std::string(name), std::string(name) + std::string(text(ta)));
      } else if (!targs.empty()) {  // MakeBox(3.0): the inferred type arguments name the result (main.Box[float64])
        std::string raw = std::string(name) + "[";
        bool known = true;
        for (std::size_t k = 0; k < targs.size(); ++k) {
          known = known && !targs[k].empty() && !untyped(targs[k]) && !type_params_.count(targs[k]);
          raw += (k ? "," : "") + targs[k];
        }
        if (known) r = instantiated_result(r, std::string(name), raw + "]");
      }
      auto it = funcs_.find(std::string(name));
      std::string rt;
      if (it != funcs_.end()) rt = instantiate(std::string(name), results_type(it->second), targs);
      else {
        rt = func_value_result(lookup_type(name));  // func-typed variable: func(...)T
      }
      if (rt.empty() && (name == "min" || name == "max") && !is_local_name(name)) {
        // the built-ins' result has their operands' type (a Kelvin prints with
        // its String method); untyped constants when every operand is one
        for (const std::string& at : call_arg_types)
          if (!at.empty() && (rt.empty() || untyped(rt))) rt = untyped(at) && !rt.empty() ? combine(rt, at) : at;
      }
      return typed(r, rt);
    }
    if (is(fn, s_selector)) {
      TSNode operand = child(fn, f_operand);
      std::string_view m = text(child(fn, f_field));
      if (is(operand, s_identifier) && is_package_name(text(operand)) && text(operand) == "sort" &&
          (m == "Sort" || m == "Stable" || m == "IsSorted") && named_children(args).size() == 1) {
        // sort.Sort(x): the runtime sorts the list with x's Less method;
        // sort.Sort(sort.Reverse(x)) with the arguments swapped
        TSNode xa = named_children(args)[0];
        bool rev = false;
        if (is(xa, s_call) && text(child(xa, f_function)) == "sort.Reverse" &&
            named_children(child(xa, f_arguments)).size() == 1) {
          xa = named_children(child(xa, f_arguments))[0];
          rev = true;
        }
        Reg x = ex(xa);
        std::string t = ty_;
        std::string base = !t.empty() && t[0] == '*' ? t.substr(1) : t;
        Reg less;
        if (methods_.count(base + ".Less") && structs_.count(base)) less = b_.load_field(b_.load_var(base), "Less");
        else if (methods_.count(base + ".Less")) less = b_.load_var(base + "_Less");
        else less = b_.const_none();
        std::vector<Reg> v{x, less, b_.const_bool(rev)};
        if (m == "IsSorted") return typed(b_.call_method(b_.load_var("sort"), "IsSorted", v), "bool");
        return typed(b_.call_method(b_.load_var("sort"), std::string(m), v), "");
      }
      if (is(operand, s_identifier) && is_package_name(text(operand)) && text(operand) == "heap" &&
          !named_children(args).empty()) {
        // heap.F(h, ...): the runtime runs Go's algorithms over h's own methods;
        // pass them (function values) and which take a pointer receiver
        auto as = named_children(args);
        Reg h = ex(as[0]);
        std::string t = ty_;
        std::string base = !t.empty() && t[0] == '*' ? t.substr(1) : t;
        Reg ms = b_.new_array("list", b_.const_int(5));
        std::string ptr;
        int k = 0;
        for (const char* mn : {"Len", "Less", "Swap", "Push", "Pop"}) {
          std::string key = base + "." + mn;
          Reg f;
          if (methods_.count(key) && structs_.count(base)) f = b_.load_field(b_.load_var(base), mn);
          else if (methods_.count(key)) f = b_.load_var(base + "_" + mn);
          else f = b_.const_none();
          b_.store_index(ms, b_.const_int(k++), f);
          ptr += ptr_methods_.count(key) ? '1' : '0';
        }
        std::vector<Reg> v{h, ms, b_.const_str(ptr)};
        for (std::size_t i = 1; i < as.size(); ++i) v.push_back(ex(as[i]));
        return typed(b_.call_method(b_.load_var("heap"), std::string(m), v), m == "Pop" || m == "Remove" ? "any" : "");
      }
      if (is(operand, s_identifier) && is_package_name(text(operand)) && text(operand) == "json" && m == "Unmarshal" &&
          named_children(args).size() == 2) {
        // json.Unmarshal(data, &target): the runtime decodes by target's static type and the result is stored
        TSNode dst = named_children(args)[1];
        Reg data = ex(named_children(args)[0]);
        bool addr = is(dst, s_unary) && text(child(dst, f_operator)) == "&";
        TSNode target = addr ? child(dst, f_operand) : dst;
        Reg cur = ex(target);
        std::string tt = ty_;
        std::vector<Reg> v{data, cur, b_.const_str(json_type(tt)), b_.const_bool(addr)};
        Reg r = b_.call_method(b_.load_var("json"), "Unmarshal", v);
        if (addr) store_target(target, b_.load_index(r, b_.const_int(0)), tt);
        return typed(b_.load_index(r, b_.const_int(1)), "error");
      }
      if (m == "Decode" && named_children(args).size() == 1 && literal_type(operand) == "*json.Decoder") {
        // dec.Decode(&target): decoded by target's static type, as json.Unmarshal is
        Reg dec = ex(operand);
        TSNode dst = named_children(args)[0];
        bool addr = is(dst, s_unary) && text(child(dst, f_operator)) == "&";
        TSNode target = addr ? child(dst, f_operand) : dst;
        Reg cur = ex(target);
        std::string tt = ty_;
        std::vector<Reg> v{cur, b_.const_str(json_type(tt)), b_.const_bool(addr)};
        Reg r = b_.call_method(dec, "Decode", v);
        if (addr) store_target(target, b_.load_index(r, b_.const_int(0)), tt);
        return typed(b_.load_index(r, b_.const_int(1)), "error");
      }
      if (is(operand, s_identifier) && is_package_name(text(operand)) && text(operand) == "errors" && m == "As" &&
          named_children(args).size() == 2 && is(named_children(args)[1], s_unary) &&
          text(child(named_children(args)[1], f_operator)) == "&") {
        // errors.As(err, &target): find target's type in err's chain, store it
        TSNode target = child(named_children(args)[1], f_operand);
        Reg e = ex(named_children(args)[0]);
        Reg cur = ex(target);
        std::string tt = ty_;
        std::string spec = type_spec(tt);
        if (auto lit = iface_literal_vars_.find(std::string(text(target)));
            tt == "interface{}" && is(target, s_identifier) && lit != iface_literal_vars_.end())
          spec = lit->second;  // a variable declared with an interface literal type: its methods
        std::vector<Reg> v{e, b_.const_str(spec), cur};
        Reg r = b_.call_function("__go_errors_as", v);
        store_target(target, b_.load_index(r, b_.const_int(0)), tt);
        return typed(b_.load_index(r, b_.const_int(1)), "bool");
      }
      if (is(operand, s_identifier) && is_package_name(text(operand)) && text(operand) == "time" && m == "AfterFunc" &&
          named_children(args).size() == 2) {
        // f runs in its own goroutine when the timer fires: lowered as a goroutine body
        TSNode cb = named_children(args)[1];
        Reg d = ex(named_children(args)[0]);
        Reg f{};
        if (sym(cb) == symbol("func_literal")) {
          go_body_next_ = true;
          f = func_literal(cb);
          go_body_next_ = false;
        } else if (is(cb, s_identifier) && go_variants_.count(std::string(text(cb))) && !is_local_name(text(cb))) {
          f = b_.load_var(std::string(text(cb)) + "__go");
        } else {
          f = ex(cb);
        }
        std::vector<Reg> v{d, f};
        return typed(b_.call_method(b_.load_var("time"), "AfterFunc", v), "*time.Timer");
      }
      if (is(operand, s_identifier) && is_package_name(text(operand))) {
        bool sp;
        auto v = call_args(args, sp);
        if (go_ctx_ && text(operand) == "time" && m == "Sleep" && v.size() == 1) {
          // a goroutine sleeps by yielding until the virtual clock reaches its wake time
          Reg wake = b_.call_function("__go_sleep_until", std::span<const Reg>(&v[0], 1));
          wait_for("__go_awake", wake);
          return typed(b_.const_none(), "");
        }
        if (text(operand) == "fmt") {
          // fmt prints a pointer to a struct as &{...}: mark pointer-typed operands
          auto as = named_children(args);
          for (std::size_t k = 0; k < as.size() && k < v.size(); ++k) {
            if (ptr_types_.size() > k && !ptr_types_[k].empty()) {
              // its static type names a nil one: %#v (*main.T)(nil), %T *main.T
              std::string pt = ptr_types_[k].substr(1), go;
              for (char c : pt)
                if (c != ' ') go.push_back(c);
              std::vector<Reg> pa{v[k], b_.const_str("*" + qualified(go))};
              // a nil *T whose String/Error has a pointer receiver: fmt still calls it
              if (std::string st = resolve_struct_name(pt); structs_.count(st) &&
                  (ptr_methods_.count(st + ".String") || ptr_methods_.count(st + ".Error")))
                pa.push_back(b_.load_var(st));
              v[k] = b_.call_function("__go_ptrfmt", pa);
            } else if (arg_types_.size() > k && !arg_types_[k].empty()) {
              // a named non-struct type with String()/Error(): fmt calls it
              std::string at = arg_types_[k];
              std::string rat = resolve(at);
              if (at.size() > 1 && at[0] == '*' && (methods_.count(at.substr(1) + ".String") || methods_.count(at.substr(1) + ".Error")) &&
                  !boxed_methods(at.substr(1)).empty()) {
                v[k] = fit(v[k], at, "any");  // a *T of a named non-struct type: its String/Error (any receiver)
                continue;
              }
              if (static const std::set<std::string> basic{"int", "int64", "int32", "uint", "uint64", "float64", "string", "bool", "byte", "rune"};
                  at.size() > 1 && at[0] == '*' && basic.count(at.substr(1)) && m.find("can") == std::string_view::npos) {  // not Sscan(&n)
                // a *int: fmt knows it a pointer, so a nil one under %d prints 0 (not a nil interface's %!d(<nil>))
                std::vector<Reg> na{v[k], b_.const_none(), b_.const_str("*" + fmt_basic_name(at.substr(1))), b_.const_str(""), b_.const_str("")};
                v[k] = b_.call_function("__go_named", na);
                continue;
              }
              if (!at.empty() && at[0] != '*' && structs_.count(resolve_struct_name(at)) &&
                  (ptr_methods_.count(resolve_struct_name(at) + ".String") || ptr_methods_.count(resolve_struct_name(at) + ".Error"))) {
                std::vector<Reg> pa{v[k], b_.const_bool(false)};  // a T value: its *T String() is not in its method set
                v[k] = b_.call_function("__go_asptr", pa);
                continue;
              }
              if ((rat == "uint64" || rat == "uint" || rat == "uintptr") && named_method_type(at).empty()) {  // above MaxInt64: unsigned
                Reg r = v[k];
                v[k] = b_.call_function("__go_u64", std::span<const Reg>(&r, 1));
                std::string tn = fmt_type_name(at);  // %T and %#v know it unsigned: uint64, 0x8000...
                std::vector<Reg> na{v[k], b_.const_none(), b_.const_str(tn.empty() ? rat : tn), b_.const_str(""), b_.const_str("")};
                v[k] = b_.call_function("__go_named", na);
                continue;
              }
              if (std::string sh = u64_shape(at); sh != "_") {  // []uint64, struct{V uint64}, ...: the nested ones too
                std::vector<Reg> ua{v[k], b_.const_str(sh)};
                v[k] = b_.call_function("__go_u64deep", ua);
              }
              const char* mode = "";
              if (!named_method_type(at).empty()) {
              } else if ((is_slice(at) || is_array(at)) && !named_method_type(elem_type(at)).empty()) {
                at = elem_type(at);  // []Mark and [5]Mark print each element through Mark's String()
                mode = "slice";
              } else if (is_map(at) && (!named_method_type(map_key_type(at)).empty() ||
                                        !named_method_type(elem_type(at)).empty())) {
                // map[State]int: keys (and/or values) print through their String()
                std::string kt = map_key_type(at), vt = elem_type(at);
                for (const auto& [part, pmode] : {std::pair{vt, "mapval"}, std::pair{kt, "mapkey"}}) {
                  std::string pfn = named_method_type(part);
                  if (pfn.empty()) continue;
                  std::vector<Reg> na{v[k], b_.load_var(pfn), b_.const_str(qualified(part)), b_.const_str(pmode)};
                  v[k] = b_.call_function("__go_named", na);
                }
                continue;
              } else {
                // a sized or named type without String(): %T names it, and a
                // float32 prints float32's shortest digits
                std::string tn = fmt_type_name(at);
                if (tn.empty()) continue;
                if (std::string in = k < arg_nodes_.size() ? node_instance(arg_nodes_[k]) : std::string(); !in.empty() && tn == qualified(at))
                  tn = "main." + instance_name(in.substr(0, in.find('[')), type_args(in));  // %T of a Poly[int]
                // fmt prints a [N]byte array as bytes too (%x of sha256.Sum256)
                auto bytes_type = [&](const std::string& t) {
                  std::string r = resolve(t);
                  return is_slice(r) || (r.size() > 2 && r[0] == '[' && std::isdigit(static_cast<unsigned char>(r[1])))
                             ? resolve(elem_type(r)) == "byte" || resolve(elem_type(r)) == "uint8"
                             : false;
                };
                bool byte_array = !is_slice(rat) && bytes_type(rat);
                bool byte_arrays = !is_slice(rat) && rat[0] == '[' && bytes_type(elem_type(rat));
                const char* u = rat == "float32" ? "float32" : tn == "[]uint8" || byte_array ? "bytes" : tn == "[][]uint8" || byte_arrays ? "bytes2" : tn.rfind("map[", 0) == 0 ? "map" : "";
                std::vector<Reg> na{v[k], b_.const_none(), b_.const_str(tn), b_.const_str(""), b_.const_str(u)};
                v[k] = b_.call_function("__go_named", na);
                continue;
              }
              std::string mfn = named_method_type(at);
              std::string qn = qualified(at);
              if (std::string in = k < arg_nodes_.size() && !*mode ? node_instance(arg_nodes_[k]) : std::string(); !in.empty())
                qn = "main." + instance_name(in.substr(0, in.find('[')), type_args(in));  // %T of a Poly[int] with String()
              std::vector<Reg> na{v[k], b_.load_var(mfn), b_.const_str(qn), b_.const_str(mode)};
              v[k] = b_.call_function("__go_named", na);
            }
          }
        }
        if (text(operand) == "binary" && (m == "Write" || m == "Read" || m == "Size")) {
          // the data's fixed-size layout, from its static type (values do not say uint16 or float32)
          std::size_t k = m == "Size" ? 0 : 2;
          if (k < v.size() && k < arg_types_.size()) v.push_back(b_.const_str(binary_layout(arg_types_[k])));
        }
        if (text(operand) == "flag") box_flag_values(m, v);
        if (text(operand) != "fmt") mark_ptr_args(v);
        Reg pkg = b_.load_var(text(operand));
        Reg r = b_.call_method(pkg, m, v);
        return typed(r, generic_lib_result(text(operand), m));
      }
      if (is(operand, s_identifier) && !is_local_name(text(operand)) &&
          methods_.count(std::string(text(operand)) + "." + std::string(m)) &&
          (structs_.count(std::string(text(operand))) || named_.count(std::string(text(operand))))) {
        // T.M(recv, args): a method expression called directly
        Reg callee = ex(fn);
        bool sp;
        auto v = call_args(args, sp);
        return typed(b_.call_unknown(callee, v), "");
      }
      Reg o = ex(operand);
      std::string ot = ty_;
      std::string base = !ot.empty() && ot[0] == '*' ? ot.substr(1) : ot;
      if (m == "Wait" && base == "sync.WaitGroup") wait_for("__go_wg_ready", o);
      bool via_embed = false;
      if (structs_.count(base) && !methods_.count(base + "." + std::string(m))) {
        // p.Value() promoted from an embedded named non-struct type (struct{ Kind }):
        // the runtime's lookup follows struct embeds only, so call it on the field
        std::vector<std::string> path;
        std::string et = embedded_method_owner(base, std::string(m), path);
        std::string eb = !et.empty() && et[0] == '*' ? et.substr(1) : et;
        if (!eb.empty() && !structs_.count(eb) && named_.count(eb)) {
          for (const auto& e : path) o = b_.load_field(o, e);
          ot = et, base = eb, via_embed = true;
        }
      }
      if (structs_.count(base) && methods_.count(base + "." + std::string(m))) {
        // a concrete type's own method: static dispatch (also on a nil pointer)
        Reg cls = b_.load_var(base);
        bool delegate = go_ctx_ && blocking_fns_.count(base + "." + std::string(m));  // its waits yield (see prescan_blocking_functions)
        Reg f = b_.load_field(cls, delegate ? std::string(m) + "__go" : std::string(m));
        bool sp;
        auto v = call_args(args, sp);
        if (auto vm = variadic_methods_.find(base + "." + std::string(m)); vm != variadic_methods_.end() && !sp)
          for (std::size_t k = vm->second.first; k < v.size() && k < arg_types_.size(); ++k)  // m(1, 2) into ...float64
            v[k] = fit(v[k], arg_types_[k], vm->second.second);
        if (auto sl = recv_tparam_slots_.find(base + "." + std::string(m)); sl != recv_tparam_slots_.end())
          for (auto [k, j] : sl->second)  // s.Push(5) on a Stack[float64]: 5.0, as the receiver's type argument says
            if (k < v.size() && k < arg_types_.size() && (arg_types_[k] == "#int" || arg_types_[k] == "#rune")) {
              std::vector<Reg> a{v[k], o, b_.const_int(static_cast<std::int64_t>(j))};
              v[k] = b_.call_function("__go_tfit", a);
            }
        v.insert(v.begin(), o);
        Reg r = b_.call_unknown(f, v);
        if (delegate) r = b_.call_function("__yield_from", std::span<const Reg>(&r, 1));
        return typed(r, results_type(instance_results(operand, base, std::string(m), method_results(ot, std::string(m)))));
      }
      if (!base.empty() && !structs_.count(base) && named_.count(base) && methods_.count(base + "." + std::string(m))) {
        bool ptr_recv = ptr_methods_.count(base + "." + std::string(m)) > 0;
        bool ptr_val = !ot.empty() && ot[0] == '*';
        if (ptr_recv && !ptr_val && !via_embed && is(operand, s_identifier)) {
          // st.Push(x) with func (s *Stack) Push: pass &st (the method may reassign *s)
          o = b_.emit(Opcode::AddressOf, {b_.var(actual_name(text(operand)))});
        } else if (Reg p; ptr_recv && !ptr_val && !via_embed && is(operand, s_selector) && !structs_.count(base) &&
                          addr_of_place(operand, p)) {
          o = p;  // c.stack.Push(x) with func (s *Stack) Push on a named slice: &c.stack
        } else if (!ptr_recv && ptr_val) {
          o = b_.emit(Opcode::LoadIndirect, {Builder::reg(o)});  // s.Len() on a *Stack
        }
        bool sp;
        auto v = call_args(args, sp);
        v.insert(v.begin(), o);
        Reg r = b_.call_function(base + "_" + std::string(m), v);
        return typed(r, results_type(method_results(ot, std::string(m))));
      }
      bool sp;
      auto v = call_args(args, sp);
      if (base == "flag.FlagSet") box_flag_values(m, v);
      if (base.empty() || base.find('.') != std::string::npos) mark_ptr_args(v);  // unknown or a library's type
      Reg r = b_.call_method(o, m, v);
      return typed(r, results_type(method_results(ot, std::string(m))));
    }
    Reg callee = ex(fn);
    std::string ft = ty_;
    bool sp;
    auto v = call_args(args, sp);
    return typed(b_.call_unknown(callee, v), func_value_result(ft));
  }
  /// The result type of calling a value of function type `ft` (func(...)T or
  /// a named func type); "" when unknown.
  std::string func_value_result(std::string ft) const {
    ft = resolve(ft);
    if (ft.rfind("func(", 0) != 0) return {};
    std::string rt;
    std::size_t close = find_close_paren(ft, 4);
    if (close != std::string::npos && close + 1 < ft.size()) rt = ft.substr(close + 1);
    while (!rt.empty() && rt[0] == ' ') rt.erase(0, 1);
    if (!rt.empty() && rt[0] == '(') {
      // (a,b) result lists keep their form for split_results
      std::string inner = rt.substr(1, rt.size() - 2), out = "(";
      for (char c : inner) out.push_back(c == ',' ? ';' : c);
      rt = out + ")";
    }
    return rt;
  }
  /// A generic_type / type_instantiation_expression that is really an index
  /// into a value (fs[i], grid[p.R][p.C]): its innermost base names no type.
  bool indexed_value(TSNode t) {
    bool inst = false;
    for (;;) {
      if (is(t, s_generic_type)) t = child(t, f_type);
      else if (sym(t) == symbol("type_instantiation_expression") && !named_children(t).empty()) t = named_children(t)[0];
      else break;
      inst = true;
    }
    if (inst && sym(t) == symbol("qualified_type")) t = child(t, f_package);  // g.cells[p.R][p.C]: g is a value
    if (!inst || !(is(t, s_identifier) || is(t, s_type_identifier) || sym(t) == symbol("package_identifier"))) return false;
    std::string_view b = text(t);
    if (is_package_name(b)) return false;
    if (generic_types_.count(std::string(b)) || generic_function_value(t) || funcs_.count(std::string(b))) return false;
    return is_local_name(b) || (!is_type_name(b) && !lookup_type(b).empty());
  }
  static std::size_t find_close_paren(const std::string& t, std::size_t open) {
    int d = 0;
    for (std::size_t i = open; i < t.size(); ++i) {
      if (t[i] == '(') ++d;
      else if (t[i] == ')' && --d == 0) return i;
    }
    return std::string::npos;
  }

  /// The result type of slices/maps functions generic in their first argument
  /// (slices.Max of a []Celsius is a Celsius, so its String method prints),
  /// else package_result. Reads arg_types_ of the call just lowered.
  std::string generic_lib_result(std::string_view pkg, std::string_view m) const {
    std::string r = package_result(pkg, m);
    if (!r.empty() || arg_types_.empty() || (pkg != "slices" && pkg != "maps")) return r;
    const std::string& t = arg_types_[0];
    std::string rt = resolve(t);
    if (pkg == "slices" && is_slice(rt)) {
      if (m == "Max" || m == "Min" || m == "MaxFunc" || m == "MinFunc") return elem_type(rt);
      if (m == "Clone" || m == "Compact" || m == "CompactFunc" || m == "Insert" || m == "Delete" || m == "DeleteFunc" ||
          m == "Clip" || m == "Grow" || m == "Concat" || m == "Repeat" || m == "Replace")
        return t;
    }
    if (pkg == "maps" && m == "Clone" && is_map(rt)) return t;
    return r;
  }
  std::string package_result(std::string_view pkg, std::string_view m) const {
    if (pkg == "strings") {
      if (m == "Split" || m == "Fields" || m == "FieldsFunc" || m == "SplitN" || m == "SplitAfter" || m == "SplitAfterN")
        return "[]string";
      if (m == "NewReplacer") return "*strings.Replacer";
      if (m == "NewReader") return "*strings.Reader";
      if (m == "Cut") return "(string;string;bool)";
      if (m == "CutPrefix" || m == "CutSuffix") return "(string;bool)";
      if (m == "Compare" || m == "IndexFunc" || m == "IndexAny" || m == "LastIndexAny" || m == "LastIndexByte" ||
          m == "LastIndexFunc")
        return "int";
      if (m == "Contains" || m == "HasPrefix" || m == "HasSuffix" || m == "ContainsRune" || m == "ContainsAny" ||
          m == "EqualFold" || m == "ContainsFunc")
        return "bool";
      if (m == "Index" || m == "Count" || m == "LastIndex" || m == "IndexRune" || m == "IndexByte") return "int";
      return "string";
    }
    if (pkg == "strconv") {
      if (m == "Atoi") return "(int;error)";
      if (m == "ParseInt") return "(int64;error)";
      if (m == "ParseUint") return "(uint64;error)";
      if (m == "ParseFloat") return "(float64;error)";
      if (m == "ParseBool") return "(bool;error)";
      if (m == "Unquote") return "(string;error)";
      if (m.starts_with("Append")) return "[]byte";
      if (m == "IsPrint" || m == "IsGraphic" || m == "CanBackquote") return "bool";
      return "string";
    }
    if (pkg == "fmt") {
      if (m == "Sprintf" || m == "Sprint" || m == "Sprintln") return "string";
      if (m == "Errorf") return "error";
      return {};
    }
    if (pkg == "math") {
      if (m == "Signbit" || m == "IsNaN" || m == "IsInf") return "bool";
      if (m == "Ilogb") return "int";
      if (m == "Float64bits") return "uint64";
      if (m == "Float32bits") return "uint32";
      if (m == "Float32frombits") return "float32";
      if (m == "Modf" || m == "Sincos") return "(float64;float64)";
      if (m == "Frexp" || m == "Lgamma") return "(float64;int)";
      return "float64";
    }
    if (pkg == "bits") {  // math/bits: counts are ints, the rest unsigned of the name's width
      std::string_view w = m;
      while (!w.empty() && std::isdigit(static_cast<unsigned char>(w.back()))) w.remove_suffix(1);
      std::string ut = "uint" + std::string(m.substr(w.size()));
      if (w == "OnesCount" || w == "Len" || w == "LeadingZeros" || w == "TrailingZeros") return "int";
      if (w == "Rem") return ut;
      if (w == "Add" || w == "Sub" || w == "Mul" || w == "Div") return "(" + ut + ";" + ut + ")";
      return ut;
    }
    if (pkg == "errors") return m == "Is" ? "bool" : "error";
    if (pkg == "os" && (m == "IsNotExist" || m == "IsExist" || m == "IsPermission")) return "bool";
    if (pkg == "json") {
      if (m == "Marshal" || m == "MarshalIndent") return "([]byte;error)";
      if (m == "Valid") return "bool";
      if (m == "NewEncoder") return "*json.Encoder";
      if (m == "NewDecoder") return "*json.Decoder";
      return "";
    }
    if (pkg == "unicode")
      return m == "ToUpper" || m == "ToLower" || m == "ToTitle" || m == "To" || m == "SimpleFold" ? "rune" : "bool";
    if (pkg == "sort") {
      if (m == "IntSlice") return "[]int";
      if (m == "StringSlice") return "[]string";
      if (m == "Float64Slice") return "[]float64";
      return m == "Search" || m == "SearchInts" ? "int" : "";
    }
    if (pkg == "regexp") {
      if (m == "MustCompile" || m == "MustCompilePOSIX") return "*regexp.Regexp";
      if (m == "Compile" || m == "CompilePOSIX") return "(*regexp.Regexp;error)";
      if (m == "MatchString" || m == "Match") return "(bool;error)";
      return "string";
    }
    if (pkg == "io") {
      if (m == "ReadAll") return "([]byte;error)";
      if (m == "Copy" || m == "CopyN") return "(int64;error)";
      if (m == "WriteString" || m == "ReadFull") return "(int;error)";
      return {};
    }
    if (pkg == "bufio") {
      if (m == "NewReader" || m == "NewReaderSize") return "*bufio.Reader";
      if (m == "NewScanner") return "*bufio.Scanner";
      if (m == "NewWriter" || m == "NewWriterSize") return "*bufio.Writer";
      return {};
    }
    if (pkg == "bytes") {
      if (m == "NewReader") return "*bytes.Reader";
      if (m == "NewBuffer" || m == "NewBufferString") return "*bytes.Buffer";
      if (m == "Split" || m == "Fields" || m == "FieldsFunc" || m == "SplitN" || m == "SplitAfter" || m == "SplitAfterN")
        return "[][]byte";
      if (m == "Contains" || m == "HasPrefix" || m == "HasSuffix" || m == "Equal" || m == "EqualFold" ||
          m == "ContainsAny" || m == "ContainsRune" || m == "ContainsFunc")
        return "bool";
      if (m.starts_with("Index") || m.starts_with("LastIndex") || m == "Count" || m == "Compare") return "int";
      if (m == "Cut") return "([]byte;[]byte;bool)";
      if (m == "CutPrefix" || m == "CutSuffix") return "([]byte;bool)";
      if (m == "Runes") return "[]rune";
      if (m == "MinRead") return "int";
      return "[]byte";
    }
    if (pkg == "utf8") {
      if (m == "AppendRune") return "[]byte";
      if (m == "FullRune" || m == "FullRuneInString" || m == "RuneStart" || m.starts_with("Valid")) return "bool";
      return "int";
    }
    if (pkg == "crc32" || pkg == "adler32") {  // hash/crc32, hash/adler32 (go_checksum.cpp)
      if (m == "New" || m == "NewIEEE") return "hash.Hash32";
      return m == "MakeTable" ? "*crc32.Table" : "uint32";
    }
    if (pkg == "fnv") return m.starts_with("New64") ? "hash.Hash64" : "hash.Hash32";
    if (pkg == "hmac") return m == "Equal" ? "bool" : "hash.Hash";  // crypto/hmac (go_checksum.cpp)
    if (pkg == "md5" || pkg == "sha1" || pkg == "sha256" || pkg == "sha512") {  // crypto/* (go_checksum.cpp)
      if (m.starts_with("New")) return "hash.Hash";
      if (m == "Sum") return pkg == "md5" ? "[16]byte" : "[20]byte";
      if (m == "Sum224" || m == "Sum256" || m == "Sum384" || m == "Sum512") return "[" + std::to_string(std::stoi(std::string(m.substr(3))) / 8) + "]byte";
      if (m.starts_with("Sum")) return {};  // Sum512_224, Sum512_256: not implemented
      return "int";
    }
    if (pkg == "big")
      return m == "NewRat" ? "*big.Rat" : m == "NewInt" ? "*big.Int" : m == "NewFloat" ? "*big.Float" : m == "ParseFloat" ? "(*big.Float;int;error)" : "";
    if (pkg == "base64") return m == "NewEncoding" ? "*base64.Encoding" : m == "NewEncoder" ? "io.WriteCloser" : m == "NewDecoder" ? "io.Reader" : "";
    if (pkg == "rand") return rand_result(m);  // math/rand (go_rand.cpp)
    if (pkg == "flag") return m == "Parse" ? "" : flag_result(m);  // package flag (go_flag.cpp)
    if (pkg == "url") {  // net/url (go_url.cpp)
      if (m == "Parse") return "(*url.URL;error)";
      if (m == "ParseQuery") return "(url.Values;error)";
      if (m.ends_with("Unescape")) return "(string;error)";
      if (m.starts_with("User")) return "*url.Userinfo";
      return "string";
    }
    if (pkg == "csv") return m == "NewReader" ? "*csv.Reader" : m == "NewWriter" ? "*csv.Writer" : "";
    if (pkg == "hex") {
      if (m == "EncodeToString" || m == "Dump") return "string";
      if (m == "DecodeString") return "([]byte;error)";
      if (m == "AppendEncode") return "[]byte";
      if (m == "AppendDecode") return "([]byte;error)";
      return m == "Decode" ? "(int;error)" : "int";
    }
    if (pkg == "binary") {  // encoding/binary's varints (the byte orders are binary.ByteOrder values)
      if (m == "Uvarint") return "(uint64;int)";
      if (m == "Varint") return "(int64;int)";
      if (m == "ReadUvarint") return "(uint64;error)";
      if (m == "ReadVarint") return "(int64;error)";
      if (m == "AppendUvarint" || m == "AppendVarint") return "[]byte";
      if (m == "Write" || m == "Read") return "error";
      return "int";
    }
    if (pkg == "slices") {
      if (m == "Index" || m == "IndexFunc") return "int";
      if (m == "Contains" || m == "ContainsFunc" || m == "Equal") return "bool";
      if (m == "BinarySearch") return "(int;bool)";
      return {};
    }
    if (pkg == "cmp") return m == "Compare" ? "int" : "bool";
    if (pkg == "time") {
      if (m == "ParseDuration") return "(time.Duration;error)";
      if (m == "Since" || m == "Until" || m == "Duration") return "time.Duration";
      if (m == "Date" || m == "Unix" || m == "UnixMilli" || m == "UnixMicro" || m == "Now") return "time.Time";
      if (m == "Parse" || m == "ParseInLocation") return "(time.Time;error)";
      if (m == "FixedZone" || m == "LoadLocation") return m == "FixedZone" ? "*time.Location" : "(*time.Location;error)";
      if (m == "Month" || m == "Weekday") return "time." + std::string(m);
      if (m == "NewTimer" || m == "AfterFunc") return "*time.Timer";
      if (m == "NewTicker") return "*time.Ticker";
      if (m == "Tick" || m == "After") return "<-chan time.Time";
      return {};
    }
    if (pkg == "bytes") {
      if (m == "Equal" || m == "Contains" || m == "HasPrefix" || m == "HasSuffix") return "bool";
      if (m == "Index" || m == "Compare" || m == "Count") return "int";
      return "[]byte";
    }
    return {};
  }

  Reg make_call(const std::vector<TSNode>& a) {
    std::string t = type_text(a[0]);
    std::string rt = resolve(t);
    std::vector<Reg> args;
    if (rt.rfind("map[", 0) == 0) {
      args = {b_.const_str("map"), zero_value(elem_type(rt))};
    } else if (rt.rfind("chan", 0) == 0) {
      args = {b_.const_str("chan"), zero_value(elem_type(rt)), a.size() > 1 ? ex(a[1]) : b_.const_int(0)};
    } else {
      args = {b_.const_str("slice"), zero_value(elem_type(rt)), a.size() > 1 ? ex(a[1]) : b_.const_int(0)};
      if (a.size() > 2) args.push_back(ex(a[2]));
    }
    return typed(b_.call_function("__go_make", args), t);
  }

  /// The type of a time package constant or variable other than a Duration unit.
  static const char* time_constant_type(std::string_view f) {
    static const std::set<std::string_view> months{"January", "February", "March", "April", "May", "June", "July",
                                                   "August", "September", "October", "November", "December"};
    static const std::set<std::string_view> days{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
    if (months.count(f)) return "time.Month";
    if (days.count(f)) return "time.Weekday";
    if (f == "UTC" || f == "Local") return "*time.Location";
    return nullptr;
  }
  /// The static type of a package's variable or constant (math.MaxInt64, time.Second, base64.StdEncoding).
  std::string package_member_type(std::string_view p, std::string_view f) {
    std::string t = p == "math" ? (f.rfind("Max", 0) == 0 || f.rfind("Min", 0) == 0 ? (f == "MaxFloat64" ? "float64" : "#int") : "float64") : "";
    if (p == "time" && (f == "Nanosecond" || f == "Microsecond" || f == "Millisecond" || f == "Second" || f == "Minute" || f == "Hour"))
      t = "time.Duration";
    if (p == "time" && time_constant_type(f)) t = time_constant_type(f);
    if (p == "binary" && (f == "BigEndian" || f == "LittleEndian" || f == "NativeEndian")) t = "binary.ByteOrder";
    if (p == "base64" && f.ends_with("Encoding") && f != "NewEncoding") t = "*base64.Encoding";
    if (p == "flag") t = f == "CommandLine" ? "*flag.FlagSet" : f == "ErrHelp" ? "error" : f == "Usage" ? "func()" : f.ends_with("Error") ? "flag.ErrorHandling" : "";
    return t;
  }
  /// A library function used as a value (Get(cfg, "t", time.ParseDuration),
  /// f := strconv.Atoi): func()R with its known results, so generic
  /// inference and calls through the value see time.Duration, not an int.
  /// Only packages whose exported non-Err names are all functions.
  std::string package_func_value_type(std::string_view p, std::string_view f) const {
    bool fn = p == "strings" || (p == "strconv" && f != "IntSize") || (p == "time" && (f == "ParseDuration" || f == "Parse"));
    if (!fn || f.starts_with("Err")) return {};
    std::string r = package_result(p, f);
    if (r.empty()) return {};
    for (char& c : r)
      if (c == ';') c = ',';
    return "func()" + r;
  }
  Reg selector_expression(TSNode n) {
    TSNode operand = child(n, f_operand);
    std::string_view f = text(child(n, f_field));
    if (is(operand, s_identifier) && is_package_name(text(operand))) {
      Reg pkg = b_.load_var(text(operand));
      std::string t = package_member_type(text(operand), f);
      if (t.empty()) t = package_func_value_type(text(operand), f);
      return typed(b_.load_field(pkg, f), t);
    }
    if (is(operand, s_identifier) && !is_local_name(text(operand)) && methods_.count(std::string(text(operand)) + "." + std::string(f))) {
      // a method expression T.M: the method as a function taking the receiver first
      std::string tn(text(operand));
      if (structs_.count(tn)) return typed(b_.load_field(b_.load_var(tn), f), "");
      if (named_.count(tn)) return typed(b_.load_var(tn + "_" + std::string(f)), "");
    }
    Reg o = ex(operand);
    std::string ot = ty_;
    std::string base = !ot.empty() && ot[0] == '*' ? ot.substr(1) : ot;
    std::string key = base + "." + std::string(f);
    if (structs_.count(base) && methods_.count(key) && !ptr_methods_.count(key))
      o = b_.call_function("__go_copy", std::span<const Reg>(&o, 1));  // a method value binds a copy of a value receiver
    if (!structs_.count(base) && !ot.empty() && ot[0] != '*' && methods_.count(key) && !ptr_methods_.count(key)) {
      // c.Plus of a named non-struct type: its method is the function T_Plus, bound to c
      std::vector<Reg> a{b_.load_var(base + "_" + std::string(f)), o};
      return typed(b_.call_function("__go_bind", a), "");
    }
    Reg r = b_.load_field(o, f);
    std::string ft = instance_field_type(operand, std::string(f), field_type(ot, std::string(f)));
    if (auto mp = method_params_.find(key); ft.empty() && mp != method_params_.end() && !variadic_methods_.count(key) && !recv_tnames_.count(key))
      ft = signature_type(mp->second, methods_[key]);  // a method value t.Get: func(int) string
    return typed(r, ft);
  }

  /// f := Max[int]: an instantiated generic function as a value is the function.
  bool generic_function_value(TSNode base) {
    return (is(base, s_identifier) || is(base, s_type_identifier)) && fn_tparams_.count(std::string(text(base))) &&
           !is_local_name(text(base));
  }
  /// cmp.Compare[int], slices.Index[[]string]: a standard generic function
  /// instantiated explicitly; base is its selector (or qualified type). Not
  /// os.Args[i]: the index must name a type.
  bool package_generic(TSNode fn, TSNode& base) {
    auto names_type = [&](TSNode t) {
      if (is(t, s_identifier) || is(t, s_type_identifier)) return is_type_name(text(t)) || type_params_.count(std::string(text(t))) > 0;
      return is_type_node(t);
    };
    auto pkg_member = [&](TSNode b) {
      TSNode p = is(b, s_selector) ? child(b, f_operand) : is(b, s_qualified_type) ? child(b, f_package) : TSNode{};
      return !ts_node_is_null(p) && is_package_name(text(p));
    };
    if (is(fn, s_index)) {
      base = child(fn, f_operand);
      return pkg_member(base) && names_type(child(fn, f_index));
    }
    if (is(fn, s_generic_type)) {
      base = child(fn, f_type);
      return pkg_member(base);
    }
    if (sym(fn) == symbol("type_instantiation_expression") && !named_children(fn).empty()) {
      base = named_children(fn)[0];
      return pkg_member(base);
    }
    return false;
  }
  Reg index_expression(TSNode n) {
    if (generic_function_value(child(n, f_operand))) return identifier(child(n, f_operand));
    if (TSNode base; package_generic(n, base)) return ex(base);
    Reg o = ex(child(n, f_operand));
    std::string ot = ty_;
    return index_value(o, ot, ex(child(n, f_index)));
  }
  /// An expression the parser read as a type (grid[p.R][p.C] parses as a
  /// type instantiation): type_identifier -> variable, qualified_type ->
  /// field selection, generic_type / type_instantiation_expression -> index.
  Reg type_as_expr(TSNode t) {
    if (is(t, s_type_identifier) || is(t, s_identifier)) return identifier(t);
    if (sym(t) == symbol("type_elem")) {
      auto k = named_children(t);
      return k.empty() ? unsupported(t) : type_as_expr(k[0]);
    }
    if (sym(t) == symbol("qualified_type")) {
      TSNode pkg = child(t, f_package), nm = child(t, f_name);
      if (is_package_name(text(pkg))) return ex(t);
      Reg o = identifier(pkg);
      std::string ot = ty_;
      return typed(b_.load_field(o, text(nm)), field_type(ot, std::string(text(nm))));
    }
    if (TSNode base; package_generic(t, base)) return ex(base);
    if (is(t, s_generic_type)) {
      if (generic_function_value(child(t, f_type))) return identifier(child(t, f_type));
      Reg o = type_as_expr(child(t, f_type));
      std::string ot = ty_;
      auto args = named_children(child(t, field("type_arguments")));
      if (args.size() != 1) return unsupported(t);
      return index_value(o, ot, type_as_expr(args[0]));
    }
    if (sym(t) == symbol("type_instantiation_expression")) {
      auto k = named_children(t);
      if (k.size() != 2) return unsupported(t);
      if (generic_function_value(k[0])) return identifier(k[0]);
      Reg o = type_as_expr(k[0]);
      std::string ot = ty_;
      return index_value(o, ot, type_as_expr(k[1]));
    }
    return ex(t);
  }
  Reg index_value(Reg o, std::string ot, Reg i0) {
    deref_array(o, ot);
    Reg i = map_key(i0, ot);
    if (is_map(ot)) {
      // a nil map (a missing inner map, var m map[K]V) reads as the zero value
      std::string et = elem_type(ot), ret = resolve(et);
      if (is_int_type(ret) || is_float_type(ret) || ret == "string" || ret == "bool" || ret.rfind("map[", 0) == 0 ||
          ret.rfind("[]", 0) == 0 || is_array(ret) || is_struct(et)) {
        std::vector<Reg> a{o, i, zero_value(et)};
        return typed(b_.call_function("__go_mapindex", a), et);
      }
    }
    Reg r = b_.load_index(o, i);
    return typed(r, elem_type(ot));
  }

  Reg slice_expression(TSNode n) {
    Reg o = ex(child(n, f_operand));
    std::string ot = ty_;
    deref_array(o, ot);
    TSNode s = child(n, f_start), e = child(n, f_end);
    Reg lo = ts_node_is_null(s) ? b_.const_none() : ex(s);
    Reg hi = ts_node_is_null(e) ? b_.const_none() : ex(e);
    std::vector<Reg> a{o, lo, hi};
    if (TSNode c = child(n, f_capacity); !ts_node_is_null(c)) a.push_back(ex(c));
    std::string t = resolve(ot);
    if (is_array(t)) t = "[]" + elem_type(t);
    Reg r = b_.call_function("__go_slice", a);
    return typed(r, t.empty() ? ot : t);
  }

  Reg type_assertion(TSNode n) {
    Reg x = ex(child(n, f_operand));
    std::string t = type_text(child(n, f_type));
    std::vector<Reg> a{x, type_spec_node(child(n, f_type)), b_.const_none(), b_.const_bool(false)};
    Reg r = b_.call_function("__go_assert", a);
    if (named_func_type(t)) r = b_.call_function("__go_unbox", std::span<const Reg>(&r, 1));  // x.(Handler) is the func
    return typed(r, t);
  }

  Reg func_literal(TSNode n) {
    auto captured = per_iteration_captures(n);
    if (!captured.empty()) {
      std::vector<std::string> hints;
      std::vector<Reg> vals;
      std::vector<std::pair<std::string, std::string>> types;
      std::vector<std::string> actuals;
      for (const auto& c : captured) {
        std::string actual = actual_name(c);
        hints.push_back("param:" + actual);
        actuals.push_back(actual);
        vals.push_back(b_.load_var(actual));
        types.emplace_back(c, lookup_type(c));
      }
      auto saved_loops = std::move(loop_levels_);
      loop_levels_.clear();
      Reg binder = emit_function("__bind_" + std::to_string(++lambda_count_), hints, [&] {
        tenv_.emplace_back();
        for (std::size_t k = 0; k < types.size(); ++k) {
          bind_type(types[k].first, types[k].second);
          // a shadowing `name := name` was renamed: the binder's parameter has the new name
          if (actuals[k] != types[k].first) tenv_.back()["\x01" + types[k].first] = actuals[k];
        }
        fns_.push_back(FnCtx{});
        fns_.back().scope_base = tenv_.size() - 1;
        Reg inner = func_literal(n);
        fns_.pop_back();
        tenv_.pop_back();
        emit_return(inner);
      });
      loop_levels_ = std::move(saved_loops);
      return typed(b_.call_unknown(binder, vals), literal_signature(n));
    }
    Reg f = define_function("__lambda_" + std::to_string(++lambda_count_), TSNode{}, child(n, f_parameters), child(n, f_result), child(n, f_body));
    return typed(f, literal_signature(n));
  }
  /// func(int,string)(bool,error): the static type of a function value.
  static std::string signature_type(const std::vector<std::string>& ps, const std::vector<std::string>& rs) {
    auto join = [](const std::vector<std::string>& ts) {
      std::string out;
      for (const auto& t : ts) out += (out.empty() ? "" : ",") + t;
      return out;
    };
    return "func(" + join(ps) + ")" + (rs.size() > 1 ? "(" + join(rs) + ")" : join(rs));
  }
  /// A func literal's type without parameter names: func(int,string)int
  /// (type_text drops spaces, so "n int" would read as "nint").
  std::string literal_signature(TSNode n) {
    auto join = [](const std::vector<std::string>& ts) {
      std::string out;
      for (const auto& t : ts) out += (out.empty() ? "" : ",") + t;
      return out;
    };
    auto rs = param_types(child(n, f_result));
    std::string res = rs.size() > 1 ? "(" + join(rs) + ")" : join(rs);
    return "func(" + join(param_types(child(n, f_parameters))) + ")" + res;
  }

  /// The indexes of an array or slice literal's elements when some are keyed
  /// by constants ({5, 2: 7, 9} is 0, 2, 3); empty when none is (or a key is
  /// not a constant this lowerer evaluates).
  std::vector<std::int64_t> literal_positions(const std::vector<TSNode>& elems) const {
    std::vector<std::int64_t> at;
    std::int64_t pos = 0;
    bool keyed = false;
    for (TSNode e : elems) {
      if (is(e, s_keyed_element)) {
        auto kv = named_children(e);
        TSNode key = kv.empty() ? TSNode{} : kv[0];
        if (!ts_node_is_null(key) && is(key, s_literal_element) && !named_children(key).empty()) key = named_children(key)[0];
        std::int64_t bits = 0;
        bool above = false;
        if (ts_node_is_null(key) || !consts_.eval_integer(key, const_iota(), bits, above) || above || bits < 0 || bits > (1 << 24))
          return {};
        pos = bits;
        keyed = true;
      }
      at.push_back(pos++);
    }
    return keyed ? at : std::vector<std::int64_t>{};
  }
  // --- composite literals and zero values ---
  Reg composite_literal(TSNode n) {
    std::string t = type_text(child(n, f_type));
    TSNode body = child(n, f_body);
    if (is(child(n, f_type), s_implicit_array)) {
      std::size_t len = named_children(body).size();
      if (auto at = literal_positions(named_children(body)); !at.empty())
        len = static_cast<std::size_t>(*std::max_element(at.begin(), at.end()) + 1);
      t = "[" + std::to_string(len) + "]" + type_text(child(child(n, f_type), f_element));
    }
    if (std::string raw = type_text_raw(child(n, f_type)); raw.find('[') != std::string::npos && raw[0] != '[')
      lit_targs_ = type_args(raw);  // Pair[string, float64]{"a", 3}: the fields of type V are float64s
    return typed(with_targs(literal_value(t, body, type_text_raw(child(n, f_type))), child(n, f_type)), t);
  }
  /// A type's text without spaces and with its type arguments.
  std::string type_text_raw(TSNode t) const {
    std::string out;
    if (!ts_node_is_null(t))
      for (char c : text(t))
        if (!is_space(c)) out.push_back(c);
    return out;
  }

  /// Type arguments are stripped from type text (one lowering per generic
  /// type), so a generic struct value carries its instantiation's zero values
  /// (hidden field __targs, filled where Stack[int] is written out) and
  /// `var zero T` in a method of Stack[T] reads them (__go_tzero).
  /// "Pair[string, []int]" -> {"string", "[]int"} (top-level commas only).
  static std::vector<std::string> type_args(const std::string& raw) {
    std::vector<std::string> out;
    std::size_t open = raw.find('[');
    if (open == std::string::npos) return out;
    int d = 0;
    std::size_t start = open + 1;
    for (std::size_t i = open + 1; i < raw.size(); ++i) {
      char c = raw[i];
      if (c == '[' || c == '(' || c == '{') ++d;
      else if ((c == ']' || c == ')' || c == '}') && d > 0) --d;
      else if ((c == ',' || c == ']') && d == 0) {
        std::string a = raw.substr(start, i - start);
        a.erase(0, a.find_first_not_of(" \t\n"));
        a.erase(a.find_last_not_of(" \t\n") + 1);
        out.push_back(a);
        start = i + 1;
        if (c == ']') break;
      }
    }
    return out;
  }
  /// Binds the type parameters in param type pt from the argument's static
  /// type at ([]T against []int binds T = int; also *T, ...T, map[K]V).
  void unify(const std::string& pt, const std::string& at0, const std::vector<std::string>& tps,
             std::vector<std::string>& out, int depth = 0) const {
    std::string at = concrete(at0);
    if (at.empty() || depth > 16) return;
    if (auto it = std::find(tps.begin(), tps.end(), pt); it != tps.end()) {
      std::string& slot = out[static_cast<std::size_t>(it - tps.begin())];
      if (slot.empty() && at != "nil") slot = at;
      return;
    }
    auto strip = [&](const char* p) { return pt.rfind(p, 0) == 0 && at.rfind(p, 0) == 0; };
    if (strip("func(")) {  // func(A, T) A against a literal's func(n int, s string) int
      std::size_t pc = find_close_paren(pt, 4), ac = find_close_paren(at, 4);
      if (pc == std::string::npos || ac == std::string::npos) return;
      auto pp = func_types(pt.substr(5, pc - 5)), ap = func_types(at.substr(5, ac - 5));
      for (std::size_t k = 0; k < pp.size() && k < ap.size(); ++k) unify(pp[k], ap[k], tps, out, depth + 1);
      auto trim_res = [](std::string r) {
        r.erase(0, r.find_first_not_of(' '));
        if (r.size() > 1 && r.front() == '(' && r.back() == ')') r = r.substr(1, r.size() - 2);
        return r;
      };
      auto pr = func_types(trim_res(pt.substr(pc + 1))), ar = func_types(trim_res(at.substr(ac + 1)));
      for (std::size_t k = 0; k < pr.size() && k < ar.size(); ++k) unify(pr[k], ar[k], tps, out, depth + 1);
      return;
    }
    if (strip("[]")) return unify(pt.substr(2), at.substr(2), tps, out, depth + 1);
    if (strip("*")) return unify(pt.substr(1), at.substr(1), tps, out, depth + 1);
    if (strip("map[")) {
      std::size_t pc = close_bracket(pt, 3), ac = close_bracket(at, 3);
      if (pc == std::string::npos || ac == std::string::npos) return;
      unify(pt.substr(4, pc - 4), at.substr(4, ac - 4), tps, out, depth + 1);
      unify(pt.substr(pc + 1), at.substr(ac + 1), tps, out, depth + 1);
    }
  }
  /// The types of a parameter list's text: "n int, s string" / "a, b int" / "int, string".
  static std::vector<std::string> func_types(const std::string& list) {
    std::vector<std::string> parts;
    int d = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= list.size(); ++i) {
      char c = i < list.size() ? list[i] : ',';
      if (c == '(' || c == '[' || c == '{') ++d;
      else if ((c == ')' || c == ']' || c == '}') && d > 0) --d;
      else if (c == ',' && d == 0) {
        std::string p = list.substr(start, i - start);
        p.erase(0, p.find_first_not_of(" \t\n"));
        p.erase(p.find_last_not_of(" \t\n") + 1);
        if (!p.empty()) parts.push_back(p);
        start = i + 1;
      }
    }
    // named parameters: "n int" -> int; a bare name before them ("a, b int") takes the next type
    auto named = [](const std::string& p, std::string& type) {
      std::size_t sp = p.find(' ');
      if (sp == std::string::npos) return false;
      std::string head = p.substr(0, sp);
      for (char c : head)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
      if (head == "func" || head == "map" || head == "chan") return false;
      type = p.substr(sp + 1);
      type.erase(0, type.find_first_not_of(' '));
      return true;
    };
    std::vector<std::string> out(parts.size());
    bool any = false;
    for (std::size_t k = 0; k < parts.size(); ++k) any |= named(parts[k], out[k]);
    if (!any) return parts;
    for (std::size_t k = parts.size(); k-- > 0;)
      if (out[k].empty()) out[k] = k + 1 < parts.size() ? out[k + 1] : parts[k];
    return out;
  }
  static std::size_t close_bracket(const std::string& t, std::size_t open) {
    int d = 0;
    for (std::size_t i = open; i < t.size(); ++i) {
      if (t[i] == '[') ++d;
      else if (t[i] == ']' && --d == 0) return i;
    }
    return std::string::npos;
  }
  /// A call of generic function fname passes its type arguments' zero
  /// values as __tz: explicit ones (f[int, string]) or inferred from the
  /// arguments' static types. Returns the type arguments (empty: unknown).
  std::vector<std::string> pass_type_zeros(const std::string& fname, const std::string& call_raw, std::vector<Reg>& args,
                                           bool splat) {
    auto tp = fn_tparams_.find(fname);
    if (tp == fn_tparams_.end()) return {};
    const auto& tps = tp->second;
    std::vector<std::string> targs(tps.size());
    auto explicit_args = call_raw.empty() ? std::vector<std::string>{} : type_args(call_raw);
    for (std::size_t j = 0; j < explicit_args.size() && j < targs.size(); ++j) targs[j] = explicit_args[j];
    if (auto fp = fparams_.find(fname); fp != fparams_.end() && !fp->second.empty()) {
      const auto& ps = fp->second;
      bool variadic = fn_variadic_.count(fname) > 0;
      auto param = [&](std::size_t k) { return k + 1 >= ps.size() && variadic ? elem_type(ps.back()) : k < ps.size() ? ps[k] : std::string(); };
      // typed arguments bind first; untyped constants then by kind (Max(1, 2.5) is a float64)
      auto pass_of = [](const std::string& at) { return !untyped(at) ? 0 : at == "#float" ? 1 : at == "#rune" ? 2 : at == "#int" ? 3 : 4; };
      if (auto rp = fn_rawparams_.find(fname); rp != fn_rawparams_.end())
        for (std::size_t k = 0; k < arg_nodes_.size() && k < rp->second.size(); ++k) {
          // newton(f, 2) with f a Poly[float64] for p Poly[T]: T = float64 (the static type is Poly)
          const std::string& pr = rp->second[k];
          std::string ai = pr.find('[') == std::string::npos ? std::string() : node_instance(arg_nodes_[k]);
          std::string pb = pr[0] == '*' ? pr.substr(1) : pr;
          if (ai.empty() || pb.substr(0, pb.find('[')) != ai.substr(0, ai.find('['))) continue;
          auto pa = type_args(pb), aa = type_args(ai);
          for (std::size_t j = 0; j < pa.size() && j < aa.size(); ++j) unify(strip_type_args(pa[j]), strip_type_args(aa[j]), tps, targs);
        }
      for (int pass = 0; pass < 5; ++pass)
        for (std::size_t k = 0; k < arg_types_.size(); ++k)
          if (std::string pt = param(k); pass_of(arg_types_[k]) == pass && !pt.empty()) unify(pt, arg_types_[k], tps, targs);
      for (std::size_t k = 0; k < arg_types_.size(); ++k)
        if (untyped(arg_types_[k]))
          if (std::string pt = param(k); !pt.empty() && k < args.size() && !(splat && k + 1 == arg_types_.size()))
            if (auto it = std::find(tps.begin(), tps.end(), pt); it != tps.end() && !targs[static_cast<std::size_t>(it - tps.begin())].empty())
              args[k] = fit(args[k], arg_types_[k], targs[static_cast<std::size_t>(it - tps.begin())]);  // Scale[float64](5, 3)
      if (splat && variadic) unify(ps.back(), splat_type_, tps, targs);
    }
    bool any = false;
    std::vector<Reg> zs, specs;
    for (const std::string& t : targs) {
      // a type argument that is the caller's own type parameter reads the caller's __tz (or its receiver's __targs)
      bool known = !t.empty() && (!type_params_.count(t) || std::count(fn_tp_.begin(), fn_tp_.end(), t) ||
                                  (!recv_name_.empty() && std::count(recv_tparams_.begin(), recv_tparams_.end(), t)));
      zs.push_back(known ? zero_value(t) : b_.const_none());
      specs.push_back(known ? type_spec_reg(t) : b_.const_none());
      any |= known;
    }
    zs.insert(zs.end(), specs.begin(), specs.end());  // then their run-time type specs, for x.(T)
    if (!any) return {};
    Reg l = b_.new_array("list", b_.const_int(static_cast<std::int64_t>(zs.size())));
    for (std::size_t k = 0; k < zs.size(); ++k) b_.store_index(l, b_.const_int(static_cast<std::int64_t>(k)), zs[k]);
    std::vector<Reg> kw{b_.const_str("__tz"), l};
    args.push_back(b_.call_function("__kwarg", kw));
    return targs;
  }
  /// The static type of a generic function's result with its type arguments put in.
  std::string instantiate(const std::string& fname, std::string rt, const std::vector<std::string>& targs) {
    auto tp = fn_tparams_.find(fname);
    if (tp == fn_tparams_.end() || targs.empty()) return rt;
    for (std::size_t k = 0; k < tp->second.size() && k < targs.size(); ++k) {
      if (targs[k].empty()) continue;
      if (rt == tp->second[k]) return targs[k];
      if (rt == "[]" + tp->second[k]) return "[]" + targs[k];
    }
    // a composite result (iter.Seq2[int, T], func(T) bool, map[K][]V, ...):
    // each type parameter named in it, as a whole identifier, replaced
    if (rt.rfind("iter.Seq", 0) != 0 && rt.rfind("func(", 0) != 0 && rt.rfind("[]", 0) != 0 && rt.rfind("map[", 0) != 0 &&
        rt.rfind("(", 0) != 0 && rt.rfind("*", 0) != 0)  // (T;bool): several results; *T
      return rt;
    return substitute(rt, tp->second, targs);
  }
  /// NewCache[string, Product](2) returning *Cache[K, V]: the result object
  /// gets the explicit arguments' zero values (its own are unknown inside).
  Reg instantiated_result(Reg r, const std::string& fname, const std::string& call_raw) {
    auto tp = fn_tparams_.find(fname);
    auto rr = fn_rawresult_.find(fname);
    if (tp == fn_tparams_.end() || rr == fn_rawresult_.end()) return r;
    std::string res = rr->second;
    if (!res.empty() && res[0] == '*') res = res.substr(1);
    std::size_t open = res.find('[');
    if (open == std::string::npos || res.back() != ']') return r;
    std::string base = res.substr(0, open);
    if (!generic_types_.count(base) || !structs_.count(base)) return r;
    auto explicit_args = type_args(call_raw);
    std::vector<Reg> zs;
    for (const std::string& a : type_args(res)) {
      auto it = std::find(tp->second.begin(), tp->second.end(), a);
      if (it != tp->second.end()) {
        std::size_t j = static_cast<std::size_t>(it - tp->second.begin());
        if (j >= explicit_args.size() || explicit_args[j].empty() || type_params_.count(explicit_args[j])) return r;
        zs.push_back(zero_value(explicit_args[j]));
      } else {
        if (a.empty() || type_params_.count(a) || a.find('[') != std::string::npos) return r;
        zs.push_back(zero_value(a));
      }
    }
    if (zs.empty()) return r;
    Reg l = b_.new_array("list", b_.const_int(static_cast<std::int64_t>(zs.size())));
    for (std::size_t k = 0; k < zs.size(); ++k) b_.store_index(l, b_.const_int(static_cast<std::int64_t>(k)), zs[k]);
    std::vector<std::string> names;
    for (const std::string& a : type_args(res)) {
      auto it = std::find(tp->second.begin(), tp->second.end(), a);
      names.push_back(it != tp->second.end() ? explicit_args[static_cast<std::size_t>(it - tp->second.begin())] : a);
    }
    std::vector<Reg> a{r, l, b_.const_str(instance_name(base, names))};
    return b_.call_function("__go_settargs", a);
  }
  Reg with_targs(Reg obj, TSNode type_node) {
    if (ts_node_is_null(type_node) || generic_types_.empty()) return obj;
    return with_targs_raw(obj, std::string(text(type_node)));
  }
  Reg with_targs_raw(Reg obj, const std::string& raw) {
    std::size_t open = raw.find('[');
    if (open == std::string::npos || raw.back() != ']') return obj;
    std::string base = raw.substr(0, open);
    if (!generic_types_.count(base) || !structs_.count(base)) return obj;
    std::vector<Reg> zs;
    for (const std::string& a : type_args(raw)) {
      if (a.empty() || type_params_.count(a)) return obj;  // Stack[T] inside a generic function: unknown
      zs.push_back(zero_value(a));
    }
    if (zs.empty()) return obj;
    Reg l = b_.new_array("list", b_.const_int(static_cast<std::int64_t>(zs.size())));
    for (std::size_t k = 0; k < zs.size(); ++k) b_.store_index(l, b_.const_int(static_cast<std::int64_t>(k)), zs[k]);
    b_.store_field(obj, "__targs", l);
    b_.store_field(obj, "__tname", b_.const_str(instance_name(base, type_args(raw))));
    return obj;
  }
  /// encoding/json's view of type t (Unmarshal decodes by it): a basic name,
  /// []T, [N]T, *T, map[K]V, any, @S (struct S), !N;U (named N, underlying U).
  std::string json_type(const std::string& t0, int depth = 0) const {
    std::string t = concrete(t0);
    if (t.empty() || depth > 12) return "any";
    if (t == "any" || t == "interface{}" || t == "error" || ifaces_.count(t)) return "any";
    if (t[0] == '*') return "*" + json_type(t.substr(1), depth + 1);
    if (t.rfind("[]", 0) == 0) return "[]" + json_type(t.substr(2), depth + 1);
    if (t[0] == '[') {
      std::size_t close = matching_bracket(t, 0);
      if (close == std::string::npos) return "any";
      return t.substr(0, close + 1) + json_type(t.substr(close + 1), depth + 1);
    }
    if (t.rfind("map[", 0) == 0) {
      std::size_t close = matching_bracket(t, 3);
      if (close == std::string::npos) return "any";
      return "map[" + json_type(t.substr(4, close - 4), depth + 1) + "]" + json_type(t.substr(close + 1), depth + 1);
    }
    if (t.rfind("struct{", 0) == 0 && structs_.count(t)) return "@" + std::to_string(t.size()) + ":" + t;  // anonymous
    std::string base = t.substr(0, t.find('['));  // Stack[int]: its one lowered class
    if (structs_.count(base)) return "@" + base;
    if (auto it = named_.find(base); it != named_.end()) {
      std::string u = json_type(it->second, depth + 1);
      return u[0] == '@' ? u : "!" + base + ";" + u;
    }
    if (t == "byte") return "uint8";
    if (t == "rune") return "int32";
    if (t == "time.Duration") return "!time.Duration;int64";
    if (t == "time.Time") return t;  // decoded by the runtime (RFC 3339)
    static const std::set<std::string> basic{"int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16",
                                             "uint32", "uint64", "uintptr", "float32", "float64", "string", "bool"};
    return basic.count(t) ? t : "any";
  }
  /// %T of an instance: Tree[float64], Pair[string,main.Point] (Go's spelling).
  std::string instance_name(const std::string& base, const std::vector<std::string>& args) const {
    std::string out = base + "[";
    for (std::size_t k = 0; k < args.size(); ++k) {
      if (k) out += ",";
      const std::string& a = args[k];
      std::size_t i = 0;
      while (i < a.size()) {  // qualify the program's own type names
        if (std::isalpha(static_cast<unsigned char>(a[i])) || a[i] == '_') {
          std::size_t j = i;
          while (j < a.size() && (std::isalnum(static_cast<unsigned char>(a[j])) || a[j] == '_' || a[j] == '.')) ++j;
          std::string id = a.substr(i, j - i);
          if (id == "any") id = "interface {}";
          else if (structs_.count(id) || named_.count(id) || ifaces_.count(id)) id = "main." + id;
          out += id;
          i = j;
        } else if (a[i] == ' ' && i > 0 && a[i - 1] == ',') {
          ++i;
        } else {
          out += a[i++];
        }
      }
    }
    return out + "]";
  }

  /// raw: the literal's type text with its type arguments ([]Pair[string,float64]),
  /// so elided element literals ({"x", 1}) get their instantiation as written-out ones do.
  Reg literal_value(const std::string& t0, TSNode body, const std::string& raw = {}) {
    if (deeper_than_allowed(body)) return b_.const_none();
    DepthGuard g(depth_);
    std::string t = t0;
    bool ptr = !t.empty() && t[0] == '*';  // elided &T in []*T{{...}}
    if (ptr) t = t.substr(1);
    std::string rt = resolve(t);
    std::string sname = resolve_struct_name(t);
    std::vector<std::string> targs = std::move(lit_targs_);  // this literal's own (explicit) type arguments
    lit_targs_.clear();
    auto field_type = [&](const std::string& ft) {
      auto gp = generic_tparams_.find(sname);
      if (targs.empty() || gp == generic_tparams_.end()) return ft;
      auto it = std::find(gp->second.begin(), gp->second.end(), ft);
      std::size_t k = static_cast<std::size_t>(it - gp->second.begin());
      return it != gp->second.end() && k < targs.size() && !targs[k].empty() ? strip_type_args(targs[k]) : ft;
    };
    auto elems = ts_node_is_null(body) ? std::vector<TSNode>{} : named_children(body);
    std::vector<TSNode> operands;
    for (TSNode e : elems) {
      auto kv = named_children(e);
      if (is(e, s_keyed_element) && kv.size() == 2) {
        if (!structs_.count(sname)) operands.push_back(kv[0]);  // a map or array key is an expression
        operands.push_back(kv[1]);
      } else {
        operands.push_back(e);
      }
    }
    HoistScope hoist{this, hoist_calls(operands)};
    if (structs_.count(sname)) {
      const StructInfo& info = structs_.at(sname);
      std::vector<Reg> vals(info.fields.size(), kNoReg);
      std::vector<TSNode> nodes(info.fields.size(), TSNode{});
      std::size_t pos = 0;
      for (TSNode e : elems) {
        if (is(e, s_keyed_element)) {
          auto kv = named_children(e);
          if (kv.size() < 2) continue;
          std::string key(text(kv[0]));
          for (std::size_t k = 0; k < info.fields.size(); ++k)
            if (info.fields[k].first == key) vals[k] = element_value(kv[1], field_type(info.fields[k].second)), nodes[k] = kv[1];
        } else if (pos < vals.size()) {
          vals[pos] = element_value(e, field_type(info.fields[pos].second));
          nodes[pos] = e;
          ++pos;
        }
      }
      Reg obj = b_.new_object(sname);
      for (std::size_t k = 0; k < info.fields.size(); ++k) {
        Reg v = vals[k] != kNoReg ? vals[k] : zero_value(field_type(info.fields[k].second));
        b_.store_field(obj, info.fields[k].first, v);
        if (Reg field_fn = go_field_body(info.fields[k].first, nodes[k]); field_fn != kNoReg) b_.store_field(obj, "__go_" + info.fields[k].first, field_fn);
      }
      return obj;
    }
    if (rt.rfind("map[", 0) == 0) {
      std::string kt = map_key_type(rt), vt = elem_type(rt);
      Reg d = b_.new_object("dict");
      for (TSNode e : elems) {
        if (!is(e, s_keyed_element)) continue;
        auto kv = named_children(e);
        if (kv.size() < 2) continue;
        Reg k = map_key(element_value(kv[0], kt), rt);
        Reg v = element_value(kv[1], vt, raw_elem(raw));
        b_.store_index(d, k, v);
      }
      std::vector<Reg> a{d, zero_value(vt)};
      return b_.call_function("__go_map_zero", a);
    }
    if (!rt.empty() && rt[0] == '[') {
      std::string et = elem_type(rt);
      std::vector<Reg> vals;
      std::vector<std::int64_t> at = literal_positions(elems);  // [3]string{2: "x"}: keys place elements
      for (TSNode e : elems) {
        if (is(e, s_keyed_element)) {
          auto kv = named_children(e);
          vals.push_back(kv.size() < 2 ? b_.const_none() : element_value(kv[1], et, raw_elem(raw)));
        } else {
          vals.push_back(element_value(e, et, raw_elem(raw)));
        }
      }
      if (!at.empty()) {
        std::vector<Reg> placed(static_cast<std::size_t>(*std::max_element(at.begin(), at.end()) + 1), Reg{});
        std::vector<bool> set(placed.size(), false);
        for (std::size_t k = 0; k < vals.size(); ++k) placed[static_cast<std::size_t>(at[k])] = vals[k], set[static_cast<std::size_t>(at[k])] = true;
        for (std::size_t k = 0; k < placed.size(); ++k)
          if (!set[k]) placed[k] = zero_value(et);
        vals = std::move(placed);
      }
      std::int64_t len = static_cast<std::int64_t>(vals.size());
      if (is_array(rt)) {
        std::size_t close = rt.find(']');
        std::int64_t n = 0;
        if (close != std::string::npos && frontend::parse_int64(rt.substr(1, close - 1), n) && n > len) len = n;
      }
      Reg arr = b_.new_array("list", b_.const_int(len));
      for (std::int64_t k = 0; k < len; ++k) {
        Reg v = k < static_cast<std::int64_t>(vals.size()) ? vals[static_cast<std::size_t>(k)] : zero_value(et);
        b_.store_index(arr, b_.const_int(k), v);
      }
      return arr;
    }
    if (is_lib_object(t)) {
      Reg nm = b_.const_str(t);
      return b_.call_function("__go_zero_named", std::span<const Reg>(&nm, 1));
    }
    // A type this file does not define (another file of the package, another
    // package): an instance of a run-time class named after it, its keyed
    // elements as fields, positional ones in order (__go_struct_lit).
    std::vector<Reg> a{b_.const_str(t.empty() ? std::string("struct") : t)};
    for (TSNode e : elems) {
      if (is(e, s_keyed_element)) {
        auto kv = named_children(e);
        if (kv.size() < 2) continue;
        TSNode key = kv[0];
        if (is(key, s_literal_element) && !named_children(key).empty()) key = named_children(key)[0];
        a.push_back(is(key, s_identifier) ? b_.const_str(text(key)) : element_value(kv[0], ""));
        a.push_back(element_value(kv[1], ""));
      } else {
        a.push_back(b_.const_none());
        a.push_back(element_value(e, ""));
      }
    }
    return b_.call_function("__go_struct_lit", a);
  }
  /// The element type of a container's raw type text, type arguments kept:
  /// []T, [N]T, map[K]V -> T, V ("" for other types).
  static std::string raw_elem(const std::string& raw) {
    std::size_t open = raw.rfind("map[", 0) == 0 ? 3 : !raw.empty() && raw[0] == '[' ? 0 : std::string::npos;
    if (open == std::string::npos) return {};
    std::size_t close = matching_bracket(raw, open);
    return close == std::string::npos ? std::string() : raw.substr(close + 1);
  }
  /// One element of a composite literal: an expression or an elided literal
  /// (raw: its type with type arguments, when the container's type says them).
  Reg element_value(TSNode e, const std::string& t, const std::string& raw = {}) {
    TSNode inner = e;
    if (is(e, s_literal_element)) {
      auto k = named_children(e);
      if (k.empty()) return b_.const_none();
      inner = k[0];
    }
    if (is(inner, s_literal_value)) {
      std::string r = !raw.empty() && raw[0] == '*' ? raw.substr(1) : raw;  // []*Box[int]{{1}}
      std::size_t open = r.find('[');
      if (open != std::string::npos && open > 0 && generic_tparams_.count(r.substr(0, open))) {
        lit_targs_ = type_args(r);  // []Pair[string, float64]{{"x", 1}}: V is float64 here too
        return with_targs_raw(literal_value(t, inner), r);
      }
      return literal_value(t, inner, raw);
    }
    Reg v = ex(inner);
    return fit(copy_if_value(v, inner, ty_), ty_, t);
  }

  /// An untyped integer constant used where a float is expected.
  /// A named non-struct type with methods: its values are plain numbers,
  /// strings or lists, boxed (__go_iface) where they become interface values.
  std::vector<std::string> boxed_methods(const std::string& t) const {
    std::vector<std::string> ms;
    if (t.empty() || t[0] == '*' || t[0] == '#' || !named_.count(t) || structs_.count(resolve_struct_name(t))) return ms;
    std::string prefix = t + ".";
    for (const auto& [k, v] : methods_)
      if (k.rfind(prefix, 0) == 0) ms.push_back(k.substr(prefix.size()));
    std::sort(ms.begin(), ms.end());
    return ms;
  }
  bool is_interface_type(const std::string& t) const {
    return t == "error" || t == "any" || t == "interface{}" || t == "fmt.Stringer" || t == "runtime.Error" || ifaces_.count(t) > 0;
  }
  Reg box(Reg v, const std::string& t, const std::vector<std::string>& ms) {
    std::string names;
    for (const auto& m : ms) names += (names.empty() ? "" : ",") + m;
    std::vector<Reg> a{v, b_.const_str(t), b_.const_str(names)};
    const std::string owner = t[0] == '*' ? t.substr(1) : t;
    for (const auto& m : ms) a.push_back(b_.load_var(owner + "_" + (m[0] == '^' ? m.substr(1) : m)));
    return b_.call_function("__go_iface", a);
  }
  Reg fit(Reg v, const std::string& from, const std::string& to) {
    if (from == "nil" && is_slice(to)) return b_.call_function("__go_nil_slice", std::span<const Reg>());  // empty; json prints null
    if (is_interface_type(to)) {
      auto ms = boxed_methods(from);
      if (!ms.empty()) return box(v, from, ms);
      // a named func type without methods (type Builtin func(...)): boxed with its name,
      // so a type switch or assertion tells it from other funcs and %T names it
      if (named_func_type(from)) return box(v, from, {});
      if (from.size() > 1 && from[0] == '*' && !(ms = boxed_methods(from.substr(1))).empty()) {
        // a *T of a named non-struct type: its method set is all of T's, the value receivers given *p ('^')
        for (auto& m : ms)
          if (!ptr_methods_.count(from.substr(1) + "." + m)) m = "^" + m;
        return box(v, from, ms);
      }
      if (from.size() > 1 && from[0] == '*' && structs_.count(resolve_struct_name(from.substr(1))))
        return b_.call_function("__go_asptr", std::span<const Reg>(&v, 1));  // a *T, not a T, in the interface
      if (structs_.count(resolve_struct_name(from)) && !is_interface_type(from)) {
        std::vector<Reg> a{v, b_.const_bool(false)};
        return b_.call_function("__go_asptr", a);  // a T, not a *T
      }
    }
    if (!(from == "#int" || from == "#rune") || !is_float_type(to)) return v;
    std::vector<Reg> a{b_.const_str("float64"), v};
    return b_.call_function("__go_conv", a);
  }

  /// unsafe.Sizeof of static type t on amd64; 0 when unknown.
  std::size_t go_sizeof(const std::string& t0, int depth = 0) const {
    std::string t = concrete(t0), rt = resolve(t);
    if (t.empty() || depth > 8) return 0;
    if (rt == "int8" || rt == "uint8" || rt == "byte" || rt == "bool") return 1;
    if (rt == "int16" || rt == "uint16") return 2;
    if (rt == "int32" || rt == "uint32" || rt == "rune" || rt == "float32") return 4;
    if (is_int_type(rt) || is_float_type(rt) || rt[0] == '*' || rt.rfind("map[", 0) == 0 || is_chan(rt) ||
        rt.rfind("func", 0) == 0)
      return 8;
    if (rt == "string" || is_interface_type(t)) return 16;
    if (rt.rfind("[]", 0) == 0) return 24;
    if (rt[0] == '[') {
      std::size_t close = rt.find(']');
      std::int64_t n = 0;
      if (close == std::string::npos || !frontend::parse_int64(rt.substr(1, close - 1), n)) return 0;
      return static_cast<std::size_t>(n) * go_sizeof(rt.substr(close + 1), depth + 1);
    }
    std::string sname = resolve_struct_name(t);
    if (!structs_.count(sname) || !structs_.at(sname).embeds.empty()) return 0;
    std::size_t size = 0, align = 1;
    for (const auto& [fname, ft] : structs_.at(sname).fields) {
      std::size_t fs = go_sizeof(ft, depth + 1);
      if (fs == 0) return 0;
      std::size_t fa = std::min<std::size_t>(fs >= 8 || resolve(ft).rfind("[", 0) == 0 || structs_.count(resolve_struct_name(ft)) ? 8 : fs, 8);
      size = (size + fa - 1) / fa * fa + fs;
      align = std::max(align, fa);
    }
    return (size + align - 1) / align * align;
  }
  /// encoding/binary's view of a type: "i2", "u4", "f8", "b1" (bool), "[L]"
  /// (a slice of L), "[N;L]" (an array), "{name:L,...}" (a struct), "" (not fixed-size).
  std::string binary_layout(const std::string& t0, int depth = 0) const {
    std::string t = concrete(t0);
    if (!t.empty() && t[0] == '*') t = t.substr(1);
    std::string rt = resolve(t);
    if (rt.empty() || depth > 8) return {};
    if (rt == "bool") return "b1";
    if (rt == "int8" || rt == "uint8" || rt == "byte") return rt == "int8" ? "i1" : "u1";
    if (rt == "int16" || rt == "uint16") return rt[0] == 'i' ? "i2" : "u2";
    if (rt == "int32" || rt == "uint32" || rt == "rune") return rt[0] == 'u' ? "u4" : "i4";
    if (rt == "int64" || rt == "uint64") return rt[0] == 'i' ? "i8" : "u8";
    if (rt == "float32" || rt == "float64") return rt == "float32" ? "f4" : "f8";
    if (rt[0] == '[') {
      std::size_t close = rt.find(']');
      if (close == std::string::npos) return {};
      std::string e = binary_layout(rt.substr(close + 1), depth + 1);
      if (e.empty()) return e;
      return close == 1 ? "[" + e + "]" : "[" + rt.substr(1, close - 1) + ";" + e + "]";  // an array: [N;L]
    }
    std::string sname = resolve_struct_name(t);
    if (!structs_.count(sname) || !structs_.at(sname).embeds.empty()) return {};
    std::string out = "{";
    for (const auto& [fname, ft] : structs_.at(sname).fields) {
      std::string f = binary_layout(ft, depth + 1);
      if (f.empty()) return {};
      out += (out.size() > 1 ? "," : "") + fname + ":" + f;
    }
    return out + "}";
  }
  /// Whether a T holds no pointers (gc allocates it without a malloc header).
  bool go_noscan(const std::string& t0, int depth = 0) const {
    std::string t = concrete(t0), rt = resolve(t);
    if (t.empty() || depth > 8) return false;
    if (rt == "bool" || is_int_type(rt) || is_float_type(rt)) return true;
    if (rt[0] == '[' && rt.rfind("[]", 0) != 0) return go_noscan(rt.substr(rt.find(']') + 1), depth + 1);
    std::string sname = resolve_struct_name(t);
    if (!structs_.count(sname)) return false;
    for (const auto& [fname, ft] : structs_.at(sname).fields)
      if (!go_noscan(ft, depth + 1)) return false;
    return true;
  }
  /// Where static type t holds uint64s (stored as int64 bit patterns), for
  /// fmt: "_" none, "u" a uint64, "[S" elements, "mKV" map, "{f:S,...}" fields.
  std::string u64_shape(const std::string& t0, int depth = 0) const {
    std::string t = concrete(t0), rt = resolve(t);
    if (t.empty() || depth > 8) return "_";
    if (rt == "uint64" || rt == "uint" || rt == "uintptr") return "u";
    if (!rt.empty() && rt[0] == '[') {
      std::string e = u64_shape(elem_type(rt), depth + 1);
      return e == "_" ? e : "[" + e;
    }
    if (rt.rfind("map[", 0) == 0) {
      std::string k = u64_shape(map_key_type(rt), depth + 1), v = u64_shape(elem_type(rt), depth + 1);
      return k == "_" && v == "_" ? "_" : "m" + k + v;
    }
    std::string sname = resolve_struct_name(t);
    if (t[0] == '*' || !structs_.count(sname)) return "_";
    std::string out;
    for (const auto& [fname, ft] : structs_.at(sname).fields) {
      std::string f = u64_shape(ft, depth + 1);
      if (f != "_") out += (out.empty() ? "" : ",") + fname + ":" + f;
    }
    return out.empty() ? "_" : "{" + out + "}";
  }
  Reg zero_value(const std::string& t0, int depth = 0) {
    if (auto it = std::find(fn_tp_.begin(), fn_tp_.end(), t0); it != fn_tp_.end() && !fns_.empty()) {
      std::vector<Reg> a{b_.load_var("__tz"), b_.const_int(it - fn_tp_.begin())};
      return b_.call_function("__go_tzero", a);
    }
    if (!recv_name_.empty() && type_params_.count(t0)) {
      for (std::size_t k = 0; k < recv_tparams_.size(); ++k)
        if (recv_tparams_[k] == t0) {
          std::vector<Reg> a{b_.load_var(actual_name(recv_name_)), b_.const_int(static_cast<std::int64_t>(k)), b_.const_bool(true)};
          return b_.call_function("__go_tzero", a);
        }
    }
    std::string t = concrete(t0);
    std::string rt = resolve(t);
    if (t.empty() || depth > 16) return b_.const_none();
    if (is_int_type(rt)) return b_.const_int(0);
    if (is_float_type(rt)) return b_.const_float(0.0);
    if (rt == "string") return b_.const_str("");
    if (rt == "bool") return b_.const_bool(false);
    std::string sname = resolve_struct_name(t);
    if (std::size_t open = t.find('['); !structs_.count(sname) && open != std::string::npos && open > 0 &&
                                        generic_tparams_.count(t.substr(0, open)))
      sname = t.substr(0, open);  // an instance: Pair[int, bool]
    if (structs_.count(sname)) {
      const StructInfo& info = structs_.at(sname);
      Reg obj = b_.new_object(sname);
      // Pair[string, int]: a field of type K or V is the type argument's zero
      std::vector<std::string> targs, tps;
      if (auto g = generic_tparams_.find(sname); g != generic_tparams_.end() && t.find('[') != std::string::npos) {
        targs = type_args(t);
        tps = g->second;
      }
      for (const auto& [fname, ft] : info.fields) {
        auto it = std::find(tps.begin(), tps.end(), ft);
        std::size_t k = static_cast<std::size_t>(it - tps.begin());
        bool param = it != tps.end() && k < targs.size() && !targs[k].empty() && !type_params_.count(targs[k]);
        b_.store_field(obj, fname, zero_value(param ? targs[k] : ft, depth + 1));
      }
      return obj;
    }
    if (rt.rfind("[]", 0) == 0) return b_.call_function("__go_nil_slice", std::span<const Reg>());  // nil: json tells it from []
    if (!rt.empty() && rt[0] == '[') {
      std::size_t close = rt.find(']');
      std::string len = rt.substr(1, close - 1);
      std::int64_t n = 0;
      Reg nr;
      if (frontend::parse_int64(len, n)) nr = b_.const_int(n);
      else nr = b_.load_var(len);
      std::vector<Reg> a{b_.const_str("slice"), zero_value(elem_type(rt), depth + 1), nr};
      return b_.call_function("__go_make", a);
    }
    if (is_lib_object(t)) {
      Reg nm = b_.const_str(t);
      return b_.call_function("__go_zero_named", std::span<const Reg>(&nm, 1));
    }
    return b_.const_none();
  }

  std::vector<std::string> local_structs_;  // struct types declared in function bodies
  TSFieldId f_left, f_right, f_operator, f_condition, f_consequence, f_alternative, f_body, f_name, f_parameters,
      f_value, f_function, f_arguments, f_operand, f_field, f_index, f_type, f_result, f_receiver, f_initializer,
      f_update, f_key, f_element, f_length, f_start, f_end, f_alias, f_label, f_package, f_path, f_channel, f_capacity;
  TSSymbol s_identifier, s_selector, s_index, s_unary, s_call, s_composite, s_func_literal, s_paren, s_binary,
      s_expression_list, s_block, s_statement_list, s_for_clause, s_range_clause, s_expression_case, s_default_case,
      s_type_case, s_fallthrough, s_keyed_element, s_literal_value, s_literal_element, s_variadic_argument,
      s_variadic_param, s_parameter_declaration, s_parameter_list, s_struct_type, s_interface_type,
      s_field_declaration, s_field_declaration_list, s_method_elem, s_type_spec, s_type_alias,
      s_function_declaration, s_method_declaration, s_type_declaration, s_var_declaration, s_const_declaration,
      s_import_declaration, s_var_spec, s_const_spec, s_var_spec_list, s_defer, s_nil, s_blank, s_for_statement,
      s_labeled, s_expr_switch, s_type_switch, s_return, s_import_spec, s_import_spec_list, s_type_identifier,
      s_slice_type, s_array_type, s_map_type, s_pointer_type, s_qualified_type, s_implicit_array,
      s_parenthesized_type, s_function_type, s_channel_type, s_generic_type, s_int_literal, s_type_elem, s_comment;

  std::unordered_map<std::string, StructInfo> structs_;
  std::unordered_map<std::string, std::string> named_;
  std::unordered_map<std::string, std::vector<std::string>> ifaces_;
  std::unordered_map<std::string, std::vector<std::string>> iface_results_;
  std::unordered_map<std::string, std::vector<std::string>> funcs_;
  std::unordered_map<std::string, std::vector<std::string>> fparams_;  ///< parameter types of top-level functions
  std::unordered_map<std::string, std::vector<std::string>> methods_;
  std::unordered_set<std::string> packages_;
  std::unordered_set<std::string> generic_types_;
  std::unordered_map<std::string, std::vector<std::string>> generic_tparams_;  ///< a generic type's parameter names
  std::set<std::string> lowered_structs_;
  bool for_clause_scope_ = false;  // the next loop body's enclosing scope holds a for clause's variables
  bool go_ctx_ = false;        // lowering a goroutine body (a generator)
  bool go_body_next_ = false;  // the next define_function is a goroutine body
  std::set<std::string> go_variants_;  // functions a go statement starts: also lowered as f__go
  std::set<std::string> go_fields_;     // func-typed fields a go statement starts (go w.Run(x)): also kept as __go_Run
  std::unordered_set<std::string> blocking_fns_;  // functions that may block: a goroutine calls their f__go
  std::unordered_set<std::string> blocking_methods_;  // m of a blocking T.m: every T's m gets m__go (go iface.m())
  ConstantTable consts_{[this](TSNode n) { return text(n); }};  // exact untyped constants  // struct types emitted as classes, in name order
  bool src_has_aggregate_keys_ = false;
  bool uses_goto_ = false;
  std::unordered_set<std::string> ptr_methods_;  ///< "T.M" with a pointer receiver
  std::unordered_map<std::string, std::string> iface_literal_vars_;  ///< var x interface{ M() }: x's "?M" spec
  std::unordered_set<std::string> type_params_;
  std::unordered_map<std::string, std::vector<std::pair<std::size_t, std::size_t>>> recv_tparam_slots_;  ///< T.m: (param, type argument)
  std::vector<std::string> lit_targs_;
  std::unordered_map<std::string, std::vector<std::string>> recv_tnames_;  ///< T.m of a generic T: the receiver's type parameter names
  std::unordered_map<std::string, std::string> instance_of_;  ///< variable -> its generic instantiation (note_instance)  // composite_literal -> literal_value: the literal's type arguments
  std::unordered_map<std::string, std::vector<std::string>> fn_tparams_;
  std::unordered_map<std::string, std::vector<std::string>> fn_rawparams_;  ///< generic function -> parameter types with type arguments
  std::unordered_map<std::string, std::string> raw_fields_;    ///< "Struct.field" -> its type with type arguments
  std::unordered_map<std::string, std::string> raw_mresults_;  ///< "Type.Method" -> its single result type with type arguments
  std::unordered_map<std::string, std::string> raw_aliases_;   ///< type Big = Poly[int64]
  std::unordered_map<std::string, std::string> aliases_;       ///< type Big = Poly[int64]: Big -> Poly
  std::vector<TSNode> arg_nodes_;                              ///< the last call_args' argument nodes
  std::unordered_map<std::string, std::vector<std::string>> method_params_;  ///< "Type.Method" -> its parameter types
  std::unordered_set<std::string> variadic_fns_;  ///< top-level functions with a ...T parameter
  std::unordered_map<std::string, std::pair<std::size_t, std::string>> variadic_methods_;  ///< "T.m": its ...E's index and E
  std::unordered_set<std::string> fn_variadic_;  ///< generic functions with a ...T parameter
  std::vector<std::string> fn_tp_;               ///< the generic function being lowered: its type parameters
  std::string splat_type_;                       ///< the static type of the last f(xs...) argument  ///< a generic function's type parameters
  std::unordered_map<std::string, std::string> fn_rawresult_;            ///< its result type as written
  std::vector<std::string> recv_tparams_;  ///< type parameters of the method's generic receiver type
  std::string recv_name_;                  ///< its receiver variable (holds __targs)
  std::vector<std::unordered_map<std::string, std::string>> tenv_;
  std::vector<FnCtx> fns_;
  std::string ty_;
  std::string pending_label_;
  /// A range-over-func loop body being lowered as its yield function: break,
  /// continue and return leave that function (see range_func).
  struct YieldCtx {
    std::string label;         ///< the loop's own label
    std::string flag, ret;     ///< variables: how the body left (0 on, 1 return, 2+k outer jump k), return value
    std::size_t fns_depth = 0;  ///< fns_.size() inside the body (a nested func literal is deeper)
    std::vector<std::pair<bool, std::string>> outer;  ///< (is_break, label) of jumps to enclosing loops
  };
  std::vector<YieldCtx> yield_ctxs_;
  std::int64_t iota_ = 0;
  std::uint32_t lambda_count_ = 0;
  std::uint32_t renames_ = 0;  ///< shadowing declarations renamed so far
  bool append_self_ = false;  ///< lowering the right side of x = append(x, ...)
  bool append_own_ = false;   ///< ... and x is one of own_slices
  std::vector<std::size_t> loop_levels_;  ///< tenv_ levels of the loop bodies being lowered
  std::vector<std::string> arg_types_;  ///< static types of the last call_args
  std::vector<std::string> ptr_types_;  ///< pointer-to-struct argument types of the last call_args
};

class GoFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "go"; }
  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) override {
    return frontend::lower_with_repair<GoLowerer>(tree_sitter_go(), "Go", src, opts);
  }
  ImportResolution resolve_import(const ImportQuery& q) const override { return resolve_go_import(q); }
  ProjectEntry project_entry(const std::string& dir) const override { return go_project_entry(dir); }
};

}  // namespace

std::unique_ptr<Frontend> make_frontend() { return std::make_unique<GoFrontend>(); }

}  // namespace reddragon::go
