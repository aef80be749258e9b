// go_containers.cpp - container/heap and container/list.
//
// heap: the frontend passes the heap value h with its five methods (Len,
// Less, Swap, Push, Pop as function values, a nil where the type has none)
// and which of them take a pointer receiver ("01011"); the algorithms are
// Go's (sift up/down over h's own Less/Swap), so the order of calls and the
// resulting layout match the real package.
// list: a doubly linked list of *list.Element instances (field Value; links
// hidden in __n/__p/__l), the List holding __front/__back/__len.
#include <string>

#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
const Value& arg(const Args& a, std::size_t k) { return go_arg(a, k); }

// --- container/heap -----------------------------------------------------------------
/// What a pointer points to (a variable slot, list element or field);
/// objects are their own pointers.
Value deref(const Value& p) {
  if (!p.is(Tag::Pointer)) return p;
  Value* place = go_pointee(p.as<PointerObj>());
  return place ? *place : Value();
}

enum Method { kLen, kLess, kSwap, kPush, kPop };
const char* const kMethodNames[] = {"Len", "Less", "Swap", "Push", "Pop"};

/// h with its methods, as heap.X(h, [Len, Less, Swap, Push, Pop], "ptrflags", args...) receives it.
struct Heap {
  Vm& in;
  Value h;
  const std::vector<Value>* ms = nullptr;
  std::string ptr;
  bool ok() const { return ms && ms->size() == 5; }
  Value call(Method m, std::vector<Value> extra) {
    const Value& f = (*ms)[m];
    if (f.is_none()) {
      in.raise("GoRuntimeError", std::string("heap: the value has no ") + kMethodNames[m] + " method");
      return Value();
    }
    std::vector<Value> args{static_cast<std::size_t>(m) < ptr.size() && ptr[m] == '1' ? h : deref(h)};
    for (auto& x : extra) args.push_back(std::move(x));
    return in.call_sync(f, args);
  }
  std::int64_t len() {
    Value r = call(kLen, {});
    return r.is_int() ? r.i() : 0;
  }
  bool less(std::int64_t i, std::int64_t j) {
    Value r = call(kLess, {Value::integer(i), Value::integer(j)});
    return r.is(Tag::Bool) && r.b();
  }
  void swap(std::int64_t i, std::int64_t j) { call(kSwap, {Value::integer(i), Value::integer(j)}); }
  void up(std::int64_t j) {
    while (!in.raising()) {
      std::int64_t i = (j - 1) / 2;  // parent
      if (i == j || !less(j, i)) break;
      swap(i, j);
      j = i;
    }
  }
  bool down(std::int64_t i0, std::int64_t n) {
    std::int64_t i = i0;
    while (!in.raising()) {
      std::int64_t j1 = 2 * i + 1;
      if (j1 >= n || j1 < 0) break;
      std::int64_t j = j1;
      if (std::int64_t j2 = j1 + 1; j2 < n && less(j2, j1)) j = j2;
      if (in.raising() || !less(j, i)) break;
      swap(i, j);
      i = j;
    }
    return i > i0;
  }
};

Heap heap_of(Vm& in, const Args& a) {
  Heap hp{in, arg(a, 0)};
  if (arg(a, 1).is(Tag::List) || arg(a, 1).is(Tag::Tuple)) hp.ms = &arg(a, 1).as<ListObj>()->items;
  if (arg(a, 2).is(Tag::Str)) hp.ptr = arg(a, 2).as<StrObj>()->s;
  return hp;
}

