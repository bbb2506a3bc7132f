package dev.samplesort.cpu;

import dev.samplesort.spi.Properties;

/**
 * The CPU sample sort's settings as one immutable value: what {@link CpuConfig} used to read from
 * {@code samplesort.cpu.*} system properties field by field, now read once by
 * {@link dev.samplesort.spi.Configuration} (IPS4o's single configuration type is the model). {@link CpuConfig}
 * takes its constants from the value in effect; docs/CPU.md says how each default was chosen (docs/CPU-LOG.md: the measurements behind it).
 *
 * @param threads                 worker threads ({@code samplesort.cpu.threads}; 1 = sequential)
 * @param seed                    base seed of the sampling RNG ({@code samplesort.cpu.seed})
 * @param segmentArrayLimit       largest off-heap sort copied into one Java array
 *                                ({@code samplesort.cpu.segmentArrayLimit})
 * @param logBuckets              log2 of the largest k per distribution step ({@code samplesort.cpu.logBuckets})
 * @param logBucketsKeys          keys-only sorts: log2 of the largest k ({@code samplesort.cpu.logBucketsKeys})
 * @param cellLogRatio            cells per bucket of the cell index, log2 ({@code samplesort.cpu.cellLogRatio})
 * @param cellMinSaving           steps the cell index must save over the tree ({@code samplesort.cpu.cellMinSaving})
 * @param cellMinSavingBranchFree the same with equality buckets or logarithmic cells
 *                                ({@code samplesort.cpu.cellMinSavingBranchFree})
 * @param baseCase                ranges up to this size are insertion sorted ({@code samplesort.cpu.baseCase})
 * @param leafSort                keys-only, int and float: buckets up to this size are leaf-sorted by the JDK
 *                                ({@code samplesort.cpu.leafSort}; default 2^20 where {@link #JDK_SIMD_SORT}, else 0)
 * @param leafSortTop             keys-only, int and float: whole inputs up to this size are one leaf
 *                                ({@code samplesort.cpu.leafSortTop}; default 4096 where {@link #JDK_SIMD_SORT},
 *                                else 0)
 * @param leafSort64              leafSort for long and double ({@code samplesort.cpu.leafSort64}; default 2^20
 *                                where {@link #JDK_SIMD_SORT_64}, else 0)
 * @param leafSortTop64           leafSortTop for long and double ({@code samplesort.cpu.leafSortTop64}; default
 *                                4096 where {@link #JDK_SIMD_SORT_64}, else 0)
 * @param reuseBuffers            keep scratch arrays between sorts ({@code samplesort.cpu.reuseBuffers})
 * @param smallSample             samples up to this size are insertion sorted ({@code samplesort.cpu.smallSample})
 * @param oversamplingPercent     oversampling a = log2(n) * this / 100 ({@code samplesort.cpu.oversamplingPercent})
 * @param blocksPerThread         parallel classification blocks per thread ({@code samplesort.cpu.blocksPerThread})
 * @param touchMin                sorts of at least this many keys read the parallel scatter's and the radix leaves'
 *                                destinations in order before writing them in no order ({@code samplesort.cpu.touchMin},
 *                                2^20; 0: never)
 * @param hybrid                  the hybrid with the JDK's sorts
 * @param team                    the one-level sort on a spinning team for mid-sized inputs on many cores
 * @param cold                    the JDK's sort while the engine's code is cold, on many threads
 */
