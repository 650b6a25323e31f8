"""Synthetic die-face crops: a 3x3 patch of rendered dice in a tray, degraded like a 416x416 phone photo, then cut
with the same crop function as the real tiles."""
import io
import math
import os

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

import data

FONT_FILES = [
    "/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf",
    "/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf",
    "/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
]
P = 64  # pitch of the dice grid in the high-resolution patch
_fonts = {}


def font(path, size):
    key = (path, size)
    if key not in _fonts:
        _fonts[key] = ImageFont.truetype(path, size)
    return _fonts[key]


def face_text(cls):
    name = data.CLASSES[cls]
    if name == "q":
        return "Qu"
    if len(name) == 2:
        return name[0].upper() + name[1]
    return name.upper()


def jitter(rgb, rng, amount):
    return tuple(int(np.clip(c + rng.normal(0, amount), 0, 255)) for c in rgb)


def die_tile(cls, style, rng, fontpath, face_size):
    """One die's top face as an RGBA image of side P, the face centred, upright."""
    im = Image.new("RGBA", (P, P), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    if style == "classic":
        face = jitter((238, 238, 236), rng, 10)
        ink = jitter((20, 20, 22), rng, 12)
    else:
        face = jitter((236, 228, 200), rng, 10)
        ink = jitter((30, 45, 130), rng, 15)
    s = face_size
    o = (P - s) / 2
    d.rounded_rectangle((o, o, o + s, o + s), radius=s * rng.uniform(0.12, 0.28), fill=face + (255,))
    # A soft inner shading: the face is slightly concave and lit from one side.
    if rng.random() < 0.0:
        g = Image.new("L", (P, P), 0)
        gd = ImageDraw.Draw(g)
        gd.ellipse((o - s * 0.3, o - s * 0.3, o + s * 1.3, o + s * 1.3), fill=int(rng.uniform(10, 45)))
        g = g.filter(ImageFilter.GaussianBlur(s * 0.15))
        dark = Image.new("RGBA", (P, P), (0, 0, 0, 255))
        mask = Image.eval(g, lambda v: 45 - v if v < 45 else 0)
        alpha = Image.new("L", (P, P), 0)
        alpha.paste(mask, (0, 0))
        a = np.minimum(np.asarray(alpha), np.asarray(im.split()[3]))
        im = Image.composite(dark, im, Image.fromarray(a.astype(np.uint8)))
        d = ImageDraw.Draw(im)
    name = data.CLASSES[cls]
    if name == "#":
        b = s * rng.uniform(0.5, 0.62) / 2
        c = P / 2
        d.rounded_rectangle((c - b, c - b, c + b, c + b), radius=b * 0.1, fill=ink + (255,))
        return im
    text = face_text(cls)
    # Real two-letter faces (`Er`, `Qu`) are about as tall as the single letters, the lowercase letter tucked
    # against the capital: only a face too narrow for the pair shrinks it.
    fs = int(s * rng.uniform(0.6, 0.8))
    stroke = int(round(fs * rng.uniform(0.0, 0.06)))
    f = font(fontpath, fs)
    l, t, r, b = d.textbbox((0, 0), text, font=f, stroke_width=stroke)
    widest = s * rng.uniform(0.78, 0.9)
    if r - l > widest:
        fs = int(fs * widest / (r - l))
        f = font(fontpath, fs)
        l, t, r, b = d.textbbox((0, 0), text, font=f, stroke_width=stroke)
    cx = P / 2 + rng.normal(0, s * 0.02)
    cy = P / 2 + rng.normal(0, s * 0.02)
    underline = name in ("m", "w", "n", "z")
    dy = -s * 0.05 if underline else 0
    d.text((cx - (l + r) / 2, cy - (t + b) / 2 + dy), text, font=f, fill=ink + (255,), stroke_width=stroke,
           stroke_fill=ink + (255,))
    if underline:
        y = cy + (b - t) / 2 + dy + s * rng.uniform(0.04, 0.09)
        hw = (r - l) * rng.uniform(0.3, 0.5)
        th = max(2, s * rng.uniform(0.05, 0.08))
        if style == "classic":
            d.rectangle((cx - hw, y, cx + hw, y + th), fill=ink + (255,))
        else:
            ndots = rng.integers(3, 6)
            for i in range(ndots):
                x = cx - hw + 2 * hw * i / (ndots - 1)
                d.ellipse((x - th * 0.6, y, x + th * 0.6, y + th * 1.2), fill=ink + (255,))
    return im


def patch(cls, rng):
    """A 3P x 3P RGB patch: tray, 3x3 dice (the centre one shows `cls`, rotated by a multiple of 90 degrees plus a
    little), each die a darker body with its top face shifted towards the camera."""
    style = "classic" if rng.random() < 0.55 else "big"
    if data.CLASSES[cls] in ("an", "er", "he", "in", "th", "#"):
        style = "big"
    tray = {"classic": (225, 120, 25), "big": (25, 35, 110)}[style]
    r = rng.random()
    if r < 0.15:
        tray = tuple(int(v) for v in rng.integers(0, 256, 3))
    elif r < 0.25:
        tray = jitter((60, 60, 60), rng, 30)
    tray = jitter(tray, rng, 20)
    im = Image.new("RGB", (3 * P, 3 * P), tray)
    fontpath = FONT_FILES[rng.integers(len(FONT_FILES))]
    face_size = int(P * rng.uniform(0.72, 0.86))
    body_size = int(face_size * rng.uniform(1.0, 1.12))
    side = np.array([rng.normal(0, 1), rng.normal(0, 1)])
    side = side / (np.linalg.norm(side) + 1e-6) * P * rng.uniform(0.0, 0.13)
    grid_rot = rng.normal(0, 3)
    letters = [c for c in range(len(data.CLASSES) - 1)]
    for gy in range(3):
        for gx in range(3):
            centre = gx == 1 and gy == 1
            if not centre and rng.random() < 0.12:
                continue
            c = cls if centre else letters[rng.integers(26 if style == "classic" else len(letters))]
            t = die_tile(c, style, rng, fontpath, face_size)
            ang = 90 * rng.integers(4) + rng.normal(0, 6) + grid_rot
            t = t.rotate(ang, resample=Image.Resampling.BILINEAR)
            x, y = gx * P + rng.normal(0, P * 0.03), gy * P + rng.normal(0, P * 0.03)
            if centre:
                x, y = gx * P, gy * P
            # The die body: the face's silhouette, darker, offset away from the camera direction.
            a = t.split()[3]
            bs = P + 2 * ((body_size - face_size) // 2)
            bm = a.resize((bs, bs), Image.Resampling.BILINEAR)
            body = Image.new("RGB", (bs, bs), jitter(tuple(int(v * rng.uniform(0.45, 0.8)) for v in (200, 195, 185)), rng, 10))
            off = (P - bs) // 2
            for k in (0.5, 1.0):
                im.paste(body, (int(x + side[0] * k + off), int(y + side[1] * k + off)), bm)
            im.paste(t, (int(x), int(y)), a)
    return im, face_size


def degrade(im, rng):
    """Lighting gradient, glare, shadow: in the high-resolution patch."""
    a = np.asarray(im, dtype=np.float32)
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w] / max(h, w)
    ang = rng.uniform(0, 2 * math.pi)
    grad = 1 + rng.uniform(-0.35, 0.35) * ((xx - 0.5) * math.cos(ang) + (yy - 0.5) * math.sin(ang)) * 2
    a = a * grad[..., None] * rng.uniform(0.6, 1.2)
    tint = np.array([rng.normal(1, 0.06) for _ in range(3)])
    a = a * tint
    if rng.random() < 0.3:
        # Glare: a bright soft spot.
        gx, gy, gr = rng.uniform(0.2, 0.8), rng.uniform(0.2, 0.8), rng.uniform(0.05, 0.2)
        a = a + 255 * rng.uniform(0.3, 0.8) * np.exp(-((xx - gx) ** 2 + (yy - gy) ** 2) / (2 * gr * gr))[..., None]
    if rng.random() < 0.25:
        # A shadow edge across the patch.
        ang = rng.uniform(0, 2 * math.pi)
        d = (xx - 0.5) * math.cos(ang) + (yy - 0.5) * math.sin(ang) - rng.uniform(-0.3, 0.3)
        a = a * (1 - rng.uniform(0.2, 0.5) * (1 / (1 + np.exp(-d * 40))))[..., None]
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))


