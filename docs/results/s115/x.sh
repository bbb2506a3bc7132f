#!/bin/bash
# s115 device / local calls: the preset (cpu-vs-jdk), one JVM per 'name|jar|jvm options|bench options' argument (an empty jar: $JAR), each cut by
# what is left of T seconds; JVM options carry a policy property (-Dsamplesort.cpu.*) for an A/B in one call.
# Device: JAVA=.jre/bin/java; local: JAVA=java (Temurin 25 on PATH).
S=$(date +%s); T=${T:-585}; D=${D:-x}; O=${OUT:-out}
mkdir -p $O/$D; nproc; grep -m1 "model name" /proc/cpuinfo; ${JAVA:-.jre/bin/java} -version 2>&1 | head -2
J="${JAVA:-.jre/bin/java} --enable-native-access=ALL-UNNAMED -Xmx${XMX:-24g}"; JAR=${JAR:-.dev/k114a/samplesort.jar}
left() { echo $(( T - ($(date +%s)-S) - 3 )); }
run() { L=$(left); [ $L -lt 20 ] && { echo "skip $1"; return; }
  timeout $L $J $3 -cp ${2:-$JAR} dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk $4 --out $O/$D/$1 > $O/$D/$1.log 2>&1
  echo "$1 rc=$? at $(( $(date +%s)-S )) s"; }
for a in "$@"; do IFS='|' read -r n k j b <<< "$a"; run "$n" "$k" "$j" "$b"; done
[ -n "$OUT" ] && cd $OUT && tar czf $D.tgz $D && rm -rf $D
