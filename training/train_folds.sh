#!/bin/sh
# Trains the committed recipe once per cross-validation fold (training/folds.tsv), each holding out its fold's
# boards: training/folds/fold$K/ gets letters.onnx, letters.json (with "fold" and "validation_groups"),
# metrics.json and train.log (committed: what `cargo xtask eval photos` reads), and model.pt, the card and its pictures
# (git-ignored). Folds whose letters.onnx exists are skipped, so a rerun resumes; delete a fold to train it again.
# One fold at a time, one torch thread, one rendering process, under nice: a Rust build can share the machine
# (about 25 minutes a fold, two scripts at a time on an idle 2-core machine; see training/README.md).
#
#   training/train_folds.sh          # folds 0 1 2 3 4
#   training/train_folds.sh 3 4      # only these
#   TRAIN_ARGS="--epochs 96 --threads 2" training/train_folds.sh   # extra train.py options, appended (they win)
#   FOLDS_OUT=cache/folds-exp TRAIN_ARGS="..." training/train_folds.sh   # an experiment's folds, kept apart
#
# Like make_model.sh it makes the venv and the pipeline quads (the scan example reading the labelled photos with
# the committed model) if they are missing; it never touches model/.
set -eu
cd "$(dirname "$0")"
. ./setup.sh
folds_out=${FOLDS_OUT:-folds}
mkdir -p "$folds_out"
python3 folds.py --check >/dev/null
[ $# -gt 0 ] || set -- 0 1 2 3 4
for k in "$@"; do
    out=$folds_out/fold$k
    if [ -f "$out/letters.onnx" ]; then
        echo "fold $k: $out/letters.onnx exists, skipped"
        continue
    fi
    mkdir -p "$out"
    echo "fold $k: training into $out (log: $out/train.log), started $(date -u +%FT%TZ)"
    start=$(date +%s)
    if ! nice -n 10 .venv/bin/python train.py --pipeline-quads cache/pipeline-quads.tsv --fold "$k" --out "$out" \
            --threads 1 --procs 1 ${TRAIN_ARGS:-} >"$out/train.log" 2>&1; then
        # A run that died after the export must not count as done on the next run.
        rm -f "$out/letters.onnx"
        echo "fold $k: failed, see $out/train.log" >&2
        exit 1
    fi
    echo "fold $k: done in $(($(date +%s) - start)) s"
done
