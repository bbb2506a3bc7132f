package dev.samplesort.cpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The busy-cores reading (BusyCores): the /proc texts it parses, the windows' arithmetic and the busy answer, on
 * texts the tests write (a machine whose other programs' load the test sets), and the reader thread on them.
 */
class BusyCoresTest {
    private static final long MS = 1_000_000L;

    @Test
    void allowedCpusFromStatus() {
        String status = "Name:\tjava\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1,4,6-7\nMems_allowed:\t1\n";
        assertArrayEquals(new int[] {0, 1, 4, 6, 7}, BusyCores.allowed(status));
        assertArrayEquals(new int[] {2}, BusyCores.allowed("Cpus_allowed_list:\t2"));
        assertArrayEquals(new int[0], BusyCores.allowed(null), "unreadable");
        assertArrayEquals(new int[0], BusyCores.allowed("Name:\tjava\n"), "no list");
        assertArrayEquals(new int[0], BusyCores.allowed("Cpus_allowed_list:\t0-x\n"), "bad number");
        assertArrayEquals(new int[0], BusyCores.allowed("Cpus_allowed_list:\t5-3\n"), "a range backwards");
    }

    @Test
    void fieldsSplitAsTheRegularExpressionDid() {
        assertArrayEquals(new String[] {"a"}, BusyCores.fields("a"));
        assertArrayEquals(new String[] {""}, BusyCores.fields(""));
        assertArrayEquals(new String[] {"12", "0", "x\ty", "7"}, BusyCores.fields("12   0 x\ty  7"));
        java.util.Random r = new java.util.Random(141);
        for (int t = 0; t < 2000; t++) {
            StringBuilder b = new StringBuilder();
            for (int k = r.nextInt(40); k > 0; k--) b.append(" ab1\t-".charAt(r.nextInt(6)));
            String line = b.toString().trim(); // (the parsers trim first)
            assertArrayEquals(line.split(" +"), BusyCores.fields(line), "'" + line + "'");
        }
    }

    @Test
    void cpuTimesOfTheAllowedCpusOnly() {
        String stat = "cpu  100 1 20 300 4 5 6 7 0 0\n"
                + "cpu0 10 1 2 30 4 5 6 7 0 0\n"
                + "cpu1 90 0 18 270 0 0 0 0 0 0\n"
                + "cpu10 1000 0 0 0 0 0 0 0 0 0\n"
                + "intr 1 2 3\n";
        // busy: user + nice + system + irq + softirq; total adds idle, iowait and steal
        assertArrayEquals(new long[] {10 + 1 + 2 + 5 + 6, 10 + 1 + 2 + 5 + 6 + 30 + 4 + 7},
                BusyCores.cpuTimes(stat, new int[] {0}));
        assertArrayEquals(new long[] {24 + 108, 65 + 378}, BusyCores.cpuTimes(stat, new int[] {0, 1}));
        assertArrayEquals(new long[] {1000, 1000}, BusyCores.cpuTimes(stat, new int[] {10}), "cpu10 is not cpu1");
        assertNull(BusyCores.cpuTimes(stat, new int[] {2}), "a CPU without a line");
        assertNull(BusyCores.cpuTimes("cpu0 1 2 3\n", new int[] {0}), "too few fields");
        assertNull(BusyCores.cpuTimes(null, new int[] {0}));
    }

    @Test
    void selfTicksCountAfterTheCommandName() {
        String stat = "4242 (my (odd) cmd) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 30 0 99 1 2";
        assertEquals(325, BusyCores.selfTicks(stat));
        assertEquals(-1, BusyCores.selfTicks("4242 (java) S 1 2"), "too few fields");
        assertEquals(-1, BusyCores.selfTicks("no parentheses"));
        assertEquals(-1, BusyCores.selfTicks(null));
    }

    /** A machine of {@code cpus} CPUs whose counters the test moves on, as the three files show them. */
    private static final class Machine {
        final int cpus;
        long busy, idle, self;

        Machine(int cpus) { this.cpus = cpus; }

        /** One window of {@code ticks} per CPU: this process used {@code mine} CPUs' worth, others {@code theirs}. */
        void window(int ticks, double mine, double theirs) {
            long b = Math.round(ticks * (mine + theirs));
            busy += b;
            idle += (long) ticks * cpus - b;
            self += Math.round(ticks * mine);
        }

        String file(String path) {
            switch (path) {
                case "/proc/self/status": return "Name:\tjava\nCpus_allowed_list:\t0-" + (cpus - 1) + "\n";
                case "/proc/self/stat": return "7 (java) R 1 7 7 0 -1 0 0 0 0 0 " + self + " 0 0 0 20 0 9 0";
                case "/proc/stat":
                    StringBuilder s = new StringBuilder("cpu  0 0 0 0 0 0 0 0 0 0\n");
                    for (int c = 0; c < cpus; c++) {
                        // the totals spread over the CPUs, the remainder on cpu0
                        long b = busy / cpus + (c == 0 ? busy % cpus : 0), i = idle / cpus + (c == 0 ? idle % cpus : 0);
                        s.append("cpu").append(c).append(' ').append(b).append(" 0 0 ").append(i)
                                .append(" 0 0 0 0 0 0\n");
                    }
                    return s.append("intr 0\n").toString();
                default: return null;
            }
        }
    }

    @Test
    void twoWindowsInARowChangeTheAnswerOnTwoCores() {
        Machine m = new Machine(2);
        BusyCores b = new BusyCores(100, m::file);
        long t = 1_000 * MS;
        assertTrue(b.read(t), "the first reading: the baseline");
        assertFalse(b.busyNow());
        m.window(10, 1.9, 0.1); // idle machine: our two threads and a daemon
        assertTrue(b.read(t += 100 * MS));
        assertEquals(0.1, b.others(), 1e-9);
        assertFalse(b.busyNow());
        m.window(10, 1.3, 0.7); // a loop beside our two threads: it gets about two thirds of a core
        b.read(t += 100 * MS);
        assertEquals(0.7, b.others(), 1e-9);
        assertFalse(b.busyNow(), "one busy window is not enough");
        m.window(10, 1.5, 0.5); // a loop busy half the time: below the line (0.6 on two cores)
        b.read(t += 100 * MS);
        m.window(10, 1.2, 0.8);
        b.read(t += 100 * MS);
        assertFalse(b.busyNow(), "not two in a row");
        m.window(10, 1.3, 0.7);
        b.read(t += 100 * MS);
        assertTrue(b.busyNow(), "two in a row");
        m.window(10, 1.0, 1.0); // on one thread now: the loop keeps its core
        b.read(t += 100 * MS);
        m.window(10, 1.6, 0.4); // a dip
        b.read(t += 100 * MS);
        assertTrue(b.busyNow(), "one window below is not enough");
        m.window(10, 1.0, 0.0); // the loop ended
        b.read(t += 100 * MS);
        assertEquals(0.0, b.others(), 1e-9);
        assertFalse(b.busyNow(), "two below in a row");
    }

    @Test
    void aBusyMachineSortsOnTheCallingThread() {
        // each reading its own machine, asked once at the end: an ask starts the reader thread, whose readings
        // (of counters that no longer move) change nothing
        assertEquals(2, CpuConfig.busyThreads(2, withWindows(0.7)), "one busy window");
        assertEquals(1, CpuConfig.busyThreads(2, withWindows(0.7, 0.7)), "two");
        assertEquals(1, CpuConfig.busyThreads(1, withWindows(0.7, 0.7)));
        assertEquals(1, CpuConfig.busyThreads(2, withWindows(0.7, 0.7, 0.1)), "one idle window");
        assertEquals(2, CpuConfig.busyThreads(2, withWindows(0.7, 0.7, 0.1, 0.1)), "two idle windows");
        assertEquals(2, CpuConfig.busyThreads(2, withWindows(0.5, 0.5, 0.5)), "half a core: below the line");
        assertEquals(2, CpuConfig.busyThreads(2, withWindows()), "nothing read yet: its threads");
        assertEquals(2, CpuConfig.busyThreads(2, null), "off");
        BusyCores old = withWindows(0.7, 0.7);
        assertTrue(old.busyNow());
        assertFalse(old.busy(System.nanoTime() + BusyCores.STALE_NANOS), "an answer older than STALE_NANOS");
    }

    /** A 2-CPU machine's reading: a baseline, then windows in which others used the given cores. */
    private static BusyCores withWindows(double... others) {
        return withWindows(2, others);
    }

    /** The same on {@code cpus} CPUs, this process using the rest. */
    static BusyCores withWindows(int cpus, double... others) {
        Machine m = new Machine(cpus);
        BusyCores b = new BusyCores(100, m::file);
        long t = System.nanoTime() - others.length * 100 * MS; // the last window ends now: a fresh answer
        b.read(t);
        for (double o : others) {
            m.window(10, cpus - o, o);
            b.read(t += 100 * MS);
        }
        return b;
    }

    @Test
    void aBusyCoreOfSixteenIsNotBusy() {
        // one other program on one core of sixteen: fifteen free
        BusyCores one = withWindows(16, 1, 1, 1, 1);
        assertEquals(1.0, one.others(), 1e-9);
        assertFalse(one.busyNow());
        assertTrue(withWindows(16, 1, 1, 15, 15).busyNow(), "fifteen busy: one free");
    }

    @Test
    void aStaleBaselineStartsANewWindow() {
        Machine m = new Machine(2);
        BusyCores b = new BusyCores(100, m::file);
        long t = 0;
        b.read(t);
        m.window(10, 0, 2);
        b.read(t += 100 * MS);
        assertEquals(2.0, b.others(), 1e-9);
        m.window(100, 0, 0); // a second later: too long a window to answer for now, read as a new baseline
        b.read(t += 1000 * MS);
        assertEquals(2.0, b.others(), 1e-9, "not a reading");
        m.window(10, 0, 0);
        b.read(t += 100 * MS);
        assertEquals(0.0, b.others(), 1e-9);
    }

    @Test
    void unreadableFilesNeverCountAsBusy() {
        assertFalse(new BusyCores(100, path -> null).read(0), "no /proc");
        Map<String, String> noStat = Map.of("/proc/self/status", "Cpus_allowed_list:\t0-1\n");
        assertFalse(new BusyCores(100, noStat::get).read(0), "no /proc/stat");
        BusyCores b = new BusyCores(10, path -> null);
        for (int i = 0; i < 5; i++) assertFalse(b.busy(System.nanoTime()));
    }

    @Test
    void theReaderAnswersBusyWhileSortsAsk() throws InterruptedException {
        // the machine's counters move on as the clock does: others keep both cores busy
        AtomicLong start = new AtomicLong(System.nanoTime());
        BusyCores b = new BusyCores(5, path -> {
            long ticks = (System.nanoTime() - start.get()) / (10 * MS) + 1; // 100 Hz per CPU
            switch (path) {
                case "/proc/self/status": return "Cpus_allowed_list:\t0-1\n";
                case "/proc/self/stat": return "7 (java) R 1 7 7 0 -1 0 0 0 0 0 0 0 0 0 20 0 9 0";
                case "/proc/stat": return "cpu  0\ncpu0 " + ticks + " 0 0 0 0 0 0 0\ncpu1 " + ticks + " 0 0 0 0 0 0 0\n";
                default: return null;
            }
        });
        assertFalse(b.busy(System.nanoTime()), "the first ask only starts the reader");
        boolean busy = false;
        for (long end = System.nanoTime() + 10_000 * MS; !busy && System.nanoTime() < end; Thread.sleep(5)) {
            busy = b.busy(System.nanoTime());
        }
        assertTrue(busy, "a reader whose readings all find two busy cores answers busy within 10 s");
    }
}
