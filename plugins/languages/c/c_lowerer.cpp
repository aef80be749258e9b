// c_lowerer.cpp - C11 -> RedDragon IR (tree-sitter-c).
//
// Memory model (see docs/frontends/c.md): scalars are VM ints/floats, arrays
// are lists (2-D: lists of lists), structs are instances copied explicitly
// on assignment (value semantics), a pointer is a VM PointerObj (variable
// slot or list element), a struct instance itself (pointer to struct), a
// string (char* to a literal) or None (NULL). A static type environment
// annotates every typed write and integer operation so the VM wraps like C.
#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "c_preproc.hpp"
#include "c_project.hpp"
#include "reddragon/frontend_support/ast_repair.hpp"
#include "reddragon/frontend_support/ts_lowerer.hpp"

extern "C" const TSLanguage* tree_sitter_c(void);

namespace reddragon::c {

using namespace reddragon::ir;
using frontend::TsLowerer;

namespace {

enum class B : std::uint8_t { Unknown, Void, Bool, Char, SChar, UChar, Short, UShort, Int, UInt, Long, ULong, Float, Double, Complex, Struct, Func };

struct CT {
  B b = B::Unknown;
  std::uint8_t ptr = 0;
  std::uint8_t nd = 0;
  bool decayed = false;  ///< the outermost array dimension is really a pointer
  bool inner_ptr = false;  ///< the second dimension is (int (*pa[2])[3]: an array of pointers to arrays)
  std::uint32_t sid = 0;
  std::array<std::int64_t, 4> dims{};
};

/// CT::sid of a `long double` (a Double otherwise: sid is only a struct's id).
constexpr std::uint32_t kLongDouble = 1;
CT make(B b) {
  CT t;
  t.b = b;
  return t;
}
bool is_int(const CT& t) { return t.nd == 0 && t.ptr == 0 && t.b >= B::Bool && t.b <= B::ULong; }
bool is_arith(const CT& t) { return t.nd == 0 && t.ptr == 0 && t.b >= B::Bool && t.b <= B::Double; }
bool is_ptrlike(const CT& t) { return t.ptr > 0 || t.nd > 0; }
bool is_struct(const CT& t) { return t.nd == 0 && t.ptr == 0 && t.b == B::Struct; }
/// double complex / float complex (<complex.h>; runtime/c_complex.cpp): CT::sid 2 for float complex.
bool is_complex(const CT& t) { return t.nd == 0 && t.ptr == 0 && t.b == B::Complex; }
/// long double (runtime/c_long_double.cpp): its own arithmetic, not the VM's doubles.
bool is_ld(const CT& t) { return t.nd == 0 && t.ptr == 0 && t.b == B::Double && t.sid == kLongDouble; }
bool is_charish(B b) { return b == B::Char || b == B::SChar || b == B::UChar; }

/// Whether the source has a cast to a pointer to something wider than a
/// char ((uint32_t *)buf, (struct Hdr *)(p + 4)) of anything but a fresh
/// allocation: such a cast may view a char buffer (runtime/c_wide_view.cpp),
/// so stores through pointers and p->f accesses then go through the runtime.
void casts_char_buffers(std::string_view src, bool& scalars, bool& structs) {
  static constexpr std::array<std::string_view, 10> kScalarWords = {"int", "short", "long", "unsigned", "signed", "float", "double", "size_t", "ssize_t", "uintptr_t"};
  auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (std::size_t star = src.find('*'); star != std::string_view::npos; star = src.find('*', star + 1)) {
    std::size_t close = star + 1;
    while (close < src.size() && src[close] == ' ') ++close;
    if (close >= src.size() || src[close] != ')') continue;
    const std::size_t open = src.rfind('(', star);
    if (open == std::string_view::npos) continue;
    const std::string_view ty = src.substr(open + 1, star - open - 1);
    if (ty.empty() || !std::all_of(ty.begin(), ty.end(), [&](char c) { return ident(c) || c == ' '; }) ||
        !std::any_of(ty.begin(), ty.end(), ident) || ty.find("char") != std::string_view::npos || ty.find("void") != std::string_view::npos ||
        ty.find("int8_t") != std::string_view::npos)
      continue;
    std::size_t at = close + 1;
    while (at < src.size() && src[at] == ' ') ++at;
    if (at >= src.size() || !(ident(src[at]) || src[at] == '(' || src[at] == '&')) continue;
    std::size_t end = at;
    while (end < src.size() && ident(src[end])) ++end;
    const std::string_view word = src.substr(at, end - at);
    if (word == "malloc" || word == "calloc" || word == "realloc" || word == "NULL" || word == "aligned_alloc") continue;
    // (uint32_t *) views scalars, (struct Hdr *) a struct, a typedef name (Hdr *) may be either
    std::size_t b = 0;
    while (b < ty.size() && ty[b] == ' ') ++b;
    if (ty.compare(b, 6, "const ") == 0) b += 6;
    std::size_t e = b;
    while (e < ty.size() && ident(ty[e])) ++e;
    const std::string_view first = ty.substr(b, e - b);
    const bool scalar = std::find(kScalarWords.begin(), kScalarWords.end(), first) != kScalarWords.end() ||
                        ((first.rfind("int", 0) == 0 || first.rfind("uint", 0) == 0) && first.size() > 2 && first.substr(first.size() - 2) == "_t");
    const bool aggregate = first == "struct" || first == "union";
    scalars = scalars || !aggregate;
    structs = structs || !scalar;
  }
}
/// Whether the source declares unsigned or signed char objects (pointers,
/// arrays, typedefs; a value cast (unsigned char)c is not one): their bytes
/// may be read back through a plain char * or copied into a char array.
bool declares_signed_bytes(std::string_view src) {
  static constexpr std::array<std::string_view, 4> kWords = {"unsigned char", "signed char", "uint8_t", "int8_t"};
  auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (std::string_view w : kWords)
    for (std::size_t at = src.find(w); at != std::string_view::npos; at = src.find(w, at + 1)) {
      if (at > 0 && ident(src[at - 1])) continue;
      std::size_t e = at + w.size();
      if (e < src.size() && ident(src[e])) continue;
      while (e < src.size() && src[e] == ' ') ++e;
      if (e < src.size() && src[e] != ')') return true;
    }
  return false;
}
CT promote(CT t) {
  if (is_int(t) && t.b < B::Int) t.b = B::Int;
  return t;
}
CT arith(const CT& a, const CT& b) {
  if (!is_arith(a) || !is_arith(b)) return CT{};
  if (a.b == B::Double || b.b == B::Double) return is_ld(a) ? a : is_ld(b) ? b : make(B::Double);
  if (a.b == B::Float || b.b == B::Float) return make(B::Float);
  B x = promote(a).b, y = promote(b).b;
  if (x == y) return make(x);
  if (x == B::ULong || y == B::ULong) return make(B::ULong);
  if (x == B::Long || y == B::Long) return make(B::Long);
  if (x == B::UInt || y == B::UInt) return make(B::UInt);
  return make(B::Int);
}
/// Type after one level of indexing / dereference.
CT deref(CT t) {
  if (t.nd > 0) {
    for (int k = 0; k + 1 < 4; ++k) t.dims[k] = t.dims[k + 1];
    t.dims[3] = 0;
    --t.nd;
    t.decayed = t.inner_ptr;
    t.inner_ptr = false;
    return t;
  }
  if (t.ptr > 0) {
    --t.ptr;
    return t;
  }
  return CT{};
}
/// A C string or character literal's body unescaped: \xHH... takes every
/// hex digit that follows and, like octal, gives one byte in a narrow literal
/// (a code point, as UTF-8, in a wide one); \u/\U give UTF-8; \? and gcc's \e.
std::string c_unescape(std::string_view body, bool wide) {
  std::string out;
  out.reserve(body.size());
  for (std::size_t i = 0; i < body.size();) {
    if (body[i] != '\\' || i + 1 >= body.size()) {
      out.push_back(body[i++]);
      continue;
    }
    const char c = body[i + 1];
    if (c == 'x') {
      std::uint32_t v = 0;
      std::size_t j = i + 2;
      for (; j < body.size() && std::isxdigit(static_cast<unsigned char>(body[j])); ++j)
        v = v * 16 + static_cast<std::uint32_t>(std::isdigit(static_cast<unsigned char>(body[j])) ? body[j] - '0' : (body[j] | 0x20) - 'a' + 10);
      if (j > i + 2) {
        if (wide) frontend::append_utf8(out, v);
        else out.push_back(static_cast<char>(v & 0xFF));
        i = j;
        continue;
      }
    } else if (c >= '0' && c <= '7') {
      std::uint32_t v = 0;
      std::size_t j = i + 1;
      for (; j < body.size() && j < i + 4 && body[j] >= '0' && body[j] <= '7'; ++j) v = v * 8 + static_cast<std::uint32_t>(body[j] - '0');
      if (wide) frontend::append_utf8(out, v);
      else out.push_back(static_cast<char>(v & 0xFF));
      i = j;
      continue;
    } else if (c == '?') {
      out.push_back('?');
      i += 2;
      continue;
    } else if (c == 'e') {
      out.push_back('\x1b');
      i += 2;
      continue;
    }
    i += frontend::append_escape(out, body.substr(i));
  }
  return out;
}
CT decay(CT t) {
  if (t.nd > 0) t.decayed = true;
  return t;
}
CT pointer_to(CT t) {
  if (t.nd > 0 && !t.decayed) return decay(t);
  ++t.ptr;
  return t;
}

struct Field {
  std::string name;
  CT type;
  int bits = 0;    ///< bit-field width (0: not a bit-field)
  int group = -1;  ///< a member of the anonymous struct/union StructInfo::anon[group], lifted into this one
};
/// An unnamed bit-field (`unsigned : 3;`, `int : 0;`): padding before
/// fields[before], laid out but not a member.
struct Pad {
  std::size_t before = 0;
  CT type;
  int bits = 0;
};
struct StructInfo {
  std::string name;
  std::vector<Field> fields;
  bool is_union = false;
  bool defined = false;
  std::vector<Pad> pads;
  std::vector<CT> anon;  ///< anonymous struct/union members (C11), laid out as one unit each
  int pack = 0;  ///< #pragma pack in force where it was defined: caps its members' alignment (0: none)
};
struct FnSig {
  CT ret;
  std::vector<CT> params;
};
struct Var {
  CT type;
  std::string ir;
};

/// Return types of the C library functions the runtime provides.
B libc_return(std::string_view n) {
  static const std::unordered_map<std::string_view, B> table = {
      {"strlen", B::ULong}, {"strcmp", B::Int}, {"strncmp", B::Int}, {"abs", B::Int}, {"labs", B::Long},
      {"atoi", B::Int}, {"atol", B::Long}, {"atof", B::Double}, {"strtol", B::Long}, {"strtoul", B::ULong}, {"strtoll", B::Long}, {"strtoull", B::ULong}, {"strtod", B::Double}, {"isdigit", B::Int}, {"isalpha", B::Int},
      {"isalnum", B::Int}, {"isspace", B::Int}, {"isupper", B::Int}, {"islower", B::Int}, {"ispunct", B::Int},
      {"isxdigit", B::Int}, {"toupper", B::Int}, {"tolower", B::Int}, {"sqrt", B::Double}, {"pow", B::Double},
      {"fabs", B::Double}, {"floor", B::Double}, {"ceil", B::Double}, {"round", B::Double}, {"fmod", B::Double},
      {"sin", B::Double}, {"cos", B::Double}, {"tan", B::Double}, {"atan", B::Double}, {"atan2", B::Double},
      {"exp", B::Double}, {"log", B::Double}, {"log10", B::Double}, {"log2", B::Double}, {"trunc", B::Double},
      {"fmin", B::Double}, {"fmax", B::Double}, {"hypot", B::Double}, {"cbrt", B::Double}, {"printf", B::Int},
      {"sprintf", B::Int}, {"snprintf", B::Int}, {"puts", B::Int}, {"putchar", B::Int}, {"fprintf", B::Int},
      {"rand", B::Int}, {"getchar", B::Int}, {"getc", B::Int}, {"fgetc", B::Int}, {"scanf", B::Int}, {"memcmp", B::Int}, {"sqrtf", B::Float}, {"fabsf", B::Float}, {"llabs", B::Long}};
  auto it = table.find(n);
  if (it != table.end()) return it->second;
  static const std::unordered_map<std::string_view, B> more = {
      {"strspn", B::ULong}, {"strcspn", B::ULong}, {"strnlen", B::ULong}, {"strcasecmp", B::Int},
      {"strncasecmp", B::Int}, {"sscanf", B::Int}, {"srand", B::Void}, {"random", B::Long}, {"isnan", B::Int},
      {"isinf", B::Int}, {"isfinite", B::Int}, {"signbit", B::Int}, {"iscntrl", B::Int}, {"isgraph", B::Int},
      {"isprint", B::Int}, {"isblank", B::Int}, {"lround", B::Long}, {"llround", B::Long}, {"lrint", B::Long},
      {"llrint", B::Long}, {"ilogb", B::Int}, {"atoll", B::Long}, {"strtof", B::Float}, {"vsnprintf", B::Int},
      {"vsprintf", B::Int}, {"vprintf", B::Int}, {"fputs", B::Int}, {"fputc", B::Int}, {"putc", B::Int},
      {"fflush", B::Int}, {"isnormal", B::Int}, {"fpclassify", B::Int}, {"isgreater", B::Int},
      {"isgreaterequal", B::Int}, {"isless", B::Int}, {"islessequal", B::Int}, {"islessgreater", B::Int},
      {"isunordered", B::Int}, {"imaxabs", B::Long}, {"strtoimax", B::Long}, {"strtoumax", B::ULong},
      {"strtold", B::Double}, {"strcoll", B::Int}, {"remquo", B::Double}, {"fma", B::Double}, {"fmaf", B::Float},
      {"scalbln", B::Double}};
  if (auto m = more.find(n); m != more.end()) return m->second;
  // <math.h>: every double function, its f form float, its l form double
  static const std::unordered_set<std::string_view> math = {
      "sqrt", "fabs", "floor", "ceil", "round", "trunc", "sin", "cos", "tan", "atan", "exp", "log", "log10",
      "log2", "cbrt", "asin", "acos", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "exp2", "expm1",
      "log1p", "logb", "rint", "nearbyint", "erf", "erfc", "tgamma", "lgamma", "pow", "fmod", "atan2", "fmin",
      "fmax", "hypot", "copysign", "fdim", "remainder", "nextafter", "ldexp", "frexp", "modf", "scalbn", "nan"};
  if (math.count(n)) return B::Double;
  // <complex.h> (with f and l forms): the parts and magnitudes are real, the rest complex
  static const std::unordered_set<std::string_view> cx = {
      "creal", "cimag", "cabs", "carg", "conj", "cproj", "cpow", "cexp", "clog", "csqrt", "csin", "ccos", "ctan",
      "casin", "cacos", "catan", "csinh", "ccosh", "ctanh", "casinh", "cacosh", "catanh", "__c_cx", "__c_cx_real"};
  std::string_view base = n;
  if (!cx.count(base) && base.size() > 1 && (base.back() == 'f' || base.back() == 'l')) base.remove_suffix(1);
  if (cx.count(base))
    return base == "creal" || base == "cimag" || base == "cabs" || base == "carg" ? B::Double : B::Complex;
  if (n.size() > 1 && (n.back() == 'f' || n.back() == 'l') && math.count(n.substr(0, n.size() - 1)))
    return n.back() == 'f' ? B::Float : B::Double;
  return B::Unknown;
}

class CLowerer : public TsLowerer<CLowerer> {
 public:
  CLowerer(const SourceFile& src, const LowerOptions& opts, LowerOutput& out) : TsLowerer(tree_sitter_c(), src, opts, out) {
    out.module.language = "c";
    out.module.entry_point = "main";
    find_packs();
    f_left = field("left"); f_right = field("right"); f_operator = field("operator"); f_condition = field("condition");
    f_consequence = field("consequence"); f_alternative = field("alternative"); f_body = field("body");
    f_name = field("name"); f_parameters = field("parameters"); f_value = field("value"); f_function = field("function");
    f_arguments = field("arguments"); f_argument = field("argument"); f_field = field("field"); f_index = field("index");
    f_type = field("type"); f_declarator = field("declarator"); f_size = field("size"); f_initializer = field("initializer");
    f_update = field("update"); f_label = field("label"); f_designator = field("designator");
    f_member = field("member");
    f_start = field("start"); f_end = field("end");
    s_subscript_range_designator = symbol("subscript_range_designator");
    s_identifier = symbol("identifier"); s_init_declarator = symbol("init_declarator");
    s_pointer_declarator = symbol("pointer_declarator"); s_array_declarator = symbol("array_declarator");
    s_function_declarator = symbol("function_declarator"); s_parenthesized_declarator = symbol("parenthesized_declarator");
    s_attributed_declarator = symbol("attributed_declarator"); s_field_identifier = symbol("field_identifier");
    s_type_identifier = symbol("type_identifier"); s_primitive_type = symbol("primitive_type");
    s_sized_type_specifier = symbol("sized_type_specifier"); s_struct_specifier = symbol("struct_specifier");
    s_union_specifier = symbol("union_specifier"); s_enum_specifier = symbol("enum_specifier");
    s_storage_class = symbol("storage_class_specifier"); s_parameter_declaration = symbol("parameter_declaration");
    s_initializer_list = symbol("initializer_list"); s_initializer_pair = symbol("initializer_pair");
    s_string_literal = symbol("string_literal"); s_concatenated_string = symbol("concatenated_string");
    s_field_designator = symbol("field_designator"); s_subscript_designator = symbol("subscript_designator");
    s_case_statement = symbol("case_statement"); s_compound_statement = symbol("compound_statement");
    s_declaration = symbol("declaration"); s_parenthesized_expression = symbol("parenthesized_expression");
    s_subscript_expression = symbol("subscript_expression"); s_field_expression = symbol("field_expression");
    s_pointer_expression = symbol("pointer_expression"); s_call_expression = symbol("call_expression");
    s_assignment_expression = symbol("assignment_expression");
    s_type_descriptor = symbol("type_descriptor"); s_abstract_pointer_declarator = symbol("abstract_pointer_declarator");
    s_abstract_function_declarator = symbol("abstract_function_declarator");
    s_abstract_parenthesized_declarator = symbol("abstract_parenthesized_declarator");
    s_abstract_array_declarator = symbol("abstract_array_declarator"); s_number_literal = symbol("number_literal");
    s_char_literal = symbol("char_literal"); s_sizeof = symbol("sizeof_expression"); s_binary = symbol("binary_expression");
    s_unary = symbol("unary_expression"); s_cast = symbol("cast_expression"); s_else_clause = symbol("else_clause");
    s_escape_sequence = symbol("escape_sequence"); s_string_content = symbol("string_content");
    s_enumerator = symbol("enumerator"); s_field_declaration = symbol("field_declaration");
    s_comma_expression = symbol("comma_expression"); s_variadic = symbol("variadic_parameter");
    s_compound_literal = symbol("compound_literal_expression"); s_bitfield_clause = symbol("bitfield_clause");

    on_stmt("translation_unit", &CLowerer::block);
    on_stmt("compound_statement", &CLowerer::compound);
    on_stmt("expression_statement", &CLowerer::expression_statement);
    on_stmt("declaration", &CLowerer::declaration);
    on_stmt("function_definition", &CLowerer::function_definition);
    on_stmt("type_definition", &CLowerer::type_definition);
    on_stmt("struct_specifier", &CLowerer::type_only);
    on_stmt("union_specifier", &CLowerer::type_only);
    on_stmt("enum_specifier", &CLowerer::type_only);
    on_stmt("if_statement", &CLowerer::if_statement);
    on_stmt("while_statement", &CLowerer::while_statement);
    on_stmt("do_statement", &CLowerer::do_statement);
    on_stmt("for_statement", &CLowerer::for_statement);
    on_stmt("switch_statement", &CLowerer::switch_statement);
    on_stmt("case_statement", &CLowerer::nested_case);
    on_stmt("break_statement", &CLowerer::break_statement);
    on_stmt("continue_statement", &CLowerer::continue_statement);
    on_stmt("return_statement", &CLowerer::return_statement);
    on_stmt("goto_statement", &CLowerer::goto_statement);
    on_stmt("labeled_statement", &CLowerer::labeled_statement);
    on_stmt("preproc_include", &CLowerer::nothing);
    on_stmt("preproc_def", &CLowerer::nothing);
    on_stmt("preproc_function_def", &CLowerer::nothing);
    on_stmt("preproc_call", &CLowerer::nothing);
    on_stmt("comment", &CLowerer::nothing);

    on_expr("identifier", &CLowerer::identifier);
    on_expr("number_literal", &CLowerer::number_literal);
    on_expr("char_literal", &CLowerer::char_literal);
    on_expr("string_literal", &CLowerer::string_literal);
    on_expr("concatenated_string", &CLowerer::string_literal);
    on_expr("true", &CLowerer::true_literal);
    on_expr("false", &CLowerer::false_literal);
    on_expr("null", &CLowerer::null_literal);
    on_expr("parenthesized_expression", &CLowerer::parenthesized);
    on_expr("binary_expression", &CLowerer::binary);
    on_expr("unary_expression", &CLowerer::unary);
    on_expr("update_expression", &CLowerer::update);
    on_expr("pointer_expression", &CLowerer::pointer_expression);
    on_expr("assignment_expression", &CLowerer::assignment);
    on_expr("conditional_expression", &CLowerer::conditional);
    on_expr("comma_expression", &CLowerer::comma);
    on_expr("call_expression", &CLowerer::call);
    on_expr("subscript_expression", &CLowerer::subscript);
    on_expr("field_expression", &CLowerer::field_expression);
    on_expr("cast_expression", &CLowerer::cast);
    on_expr("sizeof_expression", &CLowerer::sizeof_expression);
    on_expr("offsetof_expression", &CLowerer::offsetof_expression);
    on_expr("alignof_expression", &CLowerer::alignof_expression);
    on_expr("generic_expression", &CLowerer::generic_expression);
    on_expr("compound_literal_expression", &CLowerer::compound_literal);
    on_expr("initializer_list", &CLowerer::initializer_list_expr);
    scopes_.emplace_back();
    // the library integer typedefs as if their headers declared them, so casts, sizeof and declarations agree
    for (const auto& [name, b] : library_integer_types()) typedefs_.emplace(std::string(name), make(b));
  }

