package dev.samplesort;

import dev.samplesort.internal.HeapScratch;
import dev.samplesort.internal.Scratch;
import dev.samplesort.spi.SortJob.Keys;
import dev.samplesort.spi.SortJob.Values;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The normalization behind {@link ColumnSort}, {@link ObjectSort} and {@link StringSort}: a chain of extracted keys
 * (primitive columns, string columns) is turned into {@link Keys.Words} — every key's bits mapped onto unsigned
 * order and concatenated, 32-bit columns two to a word — and sorted on the {@link Sorter}'s engine with the row
 * index as the value. The result is a permutation; the callers move their own data with it ({@link Permute}).
 *
 * <p>Strings do not fit in a fixed number of words. A string key contributes a <em>window</em> of
 * {@link #STRING_WORDS} words: {@link #WINDOW_CHARS} UTF-16 code units from an offset (zero-padded past the end)
 * and, in the last 16 bits, the remaining length clamped to {@code WINDOW_CHARS + 1}. Comparing windows then
 * compares the strings exactly as {@link String#compareTo} does over those units (padding alone could not tell
 * {@code "a"} from {@code "a\0"}; the clamped length does: the shorter one is a prefix, hence smaller), and the
 * clamp value {@code WINDOW_CHARS + 1} means "both go on past the window". A round's words end with the first
 * string key of the chain that it covers (later keys must not split rows the rest of the string still orders).
 * Only rows whose words are equal are looked at again: if the window says "goes on", each such group is re-sorted
 * by the string's next window; if the string ended and more keys follow, by those keys. All groups of one round
 * (per key and offset) go into one engine job, led by the group's start position as a 32-bit word so that groups
 * never mix. Rounds touch only the rows that still tie, so strings that differ early cost one sort.
 *
 * <p>Orders: a descending key is complemented bit for bit (the exact reverse, also for floating point: NaN first,
 * 0.0 before -0.0); the sorter's own {@link Order#DESCENDING} complements every key. The engine job itself is
 * always ascending, so that the leading group word of the refinement rounds keeps groups in place.
 */
final class KeyChain {
    private KeyChain() {}

    /**
     * 64-bit words per string window (first round and every refinement round). Measured 2026-11-23 on the 2-core
     * development machine (heavily shared, load ~15), StringSort of 2^20 bench-keys strings (8-32 units, shared
     * prefixes) on the CPU backend, medians of 5 runs over several JVMs: 2 words 1.6-2.0 s, 4 words 1.1-1.6 s,
     * 6 words 0.9-1.2 s. Wider windows save refinement rounds while the CPU engine compares later words only on
     * ties, but every word is moved by the engine's gather (and would cross PCIe for the GPU): 4 is the middle
     * ground until the GPU path is measured.
     */
    static final int STRING_WORDS = 4;
    /** Code units per window: four per word, less the 16 bits of the clamped remaining length. */
    static final int WINDOW_CHARS = 4 * STRING_WORDS - 1;
    /** Rows per parallel task in the encoding loops. */
    private static final int CHUNK = 1 << 14;
    /** Largest {@code long[]} the VM hands out (a few header words below Integer.MAX_VALUE). */
    static final long MAX_ARRAY = Integer.MAX_VALUE - 8;

    /**
     * Probe hook (null in normal operation): told the name of each phase of an object, string or column sort as it
     * ends, on the sorting thread, so a dev tool can time them ({@code KeyPathProbe} in the tests).
     */
    static volatile java.util.function.Consumer<String> phases;

    /** Reports the end of a phase to {@link #phases}, if set. */
    static void phase(String name) {
        java.util.function.Consumer<String> p = phases;
        if (p != null) p.accept(name);
    }

    /** One key of a chain, already extracted: a primitive column or strings. */
    sealed interface Key permits Prim, Str, Fn {}

    /**
     * A primitive column: {@code src} holds the values (native byte order, aligned), element {@code base + row}
     * belongs to row {@code row}.
     */
    record Prim(MemorySegment src, long base, KeyType type, boolean descending) implements Key {
        int halves() { return type.byteSize() / 4; }
    }

    /**
     * A primitive key still inside its objects: {@code fn} (a {@code ToIntFunction}, {@code ToLongFunction} or
     * {@code ToDoubleFunction} of the type) is applied to element {@code base + row} of {@code a} while the words
     * are encoded — one pass, no key column (2^24 objects by a {@code long}: a 128 MiB column written and read
     * again, and on a fresh heap its pages faulted in). Only in chains without string keys: those are encoded once,
     * so each extractor runs exactly once per element. A null element is refused with its index.
     */
    record Fn(Object[] a, int base, Object fn, KeyType type, boolean descending) implements Key {
        int halves() { return type.byteSize() / 4; }
    }

    /** A string column; element {@code base + row} belongs to row {@code row}. No nulls (the callers check). */
    record Str(String[] a, int base, boolean descending) implements Key {}

    // ------------------------------------------------------------------ ordered bits

    /** {@code int} to unsigned order (sign flip), in the low 32 bits; complemented when descending. */
    static long ordered(int x, boolean desc) {
        long t = (x ^ 0x80000000) & 0xFFFF_FFFFL;
        return desc ? ~t & 0xFFFF_FFFFL : t;
    }

    /**
     * {@code float} to unsigned order in Arrays.sort's order (the GPU's {@code to_ordered} trick: negative values
     * are complemented, positive ones get the sign bit set), NaNs canonicalized first so that all NaNs tie (as
     * {@link Float#compare} has it) and sort last; -0.0 comes before 0.0.
     */
    static long ordered(float x, boolean desc) {
        int b = Float.floatToIntBits(x);
        int t = b ^ ((b >> 31) | 0x80000000);
        long u = t & 0xFFFF_FFFFL;
        return desc ? ~u & 0xFFFF_FFFFL : u;
    }

    /** {@code long} to unsigned order (sign flip). */
    static long ordered(long x, boolean desc) {
        long t = x ^ Long.MIN_VALUE;
        return desc ? ~t : t;
    }

    /** {@code double} to unsigned order, as {@link #ordered(float, boolean)}. */
    static long ordered(double x, boolean desc) {
        long b = Double.doubleToLongBits(x);
        long t = b ^ ((b >> 63) | Long.MIN_VALUE);
        return desc ? ~t : t;
    }

    // ------------------------------------------------------------------ layout

    /** Where each part of a round's key sits, in 32-bit halves of the row's words. */
    private static final class Layout {
        final List<Key> keys = new ArrayList<>();
        final List<Integer> at = new ArrayList<>(); // first half of each key
        final List<Integer> offset = new ArrayList<>(); // string keys: window offset; else 0
        final boolean group;
        int halves;
        /** Chain index of the last key in this round (a string, or the chain's last key). */
        int last;

        /** Keys {@code j..} of the chain; key {@code j} (a string) from {@code off}; a leading group half. */
        Layout(List<Key> chain, int j, int off, boolean group) {
            this.group = group;
            halves = group ? 1 : 0;
            for (int k = j; k < chain.size(); k++) {
                Key key = chain.get(k);
                last = k;
                keys.add(key);
                at.add(halves);
                offset.add(k == j ? off : 0);
                halves += switch (key) {
                    case Prim p -> p.halves();
                    case Fn f -> f.halves();
                    case Str x -> 2 * STRING_WORDS;
                };
                // A string ends the round: rows whose windows tie must be told apart by the rest of that string
                // before any later key may speak.
                if (key instanceof Str) break;
            }
        }

        int words() { return (halves + 1) / 2; }
    }

    // ------------------------------------------------------------------ writing halves

    /** ORs the 32-bit value {@code v} into half {@code h} of the row whose words start at {@code base}. */
    private static void put32(MemorySegment ws, long base, int h, long v) {
        long i = base + (h >>> 1);
        // A row's halves are written in increasing order, so a word's high half (even h) always comes first: it
        // sets the word and later halves OR into it. The words' memory may hold an earlier sort's (HeapScratch).
        if ((h & 1) == 0) ws.setAtIndex(ValueLayout.JAVA_LONG, i, v << 32);
        else ws.setAtIndex(ValueLayout.JAVA_LONG, i, ws.getAtIndex(ValueLayout.JAVA_LONG, i) | v);
    }

    /** {@link #put32(MemorySegment, long, int, long)} on the words' heap array. */
    private static void put32(long[] ws, long base, int h, long v) {
        int i = (int) (base + (h >>> 1));
        if ((h & 1) == 0) ws[i] = v << 32;
        else ws[i] |= v;
    }

    /** {@link #put64(MemorySegment, long, int, long)} on the words' heap array. */
    private static void put64(long[] ws, long base, int h, long v) {
        int i = (int) (base + (h >>> 1));
        if ((h & 1) == 0) {
            ws[i] = v;
        } else {
            ws[i] |= v >>> 32;
            ws[i + 1] = v << 32;
        }
    }

    /**
     * The array behind {@code s} when it is a heap array of the given class from its start (a segment of
     * {@code MemorySegment.ofArray}), else {@code null}. Encoding through the array instead of the segment: on 16
     * cores the segment's per-access checks (session state, alignment) were a third of the samples of the encoding,
     * itself two thirds of samplesort's own CPU time for 2^24 objects by a long key (JFR, H100 host, 2026-11-23).
     */
    private static <A> A heapArray(MemorySegment s, Class<A> type) {
        Object base = s.heapBase().orElse(null);
        if (!type.isInstance(base) || s.address() != 0) return null;
        long bytes = (long) java.lang.reflect.Array.getLength(base) * (type == int[].class || type == float[].class ? 4 : 8);
        // a slice from the array's start counts too: a HeapScratch array may be longer than the job
        return bytes >= s.byteSize() ? type.cast(base) : null;
    }

    /** Writes the 64-bit value {@code v} into halves {@code h, h+1}. */
    private static void put64(MemorySegment ws, long base, int h, long v) {
        long i = base + (h >>> 1);
        if ((h & 1) == 0) {
            ws.setAtIndex(ValueLayout.JAVA_LONG, i, v);
        } else {
            ws.setAtIndex(ValueLayout.JAVA_LONG, i, ws.getAtIndex(ValueLayout.JAVA_LONG, i) | (v >>> 32));
            ws.setAtIndex(ValueLayout.JAVA_LONG, i + 1, v << 32);
        }
    }

    /**
     * Encodes positions {@code [lo, hi)} of one key into zeroed words: position {@code p} takes row
     * {@code rows == null ? p : rows[p]}. A string key also sets {@code more[row]} to whether the string goes on
     * past this window (what {@link #openGroups} asks of every tied run).
     */
    private static void encode(MemorySegment ws, int words, Key key, int h, int off, boolean flip, int[] rows,
                               byte[] more, long lo, long hi) {
        switch (key) {
            case Prim c -> {
                boolean d = c.descending() ^ flip;
                MemorySegment s = c.src();
                long b = c.base();
                long[] wa = heapArray(ws, long[].class);
                if (wa != null && encodeHeap(wa, words, c, h, d, rows, lo, hi)) return;
                switch (c.type()) {
                    case INT -> { for (long p = lo; p < hi; p++) put32(ws, p * words, h, ordered(s.getAtIndex(ValueLayout.JAVA_INT, b + row(rows, p)), d)); }
                    case FLOAT -> { for (long p = lo; p < hi; p++) put32(ws, p * words, h, ordered(s.getAtIndex(ValueLayout.JAVA_FLOAT, b + row(rows, p)), d)); }
                    case LONG -> { for (long p = lo; p < hi; p++) put64(ws, p * words, h, ordered(s.getAtIndex(ValueLayout.JAVA_LONG, b + row(rows, p)), d)); }
                    case DOUBLE -> { for (long p = lo; p < hi; p++) put64(ws, p * words, h, ordered(s.getAtIndex(ValueLayout.JAVA_DOUBLE, b + row(rows, p)), d)); }
                }
            }
            case Fn c -> encodeFn(ws, words, c, h, c.descending() ^ flip, rows, lo, hi);
            case Str c -> encodeStrings(ws, words, c, h, off, c.descending() ^ flip, rows, more, lo, hi);
        }
    }

    /**
     * Strings per batch of {@link #encodeStrings}: first every string's object and length are loaded, then the batch
     * is encoded. Why: the strings lie all over the heap, and one at a time the encoding waited for each string's
     * cache misses in turn (JFR, H100 host, 16 cores: most samples of the encoding on loading the string); a tight
     * loop over 32 of them keeps their misses in flight together. {@code KeyPathProbe strings,objects 24 gpu 5} on
     * the 16-core host, two rounds each (2026-11-23, fourteenth session): first-round encoding 108-117 ms one at a
     * time against 70-80 ms in batches of 32, refinement rounds 30-31 against 12-14 ms.
     */
    private static final int ENCODE_BATCH = 32;

    /** {@link #encode} of a string key: its window at {@code off}, and the {@code more} flag of each row. */
    private static void encodeStrings(MemorySegment ws, int words, Str c, int h, int off, boolean desc, int[] rows,
                                      byte[] more, long lo, long hi) {
        // complementing every unit (descending) complements every word
        long mask = desc ? -1L : 0L;
        String[] a = c.a();
        // getChars into a buffer, then one store per word assembled from four units: per-unit charAt with a
        // read-modify-write store per half took 250-600 ms to encode 2^21 bench-keys strings (2-core machine,
        // 2026-11-23), getChars with a shift loop per unit 90-160 ms; see PERFORMANCE.md (ninth session)
        char[] buf = new char[4 * STRING_WORDS];
        long[] wa = heapArray(ws, long[].class);
        String[] batch = new String[ENCODE_BATCH];
        int[] lens = new int[ENCODE_BATCH];
        for (long p0 = lo; p0 < hi; p0 += ENCODE_BATCH) {
            int cnt = (int) Math.min(ENCODE_BATCH, hi - p0);
            for (int i = 0; i < cnt; i++) {
                String s = a[c.base() + (int) row(rows, p0 + i)];
                batch[i] = s;
                lens[i] = s.length();
            }
            for (int i = 0; i < cnt; i++) {
                long p = p0 + i;
                String s = batch[i];
                int len = Math.max(0, lens[i] - off), k = Math.min(len, WINDOW_CHARS);
                more[(int) row(rows, p)] = (byte) (len > WINDOW_CHARS ? 1 : 0);
                if (k > 0) s.getChars(off, off + k, buf, 0);
                for (int u = k; u < WINDOW_CHARS; u++) buf[u] = 0;        // zero padding past the end
                buf[WINDOW_CHARS] = (char) Math.min(len, WINDOW_CHARS + 1); // the clamped remaining length
                long base = p * words;
                for (int j = 0, u = 0; j < STRING_WORDS; j++, u += 4) {
                    long word = ((long) buf[u] << 48 | (long) buf[u + 1] << 32 | (long) buf[u + 2] << 16
                            | buf[u + 3]) ^ mask;
                    if (wa != null) put64(wa, base, h + 2 * j, word);
                    else put64(ws, base, h + 2 * j, word);
                }
            }
        }
    }

    private static long row(int[] rows, long p) { return rows == null ? p : rows[(int) p]; }

    /** {@link #encode} of an {@link Fn} key: extracts and encodes in one pass (one loop per key type). */
    @SuppressWarnings("unchecked")
    private static void encodeFn(MemorySegment ws, int words, Fn c, int h, boolean d, int[] rows, long lo, long hi) {
        if (rows != null) throw new IllegalStateException("an extractor key is encoded in the first round only");
        long[] wa = heapArray(ws, long[].class);
        Object[] a = c.a();
        int b = c.base();
        switch (c.type()) {
            case INT -> {
                var f = (java.util.function.ToIntFunction<Object>) c.fn();
                for (long p = lo; p < hi; p++) {
                    long v = ordered(f.applyAsInt(element(a, b, p)), d);
                    if (wa != null) put32(wa, p * words, h, v); else put32(ws, p * words, h, v);
                }
            }
            case LONG -> {
                var f = (java.util.function.ToLongFunction<Object>) c.fn();
                for (long p = lo; p < hi; p++) {
                    long v = ordered(f.applyAsLong(element(a, b, p)), d);
                    if (wa != null) put64(wa, p * words, h, v); else put64(ws, p * words, h, v);
                }
            }
            case DOUBLE -> {
                var f = (java.util.function.ToDoubleFunction<Object>) c.fn();
                for (long p = lo; p < hi; p++) {
                    long v = ordered(f.applyAsDouble(element(a, b, p)), d);
                    if (wa != null) put64(wa, p * words, h, v); else put64(ws, p * words, h, v);
                }
            }
            case FLOAT -> throw new AssertionError("no float extractors");
        }
    }

    /** Element {@code base + p} of {@code a}, refused when null (before anything of the caller's moved). */
    private static Object element(Object[] a, int base, long p) {
        Object x = a[base + (int) p];
        if (x == null) throw new NullPointerException("element " + (base + p) + " is null");
        return x;
    }

    /**
     * {@link #encode} of a primitive key whose column is a whole heap array, into the words' heap array; false (and
     * nothing written) when the column is not such an array.
     */
    private static boolean encodeHeap(long[] ws, int words, Prim c, int h, boolean d, int[] rows, long lo, long hi) {
        int b = (int) c.base();
        switch (c.type()) {
            case INT -> {
                int[] a = heapArray(c.src(), int[].class);
                if (a == null) return false;
                for (long p = lo; p < hi; p++) put32(ws, p * words, h, ordered(a[b + (int) row(rows, p)], d));
            }
            case FLOAT -> {
                float[] a = heapArray(c.src(), float[].class);
                if (a == null) return false;
                for (long p = lo; p < hi; p++) put32(ws, p * words, h, ordered(a[b + (int) row(rows, p)], d));
            }
            case LONG -> {
                long[] a = heapArray(c.src(), long[].class);
                if (a == null) return false;
                for (long p = lo; p < hi; p++) put64(ws, p * words, h, ordered(a[b + (int) row(rows, p)], d));
            }
            case DOUBLE -> {
                double[] a = heapArray(c.src(), double[].class);
                if (a == null) return false;
                for (long p = lo; p < hi; p++) put64(ws, p * words, h, ordered(a[b + (int) row(rows, p)], d));
            }
        }
        return true;
    }

    /** The words of {@code m} positions of one round, encoded in parallel. */
    private static void encodeAll(MemorySegment ws, Layout l, boolean flip, int[] rows, long m, int[] groupOf,
                                  byte[] more) {
        int words = l.words();
        long chunks = (m + CHUNK - 1) / CHUNK;
        boolean parallel = Parallel.shared(ws);
        for (Key k : l.keys) if (k instanceof Prim p && !Parallel.shared(p.src())) parallel = false;
        Parallel.range(chunks, parallel, c -> {
            long lo = c * CHUNK, hi = Math.min(m, lo + CHUNK);
            if (l.group) for (long p = lo; p < hi; p++) put32(ws, p * words, 0, groupOf[(int) p] & 0xFFFF_FFFFL);
            for (int k = 0; k < l.keys.size(); k++) {
                encode(ws, words, l.keys.get(k), l.at.get(k), l.offset.get(k), flip, rows, more, lo, hi);
            }
        });
    }

    // ------------------------------------------------------------------ sorting

    /**
     * The permutation that sorts rows {@code [0, n)} by the chain (n below 2^31): {@code perm[i]} is the row that
     * goes to position {@code i}.
     */
    static int[] permutation(List<Key> chain, int n, Sorter sorter) {
        int[] perm = new int[n];
        permutation(chain, n, sorter, perm);
        return perm;
    }

    /**
     * {@link #permutation(List, int, Sorter)} into {@code perm[0, n)} ({@code perm} may be longer: a
     * {@link HeapScratch} array, for callers that only apply the permutation).
     */
    static void permutation(List<Key> chain, int n, Sorter sorter, int[] perm) {
        Parallel.range((n + CHUNK - 1) / CHUNK, c -> {
            int lo = (int) (c * CHUNK), hi = Math.min(n, lo + CHUNK);
            for (int i = lo; i < hi; i++) perm[i] = i;
        });
        phase("identity");
        // no shortcut for n < 2: the sorter's engine choice runs first, so that an explicit GPU request fails the
        // same way for every size (Sorter's contract)
        boolean flip = sorter.order() == Order.DESCENDING;
        // whether each row's string goes on past the window just encoded (written by the encoding, read by
        // openGroups): reading the string's length there instead took a cache miss per tied run
        byte[] more = chain.stream().anyMatch(k -> k instanceof Str) ? (byte[]) HeapScratch.array(byte[].class, n) : null;
        try {
            refine(chain, n, sorter, perm, flip, more);
        } finally {
            if (more != null) HeapScratch.give(more);
        }
    }

    /** The rounds of {@link #permutation(List, int, Sorter, int[])}: the first over all rows, then the ties. */
    private static void refine(List<Key> chain, int n, Sorter sorter, int[] perm, boolean flip, byte[] more) {
        Layout first = new Layout(chain, 0, 0, false);
        List<Group> open = sortRound(first, chain, flip, perm, null, null, n, sorter, more);
        while (!open.isEmpty()) {
            // One job per (key, offset) state: each needs its own layout. Mostly there is one state (a string sort
            // after its first window), and the groups need no map (2^22 strings, 2-core machine: 51 132 groups
            // took 3.6 ms through the map, on the sorting thread alone)
            List<Group> next = new ArrayList<>();
            for (List<Group> gs : batchesByState(open)) {
                // the batch is sorted by the leading group word (= start), so it must list the groups by start too
                gs.sort((x, y) -> Integer.compare(x.start, y.start));
                Group g0 = gs.get(0);
                int m = 0;
                for (Group g : gs) m += g.end - g.start;
                int[] rows = HeapScratch.ints(m), at = HeapScratch.ints(m), groupOf = HeapScratch.ints(m);
                // each group's first position in the batch; then the groups are copied in parallel (these loops
                // and the scan for open groups ran on one thread: on 16 cores they outweighed the sorts)
                int[] base = new int[gs.size() + 1];
                for (int q = 0; q < gs.size(); q++) base[q + 1] = base[q] + gs.get(q).end - gs.get(q).start;
                Parallel.range(gs.size(), gs.size() > 1 && m > CHUNK, q -> {
                    Group g = gs.get((int) q);
                    for (int i = g.start, p = base[(int) q]; i < g.end; i++, p++) {
                        rows[p] = perm[i];
                        at[p] = i;
                        groupOf[p] = g.start;
                    }
                });
                phase("regroup");
                Layout l = new Layout(chain, g0.key, g0.off, true);
                next.addAll(sortRound(l, chain, flip, rows, at, groupOf, m, sorter, more));
                // sortRound sorted rows in place; the groups keep their positions (leading group word)
                Parallel.chunks(m, CHUNK, (lo, hi) -> { for (int i = (int) lo; i < hi; i++) perm[at[i]] = rows[i]; });
                HeapScratch.give(rows);
                HeapScratch.give(at);
                HeapScratch.give(groupOf);
                phase("put back");
            }
            open = next;
        }
    }

    /** The groups of one round split by (key, offset) state, in state order. */
    private static java.util.Collection<List<Group>> batchesByState(List<Group> open) {
        Group g0 = open.get(0);
        boolean one = true;
        for (Group g : open) {
            if (g.key != g0.key || g.off != g0.off) {
                one = false;
                break;
            }
        }
        if (one) return List.of(open);
        Map<Long, List<Group>> byState = new TreeMap<>();
        for (Group g : open) byState.computeIfAbsent(((long) g.key << 32) | g.off, s -> new ArrayList<>()).add(g);
        return byState.values();
    }

    /**
     * The permutation for any number of rows of primitive columns, as {@code long}s into {@code out} (n of them,
     * native byte order): what segments beyond 2^31 rows need (beyond one engine job, {@link WordsSplit} splits). {@code out}'s contents are unspecified if this throws.
     */
    static void permutation(List<Key> chain, long n, Sorter sorter, MemorySegment out) {
        for (Key k : chain) if (!(k instanceof Prim)) throw new IllegalArgumentException("only column keys for n >= 2^31");
        Layout l = new Layout(chain, 0, 0, false);
        long total = n * l.words();
        try (Scratch arena = new Scratch()) {
            // the engines (and WordsSplit) work on several threads: a confined out gets a shared stand-in
            MemorySegment idx = Parallel.shared(out) ? out : arena.allocate(8 * n);
            Parallel.range((n + CHUNK - 1) / CHUNK, c -> {
                long lo = c * CHUNK, hi = Math.min(n, lo + CHUNK);
                for (long i = lo; i < hi; i++) idx.setAtIndex(ValueLayout.JAVA_LONG, i, i);
            });
            MemorySegment ws = total > MAX_ARRAY ? arena.allocate(total * 8)
                    : MemorySegment.ofArray(new long[(int) total]);
            encodeAll(ws, l, sorter.order() == Order.DESCENDING, null, n, null, null);
            // more rows than one engine job takes are split into buckets first (WordsSplit, the records work)
            WordsSplit.sort(sorter, ws, l.words(), idx, n);
            if (idx != out) out.copyFrom(idx);
        }
    }

    /** A run of positions {@code [start, end)} of the permutation whose key {@code key} still ties at {@code off}. */
    private record Group(int start, int end, int key, int off) {}

    /**
     * Sorts {@code m} positions by layout {@code l}: {@code rows} (the row of each position) is permuted in place.
     * Returns the groups that still tie on a string that goes on past its window, in global positions ({@code at}
     * maps a position to the permutation's; {@code null} for the identity).
     */
    private static List<Group> sortRound(Layout l, List<Key> chain, boolean flip, int[] rows, int[] at,
                                         int[] groupOf, int m, Sorter sorter, byte[] more) {
        int words = l.words();
        long total = (long) m * words;
        // the words of a sort before are reused (HeapScratch: fresh arrays cost their zeroing and page faults)
        long[] heap = total > MAX_ARRAY ? null : HeapScratch.longs((int) total);
        try (Scratch arena = heap == null ? new Scratch() : null) {
            MemorySegment ws = heap == null ? arena.allocate(total * 8)
                    : MemorySegment.ofArray(heap).asSlice(0, total * 8);
            // round 0 reads rows directly (identity); later rounds through rows[]
            encodeAll(ws, l, flip, at == null ? null : rows, m, groupOf, more);
            phase(at == null ? "encode" : "refine encode");
            // Only where equal keys run matters afterwards (the groups a string leaves tied), not the sorted words:
            // the engine reports it as tie bits (from the GPU, m bits down instead of the m * words longs)
            boolean ties = l.keys.get(l.keys.size() - 1) instanceof Str;
            long[] tieBits = ties ? new long[(m + 63) / 64] : null;
            sorter.sortWords(new Keys.Words(ws, words, false, tieBits), new Values.Ints(rows), m);
            phase(at == null ? "sort" : "refine sort");
            List<Group> open = ties ? openGroups(tieBits, rows, l, chain, m, at, more) : List.of();
            phase(at == null ? "ties" : "refine ties");
            return open;
        } finally {
            if (heap != null) HeapScratch.give(heap);
        }
    }

    /**
     * Finds the runs of equal keys that the round could not finish, from the sort's tie bits: the round's last key is
     * a string that goes on past its window (next: its next window), or it ended and more keys follow (next: those
     * keys). Whether a run's string goes on is the {@code more} flag of its first row (every row of the run has the
     * same window, and so the same clamped remaining length).
     */
    private static List<Group> openGroups(long[] tie, int[] rows, Layout l, List<Key> chain, int m, int[] at,
                                          byte[] more) {
        int k = l.keys.size() - 1;
        int off = l.offset.get(k);
        boolean keysAfter = l.last + 1 < chain.size();
        // In parallel chunks of positions: a chunk owns the runs that start in it (a run starts where the tie bit
        // is clear) and follows the last one past its end; the chunks' lists are concatenated in order.
        int chunks = (m + CHUNK - 1) / CHUNK;
        @SuppressWarnings("unchecked")
        List<Group>[] found = new List[chunks];
        Parallel.range(chunks, true, c -> {
            int lo = (int) c * CHUNK, hi = Math.min(m, lo + CHUNK);
            List<Group> mine = new ArrayList<>();
            // a run from the chunk before goes on past lo (position 0 is never tied); then, word by word, each run
            // [s, p): s untied, s + 1 .. p - 1 tied, found 64 positions at a time
            int s0 = tied(tie, lo) ? nextClear(tie, lo, m) : lo;
            for (int a = nextSet(tie, s0 + 1, m); a < m && a - 1 < hi; ) {
                int s = a - 1, p = nextClear(tie, a, m);
                int gs = at == null ? s : at[s], ge = at == null ? p : at[p - 1] + 1;
                if (more[rows[s]] != 0) {
                    mine.add(new Group(gs, ge, l.last, off + WINDOW_CHARS));
                } else if (keysAfter) {
                    // the string ended inside its window: equal in full, the keys after it decide
                    mine.add(new Group(gs, ge, l.last + 1, 0));
                }
                a = nextSet(tie, p + 1, m);
            }
            found[(int) c] = mine;
        });
        List<Group> open = new ArrayList<>();
        for (List<Group> f : found) open.addAll(f);
        return open;
    }

    /** Tie bit {@code i}: sorted key i equals key i - 1. */
    private static boolean tied(long[] tie, int i) { return (tie[i >>> 6] >>> (i & 63) & 1L) != 0; }

    /** The first tied position at or after {@code from}, or {@code m}. */
    private static int nextSet(long[] tie, int from, int m) {
        if (from >= m) return m;
        int w = from >>> 6;
        long x = tie[w] & (-1L << (from & 63));
        while (x == 0) {
            if (++w >= tie.length) return m;
            x = tie[w];
        }
        return Math.min(m, (w << 6) + Long.numberOfTrailingZeros(x));
    }

    /** The first untied position at or after {@code from}, or {@code m}. */
    private static int nextClear(long[] tie, int from, int m) {
        if (from >= m) return m;
        int w = from >>> 6;
        long x = ~tie[w] & (-1L << (from & 63));
        while (x == 0) {
            if (++w >= tie.length) return m;
            x = ~tie[w];
        }
        return Math.min(m, (w << 6) + Long.numberOfTrailingZeros(x));
    }
}
