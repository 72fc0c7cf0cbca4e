#!/bin/bash
# ===- scripts/gpu-kit/prepare.sh - everything a lent NVIDIA machine runs --===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Builds KIT (default .kit, ignored by git) here: KIT/tests (gpu_kit.py's
# executed tests on nvidia), KIT/bench (bench/gpu.py's table: f32 matmuls
# from 1024 to 8192 and an odd shape, the naive mapping at 1024, f16/bf16 at
# 4096, a 64M chain, 16384x4096 row sums, with cuBLAS) and KIT/tiles (f32
# matmul 4096 under several tile shapes, row sums under several workgroup
# sizes), KIT/narrow (f16/bf16 matmuls from 2048 to 8192 and an odd shape),
# KIT/mma (f32 matmul 4096 as tf32 under several tensor-core tile shapes,
# against cuBLAS in TF32; f16 and bf16 at 4096), KIT/tune (f16 matmul 4096
# under each candidate autotuning would measure on sm_80 (the chip the
# benchmark compiles for), as
# accel-opt --accel-tune=list-space lists them: the autotuner's search, run
# where no MLIR is)
# and KIT/copies (one matmul, chain and row sums, run with and without
# pinned staging). Then, from the repository's root on the GPU machine:
#   bash scripts/gpu-kit/device.sh KIT OUT
# and here: scripts/gpu_kit.py check KIT/tests OUT/tests.
# ===----------------------------------------------------------------------===//
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
kit=${1:-$root/.kit}
rm -rf "$kit"
python3 "$root/scripts/gpu_kit.py" build "$kit/tests"
gpu="python3 $root/bench/gpu.py --accelerator nvidia --link"
$gpu --emit "$kit/bench" --matmul 1024 2048 4096 8192 5003x3001x2047 \
  --narrow-matmul 4096 --n 67108864 --row-sums 16384 4096
$gpu --emit "$kit/tiles" --matmul 4096 --matmul-options "" \
  --matmul-options '"tile-k" = 16' --matmul-options '"tile-k" = 32' \
  --matmul-options '"tile-m" = 64, "tile-n" = 64, "thread-m" = 4, "thread-n" = 4' \
  --matmul-options '"tile-m" = 128, "tile-n" = 64, "thread-m" = 8, "thread-n" = 4' \
  --matmul-options '"tile-m" = 64, "tile-n" = 128, "thread-m" = 4, "thread-n" = 8' \
  --n 67108864 --row-sums 16384 4096 --row-sum-options "" \
  --row-sum-options 'threads = 128' --row-sum-options 'threads = 512' \
  --row-sum-options 'threads = 1024' --row-sum-options 'threads = 64'
$gpu --emit "$kit/narrow" --matmul 1024 --matmul-options "" \
  --narrow-matmul 2048 4096 8192 5003x3001x2048 --n 1048576 --row-sums 1024 1024 \
  --row-sum-options ""
$gpu --emit "$kit/mma" --matmul 4096 --matmul-options 'tf32 = true' \
  --matmul-options 'tf32 = true, "mma-tile-k" = 16' \
  --matmul-options 'tf32 = true, "mma-tile-n" = 128, "mma-warps-n" = 2' \
  --matmul-options 'tf32 = true, "mma-tile-m" = 256, "mma-tile-n" = 128, "mma-warps-m" = 4, "mma-warps-n" = 2' \
  --narrow-matmul 4096 --narrow-options '"mma-stages" = 3' \
  --n 1048576 --row-sums 1024 1024 --row-sum-options ""
# The candidates of the tensor-core tuning space on bench/gpu.py's chip
# (nvidia's default, sm_80), as its options:
# "note: candidate {mma-stages = 0, ...}" -> '"mma-stages" = 0, ...'.
space=$(mktemp -d)
cat > "$space/k.mlir" <<'EOF'
accel.kernel @k(%a: tensor<4096x4096xf16>, %b: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> attributes {target = #accel.target<"nvidia", {chip = "sm_80"}>} {
  %c = matmul %a, %b : tensor<4096x4096xf16>, tensor<4096x4096xf16> -> tensor<4096x4096xf16>
  return %c : tensor<4096x4096xf16>
}
EOF
tune=()
while IFS= read -r options; do
  tune+=(--narrow-options "$options")
done < <("$root/build/bin/accel-opt" "$space/k.mlir" --accel-tune=list-space=true \
  --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 |
  sed -n 's/.*note: candidate {\(.*\)}$/\1/p' |
  sed -E 's/([a-z0-9-]+) = /"\1" = /g')
rm -rf "$space"
[ ${#tune[@]} -gt 0 ] || { echo "prepare.sh: no tuning candidates listed" >&2; exit 1; }
$gpu --emit "$kit/tune" --matmul 1024 --matmul-options "" \
  --narrow-matmul 4096 --narrow-options "" "${tune[@]}" \
  --n 1048576 --row-sums 1024 1024 --row-sum-options ""
$gpu --emit "$kit/copies" --matmul 4096 --matmul-options "" --n 67108864 \
  --row-sums 16384 4096 --row-sum-options ""
du -sh "$kit"
