# ===- accel/_errors.py - the package's exceptions, its argument checks ---===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# ===----------------------------------------------------------------------===//


class AccelError(Exception):
    """An error from accel, with its message."""


class CompileError(AccelError):
    """A compilation failed; the message holds every diagnostic as accel-opt
    prints them (file:line:col: error: ..., then the notes)."""


def _check_type(name, value, kind):
    """TypeError naming the argument unless `value` is a `kind` (a bool is
    not taken for a number, nor bytes for text)."""
    if not isinstance(value, kind) or (kind is not bool and
                                       isinstance(value, bool)):
        raise TypeError(f"{name} must be {_KIND_NAMES[kind]}, got "
                        f"{type(value).__name__} {value!r:.60}")


_KIND_NAMES = {str: "a str", int: "an int",
               dict: "a dict of accelerator to backend names",
               bool: "True or False"}
