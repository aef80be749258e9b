// heap_meter.cpp - counting global operator new/delete for the VM's memory
// budget (RunOptions::max_memory, kernel::HeapMeter).
//
// Why the allocator and not the VM's objects: every byte a run holds comes
// through here - object headers, string and vector capacity, hash tables,
// the buffers of plugin natives (plugins bind to these operators: the
// executable's definitions interpose on libstdc++'s) - so no native can fool
// the count, and a block that would pass the budget is refused before it is
// taken (std::bad_alloc, which Interp::run turns into status memory_limit).
// The cost is one malloc_usable_size and one thread-local add per
// allocation and per free; the dispatch loop itself does not change.
// Blocks from malloc() called directly (C libraries) are not counted.
#include <malloc.h>

#include <cstdlib>
#include <new>

#include "reddragon/kernel/vm.hpp"

using reddragon::kernel::g_heap_meter;

namespace {

[[gnu::noinline, gnu::cold]] void refuse() {
  g_heap_meter.hit = true;
  throw std::bad_alloc();
}

inline void* take(std::size_t n, std::size_t align) {
  auto& m = g_heap_meter;
  // (bytes may be negative on a thread that frees what another allocated)
  std::int64_t after;
  if (__builtin_add_overflow(m.bytes, n, &after) || after > m.limit) [[unlikely]]
    refuse();
  if (n == 0) n = 1;
  for (;;) {
    void* p = nullptr;
    if (align <= alignof(std::max_align_t)) p = std::malloc(n);
    else if (posix_memalign(&p, align, n) != 0) p = nullptr;
    if (p) [[likely]] {
      m.bytes += static_cast<std::int64_t>(malloc_usable_size(p));
      return p;
    }
    std::new_handler h = std::get_new_handler();
    if (!h) throw std::bad_alloc();
    h();
  }
}

inline void* take_nothrow(std::size_t n, std::size_t align) noexcept {
  try {
    return take(n, align);
  } catch (...) {
    return nullptr;
  }
}

inline void give(void* p) noexcept {
  if (!p) return;
  g_heap_meter.bytes -= static_cast<std::int64_t>(malloc_usable_size(p));
  std::free(p);
}

[[maybe_unused]] const bool installed = (reddragon::kernel::g_heap_meter_installed = true);

}  // namespace

void* operator new(std::size_t n) { return take(n, 0); }
void* operator new[](std::size_t n) { return take(n, 0); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept { return take_nothrow(n, 0); }
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept { return take_nothrow(n, 0); }
void* operator new(std::size_t n, std::align_val_t a) { return take(n, static_cast<std::size_t>(a)); }
void* operator new[](std::size_t n, std::align_val_t a) { return take(n, static_cast<std::size_t>(a)); }
void* operator new(std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  return take_nothrow(n, static_cast<std::size_t>(a));
}
void* operator new[](std::size_t n, std::align_val_t a, const std::nothrow_t&) noexcept {
  return take_nothrow(n, static_cast<std::size_t>(a));
}
void operator delete(void* p) noexcept { give(p); }
void operator delete[](void* p) noexcept { give(p); }
void operator delete(void* p, std::size_t) noexcept { give(p); }
void operator delete[](void* p, std::size_t) noexcept { give(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { give(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { give(p); }
void operator delete(void* p, std::align_val_t) noexcept { give(p); }
void operator delete[](void* p, std::align_val_t) noexcept { give(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { give(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { give(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept { give(p); }
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept { give(p); }
