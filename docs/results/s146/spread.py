# s146: how many rounds a PAR cell's medians need before each median's 95% interval (order statistics, as
# Harness.spread) is within TARGET (argument 1), the pair combined as sqrt(a^2 + b^2); the ratio read there.
# python3 spread.py 0.02 rounds/*/results.csv   (rounds: xz -dc logs/d2/rounds.tar.xz | tar -xf -)
import csv, sys, statistics as st, collections, math
def cells(path):
    t = collections.defaultdict(dict)
    for r in csv.DictReader(open(path)):
        if r['status'] != 'OK': continue
        t[(r['type'], r['dist'], int(r['n']))].setdefault(r['algo'], {})[int(r['rep'])] = float(r['ms'])
    return t
def hw(x):  # relative half-width of the median's ~95% confidence interval (order statistics)
    s = sorted(x); k = len(s); d = 0.98 * math.sqrt(k)
    lo = max(0, int(math.floor(k / 2 - d))); hi = min(k - 1, int(math.ceil(k / 2 + d)))
    return (s[hi] - s[lo]) / 2 / st.median(s)
tgt = float(sys.argv[1]); n_ok = n_k = 0; tot_k = tot_need = 0; below = 0
for path in sys.argv[2:]:
    for (ty, di, n), a in sorted(cells(path).items()):
        jd = min((k for k in ('jdk', 'jdkpar') if k in a), key=lambda k: st.median(a[k].values()))
        reps = sorted(set(a['cpu']) & set(a[jd])); c = [a['cpu'][r] for r in reps]; j = [a[jd][r] for r in reps]
        k, sc, sj = 0, 0.0, 0.0
        for x, y in zip(c, j):
            k += 1; sc += x; sj += y
            if k >= 3 and sc >= 100 and sj >= 100: break
        need = None
        for m in range(k, len(c) + 1):
            if math.hypot(hw(c[:m]), hw(j[:m])) <= tgt: need = m; break
        m = need or len(c)
        r = st.median(j[:m]) / st.median(c[:m]); below += r < 0.95
        tot_k += k; tot_need += m
        print("%s %s %s 2^%d k=%d hw@k=%.3f  need=%s (of %d) ms/sort %.2f ratio@need %.3f" % (path.split('/')[-2], ty, di, int(math.log2(n)), k, math.hypot(hw(c[:k]), hw(j[:k])), need, len(c), st.median(c), r))
print("rounds: preset %d, rule %d; below 0.95 with the rule: %d" % (tot_k, tot_need, below))
