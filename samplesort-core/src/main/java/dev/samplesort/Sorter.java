package dev.samplesort;

import dev.samplesort.spi.AutoPolicy;
import dev.samplesort.spi.Engines;
import dev.samplesort.spi.SortEngine;
import dev.samplesort.spi.SortJob;
import dev.samplesort.spi.SortJob.Keys;
import dev.samplesort.spi.SortJob.Values;
import java.lang.foreign.MemorySegment;
import java.util.Objects;

/**
 * A configured sort: backend, direction and stability. Immutable and thread-safe; build one with
 * {@link #builder()} or use the ready ones ({@link #auto()}, {@link #cpu()}, {@link #gpu()}).
 *
 * <p>Results are identical to {@link java.util.Arrays#sort(double[])} and friends (floating point: -0.0 before
 * 0.0, all NaNs last; descending as {@link Order#DESCENDING} says), and so are the exceptions for bad ranges:
 * {@link NullPointerException}, {@link IllegalArgumentException} ({@code fromIndex > toIndex}) and
 * {@link ArrayIndexOutOfBoundsException}. Key-value sorts move each value with its key; among equal keys the order
 * is unspecified unless {@link Builder#stable(boolean) stable} is set, in which case it is the original order.
 * Keys and values must be distinct arrays or non-overlapping segments.
 *
 * <p>NaN payloads: the CPU backend returns the NaNs bit for bit as {@code Arrays.sort} does (in input order). The
 * GPU backend orders the NaN block by the NaNs' bits instead (ascending: NaNs with the sign bit clear by increasing
 * bits, then those with the sign bit set by decreasing bits; descending: the exact reverse), so its output is
 * bit-identical to the CPU's whenever all NaNs of the input have the same bits — for example when they are all
 * {@link Double#NaN}/{@link Float#NaN}, the NaN Java arithmetic produces — and otherwise holds the same NaNs (every
 * bit kept) in a different order. Everything else, -0.0 and 0.0 included, is bit-identical on both backends.
 *
 * <p>Memory: sorting Java arrays on the CPU backend needs free heap for n extra elements: a buffer of n keys (and
 * n values for key-value sorts) and 2 bytes per element; when the heap cannot hold them the sort throws
 * {@link OutOfMemoryError} before touching the arrays, with the figures and the {@code -Xmx} to use. Segments are
 * sorted off-heap: the CPU backend takes n more keys (and values) of native memory from an
 * {@link java.lang.foreign.Arena} and a bounded amount of heap (a fraction of {@code -Xmx}, whatever n is).
 */
public final class Sorter {
    private static final Sorter AUTO = builder().build();
    private static final Sorter CPU = builder().backend(Backend.CPU).build();
    private static final Sorter GPU = builder().backend(Backend.GPU).build();

    private final Backend backend;
    private final Order order;
    private final boolean stable;
    private final long gpuMemoryLimit;
    /** The GPUs of the GPU backend: {@code null} the default device, empty every usable one, else these. */
    private final int[] devices;

    private Sorter(Builder b) {
        this.backend = b.backend;
        this.order = b.order;
        this.stable = b.stable;
        this.gpuMemoryLimit = b.gpuMemoryLimit;
        this.devices = b.devices == null ? null : b.devices.clone();
    }

    /** Ascending, {@link Backend#AUTO}.
     *
     * @return the shared sorter
     */
    public static Sorter auto() { return AUTO; }

    /** Ascending, pure-Java parallel sample sort.
     *
     * @return the shared sorter
     */
    public static Sorter cpu() { return CPU; }

    /** Ascending, GPU sample sort; sorting throws {@link BackendUnavailableException} when no GPU is usable.
     *
     * @return the shared sorter
     */
    public static Sorter gpu() { return GPU; }

    /**
     * Returns a new builder with the defaults (AUTO, ascending, not stable).
     *
     * @return a new builder with the defaults (AUTO, ascending, not stable)
     */
    public static Builder builder() { return new Builder(); }

    /**
     * Returns the backend this sorter uses.
     *
     * @return the backend this sorter uses
     */
    public Backend backend() { return backend; }

    /**
     * Returns ascending or descending.
     *
     * @return ascending or descending
     */
    public Order order() { return order; }

    /**
     * Returns whether key-value sorts keep equal keys in input order.
     *
     * @return whether key-value sorts keep equal keys in input order
     */
    public boolean stable() { return stable; }

