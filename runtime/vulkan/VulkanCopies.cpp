//===- VulkanCopies.cpp - copies to and from device buffers -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Where buffers are host-visible (integrated GPUs, lavapipe, discrete GPUs
// with resizable BAR), a copy is a memmove between mapped addresses. Where
// they are not, the host's side of a copy goes through a staging buffer
// that is, and the device copies between it and the buffer
// (vkCmdCopyBuffer); a copy between two buffers stays on the device.
//
//===----------------------------------------------------------------------===//

#include "VulkanDevice.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace accel::runtime;

void VulkanDevice::decideStaging() {
  const char *text = std::getenv("ACCEL_VULKAN_STAGING");
  std::string mode = text ? text : "auto";
  if (mode == "always" || mode == "never") {
    staged = mode == "always";
    return;
  }
  if (mode != "auto")
    vulkanMisuse("ACCEL_VULKAN_STAGING='" + mode +
                 "' is not one of always, never, auto");
  // The largest device-local heap, and the largest one the host can map
  // device-local memory of.
  uint64_t local = 0, mappable = 0;
  const VkMemoryPropertyFlags mapped = VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT |
                                       VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                       VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  for (uint32_t i = 0; i < memoryProps.memoryTypeCount; ++i) {
    VkMemoryPropertyFlags flags = memoryProps.memoryTypes[i].propertyFlags;
    uint64_t heap =
        memoryProps.memoryHeaps[memoryProps.memoryTypes[i].heapIndex].size;
    if (flags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)
      local = std::max(local, heap);
    if ((flags & mapped) == mapped)
      mappable = std::max(mappable, heap);
  }
  staged = mappable < local;
}

void *VulkanDevice::stagingBuffer(uint64_t bytes) {
  if (staging.buffer && staging.size >= bytes)
    return stagingAddress;
  if (staging.buffer)
    destroyBuffer(staging, stagingAddress);
  staging = createBuffer(std::max<uint64_t>(bytes, 1 << 16),
                         VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                             VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                         /*mapped=*/true, &stagingAddress);
  return stagingAddress;
}

void VulkanDevice::copyBuffer(VkBuffer from, VkBuffer to, VkBufferCopy region) {
  VkCommandBuffer commands = beginCommands();
  recordBarrier(commands,
                VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT |
                    VK_PIPELINE_STAGE_TRANSFER_BIT,
                VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT,
                VK_PIPELINE_STAGE_TRANSFER_BIT,
                VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT);
  vkCmdCopyBuffer(commands, from, to, 1, &region);
  recordBarrier(
      commands, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
      VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_HOST_BIT,
      VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
          VK_ACCESS_HOST_READ_BIT);
  submitAndWait("a staged copy");
}

/// Stops on a copy of `bytes` from `offset` that overruns `buffer`.
static void checkWithin(const DeviceBuffer &buffer, uint64_t offset,
                        size_t bytes) {
  if (offset + bytes > buffer.size)
    vulkanMisuse("mgpuMemcpy: " + std::to_string(bytes) +
                 " bytes from offset " + std::to_string(offset) +
                 " overrun a device buffer of " + std::to_string(buffer.size) +
                 " bytes");
}

void VulkanDevice::copy(void *dst, const void *src, size_t bytes) {
  uint64_t toOffset = 0, fromOffset = 0;
  const DeviceBuffer *to = unmapped(dst, toOffset);
  const DeviceBuffer *from = unmapped(src, fromOffset);
  // Mapped buffers and host memory alike: the host copies.
  if (!to && !from) {
    std::memmove(dst, src, bytes);
    return;
  }
  if (bytes == 0)
    return;
  for (auto [buffer, offset] :
       {std::pair(to, toOffset), std::pair(from, fromOffset)})
    if (buffer)
      checkWithin(*buffer, offset, bytes);
  if (to && from) {
    copyBuffer(from->buffer, to->buffer, {fromOffset, toOffset, bytes});
    return;
  }
  void *host = stagingBuffer(bytes);
  if (to) {
    std::memcpy(host, src, bytes);
    copyBuffer(staging.buffer, to->buffer, {0, toOffset, bytes});
    return;
  }
  copyBuffer(from->buffer, staging.buffer, {fromOffset, 0, bytes});
  std::memcpy(dst, host, bytes);
}

void VulkanDevice::fill(void *dst, const void *pattern, size_t size,
                        size_t count) {
  uint64_t offset = 0;
  const DeviceBuffer *buffer = unmapped(dst, offset);
  size_t bytes = size * count;
  if (buffer && bytes == 0)
    return;
  if (buffer)
    checkWithin(*buffer, offset, bytes);
  // Written where the host can: in place, or the staging buffer.
  auto *host = static_cast<char *>(buffer ? stagingBuffer(bytes) : dst);
  for (size_t i = 0; i < count; ++i)
    std::memcpy(host + i * size, pattern, size);
  if (buffer)
    copyBuffer(staging.buffer, buffer->buffer, {0, offset, bytes});
}

const DeviceBuffer *VulkanDevice::unmapped(const void *address,
                                           uint64_t &offset) const {
  const DeviceBuffer *buffer =
      staged ? find(reinterpret_cast<uint64_t>(address), offset) : nullptr;
  return buffer && !buffer->mapped ? buffer : nullptr;
}
