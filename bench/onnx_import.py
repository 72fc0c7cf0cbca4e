#!/usr/bin/env python3
# ===- bench/onnx_import.py - importing ONNX graphs of growing size -------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Builds ONNX graphs of N nodes with onnx.helper (a chain of blocks: MatMul
# by a 64x64 weight, Add of a bias, Relu, Mul by a constant row, Sigmoid,
# Transpose twice, Reshape there and back, Softmax every 10 nodes), imports
# each with accel.onnx.import_model, and reports the time against what
# onnx itself takes to check the same model and infer its shapes
# (onnx.checker + onnx.shape_inference, in the same run). Before timing, the
# 1,000-node model is compiled (cpu-vector) and run, and its output checked
# against NumPy. Each figure is the fastest of --repeat runs. Target
# (issue 39): 1,000 nodes in under 2 s. Writes bench/results/onnx-import.md.
#
#   PYTHONPATH=build/lib/python bench/onnx_import.py [--sizes 100,1000,5000]
# ===----------------------------------------------------------------------===//

import argparse
import time

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

import accel.onnx
from benchlib import cpu_model, write_table

WIDTH = 64


def build(nodes, seed=0):
    """A chain of `nodes` nodes on an 8 x WIDTH input, and a NumPy function
    computing the same."""
    rng = np.random.default_rng(seed)
    graph_nodes, initializers, steps = [], [], []
    value, index = "x", 0

    def add(op, inputs, **attributes):
        nonlocal value, index
        out = f"v{index}"
        graph_nodes.append(helper.make_node(op, [value] + inputs, [out],
                                            name=f"n{index}", **attributes))
        value, index = out, index + 1

    def constant(array):
        name = f"c{len(initializers)}"
        initializers.append(numpy_helper.from_array(array, name))
        return name

    while index < nodes:
        kind = index % 10
        if kind == 0:
            w = (rng.standard_normal((WIDTH, WIDTH)) / 8).astype(np.float32)
            add("MatMul", [constant(w)])
            steps.append(lambda v, w=w: v @ w)
        elif kind == 1:
            b = rng.standard_normal(WIDTH).astype(np.float32)
            add("Add", [constant(b)])
            steps.append(lambda v, b=b: v + b)
        elif kind == 2:
            add("Relu", [])
            steps.append(lambda v: np.maximum(v, 0))
        elif kind == 3:
            m = rng.uniform(0.5, 1.5, (1, WIDTH)).astype(np.float32)
            add("Mul", [constant(m)])
            steps.append(lambda v, m=m: v * m)
        elif kind == 4:
            add("Sigmoid", [])
            steps.append(lambda v: 1 / (1 + np.exp(-v)))
        elif kind in (5, 6):
            add("Transpose", [], perm=[1, 0])
            steps.append(lambda v: v.T)
        elif kind == 7:
            add("Reshape", [constant(np.int64([-1]))])
            steps.append(lambda v: v.reshape(-1))
        elif kind == 8:
            add("Reshape", [constant(np.int64([8, WIDTH]))])
            steps.append(lambda v: v.reshape(8, WIDTH))
        else:
            add("Softmax", [], axis=-1)
            steps.append(lambda v: np.exp(v - v.max(-1, keepdims=True)) /
                         np.exp(v - v.max(-1, keepdims=True)).sum(
                             -1, keepdims=True))
    shape = [WIDTH * 8] if index % 10 == 8 else [8, WIDTH]
    graph = helper.make_graph(
        graph_nodes, "chain",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [8, WIDTH])],
        [helper.make_tensor_value_info(value, TensorProto.FLOAT, shape)],
        initializers)
    model = helper.make_model(graph, opset_imports=[
        helper.make_opsetid("", 17)])

    def reference(x):
        for step in steps:
            x = step(x)
        return x
    return model, reference


def fastest(function, repeat):
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100,1000,5000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    model, reference = build(1000)
    x = np.random.default_rng(1).standard_normal((8, WIDTH)).astype(
        np.float32)
    start = time.perf_counter()
    compiled = accel.onnx.compile(model, target="cpu", backend="cpu-vector")
    compile_seconds = time.perf_counter() - start
    np.testing.assert_allclose(compiled(x), reference(x), rtol=1e-4,
                               atol=1e-5)

    lines = [f"# Importing ONNX graphs ({cpu_model()})", "",
             "accel.onnx.import_model on chains of N nodes (see "
             "bench/onnx_import.py), against onnx.checker.check_model + "
             "onnx.shape_inference.infer_shapes on the same model, the "
             f"fastest of {args.repeat} runs. The 1,000-node model's output "
             "was checked against NumPy on cpu-vector first. Target: 1,000 "
             "nodes in under 2 s.", "",
             "| nodes | import (s) | ms / node | onnx check + infer (s) | "
             "import / onnx |", "|---|---|---|---|---|"]
    for size in [int(s) for s in args.sizes.split(",")]:
        model, _ = build(size)
        data = model.SerializeToString()
        imported = fastest(lambda: accel.onnx.import_model(data),
                           args.repeat)

        def onnx_itself():
            loaded = onnx.load_from_string(data)
            onnx.checker.check_model(loaded)
            onnx.shape_inference.infer_shapes(loaded)
        reference_time = fastest(onnx_itself, args.repeat)
        lines.append(f"| {size} | {imported:.3f} | "
                     f"{1000 * imported / size:.3f} | {reference_time:.3f} | "
                     f"{imported / reference_time:.1f}x |")
    lines += ["", f"Compiling the 1,000-node model (import, cpu-vector, "
              f"and the JIT): {compile_seconds:.1f} s, once."]
    write_table(lines, "onnx-import.md")


if __name__ == "__main__":
    main()
