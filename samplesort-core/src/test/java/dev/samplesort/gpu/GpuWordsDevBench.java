package dev.samplesort.gpu;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cpu.CpuEngine;
import dev.samplesort.cpu.WordsSortTest;
import dev.samplesort.cuda.CudaEvent;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.spi.SortJob;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Developer timing tool (not a test) for {@link GpuWordsSort}: device-resident multi-word keys with a 32-bit row
 * index as values, CUDA events, median of reps on fresh copies, result checked against the CPU engine.
 * {@code GpuWordsDevBench words <w> <dist> <log2n,...> [reps]} (dist: see WordsSortTest, plus "cols4": four long
 * columns with 256 / 65536 / all / all-distinct values) or {@code GpuWordsDevBench stable <type> <dist> <log2n,...>
 * [reps]} (stable vs unstable key-value sort, int values). The product benchmark is {@code samplesort bench}.
 */
public final class GpuWordsDevBench {
    public static void main(String[] args) {
        if (GpuEngine.instance().unavailableReason() != null) {
            System.out.println("no GPU: " + GpuEngine.instance().unavailableReason());
            return;
        }
        int reps = args.length > 4 ? Integer.parseInt(args[4]) : 5;
        SessionPool pool = SessionPool.instance();
        SortSession s = pool.borrow();
        try {
            for (String ls : args[3].split(",")) {
                int n = 1 << Integer.parseInt(ls.trim());
                if (args[0].equals("words")) words(s, Integer.parseInt(args[1]), args[2], n, reps);
                else stable(s, KeyType.parse(args[1]), args[2], n, reps);
            }
        } finally {
            pool.release(s, true);
        }
    }

    static long[] data(int w, String dist, int n) {
        if (!dist.equals("cols4")) return WordsSortTest.words(w, dist, n, 42);
        SplittableRandom r = new SplittableRandom(42);
        long[] v256 = r.longs(256).toArray(), v64k = r.longs(65536).toArray();
        long[] a = new long[4 * n];
        for (int i = 0; i < n; i++) {
            a[4 * i] = v256[r.nextInt(256)];
            a[4 * i + 1] = v64k[r.nextInt(65536)];
            a[4 * i + 2] = r.nextLong();
            a[4 * i + 3] = i * 0x9E3779B97F4A7C15L;   // all distinct
        }
        return a;
    }

    static void words(SortSession s, int w, String dist, int n, int reps) {
        long[] host = data(dist.equals("cols4") ? 4 : w, dist, n);
        if (dist.equals("cols4")) w = 4;
        long kb = 8L * n * w, vb = 4L * n;
        int[] idx = new int[n];
        for (int i = 0; i < n; i++) idx[i] = i;
        float[] ms = new float[reps];
        long[] got = new long[host.length];
        try (DeviceMemory in = s.rt.context.allocate(kb); DeviceMemory work = s.rt.context.allocate(kb);
             DeviceMemory vin = s.rt.context.allocate(vb); DeviceMemory vwork = s.rt.context.allocate(vb);
             CudaEvent e0 = s.rt.context.createEvent(); CudaEvent e1 = s.rt.context.createEvent()) {
            HostSort.copyToDevice(SessionPool.instance(), s, MemorySegment.ofArray(host), in, kb);
            HostSort.copyToDevice(SessionPool.instance(), s, MemorySegment.ofArray(idx), vin, vb);
            for (int r = -1; r < reps; r++) {
                s.stream.copyDeviceToDevice(work, 0, in, 0, kb);
                s.stream.copyDeviceToDevice(vwork, 0, vin, 0, vb);
                e0.record(s.stream);
                GpuWordsSort.sortWords(s, work, w, vwork, ValueType.INT, n, Order.ASCENDING, false);
                e1.record(s.stream);
                e1.synchronize();
                if (r >= 0) ms[r] = e1.elapsedMillisSince(e0);
            }
            HostSort.copyToHost(SessionPool.instance(), s, work, MemorySegment.ofArray(got), kb);
        }
        long[] ref = host.clone();
        CpuEngine.instance().sort(new SortJob(new SortJob.Keys.Words(MemorySegment.ofArray(ref), w), null, 0, n,
                Order.ASCENDING, false));
        report("words w=" + w + " " + dist, n, ms, Arrays.equals(ref, got) ? "ok" : "WRONG");
        if (!s.phaseMillis().isEmpty()) {   // -Dsamplesort.gpu.profile=true: per-phase totals over warm-up + reps
            s.phaseMillis().forEach((p, t) -> System.out.printf(Locale.ROOT, "    %-28s %8.3f ms/sort%n", p,
                    t / (reps + 1)));
            s.phaseMillis().clear();
        }
    }

