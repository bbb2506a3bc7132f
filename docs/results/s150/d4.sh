#!/bin/bash
# s150 device call 4 (carry [".dev"], the session's last 225 s): 2^25's three cells that d3's s25a did not reach.
. docs/results/s147/lib.sh
pre s25c 16 170 --preset cpu-vs-jdk --sizes 2^25 --types double --dists sorted,allequal
pre s25d 16 80 --preset cpu-vs-jdk --sizes 2^25 --types float --dists allequal
done_
