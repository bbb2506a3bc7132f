package dev.samplesort.gpu;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import dev.samplesort.cuda.CudaEvent;
import dev.samplesort.cuda.DeviceMemory;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.Locale;

/**
 * Developer timing tool (not a test): device-resident GPU sample sort, CUDA events, median of reps on fresh copies,
 * output checked. {@code java ... GpuDevBench <type> <dist> <log2n,...> [reps] [values|none] [asc|desc]}; type int|long|float|double.
 * The product benchmark is {@code samplesort bench}; this one exists to tune kernels quickly.
 */
public final class GpuDevBench {
    public static void main(String[] args) {
        KeyType kt = KeyType.parse(args[0]);
        String dist = args[1];
        int reps = args.length > 3 ? Integer.parseInt(args[3]) : 5;
        ValueType vt = args.length > 4 && !args[4].equals("none") ? ValueType.parse(args[4]) : null;
        Order order = args.length > 5 && args[5].equals("desc") ? Order.DESCENDING : Order.ASCENDING;
        SessionPool eng = SessionPool.instance();
        if (GpuEngine.instance().unavailableReason() != null) {
            System.out.println("no GPU: " + GpuEngine.instance().unavailableReason());
            return;
        }
        SortSession s = eng.borrow();
        GpuPolicy policy = dev.samplesort.spi.Configuration.gpu();
        for (String ls : args[2].split(",")) {
            int n = 1 << Integer.parseInt(ls.trim());
            long kb = (long) n * kt.byteSize(), vbytes = vt == null ? 0 : (long) n * vt.byteSize();
            try (Arena arena = Arena.ofConfined();
                 DeviceMemory in = s.rt.context.allocate(kb); DeviceMemory work = s.rt.context.allocate(kb);
                 DeviceMemory vin = vt == null ? null : s.rt.context.allocate(vbytes);
                 DeviceMemory vwork = vt == null ? null : s.rt.context.allocate(vbytes);
                 CudaEvent e0 = s.rt.context.createEvent(); CudaEvent e1 = s.rt.context.createEvent()) {
                MemorySegment host = arena.allocate(kb, 8);
                long[] raw64 = kt.byteSize() == 8 ? GpuTestData.longs(dist, n, 42) : null;
                int[] raw32 = kt.byteSize() == 4 ? GpuTestData.ints(dist, n, 42) : null;
                if (raw64 != null) MemorySegment.copy(raw64, 0, host, ValueLayout.JAVA_LONG, 0, n);
                else MemorySegment.copy(raw32, 0, host, ValueLayout.JAVA_INT, 0, n);
                s.stream.copyHostToDevice(in, 0, host, kb);
                if (vt != null) s.stream.memsetD8(vin, 0, (byte) 7, vbytes);
                float[] ms = new float[reps];
                GpuSampleSort.Stats st = null;
                for (int r = -1; r < reps; r++) {
                    s.stream.copyDeviceToDevice(work, 0, in, 0, kb);
                    if (vt != null) s.stream.copyDeviceToDevice(vwork, 0, vin, 0, vbytes);
                    e0.record(s.stream);
                    st = GpuSampleSort.sort(s, work, vwork, n, kt, vt, order, policy);
                    e1.record(s.stream);
                    e1.synchronize();
                    if (r >= 0) ms[r] = e1.elapsedMillisSince(e0);
                    else s.phaseMillis().clear();
                }
                s.stream.copyDeviceToHost(host, work, 0, kb);
                s.stream.synchronize();
                if (order == Order.DESCENDING) reverse(host, n, kt.byteSize());  // exactly the ascending order reversed
                String ok = check(kt, host, raw32, raw64, n);
                Arrays.sort(ms);
                float med = ms[reps / 2];
                System.out.printf(Locale.ROOT, "%-6s %-5s %-12s n=2^%-2d %9.3f ms  %7.2f GKeys/s  (min %.3f max %.3f)"
                        + " levels=%d jobs=%d peak=%dMB %s%n", kt, vt == null ? "-" : vt, dist, Integer.parseInt(ls.trim()),
                        med, n / (med * 1e6), ms[0], ms[reps - 1], st.levels(), st.jobs(),
                        st.peakDeviceBytes() >> 20, ok);
                if (!s.phaseMillis().isEmpty()) {
                    StringBuilder sb = new StringBuilder("    phases (ms/sort):");
                    s.phaseMillis().forEach((k, v) -> sb.append(String.format(Locale.ROOT, " [%s %.3f]", k, v / reps)));
                    System.out.println(sb);
                    s.phaseMillis().clear();
                }
            }
        }
        eng.release(s, true);
    }

    private static void reverse(MemorySegment m, int n, int width) {
        for (long i = 0, j = n - 1; i < j; i++, j--) {
            if (width == 8) {
                long x = m.getAtIndex(ValueLayout.JAVA_LONG, i);
                m.setAtIndex(ValueLayout.JAVA_LONG, i, m.getAtIndex(ValueLayout.JAVA_LONG, j));
                m.setAtIndex(ValueLayout.JAVA_LONG, j, x);
            } else {
                int x = m.getAtIndex(ValueLayout.JAVA_INT, i);
                m.setAtIndex(ValueLayout.JAVA_INT, i, m.getAtIndex(ValueLayout.JAVA_INT, j));
                m.setAtIndex(ValueLayout.JAVA_INT, j, x);
            }
        }
    }

    private static String check(KeyType kt, MemorySegment out, int[] raw32, long[] raw64, int n) {
        switch (kt) {
            case INT -> {
                int[] e = raw32.clone();
                Arrays.sort(e);
                return Arrays.equals(e, out.toArray(ValueLayout.JAVA_INT)) ? "OK" : "WRONG";
            }
            case FLOAT -> {
                float[] e = new float[n];
                for (int i = 0; i < n; i++) e[i] = Float.intBitsToFloat(raw32[i]);
                Arrays.sort(e);
                return Arrays.equals(e, out.toArray(ValueLayout.JAVA_FLOAT)) ? "OK" : "WRONG";
            }
            case LONG -> {
                long[] e = raw64.clone();
                Arrays.sort(e);
                return Arrays.equals(e, out.toArray(ValueLayout.JAVA_LONG)) ? "OK" : "WRONG";
            }
            default -> {
                double[] e = new double[n];
                for (int i = 0; i < n; i++) e[i] = Double.longBitsToDouble(raw64[i]);
                Arrays.sort(e);
                return Arrays.equals(e, out.toArray(ValueLayout.JAVA_DOUBLE)) ? "OK" : "WRONG";
            }
        }
    }
}
