# s149: the preset's stopping rule for a cell's timed rounds (Harness.runInterleaved: reps, --min-ms, --spread-ms,
# SPREAD_MAX; "old"), replayed on a bench run's results.csv (every timed run, in round order), against caps on the
# spread's rounds by the cell's total sort time (F x spread-ms x the columns: "wall2", "wall4") and a per-column
# rule ("percol"). Prints, per rule, the cells whose round count changes, the sort time, the largest change of a
# cell's ratio (faster JDK column's median over ours) and the cells below 0.95x; then rounds per file.
# Usage: python3 spread-sim.py results.csv...  ("old-rule mismatches" counts cells where the replay's round count
# differs from the file's: 0 means the replay is the harness's rule).
import csv, math, sys, glob, collections
def median(s):
    m=len(s); return s[m//2] if m%2 else (s[m//2-1]+s[m//2])/2
def spread(r):
    m=len(r)
    if m<3: return math.inf
    s=sorted(r); d=0.98*math.sqrt(m); med=median(s)
    lo=max(0,math.floor(m/2-d)); hi=min(m-1,math.ceil(m/2+d))
    return (s[hi]-s[lo])/2/med if med>0 else 0
REPS,MINCAP,CAP,MINMS,SPMS,SMAX=3,192,768,100.0,400.0,0.02
def stop_old(cols,t):
    tot={a:sum(v[:t]) for a,v in cols.items()}
    if t<REPS: return False
    if not (t>=MINCAP or all(x>=MINMS for x in tot.values())): return False
    return all(x>=SPMS for x in tot.values()) or all(spread(v[:t])<=SMAX for v in cols.values())
def mk_wall(F):
    def stop(cols,t):
        if stop_old(cols,t): return True
        tot={a:sum(v[:t]) for a,v in cols.items()}
        if t<REPS: return False
        if not (t>=MINCAP or all(x>=MINMS for x in tot.values())): return False
        return sum(tot.values())>=F*SPMS*len(cols)
    return stop
def stop_percol(cols,t):
    if stop_old(cols,t): return True
    tot={a:sum(v[:t]) for a,v in cols.items()}
    if t<REPS: return False
    if not (t>=MINCAP or all(x>=MINMS for x in tot.values())): return False
    return all(tot[a]>=SPMS or spread(cols[a][:t])<=SMAX for a in cols)
def run(cols,stop):
    n=min(len(v) for v in cols.values())
    for t in range(n+1):
        if t>=n or stop(cols,t): return t
cells=collections.OrderedDict()
for f in sys.argv[1:]:
    for r in csv.DictReader(open(f)):
        if r['status']!='OK': continue
        k=(f,r['type'],r['dist'],r['n']); cells.setdefault(k,collections.defaultdict(list))[r['algo']].append(float(r['ms']))
rules={'old':stop_old,'wall2':mk_wall(2),'wall4':mk_wall(4),'percol':stop_percol}
agg={k:[0,0,0.0,0.0,0,0] for k in rules}  # cells changed, mismatch, sorttime, maxdelta, below, 
mism=0
for k,cols in cells.items():
    n=min(len(v) for v in cols.values())
    t_old=run(cols,stop_old)
    if t_old!=n: mism+=1
    def ratio(t):
        med={a:median(sorted(v[:t])) for a,v in cols.items()}
        best=min(m for a,m in med.items() if a!='cpu'); return best/med['cpu']
    r0=ratio(n)
    for name,st in rules.items():
        t=run(cols,st); r=ratio(t); a=agg[name]
        if t!=n: a[0]+=1
        a[2]+=sum(sum(v[:t]) for v in cols.values())
        d=abs(r/r0-1)
        if d>a[3]: a[3]=d; a.append((k[1:],n,t,round(r0,3),round(r,3)))
        if r<0.95: a[4]+=1
print('cells',len(cells),'old-rule mismatches (sim vs actual runs)',mism)
for name,a in agg.items(): print(name,'changed',a[0],'sort s %.1f'%(a[2]/1000),'max rel delta %.3f'%a[3],'below',a[4], a[-1] if len(a)>6 else '')
print('rounds per file')
byf=collections.defaultdict(lambda: collections.Counter())
for k,cols in cells.items():
    for name,st in rules.items(): byf[k[0]][name]+=run(cols,st)
for f,c in byf.items(): print(f,dict(c))
