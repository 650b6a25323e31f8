"""The letter network: its definition, a trained run loaded back, its cost, its export form (batch norm folded)
and the input normalisation the app applies too (`model/letters.json`)."""
import json
import os

import numpy as np
import torch
import torch.nn as nn

import data
from data import CACHE, MODEL_DIR

MEAN, STD = 0.5, 0.25
# What older runs' metrics.json record for the removed variants (`--arch`, `--stem-pool`, `--crop-norm`), by the
# value that means the network built today.
REMOVED_VARIANTS = {"arch": "plain", "stem_pool": False, "crop_norm": False}


class Net(nn.Module):
    """Three stages of two 3x3 conv + BN + ReLU and a 2x2 max pool, one linear layer. The very first conv has stride 2
    by default (32 -> 16 at once, 32 -> 2 overall): a quarter of the multiply-adds of stride 1 and as accurate once
    trained for 96 epochs or more. With stride 1 the stages end at 4x4 and a 2x2 average pool follows. (Variants
    measured and removed, a depthwise-separable network, per-crop contrast normalisation and a max pool after a
    stride-1 first conv: training/README.md, "Architecture experiments".)"""

    def __init__(self, widths=(16, 32, 48), n_classes=len(data.CLASSES), size=data.SIZE, first_stride=2):
        super().__init__()
        layers = []
        c = 1
        for w in widths:
            for _ in range(2):
                # --first-stride 2: the very first conv subsamples 32 -> 16 (a quarter of the spatial cost after it).
                stride = first_stride if c == 1 else 1
                layers += [nn.Conv2d(c, w, 3, stride=stride, padding=1, bias=False), nn.BatchNorm2d(w), nn.ReLU()]
                c = w
            layers.append(nn.MaxPool2d(2))
        self.features = nn.Sequential(*layers)
        s = size // (8 * first_stride)
        self.pool = nn.AvgPool2d(s // 2) if s >= 4 or (s >= 2 and first_stride == 1) else nn.Identity()
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
    removed = {k: m[k] for k in REMOVED_VARIANTS if m.get(k, REMOVED_VARIANTS[k]) != REMOVED_VARIANTS[k]}
    if removed:
        raise ValueError(f"{path} is a network variant train.py no longer builds ({removed}): see training/README.md, "
                         "\"Architecture experiments\"")
    net = Net(widths=tuple(m["widths"]), size=m["input_size"], first_stride=m["first_stride"])
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
