package dev.samplesort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The tools use samplesort-core through its public API ({@code dev.samplesort}, {@code dev.samplesort.data}) and
 * the one internal entry {@code dev.samplesort.internal.Tooling}; the {@code sort} command never goes through
 * benchmark code. Checked on the sources, so that a new import of an engine package fails the build.
 */
class CoreBoundaryTest {
    private static final Pattern CORE_REF = Pattern.compile("dev\\.samplesort\\.(spi|cpu|gpu|cuda|internal)\\.(\\w+)");

    private static List<Path> sources(String pkg) {
        try (Stream<Path> s = Files.walk(Path.of("src/main/java/dev/samplesort", pkg))) {
            return s.filter(p -> p.toString().endsWith(".java")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void onlyTheApiAndTheToolingEntry() throws IOException {
        List<String> bad = new ArrayList<>();
        List<Path> all = new ArrayList<>(sources("cli"));
        all.addAll(sources("bench"));
        assertTrue(all.size() > 20, "sources found: " + all.size());
        for (Path p : all) {
            Matcher m = CORE_REF.matcher(Files.readString(p));
            while (m.find()) {
                if (!(m.group(1).equals("internal") && m.group(2).equals("Tooling"))) bad.add(p + ": " + m.group());
            }
        }
        assertEquals(List.of(), bad);
    }

    /** The cli package names bench code only where Main dispatches the bench and chart commands. */
    @Test
    void theCliDoesNotSortThroughBenchmarkCode() throws IOException {
        List<String> bad = new ArrayList<>();
        for (Path p : sources("cli")) {
            if (p.getFileName().toString().equals("Main.java")) continue;
            if (Files.readString(p).contains("dev.samplesort.bench")) bad.add(p.toString());
        }
        assertEquals(List.of(), bad);
    }
}
