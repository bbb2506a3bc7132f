package dev.samplesort.cpu;

/**
 * The engine's cold start, one instance per key type (and per value type of pairs with 32-bit keys): until the JIT
 * has compiled the distribution step's methods, the sorts that would start the engine or the team on many threads go
 * to the JDK's sort, and one background thread warms those methods up.
 *
 * <p>Why: HotSpot runs a method in the interpreter or in C1 code with full profiling until its optimizing compiler
 * has compiled it, and that code counts every branch and loop back-edge in the method's profile; sixteen threads
 * classifying in the same loop write the same counters. On 16 cores (H100 host, twenty-sixth session) a fresh JVM's
 * first {@code int[2^24]} sort took 1406-1809 ms on the engine against 423-545 for {@code parallelSort}'s first
 * (whose leaves are the JDK's native intrinsic), and the engine alone on 1, 2, 4, 8 and 16 threads took 635-761,
 * 463-623, 695-769, 915-933 and 1324-1359 ms. The JDK's sort is the one a user would otherwise call, so while the
 * engine is cold it sorts instead: a first sort costs what the JDK's costs.
 *
 * <p>The warm-up ({@code SampleSortInt.warmUp} and its siblings) runs the distribution step's methods (the
 * sample, the classification with the team's and the engine's bucket counts, the scatter) and the engine on
 * synthetic keys on one daemon thread, {@code CpuConfig.COLD_WARM_ROUNDS} rounds; from its end the engine takes those
 * sorts. 16 cores, twenty-seventh session (docs/CPU.md, "Cold start"): the first sort took what
 * {@code parallelSort}'s first takes ({@code int[2^24]} 432-440 ms against 462-545; 1260-1415 without the cold
 * start), the warm-up about 0.6-1.0 s of one core beside it, the engine's first sort after it {@code int[2^24]}
 * 90-152 ms, {@code float} 58-107, {@code double} 75-160 (settled 31-55), the settled sorts as fast as without.
 *
 * <p>Pairs with 32-bit keys (each of {@code int+int}, {@code int+long}, {@code float+int}, {@code float+long} warms
 * its own methods) take the route a JDK user would write while cold, the packed sort ({@code SampleSortIntInt.packed}:
 * (key, index) in a {@code long}, sorted by the JDK, stable): 16 cores, twenty-eighth session, call A, the first
 * {@code int+int[2^24]} sort took 1450-1508 ms on the engine against 1005-1107 for that route, {@code int+int[2^20]}
 * 318-353 and then 284-374 and 72-116 against 316-344, 48-97 and 17. Pairs with 64-bit keys have no such cold start:
 * the JDK's route for them is a one-thread index sort, which the cold engine beats from the first sort
 * ({@code long+int[2^24]} 2.1 s against 5.9); only their run-shaped input, which that route's TimSort takes in a pass
 * or two, goes to the one-thread structure routes while cold (SampleSortLongInt.coldPairRuns: on 16 cores the cold
 * team's first organ pipe {@code long+int[2^22]} took 1040 ms against the route's 362), and their warm-up is those
 * shapes' sorts alone. The JDK's sort that stands in is {@code Arrays.sort} up to a bound until a warm-up has run
 * {@code parallelSort}, whose own first call in a JVM is as cold ({@link #sequential}); the hybrid's own
 * {@code parallelSort} routes take that stand-in too, with a light warm-up of their own ({@link #standIn}). Nothing
 * is cold with the hybrid off (the engine was asked for), nor
 * below {@code CpuConfig.coldStartMinThreads} threads: on 2 cores the engine's first {@code long[2^22]} took 373-381
 * ms against {@code Arrays.sort}'s 328-355, and its first {@code long[2^24]} 719-813 against 1249-1284 (dev VM,
 * twenty-seventh session).
 */
final class ColdStart {
    private static final int COLD = 0, WARMING = 1, WARM = 2;

    static final ColdStart ints = new ColdStart("int"), longs = new ColdStart("long"), floats = new ColdStart("float"),
            doubles = new ColdStart("double");

    /** Pairs with 32-bit keys ({@code SampleSortIntInt} and its siblings: the engine's pair loops are their own). */
    static final ColdStart intIntPairs = new ColdStart("int+int"), intLongPairs = new ColdStart("int+long"),
            floatIntPairs = new ColdStart("float+int"), floatLongPairs = new ColdStart("float+long");

