package dev.samplesort.cpu;

import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;

/**
 * How many of the cores this process may run on other programs keep busy, read from Linux's {@code /proc} once a
 * window by a reader thread of its own while sorts ask. Why: on two cores with the second kept busy by another
 * program, the two-thread routes get about two thirds of a core per thread while {@code Arrays.sort} keeps a whole
 * one: the halves read 0.78-0.97x, the two-thread team 0.71-1.50x, and one thread 0.95-1.00x the JDK's sort (dev VM,
 * hundred-and-nineteenth session, docs/CPU-LOG.md). {@link CpuConfig#busyThreads} sorts on the calling thread alone
 * while {@link #busy} says so.
 *
 * <p>The reading: the allowed CPUs' busy time in {@code /proc/stat} (user, nice, system, irq, softirq; not steal,
 * which no program here took) less this process's own ({@code /proc/self/stat}: every thread of this JVM, the
 * engine's and the application's, so neither counts) over the window: the cores others used. The allowed CPUs are
 * {@code Cpus_allowed_list} of {@code /proc/self/status} at the first reading ({@code taskset}). A container's CPU
 * quota is not seen: there busy cores are found only where the host's allowed CPUs are all but full.
 *
 * <p>Why a thread: the two files take 80-110 us to read on the 2-core dev VM ({@code /proc/self/stat} alone 63-77
 * us; harness {@code Rc}, hundred-and-twentieth session), as long as a third of a sort of 2^15 keys; on the calling
 * thread, sorts that come further apart than a window would each have paid it. The reader parks a window between
 * readings and, when no sort has asked for {@link #IDLE_NANOS}, until the next one asks (an unpark, only then).
 * Its readings take about 0.1 % of one core while sorts run.
 */
final class BusyCores {
    /**
     * Others' cores above which a window counts as busy: the allowed CPUs less {@link #FREE_MIN}; on two cores 0.6.
     * Harness {@code Bc} (dev VM, 100 ms windows, 20 each): a shell loop read 0.53-1.08 (median 0.83) beside our two
     * threads (it shares two cores with three) and 0.40-1.14 (0.98) beside one; a loop busy half the time (50 ms on,
     * 50 ms off) 0.10-0.62 (0.40) beside two, 0.29-0.74 (0.49) beside one; an idle machine 0-0.26. Half a core is
     * worth keeping two threads for: with that loop the two-thread routes read 1.13x the faster JDK sort (geometric
     * mean of the cells but the dense count's, dev VM, two JVMs), one thread 0.97-0.98x ({@code s120/half.sh}); with
     * the line at 0.45 (the first version) the answer changed from window to window there.
     */
    static final double FREE_MIN = 1.4;

    /**
     * Windows on one side of the line in a row before {@link #busy} changes its answer: one window is often a burst
     * (a busy loop read 0.53 beside two threads, 0.40 beside one, once in 20).
     */
    static final int WINDOWS_TO_CHANGE = 2;

    /**
     * The reader stops reading when no sort asked for this long, and parks until one does. 5 s: a benchmark's
     * JDK sorts between two of ours (16 sorts of `long[2^22]`, about a second on two cores) keep it reading.
     */
    static final long IDLE_NANOS = 5_000_000_000L;

    /**
     * How long the last answer stands without a new window (the reader idle, then a window or two before its
     * next answer): a busy core seen 10 s ago is likely still busy; after that, sorts keep their threads until a
     * new reading.
     */
    static final long STALE_NANOS = 10_000_000_000L;

    private final long windowNanos;
    private final Function<String, String> files;
    /** When a sort last asked (System.nanoTime). */
    private volatile long asked;
    /** The reader thread (null until the first ask), and whether it is parked until the next ask. */
    private volatile Thread reader;
    private volatile boolean idle;
    /** The answer: whether the last WINDOWS_TO_CHANGE windows on one side of the line were above it; when read. */
    private volatile boolean busy;
    private volatile long answered;
    /** Cores others used in the last window (harnesses, tests). */
    private volatile double others;

    // the reader's own state
    private int[] cpus;
    private long lastBusy = -1, lastTotal, lastSelf, lastNanos;
    private int above, below;

