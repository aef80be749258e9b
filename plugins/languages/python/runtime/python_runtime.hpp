// python_runtime.hpp - Python's run-time library inside the Python plugin:
// its built-in functions and methods (python_builtins.cpp) and the hooks
// that register them with the VM (python_runtime.cpp).
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/vm/bigint.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm::py {

/// Attribute read as Python does it: methods of built-in types, then the
/// IR's rules (instances, classes, symbolic values).
Value load_attr(Vm& in, const Value& obj, Name field);

/// Built-in function table (print, len, range, ...). Ids index it.
int builtin_id(std::string_view name);
Value builtin_value(int id, Value self = Value::none());
/// The built-in id of a Python built-in value; -1 for anything else.
int python_builtin_id(const Value& v);
/// How Python prints built-in `id`: `<class 'list'>`, `<built-in function len>`.
std::string builtin_repr(int id, bool bound);
Value call_builtin(Vm& in, int id, const Value& self, std::vector<Value>& args);
/// Method of a built-in type (list.append, str.split, ...); -1 if none.
int method_id(const Value& self, std::string_view name);
/// `type.method` for a type built-in (str, list, ...) used as a value; -1 if none.
int unbound_method_id(int type_builtin_id, std::string_view method);
/// Special methods of built-in values (python_dunders.cpp): whether type(self)
/// has special method `name`, and calling it; a value of the built-in type
/// named (int, str, dict...) to ask with, else Undef.
bool builtin_dunder_applies(const Value& self, std::string_view name);
Value call_builtin_dunder(Vm& in, std::string_view name, const Value& self, std::vector<Value>& args);
Value builtin_type_probe(std::string_view type);
/// The NotImplemented singleton (a special method declining its operand).
Value not_implemented(Vm& in);
/// `fmt % args`.
std::string percent_format(Vm& in, const std::string& fmt, const Value& args);
/// PEP 479 (LanguageRuntime::generator_raised).
void generator_raised(Vm& in);
/// next(g[, default]) on a generator (python_generators.cpp).
Value generator_next(Vm& in, const Value& g, const Value* deflt);
/// A generator's methods: __next__, __iter__, send, throw, close; Undef if
/// `name` is none of them.
Value generator_method(Vm& in, std::string_view name, const Value& g, std::vector<Value>& args);
/// enumerate/zip/map/filter stay lazy over these (python_lazy.cpp).
bool wants_lazy(const Value& v);
/// A lazy enumerate/zip/map/filter iterator over `sources`.
Value lazy_iterator(Vm& in, std::string_view kind, const Value& fn, std::span<const Value> sources, std::int64_t start);
/// The `asyncio` module: a deterministic event loop (python_asyncio.cpp).
Value asyncio_module(Vm& in);
/// `__py_await_kind(x)`: true when `await x` delegates (x is a coroutine).
Value asyncio_await_kind(const Value& v);
/// The `re` module (python_re.cpp), and its Pattern and Match objects:
/// attributes, `m[g]` and reprs (Undef / false for other values).
Value re_module(Vm& in);
Value re_load_attr(Vm& in, const Value& obj, Name field);
Value re_load_index(Vm& in, const Value& obj, const Value& idx);
bool re_repr(Vm& in, const Value& v, std::string& out);
/// frozenset (python_frozenset.cpp): a set marked immutable and interned by
/// content. freeze_set returns the frozenset holding `set`'s members.
bool is_frozenset(const Value& v);
Value freeze_set(Vm& in, const Value& set);
std::int64_t frozenset_hash(const Value& v);
/// dict.keys()/values()/items() (python_dict_views.cpp): a marked list that
/// prints as the view and, for keys and items, compares and combines as a set.
enum class DictView { Keys, Values, Items };
Value make_dict_view(std::vector<Value> items, DictView kind);
/// The live view of `dict` (lib/_dict_views.py's class); Undef when that
/// module is not part of the program (then make_dict_view's snapshot).
Value new_dict_view(Vm& in, const Value& dict, DictView kind);
/// `__py_dict_view_iter` / `__py_dict_view_classes` (lib/_dict_views.py's natives); Undef for other names.
Value dict_view_global(Vm& in, std::string_view name);
/// type(it) of an iterator (python_iter_names.cpp): the mark the built-in that
/// made it leaves (reversed, enumerate, zip, map, filter), else what it walks.
enum class IterMark : std::uint8_t { None, ListReversed, Reversed, Enumerate, Zip, Map, Filter, RangeIterator, DictReversedKeys };
void mark_iterator(const Value& it, IterMark mark);
Value iterator_type(Vm& in, const Value& it);
/// `__py_prepare` / `__py_prepared`: a metaclass's __prepare__ around a class
/// body (python_prepare.cpp); Undef for other names.
Value prepare_global(Vm& in, std::string_view name);
/// "dict_keyiterator"... for a view's iterator, else null.
const char* dict_iterator_name(const Value& it);
bool dict_view_repr(Vm& in, const Value& v, std::string& out);
/// For an operator a view defines: true with `out` the result when that is
/// decided here (a view == a list), else the keys/items views among a and b
/// replaced by the sets of their members (the caller applies the operator).
bool dict_view_operands(Vm& in, ir::Operator op, Value& a, Value& b, Value& out);
/// Generic aliases and unions (python_typeforms.cpp): the hooks lib/_typeforms.py
/// hands over (its GenericAlias class, its _union function); `list[int]` on a
/// built-in type and `a | b` between plain types (Undef: not that case); and
/// isinstance/issubclass's second argument with a union replaced by its
/// members (false with TypeError raised for a parameterized generic).
void register_typeform_hooks(Vm& in, std::span<const Value> args);
Value typeform_index(Vm& in, const Value& obj, const Value& idx);
Value typeform_or(Vm& in, const Value& a, const Value& b);
bool typeform_classinfo(Vm& in, Value& cls, const char* fn);
/// The name of a built-in type as a value (int, str, type(3)...), or null.
const char* builtin_type_name(const Value& v);
/// python_exc_attrs.cpp: what built-in exceptions derive from their args
/// (OSError's errno/strerror/filename/filename2 and truncated args,
/// SystemExit.code, StopIteration.value); Undef when `field` is not one.
Value exception_attr(Vm& in, const Value& exc, Name field);
/// python_exc_construct.cpp: defines the built-in exception class `name`
/// (and its parents) beyond the IR's own; Undef when Python has none.
Value define_exception_class(Vm& in, std::string_view name);
/// LanguageRuntime::construct_builtin: OSError(errno, ...) as its subclass,
/// ImportError's name=/path=, the exception groups' checks.
Value construct_builtin(Vm& in, const Value& cls, std::span<const Value> args);
/// python_exc_group.cpp: BaseExceptionGroup(message, exceptions) of class
/// cls, its attributes/methods (Undef: not one) and its str.
Value exception_group_new(Vm& in, const Value& cls, std::vector<Value>& args);
Value exception_group_attr(Vm& in, const Value& exc, Name field);
bool exception_group_text(Vm& in, const Value& exc, std::string& out);
/// An OSError's "[Errno N] text: 'file'" (str) or "T(errno, text)" (repr); false: not one.
bool exception_text(Vm& in, const Value& exc, bool as_repr, std::string& out);
/// python_meta_text.cpp: repr(cls) / str(cls) through its metaclass's own
/// __repr__ / __str__; false: the metaclass defines neither.
bool metaclass_text(Vm& in, const Value& cls, bool as_repr, std::string& out);
/// str(v) as Python's str(), print() and formatting render it.
std::string py_str(Vm& in, const Value& v);
/// A range object (not an iterator over one): the IR's IterKind::Range with no source.
inline bool is_range_object(const Value& v) {
  return v.is(Tag::Iterator) && v.as<IteratorObj>()->ikind == IterKind::Range && v.as<IteratorObj>()->seq.is_none();
}
/// lib/unicodedata.py's lookups: __py_ucd(op, text) (python_unicodedata.cpp).
Value unicodedata_call(Vm& in, std::span<const Value> args);
/// input() and lib/sys.py's __py_stdin (python_stdin.cpp).
Value stdin_call(Vm& in, std::string_view name, std::span<const Value> raw);
Value digest_call(Vm& in, std::span<const Value> args);  // python_digest.cpp: lib/hashlib.py, zlib, binascii
/// int()/float() text: Unicode decimal digits (Nd) as ASCII digits and
/// Unicode spaces as ' ', as CPython reads numbers.
std::string decimal_to_ascii(std::string_view s);
/// A module Python's runtime implements natively (`math`); Undef otherwise.
Value native_module(Vm& in, std::string_view module);

/// Complex numbers (python_complex.cpp): unary operators on instances
/// (LanguageRuntime::unop), the class lib/_complex.py registers, and
/// `negative ** fraction` as that class computes it (Undef: not that case).
Value unop_hook(Vm& in, ir::Operator op, const Value& a);
void register_complex_type(Vm& in, const Value& cls);
Value negative_power(Vm& in, const Value& base, const Value& exp);
/// `x == y` as list.index/count/remove and `in` on a list compare: an
/// instance's __eq__ (complex numbers, user classes), else the IR's equality.
bool item_eq(Vm& in, const Value& x, const Value& y);

/// Whether obj's class (or a parent, built-in wrappers included) defines method `name`.
bool instance_has_method(Vm& in, const Value& obj, const char* name);

/// An instance with __index__ standing for an int (range(), hex(), int(),
/// indices): what its __index__ returns; Undef when it has none, None when
/// the call raised.
Value index_value(Vm& in, const Value& v);

/// `a op b` for a comparison (== != < <= > >=) of an int (bool, big int)
/// with a float, exact as CPython's; Undef for any other operands.
Value int_float_compare(ir::Operator op, const Value& a, const Value& b);

/// An operator as Python code applies it: the runtime's hook (sequence
/// ordering by __lt__, set order, dict views...), else the IR's semantics.
/// What sorted/min/max compare with.
Value python_binop(Vm& in, ir::Operator op, const Value& a, const Value& b);

/// Every member of set `small` is in set `big` (the subset order).
bool set_within(Vm& in, DictObj* small, DictObj* big);

/// A dict key or set member as the kernel's tables should hold it: for an
/// instance whose class defines __hash__, the first instance seen as a key
/// in this run with the same hash that compares equal (__eq__), so tables
/// keyed by identity find equal objects (Vec(1, 2) in {Vec(1, 2)}, complex
/// numbers as keys). Anything else is returned as is.
Value hash_key(Vm& in, const Value& v);
/// Whether v is an instance or a tuple holding one (keys hash_key canonicalises).
bool needs_hash_key(const Value& v);

/// Puts a set's members in the order CPython's hash table holds them
/// (setobject.c's probing and resizing, replayed over the insertion order)
/// when every member's hash is process-independent (numbers, tuples of
/// them); called where the order shows: printing, list()/tuple(), pop().
void cpython_set_order(Vm& in, const Value& set);
/// hash(v) as CPython computes it for numbers and tuples.
Value number_hash(Vm& in, const Value& v);

/// vars(obj) / obj.__dict__: a new dict of an instance's fields (a copy:
/// writes to it do not reach the object).
Value instance_dict(Vm& in, const Value& obj);

/// LanguageRuntime::format_uncaught: the VM's traceback after the
/// exceptions the uncaught one chains (python_traceback.cpp).
std::string format_uncaught(Vm& in, const Value& exc, const std::string& type, const std::string& message,
                            std::span<const StackFrame> frames);

/// Attribute stores and deletes through the object protocol
/// (python_attrs.cpp): the class's __setattr__ / __delattr__, else
/// object's, which refuses names outside __slots__.
void store_attr(Vm& in, const Value& obj, Name field, Value v);
void delete_attr(Vm& in, const Value& obj, Name field);
void object_setattr(Vm& in, const Value& obj, Name field, Value v);
void object_delattr(Vm& in, const Value& obj, Name field);
/// Whether every class of obj declares __slots__ (no __dict__); names: the slots.
bool slotted(Vm& in, const Value& obj, std::vector<std::string>* names);
/// super(cls, self).__setattr__ / __delattr__ reaching object's: that
/// built-in bound to self (Undef: a user class after cls defines it).
Value super_object_method(Vm& in, const Value& cls, const Value& self, Name field);

/// Attributes given to functions (lib/functools.py's lru_cache wrapper:
/// cache_info, cache_clear), kept per run beside the function: the
/// kernel's function objects have no fields.
void set_function_attr(Vm& in, const Value& fn, const std::string& name, Value v);
Value function_attr(Vm& in, const Value& fn, const std::string& name);

/// Python's str over the VM's UTF-8 text (python_str.cpp): code points.
namespace text {
bool ascii(std::string_view s);
std::size_t length(std::string_view s);
/// Byte offset of code point `cp` (clamped to the end), and back.
std::size_t to_byte(std::string_view s, std::size_t cp);
std::size_t to_cp(std::string_view s, std::size_t byte);
/// The code point at s[i] (a byte for an invalid sequence); advances i.
std::uint32_t decode(std::string_view s, std::size_t& i);
std::uint32_t upper(std::uint32_t c);
std::uint32_t lower(std::uint32_t c);
bool is_alpha(std::uint32_t c);
bool is_space(std::uint32_t c);
bool is_digit(std::uint32_t c);
/// str.isdecimal / isdigit / isnumeric of one code point (python_numeric_table.cpp).
bool is_decimal(std::uint32_t c);
bool is_digit_char(std::uint32_t c);
bool is_numeric(std::uint32_t c);
/// A code point whose full case mapping is not its simple pair (ß -> SS,
/// ǆ -> ǅ as title, ſ -> s folded): UTF-8 results (python_case_special.cpp).
struct SpecialCase {
  std::uint32_t cp;
  const char* upper;
  const char* lower;
  const char* title;
  const char* fold;
};
const SpecialCase* special_case(std::uint32_t c);
/// A cased letter no case operation changes (ª, ĸ, ɕ).
bool cased_unmapped(std::uint32_t c);
/// str.isprintable for one code point (python_printable.cpp).
bool printable(std::uint32_t c);
/// repr of a str with non-ASCII text: CPython's quotes and escapes.
std::string repr(std::string_view s);
}  // namespace text
/// len(s) in code points.
Value str_length(Vm& in, const Value& str);
/// s[i] / s[a:b:c] in code points; Undef where the IR's byte rule is the same (ASCII).
Value str_load_index(Vm& in, const Value& str, const Value& idx);

}  // namespace reddragon::vm::py