  void run(TSNode root) {
    b_.set_span(span(root));
    b_.label(b_.sym("entry"));
    report_syntax_errors(root);
    // functions and externs other files define (c_project.cpp): bound before this file's own definitions
    for (const CImportSite& s : plan_c_imports(root, src_)) {
      b_.set_span(span(s.node));
      b_.symbolic("import*:" + s.name);
    }
    b_.set_span(span(root));
    field_ptrs_ = takes_field_address(root);
    // char views of other objects (runtime/c_bytes.cpp) only come from void * or char * casts
    byte_views_ = src_.find("void *") != std::string_view::npos || src_.find("void*") != std::string_view::npos || src_.find("char *)") != std::string_view::npos ||
                  src_.find("char*)") != std::string_view::npos || src_.find("uint8_t *)") != std::string_view::npos ||
                  src_.find("uint8_t*)") != std::string_view::npos || src_.find("_pointer") != std::string_view::npos;
    casts_char_buffers(src_, wide_scalars_, wide_structs_);
    sign_views_ = declares_signed_bytes(src_);
    wide_views_ = wide_scalars_ || wide_structs_;
    atexit_ = src_.find("atexit") != std::string_view::npos;
    if (src_.find("strtok") != std::string_view::npos)
      b_.decl_var("__c_strtok_state", b_.new_array("list", b_.const_int(0)));
    if (src_.find("__c_errno") != std::string_view::npos) {  // errno: the run's one-cell int array (c_errno.cpp)
      b_.decl_var("__c_errno", b_.call_function("__c_errno_cell", {}));
      CT t = make(B::Int);
      t.nd = 1;
      t.dims[0] = 1;
      scopes_.front()["__c_errno"] = Var{t, "__c_errno"};
    }
    lower_stmts(root);
    close_labels();
  }

 private:
  // --- helpers -----------------------------------------------------------------------
  /// Whether the program takes the address of a field (&s.f, &p->f): only
  /// then may a pointer be a field pointer, which LOAD_INDIRECT and
  /// STORE_INDIRECT do not follow, so dereferences go through the runtime.
  /// One iterative pre-order walk over the whole tree (linear: no
  /// ts_node_named_child in a loop, no recursion).
  bool takes_field_address(TSNode root) const {
    TSTreeCursor c = ts_tree_cursor_new(root);
    bool found = false;
    while (!found) {
      TSNode n = ts_tree_cursor_current_node(&c);
      if (is(n, s_pointer_expression) && text(child(n, f_operator)) == "&") {
        TSNode a = child(n, f_argument);
        while (is(a, s_parenthesized_expression) && ts_node_named_child_count(a) > 0) a = ts_node_named_child(a, 0);
        if (is(a, s_field_expression)) found = true;
      }
      if (ts_tree_cursor_goto_first_child(&c)) continue;
      bool moved = false;
      do {
        if (ts_tree_cursor_goto_next_sibling(&c)) {
          moved = true;
          break;
        }
      } while (ts_tree_cursor_goto_parent(&c));
      if (!moved) break;
    }
    ts_tree_cursor_delete(&c);
    return found;
  }
  Reg ex(TSNode n, CT& t) {
    cur_ = CT{};
    Reg r = lower_expr(n);
    t = cur_;
    return r;
  }
  Reg typed(Reg r, const CT& t) {
    cur_ = t;
    return r;
  }
  std::string ann(const CT& t) const {
    if (t.nd > 0) {
      CT e = t;
      e.nd = 0;
      e.decayed = false;
      std::string inner = ann(e);
      if (inner.empty()) return {};
      std::string s;
      for (int k = 0; k < t.nd; ++k) s += t.decayed && k == 0 ? "Pointer[" : "Array[";
      s += inner;
      s.append(t.nd, ']');
      return s;
    }
    if (t.ptr > 0) {
      CT e = t;
      --e.ptr;
      std::string inner = ann(e);
      return inner.empty() ? std::string() : "Pointer[" + inner + "]";
    }
    switch (t.b) {
      case B::Bool: return "Bool";
      case B::Char: case B::SChar: return "Int8";
      case B::UChar: return "UInt8";
      case B::Short: return "Int16";
      case B::UShort: return "UInt16";
      case B::Int: return "Int32";
      case B::UInt: return "UInt32";
      case B::Long: return "Int64";
      case B::ULong: return "UInt64";
      case B::Float: return "Float32";
      case B::Double: return t.sid == kLongDouble ? std::string() : "Float64";  // long double: no typed conversion
      case B::Struct: return t.sid < structs_.size() ? structs_[t.sid].name : std::string();
      default: return {};
    }
  }
  void annotate(const CT& t) {
    std::string a = ann(t);
    if (!a.empty()) b_.annotate_last(a);
  }
  /// The structs size_of / align_of are inside of (a cycle guard).
  mutable std::vector<std::uint32_t> sizing_, aligning_;
  std::int64_t size_of(const CT& t, int depth = 0) const {
    if (depth > 16) return 8;
    if (t.nd > 0 && !t.decayed) {
      CT e = deref(t);
      std::int64_t n = t.dims[0] > 0 ? t.dims[0] : 1;
      return n * size_of(e, depth + 1);
    }
    if (t.ptr > 0 || t.decayed) return 8;
    switch (t.b) {
      case B::Bool: case B::Char: case B::SChar: case B::UChar: return 1;
      case B::Short: case B::UShort: return 2;
      case B::Int: case B::UInt: case B::Float: return 4;
      case B::Long: case B::ULong: return 8;
      case B::Double: return t.sid == kLongDouble ? 16 : 8;
      case B::Complex: return t.sid == 2 ? 8 : 16;
      case B::Struct: {
        if (t.sid >= structs_.size()) return 8;
        // a struct holding itself by value (only in broken input) would
        // recurse through its own fields: sized as a pointer instead
        if (std::find(sizing_.begin(), sizing_.end(), t.sid) != sizing_.end()) return 8;
        sizing_.push_back(t.sid);
        struct Pop {
          std::vector<std::uint32_t>& v;
          ~Pop() { v.pop_back(); }
        } pop{sizing_};
        const StructInfo& s = structs_[t.sid];
        // as gcc lays out x86-64 structs, in bits: a bit-field goes at the
        // next bit unless it would straddle a boundary of its type's size;
        // an unnamed one does not align the struct, a zero-width one
        // moves to its type's next boundary
        std::int64_t bit = 0, align = 1, maxsz = 0;
        std::size_t pi = 0;
        auto place = [&](const CT& type, int bits, bool named) {
          // a flexible array member (T items[] last) takes no room, only its alignment
          const bool flexible = type.nd > 0 && !type.decayed && type.dims[0] == 0;
          std::int64_t sz = flexible ? 0 : size_of(type, depth + 1), al = packed(s, align_of(type, depth + 1));
          if (named) align = std::max(align, al);
          if (s.is_union) {
            maxsz = std::max(maxsz, bits > 0 || !named ? (bits + 7) / 8 : sz);
          } else if (bits > 0 || !named) {
            std::int64_t unit = sz * 8;
            if (bits == 0) bit = (bit + al * 8 - 1) / (al * 8) * (al * 8);
            else if (bit / unit != (bit + bits - 1) / unit) bit = (bit + unit - 1) / unit * unit;
            bit += bits;
          } else {
            std::int64_t off = (bit + 7) / 8;
            bit = ((off + al - 1) / al * al + sz) * 8;
          }
        };
        for (std::size_t fi = 0; fi <= s.fields.size(); ++fi) {
          for (; pi < s.pads.size() && s.pads[pi].before == fi; ++pi) place(s.pads[pi].type, s.pads[pi].bits, false);
          if (fi >= s.fields.size()) continue;
          const int g = s.fields[fi].group;
          if (g < 0) place(s.fields[fi].type, s.fields[fi].bits, true);
          else if (fi == 0 || s.fields[fi - 1].group != g) place(s.anon[static_cast<std::size_t>(g)], 0, true);
        }
        std::int64_t total = s.is_union ? maxsz : (bit + 7) / 8;
        return (total + align - 1) / align * align;
      }
      default: return 1;
    }
  }
  /// Each field's first bit in a (non-union) struct, placed as size_of
  /// places them (pads and anonymous members included).
  std::vector<std::int64_t> field_bit_offsets(std::uint32_t sid) const {
    const StructInfo& s = structs_[sid];
    std::vector<std::int64_t> out(s.fields.size(), 0);
    std::int64_t bit = 0, group_start = 0;
    std::size_t pi = 0;
    auto place = [&](const CT& type, int bits, bool named) {
      std::int64_t sz = size_of(type), al = packed(s, align_of(type, 0));
      if (bits > 0 || !named) {
        std::int64_t unit = sz * 8;
        if (bits == 0) bit = (bit + al * 8 - 1) / (al * 8) * (al * 8);
        else if (bit / unit != (bit + bits - 1) / unit) bit = (bit + unit - 1) / unit * unit;
        const std::int64_t at = bit;
        bit += bits;
        return at;
      }
      std::int64_t off = (bit + 7) / 8;
      off = (off + al - 1) / al * al;
      bit = (off + sz) * 8;
      return off * 8;
    };
    for (std::size_t fi = 0; fi < s.fields.size(); ++fi) {
      for (; pi < s.pads.size() && s.pads[pi].before == fi; ++pi) place(s.pads[pi].type, s.pads[pi].bits, false);
      const int g = s.fields[fi].group;
      if (g < 0) out[fi] = place(s.fields[fi].type, s.fields[fi].bits, true);
      else {
        if (fi == 0 || s.fields[fi - 1].group != g) group_start = place(s.anon[static_cast<std::size_t>(g)], 0, true);
        out[fi] = group_start;  // not used for layouts (members of anonymous members are skipped)
      }
    }
    return out;
  }
  /// A member's alignment under its struct's #pragma pack.
  static std::int64_t packed(const StructInfo& s, std::int64_t al) { return s.pack > 0 ? std::min<std::int64_t>(al, s.pack) : al; }
  std::int64_t align_of(const CT& t, int depth) const {
    if (depth > 16) return 8;
    if (t.nd > 0 && !t.decayed) return align_of(deref(t), depth + 1);
    if (t.b == B::Struct && t.ptr == 0) {
      std::int64_t a = 1;
      if (t.sid >= structs_.size() || std::find(aligning_.begin(), aligning_.end(), t.sid) != aligning_.end()) return 8;
      aligning_.push_back(t.sid);  // (a struct holding itself: as in size_of)
      for (const Field& f : structs_[t.sid].fields) a = std::max(a, align_of(f.type, depth + 1));
      aligning_.pop_back();
      return packed(structs_[t.sid], a);
    }
    if (is_complex(t)) return t.sid == 2 ? 4 : 8;
    return size_of(t, depth + 1);
  }
  const Var* lookup(std::string_view name) const {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
      auto f = it->find(std::string(name));
      if (f != it->end()) return &f->second;
    }
    return nullptr;
  }
  const Field* field_of(const CT& t, std::string_view name) const {
    if (t.b != B::Struct || t.sid >= structs_.size()) return nullptr;
    for (const Field& f : structs_[t.sid].fields)
      if (f.name == name) return &f;
    return nullptr;
  }
  /// Arithmetic conversion of a value for a store the VM does not convert.
  Reg convert(Reg v, const CT& from, const CT& to) {
    if (is_complex(to) || is_complex(from)) return complex_convert(v, from, to);
    if (is_ld(to) || is_ld(from)) return ld_convert(v, from, to);
    if (!is_arith(to)) return v;
    if (is_arith(from) && ann(from) == ann(to)) return v;
    if (is_u64(from) && (to.b == B::Double || to.b == B::Float) && to.ptr == 0 && to.nd == 0) {
      v = u64_real(v);
      if (to.b == B::Double) return v;
    }
    if (!is_arith(from) && from.b != B::Unknown) return v;
    Reg r = b_.unop(Operator::Pos, v);
    annotate(to);
    return r;
  }
  /// True when a struct value from this expression may be shared with a
  /// variable (so a by-value use must copy it): anything but a call or a
  /// fresh literal.
  static bool is_lvalue_kind(TSSymbol s, const CLowerer& l) {
    return s != l.s_call_expression && s != l.s_compound_literal && s != l.s_initializer_list;
  }
  /// A value for a write of type `to` from expression n: initializer lists,
  /// struct copies, array-to-pointer decay, numeric conversion when `num`.
  Reg value_for(TSNode n, const CT& to, bool num) {
    if (too_deep_here()) return too_deep(n);  // {{{...}}} recurses through init_list
    DepthGuard g(depth_);
    if (is(n, s_initializer_list)) return init_list(n, to);
    if (to.ptr > 0 && to.nd == 0) {  // a null pointer constant (0, '\0', 0L) stored as a pointer is NULL
      std::int64_t zero = -1;
      if (const_eval(n, zero) && zero == 0 && is_arith(static_type(n))) return typed(b_.const_none(), to);
    }
    if (to.nd > 0 && !to.decayed && (is_charish(to.b) || (to.b == B::Int && wide_literal(n))) &&
        (is(n, s_string_literal) || is(n, s_concatenated_string))) {
      const bool wide = wide_literal(n);
      Reg s = wide ? b_.const_str(string_value(n)) : lower_expr(n);
      Reg len = b_.const_int(to.dims[0] > 0 ? to.dims[0] : 0);
      std::array<Reg, 3> a{s, len, b_.const_int(wide ? 1 : 0)};
      return b_.call_function("__c_chars", a);
    }
    if (to.decayed && to.nd >= 2 && to.ptr == 0 && is(n, s_pointer_expression) && text(child(n, f_operator)) == "&") {
      // long (*p)[4] = &a: a pointer to arrays holds rows; &a is the one row a
      const CT at = static_type(child(n, f_argument));
      if (at.nd == to.nd - 1 && !at.decayed) {
        CT t;
        std::array<Reg, 2> args{ex(child(n, f_argument), t), b_.const_int(1)};
        return b_.call_function("__c_array", args);
      }
    }
    CT saved = alloc_hint_;
    alloc_hint_ = to;
    CT t;
    Reg v = ex(n, t);
    alloc_hint_ = saved;
    if (is_struct(to) && is_lvalue_kind(sym(n), *this)) {
      std::array<Reg, 1> a{v};
      return b_.call_function("__c_copy", a);
    }
    if (from_bytes(to, t)) return unbytes(v, to, t);  // const Rec *r = a (a void * or char * to it)
    if (to.ptr == 1 && to.nd == 0 && (t.ptr > 0 || t.nd > 0)) {
      const CT e = deref(t);
      const bool e_char = e.nd == 0 && e.ptr == 0 && is_charish(e.b);
      if (to.b == B::Void && !e_char && is_arith(e)) {
        // ints passed as a void *: the runtime notes their type for a char view inside
        std::array<Reg, 2> a{v, b_.const_str(byte_desc(e))};
        v = b_.call_function("__c_void_typed", a);
      } else if (is_charish(to.b) && !e_char && (e.b == B::Void || e.b == B::Unknown || is_arith(e) || is_struct(e))) {
        // const unsigned char *p = data: a char view of other objects, as the cast gives
        std::array<Reg, 3> a{v, b_.const_str(e.b == B::Void || e.b == B::Unknown ? "" : byte_desc(e)),
                             b_.const_int(to.b == B::UChar ? 0 : 1)};
        return b_.call_function("__c_bytes", a);
      }
    }
    if (to.ptr > 0 && to.nd == 0 && t.nd > 0 && !t.decayed) {
      Reg z = b_.const_int(0);
      return b_.binop(Operator::Add, v, z);  // array decays to a pointer to its first element
    }
    if (is_complex(t) != is_complex(to)) return complex_convert(v, t, to);  // the VM's typed stores know no complex
    if (is_ld(t) != is_ld(to)) return ld_convert(v, t, to);  // nor long double
    return num ? convert(v, t, to) : v;
  }
  Reg zero(const CT& t) {
    if (t.nd > 0 && !t.decayed) {
      CT e = t;
      e.nd = 0;
      std::vector<Reg> args;
      args.push_back(zero_fill(e));
      for (int k = 0; k < t.nd; ++k) args.push_back(b_.const_int(t.dims[k] > 0 ? t.dims[k] : 0));
      // a char array is a byte buffer like malloc's: (T *)(pool + off) views decode its bytes (an arena)
      const bool bytes = t.nd == 1 && t.ptr == 0 && is_charish(t.b);
      return b_.call_function(bytes ? "__c_byte_array" : "__c_array", args);
    }
    if (t.ptr > 0 || t.decayed) return b_.const_none();
    if (t.b == B::Struct && t.sid < structs_.size()) return b_.call_function("__new_" + structs_[t.sid].name, {});
    if (t.b == B::Float || t.b == B::Double) return b_.const_float(0.0);
    if (t.b == B::Bool) return b_.const_bool(false);
    if (t.b == B::Complex) return complex_zero();
    return b_.const_int(0);
  }
  Reg complex_zero() {
    std::array<Reg, 2> a{b_.const_float(0.0), b_.const_float(0.0)};
    return b_.call_function("__c_cx", a);
  }
  /// A value converted to or from a complex type (real part kept, or imaginary part 0).
  Reg complex_convert(Reg v, const CT& from, const CT& to) {
    if (is_complex(to) && is_arith(from)) {
      std::array<Reg, 1> a{v};
      return b_.call_function("__c_cx_real", a);
    }
    if (is_arith(to) && is_complex(from)) {
      std::array<Reg, 1> a{v};
      return convert(b_.call_function("creal", a), make(B::Double), to);
    }
    return v;
  }
  /// A value converted to or from long double: other numbers are long
  /// doubles as they are; a long double becomes a double (then float) or a
  /// truncated integer (then wrapped to its type) in the runtime.
  Reg ld_convert(Reg v, const CT& from, const CT& to) {
    if (is_ld(to) || !is_ld(from) || !is_arith(to)) {
      if (is_ld(to) && is_u64(from)) return ld_of_u64(v);
      return v;
    }
    std::array<Reg, 2> a{v, b_.const_int(is_int(to) && to.b != B::Bool ? 1 : 0)};
    Reg r = b_.call_function("__c_ld_to", a);
    if (to.b == B::Double || to.b == B::Long) return r;
    r = b_.unop(Operator::Pos, r);
    annotate(to);
    return r;
  }
  /// An unsigned long as a long double: all 64 bits of its value (a double would round it).
  Reg ld_of_u64(Reg v) {
    std::array<Reg, 2> a{v, b_.const_int(2)};
    return b_.call_function("__c_ld_to", a);
  }
  /// `a op b` in long double (+ - * / neg and the comparisons), or kNoReg for another operator.
  Reg ld_op(Operator o, Reg a, Reg b) {
    static constexpr std::array<Operator, 10> kOps = {Operator::Add, Operator::Sub, Operator::Mul, Operator::Div, Operator::Neg,
                                                      Operator::Eq, Operator::Ne, Operator::Lt, Operator::Le, Operator::Gt};
    std::int64_t code = o == Operator::Ge ? 10 : -1;
    for (std::size_t k = 0; k < kOps.size() && code < 0; ++k)
      if (kOps[k] == o) code = static_cast<std::int64_t>(k);
    if (code < 0) return kNoReg;
    std::array<Reg, 3> args{b_.const_int(code), a, b};
    return b_.call_function("__c_ld_op", args);
  }
  /// The fill value of a fresh array: a scalar zero or a struct constructor.
  Reg zero_fill(const CT& e) {
    if (e.ptr > 0) return b_.const_none();
    if (e.b == B::Struct && e.sid < structs_.size()) return b_.load_var("__new_" + structs_[e.sid].name);
    if (e.b == B::Float || e.b == B::Double) return b_.const_float(0.0);
    if (e.b == B::Complex && e.nd == 0) return complex_zero();  // shared: complex values are never changed in place
    return b_.const_int(0);
  }
  /// Whether initialiser element k fills a scalar of an aggregate by brace
  /// elision (int m[2][3] = {1, 2, 3, 4, 5, 6}; struct P ps[2] = {1, 2, 3, 4}).
  bool elided(TSNode k, const CT& e) {
    const bool agg = (e.nd > 0 && !e.decayed) || is_struct(e);
    if (!agg || is(k, s_initializer_list) || is(k, s_initializer_pair)) return false;
    if ((is(k, s_string_literal) || is(k, s_concatenated_string)) && e.nd > 0) return false;
    return is_arith(static_type(k));
  }
  /// Number of scalars in an aggregate (for brace elision).
  std::int64_t leaves(const CT& t, int depth = 0) {
    if (depth > 16) return 1;
    if (t.nd > 0 && !t.decayed) return std::max<std::int64_t>(t.dims[0], 1) * leaves(deref(t), depth + 1);
    if (is_struct(t) && t.sid < structs_.size()) {
      std::int64_t n = 0;
      for (const Field& f : structs_[t.sid].fields) n += leaves(f.type, depth + 1);
      return std::max<std::int64_t>(n, 1);
    }
    return 1;
  }
  /// Fills the aggregate `target` of type t from consecutive scalar kids.
  void fill_flat(Reg target, const CT& t, const std::vector<TSNode>& kids, std::size_t& ki, int depth = 0) {
    if (depth > 16) return;
    auto more = [&] { return ki < kids.size() && !is(kids[ki], s_initializer_list) && !is(kids[ki], s_initializer_pair); };
    if (t.nd > 0 && !t.decayed) {
      CT e = deref(t);
      const bool agg = (e.nd > 0 && !e.decayed) || is_struct(e);
      for (std::int64_t z = 0; z < std::max<std::int64_t>(t.dims[0], 1) && more(); ++z) {
        Reg i = b_.const_int(z);
        if (agg) fill_flat(b_.load_index(target, i), e, kids, ki, depth + 1);
        else b_.store_index(target, i, value_for(kids[ki++], e, true));
      }
      return;
    }
    if (is_struct(t) && t.sid < structs_.size()) {
      const auto fields = structs_[t.sid].fields;
      for (const Field& f : fields) {
        if (!more()) break;
        const bool agg = (f.type.nd > 0 && !f.type.decayed) || is_struct(f.type);
        if (agg) {
          fill_flat(b_.load_field(target, f.name), f.type, kids, ki, depth + 1);
        } else {
          Reg v = value_for(kids[ki++], f.type, true);
          if (f.bits > 0) v = bitfield(v, f.bits, f.type);
          b_.store_field(target, f.name, v);
        }
      }
    }
  }
  /// The designators of an initializer pair (`[2].x`, `.a.b`, `[1 ... 3]`).
  std::vector<TSNode> designators(TSNode pair) { return field_children(pair, f_designator); }
  /// Field index of a designator naming a member of struct t (-1 if none).
  int field_index(const CT& t, TSNode d) {
    if (!is_struct(t) || t.sid >= structs_.size()) return -1;
    TSNode id = is(d, s_field_identifier) ? d : (ts_node_named_child_count(d) > 0 ? ts_node_named_child(d, 0) : TSNode{});
    if (ts_node_is_null(id)) return -1;
    std::string_view name = text(id);
    const auto& fields = structs_[t.sid].fields;
    for (std::size_t z = 0; z < fields.size(); ++z)
      if (fields[z].name == name) return static_cast<int>(z);
    return -1;
  }
  /// Stores v at the designated path ds[di..] inside the aggregate obj of
  /// type t: `.as.d = 2.5`, `[0][0] = 1`, `[1].x = 3`, `[1 ... 3] = 5`.
  void store_designated(Reg obj, const CT& t, const std::vector<TSNode>& ds, std::size_t di, TSNode v) {
    if (di >= ds.size() || deeper_than_allowed(v)) return;
    DepthGuard g(depth_);
    TSNode d = ds[di];
    const bool last = di + 1 == ds.size();
    if (is(d, s_subscript_designator) || is(d, s_subscript_range_designator)) {
      if (t.nd == 0 && t.ptr == 0) return;
      std::int64_t lo = 0, hi = 0;
      if (is(d, s_subscript_range_designator)) {
        if (!const_eval(child(d, f_start), lo) || !const_eval(child(d, f_end), hi)) return;
      } else {
        if (ts_node_named_child_count(d) == 0 || !const_eval(ts_node_named_child(d, 0), lo)) return;
        hi = lo;
      }
      CT e = deref(t);
      for (std::int64_t x = lo; x <= hi && x - lo < 4096; ++x) {
        Reg i = b_.const_int(x);
        if (!last) store_designated(b_.load_index(obj, i), e, ds, di + 1, v);
        else if (e.nd > 0 && !e.decayed && is(v, s_initializer_list)) fill_list(b_.load_index(obj, i), v, e);
        else b_.store_index(obj, i, value_for(v, e, true));
      }
      return;
    }
    int fi = field_index(t, d);
    if (fi < 0) return;
    const Field f = structs_[t.sid].fields[static_cast<std::size_t>(fi)];
    if (!last) {
      store_designated(b_.load_field(obj, f.name), f.type, ds, di + 1, v);
    } else {
      Reg val = value_for(v, f.type, true);
      if (f.bits > 0) val = bitfield(val, f.bits, f.type);
      b_.store_field(obj, f.name, val);
    }
    if (structs_[t.sid].is_union) union_sync(obj, f.name);
  }
  /// The length of an unsized array from its initialiser's elements ([i] = v counts up to i).
  std::int64_t designated_count(const std::vector<TSNode>& kids) {
    std::int64_t cnt = 0, idx = 0;
    for (TSNode k : kids) {
      if (is(k, s_initializer_pair)) {
        std::int64_t v = 0;
        TSNode d = child(k, f_designator);
        if (!ts_node_is_null(d) && is(d, s_subscript_designator) && ts_node_named_child_count(d) > 0 &&
            const_eval(ts_node_named_child(d, 0), v))
          idx = v;
        if (!ts_node_is_null(d) && is(d, s_subscript_range_designator) && const_eval(child(d, f_end), v)) idx = v;
      }
      cnt = std::max(cnt, ++idx);
    }
    return cnt;
  }
  /// The length of `T a[] = {...}` (flat scalars fill aggregates one after another).
  std::int64_t unsized_length(TSNode init, const CT& t) {
    auto kids = named_children(init);
    if (!kids.empty() && elided(kids[0], deref(t))) {
      std::int64_t per = std::max<std::int64_t>(leaves(deref(t)), 1);
      return (static_cast<std::int64_t>(kids.size()) + per - 1) / per;
    }
    return designated_count(kids);
  }
  Reg init_list(TSNode n, const CT& t) {
    auto kids = named_children(n);
    if (t.nd > 0 && !t.decayed && !kids.empty() && elided(kids[0], deref(t))) {
      // a flat list of scalars for an array of aggregates
      CT tt = t;
      if (tt.dims[0] <= 0) {
        std::int64_t per = leaves(deref(t));
        tt.dims[0] = (static_cast<std::int64_t>(kids.size()) + per - 1) / per;
      }
      Reg arr = zero(tt);
      std::size_t ki = 0;
      fill_flat(arr, tt, kids, ki);
      cur_ = tt;
      return arr;
    }
    if (t.nd > 0 && !t.decayed) {
      CT tt = t;
      if (tt.dims[0] <= 0) tt.dims[0] = designated_count(kids);
      Reg arr = zero(tt);
      CT e = deref(tt);
      std::int64_t idx = 0;
      for (TSNode k : kids) {
        TSNode v = k;
        if (is(k, s_initializer_pair)) {
          auto ds = designators(k);
          if (ds.size() > 1 || (!ds.empty() && is(ds[0], s_subscript_range_designator))) {
            store_designated(arr, tt, ds, 0, child(k, f_value));
            std::int64_t x = 0;
            if (is(ds[0], s_subscript_range_designator) ? const_eval(child(ds[0], f_end), x)
                                                        : ts_node_named_child_count(ds[0]) > 0 && const_eval(ts_node_named_child(ds[0], 0), x))
              idx = x + 1;
            continue;
          }
          TSNode d = child(k, f_designator);
          std::int64_t x = 0;
          if (!ts_node_is_null(d) && ts_node_named_child_count(d) > 0 && const_eval(ts_node_named_child(d, 0), x)) idx = x;
          v = child(k, f_value);
        }
        Reg i = b_.const_int(idx++);
        if (e.nd > 0 && is(v, s_initializer_list)) {
          Reg row = b_.load_index(arr, i);
          fill_list(row, v, e);
        } else {
          Reg val = value_for(v, e, true);
          b_.store_index(arr, i, val);
        }
      }
      cur_ = tt;
      return arr;
    }
    if (is_struct(t) && t.sid < structs_.size()) {
      Reg obj = zero(t);
      std::size_t fi = 0;
      const auto fields = structs_[t.sid].fields;
      for (std::size_t ki = 0; ki < kids.size(); ++ki) {
        TSNode k = kids[ki];
        TSNode v = k;
        if (fi < fields.size() && !is(k, s_initializer_pair) && !is(k, s_initializer_list)) {
          // brace elision: a scalar initialises the first scalar of an aggregate member
          const CT& ft = fields[fi].type;
          const bool agg = (ft.nd > 0 && !ft.decayed) || is_struct(ft);
          const bool str = is(k, s_string_literal) || is(k, s_concatenated_string);
          if (agg && !(str && ft.nd > 0 && is_charish(ft.b)) && is_arith(static_type(k))) {
            CT e = ft.nd == 1 && !ft.decayed ? deref(ft) : CT{};
            if (is_arith(e)) {
              Reg arr = b_.load_field(obj, fields[fi].name);
              std::int64_t len = ft.dims[0] > 0 ? ft.dims[0] : 1;
              for (std::int64_t z = 0; z < len && ki < kids.size() && !is(kids[ki], s_initializer_pair) &&
                                       !is(kids[ki], s_initializer_list);
                   ++z, ++ki)
                b_.store_index(arr, b_.const_int(z), value_for(kids[ki], e, true));
              --ki;
            } else {
              CT tt;
              ex(k, tt);  // {0} for a nested aggregate: already zero
            }
            ++fi;
            continue;
          }
        }
        if (is(k, s_initializer_pair)) {
          auto ds = designators(k);
          int z = ds.empty() ? -1 : field_index(t, ds[0]);
          if (z >= 0) fi = static_cast<std::size_t>(z);
          if (ds.size() > 1) {
            store_designated(obj, t, ds, 0, child(k, f_value));
            ++fi;
            continue;
          }
          v = child(k, f_value);
        }
        if (fi >= fields.size()) break;
        if (const int grp = fields[fi].group; grp >= 0 && v.id == k.id && is(v, s_initializer_list) &&
                                              (fi == 0 || fields[fi - 1].group != grp)) {
          // {..., { .first_leaf = ... }}: positional braces at an anonymous member are its own (its fields are lifted here)
          const CT at = structs_[t.sid].anon[static_cast<std::size_t>(grp)];
          Reg tmp = init_list(v, at);
          // this object's own copy of the union's bytes: from the union's first member (every
          // field of it when that member is an anonymous struct)
          std::vector<std::string> synced;
          bool done = false;
          for (; fi < fields.size() && fields[fi].group == grp; ++fi) {
            b_.store_field(obj, fields[fi].name, b_.load_field(tmp, fields[fi].name));
            if (done || !anon_shared_field(t.sid, fields[fi])) continue;
            const bool direct = anon_union_member(t.sid, fields[fi]);
            if (direct && !synced.empty()) {
              done = true;
              continue;
            }
            synced.push_back(fields[fi].name);
            done = direct;
          }
          std::string names;
          for (const std::string& m : synced) names += (names.empty() ? "" : ",") + m;
          if (!names.empty()) union_sync(obj, names);  // all written at once
          continue;
        }
        Reg val = value_for(v, fields[fi].type, true);
        if (fields[fi].bits > 0) val = bitfield(val, fields[fi].bits, fields[fi].type);
        b_.store_field(obj, fields[fi].name, val);
        if (structs_[t.sid].is_union || anon_shared_field(t.sid, fields[fi])) union_sync(obj, fields[fi].name);
        ++fi;
      }
      cur_ = t;
      return obj;
    }
    if (t.b == B::Unknown && t.ptr == 0 && t.nd == 0) {
      // braces for a type the lowerer does not know (its header is not in
      // the source): the values are evaluated, the aggregate is unknown
      for (TSNode k : kids) {
        TSNode v = is(k, s_initializer_pair) ? child(k, f_value) : k;
        if (is(v, s_initializer_list)) init_list(v, CT{});
        else if (!ts_node_is_null(v)) lower_expr(v);
      }
      return b_.symbolic("initializer:unknown_type");
    }
    // scalar in braces: its first element
    if (!kids.empty()) return value_for(kids[0], t, true);
    return zero(t);
  }
  void fill_list(Reg arr, TSNode list, const CT& t) {
    if (deeper_than_allowed(list)) return;
    DepthGuard g(depth_);
    CT e = deref(t);
    std::int64_t idx = 0;
    for (TSNode k : named_children(list)) {
      if (is(k, s_initializer_pair)) {
        // [i] = v (or a deeper path) inside a nested list: positional from there on
        auto ds = designators(k);
        store_designated(arr, t, ds, 0, child(k, f_value));
        std::int64_t x = 0;
        if (!ds.empty() && (is(ds[0], s_subscript_range_designator) ? const_eval(child(ds[0], f_end), x)
                                                                    : ts_node_named_child_count(ds[0]) > 0 && const_eval(ts_node_named_child(ds[0], 0), x)))
          idx = x + 1;
        continue;
      }
      Reg i = b_.const_int(idx++);
      if (e.nd > 0 && is(k, s_initializer_list)) {
        fill_list(b_.load_index(arr, i), k, e);
      } else if (e.nd > 0 && is_charish(e.b) && (is(k, s_string_literal) || is(k, s_concatenated_string))) {
        b_.store_index(arr, i, value_for(k, e, true));
      } else {
        b_.store_index(arr, i, value_for(k, e, true));
      }
    }
  }

