// How the worker reads a camera frame for QR codes (www/worker/qr-passes.js), with a stand-in for ZXing's
// readBarcodes: the frame once, and a second time at twice its size only when a code was seen but not read.
// (What the second pass reads of real views: crates/qr/bench/zxing.mjs, docs/round.md "Decoder".)
import assert from 'node:assert/strict';
import test from 'node:test';
import { readFrame } from '../worker/qr-passes.js';

/** A readBarcodes that answers each pass in turn with `answers`, keeping the frames it was given. */
function reader(...answers) {
  /** @type {{ width: number, height: number, data: Uint8ClampedArray }[]} */
  const frames = [];
  const read = async (/** @type {{ width: number, height: number, data: Uint8ClampedArray }} */ frame) => {
    frames.push(frame);
    return answers[frames.length - 1] ?? [];
  };
  return { read, frames };
}

/** A 2x1 RGBA frame: a black pixel, then a white one. */
const blackWhite = () => new Uint8ClampedArray([0, 0, 0, 255, 255, 255, 255, 255]);

test('a code read on the first pass: no second pass, its text', async () => {
  const { read, frames } = reader([{ text: 'R1', isValid: true }]);
  assert.deepEqual(await readFrame(read, 2, 1, blackWhite()), { texts: ['R1'], unread: false });
  assert.equal(frames.length, 1);
  assert.deepEqual([frames[0].width, frames[0].height], [2, 1]);
});

test('nothing seen: no second pass (a board in view costs one read)', async () => {
  const { read, frames } = reader([]);
  assert.deepEqual(await readFrame(read, 2, 1, blackWhite()), { texts: [], unread: false });
  assert.equal(frames.length, 1);
});

test('a code seen but not read: read again at twice the size, grey, bilinear', async () => {
  const { read, frames } = reader([{ text: '', isValid: false }], [{ text: 'R1', isValid: true }]);
  assert.deepEqual(await readFrame(read, 2, 1, blackWhite()), { texts: ['R1'], unread: false });
  assert.equal(frames.length, 2);
  const big = frames[1];
  assert.deepEqual([big.width, big.height], [4, 2]);
  // Each row: black, a quarter white, three quarters white, white (3/4 and 1/4 weights); both rows alike.
  const row = [0, 64, 191, 255];
  const grey = [...big.data].filter((_, i) => i % 4 === 0);
  assert.deepEqual(grey, [...row, ...row]);
  assert.ok([...big.data].every((v, i) => i % 4 !== 3 || v === 255), 'opaque');
});

test('seen on both passes, read on neither: unread (the camera asks to come closer), no third read', async () => {
  const seen = [{ text: '', isValid: false }];
  const { read, frames } = reader(seen, seen, seen);
  assert.deepEqual(await readFrame(read, 2, 1, blackWhite()), { texts: [], unread: true });
  assert.equal(frames.length, 2);
});

test('seen on the first pass, nothing at all on the second: still unread', async () => {
  const { read, frames } = reader([{ text: '', isValid: false }], []);
  assert.deepEqual(await readFrame(read, 2, 1, blackWhite()), { texts: [], unread: true });
  assert.equal(frames.length, 2);
});
