// RUN: accel-opt %s --accel-lower --accel-target=cpu --mlir-disable-threading -o %t.one
// RUN: accel-opt %s --accel-lower --accel-target=cpu -o %t.threads
// RUN: diff %t.threads %t.one
// RUN: accel-opt %s --accel-lower --accel-target=cpu -o %t.again
// RUN: diff %t.again %t.one
// RUN: accel-opt %s --accel-lower --accel-target=cpu -o %t.again
// RUN: diff %t.again %t.one
// RUN: FileCheck %s --input-file=%t.threads

// Host functions are lowered in parallel, each through conversions that run
// only where there are ops they convert (accel-if-dialect): each thread must
// run its own copy of such a pass's nested pipeline (a copy shared between
// threads corrupted the conversions and could run out of memory). 48
// host functions with vector ops and two kernels; the output is the same
// with one thread.

// CHECK-COUNT-48: llvm.func @host{{[0-9]+}}(
// CHECK: llvm.func @k0(
// CHECK: llvm.func @k1(
// CHECK-NOT: vector.transfer_read

func.func @host0(%m: memref<8xf32>) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<8xf32>, vector<8xf32>
  return %v : vector<8xf32>
}

func.func @host1(%m: memref<9xf32>) -> vector<9xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<9xf32>, vector<9xf32>
  return %v : vector<9xf32>
}

func.func @host2(%m: memref<10xf32>) -> vector<10xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<10xf32>, vector<10xf32>
  return %v : vector<10xf32>
}

func.func @host3(%m: memref<11xf32>) -> vector<11xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<11xf32>, vector<11xf32>
  return %v : vector<11xf32>
}

func.func @host4(%m: memref<12xf32>) -> vector<12xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<12xf32>, vector<12xf32>
  return %v : vector<12xf32>
}

func.func @host5(%m: memref<13xf32>) -> vector<13xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<13xf32>, vector<13xf32>
  return %v : vector<13xf32>
}

func.func @host6(%m: memref<14xf32>) -> vector<14xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<14xf32>, vector<14xf32>
  return %v : vector<14xf32>
}

func.func @host7(%m: memref<15xf32>) -> vector<15xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<15xf32>, vector<15xf32>
  return %v : vector<15xf32>
}

func.func @host8(%m: memref<16xf32>) -> vector<16xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<16xf32>, vector<16xf32>
  return %v : vector<16xf32>
}

func.func @host9(%m: memref<17xf32>) -> vector<17xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<17xf32>, vector<17xf32>
  return %v : vector<17xf32>
}

func.func @host10(%m: memref<18xf32>) -> vector<18xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<18xf32>, vector<18xf32>
  return %v : vector<18xf32>
}

func.func @host11(%m: memref<19xf32>) -> vector<19xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<19xf32>, vector<19xf32>
  return %v : vector<19xf32>
}

func.func @host12(%m: memref<20xf32>) -> vector<20xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<20xf32>, vector<20xf32>
  return %v : vector<20xf32>
}

func.func @host13(%m: memref<21xf32>) -> vector<21xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<21xf32>, vector<21xf32>
  return %v : vector<21xf32>
}

func.func @host14(%m: memref<22xf32>) -> vector<22xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<22xf32>, vector<22xf32>
  return %v : vector<22xf32>
}

func.func @host15(%m: memref<23xf32>) -> vector<23xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<23xf32>, vector<23xf32>
  return %v : vector<23xf32>
}

func.func @host16(%m: memref<24xf32>) -> vector<24xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<24xf32>, vector<24xf32>
  return %v : vector<24xf32>
}

func.func @host17(%m: memref<25xf32>) -> vector<25xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<25xf32>, vector<25xf32>
  return %v : vector<25xf32>
}

func.func @host18(%m: memref<26xf32>) -> vector<26xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<26xf32>, vector<26xf32>
  return %v : vector<26xf32>
}

func.func @host19(%m: memref<27xf32>) -> vector<27xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<27xf32>, vector<27xf32>
  return %v : vector<27xf32>
}

func.func @host20(%m: memref<28xf32>) -> vector<28xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<28xf32>, vector<28xf32>
  return %v : vector<28xf32>
}

func.func @host21(%m: memref<29xf32>) -> vector<29xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<29xf32>, vector<29xf32>
  return %v : vector<29xf32>
}