  // --- constant evaluation (array sizes, enum values, case labels) -----------------------
  bool const_eval(TSNode n, std::int64_t& out, int depth = 0) {
    if (ts_node_is_null(n) || depth > 64) return false;
    TSSymbol s = sym(n);
    if (s == s_number_literal) {
      std::string t(text(n));
      while (!t.empty() && (t.back() == 'u' || t.back() == 'U' || t.back() == 'l' || t.back() == 'L')) t.pop_back();
      bool neg = !t.empty() && t[0] == '-';
      if (!t.empty() && (t[0] == '-' || t[0] == '+')) t.erase(0, 1);
      if (!frontend::parse_int64(t, out, true)) return false;
      if (neg) out = -out;
      return true;
    }
    if (s == s_char_literal) {
      out = char_value(n);
      return true;
    }
    if (s == s_identifier) {
      auto it = enums_.find(std::string(text(n)));
      if (it == enums_.end()) return false;
      out = it->second;
      return true;
    }
    if (s == s_parenthesized_expression) return ts_node_named_child_count(n) > 0 && const_eval(ts_node_named_child(n, 0), out, depth + 1);
    if (s == s_sizeof) {
      out = size_of(sizeof_type(n));
      return true;
    }
    if (s == s_cast) return const_eval(child(n, f_value), out, depth + 1);
    if (s == s_unary) {
      std::int64_t a;
      if (!const_eval(child(n, f_argument), a, depth + 1)) return false;
      std::string_view op = ts_node_type(child(n, f_operator));
      out = op == "-" ? -a : op == "~" ? ~a : op == "!" ? !a : a;
      return true;
    }
    if (s == s_binary) {
      std::int64_t a, c;
      if (!const_eval(child(n, f_left), a, depth + 1) || !const_eval(child(n, f_right), c, depth + 1)) return false;
      std::string_view op = ts_node_type(child(n, f_operator));
      if (op == "+") out = a + c;
      else if (op == "-") out = a - c;
      else if (op == "*") out = a * c;
      else if (op == "/") { if (!c) return false; out = a / c; }
      else if (op == "%") { if (!c) return false; out = a % c; }
      else if (op == "<<") out = a << (c & 63);
      else if (op == ">>") out = a >> (c & 63);
      else if (op == "&") out = a & c;
      else if (op == "|") out = a | c;
      else if (op == "^") out = a ^ c;
      else if (op == "==") out = a == c;
      else if (op == "!=") out = a != c;
      else if (op == "<") out = a < c;
      else if (op == ">") out = a > c;
      else if (op == "<=") out = a <= c;
      else if (op == ">=") out = a >= c;
      else if (op == "&&") out = a && c;
      else if (op == "||") out = a || c;
      else return false;
      return true;
    }
    if (s == symbol("conditional_expression")) {
      std::int64_t c;
      if (!const_eval(child(n, f_condition), c, depth + 1)) return false;
      return const_eval(child(n, c ? f_consequence : f_alternative), out, depth + 1);
    }
    if (s == symbol("alignof_expression") && !ts_node_is_null(child(n, f_type))) {
      out = align_of(type_descriptor(child(n, f_type)), 0);
      return true;
    }
    if (s == symbol("offsetof_expression")) return offset_of(type_descriptor(child(n, f_type)), text(child(n, f_member)), out);
    return false;
  }
  std::int64_t char_value(TSNode n) {
    std::string_view t = text(n);
    auto q = t.find('\'');
    if (q == std::string_view::npos || t.size() < q + 2) return 0;
    std::string_view body = t.substr(q + 1, t.size() - q - 2);
    const bool wide = q > 0 && t.substr(0, 2) != "u8";
    std::string v = c_unescape(body, wide);
    if (v.empty()) return 0;
    if (wide) {  // L'é', u'\x263A': the code point
      std::int64_t cp = static_cast<unsigned char>(v[0]);
      const int more = cp >= 0xF0 ? 3 : cp >= 0xE0 ? 2 : cp >= 0xC0 ? 1 : 0;
      if (more) cp &= 0x3F >> more;
      for (int k = 1; k <= more && static_cast<std::size_t>(k) < v.size(); ++k) cp = cp << 6 | (static_cast<unsigned char>(v[k]) & 0x3F);
      return cp;
    }
    return static_cast<signed char>(v[0]);
  }

