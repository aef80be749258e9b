// value.hpp - the VM's tagged values and heap objects.
//
// A Value is 16 bytes: a tag, a runtime's one-byte mark and a payload (int64, double, bool or a
// pointer to a reference-counted heap object). Small integers, floats,
// booleans and None never allocate. Heap objects are freed when their count
// drops to zero (reference cycles are not collected; see docs/vm.md).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace reddragon::vm {

enum class Tag : std::uint8_t {
  Undef,     // unbound slot (never visible to programs)
  None,
  Bool,
  Int,
  Float,
  // --- heap kinds (payload is Obj*) ---
  Str,
  BigInt,
  List,
  Tuple,
  Dict,
  Set,
  Instance,
  Class,
  Function,
  BoundMethod,
  Builtin,
  Iterator,
  Symbolic,
  Pointer,
  Region,
  KwArg,
  Scope,
  Slice,
  Generator,
  Accessor,
};
inline constexpr Tag kFirstHeapTag = Tag::Str;

/// Base of heap objects. Every object is also linked into the heap list of
/// the interpreter running on this thread, so that when a run ends the VM
/// can break reference cycles (closures, classes and their methods, objects
/// that refer to each other) and free everything: refcounting frees acyclic
/// garbage promptly, teardown frees the rest.
struct Obj {
  std::uint32_t rc = 0;
  Tag kind;
  /// A runtime's own marks on its objects, never read by the kernel (Go: a
  /// list sharing its backing array with other slices, ADR 0016). Sits in
  /// padding: the layout of the other members is unchanged.
  std::uint8_t rt_flags = 0;
  Obj* heap_prev = nullptr;
  Obj* heap_next = nullptr;
  explicit Obj(Tag k);
  virtual ~Obj();
  Obj(const Obj&) = delete;
  Obj& operator=(const Obj&) = delete;
  /// Drops every Value this object holds (cycle breaking at teardown).
  virtual void clear_refs() {}
};

/// The list of live objects of the running interpreter (one per thread).
struct HeapList {
  Obj* head = nullptr;
  std::size_t live = 0;
};
// Every allocation and free touches the heap list, so its bookkeeping is
// inline (compiled into the kernel and each runtime) and the thread's list
// is initial-exec TLS: one %fs-relative load, no __tls_get_addr call.
extern thread_local HeapList* g_current_heap __attribute__((tls_model("initial-exec")));
inline HeapList*& current_heap() noexcept { return g_current_heap; }

inline Obj::Obj(Tag k) : kind(k) {
  if (HeapList* h = g_current_heap) {
    heap_next = h->head;
    if (h->head) h->head->heap_prev = this;
    h->head = this;
    ++h->live;
  }
}

inline Obj::~Obj() {
  HeapList* h = g_current_heap;
  if (!h || (heap_prev == nullptr && h->head != this)) return;  // not linked
  if (heap_prev) heap_prev->heap_next = heap_next;
  else h->head = heap_next;
  if (heap_next) heap_next->heap_prev = heap_prev;
  --h->live;
}

void destroy(Obj* o) noexcept;

class Value {
 public:
  Value() noexcept : tag_(Tag::None) { u_.i = 0; }
  static Value undef() noexcept { Value v; v.tag_ = Tag::Undef; return v; }
  static Value none() noexcept { return Value(); }
  /// A None carrying a runtime's mark in its payload (JavaScript: an
  /// array's hole). The kernel treats it as any None; i() reads the mark
  /// (0 for a plain None).
  static Value none_marked(std::int64_t mark) noexcept { Value v; v.u_.i = mark; return v; }
  static Value boolean(bool b) noexcept { Value v; v.tag_ = Tag::Bool; v.u_.i = b ? 1 : 0; return v; }
  static Value integer(std::int64_t i) noexcept { Value v; v.tag_ = Tag::Int; v.u_.i = i; return v; }
  static Value real(double d) noexcept { Value v; v.tag_ = Tag::Float; v.u_.d = d; return v; }
  /// Takes a reference to o (o may be freshly allocated with rc 0).
  static Value object(Obj* o) noexcept { Value v; v.tag_ = o->kind; v.u_.o = o; ++o->rc; return v; }

  Value(const Value& x) noexcept : tag_(x.tag_), mark_(x.mark_), u_(x.u_) { if (is_heap()) ++u_.o->rc; }
  Value(Value&& x) noexcept : tag_(x.tag_), mark_(x.mark_), u_(x.u_) { x.tag_ = Tag::None; }
  Value& operator=(const Value& x) noexcept {
    if (x.is_heap()) ++x.u_.o->rc;
    release();
    tag_ = x.tag_;
    mark_ = x.mark_;
    u_ = x.u_;
    return *this;
  }
  Value& operator=(Value&& x) noexcept {
    if (this != &x) {
      release();
      tag_ = x.tag_;
      mark_ = x.mark_;
      u_ = x.u_;
      x.tag_ = Tag::None;
    }
    return *this;
  }
  ~Value() { release(); }

  Tag tag() const noexcept { return tag_; }
  bool is_heap() const noexcept { return tag_ >= kFirstHeapTag; }
  bool is(Tag t) const noexcept { return tag_ == t; }
  bool is_undef() const noexcept { return tag_ == Tag::Undef; }
  bool is_none() const noexcept { return tag_ == Tag::None; }
  bool is_int() const noexcept { return tag_ == Tag::Int; }
  bool is_symbolic() const noexcept { return tag_ == Tag::Symbolic; }
  std::int64_t i() const noexcept { return u_.i; }
  double d() const noexcept { return u_.d; }
  bool b() const noexcept { return u_.i != 0; }
  Obj* obj() const noexcept { return u_.o; }
  /// A runtime's one-byte mark on a scalar (Java: which box class a long, short, byte or
  /// float takes in its Object form). Opaque to the kernel: copies keep it, and every value
  /// the VM computes starts unmarked (0), so arithmetic clears it. Sits in padding.
  std::uint8_t mark() const noexcept { return mark_; }
  Value marked(std::uint8_t m) const noexcept {
    Value v(*this);
    v.mark_ = m;
    return v;
  }
  template <class T>
  T* as() const noexcept { return static_cast<T*>(u_.o); }

 private:
  void release() noexcept {
    if (is_heap() && --u_.o->rc == 0) destroy(u_.o);
  }
  Tag tag_;
  std::uint8_t mark_ = 0;
  union {
    std::int64_t i;
    double d;
    Obj* o;
  } u_;
};

}  // namespace reddragon::vm
