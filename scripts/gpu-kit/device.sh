#!/bin/bash
# ===- scripts/gpu-kit/device.sh - run a prepared kit on an NVIDIA machine -===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#   bash scripts/gpu-kit/device.sh KIT OUT
# Runs KIT/tests (outputs to OUT/tests.tar), then bench/gpu.py with cuBLAS
# on the parts in PARTS (default "bench narrow mma", the whole GPU table in
# about 3 minutes; "tiles" and "copies" add the SIMT tile and staging
# studies, "tune" the f16 matmul under each candidate of the autotuner's
# tensor-core space): OUT/gpu-PART.md, and with "copies" that part once more with
# ACCEL_CUDA_STAGING=never. The log is OUT/log. Vulkan runs where a loader
# and the NVIDIA ICD are present.
# ===----------------------------------------------------------------------===//
kit=$1
out=$2
exec > >(tee "$out/log") 2>&1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv
# The NVIDIA Vulkan ICD: its manifest where the driver installed one, else
# one written for the driver's libGLX_nvidia.so.0 (which holds the ICD).
icd=$(find /usr/share/vulkan /etc/vulkan /usr/local/nvidia -name 'nvidia_icd*.json' 2>/dev/null | head -1)
glx=$(find / -name 'libGLX_nvidia.so.0' -not -path '/proc/*' 2>/dev/null | head -1)
echo "ICD manifest: ${icd:-none}; libGLX_nvidia: ${glx:-none}"
if [ -z "$icd" ] && [ -n "$glx" ]; then
  icd=/tmp/nvidia_icd.json
  printf '{"file_format_version": "1.0.1", "ICD": {"library_path": "%s", "api_version": "1.3.0"}}\n' "$glx" > $icd
fi
[ -n "$icd" ] && export VK_DRIVER_FILES=$icd
echo "VK_DRIVER_FILES=${VK_DRIVER_FILES:-}"
cublas=$(find / -name 'libcublas.so.1[0-9]*' -not -path '/proc/*' 2>/dev/null | head -1)
echo "cuBLAS: $cublas"
export ACCEL_CUBLAS=$cublas PYTHONUNBUFFERED=1
time bash "$kit/tests/run.sh" "$out/tests"
tar -C "$out" -cf "$out/tests.tar" tests && rm -rf "$out/tests"
parts=${PARTS:-bench narrow mma}
for part in $parts; do
  time python3 bench/gpu.py --run-lowered "$kit/$part" \
    --runtime "$kit/$part/libaccel_runtime.so" --cublas "$kit/$part/cublas_ref" \
    --output "$out/gpu-$part.md"
done
# The copies again without staging: pageable copies by the CUDA driver.
case " $parts " in *" copies "*)
  ACCEL_CUDA_STAGING=never python3 bench/gpu.py --run-lowered "$kit/copies" \
    --runtime "$kit/copies/libaccel_runtime.so" --output "$out/gpu-copies-never.md";;
esac
