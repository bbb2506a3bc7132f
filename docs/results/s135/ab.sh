#!/bin/bash
# s135: old and new jars in turn, the preset restricted to ARGS (e.g. "--types int --dists few16 --sizes ..."),
# R rounds, on CPUS (taskset list; empty: every core). Usage: OUT=dir OLD=jar NEW=jar R=2 CPUS=0 bash ab.sh ARGS...
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64; export PATH=$JAVA_HOME/bin:$PATH
O=${OUT:-out}; mkdir -p $O; T=${CPUS:+taskset -c $CPUS}
for r in $(seq 1 ${R:-2}); do for v in old new; do J=$OLD; [ $v = new ] && J=$NEW
  $T java --enable-native-access=ALL-UNNAMED -Xmx12g -cp $J dev.samplesort.cli.Main bench --no-progress --no-charts \
    --preset cpu-vs-jdk "$@" --out $O/$v$r > $O/$v$r.log 2>&1; rm -f $O/$v$r/results.csv; echo "$v$r rc=$?"; done; done
