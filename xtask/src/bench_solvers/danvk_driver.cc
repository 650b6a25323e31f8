// The project's own driver (MIT, like the rest of the repository) for D. Vanderkam's popcount-trie
// Boggler, whose headers `cargo xtask bench-solvers` takes from a local copy of danvk/boggle-zoo
// (branch popcount-trie) into target/ at bench time: that repository states no licence, so none of
// its code is committed here.
//   danvk_driver TRIE BOARDS ROUNDS
// TRIE is his encoder's binary trie, BOARDS one board a line (16 or 25 letters, q for Qu).
// ROUNDS 0: score every board once and print the total (the whole-process timing is the caller's).
// ROUNDS N: one untimed warm-up pass, then N timed passes, each printed as
// "rate WALL CPU POINTS": boards a second by the wall clock and by the thread's CPU clock (on a
// shared machine the second is the steadier), and the pass's total (the solver's `rate` example
// prints the same lines).
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "boggler.h"

// His marks are 16 bits and count boards from the root's mark, so they are cleared before each
// pass (untimed): a pass of more than 65,535 boards would otherwise see stale marks.
static void ClearMarks(CompactTrie* trie) {
  CompactNode* nodes = trie->GetRoot();
  for (size_t i = 0; i < trie->NumNodes(); i++) nodes[i].SetMark(0);
}

static double ThreadSeconds() {
  timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec * 1e-9;
}

template <int M, int N>
static int Run(CompactTrie* trie, const std::vector<std::string>& boards, int rounds) {
  Boggler<M, N> boggler(trie);
  auto pass = [&]() {
    ClearMarks(trie);
    unsigned long long points = 0;
    for (const auto& board : boards) {
      int score = boggler.Score(board.c_str());
      if (score < 0) return -1LL;
      points += score;
    }
    return (long long)points;
  };
  if (rounds == 0) {
    long long points = pass();
    if (points < 0) return 1;
    printf("points %lld\n", points);
    return 0;
  }
  if (pass() < 0) return 1;
  for (int r = 0; r < rounds; r++) {
    auto start = std::chrono::steady_clock::now();
    double cpu_start = ThreadSeconds();
    long long points = pass();
    double cpu = ThreadSeconds() - cpu_start;
    double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (points < 0) return 1;
    printf("rate %.0f %.0f %lld\n", boards.size() / wall, boards.size() / cpu, points);
  }
  return 0;
}

int main(int argc, char** argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: danvk_driver TRIE BOARDS ROUNDS\n");
    return 2;
  }
  auto trie = CompactTrie::CreateFromBinaryFile(argv[1]);
  if (!trie) return 1;
  std::ifstream in(argv[2]);
  std::vector<std::string> boards;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) boards.push_back(line);
  }
  if (boards.empty()) {
    fprintf(stderr, "%s: no boards\n", argv[2]);
    return 1;
  }
  int rounds = atoi(argv[3]);
  switch (boards[0].size()) {
    case 16: return Run<4, 4>(trie.get(), boards, rounds);
    case 25: return Run<5, 5>(trie.get(), boards, rounds);
  }
  fprintf(stderr, "boards of %zu letters: only 4x4 and 5x5\n", boards[0].size());
  return 2;
}
