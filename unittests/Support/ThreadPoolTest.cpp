//===- ThreadPoolTest.cpp - accel::GroupedThreadPool ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Support/ThreadPool.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Threading.h"

#include "gtest/gtest.h"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

using namespace accel;

namespace {

TEST(GroupedThreadPoolTest, WaitingForAGroupWaitsForEachOfItsTasks) {
  GroupedThreadPool pool(2);
  EXPECT_EQ(pool.getMaxConcurrency(), 2u);
  std::atomic<int> done = 0;
  llvm::ThreadPoolTaskGroup group(pool);
  for (int i = 0; i < 100; ++i)
    group.async([&] { ++done; });
  group.wait();
  EXPECT_EQ(done, 100);
}

TEST(GroupedThreadPoolTest, WaitWaitsForTasksOfNoGroup) {
  GroupedThreadPool pool(2);
  std::atomic<int> done = 0;
  for (int i = 0; i < 50; ++i)
    pool.async([&] { ++done; });
  pool.wait();
  EXPECT_EQ(done, 50);
}

TEST(GroupedThreadPoolTest, AWaitingWorkerRunsItsOwnGroupsTasksOnly) {
  // One thread: while its task waits for a group of its own, a task of
  // another group is queued before that group's. LLVM's pool would run the
  // queue's first task (the other group's); this pool runs the waited-for
  // group's, and the other one after the waiting task ends.
  GroupedThreadPool pool(1);
  std::mutex mutex;
  std::condition_variable otherQueued;
  bool queued = false;
  std::vector<std::string> order;
  auto note = [&](const char *what) {
    std::lock_guard<std::mutex> lock(mutex);
    order.push_back(what);
  };
  llvm::ThreadPoolTaskGroup outer(pool), other(pool);
  outer.async([&] {
    EXPECT_TRUE(pool.isWorkerThread());
    {
      std::unique_lock<std::mutex> lock(mutex);
      otherQueued.wait(lock, [&] { return queued; });
    }
    llvm::ThreadPoolTaskGroup nested(pool);
    nested.async([&] { note("nested"); });
    nested.wait();
    note("outer");
  });
  other.async([&] { note("other"); });
  {
    std::lock_guard<std::mutex> lock(mutex);
    queued = true;
  }
  otherQueued.notify_all();
  EXPECT_FALSE(pool.isWorkerThread());
  outer.wait();
  other.wait();
  EXPECT_EQ(order, (std::vector<std::string>{"nested", "outer", "other"}));
}

TEST(GroupedThreadPoolTest, GroupsNestedInTasksAllFinish) {
  // Each task makes four more, three levels deep, and waits for them: more
  // waiting tasks than threads, none of them stuck.
  GroupedThreadPool pool(2);
  std::atomic<int> leaves = 0;
  std::function<void(int)> spread = [&](int depth) {
    if (depth == 0) {
      ++leaves;
      return;
    }
    llvm::ThreadPoolTaskGroup group(pool);
    for (int i = 0; i < 4; ++i)
      group.async([&, depth] { spread(depth - 1); });
    group.wait();
  };
  llvm::ThreadPoolTaskGroup top(pool);
  for (int i = 0; i < 4; ++i)
    top.async([&] { spread(3); });
  top.wait();
  EXPECT_EQ(leaves, 4 * 4 * 4 * 4);
}

TEST(GroupedThreadPoolTest, DestroyingThePoolRunsWhatIsQueued) {
  std::atomic<int> done = 0;
  {
    GroupedThreadPool pool(1);
    for (int i = 0; i < 20; ++i)
      pool.async([&] { ++done; });
  }
  EXPECT_EQ(done, 20);
}

TEST(GroupedThreadPoolTest, RunsAContextsNestedParallelLoops) {
  // As MLIR uses it: a context's parallel loop whose elements run parallel
  // loops of their own (a kernel's verification inside the kernels' loop).
  GroupedThreadPool pool(2);
  mlir::MLIRContext context(mlir::MLIRContext::Threading::DISABLED);
  context.setThreadPool(pool);
  ASSERT_TRUE(context.isMultithreadingEnabled());
  std::vector<int> outer(16), inner(16);
  std::atomic<int> sum = 0;
  mlir::parallelForEach(&context, outer, [&](int &) {
    mlir::parallelForEach(&context, inner, [&](int &) { ++sum; });
  });
  EXPECT_EQ(sum, 16 * 16);
}

} // namespace
