# -*- Python -*-
# lit configuration of the accel regression tests.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "accel"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.accel_obj_root, "test")

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", config.llvm_shlib_ext))

# ACCEL_VULKAN_STAGING: CTest's lit-vulkan-staged runs the Vulkan tests
# again with every copy staged (docs/Runtime.md).
llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP",
                                     "ACCEL_VULKAN_STAGING"])
llvm_config.use_default_substitutions()

# The accel tools come first on PATH; FileCheck, not, split-file and the MLIR
# tools come from the LLVM installation.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tool_dirs = [config.accel_tools_dir, config.llvm_tools_dir]
tools = ["accel-opt", "accel-reduce", "accel-lsp-server", "accel-capi-test",
         "accel-runtime-test", "mlir-opt", "mlir-runner"]
llvm_config.add_tool_substitutions(tools, tool_dirs)
config.substitutions.append(("%accel_tools_dir", config.accel_tools_dir))

# Tools built with -fsanitize (scripts/asan.sh, scripts/tsan.sh).
if config.accel_sanitized:
    config.available_features.add("sanitizer")

# accel-opt linked with jemalloc (tools/accel-opt/CMakeLists.txt).
if config.accel_opt_jemalloc:
    config.available_features.add("jemalloc")

# The example plugins (plugins/) and the broken ones (Plugins/Inputs/).
config.substitutions.append(
    ("%plugins", os.path.join(config.accel_obj_root, "plugins")))
config.substitutions.append(
    ("%broken", os.path.join(config.accel_obj_root, "test", "Plugins",
                             "broken")))
config.substitutions.append(
    ("%crashy", os.path.join(config.accel_obj_root, "test", "Plugins",
                             "crashy", "crashy.so")))

# Runtime libraries for executed tests (test/Integration/): the runner utils
# and the OpenMP runtime that cpu-openmp code calls.
runner_libs = [
    os.path.join(config.llvm_lib_dir, "libmlir_runner_utils" + config.llvm_shlib_ext),
    os.path.join(config.llvm_lib_dir, "libmlir_c_runner_utils" + config.llvm_shlib_ext),
    os.path.join(config.llvm_lib_dir, "libomp" + config.llvm_shlib_ext),
]
config.substitutions.append(("%mlir_runner_utils", runner_libs[0]))
config.substitutions.append(("%mlir_c_runner_utils", runner_libs[1]))
config.substitutions.append(
    ("%run-cpu", "mlir-runner -e main -entry-point-result=void "
     "-shared-libs=" + ",".join(runner_libs)))

# The runtime (runtime/): lowered host code of vulkan and nvidia kernels runs
# in mlir-runner with the runner utilities and libaccel_runtime, which loads
# its drivers from its own directory. `vulkan` when the Vulkan driver was
# built and a Vulkan device answers (lavapipe, from mesa-vulkan-drivers, in
# CI); `cuda-device` when the CUDA driver was built and sees a GPU.
import ctypes
import subprocess

def runtime_path(name):
    return os.path.join(config.accel_obj_root, "lib", "lib" + name +
                        config.llvm_shlib_ext)

def enabled(value):
    return value.upper() in ("ON", "1", "TRUE", "YES")

def vulkan_device_present():
    try:
        return subprocess.run(["vulkaninfo", "--summary"],
                              stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL,
                              timeout=60).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False

def cuda_device_present():
    try:
        cuda = ctypes.CDLL("libcuda.so.1")
        count = ctypes.c_int(0)
        return (cuda.cuInit(0) == 0 and
                cuda.cuDeviceGetCount(ctypes.byref(count)) == 0 and
                count.value > 0)
    except OSError:
        return False

runtime_library = runtime_path("accel_runtime")
config.substitutions.append(("%accel_runtime", runtime_library))
run_gpu = ("mlir-runner -e main -entry-point-result=void -shared-libs=" +
           ",".join(runner_libs + [runtime_library]))
config.substitutions.append(("%run-gpu", run_gpu))
for flag, present, feature, tool in [
        (config.accel_vulkan_runtime, vulkan_device_present, "vulkan",
         "run-vulkan"),
        (config.accel_cuda_runtime, cuda_device_present, "cuda-device",
         "run-cuda")]:
    config.substitutions.append(("%" + tool, run_gpu))
    if enabled(flag) and present():
        config.available_features.add(feature)
    elif feature == "vulkan" and os.environ.get("ACCEL_REQUIRE_VULKAN") == "1":
        lit_config.fatal("ACCEL_REQUIRE_VULKAN=1, but " +
                         ("no Vulkan device answers (vulkaninfo --summary)"
                          if enabled(flag) else
                          "libaccel_runtime_vulkan was not built") +
                         ": the vulkan tests would not run")
if not enabled(config.accel_cuda_runtime):
    config.available_features.add("no-cuda-driver")

# Validators of GPU code: every #gpu.object's assembly through an external
# tool. llvm-mc comes with llvm-22-tools; CUDA's ptxas only where installed
# (the `ptxas` feature).
import shutil
# scripts/gpu_kit.py: the kit of executed tests for a GPU machine without
# MLIR, tried on vulkan (test/Integration/vulkan/gpu-kit.mlir).
config.substitutions.append(
    ("%gpu-kit", "python3 " + os.path.join(config.accel_src_root, "scripts",
                                           "gpu_kit.py")))
config.substitutions.append(("%accel_obj_root", config.accel_obj_root))
config.substitutions.append(
    ("%check-gpu-objects",
     "python3 " + os.path.join(config.accel_src_root, "scripts",
                               "check-gpu-objects.py")))
config.substitutions.append(
    ("%llvm-mc", os.path.join(config.llvm_tools_dir, "llvm-mc")))
ptxas = shutil.which("ptxas") or (
    "/usr/local/cuda/bin/ptxas"
    if os.path.exists("/usr/local/cuda/bin/ptxas") else None)
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))

# The upstream bufferize-and-lower passes the integration tests use after
# accel-to-linalg, shared with scripts/run-example.sh.
def read_flags(path):
    with open(path) as f:
        lines = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    return " ".join("'" + l + "'" for l in lines)

config.substitutions.append(
    ("%lower-to-llvm",
     read_flags(os.path.join(config.accel_src_root, "scripts",
                             "lower-to-llvm.flags"))))