    /**
     * Pairs with 64-bit keys: a cold spell of their run-shaped input alone (the structure rule, SampleSortLongInt's
     * coldPairRuns and its siblings), whose warm-up runs the team's sorts of run shapes (warmRuns) and nothing more;
     * their other sorts are the cold engine's or team's as before (no JDK route beats those: see above).
     */
    static final ColdStart longIntPairs = new ColdStart("long+int"), longLongPairs = new ColdStart("long+long"),
            doubleIntPairs = new ColdStart("double+int"), doubleLongPairs = new ColdStart("double+long");

    private final String keys;
    private volatile int state = COLD;
    /** Whether the warm-up's first part, the structure routes' ({@code warmRuns}), has ended ({@link #runsCold}). */
    private volatile boolean runsWarm;
    /**
     * The array types (PARALLEL_INT, _LONG, _FLOAT, _DOUBLE) whose {@code parallelSort} a warm-up has run in this JVM
     * ({@link #warmParallelSort}), and those whose warm-up of it has started: until then {@code Arrays.sort} stands in
     * ({@link #sequential}).
     */
    private static final java.util.concurrent.atomic.AtomicInteger PARALLEL_WARM =
            new java.util.concurrent.atomic.AtomicInteger(), PARALLEL_STARTED = new java.util.concurrent.atomic.AtomicInteger();
    private static final int PARALLEL_INT = 1, PARALLEL_LONG = 2, PARALLEL_FLOAT = 4, PARALLEL_DOUBLE = 8;
    /** This key type's array type for {@code parallelSort} (pairs with 32-bit keys: their packed words'; 0: none). */
    private final int parallelType;
    /** The light warm-up of {@code parallelSort} alone ({@link #standIn}), where one started. */
    private volatile Thread parallelWarmer;
    /** Whether a cold route has finished a sort of these keys since the cold spell began ({@link #sorted}). */
    private volatile boolean sortedOnce;
    /** Whether this key type's first team sort has gone to the JDK's ({@link #first}). */
    private volatile boolean firstTaken;
    private volatile Thread warmer;
    /** Warm-ups started (tests: one per cold spell). */
    private volatile int started;
    /** Cold sorts that {@link #sequential} gave to the JDK's one-thread sort (tests). */
    private volatile int sequentials;

    /** For tests: while set, every warm-up waits for it at its start (a cold spell held open); null: none. */
    static volatile java.util.concurrent.CountDownLatch hold;

    private ColdStart(String keys) {
        this.keys = keys;
        parallelType = switch (keys) {
            case "int" -> PARALLEL_INT;
            case "float" -> PARALLEL_FLOAT;
            case "double" -> PARALLEL_DOUBLE;
            case "long", "int+int", "int+long", "float+int", "float+long" -> PARALLEL_LONG;
            default -> 0; // pairs with 64-bit keys: their cold rule takes one-thread routes
        };
    }

    /**
     * Whether a sort on {@code threads} threads that would run the engine or the team should go to the JDK instead;
     * the first such sort starts the warm-up.
     */
    boolean cold(int threads) {
        if (state == WARM || !CpuConfig.coldStart() || !CpuConfig.hybrid()
                || threads < CpuConfig.coldStartMinThreads()) {
            return false;
        }
        // the warm-up's own sorts of run-shaped keys (warmRuns) take the routes they are there to compile
        if (Thread.currentThread() instanceof Warmer) return false;
        // a program that sorts once (coldFirstBelow set: the CLI's sort): its first cold sort of these keys starts no
        // warm-up, which would only take a core from it. 4 cores of the H200 host's Xeon, eighty-fifth session (call
        // G): the CLI's uniform long[2^26], parallelSort's route with the warm-up beside it, 1526-1723 ms against
        // --backend jdk's 1214-1275; on 3 cores with the cold start from 3 threads, parallelSort's first long[2^24]
        // beside the warm-up 739-997 ms against 450-482 alone (call E)
        if (CpuConfig.coldFirstBelow() > 0 && !firstTaken) {
            firstTaken = true;
            return true;
        }
        start();
        return state != WARM;
    }

    /**
     * Whether run-shaped keys-only input (SampleSort's coldRuns) on {@code threads} threads goes to the JDK's sort:
     * as {@link #cold}, but only until the warm-up's first part, which runs the structure routes (warmRuns), has
     * ended: 1.6-1.7 s after the first sort on 16 cores of the H200 host's Xeon, 1.2-1.3 s on 8, of a warm-up of
     * 2.7-3.3 s (eighty-fifth session, harness {@code Fw3}); the first such sort starts the warm-up.
     */
    boolean runsCold(int threads) {
        return !runsWarm && cold(threads);
    }

