"""The five cross-validation folds by board, and the board parsing they need: standard library only (no numpy, PIL
or torch), so `python3 training/folds.py` runs anywhere and the Rust side can rely on the `folds.tsv` it writes.

Photos of one physical board sometimes sit in several `board_group`s of `boards.tsv`; `board_clusters` joins those
groups, so a board never has photos on both sides of a fold. Per board size (4, 5, 6), the clusters are sorted by
the SHA-256 of their first group's name (as `data.split_groups` sorts them) and dealt round-robin into folds 0..4,
so every fold holds boards of every size. The labels' fixes (`label-fixes.tsv`) are not applied: they change tiles,
not which photos show the same board (checked: the clusters are the same with and without them).

`python3 training/folds.py` rewrites `training/folds.tsv` (`board_group<TAB>fold`, one row per group, sorted by
group) and prints the boards and photos per fold and board size; `--check` only compares it with the file;
`--table` prints the results of the fold models `train_folds.sh` has trained so far (a Markdown table)."""
import csv
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PHOTOS = os.path.join(HERE, "..", "..", "shared", "data", "photos", "roboflow-boggle-boards")
FOLDS_TSV = os.path.join(HERE, "folds.tsv")
N_FOLDS = 5


def read_boards(photos=PHOTOS):
    """The rows of `boards.tsv` (image, rows, cols, board, board_group) as dicts, as written (no label fixes)."""
    with open(os.path.join(photos, "boards.tsv")) as f:
        return list(csv.DictReader(f, delimiter="\t"))


def board_cells(board):
    """The tiles of a boards.tsv board (`ab[qu]c ...`) row by row, brackets kept."""
    cells, word = [], ""
    for ch in board.replace(" ", ""):
        if word or ch == "[":
            word += ch
            if ch == "]":
                cells.append(word)
                word = ""
        else:
            cells.append(ch)
    return cells


def symmetric_cell(n, t, row, col):
    """The cell (row, col) of an n x n grid under symmetry t (0..8) of the square (as `eval::symmetric_cell`)."""
    m = n - 1
    r, c = [(row, col), (col, m - row), (m - row, m - col), (m - col, row)][t % 4]
    return (c, r) if t >= 4 else (r, c)


