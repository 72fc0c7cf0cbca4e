#===- Install.cmake - cmake --install and the Accel package ---------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#===-----------------------------------------------------------------------===//
#
# `cmake --install` puts accel-opt, the shared libraries, every public header
# (hand-written and generated) and a CMake package into the prefix, so that
# another project finds them with find_package(Accel CONFIG).

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(ACCEL_INSTALLED_LIBRARIES
  AccelIR AccelTransforms AccelSupport AccelRegistry AccelTargets
  AccelSelection AccelConversion ${ACCEL_BACKEND_LIBRARIES} AccelBackends
  AccelCache AccelLowering AccelTune AccelPlugin AccelAPI AccelCAPI AccelTools)
foreach(lib ${ACCEL_INSTALLED_LIBRARIES})
  string(REGEX REPLACE "^Accel" "" export_name ${lib})
  set_target_properties(${lib} PROPERTIES EXPORT_NAME ${export_name})
  target_include_directories(${lib} INTERFACE
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
endforeach()

# libaccel_runtime keeps its file name (lowered code and mlir-runner's
# -shared-libs name it); in the package it is Accel::Runtime.
set_target_properties(accel_runtime PROPERTIES EXPORT_NAME Runtime)
target_include_directories(accel_runtime INTERFACE
  $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
install(TARGETS ${ACCEL_INSTALLED_LIBRARIES} accel_runtime
  EXPORT AccelTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS accel-opt accel-reduce accel-lsp-server RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# Headers: include/ (the libraries) and dialects/ (the dialect), each with the
# files mlir-tblgen generated next to them in the build tree.
foreach(root ${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include
             ${PROJECT_SOURCE_DIR}/dialects ${PROJECT_BINARY_DIR}/dialects)
  install(DIRECTORY ${root}/accel ${root}/accel-c
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
    OPTIONAL
    FILES_MATCHING PATTERN "*.h" PATTERN "*.h.inc" PATTERN "*.td"
    PATTERN "CMakeFiles" EXCLUDE)
endforeach()

set(ACCEL_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/accel)
install(EXPORT AccelTargets NAMESPACE Accel:: DESTINATION ${ACCEL_CMAKE_DIR})
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/AccelConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/AccelConfig.cmake
  INSTALL_DESTINATION ${ACCEL_CMAKE_DIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/cmake/AccelConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/cmake/AccelConfig.cmake
  ${PROJECT_BINARY_DIR}/cmake/AccelConfigVersion.cmake
  ${PROJECT_SOURCE_DIR}/cmake/AccelPlugin.cmake
  DESTINATION ${ACCEL_CMAKE_DIR})