func.func @host22(%m: memref<30xf32>) -> vector<30xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<30xf32>, vector<30xf32>
  return %v : vector<30xf32>
}

func.func @host23(%m: memref<31xf32>) -> vector<31xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<31xf32>, vector<31xf32>
  return %v : vector<31xf32>
}

func.func @host24(%m: memref<32xf32>) -> vector<32xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<32xf32>, vector<32xf32>
  return %v : vector<32xf32>
}

func.func @host25(%m: memref<33xf32>) -> vector<33xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<33xf32>, vector<33xf32>
  return %v : vector<33xf32>
}

func.func @host26(%m: memref<34xf32>) -> vector<34xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<34xf32>, vector<34xf32>
  return %v : vector<34xf32>
}

func.func @host27(%m: memref<35xf32>) -> vector<35xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<35xf32>, vector<35xf32>
  return %v : vector<35xf32>
}

func.func @host28(%m: memref<36xf32>) -> vector<36xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<36xf32>, vector<36xf32>
  return %v : vector<36xf32>
}

func.func @host29(%m: memref<37xf32>) -> vector<37xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<37xf32>, vector<37xf32>
  return %v : vector<37xf32>
}

func.func @host30(%m: memref<38xf32>) -> vector<38xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<38xf32>, vector<38xf32>
  return %v : vector<38xf32>
}

func.func @host31(%m: memref<39xf32>) -> vector<39xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<39xf32>, vector<39xf32>
  return %v : vector<39xf32>
}

func.func @host32(%m: memref<40xf32>) -> vector<40xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<40xf32>, vector<40xf32>
  return %v : vector<40xf32>
}

func.func @host33(%m: memref<41xf32>) -> vector<41xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<41xf32>, vector<41xf32>
  return %v : vector<41xf32>
}

func.func @host34(%m: memref<42xf32>) -> vector<42xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<42xf32>, vector<42xf32>
  return %v : vector<42xf32>
}

func.func @host35(%m: memref<43xf32>) -> vector<43xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<43xf32>, vector<43xf32>
  return %v : vector<43xf32>
}

func.func @host36(%m: memref<44xf32>) -> vector<44xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<44xf32>, vector<44xf32>
  return %v : vector<44xf32>
}

func.func @host37(%m: memref<45xf32>) -> vector<45xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<45xf32>, vector<45xf32>
  return %v : vector<45xf32>
}

func.func @host38(%m: memref<46xf32>) -> vector<46xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<46xf32>, vector<46xf32>
  return %v : vector<46xf32>
}

func.func @host39(%m: memref<47xf32>) -> vector<47xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<47xf32>, vector<47xf32>
  return %v : vector<47xf32>
}

func.func @host40(%m: memref<48xf32>) -> vector<48xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<48xf32>, vector<48xf32>
  return %v : vector<48xf32>
}

func.func @host41(%m: memref<49xf32>) -> vector<49xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<49xf32>, vector<49xf32>
  return %v : vector<49xf32>
}

func.func @host42(%m: memref<50xf32>) -> vector<50xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<50xf32>, vector<50xf32>
  return %v : vector<50xf32>
}

func.func @host43(%m: memref<51xf32>) -> vector<51xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<51xf32>, vector<51xf32>
  return %v : vector<51xf32>
}

func.func @host44(%m: memref<52xf32>) -> vector<52xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<52xf32>, vector<52xf32>
  return %v : vector<52xf32>
}

func.func @host45(%m: memref<53xf32>) -> vector<53xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<53xf32>, vector<53xf32>
  return %v : vector<53xf32>
}

func.func @host46(%m: memref<54xf32>) -> vector<54xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<54xf32>, vector<54xf32>
  return %v : vector<54xf32>
}

func.func @host47(%m: memref<55xf32>) -> vector<55xf32> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%c0], %pad : memref<55xf32>, vector<55xf32>
  return %v : vector<55xf32>
}

accel.kernel @k0(%x: tensor<16x16xf32>) -> tensor<16x16xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %y = mul %x, %x : tensor<16x16xf32>
  return %y : tensor<16x16xf32>
}

accel.kernel @k1(%x: tensor<16x16xf32>) -> tensor<16x16xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %y = mul %x, %x : tensor<16x16xf32>
  return %y : tensor<16x16xf32>
}
