# ===- accel/onnx/__main__.py - python -m accel.onnx ----------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# ===----------------------------------------------------------------------===//

import sys

from ._cli import main

sys.exit(main())
