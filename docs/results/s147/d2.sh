#!/bin/bash
# s147 device call 2 (carry [".dev"]): the preset with the spread's rounds on 16 cores, the pairs (`int+int`,
# `long+long`) at 2^14 / 2^18 / 2^22, then every key type at 2^10 and 2^26 (2^26 against `parallelSort` alone:
# `Arrays.sort` of 2^26 keys on one thread takes seconds a run and never wins there on 16 cores).
. docs/results/s147/lib.sh
pre p16 16 260 --preset cpu-vs-jdk --sizes 2^14,2^18,2^22 --types int+int,long+long
pre s16 16 90 --preset cpu-vs-jdk --sizes 2^10 --types int,long,float,double
pre b16 16 400 --preset cpu-vs-jdk --sizes 2^26 --types int,long,float,double --algos cpu,jdkpar
done_
