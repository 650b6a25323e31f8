#!/bin/bash
# The whole-process ratio of BENCHMARKS.md: `boggle solve --boards FILE --summary --dict WORDS
# --min 3 --jobs 1` against the straightforward solver run the same way (examples/baseline_solve.rs:
# reads the same word list text and boards, prints the same summary), interleaved, pinned to one
# core. Checks the two outputs are byte-identical, then prints each side's median and the ratio.
#   crates/cli/examples/whole-process.sh [RUNS] [SIZES]   e.g. `15 "4 5"`
# Build first: cargo build --release -p boggle-cli --bin boggle --example baseline_solve
# BOARDS: 30,000 boards of each size, made from shared/data/solver/boards{4,5}.txt repeated.
set -eu
runs=${1:-11}
sizes=${2:-4 5}
boggle=${BOGGLE:-target/release/boggle}
baseline=${BASELINE:-target/release/examples/baseline_solve}
shared=${BOGGLE_SHARED:-../shared}
words=${WORDS:-$shared/data/words/enable2k.txt}
core=${CORE:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { echo "${EPOCHREALTIME/./}"; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "load: $(cut -d' ' -f1-3 /proc/loadavg) (loaded when over 2); $runs runs a side, core $core"
for size in $sizes; do
    src=$shared/data/solver/boards$size.txt
    lines=$(wc -l <"$src")
    boards=$work/boards$size.txt
    for _ in $(seq $(((30000 + lines - 1) / lines))); do cat "$src"; done | head -n 30000 >"$boards"
    ours() { taskset -c "$core" "$boggle" solve --boards "$boards" --summary --dict "$words" --min 3 --jobs 1 2>/dev/null; }
    theirs() { taskset -c "$core" "$baseline" "$words" "$boards" 3; }
    ours >"$work/ours" && theirs >"$work/theirs"
    if ! cmp -s "$work/ours" "$work/theirs"; then
        echo "${size}x$size: the outputs differ" >&2
        diff "$work/ours" "$work/theirs" | head -5 >&2
        exit 1
    fi
    : >"$work/t_ours"; : >"$work/t_theirs"; : >"$work/ratios"
    for run in $(seq "$runs"); do
        # Alternate which goes first, so neither always runs on a warmer cache.
        for side in $( ((run % 2)) && echo ours theirs || echo theirs ours); do
            start=$(now); $side >/dev/null; end=$(now)
            echo $((end - start)) >>"$work/t_$side"
        done
        paste "$work/t_ours" "$work/t_theirs" | tail -1 | awk '{ print $2 / $1 }' >>"$work/ratios"
    done
    o=$(median <"$work/t_ours"); t=$(median <"$work/t_theirs"); r=$(median <"$work/ratios")
    printf '%sx%s: 30000 boards, outputs identical (%s lines); boggle %.1f ms, baseline %.1f ms (medians); ratio %.2fx (median of per-run ratios), %.2fx (of medians)\n' \
        "$size" "$size" "$(wc -l <"$work/ours")" "$(echo "$o / 1000" | bc -l)" "$(echo "$t / 1000" | bc -l)" "$r" "$(echo "$t / $o" | bc -l)"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
