package dev.samplesort.cuda;

/**
 * Run in a child JVM by {@link CudaAvailabilityTest#aMissingLibraryEndsTheProbeBeforeTheNativeLinker()}: a fresh
 * JVM's first question to the binding, whether CUDA is usable, and its answer.
 */
public final class DriverProbe {
    private DriverProbe() {}

    public static void main(String[] args) {
        System.out.println("DRIVER-PROBE reason=" + Cuda.unavailableReason());
    }
}
