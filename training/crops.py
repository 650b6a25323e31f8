"""Training crops: real tiles cut with jitter, the cached synthetic set, and the photometric augmentation."""
import hashlib
import math
import os
import time
from multiprocessing import Pool

import numpy as np
import torch
import torch.nn.functional as F

import data
import render
from data import CACHE, HERE


# ---------------------------------------------------------------- real crops


def real_crop(img, t, rng=None, angle=0.0, size=data.SIZE):
    """The crop of a `data.Tile` from its photo `img`; with rng, jittered the way training wants (centre, scale,
    stretch, shear)."""
    cx, cy, hw, hh = t.cx, t.cy, t.half_w, t.half_h
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


def augment(x, g, heavy_p=0.15, motion_p=0.0):
    """Photometric augmentation on a batch of [N,1,H,W] tensors in 0-255. `heavy_p`: share given the heavy blur;
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
    if motion_p > 0:
        moving = torch.rand(n, 1, 1, 1, generator=g) < motion_p
        length = 2 + 6 * torch.rand(1, generator=g).item()
        angle = math.pi * torch.rand(1, generator=g).item()
        xm = F.conv2d(F.pad(x, (4, 4, 4, 4), mode="replicate"), motion_kernel(length, angle).view(1, 1, 9, 9))
        x = torch.where(moving, xm, x)
    x = x + torch.randn(x.shape, generator=g) * (torch.rand(n, 1, 1, 1, generator=g) * 0.04)
    return x.clamp(0, 1) * 255
