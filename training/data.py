"""Real photos: the split by board group, the crop convention, and the real tile and junk crops."""
import csv
import math
import os
from dataclasses import dataclass

import numpy as np
from PIL import Image

# The board parsing and the joining of groups that show the same board live in the dependency-free folds.py (the
# cross-validation folds use them too); they stay reachable as data.board_clusters etc.
from folds import board_cells, board_clusters, cluster_order, same_board, symmetric_cell  # noqa: F401

HERE = os.path.dirname(os.path.abspath(__file__))
MODEL_DIR = os.path.join(HERE, "..", "model")
CACHE = os.path.join(HERE, "cache")
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


@dataclass(frozen=True)
class Tile:
    """A box to cut from a photo: a die's face as drawn by hand (half sides before the crop's margin) with its
    class and board size (`4x4`, `5x5`, `6x6`), or a junk box away from the dice (class JUNK, board size `junk`)."""
    image: str
    cx: float
    cy: float
    half_w: float
    half_h: float
    label: int
    board_size: str


@dataclass(frozen=True)
class Quad:
    """A die face as the photo pipeline found it: its four corners in photo pixels (in the order of `crop_quad`),
    labelled with the hand label of the box whose centre lies inside it."""
    image: str
    corners: list
    label: int
    board_size: str


def tile_label(tile):
    """Maps a tiles.tsv label (`e`, `[qu]`, `[an]`, `[#]`) to a class name."""
    t = tile.strip("[]")
    return "q" if t == "qu" else t


LABEL_FIXES = os.path.join(os.path.dirname(__file__), "label-fixes.tsv")


def load_boards():
    """boards.tsv and tiles.tsv with the label fixes of `label-fixes.tsv` applied: tiles that other photos of the
    same board label differently and a look at the photo confirms (each row says why)."""
    with open(os.path.join(PHOTOS, "boards.tsv")) as f:
        boards = list(csv.DictReader(f, delimiter="\t"))
    with open(os.path.join(PHOTOS, "tiles.tsv")) as f:
        tiles = list(csv.DictReader(f, delimiter="\t"))
    with open(LABEL_FIXES) as f:
        fixes = {(r["image"], int(r["row"]), int(r["col"])): r for r in csv.DictReader(f, delimiter="\t")}
    for t in tiles:
        fix = fixes.get((t["image"], int(t["row"]), int(t["col"])))
        if fix:
            assert tile_label(t["tile"]) == fix["label"], (fix, t)
            t["tile"] = fix["fixed"]
    for b in boards:
        cells = board_cells(b["board"])
        for (image, row, col), fix in fixes.items():
            if image == b["image"]:
                k = row * int(b["cols"]) + col
                assert tile_label(cells[k]) == fix["label"], (fix, b)
                cells[k] = fix["fixed"] if len(fix["fixed"]) == 1 else f"[{fix['fixed']}]"
        n = int(b["cols"])
        b["board"] = " ".join("".join(cells[r * n:(r + 1) * n]) for r in range(int(b["rows"])))
    return boards, tiles


def split_groups(boards):
    """Deterministic split by board: groups showing the same board are joined (`board_clusters`), then per board
    size the clusters with the smallest SHA-256 of their first group's name (VAL_FRACTION of them, rounded up)
    are held out for validation. Returns the held-out group names."""
    size_of = {b["board_group"]: b["rows"] for b in boards}
    by_size = {}
    for cluster in board_clusters(boards):
        by_size.setdefault(size_of[cluster[0]], []).append(cluster)
    val = []
    for size in sorted(by_size):
        clusters = cluster_order(by_size[size])
        for cluster in clusters[: math.ceil(VAL_FRACTION * len(clusters))]:
            val += cluster
    return sorted(val)


def load_image_l(path):
    return Image.open(os.path.join(PHOTOS, path)).convert("L").convert("F")


def crop(img, cx, cy, hw, hh, angle=0.0, size=None, margin=MARGIN, shear=0.0):
    """Samples the (possibly rotated) rectangle centred on (cx, cy) with half sides hw, hh (the face, before the
    margin) into a size x size crop. Output pixel (i, j) centre maps to u = ((i + 0.5) / n) * 2 - 1 in [-1, 1],
    rotated by `angle` degrees, then x = cx + u' * hw * (1 + 2 margin), likewise y. `size` defaults to `SIZE` as
    it is when called (`train.py --size` sets it)."""
    size = size or SIZE
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


