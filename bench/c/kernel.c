/*
 * C port of the exact solo game of src/core/part2/soloExact.ts (soloDigits), line for line, for
 * the benchmark's ratio: base-2^B carry-save digits in doubles, cells score-major and updated in
 * place from the top row down, each cell pulled once per turn from its sources in one digit loop.
 * Usage: kernel <target> [board start1 start2 sides rolls], defaults board 10, starts 4 and 8,
 * three rolls of a 3-sided die. Prints "kernel <wall ms> <cpu ms>" for both players' solo games,
 * "bits", "states", and "digest": FNV-1a 64 of every turn's wins in hex, one per line, player 1's
 * turns then player 2's (the TypeScript side hashes the same text to check the port is exact).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double clock_ms(clockid_t id) {
  struct timespec ts;
  clock_gettime(id, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

typedef struct {
  int board, target, m;
  int offsets[64];
  double ways[64];
  int lands[64 * 64];     /* lands[pos * m + k]: the k-th landing space from pos, ascending */
  double suffix[64 * 65]; /* suffix[pos * (m + 1) + k]: ways of moves k.. in landing order */
  double total;
} game_t;

static uint64_t fnv = 14695981039346656037ULL;
static void hash_text(const char *s) {
  for (; *s; s++) fnv = (fnv ^ (unsigned char)*s) * 1099511628211ULL;
}

/* Hashes normalized digits (each below 2^bits) as lowercase hex and a newline. */
static void hash_digits(const double *digits, int count, int bits) {
  static char nibbles[1 << 20];
  int n = 0, held = 0;
  uint64_t acc = 0;
  for (int d = 0; d < count; d++) {
    acc |= (uint64_t)digits[d] << held;
    held += bits;
    while (held >= 4) {
      nibbles[n++] = "0123456789abcdef"[acc & 15];
      acc >>= 4;
      held -= 4;
    }
  }
  if (held > 0) nibbles[n++] = "0123456789abcdef"[acc & 15];
  while (n > 1 && nibbles[n - 1] == '0') n--;
  char text[(1 << 20) + 2];
  for (int i = 0; i < n; i++) text[i] = nibbles[n - 1 - i];
  text[n] = '\n';
  text[n + 1] = '\0';
  hash_text(text);
}

static int digit_bits(double w) {
  for (int b = 52; b >= 16; b--) {
    if ((ldexp(1, b) + w) * (w + 1) < ldexp(1, 53) && w * (w - 1) < ldexp(1, b)) return b;
  }
  return 0;
}

