package dev.samplesort.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A one-line progress bar on stderr ({@code \r}-redrawn, at most 10 times a second). Shown only when enabled —
 * stderr is a terminal or {@code --progress} was given — so piped output is never garbled. Thread-safe.
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

    public Progress(PrintStream err, boolean enabled, String label, long total) {
        this.err = err;
        this.enabled = enabled;
        this.label = label;
        this.total = Math.max(1, total);
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
        int pct = (int) (100 * d / total);
        int width = 30, filled = (int) ((long) width * d / total);
        double s = (now - startNs) / 1e9;
        String line = String.format("%s [%s%s] %3d%% %5.1fs", label, "=".repeat(filled), " ".repeat(width - filled),
                pct, s);
        err.print("\r" + line + " ".repeat(Math.max(0, lastWidth - line.length())));
        err.flush();
        lastWidth = line.length();
    }

    /** Clears the bar's line. */
    @Override
    public synchronized void close() {
        if (!enabled || lastWidth == 0) return;
        err.print("\r" + " ".repeat(lastWidth) + "\r");
        err.flush();
        lastWidth = 0;
    }
}
