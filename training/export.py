"""A trained run written out: `letters.onnx` (batch norm folded, opset 13, dynamic batch) checked with ONNX Runtime,
`letters.json` (what the app needs to feed it), `reference_io.json` (the tract test's inputs and outputs), the
validation crops (`validation/`), the sample grids of the card, and the PyTorch weights."""
import json
import math
import os

import numpy as np
import torch
from PIL import Image

import data
from crops import random_angle, real_crop, to_u8
from data import CACHE, MODEL_DIR
from net import MEAN, STD, fold_bn, normalise, predict

VERSION = 1


def write_onnx(model, out, size):
    """`out/letters.onnx`: the network with batch norm folded into the convolutions. Returns its path."""
    path = os.path.join(out, "letters.onnx")
    torch.onnx.export(fold_bn(model), torch.zeros(1, 1, size, size), path, opset_version=13, input_names=["input"],
                      output_names=["logits"], dynamic_axes={"input": {0: "batch"}, "logits": {0: "batch"}},
                      dynamo=False)
    return path


def check_onnx(path, model, val, metrics):
    """Runs the exported file in ONNX Runtime on the rotation-0 validation crops against PyTorch; records the
    difference, its accuracy, size and ops in `metrics`. Returns the session and its class per crop."""
    import onnx
    import onnxruntime as ort

    onnx.checker.check_model(onnx.load(path))
    sess = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
    X0 = val.sets["0"]
    ort_logits = np.concatenate([sess.run(None, {"input": normalise(torch.from_numpy(X0[i:i + 256].astype(np.float32))[:, None]).numpy()})[0]
                                 for i in range(0, len(X0), 256)])
    metrics["onnx_max_abs_diff"] = float(np.abs(ort_logits - predict(model, X0)).max())
    p_ort = ort_logits.argmax(1)
    metrics["onnx_rotation0_tiles"] = float(np.mean(p_ort[val.is_tile] == val.labels[val.is_tile]))
    metrics["onnx_rotation0_all"] = float(np.mean(p_ort == val.labels))
    metrics["onnx_bytes"] = os.path.getsize(path)
    metrics["ops"] = sorted({n.op_type for n in onnx.load(path).graph.node})
    return sess, p_ort


def write_reference_io(sess, val, out):
    """Reference inputs and outputs for the tract test: 8 validation crops, normalised, and ONNX Runtime's logits."""
    X0 = val.sets["0"]
    ref_idx = [int(i) for i in np.linspace(0, len(X0) - 1, 8)]
    ref_in = normalise(torch.from_numpy(X0[ref_idx].astype(np.float32))[:, None]).numpy()
    ref_out = sess.run(None, {"input": ref_in})[0]
    with open(os.path.join(out, "reference_io.json"), "w") as f:
        json.dump({"input_shape": list(ref_in.shape), "output_shape": list(ref_out.shape),
                   "input": [round(float(v), 7) for v in ref_in.ravel()],
                   "output": [round(float(v), 7) for v in ref_out.ravel()],
                   "labels": [data.CLASSES[val.labels[i]] for i in ref_idx]}, f)


def write_validation(out, val, predicted, size, cols=32):
    """The validation crops as they go into the model (before normalisation): `validation/crops.png`, an atlas of
    `cols` a row, and `validation/labels.tsv`, one row per crop with ONNX Runtime's class."""
    vdir = os.path.join(out, "validation")
    os.makedirs(vdir, exist_ok=True)
    X0 = val.sets["0"]
    atlas = np.zeros((math.ceil(len(X0) / cols) * size, cols * size), np.uint8)
    for i, a in enumerate(X0):
        atlas[(i // cols) * size:(i // cols + 1) * size, (i % cols) * size:(i % cols + 1) * size] = a
    Image.fromarray(atlas).save(os.path.join(vdir, "crops.png"), optimize=True)
    with open(os.path.join(vdir, "labels.tsv"), "w") as f:
        f.write("index\tlabel\tboard_size\timage\tcx\tcy\thalf_w\thalf_h\tpredicted\n")
        for i, t in enumerate(val.tiles):
            f.write(f"{i}\t{data.CLASSES[val.labels[i]]}\t{t.board_size}\t{os.path.basename(t.image)}\t{t.cx:.2f}\t"
                    f"{t.cy:.2f}\t{t.half_w:.2f}\t{t.half_h:.2f}\t{data.CLASSES[predicted[i]]}\n")


def write_letters_json(out, size, val_groups, fold, validation_accuracy):
    """`letters.json`: the input, output, normalisation, crop convention and classes the app reads, and the run's
    validation groups (and fold)."""
    meta = {"version": VERSION,
            "input": {"height": size, "width": size, "channels": 1, "layout": "NCHW", "dtype": "float32",
                      "name": "input"},
            "output": {"name": "logits", "kind": "logits", "shape": ["batch", len(data.CLASSES)]},
            "normalisation": {"mean": MEAN, "std": STD, "formula": "(p / 255 - mean) / std",
                              "gray": "L = 0.299 R + 0.587 G + 0.114 B"},
            "crop": {"margin": data.MARGIN, "supersample": data.SUPERSAMPLE, "sampling": "bilinear",
                     "description": "the die's top face rectified to a square, plus margin x its side on every "
                                    "side; sampled bilinearly at supersample x the input size at pixel centres, "
                                    "then averaged in supersample x supersample blocks"},
            "classes": data.CLASSES,
            "class_notes": {"q": "the Qu face", "#": "the blank (blocking) face", "junk": "not a die face"},
            "validation_groups": val_groups,
            **({} if fold is None else {"fold": fold}),
            "validation_accuracy": validation_accuracy}
    with open(os.path.join(out, "letters.json"), "w") as f:
        json.dump(meta, f, indent=1)


def write_samples(out, photos, synthetic_X, size):
    """The card's sample grids, real training crops and synthetic crops, the same size and layout."""
    def grid(X, path, n=96, cols=12, scale=2):
        s = size * scale
        img = Image.new("L", (cols * s, math.ceil(n / cols) * s))
        for i in range(min(n, len(X))):
            img.paste(Image.fromarray(X[i]).resize((s, s), Image.Resampling.NEAREST), ((i % cols) * s, (i // cols) * s))
        img.save(path, optimize=True)

    rng = np.random.default_rng(7)
    tiles = [photos.train_tiles[i] for i in rng.choice(len(photos.train_tiles), 96, replace=False)]
    grid(np.stack([to_u8(real_crop(photos.images[t.image], t, rng, random_angle(rng), size)) for t in tiles]),
         os.path.join(out, "samples-real.png"))
    grid(synthetic_X[:96], os.path.join(out, "samples-synthetic.png"))


def save_weights(model, out, size):
    """The trained weights (for `--teacher` and `ensemble.py`): a run into model/ keeps them in cache/ (nothing extra
    in the committed directory); any other `out` gets its own `out/model.pt`, so experiments never clobber each other
    or the committed model's checkpoint."""
    if os.path.realpath(out) == os.path.realpath(MODEL_DIR):
        torch.save(model.state_dict(), os.path.join(CACHE, f"letters-{size}.pt"))
    else:
        torch.save(model.state_dict(), os.path.join(out, "model.pt"))
