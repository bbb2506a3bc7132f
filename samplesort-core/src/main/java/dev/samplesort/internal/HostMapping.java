package dev.samplesort.internal;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.StructLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;

/**
 * Large pageable host memory that is neither zeroed nor page-locked up front (the out-of-core GPU sort's staging,
 * the record sort's scratch): an anonymous private {@code mmap}
 * (Linux, LP64), optionally advised to use transparent huge pages, unmapped by {@link #close}.
 *
 * <p><b>Why not {@code Arena.allocate}.</b> It zeroes the whole allocation on the calling thread (single-threaded
 * {@code setMemory}: several seconds for tens of GiB), and the kernel zeroes the pages again on first touch. Here the
 * pages are zeroed only by the kernel, on first touch, by whichever threads touch them first (the out-of-core sort's
 * pre-fault threads or its parallel copies), and {@code MADV_HUGEPAGE} cuts the number of faults (and of pages to
 * free) 512-fold where the system allows transparent huge pages. <b>Why not page-locked.</b> Pinning costs about as
 * much as the data's whole trip over the link several times over ({@code cuMemHostAlloc}/{@code cuMemHostRegister} of
 * GiBs), and the driver serialises it with the other threads' CUDA calls; see docs/OUT-OF-CORE.md.
 *
 * <p><b>Pre-faulting.</b> {@link #prefault} makes the kernel fault pages in (and zero them) ahead of the copies
 * that will write them, without writing anything itself ({@code madvise(MADV_POPULATE_WRITE)}, Linux 5.14 and
 * later): measured on the H100 host, a parallel copy into fresh pageable pages ran at 23.5 GB/s against 64.4 GB/s
 * into pages already present, so pages faulted in by other threads beforehand take the first touch off the copies.
 *
 * <p>Like any anonymous mapping under overcommit, a mapping larger than the memory the host can give may succeed
 * and fail only when touched; the caller sizes it to what it needs. Thread-safe segment (global scope): valid until
 * {@link #close}, which the owner calls once, when no thread uses the memory any more.
 */
@SuppressWarnings("restricted")
public final class HostMapping implements AutoCloseable {
    private static final long HUGE = 2L << 20;
    private static final int PROT_READ_WRITE = 0x1 | 0x2;
    private static final int MAP_PRIVATE_ANONYMOUS = 0x02 | 0x20;
    private static final int MADV_HUGEPAGE = 14;
    /** Fault the range in as if written, contents untouched (Linux 5.14); older kernels answer EINVAL. */
    public static final int MADV_POPULATE_WRITE = 23;
    private static final int EINVAL = 22;
    private static final MemorySegment MAP_FAILED = MemorySegment.ofAddress(-1L);

