// c_rows.cpp - pointers that walk a multi-dimensional array as one flat
// block. A C array `int a[H][W]` is contiguous, so &a[0][0] + W is &a[1][0]
// and a flat `int *` may step over every row; here each row is its own VM
// list. The run keeps the multi-dimensional arrays it created (newest
// last, bounded), and a pointer stepped outside its row is re-based onto
// the row that holds that element of the whole array.
#include <algorithm>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {
namespace {

constexpr std::string_view kArrays = "c.md_arrays";
constexpr std::size_t kArraysMax = 256;  // older arrays drop out (their rows walk alone again)
constexpr int kMaxDims = 8;

/// The lengths of each dimension of a nested list (rows taken as uniform).
std::vector<std::size_t> dims_of(const Value& arr) {
  std::vector<std::size_t> d;
  Value cur = arr;
  while (cur.is(Tag::List) && static_cast<int>(d.size()) < kMaxDims) {
    auto& items = cur.as<ListObj>()->items;
    d.push_back(items.size());
    if (items.empty()) break;
    cur = items[0];
  }
  return d;
}

/// The flat element offset of `row` within node (a list of depth levels),
/// or -1. stride: the element count of one row of node.
std::int64_t offset_in(Vm& in, const Value& node, const ListObj* row, const std::vector<std::size_t>& dims, std::size_t level) {
  if (!node.is(Tag::List)) return -1;
  auto& items = node.as<ListObj>()->items;
  if (level + 1 == dims.size()) return node.as<ListObj>() == row ? 0 : -1;
  if (!in.charge_copy(items.size())) return -1;
  std::int64_t stride = 1;
  for (std::size_t k = level + 1; k < dims.size(); ++k) stride *= static_cast<std::int64_t>(dims[k]);
  for (std::size_t i = 0; i < items.size(); ++i) {
    std::int64_t o = offset_in(in, items[i], row, dims, level + 1);
    if (o >= 0) return static_cast<std::int64_t>(i) * stride + o;
  }
  return -1;
}

}  // namespace

void note_md_array(Vm& in, const Value& arr) {
  Value& t = in.run_state(kArrays);
  if (!t.is(Tag::List)) t = Value::object(new ListObj());
  auto& items = t.as<ListObj>()->items;
  if (!items.empty() && items.back().is(Tag::List) && arr.is(Tag::List) && items.back().as<ListObj>() == arr.as<ListObj>()) return;  // realloc of the block just noted
  if (items.size() >= kArraysMax) items.erase(items.begin(), items.begin() + kArraysMax / 2);
  items.push_back(arr);
}

bool flat_locate(Vm& in, const Value& row, std::int64_t idx, FlatPos& out) {
  if (!row.is(Tag::List)) return false;
  Value& t = in.run_state(kArrays);
  if (!t.is(Tag::List)) return false;
  const auto* r = row.as<ListObj>();
  auto& arrays = t.as<ListObj>()->items;
  for (std::size_t k = arrays.size(); k-- > 0;) {
    std::vector<std::size_t> dims = dims_of(arrays[k]);
    if (dims.size() < 2 || dims.back() != r->items.size()) continue;
    std::int64_t o = offset_in(in, arrays[k], r, dims, 0);
    if (o < 0) continue;
    out.root = arrays[k];
    out.dims = std::move(dims);
    out.pos = o + idx;
    return true;
  }
  return false;
}

bool flat_pointer(const FlatPos& f, Value& out) {
  std::int64_t total = 1;
  for (std::size_t d : f.dims) total *= static_cast<std::int64_t>(d);
  if (f.pos < 0 || f.pos > total || total == 0) return false;
  const std::int64_t rowlen = static_cast<std::int64_t>(f.dims.back());
  std::int64_t row = f.pos / rowlen, col = f.pos % rowlen;
  if (f.pos == total) row = total / rowlen - 1, col = rowlen;  // one past the last element
  // row is the index of the leaf row in row-major order: descend to it
  Value cur = f.root;
  std::int64_t rows_below = total / rowlen;
  for (std::size_t level = 0; level + 1 < f.dims.size(); ++level) {
    rows_below /= static_cast<std::int64_t>(f.dims[level]);
    std::int64_t i = row / rows_below;
    row %= rows_below;
    if (!cur.is(Tag::List)) return false;
    auto& items = cur.as<ListObj>()->items;
    if (i < 0 || static_cast<std::size_t>(i) >= items.size()) return false;
    cur = items[static_cast<std::size_t>(i)];
  }
  if (!cur.is(Tag::List)) return false;
  out = make_ptr(cur, col);
  return true;
}

Value step_pointer(Vm& in, const Value& base, std::int64_t k) {
  if (base.is(Tag::List)) {
    const auto n = static_cast<std::int64_t>(base.as<ListObj>()->items.size());
    if (k < 0 || k >= n) {
      FlatPos f;
      Value out;
      if (n > 0 && flat_locate(in, base, k, f) && flat_pointer(f, out)) return out;
    }
  }
  return make_ptr(base, k);
}

}  // namespace reddragon::vm::c_rt

namespace reddragon::vm::c_rt {
namespace {

void leaves(Vm& in, const Value& node, std::int64_t& skip, std::int64_t& want, std::vector<Value*>& out, int depth) {
  if (!node.is(Tag::List) || want <= 0 || depth > kMaxDims) return;
  auto& items = node.as<ListObj>()->items;
  if (!in.charge_copy(items.size())) return;
  for (Value& v : items) {
    if (want <= 0) return;
    if (v.is(Tag::List)) {
      leaves(in, v, skip, want, out, depth + 1);
    } else if (skip > 0) {
      --skip;
    } else {
      out.push_back(&v);
      --want;
    }
  }
}

}  // namespace

bool flat_cells(Vm& in, const Value& p, std::int64_t n, std::vector<Value*>& out) {
  if (n <= 0) return false;
  Value root;
  std::int64_t start = 0;
  if (p.is(Tag::List)) {
    auto& items = p.as<ListObj>()->items;
    if (items.empty()) return false;
    if (!items[0].is(Tag::List)) {  // one row: flat only when n runs past it
      FlatPos f;
      if (n <= static_cast<std::int64_t>(items.size()) || !flat_locate(in, p, 0, f)) return false;
      root = f.root;
      start = f.pos;
    } else {
      root = p;
    }
  } else if (p.is(Tag::Pointer) && p.as<PointerObj>()->field == 0 && p.as<PointerObj>()->base.is(Tag::List)) {
    auto* pp = p.as<PointerObj>();
    auto& items = pp->base.as<ListObj>()->items;
    if (!items.empty() && items[0].is(Tag::List)) {
      root = pp->base;  // a pointer to rows: start at row index
      std::int64_t per = 1;
      for (std::size_t k : dims_of(items[0])) per *= static_cast<std::int64_t>(k);
      start = pp->index * per;
    } else {
      if (pp->index + n <= static_cast<std::int64_t>(items.size())) return false;  // inside its row
      FlatPos f;
      if (!flat_locate(in, pp->base, pp->index, f)) return false;
      root = f.root;
      start = f.pos;
    }
  } else {
    return false;
  }
  std::int64_t want = n;
  leaves(in, root, start, want, out, 0);
  return !in.raising();
}

}  // namespace reddragon::vm::c_rt
