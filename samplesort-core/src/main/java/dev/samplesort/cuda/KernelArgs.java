package dev.samplesort.cuda;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Arrays;

/**
 * A reusable kernel argument buffer for {@code cuLaunchKernel}'s {@code void** kernelParams}: one native block
 * of 8-byte, 8-byte-aligned value slots, and a native array of pointers whose entry {@code i} points at slot
 * {@code i} (written once, when the block is allocated). Pushing an argument writes its value into the next slot;
 * a launch passes the pointer array as it is. Nothing is allocated per launch: the buffers grow (by reallocation,
 * doubling) only when more arguments are pushed than ever before. Every pointer entry, used or not, points at a
 * valid slot.
 *
 * <p>Usage: {@code args.clear().ptr(keys).ptr(out).i64(n); fn.launch(stream, grid, block, 0, args);}
 *
 * <p>A parameter passed by value as a struct (a kernel's parameter block) is claimed with {@link #struct(long)}:
 * its bytes live in a separate reusable 16-byte-aligned block of {@link #MAX_STRUCT_BYTES} (CUDA's classic limit on
 * a kernel's parameters), which the caller fills in place; the launch then copies them like any argument.
 *
 * <p>Not thread-safe: use one per launching thread (per sort). The memory is released by the garbage collector.
 */
public final class KernelArgs {
    /** Bytes per slot: the largest value one argument may have. */
    static final int SLOT_BYTES = 8;
    /** Bytes of all struct arguments of one launch together (the kernel-parameter limit of every CUDA GPU). */
    public static final int MAX_STRUCT_BYTES = 4096;
    private static final int INITIAL_CAPACITY = 16;

    private MemorySegment slots;
    private MemorySegment pointers;
    private int[] sizes;
    /** Where {@link #struct} arguments live, and how much of it the current argument list uses. */
    private MemorySegment structs;
    private long structBytes;
    /** Per argument index: its pointer entry was pointed at {@link #structs} and must be restored for a scalar. */
    private boolean[] redirected;
    private int capacity;
    private int count;

    public KernelArgs() { this(INITIAL_CAPACITY); }

    /** With room for {@code capacity} arguments before the first reallocation. */
    public KernelArgs(int capacity) {
        if (capacity < 1) throw new IllegalArgumentException("capacity must be >= 1: " + capacity);
        allocate(capacity);
    }

    private void allocate(int newCapacity) {
        Arena arena = Arena.ofAuto();
        MemorySegment newSlots = arena.allocate((long) newCapacity * SLOT_BYTES, 16);
        MemorySegment newPointers = arena.allocate((long) newCapacity * ADDRESS.byteSize(), 16);
        for (int i = 0; i < newCapacity; i++) {
            newPointers.setAtIndex(ADDRESS, i, newSlots.asSlice((long) i * SLOT_BYTES, SLOT_BYTES));
        }
        if (slots != null) MemorySegment.copy(slots, 0, newSlots, 0, (long) count * SLOT_BYTES);
        for (int i = 0; redirected != null && i < redirected.length; i++) {
            // Struct arguments already pushed (and stale redirections) keep pointing into the struct block.
            if (redirected[i]) newPointers.setAtIndex(ADDRESS, i, pointers.getAtIndex(ADDRESS, i));
        }
        slots = newSlots;
        pointers = newPointers;
        sizes = sizes == null ? new int[newCapacity] : Arrays.copyOf(sizes, newCapacity);
        redirected = redirected == null ? new boolean[newCapacity] : Arrays.copyOf(redirected, newCapacity);
        capacity = newCapacity;
    }

    /** Forgets all arguments; the buffers are kept. */
    public KernelArgs clear() {
        count = 0;
        structBytes = 0;
        return this;
    }

    /**
     * Claims the next argument as a struct of {@code bytes} passed by value, and returns the memory to write its
     * fields into: it starts at the struct (16-byte aligned), its first {@code bytes} are zeroed, and it may extend
     * further (write only the struct's bytes); valid until the next {@link #clear()}.
     *
     * @param bytes the struct's size ({@code sizeof} on the device)
     * @return the struct's bytes, to be filled before the launch
     * @throws IllegalArgumentException when the struct arguments of this launch would exceed
     *                                  {@link #MAX_STRUCT_BYTES}
     */
    public MemorySegment struct(long bytes) {
        if (bytes < 1 || structBytes + bytes > MAX_STRUCT_BYTES) {
            throw new IllegalArgumentException("struct argument of " + bytes + " bytes: the struct arguments of a"
                    + " launch take 1.." + MAX_STRUCT_BYTES + " bytes (" + structBytes + " in use)");
        }
        if (structs == null) structs = Arena.ofAuto().allocate(MAX_STRUCT_BYTES, 16);
        long off = structBytes;
        structBytes = (off + bytes + 15) & ~15L;
        if (count == capacity) allocate(capacity * 2);
        // The first (usually only) struct of a launch gets the block itself: no slice object per launch.
        MemorySegment s = off == 0 ? structs : structs.asSlice(off);
        long i = 0;
        for (; i + 8 <= bytes; i += 8) s.set(JAVA_LONG, i, 0L);  // no slice object: s.fill would need one
        for (; i < bytes; i++) s.set(java.lang.foreign.ValueLayout.JAVA_BYTE, i, (byte) 0);
        pointers.setAtIndex(ADDRESS, count, s);
        redirected[count] = true;
        sizes[count++] = (int) bytes;
        return s;
    }

    /** The number of arguments pushed since the last {@link #clear()}. */
    public int count() { return count; }

    /** The device pointer of {@code memory} (checked: throws if it is closed). */
    public KernelArgs ptr(DeviceMemory memory) { return put64(memory.address(), 8); }

    /** A raw device pointer. */
    public KernelArgs ptr(long address) { return put64(address, 8); }

    public KernelArgs i32(int value) {
        long off = next(4);
        slots.set(JAVA_INT, off, value);
        slots.set(JAVA_INT, off + 4, 0);
        return this;
    }

    public KernelArgs i64(long value) { return put64(value, 8); }

    public KernelArgs f32(float value) {
        long off = next(4);
        slots.set(JAVA_FLOAT, off, value);
        slots.set(JAVA_INT, off + 4, 0);
        return this;
    }

    public KernelArgs f64(double value) {
        long off = next(8);
        slots.set(JAVA_DOUBLE, off, value);
        return this;
    }

    private KernelArgs put64(long value, int size) {
        long off = next(size);
        slots.set(JAVA_LONG, off, value);
        return this;
    }

    /** Claims the next slot for a value of {@code size} bytes; returns its byte offset in {@link #slots}. */
    private long next(int size) {
        if (count == capacity) allocate(capacity * 2);
        if (redirected[count]) {  // a struct argument used this index before: point it at its slot again
            pointers.setAtIndex(ADDRESS, count, slots.asSlice((long) count * SLOT_BYTES, SLOT_BYTES));
            redirected[count] = false;
        }
        sizes[count] = size;
        return (long) (count++) * SLOT_BYTES;
    }

    // ---- for the launcher and the tests ----

    /** The {@code void**} array handed to {@code cuLaunchKernel}. */
    MemorySegment pointers() { return pointers; }

    /** The value slots. */
    MemorySegment slots() { return slots; }

    int capacity() { return capacity; }

    /** The size in bytes of the value pushed as argument {@code i} (4 or 8; a struct's size for a struct). */
    int sizeAt(int i) {
        if (i < 0 || i >= count) throw new IndexOutOfBoundsException(i);
        return sizes[i];
    }

    @Override
    public String toString() { return "KernelArgs[" + count + " of " + capacity + "]"; }
}
