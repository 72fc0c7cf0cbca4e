#!/bin/bash
# ===- scripts/gpu-kit/device.sh - run a prepared kit on an NVIDIA machine -===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#   bash scripts/gpu-kit/device.sh KIT OUT
# Runs KIT/tests (outputs to OUT/tests.tar), then bench/gpu.py on KIT/bench
# and KIT/tiles with cuBLAS (OUT/gpu-nvidia.md, OUT/gpu-tiles.md); the log
# is OUT/log. Vulkan runs where a loader and the NVIDIA ICD are present.
# ===----------------------------------------------------------------------===//
kit=$1
out=$2
exec > >(tee "$out/log") 2>&1
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv
for icd in /usr/share/vulkan/icd.d/nvidia_icd.json /etc/vulkan/icd.d/nvidia_icd.json; do
  [ -e "$icd" ] && found=1
done
if [ -z "${found:-}" ] && [ -e /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ]; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
fi
echo "VK_DRIVER_FILES=${VK_DRIVER_FILES:-}"
cublas=$(find / -name 'libcublas.so.1[0-9]*' -not -path '/proc/*' 2>/dev/null | head -1)
echo "cuBLAS: $cublas"
export ACCEL_CUBLAS=$cublas PYTHONUNBUFFERED=1
time bash "$kit/tests/run.sh" "$out/tests"
tar -C "$out" -cf "$out/tests.tar" tests && rm -rf "$out/tests"
for part in bench tiles; do
  name=gpu-nvidia; [ $part = tiles ] && name=gpu-tiles
  time python3 bench/gpu.py --run-lowered "$kit/$part" \
    --runtime "$kit/$part/libaccel_runtime.so" --cublas "$kit/$part/cublas_ref" \
    --output "$out/$name.md"
done
