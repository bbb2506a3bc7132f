package dev.samplesort.data;

import dev.samplesort.KeyType;
import dev.samplesort.Sorter;
import dev.samplesort.ValueType;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;
import java.util.Objects;
import java.util.function.LongConsumer;
import java.util.stream.LongStream;

/**
 * Deterministic test and benchmark inputs for every {@link KeyType} and {@link Distribution}.
 *
 * <p><b>Determinism.</b> Element {@code i} is a pure function of (distribution, n, p, seed, i): a counter-based
 * SplitMix64 ({@code mix64(mix64(seed) + c·0x9E3779B97F4A7C15)} with a per-element counter {@code c}) supplies the
 * randomness. Large inputs are generated in parallel and the result does not depend on the number of threads.
 *
 * <p><b>Key types</b> (conventions of the H100 baselines: 32-bit values, 64-bit keys are {@code hi<<32 | lo}):
 * <ul>
 *   <li>{@code int}: the distribution's 32-bit value. Where the paper's value range is the whole unsigned 32-bit
 *       range (uniform, gaussian) it is shifted by -2^31, which keeps the order (unsigned -> signed); the other
 *       distributions' values are below 2^31 and kept as they are. So every int input is order-isomorphic to the
 *       paper's unsigned input.</li>
 *   <li>{@code long}: {@code hi<<32 | (lo & 0xFFFFFFFF)} of two independent 32-bit draws of the distribution at
 *       that position; distributions with few values (detdup, allequal, fewN, zipf) derive hi and lo from the same
 *       choice so the number of distinct keys stays as small as for int; sorted/reverse/almostsorted use a 64-bit
 *       ramp (strictly increasing), runs 64-bit runs; organpipe and sawtooth repeat the 32-bit key in both halves
 *       (equal keys stay equal).</li>
 *   <li>{@code float}: {@code (float) intKey}, {@code double}: {@code (double) longKey} — a monotone map of the
 *       integer keys, so every distribution keeps its shape (sorted stays sorted, fewN keeps ≤ N values). Floats span
 *       about ±2.1e9 (uniform), doubles ±9.2e18. Rounding merges some neighbouring integers into one float (a float
 *       has a 24-bit significand), so uniform floats have more duplicates than uniform ints. Never NaN, never -0.0,
 *       so Java's total order and IEEE {@code <} agree on every generated input.</li>
 * </ul>
 * Values of key-value records ({@link #fillRecords}) are the element index {@code i} (as int or long).
 */
public final class DataGenerator {
    private DataGenerator() {}

    /** Default number of blocks p for bucket, staggered and detdup: 8 × 132 SMs (H100), as in the baselines. */
    public static final int DEFAULT_P = 1056;

    /**
     * Teeth of {@link Distribution#SAWTOOTH}: a constant count, so the JDK's run merge (a pass per doubling of the
     * runs) stays linear in n, and few enough for the CPU hybrid's run route ({@code runsJdkMax} = 32).
     */
    public static final int SAWTOOTH_TEETH = 16;
    /**
     * Runs of {@link Distribution#RUNS}: a constant count above the CPU hybrid's {@code runsJdkMax} = 32, where the
     * JDK's merge of overlapping runs lost to a distribution pass (issue 14, {@code RunsProbe}).
     */
    public static final int RUNS = 64;

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private static final int CHUNK = 1 << 16;
    private static final long PARALLEL_MIN = 1L << 17;

    /**
     * The SplitMix64 finaliser (also a good 64-bit hash).
     *
     * @param z the input
     * @return its mix
     */
    public static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    // ------------------------------------------------------------------------------------------------ arrays

    /**
     * Ints of a distribution, deterministic in (d, n, seed), with the default p.
     *
     * @param d    the distribution
     * @param n    how many keys
     * @param seed the seed
     * @return n keys
     */
    public static int[] ints(Distribution d, int n, long seed) { return ints(d, n, seed, DEFAULT_P); }

