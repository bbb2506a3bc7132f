#!/bin/bash
# s148 device call 2 (carry [".dev"], T=220): `int` few16 at 2^15-2^17 in three JVMs of its own (call 1's 2^16 cell read
# 0.950x: `Arrays.sort` 0.079 ms against 0.112-0.140 in s136-s139's readings), then what call 1's time left out
# (`long+long` 2^22 runs / sawtooth / zipf, 2^20 `long` runs and `float` / `double`).
. docs/results/s147/lib.sh
lscpu > $OUT/a/lscpu.txt; nproc >> $OUT/a/lscpu.txt
# (the three f JVMs were skipped: 25 s is below lib.sh's 30 s floor; d3.sh read the cell)
for i in 1 2 3; do pre f$i 16 25 --preset cpu-vs-jdk --sizes 2^15,2^16,2^17 --types int --dists few16,few2,few256,uniform; done
pre r22 16 60 --preset cpu-vs-jdk --sizes 2^22 --types long+long --algos cpu,jdkpar --dists runs,sawtooth,zipf
pre n20 16 30 --preset cpu-vs-jdk --sizes 2^20 --types long --dists runs
pre o20 16 170 --preset cpu-vs-jdk --sizes 2^20 --types float,double
done_
