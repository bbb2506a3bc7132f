package dev.samplesort.bench;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;

/**
 * {@code cub-radix} and {@code cub-merge} for the wide-key shapes: FFM calls into {@code cubss_wide_*} of
 * {@code libcubss.so} (src/bench/cuda/cub_wide.cu). The data stay on the device; a run is extract (key, index) +
 * CUB sort + gather (gensort records), timed with CUDA events.
 */
final class CubWide implements WideAlgorithm {
    private static final Linker LINKER = Linker.nativeLinker();
    private static final ValueLayout A = ValueLayout.ADDRESS, I = ValueLayout.JAVA_INT, J = ValueLayout.JAVA_LONG;

    private final boolean radix;
    private final Path lib;
    private CubBaselines cub;
    private MethodHandle create, upload, run, download, destroy;
    private MemorySegment ctx = MemorySegment.NULL;
    private WideShape shape;
    private int n;
    private String phases, deviceName;

    CubWide(boolean radix, Path lib) {
        this.radix = radix;
        this.lib = lib;
    }

    @Override public String name() { return radix ? "cub-radix" : "cub-merge"; }

    @Override
    public String device() {
        if (deviceName == null && cub != null && cub.deviceCount() > 0) deviceName = cub.deviceName();
        return deviceName == null ? "gpu" : deviceName;
    }

    @Override
    public String unavailableReason(WideShape s) {
        try {
            cub = CubBaselines.load(lib);
            create = LINKER.downcallHandle(cub.sortFunction("cubss_wide_create"), FunctionDescriptor.of(I, I, I, J, A));
            // critical(true): heap arrays (the columns, the permutation) are passed directly
            upload = LINKER.downcallHandle(cub.sortFunction("cubss_wide_upload"), FunctionDescriptor.of(I, A, A, J, J),
                    Linker.Option.critical(true));
            run = LINKER.downcallHandle(cub.sortFunction("cubss_wide_run"), FunctionDescriptor.of(I, A, A));
            download = LINKER.downcallHandle(cub.sortFunction("cubss_wide_download"),
                    FunctionDescriptor.of(I, A, A, J), Linker.Option.critical(true));
            destroy = LINKER.downcallHandle(cub.sortFunction("cubss_wide_destroy"), FunctionDescriptor.ofVoid(A));
        } catch (IllegalStateException e) {
            return e.getMessage();
        }
        int c = cub.deviceCount();
        if (c <= 0) return "no CUDA device (" + (c == 0 ? "none found" : cub.errorString(-c)) + ")";
        return null;
    }

    private static int code(WideShape s) {
        return switch (s) {
            case GENSORT -> 0;
            case U128 -> 1;
            case LONG4 -> 2;
        };
    }

    @Override
    public void setUp(WideShape s, int count) throws Throwable {
        shape = s;
        n = count;
        try (Arena a = Arena.ofConfined()) {
            MemorySegment pp = a.allocate(ValueLayout.ADDRESS);
            cub.check((int) create.invokeExact(code(s), radix ? 0 : 1, (long) n, pp), "cubss_wide_create(" + n + ")");
            ctx = pp.get(ValueLayout.ADDRESS, 0);
        }
    }

    @Override
    public double sort(WideData d) throws Throwable {
        if (shape == WideShape.GENSORT) {
            cub.check((int) upload.invokeExact(ctx, d.records, 0L, d.records.byteSize()), "upload");
        } else {
            long bytes = 8L * n;
            for (int c = 0; c < d.cols.length; c++) {
                cub.check((int) upload.invokeExact(ctx, MemorySegment.ofArray(d.cols[c]), c * bytes, bytes), "upload");
            }
        }
        float[] ms = new float[4];
        try (Arena a = Arena.ofConfined()) {
            MemorySegment out = a.allocate(ValueLayout.JAVA_FLOAT, 4);
            cub.check((int) run.invokeExact(ctx, out), "CUB " + name() + " run");
            for (int i = 0; i < 4; i++) ms[i] = out.getAtIndex(ValueLayout.JAVA_FLOAT, i);
        }
        if (shape == WideShape.GENSORT) {
            cub.check((int) download.invokeExact(ctx, d.records, d.records.byteSize()), "download");
        } else {
            d.perm = new int[n];
            cub.check((int) download.invokeExact(ctx, MemorySegment.ofArray(d.perm), 4L * n), "download");
        }
        phases = String.format(java.util.Locale.ROOT, "extract %.2f + sort %.2f + gather %.2f ms", ms[1], ms[2],
                ms[3]);
        return ms[0];
    }

    @Override public String lastPhases() { return phases; }

    @Override
    public void tearDown() {
        if (!ctx.equals(MemorySegment.NULL)) {
            try {
                destroy.invokeExact(ctx);
            } catch (Throwable ignored) {
                // best effort
            }
            ctx = MemorySegment.NULL;
        }
    }
}
