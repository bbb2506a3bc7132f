package dev.samplesort.bench;

import dev.samplesort.BackendUnavailableException;
import dev.samplesort.RecordLayout;
import dev.samplesort.Sorter;
import dev.samplesort.cli.JdkRecordSort;
import dev.samplesort.internal.Tooling;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Path;
import java.util.stream.IntStream;

/**
 * The wide-key shapes' algorithms under the sweep's algorithm names: {@code cpu}/{@code cpu1} (samplesort's CPU
 * backend), {@code gpu-e2e} (its GPU backend, host to host), {@code jdk}/{@code jdkpar} (the JDK routes),
 * {@code cub-radix}/{@code cub-merge} (device-resident CUB), {@code gpu} (samplesort device-resident: extract +
 * sort + gather on the device, the same steps the CUB rows time).
 */
final class WideAlgorithms {
    private WideAlgorithms() {}

    /** The wide variant of the sweep algorithm {@code name}. */
    static WideAlgorithm create(String name, Path cubLib) {
        return switch (name) {
            case "cpu" -> new Samplesort("cpu", false, false);
            case "cpu1" -> new Samplesort("cpu1", false, true);
            case "gpu-e2e" -> new Samplesort("gpu-e2e", true, false);
            case "jdk" -> new Jdk(false);
            case "jdkpar" -> new Jdk(true);
            case "cub-radix" -> new CubWide(true, cubLib);
            case "cub-merge" -> new CubWide(false, cubLib);
            case "gpu" -> new DeviceGpu();
            default -> new Missing(name, "no device-resident multi-word entry for samplesort's GPU sort yet "
                    + "(Tooling.deviceResident takes primitive keys); see gpu-e2e");
        };
    }

    /** An algorithm with no variant for these shapes: always skipped, with the reason. */
    private record Missing(String name, String why) implements WideAlgorithm {
        @Override public String unavailableReason(WideShape s) { return why; }

        @Override public double sort(WideData d) { throw new IllegalStateException(why); }
    }

    /**
     * The columns as normalized words (sign bit flipped: Java's signed order becomes unsigned order), row-major,
     * and the identity permutation: the work the public column API will do, done here until it exists.
     */
    /** Rows from which {@link #normalize} splits its loop (below it the tasks cost more than the copy). */
    static final int NORMALIZE_PARALLEL_MIN = 1 << 15;

    static void normalize(long[][] cols, MemorySegment words, int[] rows, boolean parallel) {
        int w = cols.length, n = rows.length;
        IntStream s = IntStream.range(0, n);
        // in parallel from NORMALIZE_PARALLEL_MIN rows: 16 threads each sorting 4096 u128 keys on 16 cores read
        // 0.36x the JDK route with every normalize on the common pool (hundred-and-seventh session, device call A)
        boolean p = parallel && n >= NORMALIZE_PARALLEL_MIN;
        (p ? s.parallel() : s).forEach(i -> {
            for (int c = 0; c < w; c++) {
                words.setAtIndex(ValueLayout.JAVA_LONG, (long) i * w + c, cols[c][i] ^ Long.MIN_VALUE);
            }
            rows[i] = i;
        });
    }

    /** samplesort through the public record API (gensort) or the engines' multi-word path (columns). */
    private static final class Samplesort implements WideAlgorithm {
        private final String name;
        private final boolean gpu, oneThread;

        Samplesort(String name, boolean gpu, boolean oneThread) {
            this.name = name;
            this.gpu = gpu;
            this.oneThread = oneThread;
        }

        @Override public String name() { return name; }

        @Override public boolean singleThreaded() { return oneThread; }

        @Override public String device() { return gpu ? "gpu" : BenchEnv.cpuDevice(); }

        @Override
        public String unavailableReason(WideShape s) {
            if (!gpu) return null;
            try {
                Sorter.gpu().sort(new byte[0], RecordLayout.GENSORT);   // refused for every size when it cannot run
                return null;
            } catch (BackendUnavailableException e) {
                return e.getMessage();
            }
        }