    /**
     * Ints of a distribution, deterministic in (d, n, seed, p).
     *
     * @param d    the distribution
     * @param n    how many keys
     * @param seed the seed
     * @param p    blocks of the bucket, staggered and detdup distributions
     * @return n keys
     */
    public static int[] ints(Distribution d, int n, long seed, int p) {
        Model m = new Model(d, checkN(n), seed, p);
        int[] a = new int[n];
        chunks(n, (from, to) -> { for (long i = from; i < to; i++) a[(int) i] = m.intKey(i); }, null);
        return a;
    }

    /**
     * Longs of a distribution, deterministic in (d, n, seed), with the default p.
     *
     * @param d    the distribution
     * @param n    how many keys
     * @param seed the seed
     * @return n keys
     */
    public static long[] longs(Distribution d, int n, long seed) { return longs(d, n, seed, DEFAULT_P); }

    /**
     * Longs of a distribution, deterministic in (d, n, seed, p).
     *
     * @param d    the distribution
     * @param n    how many keys
     * @param seed the seed
     * @param p    blocks of the bucket, staggered and detdup distributions
     * @return n keys
     */
    public static long[] longs(Distribution d, int n, long seed, int p) {
        Model m = new Model(d, checkN(n), seed, p);
        long[] a = new long[n];
        chunks(n, (from, to) -> { for (long i = from; i < to; i++) a[(int) i] = m.longKey(i); }, null);
        return a;
    }

    /**
     * Floats of a distribution, deterministic in (d, n, seed), with the default p.
     *
     * @param d    the distribution
     * @param n    how many keys
     * @param seed the seed
     * @return n keys
     */
    public static float[] floats(Distribution d, int n, long seed) { return floats(d, n, seed, DEFAULT_P); }

    /**
     * Floats of a distribution, deterministic in (d, n, seed, p).
     *
     * @param d    the distribution
     * @param n    how many keys
     * @param seed the seed
     * @param p    blocks of the bucket, staggered and detdup distributions
     * @return n keys
     */
    public static float[] floats(Distribution d, int n, long seed, int p) {
        Model m = new Model(d, checkN(n), seed, p);
        float[] a = new float[n];
        chunks(n, (from, to) -> { for (long i = from; i < to; i++) a[(int) i] = (float) m.intKey(i); }, null);
        return a;
    }

    /**
     * Doubles of a distribution, deterministic in (d, n, seed), with the default p.
     *
     * @param d    the distribution
     * @param n    how many keys
     * @param seed the seed
     * @return n keys
     */
    public static double[] doubles(Distribution d, int n, long seed) { return doubles(d, n, seed, DEFAULT_P); }

    /**
     * Doubles of a distribution, deterministic in (d, n, seed, p).
     *
     * @param d    the distribution
     * @param n    how many keys
     * @param seed the seed
     * @param p    blocks of the bucket, staggered and detdup distributions
     * @return n keys
     */
    public static double[] doubles(Distribution d, int n, long seed, int p) {
        Model m = new Model(d, checkN(n), seed, p);
        double[] a = new double[n];
        chunks(n, (from, to) -> { for (long i = from; i < to; i++) a[(int) i] = (double) m.longKey(i); }, null);
        return a;
    }

    // ------------------------------------------------------------------------------------------------ strings

    /**
     * Random strings of 8-32 UTF-16 units with many shared prefixes (issue 16's string workload, the benchmark's
     * {@code bench-keys strings}): a third start with one of 256 prefixes of 12 units, a third with one of 4096
     * prefixes of 4 units, the rest are random; one in four has non-ASCII units (Latin-1, Cyrillic, CJK).
     * Deterministic for a seed; generated on the calling thread.
     *
     * @param n    the number of strings
     * @param seed the seed
     * @return {@code n} new strings
     * @throws IllegalArgumentException if {@code n} is negative
     */
    public static String[] strings(int n, long seed) {
        checkN(n);
        java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
        String[] p12 = new String[256], p4 = new String[4096];
        for (int i = 0; i < p12.length; i++) p12[i] = chars(r, 12, false);
        for (int i = 0; i < p4.length; i++) p4[i] = chars(r, 4, false);
        String[] a = new String[n];
        for (int i = 0; i < n; i++) {
            int len = 8 + r.nextInt(25);
            boolean wide = r.nextInt(4) == 0;
            String pre = switch (r.nextInt(3)) {
                case 0 -> p12[r.nextInt(p12.length)];
                case 1 -> p4[r.nextInt(p4.length)];
                default -> "";
            };
            a[i] = pre.length() >= len ? pre.substring(0, len) : pre + chars(r, len - pre.length(), wide);
        }
        return a;
    }

