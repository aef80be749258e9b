// run_stack.cpp - see run_stack.hpp.
#include "vm/run_stack.hpp"

#include <pthread.h>

#include <exception>

namespace reddragon::vm {

namespace {

// 512 MiB reserved: about 10,000 nested native calls in a sanitizer build
// (frames there are several times larger), and no page is committed until
// the program recurses that deep.
constexpr std::size_t kRunStack = std::size_t{512} << 20;
constexpr std::size_t kMainBudget = std::size_t{3} << 20;  // of the usual 8 MiB

thread_local std::size_t t_budget = kMainBudget;

struct Job {
  const std::function<void()>* f;
  std::exception_ptr error;
};

void* trampoline(void* p) {
  auto* job = static_cast<Job*>(p);
  t_budget = kRunStack - (std::size_t{16} << 20);
  try {
    (*job->f)();
  } catch (...) {
    job->error = std::current_exception();
  }
  return nullptr;
}

}  // namespace

std::size_t native_stack_budget() noexcept { return t_budget; }

void run_on_run_stack(const std::function<void()>& f) {
  Job job{&f, nullptr};
  pthread_attr_t attr;
  bool started = false;
  pthread_t th;
  if (pthread_attr_init(&attr) == 0) {
    started = pthread_attr_setstacksize(&attr, kRunStack) == 0 && pthread_create(&th, &attr, trampoline, &job) == 0;
    pthread_attr_destroy(&attr);
  }
  if (!started) {  // no thread (a limit on threads or address space): run here
    f();
    return;
  }
  pthread_join(th, nullptr);
  if (job.error) std::rethrow_exception(job.error);
}

}  // namespace reddragon::vm
