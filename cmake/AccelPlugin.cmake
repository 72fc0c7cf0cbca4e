#===- AccelPlugin.cmake - building accel plugins -------------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#===-----------------------------------------------------------------------===//
#
# accel_add_plugin(<name> <sources>... [PASSES <Passes.td> [PASS_GROUP <G>]]
#                  [LINK_LIBS <libraries>...])
#
# A plugin `<name>.so` that accel-opt loads (--load-accel-plugin or
# ACCEL_PLUGIN_PATH). Used in the accel tree and, installed with the package,
# by plugins built out of tree after find_package(Accel). A plugin links the
# same shared libMLIR.so, libLLVM.so and accel libraries as the tool, and
# exports nothing but its entry point (ACCEL_PLUGIN_EXPORT), so that two
# plugins may use the same names for their own symbols.
#
# PASSES: the plugin's passes are declared in ODS, as accel's own are;
# mlir-tblgen generates Passes.h.inc (-gen-pass-decls -name <G>, G defaulting
# to <name> without dashes) into the plugin's build folder, which is on its
# include path.

function(accel_add_plugin name)
  cmake_parse_arguments(ARG "" "PASSES;PASS_GROUP" "LINK_LIBS" ${ARGN})
  add_library(${name} MODULE ${ARG_UNPARSED_ARGUMENTS})
  if(ARG_PASSES)
    if(NOT ARG_PASS_GROUP)
      string(REPLACE "-" "" ARG_PASS_GROUP ${name})
    endif()
    set(td ${CMAKE_CURRENT_SOURCE_DIR}/${ARG_PASSES})
    set(output ${CMAKE_CURRENT_BINARY_DIR}/Passes.h.inc)
    set(includes)
    foreach(dir ${MLIR_INCLUDE_DIRS})
      list(APPEND includes -I ${dir})
    endforeach()
    add_custom_command(OUTPUT ${output}
      COMMAND ${MLIR_TABLEGEN_EXE} -gen-pass-decls -name ${ARG_PASS_GROUP}
              ${includes} ${td} -o ${output}
      DEPENDS ${td} ${MLIR_TABLEGEN_EXE}
      COMMENT "Generating the passes of plugin ${name}")
    target_sources(${name} PRIVATE ${output})
    target_include_directories(${name} PRIVATE ${CMAKE_CURRENT_BINARY_DIR})
  endif()
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
