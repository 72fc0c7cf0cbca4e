//===- ChannelWindows.h - windows reduced along channels --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_BACKENDS_CPUVECTOR_CHANNELWINDOWS_H
#define ACCEL_LIB_BACKENDS_CPUVECTOR_CHANNELWINDOWS_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace accel {

/// The widest window whose columns a channel window's tiles unroll.
constexpr int64_t kMaxUnrolledWindow = 7;

/// An op on NHWC buffers that reduces a KH x KW window of each channel on
/// its own: a depthwise convolution (each tap times the filter's, summed)
/// or a pool (the taps combined by max, sum, ...).
struct ChannelWindow {
  mlir::Value input, output;
  /// The depthwise filter (KH x KW x C), or null for a pool.
  mlir::Value filter;
  /// A pool's combiner (its payload's op on the output's element and the
  /// tap); null for a depthwise convolution.
  mlir::Operation *combiner = nullptr;
  int64_t windowRows = 0, windowColumns = 0;
  int64_t strides[2] = {1, 1}, dilations[2] = {1, 1};
  /// Rows and columns of padding before the input (top, left): the window
  /// reads input row oh * stride + kh * dilation - top; rows and columns
  /// outside the input are the combine's neutral element (zeros for a
  /// depthwise convolution). Zero unless foldPaddedInputs found a padded
  /// copy of the input.
  int64_t padding[2] = {0, 0};
  /// The value every output element starts from where a fill of the
  /// output right before the window is folded into it; null: the output's
  /// own elements.
  mlir::Value init;
};

/// The window of `op` where vectorizeChannelWindow handles it: on buffers,
/// floating-point elements (the output's as wide as the input's or wider),
/// a static window of at most kMaxUnrolledWindow columns; a
/// linalg.depthwise_conv_2d_nhwc_hwc, or the linalg.generic of an NHWC pool
/// (accel.pool whose window and stride are 1 along N and C: loops over the
/// output, then over the window, the input read at output * stride +
/// window * dilation, the payload one combiner of the output's element and
/// the tap, extended or not).
std::optional<ChannelWindow> matchChannelWindow(mlir::linalg::LinalgOp op);

/// Where a channel window reads a buffer that only a fill with the
/// window's neutral element and a copy of another buffer X into its inside
/// wrote (accel.pad of X, bufferized), and nothing writes X's buffer in
/// between: vectorizes the window on X itself with the padding in its
/// tiles (`columns`, `width` and `parallel` as vectorizeChannelWindow's),
/// and erases the fill, the copy and, unused then, the padded buffer.
void foldPaddedInputs(mlir::RewriterBase &rewriter, mlir::Operation *root,
                      int64_t columns, int64_t width, bool parallel);

/// Replaces `op` (matched as `window`) with register tiles of `columns`
/// output columns by one vector of `width` channels, accumulated over the
/// window in registers (each input vector loaded once per window row and
/// used for every column it meets), from the output's values. The channels
/// past the last whole vector are masked; the columns past the last whole
/// tile are tiles of one column. With `parallel`, the loop over output rows
/// is scf.parallel.
void vectorizeChannelWindow(mlir::RewriterBase &rewriter,
                            mlir::linalg::LinalgOp op,
                            const ChannelWindow &window, int64_t columns,
                            int64_t width, bool parallel);

} // namespace accel

#endif // ACCEL_LIB_BACKENDS_CPUVECTOR_CHANNELWINDOWS_H
