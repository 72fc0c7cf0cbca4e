#===- AccelPlugin.cmake - building accel plugins -------------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#===-----------------------------------------------------------------------===//
#
# accel_add_plugin(<name> <sources>... [LINK_LIBS <libraries>...])
#
# A plugin `<name>.so` that accel-opt loads (--load-accel-plugin or
# ACCEL_PLUGIN_PATH). Used in the accel tree and, installed with the package,
# by plugins built out of tree after find_package(Accel). A plugin links the
# same shared libMLIR.so, libLLVM.so and accel libraries as the tool, and
# exports nothing but its entry point (ACCEL_PLUGIN_EXPORT), so that two
# plugins may use the same names for their own symbols.

function(accel_add_plugin name)
  cmake_parse_arguments(ARG "" "" "LINK_LIBS" ${ARGN})
  add_library(${name} MODULE ${ARG_UNPARSED_ARGUMENTS})
  set_target_properties(${name} PROPERTIES
    PREFIX ""
    CXX_STANDARD 17
    CXX_STANDARD_REQUIRED ON
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  if(ACCEL_PLUGIN_OUTPUT_DIRECTORY)
    set_target_properties(${name} PROPERTIES
      LIBRARY_OUTPUT_DIRECTORY ${ACCEL_PLUGIN_OUTPUT_DIRECTORY})
  endif()
  target_include_directories(${name} SYSTEM PRIVATE
    ${LLVM_INCLUDE_DIRS} ${MLIR_INCLUDE_DIRS})
  separate_arguments(definitions NATIVE_COMMAND "${LLVM_DEFINITIONS}")
  target_compile_options(${name} PRIVATE ${definitions})
  if(NOT LLVM_ENABLE_RTTI)
    target_compile_options(${name} PRIVATE -fno-rtti)
  endif()
  target_link_libraries(${name} PRIVATE
    Accel::Plugin Accel::Registry ${ARG_LINK_LIBS} MLIR LLVM)
endfunction()
