package dev.samplesort.gpu;

import java.lang.foreign.MemorySegment;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Developer timing tool (not a test) for {@link DeviceWide}: {@code WideDevBench gensort|gensortfew|cols4 <log2n>
 * [reps]} — gensort-shaped records (100 bytes, 10-byte random key; gensortfew: 64 distinct keys, so that every row is
 * refined from the records' key bytes) or four long columns with 256 / 65536 / all / all-distinct
 * values, device-resident, median of the timed runs, and with {@code -Dsamplesort.gpu.profile=true} the phases
 * (CUDA events) per sort. The product benchmark is {@code samplesort bench --types gensort,long4}.
 */
public final class WideDevBench {
    public static void main(String[] args) {
        if (GpuEngine.instance().unavailableReason() != null) {
            System.out.println("no GPU: " + GpuEngine.instance().unavailableReason());
            return;
        }
        String shape = args[0];
        int n = 1 << Integer.parseInt(args[1]);
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        SplittableRandom r = new SplittableRandom(42);
        double[] ms = new double[reps];
        DeviceWide d;
        if (shape.startsWith("gensort")) {
            d = DeviceWide.records(n, 100, 0, 10);
            byte[] chunk = new byte[100 << 16];
            byte[] few = new byte[64 * 10];
            r.nextBytes(few);
            try (var arena = java.lang.foreign.Arena.ofConfined()) {
                MemorySegment rec = arena.allocate(100L * n, 16);
                for (long at = 0; at < 100L * n; at += chunk.length) {
                    r.nextBytes(chunk);
                    if (shape.equals("gensortfew")) {
                        for (int k = 0; k < chunk.length; k += 100) System.arraycopy(few, 10 * r.nextInt(64), chunk, k, 10);
                    }
                    MemorySegment.copy(MemorySegment.ofArray(chunk), 0, rec, at, Math.min(chunk.length, 100L * n - at));
                }
                d.uploadRecords(rec);
            }
        } else {
            d = DeviceWide.columns(n, 4);
            long[] v256 = r.longs(256).toArray(), v64k = r.longs(65536).toArray(), c = new long[n];
            for (int col = 0; col < 4; col++) {
                for (int i = 0; i < n; i++) {
                    c[i] = switch (col) {
                        case 0 -> v256[r.nextInt(256)];
                        case 1 -> v64k[r.nextInt(65536)];
                        case 2 -> r.nextLong();
                        default -> i * 0x9E3779B97F4A7C15L;
                    };
                }
                d.uploadColumn(col, MemorySegment.ofArray(c));
            }
        }
        try (d) {
            d.timedSort();   // warm-up
            d.phaseMillis().clear();
            for (int i = 0; i < reps; i++) ms[i] = d.timedSort();
            double[] sorted = ms.clone();
            Arrays.sort(sorted);
            System.out.printf(Locale.ROOT, "%s 2^%s ab=[%s]: median %.3f ms (min %.3f, max %.3f)%n", shape, args[1],
                    System.getProperty("samplesort.dev.ab", ""), sorted[reps / 2], sorted[0], sorted[reps - 1]);
            d.phaseMillis().forEach((p, t) -> System.out.printf(Locale.ROOT, "    %-28s %8.3f ms/sort%n", p, t / reps));
        }
    }
}
