#!/bin/bash
# s137 device call 2: a87f4b1's build (fewTeamCountMin 2^19) with the preset's few2 cells at 2^19-2^20 on 16 and 4
# cores of the host's Xeon (the call's budget: what the refusals left). Carry [".dev"]. Usage: bash docs/results/s137/v.sh
D=docs/results/s129/d.sh
L=85 C=0-15 D=v16 A="--dists few2" bash $D r=2^19,2^20 2>&1 | grep rc=
L=50 C=0-3 D=v4 T=int,long A="--dists few2" bash $D r=2^19,2^20 2>&1 | grep rc=
