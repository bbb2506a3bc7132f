# s146: how a PAR cell's ratio depends on the statistic and on the timed rounds (per-round times, results.csv).
# For each cell: ratio of medians (the preset's: cpu's median over the faster JDK column's) with all rounds, and with
# the first k rounds (k = the rounds the preset's --min-ms 100 would have timed); the median of per-round ratios
# (paired: cpu and the faster JDK column in the same round).
# python3 paired.py rounds/*/results.csv   (rounds: xz -dc logs/d2/rounds.tar.xz | tar -xf -)
import csv, sys, statistics as st, collections, math
def cells(path):
    t = collections.defaultdict(dict)
    for r in csv.DictReader(open(path)):
        if r['status'] != 'OK': continue
        t[(r['type'], r['dist'], int(r['n']))].setdefault(r['algo'], {})[int(r['rep'])] = float(r['ms'])
    return t
rows = []
for path in sys.argv[1:]:
    jvm = path.split('/')[-2]
    for (ty, di, n), a in sorted(cells(path).items()):
        if 'cpu' not in a: continue
        jd = min((k for k in ('jdk', 'jdkpar') if k in a), key=lambda k: st.median(a[k].values()))
        reps = sorted(set(a['cpu']) & set(a[jd]))
        c = [a['cpu'][r] for r in reps]; j = [a[jd][r] for r in reps]
        # rounds the preset's 100 ms would time: until each column's sum reaches 100 ms (at least 3)
        k, sc, sj = 0, 0.0, 0.0
        for x, y in zip(c, j):
            k += 1; sc += x; sj += y
            if k >= 3 and sc >= 100 and sj >= 100: break
        full = st.median(j) / st.median(c)
        short = st.median(j[:k]) / st.median(c[:k])
        paired = st.median([y / x for x, y in zip(c, j)])
        pshort = st.median([y / x for x, y in zip(c[:k], j[:k])])
        # the short statistic over every window of k consecutive rounds: how often below 0.95
        wins = [st.median(j[s:s+k]) / st.median(c[s:s+k]) for s in range(0, len(c) - k + 1, max(1, k // 4))]
        pw = [st.median([y / x for x, y in zip(c[s:s+k], j[s:s+k])]) for s in range(0, len(c) - k + 1, max(1, k // 4))]
        rows.append((jvm, ty, di, n, len(c), k, full, short, paired, pshort,
                     sum(w < 0.95 for w in wins) / len(wins), sum(w < 0.95 for w in pw) / len(pw)))
print("jvm type dist n rounds k | medians-all medians-k | paired-all paired-k | below0.95 windows: medians paired")
for r in rows:
    print("%s %s %s 2^%d %d %d | %.3f %.3f | %.3f %.3f | %.2f %.2f" % (r[0], r[1], r[2], int(math.log2(r[3])), *r[4:]))
def g(i): return math.exp(sum(math.log(r[i]) for r in rows) / len(rows))
print("geomean: medians-all %.3f medians-k %.3f paired-all %.3f paired-k %.3f; mean share of k-windows below 0.95: medians %.3f paired %.3f" % (
    g(6), g(7), g(8), g(9), sum(r[10] for r in rows) / len(rows), sum(r[11] for r in rows) / len(rows)))
print("cells below 0.95: medians-all %d, medians-k %d, paired-all %d, paired-k %d of %d" % tuple(
    [sum(r[i] < 0.95 for r in rows) for i in (6, 7, 8, 9)] + [len(rows)]))
