package dev.samplesort.gpu;

import dev.samplesort.Sorter;
import dev.samplesort.cuda.DeviceMemory;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Developer timing tool (not a test): where the time of an end-to-end {@code long[]} sort goes. Host copies into
 * pinned buffers at several thread counts, pinned DMA alone, the staged upload/download pipelines, pageable copies
 * straight from the heap array (critical downcalls), and the whole {@code Sorter.gpu().sort}. Wall clock, median.
 * {@code java ... TransferDevBench [log2n] [reps]}.
 */
public final class TransferDevBench {
    public static void main(String[] args) throws Exception {
        int log = args.length > 0 ? Integer.parseInt(args[0]) : 28;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int n = 1 << log;
        long bytes = (long) n * 8;
        SessionPool eng = SessionPool.instance();
        if (GpuEngine.instance().unavailableReason() != null) {
            System.out.println("no GPU: " + GpuEngine.instance().unavailableReason());
            return;
        }
        long[] a = new long[n];
        SplittableRandom r = new SplittableRandom(1);
        for (int i = 0; i < n; i++) a[i] = r.nextLong();
        MemorySegment heap = MemorySegment.ofArray(a);
        if (args.length > 3 && args[3].equals("e2e")) {
            endToEnd(a, n, reps, args[2].split(","));
            return;
        }
        SortSession s = eng.borrow();
        DeviceMemory dev = s.rt.context.allocate(bytes);
        long chunk = 64L << 20;
        Transfer.Ring ring = s.ring(chunk, 3);
        for (int b = 0; b < 3; b++) ring.await(b);
        out("n=2^%d, %d MiB, chunk %d MiB, cores %d", log, bytes >> 20, chunk >> 20,
                Runtime.getRuntime().availableProcessors());

        for (int t : new int[] {8, 16}) {
            System.setProperty("samplesort.gpu.copyThreads", String.valueOf(t));
            double up = time(reps, () -> {
                for (long off = 0, i = 0; off < bytes; off += chunk, i++) {
                    Transfer.hostCopy(heap, off, ring.segment((int) (i % 3)), 0, Math.min(chunk, bytes - off), true);
                }
            });
            double down = time(reps, () -> {
                for (long off = 0, i = 0; off < bytes; off += chunk, i++) {
                    Transfer.hostCopy(ring.segment((int) (i % 3)), 0, heap, off, Math.min(chunk, bytes - off), true);
                }
            });
            out("host copy, %2d threads: heap->pinned %7.1f ms %5.1f GB/s | pinned->heap %7.1f ms %5.1f GB/s",
                    t, up, gbs(bytes, up), down, gbs(bytes, down));
        }
        double dmaUp = time(reps, () -> {
            for (long off = 0, i = 0; off < bytes; off += chunk, i++) {
                s.stream.copyHostToDevice(dev, off, ring.segment((int) (i % 3)), Math.min(chunk, bytes - off));
            }
            s.stream.synchronize();
        });
        double dmaDown = time(reps, () -> {
            for (long off = 0, i = 0; off < bytes; off += chunk, i++) {
                s.stream.copyDeviceToHost(ring.segment((int) (i % 3)), dev, off, Math.min(chunk, bytes - off));
            }
            s.stream.synchronize();
        });
        out("pinned DMA only: HtoD %7.1f ms %5.1f GB/s | DtoH %7.1f ms %5.1f GB/s", dmaUp, gbs(bytes, dmaUp),
                dmaDown, gbs(bytes, dmaDown));

        for (long c : new long[] {32L << 20, 64L << 20}) {
            for (int t : new int[] {16}) {
                System.setProperty("samplesort.gpu.copyThreads", String.valueOf(t));
                Transfer.Ring rg = s.ring(c, 3);
                List<Transfer.Part> parts = List.of(new Transfer.Part(heap, dev, bytes));
                double up = time(reps, () -> {
                    Transfer.upload(s, rg, parts, () -> { });
                    s.stream.synchronize();
                });
                double down = time(reps, () -> Transfer.download(s, rg, parts, () -> { }));
                out("staged pipeline, chunk %3d MiB, %2d threads: upload %7.1f ms %5.1f GB/s | download %7.1f ms "
                        + "%5.1f GB/s", c >> 20, t, up, gbs(bytes, up), down, gbs(bytes, down));
            }
        }
        System.clearProperty("samplesort.gpu.copyThreads");
        s.ring(chunk, 3);

        // per-thread pipelines: T threads, each its own stream and small pinned buffers, chunks interleaved
        for (int t : new int[] {8, 12, 16}) {
            for (long c : new long[] {1L << 20, 2L << 20, 4L << 20, 8L << 20}) {
                for (int nb : new int[] {2, 3}) {
                    double[] ud = threaded(eng, heap, dev, bytes, t, c, nb, reps);
                    out("threaded pipeline, %2d threads, chunk %d MiB x %d: upload %7.1f ms %5.1f GB/s | download "
                            + "%7.1f ms %5.1f GB/s", t, c >> 20, nb, ud[0], gbs(bytes, ud[0]), ud[1], gbs(bytes, ud[1]));
                }
            }
        }

        // pageable copies straight from the heap array: T threads, each its own stream and slice, 8 MiB calls
        for (int t : new int[] {1}) {
            for (long call : new long[] {64L << 20}) {
                double[] ud = pageable(eng, heap, dev, bytes, t, call, reps);
                out("pageable heap copies, %d threads, %3d MiB calls: HtoD %7.1f ms %5.1f GB/s | DtoH %7.1f ms "
                        + "%5.1f GB/s", t, call >> 20, ud[0], gbs(bytes, ud[0]), ud[1], gbs(bytes, ud[1]));
            }
        }
        dev.close();
        eng.release(s, true);

        endToEnd(a, n, reps, args.length > 2 ? args[2].split(",") : new String[] {"64:16", "32:16"});
    }

