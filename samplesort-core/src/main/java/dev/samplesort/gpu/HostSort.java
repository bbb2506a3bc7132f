package dev.samplesort.gpu;

import dev.samplesort.BackendFailureException;
import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.CudaException;
import dev.samplesort.cuda.DeviceMemory;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;

/**
 * The host-memory path of the GPU backend: heap arrays and native segments are copied to the device, sorted there
 * by {@link GpuSampleSort} and copied back (design: docs/END-TO-END.md), on a session borrowed from a
 * {@link SessionPool}; and the same transfers for holders of device memory ({@link DeviceResident}).
 *
 * <ul>
 *   <li>Transfers ({@link Transfer}): heap data goes through a few reusable pinned chunk buffers per session, the
 *       CPU copy of one chunk overlapping the DMA of the previous one, in both directions; large native segments
 *       are page-locked in place ({@code cuMemHostRegister}) and copied directly. Device buffers come from the
 *       stream-ordered pool, so repeated sizes cost no {@code cuMemAlloc}.</li>
 *   <li>Failure model: the caller's memory is written only after the device sort has completed and the first
 *       chunk of the result is back in pinned memory. Any failure before (out of memory, driver error) leaves it
 *       unchanged and surfaces as {@link BackendFailureException}, which {@code Backend.AUTO} retries on the CPU.
 *       After that point only a context-fatal CUDA error caused elsewhere can interrupt the copy; that throws
 *       {@link InternalError} (see {@link Transfer#download}).</li>
 * </ul>
 */
final class HostSort {
    /** Test-only fault injection (see {@link FaultInjector}); {@code null} in normal operation. */
    static volatile FaultInjector faults;

    private HostSort() {}

    /**
     * Copies {@code bytes} of host memory (a heap or native segment) to {@code dev} on the session's stream by the
     * same path as the sorts (pinned chunk ring with parallel copies, or a registered native segment copied
     * directly); returns when the data is on the device. For holders of a session ({@link DeviceResident});
     * the stream must be idle.
     */
    static void copyToDevice(SessionPool pool, SortSession s, MemorySegment host, DeviceMemory dev, long bytes) {
        copy(pool, s, host, dev, bytes, true);
    }

    /** As {@link #copyToDevice}, the other way; returns when the data is in {@code host}. */
    static void copyToHost(SessionPool pool, SortSession s, DeviceMemory dev, MemorySegment host, long bytes) {
        copy(pool, s, host, dev, bytes, false);
    }

    private static void copy(SessionPool pool, SortSession s, MemorySegment host, DeviceMemory dev, long bytes,
                             boolean up) {
        if (bytes == 0) return;
        List<Transfer.Part> parts = List.of(new Transfer.Part(host, dev, bytes));
        boolean ok = false;
        try {
            Transfer.tryRegister(s, parts.get(0));
            Transfer.Ring ring = s.ring(Transfer.chunkBytes(), Transfer.chunkBuffers());
            if (up) {
                Transfer.upload(s, ring, parts, () -> { });
                s.stream.synchronize();
            } else {
                Transfer.download(s, ring, parts, () -> { });
            }
            ok = true;
        } finally {
            if (parts.get(0).direct()) {
                if (!ok) {
                    try {
                        s.stream.synchronize();   // no DMA may touch the caller's memory after unregistering
                    } catch (RuntimeException e) {
                        pool.noteFailure(e);
                    }
                }
                RuntimeException u = Transfer.unregister(parts);
                if (u != null && ok) throw u;
            }
        }
    }

