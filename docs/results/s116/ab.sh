#!/bin/bash
# alternate old/new jars: ab.sh tagprefix rounds args...
p=$1; r=$2; shift 2
for i in $(seq 1 $r); do
  JAR=/tmp/s116/samplesort.jar bash /tmp/s116/cmp.sh ${p}o$i "" "$@"
  JAR=${NEWJAR:-/tmp/s116/h5.jar} bash /tmp/s116/cmp.sh ${p}n$i "" "$@"
done
echo done > /tmp/s116/$p.done
