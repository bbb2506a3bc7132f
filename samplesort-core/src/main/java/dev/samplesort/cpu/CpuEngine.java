package dev.samplesort.cpu;

import dev.samplesort.spi.SortEngine;
import dev.samplesort.spi.SortJob;
import dev.samplesort.spi.SortJob.Keys;
import dev.samplesort.spi.SortJob.Values;

/**
 * The pure-Java parallel sample sort engine (super scalar sample sort on ForkJoin threads). Every sort is stable,
 * so a stable job costs nothing extra. The type-specialised cores are generated from {@code src/main/templates}
 * (see docs/CPU.md); this class only dispatches a {@link SortJob} to them.
 *
 * <p>Descending jobs are sorted ascending and reversed in place ({@link Reverse}): one streaming pass, about 2 % of
 * a sort of 2^24 longs on one core; for stable key-value jobs the runs of equal keys are turned back to input order.
 */
public final class CpuEngine implements SortEngine {
    private static final CpuEngine INSTANCE = new CpuEngine();

    private CpuEngine() {}

    /** @return the engine (stateless; one per process) */
    public static CpuEngine instance() { return INSTANCE; }

    @Override public String name() { return "cpu"; }

    @Override public String unavailableReason() { return null; }

    @Override
    public void sort(SortJob job) {
        if (job.count() < 2) return;
        // The settings (read once): a bad samplesort.cpu.* value is an IllegalArgumentException naming it here,
        // before CpuConfig, whose constants come from this policy, is initialised.
        dev.samplesort.spi.Configuration.cpu();
        // counted in while it runs: a sort beside others takes the calling thread alone below
        // CpuConfig.CONCURRENT_PARALLEL_MIN (their parallel routes assume idle cores); heap, off-heap and multi-word
        // sorts alike, since each takes the engine's pool
        long n = job.count();
        int set = CpuConfig.threads();
        boolean counted = counted(n, set);
        int others = counted ? CpuConfig.enterSort(n, set) : 0;
        // and on the calling thread alone where other programs keep the cores busy (CpuConfig.busyThreads)
        int threads = counted ? CpuConfig.busyThreads(CpuConfig.concurrentThreads(n, set, others)) : set;
        // beside fewer sorts than take the cores: its threads' routes, but not the spinning team (SpinTeam.BESIDE)
        boolean beside = CpuConfig.teamBeside(n, threads, others), was = beside && SpinTeam.beside(true);
        try {
            if (job.keys() instanceof Keys.Words) {
                WordsSort.sort(job, threads);
            } else if (job.keys() instanceof Keys.Native || job.values() instanceof Values.Native) {
                segment(job, threads);
            } else {
                HeapNeed.require(job);
                if (job.values() == null) keys(job, threads);
                else pairs(job, threads);
            }
        } finally {
            if (beside) SpinTeam.beside(was);
            if (counted) CpuConfig.leaveSort(n, set);
        }
    }

    /**
     * Whether a sort of n keys set to run on {@code set} threads counts in the sorts beside others
     * ({@link CpuConfig#counted}): not a probes-only call of a warm-up (SampleSort.warmProbes comes through this entry
     * to warm it, and its thousands of calls of a few microseconds each would take the threads of a user's sort that
     * starts beside them). Its whole sorts count (ColdStart.realSort), so the warm-up sees both outcomes here: C2
     * compiles a test whose one outcome it never saw as a trap, taken at the first user's sort (the probes' own traps,
     * hundred-and-forty-fourth session, docs/CPU-LOG.md).
     */
    static boolean counted(long n, int set) {
        return CpuConfig.counted(n, set) && !ColdStart.probesOnly();
    }

    /**
     * Sorts a few keys of every key type through this entry, one sort each (SampleSort.warmProbes, every
     * PROBE_REAL_EVERY of its calls, which come through here): so that when C2 compiles the dispatch by type
     * ({@link #keys}) and the count's size test ({@link #counted}) every outcome is in the profile. Why: each key
     * type's warm-up in turn, only its own type and sizes of 2^15 and up seen before, left C2's code trapping at the
     * next type's {@code instanceof} (HotSpot's compilation log, H100 host's Xeon, 4 and 6 cores, hundred-and-forty-
     * fifth session: `made not entrant: uncommon trap` as the `long`, `float` and `double` warm-ups began), and after
     * the last the entry ran in C1's profiled code for 4-6 s of the user's sorts. Once at a warm-up's start was not
     * enough: those sorts ran before the entry's profile existed (the interpreter profiles a method only from its
     * first compilation on), and the size test trapped later (`unstable_if` in {@code CpuConfig.counted}, dev VM).
     */
    static void warmEntry() {
        int[] i = new int[ENTRY_WARM_KEYS];
        long[] l = new long[ENTRY_WARM_KEYS];
        float[] f = new float[ENTRY_WARM_KEYS];
        double[] d = new double[ENTRY_WARM_KEYS];
        for (int k = 0; k < ENTRY_WARM_KEYS; k++) { // (descending: each sort has work)
            i[k] = ENTRY_WARM_KEYS - k;
            l[k] = i[k];
            f[k] = i[k];
            d[k] = i[k];
        }
        warmSort(new Keys.Ints(i));
        warmSort(new Keys.Longs(l));
        warmSort(new Keys.Floats(f));
        warmSort(new Keys.Doubles(d));
    }

