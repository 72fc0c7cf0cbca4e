//===- VulkanDevice.cpp - the Vulkan device the runtime uses ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "VulkanDevice.h"

#include "../common/Fatal.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <sys/mman.h>

using namespace accel::runtime;

static const char *kPrefix = "accel vulkan runtime";

static const char *resultName(VkResult result) {
  switch (result) {
#define CASE(name)                                                             \
  case name:                                                                   \
    return #name;
    CASE(VK_SUCCESS)
    CASE(VK_NOT_READY)
    CASE(VK_TIMEOUT)
    CASE(VK_INCOMPLETE)
    CASE(VK_ERROR_OUT_OF_HOST_MEMORY)
    CASE(VK_ERROR_OUT_OF_DEVICE_MEMORY)
    CASE(VK_ERROR_INITIALIZATION_FAILED)
    CASE(VK_ERROR_DEVICE_LOST)
    CASE(VK_ERROR_MEMORY_MAP_FAILED)
    CASE(VK_ERROR_LAYER_NOT_PRESENT)
    CASE(VK_ERROR_EXTENSION_NOT_PRESENT)
    CASE(VK_ERROR_FEATURE_NOT_PRESENT)
    CASE(VK_ERROR_INCOMPATIBLE_DRIVER)
    CASE(VK_ERROR_TOO_MANY_OBJECTS)
    CASE(VK_ERROR_FORMAT_NOT_SUPPORTED)
    CASE(VK_ERROR_FRAGMENTED_POOL)
    CASE(VK_ERROR_UNKNOWN)
    CASE(VK_ERROR_OUT_OF_POOL_MEMORY)
    CASE(VK_ERROR_INVALID_EXTERNAL_HANDLE)
    CASE(VK_ERROR_FRAGMENTATION)
    CASE(VK_ERROR_INVALID_SHADER_NV)
#undef CASE
  default:
    return "an unknown VkResult";
  }
}

void accel::runtime::vulkanFailure(const char *call, VkResult result,
                                   const std::string &detail) {
  fatal(kPrefix, "%s failed: %s (%d)%s%s", call, resultName(result),
        static_cast<int>(result), detail.empty() ? "" : ": ", detail.c_str());
}

void accel::runtime::vulkanMisuse(const std::string &message) {
  fatal(kPrefix, "%s", message.c_str());
}

VulkanDevice &VulkanDevice::get() {
  // Never destroyed: host code may still free buffers from static
  // destructors, and drivers' threads need not be joined at exit.
  static VulkanDevice *device = new VulkanDevice();
  return *device;
}

/// The device index the runtime asked for; -1: none.
static int requestedIndex = -1;

void VulkanDevice::use(int index) { requestedIndex = index; }

/// The instance every use makes: the highest version up to 1.3.
static VkResult makeInstance(VkInstance &instance) {
  uint32_t version = VK_API_VERSION_1_0;
  if (vkEnumerateInstanceVersion(&version) != VK_SUCCESS)
    version = VK_API_VERSION_1_0;
  VkApplicationInfo app{};
  app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
  app.pApplicationName = "accel";
  app.pEngineName = "accel";
  app.apiVersion = std::min<uint32_t>(version, VK_API_VERSION_1_3);
  VkInstanceCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
  info.pApplicationInfo = &app;
  return vkCreateInstance(&info, nullptr, &instance);
}

int VulkanDevice::probe(AccelrtDriverDevice *devices, int capacity,
                        std::string &why) {
  VkInstance instance = VK_NULL_HANDLE;
  VkResult result = makeInstance(instance);
  if (result != VK_SUCCESS) {
    why = std::string("vkCreateInstance failed: ") + resultName(result) +
          (result == VK_ERROR_INCOMPATIBLE_DRIVER
               ? " (no Vulkan driver found; the loader reads "
                 "VK_ICD_FILENAMES / VK_DRIVER_FILES)"
               : "");
    return -1;
  }
  uint32_t count = 0;
  result = vkEnumeratePhysicalDevices(instance, &count, nullptr);
  std::vector<VkPhysicalDevice> found(count);
  if (result == VK_SUCCESS && count)
    result = vkEnumeratePhysicalDevices(instance, &count, found.data());
  if (result != VK_SUCCESS || count == 0) {
    why = result != VK_SUCCESS ? std::string("vkEnumeratePhysicalDevices "
                                             "failed: ") +
                                     resultName(result)
                               : "the Vulkan loader found no device";
    vkDestroyInstance(instance, nullptr);
    return -1;
  }
  for (uint32_t i = 0; i < count && static_cast<int>(i) < capacity; ++i) {
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(found[i], &props);
    VkPhysicalDeviceMemoryProperties memory;
    vkGetPhysicalDeviceMemoryProperties(found[i], &memory);
    uint64_t bytes = 0;
    for (uint32_t heap = 0; heap < memory.memoryHeapCount; ++heap)
      if (memory.memoryHeaps[heap].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT)
        bytes += memory.memoryHeaps[heap].size;
    std::snprintf(devices[i].name, sizeof(devices[i].name), "%s",
                  props.deviceName);
    devices[i].memoryBytes = bytes;
  }
  vkDestroyInstance(instance, nullptr);
  return static_cast<int>(count);
}

