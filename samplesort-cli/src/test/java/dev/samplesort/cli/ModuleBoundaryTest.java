package dev.samplesort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a consumer on the module path sees of samplesort-core: the API packages and nothing internal. Compiles small
 * consumer modules against samplesort-core as this build made it (its jar, or its classes as an exploded module).
 * Lives here, on the class path, because core's own tests are compiled into its module.
 */
class ModuleBoundaryTest {
    static final Path CORE = coreOnClassPath();

    private static Path coreOnClassPath() {
        for (String e : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            if (e.contains("samplesort-core")) return Path.of(e).toAbsolutePath();
        }
        throw new AssertionError("samplesort-core is not on the test class path");
    }
    @TempDir Path tmp;

    @Test
    void exportsOnlyTheApi() {
        ModuleDescriptor d = ModuleFinder.of(CORE).find("dev.samplesort").orElseThrow().descriptor();
        Set<String> exported = d.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet());
        assertEquals(Set.of("dev.samplesort", "dev.samplesort.data"), exported);
        assertTrue(d.exports().stream().noneMatch(ModuleDescriptor.Exports::isQualified));
        assertTrue(d.packages().containsAll(Set.of("dev.samplesort.gpu", "dev.samplesort.cpu", "dev.samplesort.cuda",
                "dev.samplesort.spi", "dev.samplesort.internal")), d.packages().toString());
    }

    @Test
    void consumerReachesTheApi() throws IOException {
        String out = compile("import dev.samplesort.*; import dev.samplesort.data.*;\n"
                + "public class App { public static void main(String[] a) { long[] x = DataGenerator.longs("
                + "Distribution.UNIFORM, 1000, 1); Sorter.cpu().sort(x); } }");
        assertEquals("", out);
    }

    @Test
    void consumerCannotReachInternals() throws IOException {
        for (String pkg : List.of("gpu.GpuEngine", "cpu.CpuEngine", "cuda.Cuda", "spi.Engines", "internal.Tooling")) {
            String out = compile("import dev.samplesort." + pkg + ";\npublic class App { }");
            assertTrue(out.contains("is not visible") || out.contains("does not export"),
                    "dev.samplesort." + pkg + " must not be visible on the module path: " + out);
        }
    }

    /** Compiles module {@code app} (requires dev.samplesort) with one class; returns the compiler's messages. */
    private String compile(String appSource) throws IOException {
        Path src = Files.createDirectories(tmp.resolve("src-" + System.nanoTime()));
        Files.writeString(src.resolve("module-info.java"), "module app { requires dev.samplesort; }");
        Files.createDirectories(src.resolve("app"));
        Files.writeString(src.resolve("app/App.java"), "package app;\n" + appSource);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "a JDK (javac) runs the tests");
        StringWriter msgs = new StringWriter();
        Path out = Files.createDirectories(tmp.resolve("out-" + System.nanoTime()));
        var task = javac.getTask(msgs, null, null,
                List.of("--module-path", CORE.toString(), "-d", out.toString(), "-Xlint:none"),
                null, javac.getStandardFileManager(null, null, null).getJavaFileObjects(
                        src.resolve("module-info.java"), src.resolve("app/App.java")));
        task.call();
        return msgs.toString();
    }
}
