"""Makes model/letters.onnx from scratch: real crops, synthetic crops, training, evaluation, export, card figures.

Run from anywhere: `training/.venv/bin/python training/train.py` (see training/README.md)."""
import argparse
import hashlib
import json
import math
import os
import sys
import time
from collections import Counter, defaultdict
from multiprocessing import Pool

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from PIL import Image

sys.path.insert(0, os.path.dirname(__file__))
import data  # noqa: E402
import folds  # noqa: E402
import render  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MODEL_DIR = os.path.join(HERE, "..", "model")
CACHE = os.path.join(HERE, "cache")
MEAN, STD = 0.5, 0.25
SEED = 20261122
VERSION = 1


class CropNorm(nn.Module):
    """Standardises each crop to zero mean and unit deviation (floor 0.1) inside the network, so a washed-out or
    dim tile reaches the first conv with the contrast of a clear one (`--crop-norm`)."""

    def forward(self, x):
        d = x - x.mean(dim=(2, 3), keepdim=True)
        return d / torch.sqrt((d * d).mean(dim=(2, 3), keepdim=True) + 0.01)


class Net(nn.Module):
    """Three stages of two 3x3 conv + BN + ReLU and a 2x2 max pool, one linear layer. The very first conv has stride 2
    by default (32 -> 16 at once, 32 -> 2 overall): a quarter of the multiply-adds of stride 1 and as accurate once
    trained for 96 epochs or more. With stride 1 the stages end at 4x4 and a 2x2 average pool follows."""

    def __init__(self, widths=(16, 32, 48), n_classes=len(data.CLASSES), size=data.SIZE, first_stride=2,
                 arch="plain", crop_norm=False, stem_pool=False):
        super().__init__()
        layers = [CropNorm()] if crop_norm else []
        c = 1
        for w in widths:
            for _ in range(2):
                # --first-stride 2: the very first conv subsamples 32 -> 16 (a quarter of the spatial cost after it).
                first = c == 1
                stride = first_stride if first else 1
                if arch == "separable" and not first:
                    # --arch separable: every conv but the first is a 3x3 depthwise conv and a 1x1 pointwise one
                    # (MobileNet), about a ninth of the multiply-adds of a full 3x3 conv at these widths.
                    layers += [nn.Conv2d(c, c, 3, padding=1, groups=c, bias=False), nn.BatchNorm2d(c), nn.ReLU(),
                               nn.Conv2d(c, w, 1, bias=False), nn.BatchNorm2d(w), nn.ReLU()]
                else:
                    layers += [nn.Conv2d(c, w, 3, stride=stride, padding=1, bias=False), nn.BatchNorm2d(w),
                               nn.ReLU()]
                if first and stem_pool:
                    # --stem-pool: the first conv sees every pixel, then a 2x2 max pool halves the side; cheap as a
                    # stride-2 first conv but keeps thin strokes (the M/W underline) a stride would skip over.
                    layers.append(nn.MaxPool2d(2))
                c = w
            layers.append(nn.MaxPool2d(2))
        self.features = nn.Sequential(*layers)
        sub = first_stride * (2 if stem_pool else 1)
        s = size // (8 * sub)
        self.pool = nn.AvgPool2d(s // 2) if s >= 4 or (s >= 2 and sub == 1) else nn.Identity()
        self.drop = nn.Dropout(0.2)
        # The features' side after the pool: 2 when pooled, else the stages' own (2 at 32 px, 3 at 48 px).
        side = s if isinstance(self.pool, nn.Identity) else 2
        self.fc = nn.Linear(c * max(1, side) ** 2, n_classes)

    def forward(self, x):
        x = self.pool(self.features(x))
        return self.fc(self.drop(torch.flatten(x, 1)))


def load_run(path):
    """A network trained by an earlier run with `--out path`: its architecture from path/metrics.json, its weights
    from path/model.pt (a run into `model/` keeps them in the cache); in eval mode, for `--teacher` and
    `ensemble.py`."""
    with open(os.path.join(path, "metrics.json")) as f:
        m = json.load(f)
    net = Net(widths=tuple(m["widths"]), size=m["input_size"], first_stride=m["first_stride"],
              arch=m.get("arch", "plain"), crop_norm=m.get("crop_norm", False), stem_pool=m.get("stem_pool", False))
    weights = os.path.join(path, "model.pt")
    if not os.path.exists(weights) and os.path.realpath(path) == os.path.realpath(MODEL_DIR):
        weights = os.path.join(CACHE, f"letters-{m['input_size']}.pt")
    net.load_state_dict(torch.load(weights, map_location="cpu"))
    return net.eval()


def multiply_adds(model, size):
    """Multiply-adds of one crop through the convolutions and the linear layer (pooling and ReLU not counted)."""
    total = 0
    x = torch.zeros(1, 1, size, size)
    with torch.no_grad():
        for m in model.features:
            y = m(x)
            if isinstance(m, nn.Conv2d):
                total += y.numel() * m.in_channels * m.kernel_size[0] * m.kernel_size[1] // m.groups
            x = y
    return total + model.fc.in_features * model.fc.out_features


def fold_bn(model):
    """A copy of the network for export: every Conv+BN pair becomes one Conv with a bias, no dropout."""
    layers = []
    mods = list(model.features)
    i = 0
    while i < len(mods):
        m = mods[i]
        if isinstance(m, nn.Conv2d) and i + 1 < len(mods) and isinstance(mods[i + 1], nn.BatchNorm2d):
            bn = mods[i + 1]
            scale = bn.weight / torch.sqrt(bn.running_var + bn.eps)
            conv = nn.Conv2d(m.in_channels, m.out_channels, m.kernel_size, stride=m.stride, padding=m.padding,
                             groups=m.groups, bias=True)
            conv.weight.data = m.weight.data * scale[:, None, None, None]
            conv.bias.data = bn.bias.data - bn.running_mean * scale
            layers.append(conv)
            i += 2
        else:
            layers.append(m)
            i += 1

    class Exported(nn.Module):
        def __init__(self):
            super().__init__()
            self.features = nn.Sequential(*layers)
            self.pool = model.pool
            self.fc = model.fc

        def forward(self, x):
            return self.fc(torch.flatten(self.pool(self.features(x)), 1))

    return Exported().eval()


# ---------------------------------------------------------------- real crops


def real_crop(img, t, rng=None, angle=0.0, size=data.SIZE):
    """The crop of a labelled tile; with rng, jittered the way training wants (centre, scale, stretch, shear)."""
    _, cx, cy, hw, hh = t[:5]
    if rng is None:
        return data.crop(img, cx, cy, hw, hh, angle=angle, size=size)
    s = rng.uniform(0.85, 1.12)
    return data.crop(img, cx + rng.normal(0, 0.04) * 2 * hw, cy + rng.normal(0, 0.04) * 2 * hh,
                     hw * s * rng.uniform(0.93, 1.07), hh * s * rng.uniform(0.93, 1.07), angle=angle,
                     shear=rng.normal(0, 0.05), size=size)


def random_angle(rng):
    return float(rng.choice([0, 90, 180, 270])) if rng.random() < 0.3 else rng.uniform(0, 360)


def to_u8(a):
    return np.clip(np.round(a), 0, 255).astype(np.uint8)


# ---------------------------------------------------------------- synthetic


def _synth_chunk(args):
    n, seed = args
    os.nice(0)
    return render.make_set(n, seed)


def synthetic(n, seed, procs):
    os.makedirs(CACHE, exist_ok=True)
    src = "".join(open(os.path.join(HERE, f)).read() for f in ("render.py", "data.py"))
    # The crop side is in the key: the renderer draws at `data.SIZE`.
    key = hashlib.sha256(f"{n} {seed} {data.SIZE} {src}".encode()).hexdigest()[:12]
    path = os.path.join(CACHE, f"synth-{n}-{seed}-{key}.npz")
    if os.path.exists(path):
        z = np.load(path)
        return z["X"], z["y"]
    chunk = 500
    jobs = [(min(chunk, n - i), seed * 1000 + i // chunk) for i in range(0, n, chunk)]
    t = time.time()
    with Pool(procs) as p:
        parts = p.map(_synth_chunk, jobs)
    X = np.concatenate([a for a, _ in parts])
    y = np.concatenate([b for _, b in parts])
    print(f"rendered {n} synthetic crops in {time.time() - t:.0f}s", flush=True)
    np.savez_compressed(path, X=X, y=y)
    return X, y


# ---------------------------------------------------------------- training


def motion_kernel(length, angle, side=9):
    """A `side` x `side` kernel averaging along a line `length` px long at `angle` radians through its centre."""
    k = torch.zeros(side, side)
    c = (side - 1) / 2
    for t in torch.linspace(-0.5, 0.5, 4 * side):
        px, py = c + t.item() * length * math.cos(angle), c + t.item() * length * math.sin(angle)
        x0, y0 = int(math.floor(px)), int(math.floor(py))
        fx, fy = px - x0, py - y0
        for dx, dy, w in ((0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)):
            if 0 <= x0 + dx < side and 0 <= y0 + dy < side:
                k[y0 + dy, x0 + dx] += w
    return k / k.sum()


def augment(x, g, heavy_p=0.15, downscale_p=0.0, motion_p=0.0):
    """Photometric augmentation on a batch of [N,1,H,W] tensors in 0-255. `heavy_p`: share given the heavy blur;
    `downscale_p`: share shrunk to 8-16 px (area average) and enlarged back bilinearly, as a small die photographed
    from afar (`--downscale`; off by default, and then draws no random numbers, so the default run is unchanged);
    `motion_p`: share smeared along a line 2-8 px long at one angle, as a phone moved while the photo was taken
    (`--motion-blur`; at 0 it draws no random numbers, as before it existed)."""
    n = x.shape[0]
    x = x / 255.0
    gamma = torch.exp(torch.randn(n, 1, 1, 1, generator=g) * 0.25)
    x = x.clamp(1e-4, 1) ** gamma
    contrast = torch.exp(torch.randn(n, 1, 1, 1, generator=g) * 0.25)
    mean = x.mean(dim=(1, 2, 3), keepdim=True)
    x = (x - mean) * contrast + mean + torch.randn(n, 1, 1, 1, generator=g) * 0.08
    blur = torch.rand(n, 1, 1, 1, generator=g) < 0.2
    k = torch.tensor([[1, 2, 1], [2, 4, 2], [1, 2, 1]], dtype=torch.float32).view(1, 1, 3, 3) / 16
    xb = F.conv2d(F.pad(x, (1, 1, 1, 1), mode="replicate"), k)
    x = torch.where(blur, xb, x)
    # Heavy blur, as in the many out-of-focus 4x4 photos: a 5x5 Gaussian with sigma 1.2-2 px.
    heavy = torch.rand(n, 1, 1, 1, generator=g) < heavy_p
    sig = 1.2 + 0.8 * torch.rand(1, generator=g).item()
    r = torch.arange(-2, 3, dtype=torch.float32)
    k1 = torch.exp(-r ** 2 / (2 * sig * sig))
    k5 = (k1[:, None] * k1[None, :]) / k1.sum() ** 2
    xh = F.conv2d(F.pad(x, (2, 2, 2, 2), mode="replicate"), k5.view(1, 1, 5, 5))
    x = torch.where(heavy, xh, x)
    if downscale_p > 0:
        small = torch.rand(n, 1, 1, 1, generator=g) < downscale_p
        side = int(torch.randint(8, 17, (1,), generator=g).item())
        xd = F.interpolate(F.interpolate(x, size=(side, side), mode="area"), size=x.shape[2:], mode="bilinear",
                           align_corners=False)
        x = torch.where(small, xd, x)
    if motion_p > 0:
        moving = torch.rand(n, 1, 1, 1, generator=g) < motion_p
        length = 2 + 6 * torch.rand(1, generator=g).item()
        angle = math.pi * torch.rand(1, generator=g).item()
        xm = F.conv2d(F.pad(x, (4, 4, 4, 4), mode="replicate"), motion_kernel(length, angle).view(1, 1, 9, 9))
        x = torch.where(moving, xm, x)
    x = x + torch.randn(x.shape, generator=g) * (torch.rand(n, 1, 1, 1, generator=g) * 0.04)
    return x.clamp(0, 1) * 255


def normalise(x):
    return (x / 255.0 - MEAN) / STD


def predict(model, X, batch=512):
    model.eval()
    out = []
    with torch.no_grad():
        for i in range(0, len(X), batch):
            xb = torch.from_numpy(X[i:i + batch].astype(np.float32))[:, None]
            out.append(model(normalise(xb)))
    return torch.cat(out).numpy()


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
