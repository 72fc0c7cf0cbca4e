#!/bin/sh
# Interesting (exit 1, as mlir-reduce wants) while accel-opt ($1, the
# test-arg) still reports the unknown backend 'cpu-vectr' for the candidate
# ($2, the file mlir-reduce appends).
"$1" "$2" --accel-validate-only 2>&1 | grep -q "unknown backend 'cpu-vectr'" && exit 1
exit 0
