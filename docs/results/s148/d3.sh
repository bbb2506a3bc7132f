#!/bin/bash
# s148 device call 3 (carry [".dev"], T=85, the session's last 111 s): `int` few16 2^16 in two JVMs of its own, which
# call 2 skipped (its JVMs' 25 s fell below lib.sh's 30 s floor). Call 1's preset JVM read the cell at 0.950x.
. docs/results/s147/lib.sh
for i in 1 2; do pre f$i 16 38 --preset cpu-vs-jdk --sizes 2^16 --types int --dists few16,few256; done
done_
