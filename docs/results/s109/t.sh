#!/bin/bash
# s109 device call B2: the sticky-error probes with ChildClasspath (fatbin in a directory before a jar without
# kernels), then samplesort-cli's tests on the H200 host (cwd samplesort-cli), then the preset's pairs on 16 cores
K=.dev/k109t; J="$PWD/.jre/bin/java --enable-native-access=ALL-UNNAMED"; S=$(date +%s); T=${1:-560}
mkdir -p $OUT/t; nvidia-smi -L
CP=$K/fat:$K/core.jar:$K/tc:$K/jqwik-api-1.9.2.jar:$K/jqwik-engine-1.9.2.jar
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
timeout -s QUIT $(left) $J -Xmx3g -Dsamplesort.cpu.coldStart=false -jar $K/console.jar execute -cp $CP --select-class dev.samplesort.gpu.CudaGpuTest --select-class dev.samplesort.gpu.GpuEngineTest --select-class dev.samplesort.gpu.ChildClasspathTest --details=tree --disable-banner > $OUT/t/sticky.log 2>&1; echo "sticky rc=$? at $(( $(date +%s)-S )) s"
grep -E "tests (successful|failed|aborted)" $OUT/t/sticky.log; grep -n "✘" $OUT/t/sticky.log | head
R=$PWD; CCP=$R/$K/fat:$R/$K/ctc:$R/.dev/k109a/samplesort.jar:$R/$K/jqwik-api-1.9.2.jar:$R/$K/jqwik-engine-1.9.2.jar
(cd samplesort-cli && timeout -s QUIT $(left) $J -Xmx3g -Dsamplesort.cpu.coldStart=false -Dsamplesort.cpu.intel=false -jar $R/$K/console.jar execute -cp $CCP --scan-class-path $R/$K/ctc --details=tree --disable-banner > $OUT/t/cli.log 2>&1); echo "cli rc=$? at $(( $(date +%s)-S )) s"
grep -E "tests (successful|failed|aborted)" $OUT/t/cli.log; grep -n "✘" $OUT/t/cli.log | head -20
L=$(left); [ $L -gt 30 ] && { timeout $L $J -Xmx24g -cp .dev/k109a/samplesort.jar dev.samplesort.cli.Main bench --no-progress --no-charts --preset cpu-vs-jdk --sizes 2^10,2^14,2^18 --types int+int,long+long --out $OUT/t/pairs > $OUT/t/pairs.log 2>&1; echo "pairs rc=$? at $(( $(date +%s)-S )) s"; }
cd $OUT && tar czf t.tgz t && rm -rf t