VulkanDevice::VulkanDevice() {
  createInstance();
  choosePhysicalDevice();
  createLogicalDevice();
}

void VulkanDevice::createInstance() {
  VkResult result = makeInstance(instance);
  if (result == VK_ERROR_INCOMPATIBLE_DRIVER)
    vulkanFailure("vkCreateInstance", result,
                  "no Vulkan driver is installed or found (the loader reads "
                  "VK_ICD_FILENAMES / VK_DRIVER_FILES; on Debian, "
                  "mesa-vulkan-drivers provides lavapipe, a CPU device)");
  check("vkCreateInstance", result);
}

static std::string lowercase(std::string text) {
  for (char &c : text)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

void VulkanDevice::choosePhysicalDevice() {
  uint32_t count = 0;
  check("vkEnumeratePhysicalDevices",
        vkEnumeratePhysicalDevices(instance, &count, nullptr));
  if (count == 0)
    vulkanFailure("vkEnumeratePhysicalDevices", VK_ERROR_INITIALIZATION_FAILED,
                  "no Vulkan device is present");
  std::vector<VkPhysicalDevice> devices(count);
  check("vkEnumeratePhysicalDevices",
        vkEnumeratePhysicalDevices(instance, &count, devices.data()));
  std::vector<VkPhysicalDeviceProperties> all(count);
  for (uint32_t i = 0; i < count; ++i)
    vkGetPhysicalDeviceProperties(devices[i], &all[i]);

  uint32_t chosen = 0;
  if (requestedIndex >= 0) {
    if (static_cast<uint32_t>(requestedIndex) >= count)
      vulkanMisuse("device " + std::to_string(requestedIndex) +
                   " was asked for; there are " + std::to_string(count));
    chosen = static_cast<uint32_t>(requestedIndex);
  } else if (const char *wanted = std::getenv("ACCEL_VULKAN_DEVICE");
             wanted && *wanted) {
    std::string text = wanted;
    bool isIndex = std::all_of(text.begin(), text.end(), [](char c) {
      return std::isdigit(static_cast<unsigned char>(c));
    });
    chosen = count;
    for (uint32_t i = 0; i < count && chosen == count; ++i)
      if (isIndex ? text == std::to_string(i)
                  : lowercase(all[i].deviceName).find(lowercase(text)) !=
                        std::string::npos)
        chosen = i;
    if (chosen == count) {
      std::string list;
      for (uint32_t i = 0; i < count; ++i)
        list += (i ? ", " : "") + std::to_string(i) + ": " + all[i].deviceName;
      vulkanMisuse("ACCEL_VULKAN_DEVICE='" + text +
                   "' names no Vulkan device (an index or a part of a name); "
                   "the devices are " +
                   list);
    }
  }
  physical = devices[chosen];
  props = all[chosen];
  vkGetPhysicalDeviceMemoryProperties(physical, &memoryProps);

  uint32_t families = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, nullptr);
  std::vector<VkQueueFamilyProperties> queues(families);
  vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, queues.data());
  queueFamily = families;
  for (uint32_t i = 0; i < families && queueFamily == families; ++i)
    if (queues[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
      queueFamily = i;
  if (queueFamily == families)
    vulkanFailure("vkGetPhysicalDeviceQueueFamilyProperties",
                  VK_ERROR_FEATURE_NOT_PRESENT,
                  std::string("device '") + props.deviceName +
                      "' has no compute queue");
}

void VulkanDevice::createLogicalDevice() {
  // Every optional feature the device has that kernels may use: 64-bit and
  // 16-bit arithmetic, 8- and 16-bit storage (the accelerator's options
  // decide what kernels use; the device decides what exists).
  VkPhysicalDeviceVulkan12Features features12{};
  features12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
  VkPhysicalDeviceVulkan11Features features11{};
  features11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
  features11.pNext = &features12;
  VkPhysicalDeviceFeatures2 features{};
  features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
  bool vulkan12 = props.apiVersion >= VK_API_VERSION_1_2;
  if (vulkan12) {
    features.pNext = &features11;
    vkGetPhysicalDeviceFeatures2(physical, &features);
  } else {
    vkGetPhysicalDeviceFeatures(physical, &features.features);
  }
  VkPhysicalDeviceFeatures2 enabled{};
  enabled.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
  enabled.features.shaderFloat64 = features.features.shaderFloat64;
  enabled.features.shaderInt64 = features.features.shaderInt64;
  enabled.features.shaderInt16 = features.features.shaderInt16;
  VkPhysicalDeviceVulkan11Features enabled11{};
  enabled11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
  enabled11.storageBuffer16BitAccess = features11.storageBuffer16BitAccess;
  VkPhysicalDeviceVulkan12Features enabled12{};
  enabled12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
  enabled12.shaderFloat16 = features12.shaderFloat16;
  enabled12.shaderInt8 = features12.shaderInt8;
  enabled12.storageBuffer8BitAccess = features12.storageBuffer8BitAccess;
  if (vulkan12) {
    enabled.pNext = &enabled11;
    enabled11.pNext = &enabled12;
  }

  float priority = 1.0f;
  VkDeviceQueueCreateInfo queue{};
  queue.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
  queue.queueFamilyIndex = queueFamily;
  queue.queueCount = 1;
  queue.pQueuePriorities = &priority;
  VkDeviceCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
  info.queueCreateInfoCount = 1;
  info.pQueueCreateInfos = &queue;
  if (vulkan12)
    info.pNext = &enabled;
  else
    info.pEnabledFeatures = &enabled.features;
  check("vkCreateDevice", vkCreateDevice(physical, &info, nullptr, &logical));
  vkGetDeviceQueue(logical, queueFamily, 0, &computeQueue);

  VkCommandPoolCreateInfo poolInfo{};
  poolInfo.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
  poolInfo.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  poolInfo.queueFamilyIndex = queueFamily;
  check("vkCreateCommandPool",
        vkCreateCommandPool(logical, &poolInfo, nullptr, &pool));

  decideStaging();
  // The largest single allocation: the biggest heap buffers can be in
  // (host-visible, or device-local with staging), and
  // maxMemoryAllocationSize where the device reports it (Vulkan 1.1).
  VkMemoryPropertyFlags usable = staged ? VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT
                                        : VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT;
  for (uint32_t i = 0; i < memoryProps.memoryTypeCount; ++i)
    if (memoryProps.memoryTypes[i].propertyFlags & usable)
      maxAllocation = std::max<uint64_t>(
          maxAllocation,
          memoryProps.memoryHeaps[memoryProps.memoryTypes[i].heapIndex].size);
  if (props.apiVersion >= VK_API_VERSION_1_1) {
    VkPhysicalDeviceMaintenance3Properties maintenance{};
    maintenance.sType =
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES;
    VkPhysicalDeviceProperties2 props2{};
    props2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    props2.pNext = &maintenance;
    vkGetPhysicalDeviceProperties2(physical, &props2);
    if (maintenance.maxMemoryAllocationSize)
      maxAllocation = std::min<uint64_t>(maxAllocation,
                                         maintenance.maxMemoryAllocationSize);
  }
}

uint32_t VulkanDevice::chooseMemoryType(uint32_t allowedTypes,
                                        bool mapped) const {
  // Unmapped, device-local memory the host need not see.
  const VkMemoryPropertyFlags needed =
      !mapped ? VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT
              : VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                    VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  uint32_t best = UINT32_MAX;
  for (uint32_t i = 0; i < memoryProps.memoryTypeCount; ++i) {
    VkMemoryPropertyFlags flags = memoryProps.memoryTypes[i].propertyFlags;
    if (!(allowedTypes & (1u << i)) || (flags & needed) != needed)
      continue;
    if (best == UINT32_MAX || (flags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT))
      best = i;
    if (flags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)
      break;
  }
  if (best == UINT32_MAX)
    vulkanFailure("vkGetBufferMemoryRequirements", VK_ERROR_FEATURE_NOT_PRESENT,
                  mapped ? "no host-visible, coherent memory type can hold "
                           "the buffer"
                         : "no device-local memory type can hold the buffer");
  return best;
}

DeviceBuffer VulkanDevice::createBuffer(uint64_t size, VkBufferUsageFlags usage,
                                        bool mapped, void **address) {
  DeviceBuffer entry;
  entry.size = size;
  entry.mapped = mapped;
  VkBufferCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  info.size = size;
  info.usage = usage;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  check("vkCreateBuffer",
        vkCreateBuffer(logical, &info, nullptr, &entry.buffer));
  VkMemoryRequirements requirements;
  vkGetBufferMemoryRequirements(logical, entry.buffer, &requirements);
  VkMemoryAllocateInfo alloc{};
  alloc.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
  alloc.allocationSize = requirements.size;
  alloc.memoryTypeIndex = chooseMemoryType(requirements.memoryTypeBits, mapped);
  VkResult result = vkAllocateMemory(logical, &alloc, nullptr, &entry.memory);
  if (result != VK_SUCCESS)
    vulkanFailure("vkAllocateMemory", result,
                  std::to_string(size) + " bytes requested");
  check("vkBindBufferMemory",
        vkBindBufferMemory(logical, entry.buffer, entry.memory, 0));
  if (!mapped) {
    // An address of its own that the host cannot touch by mistake.
    *address = mmap(nullptr, size, PROT_NONE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (*address == MAP_FAILED)
      vulkanFailure("mgpuMemAlloc", VK_ERROR_OUT_OF_HOST_MEMORY,
                    "no address range of " + std::to_string(size) +
                        " bytes to reserve for a staged buffer");
  } else {
    check("vkMapMemory",
          vkMapMemory(logical, entry.memory, 0, VK_WHOLE_SIZE, 0, address));
  }
  return entry;
}

void VulkanDevice::destroyBuffer(const DeviceBuffer &buffer, void *address) {
  if (buffer.mapped)
    vkUnmapMemory(logical, buffer.memory);
  else
    munmap(address, buffer.size);
  vkDestroyBuffer(logical, buffer.buffer, nullptr);
  vkFreeMemory(logical, buffer.memory, nullptr);
}

void *VulkanDevice::allocate(uint64_t bytes, bool mapped) {
  // Vulkan has no empty buffers; an empty memref still gets an address.
  uint64_t size = std::max<uint64_t>(bytes, 4);
  if (size > maxAllocation)
    vulkanFailure("mgpuMemAlloc", VK_ERROR_OUT_OF_DEVICE_MEMORY,
                  std::to_string(bytes) + " bytes requested; device '" +
                      props.deviceName + "' allocates at most " +
                      std::to_string(maxAllocation) + " bytes at once");
  void *address = nullptr;
  DeviceBuffer entry = createBuffer(size,
                                    VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
                                        VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                                        VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                                    mapped || !staged, &address);
  buffers[reinterpret_cast<uint64_t>(address)] = entry;
  return address;
}

void VulkanDevice::free(void *address) {
  auto it = buffers.find(reinterpret_cast<uint64_t>(address));
  if (it == buffers.end())
    vulkanMisuse(
        "mgpuMemFree: " + std::to_string(reinterpret_cast<uint64_t>(address)) +
        " is not the address of a device buffer");
  destroyBuffer(it->second, address);
  buffers.erase(it);
}

const DeviceBuffer *VulkanDevice::find(uint64_t address,
                                       uint64_t &offset) const {
  auto it = buffers.upper_bound(address);
  if (it == buffers.begin())
    return nullptr;
  --it;
  if (address >= it->first + it->second.size)
    return nullptr;
  offset = address - it->first;
  return &it->second;
}

const DeviceBuffer &VulkanDevice::lookup(uint64_t address, uint64_t &offset,
                                         const char *user) const {
  if (const DeviceBuffer *buffer = find(address, offset))
    return *buffer;
  vulkanMisuse(std::string(user) + ": address " + std::to_string(address) +
               " is in no device buffer (host memory cannot be bound to a "
               "Vulkan kernel; allocate with gpu.alloc)");
}

void accel::runtime::recordBarrier(VkCommandBuffer commands,
                                   VkPipelineStageFlags from,
                                   VkAccessFlags written,
                                   VkPipelineStageFlags to,
                                   VkAccessFlags accessed) {
  VkMemoryBarrier barrier{};
  barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
  barrier.srcAccessMask = written;
  barrier.dstAccessMask = accessed;
  vkCmdPipelineBarrier(commands, from, to, 0, 1, &barrier, 0, nullptr, 0,
                       nullptr);
}

VkCommandBuffer VulkanDevice::beginCommands() {
  VkCommandBuffer buffer = commandBuffer();
  check("vkResetCommandBuffer", vkResetCommandBuffer(buffer, 0));
  VkCommandBufferBeginInfo begin{};
  begin.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check("vkBeginCommandBuffer", vkBeginCommandBuffer(buffer, &begin));
  return buffer;
}

/// ACCEL_VULKAN_TIMEOUT_S, whole seconds (600 when unset): at most what
/// vkWaitForFences' nanoseconds hold. Anything else is a misuse, not a
/// timeout of 0 s (what strtoull made of a word) or one that wrapped.
static uint64_t readTimeoutSeconds() {
  constexpr uint64_t kMax = UINT64_MAX / 1000000000ull;
  const char *text = std::getenv("ACCEL_VULKAN_TIMEOUT_S");
  if (!text)
    return 600;
  std::string value = text;
  bool digits = !value.empty() && value.size() <= 20 &&
                std::all_of(value.begin(), value.end(), [](char c) {
                  return std::isdigit(static_cast<unsigned char>(c));
                });
  uint64_t seconds = digits ? std::strtoull(text, nullptr, 10) : 0;
  if (!digits || seconds < 1 || seconds > kMax)
    vulkanMisuse("ACCEL_VULKAN_TIMEOUT_S='" + value +
                 "' is not a whole number of seconds from 1 to " +
                 std::to_string(kMax));
  return seconds;
}

void VulkanDevice::submitAndWait(const std::string &what) {
  check("vkEndCommandBuffer", vkEndCommandBuffer(commands));
  VkFence done = fence();
  check("vkResetFences", vkResetFences(logical, 1, &done));
  VkSubmitInfo submit{};
  submit.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &commands;
  check("vkQueueSubmit", vkQueueSubmit(computeQueue, 1, &submit, done));
  static const uint64_t seconds = readTimeoutSeconds();
  VkResult result =
      vkWaitForFences(logical, 1, &done, VK_TRUE, seconds * 1000000000ull);
  if (result == VK_TIMEOUT)
    vulkanFailure("vkWaitForFences", result,
                  what + " did not finish within " + std::to_string(seconds) +
                      " s (ACCEL_VULKAN_TIMEOUT_S)");
  check("vkWaitForFences", result);
}

VkCommandBuffer VulkanDevice::commandBuffer() {
  if (!commands) {
    VkCommandBufferAllocateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    info.commandPool = pool;
    info.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    info.commandBufferCount = 1;
    check("vkAllocateCommandBuffers",
          vkAllocateCommandBuffers(logical, &info, &commands));
  }
  return commands;
}

VkFence VulkanDevice::fence() {
  if (!launchFence) {
    VkFenceCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    check("vkCreateFence",
          vkCreateFence(logical, &info, nullptr, &launchFence));
  }
  return launchFence;
}

VkQueryPool VulkanDevice::timestampPool() {
  if (!timestampsChecked) {
    timestampsChecked = true;
    uint32_t families = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, nullptr);
    std::vector<VkQueueFamilyProperties> queues(families);
    vkGetPhysicalDeviceQueueFamilyProperties(physical, &families,
                                             queues.data());
    timestampBits = queues[queueFamily].timestampValidBits;
    if (timestampBits && props.limits.timestampPeriod > 0) {
      VkQueryPoolCreateInfo info{};
      info.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
      info.queryType = VK_QUERY_TYPE_TIMESTAMP;
      info.queryCount = 2;
      check("vkCreateQueryPool",
            vkCreateQueryPool(logical, &info, nullptr, &timestamps));
    }
  }
  return timestamps;
}

double VulkanDevice::timestampMilliseconds() {
  uint64_t ticks[2] = {0, 0};
  check("vkGetQueryPoolResults",
        vkGetQueryPoolResults(
            logical, timestamps, 0, 2, sizeof(ticks), ticks, sizeof(uint64_t),
            VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT));
  uint64_t mask =
      timestampBits >= 64 ? ~uint64_t(0) : (uint64_t(1) << timestampBits) - 1;
  uint64_t elapsed = (ticks[1] - ticks[0]) & mask;
  return static_cast<double>(elapsed) * props.limits.timestampPeriod / 1e6;
}