    /** @param windowMillis the time between two readings */
    BusyCores(int windowMillis) {
        this(windowMillis, null);
    }

    /**
     * @param files a file's text by its path, null where it cannot be read (tests give their own; null: the files
     *              themselves)
     */
    BusyCores(int windowMillis, Function<String, String> files) {
        this.windowNanos = windowMillis * 1_000_000L;
        this.files = files;
    }

    /**
     * Whether other programs keep the cores busy by the last readings; a sort asking also keeps the reader
     * reading (starts it on the first ask: no reading is ready for that sort, nor for a window or two after a
     * second without sorts).
     */
    boolean busy(long now) {
        if (now - asked > windowNanos / 4) {
            asked = now;
            Thread r = reader;
            if (r == null) start();
            else if (idle) LockSupport.unpark(r);
        }
        return busy && now - answered < STALE_NANOS;
    }

    /** Cores others used in the last window (harnesses, tests). */
    double others() { return others; }

    private synchronized void start() {
        if (reader != null) return;
        // a daemon of its own (as the team's members): it neither keeps the JVM alive nor the caller's class loader.
        // A constructor and an inner class, not the thread builder and a method reference, nor below a string
        // concatenation, a regular expression or a stream: each of those is a bootstrap a fresh JVM pays once, and
        // this runs in a program's first sort of CpuConfig.CONCURRENT_MIN keys or more (the 2-core dev VM, a fresh
        // JVM's first sort of a sorted int[2^16] after one of 16 keys: 3.8-6.3 ms with the reader as it was, 2.5-2.8
        // with it off; hundred-and-forty-first session, harness F3)
        Thread r = new Thread(null, new Reader(), "samplesort-busy-cores", 0, false);
        r.setDaemon(true);
        r.setContextClassLoader(null);
        try {
            r.start();
        } catch (OutOfMemoryError noThread) {
            // no thread to be had (a process at its thread limit): no reading, the sort goes on with its threads
        }
        reader = r;
    }

    /** The reader thread's body. */
    private final class Reader implements Runnable {
        @Override
        public void run() {
            BusyCores.this.run();
        }
    }

    private void run() {
        while (true) {
            long now = System.nanoTime();
            if (now - asked > IDLE_NANOS) {
                lastBusy = -1; // the next window starts at the next reading; the last answer stands (STALE_NANOS)
                idle = true;
                while (System.nanoTime() - asked > IDLE_NANOS) LockSupport.park(this);
                idle = false;
                continue;
            }
            if (!read(now)) return; // nothing to read here: never busy
            LockSupport.parkNanos(this, windowNanos);
        }
    }

    /**
     * One reading at {@code now}: others' cores since the last one, and whether the last windows were busy.
     * Returns false where the files cannot be read or parsed (not Linux).
     */
    boolean read(long now) {
        if (cpus == null) cpus = allowed(file("/proc/self/status"));
        if (cpus.length == 0) return false;
        long[] times = cpuTimes(file("/proc/stat"), cpus);
        long self = selfTicks(file("/proc/self/stat"));
        if (times == null || self < 0) return false;
        if (lastBusy >= 0 && times[1] > lastTotal && now - lastNanos < 3 * windowNanos) {
            double perCpu = (double) (times[1] - lastTotal) / cpus.length; // one CPU's ticks in the window
            double o = Math.max(0, (times[0] - lastBusy) - (self - lastSelf)) / perCpu;
            others = o;
            boolean over = o > cpus.length - FREE_MIN;
            above = over ? above + 1 : 0;
            below = over ? 0 : below + 1;
            if (above >= WINDOWS_TO_CHANGE) busy = true;
            else if (below >= WINDOWS_TO_CHANGE) busy = false;
            answered = now;
        }
        lastBusy = times[0];
        lastTotal = times[1];
        lastSelf = self;
        lastNanos = now;
        return true;
    }

    /** Whether the last readings found the cores busy, however long ago (tests). */
    boolean busyNow() { return busy; }

    private String file(String path) {
        return files == null ? text(path) : files.apply(path);
    }

