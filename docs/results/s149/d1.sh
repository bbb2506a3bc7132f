#!/bin/bash
# s149 device call 1 (carry [".dev"], T=560): 16 cores with the spread's rounds at the powers s146-s148 did not read,
# smallest first: 2^11-2^13 in one JVM, 2^15, 2^17, then 2^19's structured inputs with every column (the inputs where
# `Arrays.sort` came within 1.3x of `parallelSort` at 2^18-2^22 in s147-s148).
. docs/results/s147/lib.sh
lscpu > $OUT/a/lscpu.txt; nproc >> $OUT/a/lscpu.txt
pre a11 16 200 --preset cpu-vs-jdk --sizes 2^11,2^12,2^13 --types int,long,float,double
pre a15 16 110 --preset cpu-vs-jdk --sizes 2^15 --types int,long,float,double
pre a17 16 160 --preset cpu-vs-jdk --sizes 2^17 --types int,long,float,double
pre s19 16 200 --preset cpu-vs-jdk --sizes 2^19 --types int,long,float,double --dists sorted,reverse,allequal,detdup,few2,few16
done_
