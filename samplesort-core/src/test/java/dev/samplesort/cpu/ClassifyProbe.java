package dev.samplesort.cpu;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.util.Arrays;

/**
 * Dev tool (not a test): the classification alone, one thread, {@code float} and {@code double} keys of the
 * benchmark's distributions: ns per key (best of 30) with a top-level sample of 1023 splitters, and the cell index's
 * search steps. {@code ClassifyProbe [log2n]}. Speed belongs here, not in unit tests (docs/CPU-LOG.md, sixteenth
 * session: value-linear cells).
 */
public final class ClassifyProbe {
    public static void main(String[] args) {
        int n = 1 << (args.length > 0 ? Integer.parseInt(args[0]) : 22);
        char[] oracle = new char[n];
        for (Distribution d : new Distribution[] {Distribution.UNIFORM, Distribution.GAUSSIAN, Distribution.BUCKET_SORTED,
                Distribution.STAGGERED, Distribution.ALMOST_SORTED}) {
            float[] f = DataGenerator.floats(d, n, 42);
            double[] x = DataGenerator.doubles(d, n, 42);
            SplittersFloat sf = SplittersFloat.sample(f, 0, n, CpuConfig.LOG_BUCKETS_KEYS, 42);
            SplittersDouble sd = SplittersDouble.sample(x, 0, n, CpuConfig.LOG_BUCKETS_KEYS, 42);
            int[] cf = new int[sf.numBuckets], cd = new int[sd.numBuckets];
            long bf = Long.MAX_VALUE, bd = Long.MAX_VALUE;
            for (int rep = 0; rep < 30; rep++) {
                Arrays.fill(cf, 0);
                Arrays.fill(cd, 0);
                long t0 = System.nanoTime();
                ClassifierFloat.classify(sf, f, 0, n, oracle, 0, cf);
                long t1 = System.nanoTime();
                ClassifierDouble.classify(sd, x, 0, n, oracle, 0, cd);
                long t2 = System.nanoTime();
                bf = Math.min(bf, t1 - t0);
                bd = Math.min(bd, t2 - t1);
            }
            System.out.printf("%-13s float %.2f ns/key (%s, %d steps)  double %.2f ns/key (%s, %d steps)%n", d.cliName(),
                    bf / (double) n, cells(sf.cellStart != null, sf.cellLinear), sf.cellSteps,
                    bd / (double) n, cells(sd.cellStart != null, sd.cellLinear), sd.cellSteps);
        }
    }

    private static String cells(boolean built, boolean linear) {
        return !built ? "tree" : linear ? "value cells" : "bit cells";
    }
}
