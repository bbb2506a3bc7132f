#!/bin/bash
# s135 on the 2-core dev VM: the preset on ONE core (taskset -c 0: the JVM sees one processor, so the pool
# has no worker and parallelSort is Arrays.sort), one JVM per size list. Usage: OUT=dir JAR=jar bash one.sh
# [name=sizes[:types] ...]; extra JVM flags in X.
export JAVA_HOME=/usr/lib/jvm/temurin-25-jdk-amd64; export PATH=$JAVA_HOME/bin:$PATH
J="taskset -c 0 java --enable-native-access=ALL-UNNAMED -Xmx12g $X"; JAR=${JAR:-samplesort.jar}; S=$(date +%s); O=${OUT:-out}
mkdir -p $O; taskset -c 0 nproc; grep -m1 "model name" /proc/cpuinfo; java -version 2>&1 | head -2
run() { $J -cp $JAR dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $2 --out $O/$1 \
    > $O/$1.log 2>&1; echo "$1 rc=$? at $(( $(date +%s)-S )) s"; rm -f $O/$1/results.csv; }
for a in "$@"; do s=${a#*=}; t=int,long,float,double; [[ $s == *:* ]] && { t=${s#*:}; s=${s%%:*}; }
  run "${a%%=*}" "--sizes $s --types $t"; done
