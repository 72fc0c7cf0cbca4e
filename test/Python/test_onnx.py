# ===- test_onnx.py - accel.onnx: the importer, compile() and the command --===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Run by CTest (python/onnx) with PYTHONPATH=<build>/lib/python. Models are
# built with onnx.helper and checked against NumPy on every CPU backend and
# vulkan (lavapipe in CI): an MLP and a small CNN end to end, each
# operator's attributes and broadcasting beyond ONNX's own test data
# (test/Conformance), symbolic dimensions, and every error message.
# ===----------------------------------------------------------------------===//

import os
import re
import subprocess
import sys
import tempfile
import unittest

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

import accel
import accel.onnx
from devices import vulkan_device_present

BACKENDS = [("cpu", "cpu-loops"), ("cpu", "cpu-vector"),
            ("cpu", "cpu-openmp")]
if vulkan_device_present():
    BACKENDS.append(("vulkan", "spirv"))
CPU = [("cpu", "cpu-vector")]
F = TensorProto.FLOAT
# accel-opt from the build tree (bin/, beside lib/python).
ACCEL_OPT = os.path.join(os.environ.get("PYTHONPATH", "").split(
    os.pathsep)[0], os.pardir, os.pardir, "bin", "accel-opt")


def model(nodes, inputs, outputs, initializers=(), opset=17, name="g"):
    graph = helper.make_graph(
        nodes, name,
        [helper.make_tensor_value_info(n, t, s) for n, t, s in inputs],
        [helper.make_tensor_value_info(n, t, s) for n, t, s in outputs],
        [numpy_helper.from_array(a, n) for n, a in initializers])
    return helper.make_model(graph, opset_imports=[
        helper.make_opsetid("", opset)])


def conv_reference(x, w, b, strides, pads, dilations, group):
    """NumPy convolution, NCHW / OIHW, any spatial rank."""
    count = x.ndim - 2
    x = np.pad(x, [(0, 0), (0, 0)] + [(pads[i], pads[i + count])
                                      for i in range(count)])
    n, c = x.shape[:2]
    m, cg = w.shape[:2]
    kernel = w.shape[2:]
    out = [(x.shape[2 + i] - (kernel[i] - 1) * dilations[i] - 1) //
           strides[i] + 1 for i in range(count)]
    y = np.zeros((n, m) + tuple(out), dtype=np.float64)
    per_group = m // group
    for f in range(m):
        g = f // per_group
        for index in np.ndindex(*out):
            window = tuple(slice(index[i] * strides[i], index[i] * strides[i]
                                 + (kernel[i] - 1) * dilations[i] + 1,
                                 dilations[i]) for i in range(count))
            patch = x[(slice(None), slice(g * cg, (g + 1) * cg)) + window]
            y[(slice(None), f) + index] = (patch * w[f]).reshape(
                n, -1).sum(axis=1)
    if b is not None:
        y += b.reshape((1, m) + (1,) * count)
    return y.astype(np.float32)


class Case(unittest.TestCase):
    rng = np.random.default_rng(7)

    def random(self, *shape):
        return self.rng.standard_normal(shape).astype(np.float32)

    def check(self, onnx_model, inputs, expected, backends=BACKENDS,
              rtol=1e-4, atol=1e-5, **options):
        for target, backend in backends:
            with self.subTest(backend=backend):
                compiled = accel.onnx.compile(onnx_model, target=target,
                                              backend=backend, **options)
                got = compiled(*inputs)
                got = got if isinstance(got, tuple) else (got,)
                self.assertEqual(len(got), len(expected))
                for g, e in zip(got, expected):
                    self.assertEqual(g.shape, e.shape)
                    np.testing.assert_allclose(g, e, rtol=rtol, atol=atol)


