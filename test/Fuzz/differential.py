#!/usr/bin/env python3
# ===- test/Fuzz/differential.py - random kernels against NumPy -----------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Differential testing of the backends: random kernels (chains of accel ops
# on random static shapes, odd sizes included) are computed with NumPy and
# run through accel.jit on cpu-loops, cpu-vector, cpu-openmp and vulkan
# (when a Vulkan device answers); every backend must agree with NumPy. A
# wrong index in a tiled loop, a ragged edge or a fusion that reorders
# reads shows up here before it shows up in a model. Among the ops:
# depthwise convolutions (channels around the vector widths), and the NCHW
# blocks accel.onnx imports (a pad, a transpose to NHWC, a convolution, a
# transpose back, a pool or a residual add), which the layout propagation
# rewrites.
#
#   differential.py --seed 1 --count 30       the fixed-seed run CTest does
#   differential.py --seed $RANDOM --count 2000 --ops 10    a long run
#   differential.py --element f16 ...         the same in f16: NumPy
#       computes each op in f32 on the f16 values and rounds its result
#       once, as accel does (contractions and sums accumulate in f32)
#   differential.py --dynamic ...              every tensor type with
#       dynamic sizes (`?`): the code for sizes known only at run time
#   differential.py --random-options ...       each kernel on each tiled
#       backend with options drawn for it (tiles, blocks, vector widths,
#       threads, the naive GPU mapping), small enough that sizes of 1 to
#       17 cross every block and tile edge: with the defaults (blocks of
#       hundreds) only the remainder code of the tiled nests runs here
#
# A failure prints the seed, the kernel's index, the backend, the kernel's
# MLIR and how far the result was from NumPy's; --only N reruns kernel N.
# ===----------------------------------------------------------------------===//

import argparse
import os
import sys

import numpy as np

import accel

BACKENDS = [("cpu", "cpu-loops"), ("cpu", "cpu-vector"),
            ("cpu", "cpu-openmp"), ("vulkan", None)]

# The kernels' element type (--element): its MLIR name, its NumPy type, and
# how far from NumPy's a result may be, relative to its largest magnitude
# (f16: a few units in the last place of 2^-10).
ELEMENTS = {"f32": (np.float32, 2e-4), "f16": (np.float16, 1e-2)}
ELEMENT = "f32"
# --dynamic: every tensor type with dynamic sizes (`?`), so that each
# backend's code for sizes known only at run time is what runs; the ops
# that take static shapes only (broadcast, pad, pool) are left out.
DYNAMIC = False


def tensor_type(shape):
    sizes = "".join("?x" if DYNAMIC else f"{d}x" for d in shape)
    return f"tensor<{sizes}{ELEMENT}>"


def rounded(array):
    """`array` rounded to the element type, as f32 (what NumPy computes
    with)."""
    return np.asarray(array).astype(ELEMENTS[ELEMENT][0]).astype(np.float32)


class Kernel:
    """A kernel being generated: its arguments, body and NumPy values."""

    def __init__(self, rng):
        self.rng = rng
        self.arguments = []  # (name, array of the element type)
        self.lines = []
        self.values = []  # (name, array) computed so far, usable as operands
        self.results = []  # every op's result: the kernel returns them all
        self.count = 0

    def argument(self, shape):
        array = rounded(self.rng.uniform(-1, 1, shape))
        name = f"%arg{len(self.arguments)}"
        self.arguments.append((name, array.astype(ELEMENTS[ELEMENT][0])))
        self.values.append((name, array))
        return name, array

    def emit(self, text, array):
        name = f"%v{self.count}"
        self.count += 1
        self.lines.append(f"  {name} = {text}")
        array = rounded(array)
        self.values.append((name, array))
        self.results.append((name, array))
        return name, array

    def operand(self, rank=None, shape=None):
        """A value of `shape` (or of `rank`) computed so far, or a new
        argument."""
        choices = [v for v in self.values if
                   (shape is None or v[1].shape == tuple(shape)) and
                   (rank is None or v[1].ndim == rank) and
                   np.abs(v[1]).max(initial=0) < 50]
        if choices and self.rng.random() < 0.7:
            return choices[self.rng.integers(len(choices))]
        if shape is None:
            shape = self.dims(rank)
        return self.argument(shape)

    def dims(self, rank):
        return tuple(int(d) for d in self.rng.integers(1, 18, rank))

    def text(self, target=None, backend=None):
        """The kernel's MLIR; `backend`: the attribute of
        backend_attribute() that selects its backend and options."""
        arguments = ", ".join(f"{n}: {tensor_type(a.shape)}"
                              for n, a in self.arguments)
        types = ", ".join(tensor_type(a.shape) for _, a in self.results)
        names = ", ".join(n for n, _ in self.results)
        # Vulkan computes in f16 only where the device says it can.
        entries = (['target = #accel.target<"vulkan", {float16 = "true"}>']
                   if target == "vulkan" and ELEMENT == "f16" else [])
        entries += [backend] if backend else []
        attributes = (f" attributes {{{', '.join(entries)}}}"
                      if entries else "")
        return (f"accel.kernel @k({arguments}) -> ({types}){attributes} "
                "{\n" +
                "\n".join(self.lines) +
                f"\n  accel.return {names} : {types}\n}}\n")


