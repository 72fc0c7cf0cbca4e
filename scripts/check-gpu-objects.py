#!/usr/bin/env python3
# ===- scripts/check-gpu-objects.py - validate every object of a gpu.binary -===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Extracts every #gpu.object of an MLIR file, the assembly of PTX or AMDGCN
# objects (gpu-module-to-binary with format=isa) or the bytes of a SPIR-V
# binary, and runs an external validator on each, the file name appended to
# the given command:
#
#   check-gpu-objects.py lowered.mlir -- ptxas --gpu-name sm_80 -o /dev/null
#   check-gpu-objects.py lowered.mlir -- spirv-val --target-env vulkan1.0
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


def unescape(text):
    return re.sub(r'\\(\\|[0-9A-Fa-f]{2})',
                  lambda m: "\\" if m.group(1) == "\\" else
                  chr(int(m.group(1), 16)), text)


def main():
    if "--" not in sys.argv or sys.argv.index("--") != 2:
        sys.exit("usage: check-gpu-objects.py FILE -- COMMAND...")
    source = open(sys.argv[1]).read()
    command = sys.argv[3:]
    count = 0
    with tempfile.TemporaryDirectory() as workdir:
        for binary in OBJECT.finditer(source):
            for index, payload in enumerate(
                    PAYLOAD.finditer(binary.group(2))):
                path = os.path.join(workdir, f"{binary.group(1)}.{index}.o")
                with open(path, "wb") as f:
                    f.write(unescape(payload.group(1)).encode("latin-1"))
                result = subprocess.run(command + [path], capture_output=True,
                                        text=True)
                if result.returncode != 0:
                    sys.stderr.write(result.stdout + result.stderr)
                    sys.exit(f"{binary.group(1)}: rejected by "
                             f"{os.path.basename(command[0])}")
                print(f"{binary.group(1)}: ok")
                count += 1
    if count == 0:
        sys.exit("no gpu.object found")
    print(f"validated {count} objects")


if __name__ == "__main__":
    main()
