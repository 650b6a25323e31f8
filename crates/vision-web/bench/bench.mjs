// Times the vision wasm module under node: model load, 16/25/36-crop batches, whole photos; prints sizes.
//
//   cargo xtask build-site      # builds the module exactly as the app loads it, into target/site/vision/
//   node crates/vision-web/bench/bench.mjs target/site/vision model/letters.nnef.tar \
//       ../shared/data/photos/roboflow-boggle-boards/images/00a545913dc5c49d43ac2711bd534720.jpg
//
// Arguments: the wasm-bindgen output directory, the model file (ONNX or NNEF tar), then any photos to recognise.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [pkg = 'target/vision-web-pkg', modelPath = 'model/letters.onnx', ...photos] = process.argv.slice(2);
const wasmPath = join(pkg, 'boggle_vision_web_bg.wasm');
const { initSync, Scanner } = await import(pathToFileURL(resolve(pkg, 'boggle_vision_web.js')).href);

const kb = (n) => `${(n / 1024).toFixed(0)} KiB`;
const size = (path) => {
  const bytes = readFileSync(path);
  const gz = gzipSync(bytes, { level: 9 }).length;
  console.log(`${path}: ${bytes.length} bytes (${kb(bytes.length)}), gzip -9 ${gz} bytes (${kb(gz)})`);
  return gz;
};
const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (runs, f) => median(Array.from({ length: runs }, () => { const t = performance.now(); f(); return performance.now() - t; }));

const gzTotal = size(wasmPath) + size(modelPath);
console.log(`wasm + model gzipped: ${(gzTotal / 1e6).toFixed(2)} MB (budget 2.5 MB)`);

let t = performance.now();
initSync({ module: readFileSync(wasmPath) });
console.log(`instantiate wasm: ${(performance.now() - t).toFixed(1)} ms`);
const model = readFileSync(modelPath);
t = performance.now();
let scanner = new Scanner(model);
console.log(`new Scanner (parse + optimise model): ${(performance.now() - t).toFixed(1)} ms first, ${time(5, () => { scanner.free(); scanner = new Scanner(model); }).toFixed(1)} ms median of 5`);

const side = scanner.inputSize;
// Pseudo-random pixels: the timing does not depend on them.
const crops = new Uint8Array(36 * side * side).map((_, i) => (Math.imul(i, 2654435761) >>> 13) & 255);
for (const n of [36, 25, 16, 1]) {
  const batch = crops.subarray(0, n * side * side);
  scanner.classifyCrops(batch, n);
  console.log(`classify ${String(n).padStart(2)} crops in one batch: ${time(100, () => scanner.classifyCrops(batch, n)).toFixed(2)} ms median of 100`);
}

for (const photo of photos) {
  const bytes = readFileSync(photo);
  let result;
  const ms = time(photo.includes('12mp') ? 3 : 9, () => {
    try { result = scanner.recognizeImage(bytes); } catch (e) { result = { error: e.message }; }
  });
  const what = result.error ? `error: ${result.error}` : `${result.rows}x${result.cols} ${result.board} (inside: ${(result.micros / 1000).toFixed(1)} ms)`;
  console.log(`recognizeImage ${photo} (${kb(bytes.length)}): ${ms.toFixed(1)} ms median: ${what}`);
}

// Error paths give messages, not panics.
for (const [name, f] of [
  ['not an image', () => scanner.recognizeImage(new Uint8Array([1, 2, 3]))],
  ['blank frame', () => scanner.recognizePixels(64, 64, new Uint8Array(64 * 64 * 4))],
  ['bad buffer', () => scanner.findLattice(64, 64, new Uint8Array(10))],
]) {
  try { console.log(`${name}: returned ${JSON.stringify(f())}`); } catch (e) { console.log(`${name}: throws ${e.constructor.name}: ${e.message}`); }
}
console.log(`findLattice on a blank frame: ${JSON.stringify(scanner.findLattice(64, 64, new Uint8Array(64 * 64 * 4)))}`);
