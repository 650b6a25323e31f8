#!/bin/sh
# Regenerates model/ from scratch on a CPU: makes the venv if missing, then runs training/train.py.
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
exec nice -n 10 .venv/bin/python train.py "$@"