Value heap_init(Vm& in, const Value&, Args& a) {
  Heap hp = heap_of(in, a);
  if (!hp.ok()) return Value::none();
  std::int64_t n = hp.len();
  for (std::int64_t i = n / 2 - 1; i >= 0 && !in.raising(); --i) hp.down(i, n);
  return Value::none();
}
Value heap_push(Vm& in, const Value&, Args& a) {
  Heap hp = heap_of(in, a);
  if (!hp.ok()) return Value::none();
  hp.call(kPush, {arg(a, 3)});
  if (!in.raising()) hp.up(hp.len() - 1);
  return Value::none();
}
Value heap_pop(Vm& in, const Value&, Args& a) {
  Heap hp = heap_of(in, a);
  if (!hp.ok()) return Value::none();
  std::int64_t n = hp.len() - 1;
  hp.swap(0, n);
  hp.down(0, n);
  return in.raising() ? Value::none() : hp.call(kPop, {});
}
Value heap_remove(Vm& in, const Value&, Args& a) {
  Heap hp = heap_of(in, a);
  if (!hp.ok()) return Value::none();
  std::int64_t i = arg(a, 3).is_int() ? arg(a, 3).i() : 0;
  std::int64_t n = hp.len() - 1;
  if (n != i) {
    hp.swap(i, n);
    if (!hp.down(i, n)) hp.up(i);
  }
  return in.raising() ? Value::none() : hp.call(kPop, {});
}
Value heap_fix(Vm& in, const Value&, Args& a) {
  Heap hp = heap_of(in, a);
  if (!hp.ok()) return Value::none();
  std::int64_t i = arg(a, 3).is_int() ? arg(a, 3).i() : 0;
  if (!hp.down(i, hp.len())) hp.up(i);
  return Value::none();
}

// --- container/list -----------------------------------------------------------------
bool is_a(const Value& v, const char* cls) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == cls;
}
Value get(Vm& in, const Value& o, const char* f) { return go_field(in, o, f); }
void put(Vm& in, const Value& o, const char* f, Value v) { go_set_field(in, o, f, std::move(v)); }
std::int64_t list_len(Vm& in, const Value& l) {
  Value n = get(in, l, "__len");
  return n.is_int() ? n.i() : 0;
}
bool same(const Value& a, const Value& b) {
  return a.is(Tag::Instance) && b.is(Tag::Instance) && a.as<InstanceObj>() == b.as<InstanceObj>();
}

Value list_new(Vm& in, const Value&, Args&) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*list.List");
  Value l = Value::object(inst);
  put(in, l, "__front", Value::none());
  put(in, l, "__back", Value::none());
  put(in, l, "__len", Value::integer(0));
  return l;
}

/// links e into l after `at` (None: at the front)
Value link_after(Vm& in, const Value& l, Value e, const Value& at) {
  Value next = at.is_none() ? get(in, l, "__front") : get(in, at, "__n");
  put(in, e, "__p", at);
  put(in, e, "__n", next);
  put(in, e, "__l", l);
  if (at.is_none()) put(in, l, "__front", e);
  else put(in, at, "__n", e);
  if (next.is_none()) put(in, l, "__back", e);
  else put(in, next, "__p", e);
  put(in, l, "__len", Value::integer(list_len(in, l) + 1));
  return e;
}
Value new_element(Vm& in, Value v) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*list.Element");
  Value e = Value::object(inst);
  put(in, e, "Value", std::move(v));
  return e;
}
void unlink(Vm& in, const Value& l, const Value& e) {
  Value p = get(in, e, "__p"), n = get(in, e, "__n");
  if (p.is_none()) put(in, l, "__front", n);
  else put(in, p, "__n", n);
  if (n.is_none()) put(in, l, "__back", p);
  else put(in, n, "__p", p);
  put(in, e, "__p", Value::none());
  put(in, e, "__n", Value::none());
  put(in, e, "__l", Value::none());
  put(in, l, "__len", Value::integer(list_len(in, l) - 1));
}
bool member(Vm& in, const Value& l, const Value& e) { return is_a(e, "*list.Element") && same(get(in, e, "__l"), l); }

