#!/bin/bash
# s149 device call 2 (carry [".dev"], T=540), right after call 1: 2^19's other ten distributions against
# `parallelSort` (`Arrays.sort` was 1.3x slower or more in every such cell at 2^18-2^22 in s147-s148), then 2^21's
# structured inputs with every column and its other ten against `parallelSort`.
. docs/results/s147/lib.sh
R=uniform,gaussian,bucket,staggered,few256,almostsorted,organpipe,runs,sawtooth,zipf
pre r19 16 130 --preset cpu-vs-jdk --sizes 2^19 --types int,long,float,double --algos cpu,jdkpar --dists $R
pre s21 16 200 --preset cpu-vs-jdk --sizes 2^21 --types int,long,float,double --dists sorted,reverse,allequal,detdup,few2,few16
pre r21 16 300 --preset cpu-vs-jdk --sizes 2^21 --types int,long,float,double --algos cpu,jdkpar --dists $R
done_