    /**
     * Returns the device-memory limit of GPU sorts in bytes, 0 when the {@code samplesort.gpu.memoryLimit}
     * setting (or, without one, the device) decides.
     *
     * @return the limit in bytes, or 0
     */
    public long gpuMemoryLimit() { return gpuMemoryLimit; }

    /** Options for a {@link Sorter}. Defaults: AUTO, ascending, not stable, one GPU (the default device). */
    public static final class Builder {
        private Backend backend = Backend.AUTO;
        private Order order = Order.ASCENDING;
        private boolean stable;
        private long gpuMemoryLimit;
        private int[] devices;

        private Builder() {}

        /**
         * Sets where sorts run.
         *
         * @param b where sorts run
         * @return this builder
         */
        public Builder backend(Backend b) { this.backend = Objects.requireNonNull(b, "backend"); return this; }

        /**
         * Sets ascending or descending.
         *
         * @param o ascending or descending
         * @return this builder
         */
        public Builder order(Order o) { this.order = Objects.requireNonNull(o, "order"); return this; }

        /**
         * Returns this builder, set to descending order.
         *
         * @return this builder, set to descending order
         */
        public Builder descending() { return order(Order.DESCENDING); }

        /**
         * Key-value sorts keep the original order of equal keys (costs a little time).
         *
         * @param s whether to sort stably
         * @return this builder
         */
        public Builder stable(boolean s) { this.stable = s; return this; }

        /**
         * Caps the device memory a GPU sort of host data (arrays, segments) may use, overriding the
         * {@code samplesort.gpu.memoryLimit} setting. Sorts of keys and of key-value pairs that need more run
         * <em>out of core</em>: the data is sorted in chunks that fit the limit and merged through host memory (n
         * more elements of page-locked host memory; docs/OUT-OF-CORE.md). Stable key-value sorts and record or
         * composite keys do not look at the limit. Without a limit, the device's memory is the limit.
         *
         * @param bytes the limit in bytes, at least 64 MiB, or 0 for the setting's (the default)
         * @return this builder
         * @throws IllegalArgumentException if {@code bytes} is negative or positive but below 64 MiB
         */
        public Builder gpuMemoryLimit(long bytes) {
            dev.samplesort.gpu.GpuPolicy.checkMemoryLimit(bytes, "gpuMemoryLimit");
            this.gpuMemoryLimit = bytes;
            return this;
        }

        /**
         * Sorts on these GPUs together (the multi-GPU sample sort, docs/MULTI-GPU.md): each device takes a share
         * of the input over its own link, the devices exchange keys once, and device {@code ordinals[i]} produces
         * the i-th range of the output. Key-only and unstable key-value sorts of at least
         * {@code samplesort.gpu.multiMinKeys} keys per device (default 2^22) run this way; smaller ones, stable
         * key-value sorts and multi-word keys (records, columns) run on the first device listed. The default,
         * without this call, is one GPU: the device {@code -Dsamplesort.device} names (0 unless set), so that a
         * process never takes GPUs it was not given (a cluster executor, a container sharing the host).
         *
         * @param ordinals CUDA device ordinals, distinct, in output order
         * @return this builder
         * @throws IllegalArgumentException if no ordinal is given, one is negative or one is repeated
         */
        public Builder devices(int... ordinals) {
            Objects.requireNonNull(ordinals, "ordinals");
            if (ordinals.length == 0) throw new IllegalArgumentException("no device ordinals given");
            for (int i = 0; i < ordinals.length; i++) {
                if (ordinals[i] < 0) throw new IllegalArgumentException("negative device ordinal " + ordinals[i]);
                for (int j = 0; j < i; j++) {
                    if (ordinals[j] == ordinals[i]) {
                        throw new IllegalArgumentException("device " + ordinals[i] + " is named twice");
                    }
                }
            }
            this.devices = ordinals.clone();
            return this;
        }

        /**
         * Sorts on every usable GPU of this machine together, in ordinal order (see {@link #devices(int...)}); the
         * set is found when a sort runs. With no usable GPU the GPU backend is unavailable as usual.
         *
         * @return this builder
         */
        public Builder allDevices() {
            this.devices = new int[0];
            return this;
        }

        /**
         * Returns the configured, immutable sorter.
         *
         * @return the configured, immutable sorter
         */
        public Sorter build() { return new Sorter(this); }
    }