def random_options(rng, backend):
    """Options of `backend` drawn at random within what it accepts, or
    None for a backend that takes none worth varying (cpu-loops)."""
    def pick(values):
        return values[int(rng.integers(len(values)))]
    if backend in ("cpu-vector", "cpu-openmp"):
        options = {"tile-m": int(rng.integers(1, 9)),
                   "tile-n": pick([1, 3, 4, 5, 8, 12, 16, 24, 32, 48]),
                   "tile-k": int(rng.integers(1, 9)),
                   "block-k": int(rng.integers(1, 21)),
                   "block-n": int(rng.integers(1, 65)),
                   "block-m": pick([0, 1, 5, 8, 24, 4096]),
                   "vector-width": pick([1, 2, 4, 8, 16]),
                   "pack-a": pick(["auto", "packed", "in-place"])}
        if backend == "cpu-openmp":
            options["num-threads"] = int(rng.integers(0, 4))
        return options
    if backend == "spirv":
        # Tiled: (tile-m / thread-m) x (tile-n / thread-n) invocations, at
        # most 256, and tile-k x (tile-m + tile-n) elements staged, within
        # the 16 KiB of workgroup memory every Vulkan device has.
        thread_m, thread_n = int(rng.integers(1, 5)), int(rng.integers(1, 5))
        rows = int(rng.integers(1, 17))
        columns = int(rng.integers(1, 256 // rows + 1))
        tile_m, tile_n = rows * thread_m, columns * thread_n
        tile_k = int(rng.integers(1, min(16, 4096 // (tile_m + tile_n)) + 1))
        return {"tiled": pick(["true", "true", "false"]),
                "row-reductions": pick(["true", "false"]),
                "threads": pick([1, 7, 32, 64, 100, 256]),
                "tile-m": tile_m, "tile-n": tile_n, "tile-k": tile_k,
                "thread-m": thread_m, "thread-n": thread_n}
    return None


def backend_attribute(backend, options):
    """The kernel attribute that selects `backend` with `options` (numbers
    and true/false as they are, other strings quoted)."""
    def spell(value):
        if isinstance(value, str) and value not in ("true", "false"):
            return f'"{value}"'
        return value
    entries = ", ".join(f'"{name}" = {spell(value)}'
                        for name, value in options.items())
    return f'backend = #accel.backend<"{backend}", {{{entries}}}>'


# Generators: each adds one op (and maybe arguments) and returns nothing.
def elementwise(k):
    name = k.rng.choice(["add", "sub", "mul", "max", "min"])
    a, x = k.operand(rank=int(k.rng.integers(1, 4)))
    # The other operand broadcast NumPy-style from a smaller shape.
    shape = tuple(1 if k.rng.random() < 0.3 and not DYNAMIC else d
                  for d in x.shape)
    b, y = k.operand(shape=shape)
    if y.shape != x.shape:
        b, y = k.emit(f"accel.broadcast {b} : {tensor_type(y.shape)} -> "
                      f"{tensor_type(x.shape)}", np.broadcast_to(y, x.shape))
    numpy = {"add": np.add, "sub": np.subtract, "mul": np.multiply,
             "max": np.maximum, "min": np.minimum}[name]
    k.emit(f"accel.{name} {a}, {b} : {tensor_type(x.shape)}",
           numpy(x, y).astype(np.float32))


def unary(k):
    a, x = k.operand(rank=int(k.rng.integers(1, 4)))
    names = ["neg", "relu", "tanh"] + (["exp"] if np.abs(x).max() < 8
                                       else [])
    name = k.rng.choice(names)
    numpy = {"neg": np.negative, "relu": lambda v: np.maximum(v, 0),
             "tanh": np.tanh, "exp": np.exp}[name]
    k.emit(f"accel.{name} {a} : {tensor_type(x.shape)}",
           numpy(x).astype(np.float32))


def matmul(k):
    a, x = k.operand(rank=2)
    n = int(k.rng.integers(1, 18))
    b, y = k.operand(shape=(x.shape[1], n))
    k.emit(f"accel.matmul {a}, {b} : {tensor_type(x.shape)}, "
           f"{tensor_type(y.shape)} -> {tensor_type((x.shape[0], n))}",
           (x @ y).astype(np.float32))


def batch_matmul(k):
    a, x = k.operand(rank=3)
    n = int(k.rng.integers(1, 18))
    b, y = k.operand(shape=(x.shape[0], x.shape[2], n))
    k.emit(f"accel.batch_matmul {a}, {b} : {tensor_type(x.shape)}, "
           f"{tensor_type(y.shape)} -> "
           f"{tensor_type((x.shape[0], x.shape[1], n))}",
           (x @ y).astype(np.float32))


def reduce(k):
    a, x = k.operand(rank=int(k.rng.integers(1, 4)))
    dims = sorted(set(int(d) for d in k.rng.integers(0, x.ndim,
                                                     x.ndim)))
    kind = k.rng.choice(["sum", "max"])
    result = (x.sum if kind == "sum" else x.max)(axis=tuple(dims))
    k.emit(f"accel.reduce <{kind}> {a} dims = {dims} : "
           f"{tensor_type(x.shape)} -> {tensor_type(result.shape)}",
           np.asarray(result, np.float32))


def transpose(k):
    a, x = k.operand(rank=int(k.rng.integers(2, 4)))
    perm = [int(p) for p in k.rng.permutation(x.ndim)]
    result = np.transpose(x, perm)
    k.emit(f"accel.transpose {a} {perm} : {tensor_type(x.shape)} -> "
           f"{tensor_type(result.shape)}", result.copy())


def conv2d(k):
    n, h, w, c = (int(k.rng.integers(1, 3)), int(k.rng.integers(3, 12)),
                  int(k.rng.integers(3, 12)), int(k.rng.integers(1, 6)))
    a, x = k.operand(shape=(n, h, w, c))
    kh, kw = int(k.rng.integers(1, 4)), int(k.rng.integers(1, 4))
    f = int(k.rng.integers(1, 9))
    b, y = k.operand(shape=(kh, kw, c, f))
    s = [int(k.rng.integers(1, 3)), int(k.rng.integers(1, 3))]
    # Dilations where the input is tall (wide) enough for the filter's span.
    d = [int(k.rng.integers(1, 3)), int(k.rng.integers(1, 3))]
    d = [d[0] if (kh - 1) * d[0] < h else 1,
         d[1] if (kw - 1) * d[1] < w else 1]
    eh, ew = (kh - 1) * d[0] + 1, (kw - 1) * d[1] + 1
    oh, ow = (h - eh) // s[0] + 1, (w - ew) // s[1] + 1
    out = np.zeros((n, oh, ow, f), np.float32)
    for i in range(oh):
        for j in range(ow):
            patch = x[:, i * s[0]:i * s[0] + eh:d[0],
                      j * s[1]:j * s[1] + ew:d[1], :]
            out[:, i, j, :] = np.einsum("nhwc,hwcf->nf", patch, y)
    k.emit(f"accel.conv2d {a}, {b} strides = {s} dilations = {d} : "
           f"{tensor_type(x.shape)}, {tensor_type(y.shape)} -> "
           f"{tensor_type(out.shape)}", out)


def depthwise_reference(x, y, s, d):
    """NumPy's depthwise convolution of NHWC `x` by the HWC filter `y`."""
    kh, kw = y.shape[:2]
    eh, ew = (kh - 1) * d[0] + 1, (kw - 1) * d[1] + 1
    oh, ow = (x.shape[1] - eh) // s[0] + 1, (x.shape[2] - ew) // s[1] + 1
    out = np.zeros((x.shape[0], oh, ow, x.shape[3]), np.float32)
    for i in range(kh):
        for j in range(kw):
            out += x[:, i * d[0]:i * d[0] + (oh - 1) * s[0] + 1:s[0],
                     j * d[1]:j * d[1] + (ow - 1) * s[1] + 1:s[1], :] * y[i, j]
    return out


def depthwise(k):
    """A depthwise convolution, its channels around the vector widths."""
    n, h, w = (int(k.rng.integers(1, 3)), int(k.rng.integers(3, 12)),
               int(k.rng.integers(3, 14)))
    c = int(k.rng.choice([1, 3, 7, 8, 9, 16, 17, 33]))
    a, x = k.operand(shape=(n, h, w, c))
    kh, kw = int(k.rng.integers(1, 4)), int(k.rng.integers(1, 6))
    kh, kw = min(kh, h), min(kw, w)
    b, y = k.operand(shape=(kh, kw, c))
    s = [int(k.rng.integers(1, 3)), int(k.rng.integers(1, 3))]
    d = [int(k.rng.integers(1, 3)), int(k.rng.integers(1, 3))]
    d = [d[0] if (kh - 1) * d[0] < h else 1,
         d[1] if (kw - 1) * d[1] < w else 1]
    out = depthwise_reference(x, y, s, d)
    k.emit(f"accel.depthwise_conv2d {a}, {b} strides = {s} dilations = {d} "
           f": {tensor_type(x.shape)}, {tensor_type(y.shape)} -> "
           f"{tensor_type(out.shape)}", out)


def nchw_block(k):
    """What accel.onnx makes of an NCHW Conv: a pad in NCHW, a transpose to
    NHWC, the convolution (depthwise or not), a transpose back, and a pool
    of the result (NCHW, window along H and W) or a residual add: the
    layout propagation moves the transposes and the pad."""
    n, c = int(k.rng.integers(1, 3)), int(k.rng.choice([2, 5, 8, 17]))
    h, w = int(k.rng.integers(2, 9)), int(k.rng.integers(2, 11))
    a, x = k.operand(shape=(n, c, h, w))
    padded = np.pad(x, [(0, 0), (0, 0), (1, 1), (1, 1)])
    p, _ = k.emit(f"accel.pad {a} low = [0, 0, 1, 1] high = [0, 0, 1, 1] "
                  f"value = 0.0 : {ELEMENT} : {tensor_type(x.shape)} -> "
                  f"{tensor_type(padded.shape)}", padded)
    nhwc = padded.transpose(0, 2, 3, 1)
    t, _ = k.emit(f"accel.transpose {p} [0, 2, 3, 1] : "
                  f"{tensor_type(padded.shape)} -> {tensor_type(nhwc.shape)}",
                  nhwc.copy())
    if k.rng.random() < 0.5:
        b, y = k.operand(shape=(3, 3, c))
        conv = depthwise_reference(nhwc, y, [1, 1], [1, 1])
        op = "depthwise_conv2d"
    else:
        b, y = k.operand(shape=(3, 3, c, c))
        conv = np.zeros((n, h, w, c), np.float32)
        for i in range(3):
            for j in range(3):
                conv += np.einsum("nhwc,cf->nhwf",
                                  nhwc[:, i:i + h, j:j + w, :], y[i, j])
        op = "conv2d"
    v, _ = k.emit(f"accel.{op} {t}, {b} : {tensor_type(nhwc.shape)}, "
                  f"{tensor_type(y.shape)} -> {tensor_type(conv.shape)}",
                  conv)
    back = conv.transpose(0, 3, 1, 2)
    r, _ = k.emit(f"accel.transpose {v} [0, 3, 1, 2] : "
                  f"{tensor_type(conv.shape)} -> {tensor_type(back.shape)}",
                  back.copy())
    if k.rng.random() < 0.5:
        k.emit(f"accel.add {r}, {a} : {tensor_type(x.shape)}", back + x)
        return
    window, strides = [1, 1, 2, 2], [1, 1, 1, 2]
    shape = [n, c, h - 1, (w - 2) // 2 + 1]
    out = np.zeros(shape, np.float32)
    for index in np.ndindex(*shape):
        out[index] = back[index[0], index[1], index[2]:index[2] + 2,
                          2 * index[3]:2 * index[3] + 2].max()
    k.emit(f"accel.pool <max> {r} window = {window} strides = {strides} : "
           f"{tensor_type(back.shape)} -> {tensor_type(shape)}", out)


def pad_pool(k):
    a, x = k.operand(rank=int(k.rng.integers(1, 4)))
    low = [int(v) for v in k.rng.integers(0, 3, x.ndim)]
    high = [int(v) for v in k.rng.integers(0, 3, x.ndim)]
    padded = np.pad(x, list(zip(low, high)), constant_values=-2.0)
    p, _ = k.emit(f"accel.pad {a} low = {low} high = {high} value = -2.0 : "
                  f"{ELEMENT} : {tensor_type(x.shape)} -> "
                  f"{tensor_type(padded.shape)}", padded)
    window = [int(k.rng.integers(1, min(d, 3) + 1)) for d in padded.shape]
    strides = [int(v) for v in k.rng.integers(1, 3, x.ndim)]
    kind = k.rng.choice(["sum", "max"])
    shape = [(d - w) // s + 1 for d, w, s in zip(padded.shape, window,
                                                  strides)]
    out = np.zeros(shape, np.float32)
    for index in np.ndindex(*shape):
        view = padded[tuple(slice(i * s, i * s + w) for i, s, w in
                            zip(index, strides, window))]
        out[index] = view.sum() if kind == "sum" else view.max()
    k.emit(f"accel.pool <{kind}> {p} window = {window} strides = {strides} "
           f": {tensor_type(padded.shape)} -> {tensor_type(shape)}", out)


def softmax(k):
    a, x = k.operand(rank=int(k.rng.integers(1, 4)))
    dim = int(k.rng.integers(0, x.ndim))
    log = bool(k.rng.integers(0, 2))
    shifted = x - x.max(axis=dim, keepdims=True)
    total = np.exp(shifted).sum(axis=dim, keepdims=True)
    result = shifted - np.log(total) if log else np.exp(shifted) / total
    k.emit(f"accel.{'log_softmax' if log else 'softmax'} {a} dim = {dim} : "
           f"{tensor_type(x.shape)}", result.astype(np.float32))


GENERATORS = [elementwise, elementwise, unary, matmul, batch_matmul, reduce,
              transpose, conv2d, pad_pool, softmax, depthwise, nchw_block]


def generate(seed, index, ops):
    rng = np.random.default_rng([seed, index])
    kernel = Kernel(rng)
    generators = [g for g in GENERATORS
                  if not (DYNAMIC and g in (pad_pool, nchw_block))]
    for _ in range(int(rng.integers(1, ops + 1))):
        generators[rng.integers(len(generators))](kernel)
    return kernel


def check(kernel, target, backend, attribute=None):
    """None, or what went wrong: every result against NumPy's, within
    the element type's tolerance of the result's largest magnitude (at
    least 1). `attribute` (backend_attribute's) selects the backend in
    the kernel instead, with its options."""
    tolerance = ELEMENTS[ELEMENT][1]
    try:
        module = accel.jit(kernel.text(target, attribute), target=target,
                           backend=None if attribute else backend)
        got = module.k(*[a for _, a in kernel.arguments])
    except accel.AccelError as error:
        return str(error)
    got = got if isinstance(got, tuple) else (got,)
    for (name, expected), value in zip(kernel.results, got):
        scale = max(1.0, float(np.abs(expected).max(initial=0)))
        if value.shape != expected.shape:
            return f"{name}: shape {value.shape}, expected {expected.shape}"
        value = value.astype(np.float32)
        error = float(np.abs(value - expected).max(initial=0))
        if not np.isfinite(value).all() or error > tolerance * scale:
            return (f"{name}: max |accel - NumPy| = {error:g} (scale "
                    f"{scale:g})")
    return None


def main():
    parser = argparse.ArgumentParser(
        description="random kernels on every backend against NumPy")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--ops", type=int, default=5,
                        help="the most ops in one kernel")
    parser.add_argument("--only", type=int, help="run kernel N alone")
    parser.add_argument("--element", choices=sorted(ELEMENTS),
                        default="f32", help="the kernels' element type")
    parser.add_argument("--dynamic", action="store_true",
                        help="dynamic sizes in every tensor type")
    parser.add_argument("--random-options", action="store_true",
                        help="options of each tiled backend drawn for each "
                        "kernel (small tiles and blocks)")
    args = parser.parse_args()
    global ELEMENT, DYNAMIC
    ELEMENT = args.element
    DYNAMIC = args.dynamic
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), os.pardir,
                                    "Python"))
    from devices import vulkan_device_present
    backends = [b for b in BACKENDS
                if b[0] != "vulkan" or vulkan_device_present()]
    indices = [args.only] if args.only is not None else range(args.count)
    failures = 0
    for index in indices:
        kernel = generate(args.seed, index, args.ops)
        # Options of their own stream: the kernels are the same with and
        # without them.
        rng = np.random.default_rng([args.seed, index, 1])
        for target, backend in backends:
            name = backend or accel.get_compile_backend(target)
            options = random_options(rng, name) if args.random_options \
                else None
            attribute = backend_attribute(name, options) if options else None
            problem = check(kernel, target, backend, attribute)
            if problem:
                failures += 1
                print(f"FAIL seed {args.seed} kernel {index} on "
                      f"{name}: {problem}\n"
                      f"{kernel.text(target, attribute)}")
    print(f"{len(indices)} random {ELEMENT} kernels"
          f"{' of dynamic sizes' if DYNAMIC else ''}"
          f"{' with random options' if args.random_options else ''}"
          f" (seed {args.seed}) on "
          f"{', '.join(b or t for t, b in backends)}: {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