def homography(src, dst):
    """The 3x3 projective map taking the four points `src` to `dst`."""
    a, b = [], []
    for (x, y), (u, v) in zip(src, dst):
        a += [[x, y, 1, 0, 0, 0, -u * x, -u * y], [0, 0, 0, x, y, 1, -v * x, -v * y]]
        b += [u, v]
    return np.append(np.linalg.solve(np.array(a, dtype=np.float64), np.array(b, dtype=np.float64)), 1).reshape(3, 3)


def crop_quad(img, quad, angle=0.0, size=None, margin=MARGIN, corner_jitter=None):
    """Samples a die face given as a quadrilateral in photo pixels (corners in the order of the face's square
    (-1,-1), (1,-1), (1,1), (-1,1), as `Lattice::cells` lists them) into a size x size crop through its
    perspective, with the margin and supersampling of `crop`, the square turned by `angle` degrees.
    `corner_jitter` (4x2, in face half-sides) moves the square's corners before the map is fitted."""
    size = size or SIZE
    n = size * SUPERSAMPLE
    square = np.array([(-1, -1), (1, -1), (1, 1), (-1, 1)], dtype=np.float64)
    if corner_jitter is not None:
        square = square + corner_jitter
    face = homography(square, np.asarray(quad, dtype=np.float64))
    a = math.radians(angle)
    turn = np.array([[math.cos(a), -math.sin(a), 0], [math.sin(a), math.cos(a), 0], [0, 0, 1]])
    # Output pixel centre x + 0.5 -> u = (2 (x + 0.5) / n - 1) (1 + 2 margin); PIL passes x + 0.5.
    k = (1 + 2 * margin)
    to_unit = np.array([[2 * k / n, 0, -k], [0, 2 * k / n, -k], [0, 0, 1]])
    m = face @ turn @ to_unit
    m = m / m[2, 2]
    out = img.transform((n, n), Image.Transform.PERSPECTIVE, tuple(m.flatten()[:8]),
                        Image.Resampling.BILINEAR, fillcolor=0)
    arr = np.asarray(out, dtype=np.float32)
    if SUPERSAMPLE > 1:
        arr = arr.reshape(size, SUPERSAMPLE, size, SUPERSAMPLE).mean(axis=(1, 3))
    return arr


def pipeline_quads(path, boards, tiles, groups):
    """The die faces the photo pipeline found (`--write-quads` of the `scan` example) in the photos whose board
    group is in `groups`, labelled from `tiles`: a list of `Quad`s."""
    meta = {b["image"]: b for b in boards if b["board_group"] in groups}
    label = {(t["image"], int(t["row"]), int(t["col"])): t["tile"] for t in tiles}
    out = []
    with open(path) as f:
        for r in csv.DictReader(f, delimiter="\t"):
            b = meta.get(r["image"])
            if b is None:
                continue
            quad = [(float(r[f"x{k}"]), float(r[f"y{k}"])) for k in range(4)]
            out.append(Quad(r["image"], quad, CLASS_INDEX[tile_label(label[(r["image"], int(r["row"]), int(r["col"]))])],
                            b["rows"] + "x" + b["cols"]))
    return out


def real_tiles(boards, tiles, groups):
    """The tiles of the photos whose board group is in `groups`: a list of `Tile`s."""
    meta = {b["image"]: b for b in boards if b["board_group"] in groups}
    out = []
    for t in tiles:
        b = meta.get(t["image"])
        if b is None:
            continue
        x0, y0, x1, y1 = (float(t[k]) for k in ("xmin", "ymin", "xmax", "ymax"))
        out.append(Tile(t["image"], (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2,
                        CLASS_INDEX[tile_label(t["tile"])], b["rows"] + "x" + b["cols"]))
    return out


def junk_boxes(tiles_of_image, rng, count):
    """Junk `Tile`s in one photo (the photo of `tiles_of_image`, its hand-labelled tiles): dice-sized boxes away from
    every die (tray, table) and boxes shifted by half a die or more from a die (two half dice, a die edge and the
    tray)."""
    image = tiles_of_image[0].image
    boxes = np.array([(t.cx, t.cy, t.half_w, t.half_h) for t in tiles_of_image])
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
        out.append(Tile(image, cx, cy, hw, hh, JUNK, "junk"))
    return out