class ModelsTest(Case):
    def test_mlp_on_every_backend(self):
        w1, b1 = self.random(16, 32), self.random(32)
        w2, b2 = self.random(10, 32), self.random(10)
        m = model([
            helper.make_node("MatMul", ["x", "w1"], ["h"]),
            helper.make_node("Add", ["h", "b1"], ["h1"]),
            helper.make_node("Relu", ["h1"], ["h2"]),
            helper.make_node("Gemm", ["h2", "w2", "b2"], ["logits"],
                             transB=1),
            helper.make_node("Softmax", ["logits"], ["probs"], axis=1),
        ], [("x", F, [8, 16])], [("probs", F, [8, 10])],
            [("w1", w1), ("b1", b1), ("w2", w2), ("b2", b2)])
        x = self.random(8, 16)
        h = np.maximum(x @ w1 + b1, 0) @ w2.T + b2
        e = np.exp(h - h.max(axis=1, keepdims=True))
        self.check(m, [x], [e / e.sum(axis=1, keepdims=True)])

    def test_cnn_on_every_backend(self):
        w1, b1 = self.random(8, 3, 3, 3) * 0.3, self.random(8)
        scale, bias = self.random(8), self.random(8)
        mean, var = self.random(8), np.abs(self.random(8)) + 0.5
        w2, b2 = self.random(8, 4) * 0.3, self.random(4)
        m = model([
            helper.make_node("Conv", ["x", "w1", "b1"], ["c"], pads=[1] * 4,
                             strides=[1, 1]),
            helper.make_node("BatchNormalization", ["c", "s", "b", "m", "v"],
                             ["bn"], epsilon=1e-3),
            helper.make_node("Relu", ["bn"], ["r"]),
            helper.make_node("MaxPool", ["r"], ["p"], kernel_shape=[2, 2],
                             strides=[2, 2]),
            helper.make_node("GlobalAveragePool", ["p"], ["g"]),
            helper.make_node("Flatten", ["g"], ["f"]),
            helper.make_node("Gemm", ["f", "w2", "b2"], ["y"]),
        ], [("x", F, [2, 3, 12, 12])], [("y", F, [2, 4])],
            [("w1", w1), ("b1", b1), ("s", scale), ("b", bias), ("m", mean),
             ("v", var), ("w2", w2), ("b2", b2)])
        x = self.random(2, 3, 12, 12)
        c = conv_reference(x, w1, b1, [1, 1], [1] * 4, [1, 1], 1)
        ch = (1, 8, 1, 1)
        bn = (c - mean.reshape(ch)) / np.sqrt(var.reshape(ch) + 1e-3) * \
            scale.reshape(ch) + bias.reshape(ch)
        r = np.maximum(bn, 0)
        p = r.reshape(2, 8, 6, 2, 6, 2).max(axis=(3, 5))
        y = p.mean(axis=(2, 3)) @ w2 + b2
        self.check(m, [x], [y], rtol=1e-3, atol=1e-4)

    def test_inputs_by_name_and_position(self):
        m = model([helper.make_node("Sub", ["a", "b"], ["d"])],
                  [("a", F, [3]), ("b", F, [3])], [("d", F, [3])])
        compiled = accel.onnx.compile(m, target="cpu")
        self.assertEqual(compiled.inputs, ["a", "b"])
        self.assertEqual(compiled.outputs, ["d"])
        a, b = np.float32([5, 6, 7]), np.float32([1, 2, 3])
        np.testing.assert_array_equal(compiled(b=b, a=a), a - b)
        np.testing.assert_array_equal(compiled(a, b=b), a - b)
        with self.assertRaisesRegex(TypeError, "the model has no input 'c'; "
                                    "its inputs: a, b"):
            compiled(a, c=b)
        with self.assertRaisesRegex(TypeError, r"missing input\(s\): b"):
            compiled(a)
        with self.assertRaisesRegex(TypeError, "input 'a' given twice"):
            compiled(a, a=a)

    def test_several_outputs_keep_their_names(self):
        m = model([helper.make_node("Split", ["x"], ["lo", "hi"], axis=0),
                   helper.make_node("Neg", ["hi"], ["minus"])],
                  [("x", F, [4])], [("lo", F, [2]), ("minus", F, [2])])
        text = accel.onnx.import_model(m).text
        self.assertIn('{onnx.name = "x"}', text)
        self.assertIn('tensor<2xf32> {onnx.name = "lo"}, tensor<2xf32> '
                      '{onnx.name = "minus"}', text)
        x = np.float32([1, 2, 3, 4])
        self.check(m, [x], [x[:2], -x[2:]])

    def test_large_weights_are_blobs_not_text(self):
        w = self.random(64, 64)
        m = model([helper.make_node("MatMul", ["x", "w"], ["y"])],
                  [("x", F, [2, 64])], [("y", F, [2, 64])], [("w", w)])
        text = accel.onnx.import_model(m).text
        self.assertIn("dense_resource<onnx_0> : tensor<64x64xf32>", text)
        self.assertIn("dialect_resources", text)
        self.assertLess(len(text), 2 * w.nbytes + 4096)
        x = self.random(2, 64)
        self.check(m, [x], [x @ w], rtol=1e-4, atol=1e-4)

    def test_symbolic_dimensions_specialize_per_call(self):
        w = self.random(4, 3)
        m = model([helper.make_node("MatMul", ["x", "w"], ["y"])],
                  [("x", F, ["batch", 4])], [("y", F, ["batch", 3])],
                  [("w", w)])
        compiled = accel.onnx.compile(m, target="cpu")
        for rows in (1, 5, 2):
            x = self.random(rows, 4)
            np.testing.assert_allclose(compiled(x), x @ w, rtol=1e-5)
        text = accel.onnx.import_model(m, input_shapes={"x": [7, 4]}).text
        self.assertIn("tensor<7x4xf32>", text)


    def test_inputs_needed_as_constants_specialize_per_value(self):
        m = model([helper.make_node("Reshape", ["x", "shape"], ["y"]),
                   helper.make_node("ReduceSum", ["y", "axes"], ["s"],
                                    keepdims=0)],
                  [("x", F, [2, 6]), ("shape", TensorProto.INT64, [2]),
                   ("axes", TensorProto.INT64, [1])],
                  [("s", F, [4])])
        compiled = accel.onnx.compile(m, target="cpu")
        x = self.random(2, 6)
        for shape, axis in (([3, 4], 0), ([4, 3], 1), ([3, 4], 0)):
            np.testing.assert_allclose(
                compiled(x, np.int64(shape), np.int64([axis])),
                x.reshape(shape).sum(axis=axis), rtol=1e-5, atol=1e-6)
        self.assertEqual(len(compiled._compiled), 2)
        text = accel.onnx.import_model(m, input_values={
            "shape": np.int64([4, 3]), "axes": np.int64([1])}).text
        self.assertIn('accel.kernel @g(%arg0: tensor<2x6xf32> {onnx.name = '
                      '"x"}) -> (tensor<4xf32>', text)


    def test_inverted_residual_block_on_every_backend(self):
        # MobileNetV2's block: a 1x1 expansion, ReLU6, a 3x3 depthwise
        # convolution of stride 1 padded by 1, ReLU6, a 1x1 projection and
        # the residual add; 20 channels expanded to 36 (whole vectors and
        # a tail). The depthwise Conv (group = channels, one filter each)
        # imports as accel.depthwise_conv2d, and the layout between the
        # convolutions is NHWC: one transpose in, one out.
        c, e = 20, 36
        w1, b1 = self.random(e, c, 1, 1) * 0.3, self.random(e)
        wd, bd = self.random(e, 1, 3, 3) * 0.3, self.random(e)
        w2, b2 = self.random(c, e, 1, 1) * 0.3, self.random(c)
        six = np.array(6.0, np.float32)
        zero = np.array(0.0, np.float32)
        m = model([
            helper.make_node("Conv", ["x", "w1", "b1"], ["h"]),
            helper.make_node("Clip", ["h", "zero", "six"], ["h6"]),
            helper.make_node("Conv", ["h6", "wd", "bd"], ["d"], group=e,
                             pads=[1] * 4),
            helper.make_node("Clip", ["d", "zero", "six"], ["d6"]),
            helper.make_node("Conv", ["d6", "w2", "b2"], ["p"]),
            helper.make_node("Add", ["p", "x"], ["y"]),
        ], [("x", F, [1, c, 9, 11])], [("y", F, [1, c, 9, 11])],
            [("w1", w1), ("b1", b1), ("wd", wd), ("bd", bd), ("w2", w2),
             ("b2", b2), ("six", six), ("zero", zero)])
        x = self.random(1, c, 9, 11)
        h = np.clip(conv_reference(x, w1, b1, [1, 1], [0] * 4, [1, 1], 1),
                    0, 6)
        d = np.clip(conv_reference(h, wd, bd, [1, 1], [1] * 4, [1, 1], e),
                    0, 6)
        y = conv_reference(d, w2, b2, [1, 1], [0] * 4, [1, 1], 1) + x
        text = accel.onnx.import_model(m).text
        self.assertEqual(text.count("accel.depthwise_conv2d"), 1)
        self.assertEqual(text.count("accel.conv2d"), 2)
        self.check(m, [x], [y], rtol=1e-4, atol=1e-4)
        propagated = subprocess.run(
            [ACCEL_OPT, "--accel-propagate-layout", "-"], input=text,
            capture_output=True, text=True, check=True).stdout
        self.assertEqual(propagated.count(" transpose "), 2, propagated)

