// go_pdqsort.hpp - the order Go's unstable sorts leave equal elements in:
// sort.Sort, sort.Slice and slices.SortFunc run pattern-defeating quicksort
// (insertion sort up to 12 elements, deterministic pattern breaking, heap
// sort after too many bad pivots). The same steps here, over a Less(i, j)
// and a Swap(i, j), give the same permutation for ties as Go 1.26 does.
// Less returns 1 (less), 0 or -1 (the callback raised: the sort stops).
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

namespace reddragon::vm::gosort {

template <class Less, class Swap>
class Pdq {
 public:
  Pdq(Less less, Swap swap) : less_(less), swap_(swap) {}
  /// Sorts [0, n).
  void sort(std::ptrdiff_t n) {
    if (n <= 1) return;
    pdqsort(0, n, std::bit_width(static_cast<std::uint64_t>(n)));
  }
  bool ok() const { return ok_; }

 private:
  enum Hint { kUnknown, kIncreasing, kDecreasing };
  using I = std::ptrdiff_t;
  Less less_;
  Swap swap_;
  bool ok_ = true;

  bool lt(I i, I j) {  // less_ gives 1 (less), 0 (not less) or -1 (failed)
    if (!ok_) return false;
    int r = less_(i, j);
    if (r < 0) ok_ = false;
    return r == 1;
  }
  void sw(I i, I j) {
    if (ok_) swap_(i, j);
  }
  void insertion(I a, I b) {
    for (I i = a + 1; i < b && ok_; ++i)
      for (I j = i; j > a && lt(j, j - 1); --j) sw(j, j - 1);
  }
  void sift_down(I lo, I hi, I first) {
    I root = lo;
    while (ok_) {
      I child = 2 * root + 1;
      if (child >= hi) break;
      if (child + 1 < hi && lt(first + child, first + child + 1)) ++child;
      if (!lt(first + root, first + child)) return;
      sw(first + root, first + child);
      root = child;
    }
  }
  void heap_sort(I a, I b) {
    I first = a, lo = 0, hi = b - a;
    for (I i = (hi - 1) / 2; i >= 0; --i) sift_down(i, hi, first);
    for (I i = hi - 1; i >= 0; --i) {
      sw(first, first + i);
      sift_down(lo, i, first);
    }
  }
  void pdqsort(I a, I b, int limit) {
    const I max_insertion = 12;
    bool was_balanced = true, was_partitioned = true;
    while (ok_) {
      I length = b - a;
      if (length <= max_insertion) {
        insertion(a, b);
        return;
      }
      if (limit == 0) {
        heap_sort(a, b);
        return;
      }
      if (!was_balanced) {
        break_patterns(a, b);
        --limit;
      }
      auto [pivot, hint] = choose_pivot(a, b);
      if (hint == kDecreasing) {
        reverse_range(a, b);
        pivot = (b - 1) - (pivot - a);
        hint = kIncreasing;
      }
      if (was_balanced && was_partitioned && hint == kIncreasing)
        if (partial_insertion(a, b)) return;
      if (a > 0 && !lt(a - 1, pivot)) {
        a = partition_equal(a, b, pivot);
        continue;
      }
      auto [mid, already] = partition(a, b, pivot);
      was_partitioned = already;
      I left = mid - a, right = b - mid, threshold = length / 8;
      if (left < right) {
        was_balanced = left >= threshold;
        pdqsort(a, mid, limit);
        a = mid + 1;
      } else {
        was_balanced = right >= threshold;
        pdqsort(mid + 1, b, limit);
        b = mid;
      }
    }
  }
  std::pair<I, bool> partition(I a, I b, I pivot) {
    sw(a, pivot);
    I i = a + 1, j = b - 1;
    while (i <= j && lt(i, a)) ++i;
    while (i <= j && !lt(j, a) && ok_) --j;
    if (i > j) {
      sw(j, a);
      return {j, true};
    }
    sw(i, j);
    ++i;
    --j;
    while (ok_) {
      while (i <= j && lt(i, a)) ++i;
      while (i <= j && !lt(j, a) && ok_) --j;
      if (i > j) break;
      sw(i, j);
      ++i;
      --j;
    }
    sw(j, a);
    return {j, false};
  }
  I partition_equal(I a, I b, I pivot) {
    sw(a, pivot);
    I i = a + 1, j = b - 1;
    while (ok_) {
      while (i <= j && !lt(a, i) && ok_) ++i;
      while (i <= j && lt(a, j)) --j;
      if (i > j) break;
      sw(i, j);
      ++i;
      --j;
    }
    return i;
  }
  bool partial_insertion(I a, I b) {
    const int max_steps = 5;
    const I shortest_shifting = 50;
    I i = a + 1;
    for (int step = 0; step < max_steps && ok_; ++step) {
      while (i < b && !lt(i, i - 1) && ok_) ++i;
      if (i == b) return true;
      if (b - a < shortest_shifting) return false;
      sw(i, i - 1);
      if (i - a >= 2)
        for (I j = i - 1; j >= 1; --j) {
          if (!lt(j, j - 1)) break;
          sw(j, j - 1);
        }
      if (b - i >= 2)
        for (I j = i + 1; j < b; ++j) {
          if (!lt(j, j - 1)) break;
          sw(j, j - 1);
        }
    }
    return false;
  }
  void break_patterns(I a, I b) {
    I length = b - a;
    if (length < 8) return;
    std::uint64_t random = static_cast<std::uint64_t>(length);
    std::uint64_t modulus = std::uint64_t{1} << std::bit_width(static_cast<std::uint64_t>(length));
    for (I idx = a + (length / 4) * 2 - 1; idx <= a + (length / 4) * 2 + 1; ++idx) {
      random ^= random << 13;
      random ^= random >> 7;
      random ^= random << 17;
      I other = static_cast<I>(random & (modulus - 1));
      if (other >= length) other -= length;
      sw(idx, a + other);
    }
  }
  std::pair<I, Hint> choose_pivot(I a, I b) {
    const I shortest_ninther = 50;
    const int max_swaps = 4 * 3;
    I l = b - a;
    int swaps = 0;
    I i = a + l / 4 * 1, j = a + l / 4 * 2, k = a + l / 4 * 3;
    if (l >= 8) {
      if (l >= shortest_ninther) {
        i = median(i - 1, i, i + 1, swaps);
        j = median(j - 1, j, j + 1, swaps);
        k = median(k - 1, k, k + 1, swaps);
      }
      j = median(i, j, k, swaps);
    }
    if (swaps == 0) return {j, kIncreasing};
    if (swaps == max_swaps) return {j, kDecreasing};
    return {j, kUnknown};
  }
  void order2(I& a, I& b, int& swaps) {
    if (lt(b, a)) {
      ++swaps;
      I t = a;
      a = b;
      b = t;
    }
  }
  I median(I a, I b, I c, int& swaps) {
    order2(a, b, swaps);
    order2(b, c, swaps);
    order2(a, b, swaps);
    return b;
  }
  void reverse_range(I a, I b) {
    for (I i = a, j = b - 1; i < j; ++i, --j) sw(i, j);
  }
};

/// Sorts [0, n) as Go's pdqsort does; false when less failed.
template <class Less, class Swap>
bool pdqsort(std::ptrdiff_t n, Less less, Swap swap) {
  Pdq<Less, Swap> p(less, swap);
  p.sort(n);
  return p.ok();
}

}  // namespace reddragon::vm::gosort
