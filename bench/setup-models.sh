#!/usr/bin/env bash
#===- bench/setup-models.sh - what bench/models.py needs ------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Installs, where missing, the networks' and peers' packages of
# bench/models.py: Debian's python3-torch and python3-torchvision (the
# networks, their export to ONNX, and PyTorch as a peer), nodejs and npm,
# and npm's onnxruntime-node into bench/ort/node_modules (its CPU library
# ships in the package; --ignore-scripts skips the install script's
# optional CUDA download). The test suite needs none of them. As root, on
# Debian 12, after scripts/setup.sh.
#===-----------------------------------------------------------------------===//
set -euo pipefail

bench="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
missing=()
for package in python3-torch python3-torchvision nodejs npm; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
      grep -q "install ok installed"; then
    # A node and npm not from Debian's packages serve as well.
    if [[ "$package" == nodejs || "$package" == npm ]] &&
        command -v "${package/nodejs/node}" >/dev/null; then
      continue
    fi
    missing+=("$package")
  fi
done
if ((${#missing[@]})); then
  echo "setup-models: installing ${missing[*]}"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    "${missing[@]}"
fi
if [[ ! -d "$bench/ort/node_modules/onnxruntime-node" ]]; then
  (cd "$bench/ort" && npm install --ignore-scripts --no-audit --no-fund)
fi
