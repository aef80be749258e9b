// java.cpp - the Java run-time library (globals and semantic differences).
//
// Values: int/long/short/byte are Int (the frontend's annotations wrap
// them), double/float are Float, char is a one-character Str, String is
// Str, arrays and ArrayList/LinkedList/ArrayDeque are List, Map.Entry is a
// 2-tuple. HashMap/TreeMap/LinkedHashMap, the sets and StringBuilder are
// instances of run-time classes holding a dict ("__d") or a string ("__s").
// Static holders (System, Math, Integer, Arrays, ...) are native built-ins
// whose members the load_attr hook provides. Java's exception classes are
// classes in the module scope; the VM's own errors (ZeroDivisionError,
// IndexError, ...) get the Java classes inserted into their MRO so that
// `catch (ArithmeticException e)` catches a division by zero.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <optional>
#include <unordered_set>

#include "java_bigdecimal.hpp"
#include "java_codecs.hpp"
#include "java_dtoa.hpp"
#include "java_random.hpp"
#include "java_regex.hpp"
#include "java_scanner.hpp"
#include "java_duration.hpp"
#include "java_temporal.hpp"
#include "java_time.hpp"
#include "java_time_format.hpp"
#include "reddragon/vm/standard_input.hpp"
#include "reddragon/vm/caught_stacks.hpp"
#include "reddragon/text/case.hpp"
#include "reddragon/text/utf8.hpp"
#include "reddragon/vm/bigint.hpp"
#include "reddragon/vm/runtime.hpp"
#include "reddragon/vm/objects.hpp"

namespace reddragon::vm {

std::string java_print_stack_trace(Vm& vm, const Value& exc, bool jdk_frames);  // java_uncaught.cpp
std::vector<std::string> java_stack_elements(Vm& vm, const Value& exc);  // java_uncaught.cpp

namespace {

using Args = std::vector<Value>;

const std::string& name_of(Vm& in, Name n) { return in.name(n); }

// --- exceptions -------------------------------------------------------------------------
struct JExc {
  const char* name;
  const char* parent;  // "" = Python Exception; "*" = BaseException itself (an alias, not a subclass)
};
constexpr JExc kJavaExceptions[] = {
    {"Throwable", "*"},
    {"Error", "Throwable"},
    {"RuntimeException", ""},
    {"ArithmeticException", "RuntimeException"},
    {"IllegalArgumentException", "RuntimeException"},
    {"NumberFormatException", "IllegalArgumentException"},
    {"PatternSyntaxException", "IllegalArgumentException"},
    {"IllegalStateException", "RuntimeException"},
    {"IllegalThreadStateException", "IllegalArgumentException"},
    {"IndexOutOfBoundsException", "RuntimeException"},
    {"ArrayIndexOutOfBoundsException", "IndexOutOfBoundsException"},
    {"StringIndexOutOfBoundsException", "IndexOutOfBoundsException"},
    {"NullPointerException", "RuntimeException"},
    {"UnsupportedOperationException", "RuntimeException"},
    {"ClassCastException", "RuntimeException"},
    {"NegativeArraySizeException", "RuntimeException"},
    {"ConcurrentModificationException", "RuntimeException"},
    {"NoSuchElementException", "RuntimeException"},
    {"InputMismatchException", "NoSuchElementException"},
    {"EmptyStackException", "RuntimeException"},
    {"StackOverflowError", "Error"},
    {"OutOfMemoryError", "Error"},
    {"AssertionError", "Error"},
    {"CloneNotSupportedException", ""},
    {"InterruptedException", ""},
    {"ExecutionException", ""},
    {"TimeoutException", ""},
    {"CompletionException", "RuntimeException"},
    {"CancellationException", "IllegalStateException"},
    {"RejectedExecutionException", "RuntimeException"},
    {"IOException", ""},
    {"GeneralSecurityException", ""},
    {"NoSuchAlgorithmException", "GeneralSecurityException"},
    {"IllegalFormatException", "IllegalArgumentException"},
    {"UnknownFormatConversionException", "IllegalFormatException"},
    {"IllegalFormatConversionException", "IllegalFormatException"},
    {"MissingFormatArgumentException", "IllegalFormatException"},
    {"MissingFormatWidthException", "IllegalFormatException"},
    {"FormatFlagsConversionMismatchException", "IllegalFormatException"},
    {"IllegalFormatPrecisionException", "IllegalFormatException"},
    {"IllegalFormatWidthException", "IllegalFormatException"},
    {"IllegalFormatFlagsException", "IllegalFormatException"},
    {"DuplicateFormatFlagsException", "IllegalFormatException"},
    {"IllegalFormatCodePointException", "IllegalFormatException"},
    {"FileNotFoundException", "IOException"},
    {"EOFException", "IOException"},
    {"UTFDataFormatException", "IOException"},
    {"BufferUnderflowException", "RuntimeException"},
    {"BufferOverflowException", "RuntimeException"},
    {"InvalidMarkException", "IllegalStateException"},
    {"ReadOnlyBufferException", "UnsupportedOperationException"},
    {"DateTimeException", "RuntimeException"},
    {"DateTimeParseException", "DateTimeException"},
    {"UnsupportedTemporalTypeException", "DateTimeException"},
};

ScopeObj* module_scope(Vm& in) { return in.module_scope().as<ScopeObj>(); }

Value scope_get(Vm& in, std::string_view n) {
  ScopeObj* ms = module_scope(in);
  if (!ms || !ms->extra) return Value::undef();
  auto it = ms->extra->find(in.intern(n));
  return it == ms->extra->end() ? Value::undef() : it->second;
}
void scope_set(Vm& in, std::string_view n, Value v) {
  ScopeObj* ms = module_scope(in);
  if (!ms) return;
  if (!ms->extra) ms->extra = std::make_unique<std::unordered_map<Name, Value>>();
  (*ms->extra)[in.intern(n)] = std::move(v);
}

void insert_mro(Vm& in, const char* py, std::initializer_list<const char*> java) {
  Value c = in.builtin_class(py);
  if (!c.is(Tag::Class)) return;
  auto& mro = c.as<ClassObj>()->mro;
  std::size_t at = 1;
  for (const char* j : java) {
    Value jc = scope_get(in, j);
    if (jc.is(Tag::Class)) mro.insert(mro.begin() + static_cast<std::ptrdiff_t>(at++), jc);
  }
}

void ensure_exceptions(Vm& in) {
  if (!scope_get(in, "__jrt_exceptions").is_undef()) return;
  in.run_state(kKeepCaughtStacks) = Value::boolean(true);  // a report shows its causes' own frames
  scope_set(in, "__jrt_exceptions", Value::boolean(true));
  for (const JExc& e : kJavaExceptions) {
    if (std::strcmp(e.parent, "*") == 0) {  // Throwable is the root every exception extends: catch (Throwable t)
      scope_set(in, e.name, in.builtin_class("BaseException"));
      continue;
    }
    auto* c = new ClassObj();
    c->name = e.name;
    Value cv = Value::object(c);
    c->mro.push_back(cv);
    Value parent = std::strcmp(e.parent, "") == 0 ? in.builtin_class("Exception") : scope_get(in, e.parent);
    if (parent.is(Tag::Class))
      for (auto& a : parent.as<ClassObj>()->mro) c->mro.push_back(a);
    scope_set(in, e.name, cv);
  }
  insert_mro(in, "ZeroDivisionError", {"ArithmeticException", "RuntimeException"});
  insert_mro(in, "IndexError", {"ArrayIndexOutOfBoundsException", "IndexOutOfBoundsException", "RuntimeException"});
  insert_mro(in, "KeyError", {"NoSuchElementException", "RuntimeException"});
  insert_mro(in, "AttributeError", {"NullPointerException", "RuntimeException"});
  insert_mro(in, "TypeError", {"NullPointerException", "RuntimeException"});
  insert_mro(in, "ValueError", {"NumberFormatException", "IllegalArgumentException", "RuntimeException"});
  insert_mro(in, "RecursionError", {"StackOverflowError", "Error"});
  // a StackOverflowError is an Error, not an Exception: catch (Exception e) lets it pass
  if (Value re = in.builtin_class("RecursionError"); re.is(Tag::Class)) {
    auto& mro = re.as<ClassObj>()->mro;
    Value ex = in.builtin_class("Exception"), rt = in.builtin_class("RuntimeError");
    std::erase_if(mro, [&](const Value& k) { return k.obj() == ex.obj() || k.obj() == rt.obj(); });
  }
}

bool is_java_exception_name(std::string_view n) {
  for (const JExc& e : kJavaExceptions)
    if (n == e.name) return true;
  return false;
}

/// Fields some exceptions carry besides their message (PatternSyntaxException.getIndex, ...).
using ExtraFields = std::initializer_list<std::pair<const char*, Value>>;
void jthrow(Vm& in, const char* cls, std::string msg, ExtraFields extra = {}) {
  ensure_exceptions(in);
  Value c = scope_get(in, cls);
  if (!c.is(Tag::Class)) {
    in.raise("RuntimeError", std::move(msg));
    return;
  }
  auto* inst = new InstanceObj();
  inst->cls = c;
  Value iv = Value::object(inst);
  Args a;
  if (!msg.empty()) a.push_back(make_str(std::move(msg)));
  inst->fields.set(in.intern("args"), make_list(std::move(a), Tag::Tuple));
  for (const auto& [k, v] : extra) inst->fields.set(in.intern(k), v);
  in.raise_value(iv);
}

bool is_exception_instance(const Value& v) {
  if (!v.is(Tag::Instance)) return false;
  for (auto& k : v.as<InstanceObj>()->klass()->mro)
    if (k.as<ClassObj>()->builtin && k.as<ClassObj>()->name == "BaseException") return true;
  return false;
}

std::string strip_java_suffix(std::string m) {
  auto p = m.find(" (java.lang.");
  if (p != std::string::npos && m.find(" in module java.base", p) == std::string::npos) m.erase(p);  // (a ClassCastException's own clause stays)
  return m;
}

Value exception_message(Vm& in, const Value& e) {
  auto* inst = e.as<InstanceObj>();
  Value* a = inst->fields.find(in.intern("args"));
  if (!a || !(a->is(Tag::Tuple) || a->is(Tag::List))) return Value::none();
  auto& items = a->as<ListObj>()->items;
  if (items.empty()) return Value::none();
  if (items[0].is(Tag::Str)) return make_str(strip_java_suffix(items[0].as<StrObj>()->s));
  return items[0];
}

/// Throwable.getCause(): new X(msg, cause), new X(cause) or initCause(cause).
Value exception_cause(Vm& in, const Value& v) {
  if (!v.is(Tag::Instance)) return Value::none();
  auto* inst = v.as<InstanceObj>();
  if (Value* c = inst->fields.find(in.intern("__cause"))) return *c;
  Value* args = inst->fields.find(in.intern("args"));
  if (args && (args->is(Tag::Tuple) || args->is(Tag::List))) {
    auto& items = args->as<ListObj>()->items;
    if (items.size() >= 2 && is_exception_instance(items[1])) return items[1];
    if (items.size() == 1 && is_exception_instance(items[0])) return items[0];
  }
  return Value::none();
}

std::string java_exception_type(const std::string& n) {
  static const std::pair<const char*, const char*> map[] = {
      {"ZeroDivisionError", "ArithmeticException"}, {"IndexError", "ArrayIndexOutOfBoundsException"},
      {"KeyError", "NoSuchElementException"},       {"AttributeError", "NullPointerException"},
      {"TypeError", "NullPointerException"},        {"ValueError", "NumberFormatException"},
      {"RecursionError", "StackOverflowError"},     {"Exception", "Exception"},
      {"BaseException", "Throwable"}};
  for (auto& [py, j] : map)
    if (n == py) return std::string("java.lang.") + j;
  if (is_java_exception_name(n)) {
    static const std::pair<const char*, const char*> pkg[] = {
        {"NoSuchElementException", "java.util."}, {"ConcurrentModificationException", "java.util."},
        {"InputMismatchException", "java.util."}, {"EmptyStackException", "java.util."},
        {"IOException", "java.io."},              {"FileNotFoundException", "java.io."},
        {"EOFException", "java.io."}, {"UTFDataFormatException", "java.io."}, {"BufferUnderflowException", "java.nio."},
        {"BufferOverflowException", "java.nio."}, {"InvalidMarkException", "java.nio."}, {"ReadOnlyBufferException", "java.nio."},
        {"PatternSyntaxException", "java.util.regex."}, {"DateTimeException", "java.time."},
        {"DateTimeParseException", "java.time.format."}, {"UnsupportedTemporalTypeException", "java.time.temporal."},
        {"GeneralSecurityException", "java.security."}, {"NoSuchAlgorithmException", "java.security."}};
    for (auto& [name, p] : pkg)
      if (n == name) return p + n;
    if (n.find("Format") != std::string::npos && n != "NumberFormatException") return "java.util." + n;  // the IllegalFormatException family
    return "java.lang." + n;
  }
  return n;
}
/// Class.getName() of a class: Outer$Inner for nested classes (the lowerer's __binname).
std::string java_class_name(Vm& in, ClassObj* c) {
  if (Value* b = c->attrs.find(in.intern("__binname")); b && b->is(Tag::Str)) return b->as<StrObj>()->s;
  return java_exception_type(c->name);
}
/// the Java simple name of a class (the VM's own errors stand for Java's exceptions)
std::string java_simple_name(const std::string& n) {
  // an anonymous class (javac's Enclosing$1) has no simple name
  if (auto d = n.rfind('$'); d != std::string::npos && d + 1 < n.size() && std::isdigit(static_cast<unsigned char>(n[d + 1]))) return "";
  std::string full = java_exception_type(n);
  auto dot = full.rfind('.');
  return dot == std::string::npos ? full : full.substr(dot + 1);
}

bool is_primitive_name(std::string_view n);

// --- number formatting -----------------------------------------------------------------
/// Shortest decimal digits and exponent of d (d > 0 finite): d = 0.DIGITS * 10^(exp+1).
void shortest(double d, bool is_float, std::string& digits, int& exp) {
  char buf[64];
  for (int prec = 1; prec <= 17; ++prec) {
    std::snprintf(buf, sizeof buf, "%.*e", prec - 1, d);
    double back = std::strtod(buf, nullptr);
    if (is_float ? static_cast<float>(back) == static_cast<float>(d) : back == d) break;
  }
  digits.clear();
  const char* p = buf;
  for (; *p && *p != 'e'; ++p)
    if (std::isdigit(static_cast<unsigned char>(*p))) digits.push_back(*p);
  exp = *p == 'e' ? std::atoi(p + 1) : 0;
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
}

std::string jdouble(double d, bool is_float = false) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == 0) return std::signbit(d) ? "-0.0" : "0.0";
  // the smallest denormals: Java's digit generation gives two digits, not the shortest one
  if (std::fabs(d) == std::numeric_limits<double>::denorm_min()) return d < 0 ? "-4.9E-324" : "4.9E-324";
  if (is_float && std::fabs(d) == static_cast<double>(std::numeric_limits<float>::denorm_min()))
    return d < 0 ? "-1.4E-45" : "1.4E-45";
  std::string sign = d < 0 ? "-" : "";
  double a = std::fabs(d);
  // JDK 17's FloatingDecimal digits (not always the shortest), value = 0.DIGITS * 10^dexp
  std::string digits;
  int dexp;
  if (is_float) java_dtoa::float_digits(static_cast<float>(a), digits, dexp);
  else java_dtoa::double_digits(a, digits, dexp);
  std::string out;
  std::size_t nd = digits.size();
  if (dexp > 0 && dexp < 8) {
    std::size_t ip = std::min(nd, static_cast<std::size_t>(dexp));
    out = digits.substr(0, ip);
    if (ip < static_cast<std::size_t>(dexp)) out += std::string(static_cast<std::size_t>(dexp) - ip, '0') + ".0";
    else out += "." + (ip < nd ? digits.substr(ip) : std::string("0"));
  } else if (dexp <= 0 && dexp > -3) {
    out = "0." + std::string(static_cast<std::size_t>(-dexp), '0') + digits;
  } else {
    out = digits.substr(0, 1) + "." + (nd > 1 ? digits.substr(1) : "0") + "E" + std::to_string(dexp - 1);
  }
  return sign + out;
}

/// %.Nf with Java's HALF_UP rounding of the shortest decimal representation.
std::string fixed(double d, int prec) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  bool neg = std::signbit(d);  // Java keeps the sign of a value that rounds to zero (-0.000, and -0.0 itself)
  double a = std::fabs(d);
  if (a == 0) return (neg ? "-" : "") + std::string(prec > 0 ? "0." + std::string(static_cast<std::size_t>(prec), '0') : "0");
  std::string digits;
  int exp;
  shortest(a, false, digits, exp);
  // integer digits: exp+1 (may be <= 0)
  // build a digit string with the point at position p = exp+1
  int p = exp + 1;
  std::string all = digits;
  int lead = 0;
  if (p <= 0) {
    all = std::string(static_cast<std::size_t>(-p), '0') + all;
    lead = -p;
    p = 0;
  }
  (void)lead;
  int keep = p + prec;  // digits to keep
  while (static_cast<int>(all.size()) < keep + 1) all.push_back('0');
  bool up = all[static_cast<std::size_t>(keep)] >= '5';
  std::string kept = all.substr(0, static_cast<std::size_t>(keep));
  if (up) {
    int i = keep - 1;
    for (; i >= 0; --i) {
      if (kept[static_cast<std::size_t>(i)] == '9') kept[static_cast<std::size_t>(i)] = '0';
      else {
        ++kept[static_cast<std::size_t>(i)];
        break;
      }
    }
    if (i < 0) {
      kept.insert(kept.begin(), '1');
      ++p;
    }
  }
  std::string ip = kept.substr(0, static_cast<std::size_t>(p));
  if (ip.empty()) ip = "0";
  std::size_t nz = ip.find_first_not_of('0');
  ip = nz == std::string::npos ? "0" : ip.substr(nz);
  std::string fp = kept.substr(static_cast<std::size_t>(p));
  std::string out = ip + (prec > 0 ? "." + fp : "");
  return (neg ? "-" : "") + out;
}

// --- boxes ------------------------------------------------------------------------------------
/// The box class a number takes in its Object form, kept in the Value's mark (__jboxn, set where
/// the lowerer boxes a long, short, byte or float): ints and longs share one run-time type, as do
/// floats and doubles. An unmarked integer is an Integer in int range and a Long past it.
enum : std::uint8_t { kBoxNone = 0, kBoxLong = 1, kBoxShort = 2, kBoxByte = 3, kBoxFloat = 4 };
/// The box class name of a number (Integer, Long, Short, Byte, Double, Float), or nullptr.
const char* box_name(const Value& v) {
  if (v.is(Tag::Float)) return v.mark() == kBoxFloat ? "Float" : "Double";
  if (!v.is_int()) return nullptr;
  switch (v.mark()) {
    case kBoxLong: return "Long";
    case kBoxShort: return "Short";
    case kBoxByte: return "Byte";
    default:
      return v.i() >= std::numeric_limits<std::int32_t>::min() && v.i() <= std::numeric_limits<std::int32_t>::max() ? "Integer" : "Long";
  }
}

// --- hashing (java.util.HashMap iteration order) -----------------------------------------------
std::vector<std::uint32_t> utf16_units(const std::string& s);
std::int32_t jhash(const Value& v) {
  switch (v.tag()) {
    case Tag::Int: {
      std::int64_t x = v.i();
      if (v.mark() != kBoxLong && x >= std::numeric_limits<std::int32_t>::min() && x <= std::numeric_limits<std::int32_t>::max())
        return static_cast<std::int32_t>(x);
      auto u = static_cast<std::uint64_t>(x);
      return static_cast<std::int32_t>(static_cast<std::uint32_t>(u ^ (u >> 32)));
    }
    case Tag::Bool: return v.b() ? 1231 : 1237;
    case Tag::Float: {
      double d = v.d();
      if (v.mark() == kBoxFloat) {  // Float.hashCode: floatToIntBits (one canonical NaN)
        float f = std::isnan(d) ? std::numeric_limits<float>::quiet_NaN() : static_cast<float>(d);
        std::uint32_t fb;
        std::memcpy(&fb, &f, sizeof fb);
        return static_cast<std::int32_t>(std::isnan(d) ? 0x7fc00000u : fb);
      }
      std::uint64_t bits = 0x7ff8000000000000ull;  // doubleToLongBits: one canonical NaN
      if (!std::isnan(d)) std::memcpy(&bits, &d, sizeof bits);
      return static_cast<std::int32_t>(static_cast<std::uint32_t>(bits ^ (bits >> 32)));
    }
    case Tag::Str: {
      std::uint32_t h = 0;  // String.hashCode over UTF-16 code units
      for (std::uint32_t u : utf16_units(v.as<StrObj>()->s)) h = h * 31 + u;
      return static_cast<std::int32_t>(h);
    }
    case Tag::None: return 0;
    default: return static_cast<std::int32_t>(reinterpret_cast<std::uintptr_t>(v.obj()) >> 4);
  }
}

// --- run-time classes (collections, StringBuilder) ----------------------------------------------
enum class Kind { None, HashMap, TreeMap, LinkedHashMap, HashSet, TreeSet, LinkedHashSet, StringBuilder, PriorityQueue, Stream, Optional, Iterator, StringJoiner, Random, BigDecimal, Pattern, Matcher, Thread, Atomic, ListSub, Executor, Future, BitSet, Scanner, Time };
const char* kind_name(Kind k) {
  switch (k) {
    case Kind::HashMap: return "HashMap";
    case Kind::TreeMap: return "TreeMap";
    case Kind::LinkedHashMap: return "LinkedHashMap";
    case Kind::HashSet: return "HashSet";
    case Kind::TreeSet: return "TreeSet";
    case Kind::LinkedHashSet: return "LinkedHashSet";
    case Kind::StringBuilder: return "StringBuilder";
    case Kind::PriorityQueue: return "PriorityQueue";
    case Kind::Stream: return "Stream";
    case Kind::Optional: return "Optional";
    case Kind::Iterator: return "Iterator";
    case Kind::StringJoiner: return "StringJoiner";
    case Kind::Random: return "Random";
    case Kind::BigDecimal: return "BigDecimal";
    case Kind::Pattern: return "Pattern";
    case Kind::Matcher: return "Matcher";
    case Kind::Thread: return "Thread";
    case Kind::Atomic: return "Atomic";
    case Kind::ListSub: return "ArrayList";
    case Kind::Executor: return "ExecutorService";
    case Kind::Future: return "CompletableFuture";
    case Kind::BitSet: return "BitSet";
    case Kind::Scanner: return "Scanner";
    default: return "";
  }
}
Kind subclassed_kind(ClassObj* c);
Kind kind_of(const Value& v) {
  if (!v.is(Tag::Instance)) return Kind::None;
  ClassObj* c = v.as<InstanceObj>()->klass();
  if (!c->builtin) return subclassed_kind(c);
  if (c->unresolved_parents.empty() || c->unresolved_parents[0] != "<java runtime>") return Kind::None;
  const std::string& n = c->name;
  if (n == "HashMap") return Kind::HashMap;
  if (n == "TreeMap") return Kind::TreeMap;
  if (n == "LinkedHashMap") return Kind::LinkedHashMap;
  if (n == "HashSet") return Kind::HashSet;
  if (n == "TreeSet") return Kind::TreeSet;
  if (n == "LinkedHashSet") return Kind::LinkedHashSet;
  if (n == "StringBuilder") return Kind::StringBuilder;
  if (n == "PriorityQueue") return Kind::PriorityQueue;
  if (n == "Stream") return Kind::Stream;
  if (n == "Optional") return Kind::Optional;
  if (n == "Iterator") return Kind::Iterator;
  if (n == "StringJoiner") return Kind::StringJoiner;
  if (n == "Random") return Kind::Random;
  if (n == "BigDecimal") return Kind::BigDecimal;
  if (n == "Pattern") return Kind::Pattern;
  if (n == "Matcher") return Kind::Matcher;
  if (n == "Thread") return Kind::Thread;
  if (n == "Atomic") return Kind::Atomic;
  if (n == "ExecutorService") return Kind::Executor;
  if (n == "CompletableFuture") return Kind::Future;
  if (n == "BitSet") return Kind::BitSet;
  if (n == "Scanner") return Kind::Scanner;
  if (n == "LocalDate" || n == "Period" || n == "Duration" || n == "DayOfWeek" || n == "Month" || n == "ChronoUnit" || n == "DateTimeFormatter" ||
      n == "TemporalField" || n == "TemporalAdjuster" || n == "YearMonth" || n == "LocalTime" || n == "LocalDateTime" || n == "Instant" ||
      n == "ZoneOffset" || n == "ZoneId" || n == "ZonedDateTime" || n == "OffsetDateTime") return Kind::Time;
  return Kind::None;
}
/// A program class extending a library collection (`class Cache extends
/// LinkedHashMap<K, V>`): its instances hold the collection's fields
/// themselves, so the collection's methods work on them.
Kind subclassed_kind(ClassObj* c) {
  for (auto& k : c->mro)
    for (const std::string& p : k.as<ClassObj>()->unresolved_parents) {
      if (p == "HashMap" || p == "AbstractMap") return Kind::HashMap;
      if (p == "TreeMap") return Kind::TreeMap;
      if (p == "LinkedHashMap") return Kind::LinkedHashMap;
      if (p == "HashSet") return Kind::HashSet;
      if (p == "TreeSet") return Kind::TreeSet;
      if (p == "LinkedHashSet") return Kind::LinkedHashSet;
      if (p == "PriorityQueue") return Kind::PriorityQueue;
      if (p == "Thread") return Kind::Thread;
      if (p == "ArrayList" || p == "LinkedList" || p == "ArrayDeque" || p == "Vector" || p == "Stack") return Kind::ListSub;
    }
  return Kind::None;
}
bool is_map(Kind k) { return k == Kind::HashMap || k == Kind::TreeMap || k == Kind::LinkedHashMap; }
bool is_set(Kind k) { return k == Kind::HashSet || k == Kind::TreeSet || k == Kind::LinkedHashSet; }
/// A program class built on one of the abstract collection skeletons: AbstractList (the program
/// gives get/size), AbstractCollection/AbstractQueue and AbstractSet (iterator/size). The
/// skeleton's other methods are the run time's, over the elements those give.
enum class Skel { None, List, Coll, Set };
Skel skeleton_of(const Value& v) {
  if (!v.is(Tag::Instance)) return Skel::None;
  ClassObj* c = v.as<InstanceObj>()->klass();
  if (c->builtin) return Skel::None;
  for (auto& k : c->mro)
    for (const std::string& p : k.as<ClassObj>()->unresolved_parents) {
      if (p == "AbstractList" || p == "AbstractSequentialList") return Skel::List;
      if (p == "AbstractSet") return Skel::Set;
      if (p == "AbstractCollection" || p == "AbstractQueue") return Skel::Coll;
    }
  return Skel::None;
}

/// A library class of the runtime's own, made once per run and kept under `key`.
Value cached_runtime_class(Vm& in, const std::string& key, const std::string& name) {
  Value c = scope_get(in, key);
  if (c.is(Tag::Class)) return c;
  auto* co = new ClassObj();
  co->name = name;
  co->builtin = true;
  co->unresolved_parents.push_back("<java runtime>");
  Value cv = Value::object(co);
  co->mro.push_back(cv);
  scope_set(in, key, cv);
  return cv;
}
Value rt_class(Vm& in, Kind k) { return cached_runtime_class(in, std::string("__jrt_") + kind_name(k), kind_name(k)); }

struct Wrapped {
  DictObj* d = nullptr;
  InstanceObj* inst = nullptr;
};
Value new_wrapper(Vm& in, Kind k) {
  auto* inst = new InstanceObj();
  inst->cls = rt_class(in, k);
  Value iv = Value::object(inst);
  if (k == Kind::StringBuilder) {
    inst->fields.set(in.intern("__s"), make_str(""));
  } else if (k == Kind::PriorityQueue) {
    inst->fields.set(in.intern("__l"), make_list({}));
    inst->fields.set(in.intern("__cmp"), Value::none());
  } else if (k == Kind::StringJoiner) {
    inst->fields.set(in.intern("__parts"), make_list({}));
    inst->fields.set(in.intern("__empty"), Value::none());
  } else if (k == Kind::Stream || k == Kind::Optional || k == Kind::Iterator || k == Kind::Random || k == Kind::BigDecimal || k == Kind::Pattern ||
             k == Kind::Matcher || k == Kind::Thread || k == Kind::Atomic || k == Kind::Executor || k == Kind::Future || k == Kind::Scanner) {
  } else if (k == Kind::BitSet) {  // 64-bit words, lowest bits first (java.util.BitSet's long[])
    inst->fields.set(in.intern("__w"), make_list({Value::integer(0)}));
  } else if (k == Kind::ListSub) {  // a program class extending ArrayList: the elements are a VM list
    inst->fields.set(in.intern("__l"), make_list({}));
  } else {
    inst->fields.set(in.intern("__d"), make<DictObj>(is_set(k) ? Tag::Set : Tag::Dict));
    inst->fields.set(in.intern("__cap"), Value::integer(16));
  }
  return iv;
}
void init_subclassed(Vm& in, const Value& v, const Args& a);
DictObj* dict_of(Vm& in, const Value& v);
/// A read-only copy of map or set w (same kind, order and comparator): Collections.unmodifiableMap/Set
/// and friends. A copy, not a view: later changes to w are not seen.
Value read_only_copy(Vm& in, const Value& w) {
  Kind k = kind_of(w);
  DictObj* d = is_map(k) || is_set(k) ? dict_of(in, w) : nullptr;
  if (!d) return w;
  if (!in.charge_copy(d->entries.size())) return Value::none();
  Value out = new_wrapper(in, k);
  auto* src = w.as<InstanceObj>();
  auto* dst = out.as<InstanceObj>();
  for (const char* f : {"__cmp", "__cap", "__ident", "__access"})
    if (Value* v = src->fields.find(in.intern(f))) dst->fields.set(in.intern(f), *v);
  if (Value* h = src->fields.find(in.intern("__heads")); h && h->is(Tag::Set)) {
    Value hc = make<DictObj>(Tag::Set);
    for (auto& e : h->as<DictObj>()->entries) hc.as<DictObj>()->set(e.first, e.second);
    dst->fields.set(in.intern("__heads"), hc);
  }
  if (Value* hk = src->fields.find(in.intern("__hk"))) dst->fields.set(in.intern("__hk"), *hk);
  DictObj* od = dict_of(in, out);
  for (auto& e : d->entries) od->set(e.first, e.second);
  dst->fields.set(in.intern("__ro"), Value::boolean(true));
  return out;
}
DictObj* dict_of(Vm& in, const Value& v) {
  if (!v.is(Tag::Instance)) return nullptr;  // e.g. Collections.max(42) in broken code
  Value* d = v.as<InstanceObj>()->fields.find(in.intern("__d"));
  if (!d && !v.as<InstanceObj>()->klass()->builtin && (is_map(kind_of(v)) || is_set(kind_of(v)))) {  // a subclass whose super() has not run yet
    init_subclassed(in, v, {});
    d = v.as<InstanceObj>()->fields.find(in.intern("__d"));
  }
  return d && (d->is(Tag::Dict) || d->is(Tag::Set)) ? d->as<DictObj>() : nullptr;
}
void mark_head(Vm& in, const Value& w, const Value& key) {
  auto* inst = w.as<InstanceObj>();
  Value* heads = inst->fields.find(in.intern("__heads"));
  if (!heads) {
    inst->fields.set(in.intern("__heads"), make<DictObj>(Tag::Set));
    heads = inst->fields.find(in.intern("__heads"));
  }
  heads->as<DictObj>()->set(key, Value::none());
}
void unmark_head(Vm& in, const Value& w, const Value& key) {
  Value* heads = w.as<InstanceObj>()->fields.find(in.intern("__heads"));
  if (heads && heads->is(Tag::Set)) heads->as<DictObj>()->erase(key);
}

void grow(Vm& in, const Value& w, DictObj* d) {
  Value* cap = w.as<InstanceObj>()->fields.find(in.intern("__cap"));
  if (!cap || !cap->is_int()) return;
  std::int64_t c = cap->i();
  while (static_cast<double>(d->entries.size()) > 0.75 * static_cast<double>(c)) c *= 2;
  *cap = Value::integer(c);
}

std::string jstr(Vm& in, const Value& v);
std::int64_t java_index(const std::string& s, std::size_t b);
std::size_t byte_index(const std::string& s, std::int64_t i);
std::string jformat(Vm& in, const std::string& f, std::span<const Value> args);
java_bigdecimal::Dec dec_of(Vm& in, const Value& v);
int jcompare(Vm& in, const Value& a, const Value& b);
std::string optional_str(Vm& in, const Value& w);
Value new_stream(Vm& in, std::vector<Value> items, int prim);
Value new_iterator(Vm& in, const Value& list, const Value& src);
std::vector<Value> elements_of(Vm& in, const Value& v);
Value call_method_by_name(Vm& in, const Value& recv, std::string_view m, std::span<const Value> args);
bool jequals(Vm& in, const Value& a, const Value& b);
std::string time_str(Vm& in, const Value& v);
std::int32_t time_hash(Vm& in, const Value& v);
bool date_conversion(Vm& in, const Value& v, char conv, std::string& out);

/// A user object whose class defines equals() or is a record: HashMap/HashSet keys compare by value.
bool user_eq_instance(Vm& in, const Value& v) {
  if (!v.is(Tag::Instance) || kind_of(v) != Kind::None) return false;
  for (auto& k : v.as<InstanceObj>()->klass()->mro) {
    auto* c = k.as<ClassObj>();
    if (c->attrs.find(in.intern("equals")) || c->attrs.find(in.intern("__record__"))) return true;
  }
  return false;
}
/// (rt_flags of a list the program uses as a Java array where a map or set key
/// goes: equal and hashed by identity, as arrays are; the lowerer marks it, __jarraykey)
constexpr std::uint8_t kArrayKey = 0x10;
/// (rt_flags of a one-character string converted to Object from a char or from a String, __jboxtext:
/// both are one-character strings at run time, instanceof Character / String tells them apart)
constexpr std::uint8_t kBoxedChar = 0x20, kBoxedString = 0x40;
/// (rt_flags of a list the lowerer saw as a Java array of references / of primitives, or as a
/// java.util.List, where it took the Object form (__jarrmark): instanceof tells arrays from lists,
/// both lists at run time. The bits are a string's kBoxed* and an entry's kImmutableEntry.)
constexpr std::uint8_t kRefArray = 0x20, kPrimArray = 0x40, kKnownList = 0x2;
bool one_unit(const std::string& s) { return s.size() == 1 || (s.size() <= 3 && utf16_units(s).size() == 1); }
/// Java's hashCode(): user hashCode() overrides and record hashes (31 * h + component hash).
std::int32_t jhash_in(Vm& in, const Value& v) {
  if (kind_of(v) == Kind::Time) return time_hash(in, v);
  if (v.is(Tag::List) && !(v.obj()->rt_flags & kArrayKey)) {  // List.hashCode(): 31 * h + element hash, from 1
    std::uint32_t h = 1;
    for (auto& x : v.as<ListObj>()->items) h = 31u * h + static_cast<std::uint32_t>(jhash_in(in, x));
    return static_cast<std::int32_t>(h);
  }
  if (Kind k = kind_of(v); is_set(k) || is_map(k)) {  // Set.hashCode(): the sum of the elements'; Map's: of key ^ value
    DictObj* d = dict_of(in, v);
    std::uint32_t h = 0;
    if (d && in.charge_items(d->entries.size()))
      for (auto& [key, val] : d->entries)
        h += static_cast<std::uint32_t>(jhash_in(in, key)) ^ (is_map(k) ? static_cast<std::uint32_t>(jhash_in(in, val)) : 0u);
    return static_cast<std::int32_t>(h);
  }
  if (v.is(Tag::Instance) && kind_of(v) == Kind::None) {
    auto* inst = v.as<InstanceObj>();
    for (auto& k : inst->klass()->mro)
      if (Value* f = k.as<ClassObj>()->attrs.find(in.intern("hashCode")); f && f->is(Tag::Function)) {
        Value r = call_method_by_name(in, v, "hashCode", {});
        return r.is_int() ? static_cast<std::int32_t>(static_cast<std::uint32_t>(r.i())) : 0;
      }
    for (auto& k : inst->klass()->mro)
      if (Value* rf = k.as<ClassObj>()->attrs.find(in.intern("__record__")); rf && rf->is(Tag::Str)) {
        std::uint32_t h = 0;
        const std::string& names = rf->as<StrObj>()->s;
        std::size_t p = 0;
        while (!names.empty() && p <= names.size()) {
          auto comma = names.find(',', p);
          std::string f = names.substr(p, comma == std::string::npos ? std::string::npos : comma - p);
          Value* fv = inst->fields.find(in.intern("_f_" + f));
          if (!fv) fv = inst->fields.find(in.intern(f));
          h = h * 31u + static_cast<std::uint32_t>(fv ? jhash_in(in, *fv) : 0);
          if (comma == std::string::npos) break;
          p = comma + 1;
        }
        return static_cast<std::int32_t>(h);
      }
  }
  return jhash(v);
}
/// The key already stored in a map/set that equals() `key` (user equals/hashCode), else `key`.
bool is_function_value(const Value& v);
std::string null_site_message(Vm& in, const std::string& f, std::string generic, unsigned level);
Value canon_key(Vm& in, const Value& w, DictObj* d, const Value& key) {
  auto* inst = w.as<InstanceObj>();
  // (a collection argument, addAll(c)/retainAll(c), is not a key, nor a function, forEach(f)/removeIf(p))
  bool collection_arg = key.is(Tag::List) || key.is(Tag::Tuple) || (key.is(Tag::Instance) && kind_of(key) != Kind::None) ||
                        is_function_value(key);
  if (Kind k = kind_of(w); (k == Kind::TreeMap || k == Kind::TreeSet) && d && !collection_arg && !d->find(key) &&
                           !d->entries.empty() && d->entries.size() <= 4096) {
    // a TreeMap/TreeSet with a comparator: keys it finds equal (compare == 0) are one key
    Value* cmp = inst->fields.find(in.intern("__cmp"));
    if (cmp && !cmp->is_none()) {
      Value c = *cmp;
      if (!in.charge_items(d->entries.size())) return key;
      for (std::size_t i = 0; i < d->entries.size(); ++i) {
        Value pair[2] = {key, d->entries[i].first};
        Value r = call_method_by_name(in, c, "compare", std::span<const Value>(pair, 2));
        if (in.raising()) return key;
        if (r.is_int() && r.i() == 0) return d->entries[i].first;
      }
    }
  }
  // user objects with equals()/hashCode() and lists (List.equals compares contents) are keys by value
  // (sets and maps too: Set.equals/Map.equals compare contents; a Java array is itself only)
  Kind kk = kind_of(key);
  if (!user_eq_instance(in, key) && !(key.is(Tag::List) && !(key.obj()->rt_flags & kArrayKey)) && !is_set(kk) && !is_map(kk))
    return key;
  if (inst->fields.find(in.intern("__ident"))) return key;  // IdentityHashMap: keys are equal only when the same object
  Name hk = in.intern("__hk");
  Value* tab = inst->fields.find(hk);
  if (!tab) {
    inst->fields.set(hk, make<DictObj>());
    tab = inst->fields.find(hk);
  }
  Value h = Value::integer(jhash_in(in, key));
  if (in.raising()) return key;
  DictObj* td = tab->as<DictObj>();
  Value* bucket = td->find(h);
  if (!bucket) {
    td->set(h, make_list({}));
    bucket = td->find(h);
  }
  auto& items = bucket->as<ListObj>()->items;
  for (auto& k : items)
    if (k.obj() == key.obj() || (d->find(k) && jequals(in, key, k))) return k;
  items.push_back(key);
  return key;
}

/// Keys of a map/set wrapper in Java iteration order (indices into entries).
std::vector<std::size_t> order_of(Vm& in, const Value& w) {
  Kind k = kind_of(w);
  DictObj* d = dict_of(in, w);
  std::vector<std::size_t> idx;
  if (!d) return idx;
  idx.resize(d->entries.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  if (k == Kind::TreeMap || k == Kind::TreeSet || k == Kind::HashMap || k == Kind::HashSet)
    in.charge_sort(idx.size());  // ordering the entries is a sort
  if (k == Kind::TreeMap || k == Kind::TreeSet) {
    Value* cmp = w.as<InstanceObj>()->fields.find(in.intern("__cmp"));
    if (cmp && !cmp->is_none()) {
      Value c = *cmp;
      std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
        if (in.raising()) return false;
        Value pair[2] = {d->entries[a].first, d->entries[b].first};
        Value r = call_method_by_name(in, c, "compare", std::span<const Value>(pair, 2));
        return r.is_int() && r.i() < 0;
      });
      return idx;
    }
    std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
      return jcompare(in, d->entries[a].first, d->entries[b].first) < 0;
    });
  } else if (k == Kind::HashMap || k == Kind::HashSet) {
    Value* cap = w.as<InstanceObj>()->fields.find(in.intern("__cap"));
    std::uint32_t n = cap && cap->is_int() ? static_cast<std::uint32_t>(cap->i()) : 16;
    std::vector<std::uint32_t> bucket(idx.size());
    std::vector<std::int64_t> rank(idx.size());
    Value* heads = w.as<InstanceObj>()->fields.find(in.intern("__heads"));
    DictObj* hd = heads && heads->is(Tag::Set) ? heads->as<DictObj>() : nullptr;
    for (std::size_t i = 0; i < idx.size(); ++i) {
      auto h = static_cast<std::uint32_t>(jhash_in(in, d->entries[i].first));
      bucket[i] = (h ^ (h >> 16)) & (n - 1);
      // merge/compute insert at the head of their bucket, put at the tail
      rank[i] = hd && hd->find(d->entries[i].first) ? -static_cast<std::int64_t>(i) - 1 : static_cast<std::int64_t>(i);
    }
    std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
      return bucket[a] != bucket[b] ? bucket[a] < bucket[b] : rank[a] < rank[b];
    });
  }
  return idx;
}

bool is_num(const Value& v) { return v.is_int() || v.is(Tag::Float) || v.is(Tag::Bool) || v.is(Tag::BigInt); }
double num(const Value& v) {
  if (v.is_int()) return static_cast<double>(v.i());
  if (v.is(Tag::Float)) return v.d();
  if (v.is(Tag::Bool)) return v.b() ? 1 : 0;
  return 0;
}

Value call_method_by_name(Vm& in, const Value& recv, std::string_view m, std::span<const Value> args);

/// Double.compare: a total order (-0.0 below 0.0, NaN above everything and equal to itself).
int double_compare(double x, double y) {
  if (x < y) return -1;
  if (x > y) return 1;
  std::int64_t bx, by;  // equal, or a NaN: doubleToLongBits order
  x = std::isnan(x) ? std::numeric_limits<double>::quiet_NaN() : x;
  y = std::isnan(y) ? std::numeric_limits<double>::quiet_NaN() : y;
  std::memcpy(&bx, &x, sizeof bx);
  std::memcpy(&by, &y, sizeof by);
  return bx == by ? 0 : bx < by ? -1 : 1;
}

int jcompare(Vm& in, const Value& a, const Value& b) {
  if (a.is_int() && b.is_int()) return a.i() < b.i() ? -1 : a.i() > b.i() ? 1 : 0;
  // a BigInteger past 64 bits: exactly, not through doubles (2^100 and 2^100+1 differ)
  if ((a.is(Tag::BigInt) || b.is(Tag::BigInt)) && (a.is_int() || a.is(Tag::BigInt)) && (b.is_int() || b.is(Tag::BigInt))) {
    BigInt x = to_big(a), y = to_big(b);
    return x < y ? -1 : y < x ? 1 : 0;
  }
  if (is_num(a) && is_num(b)) return double_compare(num(a), num(b));
  if (a.is(Tag::Str) && b.is(Tag::Str)) {
    int c = a.as<StrObj>()->s.compare(b.as<StrObj>()->s);
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  if (a.is(Tag::Instance)) {
    Value* ord = a.as<InstanceObj>()->fields.find(in.intern("__ordinal"));
    Value* ordb = b.is(Tag::Instance) ? b.as<InstanceObj>()->fields.find(in.intern("__ordinal")) : nullptr;
    bool user_cmp = false;
    for (auto& k : a.as<InstanceObj>()->klass()->mro)
      if (k.as<ClassObj>()->attrs.find(in.intern("compareTo"))) user_cmp = true;
    if (!user_cmp && ord && ordb && ord->is_int() && ordb->is_int()) return jcompare(in, *ord, *ordb);
    if (!user_cmp && kind_of(a) == Kind::None && !ord) {
      std::string cn = a.as<InstanceObj>()->klass()->name;
      jthrow(in, "ClassCastException", "class " + cn + " cannot be cast to class java.lang.Comparable");
      return 0;
    }
    Value r = call_method_by_name(in, a, "compareTo", std::span<const Value>(&b, 1));
    if (r.is_int()) return r.i() < 0 ? -1 : r.i() > 0 ? 1 : 0;
  }
  return 0;
}

std::string hex_id(const Value& v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%x", static_cast<unsigned>(reinterpret_cast<std::uintptr_t>(v.obj()) >> 4) & 0x7fffffffu);
  return buf;
}

/// StringJoiner's text: prefix + parts joined by the delimiter + suffix (or the empty value).
std::string joiner_str(Vm& in, const Value& w) {
  auto& f = w.as<InstanceObj>()->fields;
  auto str_field = [&](const char* n) {
    Value* x = f.find(in.intern(n));
    return x && x->is(Tag::Str) ? x->as<StrObj>()->s : std::string();
  };
  Value* parts = f.find(in.intern("__parts"));
  Value* empty = f.find(in.intern("__empty"));
  bool none = !parts || !parts->is(Tag::List) || parts->as<ListObj>()->items.empty();
  if (none && empty && empty->is(Tag::Str)) return empty->as<StrObj>()->s;
  std::string s = str_field("__pre"), sep = str_field("__sep");
  if (!none) {
    bool first = true;
    for (auto& x : parts->as<ListObj>()->items) {
      if (!first) s += sep;
      first = false;
      if (x.is(Tag::Str)) s += x.as<StrObj>()->s;
    }
  }
  return s + str_field("__suf");
}

std::string jstr_rec(Vm& in, const Value& v);

// toString of a collection renders its elements' toString: a structure
// nested deeper than kMaxJstrDepth (or a cycle through two collections)
// throws StackOverflowError, as the JVM's recursion does, instead of
// overflowing the C++ stack. Runs execute on a 512 MiB stack (the kernel's
// run_stack.hpp), and the JVM's default stack takes a linked list's
// recursive toString some thousands deep: the same bound as program calls.
constexpr int kMaxJstrDepth = 10000;
thread_local int t_jstr_depth = 0;

std::string jstr(Vm& in, const Value& v) {
  if (v.is(Tag::Str)) {  // a copy of the string
    const std::string& s = v.as<StrObj>()->s;
    if (s.size() >= 64) in.charge_bytes(s.size());  // (a budget stop is sticky: the caller's result is dropped)
    return s;
  }
  if (!v.is_heap()) return jstr_rec(in, v);
  if (t_jstr_depth >= kMaxJstrDepth) {
    if (!in.raising()) in.raise("RecursionError", "");
    return std::string();
  }
  ++t_jstr_depth;
  struct Leave {
    ~Leave() { --t_jstr_depth; }
  } leave;
  std::string r = jstr_rec(in, v);
  if (t_jstr_depth == 1 && r.size() >= 64) in.charge_bytes(r.size());  // the whole text, once
  return r;
}

std::string byte_buffer_str(Vm& in, const Value& w);  // (ByteBuffer.toString, below)
std::string date_str_of(Vm& in, const Value& w);  // (Date.toString, below)
std::string jstr_rec(Vm& in, const Value& v) {
  switch (v.tag()) {
    case Tag::None: return "null";
    case Tag::Bool: return v.b() ? "true" : "false";
    case Tag::Int: return std::to_string(v.i());
    case Tag::Float: return jdouble(v.d(), v.mark() == kBoxFloat);  // (a boxed Float prints as Float.toString)
    case Tag::Str: return v.as<StrObj>()->s;
    case Tag::List: {
      std::string s = "[";
      auto& items = v.as<ListObj>()->items;
      for (std::size_t k = 0; k < items.size(); ++k) {
        if (k) s += ", ";
        s += items[k].obj() == v.obj() ? "(this Collection)" : jstr(in, items[k]);
        if (in.raising()) return s;
      }
      return s + "]";
    }
    case Tag::Tuple: {
      auto& items = v.as<ListObj>()->items;
      if (items.size() == 2) return jstr(in, items[0]) + "=" + jstr(in, items[1]);
      return in.str(v);
    }
    case Tag::Instance: {
      Kind k = kind_of(v);
      if (k != Kind::None && !v.as<InstanceObj>()->klass()->builtin) {  // a program's subclass may override toString
        Name ts = in.intern("toString");
        for (auto& kc : v.as<InstanceObj>()->klass()->mro)
          if (Value* m = kc.as<ClassObj>()->attrs.find(ts); m && m->is(Tag::Function)) {
            Value r = call_method_by_name(in, v, "toString", {});
            return in.raising() ? std::string() : jstr(in, r);
          }
      }
      if (k == Kind::StringBuilder) {
        Value* s = v.as<InstanceObj>()->fields.find(in.intern("__s"));
        return s && s->is(Tag::Str) ? s->as<StrObj>()->s : "";
      }
      if (k == Kind::StringJoiner) return joiner_str(in, v);
      if (k == Kind::Atomic) {
        Value cell = instance_field(in, v, "__v");
        if (jstr(in, instance_field(in, v, "__cls")) == "ByteArrayOutputStream" && cell.is(Tag::List)) {  // its bytes as UTF-8
          std::string b;
          for (auto& x : cell.as<ListObj>()->items) b += static_cast<char>(x.is_int() ? x.i() : 0);
          return utf8::to_valid(b);
        }
        if (jstr(in, instance_field(in, v, "__cls")) == "ByteBuffer") return byte_buffer_str(in, v);
        if (jstr(in, instance_field(in, v, "__cls")) == "Date") return date_str_of(in, v);
        if (jstr(in, instance_field(in, v, "__cls")) == "MessageDigest" && cell.is(Tag::List))  // the JDK's provider line
          return jstr(in, instance_field(in, v, "__alg")) + " Message Digest from SUN, " +
                 (cell.as<ListObj>()->items.empty() ? "<initialized>\n" : "<in progress>\n");
        return jstr(in, cell);
      }
      if (k == Kind::ListSub) return jstr(in, instance_field(in, v, "__l"));
      if (k == Kind::Thread) return "Thread[" + jstr(in, instance_field(in, v, "__tname")) + ",5,main]";
      if (k == Kind::Time) return time_str(in, v);
      if (k == Kind::BitSet) {  // {1, 5, 9}
        std::string s = "{";
        auto& ws = instance_field(in, v, "__w").as<ListObj>()->items;
        for (std::size_t i = 0; i < ws.size(); ++i)
          for (int b = 0; b < 64; ++b)
            if ((static_cast<std::uint64_t>(ws[i].i()) >> b) & 1u) s += (s.size() > 1 ? ", " : "") + std::to_string(i * 64 + static_cast<std::size_t>(b));
        return s + "}";
      }
      if (is_map(k) || is_set(k)) {
        DictObj* d = dict_of(in, v);
        std::string s = is_map(k) ? "{" : "[";
        bool first = true;
        for (std::size_t i : order_of(in, v)) {
          if (!first) s += ", ";
          first = false;
          s += jstr(in, d->entries[i].first);
          if (is_map(k)) s += "=" + jstr(in, d->entries[i].second);
        }
        return s + (is_map(k) ? "}" : "]");
      }
      if (k == Kind::PriorityQueue) {
        Value* l = v.as<InstanceObj>()->fields.find(in.intern("__l"));
        return l ? jstr(in, *l) : "[]";
      }
      if (k == Kind::Optional) return optional_str(in, v);
      if (k == Kind::BigDecimal) return java_bigdecimal::to_string(dec_of(in, v));
      if (k == Kind::Pattern) {  // Pattern.toString is its source
        Value* src = v.as<InstanceObj>()->fields.find(in.intern("__src"));
        return src ? jstr(in, *src) : "";
      }
      if (k == Kind::Stream && v.as<InstanceObj>()->fields.find(in.intern("__stats"))) {
        // Int/Long/DoubleSummaryStatistics.toString, through the statistics' own getters
        auto get = [&](const char* m) { return call_method_by_name(in, v, m, {}); };
        Value pv = *v.as<InstanceObj>()->fields.find(in.intern("__p"));
        bool dbl = pv.is_int() && pv.i() == 3;
        Value parts[5] = {get("getCount"), get("getSum"), get("getMin"), get("getAverage"), get("getMax")};
        if (in.raising()) return {};
        std::string name = dbl ? "DoubleSummaryStatistics" : pv.is_int() && pv.i() == 2 ? "LongSummaryStatistics" : "IntSummaryStatistics";
        return jformat(in, name + (dbl ? "{count=%d, sum=%f, min=%f, average=%f, max=%f}" : "{count=%d, sum=%d, min=%d, average=%f, max=%d}"),
                       std::span<const Value>(parts, 5));
      }
      if (k == Kind::Stream) return "java.util.stream.ReferencePipeline@" + hex_id(v);
      auto* inst = v.as<InstanceObj>();
      ClassObj* c = inst->klass();
      Name ts = in.intern("toString");
      for (auto& kc : c->mro)
        if (Value* m = kc.as<ClassObj>()->attrs.find(ts); m && m->is(Tag::Function)) {
          Value r = call_method_by_name(in, v, "toString", {});
          return in.raising() ? std::string() : jstr(in, r);
        }
      if (Value* nm = inst->fields.find(in.intern("__name")); nm && nm->is(Tag::Str)) return nm->as<StrObj>()->s;
      for (auto& kc : c->mro)
        if (Value* rf = kc.as<ClassObj>()->attrs.find(in.intern("__record__")); rf && rf->is(Tag::Str)) {
          std::string s = c->name + "[";
          const std::string& names = rf->as<StrObj>()->s;
          std::size_t p = 0;
          bool first = true;
          while (p <= names.size() && !names.empty()) {
            auto comma = names.find(',', p);
            std::string f = names.substr(p, comma == std::string::npos ? std::string::npos : comma - p);
            if (!first) s += ", ";
            first = false;
            Value* fv = inst->fields.find(in.intern("_f_" + f));
            if (!fv) fv = inst->fields.find(in.intern(f));
            s += f + "=" + (fv ? jstr(in, *fv) : "null");
            if (comma == std::string::npos) break;
            p = comma + 1;
          }
          return s + "]";
        }
      if (skeleton_of(v) != Skel::None) return jstr(in, make_list(elements_of(in, v)));  // AbstractCollection.toString
      if (is_exception_instance(v)) {
        Value m = exception_message(in, v);
        std::string t = java_class_name(in, c);
        return m.is_none() ? t : t + ": " + jstr(in, m);
      }
      return java_class_name(in, c) + "@" + hex_id(v);  // Object.toString(): getClass().getName()
    }
    case Tag::Class: {  // Class.toString(): "class Outer$Inner", "interface X" (the lowerer marks a program's interfaces)
      auto* c = v.as<ClassObj>();
      if (Value* b = c->attrs.find(in.intern("__binname")); b && b->is(Tag::Str)) {
        const std::string& bn = b->as<StrObj>()->s;
        if (is_primitive_name(bn)) return bn;  // int.class prints int
        return (c->attrs.find(in.intern("__jlibiface")) || c->attrs.find(in.intern("__jisiface")) ? "interface " : "class ") + bn;
      }
      return (c->attrs.find(in.intern("__jisiface")) ? "interface " : "class ") + java_class_name(in, c);
    }
    default: return in.str(v);
  }
}

// --- Java's Formatter (String.format / printf) --------------------------------------------------
std::string group(std::string digits) {
  std::string sign;
  if (!digits.empty() && digits[0] == '-') {
    sign = "-";
    digits.erase(0, 1);
  }
  auto dot = digits.find('.');
  std::string ip = digits.substr(0, dot), rest = dot == std::string::npos ? "" : digits.substr(dot);
  std::string out;
  int n = 0;
  for (auto it = ip.rbegin(); it != ip.rend(); ++it) {
    if (n && n % 3 == 0) out.insert(out.begin(), ',');
    out.insert(out.begin(), *it);
    ++n;
  }
  return sign + out + rest;
}

/// %.Ne with Java's HALF_UP rounding of the shortest decimal digits ("1.234568e+04")
std::string sci(double d, int prec, bool upper) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  std::string sign = std::signbit(d) ? "-" : "";
  double a = std::fabs(d);
  std::string digits = "0";
  int exp = 0;
  if (a != 0) shortest(a, false, digits, exp);
  std::size_t keep = static_cast<std::size_t>(prec) + 1;
  while (digits.size() < keep + 1) digits.push_back('0');
  bool up = digits[keep] >= '5';
  std::string kept = digits.substr(0, keep);
  if (up) {
    int i = static_cast<int>(keep) - 1;
    for (; i >= 0 && kept[static_cast<std::size_t>(i)] == '9'; --i) kept[static_cast<std::size_t>(i)] = '0';
    if (i >= 0) ++kept[static_cast<std::size_t>(i)];
    else {
      kept.insert(kept.begin(), '1');
      kept.pop_back();
      ++exp;
    }
  }
  std::string out = kept.substr(0, 1) + (prec > 0 ? "." + kept.substr(1) : "");
  char eb[16];
  std::snprintf(eb, sizeof eb, "%c%c%02d", upper ? 'E' : 'e', exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
  return sign + out + eb;
}

/// %g: precision significant digits, decimal between 10^-4 and 10^precision, else scientific
std::string general(double d, int prec, bool upper) {
  if (std::isnan(d) || std::isinf(d)) return fixed(d, 0);
  if (prec == 0) prec = 1;
  double a = std::fabs(d);
  if (a == 0) return fixed(d, prec - 1);
  // the magnitude after rounding to prec digits decides the form
  std::string e = sci(a, prec - 1, false);
  int exp = std::atoi(e.c_str() + e.find('e') + 1);
  if (exp >= -4 && exp < prec) return fixed(d, prec - 1 - exp);
  return sci(d, prec - 1, upper);
}

std::string upper_ascii(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

java_bigdecimal::Dec dec_of(Vm& in, const Value& v);

/// Double.toHexString's digits for %a: [-]0x1.hhhp±e (subnormals 0x0.hhhp-1022), the
/// fraction cut to prec hex digits (round half even; 0: all, trailing zeros dropped).
std::string hex_float(double d, int prec, bool upper) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  std::string sign = std::signbit(d) ? "-" : "";
  std::uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  std::uint64_t frac = bits & ((std::uint64_t{1} << 52) - 1);
  int bexp = static_cast<int>((bits >> 52) & 0x7ff);
  if (bexp == 0 && frac == 0) return sign + (upper ? "0X0.0P0" : "0x0.0p0") + std::string(prec > 1 ? static_cast<std::size_t>(prec - 1) : 0, '0');
  bool sub = bexp == 0;
  int exp = sub ? -1022 : bexp - 1023;
  std::uint64_t lead = sub ? 0 : 1;
  if (prec > 0 && prec < 13) {  // keep prec hex digits of the 13: round half even
    int drop = 4 * (13 - prec);
    std::uint64_t m = (lead << 52) | frac, half = std::uint64_t{1} << (drop - 1), rest = m & ((std::uint64_t{1} << drop) - 1);
    m >>= drop;
    if (rest > half || (rest == half && (m & 1))) ++m;
    if (m >> (4 * prec) > lead && !sub) {  // carried into the next binade: 0x2.0 is 0x1.0p(e+1)
      m >>= 1;
      ++exp;
    }
    lead = m >> (4 * prec);
    frac = (m & ((std::uint64_t{1} << (4 * prec)) - 1)) << drop;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%013llx", static_cast<unsigned long long>(frac));
  std::string digits = buf;
  if (prec > 0 && prec < 13) digits.resize(static_cast<std::size_t>(prec));
  else {
    while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
    if (prec > 13) digits += std::string(static_cast<std::size_t>(prec - 13), '0');
  }
  std::string out = sign + "0x" + std::to_string(lead) + "." + digits + "p" + std::to_string(exp);
  return upper ? upper_ascii(out) : out;
}

/// The Java class name of a format argument, for IllegalFormatConversionException
/// (bits: the argument's static width, as next() reads it).
std::string format_arg_class(Vm& in, const Value& v, int bits) {
  switch (v.tag()) {
    case Tag::Int:
      return bits == -16  ? "java.lang.Character"
             : bits == 8  ? "java.lang.Byte"
             : bits == 16 ? "java.lang.Short"
             : bits == 64 || v.i() < std::numeric_limits<std::int32_t>::min() || v.i() > std::numeric_limits<std::int32_t>::max()
                 ? "java.lang.Long"
                 : "java.lang.Integer";
    case Tag::Float: return bits == -32 ? "java.lang.Float" : "java.lang.Double";
    case Tag::Bool: return "java.lang.Boolean";
    case Tag::Str: return bits == -16 ? "java.lang.Character" : "java.lang.String";
    case Tag::BigInt: return "java.math.BigInteger";
    case Tag::List: case Tag::Tuple: return "java.util.ArrayList";
    case Tag::Instance: {
      Kind k = kind_of(v);
      if (k == Kind::BigDecimal) return "java.math.BigDecimal";
      if (k == Kind::StringBuilder) return "java.lang.StringBuilder";
      if (k != Kind::None) return std::string("java.util.") + kind_name(k);
      return java_class_name(in, v.as<InstanceObj>()->klass());
    }
    default: return "java.lang.Object";
  }
}

/// Formatter's flags in the order Flags.toString() lists them.
std::string flags_text(const std::string& flags) {
  std::string out;
  for (char c : std::string_view("-#+ 0,(<"))
    if (flags.find(c) != std::string::npos) out.push_back(c);
  return out;
}

/// java.util.Formatter: %[index$][flags][width][.precision]conversion, with the
/// checks the Formatter javadoc gives for each conversion (an IllegalFormatException
/// subclass, thrown before anything is formatted when the format itself is bad).
std::string jformat(Vm& in, const std::string& f, std::span<const Value> args_in) {
  // an array passed as the varargs array itself (String.format(fmt, arr) with Object[] arr)
  std::span<const Value> args = args_in;
  if (args.size() == 1 && args[0].is(Tag::Tuple) && args[0].as<ListObj>()->items.size() == 2 &&
      args[0].as<ListObj>()->items[0].is(Tag::Str) && args[0].as<ListObj>()->items[0].as<StrObj>()->s == "__jspread") {
    const Value& arr = args[0].as<ListObj>()->items[1];
    if (arr.is(Tag::List) || arr.is(Tag::Tuple)) args = std::span<const Value>(arr.as<ListObj>()->items);
    else if (arr.is_none()) args = {};
    else args = std::span<const Value>(args[0].as<ListObj>()->items.data() + 1, 1);
  }
  struct Spec {
    std::size_t lit_from, lit_to;  // the text before the specifier
    long index = 0;                // n$ (0: none)
    std::string flags;
    int width = -1, prec = -1;
    char conv = 0;
    bool date = false, date_upper = false;  // %t / %T
  };
  auto spec_text = [](const Spec& s) {  // FormatSpecifier.toString()
    std::string t = "%" + flags_text(s.flags);
    if (s.index > 0) t += std::to_string(s.index) + "$";
    if (s.width != -1) t += std::to_string(s.width);
    if (s.prec != -1) t += "." + std::to_string(s.prec);
    if (s.date) t += s.date_upper ? 'T' : 't';
    t.push_back(s.conv);
    return t;
  };
  auto fail = [&](const char* cls, std::string msg) {
    jthrow(in, cls, std::move(msg));
    return std::string();
  };
  // parse every specifier first, as Formatter.parse does
  std::vector<Spec> specs;
  std::size_t lit = 0;
  for (std::size_t i = 0; i < f.size(); ++i) {
    if (f[i] != '%') continue;
    Spec s;
    s.lit_from = lit;
    s.lit_to = i;
    std::size_t j = i + 1, k = j;
    long n = 0;
    while (k < f.size() && std::isdigit(static_cast<unsigned char>(f[k])) && n < 100000) n = n * 10 + (f[k++] - '0');
    if (k > j && k < f.size() && f[k] == '$') {
      s.index = n;
      j = k + 1;
    }
    while (j < f.size() && std::strchr("-#+ 0,(<", f[j])) {
      if (s.flags.find(f[j]) != std::string::npos) return fail("DuplicateFormatFlagsException", std::string("Flags = '") + f[j] + "'");
      s.flags.push_back(f[j++]);
    }
    if (j < f.size() && std::isdigit(static_cast<unsigned char>(f[j]))) {
      s.width = 0;
      while (j < f.size() && std::isdigit(static_cast<unsigned char>(f[j]))) {
        if (s.width > (std::numeric_limits<std::int32_t>::max() - 9) / 10)  // past an int: Integer.parseInt fails
          return fail("IllegalFormatWidthException", std::to_string(std::numeric_limits<std::int32_t>::min()));
        s.width = s.width * 10 + (f[j++] - '0');
      }
    }
    if (j + 1 < f.size() && f[j] == '.' && std::isdigit(static_cast<unsigned char>(f[j + 1]))) {
      ++j;
      s.prec = 0;
      while (j < f.size() && std::isdigit(static_cast<unsigned char>(f[j]))) {
        if (s.prec > (std::numeric_limits<std::int32_t>::max() - 9) / 10)  // past an int: Integer.parseInt fails
          return fail("IllegalFormatPrecisionException", std::to_string(std::numeric_limits<std::int32_t>::min()));
        s.prec = s.prec * 10 + (f[j++] - '0');
      }
    }
    if (j < f.size() && (f[j] == 't' || f[j] == 'T')) {
      s.date = true;
      s.date_upper = f[j] == 'T';
      ++j;
    }
    if (j >= f.size() || (!std::isalpha(static_cast<unsigned char>(f[j])) && f[j] != '%'))
      return fail("UnknownFormatConversionException",
                  std::string("Conversion = '") + (i + 1 < f.size() ? f[i + 1] : '%') + "'");
    s.conv = f[j];
    if ((s.width >= 64 || s.prec >= 64) && !in.charge_bytes(static_cast<std::size_t>(std::max(s.width, s.prec)))) return "";
    auto has = [&](char c) { return s.flags.find(c) != std::string::npos; };
    auto mismatch = [&](const char* bad) {  // checkBadFlags: the first flag the conversion refuses
      for (const char* b = bad; *b; ++b)
        if (has(*b)) {
          fail("FormatFlagsConversionMismatchException", std::string("Conversion = ") + s.conv + ", Flags = " + *b);
          return true;
        }
      return false;
    };
    auto need_width = [&](bool zero_too) {
      if (s.width == -1 && (has('-') || (zero_too && has('0')))) {
        fail("MissingFormatWidthException", spec_text(s));
        return true;
      }
      return false;
    };
    auto numeric_checks = [&]() {
      if (need_width(true)) return true;
      if ((has('+') && has(' ')) || (has('-') && has('0'))) {
        fail("IllegalFormatFlagsException", "Flags = '" + flags_text(s.flags) + "'");
        return true;
      }
      return false;
    };
    char c = s.conv, lc = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (s.date) {
      // date/time conversions (a LocalDate's date fields; other arguments are printed as written)
      if (!std::strchr("HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc", c)) return fail("UnknownFormatConversionException", std::string("Conversion = 't") + c + "'");
    } else if (c == 'b' || c == 'B' || c == 'h' || c == 'H' || c == 's' || c == 'S') {
      if (lc != 's' && has('#') && mismatch("#")) return "";
      if (need_width(false) || mismatch("+ 0,(")) return "";
    } else if (c == 'c' || c == 'C') {
      if (s.prec != -1) return fail("IllegalFormatPrecisionException", std::to_string(s.prec));
      if (mismatch("#+ 0,(") || need_width(false)) return "";
    } else if (c == 'd' || c == 'o' || c == 'x' || c == 'X') {
      if (numeric_checks()) return "";
      if (s.prec != -1) return fail("IllegalFormatPrecisionException", std::to_string(s.prec));
      if (mismatch(c == 'd' ? "#" : ",")) return "";
    } else if (c == 'e' || c == 'E' || c == 'f' || c == 'g' || c == 'G' || c == 'a' || c == 'A') {
      if (numeric_checks()) return "";
      if (lc == 'a' ? mismatch("(,") : lc == 'e' ? mismatch(",") : lc == 'g' ? mismatch("#") : false) return "";
    } else if (c == '%') {
      if (s.prec != -1) return fail("IllegalFormatPrecisionException", std::to_string(s.prec));
      std::string fl = flags_text(s.flags);
      if (!fl.empty() && fl != "-") return fail("IllegalFormatFlagsException", "Flags = '" + fl + "'");
      if (need_width(false)) return "";
    } else if (c == 'n') {
      if (s.prec != -1) return fail("IllegalFormatPrecisionException", std::to_string(s.prec));
      if (s.width != -1) return fail("IllegalFormatWidthException", std::to_string(s.width));
      if (!s.flags.empty()) return fail("IllegalFormatFlagsException", "Flags = '" + flags_text(s.flags) + "'");
    } else {
      return fail("UnknownFormatConversionException", std::string("Conversion = '") + c + "'");
    }
    specs.push_back(std::move(s));
    i = j;
    lit = j + 1;
  }
  std::string out;
  std::size_t ai = 0;
  long last = -1;  // the argument %< refers to
  for (const Spec& sp : specs) {
    out.append(f, sp.lit_from, sp.lit_to - sp.lit_from);
    const std::string& flags = sp.flags;
    int width = sp.width, prec = sp.prec;
    char conv = sp.conv;
    auto has = [&](char c) { return flags.find(c) != std::string::npos; };
    std::string s;
    int arg_bits = 32;  // the static width of an integer argument (byte/short/long come wrapped; -32 float, -16 char)
    Value v;
    if (conv != '%' && conv != 'n') {
      long k;
      if (has('<')) k = last;
      else if (sp.index > 0) k = sp.index - 1;
      else k = static_cast<long>(ai++);
      if (k < 0 || static_cast<std::size_t>(k) >= args.size())
        return fail("MissingFormatArgumentException", "Format specifier '" + spec_text(sp) + "'");
      last = k;
      v = args[static_cast<std::size_t>(k)];
      if (v.is(Tag::Tuple) && v.as<ListObj>()->items.size() == 3 && v.as<ListObj>()->items[0].is(Tag::Str) &&
          v.as<ListObj>()->items[0].as<StrObj>()->s == "__jsz") {
        arg_bits = static_cast<int>(v.as<ListObj>()->items[2].i());
        v = Value(v.as<ListObj>()->items[1]);
      }
    }
    auto bad_arg = [&]() {
      return fail("IllegalFormatConversionException",
                  std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(conv)))) + " != " + format_arg_class(in, v, arg_bits));
    };
    bool numeric = false;  // sign-aware zero padding and grouping
    std::string prefix;    // 0x / 0 of '#', kept before the zeros
    if (sp.date && v.is_none()) {
      s = sp.date_upper ? "NULL" : "null";
    } else if (sp.date && v.is(Tag::Instance) && kind_of(v) == Kind::Time) {  // a LocalDate's fields
      if (!date_conversion(in, v, conv, s)) return "";
    } else if (sp.date) {
      s = spec_text(sp);
    } else if (v.is_symbolic()) {
      s = jstr(in, v);  // an unknown: shown as itself, whatever the conversion
    } else switch (conv) {
      case 'n': out += "\n"; continue;
      case '%': s = "%"; break;
      case 'd': case 'o': case 'x': case 'X': {
        if (v.is_none()) {
          s = "null";
          break;
        }
        if (!(v.is_int() || v.is(Tag::BigInt)) || arg_bits == -16 || v.is(Tag::Bool)) return bad_arg();
        if (conv == 'd') {
          s = v.is_int() ? std::to_string(v.i()) : v.as<BigIntObj>()->v.str();
          numeric = true;
        } else if (v.is(Tag::BigInt)) {  // BigInteger: signed digits in that base, every flag allowed
          BigInt b = v.as<BigIntObj>()->v;
          bool neg = b < 0;
          if (neg) b = -b;
          std::string digs;
          int base = conv == 'o' ? 8 : 16;
          if (b == 0) digs = "0";
          while (b > 0) {
            digs.insert(digs.begin(), "0123456789abcdef"[static_cast<int>(b % base)]);
            b /= base;
          }
          s = (neg ? "-" : "") + digs;
          numeric = true;
        } else {  // int/long: two's complement of the argument's width; no sign flags
          for (char b : std::string_view("( +"))
            if (has(b)) return fail("FormatFlagsConversionMismatchException", std::string("Conversion = ") + conv + ", Flags = " + b);
          std::int64_t x = v.i();
          std::uint64_t u = static_cast<std::uint64_t>(x);
          if (x < 0 && arg_bits < 64 && x >= std::numeric_limits<std::int32_t>::min())
            u = arg_bits == 8 ? static_cast<std::uint8_t>(x) : arg_bits == 16 ? static_cast<std::uint16_t>(x) : static_cast<std::uint32_t>(x);
          char buf[32];
          std::snprintf(buf, sizeof buf, conv == 'o' ? "%llo" : "%llx", static_cast<unsigned long long>(u));
          s = buf;
        }
        if (has('#')) prefix = conv == 'o' ? "0" : "0x";
        break;
      }
      case 'f': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': {
        if (v.is_none()) {
          s = "null";
          break;
        }
        bool dec = kind_of(v) == Kind::BigDecimal;
        if (!(v.is(Tag::Float) || (dec && conv != 'a' && conv != 'A'))) return bad_arg();
        if (dec && conv == 'f') {  // BigDecimal: exact digits, HALF_UP
          auto r = java_bigdecimal::set_scale(dec_of(in, v), prec < 0 ? 6 : prec, java_bigdecimal::Round::HalfUp);
          s = r ? java_bigdecimal::plain(*r) : "0";
          numeric = true;
          break;
        }
        double d = dec ? std::strtod(java_bigdecimal::to_string(dec_of(in, v)).c_str(), nullptr) : v.d();
        if (std::isnan(d) || std::isinf(d)) {  // no zero padding, no grouping; the sign flags as Java applies them
          s = std::isnan(d) ? "NaN" : std::string(d > 0 ? (has('+') ? "+" : has(' ') ? " " : "") : has('(') ? "(" : "-") + "Infinity" +
                                          (d < 0 && has('(') ? ")" : "");
          break;
        }
        if (conv == 'f') s = fixed(d, prec < 0 ? 6 : prec);
        else if (conv == 'e' || conv == 'E') s = sci(d, prec < 0 ? 6 : prec, false);
        else if (conv == 'g' || conv == 'G') s = general(d, prec < 0 ? 6 : prec, false);
        else {
          s = hex_float(d, prec < 0 ? 0 : prec == 0 ? 1 : prec, false);
          bool neg = s[0] == '-';
          prefix = "0x";
          s.erase(0, neg ? 3 : 2);
          if (neg) s.insert(0, "-");
        }
        numeric = true;
        break;
      }
      case 'h': case 'H': {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%x", static_cast<unsigned>(jhash_in(in, v)));
        s = v.is_none() ? "null" : buf;
        if (prec >= 0 && static_cast<std::size_t>(prec) < s.size()) s.resize(static_cast<std::size_t>(prec));
        break;
      }
      case 'c': case 'C': {
        if (v.is_none()) s = "null";
        else if (v.is(Tag::Str) && utf16_units(v.as<StrObj>()->s).size() == 1) s = v.as<StrObj>()->s;
        else if (v.is_int() && !v.is(Tag::Bool)) {
          std::int64_t cp = v.i();
          if (arg_bits == 8) cp = static_cast<std::int8_t>(cp);
          if (cp < 0 || cp > 0x10FFFF) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "0x%x", static_cast<unsigned>(cp));
            return fail("IllegalFormatCodePointException", std::string("Code point = ") + buf);
          }
          utf8::append(s, static_cast<std::uint32_t>(cp));
        } else return bad_arg();
        break;
      }
      case 'b': case 'B': {
        s = v.is(Tag::Bool) ? (v.b() ? "true" : "false") : v.is_none() ? "false" : "true";
        if (prec >= 0 && static_cast<std::size_t>(prec) < s.size()) s = s.substr(0, static_cast<std::size_t>(prec));
        break;
      }
      case 's': case 'S': {
        if (has('#')) return fail("FormatFlagsConversionMismatchException", std::string("Conversion = ") + conv + ", Flags = #");
        s = arg_bits == -32 && v.is(Tag::Float) ? jdouble(v.d(), true) : jstr(in, v);  // a float: Float.toString
        if (in.raising()) return "";
        if (prec >= 0) {  // the precision counts characters, not bytes
          std::size_t cps = 0, at = 0;
          for (; at < s.size(); ++at)
            if ((static_cast<unsigned char>(s[at]) & 0xC0) != 0x80 && cps++ == static_cast<std::size_t>(prec)) break;
          s.resize(at);
        }
        break;
      }
      default: s = std::string("%") + conv; break;
    }
    if (numeric) {
      bool neg = !s.empty() && s[0] == '-';
      std::string mag = neg ? s.substr(1) : s;
      if (has(',')) mag = group(mag);
      std::string lead = neg ? (has('(') ? "(" : "-") : has('+') ? "+" : has(' ') ? " " : "";
      std::string trail = neg && has('(') ? ")" : "";
      lead += prefix;
      if (has('0') && width > 0) {
        std::size_t used = lead.size() + mag.size() + trail.size();
        if (used < static_cast<std::size_t>(width)) mag.insert(0, static_cast<std::size_t>(width) - used, '0');
      }
      s = lead + mag + trail;
    } else {
      s = prefix + s;
      if (has('0') && width > 0 && (conv == 'x' || conv == 'X' || conv == 'o') && s.size() < static_cast<std::size_t>(width))
        s.insert(prefix.size(), static_cast<std::size_t>(width) - s.size(), '0');
    }
    if (sp.date ? sp.date_upper : std::isupper(static_cast<unsigned char>(conv))) s = upper_ascii(s);  // (%tB is a month name, %TB upper case)
    std::size_t cps = 0;  // the width counts characters, not bytes
    for (unsigned char ch : s) cps += (ch & 0xC0) != 0x80;
    if (width > 0 && cps < static_cast<std::size_t>(width)) {
      std::size_t pad = static_cast<std::size_t>(width) - cps;
      if (has('-')) s += std::string(pad, ' ');
      else s = std::string(pad, ' ') + s;
    }
    out += s;
  }
  out.append(f, lit, std::string::npos);
  return out;
}

/// A java.util.Locale value (Locale.US, new Locale("en"), Locale.getDefault()).
bool is_locale(const Value& v) {
  return v.is(Tag::Tuple) && v.as<ListObj>()->items.size() == 2 && v.as<ListObj>()->items[0].is(Tag::Str) &&
         v.as<ListObj>()->items[0].as<StrObj>()->s == "__jlocale";
}
/// format(fmt, args...) or format(Locale, fmt, args...): every locale formats as Locale.ROOT
/// (no locale data: '.' and ',' separators).
std::string format_call(Vm& in, std::span<const Value> a) {
  if (!a.empty() && is_locale(a[0])) a = a.subspan(1);
  if (a.empty()) return "";
  if (a[0].is_none()) {
    jthrow(in, "NullPointerException", "");
    return "";
  }
  return jformat(in, jstr(in, a[0]), a.subspan(1));
}

// --- method dispatch helpers ------------------------------------------------------------------
/// A native method bound to (receiver, method name).
Value bound(NativeFn fn, const Value& recv, const std::string& m) {
  return make_native(fn, "java-method", make_list({recv, make_str(m)}, Tag::Tuple));
}
const Value& recv_of(const Value& self) { return self.as<ListObj>()->items[0]; }
const std::string& meth_of(const Value& self) { return self.as<ListObj>()->items[1].as<StrObj>()->s; }

Value load_attr_hook(Vm& in, const Value& obj, Name field);

/// The method a program's object implementing a functional interface (an anonymous
/// `new BiFunction<>() { apply... }`) is called through when the library calls it as a
/// function: its own method of one of the interfaces' names ("" if none).
std::string_view sam_method(Vm& in, const Value& v) {
  static constexpr std::string_view kNames[] = {"apply", "accept", "test", "get", "run", "call", "compare",
                                                "applyAsInt", "applyAsLong", "applyAsDouble", "getAsInt",
                                                "getAsLong", "getAsDouble", "getAsBoolean"};
  if (!v.is(Tag::Instance) || kind_of(v) != Kind::None) return {};
  for (auto& c : v.as<InstanceObj>()->klass()->mro)
    for (std::string_view nm : kNames)
      if (c.as<ClassObj>()->attrs.find(in.intern(nm))) return nm;
  return {};
}
bool is_sam_name(std::string_view m) {
  return m == "apply" || m == "accept" || m == "test" || m == "get" || m == "run" || m == "call" || m == "compare" ||
         m == "applyAsInt" || m == "applyAsLong" || m == "applyAsDouble" || m == "getAsInt" || m == "getAsLong" ||
         m == "getAsDouble" || m == "getAsBoolean";
}
bool has_own_method(Vm& in, const Value& v, const char* m);

Value call_method_by_name(Vm& in, const Value& recv, std::string_view m, std::span<const Value> args) {
  // a program object implementing a functional interface, called through another one's name
  // (IntStream.map(new IntUnaryOperator() {...}) calls applyAsInt, the library may say apply)
  if (recv.is(Tag::Instance) && is_sam_name(m) && kind_of(recv) == Kind::None &&
      !has_own_method(in, recv, std::string(m).c_str()))
    if (std::string_view sam = sam_method(in, recv); !sam.empty()) m = sam;
  Name n = in.intern(m);
  Value callee = load_attr_hook(in, recv, n);
  if (in.raising()) return Value::none();
  if (callee.is_undef()) callee = in.ir_load_attr(recv, n);
  if (in.raising()) return Value::none();
  return in.call_sync(callee, args);
}

/// Calls a function value: a lambda, a method reference, a library function, or a
/// program's object implementing a functional interface (its single method).
Value call_fn(Vm& in, const Value& f, std::span<const Value> args) {
  if (std::string_view sam = sam_method(in, f); !sam.empty()) return call_method_by_name(in, f, sam, args);
  return in.call_sync(f, args);
}

std::int64_t arg_int(const Args& a, std::size_t k, std::int64_t dflt = 0) {
  if (k >= a.size()) return dflt;
  if (a[k].is_int()) return a[k].i();
  if (a[k].is(Tag::Float)) return static_cast<std::int64_t>(a[k].d());
  if (a[k].is(Tag::Str) && a[k].as<StrObj>()->s.size() == 1) return static_cast<unsigned char>(a[k].as<StrObj>()->s[0]);
  return dflt;
}
std::string arg_str(Vm& in, const Args& a, std::size_t k) { return k < a.size() ? jstr(in, a[k]) : std::string(); }

/// A charset name as Charset.forName takes it: 0 UTF-8, 1 ISO-8859-1, 2 US-ASCII (other names: UTF-8).
int charset_code(std::string cs) {
  for (char& c : cs) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (cs == "ISO-8859-1" || cs == "ISO_8859_1" || cs == "LATIN1" || cs == "ISO8859_1") return 1;
  if (cs == "US-ASCII" || cs == "US_ASCII" || cs == "ASCII") return 2;
  return 0;
}
/// String.getBytes(charset): text (UTF-8 inside) in that charset; a character it cannot hold is '?'.
std::string encode_charset(const std::string& s, const std::string& charset) {
  int code = charset_code(charset);
  if (code == 0) return s;
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t n = std::max<std::size_t>(1, utf8::sequence_length(s, i));
    std::uint32_t cp = utf8::first_code_point(std::string_view(s).substr(i, n));
    out.push_back(cp <= (code == 1 ? 0xFFu : 0x7Fu) ? static_cast<char>(cp) : '?');
    i += n;
  }
  return out;
}
/// new String(bytes, charset): the bytes decoded; a malformed sequence (or, in US-ASCII, a byte
/// past 127) becomes U+FFFD as the JDK's decoder replaces it.
std::string decode_charset(const std::string& bytes, const std::string& charset) {
  int code = charset_code(charset);
  if (code == 0) return utf8::to_valid(bytes);
  std::string out;
  for (unsigned char c : bytes) {
    if (code == 2 && c > 0x7F) out += "\xEF\xBF\xBD";
    else utf8::append(out, c);
  }
  return out;
}
bool has_own_method(Vm& in, const Value& v, const char* m) {
  if (!v.is(Tag::Instance)) return false;
  Name n = in.intern(m);
  for (auto& c : v.as<InstanceObj>()->klass()->mro)
    if (c.as<ClassObj>()->attrs.find(n)) return true;
  return false;
}
/// List.equals / Set.equals / Map.equals: by contents, across implementations (an
/// ArrayList equals a LinkedList, a HashMap a TreeMap with the same entries).
/// Unset when a is not a collection.
std::optional<bool> collection_equals(Vm& in, const Value& a, const Value& b) {
  static int depth = 0;  // a list that contains itself: compared by identity past this depth
  Kind ka = kind_of(a), kb = kind_of(b);
  Skel xa = skeleton_of(a), xb = skeleton_of(b);
  if (xa != Skel::None && has_own_method(in, a, "equals")) return std::nullopt;
  if ((a.is(Tag::List) && (a.obj()->rt_flags & kArrayKey)) || (b.is(Tag::List) && (b.obj()->rt_flags & kArrayKey)))
    return a.is_heap() && b.is_heap() && a.obj() == b.obj();  // an array: Object.equals
  bool la = a.is(Tag::List) || ka == Kind::ListSub || xa == Skel::List, lb = b.is(Tag::List) || kb == Kind::ListSub || xb == Skel::List;
  bool ma = is_map(ka), sa = is_set(ka) || xa == Skel::Set;
  if (xa == Skel::Coll) return a.obj() == b.obj();  // AbstractCollection keeps Object.equals
  if (sa && (is_set(kb) || xb == Skel::Set) && (xa == Skel::Set || xb == Skel::Set)) {  // a skeleton set: by elements
    std::vector<Value> xs = elements_of(in, a), ys = elements_of(in, b);
    if (xs.size() != ys.size() || !in.charge_items(xs.size() * (1 + ys.size() / 8))) return false;
    for (auto& x : xs) {
      bool found = false;
      for (auto& y : ys) found = found || jequals(in, x, y);
      if (!found) return false;
    }
    return true;
  }
  if (!la && !ma && !sa) return std::nullopt;
  if (a.obj() == b.obj()) return true;
  if (depth > 200) return false;
  if (la) {
    if (!lb) return false;
    std::vector<Value> xs = elements_of(in, a), ys = elements_of(in, b);
    if (xs.size() != ys.size()) return false;
    if (!in.charge_items(xs.size())) return false;
    ++depth;
    bool same = true;
    for (std::size_t i = 0; same && i < xs.size() && !in.raising(); ++i)
      same = xs[i].is_none() ? ys[i].is_none() : !ys[i].is_none() && jequals(in, xs[i], ys[i]);
    --depth;
    return same && !in.raising();
  }
  if (ma != is_map(kb) || sa != is_set(kb)) return false;
  DictObj* da = dict_of(in, a);
  DictObj* db = dict_of(in, b);
  if (!da || !db) return da == db;
  if (da->entries.size() != db->entries.size()) return false;
  if (!in.charge_items(da->entries.size())) return false;
  ++depth;
  bool same = true;
  for (auto& e : da->entries) {
    Value* v = db->find(canon_key(in, b, db, e.first));
    if (in.raising() || !v) { same = false; break; }
    if (ma && !(e.second.is_none() ? v->is_none() : !v->is_none() && jequals(in, e.second, *v))) { same = false; break; }
  }
  --depth;
  return same && !in.raising();
}
bool jequals(Vm& in, const Value& a, const Value& b) {
  if (auto c = collection_equals(in, a, b)) return *c;
  if (a.is(Tag::Instance) && kind_of(a) != Kind::None) return jstr(in, a) == jstr(in, b);
  if (a.is(Tag::Instance)) {
    for (auto& k : a.as<InstanceObj>()->klass()->mro)
      if (k.as<ClassObj>()->attrs.find(in.intern("equals"))) {
        Value r = call_method_by_name(in, a, "equals", std::span<const Value>(&b, 1));
        return r.is(Tag::Bool) && r.b();
      }
    for (auto& k : a.as<InstanceObj>()->klass()->mro)
      if (k.as<ClassObj>()->attrs.find(in.intern("__record__"))) return b.is(Tag::Instance) && jstr(in, a) == jstr(in, b);
    return a.obj() == b.obj();
  }
  if (a.is(Tag::Float) != b.is(Tag::Float) && is_num(a) && is_num(b)) return false;  // Integer.equals(Double)
  // Double.equals compares doubleToLongBits: -0.0 differs from 0.0, NaN equals NaN
  if (a.is(Tag::Float) && b.is(Tag::Float)) {
    double x = a.d(), y = b.d();
    if (std::isnan(x) || std::isnan(y)) return std::isnan(x) && std::isnan(y);
    return x == y && std::signbit(x) == std::signbit(y);
  }
  return eq(a, b);
}

/// A boxed number's equals: the classes must match too (Long.valueOf(5).equals(5) is false: an
/// Integer is no Long). Collections compare elements with jequals, which lets an unmarked long
/// (a lambda's result) equal a marked one.
bool box_equals(Vm& in, const Value& a, const Value& b) {
  if (!jequals(in, a, b)) return false;
  const char *x = box_name(a), *y = box_name(b);
  return !x || !is_num(b) || (y && std::string_view(x) == y);
}

Value index_error(Vm& in, const char* cls, std::int64_t i, std::size_t n) {
  jthrow(in, cls, "Index " + std::to_string(i) + " out of bounds for length " + std::to_string(n));
  return Value::none();
}
/// StringBuilder.charAt/setCharAt/deleteCharAt's own wording (JDK 17).
Value sb_index_error(Vm& in, const std::string& m, std::int64_t i, std::size_t n) {
  (void)m;
  jthrow(in, "StringIndexOutOfBoundsException", "index " + std::to_string(i) + ", length " + std::to_string(n));
  return Value::none();
}

// --- String ---------------------------------------------------------------------------------
// Strings are UTF-8 at run time; Java indexes UTF-16 code units, so non-ASCII strings
// go through a UTF-16 view for the index-based methods.
std::vector<std::uint32_t> utf16_units(const std::string& s) {
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    std::uint32_t cp = c;
    int len = 1;
    if (c >= 0xF0) cp = c & 0x07, len = 4;
    else if (c >= 0xE0) cp = c & 0x0F, len = 3;
    else if (c >= 0xC0) cp = c & 0x1F, len = 2;
    for (int k = 1; k < len && i + static_cast<std::size_t>(k) < s.size(); ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) & 0x3F);
    i += static_cast<std::size_t>(len);
    if (cp >= 0x10000) {
      cp -= 0x10000;
      out.push_back(0xD800 + (cp >> 10));
      out.push_back(0xDC00 + (cp & 0x3FF));
    } else {
      out.push_back(cp);
    }
  }
  return out;
}
void put_utf8(std::string& o, std::uint32_t cp) { utf8::append(o, cp); }
std::string utf16_to_utf8(const std::vector<std::uint32_t>& u, std::size_t b, std::size_t e) {
  std::string o;
  for (std::size_t i = b; i < e; ++i) {
    std::uint32_t c = u[i];
    if (c >= 0xD800 && c < 0xDC00 && i + 1 < e && u[i + 1] >= 0xDC00 && u[i + 1] < 0xE000) {
      put_utf8(o, 0x10000 + ((c - 0xD800) << 10) + (u[i + 1] - 0xDC00));
      ++i;
    } else {
      put_utf8(o, c);
    }
  }
  return o;
}
/// Character.toUpperCase/toLowerCase(int): Unicode's simple mappings.
std::uint32_t case_map(std::uint32_t c, bool upper) { return upper ? text::simple_upper(c) : text::simple_lower(c); }
bool is_ascii(const std::string& s) {
  std::size_t i = 0, n = s.size();
  for (; i + 8 <= n; i += 8) {
    std::uint64_t w;
    std::memcpy(&w, s.data() + i, 8);
    if (w & 0x8080808080808080ull) return false;
  }
  for (; i < n; ++i)
    if (static_cast<unsigned char>(s[i]) >= 0x80) return false;
  return true;
}
Value str_method_utf16(Vm& in, const std::string& s, const std::string& m, Args& a, bool& handled) {
  handled = true;
  auto u = utf16_units(s);
  auto n = static_cast<std::int64_t>(u.size());
  auto unit = [&](std::size_t i) { return make_str(utf16_to_utf8(u, i, i + 1)); };
  if (m == "length") return Value::integer(n);
  if (m == "charAt" || m == "codePointAt") {
    std::int64_t i = arg_int(a, 0);
    if (i < 0 || i >= n) {  // (JDK 17's String.charAt words it the old way)
      jthrow(in, "StringIndexOutOfBoundsException", m == "charAt" ? "String index out of range: " + std::to_string(i)
                                                                 : "index " + std::to_string(i) + ", length " + std::to_string(n));
      return Value::none();
    }
    if (m == "codePointAt") {  // a high surrogate followed by a low one is one supplementary code point
      auto k = static_cast<std::size_t>(i);
      if (u[k] >= 0xD800 && u[k] < 0xDC00 && k + 1 < u.size() && u[k + 1] >= 0xDC00 && u[k + 1] < 0xE000)
        return Value::integer(0x10000 + ((u[k] - 0xD800) << 10) + (u[k + 1] - 0xDC00));
      return Value::integer(u[k]);
    }
    return unit(static_cast<std::size_t>(i));
  }
  if (m == "substring" || m == "subSequence") {
    std::int64_t b = arg_int(a, 0), e = a.size() > 1 ? arg_int(a, 1) : n;
    if (b < 0 || e > n || b > e) {
      jthrow(in, "StringIndexOutOfBoundsException",
             "begin " + std::to_string(b) + ", end " + std::to_string(e) + ", length " + std::to_string(n));
      return Value::none();
    }
    return make_str(utf16_to_utf8(u, static_cast<std::size_t>(b), static_cast<std::size_t>(e)));
  }
  if (m == "toCharArray") {
    Args items;
    for (std::size_t i = 0; i < u.size(); ++i) items.push_back(unit(i));
    return make_list(std::move(items));
  }
  if (m == "chars") {
    std::vector<Value> out;
    for (auto c : u) out.push_back(Value::integer(c));
    return new_stream(in, std::move(out), 1);
  }
  if (m == "toUpperCase" || m == "toLowerCase") return make_str(text::full_case(s, m == "toUpperCase"));
  if (m == "indexOf" || m == "lastIndexOf") {
    std::vector<std::uint32_t> t;
    if (!a.empty() && a[0].is_int()) t.push_back(static_cast<std::uint32_t>(a[0].i()));
    else t = utf16_units(arg_str(in, a, 0));
    std::int64_t from = a.size() > 1 ? arg_int(a, 1) : (m == "indexOf" ? 0 : n);
    auto at = [&](std::int64_t i) {
      if (i < 0 || i + static_cast<std::int64_t>(t.size()) > n) return false;
      for (std::size_t k = 0; k < t.size(); ++k)
        if (u[static_cast<std::size_t>(i) + k] != t[k]) return false;
      return true;
    };
    if (m == "indexOf") {
      for (std::int64_t i = std::max<std::int64_t>(0, from); i <= n; ++i)
        if (at(i)) return Value::integer(i);
    } else {
      for (std::int64_t i = std::min<std::int64_t>(from, n); i >= 0; --i)
        if (at(i)) return Value::integer(i);
    }
    return Value::integer(-1);
  }
  handled = false;
  return Value::none();
}

/// A split separator that Java treats literally (no metacharacters, or one escaped symbol).
bool literal_separator(const std::string& sep) {
  if (sep.size() == 2 && sep[0] == '\\' && !std::isalnum(static_cast<unsigned char>(sep[1]))) return true;
  return sep.find_first_of(".$|()[{^?*+\\") == std::string::npos;
}

Value str_method_impl(Vm& in, const Value& self, Args& a);
/// String methods; split and lines pay a step per part they made.
Value str_method(Vm& in, const Value& self, Args& a) {
  Value r = str_method_impl(in, self, a);
  if (r.is(Tag::List) && meth_of(self) != "toCharArray") in.charge_items(r.as<ListObj>()->items.size());
  else if (r.is(Tag::Instance) && meth_of(self) == "lines")
    if (Value* l = r.as<InstanceObj>()->fields.find(in.intern("__l")); l && l->is(Tag::List)) in.charge_items(l->as<ListObj>()->items.size());
  return r;
}
Value str_method_impl(Vm& in, const Value& self, Args& a) {
  const std::string& s = recv_of(self).as<StrObj>()->s;
  const std::string& m = meth_of(self);
  auto n = static_cast<std::int64_t>(s.size());
  // Every method reads the whole string (is_ascii below decides between byte
  // and UTF-16 indexing): a step per 64 bytes, length() and charAt() too.
  if (!in.charge_bytes(s.size())) return Value::none();
  // one string per char
  if ((m == "toCharArray" || m == "chars") && !in.charge_items(s.size())) return Value::none();
  if (m == "repeat" && arg_int(a, 0) > 0 && !in.charge_bytes(s.size() * static_cast<std::size_t>(arg_int(a, 0))))
    return Value::none();
  // a StackTraceElement (getStackTrace() gives its toString() text, "[module/]Class.method(File.java:N)"):
  // no String method has these names
  if (m == "getMethodName" || m == "getClassName" || m == "getLineNumber" || m == "getFileName" || m == "getModuleName") {
    std::size_t open = s.find('('), slash = s.find('/');
    bool module = slash != std::string::npos && slash < open;
    std::size_t from = module ? slash + 1 : 0;
    std::string qual = s.substr(from, open == std::string::npos ? std::string::npos : open - from);
    std::size_t dot = qual.rfind('.');
    std::string where = open == std::string::npos ? "" : s.substr(open + 1, s.size() - open - 2);
    std::size_t colon = where.rfind(':');
    if (m == "getMethodName") return make_str(dot == std::string::npos ? qual : qual.substr(dot + 1));
    if (m == "getClassName") return make_str(dot == std::string::npos ? "" : qual.substr(0, dot));
    if (m == "getModuleName") return module ? make_str(s.substr(0, slash)) : Value::none();
    if (m == "getFileName") {
      if (colon != std::string::npos) return make_str(where.substr(0, colon));
      std::string cls = dot == std::string::npos ? qual : qual.substr(0, dot);  // a native frame: its class's source file
      cls = cls.substr(cls.rfind('.') == std::string::npos ? 0 : cls.rfind('.') + 1);
      return make_str(cls.substr(0, cls.find('$')) + ".java");
    }
    return Value::integer(colon == std::string::npos ? (where == "Native Method" ? -2 : -1) : std::atoll(where.c_str() + colon + 1));
  }
  bool ascii = is_ascii(s);
  if (!ascii || m == "codePointAt") {
    bool handled = false;
    Value r = str_method_utf16(in, s, m, a, handled);
    if (handled) return r;
  }
  if (m == "codePoints" || m == "codePointCount") {
    std::vector<Value> cps;
    std::size_t k = 0;
    while (k < s.size()) {
      std::size_t len = utf8::sequence_length(s, k);
      if (len == 0) len = 1;
      cps.push_back(Value::integer(utf8::first_code_point(std::string_view(s).substr(k, len))));
      k += len;
    }
    if (m == "codePoints") return new_stream(in, std::move(cps), 1);
    if (!ascii) return Value::integer(static_cast<std::int64_t>(cps.size()));  // (whole string only)
    std::int64_t b = arg_int(a, 0), e = a.size() > 1 ? arg_int(a, 1) : n;
    if (b < 0 || e > n || b > e) {
      jthrow(in, "IndexOutOfBoundsException", "");
      return Value::none();
    }
    return Value::integer(e - b);
  }
  if (m == "stripLeading" || m == "stripTrailing") {
    const char* ws = " \t\n\r\f\v";
    if (m == "stripLeading") {
      auto b = s.find_first_not_of(ws);
      return make_str(b == std::string::npos ? "" : s.substr(b));
    }
    auto e = s.find_last_not_of(ws);
    return make_str(e == std::string::npos ? "" : s.substr(0, e + 1));
  }
  if (m == "contentEquals") return Value::boolean(!a.empty() && jstr(in, a[0]) == s);
  if (m == "regionMatches" && ascii) {
    // regionMatches([ignoreCase,] toffset, other, ooffset, len)
    std::size_t k = !a.empty() && a[0].is(Tag::Bool) ? 1 : 0;
    bool ic = k == 1 && a[0].b();
    if (a.size() < k + 4) return Value::boolean(false);
    std::int64_t to = arg_int(a, k), oo = arg_int(a, k + 2), len = arg_int(a, k + 3);
    std::string o = jstr(in, a[k + 1]);
    if (to < 0 || oo < 0 || to + len > n || oo + len > static_cast<std::int64_t>(o.size())) return Value::boolean(false);
    for (std::int64_t i = 0; i < len; ++i) {
      char x = s[static_cast<std::size_t>(to + i)], y = o[static_cast<std::size_t>(oo + i)];
      if (ic) x = static_cast<char>(std::tolower(static_cast<unsigned char>(x))), y = static_cast<char>(std::tolower(static_cast<unsigned char>(y)));
      if (x != y) return Value::boolean(false);
    }
    return Value::boolean(true);
  }
  if (m == "indent") {  // indent(n): each line shifted by n spaces (or up to -n removed), \n-terminated
    std::int64_t k = arg_int(a, 0);
    std::string out;
    std::size_t p = 0;
    while (p < s.size()) {
      auto nl = s.find('\n', p);
      std::string line = s.substr(p, nl == std::string::npos ? std::string::npos : nl - p);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (k > 0) line = std::string(static_cast<std::size_t>(std::min<std::int64_t>(k, 1 << 20)), ' ') + line;
      else if (k < 0) {
        std::size_t drop = 0;
        while (drop < line.size() && static_cast<std::int64_t>(drop) < -k && (line[drop] == ' ' || line[drop] == '\t')) ++drop;
        line.erase(0, drop);
      }
      out += line + "\n";
      if (nl == std::string::npos) break;
      p = nl + 1;
    }
    if (!in.charge_bytes(out.size())) return Value::none();
    return make_str(out);
  }
  if (m == "length") return Value::integer(n);
  if (m == "charAt") {
    std::int64_t i = arg_int(a, 0);
    if (i < 0 || i >= n) {  // (JDK 17's String.charAt words it the old way)
      jthrow(in, "StringIndexOutOfBoundsException", "String index out of range: " + std::to_string(i));
      return Value::none();
    }
    return make_str(std::string(1, s[static_cast<std::size_t>(i)]));
  }
  if (m == "isEmpty") return Value::boolean(s.empty());
  if (m == "isBlank") return Value::boolean(s.find_first_not_of(" \t\n\r\f\v") == std::string::npos);
  if (m == "substring" || m == "subSequence") {
    std::int64_t b = arg_int(a, 0), e = a.size() > 1 ? arg_int(a, 1) : n;
    if (b < 0 || e > n || b > e) {
      jthrow(in, "StringIndexOutOfBoundsException",
             "begin " + std::to_string(b) + ", end " + std::to_string(e) + ", length " + std::to_string(n));
      return Value::none();
    }
    return make_str(s.substr(static_cast<std::size_t>(b), static_cast<std::size_t>(e - b)));
  }
  if (m == "indexOf" || m == "lastIndexOf") {
    std::string t = arg_str(in, a, 0);
    if (!a.empty() && a[0].is_int()) {  // indexOf(int ch)
      auto cp = static_cast<std::uint32_t>(a[0].i());
      t.clear();
      utf8::append(t, cp);  // a supplementary code point too (indexOf(0x1F600))
    }
    std::size_t r;
    if (m == "indexOf") r = s.find(t, a.size() > 1 ? static_cast<std::size_t>(std::max<std::int64_t>(0, arg_int(a, 1))) : 0);
    else r = s.rfind(t, a.size() > 1 ? static_cast<std::size_t>(std::max<std::int64_t>(0, arg_int(a, 1))) : std::string::npos);
    return Value::integer(r == std::string::npos ? -1 : static_cast<std::int64_t>(r));
  }
  if (m == "equals") return Value::boolean(!a.empty() && a[0].is(Tag::Str) && a[0].as<StrObj>()->s == s);
  if (m == "equalsIgnoreCase" || m == "compareToIgnoreCase") {
    std::string x = s, y = arg_str(in, a, 0);
    for (auto& c : x) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (auto& c : y) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (m == "equalsIgnoreCase") return Value::boolean(x == y);
    std::size_t k = 0;
    while (k < x.size() && k < y.size() && x[k] == y[k]) ++k;
    if (k < x.size() && k < y.size()) return Value::integer(static_cast<unsigned char>(x[k]) - static_cast<unsigned char>(y[k]));
    return Value::integer(static_cast<std::int64_t>(x.size()) - static_cast<std::int64_t>(y.size()));
  }
  if (m == "compareTo") {
    std::string y = arg_str(in, a, 0);
    std::size_t k = 0;
    while (k < s.size() && k < y.size() && s[k] == y[k]) ++k;
    if (k < s.size() && k < y.size()) return Value::integer(static_cast<unsigned char>(s[k]) - static_cast<unsigned char>(y[k]));
    return Value::integer(static_cast<std::int64_t>(s.size()) - static_cast<std::int64_t>(y.size()));
  }
  if (m == "contains") return Value::boolean(s.find(arg_str(in, a, 0)) != std::string::npos);
  if (m == "startsWith") {
    if (a.size() > 1) {  // startsWith(prefix, toffset): a UTF-16 offset; out of range is false
      std::int64_t off = arg_int(a, 1);
      if (off < 0 || off > java_index(s, s.size())) return Value::boolean(false);
      return Value::boolean(s.compare(byte_index(s, off), arg_str(in, a, 0).size(), arg_str(in, a, 0)) == 0);
    }
    return Value::boolean(s.rfind(arg_str(in, a, 0), 0) == 0);
  }
  if (m == "endsWith") {
    std::string t = arg_str(in, a, 0);
    return Value::boolean(t.size() <= s.size() && s.compare(s.size() - t.size(), t.size(), t) == 0);
  }
  if (m == "toUpperCase" || m == "toLowerCase") {
    std::string r = s;
    for (auto& c : r)
      c = static_cast<char>(m == "toUpperCase" ? std::toupper(static_cast<unsigned char>(c)) : std::tolower(static_cast<unsigned char>(c)));
    return make_str(r);
  }
  if (m == "trim" || m == "strip") {
    auto b = s.find_first_not_of(" \t\n\r\f\v");
    if (b == std::string::npos) return make_str("");
    auto e = s.find_last_not_of(" \t\n\r\f\v");
    return make_str(s.substr(b, e - b + 1));
  }
  if (m == "replace") {
    std::string from = arg_str(in, a, 0), to = arg_str(in, a, 1);
    if (from.empty()) return recv_of(self);
    std::string r;
    std::size_t p = 0;
    while (true) {
      auto q = s.find(from, p);
      if (q == std::string::npos) break;
      r += s.substr(p, q - p) + to;
      p = q + from.size();
    }
    return make_str(r + s.substr(p));
  }
  if (m == "repeat") {
    std::string r;
    for (std::int64_t k = 0; k < arg_int(a, 0); ++k) r += s;
    return make_str(r);
  }
  if (m == "concat") return make_str(s + arg_str(in, a, 0));
  if (m == "getBytes") {  // the charset's bytes (UTF-8 by default) as signed bytes
    Args items;
    for (unsigned char c : encode_charset(s, a.empty() ? std::string() : jstr(in, a[0])))
      items.push_back(Value::integer(static_cast<std::int8_t>(c)));
    return make_list(std::move(items));
  }
  if (m == "toCharArray") {
    Args items;
    for (char c : s) items.push_back(make_str(std::string(1, c)));
    return make_list(std::move(items));
  }
  if (m == "hashCode") return Value::integer(jhash(recv_of(self)));
  if (m == "toString" || m == "intern") return recv_of(self);
  if (m == "lines") {  // line terminators \n, \r\n, \r; no trailing empty line
    std::vector<Value> out;
    std::size_t p = 0;
    while (p < s.size()) {
      auto q = s.find_first_of("\r\n", p);
      if (q == std::string::npos) {
        out.push_back(make_str(s.substr(p)));
        break;
      }
      out.push_back(make_str(s.substr(p, q - p)));
      p = q + ((s[q] == '\r' && q + 1 < s.size() && s[q + 1] == '\n') ? 2 : 1);
    }
    return new_stream(in, std::move(out), 0);
  }
  if (m == "replaceAll" || m == "replaceFirst" || m == "matches") {  // java.util.regex on PCRE2
    auto re = java::compile_java(in, arg_str(in, a, 0), 0);
    if (!re) return Value::none();
    regex::Spans sp;
    if (m == "matches") return Value::boolean(java::match_at_java(in, *re, s, 0, true, sp));
    std::string out;
    if (!java::replace_java(in, *re, s, arg_str(in, a, 1), m == "replaceAll", out)) return Value::none();
    return make_str(out);
  }
  if (m == "split" && (!literal_separator(arg_str(in, a, 0)) || (a.size() > 1 && arg_int(a, 1) != 0))) {
    std::string sep = arg_str(in, a, 0);
    bool fast = (a.size() < 2 || arg_int(a, 1) == 0) && (sep == "\\s+" || sep == "\\s*" || sep == " +" || sep == "\\s" || sep == "[,\\s]+" || sep == "[\\s,]+");
    if (!fast) {
      auto re = java::compile_java(in, sep, 0);
      if (!re) return Value::none();
      Args parts;
      for (auto& t : java::split_java(in, *re, s, a.size() > 1 ? arg_int(a, 1) : 0)) parts.push_back(make_str(t));
      return make_list(std::move(parts));
    }
  }
  if (m == "split") {
    std::string sep = arg_str(in, a, 0);
    Args parts;
    bool ws = sep == "\\s+" || sep == "\\s*" || sep == " +" || sep == "\\s";
    if (sep.size() == 2 && sep[0] == '\\') sep = sep.substr(1);
    if (sep == "[,\\s]+" || sep == "[\\s,]+") ws = true;
    std::vector<std::string> out;
    if (ws) {
      std::size_t p = 0;
      bool leading = true;
      while (p <= s.size()) {
        auto q = s.find_first_of(sep == "," ? "," : " \t\n\r,", p);
        if (sep != "[,\\s]+" && sep != "[\\s,]+") q = s.find_first_of(" \t\n\r\f", p);
        std::string tok = s.substr(p, q == std::string::npos ? std::string::npos : q - p);
        if (!(tok.empty() && leading && q == 0)) out.push_back(tok);
        leading = false;
        if (q == std::string::npos) break;
        p = s.find_first_not_of(sep == "[,\\s]+" || sep == "[\\s,]+" ? " \t\n\r," : " \t\n\r\f", q);
        if (p == std::string::npos) {
          out.push_back("");
          break;
        }
      }
    } else if (sep.empty()) {
      for (char c : s) out.push_back(std::string(1, c));
    } else {
      std::size_t p = 0;
      while (true) {
        auto q = s.find(sep, p);
        out.push_back(s.substr(p, q == std::string::npos ? std::string::npos : q - p));
        if (q == std::string::npos) break;
        p = q + sep.size();
      }
    }
    std::int64_t limit = a.size() > 1 ? arg_int(a, 1) : 0;
    if (limit == 0)
      while (!out.empty() && out.back().empty() && out.size() > 0) {
        if (out.size() == 1 && s.empty()) break;
        out.pop_back();
      }
    for (auto& t : out) parts.push_back(make_str(t));
    return make_list(std::move(parts));
  }
  if (m == "format" || m == "formatted") return make_str(jformat(in, s, a));
  if (m == "chars") {
    std::vector<Value> out;
    for (unsigned char c : s) out.push_back(Value::integer(c));
    return new_stream(in, std::move(out), 1);
  }
  in.raise("AttributeError", "String has no method " + m);
  return Value::none();
}

// --- Integer / numbers --------------------------------------------------------------------------------

// --- java.math: BigInteger (the VM's integers) and BigDecimal -----------------------------
Value make_dec(Vm& in, const java_bigdecimal::Dec& d) {
  Value w = new_wrapper(in, Kind::BigDecimal);
  auto& f = w.as<InstanceObj>()->fields;
  f.set(in.intern("__u"), make_int(d.u));
  f.set(in.intern("__sc"), Value::integer(d.scale));
  return w;
}
java_bigdecimal::Dec dec_of(Vm& in, const Value& v) {
  if (kind_of(v) == Kind::BigDecimal) {
    auto& f = v.as<InstanceObj>()->fields;
    Value* u = f.find(in.intern("__u"));
    Value* sc = f.find(in.intern("__sc"));
    return {u ? to_big(*u) : BigInt(0), sc && sc->is_int() ? sc->i() : 0};
  }
  if (v.is(Tag::Float)) return java_bigdecimal::parse(jdouble(v.d())).value_or(java_bigdecimal::Dec{});
  if (v.is_int() || v.is(Tag::BigInt)) return {to_big(v), 0};
  return {};
}
java_bigdecimal::Round round_of(Vm& in, const Args& a, std::size_t k, java_bigdecimal::Round dflt) {
  if (k >= a.size()) return dflt;
  if (a[k].is_int()) {  // the old BigDecimal.ROUND_* constants: UP=0 ... UNNECESSARY=7
    static constexpr java_bigdecimal::Round order[] = {
        java_bigdecimal::Round::Up, java_bigdecimal::Round::Down, java_bigdecimal::Round::Ceiling,
        java_bigdecimal::Round::Floor, java_bigdecimal::Round::HalfUp, java_bigdecimal::Round::HalfDown,
        java_bigdecimal::Round::HalfEven, java_bigdecimal::Round::Unnecessary};
    std::int64_t i = a[k].i();
    return i >= 0 && i < 8 ? order[i] : dflt;
  }
  return java_bigdecimal::round_named(jstr(in, a[k])).value_or(dflt);
}
bool dec_too_big(Vm& in, std::int64_t scale_gap) {
  // rescaling multiplies by 10^gap: refuse absurd gaps, charge the digits made
  if (scale_gap > 100000 || scale_gap < -100000) {
    jthrow(in, "ArithmeticException", "Overflow");
    return true;
  }
  return !in.charge_bytes(static_cast<std::size_t>(scale_gap < 0 ? -scale_gap : scale_gap));
}
bool is_math_context(const Value& v) {
  if (!v.is(Tag::Tuple)) return false;
  auto& it = v.as<ListObj>()->items;
  return it.size() == 3 && it[0].is(Tag::Str) && it[0].as<StrObj>()->s == "__mc";
}
Value bigdecimal_method(Vm& in, const Value& self, Args& a) {
  namespace bd = java_bigdecimal;
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  bd::Dec x = dec_of(in, w);
  bd::Dec y = a.empty() ? bd::Dec{} : dec_of(in, a[0]);
  auto need_nonzero = [&]() {
    if (y.u != 0) return true;
    jthrow(in, "ArithmeticException", x.u == 0 ? "Division undefined" : "Division by zero");
    return false;
  };
  auto rounding_needed = [&]() {
    jthrow(in, "ArithmeticException", "Rounding necessary");
    return Value::none();
  };
  if (!in.charge_bytes(static_cast<std::size_t>(bd::digits(x.u)))) return Value::none();
  // a trailing MathContext argument: the exact result rounded to its precision
  std::int64_t mc_prec = -1;
  bd::Round mc_mode = bd::Round::HalfUp;
  if (!a.empty() && is_math_context(a.back())) {
    auto& mc = a.back().as<ListObj>()->items;
    mc_prec = mc[1].is_int() ? mc[1].i() : 0;
    mc_mode = bd::round_named(jstr(in, mc[2])).value_or(bd::Round::HalfUp);
    a.pop_back();
  }
  auto rounded = [&](const bd::Dec& r) {
    if (mc_prec < 0) return make_dec(in, r);
    auto q = bd::round_to(r, mc_prec, mc_mode);
    return q ? make_dec(in, *q) : rounding_needed();
  };
  if (mc_prec >= 0 && (m == "add" || m == "subtract" || m == "multiply" || m == "negate" || m == "abs" || m == "plus" || m == "round")) {
    if ((m == "add" || m == "subtract") && dec_too_big(in, x.scale - y.scale)) return Value::none();
    if (m == "add") return rounded(bd::add(x, y));
    if (m == "subtract") return rounded(bd::add(x, bd::negate(y)));
    if (m == "multiply") return rounded(bd::multiply(x, y));
    if (m == "negate") return rounded(bd::negate(x));
    if (m == "abs") return rounded(x.u < 0 ? bd::negate(x) : x);
    return rounded(x);
  }
  if (mc_prec >= 0 && m == "divide") {
    if (!need_nonzero()) return Value::none();
    auto r = bd::divide_mc(x, y, mc_prec, mc_mode);
    if (!r && mc_prec == 0) {
      jthrow(in, "ArithmeticException", "Non-terminating decimal expansion; no exact representable decimal result.");
      return Value::none();
    }
    return r ? make_dec(in, *r) : rounding_needed();
  }
  if (m == "add") return dec_too_big(in, x.scale - y.scale) ? Value::none() : make_dec(in, bd::add(x, y));
  if (m == "subtract") return dec_too_big(in, x.scale - y.scale) ? Value::none() : make_dec(in, bd::add(x, bd::negate(y)));
  if (m == "multiply") return make_dec(in, bd::multiply(x, y));
  if (m == "negate") return make_dec(in, bd::negate(x));
  if (m == "abs") return make_dec(in, x.u < 0 ? bd::negate(x) : x);
  if (m == "plus") return w;
  if (m == "signum") return Value::integer(x.u < 0 ? -1 : x.u > 0 ? 1 : 0);
  if (m == "scale") return Value::integer(x.scale);
  if (m == "precision") return Value::integer(bd::digits(x.u));
  if (m == "unscaledValue") return make_int(x.u);
  if (m == "compareTo") return Value::integer(bd::compare(x, y));
  if (m == "equals") return Value::boolean(!a.empty() && kind_of(a[0]) == Kind::BigDecimal && x.u == y.u && x.scale == y.scale);
  if (m == "hashCode") {
    std::int32_t h = jhash_in(in, make_int(x.u));
    return Value::integer(static_cast<std::int32_t>(static_cast<std::uint32_t>(h) * 31u + static_cast<std::uint32_t>(x.scale)));
  }
  if (m == "max") return bd::compare(x, y) >= 0 ? w : a[0];
  if (m == "min") return bd::compare(x, y) <= 0 ? w : a[0];
  if (m == "toString") return make_str(bd::to_string(x));
  if (m == "toPlainString") return make_str(bd::plain(x));
  if (m == "stripTrailingZeros") return make_dec(in, bd::strip_zeros(x));
  if (m == "doubleValue" || m == "floatValue") {
    double d = std::strtod(bd::to_string(x).c_str(), nullptr);
    return Value::real(m == "floatValue" ? static_cast<double>(static_cast<float>(d)) : d);
  }
  if (m == "intValue" || m == "longValue" || m == "shortValue" || m == "byteValue" || m == "toBigInteger" ||
      m == "toBigIntegerExact" || m == "intValueExact" || m == "longValueExact" || m == "shortValueExact" ||
      m == "byteValueExact") {
    bool exact = m.size() > 5 && m.compare(m.size() - 5, 5, "Exact") == 0;
    auto t = bd::set_scale(x, 0, exact ? bd::Round::Unnecessary : bd::Round::Down);
    if (!t) return rounding_needed();
    BigInt v = t->u;
    if (m == "toBigInteger" || m == "toBigIntegerExact") return make_int(v);
    int bitsw = m[0] == 'l' ? 64 : m[0] == 'i' ? 32 : m[0] == 's' ? 16 : 8;
    if (exact && (v >= (BigInt(1) << (bitsw - 1)) || v < -(BigInt(1) << (bitsw - 1)))) {
      jthrow(in, "ArithmeticException", "Overflow");
      return Value::none();
    }
    BigInt mask = (BigInt(1) << 64) - 1;
    BigInt low = v & mask;
    if (v < 0) low = ((BigInt(1) << 64) - ((-v) & mask)) & mask;
    auto bits = static_cast<std::uint64_t>(low);
    if (bitsw == 32) return Value::integer(static_cast<std::int32_t>(static_cast<std::uint32_t>(bits)));
    if (bitsw == 16) return Value::integer(static_cast<std::int16_t>(static_cast<std::uint16_t>(bits)));
    if (bitsw == 8) return Value::integer(static_cast<std::int8_t>(static_cast<std::uint8_t>(bits)));
    return Value::integer(static_cast<std::int64_t>(bits));
  }
  if (m == "setScale") {
    std::int64_t sc = arg_int(a, 0);
    if (dec_too_big(in, sc - x.scale)) return Value::none();
    auto r = bd::set_scale(x, sc, round_of(in, a, 1, bd::Round::Unnecessary));
    return r ? make_dec(in, *r) : rounding_needed();
  }
  if (m == "movePointLeft" || m == "movePointRight" || m == "scaleByPowerOfTen") {
    std::int64_t n = arg_int(a, 0);
    if (m == "movePointLeft") n = -n;
    bd::Dec r{x.u, x.scale - n};
    if (m != "scaleByPowerOfTen" && r.scale < 0) r = *bd::set_scale(r, 0, bd::Round::Unnecessary);
    return make_dec(in, r);
  }
  if (m == "pow") {
    std::int64_t n = arg_int(a, 0);
    if (n < 0 || n > 999999999) {
      jthrow(in, "ArithmeticException", "Invalid operation");
      return Value::none();
    }
    bd::Dec r{1, 0};
    for (std::int64_t i = 0; i < n; ++i) {
      if (!in.charge_bytes(static_cast<std::size_t>(bd::digits(r.u)))) return Value::none();
      r = bd::multiply(r, x);
    }
    return rounded(r);
  }
  if (m == "ulp") return make_dec(in, bd::Dec{1, x.scale});  // one unit in the last place, at this scale
  if (m == "sqrt") {  // sqrt(MathContext), as JDK 9+: correctly rounded, then the preferred scale scale()/2
    if (x.u < 0) {
      jthrow(in, "ArithmeticException", "Attempted square root of negative BigDecimal");
      return Value::none();
    }
    std::int64_t pref = x.scale / 2;
    if (x.u == 0) return make_dec(in, bd::Dec{0, pref});
    std::int64_t prec = mc_prec < 0 ? 0 : mc_prec;
    bd::Dec r;
    bool exact;
    {  // sqrt(u * 10^-s) = isqrt(u * 10^(2t - s)) * 10^-t, t large enough for prec + 2 digits
      bd::Dec st = bd::strip_zeros(x);
      std::int64_t t = (st.scale + 1) / 2 + (prec > 0 ? prec + 2 : 0);
      if (dec_too_big(in, 2 * t - st.scale)) return Value::none();
      BigInt n = st.u * bd::pow10(2 * t - st.scale);
      BigInt q = boost::multiprecision::sqrt(n);
      exact = q * q == n;
      r = exact ? bd::Dec{q, t} : bd::Dec{q * 10 + 1, t + 1};  // a sticky digit: inexact rounds as such
    }
    if (!exact && (prec == 0 || mc_mode == bd::Round::Unnecessary)) {
      jthrow(in, "ArithmeticException", "Computed square root not exact.");
      return Value::none();
    }
    auto q = bd::round_to(r, prec, mc_mode);
    if (!q) {  // UNNECESSARY with too few digits for an exact root
      jthrow(in, "ArithmeticException", "Computed square root not exact.");
      return Value::none();
    }
    bd::Dec res = *q;
    if (res.scale != pref) {  // stripTrailingZeros().add(0 at the preferred scale, MathContext(prec, UNNECESSARY))
      res = bd::strip_zeros(res);
      std::int64_t room = prec > 0 ? prec - bd::digits(res.u) : pref - res.scale;
      std::int64_t target = std::max(res.scale, std::min(pref, res.scale + room));
      if (target > res.scale) res = bd::Dec{res.u * bd::pow10(target - res.scale), target};
    }
    return make_dec(in, res);
  }
  if (m == "divide" || m == "remainder" || m == "divideToIntegralValue" || m == "divideAndRemainder") {
    if (m == "divide" && a.size() >= 2 && y.u == 0) {  // (y, [scale,] roundingMode): the JDK divides the unscaled longs
      bool compact = x.u > -(BigInt(1) << 63) && x.u < (BigInt(1) << 63);
      jthrow(in, "ArithmeticException", compact ? "/ by zero" : "BigInteger divide by zero");
      return Value::none();
    }
    if (!need_nonzero()) return Value::none();
    if (m == "divide" && a.size() == 1) {
      auto r = bd::divide_exact(x, y);
      if (!r) {
        jthrow(in, "ArithmeticException", "Non-terminating decimal expansion; no exact representable decimal result.");
        return Value::none();
      }
      return make_dec(in, *r);
    }
    if (m == "divide") {
      // divide(y, roundingMode) keeps this scale; divide(y, scale, roundingMode)
      bool with_scale = a.size() >= 3;
      std::int64_t sc = with_scale ? arg_int(a, 1) : x.scale;
      if (dec_too_big(in, sc - x.scale + y.scale)) return Value::none();
      auto r = bd::divide(x, y, sc, round_of(in, a, with_scale ? 2 : 1, bd::Round::Unnecessary));
      return r ? make_dec(in, *r) : rounding_needed();
    }
    // the integral quotient (preferred scale x.scale - y.scale) and x - q*y
    std::int64_t pref = x.scale - y.scale;
    auto q = bd::divide(x, y, 0, bd::Round::Down);
    if (!q) return Value::none();
    bd::Dec rem = bd::add(x, bd::negate(bd::multiply(*q, y)));
    if (m == "divideToIntegralValue" || m == "divideAndRemainder") {
      bd::Dec r = *q;
      if (pref > 0) r = *bd::set_scale(r, pref, bd::Round::Unnecessary);
      if (m == "divideAndRemainder") return make_list({make_dec(in, r), make_dec(in, rem)});
      return make_dec(in, r);
    }
    return make_dec(in, rem);
  }
  in.raise("AttributeError", "BigDecimal." + m + " is not supported");
  return Value::none();
}
/// BigInteger methods on the VM's integers
Value bigint_method(Vm& in, const Value& v, const std::string& m, Args& a, bool& handled) {
  handled = true;
  BigInt x = to_big(v);
  BigInt y = !a.empty() && (a[0].is_int() || a[0].is(Tag::BigInt)) ? to_big(a[0]) : BigInt(0);
  if (!in.charge_bytes(int_bits(x) / 8 + int_bits(y) / 8)) return Value::none();
  auto div_zero = [&]() {
    jthrow(in, "ArithmeticException", "BigInteger divide by zero");
    return Value::none();
  };
  if (m == "add") return make_int(x + y);
  if (m == "subtract") return make_int(x - y);
  if (m == "multiply") return make_int(x * y);
  if (m == "divide") return y == 0 ? div_zero() : make_int(x / y);
  if (m == "remainder") return y == 0 ? div_zero() : make_int(x % y);
  if (m == "mod") {
    if (y <= 0) {
      jthrow(in, "ArithmeticException", "BigInteger: modulus not positive");
      return Value::none();
    }
    BigInt r = x % y;
    return make_int(r < 0 ? BigInt(r + y) : r);
  }
  if (m == "divideAndRemainder") {
    if (y == 0) return div_zero();
    return make_list({make_int(x / y), make_int(x % y)});
  }
  if (m == "pow") {
    std::int64_t n = arg_int(a, 0);
    if (n < 0) {
      jthrow(in, "ArithmeticException", "Negative exponent");
      return Value::none();
    }
    std::size_t bits = int_bits(x) * static_cast<std::size_t>(std::min<std::int64_t>(n, 1 << 24));
    if (bits > (1u << 24)) {
      jthrow(in, "ArithmeticException", "BigInteger would overflow supported range");
      return Value::none();
    }
    if (!in.charge_bytes(bits / 8)) return Value::none();
    return make_int(boost::multiprecision::pow(x, static_cast<unsigned>(n)));
  }
  if (m == "gcd") return make_int(boost::multiprecision::gcd(x, y));
  if (m == "abs") return make_int(abs(x));
  if (m == "negate") return make_int(-x);
  if (m == "signum") return Value::integer(x < 0 ? -1 : x > 0 ? 1 : 0);
  if (m == "min") return x <= y ? v : a[0];
  if (m == "max") return x >= y ? v : a[0];
  if (m == "sqrt") {
    if (x < 0) {
      jthrow(in, "ArithmeticException", "Negative BigInteger");
      return Value::none();
    }
    return make_int(boost::multiprecision::sqrt(x));
  }
  if (m == "modPow" && a.size() == 2) {
    BigInt mod = to_big(a[1]);
    if (mod <= 0 || y < 0) {
      jthrow(in, "ArithmeticException", "BigInteger: modulus not positive");
      return Value::none();
    }
    BigInt base = x % mod;
    if (base < 0) base += mod;
    return make_int(boost::multiprecision::powm(base, y, mod));
  }
  if (m == "modInverse") {
    if (y <= 0) {
      jthrow(in, "ArithmeticException", "BigInteger: modulus not positive");
      return Value::none();
    }
    BigInt r0 = y, r1 = ((x % y) + y) % y, t0 = 0, t1 = 1;
    while (r1 != 0) {
      BigInt q = r0 / r1, t = r0 - q * r1;
      r0 = r1, r1 = t;
      t = t0 - q * t1;
      t0 = t1, t1 = t;
    }
    if (r0 != 1) {
      jthrow(in, "ArithmeticException", "BigInteger not invertible.");
      return Value::none();
    }
    return make_int(t0 < 0 ? BigInt(t0 + y) : t0);
  }
  if (m == "isProbablePrime" || m == "nextProbablePrime") {
    auto prime = [&](const BigInt& n) {
      if (n < 2) return false;
      for (int p : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37}) {
        if (n == p) return true;
        if (n % p == 0) return false;
      }
      BigInt d = n - 1;
      int r = 0;
      while (d % 2 == 0) d /= 2, ++r;
      for (int b : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37}) {  // deterministic below 3.3e24
        BigInt y2 = boost::multiprecision::powm(BigInt(b), d, n);
        if (y2 == 1 || y2 == n - 1) continue;
        bool comp = true;
        for (int i = 1; i < r && comp; ++i) {
          y2 = y2 * y2 % n;
          if (y2 == n - 1) comp = false;
        }
        if (comp) return false;
      }
      return true;
    };
    if (m == "isProbablePrime") return Value::boolean(prime(abs(x)));
    BigInt n = x < 2 ? BigInt(2) : BigInt(x + 1);
    while (!prime(n)) {
      if (!in.charge(1)) return Value::none();
      ++n;
    }
    return make_int(n);
  }
  if (m == "getLowestSetBit") {  // -1 for zero
    if (x == 0) return Value::integer(-1);
    std::int64_t i = 0;
    for (BigInt t = x < 0 ? BigInt(-x) : x; (t & BigInt(1)) == 0; t >>= 1) ++i;
    return Value::integer(i);
  }
  if (m == "bitLength") return Value::integer(static_cast<std::int64_t>(x < 0 ? int_bits(BigInt(-x - 1)) : int_bits(x)));
  if (m == "bitCount") {
    BigInt t = x < 0 ? BigInt(-x - 1) : x;
    std::int64_t c = 0;
    while (t > 0) c += static_cast<std::int64_t>(t & 1), t >>= 1;
    return Value::integer(c);
  }
  std::int64_t n = arg_int(a, 0);
  if ((m == "shiftLeft" || m == "shiftRight" || m == "testBit" || m == "setBit" || m == "clearBit" || m == "flipBit") &&
      (n > (1 << 24) || n < -(1 << 24))) {
    jthrow(in, "ArithmeticException", "BigInteger would overflow supported range");
    return Value::none();
  }
  if (m == "shiftLeft") return make_int(n >= 0 ? BigInt(x << static_cast<unsigned>(n)) : BigInt(x >> static_cast<unsigned>(-n)));
  if (m == "shiftRight") {
    if (n < 0) return make_int(x << static_cast<unsigned>(-n));
    // an arithmetic shift: floor division by 2^n
    BigInt p = BigInt(1) << static_cast<unsigned>(n);
    BigInt q = x / p;
    if (x < 0 && q * p != x) q -= 1;
    return make_int(q);
  }
  if (m == "testBit") {
    BigInt p = BigInt(1) << static_cast<unsigned>(std::max<std::int64_t>(n, 0));
    BigInt q = x / p;
    if (x < 0 && q * p != x) q -= 1;
    return Value::boolean((q % 2) != 0);
  }
  if (m == "and" || m == "or" || m == "xor" || m == "andNot" || m == "not" || m == "setBit" || m == "clearBit" || m == "flipBit") {
    // two's complement through 64-bit words when both fit, else non-negative values only
    if (x >= std::numeric_limits<std::int64_t>::min() && x <= std::numeric_limits<std::int64_t>::max() &&
        y >= std::numeric_limits<std::int64_t>::min() && y <= std::numeric_limits<std::int64_t>::max() && n < 63) {
      auto p = static_cast<std::int64_t>(x), q = static_cast<std::int64_t>(y);
      std::int64_t bit = std::int64_t{1} << std::max<std::int64_t>(n, 0);
      if (m == "and") return Value::integer(p & q);
      if (m == "or") return Value::integer(p | q);
      if (m == "xor") return Value::integer(p ^ q);
      if (m == "andNot") return Value::integer(p & ~q);
      if (m == "not") return Value::integer(~p);
      if (m == "setBit") return Value::integer(p | bit);
      if (m == "clearBit") return Value::integer(p & ~bit);
      return Value::integer(p ^ bit);
    }
    if (m == "not") return make_int(-x - 1);
    if (x >= 0 && y >= 0 && m != "setBit" && m != "clearBit" && m != "flipBit")
      return make_int(m == "and" ? BigInt(x & y) : m == "or" ? BigInt(x | y) : m == "xor" ? BigInt(x ^ y) : BigInt(x & ~y));
  }
  if (m == "toString" && !a.empty()) {
    std::int64_t base = arg_int(a, 0);
    if (base < 2 || base > 36) base = 10;
    BigInt t = abs(x);
    std::string out;
    do {
      out.insert(out.begin(), "0123456789abcdefghijklmnopqrstuvwxyz"[static_cast<int>(t % base)]);
      t /= base;
    } while (t > 0);
    return make_str((x < 0 ? "-" : "") + out);
  }
  // Number conversions keep the low bits (two's complement); the *Exact forms throw when the value doesn't fit
  static const std::pair<const char*, int> widths[] = {{"long", 64}, {"int", 32}, {"short", 16}, {"byte", 8}};
  for (const auto& [name, bitsw] : widths) {
    std::string plain = std::string(name) + "Value";
    if (m != plain && m != plain + "Exact") continue;
    if (m != plain && (x >= (BigInt(1) << (bitsw - 1)) || x < -(BigInt(1) << (bitsw - 1)))) {
      jthrow(in, "ArithmeticException", std::string("BigInteger out of ") + name + " range");
      return Value::none();
    }
    BigInt mask = (BigInt(1) << 64) - 1;
    BigInt low = x >= 0 ? BigInt(x & mask) : BigInt(((BigInt(1) << 64) - ((-x) & mask)) & mask);
    auto bits = static_cast<std::uint64_t>(low);
    if (bitsw == 32) return Value::integer(static_cast<std::int32_t>(static_cast<std::uint32_t>(bits)));
    if (bitsw == 16) return Value::integer(static_cast<std::int16_t>(static_cast<std::uint16_t>(bits)));
    if (bitsw == 8) return Value::integer(static_cast<std::int8_t>(static_cast<std::uint8_t>(bits)));
    return Value::integer(static_cast<std::int64_t>(bits));
  }
  if (m == "doubleValue" || m == "floatValue") {
    double d = x.convert_to<double>();
    return Value::real(m == "floatValue" ? static_cast<double>(static_cast<float>(d)) : d);
  }
  handled = false;
  return Value::none();
}

Value num_method(Vm& in, const Value& self, Args& a) {
  const Value& v = recv_of(self);
  const std::string& m = meth_of(self);
  if (v.is_int() || v.is(Tag::BigInt)) {
    bool handled = false;
    Value r = bigint_method(in, v, m, a, handled);
    if (handled) return r;
  }
  // Number's conversions: (int)/(long) of a double saturate (NaN is 0), byte/short wrap the int
  auto to_long = [&]() -> std::int64_t {
    if (!v.is(Tag::Float)) return v.is_int() ? v.i() : 0;
    double d = v.d();
    if (std::isnan(d)) return 0;
    if (d >= 9.2233720368547758e18) return std::numeric_limits<std::int64_t>::max();
    if (d <= -9.2233720368547758e18) return std::numeric_limits<std::int64_t>::min();
    return static_cast<std::int64_t>(d);
  };
  auto to_int = [&]() -> std::int32_t {
    if (v.is(Tag::Float)) {
      double d = v.d();
      if (std::isnan(d)) return 0;
      if (d >= 2147483647.0) return std::numeric_limits<std::int32_t>::max();
      if (d <= -2147483648.0) return std::numeric_limits<std::int32_t>::min();
      return static_cast<std::int32_t>(d);
    }
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(to_long()));
  };
  if (m == "longValue") return v.is(Tag::Float) ? Value::integer(to_long()) : v;
  if (m == "intValue") return v.is(Tag::Float) ? Value::integer(to_int()) : v;
  if (m == "shortValue") return Value::integer(static_cast<std::int16_t>(static_cast<std::uint16_t>(to_int())));
  if (m == "byteValue") return Value::integer(static_cast<std::int8_t>(static_cast<std::uint8_t>(to_int())));
  if (m == "doubleValue") return Value::real(num(v));
  if (m == "floatValue") return Value::real(static_cast<double>(static_cast<float>(num(v))));
  if (m == "isNaN") return Value::boolean(v.is(Tag::Float) && std::isnan(v.d()));
  if (m == "isInfinite") return Value::boolean(v.is(Tag::Float) && std::isinf(v.d()));
  // Long.valueOf(5).equals(5) is false: an Integer is no Long (the classes must match, JLS boxing)
  if (m == "equals") return Value::boolean(!a.empty() && box_equals(in, v, a[0]));
  if (m == "compareTo") return Value::integer(a.empty() ? 0 : jcompare(in, v, a[0]));
  if (m == "__compareNarrow" && v.is_int() && !a.empty() && a[0].is_int()) return Value::integer(v.i() - a[0].i());
  if (m == "hashCode") return Value::integer(jhash_in(in, v));
  if (m == "toString") return make_str(jstr(in, v));
  if (m == "booleanValue") return v;
  in.raise("AttributeError", "no method " + m);
  return Value::none();
}

// --- lists and arrays -------------------------------------------------------------------------------
bool check_index(Vm& in, std::int64_t i, std::size_t n) {
  if (i < 0 || static_cast<std::size_t>(i) >= n) {
    index_error(in, "IndexOutOfBoundsException", i, n);
    return false;
  }
  return true;
}
void sort_values(Vm& in, std::vector<Value>& items, const Value& cmp) {
  if (!in.charge_sort(items.size())) return;  // n log n comparisons
  if (cmp.is_none() || cmp.is_undef()) {
    std::stable_sort(items.begin(), items.end(), [&](const Value& x, const Value& y) { return jcompare(in, x, y) < 0; });
    return;
  }
  std::vector<Value> copy = items;
  std::stable_sort(copy.begin(), copy.end(), [&](const Value& x, const Value& y) {
    if (in.raising()) return false;
    Value pair[2] = {x, y};
    Value r = call_method_by_name(in, cmp, "compare", std::span<const Value>(pair, 2));
    return r.is_int() && r.i() < 0;
  });
  items = std::move(copy);
}
/// Which JDK class a read-only list stands for: they differ in what they refuse and in the
/// exception an index out of range raises.
enum class ListShape : std::int64_t {
  Modifiable,    // not registered: ArrayList and friends
  Unmodifiable,  // Collections.unmodifiableList/Collection, a read-only map's values()
  FixedArray,    // Arrays.asList: set and sort allowed, resizing refused
  ImmutableN,    // List.of with 0 or 3+ elements, List.copyOf, Stream.toList
  Immutable12,   // List.of with 1 or 2 elements
  Copies,        // Collections.nCopies, Collections.singletonList
  Empty,         // Collections.emptyList
};
constexpr std::uint8_t kLinkedList = 0x80;  // (rt_flags of a list made as a LinkedList: its own index messages)
// Unmodifiable lists (List.of, Collections.unmodifiableList, Stream.toList) and the fixed-size
// Arrays.asList are VM lists registered in the side table __jro: address -> (list, shape).
// The table holds the list, so an address is not reused while it is registered.
Value mark_read_only(Vm& in, Value lv, ListShape shape) {
  if (!lv.is(Tag::List)) return lv;
  Value t = scope_get(in, "__jro");
  if (!t.is(Tag::Dict)) {
    t = make<DictObj>();
    scope_set(in, "__jro", t);
  }
  t.as<DictObj>()->set(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(lv.obj()))),
                       make_list({lv, Value::integer(static_cast<std::int64_t>(shape))}, Tag::Tuple));
  return lv;
}
/// The shape of a registered read-only list, else Modifiable.
ListShape list_shape(Vm& in, const Value& lv) {
  Value t = scope_get(in, "__jro");
  if (!t.is(Tag::Dict) || !lv.is(Tag::List)) return ListShape::Modifiable;
  Value* e = t.as<DictObj>()->find(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(lv.obj()))));
  if (!e || !e->is(Tag::Tuple) || e->as<ListObj>()->items.size() != 2 || e->as<ListObj>()->items[0].obj() != lv.obj() ||
      !e->as<ListObj>()->items[1].is_int())
    return ListShape::Modifiable;
  return static_cast<ListShape>(e->as<ListObj>()->items[1].i());
}
/// get/set(i) out of range on list lv: each JDK list class words (and types) it its own way.
bool check_list_index(Vm& in, const Value& lv, std::int64_t i, std::size_t n) {
  if (i >= 0 && static_cast<std::size_t>(i) < n) return true;
  std::string is = std::to_string(i), ns = std::to_string(n);
  if (lv.is(Tag::List) && (lv.obj()->rt_flags & kLinkedList)) {  // LinkedList.checkElementIndex
    jthrow(in, "IndexOutOfBoundsException", "Index: " + is + ", Size: " + ns);
    return false;
  }
  switch (list_shape(in, lv)) {
    case ListShape::FixedArray:  // Arrays.asList indexes its array
    case ListShape::ImmutableN:  // List.of with 0 or 3+ elements, Stream.toList
      index_error(in, "ArrayIndexOutOfBoundsException", i, n);
      break;
    case ListShape::Immutable12: jthrow(in, "IndexOutOfBoundsException", "Index: " + is + " Size: " + ns); break;
    case ListShape::Copies: jthrow(in, "IndexOutOfBoundsException", "Index: " + is + ", Size: " + ns); break;
    case ListShape::Empty: jthrow(in, "IndexOutOfBoundsException", "Index: " + is); break;
    default: index_error(in, "IndexOutOfBoundsException", i, n);
  }
  return false;
}
/// List.of / List.copyOf / Collectors.toUnmodifiableList: two classes by size.
ListShape immutable_shape(const Value& lv) {
  std::size_t n = lv.is(Tag::List) ? lv.as<ListObj>()->items.size() : 0;
  return n == 1 || n == 2 ? ListShape::Immutable12 : ListShape::ImmutableN;
}
/// entrySet() is a snapshot list; removals through its iterator or removeIf reach the map
/// it came from (registered here by list identity, as read-only lists are).
/// Registers list lv as a view of map in side table `table` (list identity -> (lv, map)).
/// Bounded: a loop taking views must not grow the table (only recent views stay live).
Value register_view(Vm& in, const char* table, Value lv, const Value& map) {
  Value t = scope_get(in, table);
  if (!t.is(Tag::Dict) || t.as<DictObj>()->entries.size() >= 256) {
    t = make<DictObj>();
    scope_set(in, table, t);
  }
  t.as<DictObj>()->set(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(lv.obj()))),
                       make_list({lv, map}, Tag::Tuple));
  return lv;
}
Value mark_entry_view(Vm& in, Value lv, const Value& map) { return register_view(in, "__jev", std::move(lv), map); }
constexpr std::uint8_t kValuesView = 0x4;  // (rt_flags of a map's values() list: removals reach the map)
/// map.values() is a list of the values at the time; removals from it (remove, removeIf,
/// removeAll, retainAll, clear, its iterator's remove) remove those entries from the map.
/// The side table __jvv maps the list's identity to its map (bounded like __jev).
Value mark_values_view(Vm& in, Value lv, const Value& map) {
  lv.obj()->rt_flags |= kValuesView;
  return register_view(in, "__jvv", std::move(lv), map);
}
/// The same value: one object, or equal scalars (a values() list holds the map's own values).
static bool same_value(Vm& in, const Value& a, const Value& b) {
  if (a.is_heap() || b.is_heap()) return a.is_heap() && b.is_heap() && a.obj() == b.obj();
  return jequals(in, a, b);
}
/// Values removed from a values() list lv: each removes the first map entry holding it, as
/// Collection.remove on Java's view does. Only removed values are matched, so entries put
/// after values() was taken stay.
void drop_view_values(Vm& in, const Value& lv, const std::vector<Value>& gone) {
  Value t = scope_get(in, "__jvv");
  if (gone.empty() || !t.is(Tag::Dict)) return;
  Value* e = t.as<DictObj>()->find(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(lv.obj()))));
  if (!e || !e->is(Tag::Tuple) || e->as<ListObj>()->items[0].obj() != lv.obj()) return;
  Value map = e->as<ListObj>()->items[1];
  DictObj* md = dict_of(in, map);
  if (!md || !in.charge_items(gone.size() * md->entries.size())) return;
  for (auto& v : gone)
    for (std::size_t i : order_of(in, map))
      if (same_value(in, md->entries[i].second, v)) {
        md->erase(Value(md->entries[i].first));
        break;
      }
}
/// After a bulk removal from values() list lv (before: its items until then).
void sync_values_view(Vm& in, const Value& lv, const std::vector<Value>& before) {
  const auto& left = lv.as<ListObj>()->items;
  std::vector<Value> gone;  // before less left: left is what stayed, in order
  for (std::size_t i = 0, j = 0; i < before.size(); ++i)
    if (j < left.size() && same_value(in, before[i], left[j])) ++j;
    else gone.push_back(before[i]);
  drop_view_values(in, lv, gone);
}
/// The map whose entrySet() list lv is, else none.
Value entry_view_map(Vm& in, const Value& lv) {
  Value t = scope_get(in, "__jev");
  if (!t.is(Tag::Dict) || !lv.is(Tag::List)) return Value::none();
  Value* e = t.as<DictObj>()->find(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(lv.obj()))));
  if (!e || !e->is(Tag::Tuple) || e->as<ListObj>()->items[0].obj() != lv.obj()) return Value::none();
  return e->as<ListObj>()->items[1];
}
/// Whether method m may not be called on list lv (Java throws UnsupportedOperationException).
bool read_only_violation(Vm& in, const Value& lv, const std::string& m) {
  static const char* const resizing[] = {"add", "addLast", "addFirst", "offer", "offerLast", "offerFirst", "push",
                                         "__stack_push", "remove", "removeAt", "removeObject", "removeFirst", "removeLast", "clear", "addAll",
                                         "removeAll", "retainAll", "removeIf", "poll", "pollFirst", "pollLast", "pop"};
  static const char* const writing[] = {"set", "sort", "replaceAll"};
  bool resize = false, write = false;
  for (const char* x : resizing) resize = resize || m == x;
  for (const char* x : writing) write = write || m == x;
  if (!resize && !write) return false;
  Value t = scope_get(in, "__jro");
  if (!t.is(Tag::Dict)) return false;
  Value* e = t.as<DictObj>()->find(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(lv.obj()))));
  if (!e || !e->is(Tag::Tuple) || e->as<ListObj>()->items.size() != 2) return false;
  if (e->as<ListObj>()->items[0].obj() != lv.obj()) return false;
  bool fixed_only = e->as<ListObj>()->items[1].is_int() &&
                    static_cast<ListShape>(e->as<ListObj>()->items[1].i()) == ListShape::FixedArray;
  return resize || !fixed_only;
}

/// Blocking and concurrent queues are VM lists, as ArrayDeque; a bounded one (a capacity
/// given) carries kBoundedQueue in its rt_flags and its capacity in the side table __jcap.
bool is_list_queue_name(std::string_view h) {
  return h == "LinkedBlockingQueue" || h == "LinkedBlockingDeque" || h == "ArrayBlockingQueue" ||
         h == "ConcurrentLinkedQueue" || h == "ConcurrentLinkedDeque" || h == "LinkedTransferQueue";
}
constexpr std::uint8_t kBoundedQueue = 0x1;  // (rt_flags of a list)
constexpr std::uint8_t kImmutableEntry = 0x2;  // (rt_flags of an entry tuple: setValue throws)
constexpr std::uint8_t kSimpleEntry = 0x4;  // (rt_flags of an entry tuple made as an AbstractMap.Simple[Immutable]Entry)
constexpr std::uint8_t kSnapshotIter = 0x8;  // (rt_flags of a CopyOnWriteArrayList: for-each sees a snapshot)
void mark_bounded(Vm& in, const Value& lv, std::int64_t cap) {
  Value t = scope_get(in, "__jcap");
  if (!t.is(Tag::Dict)) {
    t = make<DictObj>();
    scope_set(in, "__jcap", t);
  }
  t.as<DictObj>()->set(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(lv.obj()))),
                       make_list({lv, Value::integer(cap)}, Tag::Tuple));
  lv.obj()->rt_flags |= kBoundedQueue;
}
std::int64_t queue_capacity(Vm& in, const Value& lv) {
  constexpr std::int64_t kUnbounded = std::numeric_limits<std::int32_t>::max();
  if (!(lv.obj()->rt_flags & kBoundedQueue)) return kUnbounded;
  Value t = scope_get(in, "__jcap");
  if (!t.is(Tag::Dict)) return kUnbounded;
  Value* e = t.as<DictObj>()->find(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(lv.obj()))));
  if (!e || !e->is(Tag::Tuple) || e->as<ListObj>()->items[0].obj() != lv.obj()) return kUnbounded;
  return e->as<ListObj>()->items[1].i();
}
/// BlockingQueue's own methods on a list (and the capacity checks of a bounded one).
/// Threads run to their end at start(), so a put() on a full queue adds anyway (its
/// consumer is not running yet) and a take() on an empty one would wait for ever.
bool queue_method(Vm& in, const Value& lv, const std::string& m, Args& a, Value& out) {
  auto& items = lv.as<ListObj>()->items;
  std::int64_t n = static_cast<std::int64_t>(items.size());
  bool bounded = lv.obj()->rt_flags & kBoundedQueue;
  if (m == "put" || m == "putLast" || m == "putFirst") {
    if (!a.empty()) items.insert(m == "putFirst" ? items.begin() : items.end(), a[0]);
    out = Value::none();
    return true;
  }
  if (m == "take" || m == "takeFirst" || m == "takeLast") {
    if (items.empty()) {
      jthrow(in, "IllegalStateException", m + "() on an empty queue would block for ever: threads run to their end at start()");
      out = Value::none();
      return true;
    }
    out = m == "takeLast" ? items.back() : items.front();
    if (m == "takeLast") items.pop_back();
    else items.erase(items.begin());
    return true;
  }
  if (m == "remainingCapacity") {
    out = Value::integer(queue_capacity(in, lv) - n);
    return true;
  }
  if (m == "drainTo" && !a.empty()) {
    std::int64_t max = a.size() > 1 && a[1].is_int() ? std::max<std::int64_t>(0, a[1].i()) : n;
    std::int64_t k = std::min(max, n);
    for (std::int64_t i = 0; i < k; ++i) {
      Value x = items[static_cast<std::size_t>(i)];
      if (a[0].is(Tag::List)) a[0].as<ListObj>()->items.push_back(x);
      else call_method_by_name(in, a[0], "add", std::span<const Value>(&x, 1));
      if (in.raising()) break;
    }
    items.erase(items.begin(), items.begin() + k);
    out = Value::integer(k);
    return true;
  }
  if ((m == "offer" || m == "offerLast" || m == "offerFirst") && a.size() == 3) a.resize(1);  // offer(e, timeout, unit)
  if ((m == "poll" || m == "pollFirst" || m == "pollLast") && a.size() == 2) a.clear();  // poll(timeout, unit)
  if (!bounded || n < queue_capacity(in, lv)) return false;
  if (m == "offer" || m == "offerLast" || m == "offerFirst") {
    out = Value::boolean(false);
    return true;
  }
  if (m == "add" || m == "addLast" || m == "addFirst" || m == "push") {
    jthrow(in, "IllegalStateException", m == "addFirst" || m == "addLast" || m == "push" ? "Deque full" : "Queue full");
    out = Value::none();
    return true;
  }
  return false;
}

Value list_method(Vm& in, const Value& self, Args& a) {
  const Value& lv = recv_of(self);
  auto& items = lv.as<ListObj>()->items;
  const std::string& m = meth_of(self);
  if (m == "put" || m == "take" || m == "drainTo" || m == "remainingCapacity" || m == "putLast" || m == "putFirst" ||
      m == "takeFirst" || m == "takeLast" || (lv.obj()->rt_flags & kBoundedQueue) ||
      ((m == "offer" || m == "offerLast" || m == "offerFirst") && a.size() == 3) ||
      ((m == "poll" || m == "pollFirst" || m == "pollLast") && a.size() == 2)) {
    Value out;
    if (queue_method(in, lv, m, a, out)) return out;
  }
  if (m == "addAll" || m == "containsAll" || m == "removeAll" || m == "retainAll" || m == "equals")
    for (auto& x : a)  // a program's ArrayList subclass as the argument: its elements
      if (kind_of(x) == Kind::ListSub) x = make_list(elements_of(in, x));
  if (read_only_violation(in, lv, m)) {
    jthrow(in, "UnsupportedOperationException", "");
    return Value::none();
  }
  if (lv.obj()->rt_flags & kValuesView) {
    if (m == "add" || m == "addAll") {
      jthrow(in, "UnsupportedOperationException", "");
      return Value::none();
    }
    if ((m == "remove" || m == "removeAt" || m == "removeObject") && a.size() == 1) {  // a Collection: remove(Object), never remove(int index)
      for (std::size_t i = 0; i < items.size(); ++i)
        if (jequals(in, items[i], a[0])) {
          Value x = items[i];
          items.erase(items.begin() + static_cast<std::ptrdiff_t>(i));
          drop_view_values(in, lv, {x});
          return Value::boolean(true);
        }
      return Value::boolean(false);
    }
    if (m == "removeIf" || m == "removeAll" || m == "retainAll" || m == "clear") {
      std::vector<Value> before = items;
      lv.obj()->rt_flags &= static_cast<std::uint8_t>(~kValuesView);
      Value r = list_method(in, self, a);
      lv.obj()->rt_flags |= kValuesView;
      if (!in.raising()) sync_values_view(in, lv, before);
      return r;
    }
  }
  std::size_t n = items.size();
  if (m == "size") return Value::integer(static_cast<std::int64_t>(n));
  // Scans and copies of the whole list pay for it (a step per 8 items).
  if ((m == "contains" || m == "indexOf" || m == "lastIndexOf" || m == "subList" || m == "clone" || m == "toArray" ||
       m == "equals" || m == "toString" || m == "hashCode" || m == "stream" || m == "containsAll" || m == "removeAll" ||
       m == "retainAll" || m == "removeIf" || m == "removeObject" || m == "clear" || m == "forEach" ||
       m == "descendingIterator" || m == "push" || m == "addFirst" || m == "offerFirst" || m == "poll" || m == "pollFirst" ||
       m == "pop" || m == "removeFirst" || m == "parallelStream") &&
      !in.charge_copy(n))
    return Value::none();
  // removing or inserting at index i moves the items after it
  if ((m == "remove" || m == "removeAt") && !a.empty() && a[0].is_int() && a[0].i() >= 0 &&
      static_cast<std::size_t>(a[0].i()) < n && !in.charge_copy(n - static_cast<std::size_t>(a[0].i())))
    return Value::none();
  if (m == "remove" && (a.empty() || !a[0].is_int()) && !in.charge_copy(n)) return Value::none();
  if (a.size() == 2 && (m == "add" || m == "addLast") && a[0].is_int() && a[0].i() >= 0 &&
      static_cast<std::size_t>(a[0].i()) <= n && !in.charge_copy(n - static_cast<std::size_t>(a[0].i())))
    return Value::none();
  if (m == "addAll" && !a.empty() && (a[0].is(Tag::List) || a[0].is(Tag::Tuple)) && !in.charge_copy(a[0].as<ListObj>()->items.size()))
    return Value::none();
  if (m == "add" || m == "addLast" || m == "offer" || m == "offerLast" || m == "__stack_push") {
    if (a.size() == 2) {
      std::int64_t i = arg_int(a, 0);
      if (i < 0 || static_cast<std::size_t>(i) > n) return index_error(in, "IndexOutOfBoundsException", i, n);
      items.insert(items.begin() + i, a[1]);
      return Value::none();
    }
    if (!a.empty()) items.push_back(a[0]);
    return m == "__stack_push" ? a[0] : Value::boolean(true);
  }
  if (m == "push" || m == "addFirst" || m == "offerFirst") {
    if (!a.empty()) items.insert(items.begin(), a[0]);
    return Value::none();
  }
  if (m == "get") {
    std::int64_t i = arg_int(a, 0);
    if (!check_list_index(in, lv, i, n)) return Value::none();
    return items[static_cast<std::size_t>(i)];
  }
  if (m == "set") {
    std::int64_t i = arg_int(a, 0);
    if (!check_list_index(in, lv, i, n)) return Value::none();
    Value old = items[static_cast<std::size_t>(i)];
    items[static_cast<std::size_t>(i)] = a.size() > 1 ? a[1] : Value::none();
    return old;
  }
  if (m == "isEmpty") return Value::boolean(n == 0);
  if (m == "clear") {
    items.clear();
    return Value::none();
  }
  if (m == "contains" || m == "indexOf" || m == "lastIndexOf") {
    std::int64_t found = -1;
    for (std::size_t k = 0; k < n; ++k)
      if (!a.empty() && jequals(in, items[k], a[0])) {
        found = static_cast<std::int64_t>(k);
        if (m != "lastIndexOf") break;
      }
    if (m == "contains") return Value::boolean(found >= 0);
    return Value::integer(found);
  }
  if (m == "remove" || m == "removeAt") {
    if (a.empty() || m == "remove") {
      if (a.empty()) {  // Queue.remove()
        if (n == 0) { jthrow(in, "NoSuchElementException", ""); return Value::none(); }
        Value v = items.front();
        items.erase(items.begin());
        return v;
      }
      if (a[0].is_int()) {
        std::int64_t i = a[0].i();
        if (!check_index(in, i, n)) return Value::none();
        Value v = items[static_cast<std::size_t>(i)];
        items.erase(items.begin() + i);
        return v;
      }
      if (m == "remove") {  // remove(Object) on a receiver of unknown static type
        for (std::size_t k = 0; k < n; ++k)
          if (jequals(in, items[k], a[0])) {
            items.erase(items.begin() + static_cast<std::ptrdiff_t>(k));
            return Value::boolean(true);
          }
        return Value::boolean(false);
      }
    }
    std::int64_t i = arg_int(a, 0);
    if (!check_index(in, i, n)) return Value::none();
    Value v = items[static_cast<std::size_t>(i)];
    items.erase(items.begin() + i);
    return v;
  }
  if (m == "removeObject") {
    for (std::size_t k = 0; k < n; ++k)
      if (jequals(in, items[k], a[0])) {
        items.erase(items.begin() + static_cast<std::ptrdiff_t>(k));
        return Value::boolean(true);
      }
    return Value::boolean(false);
  }
  if (m == "poll" || m == "pollFirst" || m == "pop" || m == "removeFirst" || m == "remove") {
    if (n == 0) {
      if (m == "poll" || m == "pollFirst") return Value::none();
      jthrow(in, "NoSuchElementException", "");
      return Value::none();
    }
    Value v = items.front();
    items.erase(items.begin());
    return v;
  }
  if (m == "pollLast" || m == "removeLast" || m == "__stack_pop") {
    if (n == 0) {
      if (m == "pollLast") return Value::none();
      jthrow(in, m == "__stack_pop" ? "EmptyStackException" : "NoSuchElementException", "");
      return Value::none();
    }
    Value v = items.back();
    items.pop_back();
    return v;
  }
  if (m == "peek" || m == "peekFirst" || m == "getFirst" || m == "element") {
    if (n == 0) {
      if (m == "peek" || m == "peekFirst") return Value::none();
      jthrow(in, "NoSuchElementException", "");
      return Value::none();
    }
    return items.front();
  }
  if (m == "peekLast" || m == "getLast" || m == "__stack_peek" || m == "lastElement") {
    if (n == 0) {
      if (m == "peekLast") return Value::none();
      jthrow(in, m == "__stack_peek" ? "EmptyStackException" : "NoSuchElementException", "");
      return Value::none();
    }
    return items.back();
  }
  if (m == "addAll") {
    std::vector<Value> more;
    if (!a.empty() && a[0].is(Tag::Instance)) {
      DictObj* d = dict_of(in, a[0]);
      if (d)
        for (std::size_t i : order_of(in, a[0])) more.push_back(d->entries[i].first);
    } else if (!a.empty() && (a[0].is(Tag::List) || a[0].is(Tag::Tuple))) {
      more = a[0].as<ListObj>()->items;
    }
    items.insert(items.end(), more.begin(), more.end());
    return Value::boolean(!more.empty());
  }
  if (m == "sort") {
    sort_values(in, items, a.empty() ? Value::none() : a[0]);
    return Value::none();
  }
  if (m == "forEach") {
    std::vector<Value> copy = items;
    for (auto& v : copy) {
      call_method_by_name(in, a[0], "accept", std::span<const Value>(&v, 1));
      if (in.raising()) break;
    }
    return Value::none();
  }
  if (m == "removeIf") {
    std::vector<Value> keep, gone;
    bool any = false;
    for (auto& v : items) {
      Value r = call_method_by_name(in, a[0], "test", std::span<const Value>(&v, 1));
      if (in.raising()) return Value::none();
      if (r.is(Tag::Bool) && r.b()) any = true, gone.push_back(v);
      else keep.push_back(v);
    }
    items = std::move(keep);
    if (Value map = entry_view_map(in, lv); !map.is_none())  // map.entrySet().removeIf(...)
      for (auto& e : gone) {
        if (e.is(Tag::Tuple)) call_method_by_name(in, map, "remove", std::span<const Value>(&e.as<ListObj>()->items[0], 1));
        if (in.raising()) return Value::none();
      }
    return Value::boolean(any);
  }
  if (m == "subList") {
    std::int64_t b = arg_int(a, 0), e = arg_int(a, 1);
    if (b < 0 || e > static_cast<std::int64_t>(n) || b > e) return index_error(in, "IndexOutOfBoundsException", e, n);
    return make_list(std::vector<Value>(items.begin() + b, items.begin() + e));
  }
  if (m == "equals") return Value::boolean(!a.empty() && jequals(in, lv, a[0]));
  if (m == "toString") return make_str(jstr(in, lv));
  if (m == "clone" || m == "toArray") return make_list(items);
  if (m == "hashCode") {
    std::int32_t h = 1;
    for (auto& v : items) h = static_cast<std::int32_t>(31u * static_cast<std::uint32_t>(h) + static_cast<std::uint32_t>(jhash_in(in, v)));
    return Value::integer(h);
  }
  if (m == "getKey" && lv.is(Tag::Tuple) && n == 2) return items[0];
  if (m == "getValue" && lv.is(Tag::Tuple) && n == 2) return items[1];
  if (m == "setValue" && lv.is(Tag::Tuple) && n == 2 && a.size() == 1 && (lv.obj()->rt_flags & kImmutableEntry)) {
    jthrow(in, "UnsupportedOperationException", "");  // Map.entry / AbstractMap.SimpleImmutableEntry
    return Value::none();
  }
  if (m == "setValue" && lv.is(Tag::Tuple) && n == 2 && a.size() == 1) {
    // an entry of a recent entrySet() view writes through to its map
    Value old = items[1];
    items[1] = a[0];
    Value t = scope_get(in, "__jev");
    if (!t.is(Tag::Dict)) return old;
    for (auto& view : t.as<DictObj>()->entries) {
      if (!view.second.is(Tag::Tuple)) continue;
      const Value& vl = view.second.as<ListObj>()->items[0];
      const auto& entries = vl.as<ListObj>()->items;
      if (!in.charge_items(entries.size())) return Value::none();
      for (auto& e : entries)
        if (e.obj() == lv.obj()) {
          Value map = view.second.as<ListObj>()->items[1];
          if (DictObj* md = dict_of(in, map)) md->set(canon_key(in, map, md, items[0]), a[0]);
          return old;
        }
    }
    return old;
  }
  if (m == "stream" || m == "parallelStream") return new_stream(in, items, 0);
  if (m == "iterator" || m == "listIterator") {
    Value it = new_iterator(in, lv, lv);
    if (Value map = entry_view_map(in, lv); !map.is_none() && m == "iterator")
      it.as<InstanceObj>()->fields.set(in.intern("__view"), map);  // remove() reaches the map too
    if (m == "listIterator" && !a.empty() && a[0].is_int()) {  // listIterator(index)
      if (a[0].i() < 0 || static_cast<std::size_t>(a[0].i()) > items.size()) {
        index_error(in, "IndexOutOfBoundsException", a[0].i(), items.size());
        return Value::none();
      }
      it.as<InstanceObj>()->fields.set(in.intern("__i"), a[0]);
    }
    return it;
  }
  if ((m == "containsAll" || m == "removeAll" || m == "retainAll") && !a.empty()) {
    std::vector<Value> other = elements_of(in, a[0]);
    if (in.raising() || !in.charge_items(other.size() * std::max<std::size_t>(items.size(), 1) / 8)) return Value::none();
    auto in_other = [&](const Value& v) {
      for (auto& o : other)
        if (jequals(in, v, o)) return true;
      return false;
    };
    if (m == "containsAll") {
      for (auto& o : other) {
        bool found = false;
        for (auto& v : items) found = found || jequals(in, v, o);
        if (!found) return Value::boolean(false);
      }
      return Value::boolean(true);
    }
    std::vector<Value> keep;
    for (auto& v : items)
      if (in_other(v) == (m == "retainAll")) keep.push_back(v);
    bool changed = keep.size() != items.size();
    items = std::move(keep);
    return Value::boolean(changed);
  }
  if (m == "replaceAll" && !a.empty()) {
    for (auto& v : items) {
      Value r = call_method_by_name(in, a[0], "apply", std::span<const Value>(&v, 1));
      if (in.raising()) return Value::none();
      v = r;
    }
    return Value::none();
  }
  if (m == "removeFirstOccurrence" || m == "removeLastOccurrence") {
    if (a.empty()) return Value::boolean(false);
    std::size_t cnt = items.size();
    for (std::size_t k = 0; k < cnt; ++k) {
      std::size_t at = m == "removeFirstOccurrence" ? k : cnt - 1 - k;
      if (jequals(in, items[at], a[0])) {
        items.erase(items.begin() + static_cast<std::ptrdiff_t>(at));
        return Value::boolean(true);
      }
    }
    return Value::boolean(false);
  }
  if (m == "empty") return Value::boolean(items.empty());  // Stack.empty()
  if (m == "search") {  // Stack.search: 1-based distance from the top
    for (std::size_t k = items.size(); k-- > 0;)
      if (!a.empty() && jequals(in, items[k], a[0])) return Value::integer(static_cast<std::int64_t>(items.size() - k));
    return Value::integer(-1);
  }
  if (m == "firstElement" || m == "elementAt") {
    std::int64_t k = m == "firstElement" ? 0 : arg_int(a, 0);
    if (items.empty() && m == "firstElement") {
      jthrow(in, "NoSuchElementException", "");
      return Value::none();
    }
    if (!check_index(in, k, items.size())) return Value::none();
    return items[static_cast<std::size_t>(k)];
  }
  if (m == "trimToSize" || m == "ensureCapacity") return Value::none();
  if (m == "descendingIterator") {
    std::vector<Value> r(items.rbegin(), items.rend());
    return new_iterator(in, make_list(std::move(r)), Value::none());
  }
  in.raise("AttributeError", "List has no method " + m);
  return Value::none();
}

// --- maps, sets, StringBuilder, PriorityQueue -----------------------------------------------------------
Value keys_list(Vm& in, const Value& w) {
  DictObj* d = dict_of(in, w);
  Args out;
  for (std::size_t i : order_of(in, w)) out.push_back(d->entries[i].first);
  return make_list(std::move(out));
}
Value cmp_fn(Vm& in, const Value& self, Args& a);
Value combo_fn(Vm& in, const Value& self, Args& a);
/// NavigableMap/NavigableSet methods of TreeMap/TreeSet (floor/ceiling/lower/higher, first/last
/// entries, polling, head/tail/sub ranges and descending views). Ranges and descending views are
/// copies, not live views. Undef when m is not one of them.
Value navigate(Vm& in, const Value& w, DictObj* d, Kind k, const std::string& m, Args& a) {
  bool set = k == Kind::TreeSet;
  Value* cmpf = w.as<InstanceObj>()->fields.find(in.intern("__cmp"));
  Value cmpv = cmpf ? *cmpf : Value::none();
  auto cmp = [&](const Value& x, const Value& y) -> int {
    if (cmpv.is_none()) return jcompare(in, x, y);
    Value pair[2] = {x, y};
    Value r = call_method_by_name(in, cmpv, "compare", std::span<const Value>(pair, 2));
    return r.is_int() ? (r.i() < 0 ? -1 : r.i() > 0 ? 1 : 0) : 0;
  };
  auto entry = [&](std::size_t i) {
    return set ? d->entries[i].first : make_list({d->entries[i].first, d->entries[i].second}, Tag::Tuple);
  };
  // floor / floorKey / floorEntry, ceiling..., lower..., higher...
  std::string base = m, suffix;
  for (const char* sfx : {"Key", "Entry"})
    if (!set && m.size() > std::strlen(sfx) && m.compare(m.size() - std::strlen(sfx), std::string::npos, sfx) == 0) {
      base = m.substr(0, m.size() - std::strlen(sfx));
      suffix = sfx;
    }
  if ((base == "floor" || base == "ceiling" || base == "lower" || base == "higher") && (set || !suffix.empty()) && !a.empty()) {
    auto o = order_of(in, w);
    std::optional<std::size_t> hit;
    for (std::size_t i : o) {
      int c = cmp(d->entries[i].first, a[0]);
      if (in.raising()) return Value::none();
      if ((base == "floor" && c <= 0) || (base == "lower" && c < 0)) hit = i;
      if ((base == "ceiling" && c >= 0) || (base == "higher" && c > 0)) {
        hit = i;
        break;
      }
    }
    if (!hit) return Value::none();
    return suffix == "Entry" ? entry(*hit) : d->entries[*hit].first;
  }
  bool first_last = set ? (m == "pollFirst" || m == "pollLast")
                        : (m == "firstEntry" || m == "lastEntry" || m == "pollFirstEntry" || m == "pollLastEntry");
  if (first_last) {
    auto o = order_of(in, w);
    if (o.empty()) return Value::none();
    bool first = m.find("First") != std::string::npos || m == "firstEntry";
    std::size_t i = first ? o.front() : o.back();
    Value r = entry(i);
    if (m.rfind("poll", 0) == 0) {
      Value key = d->entries[i].first;
      d->erase(key);
    }
    return r;
  }
  if (m == "comparator") return cmpv;
  if (!set && m == "descendingKeySet") {  // a copy in descending order, as descendingSet
    Value out = new_wrapper(in, Kind::LinkedHashSet);
    DictObj* od = dict_of(in, out);
    auto o = order_of(in, w);
    for (auto i = o.rbegin(); i != o.rend(); ++i) od->set(d->entries[*i].first, Value::none());
    return out;
  }
  bool head = m == (set ? "headSet" : "headMap"), tail = m == (set ? "tailSet" : "tailMap"), sub = m == (set ? "subSet" : "subMap");
  bool desc = set ? (m == "descendingSet") : (m == "descendingMap");
  if (head || tail || sub || desc) {
    Value lo = Value::undef(), hi = Value::undef();
    bool lo_incl = true, hi_incl = false;
    auto flag = [&](std::size_t i, bool dflt) { return i < a.size() && a[i].is(Tag::Bool) ? a[i].b() : dflt; };
    if (head && !a.empty()) hi = a[0], hi_incl = flag(1, false);
    if (tail && !a.empty()) lo = a[0], lo_incl = flag(1, true);
    if (sub && a.size() == 2) lo = a[0], hi = a[1];
    if (sub && a.size() == 4) lo = a[0], lo_incl = flag(1, true), hi = a[2], hi_incl = flag(3, false);
    // a descending view is a TreeMap/TreeSet of the reversed order, so it navigates too
    Value out = new_wrapper(in, k);
    Value ocmp = !desc            ? cmpv
                 : cmpv.is_none() ? bound(&cmp_fn, Value::none(), "reverse")
                                  : make_native(&combo_fn, "java-fn", make_list({make_list({cmpv}, Tag::Tuple), make_str("reversed")}, Tag::Tuple));
    out.as<InstanceObj>()->fields.set(in.intern("__cmp"), ocmp);
    DictObj* od = dict_of(in, out);
    auto o = order_of(in, w);
    if (desc) std::reverse(o.begin(), o.end());
    for (std::size_t i : o) {
      const Value& key = d->entries[i].first;
      if (!lo.is_undef()) {
        int c = cmp(key, lo);
        if (c < 0 || (c == 0 && !lo_incl)) continue;
      }
      if (!hi.is_undef()) {
        int c = cmp(key, hi);
        if (c > 0 || (c == 0 && !hi_incl)) continue;
      }
      if (in.raising()) return Value::none();
      od->set(key, d->entries[i].second);
    }
    grow(in, out, od);
    return out;
  }
  return Value::undef();
}

Value map_method_core(Vm& in, const Value& self, Args& a);
/// map.keySet() is a set of the keys at the time; removing from it (remove, removeIf,
/// retainAll, removeAll, clear, its iterator's remove) removes those keys from the map,
/// and adding throws, as Java's view does.
Value key_view_method(Vm& in, const Value& self, const Value& map, Args& a) {
  const std::string& m = meth_of(self);
  if (m == "add" || m == "addAll") {
    jthrow(in, "UnsupportedOperationException", "");
    return Value::none();
  }
  static const char* const removers[] = {"remove", "removeIf", "retainAll", "removeAll", "clear", "pollFirst", "pollLast"};
  bool removing = false;
  for (const char* x : removers) removing = removing || m == x;
  DictObj* keys = dict_of(in, recv_of(self));
  DictObj* md = dict_of(in, map);
  if (!removing || !keys || !md) return map_method_core(in, self, a);
  if (!in.charge_items(keys->entries.size())) return Value::none();
  std::vector<Value> before;  // the keys until now: those gone after the call leave the map
  for (auto& e : keys->entries) before.push_back(e.first);
  Value r = map_method_core(in, self, a);
  if (in.raising()) return r;
  for (auto& k : before)
    if (!keys->find(k)) md->erase(k);
  return r;
}
/// LinkedHashMap's extras: access order (a key read or written moves to the
/// end) and a subclass's removeEldestEntry, asked after each insertion.
Value map_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  if (w.as<InstanceObj>()->fields.find(in.intern("__ro"))) {  // Collections.unmodifiableMap/Set, Map.of, Set.of
    static const char* const mutators[] = {"put", "putAll", "putIfAbsent", "remove", "clear", "merge", "compute", "computeIfAbsent",
                                           "computeIfPresent", "replace", "replaceAll", "add", "addAll", "removeAll", "retainAll",
                                           "removeIf", "pollFirst", "pollLast", "pollFirstEntry", "pollLastEntry"};
    for (const char* x : mutators)
      if (m == x) {
        jthrow(in, "UnsupportedOperationException", "");
        return Value::none();
      }
  }
  if (const Value* src = w.as<InstanceObj>()->fields.find(in.intern("__keys_of")))  // map.keySet()
    return key_view_method(in, self, *src, a);
  if (kind_of(w) != Kind::LinkedHashMap) return map_method_core(in, self, a);
  DictObj* d = dict_of(in, w);
  if (!d) return Value::none();
  auto* inst = w.as<InstanceObj>();
  Value* acc = inst->fields.find(in.intern("__access"));
  bool keyed = m == "get" || m == "getOrDefault" || m == "put" || m == "putIfAbsent" || m == "merge" || m == "compute" ||
               m == "computeIfAbsent" || m == "computeIfPresent" || m == "replace";
  if (acc && acc->is(Tag::Bool) && acc->b() && keyed && !a.empty()) {
    Value key = canon_key(in, w, d, a[0]);
    if (Value* cur = d->find(key)) {
      if (!in.charge_copy(d->entries.size())) return Value::none();
      Value val = *cur;
      d->erase(key);
      d->set(key, val);
    }
  }
  std::size_t before = d->entries.size();
  Value r = map_method_core(in, self, a);
  bool inserting = m == "put" || m == "putIfAbsent" || m == "merge" || m == "compute" || m == "computeIfAbsent" || m == "putAll";
  if (in.raising() || !inserting || d->entries.size() <= before || inst->klass()->builtin) return r;
  Name hook = in.intern("removeEldestEntry");
  for (auto& c : inst->klass()->mro)
    if (c.as<ClassObj>()->attrs.find(hook)) {
      Value eldest = make_list({d->entries.front().first, d->entries.front().second}, Tag::Tuple);
      Value drop = call_method_by_name(in, w, "removeEldestEntry", std::span<const Value>(&eldest, 1));
      if (!in.raising() && drop.is(Tag::Bool) && drop.b() && !d->entries.empty()) d->erase(eldest.as<ListObj>()->items[0]);
      break;
    }
  return r;
}
Value map_method_core(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  DictObj* d = dict_of(in, w);
  Kind k = kind_of(w);
  if (!d) return Value::none();
  if (!a.empty()) a[0] = canon_key(in, w, d, a[0]);
  auto key = [&]() -> Value { return a.empty() ? Value::none() : a[0]; };
  if (m == "size") return Value::integer(static_cast<std::int64_t>(d->entries.size()));
  if (m == "isEmpty") return Value::boolean(d->entries.empty());
  if (m == "clear") {  // (an empty table is left alone: clearing zeroes every bucket)
    if (d->entries.empty()) return Value::none();
    if (!in.charge_copy(d->entries.size() + d->index.bucket_count())) return Value::none();
    d->entries.clear();
    d->index.clear();
    return Value::none();
  }
  // whole-map scans: an item each (hashing, comparing or a call)
  if ((m == "containsValue" || m == "equals" || m == "containsAll" || m == "retainAll" || m == "removeAll" ||
       m == "forEach" || m == "addAll" || m == "putAll" || m == "toString" || m == "hashCode") &&
      !in.charge_items(d->entries.size() + (!a.empty() && (a[0].is(Tag::List) || a[0].is(Tag::Tuple)) ? a[0].as<ListObj>()->items.size()
                                           : !a.empty() && a[0].is(Tag::Instance) && dict_of(in, a[0]) ? dict_of(in, a[0])->entries.size() : 0)))
    return Value::none();
  if (k == Kind::TreeMap || k == Kind::TreeSet) {
    Value r = navigate(in, w, d, k, m, a);
    if (!r.is_undef() || in.raising()) return r;
  }
  if (is_set(k)) {
    if (m == "add") {
      if (d->find(key())) return Value::boolean(false);
      d->set(key(), Value::none());
      grow(in, w, d);
      return Value::boolean(true);
    }
    if (m == "contains") return Value::boolean(d->find(key()) != nullptr);
    if (m == "remove") return Value::boolean(d->erase(key()));
    if (m == "addAll") {
      bool changed = false;
      std::vector<Value> src;
      if (!a.empty() && (a[0].is(Tag::List) || a[0].is(Tag::Tuple))) src = a[0].as<ListObj>()->items;
      else if (!a.empty() && a[0].is(Tag::Instance) && dict_of(in, a[0]))
        for (auto& e : dict_of(in, a[0])->entries) src.push_back(e.first);
      for (auto& v0 : src)
        if (Value v = canon_key(in, w, d, v0); !d->find(v)) {
          d->set(v, Value::none());
          changed = true;
        }
      grow(in, w, d);
      return Value::boolean(changed);
    }
    if (m == "first" || m == "last") {
      auto o = order_of(in, w);
      if (o.empty()) { jthrow(in, "NoSuchElementException", ""); return Value::none(); }
      return d->entries[m == "first" ? o.front() : o.back()].first;
    }
    if (m == "retainAll" || m == "removeAll") {
      DictObj* other = !a.empty() && a[0].is(Tag::Instance) ? dict_of(in, a[0]) : nullptr;
      std::vector<Value> drop;
      for (auto& e : d->entries) {
        bool in_other = other ? other->find(e.first) != nullptr : false;
        if (!other && !a.empty() && a[0].is(Tag::List))
          for (auto& x : a[0].as<ListObj>()->items)
            if (eq(x, e.first)) in_other = true;
        if ((m == "retainAll") != in_other) drop.push_back(e.first);
      }
      for (auto& x : drop) d->erase(x);
      return Value::boolean(!drop.empty());
    }
    if (m == "containsAll") {  // any collection's elements (a list too)
      if (a.empty()) return Value::boolean(true);
      for (auto& x : elements_of(in, a[0]))
        if (!d->find(canon_key(in, w, d, x))) return Value::boolean(false);
      return Value::boolean(true);
    }
    if (m == "forEach") {
      Value ks = keys_list(in, w);
      for (auto& v : ks.as<ListObj>()->items) {
        call_method_by_name(in, a[0], "accept", std::span<const Value>(&v, 1));
        if (in.raising()) break;
      }
      return Value::none();
    }
    if (m == "removeIf" && !a.empty()) {
      Value ks = keys_list(in, w);
      if (!in.charge_items(ks.as<ListObj>()->items.size())) return Value::none();
      std::vector<Value> drop;
      for (auto& v : ks.as<ListObj>()->items) {
        Value r = call_method_by_name(in, a[0], "test", std::span<const Value>(&v, 1));
        if (in.raising()) return Value::none();
        if (r.is(Tag::Bool) && r.b()) drop.push_back(v);
      }
      for (auto& x : drop) d->erase(x);
      return Value::boolean(!drop.empty());
    }
    if (m == "toArray") {  // (toArray(new T[0]) too: the argument only names the type)
      if (!in.charge_copy(d->entries.size())) return Value::none();
      return keys_list(in, w);
    }
    if (m == "descendingIterator") {
      if (!in.charge_copy(d->entries.size())) return Value::none();
      Value ks = keys_list(in, w);
      std::reverse(ks.as<ListObj>()->items.begin(), ks.as<ListObj>()->items.end());
      return new_iterator(in, ks, Value::none());
    }
  } else {
    if (m == "put") {
      Value* old = d->find(key());
      Value prev = old ? *old : Value::none();
      d->set(key(), a.size() > 1 ? a[1] : Value::none());
      grow(in, w, d);
      return prev;
    }
    if (m == "get") {
      Value* v = d->find(key());
      return v ? *v : Value::none();
    }
    if (m == "getOrDefault" || m == "getProperty") {  // (Properties.getProperty(key[, default]))
      Value* v = d->find(key());
      return v ? *v : (a.size() > 1 ? a[1] : Value::none());
    }
    if (m == "setProperty") {
      Value* old = d->find(key());
      Value prev = old ? *old : Value::none();
      d->set(key(), a.size() > 1 ? a[1] : Value::none());
      grow(in, w, d);
      return prev;
    }
    if (m == "containsKey") return Value::boolean(d->find(key()) != nullptr);
    if (m == "containsValue") {
      for (auto& e : d->entries)
        if (!a.empty() && jequals(in, e.second, a[0])) return Value::boolean(true);
      return Value::boolean(false);
    }
    if (m == "remove") {
      Value* v = d->find(key());
      Value prev = v ? *v : Value::none();
      d->erase(key());
      unmark_head(in, w, key());
      return prev;
    }
    if (m == "putAll") {  // each entry as put() would add it
      DictObj* src = !a.empty() && a[0].is(Tag::Instance) ? dict_of(in, a[0]) : nullptr;
      if (!src) return Value::none();
      std::vector<std::size_t> order = order_of(in, a[0]);
      for (std::size_t i : order) {
        Value k0 = canon_key(in, w, d, src->entries[i].first);
        d->set(k0, src->entries[i].second);
      }
      grow(in, w, d);
      return Value::none();
    }
    if (m == "putIfAbsent") {
      Value* v = d->find(key());
      if (v && !v->is_none()) return *v;
      d->set(key(), a.size() > 1 ? a[1] : Value::none());
      grow(in, w, d);
      return Value::none();
    }
    if (m == "merge") {
      Value* v = d->find(key());
      Value nv = a.size() > 1 ? a[1] : Value::none();
      if (v && !v->is_none()) {
        Value pair[2] = {*v, nv};
        // merge(key, value, fn): a call missing fn (broken source) meets a null function, as Java would
        nv = call_method_by_name(in, a.size() > 2 ? a[2] : Value::none(), "apply", std::span<const Value>(pair, 2));
        if (in.raising()) return Value::none();
      } else if (!v) {
        mark_head(in, w, key());
      }
      d->set(key(), nv);
      grow(in, w, d);
      return nv;
    }
    if (m == "compute" || m == "computeIfPresent") {
      // remapping(key, old or null): null removes the entry; a new key goes to its bucket's head
      Value* v = d->find(key());
      if (m == "computeIfPresent" && (!v || v->is_none())) return Value::none();
      Value k0 = key();
      Value pair[2] = {k0, v ? *v : Value::none()};
      bool had = v != nullptr;
      Value nv = call_method_by_name(in, a[1], "apply", std::span<const Value>(pair, 2));
      if (in.raising()) return Value::none();
      if (nv.is_none()) {
        if (had) {
          d->erase(k0);
          unmark_head(in, w, k0);
        }
        return Value::none();
      }
      if (!had) mark_head(in, w, k0);
      d->set(k0, nv);
      grow(in, w, d);
      return nv;
    }
    if (m == "replace") {  // replace(k, v) / replace(k, old, new): only an existing key
      Value* v = d->find(key());
      if (!v) return a.size() == 3 ? Value::boolean(false) : Value::none();
      if (a.size() == 3) {
        if (!jequals(in, *v, a[1])) return Value::boolean(false);
        *v = a[2];
        return Value::boolean(true);
      }
      Value old = *v;
      *v = a.size() > 1 ? a[1] : Value::none();
      return old;
    }
    if (m == "replaceAll") {
      for (auto& e : d->entries) {
        Value pair[2] = {e.first, e.second};
        Value nv = call_method_by_name(in, a[0], "apply", std::span<const Value>(pair, 2));
        if (in.raising()) return Value::none();
        e.second = nv;
      }
      return Value::none();
    }
    if (m == "computeIfAbsent") {
      Value* v = d->find(key());
      if (v && !v->is_none()) return *v;
      Value k0 = key();
      Value nv = call_method_by_name(in, a[1], "apply", std::span<const Value>(&k0, 1));
      if (in.raising()) return Value::none();
      if (!v) mark_head(in, w, k0);
      d->set(k0, nv);
      grow(in, w, d);
      return nv;
    }
    if (m == "keySet" || m == "navigableKeySet") {
      Value s = new_wrapper(in, k == Kind::TreeMap ? Kind::TreeSet : k == Kind::HashMap ? Kind::HashSet : Kind::LinkedHashSet);
      DictObj* sd = dict_of(in, s);
      for (std::size_t i : order_of(in, w)) sd->set(d->entries[i].first, Value::none());
      Value* cap = w.as<InstanceObj>()->fields.find(in.intern("__cap"));
      if (cap) s.as<InstanceObj>()->fields.set(in.intern("__cap"), *cap);
      if (w.as<InstanceObj>()->fields.find(in.intern("__ro")))  // Map.of(...).keySet() is read-only too
        s.as<InstanceObj>()->fields.set(in.intern("__ro"), Value::boolean(true));
      else
        s.as<InstanceObj>()->fields.set(in.intern("__keys_of"), w);  // removals reach the map
      return s;
    }
    if (m == "values") {
      Args out;
      for (std::size_t i : order_of(in, w)) out.push_back(d->entries[i].second);
      if (w.as<InstanceObj>()->fields.find(in.intern("__ro"))) return mark_read_only(in, make_list(std::move(out)), ListShape::Unmodifiable);
      return mark_values_view(in, make_list(std::move(out)), w);
    }
    if (m == "entrySet") {
      Args out;
      for (std::size_t i : order_of(in, w)) out.push_back(make_list({d->entries[i].first, d->entries[i].second}, Tag::Tuple));
      return mark_entry_view(in, make_list(std::move(out)), w);
    }
    if (m == "firstKey" || m == "lastKey") {
      auto o = order_of(in, w);
      if (o.empty()) { jthrow(in, "NoSuchElementException", ""); return Value::none(); }
      return d->entries[m == "firstKey" ? o.front() : o.back()].first;
    }
    if (m == "forEach") {
      for (std::size_t i : order_of(in, w)) {
        Value pair[2] = {d->entries[i].first, d->entries[i].second};
        call_method_by_name(in, a[0], "accept", std::span<const Value>(pair, 2));
        if (in.raising()) break;
      }
      return Value::none();
    }
  }
  if (m == "toString") return make_str(jstr(in, w));
  if (m == "equals") return Value::boolean(!a.empty() && jequals(in, w, a[0]));
  if (m == "hashCode") {  // Map: sum of key ^ value hashes; Set: sum of element hashes
    std::uint32_t h = 0;
    for (auto& e : d->entries)
      h += static_cast<std::uint32_t>(jhash_in(in, e.first)) ^ (is_map(k) ? static_cast<std::uint32_t>(jhash_in(in, e.second)) : 0u);
    return Value::integer(static_cast<std::int32_t>(h));
  }
  if (m == "stream" || m == "parallelStream") return new_stream(in, keys_list(in, w).as<ListObj>()->items, 0);
  if (m == "iterator") return new_iterator(in, keys_list(in, w), w);
  in.raise("AttributeError", std::string(kind_name(k)) + " has no method " + m);
  return Value::none();
}

Value call1f(Vm& in, const Value& f, const char* m, const Value& x);
Value call2f(Vm& in, const Value& f, const char* m, const Value& x, const Value& y);
/// Threads run deterministically: start() runs the thread's body to the end
/// at once (a schedule the JVM may also choose), so join() has nothing to
/// wait for. Thread.currentThread() is the thread whose body is running.
Value thread_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  auto* inst = w.as<InstanceObj>();
  auto state = [&]() { Value s = instance_field(in, w, "__state"); return s.is_int() ? s.i() : 0; };
  if (m == "start" || m == "run") {
    if (m == "start") {
      if (state() != 0) {
        jthrow(in, "IllegalThreadStateException", "");
        return Value::none();
      }
      set_instance_field(in, w, "__state", Value::integer(1));
    }
    Value& cur = in.run_state("java.current_thread");
    Value saved = cur;
    if (m == "start") cur = w;
    bool own_run = false;
    if (!inst->klass()->builtin)
      for (auto& c : inst->klass()->mro) own_run = own_run || c.as<ClassObj>()->attrs.find(in.intern("run"));
    Value target = instance_field(in, w, "__target");
    if (own_run && m == "start") call_method_by_name(in, w, "run", {});
    else if (!target.is_none()) call_method_by_name(in, target, "run", {});
    in.run_state("java.current_thread") = saved;
    if (m == "start") set_instance_field(in, w, "__state", Value::integer(2));
    return Value::none();
  }
  if (m == "join" || m == "interrupt" || m == "setDaemon" || m == "setPriority" || m == "setUncaughtExceptionHandler") return Value::none();
  if (m == "getName") return instance_field(in, w, "__tname");
  if (m == "setName") {
    set_instance_field(in, w, "__tname", a.empty() ? Value::none() : a[0]);
    return Value::none();
  }
  if (m == "isAlive") return Value::boolean(state() == 1);
  if (m == "isInterrupted" || m == "isDaemon") return Value::boolean(false);
  if (m == "getPriority") return Value::integer(5);
  if (m == "getState") return make_str(state() == 0 ? "NEW" : state() == 1 ? "RUNNABLE" : "TERMINATED");
  if (m == "toString") return make_str(jstr(in, w));
  if (m == "hashCode") return Value::integer(jhash(w));
  if (m == "equals") return Value::boolean(!a.empty() && a[0].is(Tag::Instance) && a[0].obj() == w.obj());
  in.raise("AttributeError", "Thread." + m + " is not supported");
  return Value::none();
}
Value current_thread(Vm& in) {
  Value& cur = in.run_state("java.current_thread");
  if (cur.is(Tag::Instance)) return cur;
  Value& main_t = in.run_state("java.main_thread");
  if (!main_t.is(Tag::Instance)) {
    main_t = new_wrapper(in, Kind::Thread);
    set_instance_field(in, main_t, "__target", Value::none());
    set_instance_field(in, main_t, "__tname", make_str("main"));
    set_instance_field(in, main_t, "__state", Value::integer(1));
  }
  return main_t;
}
// --- java.util.Base64, java.util.zip.CRC32/Adler32, java.net.URLEncoder/URLDecoder ----------
// The encoders, decoders and checksums are Atomic cells (__cls names the class, __v holds the
// running checksum or the coder's flags); the byte work is java_codecs.cpp's.
constexpr std::int64_t kB64Url = 1, kB64NoPad = 2, kB64Mime = 4;
std::vector<std::uint8_t> bytes_of(const Value& v, std::int64_t off = 0, std::int64_t len = -1) {
  std::vector<std::uint8_t> out;
  if (!v.is(Tag::List)) return out;
  const auto& items = v.as<ListObj>()->items;
  std::size_t b = static_cast<std::size_t>(std::clamp<std::int64_t>(off, 0, static_cast<std::int64_t>(items.size())));
  std::size_t e = len < 0 ? items.size() : std::min(items.size(), b + static_cast<std::size_t>(len));
  for (std::size_t i = b; i < e; ++i) out.push_back(static_cast<std::uint8_t>(items[i].is_int() ? items[i].i() : 0));
  return out;
}
Value byte_array(const std::vector<std::uint8_t>& b) {
  Args items;
  items.reserve(b.size());
  for (std::uint8_t x : b) items.push_back(Value::integer(static_cast<std::int8_t>(x)));
  return make_list(std::move(items));
}
Value coder(Vm& in, const char* cls, std::int64_t flags) {
  Value w = new_wrapper(in, Kind::Atomic);
  set_instance_field(in, w, "__v", Value::integer(flags));
  set_instance_field(in, w, "__cls", make_str(cls));
  return w;
}
Value codec_static(Vm& in, const std::string& h, const std::string& m, Args& a) {
  if (h == "Base64") {
    std::int64_t f = m.find("Url") != std::string::npos ? kB64Url : m.find("Mime") != std::string::npos ? kB64Mime : 0;
    if (m.starts_with("get") && m.ends_with("Encoder")) return coder(in, "Base64.Encoder", f);
    if (m.starts_with("get") && m.ends_with("Decoder")) return coder(in, "Base64.Decoder", f);
  }
  if (h == "MessageDigest" && m == "isEqual") {  // null-safe byte[] equality
    if (a.size() != 2) return Value::boolean(false);
    if (a[0].is_none() || a[1].is_none()) return Value::boolean(a[0].is_none() && a[1].is_none());
    return Value::boolean(bytes_of(a[0]) == bytes_of(a[1]));
  }
  if (h == "MessageDigest" && m == "getInstance" && !a.empty() && a[0].is(Tag::Str)) {
    // a cell holding the bytes given to update() so far; __alg the name as given (getAlgorithm)
    std::string alg = jstr(in, a[0]);
    if (!java::message_digest_known(alg)) {
      jthrow(in, "NoSuchAlgorithmException", alg + " MessageDigest not available");
      return Value::none();
    }
    Value w = coder(in, "MessageDigest", 0);
    set_instance_field(in, w, "__v", make_list({}));
    set_instance_field(in, w, "__alg", a[0]);
    return w;
  }
  if (a.empty() || a[0].is_none()) {
    jthrow(in, "NullPointerException", "");
    return Value::none();
  }
  if (!in.charge_items(a[0].is(Tag::Str) ? a[0].as<StrObj>()->s.size() / 8 : 0)) return Value::none();
  if (h == "URLEncoder" && m == "encode") return make_str(java::url_encode(jstr(in, a[0])));
  if (h == "URLDecoder" && m == "decode") {
    std::string out, err;
    if (!java::url_decode(jstr(in, a[0]), out, err)) {
      jthrow(in, "IllegalArgumentException", err);
      return Value::none();
    }
    return make_str(out);
  }
  in.raise("AttributeError", h + " has no static method " + m);
  return Value::none();
}
Value codec_method(Vm& in, const Value& w, const std::string& cls, const std::string& m, Args& a) {
  std::int64_t v = instance_field(in, w, "__v").is_int() ? instance_field(in, w, "__v").i() : 0;
  if (!a.empty() && a[0].is(Tag::List) && !in.charge_items(a[0].as<ListObj>()->items.size() / 8)) return Value::none();
  if (cls == "ByteArrayOutputStream") {
    Value cell = instance_field(in, w, "__v");
    if (!cell.is(Tag::List)) return Value::none();
    auto& items = cell.as<ListObj>()->items;
    if ((m == "write" || m == "writeBytes") && !a.empty()) {
      if (!a[0].is(Tag::List)) {  // write(int b): its low 8 bits (a char is its code)
        items.push_back(Value::integer(static_cast<std::int8_t>(arg_int(a, 0))));
        return Value::none();
      }
      if (a.size() == 3 && (arg_int(a, 1) < 0 || arg_int(a, 2) < 0 || !a[0].is(Tag::List) ||
                            arg_int(a, 1) + arg_int(a, 2) > static_cast<std::int64_t>(a[0].as<ListObj>()->items.size()))) {
        jthrow(in, "IndexOutOfBoundsException", "");
        return Value::none();
      }
      for (std::uint8_t b : bytes_of(a[0], a.size() == 3 ? arg_int(a, 1) : 0, a.size() == 3 ? arg_int(a, 2) : -1))
        items.push_back(Value::integer(static_cast<std::int8_t>(b)));
      return Value::none();
    }
    if (m == "toByteArray") return make_list(items);
    if (m == "size") return Value::integer(static_cast<std::int64_t>(items.size()));
    if (m == "reset") {
      items.clear();
      return Value::none();
    }
    if (m == "close" || m == "flush") return Value::none();
    if (m == "toString") {
      std::string b;
      for (auto& x : items) b += static_cast<char>(x.is_int() ? x.i() : 0);
      return make_str(utf8::to_valid(b));  // as UTF-8 (the charset argument is not consulted)
    }
  } else if (cls == "MessageDigest") {
    Value cell = instance_field(in, w, "__v");
    std::string alg = jstr(in, instance_field(in, w, "__alg"));
    if (!cell.is(Tag::List)) return Value::none();
    auto& items = cell.as<ListObj>()->items;
    auto feed = [&](const Value& x, std::int64_t off, std::int64_t len) {
      if (!x.is(Tag::List)) {  // update(byte b)
        items.push_back(Value::integer(static_cast<std::int8_t>(arg_int(a, 0))));
        return;
      }
      for (std::uint8_t b : bytes_of(x, off, len)) items.push_back(Value::integer(static_cast<std::int8_t>(b)));
    };
    if (m == "update" && !a.empty()) {
      feed(a[0], a.size() == 3 ? arg_int(a, 1) : 0, a.size() == 3 ? arg_int(a, 2) : -1);
      return Value::none();
    }
    if (m == "digest") {
      if (!a.empty()) feed(a[0], 0, -1);
      std::string d = java::message_digest(alg, bytes_of(cell));
      items.clear();  // digest() resets the digest
      return byte_array(std::vector<std::uint8_t>(d.begin(), d.end()));
    }
    if (m == "reset") {
      items.clear();
      return Value::none();
    }
    if (m == "getAlgorithm") return make_str(alg);
    if (m == "getDigestLength") return Value::integer(static_cast<std::int64_t>(java::message_digest(alg, {}).size()));
    if (m == "toString") return make_str(jstr(in, w));
  } else if (cls == "CRC32" || cls == "Adler32") {
    bool crc = cls == "CRC32";
    if (m == "getValue") return Value::integer(v);
    if (m == "reset") {
      set_instance_field(in, w, "__v", Value::integer(crc ? 0 : 1));
      return Value::none();
    }
    if (m == "update" && !a.empty()) {
      std::vector<std::uint8_t> b = !a[0].is(Tag::List) ? std::vector<std::uint8_t>{static_cast<std::uint8_t>(arg_int(a, 0))}
                                                  : bytes_of(a[0], a.size() == 3 ? arg_int(a, 1) : 0, a.size() == 3 ? arg_int(a, 2) : -1);
      std::uint32_t x = static_cast<std::uint32_t>(v);
      x = crc ? java::crc32_update(x, b.data(), b.size()) : java::adler32_update(x, b.data(), b.size());
      set_instance_field(in, w, "__v", Value::integer(x));
      return Value::none();
    }
  } else if (cls == "Base64.Encoder") {
    if (m == "withoutPadding") return coder(in, "Base64.Encoder", v | kB64NoPad);
    if ((m == "encodeToString" || m == "encode") && !a.empty()) {
      std::string s = java::base64_encode(bytes_of(a[0]), v & kB64Url, !(v & kB64NoPad), v & kB64Mime);
      if (m == "encodeToString") return make_str(s);
      return byte_array(std::vector<std::uint8_t>(s.begin(), s.end()));
    }
  } else if (cls == "Base64.Decoder" && m == "decode" && !a.empty()) {
    std::vector<std::uint8_t> out;
    std::string err, text;
    if (a[0].is(Tag::List)) {
      auto b = bytes_of(a[0]);
      text.assign(b.begin(), b.end());
    } else {
      text = jstr(in, a[0]);
    }
    if (!java::base64_decode(text, v & kB64Url, v & kB64Mime, out, err)) {
      jthrow(in, "IllegalArgumentException", err);
      return Value::none();
    }
    return byte_array(out);
  }
  in.raise("AttributeError", cls + "." + m + " is not supported");
  return Value::none();
}

// --- java.io.DataOutputStream/DataInputStream/ByteArrayInputStream, java.nio.ByteBuffer ----------
// Atomic cells as the codecs are (__cls names the class). A ByteArrayInputStream holds its array
// (__v, shared as the JDK's is), read position __pos, end __end and __mark; a Data stream holds the
// byte-array stream it wraps (__src); a ByteBuffer holds its backing array (__v: wrap's array and
// array() are the same list), __off (a slice's start in it), __pos, __lim, __cap, __mark, __le
// (little-endian order), __ro (read-only) and __direct.
std::int64_t int_field(Vm& in, const Value& w, std::string_view f) {
  Value v = instance_field(in, w, f);
  return v.is_int() ? v.i() : v.is(Tag::Bool) ? v.b() : 0;
}
void set_int_field(Vm& in, const Value& w, std::string_view f, std::int64_t x) { set_instance_field(in, w, f, Value::integer(x)); }
std::string atomic_cls(Vm& in, const Value& v) {
  return kind_of(v) == Kind::Atomic ? jstr(in, instance_field(in, v, "__cls")) : std::string();
}
/// a char argument (a one-character string) or an int, as its UTF-16 code unit
std::uint32_t char_unit(const Value& v) {
  if (v.is(Tag::Str)) {
    auto u = utf16_units(v.as<StrObj>()->s);
    return u.empty() ? 0 : u[0];
  }
  return static_cast<std::uint32_t>(v.is_int() ? v.i() : static_cast<std::int64_t>(num(v))) & 0xFFFF;
}
Value char_value(std::uint32_t u) { return make_str(utf16_to_utf8({u}, 0, 1)); }
/// the width of a typed get/put (getInt, putShort, ...) and its kind: 'b' byte, 's' short, 'c' char,
/// 'i' int, 'l' long, 'f' float, 'd' double
int typed_width(std::string_view t, char& kind) {
  static constexpr std::pair<std::string_view, std::pair<char, int>> kTypes[] = {
      {"", {'b', 1}}, {"Short", {'s', 2}}, {"Char", {'c', 2}}, {"Int", {'i', 4}}, {"Long", {'l', 8}}, {"Float", {'f', 4}}, {"Double", {'d', 8}}};
  for (auto& [n, kw] : kTypes)
    if (t == n) {
      kind = kw.first;
      return kw.second;
    }
  return 0;
}
/// a primitive's big-endian bits (the low `width` bytes)
std::uint64_t value_bits(char kind, const Value& v) {
  switch (kind) {
    case 'c': return char_unit(v);
    case 'f': return std::bit_cast<std::uint32_t>(static_cast<float>(num(v)));
    case 'd': return std::bit_cast<std::uint64_t>(num(v));
    default: return static_cast<std::uint64_t>(v.is_int() ? v.i() : v.is(Tag::Str) ? char_unit(v) : static_cast<std::int64_t>(num(v)));
  }
}
Value bits_value(char kind, std::uint64_t b) {
  switch (kind) {
    case 'b': return Value::integer(static_cast<std::int8_t>(b));
    case 's': return Value::integer(static_cast<std::int16_t>(b));
    case 'c': return char_value(static_cast<std::uint32_t>(b & 0xFFFF));
    case 'i': return Value::integer(static_cast<std::int32_t>(b));
    case 'f': return Value::real(std::bit_cast<float>(static_cast<std::uint32_t>(b)));
    case 'd': return Value::real(std::bit_cast<double>(b));
    default: return Value::integer(static_cast<std::int64_t>(b));
  }
}
/// DataOutput.writeUTF's modified UTF-8 of a string's UTF-16 units (NUL as two bytes)
std::vector<std::uint8_t> modified_utf8(const std::string& s) {
  std::vector<std::uint8_t> o;
  for (std::uint32_t u : utf16_units(s)) {
    if (u >= 1 && u <= 0x7F) {
      o.push_back(static_cast<std::uint8_t>(u));
    } else if (u <= 0x7FF) {
      o.push_back(static_cast<std::uint8_t>(0xC0 | (u >> 6)));
      o.push_back(static_cast<std::uint8_t>(0x80 | (u & 0x3F)));
    } else {
      o.push_back(static_cast<std::uint8_t>(0xE0 | (u >> 12)));
      o.push_back(static_cast<std::uint8_t>(0x80 | ((u >> 6) & 0x3F)));
      o.push_back(static_cast<std::uint8_t>(0x80 | (u & 0x3F)));
    }
  }
  return o;
}

/// ByteArrayInputStream's next byte (0..255), or -1 at its end
int bais_read(Vm& in, const Value& s) {
  std::int64_t pos = int_field(in, s, "__pos"), end = int_field(in, s, "__end");
  Value arr = instance_field(in, s, "__v");
  if (pos >= end || !arr.is(Tag::List) || pos >= static_cast<std::int64_t>(arr.as<ListObj>()->items.size())) return -1;
  set_int_field(in, s, "__pos", pos + 1);
  const Value& b = arr.as<ListObj>()->items[static_cast<std::size_t>(pos)];
  return static_cast<int>((b.is_int() ? b.i() : 0) & 0xFF);
}
/// read(byte[] b, off, len) into a list: the count read, -1 at the end (0 when len is 0)
std::int64_t bais_read_into(Vm& in, const Value& s, const Value& dst, std::int64_t off, std::int64_t len) {
  auto& d = dst.as<ListObj>()->items;
  if (off < 0 || len < 0 || off + len > static_cast<std::int64_t>(d.size())) {
    jthrow(in, "IndexOutOfBoundsException", "Range [" + std::to_string(off) + ", " + std::to_string(off) + " + " + std::to_string(len) +
                                                ") out of bounds for length " + std::to_string(d.size()));
    return -2;
  }
  if (len == 0) return 0;
  std::int64_t n = 0;
  for (; n < len; ++n) {
    int b = bais_read(in, s);
    if (b < 0) break;
    d[static_cast<std::size_t>(off + n)] = Value::integer(static_cast<std::int8_t>(b));
  }
  return n == 0 ? -1 : n;
}
Value new_byte_stream(Vm& in, const std::string& h, const Args& a) {
  Value w = new_wrapper(in, Kind::Atomic);
  set_instance_field(in, w, "__cls", make_str(h));
  if (h == "ByteArrayInputStream") {
    if (a.empty() || !a[0].is(Tag::List)) {
      jthrow(in, "NullPointerException", "");
      return Value::none();
    }
    auto n = static_cast<std::int64_t>(a[0].as<ListObj>()->items.size());
    std::int64_t off = a.size() == 3 ? arg_int(a, 1) : 0, len = a.size() == 3 ? arg_int(a, 2) : n;
    set_instance_field(in, w, "__v", a[0]);
    set_int_field(in, w, "__pos", off);
    set_int_field(in, w, "__end", std::min(off + len, n));
    set_int_field(in, w, "__mark", off);
    return w;
  }
  // DataInputStream/DataOutputStream over a byte-array stream (files and sockets are not read)
  std::string src = a.empty() ? std::string() : atomic_cls(in, a[0]);
  if (src != (h == "DataInputStream" ? "ByteArrayInputStream" : "ByteArrayOutputStream")) {
    in.raise("AttributeError", h + " over a stream other than a byte array one is not supported");
    return Value::none();
  }
  set_instance_field(in, w, "__src", a[0]);
  set_int_field(in, w, "__n", 0);
  return w;
}
/// (array) or (array, off, len) of a byte-array call: the range, or false with
/// the JDK's IndexOutOfBoundsException raised.
bool array_range(Vm& in, const Args& a, std::int64_t& off, std::int64_t& len) {
  auto n = static_cast<std::int64_t>(a[0].as<ListObj>()->items.size());
  off = a.size() == 3 ? arg_int(a, 1) : 0, len = a.size() == 3 ? arg_int(a, 2) : n;
  if (off < 0 || len < 0 || off > n || len > n - off) {
    jthrow(in, "IndexOutOfBoundsException", "");
    return false;
  }
  return true;
}
Value new_byte_buffer(Vm& in, Value arr, std::int64_t off, std::int64_t pos, std::int64_t lim, std::int64_t cap, bool le, bool ro, bool direct) {
  Value w = new_wrapper(in, Kind::Atomic);
  set_instance_field(in, w, "__cls", make_str("ByteBuffer"));
  set_instance_field(in, w, "__v", std::move(arr));
  set_int_field(in, w, "__off", off);
  set_int_field(in, w, "__pos", pos);
  set_int_field(in, w, "__lim", lim);
  set_int_field(in, w, "__cap", cap);
  set_int_field(in, w, "__mark", -1);
  set_instance_field(in, w, "__le", Value::boolean(le));
  set_instance_field(in, w, "__ro", Value::boolean(ro));
  set_instance_field(in, w, "__direct", Value::boolean(direct));
  return w;
}
/// ByteBuffer.allocate/allocateDirect/wrap
Value byte_buffer_static(Vm& in, const std::string& m, Args& a) {
  if (m == "allocate" || m == "allocateDirect") {
    std::int64_t n = arg_int(a, 0);
    if (n < 0) {
      jthrow(in, "IllegalArgumentException", "capacity < 0: (" + std::to_string(n) + " < 0)");
      return Value::none();
    }
    if (!in.charge_copy(static_cast<std::size_t>(n))) return Value::none();
    return new_byte_buffer(in, make_list(std::vector<Value>(static_cast<std::size_t>(n), Value::integer(0))), 0, 0, n, n, false,
                           false, m == "allocateDirect");
  }
  if (m == "wrap" && !a.empty() && a[0].is(Tag::List)) {
    auto n = static_cast<std::int64_t>(a[0].as<ListObj>()->items.size());
    std::int64_t off, len;
    if (!array_range(in, a, off, len)) return Value::none();
    return new_byte_buffer(in, a[0], 0, off, off + len, n, false, false, false);
  }
  in.raise("AttributeError", "ByteBuffer." + m + " is not supported");
  return Value::none();
}
std::string byte_buffer_str(Vm& in, const Value& w) {
  bool ro = int_field(in, w, "__ro"), direct = int_field(in, w, "__direct");
  return std::string("java.nio.") + (direct ? "DirectByteBuffer" : "HeapByteBuffer") + (ro ? "R" : "") + "[pos=" +
         std::to_string(int_field(in, w, "__pos")) + " lim=" + std::to_string(int_field(in, w, "__lim")) +
         " cap=" + std::to_string(int_field(in, w, "__cap")) + "]";
}

Value byte_buffer_method(Vm& in, const Value& w, const std::string& m, Args& a) {
  Value arr = instance_field(in, w, "__v");
  if (!arr.is(Tag::List)) return Value::none();
  auto& items = arr.as<ListObj>()->items;
  std::int64_t off = int_field(in, w, "__off"), pos = int_field(in, w, "__pos"), lim = int_field(in, w, "__lim"),
               cap = int_field(in, w, "__cap"), mark = int_field(in, w, "__mark");
  bool le = int_field(in, w, "__le"), ro = int_field(in, w, "__ro");
  auto fail = [&](const char* exc, std::string msg = "") {
    jthrow(in, exc, std::move(msg));
    return Value::none();
  };
  auto byte_at = [&](std::int64_t i) -> std::uint8_t {  // i: an index of the buffer
    const Value& b = items[static_cast<std::size_t>(off + i)];
    return static_cast<std::uint8_t>(b.is_int() ? b.i() : 0);
  };
  auto read = [&](std::int64_t i, int width) {
    std::uint64_t x = 0;
    for (int k = 0; k < width; ++k) x |= static_cast<std::uint64_t>(byte_at(i + k)) << (8 * (le ? k : width - 1 - k));
    return x;
  };
  auto write = [&](std::int64_t i, int width, std::uint64_t x) {
    for (int k = 0; k < width; ++k)
      items[static_cast<std::size_t>(off + i + k)] = Value::integer(static_cast<std::int8_t>(x >> (8 * (le ? k : width - 1 - k))));
  };
  // get/put, getInt/putInt, ...: relative (position moves) or absolute (an index first)
  if (m.starts_with("get") || m.starts_with("put")) {
    bool put = m[0] == 'p';
    char kind = 0;
    int width = typed_width(std::string_view(m).substr(3), kind);
    if (width) {
      if (put && ro) return fail("ReadOnlyBufferException");
      if (width == 1 && !a.empty() && (a[0].is(Tag::List) || atomic_cls(in, a[0]) == "ByteBuffer")) {
        // bulk get(byte[] [, off, len]) / put(byte[] [, off, len]) / put(ByteBuffer)
        std::vector<std::uint8_t> src;
        if (!a[0].is(Tag::List)) {  // put(ByteBuffer src): its remaining bytes
          if (a[0].obj() == w.obj()) return fail("IllegalArgumentException", "The source buffer is this buffer");
          Value sa = instance_field(in, a[0], "__v");
          std::int64_t so = int_field(in, a[0], "__off"), sp = int_field(in, a[0], "__pos"), sl = int_field(in, a[0], "__lim");
          if (sl - sp > lim - pos) return fail("BufferOverflowException");
          src = bytes_of(sa, so + sp, sl - sp);
          set_int_field(in, a[0], "__pos", sl);
        } else {
          auto n = static_cast<std::int64_t>(a[0].as<ListObj>()->items.size());
          std::int64_t o = a.size() == 3 ? arg_int(a, 1) : 0, len = a.size() == 3 ? arg_int(a, 2) : n;
          if (o < 0 || len < 0 || o > n || len > n - o)
            return fail("IndexOutOfBoundsException", "Range [" + std::to_string(o) + ", " + std::to_string(o) + " + " +
                                                         std::to_string(len) + ") out of bounds for length " + std::to_string(n));
          if (len > lim - pos) return fail(put ? "BufferOverflowException" : "BufferUnderflowException");
          if (!in.charge_items(static_cast<std::size_t>(len) / 8)) return Value::none();
          if (!put) {
            auto& d = a[0].as<ListObj>()->items;
            for (std::int64_t k = 0; k < len; ++k) d[static_cast<std::size_t>(o + k)] = Value::integer(static_cast<std::int8_t>(byte_at(pos + k)));
            set_int_field(in, w, "__pos", pos + len);
            return w;
          }
          src = bytes_of(a[0], o, len);
        }
        for (std::size_t k = 0; k < src.size(); ++k) items[static_cast<std::size_t>(off + pos) + k] = Value::integer(static_cast<std::int8_t>(src[k]));
        set_int_field(in, w, "__pos", pos + static_cast<std::int64_t>(src.size()));
        return w;
      }
      bool absolute = a.size() == (put ? 2u : 1u);
      std::int64_t i = absolute ? arg_int(a, 0) : pos;
      if (absolute ? (i < 0 || width > lim - i) : width > lim - pos)
        return fail(absolute ? "IndexOutOfBoundsException" : put ? "BufferOverflowException" : "BufferUnderflowException");
      if (!absolute) set_int_field(in, w, "__pos", pos + width);
      if (!put) return bits_value(kind, read(i, width));
      write(i, width, value_bits(kind, a.back()));
      return w;
    }
  }
  if (m == "order") {
    if (a.empty()) return make_str(le ? "LITTLE_ENDIAN" : "BIG_ENDIAN");
    set_instance_field(in, w, "__le", Value::boolean(jstr(in, a[0]) == "LITTLE_ENDIAN"));
    return w;
  }
  if (m == "position" || m == "limit") {
    if (a.empty()) return Value::integer(m == "position" ? pos : lim);
    std::int64_t n = arg_int(a, 0);
    std::string what = m == "position" ? "newPosition" : "newLimit";
    if (n < 0) return fail("IllegalArgumentException", what + " < 0: (" + std::to_string(n) + " < 0)");
    if (m == "position" && n > lim)
      return fail("IllegalArgumentException", "newPosition > limit: (" + std::to_string(n) + " > " + std::to_string(lim) + ")");
    if (m == "limit" && n > cap)
      return fail("IllegalArgumentException", "newLimit > capacity: (" + std::to_string(n) + " > " + std::to_string(cap) + ")");
    if (m == "limit" && pos > n) set_int_field(in, w, "__pos", n);
    if (mark > n) set_int_field(in, w, "__mark", -1);
    set_int_field(in, w, m == "position" ? "__pos" : "__lim", n);
    return w;
  }
  auto set3 = [&](std::int64_t p, std::int64_t l, std::int64_t mk) {
    set_int_field(in, w, "__pos", p);
    set_int_field(in, w, "__lim", l);
    set_int_field(in, w, "__mark", mk);
    return w;
  };
  if (m == "flip") return set3(0, pos, -1);
  if (m == "rewind") return set3(0, lim, -1);
  if (m == "clear") return set3(0, cap, -1);
  if (m == "mark") return set3(pos, lim, pos);
  if (m == "reset") return mark < 0 ? fail("InvalidMarkException") : set3(mark, lim, mark);
  if (m == "compact") {
    if (ro) return fail("ReadOnlyBufferException");
    std::int64_t rem = std::max<std::int64_t>(0, lim - pos);
    for (std::int64_t k = 0; k < rem; ++k) items[static_cast<std::size_t>(off + k)] = items[static_cast<std::size_t>(off + pos + k)];
    return set3(rem, cap, -1);
  }
  if (m == "remaining") return Value::integer(std::max<std::int64_t>(0, lim - pos));
  if (m == "hasRemaining") return Value::boolean(pos < lim);
  if (m == "capacity") return Value::integer(cap);
  if (m == "isReadOnly") return Value::boolean(ro);
  if (m == "isDirect") return Value::boolean(int_field(in, w, "__direct"));
  if (m == "hasArray") return Value::boolean(!ro);
  if (m == "array" || m == "arrayOffset") {
    if (ro) return fail("ReadOnlyBufferException");
    return m == "array" ? arr : Value::integer(off);
  }
  bool direct = int_field(in, w, "__direct");
  if (m == "slice") return new_byte_buffer(in, arr, off + pos, 0, std::max<std::int64_t>(0, lim - pos), std::max<std::int64_t>(0, lim - pos), false, ro, direct);
  if (m == "duplicate" || m == "asReadOnlyBuffer") {  // (the new buffer's order is BIG_ENDIAN, as the JDK's)
    Value d = new_byte_buffer(in, arr, off, pos, lim, cap, false, ro || m == "asReadOnlyBuffer", direct);
    set_int_field(in, d, "__mark", mark);
    return d;
  }
  if (m == "toString") return make_str(byte_buffer_str(in, w));
  if (m == "hashCode") {
    std::int32_t h = 1;
    for (std::int64_t i = lim - 1; i >= pos; --i) h = static_cast<std::int32_t>(31u * static_cast<std::uint32_t>(h) + static_cast<std::uint32_t>(static_cast<std::int8_t>(byte_at(i))));
    return Value::integer(h);
  }
  if ((m == "equals" || m == "compareTo") && !a.empty()) {
    if (atomic_cls(in, a[0]) != "ByteBuffer") return m == "equals" ? Value::boolean(false) : fail("ClassCastException");
    Value oa = instance_field(in, a[0], "__v");
    std::int64_t oo = int_field(in, a[0], "__off"), op = int_field(in, a[0], "__pos"), ol = int_field(in, a[0], "__lim");
    auto mine = bytes_of(arr, off + pos, lim - pos), theirs = bytes_of(oa, oo + op, ol - op);
    if (m == "equals") return Value::boolean(mine == theirs);
    for (std::size_t k = 0; k < mine.size() && k < theirs.size(); ++k)
      if (mine[k] != theirs[k]) return Value::integer(static_cast<std::int8_t>(mine[k]) - static_cast<std::int8_t>(theirs[k]));
    return Value::integer(static_cast<std::int64_t>(mine.size()) - static_cast<std::int64_t>(theirs.size()));
  }
  in.raise("AttributeError", "ByteBuffer." + m + " is not supported");
  return Value::none();
}

Value byte_stream_method(Vm& in, const Value& w, const std::string& cls, const std::string& m, Args& a) {
  if (cls == "ByteBuffer") return byte_buffer_method(in, w, m, a);
  if (m == "close" || m == "flush") return Value::none();
  if (cls == "DataOutputStream") {
    Value dst = instance_field(in, w, "__src");
    Value cell = instance_field(in, dst, "__v");
    if (!cell.is(Tag::List)) return Value::none();
    auto& out = cell.as<ListObj>()->items;
    auto put = [&](std::uint64_t x, int width) {
      for (int k = width - 1; k >= 0; --k) out.push_back(Value::integer(static_cast<std::int8_t>(x >> (8 * k))));
      set_int_field(in, w, "__n", int_field(in, w, "__n") + width);
      return Value::none();
    };
    if (m == "size") return Value::integer(static_cast<std::int32_t>(int_field(in, w, "__n")));
    if (m == "write" && !a.empty() && a[0].is(Tag::List)) {
      std::int64_t o, len;
      if (!array_range(in, a, o, len)) return Value::none();
      for (std::uint8_t b : bytes_of(a[0], o, len)) put(b, 1);
      return Value::none();
    }
    if (a.empty()) {
      in.raise("AttributeError", "DataOutputStream." + m + " is not supported");
      return Value::none();
    }
    if (m == "writeBoolean") return put(a[0].is(Tag::Bool) ? a[0].b() : num(a[0]) != 0, 1);
    if (m == "writeBytes" || m == "writeChars") {  // each char's low byte, or both bytes
      for (std::uint32_t u : utf16_units(jstr(in, a[0]))) put(u, m == "writeBytes" ? 1 : 2);
      return Value::none();
    }
    if (m == "writeUTF") {
      auto b = modified_utf8(jstr(in, a[0]));
      if (b.size() > 65535) {
        jthrow(in, "UTFDataFormatException", "encoded string too long: " + std::to_string(b.size()) + " bytes");
        return Value::none();
      }
      put(b.size(), 2);
      for (std::uint8_t x : b) put(x, 1);
      return Value::none();
    }
    char kind = 0;
    int width = m == "write" ? typed_width("", kind) : m.starts_with("write") ? typed_width(std::string_view(m).substr(5) == "Byte" ? "" : std::string_view(m).substr(5), kind) : 0;
    if (width) return put(value_bits(kind, a[0]), width);
  } else if (cls == "ByteArrayInputStream" || cls == "DataInputStream") {
    Value src = cls == "DataInputStream" ? instance_field(in, w, "__src") : w;
    if (m == "read") {
      if (a.empty()) return Value::integer(bais_read(in, src));
      if (!a[0].is(Tag::List)) return Value::none();
      std::int64_t n = bais_read_into(in, src, a[0], a.size() == 3 ? arg_int(a, 1) : 0,
                                      a.size() == 3 ? arg_int(a, 2) : static_cast<std::int64_t>(a[0].as<ListObj>()->items.size()));
      return n == -2 ? Value::none() : Value::integer(n);
    }
    std::int64_t pos = int_field(in, src, "__pos"), end = int_field(in, src, "__end");
    if (m == "available") return Value::integer(std::max<std::int64_t>(0, end - pos));
    if (m == "skip" || m == "skipBytes" || m == "skipNBytes") {
      std::int64_t k = std::clamp<std::int64_t>(arg_int(a, 0), 0, std::max<std::int64_t>(0, end - pos));
      if (m == "skipNBytes" && k < arg_int(a, 0)) {
        set_int_field(in, src, "__pos", end);
        jthrow(in, "EOFException", "");
        return Value::none();
      }
      set_int_field(in, src, "__pos", pos + k);
      return m == "skipNBytes" ? Value::none() : Value::integer(k);
    }
    if (m == "markSupported") return Value::boolean(true);
    if (m == "mark") {
      set_int_field(in, src, "__mark", pos);
      return Value::none();
    }
    if (m == "reset") {
      set_int_field(in, src, "__pos", int_field(in, src, "__mark"));
      return Value::none();
    }
    if (m == "readAllBytes" || (m == "readNBytes" && a.size() == 1)) {
      std::int64_t n = std::max<std::int64_t>(0, end - pos);
      if (m == "readNBytes") n = std::min(n, std::max<std::int64_t>(0, arg_int(a, 0)));
      set_int_field(in, src, "__pos", pos + n);
      return byte_array(bytes_of(instance_field(in, src, "__v"), pos, n));
    }
    if ((m == "readFully" || m == "readNBytes") && !a.empty() && a[0].is(Tag::List)) {
      // readFully(b[, off, len]): all of them, else EOFException; readNBytes(b, off, len): what is there
      std::int64_t len = a.size() == 3 ? arg_int(a, 2) : static_cast<std::int64_t>(a[0].as<ListObj>()->items.size());
      std::int64_t n = bais_read_into(in, src, a[0], a.size() == 3 ? arg_int(a, 1) : 0, len);
      if (n == -2) return Value::none();
      if (m == "readNBytes") return Value::integer(std::max<std::int64_t>(0, n));
      if (len > 0 && n < len) jthrow(in, "EOFException", "");
      return Value::none();
    }
    if (cls == "DataInputStream") {
      auto bytes = [&](int width, std::uint64_t& x) {  // the next `width` bytes, big-endian; EOFException when short
        x = 0;
        bool eof = false;
        for (int k = 0; k < width; ++k) {
          int b = bais_read(in, src);
          if (b < 0) eof = true;
          x = (x << 8) | static_cast<std::uint64_t>(b & 0xFF);
        }
        if (eof) jthrow(in, "EOFException", "");
        return !eof;
      };
      std::uint64_t x = 0;
      if (m == "readBoolean") return bytes(1, x) ? Value::boolean(x != 0) : Value::none();
      if (m == "readUnsignedByte") return bytes(1, x) ? Value::integer(static_cast<std::int64_t>(x)) : Value::none();
      if (m == "readUnsignedShort") return bytes(2, x) ? Value::integer(static_cast<std::int64_t>(x)) : Value::none();
      if (m == "readUTF") {
        if (!bytes(2, x)) return Value::none();
        auto len = static_cast<std::int64_t>(x);
        Args buf(static_cast<std::size_t>(len), Value::integer(0));
        Value l = make_list(std::move(buf));
        std::int64_t n = len ? bais_read_into(in, src, l, 0, len) : 0;
        if (n < len) {
          jthrow(in, "EOFException", "");
          return Value::none();
        }
        auto b = bytes_of(l);
        std::vector<std::uint32_t> units;
        std::size_t c = 0, ulen = b.size();
        auto bad = [&](std::string msg) {
          jthrow(in, "UTFDataFormatException", std::move(msg));
          return Value::none();
        };
        while (c < ulen) {
          std::uint32_t c0 = b[c];
          switch (c0 >> 4) {
            case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7:
              units.push_back(c0);
              c += 1;
              break;
            case 12: case 13:
              c += 2;
              if (c > ulen) return bad("malformed input: partial character at end");
              if ((b[c - 1] & 0xC0) != 0x80) return bad("malformed input around byte " + std::to_string(c));
              units.push_back(((c0 & 0x1F) << 6) | (b[c - 1] & 0x3F));
              break;
            case 14:
              c += 3;
              if (c > ulen) return bad("malformed input: partial character at end");
              if (((b[c - 2] ^ 0x80) | (b[c - 1] ^ 0x80)) & 0xC0) return bad("malformed input around byte " + std::to_string(c - 1));
              units.push_back(((c0 & 0x0F) << 12) | ((b[c - 2] & 0x3F) << 6) | (b[c - 1] & 0x3F));
              break;
            default: return bad("malformed input around byte " + std::to_string(c));
          }
        }
        return make_str(utf16_to_utf8(units, 0, units.size()));
      }
      char kind = 0;
      int width = m.starts_with("read") ? typed_width(std::string_view(m).substr(4) == "Byte" ? "" : std::string_view(m).substr(4), kind) : 0;
      if (width && a.empty()) return bytes(width, x) ? bits_value(kind, x) : Value::none();
    }
  }
  in.raise("AttributeError", cls + "." + m + " is not supported");
  return Value::none();
}

/// AtomicInteger/AtomicLong/AtomicBoolean/AtomicReference: a value cell
/// (one thread runs at a time, so every update is atomic).
Value date_method(Vm& in, const Value& w, const std::string& cls, const std::string& m, Args& a);  // (below)
Value atomic_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  std::string cls = jstr(in, instance_field(in, w, "__cls"));
  Value cur = instance_field(in, w, "__v");
  auto wrap = [&](Value v) -> Value {  // AtomicInteger wraps at 32 bits
    if (cls == "AtomicInteger" && v.is_int()) return Value::integer(static_cast<std::int32_t>(static_cast<std::uint32_t>(v.i())));
    if (cls == "AtomicLong" && v.is_int()) return v;
    return v;
  };
  auto put = [&](Value v) { set_instance_field(in, w, "__v", wrap(std::move(v))); };
  auto add = [&](std::int64_t d) {
    std::int64_t x = cur.is_int() ? cur.i() : 0;
    return Value::integer(static_cast<std::int64_t>(static_cast<std::uint64_t>(x) + static_cast<std::uint64_t>(d)));
  };
  auto arg0 = [&]() { return a.empty() ? Value::none() : a[0]; };
  if (cls == "CRC32" || cls == "Adler32" || cls.starts_with("Base64.") || cls == "ByteArrayOutputStream" || cls == "MessageDigest")
    return codec_method(in, w, cls, m, a);
  if (cls == "ByteBuffer" || cls == "DataOutputStream" || cls == "DataInputStream" || cls == "ByteArrayInputStream")
    return byte_stream_method(in, w, cls, m, a);
  if (cls == "Date" || cls == "SimpleDateFormat") return date_method(in, w, cls, m, a);
  if (cls == "CountDownLatch" || cls == "Semaphore") {
    // threads run to the end at start(): a wait that is not already satisfied would wait
    // for ever on the JVM (no other thread is left to count down or release)
    std::int64_t c = cur.is_int() ? cur.i() : 0;
    auto never = [&](const std::string& what) {
      jthrow(in, "IllegalStateException", what + " would block for ever: threads run to their end at start()");
      return Value::none();
    };
    if (cls == "CountDownLatch") {
      if (m == "countDown") {
        if (c > 0) put(Value::integer(c - 1));
        return Value::none();
      }
      if (m == "getCount") return cur;
      if (m == "await") return a.size() >= 2 ? Value::boolean(c == 0) : c == 0 ? Value::none() : never("CountDownLatch.await()");
      if (m == "toString") return make_str("java.util.concurrent.CountDownLatch[Count = " + std::to_string(c) + "]");
    } else {
      std::int64_t n = !a.empty() && a[0].is_int() ? a[0].i() : 1;
      if (m == "availablePermits") return cur;
      if (m == "release") {
        put(Value::integer(c + n));
        return Value::none();
      }
      if (m == "acquire" || m == "acquireUninterruptibly") {
        if (c < n) return never("Semaphore.acquire()");
        put(Value::integer(c - n));
        return Value::none();
      }
      if (m == "tryAcquire") {
        if (a.size() == 2 || a.size() == 3) n = a.size() == 3 && a[0].is_int() ? a[0].i() : 1;  // (timeout, unit) / (n, timeout, unit)
        if (c < n) return Value::boolean(false);
        put(Value::integer(c - n));
        return Value::boolean(true);
      }
      if (m == "drainPermits") {
        put(Value::integer(0));
        return cur;
      }
    }
    in.raise("AttributeError", cls + "." + m + " is not supported");
    return Value::none();
  }
  if (cls == "LongAdder") {  // a long cell updated by add/increment/decrement, read by sum
    if (m == "increment" || m == "decrement" || m == "add") {
      put(add(m == "increment" ? 1 : m == "decrement" ? -1 : arg_int(a, 0)));
      return Value::none();
    }
    if (m == "sum" || m == "longValue" || m == "sumThenReset" || m == "reset") {
      if (m == "sumThenReset" || m == "reset") put(Value::integer(0));
      return m == "reset" ? Value::none() : cur;
    }
    if (m == "intValue") return Value::integer(static_cast<std::int32_t>(static_cast<std::uint32_t>(cur.is_int() ? cur.i() : 0)));
  }
  if (m == "get" || m == "getPlain" || m == "getAcquire" || m == "getOpaque" || m == "intValue" || m == "longValue") return cur;
  if (m == "doubleValue") return Value::real(num(cur));
  if (m == "set" || m == "lazySet" || m == "setPlain" || m == "setRelease" || m == "setOpaque") {
    put(arg0());
    return Value::none();
  }
  if (m == "getAndSet") {
    put(arg0());
    return cur;
  }
  if (m == "incrementAndGet" || m == "decrementAndGet" || m == "addAndGet") {
    put(add(m == "incrementAndGet" ? 1 : m == "decrementAndGet" ? -1 : arg_int(a, 0)));
    return instance_field(in, w, "__v");
  }
  if (m == "getAndIncrement" || m == "getAndDecrement" || m == "getAndAdd") {
    put(add(m == "getAndIncrement" ? 1 : m == "getAndDecrement" ? -1 : arg_int(a, 0)));
    return cur;
  }
  if (m == "compareAndSet" || m == "weakCompareAndSet" || m == "weakCompareAndSetPlain") {
    bool same = cls == "AtomicReference" ? (cur.is_none() ? arg0().is_none() : (cur.is(Tag::Instance) || cur.is(Tag::List) ? cur.obj() == arg0().obj() : jequals(in, cur, arg0())))
                                         : jequals(in, cur, arg0());
    if (same) put(a.size() > 1 ? a[1] : Value::none());
    return Value::boolean(same);
  }
  if (m == "updateAndGet" || m == "getAndUpdate") {
    Value nv = wrap(call1f(in, arg0(), "apply", cur));
    if (in.raising()) return Value::none();
    put(nv);
    return m == "updateAndGet" ? nv : cur;
  }
  if (m == "accumulateAndGet" || m == "getAndAccumulate") {
    Value nv = wrap(call2f(in, a.size() > 1 ? a[1] : Value::none(), "apply", cur, arg0()));
    if (in.raising()) return Value::none();
    put(nv);
    return m == "accumulateAndGet" ? nv : cur;
  }
  if (m == "toString") return make_str(jstr(in, cur));
  in.raise("AttributeError", cls + "." + m + " is not supported");
  return Value::none();
}

Value sb_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  Value* sv = w.as<InstanceObj>()->fields.find(in.intern("__s"));
  if (!sv || !sv->is(Tag::Str)) return Value::none();
  if (sv->obj()->rc > 1) {  // copy on write
    if (!in.charge_bytes(sv->as<StrObj>()->s.size())) return Value::none();
    *sv = make_str(sv->as<StrObj>()->s);
  }
  std::string& s = sv->as<StrObj>()->s;
  auto n = static_cast<std::int64_t>(s.size());
  // all but append read the whole text (is_ascii) or copy it: a step per 64 bytes
  if (m != "append" && m != "format" && !in.charge_bytes(s.size())) return Value::none();
  // a java.util.Formatter is the StringBuilder it writes to (new Formatter(sb) gives sb itself)
  if (m == "format") {
    std::string t = format_call(in, a);
    if (in.raising() || !in.charge_bytes(t.size())) return Value::none();
    sv->as<StrObj>()->s += t;
    return w;
  }
  if (m == "out" || m == "flush") return m == "out" ? w : Value::none();
  // a java.io.StringWriter, and a PrintWriter over one, are the StringBuilder they write to
  if (m == "print" || m == "println" || m == "printf" || m == "write" || m == "getBuffer") {
    std::string t;
    if (m == "getBuffer") return w;
    if (m == "printf") t = format_call(in, a);
    else if (m == "write" && a.size() == 1 && a[0].is_int()) utf8::append(t, static_cast<std::uint32_t>(a[0].i() & 0xFFFF));  // write(int c)
    else if (m == "write" && a.size() == 3 && a[1].is_int() && a[2].is_int()) {  // write(String s, int off, int len)
      std::string src = jstr(in, a[0]);
      std::int64_t off = a[1].i(), len = a[2].i();
      if (off < 0 || len < 0 || off + len > static_cast<std::int64_t>(src.size())) {
        jthrow(in, "IndexOutOfBoundsException", "");
        return Value::none();
      }
      t = src.substr(static_cast<std::size_t>(off), static_cast<std::size_t>(len));
    } else if (!a.empty() && a[0].is(Tag::List)) {  // print(char[]): its characters
      for (auto& c : a[0].as<ListObj>()->items) t += jstr(in, c);
    } else if (!a.empty()) {
      t = jstr(in, a[0]);
    }
    if (m == "println") t += "\n";
    if (in.raising() || !in.charge_bytes(t.size())) return Value::none();
    sv->as<StrObj>()->s += t;
    return m == "printf" ? w : Value::none();
  }
  if (m == "close" || m == "locale") return m == "locale" ? make_list({make_str("__jlocale"), make_str("ROOT")}, Tag::Tuple) : Value::none();
  if (m == "append") {
    if (a.size() == 3 && (a[1].is_int() && a[2].is_int())) {
      // append(CharSequence s, int start, int end) / append(char[] str, int offset, int len)
      std::int64_t b = a[1].i(), e = a[0].is(Tag::List) ? a[1].i() + a[2].i() : a[2].i();
      std::string src = a[0].is(Tag::List) ? std::string() : jstr(in, a[0]);
      std::int64_t len = a[0].is(Tag::List) ? static_cast<std::int64_t>(a[0].as<ListObj>()->items.size()) : static_cast<std::int64_t>(src.size());
      if (b < 0 || e < b || e > len) {
        jthrow(in, "IndexOutOfBoundsException", "start " + std::to_string(b) + ", end " + std::to_string(e) + ", length " + std::to_string(len));
        return Value::none();
      }
      if (a[0].is(Tag::List)) {
        for (std::int64_t k = b; k < e; ++k) s += jstr(in, a[0].as<ListObj>()->items[static_cast<std::size_t>(k)]);
      } else {
        s += src.substr(static_cast<std::size_t>(b), static_cast<std::size_t>(e - b));
      }
      return w;
    }
    if (!a.empty()) s += jstr(in, a[0]);
    return w;
  }
  if (m == "appendCodePoint") {
    std::int64_t cp = a.empty() ? -1 : a[0].is_int() ? a[0].i() : a[0].is(Tag::Str) ? static_cast<std::int64_t>(utf8::first_code_point(a[0].as<StrObj>()->s)) : -1;
    if (cp < 0 || cp > 0x10FFFF) {
      char hx[24];
      std::snprintf(hx, sizeof hx, "%llX", static_cast<unsigned long long>(static_cast<std::uint32_t>(cp)));
      jthrow(in, "IllegalArgumentException", std::string("Not a valid Unicode code point: 0x") + hx);
      return Value::none();
    }
    utf8::append(s, static_cast<std::uint32_t>(cp));
    return w;
  }
  if (!is_ascii(s)) {  // UTF-16 indexing for non-ASCII contents
    if (m == "length" || m == "charAt" || m == "substring" || m == "indexOf" || m == "lastIndexOf" || m == "codePointAt") {
      bool handled = false;
      Value r = str_method_utf16(in, s, m, a, handled);
      if (handled) return r;
    }
    if (m == "reverse" || m == "deleteCharAt" || m == "setCharAt") {
      auto u = utf16_units(s);
      auto un = static_cast<std::int64_t>(u.size());
      if (m == "reverse") {
        std::reverse(u.begin(), u.end());
        for (std::size_t i = 0; i + 1 < u.size(); ++i)  // keep surrogate pairs in order
          if (u[i] >= 0xDC00 && u[i] < 0xE000 && u[i + 1] >= 0xD800 && u[i + 1] < 0xDC00) std::swap(u[i], u[i + 1]), ++i;
      } else {
        std::int64_t i = arg_int(a, 0);
        if (i < 0 || i >= un) return sb_index_error(in, m, i, u.size());
        if (m == "deleteCharAt") u.erase(u.begin() + i);
        else {
          auto nu = utf16_units(arg_str(in, a, 1));
          if (!nu.empty()) u[static_cast<std::size_t>(i)] = nu[0];
        }
      }
      s = utf16_to_utf8(u, 0, u.size());
      return m == "setCharAt" ? Value::none() : w;
    }
  }
  if (m == "toString") return make_str(s);
  if (m == "length") return Value::integer(n);
  if (m == "charAt") {
    std::int64_t i = arg_int(a, 0);
    if (i < 0 || i >= n) return sb_index_error(in, m, i, s.size());
    return make_str(std::string(1, s[static_cast<std::size_t>(i)]));
  }
  if (m == "reverse") {
    std::reverse(s.begin(), s.end());
    return w;
  }
  if (m == "insert") {
    std::int64_t i = arg_int(a, 0);
    if (i < 0 || i > n) {  // (a non-ASCII builder counts UTF-8 bytes here)
      jthrow(in, "StringIndexOutOfBoundsException", "offset " + std::to_string(i) + ", length " + std::to_string(n));
      return Value::none();
    }
    s.insert(static_cast<std::size_t>(i), arg_str(in, a, 1));
    return w;
  }
  if (m == "deleteCharAt") {
    std::int64_t i = arg_int(a, 0);
    if (i < 0 || i >= n) return sb_index_error(in, m, i, s.size());
    s.erase(static_cast<std::size_t>(i), 1);
    return w;
  }
  if (m == "setCharAt") {
    std::int64_t i = arg_int(a, 0);
    if (i < 0 || i >= n) return sb_index_error(in, m, i, s.size());
    std::string c = arg_str(in, a, 1);
    s.replace(static_cast<std::size_t>(i), 1, c);
    return Value::none();
  }
  if (m == "delete" || m == "replace") {
    // an end past the length is the length; then start must lie in 0..end
    std::int64_t b = arg_int(a, 0), e = std::min<std::int64_t>(arg_int(a, 1), n);
    if (b < 0 || b > e) {
      jthrow(in, "StringIndexOutOfBoundsException",
             "start " + std::to_string(b) + ", end " + std::to_string(e) + ", length " + std::to_string(n));
      return Value::none();
    }
    s.replace(static_cast<std::size_t>(b), static_cast<std::size_t>(e - b), m == "replace" ? arg_str(in, a, 2) : "");
    return w;
  }
  if (m == "setLength") {
    if (!in.charge_bytes(static_cast<std::size_t>(std::max<std::int64_t>(0, arg_int(a, 0))))) return Value::none();
    s.resize(static_cast<std::size_t>(std::max<std::int64_t>(0, arg_int(a, 0))), '\0');
    return Value::none();
  }
  if (m == "isEmpty") return Value::boolean(s.empty());
  if (m == "indexOf" || m == "lastIndexOf") {  // (str) or (str, fromIndex), as String's
    const std::string needle = arg_str(in, a, 0);
    std::size_t r;
    if (m == "indexOf") {
      std::int64_t from = a.size() > 1 ? std::clamp<std::int64_t>(arg_int(a, 1), 0, n) : 0;
      r = s.find(needle, static_cast<std::size_t>(from));
    } else {
      std::int64_t from = a.size() > 1 ? std::min<std::int64_t>(arg_int(a, 1), n) : n;
      r = from < 0 ? std::string::npos : s.rfind(needle, static_cast<std::size_t>(from));
    }
    return Value::integer(r == std::string::npos ? -1 : static_cast<std::int64_t>(r));
  }
  if (m == "compareTo") {  // Java 11: lexicographic, the difference of the first differing chars
    const std::string o = arg_str(in, a, 0);
    std::size_t k = 0;
    while (k < s.size() && k < o.size() && s[k] == o[k]) ++k;
    if (k < s.size() && k < o.size()) return Value::integer(static_cast<unsigned char>(s[k]) - static_cast<unsigned char>(o[k]));
    return Value::integer(static_cast<std::int64_t>(s.size()) - static_cast<std::int64_t>(o.size()));
  }
  if (m == "substring" || m == "subSequence") {
    std::int64_t b = arg_int(a, 0), e = a.size() > 1 ? arg_int(a, 1) : n;
    if (b < 0 || e > n || b > e) {
      jthrow(in, "StringIndexOutOfBoundsException",
             "start " + std::to_string(b) + ", end " + std::to_string(e) + ", length " + std::to_string(n));
      return Value::none();
    }
    return make_str(s.substr(static_cast<std::size_t>(b), static_cast<std::size_t>(e - b)));
  }
  if (m == "codePointAt") {  // (an ASCII text: the unit is the code point)
    std::int64_t i = arg_int(a, 0);
    if (i < 0 || i >= n) return sb_index_error(in, m, i, s.size());
    return Value::integer(static_cast<unsigned char>(s[static_cast<std::size_t>(i)]));
  }
  in.raise("AttributeError", "StringBuilder has no method " + m);
  return Value::none();
}


// --- java.util.regex: Pattern and Matcher (the engine: java_regex.cpp) ---------------------------
Value call1f(Vm& in, const Value& f, const char* m, const Value& x);
Value make_pattern(Vm& in, const std::string& src, std::int64_t flags) {
  if (!java::compile_java(in, src, flags)) return Value::none();  // PatternSyntaxException raised
  Value w = new_wrapper(in, Kind::Pattern);
  auto& f = w.as<InstanceObj>()->fields;
  f.set(in.intern("__src"), make_str(src));
  f.set(in.intern("__flags"), Value::integer(flags));
  return w;
}
regex::RegexPtr pattern_re(Vm& in, const Value& pat) {
  if (kind_of(pat) != Kind::Pattern) return nullptr;
  auto& f = pat.as<InstanceObj>()->fields;
  Value* src = f.find(in.intern("__src"));
  Value* fl = f.find(in.intern("__flags"));
  return java::compile_java(in, src ? jstr(in, *src) : "", fl && fl->is_int() ? fl->i() : 0);  // from the cache
}
/// A byte offset as a Java (UTF-16) index, and back.
std::int64_t java_index(const std::string& s, std::size_t b) {
  if (is_ascii(s)) return static_cast<std::int64_t>(b);
  return static_cast<std::int64_t>(utf16_units(s.substr(0, std::min(b, s.size()))).size());
}
std::size_t byte_index(const std::string& s, std::int64_t i) {
  if (is_ascii(s)) return static_cast<std::size_t>(i);
  std::size_t b = 0;
  for (std::int64_t u = 0; b < s.size() && u < i; ++b)
    if ((static_cast<unsigned char>(s[b]) & 0xC0) != 0x80) u += static_cast<unsigned char>(s[b]) >= 0xF0 ? 2 : 1;
  while (b < s.size() && (static_cast<unsigned char>(s[b]) & 0xC0) == 0x80) ++b;
  return b;
}
Value make_matcher(Vm& in, const Value& pat, const std::string& text) {
  Value w = new_wrapper(in, Kind::Matcher);
  auto& f = w.as<InstanceObj>()->fields;
  f.set(in.intern("__pat"), pat);
  f.set(in.intern("__s"), make_str(text));
  f.set(in.intern("__pos"), Value::integer(0));
  f.set(in.intern("__g"), Value::none());
  return w;
}
Value pattern_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  if (m == "matcher") return make_matcher(in, w, arg_str(in, a, 0));
  if (m == "pattern" || m == "toString") return make_str(jstr(in, w));
  if (m == "flags") {
    Value* fl = w.as<InstanceObj>()->fields.find(in.intern("__flags"));
    return fl ? *fl : Value::integer(0);
  }
  auto re = pattern_re(in, w);
  if (!re) return Value::none();
  if (m == "split") {
    Args parts;
    for (auto& t : java::split_java(in, *re, arg_str(in, a, 0), a.size() > 1 ? arg_int(a, 1) : 0)) parts.push_back(make_str(t));
    return make_list(std::move(parts));
  }
  if (m == "splitAsStream") {
    Args parts;
    for (auto& t : java::split_java(in, *re, arg_str(in, a, 0), 0)) parts.push_back(make_str(t));
    return new_stream(in, std::move(parts), 0);
  }
  if (m == "asPredicate" || m == "asMatchPredicate") {
    jthrow(in, "UnsupportedOperationException", "Pattern." + m + " is not supported");
    return Value::none();
  }
  in.raise("AttributeError", "Pattern has no method " + m);
  return Value::none();
}
Value matcher_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  auto& f = w.as<InstanceObj>()->fields;
  Value* pv = f.find(in.intern("__pat"));
  Value* sv = f.find(in.intern("__s"));
  if (!pv || !sv || !sv->is(Tag::Str)) return Value::none();
  auto re = pattern_re(in, *pv);
  if (!re) return Value::none();
  // region(start, end): the subject ends at the region's end (Java's opaque, anchoring bounds)
  Value* rs = f.find(in.intern("__rs"));
  Value* rend = f.find(in.intern("__re"));
  std::size_t reg_b = rs && rs->is_int() ? static_cast<std::size_t>(rs->i()) : 0;
  const std::string s = rend && rend->is_int() ? sv->as<StrObj>()->s.substr(0, static_cast<std::size_t>(rend->i()))
                                                : sv->as<StrObj>()->s;
  auto store = [&](const regex::Spans* sp) {
    if (!sp) {
      f.set(in.intern("__g"), Value::none());
      return;
    }
    Args g;
    for (std::size_t k = 0; k < sp->count(); ++k) {
      g.push_back(sp->set(k) ? Value::integer(static_cast<std::int64_t>(sp->start(k))) : Value::integer(-1));
      g.push_back(sp->set(k) ? Value::integer(static_cast<std::int64_t>(sp->end(k))) : Value::integer(-1));
    }
    f.set(in.intern("__g"), make_list(std::move(g)));
  };
  if (m == "find") {
    std::size_t from;
    if (!a.empty()) {  // find(int) resets the matcher and searches from that index
      std::int64_t i = arg_int(a, 0);
      if (i < 0 || i > java_index(s, s.size())) {
        jthrow(in, "IndexOutOfBoundsException", "Illegal start index");
        return Value::none();
      }
      from = byte_index(s, i);
    } else {
      Value* pos = f.find(in.intern("__pos"));
      from = std::max(reg_b, pos && pos->is_int() ? static_cast<std::size_t>(pos->i()) : 0);
    }
    regex::Spans sp;
    bool ok = from <= s.size() && java::find_java(in, *re, s, from, sp);
    if (in.raising()) return Value::none();
    store(ok ? &sp : nullptr);
    // hitEnd: the search read to the end of the input (a failed find, or a match that ends there)
    f.set(in.intern("__hit"), Value::boolean(!ok || sp.end(0) == s.size()));
    f.set(in.intern("__pos"), Value::integer(static_cast<std::int64_t>(ok ? java::next_start(s, sp) : s.size() + 1)));
    return Value::boolean(ok);
  }
  if (m == "matches" || m == "lookingAt") {
    regex::Spans sp;
    bool ok = reg_b <= s.size() && java::match_at_java(in, *re, s, reg_b, m == "matches", sp);
    if (in.raising()) return Value::none();
    store(ok ? &sp : nullptr);
    f.set(in.intern("__hit"), Value::boolean(!ok || sp.end(0) == s.size()));
    if (ok) f.set(in.intern("__pos"), Value::integer(static_cast<std::int64_t>(java::next_start(s, sp))));
    return Value::boolean(ok);
  }
  if (m == "groupCount") return Value::integer(re->captures());
  if (m == "pattern") return *pv;
  if (m == "reset") {
    if (!a.empty()) f.set(in.intern("__s"), make_str(arg_str(in, a, 0)));
    f.set(in.intern("__pos"), Value::integer(0));
    f.set(in.intern("__app"), Value::integer(0));
    f.set(in.intern("__rs"), Value::none());
    f.set(in.intern("__re"), Value::none());
    store(nullptr);
    return w;
  }
  if (m == "region") {  // resets the matcher, then bounds its searches to [start, end)
    const std::string& full = sv->as<StrObj>()->s;
    std::int64_t b = arg_int(a, 0), e = arg_int(a, 1), n = java_index(full, full.size());
    if (b < 0 || b > n) { jthrow(in, "IndexOutOfBoundsException", "start"); return Value::none(); }
    if (e < 0 || e > n) { jthrow(in, "IndexOutOfBoundsException", "end"); return Value::none(); }
    if (b > e) { jthrow(in, "IndexOutOfBoundsException", "start > end"); return Value::none(); }
    f.set(in.intern("__rs"), Value::integer(static_cast<std::int64_t>(byte_index(full, b))));
    f.set(in.intern("__re"), Value::integer(static_cast<std::int64_t>(byte_index(full, e))));
    f.set(in.intern("__pos"), Value::integer(0));
    f.set(in.intern("__app"), Value::integer(0));
    store(nullptr);
    return w;
  }
  if (m == "regionStart") return Value::integer(java_index(s, reg_b));
  if (m == "regionEnd") return Value::integer(java_index(s, s.size()));
  if (m == "hitEnd") {
    Value* h = f.find(in.intern("__hit"));
    return Value::boolean(h && h->is(Tag::Bool) && h->b());
  }
  if (m == "appendReplacement" || m == "appendTail") {
    // the text since the last append (and for appendReplacement the expanded template) onto sb
    if (a.empty()) return Value::none();
    Value* ap = f.find(in.intern("__app"));
    std::size_t from = ap && ap->is_int() ? static_cast<std::size_t>(ap->i()) : 0;
    std::string piece;
    if (m == "appendReplacement") {
      Value* gv = f.find(in.intern("__g"));
      if (!gv || !gv->is(Tag::List)) {
        jthrow(in, "IllegalStateException", "No match available");
        return Value::none();
      }
      // rebuild the spans of the current match for the template's group references
      regex::Spans sp;
      if (!java::match_at_java(in, *re, s, static_cast<std::size_t>(gv->as<ListObj>()->items[0].i()), false, sp) || in.raising())
        return Value::none();
      std::size_t mb = static_cast<std::size_t>(gv->as<ListObj>()->items[0].i());
      piece = s.substr(std::min(from, mb), mb - std::min(from, mb));
      if (!java::expand_java(in, *re, s, sp, a.size() > 1 ? arg_str(in, a, 1) : std::string(), piece)) return Value::none();
      f.set(in.intern("__app"), Value::integer(gv->as<ListObj>()->items[1].i()));
    } else {
      piece = from < s.size() ? s.substr(from) : std::string();
    }
    Value str = make_str(piece);
    call1f(in, a[0], "append", str);
    if (in.raising()) return Value::none();
    return m == "appendTail" ? a[0] : w;
  }
  if (m == "group" || m == "start" || m == "end") {
    Value* gv = f.find(in.intern("__g"));
    if (!gv || !gv->is(Tag::List)) {
      jthrow(in, "IllegalStateException", "No match found");
      return Value::none();
    }
    std::int64_t g = 0;
    if (!a.empty() && a[0].is(Tag::Str)) {
      g = re->number_of(a[0].as<StrObj>()->s);
      if (g < 0) {
        jthrow(in, "IllegalArgumentException", "No group with name <" + a[0].as<StrObj>()->s + ">");
        return Value::none();
      }
    } else if (!a.empty()) {
      g = arg_int(a, 0);
    }
    auto& items = gv->as<ListObj>()->items;
    if (g < 0 || static_cast<std::size_t>(2 * g + 1) >= items.size()) {
      jthrow(in, "IndexOutOfBoundsException", "No group " + std::to_string(g));
      return Value::none();
    }
    std::int64_t b = items[static_cast<std::size_t>(2 * g)].i(), e = items[static_cast<std::size_t>(2 * g + 1)].i();
    if (m == "group") return b < 0 ? Value::none() : make_str(s.substr(static_cast<std::size_t>(b), static_cast<std::size_t>(e - b)));
    if (b < 0) return Value::integer(-1);
    return Value::integer(java_index(s, static_cast<std::size_t>(m == "start" ? b : e)));
  }
  if (m == "replaceAll" || m == "replaceFirst") {
    std::string out;
    if (!a.empty() && a[0].is(Tag::Str)) {
      if (!java::replace_java(in, *re, s, a[0].as<StrObj>()->s, m == "replaceAll", out)) return Value::none();
      return make_str(out);
    }
    // a Function<MatchResult, String>: called with this matcher standing on each match
    regex::Spans sp;
    std::size_t pos = 0, copied = 0;
    while (java::find_java(in, *re, s, pos, sp)) {
      store(&sp);
      out += s.substr(copied, sp.start(0) - copied);
      Value r = call1f(in, a.empty() ? Value::none() : a[0], "apply", w);
      if (in.raising()) return Value::none();
      out += jstr(in, r);
      copied = sp.end(0);
      pos = java::next_start(s, sp);
      if (m == "replaceFirst") break;
    }
    if (in.raising()) return Value::none();
    out += s.substr(copied);
    return make_str(out);
  }
  if (m == "results") {  // Stream<MatchResult>: a snapshot matcher per match
    Args items;
    regex::Spans sp;
    std::size_t pos = 0;
    while (java::find_java(in, *re, s, pos, sp)) {
      Value r = make_matcher(in, *pv, s);
      auto& rf = r.as<InstanceObj>()->fields;
      Args g;
      for (std::size_t k = 0; k < sp.count(); ++k) {
        g.push_back(Value::integer(sp.set(k) ? static_cast<std::int64_t>(sp.start(k)) : -1));
        g.push_back(Value::integer(sp.set(k) ? static_cast<std::int64_t>(sp.end(k)) : -1));
      }
      rf.set(in.intern("__g"), make_list(std::move(g)));
      items.push_back(r);
      pos = java::next_start(s, sp);
    }
    if (in.raising()) return Value::none();
    return new_stream(in, std::move(items), 0);
  }
  if (m == "toMatchResult") return w;
  in.raise("AttributeError", "Matcher has no method " + m);
  return Value::none();
}

/// PriorityQueue as java.util.PriorityQueue: a binary heap in __l with Java's own sift
/// rules, so printing and iterating the queue show the JVM's array order.
Value pq_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  auto* inst = w.as<InstanceObj>();
  Value* lv = inst->fields.find(in.intern("__l"));
  if (!lv || !lv->is(Tag::List)) {
    inst->fields.set(in.intern("__l"), make_list({}));
    lv = inst->fields.find(in.intern("__l"));
  }
  Value* cmpf = inst->fields.find(in.intern("__cmp"));
  Value cmpv = cmpf ? *cmpf : Value::none();
  Value keep = *lv;  // the heap stays alive while comparators run
  auto& items = keep.as<ListObj>()->items;
  auto cmp = [&](const Value& x, const Value& y) -> int {
    if (!cmpv.is_none()) {
      Value pair[2] = {x, y};
      Value r = call_method_by_name(in, cmpv, "compare", std::span<const Value>(pair, 2));
      return r.is_int() ? (r.i() < 0 ? -1 : r.i() > 0 ? 1 : 0) : 0;
    }
    return jcompare(in, x, y);
  };
  auto sift_up = [&](std::size_t k, Value x) {
    while (k > 0 && !in.raising()) {
      std::size_t parent = (k - 1) >> 1;
      if (cmp(x, items[parent]) >= 0) break;
      items[k] = items[parent];
      k = parent;
    }
    items[k] = x;
  };
  auto sift_down = [&](std::size_t k, Value x) -> std::size_t {
    std::size_t n = items.size(), half = n >> 1;
    while (k < half && !in.raising()) {
      std::size_t child = 2 * k + 1, right = child + 1;
      if (right < n && cmp(items[child], items[right]) > 0) child = right;
      if (cmp(x, items[child]) <= 0) break;
      items[k] = items[child];
      k = child;
    }
    items[k] = x;
    return k;
  };
  auto heapify = [&]() {
    for (std::size_t i = items.size() / 2; i-- > 0 && !in.raising();) sift_down(i, items[i]);
  };
  auto remove_at = [&](std::size_t i) {
    std::size_t s = items.size() - 1;
    Value moved = items[s];
    items.pop_back();
    if (s == i) return;
    if (sift_down(i, moved) == i) sift_up(i, moved);
  };
  auto log_steps = [&]() {
    std::size_t lg = 1;
    for (std::size_t n = items.size(); n > 1; n >>= 1) ++lg;
    return lg;
  };
  if ((m == "add" || m == "offer" || m == "put") && !a.empty()) {  // (PriorityBlockingQueue: put, offer(e, timeout, unit))
    if (a[0].is_none()) { jthrow(in, "NullPointerException", ""); return Value::none(); }
    if (!in.charge_items(log_steps())) return Value::none();
    items.push_back(a[0]);
    sift_up(items.size() - 1, a[0]);
    return in.raising() || m == "put" ? Value::none() : Value::boolean(true);
  }
  if (m == "poll" || m == "take" || (m == "remove" && a.empty())) {
    if (items.empty()) {
      if (m == "poll") return Value::none();
      if (m == "take") {
        jthrow(in, "IllegalStateException", "take() on an empty queue would block for ever: threads run to their end at start()");
        return Value::none();
      }
      jthrow(in, "NoSuchElementException", "");
      return Value::none();
    }
    if (!in.charge_items(log_steps())) return Value::none();
    Value v = items.front();
    Value x = items.back();
    items.pop_back();
    if (!items.empty()) sift_down(0, x);
    return v;
  }
  if (m == "remove" || m == "contains") {  // (Object): the first equal element in array order
    if (!in.charge_items(items.size())) return Value::none();
    for (std::size_t i = 0; i < items.size(); ++i)
      if (jequals(in, items[i], a[0])) {
        if (m == "remove") remove_at(i);
        return Value::boolean(true);
      }
    return Value::boolean(false);
  }
  if (m == "peek") return items.empty() ? Value::none() : items.front();
  if (m == "element") {
    if (items.empty()) { jthrow(in, "NoSuchElementException", ""); return Value::none(); }
    return items.front();
  }
  if (m == "size") return Value::integer(static_cast<std::int64_t>(items.size()));
  if (m == "isEmpty") return Value::boolean(items.empty());
  if (m == "clear") {
    items.clear();
    return Value::none();
  }
  if (m == "comparator") return cmpv;
  if (m == "addAll" && !a.empty()) {
    std::vector<Value> src = elements_of(in, a[0]);
    if (!in.charge_items(src.size() * log_steps())) return Value::none();
    for (auto& x : src) {
      items.push_back(x);
      sift_up(items.size() - 1, x);
      if (in.raising()) return Value::none();
    }
    return Value::boolean(!src.empty());
  }
  if (m == "toArray" || m == "stream" || m == "iterator") {  // copies, in array order
    if (!in.charge_copy(items.size())) return Value::none();
    if (m == "stream") return new_stream(in, items, 0);
    if (m == "iterator") return new_iterator(in, make_list(items), Value::none());
    return make_list(items);
  }
  if (m == "forEach" && !a.empty()) {
    std::vector<Value> snap = items;
    if (!in.charge_items(snap.size())) return Value::none();
    for (auto& x : snap) {
      call_method_by_name(in, a[0], "accept", std::span<const Value>(&x, 1));
      if (in.raising()) break;
    }
    return Value::none();
  }
  if ((m == "removeIf" || m == "removeAll" || m == "retainAll" || m == "containsAll") && !a.empty()) {
    std::vector<Value> other = m == "removeIf" ? std::vector<Value>{} : elements_of(in, a[0]);
    if (!in.charge_items(items.size() * (1 + other.size() / 8) + other.size())) return Value::none();
    auto in_other = [&](const Value& x) {
      for (auto& y : other)
        if (jequals(in, x, y)) return true;
      return false;
    };
    if (m == "containsAll") {
      for (auto& y : other) {
        bool found = false;
        for (auto& x : items) found = found || jequals(in, x, y);
        if (!found) return Value::boolean(false);
      }
      return Value::boolean(true);
    }
    std::vector<Value> kept;  // (bulk removal keeps array order, then re-heapifies)
    std::vector<Value> snap = items;
    for (auto& x : snap) {
      bool drop;
      if (m == "removeIf") {
        Value r = call_method_by_name(in, a[0], "test", std::span<const Value>(&x, 1));
        if (in.raising()) return Value::none();
        drop = r.is(Tag::Bool) && r.b();
      } else {
        drop = in_other(x) == (m == "removeAll");
      }
      if (!drop) kept.push_back(x);
    }
    bool changed = kept.size() != items.size();
    items = std::move(kept);
    if (changed) heapify();
    return Value::boolean(changed);
  }
  if (m == "__heapify") {  // PriorityQueue(collection) of an unsorted source
    heapify();
    return Value::none();
  }
  if (m == "toString") return make_str(jstr(in, *lv));
  in.raise("AttributeError", "PriorityQueue has no method " + m);
  return Value::none();
}

Value holder_fn(Vm& in, const Value& self, Args& a);
/// The value of `System.out` (a holder naming it).
bool is_system_out(const Value& v) {
  return v.is(Tag::Builtin) && v.as<BuiltinObj>()->fn == &holder_fn && v.as<BuiltinObj>()->self.is(Tag::Str) &&
         v.as<BuiltinObj>()->self.as<StrObj>()->s == "System.out";
}
/// The value of `System.in`.
bool is_system_in(const Value& v) {
  return v.is(Tag::Builtin) && v.as<BuiltinObj>()->fn == &holder_fn && v.as<BuiltinObj>()->self.is(Tag::Str) &&
         v.as<BuiltinObj>()->self.as<StrObj>()->s == "System.in";
}
Value enum_method(Vm& in, const Value& self, Args& a) {
  const Value& v = recv_of(self);
  const std::string& m = meth_of(self);
  auto* inst = v.as<InstanceObj>();
  if (m == "name" || m == "toString") {
    Value* n = inst->fields.find(in.intern("__name"));
    return n ? *n : make_str(jstr(in, v));
  }
  if (m == "ordinal") {
    Value* n = inst->fields.find(in.intern("__ordinal"));
    return n ? *n : Value::integer(0);
  }
  if (m == "compareTo") {
    Value* o1 = inst->fields.find(in.intern("__ordinal"));
    Value* o2 = !a.empty() && a[0].is(Tag::Instance) ? a[0].as<InstanceObj>()->fields.find(in.intern("__ordinal")) : nullptr;
    if (o1 && o2 && o1->is_int() && o2->is_int()) return Value::integer(o1->i() - o2->i());
    return Value::integer(a.empty() ? 0 : jcompare(in, v, a[0]));
  }
  if (m == "equals") return Value::boolean(!a.empty() && jequals(in, v, a[0]));
  if (m == "hashCode") return Value::integer(jhash_in(in, v));
  // PatternSyntaxException's and DateTimeParseException's own accessors (fields jthrow set)
  if (m == "getDescription" || m == "getIndex" || m == "getPattern" || m == "getErrorIndex" || m == "getParsedString") {
    const char* f = m == "getDescription" ? "__desc" : m == "getIndex" ? "__index" : m == "getPattern" ? "__pattern"
                    : m == "getErrorIndex" ? "__errindex" : "__parsed";
    Value* x = inst->fields.find(in.intern(f));
    if (x) return *x;
    if (m == "getIndex" || m == "getErrorIndex") return Value::integer(m == "getIndex" ? -1 : 0);
    return Value::none();
  }
  if (m == "getMessage" || m == "getLocalizedMessage") {
    Value msg = exception_message(in, v);
    // new X(cause): the message is cause.toString()
    if (is_exception_instance(msg)) return make_str(jstr(in, msg));
    return msg;
  }
  if (m == "getCause") return exception_cause(in, v);
  if (m == "addSuppressed") {  // try-with-resources: a close() that threw after the body did
    Value* l = inst->fields.find(in.intern("__suppressed"));
    if (!l || !l->is(Tag::List)) {
      inst->fields.set(in.intern("__suppressed"), make_list({}));
      l = inst->fields.find(in.intern("__suppressed"));
    }
    if (!a.empty()) l->as<ListObj>()->items.push_back(a[0]);
    return Value::none();
  }
  if (m == "getSuppressed") {  // a fresh array, as Throwable.getSuppressed() copies
    Value* l = inst->fields.find(in.intern("__suppressed"));
    return make_list(l && l->is(Tag::List) ? l->as<ListObj>()->items : Args{});
  }
  if (m == "initCause") {
    inst->fields.set(in.intern("__cause"), a.empty() ? Value::none() : a[0]);
    return v;
  }
  if (m == "getClass") return inst->cls;
  if (m == "getDeclaringClass") {  // an enum constant's enum (a constant with a body is an instance of a subclass)
    for (auto& c : inst->klass()->mro)
      if (c.as<ClassObj>()->attrs.find(in.intern("__values"))) return c;
    return inst->cls;
  }
  if (m == "getSimpleName") return make_str(java_simple_name(inst->klass()->name));
  if (m == "getName") return make_str(java_class_name(in, inst->klass()));
  if (m == "printStackTrace") {  // to System.err (or the PrintStream/PrintWriter given: System.out is stdout)
    bool to_err = a.empty() || !(is_system_out(a[0]) || kind_of(a[0]) == Kind::StringBuilder);
    std::string text = java_print_stack_trace(in, v, !to_err);
    if (!in.charge_bytes(text.size())) return Value::none();
    if (!a.empty() && is_system_out(a[0])) in.write_out(text);
    else if (!a.empty() && kind_of(a[0]) == Kind::StringBuilder) {  // a PrintWriter over a StringWriter
      Value* sv = a[0].as<InstanceObj>()->fields.find(in.intern("__s"));
      if (sv && sv->is(Tag::Str)) {
        if (sv->obj()->rc > 1) *sv = make_str(sv->as<StrObj>()->s);
        sv->as<StrObj>()->s += text;
      }
    } else in.write_err(text);
    return Value::none();
  }
  if (m == "getStackTrace") {
    Args els;
    for (std::string& l : java_stack_elements(in, v)) els.push_back(make_str(std::move(l)));
    return make_list(std::move(els));
  }
  if (m == "fillInStackTrace") return v;
  if (m == "__jinit") {
    if (kind_of(v) != Kind::None) {  // super(...) of a program class extending a collection
      init_subclassed(in, v, a);
      return Value::none();
    }
    if (!a.empty()) inst->fields.set(in.intern("args"), make_list(a, Tag::Tuple));
    return Value::none();
  }
  in.raise("AttributeError", "no method " + m);
  return Value::none();
}

/// Class.getSimpleName()/getName() on a class value (getClass() of any object).
Value class_name_method(Vm& in, const Value& self, Args&) {
  const std::string& n = recv_of(self).as<ClassObj>()->name;
  if (meth_of(self) == "getName") return make_str(java_class_name(in, recv_of(self).as<ClassObj>()));
  return make_str(java_simple_name(n));
}

bool instance_of(Vm& in, const Value& v, const std::string& t);
/// Class.isInstance(o) / Class.cast(o) / Class.equals(o) on a class value (Circle.class, o.getClass()):
/// the instanceof test with the class known only at run time; cast throws as (T) o does.
Value class_test_method(Vm& in, const Value& self, Args& a) {
  auto* c = recv_of(self).as<ClassObj>();
  const Value v = a.empty() ? Value::none() : a[0];
  if (meth_of(self) == "equals") return Value::boolean(v.is(Tag::Class) && v.as<ClassObj>() == c);  // one class value per class
  if (meth_of(self) == "isInterface")  // (a program's interface is marked by the lowerer)
    return Value::boolean(c->attrs.find(in.intern("__jisiface")) || c->attrs.find(in.intern("__jlibiface")));
  bool is = !v.is_none() && instance_of(in, v, c->name);
  if (meth_of(self) == "isInstance") return Value::boolean(is);
  if (v.is_none() || is) return v;  // cast(null) is null
  std::string from = v.is(Tag::Instance) ? java_class_name(in, v.as<InstanceObj>()->klass())
                     : v.is(Tag::Str) ? "java.lang.String" : v.is_int() ? "java.lang.Integer"
                     : v.is(Tag::Float) ? "java.lang.Double" : v.is(Tag::Bool) ? "java.lang.Boolean" : "java.lang.Object";
  jthrow(in, "ClassCastException", "Cannot cast " + from + " to " + java_class_name(in, c));
  return Value::none();
}

Value enum_value_of(Vm& in, const Value& self, Args& a) {
  const Value& vals = recv_of(self);
  std::string want = a.empty() ? std::string() : jstr(in, a[0]);
  for (auto& v : vals.as<ListObj>()->items)
    if (v.is(Tag::Instance))
      if (Value* n = v.as<InstanceObj>()->fields.find(in.intern("__name")); n && n->is(Tag::Str) && n->as<StrObj>()->s == want)
        return v;
  jthrow(in, "IllegalArgumentException", "No enum constant " + meth_of(self) + "." + want);
  return Value::none();
}

Value cmp_fn(Vm& in, const Value& self, Args& a);
Value methodref_call(Vm& in, const Value& self, Args& a);
Value class_literal(Vm& in, const Value& loaded, const std::string& n);
// --- streams, Optional, Iterator, functional combinators ----------------------------------------
// Streams are eager: a Stream instance holds the materialised element list (__l) and its
// primitive kind (__p: 0 objects, 1 int, 2 long, 3 double). Collectors are tuples
// ("__coll", name, args...). Optional holds __v and __has.
Value make_collection(Vm& in, Kind k, const Args& a);
Value holder_fn(Vm& in, const Value& self, Args& a);

/// The JDK's double sum (DoubleStream.sum/average, DoubleSummaryStatistics,
/// Collectors.summingDouble/averagingDouble): Kahan-compensated, the final
/// sum minus the compensation; the plain sum when that is an infinity the
/// compensated one turned into NaN.
double compensated_sum(const std::vector<Value>& items) {
  double sum = 0, comp = 0, simple = 0;
  for (const auto& x : items) {
    double v = num(x);
    simple += v;
    double y = v - comp;
    double t = sum + y;
    comp = (t - sum) - y;
    sum = t;
  }
  double r = sum - comp;
  return std::isnan(r) && std::isinf(simple) ? simple : r;
}
/// An int/long stream's sum as a long (the average divides the exact sum).
std::int64_t long_sum(const std::vector<Value>& items) {
  std::uint64_t s = 0;
  for (const auto& x : items) s += static_cast<std::uint64_t>(x.is_int() ? x.i() : static_cast<std::int64_t>(num(x)));
  return static_cast<std::int64_t>(s);
}

Value call1f(Vm& in, const Value& f, const char* m, const Value& x) {
  return call_method_by_name(in, f, m, std::span<const Value>(&x, 1));
}
Value call2f(Vm& in, const Value& f, const char* m, const Value& x, const Value& y) {
  Value p[2] = {x, y};
  return call_method_by_name(in, f, m, std::span<const Value>(p, 2));
}
bool java_truthy(const Value& v) { return v.is(Tag::Bool) ? v.b() : (v.is_int() ? v.i() != 0 : !v.is_none()); }

Value new_stream(Vm& in, std::vector<Value> items, int prim) {
  Value w = new_wrapper(in, Kind::Stream);
  auto* inst = w.as<InstanceObj>();
  inst->fields.set(in.intern("__l"), make_list(std::move(items)));
  inst->fields.set(in.intern("__p"), Value::integer(prim));
  return w;
}
Value new_optional(Vm& in, bool has, const Value& v, int prim) {
  Value w = new_wrapper(in, Kind::Optional);
  auto* inst = w.as<InstanceObj>();
  inst->fields.set(in.intern("__v"), has ? v : Value::none());
  inst->fields.set(in.intern("__has"), Value::boolean(has));
  inst->fields.set(in.intern("__p"), Value::integer(prim));
  return w;
}
Value new_iterator(Vm& in, const Value& list, const Value& src) {
  Value w = new_wrapper(in, Kind::Iterator);
  auto* inst = w.as<InstanceObj>();
  inst->fields.set(in.intern("__l"), list);
  inst->fields.set(in.intern("__i"), Value::integer(0));
  inst->fields.set(in.intern("__src"), src);
  return w;
}
int prim_of_items(const std::vector<Value>& items) {
  if (items.empty()) return 0;
  bool all_int = true, all_num = true;
  for (auto& v : items) {
    if (!v.is_int()) all_int = false;
    if (!v.is_int() && !v.is(Tag::Float)) all_num = false;
  }
  return all_int ? 1 : all_num ? 3 : 0;
}
Value wrap_prim(int p, const Value& v) {
  if (p == 1 && v.is_int()) return Value::integer(static_cast<std::int32_t>(static_cast<std::uint32_t>(v.i())));
  if (p == 3 && v.is_int()) return Value::real(static_cast<double>(v.i()));
  if (p == 1 && v.is(Tag::Float)) return Value::integer(static_cast<std::int64_t>(v.d()));
  if (p == 2 && v.is(Tag::Float)) return Value::integer(static_cast<std::int64_t>(v.d()));
  return v;
}
std::string optional_str(Vm& in, const Value& w) {
  auto* inst = w.as<InstanceObj>();
  Value* has = inst->fields.find(in.intern("__has"));
  Value* p = inst->fields.find(in.intern("__p"));
  std::string pre = "Optional";
  if (p && p->is_int()) pre = p->i() == 1 ? "OptionalInt" : p->i() == 2 ? "OptionalLong" : p->i() == 3 ? "OptionalDouble" : "Optional";
  if (!has || !has->b()) return pre + ".empty";
  return pre + "[" + jstr(in, *inst->fields.find(in.intern("__v"))) + "]";
}

/// the elements of any iterable value (lists, sets, maps' keys, PQs, streams, user Iterables)
std::vector<Value> elements_of(Vm& in, const Value& v);

Value collect_into(Vm& in, const std::vector<Value>& items, const Value& coll);

Value collect_into(Vm& in, const std::vector<Value>& items, const Value& coll) {
  if (!coll.is(Tag::Tuple) || coll.as<ListObj>()->items.size() < 2) return make_list(items);
  auto& c = coll.as<ListObj>()->items;
  std::string k = c[1].is(Tag::Str) ? c[1].as<StrObj>()->s : "";
  auto arg = [&](std::size_t i) { return i + 2 < c.size() ? c[i + 2] : Value::undef(); };
  if (k == "toList") return make_list(items);
  if (k == "toUnmodifiableList") {
    Value lv = make_list(items);
    return mark_read_only(in, lv, immutable_shape(lv));
  }
  if (k == "toSet" || k == "toUnmodifiableSet") return make_collection(in, Kind::HashSet, {make_list(items)});
  if (k == "toCollection") {
    Value target = call_fn(in, arg(0), {});
    if (in.raising()) return Value::none();
    for (auto& x : items) {
      call1f(in, target, "add", x);
      if (in.raising()) return Value::none();
    }
    return target;
  }
  if (k == "joining") {
    std::string sep = arg(0).is(Tag::Str) ? arg(0).as<StrObj>()->s : "";
    std::string out = arg(1).is(Tag::Str) ? arg(1).as<StrObj>()->s : "";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? sep : "") + jstr(in, items[i]);
    if (arg(2).is(Tag::Str)) out += arg(2).as<StrObj>()->s;
    return make_str(out);
  }
  if (k == "counting") return Value::integer(static_cast<std::int64_t>(items.size()));
  if (k == "summingInt" || k == "summingLong" || k == "summingDouble" || k == "averagingInt" ||
      k == "averagingDouble" || k == "averagingLong") {
    bool dbl = k == "summingDouble" || k == "averagingDouble";
    std::vector<Value> mapped;
    mapped.reserve(items.size());
    for (auto& x : items) {
      mapped.push_back(call1f(in, arg(0), "apply", x));
      if (in.raising()) return Value::none();
    }
    double sd = dbl ? compensated_sum(mapped) : static_cast<double>(long_sum(mapped));
    if (k.rfind("averaging", 0) == 0) return Value::real(items.empty() ? 0.0 : sd / static_cast<double>(items.size()));
    std::int64_t si = dbl ? 0 : long_sum(mapped);
    if (k == "summingInt") return Value::integer(static_cast<std::int32_t>(static_cast<std::uint32_t>(si)));
    return dbl ? Value::real(sd) : Value::integer(si);
  }
  if (k == "mapping" || k == "filtering") {
    std::vector<Value> out;
    for (auto& x : items) {
      Value r = call1f(in, arg(0), k == "mapping" ? "apply" : "test", x);
      if (in.raising()) return Value::none();
      if (k == "mapping") out.push_back(r);
      else if (java_truthy(r)) out.push_back(x);
    }
    return collect_into(in, out, arg(1).is_undef() ? Value::none() : arg(1));
  }
  if (k == "reducing") {  // (op) -> Optional, (identity, op), (identity, mapper, op)
    bool three = !arg(2).is_undef(), one = arg(1).is_undef();
    Value op = three ? arg(2) : one ? arg(0) : arg(1);
    bool has = !one;
    Value acc = one ? Value::none() : arg(0);
    for (auto& x : items) {
      Value v = three ? call1f(in, arg(1), "apply", x) : x;
      if (in.raising()) return Value::none();
      acc = has ? call2f(in, op, "apply", acc, v) : v;
      has = true;
      if (in.raising()) return Value::none();
    }
    return one ? new_optional(in, has, acc, 0) : acc;
  }
  if (k == "summarizingInt" || k == "summarizingLong" || k == "summarizingDouble") {
    // the statistics object is the stream of mapped values summaryStatistics() makes
    std::vector<Value> mapped;
    for (auto& x : items) {
      mapped.push_back(call1f(in, arg(0), "applyAsInt", x));
      if (in.raising()) return Value::none();
    }
    int prim = k == "summarizingInt" ? 1 : k == "summarizingLong" ? 2 : 3;
    if (prim == 3)
      for (auto& v : mapped)
        if (v.is_int()) v = Value::real(static_cast<double>(v.i()));
    Value st = new_stream(in, std::move(mapped), prim);
    st.as<InstanceObj>()->fields.set(in.intern("__stats"), Value::boolean(true));
    return st;
  }
  if (k == "teeing") {  // both downstream collectors see every element, then the merger
    Value r1 = collect_into(in, items, arg(0));
    if (in.raising()) return Value::none();
    Value r2 = collect_into(in, items, arg(1));
    if (in.raising()) return Value::none();
    return call2f(in, arg(2), "apply", r1, r2);
  }
  if (k == "collectingAndThen") {
    Value r = collect_into(in, items, arg(0));
    if (in.raising()) return Value::none();
    return call1f(in, arg(1), "apply", r);
  }
  if (k == "flatMapping") {
    std::vector<Value> out;
    for (auto& x : items) {
      Value st = call1f(in, arg(0), "apply", x);
      if (in.raising()) return Value::none();
      for (auto& y : elements_of(in, st)) out.push_back(y);
      if (in.raising() || !in.charge_items(out.size())) return Value::none();
    }
    return collect_into(in, out, arg(1).is_undef() ? Value::none() : arg(1));
  }
  if (k == "minBy" || k == "maxBy") {
    if (items.empty()) return new_optional(in, false, Value::none(), 0);
    Value best = items[0];
    for (std::size_t i = 1; i < items.size(); ++i) {
      Value r = call2f(in, arg(0), "compare", items[i], best);
      if (in.raising()) return Value::none();
      if (r.is_int() && (k == "minBy" ? r.i() < 0 : r.i() > 0)) best = items[i];
    }
    return new_optional(in, true, best, 0);
  }
  if (k == "groupingBy" || k == "partitioningBy" || k == "groupingByConcurrent") {
    bool part = k == "partitioningBy";
    Value down = Value::none();
    Value map;
    if (part) {
      map = make_collection(in, Kind::LinkedHashMap, {});
      if (!arg(1).is_undef()) down = arg(1);
    } else if (!arg(2).is_undef()) {  // groupingBy(f, mapFactory, downstream)
      map = call_fn(in, arg(1), {});
      if (in.raising()) return Value::none();
      down = arg(2);
    } else {
      map = make_collection(in, Kind::HashMap, {});
      if (!arg(1).is_undef()) down = arg(1);
    }
    std::vector<Value> keys;
    std::vector<std::vector<Value>> groups;
    if (part) {
      keys = {Value::boolean(false), Value::boolean(true)};
      groups.resize(2);
    }
    for (auto& x : items) {
      Value key = call1f(in, arg(0), part ? "test" : "apply", x);
      if (in.raising()) return Value::none();
      std::size_t g = keys.size();
      for (std::size_t i = 0; i < keys.size(); ++i)
        if (jequals(in, keys[i], key)) { g = i; break; }
      if (g == keys.size()) {
        keys.push_back(key);
        groups.emplace_back();
      }
      groups[g].push_back(x);
    }
    for (std::size_t i = 0; i < keys.size(); ++i) {
      Value v = collect_into(in, groups[i], down);
      if (in.raising()) return Value::none();
      // Java's groupingBy adds each key with computeIfAbsent: a HashMap puts it at its bucket's head
      Value kv[3] = {keys[i], v, Value::none()};
      call_method_by_name(in, map, part ? "put" : "merge", std::span<const Value>(kv, part ? 2 : 3));
      if (in.raising()) return Value::none();
    }
    return map;
  }
  if (k == "toMap") {
    Value map = arg(3).is_undef() ? make_collection(in, Kind::HashMap, {}) : call_fn(in, arg(3), {});
    if (in.raising()) return Value::none();
    for (auto& x : items) {
      Value key = call1f(in, arg(0), "apply", x);
      if (in.raising()) return Value::none();
      Value val = call1f(in, arg(1), "apply", x);
      if (in.raising()) return Value::none();
      Value has = call1f(in, map, "containsKey", key);
      if (in.raising()) return Value::none();
      if (java_truthy(has)) {
        if (arg(2).is_undef()) {
          jthrow(in, "IllegalStateException", "Duplicate key " + jstr(in, key) + " (attempted merging values " +
                                                  jstr(in, call1f(in, map, "get", key)) + " and " + jstr(in, val) + ")");
          return Value::none();
        }
        val = call2f(in, arg(2), "apply", call1f(in, map, "get", key), val);
        if (in.raising()) return Value::none();
      }
      // with a merge function Java calls map.merge, which puts a new key at its bucket's head
      Value kv[3] = {key, val, arg(2)};
      if (arg(2).is_undef() || java_truthy(has)) call2f(in, map, "put", key, val);
      else call_method_by_name(in, map, "merge", std::span<const Value>(kv, 3));
      if (in.raising()) return Value::none();
    }
    return map;
  }
  if (k == "toUnmodifiableMap" || k == "toConcurrentMap") {
    Value c2 = make_list(c, Tag::Tuple);
    c2.as<ListObj>()->items[1] = make_str("toMap");
    return collect_into(in, items, c2);
  }
  jthrow(in, "UnsupportedOperationException", "Collectors." + k + " is not supported");
  return Value::none();
}


// --- lazy streams ---------------------------------------------------------------------
// Stream.iterate(seed, f) and Stream.generate(s) are infinite, so they stay lazy: the
// source is "__lz" [kind, state, fn, started] and the stages applied so far are "__ops",
// each [name, fn, counter, prim]. limit/takeWhile end the stream; findFirst, the matches
// and iterator() pull only what they need; any other method first materialises the
// elements into "__l" (an infinite stream then runs out of steps, as Java never ends).
Value new_lazy_stream(Vm& in, const char* kind, const Value& state, const Value& fn, int prim) {
  Value w = new_stream(in, {}, prim);
  auto* inst = w.as<InstanceObj>();
  inst->fields.set(in.intern("__lz"), make_list({make_str(kind), state, fn, Value::boolean(false), Value::integer(prim)}));
  inst->fields.set(in.intern("__ops"), make_list({}));
  return w;
}
bool is_lazy_stream(Vm& in, const Value& w) {
  Value* lz = w.as<InstanceObj>()->fields.find(in.intern("__lz"));
  return lz && lz->is(Tag::List);
}
/// the next element of a lazy stream into out; false when it has ended (or raised)
bool lazy_pull(Vm& in, const Value& w, Value& out) {
  auto* inst = w.as<InstanceObj>();
  Value* lzv = inst->fields.find(in.intern("__lz"));
  if (!lzv || !lzv->is(Tag::List)) return false;
  auto& lz = lzv->as<ListObj>()->items;
  auto& ops = inst->fields.find(in.intern("__ops"))->as<ListObj>()->items;
  for (;;) {
    if (lz[0].is_none()) return false;  // ended by limit/takeWhile
    if (!in.charge(1)) return false;
    // a limit already reached ends the stream before the source makes another element
    for (auto& opv : ops) {
      auto& op = opv.as<ListObj>()->items;
      if (op[0].as<StrObj>()->s == "limit" && op[2].i() <= 0) { lz[0] = Value::none(); return false; }
    }
    Value x;
    const std::string& kind = lz[0].as<StrObj>()->s;
    if (kind == "iterate") {
      if (java_truthy(lz[3])) lz[1] = wrap_prim(static_cast<int>(lz[4].i()), call1f(in, lz[2], "apply", lz[1]));
      lz[3] = Value::boolean(true);
      if (in.raising()) return false;
      x = lz[1];
    } else {
      x = wrap_prim(static_cast<int>(lz[4].i()), call_fn(in, lz[2], {}));
      if (in.raising()) return false;
    }
    bool keep = true;
    for (auto& opv : ops) {
      auto& op = opv.as<ListObj>()->items;
      const std::string& n = op[0].as<StrObj>()->s;
      int np = static_cast<int>(op[3].i());
      if (n == "filter" || n == "takeWhile" || n == "dropWhile") {
        if (n == "dropWhile" && op[2].i() == 0) continue;
        Value r = call1f(in, op[1], "test", x);
        if (in.raising()) return false;
        bool t = java_truthy(r);
        if (n == "filter" && !t) { keep = false; break; }
        if (n == "takeWhile" && !t) { lz[0] = Value::none(); return false; }
        if (n == "dropWhile") {
          if (t) { keep = false; break; }
          op[2] = Value::integer(0);
        }
      } else if (n == "map") {
        x = wrap_prim(np, call1f(in, op[1], "apply", x));
        if (in.raising()) return false;
      } else if (n == "peek") {
        call1f(in, op[1], "accept", x);
        if (in.raising()) return false;
      } else if (n == "prim") {
        x = wrap_prim(np, x);
      } else if (n == "skip") {
        if (op[2].i() > 0) { op[2] = Value::integer(op[2].i() - 1); keep = false; break; }
      } else if (n == "limit") {
        if (op[2].i() <= 0) { lz[0] = Value::none(); return false; }
        op[2] = Value::integer(op[2].i() - 1);
      }
    }
    if (keep) { out = x; return true; }
  }
}
/// the rest of a lazy stream as its element list (the stream is eager afterwards)
bool lazy_materialise(Vm& in, const Value& w) {
  auto* inst = w.as<InstanceObj>();
  std::vector<Value> items;
  Value x;
  while (lazy_pull(in, w, x)) items.push_back(x);
  if (in.raising()) return false;
  inst->fields.set(in.intern("__l"), make_list(std::move(items)));
  inst->fields.set(in.intern("__lz"), Value::none());
  return true;
}
/// a stage added to a lazy stream; false when m is not one that stays lazy
bool lazy_stage(Vm& in, const Value& w, const std::string& m, Args& a) {
  auto* inst = w.as<InstanceObj>();
  Value* pv = inst->fields.find(in.intern("__p"));
  int p = static_cast<int>(pv->i());
  auto& ops = inst->fields.find(in.intern("__ops"))->as<ListObj>()->items;
  Value f = a.empty() ? Value::none() : a[0];
  auto add = [&](const char* n, const Value& fn, std::int64_t c, int np) {
    ops.push_back(make_list({make_str(n), fn, Value::integer(c), Value::integer(np)}));
    *pv = Value::integer(np);
  };
  if (m == "filter" || m == "takeWhile" || m == "peek") add(m.c_str(), f, 0, p);
  else if (m == "dropWhile") add("dropWhile", f, 1, p);
  else if (m == "map" || m == "mapToInt" || m == "mapToLong" || m == "mapToDouble" || m == "mapToObj")
    add("map", f, 0, m == "map" ? p : m == "mapToInt" ? 1 : m == "mapToLong" ? 2 : m == "mapToDouble" ? 3 : 0);
  else if (m == "boxed") add("prim", Value::none(), 0, 0);
  else if (m == "asDoubleStream" || m == "asLongStream") add("prim", Value::none(), 0, m == "asDoubleStream" ? 3 : 2);
  else if (m == "limit" || m == "skip") {
    std::int64_t n = arg_int(a, 0);
    if (n < 0) {
      jthrow(in, "IllegalArgumentException", std::to_string(n));
      return true;
    }
    add(m.c_str(), Value::none(), n, p);
  } else if (m == "parallel" || m == "sequential" || m == "unordered" || m == "onClose") {
  } else return false;
  return true;
}

Value stream_method(Vm& in, const Value& self, Args& a) {
  {
    const Value& lw = recv_of(self);
    const std::string& lm = meth_of(self);
    if (is_lazy_stream(in, lw)) {
      if (lazy_stage(in, lw, lm, a)) return in.raising() ? Value::none() : lw;
      int lp = static_cast<int>(lw.as<InstanceObj>()->fields.find(in.intern("__p"))->i());
      Value x;
      if (lm == "findFirst" || lm == "findAny") {
        bool has = lazy_pull(in, lw, x);
        if (in.raising()) return Value::none();
        return new_optional(in, has, has ? x : Value::none(), lp);
      }
      if (lm == "anyMatch" || lm == "allMatch" || lm == "noneMatch") {
        while (lazy_pull(in, lw, x)) {
          Value r = call1f(in, a[0], "test", x);
          if (in.raising()) return Value::none();
          bool t = java_truthy(r);
          if (lm == "anyMatch" && t) return Value::boolean(true);
          if (lm == "allMatch" && !t) return Value::boolean(false);
          if (lm == "noneMatch" && t) return Value::boolean(false);
        }
        if (in.raising()) return Value::none();
        return Value::boolean(lm != "anyMatch");
      }
      if (lm == "iterator") {
        Value it = new_iterator(in, make_list({}), Value::none());
        it.as<InstanceObj>()->fields.set(in.intern("__lzs"), lw);
        return it;
      }
      if (!lazy_materialise(in, lw)) return Value::none();
    }
  }
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  auto* inst = w.as<InstanceObj>();
  std::vector<Value>& items = inst->fields.find(in.intern("__l"))->as<ListObj>()->items;
  int p = static_cast<int>(inst->fields.find(in.intern("__p"))->i());
  Value f = a.empty() ? Value::none() : a[0];
  auto fail = [&]() { return in.raising(); };
  if (m == "filter" || m == "takeWhile" || m == "dropWhile") {
    std::vector<Value> out;
    bool dropping = m == "dropWhile";
    for (auto& x : items) {
      if (m == "filter" || m == "takeWhile" || dropping) {
        Value r = call1f(in, f, "test", x);
        if (fail()) return Value::none();
        if (m == "filter") { if (java_truthy(r)) out.push_back(x); continue; }
        if (m == "takeWhile") { if (!java_truthy(r)) break; out.push_back(x); continue; }
        if (java_truthy(r)) continue;
        dropping = false;
      }
      out.push_back(x);
    }
    return new_stream(in, std::move(out), p);
  }
  if (m == "map" || m == "mapToInt" || m == "mapToLong" || m == "mapToDouble" || m == "mapToObj") {
    int np = m == "map" ? p : m == "mapToInt" ? 1 : m == "mapToLong" ? 2 : m == "mapToDouble" ? 3 : 0;
    std::vector<Value> out;
    for (auto& x : items) {
      Value r = call1f(in, f, "apply", x);
      if (fail()) return Value::none();
      out.push_back(wrap_prim(np, r));
    }
    return new_stream(in, std::move(out), np);
  }
  if (m == "flatMap" || m == "flatMapToInt" || m == "flatMapToLong" || m == "flatMapToDouble" || m == "flatMapToObj") {
    std::vector<Value> out;
    int np = m == "flatMapToInt" ? 1 : m == "flatMapToLong" ? 2 : m == "flatMapToDouble" ? 3 : m == "flatMapToObj" ? 0 : p;
    for (auto& x : items) {
      Value r = call1f(in, f, "apply", x);
      if (fail()) return Value::none();
      for (auto& y : elements_of(in, r)) out.push_back(np == 0 ? y : wrap_prim(np, y));
      if (fail()) return Value::none();
      if (kind_of(r) == Kind::Stream && m == "flatMap") np = static_cast<int>(r.as<InstanceObj>()->fields.find(in.intern("__p"))->i());
    }
    return new_stream(in, std::move(out), np);
  }
  if (m == "boxed" || m == "parallel" || m == "sequential" || m == "stream" || m == "unordered" || m == "onClose")
    return new_stream(in, items, m == "boxed" ? 0 : p);
  if (m == "asDoubleStream" || m == "asLongStream") {
    int np = m == "asDoubleStream" ? 3 : 2;
    std::vector<Value> out;
    for (auto& x : items) out.push_back(wrap_prim(np, x));
    return new_stream(in, std::move(out), np);
  }
  if (m == "sorted") {
    std::vector<Value> out = items;
    sort_values(in, out, f);
    if (fail()) return Value::none();
    return new_stream(in, std::move(out), p);
  }
  if (m == "distinct") {
    std::vector<Value> out;
    for (auto& x : items) {
      bool seen = false;
      for (auto& y : out)
        if (jequals(in, x, y)) { seen = true; break; }
      if (!seen) out.push_back(x);
    }
    return new_stream(in, std::move(out), p);
  }
  if (m == "limit" || m == "skip") {
    std::int64_t n = arg_int(a, 0);
    std::size_t k = static_cast<std::size_t>(std::max<std::int64_t>(0, std::min<std::int64_t>(n, static_cast<std::int64_t>(items.size()))));
    std::vector<Value> out = m == "limit" ? std::vector<Value>(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(k))
                                          : std::vector<Value>(items.begin() + static_cast<std::ptrdiff_t>(k), items.end());
    return new_stream(in, std::move(out), p);
  }
  if (m == "peek" || m == "forEach" || m == "forEachOrdered") {
    for (auto& x : items) {
      call1f(in, f, "accept", x);
      if (fail()) return Value::none();
    }
    return m == "peek" ? new_stream(in, items, p) : Value::none();
  }
  if (m == "collect") {
    if (a.size() == 3) {  // collect(supplier, accumulator, combiner)
      Value c = call_fn(in, a[0], {});
      for (auto& x : items) {
        call2f(in, a[1], "accept", c, x);
        if (fail()) return Value::none();
      }
      return c;
    }
    return collect_into(in, items, f);
  }
  if (m == "toList") return mark_read_only(in, make_list(items), ListShape::ImmutableN);
  if (m == "toArray") return make_list(items);
  if (m == "count") return Value::integer(static_cast<std::int64_t>(items.size()));
  if (m == "sum") {
    if (p == 3) return Value::real(compensated_sum(items));
    std::int64_t s = long_sum(items);
    return p == 1 ? Value::integer(static_cast<std::int32_t>(static_cast<std::uint32_t>(s))) : Value::integer(s);
  }
  if (m == "average") {
    if (items.empty()) return new_optional(in, false, Value::none(), 3);
    double s = p == 3 ? compensated_sum(items) : static_cast<double>(long_sum(items));
    return new_optional(in, true, Value::real(s / static_cast<double>(items.size())), 3);
  }
  if (m == "max" || m == "min") {
    if (items.empty()) return new_optional(in, false, Value::none(), p);
    Value best = items[0];
    for (std::size_t i = 1; i < items.size(); ++i) {
      int c;
      if (!f.is_none()) {
        Value r = call2f(in, f, "compare", items[i], best);
        if (fail()) return Value::none();
        c = r.is_int() ? static_cast<int>(r.i() > 0 ? 1 : r.i() < 0 ? -1 : 0) : 0;
      } else {
        c = jcompare(in, items[i], best);
      }
      if (m == "max" ? c > 0 : c < 0) best = items[i];
    }
    return new_optional(in, true, best, p);
  }
  if (m == "reduce") {
    if (a.size() >= 2) {
      Value acc = a[0];
      for (auto& x : items) {
        acc = wrap_prim(p, call2f(in, a[1], "apply", acc, x));
        if (fail()) return Value::none();
      }
      return acc;
    }
    if (items.empty()) return new_optional(in, false, Value::none(), p);
    Value acc = items[0];
    for (std::size_t i = 1; i < items.size(); ++i) {
      acc = wrap_prim(p, call2f(in, f, "apply", acc, items[i]));
      if (fail()) return Value::none();
    }
    return new_optional(in, true, acc, p);
  }
  if (m == "findFirst" || m == "findAny")
    return items.empty() ? new_optional(in, false, Value::none(), p) : new_optional(in, true, items[0], p);
  if (m == "anyMatch" || m == "allMatch" || m == "noneMatch") {
    for (auto& x : items) {
      Value r = call1f(in, f, "test", x);
      if (fail()) return Value::none();
      bool t = java_truthy(r);
      if (m == "anyMatch" && t) return Value::boolean(true);
      if (m == "allMatch" && !t) return Value::boolean(false);
      if (m == "noneMatch" && t) return Value::boolean(false);
    }
    return Value::boolean(m != "anyMatch");
  }
  if (m == "iterator") return new_iterator(in, make_list(items), Value::none());
  if (m == "summaryStatistics") {
    Value st = new_stream(in, items, p == 0 ? 1 : p);
    st.as<InstanceObj>()->fields.set(in.intern("__stats"), Value::boolean(true));
    return st;
  }
  if (m == "getMax" || m == "getMin" || m == "getSum" || m == "getCount" || m == "getAverage") {
    // IntSummaryStatistics / DoubleSummaryStatistics over the materialised elements
    if (m == "getCount") return Value::integer(static_cast<std::int64_t>(items.size()));
    if (m == "getAverage") {
      double t = p == 3 ? compensated_sum(items) : static_cast<double>(long_sum(items));
      return Value::real(items.empty() ? 0.0 : t / static_cast<double>(items.size()));
    }
    if (m == "getSum") return p == 3 ? Value::real(compensated_sum(items)) : Value::integer(long_sum(items));
    if (items.empty()) {  // the JDK's identities: +-infinity, Integer or Long MIN/MAX_VALUE
      if (p == 3) return Value::real(m == "getMax" ? -HUGE_VAL : HUGE_VAL);
      if (p == 2) return Value::integer(m == "getMax" ? std::numeric_limits<std::int64_t>::min() : std::numeric_limits<std::int64_t>::max());
      return Value::integer(m == "getMax" ? std::numeric_limits<std::int32_t>::min() : std::numeric_limits<std::int32_t>::max());
    }
    Value best = items[0];
    for (auto& x : items)
      if (m == "getMax" ? jcompare(in, x, best) > 0 : jcompare(in, x, best) < 0) best = x;
    return best;
  }
  in.raise("AttributeError", "Stream has no method " + m);
  return Value::none();
}

Value optional_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  auto* inst = w.as<InstanceObj>();
  bool has = inst->fields.find(in.intern("__has"))->b();
  Value v = *inst->fields.find(in.intern("__v"));
  int p = static_cast<int>(inst->fields.find(in.intern("__p"))->i());
  if (m == "isPresent") return Value::boolean(has);
  if (m == "isEmpty") return Value::boolean(!has);
  if (m == "get" || m == "getAsInt" || m == "getAsDouble" || m == "getAsLong" || m == "orElseThrow") {
    if (has) return v;
    if (m == "orElseThrow" && !a.empty()) {
      Value e = call_fn(in, a[0], {});
      if (!in.raising()) in.raise_value(e);
      return Value::none();
    }
    jthrow(in, "NoSuchElementException", "No value present");
    return Value::none();
  }
  if (m == "orElse") return has ? v : (a.empty() ? Value::none() : a[0]);
  if (m == "orElseGet") return has ? v : call_fn(in, a[0], {});
  if (m == "ifPresent" || m == "ifPresentOrElse") {
    if (has) call1f(in, a[0], "accept", v);
    else if (a.size() > 1) call_fn(in, a[1], {});
    return Value::none();
  }
  if (m == "map") {
    if (!has) return w;
    Value r = call1f(in, a[0], "apply", v);
    if (in.raising()) return Value::none();
    return new_optional(in, !r.is_none(), r, 0);
  }
  if (m == "flatMap") return has ? call1f(in, a[0], "apply", v) : w;
  if (m == "filter") {
    if (!has) return w;
    Value r = call1f(in, a[0], "test", v);
    if (in.raising()) return Value::none();
    return java_truthy(r) ? w : new_optional(in, false, Value::none(), p);
  }
  if (m == "or") return has ? w : call_fn(in, a[0], {});
  if (m == "stream") return new_stream(in, has ? std::vector<Value>{v} : std::vector<Value>{}, p);
  if (m == "toString") return make_str(optional_str(in, w));
  if (m == "equals") {
    if (a.empty() || kind_of(a[0]) != Kind::Optional) return Value::boolean(false);
    auto* o = a[0].as<InstanceObj>();
    bool oh = o->fields.find(in.intern("__has"))->b();
    return Value::boolean(oh == has && (!has || jequals(in, v, *o->fields.find(in.intern("__v")))));
  }
  in.raise("AttributeError", "Optional has no method " + m);
  return Value::none();
}

Value joiner_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  auto& f = w.as<InstanceObj>()->fields;
  Value* parts = f.find(in.intern("__parts"));
  if (!parts || !parts->is(Tag::List)) return Value::none();
  if (m == "add") {
    parts->as<ListObj>()->items.push_back(make_str(a.empty() ? "null" : jstr(in, a[0])));
    return w;
  }
  if (m == "setEmptyValue") {
    f.set(in.intern("__empty"), make_str(a.empty() ? "" : jstr(in, a[0])));
    return w;
  }
  if (m == "merge") {
    if (!a.empty() && kind_of(a[0]) == Kind::StringJoiner) {
      Value* op = a[0].as<InstanceObj>()->fields.find(in.intern("__parts"));
      if (op && op->is(Tag::List) && !op->as<ListObj>()->items.empty()) {
        Value* sep = a[0].as<InstanceObj>()->fields.find(in.intern("__sep"));
        std::string joined;
        bool first = true;
        for (auto& x : op->as<ListObj>()->items) {
          if (!first && sep && sep->is(Tag::Str)) joined += sep->as<StrObj>()->s;
          first = false;
          if (x.is(Tag::Str)) joined += x.as<StrObj>()->s;
        }
        parts->as<ListObj>()->items.push_back(make_str(joined));
      }
    }
    return w;
  }
  if (!in.charge_copy(parts->as<ListObj>()->items.size())) return Value::none();  // the parts joined
  std::string s = joiner_str(in, w);
  if (!in.charge_bytes(s.size())) return Value::none();
  if (m == "length") return Value::integer(static_cast<std::int64_t>(utf16_units(s).size()));
  return make_str(s);  // toString
}


// --- java.util.Random ------------------------------------------------------------------
java_random::State load_random(Vm& in, const Value& w) {
  auto& f = w.as<InstanceObj>()->fields;
  java_random::State st;
  if (Value* v = f.find(in.intern("__seed")); v && v->is_int()) st.seed = static_cast<std::uint64_t>(v->i());
  if (Value* v = f.find(in.intern("__hg")); v && v->is(Tag::Bool)) st.have_next_gaussian = v->b();
  if (Value* v = f.find(in.intern("__ng")); v && v->is(Tag::Float)) st.next_gaussian = v->d();
  return st;
}
void store_random(Vm& in, const Value& w, const java_random::State& st) {
  auto& f = w.as<InstanceObj>()->fields;
  f.set(in.intern("__seed"), Value::integer(static_cast<std::int64_t>(st.seed)));
  f.set(in.intern("__hg"), Value::boolean(st.have_next_gaussian));
  f.set(in.intern("__ng"), Value::real(st.next_gaussian));
}
/// Random.nextInt(origin, bound): RandomGenerator's bounded algorithm (Java 17)
std::int32_t random_between(java_random::State& st, std::int32_t origin, std::int32_t bound) {
  std::int32_t r = java_random::next_int(st);
  std::int64_t n64 = static_cast<std::int64_t>(bound) - origin;
  std::int32_t n = static_cast<std::int32_t>(static_cast<std::uint32_t>(n64)), m = n - 1;
  if ((n & m) == 0) return (r & m) + origin;
  if (n > 0) {
    for (std::int32_t u = static_cast<std::int32_t>(static_cast<std::uint32_t>(r) >> 1);
         static_cast<std::int64_t>(u) + m - (r = u % n) > INT32_MAX;
         u = static_cast<std::int32_t>(static_cast<std::uint32_t>(java_random::next_int(st)) >> 1)) {
    }
    return r + origin;
  }
  while (r < origin || r >= bound) r = java_random::next_int(st);
  return r;
}
Value random_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  java_random::State st = load_random(in, w);
  Value out = Value::none();
  if (m == "nextInt") {
    if (a.empty()) out = Value::integer(java_random::next_int(st));
    else {
      std::int64_t lo = a.size() >= 2 ? arg_int(a, 0) : 0, hi = a.size() >= 2 ? arg_int(a, 1) : arg_int(a, 0);
      if (hi <= lo) {
        jthrow(in, "IllegalArgumentException", a.size() >= 2 ? "bound must be greater than origin" : "bound must be positive");
        return Value::none();
      }
      out = Value::integer(a.size() >= 2 ? random_between(st, static_cast<std::int32_t>(lo), static_cast<std::int32_t>(hi))
                                         : java_random::next_int(st, static_cast<std::int32_t>(hi)));
    }
  } else if (m == "nextLong") out = Value::integer(java_random::next_long(st));
  else if (m == "nextDouble") out = Value::real(java_random::next_double(st));
  else if (m == "nextFloat") out = Value::real(static_cast<double>(java_random::next_float(st)));
  else if (m == "nextBoolean") out = Value::boolean(java_random::next_boolean(st));
  else if (m == "nextGaussian") out = Value::real(java_random::next_gaussian(st));
  else if (m == "setSeed") {
    st = java_random::State{};
    st.seed = java_random::scramble(arg_int(a, 0));
  } else if (m == "hashCode") out = Value::integer(static_cast<std::int64_t>(jhash(w)));
  else if ((m == "ints" || m == "doubles" || m == "longs") && (a.size() == 1 || (a.size() == 3 && m != "longs"))) {
    // the sized streams: ints(n[, origin, bound]), doubles(n[, origin, bound]), longs(n),
    // each element drawn as nextInt/nextDouble/nextLong or Java 17's bounded forms
    std::int64_t count = arg_int(a, 0);
    if (count < 0) {
      jthrow(in, "IllegalArgumentException", "size must be non-negative");
      return Value::none();
    }
    bool bounded = a.size() == 3;
    if (bounded && (m == "ints" ? arg_int(a, 1) >= arg_int(a, 2) : !(num(a[1]) < num(a[2])))) {
      jthrow(in, "IllegalArgumentException", "bound must be greater than origin");
      return Value::none();
    }
    if (!in.charge_items(static_cast<std::size_t>(count))) return Value::none();
    std::vector<Value> items;
    items.reserve(static_cast<std::size_t>(count));
    for (std::int64_t i = 0; i < count; ++i) {
      if (m == "ints")
        items.push_back(Value::integer(bounded ? random_between(st, static_cast<std::int32_t>(arg_int(a, 1)), static_cast<std::int32_t>(arg_int(a, 2)))
                                               : java_random::next_int(st)));
      else if (m == "longs") items.push_back(Value::integer(java_random::next_long(st)));
      else {
        double r = java_random::next_double(st);
        if (bounded) {
          double lo = num(a[1]), hi = num(a[2]);
          r = r * (hi - lo) + lo;
          if (r >= hi) r = std::nextafter(hi, -INFINITY);
        }
        items.push_back(Value::real(r));
      }
    }
    store_random(in, w, st);
    return new_stream(in, std::move(items), m == "ints" ? 1 : m == "longs" ? 2 : 3);
  } else {
    in.raise("AttributeError", "Random." + m + " is not supported");
    return Value::none();
  }
  store_random(in, w, st);
  return out;
}

Value iterator_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  auto* inst = w.as<InstanceObj>();
  Value lv = *inst->fields.find(in.intern("__l"));
  Value* iv = inst->fields.find(in.intern("__i"));
  auto& items = lv.as<ListObj>()->items;
  std::int64_t i = iv->i();
  if (Value* lzs = inst->fields.find(in.intern("__lzs")); lzs && !lzs->is_none() &&
      (m == "hasNext" || m == "next") && static_cast<std::size_t>(i) >= items.size()) {
    Value x;  // an iterator over a lazy stream pulls one element when it needs one
    if (lazy_pull(in, *lzs, x)) items.push_back(x);
    else if (in.raising()) return Value::none();
  }
  if (m == "forEachRemaining") {
    if (Value* lzs = inst->fields.find(in.intern("__lzs")); lzs && !lzs->is_none()) {
      Value x;
      while (lazy_pull(in, *lzs, x)) items.push_back(x);
      if (in.raising()) return Value::none();
    }
  }
  if (m == "hasNext") return Value::boolean(static_cast<std::size_t>(i) < items.size());
  Name last_n = in.intern("__last");  // the index next/previous returned last (ListIterator.set)
  if (m == "next") {
    if (static_cast<std::size_t>(i) >= items.size()) {
      jthrow(in, "NoSuchElementException", "");
      return Value::none();
    }
    *iv = Value::integer(i + 1);
    inst->fields.set(last_n, Value::integer(i));
    return items[static_cast<std::size_t>(i)];
  }
  if (m == "hasPrevious") return Value::boolean(i > 0);
  if (m == "nextIndex") return Value::integer(i);
  if (m == "previousIndex") return Value::integer(i - 1);
  if (m == "previous") {
    if (i <= 0 || static_cast<std::size_t>(i) > items.size()) {
      jthrow(in, "NoSuchElementException", "");
      return Value::none();
    }
    *iv = Value::integer(i - 1);
    inst->fields.set(last_n, Value::integer(i - 1));
    return items[static_cast<std::size_t>(i - 1)];
  }
  if (m == "set" || m == "add") {
    Value src = *inst->fields.find(in.intern("__src"));
    if (!src.is(Tag::List) || src.obj() != lv.obj()) {
      jthrow(in, "UnsupportedOperationException", m);
      return Value::none();
    }
    if (m == "add") {
      items.insert(items.begin() + std::min<std::int64_t>(i, static_cast<std::int64_t>(items.size())), a.empty() ? Value::none() : a[0]);
      *iv = Value::integer(i + 1);
      inst->fields.set(last_n, Value::integer(-1));
      return Value::none();
    }
    Value* last = inst->fields.find(last_n);
    if (!last || !last->is_int() || last->i() < 0 || static_cast<std::size_t>(last->i()) >= items.size()) {
      jthrow(in, "IllegalStateException", "");
      return Value::none();
    }
    items[static_cast<std::size_t>(last->i())] = a.empty() ? Value::none() : a[0];
    return Value::none();
  }
  if (m == "remove") {
    Value src = *inst->fields.find(in.intern("__src"));
    if (src.is(Tag::List) && src.obj() == lv.obj() && read_only_violation(in, lv, "remove")) {
      jthrow(in, "UnsupportedOperationException", "");  // List.of(...).iterator(): before any state check
      return Value::none();
    }
    if (i <= 0) {
      jthrow(in, "IllegalStateException", "");
      return Value::none();
    }
    Value x = items[static_cast<std::size_t>(i - 1)];
    if (src.is(Tag::List) && src.obj() == lv.obj()) {
      items.erase(items.begin() + (i - 1));
      *iv = Value::integer(i - 1);
      if (Value* view = inst->fields.find(in.intern("__view")); view && x.is(Tag::Tuple))
        call1f(in, *view, "remove", x.as<ListObj>()->items[0]);
      if (lv.obj()->rt_flags & kValuesView) drop_view_values(in, lv, {x});
    } else if (!src.is_none()) {
      if (x.is(Tag::Tuple) && is_map(kind_of(src))) x = x.as<ListObj>()->items[0];
      call1f(in, src, "remove", x);
    }
    return Value::none();
  }
  if (m == "forEachRemaining") {
    for (std::size_t k = static_cast<std::size_t>(i); k < items.size(); ++k) {
      call1f(in, a[0], "accept", items[k]);
      if (in.raising()) return Value::none();
    }
    *iv = Value::integer(static_cast<std::int64_t>(items.size()));
    return Value::none();
  }
  in.raise("AttributeError", "Iterator has no method " + m);
  return Value::none();
}

std::vector<Value> elements_of(Vm& in, const Value& v) {
  if (v.is(Tag::List) || v.is(Tag::Tuple)) return v.as<ListObj>()->items;
  Kind k = kind_of(v);
  if (k == Kind::Stream && is_lazy_stream(in, v) && !lazy_materialise(in, v)) return {};
  if (k == Kind::ListSub) {
    Value l = instance_field(in, v, "__l");
    return l.is(Tag::List) ? l.as<ListObj>()->items : std::vector<Value>{};
  }
  if (k == Kind::Stream || k == Kind::PriorityQueue || k == Kind::Iterator) {
    auto& items = v.as<InstanceObj>()->fields.find(in.intern("__l"))->as<ListObj>()->items;
    if (k == Kind::Iterator) {
      std::int64_t i = v.as<InstanceObj>()->fields.find(in.intern("__i"))->i();
      return std::vector<Value>(items.begin() + i, items.end());
    }
    return items;
  }
  if (k == Kind::StringBuilder) return {};
  if (is_set(k) || is_map(k)) return keys_list(in, v).as<ListObj>()->items;
  if (v.is(Tag::Str)) {
    std::vector<Value> out;
    for (unsigned char c : v.as<StrObj>()->s) out.push_back(make_str(std::string(1, static_cast<char>(c))));
    return out;
  }
  if (skeleton_of(v) == Skel::List && !has_own_method(in, v, "iterator")) {  // AbstractList: get(0) .. get(size() - 1)
    Value n = call_method_by_name(in, v, "size", {});
    std::vector<Value> out;
    if (in.raising() || !n.is_int() || !in.charge_items(static_cast<std::size_t>(std::max<std::int64_t>(0, n.i())))) return out;
    for (std::int64_t i = 0; i < n.i(); ++i) {
      Value idx = Value::integer(i);
      out.push_back(call_method_by_name(in, v, "get", std::span<const Value>(&idx, 1)));
      if (in.raising()) return {};
    }
    return out;
  }
  if (v.is(Tag::Instance)) {
    // a user Iterable (iterator()) or Iterator (hasNext/next)
    Value it = v;
    auto* inst = v.as<InstanceObj>();
    bool has_iter = false;
    for (auto& c : inst->klass()->mro)
      if (c.as<ClassObj>()->attrs.find(in.intern("iterator"))) has_iter = true;
    if (has_iter) {
      it = call_method_by_name(in, v, "iterator", {});
      if (in.raising()) return {};
      if (kind_of(it) == Kind::Iterator) return elements_of(in, it);
    }
    std::vector<Value> out;
    for (int guard = 0; guard < 10000000; ++guard) {
      Value h = call_method_by_name(in, it, "hasNext", {});
      if (in.raising() || !java_truthy(h)) break;
      out.push_back(call_method_by_name(in, it, "next", {}));
      if (in.raising()) break;
    }
    return out;
  }
  return {};
}


/// Comparator/Function/Predicate default methods on any functional value: (base, op, args...)
Value combo_fn(Vm& in, const Value& self, Args& a) {
  auto& c = recv_of(self).as<ListObj>()->items;
  const std::string& op = meth_of(self);
  Value base = c[0];
  auto arg = [&](std::size_t i) { return i + 1 < c.size() ? c[i + 1] : Value::none(); };
  auto cmp_with = [&](const Value& f, const Value& x, const Value& y) -> std::int64_t {
    Value r = call2f(in, f, "compare", x, y);
    return r.is_int() ? r.i() : 0;
  };
  if (op == "reversed") {
    if (a.size() < 2) return Value::integer(0);
    return Value::integer(cmp_with(base, a[1], a[0]));
  }
  if (op == "thenComparing" || op == "thenComparingInt" || op == "thenComparingDouble" || op == "thenComparingLong") {
    if (a.size() < 2) return Value::integer(0);
    std::int64_t r = cmp_with(base, a[0], a[1]);
    if (in.raising() || r != 0) return Value::integer(r);
    Value g = arg(0);
    bool is_cmp = op == "thenComparing" && c.size() < 3;
    if (is_cmp) {
      if (g.is(Tag::Function)) is_cmp = g.as<FunctionObj>()->sig && g.as<FunctionObj>()->sig->params.size() == 2;
      else if (g.is(Tag::Builtin)) {
        auto* b = g.as<BuiltinObj>();
        is_cmp = b->fn == &combo_fn || b->fn == &cmp_fn;
      } else if (g.is(Tag::Instance)) is_cmp = true;
      else is_cmp = false;
    }
    if (is_cmp) return Value::integer(cmp_with(g, a[0], a[1]));
    Value ka = call1f(in, g, "apply", a[0]);
    if (in.raising()) return Value::none();
    Value kb = call1f(in, g, "apply", a[1]);
    if (in.raising()) return Value::none();
    if (c.size() >= 3) return Value::integer(cmp_with(arg(1), ka, kb));
    return Value::integer(jcompare(in, ka, kb));
  }
  if (op == "__andThenConsumer") {  // Consumer/BiConsumer.andThen (the lowerer saw the type): both get the arguments
    call_fn(in, base, a);
    if (in.raising()) return Value::none();
    call_fn(in, arg(0), a);
    return Value::none();
  }
  if (op == "andThen" && a.size() >= 2) {
    // BiConsumer.andThen(after) passes both arguments on; BiFunction.andThen's after takes the result
    Value g = arg(0);
    bool two = g.is(Tag::Function) && g.as<FunctionObj>()->sig && g.as<FunctionObj>()->sig->params.size() == a.size();
    if (two || sam_method(in, g) == "accept") {
      call_fn(in, base, a);
      if (in.raising()) return Value::none();
      call_fn(in, g, a);
      return Value::none();
    }
  }
  if (op == "andThen") {
    Value r = call_fn(in, base, a);
    if (in.raising()) return Value::none();
    if (r.is_none()) return call_fn(in, arg(0), a);  // Consumer.andThen
    return call1f(in, arg(0), "apply", r);
  }
  if (op == "compose") {
    Value r = call_fn(in, arg(0), a);
    if (in.raising()) return Value::none();
    return call1f(in, base, "apply", r);
  }
  if (op == "negate") {
    Value r = call_fn(in, base, a);
    return Value::boolean(!java_truthy(r));
  }
  if (op == "and" || op == "or") {
    Value r = call_fn(in, base, a);
    if (in.raising()) return Value::none();
    if (op == "and" ? !java_truthy(r) : java_truthy(r)) return Value::boolean(op == "or");
    Value s = call_fn(in, arg(0), a);
    return Value::boolean(java_truthy(s));
  }
  if (op == "identity") return a.empty() ? Value::none() : a[0];
  if ((op == "minBy" || op == "maxBy") && a.size() == 2) {  // BinaryOperator.minBy/maxBy(comparator)
    Value r = call2f(in, base, "compare", a[0], a[1]);
    if (in.raising()) return Value::none();
    bool first = r.is_int() && (op == "minBy" ? r.i() <= 0 : r.i() >= 0);
    return first ? a[0] : a[1];
  }
  if (op == "not") return Value::boolean(!java_truthy(call_fn(in, base, a)));  // Predicate.not(p)
  if (op == "isEqual") return Value::boolean(!a.empty() && jequals(in, base, a[0]));  // Predicate.isEqual(x)
  return Value::none();
}
Value combo_builder(Vm& in, const Value& self, Args& a) {
  // f.reversed() / f.thenComparing(g) ...: build the combined function
  (void)in;
  Args parts{recv_of(self)};
  for (auto& x : a) parts.push_back(x);
  return make_native(&combo_fn, "java-fn", make_list({make_list(std::move(parts), Tag::Tuple), make_str(meth_of(self))}, Tag::Tuple));
}
bool is_combinator_name(const std::string& f) {
  return f == "reversed" || f == "thenComparing" || f == "thenComparingInt" || f == "thenComparingDouble" ||
         f == "thenComparingLong" || f == "andThen" || f == "compose" || f == "negate" || f == "and" || f == "or" ||
         f == "__andThenConsumer";
}

// --- static holders ---------------------------------------------------------------------------------
Value holder_fn(Vm& in, const Value& self, Args& a);

Value parse_int(Vm& in, const Value& v, int radix, bool is_long) {
  std::string s = v.is(Tag::Str) ? v.as<StrObj>()->s : jstr(in, v);
  auto fail = [&]() {
    jthrow(in, "NumberFormatException",
           v.is_none() ? "Cannot parse null string: null" : "For input string: \"" + s + "\"" + (radix != 10 ? " under radix " + std::to_string(radix) : ""));
    return Value::none();
  };
  if (s.empty()) return fail();
  std::size_t i = 0;
  bool neg = false;
  if (s[0] == '-' || s[0] == '+') {
    neg = s[0] == '-';
    i = 1;
  }
  if (i >= s.size()) return fail();
  double acc = 0;
  for (; i < s.size(); ++i) {
    int dgt;
    char c = s[i];
    if (std::isdigit(static_cast<unsigned char>(c))) dgt = c - '0';
    else if (std::isalpha(static_cast<unsigned char>(c))) dgt = std::tolower(c) - 'a' + 10;
    else return fail();
    if (dgt >= radix) return fail();
    acc = acc * radix + dgt;
    if (acc > 1e20) return fail();
  }
  if (neg) acc = -acc;
  double lo = is_long ? -9223372036854775808.0 : -2147483648.0;
  double hi = is_long ? 9223372036854775807.0 : 2147483647.0;
  if (acc < lo || acc > hi) return fail();
  if (is_long) {  // exact digits for long
    std::int64_t acc64 = 0;
    for (std::size_t k = (s[0] == '-' || s[0] == '+') ? 1 : 0; k < s.size(); ++k) {
      char c = s[k];
      int dd = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::tolower(c) - 'a' + 10;
      acc64 = static_cast<std::int64_t>(static_cast<std::uint64_t>(acc64) * static_cast<std::uint64_t>(radix) + static_cast<std::uint64_t>(dd));
    }
    return Value::integer(neg ? static_cast<std::int64_t>(0 - static_cast<std::uint64_t>(acc64)) : acc64);
  }
  return Value::integer(static_cast<std::int64_t>(acc));
}

std::string to_radix(std::int64_t v, int radix, int bits) {
  std::uint64_t u = bits == 32 ? static_cast<std::uint32_t>(v) : static_cast<std::uint64_t>(v);
  if (u == 0) return "0";
  std::string out;
  while (u) {
    int d = static_cast<int>(u % static_cast<unsigned>(radix));
    out.insert(out.begin(), static_cast<char>(d < 10 ? '0' + d : 'a' + d - 10));
    u /= static_cast<unsigned>(radix);
  }
  return out;
}

/// The collection part of a program class's instance (`super(16, 0.75f, true)`):
/// the fields a fresh collection made from the same arguments has.
void init_subclassed(Vm& in, const Value& v, const Args& a) {
  Value w = make_collection(in, kind_of(v), a);
  if (!w.is(Tag::Instance)) return;
  auto* inst = v.as<InstanceObj>();
  for (auto& [name, val] : w.as<InstanceObj>()->fields.items) inst->fields.set(name, val);
  inst->fields.set(in.intern("__jsub"), Value::boolean(true));
}
/// A library class named as a value (EnumMap(DayOfWeek.class)), not a comparator.
bool is_holder_value(const Value& v) { return v.is(Tag::Builtin) && v.as<BuiltinObj>()->fn == &holder_fn; }
Value make_collection(Vm& in, Kind k, const Args& a) {
  Value w = new_wrapper(in, k);
  // LinkedHashMap(capacity, loadFactor, accessOrder): get/put move a key to the end
  if (k == Kind::LinkedHashMap && a.size() >= 3 && a[2].is(Tag::Bool) && a[2].b())
    w.as<InstanceObj>()->fields.set(in.intern("__access"), Value::boolean(true));
  if (k == Kind::StringJoiner) {
    auto& f = w.as<InstanceObj>()->fields;
    const char* names[3] = {"__sep", "__pre", "__suf"};
    for (std::size_t i = 0; i < 3; ++i) f.set(in.intern(names[i]), make_str(i < a.size() ? jstr(in, a[i]) : ""));
    return w;
  }
  if (k == Kind::StringBuilder) {
    if (!a.empty() && !a[0].is_int()) w.as<InstanceObj>()->fields.set(in.intern("__s"), make_str(jstr(in, a[0])));
    return w;
  }
  if (k == Kind::ListSub) {  // super() / super(capacity) / super(collection)
    if (!a.empty() && !a[0].is_int()) set_instance_field(in, w, "__l", make_list(elements_of(in, a[0])));
    return w;
  }
  if (k == Kind::Thread) {  // Thread([Runnable target][, String name])
    Value target = Value::none(), name = Value::none();
    for (auto& x : a) {
      if (x.is(Tag::Str)) name = x;
      else if (!x.is_int()) target = x;
    }
    if (name.is_none()) {  // Thread-N: numbered only when no name is given
      Value& n = in.run_state("java.thread_number");
      std::int64_t k0 = n.is_int() ? n.i() : 0;
      n = Value::integer(k0 + 1);
      name = make_str("Thread-" + std::to_string(k0));
    }
    set_instance_field(in, w, "__target", target);
    set_instance_field(in, w, "__tname", name);
    set_instance_field(in, w, "__state", Value::integer(0));
    return w;
  }
  if (k == Kind::PriorityQueue) {
    // (capacity), (comparator), (capacity, comparator) or (collection): a sorted set's or
    // another queue's comparator comes with its elements
    Value src = Value::none();
    for (auto& x : a) {
      Kind xk = kind_of(x);
      if (x.is_int()) continue;
      if (x.is(Tag::List) || is_set(xk) || xk == Kind::PriorityQueue || xk == Kind::ListSub) {
        src = x;
        Value* c = x.is(Tag::Instance) ? x.as<InstanceObj>()->fields.find(in.intern("__cmp")) : nullptr;
        if (c && (xk == Kind::PriorityQueue || xk == Kind::TreeSet)) w.as<InstanceObj>()->fields.set(in.intern("__cmp"), *c);
      } else {
        w.as<InstanceObj>()->fields.set(in.intern("__cmp"), x);
      }
    }
    if (!src.is_none()) {  // a sorted set's or a queue's order is kept as it is, anything else heapified
      std::vector<Value> items = elements_of(in, src);
      if (!in.charge_items(items.size())) return Value::none();
      w.as<InstanceObj>()->fields.set(in.intern("__l"), make_list(std::move(items)));
      Kind sk = kind_of(src);
      if (sk != Kind::PriorityQueue && sk != Kind::TreeSet) {
        Args none;
        Value sub = make_list({w, make_str("__heapify")}, Tag::Tuple);
        pq_method(in, sub, none);
        if (in.raising()) return Value::none();
      }
    }
    return w;
  }
  DictObj* d = dict_of(in, w);
  if (!a.empty() && (k == Kind::TreeMap || k == Kind::TreeSet) &&
      (a[0].is(Tag::Function) || a[0].is(Tag::BoundMethod) || (a[0].is(Tag::Builtin) && !is_holder_value(a[0])) ||
       (a[0].is(Tag::Instance) && kind_of(a[0]) == Kind::None))) {
    w.as<InstanceObj>()->fields.set(in.intern("__cmp"), a[0]);
    return w;
  }
  // the table size HashMap/HashSet start with, which their iteration order follows:
  // (initialCapacity[, loadFactor]) rounds up to a power of two (tableSizeFor); a copy of a
  // map holds size/0.75+1, a HashSet copy of a collection max(size/.75f+1, 16)
  auto table_size = [](std::int64_t c) {
    std::int64_t t = 1;
    while (t < c && t < (std::int64_t{1} << 30)) t <<= 1;
    return t;
  };
  if (!a.empty() && (k == Kind::HashMap || k == Kind::HashSet || k == Kind::LinkedHashMap || k == Kind::LinkedHashSet)) {
    std::int64_t cap = -1;
    if (a[0].is_int()) {
      if (a[0].i() < 0) {
        jthrow(in, "IllegalArgumentException", "Illegal initial capacity: " + std::to_string(a[0].i()));
        return Value::none();
      }
      cap = table_size(a[0].i());
    } else {
      std::size_t n = a[0].is(Tag::List) || a[0].is(Tag::Tuple) ? a[0].as<ListObj>()->items.size()
                      : a[0].is(Tag::Instance) && dict_of(in, a[0]) ? dict_of(in, a[0])->entries.size() : 0;
      auto need = static_cast<std::int64_t>(static_cast<float>(n) / 0.75f + 1.0f);
      if (is_set(k)) cap = table_size(std::max<std::int64_t>(need, 16));
      else if (n > 0) cap = table_size(need);
    }
    if (cap > 0) w.as<InstanceObj>()->fields.set(in.intern("__cap"), Value::integer(cap));
  }
  if (!a.empty() && !a[0].is_int()) {
    // a program's skeleton collection or ArrayList subclass: its elements
    Value src = skeleton_of(a[0]) != Skel::None || kind_of(a[0]) == Kind::ListSub || kind_of(a[0]) == Kind::PriorityQueue
                    ? make_list(elements_of(in, a[0])) : a[0];
    // a map or set made from a collection hashes each item
    std::size_t n = src.is(Tag::List) || src.is(Tag::Tuple) ? src.as<ListObj>()->items.size()
                    : src.is(Tag::Instance) && dict_of(in, src) ? dict_of(in, src)->entries.size() : 0;
    if (!in.charge_items(n)) return Value::none();
    if (src.is(Tag::List) || src.is(Tag::Tuple)) {
      for (auto& x : src.as<ListObj>()->items) d->set(canon_key(in, w, d, x), Value::none());
    } else if (src.is(Tag::Instance) && dict_of(in, src)) {
      DictObj* sd = dict_of(in, src);
      for (std::size_t i : order_of(in, src)) d->set(sd->entries[i].first, sd->entries[i].second);
    }
    grow(in, w, d);
  }
  return w;
}

/// Integer/Long's bit and unsigned statics, on the 32- or 64-bit two's
/// complement pattern (an int result sign-extends its 32 bits). Undef: not one.
Value int_bits_static(Vm& in, const std::string& m, const Args& a, bool lng) {
  const int w = lng ? 64 : 32;
  const std::uint64_t mask = lng ? ~0ULL : 0xFFFFFFFFULL;
  auto bits = [&](std::size_t k) { return static_cast<std::uint64_t>(arg_int(a, k)) & mask; };
  auto out = [&](std::uint64_t u) {
    u &= mask;
    return Value::integer(lng ? static_cast<std::int64_t>(u) : static_cast<std::int32_t>(static_cast<std::uint32_t>(u)));
  };
  if (m == "highestOneBit") {
    std::uint64_t x = bits(0);
    return out(x == 0 ? 0 : 1ULL << (63 - __builtin_clzll(x)));
  }
  if (m == "lowestOneBit") return out(bits(0) & (~bits(0) + 1));
  if (m == "numberOfLeadingZeros") {
    std::uint64_t x = bits(0);
    return Value::integer(x == 0 ? w : __builtin_clzll(x) - (64 - w));
  }
  if (m == "numberOfTrailingZeros") {
    std::uint64_t x = bits(0);
    return Value::integer(x == 0 ? w : __builtin_ctzll(x));
  }
  if (m == "reverse" || m == "reverseBytes") {
    std::uint64_t x = bits(0), r = 0;
    const int unit = m == "reverse" ? 1 : 8;
    for (int k = 0; k < w; k += unit) r |= ((x >> k) & ((1ULL << unit) - 1)) << (w - unit - k);
    return out(r);
  }
  if (m == "rotateLeft" || m == "rotateRight") {
    std::uint64_t x = bits(0);
    int d = static_cast<int>(arg_int(a, 1) & (w - 1));
    if (m == "rotateRight") d = (w - d) & (w - 1);
    return out(d == 0 ? x : (x << d) | (x >> (w - d)));
  }
  if (m == "compareUnsigned") return Value::integer(bits(0) < bits(1) ? -1 : bits(0) > bits(1) ? 1 : 0);
  if (m == "divideUnsigned" || m == "remainderUnsigned") {
    if (bits(1) == 0) {
      jthrow(in, "ArithmeticException", "/ by zero");
      return Value::none();
    }
    return out(m == "divideUnsigned" ? bits(0) / bits(1) : bits(0) % bits(1));
  }
  if (m == "toUnsignedLong" && !lng) return Value::integer(static_cast<std::int64_t>(bits(0)));
  if (m == "toUnsignedString") {
    std::uint64_t x = bits(0);
    int radix = a.size() > 1 ? static_cast<int>(arg_int(a, 1)) : 10;
    if (radix < 2 || radix > 36) radix = 10;
    std::string r;
    do {
      r.insert(r.begin(), "0123456789abcdefghijklmnopqrstuvwxyz"[x % static_cast<std::uint64_t>(radix)]);
      x /= static_cast<std::uint64_t>(radix);
    } while (x != 0);
    return make_str(r);
  }
  return Value::undef();
}

Value new_array(Vm& in, const Value& dflt, const Args& a, std::size_t k) {
  std::int64_t n = arg_int(a, k);
  if (n < 0) {
    jthrow(in, "NegativeArraySizeException", std::to_string(n));
    return Value::none();
  }
  auto* l = new ListObj();
  Value lv = Value::object(l);
  l->items.reserve(static_cast<std::size_t>(n));
  for (std::int64_t i = 0; i < n; ++i) l->items.push_back(k + 1 < a.size() ? new_array(in, dflt, a, k + 1) : dflt);
  return lv;
}

/// A lambda or method reference (a function value, not a library holder).
bool is_function_value(const Value& v) {
  return v.is(Tag::Function) || v.is(Tag::BoundMethod) || (v.is(Tag::Builtin) && v.as<BuiltinObj>()->fn != &holder_fn);
}
bool instance_of(Vm& in, const Value& v, const std::string& t) {
  if (t == "Object") return !v.is_none();
  if (is_function_value(v)) {  // a lambda is an instance of the functional interface it was converted to
    static const char* const fns[] = {"Runnable", "Callable", "Comparator", "Function", "BiFunction", "Supplier", "Consumer",
                                      "BiConsumer", "Predicate", "BiPredicate", "UnaryOperator", "BinaryOperator",
                                      "IntFunction", "IntPredicate", "IntUnaryOperator", "IntBinaryOperator", "ToIntFunction",
                                      "ToLongFunction", "ToDoubleFunction", "IntSupplier", "BooleanSupplier", "DoubleSupplier",
                                      "LongSupplier", "IntConsumer", "DoubleUnaryOperator", "DoubleBinaryOperator"};
    for (const char* f : fns)
      if (t == f) return true;
    // the program's own interfaces (`o instanceof Fn` of a lambda stored as an Object), registered by __jiface
    Value& ifaces = in.run_state("java.interfaces");
    return ifaces.is(Tag::Dict) && ifaces.as<DictObj>()->find(make_str(t));
  }
  switch (v.tag()) {
    case Tag::Str: {
      std::uint8_t fl = v.obj()->rt_flags;
      if (t == "Character") return !(fl & kBoxedString) && one_unit(v.as<StrObj>()->s);
      if (t == "String" || t == "CharSequence") return !(fl & kBoxedChar);
      return t == "Comparable" || t == "Serializable";
    }
    case Tag::Int:
    case Tag::Float: return t == box_name(v) || t == "Number" || t == "Comparable" || t == "Serializable";
    case Tag::BigInt: return t == "BigInteger" || t == "Number" || t == "Comparable" || t == "Serializable";
    case Tag::Bool: return t == "Boolean" || t == "Comparable";
    case Tag::List: {
      std::uint8_t fl = v.obj()->rt_flags;
      bool array_t = t.size() > 2 && t.ends_with("[]");
      if (fl & (kRefArray | kPrimArray)) {  // an array: Cloneable and Serializable besides its own type
        if (!array_t)  // (Arrays.asList(a) is the array itself: a List too)
          return t == "Cloneable" || t == "Serializable" ||
                 ((t == "List" || t == "Collection" || t == "Iterable") && list_shape(in, v) == ListShape::FixedArray);
        std::string el = t.substr(0, t.size() - 2);
        if (is_primitive_name(el) != static_cast<bool>(fl & kPrimArray)) return false;
        // the element type from the first element (an empty array is any array of its kind)
        for (const Value& x : v.as<ListObj>()->items) {
          if (x.is_none()) continue;
          if (el.ends_with("[]")) return x.is(Tag::List);
          if (el == "char" || el == "Character") return x.is(Tag::Str) && one_unit(x.as<StrObj>()->s);
          if (el == "boolean" || el == "Boolean") return x.is(Tag::Bool);
          if (el == "double" || el == "float" || el == "Double" || el == "Float") return x.is(Tag::Float);
          if (el == "int" || el == "long" || el == "short" || el == "byte" || el == "Integer" || el == "Long" || el == "Short" || el == "Byte")
            return x.is_int();
          if (el == "Object") return true;
          return instance_of(in, x, el);
        }
        return true;
      }
      if (array_t) return !(fl & kKnownList);
      return t == "List" || t == "ArrayList" || t == "Collection" || t == "Iterable";
    }
    case Tag::Instance: {
      Kind k = kind_of(v);
      if (k != Kind::None) {
        std::string n = k == Kind::Atomic ? jstr(in, instance_field(in, v, "__cls")) : kind_name(k);
        bool lib = t == n || (is_map(k) && t == "Map") || (is_set(k) && (t == "Set" || t == "Collection")) || (k == Kind::Thread && t == "Runnable") ||
                   (k == Kind::StringBuilder && (t == "CharSequence" || t == "Comparable" || t == "Appendable")) ||
                   (k == Kind::ListSub && (t == "List" || t == "Collection" || t == "Iterable" || t == "LinkedList" || t == "Deque" || t == "Queue")) ||
                   (k == Kind::Atomic && t == "Number" && n != "AtomicBoolean" && n != "AtomicReference") ||
                   (k == Kind::BigDecimal && (t == "Number" || t == "Comparable" || t == "Serializable"));
        if (lib || v.as<InstanceObj>()->klass()->builtin) return lib;
      }
      for (auto& c : v.as<InstanceObj>()->klass()->mro) {
        std::string cn = c.as<ClassObj>()->name;
        if (cn == t) return true;
        if (cn == "Exception" && t == "Exception") return true;
        if (java_simple_name(cn) == t) return true;
        // the library interfaces it names (the lowerer's __jimpl), and theirs: List is a Collection
        if (Value* li = c.as<ClassObj>()->attrs.find(in.intern("__jimpl")); li && li->is(Tag::Str))
          for (std::string_view rest = li->as<StrObj>()->s; !rest.empty();) {
            std::size_t comma = rest.find(',');
            std::string_view i = rest.substr(0, comma);
            rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
            if (i == t) return true;
            static constexpr std::pair<std::string_view, std::string_view> kImplied[] = {
                {"Collection", "Iterable"}, {"List", "Collection"}, {"List", "Iterable"}, {"Set", "Collection"},
                {"Set", "Iterable"}, {"Queue", "Collection"}, {"Queue", "Iterable"}, {"Deque", "Queue"},
                {"Deque", "Collection"}, {"Deque", "Iterable"}, {"Closeable", "AutoCloseable"},
                {"SortedMap", "Map"}, {"NavigableMap", "Map"}, {"SortedSet", "Set"}, {"NavigableSet", "Set"}};
            for (auto& [sub, sup] : kImplied)
              if (i == sub && t == sup) return true;
          }
      }
      // an enum constant is an Enum, and so Comparable (the constants hold their __name)
      if ((t == "Enum" || t == "Comparable") && v.as<InstanceObj>()->fields.find(in.intern("__name"))) return true;
      return false;
    }
    default: return false;
  }
}

/// java.time value classes: in a method reference (LocalDate::getMonth, Duration::plus)
/// everything but their static factories is an instance method of the first argument.
bool is_time_class(std::string_view h) {
  static constexpr std::string_view kTime[] = {"LocalDate", "LocalDateTime", "LocalTime", "Duration", "Period", "Instant",
                                               "YearMonth", "Year", "MonthDay", "DayOfWeek", "Month", "ZonedDateTime",
                                               "OffsetDateTime"};
  return std::find(std::begin(kTime), std::end(kTime), h) != std::end(kTime);
}
bool is_time_factory(std::string_view m) {
  return m.starts_with("of") || m == "parse" || m == "now" || m == "from" || m == "between" || m == "valueOf" ||
         m == "values" || m == "isLeap";
}
Value methodref_call(Vm& in, const Value& self, Args& a) {
  const Value& q = recv_of(self);
  const std::string& m = meth_of(self);
  if (m.size() > 2 && m[0] == '!') {  // "!k.name": the method returns a long/short/byte/float, boxed with mark k
    Value inner = make_list({q, make_str(m.substr(2))}, Tag::Tuple);  // the (receiver, name) self of the plain reference
    Value r = methodref_call(in, inner, a);
    return (r.is_int() || r.is(Tag::Float)) && !in.raising() ? r.marked(static_cast<std::uint8_t>(m[1] - '0')) : r;
  }
  if (m == "new") return in.call_sync(q, a);
  if (m == "__anew") return new_array(in, q, a, 0);  // int[]::new: q is the element's default
  if (m == "__aclone") {  // double[]::clone: a shallow copy
    if (a.empty() || !a[0].is(Tag::List)) return a.empty() ? Value::none() : a[0];
    return make_list(std::vector<Value>(a[0].as<ListObj>()->items));
  }
  if (!m.empty() && m[0] == '#')  // a method of the Class value itself (File.class::isInstance), not Type::method
    return call_method_by_name(in, q, std::string_view(m).substr(1), a);
  if (!m.empty() && m[0] == '.') {  // an instance method of the program's class: virtual dispatch
    if (a.empty()) return Value::none();
    return call_method_by_name(in, a[0], std::string_view(m).substr(1), std::span<const Value>(a.data() + 1, a.size() - 1));
  }
  if (q.is(Tag::Builtin) && q.as<BuiltinObj>()->fn == &holder_fn && q.as<BuiltinObj>()->self.is(Tag::Str)) {
    const std::string& h = q.as<BuiltinObj>()->self.as<StrObj>()->s;
    bool instance = (h == "String" && m != "valueOf" && m != "join" && m != "format") ||
                    m == "compareTo" || m == "intValue" || m == "doubleValue" || m == "longValue" ||
                    m == "equals" || m == "hashCode" || m == "compareToIgnoreCase" ||
                    ((h == "Enum" || h == "Object") && m != "valueOf") ||
                    h == "Collection" || h == "Iterable" || h == "CharSequence" || h == "Number" || h == "Class" ||
                    (h == "CompletableFuture" && m != "supplyAsync" && m != "runAsync" && m != "completedFuture" && m != "failedFuture" &&
                     m != "allOf" && m != "anyOf") ||
                    ((h == "BigDecimal" || h == "BigInteger") && m != "valueOf" && m != "probablePrime") ||
                    // collection types: every method but the static factories is an instance method
                    ((h == "List" || h == "Set" || h == "Map") && m != "of" && m != "copyOf" && m != "entry" && m != "ofEntries") ||
                    h == "ArrayList" || h == "LinkedList" || h == "ArrayDeque" || h == "HashMap" || h == "TreeMap" ||
                    h == "LinkedHashMap" || h == "HashSet" || h == "TreeSet" || h == "LinkedHashSet" || h == "StringBuilder" ||
                    h == "PriorityQueue" || h == "Stack" || h == "Matcher" || h == "MatchResult" ||
                    // the collection interfaces: Deque::stream, Queue::poll, Iterator::next, NavigableMap::firstKey
                    h == "Deque" || h == "Queue" || h == "SortedSet" || h == "NavigableSet" || h == "SortedMap" ||
                    h == "NavigableMap" || h == "Iterator" || h == "ListIterator" || h == "Vector" || h == "EnumMap" ||
                    h == "StringBuffer" ||
                    // Thread::getName, AtomicInteger::get: instance methods (Thread's statics are few)
                    (h == "Thread" && m != "currentThread" && m != "sleep" && m != "onSpinWait" && m != "yield" &&
                     m != "interrupted") ||
                    h == "AtomicInteger" || h == "AtomicLong" || h == "AtomicBoolean" || h == "AtomicReference" || h == "LongAdder" ||
                    (h == "Optional" && m != "of" && m != "ofNullable" && m != "empty") ||
                    (h == "EnumSet" && m != "of" && m != "noneOf" && m != "allOf" && m != "range" && m != "copyOf" &&
                     m != "complementOf") ||
                    (h == "Pattern" && m != "compile" && m != "matches" && m != "quote") ||
                    (h == "Map.Entry" && m != "comparingByKey" && m != "comparingByValue") ||
                    (is_time_class(h) && !is_time_factory(m));
    Value st = instance ? Value::undef() : load_attr_hook(in, q, in.intern(m));
    if (in.raising()) return Value::none();
    if (!st.is_undef() && !st.is_none()) return in.call_sync(st, a);
    if (a.empty()) return Value::none();
    return call_method_by_name(in, a[0], m, std::span<const Value>(a.data() + 1, a.size() - 1));
  }
  if (q.is(Tag::Class)) {
    bool defined = false;
    for (auto& c : q.as<ClassObj>()->mro) defined = defined || c.as<ClassObj>()->attrs.find(in.intern(m));
    // Enum::name, Object::toString, ...: a run-time library method of the first argument
    if (!defined && !a.empty() && a[0].is(Tag::Instance))
      return call_method_by_name(in, a[0], m, std::span<const Value>(a.data() + 1, a.size() - 1));
    Value f = in.ir_load_attr(q, in.intern(m));
    if (in.raising()) return Value::none();
    return in.call_sync(f, a);
  }
  return call_method_by_name(in, q, m, a);
}

Value cmp_fn(Vm& in, const Value& self, Args& a) {
  const Value& f = recv_of(self);
  const std::string& m = meth_of(self);
  if (a.size() < 2) return Value::integer(0);
  if (m == "reverse") return Value::integer(jcompare(in, a[1], a[0]));
  if (m == "natural") return Value::integer(jcompare(in, a[0], a[1]));
  if (m == "ci") {
    std::string x = jstr(in, a[0]), y = jstr(in, a[1]);
    for (auto& ch : x) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    for (auto& ch : y) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    int c = x.compare(y);
    return Value::integer(c < 0 ? -1 : c > 0 ? 1 : 0);
  }
  if (m == "zero") return Value::integer(0);
  if (m == "nullsFirst" || m == "nullsLast") {  // null before (after) everything, else the wrapped order
    bool na = a[0].is_none(), nb = a[1].is_none();
    if (na || nb) return Value::integer(na == nb ? 0 : (na == (m == "nullsFirst")) ? -1 : 1);
    if (f.is_none()) return Value::integer(0);
    return call2f(in, f, "compare", a[0], a[1]);
  }
  if (m == "bykey" || m == "byvalue") {
    std::size_t k = m == "bykey" ? 0 : 1;
    Value x = a[0].is(Tag::Tuple) ? a[0].as<ListObj>()->items[k] : a[0];
    Value y = a[1].is(Tag::Tuple) ? a[1].as<ListObj>()->items[k] : a[1];
    if (!f.is_none()) return call2f(in, f, "compare", x, y);
    return Value::integer(jcompare(in, x, y));
  }
  Value ka = call_method_by_name(in, f, "apply", std::span<const Value>(&a[0], 1));
  if (in.raising()) return Value::none();
  Value kb = call_method_by_name(in, f, "apply", std::span<const Value>(&a[1], 1));
  if (in.raising()) return Value::none();
  return Value::integer(jcompare(in, ka, kb));
}

Value list_of(Args& a) {
  if (a.size() == 1 && a[0].is(Tag::List)) return make_list(a[0].as<ListObj>()->items);
  return make_list(a);
}

/// Library classes whose static methods compute a value from their
/// arguments (no output, no containers holding them).
bool pure_static(std::string_view h) {
  static constexpr std::string_view kPure[] = {"Math", "StrictMath", "Integer", "Long", "Short", "Byte", "Double",
                                               "Float", "Boolean", "Character", "String", "Objects"};
  return std::find(std::begin(kPure), std::end(kPure), h) != std::end(kPure);
}

Value new_future(Vm& in, const Value& v, const Value& exc, bool done, bool wrap);
Value concurrent_static(Vm& in, const std::string& h, const std::string& m, Args& a);
// --- java.time: LocalDate, Period, DayOfWeek, Month, ChronoUnit -------------------------------
// A LocalDate is an instance holding its epoch day (__e), one object per day (interned) so that
// it is a HashMap key and `==` of equal dates holds; DayOfWeek, Month and ChronoUnit constants
// are interned enum-like instances (__ordinal, __name); a Period holds __y, __mo, __d.
namespace jt = java_time;
constexpr const char* kDow[] = {"MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"};
constexpr const char* kMonths[] = {"JANUARY", "FEBRUARY", "MARCH",     "APRIL",   "MAY",      "JUNE",
                                   "JULY",    "AUGUST",   "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER"};
constexpr const char* kUnits[] = {"NANOS",  "MICROS", "MILLIS",  "SECONDS",   "MINUTES",   "HOURS", "HALF_DAYS", "DAYS",
                                  "WEEKS",  "MONTHS", "YEARS",   "DECADES",   "CENTURIES", "MILLENNIA", "ERAS", "FOREVER"};
constexpr int kUnitDays = 7;  // ChronoUnit ordinals: DAYS and the date-based units after it
bool is_time_holder(std::string_view h) {
  return h == "LocalDate" || h == "DayOfWeek" || h == "Month" || h == "ChronoUnit" || h == "Period" || h == "Duration" ||
         h == "DateTimeFormatter" || h == "TemporalAdjusters" || h == "ChronoField" || h == "IsoFields" ||
         h == "YearMonth" || h == "LocalTime" || h == "LocalDateTime" || h == "Instant" || h == "ZoneOffset" || h == "ZoneId" ||
         h == "ZonedDateTime" || h == "OffsetDateTime";
}
Value time_class(Vm& in, const std::string& name) { return cached_runtime_class(in, "__jrt_time_" + name, name); }
const std::string& time_class_name(const Value& v) { return v.as<InstanceObj>()->klass()->name; }
std::int64_t time_field(Vm& in, const Value& v, const char* f) {
  Value* x = v.as<InstanceObj>()->fields.find(in.intern(f));
  return x && x->is_int() ? x->i() : 0;
}
bool is_time_of(Vm& in, const Value& v, std::string_view cls) {
  (void)in;
  return v.is(Tag::Instance) && kind_of(v) == Kind::Time && time_class_name(v) == cls;
}
constexpr std::int64_t kMaxEpochDay = 365241780471LL, kMinEpochDay = -365243219162LL;  // years +-999,999,999
Value make_date(Vm& in, std::int64_t e) {
  if (e < kMinEpochDay || e > kMaxEpochDay) {
    jthrow(in, "DateTimeException", "Invalid value for EpochDay (valid values -365243219162 - 365241780471): " + std::to_string(e));
    return Value::none();
  }
  std::string key = "__jdate:" + std::to_string(e);
  Value v = scope_get(in, key);
  if (v.is(Tag::Instance)) return v;
  auto* inst = new InstanceObj();
  inst->cls = time_class(in, "LocalDate");
  v = Value::object(inst);
  inst->fields.set(in.intern("__e"), Value::integer(e));
  scope_set(in, key, v);
  return v;
}
Value make_ymd(Vm& in, const jt::Ymd& c) { return make_date(in, jt::epoch_day(c)); }
Value time_enum(Vm& in, const char* cls, int ord) {
  std::string key = std::string("__jtenum:") + cls + ":" + std::to_string(ord);
  Value v = scope_get(in, key);
  if (v.is(Tag::Instance)) return v;
  auto* inst = new InstanceObj();
  inst->cls = time_class(in, cls);
  v = Value::object(inst);
  const char* name = std::string_view(cls) == "DayOfWeek" ? kDow[ord] : std::string_view(cls) == "Month" ? kMonths[ord] : kUnits[ord];
  inst->fields.set(in.intern("__ordinal"), Value::integer(ord));
  inst->fields.set(in.intern("__name"), make_str(name));
  scope_set(in, key, v);
  return v;
}
Value make_period(Vm& in, const jt::Period& p) {
  auto* inst = new InstanceObj();
  inst->cls = time_class(in, "Period");
  Value v = Value::object(inst);
  inst->fields.set(in.intern("__y"), Value::integer(p.years));
  inst->fields.set(in.intern("__mo"), Value::integer(p.months));
  inst->fields.set(in.intern("__d"), Value::integer(p.days));
  return v;
}
/// A YearMonth: its proleptic month (year * 12 + month - 1), one object per value (equal ones are
/// one set element); DateTimeException for a bad month.
Value make_year_month(Vm& in, std::int64_t y, std::int64_t m) {
  if (m < 1 || m > 12) {
    jthrow(in, "DateTimeException", "Invalid value for MonthOfYear (valid values 1 - 12): " + std::to_string(m));
    return Value::none();
  }
  if (y < -999999999 || y > 999999999) {
    jthrow(in, "DateTimeException", "Invalid value for Year (valid values -999999999 - 999999999): " + std::to_string(y));
    return Value::none();
  }
  std::string key = "__jym:" + std::to_string(y * 12 + m - 1);
  Value v = scope_get(in, key);
  if (v.is(Tag::Instance)) return v;
  auto* inst = new InstanceObj();
  inst->cls = time_class(in, "YearMonth");
  v = Value::object(inst);
  inst->fields.set(in.intern("__pm"), Value::integer(y * 12 + m - 1));
  scope_set(in, key, v);
  return v;
}
/// A Duration: seconds (__s) and nanoseconds (__n), as the JDK keeps it. One object per value
/// (as make_date), so equal durations are one HashSet element / TreeMap key.
Value make_duration(Vm& in, const jt::Dur& d) {
  std::string key = "__jdur:" + std::to_string(d.s) + ":" + std::to_string(d.n);
  Value v = scope_get(in, key);
  if (v.is(Tag::Instance)) return v;
  auto* inst = new InstanceObj();
  inst->cls = time_class(in, "Duration");
  v = Value::object(inst);
  inst->fields.set(in.intern("__s"), Value::integer(d.s));
  inst->fields.set(in.intern("__n"), Value::integer(d.n));
  scope_set(in, key, v);
  return v;
}
/// A LocalTime: its nanosecond of the day (__t); a LocalDateTime: a LocalDate's epoch day (__e)
/// and that. One object per value, as make_date (== of equal ones, HashMap keys).
Value make_local_time(Vm& in, std::int64_t nod) {
  std::string key = "__jlt:" + std::to_string(nod);
  Value v = scope_get(in, key);
  if (v.is(Tag::Instance)) return v;
  auto* inst = new InstanceObj();
  inst->cls = time_class(in, "LocalTime");
  v = Value::object(inst);
  inst->fields.set(in.intern("__t"), Value::integer(nod));
  scope_set(in, key, v);
  return v;
}
Value make_date_time(Vm& in, std::int64_t e, std::int64_t nod) {
  e += jt::floor_div(nod, jt::kNanosPerDay);
  nod = jt::floor_mod(nod, jt::kNanosPerDay);
  if (e < kMinEpochDay || e > kMaxEpochDay) return make_date(in, e);  // (its DateTimeException)
  std::string key = "__jldt:" + std::to_string(e) + ":" + std::to_string(nod);
  Value v = scope_get(in, key);
  if (v.is(Tag::Instance)) return v;
  auto* inst = new InstanceObj();
  inst->cls = time_class(in, "LocalDateTime");
  v = Value::object(inst);
  inst->fields.set(in.intern("__e"), Value::integer(e));
  inst->fields.set(in.intern("__t"), Value::integer(nod));
  scope_set(in, key, v);
  return v;
}
/// LocalTime.of(h, m[, s[, n]]) with the JDK's range messages
Value local_time_of(Vm& in, std::int64_t h, std::int64_t m, std::int64_t sec, std::int64_t n) {
  if (std::string err = jt::time_range_error(h, m, sec, n); !err.empty()) {
    jthrow(in, "DateTimeException", err);
    return Value::none();
  }
  return make_local_time(in, ((h * 60 + m) * 60 + sec) * 1000000000LL + n);
}
jt::Dur duration_of(Vm& in, const Value& v) { return {time_field(in, v, "__s"), static_cast<std::int32_t>(time_field(in, v, "__n"))}; }
/// A Duration from nanoseconds, or ArithmeticException past Duration's range (seconds in a long).
Value duration_nanos(Vm& in, jt::Wide total) {
  jt::Wide s = total / jt::kNanosPerSecond - (total % jt::kNanosPerSecond < 0);
  if (s > std::numeric_limits<std::int64_t>::max() || s < std::numeric_limits<std::int64_t>::min()) {
    jthrow(in, "ArithmeticException", "long overflow");
    return Value::none();
  }
  return make_duration(in, jt::dur_of_nanos(total));
}
/// Nanoseconds of a time-based ChronoUnit ordinal (NANOS .. DAYS); 0 for an estimated one.
jt::Wide unit_nanos(int ord) {
  static constexpr std::int64_t k[] = {1, 1000, 1000000, 1000000000, 60000000000LL, 3600000000000LL, 43200000000000LL, 86400000000000LL};
  return ord >= 0 && ord <= kUnitDays ? k[ord] : 0;
}
jt::Period period_of(Vm& in, const Value& v) { return {time_field(in, v, "__y"), time_field(in, v, "__mo"), time_field(in, v, "__d")}; }
jt::Ymd ymd_of(Vm& in, const Value& v) { return jt::civil(time_field(in, v, "__e")); }
std::string capitalized(std::string_view name) {  // DAYS -> Days, HALF_DAYS -> HalfDays
  std::string s;
  bool up = true;
  for (char c : name) {
    if (c == '_') {
      up = true;
      continue;
    }
    s += up ? c : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    up = false;
  }
  return s;
}

/// get/getLong/with of a ChronoField on a LocalTime or LocalDate: throws the
/// JDK's UnsupportedTemporalTypeException (a field the type lacks, with() without
/// a value, get() of a field only getLong() reads) and says so.
bool field_access_rejected(Vm& in, std::string_view m, std::string_view f, bool supported, std::size_t nargs) {
  if (!supported || (m == "with" && nargs < 2)) {
    jthrow(in, "UnsupportedTemporalTypeException", "Unsupported field: " + capitalized(f));
    return true;
  }
  if (m == "get" && jt::long_only_field(f)) {
    jthrow(in, "UnsupportedTemporalTypeException", "Invalid field '" + capitalized(f) + "' for get() method, use getLong() instead");
    return true;
  }
  return false;
}
std::string zoned_str(Vm& in, const Value& v);
Value zoned_static(Vm& in, const std::string& h, const std::string& m, Args& a);
Value zoned_member(Vm& in, const std::string& h, const std::string& f);
Value make_instant(Vm& in, jt::Wide nanos);
Value ldt_of_instant(Vm& in, jt::Wide n, const Value& z);
Value zoned_at(Vm& in, const char* cls, jt::Wide n, const Value& z);
Value zoned_method(Vm& in, const Value& v, const std::string& cn, const std::string& m, Args& a);
jt::Wide epoch_nanos(Vm& in, const Value& v);
std::int64_t zone_offset(Vm& in, const Value& z);
bool is_zone(Vm& in, const Value& v);
std::string time_str(Vm& in, const Value& v) {
  const std::string& cn = time_class_name(v);
  if (cn == "Instant" || cn == "ZonedDateTime" || cn == "OffsetDateTime" || cn == "ZoneOffset" || cn == "ZoneId") return zoned_str(in, v);
  if (cn == "LocalDate") return jt::date_str(ymd_of(in, v));
  if (cn == "Period") return jt::period_str(period_of(in, v));
  if (cn == "Duration") return jt::dur_str(duration_of(in, v));
  if (cn == "YearMonth") return jt::year_month_str(time_field(in, v, "__pm"));
  if (cn == "LocalTime") return jt::time_of_day_str(time_field(in, v, "__t"));
  if (cn == "LocalDateTime") return jt::date_str(jt::civil(time_field(in, v, "__e"))) + "T" + jt::time_of_day_str(time_field(in, v, "__t"));
  Value* n = v.as<InstanceObj>()->fields.find(in.intern("__name"));
  std::string name = n && n->is(Tag::Str) ? n->as<StrObj>()->s : "";
  if (cn == "TemporalAdjuster") return "java.time.temporal.TemporalAdjusters$$Lambda";  // (the JDK prints a lambda's identity)
  return cn == "ChronoUnit" || cn == "TemporalField" ? capitalized(name) : name;  // the unit's / field's display name
}
std::int32_t time_hash(Vm& in, const Value& v) {
  const std::string& cn = time_class_name(v);
  if (cn == "Instant") {  // ((int) (seconds ^ (seconds >>> 32))) + 51 * nanos
    auto u = static_cast<std::uint64_t>(time_field(in, v, "__s"));
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(u ^ (u >> 32)) + 51u * static_cast<std::uint32_t>(time_field(in, v, "__n")));
  }
  if (cn == "LocalDate") {
    jt::Ymd c = ymd_of(in, v);
    auto y = static_cast<std::uint32_t>(c.y);
    return static_cast<std::int32_t>((y & 0xFFFFF800u) ^ ((y << 11) + (static_cast<std::uint32_t>(c.m) << 6) + static_cast<std::uint32_t>(c.d)));
  }
  if (cn == "LocalTime" || cn == "LocalDateTime") {  // Long.hashCode(toNanoOfDay()), ^ the date's hash
    auto u = static_cast<std::uint64_t>(time_field(in, v, "__t"));
    auto h = static_cast<std::uint32_t>(u ^ (u >> 32));
    if (cn == "LocalTime") return static_cast<std::int32_t>(h);
    return static_cast<std::int32_t>(h ^ static_cast<std::uint32_t>(time_hash(in, make_date(in, time_field(in, v, "__e")))));
  }
  if (cn == "YearMonth") {  // year ^ (month << 27)
    std::int64_t pm = time_field(in, v, "__pm");
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(jt::floor_div(pm, 12)) ^ (static_cast<std::uint32_t>(jt::floor_mod(pm, 12) + 1) << 27));
  }
  if (cn == "Period") {
    jt::Period p = period_of(in, v);
    auto rot = [](std::uint32_t x, int s) { return (x << s) | (x >> (32 - s)); };
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(p.years) + rot(static_cast<std::uint32_t>(p.months), 8) +
                                      rot(static_cast<std::uint32_t>(p.days), 16));
  }
  if (cn == "Duration") {  // ((int) (seconds ^ (seconds >>> 32))) + 51 * nanos
    jt::Dur d = duration_of(in, v);
    auto u = static_cast<std::uint64_t>(d.s);
    return static_cast<std::int32_t>(static_cast<std::uint32_t>(u ^ (u >> 32)) + 51u * static_cast<std::uint32_t>(d.n));
  }
  return static_cast<std::int32_t>(time_field(in, v, "__ordinal") * 31 + 7);  // (Java's enums hash by identity)
}
std::int64_t time_int(const Args& a, std::size_t k) { return k < a.size() && a[k].is_int() ? a[k].i() : 0; }
/// LocalDate.of's checks, with the JDK's messages
bool check_date(Vm& in, std::int64_t y, std::int64_t m, std::int64_t d) {
  if (y < -999999999 || y > 999999999) {
    jthrow(in, "DateTimeException", "Invalid value for Year (valid values -999999999 - 999999999): " + std::to_string(y));
    return false;
  }
  if (m < 1 || m > 12) {
    jthrow(in, "DateTimeException", "Invalid value for MonthOfYear (valid values 1 - 12): " + std::to_string(m));
    return false;
  }
  if (d < 1 || d > 31) {
    jthrow(in, "DateTimeException", "Invalid value for DayOfMonth (valid values 1 - 28/31): " + std::to_string(d));
    return false;
  }
  if (d > jt::month_length(y, static_cast<int>(m))) {
    if (m == 2 && d == 29)
      jthrow(in, "DateTimeException", "Invalid date 'February 29' as '" + std::to_string(y) + "' is not a leap year");
    else
      jthrow(in, "DateTimeException", "Invalid date '" + std::string(kMonths[m - 1]) + " " + std::to_string(d) + "'");
    return false;
  }
  return true;
}
Value date_of(Vm& in, std::int64_t y, std::int64_t m, std::int64_t d) {
  if (!check_date(in, y, m, d)) return Value::none();
  return make_ymd(in, {y, static_cast<int>(m), static_cast<int>(d)});
}
/// date + n units (LocalDate.plus(n, unit)); none after a throw
Value date_plus(Vm& in, const Value& date, std::int64_t n, int unit) {
  jt::Ymd c = ymd_of(in, date);
  std::int64_t e = time_field(in, date, "__e");
  switch (unit) {
    case kUnitDays: return make_date(in, e + n);
    case kUnitDays + 1: return make_date(in, e + n * 7);
    case kUnitDays + 2: return make_ymd(in, jt::plus_months(c, n));
    case kUnitDays + 3: return make_ymd(in, jt::plus_months(c, n * 12));
    case kUnitDays + 4: return make_ymd(in, jt::plus_months(c, n * 120));
    case kUnitDays + 5: return make_ymd(in, jt::plus_months(c, n * 1200));
    case kUnitDays + 6: return make_ymd(in, jt::plus_months(c, n * 12000));
    default: break;
  }
  jthrow(in, "UnsupportedTemporalTypeException", "Unsupported unit: " + capitalized(kUnits[std::clamp(unit, 0, 15)]));
  return Value::none();
}
/// start.until(end, unit) (ChronoUnit.between(start, end))
Value date_until(Vm& in, const Value& s, const Value& e, int unit) {
  if (is_time_of(in, s, "YearMonth") && is_time_of(in, e, "YearMonth")) {  // whole months between, then the longer units
    std::int64_t months = time_field(in, e, "__pm") - time_field(in, s, "__pm");
    static constexpr std::int64_t kPer[] = {1, 12, 120, 1200, 12000};
    if (unit >= kUnitDays + 2 && unit <= kUnitDays + 6) return Value::integer(months / kPer[unit - kUnitDays - 2]);
    jthrow(in, "UnsupportedTemporalTypeException", "Unsupported unit: " + capitalized(kUnits[std::clamp(unit, 0, 15)]));
    return Value::none();
  }
  if (!is_time_of(in, s, "LocalDate") || !is_time_of(in, e, "LocalDate")) {
    jthrow(in, "DateTimeException", "Unable to obtain LocalDate");
    return Value::none();
  }
  std::int64_t days = time_field(in, e, "__e") - time_field(in, s, "__e");
  std::int64_t months = jt::months_until(ymd_of(in, s), ymd_of(in, e));
  switch (unit) {
    case kUnitDays: return Value::integer(days);
    case kUnitDays + 1: return Value::integer(days / 7);
    case kUnitDays + 2: return Value::integer(months);
    case kUnitDays + 3: return Value::integer(months / 12);
    case kUnitDays + 4: return Value::integer(months / 120);
    case kUnitDays + 5: return Value::integer(months / 1200);
    case kUnitDays + 6: return Value::integer(months / 12000);
    default: break;
  }
  jthrow(in, "UnsupportedTemporalTypeException", "Unsupported unit: " + capitalized(kUnits[std::clamp(unit, 0, 15)]));
  return Value::none();
}
int unit_of(Vm& in, const Args& a, std::size_t k) {
  return k < a.size() && is_time_of(in, a[k], "ChronoUnit") ? static_cast<int>(time_field(in, a[k], "__ordinal")) : -1;
}
/// period added to a date (Period.addTo: the months as one step when there are years and months)
Value date_plus_period(Vm& in, const Value& date, const jt::Period& p, int sign) {
  jt::Ymd c = ymd_of(in, date);
  std::int64_t months = (p.years * 12 + p.months) * sign;
  if (months != 0) c = jt::plus_months(c, months);
  return make_date(in, jt::epoch_day(c) + p.days * sign);
}
Value time_values(Vm& in, const char* cls, int n) {
  std::vector<Value> out;
  for (int i = 0; i < n; ++i) out.push_back(time_enum(in, cls, i));
  return make_list(std::move(out));
}
Value time_value_of(Vm& in, const std::string& h, const Args& a) {
  std::string name = !a.empty() && a[0].is(Tag::Str) ? a[0].as<StrObj>()->s : "";
  const char* const* names = h == "DayOfWeek" ? kDow : h == "Month" ? kMonths : kUnits;
  int n = h == "DayOfWeek" ? 7 : h == "Month" ? 12 : 16;
  for (int i = 0; i < n; ++i)
    if (name == names[i]) return time_enum(in, h == "DayOfWeek" ? "DayOfWeek" : h == "Month" ? "Month" : "ChronoUnit", i);
  jthrow(in, "IllegalArgumentException", "No enum constant java.time." + std::string(h == "ChronoUnit" ? "temporal." : "") + h + "." + name);
  return Value::none();
}
/// LocalDate.of/parse/ofEpochDay/ofYearDay, DayOfWeek.of, Month.of, Period.of..., X.values()/valueOf()
Value make_formatter(Vm& in, const std::string& pattern);
Value time_static(Vm& in, const std::string& h, const std::string& m, Args& a) {
  if (h == "Instant" || h == "ZoneOffset" || h == "ZoneId" || h == "ZonedDateTime" || h == "OffsetDateTime") return zoned_static(in, h, m, a);
  if ((h == "LocalDateTime" || h == "LocalDate") && m == "ofInstant" && a.size() == 2 && is_time_of(in, a[0], "Instant")) {
    Value ldt = ldt_of_instant(in, epoch_nanos(in, a[0]), a[1]);
    return h == "LocalDate" && !ldt.is_none() ? make_date(in, time_field(in, ldt, "__e")) : ldt;
  }
  if (h == "LocalDateTime" && m == "ofEpochSecond" && a.size() == 3)
    return ldt_of_instant(in, static_cast<jt::Wide>(time_int(a, 0)) * jt::kNanosPerSecond + time_int(a, 1), a[2]);
  if (h == "Duration" && m == "between" && a.size() == 2) {  // two instants (Instant, ZonedDateTime, OffsetDateTime)
    auto instant_like = [&](const Value& x) {
      return is_time_of(in, x, "Instant") || is_time_of(in, x, "ZonedDateTime") || is_time_of(in, x, "OffsetDateTime");
    };
    if (instant_like(a[0]) && instant_like(a[1])) return duration_nanos(in, epoch_nanos(in, a[1]) - epoch_nanos(in, a[0]));
  }
  if (h == "LocalTime" || h == "LocalDateTime") {
    bool ldt = h == "LocalDateTime";
    auto parse_error = [&](const std::string& msg, std::size_t at) {
      jthrow(in, "DateTimeParseException", msg, {{"__parsed", a[0]}, {"__errindex", Value::integer(static_cast<std::int64_t>(at))}});
      return Value::none();
    };
    if (!ldt && m == "of" && a.size() >= 2) return local_time_of(in, time_int(a, 0), time_int(a, 1), time_int(a, 2), time_int(a, 3));
    if (!ldt && (m == "ofSecondOfDay" || m == "ofNanoOfDay")) {
      std::int64_t n = time_int(a, 0), top = m == "ofSecondOfDay" ? 86399 : jt::kNanosPerDay - 1;
      if (n < 0 || n > top) {
        jthrow(in, "DateTimeException", std::string("Invalid value for ") + (m == "ofSecondOfDay" ? "SecondOfDay (valid values 0 - 86399): " : "NanoOfDay (valid values 0 - 86399999999999): ") + std::to_string(n));
        return Value::none();
      }
      return make_local_time(in, m == "ofSecondOfDay" ? n * 1000000000LL : n);
    }
    if (ldt && m == "of" && a.size() == 2 && is_time_of(in, a[0], "LocalDate") && is_time_of(in, a[1], "LocalTime"))
      return make_date_time(in, time_field(in, a[0], "__e"), time_field(in, a[1], "__t"));
    if (ldt && m == "of" && a.size() >= 5) {
      std::int64_t mo = is_time_of(in, a[1], "Month") ? time_field(in, a[1], "__ordinal") + 1 : time_int(a, 1);
      Value d = date_of(in, time_int(a, 0), mo, time_int(a, 2));
      if (d.is_none()) return d;
      Value t = local_time_of(in, time_int(a, 3), time_int(a, 4), time_int(a, 5), time_int(a, 6));
      if (t.is_none()) return t;
      return make_date_time(in, time_field(in, d, "__e"), time_field(in, t, "__t"));
    }
    if (m == "parse" && a.size() == 2 && a[0].is(Tag::Str) && is_time_of(in, a[1], "DateTimeFormatter")) {
      Value* pat = a[1].as<InstanceObj>()->fields.find(in.intern("__pat"));
      jt::ParseResult r = jt::parse_date_pattern(a[0].as<StrObj>()->s, pat && pat->is(Tag::Str) ? pat->as<StrObj>()->s : "",
                                                 ldt ? jt::kNeedDate | jt::kNeedTime : jt::kNeedTime);
      if (!r.ok) return parse_error(r.message, r.index);
      return ldt ? make_date_time(in, jt::epoch_day(r.date), r.nod) : make_local_time(in, r.nod);
    }
    if (m == "parse" && !a.empty() && a[0].is(Tag::Str)) {
      const std::string& text = a[0].as<StrObj>()->s;
      std::size_t i = 0;
      std::int64_t e = 0;
      if (ldt) {  // ISO_LOCAL_DATE 'T' ISO_LOCAL_TIME
        std::size_t t = text.find('T'), at = 0;
        bool trailing = false;
        auto c = jt::parse_date(text.substr(0, t), &at, &trailing);
        if (!c) return parse_error("Text '" + text + "' could not be parsed at index " + std::to_string(at), at);
        if (t == std::string::npos) return parse_error("Text '" + text + "' could not be parsed at index " + std::to_string(text.size()), text.size());
        Value d = date_of(in, c->y, c->m, c->d);
        if (d.is_none()) return d;
        e = time_field(in, d, "__e");
        i = t + 1;
      }
      std::string range;
      std::optional<std::int64_t> nod = jt::parse_time_at(text, i, &range);
      if (!nod && !range.empty()) return parse_error("Text '" + text + "' could not be parsed: " + range, 0);
      if (!nod) return parse_error("Text '" + text + "' could not be parsed at index " + std::to_string(i), i);
      if (i != text.size()) return parse_error("Text '" + text + "' could not be parsed, unparsed text found at index " + std::to_string(i), i);
      return ldt ? make_date_time(in, e, *nod) : make_local_time(in, *nod);
    }
  }
  if (h == "Duration" && m == "between" && a.size() == 2 &&
      ((is_time_of(in, a[0], "LocalTime") && (is_time_of(in, a[1], "LocalTime") || is_time_of(in, a[1], "LocalDateTime"))) ||
       (is_time_of(in, a[0], "LocalDateTime") && is_time_of(in, a[1], "LocalDateTime")))) {
    bool dated = is_time_of(in, a[0], "LocalDateTime");  // (a LocalTime start takes the end's time of day)
    jt::Wide days = dated ? time_field(in, a[1], "__e") - time_field(in, a[0], "__e") : 0;
    return duration_nanos(in, days * jt::kNanosPerDay + time_field(in, a[1], "__t") - time_field(in, a[0], "__t"));
  }
  if (h == "YearMonth") {
    if (m == "of" && a.size() == 2) {
      std::int64_t mo = is_time_of(in, a[1], "Month") ? time_field(in, a[1], "__ordinal") + 1 : time_int(a, 1);
      return make_year_month(in, time_int(a, 0), mo);
    }
    if (m == "from" && is_time_of(in, a.empty() ? Value::none() : a[0], "LocalDate")) {
      jt::Ymd c = ymd_of(in, a[0]);
      return make_year_month(in, c.y, c.m);
    }
    if (m == "parse" && a.size() == 1 && a[0].is(Tag::Str)) {
      const std::string& t = a[0].as<StrObj>()->s;
      std::size_t err = 0;
      std::string why;
      if (std::optional<std::int64_t> pm = jt::parse_year_month(t, &err, &why)) return make_year_month(in, jt::floor_div(*pm, 12), jt::floor_mod(*pm, 12) + 1);
      jthrow(in, "DateTimeParseException", "Text '" + t + "' could not be parsed" + why,
             {{"__parsed", a[0]}, {"__errindex", Value::integer(static_cast<std::int64_t>(err))}});
      return Value::none();
    }
  }
  if (h == "TemporalAdjusters") {  // an adjuster: its factory's name and arguments, applied by LocalDate.with
    auto* inst = new InstanceObj();
    inst->cls = time_class(in, "TemporalAdjuster");
    Value v = Value::object(inst);
    inst->fields.set(in.intern("__name"), make_str(m));
    for (const Value& x : a) {
      if (is_time_of(in, x, "DayOfWeek")) inst->fields.set(in.intern("__dow"), Value::integer(time_field(in, x, "__ordinal") + 1));
      else if (x.is_int()) inst->fields.set(in.intern("__n"), x);
      else inst->fields.set(in.intern("__fn"), x);  // ofDateAdjuster's function
    }
    return v;
  }
  if (h == "DateTimeFormatter" && m == "ofPattern" && !a.empty()) {  // (pattern[, locale]): English names
    std::string pat = jstr(in, a[0]), err = jt::check_pattern(pat);
    if (!err.empty()) {
      jthrow(in, "IllegalArgumentException", err);
      return Value::none();
    }
    return make_formatter(in, pat);
  }
  if (m == "values") return time_values(in, h == "DayOfWeek" ? "DayOfWeek" : h == "Month" ? "Month" : "ChronoUnit", h == "DayOfWeek" ? 7 : h == "Month" ? 12 : 16);
  if (m == "valueOf" && h != "Period" && h != "LocalDate") return time_value_of(in, h, a);
  if (h == "LocalDate") {
    if (m == "of" && a.size() == 3) {
      std::int64_t mo = is_time_of(in, a[1], "Month") ? time_field(in, a[1], "__ordinal") + 1 : time_int(a, 1);
      return date_of(in, time_int(a, 0), mo, time_int(a, 2));
    }
    if (m == "ofEpochDay") return make_date(in, time_int(a, 0));
    if (m == "ofYearDay") {
      std::int64_t y = time_int(a, 0), d = time_int(a, 1);
      if (d < 1 || d > (jt::is_leap(y) ? 366 : 365)) {
        jthrow(in, "DateTimeException", d == 366 ? "Invalid date 'DayOfYear 366' as '" + std::to_string(y) + "' is not a leap year"
                                                 : "Invalid value for DayOfYear (valid values 1 - 365/366): " + std::to_string(d));
        return Value::none();
      }
      return make_date(in, jt::epoch_day({y, 1, 1}) + d - 1);
    }
    if (m == "parse" && a.size() == 2 && a[0].is(Tag::Str) && is_time_of(in, a[1], "DateTimeFormatter")) {  // (text, formatter)
      Value* pat = a[1].as<InstanceObj>()->fields.find(in.intern("__pat"));
      jt::ParseResult r = jt::parse_date_pattern(a[0].as<StrObj>()->s, pat && pat->is(Tag::Str) ? pat->as<StrObj>()->s : "");
      if (!r.ok) {
        jthrow(in, "DateTimeParseException", r.message,
               {{"__parsed", a[0]}, {"__errindex", Value::integer(static_cast<std::int64_t>(r.index))}});
        return Value::none();
      }
      return make_ymd(in, r.date);
    }
    if (m == "parse" && !a.empty() && a[0].is(Tag::Str)) {
      const std::string& s = a[0].as<StrObj>()->s;
      std::size_t at = 0;
      bool trailing = false;
      auto c = jt::parse_date(s, &at, &trailing);
      if (!c) {
        jthrow(in, "DateTimeParseException",
               trailing ? "Text '" + s + "' could not be parsed, unparsed text found at index " + std::to_string(at)
                        : "Text '" + s + "' could not be parsed at index " + std::to_string(at),
               {{"__parsed", a[0]}, {"__errindex", Value::integer(static_cast<std::int64_t>(at))}});
        return Value::none();
      }
      if (c->m < 1 || c->m > 12 || c->d < 1 || c->d > 31) {
        jthrow(in, "DateTimeParseException", "Text '" + s + "' could not be parsed: Invalid value for " +
                                                 (c->m < 1 || c->m > 12 ? "MonthOfYear (valid values 1 - 12): " + std::to_string(c->m)
                                                                        : "DayOfMonth (valid values 1 - 28/31): " + std::to_string(c->d)),
               {{"__parsed", a[0]}, {"__errindex", Value::integer(0)}});
        return Value::none();
      }
      if (c->d > jt::month_length(c->y, c->m)) {
        std::string why = c->m == 2 && c->d == 29 ? "Invalid date 'February 29' as '" + std::to_string(c->y) + "' is not a leap year"
                                                  : "Invalid date '" + std::string(kMonths[c->m - 1]) + " " + std::to_string(c->d) + "'";
        jthrow(in, "DateTimeParseException", "Text '" + s + "' could not be parsed: " + why,
               {{"__parsed", a[0]}, {"__errindex", Value::integer(0)}});
        return Value::none();
      }
      return make_ymd(in, *c);
    }
  }
  if ((h == "DayOfWeek" || h == "Month") && m == "of") {
    std::int64_t n = time_int(a, 0), top = h == "DayOfWeek" ? 7 : 12;
    if (n < 1 || n > top) {
      jthrow(in, "DateTimeException", "Invalid value for " + std::string(h == "DayOfWeek" ? "DayOfWeek: " : "MonthOfYear: ") + std::to_string(n));
      return Value::none();
    }
    return time_enum(in, h == "DayOfWeek" ? "DayOfWeek" : "Month", static_cast<int>(n - 1));
  }
  if (h == "Duration") {
    const jt::Wide sec = jt::kNanosPerSecond;
    jt::Wide n = time_int(a, 0);
    if (m == "ofDays") return duration_nanos(in, n * 86400 * sec);
    if (m == "ofHours") return duration_nanos(in, n * 3600 * sec);
    if (m == "ofMinutes") return duration_nanos(in, n * 60 * sec);
    if (m == "ofSeconds") return duration_nanos(in, n * sec + time_int(a, 1));
    if (m == "ofMillis") return duration_nanos(in, n * 1000000);
    if (m == "ofNanos") return duration_nanos(in, n);
    if (m == "of" && a.size() == 2 && is_time_of(in, a[1], "ChronoUnit")) {
      int ord = static_cast<int>(time_field(in, a[1], "__ordinal"));
      if (!unit_nanos(ord)) {
        jthrow(in, "UnsupportedTemporalTypeException", "Unit must not have an estimated duration");
        return Value::none();
      }
      return duration_nanos(in, n * unit_nanos(ord));
    }
    if (m == "between" && a.size() == 2 && is_time_of(in, a[0], "LocalDate")) {
      jthrow(in, "UnsupportedTemporalTypeException", "Unsupported unit: Seconds");
      return Value::none();
    }
    if (m == "parse" && !a.empty()) {
      std::string text = jstr(in, a[0]);
      if (auto d = jt::dur_parse(text)) return make_duration(in, *d);
      jthrow(in, "DateTimeParseException", "Text cannot be parsed to a Duration");
      return Value::none();
    }
  }
  if (h == "Period") {
    if (m == "of") return make_period(in, {time_int(a, 0), time_int(a, 1), time_int(a, 2)});
    if (m == "ofDays") return make_period(in, {0, 0, time_int(a, 0)});
    if (m == "ofWeeks") return make_period(in, {0, 0, time_int(a, 0) * 7});
    if (m == "ofMonths") return make_period(in, {0, time_int(a, 0), 0});
    if (m == "ofYears") return make_period(in, {time_int(a, 0), 0, 0});
    if (m == "between" && a.size() == 2 && is_time_of(in, a[0], "LocalDate") && is_time_of(in, a[1], "LocalDate"))
      return make_period(in, jt::period_between(ymd_of(in, a[0]), ymd_of(in, a[1])));
  }
  in.raise("AttributeError", h + " has no static method " + m);
  return Value::none();
}
/// A DateTimeFormatter: its pattern (__pat), checked by ofPattern.
Value make_formatter(Vm& in, const std::string& pattern) {
  auto* inst = new InstanceObj();
  inst->cls = time_class(in, "DateTimeFormatter");
  Value v = Value::object(inst);
  inst->fields.set(in.intern("__pat"), make_str(pattern));
  return v;
}
/// formatter.format(date) / date.format(formatter)
Value format_with(Vm& in, const Value& fmt, const Value& date) {
  bool has_date = is_time_of(in, date, "LocalDate") || is_time_of(in, date, "LocalDateTime");
  bool has_time = is_time_of(in, date, "LocalTime") || is_time_of(in, date, "LocalDateTime");
  if (!is_time_of(in, fmt, "DateTimeFormatter") || !(has_date || has_time)) {
    jthrow(in, "NullPointerException", fmt.is_none() ? "formatter" : "temporal");
    return Value::none();
  }
  Value* p = fmt.as<InstanceObj>()->fields.find(in.intern("__pat"));
  std::string pat = p && p->is(Tag::Str) ? p->as<StrObj>()->s : "";
  if (!pat.empty() && pat[0] == '\x01') {  // ISO_LOCAL_TIME / ISO_LOCAL_DATE_TIME: toString's form
    bool want_date = pat == "\x01ISO_LOCAL_DATE_TIME";
    if (!has_time || (want_date && !has_date)) {
      jthrow(in, "UnsupportedTemporalTypeException", !has_time ? "Unsupported field: HourOfDay" : "Unsupported field: Year");
      return Value::none();
    }
    std::string t = jt::time_of_day_str(time_field(in, date, "__t"));
    return make_str(want_date ? jt::date_str(jt::civil(time_field(in, date, "__e"))) + "T" + t : t);
  }
  jt::Ymd ymd = jt::civil(time_field(in, date, "__e"));
  std::optional<std::int64_t> nod;
  if (has_time) nod = time_field(in, date, "__t");
  jt::FormatResult r = jt::format_temporal(has_date ? &ymd : nullptr, nod, pat);
  if (r.error != jt::FormatError::kNone) {
    jthrow(in, "UnsupportedTemporalTypeException", r.text);
    return Value::none();
  }
  return make_str(r.text);
}
/// ChronoField.X / IsoFields.X: one value per field name (== works), printed as its display name.
Value temporal_field(Vm& in, const std::string& f) {
  std::string key = "__jtfield:" + f;
  Value v = scope_get(in, key);
  if (v.is(Tag::Instance)) return v;
  auto* inst = new InstanceObj();
  inst->cls = time_class(in, "TemporalField");
  v = Value::object(inst);
  inst->fields.set(in.intern("__name"), make_str(f));
  scope_set(in, key, v);
  return v;
}
Value time_member(Vm& in, const std::string& h, const std::string& f) {
  if (h == "ZoneOffset" || h == "Instant") return zoned_member(in, h, f);
  if ((h == "ChronoField" || h == "IsoFields") && !f.empty() && std::isupper(static_cast<unsigned char>(f[0]))) return temporal_field(in, f);
  if (h == "LocalDate") {
    if (f == "EPOCH") return make_date(in, 0);
    if (f == "MIN") return make_date(in, kMinEpochDay);
    if (f == "MAX") return make_date(in, kMaxEpochDay);
  }
  if (h == "LocalTime" && (f == "MIDNIGHT" || f == "MIN")) return make_local_time(in, 0);
  if (h == "LocalTime" && f == "NOON") return make_local_time(in, jt::kNanosPerDay / 2);
  if (h == "LocalTime" && f == "MAX") return make_local_time(in, jt::kNanosPerDay - 1);
  if (h == "DateTimeFormatter" && f == "ISO_LOCAL_TIME") return make_formatter(in, "\x01ISO_LOCAL_TIME");
  if (h == "DateTimeFormatter" && f == "ISO_LOCAL_DATE_TIME") return make_formatter(in, "\x01ISO_LOCAL_DATE_TIME");
  if (h == "Period" && f == "ZERO") return make_period(in, {});
  if (h == "Duration" && f == "ZERO") return make_duration(in, {});
  if (h == "DateTimeFormatter" && (f == "ISO_LOCAL_DATE" || f == "ISO_DATE")) return make_formatter(in, "uuuu-MM-dd");
  if (h == "DateTimeFormatter" && f == "BASIC_ISO_DATE") return make_formatter(in, "uuuuMMdd");
  const char* const* names = h == "DayOfWeek" ? kDow : h == "Month" ? kMonths : h == "ChronoUnit" ? kUnits : nullptr;
  int n = h == "DayOfWeek" ? 7 : h == "Month" ? 12 : 16;
  for (int i = 0; names && i < n; ++i)
    if (f == names[i]) return time_enum(in, h == "DayOfWeek" ? "DayOfWeek" : h == "Month" ? "Month" : "ChronoUnit", i);
  return Value::undef();
}
/// String.format's %t conversions of a LocalDate, LocalTime or LocalDateTime (the fields it has;
/// another, or a zone's, throws as the JDK)
bool date_conversion(Vm& in, const Value& v, char conv, std::string& out) {
  bool date = is_time_of(in, v, "LocalDate") || is_time_of(in, v, "LocalDateTime");
  bool time = is_time_of(in, v, "LocalTime") || is_time_of(in, v, "LocalDateTime");
  char buf[64];
  auto two = [&](std::int64_t x) {
    std::snprintf(buf, sizeof buf, "%02lld", static_cast<long long>(x));
    return std::string(buf);
  };
  if (time && std::strchr("HIklMSLNpRTr", conv)) {
    std::int64_t t = time_field(in, v, "__t"), secs = t / 1000000000, h = secs / 3600, mi = secs / 60 % 60, se = secs % 60;
    std::int64_t h12 = h % 12 == 0 ? 12 : h % 12;
    switch (conv) {
      case 'H': out = two(h); return true;
      case 'I': out = two(h12); return true;
      case 'k': out = std::to_string(h); return true;
      case 'l': out = std::to_string(h12); return true;
      case 'M': out = two(mi); return true;
      case 'S': out = two(se); return true;
      case 'L': std::snprintf(buf, sizeof buf, "%03lld", static_cast<long long>(t % 1000000000 / 1000000)); out = buf; return true;
      case 'N': std::snprintf(buf, sizeof buf, "%09lld", static_cast<long long>(t % 1000000000)); out = buf; return true;
      case 'p': out = h < 12 ? "am" : "pm"; return true;
      case 'R': out = two(h) + ":" + two(mi); return true;
      case 'T': out = two(h) + ":" + two(mi) + ":" + two(se); return true;
      default: out = two(h12) + ":" + two(mi) + ":" + two(se) + (h < 12 ? " AM" : " PM"); return true;  // 'r'
    }
  }
  if (!date || !std::strchr("YyCmdejBbhAaDF", conv)) {
    char shown = conv == 'c' ? 'Z' : conv;  // (%tc reads the zone first)
    jthrow(in, "IllegalFormatConversionException", std::string(1, shown) + " != java.time." + time_class_name(v));
    return false;
  }
  jt::Ymd c = ymd_of(in, v);
  std::string month = capitalized(kMonths[c.m - 1]), day = capitalized(kDow[jt::day_of_week(time_field(in, v, "__e")) - 1]);
  switch (conv) {
    case 'Y': std::snprintf(buf, sizeof buf, "%04lld", static_cast<long long>(c.y)); out = buf; return true;
    case 'y': out = two(jt::floor_mod(c.y, 100)); return true;
    case 'C': out = two(jt::floor_div(c.y, 100)); return true;
    case 'm': out = two(c.m); return true;
    case 'd': out = two(c.d); return true;
    case 'e': out = std::to_string(c.d); return true;
    case 'j': std::snprintf(buf, sizeof buf, "%03d", jt::day_of_year(c)); out = buf; return true;
    case 'B': out = month; return true;
    case 'b': case 'h': out = month.substr(0, 3); return true;
    case 'A': out = day; return true;
    case 'a': out = day.substr(0, 3); return true;
    case 'D': out = two(c.m) + "/" + two(c.d) + "/" + two(jt::floor_mod(c.y, 100)); return true;
    case 'F': out = jt::date_str(c); return true;
    default: break;
  }
  jthrow(in, "IllegalFormatConversionException", std::string(1, conv) + " != java.time.LocalDate");  // a time field
  return false;
}
/// start.until(end, unit) of a LocalTime or LocalDateTime: time units count whole units of the
/// nanoseconds between; date units (a LocalDateTime's) the dates', less a day the time has not reached.
Value local_time_until(Vm& in, const Value& s, const Value& e, int unit) {
  const std::string& cn = time_class_name(s);
  if (!is_time_of(in, e, cn)) {
    jthrow(in, "DateTimeException", "Unable to obtain " + cn + " from TemporalAccessor: " + (e.is(Tag::Instance) ? time_str(in, e) : jstr(in, e)));
    return Value::none();
  }
  bool dated = cn == "LocalDateTime";
  std::int64_t se = dated ? time_field(in, s, "__e") : 0, ee = dated ? time_field(in, e, "__e") : 0;
  std::int64_t st = time_field(in, s, "__t"), et = time_field(in, e, "__t");
  if (unit >= 0 && unit < kUnitDays) {
    jt::Wide total = static_cast<jt::Wide>(ee - se) * jt::kNanosPerDay + et - st;
    return Value::integer(static_cast<std::int64_t>(total / unit_nanos(unit)));
  }
  if (!dated || unit < 0 || unit > kUnitDays + 6) {
    jthrow(in, "UnsupportedTemporalTypeException", "Unsupported unit: " + capitalized(kUnits[std::clamp(unit, 0, 15)]));
    return Value::none();
  }
  if (ee > se && et < st) --ee;
  else if (ee < se && et > st) ++ee;
  return date_until(in, make_date(in, se), make_date(in, ee), unit);
}
/// the methods of a LocalTime or LocalDateTime; a LocalDateTime's date methods are its LocalDate's
Value local_time_method(Vm& in, const Value& v, const std::string& cn, const std::string& m, Args& a) {
  bool dated = cn == "LocalDateTime";
  std::int64_t e = dated ? time_field(in, v, "__e") : 0, t = time_field(in, v, "__t");
  std::int64_t n = time_int(a, 0);
  // a new value at nanosecond-of-day nt (past midnight: the next days for a LocalDateTime, wrapped for a LocalTime)
  auto at = [&](jt::Wide nt) -> Value {
    if (dated) {
      jt::Wide days = nt / jt::kNanosPerDay - (nt % jt::kNanosPerDay < 0);
      return make_date_time(in, e + static_cast<std::int64_t>(days), static_cast<std::int64_t>(nt - days * jt::kNanosPerDay));
    }
    jt::Wide r = nt % jt::kNanosPerDay;
    return make_local_time(in, static_cast<std::int64_t>(r < 0 ? r + jt::kNanosPerDay : r));
  };
  std::int64_t nano = t % 1000000000, secs = t / 1000000000, hour = secs / 3600, minute = secs / 60 % 60, second = secs % 60;
  if (m == "format" && !a.empty()) return format_with(in, a[0], v);
  if (m == "getHour") return Value::integer(hour);
  if (m == "getMinute") return Value::integer(minute);
  if (m == "getSecond") return Value::integer(second);
  if (m == "getNano") return Value::integer(nano);
  if (m == "toSecondOfDay") return Value::integer(secs);
  if (m == "toNanoOfDay") return Value::integer(t);
  if (m == "toLocalTime") return make_local_time(in, t);
  if (m == "toLocalDate" && dated) return make_date(in, e);
  if (dated && (m == "toInstant" || m == "toEpochSecond" || m == "atZone" || m == "atOffset") && a.size() == 1) {
    if (!is_zone(in, a[0])) {
      jthrow(in, "NullPointerException", "");
      return Value::none();
    }
    jt::Wide at_nanos = static_cast<jt::Wide>(e) * jt::kNanosPerDay + t - static_cast<jt::Wide>(zone_offset(in, a[0])) * jt::kNanosPerSecond;
    if (m == "toInstant") return make_instant(in, at_nanos);
    if (m == "toEpochSecond")
      return Value::integer(static_cast<std::int64_t>(at_nanos / jt::kNanosPerSecond - (at_nanos % jt::kNanosPerSecond < 0)));
    return zoned_at(in, m == "atZone" ? "ZonedDateTime" : "OffsetDateTime", at_nanos, a[0]);
  }
  static const std::pair<const char*, jt::Wide> kPer[] = {{"Hours", 3600LL * 1000000000LL}, {"Minutes", 60LL * 1000000000LL},
                                                           {"Seconds", 1000000000LL}, {"Nanos", 1}};
  for (const auto& [unit, per] : kPer)
    if ((m.rfind("plus", 0) == 0 && m.compare(4, std::string::npos, unit) == 0) ||
        (m.rfind("minus", 0) == 0 && m.compare(5, std::string::npos, unit) == 0))
      return at(static_cast<jt::Wide>(t) + (m[0] == 'p' ? 1 : -1) * static_cast<jt::Wide>(n) * per);
  if ((m == "plus" || m == "minus") && a.size() == 2) {
    int u = unit_of(in, a, 1);
    std::int64_t k = m == "plus" ? n : -n;
    if (u >= 0 && u < kUnitDays) return at(static_cast<jt::Wide>(t) + static_cast<jt::Wide>(k) * unit_nanos(u));
    if (!dated) {
      jthrow(in, "UnsupportedTemporalTypeException", "Unsupported unit: " + capitalized(kUnits[std::clamp(u, 0, 15)]));
      return Value::none();
    }
    Value d = date_plus(in, make_date(in, e), k, u);
    return d.is_none() ? d : make_date_time(in, time_field(in, d, "__e"), t);
  }
  if ((m == "plus" || m == "minus") && a.size() == 1 && is_time_of(in, a[0], "Duration")) {
    jt::Wide d = jt::dur_nanos(duration_of(in, a[0]));
    return at(static_cast<jt::Wide>(t) + (m == "plus" ? d : -d));
  }
  if ((m == "plus" || m == "minus") && a.size() == 1 && is_time_of(in, a[0], "Period") && dated) {
    Value d = date_plus_period(in, make_date(in, e), period_of(in, a[0]), m == "plus" ? 1 : -1);
    return d.is_none() ? d : make_date_time(in, time_field(in, d, "__e"), t);
  }
  auto with = [&](std::int64_t h, std::int64_t mi, std::int64_t s, std::int64_t ns) -> Value {
    Value r = local_time_of(in, h, mi, s, ns);
    if (r.is_none() || !dated) return r;
    return make_date_time(in, e, time_field(in, r, "__t"));
  };
  if ((m == "get" || m == "getLong" || m == "isSupported" || m == "with") && !a.empty() && is_time_of(in, a[0], "TemporalField")) {
    std::string f = jstr(in, instance_field(in, a[0], "__name"));
    std::optional<jt::TimeField> x = jt::time_field_of(f, t);
    if (!x && dated && jt::date_field(f, e)) {  // a LocalDateTime's date field: its LocalDate's, the time kept
      Value r = call_method_by_name(in, make_date(in, e), m, a);
      return m != "with" || in.raising() || !is_time_of(in, r, "LocalDate") ? r : make_date_time(in, time_field(in, r, "__e"), t);
    }
    if (m == "isSupported") return Value::boolean(x.has_value());
    if (field_access_rejected(in, m, f, x.has_value(), a.size())) return Value::none();
    if (m != "with") return Value::integer(x->value);
    std::int64_t nv = time_int(a, 1);
    if (nv < x->min || nv > x->max) {
      jthrow(in, "DateTimeException", "Invalid value for " + capitalized(f) + " (valid values " + std::to_string(x->min) + " - " +
                                          std::to_string(x->max) + "): " + std::to_string(nv));
      return Value::none();
    }
    return dated ? make_date_time(in, e, jt::time_with(f, t, nv)) : make_local_time(in, jt::time_with(f, t, nv));
  }
  if (m == "withHour") return with(n, minute, second, nano);
  if (m == "withMinute") return with(hour, n, second, nano);
  if (m == "withSecond") return with(hour, minute, n, nano);
  if (m == "withNano") return with(hour, minute, second, n);
  if (m == "truncatedTo" && a.size() == 1) {
    int u = unit_of(in, a, 0);
    if (u < 0 || u > kUnitDays || u == kUnitDays - 1) {
      jthrow(in, "UnsupportedTemporalTypeException", u == kUnitDays - 1 ? "Unit must divide into a standard day without remainder" : "Unit is too large to be used for truncation");
      return Value::none();
    }
    jt::Wide per = unit_nanos(u);
    return at(static_cast<jt::Wide>(t) / per * per);
  }
  if (m == "atDate" && !dated && a.size() == 1 && is_time_of(in, a[0], "LocalDate")) return make_date_time(in, time_field(in, a[0], "__e"), t);
  if (m == "until" && a.size() == 2) return local_time_until(in, v, a[0], unit_of(in, a, 1));
  if (m == "isBefore" || m == "isAfter" || m == "isEqual" || m == "compareTo") {
    if (!is_time_of(in, a.empty() ? Value::none() : a[0], cn)) {
      jthrow(in, "NullPointerException", "");
      return Value::none();
    }
    std::int64_t oe = dated ? time_field(in, a[0], "__e") : 0, ot = time_field(in, a[0], "__t");
    int c = e != oe ? (e < oe ? -1 : 1) : t != ot ? (t < ot ? -1 : 1) : 0;
    if (m == "isBefore") return Value::boolean(c < 0);
    if (m == "isAfter") return Value::boolean(c > 0);
    if (m == "isEqual") return Value::boolean(c == 0);
    if (dated && e != oe) {  // the dates' compareTo (year, month, day difference)
      jt::Ymd x = jt::civil(e), y = jt::civil(oe);
      return Value::integer(x.y != y.y ? x.y - y.y : x.m != y.m ? x.m - y.m : x.d - y.d);
    }
    // LocalTime.compareTo: Integer.compare of the hour, then minute, second, nano
    return Value::integer(c);
  }
  if (dated) {  // the date's methods (getYear, plusDays, withMonth, getDayOfWeek, ...): a date result keeps the time
    Value d = make_date(in, e);
    Value r = call_method_by_name(in, d, m, std::span<const Value>(a.data(), a.size()));
    if (is_time_of(in, r, "LocalDate")) return make_date_time(in, time_field(in, r, "__e"), t);
    return r;
  }
  in.raise("AttributeError", cn + " has no method " + m);
  return Value::none();
}
/// the methods of a LocalDate, Period, DayOfWeek, Month or ChronoUnit value
// --- Instant, ZoneOffset / ZoneId (fixed offsets), ZonedDateTime, OffsetDateTime ----------
// An Instant is epoch seconds and nanos (__s, __n); a zoned value its local date and time (__e,
// __t) and its zone (__zone: a ZoneOffset's __off seconds, or a ZoneId's __id with its offset).
// Only zones of a fixed offset exist here (UTC, GMT, +02:00): no time-zone database.
/// One object per value, as make_date's (HashSet / HashMap keys find equal values by identity).
Value make_time_value(Vm& in, const char* cls, ExtraFields fields) {
  std::string key = std::string("__jtv:") + cls;
  for (auto& [k, x] : fields) key += ":" + (x.is_int() ? std::to_string(x.i()) : x.is(Tag::Instance) ? time_str(in, x) : jstr(in, x));
  Value v = scope_get(in, key);
  if (v.is(Tag::Instance)) return v;
  auto* inst = new InstanceObj();
  inst->cls = time_class(in, cls);
  v = Value::object(inst);
  for (auto& [k, x] : fields) inst->fields.set(in.intern(k), x);
  scope_set(in, key, v);
  return v;
}
Value make_instant(Vm& in, jt::Wide nanos) {
  jt::Wide s = nanos / jt::kNanosPerSecond - (nanos % jt::kNanosPerSecond < 0);
  return make_time_value(in, "Instant", {{"__s", Value::integer(static_cast<std::int64_t>(s))},
                                         {"__n", Value::integer(static_cast<std::int64_t>(nanos - s * jt::kNanosPerSecond))}});
}
jt::Wide instant_nanos(Vm& in, const Value& v) {
  return static_cast<jt::Wide>(time_field(in, v, "__s")) * jt::kNanosPerSecond + time_field(in, v, "__n");
}
std::string offset_id(std::int64_t off) {
  if (off == 0) return "Z";
  std::int64_t a = off < 0 ? -off : off;
  char buf[24];
  std::snprintf(buf, sizeof buf, "%c%02lld:%02lld", off < 0 ? '-' : '+', static_cast<long long>(a / 3600), static_cast<long long>(a / 60 % 60));
  std::string r = buf;
  if (a % 60) {
    std::snprintf(buf, sizeof buf, ":%02lld", static_cast<long long>(a % 60));
    r += buf;
  }
  return r;
}
Value make_offset(Vm& in, std::int64_t off) {
  if (off < -18 * 3600 || off > 18 * 3600) {
    jthrow(in, "DateTimeException", "Zone offset not in valid range: -18:00 to +18:00");
    return Value::none();
  }
  return make_time_value(in, "ZoneOffset", {{"__off", Value::integer(off)}});
}
/// ZoneId.of / ZoneOffset.of text: Z, +h, +hh, +hh:mm, +hhmm, +hh:mm:ss; UTC, GMT, UT (and those
/// with an offset after them) as regions; nullopt for a region id (no time-zone database).
Value zone_of(Vm& in, const std::string& id, bool offsets_only) {
  auto parse_off = [](std::string_view t) -> std::optional<std::int64_t> {
    if (t == "Z") return 0;
    if (t.size() < 2 || (t[0] != '+' && t[0] != '-')) return std::nullopt;
    std::int64_t parts[3] = {0, 0, 0};
    std::size_t k = 1;
    for (int p = 0; p < 3 && k < t.size(); ++p) {
      if (p > 0 && t[k] == ':') ++k;
      std::size_t st = k;
      while (k < t.size() && k - st < 2 && std::isdigit(static_cast<unsigned char>(t[k]))) parts[p] = parts[p] * 10 + (t[k++] - '0');
      if (k == st) return std::nullopt;
    }
    if (k != t.size() || parts[0] > 18 || parts[1] > 59 || parts[2] > 59) return std::nullopt;
    std::int64_t off = parts[0] * 3600 + parts[1] * 60 + parts[2];
    return t[0] == '-' ? -off : off;
  };
  if (auto off = parse_off(id)) return make_offset(in, *off);
  if (!offsets_only)
    for (const char* prefix : {"UTC", "GMT", "UT", "Etc/UTC", "Etc/GMT"}) {
      std::string_view pre(prefix);
      if (id.rfind(pre, 0) != 0) continue;
      std::string_view rest = std::string_view(id).substr(pre.size());
      std::optional<std::int64_t> off = rest.empty() ? std::optional<std::int64_t>(0) : parse_off(rest);
      if (!off || (rest == "Z")) continue;
      Value z = make_offset(in, *off);
      if (z.is_none()) return z;
      return make_time_value(in, "ZoneId", {{"__id", make_str(rest.empty() ? id : std::string(pre) + offset_id(*off))}, {"__off", Value::integer(*off)}});
    }
  jthrow(in, "DateTimeException", offsets_only ? "Invalid ID for ZoneOffset, invalid format: " + id : "Unknown time-zone ID: " + id);
  return Value::none();
}
bool is_zone(Vm& in, const Value& v) { return is_time_of(in, v, "ZoneOffset") || is_time_of(in, v, "ZoneId"); }
std::int64_t zone_offset(Vm& in, const Value& z) { return is_zone(in, z) ? time_field(in, z, "__off") : 0; }
std::string zone_str(Vm& in, const Value& z) {
  if (is_time_of(in, z, "ZoneId")) return jstr(in, instance_field(in, z, "__id"));
  return offset_id(zone_offset(in, z));
}
/// A ZonedDateTime (or an OffsetDateTime: cls) of local date e, time t in zone z.
Value make_zoned(Vm& in, const char* cls, std::int64_t e, std::int64_t t, const Value& z) {
  if (!is_zone(in, z)) {
    jthrow(in, "NullPointerException", "zone");
    return Value::none();
  }
  Value zone = std::string_view(cls) == "OffsetDateTime" && is_time_of(in, z, "ZoneId") ? make_offset(in, zone_offset(in, z)) : z;
  e += jt::floor_div(t, jt::kNanosPerDay);
  t = jt::floor_mod(t, jt::kNanosPerDay);
  return make_time_value(in, cls, {{"__e", Value::integer(e)}, {"__t", Value::integer(t)}, {"__zone", zone}});
}
/// The instant (epoch nanos) of a zoned value, an Instant's own.
jt::Wide epoch_nanos(Vm& in, const Value& v) {
  if (is_time_of(in, v, "Instant")) return instant_nanos(in, v);
  jt::Wide local = static_cast<jt::Wide>(time_field(in, v, "__e")) * jt::kNanosPerDay + time_field(in, v, "__t");
  return local - static_cast<jt::Wide>(zone_offset(in, instance_field(in, v, "__zone"))) * jt::kNanosPerSecond;
}
/// The zoned value (cls) of the instant at epoch nanos n in zone z.
Value zoned_at(Vm& in, const char* cls, jt::Wide n, const Value& z) {
  jt::Wide local = n + static_cast<jt::Wide>(zone_offset(in, z)) * jt::kNanosPerSecond;
  jt::Wide days = local / jt::kNanosPerDay - (local % jt::kNanosPerDay < 0);
  return make_zoned(in, cls, static_cast<std::int64_t>(days), static_cast<std::int64_t>(local - days * jt::kNanosPerDay), z);
}
Value ldt_of_instant(Vm& in, jt::Wide n, const Value& z) {
  Value zd = zoned_at(in, "ZonedDateTime", n, z);
  return zd.is_none() ? zd : make_date_time(in, time_field(in, zd, "__e"), time_field(in, zd, "__t"));
}
std::string zoned_str(Vm& in, const Value& v) {
  const std::string& cn = time_class_name(v);
  if (cn == "ZoneOffset" || cn == "ZoneId") return zone_str(in, v);
  if (cn == "Instant") {  // ISO_INSTANT: the seconds always, the fraction in groups of three
    jt::Wide n = instant_nanos(in, v);
    jt::Wide days = n / jt::kNanosPerDay - (n % jt::kNanosPerDay < 0);
    std::int64_t t = static_cast<std::int64_t>(n - days * jt::kNanosPerDay);
    std::string tod = jt::time_of_day_str(t);
    if (tod.size() == 5) tod += ":00";
    return jt::date_str(jt::civil(static_cast<std::int64_t>(days))) + "T" + tod + "Z";
  }
  Value z = instance_field(in, v, "__zone");
  std::string s = jt::date_str(jt::civil(time_field(in, v, "__e"))) + "T" + jt::time_of_day_str(time_field(in, v, "__t")) +
                  offset_id(zone_offset(in, z));
  if (cn == "ZonedDateTime" && is_time_of(in, z, "ZoneId")) s += "[" + zone_str(in, z) + "]";
  return s;
}
Value zoned_static(Vm& in, const std::string& h, const std::string& m, Args& a) {
  auto arg_zone = [&](std::size_t k) { return k < a.size() ? a[k] : Value::none(); };
  if (h == "Instant") {
    if (m == "ofEpochSecond" && !a.empty())
      return make_instant(in, static_cast<jt::Wide>(time_int(a, 0)) * jt::kNanosPerSecond + time_int(a, 1));
    if (m == "ofEpochMilli" && !a.empty()) return make_instant(in, static_cast<jt::Wide>(time_int(a, 0)) * 1000000);
    if (m == "parse" && !a.empty() && a[0].is(Tag::Str)) {  // ISO_INSTANT: date'T'time and Z or an offset
      const std::string& text = a[0].as<StrObj>()->s;
      std::size_t tpos = text.find('T'), zpos = text.find_first_of("Z+-", tpos == std::string::npos ? 0 : tpos);
      Value ldt = Value::none(), zone = Value::none();
      if (tpos != std::string::npos && zpos != std::string::npos) {
        Args la{make_str(text.substr(0, zpos))};
        zone = zone_of(in, text.substr(zpos), true);
        if (in.raising()) in.clear_raise();
        else ldt = time_static(in, "LocalDateTime", "parse", la);
        if (in.raising()) {
          in.clear_raise();
          ldt = Value::none();
        }
      }
      if (ldt.is_none() || zone.is_none()) {
        // (where the ISO_INSTANT parser stops: the 'T' after a date, the zone after a time)
        std::size_t at = tpos == std::string::npos ? (text.size() >= 10 ? 10 : 0) : zpos == std::string::npos ? text.size() : 0;
        jthrow(in, "DateTimeParseException", "Text '" + text + "' could not be parsed at index " + std::to_string(at),
               {{"__parsed", a[0]}, {"__errindex", Value::integer(static_cast<std::int64_t>(at))}});
        return Value::none();
      }
      Value zd = make_zoned(in, "OffsetDateTime", time_field(in, ldt, "__e"), time_field(in, ldt, "__t"), zone);
      return zd.is_none() ? zd : make_instant(in, epoch_nanos(in, zd));
    }
  }
  if (h == "ZoneOffset") {
    if (m == "ofHours") return make_offset(in, time_int(a, 0) * 3600);
    if (m == "ofHoursMinutes") return make_offset(in, time_int(a, 0) * 3600 + time_int(a, 1) * 60);
    if (m == "ofTotalSeconds") return make_offset(in, time_int(a, 0));
    if (m == "of" && !a.empty() && a[0].is(Tag::Str)) return zone_of(in, a[0].as<StrObj>()->s, true);
  }
  if (h == "ZoneId" && m == "of" && !a.empty() && a[0].is(Tag::Str)) return zone_of(in, a[0].as<StrObj>()->s, false);
  if (h == "ZonedDateTime" || h == "OffsetDateTime") {
    const char* cls = h == "ZonedDateTime" ? "ZonedDateTime" : "OffsetDateTime";
    if (m == "of" && a.size() == 8) {
      Args la(a.begin(), a.begin() + 7);
      Value ldt = time_static(in, "LocalDateTime", "of", la);
      return ldt.is_none() ? ldt : make_zoned(in, cls, time_field(in, ldt, "__e"), time_field(in, ldt, "__t"), a[7]);
    }
    if (m == "of" && a.size() == 2 && is_time_of(in, a[0], "LocalDateTime"))
      return make_zoned(in, cls, time_field(in, a[0], "__e"), time_field(in, a[0], "__t"), a[1]);
    if (m == "of" && a.size() == 3 && is_time_of(in, a[0], "LocalDate") && is_time_of(in, a[1], "LocalTime"))
      return make_zoned(in, cls, time_field(in, a[0], "__e"), time_field(in, a[1], "__t"), a[2]);
    if (m == "ofInstant" && a.size() == 2 && is_time_of(in, a[0], "Instant")) return zoned_at(in, cls, instant_nanos(in, a[0]), arg_zone(1));
    if (m == "parse" && a.size() == 2 && a[0].is(Tag::Str) && is_time_of(in, a[1], "DateTimeFormatter")) {  // (text, formatter)
      const std::string& text = a[0].as<StrObj>()->s;
      Value* pat = a[1].as<InstanceObj>()->fields.find(in.intern("__pat"));
      jt::ParseResult r = jt::parse_date_pattern(text, pat && pat->is(Tag::Str) ? pat->as<StrObj>()->s : "", jt::kNeedDate | jt::kNeedTime);
      if (r.ok && !r.has_offset) r.message = "Text '" + text + "' could not be parsed: Unable to obtain " + h + " from TemporalAccessor: {},ISO resolved to " +
                                       jt::date_str(r.date) + "T" + jt::time_of_day_str(r.nod) + " of type java.time.format.Parsed";
      if (!r.ok || !r.has_offset) {
        jthrow(in, "DateTimeParseException", r.message, {{"__parsed", a[0]}, {"__errindex", Value::integer(static_cast<std::int64_t>(r.index))}});
        return Value::none();
      }
      Value z = make_offset(in, r.offset);
      return z.is_none() ? z : make_zoned(in, cls, jt::epoch_day(r.date), r.nod, z);
    }
    if (m == "parse" && a.size() == 1 && a[0].is(Tag::Str)) {  // ISO: date'T'time, an offset, [a zone id] (ZonedDateTime)
      const std::string& text = a[0].as<StrObj>()->s;
      std::size_t tpos = text.find('T'), zpos = tpos == std::string::npos ? tpos : text.find_first_of("Z+-", tpos);
      std::size_t br = text.find('[');
      Value ldt = Value::none(), zone = Value::none();
      if (zpos != std::string::npos && (br == std::string::npos || (h == "ZonedDateTime" && br > zpos && text.back() == ']'))) {
        Args la{make_str(text.substr(0, zpos))};
        zone = zone_of(in, text.substr(zpos, br == std::string::npos ? std::string::npos : br - zpos), true);
        if (in.raising()) {
          in.clear_raise();
          zone = Value::none();
        } else if (br != std::string::npos) {
          zone = zone_of(in, text.substr(br + 1, text.size() - br - 2), false);  // (a region id: DateTimeException, no database)
          if (in.raising()) return Value::none();
        }
        ldt = time_static(in, "LocalDateTime", "parse", la);
        if (in.raising()) {
          in.clear_raise();
          ldt = Value::none();
        }
      }
      if (ldt.is_none() || zone.is_none()) {
        std::size_t at = tpos == std::string::npos ? std::min<std::size_t>(10, text.size()) : zpos == std::string::npos ? text.size() : zpos;
        jthrow(in, "DateTimeParseException", "Text '" + text + "' could not be parsed at index " + std::to_string(at),
               {{"__parsed", a[0]}, {"__errindex", Value::integer(static_cast<std::int64_t>(at))}});
        return Value::none();
      }
      return make_zoned(in, cls, time_field(in, ldt, "__e"), time_field(in, ldt, "__t"), zone);
    }
  }
  in.raise("AttributeError", h + "." + m + " is not supported");
  return Value::none();
}
Value zoned_member(Vm& in, const std::string& h, const std::string& f) {
  if (h == "ZoneOffset" && f == "UTC") return make_offset(in, 0);
  if (h == "ZoneOffset" && f == "MIN") return make_offset(in, -18 * 3600);
  if (h == "ZoneOffset" && f == "MAX") return make_offset(in, 18 * 3600);
  if (h == "Instant" && f == "EPOCH") return make_instant(in, 0);
  return Value::undef();
}
/// The methods of an Instant, a zone or a zoned value (toString, equals and hashCode: time_method's).
Value zoned_method(Vm& in, const Value& v, const std::string& cn, const std::string& m, Args& a) {
  if (cn == "ZoneOffset" || cn == "ZoneId") {
    if (m == "getId") return make_str(zone_str(in, v));
    if (m == "getTotalSeconds") return Value::integer(zone_offset(in, v));
    if (m == "normalized" || m == "getRules") return make_offset(in, zone_offset(in, v));
    in.raise("AttributeError", cn + " has no method " + m);
    return Value::none();
  }
  bool instant = cn == "Instant";
  jt::Wide n = epoch_nanos(in, v);
  auto other = [&](std::size_t k) -> std::optional<jt::Wide> {
    if (k < a.size() && a[k].is(Tag::Instance) && kind_of(a[k]) == Kind::Time &&
        (is_time_of(in, a[k], "Instant") || is_time_of(in, a[k], "ZonedDateTime") || is_time_of(in, a[k], "OffsetDateTime")))
      return epoch_nanos(in, a[k]);
    jthrow(in, "NullPointerException", "");
    return std::nullopt;
  };
  if (m == "getEpochSecond" || m == "toEpochSecond") return Value::integer(static_cast<std::int64_t>(n / jt::kNanosPerSecond - (n % jt::kNanosPerSecond < 0)));
  if (m == "toEpochMilli") return Value::integer(static_cast<std::int64_t>(n / 1000000 - (n % 1000000 < 0)));
  if (m == "isBefore" || m == "isAfter" || m == "isEqual" || m == "compareTo") {
    std::optional<jt::Wide> o = other(0);
    if (!o) return Value::none();
    if (m == "isBefore") return Value::boolean(n < *o);
    if (m == "isAfter") return Value::boolean(n > *o);
    if (m == "isEqual") return Value::boolean(n == *o);
    if (instant) {  // Long.compare of the seconds, then the nanos' difference
      std::int64_t s1 = time_field(in, v, "__s"), s2 = time_field(in, a[0], "__s");
      return Value::integer(s1 != s2 ? (s1 < s2 ? -1 : 1) : time_field(in, v, "__n") - time_field(in, a[0], "__n"));
    }
    return Value::integer(n < *o ? -1 : n > *o ? 1 : 0);
  }
  if (m == "until" && a.size() == 2) {
    std::optional<jt::Wide> o = other(0);
    int u = unit_of(in, a, 1);
    if (!o) return Value::none();
    if (u < 0 || u > kUnitDays) {
      jthrow(in, "UnsupportedTemporalTypeException", "Unsupported unit: " + capitalized(kUnits[std::clamp(u, 0, 15)]));
      return Value::none();
    }
    return Value::integer(static_cast<std::int64_t>((*o - n) / unit_nanos(u)));
  }
  if (instant) {
    if (m == "getNano") return Value::integer(time_field(in, v, "__n"));
    if (m == "atZone" || m == "atOffset") return zoned_at(in, m == "atZone" ? "ZonedDateTime" : "OffsetDateTime", n, a.empty() ? Value::none() : a[0]);
    static const std::pair<const char*, jt::Wide> kPer[] = {{"Seconds", jt::kNanosPerSecond}, {"Millis", 1000000}, {"Nanos", 1}};
    for (const auto& [unit, per] : kPer)
      if ((m.rfind("plus", 0) == 0 && m.compare(4, std::string::npos, unit) == 0) ||
          (m.rfind("minus", 0) == 0 && m.compare(5, std::string::npos, unit) == 0))
        return make_instant(in, n + (m[0] == 'p' ? 1 : -1) * static_cast<jt::Wide>(time_int(a, 0)) * per);
    if ((m == "plus" || m == "minus") && a.size() == 1 && is_time_of(in, a[0], "Duration")) {
      jt::Wide d = jt::dur_nanos(duration_of(in, a[0]));
      return make_instant(in, m == "plus" ? n + d : n - d);
    }
    if ((m == "plus" || m == "minus" || m == "truncatedTo") && !a.empty()) {
      int u = unit_of(in, a, m == "truncatedTo" ? 0 : 1);
      if (u < 0 || u > kUnitDays) {
        jthrow(in, "UnsupportedTemporalTypeException", "Unsupported unit: " + capitalized(kUnits[std::clamp(u, 0, 15)]));
        return Value::none();
      }
      jt::Wide per = unit_nanos(u);
      if (m == "truncatedTo") return make_instant(in, (n / per - (n % per < 0)) * per);
      return make_instant(in, n + (m == "plus" ? 1 : -1) * static_cast<jt::Wide>(time_int(a, 0)) * per);
    }
    in.raise("AttributeError", "Instant has no method " + m);
    return Value::none();
  }
  // a ZonedDateTime or OffsetDateTime: its zone's, else its local date-time's methods, rezoned
  Value z = instance_field(in, v, "__zone");
  std::int64_t e = time_field(in, v, "__e"), t = time_field(in, v, "__t");
  if (m == "getZone") return z;
  if (m == "getOffset") return make_offset(in, zone_offset(in, z));
  if (m == "toInstant") return make_instant(in, n);
  if (m == "toLocalDateTime") return make_date_time(in, e, t);
  if (m == "toOffsetDateTime") return make_zoned(in, "OffsetDateTime", e, t, z);
  if (m == "toZonedDateTime" || m == "atZoneSameInstant") return make_zoned(in, "ZonedDateTime", e, t, m == "toZonedDateTime" ? z : (a.empty() ? Value::none() : a[0]));
  if (m == "withZoneSameInstant" || m == "withOffsetSameInstant") return zoned_at(in, cn.c_str(), n, a.empty() ? Value::none() : a[0]);
  if (m == "withZoneSameLocal" || m == "withOffsetSameLocal") return make_zoned(in, cn.c_str(), e, t, a.empty() ? Value::none() : a[0]);
  Value r = local_time_method(in, make_date_time(in, e, t), "LocalDateTime", m, a);
  if (!in.raising() && r.is(Tag::Instance) && kind_of(r) == Kind::Time && is_time_of(in, r, "LocalDateTime"))
    return make_zoned(in, cn.c_str(), time_field(in, r, "__e"), time_field(in, r, "__t"), z);
  return r;
}
Value time_method(Vm& in, const Value& self, Args& a) {
  const Value& v = recv_of(self);
  const std::string& m = meth_of(self);
  const std::string& cn = time_class_name(v);
  if (m == "toString") return make_str(time_str(in, v));
  if (m == "equals") return Value::boolean(!a.empty() && a[0].is(Tag::Instance) && kind_of(a[0]) == Kind::Time && time_class_name(a[0]) == cn &&
                                           time_str(in, a[0]) == time_str(in, v));
  if (m == "hashCode") return Value::integer(time_hash(in, v));
  if (cn == "DateTimeFormatter" && m == "format" && !a.empty()) return format_with(in, v, a[0]);
  if (cn == "LocalDate" && m == "format" && !a.empty()) return format_with(in, a[0], v);
  if (cn == "LocalTime" || cn == "LocalDateTime") return local_time_method(in, v, cn, m, a);
  if (cn == "Instant" || cn == "ZonedDateTime" || cn == "OffsetDateTime" || cn == "ZoneOffset" || cn == "ZoneId")
    return zoned_method(in, v, cn, m, a);
  if (cn == "LocalDate" && (m == "atTime" || m == "atStartOfDay")) {
    std::int64_t e = time_field(in, v, "__e");
    if (m == "atStartOfDay") return make_date_time(in, e, 0);
    if (a.size() == 1 && is_time_of(in, a[0], "LocalTime")) return make_date_time(in, e, time_field(in, a[0], "__t"));
    Value t = local_time_of(in, time_int(a, 0), time_int(a, 1), time_int(a, 2), time_int(a, 3));
    return t.is_none() ? t : make_date_time(in, e, time_field(in, t, "__t"));
  }
  if (cn == "YearMonth") {
    std::int64_t pm = time_field(in, v, "__pm"), y = jt::floor_div(pm, 12), n = time_int(a, 0);
    int mo = static_cast<int>(jt::floor_mod(pm, 12)) + 1;
    auto months_later = [&](std::int64_t k) { return make_year_month(in, jt::floor_div(pm + k, 12), jt::floor_mod(pm + k, 12) + 1); };
    if (m == "getYear") return Value::integer(y);
    if (m == "getMonthValue") return Value::integer(mo);
    if (m == "getMonth") return time_enum(in, "Month", mo - 1);
    if (m == "lengthOfMonth") return Value::integer(jt::month_length(y, mo));
    if (m == "lengthOfYear") return Value::integer(jt::is_leap(y) ? 366 : 365);
    if (m == "isLeapYear") return Value::boolean(jt::is_leap(y));
    if (m == "isValidDay") return Value::boolean(n >= 1 && n <= jt::month_length(y, mo));
    if (m == "atDay") return date_of(in, y, mo, n);
    if (m == "atEndOfMonth") return date_of(in, y, mo, jt::month_length(y, mo));
    if (m == "plusMonths" || m == "minusMonths") return months_later(m[0] == 'p' ? n : -n);
    if (m == "plusYears" || m == "minusYears") return months_later((m[0] == 'p' ? n : -n) * 12);
    if ((m == "plus" || m == "minus") && a.size() == 2) {
      int u = unit_of(in, a, 1);
      static constexpr std::int64_t kPer[] = {1, 12, 120, 1200, 12000};
      if (u >= kUnitDays + 2 && u <= kUnitDays + 6) return months_later((m == "plus" ? n : -n) * kPer[u - kUnitDays - 2]);
      jthrow(in, "UnsupportedTemporalTypeException", "Unsupported unit: " + capitalized(kUnits[std::clamp(u, 0, 15)]));
      return Value::none();
    }
    if (m == "withMonth") return make_year_month(in, y, n);
    if (m == "withYear") return make_year_month(in, n, mo);
    if (m == "until" && a.size() == 2) return date_until(in, v, a[0], unit_of(in, a, 1));
    if (m == "format" && !a.empty() && is_time_of(in, a[0], "DateTimeFormatter")) {  // the year and month fields of the pattern
      Value* p = a[0].as<InstanceObj>()->fields.find(in.intern("__pat"));
      std::string pat = p && p->is(Tag::Str) ? p->as<StrObj>()->s : "";
      for (char ch : pat)
        if (ch == 'd' || ch == 'D' || ch == 'E' || ch == 'e' || ch == 'F') {
          jthrow(in, "UnsupportedTemporalTypeException", ch == 'd' ? "Unsupported field: DayOfMonth" : ch == 'D' ? "Unsupported field: DayOfYear" : "Unsupported field: DayOfWeek");
          return Value::none();
        }
      jt::FormatResult r = jt::format_date({y, mo, 1}, pat);
      if (r.error != jt::FormatError::kNone) {
        jthrow(in, "UnsupportedTemporalTypeException", r.text);
        return Value::none();
      }
      return make_str(r.text);
    }
    bool other = !a.empty() && is_time_of(in, a[0], "YearMonth");
    std::int64_t opm = other ? time_field(in, a[0], "__pm") : 0;
    if ((m == "isBefore" || m == "isAfter" || m == "compareTo") && !other) {
      jthrow(in, "NullPointerException", "");
      return Value::none();
    }
    if (m == "isBefore") return Value::boolean(pm < opm);
    if (m == "isAfter") return Value::boolean(pm > opm);
    if (m == "compareTo") {  // the year difference, then the month difference
      std::int64_t oy = jt::floor_div(opm, 12);
      return Value::integer(y != oy ? y - oy : mo - (jt::floor_mod(opm, 12) + 1));
    }
  } else if (cn == "LocalDate") {
    std::int64_t e = time_field(in, v, "__e");
    jt::Ymd c = jt::civil(e);
    std::int64_t n = time_int(a, 0);
    if (m == "getYear") return Value::integer(c.y);
    if (m == "getMonthValue") return Value::integer(c.m);
    if (m == "getDayOfMonth") return Value::integer(c.d);
    if (m == "getDayOfYear") return Value::integer(jt::day_of_year(c));
    if (m == "getDayOfWeek") return time_enum(in, "DayOfWeek", jt::day_of_week(e) - 1);
    if (m == "getMonth") return time_enum(in, "Month", c.m - 1);
    if (m == "lengthOfMonth") return Value::integer(jt::month_length(c.y, c.m));
    if (m == "lengthOfYear") return Value::integer(jt::is_leap(c.y) ? 366 : 365);
    if (m == "isLeapYear") return Value::boolean(jt::is_leap(c.y));
    if (m == "toEpochDay") return Value::integer(e);
    if (m == "plusDays" || m == "minusDays") return make_date(in, e + (m[0] == 'p' ? n : -n));
    if (m == "plusWeeks" || m == "minusWeeks") return make_date(in, e + (m[0] == 'p' ? n : -n) * 7);
    if (m == "plusMonths" || m == "minusMonths") return make_ymd(in, jt::plus_months(c, m[0] == 'p' ? n : -n));
    if (m == "plusYears" || m == "minusYears") return make_ymd(in, jt::plus_months(c, (m[0] == 'p' ? n : -n) * 12));
    if ((m == "plus" || m == "minus") && a.size() == 2) return date_plus(in, v, m == "plus" ? n : -n, unit_of(in, a, 1));
    if ((m == "plus" || m == "minus") && a.size() == 1 && is_time_of(in, a[0], "Period"))
      return date_plus_period(in, v, period_of(in, a[0]), m == "plus" ? 1 : -1);
    if (m == "withDayOfMonth") return date_of(in, c.y, c.m, n);
    if (m == "withMonth") {
      if (n < 1 || n > 12) return date_of(in, c.y, n, 1);  // (the month's own message)
      return make_ymd(in, {c.y, static_cast<int>(n), std::min(c.d, jt::month_length(c.y, static_cast<int>(n)))});
    }
    if (m == "withYear") return make_ymd(in, {n, c.m, std::min(c.d, jt::month_length(n, c.m))});
    if ((m == "get" || m == "getLong" || m == "isSupported" || m == "with") && !a.empty() && is_time_of(in, a[0], "TemporalField")) {
      std::string f = jstr(in, instance_field(in, a[0], "__name"));
      std::optional<std::int64_t> x = jt::date_field(f, e);
      if (m == "isSupported") return Value::boolean(x.has_value());
      if (field_access_rejected(in, m, f, x.has_value(), a.size())) return Value::none();
      if (m != "with") return Value::integer(*x);
      std::int64_t nv = time_int(a, 1);
      if (f == "DAY_OF_MONTH") return date_of(in, c.y, c.m, nv);
      if (f == "MONTH_OF_YEAR") return call_method_by_name(in, v, "withMonth", std::span<const Value>(&a[1], 1));
      if (f == "YEAR" || f == "DAY_OF_YEAR") return call_method_by_name(in, v, f == "YEAR" ? "withYear" : "withDayOfYear", std::span<const Value>(&a[1], 1));
      if (f == "EPOCH_DAY") return make_date(in, nv);
      if (f == "DAY_OF_WEEK") {
        if (nv < 1 || nv > 7) {
          jthrow(in, "DateTimeException", "Invalid value for DayOfWeek (valid values 1 - 7): " + std::to_string(nv));
          return Value::none();
        }
        return make_date(in, e + nv - *x);
      }
      jthrow(in, "UnsupportedTemporalTypeException", "Unsupported field: " + capitalized(f));  // (a field with() does not set here)
      return Value::none();
    }
    if (m == "with" && a.size() == 1 && is_time_of(in, a[0], "TemporalAdjuster")) {
      std::string adj = jstr(in, instance_field(in, a[0], "__name"));
      if (adj == "ofDateAdjuster") return call1f(in, instance_field(in, a[0], "__fn"), "apply", v);
      Value dw = instance_field(in, a[0], "__dow"), ord = instance_field(in, a[0], "__n");
      std::optional<std::int64_t> r = jt::adjust(adj, dw.is_int() ? static_cast<int>(dw.i()) : 1, ord.is_int() ? ord.i() : 0, e);
      if (!r) {
        in.raise("AttributeError", "TemporalAdjusters." + adj + " is not supported");
        return Value::none();
      }
      return make_date(in, *r);
    }
    if (m == "with" && a.size() == 1 && !a[0].is_none() && !is_time_of(in, a[0], "LocalDate"))  // a program's adjuster (a lambda)
      return call1f(in, a[0], "adjustInto", v);
    if (m == "withDayOfYear") {
      Args b{Value::integer(c.y), Value::integer(n)};
      return time_static(in, "LocalDate", "ofYearDay", b);
    }
    bool other = !a.empty() && is_time_of(in, a[0], "LocalDate");
    std::int64_t oe = other ? time_field(in, a[0], "__e") : 0;
    if ((m == "isBefore" || m == "isAfter" || m == "isEqual" || m == "compareTo") && !other) {
      jthrow(in, "NullPointerException", "");
      return Value::none();
    }
    if (m == "isBefore") return Value::boolean(e < oe);
    if (m == "isAfter") return Value::boolean(e > oe);
    if (m == "isEqual") return Value::boolean(e == oe);
    if (m == "compareTo") {  // year, then month, then day difference (not just the sign)
      jt::Ymd o = jt::civil(oe);
      return Value::integer(c.y != o.y ? c.y - o.y : c.m != o.m ? c.m - o.m : c.d - o.d);
    }
    if (m == "until" && a.size() == 2) return date_until(in, v, a[0], unit_of(in, a, 1));
    if (m == "until" && other) return make_period(in, jt::period_between(c, jt::civil(oe)));
    if (m == "datesUntil" && other) {
      std::int64_t step = a.size() > 1 && is_time_of(in, a[1], "Period") ? period_of(in, a[1]).days : 1;
      std::vector<Value> out;
      if (step <= 0 || !in.charge_items(static_cast<std::size_t>(std::max<std::int64_t>(0, (oe - e) / step)))) return Value::none();
      for (std::int64_t d = e; d < oe; d += step) out.push_back(make_date(in, d));
      return new_stream(in, std::move(out), 0);
    }
  } else if (cn == "Duration") {
    jt::Dur d = duration_of(in, v);
    const jt::Wide total = jt::dur_nanos(d), sec = jt::kNanosPerSecond;
    jt::Wide n = time_int(a, 0);
    bool other = !a.empty() && is_time_of(in, a[0], "Duration");
    jt::Wide o = other ? jt::dur_nanos(duration_of(in, a[0])) : 0;
    if (m == "getSeconds" || m == "toSeconds") return Value::integer(d.s);
    if (m == "getNano") return Value::integer(d.n);
    if (m == "toDays" || m == "toDaysPart") return Value::integer(d.s / 86400);
    if (m == "toHours") return Value::integer(d.s / 3600);
    if (m == "toMinutes") return Value::integer(d.s / 60);
    if (m == "toMillis") return Value::integer(static_cast<std::int64_t>(d.s * static_cast<jt::Wide>(1000) + d.n / 1000000));
    if (m == "toNanos") return Value::integer(static_cast<std::int64_t>(total));
    if (m == "toHoursPart") return Value::integer(d.s / 3600 % 24);
    if (m == "toMinutesPart") return Value::integer(d.s / 60 % 60);
    if (m == "toSecondsPart") return Value::integer(d.s % 60);
    if (m == "toMillisPart") return Value::integer(d.n / 1000000);
    if (m == "toNanosPart") return Value::integer(d.n);
    if (m == "isZero") return Value::boolean(total == 0);
    if (m == "isNegative") return Value::boolean(total < 0);
    if (m == "negated") return duration_nanos(in, -total);
    if (m == "abs") return duration_nanos(in, total < 0 ? -total : total);
    if (m == "compareTo" && other) return Value::integer(total < o ? -1 : total > o ? 1 : 0);
    if ((m == "plus" || m == "minus") && other) return duration_nanos(in, m == "plus" ? total + o : total - o);
    if ((m == "plus" || m == "minus") && a.size() == 2 && is_time_of(in, a[1], "ChronoUnit")) {
      jt::Wide u = unit_nanos(static_cast<int>(time_field(in, a[1], "__ordinal")));
      return duration_nanos(in, m == "plus" ? total + n * u : total - n * u);
    }
    static constexpr std::pair<const char*, std::int64_t> kSteps[] = {
        {"Days", 86400}, {"Hours", 3600}, {"Minutes", 60}, {"Seconds", 1}, {"Millis", -1000000}, {"Nanos", -1}};
    for (auto [unit, step] : kSteps) {
      jt::Wide per = step > 0 ? step * sec : -static_cast<jt::Wide>(step);
      if (m == std::string("plus") + unit) return duration_nanos(in, total + n * per);
      if (m == std::string("minus") + unit) return duration_nanos(in, total - n * per);
    }
    if (m == "multipliedBy") return duration_nanos(in, total * n);
    if (m == "dividedBy" && other) {
      if (o == 0) {
        jthrow(in, "ArithmeticException", "Cannot divide by zero");
        return Value::none();
      }
      return Value::integer(static_cast<std::int64_t>(total / o));
    }
    if (m == "dividedBy") {
      if (n == 0) {
        jthrow(in, "ArithmeticException", "Cannot divide by zero");
        return Value::none();
      }
      return duration_nanos(in, total / n);  // (rounded toward zero, as BigDecimal's RoundingMode.DOWN)
    }
    if (m == "withSeconds") return make_duration(in, {static_cast<std::int64_t>(n), d.n});
    if (m == "withNanos") return make_duration(in, {d.s, static_cast<std::int32_t>(n)});
  } else if (cn == "Period") {
    jt::Period p = period_of(in, v);
    std::int64_t n = time_int(a, 0);
    if (m == "getYears") return Value::integer(p.years);
    if (m == "getMonths") return Value::integer(p.months);
    if (m == "getDays") return Value::integer(p.days);
    if (m == "toTotalMonths") return Value::integer(p.years * 12 + p.months);
    if (m == "isZero") return Value::boolean(p.years == 0 && p.months == 0 && p.days == 0);
    if (m == "isNegative") return Value::boolean(p.years < 0 || p.months < 0 || p.days < 0);
    if (m == "plusYears") return make_period(in, {p.years + n, p.months, p.days});
    if (m == "plusMonths") return make_period(in, {p.years, p.months + n, p.days});
    if (m == "plusDays") return make_period(in, {p.years, p.months, p.days + n});
    if (m == "multipliedBy") return make_period(in, {p.years * n, p.months * n, p.days * n});
    if (m == "negated") return make_period(in, {-p.years, -p.months, -p.days});
    if (m == "normalized") {
      std::int64_t t = p.years * 12 + p.months;
      return make_period(in, {t / 12, t % 12, p.days});
    }
    if (m == "addTo" && !a.empty() && is_time_of(in, a[0], "LocalDate")) return date_plus_period(in, a[0], p, 1);
  } else {
    int ord = static_cast<int>(time_field(in, v, "__ordinal"));
    int count = cn == "DayOfWeek" ? 7 : cn == "Month" ? 12 : 16;
    if (m == "name") return make_str(cn == "DayOfWeek" ? kDow[ord] : cn == "Month" ? kMonths[ord] : kUnits[ord]);
    if (m == "ordinal") return Value::integer(ord);
    if (m == "compareTo") return Value::integer(a.empty() || !a[0].is(Tag::Instance) ? 0 : ord - time_field(in, a[0], "__ordinal"));
    if (m == "getDeclaringClass") return time_class(in, cn);
    if (cn == "ChronoUnit") {
      if (m == "between" && a.size() == 2 && (is_time_of(in, a[0], "LocalTime") || is_time_of(in, a[0], "LocalDateTime")))
        return local_time_until(in, a[0], a[1], ord);
      if (m == "between" && a.size() == 2 &&
          (is_time_of(in, a[0], "Instant") || is_time_of(in, a[0], "ZonedDateTime") || is_time_of(in, a[0], "OffsetDateTime"))) {
        Value unit = v;  // an Instant or a zoned value: its until(end, unit)
        Args ua{a[1], unit};
        return zoned_method(in, a[0], time_class_name(a[0]), "until", ua);
      }
      if (m == "between" && a.size() == 2) return date_until(in, a[0], a[1], ord);
      if (m == "isDateBased") return Value::boolean(ord >= kUnitDays && ord < 14);
      if (m == "isTimeBased") return Value::boolean(ord < kUnitDays);
      if (m == "addTo" && a.size() == 2 && is_time_of(in, a[0], "LocalDate")) return date_plus(in, a[0], time_int(a, 1), ord);
    } else {
      if (m == "getValue") return Value::integer(ord + 1);
      if (m == "plus" || m == "minus") {
        std::int64_t n = time_int(a, 0) % count;
        return time_enum(in, cn.c_str(), static_cast<int>(jt::floor_mod(ord + (m == "plus" ? n : -n), count)));
      }
      if (m == "getDisplayName") {  // TextStyle FULL / SHORT / NARROW (English)
        std::string style = !a.empty() && a[0].is(Tag::Str) ? a[0].as<StrObj>()->s : "FULL";
        std::string full = capitalized(cn == "DayOfWeek" ? kDow[ord] : kMonths[ord]);
        if (style.rfind("SHORT", 0) == 0) return make_str(full.substr(0, 3));
        if (style.rfind("NARROW", 0) == 0) return make_str(full.substr(0, 1));
        return make_str(full);
      }
      if (cn == "Month") {
        bool leap = !a.empty() && a[0].is(Tag::Bool) && a[0].b();
        if (m == "length") return Value::integer(jt::month_length(leap ? 2000 : 2001, ord + 1));
        if (m == "minLength") return Value::integer(jt::month_length(2001, ord + 1));
        if (m == "maxLength") return Value::integer(jt::month_length(2000, ord + 1));
        if (m == "firstDayOfYear") return Value::integer(jt::day_of_year({leap ? 2000 : 2001, ord + 1, 1}));
        if (m == "firstMonthOfQuarter") return time_enum(in, "Month", ord / 3 * 3);
      }
    }
  }
  in.raise("AttributeError", cn + " has no method " + m);
  return Value::none();
}

const char* library_package(std::string_view n);  // (a cast's target type, qualified)
// --- java.util.Date, java.text.SimpleDateFormat, TimeZone (fixed offsets) ----------------------
// A Date is an Atomic cell of its epoch milliseconds (__v); a SimpleDateFormat holds its pattern
// (__pat) and zone offset seconds (__off: the default zone is UTC, as this machine's JVM's is).
// new Date() reads the clock and region time zones need a database: neither is supported.
/// SimpleDateFormat's pattern as a DateTimeFormatter one: S (milliseconds), u (day of week number),
/// z/Z/X (the zone) become quoted literals; the other letters print alike.
std::string sdf_pattern(std::string_view p, std::int64_t millis_of_sec, int dow, std::int64_t off) {
  std::string out;
  std::size_t lit_end = std::string::npos;  // two literals in a row are one quoted run ('a''b' would be a quote)
  auto lit = [&](const std::string& s) {
    if (lit_end == out.size()) out.pop_back();
    else out += '\'';
    for (char c : s) out += c == '\'' ? std::string("''") : std::string(1, c);
    out += '\'';
    lit_end = out.size();
  };
  auto hhmm = [&](bool colon) {
    std::int64_t a = off < 0 ? -off : off;
    char buf[48];
    std::snprintf(buf, sizeof buf, colon ? "%c%02lld:%02lld" : "%c%02lld%02lld", off < 0 ? '-' : '+', static_cast<long long>(a / 3600),
                  static_cast<long long>(a / 60 % 60));
    return std::string(buf);
  };
  for (std::size_t i = 0; i < p.size();) {
    char c = p[i];
    if (c == '\'') {  // a quoted run is copied as it is
      std::size_t j = i + 1;
      while (j < p.size() && !(p[j] == '\'' && (j + 1 >= p.size() || p[j + 1] != '\''))) j += p[j] == '\'' ? 2 : 1;
      std::size_t from = i;
      if (lit_end == out.size()) {  // joined to the literal before it: one quoted run
        out.pop_back();
        ++from;
      }
      out.append(p.substr(from, std::min(p.size(), j + 1) - from));
      if (j < p.size()) lit_end = out.size();
      i = j + 1;
      continue;
    }
    std::size_t j = i;
    while (j < p.size() && p[j] == c) ++j;
    int n = static_cast<int>(j - i);
    if (c == 'S') {
      std::string d = std::to_string(millis_of_sec);
      lit(std::string(n > static_cast<int>(d.size()) ? n - d.size() : 0, '0') + d);
    } else if (c == 'u') {
      std::string d = std::to_string(dow);
      lit(std::string(n > 1 ? n - 1 : 0, '0') + d);
    } else if (c == 'z') {
      lit(off == 0 ? (n >= 4 ? "Coordinated Universal Time" : "UTC") : "GMT" + hhmm(true));
    } else if (c == 'Z') {
      lit(hhmm(false));
    } else if (c == 'X') {
      lit(off == 0 ? "Z" : n == 1 ? hhmm(false).substr(0, 3) : hhmm(n >= 3));
    } else {
      out.append(p.substr(i, j - i));
    }
    i = j;
  }
  return out;
}
std::string date_format(Vm& in, std::int64_t millis, std::int64_t off, std::string_view sdf) {
  jt::Wide local = static_cast<jt::Wide>(millis) + static_cast<jt::Wide>(off) * 1000;
  std::int64_t day = static_cast<std::int64_t>(local / 86400000 - (local % 86400000 < 0));
  std::int64_t ms = static_cast<std::int64_t>(local - static_cast<jt::Wide>(day) * 86400000);
  jt::Ymd ymd = jt::civil(day);
  std::string pat = sdf_pattern(sdf, ms % 1000, jt::day_of_week(day), off);
  jt::FormatResult r = jt::format_temporal(&ymd, ms * 1000000, pat);
  if (r.error != jt::FormatError::kNone) {
    jthrow(in, "IllegalArgumentException", r.text);
    return {};
  }
  return r.text;
}
Value new_date(Vm& in, std::int64_t millis) {
  Value w = new_wrapper(in, Kind::Atomic);
  set_instance_field(in, w, "__cls", make_str("Date"));
  set_instance_field(in, w, "__v", Value::integer(millis));
  return w;
}
Value date_static(Vm& in, const std::string& h, const std::string& m, Args& a) {
  if (h == "Date" && m == "from" && !a.empty() && is_time_of(in, a[0], "Instant")) {
    jt::Wide n = instant_nanos(in, a[0]);
    return new_date(in, static_cast<std::int64_t>(n / 1000000 - (n % 1000000 < 0)));
  }
  if (h == "TimeZone" && m == "getTimeZone" && !a.empty()) {  // UTC, GMT and GMT+hh:mm; other ids are regions
    std::string id = jstr(in, a[0]);
    Value z = id.starts_with("GMT") || id.starts_with("UTC") ? zone_of(in, id, false) : Value::none();
    if (in.raising() || z.is_none()) {
      if (in.raising()) in.clear_raise();
      in.raise("AttributeError", "TimeZone " + id + " is not supported (fixed offsets only: no time-zone database)");
      return Value::none();
    }
    return z;
  }
  in.raise("AttributeError", h + "." + m + " is not supported");
  return Value::none();
}
std::string date_str_of(Vm& in, const Value& w) { return date_format(in, int_field(in, w, "__v"), 0, "EEE MMM dd HH:mm:ss zzz yyyy"); }
Value date_method(Vm& in, const Value& w, const std::string& cls, const std::string& m, Args& a) {
  auto millis_of = [&](const Value& d) { return int_field(in, d, "__v"); };
  if (cls == "Date") {
    std::int64_t t = millis_of(w);
    if (m == "getTime") return Value::integer(t);
    if (m == "setTime") {
      set_int_field(in, w, "__v", arg_int(a, 0));
      return Value::none();
    }
    if (m == "toInstant") return make_instant(in, static_cast<jt::Wide>(t) * 1000000);
    if (m == "hashCode") return Value::integer(static_cast<std::int32_t>(t ^ static_cast<std::int64_t>(static_cast<std::uint64_t>(t) >> 32)));
    if (m == "toString") return make_str(date_format(in, t, 0, "EEE MMM dd HH:mm:ss zzz yyyy"));
    if ((m == "before" || m == "after" || m == "compareTo" || m == "equals") && !a.empty()) {
      if (atomic_cls(in, a[0]) != "Date") {
        if (m == "equals") return Value::boolean(false);
        jthrow(in, "NullPointerException", "");
        return Value::none();
      }
      std::int64_t o = millis_of(a[0]);
      if (m == "before") return Value::boolean(t < o);
      if (m == "after") return Value::boolean(t > o);
      if (m == "equals") return Value::boolean(t == o);
      return Value::integer(t < o ? -1 : t > o ? 1 : 0);
    }
  } else if (cls == "SimpleDateFormat") {
    std::string pat = jstr(in, instance_field(in, w, "__pat"));
    if (m == "format" && !a.empty() && atomic_cls(in, a[0]) == "Date") {
      std::string s = date_format(in, millis_of(a[0]), int_field(in, w, "__off"), pat);
      return in.raising() ? Value::none() : make_str(s);
    }
    if (m == "toPattern") return make_str(pat);
    if (m == "setTimeZone" && !a.empty()) {
      set_int_field(in, w, "__off", zone_offset(in, a[0]));
      return Value::none();
    }
    if (m == "setLenient") return Value::none();
  }
  in.raise("AttributeError", cls + "." + m + " is not supported");
  return Value::none();
}

Value holder_fn(Vm& in, const Value& self, Args& a) {
  // self: the holder's own name (constructor call) or (holder, member) for a static method
  if (self.is(Tag::Str)) {
    const std::string& h = self.as<StrObj>()->s;
    // copying a collection: a step per 8 items (hashing or stringifying each: a step each)
    bool list_kind = h == "ArrayList" || h == "LinkedList" || h == "ArrayDeque" || h == "Stack" || h == "Vector" || h == "CopyOnWriteArrayList" ||
                     is_list_queue_name(h);
    if (!a.empty() && (a[0].is(Tag::List) || a[0].is(Tag::Tuple)) &&
        !(list_kind ? in.charge_copy(a[0].as<ListObj>()->items.size()) : h == "String" ? in.charge_items(a[0].as<ListObj>()->items.size()) : true))
      return Value::none();
    if (list_kind && !a.empty() && a[0].is(Tag::Instance) && dict_of(in, a[0]) && !in.charge_copy(dict_of(in, a[0])->entries.size()))
      return Value::none();
    if (is_list_queue_name(h)) {
      // LinkedBlockingQueue(capacity), ArrayBlockingQueue(capacity[, fair[, collection]]): bounded
      Value l = make_list(a.size() == 3 ? elements_of(in, a[2]) : !a.empty() && !a[0].is_int() ? elements_of(in, a[0]) : std::vector<Value>{});
      if (in.raising()) return Value::none();
      if (!a.empty() && a[0].is_int()) {
        if (a[0].i() <= 0) {
          jthrow(in, "IllegalArgumentException", "");
          return Value::none();
        }
        mark_bounded(in, l, a[0].i());
      }
      return l;
    }
    if (h == "PriorityBlockingQueue") return make_collection(in, Kind::PriorityQueue, a);
    if (h == "CopyOnWriteArrayList") {  // iterated over a snapshot (__jiter): changes in the loop are not seen
      Value l = holder_fn(in, make_str("ArrayList"), a);
      if (l.is(Tag::List)) l.obj()->rt_flags |= kSnapshotIter;
      return l;
    }
    if (h == "ArrayList" || h == "LinkedList" || h == "ArrayDeque" || h == "Stack" || h == "Vector") {
      auto made = [&](Value l) {  // a LinkedList is marked for its own get/set index messages
        if (h == "LinkedList" && l.is(Tag::List)) l.obj()->rt_flags |= kLinkedList;
        return l;
      };
      if (!a.empty() && (a[0].is(Tag::List) || a[0].is(Tag::Tuple))) return made(make_list(a[0].as<ListObj>()->items));
      if (!a.empty() && (kind_of(a[0]) == Kind::ListSub || kind_of(a[0]) == Kind::PriorityQueue || skeleton_of(a[0]) != Skel::None))
        return made(make_list(elements_of(in, a[0])));
      if (!a.empty() && a[0].is(Tag::Instance) && dict_of(in, a[0])) return made(keys_list(in, a[0]));
      return made(make_list({}));
    }
    if (h == "HashMap") return make_collection(in, Kind::HashMap, a);
    if (h == "IdentityHashMap") {
      Value w = make_collection(in, Kind::HashMap, a);
      if (w.is(Tag::Instance)) set_instance_field(in, w, "__ident", Value::boolean(true));
      return w;
    }
    if (h == "TreeMap" || h == "EnumMap") return make_collection(in, Kind::TreeMap, a);
    if (h == "LinkedHashMap") return make_collection(in, Kind::LinkedHashMap, a);
    if (h == "HashSet") return make_collection(in, Kind::HashSet, a);
    if (h == "TreeSet") return make_collection(in, Kind::TreeSet, a);
    if (h == "LinkedHashSet") return make_collection(in, Kind::LinkedHashSet, a);
    if (h == "StringBuilder" || h == "StringBuffer") return make_collection(in, Kind::StringBuilder, a);
    if (h == "StringJoiner") return make_collection(in, Kind::StringJoiner, a);
    if (h == "StringWriter" || h == "CharArrayWriter") return make_collection(in, Kind::StringBuilder, {});
    if (h == "PrintWriter") {  // over a StringWriter: that writer; over System.out/err: the stream itself
      if (!a.empty() && (kind_of(a[0]) == Kind::StringBuilder || is_system_out(a[0]) ||
                         (a[0].is(Tag::Builtin) && a[0].as<BuiltinObj>()->fn == &holder_fn)))
        return a[0];
      in.raise("AttributeError", "PrintWriter over a file is not supported");
      return Value::none();
    }
    if (h == "Formatter") {  // new Formatter(sb) writes into sb; new Formatter() / (Locale) into a fresh one
      if (!a.empty() && kind_of(a[0]) == Kind::StringBuilder) return a[0];
      return make_collection(in, Kind::StringBuilder, {});
    }
    if (h == "Locale") return make_list({make_str("__jlocale"), make_str(a.empty() ? "" : jstr(in, a[0]))}, Tag::Tuple);
    if (h == "PriorityQueue") return make_collection(in, Kind::PriorityQueue, a);
    if (h == "Thread") return make_collection(in, Kind::Thread, a);
    if (h == "ConcurrentHashMap") return make_collection(in, Kind::HashMap, a);
    if (h == "Properties") return make_collection(in, Kind::HashMap, {});  // (a Hashtable: printing one is not in its order)  // (one thread: the same table and order)
    if (h == "ConcurrentSkipListMap") return make_collection(in, Kind::TreeMap, a);
    if (h == "ConcurrentSkipListSet") return make_collection(in, Kind::TreeSet, a);
    if (h == "CompletableFuture") return new_future(in, Value::none(), Value::none(), false, false);
    if (h == "BitSet") {  // BitSet() or BitSet(nbits): the word array's size is what size() reports
      std::int64_t nbits = a.empty() ? 64 : arg_int(a, 0);
      if (nbits < 0) {
        jthrow(in, "NegativeArraySizeException", "nbits < 0: " + std::to_string(nbits));
        return Value::none();
      }
      std::size_t words = static_cast<std::size_t>((nbits + 63) / 64);
      if (!in.charge_copy(words)) return Value::none();
      Value w = new_wrapper(in, Kind::BitSet);
      set_instance_field(in, w, "__w", make_list(std::vector<Value>(words, Value::integer(0))));
      return w;
    }
    if (h == "InputStreamReader" || h == "StringReader") return a.empty() ? Value::none() : a[0];  // what BufferedReader reads
    if (h == "Scanner" || h == "BufferedReader") {
      // over a String, or System.in: the program's standard input when the
      // user gave one, else empty (docs/adr/0020-program-standard-input.md);
      // files are not read. A BufferedReader is a Scanner with readLine/read/lines.
      Value text = a.empty() ? Value::none() : a[0];
      if (!a.empty() && is_system_in(a[0])) {
        auto si = standard_input(in);
        text = make_str(si ? si->all() : std::string());
      }
      if (!text.is(Tag::Str)) {
        in.raise("AttributeError", h + " over a file or stream is not supported (System.in and strings are)");
        return Value::none();
      }
      Value w = new_wrapper(in, Kind::Scanner);
      set_instance_field(in, w, "__s", text);
      set_instance_field(in, w, "__pos", Value::integer(0));
      set_instance_field(in, w, "__delim", Value::none());
      set_instance_field(in, w, "__closed", Value::boolean(false));
      return w;
    }
    if (h == "ByteArrayInputStream" || h == "DataInputStream" || h == "DataOutputStream") return new_byte_stream(in, h, a);
    if (h == "Date") {
      if (a.size() != 1) {
        in.raise("AttributeError", "new Date() reads the clock (and the deprecated field constructors): not supported; new Date(millis) is");
        return Value::none();
      }
      return new_date(in, arg_int(a, 0));
    }
    if (h == "SimpleDateFormat") {
      Value w = new_wrapper(in, Kind::Atomic);
      set_instance_field(in, w, "__cls", make_str(h));
      set_instance_field(in, w, "__pat", a.empty() ? make_str("M/d/yy, h:mm a") : a[0]);
      set_int_field(in, w, "__off", 0);
      return w;
    }
    // a Buffered stream over a byte-array one is that stream (its buffer only delays what a flush shows)
    if ((h == "BufferedInputStream" || h == "BufferedOutputStream") && !a.empty() && atomic_cls(in, a[0]).starts_with("ByteArray")) return a[0];
    if (h == "ByteArrayOutputStream") {  // a cell holding the byte list written so far
      Value w = new_wrapper(in, Kind::Atomic);
      set_instance_field(in, w, "__v", make_list({}));
      set_instance_field(in, w, "__cls", make_str(h));
      return w;
    }
    if (h == "CRC32" || h == "Adler32") {  // a checksum cell: its running value
      Value w = new_wrapper(in, Kind::Atomic);
      set_instance_field(in, w, "__v", Value::integer(h == "CRC32" ? 0 : 1));
      set_instance_field(in, w, "__cls", make_str(h));
      return w;
    }
    if (h == "CountDownLatch" || h == "Semaphore") {  // a count (permits) cell
      std::int64_t c = !a.empty() && a[0].is_int() ? a[0].i() : 0;
      if (h == "CountDownLatch" && c < 0) {
        jthrow(in, "IllegalArgumentException", "count < 0");
        return Value::none();
      }
      Value w = new_wrapper(in, Kind::Atomic);
      set_instance_field(in, w, "__v", Value::integer(c));
      set_instance_field(in, w, "__cls", make_str(h));
      return w;
    }
    if (h == "AtomicInteger" || h == "AtomicLong" || h == "AtomicBoolean" || h == "AtomicReference" || h == "LongAdder") {
      Value w = new_wrapper(in, Kind::Atomic);
      Value init = !a.empty() ? a[0] : h == "AtomicBoolean" ? Value::boolean(false) : h == "AtomicReference" ? Value::none() : Value::integer(0);
      set_instance_field(in, w, "__v", init);
      set_instance_field(in, w, "__cls", make_str(h));
      return w;
    }
    if (h == "AbstractMap.SimpleEntry" || h == "SimpleEntry" || h == "SimpleImmutableEntry" || h == "AbstractMap.SimpleImmutableEntry") {
      // entries are 2-tuples, as Map.entry's (a copy of an entry given: a fresh tuple)
      Value k = a.size() > 0 ? a[0] : Value::none(), v = a.size() > 1 ? a[1] : Value::none();
      if (a.size() == 1 && a[0].is(Tag::Tuple) && a[0].as<ListObj>()->items.size() == 2) {
        k = a[0].as<ListObj>()->items[0];
        v = a[0].as<ListObj>()->items[1];
      }
      Value e = make_list({k, v}, Tag::Tuple);
      if (h == "SimpleImmutableEntry" || h == "AbstractMap.SimpleImmutableEntry") e.obj()->rt_flags |= kImmutableEntry;
      e.obj()->rt_flags |= kSimpleEntry;
      return e;
    }
    if (h == "BigInteger" && !a.empty() && (a.back().is(Tag::List) || (a.size() == 2 && a[1].is(Tag::List)))) {
      // BigInteger(byte[]) reads two's complement, BigInteger(signum, byte[]) a magnitude (big-endian)
      bool signed_form = a.size() == 1;
      const Value& bytes = signed_form ? a[0] : a[1];
      std::int64_t signum = signed_form ? 1 : arg_int(a, 0);
      const auto& items = bytes.as<ListObj>()->items;
      if (!in.charge_items(items.size())) return Value::none();
      if (signed_form && items.empty()) {
        jthrow(in, "NumberFormatException", "Zero length BigInteger");
        return Value::none();
      }
      if (signum < -1 || signum > 1) {
        jthrow(in, "NumberFormatException", "Invalid signum value");
        return Value::none();
      }
      BigInt r = 0;
      bool any = false;
      for (const auto& x : items) {
        r = r * 256 + static_cast<std::int64_t>(static_cast<std::uint8_t>(x.is_int() ? x.i() : 0));
        any |= x.is_int() && x.i() != 0;
      }
      if (signum == 0 && any) {
        jthrow(in, "NumberFormatException", "signum-magnitude mismatch");
        return Value::none();
      }
      if (signed_form && static_cast<std::int8_t>(items[0].is_int() ? items[0].i() : 0) < 0) {
        BigInt full = 1;
        for (std::size_t k = 0; k < items.size(); ++k) full = full * 256;
        r = r - full;
      }
      return make_int(signum < 0 ? BigInt(-r) : r);
    }
    if (h == "BigInteger") {
      // BigInteger values are the VM's own integers (Int, or BigInt past 64 bits)
      std::string t = a.empty() ? "" : jstr(in, a[0]);
      int base = a.size() > 1 && a[1].is_int() ? static_cast<int>(a[1].i()) : 10;
      if (!in.charge_bytes(t.size())) return Value::none();
      BigInt r = 0;
      bool neg = false, any = false;
      std::size_t i = 0;
      if (!t.empty() && (t[0] == '-' || t[0] == '+')) neg = t[i++] == '-';
      for (; i < t.size() && base >= 2 && base <= 36; ++i) {
        int d = std::isdigit(static_cast<unsigned char>(t[i])) ? t[i] - '0'
                : std::isalpha(static_cast<unsigned char>(t[i])) ? std::tolower(static_cast<unsigned char>(t[i])) - 'a' + 10 : 99;
        if (d >= base) { any = false; break; }
        r = r * base + d;
        any = true;
      }
      if (!any) {
        jthrow(in, "NumberFormatException", t.empty() ? "Zero length BigInteger" : "For input string: \"" + t + "\"");
        return Value::none();
      }
      return make_int(neg ? BigInt(-r) : r);
    }
    if (h == "MathContext") {  // [__mc, precision, rounding mode name]
      std::int64_t prec = arg_int(a, 0);
      if (prec < 0) {
        jthrow(in, "IllegalArgumentException", "Digits < 0");
        return Value::none();
      }
      std::string mode = a.size() > 1 ? jstr(in, a[1]) : "HALF_UP";
      return make_list({make_str("__mc"), Value::integer(prec), make_str(mode)}, Tag::Tuple);
    }
    if (h == "BigDecimal") {
      if (a.empty()) return Value::none();
      if (a[0].is(Tag::Float)) return make_dec(in, java_bigdecimal::from_double(a[0].d()));
      if (a[0].is_int() || a[0].is(Tag::BigInt)) return make_dec(in, {to_big(a[0]), 0});
      std::string t = jstr(in, a[0]);
      if (!in.charge_bytes(t.size())) return Value::none();
      auto d = java_bigdecimal::parse(t);
      if (!d) {
        jthrow(in, "NumberFormatException", "Character array is missing \"exponent\" mark 'e' or 'E'.");
        return Value::none();
      }
      return make_dec(in, *d);
    }
    if (h == "Random") {
      Value w = new_wrapper(in, Kind::Random);
      java_random::State st;
      // unseeded: a fixed seed, as runs are deterministic
      st.seed = java_random::scramble(!a.empty() && a[0].is_int() ? a[0].i() : 8682522807148012LL);
      store_random(in, w, st);
      return w;
    }
    if (h == "String") {
      if (a.empty()) return make_str("");
      if (a[0].is(Tag::List)) {  // new String(char[]) / new String(char[], offset, count)
        auto& items = a[0].as<ListObj>()->items;
        std::int64_t n = static_cast<std::int64_t>(items.size());
        std::int64_t off = a.size() >= 3 ? arg_int(a, 1) : 0, cnt = a.size() >= 3 ? arg_int(a, 2) : n;
        if (off < 0 || cnt < 0 || off > n - cnt) {
          jthrow(in, "StringIndexOutOfBoundsException",
                 "offset " + std::to_string(off) + ", count " + std::to_string(cnt) + ", length " + std::to_string(n));
          return Value::none();
        }
        std::string s;
        bool bytes = false;  // new String(byte[] [, offset, length] [, charset]): the bytes decoded
        for (const Value& x : items) bytes = bytes || x.is_int();
        if (bytes) {
          for (std::int64_t k = off; k < off + cnt; ++k) s.push_back(static_cast<char>(items[static_cast<std::size_t>(k)].i()));
          std::size_t cs = a.size() == 2 ? 1 : a.size() == 4 ? 3 : 0;
          return make_str(decode_charset(s, cs ? jstr(in, a[cs]) : std::string()));
        }
        for (std::int64_t k = off; k < off + cnt; ++k) s += jstr(in, items[static_cast<std::size_t>(k)]);
        return make_str(s);
      }
      return make_str(jstr(in, a[0]));
    }
    if (h == "Object") {  // new Object(): a lock or sentinel, equal only to itself (java.lang.Object@hash)
      Value c = scope_get(in, "__jrt_object");
      if (!c.is(Tag::Class)) {
        auto* co = new ClassObj();
        co->name = "Object";
        c = Value::object(co);
        co->mro.push_back(c);
        co->attrs.set(in.intern("__binname"), make_str("java.lang.Object"));
        scope_set(in, "__jrt_object", c);
      }
      auto* inst = new InstanceObj();
      inst->cls = c;
      return Value::object(inst);
    }
    if (h == "__jstr") {
      // `"" + x` of an unknown x stays a symbolic concatenation
      if (!a.empty() && a[0].is_symbolic()) return a[0];
      return make_str(a.empty() ? "" : jstr(in, a[0]));
    }
    if (h == "__jstrf") return make_str(a.empty() ? "" : a[0].is(Tag::Float) ? jdouble(a[0].d(), true) : jstr(in, a[0]));
    if (h == "__jiter") {
      if (a.empty()) return make_list({});
      Kind k = kind_of(a[0]);
      if (is_set(k) || is_map(k)) return keys_list(in, a[0]);
      if (k == Kind::PriorityQueue) return *a[0].as<InstanceObj>()->fields.find(in.intern("__l"));
      if (k == Kind::ListSub) {
        Value l = instance_field(in, a[0], "__l");
        return l.is(Tag::List) ? l : make_list({});
      }
      if (k == Kind::Stream || k == Kind::Iterator || (k == Kind::None && a[0].is(Tag::Instance)))
        return make_list(elements_of(in, a[0]));
      if (a[0].is(Tag::Function)) {  // a lambda as the Iterable (`return () -> iterator;`): its iterator()
        Value it = in.call_sync(a[0], {});
        return in.raising() ? Value::none() : make_list(elements_of(in, it));
      }
      if (a[0].is(Tag::List) && (a[0].obj()->rt_flags & kSnapshotIter)) {
        if (!in.charge_copy(a[0].as<ListObj>()->items.size())) return Value::none();
        return make_list(a[0].as<ListObj>()->items);
      }
      return a[0];
    }
    if (h == "__jnewarray") {
      if (a.size() < 2) return make_list({});
      return new_array(in, a[0], a, 1);
    }
    if (h == "__jfdiv" || h == "__jfmod" || h == "__jffdiv" || h == "__jffmod") {
      double x = a.size() > 0 ? num(a[0]) : 0, y = a.size() > 1 ? num(a[1]) : 0;
      double r = h == "__jfdiv" || h == "__jffdiv" ? x / y : std::fmod(x, y);
      if (h == "__jffdiv" || h == "__jffmod") r = static_cast<double>(static_cast<float>(r));  // float operands: a 32-bit result
      return Value::real(r);
    }
    if (h == "__jastore") {  // arr[i] = v with Java's bounds check
      if (a.size() < 3) return Value::none();
      if (a[0].is_none()) {
        jthrow(in, "NullPointerException", null_site_message(in, "[]=", "Cannot store to array because it is null", 1));
        return Value::none();
      }
      if (a[0].is(Tag::List) && a[1].is_int()) {
        auto& items = a[0].as<ListObj>()->items;
        std::int64_t i = a[1].i();
        if (i < 0 || static_cast<std::size_t>(i) >= items.size()) return index_error(in, "ArrayIndexOutOfBoundsException", i, items.size());
        items[static_cast<std::size_t>(i)] = a[2];
        return Value::none();
      }
      in.ir_store_index(a[0], a[1], a[2]);
      return Value::none();
    }
    if (h == "__jboxn") {  // (number, box kind): a long, short, byte or float taking its Object form
      if (a.size() < 2 || !(a[0].is_int() || a[0].is(Tag::Float)) || !a[1].is_int()) return a.empty() ? Value::none() : a[0];
      return a[0].marked(static_cast<std::uint8_t>(a[1].i()));
    }
    if (h == "__jboxtext") {  // (text, is a char): a one-character string taking the Object form of a char or a String
      if (a.size() < 2 || !a[0].is(Tag::Str) || !one_unit(a[0].as<StrObj>()->s)) return a.empty() ? Value::none() : a[0];
      Value c = make_str(a[0].as<StrObj>()->s);
      c.obj()->rt_flags |= a[1].is(Tag::Bool) && a[1].b() ? kBoxedChar : kBoxedString;
      return c;
    }
    if (h == "__jenumconst") {  // (subject, name): the constant `name` of the subject's library enum (a switch label)
      if (a.size() < 2 || !a[1].is(Tag::Str)) return Value::none();
      const std::string& nm = a[1].as<StrObj>()->s;
      if (a[0].is(Tag::Instance) && kind_of(a[0]) == Kind::Time) {
        Value r = time_member(in, time_class_name(a[0]), nm);
        return r.is_undef() ? Value::none() : r;
      }
      if (a[0].is(Tag::Instance) && kind_of(a[0]) == Kind::None)  // a program's enum reached through an untyped subject
        for (auto& k : a[0].as<InstanceObj>()->klass()->mro)
          if (Value* c = k.as<ClassObj>()->attrs.find(in.intern(nm))) return *c;
      if (a[0].is(Tag::Str)) return a[1];  // RoundingMode, TimeUnit: their constants' names
      return Value::none();
    }
    if (h == "__jcharsstr") {  // a char[] as the text of its characters
      if (a.empty() || !a[0].is(Tag::List)) return a.empty() ? Value::none() : a[0];
      std::string t;
      for (auto& c : a[0].as<ListObj>()->items) t += jstr(in, c);
      return make_str(std::move(t));
    }
    if (h == "__jsized") {  // a format argument of static type byte/short/long (float: bits -32): [__jsz, value, bits]
      if (a.size() < 2 || !(a[0].is_int() || (a[0].is(Tag::Float) && a[1].is_int() && a[1].i() == -32) ||
                            (a[0].is(Tag::Str) && a[1].is_int() && a[1].i() == -16)))  // (a char: -16)
        return a.empty() ? Value::none() : a[0];
      return make_list({make_str("__jsz"), a[0], a[1]}, Tag::Tuple);
    }
    if (h == "__jarrmark") {  // (value, 1 reference array / 2 primitive array / 3 List): its Object form (kRefArray)
      if (a.size() == 2 && a[0].is(Tag::List) && a[1].is_int())
        a[0].obj()->rt_flags |= a[1].i() == 1 ? kRefArray : a[1].i() == 2 ? kPrimArray : kKnownList;
      return a.empty() ? Value::none() : a[0];
    }
    if (h == "__jarraykey") {  // an array where a map/set key goes: identity, as Java arrays
      if (!a.empty() && a[0].is(Tag::List)) a[0].obj()->rt_flags |= kArrayKey;
      return a.empty() ? Value::none() : a[0];
    }
    if (h == "__jalloc") {  // an instance of a program class whose constructor the lowerer calls itself (__jexact)
      if (a.empty() || !a[0].is(Tag::Class)) return Value::none();
      auto* inst = new InstanceObj();
      inst->cls = a[0];
      return Value::object(inst);
    }
    if (h == "__jexact") {  // a method the lowerer chose among overloads by static types (JLS 15.12.2)
      if (a.empty() || !a[0].is(Tag::Function)) return a.empty() ? Value::none() : a[0];
      const auto* f = a[0].as<FunctionObj>();
      auto* g = new FunctionObj();
      Value gv = Value::object(g);
      g->info = f->info, g->sig = f->sig, g->env = f->env, g->defaults = f->defaults, g->owner_class = f->owner_class;
      g->exact = true;
      return gv;
    }
    if (h == "__jspread") return make_list({make_str("__jspread"), a.empty() ? Value::none() : a[0]}, Tag::Tuple);  // an array as the format's varargs
    if (h == "__junbox") {  // (value, message): a wrapper unboxed; null throws the JVM's NullPointerException
      if (!a.empty() && a[0].is_none()) {
        jthrow(in, "NullPointerException", a.size() > 1 ? jstr(in, a[1]) : "");
        return Value::none();
      }
      return a.empty() ? Value::none() : a[0];
    }
    if (h == "__jnum") {  // a boxed Character (a one-character string) as its code unit; anything else unchanged
      if (a.empty()) return Value::none();
      if (a[0].is(Tag::Str)) {
        auto units = utf16_units(a[0].as<StrObj>()->s);
        if (units.size() == 1) return Value::integer(units[0]);
      }
      return a[0];
    }
    if (h == "__jcadd" || h == "__jaddc") {  // char + unknown / unknown + char
      if (a.size() < 2) return Value::none();
      const Value& c = h == "__jcadd" ? a[0] : a[1];
      const Value& o = h == "__jcadd" ? a[1] : a[0];
      if (o.is(Tag::Str)) return make_str(jstr(in, a[0]) + jstr(in, a[1]));
      std::int64_t cv = c.is(Tag::Str) && !c.as<StrObj>()->s.empty() ? static_cast<unsigned char>(c.as<StrObj>()->s[0]) : 0;
      if (o.is_int()) return Value::integer(static_cast<std::int32_t>(static_cast<std::uint32_t>(cv + o.i())));
      if (o.is(Tag::Float)) return Value::real(static_cast<double>(cv) + o.d());
      return make_str(jstr(in, a[0]) + jstr(in, a[1]));
    }
    if (h == "__jfnwrap") {  // a lambda converted to an interface with default methods
      if (a.size() < 3 || !a[1].is(Tag::Class) || !a[2].is(Tag::Str)) return a.empty() ? Value::none() : a[0];
      if (!(a[0].is(Tag::Function) || a[0].is(Tag::BoundMethod) || a[0].is(Tag::Builtin))) return a[0];
      Value obj = call_fn(in, a[1], {});
      if (in.raising() || !obj.is(Tag::Instance)) return a[0];
      obj.as<InstanceObj>()->fields.set(in.intern(a[2].as<StrObj>()->s), a[0]);
      return obj;
    }
    if (h == "__jnpesites") {  // the program's call sites and their NullPointerException texts
      Value& sites = in.run_state("java.npe.sites");
      if (!a.empty() && a[0].is(Tag::Str))
        sites = sites.is(Tag::Str) ? make_str(sites.as<StrObj>()->s + a[0].as<StrObj>()->s) : a[0];
      return Value::none();
    }
    if (h == "__jvarargs") {  // a T... parameter's tuple as an array; f(array) passes the array itself
      if (a.empty() || !a[0].is(Tag::Tuple)) return a.empty() ? Value::none() : a[0];
      auto& items = a[0].as<ListObj>()->items;
      if (items.size() == 1 && items[0].is(Tag::Tuple)) {  // f(array) where the array's static type is T[]: the array itself
        auto& sp = items[0].as<ListObj>()->items;
        if (sp.size() == 2 && sp[0].is(Tag::Str) && sp[0].as<StrObj>()->s == "__jspread") return sp[1];
      }
      bool scalar = a.size() > 1 && a[1].is(Tag::Bool) && a[1].b();
      if (scalar && items.size() == 1 && items[0].is(Tag::List)) return items[0];
      return make_list(items);
    }
    if (h == "__jinstanceof") {
      if (a.size() == 2 && a[0].is_symbolic() && a[1].is(Tag::Str)) {
        // `x instanceof T` of an unknown x is unknown, not true
        auto t = std::make_shared<SymExpr>();
        t->kind = SymExpr::Leaf;
        t->text = a[1].as<StrObj>()->s;
        auto e = std::make_shared<SymExpr>();
        e->kind = SymExpr::Binary;
        e->text = "instanceof";
        e->kids = {in.expr_of(a[0]), t};
        return in.fresh_symbolic(render_expr(*e), e);
      }
      return Value::boolean(a.size() >= 2 && a[1].is(Tag::Str) && instance_of(in, a[0], a[1].as<StrObj>()->s));
    }
    if (h == "__jstamp") {  // `new SomeException(..)`: the stack it is created with (Throwable.fillInStackTrace)
      if (!a.empty() && a[0].is(Tag::Instance)) in.keep_stack(a[0]);
      return a.empty() ? Value::none() : a[0];
    }
    if (h == "__jffwatch") {  // for-each over a set or a map's view: the collection whose size a change shows in
      if (a.empty()) return Value::none();
      Kind k = kind_of(a[0]);
      if (is_set(k)) {
        Value of = instance_field(in, a[0], "__keys_of");  // a keySet(): its map
        return of.is(Tag::Instance) ? of : a[0];
      }
      if (a[0].is(Tag::List))
        for (const char* table : {"__jev", "__jvv"}) {  // an entrySet() or values() list: its map
          Value t = scope_get(in, table);
          if (!t.is(Tag::Dict)) continue;
          Value* e = t.as<DictObj>()->find(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(a[0].obj()))));
          if (e && e->is(Tag::Tuple) && e->as<ListObj>()->items[0].is_heap() && e->as<ListObj>()->items[0].obj() == a[0].obj())
            return e->as<ListObj>()->items[1];
        }
      return Value::none();
    }
    if (h == "__jffsize") {  // the watched collection's size (-1: none watched)
      DictObj* d = !a.empty() && a[0].is(Tag::Instance) ? dict_of(in, a[0]) : nullptr;
      return Value::integer(d ? static_cast<std::int64_t>(d->entries.size()) : -1);
    }
    if (h == "__jffseq") return !a.empty() && a[0].is(Tag::List) ? a[0] : make_list({});  // for-each's fail-fast size checks
    if (h == "__jsubinit") {  // `new LinkedHashMap<>(16, 0.75f, true) { ... }`: the anonymous subclass's super(...) arguments
      if (!a.empty() && a[0].is(Tag::Instance) && kind_of(a[0]) != Kind::None)
        init_subclassed(in, a[0], Args(a.begin() + 1, a.end()));
      return Value::none();
    }
    if (h == "__jiface") {  // an interface declared by the program (its name)
      Value& ifaces = in.run_state("java.interfaces");
      if (!ifaces.is(Tag::Dict)) ifaces = make<DictObj>();
      if (a.size() == 1 && a[0].is(Tag::Str)) ifaces.as<DictObj>()->set(a[0], Value::boolean(true));
      return Value::none();
    }
    if (h == "__jcast") {  // (T) v of a class or boxed type: ClassCastException when v is not a T
      if (a.size() != 2 || !a[1].is(Tag::Str) || a[0].is_none() || a[0].is_symbolic()) return a.empty() ? Value::none() : a[0];
      const std::string& t = a[1].as<StrObj>()->s;
      if (instance_of(in, a[0], t)) return a[0];
      // the value's class as getClass names it (a one-char String stays a String unless boxed from a char)
      std::string from = a[0].is(Tag::Str) ? (a[0].obj()->rt_flags & kBoxedChar ? "java.lang.Character" : "java.lang.String")
                         : a[0].is_int() || a[0].is(Tag::Float) ? std::string("java.lang.") + box_name(a[0])
                         : a[0].is(Tag::Bool) ? "java.lang.Boolean"
                         : a[0].is(Tag::Instance) ? java_class_name(in, a[0].as<InstanceObj>()->klass()) : "java.lang.Object";
      static const char* const lang[] = {"Integer", "Long", "Double", "Float", "Short", "Byte", "Character", "Boolean", "String", "Number"};
      bool in_lang = std::find_if(std::begin(lang), std::end(lang), [&](const char* x) { return t == x; }) != std::end(lang);
      const char* pkg = in_lang ? "java.lang." : library_package(t);
      std::string to = pkg ? pkg + t : t;
      // two JDK classes: the JDK names their module and loader (a program class's loader prints its identity hash)
      std::string where = from.starts_with("java.") && pkg ? " (" + from + " and " + to + " are in module java.base of loader 'bootstrap')" : "";
      jthrow(in, "ClassCastException", "class " + from + " cannot be cast to class " + to + where);
      return Value::none();
    }
    if (h == "__jclasslit") {  // String.class: a[0] the value the name loads (already a class for an exception type)
      if (a.size() < 2 || a[0].is(Tag::Class) || !a[1].is(Tag::Str)) return a.empty() ? Value::none() : a[0];
      return class_literal(in, a[0], a[1].as<StrObj>()->s);
    }
    if (h == "__jmethodref") {
      if (a.size() < 2 || !a[1].is(Tag::Str)) return Value::none();
      return bound(&methodref_call, a[0], a[1].as<StrObj>()->s);
    }
    in.raise("TypeError", h + " is not callable");
    return Value::none();
  }
  const std::string& h = recv_of(self).as<StrObj>()->s;
  const std::string& m = meth_of(self);
  if (is_time_holder(h)) return time_static(in, h, m, a);
  auto d0 = [&]() { return a.empty() ? 0.0 : num(a[0]); };
  if (pure_static(h) && std::any_of(a.begin(), a.end(), [](const Value& x) { return x.is_symbolic(); })) {
    // Integer.parseInt(<sym>), Math.max(<sym>, 3): a symbolic result, as an
    // unresolved call would give, not an exception or a made-up value
    auto e = in.call_expr(h + "." + m, a);
    return in.fresh_symbolic(render_expr(*e), e);
  }
  // Static methods that walk a collection or a string argument pay for it
  // (a step per 8 items, per 64 bytes); those that only look at one item do not.
  if (!(h == "Math" || h == "Character" || m == "swap" || m == "isNull" || m == "nonNull" || m == "requireNonNull" ||
        m == "requireNonNullElse" || m == "requireNonNullElseGet" || m == "identityHashCode" || m == "arraycopy" ||
        m == "copyOf" || m == "copyOfRange" || m == "exit" || m == "sort" || h == "System.out" || h == "System.err" ||
        ((m == "valueOf" || m == "copyValueOf") && a.size() == 3))) {  // (sorts charge n log n; valueOf(chars, i, n) below)
    std::size_t items = 0, bytes = 0;
    for (auto& x : a) {
      if (x.is(Tag::List) || x.is(Tag::Tuple)) items += x.as<ListObj>()->items.size();
      else if (x.is(Tag::Str)) bytes += x.as<StrObj>()->s.size();
      else if (x.is(Tag::Instance)) if (DictObj* xd = dict_of(in, x)) items += xd->entries.size();
    }
    // max/min/frequency compare, valueOf/join stringify: a step per item
    bool per_item = m == "max" || m == "min" || m == "frequency" || m == "valueOf" || m == "copyValueOf" || m == "join" ||
                    m == "hash" || m == "hashCode" || m == "equals" || m == "deepEquals";
    if (!(per_item ? in.charge_items(items) : in.charge_copy(items)) || !in.charge_bytes(bytes)) return Value::none();
  }
  if (h == "System.out" || h == "System.err") {
    std::string text;
    if (m == "println") text = (a.empty() ? "" : jstr(in, a[0])) + "\n";
    else if (m == "print") text = a.empty() ? "" : jstr(in, a[0]);
    else if (m == "printf" || m == "format") {
      text = format_call(in, a);
    } else if (m == "flush") {
      return Value::none();
    }
    if (in.raising()) return Value::none();  // a toString threw (StackOverflowError on a cycle): nothing printed
    if (!in.charge_bytes(text.size())) return Value::none();
    if (h == "System.out") in.write_out(text);
    else in.write_err(text);  // System.err: the program's stderr, apart from stdout
    return Value::none();
  }
  if (h == "Locale") return make_list({make_str("__jlocale"), make_str(m)}, Tag::Tuple);  // Locale.getDefault(), Locale.of(...)
  if (h == "System") {
    if (m == "exit") {  // System.exit(n): the JVM halts with status n (finally blocks do not run)
      in.exit_program(static_cast<int>(arg_int(a, 0) & 0xff));
      return Value::none();
    }
    if (m == "arraycopy" && a.size() == 5 && a[0].is(Tag::List) && a[2].is(Tag::List)) {
      auto src = a[0].as<ListObj>()->items;
      auto& dst = a[2].as<ListObj>()->items;
      std::int64_t sp = arg_int(a, 1), dp = arg_int(a, 3), n = arg_int(a, 4);
      if (n > 0 && !in.charge_copy(static_cast<std::size_t>(n))) return Value::none();
      if (sp < 0 || dp < 0 || n < 0 || sp + n > static_cast<std::int64_t>(src.size()) || dp + n > static_cast<std::int64_t>(dst.size())) {
        jthrow(in, "ArrayIndexOutOfBoundsException", "arraycopy: last source index " + std::to_string(sp + n) + " out of bounds");
        return Value::none();
      }
      for (std::int64_t k = 0; k < n; ++k) dst[static_cast<std::size_t>(dp + k)] = src[static_cast<std::size_t>(sp + k)];
      return Value::none();
    }
    if (m == "identityHashCode") return Value::integer(a.empty() ? 0 : jhash(a[0]));
    return Value::integer(0);  // currentTimeMillis / nanoTime: not deterministic, 0
  }
  if (h == "Math") {
    auto d1 = [&]() { return a.size() > 1 ? num(a[1]) : 0.0; };
    if (m == "asin") return Value::real(std::asin(d0()));
    if (m == "acos") return Value::real(std::acos(d0()));
    if (m == "sinh") return Value::real(std::sinh(d0()));
    if (m == "cosh") return Value::real(std::cosh(d0()));
    if (m == "tanh") return Value::real(std::tanh(d0()));
    if (m == "expm1") return Value::real(std::expm1(d0()));
    if (m == "log1p") return Value::real(std::log1p(d0()));
    if (m == "copySign") return Value::real(std::copysign(d0(), d1()));
    if (m == "nextUp") return Value::real(std::nextafter(d0(), HUGE_VAL));
    if (m == "nextDown") return Value::real(std::nextafter(d0(), -HUGE_VAL));
    if (m == "nextAfter") return Value::real(std::nextafter(d0(), d1()));
    if (m == "ulp") {
      double x = std::fabs(d0());
      if (std::isnan(x)) return Value::real(x);
      if (std::isinf(x)) return Value::real(HUGE_VAL);
      return Value::real(std::nextafter(x, HUGE_VAL) - x == 0 ? x - std::nextafter(x, 0.0) : std::nextafter(x, HUGE_VAL) - x);
    }
    if (m == "getExponent") {
      double x = d0();
      if (std::isnan(x) || std::isinf(x)) return Value::integer(1024);
      if (x == 0 || std::fpclassify(x) == FP_SUBNORMAL) return Value::integer(-1023);
      return Value::integer(std::ilogb(x));
    }
    if (m == "IEEEremainder") return Value::real(std::remainder(d0(), d1()));
    if (m == "fma" && a.size() == 3) return Value::real(std::fma(d0(), d1(), num(a[2])));
    if (m == "scalb") return Value::real(std::scalbn(d0(), static_cast<int>(std::clamp<std::int64_t>(arg_int(a, 1), -100000, 100000))));
    if (m == "toIntExact") {
      std::int64_t x = arg_int(a, 0);
      if (x < std::numeric_limits<std::int32_t>::min() || x > std::numeric_limits<std::int32_t>::max()) {
        jthrow(in, "ArithmeticException", "integer overflow");
        return Value::none();
      }
      return Value::integer(x);
    }
    if (m == "multiplyFull") return Value::integer(arg_int(a, 0) * arg_int(a, 1));  // two ints: never overflows
    if (m == "multiplyHigh") {
      __extension__ typedef __int128 wide;  // the high half of a 64x64 product
      wide p = static_cast<wide>(arg_int(a, 0)) * arg_int(a, 1);
      return Value::integer(static_cast<std::int64_t>(p >> 64));
    }
    if (m == "abs") {
      if (!a.empty() && a[0].is_int()) return Value::integer(a[0].i() < 0 ? -a[0].i() : a[0].i());
      return Value::real(std::fabs(d0()));
    }
    if (m == "max" || m == "min") {
      if (a.size() < 2) return Value::none();
      if (a[0].is_int() && a[1].is_int())
        return Value::integer(m == "max" ? std::max(a[0].i(), a[1].i()) : std::min(a[0].i(), a[1].i()));
      double x = num(a[0]), y = num(a[1]);
      return Value::real(m == "max" ? std::max(x, y) : std::min(x, y));
    }
    if (m == "pow") return Value::real(std::pow(d0(), a.size() > 1 ? num(a[1]) : 0));
    if (m == "sqrt") return Value::real(std::sqrt(d0()));
    if (m == "cbrt") {
      // glibc's cbrt can be an ulp off (cbrt(27) = 3.0000000000000004); Java's is within one ulp
      // and exact on cubes: take the neighbour whose cube is nearest
      double x = d0(), r = std::cbrt(x);
      if (std::isfinite(r) && r != 0) {
        long double best = std::fabs(static_cast<long double>(r) * r * r - x);
        for (double c : {std::nextafter(r, -HUGE_VAL), std::nextafter(r, HUGE_VAL)}) {
          long double e = std::fabs(static_cast<long double>(c) * c * c - x);
          if (e < best) best = e, r = c;
        }
      }
      return Value::real(r);
    }
    if (m == "floor") return Value::real(std::floor(d0()));
    if (m == "ceil") return Value::real(std::ceil(d0()));
    if (m == "rint") return Value::real(std::nearbyint(d0()));
    if (m == "round") {  // floor(x + 1/2) taken exactly (0.49999999999999994 rounds to 0); NaN 0; saturating
      double x = d0();
      if (std::isnan(x)) return Value::integer(0);
      if (x >= 9.2233720368547758e18) return Value::integer(std::numeric_limits<std::int64_t>::max());
      if (x <= -9.2233720368547758e18) return Value::integer(std::numeric_limits<std::int64_t>::min());
      double fl = std::floor(x);  // x - fl is exact below 2^52; above it x is whole
      return Value::integer(static_cast<std::int64_t>(fl) + (x - fl >= 0.5 ? 1 : 0));
    }
    if (m == "log") return Value::real(std::log(d0()));
    if (m == "log10") return Value::real(std::log10(d0()));
    if (m == "exp") return Value::real(std::exp(d0()));
    if (m == "sin") return Value::real(std::sin(d0()));
    if (m == "cos") return Value::real(std::cos(d0()));
    if (m == "tan") return Value::real(std::tan(d0()));
    if (m == "atan") return Value::real(std::atan(d0()));
    if (m == "atan2") return Value::real(std::atan2(d0(), a.size() > 1 ? num(a[1]) : 0));
    if (m == "hypot") return Value::real(std::hypot(d0(), a.size() > 1 ? num(a[1]) : 0));
    if (m == "signum") return Value::real(d0() > 0 ? 1.0 : d0() < 0 ? -1.0 : 0.0);
    if (m == "toRadians") return Value::real(d0() * M_PI / 180.0);
    if (m == "toDegrees") return Value::real(d0() * 180.0 / M_PI);
    if (m == "random") return Value::real(0.5);
    if (m == "floorDiv" || m == "floorMod") {
      std::int64_t x = arg_int(a, 0), y = arg_int(a, 1);
      if (y == 0) { jthrow(in, "ArithmeticException", "/ by zero"); return Value::none(); }
      std::int64_t q = x / y;
      if ((x % y != 0) && ((x < 0) != (y < 0))) --q;
      return Value::integer(m == "floorDiv" ? q : x - q * y);
    }
    // the long overloads arrive as `addExact$L` (the lowerer saw a long argument):
    // ints and longs share one run-time type
    bool is_long = m.size() > 2 && m.compare(m.size() - 2, 2, "$L") == 0;
    std::string_view mb = is_long ? std::string_view(m).substr(0, m.size() - 2) : std::string_view(m);
    if (mb == "addExact" || mb == "multiplyExact" || mb == "subtractExact") {
      std::int64_t x = arg_int(a, 0), y = arg_int(a, 1), r;
      bool of = mb == "addExact" ? __builtin_add_overflow(x, y, &r) : mb == "subtractExact" ? __builtin_sub_overflow(x, y, &r) : __builtin_mul_overflow(x, y, &r);
      if (of || (!is_long && (r > std::numeric_limits<std::int32_t>::max() || r < std::numeric_limits<std::int32_t>::min()))) {
        jthrow(in, "ArithmeticException", is_long ? "long overflow" : "integer overflow");
        return Value::none();
      }
      return Value::integer(r);
    }
    if (mb == "absExact" || mb == "negateExact" || mb == "incrementExact" || mb == "decrementExact") {
      std::int64_t x = arg_int(a, 0);
      std::int64_t lo = is_long ? std::numeric_limits<std::int64_t>::min() : std::numeric_limits<std::int32_t>::min();
      std::int64_t hi = is_long ? std::numeric_limits<std::int64_t>::max() : std::numeric_limits<std::int32_t>::max();
      bool of = mb == "absExact" || mb == "negateExact" ? x == lo : mb == "incrementExact" ? x == hi : x == lo;
      if (of || x < lo || x > hi) {
        jthrow(in, "ArithmeticException", mb == "absExact" ? std::string("Overflow to represent absolute value of ") + (is_long ? "Long" : "Integer") + ".MIN_VALUE"
                                                           : std::string(is_long ? "long overflow" : "integer overflow"));
        return Value::none();
      }
      return Value::integer(mb == "absExact" ? (x < 0 ? -x : x) : mb == "negateExact" ? -x : mb == "incrementExact" ? x + 1 : x - 1);
    }
  }
  if ((h == "Integer" || h == "Long") && m == "decode" && a.size() == 1) {
    // [sign] (0x | 0X | # | 0 octal)? digits
    std::string str = jstr(in, a[0]), body = str;
    bool neg = false;
    if (!body.empty() && (body[0] == '-' || body[0] == '+')) neg = body[0] == '-', body = body.substr(1);
    int radix = 10;
    if (body.rfind("0x", 0) == 0 || body.rfind("0X", 0) == 0) radix = 16, body = body.substr(2);
    else if (body.rfind("#", 0) == 0) radix = 16, body = body.substr(1);
    else if (body.size() > 1 && body[0] == '0') radix = 8, body = body.substr(1);
    if (str.empty() || body.empty() || body[0] == '-' || body[0] == '+') {
      jthrow(in, "NumberFormatException", str.empty() ? "Zero length string" : body.empty() ? "For input string: \"" + str + "\"" : "Sign character in wrong position");
      return Value::none();
    }
    Value r = parse_int(in, make_str((neg ? "-" : "") + body), radix, h == "Long");
    if (in.raising()) {  // the message names the whole input
      in.clear_raise();
      jthrow(in, "NumberFormatException", "For input string: \"" + str + "\"" + (radix != 10 ? " under radix " + std::to_string(radix) : ""));
      return Value::none();
    }
    return h == "Long" ? r.marked(kBoxLong) : r;
  }
  if (h == "Long" && m == "parseUnsignedLong" && !a.empty()) {  // 0 .. 2^64-1, wrapped into a long
    std::string str = a[0].is_none() ? std::string() : jstr(in, a[0]);
    int radix = a.size() > 1 ? static_cast<int>(arg_int(a, 1)) : 10;
    if (a[0].is_none()) {
      jthrow(in, "NumberFormatException", "Cannot parse null string: null");
      return Value::none();
    }
    std::size_t i = !str.empty() && str[0] == '+' ? 1 : 0;
    if (str.empty() || str[0] == '-' || i >= str.size()) {
      jthrow(in, "NumberFormatException", !str.empty() && str[0] == '-' ? "Illegal leading minus sign on unsigned string " + str + "."
                                          : "For input string: \"" + str + "\"" + (radix != 10 ? " under radix " + std::to_string(radix) : ""));
      return Value::none();
    }
    std::uint64_t acc = 0;
    for (; i < str.size(); ++i) {
      char c = str[i];
      int dg = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::isalpha(static_cast<unsigned char>(c)) ? std::tolower(c) - 'a' + 10 : 99;
      if (dg >= radix) {
        jthrow(in, "NumberFormatException", "For input string: \"" + str + "\"" + (radix != 10 ? " under radix " + std::to_string(radix) : ""));
        return Value::none();
      }
      if (__builtin_mul_overflow(acc, static_cast<std::uint64_t>(radix), &acc) ||
          __builtin_add_overflow(acc, static_cast<std::uint64_t>(dg), &acc)) {
        jthrow(in, "NumberFormatException", "String value " + str + " exceeds range of unsigned long.");
        return Value::none();
      }
    }
    return Value::integer(static_cast<std::int64_t>(acc));
  }
  if (h == "Integer" && m == "parseUnsignedInt" && !a.empty()) {
    Value r = parse_int(in, a[0], a.size() > 1 ? static_cast<int>(arg_int(a, 1)) : 10, true);
    if (in.raising()) return Value::none();
    std::string str = jstr(in, a[0]);
    if (!r.is_int() || r.i() < 0 || r.i() > 0xFFFFFFFFLL || (!str.empty() && str[0] == '-')) {
      jthrow(in, "NumberFormatException", "String value " + str + " exceeds range of unsigned int.");
      return Value::none();
    }
    return Value::integer(static_cast<std::int32_t>(static_cast<std::uint32_t>(r.i())));
  }
  if ((h == "Double" || h == "Float") && m == "isFinite" && !a.empty()) return Value::boolean(std::isfinite(num(a[0])));
  // the IEEE 754 bits (NaN: the canonical pattern for the non-raw forms)
  if (h == "Double" && (m == "doubleToLongBits" || m == "doubleToRawLongBits") && !a.empty()) {
    double d = num(a[0]);
    if (m == "doubleToLongBits" && std::isnan(d)) return Value::integer(0x7ff8000000000000LL);
    std::int64_t bits;
    std::memcpy(&bits, &d, sizeof bits);
    return Value::integer(bits);
  }
  if (h == "Double" && m == "longBitsToDouble" && !a.empty()) {
    std::int64_t bits = arg_int(a, 0);
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return Value::real(d);
  }
  if (h == "Float" && (m == "floatToIntBits" || m == "floatToRawIntBits") && !a.empty()) {
    float f = static_cast<float>(num(a[0]));
    if (m == "floatToIntBits" && std::isnan(f)) return Value::integer(0x7fc00000);
    std::int32_t bits;
    std::memcpy(&bits, &f, sizeof bits);
    return Value::integer(bits);
  }
  if (h == "Float" && m == "intBitsToFloat" && !a.empty()) {
    auto bits = static_cast<std::int32_t>(arg_int(a, 0));
    float f;
    std::memcpy(&f, &bits, sizeof f);
    return Value::real(static_cast<double>(f));
  }
  if (h == "Character" && m == "toChars" && !a.empty()) {  // a supplementary code point is two UTF-16 chars
    auto cp = static_cast<std::uint32_t>(arg_int(a, 0));
    std::string hi, lo;
    if (cp < 0x10000) {
      put_utf8(hi, cp);
      return make_list({make_str(hi)});
    }
    put_utf8(hi, 0xD800 + ((cp - 0x10000) >> 10));
    put_utf8(lo, 0xDC00 + ((cp - 0x10000) & 0x3FF));
    return make_list({make_str(hi), make_str(lo)});
  }
  if (h == "Short" || h == "Byte") {  // their own table: x - y compares, a range check parses
    const bool byte = h == "Byte";
    const std::int64_t lo = byte ? -128 : -32768, hi = byte ? 127 : 32767, mask = byte ? 0xFF : 0xFFFF;
    auto narrow = [&](std::size_t k) { return arg_int(a, k); };  // a byte/short argument is in range already
    if (m == "parseByte" || m == "parseShort" || m == "valueOf" || m == "decode") {
      const std::uint8_t box = byte ? kBoxByte : kBoxShort;  // valueOf/decode return the box
      if (m == "valueOf" && !a.empty() && a[0].is_int()) return a[0].marked(box);
      int radix = a.size() > 1 ? static_cast<int>(arg_int(a, 1)) : 10;
      Value r = m == "decode" ? holder_fn(in, make_list({make_str("Integer"), make_str("decode")}), a) : parse_int(in, a.empty() ? Value::none() : a[0], radix, false);
      if (in.raising() || !r.is_int()) return Value::none();
      if (r.i() < lo || r.i() > hi) {
        std::string str = jstr(in, a[0]);
        jthrow(in, "NumberFormatException", m == "decode" ? "Value " + std::to_string(r.i()) + " out of range from input " + str
                                                          : "Value out of range. Value:\"" + str + "\" Radix:" + std::to_string(radix));
        return Value::none();
      }
      return m == "valueOf" || m == "decode" ? r.marked(box) : r;
    }
    if (m == "toString") return make_str(std::to_string(narrow(0)));
    if (m == "hashCode") return Value::integer(narrow(0));
    if (m == "compare") return Value::integer(narrow(0) - narrow(1));
    if (m == "compareUnsigned") return Value::integer((narrow(0) & mask) - (narrow(1) & mask));
    if (m == "toUnsignedInt" || m == "toUnsignedLong") return Value::integer(narrow(0) & mask);
    if (m == "reverseBytes" && !byte) {
      auto u = static_cast<std::uint16_t>(narrow(0));
      return Value::integer(static_cast<std::int16_t>(static_cast<std::uint16_t>((u >> 8) | (u << 8))));
    }
  }
  if (h == "Integer" || h == "Long" || h == "Short" || h == "Byte") {
    bool lng = h == "Long";
    if (m == "parseInt" || m == "parseLong" || m == "valueOf" || m == "parseShort" || m == "parseByte") {
      Value r = !a.empty() && a[0].is_int() ? a[0] : parse_int(in, a.empty() ? Value::none() : a[0], a.size() > 1 ? static_cast<int>(arg_int(a, 1)) : 10, lng);
      return lng && m == "valueOf" && r.is_int() ? r.marked(kBoxLong) : r;  // Long.valueOf is a Long
    }
    if (m == "toString") {
      if (a.size() > 1) {
        std::int64_t v = arg_int(a, 0);
        std::string s = to_radix(v < 0 ? -v : v, static_cast<int>(arg_int(a, 1)), 64);
        return make_str((v < 0 ? "-" : "") + s);
      }
      return make_str(a.empty() ? "" : jstr(in, a[0]));
    }
    if (m == "toBinaryString") return make_str(to_radix(arg_int(a, 0), 2, lng ? 64 : 32));
    if (m == "toHexString") return make_str(to_radix(arg_int(a, 0), 16, lng ? 64 : 32));
    if (m == "toOctalString") return make_str(to_radix(arg_int(a, 0), 8, lng ? 64 : 32));
    if (m == "max") return Value::integer(std::max(arg_int(a, 0), arg_int(a, 1)));
    if (m == "min") return Value::integer(std::min(arg_int(a, 0), arg_int(a, 1)));
    if (m == "sum") {  // Integer.sum wraps at 32 bits, Long.sum at 64
      auto r = static_cast<std::uint64_t>(arg_int(a, 0)) + static_cast<std::uint64_t>(arg_int(a, 1));
      return Value::integer(lng ? static_cast<std::int64_t>(r) : static_cast<std::int64_t>(static_cast<std::int32_t>(static_cast<std::uint32_t>(r))));
    }
    if (m == "compare") return Value::integer(arg_int(a, 0) < arg_int(a, 1) ? -1 : arg_int(a, 0) > arg_int(a, 1) ? 1 : 0);
    if (m == "abs") return Value::integer(std::abs(arg_int(a, 0)));
    if (m == "signum") return Value::integer(arg_int(a, 0) > 0 ? 1 : arg_int(a, 0) < 0 ? -1 : 0);
    if (m == "bitCount") return Value::integer(__builtin_popcountll(lng ? static_cast<std::uint64_t>(arg_int(a, 0)) : static_cast<std::uint32_t>(arg_int(a, 0))));
    if (m == "hashCode") {  // Long.hashCode(long) folds the high word in even for a small value
      Value x = a.empty() ? Value::none() : a[0];
      return Value::integer(jhash(lng && x.is_int() ? x.marked(kBoxLong) : x));
    }
    if (h == "Integer" || h == "Long") {
      if (Value r = int_bits_static(in, m, a, lng); !r.is(Tag::Undef)) return r;
    }
  }
  if (h == "Double" || h == "Float") {
    if (m == "parseDouble" || m == "valueOf" || m == "parseFloat") {
      const bool fl = h == "Float";  // a float's value; Float.valueOf is a Float
      auto out = [&](double d) {
        Value v = Value::real(fl ? static_cast<double>(static_cast<float>(d)) : d);
        return fl && m == "valueOf" ? v.marked(kBoxFloat) : v;
      };
      if (!a.empty() && is_num(a[0])) return out(num(a[0]));
      std::string s = a.empty() ? "" : jstr(in, a[0]);
      char* end = nullptr;
      double d = std::strtod(s.c_str(), &end);
      if (s.empty() || (end && *end && std::string(end).find_first_not_of(" dDfF") != std::string::npos)) {
        jthrow(in, "NumberFormatException", s.empty() ? "empty String" : "For input string: \"" + s + "\"");
        return Value::none();
      }
      return out(d);
    }
    if (m == "toString") return make_str(jdouble(d0(), h == "Float"));
    if (m == "compare") return Value::integer(double_compare(d0(), num(a[1])));
    if (m == "isNaN") return Value::boolean(std::isnan(d0()));
    if (m == "isInfinite") return Value::boolean(std::isinf(d0()));
    if (m == "max") return Value::real(std::max(d0(), num(a[1])));
    if (m == "min") return Value::real(std::min(d0(), num(a[1])));
    if (m == "sum") return Value::real(d0() + num(a[1]));
    if (m == "hashCode") {  // Double.hashCode(double), Float.hashCode(float): of the bits
      Value x = Value::real(h == "Float" ? static_cast<double>(static_cast<float>(d0())) : d0());
      return Value::integer(jhash(h == "Float" ? x.marked(kBoxFloat) : x));
    }
  }
  if (h == "BigInteger" && m == "valueOf" && !a.empty()) return make_int(to_big(a[0]));
  if (h == "BigDecimal" && m == "valueOf" && !a.empty()) {
    if (a[0].is(Tag::Float)) return make_dec(in, dec_of(in, a[0]));  // through Double.toString
    return make_dec(in, java_bigdecimal::Dec{to_big(a[0]), a.size() > 1 ? arg_int(a, 1) : 0});
  }
  if (h == "RoundingMode" && m == "valueOf" && !a.empty()) {
    std::string n = jstr(in, a[0]);
    if (java_bigdecimal::round_named(n)) return make_str(n);
    jthrow(in, "IllegalArgumentException", "No enum constant java.math.RoundingMode." + n);
    return Value::none();
  }
  if (h == "Matcher" && m == "quoteReplacement") {  // \ and $ lose their template meaning
    std::string out;
    for (char c : arg_str(in, a, 0)) {
      if (c == '\\' || c == '$') out.push_back('\\');
      out.push_back(c);
    }
    return make_str(out);
  }
  if (h == "Pattern") {
    if (m == "compile") return make_pattern(in, arg_str(in, a, 0), a.size() > 1 ? arg_int(a, 1) : 0);
    if (m == "quote") return make_str(java::quote_java(arg_str(in, a, 0)));
    if (m == "matches") {
      auto re = java::compile_java(in, arg_str(in, a, 0), 0);
      regex::Spans sp;
      return re ? Value::boolean(java::match_at_java(in, *re, arg_str(in, a, 1), 0, true, sp)) : Value::none();
    }
  }
  if (h == "Boolean") {
    if (m == "parseBoolean" || m == "valueOf") {
      std::string s = a.empty() ? "" : jstr(in, a[0]);
      for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      return Value::boolean(s == "true");
    }
    if (m == "toString") return make_str(a.empty() ? "" : jstr(in, a[0]));
    auto b = [&](std::size_t k) { return k < a.size() && java_truthy(a[k]); };
    if (m == "logicalXor") return Value::boolean(b(0) != b(1));
    if (m == "logicalAnd") return Value::boolean(b(0) && b(1));
    if (m == "logicalOr") return Value::boolean(b(0) || b(1));
    if (m == "compare") return Value::integer(b(0) == b(1) ? 0 : b(0) ? 1 : -1);
    if (m == "hashCode") return Value::integer(b(0) ? 1231 : 1237);
  }
  if (h == "Character") {
    std::string s = a.empty() ? std::string() : jstr(in, a[0]);
    int c = a.empty() ? 0 : a[0].is_int() ? static_cast<int>(a[0].i()) : s.empty() ? 0 : static_cast<unsigned char>(s[0]);
    if (!a.empty() && a[0].is(Tag::Str) && c >= 0x80) c = static_cast<int>(utf16_units(s)[0]);
    if (c >= 0x80) {
      auto cu = static_cast<std::uint32_t>(c);
      if (m == "isUpperCase") return Value::boolean(case_map(cu, false) != cu);
      if (m == "isLowerCase") return Value::boolean(case_map(cu, true) != cu);
      if (m == "toUpperCase" || m == "toLowerCase") {
        std::uint32_t r = case_map(cu, m == "toUpperCase");
        if (a[0].is_int()) return Value::integer(r);
        std::string o;
        put_utf8(o, r);
        return make_str(o);
      }
      // the Unicode space separators (Zs, Zl, Zp); isWhitespace leaves out the no-break ones
      bool zs = cu == 0xA0 || cu == 0x1680 || (cu >= 0x2000 && cu <= 0x200A) || cu == 0x2028 || cu == 0x2029 ||
                cu == 0x202F || cu == 0x205F || cu == 0x3000;
      if (m == "isSpaceChar") return Value::boolean(zs);
      if (m == "isWhitespace") return Value::boolean(zs && cu != 0xA0 && cu != 0x2007 && cu != 0x202F);
      if (m == "isDigit") return Value::boolean(false);
    }
    if (m == "isDigit") return Value::boolean(c >= '0' && c <= '9');
    if (m == "isLetter" || m == "isAlphabetic") return Value::boolean(std::isalpha(c) || c >= 0x80);
    if (m == "isLetterOrDigit") return Value::boolean(std::isalnum(c) || c >= 0x80);
    if (m == "isUpperCase") return Value::boolean(std::isupper(c));
    if (m == "isLowerCase") return Value::boolean(std::islower(c));
    if (m == "isWhitespace") return Value::boolean(c == ' ' || (c >= 9 && c <= 13) || (c >= 28 && c <= 31));
    if (m == "isSpaceChar") return Value::boolean(c == ' ');  // controls (\t, \n) are not space separators
    if (m == "toUpperCase") return make_str(std::string(1, static_cast<char>(std::toupper(c))));
    if (m == "toLowerCase") return make_str(std::string(1, static_cast<char>(std::tolower(c))));
    if (m == "getNumericValue") {
      if (c >= '0' && c <= '9') return Value::integer(c - '0');
      if (std::isalpha(c)) return Value::integer(std::tolower(c) - 'a' + 10);
      return Value::integer(-1);
    }
    // the UTF-16 unit of argument k (a char is a one-character string at run time)
    auto unit = [&](std::size_t k) -> std::int64_t {
      if (k >= a.size()) return 0;
      if (a[k].is_int()) return a[k].i();
      if (a[k].is(Tag::Str) && !a[k].as<StrObj>()->s.empty()) return utf16_units(a[k].as<StrObj>()->s)[0];
      return 0;
    };
    if (m == "toString" || m == "valueOf") {
      if (a.empty() || !a[0].is_int()) return make_str(s);
      std::int64_t cp = a[0].i();
      if (cp < 0 || cp > 0x10FFFF) {
        char hex[16];
        std::snprintf(hex, sizeof hex, "%X", static_cast<unsigned>(static_cast<std::uint32_t>(cp)));
        jthrow(in, "IllegalArgumentException", std::string("Not a valid Unicode code point: 0x") + hex);
        return Value::none();
      }
      std::string o;
      put_utf8(o, static_cast<std::uint32_t>(cp));
      return make_str(o);
    }
    if (m == "compare") return Value::integer(unit(0) - unit(1));
    if (m == "hashCode") return Value::integer(unit(0));
    if (m == "forDigit") {  // '\0' when the digit or radix is out of range
      std::int64_t d = arg_int(a, 0), radix = a.size() > 1 ? arg_int(a, 1) : 10;
      if (radix < 2 || radix > 36 || d < 0 || d >= radix) return make_str(std::string(1, '\0'));
      return make_str(std::string(1, static_cast<char>(d < 10 ? '0' + d : 'a' + d - 10)));
    }
    if (m == "digit") {  // the value of the char in the radix, else -1
      std::int64_t ch = unit(0), radix = a.size() > 1 ? arg_int(a, 1) : 10, v = -1;
      if (ch >= '0' && ch <= '9') v = ch - '0';
      else if (ch >= 'a' && ch <= 'z') v = ch - 'a' + 10;
      else if (ch >= 'A' && ch <= 'Z') v = ch - 'A' + 10;
      return Value::integer(radix >= 2 && radix <= 36 && v >= 0 && v < radix ? v : -1);
    }
    if (m == "isISOControl") return Value::boolean(unit(0) <= 0x1F || (unit(0) >= 0x7F && unit(0) <= 0x9F));
    if (m == "isJavaIdentifierStart") return Value::boolean(std::isalpha(c) || c == '_' || c == '$' || c >= 0x80);
    // identifier-ignorable controls (\u0000-\u0008, \u000e-\u001b, \u007f-\u009f) may appear in identifiers
    bool ignorable = unit(0) <= 8 || (unit(0) >= 0xE && unit(0) <= 0x1B) || (unit(0) >= 0x7F && unit(0) <= 0x9F);
    if (m == "isIdentifierIgnorable") return Value::boolean(ignorable);
    if (m == "isJavaIdentifierPart") return Value::boolean(std::isalnum(c) || c == '_' || c == '$' || c >= 0x80 || ignorable);
    if (m == "isDefined" || m == "isValidCodePoint") return Value::boolean(unit(0) >= 0 && unit(0) <= 0x10FFFF);
    if (m == "isBmpCodePoint") return Value::boolean(unit(0) >= 0 && unit(0) <= 0xFFFF);
    if (m == "isSupplementaryCodePoint") return Value::boolean(unit(0) >= 0x10000 && unit(0) <= 0x10FFFF);
    if (m == "isSurrogate") return Value::boolean(unit(0) >= 0xD800 && unit(0) <= 0xDFFF);
    if (m == "isHighSurrogate") return Value::boolean(unit(0) >= 0xD800 && unit(0) <= 0xDBFF);
    if (m == "isLowSurrogate") return Value::boolean(unit(0) >= 0xDC00 && unit(0) <= 0xDFFF);
    if (m == "charCount") return Value::integer(unit(0) >= 0x10000 ? 2 : 1);
    if (m == "isSurrogatePair") return Value::boolean(unit(0) >= 0xD800 && unit(0) <= 0xDBFF && unit(1) >= 0xDC00 && unit(1) <= 0xDFFF);
    if (m == "toCodePoint") return Value::integer(((unit(0) - 0xD800) << 10) + (unit(1) - 0xDC00) + 0x10000);
    if (m == "highSurrogate" || m == "lowSurrogate") {  // the UTF-16 halves of a supplementary code point
      std::int64_t cp = unit(0) - 0x10000;
      std::string o;
      put_utf8(o, static_cast<std::uint32_t>(m == "highSurrogate" ? 0xD800 + (cp >> 10) : 0xDC00 + (cp & 0x3FF)));
      return make_str(o);
    }
    if (m == "isTitleCase") return Value::boolean(false);  // no ASCII or Latin-1 title-case letters
    if (m == "reverseBytes") return make_str([&] { std::string o; put_utf8(o, static_cast<std::uint32_t>(((unit(0) & 0xFF) << 8) | ((unit(0) >> 8) & 0xFF))); return o; }());
  }
  if (h == "String") {
    if (m == "valueOf" || m == "copyValueOf") {
      if (!a.empty() && a[0].is(Tag::List)) {
        std::string s;
        auto& items = a[0].as<ListObj>()->items;
        std::size_t b = 0, e = items.size();
        if (a.size() == 3) {
          b = static_cast<std::size_t>(std::clamp<std::int64_t>(arg_int(a, 1), 0, static_cast<std::int64_t>(items.size())));
          e = static_cast<std::size_t>(std::clamp<std::int64_t>(arg_int(a, 1) + arg_int(a, 2), static_cast<std::int64_t>(b), static_cast<std::int64_t>(items.size())));
          if (!in.charge_items(e - b)) return Value::none();  // the chars taken
        }
        for (std::size_t k = b; k < e; ++k) s += jstr(in, items[k]);
        return make_str(s);
      }
      return make_str(a.empty() ? "" : jstr(in, a[0]));
    }
    if (m == "join") {
      std::string sep = arg_str(in, a, 0), out;
      std::vector<Value> parts;
      if (a.size() == 2 && kind_of(a[1]) == Kind::ListSub) a[1] = make_list(elements_of(in, a[1]));  // an ArrayList subclass
      if (a.size() == 2 && (a[1].is(Tag::List) || a[1].is(Tag::Tuple))) parts = a[1].as<ListObj>()->items;
      else if (a.size() == 2 && a[1].is(Tag::Instance) && dict_of(in, a[1])) parts = keys_list(in, a[1]).as<ListObj>()->items;
      else parts.assign(a.begin() + (a.empty() ? 0 : 1), a.end());
      for (std::size_t k = 0; k < parts.size(); ++k) out += (k ? sep : "") + jstr(in, parts[k]);
      return make_str(out);
    }
    if (m == "format") return make_str(format_call(in, a));
  }
  if (h == "Comparator" || (h == "Collections" && m == "reverseOrder")) {
    if (m == "naturalOrder") return bound(&cmp_fn, Value::none(), "natural");
    if (m == "reverseOrder") {
      if (!a.empty() && !a[0].is_none()) return make_native(&combo_fn, "java-fn", make_list({make_list({a[0]}, Tag::Tuple), make_str("reversed")}, Tag::Tuple));
      return bound(&cmp_fn, Value::none(), "reverse");
    }
    if (m == "comparing" && a.size() == 2) {
      Value base = bound(&cmp_fn, Value::none(), "zero");
      return make_native(&combo_fn, "java-fn", make_list({make_list({base, a[0], a[1]}, Tag::Tuple), make_str("thenComparing")}, Tag::Tuple));
    }
    if (m == "comparing" || m == "comparingInt" || m == "comparingDouble" || m == "comparingLong")
      return bound(&cmp_fn, a.empty() ? Value::none() : a[0], "key");
    if (m == "nullsFirst" || m == "nullsLast") return bound(&cmp_fn, a.empty() ? Value::none() : a[0], m);
  }
  if (h == "EnumSet") {  // a TreeSet: enum constants sort by ordinal
    // the constants of an enum class (or of an enum constant's class)
    auto constants = [&](const Value& v) -> std::vector<Value> {
      std::vector<Value> mro;
      // java.time's enums: DayOfWeek.class, Month.MARCH
      std::string lib = is_holder_value(v) && v.as<BuiltinObj>()->self.is(Tag::Str) ? v.as<BuiltinObj>()->self.as<StrObj>()->s
                        : v.is(Tag::Instance) && kind_of(v) == Kind::Time         ? time_class_name(v)
                                                                                  : std::string();
      if (lib == "DayOfWeek" || lib == "Month" || lib == "ChronoUnit") {
        Value vals = time_values(in, lib == "DayOfWeek" ? "DayOfWeek" : lib == "Month" ? "Month" : "ChronoUnit",
                                 lib == "DayOfWeek" ? 7 : lib == "Month" ? 12 : 16);
        return vals.is(Tag::List) ? vals.as<ListObj>()->items : std::vector<Value>{};
      }
      if (v.is(Tag::Class)) mro = v.as<ClassObj>()->mro;
      else if (v.is(Tag::Instance)) mro = v.as<InstanceObj>()->klass()->mro;
      for (auto& c : mro)
        if (Value* vals = c.as<ClassObj>()->attrs.find(in.intern("__values")); vals && vals->is(Tag::List)) return vals->as<ListObj>()->items;
      return {};
    };
    std::vector<Value> items;
    if (m == "of") {
      items.assign(a.begin(), a.end());
    } else if (m == "allOf" && !a.empty()) {
      items = constants(a[0]);
    } else if (m == "copyOf" && !a.empty()) {
      items = elements_of(in, a[0]);
    } else if (m == "range" && a.size() == 2) {
      for (auto& c : constants(a[0])) {
        if (jcompare(in, c, a[0]) >= 0 && jcompare(in, c, a[1]) <= 0) items.push_back(c);
      }
    } else if (m == "complementOf" && !a.empty()) {
      std::vector<Value> present = elements_of(in, a[0]);
      if (!present.empty())
        for (auto& c : constants(present[0])) {
          bool found = false;
          for (auto& x : present) found = found || (x.tag() == c.tag() && x.obj() == c.obj());
          if (!found) items.push_back(c);
        }
    }
    Args init{make_list(std::move(items))};
    return make_collection(in, Kind::TreeSet, init);
  }
  if (h == "Map.Entry" && (m == "comparingByKey" || m == "comparingByValue"))
    return bound(&cmp_fn, a.empty() ? Value::none() : a[0], m == "comparingByKey" ? "bykey" : "byvalue");
  if (h == "StreamSupport" && (m == "stream" || m == "intStream" || m == "longStream" || m == "doubleStream") && !a.empty())
    return new_stream(in, elements_of(in, a[0]), m == "intStream" ? 1 : m == "longStream" ? 2 : m == "doubleStream" ? 3 : 0);
  if (h == "Collectors") {
    Args parts{make_str("__coll"), make_str(m)};
    for (auto& x : a) parts.push_back(x);
    return make_list(std::move(parts), Tag::Tuple);
  }
  if ((h == "BinaryOperator" && (m == "minBy" || m == "maxBy")) || (h == "Predicate" && (m == "not" || m == "isEqual")))
    return make_native(&combo_fn, "java-fn", make_list({make_list({a.empty() ? Value::none() : a[0]}, Tag::Tuple), make_str(m)}, Tag::Tuple));
  if (h == "Function" || h == "UnaryOperator") {
    if (m == "identity") return make_native(&combo_fn, "java-fn", make_list({make_list({Value::none()}, Tag::Tuple), make_str("identity")}, Tag::Tuple));
  }
  if (h == "Optional" || h == "OptionalInt" || h == "OptionalDouble" || h == "OptionalLong") {
    int p = h == "OptionalInt" ? 1 : h == "OptionalLong" ? 2 : h == "OptionalDouble" ? 3 : 0;
    if (m == "empty") return new_optional(in, false, Value::none(), p);
    if (m == "of" || m == "ofNullable") {
      Value v = a.empty() ? Value::none() : a[0];
      if (m == "of" && v.is_none()) {
        jthrow(in, "NullPointerException", "");
        return Value::none();
      }
      return new_optional(in, !v.is_none(), v, p);
    }
  }
  if (h == "Stream" || h == "IntStream" || h == "LongStream" || h == "DoubleStream") {
    int p = h == "IntStream" ? 1 : h == "LongStream" ? 2 : h == "DoubleStream" ? 3 : 0;
    if (m == "ofNullable") return new_stream(in, a.empty() || a[0].is_none() ? std::vector<Value>{} : std::vector<Value>{a[0]}, p);
    if (m == "of") {
      std::vector<Value> items;
      if (a.size() == 1 && a[0].is(Tag::List)) items = a[0].as<ListObj>()->items;
      else items.assign(a.begin(), a.end());
      for (auto& x : items) x = wrap_prim(p, x);
      return new_stream(in, std::move(items), p);
    }
    if (m == "empty") return new_stream(in, {}, p);
    if (m == "range" || m == "rangeClosed") {
      std::int64_t lo = arg_int(a, 0), hi = arg_int(a, 1) + (m == "rangeClosed" ? 1 : 0);
      if (hi > lo && !in.charge_copy(static_cast<std::size_t>(hi - lo))) return Value::none();  // materialised
      std::vector<Value> items;
      for (std::int64_t i = lo; i < hi; ++i) items.push_back(Value::integer(i));
      return new_stream(in, std::move(items), p);
    }
    if (m == "concat" && a.size() == 2) {
      std::vector<Value> items = elements_of(in, a[0]);
      for (auto& x : elements_of(in, a[1])) items.push_back(x);
      return new_stream(in, std::move(items), p);
    }
    if (m == "iterate" && a.size() == 2) return new_lazy_stream(in, "iterate", wrap_prim(p, a[0]), a[1], p);
    if (m == "generate" && a.size() == 1) return new_lazy_stream(in, "generate", Value::none(), a[0], p);
    if (m == "iterate" && a.size() == 3) {
      std::vector<Value> items;
      Value x = a[0];
      for (int guard = 0; guard < 10000000; ++guard) {
        Value ok = call1f(in, a[1], "test", x);
        if (in.raising() || !java_truthy(ok)) break;
        items.push_back(x);
        x = wrap_prim(p, call1f(in, a[2], "apply", x));
        if (in.raising()) break;
      }
      return new_stream(in, std::move(items), p);
    }
  }
  if (h == "Collections" || h == "List" || h == "Set")  // a program's ArrayList subclass: its element list (shared, so sort/reverse reach it)
    for (auto& x : a)
      if (kind_of(x) == Kind::ListSub) {
        if (!x.as<InstanceObj>()->fields.find(in.intern("__jsub"))) init_subclassed(in, x, {});
        x = instance_field(in, x, "__l");
      }
  if (h == "Base64" || h == "URLEncoder" || h == "URLDecoder" || h == "MessageDigest") return codec_static(in, h, m, a);
  if (h == "ByteBuffer") return byte_buffer_static(in, m, a);
  if ((h == "Date" && m == "from") || h == "TimeZone") return date_static(in, h, m, a);
  if (h == "ByteOrder" && m == "nativeOrder") return make_str("LITTLE_ENDIAN");
  if (h == "Objects" && m == "toString" && !a.empty()) {  // Objects.toString(o[, nullDefault])
    if (a[0].is_none() && a.size() >= 2) return a[1];
    std::string t = jstr(in, a[0]);
    return in.raising() ? Value::none() : make_str(t);
  }
  if (h == "Arrays" || h == "Collections" || h == "List" || h == "Set" || h == "Map" || h == "Objects") {
    if (h == "Map" && m == "entry") {  // an immutable 2-tuple; null keys or values are refused
      if (a.size() != 2 || a[0].is_none() || a[1].is_none()) {
        jthrow(in, "NullPointerException", "");
        return Value::none();
      }
      Value e = make_list({a[0], a[1]}, Tag::Tuple);
      e.obj()->rt_flags |= kImmutableEntry;
      return e;
    }
    if (h == "Map" && m == "ofEntries") {
      Value w = new_wrapper(in, Kind::HashMap);
      DictObj* d = dict_of(in, w);
      for (auto& e : a)
        if (e.is(Tag::Tuple) && e.as<ListObj>()->items.size() == 2) d->set(e.as<ListObj>()->items[0], e.as<ListObj>()->items[1]);
      grow(in, w, d);
      return w;
    }
    if (m == "toString") {
      if (!a.empty() && a[0].is_none()) return make_str("null");
      return make_str(a.empty() ? "" : jstr(in, a[0]));
    }
    if (m == "deepToString") return make_str(a.empty() ? "" : jstr(in, a[0]));
    if (m == "sort" || (h == "Arrays" && m == "parallelSort")) {
      if (a.empty() || !a[0].is(Tag::List)) return Value::none();
      auto& items = a[0].as<ListObj>()->items;
      if (a.size() == 3 && a[1].is_int()) {
        std::int64_t b = std::clamp<std::int64_t>(a[1].i(), 0, static_cast<std::int64_t>(items.size()));
        std::int64_t e = std::clamp<std::int64_t>(arg_int(a, 2), b, static_cast<std::int64_t>(items.size()));
        std::vector<Value> part(items.begin() + b, items.begin() + e);
        sort_values(in, part, Value::none());
        std::copy(part.begin(), part.end(), items.begin() + b);
        return Value::none();
      }
      sort_values(in, items, a.size() > 1 ? a[1] : Value::none());
      return Value::none();
    }
    if (m == "fill" && !a.empty() && a[0].is(Tag::List)) {
      auto& items = a[0].as<ListObj>()->items;
      if (a.size() >= 4) {  // fill(a, fromIndex, toIndex, val)
        std::int64_t n = static_cast<std::int64_t>(items.size()), from = arg_int(a, 1), to = arg_int(a, 2);
        if (from > to) {
          jthrow(in, "IllegalArgumentException", "fromIndex(" + std::to_string(from) + ") > toIndex(" + std::to_string(to) + ")");
          return Value::none();
        }
        if (from < 0 || to > n) {
          jthrow(in, "ArrayIndexOutOfBoundsException", "Array index out of range: " + std::to_string(from < 0 ? from : to));
          return Value::none();
        }
        for (std::int64_t k = from; k < to; ++k) items[static_cast<std::size_t>(k)] = a[3];
        return Value::none();
      }
      for (auto& x : items) x = a.size() > 1 ? a[1] : Value::none();
      return Value::none();
    }
    if (h == "Collections") {
      // a single-threaded VM: the synchronized wrappers behave as the collection itself
      if (m.rfind("synchronized", 0) == 0 && a.size() == 1) return a[0];
      if (m == "singletonList" && a.size() == 1) return mark_read_only(in, make_list({a[0]}), ListShape::Copies);
      if (m == "unmodifiableCollection" && a.size() == 1) {  // a read-only copy of the elements
        if (!in.charge_copy(a[0].is(Tag::List) ? a[0].as<ListObj>()->items.size() : 0)) return Value::none();
        return mark_read_only(in, make_list(elements_of(in, a[0])), ListShape::Unmodifiable);
      }
      if ((m == "unmodifiableMap" || m == "unmodifiableSet" || m == "unmodifiableSortedMap" || m == "unmodifiableSortedSet" ||
           m == "unmodifiableNavigableMap" || m == "unmodifiableNavigableSet") && a.size() == 1)
        return read_only_copy(in, a[0]);
      if (m == "addAll" && !a.empty()) {  // addAll(c, e1, e2, ...) or addAll(c, array)
        std::vector<Value> src = a.size() == 2 && a[1].is(Tag::List) ? a[1].as<ListObj>()->items : std::vector<Value>(a.begin() + 1, a.end());
        bool changed = false;
        for (auto& x : src) {
          Value r = call_method_by_name(in, a[0], "add", std::span<const Value>(&x, 1));
          if (in.raising()) return Value::none();
          changed = changed || !(r.is(Tag::Bool) && !r.b());
        }
        return Value::boolean(changed);
      }
      if (m == "disjoint" && a.size() == 2) {
        std::vector<Value> xs = elements_of(in, a[0]), ys = elements_of(in, a[1]);
        if (!in.charge_items(xs.size() * (1 + ys.size() / 8))) return Value::none();
        for (auto& x : xs)
          for (auto& y : ys)
            if (jequals(in, x, y)) return Value::boolean(false);
        return Value::boolean(true);
      }
      if (m == "rotate" && a.size() == 2 && a[0].is(Tag::List)) {
        auto& items = a[0].as<ListObj>()->items;
        if (items.empty()) return Value::none();
        std::int64_t n = static_cast<std::int64_t>(items.size()), k = ((arg_int(a, 1) % n) + n) % n;
        std::rotate(items.begin(), items.begin() + (n - k), items.end());
        return Value::none();
      }
      if (m == "replaceAll" && a.size() == 3 && a[0].is(Tag::List)) {
        bool any = false;
        for (auto& x : a[0].as<ListObj>()->items)
          if (x.is_none() ? a[1].is_none() : !a[1].is_none() && jequals(in, x, a[1])) x = a[2], any = true;
        return Value::boolean(any);
      }
      if (m == "copy" && a.size() == 2 && a[0].is(Tag::List)) {
        auto& dst = a[0].as<ListObj>()->items;
        std::vector<Value> src = elements_of(in, a[1]);
        if (src.size() > dst.size()) {
          jthrow(in, "IndexOutOfBoundsException", "Source does not fit in dest");
          return Value::none();
        }
        std::copy(src.begin(), src.end(), dst.begin());
        return Value::none();
      }
      if ((m == "indexOfSubList" || m == "lastIndexOfSubList") && a.size() == 2) {
        std::vector<Value> xs = elements_of(in, a[0]), ys = elements_of(in, a[1]);
        if (!in.charge_items(xs.size() * (1 + ys.size() / 8))) return Value::none();
        std::int64_t found = -1;
        for (std::size_t i = 0; i + ys.size() <= xs.size(); ++i) {
          bool same = true;
          for (std::size_t j = 0; same && j < ys.size(); ++j) same = jequals(in, xs[i + j], ys[j]);
          if (same) {
            found = static_cast<std::int64_t>(i);
            if (m == "indexOfSubList") break;
          }
        }
        return Value::integer(found);
      }
      if (m == "emptyIterator") return new_iterator(in, make_list({}), Value::none());
      if (m == "emptySet" || m == "singleton") return make_collection(in, Kind::HashSet, Args{make_list(m == "singleton" ? Args{a.empty() ? Value::none() : a[0]} : Args{})});
      if (m == "emptySortedSet" || m == "emptyNavigableSet" || m == "emptySortedMap" || m == "emptyNavigableMap") {
        bool set = m == "emptySortedSet" || m == "emptyNavigableSet";
        Value w = make_collection(in, set ? Kind::TreeSet : Kind::TreeMap, {});
        if (w.is(Tag::Instance)) w.as<InstanceObj>()->fields.set(in.intern("__ro"), Value::boolean(true));
        return w;
      }
      if (m == "emptyMap" || m == "singletonMap") {
        Value w = new_wrapper(in, Kind::HashMap);
        if (m == "singletonMap" && a.size() == 2) {
          dict_of(in, w)->set(a[0], a[1]);
          grow(in, w, dict_of(in, w));
        }
        return w;
      }
    }
    if (m == "asList" || m == "of" || m == "copyOf" || m == "unmodifiableList" || m == "emptyList") {
      if (h == "Arrays" && m == "copyOf" && a.size() == 2 && a[0].is(Tag::List)) {
        if (!in.charge_copy(a[0].as<ListObj>()->items.size() + static_cast<std::size_t>(std::max<std::int64_t>(0, arg_int(a, 1)))))
          return Value::none();
        auto items = a[0].as<ListObj>()->items;
        std::size_t n = static_cast<std::size_t>(std::max<std::int64_t>(0, arg_int(a, 1)));
        Value pad = items.empty() ? Value::integer(0) : items[0].is(Tag::Float) ? Value::real(0) : items[0].is_int() ? Value::integer(0) : Value::none();
        items.resize(n, pad);
        return make_list(std::move(items));
      }
      if (h == "Map" && m == "copyOf" && a.size() == 1) {  // an immutable copy of any map
        DictObj* src = dict_of(in, a[0]);
        if (!src) {
          jthrow(in, "NullPointerException", "");
          return Value::none();
        }
        if (!in.charge_copy(src->entries.size())) return Value::none();
        Value w = make_collection(in, Kind::HashMap, Args{a[0]});
        if (w.is(Tag::Instance)) w.as<InstanceObj>()->fields.set(in.intern("__ro"), Value::boolean(true));
        return w;
      }
      if (m == "copyOf" && a.size() == 1 && (h == "Set" || h == "List") && !a[0].is(Tag::List)) {
        // List.copyOf(set), Set.copyOf(collection): the elements of any collection
        Value items = make_list(elements_of(in, a[0]));
        if (in.raising()) return Value::none();
        a[0] = items;
      }
      if (h == "Set") {  // immutable
        Value w = make_collection(in, Kind::HashSet, Args{list_of(a)});
        if (w.is(Tag::Instance)) w.as<InstanceObj>()->fields.set(in.intern("__ro"), Value::boolean(true));
        return w;
      }
      if (h == "Map" && m == "of") {
        Value w = new_wrapper(in, Kind::HashMap);
        DictObj* d = dict_of(in, w);
        for (std::size_t k = 0; k + 1 < a.size(); k += 2) d->set(a[k], a[k + 1]);
        grow(in, w, d);
        w.as<InstanceObj>()->fields.set(in.intern("__ro"), Value::boolean(true));
        return w;
      }
      if (m == "copyOf" && !a.empty() && a[0].is(Tag::List) && !in.charge_copy(a[0].as<ListObj>()->items.size())) return Value::none();
      if (m == "unmodifiableList" || (h == "List" && m == "copyOf")) {
        // a copy rather than a view: later changes to the source are not seen
        if (a.empty() || !a[0].is(Tag::List)) return a.empty() ? make_list({}) : a[0];
        Value copy = make_list(a[0].as<ListObj>()->items);
        return mark_read_only(in, copy, m == "copyOf" ? immutable_shape(copy) : ListShape::Unmodifiable);
      }
      // Arrays.asList(array): a fixed-size view of the array itself (set, sort and
      // Collections.reverse/shuffle write through to it)
      if (h == "Arrays" && m == "asList" && a.size() == 1 && a[0].is(Tag::List)) return mark_read_only(in, a[0], ListShape::FixedArray);
      Value lv = list_of(a);
      ListShape shape = h == "Arrays" ? ListShape::FixedArray : m == "emptyList" ? ListShape::Empty : immutable_shape(lv);
      return mark_read_only(in, lv, shape);
    }
    if (m == "copyOfRange" && a.size() == 3 && a[0].is(Tag::List)) {
      auto& items = a[0].as<ListObj>()->items;
      std::int64_t b = arg_int(a, 1), e = arg_int(a, 2);
      if (e > b && !in.charge_copy(static_cast<std::size_t>(e - b))) return Value::none();
      b = std::clamp<std::int64_t>(b, 0, static_cast<std::int64_t>(items.size()));
      std::vector<Value> out(items.begin() + b, items.begin() + std::clamp<std::int64_t>(e, b, static_cast<std::int64_t>(items.size())));
      while (static_cast<std::int64_t>(out.size()) < e - b) out.push_back(Value::integer(0));
      return make_list(std::move(out));
    }
    if (m == "equals") {
      if (a.size() < 2) return Value::boolean(false);
      if (a[0].is_none() || a[1].is_none()) return Value::boolean(a[0].is_none() && a[1].is_none());
      return Value::boolean(box_equals(in, a[0], a[1]));
    }
    if (h == "Arrays" && (m == "hashCode" || m == "deepHashCode")) {
      // over the array's elements (null: 0); deepHashCode recurses into nested arrays
      if (a.empty() || !a[0].is(Tag::List)) return Value::integer(0);
      auto fold = [&](auto& rec, const Value& arr, int depth) -> std::int32_t {
        std::uint32_t hv = 1;
        if (depth > 0 && !in.charge_items(arr.as<ListObj>()->items.size())) return 0;  // nested rows
        for (auto& v : arr.as<ListObj>()->items) {
          std::uint32_t e = m == "deepHashCode" && v.is(Tag::List) && depth < 64 ? static_cast<std::uint32_t>(rec(rec, v, depth + 1))
                            : v.is(Tag::List) ? static_cast<std::uint32_t>(jhash(v))
                                               : static_cast<std::uint32_t>(jhash_in(in, v));
          hv = 31u * hv + e;
        }
        return static_cast<std::int32_t>(hv);
      };
      return Value::integer(fold(fold, a[0], 0));
    }
    if (h == "Objects" && m == "hashCode")  // of one object: 0 for null (not Objects.hash's 31 * 1 + h)
      return Value::integer(a.empty() || a[0].is_none() ? 0 : jhash_in(in, a[0]));
    if (m == "hash" || m == "hashCode") {
      std::int32_t hv = 1;
      for (auto& v : a) hv = static_cast<std::int32_t>(31u * static_cast<std::uint32_t>(hv) + static_cast<std::uint32_t>(jhash_in(in, v)));
      return Value::integer(hv);
    }
    if (h == "Objects" && (m == "checkIndex" || m == "checkFromToIndex" || m == "checkFromIndexSize")) {
      // Java's Preconditions messages; the index (or range start) is returned
      std::int64_t x = arg_int(a, 0), y = arg_int(a, 1), z = arg_int(a, 2);
      std::string msg;
      if (m == "checkIndex" && (x < 0 || x >= y))
        msg = "Index " + std::to_string(x) + " out of bounds for length " + std::to_string(y);
      if (m == "checkFromToIndex" && (x < 0 || x > y || y > z))
        msg = "Range [" + std::to_string(x) + ", " + std::to_string(y) + ") out of bounds for length " + std::to_string(z);
      if (m == "checkFromIndexSize" && (z < 0 || x < 0 || y < 0 || x > z - y))
        msg = "Range [" + std::to_string(x) + ", " + std::to_string(x) + " + " + std::to_string(y) + ") out of bounds for length " + std::to_string(z);
      if (!msg.empty()) {
        jthrow(in, "IndexOutOfBoundsException", msg);
        return Value::none();
      }
      return Value::integer(x);
    }
    if (h == "Objects" && m == "deepEquals" && a.size() == 2)
      return Value::boolean(a[0].is_none() ? a[1].is_none() : !a[1].is_none() && jequals(in, a[0], a[1]));
    if (h == "Arrays" && m == "deepEquals" && a.size() == 2)
      return Value::boolean(a[0].is_none() ? a[1].is_none() : !a[1].is_none() && jequals(in, a[0], a[1]));
    if (h == "Arrays" && (m == "setAll" || m == "parallelSetAll") && a.size() == 2 && a[0].is(Tag::List)) {
      auto& items = a[0].as<ListObj>()->items;
      for (std::size_t i = 0; i < items.size(); ++i) {
        Value idx = Value::integer(static_cast<std::int64_t>(i));
        Value r = call_method_by_name(in, a[1], "apply", std::span<const Value>(&idx, 1));
        if (in.raising()) return Value::none();
        if (i < items.size()) items[i] = r;
      }
      return Value::none();
    }
    if (h == "Arrays" && m == "parallelPrefix" && a.size() == 2 && a[0].is(Tag::List)) {
      auto& items = a[0].as<ListObj>()->items;
      for (std::size_t i = 1; i < items.size(); ++i) {
        Value pair[2] = {items[i - 1], items[i]};
        Value r = call_method_by_name(in, a[1], "apply", std::span<const Value>(pair, 2));
        if (in.raising()) return Value::none();
        if (i < items.size()) items[i] = r;
      }
      return Value::none();
    }
    if (h == "Arrays" && m == "mismatch" && a.size() == 2 && a[0].is(Tag::List) && a[1].is(Tag::List)) {
      auto& xs = a[0].as<ListObj>()->items;
      auto& ys = a[1].as<ListObj>()->items;
      std::size_t n = std::min(xs.size(), ys.size());
      for (std::size_t i = 0; i < n; ++i)
        if (!(xs[i].is_none() ? ys[i].is_none() : !ys[i].is_none() && jequals(in, xs[i], ys[i]))) return Value::integer(static_cast<std::int64_t>(i));
      return Value::integer(xs.size() == ys.size() ? -1 : static_cast<std::int64_t>(n));
    }
    if (m == "isNull") return Value::boolean(a.empty() || a[0].is_none());
    if (m == "nonNull") return Value::boolean(!a.empty() && !a[0].is_none());
    if ((m == "requireNonNullElse" || m == "requireNonNullElseGet") && a.size() == 2) {
      if (!a[0].is_none()) return a[0];
      Value d = m == "requireNonNullElse" ? a[1] : call_method_by_name(in, a[1], "get", {});
      if (d.is_none() && !in.raising()) jthrow(in, "NullPointerException", m == "requireNonNullElse" ? "defaultObj" : "supplier.get()");
      return d;
    }
    if (m == "requireNonNull") {
      if (a.empty() || a[0].is_none()) {
        jthrow(in, "NullPointerException", a.size() > 1 ? jstr(in, a[1]) : "");
        return Value::none();
      }
      return a[0];
    }
    if (m == "reverse" && !a.empty() && a[0].is(Tag::List)) {
      auto& items = a[0].as<ListObj>()->items;
      std::reverse(items.begin(), items.end());
      return Value::none();
    }
    if (m == "swap" && a.size() == 3 && a[0].is(Tag::List)) {
      auto& items = a[0].as<ListObj>()->items;
      std::int64_t i = arg_int(a, 1), j = arg_int(a, 2);
      if (!check_index(in, i, items.size()) || !check_index(in, j, items.size())) return Value::none();
      std::swap(items[static_cast<std::size_t>(i)], items[static_cast<std::size_t>(j)]);
      return Value::none();
    }
    if ((m == "max" || m == "min") && !a.empty()) {
      std::vector<Value> items = a[0].is(Tag::List) ? a[0].as<ListObj>()->items : keys_list(in, a[0]).as<ListObj>()->items;
      if (items.empty()) { jthrow(in, "NoSuchElementException", ""); return Value::none(); }
      Value best = items[0];
      for (auto& x : items) {
        int c;
        if (a.size() > 1 && !a[1].is_none()) {  // max(coll, comparator)
          Value r = call2f(in, a[1], "compare", x, best);
          if (in.raising()) return Value::none();
          c = r.is_int() ? (r.i() > 0 ? 1 : r.i() < 0 ? -1 : 0) : 0;
        } else {
          c = jcompare(in, x, best);
        }
        if ((m == "max" && c > 0) || (m == "min" && c < 0)) best = x;
      }
      return best;
    }
    if (m == "shuffle" && !a.empty() && a[0].is(Tag::List)) {
      // Java's own shuffle: swap(i-1, rnd.nextInt(i)) from the end
      auto& items = a[0].as<ListObj>()->items;
      Args no_seed;
      Value rnd = a.size() > 1 && kind_of(a[1]) == Kind::Random ? a[1] : holder_fn(in, make_str("Random"), no_seed);
      if (!in.charge_items(items.size())) return Value::none();
      java_random::State st = load_random(in, rnd);
      for (std::size_t i = items.size(); i > 1; --i)
        std::swap(items[i - 1], items[static_cast<std::size_t>(java_random::next_int(st, static_cast<std::int32_t>(i)))]);
      store_random(in, rnd, st);
      return Value::none();
    }
    if (m == "binarySearch" && a.size() >= 2 && a[0].is(Tag::List)) {
      // Arrays.binarySearch(a, key) / (a, from, to, key) / (a, key, cmp); Collections.binarySearch(list, key[, cmp])
      auto& items = a[0].as<ListObj>()->items;
      std::int64_t lo = 0, hi = static_cast<std::int64_t>(items.size()) - 1;
      Value key = a[1], cmp = a.size() == 3 ? a[2] : Value::none();
      if (a.size() >= 4) {
        lo = arg_int(a, 1);
        hi = arg_int(a, 2) - 1;
        key = a[3];
        cmp = a.size() > 4 ? a[4] : Value::none();
        if (lo < 0 || hi >= static_cast<std::int64_t>(items.size()) || lo > hi + 1) {
          jthrow(in, "ArrayIndexOutOfBoundsException", "Array index out of range: " + std::to_string(hi + 1));
          return Value::none();
        }
      }
      while (lo <= hi) {
        if (!in.charge(1)) return Value::none();
        std::int64_t mid = static_cast<std::int64_t>(static_cast<std::uint64_t>(lo + hi) >> 1);
        const Value& mv = items[static_cast<std::size_t>(mid)];
        int c;
        if (!cmp.is_none()) {
          Value r = call2f(in, cmp, "compare", mv, key);
          if (in.raising()) return Value::none();
          c = r.is_int() ? (r.i() > 0 ? 1 : r.i() < 0 ? -1 : 0) : 0;
        } else {
          c = jcompare(in, mv, key);
        }
        if (c < 0) lo = mid + 1;
        else if (c > 0) hi = mid - 1;
        else return Value::integer(mid);
      }
      return Value::integer(-(lo + 1));
    }
    if (m == "frequency" && a.size() == 2 && a[0].is(Tag::List)) {
      std::int64_t c = 0;
      for (auto& x : a[0].as<ListObj>()->items) c += jequals(in, x, a[1]) ? 1 : 0;
      return Value::integer(c);
    }
    if (m == "nCopies") {
      if (!in.charge_copy(static_cast<std::size_t>(std::max<std::int64_t>(0, arg_int(a, 0))))) return Value::none();
      std::vector<Value> out(static_cast<std::size_t>(std::max<std::int64_t>(0, arg_int(a, 0))), a.size() > 1 ? a[1] : Value::none());
      return mark_read_only(in, make_list(std::move(out)), ListShape::Copies);  // immutable
    }
    if (m == "stream") {
      if (a.empty()) return Value::none();
      std::vector<Value> items = elements_of(in, a[0]);
      if (a.size() == 3) {
        std::int64_t lo = std::max<std::int64_t>(0, arg_int(a, 1)), hi = std::min<std::int64_t>(arg_int(a, 2), static_cast<std::int64_t>(items.size()));
        items = lo < hi ? std::vector<Value>(items.begin() + lo, items.begin() + hi) : std::vector<Value>{};
      }
      int p = prim_of_items(items);
      return new_stream(in, std::move(items), p);
    }
  }
  if (h == "BitSet" && m == "valueOf" && !a.empty() && a[0].is(Tag::List)) {  // valueOf(long[])
    Value w = new_wrapper(in, Kind::BitSet);
    std::vector<Value> ws = a[0].as<ListObj>()->items;
    if (ws.empty()) ws.push_back(Value::integer(0));
    set_instance_field(in, w, "__w", make_list(std::move(ws)));
    return w;
  }
  if (h == "Executors" || h == "CompletableFuture") {
    Value r = concurrent_static(in, h, m, a);
    if (!r.is_undef() || in.raising()) return r;
  }
  if (h == "Thread") {
    if (m == "currentThread") return current_thread(in);
    if (m == "sleep" || m == "onSpinWait" || m == "yield") {  // time does not pass: the run is deterministic
      if (!a.empty() && a[0].is_int() && a[0].i() < 0) {
        jthrow(in, "IllegalArgumentException", "timeout value is negative");
        return Value::none();
      }
      return Value::none();
    }
    if (m == "interrupted") return Value::boolean(false);
  }
  in.raise("AttributeError", h + "." + m + " is not supported");
  return Value::none();
}

bool is_holder_name(std::string_view n) {
  static const char* const names[] = {"System", "Math", "Integer", "Long", "Short", "Byte", "Double", "Float",
                                      "Boolean", "Character", "String", "Arrays", "Collections", "List", "Set",
                                      "Map", "Objects", "Comparator", "ArrayList", "LinkedList", "ArrayDeque", "Stack", "Vector",
                                      "HashMap", "TreeMap", "LinkedHashMap", "HashSet", "TreeSet", "LinkedHashSet",
                                      "StringBuilder", "StringBuffer", "StringJoiner", "Formatter", "Locale", "StandardCharsets", "StringWriter", "CharArrayWriter", "PrintWriter", "PriorityQueue", "EnumMap", "EnumSet", "Enum", "Object", "__jstr", "__jstrf",
                                      "__jiter", "__jnewarray", "__jfdiv", "__jfmod", "__jffdiv", "__jffmod", "__jinstanceof", "__jiface", "__jsubinit", "__jstamp", "__jffseq", "__jcast", "__jmethodref", "__jclasslit", "__jfnwrap", "__jvarargs", "__jexact", "__jalloc", "__jcadd", "__jaddc", "__jastore", "__jnum", "__junbox", "__jsized", "__jspread", "__jarraykey", "__jarrmark", "__jffwatch", "__jffsize", "__jcharsstr", "__jenumconst", "__jboxtext", "__jboxn", "__jnpesites",
                                      "Stream", "IntStream", "LongStream", "DoubleStream", "Collectors", "Optional",
                                      "OptionalInt", "OptionalDouble", "OptionalLong", "Function", "UnaryOperator", "Random",
                                      "BigInteger", "BigDecimal", "RoundingMode", "MathContext", "StreamSupport", "AbstractMap",
                                      "SimpleEntry", "SimpleImmutableEntry", "BinaryOperator", "Predicate",
                                      "Collection", "Iterable", "CharSequence", "Number", "Pattern", "Matcher", "MatchResult",
                                      "Deque", "Queue", "SortedSet", "NavigableSet", "SortedMap", "NavigableMap", "Iterator",
                                      "ListIterator", "Thread", "AtomicInteger", "AtomicLong", "AtomicBoolean", "AtomicReference", "LongAdder", "IdentityHashMap",
                                      "Executors", "CompletableFuture", "TimeUnit", "ConcurrentHashMap", "ConcurrentSkipListMap",
                                      "ConcurrentSkipListSet", "CopyOnWriteArrayList", "BitSet", "Scanner", "BufferedReader", "InputStreamReader", "StringReader", "Properties", "CountDownLatch", "Semaphore",
                                      "LinkedBlockingQueue", "LinkedBlockingDeque", "ArrayBlockingQueue", "ConcurrentLinkedQueue",
                                      "ConcurrentLinkedDeque", "LinkedTransferQueue", "PriorityBlockingQueue",
                                      "LocalDate", "Period", "Duration", "DayOfWeek", "Month", "ChronoUnit", "TextStyle", "DateTimeFormatter", "TemporalAdjusters", "ChronoField", "IsoFields", "YearMonth", "LocalTime", "LocalDateTime", "Instant", "ZoneOffset", "ZoneId", "ZonedDateTime", "OffsetDateTime",
                                      "Base64", "CRC32", "Adler32", "URLEncoder", "URLDecoder", "ByteArrayOutputStream", "MessageDigest",
                                      "ByteArrayInputStream", "DataInputStream", "DataOutputStream", "BufferedInputStream", "BufferedOutputStream", "ByteBuffer", "ByteOrder", "Date", "SimpleDateFormat", "TimeZone"};
  for (const char* x : names)
    if (n == x) return true;
  return false;
}

Value global_hook(Vm& in, std::string_view name) {
  if (name != "__jctx") in.run_state(kKeepCaughtStacks) = Value::boolean(true);  // (globals are looked up once per run)
  if (name == "__jctx") {  // the frontend passes an inner class's enclosing instance through __jctx.outer
    auto* co = new ClassObj();
    co->name = "__JavaContext";
    co->builtin = true;
    Value cv = Value::object(co);
    co->mro.push_back(cv);
    auto* inst = new InstanceObj();
    inst->cls = cv;
    Value iv = Value::object(inst);
    inst->fields.set(in.intern("outer"), Value::none());
    scope_set(in, "__jctx", iv);
    return iv;
  }
  if (is_holder_name(name)) return make_native(&holder_fn, "java-holder", make_str(std::string(name)));
  // StrictMath's results are Math's (the same fdlibm functions, correctly rounded ones exact in both)
  if (name == "StrictMath") return make_native(&holder_fn, "java-holder", make_str("Math"));
  if (is_java_exception_name(name)) {
    ensure_exceptions(in);
    return scope_get(in, name);
  }
  return Value::undef();
}

Value static_member(Vm& in, const std::string& h, const std::string& f) {
  if (is_time_holder(h))
    if (Value r = time_member(in, h, f); !r.is_undef()) return r;
  if (h == "TextStyle") return make_str(f);  // (getDisplayName's style)
  if (h == "BigInteger" || h == "BigDecimal") {
    int v = f == "ZERO" ? 0 : f == "ONE" ? 1 : f == "TWO" ? 2 : f == "TEN" ? 10 : -1;
    if (v >= 0 && !(h == "BigDecimal" && v == 2))
      return h == "BigInteger" ? Value::integer(v) : make_dec(in, java_bigdecimal::Dec{v, 0});
    if (h == "BigDecimal" && f.rfind("ROUND_", 0) == 0) {
      static const char* const modes[] = {"UP", "DOWN", "CEILING", "FLOOR", "HALF_UP", "HALF_DOWN", "HALF_EVEN", "UNNECESSARY"};
      for (int i = 0; i < 8; ++i)
        if (f.substr(6) == modes[i]) return Value::integer(i);
    }
  }
  if (h == "RoundingMode" && java_bigdecimal::round_named(f)) return make_str(f);
  if (h == "Locale") return make_list({make_str("__jlocale"), make_str(f)}, Tag::Tuple);  // Locale.US, Locale.ROOT, ...
  if (h == "TimeUnit") return make_str(f);
  if (h == "ByteOrder" && (f == "BIG_ENDIAN" || f == "LITTLE_ENDIAN")) return make_str(f);  // (prints as its name)  // (time does not pass: timeouts are never reached)
  if (h == "StandardCharsets") {  // a Charset prints as its name; the string methods take the name
    std::string n = f;  // UTF_8 -> UTF-8, US_ASCII -> US-ASCII, ISO_8859_1 -> ISO-8859-1
    for (char& c : n) c = c == '_' ? '-' : c;
    return make_str(n);
  }
  if (h == "MathContext") {
    std::int64_t p = f == "DECIMAL32" ? 7 : f == "DECIMAL64" ? 16 : f == "DECIMAL128" ? 34 : f == "UNLIMITED" ? 0 : -1;
    if (p >= 0) return make_list({make_str("__mc"), Value::integer(p), make_str(p == 0 ? "HALF_UP" : "HALF_EVEN")}, Tag::Tuple);
  }
  if (h == "System" && (f == "out" || f == "err" || f == "in")) return make_native(&holder_fn, "java-holder", make_str("System." + f));
  if (h == "String" && f == "CASE_INSENSITIVE_ORDER") return bound(&cmp_fn, Value::none(), "ci");
  if (h == "Map" && f == "Entry") return make_native(&holder_fn, "java-holder", make_str("Map.Entry"));
  if (h == "AbstractMap" && (f == "SimpleEntry" || f == "SimpleImmutableEntry"))
    return make_native(&holder_fn, "java-holder", make_str("AbstractMap." + f));
  if (h == "Math") {
    if (f == "PI") return Value::real(M_PI);
    if (f == "E") return Value::real(M_E);
  }
  if (f == "SIZE" || f == "BYTES") {  // the width in bits / bytes
    int bits = h == "Byte" ? 8 : h == "Short" ? 16 : h == "Integer" || h == "Float" ? 32 : h == "Long" || h == "Double" ? 64 : 0;
    if (bits) return Value::integer(f == "SIZE" ? bits : bits / 8);
  }
  if (h == "Integer") {
    if (f == "MAX_VALUE") return Value::integer(std::numeric_limits<std::int32_t>::max());
    if (f == "MIN_VALUE") return Value::integer(std::numeric_limits<std::int32_t>::min());
  }
  if (h == "Long") {
    if (f == "MAX_VALUE") return Value::integer(std::numeric_limits<std::int64_t>::max());
    if (f == "MIN_VALUE") return Value::integer(std::numeric_limits<std::int64_t>::min());
  }
  if (h == "Pattern") {
    if (f == "UNIX_LINES") return Value::integer(java::kUnixLines);
    if (f == "CASE_INSENSITIVE") return Value::integer(java::kCaseInsensitive);
    if (f == "COMMENTS") return Value::integer(java::kComments);
    if (f == "MULTILINE") return Value::integer(java::kMultiline);
    if (f == "LITERAL") return Value::integer(java::kLiteral);
    if (f == "DOTALL") return Value::integer(java::kDotall);
    if (f == "UNICODE_CASE") return Value::integer(java::kUnicodeCase);
  }
  if (h == "Short" && f == "MAX_VALUE") return Value::integer(32767);
  if (h == "Short" && f == "MIN_VALUE") return Value::integer(-32768);
  if (h == "Byte" && f == "MAX_VALUE") return Value::integer(127);
  if (h == "Byte" && f == "MIN_VALUE") return Value::integer(-128);
  if (h == "Character" && f == "MAX_VALUE") return make_str("\xef\xbf\xbf");
  if (h == "Character" && f == "MIN_VALUE") return make_str(std::string(1, '\0'));
  if (h == "Character" && (f == "MIN_RADIX" || f == "MAX_RADIX")) return Value::integer(f == "MIN_RADIX" ? 2 : 36);
  if (h == "Character" && (f == "SIZE" || f == "BYTES")) return Value::integer(f == "SIZE" ? 16 : 2);
  if (h == "Character" && (f == "MIN_CODE_POINT" || f == "MAX_CODE_POINT")) return Value::integer(f == "MIN_CODE_POINT" ? 0 : 0x10FFFF);
  if (h == "Double") {
    if (f == "MAX_VALUE") return Value::real(std::numeric_limits<double>::max());
    if (f == "MIN_VALUE") return Value::real(std::numeric_limits<double>::denorm_min());
    if (f == "MIN_NORMAL") return Value::real(std::numeric_limits<double>::min());
    if (f == "POSITIVE_INFINITY") return Value::real(std::numeric_limits<double>::infinity());
    if (f == "NEGATIVE_INFINITY") return Value::real(-std::numeric_limits<double>::infinity());
    if (f == "NaN") return Value::real(std::numeric_limits<double>::quiet_NaN());
  }
  if (h == "Float") {
    if (f == "MAX_VALUE") return Value::real(static_cast<double>(std::numeric_limits<float>::max()));
    if (f == "MIN_VALUE") return Value::real(static_cast<double>(std::numeric_limits<float>::denorm_min()));
    if (f == "MIN_NORMAL") return Value::real(static_cast<double>(std::numeric_limits<float>::min()));
    if (f == "POSITIVE_INFINITY") return Value::real(std::numeric_limits<double>::infinity());
    if (f == "NEGATIVE_INFINITY") return Value::real(-std::numeric_limits<double>::infinity());
    if (f == "NaN") return Value::real(std::numeric_limits<double>::quiet_NaN());
  }
  if (h == "Boolean" && (f == "TRUE" || f == "FALSE")) return Value::boolean(f == "TRUE");
  return Value::undef();
}

Value iterable_for_each(Vm& in, const Value& self, Args& a);
Value iterator_for_each_remaining(Vm& in, const Value& self, Args& a);
Value skeleton_method(Vm& in, const Value& self, Args& a);
Value executor_method(Vm& in, const Value& self, Args& a);
Value future_method(Vm& in, const Value& self, Args& a);
Value bitset_method(Vm& in, const Value& self, Args& a);
Value scanner_method(Vm& in, const Value& self, Args& a);
/// getClass() of a value the VM holds natively: a class per boxed type, created once per
/// run (Integer for an int-sized integer, Long past it: ints and longs share one run-time
/// type; String; Double; Boolean; BigInteger; ArrayList for lists).
/// The class value of a library type, created once per run under its binary name pkg + n.
Value library_class(Vm& in, const char* pkg, const char* n) {
  Value& c = in.run_state(std::string("java.class.") + n);
  if (!c.is(Tag::Class)) {
    auto* co = new ClassObj();
    co->name = n;
    co->builtin = true;
    c = Value::object(co);
    co->mro.push_back(c);
    co->attrs.set(in.intern("__binname"), make_str(std::string(pkg) + n));
  }
  return c;
}

Value value_class_method(Vm& in, const Value& self, Args&) {
  const Value& v = recv_of(self);
  const char* pkg = "java.lang.";
  const char* n = "Object";
  switch (v.tag()) {
    case Tag::Int:
    case Tag::Float: n = box_name(v); break;
    case Tag::Bool: n = "Boolean"; break;
    case Tag::Str: n = v.obj()->rt_flags & kBoxedChar ? "Character" : "String"; break;  // (a char converted to Object)
    case Tag::BigInt: n = "BigInteger"; pkg = "java.math."; break;
    case Tag::List:
    case Tag::Tuple: {
      n = "ArrayList", pkg = "java.util.";
      std::uint8_t fl = v.obj()->rt_flags;
      if (v.is(Tag::Tuple) && (fl & kSimpleEntry))  // (getSimpleName: the nested class's own name)
        n = fl & kImmutableEntry ? "SimpleImmutableEntry" : "SimpleEntry", pkg = "java.util.AbstractMap$";
      else if (v.is(Tag::Tuple) && (fl & kImmutableEntry)) n = "KeyValueHolder";  // Map.entry's
      break;
    }
    case Tag::Instance: {  // a library object: its class (StringBuilder, TreeMap, ...)
      Kind k = kind_of(v);
      n = kind_name(k);
      if (k == Kind::Atomic) n = "AtomicInteger";
      pkg = k == Kind::StringBuilder || k == Kind::Thread ? "java.lang."
            : k == Kind::BigDecimal                      ? "java.math."
            : k == Kind::Pattern || k == Kind::Matcher   ? "java.util.regex."
            : k == Kind::Stream                          ? "java.util.stream."
                                                         : "java.util.";
      if (k == Kind::Atomic) {
        std::string cls = jstr(in, instance_field(in, v, "__cls"));
        static const char* const atomics[] = {"AtomicInteger", "AtomicLong", "AtomicBoolean", "AtomicReference", "LongAdder", "CountDownLatch", "Semaphore"};
        for (const char* x : atomics)
          if (cls == x) n = x;
        // the atomic cells live in java.util.concurrent.atomic, the latch and semaphore one level up
        pkg = std::string_view(n) == "CountDownLatch" || std::string_view(n) == "Semaphore" ? "java.util.concurrent." : "java.util.concurrent.atomic.";
      }
      break;
    }
    default: break;
  }
  return library_class(in, pkg, n);
}

/// The package of a library type a class literal may name as a class value (String.class,
/// List.class), or nullptr: other library types (DayOfWeek.class for EnumSet.allOf) stay what
/// their name loads.
const char* library_package(std::string_view n) {
  static constexpr std::string_view kLang[] = {"String", "Integer", "Long", "Short", "Byte", "Double", "Float", "Character",
                                               "Boolean", "Number", "Object", "StringBuilder", "StringBuffer",
                                               "CharSequence", "Comparable", "Iterable", "Runnable", "Thread",
                                               "Enum", "Record", "Void", "AutoCloseable", "Cloneable", "Appendable"};
  static constexpr std::string_view kUtil[] = {"Collection", "List", "ArrayList", "LinkedList", "Set", "HashSet", "TreeSet",
                                               "LinkedHashSet", "SortedSet", "NavigableSet", "Map", "HashMap", "TreeMap",
                                               "LinkedHashMap", "SortedMap", "NavigableMap", "Queue", "Deque", "ArrayDeque",
                                               "PriorityQueue", "Stack", "Vector", "Iterator", "ListIterator", "Optional",
                                               "Comparator", "Random", "BitSet", "Scanner"};
  for (auto x : kLang)
    if (n == x) return "java.lang.";
  for (auto x : kUtil)
    if (n == x) return "java.util.";
  if (n == "BigInteger" || n == "BigDecimal") return "java.math.";
  if (n == "Pattern" || n == "Matcher" || n == "MatchResult") return "java.util.regex.";
  if (n == "Stream" || n == "IntStream" || n == "LongStream" || n == "DoubleStream") return "java.util.stream.";
  if (n == "Serializable" || n == "Closeable") return "java.io.";
  for (std::string_view suf : {"Function", "Operator", "Supplier", "Consumer", "Predicate"})
    if (n.size() >= suf.size() && n.substr(n.size() - suf.size()) == suf) return "java.util.function.";
  return nullptr;
}

bool is_primitive_name(std::string_view n) {
  static constexpr std::string_view kPrim[] = {"int", "long", "short", "byte", "char", "boolean", "float", "double", "void"};
  for (auto p : kPrim)
    if (n == p) return true;
  return false;
}

/// String.class, List.class, int.class: the library's class value, the one getClass() of such a
/// value gives (so `o.getClass() == String.class` and a Map keyed by class work); isInstance,
/// cast, getName and getSimpleName work on it as on a program class. `loaded`: what the name
/// loads, kept for the library types not listed.
Value class_literal(Vm& in, const Value& loaded, const std::string& n) {
  if (is_primitive_name(n)) return library_class(in, "", n.c_str());
  if (n.size() > 2 && n.ends_with("[]")) {  // int[].class, a String[]'s getClass(): named as the JVM names it ([I, [Ljava.lang.String;)
    Value c = library_class(in, "", n.c_str());
    std::string el = n, desc;
    while (el.size() > 2 && el.ends_with("[]")) el.resize(el.size() - 2), desc += '[';
    static constexpr std::pair<std::string_view, char> kPrim[] = {{"int", 'I'},  {"long", 'J'}, {"double", 'D'}, {"float", 'F'},
                                                                  {"char", 'C'}, {"boolean", 'Z'}, {"byte", 'B'}, {"short", 'S'}};
    char code = 0;
    for (auto& [k, d] : kPrim)
      if (el == k) code = d;
    const char* pkg = code ? nullptr : library_package(el);
    desc += code ? std::string(1, code) : "L" + (pkg ? pkg + el : el) + ";";
    c.as<ClassObj>()->attrs.set(in.intern("__binname"), make_str(desc));
    return c;
  }
  const char* pkg = library_package(n);
  if (!pkg) return loaded;
  static constexpr std::string_view kIfaces[] = {"CharSequence", "Comparable", "Iterable", "Runnable", "AutoCloseable", "Cloneable",
                                                 "Appendable", "Collection", "List", "Set", "Map", "Queue", "Deque", "SortedMap",
                                                 "SortedSet", "NavigableMap", "NavigableSet", "Iterator", "ListIterator",
                                                 "Comparator", "Serializable", "Closeable", "Stream", "IntStream", "LongStream",
                                                 "DoubleStream", "MatchResult"};
  Value c = library_class(in, pkg, n.c_str());
  bool iface = std::string_view(pkg) == "java.util.function.";
  for (auto i : kIfaces) iface = iface || n == i;
  if (iface) c.as<ClassObj>()->attrs.set(in.intern("__jlibiface"), Value::boolean(true));
  return c;
}

/// Iterable's default forEach on a lambda that is the Iterable (`Iterable<T> it = () -> iterator;`)
Value iterable_lambda_for_each(Vm& in, const Value& self, Args& a) {
  Value it = in.call_sync(recv_of(self), {});
  if (in.raising() || a.empty()) return Value::none();
  for (const Value& x : elements_of(in, it)) {
    call1f(in, a[0], "accept", x);
    if (in.raising()) break;
  }
  return Value::none();
}

/// The helpful NullPointerException text of `x.f(...)` (or x.f, a[i]) on a null x: the one the
/// lowerer worded for the site (__jnpesites: "line\tname\tfirst instruction\tmessage" lines) on
/// this line; of several, the last one to start at or before the running instruction. Else a
/// generic one.
std::string null_site_message(Vm& in, const std::string& f, std::string generic, unsigned level) {
  auto pos = in.where(level);
  Value& sites = in.run_state("java.npe.sites");
  if (!pos || !sites.is(Tag::Str)) return generic;
  std::string_view all = sites.as<StrObj>()->s;
  std::string key = std::to_string(pos->line) + "\t" + f + "\t";
  std::string_view best;
  long best_at = -1;
  for (std::size_t p = 0; p < all.size();) {
    std::size_t e = all.find('\n', p);
    if (e == std::string_view::npos) e = all.size();
    std::string_view line = all.substr(p, e - p);
    p = e + 1;
    if (line.substr(0, key.size()) != key) continue;
    std::string_view rest = line.substr(key.size());
    std::size_t tab = rest.find('\t');
    if (tab == std::string_view::npos) continue;
    long at = std::atol(std::string(rest.substr(0, tab)).c_str());
    if (at <= static_cast<long>(pos->instruction) && at > best_at) best_at = at, best = rest.substr(tab + 1);
  }
  return best.empty() ? generic : std::string(best);
}
std::string null_invoke_message(Vm& in, const std::string& f) {
  return null_site_message(in, f, "Cannot invoke \"" + f + "()\" because value is null", 0);
}

Value load_attr_hook(Vm& in, const Value& obj, Name field) {
  if (!obj.is(Tag::Instance) && !obj.is(Tag::Class) && !obj.is(Tag::None) && !obj.is(Tag::Builtin) && !obj.is(Tag::Function) &&
      !obj.is(Tag::BoundMethod) && name_of(in, field) == "getClass")
    return bound(&value_class_method, obj, "getClass");
  switch (obj.tag()) {
    case Tag::Str: {
      const std::string& f = name_of(in, field);
      return bound(&str_method, obj, f);
    }
    case Tag::List:
    case Tag::Tuple: {
      const std::string& f = name_of(in, field);
      if (f == "length") return Value::integer(static_cast<std::int64_t>(obj.as<ListObj>()->items.size()));
      return bound(&list_method, obj, f);
    }
    case Tag::Int:
    case Tag::BigInt:
    case Tag::Float:
    case Tag::Bool: return bound(&num_method, obj, name_of(in, field));
    case Tag::None: {
      const std::string& f = name_of(in, field);
      jthrow(in, "NullPointerException", null_invoke_message(in, f));
      return Value::none();
    }
    case Tag::Builtin: {
      auto* b = obj.as<BuiltinObj>();
      if (b->fn == &holder_fn) {
        const std::string& f = name_of(in, field);
        if (b->self.is(Tag::Str)) {
          const std::string& h = b->self.as<StrObj>()->s;
          Value s = static_member(in, h, f);
          if (!s.is_undef()) return s;
          return make_native(&holder_fn, "java-static", make_list({make_str(h), make_str(f)}, Tag::Tuple));
        }
      }
      if (is_combinator_name(name_of(in, field))) return bound(&combo_builder, obj, name_of(in, field));
      return obj;  // a functional-interface call on a built-in
    }
    case Tag::Function:
    case Tag::BoundMethod:
      if (is_combinator_name(name_of(in, field))) return bound(&combo_builder, obj, name_of(in, field));
      if (obj.is(Tag::Function) && name_of(in, field) == "forEach" && obj.as<FunctionObj>()->sig &&
          obj.as<FunctionObj>()->sig->params.empty())  // no parameter: the lambda is an Iterable's iterator()
        return bound(&iterable_lambda_for_each, obj, "forEach");
      return obj;  // a lambda called through its interface method
    case Tag::Class: {
      const std::string& f = name_of(in, field);
      if (f == "values") {
        auto* c = obj.as<ClassObj>();
        if (Value* v = c->attrs.find(in.intern("__values")); v && v->is(Tag::List)) return bound(&list_method, *v, "clone");
      }
      if (f == "getSimpleName" || f == "getName") {
        bool defined = false;
        for (auto& c : obj.as<ClassObj>()->mro) defined = defined || c.as<ClassObj>()->attrs.find(field);
        if (!defined) return bound(&class_name_method, obj, f);
      }
      if (f == "isInstance" || f == "cast" || f == "equals" || f == "isInterface") {
        bool defined = false;
        for (auto& c : obj.as<ClassObj>()->mro) defined = defined || c.as<ClassObj>()->attrs.find(field);
        if (!defined) return bound(&class_test_method, obj, f);
      }
      if (f == "valueOf") {
        auto* c = obj.as<ClassObj>();
        Value* qn = c->attrs.find(in.intern("__qualname"));
        if (Value* v = c->attrs.find(in.intern("__values")); v && v->is(Tag::List))
          return bound(&enum_value_of, *v, qn && qn->is(Tag::Str) ? qn->as<StrObj>()->s : c->name);
      }
      return Value::undef();
    }
    case Tag::Instance: {
      Kind k = kind_of(obj);
      const std::string& f = name_of(in, field);
      if (k != Kind::None && f == "getClass" && obj.as<InstanceObj>()->klass()->builtin) return bound(&value_class_method, obj, f);
      if (k == Kind::StringBuilder) return bound(&sb_method, obj, f);
      if (k == Kind::PriorityQueue) return bound(&pq_method, obj, f);
      if (k == Kind::Stream) return bound(&stream_method, obj, f);
      if (k == Kind::Optional) return bound(&optional_method, obj, f);
      if (k == Kind::Iterator) return bound(&iterator_method, obj, f);
      if (k == Kind::StringJoiner) return bound(&joiner_method, obj, f);
      if (k == Kind::Random) return bound(&random_method, obj, f);
      if (k == Kind::BigDecimal) return bound(&bigdecimal_method, obj, f);
      if (k == Kind::Pattern) return bound(&pattern_method, obj, f);
      if (k == Kind::Matcher) return bound(&matcher_method, obj, f);
      if (k == Kind::Executor) return bound(&executor_method, obj, f);
      if (k == Kind::BitSet) return bound(&bitset_method, obj, f);
      if (k == Kind::Scanner) return bound(&scanner_method, obj, f);
      if (k == Kind::Time) return bound(&time_method, obj, f);
      if (k == Kind::Future) return bound(&future_method, obj, f);
      if (k != Kind::None) {
        auto* inst = obj.as<InstanceObj>();
        if (!inst->klass()->builtin) {  // a program's subclass: its own fields and overrides first
          if (!inst->fields.find(in.intern("__jsub"))) init_subclassed(in, obj, {});  // no super(...) ran (anonymous subclass)
          if (inst->fields.find(field)) return Value::undef();
          for (auto& c : inst->klass()->mro)
            if (c.as<ClassObj>()->attrs.find(field)) return Value::undef();
          if (f == "getClass") return bound(&enum_method, obj, f);
        }
        if (k == Kind::PriorityQueue) return bound(&pq_method, obj, f);
        if (k == Kind::Thread) return bound(&thread_method, obj, f);
        if (k == Kind::Atomic) return bound(&atomic_method, obj, f);
        if (k == Kind::ListSub) {
          Value l = instance_field(in, obj, "__l");
          return l.is(Tag::List) ? bound(&list_method, l, f) : Value::undef();
        }
        return bound(&map_method, obj, f);
      }
      auto* inst = obj.as<InstanceObj>();
      if (inst->fields.find(field)) return Value::undef();
      for (auto& c : inst->klass()->mro)
        if (c.as<ClassObj>()->attrs.find(field)) return Value::undef();
      if (skeleton_of(obj) != Skel::None) {
        static const char* const skel[] = {"isEmpty", "contains", "containsAll", "indexOf", "lastIndexOf", "toString", "equals",
                                           "hashCode", "stream", "parallelStream", "forEach", "toArray", "subList", "iterator",
                                           "listIterator", "spliterator", "add", "addAll", "set", "remove", "clear", "removeIf",
                                           "removeAll", "retainAll", "sort", "replaceAll"};
        for (const char* x : skel)
          if (f == x) return bound(&skeleton_method, obj, f);
      }
      if (is_combinator_name(f)) return bound(&combo_builder, obj, f);
      if (f == "forEach" || f == "spliterator") {  // Iterable's defaults on a program class with iterator()
        for (auto& c : inst->klass()->mro)
          if (c.as<ClassObj>()->attrs.find(in.intern("iterator"))) return bound(&iterable_for_each, obj, f);
      }
      if (f == "forEachRemaining") {  // Iterator's default on a program class with hasNext()/next()
        for (auto& c : inst->klass()->mro)
          if (c.as<ClassObj>()->attrs.find(in.intern("hasNext"))) return bound(&iterator_for_each_remaining, obj, f);
      }
      if (f == "name" || f == "ordinal" || f == "toString" || f == "compareTo" || f == "equals" || f == "hashCode" ||
          f == "getMessage" || f == "getLocalizedMessage" || f == "getCause" || f == "initCause" || f == "addSuppressed" || f == "getSuppressed" ||
          f == "getDescription" || f == "getIndex" || f == "getPattern" || f == "getErrorIndex" || f == "getParsedString" ||
          f == "getClass" || f == "getSimpleName" || f == "getDeclaringClass" ||
          f == "getName" || f == "printStackTrace" || f == "getStackTrace" || f == "fillInStackTrace")
        return bound(&enum_method, obj, f);
      return Value::undef();
    }
    default: break;
  }
  return Value::undef();
}

// --- java.util.concurrent: executors and futures ------------------------------------------
// A task given to an ExecutorService (or CompletableFuture.supplyAsync) runs to its end at once,
// on the caller's thread: one of the schedules the JVM allows, so the run stays deterministic.
// A future (Kind::Future) holds the result (__v) or the exception the task threw (__exc;
// __wrap: a CompletableFuture stage reports it wrapped in a CompletionException).
Value new_future(Vm& in, const Value& v, const Value& exc, bool done, bool wrap) {
  Value w = new_wrapper(in, Kind::Future);
  set_instance_field(in, w, "__v", v);
  set_instance_field(in, w, "__exc", exc);
  set_instance_field(in, w, "__done", Value::boolean(done));
  set_instance_field(in, w, "__wrap", Value::boolean(wrap));
  return w;
}
/// Runs a Callable/Supplier/Runnable (a lambda or a program object); a Java exception it
/// throws is caught into exc (a budget stop is not).
Value run_task(Vm& in, const Value& task, std::span<const Value> args, Value& exc, const char* method = nullptr) {
  Value r;
  if (is_function_value(task)) r = in.call_sync(task, args);
  else if (method) r = call_method_by_name(in, task, method, args);
  else if (has_own_method(in, task, "call")) r = call_method_by_name(in, task, "call", args);
  else if (has_own_method(in, task, "get")) r = call_method_by_name(in, task, "get", args);
  else r = call_method_by_name(in, task, "run", args);
  if (in.raising()) {
    Value e = in.current_exception();
    if (!e.is(Tag::Instance)) return Value::none();
    exc = e;
    in.clear_raise();
    return Value::none();
  }
  return r;
}
/// Raises cls(cause): its message is cause.toString(), getCause() is cause.
void throw_wrapped(Vm& in, const char* cls, const Value& cause) {
  ensure_exceptions(in);
  Value c = scope_get(in, cls);
  if (!c.is(Tag::Class)) {
    in.raise_value(cause);
    return;
  }
  auto* inst = new InstanceObj();
  inst->cls = c;
  Value iv = Value::object(inst);
  inst->fields.set(in.intern("args"), make_list({cause}, Tag::Tuple));
  in.raise_value(iv);
}
Value wrapped_exception(Vm& in, const char* cls, const Value& cause) {
  throw_wrapped(in, cls, cause);
  Value e = in.current_exception();
  in.clear_raise();
  return e;
}
Value executor_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  bool shut = instance_field(in, w, "__shut").is(Tag::Bool) && instance_field(in, w, "__shut").b();
  if (m == "submit" || m == "execute" || m == "invokeAll" || m == "invokeAny") {
    if (shut) {
      jthrow(in, "RejectedExecutionException", "Task rejected from " + jstr(in, w));
      return Value::none();
    }
    std::vector<Value> tasks = m == "invokeAll" || m == "invokeAny" ? (a.empty() ? std::vector<Value>{} : elements_of(in, a[0]))
                                                                    : std::vector<Value>(a.begin(), a.begin() + (a.empty() ? 0 : 1));
    std::vector<Value> futures;
    for (auto& t : tasks) {
      Value exc = Value::none();
      Value r = run_task(in, t, {}, exc);
      if (in.raising()) return Value::none();
      if (m == "submit" && a.size() == 2 && exc.is_none()) r = a[1];  // submit(runnable, result)
      if (m == "invokeAny" && exc.is_none()) return r;
      futures.push_back(new_future(in, r, exc, true, false));
      // (execute: a task's exception ends its worker thread only; the pool goes on)
    }
    if (m == "invokeAny") {
      if (futures.empty()) { jthrow(in, "IllegalArgumentException", ""); return Value::none(); }
      throw_wrapped(in, "ExecutionException", instance_field(in, futures.back(), "__exc"));
      return Value::none();
    }
    if (m == "invokeAll") return make_list(std::move(futures));
    return m == "execute" || futures.empty() ? Value::none() : futures[0];
  }
  if (m == "shutdown" || m == "close") {
    set_instance_field(in, w, "__shut", Value::boolean(true));
    return Value::none();
  }
  if (m == "shutdownNow") {
    set_instance_field(in, w, "__shut", Value::boolean(true));
    return make_list({});
  }
  if (m == "isShutdown" || m == "isTerminated") return Value::boolean(shut);
  if (m == "awaitTermination") return Value::boolean(shut);  // every task has already run
  if (m == "toString") return make_str(jstr(in, w));
  in.raise("AttributeError", "ExecutorService has no method " + m);
  return Value::none();
}
Value future_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  Value v = instance_field(in, w, "__v"), exc = instance_field(in, w, "__exc");
  bool done = instance_field(in, w, "__done").is(Tag::Bool) && instance_field(in, w, "__done").b();
  bool wrap = instance_field(in, w, "__wrap").is(Tag::Bool) && instance_field(in, w, "__wrap").b();
  bool failed = !exc.is_none();
  // the exception a dependent stage's function sees: CompletionException(cause) past an async stage
  auto seen = [&]() { return wrap ? wrapped_exception(in, "CompletionException", exc) : exc; };
  auto arg = [&](std::size_t i) { return i < a.size() ? a[i] : Value::none(); };
  auto then = [&](const Value& fn, std::span<const Value> args, const char* method) {
    Value e = Value::none();
    Value r = run_task(in, fn, args, e, method);
    if (in.raising()) return Value::none();
    return new_future(in, r, e, true, true);
  };
  if (m == "get" || m == "join" || m == "getNow" || m == "resultNow") {
    if (!done) {
      if (m == "getNow") return arg(0);
      jthrow(in, "IllegalStateException", "the future is never completed (the JVM would wait for ever)");
      return Value::none();
    }
    if (failed) {
      throw_wrapped(in, m == "join" || m == "getNow" ? "CompletionException" : m == "resultNow" ? "IllegalStateException" : "ExecutionException", exc);
      return Value::none();
    }
    return v;
  }
  if (m == "isDone") return Value::boolean(done);
  if (m == "isCancelled") return Value::boolean(false);
  if (m == "cancel") return Value::boolean(false);
  if (m == "isCompletedExceptionally") return Value::boolean(failed);
  if (m == "complete" || m == "completeExceptionally") {
    if (done) return Value::boolean(false);
    set_instance_field(in, w, m == "complete" ? "__v" : "__exc", arg(0));
    set_instance_field(in, w, "__done", Value::boolean(true));
    return Value::boolean(true);
  }
  if (m == "toCompletableFuture" || m == "orTimeout" || m == "completeOnTimeout") return w;
  if (!done) {
    jthrow(in, "UnsupportedOperationException", "a stage of a future that is not yet completed");
    return Value::none();
  }
  std::string base = m.size() > 5 && m.compare(m.size() - 5, 5, "Async") == 0 ? m.substr(0, m.size() - 5) : m;
  if (base == "thenApply" || base == "thenAccept" || base == "thenRun" || base == "thenCompose") {
    if (failed) return new_future(in, Value::none(), exc, true, true);
    Value r = base == "thenRun" ? then(arg(0), {}, "run") : then(arg(0), std::span<const Value>(&v, 1), base == "thenAccept" ? "accept" : "apply");
    if (base == "thenApply" || in.raising()) return r;
    if (base == "thenCompose" && kind_of(instance_field(in, r, "__v")) == Kind::Future) return instance_field(in, r, "__v");
    set_instance_field(in, r, "__v", Value::none());
    return r;
  }
  if (base == "thenCombine" || base == "thenAcceptBoth" || base == "runAfterBoth") {
    Value other = arg(0);
    if (failed) return new_future(in, Value::none(), exc, true, true);
    if (kind_of(other) != Kind::Future) return Value::none();
    Value oexc = instance_field(in, other, "__exc");
    if (!oexc.is_none()) return new_future(in, Value::none(), oexc, true, true);
    Value pair[2] = {v, instance_field(in, other, "__v")};
    Value r = then(arg(1), base == "runAfterBoth" ? std::span<const Value>() : std::span<const Value>(pair, 2),
                   base == "thenCombine" ? "apply" : base == "runAfterBoth" ? "run" : "accept");
    if (base != "thenCombine" && !in.raising()) set_instance_field(in, r, "__v", Value::none());
    return r;
  }
  if (base == "exceptionally") {
    if (!failed) return new_future(in, v, Value::none(), true, wrap);
    Value e = seen();
    return then(arg(0), std::span<const Value>(&e, 1), "apply");
  }
  if (base == "handle" || base == "whenComplete") {
    Value pair[2] = {failed ? Value::none() : v, failed ? seen() : Value::none()};
    Value r = then(arg(0), std::span<const Value>(pair, 2), base == "handle" ? "apply" : "accept");
    if (base == "whenComplete" && !in.raising()) {  // the same outcome as this stage, unless the action threw
      Value rexc = instance_field(in, r, "__exc");
      return new_future(in, v, failed ? exc : rexc, true, true);
    }
    return r;
  }
  if (m == "toString") return make_str(jstr(in, w));
  in.raise("AttributeError", "CompletableFuture has no method " + m);
  return Value::none();
}
/// java.util.Scanner over a String: the text __s, the byte position __pos, the delimiter Pattern
/// __delim (none: whitespace runs) and __closed. A token that does not read as asked is left unread.
Value scanner_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  auto& f = w.as<InstanceObj>()->fields;
  Value sv = instance_field(in, w, "__s");
  if (!sv.is(Tag::Str)) return Value::none();
  const std::string& s = sv.as<StrObj>()->s;
  Value pv = instance_field(in, w, "__pos");
  std::size_t pos = pv.is_int() ? static_cast<std::size_t>(pv.i()) : 0;
  Value delim = instance_field(in, w, "__delim");
  auto advance = [&](std::size_t p) { f.set(in.intern("__pos"), Value::integer(static_cast<std::int64_t>(p))); };
  auto fail = [&](const char* cls, std::string msg = "") {
    jthrow(in, cls, std::move(msg));
    return Value::none();
  };
  auto pattern_arg = [&](std::size_t i) { return kind_of(a[i]) == Kind::Pattern ? a[i] : make_pattern(in, arg_str(in, a, i), 0); };
  if (m == "close") {
    f.set(in.intern("__closed"), Value::boolean(true));
    return Value::none();
  }
  if (m == "toString") return make_str("java.util.Scanner[delimiters=" + (delim.is_none() ? std::string("\\p{javaWhitespace}+") : jstr(in, delim)) + "]");
  if (Value c = instance_field(in, w, "__closed"); c.is(Tag::Bool) && c.b()) return fail("IllegalStateException", "Scanner closed");
  if (m == "useDelimiter") {
    Value p = pattern_arg(0);
    if (in.raising()) return Value::none();
    f.set(in.intern("__delim"), p);
    return w;
  }
  if (m == "reset") {
    f.set(in.intern("__delim"), Value::none());
    return w;
  }
  if (m == "delimiter") return delim.is_none() ? make_pattern(in, "\\p{javaWhitespace}+", 0) : delim;
  if (m == "readLine" || m == "ready" || m == "read" || m == "lines") {  // a BufferedReader's
    if (m == "ready") return Value::boolean(pos < s.size());
    if (m == "read") {  // one UTF-16 unit: the code point when it is in the BMP
      if (pos >= s.size()) return Value::integer(-1);
      std::size_t n = std::min(s.size() - pos, std::max<std::size_t>(1, utf8::sequence_length(s, pos)));
      advance(pos + n);
      return Value::integer(utf8::first_code_point(std::string_view(s).substr(pos, n)));
    }
    std::vector<Value> lines;
    std::size_t end = 0, next = 0;
    while (java::scan_line(s, pos, end, next)) {
      lines.push_back(make_str(s.substr(pos, end - pos)));
      advance(next);
      pos = next;
      if (m == "readLine") return lines.back();
    }
    if (m == "readLine") return Value::none();  // null at the end
    return new_stream(in, std::move(lines), 0);
  }
  if (m == "hasNextLine" || m == "nextLine") {
    std::size_t end = 0, next = 0;
    bool ok = java::scan_line(s, pos, end, next);
    if (m == "hasNextLine") return Value::boolean(ok);
    if (!ok) return fail("NoSuchElementException", "No line found");
    advance(next);
    return make_str(s.substr(pos, end - pos));
  }
  if (m == "findInLine" || m == "skip") {  // a pattern within the current line / right at the position
    Value p = pattern_arg(0);
    regex::RegexPtr re = p.is_none() ? nullptr : pattern_re(in, p);
    if (!re) return Value::none();
    std::size_t end = s.size(), next = 0;
    if (m == "findInLine") java::scan_line(s, pos, end, next);
    std::string_view view(s.data(), end);
    regex::Spans sp;
    bool hit = pos <= end && (m == "skip" ? java::match_at_java(in, *re, view, pos, false, sp) : java::find_java(in, *re, view, pos, sp));
    if (in.raising()) return Value::none();
    if (!hit) return m == "skip" ? fail("NoSuchElementException") : Value::none();
    advance(sp.end(0));
    return m == "skip" ? w : make_str(s.substr(sp.start(0), sp.end(0) - sp.start(0)));
  }
  regex::RegexPtr dre = delim.is_none() ? nullptr : pattern_re(in, delim);
  if (in.raising()) return Value::none();
  java::ScanToken t = java::scan_token(in, s, pos, dre.get());
  if (in.raising()) return Value::none();
  std::string tok = t.found ? s.substr(t.start, t.end - t.start) : std::string();
  if (m == "tokens") {  // the remaining tokens, consumed
    std::vector<Value> items;
    while (t.found) {
      items.push_back(make_str(s.substr(t.start, t.end - t.start)));
      pos = t.end;
      t = java::scan_token(in, s, pos, dre.get());
      if (in.raising()) return Value::none();
    }
    advance(s.size());
    return new_stream(in, std::move(items), 0);
  }
  bool has = m.rfind("hasNext", 0) == 0;
  if (!has && m.rfind("next", 0) != 0) {
    in.raise("AttributeError", "Scanner has no method " + m);
    return Value::none();
  }
  std::string type = m.substr(has ? 7 : 4);
  if (!t.found) return has ? Value::boolean(false) : fail("NoSuchElementException");
  if (type.empty()) {  // hasNext()/next(), or with a pattern the whole token must match
    if (!a.empty()) {
      Value p = pattern_arg(0);
      regex::RegexPtr re = p.is_none() ? nullptr : pattern_re(in, p);
      if (!re) return Value::none();
      regex::Spans sp;
      bool ok = java::match_at_java(in, *re, tok, 0, true, sp);
      if (in.raising()) return Value::none();
      if (has) return Value::boolean(ok);
      if (!ok) return fail("InputMismatchException");
    }
    if (has) return Value::boolean(true);
    advance(t.end);
    return make_str(tok);
  }
  Value out;
  std::string text;
  std::int64_t radix = a.empty() ? 10 : arg_int(a, 0);
  if (radix < 2 || radix > 36) return fail("IllegalArgumentException", "radix:" + std::to_string(radix));
  auto integer = [&](std::int64_t lo, std::int64_t hi) {
    std::int64_t v = 0;
    java::ScanNum r = java::scan_integer(tok, static_cast<int>(radix), lo, hi, v, text);
    if (r == java::ScanNum::Ok) out = Value::integer(v);
    return r;
  };
  java::ScanNum r = java::ScanNum::Mismatch;
  if (type == "Int") r = integer(INT32_MIN, INT32_MAX);
  else if (type == "Long") r = integer(INT64_MIN, INT64_MAX);
  else if (type == "Short") r = integer(INT16_MIN, INT16_MAX);
  else if (type == "Byte") r = integer(INT8_MIN, INT8_MAX);
  else if (type == "Double" || type == "Float") {
    double d = 0;
    if (java::scan_float(tok, d)) {
      out = Value::real(type == "Float" ? static_cast<double>(static_cast<float>(d)) : d);
      r = java::ScanNum::Ok;
    }
  } else if (type == "BigInteger") {  // an integer of any size (a long's range, else a big one from the digits)
    std::int64_t v = 0;
    r = java::scan_integer(tok, static_cast<int>(radix), INT64_MIN, INT64_MAX, v, text);
    if (r == java::ScanNum::Ok) out = Value::integer(v);
    else if (r == java::ScanNum::Range) {
      BigInt big = 0;
      for (char c : text)
        if (c != '-') big = big * radix + (std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::tolower(static_cast<unsigned char>(c)) - 'a' + 10);
      out = make_int(text[0] == '-' ? BigInt(-big) : big);
      r = java::ScanNum::Ok;
    }
  } else if (type == "BigDecimal") {  // a decimal numeral (grouping allowed), no NaN/Infinity
    double d = 0;
    std::string clean;
    for (char c : tok)
      if (c != ',') clean += c;
    if (clean.find_first_of("NI") == std::string::npos && java::scan_float(tok, d))
      if (auto dec = java_bigdecimal::parse(clean)) {
        out = make_dec(in, *dec);
        r = java::ScanNum::Ok;
      }
  } else if (type == "Boolean") {
    bool b = false;
    if (java::scan_boolean(tok, b)) {
      out = Value::boolean(b);
      r = java::ScanNum::Ok;
    }
  } else {
    in.raise("AttributeError", "Scanner has no method " + m);
    return Value::none();
  }
  if (has) return Value::boolean(r == java::ScanNum::Ok);
  if (r == java::ScanNum::Mismatch) return fail("InputMismatchException");
  if (r == java::ScanNum::Range)
    return fail("InputMismatchException", "For input string: \"" + text + "\"" + (radix != 10 ? " under radix " + std::to_string(radix) : ""));
  advance(t.end);
  return out;
}
/// java.util.BitSet over the word list __w (in place: a sieve's set(i) in a loop stays O(1)).
Value bitset_method(Vm& in, const Value& self, Args& a) {
  const Value& w = recv_of(self);
  const std::string& m = meth_of(self);
  Value wl = instance_field(in, w, "__w");
  if (!wl.is(Tag::List)) return Value::none();
  auto& ws = wl.as<ListObj>()->items;
  auto word = [&](std::size_t i) -> std::uint64_t { return i < ws.size() ? static_cast<std::uint64_t>(ws[i].i()) : 0u; };
  auto put = [&](std::size_t i, std::uint64_t x) { ws[i] = Value::integer(static_cast<std::int64_t>(x)); };
  auto ensure = [&](std::size_t words) {  // Java's growth: double, or what is needed
    if (words <= ws.size()) return true;
    std::size_t n = std::max(2 * ws.size(), words);
    if (!in.charge_copy(n)) return false;
    ws.resize(n, Value::integer(0));
    return true;
  };
  auto in_use = [&]() {
    std::size_t n = ws.size();
    while (n > 0 && word(n - 1) == 0) --n;
    return n;
  };
  auto bad_index = [&](const char* what, std::int64_t i) {
    jthrow(in, "IndexOutOfBoundsException", std::string(what) + " < 0: " + std::to_string(i));
    return Value::none();
  };
  auto other_words = [&](const Value& o) -> std::vector<std::uint64_t> {
    std::vector<std::uint64_t> out;
    if (kind_of(o) != Kind::BitSet) return out;
    for (auto& x : instance_field(in, o, "__w").as<ListObj>()->items) out.push_back(static_cast<std::uint64_t>(x.i()));
    return out;
  };
  auto get_bit = [&](std::int64_t i) { return (word(static_cast<std::size_t>(i) / 64) >> (i % 64)) & 1u; };
  // one bit or a range [from, to): set / clear / flip
  if (m == "set" || m == "clear" || m == "flip") {
    if (m == "clear" && a.empty()) {
      for (std::size_t i = 0; i < ws.size(); ++i) put(i, 0);
      return Value::none();
    }
    bool range = a.size() >= 2 && a[1].is_int();
    std::int64_t from = arg_int(a, 0), to = range ? arg_int(a, 1) : from + 1;
    bool value = m == "set" && !(a.size() == (range ? 3u : 2u) && a.back().is(Tag::Bool) && !a.back().b());
    if (from < 0) return bad_index(range ? "fromIndex" : "bitIndex", from);
    if (range && to < from) {
      jthrow(in, "IndexOutOfBoundsException", "fromIndex: " + std::to_string(from) + " > toIndex: " + std::to_string(to));
      return Value::none();
    }
    if (to == from) return Value::none();
    if ((m != "clear" || value) && !ensure(static_cast<std::size_t>((to + 63) / 64))) return Value::none();
    if (!in.charge_items(static_cast<std::size_t>((to - from) / 64 + 1))) return Value::none();
    for (std::int64_t i = from; i < to; ++i) {
      std::size_t wi = static_cast<std::size_t>(i / 64);
      if (wi >= ws.size()) break;  // clearing past the end
      std::uint64_t bit = std::uint64_t{1} << (i % 64);
      std::uint64_t x = word(wi);
      x = m == "flip" ? x ^ bit : (m == "set" && value) ? x | bit : x & ~bit;
      put(wi, x);
    }
    return Value::none();
  }
  if (m == "get") {
    std::int64_t from = arg_int(a, 0);
    if (from < 0) return bad_index(a.size() >= 2 ? "fromIndex" : "bitIndex", from);
    if (a.size() < 2) return Value::boolean(get_bit(from));
    std::int64_t to = arg_int(a, 1);
    Value out = new_wrapper(in, Kind::BitSet);
    std::size_t nw = to > from ? static_cast<std::size_t>((to - from + 63) / 64) : 1;
    if (!in.charge_copy(nw)) return Value::none();
    std::vector<Value> o(nw, Value::integer(0));
    for (std::int64_t i = from; i < to; ++i)
      if (get_bit(i)) {
        std::int64_t j = i - from;
        o[static_cast<std::size_t>(j / 64)] = Value::integer(static_cast<std::int64_t>(static_cast<std::uint64_t>(o[static_cast<std::size_t>(j / 64)].i()) | (std::uint64_t{1} << (j % 64))));
      }
    set_instance_field(in, out, "__w", make_list(std::move(o)));
    return out;
  }
  if (m == "nextSetBit" || m == "nextClearBit" || m == "previousSetBit" || m == "previousClearBit") {
    std::int64_t from = arg_int(a, 0);
    bool want = m == "nextSetBit" || m == "previousSetBit";
    if (m.rfind("next", 0) == 0) {
      if (from < 0) return bad_index("fromIndex", from);
      std::int64_t limit = static_cast<std::int64_t>(ws.size()) * 64;
      for (std::int64_t i = from; i < limit; ++i) {
        if (i % 64 == 0 && want && word(static_cast<std::size_t>(i / 64)) == 0) { i += 63; continue; }  // skip empty words
        if (static_cast<bool>(get_bit(i)) == want) return Value::integer(i);
      }
      return Value::integer(want ? -1 : std::max(from, limit));
    }
    if (from < -1) {
      jthrow(in, "IndexOutOfBoundsException", "fromIndex < -1: " + std::to_string(from));
      return Value::none();
    }
    for (std::int64_t i = from; i >= 0; --i)
      if (static_cast<bool>(get_bit(i)) == want) return Value::integer(i);
    return Value::integer(-1);
  }
  if (m == "cardinality") {
    std::int64_t c = 0;
    for (std::size_t i = 0; i < ws.size(); ++i) c += __builtin_popcountll(word(i));
    return Value::integer(c);
  }
  if (m == "length") {
    std::size_t n = in_use();
    return Value::integer(n == 0 ? 0 : static_cast<std::int64_t>((n - 1) * 64 + 64 - static_cast<std::size_t>(__builtin_clzll(word(n - 1)))));
  }
  if (m == "size") return Value::integer(static_cast<std::int64_t>(ws.size() * 64));
  if (m == "isEmpty") return Value::boolean(in_use() == 0);
  if (m == "and" || m == "or" || m == "xor" || m == "andNot" || m == "intersects") {
    std::vector<std::uint64_t> o = other_words(a.empty() ? Value::none() : a[0]);
    if (m == "intersects") {
      for (std::size_t i = 0; i < o.size(); ++i)
        if (word(i) & o[i]) return Value::boolean(true);
      return Value::boolean(false);
    }
    if ((m == "or" || m == "xor") && !ensure(o.size())) return Value::none();
    for (std::size_t i = 0; i < ws.size(); ++i) {
      std::uint64_t y = i < o.size() ? o[i] : 0u;
      put(i, m == "and" ? word(i) & y : m == "or" ? word(i) | y : m == "xor" ? word(i) ^ y : word(i) & ~y);
    }
    return Value::none();
  }
  if (m == "stream" || m == "toString" || m == "equals" || m == "hashCode" || m == "clone" || m == "toLongArray" || m == "toByteArray") {
    if (!in.charge_items(ws.size() * 8)) return Value::none();
    if (m == "toString") return make_str(jstr(in, w));
    if (m == "equals") {
      std::vector<std::uint64_t> o = other_words(a.empty() ? Value::none() : a[0]);
      if (kind_of(a.empty() ? Value::none() : a[0]) != Kind::BitSet) return Value::boolean(false);
      for (std::size_t i = 0; i < std::max(o.size(), ws.size()); ++i)
        if (word(i) != (i < o.size() ? o[i] : 0u)) return Value::boolean(false);
      return Value::boolean(true);
    }
    if (m == "hashCode") {  // BitSet.hashCode: 1234 ^ word[i] * (i + 1), folded
      std::uint64_t h = 1234;
      for (std::size_t i = in_use(); i-- > 0;) h ^= word(i) * (i + 1);
      return Value::integer(static_cast<std::int32_t>((h >> 32) ^ h));
    }
    if (m == "clone") {
      Value out = new_wrapper(in, Kind::BitSet);
      set_instance_field(in, out, "__w", make_list(ws));
      return out;
    }
    if (m == "toLongArray") return make_list(std::vector<Value>(ws.begin(), ws.begin() + static_cast<std::ptrdiff_t>(in_use())));
    if (m == "toByteArray") {  // the words' bytes, lowest first, up to the last nonzero one
      std::vector<std::uint8_t> b;
      for (std::size_t i = 0; i < in_use(); ++i)
        for (int k = 0; k < 8; ++k) b.push_back(static_cast<std::uint8_t>(word(i) >> (8 * k)));
      while (!b.empty() && b.back() == 0) b.pop_back();
      return byte_array(b);
    }
    std::vector<Value> bits;
    for (std::size_t i = 0; i < ws.size(); ++i)
      for (int b = 0; b < 64; ++b)
        if ((word(i) >> b) & 1u) bits.push_back(Value::integer(static_cast<std::int64_t>(i * 64) + b));
    return new_stream(in, std::move(bits), 1);
  }
  in.raise("AttributeError", "BitSet has no method " + m);
  return Value::none();
}

/// Executors.* and CompletableFuture's static factories.
Value concurrent_static(Vm& in, const std::string& h, const std::string& m, Args& a) {
  if (h == "Executors") {
    if (m.rfind("new", 0) == 0) return new_wrapper(in, Kind::Executor);
    if (m == "callable" && !a.empty()) return a[0];
    return Value::undef();
  }
  if (m == "supplyAsync" || m == "runAsync") {
    Value exc = Value::none();
    Value r = run_task(in, a.empty() ? Value::none() : a[0], {}, exc, m == "runAsync" ? "run" : "get");
    if (in.raising()) return Value::none();
    return new_future(in, m == "runAsync" ? Value::none() : r, exc, true, true);
  }
  if (m == "completedFuture" || m == "completedStage") return new_future(in, a.empty() ? Value::none() : a[0], Value::none(), true, false);
  if (m == "failedFuture" || m == "failedStage") return new_future(in, Value::none(), a.empty() ? Value::none() : a[0], true, false);
  if (m == "allOf" || m == "anyOf") {
    std::vector<Value> fs = a.size() == 1 && a[0].is(Tag::List) ? a[0].as<ListObj>()->items : std::vector<Value>(a.begin(), a.end());
    for (auto& f : fs) {
      if (kind_of(f) != Kind::Future) continue;
      Value e = instance_field(in, f, "__exc");
      if (m == "anyOf") return new_future(in, instance_field(in, f, "__v"), e, true, true);
      if (!e.is_none()) return new_future(in, Value::none(), e, true, true);
    }
    return new_future(in, Value::none(), Value::none(), true, false);
  }
  return Value::undef();
}

/// The methods AbstractList/AbstractCollection/AbstractSet give a program class that
/// supplies get/size or iterator/size: the queries run over a snapshot of its elements,
/// the mutators go through the program's own add/set/remove or throw as the JDK's do.
Value skeleton_method(Vm& in, const Value& self, Args& a) {
  const Value& v = recv_of(self);
  const std::string& m = meth_of(self);
  Skel sk = skeleton_of(v);
  auto unsupported = [&]() {
    jthrow(in, "UnsupportedOperationException", "");
    return Value::none();
  };
  if (m == "isEmpty") {
    Value n = call_method_by_name(in, v, "size", {});
    return Value::boolean(n.is_int() && n.i() == 0);
  }
  if (m == "equals") return Value::boolean(!a.empty() && jequals(in, v, a[0]));
  if (m == "set" || m == "add" || (m == "remove" && sk == Skel::List)) return unsupported();  // (not overridden)
  if (m == "addAll" && !a.empty()) {  // each element through the program's add
    if (!has_own_method(in, v, "add")) return unsupported();
    bool changed = false;
    for (auto& x : elements_of(in, a.back())) {
      Value r = a.size() == 2 ? Value::none() : call_method_by_name(in, v, "add", std::span<const Value>(&x, 1));
      if (in.raising()) return Value::none();
      changed = changed || !(r.is(Tag::Bool) && !r.b());
    }
    return Value::boolean(changed);
  }
  if ((m == "sort" || m == "replaceAll") && sk == Skel::List) {  // the new order written back with set(i, x)
    if (!has_own_method(in, v, "set")) return unsupported();
    Value tmp = make_list(elements_of(in, v));
    Value r = call_method_by_name(in, tmp, m, a);
    if (in.raising()) return r;
    auto items = tmp.as<ListObj>()->items;
    for (std::size_t i = 0; i < items.size(); ++i) {
      Value pair[2] = {Value::integer(static_cast<std::int64_t>(i)), items[i]};
      call_method_by_name(in, v, "set", std::span<const Value>(pair, 2));
      if (in.raising()) return Value::none();
    }
    return Value::none();
  }
  if (m == "clear" || m == "remove" || m == "removeIf" || m == "removeAll" || m == "retainAll") {
    // AbstractCollection's: through iterator().remove(), which a program's iterator rarely has
    return unsupported();
  }
  std::vector<Value> items = elements_of(in, v);
  if (in.raising()) return Value::none();
  if (sk == Skel::Set && m == "hashCode") {  // Set: the sum of the elements' hashes
    std::uint32_t h = 0;
    for (auto& x : items) h += static_cast<std::uint32_t>(jhash_in(in, x));
    return Value::integer(static_cast<std::int32_t>(h));
  }
  if (m == "toString") return make_str(jstr(in, make_list(std::move(items))));
  if (m == "spliterator") return make_list(std::move(items));
  return call_method_by_name(in, make_list(std::move(items)), m, a);
}

/// Iterable.forEach(action) on a program's own Iterable: its iterator() drained in order.
/// Iterator.forEachRemaining(action) of a program's iterator: hasNext()/next() until exhausted.
Value iterator_for_each_remaining(Vm& in, const Value& self, Args& a) {
  const Value& it = recv_of(self);
  if (a.empty()) return Value::none();
  while (!in.raising()) {
    Value more = call_method_by_name(in, it, "hasNext", {});
    if (in.raising() || !(more.is(Tag::Bool) && more.b())) break;
    Value x = call_method_by_name(in, it, "next", {});
    if (in.raising()) break;
    call1f(in, a[0], "accept", x);
  }
  return Value::none();
}

Value iterable_for_each(Vm& in, const Value& self, Args& a) {
  // spliterator(): the elements in order (what StreamSupport.stream reads)
  if (meth_of(self) == "spliterator") return make_list(elements_of(in, recv_of(self)));
  if (a.empty()) return Value::none();
  for (auto& x : elements_of(in, recv_of(self))) {
    if (in.raising()) return Value::none();
    call1f(in, a[0], "accept", x);
    if (in.raising()) return Value::none();
  }
  return Value::none();
}

/// super.m(...) in a program class extending a library class: the library's
/// own method, past the program's overrides. toString/hashCode/equals of a
/// map or set read a plain view sharing the collection's fields, so that
/// the program's toString override is not asked again.
Value library_bound(Vm& in, const Value& self, const std::string& f) {
  Kind k = kind_of(self);
  auto* inst = self.as<InstanceObj>();
  if (!inst->fields.find(in.intern("__jsub"))) init_subclassed(in, self, {});
  if (k == Kind::ListSub) {
    Value l = instance_field(in, self, "__l");
    return l.is(Tag::List) ? bound(&list_method, l, f) : Value::undef();
  }
  if (k == Kind::Thread) return bound(&thread_method, self, f);
  if (k == Kind::PriorityQueue) return bound(&pq_method, self, f);
  if (f == "toString" || f == "hashCode" || f == "equals") {
    Value view = new_wrapper(in, k);
    for (auto& [name, val] : inst->fields.items) view.as<InstanceObj>()->fields.set(name, val);
    return bound(&map_method, view, f);
  }
  return bound(&map_method, self, f);
}

Value load_attr_entry(Vm& in, const Value& obj, Name field) {
  // super(...) in a constructor whose parent is a built-in exception: store the message
  if (obj.is(Tag::BoundMethod)) {
    auto* bm = obj.as<BoundMethodObj>();
    if (bm->func.is(Tag::Class) && bm->self.is(Tag::Instance)) {
      const std::string& f = name_of(in, field);
      auto& mro = bm->self.as<InstanceObj>()->klass()->mro;
      bool after = false;
      for (auto& k : mro) {
        if (after && k.as<ClassObj>()->attrs.find(field)) return Value::undef();
        if (k.obj() == bm->func.obj()) after = true;
      }
      if (f == "__init__") return bound(&enum_method, bm->self, "__jinit");
      if (kind_of(bm->self) != Kind::None) return library_bound(in, bm->self, f);  // super.add(x) in a collection's subclass
      return bound(&enum_method, bm->self, f);
    }
  }
  return load_attr_hook(in, obj, field);
}

Value load_index_hook(Vm& in, const Value& obj, const Value& idx) {
  if (obj.is(Tag::List) && idx.is_int()) {
    auto& items = obj.as<ListObj>()->items;
    std::int64_t i = idx.i();
    if (i < 0 || static_cast<std::size_t>(i) >= items.size()) return index_error(in, "ArrayIndexOutOfBoundsException", i, items.size());
    return items[static_cast<std::size_t>(i)];
  }
  if (obj.is_none()) {
    jthrow(in, "NullPointerException", null_site_message(in, "[]", "Cannot load from array because it is null", 0));
    return Value::none();
  }
  return Value::undef();
}

void describe(Vm& in, const Value& exc, std::string& type, std::string& message) {
  if (!exc.is(Tag::Instance)) return;
  std::string n = exc.as<InstanceObj>()->klass()->name;
  // the VM's own errors keep their description (it already names the Java class)
  if (exc.as<InstanceObj>()->klass()->builtin) return;
  type = java_class_name(in, exc.as<InstanceObj>()->klass());
  Value m = exception_message(in, exc);
  message = m.is_none() ? std::string() : jstr(in, m);
}

Value binop_hook(Vm& in, ir::Operator op, const Value& a, const Value& b) {
  // a boxed Character (a one-character string) in arithmetic whose static type the lowerer
  // did not know (`(x, y) -> x.getKey() - y.getKey()` over Map.Entry<Character, ...>): its
  // code unit, as Java's unboxing and promotion give (a String cannot be an operand here)
  if ((op == ir::Operator::Sub || op == ir::Operator::Mul || op == ir::Operator::BitAnd || op == ir::Operator::BitOr ||
       op == ir::Operator::BitXor) &&
      (a.is(Tag::Str) || b.is(Tag::Str))) {
    auto unit = [](const Value& v) -> std::optional<Value> {
      if (!v.is(Tag::Str)) return v.is_int() || v.is(Tag::Float) ? std::optional<Value>(v) : std::nullopt;
      auto u = utf16_units(v.as<StrObj>()->s);
      return u.size() == 1 ? std::optional<Value>(Value::integer(u[0])) : std::nullopt;
    };
    auto x = unit(a), y = unit(b);
    if (x && y) return in.ir_binop(op, *x, *y);
  }
  // Java `+` of a string and anything else uses Java's string conversion
  if (op == ir::Operator::Add && (a.is(Tag::Str) != b.is(Tag::Str)) && !a.is_symbolic() && !b.is_symbolic())
    return make_str(jstr(in, a) + jstr(in, b));
  if ((op == ir::Operator::Eq || op == ir::Operator::Ne) && (a.is_symbolic() || b.is_symbolic()) &&
      (a.is_none() || b.is_none())) {
    // `x == null` of an unknown x: unknown, spelled as Java does
    auto null = std::make_shared<SymExpr>();
    null->kind = SymExpr::Leaf;
    null->text = "null";
    auto e = std::make_shared<SymExpr>();
    e->kind = SymExpr::Binary;
    e->text = op == ir::Operator::Eq ? "==" : "!=";
    e->kids = {a.is_none() ? null : in.expr_of(a), b.is_none() ? null : in.expr_of(b)};
    return in.fresh_symbolic(render_expr(*e), e);
  }
  if ((op == ir::Operator::Eq || op == ir::Operator::Ne) && (a.is(Tag::Instance) || b.is(Tag::Instance))) {
    bool same = a.tag() == b.tag() && a.obj() == b.obj();
    return Value::boolean(op == ir::Operator::Eq ? same : !same);
  }
  return Value::undef();
}

}  // namespace

namespace java {
void throw_java(Vm& in, const char* cls, std::string msg) { jthrow(in, cls, std::move(msg)); }
void throw_pattern_syntax(Vm& in, std::string msg, const std::string& desc, std::int64_t index, const std::string& pattern) {
  jthrow(in, "PatternSyntaxException", std::move(msg),
         {{"__desc", make_str(desc)}, {"__index", Value::integer(index)}, {"__pattern", make_str(pattern)}});
}
Value cause_of(Vm& in, const Value& exc) { return exception_cause(in, exc); }
/// Throwable.toString() (a program's override included), for printStackTrace.
std::string throwable_text(Vm& in, const Value& exc) { return jstr(in, exc); }
}  // namespace java

namespace {
/// `"" + x` in Java: booleans and null as Java spells them, doubles with
/// NaN/Infinity (the typed concatenation plan calls this; ADR 0006).
bool concat_text_hook(Vm& in, const Value& v, std::string& out) {
  switch (v.tag()) {
    case Tag::Bool: out = v.b() ? "true" : "false"; return true;
    case Tag::None: out = "null"; return true;
    case Tag::Float: {
      double d = v.d();
      if (std::isnan(d)) out = "NaN";
      else if (std::isinf(d)) out = d > 0 ? "Infinity" : "-Infinity";
      else out = in.repr(v);
      return true;
    }
    case Tag::Instance: out = jstr(in, v); return true;  // BigDecimal, collections, a toString of the program's
    default: return false;
  }
}
}  // namespace

/// `x.f = v` on a null x: the JVM's NullPointerException, worded for the site (the lowerer
/// records field stores as "=slot"; the slot's source name is the field's).
bool store_attr_failed_hook(Vm& in, const Value& obj, Name field) {
  if (!obj.is_none()) return false;
  std::string f = name_of(in, field);
  std::string src = f.starts_with("_f_") ? f.substr(3) : f;
  jthrow(in, "NullPointerException", null_site_message(in, "=" + f, "Cannot assign field \"" + src + "\"", 0));
  return true;
}

extern const LanguageTypes kJavaTypes;  // java_types.cpp
extern const LanguageRuntime kJavaRuntime;
std::string java_format_uncaught(Vm& vm, const Value& exc, const std::string& type, const std::string& message,
                                 std::span<const StackFrame> frames);  // java_uncaught.cpp

const LanguageRuntime kJavaRuntime{.language = "java",
                                   .global = &global_hook,
                                   .binop = &binop_hook,
                                   .load_attr = &load_attr_entry,
                                   .load_index = &load_index_hook,
                                   .concat_text = &concat_text_hook,
                                   .describe_exception = &describe,
                                   .int_div_zero_message = "/ by zero (java.lang.ArithmeticException)",
                                   .types = &kJavaTypes,
                                   .format_uncaught = &java_format_uncaught,
                                   .store_attr_failed = &store_attr_failed_hook};

}  // namespace reddragon::vm
