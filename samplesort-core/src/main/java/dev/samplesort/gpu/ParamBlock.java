package dev.samplesort.gpu;

import java.lang.foreign.MemoryLayout;
import java.lang.foreign.StructLayout;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The host's view of one kernel parameter block (a C struct of {@code src/main/cuda/contract.cuh}, passed by value
 * as the kernel's only parameter): its fields in declaration order, laid out by the C rules (each field at the next
 * multiple of its size, the struct padded to its largest field), the same {@link StructLayout}, and the
 * {@code ss_params_<name>} array the fatbin exports for it ({@code sizeof, alignof, offsetof...}), which
 * {@link KernelContract#check} compares with {@link #exported()} at load. Launchers write a block into
 * {@link dev.samplesort.cuda.KernelArgs#struct} at the offsets {@link #offset} returns (read once, into constants).
 */
final class ParamBlock {
    /** A field: its C name and size in bytes (8: pointer or 64-bit integer; 4: 32-bit integer). */
    record Field(String name, int bytes) {}

    final String name;
    private final Field[] fields;
    private final long[] offsets;
    private final long size;
    private final long align;

    private ParamBlock(String name, Field... fields) {
        this.name = name;
        this.fields = fields.clone();
        this.offsets = new long[fields.length];
        long at = 0, a = 1;
        for (int i = 0; i < fields.length; i++) {
            int b = fields[i].bytes();
            if (b != 4 && b != 8) throw new IllegalArgumentException(name + "." + fields[i].name() + ": " + b + " bytes");
            at = (at + b - 1) / b * b;
            offsets[i] = at;
            at += b;
            a = Math.max(a, b);
        }
        this.align = a;
        this.size = (at + a - 1) / a * a;
    }

    /** A block named {@code name} (its exported layout is {@code ss_params_<name>}) with these fields in order. */
    static ParamBlock of(String name, Field... fields) { return new ParamBlock(name, fields); }

    /** A pointer field. */
    static Field ptr(String name) { return new Field(name, 8); }

    /** A 64-bit integer field ({@code u64}). */
    static Field u64(String name) { return new Field(name, 8); }

    /** A 32-bit integer field ({@code u32} or {@code int}). */
    static Field i32(String name) { return new Field(name, 4); }

    /** The byte offset of {@code field}; throws when the block has no such field (a typo in a launcher). */
    long offset(String field) {
        for (int i = 0; i < fields.length; i++) if (fields[i].name().equals(field)) return offsets[i];
        throw new IllegalArgumentException("parameter block " + name + " has no field '" + field + "'");
    }

    /** {@code sizeof} the block. */
    long size() { return size; }

    List<Field> fields() { return List.of(fields); }

    /** The global the fatbin exports this block's layout under. */
    String global() { return "ss_params_" + name; }

    /** What the fatbin must export for this block: {@code sizeof, alignof, offsetof} of every field in order. */
    int[] exported() {
        int[] v = new int[2 + fields.length];
        v[0] = (int) size;
        v[1] = (int) align;
        for (int i = 0; i < fields.length; i++) v[2 + i] = (int) offsets[i];
        return v;
    }

    /** The same layout as an FFM struct layout, explicit padding included (for diagnostics and the tests). */
    StructLayout layout() {
        List<MemoryLayout> parts = new ArrayList<>();
        long at = 0;
        for (int i = 0; i < fields.length; i++) {
            if (offsets[i] > at) parts.add(MemoryLayout.paddingLayout(offsets[i] - at));
            ValueLayout v = fields[i].bytes() == 8 ? ValueLayout.JAVA_LONG : ValueLayout.JAVA_INT;
            parts.add(v.withName(fields[i].name()));
            at = offsets[i] + fields[i].bytes();
        }
        if (size > at) parts.add(MemoryLayout.paddingLayout(size - at));
        return MemoryLayout.structLayout(parts.toArray(MemoryLayout[]::new)).withName(name);
    }

    @Override
    public String toString() { return name + Arrays.toString(exported()); }
}
