//===- VulkanWrappers.cpp - the Vulkan driver of the runtime ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// libaccel_runtime_vulkan.so: the driver (common/Driver.h) that
// libaccel_runtime.so calls for the vulkan kernels of lowered host code.
// The functions keep the names of the mgpu* calls gpu-to-llvm makes (their
// errors name them), with internal linkage: only accelrtGetDriver is
// exported, so nothing clashes with another driver. Modules are loaded from the
// gpu.binary's SPIR-V words; a launch's first parameter is the mask of the
// bindings that are sizes, the others are one per binding of descriptor set 0
// (see accel-spirv-launch-buffers): a device buffer's address, bound to that
// buffer, or a size, bound to a 4-byte buffer holding it as i32; then the grid
// is dispatched. Every call finishes its work before it returns, so streams and
// events are in order by construction and need no Vulkan objects.
//
//===----------------------------------------------------------------------===//

#include "VulkanDevice.h"

#include "../common/Driver.h"
#include "../common/Fatal.h"
#include "../common/Profile.h"

#include <chrono>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

using namespace accel::runtime;

namespace {
struct Module;

/// A kernel of a module, its pipeline made at its first launch (the
/// launch tells how many buffers it binds), with the descriptor set and
/// the buffers holding its sizes that every launch reuses (launches run
/// one at a time, each finished before the next starts).
struct Function {
  Module *module = nullptr;
  std::string name;
  size_t bindings = 0;
  VkDescriptorSetLayout setLayout = VK_NULL_HANDLE;
  VkPipelineLayout layout = VK_NULL_HANDLE;
  VkPipeline pipeline = VK_NULL_HANDLE;
  VkDescriptorPool pool = VK_NULL_HANDLE;
  VkDescriptorSet set = VK_NULL_HANDLE;
  /// Per binding, the 4-byte buffer of a size binding; null otherwise.
  std::vector<void *> sizeHolders;
};

struct Module {
  VkShaderModule shader = VK_NULL_HANDLE;
  std::vector<std::unique_ptr<Function>> functions;
};

/// What streams and events are: nothing is ever pending.
struct Stream {};
struct Event {};
} // namespace

static constexpr uint32_t kSpirvMagic = 0x07230203;

static void *mgpuModuleLoad(const void *data, size_t size, int32_t format,
                            int32_t /*optLevel*/) {
  if (format != ACCELRT_MODULE_BINARY)
    vulkanMisuse("mgpuModuleLoad: the Vulkan runtime loads SPIR-V binaries, "
                 "not assembly for a JIT (is this module compiled for "
                 "nvidia?)");
  uint32_t magic = 0;
  if (size >= sizeof(magic))
    std::memcpy(&magic, data, sizeof(magic));
  if (size < 20 || size % 4 != 0 || magic != kSpirvMagic)
    vulkanMisuse("mgpuModuleLoad: the GPU binary is not SPIR-V (" +
                 std::to_string(size) +
                 " bytes; SPIR-V is a whole number of 32-bit words after a "
                 "5-word header starting with 0x07230203)");
  VulkanDevice &device = VulkanDevice::get();
  std::lock_guard<std::mutex> guard(device.mutex());
  VkShaderModuleCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
  info.codeSize = size;
  info.pCode = static_cast<const uint32_t *>(data);
  auto module = std::make_unique<Module>();
  check("vkCreateShaderModule",
        vkCreateShaderModule(device.device(), &info, nullptr, &module->shader));
  return module.release();
}

static void *mgpuModuleGetFunction(void *handle, const char *name) {
  auto *module = static_cast<Module *>(handle);
  auto function = std::make_unique<Function>();
  function->module = module;
  function->name = name;
  module->functions.push_back(std::move(function));
  return module->functions.back().get();
}

