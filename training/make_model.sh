#!/bin/sh
# Regenerates model/ from scratch on a CPU: makes the venv if missing, then runs training/train.py.
set -eu
cd "$(dirname "$0")"
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
    .venv/bin/pip install -r requirements.txt
fi
exec nice -n 10 .venv/bin/python train.py "$@"
