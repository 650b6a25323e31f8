"""Makes model/letters.onnx from scratch: real crops, synthetic crops, training, evaluation, export, card figures.

Run from anywhere: `training/.venv/bin/python training/train.py` (see training/README.md)."""
import argparse
import json
import math
import os
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, os.path.dirname(__file__))
import card  # noqa: E402
import data  # noqa: E402
import export  # noqa: E402
import folds  # noqa: E402
from crops import augment, random_angle, real_crop, synthetic, to_u8  # noqa: E402
from data import MODEL_DIR  # noqa: E402
from evaluate import evaluate, validation_crops  # noqa: E402
from net import Net, load_run, multiply_adds, normalise, predict  # noqa: E402

SEED = 20261122
BATCH = 128
SYNTHETIC_PER_EPOCH = 10000
SYNTHETIC_TEST = 3000


def parse_args(argv=None):
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
    ap.add_argument("--teacher", default="",
                    help="knowledge distillation: comma-separated output directories of earlier runs (each with "
                         "model.pt and metrics.json, e.g. a --first-stride 1 run); their mean softened output on each "
                         "augmented batch is a second target (off by default; from a --first-stride 1 teacher at 98.18 "
                         "mean: alone at --kd-alpha 0.7 -0.24 points; training/README.md, \"Recipe experiments\")")
    ap.add_argument("--kd-alpha", type=float, default=0.5,
                    help="with --teacher: weight of the distillation loss (the hard-label loss gets 1 - alpha)")
    ap.add_argument("--kd-temp", type=float, default=4.0, help="with --teacher: softmax temperature of the distillation")
    ap.add_argument("--label-smoothing", type=float, default=0.05, help="label smoothing of the hard-label loss")
    ap.add_argument("--real-factor", type=float, default=2.0,
                    help="real training tile crops per epoch, as a multiple of the number of real training tiles")
    ap.add_argument("--heavy-blur", type=float, default=0.15, help="share of crops given a heavy 5x5 Gaussian blur")
    ap.add_argument("--motion-blur", type=float, default=0.15,
                    help="share of crops smeared along a line 2-8 px long at a random angle, as a phone moved while "
                         "the photo was taken (2026-11-26, on the folds: boards read exactly 90.3 -> 91.8% mean, "
                         "87.2 -> 89.7% worst fold, 0.88 -> 0.84 flags a board; 0 turns it off)")
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
    args = ap.parse_args(argv)
    if args.fold is not None and os.path.realpath(args.out) == os.path.realpath(MODEL_DIR):
        ap.error("--fold trains a cross-validation model: give it its own --out (training/train_folds.sh does)")
    args.widths = tuple(int(w) for w in args.widths.split(","))
    return args


@dataclass
class Photos:
    """The labelled photos of one run, split by board: `data.Tile`s (hand-drawn boxes and junk boxes) and
    `data.Quad`s (faces the pipeline found) on each side, and every photo's luma image by name."""
    boards: list
    images: dict
    val_groups: list
    train_tiles: list
    val_tiles: list
    train_quads: list
    val_quads: list
    train_junk: list
    val_junk: list


def load_photos(args, rng):
    """The split (`--fold`'s groups, else `data.split_groups`), its tiles and pipeline faces, and junk boxes drawn
    once from `rng`: 12 a training photo, 3 a validation photo."""
    boards, tiles = data.load_boards()
    val_groups = data.split_groups(boards) if args.fold is None else folds.fold_groups(args.fold)
    unknown = set(val_groups) - {b["board_group"] for b in boards}
    assert not unknown, f"folds.tsv names groups boards.tsv lacks: {sorted(unknown)}"
    train_groups = [x for x in sorted({b["board_group"] for b in boards}) if x not in val_groups]
    train_tiles = data.real_tiles(boards, tiles, set(train_groups))
    val_tiles = data.real_tiles(boards, tiles, set(val_groups))

    def quads(groups):
        return data.pipeline_quads(args.pipeline_quads, boards, tiles, set(groups)) if args.pipeline_quads else []

    train_quads, val_quads = quads(train_groups), quads(val_groups)
    images = {b["image"]: data.load_image_l(b["image"]) for b in boards}
    print(f"groups: {len(train_groups)} train, {len(val_groups)} validation; tiles: {len(train_tiles)} train, "
          f"{len(val_tiles)} validation", flush=True)
    by_image = defaultdict(list)
    for t in train_tiles + val_tiles:
        by_image[t.image].append(t)

    def junk(side, count):
        return [box for im in sorted({t.image for t in side}) for box in data.junk_boxes(by_image[im], rng, count)]

    train_junk = junk(train_tiles, 12)
    return Photos(boards, images, val_groups, train_tiles, val_tiles, train_quads, val_quads, train_junk,
                  junk(val_tiles, 3))


