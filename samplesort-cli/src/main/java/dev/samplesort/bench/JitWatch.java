package dev.samplesort.bench;

import java.lang.management.ManagementFactory;
import javax.management.JMException;
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
 */
final class JitWatch {
    private static final ObjectName COMMANDS = commands();

    private JitWatch() { }

    private static ObjectName commands() {
        try {
            ObjectName n = new ObjectName("com.sun.management:type=DiagnosticCommand");
            return ManagementFactory.getPlatformMBeanServer().isRegistered(n) ? n : null;
        } catch (JMException | RuntimeException | LinkageError e) {
            return null; // not HotSpot, or no jdk.management: the warm-ups do not wait
        }
    }

    /** Whether this JVM can tell (a HotSpot VM with the diagnostic command MBean). */
    static boolean available() { return COMMANDS != null; }

    /** Whether a compilation of the sorts' code is running or queued; false where that cannot be told. */
    static boolean compilingSorts() {
        String queue = queue();
        return queue != null && busyWithSorts(queue);
    }

    /** Whether a {@code compilerQueue} listing names a method of the library's or the JDK's {@code java.util}. */
    static boolean busyWithSorts(String queue) {
        for (String line : queue.split("\n")) {
            if (line.contains(" dev.samplesort.") || line.contains(" java.util.")) return true;
        }
        return false;
    }

    private static String queue() {
        if (COMMANDS == null) return null;
        try {
            MBeanServer s = ManagementFactory.getPlatformMBeanServer();
            return (String) s.invoke(COMMANDS, "compilerQueue", new Object[] {null},
                    new String[] {String[].class.getName()});
        } catch (JMException | RuntimeException e) {
            return null;
        }
    }
}
