#!/usr/bin/env bash
# Packs what a GPU-machine call needs into .dev/pack, compressed, under the 64 MiB that a call carries (a jlink
# runtime alone is about 48 MiB; the working tree's tracked files about 20):
#   .dev/pack/jre.tar.xz    a jlink runtime of Temurin 25 with the modules below (java.logging: the JUnit console
#                           launcher logs through it; jdk.management: the MXBeans some tests read; jdk.jfr: the
#                           benchmark's JIT-queue reader) -> .jre on the device
#   .dev/pack/build.tar.xz  the build's classes (samplesort-core main and test, samplesort-cli), the JUnit console
#                           launcher and the jqwik jars of the test classpath -> their build paths, .dev/lib
# Build here first, with nvcc for the kernels: ./build -q package -DskipTests && ./build -q test-compile
# (and bash samplesort-cli/src/bench/cuda/build.sh target/bench for the CUB baselines, carried as "target").
# Then carry [".dev"] (and "target" for CUB) and begin the device command with: bash build-support/device-unpack.sh
# (hundred-and-nineteenth session: 24 + 8 MiB; the GPU suite, build-support/device-suite.sh, then ran in 370 s).
set -euo pipefail
cd "$(dirname "$0")/.."
JDK=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
MODULES=java.base,java.logging,java.xml,java.sql,java.management,jdk.management,jdk.unsupported,jdk.zipfs,jdk.jfr
CONSOLE=org.junit.platform:junit-platform-console-standalone:1.11.4
for d in samplesort-core/target/classes samplesort-core/target/test-classes samplesort-cli/target/classes; do
  [ -d "$d" ] || { echo "device-pack: $d missing: build first (see the header)" >&2; exit 1; }
done
[ -f samplesort-core/target/classes/dev/samplesort/gpu/samplesort.fatbin ] \
  || echo "device-pack: warning: no kernels in the build (built with -Dsamplesort.skipKernels?): GPU tests will fail" >&2
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
mkdir -p .dev/pack "$work/lib"
"$JDK/bin/jlink" --add-modules "$MODULES" --strip-debug --no-man-pages --no-header-files --compress=zip-9 \
  --output "$work/.jre"
tar -C "$work" -cf - .jre | xz -9 -T0 > .dev/pack/jre.tar.xz
export JAVA_HOME=$JDK PATH=$JDK/bin:$PATH
mvn -q -B dependency:get -Dartifact=$CONSOLE
mvn -q -B -pl samplesort-core dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$work/cp.txt"
cp "$HOME/.m2/repository/org/junit/platform/junit-platform-console-standalone/1.11.4/junit-platform-console-standalone-1.11.4.jar" \
  "$work/lib/junit-console.jar"
tr ':' '\n' < "$work/cp.txt" | grep -E '/(jqwik|apiguardian)[^/]*\.jar$' | xargs -I{} cp {} "$work/lib/"
tar -cf - samplesort-core/target/classes samplesort-core/target/test-classes samplesort-cli/target/classes \
  -C "$work" lib | xz -9 -T0 > .dev/pack/build.tar.xz
ls -l .dev/pack
