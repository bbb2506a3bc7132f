package dev.samplesort.gpu;

import static dev.samplesort.gpu.ParamBlock.i32;
import static dev.samplesort.gpu.ParamBlock.ptr;
import static dev.samplesort.gpu.ParamBlock.u64;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The host's mirror of the kernel contract, {@code src/main/cuda/contract.cuh}: the kernels' compile-time shapes
 * (threads, items per thread, the bucket counts and bucket-sort kernels that exist, the scan's limits), the
 * layout of the per-level work lists (counters, jobs), the key kinds, and one {@link ParamBlock} per phase. Every
 * other class of the GPU host code takes these values from here. The fatbin exports its side of each value
 * ({@code ss_contract_*}, {@code ss_params_*}); {@link #check} compares all of them when the module loads
 * ({@link GpuRuntime}), so host code and kernels from different builds, or a shape changed on one side only, fail
 * at once with a message naming the value instead of sorting wrongly.
 */
final class KernelContract {
    private KernelContract() {}

    // ---- Key kinds (ss::KeyKind) ----
    static final int KIND_INT = 0, KIND_FLOAT = 1, KIND_LONG = 2, KIND_DOUBLE = 3, KIND_TYPE_MASK = 3;
    /** Flag in the kind: complement the ordered bits, which sorts in exactly the reverse order. */
    static final int KIND_DESCENDING = 4;

    // ---- Phase 1: {log2 K, threads, items} of every sample kernel (SS_SAMPLE_SHAPES) ----
    static final int[][] SAMPLE_SHAPES = {
        {3, 64, 4}, {5, 128, 8}, {6, 256, 8}, {7, 256, 16}, {8, 512, 16}, {9, 512, 16}, {10, 1024, 16},
    };
    /** {log2 K, threads, items} of every light sample kernel (SS_SAMPLE_LIGHT_SHAPES: a = 16 keys per bucket). */
    static final int[][] SAMPLE_LIGHT_SHAPES = {
        {5, 128, 4}, {6, 256, 4}, {7, 256, 8}, {8, 512, 8},
    };

    // ---- Phases 2 and 4: distribution kernels ----
    static final int DIST_T = 512;
    /** Elements a level's chunks are rounded to (the 32-bit tile; the 64-bit tile divides it). */
    static final int DIST_TILE = DIST_T * 16;

    static int distItems(int keyBytes) { return keyBytes == 4 ? 16 : 8; }

    static int scatterItems(int keyBytes, int valueBytes) {
        return keyBytes == 4 && valueBytes == 4 ? 12 : distItems(keyBytes);
    }

    // ---- Phase 3: scan ----
    static final int SCAN_T = 256, SCAN_ITEMS = 8, SCAN_PARTIAL_T = 1024, SCAN_PARTIAL_ITEMS = 4;
    static final int SCAN_TILE = SCAN_T * SCAN_ITEMS;
    static final int SCAN_MAX_TILES = SCAN_PARTIAL_T * SCAN_PARTIAL_ITEMS;
    /** The one-block scan and plan ({@code ss_scan_plan}) of a level whose histogram has at most SCAN_PLAN_MAX entries. */
    static final int SCAN_PLAN_T = 1024, SCAN_PLAN_ITEMS = 4, SCAN_PLAN_MAX = 8192;

    // ---- Phase 5: {threads, items} of bucket-sort kernel ss_bsort_*_c<index> (SS_BSORT_SHAPES) ----
    static final int[][] BSORT_SHAPES = {
        {128, 5}, {256, 7}, {512, 7}, {512, 9}, {512, 11}, {512, 17}, {256, 13}, {256, 17}, {256, 21},
    };
    static final int PLAN_T = 256, COPY_T = 256;

    /** Records on the device: the largest record, in gather units, that the gather in runs copies. */
    static final int GATHER_RUN_MAX_UNITS = 1024;

    // ---- Work lists and counters of a level ----
    /** The most size classes (lists) a policy may use. */
    static final int NCLASSES = 6;
    static final int COPY_LIST = NCLASSES;
    static final int NLISTS = NCLASSES + 1;
    /** Counter slots (u32): list lengths [0, NLISTS), next-level segments [NEXT], jobs taken [TAKEN + list]. */
    static final int NEXT = 8, TAKEN = 16, NCOUNTERS = 32;
    static final int COUNTER_BYTES = 4 * NCOUNTERS;
    /** A job ({@code ss::Job}): u64 offset, u32 size, u32 flags. */
    static final int JOB_BYTES = 16, JOB_OFF = 0, JOB_SIZE = 8, JOB_FLAGS = 12;
    /** Job flag: the bucket sits in the auxiliary buffer. */
    static final int AUX_FLAG = 1 << 31;

    // ---- Parameter blocks, one per phase (contract.cuh; fields in the kernels' former parameter order) ----
    static final ParamBlock SAMPLE = ParamBlock.of("sample", ptr("src"), i32("raw"), i32("kind"), ptr("tables"),
            i32("nseg"), i32("nblk"), u64("seed"), ptr("tree"), ptr("spl"), ptr("eq"));
    static final ParamBlock COUNT = ParamBlock.of("count", ptr("src"), i32("raw"), i32("kind"), ptr("tables"),
            i32("nseg"), i32("nblk"), ptr("tree"), ptr("spl"), ptr("eq"), ptr("hist"), ptr("totals"), ptr("bids"));
    static final ParamBlock SCAN = ParamBlock.of("scan", ptr("data"), u64("n"), ptr("partial"), i32("tiles"));
    static final ParamBlock PLAN = ParamBlock.of("plan", ptr("tables"), i32("nseg"), i32("nblk"), i32("logk"),
            ptr("scanned"), ptr("totals"), ptr("eq"), ptr("caps"), i32("copy_chunk"), i32("aux_flag"), ptr("lists"),
            u64("cap"), ptr("counters"), ptr("next"));
    static final ParamBlock SCATTER = ParamBlock.of("scatter", ptr("src"), ptr("dst"), ptr("vsrc"), ptr("vdst"),
            i32("raw"), i32("kind"), i32("staged"), ptr("tables"), i32("nseg"), i32("nblk"), ptr("tree"),
            ptr("spl"), ptr("eq"), ptr("scanned"), ptr("bids"), ptr("kout"), ptr("vout"));
    static final ParamBlock BUCKET_SORT = ParamBlock.of("bucket_sort", ptr("jobs"), ptr("counters"), i32("list"),
            ptr("a"), ptr("b"), ptr("va"), ptr("vb"), i32("raw"), i32("kind"));
    static final ParamBlock COPY = ParamBlock.of("copy", ptr("jobs"), ptr("counters"), ptr("a"), ptr("b"),
            ptr("va"), ptr("vb"), i32("kind"));

    static final List<ParamBlock> BLOCKS = List.of(SAMPLE, COUNT, SCAN, PLAN, SCATTER, BUCKET_SORT, COPY);

    /** log2 K of every sample (and count, scatter) kernel, ascending. */
    static int[] logKs() { return Arrays.stream(SAMPLE_SHAPES).mapToInt(r -> r[0]).toArray(); }

    /** Threads of the sample kernel for {@code logK}. */
    static int sampleThreads(int logK) { return sampleThreads(SAMPLE_SHAPES, logK); }

    /** Threads of the light sample kernel for {@code logK}, or 0 if there is none. */
    static int lightSampleThreads(int logK) {
        for (int[] r : SAMPLE_LIGHT_SHAPES) if (r[0] == logK) return r[1];
        return 0;
    }

    private static int sampleThreads(int[][] shapes, int logK) {
        for (int[] r : shapes) if (r[0] == logK) return r[1];
        throw new IllegalArgumentException("no sample kernel for log2 K = " + logK);
    }

    /** Largest histogram (entries) the scan takes. */
    static long maxHistogram() { return (long) SCAN_TILE * SCAN_MAX_TILES; }

    /** Every exported global and the values the host expects in it, in a fixed order. */
    static Map<String, int[]> expected() {
        Map<String, int[]> m = new LinkedHashMap<>();
        m.put("ss_contract_sample", Arrays.stream(SAMPLE_SHAPES).flatMapToInt(Arrays::stream).toArray());
        m.put("ss_contract_sample_light", Arrays.stream(SAMPLE_LIGHT_SHAPES).flatMapToInt(Arrays::stream).toArray());
        int[] bsort = new int[3 * BSORT_SHAPES.length];
        for (int i = 0; i < BSORT_SHAPES.length; i++) {
            bsort[3 * i] = i;
            bsort[3 * i + 1] = BSORT_SHAPES[i][0];
            bsort[3 * i + 2] = BSORT_SHAPES[i][1];
        }
        m.put("ss_contract_bsort", bsort);
        m.put("ss_contract_dist", new int[] {DIST_T, DIST_TILE, distItems(4), distItems(8), scatterItems(4, 0),
            scatterItems(4, 4), scatterItems(4, 8), scatterItems(8, 0), scatterItems(8, 4), scatterItems(8, 8)});
        m.put("ss_contract_scan", new int[] {SCAN_T, SCAN_ITEMS, SCAN_PARTIAL_T, SCAN_PARTIAL_ITEMS, SCAN_TILE,
            SCAN_MAX_TILES, SCAN_PLAN_T, SCAN_PLAN_ITEMS, SCAN_PLAN_MAX});
        m.put("ss_contract_lists", new int[] {NCLASSES, COPY_LIST, NLISTS, NEXT, TAKEN, NCOUNTERS, JOB_BYTES, JOB_OFF,
            JOB_SIZE, JOB_FLAGS, AUX_FLAG, PLAN_T, COPY_T});
        m.put("ss_contract_records", new int[] {GATHER_RUN_MAX_UNITS});
        m.put("ss_contract_kinds", new int[] {KIND_INT, KIND_FLOAT, KIND_LONG, KIND_DOUBLE, KIND_TYPE_MASK,
            KIND_DESCENDING});
        for (ParamBlock b : BLOCKS) m.put(b.global(), b.exported());
        return m;
    }

    /**
     * Compares every value of the contract with what the module exports.
     *
     * @param exported reads an exported {@code int} array by name (throws when the module has no such global)
     * @throws IllegalStateException naming every mismatching value, when host and kernels disagree
     */
    static void check(Function<String, int[]> exported) {
        List<String> bad = new ArrayList<>();
        for (Map.Entry<String, int[]> e : expected().entrySet()) {
            String name = e.getKey();
            int[] want = e.getValue();
            int[] have;
            try {
                have = exported.apply(name);
            } catch (RuntimeException ex) {
                bad.add(name + ": not readable from the kernels (" + ex.getMessage() + ")");
                continue;
            }
            if (have.length != want.length) {
                bad.add(name + ": " + have.length + " values in the kernels, " + want.length + " on the host");
                continue;
            }
            for (int i = 0; i < want.length; i++) {
                if (have[i] != want[i]) {
                    bad.add(name + "[" + i + "] (" + describe(name, i) + "): " + have[i] + " in the kernels, "
                            + want[i] + " on the host");
                }
            }
        }
        if (!bad.isEmpty()) {
            throw new IllegalStateException("the kernels in the jar do not match the host code (kernel contract,"
                    + " src/main/cuda/contract.cuh vs dev.samplesort.gpu.KernelContract): " + String.join("; ", bad));
        }
    }

    /** What entry {@code i} of {@code global} means, for the mismatch message. */
    private static String describe(String global, int i) {
        for (ParamBlock b : BLOCKS) {
            if (b.global().equals(global)) {
                return i == 0 ? "sizeof" : i == 1 ? "alignof" : "offsetof " + b.fields().get(i - 2).name();
            }
        }
        String[] names = switch (global) {
            case "ss_contract_dist" -> new String[] {"DIST_T", "DIST_TILE", "dist_items(4)", "dist_items(8)",
                "scatter_items(4,0)", "scatter_items(4,4)", "scatter_items(4,8)", "scatter_items(8,0)",
                "scatter_items(8,4)", "scatter_items(8,8)"};
            case "ss_contract_scan" -> new String[] {"SCAN_T", "SCAN_ITEMS", "SCAN_PARTIAL_T", "SCAN_PARTIAL_ITEMS",
                "SCAN_TILE", "SCAN_MAX_TILES", "SCAN_PLAN_T", "SCAN_PLAN_ITEMS", "SCAN_PLAN_MAX"};
            case "ss_contract_lists" -> new String[] {"NCLASSES", "COPY_LIST", "NLISTS", "NEXT", "TAKEN", "NCOUNTERS",
                "sizeof(Job)", "offsetof(Job,off)", "offsetof(Job,size)", "offsetof(Job,flags)", "AUX_FLAG",
                "PLAN_T", "COPY_T"};
            case "ss_contract_records" -> new String[] {"GATHER_RUN_MAX_UNITS"};
            case "ss_contract_kinds" -> new String[] {"KIND_INT", "KIND_FLOAT", "KIND_LONG", "KIND_DOUBLE",
                "KIND_TYPE_MASK", "KIND_DESCENDING"};
            case "ss_contract_sample", "ss_contract_sample_light" -> new String[] {"row " + i / 3 + " " + new String[] {"log2 K", "threads",
                "items"}[i % 3]};
            case "ss_contract_bsort" -> new String[] {"kernel " + i / 3 + " " + new String[] {"index", "threads",
                "items"}[i % 3]};
            default -> new String[0];
        };
        return names.length == 1 ? names[0] : i < names.length ? names[i] : "entry " + i;
    }
}
