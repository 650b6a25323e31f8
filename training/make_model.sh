#!/bin/sh
# Regenerates model/ from scratch on a CPU: makes the venv if missing, finds the die faces in the labelled photos
# with the photo pipeline (the scan example, reading with the committed model), runs training/train.py on them, and
# converts the new model to NNEF for the web app. Arguments go to train.py; with --out, model/ is left alone.
set -eu
cd "$(dirname "$0")"
# The synthetic dice are drawn with these Debian fonts (render.py names the files).
if [ ! -f /usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf ] || [ ! -f /usr/share/fonts/truetype/freefont/FreeSansBold.ttf ] \
    || [ ! -f /usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf ] || [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ]; then
    apt-get update -q && apt-get install -y -q --no-install-recommends fonts-urw-base35 fonts-freefont-ttf fonts-liberation fonts-dejavu-core
fi
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
    .venv/bin/pip install -r requirements.txt
fi
mkdir -p cache
if [ ! -f cache/pipeline-quads.tsv ]; then
    (cd .. && nice -n 10 cargo run --release -q -p boggle-testkit --example scan -- --write-quads training/cache/pipeline-quads.tsv)
fi
nice -n 10 .venv/bin/python train.py --pipeline-quads cache/pipeline-quads.tsv "$@"
case " $* " in
    *" --out "*) ;;
    *) (cd .. && cargo run --release -q -p boggle-classifier --example to_nnef -- model/letters.onnx model/letters.nnef.tar) ;;
esac