    /**
     * Whether this sort of {@code n} keys on {@code threads} threads, which the two- or three-thread team (its sort,
     * the wide count, the one-run check of 64-bit keys on two threads) or the engine would take, goes to the JDK's
     * sort instead: true for the first such sort of these keys, where
     * {@code CpuConfig.coldFirstBelow} is set (a program that sorts once: the CLI's {@code sort}), n is below it and
     * the threads are below the cold start's (which covers more threads: {@link #cold}).
     *
     * <p>Why: a fresh JVM runs the team's code in the interpreter and C1's profiled form until C2 has compiled it,
     * and the JDK's sort is its intrinsic from the start. 2 cores, eighty-fourth session (harness {@code Fj3}, a
     * fresh JVM each, first sort ms, ours / {@code Arrays.sort}): the dev VM's Intel Xeon, uniform {@code long}
     * 2^20 300-402 / 131-138, 2^22 393-435 / 253-280, 2^24 749-986 / 876-880, 2^25 1218-1228 / 1558-1577; {@code int}
     * 2^22 398-465 / 209-251, 2^24 875-919 / 665-747, 2^25 1203-1278 / 1298-1325; {@code double} 2^22 405-665 /
     * 231-255, 2^24 911-979 / 911, 2^25 1453 / 1515 (ours through {@code SampleSort.sort}, whose first call costs
     * about 45 ms more there: a sorted {@code long[2^22]} 55-57 ms against 9-11); 2 cores ({@code taskset}) of the H200
     * host's Xeon (calls A to D), uniform {@code long} / {@code int} / {@code double} 2^22 705-1173 / 152-280, 2^24
     * 1404 / 889, 1119 / 726, 1355 / 817, 2^25 1533 / 1574, 1762 / 1052, 1538 / 1279, 2^26 2317 / 2892, 1879 / 2339,
     * 2473 / 2758, where that first call also probes the GPU (AUTO; about 0.45 s: a sorted {@code long[2^22]} 477 ms
     * against 16, call G), so the team's own first sort took about 250-700 ms at 2^22 and led the JDK's first from
     * 2^25 for {@code long} / {@code double}, not for {@code int}. The CLI there ({@code --backend cpu}, no probe):
     * {@code long} 2^25 1014-1175 ms on the team against 1310-1486. The team's second sort took 33-160 ms at 2^22,
     * settled ones 35-80 against the JDK's 100-230: a program that sorts again gains from the second sort on, which is
     * why the library's default is off (the JDK's first sort would only move the compilation to the second). The
     * team's code on one thread (the members left asleep while it compiles) read 325-513 ms locally, and a warm-up
     * thread beside the JDK's first sort slowed it to 380-620 ms locally: neither helps (docs/CPU.md, "Cold start").
     * On 3 cores the engine takes 64-bit keys from 2^24 (CpuConfig.jdkMinFewer64) and its first sort is its compilation
     * too: the CLI's {@code sort} of uniform {@code long[2^24]} on 3 cores of the H200 host's Xeon (eighty-fifth
     * session, call E) 863-1002 ms against {@code --backend jdk}'s ({@code parallelSort}) 484-546, zipf 963-1115
     * against 445-503; the engine's second and third sorts 211-236 against {@code parallelSort}'s 307-470 (harness
     * {@code Ff}). The cold start from 3 threads did not help there (its warm-up takes one of the three cores: the
     * JDK's first sort beside it 739-997 ms).
     */
    boolean first(int threads, int n) {
        if (firstTaken || n >= CpuConfig.coldFirstBelow() || !CpuConfig.coldStart() || !CpuConfig.hybrid()
                || threads >= CpuConfig.coldStartMinThreads()) {
            return false;
        }
        firstTaken = true; // (two first sorts at once may both take the JDK's: no harm)
        return true;
    }

    private synchronized void start() {
        if (state != COLD) return;
        state = WARMING;
        started++;
        // (no method reference or string concatenation: this runs inside a fresh JVM's first sort, where their
        // bootstraps cost milliseconds, CpuPolicy.hasWord)
        warmer = startWarmer(new WarmUp(this), "samplesort-warm-up-".concat(keys));
        if (warmer == null) {
            // no thread to be had (a process at its limit): no cold spell either, the engine sorts as it did before
            // there was a cold start, rather than the user's sort failing here
            runsWarm = true;
            state = WARM;
        }
    }