def photo_like(im, face_size, rng):
    """Scales the patch so that a face is 12-60 px, as in the 416x416 photos, then blur, noise and JPEG."""
    target = rng.uniform(13, 60)
    k = target / face_size
    n = max(8, int(round(im.size[0] * k)))
    sx = rng.uniform(0.8, 1.25)  # the photos are stretched to a square
    im = im.resize((max(8, int(n * sx)), n), Image.Resampling.BILINEAR)
    im = degrade(im, rng)
    if rng.random() < 0.6:
        im = im.filter(ImageFilter.GaussianBlur(rng.uniform(0.2, 1.2) * max(0.5, target / 40)))
    a = np.asarray(im, dtype=np.float32)
    a = a + rng.normal(0, rng.uniform(0, 8), a.shape)
    im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    buf = io.BytesIO()
    im.save(buf, "JPEG", quality=int(rng.uniform(25, 92)))
    im = Image.open(io.BytesIO(buf.getvalue())).convert("L").convert("F")
    return im, k * sx, k


def sample(cls, rng):
    """One synthetic crop (SIZE x SIZE float32, 0-255) of class `cls` (junk gives an off-die crop)."""
    junk = cls == data.JUNK
    centre_cls = rng.integers(data.JUNK) if junk else cls
    im, face_size = patch(centre_cls, rng)
    im, kx, ky = photo_like(im, face_size, rng)
    # The box: like the hand-drawn ones, loose (up to the bounding box of a face at 45 degrees), a little off.
    loose = rng.uniform(0.95, 1.3)
    hw = face_size / 2 * loose * kx * rng.uniform(0.92, 1.08)
    hh = face_size / 2 * loose * ky * rng.uniform(0.92, 1.08)
    cx = 1.5 * P * kx + rng.normal(0, 0.05) * 2 * hw
    cy = 1.5 * P * ky + rng.normal(0, 0.05) * 2 * hh
    if junk:
        r = rng.random()
        ang = rng.uniform(0, 2 * math.pi)
        dist = rng.uniform(0.5, 0.9)
        cx += math.cos(ang) * dist * P * kx
        cy += math.sin(ang) * dist * P * ky
    return data.crop(im, cx, cy, hw, hh, angle=rng.uniform(0, 360), margin=data.MARGIN + rng.uniform(-0.05, 0.1))


