// c_rt.hpp - helpers shared by the C run-time library's files (values as
// C sees them: integers, C strings in char lists, pointers), and the
// table of library functions defined outside c_runtime.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "reddragon/vm/objects.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm::c_rt {

using Args = std::vector<Value>;

bool int_like(const Value& v);
std::int64_t to_i(const Value& v);
double to_d(const Value& v);
/// A long double value (c_long_double.cpp): a Float, an integer, or a (hi, lo) tuple.
long double ld_of(const Value& v);
Value make_ld(long double x);
/// A long double's 10 significant bytes as x86-64 lays them out ("Float80"), and back.
void ld_to_bytes(const Value& v, std::uint8_t out[10]);
Value ld_from_bytes(const std::uint8_t in[10]);
const Value& arg(const Args& a, std::size_t k);
Value make_ptr(const Value& base, std::int64_t index);
/// A list (or pointer into one) as (list, offset).
bool seq_of(const Value& v, ListObj*& l, std::int64_t& off);
/// The C string a value holds (up to its NUL).
std::string cstr(const Value& v);
std::string text_of(Vm& in, const Value& v);
void write_bytes(Vm& in, const Value& dest, std::int64_t at, const std::string& s, bool nul);
/// A pointer `k` characters into the string value v.
Value offset_ptr(const Value& v, std::int64_t k);
/// *p = v through any pointer (variable slot, element, field pointer).
Value c_store(Vm& in, const Value&, Args& a);
/// *p for a pointer to a variable, an element or a field (None otherwise).
Value deref(const Value& pv);
/// When an argument is unknown: true, with `out` the symbolic call
/// (`strspn(<sym>, ...)`) as an unresolved call would give.
bool symbolic_call(Vm& in, const Value& self, const Args& a, Value& out);
/// F, or the symbolic call when an argument is unknown.
template <NativeFn F>
Value pure_fn(Vm& in, const Value& self, Args& a) {
  Value out;
  if (symbolic_call(in, self, a, out)) return out;
  return F(in, self, a);
}

/// (T *)p between struct pointers (c_struct_cast.cpp): args (p, "T").
Value c_struct_cast(Vm& in, const Value&, Args& a);
/// The little-endian bits of a scalar stored as the C type `ty` (an
/// annotation name), and back (c_runtime.cpp).
std::uint64_t encode(const Value& v, std::string_view ty);
Value decode(std::uint64_t u, std::string_view ty);

/// The first n bytes (n < 0: all) of the object(s) p points at, as x86-64
/// lays them out; desc is the static pointee type ("Int32", "S:Name", or ""
/// for a struct instance) (c_bytes.cpp). False when p has no known layout.
bool object_bytes(Vm& in, const Value& p, std::string_view desc, std::int64_t n, std::vector<std::uint8_t>& out);
/// The objects p points at re-read from bytes (memcpy into a struct or an int).
bool store_object_bytes(Vm& in, const Value& p, std::string_view desc, const std::vector<std::uint8_t>& bytes);

/// The byte range of member `field` in the struct instance inst (c_bytes.cpp).
bool member_span(Vm& in, const Value& inst, std::string_view field, std::int64_t& off, std::int64_t& n);

/// p + k of a field pointer &s.f (c_bytes.cpp): the field of f's type k
/// elements on at gcc's offsets (&s.a + 1 is &s.b in struct { int a, b; }),
/// a pointer into an array member there, or, past every field, a position
/// kept relative to f (an end pointer). False when p is not a field pointer.
bool field_step(Vm& in, const Value& p, std::int64_t k, Value& out);
/// A field pointer's position in elements of its type from the struct's start.
bool field_position(Vm& in, const Value& p, std::int64_t& pos);

/// After a write to member `written` of a union (or of a struct's anonymous
/// union): the bytes take it and the other members re-derive (c_runtime.cpp).
Value union_sync(Vm& in, const Value& obj, std::string_view written);

/// The char array members of a struct instance (or with structs, its
/// single struct members): (name, byte offset) (c_bytes.cpp).
std::vector<std::pair<std::string, std::int64_t>> char_array_members(Vm& in, const Value& inst, bool structs = false);

/// The arrays of wider scalars among a struct instance's members (c_bytes.cpp).
struct ArrayMember {
  std::string name, ty;
  std::int64_t off, esz, count;
};
std::vector<ArrayMember> scalar_array_members(Vm& in, const Value& inst);

