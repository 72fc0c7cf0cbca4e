//===- ThreadPool.h - a thread pool for nested parallel work ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel lowers each kernel of a module in parallel, and inside each kernel's
// pipeline MLIR parallelizes again: the verifier over a unit's functions
// after every pass, a nested pass manager over its functions. Thousands of
// small task groups per module, each waited for by the worker that made
// it. LLVM's StdThreadPool lets a waiting worker run any queued task,
// another worker's too, and wakes every waiting thread each time a group
// ends: workers sleep on each other's tasks, and the thread that started
// the compile wakes for each group (docs/Performance.md, "Compile time",
// has the measurements). This pool gives each
// group its own wake-up, and a worker waiting for a group runs that
// group's queued tasks only.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SUPPORT_THREADPOOL_H
#define ACCEL_SUPPORT_THREADPOOL_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/ThreadPool.h"

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace accel {

/// A thread pool for MLIR contexts (MLIRContext::setThreadPool,
/// accel::createContext) whose parallel work nests: a task that waits for a
/// group of tasks it made runs that group's queued tasks itself, and only
/// those, while threads waiting for other groups sleep on. A thread that is
/// not one of the pool's waits for a group without running its tasks. As
/// with any pool, a task must not wait for its own group (or wait()).
class GroupedThreadPool final : public llvm::ThreadPoolInterface {
public:
  /// A pool of `threads` threads (at least one), started now.
  explicit GroupedThreadPool(
      unsigned threads = std::thread::hardware_concurrency());
  /// Runs the tasks still queued, then stops the threads.
  ~GroupedThreadPool() override;

  void wait() override;
  void wait(llvm::ThreadPoolTaskGroup &group) override;
  unsigned getMaxConcurrency() const override { return threads.size(); }

  /// Whether the calling thread is one of this pool's.
  bool isWorkerThread() const;

private:
  struct Group {
    /// Tasks queued or running.
    unsigned pending = 0;
    /// Threads in wait(group).
    unsigned waiters = 0;
    std::condition_variable changed;
  };
  using Task =
      std::pair<llvm::unique_function<void()>, llvm::ThreadPoolTaskGroup *>;

  void asyncEnqueue(llvm::unique_function<void()> task,
                    llvm::ThreadPoolTaskGroup *group) override;
  void work();
  /// Runs `task`, taken off the queue, with `lock` released meanwhile.
  void run(Task task, std::unique_lock<std::mutex> &lock);
  Group &getGroup(llvm::ThreadPoolTaskGroup *group);

  std::mutex mutex;
  /// A task was queued, or the pool stops.
  std::condition_variable queued;
  /// The queue is empty and no task runs.
  std::condition_variable idle;
  std::deque<Task> tasks;
  /// The groups with tasks pending or threads waiting.
  llvm::DenseMap<llvm::ThreadPoolTaskGroup *, std::unique_ptr<Group>> groups;
  unsigned running = 0;
  bool stopping = false;
  std::vector<std::thread> threads;
};

} // namespace accel

#endif // ACCEL_SUPPORT_THREADPOOL_H
