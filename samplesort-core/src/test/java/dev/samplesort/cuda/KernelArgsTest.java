package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.foreign.MemorySegment;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** KernelArgs marshalling, read back through the pointer array exactly as cuLaunchKernel reads it. No GPU needed. */
@SuppressWarnings("restricted")
class KernelArgsTest {

    /** The value argument {@code i} points at, as the driver sees it: {@code kernelParams[i]}. */
    private static MemorySegment param(KernelArgs a, int i) {
        return a.pointers().getAtIndex(ADDRESS, i).reinterpret(8);
    }

    private static void assertPointerArrayValid(KernelArgs a) {
        MemorySegment ptrs = a.pointers();
        MemorySegment slots = a.slots();
        assertEquals((long) a.capacity() * 8, ptrs.byteSize());
        assertEquals((long) a.capacity() * 8, slots.byteSize());
        assertEquals(0, slots.address() % 8, "slots 8-byte aligned");
        assertEquals(0, ptrs.address() % 8, "pointer array 8-byte aligned");
        for (int i = 0; i < a.capacity(); i++) {
            assertEquals(slots.address() + 8L * i, ptrs.getAtIndex(ADDRESS, i).address(), "kernelParams[" + i + "]");
        }
    }

    @Test
    void layoutAndValues() {
        KernelArgs a = new KernelArgs();
        assertSame(a, a.ptr(0x1234_5678_9abcL).i32(-7).i64(Long.MIN_VALUE + 5).f32(1.5f).f64(-2.25).i32(0x7fff_ffff));
        assertEquals(6, a.count());
        assertPointerArrayValid(a);
        assertEquals(0x1234_5678_9abcL, param(a, 0).get(JAVA_LONG, 0));
        assertEquals(-7, param(a, 1).get(JAVA_INT, 0));
        assertEquals(0, param(a, 1).get(JAVA_INT, 4), "upper half of a 4-byte slot is zeroed");
        assertEquals(Long.MIN_VALUE + 5, param(a, 2).get(JAVA_LONG, 0));
        assertEquals(1.5f, param(a, 3).get(JAVA_FLOAT, 0));
        assertEquals(0, param(a, 3).get(JAVA_INT, 4));
        assertEquals(-2.25, param(a, 4).get(JAVA_DOUBLE, 0));
        assertEquals(0x7fff_ffff, param(a, 5).get(JAVA_INT, 0));
        int[] expectedSizes = {8, 4, 8, 4, 8, 4};
        for (int i = 0; i < expectedSizes.length; i++) assertEquals(expectedSizes[i], a.sizeAt(i), "size of " + i);
        assertThrows(IndexOutOfBoundsException.class, () -> a.sizeAt(6));
        assertThrows(IndexOutOfBoundsException.class, () -> a.sizeAt(-1));
    }

    @Test
    void bitExactFloatingPoint() {
        KernelArgs a = new KernelArgs().f32(Float.intBitsToFloat(0x7fc0_1234)).f64(-0.0);
        assertEquals(0x7fc0_1234, param(a, 0).get(JAVA_INT, 0), "NaN payload kept");
        assertEquals(Double.doubleToRawLongBits(-0.0), param(a, 1).get(JAVA_LONG, 0));
    }

    @Test
    void clearReusesTheSameBuffers() {
        KernelArgs a = new KernelArgs();
        a.i64(1).i64(2).i64(3);
        long ptrs = a.pointers().address();
        long slots = a.slots().address();
        assertSame(a, a.clear());
        assertEquals(0, a.count());
        a.i32(42);
        assertEquals(1, a.count());
        assertEquals(ptrs, a.pointers().address());
        assertEquals(slots, a.slots().address());
        assertEquals(42, param(a, 0).get(JAVA_INT, 0));
        assertEquals(2, param(a, 1).get(JAVA_LONG, 0), "later slots keep stale values, unused");
    }

    @Test
    void growsOnlyBeyondTheLargestCountEverPushed() {
        KernelArgs a = new KernelArgs(4);
        for (int i = 0; i < 4; i++) a.i64(100 + i);
        long ptrs = a.pointers().address();
        assertEquals(4, a.capacity());
        a.i32(-1);   // the 5th: reallocates
        assertEquals(8, a.capacity());
        assertNotEquals(ptrs, a.pointers().address());
        assertPointerArrayValid(a);
        for (int i = 0; i < 4; i++) assertEquals(100 + i, param(a, i).get(JAVA_LONG, 0), "kept across growth");
        assertEquals(-1, param(a, 4).get(JAVA_INT, 0));
        assertEquals(4, a.sizeAt(4));
        long grown = a.pointers().address();
        for (int round = 0; round < 3; round++) {
            a.clear();
            for (int i = 0; i < 8; i++) a.i32(i);
            assertEquals(grown, a.pointers().address(), "no reallocation below the capacity reached");
        }
        for (int i = 0; i < 100; i++) a.f64(i);
        assertTrue(a.capacity() >= 108);
        assertPointerArrayValid(a);
        assertEquals(7, param(a, 7).get(JAVA_INT, 0));
        assertEquals(99.0, param(a, 107).get(JAVA_DOUBLE, 0));
    }

