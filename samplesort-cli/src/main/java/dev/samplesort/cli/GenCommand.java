package dev.samplesort.cli;

import dev.samplesort.data.DataGenerator;
import dev.samplesort.data.Distribution;
import java.io.PrintStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteOrder;
import java.nio.file.Path;

/** {@code samplesort gen}: writes n generated keys or key-value records to a little-endian file. */
final class GenCommand {
    private GenCommand() {}

    static Args spec() {
        return new Args("gen", "Writes n keys (or key-value records: key then value, value = index) of a distribution "
                + "to a little-endian binary file.")
                .required("type", "int|long|float|double", "key type")
                .opt("dist", "NAME", "uniform", "distribution: " + Main.distNames())
                .required("count", "N", "number of keys (e.g. 4194304, 2^22, 4Mi)")
                .required("out", "FILE", "output file")
                .opt("seed", "S", "42", "random seed (same seed, same data)")
                .opt("values", "int|long", null, "write key-value records with this value type")
                .opt("p", "P", Integer.toString(DataGenerator.DEFAULT_P), "blocks for bucket/staggered/detdup")
                .flag("progress", "show a progress bar even when stderr is not a terminal")
                .flag("no-progress", "never show a progress bar")
                .flag("quiet", "no summary line")
                .note("Fixed-width records: --type gensort (samplesort gen --type gensort --help)");
    }

    static int run(Args a, PrintStream out, PrintStream err) throws Exception {
        RecordFormat f = Io.format(a);
        Distribution d = Io.distribution(a.get("dist"));
        long n = a.getCount("count");
        long seed = a.getLong("seed");
        int p = a.getInt("p");
        if (p < 1) throw new UsageException("option --p: must be at least 1");
        Path outPath = Path.of(a.get("out"));
        long t0 = System.nanoTime();
        int rec = f.recordBytes();
        long perChunk = Math.max(1, Io.STAGING_BYTES / rec);
        long bytes = Io.fileBytes(n, f);
        try (OutputFile o = OutputFile.create(outPath, bytes);
             Progress bar = new Progress(err, Progress.wanted(a), "gen", n);
             Arena arena = Arena.ofShared()) {
            MemorySegment staging = arena.allocate(perChunk * rec, 8);
            for (long first = 0; first < n; first += perChunk) {
                long c = Math.min(perChunk, n - first);
                MemorySegment s = staging.asSlice(0, c * rec);
                DataGenerator.fillRecords(s, f.key(), f.value(), d, n, first, c, seed, p, ByteOrder.LITTLE_ENDIAN,
                        null);
                o.write(s);
                bar.add(c);
            }
            o.commit();
        }
        long ns = System.nanoTime() - t0;
        if (!a.flag("quiet")) {
            out.printf("generated %d %s records (%s, seed %d) -> %s: %s in %s (%s)%n", n, f.describe(), d, seed,
                    outPath, Io.bytes(n * rec), Io.ms(ns), Io.rate(n, ns));
        }
        return 0;
    }
}
