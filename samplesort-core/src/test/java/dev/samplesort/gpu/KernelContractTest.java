package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.cuda.KernelArgs;
import java.io.IOException;
import java.lang.foreign.MemoryLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The host's mirror of the kernel contract against its one source, {@code src/main/cuda/contract.cuh} (parsed here,
 * so a shape changed on one side fails on any machine, not only at load on a GPU), the C layout rules of the
 * parameter blocks, and the load-time check's verdicts. No GPU needed.
 */
class KernelContractTest {
    /** The header, from the module directory (Maven) or from the repository root (the GPU host's console runs). */
    private static final Path HEADER = java.nio.file.Files.exists(Path.of("src/main/cuda/contract.cuh"))
            ? Path.of("src/main/cuda/contract.cuh") : Path.of("samplesort-core/src/main/cuda/contract.cuh");

    private static String header() throws IOException { return Files.readString(HEADER); }

    /** The rows of X-macro {@code name}: {@code X(a, b, c)} lines up to the next blank line. */
    private static List<int[]> rows(String src, String name) {
        int at = src.indexOf("#define " + name + "(X)");
        assertTrue(at >= 0, name + " not found in contract.cuh");
        String body = src.substring(at, src.indexOf("\n\n", at));
        List<int[]> rows = new ArrayList<>();
        Matcher m = Pattern.compile("X\\((\\d+), (\\d+), (\\d+)\\)").matcher(body);
        while (m.find()) {
            rows.add(new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3))});
        }
        return rows;
    }

    /** {@code constexpr int NAME = <literal>;} and the KeyKind enumerators of the header. */
    private static Map<String, Integer> constants(String src) {
        Map<String, Integer> c = new HashMap<>();
        Matcher m = Pattern.compile("constexpr int (\\w+) = (\\d+);").matcher(src);
        while (m.find()) c.put(m.group(1), Integer.parseInt(m.group(2)));
        Matcher e = Pattern.compile("(KIND_\\w+) = (\\d+)").matcher(src);
        while (e.find()) c.put(e.group(1), Integer.parseInt(e.group(2)));
        return c;
    }

    /** The fields of parameter struct {@code cName}: name and size (8 for pointers and u64, 4 for u32/int). */
    private static List<ParamBlock.Field> struct(String src, String cName) {
        Matcher m = Pattern.compile("struct " + cName + " \\{(.*?)\\n\\};", Pattern.DOTALL).matcher(src);
        assertTrue(m.find(), cName + " not found in contract.cuh");
        List<ParamBlock.Field> fields = new ArrayList<>();
        for (String line : m.group(1).split("\n")) {
            String decl = line.replaceAll("//.*", "").trim();
            if (decl.isEmpty()) continue;
            Matcher f = Pattern.compile("(.*?)\\b(\\w+);").matcher(decl);
            assertTrue(f.matches(), "unparsed field '" + decl + "' of " + cName);
            String type = f.group(1).trim();
            int bytes = type.endsWith("*") || type.equals("u64") ? 8 : type.equals("u32") || type.equals("int") ? 4 : -1;
            assertTrue(bytes > 0, "unknown field type '" + type + "' in " + cName);
            fields.add(new ParamBlock.Field(f.group(2), bytes));
        }
        return fields;
    }

    @Test
    void shapesMatchTheHeader() throws IOException {
        String src = header();
        List<int[]> sample = rows(src, "SS_SAMPLE_SHAPES");
        assertEquals(KernelContract.SAMPLE_SHAPES.length, sample.size());
        for (int i = 0; i < sample.size(); i++) assertArrayEquals(KernelContract.SAMPLE_SHAPES[i], sample.get(i));
        List<int[]> light = rows(src, "SS_SAMPLE_LIGHT_SHAPES");
        assertEquals(KernelContract.SAMPLE_LIGHT_SHAPES.length, light.size());
        for (int i = 0; i < light.size(); i++) {
            assertArrayEquals(KernelContract.SAMPLE_LIGHT_SHAPES[i], light.get(i));
            int k = 1 << light.get(i)[0], s = light.get(i)[1] * light.get(i)[2];
            assertTrue(s >= 16 * k && s % k == 0, "a light sample holds at least 16 keys per bucket: " + light.get(i)[0]);
        }
        List<int[]> bsort = rows(src, "SS_BSORT_SHAPES");
        assertEquals(KernelContract.BSORT_SHAPES.length, bsort.size());
        for (int i = 0; i < bsort.size(); i++) {
            assertEquals(i, bsort.get(i)[0], "bucket-sort kernels are numbered in order");
            assertEquals(KernelContract.BSORT_SHAPES[i][0], bsort.get(i)[1], "threads of kernel " + i);
            assertEquals(KernelContract.BSORT_SHAPES[i][1], bsort.get(i)[2], "items of kernel " + i);
        }
        Map<String, Integer> c = constants(src);
        Map<String, Integer> host = Map.ofEntries(Map.entry("DIST_T", KernelContract.DIST_T),
                Map.entry("SCAN_T", KernelContract.SCAN_T), Map.entry("SCAN_ITEMS", KernelContract.SCAN_ITEMS),
                Map.entry("SCAN_PARTIAL_T", KernelContract.SCAN_PARTIAL_T),
                Map.entry("SCAN_PARTIAL_ITEMS", KernelContract.SCAN_PARTIAL_ITEMS),
                Map.entry("SCAN_PLAN_T", KernelContract.SCAN_PLAN_T),
                Map.entry("SCAN_PLAN_ITEMS", KernelContract.SCAN_PLAN_ITEMS),
                Map.entry("SCAN_PLAN_MAX", KernelContract.SCAN_PLAN_MAX),
                Map.entry("PLAN_T", KernelContract.PLAN_T), Map.entry("COPY_T", KernelContract.COPY_T),
                Map.entry("NCLASSES", KernelContract.NCLASSES), Map.entry("NEXT", KernelContract.NEXT),
                Map.entry("TAKEN", KernelContract.TAKEN), Map.entry("NCOUNTERS", KernelContract.NCOUNTERS),
                Map.entry("KIND_INT", KernelContract.KIND_INT), Map.entry("KIND_FLOAT", KernelContract.KIND_FLOAT),
                Map.entry("KIND_LONG", KernelContract.KIND_LONG), Map.entry("KIND_DOUBLE", KernelContract.KIND_DOUBLE),
                Map.entry("KIND_TYPE_MASK", KernelContract.KIND_TYPE_MASK),
                Map.entry("KIND_DESCENDING", KernelContract.KIND_DESCENDING),
                Map.entry("GATHER_RUN_MAX_UNITS", KernelContract.GATHER_RUN_MAX_UNITS));
        host.forEach((name, v) -> assertEquals(v, c.get(name), name + " in contract.cuh vs KernelContract"));
        assertTrue(src.contains("constexpr int DIST_TILE = DIST_T * 16;"));
        assertEquals(KernelContract.DIST_T * 16, KernelContract.DIST_TILE);
        assertTrue(src.contains("constexpr u32 AUX_FLAG = 1u << 31;"));
        assertEquals(1 << 31, KernelContract.AUX_FLAG);
    }

    @Test
    void parameterBlocksHaveTheHeadersFieldsInOrder() throws IOException {
        String src = header();
        Map<String, ParamBlock> byStruct = Map.of("SampleParams", KernelContract.SAMPLE, "CountParams",
                KernelContract.COUNT, "ScanParams", KernelContract.SCAN, "PlanParams", KernelContract.PLAN,
                "ScatterParams", KernelContract.SCATTER, "BucketSortParams", KernelContract.BUCKET_SORT,
                "CopyParams", KernelContract.COPY);
        assertEquals(KernelContract.BLOCKS.size(), byStruct.size());
        byStruct.forEach((c, b) -> assertEquals(struct(src, c), b.fields(), c + " vs ParamBlock " + b.name));
        // The job: u64 off, u32 size, u32 flags.
        assertEquals(List.of(new ParamBlock.Field("off", 8), new ParamBlock.Field("size", 4),
                new ParamBlock.Field("flags", 4)), struct(src, "Job"));
        ParamBlock job = ParamBlock.of("job", ParamBlock.u64("off"), ParamBlock.i32("size"), ParamBlock.i32("flags"));
        assertEquals(KernelContract.JOB_BYTES, job.size());
        assertEquals(KernelContract.JOB_SIZE, job.offset("size"));
        assertEquals(KernelContract.JOB_FLAGS, job.offset("flags"));
    }

    @Test
    void parameterBlocksFollowTheCLayoutRules() {
        // Hand-computed from the C rules: each field at a multiple of its size, the struct padded to 8.
        assertArrayEquals(new int[] {64, 8, 0, 8, 12, 16, 24, 28, 32, 40, 48, 56}, KernelContract.SAMPLE.exported());
        assertArrayEquals(new int[] {32, 8, 0, 8, 16, 24}, KernelContract.SCAN.exported());
        assertArrayEquals(new int[] {120, 8, 0, 8, 16, 24, 32, 36, 40, 48, 56, 60, 64, 72, 80, 88, 96, 104, 112},
                KernelContract.SCATTER.exported());
        assertArrayEquals(new int[] {96, 8, 0, 8, 12, 16, 24, 32, 40, 48, 56, 60, 64, 72, 80, 88},
                KernelContract.PLAN.exported());
        assertArrayEquals(new int[] {64, 8, 0, 8, 16, 24, 32, 40, 48, 56, 60}, KernelContract.BUCKET_SORT.exported());
        // A 4-byte field before a pointer is padded; FFM's own struct layout (which rejects misaligned members)
        // agrees with every block.
        ParamBlock padded = ParamBlock.of("t", ParamBlock.i32("a"), ParamBlock.ptr("p"), ParamBlock.i32("b"));
        assertArrayEquals(new int[] {24, 8, 0, 8, 16}, padded.exported());
        for (ParamBlock b : KernelContract.BLOCKS) {
            var layout = b.layout();
            assertEquals(b.size(), layout.byteSize(), b.name);
            for (ParamBlock.Field f : b.fields()) {
                assertEquals(b.offset(f.name()), layout.byteOffset(MemoryLayout.PathElement.groupElement(f.name())),
                        b.name + "." + f.name());
            }
            assertTrue(b.size() <= KernelArgs.MAX_STRUCT_BYTES, b.name + " fits a kernel's parameters");
        }
        assertThrows(IllegalArgumentException.class, () -> KernelContract.SAMPLE.offset("nope"));
    }

    @Test
    void theLoadTimeCheckPassesOnAgreementAndNamesEveryMismatch() {
        Map<String, int[]> fatbin = new HashMap<>(KernelContract.expected());
        assertDoesNotThrow(() -> KernelContract.check(fatbin::get));

        int[] bsort = fatbin.get("ss_contract_bsort").clone();
        bsort[3 * 6 + 1] = 512;   // kernel 6 compiled with other threads
        fatbin.put("ss_contract_bsort", bsort);
        int[] scatter = fatbin.get("ss_params_scatter").clone();
        scatter[2 + 6] += 4;      // 'staged' moved
        fatbin.put("ss_params_scatter", scatter);
        fatbin.remove("ss_contract_kinds");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> KernelContract.check(name -> {
            int[] v = fatbin.get(name);
            if (v == null) throw new IllegalArgumentException("no global named '" + name + "'");
            return v;
        }));
        String msg = e.getMessage();
        assertTrue(msg.contains("ss_contract_bsort[19] (kernel 6 threads): 512 in the kernels, 256 on the host"), msg);
        assertTrue(msg.contains("ss_params_scatter[8] (offsetof staged): 44 in the kernels, 40 on the host"), msg);
        assertTrue(msg.contains("ss_contract_kinds: not readable"), msg);

        Map<String, int[]> shorter = new HashMap<>(KernelContract.expected());
        shorter.put("ss_contract_sample", new int[] {3, 64, 4});
        IllegalStateException s = assertThrows(IllegalStateException.class, () -> KernelContract.check(shorter::get));
        assertTrue(s.getMessage().contains("ss_contract_sample: 3 values in the kernels, 21 on the host"),
                s.getMessage());
    }

    /**
     * On a GPU machine: the fatbin in the jar loads and passes the contract check. (A failed check makes the GPU
     * backend unavailable, which the other GPU tests would only report as skipped.)
     */
    @Test
    void theKernelsInTheJarPassTheCheckOnAGpu() {
        String cuda = dev.samplesort.cuda.Cuda.unavailableReason();
        boolean kernels = GpuRuntime.hasKernels();
        if (cuda != null || !kernels) {
            String why = cuda != null ? "no CUDA: " + cuda : "kernels not built";
            System.out.println("[KernelContractTest] GPU check skipped: " + why);
            org.junit.jupiter.api.Assumptions.assumeTrue(false, why);
        }
        String why = GpuRuntime.unavailableReason();
        assertTrue(why == null || !why.contains("kernel contract"), why);
        if (why == null) assertDoesNotThrow(() -> KernelContract.check(GpuRuntime.get().module::globalInts));
    }

    @Test
    void theHostTakesItsShapesFromTheContract() {
        assertArrayEquals(KernelContract.logKs(), GpuPolicy.ALL_LOGKS);
        assertEquals(KernelContract.BSORT_SHAPES, GpuPolicy.CLASS_SHAPES);
        assertEquals(KernelContract.NCLASSES, GpuPolicy.MAX_CLASSES);
        assertEquals((long) KernelContract.SCAN_TILE * KernelContract.SCAN_MAX_TILES, LevelPlan.MAX_HIST);
        for (int[] r : KernelContract.SAMPLE_SHAPES) assertEquals(r[1], KernelContract.sampleThreads(r[0]));
        assertThrows(IllegalArgumentException.class, () -> KernelContract.sampleThreads(4));
        assertEquals(KernelContract.KIND_LONG | KernelContract.KIND_DESCENDING,
                KeyKind.of(dev.samplesort.KeyType.LONG, dev.samplesort.Order.DESCENDING));
    }
}
