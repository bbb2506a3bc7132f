package dev.samplesort.gpu;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.spi.SortEngine;
import java.lang.foreign.MemorySegment;

/** The GPU sample sort engine. PLACEHOLDER until the GPU issues land: always unavailable. */
public final class GpuEngine implements SortEngine {
    private static final GpuEngine INSTANCE = new GpuEngine();

    public static GpuEngine instance() { return INSTANCE; }

    @Override public String name() { return "gpu"; }

    @Override public String unavailableReason() { return "the GPU backend is not built yet"; }

    private static UnsupportedOperationException no() { return new UnsupportedOperationException("gpu"); }

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
