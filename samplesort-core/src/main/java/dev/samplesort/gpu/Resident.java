package dev.samplesort.gpu;

import java.lang.foreign.MemorySegment;

/**
 * Keys (and values) held on the GPU side to be sorted there: one device ({@link DeviceResident}) or several
 * ({@link MultiDeviceResident}). What the benchmark's device-resident algorithms drive. Not thread-safe.
 */
public interface Resident extends AutoCloseable {
    /** Copies {@code src} (exactly the keys' bytes, native byte order) to the device side. */
    void uploadKeys(MemorySegment src);

    /** Copies {@code src} (exactly the values' bytes) to the device side. */
    void uploadValues(MemorySegment src);

    /** Copies the keys, in their sorted order after a sort, into {@code dst}. */
    void downloadKeys(MemorySegment dst);

    /** Copies the values into {@code dst}. */
    void downloadValues(MemorySegment dst);

    /** An ascending sort; returns its milliseconds (how it is timed is the implementation's to say). */
    double timedSort();

    /**
     * An ascending stable sort (equal keys keep their values' order); returns its milliseconds.
     *
     * @throws UnsupportedOperationException where the implementation has no stable sort
     */
    default double timedStableSort() {
        throw new UnsupportedOperationException("no stable sort on " + deviceName());
    }

    /** What the last sort did, in words, or {@code null} before the first. */
    String lastStats();

    /**
     * Where the last sort's time went, in lines, or {@code null} (before the first sort, when not profiling, or
     * where the implementation has no profile).
     */
    default String lastProfile() { return null; }

    /** The device or devices, for reports. */
    String deviceName();

    @Override
    void close();
}
