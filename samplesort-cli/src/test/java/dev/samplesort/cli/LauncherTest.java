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

    /**
     * The launcher reads a runtime's version from its {@code release} file rather than starting it (about 50 ms of
     * every command); without one it still asks the runtime. The fake runtimes' {@code java} print version 99 to
     * any {@code -XshowSettings} call, so an answer from the file is told apart from a launch.
     */
    @Test
    void theLauncherReadsTheRuntimeVersionFromItsReleaseFile() throws Exception {
        Path home = Files.createDirectories(tmp.resolve("runtimes"));
        assertEquals("25", javaVersion(fakeRuntime(home.resolve("a"), "JAVA_VERSION=\"25.0.3\"")));
        assertEquals("17", javaVersion(fakeRuntime(home.resolve("b"), "IMPLEMENTOR=\"x\"\nJAVA_VERSION=\"17.0.15\"")));
        assertEquals("8", javaVersion(fakeRuntime(home.resolve("c"), "JAVA_VERSION=\"1.8.0_292\"")));
        assertEquals("26", javaVersion(fakeRuntime(home.resolve("d"), "JAVA_VERSION=\"26\"")));
        assertEquals("99", javaVersion(fakeRuntime(home.resolve("e"), null)), "no release file: the runtime is asked");
        Path link = Files.createSymbolicLink(Files.createDirectories(home.resolve("links")).resolve("java"),
                home.resolve("a/bin/java"));
        assertEquals("25", javaVersion(link), "a link is followed to its runtime's release file");
    }

    static Path fakeRuntime(Path home, String release) throws IOException {
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\necho '    java.specification.version = 99' >&2\n");
        assertTrue(java.toFile().setExecutable(true));
        if (release != null) Files.writeString(home.resolve("release"), release + "\n");
        return java;
    }

    static String javaVersion(Path java) throws Exception {
        Path lib = Path.of("../build-support/jdk25.sh").toAbsolutePath().normalize();
        Process p = new ProcessBuilder("bash", "-c", ". \"$1\"; java_version \"$2\"", "_", lib.toString(),
                java.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        return out;
    }

    @Test
    void missingJarIsExplained() throws Exception {
        Proc p = run(tmp.resolve("nothing-here.jar").toString(), "info");
        assertEquals(1, p.rc);
        assertTrue(p.err.contains("not found - build it first") && p.err.contains("mvn"), p.err);
    }

    /** Temporary files (hidden, in the output's directory) in {@code d}. */
    static List<String> temporaries(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".") && n.endsWith(".tmp"))
                    .toList();
        }
    }

    /**
     * Defect 3: SIGTERM and SIGINT while gen or sort writes delete the temporary file and leave an existing output
     * as it was. The test property samplesort.test.writeDelayMs keeps the run writing until the signal comes.
     */
    @Test
    void interruptionLeavesNoTemporaryAndKeepsTheOldOutput() throws Exception {
        Path d = Files.createDirectory(tmp.resolve("signals"));
        Proc g = runIn(d, null, "gen", "--type", "long", "--count", "2^20", "--out", "in.bin");
        assertEquals(0, g.rc, g.err);
        for (String signal : List.of("TERM", "INT")) {
            for (String cmd : List.of("gen", "sort")) {
                Files.writeString(d.resolve("out.bin"), "previous");
                List<String> args = cmd.equals("gen")
                        ? List.of("gen", "--type", "long", "--count", "2^24", "--out", "out.bin")
                        : List.of("sort", "--type", "long", "--in", "in.bin", "--out", "out.bin", "--backend",
                        CliTest.backend());
                // each write then pauses 5 s: the signal, 0.4 s after the temporary appears, always finds the run
                // unfinished (with 0.3 s before each write, the sort's one 8 MiB write was committed before the
                // signal once, on a quiet 2-core machine, 2026-11-23)
                Process p = start(d, "-Dsamplesort.test.writeDelayMs=5000", args);
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (temporaries(d).isEmpty() && p.isAlive() && System.nanoTime() < deadline) Thread.sleep(20);
                assertFalse(temporaries(d).isEmpty(), cmd + ": the run was writing");
                Thread.sleep(400); // into the writes
                Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start();
                assertTrue(kill.waitFor(10, TimeUnit.SECONDS) && kill.exitValue() == 0);
                assertTrue(p.waitFor(60, TimeUnit.SECONDS), cmd + " ended after SIG" + signal);
                assertTrue(p.exitValue() != 0, cmd + " exit code after SIG" + signal);
                assertEquals(List.of(), temporaries(d), cmd + ": temporary removed after SIG" + signal);
                assertEquals("previous", Files.readString(d.resolve("out.bin")), cmd + ": old output kept");
            }
        }
    }

    static Process start(Path d, String javaOpts, List<String> args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString()));
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(d.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("SAMPLESORT_JAR", jar.toString());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        if (javaOpts != null) pb.environment().put("SAMPLESORT_JAVA_OPTS", javaOpts);
        return pb.start();
    }

    static Proc runIn(Path d, String javaOpts, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(d.toFile());
        pb.environment().put("SAMPLESORT_JAR", jar.toString());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        if (javaOpts != null) pb.environment().put("SAMPLESORT_JAVA_OPTS", javaOpts);
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes(), err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return new Proc(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    /**
     * Defect 11: the runtime image's launcher works when called through a symbolic link (absolute, relative, a
     * chain). The image is laid out as make-image.sh lays it out, with this JDK's java, so no jlink run is needed.
     */
    @Test
    void imageLauncherWorksThroughLinks() throws Exception {
        Path img = tmp.resolve("image");
        Files.createDirectories(img.resolve("bin"));
        Files.createDirectories(img.resolve("lib/samplesort"));
        Files.createSymbolicLink(img.resolve("bin/java"), Path.of(System.getProperty("java.home"), "bin", "java"));
        Files.copy(jar, img.resolve("lib/samplesort/samplesort.jar"));
        Path launcher = img.resolve("bin/samplesort");
        Files.copy(Path.of("src/build/image-launcher.sh"), launcher);
        assertTrue(launcher.toFile().setExecutable(true));
        Path links = Files.createDirectories(tmp.resolve("links/deeper"));
        Path abs = Files.createSymbolicLink(links.resolve("ss-abs"), launcher);
        Path rel = Files.createSymbolicLink(links.resolve("ss-rel"), links.relativize(launcher));
        Path chain = Files.createSymbolicLink(tmp.resolve("links/ss-chain"), Path.of("deeper/ss-rel"));
        // and the repository's launcher (readlink -f) through a link
        Path repo = Files.createSymbolicLink(links.resolve("ss-repo"), SCRIPT);
        for (Path p : List.of(launcher, abs, rel, chain, repo)) {
            ProcessBuilder pb = new ProcessBuilder(p.toString(), "--version").directory(tmp.toFile());
            pb.environment().put("SAMPLESORT_JAR", jar.toString());
            pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
            Process pr = pb.start();
            pr.getOutputStream().close();
            String out = new String(pr.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            String err = new String(pr.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(pr.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, pr.exitValue(), p + ": " + err);
            assertTrue(out.startsWith("samplesort "), p + ": " + out);
        }
    }

    /**
     * Defect 5 on the command line: a file larger than the heap goes off-heap and is sorted off-heap, so 2^24 longs
     * (128 MiB) sort with a 64 MiB heap (before, the off-heap path copied them into a heap array and failed).
     */
    @Test
    void sortLargerThanTheHeap() throws Exception {
        Path d = Files.createDirectory(tmp.resolve("smallheap"));
        Proc g = runIn(d, "-Xmx64m", "gen", "--type", "long", "--count", "2^24", "--out", "in.bin");
        assertEquals(0, g.rc, g.err);
        Proc s = runIn(d, "-Xmx64m", "sort", "--type", "long", "--in", "in.bin", "--out", "out.bin", "--backend",
                CliTest.backend());
        assertEquals(0, s.rc, s.err);
        assertTrue(s.out.contains("off-heap"), s.out);
        Proc v = runIn(d, "-Xmx64m", "verify", "--type", "long", "--in", "in.bin", "--sorted", "out.bin");
        assertEquals(0, v.rc, v.err);
        Files.delete(d.resolve("in.bin"));
        Files.delete(d.resolve("out.bin"));
    }

    /** {@code --out /dev/stdout} into a pipe writes the records to the pipe (in place), nothing else. */
    @Test
    void sortToStandardOutput() throws Exception {
        Path d = Files.createDirectory(tmp.resolve("stdout"));
        assertEquals(0, runIn(d, null, "gen", "--type", "int", "--values", "int", "--count", "70000", "--out",
                "in.bin").rc);
        assertEquals(0, runIn(d, null, "sort", "--type", "int", "--values", "int", "--in", "in.bin", "--out",
                "ref.bin", "--backend", CliTest.backend()).rc);
        List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString(), "sort", "--type", "int", "--values",
                "int", "--in", "in.bin", "--out", "/dev/stdout", "--quiet", "--backend", CliTest.backend()));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(d.toFile());
        pb.environment().put("SAMPLESORT_JAR", jar.toString());
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process p = pb.start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), err);
        org.junit.jupiter.api.Assertions.assertArrayEquals(Files.readAllBytes(d.resolve("ref.bin")), out);
        assertEquals(List.of(), temporaries(d));
        assertTrue(Files.isSymbolicLink(Path.of("/dev/stdout")) || !Files.isRegularFile(Path.of("/dev/stdout")),
                "/dev/stdout left alone");
    }
}