/// Creates `function`'s pipeline for `bindings` storage buffers.
static void createPipeline(VulkanDevice &device, Function &function,
                           size_t bindings) {
  std::vector<VkDescriptorSetLayoutBinding> slots(bindings);
  for (size_t i = 0; i < bindings; ++i) {
    slots[i].binding = static_cast<uint32_t>(i);
    slots[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    slots[i].descriptorCount = 1;
    slots[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
  }
  VkDescriptorSetLayoutCreateInfo setInfo{};
  setInfo.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
  setInfo.bindingCount = static_cast<uint32_t>(bindings);
  setInfo.pBindings = slots.data();
  check("vkCreateDescriptorSetLayout",
        vkCreateDescriptorSetLayout(device.device(), &setInfo, nullptr,
                                    &function.setLayout));
  VkPipelineLayoutCreateInfo layoutInfo{};
  layoutInfo.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
  layoutInfo.setLayoutCount = 1;
  layoutInfo.pSetLayouts = &function.setLayout;
  check("vkCreatePipelineLayout",
        vkCreatePipelineLayout(device.device(), &layoutInfo, nullptr,
                               &function.layout));
  VkComputePipelineCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
  info.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  info.stage.module = function.module->shader;
  info.stage.pName = function.name.c_str();
  info.layout = function.layout;
  VkResult result = vkCreateComputePipelines(
      device.device(), VK_NULL_HANDLE, 1, &info, nullptr, &function.pipeline);
  if (result != VK_SUCCESS)
    vulkanFailure("vkCreateComputePipelines", result,
                  "kernel '" + function.name + "'");
  function.bindings = bindings;
  function.sizeHolders.assign(bindings, nullptr);
  if (!bindings)
    return;
  VkDescriptorPoolSize size{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                            static_cast<uint32_t>(bindings)};
  VkDescriptorPoolCreateInfo poolInfo{};
  poolInfo.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
  poolInfo.maxSets = 1;
  poolInfo.poolSizeCount = 1;
  poolInfo.pPoolSizes = &size;
  check("vkCreateDescriptorPool",
        vkCreateDescriptorPool(device.device(), &poolInfo, nullptr,
                               &function.pool));
  VkDescriptorSetAllocateInfo allocation{};
  allocation.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
  allocation.descriptorPool = function.pool;
  allocation.descriptorSetCount = 1;
  allocation.pSetLayouts = &function.setLayout;
  check("vkAllocateDescriptorSets",
        vkAllocateDescriptorSets(device.device(), &allocation, &function.set));
}

/// Checks the grid against the device's limits.
static void checkGrid(const VulkanDevice &device, const Function &function,
                      const intptr_t grid[3], const intptr_t block[3]) {
  const VkPhysicalDeviceLimits &limits = device.properties().limits;
  for (int dim = 0; dim < 3; ++dim)
    if (grid[dim] < 1 ||
        static_cast<uint64_t>(grid[dim]) > limits.maxComputeWorkGroupCount[dim])
      vulkanMisuse("mgpuLaunchKernel: kernel '" + function.name + "' needs " +
                   std::to_string(grid[dim]) + " workgroups in dimension " +
                   std::to_string(dim) + "; device '" + device.name() +
                   "' allows 1 to " +
                   std::to_string(limits.maxComputeWorkGroupCount[dim]));
  if (block[0] * block[1] * block[2] >
      static_cast<intptr_t>(limits.maxComputeWorkGroupInvocations))
    vulkanMisuse("mgpuLaunchKernel: kernel '" + function.name + "' has " +
                 std::to_string(block[0] * block[1] * block[2]) +
                 " invocations per workgroup; device '" + device.name() +
                 "' allows " +
                 std::to_string(limits.maxComputeWorkGroupInvocations));
}

static void mgpuLaunchKernel(void *handle, intptr_t gridX, intptr_t gridY,
                             intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                             intptr_t blockZ, int32_t sharedMemoryBytes,
                             void * /*stream*/, void **params,
                             size_t paramsCount) {
  auto &function = *static_cast<Function *>(handle);
  VulkanDevice &device = VulkanDevice::get();
  std::lock_guard<std::mutex> guard(device.mutex());
  const intptr_t grid[3] = {gridX, gridY, gridZ};
  const intptr_t block[3] = {blockX, blockY, blockZ};
  checkGrid(device, function, grid, block);
  if (sharedMemoryBytes != 0)
    vulkanMisuse("mgpuLaunchKernel: kernel '" + function.name +
                 "' asks for dynamic shared memory, which SPIR-V kernels "
                 "declare statically");
  if (paramsCount == 0)
    vulkanMisuse("mgpuLaunchKernel: kernel '" + function.name +
                 "' was launched without the mask of its size bindings "
                 "(lower its launches with accel-spirv-launch-buffers)");
  uint64_t sizeMask = *static_cast<const uint64_t *>(params[0]);
  auto isSize = [&](size_t binding) {
    return binding < 64 && (sizeMask >> binding & 1);
  };
  ++params;
  --paramsCount;
  for (size_t i = 0; i < paramsCount; ++i) {
    auto size = *static_cast<const int64_t *>(params[i]);
    if (isSize(i) && (size < INT32_MIN || size > INT32_MAX))
      vulkanMisuse("mgpuLaunchKernel: size " + std::to_string(size) +
                   " (binding " + std::to_string(i) + " of kernel '" +
                   function.name +
                   "') does not fit the 32-bit index of SPIR-V kernels");
  }
  if (!function.pipeline)
    createPipeline(device, function, paramsCount);
  else if (function.bindings != paramsCount)
    vulkanMisuse("mgpuLaunchKernel: kernel '" + function.name +
                 "' was launched with " + std::to_string(function.bindings) +
                 " bindings before and " + std::to_string(paramsCount) +
                 " now");

  VkDevice vk = device.device();
  // The set binds this launch's buffers; a size goes into the buffer that
  // holds that binding's size.
  if (paramsCount) {
    std::vector<VkDescriptorBufferInfo> infos(paramsCount);
    std::vector<VkWriteDescriptorSet> writes(paramsCount);
    uint64_t alignment =
        device.properties().limits.minStorageBufferOffsetAlignment;
    for (size_t i = 0; i < paramsCount; ++i) {
      uint64_t address = *static_cast<const uint64_t *>(params[i]);
      if (isSize(i)) {
        void *&holder = function.sizeHolders[i];
        if (!holder)
          holder = device.allocate(sizeof(int32_t), /*mapped=*/true);
        auto value = static_cast<int32_t>(static_cast<int64_t>(address));
        std::memcpy(holder, &value, sizeof(value));
        address = reinterpret_cast<uint64_t>(holder);
      }
      uint64_t offset = 0;
      const DeviceBuffer &buffer =
          device.lookup(address, offset, "mgpuLaunchKernel");
      if (alignment && offset % alignment != 0)
        vulkanMisuse("mgpuLaunchKernel: buffer " + std::to_string(i) +
                     " of kernel '" + function.name + "' starts " +
                     std::to_string(offset) +
                     " bytes into its allocation, not a multiple of the "
                     "device's storage buffer alignment " +
                     std::to_string(alignment));
      infos[i] = {buffer.buffer, offset, buffer.size - offset};
      writes[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
      writes[i].dstSet = function.set;
      writes[i].dstBinding = static_cast<uint32_t>(i);
      writes[i].descriptorCount = 1;
      writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
      writes[i].pBufferInfo = &infos[i];
    }
    vkUpdateDescriptorSets(vk, static_cast<uint32_t>(paramsCount),
                           writes.data(), 0, nullptr);
  }

  // The device's one command buffer and fence, reused by every launch.
  VkCommandBuffer commands = device.beginCommands();
  VkQueryPool timestamps = profiling() ? device.timestampPool() : nullptr;
  if (timestamps) {
    vkCmdResetQueryPool(commands, timestamps, 0, 2);
    vkCmdWriteTimestamp(commands, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, timestamps,
                        0);
  }
  vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_COMPUTE,
                    function.pipeline);
  if (function.set)
    vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_COMPUTE,
                            function.layout, 0, 1, &function.set, 0, nullptr);
  vkCmdDispatch(commands, static_cast<uint32_t>(gridX),
                static_cast<uint32_t>(gridY), static_cast<uint32_t>(gridZ));
  if (timestamps)
    vkCmdWriteTimestamp(commands, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT,
                        timestamps, 1);
  // The host reads the mapped memory after the fence.
  recordBarrier(commands, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT,
                VK_ACCESS_HOST_READ_BIT);
  auto started = std::chrono::steady_clock::now();
  device.submitAndWait("kernel '" + function.name + "'");
  if (profiling()) {
    if (timestamps)
      reportLaunch("vulkan", function.name, device.timestampMilliseconds(),
                   "device timer");
    else
      reportLaunch("vulkan", function.name, millisecondsSince(started),
                   "host timer");
  }
}

static void *mgpuMemAlloc(uint64_t bytes, void * /*stream*/,
                          bool /*isHostShared*/) {
  VulkanDevice &device = VulkanDevice::get();
  std::lock_guard<std::mutex> guard(device.mutex());
  return device.allocate(bytes);
}

static void mgpuMemFree(void *address, void * /*stream*/) {
  VulkanDevice &device = VulkanDevice::get();
  std::lock_guard<std::mutex> guard(device.mutex());
  device.free(address);
}

// No kernel is running when a copy starts (launches wait for their fence):
// mapped buffers are copied by the host, staged ones through the device
// (VulkanCopies.cpp).
static void mgpuMemcpy(void *dst, void *src, size_t bytes, void * /*stream*/) {
  auto started = std::chrono::steady_clock::now();
  VulkanDevice &device = VulkanDevice::get();
  {
    std::lock_guard<std::mutex> guard(device.mutex());
    device.copy(dst, src, bytes);
  }
  if (profiling())
    reportCopy("vulkan", bytes, millisecondsSince(started),
               device.isStaged() ? "host timer, staged" : "host timer");
}

static void mgpuMemset32(void *dst, uint32_t value, size_t count,
                         void * /*stream*/) {
  VulkanDevice &device = VulkanDevice::get();
  std::lock_guard<std::mutex> guard(device.mutex());
  device.fill(dst, &value, sizeof(value), count);
}

static void mgpuMemset16(void *dst, uint16_t value, size_t count,
                         void * /*stream*/) {
  VulkanDevice &device = VulkanDevice::get();
  std::lock_guard<std::mutex> guard(device.mutex());
  device.fill(dst, &value, sizeof(value), count);
}

static void *mgpuStreamCreate() { return new Stream(); }
static void mgpuStreamDestroy(void *stream) {
  delete static_cast<Stream *>(stream);
}
static void mgpuStreamSynchronize(void *) {}
static void mgpuStreamWaitEvent(void *, void *) {}
static void *mgpuEventCreate() { return new Event(); }
static void mgpuEventDestroy(void *event) {
  delete static_cast<Event *>(event);
}
static void mgpuEventSynchronize(void *) {}
static void mgpuEventRecord(void *, void *) {}

/// Counts the devices with an instance of its own (the device's is made
/// only when a kernel needs it); the reason when there is none.
static int probe(AccelrtDriverDevice *devices, int capacity, char *reason,
                 size_t reasonSize) {
  std::string why;
  int count = VulkanDevice::probe(devices, capacity, why);
  if (count < 0)
    std::snprintf(reason, reasonSize, "%s", why.c_str());
  return count;
}

ACCELRT_DEFINE_DRIVER("vulkan", probe, VulkanDevice::use)