@dataclass
class Synthetic:
    """The rendered crops (`render.py`, cached): a training set and a separate test set."""
    X: np.ndarray
    y: np.ndarray
    test_X: np.ndarray
    test_y: np.ndarray


def load_synthetic(args):
    return Synthetic(*synthetic(args.synthetic, 1, args.procs), *synthetic(SYNTHETIC_TEST, 2, args.procs))


def build_model(args):
    model = Net(widths=args.widths, size=args.size, first_stride=args.first_stride)
    model.eval()
    print(f"model: {sum(p.numel() for p in model.parameters())} parameters, {multiply_adds(model, args.size)} "
          "multiply-adds per crop", flush=True)
    return model


def load_teachers(args, val):
    """The `--teacher` runs, each with its accuracy on the validation crops at random rotations."""
    paths = [p for p in args.teacher.split(",") if p]
    teachers = [load_run(p) for p in paths]
    for p, t in zip(paths, teachers):
        tp = predict(t, val.sets["random"]).argmax(1)
        print(f"teacher {p}: val(random rot) {np.mean(tp == val.labels):.4f}", flush=True)
    return teachers


def sampling_weights(items):
    """Rare classes (the two-letter faces, the blank) are sampled more often: weight 1/sqrt(count of the class)."""
    counts = Counter(t.label for t in items)
    w = np.array([1.0 / math.sqrt(counts[t.label]) for t in items])
    return w / w.sum()


@dataclass
class EpochPlan:
    """How many crops of each kind an epoch draws, and the sampling weights of the real tiles and faces."""
    real: int
    quads: int
    junk: int
    synthetic: int
    tile_weights: np.ndarray
    quad_weights: np.ndarray

    @property
    def steps(self):
        return math.ceil((self.real + self.quads + self.junk + self.synthetic) / BATCH)


def plan_epochs(args, photos, syn):
    plan = EpochPlan(real=int(round(args.real_factor * len(photos.train_tiles))),
                     quads=int(round(args.real_factor * len(photos.train_quads))),
                     junk=len(photos.train_tiles) // 3, synthetic=min(len(syn.X), SYNTHETIC_PER_EPOCH),
                     tile_weights=sampling_weights(photos.train_tiles), quad_weights=None)
    if photos.train_quads:
        plan.quad_weights = sampling_weights(photos.train_quads)
        print(f"pipeline quads: {len(photos.train_quads)} train, {len(photos.val_quads)} validation", flush=True)
    return plan


def epoch_crops(plan, photos, syn, rng, size):
    """One epoch's crops, shuffled: real tiles re-cut with jitter at random angles, pipeline faces with their corners
    jittered by 4% of a side, junk boxes, synthetic crops. Returns float32 [N, 1, size, size] and the classes."""
    images = photos.images
    tiles = [photos.train_tiles[i] for i in rng.choice(len(photos.train_tiles), plan.real, p=plan.tile_weights)]
    Xr = np.stack([to_u8(real_crop(images[t.image], t, rng, random_angle(rng), size)) for t in tiles])
    yr = np.array([t.label for t in tiles])
    if photos.train_quads:
        quads = [photos.train_quads[i] for i in rng.choice(len(photos.train_quads), plan.quads, p=plan.quad_weights)]
        Xq = np.stack([to_u8(data.crop_quad(images[q.image], q.corners, angle=random_angle(rng), size=size,
                                            corner_jitter=rng.normal(0, 0.04, (4, 2)) + rng.normal(0, 0.04, (1, 2))))
                       for q in quads])
        Xr = np.concatenate([Xr, Xq])
        yr = np.concatenate([yr, [q.label for q in quads]])
    junk = [photos.train_junk[i] for i in rng.choice(len(photos.train_junk), plan.junk)]
    Xj = np.stack([to_u8(data.crop(images[b.image], b.cx, b.cy, b.half_w, b.half_h, angle=rng.uniform(0, 360),
                                   margin=data.MARGIN + rng.uniform(-0.05, 0.1), size=size)) for b in junk])
    sidx = rng.choice(len(syn.X), plan.synthetic, replace=False)
    X = np.concatenate([Xr, Xj, syn.X[sidx]]).astype(np.float32)
    y = np.concatenate([yr, np.full(len(Xj), data.JUNK), syn.y[sidx]])
    perm = rng.permutation(len(X))
    return torch.from_numpy(X[perm])[:, None], torch.from_numpy(y[perm])


