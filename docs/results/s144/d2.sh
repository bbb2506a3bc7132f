#!/bin/bash
# s144 device call 2 (HEAD's build in .dev/samplesort.jar, harness classes in .dev/h; carry [".dev"]): the PAR route
# taken apart on 3, 4 and 6 cores (harness Pq: our checks timed, then parallelSort timed apart, against parallelSort
# alone and after a pause as long as the checks), and the checks alone over 3000 sorts (harness Pc).
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); T=${T:-400}; mkdir -p $OUT/a
J=".jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx24g"
left() { echo $(( T - ($(date +%s)-S) - 5 )); }
run() { local n=$1 c=$2; shift 2; [ $(left) -lt 15 ] && { echo "skip $n"; return; }
  timeout $(left) taskset -c 0-$(($c-1)) $J -cp .dev/samplesort.jar:.dev/h "$@" >> $OUT/a/$n.log 2>&1; }
for c in 3 4 6; do
  for cell in "int 18 zipf" "int 18 uniform" "long 18 zipf" "int 20 zipf" "long 20 uniform" "int 16 uniform"; do
    run pq$c $c dev.samplesort.cpu.Pq $cell 40 10
  done; echo "pq$c at $(( $(date +%s)-S )) s"
done
run pq3long 3 dev.samplesort.cpu.Pq int 18 zipf 200 10; echo "pq3long at $(( $(date +%s)-S )) s"
for c in 3 4; do run pc$c $c dev.samplesort.cpu.Pc 3000 int:18:zipf int:18:uniform long:18:zipf int:20:zipf; echo "pc$c at $(( $(date +%s)-S )) s"; done
cd $OUT && tar czf a.tgz a && rm -rf a