/* One player alone from 0-based `start`; each turn's wins are hashed when `hash` is set. */
static long solo(const game_t *g, int start, int bits, int hash) {
  const int board = g->board, target = g->target, m = g->m;
  const double base = ldexp(1, bits), inverse = 1 / base;
  /* Sources in passes of seven slots: moves, then (each later pass) the partial sum in the scratch
   * cell after the table (space -1, weight 1) and six more moves; unused slots repeat slot 0 with
   * weight 0. */
  const int slots = 7 * (m - 1 > 6 ? (m - 1 + 5) / 6 : 1);
  int from[64 * 80];
  double weights[80];
  for (int k = 0, i = 0; k < slots; k++) {
    int partial = k > 0 && k % 7 == 0;
    weights[k] = partial ? 1 : i < m ? g->ways[i] : 0;
    for (int to = 0; to < board; to++)
      from[to * slots + k] = partial ? -1 : i < m ? (to - g->offsets[i] + board) % board : from[to * slots];
    if (!partial) i++;
  }
  int *used = calloc((size_t)board * target, sizeof(int));
  int stride = 24; /* the TypeScript's first table, a grow from none */
  double *table = calloc(((size_t)board * target + 1) * stride, sizeof(double));
  double *won = calloc((size_t)stride + 1, sizeof(double));
  long src[80];
  table[start * stride] = 1;
  used[start] = 1;
  long states = 1;
  int low = 0, high = 0, widest = 1;
  for (int turn = 1;; turn++) {
    if (widest + 1 > stride) {
      int grown = widest + 4 > 2 * stride ? widest + 4 : 2 * stride;
      grown = 16 * ((grown + 15) / 16) + 8; /* never a power of two: a cell's sources in different L1 sets */
      double *bigger = calloc(((size_t)board * target + 1) * grown, sizeof(double));
      for (long cell = (long)low * board; cell < (long)(high + 1) * board; cell++)
        memcpy(bigger + cell * grown, table + cell * stride, sizeof(double) * used[cell]);
      free(table);
      table = bigger;
      stride = grown;
      free(won);
      won = calloc((size_t)stride + 1, sizeof(double));
    }
    memset(won, 0, sizeof(double) * (stride + 1));
    int won_used = 1;
    for (int r = low > target - board ? low : target - board; r <= high; r++) {
      for (int pos = 0; pos < board; pos++) {
        long cell = (long)r * board + pos;
        int u = used[cell];
        if (u == 0) continue;
        int k = 0;
        while (k < m && r + g->lands[pos * m + k] + 1 < target) k++;
        double weight = g->suffix[pos * (m + 1) + k];
        if (weight == 0) continue;
        const double *at = table + cell * stride;
        double c = 0;
        int d = 0;
        for (; d < u || c != 0; d++) {
          double v = won[d] + (d < u ? weight * at[d] : 0) + c;
          c = floor(v * inverse);
          won[d] = v - c * base;
        }
        if (d > won_used) won_used = d;
      }
    }
    if (hash) hash_digits(won, won_used, bits);
    const long scratch = (long)board * target * stride;
    int new_low = target, new_high = -1;
    widest = 0;
    for (int s = high + board < target - 1 ? high + board : target - 1; s > low; s--) {
      for (int to = 0; to < board; to++) {
        long cell = (long)s * board + to;
        double *out = table + cell * stride;
        int r = s - to - 1;
        int u = 0;
        if (r >= low && r <= high) {
          for (int k = 0; k < slots; k++) {
            int space = from[to * slots + k];
            if (space < 0) {
              src[k] = scratch;
              continue;
            }
            long source = (long)r * board + space;
            src[k] = source * stride;
            if (used[source] > u) u = used[source];
          }
        }
        int before = used[cell];
        if (u == 0) {
          if (before != 0) memset(out, 0, sizeof(double) * before);
          used[cell] = 0;
          continue;
        }
        /* Seven sources a pass; a pass before the last sums into scratch. */
        int p = 0;
        for (; p < slots - 7; p += 7) {
          const double *a0 = table + src[p], *a1 = table + src[p + 1], *a2 = table + src[p + 2], *a3 = table + src[p + 3];
          const double *a4 = table + src[p + 4], *a5 = table + src[p + 5], *a6 = table + src[p + 6];
          const double w0 = weights[p], w1 = weights[p + 1], w2 = weights[p + 2], w3 = weights[p + 3];
          const double w4 = weights[p + 4], w5 = weights[p + 5], w6 = weights[p + 6];
          for (int d = 0; d < u; d++)
            table[scratch + d] = w0 * a0[d] + w1 * a1[d] + w2 * a2[d] + w3 * a3[d] + w4 * a4[d] + w5 * a5[d] + w6 * a6[d];
        }
        const double *a0 = table + src[p], *a1 = table + src[p + 1], *a2 = table + src[p + 2], *a3 = table + src[p + 3];
        const double *a4 = table + src[p + 4], *a5 = table + src[p + 5], *a6 = table + src[p + 6];
        const double w0 = weights[p], w1 = weights[p + 1], w2 = weights[p + 2], w3 = weights[p + 3];
        const double w4 = weights[p + 4], w5 = weights[p + 5], w6 = weights[p + 6];
        double carry = 0;
        for (int d = 0; d < u; d++) {
          double sum = w0 * a0[d] + w1 * a1[d] + w2 * a2[d] + w3 * a3[d] + w4 * a4[d] + w5 * a5[d] + w6 * a6[d];
          double up = floor(sum * inverse);
          out[d] = sum - up * base + carry;
          carry = up;
        }
        if (carry != 0) out[u++] = carry;
        if (before > u) memset(out + u, 0, sizeof(double) * (before - u));
        used[cell] = u;
        if (u > widest) widest = u;
        states++;
        if (s < new_low) new_low = s;
        if (s > new_high) new_high = s;
      }
    }
    for (long cell = (long)low * board; cell < (long)(low + 1) * board; cell++) {
      memset(table + cell * stride, 0, sizeof(double) * used[cell]);
      used[cell] = 0;
    }
    if (new_high < 0) break;
    low = new_low;
    high = new_high;
  }
  free(used);
  free(table);
  free(won);
  return states;
}