  // --- types ---------------------------------------------------------------------------------
  /// Integer typedefs of <stdint.h>, <stddef.h>, <time.h>, <signal.h> and
  /// <sys/types.h> that tree-sitter-c reads as plain type names (#include
  /// is a no-op, so nothing declares them): glibc x86-64 (LP64) widths.
  static const std::unordered_map<std::string_view, B>& library_integer_types() {
    static const std::unordered_map<std::string_view, B> table = {
        {"intmax_t", B::Long}, {"uintmax_t", B::ULong},
        {"int_least8_t", B::SChar}, {"int_least16_t", B::Short}, {"int_least32_t", B::Int}, {"int_least64_t", B::Long},
        {"uint_least8_t", B::UChar}, {"uint_least16_t", B::UShort}, {"uint_least32_t", B::UInt},
        {"uint_least64_t", B::ULong},
        {"int_fast8_t", B::SChar}, {"int_fast16_t", B::Long}, {"int_fast32_t", B::Long}, {"int_fast64_t", B::Long},
        {"uint_fast8_t", B::UChar}, {"uint_fast16_t", B::ULong}, {"uint_fast32_t", B::ULong},
        {"uint_fast64_t", B::ULong},
        {"time_t", B::Long}, {"clock_t", B::Long}, {"off_t", B::Long}, {"suseconds_t", B::Long},
        {"sig_atomic_t", B::Int}, {"pid_t", B::Int}, {"uid_t", B::UInt}, {"gid_t", B::UInt}, {"mode_t", B::UInt},
        {"ino_t", B::ULong}, {"dev_t", B::ULong}, {"nlink_t", B::ULong}, {"blksize_t", B::Long},
        {"blkcnt_t", B::Long}, {"useconds_t", B::UInt}, {"socklen_t", B::UInt}};
    return table;
  }
  CT base_type(TSNode n) {
    if (ts_node_is_null(n)) return make(B::Int);
    TSSymbol s = sym(n);
    if (s == s_primitive_type) {
      std::string_view t = text(n);
      if (t == "int" || t == "int32_t" || t == "ssize_t" || t == "ptrdiff_t" || t == "intptr_t") return make(t == "int" || t == "int32_t" ? B::Int : B::Long);
      if (t == "char") return make(B::Char);
      if (t == "double") return make(B::Double);
      if (t == "float") return make(B::Float);
      if (t == "void") return make(B::Void);
      if (t == "bool" || t == "_Bool") return make(B::Bool);
      if (t == "size_t" || t == "uint64_t" || t == "uintptr_t") return make(B::ULong);
      if (t == "int64_t") return make(B::Long);
      if (t == "uint32_t") return make(B::UInt);
      if (t == "int8_t") return make(B::SChar);
      if (t == "uint8_t") return make(B::UChar);
      if (t == "int16_t") return make(B::Short);
      if (t == "uint16_t") return make(B::UShort);
      if (t == "char16_t") return make(B::UShort);  // uint_least16_t
      if (t == "char32_t") return make(B::UInt);    // uint_least32_t
      if (t == "char8_t") return make(B::UChar);
      return make(B::Int);
    }
    if (s == s_sized_type_specifier) {
      std::string_view t = text(n);
      bool uns = t.find("unsigned") != std::string_view::npos;
      if (t.find("char") != std::string_view::npos) return make(uns ? B::UChar : t.find("signed") != std::string_view::npos ? B::SChar : B::Char);
      if (t.find("short") != std::string_view::npos) return make(uns ? B::UShort : B::Short);
      if (t.find("double") != std::string_view::npos) {
        CT d = make(B::Double);
        if (t.find("long") != std::string_view::npos) d.sid = kLongDouble;  // computed as a double, sized as x86-64's 16 bytes
        return d;
      }
      if (t.find("long") != std::string_view::npos) return make(uns ? B::ULong : B::Long);
      return make(uns ? B::UInt : B::Int);
    }
    if (s == s_type_identifier) {
      auto it = typedefs_.find(std::string(text(n)));
      if (it != typedefs_.end()) return it->second;
      if (text(n) == "wchar_t" || text(n) == "wint_t") return make(B::Int);  // glibc x86-64: 32-bit signed
      if (text(n) == "_Bool" || text(n) == "bool") return make(B::Bool);  // tree-sitter-c reads them as type names
      if (text(n) == "__c_complex" || text(n) == "__c_fcomplex") {  // c_preproc.cpp's spelling of _Complex types
        CT c = make(B::Complex);
        if (text(n) == "__c_fcomplex") c.sid = 2;
        return c;
      }
      if (text(n) == "jmp_buf" || text(n) == "sigjmp_buf") {  // glibc x86-64: 200 bytes; setjmp keeps its target here
        CT t = make(B::Long);
        t.nd = 1;
        t.dims[0] = 25;
        return t;
      }
      return CT{};
    }
    if (s == s_struct_specifier || s == s_union_specifier) return struct_type(n, s == s_union_specifier);
    if (s == s_enum_specifier) {
      define_enum(n);
      return make(B::Int);
    }
    return CT{};
  }
  CT struct_type(TSNode n, bool is_union) {
    if (too_deep_here()) {  // struct { struct { ... } a; } b: recursion through base_type
      too_deep(n);
      return CT{};
    }
    DepthGuard g(depth_);
    TSNode nm = child(n, f_name);
    TSNode body = child(n, f_body);
    std::string name = ts_node_is_null(nm) ? "__anon" + std::to_string(structs_.size()) : std::string(text(nm));
    std::uint32_t sid;
    auto it = struct_ids_.find(name);
    if (it == struct_ids_.end()) {
      sid = static_cast<std::uint32_t>(structs_.size());
      structs_.push_back(StructInfo{name, {}, is_union, false});
      struct_ids_.emplace(name, sid);
    } else {
      sid = it->second;
    }
    CT t = make(B::Struct);
    t.sid = sid;
    if (!ts_node_is_null(body) && !structs_[sid].defined) {
      structs_[sid].defined = true;
      structs_[sid].pack = pack_at(ts_node_start_byte(n));
      for (TSNode k : named_children(n))  // struct __attribute__((packed)) S {...}: as pack(1)
        if (is(k, symbol("attribute_specifier")) && text(k).find("packed") != std::string_view::npos) structs_[sid].pack = 1;
      std::vector<Field> fields;
      std::vector<Pad> pads;
      std::vector<CT> anon;
      for (TSNode fd : named_children(body)) {
        if (!is(fd, s_field_declaration)) continue;
        CT base = base_type(child(fd, f_type));
        // each declarator with the bit-field width after it (`unsigned char c : 3, d : 5;`)
        std::vector<TSNode> decls;
        std::vector<int> widths;
        const std::uint32_t nk = ts_node_child_count(fd);
        for (std::uint32_t i = 0; i < nk; ++i) {
          TSNode k = ts_node_child(fd, i);
          const char* fname = ts_node_field_name_for_child(fd, i);
          if (fname && std::string_view(fname) == "declarator") {
            decls.push_back(k);
            widths.push_back(0);
          } else if (is(k, s_bitfield_clause) && ts_node_named_child_count(k) > 0 && !widths.empty()) {
            std::int64_t w = 0;
            if (const_eval(ts_node_named_child(k, 0), w) && w >= 0 && w < 64) widths.back() = static_cast<int>(w);
          }
        }
        if (decls.empty() && is_struct(base) && base.sid < structs_.size() && base.sid != sid) {
          // struct { int kind; union { int i; double d; }; }: the anonymous
          // member's fields are this struct's (stored apart, sized as one unit)
          const int grp = static_cast<int>(anon.size());
          anon.push_back(base);
          for (const Field& f : structs_[base.sid].fields) fields.push_back(Field{f.name, f.type, f.bits, grp});
          continue;
        }
        for (std::size_t di = 0; di < decls.size(); ++di) {
          const TSNode d = decls[di];
          const int bits = widths[di];
          Decl dl;
          parse_declarator(d, base, dl);
          if (dl.name.rfind("__rd_pad", 0) == 0) {  // unnamed bit-field (c_preproc.cpp names it)
            pads.push_back(Pad{fields.size(), dl.type, bits});
            continue;
          }
          fields.push_back(Field{dl.name, dl.type, bits});
        }
      }
      structs_[sid].fields = std::move(fields);
      structs_[sid].pads = std::move(pads);
      structs_[sid].anon = std::move(anon);
      emit_struct(sid);
    }
    return t;
  }
  /// Appends to a union layout (`__union__`) the scalar fields (and arrays of
  /// scalars) of struct member `member` (struct sid) at their offsets, as
  /// member.field:type:size:count:offset; a bit-field as the storage unit
  /// holding it, its first bit and width (with_bits) or not at all.
  void member_field_layout(std::string& layout, const std::string& member, std::uint32_t sid, bool with_bits, std::int64_t base = 0) const {
    const std::vector<std::int64_t> bitoff = field_bit_offsets(sid);
    for (std::size_t k = 0; k < structs_[sid].fields.size(); ++k) {
      const Field& sf = structs_[sid].fields[k];
      CT se = sf.type;
      std::int64_t n = 1;
      if (se.nd == 1 && !se.decayed) {
        n = se.dims[0] > 0 ? se.dims[0] : 1;
        se = deref(se);
      }
      if (!is_arith(se) || sf.group >= 0 || (sf.bits > 0 && !with_bits)) continue;
      const std::int64_t sz = size_of(se);
      std::string at = std::to_string(base + bitoff[k] / 8);
      if (sf.bits > 0) {
        const std::int64_t unit = bitoff[k] / (sz * 8) * sz;
        at = std::to_string(base + unit) + ":" + std::to_string(bitoff[k] - unit * 8) + ":" + std::to_string(sf.bits);
      }
      layout += (layout.empty() ? "" : ",") + member + "." + sf.name + ":" + layout_ann(se) + ":" + std::to_string(sz) + ":" +
                std::to_string(n) + ":" + at;
    }
  }
  /// Appends to a union layout field `name` of the anonymous struct a_sid
  /// (lifted into its container) at `base` plus its offset in the struct; a
  /// bit-field as its storage unit, first bit and width.
  void anon_struct_field_layout(std::string& layout, std::uint32_t a_sid, const std::string& name, std::int64_t base) const {
    if (a_sid >= structs_.size() || structs_[a_sid].is_union) return;
    const std::vector<std::int64_t> bitoff = field_bit_offsets(a_sid);
    for (std::size_t k = 0; k < structs_[a_sid].fields.size(); ++k) {
      const Field& sf = structs_[a_sid].fields[k];
      if (sf.name != name || sf.group >= 0) continue;
      CT se = sf.type;
      std::int64_t n = 1;
      if (se.nd == 1 && !se.decayed) {
        n = se.dims[0] > 0 ? se.dims[0] : 1;
        se = deref(se);
      }
      if (!is_arith(se)) return;
      const std::int64_t sz = size_of(se);
      std::string at = std::to_string(base + bitoff[k] / 8);
      if (sf.bits > 0) {
        const std::int64_t unit = bitoff[k] / (sz * 8) * sz;
        at = std::to_string(base + unit) + ":" + std::to_string(bitoff[k] - unit * 8) + ":" + std::to_string(sf.bits);
      }
      layout += (layout.empty() ? "" : ",") + name + ":" + layout_ann(se) + ":" + std::to_string(sz) + ":" + std::to_string(n) + ":" + at;
      return;
    }
  }
  /// The class of a struct and its zero-initialising constructor __new_<S>.
  void emit_struct(std::uint32_t sid) {
    const std::string name = structs_[sid].name;
    std::string values;
    for (const Field& f : structs_[sid].fields)
      if ((f.type.nd > 0 && !f.type.decayed) || is_struct(f.type)) values += (values.empty() ? "" : ",") + f.name;
    // a union's members share storage: the runtime re-derives every member
    // from the bytes of the one written (scalars and arrays of scalars)
    std::string layout;
    if (structs_[sid].is_union)
      for (const Field& f : structs_[sid].fields) {
        if (f.group >= 0 && f.group < static_cast<int>(structs_[sid].anon.size())) {
          // union { struct { uint8_t carry : 1, zero : 1; }; uint8_t p; }: the anonymous struct's fields at their bits
          const CT& a = structs_[sid].anon[static_cast<std::size_t>(f.group)];
          if (a.sid < structs_.size() && !structs_[a.sid].is_union) {
            anon_struct_field_layout(layout, a.sid, f.name, 0);
            continue;
          }
        }
        CT e = f.type;
        std::int64_t count = 1;
        if (e.nd == 1 && !e.decayed) {
          count = e.dims[0] > 0 ? e.dims[0] : 1;
          e = deref(e);
        }
        if (is_struct(e) && count == 1 && e.sid < structs_.size() && !structs_[e.sid].is_union) {
          // a struct member: each scalar field (or array of scalars) at its offset, as member.field;
          // a bit-field as the storage unit holding it, its first bit and width
          member_field_layout(layout, f.name, e.sid, true);
          continue;
        }
        if (!is_arith(e)) continue;
        layout += (layout.empty() ? "" : ",") + f.name + ":" + layout_ann(e) + ":" + std::to_string(size_of(e)) + ":" +
                  std::to_string(count);
      }
    if (!structs_[sid].is_union) {
      // struct { int tag; union { int i; float f; }; }: each anonymous union's own scalar
      // members (and arrays of them) share its bytes as a named union's do, at the
      // union's offset in the struct (two anonymous unions are two byte ranges)
      const std::vector<std::int64_t> bitoff = field_bit_offsets(sid);
      for (std::size_t fi = 0; fi < structs_[sid].fields.size(); ++fi) {
        const Field& f = structs_[sid].fields[fi];
        if (!anon_union_group(sid, f.group)) continue;
        const std::int64_t base = bitoff[fi] / 8;
        if (!anon_union_member(sid, f)) {
          // union { struct { float x, y, z; }; float v[3]; }: x, y, z (bit-fields too) at their offsets in the anonymous struct
          const CT& u = structs_[sid].anon[static_cast<std::size_t>(f.group)];
          for (const Field& uf : structs_[u.sid].fields)
            if (uf.name == f.name && uf.group >= 0 && anon_struct_offset(sid, f) >= 0)
              anon_struct_field_layout(layout, structs_[u.sid].anon[static_cast<std::size_t>(uf.group)].sid, f.name, base);
          continue;
        }
        CT e = f.type;
        std::int64_t count = 1;
        if (e.nd == 1 && !e.decayed) {
          count = e.dims[0] > 0 ? e.dims[0] : 1;
          e = deref(e);
        }
        if (is_struct(e) && count == 1 && e.sid < structs_.size() && !structs_[e.sid].is_union && f.bits == 0) {
          // union { struct { uint16_t lo, hi; } half; uint32_t word; }: half.lo, half.hi at their offsets
          member_field_layout(layout, f.name, e.sid, false, base);
          continue;
        }
        if (!is_arith(e) || f.bits > 0) continue;
        layout += (layout.empty() ? "" : ",") + f.name + ":" + layout_ann(e) + ":" + std::to_string(size_of(e)) + ":" +
                  std::to_string(count) + ":" + std::to_string(base);
      }
    }
    const std::string bytes = structs_[sid].is_union ? "" : byte_layout(sid);
    Reg cls = emit_class(name, "", [&] {
      if (!values.empty()) b_.decl_var("__value_fields__", b_.const_str(values));
      if (!layout.empty()) b_.decl_var("__union__", b_.const_str(layout));
      if (!bytes.empty()) b_.decl_var("__layout__", b_.const_str(bytes));
    });
    b_.decl_var(name, cls);
    Reg fn = emit_function("__new_" + name, {}, [&] {
      Reg o = b_.new_object(name);
      for (const Field& f : structs_[sid].fields) b_.store_field(o, f.name, zero(f.type));
      b_.ret(o);
      after_terminator();
    }, name);
    b_.decl_var("__new_" + name, fn);
  }
  /// Whether anonymous member g of a (non-union) struct is a union, whose
  /// members share storage.
  bool anon_union_group(std::uint32_t sid, int g) const {
    if (g < 0 || sid >= structs_.size() || structs_[sid].is_union || static_cast<std::size_t>(g) >= structs_[sid].anon.size()) return false;
    const CT& a = structs_[sid].anon[static_cast<std::size_t>(g)];
    return a.sid < structs_.size() && structs_[a.sid].is_union;
  }
  /// The byte offset within the struct's shared anonymous union of lifted
  /// field f when f comes from an anonymous struct nested in that union
  /// (-1 otherwise: bit-fields and deeper nesting are not laid out).
  std::int64_t anon_struct_offset(std::uint32_t sid, const Field& f) const {
    if (!anon_union_group(sid, f.group)) return -1;
    const CT& u = structs_[sid].anon[static_cast<std::size_t>(f.group)];
    if (u.sid >= structs_.size()) return -1;
    for (const Field& uf : structs_[u.sid].fields) {
      if (uf.name != f.name || uf.group < 0) continue;
      const CT& a = structs_[u.sid].anon[static_cast<std::size_t>(uf.group)];
      if (a.sid >= structs_.size() || structs_[a.sid].is_union) return -1;
      const StructInfo& st = structs_[a.sid];
      const std::vector<std::int64_t> bitoff = field_bit_offsets(a.sid);
      for (std::size_t k = 0; k < st.fields.size(); ++k)
        if (st.fields[k].name == f.name) return st.fields[k].group >= 0 ? -1 : bitoff[k] / 8;
      return -1;
    }
    return -1;
  }
  /// Whether a store to lifted field f of struct sid re-derives the other
  /// members of its shared anonymous union.
  bool anon_shared_field(std::uint32_t sid, const Field& f) const {
    if (!anon_union_group(sid, f.group)) return false;
    return anon_union_member(sid, f) || anon_struct_offset(sid, f) >= 0;
  }
  /// Whether lifted field f is a direct member of its anonymous union (not
  /// of a struct nested in it, whose offsets differ).
  bool anon_union_member(std::uint32_t sid, const Field& f) const {
    if (f.group < 0) return false;
    const CT& a = structs_[sid].anon[static_cast<std::size_t>(f.group)];
    for (const Field& uf : structs_[a.sid].fields)
      if (uf.name == f.name) return uf.group < 0;
    return false;
  }
  /// A scalar's type in a byte layout: its annotation, or Float80 for a
  /// long double (which has none: it computes through __c_ld_op).
  std::string layout_ann(const CT& t) const { return is_ld(t) ? "Float80" : ann(t); }
  /// What the runtime needs to lay out one object of type t as bytes
  /// (runtime/c_bytes.cpp): an annotation, S:Name for a struct, P for a
  /// pointer, "" when unknown.
  std::string byte_desc(const CT& t) const {
    if (is_arith(t)) return layout_ann(t);
    if (is_struct(t) && t.sid < structs_.size() && !structs_[t.sid].is_union) return "S:" + structs_[t.sid].name;
    if (t.ptr > 0 || t.decayed) return "P";
    return "";
  }
  /// A struct's byte layout, "size|field:desc:elem_size:count:offset,..." as
  /// x86-64 places the fields ("" for a struct with bit-fields).
  std::string byte_layout(std::uint32_t sid) const {
    std::string out;
    std::int64_t off = 0;
    if (!structs_[sid].pads.empty()) return "";
    const std::vector<std::int64_t> bitoff = structs_[sid].anon.empty() ? std::vector<std::int64_t>{} : field_bit_offsets(sid);
    for (std::size_t fi = 0; fi < structs_[sid].fields.size(); ++fi) {
      const Field& f = structs_[sid].fields[fi];
      if (f.bits > 0) return "";
      if (f.group >= 0) {
        // a member of an anonymous union: its bytes are the union's own (__raw__, at their
        // struct offsets); of an anonymous struct: at that struct's offset plus its own
        if (anon_union_group(sid, f.group)) continue;
        const CT& a = structs_[sid].anon[static_cast<std::size_t>(f.group)];
        if (a.sid >= structs_.size() || !structs_[a.sid].anon.empty() || !structs_[a.sid].pads.empty()) return "";
        const std::vector<std::int64_t> inner = field_bit_offsets(a.sid);
        std::int64_t at = -1;
        for (std::size_t k = 0; k < structs_[a.sid].fields.size(); ++k)
          if (structs_[a.sid].fields[k].name == f.name) at = structs_[a.sid].fields[k].bits > 0 ? -1 : bitoff[fi] / 8 + inner[k] / 8;
        if (at < 0) return "";
        CT e = f.type;
        std::int64_t count = 1;
        if (e.nd == 1 && !e.decayed) {
          count = e.dims[0] > 0 ? e.dims[0] : 1;
          e = deref(e);
        }
        if (const std::string d = e.nd == 0 ? byte_desc(e) : ""; !d.empty())
          out += "," + f.name + ":" + d + ":" + std::to_string(size_of(e)) + ":" + std::to_string(count) + ":" + std::to_string(at);
        continue;
      }
      if (!bitoff.empty()) off = bitoff[fi] / 8;
      std::int64_t al = packed(structs_[sid], align_of(f.type, 0));
      off = (off + al - 1) / al * al;
      CT e = f.type;
      std::int64_t count = 1;
      if (e.nd == 1 && !e.decayed) {
        count = e.dims[0] > 0 ? e.dims[0] : 1;
        e = deref(e);
      }
      std::string d = e.nd == 0 ? byte_desc(e) : "";
      if (!d.empty())
        out += "," + f.name + ":" + d + ":" + std::to_string(size_of(e)) + ":" + std::to_string(count) + ":" + std::to_string(off);
      off += size_of(f.type);
    }
    CT t = make(B::Struct);
    t.sid = sid;
    return std::to_string(size_of(t)) + "|" + (out.empty() ? "" : out.substr(1));
  }
  /// offsetof(type, member): the member's byte offset as x86-64 lays the
  /// struct out (false for an unknown type or member, or bit-fields).
  /// A member of an anonymous struct/union member is found inside it, at
  /// that unit's offset; unnamed bit-field padding counts as size_of places it.
  bool offset_of(const CT& t, std::string_view member, std::int64_t& out, int depth = 0) const {
    if (!is_struct(t) || t.sid >= structs_.size() || depth > 16) return false;
    const StructInfo& s = structs_[t.sid];
    std::vector<std::int64_t> bits;
    if (!s.is_union) bits = field_bit_offsets(t.sid);
    for (std::size_t fi = 0; fi < s.fields.size(); ++fi) {
      const Field& f = s.fields[fi];
      if (f.name != member) continue;
      if (f.bits > 0) return false;
      std::int64_t at = s.is_union ? 0 : bits[fi] / 8, inner = 0;
      if (f.group >= 0 && !offset_of(s.anon[static_cast<std::size_t>(f.group)], member, inner, depth + 1)) return false;
      out = at + inner;
      return true;
    }
    return false;
  }
  Reg alignof_expression(TSNode n) {
    TSNode td = child(n, f_type);
    if (ts_node_is_null(td)) return unsupported(n);
    return typed(b_.const_int(align_of(type_descriptor(td), 0)), make(B::ULong));
  }
  Reg offsetof_expression(TSNode n) {
    std::int64_t off = 0;
    if (!offset_of(type_descriptor(child(n, f_type)), text(child(n, f_member)), off)) return unsupported(n);
    return typed(b_.const_int(off), make(B::ULong));
  }
  /// A value stored to a bit-field of `bits` bits: wrapped to that width.
  Reg bitfield(Reg v, int bits, const CT& t) {
    const bool sgn = t.b == B::Int || t.b == B::Long || t.b == B::Short || t.b == B::SChar || t.b == B::Char;
    std::array<Reg, 3> a{v, b_.const_int(bits), b_.const_int(sgn ? 1 : 0)};
    return b_.call_function("__c_bitfield", a);
  }
  void union_sync(Reg obj, const std::string& fname) {
    std::array<Reg, 2> a{obj, b_.const_str(fname)};
    b_.call_function("__c_union_set", a);
  }
  /// Whether a union has an array member (or a struct member holding one), which pointers may write.
  bool union_has_arrays(std::uint32_t sid) const {
    for (const Field& f : structs_[sid].fields) {
      if (f.type.nd > 0 && !f.type.decayed) return true;
      if (is_struct(f.type) && f.type.nd == 0 && f.type.sid < structs_.size() && !structs_[f.type.sid].is_union)
        for (const Field& g : structs_[f.type.sid].fields)
          if (g.type.nd > 0 && !g.type.decayed) return true;
    }
    return false;
  }
  bool is_union_type(const CT& t) const { return t.b == B::Struct && t.sid < structs_.size() && structs_[t.sid].is_union; }
  void define_enum(TSNode n) {
    TSNode body = child(n, f_body);
    if (ts_node_is_null(body)) return;
    std::int64_t next = 0;
    for (TSNode e : named_children(body)) {
      if (!is(e, s_enumerator)) continue;
      std::int64_t v = next;
      TSNode val = child(e, f_value);
      if (!ts_node_is_null(val)) const_eval(val, v);
      enums_[std::string(text(child(e, f_name)))] = v;
      next = v + 1;
    }
  }
  struct Decl {
    std::string name;
    CT type;
    TSNode init{};
    bool is_func = false;  ///< a function declarator (prototype) that is not a function pointer
    TSNode params{};
    TSNode vla_size{};  ///< a variable-length array's size expression
    std::vector<TSNode> vla_dims;  ///< per dimension, outermost first: its size expression when not constant
  };
  void parse_declarator(TSNode d, CT base, Decl& out) {
    std::vector<std::int64_t> dims;
    int ptr = 0;
    bool fnptr = false, func = false, array_ptr = false;
    std::size_t ptr_at = 0;  // dims collected when the pointer to arrays was met
    TSNode cur = d;
    for (int guard = 0; guard < 64 && !ts_node_is_null(cur); ++guard) {
      TSSymbol s = sym(cur);
      if (s == s_init_declarator) {
        out.init = child(cur, f_value);
        cur = child(cur, f_declarator);
      } else if (s == s_pointer_declarator || s == s_abstract_pointer_declarator) {
        if (func) {
          fnptr = true;
        } else if (!dims.empty() && !array_ptr && ptr == 0) {
          // int (*g)[4]: a pointer to arrays, held as the decayed form of int g[][4]
          array_ptr = true;
          dims.push_back(0);
          out.vla_dims.push_back(TSNode{});
          ptr_at = dims.size();
        } else {
          ++ptr;
        }
        cur = child(cur, f_declarator);
      } else if (s == s_array_declarator || s == s_abstract_array_declarator) {
        std::int64_t n = 0;
        TSNode sz = child(cur, f_size);
        if (ts_node_is_null(sz) || !const_eval(sz, n)) {
          n = 0;
          if (!ts_node_is_null(sz)) out.vla_size = sz;
        }
        dims.push_back(n);
        out.vla_dims.push_back(n == 0 && !ts_node_is_null(sz) ? sz : TSNode{});
        cur = child(cur, f_declarator);
      } else if (s == s_function_declarator || s == s_abstract_function_declarator) {  // (int (*)(int)) f: abstract
        if (!func) {
          func = true;
          out.params = child(cur, f_parameters);
        }
        cur = child(cur, f_declarator);
      } else if (s == s_parenthesized_declarator || s == s_abstract_parenthesized_declarator || s == s_attributed_declarator) {
        cur = ts_node_named_child_count(cur) > 0 ? ts_node_named_child(cur, 0) : TSNode{};
      } else {
        if (s == s_identifier || s == s_field_identifier || s == s_type_identifier) out.name = std::string(text(cur));
        break;
      }
    }
    if (ptr > 0 && dims.empty() && !func && base.nd > 0 && !base.decayed && base.ptr == 0) {
      // jmp_buf *p (T * of an array typedef T): a pointer to arrays, as int (*g)[4]
      --ptr;
      array_ptr = true;
      dims.push_back(0);
      out.vla_dims.push_back(TSNode{});
    }
    CT t = base;
    t.ptr = static_cast<std::uint8_t>(t.ptr + ptr);
    if (func && fnptr) {
      t = make(B::Func);
    } else if (func) {
      out.is_func = true;
    }
    // dims were collected outermost-last (m[2][3] is array_declarator(array_declarator(m, 2), 3))
    if (!dims.empty()) {
      std::vector<std::int64_t> all(dims.rbegin(), dims.rend());
      std::reverse(out.vla_dims.begin(), out.vla_dims.end());
      for (int k = 0; k < t.nd && all.size() < 4; ++k) all.push_back(t.dims[k]);
      t.nd = static_cast<std::uint8_t>(std::min<std::size_t>(all.size(), 4));
      for (int k = 0; k < t.nd; ++k) t.dims[k] = all[k];
      // int (*pa[2])[3]: one array dimension outside the pointer, an array of pointers to arrays
      t.inner_ptr = array_ptr && ptr_at > 0 && dims.size() == ptr_at + 1 && t.nd >= 3;
      t.decayed = array_ptr && !t.inner_ptr;
    }
    out.type = t;
  }
  CT type_descriptor(TSNode td) {
    CT base = base_type(child(td, f_type));
    TSNode d = child(td, f_declarator);
    if (ts_node_is_null(d)) return base;
    Decl dl;
    parse_declarator(d, base, dl);
    return dl.type;
  }
  CT sizeof_type(TSNode n) {
    TSNode t = child(n, f_type);
    if (!ts_node_is_null(t)) return type_descriptor(t);
    return static_type(child(n, f_value));
  }
  /// The type of a number literal as C gives it: an f/F suffix float, l/L
  /// on a floating literal long double; an integer takes the first of int,
  /// long (unsigned too for hex and octal, or with u/U) its value fits.
  CT literal_type(std::string_view t) const {
    const bool hex = t.size() > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X');
    const bool fl = t.find('.') != std::string_view::npos || (!hex && t.find_first_of("eE") != std::string_view::npos) ||
                    (hex && t.find_first_of("pP") != std::string_view::npos);
    std::size_t e = t.size();
    while (e > 0 && (t[e - 1] == 'u' || t[e - 1] == 'U' || t[e - 1] == 'l' || t[e - 1] == 'L' || (!hex && (t[e - 1] == 'f' || t[e - 1] == 'F')))) --e;
    const std::string_view suf = t.substr(e);
    if (fl) {
      if (suf.find_first_of("fF") != std::string_view::npos) return make(B::Float);
      CT d = make(B::Double);
      if (suf.find_first_of("lL") != std::string_view::npos) d.sid = kLongDouble;
      return d;
    }
    const bool uns = suf.find_first_of("uU") != std::string_view::npos, lng = suf.find_first_of("lL") != std::string_view::npos;
    std::string digits;
    for (char c : t.substr(0, e))
      if (c != '\'') digits.push_back(c);
    errno = 0;
    const unsigned long long v = std::strtoull(digits.c_str(), nullptr, hex ? 16 : (digits.size() > 1 && digits[0] == '0' && digits[1] != 'b' && digits[1] != 'B') ? 8 : 10);
    const bool decimal = !hex && !(digits.size() > 1 && digits[0] == '0');
    if (!lng && !uns && v <= 0x7fffffffULL) return make(B::Int);
    if (!lng && (uns || !decimal) && v <= 0xffffffffULL) return make(B::UInt);
    if (!uns && v <= 0x7fffffffffffffffULL) return make(B::Long);
    return make(B::ULong);
  }
  /// The static type of an expression without lowering it (sizeof).
  CT static_type(TSNode n, int depth = 0) {
    if (ts_node_is_null(n) || depth > 32) return make(B::Int);
    TSSymbol s = sym(n);
    if (s == s_identifier) {
      std::string name(text(n));
      if (const Var* v = lookup(name)) return v->type;
      auto td = typedefs_.find(name);
      if (td != typedefs_.end()) return td->second;
      return make(B::Int);
    }
    if (s == s_parenthesized_expression)
      return ts_node_named_child_count(n) ? static_type(ts_node_named_child(n, 0), depth + 1) : make(B::Int);
    if (s == s_subscript_expression) {
      std::int64_t k = 0;
      if (const CT* td = paren_typedef_name(child(n, f_argument)); td && td->nd < 4 && const_eval(child(n, f_index), k)) {
        CT t = *td;  // sizeof(Point[3]): an array of the typedef
        for (int j = 3; j > 0; --j) t.dims[j] = t.dims[j - 1];
        t.dims[0] = k;
        ++t.nd;
        return t;
      }
      return deref(static_type(child(n, f_argument), depth + 1));
    }
    if (s == s_pointer_expression) {
      CT a = static_type(child(n, f_argument), depth + 1);
      return text(child(n, f_operator)) == "*" ? deref(a) : pointer_to(a);
    }
    if (s == s_field_expression) {
      CT a = static_type(child(n, f_argument), depth + 1);
      if (text(child(n, f_operator)) == "->") a = deref(a);
      const Field* f = field_of(a, text(child(n, f_field)));
      return f ? f->type : make(B::Int);
    }
    if (s == s_string_literal) {
      CT t = make(wide_literal(n) ? B::Int : B::Char);
      t.nd = 1;
      t.dims[0] = literal_length(n) + 1;
      return t;
    }
    if (s == s_number_literal) return literal_type(text(n));
    if (s == s_unary) {  // - + ~ promote their operand; ! is an int
      if (text(child(n, f_operator)) == "!") return make(B::Int);
      return promote(static_type(child(n, f_argument), depth + 1));
    }
    if (s == symbol("conditional_expression")) {
      CT a = static_type(child(n, f_consequence), depth + 1), b = static_type(child(n, f_alternative), depth + 1);
      CT r = arith(a, b);
      return r.b == B::Unknown ? a : r;
    }
    if (s == symbol("assignment_expression")) return static_type(child(n, f_left), depth + 1);
    if (s == symbol("update_expression")) return static_type(child(n, f_argument), depth + 1);
    if (s == s_comma_expression) return static_type(child(n, f_right), depth + 1);
    if (s == s_sizeof || s == symbol("alignof_expression") || s == symbol("offsetof_expression")) return make(B::ULong);
    if (s == s_compound_literal) return type_descriptor(child(n, f_type));
    if (s == s_cast) return type_descriptor(child(n, f_type));
    if (s == s_call_expression) {
      TSNode f = child(n, f_function);
      auto it = fns_.find(std::string(text(f)));
      if (it != fns_.end()) return it->second.ret;
      if (B r = libc_return(text(f)); r != B::Unknown) return libc_type(text(f), r);
    }
    if (s == s_binary) {
      const std::string_view op = text(child(n, f_operator));
      if (op == "==" || op == "!=" || op == "<" || op == ">" || op == "<=" || op == ">=" || op == "&&" || op == "||")
        return make(B::Int);
      CT a = static_type(child(n, f_left), depth + 1), b = static_type(child(n, f_right), depth + 1);
      if (op == "<<" || op == ">>") return promote(a);
      if (is_ptrlike(a) && is_int(b)) return decay(a);
      if (is_ptrlike(a) && is_ptrlike(b) && op == "-") return make(B::Long);
      if (is_int(a) && is_ptrlike(b)) return decay(b);
      CT r = arith(a, b);
      return r.b == B::Unknown ? make(B::Int) : r;
    }
    return make(B::Int);
  }

