# ===- check-explain-json.py - the fields of --accel-explain=json ---------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Checks, field by field, the explanation of test/Selection/explain-json.mlir
# read from the file named by argv[1] ("-": standard input).
# ===----------------------------------------------------------------------===//
import json
import sys

text = sys.stdin.read() if sys.argv[1] == "-" else open(sys.argv[1]).read()
kernels = json.loads(text)["kernels"]
assert [k["kernel"] for k in kernels] == ["explicit", "from_module"], kernels

explicit, from_module = kernels
assert set(explicit) == {"kernel", "location", "accelerator", "backend",
                         "skipped"}, explicit
assert explicit["location"]["file"].endswith("explain-json.mlir")
assert explicit["location"]["line"] == 16 and explicit["location"]["column"] == 3
assert explicit["skipped"] is False

accelerator = explicit["accelerator"]
assert accelerator["name"] == "cpu"
assert accelerator["source"] == "command line"
assert accelerator["options"] == {"cpu": "x86-64-v3",
                                  "triple": "x86_64-unknown-linux-gnu"}
same = "the same choice, lower precedence than the command line"
assert accelerator["passedOver"] == [
    {"name": "cpu", "source": "kernel attribute", "reason": same},
    {"name": "cpu", "source": "registry default", "reason": same},
], accelerator["passedOver"]

backend = explicit["backend"]
assert backend["name"] == "cpu-loops" and backend["options"] == {}
assert backend["source"] == "kernel attribute"
lower = "lower precedence than the kernel attribute"
assert backend["passedOver"] == [
    {"name": "cpu-openmp", "source": "module attribute", "reason": lower},
    {"name": "cpu-vector", "source": "environment", "reason": lower},
    {"name": "cpu-vector", "source": "accelerator default", "reason": lower},
], backend["passedOver"]

backend = from_module["backend"]
assert backend["name"] == "cpu-openmp"
# cpu-vector's tiles and blocks follow the host: their names, not values.
assert backend["options"]["num-threads"] == "2"
assert sorted(backend["options"]) == [
    "block-k", "block-m", "block-n", "num-threads", "pack-a", "tile-k", "tile-m", "tile-n",
    "vector-width"], backend["options"]
assert backend["source"] == "module attribute"
assert [p["source"] for p in backend["passedOver"]] == [
    "environment", "accelerator default"]
assert from_module["accelerator"]["source"] == "command line"
print("explain json: OK")
