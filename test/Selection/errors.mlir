// RUN: accel-opt %s --split-input-file --accel-validate-only --verify-diagnostics

// Every validation message of the selection, in the order docs/Design.md
// ("Selection rules") checks them, each at the kernel (or, for capabilities, at the op), with the
// valid choices and a did-you-mean suggestion where a name is close.

// expected-error-re @+2 {{unknown accelerator 'cpuu'; did you mean 'cpu'? registered accelerators: {{.*}}cpu{{.*}}}}
// expected-note @+1 {{requested by the kernel attribute}}
accel.kernel @unknown_accelerator() attributes {target = #accel.target<"cpuu">} {
  return
}

// -----

module attributes {accel.target = #accel.target<"fpga">} {
  // expected-error-re @+2 {{unknown accelerator 'fpga'; registered accelerators: {{.*}}cpu{{.*}}}}
  // expected-note @+1 {{requested by the module attribute}}
  accel.kernel @unknown_accelerator_no_suggestion() {
    return
  }
}

// -----

// expected-error-re @+2 {{unknown backend 'cpu-vectr'; did you mean 'cpu-vector'? registered backends: {{.*}}cpu-vector{{.*}}}}
// expected-note @+1 {{requested by the kernel attribute}}
accel.kernel @unknown_backend() attributes {backend = #accel.backend<"cpu-vectr">} {
  return
}

// -----

// The backend name is checked before the accelerator's options.
// expected-error-re @+2 {{unknown backend 'fpga-hls'; registered backends: {{.*}}cpu-vector{{.*}}}}
// expected-note @+1 {{requested by the kernel attribute}}
accel.kernel @names_before_options() attributes {target = #accel.target<"cpu", {cpu = "pentium9"}>, backend = #accel.backend<"fpga-hls">} {
  return
}

// -----

// A backend that exists but does not compile for the accelerator: the error
// lists the backends that do.
// expected-error-re @+1 {{backend 'gpu-simt' does not support accelerator 'cpu'; backends for 'cpu': {{.*}}cpu-vector (default){{.*}}}}
accel.kernel @unsupported_pair() attributes {backend = #accel.backend<"gpu-simt">} {
  return
}

// -----

// expected-error @+1 {{backend 'cpu-vector' does not support accelerator 'nvidia'; backends for 'nvidia': gpu-simt (default)}}
accel.kernel @cpu_backend_on_gpu() attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"cpu-vector">} {
  return
}

// -----

// expected-error @+1 {{invalid value 'sm_9' for option 'chip' of accelerator 'nvidia': expected sm_XY; known values: sm_70, sm_72, sm_75, sm_80, sm_86, sm_87, sm_88, sm_89, sm_90, sm_90a, sm_100, sm_100a, sm_100f, sm_101, sm_101a, sm_101f, sm_103, sm_103a, sm_103f, sm_110, sm_110a, sm_110f, sm_120, sm_120a, sm_120f, sm_121, sm_121a, sm_121f}}
accel.kernel @invalid_nvidia_chip() attributes {target = #accel.target<"nvidia", {chip = "sm_9"}>} {
  return
}

// -----

// expected-error @+1 {{invalid value 'ptx80' for option 'features' of accelerator 'nvidia': expected +ptxNN or auto; known values: auto, +ptx70, +ptx78, +ptx80, +ptx87}}
accel.kernel @invalid_ptx_version() attributes {target = #accel.target<"nvidia", {features = "ptx80"}>} {
  return
}

// -----

// A chip LLVM does not know would be ignored with a warning, and code made
// for no chip in particular.
// expected-error @+1 {{invalid value 'sm_99' for option 'chip' of accelerator 'nvidia': expected sm_XY; known values: sm_70,}}
accel.kernel @unknown_nvidia_chip() attributes {target = #accel.target<"nvidia", {chip = "sm_99"}>} {
  return
}

// -----