  // --- statements ------------------------------------------------------------------------
  void nothing(TSNode) {}
  void block(TSNode n) { lower_stmts(n); }
  void compound(TSNode n) {
    scopes_.emplace_back();
    lower_stmts(n);
    scopes_.pop_back();
  }
  void expression_statement(TSNode n) {
    if (ts_node_named_child_count(n) == 1 && typedef_pointer_declaration(ts_node_named_child(n, 0))) return;
    for (TSNode k : named_children(n)) lower_expr(k);
  }
  /// T (*f)(int) = g; and T (*rows)[4] = malloc(...); with T a typedef name:
  /// tree-sitter, not knowing T is a type, reads them as an assignment to a
  /// call T(*f)(int) or to an element T(*rows)[4]. Declared as they are: a
  /// function pointer, or a pointer to arrays of T.
  bool typedef_pointer_declaration(TSNode n) {
    if (in_function_ && is(n, s_binary) && text(child(n, f_operator)) == "*" && is(child(n, f_left), s_identifier))
      return typedef_pointer_returning(child(n, f_left), child(n, f_right));
    if (!in_function_ || !is(n, s_assignment_expression) || text(child(n, f_operator)) != "=") return false;
    TSNode left = child(n, f_left);
    const bool fnptr = is(left, s_call_expression);
    if (!fnptr && !is(left, s_subscript_expression)) return false;
    TSNode inner = child(left, fnptr ? f_function : f_argument);  // T(*name)
    if (!is(inner, s_call_expression)) return false;
    TSNode tn = child(inner, f_function), args = child(inner, f_arguments);
    if (!is(tn, s_identifier) || lookup(text(tn)) || fns_.count(std::string(text(tn))) || ts_node_named_child_count(args) != 1) return false;
    auto td = typedefs_.find(std::string(text(tn)));
    if (td == typedefs_.end()) return false;
    TSNode star = ts_node_named_child(args, 0);
    if (!is(star, s_pointer_expression) || text(child(star, f_operator)) != "*" || !is(child(star, f_argument), s_identifier)) return false;
    Decl dl;
    dl.name = std::string(text(child(star, f_argument)));
    dl.init = child(n, f_right);
    if (fnptr) {
      dl.type = make(B::Func);
    } else {
      std::int64_t len = 0;
      if (!const_eval(child(left, f_index), len) || len <= 0 || td->second.nd > 0) return false;
      dl.type = td->second;  // as parse_declarator gives T (*name)[len]: the decayed form of T name[][len]
      dl.type.nd = 2;
      dl.type.dims[0] = 0;
      dl.type.dims[1] = len;
      dl.type.decayed = true;
      dl.vla_dims = {TSNode{}, TSNode{}};
    }
    declare_one(dl, false, false);
    return true;
  }
  /// T *(*f)(int) = g; read as T * ((*f)(int) = g): a function pointer returning T *.
  bool typedef_pointer_returning(TSNode tn, TSNode rest) {
    if (!is(rest, s_assignment_expression) || text(child(rest, f_operator)) != "=") return false;
    if (lookup(text(tn)) || fns_.count(std::string(text(tn))) || !typedefs_.count(std::string(text(tn)))) return false;
    TSNode call = child(rest, f_left);
    if (!is(call, s_call_expression)) return false;
    TSNode fn = child(call, f_function);
    if (!is(fn, s_parenthesized_expression) || ts_node_named_child_count(fn) != 1) return false;
    TSNode star = ts_node_named_child(fn, 0);
    if (!is(star, s_pointer_expression) || text(child(star, f_operator)) != "*" || !is(child(star, f_argument), s_identifier)) return false;
    Decl dl;
    dl.name = std::string(text(child(star, f_argument)));
    dl.init = child(rest, f_right);
    dl.type = make(B::Func);
    declare_one(dl, false, false);
    return true;
  }
  void type_only(TSNode n) { base_type(n); }
  void type_definition(TSNode n) {
    CT base = base_type(child(n, f_type));
    for (TSNode d : field_children(n, f_declarator)) {
      Decl dl;
      parse_declarator(d, base, dl);
      if (dl.is_func) dl.type = make(B::Func);
      if (!dl.name.empty()) typedefs_[dl.name] = dl.type;
    }
  }
  bool has_storage(TSNode n, std::string_view what) {
    for (TSNode k : named_children(n))
      if (is(k, s_storage_class) && text(k) == what) return true;
    return false;
  }
  FnSig signature(const Decl& dl, const CT& ret, std::vector<std::string>* names) {
    FnSig sig;
    sig.ret = ret;
    if (ts_node_is_null(dl.params)) return sig;
    for (TSNode p : named_children(dl.params)) {
      if (!is(p, s_parameter_declaration)) continue;
      CT base = base_type(child(p, f_type));
      TSNode d = child(p, f_declarator);
      Decl pd;
      pd.type = base;
      if (!ts_node_is_null(d)) parse_declarator(d, base, pd);
      if (pd.is_func) pd.type = make(B::Func);
      if (pd.type.b == B::Void && pd.type.ptr == 0 && pd.name.empty()) continue;  // f(void)
      if (pd.type.nd > 0) pd.type.decayed = true;  // array parameters are pointers
      sig.params.push_back(pd.type);
      if (names) names->push_back(pd.name.empty() ? "__p" + std::to_string(names->size()) : pd.name);
    }
    return sig;
  }
  void declaration(TSNode n) {
    CT base = base_type(child(n, f_type));
    const bool is_static = has_storage(n, "static");
    const bool is_extern = has_storage(n, "extern");
    for (TSNode d : field_children(n, f_declarator)) {
      Decl dl;
      parse_declarator(d, base, dl);
      declare_one(dl, is_static, is_extern);
    }
  }
  /// One declarator of a declaration: a prototype, an extern, a static local or a variable.
  void declare_one(const Decl& dl, bool is_static, bool is_extern) {
    if (dl.name.empty()) return;
    if (dl.is_func) {
      FnSig sig = signature(dl, dl.type, nullptr);
      fns_[dl.name] = sig;
      return;
    }
    if (is_extern && ts_node_is_null(dl.init)) {
      if (!lookup(dl.name)) scopes_.front()[dl.name] = Var{dl.type, dl.name};
      return;
    }
    CT t = dl.type;
    if (t.nd > 0 && t.dims[0] <= 0 && !ts_node_is_null(dl.init)) {
      // int a[] = {...} / char s[] = "..."
      if (is(dl.init, s_string_literal) || is(dl.init, s_concatenated_string))
        t.dims[0] = literal_length(dl.init) + 1;
    }
    if (is_static && in_function_) {
      if (t.nd > 0 && !t.decayed && t.dims[0] <= 0 && !ts_node_is_null(dl.init) && is(dl.init, s_initializer_list))
        t.dims[0] = unsized_length(dl.init, t);  // static int a[] = {...}: sizeof a before the initialiser runs
      std::string ir = "__static_" + fn_name_ + "_" + dl.name;
      scopes_.back()[dl.name] = Var{t, ir};
      pending_statics_.push_back(Static{ir, t, dl.init});
      return;
    }
    std::string ir = dl.name;
    if (in_function_) {
      // a declaration shadowing a variable of an enclosing block of the
      // same function gets its own VM variable
      for (std::size_t k = fn_scope_base_; k + 1 < scopes_.size(); ++k)
        if (scopes_[k].count(dl.name)) {
          ir = dl.name + "__" + std::to_string(++shadow_counter_);
          break;
        }
    }
    Reg v;
    if (t.decayed && in_function_)
      for (int k = 1; k < t.nd; ++k) {  // double (*m)[w]: w fixed when m is declared
        TSNode sz = static_cast<std::size_t>(k) < dl.vla_dims.size() ? dl.vla_dims[static_cast<std::size_t>(k)] : TSNode{};
        if (ts_node_is_null(sz) || t.dims[k] != 0) continue;
        CT st;
        vla_vars_.push_back("__vla_len" + std::to_string(vla_vars_.size()));
        b_.decl_var(vla_vars_.back(), ex(sz, st));
        t.dims[k] = -static_cast<std::int64_t>(vla_vars_.size());
      }
    if (!ts_node_is_null(dl.vla_size) && ts_node_is_null(dl.init) && t.nd > 0 && !t.decayed) {
      CT e = t;
      e.nd = 0;
      std::vector<Reg> args;
      args.push_back(zero_fill(e));
      // every dimension sized at run time where it is not constant (double m[n][k])
      for (int k = 0; k < t.nd; ++k) {
        TSNode sz = static_cast<std::size_t>(k) < dl.vla_dims.size() ? dl.vla_dims[static_cast<std::size_t>(k)] : TSNode{};
        CT st;
        args.push_back(ts_node_is_null(sz) ? b_.const_int(t.dims[k]) : ex(sz, st));
      }
      v = b_.call_function("__c_array", args);
    } else {
      if (!ts_node_is_null(dl.init) && in_function_) {
        // the name is in scope in its own initialiser (T *p = malloc(n * sizeof *p))
        auto prev = scopes_.back().find(dl.name);
        std::optional<Var> saved;
        if (prev != scopes_.back().end()) saved = prev->second;
        scopes_.back()[dl.name] = Var{t, ir};
        v = value_for(dl.init, t, false);
        if (saved) scopes_.back()[dl.name] = *saved;
        else scopes_.back().erase(dl.name);
      } else {
        v = ts_node_is_null(dl.init) ? zero(t) : value_for(dl.init, t, false);
      }
    }
    if (is(dl.init, s_initializer_list) && t.nd > 0 && t.dims[0] <= 0) t = cur_;
    b_.decl_var(ir, v);
    annotate(t);
    scopes_.back()[dl.name] = Var{t, ir};
  }
  void function_definition(TSNode n) {
    CT base = base_type(child(n, f_type));
    Decl dl;
    parse_declarator(child(n, f_declarator), base, dl);
    if (dl.name.empty()) {
      unsupported(n);
      return;
    }
    std::vector<std::string> names;
    FnSig sig = signature(dl, dl.type, &names);
    fns_[dl.name] = sig;
    std::vector<std::string> hints;
    for (std::size_t k = 0; k < names.size(); ++k) {
      std::string a = ann(sig.params[k]);
      hints.push_back("param:" + names[k] + (a.empty() ? "" : " " + a));
    }
    if (!ts_node_is_null(dl.params))
      for (TSNode p : named_children(dl.params))
        if (is(p, s_variadic)) hints.push_back("param:*__va");  // the extra arguments (va_start)
    const bool saved_in = in_function_;
    const std::string saved_name = fn_name_;
    const CT saved_ret = ret_;
    in_function_ = true;
    fn_name_ = dl.name;
    ret_ = sig.ret;
    const std::size_t saved_base = fn_scope_base_;
    scopes_.emplace_back();
    fn_scope_base_ = scopes_.size() - 1;
    for (std::size_t k = 0; k < names.size(); ++k) scopes_.back()[names[k]] = Var{sig.params[k], names[k]};
    const SetJmp saved_sj = sj_;
    sj_ = SetJmp{};
    // main(int argc, char *argv[]): the VM calls the entry with no arguments, so
    // main binds them itself, as a run without command-line arguments sees them
    const bool main_args = dl.name == "main" && !names.empty();
    if (main_args) hints.clear();
    Reg fn = emit_function(dl.name, hints, [&] {
      if (main_args) {
        b_.decl_var(names[0], b_.const_int(1));
        annotate(sig.params[0]);
        for (std::size_t k = 1; k < names.size() && k < 3; ++k) {  // argv = {"./prog", NULL}, envp = {NULL}
          Reg v = b_.new_array("list", b_.const_int(k == 1 ? 2 : 1));
          if (k == 1) b_.store_index(v, b_.const_int(0), b_.const_str("./prog"));
          b_.store_index(v, b_.const_int(k == 1 ? 1 : 0), b_.const_none());
          b_.decl_var(names[k], v);
        }
      }
      for (std::size_t k = 0; k < names.size(); ++k)
        if (is_struct(sig.params[k])) {  // by-value struct parameter: the callee's own copy
          Reg v = b_.load_var(names[k]);
          std::array<Reg, 1> a{v};
          b_.store_var(names[k], b_.call_function("__c_copy", a));
        }
      TSNode body = child(n, f_body);
      if (mentions_setjmp(body)) setjmp_prologue();
      scopes_.emplace_back();
      auto saved_gotos = std::move(gotos_);
      auto saved_labels = std::move(labels_);
      gotos_.clear();
      labels_.clear();
      lower_stmts(body);
      close_labels();
      if (dl.name == "main" && atexit_) {  // falling off main's end returns 0: exit(0)
        std::array<Reg, 1> a{b_.const_int(0)};
        b_.call_function("exit", a);
      }
      if (sj_.on) setjmp_dispatch();
      gotos_ = std::move(saved_gotos);
      labels_ = std::move(saved_labels);
      scopes_.pop_back();
    }, ann(sig.ret));
    sj_ = saved_sj;
    scopes_.pop_back();
    fn_scope_base_ = saved_base;
    in_function_ = saved_in;
    fn_name_ = saved_name;
    ret_ = saved_ret;
    b_.decl_var(dl.name, fn);
    // static locals live at module level, initialised once
    auto statics = std::move(pending_statics_);
    pending_statics_.clear();
    for (const Static& s : statics) {
      Reg v = ts_node_is_null(s.init) ? zero(s.type) : value_for(s.init, s.type, false);
      b_.decl_var(s.ir, v);
      annotate(s.type);
    }
  }
  // --- setjmp/longjmp ------------------------------------------------------------------------
  // A function that calls setjmp runs in one region catching CLongJmp (the
  // exception longjmp raises). Each setjmp site k records (this activation's
  // token, k) in the jmp_buf and reads its result from __sj_val; the handler
  // takes a longjmp aimed at this activation, sets __sj_val and jumps back
  // to site k's resume label (others propagate to the callers).
  struct SetJmp {
    bool on = false;
    std::uint32_t id = 0, sites = 0;
  };
  bool mentions_setjmp(TSNode body) {
    std::string_view t = text(body);
    for (std::size_t at = t.find("setjmp"); at != std::string_view::npos; at = t.find("setjmp", at + 1)) {
      const char after = at + 6 < t.size() ? t[at + 6] : ' ';
      if (after == ' ' || after == '(' || after == '\t') return true;
    }
    return false;
  }
  Symbol sj_label(std::string_view what, std::uint32_t k = 0) {
    return b_.sym("sj_" + std::string(what) + "_" + std::to_string(sj_.id) + "_" + std::to_string(k));
  }
  void sj_push() {
    std::vector<Operand> ops{Builder::null(), Builder::label_op(sj_label("start")), b_.cls("CLongJmp"),
                             Builder::label_op(sj_label("catch"))};
    b_.emit(Opcode::TryPush, std::span<const Operand>(ops));
  }
  void setjmp_prologue() {
    sj_.on = true;
    sj_.id = b_.new_label_id();
    b_.decl_var("__sj_frame", b_.call_function("__c_sj_frame", {}));
    b_.decl_var("__sj_val", b_.const_int(0));
    b_.decl_var("__sj_site", b_.const_int(-1));
    b_.branch(sj_label("start"));
    b_.label(sj_label("catch"));
    std::array<Reg, 2> a{b_.symbolic("caught_exception:longjmp"), b_.load_var("__sj_frame")};
    Reg site = b_.call_function("__c_sj_catch", a);  // re-raises a longjmp aimed elsewhere
    b_.store_var("__sj_site", site);
    std::array<Reg, 1> e{a[0]};
    b_.store_var("__sj_val", b_.call_function("__c_sj_value", e));
    b_.branch(sj_label("dispatch"));
    b_.label(sj_label("start"));
    sj_push();
  }
  /// The handler's jump table (after the body; the body never falls into it).
  void setjmp_dispatch() {
    Symbol done = sj_label("done");
    b_.branch(done);
    b_.label(sj_label("dispatch"));
    sj_push();
    for (std::uint32_t k = 0; k < sj_.sites; ++k) {
      Symbol next = sj_label("next", k);
      Reg c = b_.binop(Operator::Eq, b_.load_var("__sj_site"), b_.const_int(k));
      b_.branch_if(c, sj_label("site", k), next);
      b_.label(next);
    }
    b_.branch(done);
    b_.label(done);
  }
  /// setjmp(env): 0 now; longjmp(env, v) later resumes here with v.
  Reg setjmp_call(const std::vector<TSNode>& argn) {
    CT t;
    Reg env = argn.empty() ? b_.const_none() : ex(argn[0], t);
    std::uint32_t k = sj_.sites++;
    std::array<Reg, 3> a{env, b_.load_var("__sj_frame"), b_.const_int(k)};
    b_.store_var("__sj_val", b_.call_function("__c_setjmp", a));
    b_.branch(sj_label("site", k));
    b_.label(sj_label("site", k));
    return typed(b_.load_var("__sj_val"), make(B::Int));
  }