class BroadcastingTest(Case):
    def test_multidirectional(self):
        m = model([helper.make_node("Add", ["a", "b"], ["y"])],
                  [("a", F, [3, 1, 5]), ("b", F, [4, 1])],
                  [("y", F, [3, 4, 5])])
        a, b = self.random(3, 1, 5), self.random(4, 1)
        self.check(m, [a, b], [a + b])

    def test_scalar_and_where(self):
        m = model([helper.make_node("Greater", ["a", "t"], ["c"]),
                   helper.make_node("Where", ["c", "a", "z"], ["y"])],
                  [("a", F, [2, 3]), ("t", F, []), ("z", F, [3])],
                  [("y", F, [2, 3])])
        a, t, z = self.random(2, 3), np.float32(0.1), self.random(3)
        self.check(m, [a, t, z], [np.where(a > t, a, z)])

    def test_opset6_broadcast_attribute(self):
        m = model([helper.make_node("Mul", ["a", "b"], ["y"], broadcast=1,
                                    axis=1)],
                  [("a", F, [2, 3, 4]), ("b", F, [3])], [("y", F, [2, 3, 4])],
                  opset=6)
        a, b = self.random(2, 3, 4), self.random(3)
        self.check(m, [a, b], [a * b.reshape(1, 3, 1)], backends=CPU)

    def test_incompatible_shapes_name_the_node(self):
        m = model([helper.make_node("Add", ["a", "b"], ["y"], name="sum")],
                  [("a", F, [3]), ("b", F, [4])], [("y", F, [3])])
        with self.assertRaisesRegex(
                accel.onnx.OnnxImportError,
                r"^node 'sum' \(Add, opset 17\): the input shapes \[3\], "
                r"\[4\] do not broadcast$"):
            accel.onnx.import_model(m)


