"""The `boggle prove` of a whole size as a Ray job: the class ids left (`boggle prove --list-todo`)
shuffled against the heavy tail, cut into tasks of a few classes, each task a `@ray.remote` call with a
memory request and retries that runs `boggle prove --class-ids` on its node and returns the lines of its
own task log; the driver appends them to the one task log as tasks end, so a killed job loses only the
tasks in flight and a rerun with the same log goes on. At the end `boggle prove --log` reads the log and
prints the proof, as for a run on one machine.

Local mode is the same job on this machine: without --address, Ray starts on this machine alone with
--jobs CPUs. --engine inline runs the tasks one after another without Ray (for a machine without it, and
for tests of the log format).
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time


def prove_classes(boggle, proof_args, ids):
    """Proves `ids` with the boggle binary; returns the class lines of the log it wrote."""
    with tempfile.TemporaryDirectory(prefix="boggle-prove-task-") as folder:
        ids_file = os.path.join(folder, "ids")
        log = os.path.join(folder, "log")
        with open(ids_file, "w", encoding="utf-8") as f:
            f.write("".join(f"{i}\n" for i in ids))
        cmd = [boggle, "prove", *proof_args, "--jobs", "1", "--class-ids", ids_file, "--log", log]
        done = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed: {done.stderr.strip()[-2000:]}")
        with open(log, encoding="utf-8") as f:
            lines = f.read().splitlines()
    header, classes = lines[0], lines[1:]
    if len(classes) != len(ids):
        raise RuntimeError(f"{len(ids)} classes asked, {len(classes)} proved")
    return header, classes


def todo(boggle, proof_args, log):
    """The class ids left: those the options ask for, less those the log lists."""
    cmd = [boggle, "prove", *proof_args, "--log", log, "--list-todo"]
    done = subprocess.run(cmd, capture_output=True, text=True, check=True)
    return [int(line) for line in done.stdout.split()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boggle", default="boggle", help="the boggle binary, on every node")
    parser.add_argument("--log", required=True, help="the task log (created, or resumed)")
    parser.add_argument("--address", help="a Ray cluster (`auto` inside `ray job submit`); none: local")
    parser.add_argument("--engine", choices=["ray", "inline"], default="ray")
    parser.add_argument("--jobs", type=int, default=os.cpu_count(), help="local mode's CPUs")
    parser.add_argument("--classes-per-task", type=int, default=8)
    parser.add_argument("--memory-gib", type=float, default=3.0, help="memory a task asks for")
    parser.add_argument("--retries", type=int, default=3, help="retries of a failed or lost task")
    parser.add_argument("--seed", type=int, default=1, help="the shuffle's seed")
    parser.add_argument("--limit", type=int, help="only this many classes (a trial run)")
    parser.add_argument("proof", nargs=argparse.REMAINDER, help="-- then boggle prove's options")
    args = parser.parse_args()
    proof_args = [a for a in args.proof if a != "--"]
    ids = todo(args.boggle, proof_args, args.log)
    random.Random(args.seed).shuffle(ids)
    if args.limit is not None:
        ids = ids[: args.limit]
    chunks = [ids[i : i + args.classes_per_task] for i in range(0, len(ids), args.classes_per_task)]
    print(f"prove_job: {len(ids)} classes left in {len(chunks)} tasks", file=sys.stderr)
    start = time.time()
    # `boggle prove --list-todo` wrote the header if the log was new; lines are appended under it.
    with open(args.log, encoding="utf-8") as f:
        header = f.readline().rstrip("\n")
    with open(args.log, "a", encoding="utf-8") as out:
        for n, (task_header, lines) in enumerate(run_tasks(args, proof_args, chunks), 1):
            if task_header != header:
                raise RuntimeError(f"a task proved another proof: {task_header!r}")
            out.write("".join(line + "\n" for line in lines))
            out.flush()
            if n % 10 == 0 or n == len(chunks):
                print(f"[{time.time() - start:7.1f} s] {n} of {len(chunks)} tasks", file=sys.stderr)
    if args.limit is not None:
        # A trial: `boggle prove --log` would go on to prove every class left, on this machine.
        left = len(todo(args.boggle, proof_args, args.log))
        print(f"prove_job: a trial of {len(ids)} classes; {left:,} left in {args.log}", file=sys.stderr)
        return
    final = subprocess.run([args.boggle, "prove", *proof_args, "--log", args.log], check=False)
    sys.exit(final.returncode)


def run_tasks(args, proof_args, chunks):
    """Each chunk's (header, lines), in the order tasks end."""
    if args.engine == "inline":
        for chunk in chunks:
            yield prove_classes(args.boggle, proof_args, chunk)
        return
    import ray  # pylint: disable=import-outside-toplevel

    if args.address:
        ray.init(address=args.address)
    else:
        ray.init(num_cpus=args.jobs, include_dashboard=False)
    remote = ray.remote(prove_classes).options(
        num_cpus=1,
        memory=int(args.memory_gib * 2**30),
        max_retries=args.retries,
        retry_exceptions=True,
    )
    # Local mode: the binary by its full path; on a cluster, as given (inside the job's working_dir).
    boggle = args.boggle if args.address else os.path.abspath(args.boggle)
    pending = [remote.remote(boggle, proof_args, chunk) for chunk in chunks]
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        yield ray.get(ready[0])


if __name__ == "__main__":
    main()
