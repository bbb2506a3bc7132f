package dev.samplesort;

import dev.samplesort.internal.HeapScratch;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.ListIterator;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * Sorting objects by keys extracted from them — the {@code Comparator.comparingLong(...).thenComparing(...)} idiom
 * on samplesort's backends. Keys are {@code int}, {@code long}, {@code double} or {@code String} (in
 * {@link String#compareTo} order: UTF-16 code units), each ascending or descending, chained lexicographically:
 *
 * <pre>{@code
 * ObjectSort.comparingInt(Person::age).thenComparing(Person::name).sort(people);         // T[] or List<T>
 * ObjectSort.comparingLong(Order::time, Order.DESCENDING).using(Sorter.gpu()).sort(orders);
 * }</pre>
 *
 * <p>The keys are extracted in parallel (each extractor is called exactly once per element and key, from several
 * threads: it must not depend on call order), sorted with the element index on the sorter's backend, and the
 * elements permuted. The result is the one {@link java.util.Arrays#sort(Object[], Comparator) Arrays.sort} gives
 * with {@link #comparator()}; with a {@link Sorter.Builder#stable(boolean) stable} sorter also the order of equal
 * elements (Arrays.sort's is always stable; here stability is asked for, as for key-value sorts).
 *
 * <p><b>Nulls</b> are refused, as the equivalent comparator refuses them: a {@code null} element or a {@code null}
 * string key throws {@link NullPointerException} naming its index, before anything is moved. (Wrap an extractor to
 * map nulls to a key of your choice if you want them ordered.) If a sort throws for any reason, the array or list
 * is unchanged.
 *
 * <p>Instances are immutable; {@code thenComparing...} and {@link #using} return new ones. Method: docs/KEYS.md.
 *
 * @param <T> the element type
 */
public final class ObjectSort<T> {
    private static final int CHUNK = 1 << 13;

    /** One key: the extractor, its type ({@code null} for strings) and order. */
    private record KeyFn<T>(Object fn, KeyType type, Order order) {}

    private final List<KeyFn<T>> keys;
    private final Sorter sorter;

    private ObjectSort(List<KeyFn<T>> keys, Sorter sorter) {
        this.keys = keys;
        this.sorter = sorter;
    }

    /**
     * A sort by an {@code int} key, ascending; like {@link Comparator#comparingInt}.
     *
     * @param <T> the element type
     * @param key extracts the key (called once per element, from several threads)
     * @return a new object sort
     * @throws NullPointerException if {@code key} is null
     */
    public static <T> ObjectSort<T> comparingInt(ToIntFunction<? super T> key) { return comparingInt(key, Order.ASCENDING); }

    /**
     * A sort by an {@code int} key in the given order.
     *
     * @param <T>   the element type
     * @param key   extracts the key (called once per element, from several threads)
     * @param order ascending or descending (the exact reverse)
     * @return a new object sort
     * @throws NullPointerException if an argument is null
     */
    public static <T> ObjectSort<T> comparingInt(ToIntFunction<? super T> key, Order order) {
        return new ObjectSort<T>(List.of(), Sorter.auto()).thenComparingInt(key, order);
    }

    /**
     * Adds an {@code int} key that decides among elements equal on all earlier keys, ascending.
     *
     * @param key extracts the key (called once per element, from several threads)
     * @return a new object sort with the key added
     * @throws NullPointerException if {@code key} is null
     */
    public ObjectSort<T> thenComparingInt(ToIntFunction<? super T> key) { return thenComparingInt(key, Order.ASCENDING); }

    /**
     * Adds an {@code int} key in the given order.
     *
     * @param key   extracts the key (called once per element, from several threads)
     * @param order ascending or descending
     * @return a new object sort with the key added
     * @throws NullPointerException if an argument is null
     */
    public ObjectSort<T> thenComparingInt(ToIntFunction<? super T> key, Order order) {
        return add(new KeyFn<>(Objects.requireNonNull(key, "key"), KeyType.INT, order));
    }

    /**
     * A sort by a {@code long} key, ascending; like {@link Comparator#comparingLong}.
     *
     * @param <T> the element type
     * @param key extracts the key (called once per element, from several threads)
     * @return a new object sort
     * @throws NullPointerException if {@code key} is null
     */
    public static <T> ObjectSort<T> comparingLong(ToLongFunction<? super T> key) { return comparingLong(key, Order.ASCENDING); }

    /**
     * A sort by a {@code long} key in the given order.
     *
     * @param <T>   the element type
     * @param key   extracts the key (called once per element, from several threads)
     * @param order ascending or descending (the exact reverse)
     * @return a new object sort
     * @throws NullPointerException if an argument is null
     */
    public static <T> ObjectSort<T> comparingLong(ToLongFunction<? super T> key, Order order) {
        return new ObjectSort<T>(List.of(), Sorter.auto()).thenComparingLong(key, order);
    }

    /**
     * Adds a {@code long} key that decides among elements equal on all earlier keys, ascending.
     *
     * @param key extracts the key (called once per element, from several threads)
     * @return a new object sort with the key added
     * @throws NullPointerException if {@code key} is null
     */
    public ObjectSort<T> thenComparingLong(ToLongFunction<? super T> key) { return thenComparingLong(key, Order.ASCENDING); }

    /**
     * Adds a {@code long} key in the given order.
     *
     * @param key   extracts the key (called once per element, from several threads)
     * @param order ascending or descending
     * @return a new object sort with the key added
     * @throws NullPointerException if an argument is null
     */
    public ObjectSort<T> thenComparingLong(ToLongFunction<? super T> key, Order order) {
        return add(new KeyFn<>(Objects.requireNonNull(key, "key"), KeyType.LONG, order));
    }

    /**
     * A sort by a {@code double} (Double.compare order: -0.0 before 0.0, NaNs last) key, ascending; like {@link Comparator#comparingDouble}.
     *
     * @param <T> the element type
     * @param key extracts the key (called once per element, from several threads)
     * @return a new object sort
     * @throws NullPointerException if {@code key} is null
     */
    public static <T> ObjectSort<T> comparingDouble(ToDoubleFunction<? super T> key) { return comparingDouble(key, Order.ASCENDING); }

    /**
     * A sort by a {@code double} (Double.compare order: -0.0 before 0.0, NaNs last) key in the given order.
     *
     * @param <T>   the element type
     * @param key   extracts the key (called once per element, from several threads)
     * @param order ascending or descending (the exact reverse)
     * @return a new object sort
     * @throws NullPointerException if an argument is null
     */
    public static <T> ObjectSort<T> comparingDouble(ToDoubleFunction<? super T> key, Order order) {
        return new ObjectSort<T>(List.of(), Sorter.auto()).thenComparingDouble(key, order);
    }

    /**
     * Adds a {@code double} (Double.compare order: -0.0 before 0.0, NaNs last) key that decides among elements equal on all earlier keys, ascending.
     *
     * @param key extracts the key (called once per element, from several threads)
     * @return a new object sort with the key added
     * @throws NullPointerException if {@code key} is null
     */
    public ObjectSort<T> thenComparingDouble(ToDoubleFunction<? super T> key) { return thenComparingDouble(key, Order.ASCENDING); }

    /**
     * Adds a {@code double} (Double.compare order: -0.0 before 0.0, NaNs last) key in the given order.
     *
     * @param key   extracts the key (called once per element, from several threads)
     * @param order ascending or descending
     * @return a new object sort with the key added
     * @throws NullPointerException if an argument is null
     */
    public ObjectSort<T> thenComparingDouble(ToDoubleFunction<? super T> key, Order order) {
        return add(new KeyFn<>(Objects.requireNonNull(key, "key"), KeyType.DOUBLE, order));
    }

    /**
     * A sort by a {@code String} key in {@link String#compareTo} order, ascending; like
     * {@link Comparator#comparing(Function)}.
     *
     * @param <T> the element type
     * @param key extracts the key (called once per element, from several threads); must not return null
     * @return a new object sort
     * @throws NullPointerException if {@code key} is null
     */
    public static <T> ObjectSort<T> comparing(Function<? super T, String> key) {
        return comparing(key, Order.ASCENDING);
    }

    /**
     * A sort by a {@code String} key in the given order.
     *
     * @param <T>   the element type
     * @param key   extracts the key (called once per element, from several threads); must not return null
     * @param order ascending or descending
     * @return a new object sort
     * @throws NullPointerException if an argument is null
     */
    public static <T> ObjectSort<T> comparing(Function<? super T, String> key, Order order) {
        return new ObjectSort<T>(List.of(), Sorter.auto()).thenComparing(key, order);
    }

    /**
     * Adds a {@code String} key ({@link String#compareTo} order), ascending.
     *
     * @param key extracts the key (called once per element, from several threads); must not return null
     * @return a new object sort with the key added
     * @throws NullPointerException if {@code key} is null
     */
    public ObjectSort<T> thenComparing(Function<? super T, String> key) { return thenComparing(key, Order.ASCENDING); }

    /**
     * Adds a {@code String} key in the given order.
     *
     * @param key   extracts the key (called once per element, from several threads); must not return null
     * @param order ascending or descending
     * @return a new object sort with the key added
     * @throws NullPointerException if an argument is null
     */
    public ObjectSort<T> thenComparing(Function<? super T, String> key, Order order) {
        return add(new KeyFn<>(Objects.requireNonNull(key, "key"), null, order));
    }

    private ObjectSort<T> add(KeyFn<T> k) {
        Objects.requireNonNull(k.order(), "order");
        List<KeyFn<T>> l = new ArrayList<>(keys);
        l.add(k);
        return new ObjectSort<>(Collections.unmodifiableList(l), sorter);
    }

    /**
     * The same keys sorted by {@code sorter}: its backend, its stability and its order (descending reverses the
     * whole chain). The default is {@link Sorter#auto()}, not stable.
     *
     * @param sorter the sorter to use
     * @return a new object sort
     * @throws NullPointerException if {@code sorter} is null
     */
    public ObjectSort<T> using(Sorter sorter) { return new ObjectSort<>(keys, Objects.requireNonNull(sorter, "sorter")); }

    /**
     * The comparator that orders elements as this sort does (not counting stability): what you would pass to
     * {@link java.util.Arrays#sort(Object[], Comparator)} for the same result.
     *
     * @return the equivalent comparator
     */
    @SuppressWarnings("unchecked")
    public Comparator<T> comparator() {
        Comparator<T> c = null;
        for (KeyFn<T> k : keys) {
            Comparator<T> one = k.type() == null ? Comparator.comparing((Function<? super T, String>) k.fn())
                    : switch (k.type()) {
                        case INT -> Comparator.comparingInt((ToIntFunction<? super T>) k.fn());
                        case LONG -> Comparator.comparingLong((ToLongFunction<? super T>) k.fn());
                        case DOUBLE -> Comparator.comparingDouble((ToDoubleFunction<? super T>) k.fn());
                        case FLOAT -> throw new AssertionError();
                    };
            if (k.order() == Order.DESCENDING) one = one.reversed();
            c = c == null ? one : c.thenComparing(one);
        }
        return sorter.order() == Order.DESCENDING ? c.reversed() : c;
    }

    /**
     * Sorts the array by the keys.
     *
     * @param a the array
     * @throws NullPointerException        if {@code a}, an element or a string key is null
     * @throws BackendUnavailableException if the sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     */
    public void sort(T[] a) { sort(a, 0, Objects.requireNonNull(a, "array").length); }

    /**
     * Sorts {@code a[fromIndex, toIndex)} by the keys; the rest is untouched.
     *
     * @param a         the array
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @throws NullPointerException           if {@code a}, an element of the range or a string key is null
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     * @throws BackendUnavailableException    if the sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     */
    public void sort(T[] a, int fromIndex, int toIndex) {
        Sorter.rangeCheck(Objects.requireNonNull(a, "array").length, fromIndex, toIndex);
        int n = toIndex - fromIndex;
        // only applied here, never handed out: reused between sorts (HeapScratch)
        int[] perm = HeapScratch.ints(n);
        List<KeyChain.Key> chain = extract(a, fromIndex, n);
        KeyChain.phase("extract");
        KeyChain.permutation(chain, n, sorter, perm);
        Permute.arraysBy(perm, n, fromIndex, (Object) a);
        HeapScratch.give(perm);
        KeyChain.phase("permute");
    }

    /**
     * Sorts the list by the keys (through an array, as {@link List#sort} does; the list must support
     * {@link ListIterator#set}).
     *
     * @param list the list
     * @throws NullPointerException          if {@code list}, an element or a string key is null
     * @throws UnsupportedOperationException if the list cannot be changed
     * @throws BackendUnavailableException   if the sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     */
    @SuppressWarnings("unchecked")
    public void sort(List<T> list) {
        Object[] a = Objects.requireNonNull(list, "list").toArray();
        sort((T[]) a);
        ListIterator<T> it = list.listIterator();
        for (Object e : a) {
            it.next();
            it.set((T) e);
        }
    }

    /**
     * The sorting permutation of {@code a[fromIndex, toIndex)}: entry {@code i} is the offset from
     * {@code fromIndex} of the element that comes {@code i}-th. The array is not changed.
     *
     * @param a         the array
     * @param fromIndex first element (inclusive)
     * @param toIndex   last element (exclusive)
     * @return the permutation, {@code toIndex - fromIndex} entries
     * @throws NullPointerException           if {@code a}, an element of the range or a string key is null
     * @throws IllegalArgumentException       if {@code fromIndex > toIndex}
     * @throws ArrayIndexOutOfBoundsException if {@code fromIndex < 0} or {@code toIndex > a.length}
     * @throws BackendUnavailableException    if the sorter's backend is {@link Backend#GPU} and the GPU cannot run it
     */
    public int[] permutation(T[] a, int fromIndex, int toIndex) {
        Sorter.rangeCheck(Objects.requireNonNull(a, "array").length, fromIndex, toIndex);
        List<KeyChain.Key> chain = extract(a, fromIndex, toIndex - fromIndex);
        KeyChain.phase("extract");
        return KeyChain.permutation(chain, toIndex - fromIndex, sorter);
    }

    /**
     * The keys of {@code a[from, from + n)}: without string keys, the extractors themselves (applied while the
     * words are encoded, {@link KeyChain.Fn}); with a string key, columns extracted in parallel here (its refinement
     * rounds re-read the keys after it). Nulls refused, naming the element.
     */
    @SuppressWarnings("unchecked")
    private List<KeyChain.Key> extract(T[] a, int from, int n) {
        if (keys.stream().noneMatch(k -> k.type() == null)) {
            List<KeyChain.Key> fns = new ArrayList<>(keys.size());
            for (KeyFn<T> k : keys) fns.add(new KeyChain.Fn(a, from, k.fn(), k.type(), k.order() == Order.DESCENDING));
            return fns;
        }
        List<KeyChain.Key> chain = new ArrayList<>(keys.size());
        Object[] cols = new Object[keys.size()];
        for (int k = 0; k < keys.size(); k++) {
            KeyFn<T> kf = keys.get(k);
            boolean d = kf.order() == Order.DESCENDING;
            if (kf.type() == null) {
                String[] c = new String[n];
                cols[k] = c;
                chain.add(new KeyChain.Str(c, 0, d));
            } else {
                Object c = switch (kf.type()) {
                    case INT -> new int[n];
                    case LONG -> new long[n];
                    case DOUBLE -> new double[n];
                    case FLOAT -> throw new AssertionError();
                };
                cols[k] = c;
                chain.add(new KeyChain.Prim(segmentOf(c), 0, kf.type(), d));
            }
        }
        Parallel.chunks(n, CHUNK, (l, h) -> {
            int lo = (int) l, hi = (int) h;
            for (int i = lo; i < hi; i++) {
                if (a[from + i] == null) throw new NullPointerException("element " + (from + i) + " is null");
            }
            for (int k = 0; k < cols.length; k++) {
                Object fn = keys.get(k).fn();
                switch (cols[k]) {
                    case int[] c -> { var f = (ToIntFunction<? super T>) fn; for (int i = lo; i < hi; i++) c[i] = f.applyAsInt(a[from + i]); }
                    case long[] c -> { var f = (ToLongFunction<? super T>) fn; for (int i = lo; i < hi; i++) c[i] = f.applyAsLong(a[from + i]); }
                    case double[] c -> { var f = (ToDoubleFunction<? super T>) fn; for (int i = lo; i < hi; i++) c[i] = f.applyAsDouble(a[from + i]); }
                    case String[] c -> {
                        var f = (Function<? super T, String>) fn;
                        for (int i = lo; i < hi; i++) {
                            String s = f.apply(a[from + i]);
                            if (s == null) {
                                throw new NullPointerException("string key " + k + " of element " + (from + i) + " is null");
                            }
                            c[i] = s;
                        }
                    }
                    default -> throw new AssertionError(cols[k]);
                }
            }
        });
        return chain;
    }

    private static java.lang.foreign.MemorySegment segmentOf(Object c) {
        return switch (c) {
            case int[] x -> java.lang.foreign.MemorySegment.ofArray(x);
            case long[] x -> java.lang.foreign.MemorySegment.ofArray(x);
            case double[] x -> java.lang.foreign.MemorySegment.ofArray(x);
            default -> throw new AssertionError(c);
        };
    }
}
