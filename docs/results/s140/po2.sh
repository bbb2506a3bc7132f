#!/bin/bash
# s140: harness Po2 (Po with our time split at the JDK's call: an experiment build, .dev/samplesort-stamp.jar =
# 07a4abe plus a timestamp in SampleSort.parallelJdk before Arrays.parallelSort, CpuConfig.stampT) on 4, 6 and 3
# cores, where 32-bit keys take the PAR route up to 2^22 and 64-bit keys up to 2^19. Needs .dev/po2 (javac -cp
# .dev/samplesort-stamp.jar -d .dev/po2 docs/results/s140/Po2.java), .dev/pack/jre.tar.xz. Carry [".dev"].
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); mkdir -p $OUT/q
CP=.dev/samplesort-stamp.jar:.dev/po2
for c in 4 6 3; do
  timeout 110 taskset -c 0-$((c-1)) .jre/bin/java -Xmx6g -cp $CP dev.samplesort.cpu.Po2 $c 1.2 int,float 18,19,20,21,22 uniform,gaussian,zipf > $OUT/q/a$c.log 2>&1
  echo "a$c rc=$? at $(( $(date +%s)-S )) s"
  timeout 40 taskset -c 0-$((c-1)) .jre/bin/java -Xmx6g -cp $CP dev.samplesort.cpu.Po2 $c 1.2 long,double 18,19 uniform,zipf > $OUT/q/b$c.log 2>&1
  echo "b$c rc=$? at $(( $(date +%s)-S )) s"
done
cat $OUT/q/*.log; cd $OUT && tar czf q.tgz q && rm -rf q
