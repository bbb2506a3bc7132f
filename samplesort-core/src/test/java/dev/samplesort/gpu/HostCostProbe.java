package dev.samplesort.gpu;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.cuda.CudaEvent;
import dev.samplesort.cuda.DeviceMemory;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.IntConsumer;

/**
 * Developer tool (not a test): the host-side cost of what one small sort does — each driver operation the sort
 * issues, timed alone in a loop on an idle stream, and whole device-resident sorts timed on the host after a long
 * warm-up (issue 15: the fixed cost of small sorts). {@code java ... HostCostProbe [reps]}.
 */
public final class HostCostProbe {
    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        if (GpuEngine.instance().unavailableReason() != null) {
            System.out.println("no GPU: " + GpuEngine.instance().unavailableReason());
            return;
        }
        SortSession s = SessionPool.instance().borrow();
        GpuPolicy policy = dev.samplesort.spi.Configuration.gpu();
        try (DeviceMemory d = s.rt.context.allocate(32 << 20); DeviceMemory w = s.rt.context.allocate(32 << 20);
             CudaEvent ev = s.rt.context.createEvent()) {
            MemorySegment host = s.scratch(1 << 20);
            op("stream sync (idle)", reps, i -> s.stream.synchronize());
            op("allocateAsync+free 1 MiB", reps, i -> s.allocate(1 << 20).close());
            op("allocateAsync+free 1 MiB + sync", reps, i -> { s.allocate(1 << 20).close(); s.stream.synchronize(); });
            op("H2D 4 KiB pinned", reps, i -> s.stream.copyHostToDevice(d, 0, host, 4096));
            op("D2H 128 B pinned", reps, i -> s.stream.copyDeviceToHost(host, d, 0, 128));
            op("memset 4 KiB", reps, i -> s.stream.memsetD8(d, 0, (byte) 0, 4096));
            op("event record", reps, i -> ev.record(s.stream));
            op("D2H 128 B + sync", reps, i -> { s.stream.copyDeviceToHost(host, d, 0, 128); s.stream.synchronize(); });
            MemorySegment big = s.scratch(32 << 20);
            java.util.SplittableRandom rnd = new java.util.SplittableRandom(42);
            for (long i = 0; i < (32 << 20) / 8; i++) big.setAtIndex(java.lang.foreign.ValueLayout.JAVA_LONG, i, rnd.nextLong());
            s.stream.copyHostToDevice(d, 0, big, 32 << 20);
            s.stream.synchronize();
            for (int lg : new int[] {16, 18, 20, 22}) {
                for (KeyType kt : new KeyType[] {KeyType.INT, KeyType.LONG}) {
                    int n = 1 << lg;
                    op("sort " + kt + " 2^" + lg + " (host wall)", Math.max(50, reps >> (lg - 16)), i -> {
                        s.stream.copyDeviceToDevice(w, 0, d, 0, (long) n * kt.byteSize());
                        GpuSampleSort.sort(s, w, null, n, kt, null, Order.ASCENDING, policy);
                    });
                }
            }
        }
        SessionPool.instance().release(s, true);
    }

    /** Runs {@code body} reps times after as many warm-up calls; prints the median µs of 10 batches. */
    private static void op(String what, int reps, IntConsumer body) {
        for (int i = 0; i < reps; i++) body.accept(i);
        double[] batch = new double[10];
        int per = Math.max(1, reps / 10);
        for (int b = 0; b < 10; b++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < per; i++) body.accept(i);
            batch[b] = (System.nanoTime() - t0) / 1e3 / per;
        }
        Arrays.sort(batch);
        System.out.printf(Locale.ROOT, "%-40s %8.2f us  (batches %.2f..%.2f)%n", what, batch[5], batch[0], batch[9]);
    }
}