    private static String chars(java.util.SplittableRandom r, int len, boolean wide) {
        char[] c = new char[len];
        for (int i = 0; i < len; i++) {
            c[i] = !wide ? (char) ('a' + r.nextInt(26)) : switch (r.nextInt(4)) {
                case 0 -> (char) (0x00C0 + r.nextInt(64));
                case 1 -> (char) (0x0410 + r.nextInt(64));
                case 2 -> (char) (0x4E00 + r.nextInt(2000));
                default -> (char) ('a' + r.nextInt(26));
            };
        }
        return new String(c);
    }

    // ------------------------------------------------------------------------------------------------ segments

    /**
     * Fills {@code keys} with {@code keys.byteSize() / type.byteSize()} keys in native byte order (the layout the
     * {@link Sorter#sort(MemorySegment, KeyType)} API expects). The count may exceed {@code Integer.MAX_VALUE}.
     *
     * @param keys the segment to fill
     * @param type the key type
     * @param d    the distribution
     * @param seed the seed
     */
    public static void fill(MemorySegment keys, KeyType type, Distribution d, long seed) {
        fill(keys, type, d, seed, DEFAULT_P);
    }

    /**
     * As {@link #fill(MemorySegment, KeyType, Distribution, long)} with the distribution parameter p.
     *
     * @param keys the segment to fill
     * @param type the key type
     * @param d    the distribution
     * @param seed the seed
     * @param p    blocks of the bucket, staggered and detdup distributions
     * @throws IllegalArgumentException if the segment is not a whole number of keys
     */
    public static void fill(MemorySegment keys, KeyType type, Distribution d, long seed, int p) {
        Objects.requireNonNull(keys, "keys");
        if (keys.byteSize() % type.byteSize() != 0) {
            throw new IllegalArgumentException("segment size " + keys.byteSize() + " is not a multiple of "
                    + type.byteSize() + " (" + type + ")");
        }
        fillRecords(keys, type, null, d, keys.byteSize() / type.byteSize(), seed, p, ByteOrder.nativeOrder(), null);
    }

    /**
     * Writes {@code n} records into {@code dst}: record {@code i} at byte offset {@code i·(key + value size)} holds
     * key {@code i} of the distribution followed (when {@code valueType != null}) by the value {@code i}, both in
     * byte order {@code order}. No alignment is assumed. {@code progress}, when not null, receives the number of
     * records just written, from any thread.
     *
     * @param dst       where the records go
     * @param keyType   the key type
     * @param valueType the value type, or {@code null} for keys only
     * @param d         the distribution
     * @param n         records in the whole input
     * @param seed      the seed
     * @param p         blocks of the bucket, staggered and detdup distributions
     * @param order     byte order of keys and values
     * @param progress  receives counts of records written, or {@code null}
     */
    public static void fillRecords(MemorySegment dst, KeyType keyType, ValueType valueType, Distribution d, long n,
                                   long seed, int p, ByteOrder order, LongConsumer progress) {
        fillRecords(dst, keyType, valueType, d, n, 0, n, seed, p, order, progress);
    }

