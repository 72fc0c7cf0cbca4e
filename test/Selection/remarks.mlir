// RUN: accel-opt %s --accel-validate-only --accel-target=cpu --accel-backend=cpu-loops --verify-diagnostics

// Where the command line overrides an IR attribute that names something else,
// a remark at the kernel says so; an attribute that agrees gets none.

module attributes {accel.target = #accel.target<"fpga">, accel.backend = #accel.backend<"cpu-openmp">} {
  // expected-remark @+4 {{--accel-target=cpu overrides the kernel attribute target 'gpu'}}
  // expected-remark @+3 {{--accel-target=cpu overrides the module attribute target 'fpga'}}
  // expected-remark @+2 {{--accel-backend=cpu-loops overrides the kernel attribute backend 'cpu-vector'}}
  // expected-remark @+1 {{--accel-backend=cpu-loops overrides the module attribute backend 'cpu-openmp'}}
  accel.kernel @overridden() attributes {target = #accel.target<"gpu">, backend = #accel.backend<"cpu-vector">} {
    return
  }

  // expected-remark @+2 {{--accel-target=cpu overrides the module attribute target 'fpga'}}
  // expected-remark @+1 {{--accel-backend=cpu-loops overrides the module attribute backend 'cpu-openmp'}}
  accel.kernel @agrees() attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
    return
  }
}