def noise_junk(rng):
    """Junk that is not near any die: smooth noise, gradients, stripes (a table, a hand, a tray edge)."""
    n = data.SIZE
    kind = rng.integers(3)
    yy, xx = np.mgrid[0:n, 0:n] / n
    if kind == 0:
        small = rng.uniform(0, 255, (rng.integers(2, 8),) * 2).astype(np.float32)
        a = np.asarray(Image.fromarray(small, "F").resize((n, n), Image.Resampling.BICUBIC))
    elif kind == 1:
        ang = rng.uniform(0, 2 * math.pi)
        a = rng.uniform(0, 255) + rng.uniform(-120, 120) * ((xx - 0.5) * math.cos(ang) + (yy - 0.5) * math.sin(ang))
    else:
        ang = rng.uniform(0, 2 * math.pi)
        d = (xx - 0.5) * math.cos(ang) + (yy - 0.5) * math.sin(ang) - rng.uniform(-0.4, 0.4)
        a = np.where(d > 0, rng.uniform(0, 255), rng.uniform(0, 255)) + 0 * xx
    a = a + rng.normal(0, rng.uniform(0, 10), a.shape)
    return np.clip(a, 0, 255).astype(np.float32)


def make_set(n, seed):
    """n synthetic crops with balanced classes (the junk class gets twice the share); returns (X uint8, y)."""
    rng = np.random.default_rng(seed)
    X = np.zeros((n, data.SIZE, data.SIZE), np.uint8)
    y = np.zeros(n, np.int64)
    weights = np.ones(len(data.CLASSES))
    weights[data.JUNK] = 2
    weights /= weights.sum()
    for i in range(n):
        c = rng.choice(len(data.CLASSES), p=weights)
        if c == data.JUNK and rng.random() < 0.25:
            a = noise_junk(rng)
        else:
            a = sample(c, rng)
        X[i] = np.clip(np.round(a), 0, 255).astype(np.uint8)
        y[i] = c
    return X, y


if __name__ == "__main__":
    import sys
    import time

    t = time.time()
    X, y = make_set(int(sys.argv[1]) if len(sys.argv) > 1 else 96, 1)
    print(f"{len(X)} in {time.time() - t:.1f}s")
    S = 64
    g = Image.new("L", (12 * S, 8 * S))
    for i in range(min(96, len(X))):
        g.paste(Image.fromarray(X[i]).resize((S, S), Image.Resampling.NEAREST), ((i % 12) * S, (i // 12) * S))
    os.makedirs("/tmp/look", exist_ok=True)
    g.save("/tmp/look/synth.png")
    print([data.CLASSES[c] for c in y[:96]])
