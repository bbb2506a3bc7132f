package dev.samplesort.internal;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;

/**
 * Temporary host memory of one sort, freed or kept together by {@link #close}: anonymous mappings
 * ({@link HostMapping}, transparent huge pages advised from 1 MiB) where the platform has them, else a shared arena's
 * memory. Small pieces too come from mappings kept by earlier sorts where there are any (a sort that finds them makes
 * no arena; a mapping at most twice the piece's size, so a process keeps a few per size and thread). Both read as
 * zeros from {@link #allocate}. Why: {@code Arena.allocate} zeroes on the calling thread — on the
 * 2-core development machine the 800 MB gather buffer of a 2^23-record gensort sort took 794 ms to allocate, half
 * of the whole sort — while a mapping is zeroed by the kernel page by page, on first touch, by the parallel passes
 * that write it anyway. {@link #reusable} memory (contents unspecified) may come from mappings that earlier sorts
 * kept, and is kept again by {@link #close}. Segments are accessible from any thread until {@link #close}; not
 * thread-safe itself (the kept mappings are shared safely).
 */
public final class Scratch implements AutoCloseable {
    /**
     * Below this a fresh mapping's fixed costs (a system call, a huge page of slack) are not worth it for one sort:
     * {@link #allocate} takes a kept mapping or the arena, and {@link #reusable} maps one without huge pages, to be
     * kept for the sorts after.
     */
    private static final long MAP_MIN_BYTES = 1 << 20;

    private static final boolean MAPPINGS = probe();

    /**
     * Bound on the bytes of mappings kept between sorts ({@link #reusable}), {@code samplesort.scratch.keptMappedBytes}
     * (default 4 GiB; 0 keeps none). Kept mappings are advised {@code MADV_FREE}: the kernel takes their pages back
     * when it needs memory, and a later sort that finds them still there takes no page fault.
     */
    private static final long KEPT_BYTES = dev.samplesort.spi.Properties.system()
            .bytesValue("samplesort.scratch.keptMappedBytes", 4L << 30);

    private static final int MADV_FREE = 8;

    /**
     * Kept mappings smaller than this are not advised {@code MADV_FREE} while the resident ones total at most
     * {@link #RESIDENT_BYTES} ({@code samplesort.scratch.residentMappedBytes}, default 256 MiB; 0: every kept mapping
     * advised). Why: a mapping advised free and written again costs a page fault a page where the kernel took it,
     * and a fresh mapping's transparent huge page is split. 2^14 gensort records (a 1.6 MB gather buffer) on the
     * 2-core dev VM (a Firecracker guest, hundred-and-seventh session, harness {@code RecH}): 3.1 ms a sort with the
     * kept buffer advised (the gather 1.45 ms), 1.7 ms with it resident (0.49 ms), 1.4-2.2 ms with a fresh mapping
     * each time; 2 threads each sorting such records: 6.4 against 2.9 ms; 2^17 records 10.1 / 9.6 ms, 2^21 records
     * (210 MB, above this size, advised either way in the experiment's build) 146 / 139 ms.
     */
    static final long RESIDENT_BELOW = 64L << 20;

    private static final long RESIDENT_BYTES = dev.samplesort.spi.Properties.system()
            .bytesValue("samplesort.scratch.residentMappedBytes", 256L << 20);

    /** The kept mappings not advised free (a subset of KEPT), and their bytes; guarded by KEPT. */
    private static final java.util.Set<HostMapping> RESIDENT =
            java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    private static long residentBytes;

    /** The bound on the kept mappings held resident ({@code samplesort.scratch.residentMappedBytes}). */
    public static long residentMappedBytes() { return RESIDENT_BYTES; }

    /** The bound on the mappings kept between sorts ({@code samplesort.scratch.keptMappedBytes}). */
    public static long keptMappedBytes() { return KEPT_BYTES; }

    /** Mappings kept by closed Scratches, oldest first; guarded by the list itself. */
    private static final java.util.ArrayDeque<HostMapping> KEPT = new java.util.ArrayDeque<>();
    private static long keptBytes;

    /**
     * The shared arena of the small pieces that are not reused, made on first use: closing a shared arena is a
     * handshake with every thread of the JVM (2 threads each sorting 2^14 gensort records on the 2-core dev VM,
     * hundred-and-seventh session: the two arenas a record sort closed took 0.4-0.5 ms of a 2.5-3.6 ms sort).
     */
    private Arena arena;

    private Arena arena() {
        if (arena == null) arena = Arena.ofShared();
        return arena;
    }
    private final List<HostMapping> mappings = new ArrayList<>();
    private final List<HostMapping> reused = new ArrayList<>();

