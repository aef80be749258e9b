// run_stack.hpp - the C++ stack a run executes on.
//
// Program calls push VM frames, not C++ ones, but a native that calls back
// into the program (a comparator, `"" + obj` calling toString(), a
// `__getitem__` behind an index) nests a dispatch loop per level. Java and
// JavaScript recurse thousands of levels through such calls (a linked
// list's toString), more than a process's main-thread stack holds. So a run
// executes on a thread of its own with a large stack (reserved, touched only
// as deep as the program goes), and Interp::native_stack_exhausted measures
// against that thread's budget.
#pragma once

#include <cstddef>
#include <functional>

namespace reddragon::vm {

/// Bytes of C++ stack natives calling back into the program may use on
/// this thread (a margin below the thread's stack size).
std::size_t native_stack_budget() noexcept;

/// Runs f on a thread with a large stack and waits for it; an exception f
/// throws is rethrown here. If no such thread can be created, runs f on
/// the calling thread (its usual, smaller budget).
void run_on_run_stack(const std::function<void()>& f);

}  // namespace reddragon::vm
