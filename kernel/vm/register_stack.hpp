// register_stack.hpp - the activations' register windows, in chunks that
// never move.
//
// Why not one growing vector: an opcode holds a pointer to its frame's
// registers while it calls program code (a dunder, a getter, a comparator
// run from a native); if that code recursed deeply enough to grow a vector,
// the pointer dangled (ASan found it in Binop). A window here stays where it
// is until its frame is popped, so a register pointer is valid for the
// frame's whole life. A window that does not fit in the rest of the current
// chunk starts the next chunk; chunk sizes double, so a deep recursion costs
// O(log depth) allocations and the memory is bounded by the call-depth limit
// times the windows' sizes, as before.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "reddragon/vm/value.hpp"

namespace reddragon::vm {

class RegisterStack {
 public:
  /// Where the stack stood before a push: pop() returns to it.
  struct Mark {
    std::uint32_t chunk = 0, top = 0;
  };

  RegisterStack() { add_chunk(kFirstChunk); }

  /// A window of n registers, valid until the matching pop. Registers may
  /// hold stale values from an earlier activation (overwritten before use).
  Value* push(std::uint32_t n, Mark& before) {
    before = {cur_, top_};
    if (n > chunks_[cur_].size - top_) {
      ++cur_;
      if (cur_ == chunks_.size()) {
        add_chunk(std::max<std::size_t>(n, chunks_.back().size * 2));
      } else if (chunks_[cur_].size < n) {  // unused, too small: replace it
        chunks_[cur_] = Chunk(std::max<std::size_t>(n, chunks_[cur_].size * 2));
      }
      top_ = 0;
    }
    Value* w = chunks_[cur_].regs.get() + top_;
    top_ += n;
    return w;
  }

  void pop(const Mark& before) {
    cur_ = before.chunk;
    top_ = before.top;
  }

  /// Drops every value (the interpreter's teardown breaks cycles after this).
  void clear() {
    chunks_.clear();
    cur_ = top_ = 0;
  }

 private:
  static constexpr std::size_t kFirstChunk = 1 << 12;
  struct Chunk {
    explicit Chunk(std::size_t n) : regs(new Value[n]), size(static_cast<std::uint32_t>(n)) {}
    std::unique_ptr<Value[]> regs;
    std::uint32_t size;
  };
  void add_chunk(std::size_t n) { chunks_.emplace_back(n); }

  std::vector<Chunk> chunks_;  // moving this vector moves Chunk handles, not registers
  std::uint32_t cur_ = 0, top_ = 0;
};

}  // namespace reddragon::vm