    /** A started daemon warm-up thread ({@link Warmer}), or null where none could be started. */
    private static Thread startWarmer(Runnable body, String name) {
        Thread t = new Warmer(body, name);
        t.setDaemon(true);
        try {
            t.start();
            return t;
        } catch (RuntimeException | OutOfMemoryError noThread) {
            return null;
        }
    }

    /**
     * Called by the cold routes after their sort: the warm-up, started by the first of them, waits for this before its
     * work (at most FIRST_SORT_WAIT_NANOS), so that the first cold sort, the JDK's one-thread sort up to
     * coldSequentialMax keys, has every core to itself. 16 cores of the H200 host's Xeon, eighty-sixth session, call F,
     * a fresh JVM's first uniform {@code long} sort after a sort of 3 keys, ms, the warm-up at once / after the first
     * sort (its parallelSort of 2^18 keys) / {@code Arrays.sort} alone: 2^18 189-202 / 65-83 / 54, 2^20 214-215 /
     * 128-140 / 115, 2^22 295-339 / 223-265 / 217; 8 cores 2^18 122-154 / 55-78 / 45, 2^20 172-215 / 131-150 / 114.
     */
    void sorted() {
        // (only a sort beside a started warm-up: a one-shot program's first cold sort starts none, coldFirstBelow)
        if (!sortedOnce && state == WARMING) sortedOnce = true;
    }

    /** The warm-up's longest wait for the first cold sort's end ({@link #sorted}): no route's sort, no wait beyond. */
    private static final long FIRST_SORT_WAIT_NANOS = 1_000_000_000L;

    /**
     * Whether a sort of {@code n} keys on {@code threads} threads that would take the JDK's {@code parallelSort} (this
     * key type's cold route, or the hybrid's own choice of it, {@code jdk}; pairs with 32-bit keys: their packed
     * words) takes {@code Arrays.sort} instead: from the cold start's threads, up to CpuConfig.coldSequentialMax keys
     * on 16 threads or more and proportionally fewer on fewer threads (8: 2^21 keys, 4: 2^20), until a warm-up has run
     * {@code parallelSort} on keys of its array type ({@link #warmParallelSort}: the cold start's warm-up as its
     * first step, or where none runs the light one {@link #standIn} starts).
     *
     * <p>Why: a JVM's first {@code parallelSort} runs its Java code (the pieces' partitions and merges) in the
     * interpreter and C1's profiled form on every worker at once, and cost more than {@code Arrays.sort}'s whole sort
     * (its core a native intrinsic) up to about 2^22 keys. 16 cores of the H200 host's Xeon, eighty-sixth session, call
     * D (harness {@code Ff}, a fresh JVM's first sort of uniform keys after a sort of 3 keys, ms, ours on the cold route
     * / {@code Arrays.sort} / {@code parallelSort}): {@code long} 2^16 101 / 23 / 59, 2^18 201 / 61 / 195, 2^20 377 /
     * 101 / 279, 2^22 357 / 259 / 350; {@code int} 2^16 88 / 21 / 61, 2^18 163 / 66 / 136, 2^20 362 / 116 / 327, 2^22
     * 468 / 298 / 396; {@code double} 2^20 403 / 193 / 286, 2^22 433 / 264 / 472; {@code parallelSort}'s second sort
     * 19-23 ms at 2^20, 41-63 at 2^22. A fresh JVM's first {@code int+int[2^20]} sort spent 390-452 ms of its
     * 456-508 in the packed words' {@code parallelSort} against the JDK route's 120-146 for the whole sort (call C,
     * harness {@code Fph}). At 2^24 {@code parallelSort}'s first call (435-523 ms there) beats {@code Arrays.sort}'s
     * sort (about 1 s), hence the bound. The warm-up runs {@code parallelSort} first, once the first cold sort has
     * ended ({@link #sorted}); from then on the cold route is {@code parallelSort} again.
     */
    boolean sequential(int n, int threads) {
        if (parallelType == 0 || (PARALLEL_WARM.get() & parallelType) != 0 || !CpuConfig.coldStart()
                || threads < CpuConfig.coldStartMinThreads()
                || n > (long) CpuConfig.coldSequentialMax() * Math.min(threads, SEQUENTIAL_THREADS) / SEQUENTIAL_THREADS) {
            return false;
        }
        sequentials++;
        return true;
    }

