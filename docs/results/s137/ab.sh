#!/bin/bash
# s137 device call: A/B of samplesort.cpu.fewTeamCountMin (default 2^21 vs 2^18) on few2 2^18..2^20, the preset's
# cells where one thread counted (s136: long few2 2^20 16 cores 0.933x). Alternated d,18,d,18 on 16 cores, then d,18 on
# 4 cores. Carry [".dev"]. Usage: bash docs/results/s137/ab.sh
D=docs/results/s129/d.sh; i=0
for p in d 18 d 18; do i=$((i+1)); X=$([ $p = d ] || echo -Dsamplesort.cpu.fewTeamCountMin=$((1<<p))) \
  L=70 C=0-15 D=t$p-$i T=int,long,float,double A="--dists few2" bash $D r=2^18..2^20 2>&1 | grep rc=; done
for p in d 18; do X=$([ $p = d ] || echo -Dsamplesort.cpu.fewTeamCountMin=$((1<<p))) \
  L=45 C=0-3 D=f$p T=int,long A="--dists few2" bash $D r=2^18..2^20 2>&1 | grep rc=; done
