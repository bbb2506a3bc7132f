package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Every launcher fills every field of its parameter block (a field left out would reach the kernel as 0, a null
 * pointer), at the offsets of the contract, with the level's values. No GPU needed: the blocks are written into
 * plain memory exactly as into {@code KernelArgs.struct}.
 */
class ParamFillTest {
    private static final long BASE = 0x7000_0000L, A = 0xA000, B = 0xB000, VA = 0xC000, VB = 0xD000, BIDS = 0xE000;

    private static Level level() {
        GpuPolicy p = GpuPolicy.defaults();
        LevelPlan plan = new LevelPlan(new long[] {0}, new long[] {1L << 24}, 1, p, 132);
        long cap = BucketSort.capacity(1L << plan.logK, 1L << 24, p);
        LevelScratch r = LevelScratch.of(plan, 8, cap, 100);
        return new Level(1, plan, r, BASE, A, B, VA, VB, KernelContract.KIND_DOUBLE, "u64", "u64", BIDS, false);
    }

    /** Fills a block whose bytes start as zero and returns its fields' values, checking none stayed 0. */
    private static long[] filled(ParamBlock block, Consumer<MemorySegment> fill) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment p = arena.allocate(block.size(), 8);
            fill.accept(p);
            long[] v = new long[block.fields().size()];
            for (int i = 0; i < v.length; i++) {
                ParamBlock.Field f = block.fields().get(i);
                long off = block.offset(f.name());
                v[i] = f.bytes() == 8 ? p.get(ValueLayout.JAVA_LONG, off) : p.get(ValueLayout.JAVA_INT, off);
                assertNotEquals(0, v[i], block.name + "." + f.name() + " was not written");
            }
            return v;
        }
    }

    private static long field(ParamBlock b, long[] v, String name) {
        for (int i = 0; i < v.length; i++) if (b.fields().get(i).name().equals(name)) return v[i];
        throw new AssertionError(name);
    }

    @Test
    void theDistributionLaunchersFillEveryField() {
        Level l = level();
        LevelScratch r = l.scratch;
        long[] s = filled(KernelContract.SAMPLE, p -> Sample.fill(p, l, 99));
        assertEquals(A, field(KernelContract.SAMPLE, s, "src"), "level 1 reads the caller's buffer");
        assertEquals(1, field(KernelContract.SAMPLE, s, "raw"));
        assertEquals(KernelContract.KIND_DOUBLE, field(KernelContract.SAMPLE, s, "kind"));
        assertEquals(BASE + r.tree(), field(KernelContract.SAMPLE, s, "tree"));
        assertEquals(BASE + r.eq(), field(KernelContract.SAMPLE, s, "eq"));
        assertEquals(99, field(KernelContract.SAMPLE, s, "seed"));

        long[] c = filled(KernelContract.COUNT, p -> ClassifyCount.fill(p, l));
        assertEquals(BASE + r.hist(), field(KernelContract.COUNT, c, "hist"));
        assertEquals(BASE + r.totals(), field(KernelContract.COUNT, c, "totals"));
        assertEquals(BIDS, field(KernelContract.COUNT, c, "bids"));
        assertEquals(l.plan.nblk, field(KernelContract.COUNT, c, "nblk"));

        long[] x = filled(KernelContract.SCATTER, p -> Scatter.fill(p, l, true, 0x7000, 0x8000));
        assertEquals(0x7000, field(KernelContract.SCATTER, x, "kout"), "the remote scatter's key bases");
        assertEquals(0x8000, field(KernelContract.SCATTER, x, "vout"));
        assertEquals(A, field(KernelContract.SCATTER, x, "src"));
        assertEquals(B, field(KernelContract.SCATTER, x, "dst"), "level 1 writes the auxiliary buffer");
        assertEquals(VA, field(KernelContract.SCATTER, x, "vsrc"));
        assertEquals(VB, field(KernelContract.SCATTER, x, "vdst"));
        assertEquals(BASE + r.hist(), field(KernelContract.SCATTER, x, "scanned"));
        assertEquals(1, field(KernelContract.SCATTER, x, "staged"));
    }

    @Test
    void theScanPlanAndBucketSortLaunchersFillEveryField() {
        Level l = level();
        LevelScratch r = l.scratch;
        long[] s = filled(KernelContract.SCAN, p -> Scan.write(p, 0x100, 5000, 0x200, 3));
        assertEquals(5000, field(KernelContract.SCAN, s, "n"));
        assertEquals(0x200, field(KernelContract.SCAN, s, "partial"));

        long[] pl = filled(KernelContract.PLAN, p -> BucketSort.fillPlan(p, l, GpuPolicy.defaults()));
        assertEquals(KernelContract.AUX_FLAG, (int) field(KernelContract.PLAN, pl, "aux_flag"));
        assertEquals(BASE + r.lists(), field(KernelContract.PLAN, pl, "lists"));
        assertEquals(BASE + r.next(), field(KernelContract.PLAN, pl, "next"));
        assertEquals(r.cap(), field(KernelContract.PLAN, pl, "cap"));
        assertEquals(l.plan.logK, field(KernelContract.PLAN, pl, "logk"));

        long[] b = filled(KernelContract.BUCKET_SORT,
                p -> BucketSort.fillSort(p, 0x300, 0x400, 2, A, B, VA, VB, true, KernelContract.KIND_LONG));
        assertEquals(2, field(KernelContract.BUCKET_SORT, b, "list"));
        assertEquals(B, field(KernelContract.BUCKET_SORT, b, "b"));

        long[] cp = filled(KernelContract.COPY, p -> BucketSort.fillCopy(p, 0x300, 0x400, A, B, VA, VB, 6));
        assertEquals(VB, field(KernelContract.COPY, cp, "vb"));
        assertEquals(6, field(KernelContract.COPY, cp, "kind"));
    }
}
