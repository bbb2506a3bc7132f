package dev.samplesort;

/** Where a sort runs. */
public enum Backend {
    /** The GPU when one is usable and the input is large enough to gain from it, otherwise the CPU. */
    AUTO,
    /** The pure-Java parallel sample sort: always available. */
    CPU,
    /** The CUDA sample sort; fails with {@link BackendUnavailableException} when no usable GPU is present. */
    GPU
}