    // ---------------------------------------------------------------- engine choice

    /**
     * The engine for {@code job}. An explicit GPU request fails the same way for every size (also 0 or 1 elements)
     * when no GPU is usable, or when the GPU engine does not run jobs of this shape.
     */
    private SortEngine engine(SortJob job) {
        switch (backend) {
            case CPU:
                return Engines.cpu();
            case GPU: {
                SortEngine g = gpuEngine();
                String why = g.unavailableReason();
                if (why == null) why = g.refusal(job);
                if (why != null) throw new BackendUnavailableException(Backend.GPU, why);
                return g;
            }
            default: {
                // Multi-word keys have no type of their own; they cost at least what 64-bit keys cost.
                KeyType t = job.keyType() == null ? KeyType.LONG : job.keyType();
                if (AutoPolicy.preferGpu(t, job.count())) {
                    SortEngine g = gpuEngine();
                    if (g.refusal(job) == null && g.unavailableReason() == null) return g;
                }
                return Engines.cpu();
            }
        }
    }

    /** The GPU engine on this sorter's devices. */
    private SortEngine gpuEngine() { return devices == null ? Engines.gpu() : Engines.gpu(devices); }

    /** Runs {@code job} on the chosen engine; under AUTO a GPU failure (data unchanged) is retried on the CPU. */
    void run(SortJob job) {
        SortEngine e = engine(job);
        if (job.count() < 2) return;
        if (backend == Backend.AUTO && e != Engines.cpu()) {
            try {
                e.sort(job);
            } catch (BackendFailureException failure) {
                Engines.cpu().sort(job);
            }
        } else {
            e.sort(job);
        }
    }

    /**
     * Runs a normalized multi-word job ({@link ColumnSort}, {@link ObjectSort}, {@link StringSort}) on this
     * sorter's engine, ascending (the callers fold every order into the words), stable when this sorter is.
     */
    void sortWords(Keys.Words keys, Values values, long n) {
        run(new SortJob(keys, values, 0, n, Order.ASCENDING, stable, gpuMemoryLimit));
    }

    private SortJob job(Keys keys, Values values, long from, long to) {
        return new SortJob(keys, values, from, to, order, stable, gpuMemoryLimit);
    }

    static void rangeCheck(int length, int from, int to) {
        if (from > to) throw new IllegalArgumentException("fromIndex(" + from + ") > toIndex(" + to + ")");
        if (from < 0) throw new ArrayIndexOutOfBoundsException(from);
        if (to > length) throw new ArrayIndexOutOfBoundsException(to);
    }

    /** Key-value overloads: distinct arrays, same lengths, then the range as {@code Arrays.sort(int[], int, int)}. */
    static void pairCheck(Object keyArray, Object valueArray, int keys, int values, int from, int to) {
        if (keyArray == valueArray) {
            // sorting an array by itself as values would overwrite keys with values mid-sort
            throw new IllegalArgumentException("keys and values are the same array; pass two distinct arrays");
        }
        if (keys != values) {
            throw new IllegalArgumentException("keys and values differ in length: " + keys + " keys, " + values
                    + " values");
        }
        rangeCheck(keys, from, to);
    }

    // ---------------------------------------------------------------- keys only

