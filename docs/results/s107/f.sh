#!/bin/bash
# s107 device call F: records harness 2^17 on 16 threads, kept mappings resident (default) and advised free
# (residentMappedBytes=0) in turn, with the kernel's NUMA / THP counters around each run
S=$(date +%s); T=${1:-150}
mkdir -p $OUT/f; lscpu | grep -i numa; cat /sys/kernel/mm/transparent_hugepage/enabled /sys/kernel/mm/transparent_hugepage/defrag /proc/sys/kernel/numa_balancing 2>&1
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx16g"
D=.dev/k107b; NEW=$D/new/samplesort.jar
vm() { grep -E "^(numa_hint_faults|numa_pages_migrated|thp_fault_alloc|thp_split_page|compact_stall|pgfault|thp_collapse_alloc) " /proc/vmstat | tr '\n' ' '; echo; }
rech() { L=$(( T - ($(date +%s)-S) - 3 )); [ $L -lt 12 ] && { echo "skip $1"; return; }
  echo "== $1 $(vm)" >> $OUT/f/rech.txt
  timeout $L $J $2 -cp $NEW:$D/rech dev.samplesort.RecH 131072 16 1500 >> $OUT/f/rech.txt 2>&1
  echo "   after $(vm)" >> $OUT/f/rech.txt; echo "rech $1 rc=$? at $(( $(date +%s)-S )) s"; }
for i in 1 2 3; do rech default ""; rech res0 "-Dsamplesort.scratch.residentMappedBytes=0"; done
cd $OUT && tar czf f.tgz f && rm -rf f