// A PTX version older than the chip needs would stop LLVM with a fatal error
// while serializing; it is refused at the first op.
accel.kernel @old_ptx(%a: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"nvidia", {chip = "sm_90", features = "+ptx70"}>} {
  // expected-error @+1 {{'accel.add' is not supported by accelerator 'nvidia': chip 'sm_90' needs PTX 7.8 or later, but features = '+ptx70' asks for 7.0 (use +ptx78 or auto)}}
  %0 = add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{invalid value 'mi300' for option 'chip' of accelerator 'amd': expected gfxNNN; known values: gfx900, gfx902, gfx904, gfx906, gfx908, gfx909, gfx90a, gfx90c, gfx942, gfx950, gfx1010, gfx1011, gfx1012, gfx1013, gfx1030, gfx1031, gfx1032, gfx1033, gfx1034, gfx1035, gfx1036, gfx1100, gfx1101, gfx1102, gfx1103, gfx1150, gfx1151, gfx1152, gfx1153, gfx1200, gfx1201, gfx1250, gfx1251}}
accel.kernel @invalid_amd_chip() attributes {target = #accel.target<"amd", {chip = "mi300"}>} {
  return
}

// -----

// expected-error @+1 {{invalid value '2048' for option 'threads' of backend 'gpu-simt': expected an integer from 1 to 1024}}
accel.kernel @invalid_threads() attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {threads = 2048}>} {
  return
}

// -----

// cpu-vector's register tile is bounded (compile time grows faster than its
// accumulators), and so is a packed panel of B (its size when K and N are
// dynamic); cpu-openmp's thread count is an i32.
// expected-error @+1 {{invalid value '1000' for option 'tile-m' of backend 'cpu-vector': expected an integer from 1 to 64}}
accel.kernel @huge_register_tile() attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 1000}>} {
  return
}

// -----

// expected-error @+1 {{invalid value '257' for option 'tile-n' of backend 'cpu-vector': expected an integer from 1 to 256}}
accel.kernel @wide_register_tile() attributes {backend = #accel.backend<"cpu-vector", {"tile-n" = 257}>} {
  return
}

// -----

// expected-error @+1 {{invalid value '33' for option 'tile-k' of backend 'cpu-openmp': expected an integer from 1 to 32}}
accel.kernel @deep_unroll() attributes {backend = #accel.backend<"cpu-openmp", {"tile-k" = 33}>} {
  return
}

// -----

// expected-error @+1 {{invalid value '1000000' for option 'block-n' of backend 'cpu-vector': expected an integer from 1 to 65536}}
accel.kernel @huge_panel() attributes {backend = #accel.backend<"cpu-vector", {"block-n" = 1000000}>} {
  return
}

// -----

// expected-error @+1 {{invalid value 'sideways' for option 'pack-a' of backend 'cpu-vector'; known values: auto, packed, in-place}}
accel.kernel @sideways() attributes {backend = #accel.backend<"cpu-vector", {"pack-a" = "sideways"}>} {
  return
}

// -----

// expected-error @+1 {{invalid value '10000000000' for option 'num-threads' of backend 'cpu-openmp': expected an integer from 0 to 2147483647}}
accel.kernel @too_many_threads() attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 10000000000}>} {
  return
}

// -----

accel.kernel @amd_math(%x: tensor<4xf64>) -> tensor<4xf64> attributes {target = #accel.target<"amd">} {
  // expected-error @+1 {{'accel.exp' is not supported by accelerator 'amd': math functions other than exp, tanh and erf on f32, f16 and bf16 (polynomial approximations in f32) become calls into the ROCm device libraries (ocml), which accel does not link}}
  %y = exp %x : tensor<4xf64>
  return %y : tensor<4xf64>
}

// -----