    /**
     * Sorts the array.
     *
     * @param a the array to sort
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and no GPU is usable
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(int[] a) { sort(a, 0, a.length); }

    /**
     * Sorts {@code a[fromIndex, toIndex)}; the rest of the array is untouched.
     *
     * @param a         the array to sort
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and no GPU is usable
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        run(job(new Keys.Ints(a), null, fromIndex, toIndex));
    }

    /**
     * Sorts the array.
     *
     * @param a the array to sort
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and no GPU is usable
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(long[] a) { sort(a, 0, a.length); }

    /**
     * Sorts {@code a[fromIndex, toIndex)}; the rest of the array is untouched.
     *
     * @param a         the array to sort
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and no GPU is usable
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        run(job(new Keys.Longs(a), null, fromIndex, toIndex));
    }

    /**
     * Sorts the array.
     *
     * @param a the array to sort
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and no GPU is usable
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(float[] a) { sort(a, 0, a.length); }

    /**
     * Sorts {@code a[fromIndex, toIndex)}; the rest of the array is untouched.
     *
     * @param a         the array to sort
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and no GPU is usable
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        run(job(new Keys.Floats(a), null, fromIndex, toIndex));
    }

    /**
     * Sorts the array.
     *
     * @param a the array to sort
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and no GPU is usable
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(double[] a) { sort(a, 0, a.length); }

    /**
     * Sorts {@code a[fromIndex, toIndex)}; the rest of the array is untouched.
     *
     * @param a         the array to sort
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and no GPU is usable
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        run(job(new Keys.Doubles(a), null, fromIndex, toIndex));
    }

    // ---------------------------------------------------------------- key-value pairs

    /**
     * Sorts key-value pairs by key; each value moves with its key.
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException    if the arrays are the same array or differ in length
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(int[] keys, int[] values) { sort(keys, values, 0, keys.length); }

    /**
     * Sorts the pairs in {@code [fromIndex, toIndex)} by key; each value moves with its key.
     *
     * @param keys      the keys
     * @param values    the values, as many as keys
     * @param fromIndex first pair (inclusive)
     * @param toIndex   last pair (exclusive)
     * @throws IllegalArgumentException       if the arrays are the same array, differ in length or
     *                                        {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > keys.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(int[] keys, int[] values, int fromIndex, int toIndex) {
        pairCheck(keys, values, keys.length, values.length, fromIndex, toIndex);
        run(job(new Keys.Ints(keys), new Values.Ints(values), fromIndex, toIndex));
    }

    /**
     * Sorts key-value pairs by key; each value moves with its key.
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException    if the arrays are the same array or differ in length
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(int[] keys, long[] values) { sort(keys, values, 0, keys.length); }

    /**
     * Sorts the pairs in {@code [fromIndex, toIndex)} by key; each value moves with its key.
     *
     * @param keys      the keys
     * @param values    the values, as many as keys
     * @param fromIndex first pair (inclusive)
     * @param toIndex   last pair (exclusive)
     * @throws IllegalArgumentException       if the arrays are the same array, differ in length or
     *                                        {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > keys.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(int[] keys, long[] values, int fromIndex, int toIndex) {
        pairCheck(keys, values, keys.length, values.length, fromIndex, toIndex);
        run(job(new Keys.Ints(keys), new Values.Longs(values), fromIndex, toIndex));
    }

    /**
     * Sorts key-value pairs by key; each value moves with its key.
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException    if the arrays are the same array or differ in length
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(long[] keys, int[] values) { sort(keys, values, 0, keys.length); }

    /**
     * Sorts the pairs in {@code [fromIndex, toIndex)} by key; each value moves with its key.
     *
     * @param keys      the keys
     * @param values    the values, as many as keys
     * @param fromIndex first pair (inclusive)
     * @param toIndex   last pair (exclusive)
     * @throws IllegalArgumentException       if the arrays are the same array, differ in length or
     *                                        {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > keys.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(long[] keys, int[] values, int fromIndex, int toIndex) {
        pairCheck(keys, values, keys.length, values.length, fromIndex, toIndex);
        run(job(new Keys.Longs(keys), new Values.Ints(values), fromIndex, toIndex));
    }

    /**
     * Sorts key-value pairs by key; each value moves with its key.
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException    if the arrays are the same array or differ in length
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(long[] keys, long[] values) { sort(keys, values, 0, keys.length); }

    /**
     * Sorts the pairs in {@code [fromIndex, toIndex)} by key; each value moves with its key.
     *
     * @param keys      the keys
     * @param values    the values, as many as keys
     * @param fromIndex first pair (inclusive)
     * @param toIndex   last pair (exclusive)
     * @throws IllegalArgumentException       if the arrays are the same array, differ in length or
     *                                        {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > keys.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(long[] keys, long[] values, int fromIndex, int toIndex) {
        pairCheck(keys, values, keys.length, values.length, fromIndex, toIndex);
        run(job(new Keys.Longs(keys), new Values.Longs(values), fromIndex, toIndex));
    }

    /**
     * Sorts key-value pairs by key; each value moves with its key.
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException    if the arrays are the same array or differ in length
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(float[] keys, int[] values) { sort(keys, values, 0, keys.length); }

    /**
     * Sorts the pairs in {@code [fromIndex, toIndex)} by key; each value moves with its key.
     *
     * @param keys      the keys
     * @param values    the values, as many as keys
     * @param fromIndex first pair (inclusive)
     * @param toIndex   last pair (exclusive)
     * @throws IllegalArgumentException       if the arrays are the same array, differ in length or
     *                                        {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > keys.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(float[] keys, int[] values, int fromIndex, int toIndex) {
        pairCheck(keys, values, keys.length, values.length, fromIndex, toIndex);
        run(job(new Keys.Floats(keys), new Values.Ints(values), fromIndex, toIndex));
    }

    /**
     * Sorts key-value pairs by key; each value moves with its key.
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException    if the arrays are the same array or differ in length
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(float[] keys, long[] values) { sort(keys, values, 0, keys.length); }

    /**
     * Sorts the pairs in {@code [fromIndex, toIndex)} by key; each value moves with its key.
     *
     * @param keys      the keys
     * @param values    the values, as many as keys
     * @param fromIndex first pair (inclusive)
     * @param toIndex   last pair (exclusive)
     * @throws IllegalArgumentException       if the arrays are the same array, differ in length or
     *                                        {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > keys.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(float[] keys, long[] values, int fromIndex, int toIndex) {
        pairCheck(keys, values, keys.length, values.length, fromIndex, toIndex);
        run(job(new Keys.Floats(keys), new Values.Longs(values), fromIndex, toIndex));
    }

    /**
     * Sorts key-value pairs by key; each value moves with its key.
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException    if the arrays are the same array or differ in length
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(double[] keys, int[] values) { sort(keys, values, 0, keys.length); }

    /**
     * Sorts the pairs in {@code [fromIndex, toIndex)} by key; each value moves with its key.
     *
     * @param keys      the keys
     * @param values    the values, as many as keys
     * @param fromIndex first pair (inclusive)
     * @param toIndex   last pair (exclusive)
     * @throws IllegalArgumentException       if the arrays are the same array, differ in length or
     *                                        {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > keys.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(double[] keys, int[] values, int fromIndex, int toIndex) {
        pairCheck(keys, values, keys.length, values.length, fromIndex, toIndex);
        run(job(new Keys.Doubles(keys), new Values.Ints(values), fromIndex, toIndex));
    }

    /**
     * Sorts key-value pairs by key; each value moves with its key.
     *
     * @param keys   the keys
     * @param values the values, as many as keys
     * @throws IllegalArgumentException    if the arrays are the same array or differ in length
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError            if the CPU backend's buffers (n extra elements) do not fit the
     *                                     heap; the array is then untouched
     */
    public void sort(double[] keys, long[] values) { sort(keys, values, 0, keys.length); }

