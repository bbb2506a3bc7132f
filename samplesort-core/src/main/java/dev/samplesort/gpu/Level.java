package dev.samplesort.gpu;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.MemorySegment;

/**
 * One distribution level as its launches see it: the plan (segments, K, blocks), where the level's scratch lies
 * on the device, and which buffers it reads and writes. Level 1 reads the caller's buffer in the caller's
 * representation ({@code raw}) and writes the auxiliary buffer; each further level writes the other one.
 */
final class Level {
    final int number;
    final LevelPlan plan;
    final LevelScratch scratch;
    /** Device address of the level's scratch allocation. */
    final long base;
    /** Keys (and values) read and written by the scatter: the caller's buffer and the auxiliary one, in turn. */
    final long src, dst, vsrc, vdst;
    /** Level 1: the keys are still in the caller's representation. */
    final boolean raw;
    /** This level writes the auxiliary buffer (odd levels). */
    final boolean toAux;
    /** {@link KeyKind#of} the sort. */
    final int kind;
    /** Kernel name parts: the key width and the value type ({@link KeyKind#width}, {@link KeyKind#value}). */
    final String width, values;
    /** Device address of the stored bucket indices, or 0 when this level does not store them. */
    final long bucketIds;
    /** The scatter keeps equal keys in input order (the stable scatter kernels). */
    final boolean stable;

    Level(int number, LevelPlan plan, LevelScratch scratch, long base, long a, long b, long va, long vb, int kind,
          String width, String values, long bucketIds, boolean stable) {
        this.number = number;
        this.plan = plan;
        this.scratch = scratch;
        this.base = base;
        this.raw = number == 1;
        this.toAux = (number & 1) == 1;
        this.src = toAux ? a : b;
        this.dst = toAux ? b : a;
        this.vsrc = toAux ? va : vb;
        this.vdst = toAux ? vb : va;
        this.kind = kind;
        this.width = width;
        this.values = values;
        this.bucketIds = bucketIds;
        this.stable = stable;
    }

    /** The device address of a scratch region at {@code offset}. */
    long at(long offset) { return base + offset; }

    /**
     * Where a distribution kernel's parameter block (sample, count, scatter) holds the fields every such kernel
     * takes from the level: how to read the keys ({@code raw}, {@code kind}), the level's tables and the splitters.
     */
    record Fields(long raw, long kind, long tables, long nseg, long nblk, long tree, long spl, long eq) {
        static Fields of(ParamBlock b) {
            return new Fields(b.offset("raw"), b.offset("kind"), b.offset("tables"), b.offset("nseg"),
                    b.offset("nblk"), b.offset("tree"), b.offset("spl"), b.offset("eq"));
        }

        /** Writes the level's values of these fields into parameter block {@code p}. */
        void write(MemorySegment p, Level l) {
            p.set(JAVA_INT, raw, l.raw ? 1 : 0);
            p.set(JAVA_INT, kind, l.kind);
            p.set(JAVA_LONG, tables, l.at(l.scratch.tables()));
            p.set(JAVA_INT, nseg, l.plan.nseg);
            p.set(JAVA_INT, nblk, l.plan.nblk);
            p.set(JAVA_LONG, tree, l.at(l.scratch.tree()));
            p.set(JAVA_LONG, spl, l.at(l.scratch.spl()));
            p.set(JAVA_LONG, eq, l.at(l.scratch.eq()));
        }
    }
}
