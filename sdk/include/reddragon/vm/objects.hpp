// objects.hpp - heap object kinds behind Value: part of the value protocol
// that language runtimes (plugins) use to inspect and build values. The
// layouts are frozen per plugin API version (docs/adr/0008-runtime-plugins.md).
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "reddragon/vm/value.hpp"

namespace reddragon::vm {

struct FunctionInfo;  // the kernel's compiled function (opaque to runtimes)
class Vm;

/// Interned name id of the VM's name table (Vm::intern / Vm::name).
using Name = std::uint32_t;

/// What a runtime may know of a program function: its source name and
/// parameter names ("self"/"this" included). The kernel's FunctionInfo
/// derives from it.
struct FunctionSig {
  std::string name;
  std::vector<Name> params;
  int varargs = -1, kwargs = -1;  ///< index into params of *args / **kwargs
};

struct StrObj final : Obj {
  std::string s;
  explicit StrObj(std::string v) : Obj(Tag::Str), s(std::move(v)) {}
};

/// List, Tuple (kind distinguishes them).
struct ListObj final : Obj {
  std::vector<Value> items;
  explicit ListObj(Tag k = Tag::List) : Obj(k) {}
  void clear_refs() override { items.clear(); }
};

/// How deep equality, ordering and tuple hashing descend into nested
/// containers (CPython's default recursion limit); see eq_bounded.
inline constexpr int kMaxCompareDepth = 1000;

struct ValueHash {
  std::size_t operator()(const Value& v) const noexcept;
  static std::size_t hash_tuple(const Value& v, int depth) noexcept;
};
struct ValueEq {
  bool operator()(const Value& a, const Value& b) const noexcept;
};

/// Insertion-ordered dict; also used for sets (kind Set, values unused).
struct DictObj final : Obj {
  std::vector<std::pair<Value, Value>> entries;
  std::unordered_map<Value, std::uint32_t, ValueHash, ValueEq> index;
  explicit DictObj(Tag k = Tag::Dict) : Obj(k) {}
  void clear_refs() override {
    index.clear();
    entries.clear();
  }
  Value* find(const Value& k) {
    auto it = index.find(k);
    return it == index.end() ? nullptr : &entries[it->second].second;
  }
  void set(const Value& k, Value v) {
    auto it = index.find(k);
    if (it != index.end()) {
      entries[it->second].second = std::move(v);
      return;
    }
    index.emplace(k, static_cast<std::uint32_t>(entries.size()));
    entries.emplace_back(k, std::move(v));
  }
  bool erase(const Value& k) {
    auto it = index.find(k);
    if (it == index.end()) return false;
    entries.erase(entries.begin() + it->second);
    index.clear();
    for (std::uint32_t i = 0; i < entries.size(); ++i) index.emplace(entries[i].first, i);
    return true;
  }
};

/// Fields of objects: small flat maps (most objects have a few fields).
struct FieldMap {
  std::vector<std::pair<Name, Value>> items;
  Value* find(Name n) {
    for (auto& [k, v] : items)
      if (k == n) return &v;
    return nullptr;
  }
  void set(Name n, Value v) {
    if (Value* p = find(n)) *p = std::move(v);
    else items.emplace_back(n, std::move(v));
  }
};

struct ClassObj final : Obj {
  std::string name;
  std::vector<Value> mro;          ///< this class first, then ancestors (C3-like linearisation)
  std::vector<std::string> unresolved_parents;  ///< parents that were not classes (unknown imports)
  FieldMap attrs;                  ///< methods and class attributes
  bool builtin = false;            ///< built-in exception classes
  bool has_properties = false;     ///< a class of its mro holds an AccessorObj property (stores check)
  /// The class whose methods apply to this class object (its `__metaclass__`
  /// attribute, own or inherited): __call__, __iter__, __len__,
  /// __getitem__, __contains__ on the class run them. None: no metaclass.
  Value meta;
  ClassObj() : Obj(Tag::Class) {}
  void clear_refs() override {
    meta = Value();
    mro.clear();
    attrs.items.clear();
  }
};

/// A class attribute that is not a plain method: a property (functions run
/// when an instance's attribute is read, written or deleted), a static
/// function (never bound) or a class function (bound to the class, not the
/// instance). Languages create them: Python's property/staticmethod/
/// classmethod, JavaScript's get/set accessors.
struct AccessorObj final : Obj {
  enum Kind : std::uint8_t { Property, Static, ClassBound };
  Kind akind = Property;
  Value get, set, del;  ///< Static/ClassBound keep their function in `get`
  AccessorObj() : Obj(Tag::Accessor) {}
  void clear_refs() override {
    get = Value();
    set = Value();
    del = Value();
  }
};

struct InstanceObj final : Obj {
  Value cls;   ///< ClassObj
  FieldMap fields;
  InstanceObj() : Obj(Tag::Instance) {}
  void clear_refs() override {
    cls = Value();
    fields.items.clear();
  }
  ClassObj* klass() const { return cls.as<ClassObj>(); }
};

/// A scope: the named variables of one activation (or of the module).
/// Heap-allocated so closures can share it by reference.
struct ScopeObj final : Obj {
  const FunctionInfo* fn = nullptr;
  Value parent;                    ///< lexically enclosing scope (None at module level)
  Value* slots = reinterpret_cast<Value*>(inline_);  ///< nslots values: inline for small scopes
  std::uint32_t nslots = 0;
  std::unique_ptr<std::unordered_map<Name, Value>> extra;  ///< names not known statically
  ScopeObj() : Obj(Tag::Scope) {}
  ~ScopeObj() override {
    for (std::uint32_t i = 0; i < nslots; ++i) slots[i].~Value();
    if (slots != reinterpret_cast<Value*>(inline_)) ::operator delete(slots);
  }
  void clear_refs() override {
    for (std::uint32_t i = 0; i < nslots; ++i) slots[i] = Value();
    parent = Value();
    if (extra) extra->clear();
  }
  /// Sizes the scope; every slot starts unbound.
  void init(std::uint32_t n) {
    if (n > kInline) slots = static_cast<Value*>(::operator new(sizeof(Value) * n));
    for (std::uint32_t i = 0; i < n; ++i) new (&slots[i]) Value(Value::undef());
    nslots = n;
  }
  // Scopes are created on every call: recycle their memory (inline: the
  // call path is the VM's hottest allocation).
  static void* operator new(std::size_t sz);
  static void operator delete(void* p) noexcept;
  /// Recycled blocks (the VM is single-threaded); freed at exit so leak
  /// checkers see no stray blocks.
  struct Pool {
    std::vector<void*> blocks;
    ~Pool();
  };
  static Pool pool;

