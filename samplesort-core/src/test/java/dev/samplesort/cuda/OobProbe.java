package dev.samplesort.cuda;

/**
 * Run in a child JVM by {@link CudaGpuTest#outOfBoundsWriteIsReportedAsStickyError()}: an illegal address poisons the
 * context for the rest of the process, so it must not happen inside the test JVM. Prints one line per step.
 */
public final class OobProbe {
    private OobProbe() {}

    public static void main(String[] args) throws Exception {
        if (!Cuda.isAvailable()) {
            System.out.println("OOB-PROBE unavailable: " + Cuda.unavailableReason());
            return;
        }
        CudaContext ctx;
        CudaStream stream;
        DeviceMemory m;
        CudaFunction oob;
        try {
            ctx = Cuda.defaultDevice().primaryContext();
            CudaModule module = ctx.loadModule(LaunchOverhead.smokeFatbin());
            stream = ctx.createStream();
            m = ctx.allocate(4096);
            oob = module.function("smoke_oob_write");
        } catch (RuntimeException e) {
            System.out.println("OOB-PROBE setup failed: " + e);
            return;
        }
        // p[offset] with offset = -p/4 is address 0: never mapped on the device
        KernelArgs a = oob.newArgs().ptr(m).i64(-(m.address() / 4));
        oob.launch(stream, 1, 32, 0, a);
        try {
            stream.synchronize();
            System.out.println("OOB-PROBE no error reported");
        } catch (CudaException e) {
            System.out.println("OOB-PROBE sync: " + e.getMessage() + " code=" + e.code() + " sticky=" + e.isSticky());
        }
        try {
            ctx.allocate(4096).close();
            System.out.println("OOB-PROBE after: context still usable");
        } catch (CudaException e) {
            System.out.println("OOB-PROBE after: " + e.getMessage() + " poisoned=true");
        }
        System.out.flush();
    }
}