/* The distinct moves on the board (roll sums grouped by sum mod board), as src/core/rolls.ts builds them. */
static void make_game(game_t *g, int board, int target, int sides, int rolls) {
  double ways[4096] = {1};
  int len = 1;
  for (int r = 0; r < rolls; r++) {
    double next[4096] = {0};
    for (int k = 0; k < len; k++)
      for (int f = 0; f < sides; f++) next[k + f] += ways[k];
    len += sides - 1;
    memcpy(ways, next, sizeof next);
  }
  double by_offset[64] = {0};
  for (int k = 0; k < len; k++) by_offset[(rolls + k) % board] += ways[k];
  g->board = board;
  g->target = target;
  g->m = 0;
  g->total = 0;
  for (int o = 0; o < board; o++) {
    if (by_offset[o] == 0) continue;
    g->offsets[g->m] = o;
    g->ways[g->m++] = by_offset[o];
    g->total += by_offset[o];
  }
  const int m = g->m;
  for (int pos = 0; pos < board; pos++) {
    int stay = 0; /* moves that do not wrap */
    while (stay < m && pos + g->offsets[stay] < board) stay++;
    double weight[64];
    for (int k = 0; k < m; k++) {
      int i = k < m - stay ? stay + k : k - (m - stay);
      g->lands[pos * m + k] = (pos + g->offsets[i]) % board;
      weight[k] = g->ways[i];
    }
    g->suffix[pos * (m + 1) + m] = 0;
    for (int k = m - 1; k >= 0; k--) g->suffix[pos * (m + 1) + k] = g->suffix[pos * (m + 1) + k + 1] + weight[k];
  }
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: kernel <target> [board start1 start2 sides rolls]\n");
    return 2;
  }
  int target = atoi(argv[1]);
  int board = argc > 2 ? atoi(argv[2]) : 10;
  int starts[2] = {argc > 3 ? atoi(argv[3]) : 4, argc > 4 ? atoi(argv[4]) : 8};
  int sides = argc > 5 ? atoi(argv[5]) : 3, rolls = argc > 6 ? atoi(argv[6]) : 3;
  if (target < 1 || board < 1 || board > 64 || sides < 1 || rolls < 1 || (sides - 1) * rolls >= 4096) {
    fprintf(stderr, "kernel: arguments out of range\n");
    return 2;
  }
  static game_t game;
  make_game(&game, board, target, sides, rolls);
  int bits = digit_bits(game.total);
  if (bits == 0) {
    fprintf(stderr, "kernel: no digit size fits %g ways per turn\n", game.total);
    return 2;
  }
  /* Timed without hashing, then once more hashing: the digest costs nothing in the timing. */
  double wall = clock_ms(CLOCK_MONOTONIC), cpu = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
  long states = solo(&game, starts[0] - 1, bits, 0) + solo(&game, starts[1] - 1, bits, 0);
  wall = clock_ms(CLOCK_MONOTONIC) - wall;
  cpu = clock_ms(CLOCK_PROCESS_CPUTIME_ID) - cpu;
  solo(&game, starts[0] - 1, bits, 1);
  solo(&game, starts[1] - 1, bits, 1);
  printf("kernel %.1f %.1f\nbits %d\nstates %ld\ndigest %016llx\n", wall, cpu, bits, states, (unsigned long long)fnv);
  return 0;
}