    static void stable(SortSession s, KeyType kt, String dist, int n, int reps) {
        Object keys = switch (kt) {
            case INT -> GpuTestData.ints(dist, n, 42);
            case LONG -> GpuTestData.longs(dist, n, 42);
            case FLOAT -> GpuTestData.floats(dist, n, 42);
            case DOUBLE -> GpuTestData.doubles(dist, n, 42);
        };
        MemorySegment hk = GpuWordsTest.seg(keys);
        long kb = hk.byteSize(), vb = 4L * n;
        int[] idx = new int[n];
        for (int i = 0; i < n; i++) idx[i] = i;
        GpuPolicy policy = dev.samplesort.spi.Configuration.gpu();
        float[] unstable = new float[reps], stable = new float[reps];
        int[] gotV = new int[n];
        try (DeviceMemory in = s.rt.context.allocate(kb); DeviceMemory work = s.rt.context.allocate(kb);
             DeviceMemory vin = s.rt.context.allocate(vb); DeviceMemory vwork = s.rt.context.allocate(vb);
             CudaEvent e0 = s.rt.context.createEvent(); CudaEvent e1 = s.rt.context.createEvent()) {
            HostSort.copyToDevice(SessionPool.instance(), s, hk, in, kb);
            HostSort.copyToDevice(SessionPool.instance(), s, MemorySegment.ofArray(idx), vin, vb);
            for (int r = -1; r < reps; r++) {
                for (boolean st : new boolean[] {false, true}) {
                    s.stream.copyDeviceToDevice(work, 0, in, 0, kb);
                    s.stream.copyDeviceToDevice(vwork, 0, vin, 0, vb);
                    e0.record(s.stream);
                    if (st) GpuWordsSort.sortStablePairs(s, work, kt, vwork, ValueType.INT, n, Order.ASCENDING,
                            policy);
                    else GpuSampleSort.sort(s, work, vwork, n, kt, ValueType.INT, Order.ASCENDING, policy);
                    e1.record(s.stream);
                    e1.synchronize();
                    if (r >= 0) (st ? stable : unstable)[r] = e1.elapsedMillisSince(e0);
                }
            }
            HostSort.copyToHost(SessionPool.instance(), s, vwork, MemorySegment.ofArray(gotV), vb);
        }
        // the stable result's values are the row order of a stable sort: check against the CPU (stable) engine
        int[] ref = idx.clone();
        Object k2 = EngineJob.copy(keys);
        dev.samplesort.spi.Jobs.sort(CpuEngine.instance(), k2, ref, 0, n, true);
        String ok = Arrays.equals(ref, gotV) ? "ok" : "WRONG";
        report("pairs " + kt + "+int " + dist + " unstable", n, unstable, "-");
        report("pairs " + kt + "+int " + dist + " stable", n, stable, ok);
        System.out.printf(Locale.ROOT, "  stable/unstable = %.2f%n", median(stable) / median(unstable));
    }

    static double median(float[] ms) {
        float[] c = ms.clone();
        Arrays.sort(c);
        return c[c.length / 2];
    }

    static void report(String what, int n, float[] ms, String ok) {
        double med = median(ms);
        System.out.printf(Locale.ROOT, "%-40s n=2^%d  median %.3f ms  %.2f GKeys/s  [%s]%n", what,
                Integer.numberOfTrailingZeros(n), med, n / med / 1e6, ok);
    }
}