    private static void endToEnd(long[] a, int n, int reps, String[] cfgs) {
        long[] b = new long[n];
        for (String cfg : cfgs) {
            String[] p = cfg.split(":");
            System.setProperty("samplesort.gpu.chunkBytes", String.valueOf(Long.parseLong(p[0]) << 20));
            System.setProperty("samplesort.gpu.copyThreads", p[1]);
            double[] ms = new double[reps];
            for (int i = -1; i < reps; i++) {
                System.arraycopy(a, 0, b, 0, n);
                long t0 = System.nanoTime();
                Sorter.gpu().sort(b);
                double m = (System.nanoTime() - t0) / 1e6;
                if (i >= 0) ms[i] = m;
            }
            Arrays.sort(ms);
            for (int i = 1; i < n; i++) if (b[i - 1] > b[i]) throw new AssertionError("not sorted at " + i);
            out("Sorter.gpu().sort(long[]) chunk %s MiB, %s threads: %7.1f ms (min %.1f)", p[0], p[1],
                    ms[reps / 2], ms[0]);
        }
    }

    /** Per-thread work of a two-way measurement: direction 0 = upload, 1 = download. */
    private interface PerThread {
        void run(int dir, int thread) throws Exception;
    }

    /** Times {@code t} threads running {@code w} together, upload then download; median ms of each. */
    private static double[] timeParallel(int t, int reps, PerThread w) {
        ExecutorService ex = Executors.newFixedThreadPool(t);
        try {
            double[] res = new double[2];
            for (int dir = 0; dir < 2; dir++) {
                final int d = dir;
                res[dir] = time(reps, () -> {
                    List<Future<?>> fs = new ArrayList<>();
                    for (int i = 0; i < t; i++) {
                        final int me = i;
                        fs.add(ex.submit(() -> {
                            w.run(d, me);
                            return null;
                        }));
                    }
                    joinAll(fs);
                });
            }
            return res;
        } finally {
            ex.shutdown();
        }
    }