    /**
     * Threads from which {@link #sequential}'s bound is CpuConfig.coldSequentialMax itself; below, proportionally
     * less: a first {@code parallelSort} costs less against {@code Arrays.sort} on fewer workers (H200 host's Xeon,
     * eighty-sixth session, calls D, F, G, a fresh JVM's first uniform {@code long} sort, {@code Arrays.sort} /
     * {@code parallelSort}, ms: 16 cores 2^20 101-148 / 279-331, 2^22 217-281 / 320-436; 8 cores 2^20 97-114 /
     * 199-257, 2^22 188-246 / 174-229; 4 cores 2^20 126 / 276, 2^22 261 / 176).
     */
    private static final int SEQUENTIAL_THREADS = 16;

    /**
     * Called by the hybrid's own {@code parallelSort} routes after {@code Arrays.sort} stood in ({@link #sequential}):
     * where no warm-up of this key type runs, one light warm-up runs {@code parallelSort} of the array type alone, on
     * a daemon thread started now (after the sort: nothing to wait for); its end ends the stand-in. Not where a
     * program sorts once (CpuConfig.coldFirstBelow set: the CLI's sort) nor once any warm-up of the array type's
     * {@code parallelSort} has started.
     */
    void standIn() {
        int type = parallelType;
        // (not from a warm-up's own sorts: the probes' warm-up sorts some keys whole, SampleSort.warmProbes)
        if (type == 0 || state != COLD || CpuConfig.coldFirstBelow() > 0
                || (PARALLEL_STARTED.get() & type) != 0 || Thread.currentThread() instanceof Warmer) {
            return;
        }
        startParallelWarmUp();
    }

    private synchronized void startParallelWarmUp() {
        if (parallelWarmer != null) return;
        parallelWarmer = startWarmer(new ParallelWarmUp(this), "samplesort-warm-parallel-".concat(keys));
        if (parallelWarmer == null) mark(PARALLEL_WARM, parallelType); // (no thread: parallelSort as before, cold)
    }

    /** The light warm-up's body ({@link #standIn}). */
    private record ParallelWarmUp(ColdStart c) implements Runnable {
        @Override
        public void run() {
            try {
                c.warmParallelSort();
                c.warmProbes();
            } catch (Throwable e) {
                // a failed warm-up (out of memory) ends the stand-in as a finished one does, silently, as the cold
                // start's own does: parallelSort takes the sorts again, cold or not
            } finally {
                mark(PARALLEL_WARM, c.parallelType);
            }
        }
    }

    /** Sets {@code bits} in {@code set}; whether any of them was not set before. */
    private static boolean mark(java.util.concurrent.atomic.AtomicInteger set, int bits) {
        for (int s; ; ) {
            s = set.get();
            if ((s | bits) == s) return false;
            if (set.compareAndSet(s, s | bits)) return true;
        }
    }

    private void warmUp() {
        try {
            java.util.concurrent.CountDownLatch h = hold;
            if (h != null) h.await();
            long waitEnd = System.nanoTime() + FIRST_SORT_WAIT_NANOS;
            while (!sortedOnce && System.nanoTime() < waitEnd) Thread.sleep(1);
            warmParallelSort();
            warmRuns();
            runsWarm = true;
            switch (keys) {
                case "long+int", "long+long", "double+int", "double+long" -> { } // (the run part is their warm-up)
                case "int" -> SampleSortInt.warmUp(CpuConfig.COLD_WARM_ROUNDS);
                case "long" -> SampleSortLong.warmUp(CpuConfig.COLD_WARM_ROUNDS);
                case "float" -> SampleSortFloat.warmUp(CpuConfig.COLD_WARM_ROUNDS);
                case "double" -> SampleSortDouble.warmUp(CpuConfig.COLD_WARM_ROUNDS);
                case "int+int" -> SampleSortIntInt.warmUp(CpuConfig.COLD_WARM_ROUNDS);
                case "int+long" -> SampleSortIntLong.warmUp(CpuConfig.COLD_WARM_ROUNDS);
                case "float+int" -> SampleSortFloatInt.warmUp(CpuConfig.COLD_WARM_ROUNDS);
                default -> SampleSortFloatLong.warmUp(CpuConfig.COLD_WARM_ROUNDS);
            }
            warmProbes(); // (last, after the engine's: it runs on 3 to 7 cores only, SampleSort.warmProbes)
        } catch (Throwable e) {
            // a failed warm-up (out of memory) ends the cold spell as a finished one does: the engine takes the sorts
            // again, compiled or not, as it did before there was a cold start
        } finally {
            mark(PARALLEL_WARM, parallelType);
            runsWarm = true;
            state = WARM;
        }
    }