    @Test
    void structArgumentsPointIntoTheStructBlockAndScalarsGetTheirSlotsBack() {
        KernelArgs a = new KernelArgs(2);
        MemorySegment p = a.clear().struct(40);
        p.set(JAVA_LONG, 0, 0x1234_5678_9ABCL);
        p.set(JAVA_INT, 32, 77);
        assertEquals(1, a.count());
        assertEquals(40, a.sizeAt(0));
        assertEquals(0, p.address() % 16, "struct 16-byte aligned");
        MemorySegment seen = a.pointers().getAtIndex(ADDRESS, 0).reinterpret(40);
        assertEquals(0x1234_5678_9ABCL, seen.get(JAVA_LONG, 0));
        assertEquals(77, seen.get(JAVA_INT, 32));
        // A second struct, then growth past the capacity: both still point at their bytes.
        MemorySegment q = a.struct(24);
        q.set(JAVA_LONG, 16, -5L);
        a.i32(9).i64(10);
        assertEquals(4, a.count());
        assertEquals(0x1234_5678_9ABCL, a.pointers().getAtIndex(ADDRESS, 0).reinterpret(8).get(JAVA_LONG, 0));
        assertEquals(-5L, a.pointers().getAtIndex(ADDRESS, 1).reinterpret(24).get(JAVA_LONG, 16));
        assertEquals(48, a.pointers().getAtIndex(ADDRESS, 1).address() - p.address(), "next struct 16-aligned");
        assertEquals(9, param(a, 2).get(JAVA_INT, 0));
        // Scalars pushed where structs were get their own slots again; a new struct starts zeroed.
        a.clear().i64(1).i64(2);
        assertPointerArrayValid(a);
        assertEquals(2L, param(a, 1).get(JAVA_LONG, 0));
        MemorySegment r = a.clear().struct(40);
        assertEquals(0L, r.get(JAVA_LONG, 0), "zeroed");
        assertEquals(0, r.get(JAVA_INT, 32), "zeroed");
    }

    @Test
    void structArgumentsAreLimitedToTheKernelParameterSize() {
        KernelArgs a = new KernelArgs();
        assertThrows(IllegalArgumentException.class, () -> a.clear().struct(KernelArgs.MAX_STRUCT_BYTES + 1));
        assertThrows(IllegalArgumentException.class, () -> a.clear().struct(0));
        a.clear().struct(KernelArgs.MAX_STRUCT_BYTES - 16);
        assertThrows(IllegalArgumentException.class, () -> a.struct(32));
        a.clear().struct(KernelArgs.MAX_STRUCT_BYTES);   // clear gives the whole block back
    }

    @Test
    void rejectsBadCapacity() {
        assertThrows(IllegalArgumentException.class, () -> new KernelArgs(0));
    }

    @Test
    void pushingDoesNotAllocateOnceWarm() {
        // needs jdk.management (absent from a minimal jlink runtime): skip there
        assumeTrue(ModuleLayer.boot().findModule("jdk.management").isPresent(), "jdk.management not in this runtime");
        var mx = ManagementFactory.getThreadMXBean();
        if (!(mx instanceof com.sun.management.ThreadMXBean tmx) || !tmx.isThreadAllocatedMemorySupported()) return;
        KernelArgs a = new KernelArgs();
        long sink = 0;
        for (int i = 0; i < 300_000; i++) sink += push(a, i);   // warm-up: JIT-compile the path
        // "Once warm" is when C2 has compiled the path, which on a loaded machine (the device host runs two test
        // JVMs at once) can come after the warm-up: the first of up to 20 windows that allocates nothing counts.
        // A path that allocates fails every window (35 bytes per round were seen before C2 had compiled it).
        long tid = Thread.currentThread().threadId();
        long allocated = Long.MAX_VALUE;
        for (int window = 0; window < 20 && allocated >= 100_000; window++) {
            long before = tmx.getThreadAllocatedBytes(tid);
            for (int i = 0; i < 100_000; i++) sink += push(a, i);
            allocated = tmx.getThreadAllocatedBytes(tid) - before;
        }
        assertTrue(sink != 42);
        assertTrue(allocated < 100_000, "clear + struct + clear + 5 pushes allocated " + allocated
                + " bytes in 100000 rounds, in each of 20 windows");
    }

    private static int push(KernelArgs a, int i) {
        a.clear().struct(96).set(JAVA_LONG, 8, i);   // a parameter block, as the sort's launches pass them
        return a.clear().ptr(0x1000L + i).i32(i).i64(i).f32(i).f64(i).count();
    }
}