accel.kernel @nvidia_math(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"nvidia">} {
  // expected-error @+1 {{'math.log' is not supported by accelerator 'nvidia': math functions other than exp, tanh and erf on f32, f16 and bf16 (polynomial approximations in f32) become calls into CUDA's libdevice, which accel does not link}}
  %y = math.log %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

accel.kernel @nvidia_log_softmax(%x: tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>) attributes {target = #accel.target<"nvidia">} {
  // softmax computes exp only, approximated on f32; log_softmax a log too.
  %s = softmax %x dim = 1 : tensor<4x2xf32>
  // expected-error @+1 {{'accel.log_softmax' is not supported by accelerator 'nvidia': math functions other than exp, tanh and erf on f32, f16 and bf16 (polynomial approximations in f32) become calls into CUDA's libdevice, which accel does not link}}
  %l = log_softmax %x dim = 1 : tensor<4x2xf32>
  return %s, %l : tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

accel.kernel @vulkan_softmax(%x: tensor<4xf64>) -> tensor<4xf64> attributes {target = #accel.target<"vulkan", {float64 = "true"}>} {
  // expected-error @+1 {{'accel.softmax' is not supported by accelerator 'vulkan': math functions on f64: their GLSL.std.450 extended instructions take 16- and 32-bit floats}}
  %y = softmax %x dim = 0 : tensor<4xf64>
  return %y : tensor<4xf64>
}

// -----

accel.kernel @vulkan_math(%x: tensor<4xf64>) -> tensor<4xf64> attributes {target = #accel.target<"vulkan", {float64 = "true"}>} {
  // expected-error @+1 {{'accel.tanh' is not supported by accelerator 'vulkan': math functions on f64: their GLSL.std.450 extended instructions take 16- and 32-bit floats}}
  %y = tanh %x : tensor<4xf64>
  return %y : tensor<4xf64>
}

// -----

// expected-error @+1 {{unknown option 'cpus' for accelerator 'cpu'; did you mean 'cpu'? options: cpu, triple}}
accel.kernel @unknown_accelerator_option() attributes {target = #accel.target<"cpu", {cpus = "x86-64"}>} {
  return
}

// -----

// expected-error @+1 {{invalid value 'pentium9' for option 'cpu' of accelerator 'cpu': expected an x86 CPU name known to LLVM, or 'native'; known values: native, x86-64, x86-64-v2, x86-64-v3, x86-64-v4}}
accel.kernel @invalid_cpu() attributes {target = #accel.target<"cpu", {cpu = "pentium9"}>} {
  return
}

// -----

// expected-error @+1 {{invalid value 'nonsense' for option 'triple' of accelerator 'cpu': expected an LLVM target triple (arch-vendor-os)}}
accel.kernel @invalid_triple() attributes {target = #accel.target<"cpu", {triple = "nonsense"}>} {
  return
}

// -----

// expected-error @+1 {{invalid value '0' for option 'tile-m' of backend 'cpu-vector': expected an integer from 1 to 64}}
accel.kernel @invalid_backend_option() attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 0}>} {
  return
}

// -----

// expected-error @+1 {{unknown option 'tile' for backend 'cpu-vector'; options: tile-m, tile-n, tile-k, block-k, block-n, block-m, pack-a, vector-width}}
accel.kernel @unknown_backend_option() attributes {backend = #accel.backend<"cpu-vector", {tile = 8}>} {
  return
}

// -----

// expected-error @+1 {{unknown option 'threads' for backend 'cpu-loops'; options: none}}
accel.kernel @option_of_optionless_backend() attributes {backend = #accel.backend<"cpu-loops", {threads = 2}>} {
  return
}

// -----

accel.kernel @capability(%x: tensor<4xf128>) -> tensor<4xf128> {
  // expected-error @+1 {{f128 is not supported by accelerator 'cpu' (in 'accel.add'); supported element types: i1, i8, i16, i32, i64, bf16, f16, f32, f64}}
  %y = add %x, %x : tensor<4xf128>
  return %y : tensor<4xf128>
}


// -----

// The message of docs/Design.md ("Selection rules"), verbatim.
// expected-error-re @+2 {{unknown accelerator 'nvidai'; did you mean 'nvidia'? registered accelerators: {{.*}}nvidia{{.*}}}}
// expected-note @+1 {{requested by the kernel attribute}}
accel.kernel @design_example() attributes {target = #accel.target<"nvidai">} {
  return
}

// -----

accel.kernel @vulkan_f64(%x: tensor<4xf64>) -> tensor<4xf64> attributes {target = #accel.target<"vulkan">} {
  // expected-error @+1 {{'accel.add' is not supported by accelerator 'vulkan': f64 needs the Float64 capability (option float64 = "true")}}
  %y = add %x, %x : tensor<4xf64>
  return %y : tensor<4xf64>
}

// -----

accel.kernel @vulkan_i64(%x: tensor<4xi64>) -> tensor<4xi64> attributes {target = #accel.target<"vulkan", {float64 = "true"}>} {
  // expected-error @+1 {{'accel.add' is not supported by accelerator 'vulkan': i64 needs the Int64 capability (option int64 = "true")}}
  %y = add %x, %x : tensor<4xi64>
  return %y : tensor<4xi64>
}

