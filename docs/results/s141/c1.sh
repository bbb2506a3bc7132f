#!/bin/bash
# s141 device call 1: s140's prepared probe warm-up reading (s140/next.sh, harness Fw), then on 16 cores the kept
# targets (long[2^27] uniform against parallelSort, int uniform 2^24-2^26) and the preset at 2^20 / 2^22 with HEAD's
# build (.dev/samplesort.jar, 07a4abe's CPU code: its count rows apart not yet read on 16 cores). Carry [".dev"].
S0=$(date +%s)
bash docs/results/s140/next.sh | grep -E "rc=|route" ; echo "next.sh done at $(( $(date +%s)-S0 )) s"
D=docs/results/s129/d.sh
L=60 C=0-15 D=k T=long A="--dists uniform --algos cpu,jdkpar" bash $D l27=2^27 2>&1 | grep -E "rc=|skip"
L=75 C=0-15 D=i T=int A="--dists uniform" bash $D i24=2^24..2^26 2>&1 | grep -E "rc=|skip"
L=$(( 575 - ($(date +%s)-S0) )) C=0-15 D=p16 bash $D p20=2^20 p22=2^22 2>&1 | grep -E "rc=|skip"
