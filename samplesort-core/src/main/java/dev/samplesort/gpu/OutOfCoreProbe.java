package dev.samplesort.gpu;

import dev.samplesort.internal.HostMapping;
import dev.samplesort.cuda.CudaStream;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.cuda.HostRegistration;
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
     * @return the last out-of-core sort's figures (names as in {@link OutOfCore.Stats} and
     *         {@link OutOfCore.Timeline}, per-pass steps as {@code pass1UploadNanos} ... {@code pass2DownloadNanos},
     *         summed over the workers; times in nanoseconds), empty before the first in this process
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
        OutOfCore.Timeline t = s.timeline();
        m.put("registerNanos", t.registerNanos());
        m.put("stagingNanos", t.stagingNanos());
        m.put("pass1UploadNanos", t.pass1().uploadNanos());
        m.put("pass1SortNanos", t.pass1().sortNanos());
        m.put("pass1DownloadNanos", t.pass1().downloadNanos());
        m.put("pass2UploadNanos", t.pass2().uploadNanos());
        m.put("pass2SortNanos", t.pass2().sortNanos());
        m.put("pass2DownloadNanos", t.pass2().downloadNanos());
        m.put("freeNanos", t.freeNanos());
        m.put("hugePages", t.hugePages() ? 1L : 0L);
        m.put("prefault", t.prefault() ? 1L : 0L);
        m.put("prefaultBytes", t.prefaultBytes());
        m.put("prefaultNanos", t.prefaultNanos());
        m.put("prefaultFailed", t.prefaultFailure() == null ? 0L : 1L);
        return m;
    }

    /**
     * What host memory costs the out-of-core sort, measured now on {@code bytes} (docs/OUT-OF-CORE.md, "Where the
     * time goes"): page-locking fresh memory ({@code cuMemHostAlloc}) and freeing it, mapping pageable memory and
     * filling it by parallel copies (first touch: the kernel zeroes each page), the same copies again (pages
     * present), and registering and unregistering that touched memory ({@code cuMemHostRegister}).
     *
     * @param bytes bytes per measurement (at least 1 MiB)
     * @return nanoseconds: {allocPinned, freePinned, firstTouchCopy, copy, register, unregister}
     * @throws dev.samplesort.BackendUnavailableException when no GPU is usable
     */
    public static long[] hostCosts(long bytes) {
        if (bytes < (1L << 20)) throw new IllegalArgumentException("host probe of " + bytes + " bytes");
        SessionPool pool = SessionPool.instance();
        SortSession a = pool.borrow();
        boolean ok = false;
        long[] t = new long[6];
        try (HostMapping src = HostMapping.map(bytes, OutOfCore.hugePages());
             HostMapping dst = HostMapping.map(bytes, OutOfCore.hugePages())) {
            // the source's pages present and not the shared zero page (its reads would come from cache)
            src.segment().fill((byte) 0x5A);
            long t0 = System.nanoTime();
            PinnedMemory p = a.rt.context.allocatePinned(bytes);
            long t1 = System.nanoTime();
            p.close();
            long t2 = System.nanoTime();
            Transfer.hostCopy(src.segment(), 0, dst.segment(), 0, bytes, true);   // dst: first touch
            long t3 = System.nanoTime();
            Transfer.hostCopy(src.segment(), 0, dst.segment(), 0, bytes, true);
            long t4 = System.nanoTime();
            try (HostRegistration r = a.rt.context.register(dst.segment())) {
                t[4] = System.nanoTime() - t4;
                long t5 = System.nanoTime();
                r.close();
                t[5] = System.nanoTime() - t5;
            }
            t[0] = t1 - t0;
            t[1] = t2 - t1;
            t[2] = t3 - t2;
            t[3] = t4 - t3;
            ok = true;
            return t;
        } finally {
            pool.release(a, ok);
        }
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
