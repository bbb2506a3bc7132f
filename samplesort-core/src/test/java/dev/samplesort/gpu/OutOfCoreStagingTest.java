package dev.samplesort.gpu;

import dev.samplesort.internal.HostMappingTest;
import dev.samplesort.internal.HostMapping;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.KeyType;
import dev.samplesort.Order;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The out-of-core staging area's background pre-fault ({@link OutOfCore.Staging}): run order, stopping and joining on
 * close, refusal and failure never failing anything. No GPU needed; on a kernel without
 * {@code MADV_POPULATE_WRITE} the tests with the real {@link HostMapping#prefault} check that pre-faulting is
 * reported off (and print why).
 */
class OutOfCoreStagingTest {
    static final long MIB = 1L << 20;

    @AfterEach
    void reset() {
        System.clearProperty("samplesort.gpu.oocPrefaultThreads");
    }

    /** A staging area of {@code n} keys of {@code w} bytes (and values of {@code vw}) in runs of {@code chunk} keys. */
    static OutOfCore.Staging staging(long n, int w, int vw, long chunk, int threads, OutOfCore.Staging.Populator p) {
        int runs = (int) ((n + chunk - 1) / chunk);
        return new OutOfCore.Staging(new OocPlan.Shape(1, chunk, runs), n, w, vw, true, threads, p);
    }

    static List<Thread> prefaultThreadsAlive() {
        List<Thread> l = new ArrayList<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("samplesort-ooc-prefault-") && t.isAlive()) l.add(t);
        }
        return l;
    }

    @Test
    void closeRightAfterMappingJoinsThePrefaultThreads() {
        boolean supported = HostMappingTest.populateSupported();
        for (int rep = 0; rep < 3; rep++) {
            // 256 MiB of keys and 128 MiB of values: 6 pieces, more than a close right away lets them finish
            OutOfCore.Staging st = new OutOfCore.Staging(new OocPlan.Shape(3, 8L << 20, 4), 32L << 20, 8, 4, true,
                    8);
            st.close();
            assertEquals(List.of(), prefaultThreadsAlive());
            assertNull(st.prefaultFailure(), "closing is not a failure");
            assertEquals(supported, st.prefaulted());
            assertTrue(st.prefaultBytes() >= 0 && st.prefaultBytes() <= st.bytes(), Long.toString(st.prefaultBytes()));
            st.close();   // idempotent
        }
    }

    @Test
    void realPrefaultCoversTheWholeArea() {
        boolean supported = HostMappingTest.populateSupported();
        OutOfCore.Staging st = staging((10L << 20) + 3, 8, 8, 3L << 20, 3, HostMapping::prefault);   // 2 x 80 MiB
        try {
            st.joinPrefault();
            assertEquals(supported, st.prefaulted());
            assertEquals(supported ? st.bytes() : 0, st.prefaultBytes());
            assertNull(st.prefaultFailure());
            if (supported) assertTrue(st.prefaultNanos() > 0);
            // the copies still find zeroed pages, and what they write stays
            for (int r = 0; r < runs(st); r++) {
                MemorySegment k = st.keys(r), v = st.values(r);
                assertEquals(0L, k.get(ValueLayout.JAVA_LONG, k.byteSize() - 8));
                assertEquals(0L, v.get(ValueLayout.JAVA_LONG, 0));
            }
            writeAndRead(st);
        } finally {
            st.close();
        }
        assertEquals(List.of(), prefaultThreadsAlive());
    }

    /** One piece a populator was given: which mapping, where, how long. */
    record Piece(HostMapping m, long offset, long bytes) {}

    @Test
    void piecesComeInRunOrderKeysAndValuesInterleaved() {
        for (int[] wv : new int[][] {{8, 4}, {4, 8}, {8, 8}, {4, 0}}) {
            int w = wv[0], vw = wv[1];
            long n = (100L << 20) / w * 3 + 12345;   // 300 MiB of keys and a bit: the last piece is short
            List<Piece> seen = Collections.synchronizedList(new ArrayList<>());
            OutOfCore.Staging st = staging(n, w, vw, 5L << 20, 1, (m, off, bytes) -> {
                seen.add(new Piece(m, off, bytes));
                return true;
            });
            try {
                st.joinPrefault();
                MemorySegment k0 = st.keys(0);
                long kb = n * w, vb = n * vw;
                assertEquals(kb + vb, st.prefaultBytes());
                assertTrue(st.prefaulted());
                long nextKey = 0, nextValue = 0, lastRunPos = -1;
                for (Piece p : seen) {
                    boolean key = p.m().segment().address() == k0.address();
                    assertEquals(0, p.offset() % (2 * MIB), "pieces start on a huge-page boundary");
                    assertEquals(key ? nextKey : nextValue, p.offset(), "address order within a mapping");
                    long size = key ? kb : vb;
                    assertEquals(Math.min(OutOfCore.Staging.PREFAULT_PIECE, size - p.offset()), p.bytes());
                    // the run position (first key) a piece starts at never decreases: run 0 first
                    long runPos = p.offset() / (key ? w : vw);
                    assertTrue(runPos >= lastRunPos, "run order: " + seen);
                    lastRunPos = runPos;
                    if (key) nextKey += p.bytes(); else nextValue += p.bytes();
                }
                assertEquals(kb, nextKey);
                assertEquals(vb, nextValue);
                // both start at run position 0: the keys' first piece, then the values'
                assertEquals(k0.address(), seen.get(0).m().segment().address());
                if (vw > 0) assertTrue(seen.get(1).m() != seen.get(0).m(), "interleaved: " + seen);
            } finally {
                st.close();
            }
        }
    }

    @Test
    void closeWaitsForAPopulateInFlightBeforeUnmapping() throws InterruptedException {
        boolean supported = HostMappingTest.populateSupported();
        CountDownLatch entered = new CountDownLatch(2), release = new CountDownLatch(1);
        AtomicInteger returned = new AtomicInteger();
        // 128 MiB of keys: two pieces, one for each of the two threads, both held inside the populator
        OutOfCore.Staging st = staging(16L << 20, 8, 0, 4L << 20, 2, (m, off, bytes) -> {
            entered.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            boolean ok = m.prefault(off, bytes);   // throws if the mapping were closed already
            returned.incrementAndGet();
            return ok;
        });
        assertTrue(entered.await(10, TimeUnit.SECONDS), "both threads took a piece");
        AtomicInteger returnedAtClose = new AtomicInteger(-1);
        Thread closer = Thread.ofPlatform().start(() -> {
            st.close();
            returnedAtClose.set(returned.get());
        });
        closer.join(300);
        assertTrue(closer.isAlive(), "close() returned while a pre-fault was in flight");
        closer.interrupt();   // close() does not give up on an interrupt either
        closer.join(300);
        assertTrue(closer.isAlive(), "close() returned on an interrupt while a pre-fault was in flight");
        release.countDown();
        closer.join(10_000);
        assertFalse(closer.isAlive());
        assertEquals(2, returnedAtClose.get(), "close() returned after both pre-faults");
        assertNull(st.prefaultFailure(), "no pre-fault ran on an unmapped range");
        assertEquals(List.of(), prefaultThreadsAlive());
        assertEquals(supported ? 2 * OutOfCore.Staging.PREFAULT_PIECE : 0, st.prefaultBytes());
    }

    @Test
    void refusalStopsPrefaultingAndNothingElse() {
        AtomicInteger calls = new AtomicInteger();
        OutOfCore.Staging st = staging(48L << 20, 8, 8, 8L << 20, 4, (m, off, bytes) -> {
            calls.incrementAndGet();
            return false;   // EINVAL: a kernel before 5.14
        });
        try {
            st.joinPrefault();
            assertFalse(st.prefaulted());
            assertEquals(0, st.prefaultBytes());
            assertEquals(0, st.prefaultNanos());
            assertNull(st.prefaultFailure(), "a refusal is no failure");
            assertTrue(calls.get() >= 1 && calls.get() <= 4, "each thread stops at its first refusal: " + calls);
            writeAndRead(st);
        } finally {
            st.close();
        }
    }

    @Test
    void aFailingPrefaultIsRecordedAndStopsPrefaultingOnly() {
        // 200 MiB of keys: pieces of 64, 64, 64 and 8 MiB
        OutOfCore.Staging st = staging(25L << 20, 8, 0, 8L << 20, 1, (m, off, bytes) -> {
            if (off == 2 * OutOfCore.Staging.PREFAULT_PIECE) throw new IllegalStateException("madvise errno 12");
            return true;
        });
        try {
            st.joinPrefault();
            assertTrue(st.prefaulted());
            assertEquals(2 * OutOfCore.Staging.PREFAULT_PIECE, st.prefaultBytes(), "stopped at the third piece");
            assertNotNull(st.prefaultFailure());
            assertTrue(st.prefaultFailure().getMessage().contains("errno 12"));
            writeAndRead(st);
        } finally {
            st.close();
        }
        assertEquals(List.of(), prefaultThreadsAlive());
    }

    @Test
    void noThreadsWhenDisabled() {
        OutOfCore.Staging st = staging(16L << 20, 8, 0, 4L << 20, 0, (m, off, bytes) -> {
            throw new AssertionError("pre-faulting is off");
        });
        try {
            assertEquals(List.of(), prefaultThreadsAlive());
            assertFalse(st.prefaulted());
            assertEquals(0, st.prefaultBytes());
            writeAndRead(st);
        } finally {
            st.close();
        }
    }

    @Test
    void prefaultThreadsProperty() {
        assertEquals(OutOfCore.DEFAULT_PREFAULT_THREADS, OutOfCore.prefaultThreads());
        System.setProperty("samplesort.gpu.oocPrefaultThreads", "0");
        assertEquals(0, OutOfCore.prefaultThreads());
        System.setProperty("samplesort.gpu.oocPrefaultThreads", " 3 ");
        assertEquals(3, OutOfCore.prefaultThreads());
        System.setProperty("samplesort.gpu.oocPrefaultThreads", "-2");
        assertEquals(0, OutOfCore.prefaultThreads());
        System.setProperty("samplesort.gpu.oocPrefaultThreads", "1000");
        assertEquals(64, OutOfCore.prefaultThreads());
        System.setProperty("samplesort.gpu.oocPrefaultThreads", "many");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, OutOfCore::prefaultThreads);
        assertTrue(e.getMessage().contains("samplesort.gpu.oocPrefaultThreads"), e.getMessage());
    }

    static int runs(OutOfCore.Staging st) { return st.runs(KeyType.LONG, Order.ASCENDING).count(); }

    /** The staging area works as before: every run's keys written and read back (8-byte keys). */
    private static void writeAndRead(OutOfCore.Staging st) {
        for (int r = 0; r < runs(st); r++) {
            MemorySegment k = st.keys(r);
            k.set(ValueLayout.JAVA_LONG, k.byteSize() - 8, 7L * r + 1);
            k.set(ValueLayout.JAVA_LONG, 0, 7L * r + 2);
            assertEquals(7L * r + 1, k.get(ValueLayout.JAVA_LONG, k.byteSize() - 8));
            assertEquals(7L * r + 2, k.get(ValueLayout.JAVA_LONG, 0));
        }
    }
}
