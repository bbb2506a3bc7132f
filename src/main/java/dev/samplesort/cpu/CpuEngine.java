package dev.samplesort.cpu;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.spi.SortEngine;
import java.lang.foreign.MemorySegment;

/**
 * The pure-Java parallel sample sort engine (super scalar sample sort on ForkJoin threads). Every sort is stable,
 * so the {@code stable} flag costs nothing. The type-specialised cores are generated from
 * {@code src/main/templates} (see docs/CPU.md); this class only dispatches.
 */
public final class CpuEngine implements SortEngine {
    private static final CpuEngine INSTANCE = new CpuEngine();

    private CpuEngine() {}

    public static CpuEngine instance() { return INSTANCE; }

    @Override public String name() { return "cpu"; }

    @Override public String unavailableReason() { return null; }

    @Override public void sort(int[] a, int from, int to) { SampleSortInt.sort(a, from, to); }

    @Override public void sort(long[] a, int from, int to) { SampleSortLong.sort(a, from, to); }

    @Override public void sort(float[] a, int from, int to) { SampleSortFloat.sort(a, from, to); }

    @Override public void sort(double[] a, int from, int to) { SampleSortDouble.sort(a, from, to); }

    @Override public void sort(int[] k, int[] v, int from, int to, boolean stable) {
        SampleSortIntInt.sort(k, v, from, to);
    }

    @Override public void sort(int[] k, long[] v, int from, int to, boolean stable) {
        SampleSortIntLong.sort(k, v, from, to);
    }

    @Override public void sort(long[] k, int[] v, int from, int to, boolean stable) {
        SampleSortLongInt.sort(k, v, from, to);
    }

    @Override public void sort(long[] k, long[] v, int from, int to, boolean stable) {
        SampleSortLongLong.sort(k, v, from, to);
    }

    @Override public void sort(float[] k, int[] v, int from, int to, boolean stable) {
        SampleSortFloatInt.sort(k, v, from, to);
    }

    @Override public void sort(float[] k, long[] v, int from, int to, boolean stable) {
        SampleSortFloatLong.sort(k, v, from, to);
    }

    @Override public void sort(double[] k, int[] v, int from, int to, boolean stable) {
        SampleSortDoubleInt.sort(k, v, from, to);
    }

    @Override public void sort(double[] k, long[] v, int from, int to, boolean stable) {
        SampleSortDoubleLong.sort(k, v, from, to);
    }

    @Override public void sort(MemorySegment keys, KeyType kt, long n, MemorySegment v, ValueType vt, boolean st) {
        SegmentSorts.sort(keys, kt, n, v, vt);
    }
}