def same_board(a, b):
    """Whether two boards.tsv rows show the same physical board: equal under one of the 8 symmetries but for at
    most 2 tiles (a re-rolled die). Two random boards share about 1 tile in 16."""
    if a["rows"] != b["rows"] or a["cols"] != b["cols"] or a["rows"] != a["cols"]:
        return False
    n = int(a["rows"])
    ca, cb = board_cells(a["board"]), board_cells(b["board"])
    return any(
        sum(ca[i] != cb[r * n + c] for i in range(n * n) for r, c in [symmetric_cell(n, t, i // n, i % n)]) <= 2
        for t in range(8))


def board_clusters(boards):
    """The board groups joined where photos in different groups show the same board (boards.tsv's groups are
    not always one per board): a sorted list of sorted lists of group names."""
    parent = {b["board_group"]: b["board_group"] for b in boards}

    def root(g):
        while parent[g] != g:
            g = parent[g]
        return g

    for i, a in enumerate(boards):
        for b in boards[i + 1:]:
            if same_board(a, b):
                ra, rb = root(a["board_group"]), root(b["board_group"])
                if ra != rb:
                    parent[max(ra, rb)] = min(ra, rb)
    clusters = {}
    for g in parent:
        clusters.setdefault(root(g), []).append(g)
    return sorted(sorted(c) for c in clusters.values())


def cluster_order(clusters):
    """Clusters sorted by the SHA-256 of their first group's name (the order `split_groups` and the folds use)."""
    return sorted(clusters, key=lambda c: hashlib.sha256(c[0].encode()).hexdigest())


def fold_of_groups(boards, n_folds=N_FOLDS):
    """{board_group: fold}: per board size, the clusters in `cluster_order` dealt round-robin into 0..n_folds-1."""
    size_of = {b["board_group"]: b["rows"] for b in boards}
    by_size = {}
    for cluster in board_clusters(boards):
        by_size.setdefault(int(size_of[cluster[0]]), []).append(cluster)
    fold = {}
    for size in sorted(by_size):
        for k, cluster in enumerate(cluster_order(by_size[size])):
            for g in cluster:
                fold[g] = k % n_folds
    return fold


def folds_text(fold):
    return "board_group\tfold\n" + "".join(f"{g}\t{fold[g]}\n" for g in sorted(fold))


def read_folds(path=FOLDS_TSV):
    """{board_group: fold} from `folds.tsv`."""
    with open(path) as f:
        return {r["board_group"]: int(r["fold"]) for r in csv.DictReader(f, delimiter="\t")}


def fold_groups(k, path=FOLDS_TSV):
    """The sorted board groups of fold k (its validation groups) from `folds.tsv`."""
    folds = read_folds(path)
    if k not in set(folds.values()):
        raise ValueError(f"no fold {k} in {path} (folds {sorted(set(folds.values()))})")
    return sorted(g for g, f in folds.items() if f == k)


def summary(boards, fold):
    """Lines: per fold and board size, boards (clusters) / photos."""
    size_of = {b["board_group"]: int(b["rows"]) for b in boards}
    first = {c[0] for c in board_clusters(boards)}
    sizes = sorted(set(size_of.values()))
    lines = ["fold\t" + "\t".join(f"{s}x{s} boards/photos" for s in sizes) + "\tall boards/photos"]
    for k in sorted(set(fold.values())):
        cells, nb, np_ = [], 0, 0
        for s in sizes:
            b = sum(1 for g in first if fold[g] == k and size_of[g] == s)
            p = sum(1 for r in boards if fold[r["board_group"]] == k and size_of[r["board_group"]] == s)
            cells.append(f"{b}/{p}")
            nb, np_ = nb + b, np_ + p
        lines.append(f"{k}\t" + "\t".join(cells) + f"\t{nb}/{np_}")
    return lines


def results_table(root=os.path.join(HERE, "folds")):
    """Markdown rows of the fold models trained so far (`root`/foldK/metrics.json): real validation tiles per
    rotation and their mean, per board size pooled over the rotations, the held-out pipeline faces, train seconds."""
    rots = ["0", "90", "180", "270", "45", "random"]
    lines = ["| fold | tiles | " + " / ".join(rots) + " | mean | 4x4 | 5x5 | 6x6 | held-out pipeline faces | train s |",
             "|---|---|---|---|---|---|---|---|---|"]
    for k in range(N_FOLDS):
        path = os.path.join(root, f"fold{k}", "metrics.json")
        if not os.path.exists(path):
            lines.append(f"| {k} | not trained yet | | | | | | | |")
            continue
        with open(path) as f:
            m = json.load(f)
        acc = [m["rotation"][r]["tiles"] * 100 for r in rots]
        size = [f"{m['per_size'][s]['accuracy'] * 100:.2f}" if s in m["per_size"] else "-" for s in ("4x4", "5x5", "6x6")]
        q = m.get("pipeline_quads")
        faces = f"{q['accuracy'] * 100:.2f} ({q['n']})" if q else "-"
        lines.append(f"| {k} | {m['validation_tiles']} | " + " / ".join(f"{a:.2f}" for a in acc)
                     + f" | {sum(acc) / len(acc):.2f} | " + " | ".join(size) + f" | {faces} | {m['train_seconds']} |")
    return lines


def main(argv):
    if "--table" in argv:
        print("\n".join(results_table()))
        return
    boards = read_boards()
    fold = fold_of_groups(boards)
    text = folds_text(fold)
    if "--check" in argv:
        with open(FOLDS_TSV) as f:
            if f.read() != text:
                sys.exit(f"{FOLDS_TSV} differs from the folds boards.tsv gives: run python3 training/folds.py")
        print(f"{FOLDS_TSV} is up to date")
    else:
        with open(FOLDS_TSV, "w") as f:
            f.write(text)
        print(f"wrote {FOLDS_TSV}: {len(fold)} groups")
    print("\n".join(summary(boards, fold)))


if __name__ == "__main__":
    main(sys.argv[1:])