    /**
     * Like {@link #fillRecords(MemorySegment, KeyType, ValueType, Distribution, long, long, int, ByteOrder,
     * LongConsumer)} but writes only records {@code [first, first + count)} of the n-record input, record
     * {@code first} at offset 0 of {@code dst} (for writing a huge input in pieces).
     *
     * @param dst       where the records go
     * @param keyType   the key type
     * @param valueType the value type, or {@code null} for keys only
     * @param d         the distribution
     * @param n         records in the whole input
     * @param first     the first record to write
     * @param count     how many records to write
     * @param seed      the seed
     * @param p         blocks of the bucket, staggered and detdup distributions
     * @param order     byte order of keys and values
     * @param progress  receives counts of records written, or {@code null}
     * @throws IllegalArgumentException if the records lie outside the input
     */
    public static void fillRecords(MemorySegment dst, KeyType keyType, ValueType valueType, Distribution d, long n,
                                   long first, long count, long seed, int p, ByteOrder order,
                                   LongConsumer progress) {
        Objects.requireNonNull(dst, "dst");
        if (first < 0 || count < 0 || first + count > n) {
            throw new IllegalArgumentException("records [" + first + ", " + (first + count) + ") outside [0, " + n
                    + ")");
        }
        Objects.requireNonNull(keyType, "keyType");
        Objects.requireNonNull(order, "order");
        if (n < 0) throw new IllegalArgumentException("n < 0: " + n);
        int kb = keyType.byteSize();
        int rec = kb + (valueType == null ? 0 : valueType.byteSize());
        if (dst.byteSize() < count * rec) {
            throw new IllegalArgumentException("segment holds " + dst.byteSize() + " bytes, " + count
                    + " records need " + count * rec);
        }
        Model m = new Model(d, n, seed, p);
        ValueLayout.OfInt i32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(order);
        ValueLayout.OfLong i64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(order);
        ValueLayout.OfFloat f32 = ValueLayout.JAVA_FLOAT_UNALIGNED.withOrder(order);
        ValueLayout.OfDouble f64 = ValueLayout.JAVA_DOUBLE_UNALIGNED.withOrder(order);
        chunks(count, (from, to) -> {
            long off = from * rec;
            for (long i = first + from; i < first + to; i++, off += rec) {
                switch (keyType) {
                    case INT -> dst.set(i32, off, m.intKey(i));
                    case LONG -> dst.set(i64, off, m.longKey(i));
                    case FLOAT -> dst.set(f32, off, (float) m.intKey(i));
                    case DOUBLE -> dst.set(f64, off, (double) m.longKey(i));
                }
                if (valueType == ValueType.INT) dst.set(i32, off + kb, (int) i);
                else if (valueType == ValueType.LONG) dst.set(i64, off + kb, i);
            }
        }, progress);
    }

    // ------------------------------------------------------------------------------------------------ internals

    private static long checkN(int n) {
        if (n < 0) throw new IllegalArgumentException("n < 0: " + n);
        return n;
    }

    private interface Range { void run(long from, long to); }

    /** Runs body over [0, n) in chunks, in parallel for large n; chunk boundaries do not affect the result. */
    private static void chunks(long n, Range body, LongConsumer progress) {
        long count = (n + CHUNK - 1) / CHUNK;
        LongStream s = LongStream.range(0, count);
        if (n >= PARALLEL_MIN) s = s.parallel();
        s.forEach(c -> {
            long from = c * CHUNK, to = Math.min(n, from + CHUNK);
            body.run(from, to);
            if (progress != null) progress.accept(to - from);
        });
    }

    /** The per-element definition of every distribution. */
    private static final class Model {
        private static final long NOISE = (1L << 32) / 100; // almostsorted: 1% of the positions
        final Distribution d;
        final long n;
        final int p;
        final long base, tableBase;
        final long w;          // floor(2^31 / p)
        final int log2n, log2np;
        final long lastStart;  // detdup: start of the last block
        final long step64;     // sorted ramp for 64-bit keys
        final double zipfLog;  // ln(N + 1)
        final long zipfN;
        final int few;

