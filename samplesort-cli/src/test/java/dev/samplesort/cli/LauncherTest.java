package dev.samplesort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real process: the launcher script, main(), exit codes, piped output. */
class LauncherTest {
    @TempDir static Path tmp;
    static Path jar;
    static final Path SCRIPT = Path.of("../samplesort").toAbsolutePath().normalize();

    /** A jar of this module's classes and samplesort-core's (the shaded jar does not exist yet when tests run). */
    @BeforeAll
    static void buildJar() throws IOException {
        List<Path> sources = new ArrayList<>();
        sources.add(Path.of("target/classes").toAbsolutePath());
        for (String e : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
            if (e.contains("samplesort-core")) sources.add(Path.of(e));
        }
        assertTrue(sources.size() == 2, "samplesort-core on the test class path: " + sources);
        jar = tmp.resolve("samplesort.jar");
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "dev.samplesort.cli.Main");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), m)) {
            for (Path src : sources) {
                if (Files.isDirectory(src)) {
                    try (Stream<Path> files = Files.walk(src)) {
                        for (Path p : files.filter(Files::isRegularFile).toList()) {
                            out.putNextEntry(new JarEntry(src.relativize(p).toString().replace('\\', '/')));
                            Files.copy(p, out);
                            out.closeEntry();
                        }
                    }
                } else {
                    try (var in = new java.util.jar.JarFile(src.toFile())) {
                        for (var e : java.util.Collections.list(in.entries())) {
                            if (e.isDirectory() || e.getName().startsWith("META-INF/")) continue;
                            out.putNextEntry(new JarEntry(e.getName()));
                            try (var is = in.getInputStream(e)) {
                                is.transferTo(out);
                            }
                            out.closeEntry();
                        }
                    }
                }
            }
        }
    }

    record Proc(int rc, String out, String err) {}

    static Proc run(String jarPath, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(tmp.toFile());
        pb.environment().put("SAMPLESORT_JAR", jarPath);
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process p = pb.start();
        try (OutputStream ignored = p.getOutputStream()) {
            // no input
        }
        byte[] out = p.getInputStream().readAllBytes(), err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new Proc(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void endToEndThroughTheLauncher() throws Exception {
        String j = jar.toString();
        Proc g = run(j, "gen", "--type", "int", "--values", "long", "--count", "100000", "--out", "in.bin",
                "--progress");
        assertEquals(0, g.rc, g.err);
        assertTrue(g.out.startsWith("generated 100000 int+long records"), g.out);
        assertFalse(g.out.contains("\r"), "the progress bar goes to stderr only");
        Proc s = run(j, "sort", "--type", "int", "--values", "long", "--in", "in.bin", "--out", "out.bin",
                "--backend", CliTest.backend());
        assertEquals(0, s.rc, s.err);
        assertFalse(s.err.contains("\r"), "no progress bar when stderr is a pipe");
        Proc v = run(j, "verify", "--type", "int", "--values", "long", "--in", "in.bin", "--sorted", "out.bin");
        assertEquals(0, v.rc, v.err);
        Proc bad = run(j, "verify", "--type", "int", "--values", "long", "--in", "in.bin", "--sorted", "in.bin");
        assertEquals(1, bad.rc);
        Proc usage = run(j, "sort", "--type", "int", "--in", "in.bin", "--out", "x.bin", "--nope");
        assertEquals(2, usage.rc);
        assertTrue(usage.err.contains("unknown option --nope"), usage.err);
    }

    @Test
    void missingJarIsExplained() throws Exception {
        Proc p = run(tmp.resolve("nothing-here.jar").toString(), "info");
        assertEquals(1, p.rc);
        assertTrue(p.err.contains("not found - build it first") && p.err.contains("mvn"), p.err);
    }
}
