// bitset.hpp - the dense bit set the classic dataflow problems use as their
// lattice (sets of definitions, sets of variables). Word-wise operations;
// the universe size is fixed at construction.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace reddragon::analysis {

class BitSet {
 public:
  BitSet() = default;
  explicit BitSet(std::size_t n) : n_(n), w_((n + 63) / 64, 0) {}

  std::size_t size() const { return n_; }
  bool test(std::size_t i) const { return (w_[i >> 6] >> (i & 63)) & 1u; }
  void set(std::size_t i) { w_[i >> 6] |= std::uint64_t{1} << (i & 63); }
  void reset(std::size_t i) { w_[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
  void clear() { std::fill(w_.begin(), w_.end(), 0); }
  /// Clears bits [b, e).
  void reset_range(std::size_t b, std::size_t e) {
    while (b < e && (b & 63) != 0) reset(b++);
    while (b + 64 <= e) {
      w_[b >> 6] = 0;
      b += 64;
    }
    while (b < e) reset(b++);
  }
  /// this |= o; true if any bit was added.
  bool union_with(const BitSet& o) {
    std::uint64_t added = 0;
    for (std::size_t k = 0; k < w_.size(); ++k) {
      const std::uint64_t nw = w_[k] | o.w_[k];
      added |= nw ^ w_[k];
      w_[k] = nw;
    }
    return added != 0;
  }
  /// this &= ~o
  void subtract(const BitSet& o) {
    for (std::size_t k = 0; k < w_.size(); ++k) w_[k] &= ~o.w_[k];
  }
  bool any() const {
    for (auto w : w_)
      if (w) return true;
    return false;
  }
  std::size_t count() const {
    std::size_t c = 0;
    for (auto w : w_) c += static_cast<std::size_t>(std::popcount(w));
    return c;
  }
  /// Calls f(i) for every set bit, ascending.
  template <class F>
  void for_each(F&& f) const {
    for (std::size_t k = 0; k < w_.size(); ++k) {
      std::uint64_t w = w_[k];
      while (w) {
        f(k * 64 + static_cast<std::size_t>(std::countr_zero(w)));
        w &= w - 1;
      }
    }
  }
  /// Calls f(i) for every set bit in [b, e), ascending.
  template <class F>
  void for_each_in(std::size_t b, std::size_t e, F&& f) const {
    for (std::size_t i = b; i < e;) {
      if ((i & 63) == 0 && i + 64 <= e && w_[i >> 6] == 0) {
        i += 64;
        continue;
      }
      if (test(i)) f(i);
      ++i;
    }
  }
  std::size_t memory_bytes() const { return w_.capacity() * sizeof(std::uint64_t); }
  friend bool operator==(const BitSet& a, const BitSet& b) { return a.n_ == b.n_ && a.w_ == b.w_; }

 private:
  std::size_t n_ = 0;
  std::vector<std::uint64_t> w_;
};

}  // namespace reddragon::analysis
