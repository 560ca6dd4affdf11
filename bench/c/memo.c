/*
 * C top-down memo for part 2, one start pair, for the benchmark's ratio against the memo
 * strategy: recursion over (mover space, mover score, other space, other score) with a flat
 * table of 10 x 21 x 10 x 21 = 44,100 cells (17,512 filled for the sample), the player to move
 * first. A cell holds the universes the mover and the other player win from there; it is "not
 * computed" while both are 0 (every reachable state has at least one universe). The table is
 * cleared on every solve, so each timed solve is cold, like the TypeScript one. Prints the
 * answers, then "solve" (parse + part 1 + the memo, what solve(text, { strategy: 'memo' })
 * does) and "part2" (the cleared table and the recursion alone) timings.
 */
#include "common.h"

#include <stdint.h>

#define TARGET 21
#define CELLS (BOARD * TARGET)

static const int SUMS[7] = {3, 4, 5, 6, 7, 8, 9};
static const uint64_t WAYS[7] = {1, 3, 6, 7, 6, 3, 1};

typedef struct {
  uint64_t mine, theirs;
} counts;

static counts table[CELLS * CELLS];
static long filled;

/* Spaces 0-based. Returns the wins of the player to move and of the other. */
static counts play(int pos, int score, int opos, int oscore) {
  counts *slot = &table[(pos * TARGET + score) * CELLS + opos * TARGET + oscore];
  if (slot->mine | slot->theirs) return *slot;
  counts r = {0, 0};
  for (int i = 0; i < 7; i++) {
    int to = (pos + SUMS[i]) % BOARD;
    int s = score + to + 1;
    if (s >= TARGET) {
      r.mine += WAYS[i];
    } else {
      counts c = play(opos, oscore, to, s);
      r.mine += WAYS[i] * c.theirs;
      r.theirs += WAYS[i] * c.mine;
    }
  }
  filled++;
  *slot = r;
  return r;
}

static counts part2(const int start[2]) {
  memset(table, 0, sizeof table);
  filled = 0;
  return play(start[0] - 1, 0, start[1] - 1, 0);
}

static unsigned long long run_solve(void *arg) {
  int start[2];
  parse_or_exit((const char *)arg, start);
  long long p1 = part1(start);
  counts c = part2(start);
  return (unsigned long long)p1 + c.mine + c.theirs;
}

static unsigned long long run_part2(void *arg) {
  counts c = part2((const int *)arg);
  return c.mine + c.theirs;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s <input file> [budget ms]\n", argv[0]);
    return 2;
  }
  char *text = read_text(argv[1]);
  double budget = argc > 2 ? atof(argv[2]) : 500.0;
  int start[2];
  parse_or_exit(text, start);
  long long p1 = part1(start);
  counts c = part2(start);
  printf("part1 %lld\nwins %llu %llu\nentries %ld\n", p1, (unsigned long long)c.mine, (unsigned long long)c.theirs,
         filled);
  time_and_print("solve", run_solve, text, budget);
  time_and_print("part2", run_part2, start, budget);
  free(text);
  return 0;
}