    /**
     * Keys of each of the warm-up's {@code parallelSort} calls ({@link #warmParallelSort}): 2^18 read as well as 2^20
     * after it (call F: the second and later cold sorts of 2^20 and 2^22 keys alike) in less of the pool's time.
     */
    private static final int WARM_PARALLEL_KEYS = 1 << 18;

    /**
     * The warm-up's first step: {@code parallelSort} of WARM_PARALLEL_KEYS random keys of the array type this key
     * type's cold route sorts with it (pairs with 32-bit keys: {@code long}, their packed words; pairs with 64-bit
     * keys: none), twice (its second call in a fresh JVM took 18-23 ms at 2^20 on 16 cores, its first 279-332).
     */
    private void warmParallelSort() {
        if (parallelType == 0 || !mark(PARALLEL_STARTED, parallelType)) return; // (another warm-up runs it)
        int n = WARM_PARALLEL_KEYS;
        for (int r = 0; r < 2; r++) {
            switch (parallelType) {
                case PARALLEL_INT -> {
                    int[] a = new int[n];
                    for (int i = 0; i < n; i++) a[i] = (int) CpuConfig.mix(i + r);
                    java.util.Arrays.parallelSort(a);
                }
                case PARALLEL_FLOAT -> {
                    float[] a = new float[n];
                    for (int i = 0; i < n; i++) a[i] = (float) CpuConfig.mix(i + r);
                    java.util.Arrays.parallelSort(a);
                }
                case PARALLEL_DOUBLE -> {
                    double[] a = new double[n];
                    for (int i = 0; i < n; i++) a[i] = (double) CpuConfig.mix(i + r);
                    java.util.Arrays.parallelSort(a);
                }
                default -> {
                    long[] a = new long[n];
                    for (int i = 0; i < n; i++) a[i] = CpuConfig.mix(i + r);
                    java.util.Arrays.parallelSort(a);
                }
            }
        }
        mark(PARALLEL_WARM, parallelType);
    }

    /**
     * The warm-up's first part: the structure routes of the key types and of pairs with 64-bit keys (runsCold; pairs
     * with 32-bit keys have no such rule: while cold all of theirs take the packed words' JDK sort).
     */
    private void warmRuns() {
        int threads = CpuConfig.threads();
        switch (keys) {
            case "int" -> SampleSortInt.warmRuns(threads);
            case "long" -> SampleSortLong.warmRuns(threads);
            case "float" -> SampleSortFloat.warmRuns(threads);
            case "double" -> SampleSortDouble.warmRuns(threads);
            case "long+int" -> SampleSortLongInt.warmRuns(threads);
            case "long+long" -> SampleSortLongLong.warmRuns(threads);
            case "double+int" -> SampleSortDoubleInt.warmRuns(threads);
            case "double+long" -> SampleSortDoubleLong.warmRuns(threads);
            default -> { } // pairs with 32-bit keys
        }
    }

    /** The warm-up's body, {@link #warmUp} of one cold start. */
    private record WarmUp(ColdStart c) implements Runnable {
        @Override
        public void run() { c.warmUp(); }
    }

    /**
     * The warm-up's thread: its sorts (the warm-up sorts the generator's shapes through the hybrid's entry) record no
     * route ({@code CpuConfig.route}), so that a test's sort beside a running warm-up reads its own.
     */
    static final class Warmer extends Thread {
        Warmer(Runnable body, String name) {
            super(body, name);
        }
    }

    /**
     * The thread whose sorts end where the JDK's sort would begin ({@link #probesOnly}): a probes warm-up's or a
     * test's, one at a time ({@link #PROBES_ONE_AT_A_TIME}); null: none.
     */
    private static volatile Thread probing;

    /**
     * Held while a thread is {@link #probing}: the key types' probes warm-ups run one after another (each takes one
     * core for a second or two; the cold start's warm-ups ran them in turn already). Why one thread, not one a key
     * type: {@link #probesOnly} is inlined into every probe and into the engine's entry, and C2 compiles it from a
     * profile frozen when it first compiles it; with a slot a key type, the later types' slot tests were never true
     * in that profile, and the `double` warm-up's first call trapped in the engine's compiled entry (HotSpot's
     * deoptimization log, dev VM, 4 cores simulated, hundred-and-forty-fifth session: `unstable_if` in probesOnly at
     * the fourth slot's test). One test, true for the probes and false for the user's and the warm-up's whole sorts,
     * is seen both ways by every key type's warm-up.
     */
    private static final Object PROBES_ONE_AT_A_TIME = new Object();

