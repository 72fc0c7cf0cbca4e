// ===- bench/ort/run.js - one model on onnxruntime's CPU provider --------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// bench/models.py's peer: loads MODEL with onnxruntime-node's CPU execution
// provider on THREADS intra-op threads (one inter-op thread), feeds it the
// float32 tensor in INPUT (raw little-endian, of SHAPE), writes the first
// output to OUTPUT (raw float32, for models.py to check against PyTorch),
// then times WARMUP untimed and ROUNDS timed runs and prints
// {"seconds": [...]} on stdout.
//
//   node run.js MODEL INPUT_NAME INPUT SHAPE_JSON OUTPUT THREADS WARMUP ROUNDS
// ===----------------------------------------------------------------------===//

'use strict';
const fs = require('fs');
const ort = require('onnxruntime-node');

async function main() {
  const [model, inputName, inputPath, shapeJson, outputPath, threads, warmup,
         rounds] = process.argv.slice(2);
  const session = await ort.InferenceSession.create(model, {
    executionProviders: ['cpu'],
    intraOpNumThreads: Number(threads),
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
  const bytes = fs.readFileSync(inputPath);
  const data = new Float32Array(bytes.buffer, bytes.byteOffset,
                                bytes.length / 4);
  const feeds = {[inputName]: new ort.Tensor('float32', data,
                                             JSON.parse(shapeJson))};
  const first = await session.run(feeds);
  const output = first[session.outputNames[0]];
  fs.writeFileSync(outputPath, Buffer.from(output.data.buffer,
                                           output.data.byteOffset,
                                           output.data.byteLength));
  for (let i = 0; i < Number(warmup); ++i)
    await session.run(feeds);
  const seconds = [];
  for (let i = 0; i < Number(rounds); ++i) {
    const start = process.hrtime.bigint();
    await session.run(feeds);
    seconds.push(Number(process.hrtime.bigint() - start) / 1e9);
  }
  process.stdout.write(JSON.stringify({seconds}) + '\n');
}

main().catch((error) => {
  process.stderr.write(`onnxruntime: ${error.message}\n`);
  process.exit(1);
});
