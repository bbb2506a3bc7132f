package dev.samplesort.cli;

import java.io.PrintStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;

/** {@code samplesort verify}: the sorted file is in order and a permutation of the input (record checksum). */
final class VerifyCommand {
    private VerifyCommand() {}

    static Args spec() {
        return new Args("verify", "Checks that SORTED is in order (Java's total order for float/double) and holds "
                + "the same records as IN\n(order-independent checksum of every record's raw bits: count, sum, xor).")
                .required("type", "int|long|float|double", "key type")
                .required("in", "FILE", "the unsorted input")
                .required("sorted", "FILE", "the file to check")
                .opt("values", "int|long", null, "records are key-value pairs with this value type")
                .flag("descending", "expect descending order")
                .flag("quiet", "print nothing when the check passes")
                .note("Fixed-width records: --type gensort, or --record-size R --key OFFSET:LENGTH (samplesort verify --type gensort --help)");
    }

    static int run(Args a, PrintStream out, PrintStream err) throws Exception {
        RecordFormat f = Io.format(a);
        Path in = Path.of(a.get("in")), sorted = Path.of(a.get("sorted"));
        boolean desc = a.flag("descending");
        long n = Io.records(in, f), m = Io.records(sorted, f);
        if (n != m) {
            err.printf("samplesort verify: FAILED: %s holds %d records, %s holds %d%n", sorted, m, in, n);
            return 1;
        }
        try (Arena arena = Arena.ofShared()) {
            MemorySegment a1 = Io.mapReadOnly(in, n * f.recordBytes(), arena);
            MemorySegment s1 = Io.mapReadOnly(sorted, n * f.recordBytes(), arena);
            long bad = Checks.firstViolation(s1, f, n, desc);
            Checks.Checksum ci = Checks.checksum(a1, f, n), cs = Checks.checksum(s1, f, n);
            boolean ok = true;
            if (bad >= 0) {
                err.printf("samplesort verify: FAILED: not sorted %s at record %d: key %s follows key %s%n",
                        desc ? "descending" : "ascending", bad, Checks.keyAtLE(s1, f, bad),
                        Checks.keyAtLE(s1, f, bad - 1));
                ok = false;
            }
            if (!ci.equals(cs)) {
                err.printf("samplesort verify: FAILED: %s is not a permutation of %s (record checksums differ: %s vs "
                        + "%s)%n", sorted, in, cs, ci);
                ok = false;
            }
            if (!ok) return 1;
            if (!a.flag("quiet")) {
                out.printf("OK: %d %s records sorted %s, a permutation of the input (%s)%n", n, f.describe(),
                        desc ? "descending" : "ascending", ci);
            }
            return 0;
        }
    }
}
