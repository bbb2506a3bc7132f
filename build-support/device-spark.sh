#!/usr/bin/env bash
# TeraSort on Spark on the GPU host: 2^25 gensort records (3.36 GB), local[16], one JVM, one input, one range
# partitioner (64 partitions), jobs: shuffle only, Spark's own sort, samplesort on the GPU, samplesort on the CPU —
# two rounds (the second on a warm JVM). Writes under OUTDIR: device.txt, terasort.log (everything), terasort.csv
# (one line per job) and summary.txt (sort stage = reduce stage per job, the ratios, where the time goes).
#
# Needs on the machine (no Java, no network there): .jre-spark, .spark-rt1, .spark-rt2,
# samplesort-core/target/classes (with the kernels) and samplesort-spark/target/classes, made here by
# build-support/device-spark-prep.sh and carried over several calls made back to back (docs/SPARK.md lists them).
#   bash build-support/device-spark.sh OUTDIR [RECORDS] [ROUNDS]
set -u
out=${1:-${OUT:-device-spark-out}}; records=${2:-2^25}; rounds=${3:-2}
mkdir -p "$out"
missing=
[ -x .jre-spark/bin/java ] || missing="$missing .jre-spark"
for d in .spark-rt1 .spark-rt2; do ls "$d"/*.jar >/dev/null 2>&1 || missing="$missing $d"; done
[ -f samplesort-core/target/classes/dev/samplesort/gpu/samplesort.fatbin ] || missing="$missing samplesort-core/target/classes"
[ -f samplesort-spark/target/classes/dev/samplesort/spark/TeraSort.class ] || missing="$missing samplesort-spark/target/classes"
if [ -n "$missing" ]; then
  echo "device-spark: missing on this machine:$missing — carry them in calls made back to back (a machine that"
  echo "went cold between calls starts bare): see build-support/device-spark-prep.sh's carry plan"
  exit 2
fi
parts=$(ls -d .spark-rt[0-9]* | tr '\n' ':'); parts=${parts%:}
{
  date -u +%Y-%m-%dT%H:%M:%SZ
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  echo "cores: $(nproc), memory: $(free -g | awk '/^Mem:/ {print $2}') GiB"
  .jre-spark/bin/java -version 2>&1 | head -2
  uptime
} | tee "$out/device.txt"

rm -f "$out/terasort.csv"
# Heap: 3.36 GB of records live as byte[] objects on both sides of a shuffle; 64 GiB of the 128 leaves Spark's
# sort room not to spill. The Spark runtime's local dir (/tmp) holds one job's shuffle (3.4 GB) at a time.
JAVA_HOME=$PWD/.jre-spark SPARK_JARS_DIR=$parts \
  SAMPLESORT_CP=samplesort-spark/target/classes:samplesort-core/target/classes \
  TERASORT_JAVA_OPTS="-Xmx64g" SPARK_MASTER="local[16]" \
  timeout 540 samplesort-spark/terasort --records "$records" --partitions 64 --mode compare --backend gpu,cpu \
  --repeat "$rounds" --csv "$out/terasort.csv" > "$out/terasort.log" 2>&1
rc=$?
grep -E "TeraSort:|executor:|input:|sample \+|job |FAILED|INVALID" "$out/terasort.log"
echo "terasort exit status: $rc (124: stopped at the time limit; the CSV holds the jobs that finished)"

python3 - "$out/terasort.csv" > "$out/summary.txt" <<'EOF'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
if not rows:
    print("no job finished"); sys.exit()
r0 = rows[0]
print(f"TeraSort {r0['records']} records, {r0['partitions']} partitions, {r0['master']}; sort stage = reduce stage"
      " (shuffle read + partition sort + validation); task times are sums over the 16 task threads")
print(f"{'round':>5} {'job':<12} {'backend':<7} {'job s':>7} {'map s':>7} {'sort stage s':>12} {'over shuffle-only':>17}"
      f" {'shuffle write':>13} {'reduce task':>11} {'gather':>7} {'sort':>7} {'GC':>6}  verdict")
for r in rows:
    print(f"{r['round']:>5} {r['job']:<12} {r['backend']:<7} {r['job_s']:>7} {r['map_stage_s']:>7}"
          f" {r['reduce_stage_s']:>12} {r['reduce_over_shuffle_only_s']:>17} {r['shuffle_write_s']:>13}"
          f" {r['reduce_task_s']:>11} {r['gather_task_s']:>7} {r['sort_task_s']:>7} {r['gc_s']:>6}  {r['verdict']}")
print()
for rnd in sorted({r['round'] for r in rows}):
    by = {(r['job'], r['backend']): r for r in rows if r['round'] == rnd and r['reduce_stage_s']}
    spark, shuffle = by.get(('spark', '')), by.get(('shuffle-only', ''))
    for b in ('gpu', 'cpu'):
        ours = by.get(('samplesort', b))
        if not (spark and ours):
            continue
        line = (f"round {rnd}: sort stage Spark {float(spark['reduce_stage_s']):.2f} s / samplesort-{b}"
                f" {float(ours['reduce_stage_s']):.2f} s = {float(spark['reduce_stage_s']) / float(ours['reduce_stage_s']):.2f}x;"
                f" whole job {float(spark['job_s']) / float(ours['job_s']):.2f}x")
        if shuffle:
            s0 = float(shuffle['reduce_stage_s'])
            a, c = float(spark['reduce_stage_s']) - s0, float(ours['reduce_stage_s']) - s0
            line += (f"; beyond the shuffle-only reduce stage ({s0:.2f} s): Spark +{a:.2f} s, samplesort-{b} {c:+.2f} s"
                     + (f" = {a / c:.1f}x" if c > 0.05 else ""))
        print(line)
EOF
cat "$out/summary.txt"
