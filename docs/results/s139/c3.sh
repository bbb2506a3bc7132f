#!/bin/bash
# s139 device call 3: HEAD's code (a87f4b1's CPU code) with the issue's preset on 2 cores of the host's Xeon
# (taskset -c 0-1) every key type and distribution at 2^16 and 2^20, then one core (taskset -c 0) at 2^18 with what
# is left. Carry [".dev"]. Usage: bash docs/results/s139/c3.sh
D=docs/results/s129/d.sh
L=420 C=0-1 D=h2 bash $D h16=2^16 h20=2^20 2>&1 | grep -E "rc=|skip"
L=150 C=0 D=h1 bash $D h18=2^18 2>&1 | grep -E "rc=|skip"
