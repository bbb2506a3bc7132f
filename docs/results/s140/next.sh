#!/bin/bash
# Prepared in s140 for a later session (not run): the probes' warm-up (branch s140-probe-warmup, d31a58d) against
# 07a4abe's build, a fresh JVM's first sorts on the PAR route after the benchmark's warm-up (harness Fw: ours minus
# parallelSort, us a sort, in blocks of 250 rounds), 4 and 6 cores, `long` uniform 2^16 and `int` uniform 2^18,
# three JVMs a side in turn. Needs .dev/samplesort-07a4abe.jar, .dev/samplesort-probes.jar (`git checkout
# s140-probe-warmup && ./build -q install -DskipTests -Dsamplesort.skipKernels=true && cp
# samplesort-cli/target/samplesort.jar .dev/samplesort-probes.jar`), .dev/fw (javac -cp .dev/samplesort-07a4abe.jar
# -d .dev/fw docs/results/s140/Fw.java), .dev/pack/jre.tar.xz; carry [".dev"] (under 64 MiB with the tree: move
# other jars out of .dev first). Usage: bash docs/results/s140/next.sh
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); mkdir -p $OUT/f
one() { # name jar cores type log2n
  timeout 40 taskset -c 0-$(($3-1)) .jre/bin/java -Xmx6g -cp $2:.dev/fw dev.samplesort.cpu.Fw $4 $5 uniform 8 250 \
    > $OUT/f/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
for i in 1 2 3; do
  for c in 4 6; do
    one old$c-long-$i .dev/samplesort-07a4abe.jar $c long 16
    one new$c-long-$i .dev/samplesort-probes.jar $c long 16
    one old$c-int-$i .dev/samplesort-07a4abe.jar $c int 18
    one new$c-int-$i .dev/samplesort-probes.jar $c int 18
  done
done
tail -qn1 $OUT/f/*.log; cd $OUT && tar czf f.tgz f && rm -rf f
