"""A trained network measured on the held-out data: the real validation tiles at six rotations, pooled per class, per
board size and for the look-alike pairs, the held-out faces as the photo pipeline cuts them, the synthetic test set,
and four-quarter-turn test-time augmentation. The figures go into `metrics.json` and the model card."""
from collections import Counter
from dataclasses import dataclass

import numpy as np

import data
from crops import to_u8
from net import predict

# The look-alike pairs the card reports pooled over the rotations.
PAIRS = (("m", "w"), ("n", "z"))


@dataclass
class Validation:
    """The held-out crops as the network sees them: the real validation tiles then the junk boxes of the validation
    photos (`tiles`, `data.Tile`s), their classes (`labels`), and every crop cut without jitter at each rotation
    (`sets`: rotation name -> uint8 [N, size, size]; `"0"` is the committed `model/validation/`)."""
    tiles: list
    labels: np.ndarray
    sets: dict

    @property
    def sizes(self):
        return [t.board_size for t in self.tiles]

    @property
    def is_tile(self):
        return self.labels != data.JUNK


def validation_crops(tiles, junk, images, seed):
    """The `Validation` of these tiles and junk boxes: rotations 0, 90, 180, 270, 45 and one random angle a crop
    (drawn from `seed`, so every run gets the same crops)."""
    items = tiles + junk
    random_angles = np.random.default_rng(seed).uniform(0, 360, len(items))
    rotations = {"0": lambda i: 0.0, "90": lambda i: 90.0, "180": lambda i: 180.0, "270": lambda i: 270.0,
                 "45": lambda i: 45.0, "random": lambda i: random_angles[i]}

    def crops(angle_of):
        return np.stack([to_u8(data.crop(images[t.image], t.cx, t.cy, t.half_w, t.half_h, angle=angle_of(i)))
                         for i, t in enumerate(items)])

    return Validation(items, np.array([t.label for t in items]), {k: crops(f) for k, f in rotations.items()})


def rotation_metrics(model, val):
    """Per rotation: the share of tiles right, the tiles wrong, the share of junk boxes rejected."""
    out = {}
    for k, X in val.sets.items():
        p = predict(model, X).argmax(1)
        y, is_tile = val.labels, val.is_tile
        out[k] = {"tiles": float(np.mean(p[is_tile] == y[is_tile])), "tiles_wrong": int(np.sum(p[is_tile] != y[is_tile])),
                  "junk_rejected": float(np.mean(p[~is_tile] == data.JUNK))}
    return out


def pooled_metrics(model, val):
    """Pooled over all six rotation sets: per class, per board size, the most confused pairs, M/W and N/Z."""
    P = np.concatenate([predict(model, X).argmax(1) for X in val.sets.values()])
    Y = np.concatenate([val.labels] * len(val.sets))
    sizes = val.sizes
    S = np.array(sizes * len(val.sets))
    out = {"per_class": {data.CLASSES[c]: {"n": int(np.sum(val.labels == c)),
                                           "accuracy": float(np.mean(P[Y == c] == c)) if np.any(Y == c) else None}
                         for c in range(len(data.CLASSES))},
           "per_size": {s: {"n": int(np.sum(np.array(sizes) == s)), "accuracy": float(np.mean(P[S == s] == Y[S == s]))}
                        for s in sorted(set(sizes))}}
    conf = Counter((data.CLASSES[a], data.CLASSES[b]) for a, b in zip(Y, P) if a != b)
    out["confused"] = [[a, b, n] for (a, b), n in conf.most_common(12)]
    for pair in PAIRS:
        ids = [data.CLASS_INDEX[c] for c in pair]
        sel = np.isin(Y, ids)
        out["/".join(pair)] = {"n": int(sel.sum()), "accuracy": float(np.mean(P[sel] == Y[sel])),
                               "swapped": int(np.sum((P[sel] != Y[sel]) & np.isin(P[sel], ids)))}
    return out


def pipeline_face_metrics(model, train_quads, val_quads, images, size):
    """The held-out faces cut as the pipeline cuts them (perspective-rectified), in their own rotation."""
    qy = np.array([q.label for q in val_quads])
    qX = np.stack([to_u8(data.crop_quad(images[q.image], q.corners, size=size)) for q in val_quads])
    right = predict(model, qX).argmax(1) == qy
    return {"train": len(train_quads), "n": len(qy), "accuracy": float(np.mean(right)),
            "by_size": {z: float(np.mean(right[[q.board_size == z for q in val_quads]]))
                        for z in sorted({q.board_size for q in val_quads})}}


def tta_metrics(model, val):
    """Test-time augmentation (mean logits over four quarter turns) per rotation, measured for the card only."""
    out = {}
    for k, X in val.sets.items():
        logits = sum(predict(model, np.ascontiguousarray(np.rot90(X, r, axes=(1, 2)))) for r in range(4))
        p = logits.argmax(1)
        out[k] = float(np.mean(p[val.is_tile] == val.labels[val.is_tile]))
    return out


def evaluate(model, val, photos, synthetic, size):
    """Every held-out figure of a run, in the order `metrics.json` lists them."""
    model.eval()
    metrics = {"rotation": rotation_metrics(model, val), **pooled_metrics(model, val)}
    if photos.val_quads:
        metrics["pipeline_quads"] = pipeline_face_metrics(model, photos.train_quads, photos.val_quads, photos.images,
                                                          size)
        print("held-out pipeline faces:", metrics["pipeline_quads"], flush=True)
    ps = predict(model, synthetic.test_X).argmax(1)
    metrics["synthetic_test"] = {"n": len(synthetic.test_y), "accuracy": float(np.mean(ps == synthetic.test_y))}
    metrics["rotation_tta4"] = tta_metrics(model, val)
    return metrics