    private static final Linker LINKER = Linker.nativeLinker();
    private static final StructLayout STATE = Linker.Option.captureStateLayout();
    private static final VarHandle ERRNO = STATE.varHandle(MemoryLayout.PathElement.groupElement("errno"));
    private static final Linker.Option CAPTURE = Linker.Option.captureCallState("errno");
    private static final MethodHandle MMAP = handle("mmap",
            FunctionDescriptor.of(ADDRESS, ADDRESS, JAVA_LONG, JAVA_INT, JAVA_INT, JAVA_INT, JAVA_LONG));
    private static final MethodHandle MADVISE = handle("madvise",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG, JAVA_INT));
    private static final MethodHandle MUNMAP = handle("munmap", FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG));
    private static final MethodHandle GETPAGESIZE = handle("getpagesize", FunctionDescriptor.of(JAVA_INT));
    /** The base page size: what {@code madvise} needs its start aligned to (4096 on x86-64). */
    public static final long PAGE = pageSize();

    private static long pageSize() {
        try (Arena a = Arena.ofConfined()) {
            return (int) GETPAGESIZE.invokeExact(a.allocate(STATE));
        } catch (Throwable t) {
            throw new ExceptionInInitializerError(t);
        }
    }

    private static MethodHandle handle(String name, FunctionDescriptor fd) {
        return LINKER.downcallHandle(LINKER.defaultLookup().find(name).orElseThrow(
                () -> new UnsatisfiedLinkError("no " + name + " in the C library")), fd, CAPTURE);
    }

    private final MemorySegment base;
    private final long mapped;
    private final MemorySegment segment;
    private final boolean huge;
    private volatile boolean closed;

    private HostMapping(MemorySegment base, long mapped, MemorySegment segment, boolean huge) {
        this.base = base;
        this.mapped = mapped;
        this.segment = segment;
        this.huge = huge;
    }

    /**
     * Maps {@code bytes} of pageable memory (contents zero, untouched).
     *
     * @param bytes      how much (at least 1)
     * @param hugePages  whether to ask for transparent huge pages ({@code madvise(MADV_HUGEPAGE)}; ignored where the
     *                   kernel does not allow it)
     * @throws IllegalArgumentException when {@code bytes} is below 1
     * @throws OutOfMemoryError         when the kernel refuses the mapping (the errno is in the message)
     */
    public static HostMapping map(long bytes, boolean hugePages) {
        if (bytes < 1) throw new IllegalArgumentException("mapping of " + bytes + " bytes");
        // one huge page more, so that the segment can start on a huge-page boundary (THP needs aligned 2 MiB)
        long mapped = Math.addExact(bytes, HUGE);
        try (Arena a = Arena.ofConfined()) {
            MemorySegment state = a.allocate(STATE);
            MemorySegment p = (MemorySegment) MMAP.invokeExact(state, MemorySegment.NULL, mapped, PROT_READ_WRITE,
                    MAP_PRIVATE_ANONYMOUS, -1, 0L);
            if (p.address() == MAP_FAILED.address() || p.address() == 0) {
                throw new OutOfMemoryError("cannot map " + bytes + " bytes of host memory (mmap errno "
                        + (int) ERRNO.get(state, 0L) + ")");
            }
            long start = (p.address() + HUGE - 1) & -HUGE;
            boolean huge = false;
            if (hugePages) {
                // from the aligned start to the mapping's end: covers the segment and stays inside the mapping
                int rc = (int) MADVISE.invokeExact(state, MemorySegment.ofAddress(start), p.address() + mapped - start,
                        MADV_HUGEPAGE);
                huge = rc == 0;   // EINVAL without THP support: plain pages, which work too
            }
            return new HostMapping(p, mapped, MemorySegment.ofAddress(start).reinterpret(bytes), huge);
        } catch (OutOfMemoryError | RuntimeException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("mmap failed", t);
        }
    }

    /** The memory: {@code bytes} long, global scope, valid until {@link #close}. */
    public MemorySegment segment() { return segment; }

    /** Whether the kernel accepted the huge-page advice. */
    public boolean hugePages() { return huge; }

    /**
     * Faults in the pages of {@code [offset, offset + bytes)} of {@link #segment} as a write would, without
     * changing a byte ({@code madvise(MADV_POPULATE_WRITE)}): pages already present are left as they are, the
     * others are allocated and zeroed by the kernel now, on this thread, instead of on the first store into them.
     * So it may run while other threads write real data into the same pages (the out-of-core copies): no fallback
     * that writes bytes, which would race with them. The range is widened to whole pages (the start rounded down,
     * the end rounded up by the kernel; the segment's last page ends inside the mapping, which has a huge page to
     * spare). Blocks until done (about the kernel's zeroing rate); thread-safe, but not after {@link #close}.
     *
     * @param offset where the range starts in the segment
     * @param bytes  how long it is (0: nothing to do)
     * @return true when the pages are present, false when the kernel refuses the advice (before Linux 5.14:
     *         {@code EINVAL}); nothing changed then, and pre-faulting is pointless on this kernel
     * @throws IndexOutOfBoundsException when the range is not inside the segment
     * @throws IllegalStateException     when the mapping is closed, or the kernel fails otherwise (the errno is in
     *                                   the message: {@code ENOMEM} when out of memory)
     */
    public boolean prefault(long offset, long bytes) {
        return advise(offset, bytes, MADV_POPULATE_WRITE);
    }

    /**
     * {@link #prefault} with another {@code advice} (tests: one the kernel refuses, to see the refusal handled).
     *
     * @return true when the kernel took the advice, false when it answered {@code EINVAL}
     */
    public boolean advise(long offset, long bytes, int advice) {
        java.util.Objects.checkFromIndexSize(offset, bytes, segment.byteSize());
        if (closed) throw new IllegalStateException("the mapping is closed");
        if (bytes == 0) return true;
        long from = (segment.address() + offset) & -PAGE;
        long to = segment.address() + offset + bytes;
        // madvise rounds the length up to a page: that must stay inside what was mapped (it does: the segment
        // starts at most a huge page less a page into the mapping, which is a huge page longer than the segment)
        if (((to + PAGE - 1) & -PAGE) > base.address() + mapped) {
            throw new IllegalStateException("range past the mapping");
        }
        try (Arena a = Arena.ofConfined()) {
            MemorySegment state = a.allocate(STATE);
            int rc = (int) MADVISE.invokeExact(state, MemorySegment.ofAddress(from), to - from, advice);
            if (rc == 0) return true;
            int errno = (int) ERRNO.get(state, 0L);
            if (errno == EINVAL) return false;
            throw new IllegalStateException("madvise(" + advice + ") of " + (to - from) + " bytes failed, errno "
                    + errno);
        } catch (RuntimeException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("madvise failed", t);
        }
    }

    /** Unmaps the memory; idempotent. No thread may use {@link #segment} afterwards. */
    @Override
    public synchronized void close() {
        if (closed) return;
        closed = true;
        try (Arena a = Arena.ofConfined()) {
            MemorySegment state = a.allocate(STATE);
            int rc = (int) MUNMAP.invokeExact(state, base, mapped);
            if (rc != 0) throw new IllegalStateException("munmap failed, errno " + (int) ERRNO.get(state, 0L));
        } catch (RuntimeException e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("munmap failed", t);
        }
    }
}