    private static double[] threaded(SessionPool eng, MemorySegment heap, DeviceMemory dev, long bytes, int t,
                                     long chunk, int nb, int reps) {
        List<SortSession> ss = new ArrayList<>();
        List<dev.samplesort.cuda.PinnedMemory[]> bufs = new ArrayList<>();
        List<dev.samplesort.cuda.CudaEvent[]> evs = new ArrayList<>();
        for (int i = 0; i < t; i++) {
            SortSession s = eng.borrow();
            ss.add(s);
            dev.samplesort.cuda.PinnedMemory[] b = new dev.samplesort.cuda.PinnedMemory[nb];
            dev.samplesort.cuda.CudaEvent[] e = new dev.samplesort.cuda.CudaEvent[nb];
            for (int j = 0; j < nb; j++) {
                b[j] = s.rt.context.allocatePinned(chunk);
                e[j] = s.rt.context.createEvent();
            }
            bufs.add(b);
            evs.add(e);
        }
        long chunks = (bytes + chunk - 1) / chunk;
        try {
            return timeParallel(t, reps, (d, me) -> {
                SortSession s = ss.get(me);
                dev.samplesort.cuda.PinnedMemory[] b = bufs.get(me);
                dev.samplesort.cuda.CudaEvent[] e = evs.get(me);
                if (d == 0) {
                    int k = 0;
                    for (long c = me; c < chunks; c += t, k++) {
                        int j = k % nb;
                        if (k >= nb) e[j].synchronize();
                        long off = c * chunk, len = Math.min(chunk, bytes - off);
                        MemorySegment.copy(heap, off, b[j].segment(), 0, len);
                        s.stream.copyHostToDevice(dev, off, b[j].segment(), len);
                        e[j].record(s.stream);
                    }
                } else {
                    List<Long> mine = new ArrayList<>();
                    for (long c = me; c < chunks; c += t) mine.add(c);
                    int issued = 0;
                    for (; issued < Math.min(nb, mine.size()); issued++) {
                        long off = mine.get(issued) * chunk;
                        s.stream.copyDeviceToHost(b[issued].segment(), dev, off, Math.min(chunk, bytes - off));
                        e[issued].record(s.stream);
                    }
                    for (int k = 0; k < mine.size(); k++) {
                        int j = k % nb;
                        e[j].synchronize();
                        long off = mine.get(k) * chunk, len = Math.min(chunk, bytes - off);
                        MemorySegment.copy(b[j].segment(), 0, heap, off, len);
                        if (issued < mine.size()) {
                            long o2 = mine.get(issued++) * chunk;
                            s.stream.copyDeviceToHost(b[j].segment(), dev, o2, Math.min(chunk, bytes - o2));
                            e[j].record(s.stream);
                        }
                    }
                }
                s.stream.synchronize();
            });
        } finally {
            for (int i = 0; i < t; i++) {
                for (var b : bufs.get(i)) b.close();
                for (var e : evs.get(i)) e.close();
                eng.release(ss.get(i), true);
            }
        }
    }

    private static double[] pageable(SessionPool eng, MemorySegment heap, DeviceMemory dev, long bytes, int t,
                                     long call, int reps) {
        List<SortSession> ss = new ArrayList<>();
        for (int i = 0; i < t; i++) ss.add(eng.borrow());
        long slice = ((bytes / t) + 4095) & ~4095L;
        try {
            return timeParallel(t, reps, (d, me) -> {
                final long lo = me * slice, hi = Math.min(bytes, lo + slice);
                ss.get(me).rt.context.makeCurrent();
                for (long off = lo; off < hi; off += call) {
                    long len = Math.min(call, hi - off);
                    int rc;
                    try {
                        rc = d == 0 ? (int) HTOD.invokeExact(dev.address() + off, heap.asSlice(off, len), len)
                                : (int) DTOH.invokeExact(heap.asSlice(off, len), dev.address() + off, len);
                    } catch (Throwable e) {
                        throw new RuntimeException(e);
                    }
                    if (rc != 0) throw new IllegalStateException("CUresult " + rc);
                }
            });
        } finally {
            for (SortSession s : ss) eng.release(s, true);
        }
    }

    // Pageable copies of heap memory: critical downcalls (the JVM passes the array's address and keeps it in place
    // during the call), bound here only for this measurement.
    private static final java.lang.foreign.Linker LINKER = java.lang.foreign.Linker.nativeLinker();
    private static final java.lang.foreign.SymbolLookup CUDA =
            java.lang.foreign.SymbolLookup.libraryLookup("libcuda.so.1", java.lang.foreign.Arena.global());
    private static final java.lang.invoke.MethodHandle HTOD = critical("cuMemcpyHtoD_v2",
            java.lang.foreign.ValueLayout.JAVA_LONG, java.lang.foreign.ValueLayout.ADDRESS,
            java.lang.foreign.ValueLayout.JAVA_LONG);
    private static final java.lang.invoke.MethodHandle DTOH = critical("cuMemcpyDtoH_v2",
            java.lang.foreign.ValueLayout.ADDRESS, java.lang.foreign.ValueLayout.JAVA_LONG,
            java.lang.foreign.ValueLayout.JAVA_LONG);

    private static java.lang.invoke.MethodHandle critical(String name, java.lang.foreign.MemoryLayout... args) {
        return LINKER.downcallHandle(CUDA.find(name).orElseThrow(),
                java.lang.foreign.FunctionDescriptor.of(java.lang.foreign.ValueLayout.JAVA_INT, args),
                java.lang.foreign.Linker.Option.critical(true));
    }

    private static void joinAll(List<Future<?>> fs) {
        for (Future<?> f : fs) {
            try {
                f.get();
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        }
    }

    private static double time(int reps, Runnable r) {
        r.run();
        double[] ms = new double[reps];
        for (int i = 0; i < reps; i++) {
            long t0 = System.nanoTime();
            r.run();
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(ms);
        return ms[reps / 2];
    }

    private static double gbs(long bytes, double ms) { return bytes / (ms * 1e6); }

    private static void out(String f, Object... a) {
        System.out.println(String.format(Locale.ROOT, f, a));
        System.out.flush();
    }
}
