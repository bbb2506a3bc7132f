#!/bin/bash
# s109 device call C2: the sticky-error probes (CudaGpuTest, GpuEngineTest) with ChildClasspath, the fatbin in a
# directory before a core jar built without kernels; ChildClasspathTest
K=.dev/k109t; J="$PWD/.jre/bin/java --enable-native-access=ALL-UNNAMED"; mkdir -p $OUT/s; nvidia-smi -L
CP=$K/fat:$K/core.jar:$K/tc:$K/jqwik-api-1.9.2.jar:$K/jqwik-engine-1.9.2.jar
timeout -s QUIT 200 $J -Xmx3g -Dsamplesort.cpu.coldStart=false -jar $K/console.jar execute -cp $CP --select-class dev.samplesort.cuda.CudaGpuTest --select-class dev.samplesort.gpu.GpuEngineTest --select-class dev.samplesort.gpu.ChildClasspathTest --details=tree --disable-banner > $OUT/s/sticky.log 2>&1; echo "sticky rc=$?"
grep -E "tests (successful|failed|aborted|found)" $OUT/s/sticky.log; grep -n "✘\|■" $OUT/s/sticky.log | head -20; grep -n -i "sticky" $OUT/s/sticky.log | head