    /**
     * Host data (heap or native) → device → sorted → back. The host data changes only after the device sort
     * succeeded (see the class comment for the failure model). {@code memoryLimit} (bytes, 0: none) refuses sorts
     * that need more device memory, with the data unchanged.
     */
    static void sort(SessionPool pool, GpuPolicy policy, MemorySegment keys, KeyType kt, MemorySegment values,
                     ValueType vt, long n, Order order, long memoryLimit) {
        if (n < 2) return;
        long kb = n * kt.byteSize(), vbytes = values == null ? 0 : n * vt.byteSize();
        GpuRuntime rt = GpuRuntime.get();
        if (memoryLimit > 0) {
            // sorts beyond the limit go out of core (GpuEngine); this only guards the promise
            long need = kb + vbytes + GpuSampleSort.auxiliaryBytes(n, kt, vt);
            if (need > memoryLimit) {
                throw new BackendFailureException("not enough GPU memory: the sort needs " + need + " bytes, the "
                        + "GPU memory limit (samplesort.gpu.memoryLimit or Sorter.Builder.gpuMemoryLimit) is "
                        + memoryLimit, null);
            }
        }
        if (rt != null) {
            long need = kb + vbytes + GpuSampleSort.auxiliaryBytes(n, kt, vt);
            long total = rt.device.totalMemory();
            if (need > total) {
                throw new BackendFailureException("not enough GPU memory: the sort needs " + need
                        + " bytes, the device has " + total + " in all", null);
            }
        }
        SortSession s = pool.borrow();
        boolean healthy = false;
        List<Transfer.Part> parts = new ArrayList<>(2);
        DeviceMemory dk = null, dv = null;
        try {
            dk = s.allocate(kb);
            dv = values == null ? null : s.allocate(vbytes);
            if (n > policy.maxBucket()) {
                // Reserve the sort's buffers (the same block GpuSampleSort allocates) in the stream-ordered pool
                // now, so that an out-of-memory shows before the upload; freed at once, the block stays in the pool
                // (release threshold UINT64_MAX) and the sort's own allocation reuses it.
                s.allocate(SortBuffers.forSort(n, kt, vt, policy, s.rt.smCount).bytes()).close();
            }
            parts.add(new Transfer.Part(keys, dk, kb));
            if (values != null) parts.add(new Transfer.Part(values, dv, vbytes));
            for (Transfer.Part p : parts) Transfer.tryRegister(s, p);
            Transfer.Ring ring = s.ring(Transfer.chunkBytes(), Transfer.chunkBuffers());
            fault(FaultInjector.Point.BEFORE_UPLOAD, n);
            Transfer.upload(s, ring, parts, () -> fault(FaultInjector.Point.DURING_UPLOAD, n));
            fault(FaultInjector.Point.AFTER_UPLOAD, n);
            GpuSampleSort.sort(s, dk, dv, n, kt, vt, order, policy);
            fault(FaultInjector.Point.AFTER_SORT, n);
            Transfer.download(s, ring, parts, () -> fault(FaultInjector.Point.DURING_DOWNLOAD, n));
            // The caller's data is sorted: nothing below may throw any more.
            healthy = true;
        } catch (CudaException | FaultInjector.InjectedFailure e) {
            pool.noteFailure(e);
            throw new BackendFailureException("GPU sort failed: " + e.getMessage(), e);
        } catch (RuntimeException | Error e) {
            pool.noteFailure(e);
            throw e;
        } finally {
            healthy &= free(pool, dv);
            healthy &= free(pool, dk);
            finish(pool, s, parts, healthy);
        }
    }

    /** Frees a device block (stream-ordered); a failure only means the session must not be reused. */
    private static boolean free(SessionPool pool, DeviceMemory m) {
        if (m == null) return true;
        try {
            m.close();
            return true;
        } catch (RuntimeException e) {
            pool.noteFailure(e);
            return false;
        }
    }

    /** Unregisters host memory once no DMA can touch it any more, then returns or discards the session. */
    private static void finish(SessionPool pool, SortSession s, List<Transfer.Part> parts, boolean healthy) {
        boolean registered = parts.stream().anyMatch(Transfer.Part::direct);
        if (!healthy || registered) {
            try {
                s.stream.synchronize();   // on failure: let in-flight DMAs on the caller's memory drain
            } catch (RuntimeException e) {
                healthy = false;
                pool.noteFailure(e);
            }
        }
        RuntimeException u = Transfer.unregister(parts);
        if (u != null) {
            healthy = false;
            pool.noteFailure(u);
        }
        pool.release(s, healthy);
    }

    private static void fault(FaultInjector.Point p, long n) {
        FaultInjector f = faults;
        if (f != null) f.at(p, n);
    }
}