// -----

accel.kernel @vulkan_f16(%x: tensor<4xf16>) -> tensor<4xf16> attributes {target = #accel.target<"vulkan">} {
  // expected-error @+1 {{'accel.add' is not supported by accelerator 'vulkan': f16 needs the Float16 and 16-bit storage capabilities (option float16 = "true")}}
  %y = add %x, %x : tensor<4xf16>
  return %y : tensor<4xf16>
}

// -----

accel.kernel @vulkan_i16(%x: tensor<4xi16>) -> tensor<4xi16> attributes {target = #accel.target<"vulkan", {float16 = "true"}>} {
  // expected-error @+1 {{'accel.add' is not supported by accelerator 'vulkan': i16 needs the Int16 and 16-bit storage capabilities (option int16 = "true")}}
  %y = add %x, %x : tensor<4xi16>
  return %y : tensor<4xi16>
}

// -----

accel.kernel @vulkan_i8(%x: tensor<4xi8>) -> tensor<4xi8> attributes {target = #accel.target<"vulkan", {int16 = "true"}>} {
  // expected-error @+1 {{'accel.add' is not supported by accelerator 'vulkan': i8 needs the Int8 and 8-bit storage capabilities (option int8 = "true")}}
  %y = add %x, %x : tensor<4xi8>
  return %y : tensor<4xi8>
}

// -----

accel.kernel @vulkan_bf16(%x: tensor<4xbf16>) -> tensor<4xbf16> attributes {target = #accel.target<"vulkan">} {
  // expected-error @+1 {{bf16 is not supported by accelerator 'vulkan' (in 'accel.add'); supported element types: i1, i8, i16, i32, i64, f16, f32, f64}}
  %y = add %x, %x : tensor<4xbf16>
  return %y : tensor<4xbf16>
}

// -----

// expected-error @+1 {{invalid value 'yes' for option 'float64' of accelerator 'vulkan': expected true or false; known values: false, true}}
accel.kernel @vulkan_bad_flag() attributes {target = #accel.target<"vulkan", {float64 = "yes"}>} {
  return
}

// -----

// expected-error @+1 {{invalid value '1' for option 'int64' of accelerator 'vulkan': expected true or false; known values: false, true}}
accel.kernel @vulkan_bad_int64() attributes {target = #accel.target<"vulkan", {int64 = 1}>} {
  return
}

// -----

// expected-error @+1 {{invalid value '0' for option 'threads' of backend 'spirv': expected an integer from 1 to 1024}}
accel.kernel @spirv_bad_threads() attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {threads = 0}>} {
  return
}

// -----

// expected-error @+1 {{invalid value 'v2.0' for option 'version' of accelerator 'vulkan': expected v1.N; known values: v1.0, v1.1, v1.2, v1.3, v1.4, v1.5, v1.6}}
accel.kernel @vulkan_bad_version() attributes {target = #accel.target<"vulkan", {version = "v2.0"}>} {
  return
}


// -----

module {
  module @inner {
    // expected-error @+1 {{kernel @k is in a nested module, which this pass does not lower; run the pass on that module (e.g. --pass-pipeline="builtin.module(builtin.module(accel-lower))")}}
    accel.kernel @k() {
      return
    }
  }
}


// -----

// expected-error @+1 {{the tuning record ('accel.tuned') names option 'tile', which backend 'cpu-vector' does not have; its options: tile-m, tile-n, tile-k, block-k, block-n, block-m, pack-a, vector-width}}
accel.kernel @unknown_tuned_option() attributes {backend = #accel.backend<"cpu-vector">, accel.tuned = {backend = "cpu-vector", options = {tile = "8"}}} {
  return
}

// -----

// expected-error @+2 {{the tuning record ('accel.tuned') gives option 'tile-m' of backend 'cpu-vector' the invalid value '0': expected an integer from 1 to 64}}
// expected-note @+1 {{the record: from the tuning file 't.json'}}
accel.kernel @invalid_tuned_value() attributes {backend = #accel.backend<"cpu-vector">, accel.tuned = {backend = "cpu-vector", note = "from the tuning file 't.json'", options = {"tile-m" = "0"}}} {
  return
}