    /** A /proc file's text, or null where it cannot be read. */
    private static String text(String path) {
        try (var in = new FileInputStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException | RuntimeException unreadable) {
            return null;
        }
    }

    /**
     * The CPUs of {@code Cpus_allowed_list} ("0-3,8,10-11") in a {@code /proc/self/status} text; empty where
     * there is none or it does not parse.
     */
    static int[] allowed(String status) {
        if (status == null) return new int[0];
        int at = status.indexOf("Cpus_allowed_list:");
        if (at < 0) return new int[0];
        int end = status.indexOf('\n', at);
        String list = status.substring(at + "Cpus_allowed_list:".length(), end < 0 ? status.length() : end).trim();
        try {
            int[] out = new int[16];
            int n = 0;
            for (String part : list.split(",")) { // (one character: String.split's own loop, no regular expression)
                int dash = part.indexOf('-');
                int lo = Integer.parseInt(part.substring(0, dash < 0 ? part.length() : dash).trim());
                int hi = dash < 0 ? lo : Integer.parseInt(part.substring(dash + 1).trim());
                if (lo < 0 || hi < lo || hi - lo > 1 << 16) return new int[0];
                for (int c = lo; c <= hi; c++) {
                    if (n == out.length) out = java.util.Arrays.copyOf(out, 2 * n);
                    out[n++] = c;
                }
            }
            return java.util.Arrays.copyOf(out, n);
        } catch (NumberFormatException bad) {
            return new int[0];
        }
    }

    /**
     * {busy, total} ticks of the {@code cpus}' lines of a {@code /proc/stat} text (busy: user, nice, system, irq,
     * softirq; total: those, idle, iowait and steal); null where one of them is missing or does not parse.
     */
    static long[] cpuTimes(String stat, int[] cpus) {
        if (stat == null) return null;
        long busy = 0, total = 0;
        for (int cpu : cpus) {
            String tag = "\ncpu".concat(Integer.toString(cpu)).concat(" ");
            int at = stat.indexOf(tag);
            if (at < 0) return null;
            int end = stat.indexOf('\n', at + 1);
            String[] f = fields(stat.substring(at + tag.length(), end < 0 ? stat.length() : end).trim());
            if (f.length < 8) return null;
            try {
                long user = Long.parseLong(f[0]), nice = Long.parseLong(f[1]), system = Long.parseLong(f[2]),
                        idle = Long.parseLong(f[3]), iowait = Long.parseLong(f[4]), irq = Long.parseLong(f[5]),
                        softirq = Long.parseLong(f[6]), steal = Long.parseLong(f[7]);
                long b = user + nice + system + irq + softirq;
                busy += b;
                total += b + idle + iowait + steal;
            } catch (NumberFormatException bad) {
                return null;
            }
        }
        return new long[] {busy, total};
    }

    /**
     * This process's user and system ticks (fields 14 and 15) from a {@code /proc/self/stat} text; -1 where it
     * does not parse. The command name (field 2, in parentheses) may hold spaces: fields count after its last ')'.
     */
    static long selfTicks(String stat) {
        if (stat == null) return -1;
        int close = stat.lastIndexOf(')');
        if (close < 0) return -1;
        String[] f = fields(stat.substring(close + 1).trim());
        if (f.length < 13) return -1;
        try {
            return Long.parseLong(f[11]) + Long.parseLong(f[12]);
        } catch (NumberFormatException bad) {
            return -1;
        }
    }

    /**
     * The fields of a trimmed line, split at runs of spaces: {@code line.split(" +")} without its regular expression
     * (see start).
     */
    static String[] fields(String line) {
        if (line.isEmpty()) return new String[] {""}; // (as split: the one empty field)
        String[] f = new String[8];
        int n = 0;
        for (int i = 0, len = line.length(); i < len; ) {
            int j = line.indexOf(' ', i);
            if (j < 0) j = len;
            if (n == f.length) f = java.util.Arrays.copyOf(f, 2 * n);
            f[n++] = line.substring(i, j);
            while (j < len && line.charAt(j) == ' ') j++;
            i = j;
        }
        return java.util.Arrays.copyOf(f, n);
    }
}
