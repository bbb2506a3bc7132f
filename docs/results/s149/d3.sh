#!/bin/bash
# s149 device call 3 (carry [".dev"], T=340), the session's last device time: 2^23's ten distributions against
# `parallelSort`, then its structured inputs with every column, as far as the time goes.
. docs/results/s147/lib.sh
R=uniform,gaussian,bucket,staggered,few256,almostsorted,organpipe,runs,sawtooth,zipf
pre r23 16 190 --preset cpu-vs-jdk --sizes 2^23 --types int,long,float,double --algos cpu,jdkpar --dists $R
pre s23 16 300 --preset cpu-vs-jdk --sizes 2^23 --types int,long,float,double --dists sorted,reverse,allequal,detdup,few2,few16
done_