    private static void warmSort(Keys keys) {
        SortJob job = new SortJob(keys, null, 0, ENTRY_WARM_KEYS, dev.samplesort.Order.ASCENDING, false);
        // the job's key type asked as the heap check asks it from HeapNeed.CHECK_FROM keys, which these sorts are
        // below: the call's profile then holds every key type's class, and C2 compiles a call, not a guess of one
        // class (a guess of `int`'s trapped as the `long` warm-up began, `class_check` in SortJob.keyType, and again
        // at `float`'s; dev VM, 4 cores simulated, hundred-and-forty-fifth session)
        if (job.keyType() != null) INSTANCE.sort(job);
    }

    /** The keys of {@link #warmEntry}'s sorts: a few, below every route's sampling (their cost, microseconds). */
    private static final int ENTRY_WARM_KEYS = 16;

    // The dispatch below tests types with instanceof, not a pattern switch: a type switch's first run builds its
    // class through SwitchBootstraps and the class-file API, 5-6 ms of a fresh JVM's first sort (2 cores, 25th
    // session: the first Sorter.cpu().sort(int[2]) took 36 ms, Arrays.sort's 1.8; docs/CPU-LOG.md, "A fresh JVM")

    private static void keys(SortJob job, int threads) {
        int from = (int) job.from(), to = (int) job.to();
        boolean desc = job.descending();
        Keys keys = job.keys();
        if (keys instanceof Keys.Ints k) {
            SampleSortInt.sort(k.a(), from, to, threads);
            if (desc) Reverse.keys(k.a(), from, to);
        } else if (keys instanceof Keys.Longs k) {
            SampleSortLong.sort(k.a(), from, to, threads);
            if (desc) Reverse.keys(k.a(), from, to);
        } else if (keys instanceof Keys.Floats k) {
            SampleSortFloat.sort(k.a(), from, to, threads);
            if (desc) Reverse.keys(k.a(), from, to);
        } else if (keys instanceof Keys.Doubles k) {
            SampleSortDouble.sort(k.a(), from, to, threads);
            if (desc) Reverse.keys(k.a(), from, to);
        } else {
            throw new AssertionError(keys); // Native and Words jobs are dispatched before
        }
    }

    private static void pairs(SortJob job, int threads) {
        int from = (int) job.from(), to = (int) job.to();
        Values values = job.values();
        Object v;
        if (values instanceof Values.Ints iv) v = iv.a();
        else if (values instanceof Values.Longs lv) v = lv.a();
        else throw new AssertionError(values); // native values are dispatched before
        Keys keys = job.keys();
        if (keys instanceof Keys.Ints k) {
            if (v instanceof int[] iv) SampleSortIntInt.sort(k.a(), iv, from, to, threads);
            else SampleSortIntLong.sort(k.a(), (long[]) v, from, to, threads);
            if (job.descending()) Reverse.pairs(k.a(), v, from, to, job.stable());
        } else if (keys instanceof Keys.Longs k) {
            if (v instanceof int[] iv) SampleSortLongInt.sort(k.a(), iv, from, to, threads);
            else SampleSortLongLong.sort(k.a(), (long[]) v, from, to, threads);
            if (job.descending()) Reverse.pairs(k.a(), v, from, to, job.stable());
        } else if (keys instanceof Keys.Floats k) {
            if (v instanceof int[] iv) SampleSortFloatInt.sort(k.a(), iv, from, to, threads);
            else SampleSortFloatLong.sort(k.a(), (long[]) v, from, to, threads);
            if (job.descending()) Reverse.pairs(k.a(), v, from, to, job.stable());
        } else if (keys instanceof Keys.Doubles k) {
            if (v instanceof int[] iv) SampleSortDoubleInt.sort(k.a(), iv, from, to, threads);
            else SampleSortDoubleLong.sort(k.a(), (long[]) v, from, to, threads);
            if (job.descending()) Reverse.pairs(k.a(), v, from, to, job.stable());
        } else {
            throw new AssertionError(keys); // Native and Words jobs are dispatched before
        }
    }

    /** Native memory (or a mix of heap and native): the generated segment sorts. */
    private static void segment(SortJob job, int threads) {
        var k = job.keySegment();
        var v = job.valueSegment();
        SegmentSorts.sort(k, job.keyType(), job.count(), v, job.valueType(), threads);
        if (job.descending()) Reverse.segment(k, job.keyType(), job.count(), v, job.valueType(), job.stable());
    }
}