public record CpuPolicy(int threads, long seed, long segmentArrayLimit, int logBuckets, int logBucketsKeys,
                        int cellLogRatio, int cellMinSaving, int cellMinSavingBranchFree, int baseCase, int leafSort,
                        int leafSortTop, int leafSort64, int leafSortTop64, boolean reuseBuffers, int smallSample, int oversamplingPercent,
                        int blocksPerThread, int touchMin, Hybrid hybrid, Team team, Cold cold) {

    /**
     * The engine's cold start ({@code ColdStart}; reasons there and in docs/CPU.md): whether it is on
     * ({@code samplesort.cpu.coldStart}, default true), from how many threads ({@code samplesort.cpu.coldStartMinThreads},
     * default 4), and the warm-up's rounds ({@code samplesort.cpu.coldWarmRounds}, default 32) of 2^18 synthetic keys.
     * Below those threads (2 and 3 cores), for programs that sort once: the first sort of a key type that the team
     * (its sort, the wide count) or the engine would take goes to the JDK's sort below {@code firstBelow} keys
     * ({@code samplesort.cpu.coldFirstBelow}, default 0: never; the CLI's {@code sort} sets 2^26, on 3 cores 2^27;
     * reasons at {@code ColdStart#first}); where it is set, from those threads a key type's first cold sort starts no
     * warm-up (the next one does; {@code ColdStart#cold}). From those threads, keys-only input whose samples show
     * runs (sorted, reversed, organ pipe, nearly sorted, constant stretches) from {@code runsMin} keys
     * ({@code samplesort.cpu.coldRunsMin}, 2^15; 0: never) goes to {@code Arrays.sort} while its key type is cold,
     * where the pool's and the team's structure routes would run their code for the first time (reasons at
     * {@code SampleSort.jtmpl}'s {@code coldRuns}; {@code ColdStart#runsCold}). From those threads, a sort that would
     * take {@code parallelSort} (a cold key type's stand-in, or the hybrid's own choice) takes {@code Arrays.sort} up
     * to {@code sequentialMax} keys ({@code samplesort.cpu.coldSequentialMax}, 2^22, times threads / 16 below 16
     * threads; 0: never) until a warm-up has run {@code parallelSort} of the array type, whose first call in a JVM
     * costs more than {@code Arrays.sort}'s whole sort there (reasons at {@code ColdStart#sequential}).
     *
     * @param on         sorts that would start the engine or the team (pairs: with 32-bit keys) go to the JDK until the warm-up ends
     * @param minThreads fewest engine threads it applies to
     * @param warmRounds rounds of the background warm-up
     * @param firstBelow below minThreads, a key type's first team or engine sort below this many keys is the JDK's (0: never)
     * @param runsMin    from minThreads, run-shaped keys-only input from this many keys is the JDK's while cold (0: never)
     * @param sequentialMax before a warm-up has run parallelSort, Arrays.sort stands in for it up to this many keys (x threads / 16 below 16; 0: never)
     */
    public record Cold(boolean on, int minThreads, int warmRounds, int firstBelow, int runsMin, int sequentialMax) {
        static Cold from(Properties p) {
            return new Cold(
                    p.flag("samplesort.cpu.coldStart", true),
                    p.intValue("samplesort.cpu.coldStartMinThreads", 4),
                    p.intValue("samplesort.cpu.coldWarmRounds", 32),
                    p.intValue("samplesort.cpu.coldFirstBelow", 0),
                    p.intValue("samplesort.cpu.coldRunsMin", 1 << 15),
                    p.intValue("samplesort.cpu.coldSequentialMax", 1 << 22));
        }

        /** Checks the values the cold start cannot run with. */
        public Cold {
            if (minThreads < 2) throw new IllegalArgumentException("samplesort.cpu.coldStartMinThreads must be >= 2 "
                    + "(one thread's first sort costs no more than the JDK's): " + minThreads);
            if (warmRounds < 1) throw new IllegalArgumentException("samplesort.cpu.coldWarmRounds must be >= 1: "
                    + warmRounds);
            if (firstBelow < 0) throw new IllegalArgumentException("samplesort.cpu.coldFirstBelow must be >= 0 (0: "
                    + "never): " + firstBelow);
            if (runsMin < 0) throw new IllegalArgumentException("samplesort.cpu.coldRunsMin must be >= 0 (0: never): "
                    + runsMin);
            if (sequentialMax < 0) throw new IllegalArgumentException("samplesort.cpu.coldSequentialMax must be >= 0 "
                    + "(0: never): " + sequentialMax);
        }
    }

    /**
     * The one-level sort on a spinning team ({@code TeamSort}, {@code SpinTeam}; reasons at
     * {@code CpuConfig.teamSorts}): the keys-only sorts of unstructured input that the hybrid hands to
     * {@code Arrays.parallelSort}, with at least {@code minThreads} ({@code samplesort.cpu.teamMinThreads}, default
     * 8; unstructured 32-bit keys {@code minThreads32}, {@code samplesort.cpu.teamMinThreads32}, 12, but {@code float} keys whose sample shows duplicates, not few values, from {@code minThreads}) threads, from {@code min} ({@code samplesort.cpu.teamMin}, 2^16) keys up to below {@code max}
     * ({@code samplesort.cpu.teamMax}, 2^22), into at most 2^{@code logBuckets} buckets
     * ({@code samplesort.cpu.teamLogBuckets}, 8; fewer below 2^18 keys, about 1024 keys a bucket); idle members spin {@code spinMicros} ({@code samplesort.cpu.teamSpinMicros}, 0: an idle team takes no CPU
     * from what the application runs next) after a sort, then park. Pairs with 32-bit keys up to {@code kvPackedMax}
     * ({@code samplesort.cpu.teamKvPackedMax}, 2^18) take the packed route, its sort on the team, where the team
     * applies. The classification and the scatter are cut into up to {@code slicesPerMember}
     * ({@code samplesort.cpu.teamSlicesPerMember}, 4) slices per member, each at least {@code sliceMin}
     * ({@code samplesort.cpu.teamSliceMin}, 2^14) keys. Where the JDK's sort of the keys' width is scalar and would
     * run on one thread (two cores: a one-worker common pool), a team of every thread sorts unstructured keys from
     * {@code scalarMin} ({@code samplesort.cpu.teamScalarMin}, 2^12) up to below {@code scalarBelow}
     * ({@code samplesort.cpu.teamScalarBelow}, 2^21; 0: never) into buckets of about 2^{@code scalarLeafLog}
     * ({@code samplesort.cpu.teamScalarLeafLog}, 8) keys (reasons at {@code CpuConfig.teamScalar}); where it is the SIMD intrinsic and would run on one
     * thread, a team of every thread sorts unstructured keys from {@code simdMin} ({@code samplesort.cpu.teamSimdMin},
     * 2^17 ({@link #SIMD_MIN_64}); 32-bit keys from {@code simdMin32}, {@code samplesort.cpu.teamSimdMin32}, 2^20, int keys with the radix
     * leaves from {@code simdMinInt}, {@code samplesort.cpu.teamSimdMinInt}, 2^19 ({@link #SIMD_MIN_INT}), those whose sample shows duplicates
     * from {@code simdMinIntDuplicates}, {@code samplesort.cpu.teamSimdMinIntDuplicates}, 2^19, double keys from
     * {@code simdMinDouble}, {@code samplesort.cpu.teamSimdMinDouble}, 2^17, long keys whose sample shows
     * duplicates and whose wider sample no few values (zipf) from {@code simdMinLongDuplicates},
     * {@code samplesort.cpu.teamSimdMinLongDuplicates}, 2^18; 0: never; on an Intel
     * processor, {@link CpuPolicy#INTEL}, 2^20 for {@code simdMinInt}, never for {@code simdMinIntDuplicates}, and 2^18
     * for {@code simdMinDouble}:
     * {@link #INTEL_SIMD_MIN_INT}, {@link #INTEL_SIMD_MIN_DOUBLE}) into buckets of about 2^{@code simdLeafLog} ({@code samplesort.cpu.teamSimdLeafLog}, 10) keys
     * (reasons at {@code CpuConfig.teamSimd}). There, on a team of two, keys that the scans, counts and that team
     * leave, from {@code halvesMin} ({@code samplesort.cpu.teamHalvesMin}, 2^15; 64-bit keys) or {@code halvesMin32}
     * ({@code samplesort.cpu.teamHalvesMin32}, 2^16; 2^15 on an Intel processor, {@link #INTEL_HALVES_MIN_32}; 32-bit
     * keys), and those whose sample shows duplicates the
     * few-values count refused (zipf) from {@code halvesMinDuplicates} ({@code samplesort.cpu.teamHalvesMinDuplicates},
     * 2^16; 2^15 on an Intel processor, {@link #INTEL_HALVES_MIN_DUPLICATES}), are sorted in two halves around one splitter, one per member (0: never; {@code Halves}, reasons at
     * {@code CpuConfig.HALVES_MIN}); below {@code halvesBelow} ({@code samplesort.cpu.teamHalvesBelow}, 2^21; 64-bit
     * keys), {@code halvesBelow32} ({@code samplesort.cpu.teamHalvesBelow32}, 2^23; {@code float} keys) and
     * {@code halvesBelowInt} ({@code samplesort.cpu.teamHalvesBelowInt}, 2^21; {@code int} keys) before that team's
     * sort (but many runs, which it keeps). Below the team's
     * sizes up to below {@code splitBelow} ({@code samplesort.cpu.splitBelow}, 2^16), with its threads, a parallel pool
     * and the JDK's SIMD sort of the width, unstructured keys from {@code splitMin} ({@code samplesort.cpu.splitMin},
     * 2^12; 0: never; 32-bit keys from {@code splitMin32}, {@code samplesort.cpu.splitMin32}, 2^13) are sorted
     * in quarters by this thread and three pool workers ({@code SplitSort}); from {@code splitTeamMin}
     * ({@code samplesort.cpu.splitTeamMin}, 2^14; 0: never) by the team's sort instead (32-bit keys with duplicates
     * excepted), and where the team's own route applies, by the team. Pairs with 64-bit keys, with at least
     * {@code pairs64MinThreads} ({@code samplesort.cpu.teamPairs64MinThreads}, 2) threads, from {@code pairs64Min}
     * ({@code samplesort.cpu.teamPairs64Min}, 2^11) up to below
     * {@code pairs64Max} ({@code samplesort.cpu.teamPairs64Max}, 2^23) are sorted by one level on the team into
     * buckets of about 2^{@code pairs64LeafLog} ({@code samplesort.cpu.teamPairs64LeafLog}, 9) pairs, each sorted by
     * the engine's sequential recursion (reasons at {@code CpuConfig.teamPairs64}). The team's routes for
     * structured input (run merges, the few-values counts and scatters) start at {@code structureMinThreads}
     * ({@code samplesort.cpu.teamStructureMinThreads}, 3) threads (reasons at {@code CpuConfig.teamStructure}).
     *
     * @param minThreads fewest threads
     * @param min        smallest input
     * @param max        inputs below this size
     * @param logBuckets log2 of the buckets
     * @param spinMicros idle spin of the members after a sort
     * @param kvPackedMax pairs up to this size take the packed route on the team
     * @param minInt     smallest input of int keys (the others: {@code min})
     * @param slicesPerMember most slices per member in the classification and the scatter
     * @param sliceMin   fewest keys in a slice (fewer slices per member below)
     * @param scalarMin  smallest input on the team where the JDK's sort is scalar and sequential
     * @param scalarBelow inputs below this size there (0: never)
     * @param scalarLeafLog log2 of the keys a bucket should hold there
     * @param splitMin   smallest input sorted in quarters (0: never)
     * @param splitMin32 the same for 32-bit keys (0: never)
     * @param splitBelow inputs below this size sorted in quarters
     * @param splitTeamMin from this size those go to the team's sort (0: never)
     * @param simdMin    smallest input on the team where the JDK's sort is the SIMD intrinsic and sequential
     *                   (0: never)
     * @param simdMin32  the same for 32-bit keys (0: never)
     * @param simdMinInt the same for int keys where the buckets are radix-sorted (CpuConfig.RADIX_LEAF; 0: never)
     * @param simdLeafLog log2 of the keys a bucket should hold there
     * @param pairs64Min smallest input of pairs with 64-bit keys on the team's one level (many threads)
     * @param pairs64Max such pairs below this size there (the engine's parallel recursion from there)
     * @param pairs64LeafLog log2 of the pairs a bucket should hold there
     * @param pairs64MinThreads fewest threads for that level
     * @param minThreads32 fewest threads for unstructured 32-bit keys' sort on the team (and in quarters)
     * @param structureMinThreads fewest threads for the team's run merges, few-values counts and scatters
     * @param simdMinIntDuplicates where simdMinInt applies, int keys whose sample shows duplicates (zipf) take that
     *                   team from this size (0: from simdMinInt)
     * @param simdMinDouble simdMin for double keys (0: never)
     * @param simdMinLongDuplicates where simdMin applies, long keys whose sample shows duplicates that the few-values
     *                   count refused (zipf) take that team from this size (0: never)
     * @param halvesMin  where simdMin applies, on a team of two, 64-bit keys that team leaves are sorted in two
     *                   halves around one splitter, one per member, from this size (0: never)
     * @param halvesMin32 the same for 32-bit keys (0: never)
     * @param halvesMinDuplicates there, keys whose sample shows duplicates that the few-values count refused (zipf)
     *                   from this size (0: never)
     * @param halvesBelow 64-bit keys below this size go to the halves before that team's sort (but many runs)
     * @param halvesBelow32 the same for float keys
     * @param halvesBelowInt the same for int keys
     */
    public record Team(int minThreads, int min, int max, int logBuckets, int spinMicros, int kvPackedMax,
                       int minInt, int slicesPerMember, int sliceMin, int scalarMin, int scalarBelow,
                       int scalarLeafLog, int splitMin, int splitMin32, int splitBelow, int splitTeamMin,
                       int simdMin, int simdMin32, int simdMinInt, int simdLeafLog, int pairs64Min,
                       int pairs64Max, int pairs64LeafLog, int pairs64MinThreads, int minThreads32,
                       int structureMinThreads, int simdMinIntDuplicates, int simdMinDouble,
                       int simdMinLongDuplicates, int halvesMin, int halvesMin32, int halvesMinDuplicates,
                       int halvesBelow, int halvesBelow32, int halvesBelowInt) {
        static Team from(Properties p) { return from(p, INTEL); }

        /** The team's settings from {@code p}, with the defaults of an Intel processor or of any other. */
        static Team from(Properties p, boolean intel) {
            return new Team(
                    p.intValue("samplesort.cpu.teamMinThreads", 8),
                    p.intValue("samplesort.cpu.teamMin", 1 << 15),
                    p.intValue("samplesort.cpu.teamMax", 1 << 22),
                    p.intValue("samplesort.cpu.teamLogBuckets", 8),
                    p.intValue("samplesort.cpu.teamSpinMicros", 0),
                    p.intValue("samplesort.cpu.teamKvPackedMax", 1 << 18),
                    p.intValue("samplesort.cpu.teamMinInt", 1 << 16),
                    p.intValue("samplesort.cpu.teamSlicesPerMember", 4),
                    p.intValue("samplesort.cpu.teamSliceMin", 1 << 14),
                    p.intValue("samplesort.cpu.teamScalarMin", 1 << 12),
                    p.intValue("samplesort.cpu.teamScalarBelow", 1 << 21),
                    p.intValue("samplesort.cpu.teamScalarLeafLog", 8),
                    p.intValue("samplesort.cpu.splitMin", 1 << 12),
                    p.intValue("samplesort.cpu.splitMin32", 1 << 13),
                    p.intValue("samplesort.cpu.splitBelow", 1 << 16),
                    p.intValue("samplesort.cpu.splitTeamMin", 1 << 14),
                    p.intValue("samplesort.cpu.teamSimdMin", SIMD_MIN_64),
                    p.intValue("samplesort.cpu.teamSimdMin32", 1 << 20),
                    p.intValue("samplesort.cpu.teamSimdMinInt", intel ? INTEL_SIMD_MIN_INT : SIMD_MIN_INT),
                    p.intValue("samplesort.cpu.teamSimdLeafLog", 10),
                    p.intValue("samplesort.cpu.teamPairs64Min", 1 << 11),
                    p.intValue("samplesort.cpu.teamPairs64Max", 1 << 23),
                    p.intValue("samplesort.cpu.teamPairs64LeafLog", 9),
                    p.intValue("samplesort.cpu.teamPairs64MinThreads", 2),
                    p.intValue("samplesort.cpu.teamMinThreads32", 12),
                    p.intValue("samplesort.cpu.teamStructureMinThreads", 3),
                    p.intValue("samplesort.cpu.teamSimdMinIntDuplicates",
                            intel ? INTEL_SIMD_MIN_INT_DUPLICATES : 1 << 19),
                    p.intValue("samplesort.cpu.teamSimdMinDouble", intel ? INTEL_SIMD_MIN_DOUBLE : SIMD_MIN_64),
                    p.intValue("samplesort.cpu.teamSimdMinLongDuplicates", 1 << 18),
                    p.intValue("samplesort.cpu.teamHalvesMin", HALVES_MIN),
                    p.intValue("samplesort.cpu.teamHalvesMin32", intel ? INTEL_HALVES_MIN_32 : HALVES_MIN_32),
                    p.intValue("samplesort.cpu.teamHalvesMinDuplicates",
                            intel ? INTEL_HALVES_MIN_DUPLICATES : HALVES_MIN_DUPLICATES),
                    p.intValue("samplesort.cpu.teamHalvesBelow", HALVES_BELOW),
                    p.intValue("samplesort.cpu.teamHalvesBelow32", HALVES_BELOW_32),
                    p.intValue("samplesort.cpu.teamHalvesBelowInt", HALVES_BELOW_INT));
        }

        /**
         * {@code teamSimdMinInt} elsewhere (AMD): 2^19 since the ninety-ninth session (2^17 from the sixty-third).
         * The 2-core dev VM (Zen 5, Temurin 25.0.3; `bench --sizes 2^17,2^18,2^19 --types int --dists
         * uniform,gaussian,staggered,bucket --algos cpu,jdk --reps 7 --warmup 3`, four JVMs each way in turn, the
         * faster JDK sort over ours): with 2^17 the team read 0.79-1.41x at 2^17 (7 of 16 cells below 0.95x, in
         * three of the four JVMs), 0.85-1.65x at 2^18 (4 of 16) and 1.10-1.86x at 2^19, the JDK's sort of the same
         * keys 1.0-1.44 ms at 2^17 from one JVM to the next; with 2^19, 2^17-2^18 0.94-1.01x on the JDK's sort (bucket
         * 2^18 5.2-5.7x, its runs' route) and 2^19 on the team 0.96-1.62x. The sixty-third session's Zen 5 VM had read
         * the team 1.24-1.36x at 2^17: where the VM's two vCPUs share less (the ninety-ninth session's VM: a phase
         * that writes keys the other thread read first ran up to 4x slower than on one thread, docs/CPU-LOG.md), the
         * team's margin at 2^17-2^18 is gone, so those sizes keep the JDK's sort.
         */
        static final int SIMD_MIN_INT = 1 << 19;

        /**
         * Intel's {@code teamSimdMinInt}: the two-thread team sorts unstructured {@code int} keys from 2^20, not
         * 2^17 (2^21 from the seventy-sixth to the seventy-ninth session). 2-core Intel Xeon VM (seventy-sixth
         * session, the preset's uniform, gaussian, staggered keys in two JVMs, the team against {@code Arrays.sort}):
         * 2^17 0.86-1.11x, 2^19 0.71-1.24x, 2^20 0.91-1.45x, 2^21 1.20-1.64x, 2^22 1.08-1.60x (bucket 2^19 / 2^20
         * 5.2-6.2x, against the JDK's merge of its runs, which the sequential route now refuses: SampleSort); 2 cores
         * ({@code taskset}) of the 16-core Xeon host, uniform, gaussian, staggered in two JVMs: 2^17 0.81-1.06x, 2^19
         * 0.82-1.04x, 2^20 0.94-1.54x, 2^21 1.08-1.53x, 2^22 1.02-1.68x; where AMD VMs read 1.2-8.6x from 2^17
         * (sixty-third session). With the destinations read first (CpuConfig.touch, from 2^20; eightieth session):
         * the local VM, the team's sort and {@code Arrays.sort} in turn in one JVM (harness {@code Tt}), 2^20
         * uniform / gaussian / staggered 1.22-1.32x / 1.30-1.43x / 1.23-1.40x in two JVMs (0.96 / 1.17 / 1.36x with
         * the read off), 2^19 0.91-1.00x / 0.90-1.17x / 1.12-1.36x with or without it; 2 cores of the host (call B,
         * the preset at 2^20 every distribution, two JVMs each way, alternated): uniform / gaussian / staggered
         * 1.02-1.05x / 1.21-1.29x / 1.32-1.35x from 2^20, 0.99-1.03x / 0.98-1.02x / 0.98-1.01x from 2^21 (the JDK's
         * sort on both sides), 0 of 64 cells below 0.95x either way. Hence 2^20.
         */
        static final int INTEL_SIMD_MIN_INT = 1 << 20;

        /**
         * Intel's {@code teamSimdMinIntDuplicates}: never (zipf-like {@code int} keys keep the JDK's sort up to the
         * engine's sizes). The preset's zipf on the team: 2-core Intel Xeon VM, four JVMs, 2^19 0.63-0.77x, 2^20
         * 0.74-0.88x, 2^21 0.74-0.82x, 2^22 0.87-0.94x, 2^23 0.84x; 2 cores of the 16-core Xeon host, four JVMs,
         * 2^19 0.68-0.78x, 2^20 0.79-1.10x, 2^21 0.89-1.14x, 2^22 0.88-1.17x (one JVM of the four above 1.0x from
         * 2^20); where AMD VMs read 1.10-1.46x from 2^20.
         */
        static final int INTEL_SIMD_MIN_INT_DUPLICATES = Integer.MAX_VALUE;


        /**
         * {@code teamSimdMin} ({@code long} keys), on every processor, and {@code teamSimdMinDouble} except on Intel's:
         * 2^17. Intel since the seventy-ninth session: 2 cores ({@code taskset}) of the 16-core Xeon host, the preset's
         * uniform, gaussian, staggered keys, the team against {@code Arrays.sort} (calls B and C, two JVMs each way):
         * the team from 2^17 read {@code long} 1.19-1.37x at 2^17, where the JDK's sort on both sides read
         * 0.99-1.01x; call D, every distribution in one JVM: 1.13-1.35x on the team, 0 of 16 cells below 0.95x. AMD
         * since the hundred-and-fifteenth session (2^18 from the fifty-fifth, whose Zen 5 VM read {@code long} 2^17
         * 1.10-1.30x on the team): the 2-core dev VM (Zen 5), the preset's 2^16 / 2^17 {@code long} / {@code double}
         * keys, two JVMs each way in turn, the faster JDK sort over ours: uniform, gaussian, bucket, staggered at 2^17
         * on the JDK's sort 0.94-0.99x ({@code long}) / 0.97-0.99x ({@code double}), on the team 1.06-1.65x /
         * 0.995-1.51x; 2^16 on the team 0.91-1.23x ({@code long}) / 0.95-0.99x ({@code double}), where the JDK's sort
         * read 0.94-0.98x: the JDK's sort keeps them.
         */
        static final int SIMD_MIN_64 = 1 << 17;

        /**
         * Intel's {@code teamSimdMinDouble}: 2^18. {@code double} keys from 2^17 read 1.01-1.58x in the seventy-ninth
         * session's calls B and C but 0.93 / 0.99 / 1.06x (staggered, uniform, gaussian) in call D's JVM; from 2^18
         * (call A, two JVMs each way, against 2^20, which the seventy-eighth session had set for Intel while the
         * classification clamped doubles: Splitters.linearCell) 1.16-1.41x at 2^18 and 1.17-1.67x at 2^19, against
         * 0.88-1.04x on the JDK's sort.
         */
        static final int INTEL_SIMD_MIN_DOUBLE = 1 << 18;

        /** {@code halvesMin}: see CpuConfig.HALVES_MIN for the measurements. */
        static final int HALVES_MIN = 1 << 15;

        /** {@code halvesMin32}: see CpuConfig.HALVES_MIN for the measurements. */
        static final int HALVES_MIN_32 = 1 << 16;

        /** Intel's {@code halvesMin32}: see CpuConfig.HALVES_MIN for the measurements. */
        static final int INTEL_HALVES_MIN_32 = 1 << 15;

        /**
         * {@code halvesBelow}, {@code halvesBelow32}, {@code halvesBelowInt}: see CpuConfig.HALVES_BELOW and
         * HALVES_BELOW_32 for the measurements.
         */
        static final int HALVES_BELOW = 1 << 21, HALVES_BELOW_32 = 1 << 23, HALVES_BELOW_INT = 1 << 21;

        /** {@code halvesMinDuplicates}: see CpuConfig.HALVES_MIN for the measurements. */
        static final int HALVES_MIN_DUPLICATES = 1 << 16;

        /** Intel's {@code halvesMinDuplicates}: see CpuConfig.HALVES_MIN for the measurements. */
        static final int INTEL_HALVES_MIN_DUPLICATES = 1 << 15;

        /** Checks the values the team cannot run with. */
        public Team {
            checkLogBuckets("samplesort.cpu.teamLogBuckets", logBuckets);
            if (structureMinThreads < 2) throw new IllegalArgumentException("samplesort.cpu.teamStructureMinThreads "
                    + "must be >= 2 (a team of one is the sequential pass): " + structureMinThreads);
            if (minThreads32 < 2) throw new IllegalArgumentException("samplesort.cpu.teamMinThreads32 must be >= 2 "
                    + "(a team of one is the sequential sort): " + minThreads32);
            if (minThreads < 2) throw new IllegalArgumentException("samplesort.cpu.teamMinThreads must be >= 2 (a "
                    + "team of one is the sequential sort): " + minThreads);
            if (spinMicros < 0) throw new IllegalArgumentException("samplesort.cpu.teamSpinMicros must be >= 0: "
                    + spinMicros);
            if (kvPackedMax < 0) throw new IllegalArgumentException("samplesort.cpu.teamKvPackedMax must be >= 0: "
                    + kvPackedMax);
            if (slicesPerMember < 1) throw new IllegalArgumentException("samplesort.cpu.teamSlicesPerMember must be "
                    + ">= 1: " + slicesPerMember);
            if (sliceMin < 1) throw new IllegalArgumentException("samplesort.cpu.teamSliceMin must be >= 1: "
                    + sliceMin);
            if (scalarMin < 2) throw new IllegalArgumentException("samplesort.cpu.teamScalarMin must be >= 2: "
                    + scalarMin);
            if (scalarBelow < 0) throw new IllegalArgumentException("samplesort.cpu.teamScalarBelow must be >= 0 "
                    + "(0: never): " + scalarBelow);
            if (splitMin < 0 || splitMin32 < 0 || splitBelow < 0 || splitTeamMin < 0) {
                throw new IllegalArgumentException("samplesort.cpu.splitMin, splitMin32, splitBelow and splitTeamMin "
                        + "must be >= 0 (0: never): " + splitMin + ", " + splitMin32 + ", " + splitBelow + ", "
                        + splitTeamMin);
            }
            if (scalarLeafLog < 1 || scalarLeafLog > 30) {
                throw new IllegalArgumentException("samplesort.cpu.teamScalarLeafLog must be in [1, 30]: "
                        + scalarLeafLog);
            }
            if (simdMin < 0 || simdMin32 < 0 || simdMinInt < 0) {
                throw new IllegalArgumentException("samplesort.cpu.teamSimdMin, teamSimdMin32 and teamSimdMinInt must "
                        + "be >= 0 (0: never): " + simdMin + ", " + simdMin32 + ", " + simdMinInt);
            }
            if (simdMinIntDuplicates < 0) {
                throw new IllegalArgumentException("samplesort.cpu.teamSimdMinIntDuplicates must be >= 0: "
                        + simdMinIntDuplicates);
            }
            if (simdMinLongDuplicates < 0) {
                throw new IllegalArgumentException("samplesort.cpu.teamSimdMinLongDuplicates must be >= 0 (0: never): "
                        + simdMinLongDuplicates);
            }
            if (halvesBelow < 0 || halvesBelow32 < 0 || halvesBelowInt < 0) {
                throw new IllegalArgumentException("samplesort.cpu.teamHalvesBelow, teamHalvesBelow32 and "
                        + "teamHalvesBelowInt must be >= 0: " + halvesBelow + ", " + halvesBelow32 + ", " + halvesBelowInt);
            }
            if (halvesMin < 0 || halvesMin32 < 0 || halvesMinDuplicates < 0) {
                throw new IllegalArgumentException("samplesort.cpu.teamHalvesMin, teamHalvesMin32 and "
                        + "teamHalvesMinDuplicates must be >= 0 (0: never): " + halvesMin + ", " + halvesMin32 + ", "
                        + halvesMinDuplicates);
            }
            if (simdMinDouble < 0) {
                throw new IllegalArgumentException("samplesort.cpu.teamSimdMinDouble must be >= 0 (0: never): "
                        + simdMinDouble);
            }
            if (simdLeafLog < 1 || simdLeafLog > 30) {
                throw new IllegalArgumentException("samplesort.cpu.teamSimdLeafLog must be in [1, 30]: " + simdLeafLog);
            }
            if (pairs64Min < 0 || pairs64Max < 0) {
                throw new IllegalArgumentException("samplesort.cpu.teamPairs64Min and teamPairs64Max must be >= 0: "
                        + pairs64Min + ", " + pairs64Max);
            }
            if (pairs64MinThreads < 2) {
                throw new IllegalArgumentException("samplesort.cpu.teamPairs64MinThreads must be >= 2 (a team of one "
                        + "is the sequential sort): " + pairs64MinThreads);
            }
            if (pairs64LeafLog < 1 || pairs64LeafLog > 30) {
                throw new IllegalArgumentException("samplesort.cpu.teamPairs64LeafLog must be in [1, 30]: "
                        + pairs64LeafLog);
            }
        }
    }

    /**
     * The hybrid with the JDK's sort (the reasons for each default are at the constants in {@code CpuConfig}):
     * whether it is on, and the sizes and counts at which keys-only sorts go to {@code Arrays.sort} or
     * {@code Arrays.parallelSort}, run detection and the equality fast paths apply.
     *
     * <p>{@code jdkSequentialBelow} ({@code samplesort.cpu.jdkSequentialBelow}, default 2^16): where the hybrid
     * hands a sort to the JDK, inputs below this size go to {@code Arrays.sort} unscanned, never to
     * {@code Arrays.parallelSort}. {@code runsSequentialBelow} ({@code samplesort.cpu.runsSequentialBelow}, default
     * 2^16, the same as jdkSequentialBelow): run-structured inputs below this size go to {@code Arrays.sort} (it
     * merges the runs), larger ones to {@code Arrays.parallelSort}.
     *
     * <p>{@code fewSequentialBelow} ({@code samplesort.cpu.fewSequentialBelow}, default 2^19), {@code fewMinDistinct}
     * and {@code fewMaxDistinct} ({@code samplesort.cpu.fewMinDistinct} 6, {@code samplesort.cpu.fewMaxDistinct}
     * 40): unstructured input the hybrid would hand to {@code parallelSort} goes to {@code Arrays.sort} below
     * fewSequentialBelow keys when a sample of 128 keys holds between fewMinDistinct and fewMaxDistinct distinct
     * values ({@code fewMinDistinct32}, {@code samplesort.cpu.fewMinDistinct32}, default 2: the lower bound for
     * int and float keys); for int, long and double keys (and float keys where the engine or the team would start)
     * with at most {@code fewFillMax} ({@code samplesort.cpu.fewFillMax}, default 4) distinct sampled values it first
     * counts each value's keys in parallel
     * pieces and, if they are all the keys, fills the range in order (no JDK sort at all). {@code runScanParallelMin} ({@code samplesort.cpu.runScanParallelMin}, default 2^20): with more than
     * two threads, the hybrid's check for one run (sorted, all equal, reversed) runs in parallel pieces from this
     * many keys on. {@code runsJdkMax} ({@code samplesort.cpu.runsJdkMax}, default 32): run-structured input of at
     * most this many runs (counted as the JDK counts them) goes to the JDK, which merges them; more runs go to the engine.
     * {@code jdkDuplicates64} / {@code jdkDuplicates64Below} (512 / 2^23): 64-bit keys where the JDK's sort is
     * sequential, whose top-level sample has equality buckets and at least that many distinct values (zipf), go to
     * the JDK below that size. {@code kvPackedDistinctMax} ({@code samplesort.cpu.kvPackedDistinctMax}, 2^22 where
     * {@link #JDK_SIMD_SORT_64}, else 2^20): where the JDK's sort is sequential, pairs up to this size whose 128-key
     * sample is nearly all distinct take the packed route too. {@code jdkMin32} ({@code samplesort.cpu.jdkMin32}, 2^25): int and float keys below this
     * size go to the JDK; with at least {@code jdkManyThreads32} threads ({@code samplesort.cpu.jdkManyThreads32},
     * 12), below {@code jdkMinMany32} ({@code samplesort.cpu.jdkMinMany32}, 2^22) instead. With a parallel common
     * pool and fewer than {@code jdkFewThreads} threads ({@code samplesort.cpu.jdkFewThreads}, 8), where
     * {@code parallelSort} scales as well as the engine, int and float keys go to the JDK below {@code jdkMinFew32}
     * ({@code samplesort.cpu.jdkMinFew32}, default Integer.MAX_VALUE: always) and long and double keys below
     * {@code jdkMinFew64} ({@code samplesort.cpu.jdkMinFew64}, 2^20) from {@code jdkFewThreads64}
     * ({@code samplesort.cpu.jdkFewThreads64}, 4) threads, below {@code jdkMinFewer64}
     * ({@code samplesort.cpu.jdkMinFewer64}, 2^24) with fewer (3: a two-worker common pool), and pairs with 32-bit keys up to
     * {@code kvPackedFewMax} ({@code samplesort.cpu.kvPackedFewMax}, 2^22) take the packed route. Where the JDK
     * would sort 64-bit keys (and packed pairs) sequentially, inputs of {@code twoRunsMin}
     * ({@code samplesort.cpu.twoRunsMin}, 2^11) up to below {@code twoRunsBelow} ({@code samplesort.cpu.twoRunsBelow},
     * 2^15; 0 switches the route off) keys that are two coarsely ascending sequences are sorted in two halves and
     * merged ({@code TwoRunsLong}). Key-value pairs of at least {@code kvFewMin} ({@code samplesort.cpu.kvFewMin},
     * 2^12) whose keys take at most {@code kvFewMax} ({@code samplesort.cpu.kvFewMax}, 16; below 2: off) values, all
     * of them in the 128-key sample, are sorted by a stable counting sort ({@code FewScatter}). On the team's route
     * (teamMinThreads+ threads, from teamMin), at the engine's sizes, and with the team's structure threads
     * (structureMinThreads+) from fewSequentialBelow, where the JDK would sort them, keys whose sample holds more than
     * fewFillMax, up to {@code fewTeamMax} ({@code samplesort.cpu.fewTeamMax}, 16) values are counted and filled. Keys
     * of every type from {@code fewFillMin}
     * ({@code samplesort.cpu.fewFillMin}, 2^12) whose sample holds 2 to fewFillMax values are counted and filled
     * wherever the JDK would sort them (on its sequential route up to fewSequentialMax values, below). The count and fill run in pieces of at least {@code fewFillPiece}
     * ({@code samplesort.cpu.fewFillPiece}, 2^20) keys, on the team (structureMinThreads+ threads) from
     * {@code fewTeamCountMin} ({@code samplesort.cpu.fewTeamCountMin}, 2^19) keys (CpuConfig.FEW_TEAM_COUNT_MIN). Int keys
     * on the team's route whose sample holds more than fewFillMax, up to fewTeamMax values (few16) go to
     * {@code Arrays.sort} below {@code dupSequentialBelow32} ({@code samplesort.cpu.dupSequentialBelow32}, 2^16, the
     * team's own bound for int keys since the forty-sixth session; 2^17 before), and
     * are counted from there. Int and float keys at the engine's sizes whose 128-key sample shows
     * duplicates, and whose wider sample of 4096 keys holds at most {@code fewWideMax}
     * ({@code samplesort.cpu.fewWideMax}, 512; 0: off) values, each seen twice or more, are counted by their hash
     * and filled; on the team too from {@code fewWideMin} ({@code samplesort.cpu.fewWideMin}, 2^16) keys. Float keys
     * at the engine's sizes whose samples show duplicates but not a few hundred values (zipf) stay on the engine
     * with at least {@code floatDuplicatesEngineThreads} ({@code samplesort.cpu.floatDuplicatesEngineThreads}, 12)
     * threads, int keys with as many threads from {@code intDuplicatesEngineMin}
     * ({@code samplesort.cpu.intDuplicatesEngineMin}, 2^23) keys; the others go to the JDK. Where the JDK's sort is sequential (one thread,
     * a one-worker common pool) keys (64-bit ones since the ninetieth session) from {@code fewWideSequentialMin}
     * ({@code samplesort.cpu.fewWideSequentialMin}, 2^15) whose 128-key sample holds 2 to fewTeamMax values, or
     * shows duplicates and whose wider sample holds at most fewWideMax values, are counted by their hash and filled.
     * Where the JDK's sort would be sequential, keys from {@code almostSortedMin} ({@code samplesort.cpu.almostSortedMin},
     * 2^16; from the engine's size where that is smaller; above Integer.MAX_VALUE: off) whose spread windows look
     * ascending with a few keys out of place are sorted by setting at most n / 2^{@code almostSortedSideLog}
     * ({@code samplesort.cpu.almostSortedSideLog}, 3) keys aside, sorting those and merging ({@code AlmostSorted});
     * where it would be {@code parallelSort}, from {@code almostSortedParallelMin}
     * ({@code samplesort.cpu.almostSortedParallelMin}, 2^18) keys on every thread, where the team takes the
     * structure routes (teamStructureMinThreads) from {@code almostSortedTeamMin}
     * ({@code samplesort.cpu.almostSortedTeamMin}, 2^16) keys as one team job. Below almostSortedMin, from
     * {@code almostSortedSmallMin} ({@code samplesort.cpu.almostSortedSmallMin}, 2^10; Integer.MAX_VALUE: off)
     * keys, the same route is tried last, where every run check has passed over the keys and the JDK's sequential
     * sort would take them, and where the team's sort would take them with up to {@code almostSortedLastThreads}
     * ({@code samplesort.cpu.almostSortedLastThreads}, 16) threads (64-bit keys at 2^15 on 8 threads and more).
     * Where the JDK's sort of the keys' width is scalar and sequential, keys from {@code jdkBelowScalar} (2^16) go
     * through the hybrid's scans and value counts, and what is left for the engine below {@code engineMinScalar}
     * ({@code samplesort.cpu.engineMinScalar}, 2^19) goes to {@code Arrays.sort}. Int and float keys at the engine's
     * sizes below {@code clusteredJdkBelow32} ({@code samplesort.cpu.clusteredJdkBelow32}, 2^23; 0: off) whose spread
     * probe shows each stretch of the input holding a narrow slice of the values (staggered) go to
     * {@code Arrays.parallelSort}, whose merges of such pieces are nearly copies; so are such keys with
     * teamMinThreads threads and a parallel pool where the JDK's sort would be sequential, int keys from
     * {@code clusteredSmallMinInt} ({@code samplesort.cpu.clusteredSmallMinInt}, 2^15), float keys from
     * {@code clusteredSmallMinFloat} ({@code samplesort.cpu.clusteredSmallMinFloat}, 2^14; above
     * Integer.MAX_VALUE: off). Run-structured keys (at most
     * runsJdkMax runs) are merged from the run scan's segments ({@code RunMerge}), not handed to the JDK: on one
     * thread from {@code runMergeMin} ({@code samplesort.cpu.runMergeMin}, 2^12) keys where the JDK's sort would be
     * sequential, on every thread from {@code runMergeParallelMin} ({@code samplesort.cpu.runMergeParallelMin},
     * 2^18; float and double keys) or {@code runMergeParallelMinInt} ({@code samplesort.cpu.runMergeParallelMinInt},
     * 2^19; int and long keys) with a parallel common pool (above Integer.MAX_VALUE: off); with such a pool more
     * runs than runsJdkMax below runMergeParallelMin go to {@code parallelSort}, and below {@code runMergeFewBelow}
     * ({@code samplesort.cpu.runMergeFewBelow}, 2^18; {@code long} keys {@code samplesort.cpu.runMergeFewBelowLong},
     * 2^17) a few runs are merged on one thread. With such a pool, from
     * {@code runProbeMin} ({@code samplesort.cpu.runProbeMin}, 2^12; above Integer.MAX_VALUE: off) keys a probe of
     * 64 short windows sends input it proves to be several runs, not one, straight to {@code parallelSort} where the
     * run scan's answer would have gone there anyway (the JDK scans it again); from {@code runSegmentsParallelMin}
     * ({@code samplesort.cpu.runSegmentsParallelMin}, 2^18; above Integer.MAX_VALUE: off) keys a few runs it proves,
     * where they are merged on every thread, have their segments found in a piece per thread, not by the one-thread
     * run scan; with teamMinThreads threads, from {@code runMergeTeamMin} ({@code samplesort.cpu.runMergeTeamMin},
     * 2^15; above Integer.MAX_VALUE: off) keys such runs are scanned and merged as one job of the team, from
     * {@code runMergeTeamManyMin} ({@code samplesort.cpu.runMergeTeamManyMin}, 2^13) where the probe saw 4 or more
     * turns. Up to {@code runFirstMax} ({@code samplesort.cpu.runFirstMax}, 2^15; 0: off) keys, and up to
     * runMergeTeamMin, the first run is read before the probe and one run finished in that pass; from
     * {@code oneRunTeamMin} ({@code samplesort.cpu.oneRunTeamMin}, 2^18; above Integer.MAX_VALUE: off) keys below
     * runScanParallelMin, one run the probe finds likely is checked and finished in pieces on the team. Where
     * {@code runScanBlocks} ({@code samplesort.cpu.runScanBlocks}; default: where {@link #JDK_SIMD_SORT}) the run
     * scan compares the neighbours of integral keys in vectorized blocks (256 keys; along an `int` run widening to
     * 2048), for {@code long} keys only where fewer than {@code runScanBlocksMax64}
     * ({@code samplesort.cpu.runScanBlocksMax64}, 2^21 on an Intel processor, {@link #INTEL}, 2^22 on AMD Zen 4,
     * {@link #ZEN4}, 2^18 elsewhere) keys
     * are left to scan (constant runs too). Below
     * runMergeMin, from
     * {@code runFirstSmallMin} ({@code samplesort.cpu.runFirstSmallMin}, 2^10) keys the first run is read before the
     * JDK's sort and one run finished in that pass; from {@code runMergeSmallMin} ({@code samplesort.cpu.runMergeSmallMin},
     * 2^10; from runMergeMin: off) keys whose ends and middle prove they are not one run have their first run read,
     * and where it holds a quarter of the keys or more, up to 4 of the run scan's segments are merged on this thread
     * (organ pipe: 2; two ascending runs: 3, the descent between them a segment of its own). Where {@code runsSimd} ({@code samplesort.cpu.runsSimd}) and the
     * JDK's sort of the keys' width is the intrinsic, 16 or more short runs the one-thread scan counted go to it with
     * its run merge refused (CpuConfig.RUNS_SIMD_MAX_LOG_N). Where {@code kvRunsLongSort}
     * ({@code samplesort.cpu.kvRunsLongSort}) and the common pool is parallel, run-structured 32-bit-keyed pairs on
     * the packed route have their packed words sorted by the hybrid for {@code long} keys (CpuConfig.KV_RUNS_LONG_SORT).
     * The count of a few values ({@code fillFew}) makes a vectorized pass per value for up to {@code fewPassMax32}
     * ({@code samplesort.cpu.fewPassMax32}, 16) values of int and float keys and {@code fewPassMax64}
     * ({@code samplesort.cpu.fewPassMax64}, 12) of long and double keys, one pass by the values' hash for more (below fewFillMin: a pass per value);
     * from {@code fewOrderMin32} ({@code samplesort.cpu.fewOrderMin32}, 6; 0: never) values of int keys within a span
     * below 2^31, those passes count the keys below each value instead (CpuConfig.FEW_ORDER_MIN_32), and from
     * {@code fewOrderWideMin32} ({@code samplesort.cpu.fewOrderWideMin32}, 10; 0: never) values over a wider span
     * against two clamped copies of each block (CpuConfig.FEW_ORDER_WIDE_MIN_32); {@code long} keys likewise from
     * {@code fewOrderMin64} (10) and {@code fewOrderWideMin64} (14) values where a pass per value counts them
     * (CpuConfig.FEW_ORDER_MIN_64). Where
     * the JDK's sort would be sequential (one thread, a one-worker pool, below the team's and parallelSort's sizes),
     * keys from fewFillMin whose first 2 x {@code fewSequentialMax} ({@code samplesort.cpu.fewSequentialMax}, 16)
     * keys hold at most that many values, not in order, and whose sample holds 2 to that many are counted and filled;
     * from {@code fewStartMin} ({@code samplesort.cpu.fewStartMin}, 2^8) keys, 2 to fewFillMax values in those first
     * keys are counted and filled at once, without the sample; below fewFillMin, from {@code fewSmallMin}
     * ({@code samplesort.cpu.fewSmallMin}, 2^10; from fewFillMin: off), up to fewSequentialMax values are looked for
     * and their sample counted too, where the first two windows of 8 keys repeat one each. Where {@code oneRunTeam64}
     * ({@code samplesort.cpu.oneRunTeam64}) and the pool has one worker (2 cores), 64-bit keys that the parallel
     * one-run check takes are checked, and reversed where they descend, on the team of both threads
     * (CpuConfig.ONE_RUN_TEAM_64), from {@code oneRunPairMin64} ({@code samplesort.cpu.oneRunPairMin64}, 2^22) keys or
     * presortParallelMin, whichever is fewer (CpuConfig.ONE_RUN_PAIR_MIN_64), a descending run only where
     * {@code oneRunPairDescending} ({@code samplesort.cpu.oneRunPairDescending}; default: on an Intel processor),
     * else by the one-thread scan (CpuConfig.oneRunPairDescending); where {@code fewCountPair} ({@code samplesort.cpu.fewCountPair}) and the pool has
     * one worker, the count and fill of a few values (from twice fewFillPiece 64-bit keys, from {@code fewPairMin32}
     * 32-bit keys, {@code samplesort.cpu.fewPairMin32}, 2^21 on an Intel processor and 2^22 elsewhere, or where the
     * keys times the count's passes over them reach {@code fewPairWorkMin}, {@code samplesort.cpu.fewPairWorkMin},
     * 2^23; a count by hash as 24 passes) run on that team too, and below those bounds on the calling thread alone
     * (CpuConfig.FEW_COUNT_PAIR, CpuConfig.fewPairMin32). Where {@code radixLeaf}
     * ({@code samplesort.cpu.radixLeaf}), sorts of {@code int} keys sort the engine's and the team's buckets whose
     * keys span at most 2^24 values by a radix sort (RadixLeaf), not the JDK's (CpuConfig.RADIX_LEAF);
     * {@code float} keys alike, by their bits, where {@code radixLeafFloat}
     * ({@code samplesort.cpu.radixLeafFloat}; CpuConfig.RADIX_LEAF_FLOAT). Pairs with 64-bit keys that reach the engine, fewer than
     * {@code kvMergeSortBelow64} ({@code samplesort.cpu.kvMergeSortBelow64}, 2^15; 0: never; where the team's level
     * would take them, {@code kvMergeSortTeamBelow64}, {@code samplesort.cpu.kvMergeSortTeamBelow64}, 2^13), whose
     * keys ascend at a distance (staggered), are sorted by the stable merge sort with insertion leaves
     * (CpuConfig.KV_MERGE_SORT_BELOW_64). Where the common pool has 2 to 7 workers, {@code Arrays.parallelSort} is
     * a parallel quicksort, and keys (and 32-bit-key pairs' packed words) that the hybrid would hand to
     * {@code Arrays.sort} below jdkSequentialBelow go to it from {@code jdkQuicksortMin}
     * ({@code samplesort.cpu.jdkQuicksortMin}, 2^14) keys on (CpuConfig.jdkQuicksort). Packed words of 32-bit-key
     * pairs whose keys are many runs (more than runsJdkMax) go to the team of every thread where the JDK's sort
     * would be sequential only from {@code kvManyRunsTeamMin} ({@code samplesort.cpu.kvManyRunsTeamMin}, 2^14);
     * below, to the JDK's sort, which merges them. Integral keys (and pairs with such keys, stably) on their way to the
     * JDK's sort or the team's, from
     * {@code denseMin} ({@code samplesort.cpu.denseMin}, 2^9) keys, whose values lie among at most as many
     * consecutive integers as there are keys and at most {@code denseSpanMax} ({@code samplesort.cpu.denseSpanMax},
     * 2^20; 0: off), are counted and written back (DenseCount); where the JDK's sort beside it is parallel, only up
     * to {@code denseParallelMax} ({@code samplesort.cpu.denseParallelMax}, 2^16) keys; above it, keys within a span
     * of at most {@code denseTeamSpanMax} ({@code samplesort.cpu.denseTeamSpanMax}, 2^16; 0: never) values, and one
     * value for at least two keys of each member's slice, are counted on the team. Where the JDK's sort is sequential
     * beside a team (2 cores: a one-worker pool), keys from {@code denseWideMin} ({@code samplesort.cpu.denseWideMin},
     * 2^20 on an Intel processor, 2^21 elsewhere; 0: never) within a span of at most {@code denseWideSpanMax}
     * ({@code samplesort.cpu.denseWideSpanMax}, 2^23) values and one a key are counted on the team of both threads,
     * the exact span found first ({@code float} / {@code double} keys that hold such integers too, DenseCountFp.wide).
     * A sort of fewer than {@code concurrentParallelMin} ({@code samplesort.cpu.concurrentParallelMin}, 2^20; 0: off)
     * keys that enters the engine while other sorts of at least CpuConfig.CONCURRENT_MIN keys are in it, one for every
     * four threads (at least one; a sort of concurrentParallelMin keys or more counting as a quarter of the threads),
     * runs on the calling thread alone, as on one core (CpuConfig.concurrentThreads, CpuConfig.weight); beside fewer
     * others, on its threads but without the spinning team (CpuConfig.teamBeside). Where {@code manyRunsUnstructured}
     * ({@code samplesort.cpu.manyRunsUnstructured}, true), with the team's threads and below runMergeParallelMin,
     * more runs than runsJdkMax are sorted as unstructured keys, not by parallelSort (CpuConfig.manyRunsUnstructured).
     * Where other programs keep all but about one of the allowed cores busy (two windows of
     * {@code busyCoresMillis}, {@code samplesort.cpu.busyCoresMillis}, 100 ms, in a row; 0: off), a sort of at
     * least CpuConfig.CONCURRENT_MIN keys runs on the calling thread alone (CpuConfig.busyThreads, BusyCores).
     * `long` keys that the sequential route would give {@code Arrays.sort}, from {@code topDigitMin64}
     * ({@code samplesort.cpu.topDigitMin64}, 2^12) to below {@code topDigitBelow64} ({@code samplesort.cpu.topDigitBelow64},
     * 2^17; 0: never), are sorted by one pass on their top bits and an insertion pass where a sorted sample finds them
     * spread (TopDigit, CpuConfig.TOP_DIGIT_MIN_64); where {@code topDigitBeforeHalves}
     * ({@code samplesort.cpu.topDigitBeforeHalves}, true but on an Intel processor), before the two-thread halves too.
     * Where {@code topDigitDoubles} ({@code samplesort.cpu.topDigitDoubles}, true), `double` keys that all hold
     * integers take it too, as the `long`s they equal. `long` keys whose sample shows equal keys take it only from
     * {@code topDigitDuplicatesMin64} ({@code samplesort.cpu.topDigitDuplicatesMin64}, 2^13, but 0 on an Intel
     * processor: at every size) (CpuConfig.TOP_DIGIT_DUPLICATES_MIN_64).
     * Where {@code parUnmerged} ({@code samplesort.cpu.parUnmerged}, true), `int` and `long` keys that a route hands
     * to {@code parallelSort} and whose first two runs (as the JDK reads runs) interleave and are short enough for
     * more than runsJdkMax runs have that sort's run merge refused (CpuConfig.PAR_UNMERGED); where
     * {@code parUnmergedFp} ({@code samplesort.cpu.parUnmergedFp}, true), `float` and `double` keys too. Where
     * {@code manyRunsUnmerged} ({@code samplesort.cpu.manyRunsUnmerged}, true), more runs than runsJdkMax go to that
     * unmerged {@code parallelSort} rather than the engine where the keys are below the JDK's sizes with 3 to
     * jdkFewThreads - 1 threads, `long` / `double` keys only below {@code manyRunsUnmergedBelow64}
     * ({@code samplesort.cpu.manyRunsUnmergedBelow64}, 2^19) (CpuConfig.manyRunsUnmerged). Where
     * {@code clusteredEngine} ({@code samplesort.cpu.clusteredEngine}, true), value-clustered keys (staggered) that the
     * JDK's size rules would give {@code parallelSort} go to the engine on 3 to jdkFewThreads - 1 threads from
     * {@code clusteredEngineMin32} ({@code samplesort.cpu.clusteredEngineMin32}, 2^21) `int` / `float` keys and
     * {@code clusteredEngineMin64} ({@code samplesort.cpu.clusteredEngineMin64}, 2^18) `long` / `double` keys, and
     * on more threads `int` / `float` keys from clusteredJdkBelow32 (CpuConfig.clusteredEngine).
     */
    public record Hybrid(boolean on, boolean jdkOneThread, int jdkMin32, int jdkManyThreads32, int jdkMinMany32,
                         int jdkMin64,
                         int jdkKeysPerThread64, int jdkBelowScalar, int runMax, int jdkDuplicates32,
                         boolean fillEqual, int kvPackedMax, int kvPackedSequentialMax, int kvPackedDistinctMax,
                         int presortParallelMin, int jdkSequentialBelow,
                         int runsSequentialBelow, int fewSequentialBelow, int fewMinDistinct,
                         int fewMinDistinct32, int fewMaxDistinct, int fewFillMax, int runScanParallelMin,
                         int runsJdkMax, int jdkDuplicates64, int jdkDuplicates64Below, int jdkFewThreads,
                         int jdkMinFew32, int jdkMinFew64, int jdkFewThreads64, int jdkMinFewer64,
                         int kvPackedFewMax, int twoRunsMin, int twoRunsBelow,
                         int kvFewMin, int kvFewMax, int fewTeamMax, int fewFillMin, int fewFillPiece,
                         int fewTeamCountMin,
                         int dupSequentialBelow32, int fewWideMax, int fewWideMin, int floatDuplicatesEngineThreads,
                         int intDuplicatesEngineMin,
                         int fewWideSequentialMin, int almostSortedMin, int almostSortedSideLog,
                         int engineMinScalar, int clusteredJdkBelow32, int almostSortedParallelMin,
                         int runMergeMin, int runMergeParallelMin, int runMergeParallelMinInt,
                         int runMergeFewBelow, int runMergeFewBelowLong, int runProbeMin,
                         int runSegmentsParallelMin, int runSegmentsMax, int runSegmentsManyMin,
                         int runMergeTeamMin, int runMergeTeamManyMin, int runFirstMax, int oneRunTeamMin,
                         boolean runScanBlocks, int runScanBlocksMax64, int runFirstSmallMin, boolean runsSimd,
                         boolean kvRunsLongSort, int fewPassMax32, int fewPassMax64, int fewOrderMin32, int fewOrderWideMin32,
                         int fewOrderMin64, int fewOrderWideMin64, int fewSequentialMax,
                         int fewStartMin, int almostSortedSmallMin, int clusteredSmallMinInt,
                         int clusteredSmallMinFloat, boolean oneRunTeam64, int oneRunPairMin64,
                         boolean oneRunPairDescending,
                         boolean fewCountPair, boolean radixLeaf, boolean radixLeafFloat, int kvMergeSortBelow64,
                         int kvMergeSortTeamBelow64, int jdkQuicksortMin, int almostSortedTeamMin,
                         int kvManyRunsTeamMin, int almostSortedLastThreads, int denseMin, int denseSpanMax,
                         int denseParallelMax, int denseTeamSpanMax, int denseWideMin,
                         int denseWideSpanMax, int fewPairWorkMin, int fewPairMin32, int runMergeSmallMin,
                         int fewSmallMin, int concurrentParallelMin, boolean manyRunsUnstructured,
                         int busyCoresMillis, int topDigitMin64, int topDigitBelow64,
                         boolean topDigitBeforeHalves, boolean topDigitDoubles,
                         boolean parUnmerged, boolean parUnmergedFp, boolean manyRunsUnmerged,
                         int manyRunsUnmergedBelow64, int topDigitDuplicatesMin64, boolean clusteredEngine,
                         int clusteredEngineMin32, int clusteredEngineMin64) {

        static Hybrid from(Properties p) {
            return new Hybrid(
                    p.flag("samplesort.cpu.hybrid", true),
                    p.flag("samplesort.cpu.jdkOneThread", JDK_SIMD_SORT),
                    p.intValue("samplesort.cpu.jdkMin32", 1 << 25),
                    p.intValue("samplesort.cpu.jdkManyThreads32", 12),
                    p.intValue("samplesort.cpu.jdkMinMany32", 1 << 22),
                    p.intValue("samplesort.cpu.jdkMin64", 1 << 21),
                    p.intValue("samplesort.cpu.jdkKeysPerThread64", 1 << 17),
                    p.intValue("samplesort.cpu.jdkBelowScalar", 1 << 16),
                    p.intValue("samplesort.cpu.runMax", 5 << 10),
                    p.intValue("samplesort.cpu.jdkDuplicates32", 17),
                    p.flag("samplesort.cpu.fillEqual", true),
                    p.intValue("samplesort.cpu.kvPackedMax", 1 << 17),
                    p.intValue("samplesort.cpu.kvPackedSequentialMax", 1 << 20),
                    p.intValue("samplesort.cpu.kvPackedDistinctMax", JDK_SIMD_SORT_64 ? 1 << 22 : 1 << 20),
                    p.intValue("samplesort.cpu.presortParallelMin", 1 << 23),
                    p.intValue("samplesort.cpu.jdkSequentialBelow", 1 << 16),
                    p.intValue("samplesort.cpu.runsSequentialBelow", 1 << 16),
                    p.intValue("samplesort.cpu.fewSequentialBelow", 1 << 19),
                    p.intValue("samplesort.cpu.fewMinDistinct", 6),
                    p.intValue("samplesort.cpu.fewMinDistinct32", 2),
                    p.intValue("samplesort.cpu.fewMaxDistinct", 40),
                    p.intValue("samplesort.cpu.fewFillMax", 4),
                    p.intValue("samplesort.cpu.runScanParallelMin", 1 << 20),
                    p.intValue("samplesort.cpu.runsJdkMax", 32),
                    p.intValue("samplesort.cpu.jdkDuplicates64", 512),
                    p.intValue("samplesort.cpu.jdkDuplicates64Below", 1 << 23),
                    p.intValue("samplesort.cpu.jdkFewThreads", 8),
                    p.intValue("samplesort.cpu.jdkMinFew32", Integer.MAX_VALUE),
                    p.intValue("samplesort.cpu.jdkMinFew64", 1 << 20),
                    p.intValue("samplesort.cpu.jdkFewThreads64", 4),
                    p.intValue("samplesort.cpu.jdkMinFewer64", 1 << 24),
                    p.intValue("samplesort.cpu.kvPackedFewMax", 1 << 22),
                    p.intValue("samplesort.cpu.twoRunsMin", 1 << 11),
                    p.intValue("samplesort.cpu.twoRunsBelow", 1 << 15),
                    p.intValue("samplesort.cpu.kvFewMin", 1 << 12),
                    p.intValue("samplesort.cpu.kvFewMax", 16),
                    p.intValue("samplesort.cpu.fewTeamMax", 16),
                    p.intValue("samplesort.cpu.fewFillMin", 1 << 12),
                    p.intValue("samplesort.cpu.fewFillPiece", 1 << 20),
                    p.intValue("samplesort.cpu.fewTeamCountMin", 1 << 19),
                    p.intValue("samplesort.cpu.dupSequentialBelow32", 1 << 16),
                    p.intValue("samplesort.cpu.fewWideMax", 512),
                    p.intValue("samplesort.cpu.fewWideMin", 1 << 16),
                    p.intValue("samplesort.cpu.floatDuplicatesEngineThreads", 12),
                    p.intValue("samplesort.cpu.intDuplicatesEngineMin", 1 << 23),
                    p.intValue("samplesort.cpu.fewWideSequentialMin", 1 << 15),
                    p.intValue("samplesort.cpu.almostSortedMin", 1 << 16),
                    p.intValue("samplesort.cpu.almostSortedSideLog", 3),
                    p.intValue("samplesort.cpu.engineMinScalar", 1 << 19),
                    p.intValue("samplesort.cpu.clusteredJdkBelow32", 1 << 23),
                    p.intValue("samplesort.cpu.almostSortedParallelMin", 1 << 18),
                    p.intValue("samplesort.cpu.runMergeMin", 1 << 12),
                    p.intValue("samplesort.cpu.runMergeParallelMin", 1 << 18),
                    p.intValue("samplesort.cpu.runMergeParallelMinInt", 1 << 19),
                    p.intValue("samplesort.cpu.runMergeFewBelow", 1 << 18),
                    p.intValue("samplesort.cpu.runMergeFewBelowLong", 1 << 17),
                    p.intValue("samplesort.cpu.runProbeMin", 1 << 12),
                    p.intValue("samplesort.cpu.runSegmentsParallelMin", 1 << 18),
                    p.intValue("samplesort.cpu.runSegmentsMax", 128),
                    p.intValue("samplesort.cpu.runSegmentsManyMin", 1 << 23),
                    p.intValue("samplesort.cpu.runMergeTeamMin", 1 << 15),
                    p.intValue("samplesort.cpu.runMergeTeamManyMin", 1 << 13),
                    p.intValue("samplesort.cpu.runFirstMax", 1 << 15),
                    p.intValue("samplesort.cpu.oneRunTeamMin", 1 << 18),
                    p.flag("samplesort.cpu.runScanBlocks", JDK_SIMD_SORT),
                    p.intValue("samplesort.cpu.runScanBlocksMax64", INTEL ? 1 << 21 : ZEN4 ? 1 << 22 : 1 << 18),
                    p.intValue("samplesort.cpu.runFirstSmallMin", 1 << 10),
                    p.flag("samplesort.cpu.runsSimd", true),
                    p.flag("samplesort.cpu.kvRunsLongSort", true),
                    p.intValue("samplesort.cpu.fewPassMax32", 16),
                    p.intValue("samplesort.cpu.fewPassMax64", 12),
                    p.intValue("samplesort.cpu.fewOrderMin32", 6),
                    p.intValue("samplesort.cpu.fewOrderWideMin32", 10),
                    p.intValue("samplesort.cpu.fewOrderMin64", 10),
                    p.intValue("samplesort.cpu.fewOrderWideMin64", 14),
                    p.intValue("samplesort.cpu.fewSequentialMax", 16),
                    p.intValue("samplesort.cpu.fewStartMin", 1 << 8),
                    p.intValue("samplesort.cpu.almostSortedSmallMin", 1 << 10),
                    p.intValue("samplesort.cpu.clusteredSmallMinInt", 1 << 15),
                    p.intValue("samplesort.cpu.clusteredSmallMinFloat", 1 << 14),
                    p.flag("samplesort.cpu.oneRunTeam64", true),
                    p.intValue("samplesort.cpu.oneRunPairMin64", 1 << 22),
                    p.flag("samplesort.cpu.oneRunPairDescending", INTEL),
                    p.flag("samplesort.cpu.fewCountPair", true),
                    p.flag("samplesort.cpu.radixLeaf", true),
                    p.flag("samplesort.cpu.radixLeafFloat", true),
                    p.intValue("samplesort.cpu.kvMergeSortBelow64", 1 << 15),
                    p.intValue("samplesort.cpu.kvMergeSortTeamBelow64", 1 << 13),
                    p.intValue("samplesort.cpu.jdkQuicksortMin", 1 << 14),
                    p.intValue("samplesort.cpu.almostSortedTeamMin", 1 << 16),
                    p.intValue("samplesort.cpu.kvManyRunsTeamMin", 1 << 14),
                    p.intValue("samplesort.cpu.almostSortedLastThreads", 16),
                    p.intValue("samplesort.cpu.denseMin", 1 << 9),
                    p.intValue("samplesort.cpu.denseSpanMax", 1 << 20),
                    p.intValue("samplesort.cpu.denseParallelMax", 1 << 16),
                    p.intValue("samplesort.cpu.denseTeamSpanMax", 1 << 16),
                    p.intValue("samplesort.cpu.denseWideMin", INTEL ? 1 << 20 : 1 << 21),
                    p.intValue("samplesort.cpu.denseWideSpanMax", 1 << 23),
                    p.intValue("samplesort.cpu.fewPairWorkMin", 1 << 23),
                    p.intValue("samplesort.cpu.fewPairMin32", INTEL ? 1 << 21 : 1 << 22),
                    p.intValue("samplesort.cpu.runMergeSmallMin", 1 << 10),
                    p.intValue("samplesort.cpu.fewSmallMin", 1 << 10),
                    p.intValue("samplesort.cpu.concurrentParallelMin", 1 << 20),
                    p.flag("samplesort.cpu.manyRunsUnstructured", true),
                    p.intValue("samplesort.cpu.busyCoresMillis", 100),
                    p.intValue("samplesort.cpu.topDigitMin64", 1 << 12),
                    p.intValue("samplesort.cpu.topDigitBelow64", 1 << 17),
                    p.flag("samplesort.cpu.topDigitBeforeHalves", !INTEL),
                    p.flag("samplesort.cpu.topDigitDoubles", true),
                    p.flag("samplesort.cpu.parUnmerged", true),
                    p.flag("samplesort.cpu.parUnmergedFp", true),
                    p.flag("samplesort.cpu.manyRunsUnmerged", true),
                    p.intValue("samplesort.cpu.manyRunsUnmergedBelow64", 1 << 19),
                    p.intValue("samplesort.cpu.topDigitDuplicatesMin64", INTEL ? 0 : 1 << 13),
                    p.flag("samplesort.cpu.clusteredEngine", true),
                    p.intValue("samplesort.cpu.clusteredEngineMin32", 1 << 21),
                    p.intValue("samplesort.cpu.clusteredEngineMin64", 1 << 18));
        }

        /** Checks the values the hybrid cannot run with. */
        public Hybrid {
            if (denseMin < 0 || denseSpanMax < 0 || denseParallelMax < 0 || denseTeamSpanMax < 0 || denseWideMin < 0
                    || denseWideSpanMax < 0) {
                throw new IllegalArgumentException("samplesort.cpu.denseMin, denseSpanMax, denseParallelMax, "
                        + "denseTeamSpanMax, denseWideMin and denseWideSpanMax must be >= 0 (denseSpanMax 0: no dense "
                        + "count; denseTeamSpanMax, denseWideMin, denseWideSpanMax 0: none on the team): " + denseMin
                        + ", " + denseSpanMax + ", " + denseParallelMax + ", " + denseTeamSpanMax + ", " + denseWideMin
                        + ", " + denseWideSpanMax);
            }
            if (topDigitMin64 < 0 || topDigitBelow64 < 0) throw new IllegalArgumentException(
                    "samplesort.cpu.topDigitMin64 and topDigitBelow64 must be >= 0 (the one-thread `long` sort by the "
                    + "keys' top bits from topDigitMin64 keys and below topDigitBelow64; 0 below: none): "
                    + topDigitMin64 + ", " + topDigitBelow64);
            if (fewOrderMin32 < 0) throw new IllegalArgumentException("samplesort.cpu.fewOrderMin32 must be >= 0 (the "
                    + "few-values count of int keys by order from this many values; 0: never): " + fewOrderMin32);
            if (fewOrderWideMin32 < 0) throw new IllegalArgumentException("samplesort.cpu.fewOrderWideMin32 must be >= 0 "
                    + "(the few-values count of int keys by order over a span of 2^31 or more from this many values; 0: "
                    + "never): " + fewOrderWideMin32);
            if (fewOrderMin64 < 0 || fewOrderWideMin64 < 0) throw new IllegalArgumentException(
                    "samplesort.cpu.fewOrderMin64 and fewOrderWideMin64 must be >= 0 (the few-values count of long keys "
                    + "by order from this many values, within a span below 2^63 and wider; 0: never): " + fewOrderMin64
                    + ", " + fewOrderWideMin64);
            if (topDigitDuplicatesMin64 < 0) throw new IllegalArgumentException(
                    "samplesort.cpu.topDigitDuplicatesMin64 must be >= 0 (`long` keys whose TopDigit sample holds "
                    + "equal keys take TopDigit only from this many; 0: at every size): " + topDigitDuplicatesMin64);
            if (clusteredEngineMin32 < 0 || clusteredEngineMin64 < 0) throw new IllegalArgumentException(
                    "samplesort.cpu.clusteredEngineMin32 and clusteredEngineMin64 must be >= 0 (value-clustered keys "
                    + "from this many go to the engine on 3 to jdkFewThreads - 1 threads): " + clusteredEngineMin32
                    + ", " + clusteredEngineMin64);
            if (manyRunsUnmergedBelow64 < 0) throw new IllegalArgumentException(
                    "samplesort.cpu.manyRunsUnmergedBelow64 must be >= 0 (`long` / `double` keys in many runs below "
                    + "this many go to parallelSort with its run merge refused; 0: none): " + manyRunsUnmergedBelow64);
            if (busyCoresMillis < 0 || busyCoresMillis > 60_000) throw new IllegalArgumentException(
                    "samplesort.cpu.busyCoresMillis must be 0 to 60000 (the window of the busy-cores reading in ms; "
                    + "0: off, a sort's threads never depend on other programs): " + busyCoresMillis);
            if (concurrentParallelMin < 0) throw new IllegalArgumentException(
                    "samplesort.cpu.concurrentParallelMin must be >= 0 (0: a sort's threads never depend on the sorts "
                    + "beside it): " + concurrentParallelMin);
            if (jdkQuicksortMin < 0) throw new IllegalArgumentException(
                    "samplesort.cpu.jdkQuicksortMin must be >= 0 (0: every size the JDK's sequential sort takes): "
                    + jdkQuicksortMin);
            if (kvMergeSortBelow64 < 0 || kvMergeSortTeamBelow64 < 0) throw new IllegalArgumentException(
                    "samplesort.cpu.kvMergeSortBelow64 and kvMergeSortTeamBelow64 must be >= 0 (0: never): "
                    + kvMergeSortBelow64 + ", " + kvMergeSortTeamBelow64);
            if (almostSortedSideLog < 1 || almostSortedSideLog > 16) throw new IllegalArgumentException(
                    "samplesort.cpu.almostSortedSideLog must be 1 to 16 (at most n / 2^that keys set aside): "
                    + almostSortedSideLog);
            if (oneRunPairMin64 < 0) throw new IllegalArgumentException("samplesort.cpu.oneRunPairMin64 must be >= 0 "
                    + "(64-bit keys from which the one-run check runs on both threads of 2 cores; at most "
                    + "presortParallelMin counts): " + oneRunPairMin64);
            if (fewPairWorkMin < 0) throw new IllegalArgumentException("samplesort.cpu.fewPairWorkMin must be >= 0 "
                    + "(keys x passes from which a few-values count runs on both threads of 2 cores): "
                    + fewPairWorkMin);
            if (fewPairMin32 < 0) throw new IllegalArgumentException("samplesort.cpu.fewPairMin32 must be >= 0 "
                    + "(32-bit keys from which a few-values count runs on both threads of 2 cores whatever its "
                    + "passes): " + fewPairMin32);
            if (fewFillPiece < 1) throw new IllegalArgumentException("samplesort.cpu.fewFillPiece must be >= 1 (keys "
                    + "per piece of the few-values count): " + fewFillPiece);
            if (fewTeamCountMin < 1) throw new IllegalArgumentException("samplesort.cpu.fewTeamCountMin must be >= 1 "
                    + "(keys from which the team counts and fills a few values): " + fewTeamCountMin);
            if (fewSequentialMax < 0 || fewSequentialMax > 64) throw new IllegalArgumentException(
                    "samplesort.cpu.fewSequentialMax must be 0 to 64 (values the sequential route's first keys may hold "
                    + "before it samples them; below 2: off): " + fewSequentialMax);
        }
    }

    /**
     * Whether the JDK's {@code Arrays.sort} is (very likely) the x86-simd-sort intrinsic here. Only then are leaf
     * sorts worth it: with the scalar JDK sort as the leaf sorter, `long[2^24]` takes 1.20 s instead of 0.95 s with
     * our own recursion down to insertion sort (docs/CPU-LOG.md). {@code -Dsamplesort.cpu.jdkSimdSort=true|false}
     * overrides the detection (read once, at class load).
     *
     * <p>Detected without {@code java.lang.management} where possible: HotSpot maps its {@code libsimdsort} only
     * on x86-64 CPUs with AVX2 or AVX-512 and {@code -XX:UseAVX} of 2 or more, so on Linux {@code /proc/self/maps}
     * answers (about 1 ms). The HotSpot diagnostic MXBean (UseAVX, DisableIntrinsic) answered the same in 15-20 ms
     * of a fresh JVM's first sort (2 cores, twenty-fifth session: the first {@code Sorter.cpu().sort(int[2])}
     * took 31-35 ms with it, 13-17 without; docs/CPU-LOG.md, "A fresh JVM"), so it is asked only where no maps file
     * can be read. The maps do not show {@code -XX:DisableIntrinsic=_arraySort} (a diagnostic option), for which
     * the override is there. If neither source answers, x86-64 counts as yes.
     */
    public static final boolean JDK_SIMD_SORT = detectSimdSort();

    private static boolean detectSimdSort() {
        String forced = System.getProperty("samplesort.cpu.jdkSimdSort", "").trim();
        if (!forced.isEmpty()) return Boolean.parseBoolean(forced);
        String arch = System.getProperty("os.arch", "");
        if (!arch.equals("amd64") && !arch.equals("x86_64")) return false;
        try {
            // bytes, not text (a mapped file's path need not be valid UTF-8), and java.io, which the JVM has loaded
            // already (java.nio.file's channels cost 3-4 ms more in a fresh JVM)
            byte[] maps;
            try (var in = new java.io.FileInputStream("/proc/self/maps")) {
                maps = in.readAllBytes();
            }
            return new String(maps, java.nio.charset.StandardCharsets.ISO_8859_1).contains("libsimdsort");
        } catch (java.io.IOException | RuntimeException noMaps) {
            // not Linux (or no procfs): the MXBean below
        }
        try {
            com.sun.management.HotSpotDiagnosticMXBean b = java.lang.management.ManagementFactory
                    .getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
            if (Integer.parseInt(b.getVMOption("UseAVX").getValue()) < 2) return false;
            try {
                if (b.getVMOption("DisableIntrinsic").getValue().contains("_arraySort")) return false;
            } catch (IllegalArgumentException notUnlocked) {
                // diagnostic options are locked, so the intrinsic cannot have been disabled
            }
            return true;
        } catch (Throwable noManagement) {
            return true;
        }
    }

    /**
     * Whether the JDK's sort of 64-bit keys ({@code long[]}, {@code double[]}) is the intrinsic too. HotSpot (JDK 25,
     * {@code VM_Version::supports_avx512_simd_sort} and {@code supports_simd_sort}) sorts 64-bit keys with SIMD only
     * in the AVX-512 version of x86-simd-sort, which needs AVX512DQ and {@code -XX:UseAVX=3} and is switched off on
     * AMD family 19h (Zen 4); the AVX2 version sorts int and float only. On such a CPU
     * {@code Arrays.sort(long[])} is the scalar dual-pivot quicksort (2-core Zen 4 VM: 70-74 ms for 2^20 keys with
     * or without {@code -XX:DisableIntrinsic=_arraySort}, against 12 ms for {@code int[2^20]}), and the engine
     * beats it 1.2-3.2x from 2^16 keys (docs/CPU-LOG.md, "Issue 14, thirtieth session"). Read from the first processor
     * of {@code /proc/cpuinfo} (about 0.1 ms) and the {@code -XX:UseAVX} of the command line and the JVM's option
     * variables; where those cannot be read, the answer is {@link #JDK_SIMD_SORT}'s, the hybrid's behaviour
     * before. {@code -Dsamplesort.cpu.jdkSimdSort64=true|false} overrides it.
     */
    public static final boolean JDK_SIMD_SORT_64 = detectSimdSort64();

    /** The first processor's block of {@code /proc/cpuinfo} (null: unread), read once for the detections below. */
    private static String cpuinfo;

    private static boolean detectSimdSort64() {
        String forced = System.getProperty("samplesort.cpu.jdkSimdSort64", "").trim();
        if (!forced.isEmpty()) return Boolean.parseBoolean(forced);
        if (!JDK_SIMD_SORT) return false;
        String cpu = firstCpuinfo();
        return cpu == null || simdSort64(cpu, useAvx());
    }

    /**
     * The first processor's block of {@code /proc/cpuinfo}, or null where it cannot be read. Only that block: the
     * kernel writes the file a processor at a time, and all of it takes milliseconds on a machine with a hundred
     * cores.
     */
    private static String firstCpuinfo() {
        if (cpuinfo != null) return cpuinfo;
        String cpu;
        try (var in = new java.io.FileInputStream("/proc/cpuinfo")) {
            byte[] head = new byte[16 << 10];
            int len = 0;
            for (int r; len < head.length && (r = in.read(head, len, head.length - len)) > 0; ) len += r;
            cpu = new String(head, 0, len, java.nio.charset.StandardCharsets.ISO_8859_1);
        } catch (java.io.IOException | RuntimeException noCpuinfo) {
            return null;
        }
        int end = cpu.indexOf("\n\n");
        return cpuinfo = end < 0 ? cpu : cpu.substring(0, end);
    }

    /**
     * Whether this processor is Intel's ({@code vendor_id GenuineIntel} in {@code /proc/cpuinfo};
     * {@code -Dsamplesort.cpu.intel=true|false} overrides it): some defaults differ there. On Intel cores the
     * engine's scalar classification and scatter take 3-4x the time per key that AMD's take, while the JDK's int
     * sort is the AVX-512 intrinsic on both, so the two-thread team sorts that beat {@code Arrays.sort} on AMD
     * VMs (Zen 4 / Zen 5) lose to it on a 2-core Intel Xeon VM below the sizes {@link Team#from} gives
     * (docs/CPU-LOG.md, seventy-sixth session). Where the file cannot be read, not Intel (the defaults measured
     * first).
     */
    public static final boolean INTEL = detectIntel();

    private static boolean detectIntel() {
        String forced = System.getProperty("samplesort.cpu.intel", "").trim();
        if (!forced.isEmpty()) return Boolean.parseBoolean(forced);
        String cpu = firstCpuinfo();
        return cpu != null && intel(cpu);
    }

    /**
     * Whether this processor is an AMD Zen 4 ({@code AuthenticAMD}, {@code cpu family 25} with {@code avx512f}, which
     * Zen 3 of the same family lacks; {@code -Dsamplesort.cpu.zen4=true|false} overrides it): the run scan's blocks
     * of `long` keys there (CpuConfig.RUN_SCAN_BLOCKS_MAX_64). Where the file cannot be read, not Zen 4.
     */
    public static final boolean ZEN4 = detectZen4();

    private static boolean detectZen4() {
        String forced = System.getProperty("samplesort.cpu.zen4", "").trim();
        if (!forced.isEmpty()) return Boolean.parseBoolean(forced);
        String cpu = firstCpuinfo();
        return cpu != null && zen4(cpu);
    }

    /** Whether a {@code /proc/cpuinfo} block describes an AMD Zen 4 processor (see {@link #ZEN4}). */
    static boolean zen4(String cpuinfo) {
        String flags = cpuinfoField(cpuinfo, "flags");
        return "AuthenticAMD".equals(cpuinfoField(cpuinfo, "vendor_id"))
                && "25".equals(cpuinfoField(cpuinfo, "cpu family")) && flags != null && hasWord(flags, "avx512f");
    }

    /** Whether a {@code /proc/cpuinfo} block describes an Intel processor. */
    static boolean intel(String cpuinfo) {
        return "GenuineIntel".equals(cpuinfoField(cpuinfo, "vendor_id"));
    }

    /**
     * Whether HotSpot sorts 64-bit keys with SIMD on the processor one {@code /proc/cpuinfo} block describes, with
     * {@code -XX:UseAVX=useAvx} (-1: not set). A block without the fields answers yes (nothing to go by).
     */
    static boolean simdSort64(String cpuinfo, int useAvx) {
        String flags = cpuinfoField(cpuinfo, "flags"), vendor = cpuinfoField(cpuinfo, "vendor_id"),
                family = cpuinfoField(cpuinfo, "cpu family");
        if (flags == null) return true;
        if (!hasWord(flags, "avx512dq")) return false;
        if (useAvx >= 0 && useAvx < 3) return false;
        return !("AuthenticAMD".equals(vendor) && "25".equals(family));
    }

    /**
     * Whether {@code word} is one of the space-separated words of {@code words}. By hand, as {@link #lastUseAvx}'s
     * split is: these run in the class's initialisation, inside a fresh JVM's first sort, where a string
     * concatenation's or a regular expression's first use costs milliseconds of bootstrap (docs/CPU-LOG.md,
     * eighty-fifth session).
     */
    static boolean hasWord(String words, String word) {
        for (int from = 0, at; (at = words.indexOf(word, from)) >= 0; from = at + 1) {
            int end = at + word.length();
            if ((at == 0 || Character.isWhitespace(words.charAt(at - 1)))
                    && (end == words.length() || Character.isWhitespace(words.charAt(end)))) return true;
        }
        return false;
    }

    private static String cpuinfoField(String cpuinfo, String name) {
        for (String line : cpuinfo.split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).trim().equals(name)) return line.substring(colon + 1).trim();
        }
        return null;
    }

    /**
     * The {@code -XX:UseAVX} the JVM was started with, -1 where none is found: the last of JAVA_TOOL_OPTIONS, the
     * command line ({@code /proc/self/cmdline}, which JDK_JAVA_OPTIONS precede) and _JAVA_OPTIONS, in the order
     * HotSpot reads them.
     */
    private static int useAvx() {
        int v = lastUseAvx(System.getenv("JAVA_TOOL_OPTIONS"), -1);
        v = lastUseAvx(System.getenv("JDK_JAVA_OPTIONS"), v);
        try (var in = new java.io.FileInputStream("/proc/self/cmdline")) {
            v = lastUseAvx(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.ISO_8859_1)
                    .replace('\0', ' '), v);
        } catch (java.io.IOException | RuntimeException noCmdline) {
            // the environment's answer
        }
        return lastUseAvx(System.getenv("_JAVA_OPTIONS"), v);
    }

    private static final String USE_AVX = "-XX:UseAVX=";

    /** The value of the last {@code -XX:UseAVX=N} in {@code options}, else {@code before}. */
    static int lastUseAvx(String options, int before) {
        if (options == null) return before;
        int v = before;
        for (int i = 0, n = options.length(); i < n; ) {
            // the words between white space, without String.split's regular expression (hasWord says why)
            while (i < n && Character.isWhitespace(options.charAt(i))) i++;
            int start = i;
            while (i < n && !Character.isWhitespace(options.charAt(i))) i++;
            if (!options.startsWith(USE_AVX, start)) continue;
            try {
                v = Integer.parseInt(options, start + USE_AVX.length(), i, 10);
            } catch (NumberFormatException notANumber) {
                // the JVM would not have started
            }
        }
        return v;
    }

    /**
     * Whether the JDK's {@code Arrays.sort} of keys {@code keyBytes} wide (4 or 8) is the intrinsic here.
     *
     * @param keyBytes 4 or 8
     * @return {@link #JDK_SIMD_SORT} for 4, {@link #JDK_SIMD_SORT_64} for 8
     */
    public static boolean jdkSimdSort(int keyBytes) { return keyBytes == 4 ? JDK_SIMD_SORT : JDK_SIMD_SORT_64; }

    /**
     * The policy the {@code samplesort.cpu.*} settings of {@code p} describe (defaults where unset).
     *
     * @param p the settings
     * @return the policy
     * @throws IllegalArgumentException when a setting does not parse or is out of range (the message names it)
     */
    public static CpuPolicy from(Properties p) {
        return new CpuPolicy(
                p.intValue("samplesort.cpu.threads", Runtime.getRuntime().availableProcessors()),
                p.longValue("samplesort.cpu.seed", 0x5A3F1E5EEDL),
                p.longValue("samplesort.cpu.segmentArrayLimit", 1L << 27),
                p.intValue("samplesort.cpu.logBuckets", 8),
                p.intValue("samplesort.cpu.logBucketsKeys", 10),
                p.intValue("samplesort.cpu.cellLogRatio", 4),
                p.intValue("samplesort.cpu.cellMinSaving", 3),
                p.intValue("samplesort.cpu.cellMinSavingBranchFree", 7),
                p.intValue("samplesort.cpu.baseCase", 16),
                p.intValue("samplesort.cpu.leafSort", JDK_SIMD_SORT ? 1 << 20 : 0),
                p.intValue("samplesort.cpu.leafSortTop", JDK_SIMD_SORT ? 1 << 12 : 0),
                p.intValue("samplesort.cpu.leafSort64", JDK_SIMD_SORT_64 ? 1 << 20 : 0),
                p.intValue("samplesort.cpu.leafSortTop64", JDK_SIMD_SORT_64 ? 1 << 12 : 0),
                p.flag("samplesort.cpu.reuseBuffers", true),
                p.intValue("samplesort.cpu.smallSample", 128),
                p.intValue("samplesort.cpu.oversamplingPercent", 25),
                p.intValue("samplesort.cpu.blocksPerThread", 4),
                p.intValue("samplesort.cpu.touchMin", 1 << 20),
                Hybrid.from(p),
                Team.from(p),
                Cold.from(p));
    }

    /** Checks what the engine cannot run without (other values are taken as given, as the properties were). */
    public CpuPolicy {
        if (threads < 1) throw new IllegalArgumentException("samplesort.cpu.threads must be >= 1: " + threads);
        // bucket numbers are 16-bit (the oracle, the cell table): k <= 2^15, so 2k with equality buckets fit
        checkLogBuckets("samplesort.cpu.logBuckets", logBuckets);
        checkLogBuckets("samplesort.cpu.logBucketsKeys", logBucketsKeys);
        if (touchMin < 0) throw new IllegalArgumentException("samplesort.cpu.touchMin must be >= 0 (0: never): "
                + touchMin);
    }

    private static void checkLogBuckets(String name, int v) {
        if (v < 1 || v > LOG_BUCKETS_LIMIT) {
            throw new IllegalArgumentException(name + " must be in [1, " + LOG_BUCKETS_LIMIT + "] (log2 of the buckets"
                    + " per step; bucket numbers are 16-bit): " + v);
        }
    }

    /** The largest log2 k: with equality buckets a step has 2k buckets, numbered in a {@code char}. */
    static final int LOG_BUCKETS_LIMIT = 15;

}
