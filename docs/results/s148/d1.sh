#!/bin/bash
# s148 device call 1 (carry [".dev"], T=540): what s147 left unread on 16 cores with the spread's rounds: `long` 2^26's last
# five distributions and the `long+long` pairs at 2^22 against `parallelSort` (`Arrays.sort` of 2^22 objects on one
# thread takes 2-3.5 s a run and lost 9x to parallelSort in every s147 cell), the pairs at 2^14 / 2^18 with every
# column, then every key type at 2^16 and 2^20.
. docs/results/s147/lib.sh
pre l26 16 75 --preset cpu-vs-jdk --sizes 2^26 --types long --algos cpu,jdkpar --dists almostsorted,organpipe,runs,sawtooth,zipf
pre q22 16 100 --preset cpu-vs-jdk --sizes 2^22 --types long+long --algos cpu,jdkpar --dists reverse,allequal,few2,few16,few256,almostsorted,organpipe,runs,sawtooth,zipf
pre q14 16 150 --preset cpu-vs-jdk --sizes 2^14,2^18 --types long+long
pre m16 16 100 --preset cpu-vs-jdk --sizes 2^16 --types int,long,float,double
pre m20 16 300 --preset cpu-vs-jdk --sizes 2^20 --types int,long,float,double
done_