class AttributesTest(Case):
    def test_gemm_transposes_alpha_beta_and_row_bias(self):
        a, b, c = self.random(5, 3), self.random(4, 5), self.random(1, 4)
        m = model([helper.make_node("Gemm", ["a", "b", "c"], ["y"],
                                    transA=1, transB=1, alpha=0.5, beta=2.0)],
                  [("a", F, [5, 3]), ("b", F, [4, 5]), ("c", F, [1, 4])],
                  [("y", F, [3, 4])])
        self.check(m, [a, b, c], [0.5 * a.T @ b.T + 2 * c])

    def test_batched_broadcast_matmul(self):
        a, b = self.random(2, 1, 3, 4), self.random(5, 4, 6)
        m = model([helper.make_node("MatMul", ["a", "b"], ["y"])],
                  [("a", F, [2, 1, 3, 4]), ("b", F, [5, 4, 6])],
                  [("y", F, [2, 5, 3, 6])])
        self.check(m, [a, b], [a @ b])

    def test_conv_groups_dilations_strides_and_same_lower(self):
        def pads_of(auto_pad):
            # SAME_LOWER, stride 2: ceil(7/2) = 4 rows need 2 rows of
            # padding, 1 and 1; ceil(8/2) = 4 columns need 1, put before.
            return [1, 0, 1, 2] if auto_pad == "NOTSET" else [1, 1, 1, 0]

        for group, dilations, strides, auto_pad in (
                (2, [2, 1], [1, 2], "NOTSET"), (4, [1, 1], [2, 2],
                                                "SAME_LOWER")):
            with self.subTest(group=group, auto_pad=auto_pad):
                x, w = self.random(1, 4, 7, 8), self.random(4, 4 // group,
                                                             3, 3)
                y = conv_reference(x, w, None, strides, pads_of(auto_pad),
                                   dilations, group)
                kwargs = dict(group=group, dilations=dilations,
                              strides=strides, auto_pad=auto_pad)
                if auto_pad == "NOTSET":
                    kwargs["pads"] = pads_of(auto_pad)
                m = model([helper.make_node("Conv", ["x", "w"], ["y"],
                                            **kwargs)],
                          [("x", F, [1, 4, 7, 8]), ("w", F,
                                                    list(w.shape))],
                          [("y", F, list(y.shape))])
                self.check(m, [x, w], [y], rtol=1e-4, atol=1e-4)

    def test_average_pool_count_include_pad_and_ceil_mode(self):
        x = self.random(1, 1, 5, 5)
        for include in (0, 1):
            with self.subTest(count_include_pad=include):
                m = model([helper.make_node(
                    "AveragePool", ["x"], ["y"], kernel_shape=[3, 3],
                    strides=[2, 2], pads=[1, 1, 1, 1], ceil_mode=1,
                    count_include_pad=include)],
                    [("x", F, [1, 1, 5, 5])], [("y", F, [1, 1, 3, 3])])
                padded = np.pad(x, [(0, 0), (0, 0), (1, 2), (1, 2)],
                                constant_values=np.nan)
                expected = np.zeros((1, 1, 3, 3), np.float32)
                for i in range(3):
                    for j in range(3):
                        window = padded[0, 0, 2 * i:2 * i + 3,
                                        2 * j:2 * j + 3]
                        rows = min(2 * i + 3, 7) - 2 * i
                        cols = min(2 * j + 3, 7) - 2 * j
                        count = rows * cols if include else \
                            np.count_nonzero(~np.isnan(window))
                        expected[0, 0, i, j] = np.nansum(window) / count
                self.check(m, [x], [expected])

    def test_reductions_keepdims_and_empty_axes(self):
        x = self.random(2, 3, 4)
        m = model([
            helper.make_node("ReduceMean", ["x"], ["mean"], axes=[0, 2],
                             keepdims=0),
            helper.make_node("ReduceMin", ["x"], ["min"], axes=[-1]),
            helper.make_node("ReduceSum", ["x", "none"], ["same"],
                             noop_with_empty_axes=1),
        ], [("x", F, [2, 3, 4])],
            [("mean", F, [3]), ("min", F, [2, 3, 1]), ("same", F,
                                                      [2, 3, 4])],
            [("none", np.zeros(0, np.int64))])
        self.check(m, [x], [
            x.mean(axis=(0, 2)), x.min(axis=-1, keepdims=True), x],
            backends=CPU)

    def test_softmax_before_opset_13_flattens_at_axis(self):
        x = self.random(2, 3, 4)
        m = model([helper.make_node("Softmax", ["x"], ["y"], axis=1)],
                  [("x", F, [2, 3, 4])], [("y", F, [2, 3, 4])], opset=11)
        flat = x.reshape(2, 12)
        e = np.exp(flat - flat.max(axis=1, keepdims=True))
        self.check(m, [x], [(e / e.sum(axis=1, keepdims=True)).reshape(
            2, 3, 4)])

    def test_pad_modes_and_negative_pads(self):
        x = self.random(3, 4)
        for mode, numpy_mode in (("constant", "constant"), ("edge", "edge"),
                                 ("reflect", "reflect")):
            with self.subTest(mode=mode):
                m = model([helper.make_node("Pad", ["x", "pads"], ["y"],
                                            mode=mode)],
                          [("x", F, [3, 4])], [("y", F, [6, 6])],
                          [("pads", np.int64([1, 2, 2, 0]))])
                self.check(m, [x], [np.pad(x, [(1, 2), (2, 0)],
                                           mode=numpy_mode)])
        m = model([helper.make_node("Pad", ["x", "pads", "v"], ["y"])],
                  [("x", F, [3, 4])], [("y", F, [2, 3])],
                  [("pads", np.int64([-1, 1, 0, -2])), ("v", np.float32(9))])
        self.check(m, [x], [np.pad(x[1:, :2], [(0, 0), (1, 0)],
                                   constant_values=9)])

    def test_slices_with_negative_steps_and_gather(self):
        x = self.random(5, 6)
        m = model([
            helper.make_node("Slice", ["x", "s", "e", "a", "st"], ["y"]),
            helper.make_node("Gather", ["x", "i"], ["g"], axis=1),
        ], [("x", F, [5, 6])], [("y", F, [2, 3]), ("g", F, [5, 2, 2])],
            [("s", np.int64([-1, 1])), ("e", np.int64([0, 6])),
             ("a", np.int64([0, 1])), ("st", np.int64([-2, 2])),
             ("i", np.int64([[0, -1], [2, 2]]))])
        self.check(m, [x], [x[-1:0:-2, 1:6:2], x[:, [[0, 5], [2, 2]]]])

    def test_casts_and_clip(self):
        x = np.float32([-2.5, -0.0, 0.4, 3.7])
        m = model([
            helper.make_node("Cast", ["x"], ["i"], to=TensorProto.INT32),
            helper.make_node("Cast", ["x"], ["b"], to=TensorProto.BOOL),
            helper.make_node("Cast", ["b"], ["f"], to=TensorProto.DOUBLE),
            helper.make_node("Clip", ["x", "", "hi"], ["c"]),
        ], [("x", F, [4])], [("i", TensorProto.INT32, [4]),
                             ("b", TensorProto.BOOL, [4]),
                             ("f", TensorProto.DOUBLE, [4]),
                             ("c", F, [4])],
            [("hi", np.float32(1.0))])
        self.check(m, [x], [x.astype(np.int32), x.astype(bool),
                            x.astype(bool).astype(np.float64),
                            np.minimum(x, 1)], backends=CPU)


def erf(x):
    import math
    return np.vectorize(math.erf)(x).astype(np.float32)


