package dev.samplesort.spi;

import dev.samplesort.cpu.CpuPolicy;
import dev.samplesort.gpu.GpuPolicy;

/**
 * The one reader of the engines' {@code samplesort.cpu.*} and {@code samplesort.gpu.*} system properties: each
 * engine's settings are parsed once, on first use, into an immutable policy ({@link CpuPolicy}, {@link GpuPolicy})
 * that is then passed down. A setting that does not parse fails every use of that engine with an
 * {@link IllegalArgumentException} naming the property (the other engine is unaffected). Tools that want other
 * settings build their own policies from {@link Properties} instead of rewriting system properties.
 *
 * <p>Not covered here, because they are read where they are used, at each use: the AUTO thresholds
 * ({@code samplesort.auto.*}, {@link AutoPolicy}), the host-device transfer settings ({@code samplesort.gpu.chunkBytes},
 * {@code chunkBuffers}, {@code registerMinBytes}, {@code copyThreads}, {@code maxIdleSessions}, {@code profile},
 * the out-of-core sort's {@code oocStreams}, {@code oocRegister}, {@code oocHugePages} and
 * {@code oocPrefaultThreads})
 * and the CUDA binding's ({@code samplesort.cuda.*}, {@code samplesort.device}).
 */
public final class Configuration {
    private Configuration() {}

    /**
     * Both policies, as {@link #parse} reads them.
     *
     * @param cpu the CPU engine's settings
     * @param gpu the GPU engine's settings
     */
    public record Policies(CpuPolicy cpu, GpuPolicy gpu) {}

    /**
     * @param p the settings
     * @return the CPU and GPU policies {@code p} describes
     * @throws IllegalArgumentException when a setting does not parse (the message names it)
     */
    public static Policies parse(Properties p) { return new Policies(CpuPolicy.from(p), GpuPolicy.from(p)); }

    // Subclasses, not lambdas: a JVM's first lambda costs a few ms of bootstrap (LambdaMetafactory), and these run
    // in a fresh JVM's first sort (docs/CPU-LOG.md, "A fresh JVM")
    private static final Once<CpuPolicy> CPU = new Once<>() {
        @Override CpuPolicy compute() { return CpuPolicy.from(Properties.system()); }
    };
    private static final Once<GpuPolicy> GPU = new Once<>() {
        @Override GpuPolicy compute() { return GpuPolicy.from(Properties.system()); }
    };

    /**
     * @return the CPU policy of this JVM's system properties, read on the first call
     * @throws IllegalArgumentException when a {@code samplesort.cpu.*} property does not parse
     */
    public static CpuPolicy cpu() { return CPU.get(); }

    /**
     * @return the GPU policy of this JVM's system properties, read on the first call
     * @throws IllegalArgumentException when a {@code samplesort.gpu.*} property does not parse
     */
    public static GpuPolicy gpu() { return GPU.get(); }

    /** A value computed on first use; a failure is remembered and thrown again (as a new exception) on every use. */
    private abstract static class Once<T> {
        private volatile T value;
        private volatile IllegalArgumentException failure;

        abstract T compute();

        T get() {
            T v = value;
            if (v != null) return v;
            synchronized (this) {
                if (value == null && failure == null) {
                    try {
                        value = compute();
                    } catch (IllegalArgumentException e) {
                        failure = e;
                    }
                }
                if (failure != null) throw new IllegalArgumentException(failure.getMessage(), failure);
                return value;
            }
        }
    }
}
