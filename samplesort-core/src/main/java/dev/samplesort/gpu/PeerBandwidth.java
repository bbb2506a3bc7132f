package dev.samplesort.gpu;

import dev.samplesort.cuda.Cuda;
import dev.samplesort.cuda.CudaContext;
import dev.samplesort.cuda.CudaDevice;
import dev.samplesort.cuda.CudaEvent;
import dev.samplesort.cuda.CudaStream;
import dev.samplesort.cuda.DeviceMemory;
import dev.samplesort.cuda.PinnedMemory;
import java.util.ArrayList;
import java.util.List;

/**
 * Measures what the multi-GPU sort's exchange and uploads run on: the peer copy bandwidth of every ordered pair
 * of devices (one copy at a time, {@code cuMemcpyPeerAsync} with peer access enabled where the devices allow it),
 * an all-to-all in which every device pulls a 1/g piece from every other at once (the exchange's pattern), and
 * pinned host→device copies on every device at once (each over its own link). For {@code samplesort bench-p2p};
 * times are CUDA events (pairs) or host wall clock around synchronized streams (the concurrent patterns).
 */
public final class PeerBandwidth {
    private PeerBandwidth() {}

    /**
     * The figures, GB/s (10^9 bytes per second).
     *
     * @param peerAccess  [i][j]: device i can access device j's memory directly
     * @param copy        [src][dst]: one copy stream from src to dst (the diagonal: a copy within the device)
     * @param allToAll    per device, bytes pulled from the others per second while all devices exchange at once
     * @param hostToDevice per device, pinned host→device while all devices upload at once
     * @param bytes       bytes per copy
     */
    public record Matrix(boolean[][] peerAccess, double[][] copy, double[] allToAll, double[] hostToDevice,
                         long bytes) {}

    /**
     * Whether each device can access each other's memory ({@code cuDeviceCanAccessPeer}); the diagonal is true.
     *
     * @return [i][j] over all devices of the machine (0 × 0 without CUDA)
     */
    public static boolean[][] peerAccess() {
        int g = Cuda.isAvailable() ? Cuda.deviceCount() : 0;
        boolean[][] m = new boolean[g][g];
        for (int i = 0; i < g; i++) for (int j = 0; j < g; j++) m[i][j] = Cuda.device(i).canAccessPeer(Cuda.device(j));
        return m;
    }

    /**
     * Measures the matrix over all devices with copies of {@code bytes}, best of {@code reps}.
     *
     * @param bytes bytes per copy (e.g. 512 MiB)
     * @param reps  timed repetitions per figure (after one warm-up)
     * @return the figures
     * @throws IllegalStateException when CUDA is unavailable
     */
    public static Matrix measure(long bytes, int reps) {
        if (!Cuda.isAvailable()) throw new IllegalStateException("CUDA is unavailable: " + Cuda.unavailableReason());
        int g = Cuda.deviceCount();
        bytes = Math.max(4096, bytes & ~255L);
        List<CudaContext> ctx = new ArrayList<>();
        for (int i = 0; i < g; i++) ctx.add(Cuda.device(i).primaryContext());
        boolean[][] access = peerAccess();
        for (int i = 0; i < g; i++) for (int j = 0; j < g; j++) if (i != j) ctx.get(i).enablePeerAccess(ctx.get(j));
        List<CudaStream> streams = new ArrayList<>();
        List<DeviceMemory> src = new ArrayList<>(), dst = new ArrayList<>();
        try {
            for (int i = 0; i < g; i++) {
                streams.add(ctx.get(i).createStream());
                src.add(ctx.get(i).allocate(bytes));
                dst.add(ctx.get(i).allocate(bytes));
            }
            double[][] copy = new double[g][g];
            for (int s = 0; s < g; s++) {
                for (int d = 0; d < g; d++) {
                    CudaStream st = streams.get(d);   // pulled by the destination, as the exchange does
                    try (CudaEvent e0 = ctx.get(d).createEvent(); CudaEvent e1 = ctx.get(d).createEvent()) {
                        double best = Double.MAX_VALUE;
                        for (int r = -1; r < reps; r++) {
                            e0.record(st);
                            st.copyPeer(dst.get(d), 0, src.get(s), 0, bytes);
                            e1.record(st);
                            e1.synchronize();
                            if (r >= 0) best = Math.min(best, e1.elapsedMillisSince(e0));
                        }
                        copy[s][d] = bytes / (best * 1e6);
                    }
                }
            }
            double[] a2a = new double[g];
            long piece = Math.max(256, bytes / g & ~255L);
            double bestA = Double.MAX_VALUE;
            for (int r = -1; r < reps; r++) {
                for (CudaStream st : streams) st.synchronize();
                long t0 = System.nanoTime();
                for (int d = 0; d < g; d++) {
                    for (int s = 0; s < g; s++) {
                        if (s != d) streams.get(d).copyPeer(dst.get(d), s * piece, src.get(s), d * piece, piece);
                    }
                }
                for (CudaStream st : streams) st.synchronize();
                double ms = (System.nanoTime() - t0) / 1e6;
                if (r >= 0) bestA = Math.min(bestA, ms);
            }
            for (int d = 0; d < g; d++) a2a[d] = g < 2 ? 0 : piece * (g - 1) / (bestA * 1e6);
            double[] h2d = new double[g];
            List<PinnedMemory> pinned = new ArrayList<>();
            try {
                for (int i = 0; i < g; i++) pinned.add(ctx.get(i).allocatePinned(bytes));
                double bestH = Double.MAX_VALUE;
                for (int r = -1; r < reps; r++) {
                    for (CudaStream st : streams) st.synchronize();
                    long t0 = System.nanoTime();
                    for (int i = 0; i < g; i++) streams.get(i).copyHostToDevice(dst.get(i), 0, pinned.get(i).segment(), bytes);
                    for (CudaStream st : streams) st.synchronize();
                    double ms = (System.nanoTime() - t0) / 1e6;
                    if (r >= 0) bestH = Math.min(bestH, ms);
                }
                for (int i = 0; i < g; i++) h2d[i] = bytes / (bestH * 1e6);
            } finally {
                for (PinnedMemory p : pinned) p.close();
            }
            return new Matrix(access, copy, a2a, h2d, bytes);
        } finally {
            for (CudaStream st : streams) st.close();
            for (DeviceMemory m : src) m.close();
            for (DeviceMemory m : dst) m.close();
        }
    }

    /** @return one line per device: ordinal and name */
    public static List<String> deviceNames() {
        List<String> l = new ArrayList<>();
        int g = Cuda.isAvailable() ? Cuda.deviceCount() : 0;
        for (int i = 0; i < g; i++) {
            CudaDevice d = Cuda.device(i);
            l.add(i + ": " + d.name());
        }
        return l;
    }
}
