#!/bin/bash
# s147 device call 1 (carry [".dev"]): the preset with the spread's rounds on 16 cores, `float` then `double` at
# 2^14, 2^18 and 2^22, every distribution (s146 read `int` and `long` there).
. docs/results/s147/lib.sh
pre f16 16 285 --preset cpu-vs-jdk --sizes 2^14,2^18,2^22 --types float
pre g16 16 285 --preset cpu-vs-jdk --sizes 2^14,2^18,2^22 --types double
done_
