// zxing-wasm (ZXing-C++'s build for the web) on the QR views set that `cargo xtask eval qr-views` writes:
// `node zxing.mjs [DIR]` (DIR defaults to ../../../target/qr-views). Same figures as rqrr's: decoded % by code
// and by difficulty, ms a frame (median, p95). The reader wasm is read from node_modules and handed over as
// `wasmBinary`, and fetch is disabled, so nothing is downloaded at run time (zxing-wasm's default is a CDN).
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";

globalThis.fetch = () => {
  throw new Error("no network: the reader wasm comes from node_modules");
};
const { prepareZXingModule, readBarcodes, ZXING_WASM_VERSION } = await import("zxing-wasm/reader");
// The app's own passes (the frame as it is, then twice as large when a code was seen but not read).
const { readFrame } = await import("../../../www/worker/qr-passes.js");

const here = dirname(fileURLToPath(import.meta.url));
const wasmPath = createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm");
const wasmBinary = readFileSync(wasmPath);
await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });

const dir = process.argv[2] ?? join(here, "../../../target/qr-views");
const rows = readFileSync(join(dir, "manifest.tsv"), "utf8").trim().split("\n").slice(1);

/** A binary PGM (P5, maxval 255) as an ImageData-like RGBA frame, the form a worker's canvas gives. */
function readPgm(path) {
  const bytes = readFileSync(path);
  const header = bytes.subarray(0, 64).toString("latin1").match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error(`${path}: not a P5 PGM`);
  const [all, width, height] = [header[0], Number(header[1]), Number(header[2])];
  const grey = bytes.subarray(all.length, all.length + width * height);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < grey.length; i++) {
    data[4 * i] = data[4 * i + 1] = data[4 * i + 2] = grey[i];
    data[4 * i + 3] = 255;
  }
  return { width, height, data, colorSpace: "srgb" };
}

const tally = () => ({ views: 0, decoded: 0, misread: 0 });
const all = tally();
const byKind = new Map();
const byBucket = new Map();
const ms = [];
const bump = (map, key, decoded, misread) => {
  if (!map.has(key)) map.set(key, tally());
  for (const t of [map.get(key)]) {
    t.views += 1;
    t.decoded += decoded;
    t.misread += misread;
  }
};

// One warm-up read so the first frame does not carry the module's start.
const first = readPgm(join(dir, rows[0].split("\t")[0]));
await readFrame(readBarcodes, first.width, first.height, first.data);
for (const row of rows) {
  const [file, kind, version, tilt, blur, glare, ppm, text] = row.split("\t");
  const frame = readPgm(join(dir, file));
  const t = performance.now();
  const texts = await readFrame(readBarcodes, frame.width, frame.height, frame.data);
  ms.push(performance.now() - t);
  const decoded = texts.includes(text) ? 1 : 0;
  const misread = texts.some((t) => t !== text) ? 1 : 0;
  all.views += 1;
  all.decoded += decoded;
  all.misread += misread;
  bump(byKind, `${kind} (v${version})`, decoded, misread);
  const tb = Math.floor(Number(tilt) / 10) * 10;
  const bb = Math.floor(Number(blur) * 2) / 2;
  const pb = Math.floor(Number(ppm));
  for (const key of [
    `tilt ${tb}-${tb + 10} deg`,
    `blur ${bb.toFixed(1)}-${(bb + 0.5).toFixed(1)} px`,
    Number(glare) > 0 ? "glare" : "no glare",
    `${pb}-${pb + 1} px/module`,
  ]) {
    bump(byBucket, key, decoded, misread);
  }
}
ms.sort((a, b) => a - b);
const at = (p) => ms[Math.round((ms.length - 1) * p)];
const line = (name, t) =>
  `  ${name.padEnd(26)} ${String(t.views).padStart(4)} views  ${((100 * t.decoded) / t.views).toFixed(1).padStart(6)}% decoded  ${t.misread} misread`;
console.log(`zxing-wasm ${ZXING_WASM_VERSION} reader (${statSync(wasmPath).size} bytes wasm), ${dir}:`);
console.log(line("all", all));
console.log(`  ms a frame: median ${at(0.5).toFixed(2)}, p95 ${at(0.95).toFixed(2)}, max ${at(1).toFixed(2)}`);
console.log(" by code:");
for (const [k, t] of [...byKind].sort()) console.log(line(k, t));
console.log(" by difficulty:");
for (const [k, t] of [...byBucket].sort()) console.log(line(k, t));
