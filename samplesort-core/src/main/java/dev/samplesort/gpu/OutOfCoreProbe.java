package dev.samplesort.gpu;

import dev.samplesort.cuda.CudaStream;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.cuda.PinnedMemory;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the benchmark needs to know about out-of-core sorts (through {@code dev.samplesort.internal.Tooling}): the
 * last sort's figures and the host↔device link's bandwidth measured with page-locked memory, so that a rate can be
 * put against the two-pass transfer bound measured in the same run (docs/OUT-OF-CORE.md).
 */
public final class OutOfCoreProbe {
    private OutOfCoreProbe() {}

    /**
     * @return the last out-of-core sort's figures (names as in {@link OutOfCore.Stats}, times in nanoseconds), empty
     *         before the first in this process
     */
    public static Map<String, Long> lastStats() {
        OutOfCore.Stats s = OutOfCore.last;
        Map<String, Long> m = new LinkedHashMap<>();
        if (s == null) return m;
        m.put("workers", (long) s.workers());
        m.put("chunkKeys", s.chunkKeys());
        m.put("runs", (long) s.runs());
        m.put("groups", (long) s.groups());
        m.put("stagingBytes", s.stagingBytes());
        m.put("direct", s.direct() ? 1L : 0L);
        m.put("pass1Nanos", s.pass1Nanos());
        m.put("planNanos", s.planNanos());
        m.put("pass2Nanos", s.pass2Nanos());
        m.put("totalNanos", s.totalNanos());
        m.put("cpuGroups", (long) s.cpuGroups());
        return m;
    }

    /**
     * Measures pinned host↔device copies of {@code bytes} each: host to device alone, device to host alone, and
     * both at once on two streams (PCIe is full duplex). Best of {@code reps}.
     *
     * @param bytes bytes per copy
     * @param reps  repetitions
     * @return bytes per second: {upload, download, upload while downloading, download while uploading}
     * @throws dev.samplesort.BackendUnavailableException when no GPU is usable
     */
    public static double[] linkBandwidth(long bytes, int reps) {
        SessionPool pool = SessionPool.instance();
        SortSession a = pool.borrow(), b = null;
        boolean ok = false;
        try (PinnedMemory h1 = a.rt.context.allocatePinned(bytes); PinnedMemory h2 = a.rt.context.allocatePinned(bytes);
             DeviceMemory d1 = a.rt.context.allocate(bytes); DeviceMemory d2 = a.rt.context.allocate(bytes)) {
            b = pool.borrow();
            CudaStream up = a.stream, down = b.stream;
            double[] best = new double[4];
            for (int r = 0; r < Math.max(1, reps); r++) {
                long t0 = System.nanoTime();
                up.copyHostToDevice(d1, 0, h1.segment(), bytes);
                up.synchronize();
                long t1 = System.nanoTime();
                down.copyDeviceToHost(h2.segment(), d2, 0, bytes);
                down.synchronize();
                long t2 = System.nanoTime();
                up.copyHostToDevice(d1, 0, h1.segment(), bytes);
                down.copyDeviceToHost(h2.segment(), d2, 0, bytes);
                up.synchronize();
                long t3 = System.nanoTime();
                down.synchronize();
                long t4 = System.nanoTime();
                best[0] = Math.max(best[0], bytes * 1e9 / (t1 - t0));
                best[1] = Math.max(best[1], bytes * 1e9 / (t2 - t1));
                best[2] = Math.max(best[2], bytes * 1e9 / (t3 - t2));
                best[3] = Math.max(best[3], bytes * 1e9 / (t4 - t2));
            }
            ok = true;
            return best;
        } finally {
            pool.release(a, ok);
            if (b != null) pool.release(b, ok);
        }
    }
}