def layer_norm(x, scale, bias, axis, eps):
    axes = tuple(range(axis, x.ndim))
    mean = x.mean(axis=axes, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=axes, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * scale + bias


class OperatorAttributesTest(Case):
    """One node per case, an attribute away from its default, against
    NumPy on cpu-vector and vulkan."""

    def test_cases(self):
        x = self.random(2, 3, 4)
        img = self.random(1, 2, 6, 7)
        scale, bias = self.random(3, 4), self.random(4)
        backends = [b for b in BACKENDS if b[1] in ("cpu-vector", "spirv")]
        cases = [
            ("LeakyRelu", dict(alpha=0.3), [x],
             np.where(x < 0, 0.3 * x, x)),
            ("Elu", dict(alpha=0.5), [x],
             np.where(x < 0, 0.5 * (np.exp(x) - 1), x)),
            ("HardSigmoid", dict(alpha=0.3, beta=0.4), [x],
             np.clip(0.3 * x + 0.4, 0, 1)),
            ("Sigmoid", {}, [x], 1 / (1 + np.exp(-x))),
            ("Erf", {}, [x], erf(x)),
            ("Flatten", dict(axis=2), [x], x.reshape(6, 4)),
            ("Transpose", dict(perm=[1, 2, 0]), [x], x.transpose(1, 2, 0)),
            ("ReduceMax", dict(axes=[1], keepdims=0), [x], x.max(axis=1)),
            ("Softmax", dict(axis=0), [x],
             np.exp(x) / np.exp(x).sum(axis=0, keepdims=True)),
            ("LogSoftmax", dict(axis=-2), [x],
             x - np.log(np.exp(x).sum(axis=-2, keepdims=True))),
            ("LayerNormalization", dict(axis=1, epsilon=1e-2),
             [x, scale, bias], layer_norm(x, scale, bias, 1, 1e-2)),
            ("MaxPool", dict(kernel_shape=[3, 2], dilations=[1, 2],
                             auto_pad="SAME_UPPER", strides=[2, 2]), [img],
             None),
            ("Concat", dict(axis=-1), [x, x[:, :, :1]],
             np.concatenate([x, x[:, :, :1]], axis=-1)),
        ]
        # MaxPool, SAME_UPPER with stride 2: ceil(6/2) x ceil(7/2) outputs.
        # Rows: windows of 3 need (3 - 1) * 2 + 3 - 6 = 1 row of padding,
        # after. Columns: 2 taps 2 apart span 3, and need (4 - 1) * 2 + 3 - 7
        # = 2 columns, one before and one after.
        padded = np.pad(img, [(0, 0), (0, 0), (0, 1), (1, 1)],
                        constant_values=-np.inf)
        pooled = np.full((1, 2, 3, 4), -np.inf, np.float32)
        for i in range(3):
            for j in range(4):
                pooled[:, :, i, j] = padded[:, :, 2 * i:2 * i + 3,
                                            2 * j:2 * j + 3:2].max(axis=(2, 3))
        for op, attributes, inputs, expected in cases:
            if expected is None:
                expected = pooled
            names = [f"i{n}" for n in range(len(inputs))]
            m = model([helper.make_node(op, names, ["y"], **attributes)],
                      [(n, F, list(v.shape)) for n, v in zip(names, inputs)],
                      [("y", F, list(expected.shape))])
            with self.subTest(op=op):
                self.check(m, inputs, [expected.astype(np.float32)],
                           backends=backends, rtol=1e-4, atol=1e-5)

    def test_squeeze_and_unsqueeze_axes(self):
        x = self.random(3, 1, 4, 1)
        m = model([helper.make_node("Squeeze", ["x", "a"], ["s"]),
                   helper.make_node("Unsqueeze", ["s", "b"], ["u"])],
                  [("x", F, [3, 1, 4, 1])], [("u", F, [1, 3, 4, 1])],
                  [("a", np.int64([-1, 1])), ("b", np.int64([0, 3]))])
        self.check(m, [x], [x.reshape(1, 3, 4, 1)])
        m = model([helper.make_node("Squeeze", ["x"], ["s"], axes=[1])],
                  [("x", F, [3, 1, 4, 1])], [("s", F, [3, 4, 1])], opset=11)
        self.check(m, [x], [x.reshape(3, 4, 1)], backends=CPU)


class ErrorsTest(unittest.TestCase):
    def assertImportError(self, source, pattern, **kwargs):
        with self.assertRaisesRegex(accel.onnx.OnnxImportError, pattern):
            accel.onnx.import_model(source, **kwargs)

    def test_unsupported_operator_names_node_and_the_supported_ones(self):
        m = model([helper.make_node("Acos", ["x"], ["y"], name="angle")],
                  [("x", F, [2])], [("y", F, [2])])
        self.assertImportError(
            m, r"^node 'angle' \(Acos, opset 17\): operator 'Acos' is not "
               r"supported; supported operators: Abs, Add, And, .*, Xor$")

    def test_unsupported_opset(self):
        m = model([helper.make_node("Relu", ["x"], ["y"])], [("x", F, [2])],
                  [("y", F, [2])], opset=5)
        self.assertImportError(m, r"^opset 5 is not supported; supported: "
                                  r"opsets 6 to 17$")

    def test_unsupported_element_type(self):
        m = model([helper.make_node("Relu", ["x"], ["y"])],
                  [("x", TensorProto.UINT8, [2])],
                  [("y", TensorProto.UINT8, [2])])
        self.assertImportError(
            m, r"^input 'x' has element type UINT8; supported: float, "
               r"double, float16, int8, int16, int32, int64, bool$")

    def test_unsupported_attribute_value(self):
        m = model([helper.make_node("Pad", ["x", "p"], ["y"], mode="wrap",
                                    name="pad0")],
                  [("x", F, [2])], [("y", F, [4])], [("p", np.int64([1, 1]))])
        self.assertImportError(
            m, r"^node 'pad0' \(Pad, opset 17\): mode 'wrap' is not "
               r"supported; supported: constant, edge, reflect$")

    def test_attribute_the_operator_does_not_have(self):
        m = model([helper.make_node("Relu", ["x"], ["y"], name="r",
                                    alpha=2.0)],
                  [("x", F, [2])], [("y", F, [2])])
        self.assertImportError(
            m, r"^<model>: invalid ONNX model: Unrecognized attribute: alpha "
               r"for operator Relu$")

    def test_unsupported_output(self):
        m = model([helper.make_node("MaxPool", ["x"], ["y", "i"], name="mp",
                                    kernel_shape=[2])],
                  [("x", F, [1, 1, 4])],
                  [("y", F, [1, 1, 3]), ("i", TensorProto.INT64, [1, 1, 3])])
        self.assertImportError(
            m, r"^node 'mp' \(MaxPool, opset 17\): the Indices output is not "
               r"supported; supported: MaxPool with one output$")

    def test_symbolic_dimension_without_a_size(self):
        m = model([helper.make_node("Relu", ["x"], ["y"])],
                  [("x", F, ["n", 3])], [("y", F, ["n", 3])])
        self.assertImportError(
            m, r"^input 'x' has a symbolic dimension 'n' \(dimension 0 of "
               r"\[n, 3\]\); give its size \(input_shapes=\{'x': \[...\]\}, "
               r"--input-shape x=...\) or call the compiled model, which "
               r"specializes on the shapes it is given$")
        self.assertImportError(
            m, r"^input 'x' has shape \[n, 3\]; the given shape \[2, 4\] "
               r"does not match it$", input_shapes={"x": [2, 4]})
        self.assertImportError(
            m, r"^input_shapes names y, not an input of the graph; its "
               r"inputs: x$", input_shapes={"x": [2, 3], "y": [1]})
        # A misspelt name is the error, not the dimension it left unsized.
        self.assertImportError(
            m, r"^input_shapes names X, not an input of the graph; its "
               r"inputs: x$", input_shapes={"X": [2, 3]})
        self.assertImportError(
            m, r"^input_values names s, not an input of the graph; its "
               r"inputs: x$", input_values={"s": np.array([2])})

    def test_node_errors_name_the_node_and_the_problem(self):
        i64 = np.int64
        B, D, I32 = TensorProto.BOOL, TensorProto.DOUBLE, TensorProto.INT32

        def node(op, inputs, outputs=("y",), **attributes):
            return helper.make_node(op, list(inputs), list(outputs),
                                    name="n", **attributes)

        def one(op_node, inputs, constants=(), outputs=(("y", [2]),),
                opset=17):
            return model([op_node], inputs, [(n, F, s) for n, s in outputs],
                         constants, opset=opset)

        bn = ["x", "s", "b", "m", "v"]
        bn_inputs = [("x", F, [1, 2, 3])] + [(n, F, [2]) for n in bn[1:]]
        cases = [
            (one(node("MatMul", "ab"), [("a", F, []), ("b", F, [2])]),
             "MatMul, opset 17): MatMul takes tensors of rank 1 or more"),
            (one(node("MatMul", "ab"), [("a", F, [2, 2]), ("b", D, [2, 2])]),
             "MatMul, opset 17): the inputs have element types float32 and "
             "float64; they must be equal"),
            (one(node("Gemm", "ab"), [("a", F, [2, 2, 2]), ("b", F, [2, 2])]),
             "Gemm, opset 17): input 0 has rank 3; Gemm takes matrices"),
            (one(node("Conv", "xw"), [("x", F, [1, 1, 4, 4]),
                                      ("w", F, [1, 1, 3])]),
             "Conv, opset 17): input [1, 1, 4, 4] and weight [1, 1, 3] must "
             "both be N x C x spatial, of one rank"),
            (one(node("Conv", "xw"), [("x", F, [1, 2, 4, 4]),
                                      ("w", F, [1, 3, 3, 3])]),
             "Conv, opset 17): 2 input channels, 1 filters of 3 channels and "
             "group 1 do not agree"),
            (one(node("Conv", "xwb"), [("x", F, [1, 1, 4, 4]),
                                       ("w", F, [2, 1, 3, 3]),
                                       ("b", F, [3])]),
             "Conv, opset 17): the bias has shape [3]; expected [2]"),
            (one(node("BatchNormalization", bn, ["y", "rm", "rv"],
                      training_mode=0), bn_inputs,
                 outputs=[("y", [1, 2, 3]), ("rm", [2]), ("rv", [2])],
                 opset=15),
             "BatchNormalization, opset 15): the running mean and variance "
             "outputs are not supported; supported: inference, one output"),
            (one(node("BatchNormalization", bn, training_mode=1), bn_inputs,
                 opset=15),
             "BatchNormalization, opset 15): training mode is not "
             "supported; supported: inference"),
            (one(node("LayerNormalization", "xs", stash_type=2),
                 [("x", F, [2, 3]), ("s", F, [3])]),
             "LayerNormalization, opset 17): stash_type other than float is "
             "not supported; supported: 1"),
            (one(node("LayerNormalization", "xs"),
                 [("x", F, [2, 3]), ("s", F, [4])]),
             "LayerNormalization, opset 17): input 1 of shape [4] does not "
             "broadcast to the normalized shape [3]"),
            (one(node("LayerNormalization", "xs", axis=5),
                 [("x", F, [2, 3]), ("s", F, [3])]),
             "LayerNormalization, opset 17): axis 5 is out of range for "
             "rank 2"),
            (one(node("Where", "cab"), [("c", B, [2]), ("a", F, [2]),
                                        ("b", I32, [2])]),
             "Where, opset 17): inputs 1 and 2 have element types float32 "
             "and int32; they must be equal"),
            (one(node("Clip", ["x", "lo"]), [("x", F, [2])],
                 [("lo", np.zeros(2, np.float32))]),
             "Clip, opset 17): min and max must be scalars (0-d or 1 "
             "element)"),
            (one(node("Softmax", "x", axis=3), [("x", F, [2, 3])]),
             "Softmax, opset 17): axis 3 is out of range for rank 2"),
            (one(node("Transpose", "x", perm=[0, 0]), [("x", F, [2, 3])]),
             "Transpose, opset 17): perm [0, 0] is not a permutation of the "
             "2 axes"),
            (one(node("Squeeze", ["x", "ax"]), [("x", F, [2, 3])],
                 [("ax", np.array([0], i64))]),
             "Squeeze, opset 17): cannot squeeze axis 0 of size 2"),
            (one(node("Unsqueeze", ["x", "ax"]), [("x", F, [2, 3])],
                 [("ax", np.array([0, 0], i64))]),
             "Unsqueeze, opset 17): axes [0, 0] repeat an axis"),
            (one(node("Concat", "ab", axis=0), [("a", F, [2, 3]),
                                                ("b", F, [2, 4])]),
             "Concat, opset 17): input 1 ([2, 4], float32) does not match "
             "input 0 ([2, 3], float32) outside axis 0"),
            (one(node("Pad", "xp"), [("x", F, [2, 3])],
                 [("p", np.array([1, 1, 1], i64))]),
             "Pad, opset 17): pads [1, 1, 1] do not have two entries per "
             "axis (2)"),
            (one(node("Pad", "xp", mode="reflect"), [("x", F, [2, 3])],
                 [("p", np.array([0, 3, 0, 3], i64))]),
             "Pad, opset 17): reflect pads must be smaller than the padded "
             "axis"),
            (one(node("Constant", []), []),
             "Constant, opset 17): no value attribute; supported: value, "
             "value_float, value_floats, value_int, value_ints"),
            (one(node("ReduceSum", ["x", "ax"]), [("x", F, [2, 3])],
                 [("ax", np.array([4], i64))]),
             "ReduceSum, opset 17): axes [4] are out of range for rank 2"),
            (one(node("ReduceMax", "x", axes=[4]), [("x", F, [2, 3])]),
             "ReduceMax, opset 17): axes [4] are out of range for rank 2"),
            (one(node("Gather", "xi", axis=4), [("x", F, [2, 3])],
                 [("i", np.array([0], i64))]),
             "Gather, opset 17): axis 4 is out of range for rank 2"),
            (one(node("Split", "xs", ["a", "b"], axis=0), [("x", F, [4, 3])],
                 [("s", np.array([1, 1], i64))],
                 outputs=[("a", [1, 3]), ("b", [1, 3])]),
             "Split, opset 17): split [1, 1] does not cover axis 0 of size 4 "
             "with 2 outputs"),
            (one(node("Expand", "xs"), [("x", F, [2, 3])],
                 [("s", np.array([4, 3], i64))]),
             "Expand, opset 17): shape [4, 3] and the input's [2, 3] do not "
             "broadcast"),
            # zip dropped the extra end; a repeated axis took the last.
            (one(node("Slice", ["x", "st", "en", "ax"]), [("x", F, [4, 3])],
                 [("st", np.array([0], i64)), ("en", np.array([1, 2], i64)),
                  ("ax", np.array([0], i64))]),
             "Slice, opset 17): starts, ends, axes and steps have 1, 2, 1 "
             "and 1 entries; they must have one each per sliced axis"),
            (one(node("Slice", ["x", "st", "en", "ax"]), [("x", F, [4, 3])],
                 [("st", np.array([0, 1], i64)),
                  ("en", np.array([1, 3], i64)),
                  ("ax", np.array([0, -2], i64))]),
             "Slice, opset 17): axes [0, 0] repeat an axis"),
        ]
        for source, message in cases:
            with self.subTest(message=message):
                self.assertImportError(
                    source, "^" + re.escape("node 'n' (" + message) + "$")
        m = model([helper.make_node("Relu", ["x"], ["y"])], [("x", F, [2])],
                  [("z", F, [2])])
        self.assertImportError(m, r"^output 'z' is not computed by any node$")

    def test_negative_size(self):
        m = model([helper.make_node("Relu", ["x"], ["y"])],
                  [("x", F, [2, -3])], [("y", F, [2, 3])])
        self.assertImportError(
            m, r"^input 'x' has size -3 in dimension 1 of \[2, -3\]; a size "
               r"is 0 or more$")
        m = model([helper.make_node("Relu", ["x"], ["y"])],
                  [("x", F, ["n", 3])], [("y", F, ["n", 3])])
        self.assertImportError(
            m, r"^input 'x': the given shape \[-1, 3\] has a negative size$",
            input_shapes={"x": [-1, 3]})

    def test_windows_that_do_not_fit(self):
        for op, attrs, pattern in (
                ("AveragePool", {"kernel_shape": [5]},
                 r"the output would be empty: \[0\]"),
                ("MaxPool", {"kernel_shape": [5], "ceil_mode": 1},
                 r"the output would be empty: \[0\]"),
                ("MaxPool", {"kernel_shape": [0]},
                 r"kernel_shape \[0\] must be positive"),
                ("AveragePool", {"kernel_shape": [2], "pads": [-1, 0]},
                 r"pads \[-1, 0\] must not be negative")):
            with self.subTest(op=op, attrs=attrs):
                m = model([helper.make_node(op, ["x"], ["y"], name="p",
                                            **attrs)],
                          [("x", F, [1, 1, 4])], [("y", F, [1, 1, 1])])
                self.assertImportError(
                    m, rf"^node 'p' \({op}, opset 17\): {pattern}$")
        m = model([helper.make_node("Conv", ["x", "w"], ["y"], name="c",
                                    pads=[0, -2])],
                  [("x", F, [1, 1, 4])], [("y", F, [1, 1, 1])],
                  [("w", np.ones((1, 1, 2), np.float32))])
        self.assertImportError(
            m, r"^node 'c' \(Conv, opset 17\): pads \[0, -2\] must not be "
               r"negative$")

    def test_names_that_are_not_utf8(self):
        m = model([helper.make_node("Relu", ["x"], ["y"])],
                  [("x", F, [2])], [("y", F, [2])])
        data = m.SerializeToString().replace(b"\x01g", b"\x01\xff")
        self.assertImportError(
            data, r"^<model>: not a valid ONNX model \(the name b'\\xff' is "
                  r"not UTF-8\)$")
        m = model([helper.make_node("AveragePool", ["x"], ["y"], name="p",
                                    kernel_shape=[1], auto_pad=b"\xffSAME")],
                  [("x", F, [1, 1, 2])], [("y", F, [1, 1, 2])])
        self.assertImportError(
            m, r"^node 'p' \(AveragePool, opset 17\): attribute 'auto_pad' "
               r"is the string b'\\xffSAME', not UTF-8$")

    def test_tensor_data_short_of_its_shape(self):
        # Built by hand: helper.make_tensor checks the count itself.
        short = TensorProto(name="w", data_type=F, dims=[4],
                            float_data=[1.0, 2.0])
        m = model([helper.make_node("Add", ["x", "w"], ["y"])],
                  [("x", F, [4])], [("y", F, [4])])
        m.graph.initializer.append(short)
        self.assertImportError(
            m, r"^initializer 'w': its data does not fit its shape \[4\] "
               r"\(cannot reshape array of size 2 into shape \(4,\)\)$")
        short = TensorProto(name="c", data_type=F, dims=[4], raw_data=b"\0" * 8)
        m = model([helper.make_node("Constant", [], ["c"], name="c0",
                                    value=short),
                   helper.make_node("Add", ["x", "c"], ["y"])],
                  [("x", F, [4])], [("y", F, [4])])
        self.assertImportError(
            m, r"^node 'c0' \(Constant, opset 17\): attribute 'value': its "
               r"data does not fit its shape \[4\] \(cannot reshape array of "
               r"size 2 into shape \(4,\)\)$")

    def test_graph_input_needed_as_a_constant(self):
        m = model([helper.make_node("Reshape", ["x", "s"], ["y"], name="r")],
                  [("x", F, [6]), ("s", TensorProto.INT64, [2])],
                  [("y", F, [2, 3])])
        self.assertImportError(
            m, r"^node 'r' \(Reshape, opset 17\): input 1 \(shape\) is the "
               r"graph input 's', whose value must be known at import: give "
               r"it \(input_values, --input-value\) or call the model "
               r"compiled by accel.onnx.compile, which specializes on it$")
        self.assertImportError(
            m, r"^input 's' is int64; the value given is int32$",
            input_values={"s": np.int32([2, 3])})
        m = model([helper.make_node("Neg", ["x"], ["n"]),
                   helper.make_node("Reshape", ["x", "n"], ["y"], name="r")],
                  [("x", TensorProto.INT64, [2])],
                  [("y", TensorProto.INT64, [2])])
        self.assertImportError(
            m, r"^node 'r' \(Reshape, opset 17\): input 1 \(shape\) must be "
               r"a constant or an initializer, not computed by the graph$")

    def test_malformed_and_truncated_files(self):
        good = model([helper.make_node("Relu", ["x"], ["y"])],
                     [("x", F, [2])], [("y", F, [2])]).SerializeToString()
        with tempfile.TemporaryDirectory() as directory:
            for name, data, pattern in (
                    ("garbage.onnx", b"\xff\xfe not a model",
                     "not a valid ONNX model"),
                    ("empty.onnx", b"", r"not a valid ONNX model \(no "
                                        r"graph\)"),
                    ("truncated.onnx", good[:len(good) // 2],
                     "not a valid ONNX model|invalid ONNX model")):
                path = os.path.join(directory, name)
                with open(path, "wb") as stream:
                    stream.write(data)
                with self.subTest(name=name):
                    self.assertImportError(path, "^" + path + ": " + pattern)
            self.assertImportError(
                os.path.join(directory, "missing.onnx"),
                r"missing.onnx: cannot read the model: No such file or "
                r"directory$")


class CommandTest(unittest.TestCase):
    """accel-import-onnx from the build tree (bin/, beside lib/python)."""

    command = os.path.join(os.environ.get("PYTHONPATH", "").split(
        os.pathsep)[0], os.pardir, os.pardir, "bin", "accel-import-onnx")

    def run_command(self, *args):
        return subprocess.run([self.command, *args], capture_output=True,
                              text=True)

    def test_writes_mlir_that_compiles(self):
        m = model([helper.make_node("Relu", ["x"], ["y"])],
                  [("x", F, ["n", 4])], [("y", F, ["n", 4])])
        with tempfile.TemporaryDirectory() as directory:
            source = os.path.join(directory, "relu.onnx")
            out = os.path.join(directory, "relu.mlir")
            onnx.save(m, source)
            result = self.run_command(source, "-o", out, "--input-shape",
                                      "x=2x4", "--target", "vulkan",
                                      "--target-option", "float64=true")
            self.assertEqual(result.returncode, 0, result.stderr)
            with open(out) as stream:
                text = stream.read()
            self.assertIn('accel.kernel @g(%arg0: tensor<2x4xf32> '
                          '{onnx.name = "x"}) -> (tensor<2x4xf32> '
                          '{onnx.name = "y"}) attributes {target = '
                          '#accel.target<"vulkan", {float64 = "true"}>}',
                          text)
            self.assertIn("func.func @main", text)
            accel.compile(text)

    def test_an_error_exits_1_and_writes_nothing(self):
        m = model([helper.make_node("Acos", ["x"], ["y"], name="a")],
                  [("x", F, [2])], [("y", F, [2])])
        with tempfile.TemporaryDirectory() as directory:
            source = os.path.join(directory, "acos.onnx")
            out = os.path.join(directory, "acos.mlir")
            onnx.save(m, source)
            result = self.run_command(source, "-o", out)
            self.assertEqual(result.returncode, 1)
            self.assertRegex(result.stderr, r"^accel-import-onnx: error: node "
                                            r"'a' \(Acos, opset 17\): "
                                            r"operator 'Acos' is not "
                                            r"supported")
            self.assertEqual(os.listdir(directory), ["acos.onnx"])
            result = self.run_command(source, "--input-shape", "x=2xq")
            self.assertEqual(result.returncode, 2)
            self.assertIn("'x=2xq' is not NAME=DIMS", result.stderr)
            result = self.run_command(source, "--input-value", "x=1,b")
            self.assertEqual(result.returncode, 2)
            self.assertIn("'x=1,b' is not NAME=INTEGERS", result.stderr)

    def test_empty_and_repeated_flags_are_errors(self):
        m = model([helper.make_node("Relu", ["x"], ["y"])],
                  [("x", F, ["n", 4])], [("y", F, ["n", 4])])
        with tempfile.TemporaryDirectory() as directory:
            source = os.path.join(directory, "relu.onnx")
            onnx.save(m, source)
            for flag in ("--name", "--target", "--backend"):
                result = self.run_command(source, "--input-shape", "x=2x4",
                                          flag, "")
                self.assertEqual(result.returncode, 2)
                self.assertIn(f"accel-import-onnx: error: {flag} is empty",
                              result.stderr)
            result = self.run_command(source, "--input-shape", "x=2x4",
                                      "--input-shape", "x=3x4")
            self.assertEqual(result.returncode, 2)
            self.assertIn("accel-import-onnx: error: --input-shape names x "
                          "more than once", result.stderr)
            result = self.run_command(source, "--input-shape", "x=2x4",
                                      "--target", "cpu", "--target-option",
                                      "cpu=x86-64", "--target-option",
                                      "cpu=native")
            self.assertEqual(result.returncode, 2)
            self.assertIn("accel-import-onnx: error: --target-option names "
                          "cpu more than once", result.stderr)
            result = self.run_command(source, "--input-shape", "X=2x4")
            self.assertEqual(result.returncode, 1)
            self.assertIn("accel-import-onnx: error: input_shapes names X, "
                          "not an input of the graph; its inputs: x",
                          result.stderr)

    def test_input_values_bind_inputs_needed_as_constants(self):
        m = model([helper.make_node("Reshape", ["x", "s"], ["y"])],
                  [("x", F, [6]), ("s", TensorProto.INT64, [2])],
                  [("y", F, [3, 2])])
        with tempfile.TemporaryDirectory() as directory:
            source = os.path.join(directory, "reshape.onnx")
            onnx.save(m, source)
            result = self.run_command(source, "--input-value", "s=3,2")
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertIn("tensor.expand_shape %arg0 [[0, 1]] output_shape "
                          "[3, 2] : tensor<6xf32> into tensor<3x2xf32>",
                          result.stdout)


@unittest.skipUnless(vulkan_device_present(), "no Vulkan device here")
class RuntimeModulesTest(unittest.TestCase):
    def test_modules_compiled_one_after_another_run_their_own_kernels(self):
        # Each module's binary may land where the last one's was freed: the
        # runtime must not run a stale module loaded from that address.
        x = np.arange(6, dtype=np.float32)
        for k in range(12):
            op = ("Add", "Mul", "Sub")[k % 3]
            m = model([helper.make_node(op, ["x", "k"], ["y"])],
                      [("x", F, [6])], [("y", F, [6])],
                      [("k", np.full(6, k + 2, np.float32))])
            compiled = accel.onnx.compile(m, target="vulkan")
            expected = {"Add": x + (k + 2), "Mul": x * (k + 2),
                        "Sub": x - (k + 2)}[op]
            np.testing.assert_array_equal(compiled(x), expected)
            del compiled


if __name__ == "__main__":
    unittest.main()
