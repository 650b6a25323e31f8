"""Real photos: the split by board group, the crop convention, and the real tile and junk crops."""
import csv
import hashlib
import math
import os

import numpy as np
from PIL import Image

PHOTOS = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "data", "photos", "roboflow-boggle-boards")

CLASSES = [chr(c) for c in range(ord("a"), ord("z") + 1)] + ["an", "er", "he", "in", "th", "#", "junk"]
CLASS_INDEX = {c: i for i, c in enumerate(CLASSES)}
JUNK = CLASS_INDEX["junk"]

# The crop convention (also written into model/letters.json): the die's top face, rectified to a square, plus
# MARGIN of its side on every side, sampled bilinearly at SUPERSAMPLE times the input size, then averaged in
# SUPERSAMPLE x SUPERSAMPLE blocks, from the luma image L = 0.299 R + 0.587 G + 0.114 B.
SIZE = 32
MARGIN = 0.1
SUPERSAMPLE = 2
VAL_FRACTION = 0.28


def tile_label(tile):
    """Maps a tiles.tsv label (`e`, `[qu]`, `[an]`, `[#]`) to a class name."""
    t = tile.strip("[]")
    return "q" if t == "qu" else t


def load_boards():
    with open(os.path.join(PHOTOS, "boards.tsv")) as f:
        boards = list(csv.DictReader(f, delimiter="\t"))
    with open(os.path.join(PHOTOS, "tiles.tsv")) as f:
        tiles = list(csv.DictReader(f, delimiter="\t"))
    return boards, tiles


def split_groups(boards):
    """Deterministic split by board group: per board size, the groups with the smallest SHA-256 of their name
    (VAL_FRACTION of them, rounded up) are held out for validation."""
    by_size = {}
    for b in boards:
        by_size.setdefault(b["rows"], set()).add(b["board_group"])
    val = []
    for size in sorted(by_size):
        groups = sorted(by_size[size], key=lambda g: hashlib.sha256(g.encode()).hexdigest())
        val += sorted(groups[: math.ceil(VAL_FRACTION * len(groups))])
    return sorted(val)


def load_image_l(path):
    return Image.open(os.path.join(PHOTOS, path)).convert("L").convert("F")


def crop(img, cx, cy, hw, hh, angle=0.0, size=SIZE, margin=MARGIN, shear=0.0):
    """Samples the (possibly rotated) rectangle centred on (cx, cy) with half sides hw, hh (the face, before the
    margin) into a size x size crop. Output pixel (i, j) centre maps to u = ((i + 0.5) / n) * 2 - 1 in [-1, 1],
    rotated by `angle` degrees, then x = cx + u' * hw * (1 + 2 margin), likewise y."""
    n = size * SUPERSAMPLE
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    sx, sy = hw * (1 + 2 * margin), hh * (1 + 2 * margin)
    # Output pixel (x, y) -> normalised (u, v) = (2 (x + 0.5) / n - 1, ...); PIL samples at pixel centres.
    k = 2.0 / n
    # (u', v') = R (u + shear v, v); source = c + (sx u', sy v').
    m = np.array([[ca, -sa], [sa, ca]]) @ np.array([[1, shear], [0, 1]])
    A = np.diag([sx, sy]) @ m * k
    off = np.array([cx, cy]) - np.diag([sx, sy]) @ m @ np.array([1.0, 1.0])
    # PIL's affine maps the output pixel centre (x + 0.5, y + 0.5) through (A, off) to continuous input
    # coordinates in which input pixel i covers [i, i + 1], as the box coordinates do.
    out = img.transform(
        (n, n),
        Image.Transform.AFFINE,
        (A[0, 0], A[0, 1], off[0], A[1, 0], A[1, 1], off[1]),
        Image.Resampling.BILINEAR,
        fillcolor=0,
    )
    arr = np.asarray(out, dtype=np.float32)
    if SUPERSAMPLE > 1:
        arr = arr.reshape(size, SUPERSAMPLE, size, SUPERSAMPLE).mean(axis=(1, 3))
    return arr


def real_tiles(boards, tiles, groups):
    """The tiles of the photos whose board group is in `groups`: list of (image, cx, cy, hw, hh, class, size)."""
    meta = {b["image"]: b for b in boards if b["board_group"] in groups}
    out = []
    for t in tiles:
        b = meta.get(t["image"])
        if b is None:
            continue
        x0, y0, x1, y1 = (float(t[k]) for k in ("xmin", "ymin", "xmax", "ymax"))
        out.append((t["image"], (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2,
                    CLASS_INDEX[tile_label(t["tile"])], b["rows"] + "x" + b["cols"]))
    return out


def junk_boxes(tiles_of_image, rng, count):
    """Boxes for the junk class in one photo: dice-sized boxes away from every die (tray, table) and boxes shifted
    by half a die or more from a die (two half dice, a die edge and the tray)."""
    boxes = np.array([(t[1], t[2], t[3], t[4]) for t in tiles_of_image])
    mhw, mhh = boxes[:, 2].mean(), boxes[:, 3].mean()
    out = []
    tries = 0
    while len(out) < count and tries < 200:
        tries += 1
        if rng.random() < 0.5:
            # Shifted off a die: the centre moves 0.5-1.0 of a box size.
            cx, cy, hw, hh = boxes[rng.integers(len(boxes))]
            ang = rng.uniform(0, 2 * math.pi)
            d = rng.uniform(0.5, 1.0)
            cx, cy = cx + math.cos(ang) * d * 2 * hw, cy + math.sin(ang) * d * 2 * hh
        else:
            hw, hh = mhw * rng.uniform(0.7, 1.3), mhh * rng.uniform(0.7, 1.3)
            cx, cy = rng.uniform(hw, 416 - hw), rng.uniform(hh, 416 - hh)
        # Reject any box whose centre is within 0.45 of a box size of a die centre: that would be a real die.
        dx = np.abs(boxes[:, 0] - cx) / boxes[:, 2] / 2
        dy = np.abs(boxes[:, 1] - cy) / boxes[:, 3] / 2
        if np.any(np.maximum(dx, dy) < 0.45):
            continue
        out.append((cx, cy, hw, hh))
    return out