        private double once(WideData d) {
            if (d.shape == WideShape.GENSORT) {
                Sorter sorter = gpu ? Sorter.gpu() : Sorter.cpu();
                return BenchAlgorithm.timeMs(() -> sorter.sort(d.records, RecordLayout.GENSORT));
            }
            int w = d.cols.length;
            // the words in a heap array where they fit one, as the library's column and object sorts keep them
            // (KeyChain): a shared arena per sort is a handshake with every thread at its close. 16 threads each
            // sorting 4096 u128 keys at once on 16 cores (hundred-and-seventh session, calls E / G): 2.9 ms a sort,
            // 0.28x the JDK route, with an arena; 0.48 ms, 2.01x, so
            long longs = (long) w * Math.max(1, d.n);
            boolean heap = longs <= Integer.MAX_VALUE - 16 && 8 * longs <= Runtime.getRuntime().maxMemory() / 4;
            try (Arena arena = heap ? null : Arena.ofShared()) {
                return BenchAlgorithm.timeMs(() -> {
                    MemorySegment words = heap ? MemorySegment.ofArray(new long[(int) longs])
                            : arena.allocate(8 * longs, 8);
                    int[] rows = new int[d.n];
                    normalize(d.cols, words, rows, !oneThread);
                    Tooling.sortWords(gpu, words, w, rows);
                    d.perm = rows;
                });
            }
        }

        @Override
        public double sort(WideData d) {
            return oneThread ? Tooling.withCpuThreads(1, () -> once(d)) : once(d);
        }
    }

    /**
     * samplesort's GPU sort on device-resident data: records (gensort) or columns are uploaded untimed; a run is
     * extract (key words) + sort (multi-word refinement) + gather (records), timed with CUDA events.
     */
    private static final class DeviceGpu implements WideAlgorithm {
        private Tooling.WideSort d;
        private WideShape shape;
        private int n;

        @Override public String name() { return "gpu"; }

        @Override
        public String device() {
            String g = Tooling.gpuName();
            return g == null ? "gpu" : g;
        }

        @Override
        public String unavailableReason(WideShape s) {
            String why = Tooling.gpuUnavailableReason();
            return why == null ? null : "GPU backend not available: " + why;
        }

        @Override
        public void setUp(WideShape s, int count) {
            shape = s;
            n = count;
            d = s == WideShape.GENSORT
                    ? Tooling.wideRecords(n, RecordLayout.GENSORT.recordSize(), RecordLayout.GENSORT.keyOffset(),
                            RecordLayout.GENSORT.keyLength())
                    : Tooling.wideColumns(n, s.columns());
        }

        @Override
        public double sort(WideData data) {
            if (shape == WideShape.GENSORT) {
                d.uploadRecords(data.records);
            } else {
                for (int c = 0; c < data.cols.length; c++) d.uploadColumn(c, MemorySegment.ofArray(data.cols[c]));
            }
            double ms = d.timedSort();
            if (shape == WideShape.GENSORT) {
                d.downloadRecords(data.records);
            } else {
                data.perm = new int[n];
                d.downloadRows(MemorySegment.ofArray(data.perm));
            }
            return ms;
        }

        @Override
        public void tearDown() {
            if (d != null) d.close();
            d = null;
        }
    }

    /** The JDK routes: key objects + Arrays.parallelSort (or Arrays.sort) with a hand-written comparator. */
    private record Jdk(boolean parallel) implements WideAlgorithm {
        @Override public String name() { return parallel ? "jdkpar" : "jdk"; }

        @Override public boolean singleThreaded() { return !parallel; }

        @Override public String unavailableReason(WideShape s) { return null; }

        @Override
        public double sort(WideData d) {
            if (d.shape == WideShape.GENSORT) {
                return BenchAlgorithm.timeMs(() -> JdkRecordSort.sort(d.records, RecordLayout.GENSORT, false, parallel));
            }
            return BenchAlgorithm.timeMs(() -> d.perm = JdkColumns.order(d.cols, parallel));
        }
    }
}