        Model(Distribution d, long n, long seed, int p) {
            this.d = Objects.requireNonNull(d, "distribution");
            if (p < 1) throw new IllegalArgumentException("p must be at least 1: " + p);
            this.n = n;
            this.p = p;
            this.base = mix64(seed);
            this.tableBase = mix64(seed ^ 0x5DEECE66DL) + 0x632BE59BD9B4E019L;
            this.w = (1L << 31) / p;
            this.log2n = n <= 0 ? 0 : 63 - Long.numberOfLeadingZeros(n);
            long np = Math.max(1, n / p);
            this.log2np = 63 - Long.numberOfLeadingZeros(np);
            this.lastStart = start(p - 1);
            this.step64 = n <= 1 ? 0 : Long.divideUnsigned(-1L, n);
            this.zipfN = Math.max(2, Math.min(n, Integer.MAX_VALUE));
            this.zipfLog = Math.log(zipfN + 1.0);
            this.few = switch (d) {
                case FEW_UNIQUE_2 -> 2;
                case FEW_UNIQUE_16 -> 16;
                case FEW_UNIQUE_256 -> 256;
                default -> 1;
            };
        }

        long rnd(long i, int s) { return mix64(base + (i * 8 + s) * GOLDEN); }

        int r32(long i, int s) { return (int) (rnd(i, s) >>> 32); }

        /** Uniform in [0, w). */
        long inW(long i, int s) { return ((rnd(i, s) >>> 32) * w) >>> 32; }

        int table(long k, int part) { return (int) (mix64(tableBase + (k * 2 + part) * GOLDEN) >>> 32); }

        /** First index of block b (0 ≤ b ≤ p). */
        long start(long b) { return Math.multiplyHigh(b, n) == 0 && b * n >= 0 ? b * n / p : (long) ((double) b * n / p); }

        /** The block holding index i: the largest b with start(b) ≤ i. */
        long block(long i) {
            long b = ((i + 1) * p - 1) / n;
            while (b > 0 && start(b) > i) b--;
            while (b + 1 < p && start(b + 1) <= i) b++;
            return b;
        }

        /** Ascending 32-bit ramp over the signed range. */
        int ramp32(long i) { return ramp32(i, n); }

        /** Key i of an ascending 32-bit ramp of len keys over the signed range. */
        static int ramp32(long i, long len) {
            long u = len <= (1L << 32) ? Long.divideUnsigned(i << 32, len) : (long) ((double) i * 4294967296.0 / len);
            return (int) (u - 2147483648L);
        }

        long ramp64(long i) { return Long.MIN_VALUE + i * step64; }

        /** First index of part t of {@code parts} equal parts (t ≤ parts ≤ 64; n below 2^57). */
        long partStart(long t, int parts) { return t * n / parts; }

        /** The part of {@code parts} equal parts holding index i. */
        long part(long i, int parts) {
            long t = Math.min(parts - 1, i * parts / Math.max(1, n));
            while (t > 0 && partStart(t, parts) > i) t--;
            while (t + 1 < parts && partStart(t + 1, parts) <= i) t++;
            return t;
        }

        /** Sawtooth: position i's place in its tooth, as a ramp over the whole range. */
        int tooth(long i) {
            long t = part(i, SAWTOOTH_TEETH), s = partStart(t, SAWTOOTH_TEETH);
            return ramp32(i - s, partStart(t + 1, SAWTOOTH_TEETH) - s);
        }

        /** Organ pipe: the ramp over the first half, mirrored. */
        int organ(long i) { return ramp32(Math.min(i, n - 1 - i), (n + 1) / 2); }

        /**
         * Runs: key j of a run of len keys is j·s plus a random offset below s (s = 2^bits / len), so each run is
         * strictly ascending (odd runs read backwards) and looks like sorted random keys; runs overlap in value.
         */
        long run(long i, int bits) {
            long t = part(i, RUNS), s0 = partStart(t, RUNS), len = partStart(t + 1, RUNS) - s0;
            long j = (t & 1) == 0 ? i - s0 : s0 + len - 1 - i;
            if (bits == 64) {
                long step = Long.divideUnsigned(-1L, Math.max(1, len));
                return Long.MIN_VALUE + j * step + Long.remainderUnsigned(rnd(i, 5), step);
            }
            if (len > (1L << 32)) return ramp32(j, len);
            long step = (1L << 32) / Math.max(1, len);
            return (int) (j * step + Long.remainderUnsigned(rnd(i, 5), step) - 2147483648L);
        }

