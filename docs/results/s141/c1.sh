#!/bin/bash
# s141 device call 1: s140's prepared probe warm-up reading (s140/next.sh, harness Fw), then on 16 cores the kept
# targets (long[2^27] uniform against parallelSort, int uniform 2^24-2^26) and the preset at 2^20 / 2^22 with HEAD's
# build (.dev/samplesort.jar, 07a4abe's CPU code: its count rows apart not yet read on 16 cores). Carry [".dev"].
# Not run in s141 (no machine lent). Before the call (.dev is gitignored; keep it under 64 MiB with the tree):
#   ./build -q install -DskipTests -Dsamplesort.skipKernels=true && cp samplesort-cli/target/samplesort.jar .dev/samplesort.jar
#   git checkout s140-probe-warmup && ./build -q install -DskipTests -Dsamplesort.skipKernels=true \
#     && cp samplesort-cli/target/samplesort.jar .dev/samplesort-probes.jar && git checkout main   (then rebuild main)
#   .dev/samplesort-07a4abe.jar: `git worktree add /tmp/w 07a4abe`, build there, copy its cli jar
#   javac -cp .dev/samplesort-07a4abe.jar -d .dev/fw docs/results/s140/Fw.java
#   .dev/pack/jre.tar.xz: jlink --add-modules java.base,java.sql,jdk.management,jdk.jfr --strip-debug --no-man-pages
#     --no-header-files --compress=zip-9 --output /tmp/.jre, then (cd /tmp && tar cJf <repo>/.dev/pack/jre.tar.xz .jre)
S0=$(date +%s)
bash docs/results/s140/next.sh | grep -E "rc=|route" ; echo "next.sh done at $(( $(date +%s)-S0 )) s"
D=docs/results/s129/d.sh
L=60 C=0-15 D=k T=long A="--dists uniform --algos cpu,jdkpar" bash $D l27=2^27 2>&1 | grep -E "rc=|skip"
L=75 C=0-15 D=i T=int A="--dists uniform" bash $D i24=2^24..2^26 2>&1 | grep -E "rc=|skip"
L=$(( 575 - ($(date +%s)-S0) )) C=0-15 D=p16 bash $D p20=2^20 p22=2^22 2>&1 | grep -E "rc=|skip"
