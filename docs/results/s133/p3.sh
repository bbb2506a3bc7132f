# s133 device call 3: s132/Par on 3, 5, 6 and 7 cores (taskset), each JVM cut at what is left of 560 s. Carry [".dev"]
# (.dev/samplesort.jar, .dev/par = javac of docs/results/s132/Par.java, .dev/pack/jre.tar.xz). Usage: bash docs/results/s133/p3.sh
[ -x .jre/bin/java ] || xz -dc .dev/pack/jre.tar.xz | tar -xf -
S=$(date +%s); mkdir -p $OUT/par
for c in 0-2 0-4 0-5 0-6; do
  l=$(( 560 - ($(date +%s)-S) )); [ $l -lt 30 ] && { echo skip $c; continue; }
  timeout $l taskset -c $c .jre/bin/java --enable-native-access=ALL-UNNAMED -Xmx8g -Dwarm=20 -cp .dev/samplesort.jar:.dev/par dev.samplesort.cpu.Par 40 int,long,float,double 2^16,2^18,2^20 uniform,gaussian > $OUT/par/par-$c.log 2>&1
  echo "$c rc=$? at $(( $(date +%s)-S )) s"
done