    /**
     * Whether this thread is a warm-up running the probes alone (SampleSort's warmProbes): the hybrid's routes that
     * would hand the keys to the JDK's sort return instead, the keys unsorted. The thread compared by reference, not
     * tested for its class: C2 compiles the probes from the warm-up's profile, where a class test sees only the
     * warm-up's thread class, and compiled it as a speculation on that class, which every other thread's sort then
     * trapped (`class_check`, four traps, then the compiled sort discarded; HotSpot's deoptimization log, dev VM,
     * hundred-and-forty-fourth session).
     */
    static boolean probesOnly() {
        return Thread.currentThread() == probing;
    }

    /**
     * The warm-up of the probes before the JDK's {@code parallelSort} (SampleSort's warmProbes), once a JVM for each key
     * type, on this warm-up's thread; pairs have none (their routes to the JDK's sort are their own).
     */
    private void warmProbes() {
        if (!(Thread.currentThread() instanceof Warmer) || !mark(PROBES_STARTED, keyBit())) return;
        int threads = CpuConfig.threads();
        synchronized (PROBES_ONE_AT_A_TIME) {
            probing = Thread.currentThread();
            try {
                switch (keys) {
                    case "int" -> SampleSortInt.warmProbes(threads);
                    case "long" -> SampleSortLong.warmProbes(threads);
                    case "float" -> SampleSortFloat.warmProbes(threads);
                    case "double" -> SampleSortDouble.warmProbes(threads);
                    default -> { } // pairs
                }
            } finally {
                probing = null;
            }
        }
    }

    /**
     * Runs {@code body} with this warm-up thread's sorts whole (the JDK's sort included), where they stop where the
     * JDK's would begin (SampleSort's warmProbes); elsewhere simply runs it.
     */
    static void realSort(Runnable body) {
        Thread t = Thread.currentThread();
        if (probing != t) {
            body.run();
            return;
        }
        probing = null;
        try {
            body.run();
        } finally {
            probing = t;
        }
    }

    /** For tests: runs {@code body} on a warm-up thread whose sorts stop where the JDK's would begin, and waits. */
    static void runProbesOnly(Runnable body) throws InterruptedException {
        Warmer t = new Warmer(body, "samplesort-probes-test");
        synchronized (PROBES_ONE_AT_A_TIME) {
            probing = t;
            try {
                t.start();
                t.join();
            } finally {
                probing = null;
            }
        }
    }

    /** This key type's bit in {@link #PROBES_STARTED} (pairs: 0, none). */
    private int keyBit() {
        return switch (keys) {
            case "int" -> 1;
            case "long" -> 2;
            case "float" -> 4;
            case "double" -> 8;
            default -> 0;
        };
    }

    /** The key types whose probes a warm-up has begun to warm in this JVM ({@link #warmProbes}). */
    private static final java.util.concurrent.atomic.AtomicInteger PROBES_STARTED =
            new java.util.concurrent.atomic.AtomicInteger();

    /**
     * Starts the warm-up where the cold start applies to {@code threads} threads and waits for its end; elsewhere the
     * warm-up of the probes alone where {@link #probesBeside} would start one (3 cores), and waits for that.
     */
    void warmNow(int threads) throws InterruptedException {
        sortedOnce = true; // (no sort to wait for)
        if (!cold(threads)) {
            probesBeside(threads);
            Thread p = probesWarmer;
            if (p != null) p.join();
            return;
        }
        Thread t = warmer;
        if (t != null) t.join();
    }

    /** The warm-up of the probes alone ({@link #probesBeside}), where one started. */
    private volatile Thread probesWarmer;

