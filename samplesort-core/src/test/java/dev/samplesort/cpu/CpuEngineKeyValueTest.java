package dev.samplesort.cpu;

import dev.samplesort.KeyType;
import dev.samplesort.ValueType;
import dev.samplesort.cpu.CpuTestData.Dist;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Key-value sorts (keys int/long/float/double x values int/long) through the engine: values follow keys, stability. */
class CpuEngineKeyValueTest {
    /** The engine's own paths: the hybrid would give small 32-bit-key pairs the packed JDK route (CpuHybridTest). */
    @BeforeEach
    void engineOnly() { CpuConfig.setHybrid(false); }

    @AfterEach
    void hybridBack() { CpuConfig.setHybrid(true); }

    static final int[] SIZES = {0, 1, 2, 3, 5, 15, 16, 17, 33, 64, 65, 129, 256, 257, 513, 1025, 4097, 10007};

    @TestFactory
    Stream<DynamicTest> everyTypePairDistributionAndSize() {
        List<DynamicTest> tests = new ArrayList<>();
        for (KeyType kt : KeyType.values()) {
            for (ValueType vt : ValueType.values()) {
                tests.add(DynamicTest.dynamicTest(kt + "-" + vt, () -> {
                    for (Dist d : Dist.values()) {
                        for (int n : SIZES) {
                            long seed = n * 131L + d.ordinal();
                            boolean stable = (n & 1) == 0;
                            KvCase c = new KvCase(kt, vt, CpuTestData.longs(d, n, seed, 64), seed, true);
                            c.sort(0, n, stable);
                            c.check(0, n, true, kt + "/" + vt + " " + d + " n=" + n);
                        }
                    }
                }));
            }
        }
        return tests.stream();
    }

    @Test
    void parallelPathAndRanges() {
        SplittableRandom r = new SplittableRandom(3);
        for (KeyType kt : KeyType.values()) {
            for (ValueType vt : ValueType.values()) {
                for (Dist d : new Dist[] {Dist.UNIFORM, Dist.FEW16, Dist.ZIPF}) {
                    int n = 150_001;
                    KvCase c = new KvCase(kt, vt, CpuTestData.longs(d, n, d.ordinal(), 64), 9, true);
                    c.sort(0, n, true);
                    c.check(0, n, true, kt + "/" + vt + " " + d + " parallel");
                }
                int n = 20_000, from = r.nextInt(5000), to = n - r.nextInt(5000);
                KvCase c = new KvCase(kt, vt, CpuTestData.longs(Dist.FEW256, n, 1, 64), 2, true);
                c.sort(from, to, true);
                c.check(from, to, true, kt + "/" + vt + " range");
            }
        }
    }

    @Test
    void zerosAndNaNsKeepTheirValuesInOrder() {
        for (ValueType vt : ValueType.values()) {
            for (int n : new int[] {40, 3000, 140_000}) {
                long[] x = new long[n];
                KvCase f = new KvCase(KeyType.FLOAT, vt, x, 1, false);
                KvCase d = new KvCase(KeyType.DOUBLE, vt, x, 1, false);
                float[] fk = (float[]) f.keys;
                double[] dk = (double[]) d.keys;
                float[] fo = (float[]) f.origKeys;
                double[] dO = (double[]) d.origKeys;
                SplittableRandom r = new SplittableRandom(n);
                for (int i = 0; i < n; i++) {
                    int c = r.nextInt(4);
                    fk[i] = fo[i] = c == 0 ? -0.0f : c == 1 ? 0.0f : c == 2 ? Float.intBitsToFloat(0x7fc00000 + i) : Float.intBitsToFloat(0xffc00000 + i);
                    dk[i] = dO[i] = c == 0 ? -0.0 : c == 1 ? 0.0 : c == 2 ? Double.longBitsToDouble(0x7ff8000000000000L + i) : Double.longBitsToDouble(0xfff8000000000000L + i);
                }
                f.sort(0, n, true);
                f.check(0, n, true, "float zeros/NaNs " + n);
                d.sort(0, n, true);
                d.check(0, n, true, "double zeros/NaNs " + n);
            }
        }
    }

    @Test
    void mergeSortFallbackIsStable() {
        // the depth fallback is unreachable for non-adversarial data; test it directly
        for (int n : new int[] {0, 1, 17, 1000, 50_000}) {
            long[] k = CpuTestData.longs(Dist.FEW16, n, n, 64);
            int[] v = new int[n];
            for (int i = 0; i < n; i++) v[i] = i;
            long[] orig = k.clone();
            BaseCaseLongInt.mergeSort(k, v, 0, n);
            for (int p = 0; p < n; p++) {
                if (orig[v[p]] != k[p]) throw new AssertionError("pair broken");
                if (p > 0 && (k[p - 1] > k[p] || (k[p - 1] == k[p] && v[p - 1] > v[p]))) throw new AssertionError("order");
            }
        }
    }
}
