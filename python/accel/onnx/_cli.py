# ===- accel/onnx/_cli.py - the accel-import-onnx command ------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#   accel-import-onnx MODEL.onnx [-o OUT.mlir] [--input-shape NAME=2x3]...
#                     [--input-value NAME=0,2]...
#                     [--target ACC [--target-option KEY=VALUE]...]
#                     [--backend NAME] [--name SYMBOL]
#
# Writes the imported MLIR to OUT (atomically: all or nothing) or stdout;
# on an error prints it and exits 1, writing nothing.
# ===----------------------------------------------------------------------===//

import argparse
import os
import sys
import tempfile


def _shape(text):
    name, _, dims = text.rpartition("=")
    try:
        shape = [int(d) for d in dims.split("x")] if dims else []
    except ValueError:
        shape = None
    if not name or shape is None or any(d < 0 for d in shape):
        raise argparse.ArgumentTypeError(
            f"'{text}' is not NAME=DIMS (dimensions joined by x: 1x3x224x224; "
            f"NAME= for a 0-d input)")
    return name, shape


def _value(text):
    name, _, values = text.partition("=")
    try:
        numbers = [int(v) for v in values.split(",")] if values else []
    except ValueError:
        numbers = None
    if not name or numbers is None:
        raise argparse.ArgumentTypeError(
            f"'{text}' is not NAME=INTEGERS (joined by commas: axes=0,2)")
    return name, numbers


def _option(text):
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"'{text}' is not KEY=VALUE")
    return key, value


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="accel-import-onnx",
        description="Import an ONNX model as an accel kernel (MLIR).")
    parser.add_argument("model", help="the .onnx file")
    parser.add_argument("-o", "--output", help="the .mlir file (default: "
                        "standard output)")
    parser.add_argument("--input-shape", type=_shape, action="append",
                        default=[], metavar="NAME=DIMS",
                        help="the size of an input with symbolic dimensions")
    parser.add_argument("--input-value", type=_value, action="append",
                        default=[], metavar="NAME=V,V,...",
                        help="the value of an input that operators need as "
                        "a constant (a shape, axes, pads): a 1-D int64 "
                        "tensor")
    parser.add_argument("--target", help="the kernel's accelerator")
    parser.add_argument("--target-option", type=_option, action="append",
                        default=[], metavar="KEY=VALUE",
                        help="an option of that accelerator")
    parser.add_argument("--backend", help="the kernel's compile backend")
    parser.add_argument("--name", help="the kernel's symbol (default: the "
                        "graph's name)")
    args = parser.parse_args(argv)
    if args.target_option and not args.target:
        parser.error("--target-option needs --target")
    for flag, value in (("--target", args.target), ("--backend", args.backend),
                        ("--name", args.name)):
        if value == "":
            parser.error(f"{flag} is empty")
    for flag, pairs in (("--input-shape", args.input_shape),
                        ("--input-value", args.input_value),
                        ("--target-option", args.target_option)):
        given = [name for name, _ in pairs]
        twice = sorted({name for name in given if given.count(name) > 1})
        if twice:
            parser.error(f"{flag} names {', '.join(twice)} more than once")
    try:
        from . import OnnxImportError, import_model
    except ImportError as error:
        print(f"accel-import-onnx: error: {error} (Debian: python3-onnx)",
              file=sys.stderr)
        return 1
    try:
        import numpy as np
        values = {name: np.asarray(numbers, dtype=np.int64)
                  for name, numbers in args.input_value}
        imported = import_model(args.model, dict(args.input_shape), args.name,
                                args.target, dict(args.target_option),
                                args.backend, values)
    except OnnxImportError as error:
        print(f"accel-import-onnx: error: {error}", file=sys.stderr)
        return 1
    if not args.output or args.output == "-":
        sys.stdout.write(imported.text)
        return 0
    directory = os.path.dirname(os.path.abspath(args.output))
    try:
        with tempfile.NamedTemporaryFile("w", dir=directory, delete=False,
                                         suffix=".tmp") as stream:
            stream.write(imported.text)
        os.replace(stream.name, args.output)
    except OSError as error:
        print(f"accel-import-onnx: error: cannot write {args.output}: "
              f"{error.strerror}", file=sys.stderr)
        return 1
    return 0
