package dev.samplesort.bench;

import dev.samplesort.cli.Args;
import dev.samplesort.cli.CliException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code samplesort report}: the summary tables (medians per cell, ratios to the references, the CPU-vs-JDK table
 * with its sign test) from a results.csv, or from the results.partial.csv a stopped sweep leaves.
 *
 * <p>Why: a sweep writes summary.md only at its end, and one stopped by a time limit (a device call's, a CI job's)
 * kept its runs in results.partial.csv but no tables; the ninety-sixth session's calls B and D (16 cores, 2^26 and
 * 2^12 / 2^16) stopped so with every key type measured. The tables come from the same code as the sweep's own
 * summary ({@link Reports#summary}), so the two agree cell by cell.
 *
 * <p>The summary goes to standard output unless {@code --out} names a file: the directory's own summary.md may be an
 * earlier, finished sweep's, and is not replaced unasked. A partial file's last line may be cut short by a kill
 * (SIGKILL between a line's bytes): that one line is left out with a note; any other malformed line is an error.
 */
public final class ReportCommand {
    private ReportCommand() {}

    public static Args spec() {
        return new Args("report", "Writes a benchmark's summary tables (as summary.md) from its results.csv, or from the\n"
                + "results.partial.csv a stopped sweep leaves.")
                .required("csv", "FILE", "results.csv or results.partial.csv written by samplesort bench")
                .opt("out", "FILE", null, "write the summary to this file (replaced whole) instead of standard output");
    }

    public static int run(Args a, PrintStream out, PrintStream err) throws Exception {
        Path csv = Path.of(a.get("csv"));
        if (!Files.isRegularFile(csv)) throw new CliException("results file not found: " + csv);
        List<Result> rs = read(csv, err);
        if (rs.isEmpty()) throw new CliException(csv + " holds no runs (only its header)");
        String text = Reports.summary(rs, "From " + csv.getFileName() + ": " + rs.size() + " rows"
                + (csv.getFileName().toString().equals(PartialCsv.NAME)
                        ? ", a stopped sweep's (cells whose algorithms did not all run have no ratio)" : "")
                + ". The sweep's settings are in its log.");
        String o = a.get("out");
        if (o == null) {
            out.print(text);
        } else {
            Path file = Path.of(o);
            if (Files.isDirectory(file)) throw new CliException("--out is a directory: " + file + " (name a file)");
            if (file.toAbsolutePath().normalize().equals(csv.toAbsolutePath().normalize())) {
                throw new CliException("--out is the results file itself: " + file);
            }
            Reports.replace(file, text);
            out.println("summary: " + file);
        }
        return 0;
    }

    /** The file's rows; a last line that does not parse (cut short by a kill) is left out with a note on err. */
    static List<Result> read(Path csv, PrintStream err) throws IOException, CliException {
        List<String> lines;
        try {
            lines = Files.readAllLines(csv);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new CliException(csv + " is not a samplesort results.csv (not UTF-8 text; a binary file?)");
        }
        if (lines.isEmpty() || !lines.get(0).startsWith(Result.HEADER)) {
            throw new CliException(csv + " is not a samplesort results.csv (header missing)");
        }
        int last = lines.size() - 1;
        while (last > 0 && lines.get(last).isBlank()) last--;
        List<Result> rs = new ArrayList<>();
        for (int i = 1; i <= last; i++) {
            String l = lines.get(i);
            if (l.isBlank()) continue;
            try {
                rs.add(Result.parse(l));
            } catch (RuntimeException bad) {
                if (i < last) {
                    throw new CliException(csv + " line " + (i + 1) + " is not a results row (" + bad.getMessage()
                            + ")");
                }
                err.println("samplesort report: " + csv + " line " + (i + 1) + " is cut short (a stopped sweep's "
                        + "last row); left out");
            }
        }
        return rs;
    }
}
