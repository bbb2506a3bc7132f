package dev.samplesort.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A one-line progress bar on stderr ({@code \r}-redrawn, at most 10 times a second) with the elapsed time and, once
 * some work is done, an estimate of the time left (from the rate so far). A phase without countable steps (the
 * library's sort is one call) is shown by {@link #running}: a moving marker and the elapsed time, redrawn by a
 * timer, instead of a bar that sits at 0 % and jumps to 100 %. Shown only when enabled — stderr is a terminal or
 * {@code --progress} was given — so piped output is never garbled. Thread-safe.
 */
public final class Progress implements AutoCloseable {
    private final PrintStream err;
    private final boolean enabled;
    private final long total;
    private final long startNs = System.nanoTime();
    private final AtomicLong done = new AtomicLong();
    private volatile String label;
    private long lastDraw;
    private int lastWidth;
    private final boolean indeterminate;
    private Thread ticker;

    public Progress(PrintStream err, boolean enabled, String label, long total) {
        this(err, enabled, label, total, false);
    }

    private Progress(PrintStream err, boolean enabled, String label, long total, boolean indeterminate) {
        this.err = err;
        this.enabled = enabled;
        this.label = label;
        this.total = Math.max(1, total);
        this.indeterminate = indeterminate;
    }

    /**
     * A phase whose progress cannot be counted: shows a moving marker and the elapsed time, redrawn 4 times a
     * second by a daemon thread until {@link #close()}.
     */
    public static Progress running(PrintStream err, boolean enabled, String label) {
        Progress p = new Progress(err, enabled, label, 1, true);
        if (enabled) {
            p.draw(true);
            p.ticker = Thread.ofPlatform().daemon().name("samplesort-progress").start(() -> {
                try {
                    while (!Thread.currentThread().isInterrupted()) {
                        Thread.sleep(250);
                        p.draw(true);
                    }
                } catch (InterruptedException ignored) {
                    // closed
                }
            });
        }
        return p;
    }

    /** A disabled bar. */
    public static Progress none() { return new Progress(System.err, false, "", 1); }

    /** Whether the bar should show: --progress, else --no-progress, else stderr is a terminal. */
    public static boolean wanted(Args a) {
        if (a.flag("progress")) return true;
        if (a.flag("no-progress")) return false;
        return stderrIsTerminal();
    }

    /** Linux: /proc/self/fd/2 points at a tty or pty; elsewhere: a console that is a terminal. */
    public static boolean stderrIsTerminal() {
        try {
            Path fd2 = Path.of("/proc/self/fd/2");
            if (Files.exists(fd2, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                String t = Files.readSymbolicLink(fd2).toString();
                return t.startsWith("/dev/pts/") || t.startsWith("/dev/tty");
            }
        } catch (Exception ignored) {
            // fall through
        }
        java.io.Console c = System.console();
        return c != null && c.isTerminal();
    }

    public boolean enabled() { return enabled; }

    public void label(String l) {
        this.label = l;
        draw(true);
    }

    public void add(long n) {
        done.addAndGet(n);
        draw(false);
    }

    public void set(long n) {
        done.set(n);
        draw(false);
    }

    private synchronized void draw(boolean force) {
        if (!enabled) return;
        long now = System.nanoTime();
        if (!force && now - lastDraw < 100_000_000L) return;
        lastDraw = now;
        long d = Math.min(done.get(), total);
        int width = 30;
        double s = (now - startNs) / 1e9;
        String line;
        if (indeterminate) {
            int at = (int) ((now - startNs) / 250_000_000L % (2 * width - 2));
            int pos = at < width ? at : 2 * width - 2 - at;
            line = String.format("%s [%s<=>%s] %5.1fs", label, " ".repeat(pos), " ".repeat(width - pos), s);
        } else {
            int pct = (int) (100 * d / total);
            int filled = (int) ((long) width * d / total);
            String eta = d == 0 || d == total ? "" : String.format(" ETA %.1fs", s * (total - d) / d);
            line = String.format("%s [%s%s] %3d%% %5.1fs%s", label, "=".repeat(filled), " ".repeat(width - filled),
                    pct, s, eta);
        }
        err.print("\r" + line + " ".repeat(Math.max(0, lastWidth - line.length())));
        err.flush();
        lastWidth = line.length();
    }

    /** Clears the bar's line. */
    @Override
    public void close() {
        Thread t = ticker;
        if (t != null) {
            t.interrupt();
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        clear();
    }

    private synchronized void clear() {
        if (!enabled || lastWidth == 0) return;
        err.print("\r" + " ".repeat(lastWidth) + "\r");
        err.flush();
        lastWidth = 0;
    }
}