    /**
     * Sorts the pairs in {@code [fromIndex, toIndex)} by key; each value moves with its key.
     *
     * @param keys      the keys
     * @param values    the values, as many as keys
     * @param fromIndex first pair (inclusive)
     * @param toIndex   last pair (exclusive)
     * @throws IllegalArgumentException       if the arrays are the same array, differ in length or
     *                                        {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > keys.length}
     * @throws BackendUnavailableException    if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError               if the CPU backend's buffers (n extra elements) do not fit the
     *                                        heap; the array is then untouched
     */
    public void sort(double[] keys, long[] values, int fromIndex, int toIndex) {
        pairCheck(keys, values, keys.length, values.length, fromIndex, toIndex);
        run(job(new Keys.Doubles(keys), new Values.Longs(values), fromIndex, toIndex));
    }

    // ---------------------------------------------------------------- off-heap

    /**
     * Sorts a segment holding {@code segment.byteSize() / type.byteSize()} keys in native byte order. The element
     * count may exceed {@code Integer.MAX_VALUE}.
     *
     * @param keys the keys, in native byte order
     * @param type their type
     * @throws IllegalArgumentException    if the size is not a multiple of the key size, the segment is not aligned
     *                                     to the key size, or it is read-only
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and no GPU is usable
     */
    public void sort(MemorySegment keys, KeyType type) {
        sort(keys, type, null, null);
    }

    /**
     * Sorts key-value pairs held in two segments: {@code keys} holds n keys of {@code keyType}, {@code values} n
     * values of {@code valueType}, both in native byte order.
     *
     * @param keys      the keys
     * @param keyType   their type
     * @param values    the values, or {@code null} for keys only
     * @param valueType their type (ignored when {@code values} is {@code null})
     * @throws IllegalArgumentException    if a segment is read-only, misaligned or of the wrong size,
     *                                     or the key and value segments overlap
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     */
    public void sort(MemorySegment keys, KeyType keyType, MemorySegment values, ValueType valueType) {
        long n = segmentCheck(keys, keyType, values, valueType);
        run(job(new Keys.Native(keys, keyType), values == null ? null : new Values.Native(values, valueType), 0, n));
    }

