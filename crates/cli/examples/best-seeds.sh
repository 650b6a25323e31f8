#!/bin/sh
# The figures of BENCHMARKS.md's `boggle best` rows: for each of seeds 1-5, the best score the search found and
# when it first found it, with the best its progress lines showed at 30 s and 60 s (when the run is longer); on
# every core.
#   crates/cli/examples/best-seeds.sh SIZE SECONDS [TARGET]   e.g. `3x3 10 545`, or `4x4 300`
set -eu
size=$1 seconds=$2 target=${3:-}
boggle=${BOGGLE:-target/release/boggle}
for seed in 1 2 3 4 5; do
    if [ -n "$target" ]; then set -- --target "$target"; else set --; fi
    "$boggle" best --size "$size" --seconds "$seconds" --seed "$seed" "$@" 2>&1 >/dev/null |
        awk -v seed="$seed" -v seconds="$seconds" '
            /^\[/ { t = $2 + 0; if (t <= 30) b30 = $5; if (t <= 60) b60 = $5 }
            /^boggle best: [0-9,]+ points/ { line = $0 }
            END {
                sub(/^boggle best: /, "", line)
                marks = ""
                if (seconds > 30) marks = marks "by 30 s: " b30 "; "
                if (seconds > 60) marks = marks "by 60 s: " b60 "; "
                print "seed " seed ": " marks line
            }'
done
