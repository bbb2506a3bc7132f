package dev.samplesort.spi;

import dev.samplesort.cpu.CpuEngine;
import dev.samplesort.gpu.GpuEngine;

/** Where the public API finds its backends. Internal. */
public final class Engines {
    private Engines() {}

    /** The pure-Java engine: always available. */
    public static SortEngine cpu() { return CpuEngine.instance(); }

    /** The GPU engine; check {@link SortEngine#unavailableReason()} before use. Never throws. */
    public static SortEngine gpu() { return GpuEngine.instance(); }

    /**
     * The GPU engine on several devices (the multi-GPU sample sort); never throws.
     *
     * @param devices CUDA device ordinals in output order; empty: every usable device
     */
    public static SortEngine gpu(int[] devices) { return dev.samplesort.gpu.MultiGpuEngine.on(devices); }
}
