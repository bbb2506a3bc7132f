package dev.samplesort.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * The sweep's rows as they are measured, one line each, flushed at once: {@value #NAME} in the output directory, in
 * results.csv's format. A sweep that is stopped (a time limit's SIGTERM or SIGKILL, an error that ends the JVM)
 * leaves its runs so far there, where results.csv and summary.md, written only at the end, stay as they were; a
 * sweep that ends deletes it once those are written. (Device calls have a time limit: a sweep cut short by it had
 * kept nothing, eightieth session, call C.) A write that fails (a full disk) is reported once and the rest not
 * written; the sweep goes on, its results.csv whole at the end.
 */
final class PartialCsv implements Consumer<Result>, AutoCloseable {
    /** The file's name in the output directory. */
    static final String NAME = "results.partial.csv";

    private final Path file;
    private final PrintStream err;
    private BufferedWriter w;

    private PartialCsv(Path file, PrintStream err, BufferedWriter w) {
        this.file = file;
        this.err = err;
        this.w = w;
    }

    /** Starts {@code dir}/{@value #NAME} (replacing one a stopped sweep left) with results.csv's header. */
    static PartialCsv open(Path dir, PrintStream err) {
        Path file = dir.resolve(NAME);
        BufferedWriter w = null;
        try {
            w = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("samplesort bench: " + file + " not written (" + e.getMessage() + "); results.csv comes at "
                    + "the end");
        }
        PartialCsv p = new PartialCsv(file, err, w);
        p.line(Result.HEADER);
        return p;
    }

    @Override
    public void accept(Result r) {
        line(r.csv());
    }

    /** Writes one line and flushes it; the first failure is reported and ends the writing. */
    private void line(String text) {
        if (w == null) return;
        try {
            w.write(text);
            w.newLine();
            w.flush();
        } catch (IOException e) {
            err.println("samplesort bench: " + file + " no longer written (" + e.getMessage() + "); results.csv comes "
                    + "at the end");
            w = closeQuietly(w);
        }
    }

    /** The sweep ended and its results are written: the file is deleted. */
    void finished() throws IOException {
        close();
        Files.deleteIfExists(file);
    }

    /** Closes the file and leaves it (a sweep that did not end: its runs so far). */
    @Override
    public void close() {
        w = closeQuietly(w);
    }

    private static BufferedWriter closeQuietly(BufferedWriter w) {
        if (w != null) {
            try {
                w.close();
            } catch (IOException ignored) {
                // its lines were flushed one by one; nothing more to keep
            }
        }
        return null;
    }
}
