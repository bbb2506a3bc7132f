package dev.samplesort.gpu;

import dev.samplesort.BackendFailureException;
import dev.samplesort.BackendUnavailableException;
import dev.samplesort.Sorter;
import dev.samplesort.cuda.CudaContext;
import dev.samplesort.cuda.CudaException;
import dev.samplesort.cuda.CudaFunction;
import dev.samplesort.cuda.CudaStream;
import dev.samplesort.cuda.DeviceMemory;
import java.io.InputStream;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Run in a child JVM by {@link GpuEngineTest#stickyErrorDisablesTheGpuButNotAuto()}: a context-fatal CUDA error
 * (illegal address, from the smoke module's out-of-bounds kernel) poisons the process's context, so it must not
 * happen in the test JVM. Prints one {@code STICKY-PROBE <step> <result>} line per step.
 */
public final class StickyProbe {
    private StickyProbe() {}

    static void say(String s) {
        System.out.println("STICKY-PROBE " + s);
        System.out.flush();
    }

    public static void main(String[] args) throws Exception {
        String why = GpuRuntime.unavailableReason();
        if (why != null) {
            say("unavailable " + why);
            return;
        }
        long[] a = new SplittableRandom(1).longs(1 << 20).toArray(), e = a.clone();
        Arrays.sort(e);
        Sorter.gpu().sort(a);
        say("before " + (Arrays.equals(a, e) ? "sorted" : "WRONG"));

        CudaContext ctx = GpuRuntime.get().context();
        byte[] image;
        try (InputStream in = StickyProbe.class.getResourceAsStream("/dev/samplesort/gpu/smoke.fatbin")) {
            image = in.readAllBytes();
        }
        CudaFunction oob = ctx.loadModule(image).function("smoke_oob_write");
        try (CudaStream st = ctx.createStream()) {
            DeviceMemory m = ctx.allocate(4096);
            oob.launch(st, 1, 32, 0, oob.newArgs().ptr(m).i64(-(m.address() / 4)));
            st.synchronize();
            say("oob no error");
        } catch (CudaException x) {
            say("oob sticky=" + x.isSticky());
        }

        long[] b = new SplittableRandom(2).longs(1 << 20).toArray(), b0 = b.clone();
        try {
            Sorter.gpu().sort(b);
            say("first NO FAILURE");
        } catch (BackendFailureException x) {
            say("first BackendFailureException " + (Arrays.equals(b, b0) ? "unchanged" : "CHANGED"));
        } catch (BackendUnavailableException x) {
            say("first BackendUnavailableException " + (Arrays.equals(b, b0) ? "unchanged" : "CHANGED"));
        } catch (Throwable x) {
            say("first " + x);
        }
        String reason = GpuEngine.instance().unavailableReason();
        say("reason " + reason);
        try {
            Sorter.gpu().sort(b);
            say("second NO FAILURE");
        } catch (BackendUnavailableException x) {
            say("second BackendUnavailableException");
        } catch (Throwable x) {
            say("second " + x);
        }
        System.setProperty("samplesort.auto.long", "0");
        long[] c = new SplittableRandom(3).longs(1 << 20).toArray(), ce = c.clone();
        Arrays.sort(ce);
        try {
            Sorter.auto().sort(c);
            say("auto " + (Arrays.equals(c, ce) ? "sorted" : "WRONG"));
        } catch (Throwable x) {
            say("auto " + x);
        }
        say("done");
        System.exit(0);   // skip the shutdown hook's context release on a dead context
    }
}
