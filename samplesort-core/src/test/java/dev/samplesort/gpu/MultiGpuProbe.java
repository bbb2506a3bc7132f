package dev.samplesort.gpu;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import dev.samplesort.ValueType;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;

/**
 * A small multi-GPU sort for compute-sanitizer (build-support/device-mgpu.sh): long keys with int values and int
 * keys over every usable GPU, or two logical partitions of one GPU where there is only one; checks the result and
 * exits 1 when it is wrong. {@code java ... MultiGpuProbe [log2n]}.
 */
public final class MultiGpuProbe {
    public static void main(String[] args) {
        String why = GpuRuntime.unavailableReason();
        if (why != null) {
            System.out.println("no GPU: " + why);
            return;
        }
        int n = 1 << (args.length > 0 ? Integer.parseInt(args[0]) : 18);
        int[] usable = dev.samplesort.internal.Tooling.usableGpus();
        int[] devices = usable.length >= 2 ? usable : new int[] {usable[0], usable[0]};
        System.out.println("devices " + Arrays.toString(devices) + ", n = " + n);
        long[] k = GpuTestData.longs("few256", n, 1), e = k.clone();
        int[] v = new int[n];
        for (int i = 0; i < n; i++) v[i] = i;
        long[] orig = k.clone();
        Arrays.sort(e);
        MultiGpuEngine.sortHost(devices, GpuPolicy.defaults(), MemorySegment.ofArray(k), KeyType.LONG,
                MemorySegment.ofArray(v), ValueType.INT, n, Order.ASCENDING);
        boolean ok = Arrays.equals(e, k);
        for (int i = 0; i < n && ok; i++) ok = orig[v[i]] == k[i];
        int[] a = GpuTestData.ints("uniform", n + 7, 2), ea = a.clone();
        Arrays.sort(ea);
        MultiGpuEngine.sortHost(devices, GpuPolicy.defaults(), MemorySegment.ofArray(a), KeyType.INT, null, null,
                n + 7, Order.ASCENDING);
        ok &= Arrays.equals(ea, a);
        System.out.println(ok ? "multi-GPU probe: sorted" : "multi-GPU probe: WRONG RESULT");
        if (!ok) System.exit(1);
    }
}
