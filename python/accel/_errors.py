# ===- accel/_errors.py - the package's exceptions ------------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# ===----------------------------------------------------------------------===//


class AccelError(Exception):
    """An error from accel, with its message."""


class CompileError(AccelError):
    """A compilation failed; the message holds every diagnostic as accel-opt
    prints them (file:line:col: error: ..., then the notes)."""
