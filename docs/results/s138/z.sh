#!/bin/bash
# s138 device call 4: the engine's first 64-bit size on 4 cores, long/double zipf, uniform, gaussian 2^20, the
# default (ENGINE from jdkMinFew64 = 2^20) and -Dsamplesort.cpu.jdkMinFew64=2097152 (parallelSort) in alternating
# JVMs. Carry [".dev"]. Usage: bash docs/results/s138/z.sh
D=docs/results/s129/d.sh
for i in 1 2; do
  L=34 C=0-3 D=zd$i T=long,double A="--dists zipf,uniform,gaussian" bash $D z=2^20 2>&1 | grep -E "rc=|skip"
  L=34 C=0-3 D=zp$i T=long,double A="--dists zipf,uniform,gaussian" X=-Dsamplesort.cpu.jdkMinFew64=2097152 bash $D z=2^20 2>&1 | grep -E "rc=|skip"
done