  Reg condition(TSNode n) {
    CT t;
    return ex(n, t);
  }
  void if_statement(TSNode n) {
    TSNode alt = child(n, f_alternative);
    std::function<void()> otherwise;
    if (!ts_node_is_null(alt))
      otherwise = [&] {
        if (is(alt, s_else_clause)) {
          for (TSNode k : named_children(alt)) lower_stmt(k);
        } else {
          lower_stmt(alt);
        }
      };
    emit_if([&] { return condition(child(n, f_condition)); }, [&] { lower_stmt(child(n, f_consequence)); }, otherwise);
  }
  void while_statement(TSNode n) {
    emit_loop([&] { return condition(child(n, f_condition)); }, [&] { lower_stmt(child(n, f_body)); });
  }
  void do_statement(TSNode n) {
    emit_loop([&] { return condition(child(n, f_condition)); }, [&] { lower_stmt(child(n, f_body)); }, {}, {}, {}, false);
  }
  void for_statement(TSNode n) {
    scopes_.emplace_back();
    TSNode init = child(n, f_initializer);
    if (!ts_node_is_null(init)) {
      if (is(init, s_declaration)) lower_stmt(init);
      else lower_expr(init);
    }
    TSNode cond = child(n, f_condition);
    TSNode upd = child(n, f_update);
    std::function<void()> update;
    if (!ts_node_is_null(upd)) update = [&] { lower_expr(upd); };
    emit_loop([&] { return ts_node_is_null(cond) ? b_.const_bool(true) : condition(cond); },
              [&] { lower_stmt(child(n, f_body)); }, update);
    scopes_.pop_back();
  }
  void switch_statement(TSNode n) {
    std::uint32_t id = b_.new_label_id();
    std::string tmp = "__switch_" + std::to_string(id);
    b_.decl_var(tmp, condition(child(n, f_condition)));
    TSNode body = child(n, f_body);
    std::vector<TSNode> cases;
    for (TSNode k : named_children(body))
      if (is(k, s_case_statement)) cases.push_back(k);
    // a case label inside a statement of the body (Duff's device: cases in
    // a do-while) is a jump target there, reached by the same dispatch
    const std::size_t direct = cases.size();
    std::function<void(TSNode)> find_nested = [&](TSNode x) {
      for (TSNode k : named_children(x)) {
        if (is(k, symbol("switch_statement"))) continue;  // an inner switch's cases are its own
        if (is(k, s_case_statement)) cases.push_back(k);
        find_nested(k);
      }
    };
    for (TSNode k : named_children(body)) find_nested(k);
    Symbol end = b_.label_name("switch_end", id);
    std::vector<Symbol> labels;
    Symbol deflt = end;
    for (std::size_t k = 0; k < cases.size(); ++k) {
      labels.push_back(b_.label_name("case_" + std::to_string(k), id));
      TSNode v = child(cases[k], f_value);
      if (ts_node_is_null(v)) {
        deflt = labels.back();
        continue;
      }
      Reg s = b_.load_var(tmp);
      CT t;
      Reg c = b_.binop(Operator::Eq, s, ex(v, t));
      Symbol next = b_.label_name("case_test_" + std::to_string(k), id);
      b_.branch_if(c, labels.back(), next);
      b_.label(next);
    }
    b_.branch(deflt);
    const std::size_t nested_from = nested_cases_.size();
    for (std::size_t k = direct; k < cases.size(); ++k) nested_cases_.push_back(NestedCase{cases[k], labels[k], false});
    Symbol cont = loops_.empty() ? end : loops_.back().continue_target;
    loops_.push_back(Loop{cont, end, {}, try_depth_});
    scopes_.emplace_back();
    for (std::size_t k = 0; k < direct; ++k) {
      b_.label(labels[k]);
      case_body(cases[k]);
    }
    scopes_.pop_back();
    loops_.pop_back();
    b_.branch(end);
    // a nested case no statement placed (inside a syntax error's subtree): its label ends the switch
    for (std::size_t k = nested_from; k < nested_cases_.size(); ++k)
      if (!nested_cases_[k].placed) {
        b_.label(nested_cases_[k].label);
        b_.branch(end);
      }
    nested_cases_.resize(nested_from);
    b_.label(end);
  }
  void case_body(TSNode c) {
    TSNode v = child(c, f_value);
    for (TSNode s : named_children(c)) {
      if (!ts_node_is_null(v) && ts_node_eq(s, v)) continue;
      lower_stmt(s);
    }
  }
  /// A case label nested in a statement of its switch's body: its label
  /// (the switch dispatched to it), then its statements.
  void nested_case(TSNode n) {
    for (NestedCase& c : nested_cases_)
      if (ts_node_eq(c.node, n) && !c.placed) {
        c.placed = true;
        b_.label(c.label);
        case_body(n);
        return;
      }
    unsupported(n);
  }
  void break_statement(TSNode n) {
    if (!emit_jump(true)) unsupported(n);
  }
  void continue_statement(TSNode n) {
    if (!emit_jump(false)) unsupported(n);
  }
  void return_statement(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) {
      emit_return(kNoReg);
      return;
    }
    Reg v = value_for(kids[0], ret_, true);
    if (fn_name_ == "main" && atexit_) {  // returning from main is exit(status): the handlers run
      std::array<Reg, 1> a{v};
      b_.call_function("exit", a);
    }
    emit_return(v);
  }
  void goto_statement(TSNode n) {
    std::string l = "label_" + fn_name_ + "_" + std::string(text(child(n, f_label)));
    b_.branch(b_.sym(l));
    gotos_.push_back(l);
    after_terminator();
  }
  /// Labels a goto names but the function never defines (malformed input):
  /// defined at the end of the body so the IR stays well formed.
  void close_labels() {
    for (const std::string& l : gotos_)
      if (labels_.insert(l).second) {
        b_.branch(b_.sym(l));
        b_.label(b_.sym(l));
      }
    gotos_.clear();
    labels_.clear();
  }
  void labeled_statement(TSNode n) {
    std::string name = "label_" + fn_name_ + "_" + std::string(text(child(n, f_label)));
    if (labels_.insert(name).second) {
      Symbol l = b_.sym(name);
      b_.branch(l);
      b_.label(l);
    }
    for (TSNode k : named_children(n))
      if (!ts_node_eq(k, child(n, f_label))) lower_stmt(k);
  }

