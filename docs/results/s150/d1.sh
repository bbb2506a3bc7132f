#!/bin/bash
# s150 device call 1 (carry [".dev"], T=570): the 13 cells of 2^23 that s149's structured JVM did not reach, then
# 2^24's ten unstructured distributions against `parallelSort` (Arrays.sort was 1.5-11x slower than parallelSort in
# every s147-s149 cell of theirs at 2^18-2^23). Of the structured inputs, sorted and allequal run every column
# (Arrays.sort was the faster JDK sort there at 2^23); reverse, detdup, few2, few16 run against parallelSort
# (Arrays.sort 1.27-2.9x slower than it there at 2^23, s149).
. docs/results/s147/lib.sh
lscpu > $OUT/a/lscpu.txt
U=uniform,gaussian,bucket,staggered,few256,almostsorted,organpipe,runs,sawtooth,zipf
pre x23a 16 120 --preset cpu-vs-jdk --sizes 2^23 --types float,double --dists sorted,allequal
pre x23b 16 60 --preset cpu-vs-jdk --sizes 2^23 --types long --algos cpu,jdkpar --dists few16
pre x23c 16 150 --preset cpu-vs-jdk --sizes 2^23 --types float,double --algos cpu,jdkpar --dists reverse,detdup,few2,few16
pre r24 16 400 --preset cpu-vs-jdk --sizes 2^24 --types int,long,float,double --algos cpu,jdkpar --dists $U
done_