    // ---------------------------------------------------------------- fixed-width records

    /**
     * Sorts the fixed-width records in a segment by their key bytes ({@code memcmp} order, see
     * {@link RecordLayout}); every byte of every record moves with it. The segment holds
     * {@code records.byteSize() / layout.recordSize()} records (any number, also more than 2^31) and may be native
     * or heap memory, aligned or not. Needs off-heap auxiliary memory of about {@code recordSize + 4} bytes per
     * record (see docs/RECORDS.md); the records are written only once the sort has succeeded. Stable when this
     * sorter is.
     *
     * @param records the records, {@code layout.recordSize()} bytes each
     * @param layout  record size and key bytes
     * @throws NullPointerException        if an argument is null
     * @throws IllegalArgumentException    if the segment is read-only or its size is not a multiple of the record
     *                                     size
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError            if the auxiliary off-heap memory cannot be allocated (the records are
     *                                     untouched)
     */
    public void sort(MemorySegment records, RecordLayout layout) {
        long n = Records.check(records, layout);
        Records.sort(this, records, layout, n);
    }

    /**
     * Sorts the fixed-width records in a byte array by their key bytes ({@code memcmp} order, see
     * {@link RecordLayout}); every byte of every record moves with it. Stable when this sorter is.
     *
     * @param records the records, {@code layout.recordSize()} bytes each
     * @param layout  record size and key bytes
     * @throws NullPointerException        if an argument is null
     * @throws IllegalArgumentException    if the array length is not a multiple of the record size
     * @throws BackendUnavailableException if this sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     * @throws OutOfMemoryError            if the auxiliary off-heap memory cannot be allocated (the records are
     *                                     untouched)
     */
    public void sort(byte[] records, RecordLayout layout) {
        Objects.requireNonNull(records, "records");
        sort(MemorySegment.ofArray(records), layout);
    }

    private static String describe(MemorySegment s) {
        return s.isNative() ? "address 0x" + Long.toHexString(s.address()) + ", " + s.byteSize() + " bytes"
                : "offset " + s.address() + " of a heap array, " + s.byteSize() + " bytes";
    }

    /** Checks key and value segments for a sort; returns the number of keys. */
    static long segmentCheck(MemorySegment keys, KeyType keyType, MemorySegment values, ValueType valueType) {
        Objects.requireNonNull(keys, "keys");
        Objects.requireNonNull(keyType, "keyType");
        if (keys.isReadOnly()) throw new IllegalArgumentException("keys segment is read-only");
        if (keys.byteSize() % keyType.byteSize() != 0) {
            throw new IllegalArgumentException("keys segment size " + keys.byteSize() + " is not a multiple of "
                    + keyType.byteSize() + " (" + keyType + ")");
        }
        if (keys.maxByteAlignment() < keyType.byteSize()) {
            throw new IllegalArgumentException("keys segment is not aligned to " + keyType.byteSize() + " bytes ("
                    + keyType + ")");
        }
        long n = keys.byteSize() / keyType.byteSize();
        if (values == null) return n;
        Objects.requireNonNull(valueType, "valueType");
        if (values.maxByteAlignment() < valueType.byteSize()) {
            throw new IllegalArgumentException("values segment is not aligned to " + valueType.byteSize()
                    + " bytes (" + valueType + ")");
        }
        if (values.isReadOnly()) throw new IllegalArgumentException("values segment is read-only");
        if (values.byteSize() != n * valueType.byteSize()) {
            throw new IllegalArgumentException("values segment holds " + values.byteSize() + " bytes, expected "
                    + n * valueType.byteSize() + " for " + n + " " + valueType + " values");
        }
        if (n > 0 && keys.asOverlappingSlice(values).isPresent()) {
            // writes to one would change the other mid-sort: the result would be garbage
            throw new IllegalArgumentException("keys and values segments overlap (keys at " + describe(keys)
                    + ", values at " + describe(values) + "); pass two disjoint segments");
        }
        return n;
    }
}
