package dev.samplesort.bench;

import dev.samplesort.cli.Args;
import dev.samplesort.cli.CliException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** {@code samplesort chart}: PNG charts from a results.csv (needs a runtime with java.desktop). */
public final class ChartCommand {
    private ChartCommand() {}

    public static Args spec() {
        return new Args("chart", "Draws PNG charts (x = log2 n, y = GKeys/s, one line per algorithm, one chart per "
                + "type x distribution)\nfrom a benchmark's results.csv. Needs a Java runtime with java.desktop.")
                .required("csv", "FILE", "results.csv written by samplesort bench")
                .opt("out", "DIR", null, "where the PNGs go (default: the CSV's directory)");
    }

    public static boolean desktopPresent() { return ModuleLayer.boot().findModule("java.desktop").isPresent(); }

    public static int run(Args a, PrintStream out, PrintStream err) throws Exception {
        Path csv = Path.of(a.get("csv"));
        if (!Files.isRegularFile(csv)) throw new CliException("results file not found: " + csv);
        Path dir = a.get("out") != null ? Path.of(a.get("out")) : csv.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        draw(Reports.readCsv(csv), dir, out);
        return 0;
    }

    /** Draws through reflection so that this class loads on runtimes without java.desktop. */
    @SuppressWarnings("unchecked")
    static List<Path> draw(List<Result> rs, Path dir, PrintStream out) throws Exception {
        if (!desktopPresent()) {
            throw new CliException("this Java runtime has no java.desktop module, so it cannot draw charts; run "
                    + "'samplesort chart' with a full JDK");
        }
        Class<?> c = Class.forName("dev.samplesort.bench.Charts");
        try {
            return (List<Path>) c.getMethod("draw", List.class, Path.class, PrintStream.class).invoke(null, rs, dir,
                    out);
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof Exception x) throw x;
            throw e;
        }
    }
}
