#!/usr/bin/env bash
# Prepares, on a machine with Maven Central and a JDK 25, what build-support/device-spark.sh needs on the GPU host
# (which has no Java and no network, and takes at most 64 MiB per call, working tree included):
#   .jre-spark/                         a jlink runtime with the modules Spark's local mode loads (53.4 MiB)
#   .spark-rt1/, .spark-rt2/            Spark's local-mode runtime jars (samplesort-spark/runtime-jars), <= 56 MiB each
#   samplesort-core/target/classes      samplesort with its kernels (built here with nvcc), plus
#   samplesort-spark/target/classes
# then runs a small TeraSort on exactly these parts (CPU here) to prove the set is complete, and prints the carry
# plan. All four paths are ignored by git. Usage: bash build-support/device-spark-prep.sh [--no-build]
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
cd "$root"
. build-support/jdk25.sh
find_jdk25 || { echo "device-spark-prep: needs a JDK 25 (tried:${tried:- nothing})" >&2; exit 1; }
jdk=$(cd "$(dirname "$java_bin")/.." && pwd)
[ -x "$jdk/bin/jlink" ] || { echo "device-spark-prep: $jdk has no jlink (a JDK, not a JRE, is needed)" >&2; exit 1; }

if [ "${1:-}" != --no-build ]; then
  # Kernels need nvcc: the GPU host cannot build them.
  ./build -q -o package -pl samplesort-spark -am -DskipTests
fi
fatbin=samplesort-core/target/classes/dev/samplesort/gpu/samplesort.fatbin
[ -f "$fatbin" ] || { echo "device-spark-prep: $fatbin missing: build samplesort-core with nvcc" >&2; exit 1; }

# The modules: what a `terasort --mode compare` run loads (-Xshare:off -Xlog:class+load, classes from jrt:/...),
# without jdk.jfr and jdk.management.jfr (only enumerated by ManagementFactory when present) and jdk.localedata
# (locale data that an English/POSIX locale does not use); plus jdk.incubator.vector (Spark's JVM options name it in
# --add-modules: the JVM refuses to start without it) and java.security.sasl (Spark's network layer, for
# authenticated shuffles). java.desktop stays in: log4j-core's LoggerContext fires java.beans.PropertyChangeEvent
# while Spark configures logging, so without it the driver does not start; its AWT/font/sound native libraries are
# removed below (nothing here draws), and libjvm.so's symbol table is stripped (5 MiB).
modules=java.base,java.desktop,java.logging,java.management,java.naming,java.security.jgss,java.security.sasl
modules=$modules,java.sql,java.xml,jdk.incubator.vector,jdk.management,jdk.security.auth,jdk.unsupported
rm -rf .jre-spark
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files --compress zip-9 \
  --output .jre-spark 2>&1 | grep -v "incubator modules" || true
for l in awt awt_headless awt_xawt fontmanager freetype javajpeg jawt jsound lcms mlib_image splashscreen; do
  rm -f ".jre-spark/lib/lib$l.so"
done
strip --strip-unneeded .jre-spark/lib/server/libjvm.so

samplesort-spark/runtime-jars "$root/.spark-rt" 56 >/dev/null
parts=$(ls -d .spark-rt[0-9]* | tr '\n' ':'); parts=${parts%:}

echo "== check: TeraSort 2^16 on .jre-spark + $parts + the class directories (CPU here)"
JAVA_HOME=$root/.jre-spark SPARK_JARS_DIR=$parts \
  SAMPLESORT_CP=samplesort-spark/target/classes:samplesort-core/target/classes TERASORT_JAVA_OPTS=-Xmx2g \
  SPARK_MASTER='local[2]' samplesort-spark/terasort --records 2^16 --partitions 8 --mode compare \
  --backend auto,cpu 2>&1 | grep -E "TeraSort:|executor:|job |FAILED|INVALID|Exception" \
  || { echo "device-spark-prep: the check run failed" >&2; exit 1; }

mib() { du -sb "$@" | awk '{s += $1} END {printf "%.1f MiB", s / 1048576}'; }
echo "== carry plan (each call also sends the working tree: $(git ls-files -z | xargs -0 du -cb | tail -1 | awk '{printf "%.1f MiB", $1/1048576}') tracked here)"
echo "  call 1: .jre-spark + samplesort-core/target/classes + samplesort-spark/target/classes" \
  "($(mib .jre-spark samplesort-core/target/classes samplesort-spark/target/classes))"
n=2
for d in $(ls -d .spark-rt[0-9]*); do echo "  call $n: $d ($(mib "$d"))"; n=$((n + 1)); done
echo "  the last call runs: bash build-support/device-spark.sh"