def train_epoch(model, X, y, opt, sched, g, args, teachers):
    """One pass over the epoch's crops in batches, each augmented (`crops.augment`). Returns mean loss and accuracy."""
    model.train()
    tot, correct, loss_sum = 0, 0, 0.0
    for i in range(0, len(X), BATCH):
        xb = normalise(augment(X[i:i + BATCH], g, args.heavy_blur, args.motion_blur))
        yb = y[i:i + BATCH]
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
    return loss_sum / tot, correct / tot


def train(model, args, photos, syn, val, teachers, rng, g):
    """AdamW with a one-cycle learning rate over `--epochs` epochs of fresh crops. Returns the seconds it took."""
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    plan = plan_epochs(args, photos, syn)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=args.epochs * plan.steps, pct_start=0.15)
    t_train = time.time()
    for epoch in range(args.epochs):
        X, y = epoch_crops(plan, photos, syn, rng, args.size)
        loss, acc = train_epoch(model, X, y, opt, sched, g, args, teachers)
        vp = predict(model, val.sets["random"]).argmax(1)
        print(f"epoch {epoch + 1}/{args.epochs}: loss {loss:.3f} train acc {acc:.4f} "
              f"val(random rot) {np.mean(vp == val.labels):.4f} [{time.time() - t_train:.0f}s]", flush=True)
    return time.time() - t_train


def describe_run(args, model, train_seconds, boards):
    """The run's own figures and options, the head of `metrics.json`."""
    model.eval()
    metrics = {"parameters": sum(p.numel() for p in model.parameters()), "train_seconds": round(train_seconds),
               "input_size": args.size, "epochs": args.epochs, "threads": args.threads, "widths": list(args.widths),
               "first_stride": args.first_stride, "multiply_adds": multiply_adds(model, args.size)}
    if args.fold is not None:
        metrics["fold"] = args.fold
    if args.seed != SEED:
        metrics["seed"] = args.seed
    recipe = {k: getattr(args, k) for k in ("teacher", "kd_alpha", "kd_temp", "label_smoothing", "real_factor",
                                            "heavy_blur", "motion_blur")}
    metrics["recipe"] = recipe if args.teacher else {k: v for k, v in recipe.items() if not k.startswith("kd")}
    metrics["joined_groups"] = [c for c in data.board_clusters(boards) if len(c) > 1]
    return metrics


def write_outputs(model, args, photos, syn, val, metrics, t_start):
    """Everything a run writes into `--out` (see export.py), then metrics.json, the weights and the model card."""
    onnx_path = export.write_onnx(model, args.out, args.size)
    sess, predicted = export.check_onnx(onnx_path, model, val, metrics)
    export.write_reference_io(sess, val, args.out)
    export.write_validation(args.out, val, predicted, args.size)
    export.write_letters_json(args.out, args.size, photos.val_groups, args.fold, metrics["onnx_rotation0_tiles"])
    export.write_samples(args.out, photos, syn.X, args.size)
    metrics["total_seconds"] = round(time.time() - t_start)
    with open(os.path.join(args.out, "metrics.json"), "w") as f:
        json.dump(metrics, f, indent=1)
    export.save_weights(model, args.out, args.size)
    card.write(args.out)


def main():
    args = parse_args()
    data.SIZE = args.size
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    g = torch.Generator().manual_seed(args.seed)
    t_start = time.time()
    os.makedirs(args.out, exist_ok=True)

    photos = load_photos(args, rng)
    syn = load_synthetic(args)
    val = validation_crops(photos.val_tiles, photos.val_junk, photos.images, SEED + 1)
    model = build_model(args)
    teachers = load_teachers(args, val)
    train_seconds = train(model, args, photos, syn, val, teachers, rng, g)

    metrics = describe_run(args, model, train_seconds, photos.boards)
    metrics.update(evaluate(model, val, photos, syn, args.size))
    metrics.update({"validation_tiles": int(val.is_tile.sum()), "validation_junk": int((~val.is_tile).sum()),
                    "train_tiles": len(photos.train_tiles), "train_junk_boxes": len(photos.train_junk),
                    "synthetic_train": len(syn.X)})
    print(json.dumps({k: metrics[k] for k in ("rotation", "per_size", "confused", "m/w", "n/z", "synthetic_test")},
                     indent=1), flush=True)

    write_outputs(model, args, photos, syn, val, metrics, t_start)
    print(f"done in {metrics['total_seconds']}s; onnx {metrics['onnx_bytes']} bytes, ops {metrics['ops']}, "
          f"max |ort - torch| {metrics['onnx_max_abs_diff']:.2e}", flush=True)


if __name__ == "__main__":
    main()
