"""Exports several trained runs as one network: the mean of their probabilities.

    .venv/bin/python ensemble.py --out OUT RUN [RUN ...]

Each RUN is a directory an earlier `train.py --out RUN` wrote (`model.pt`, `metrics.json`, `letters.json`). OUT gets
`letters.onnx`, whose output `logits` is the log of the members' mean softmax (the softmax the reader applies gives
that mean back exactly), and the first member's `letters.json` (same input, crop and classes; a fold's "fold" and
"validation_groups" kept, so it can stand in for a fold model) with the members named under "ensemble".
For experiments on the folds (`cargo xtask eval photos --folds-dir`): the committed model is one network (training/README.md).
"""

import argparse
import json
import os

import numpy as np
import torch
from torch import nn

from net import fold_bn, load_run, normalise


class MeanProbability(nn.Module):
    def __init__(self, members):
        super().__init__()
        self.members = nn.ModuleList(members)

    def forward(self, x):
        p = torch.stack([torch.softmax(m(x), dim=1) for m in self.members]).mean(0)
        return torch.log(p.clamp_min(1e-12))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("runs", nargs="+")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    members = [load_run(r) for r in args.runs]
    net = MeanProbability([fold_bn(m) for m in members]).eval()
    size = json.load(open(os.path.join(args.runs[0], "metrics.json")))["input_size"]
    onnx_path = os.path.join(args.out, "letters.onnx")
    torch.onnx.export(net, torch.zeros(1, 1, size, size), onnx_path, opset_version=13, input_names=["input"],
                      output_names=["logits"], dynamic_axes={"input": {0: "batch"}, "logits": {0: "batch"}},
                      dynamo=False)

    import onnxruntime as ort

    # The exported mean against the members' own outputs, on random crops.
    x = normalise(torch.from_numpy(np.random.default_rng(0).integers(0, 256, (16, size, size)).astype(np.float32))[:, None])
    got = ort.InferenceSession(onnx_path, providers=["CPUExecutionProvider"]).run(None, {"input": x.numpy()})[0]
    with torch.no_grad():
        want = torch.stack([torch.softmax(m(x), 1) for m in members]).mean(0).numpy()
    diff = float(np.abs(np.exp(got) - want).max())
    assert diff < 1e-4, f"exported ensemble differs from its members by {diff}"

    card = json.load(open(os.path.join(args.runs[0], "letters.json")))
    card["ensemble"] = {"members": [os.path.abspath(r) for r in args.runs], "output": "log of the mean softmax"}
    with open(os.path.join(args.out, "letters.json"), "w") as f:
        json.dump(card, f, indent=1)
    print(f"{onnx_path}: {len(members)} members, {os.path.getsize(onnx_path)} bytes, max diff {diff:.2e}")



if __name__ == "__main__":
    main()
