package dev.samplesort.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code samplesort report}: a sweep's tables from its results.csv or a stopped sweep's results.partial.csv. */
class ReportCommandTest {
    @TempDir
    Path dir;

    private static Result run(String dist, String algo, int rep, double ms, String note) {
        return new Result("2026-11-30T00:00:00Z", "h", "cpu", "long", dist, 4096, algo, rep, ms,
                Result.gkeys(4096, ms), Result.Status.OK, note);
    }

    /** zipf: ours 0.052 ms against the JDK's 0.045 in every round (0.87x); uniform: ours ahead. */
    private static List<Result> rows() {
        List<Result> rs = new ArrayList<>();
        for (int rep = 1; rep <= 9; rep++) {
            rs.add(run("zipf", "cpu", rep, 0.052, Harness.routeNote("SPLIT")));
            rs.add(run("zipf", "jdk", rep, 0.045, ""));
            rs.add(run("uniform", "cpu", rep, 0.040, Harness.routeNote("SPLIT")));
            rs.add(run("uniform", "jdk", rep, 0.046, ""));
        }
        return rs;
    }

    private Path partial(List<Result> rs, String tail) throws Exception {
        StringBuilder b = new StringBuilder(Result.HEADER).append('\n');
        for (Result r : rs) b.append(r.csv()).append('\n');
        Path f = dir.resolve(PartialCsv.NAME);
        Files.writeString(f, b + tail);
        return f;
    }

    private record Outcome(int code, String out, String err) {}

    private static Outcome report(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream(), e = new ByteArrayOutputStream();
        String[] all = new String[args.length + 1];
        all[0] = "report";
        System.arraycopy(args, 0, all, 1, args.length);
        int code = Main.run(all, new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        return new Outcome(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aStoppedSweepsRowsGiveTheSweepsOwnTables() throws Exception {
        Path f = partial(rows(), "");
        Outcome r = report("--csv", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("| long | zipf | **0.87** SPLIT 9/9 |"), r.out());
        assertTrue(r.out().contains("| long | uniform | 1.15 |"), r.out());
        assertTrue(r.out().contains("(1 of 2 cells)"), r.out());
        assertTrue(r.out().contains("a stopped sweep's"), r.out());
        // the same tables as the sweep's summary.md of those rows
        String own = Reports.summary(rows(), null);
        String tables = own.substring(own.indexOf("\n## long, zipf"));
        assertTrue(r.out().endsWith(tables), r.out());
    }

    @Test
    void aLastLineCutShortIsLeftOutAndAnyOtherBadLineIsAnError() throws Exception {
        Path f = partial(rows(), "2026-11-30T00:00:00Z,h,cpu,long,zipf,40");
        Outcome r = report("--csv", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("line 38 is cut short") && r.err().contains("left out"), r.err());
        assertTrue(r.out().contains("**0.87** SPLIT 9/9"), r.out());

        List<String> lines = new ArrayList<>(Files.readAllLines(f));
        lines.set(3, "not,a,row");
        Files.write(f, lines);
        Outcome bad = report("--csv", f.toString());
        assertEquals(1, bad.code());
        assertTrue(bad.err().contains("line 4 is not a results row"), bad.err());
        assertEquals("", bad.out());
    }

    @Test
    void theSummaryGoesToOutOnlyWhenAskedAndNeverOntoItsInput() throws Exception {
        Path f = partial(rows(), "");
        Path old = dir.resolve("summary.md");
        Files.writeString(old, "an earlier sweep's summary");
        Outcome stdout = report("--csv", f.toString());
        assertEquals(0, stdout.code());
        assertEquals("an earlier sweep's summary", Files.readString(old), "summary.md replaced unasked");

        Path to = dir.resolve("partial-summary.md");
        Outcome written = report("--csv", f.toString(), "--out", to.toString());
        assertEquals(0, written.code(), written.err());
        assertTrue(Files.readString(to).contains("**0.87** SPLIT 9/9"));
        assertFalse(written.out().contains("| long |"), "the tables went to the file: " + written.out());

        String before = Files.readString(f);
        Outcome self = report("--csv", f.toString(), "--out", f.toString());
        assertEquals(1, self.code());
        assertTrue(self.err().contains("--out is the results file itself"), self.err());
        assertEquals(before, Files.readString(f));
        Outcome folder = report("--csv", f.toString(), "--out", dir.toString());
        assertEquals(1, folder.code());
        assertTrue(folder.err().contains("--out is a directory"), folder.err());
    }

    @Test
    void whatIsNotAResultsFileIsNamed() throws Exception {
        Outcome missing = report("--csv", dir.resolve("nope.csv").toString());
        assertEquals(1, missing.code());
        assertTrue(missing.err().contains("results file not found"), missing.err());

        Path other = dir.resolve("keys.csv");
        Files.writeString(other, "a,b,c\n1,2,3\n");
        Outcome notOurs = report("--csv", other.toString());
        assertEquals(1, notOurs.code());
        assertTrue(notOurs.err().contains("is not a samplesort results.csv (header missing)"), notOurs.err());

        Path empty = dir.resolve("results.csv");
        Files.writeString(empty, Result.HEADER + "\n");
        Outcome none = report("--csv", empty.toString());
        assertEquals(1, none.code());
        assertTrue(none.err().contains("holds no runs"), none.err());

        Path binary = dir.resolve("bin.csv");
        Files.write(binary, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2});
        Outcome bin = report("--csv", binary.toString());
        assertEquals(1, bin.code());
        assertTrue(bin.err().contains("not UTF-8 text"), bin.err());
    }
}