    /**
     * {@code bytes} of zeroed memory, 8-byte aligned, valid until {@link #close}. Pieces below 1 MiB come from the
     * kept mappings where there are any ({@link #reusable}, zeroed here), so that a sort makes no shared arena: see
     * {@link #arena}.
     *
     * @param bytes how much (0 or more)
     * @return the memory
     * @throws OutOfMemoryError when the host refuses
     */
    public MemorySegment allocate(long bytes) {
        if (MAPPINGS && bytes > 0 && bytes < MAP_MIN_BYTES && KEPT_BYTES > 0) return reusable(bytes).fill((byte) 0);
        if (!MAPPINGS || bytes < MAP_MIN_BYTES) return arena().allocate(bytes, 8);
        HostMapping m = HostMapping.map(bytes, true);
        mappings.add(m);
        return m.segment();
    }

    /**
     * {@code bytes} of memory with <em>unspecified</em> contents (the caller writes every byte it reads), 8-byte
     * aligned, valid until {@link #close}; may be a mapping an earlier sort kept, and is kept again by {@link #close}.
     * Why: a fresh mapping takes a page fault per 4 KiB on first touch (per 2 MiB where transparent huge pages are
     * granted, which they were not on the development machine); a record sort of 2^22 gensort records touches
     * 470 MiB of scratch, and a Spark job sorts one partition after another. Small pieces too (a mapping without
     * huge pages), so that a sort that finds them kept needs no arena: see {@link #arena}.
     */
    public MemorySegment reusable(long bytes) {
        if (!MAPPINGS || bytes == 0 || KEPT_BYTES == 0) return allocate(bytes);
        HostMapping m = take(bytes);
        if (m == null) m = HostMapping.map(bytes, bytes >= MAP_MIN_BYTES);
        reused.add(m);
        return m.segment().asSlice(0, bytes);
    }

    private static HostMapping take(long bytes) {
        synchronized (KEPT) {
            HostMapping best = null;
            for (HostMapping m : KEPT) {
                long size = m.segment().byteSize();
                // at most twice as large: a small sort should not hold on to a large mapping
                if (size >= bytes && size / 2 <= bytes && (best == null || size < best.segment().byteSize())) best = m;
            }
            if (best != null) {
                KEPT.remove(best);
                keptBytes -= best.segment().byteSize();
                if (RESIDENT.remove(best)) residentBytes -= best.segment().byteSize();
            }
            return best;
        }
    }

    private static void keep(HostMapping m) {
        long size = m.segment().byteSize();
        if (size > KEPT_BYTES) {
            m.close();
            return;
        }
        boolean resident;
        synchronized (KEPT) {
            resident = size < RESIDENT_BELOW && residentBytes + size <= RESIDENT_BYTES;
            if (resident) {   // counted now, so that threads keeping at once stay within the bound
                RESIDENT.add(m);
                residentBytes += size;
            }
        }
        if (!resident) m.advise(0, size, MADV_FREE);   // false (EINVAL) on kernels without it: kept as is
        List<HostMapping> evicted = new ArrayList<>();
        synchronized (KEPT) {
            KEPT.addLast(m);
            keptBytes += size;
            while (keptBytes > KEPT_BYTES) {
                HostMapping old = KEPT.removeFirst();
                keptBytes -= old.segment().byteSize();
                if (RESIDENT.remove(old)) residentBytes -= old.segment().byteSize();
                evicted.add(old);
            }
        }
        for (HostMapping old : evicted) old.close();
    }

    /** Frees everything; idempotent. No thread may use the segments afterwards. */
    @Override
    public void close() {
        RuntimeException failure = null;
        for (HostMapping m : mappings) {
            try {
                m.close();
            } catch (RuntimeException e) {
                failure = e;
            }
        }
        mappings.clear();
        for (HostMapping m : reused) {
            try {
                keep(m);
            } catch (RuntimeException e) {
                failure = e;
            }
        }
        reused.clear();
        if (arena != null && arena.scope().isAlive()) arena.close();
        if (failure != null) throw failure;
    }

    /** Whether anonymous mappings work here (Linux, the C library's mmap reachable through FFM). */
    static boolean mappings() { return MAPPINGS; }

    private static boolean probe() {
        if (!System.getProperty("os.name", "").startsWith("Linux")) return false;
        try (HostMapping m = HostMapping.map(HostMapping.PAGE, false)) {
            m.segment().set(java.lang.foreign.ValueLayout.JAVA_BYTE, 0, (byte) 1);
            return true;
        } catch (Throwable t) {   // no mmap symbol, native access denied, a refused mapping: the arena path
            return false;
        }
    }
}
