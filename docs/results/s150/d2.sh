#!/bin/bash
# s150 device call 2 (carry [".dev"], T=570): 2^24's structured inputs (sorted and allequal with every column,
# reverse, detdup, few2, few16 against parallelSort: see d1.sh), then 2^25's unstructured ones against parallelSort.
. docs/results/s147/lib.sh
U=uniform,gaussian,bucket,staggered,few256,almostsorted,organpipe,runs,sawtooth,zipf
pre s24a 16 150 --preset cpu-vs-jdk --sizes 2^24 --types int,long,float,double --dists sorted,allequal
pre s24b 16 250 --preset cpu-vs-jdk --sizes 2^24 --types int,long,float,double --algos cpu,jdkpar --dists reverse,detdup,few2,few16
pre r25a 16 400 --preset cpu-vs-jdk --sizes 2^25 --types int,long --algos cpu,jdkpar --dists $U
done_
