#!/bin/bash
# s138 device call 1: HEAD's code (a87f4b1's CPU code) with the issue's preset, every key type and distribution, on
# 8 cores (taskset -c 0-7) of the host's Xeon at 2^16 and 2^20, then 4 cores (0-3) at 2^18, one JVM a size (the
# shape of s132's call 4, 493 s). Carry [".dev"]. Usage: bash docs/results/s138/c1.sh
D=docs/results/s129/d.sh
L=340 C=0-7 D=e8 bash $D e16=2^16 e20=2^20 2>&1 | grep -E "rc=|skip"
L=230 C=0-3 D=f4 bash $D f18=2^18 2>&1 | grep -E "rc=|skip"