/// Wider objects viewed through a char buffer (c_wide_view.cpp): (T *)buf
/// for a scalar T is a pointer whose loads and stores decode and encode the
/// buffer's bytes; for a struct T, instances linked to their bytes (undef:
/// not such a cast). wide_bytes is the char pointer at a view's element.
Value wide_cast(Vm& in, const Value& p, const std::string& desc, std::int64_t esz, const Value& mk, bool is_signed);
bool is_wide(const Value& p);
bool wide_load(Vm& in, const Value& p, std::int64_t i, Value& out);
bool wide_store(Vm& in, const Value& p, const Value& v);
Value wide_bytes(Vm& in, const Value& p);
/// __c_wide_sync(s, "f"): field f of a struct view stored: its bytes written back.
Value c_wide_sync(Vm& in, const Value&, Args& a);
/// A struct assignment into an instance of a struct view: its link before,
/// and after the fields were replaced the link restored and all its bytes written.
Value wide_link(Vm& in, const Value& inst);
void wide_assigned(Vm& in, const Value& inst, const Value& link);
/// A copy of an instance of a struct view gets char arrays of its own.
void wide_detach(Vm& in, const Value& copy);

/// Char views of other objects (c_bytes.cpp): reads and writes of byte i,
/// the element a view at an element boundary designates, n bytes in or out.
bool is_view(const Value& p);
bool view_load(Vm& in, const Value& p, std::int64_t i, Value& out);
bool view_store(Vm& in, const Value& p, const Value& v);
Value view_target(const Value& p);
bool view_read(Vm& in, const Value& p, std::int64_t n, std::vector<std::uint8_t>& out);
bool view_write(Vm& in, const Value& p, const std::vector<std::uint8_t>& bytes);

/// Blocks malloc gave a void * (c_bytes.cpp): raw bytes until a first
/// typed use (a cast to T *, a memcpy of a T) makes them elements of T,
/// decoded from those bytes. mark_raw_block notes a fresh block;
/// block_elem_size is the element size of a block (1 while raw, 0 when
/// unknown) and block_blank a zero element for it (realloc).
void mark_raw_block(const Value& list);
/// Blocks malloc gave a char * (one-byte elements): (T *)(buf + off)
/// reads T from their bytes, qsort sorts them in chunks of its size.
void mark_byte_block(const Value& list);
bool is_byte_block(const ListObj* l);
std::int64_t block_elem_size(Vm& in, const ListObj* l, Value& blank);
/// memcpy/memmove with a raw block on one side and typed objects on the
/// other: the block takes their type first, and the copy runs on elements
/// (false: not such a copy).
bool raw_memcpy(Vm& in, Args& a);
/// count whole elements from one view's elements to another's (memmove:
/// all are read first).
bool view_elems_copy(Vm& in, const Value& dst, const Value& src, std::int64_t count);
/// A struct copied with value semantics, and a zeroed copy (c_runtime.cpp).
Value copy_value(Vm& in, const Value& v, int depth = 0);
Value blank_copy(Vm& in, const Value& v);

/// Writes text to a FILE handle: stdout, stderr (dropped) or a memory
/// stream (c_stream.cpp); false when the stream cannot take it.
bool stream_write(Vm& in, const Value& f, std::string_view text);
/// A fresh malloc'd-like char buffer (NUL-terminated) holding s.
Value char_block_of(const std::string& s);

/// The narrow function a wide one is in the C locale (wcslen: strlen), or "" (c_wide.cpp).
std::string_view narrow_of(std::string_view wide);

/// Multi-dimensional arrays walked flat (c_rows.cpp): the run notes each
/// array it creates; a row (leaf list) and an index outside it locate the
/// element of the whole array (pos counts elements in row-major order).
struct FlatPos {
  Value root;
  std::vector<std::size_t> dims;
  std::int64_t pos = 0;
};
void note_md_array(Vm& in, const Value& arr);
bool flat_locate(Vm& in, const Value& row, std::int64_t idx, FlatPos& out);
bool flat_pointer(const FlatPos& f, Value& out);
/// base + k as a pointer, re-based onto the row holding it when k leaves a
/// row of a noted array.
Value step_pointer(Vm& in, const Value& base, std::int64_t k);
/// The first n scalar cells p designates when they span rows (a whole
/// multi-dimensional array, or a row pointer running past its row); false
/// when p is one list that holds them all.
bool flat_cells(Vm& in, const Value& p, std::int64_t n, std::vector<Value*>& out);

/// errno = code for the program (c_errno.cpp).
void set_errno(Vm& in, int code);

/// Library functions of c_library_*.cpp files (rand, sscanf, string.h
/// and stdlib.h additions, math.h additions, setjmp).
const std::unordered_map<std::string_view, NativeFn>& library_natives();

}  // namespace reddragon::vm::c_rt
