package dev.samplesort.bench;

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
 */
final class JitWatch {
    private static final ObjectName COMMANDS = commands();

    private JitWatch() { }

    /**
     * The diagnostic command MBean where it has the {@code compilerQueue} operation, else null. A runtime linked with
     * jdk.management but without jdk.jfr (Temurin 25.0.3, jlink) registers the MBean with one operation,
     * {@code jfrConfigure}, and none of the VM's other commands; the device runtime of the forty-eighth session and
     * before was such an image, so on the 16-core host the warm-ups never waited for the JIT (forty-ninth session,
     * call C: `int` gaussian 2^10 read 0.92x while C2's recompilation of the sort stood queued behind a 200 ms
     * compilation of the benchmark's own loop).
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

    /** Whether this JVM can tell (a HotSpot VM whose diagnostic command MBean lists the compile queue). */
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
