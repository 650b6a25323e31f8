"""Makes model/letters.onnx from scratch: real crops, synthetic crops, training, evaluation, export, card figures.

Run from anywhere: `training/.venv/bin/python training/train.py` (see training/README.md)."""
import argparse
import json
import math
import os
import sys
import time
from collections import Counter, defaultdict

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image

sys.path.insert(0, os.path.dirname(__file__))
import data  # noqa: E402
import folds  # noqa: E402
from crops import augment, random_angle, real_crop, synthetic, to_u8  # noqa: E402
from data import CACHE, MODEL_DIR  # noqa: E402
from net import MEAN, STD, Net, fold_bn, load_run, multiply_adds, normalise, predict  # noqa: E402

SEED = 20261122
VERSION = 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=144)
    ap.add_argument("--synthetic", type=int, default=24000)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--procs", type=int, default=2, help="processes rendering synthetic crops")
    ap.add_argument("--size", type=int, default=data.SIZE)
    ap.add_argument("--widths", default="16,32,48", help="channels of the three conv stages")
    ap.add_argument("--out", default=MODEL_DIR)
    ap.add_argument("--first-stride", type=int, default=2, choices=(1, 2),
                    help="stride of the very first conv (2, the default: 32 -> 16 at once, 4x fewer multiply-adds "
                         "than 1 and 2.5-3x faster in tract)")
    ap.add_argument("--arch", default="plain", choices=("plain", "separable"),
                    help="plain: full 3x3 convs; separable: every conv after the first a 3x3 depthwise + 1x1 "
                         "pointwise pair (MobileNet style: 3-6x fewer multiply-adds, but measured slower in tract)")
    ap.add_argument("--crop-norm", action="store_true",
                    help="standardise each crop's contrast inside the network (for washed-out tiles; measured: +0.3 points "
                         "at 24 epochs, -0.15 at 96)")
    ap.add_argument("--stem-pool", action="store_true",
                    help="with --first-stride 1, a 2x2 max pool right after the first conv (32 -> 16 at once; measured "
                         "slower in tract than --first-stride 2 and no more accurate)")
    ap.add_argument("--teacher", default="",
                    help="knowledge distillation: comma-separated output directories of earlier runs (each with "
                         "model.pt and metrics.json, e.g. a --first-stride 1 run); their mean softened output on each "
                         "augmented batch is a second target (off by default; from a --first-stride 1 teacher at 98.18 "
                         "mean: alone at --kd-alpha 0.7 -0.24 points, at 0.5 on top of --downscale 0.15 --real-factor 3 "
                         "--small-boost 2 +0.14)")
    ap.add_argument("--kd-alpha", type=float, default=0.5,
                    help="with --teacher: weight of the distillation loss (the hard-label loss gets 1 - alpha)")
    ap.add_argument("--kd-temp", type=float, default=4.0, help="with --teacher: softmax temperature of the distillation")
    ap.add_argument("--label-smoothing", type=float, default=0.05, help="label smoothing of the hard-label loss")
    ap.add_argument("--real-factor", type=float, default=2.0,
                    help="real training tile crops per epoch, as a multiple of the number of real training tiles")
    ap.add_argument("--small-boost", type=float, default=1.0,
                    help="sampling weight multiplier of the real tiles from 4x4 boards (small, often blurry photos; "
                         "measured at 2 with --downscale 0.15: 4x4 tiles better, 6x6 and M/W worse)")
    ap.add_argument("--heavy-blur", type=float, default=0.15, help="share of crops given a heavy 5x5 Gaussian blur")
    ap.add_argument("--motion-blur", type=float, default=0.15,
                    help="share of crops smeared along a line 2-8 px long at a random angle, as a phone moved while "
                         "the photo was taken (2026-11-26, on the folds: boards read exactly 90.3 -> 91.8% mean, "
                         "87.2 -> 89.7% worst fold, 0.88 -> 0.84 flags a board; 0 turns it off)")
    ap.add_argument("--downscale", type=float, default=0.0,
                    help="share of crops shrunk to 8-16 px and enlarged back (off by default)")
    ap.add_argument("--pipeline-quads", default="",
                    help="a `--write-quads` file of the scan example: the training photos' die faces as the photo "
                         "pipeline finds them are cut through their perspective, as many per epoch again as the "
                         "real tiles, and the held-out ones measured")
    ap.add_argument("--fold", type=int, choices=range(folds.N_FOLDS), default=None,
                    help="cross-validation: hold out the board groups of this fold of training/folds.tsv (0-4) "
                         "instead of the default split; everything else unchanged")
    ap.add_argument("--seed", type=int, default=SEED,
                    help="seed of the weights' initialisation, the augmentation and the batches (the validation "
                         "crops and the synthetic sets stay the same): another seed gives another member of an "
                         "ensemble (ensemble.py)")
    args = ap.parse_args()
    if args.stem_pool and args.first_stride != 1:
        ap.error("--stem-pool replaces the stride-2 first conv: use it with --first-stride 1")
    if args.fold is not None and os.path.realpath(args.out) == os.path.realpath(MODEL_DIR):
        ap.error("--fold trains a cross-validation model: give it its own --out (training/train_folds.sh does)")
    data.SIZE = args.size
    size = args.size
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    g = torch.Generator().manual_seed(args.seed)
    t_start = time.time()
    os.makedirs(args.out, exist_ok=True)

    boards, tiles = data.load_boards()
    val_groups = data.split_groups(boards) if args.fold is None else folds.fold_groups(args.fold)
    unknown = set(val_groups) - {b["board_group"] for b in boards}
    assert not unknown, f"folds.tsv names groups boards.tsv lacks: {sorted(unknown)}"
    all_groups = sorted({b["board_group"] for b in boards})
    train_groups = [x for x in all_groups if x not in val_groups]
    train_tiles = data.real_tiles(boards, tiles, set(train_groups))
    val_tiles = data.real_tiles(boards, tiles, set(val_groups))
    train_quads = data.pipeline_quads(args.pipeline_quads, boards, tiles, set(train_groups)) if args.pipeline_quads else []
    val_quads = data.pipeline_quads(args.pipeline_quads, boards, tiles, set(val_groups)) if args.pipeline_quads else []
    images = {b["image"]: data.load_image_l(b["image"]) for b in boards}
    print(f"groups: {len(train_groups)} train, {len(val_groups)} validation; tiles: {len(train_tiles)} train, "
          f"{len(val_tiles)} validation", flush=True)

    # Junk boxes from the photos, fixed once.
    by_image = defaultdict(list)
    for t in train_tiles + val_tiles:
        by_image[t[0]].append(t)
    train_images = sorted({t[0] for t in train_tiles})
    val_images = sorted({t[0] for t in val_tiles})
    train_junk = [(im, *b) for im in train_images for b in data.junk_boxes(by_image[im], rng, 12)]
    val_junk = [(im, *b) for im in val_images for b in data.junk_boxes(by_image[im], rng, 3)]

    # Synthetic crops: a training set and a separate test set.
    syn_X, syn_y = synthetic(args.synthetic, 1, args.procs)
    syn_test_X, syn_test_y = synthetic(3000, 2, args.procs)

    # Validation crops at rotation 0 exactly as committed (uint8), plus the rotated ones for the card.
    val_y = np.array([t[5] for t in val_tiles] + [data.JUNK] * len(val_junk))
    val_size = [t[6] for t in val_tiles] + ["junk"] * len(val_junk)
    val_items = [(t[0], t[1], t[2], t[3], t[4]) for t in val_tiles] + val_junk

    def val_set(angle_fn):
        return np.stack([to_u8(data.crop(images[v[0]], v[1], v[2], v[3], v[4], angle=angle_fn(i)))
                         for i, v in enumerate(val_items)])

    vrng = np.random.default_rng(SEED + 1)
    random_angles = vrng.uniform(0, 360, len(val_items))
    rotations = {"0": lambda i: 0.0, "90": lambda i: 90.0, "180": lambda i: 180.0, "270": lambda i: 270.0,
                 "45": lambda i: 45.0, "random": lambda i: random_angles[i]}
    val_sets = {k: val_set(f) for k, f in rotations.items()}

    widths = tuple(int(w) for w in args.widths.split(","))
    model = Net(widths=widths, size=size, first_stride=args.first_stride, arch=args.arch,
                crop_norm=args.crop_norm, stem_pool=args.stem_pool)
    n_params = sum(p.numel() for p in model.parameters())
    model.eval()
    n_madds = multiply_adds(model, size)
    print(f"model: {n_params} parameters, {n_madds} multiply-adds per crop", flush=True)
    teachers = [load_run(p) for p in args.teacher.split(",") if p]
    for p, t in zip([p for p in args.teacher.split(",") if p], teachers):
        tp = predict(t, val_sets["random"]).argmax(1)
        print(f"teacher {p}: val(random rot) {np.mean(tp == val_y):.4f}", flush=True)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    per_epoch_real = int(round(args.real_factor * len(train_tiles)))
    per_epoch_junk = len(train_tiles) // 3
    per_epoch_syn = min(len(syn_X), 10000)
    per_epoch_quads = int(round(args.real_factor * len(train_quads)))
    steps_per_epoch = math.ceil((per_epoch_real + per_epoch_quads + per_epoch_junk + per_epoch_syn) / 128)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=args.epochs * steps_per_epoch,
                                                pct_start=0.15)
    # Class weights: the rare two-letter faces and the blank are up-weighted a little in the real data by
    # sampling them more often.
    def sampling_weights(classes, sizes):
        counts = Counter(classes)
        w = np.array([(args.small_boost if z == "4x4" else 1.0) / math.sqrt(counts[c]) for c, z in zip(classes, sizes)])
        return w / w.sum()

    w = sampling_weights([t[5] for t in train_tiles], [t[6] for t in train_tiles])
    if train_quads:
        wq = sampling_weights([q[2] for q in train_quads], [q[3] for q in train_quads])
        print(f"pipeline quads: {len(train_quads)} train, {len(val_quads)} validation", flush=True)

    def quad_crop(q):
        """A pipeline face, jittered: its corners moved by 4% of a side, turned to any angle."""
        return data.crop_quad(images[q[0]], q[1], angle=random_angle(rng), size=size,
                              corner_jitter=rng.normal(0, 0.04, (4, 2)) + rng.normal(0, 0.04, (1, 2)))

    t_train = time.time()
    for epoch in range(args.epochs):
        idx = rng.choice(len(train_tiles), per_epoch_real, p=w)
        Xr = np.stack([to_u8(real_crop(images[train_tiles[i][0]], train_tiles[i], rng, random_angle(rng), size))
                       for i in idx])
        yr = np.array([train_tiles[i][5] for i in idx])
        if train_quads:
            qidx = rng.choice(len(train_quads), per_epoch_quads, p=wq)
            Xr = np.concatenate([Xr, np.stack([to_u8(quad_crop(train_quads[i])) for i in qidx])])
            yr = np.concatenate([yr, [train_quads[i][2] for i in qidx]])
        jidx = rng.choice(len(train_junk), per_epoch_junk)
        Xj = np.stack([to_u8(data.crop(images[train_junk[i][0]], *train_junk[i][1:], angle=rng.uniform(0, 360),
                                       margin=data.MARGIN + rng.uniform(-0.05, 0.1), size=size)) for i in jidx])
        sidx = rng.choice(len(syn_X), per_epoch_syn, replace=False)
        Xs = syn_X[sidx]
        # Synthetic crops are rendered at rotation 0..360 already; a random quarter turn adds variety.
        X = np.concatenate([Xr, Xj, Xs]).astype(np.float32)
        y = np.concatenate([yr, np.full(len(Xj), data.JUNK), syn_y[sidx]])
        perm = rng.permutation(len(X))
        X, y = torch.from_numpy(X[perm])[:, None], torch.from_numpy(y[perm])
        model.train()
        tot, correct, loss_sum = 0, 0, 0.0
        for i in range(0, len(X), 128):
            xb = normalise(augment(X[i:i + 128], g, args.heavy_blur, args.downscale, args.motion_blur))
            yb = y[i:i + 128]
            out = model(xb)
            loss = F.cross_entropy(out, yb, label_smoothing=args.label_smoothing)
            if teachers:
                # Hinton et al.: KL to the teachers' mean softened distribution, scaled by T^2.
                T = args.kd_temp
                with torch.no_grad():
                    soft = sum(F.softmax(t(xb) / T, dim=1) for t in teachers) / len(teachers)
                kd = F.kl_div(F.log_softmax(out / T, dim=1), soft, reduction="batchmean") * T * T
                loss = (1 - args.kd_alpha) * loss + args.kd_alpha * kd
            opt.zero_grad()
            loss.backward()
            opt.step()
            if sched.last_epoch + 1 < sched.total_steps:
                sched.step()
            loss_sum += loss.item() * len(yb)
            correct += (out.argmax(1) == yb).sum().item()
            tot += len(yb)
        vp = predict(model, val_sets["random"]).argmax(1)
        print(f"epoch {epoch + 1}/{args.epochs}: loss {loss_sum / tot:.3f} train acc {correct / tot:.4f} "
              f"val(random rot) {np.mean(vp == val_y):.4f} [{time.time() - t_train:.0f}s]", flush=True)
    train_seconds = time.time() - t_train

    # ------------------------------------------------------------ evaluation
    model.eval()
    metrics = {"parameters": n_params, "train_seconds": round(train_seconds), "input_size": size,
               "epochs": args.epochs, "threads": args.threads, "widths": list(widths),
               "first_stride": args.first_stride, "multiply_adds": n_madds}
    if args.fold is not None:
        metrics["fold"] = args.fold
    if args.seed != SEED:
        metrics["seed"] = args.seed
    if args.stem_pool:
        metrics["stem_pool"] = True
    if args.arch != "plain":
        metrics["arch"] = args.arch
    if args.crop_norm:
        metrics["crop_norm"] = True
    recipe = {k: getattr(args, k) for k in ("teacher", "kd_alpha", "kd_temp", "label_smoothing", "real_factor",
                                            "small_boost", "heavy_blur", "downscale", "motion_blur")}
    metrics["recipe"] = recipe if args.teacher else {k: v for k, v in recipe.items() if not k.startswith("kd")}
    metrics["joined_groups"] = [c for c in data.board_clusters(boards) if len(c) > 1]
    is_tile = val_y != data.JUNK
    metrics["rotation"] = {}
    for k, Xv in val_sets.items():
        p = predict(model, Xv).argmax(1)
        metrics["rotation"][k] = {"tiles": float(np.mean(p[is_tile] == val_y[is_tile])),
                                  "tiles_wrong": int(np.sum(p[is_tile] != val_y[is_tile])),
                                  "junk_rejected": float(np.mean(p[~is_tile] == data.JUNK))}
    # Pooled over all six rotation sets: per class, per board size, confusions, M/W and N/Z.
    P = np.concatenate([predict(model, Xv).argmax(1) for Xv in val_sets.values()])
    Y = np.concatenate([val_y] * len(val_sets))
    S = np.array(val_size * len(val_sets))
    metrics["per_class"] = {data.CLASSES[c]: {"n": int(np.sum(val_y == c)),
                                              "accuracy": float(np.mean(P[Y == c] == c)) if np.any(Y == c) else None}
                            for c in range(len(data.CLASSES))}
    metrics["per_size"] = {s: {"n": int(np.sum(np.array(val_size) == s)), "accuracy": float(np.mean(P[S == s] == Y[S == s]))}
                           for s in sorted(set(val_size))}
    conf = Counter((data.CLASSES[a], data.CLASSES[b]) for a, b in zip(Y, P) if a != b)
    metrics["confused"] = [[a, b, n] for (a, b), n in conf.most_common(12)]
    for pair in (("m", "w"), ("n", "z")):
        ids = [data.CLASS_INDEX[c] for c in pair]
        sel = np.isin(Y, ids)
        metrics["/".join(pair)] = {"n": int(sel.sum()), "accuracy": float(np.mean(P[sel] == Y[sel])),
                                   "swapped": int(np.sum((P[sel] != Y[sel]) & np.isin(P[sel], ids)))}
    ps = predict(model, syn_test_X).argmax(1)
    if val_quads:
        # The held-out faces cut as the pipeline cuts them (perspective-rectified), in their own rotation.
        qy = np.array([q[2] for q in val_quads])
        qX = np.stack([to_u8(data.crop_quad(images[q[0]], q[1], size=size)) for q in val_quads])
        qp = predict(model, qX).argmax(1)
        metrics["pipeline_quads"] = {"train": len(train_quads), "n": len(qy), "accuracy": float(np.mean(qp == qy)),
                                     "by_size": {z: float(np.mean((qp == qy)[[q[3] == z for q in val_quads]]))
                                                 for z in sorted({q[3] for q in val_quads})}}
        print("held-out pipeline faces:", metrics["pipeline_quads"], flush=True)
    metrics["synthetic_test"] = {"n": len(syn_test_y), "accuracy": float(np.mean(ps == syn_test_y))}
    # Test-time augmentation (mean logits over four quarter turns), measured for the card only.
    tta = {}
    for k, Xv in val_sets.items():
        logits = sum(predict(model, np.ascontiguousarray(np.rot90(Xv, r, axes=(1, 2)))) for r in range(4))
        p = logits.argmax(1)
        tta[k] = float(np.mean(p[is_tile] == val_y[is_tile]))
    metrics["rotation_tta4"] = tta
    metrics["validation_tiles"] = int(is_tile.sum())
    metrics["validation_junk"] = int((~is_tile).sum())
    metrics["train_tiles"] = len(train_tiles)
    metrics["train_junk_boxes"] = len(train_junk)
    metrics["synthetic_train"] = len(syn_X)
    print(json.dumps({k: metrics[k] for k in ("rotation", "per_size", "confused", "m/w", "n/z", "synthetic_test")},
                     indent=1), flush=True)

    # ------------------------------------------------------------ export
    exp = fold_bn(model)
    onnx_path = os.path.join(args.out, "letters.onnx")
    dummy = torch.zeros(1, 1, size, size)
    torch.onnx.export(exp, dummy, onnx_path, opset_version=13, input_names=["input"], output_names=["logits"],
                      dynamic_axes={"input": {0: "batch"}, "logits": {0: "batch"}}, dynamo=False)
    import onnx
    import onnxruntime as ort

    onnx.checker.check_model(onnx.load(onnx_path))
    sess = ort.InferenceSession(onnx_path, providers=["CPUExecutionProvider"])
    Xv0 = val_sets["0"]
    ort_logits = np.concatenate([sess.run(None, {"input": normalise(torch.from_numpy(Xv0[i:i + 256].astype(np.float32))[:, None]).numpy()})[0]
                                 for i in range(0, len(Xv0), 256)])
    torch_logits = predict(model, Xv0)
    metrics["onnx_max_abs_diff"] = float(np.abs(ort_logits - torch_logits).max())
    p_ort = ort_logits.argmax(1)
    metrics["onnx_rotation0_tiles"] = float(np.mean(p_ort[is_tile] == val_y[is_tile]))
    metrics["onnx_rotation0_all"] = float(np.mean(p_ort == val_y))
    metrics["onnx_bytes"] = os.path.getsize(onnx_path)
    metrics["ops"] = sorted({n.op_type for n in onnx.load(onnx_path).graph.node})

    # Reference inputs and outputs for the tract test: 8 validation crops, normalised, and ONNX Runtime's logits.
    ref_idx = [int(i) for i in np.linspace(0, len(Xv0) - 1, 8)]
    ref_in = normalise(torch.from_numpy(Xv0[ref_idx].astype(np.float32))[:, None]).numpy()
    ref_out = sess.run(None, {"input": ref_in})[0]
    with open(os.path.join(args.out, "reference_io.json"), "w") as f:
        json.dump({"input_shape": list(ref_in.shape), "output_shape": list(ref_out.shape),
                   "input": [round(float(v), 7) for v in ref_in.ravel()],
                   "output": [round(float(v), 7) for v in ref_out.ravel()],
                   "labels": [data.CLASSES[val_y[i]] for i in ref_idx]}, f)

    # The validation crops as they go into the model (before normalisation), one PNG atlas + a TSV.
    vdir = os.path.join(args.out, "validation")
    os.makedirs(vdir, exist_ok=True)
    cols = 32
    rows = math.ceil(len(Xv0) / cols)
    atlas = np.zeros((rows * size, cols * size), np.uint8)
    for i, a in enumerate(Xv0):
        atlas[(i // cols) * size:(i // cols + 1) * size, (i % cols) * size:(i % cols + 1) * size] = a
    Image.fromarray(atlas).save(os.path.join(vdir, "crops.png"), optimize=True)
    with open(os.path.join(vdir, "labels.tsv"), "w") as f:
        f.write("index\tlabel\tboard_size\timage\tcx\tcy\thalf_w\thalf_h\tpredicted\n")
        for i, v in enumerate(val_items):
            f.write(f"{i}\t{data.CLASSES[val_y[i]]}\t{val_size[i]}\t{os.path.basename(v[0])}\t{v[1]:.2f}\t{v[2]:.2f}\t"
                    f"{v[3]:.2f}\t{v[4]:.2f}\t{data.CLASSES[p_ort[i]]}\n")

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
            **({} if args.fold is None else {"fold": args.fold}),
            "validation_accuracy": metrics["onnx_rotation0_tiles"]}
    with open(os.path.join(args.out, "letters.json"), "w") as f:
        json.dump(meta, f, indent=1)

    # Sample grids for the card: real training crops and synthetic crops, the same size and layout.
    def grid(X, path, n=96, cols=12, scale=2):
        s = size * scale
        img = Image.new("L", (cols * s, math.ceil(n / cols) * s))
        for i in range(min(n, len(X))):
            img.paste(Image.fromarray(X[i]).resize((s, s), Image.Resampling.NEAREST), ((i % cols) * s, (i // cols) * s))
        img.save(path, optimize=True)

    grng = np.random.default_rng(7)
    gi = grng.choice(len(train_tiles), 96, replace=False)
    grid(np.stack([to_u8(real_crop(images[train_tiles[i][0]], train_tiles[i], grng, random_angle(grng), size)) for i in gi]),
         os.path.join(args.out, "samples-real.png"))
    grid(syn_X[:96], os.path.join(args.out, "samples-synthetic.png"))

    metrics["total_seconds"] = round(time.time() - t_start)
    with open(os.path.join(args.out, "metrics.json"), "w") as f:
        json.dump(metrics, f, indent=1)
    # The trained weights (for --teacher): a run into model/ keeps them in cache/ (nothing extra in the committed
    # directory); any other --out gets its own OUT/model.pt, so experiments never clobber each other or the
    # committed model's checkpoint.
    if os.path.realpath(args.out) == os.path.realpath(MODEL_DIR):
        torch.save(model.state_dict(), os.path.join(CACHE, f"letters-{size}.pt"))
    else:
        torch.save(model.state_dict(), os.path.join(args.out, "model.pt"))
    import card

    card.write(args.out)
    print(f"done in {metrics['total_seconds']}s; onnx {metrics['onnx_bytes']} bytes, ops {metrics['ops']}, "
          f"max |ort - torch| {metrics['onnx_max_abs_diff']:.2e}", flush=True)


if __name__ == "__main__":
    main()
