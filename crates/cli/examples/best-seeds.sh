#!/bin/sh
# The figures of BENCHMARKS.md's `boggle best` rows: for each of seeds 1-5, the best score the search
# found, when it found it, and the best shown by its progress lines at half the time; on every core.
#   crates/cli/examples/best-seeds.sh SIZE SECONDS [TARGET]   e.g. `3x3 10 545`, or `4x4 60`
set -eu
size=$1 seconds=$2 target=${3:-}
boggle=${BOGGLE:-target/release/boggle}
half=$(echo "$seconds" | awk '{print $1 / 2}')
for seed in 1 2 3 4 5; do
    if [ -n "$target" ]; then set -- --target "$target"; else set --; fi
    "$boggle" best --size "$size" --seconds "$seconds" --seed "$seed" "$@" 2>&1 >/dev/null |
        awk -v seed="$seed" -v half="$half" '
            /^\[/ { t = $2; gsub(/[^0-9.]/, "", t); if (t + 0 <= half) { b = $5 } }
            /^boggle best: [0-9,]+ points/ { line = $0 }
            END { sub(/^boggle best: /, "", line); print "seed " seed ": best by " half " s: " b "; " line }'
done
