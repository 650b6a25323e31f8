#!/bin/sh
# Regenerates model/ from scratch on a CPU: makes the venv if missing, finds the die faces in the labelled photos
# with the photo pipeline (the scan example, reading with the committed model), runs training/train.py on them, and
# converts the new model to NNEF for the web app. Arguments go to train.py; with --out, model/ is left alone.
set -eu
cd "$(dirname "$0")"
. ./setup.sh
nice -n 10 .venv/bin/python train.py --pipeline-quads cache/pipeline-quads.tsv "$@"
case " $* " in
    *" --out "*) ;;
    *) (cd .. && cargo run --release -q -p boggle-classifier --example to_nnef -- model/letters.onnx model/letters.nnef.tar) ;;
esac
