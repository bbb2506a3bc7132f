#!/bin/bash
# s147 device call 3 (carry [".dev"]): what call 2's time left out, 16 cores: 2^26 `float` / `double` against
# `parallelSort`, then the `long+long` pairs at 2^22.
. docs/results/s147/lib.sh
pre c16 16 330 --preset cpu-vs-jdk --sizes 2^26 --types float,double --algos cpu,jdkpar
pre q16 16 200 --preset cpu-vs-jdk --sizes 2^22 --types long+long
done_
