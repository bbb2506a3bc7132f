package dev.samplesort;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.SplittableRandom;

/**
 * Run in a child JVM with a small {@code -Xmx} by {@link HardeningTest}: {@code offheap N} sorts N random longs in
 * a native segment with {@code Sorter.cpu()} and checks the result; {@code heap N} sorts a {@code long[N]} that the
 * heap cannot hold a second time and reports how it failed. Prints one {@code MEMORY-PROBE} line per outcome.
 */
public final class MemoryProbe {
    private MemoryProbe() {}

    public static void main(String[] args) {
        long n = Long.parseLong(args[1]);
        if (args[0].equals("offheap")) offHeap(n);
        else heap((int) n);
    }

    private static void offHeap(long n) {
        try (Arena arena = Arena.ofShared()) {
            MemorySegment s = arena.allocate(n * 8, 8);
            SplittableRandom r = new SplittableRandom(5);
            long sum = 0, xor = 0;
            for (long i = 0; i < n; i++) {
                long x = r.nextLong();
                s.setAtIndex(ValueLayout.JAVA_LONG, i, x);
                sum += x;
                xor ^= x;
            }
            Sorter.cpu().sort(s, KeyType.LONG);
            long sum2 = 0, xor2 = 0, prev = Long.MIN_VALUE;
            boolean sorted = true;
            for (long i = 0; i < n; i++) {
                long x = s.getAtIndex(ValueLayout.JAVA_LONG, i);
                if (x < prev) sorted = false;
                prev = x;
                sum2 += x;
                xor2 ^= x;
            }
            System.out.println("MEMORY-PROBE offheap sorted=" + sorted + " permutation=" + (sum == sum2 && xor == xor2)
                    + " maxHeapMiB=" + (Runtime.getRuntime().maxMemory() >> 20));
        }
    }

    private static void heap(int n) {
        long[] a = new long[n];
        SplittableRandom r = new SplittableRandom(6);
        for (int i = 0; i < n; i++) a[i] = r.nextLong();
        long h = java.util.Arrays.hashCode(a);
        try {
            Sorter.cpu().sort(a);
            System.out.println("MEMORY-PROBE heap sorted (the heap was large enough)");
        } catch (OutOfMemoryError e) {
            System.out.println("MEMORY-PROBE heap OutOfMemoryError unchanged=" + (java.util.Arrays.hashCode(a) == h)
                    + " message=" + e.getMessage());
        }
    }
}
