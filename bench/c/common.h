/*
 * What the C ports (the .c files beside this header) share: reading and parsing the input text,
 * part 1, and the timing loop. Each program times its own solve in-process, so process start-up
 * and the first run's page faults are not measured: warm-up, then samples of `batch` calls each
 * (a sample lasts at least about 1 ms, so the clock's cost and resolution do not count), and the
 * median per call is printed in microseconds, wall and CPU time (the CPU time of this process,
 * which other processes on a busy machine do not inflate).
 * Usage of every program: <program> <input file> [budget in ms per timing, default 500].
 * Output: "key value..." lines; bench/native.ts reads them.
 */
#ifndef DIRAC_COMMON_H
#define DIRAC_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BOARD 10

static double clock_us(clockid_t id) {
  struct timespec ts;
  clock_gettime(id, &ts);
  return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}
static double now_us(void) { return clock_us(CLOCK_MONOTONIC); }
static double cpu_us(void) { return clock_us(CLOCK_PROCESS_CPUTIME_ID); }

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Reads the whole input file (the same text the TypeScript side passes to solve()). */
static char *read_text(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    exit(2);
  }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *text = malloc((size_t)n + 1);
  if (!text || fread(text, 1, (size_t)n, f) != (size_t)n) {
    fprintf(stderr, "cannot read %s\n", path);
    exit(2);
  }
  text[n] = '\0';
  fclose(f);
  return text;
}

/*
 * Times fn(arg): warm-up for about 50 ms, then samples for about budget_ms. The result of every
 * call is folded into a volatile sink so the compiler cannot drop or hoist the work.
 */
typedef unsigned long long (*solve_fn)(void *arg);
static volatile unsigned long long sink;

static double median_of(double *v, long n) {
  qsort(v, (size_t)n, sizeof(double), cmp_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* Prints "<label> <wall median us> <cpu median us> <samples> <batch>". */
static void time_and_print(const char *label, solve_fn fn, void *arg, double budget_ms) {
  double t0 = now_us();
  long warm = 0;
  while (warm < 3 || now_us() - t0 < 50e3) {
    sink += fn(arg);
    warm++;
  }
  /* The cost of one call: the fastest of a few timed calls (preemption only ever adds time). */
  double per_call = 1e30;
  for (int i = 0; i < 50; i++) {
    double a = now_us();
    sink += fn(arg);
    double t = now_us() - a;
    if (t < per_call) per_call = t;
  }
  if (per_call < 0.01) per_call = 0.01;
  long batch = per_call >= 1000.0 ? 1 : (long)(1000.0 / per_call) + 1;
  long samples = (long)(budget_ms * 1e3 / (per_call * (double)batch));
  if (samples < 5) samples = 5;
  if (samples > 5000) samples = 5000;
  double *wall = malloc(sizeof(double) * (size_t)samples);
  double *cpu = malloc(sizeof(double) * (size_t)samples);
  for (long s = 0; s < samples; s++) {
    double c = cpu_us();
    double a = now_us();
    for (long b = 0; b < batch; b++) sink += fn(arg);
    wall[s] = (now_us() - a) / (double)batch;
    cpu[s] = (cpu_us() - c) / (double)batch;
  }
  printf("%s %.4f %.4f %ld %ld\n", label, median_of(wall, samples), median_of(cpu, samples), samples, batch);
  fflush(stdout);
  free(wall);
  free(cpu);
}

/* Parses "Player N starting position: P" lines (blank lines and surrounding spaces allowed). */
static int parse(const char *text, int pos[2]) {
  int found = 0;
  const char *p = text;
  while (*p) {
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') p++;
    if (!*p) break;
    int player, start, used = 0;
    if (sscanf(p, "Player %d starting position: %d%n", &player, &start, &used) != 2 || used == 0) return -1;
    if (player != found + 1 || found >= 2 || start < 1 || start > BOARD) return -1;
    pos[found++] = start;
    p += used;
  }
  return found == 2 ? 0 : -1;
}

/* Part 1: the deterministic 100-sided die, 3 rolls a turn, target 1000; losing score x rolls. */
static long long part1(const int start[2]) {
  int pos[2] = {start[0], start[1]};
  int score[2] = {0, 0};
  int die = 0; /* 0-based: the next roll is die + 1 */
  long long rolls = 0;
  for (int p = 0;; p ^= 1) {
    int sum = 0;
    for (int r = 0; r < 3; r++) {
      sum += die + 1;
      die = (die + 1) % 100;
    }
    rolls += 3;
    pos[p] = (pos[p] + sum - 1) % BOARD + 1;
    score[p] += pos[p];
    if (score[p] >= 1000) return (long long)score[p ^ 1] * rolls;
  }
}

static void parse_or_exit(const char *text, int start[2]) {
  if (parse(text, start) != 0) {
    fprintf(stderr, "bad input: expected two lines 'Player N starting position: P'\n");
    exit(2);
  }
}

#endif
