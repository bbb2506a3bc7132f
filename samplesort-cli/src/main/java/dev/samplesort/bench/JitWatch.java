package dev.samplesort.bench;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import javax.management.JMException;
import javax.management.MBeanOperationInfo;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * Whether HotSpot's JIT is compiling, or has queued, code of the sorts being timed (the library's, {@code dev.samplesort},
 * and the JDK's, {@code java.util}): read from the VM's {@code compilerQueue} diagnostic command (what {@code jcmd PID
 * Compiler.queue} prints; 40-200 us a call).
 *
 * <p>Why: the library's sort routes each input shape through its own branches, and the first input of a new shape
 * takes branches the JIT compiled as never taken. The compiled sort is then thrown away and runs in profiled C1 code
 * until the optimizing compiler has compiled it again, which on the 2-core development VM took 0.6-1.0 s for
 * {@code SampleSortInt.sort} (thirty-eighth session, {@code -XX:+PrintCompilation}). The warm-ups of a small workload
 * (8192 runs of a 1 us sort) end long before that, so its timed runs measured the C1 code: `int` reverse 2^10 and
 * 2^11 took 3.9 and 6.1 us against 0.6 settled (0.16-0.20x the JDK's sort), `int` allequal 2^12 78 us against 0.4.
 * The JDK's sort, compiled from the first workload on, has no such spell. A settled sort is what the benchmark
 * compares, so a workload's warm-ups go on while the JIT works on the sorts' code (Harness.DEFAULT_JIT_WAIT_MILLIS).
 *
 * <p>Two signals, since the sixty-fourth session: the queue, and the JIT's total compile time
 * ({@link #compileMillis}: a warm-up round that added more than {@link #ACTIVE_MILLIS} was still compiling). A shape
 * that traps in several methods one after the other leaves the queue empty between them; and the device kit's
 * runtime, rebuilt on 2026-11-26 without {@code jdk.jfr}, could not read the queue at all (the 16-core readings of
 * about the fifty-sixth to the sixty-third sessions, and of the eighty-eighth: their warm-ups never waited for the
 * JIT; the kit's runtime has {@code jdk.jfr} again since the end of the eighty-eighth session, 0.8 MB more).
 */
final class JitWatch {
    /**
     * Whether this runtime has {@code java.management}: a {@code jlink} image may not (the device kit's runtime of the
     * hundred-and-first session, java.base alone: the benchmark stopped at its first workload with
     * NoClassDefFoundError javax/management/JMException, thrown where the class that names it was first used, outside
     * any catch). Without it the warm-ups do not wait for the JIT (Harness.jitWaitSummary says so), and nothing here
     * touches {@link Mx}, the one class that names the management API.
     */
    private static final boolean MANAGEMENT = ModuleLayer.boot().findModule("java.management").isPresent();

    private JitWatch() { }

    /**
     * Compile time a warm-up round may add while the JIT counts as settled, milliseconds: a round that added more was
     * still compiling, though its queue may be empty at the moment it is read. Why: a new input shape traps in
     * several of the sort's methods one after another (the equality buckets' classification, the leaves, the wider
     * sample), each run in the interpreter or C1's profiled code until compiled again, with an empty queue between
     * them. 2 cores (dev VM, sixty-fourth session, `Hist`: `int` zipf 2^21 after the preset's eleven shapes before
     * it): 146, 23, 32, 24, 14, 11, then 7.1-7.3 ms a sort, the JIT's total time 732, 733, 778, 823, 828, 835, then
     * 835-837 ms; the preset's cell read 0.76x on timed runs of 27.6, 16.3, 9.3, 14.6 ... 7.2 ms, its queue empty
     * after the two warm-ups. Settled sorts added 0-1 ms a sort.
     */
    static final long ACTIVE_MILLIS = 3;

    /** The JIT's total compile time so far in milliseconds (every compiler thread), or -1 where it cannot be read. */
    static long compileMillis() {
        return MANAGEMENT ? Mx.compileMillis() : -1;
    }

    /**
     * Whether the JIT worked on more than {@link #ACTIVE_MILLIS} between two readings of {@link #compileMillis}
     * (false where either is -1).
     */
    static boolean compiledBetween(long before, long after) {
        return before >= 0 && after >= 0 && after - before > ACTIVE_MILLIS;
    }

    /** Whether this JVM can tell (a HotSpot VM whose diagnostic command MBean lists the compile queue). */
    static boolean available() { return MANAGEMENT && Mx.COMMANDS != null; }

    /** Whether a compilation of the sorts' code is running or queued; false where that cannot be told. */
    static boolean compilingSorts() {
        String queue = available() ? Mx.queue() : null;
        return queue != null && busyWithSorts(queue);
    }

    /** Whether a {@code compilerQueue} listing names a method of the library's or the JDK's {@code java.util}. */
    static boolean busyWithSorts(String queue) {
        for (String line : queue.split("\n")) {
            if (line.contains(" dev.samplesort.") || line.contains(" java.util.")) return true;
        }
        return false;
    }

    /** The calls into {@code java.management}, loaded only where the runtime has it ({@link #MANAGEMENT}). */
    private static final class Mx {
        static final ObjectName COMMANDS = commands();

        private static final CompilationMXBean COMPILER = compiler();

        private Mx() { }

        /**
         * The diagnostic command MBean where it has the {@code compilerQueue} operation, else null. A runtime linked
         * with jdk.management but without jdk.jfr (Temurin 25.0.3, jlink) registers the MBean with one operation,
         * {@code jfrConfigure}, and none of the VM's other commands; the device runtime of the forty-eighth session
         * and before was such an image, so on the 16-core host the warm-ups never waited for the JIT (forty-ninth
         * session, call C: `int` gaussian 2^10 read 0.92x while C2's recompilation of the sort stood queued behind a
         * 200 ms compilation of the benchmark's own loop).
         */
        private static ObjectName commands() {
            try {
                ObjectName n = new ObjectName("com.sun.management:type=DiagnosticCommand");
                MBeanServer s = ManagementFactory.getPlatformMBeanServer();
                if (!s.isRegistered(n)) return null;
                for (MBeanOperationInfo op : s.getMBeanInfo(n).getOperations()) {
                    if (op.getName().equals("compilerQueue")) return n;
                }
                return null;
            } catch (JMException | RuntimeException | LinkageError e) {
                return null; // not HotSpot, or no jdk.management: the warm-ups do not wait
            }
        }

        private static CompilationMXBean compiler() {
            try {
                CompilationMXBean b = ManagementFactory.getCompilationMXBean();
                return b != null && b.isCompilationTimeMonitoringSupported() ? b : null;
            } catch (RuntimeException | LinkageError e) {
                return null;
            }
        }

        static long compileMillis() {
            return COMPILER == null ? -1 : COMPILER.getTotalCompilationTime();
        }

        static String queue() {
            try {
                MBeanServer s = ManagementFactory.getPlatformMBeanServer();
                return (String) s.invoke(COMMANDS, "compilerQueue", new Object[] {null},
                        new String[] {String[].class.getName()});
            } catch (JMException | RuntimeException e) {
                return null;
            }
        }
    }
}
