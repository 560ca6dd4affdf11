/*
 * C port of what solve(text) computes with no options, for the benchmark's ratio: parse the two
 * "Player N starting position: P" lines, part 1 (common.h), and part 2 by the per-player
 * decomposition (puzzle.md approach 5): each player alone over (space, score) cells, turn by
 * turn; wins[t] universes reach 21 on turn t, alive[t] are still playing after it. Player 1 wins
 * on its turn t in wins1[t] x alive2[t-1] universes, player 2 in wins2[t] x alive1[t].
 * Board 10, three rolls of a 3-sided die, target 21; counts in 64-bit integers (the sample's
 * reach 4.4e14). Prints the answers, then "solve" (parse + both parts, what solve(text) does)
 * and "part2" (the per-player part 2 alone) timings.
 */
#include "common.h"

#include <stdint.h>

#define TARGET 21
#define MAX_TURNS TARGET /* every turn adds at least 1 point */

/* Sums of three 3-sided rolls and their ways: 3:1, 4:3, 5:6, 6:7, 7:6, 8:3, 9:1. */
static const int SUMS[7] = {3, 4, 5, 6, 7, 8, 9};
static const uint64_t WAYS[7] = {1, 3, 6, 7, 6, 3, 1};

typedef struct {
  long long part1;
  uint64_t wins[2];
} answers;

/* One player alone from `start` (1-based): wins[t] and alive[t] for t = 0 .. MAX_TURNS. */
static void solo(int start, uint64_t wins[MAX_TURNS + 1], uint64_t alive[MAX_TURNS + 1]) {
  uint64_t cur[BOARD][TARGET], next[BOARD][TARGET];
  memset(cur, 0, sizeof cur);
  cur[start - 1][0] = 1;
  wins[0] = 0;
  alive[0] = 1;
  for (int t = 1; t <= MAX_TURNS; t++) {
    memset(next, 0, sizeof next);
    uint64_t won = 0, living = 0;
    for (int pos = 0; pos < BOARD; pos++) {
      for (int score = 0; score < TARGET; score++) {
        uint64_t c = cur[pos][score];
        if (!c) continue;
        for (int i = 0; i < 7; i++) {
          int to = (pos + SUMS[i]) % BOARD;
          int s = score + to + 1;
          uint64_t add = c * WAYS[i];
          if (s >= TARGET) {
            won += add;
          } else {
            next[to][s] += add;
            living += add;
          }
        }
      }
    }
    wins[t] = won;
    alive[t] = living;
    if (!living) {
      for (int u = t + 1; u <= MAX_TURNS; u++) wins[u] = alive[u] = 0;
      return;
    }
    memcpy(cur, next, sizeof cur);
  }
}

static void part2(const int start[2], uint64_t out[2]) {
  uint64_t w1[MAX_TURNS + 1], a1[MAX_TURNS + 1], w2[MAX_TURNS + 1], a2[MAX_TURNS + 1];
  solo(start[0], w1, a1);
  solo(start[1], w2, a2);
  out[0] = out[1] = 0;
  for (int t = 1; t <= MAX_TURNS; t++) {
    out[0] += w1[t] * a2[t - 1];
    out[1] += w2[t] * a1[t];
  }
}

static answers solve_text(const char *text) {
  answers a;
  int start[2];
  parse_or_exit(text, start);
  a.part1 = part1(start);
  part2(start, a.wins);
  return a;
}

static unsigned long long run_solve(void *arg) {
  answers a = solve_text((const char *)arg);
  return (unsigned long long)a.part1 + a.wins[0] + a.wins[1];
}

static unsigned long long run_part2(void *arg) {
  uint64_t wins[2];
  part2((const int *)arg, wins);
  return wins[0] + wins[1];
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s <input file> [budget ms]\n", argv[0]);
    return 2;
  }
  char *text = read_text(argv[1]);
  double budget = argc > 2 ? atof(argv[2]) : 500.0;
  answers a = solve_text(text);
  printf("part1 %lld\nwins %llu %llu\n", a.part1, (unsigned long long)a.wins[0], (unsigned long long)a.wins[1]);
  int start[2];
  parse_or_exit(text, start);
  time_and_print("solve", run_solve, text, budget);
  time_and_print("part2", run_part2, start, budget);
  free(text);
  return 0;
}
