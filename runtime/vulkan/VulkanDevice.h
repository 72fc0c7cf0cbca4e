//===- VulkanDevice.h - the Vulkan device the runtime uses ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One Vulkan instance and logical device per process, created on first use:
// the device the runtime chose (ACCEL_DEVICE=vulkan:INDEX), else the one
// ACCEL_VULKAN_DEVICE names (an index, or a substring of the device name),
// else the first one. Device buffers are host-visible,
// coherent memory (device-local too where the device has such memory), kept
// mapped: the address a buffer is mapped at is the "device pointer" the
// lowered host code holds, so copies are memcpy and a launch finds a
// buffer from any address inside it.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_RUNTIME_VULKAN_VULKANDEVICE_H
#define ACCEL_RUNTIME_VULKAN_VULKANDEVICE_H

#include <vulkan/vulkan.h>

#include "../common/Driver.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <string>

namespace accel::runtime {

/// Stops the program: `call` failed with `result` (and why, if known).
[[noreturn]] void vulkanFailure(const char *call, VkResult result,
                                const std::string &detail = "");
/// Stops the program with `message` (a misuse, not a Vulkan error).
[[noreturn]] void vulkanMisuse(const std::string &message);

/// Checks the result of a Vulkan call.
inline void check(const char *call, VkResult result) {
  if (result != VK_SUCCESS)
    vulkanFailure(call, result);
}

/// A device buffer: its Vulkan objects and where it is mapped.
struct DeviceBuffer {
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  uint64_t size = 0;
  /// Whether its address is where the host maps it (else a reserved,
  /// inaccessible range: staging).
  bool mapped = true;
};

/// Records a memory barrier: what `from` stages wrote (`written`) made
/// visible to what `to` stages access (`accessed`).
void recordBarrier(VkCommandBuffer commands, VkPipelineStageFlags from,
                   VkAccessFlags written, VkPipelineStageFlags to,
                   VkAccessFlags accessed);

class VulkanDevice {
public:
  /// The process's device, created on first use (under its lock).
  static VulkanDevice &get();
  /// Uses device `index` when the device is created (before get()).
  static void use(int index);
  /// Counts the devices and describes up to `capacity` of them, with an
  /// instance of its own; -1 and `why` when there is none. Never stops.
  static int probe(AccelrtDriverDevice *devices, int capacity,
                   std::string &why);

  /// Serializes every use of the device and of the buffer table.
  std::mutex &mutex() { return lock; }

  VkDevice device() const { return logical; }
  VkCommandPool commandPool() const { return pool; }
  const VkPhysicalDeviceProperties &properties() const { return props; }
  const char *name() const { return props.deviceName; }

  /// A buffer of `bytes` bytes; returns its address: where it is mapped,
  /// or with staging an unmapped range reserved for it (the host reaches
  /// it through copy and fill only) unless `mapped` asks for host-visible
  /// memory anyway (the launches' small size buffers).
  void *allocate(uint64_t bytes, bool mapped = false);
  /// Frees the buffer at `address`.
  void free(void *address);
  /// The buffer that holds `address`, and the offset of `address` in it.
  const DeviceBuffer &lookup(uint64_t address, uint64_t &offset,
                             const char *user) const;
  /// The same, or null when `address` is in no buffer.
  const DeviceBuffer *find(uint64_t address, uint64_t &offset) const;
  /// The same for an unmapped (staged) buffer, or null.
  const DeviceBuffer *unmapped(const void *address, uint64_t &offset) const;

  /// Whether buffers live in memory the host does not map, their copies
  /// staged (VulkanCopies.cpp): where the device's mappable device-local
  /// memory is a smaller heap than its largest device-local one (a
  /// discrete GPU without resizable BAR), or as ACCEL_VULKAN_STAGING
  /// (always, never, auto) says.
  bool isStaged() const { return staged; }
  /// Copies `bytes` from `src` to `dst`, host or device addresses.
  void copy(void *dst, const void *src, size_t bytes);
  /// Writes `count` copies of the `size`-byte `pattern` from `dst`.
  void fill(void *dst, const void *pattern, size_t size, size_t count);

  /// Resets and begins the one command buffer that every launch and staged
  /// copy records into (made at the first use, under the device's lock).
  VkCommandBuffer beginCommands();
  /// Ends that command buffer, submits it with the one fence they reuse
  /// and waits for it within the runtime's time limit
  /// (ACCEL_VULKAN_TIMEOUT_S seconds, default 600); `what` names the work
  /// in the error.
  void submitAndWait(const std::string &what);
  /// A pool of two timestamp queries for ACCEL_PROFILE, made at the first
  /// use; null where the compute queue has no timestamps.
  VkQueryPool timestampPool();
  /// The time between the pool's two timestamps, in milliseconds.
  double timestampMilliseconds();

private:
  VulkanDevice();
  void createInstance();
  void choosePhysicalDevice();
  void createLogicalDevice();
  uint32_t chooseMemoryType(uint32_t allowedTypes, bool mapped) const;
  void decideStaging();
  /// A buffer of `size` bytes for `usage` in memory of its own, mapped at
  /// `*address` when `mapped`, else given a reserved, inaccessible range.
  DeviceBuffer createBuffer(uint64_t size, VkBufferUsageFlags usage,
                            bool mapped, void **address);
  /// Unmaps (or releases the range of) and frees `buffer`, at `address`.
  void destroyBuffer(const DeviceBuffer &buffer, void *address);
  /// The host-visible staging buffer, grown to at least `bytes`; its
  /// mapped address.
  void *stagingBuffer(uint64_t bytes);
  /// Copies `region` from buffer `from` to `to` on the device, after
  /// earlier kernels' and copies' writes and before later kernels' and the
  /// host's reads, and waits for it.
  void copyBuffer(VkBuffer from, VkBuffer to, VkBufferCopy region);
  VkCommandBuffer commandBuffer();
  VkFence fence();
  std::mutex lock;
  VkInstance instance = VK_NULL_HANDLE;
  VkPhysicalDevice physical = VK_NULL_HANDLE;
  VkPhysicalDeviceProperties props{};
  VkPhysicalDeviceMemoryProperties memoryProps{};
  uint64_t maxAllocation = 0;
  uint32_t queueFamily = 0;
  VkDevice logical = VK_NULL_HANDLE;
  VkQueue computeQueue = VK_NULL_HANDLE;
  VkCommandPool pool = VK_NULL_HANDLE;
  VkCommandBuffer commands = VK_NULL_HANDLE;
  VkFence launchFence = VK_NULL_HANDLE;
  VkQueryPool timestamps = VK_NULL_HANDLE;
  bool timestampsChecked = false;
  uint32_t timestampBits = 0;
  /// Buffers by their address.
  std::map<uint64_t, DeviceBuffer> buffers;
  bool staged = false;
  DeviceBuffer staging;
  void *stagingAddress = nullptr;
};

} // namespace accel::runtime

#endif // ACCEL_RUNTIME_VULKAN_VULKANDEVICE_H