Value l_push_back(Vm& in, const Value& self, Args& a) {
  return link_after(in, self, new_element(in, arg(a, 0)), get(in, self, "__back"));
}
Value l_push_front(Vm& in, const Value& self, Args& a) { return link_after(in, self, new_element(in, arg(a, 0)), Value::none()); }
Value l_front(Vm& in, const Value& self, Args&) { return get(in, self, "__front"); }
Value l_back(Vm& in, const Value& self, Args&) { return get(in, self, "__back"); }
Value l_len(Vm& in, const Value& self, Args&) { return Value::integer(list_len(in, self)); }
/// Init empties the list; like Go's, it leaves the old elements' links alone
/// (their Next/Prev still answer), so it costs no walk.
Value l_init(Vm& in, const Value& self, Args&) {
  put(in, self, "__front", Value::none());
  put(in, self, "__back", Value::none());
  put(in, self, "__len", Value::integer(0));
  return self;
}
Value l_remove(Vm& in, const Value& self, Args& a) {
  if (member(in, self, arg(a, 0))) unlink(in, self, arg(a, 0));
  return get(in, arg(a, 0), "Value");
}
Value l_insert_before(Vm& in, const Value& self, Args& a) {
  if (!member(in, self, arg(a, 1))) return Value::none();
  return link_after(in, self, new_element(in, arg(a, 0)), get(in, arg(a, 1), "__p"));
}
Value l_insert_after(Vm& in, const Value& self, Args& a) {
  if (!member(in, self, arg(a, 1))) return Value::none();
  return link_after(in, self, new_element(in, arg(a, 0)), arg(a, 1));
}
/// moves e after `at` (None: to the front); e and at are members, e != at
void move_after(Vm& in, const Value& l, const Value& e, const Value& at) {
  unlink(in, l, e);
  link_after(in, l, e, at);
}
Value l_move_to_front(Vm& in, const Value& self, Args& a) {
  const Value& e = arg(a, 0);
  if (member(in, self, e) && !same(get(in, self, "__front"), e)) move_after(in, self, e, Value::none());
  return Value::none();
}
Value l_move_to_back(Vm& in, const Value& self, Args& a) {
  const Value& e = arg(a, 0);
  if (member(in, self, e) && !same(get(in, self, "__back"), e)) move_after(in, self, e, get(in, self, "__back"));
  return Value::none();
}
Value l_move_before(Vm& in, const Value& self, Args& a) {
  const Value &e = arg(a, 0), &mark = arg(a, 1);
  if (member(in, self, e) && member(in, self, mark) && !same(e, mark)) {
    unlink(in, self, e);
    link_after(in, self, e, get(in, mark, "__p"));
  }
  return Value::none();
}
Value l_move_after(Vm& in, const Value& self, Args& a) {
  const Value &e = arg(a, 0), &mark = arg(a, 1);
  if (member(in, self, e) && member(in, self, mark) && !same(e, mark)) move_after(in, self, e, mark);
  return Value::none();
}
Value l_push_back_list(Vm& in, const Value& self, Args& a) {
  // a snapshot first: pushing a list onto itself copies it once
  std::vector<Value> vals;
  std::int64_t n = list_len(in, arg(a, 0));
  for (Value e = get(in, arg(a, 0), "__front"); !e.is_none() && static_cast<std::int64_t>(vals.size()) < n; e = get(in, e, "__n"))
    vals.push_back(get(in, e, "Value"));
  for (auto& v : vals) link_after(in, self, new_element(in, v), get(in, self, "__back"));
  return Value::none();
}
Value e_next(Vm& in, const Value& self, Args&) { return get(in, self, "__n"); }
Value e_prev(Vm& in, const Value& self, Args&) { return get(in, self, "__p"); }


}  // namespace

Value go_containers_global(Vm& in, std::string_view name) {
  if (name == "heap")
    return go_package(in, "heap",
                   {{"Init", heap_init}, {"Push", heap_push}, {"Pop", heap_pop}, {"Remove", heap_remove}, {"Fix", heap_fix}});
  if (name == "list") return go_package(in, "list", {{"New", list_new}});
  return Value::undef();
}

/// The methods of *list.List and *list.Element values, or undef.
Value go_containers_attr(Vm& in, const Value& obj, Name field) {
  const std::string& f = in.name(field);
  if (is_a(obj, "*list.List")) {
    static const GoNative m[] = {{"PushBack", l_push_back},       {"PushFront", l_push_front},   {"Front", l_front},
                              {"Back", l_back},                {"Len", l_len},                {"Init", l_init},
                              {"Remove", l_remove},            {"InsertBefore", l_insert_before},
                              {"InsertAfter", l_insert_after}, {"MoveToFront", l_move_to_front},
                              {"MoveToBack", l_move_to_back},  {"MoveBefore", l_move_before},
                              {"MoveAfter", l_move_after},     {"PushBackList", l_push_back_list}};
    for (const auto& e : m)
      if (f == e.name) return make_native(e.fn, e.name, obj);
  }
  if (is_a(obj, "*list.Element")) {
    if (f == "Next") return make_native(e_next, "Next", obj);
    if (f == "Prev") return make_native(e_prev, "Prev", obj);
  }
  return Value::undef();
}

}  // namespace reddragon::vm
