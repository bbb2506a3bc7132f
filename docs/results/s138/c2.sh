#!/bin/bash
# s138 device call 2: 8 cores at 2^18, 4 cores at 2^16, and 8 cores' double at 2^20 again (c1's 2^20 JVM ran out of
# its time 7 double cells short). Carry [".dev"]. Usage: bash docs/results/s138/c2.sh
D=docs/results/s129/d.sh
L=215 C=0-7 D=e8b bash $D e18=2^18 2>&1 | grep -E "rc=|skip"
L=140 C=0-3 D=f4b bash $D f16=2^16 2>&1 | grep -E "rc=|skip"
L=130 C=0-7 D=e8c T=double bash $D e20d=2^20 2>&1 | grep -E "rc=|skip"