    /**
     * Called by the hybrid's route to {@code parallelSort}'s quicksort (PAR and RUNS_PAR, 3-8 cores) after its sort:
     * where no warm-up of this key type's probes has started in this JVM and no cold start will run one (below
     * coldStartMinThreads threads, or with the cold start off; from there its warm-up and the stand-in's run them),
     * one runs now on a daemon thread of its own ({@link #warmProbes}; not where a program sorts once, coldFirstBelow).
     *
     * <p>Why: those probes run once a sort, so at these sizes the JIT compiles them only after thousands of sorts;
     * until then they run in the interpreter (a method's first few hundred calls) and C1's profiled code. 3 cores
     * (hundred-and-forty-fourth session, H100 host's Xeon, harness {@code s144/Pq}, HEAD's build): the checks took
     * 46-114 us a sort over a JVM's 200th-400th sorts, 17 us over its 1000th-2000th, 4-10 after 3000, where
     * {@code parallelSort} after them took what it takes alone (0.99-1.07x); the preset's 2^18 cells read 0.86-0.95x
     * {@code parallelSort} there, both sides the same JDK call. The dev VM with 3 cores simulated
     * ({@code -XX:ActiveProcessorCount=3}), the same cells: 0.79-0.95x, and 0.97-1.15x with the JIT's thresholds a
     * tenth ({@code -XX:CompileThresholdScaling=0.1}); the dispatch method {@code SampleSortInt.sort} was still
     * interpreted after its 384th call (HotSpot's tiered events).
     */
    void probesBeside(int threads) {
        if (probesBesideApplies(threads, java.util.concurrent.ForkJoinPool.getCommonPoolParallelism())) {
            startProbesWarmUp();
        }
    }

    /**
     * Whether {@link #probesBeside} starts the warm-up, the common pool having {@code poolParallelism} workers (the
     * JVM's own, not a test's setting of CpuConfig: a test's sorts start no warm-up that would outlive it).
     */
    boolean probesBesideApplies(int threads, int poolParallelism) {
        int bit = keyBit();
        return bit != 0 && (PROBES_STARTED.get() & bit) == 0 && probesWarmer == null && CpuConfig.coldFirstBelow() <= 0
                && !(CpuConfig.coldStart() && threads >= CpuConfig.coldStartMinThreads())
                && CpuConfig.jdkQuicksort(CpuConfig.JDK_QUICKSORT_MIN, threads) && poolParallelism >= 2;
    }

    private synchronized void startProbesWarmUp() {
        if (probesWarmer != null) return;
        probesWarmer = startWarmer(new ProbesWarmUp(this), "samplesort-warm-probes-".concat(keys));
    }

    /** The probes' warm-up body ({@link #probesBeside}). */
    private record ProbesWarmUp(ColdStart c) implements Runnable {
        @Override
        public void run() {
            try {
                c.warmProbes();
            } catch (Throwable e) {
                // a failed warm-up (out of memory) leaves the probes as they were: interpreted until the JIT comes
            }
        }
    }

    /** "cold", "warming" or "warm" (samplesort info). */
    String describe() {
        int s = state;
        return s == COLD ? "cold" : s == WARMING ? "warming" : "warm";
    }

    /** Whether run-shaped input takes the hybrid's routes again (the warm-up's first part has ended). */
    boolean runsWarm() { return runsWarm; }

    /** Whether the engine takes these keys' sorts (the warm-up has ended). */
    boolean warm() { return state == WARM; }

    /** For tests: the warm-ups started since the last {@link #reset}. */
    int started() { return started; }

    /** For tests: the light warm-up of {@code parallelSort} ({@link #standIn}) where one started, else null. */
    Thread parallelWarmer() { return parallelWarmer; }

    /** For tests: the cold sorts given to {@code Arrays.sort} by {@link #sequential} since the last {@link #reset}. */
    int sequentials() { return sequentials; }

    /** For tests: waits for a running warm-up, then makes these keys cold again. */
    synchronized void reset() throws InterruptedException {
        Thread t = warmer;
        if (t != null) t.join();
        warmer = null;
        started = 0;
        sequentials = 0;
        Thread p = parallelWarmer;
        if (p != null) p.join();
        parallelWarmer = null;
        Thread q = probesWarmer;
        if (q != null) q.join();
        probesWarmer = null;
        PARALLEL_WARM.set(0);   // (shared by the key types: every test resets all of them)
        PARALLEL_STARTED.set(0);
        PROBES_STARTED.set(0);
        sortedOnce = false;
        runsWarm = false;
        state = COLD;
        firstTaken = false;
    }

    /** Every cold start: the four key types', the four pair types' with 32-bit keys, the four with 64-bit keys. */
    static ColdStart[] all() {
        return new ColdStart[] {ints, longs, floats, doubles, intIntPairs, intLongPairs, floatIntPairs, floatLongPairs,
                longIntPairs, longLongPairs, doubleIntPairs, doubleLongPairs};
    }

    /** Each one's name and state, as "int warm, long cold, ..." (samplesort info). */
    static String describeAll() {
        StringBuilder s = new StringBuilder();
        for (ColdStart c : all()) s.append(s.isEmpty() ? "" : ", ").append(c.keys).append(' ').append(c.describe());
        return s.toString();
    }
}
