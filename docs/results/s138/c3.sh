#!/bin/bash
# s138 device call 3: 4 cores at 2^20, then the kept targets on 16 cores: long[2^27] uniform against parallelSort,
# int uniform 2^24-2^26. Carry [".dev"]. Usage: bash docs/results/s138/c3.sh
D=docs/results/s129/d.sh
L=320 C=0-3 D=f4c bash $D f20=2^20 2>&1 | grep -E "rc=|skip"
L=60 C=0-15 D=k T=long A="--dists uniform --algos cpu,jdkpar" bash $D l27=2^27 2>&1 | grep -E "rc=|skip"
L=75 C=0-15 D=i T=int A="--dists uniform" bash $D i24=2^24..2^26 2>&1 | grep -E "rc=|skip"
