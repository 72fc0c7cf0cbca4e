//===- ThreadPool.cpp - a thread pool for nested parallel work --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Support/ThreadPool.h"

#include <algorithm>

using namespace accel;

/// The pool whose thread this is, if any.
static thread_local const GroupedThreadPool *currentPool = nullptr;

GroupedThreadPool::GroupedThreadPool(unsigned count) {
  count = std::max(1u, count);
  threads.reserve(count);
  for (unsigned i = 0; i < count; ++i)
    threads.emplace_back([this] { work(); });
}

GroupedThreadPool::~GroupedThreadPool() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  queued.notify_all();
  for (std::thread &thread : threads)
    thread.join();
}

bool GroupedThreadPool::isWorkerThread() const { return currentPool == this; }

GroupedThreadPool::Group &
GroupedThreadPool::getGroup(llvm::ThreadPoolTaskGroup *group) {
  std::unique_ptr<Group> &state = groups[group];
  if (!state)
    state = std::make_unique<Group>();
  return *state;
}

void GroupedThreadPool::asyncEnqueue(llvm::unique_function<void()> task,
                                     llvm::ThreadPoolTaskGroup *group) {
  {
    std::lock_guard<std::mutex> lock(mutex);
    tasks.emplace_back(std::move(task), group);
    if (group) {
      Group &state = getGroup(group);
      ++state.pending;
      // A worker waiting for the group may run it.
      if (state.waiters)
        state.changed.notify_all();
    }
  }
  queued.notify_one();
}

void GroupedThreadPool::run(Task task, std::unique_lock<std::mutex> &lock) {
  ++running;
  lock.unlock();
  task.first();
  // Whatever the task held goes before its group counts it done.
  task.first = nullptr;
  lock.lock();
  --running;
  if (llvm::ThreadPoolTaskGroup *group = task.second) {
    auto it = groups.find(group);
    if (--it->second->pending == 0) {
      if (it->second->waiters)
        it->second->changed.notify_all();
      else
        groups.erase(it);
    }
  }
  if (running == 0 && tasks.empty())
    idle.notify_all();
}

void GroupedThreadPool::work() {
  currentPool = this;
  std::unique_lock<std::mutex> lock(mutex);
  while (true) {
    queued.wait(lock, [&] { return stopping || !tasks.empty(); });
    if (tasks.empty())
      return;
    Task task = std::move(tasks.front());
    tasks.pop_front();
    run(std::move(task), lock);
  }
}

void GroupedThreadPool::wait() {
  std::unique_lock<std::mutex> lock(mutex);
  idle.wait(lock, [&] { return running == 0 && tasks.empty(); });
}

void GroupedThreadPool::wait(llvm::ThreadPoolTaskGroup &group) {
  bool worker = isWorkerThread();
  std::unique_lock<std::mutex> lock(mutex);
  Group &state = getGroup(&group);
  ++state.waiters;
  while (state.pending != 0) {
    auto own = tasks.end();
    if (worker)
      own = std::find_if(tasks.begin(), tasks.end(), [&](const Task &task) {
        return task.second == &group;
      });
    if (own == tasks.end()) {
      // Its tasks run elsewhere (or this thread is not the pool's).
      state.changed.wait(lock);
      continue;
    }
    Task task = std::move(*own);
    tasks.erase(own);
    run(std::move(task), lock);
  }
  if (--state.waiters == 0)
    groups.erase(&group);
}