 private:
  static constexpr std::uint32_t kInline = 6;
  alignas(Value) unsigned char inline_[kInline * sizeof(Value)];  // raw storage; constructed by init()
};

inline void* ScopeObj::operator new(std::size_t sz) {
  auto& blocks = pool.blocks;
  if (sz == sizeof(ScopeObj) && !blocks.empty()) {
    void* p = blocks.back();
    blocks.pop_back();
    return p;
  }
  return ::operator new(sz);
}

inline void ScopeObj::operator delete(void* p) noexcept {
  auto& blocks = pool.blocks;
  if (blocks.size() < 4096) blocks.push_back(p);
  else ::operator delete(p);
}

struct FunctionObj final : Obj {
  const FunctionInfo* info = nullptr;  ///< kernel-only
  const FunctionSig* sig = nullptr;    ///< the same function, as runtimes see it
  Value env;                       ///< defining scope (closure environment)
  std::vector<Value> defaults;     ///< per parameter; Undef when none
  Value owner_class;               ///< class whose body defined it (for super())
  bool exact = false;              ///< one overload the front end chose at compile time: no run-time choice
  FunctionObj() : Obj(Tag::Function) {}
  void clear_refs() override {
    env = Value();
    defaults.clear();
    owner_class = Value();
  }
};

struct BoundMethodObj final : Obj {
  Value self;
  Value func;
  BoundMethodObj() : Obj(Tag::BoundMethod) {}
  void clear_refs() override {
    self = Value();
    func = Value();
  }
};

/// A built-in function, or a built-in method bound to `self`.
struct BuiltinObj final : Obj {
  std::uint32_t id = 0;
  Value self;
  /// The native function (reddragon/vm/runtime.hpp NativeFn). `id` is the
  /// owning runtime's own number for it (opaque to the kernel).
  Value (*fn)(Vm&, const Value&, std::vector<Value>&) = nullptr;
  const char* native_name = nullptr;
  BuiltinObj() : Obj(Tag::Builtin) {}
  void clear_refs() override { self = Value(); }
};

/// Symbolic: iterating an unknown (seq); pos counts the items handed out.
enum class IterKind : std::uint8_t { Sequence, Range, DictKeys, Str, User, Symbolic };
struct IteratorObj final : Obj {
  IterKind ikind = IterKind::Sequence;
  Value seq;
  std::int64_t pos = 0, end = 0, step = 1;
  IteratorObj() : Obj(Tag::Iterator) {}
  IteratorObj(const IteratorObj& o) : Obj(Tag::Iterator), ikind(o.ikind), seq(o.seq), pos(o.pos), end(o.end), step(o.step) {}
  Value lookahead;                 ///< User: the value __next__ produced ahead of __next__ calls; DictKeys: the dict or set (`end`: its size then)
  bool buffered = false, done = false;
  void clear_refs() override {
    seq = Value();
    lookahead = Value();
  }
};

/// Structured expression of how a symbolic value was derived: what path
/// conditions are made of, what the solver encodes (docs/symbolic.md), and
/// what reports render. Nodes are immutable and shared (a DAG): deriving a
/// value costs one node whatever the size of its operands.
struct SymExpr {
  enum Kind : std::uint8_t {
    Leaf,    ///< an unknown name (text)
    Const,   ///< a known value (ctype; text: its digits / raw characters)
    Binary,  ///< op (ir::Operator) over kids[0], kids[1]
    Unary,   ///< op (ir::Operator) over kids[0]
    Call,    ///< text(kids...): an unknown function of its arguments
    Field,   ///< kids[0].text
    Index,   ///< kids[0][kids[1]]
    Method,  ///< kids[0].text(kids[1..]): a method of an unknown receiver
  } kind = Leaf;
  enum ConstType : std::uint8_t { Other, Int, Float, Str, Bool, None };
  ConstType ctype = Other;
  /// ir::Operator (Binary, Unary); SolverFn (Call, Method, Field: what the
  /// language's library function means to the solver, language_types.hpp)
  std::uint8_t op = 0;
  /// A fixed-width integer (typed code: Java/C int is 32, Go int64 is 64),
  /// wrapping as the type system says; 0: unbounded (Python's int).
  std::uint8_t bits = 0;
  bool is_signed = true;
  std::uint32_t depth = 1;      ///< longest path to a leaf (bounds recursion over it)
  std::string text;             ///< leaf name, constant, callee, field or method name
  std::vector<std::shared_ptr<const SymExpr>> kids;
};
using SymExprPtr = std::shared_ptr<const SymExpr>;
/// Renders an expression for people, at most about `limit` characters (the
/// rest elided as "..."): the cost is bounded whatever the DAG's size.
std::string render_expr(const SymExpr& e, std::size_t limit = 400);
/// A node with its depth set from its kids.
SymExprPtr make_expr(SymExpr e);

struct SymbolicObj final : Obj {
  std::uint32_t id = 0;            ///< sym_<id>
  std::string hint;                ///< for a plain unknown: what it stands for
  SymExprPtr expr;                 ///< null for a plain unknown
  FieldMap field_cache;            ///< lazily materialised fields (deduplicated)
  /// A loop over this value (its __has_next__ result) must end here: the
  /// iteration reached the loop bound (symbolic.loop_bound).
  bool loop_exit = false;
  SymbolicObj() : Obj(Tag::Symbolic) {}
  void clear_refs() override { field_cache.items.clear(); }
};

/// Pointer to a variable slot (promoted to its heap scope) or an object field.
struct PointerObj final : Obj {
  Value base;                      ///< ScopeObj, or an object/list
  std::int64_t index = 0;          ///< slot index / element offset
  Name field = 0;                  ///< for field pointers (0 = none)
  PointerObj() : Obj(Tag::Pointer) {}
  void clear_refs() override { base = Value(); }
};

struct RegionObj final : Obj {
  std::vector<std::uint8_t> bytes;
  RegionObj() : Obj(Tag::Region) {}
};

struct KwArgObj final : Obj {
  std::string name;
  Value value;
  KwArgObj() : Obj(Tag::KwArg) {}
  void clear_refs() override { value = Value(); }
};

struct SliceObj final : Obj {
  Value lo, hi, step;
  SliceObj() : Obj(Tag::Slice) {}
  void clear_refs() override {
    lo = hi = step = Value();
  }
};

/// An activation of a generator function (Python `def` with `yield`, JS
/// `function*`, coroutines) that can be suspended and resumed
/// (Vm::resume). The suspended frame is the kernel's (a subclass);
/// runtimes see its state, its kind and its function's name.
struct GeneratorObj : Obj {
  enum State : std::uint8_t { Created, Suspended, Running, Done };
  State state = Created;
  std::string kind;     ///< the lowering's `__generator` argument: "generator", "coroutine", ...
  std::string fn_name;  ///< the generator function's name
  Value lookahead;      ///< the IR's has-next protocol: the item a has-next check produced
  bool buffered = false;
  GeneratorObj() : Obj(Tag::Generator) {}
  void clear_refs() override { lookahead = Value(); }
};

template <class T, class... A>
Value make(A&&... a) {
  return Value::object(new T(std::forward<A>(a)...));
}
inline Value make_str(std::string s) { return Value::object(new StrObj(std::move(s))); }
/// A class with no parents (its mro is itself): runtimes' built-in types.
inline Value new_class(std::string name) {
  auto* c = new ClassObj();
  c->name = std::move(name);
  Value cv = Value::object(c);
  c->mro.push_back(cv);
  return cv;
}
inline Value make_list(std::vector<Value> items, Tag kind = Tag::List) {
  auto* l = new ListObj(kind);
  l->items = std::move(items);
  return Value::object(l);
}

/// The IR's value equality (numbers across int/float/bigint, containers by
/// content, objects by identity); what dict keys and `==` default to.
/// Cycle-safe: identical heap objects are equal without a look inside, and
/// containers nested deeper than kMaxCompareDepth compare unequal here
/// (a = [a]; b = [b]; eq(a, b) is false) -- use eq_bounded to tell.
bool eq(const Value& a, const Value& b);
enum class EqResult : std::uint8_t { NotEqual, Equal, TooDeep };
/// eq, reporting TooDeep when the comparison nests more than
/// kMaxCompareDepth containers (a cycle, or a very deep structure): the VM's
/// `==`, `!=` and `in` raise RecursionError for it, as CPython does.
EqResult eq_bounded(const Value& a, const Value& b);
/// The IR's truthiness (None, false, 0, 0.0, empty string/container: false).
bool truthy(const Value& v);
/// -1/0/1 for two numeric values (int, bool, float, bigint).
int compare_numeric(const Value& a, const Value& b);
inline bool is_numeric(const Value& v) {
  return v.is(Tag::Int) || v.is(Tag::Bool) || v.is(Tag::Float) || v.is(Tag::BigInt);
}
/// A numeric value as a double (big integers rounded).
double to_double(const Value& v);
/// The IR's name for a value's kind ("int", "str", "list", "NoneType", an
/// instance's class name); what its error messages say.
std::string type_name(const Value& v);

}  // namespace reddragon::vm
