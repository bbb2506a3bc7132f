package dev.samplesort.cpu;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.spi.SortEngine;
import java.lang.foreign.MemorySegment;

/** The pure-Java parallel sample sort engine. PLACEHOLDER: the CPU helper replaces this file. */
public final class CpuEngine implements SortEngine {
    private static final CpuEngine INSTANCE = new CpuEngine();

    public static CpuEngine instance() { return INSTANCE; }

    @Override public String name() { return "cpu"; }

    @Override public String unavailableReason() { return null; }

    private static UnsupportedOperationException no() { return new UnsupportedOperationException("cpu"); }

    @Override public void sort(int[] a, int from, int to) { throw no(); }
    @Override public void sort(long[] a, int from, int to) { throw no(); }
    @Override public void sort(float[] a, int from, int to) { throw no(); }
    @Override public void sort(double[] a, int from, int to) { throw no(); }
    @Override public void sort(int[] k, int[] v, int from, int to, boolean stable) { throw no(); }
    @Override public void sort(int[] k, long[] v, int from, int to, boolean stable) { throw no(); }
    @Override public void sort(long[] k, int[] v, int from, int to, boolean stable) { throw no(); }
    @Override public void sort(long[] k, long[] v, int from, int to, boolean stable) { throw no(); }
    @Override public void sort(float[] k, int[] v, int from, int to, boolean stable) { throw no(); }
    @Override public void sort(float[] k, long[] v, int from, int to, boolean stable) { throw no(); }
    @Override public void sort(double[] k, int[] v, int from, int to, boolean stable) { throw no(); }
    @Override public void sort(double[] k, long[] v, int from, int to, boolean stable) { throw no(); }
    @Override public void sort(MemorySegment keys, KeyType kt, long n, MemorySegment v, ValueType vt, boolean st) {
        throw no();
    }
}
