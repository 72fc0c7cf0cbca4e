#!/usr/bin/env python3
# ===- scripts/check-gpu-objects.py - validate every object of a gpu.binary -===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Extracts every #gpu.object of an MLIR file, the assembly of PTX or AMDGCN
# objects (gpu-module-to-binary with format=isa) or the bytes of a SPIR-V
# binary, from its gpu.binary or, in lowered host code, from the global that
# accel-gpu-to-runtime made of it (`@__accel_gpu_<binary>`, its target in
# `accel.gpu_object`), and runs an external validator on each, the file name appended to
# the given command:
#
#   check-gpu-objects.py lowered.mlir -- ptxas --gpu-name sm_80 -o /dev/null
#   check-gpu-objects.py lowered.mlir --only=spirv -- spirv-val
#
# --only=nvvm|rocdl|spirv keeps the objects of that target (mixed modules).
# With `true` as the command and ACCEL_KEEP_OBJECTS=DIR set, the objects are
# written to DIR as <binary>.<n>.ptx, .s (AMDGCN) or .spv and kept.
#
# Prints one line per object and "validated N objects"; exits non-zero when
# the file holds no object or the validator rejects one. Used by lit
# (test/Backends/gpu-simt/).
# ===----------------------------------------------------------------------===//

import os
import re
import subprocess
import sys
import tempfile

# MLIR prints string attributes with \XX hex escapes for special bytes and
# \\ for a backslash.
STRING = r'"((?:[^"\\]|\\\\|\\[0-9A-Fa-f]{2})*)"'
OBJECT = re.compile(r'gpu\.binary @(\w+)\s*\[(.*?)\]\s*$', re.MULTILINE)
# An ISA object names its text `assembly = "..."`; a binary one is the
# object's last, unnamed string.
PAYLOAD = re.compile(r'(?:assembly = |>, )' + STRING + r'>')
# The global of a lowered binary: its bytes, then its attributes.
GLOBAL = re.compile(r'llvm\.mlir\.global internal constant @__accel_gpu_(\w+)\(' +
                    STRING + r'\) \{accel\.gpu_object = \{format = "(\w+)", '
                    r'kind = "\w+", (?:properties = \{[^}]*\}, )?'
                    r'target = (#\w+)', re.MULTILINE)


USAGE = "usage: check-gpu-objects.py FILE [--only=nvvm|rocdl|spirv] -- COMMAND..."


def unescape(text):
    return re.sub(r'\\(\\|[0-9A-Fa-f]{2})',
                  lambda m: "\\" if m.group(1) == "\\" else
                  chr(int(m.group(1), 16)), text)


def main():
    if "--" not in sys.argv or sys.argv.index("--") not in (2, 3):
        sys.exit(USAGE)
    separator = sys.argv.index("--")
    only = None
    if separator == 3:
        if not sys.argv[2].startswith("--only="):
            sys.exit(USAGE)
        only = sys.argv[2][len("--only="):]
    source = open(sys.argv[1]).read()
    command = sys.argv[separator + 1:]
    count = 0
    keep = os.environ.get("ACCEL_KEEP_OBJECTS")
    if keep:
        os.makedirs(keep, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        workdir = keep or scratch
        objects = []
        for binary in OBJECT.finditer(source):
            kind = "spirv" if "#spirv.target_env" in binary.group(2) else (
                "rocdl" if "#rocdl.target" in binary.group(2) else "nvvm")
            for index, payload in enumerate(
                    PAYLOAD.finditer(binary.group(2))):
                objects.append((binary.group(1), index, kind,
                                unescape(payload.group(1))))
        for found in GLOBAL.finditer(source):
            kind = {"#spirv": "spirv", "#rocdl": "rocdl"}.get(
                found.group(4), "nvvm")
            data = unescape(found.group(2))
            if found.group(3) == "assembly":
                data = data.rstrip("\0")
            objects.append((found.group(1), 0, kind, data))
        for name, index, kind, data in objects:
            if only and kind != only:
                continue
            extension = {"spirv": "spv", "rocdl": "s", "nvvm": "ptx"}[kind]
            path = os.path.join(workdir, f"{name}.{index}.{extension}")
            with open(path, "wb") as f:
                f.write(data.encode("latin-1"))
            result = subprocess.run(command + [path], capture_output=True,
                                    text=True)
            if result.returncode != 0:
                sys.stderr.write(result.stdout + result.stderr)
                sys.exit(f"{name}: rejected by "
                         f"{os.path.basename(command[0])}")
            print(f"{name}: ok")
            count += 1
    if count == 0:
        sys.exit("no gpu.object found")
    print(f"validated {count} objects")


if __name__ == "__main__":
    main()
