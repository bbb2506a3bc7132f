#!/bin/bash
# s150 device call 3 (carry [".dev"], T=590): 2^24's two cells that d2's s24a did not reach (its 150 s ran out),
# then the rest of 2^25 (see d1.sh for the columns), sorted and allequal last (every column costs most there).
. docs/results/s147/lib.sh
U=uniform,gaussian,bucket,staggered,few256,almostsorted,organpipe,runs,sawtooth,zipf
pre x24 16 90 --preset cpu-vs-jdk --sizes 2^24 --types double --dists sorted,allequal
pre r25b 16 150 --preset cpu-vs-jdk --sizes 2^25 --types float,double --algos cpu,jdkpar --dists $U
pre s25b 16 250 --preset cpu-vs-jdk --sizes 2^25 --types int,long,float,double --algos cpu,jdkpar --dists reverse,detdup,few2,few16
pre s25a 16 400 --preset cpu-vs-jdk --sizes 2^25 --types int,long,float,double --dists sorted,allequal
done_