        long zipfRank(long i) {
            double u = (rnd(i, 0) >>> 11) * 0x1.0p-53;
            long r = (long) Math.exp(u * zipfLog);
            return Math.max(1, Math.min(zipfN, r));
        }

        int fewIndex(long i) { return (int) ((rnd(i, 0) >>> 33) % few); }

        int detdup(long i) {
            long b = block(i);
            if (b < p - 1) {
                int k = 0;
                while (!(b < p - (((long) p) >> (k + 1)))) k++;
                return Math.max(0, log2n - k);
            }
            long r = i - lastStart, len = n - lastStart;
            int k = 0;
            while (!(r < len - (len >> (k + 1)))) k++;
            return Math.max(0, log2np - k);
        }

        /** The 32-bit value at i; part 0 for int keys and the high half of 64-bit keys, 1 for the low half. */
        int v32(long i, int part) {
            switch (d) {
                case UNIFORM: return r32(i, part);
                case GAUSSIAN: {
                    int s = part * 4;
                    long sum = (long) r32(i, s) + r32(i, s + 1) + r32(i, s + 2) + r32(i, s + 3);
                    return (int) Math.floorDiv(sum, 4);
                }
                case BUCKET_SORTED: {
                    long b = block(i), bs = start(b), len = start(b + 1) - bs, r = i - bs;
                    long j = ((r + 1) * p - 1) / len;
                    return (int) (j * w + inW(i, part));
                }
                case STAGGERED: {
                    long i1 = block(i) + 1, half = p / 2;
                    long lo = i1 <= half ? (2 * i1 - 1) * w : (2 * i1 - 2 * half - 2) * w;
                    return (int) (lo + inW(i, part));
                }
                case DETERMINISTIC_DUPLICATES: return detdup(i);
                case SORTED: return ramp32(i);
                case REVERSE_SORTED: return ramp32(n - 1 - i);
                case ALMOST_SORTED: return (rnd(i, 2) >>> 32) < NOISE ? r32(i, 3) : ramp32(i);
                case ALL_EQUAL: return table(0, part);
                case FEW_UNIQUE_2, FEW_UNIQUE_16, FEW_UNIQUE_256: return table(fewIndex(i), part);
                case ZIPF: return (int) (zipfRank(i) - 1);
                case ORGAN_PIPE: return organ(i);
                case SAWTOOTH: return tooth(i);
                case RUNS: return (int) run(i, 32);
                default: throw new AssertionError(d);
            }
        }

        int intKey(long i) { return v32(i, 0); }

        long longKey(long i) {
            switch (d) {
                case SORTED: return ramp64(i);
                case REVERSE_SORTED: return ramp64(n - 1 - i);
                case ALMOST_SORTED: return (rnd(i, 2) >>> 32) < NOISE ? rnd(i, 3) : ramp64(i);
                case DETERMINISTIC_DUPLICATES: {
                    long v = detdup(i);
                    return v << 32 | v;
                }
                case FEW_UNIQUE_2, FEW_UNIQUE_16, FEW_UNIQUE_256: {
                    int k = fewIndex(i);
                    return (long) table(k, 0) << 32 | (table(k, 1) & 0xFFFFFFFFL);
                }
                case ZIPF: {
                    long r = zipfRank(i) - 1;
                    return r << 32 | (mix64(r) & 0xFFFFFFFFL);
                }
                case ORGAN_PIPE, SAWTOOTH: { // the 32-bit shape in both halves: mirrored keys and teeth stay equal
                    long v = v32(i, 0);
                    return v << 32 | (v & 0xFFFFFFFFL);
                }
                case RUNS: return run(i, 64);
                default: return (long) v32(i, 0) << 32 | (v32(i, 1) & 0xFFFFFFFFL);
            }
        }
    }
}
