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
        if (job.keys() instanceof Keys.Words) {
            WordsSort.sort(job);
            return;
        }
        if (job.keys() instanceof Keys.Native || job.values() instanceof Values.Native) {
            segment(job);
        } else if (job.values() == null) {
            HeapNeed.require(job);
            keys(job);
        } else {
            HeapNeed.require(job);
            pairs(job);
        }
    }

    private static void keys(SortJob job) {
        int from = (int) job.from(), to = (int) job.to();
        boolean desc = job.descending();
        switch (job.keys()) {
            case Keys.Ints k -> { SampleSortInt.sort(k.a(), from, to); if (desc) Reverse.keys(k.a(), from, to); }
            case Keys.Longs k -> { SampleSortLong.sort(k.a(), from, to); if (desc) Reverse.keys(k.a(), from, to); }
            case Keys.Floats k -> { SampleSortFloat.sort(k.a(), from, to); if (desc) Reverse.keys(k.a(), from, to); }
            case Keys.Doubles k -> {
                SampleSortDouble.sort(k.a(), from, to);
                if (desc) Reverse.keys(k.a(), from, to);
            }
            case Keys.Native k -> throw new AssertionError(k);
            case Keys.Words k -> throw new AssertionError(k);
        }
    }

    private static void pairs(SortJob job) {
        int from = (int) job.from(), to = (int) job.to();
        Object v = switch (job.values()) {
            case Values.Ints iv -> iv.a();
            case Values.Longs lv -> lv.a();
            case Values.Native nv -> throw new AssertionError(nv);
        };
        switch (job.keys()) {
            case Keys.Ints k -> {
                if (v instanceof int[] iv) SampleSortIntInt.sort(k.a(), iv, from, to);
                else SampleSortIntLong.sort(k.a(), (long[]) v, from, to);
                if (job.descending()) Reverse.pairs(k.a(), v, from, to, job.stable());
            }
            case Keys.Longs k -> {
                if (v instanceof int[] iv) SampleSortLongInt.sort(k.a(), iv, from, to);
                else SampleSortLongLong.sort(k.a(), (long[]) v, from, to);
                if (job.descending()) Reverse.pairs(k.a(), v, from, to, job.stable());
            }
            case Keys.Floats k -> {
                if (v instanceof int[] iv) SampleSortFloatInt.sort(k.a(), iv, from, to);
                else SampleSortFloatLong.sort(k.a(), (long[]) v, from, to);
                if (job.descending()) Reverse.pairs(k.a(), v, from, to, job.stable());
            }
            case Keys.Doubles k -> {
                if (v instanceof int[] iv) SampleSortDoubleInt.sort(k.a(), iv, from, to);
                else SampleSortDoubleLong.sort(k.a(), (long[]) v, from, to);
                if (job.descending()) Reverse.pairs(k.a(), v, from, to, job.stable());
            }
            case Keys.Native k -> throw new AssertionError(k);
            case Keys.Words k -> throw new AssertionError(k);
        }
    }

    /** Native memory (or a mix of heap and native): the generated segment sorts. */
    private static void segment(SortJob job) {
        var k = job.keySegment();
        var v = job.valueSegment();
        SegmentSorts.sort(k, job.keyType(), job.count(), v, job.valueType());
        if (job.descending()) Reverse.segment(k, job.keyType(), job.count(), v, job.valueType(), job.stable());
    }
}