  // --- expressions -------------------------------------------------------------------------
  Reg identifier(TSNode n) {
    std::string_view name = text(n);
    if (const Var* v = lookup(name)) return typed(b_.load_var(v->ir), v->type);
    if ((name == "__func__" || name == "__FUNCTION__") && !fn_name_.empty()) {
      CT t = make(B::Char);  // the enclosing function's name, a static const char[]
      t.ptr = 1;
      return typed(b_.const_str(fn_name_), t);
    }
    auto e = enums_.find(std::string(name));
    if (e != enums_.end()) return typed(b_.const_int(e->second), make(B::Int));
    if (fns_.count(std::string(name))) return typed(b_.load_var(name), make(B::Func));
    return typed(b_.load_var(name), CT{});
  }
  Reg number_literal(TSNode n) {
    std::string t(text(n));
    bool negative = false;
    while (!t.empty() && (t[0] == '-' || t[0] == '+')) {
      if (t[0] == '-') negative = !negative;
      t.erase(0, 1);
    }
    if (negative) {
      CT tt;
      Reg r = number_text(n, t, tt);
      Reg neg = is_ld(tt) ? ld_op(Operator::Neg, r, r) : b_.unop(Operator::Neg, r);
      return typed(neg, tt);
    }
    CT tt;
    Reg r = number_text(n, t, tt);
    return typed(r, tt);
  }
  Reg number_text(TSNode n, std::string t, CT& out) {
    cur_ = CT{};
    Reg r = number_value(n, std::move(t));
    out = cur_;
    return r;
  }
  Reg number_value(TSNode n, std::string t) {
    bool hex = t.size() > 1 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X');
    bool fl = t.find('.') != std::string::npos || (!hex && (t.find('e') != std::string::npos || t.find('E') != std::string::npos)) ||
              (hex && (t.find('p') != std::string::npos || t.find('P') != std::string::npos));
    if (fl) {
      bool f32 = !t.empty() && (t.back() == 'f' || t.back() == 'F');
      if (!t.empty() && (t.back() == 'l' || t.back() == 'L')) {  // the nearest long double, not the nearest double
        t.pop_back();
        CT ld = make(B::Double);
        ld.sid = kLongDouble;
        std::array<Reg, 1> a{b_.const_str(t)};
        return typed(b_.call_function("__c_ld_lit", a), ld);
      }
      while (!t.empty() && (t.back() == 'f' || t.back() == 'F' || t.back() == 'l' || t.back() == 'L')) t.pop_back();
      if (f32) {
        // a float constant holds the nearest float, not the nearest double: 0.1f is 0.100000001490116...
        char* end = nullptr;
        float f = std::strtof(t.c_str(), &end);
        if (end == t.c_str() + t.size()) return typed(b_.const_float(static_cast<double>(f)), make(B::Float));
      }
      Operand op;
      if (frontend::float_literal(b_, t, op)) return typed(b_.const_(op), make(f32 ? B::Float : B::Double));
      return typed(b_.const_float(std::strtod(t.c_str(), nullptr)), make(B::Double));
    }
    bool uns = false, lng = false;
    while (!t.empty() && (t.back() == 'u' || t.back() == 'U' || t.back() == 'l' || t.back() == 'L')) {
      if (t.back() == 'u' || t.back() == 'U') uns = true;
      else lng = true;
      t.pop_back();
    }
    std::int64_t v = 0;
    if (!frontend::parse_int64(t, v, true)) {
      // beyond INT64_MAX: an unsigned long (long) constant, kept as its two's-complement bits
      std::string digits;
      for (char c : t)
        if (c != '\'') digits.push_back(c);
      int base = 10;
      std::size_t at = 0;
      if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) base = 16, at = 2;
      else if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'b' || digits[1] == 'B')) base = 2, at = 2;
      else if (digits.size() > 1 && digits[0] == '0') base = 8, at = 1;
      errno = 0;
      char* end = nullptr;
      unsigned long long u = std::strtoull(digits.c_str() + at, &end, base);
      if (errno != 0 || !end || *end != '\0') return unsupported(n);
      return typed(b_.const_int(static_cast<std::int64_t>(u)), make(B::ULong));
    }
    Operand op;
    if (!frontend::integer_literal(b_, t, op, true)) return unsupported(n);
    B bt = lng ? (uns ? B::ULong : B::Long) : uns ? B::UInt : B::Int;
    if (bt == B::Int && v > 2147483647) bt = B::Long;
    if (bt == B::UInt && v > 4294967295LL) bt = B::ULong;
    return typed(b_.const_(op), make(bt));
  }
  Reg char_literal(TSNode n) { return typed(b_.const_int(char_value(n)), make(B::Int)); }
  std::string string_value(TSNode n) {
    std::string out;
    if (is(n, s_concatenated_string)) {
      for (TSNode k : named_children(n))
        if (is(k, s_string_literal)) out += string_value(k);
      return out;
    }
    std::string_view t = text(n);
    auto q = t.find('"');
    if (q == std::string_view::npos || t.size() < q + 2) return out;
    return c_unescape(t.substr(q + 1, t.size() - q - 2), q > 0 && t.substr(0, 2) != "u8");
  }
  /// L"..." (U"...", u"..."): a wide string, its characters held as a narrow one's are
  bool wide_literal(TSNode n) {
    if (is(n, s_concatenated_string)) {
      for (TSNode k : named_children(n))
        if (is(k, s_string_literal)) return wide_literal(k);
      return false;
    }
    std::string_view t = text(n);
    return !t.empty() && (t[0] == 'L' || t[0] == 'U' || (t[0] == 'u' && t.substr(0, 2) != "u8"));
  }
  /// A string literal's length in elements: bytes, or a wide one's code points.
  std::int64_t literal_length(TSNode n) {
    const std::string v = string_value(n);
    if (!wide_literal(n)) return static_cast<std::int64_t>(v.size());
    return std::count_if(v.begin(), v.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
  }
  Reg string_literal(TSNode n) {
    CT t = make(wide_literal(n) ? B::Int : B::Char);
    t.ptr = 1;
    if (t.b == B::Int) {
      // a wide string is read as an int array (*p, p[i]): its codes in a list
      std::array<Reg, 3> a{b_.const_str(string_value(n)), b_.const_int(0), b_.const_int(1)};
      Reg l = b_.call_function("__c_chars", a);
      return typed(b_.binop(Operator::Add, l, b_.const_int(0)), t);
    }
    return typed(b_.const_str(string_value(n)), t);
  }
  Reg true_literal(TSNode) { return typed(b_.const_int(1), make(B::Int)); }
  Reg false_literal(TSNode) { return typed(b_.const_int(0), make(B::Int)); }
  Reg null_literal(TSNode) {
    CT t = make(B::Void);
    t.ptr = 1;
    return typed(b_.const_none(), t);
  }
  Reg parenthesized(TSNode n) {
    auto kids = named_children(n);
    if (kids.empty()) return b_.const_none();
    CT t;
    Reg r = ex(kids.back(), t);
    return typed(r, t);
  }
  static bool op_of(std::string_view s, Operator& o) {
    static const std::unordered_map<std::string_view, Operator> table = {
        {"+", Operator::Add}, {"-", Operator::Sub}, {"*", Operator::Mul}, {"/", Operator::Div}, {"%", Operator::Mod},
        {"<<", Operator::Shl}, {">>", Operator::Shr}, {"&", Operator::BitAnd}, {"|", Operator::BitOr},
        {"^", Operator::BitXor}, {"==", Operator::Eq}, {"!=", Operator::Ne}, {"<", Operator::Lt},
        {"<=", Operator::Le}, {">", Operator::Gt}, {">=", Operator::Ge}};
    auto it = table.find(s);
    if (it == table.end()) return false;
    o = it->second;
    return true;
  }
  /// `a op b` with C's typing: pointer arithmetic unannotated, integer and
  /// float arithmetic annotated with the usual arithmetic conversions.
  /// A library function's return type: the <math.h> l forms and strtold give a long double.
  static CT libc_type(std::string_view name, B r) {
    CT t = make(r);
    if (r == B::Double && name.size() > 1 && (name.back() == 'l' || name == "strtold"))
      t.sid = kLongDouble;
    return t;
  }
  Reg arith_op(Operator o, Reg a, const CT& ta, Reg b, const CT& tb) {
    if ((is_ld(ta) || is_ld(tb)) && is_arith(ta) && is_arith(tb)) {
      if (is_u64(ta)) a = ld_of_u64(a);
      if (is_u64(tb)) b = ld_of_u64(b);
      if (Reg r = ld_op(o, a, b); r != kNoReg) {
        const bool cmp = o != Operator::Add && o != Operator::Sub && o != Operator::Mul && o != Operator::Div;
        return typed(r, cmp ? make(B::Int) : (is_ld(ta) ? ta : tb));
      }
    }
    if (is_complex(ta) || is_complex(tb)) {
      const char* op = o == Operator::Add ? "+" : o == Operator::Sub ? "-" : o == Operator::Mul ? "*" : o == Operator::Div ? "/"
                       : o == Operator::Eq ? "==" : o == Operator::Ne ? "!=" : nullptr;
      if (op) {
        std::array<Reg, 3> args{b_.const_str(op), a, b};
        Reg r = b_.call_function("__c_cx_op", args);
        CT rt = is_complex(ta) ? ta : tb;
        if (is_complex(ta) && is_complex(tb) && ta.sid != tb.sid) rt.sid = 0;  // float complex op double complex
        return typed(r, o == Operator::Eq || o == Operator::Ne ? make(B::Int) : rt);
      }
    }
    const bool cmp = o == Operator::Eq || o == Operator::Ne || o == Operator::Lt || o == Operator::Le || o == Operator::Gt ||
                     o == Operator::Ge;
    if (cmp) {
      // mixed signed/unsigned: the signed operand converts to unsigned first
      CT rt = arith(ta, tb);
      if ((rt.b == B::UInt || rt.b == B::ULong) && is_int(ta) && is_int(tb)) {
        auto is_signed = [](const CT& t) {
          B x = promote(t).b;
          return x == B::Int || x == B::Long;
        };
        if (is_signed(ta)) {
          a = b_.unop(Operator::Pos, a);
          annotate(rt);
        }
        if (is_signed(tb)) {
          b = b_.unop(Operator::Pos, b);
          annotate(rt);
        }
      }
      if (rt.b == B::ULong && is_int(ta) && is_int(tb)) return typed(u64_op(o, a, b), make(B::Int));
      return typed(b_.binop(o, a, b), make(B::Int));
    }
    if (is_ptrlike(ta) || is_ptrlike(tb)) {
      Reg r = b_.binop(o, a, b);
      if (is_ptrlike(ta) && is_ptrlike(tb)) return typed(r, make(B::Long));
      return typed(r, decay(is_ptrlike(ta) ? ta : tb));
    }
    CT rt = (o == Operator::Shl || o == Operator::Shr) ? promote(ta) : arith(ta, tb);
    if (rt.b == B::Float || rt.b == B::Double) {  // an unsigned long operand converts by its value
      if (is_u64(ta)) a = u64_real(a);
      if (is_u64(tb)) b = u64_real(b);
    }
    if (o == Operator::Div && (rt.b == B::Float || rt.b == B::Double) && !nonzero_divisor_) {
      // floating division by a value that may be zero: IEEE (inf / nan) from
      // the runtime, since the VM's float division raises on zero
      std::array<Reg, 2> args{a, b};
      Reg q = b_.call_function("__c_fdiv", args);
      if (rt.b == B::Float) {
        q = b_.unop(Operator::Pos, q);
        annotate(rt);
      }
      return typed(q, rt);
    }
    if (rt.b == B::ULong && is_int(ta) && is_int(tb) && (o == Operator::Div || o == Operator::Mod || o == Operator::Shr)) {
      Reg r = u64_op(o, a, b);
      return typed(r, rt);
    }
    if (rt.b == B::UInt && is_int(ta) && is_int(tb) && (o == Operator::Div || o == Operator::Mod)) {
      // -1 / 2u: a signed operand converts to unsigned before the division
      if (promote(ta).b == B::Int) {
        a = b_.unop(Operator::Pos, a);
        annotate(rt);
      }
      if (promote(tb).b == B::Int) {
        b = b_.unop(Operator::Pos, b);
        annotate(rt);
      }
    }
    Reg r = b_.binop(o, a, b);
    if (is_arith(ta) && is_arith(tb)) annotate(rt);
    return typed(r, rt);
  }
  bool is_u64(const CT& t) const { return t.b == B::ULong && t.ptr == 0 && t.nd == 0; }
  /// An unsigned long as a double: its value, not its two's-complement bits' (c_u64.cpp).
  Reg u64_real(Reg v) {
    std::array<Reg, 3> args{b_.const_int(9), v, b_.const_int(0)};
    return b_.call_function("__c_u64", args);
  }
  /// / % >> and comparisons of unsigned long operands: the VM holds a UInt64
  /// as its two's-complement bits, so these go to the runtime (c_u64.cpp).
  Reg u64_op(Operator o, Reg a, Reg b) {
    static const std::array<Operator, 9> codes{Operator::Div, Operator::Mod, Operator::Shr, Operator::Eq, Operator::Ne,
                                               Operator::Lt,  Operator::Le,  Operator::Gt,  Operator::Ge};
    std::int64_t code = 0;
    while (code < 9 && codes[static_cast<std::size_t>(code)] != o) ++code;
    std::array<Reg, 3> args{b_.const_int(code), a, b};
    return b_.call_function("__c_u64", args);
  }
  Reg truth(Reg v) { return b_.unop(Operator::Not, b_.unop(Operator::Not, v)); }
  /// The typedef a lone identifier names (not shadowed by a variable).
  const CT* paren_typedef_name(TSNode n) const {
    if (!is(n, s_identifier) || lookup(text(n))) return nullptr;
    auto td = typedefs_.find(std::string(text(n)));
    return td == typedefs_.end() ? nullptr : &td->second;
  }
  /// The typedef a parenthesised lone type name stands for ((T) before & * - +
  /// reads as a binary operator in tree-sitter: (byte_pointer) &x).
  const CT* paren_typedef(TSNode n) const {
    if (!is(n, s_parenthesized_expression) || ts_node_named_child_count(n) != 1) return nullptr;
    TSNode inner = ts_node_named_child(n, 0);
    if (!is(inner, s_identifier) || lookup(text(inner))) return nullptr;
    auto td = typedefs_.find(std::string(text(inner)));
    return td == typedefs_.end() ? nullptr : &td->second;
  }
  /// (char *)&x->f - (char *)x, (char *)&x.f - (char *)&x: the member's
  /// byte offset from the layout, as offsetof gives it (to the VM a member
  /// pointer and its struct are different objects, with no common base).
  bool char_member_offset(TSNode n, std::int64_t& out) {
    auto strip = [&](TSNode x) {
      while (is(x, s_parenthesized_expression) && ts_node_named_child_count(x) == 1) x = ts_node_named_child(x, 0);
      return x;
    };
    auto char_cast = [&](TSNode x, TSNode& inner) {
      x = strip(x);
      if (!is(x, symbol("cast_expression"))) return false;
      CT t = static_type(x);
      if (t.ptr != 1 || !is_charish(t.b)) return false;
      inner = strip(child(x, f_value));
      return true;
    };
    auto address_of = [&](TSNode x) { return is(x, s_pointer_expression) && text(child(x, f_operator)) == "&"; };
    TSNode l, r;
    if (!char_cast(child(n, f_left), l) || !char_cast(child(n, f_right), r) || !address_of(l)) return false;
    TSNode fe = strip(child(l, f_argument));
    std::int64_t elem = 0;  // &x->arr[k]: k elements further
    if (is(fe, s_subscript_expression)) {
      std::int64_t k = 0;
      if (!const_eval(child(fe, f_index), k)) return false;
      elem = k * size_of(static_type(fe));
      fe = strip(child(fe, f_argument));
    }
    if (!is(fe, s_field_expression)) return false;
    TSNode base = strip(child(fe, f_argument));
    const bool arrow = text(child(fe, f_operator)) == "->";
    if (!arrow && !address_of(r)) return false;
    if (text(arrow ? r : strip(child(r, f_argument))) != text(base)) return false;
    CT st = static_type(base);
    if (arrow && st.ptr != 1 && !(st.ptr == 0 && st.decayed)) return false;
    if (arrow) st.ptr = 0, st.decayed = false, st.nd = 0;
    if (!offset_of(st, text(child(fe, f_field)), out)) return false;
    out += elem;
    return true;
  }
  Reg binary(TSNode n) {
    std::string_view op = ts_node_type(child(n, f_operator));
    if (std::int64_t off = 0; op == "-" && char_member_offset(n, off)) return typed(b_.const_int(off), make(B::Long));
    if (const CT* cast_t = paren_typedef(child(n, f_left)); cast_t && (op == "&" || op == "*" || op == "-" || op == "+")) {
      const CT to = *cast_t;
      Reg v = op == "&" || op == "*" ? pointer_op(op == "*", child(n, f_right)) : unary_op(op, child(n, f_right));
      const CT vt = cur_;
      return cast_value(to, v, vt);
    }
    if (op == "&&" || op == "||") {
      Reg r = emit_short_circuit(op == "&&", [&] { return lower_expr(child(n, f_left)); },
                                 [&] { return lower_expr(child(n, f_right)); });
      return typed(truth(r), make(B::Int));
    }
    Operator o;
    if (!op_of(op, o)) return unsupported(n);
    CT ta, tb;
    Reg a = ex(child(n, f_left), ta);
    Reg b = ex(child(n, f_right), tb);
    if (o == Operator::Eq || o == Operator::Ne) {  // p == 0: 0 is the null pointer constant, NULL (None)
      auto null_const = [&](TSNode x, const CT& t) {
        std::int64_t z = -1;
        return is_arith(t) && const_eval(x, z) && z == 0;
      };
      if ((ta.ptr > 0 || ta.decayed) && null_const(child(n, f_right), tb)) b = b_.const_none();
      else if ((tb.ptr > 0 || tb.decayed) && null_const(child(n, f_left), ta)) a = b_.const_none();
    }
    std::int64_t k = 0;
    TSNode rn = child(n, f_right);
    nonzero_divisor_ = o == Operator::Div && ((const_eval(rn, k) && k != 0) ||
                                              (is(rn, s_number_literal) && std::strtod(std::string(text(rn)).c_str(), nullptr) != 0.0));
    Reg r = arith_op(o, a, ta, b, tb);
    nonzero_divisor_ = false;
    return r;
  }
  Reg unary(TSNode n) { return unary_op(ts_node_type(child(n, f_operator)), child(n, f_argument)); }
  Reg unary_op(std::string_view op, TSNode arg) {
    CT t;
    Reg a = ex(arg, t);
    if (op == "!") return typed(b_.unop(Operator::Not, a), make(B::Int));
    if (op == "+") return typed(a, promote(t));
    if (is_ld(t) && op == "-") return typed(ld_op(Operator::Neg, a, a), t);
    if (is_complex(t) && op == "-") {
      std::array<Reg, 3> args{b_.const_str("neg"), a, b_.const_int(0)};
      return typed(b_.call_function("__c_cx_op", args), t);
    }
    CT rt = promote(t);
    Reg r = b_.unop(op == "-" ? Operator::Neg : Operator::BitNot, a);
    if (is_arith(t)) annotate(rt);
    return typed(r, rt);
  }

  // lvalues
  enum class LK { Var, Index, PtrIndex, Deref, Field, Bad };
  struct LV {
    LK kind = LK::Bad;
    std::string name;  // Var: IR name; Field: field name
    Reg obj = kNoReg, idx = kNoReg;
    CT type;
    CT base;  // Deref/PtrIndex: pointer type
    bool in_union = false;  // Field: a member of a union
    int bits = 0;           // Field: bit-field width
    Reg union_obj = kNoReg;  // Field of a struct member of a union (u.s.f): the union, synced after a store
    std::string union_member;
    bool view_member = false;  // PtrIndex: an array member of a struct that may view a char buffer
    bool idx_zero = false;     // PtrIndex: the index is the constant 0
  };
  LV lvalue(TSNode n) {
    LV lv;
    while (is(n, s_parenthesized_expression) && ts_node_named_child_count(n) > 0) n = ts_node_named_child(n, 0);
    TSSymbol s = sym(n);
    if (s == s_identifier) {
      std::string_view name = text(n);
      lv.kind = LK::Var;
      if (const Var* v = lookup(name)) {
        lv.name = v->ir;
        lv.type = v->type;
      } else {
        lv.name = std::string(name);
      }
      return lv;
    }
    if (s == s_subscript_expression) {
      CT ta, ti;
      TSNode arr = child(n, f_argument);
      if (is(arr, s_field_expression)) {
        CT ut = static_type(child(arr, f_argument));
        if (text(child(arr, f_operator)) == "->") ut = deref(ut);
        CT at = static_type(arr);
        const Field* af = field_of(ut, text(child(arr, f_field)));
        const bool anon_shared = af && anon_union_group(ut.sid, af->group) && anon_union_member(ut.sid, *af);
        if ((is_union_type(ut) || anon_shared) && at.nd == 1 && !at.decayed) {
          LV up = lvalue(arr);  // u.bytes[i]: an array member of a union, synced after a store
          lv.obj = b_.load_field(up.obj, up.name);
          lv.idx = ex(child(n, f_index), ti);
          lv.kind = LK::Index;
          lv.type = deref(at);
          lv.base = at;
          lv.union_obj = up.obj;
          lv.union_member = up.name;
          return lv;
        }
      }
      lv.obj = ex(child(n, f_argument), ta);
      lv.idx = ex(child(n, f_index), ti);
      lv.kind = ta.nd > 0 && !ta.decayed ? LK::Index : LK::PtrIndex;
      if (std::int64_t k = -1; const_eval(child(n, f_index), k) && k == 0) lv.idx_zero = true;
      // h->name[i] = c: a char array member of a struct viewing a char buffer is a pointer into it
      if (wide_structs_ && is(arr, s_field_expression)) lv.kind = LK::PtrIndex, lv.view_member = true;
      lv.type = deref(ta);
      lv.base = ta;
      return lv;
    }
    if (s == s_pointer_expression && text(child(n, f_operator)) == "*") {
      CT tp;
      lv.obj = ex(child(n, f_argument), tp);
      lv.kind = tp.nd > 0 && !tp.decayed ? LK::Index : LK::Deref;
      if (lv.kind == LK::Index) lv.idx = b_.const_int(0);
      lv.type = deref(tp);
      lv.base = tp;
      return lv;
    }
    if (s == s_field_expression) {
      CT ta;
      TSNode inner = child(n, f_argument);
      while (is(inner, s_parenthesized_expression) && ts_node_named_child_count(inner) > 0) inner = ts_node_named_child(inner, 0);
      if (is(inner, s_field_expression) && text(child(n, f_operator)) == ".") {
        CT ut = static_type(child(inner, f_argument));
        if (text(child(inner, f_operator)) == "->") ut = deref(ut);
        CT st = static_type(inner);
        const Field* inf = field_of(ut, text(child(inner, f_field)));
        const bool anon_member = inf && is_struct(ut) && anon_shared_field(ut.sid, *inf);
        if ((is_union_type(ut) || anon_member) && is_struct(st)) {
          LV up = lvalue(inner);  // u.s.f: s is a struct member of the union u
          lv.kind = LK::Field;
          lv.obj = b_.load_field(up.obj, up.name);
          lv.name = std::string(text(child(n, f_field)));
          lv.union_obj = up.obj;
          lv.union_member = up.name;
          if (const Field* f = field_of(st, lv.name)) lv.type = f->type, lv.bits = f->bits;
          return lv;
        }
      }
      Reg o = ex(child(n, f_argument), ta);
      if (text(child(n, f_operator)) == "->") {
        o = b_.emit(Opcode::LoadIndirect, {Builder::reg(o)});
        if (wide_structs_) o = wide_fresh(o);
        ta = deref(ta);
      } else if (wide_structs_ && reaches_through_pointer(inner)) {
        o = wide_fresh(o);
      }
      lv.kind = LK::Field;
      lv.obj = o;
      lv.name = std::string(text(child(n, f_field)));
      lv.in_union = is_union_type(ta);
      if (const Field* f = field_of(ta, lv.name)) {
        lv.type = f->type, lv.bits = f->bits;
        if (anon_shared_field(ta.sid, *f)) lv.in_union = true;
      }
      return lv;
    }
    lower_expr(n);
    return lv;
  }
  Reg deref_load(Reg p, const CT& tp) {
    if (tp.b == B::Func && tp.ptr == 0) return p;
    if (wide_structs_ && is_struct(deref(tp))) p = wide_fresh(p);  // *h of a struct viewing a char buffer: its bytes now
    if (!field_ptrs_ && !wide_scalars_ && tp.ptr > 0 && tp.nd == 0 && !is_charish(tp.b) && tp.b != B::Unknown && tp.b != B::Void)
      return b_.emit(Opcode::LoadIndirect, {Builder::reg(p)});
    return b_.load_index(p, b_.const_int(0));  // the runtime's load_index also reads field pointers
  }
  Reg lv_load(const LV& lv) {
    switch (lv.kind) {
      case LK::Var: return b_.load_var(lv.name);
      case LK::Index: case LK::PtrIndex: return b_.load_index(lv.obj, lv.idx);
      case LK::Deref: return deref_load(lv.obj, lv.base);
      case LK::Field: return b_.load_field(lv.obj, lv.name);
      default: return b_.const_none();
    }
  }
  void lv_store(const LV& lv, Reg v) {
    switch (lv.kind) {
      case LK::Var:
        b_.store_var(lv.name, v);
        annotate(lv.type);
        break;
      case LK::Index:
        b_.store_index(lv.obj, lv.idx, v);
        if (lv.union_obj != kNoReg) union_sync(lv.union_obj, lv.union_member);
        break;
      case LK::PtrIndex: {
        Reg q = b_.binop(Operator::Add, lv.obj, lv.idx);
        if (is_struct(lv.type) && (wide_structs_ || lv.idx_zero)) {
          // p[0] = s may write one malloc'd struct (not a block), which only __c_assign writes into
          std::array<Reg, 2> a{q, v};  // p[i] = s: a struct viewing a char buffer keeps its link (c_assign)
          b_.call_function("__c_assign", a);
        } else if ((byte_views_ && is_charish(lv.type.b) && lv.type.ptr == 0 && lv.type.nd == 0) || (wide_scalars_ && !is_struct(lv.type)) || lv.view_member ||
                   (field_ptrs_ && !is_struct(lv.type))) {
          std::array<Reg, 2> a{q, v};  // p[i] = b may write a byte of an int or a struct (a char view), an int into a char buffer, or a field (p[0] of &s.f)
          b_.call_function("__c_store", a);
        } else {
          b_.emit(Opcode::StoreIndirect, {Builder::reg(q), Builder::reg(v)});
        }
        break;
      }
      case LK::Deref:
        if (is_struct(lv.type)) {
          std::array<Reg, 2> a{lv.obj, v};
          b_.call_function("__c_assign", a);
        } else if (!field_ptrs_ && !(byte_views_ && is_charish(lv.type.b) && lv.type.ptr == 0 && lv.type.nd == 0) && !wide_scalars_) {
          b_.emit(Opcode::StoreIndirect, {Builder::reg(lv.obj), Builder::reg(v)});
        } else {
          // *p = v: p may be a field pointer (&s.f), which only the runtime stores through
          std::array<Reg, 2> a{lv.obj, v};
          b_.call_function("__c_store", a);
        }
        break;
      case LK::Field:
        if (lv.bits > 0) v = bitfield(v, lv.bits, lv.type);
        b_.store_field(lv.obj, lv.name, v);
        if (wide_structs_) {  // a struct viewing a char buffer writes the member's bytes back
          std::array<Reg, 2> a{lv.obj, b_.const_str(lv.name)};
          b_.call_function("__c_wide_sync", a);
        }
        if (lv.in_union) union_sync(lv.obj, lv.name);
        if (lv.union_obj != kNoReg) union_sync(lv.union_obj, lv.union_member);
        break;
      default: break;
    }
  }
  Reg update(TSNode n) {
    TSNode arg = child(n, f_argument);
    const bool prefix = ts_node_start_byte(child(n, f_operator)) < ts_node_start_byte(arg);
    const bool inc = text(child(n, f_operator)) == "++";
    LV lv = lvalue(arg);
    Reg old = lv_load(lv);
    Reg one = b_.const_int(1);
    Reg nv = is_ld(lv.type) ? ld_op(inc ? Operator::Add : Operator::Sub, old, one) : b_.binop(inc ? Operator::Add : Operator::Sub, old, one);
    if (is_arith(lv.type) && !is_ld(lv.type)) annotate(lv.type.b == B::Bool ? make(B::Int) : lv.type);
    lv_store(lv, nv);
    return typed(prefix ? nv : old, lv.type);
  }
  Reg pointer_expression(TSNode n) { return pointer_op(text(child(n, f_operator)) == "*", child(n, f_argument)); }
  /// *arg (deref) or &arg.
  Reg pointer_op(bool deref_op, TSNode arg) {
    if (deref_op) {
      CT t;
      Reg p = ex(arg, t);
      return typed(uchar_read(deref_load(p, t), t), deref(t));
    }
    // &x
    TSNode a = arg;
    while (is(a, s_parenthesized_expression) && ts_node_named_child_count(a) > 0) a = ts_node_named_child(a, 0);
    if (is(a, s_identifier)) {
      const Var* v = lookup(text(a));
      if (v && !is_struct(v->type) && !(v->type.nd > 0) && v->type.b != B::Func)
        return typed(b_.emit(Opcode::AddressOf, {b_.var(v->ir)}), pointer_to(v->type));
      CT t;
      Reg r = ex(a, t);
      return typed(r, pointer_to(t));
    }
    if (is(a, s_subscript_expression)) {
      CT ta, ti;
      Reg o = ex(child(a, f_argument), ta);
      Reg i = ex(child(a, f_index), ti);
      return typed(b_.binop(Operator::Add, o, i), decay(ta.nd > 0 ? ta : ta));
    }
    if (is(a, s_pointer_expression) && text(child(a, f_operator)) == "*") {
      CT t;
      Reg r = ex(child(a, f_argument), t);
      return typed(r, t);
    }
    if (is(a, s_field_expression)) {
      TSNode fn = child(a, f_field);
      CT ft = static_type(a);
      if (!is_struct(ft) && !(ft.nd > 0 && !ft.decayed)) {
        // &s.f / &p->f of a scalar or pointer field: a field pointer {instance, name}
        LV lv = lvalue(a);
        Reg holder = lv.obj;
        if (lv.union_obj != kNoReg) {
          // &u.s.f: the struct member knows its union, so a store through the pointer re-derives the union's bytes
          std::array<Reg, 2> m{lv.union_obj, b_.const_str(lv.union_member)};
          holder = b_.call_function("__c_member_ref", m);
        }
        std::array<Reg, 2> args{holder, b_.const_str(std::string(text(fn)))};
        return typed(b_.call_function("__c_field_ptr", args), pointer_to(lv.type));
      }
      if (is_struct(ft)) {
        // &c->base of a struct member: the member, knowing its container (casts back to it)
        LV lv = lvalue(a);
        std::array<Reg, 2> args{lv.obj, b_.const_str(std::string(text(fn)))};
        return typed(b_.call_function("__c_member_ref", args), pointer_to(ft));
      }
    }
    CT t;
    Reg r = ex(a, t);
    return typed(r, pointer_to(t));
  }
  Reg assignment(TSNode n) {
    std::string_view op = ts_node_type(child(n, f_operator));
    LV lv = lvalue(child(n, f_left));
    if (op == "=") {
      Reg v = value_for(child(n, f_right), lv.type, lv.kind != LK::Var);
      lv_store(lv, v);
      return typed(v, lv.type);
    }
    Operator o;
    if (!op_of(op.substr(0, op.size() - 1), o)) return unsupported(n);
    Reg old = lv_load(lv);
    CT tr;
    Reg r = ex(child(n, f_right), tr);
    CT rt;
    Reg nv = arith_op(o, old, lv.type, r, tr);
    rt = cur_;
    if (lv.kind != LK::Var || is_ld(rt) != is_ld(lv.type)) nv = convert(nv, rt, lv.type);
    lv_store(lv, nv);
    return typed(nv, lv.type);
  }
  Reg conditional(TSNode n) {
    CT ta, tb;
    Reg r = emit_conditional([&] { return condition(child(n, f_condition)); },
                             [&] { return ex(child(n, f_consequence), ta); },
                             [&] { return ex(child(n, f_alternative), tb); });
    CT rt = arith(ta, tb);
    return typed(r, rt.b == B::Unknown ? ta : rt);
  }
  Reg comma(TSNode n) {
    lower_expr(child(n, f_left));
    CT t;
    Reg r = ex(child(n, f_right), t);
    return typed(r, t);
  }
  Reg call(TSNode n) {
    TSNode fn = child(n, f_function);
    std::vector<TSNode> argn = named_children(child(n, f_arguments));
    if (is(fn, s_identifier)) {
      std::string name(text(fn));
      const Var* var = lookup(name);
      auto sig = fns_.find(name);
      if (!var && (name == "malloc" || name == "calloc" || name == "realloc")) return alloc_call(name, argn);
      if (!var && sig == fns_.end() && name == "aligned_alloc" && argn.size() == 2) {
        CT at;
        ex(argn[0], at);  // the alignment: every allocation here is suitably aligned
        return alloc_call("malloc", {argn[1]});
      }
      if (!var && sig == fns_.end() && (name == "_Static_assert" || name == "static_assert") && !argn.empty()) {
        // checked while lowering, as the compiler checks it; nothing runs
        std::int64_t v = 1;
        if (const_eval(argn[0], v) && v == 0)
          diag(Severity::Error, "static assertion failed" + (argn.size() > 1 ? ": " + std::string(text(argn[1])) : std::string()), n);
        return b_.const_none();
      }
      if (!var && sig == fns_.end() && sj_.on && (name == "setjmp" || name == "_setjmp" || name == "sigsetjmp"))
        return setjmp_call(argn);
      if (!var && sig == fns_.end() && name == "strtok" && argn.size() == 2) {
        CT t;
        std::array<Reg, 3> a{ex(argn[0], t), ex(argn[1], t), b_.load_var("__c_strtok_state")};
        CT rt = make(B::Char);
        rt.ptr = 1;
        return typed(b_.call_function("__c_strtok", a), rt);
      }
      if (!var && sig == fns_.end() && (name == "gmtime" || name == "localtime") && argn.size() == 1) {
        // <time.h>: the struct tm these return is built by the program's own constructor
        auto tm = struct_ids_.find("tm");
        if (tm != struct_ids_.end() && structs_[tm->second].defined) {
          CT t, rt = make(B::Struct);
          rt.sid = tm->second;
          rt.ptr = 1;
          std::array<Reg, 2> a{ex(argn[0], t), b_.load_var("__new_tm")};
          return typed(b_.call_function(name, a), rt);
        }
      }
      if (!var && sig == fns_.end() && (name == "fread" || name == "fwrite") && argn.size() == 4) {
        // the objects read or written are their bytes: a char view of ints and structs
        std::array<Reg, 4> a{};
        for (std::size_t k = 4; k-- > 1;) {
          CT t;
          a[k] = ex(argn[k], t);
        }
        CT vt, cp = make(B::Char);
        cp.ptr = 1;
        Reg v = ex(argn[0], vt);
        a[0] = vt.ptr > 0 || (vt.nd > 0 && !vt.decayed) ? cast_value(cp, v, vt) : v;
        return typed(b_.call_function(name, a), make(B::ULong));
      }
      // arguments are evaluated right to left, like gcc on x86-64
      std::vector<Reg> args(argn.size(), kNoReg);
      CT first, second;
      for (std::size_t k = argn.size(); k-- > 0;) {
        if (sig != fns_.end() && k < sig->second.params.size()) {
          args[k] = value_for(argn[k], sig->second.params[k], false);
        } else {
          CT t;
          Reg r = ex(argn[k], t);
          if (var && t.nd > 0 && !t.decayed) r = b_.binop(Operator::Add, r, b_.const_int(0));  // an array decays, as to a named function
          if (k == 0) first = t;
          if (k == 1) second = t;
          args[k] = r;
        }
      }
      if (!var && sig == fns_.end() && (name == "memset" || name == "memcpy" || name == "memmove" || name == "memcmp")) {
        CT e = deref(first);
        args.push_back(b_.const_int(e.b == B::Unknown || e.b == B::Void ? 1 : size_of(e)));
        if (name == "memset") {  // the size of a scalar element of a multi-dimensional array
          CT leaf = e;
          while (leaf.nd > 0 && !leaf.decayed) leaf = deref(leaf);
          args.push_back(b_.const_int(leaf.b == B::Unknown || leaf.b == B::Void ? 1 : size_of(leaf)));
        }
        if (name == "memcpy" || name == "memmove") {  // scalar to scalar: the bits move (double <-> uint64_t)
          CT se = deref(second);
          args.push_back(b_.const_str(e.nd == 0 ? byte_desc(e) : ""));
          args.push_back(b_.const_str(se.nd == 0 ? byte_desc(se) : ""));
        }
      }
      if (var) {
        Reg callee = b_.load_var(var->ir);
        return typed(b_.call_unknown(callee, args), CT{});
      }
      Reg r = b_.call_function(name, args);
      if (sig != fns_.end()) return typed(r, sig->second.ret);
      CT t = libc_type(name, libc_return(name));
      if (name == "strchr" || name == "strrchr" || name == "strstr" || name == "strcpy" || name == "strcat" ||
          name == "strncpy" || name == "strdup") {
        t = make(B::Char);
        t.ptr = 1;
      }
      return typed(r, t);
    }
    if (is(fn, s_parenthesized_expression) && argn.size() == 1 && ts_node_named_child_count(fn) == 1) {
      // (Day)(x + 1): tree-sitter reads a cast to a typedef name before a parenthesised value as a call
      TSNode inner = ts_node_named_child(fn, 0);
      if (is(inner, s_identifier) && !lookup(text(inner)))
        if (auto td = typedefs_.find(std::string(text(inner))); td != typedefs_.end()) return cast_to(td->second, argn[0]);
    }
    CT ft;
    Reg callee = ex(fn, ft);
    std::vector<Reg> args(argn.size(), kNoReg);
    for (std::size_t k = argn.size(); k-- > 0;) {
      CT t;
      Reg r = ex(argn[k], t);
      if (t.nd > 0 && !t.decayed) r = b_.binop(Operator::Add, r, b_.const_int(0));
      args[k] = r;
    }
    return typed(b_.call_unknown(callee, args), CT{});
  }
  /// malloc(bytes) / calloc(n, size) / realloc(p, bytes): the runtime needs
  /// the element size and fill (from the pointer type the result is stored to).
  Reg alloc_call(const std::string& name, const std::vector<TSNode>& argn) {
    CT target = alloc_hint_;
    CT elem = target.ptr > 0 || target.nd > 0 ? deref(target) : make(B::Char);
    // for a void * (or where the type is not known): raw bytes, typed by their first use (element size 0)
    const bool raw = (elem.b == B::Void || elem.b == B::Unknown) && elem.ptr == 0 && elem.nd == 0;
    if (elem.b == B::Void || elem.b == B::Unknown) elem = make(B::Char);
    std::vector<Reg> args;
    for (TSNode a : argn) {
      CT t;
      args.push_back(ex(a, t));
    }
    args.push_back(raw ? b_.const_int(0) : runtime_dims(elem) ? runtime_size_of(elem) : b_.const_int(size_of(elem)));
    args.push_back(zero_fill(elem));
    if (name != "realloc") {
      // a counted size (malloc(n * sizeof(T)), calloc(n, sizeof(T))) makes an array even of one element;
      // malloc(sizeof(T)), calloc(1, ...) or a size from elsewhere one object
      TSNode sz = argn.empty() ? TSNode{} : argn[0];
      while (!ts_node_is_null(sz) && is(sz, s_parenthesized_expression) && ts_node_named_child_count(sz) > 0) sz = ts_node_named_child(sz, 0);
      std::int64_t one = 0;
      const bool counted = !ts_node_is_null(sz) && (name == "calloc" ? !(const_eval(sz, one) && one == 1)
                                                                     : is(sz, s_binary) && text(child(sz, f_operator)) == "*");
      args.push_back(b_.const_int(counted ? 1 : 0));
    }
    Reg r = b_.call_function(name, args);
    if (elem.nd > 0 && !elem.decayed) {
      // int (*g)[4] = malloc(n * sizeof *g): each element is an array of its own
      // (realloc keeps the rows it had and gives the new elements theirs)
      CT inner = elem;
      inner.nd = 0;
      std::vector<Reg> ra{r, zero_fill(inner)};
      for (int k = 0; k < elem.nd; ++k) {
        const auto vi = static_cast<std::size_t>(-elem.dims[k] - 1);
        ra.push_back(elem.dims[k] < 0 && vi < vla_vars_.size() ? b_.load_var(vla_vars_[vi]) : b_.const_int(elem.dims[k]));
      }
      r = b_.call_function("__c_alloc_rows", ra);
    }
    if (is_struct(elem) && elem.sid < structs_.size() && !structs_[elem.sid].fields.empty() && args.size() >= 3) {
      const Field& last = structs_[elem.sid].fields.back();
      if (last.type.nd > 0 && !last.type.decayed && last.type.dims[0] == 0) {
        // a flexible array member: the bytes past the fixed part are its elements
        Reg bytes = name == "calloc" ? b_.binop(Operator::Mul, args[0], args[1]) : name == "realloc" ? args[1] : args[0];
        CT fe = deref(last.type);
        std::array<Reg, 6> fa{r, bytes, b_.const_int(size_of(elem)), b_.const_str(last.name), b_.const_int(size_of(fe)),
                              zero_fill(fe)};
        r = b_.call_function("__c_flex", fa);
      }
    }
    return typed(r, target.ptr > 0 ? target : pointer_to(elem));
  }
  Reg subscript(TSNode n) {
    CT ta, ti;
    Reg a = ex(child(n, f_argument), ta);
    Reg i = ex(child(n, f_index), ti);
    if (wide_structs_ && is_struct(deref(ta))) return typed(wide_fresh(b_.load_index(a, i)), deref(ta));  // h[i]: its bytes now
    return typed(uchar_read(b_.load_index(a, i), ta), deref(ta));
  }
  /// p[i] / *p of an unsigned char: the pointer may view plain chars (a
  /// string literal, a char buffer), and an unsigned char array may hold
  /// them too (memcpy or strcpy from chars, a store through a char *), so
  /// the read converts the byte to the type read. Plain and signed chars read
  /// the same way where the program has unsigned or signed char objects
  /// (sign_views_): their bytes may have been stored unsigned.
  Reg uchar_read(Reg v, const CT& tp) {
    const bool element = (tp.ptr == 1 && tp.nd == 0) || (tp.nd == 1 && tp.ptr == 0);
    if (!element || !(tp.b == B::UChar || (sign_views_ && (tp.b == B::Char || tp.b == B::SChar)))) return v;
    Reg r = b_.unop(Operator::Pos, v);
    annotate(make(tp.b));
    return r;
  }
  /// p[i] or (*p): a struct reached through a pointer, which may view a char buffer.
  bool reaches_through_pointer(TSNode e) const {
    while (is(e, s_parenthesized_expression) && ts_node_named_child_count(e) > 0) e = ts_node_named_child(e, 0);
    return is(e, s_subscript_expression) || (is(e, s_pointer_expression) && text(child(e, f_operator)) == "*");
  }
  /// A struct viewing a char buffer re-read from it (the buffer may have changed).
  Reg wide_fresh(Reg o) {
    std::array<Reg, 1> a{o};
    return b_.call_function("__c_wide_fresh", a);
  }
  Reg field_expression(TSNode n) {
    CT ta;
    Reg o = ex(child(n, f_argument), ta);
    std::string fname(text(child(n, f_field)));
    Reg r;
    const bool arrow = text(child(n, f_operator)) == "->";
    if (const CT ut = arrow ? deref(ta) : ta; is_union_type(ut) && union_has_arrays(ut.sid)) {
      // an array member may have been written through a pointer into it (fill(u.bytes, 4), &u.bytes[2]):
      // the union takes those bytes before a member is read
      Reg inst = arrow ? b_.emit(Opcode::LoadIndirect, {Builder::reg(o)}) : o;
      std::array<Reg, 2> a{inst, b_.const_str("")};
      b_.call_function("__c_union_set", a);
    }
    if (arrow) {
      if (wide_structs_) o = wide_fresh(o);
      r = b_.emit(Opcode::LoadFieldIndirect, {Builder::reg(o), b_.field(fname)});
      ta = deref(ta);
    } else {
      if (wide_structs_ && reaches_through_pointer(child(n, f_argument))) o = wide_fresh(o);
      r = b_.load_field(o, fname);
    }
    const Field* f = field_of(ta, fname);
    return typed(r, f ? f->type : CT{});
  }
  /// _Generic(e, T: a, ..., default: d): the association whose type is e's
  /// after lvalue conversion (arrays decay, qualifiers go), chosen while
  /// lowering; e itself is not evaluated.
  Reg generic_expression(TSNode n) {
    std::vector<TSNode> kids;
    for (TSNode k : named_children(n))
      if (!is(k, symbol("comment"))) kids.push_back(k);
    if (kids.size() < 3 || kids.size() % 2 == 0) return unsupported(n);
    const CT want = generic_key(static_type(kids[0]));
    TSNode pick{}, fallback{};
    bool found = false, has_default = false;
    for (std::size_t k = 1; k + 1 < kids.size(); k += 2) {
      if (!is(kids[k], s_type_descriptor)) return unsupported(n);
      if (text(kids[k]) == "default") {
        fallback = kids[k + 1];
        has_default = true;
        continue;
      }
      const CT t = generic_key(type_descriptor(kids[k]));
      if (t.b != B::Unknown && t.b == want.b && t.ptr == want.ptr && t.nd == want.nd && t.sid == want.sid && !found) {
        pick = kids[k + 1];
        found = true;
      }
    }
    if (!found && !has_default) return unsupported(n);
    return lower_expr(found ? pick : fallback);
  }
  /// A type as _Generic compares it: an array is a pointer to its element.
  CT generic_key(CT t) const {
    if (t.nd > 0) {
      t = deref(t);
      t.ptr = static_cast<std::uint8_t>(t.ptr + 1);
    }
    t.decayed = false;
    t.dims = {};
    if (t.b != B::Struct && t.b != B::Complex && t.sid != kLongDouble) t.sid = 0;
    return t;
  }
  Reg cast(TSNode n) { return cast_to(type_descriptor(child(n, f_type)), child(n, f_value)); }
  Reg cast_to(const CT& t, TSNode value) {
    CT saved = alloc_hint_;
    alloc_hint_ = t;
    CT vt;
    Reg v = ex(value, vt);
    alloc_hint_ = saved;
    if (t.ptr > 0 && t.nd == 0 && is_arith(vt)) {  // (T *)0: the null pointer constant
      std::int64_t z = -1;
      if (const_eval(value, z) && z == 0) return typed(b_.const_none(), t);
    }
    return cast_value(t, v, vt);
  }
  /// (T *)v from a char or void pointer: __c_unbytes(v, T's descriptor,
  /// sizeof(T), T's blank value or constructor), so a block malloc gave a
  /// void * takes T as its element type.
  /// The last argument says what the source points at: 1 signed chars,
  /// 2 unsigned chars (a view of wider objects over them, runtime/c_wide_view.cpp),
  /// 3 void (a view when the block is a malloc'd char block); 0 when no
  /// cast of the file may view a char buffer (stores stay direct).
  Reg unbytes(Reg v, const CT& to, const CT& from = CT{}) {
    const CT e = deref(to);
    const std::string desc = byte_desc(e);  // long double: Float80, 16 bytes (a view of a char buffer only)
    const bool known = !desc.empty() && !runtime_dims(e);
    const CT fe = deref(from);
    const int chars = !(is_struct(e) ? wide_structs_ : wide_scalars_) ? 0 : is_charish(fe.b) && fe.ptr == 0 && fe.nd == 0 ? (fe.b == B::UChar ? 2 : 1) : 3;
    std::array<Reg, 5> a{v, b_.const_str(known ? desc : ""), b_.const_int(known ? size_of(e) : 0),
                         known ? zero_fill(e) : b_.const_none(), b_.const_int(chars)};
    return b_.call_function("__c_unbytes", a);
  }
  /// A char or void pointer (or a char array) converted to a pointer to
  /// other objects: a char view at an element boundary becomes that
  /// element's pointer again; a char buffer is viewed as those objects.
  bool from_bytes(const CT& to, const CT& from) const {
    if (to.ptr == 0 || to.nd > 0 || (to.ptr == 1 && (is_charish(to.b) || to.b == B::Void))) return false;
    const CT e = deref(from);
    const bool char_array = wide_views_ && from.ptr == 0 && from.nd == 1 && is_charish(e.b);
    return (from.ptr > 0 || char_array) && e.nd == 0 && e.ptr == 0 && (is_charish(e.b) || e.b == B::Void);
  }
  Reg cast_value(const CT& t, Reg v, const CT& vt) {
    if (is_complex(t) || is_complex(vt)) return typed(complex_convert(v, vt, t), t);
    if (is_ld(t) || is_ld(vt)) return typed(is_arith(t) ? ld_convert(v, vt, t) : v, t.b == B::Void && t.ptr == 0 ? vt : t);
    if (from_bytes(t, vt)) return typed(unbytes(v, t, vt), t);
    if (is_u64(vt) && (t.b == B::Double || t.b == B::Float) && t.ptr == 0 && t.nd == 0) v = u64_real(v);
    if (is_arith(t) && ann(t) != ann(vt) && !(is_u64(vt) && t.b == B::Double && t.ptr == 0 && t.nd == 0)) {
      v = b_.unop(Operator::Pos, v);
      annotate(t);
    }
    if (t.b == B::Void && t.ptr == 0) return typed(v, vt);
    if (t.ptr == 1 && t.nd == 0 && vt.nd >= 2 && vt.ptr == 0 && vt.b == t.b && vt.sid == t.sid) {
      // (int *)grid: a pointer to the first element of the first row, which walks every row
      for (int k = 1; k < vt.nd; ++k) v = b_.load_index(v, b_.const_int(0));
      return typed(b_.binop(Operator::Add, v, b_.const_int(0)), t);
    }
    if (t.ptr == 1 && t.nd == 0 && is_charish(t.b) && (vt.ptr > 0 || vt.nd > 0)) {
      // a char view of other objects (an int, a struct, a void * to them): their bytes
      CT e = deref(vt);
      if (!(e.nd == 0 && e.ptr == 0 && is_charish(e.b))) {
        std::array<Reg, 3> a{v, b_.const_str(e.b == B::Void || e.b == B::Unknown ? "" : byte_desc(e)),
                             b_.const_int(t.b == B::UChar ? 0 : 1)};
        return typed(b_.call_function("__c_bytes", a), t);
      }
    }
    if (wide_scalars_ && t.ptr == 1 && t.nd == 0 && is_arith(deref(t)) && !is_charish(t.b) && vt.ptr == 1 && vt.nd == 0 &&
        !is_charish(vt.b) && vt.b != B::Void && (vt.b == B::Struct || ann(deref(vt)) != ann(deref(t)))) {
      // (const uint16_t *)ip of a struct or wider scalars viewing a char buffer: a view of those bytes
      const CT e = deref(t);
      std::array<Reg, 3> a{v, b_.const_str(is_ld(e) ? "" : byte_desc(e)), b_.const_int(size_of(e))};
      return typed(b_.call_function("__c_rewiden", a), t);
    }
    if (t.b == B::Struct && t.ptr == 1 && t.nd == 0 && vt.b == B::Struct && vt.ptr == 1 && vt.nd == 0 && t.sid != vt.sid &&
        t.sid < structs_.size()) {
      // between struct pointers (Shape * <-> Circle *): to the instance of the target struct
      std::array<Reg, 2> args{v, b_.const_str(structs_[t.sid].name)};
      return typed(b_.call_function("__c_struct_cast", args), t);
    }
    return typed(v, t);
  }
  Reg sizeof_expression(TSNode n) {
    CT t = sizeof_type(n);
    if (t.nd > 0 && !t.decayed && runtime_dims(t)) return typed(runtime_size_of(t), make(B::ULong));
    if (TSNode td = child(n, f_type); !ts_node_is_null(td) && !ts_node_is_null(child(td, f_declarator))) {
      Decl dl;  // sizeof(double[w]): a variable-length array type, sized at run time
      parse_declarator(child(td, f_declarator), base_type(child(td, f_type)), dl);
      bool vla = false;
      for (TSNode k : dl.vla_dims) vla = vla || !ts_node_is_null(k);
      if (vla && dl.type.nd > 0 && !dl.type.decayed) {
        CT e = dl.type;
        e.nd = 0;
        Reg r = b_.const_int(size_of(e));
        for (int k = 0; k < dl.type.nd; ++k) {
          TSNode sz = static_cast<std::size_t>(k) < dl.vla_dims.size() ? dl.vla_dims[static_cast<std::size_t>(k)] : TSNode{};
          CT st;
          r = b_.binop(Operator::Mul, r, ts_node_is_null(sz) ? b_.const_int(std::max<std::int64_t>(dl.type.dims[k], 1)) : ex(sz, st));
        }
        return typed(r, make(B::ULong));
      }
    }
    if (t.nd > 0 && !t.decayed && !t.inner_ptr && ts_node_is_null(child(n, f_type))) {
      bool vla = false;
      for (int k = 0; k < t.nd; ++k) vla = vla || t.dims[k] == 0;
      if (vla) {
        // sizeof of a variable-length array: its lengths at run time times the element size
        CT e = t;
        e.nd = 0;
        CT vt;
        std::array<Reg, 3> a{ex(child(n, f_value), vt), b_.const_int(size_of(e)), b_.const_int(t.nd)};
        return typed(b_.call_function("__c_vla_size", a), make(B::ULong));
      }
    }
    return typed(b_.const_int(size_of(t)), make(B::ULong));
  }
  Reg compound_literal(TSNode n) {
    CT t = type_descriptor(child(n, f_type));
    Reg r = value_for(child(n, f_value), t, true);
    return typed(r, t);
  }
  Reg initializer_list_expr(TSNode n) {
    std::vector<Reg> items;
    for (TSNode k : named_children(n)) {
      CT t;
      items.push_back(ex(k, t));
    }
    Reg arr = b_.new_array("list", b_.const_int(static_cast<std::int64_t>(items.size())));
    for (std::size_t k = 0; k < items.size(); ++k) b_.store_index(arr, b_.const_int(static_cast<std::int64_t>(k)), items[k]);
    return typed(arr, CT{});
  }

  struct Static {
    std::string ir;
    CT type;
    TSNode init;
  };

  TSFieldId f_left, f_right, f_operator, f_condition, f_consequence, f_alternative, f_body, f_name, f_parameters, f_value,
      f_function, f_arguments, f_argument, f_field, f_index, f_type, f_declarator, f_size, f_initializer, f_update, f_label,
      f_designator, f_member;
  TSSymbol s_assignment_expression = 0;
  TSSymbol s_identifier, s_init_declarator, s_pointer_declarator, s_array_declarator, s_function_declarator,
      s_parenthesized_declarator, s_attributed_declarator, s_field_identifier, s_type_identifier, s_primitive_type,
      s_sized_type_specifier, s_struct_specifier, s_union_specifier, s_enum_specifier, s_storage_class,
      s_parameter_declaration, s_initializer_list, s_initializer_pair, s_string_literal, s_concatenated_string,
      s_field_designator, s_subscript_designator, s_case_statement, s_compound_statement, s_declaration,
      s_parenthesized_expression, s_subscript_expression, s_field_expression, s_pointer_expression, s_call_expression,
      s_type_descriptor, s_abstract_pointer_declarator, s_abstract_function_declarator, s_abstract_parenthesized_declarator,
      s_abstract_array_declarator, s_number_literal, s_char_literal,
      s_sizeof, s_binary, s_unary, s_cast, s_else_clause, s_escape_sequence, s_string_content, s_enumerator,
      s_field_declaration, s_comma_expression, s_variadic, s_compound_literal, s_bitfield_clause;

  TSFieldId f_start = 0, f_end = 0;
  TSSymbol s_subscript_range_designator = 0;
  CT cur_;
  bool field_ptrs_ = false;
  bool byte_views_ = false;  ///< byte stores through char pointers go through __c_store
  bool sign_views_ = false;  ///< unsigned/signed char objects: plain char reads convert too
  bool wide_views_ = false;    ///< (T *) casts that may view char buffers (runtime/c_wide_view.cpp):
  bool wide_scalars_ = false;  ///< to scalars: stores and loads through pointers go through the runtime
  bool wide_structs_ = false;  ///< to structs: p->f is refreshed from the bytes and written back
  bool atexit_ = false;      ///< the program registers exit handlers: main returns through exit()
  bool nonzero_divisor_ = false;  ///< the division being lowered has a nonzero constant divisor
  CT alloc_hint_;
  /// Row lengths of pointers to variable-length arrays (double (*m)[w]):
  /// hidden variables, referenced from a CT dimension as -(k + 1).
  std::vector<std::string> vla_vars_;
  bool runtime_dims(const CT& t) const {
    for (int k = t.decayed ? 1 : 0; k < t.nd; ++k)
      if (t.dims[k] < 0) return true;
    return false;
  }
  /// sizeof an array type whose lengths are partly known only at run time.
  Reg runtime_size_of(const CT& t) {
    CT e = t;
    e.nd = 0;
    e.decayed = false;
    Reg r = b_.const_int(size_of(e));
    for (int k = 0; k < t.nd; ++k) {
      const std::int64_t d = t.dims[k];
      const auto vi = static_cast<std::size_t>(-d - 1);
      r = b_.binop(Operator::Mul, r, d < 0 && vi < vla_vars_.size() ? b_.load_var(vla_vars_[vi]) : b_.const_int(std::max<std::int64_t>(d, 1)));
    }
    return r;
  }
  CT ret_;
  bool in_function_ = false;
  std::string fn_name_;
  std::vector<std::unordered_map<std::string, Var>> scopes_;
  std::unordered_map<std::string, CT> typedefs_;
  std::unordered_map<std::string, std::int64_t> enums_;
  std::unordered_map<std::string, FnSig> fns_;
  std::unordered_map<std::string, std::uint32_t> struct_ids_;
  /// `#pragma pack(N)` lines (c_preproc.cpp writes the packing in force) by byte offset.
  std::vector<std::pair<std::uint32_t, int>> packs_;
  std::string_view file_text_;
  void find_packs() {
    file_text_ = src_;
    constexpr std::string_view kPack = "#pragma pack(";
    for (std::size_t at = src_.find(kPack); at != std::string_view::npos; at = src_.find(kPack, at + 1))
      if (at == 0 || src_[at - 1] == '\n') packs_.emplace_back(static_cast<std::uint32_t>(at), std::atoi(src_.data() + at + kPack.size()));
  }
  /// The packing in force at a byte of the file (0: natural alignment).
  int pack_at(std::uint32_t byte) const {
    if (src_.data() != file_text_.data()) return 0;  // text lowered apart (lower_embedded)
    int p = 0;
    for (const auto& [at, v] : packs_) {
      if (at >= byte) break;
      p = v;
    }
    return p;
  }
  std::vector<StructInfo> structs_;
  std::vector<Static> pending_statics_;
  SetJmp sj_;
  std::vector<std::string> gotos_;
  struct NestedCase {
    TSNode node;
    Symbol label;
    bool placed;  ///< its label emitted (where its statement was lowered)
  };
  std::vector<NestedCase> nested_cases_;  ///< cases inside a statement of a switch being lowered
  std::size_t fn_scope_base_ = 1;
  std::uint32_t shadow_counter_ = 0;
  std::unordered_set<std::string> labels_;
};

class CFrontend final : public Frontend {
 public:
  std::string_view language() const override { return "c"; }
  Expected<LowerOutput> lower(const SourceFile& src, const LowerOptions& opts) override {
    std::vector<std::string> headers;
    std::string text = preprocess(src.text, src.path, &headers);
    SourceFile pre = src;
    pre.text = text;  // lowered and reported against the preprocessed text
    auto out = frontend::lower_with_repair<CLowerer>(tree_sitter_c(), "C", pre, opts);
    if (out) out->inputs = std::move(headers);  // the module cache checks them too
    return out;
  }
  ImportResolution resolve_import(const ImportQuery& q) const override { return resolve_c_import(q); }
  ProjectEntry project_entry(const std::string& dir) const override { return c_project_entry(dir); }
};

}  // namespace

std::unique_ptr<Frontend> make_frontend() { return std::make_unique<CFrontend>(); }

}  // namespace reddragon::c
