/*===- accel-runtime-test.c - the runtime's C API from C ----------*- C -*-===*\
|*                                                                            *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/* Lists the devices of libaccel_runtime, the absent kinds with their
 * reasons, and sets the current device from each argument in turn, printing
 * the choice in force or the error (test/Runtime/c-api.mlir). */

#include "accel/Runtime/Runtime.h"

#include <stdio.h>

int main(int argc, char **argv) {
  AccelRuntimeDevice devices[32];
  int count = accelRuntimeListDevices(devices, 32);
  printf("devices: %d\n", count);
  for (int i = 0; i < count && i < 32; ++i)
    printf("device %s:%d %s memory=%s\n", devices[i].kind, devices[i].index,
           devices[i].name, devices[i].memoryBytes ? "yes" : "no");
  const char *kinds[] = {"cpu", "nvidia", "amd", "vulkan", "tpu"};
  for (int i = 0; i < 5; ++i) {
    const char *reason = accelRuntimeGetAbsentReason(kinds[i]);
    printf("absent %s: %s\n", kinds[i], reason ? reason : "(no)");
  }
  char text[512];
  for (int i = 1; i < argc; ++i) {
    if (accelRuntimeSetCurrentDevice(argv[i], text, sizeof(text)) != 0) {
      printf("set '%s': %s\n", argv[i], text);
      continue;
    }
    if (accelRuntimeGetCurrentDevice(text, sizeof(text)) != 0)
      printf("set '%s': ok, current: error %s\n", argv[i], text);
    else
      printf("set '%s': ok, current: '%s'\n", argv[i], text);
  }
  return 0;
}
