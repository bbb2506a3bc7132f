package dev.samplesort.bench;

import dev.samplesort.internal.Tooling;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** results.csv and summary.md. */
public final class Reports {
    private Reports() {}

    public static void writeCsv(List<Result> rs, Path file) throws IOException {
        StringBuilder b = new StringBuilder(Result.HEADER).append('\n');
        for (Result r : rs) b.append(r.csv()).append('\n');
        replace(file, b.toString());
    }

    /**
     * Writes {@code text} to a temporary file beside {@code file} and renames it onto {@code file}, so that a run
     * stopped while writing leaves the file that was there (an earlier sweep's) whole, never half of the new one.
     */
    static void replace(Path file, String text) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        try {
            Files.writeString(tmp, text);
            try {
                Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    public static List<Result> readCsv(Path file) throws IOException {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new IOException(file + " is not a samplesort results.csv (not UTF-8 text; a binary file?)");
        }
        if (lines.isEmpty() || !lines.get(0).startsWith("date,host,device,type,dist,n,algo")) {
            throw new IOException(file + " is not a samplesort results.csv (header missing)");
        }
        List<Result> rs = new ArrayList<>();
        for (String l : lines.subList(1, lines.size())) if (!l.isBlank()) rs.add(Result.parse(l));
        return rs;
    }

    /**
     * Aggregate of one (type, dist, n, algo). {@code runMs}: each timed run's ms by its number (index rep - 1; NaN
     * where that run has no time), which pairs a run with the other columns' run of the same round
     * ({@link #roundsBelow}); an array, so compared by identity in {@code equals}.
     */
    public record Cell(String type, String dist, long n, String algo, double medianMs, double minMs, double maxMs,
                       double gkeys, String status, String routes, double[] runMs) {
        /** Without the runs (a table of medians alone). */
        public Cell(String type, String dist, long n, String algo, double medianMs, double minMs, double maxMs,
                    double gkeys, String status, String routes) {
            this(type, dist, n, algo, medianMs, minMs, maxMs, gkeys, status, routes, new double[0]);
        }

        /** Without routes (an algorithm that names none) or runs. */
        public Cell(String type, String dist, long n, String algo, double medianMs, double minMs, double maxMs,
                    double gkeys, String status) {
            this(type, dist, n, algo, medianMs, minMs, maxMs, gkeys, status, "");
        }
    }

    /** The distinct non-null routes in order, joined by "/" ("" where none). */
    static String distinctRoutes(List<String> routes) {
        return String.join("/", new LinkedHashSet<>(routes.stream().filter(java.util.Objects::nonNull).toList()));
    }

    /** One cell per (type, dist, n, algo), in first-seen order; status OK, FAILED, ERROR or SKIPPED. */
    public static List<Cell> cells(List<Result> rs) {
        Map<String, List<Result>> groups = new LinkedHashMap<>();
        for (Result r : rs) {
            groups.computeIfAbsent(r.type() + "|" + r.dist() + "|" + r.n() + "|" + r.algo(), k -> new ArrayList<>())
                    .add(r);
        }
        List<Cell> out = new ArrayList<>();
        for (List<Result> g : groups.values()) {
            Result f = g.get(0);
            String status = "OK";
            for (Result r : g) {
                if (r.status() == Result.Status.FAILED) status = "FAILED";
                else if (r.status() == Result.Status.ERROR && !status.equals("FAILED")) status = "ERROR";
            }
            double[] ms = g.stream().filter(r -> r.status() == Result.Status.OK).mapToDouble(Result::ms).sorted()
                    .toArray();
            if (status.equals("OK") && ms.length == 0) status = "SKIPPED";
            double med = Harness.median(ms);
            String routes = distinctRoutes(g.stream().filter(r -> r.status() == Result.Status.OK)
                    .map(r -> r.note().startsWith(Harness.ROUTE_NOTE) ? r.note().substring(Harness.ROUTE_NOTE.length())
                            : null).toList());
            int reps = g.stream().mapToInt(Result::rep).max().orElse(0);
            double[] byRep = new double[Math.max(reps, 0)];
            Arrays.fill(byRep, Double.NaN);
            for (Result r : g) if (r.status() == Result.Status.OK && r.rep() >= 1) byRep[r.rep() - 1] = r.ms();
            out.add(new Cell(f.type(), f.dist(), f.n(), f.algo(), med, ms.length > 0 ? ms[0] : Double.NaN,
                    ms.length > 0 ? ms[ms.length - 1] : Double.NaN,
                    status.equals("OK") ? Result.gkeys(f.n(), med) : Double.NaN, status, routes, byRep));
        }
        return out;
    }

    private static final List<String> REFERENCES = List.of("cub-radix", "cub-merge", "jdkpar");

    public static String summary(List<Result> rs) {
        return summary(rs, null);
    }

    /** The summary, with the sweep's settings ({@code settings}: Harness.Config#describe; null: not known) on top. */
    public static String summary(List<Result> rs, String settings) {
        List<Cell> cells = cells(rs);
        StringBuilder sb = new StringBuilder("# samplesort benchmark summary\n\n");
        if (!rs.isEmpty()) {
            sb.append("Host ").append(rs.get(0).host()).append(", started ").append(rs.get(0).date()).append(". ");
        }
        sb.append("Median of the timed runs (min–max in brackets); rate in GKeys/s (10^9 keys/s). "
                + "Ratios are this algorithm's rate over the reference's (>1 = faster). "
                + "FAILED = a wrong answer (see results.csv), never a time.\n");
        if (settings != null) sb.append('\n').append(settings).append('\n');
        Set<String> workloads = new LinkedHashSet<>();
        for (Cell c : cells) workloads.add(c.type() + "|" + c.dist());
        for (String w : workloads) {
            String[] td = w.split("\\|");
            List<Cell> mine = cells.stream().filter(c -> c.type().equals(td[0]) && c.dist().equals(td[1])
                    && !c.status().equals("SKIPPED")).toList();
            if (mine.isEmpty()) continue;
            Set<String> refs = new LinkedHashSet<>();
            for (String ref : REFERENCES) {
                if (mine.stream().anyMatch(c -> c.algo().equals(ref) && c.status().equals("OK"))) refs.add(ref);
            }
            sb.append("\n## ").append(td[0]).append(", ").append(td[1]).append("\n\n");
            sb.append("| n | algorithm | median ms | min–max ms | GKeys/s |");
            for (String ref : refs) sb.append(" vs ").append(ref).append(" |");
            sb.append("\n|---|---|---|---|---|");
            sb.append("---|".repeat(refs.size())).append('\n');
            for (Cell c : mine) {
                sb.append("| ").append(Harness.sizeText(c.n())).append(" | ").append(c.algo()).append(" | ");
                if (!c.status().equals("OK")) {
                    sb.append("**").append(c.status()).append("** | | |");
                    sb.append(" |".repeat(refs.size())).append('\n');
                    continue;
                }
                sb.append(String.format("%.3f | %.3f–%.3f | %.4f |", c.medianMs(), c.minMs(), c.maxMs(), c.gkeys()));
                for (String ref : refs) {
                    Cell r = mine.stream().filter(x -> x.algo().equals(ref) && x.n() == c.n()
                            && x.status().equals("OK")).findFirst().orElse(null);
                    sb.append(r == null || c.algo().equals(ref) ? " |" : String.format(" %.2f |", c.gkeys() / r.gkeys()));
                }
                sb.append('\n');
            }
        }
        sb.append(cpuVsJdk(cells));
        Map<String, String> skipped = new LinkedHashMap<>();
        for (Result r : rs) {
            if (r.status() == Result.Status.SKIPPED) skipped.putIfAbsent(r.algo() + ": " + r.note(), r.type());
        }
        if (!skipped.isEmpty()) {
            sb.append("\n## Skipped\n\n");
            for (String s : skipped.keySet()) sb.append("- ").append(s).append('\n');
        }
        List<Result> bad = rs.stream().filter(r -> r.status() == Result.Status.FAILED
                || r.status() == Result.Status.ERROR).toList();
        if (!bad.isEmpty()) {
            sb.append("\n## Failures\n\n");
            for (Result r : bad) {
                sb.append(String.format("- %s %s %s %s rep %d: %s %s%n", r.type(), r.dist(), Harness.sizeText(r.n()),
                        r.algo(), r.rep(), r.status(), r.note()));
            }
        }
        return sb.toString();
    }

    /**
     * Issue 14's table: for every (type, distribution) and size where {@code cpu} and {@code jdk} or {@code jdkpar}
     * ran, the faster JDK median over the CPU backend's median (>= 1: the CPU backend is at least as fast);
     * cells below 0.95 in bold and counted. Empty when the sweep has no such pair.
     */
    static String cpuVsJdk(List<Cell> cells) {
        Map<String, Cell> byKey = new LinkedHashMap<>();
        Set<Long> sizes = new java.util.TreeSet<>();
        Set<String> rows = new LinkedHashSet<>();
        for (Cell c : cells) {
            if (!c.status().equals("OK")) continue;
            byKey.put(c.type() + "|" + c.dist() + "|" + c.n() + "|" + c.algo(), c);
            if (c.algo().equals("cpu")) {
                sizes.add(c.n());
                rows.add(c.type() + "|" + c.dist());
            }
        }
        StringBuilder sb = new StringBuilder();
        int below = 0, total = 0, belowOnJdk = 0, clear = 0;
        for (String row : rows) {
            StringBuilder line = new StringBuilder("| " + row.replace("|", " | ") + " |");
            boolean any = false;
            for (long n : sizes) {
                Cell cpu = byKey.get(row + "|" + n + "|cpu");
                Cell jdk = byKey.get(row + "|" + n + "|jdk"), par = byKey.get(row + "|" + n + "|jdkpar");
                double best = Math.min(jdk == null ? Double.POSITIVE_INFINITY : jdk.medianMs(),
                        par == null ? Double.POSITIVE_INFINITY : par.medianMs());
                if (cpu == null || Double.isInfinite(best)) {
                    line.append(" |");
                    continue;
                }
                any = true;
                double r = best / cpu.medianMs();
                total++;
                if (r < TARGET) {
                    below++;
                    if (onJdkSort(cpu.routes())) belowOnJdk++;
                    Cell ref = jdk != null && jdk.medianMs() == best ? jdk : par;
                    int[] km = roundsBelow(cpu, ref);
                    boolean sure = km[1] > 0 && signTestP(km[0], km[1]) < CLEAR_P;
                    if (sure) clear++;
                    line.append(String.format(" **%.2f**%s%s |", r, cpu.routes().isEmpty() ? "" : " " + cpu.routes(),
                            km[1] == 0 ? "" : " " + km[0] + "/" + km[1] + (sure ? "" : "~")));
                } else {
                    line.append(String.format(" %.2f |", r));
                }
            }
            if (any) sb.append(line).append('\n');
        }
        if (total == 0) return "";
        StringBuilder head = new StringBuilder("\n## CPU backend vs the faster JDK sort\n\n"
                + "Faster of jdk and jdkpar (median ms) over cpu (median ms): >= 1 means cpu is at least as fast; "
                + "**bold** = below 0.95 (" + below + " of " + total + " cells), with cpu's route"
                + (belowOnJdk == 0 ? "" : "; " + belowOnJdk + " of them on a route that ends in the JDK's own sort of the "
                        + "whole input, as the JDK columns call it (SMALL, SORT, PAR, FEW, RUNS_SORT / RUNS_PAR, DUPLICATES_*, COLD): "
                        + "cpu's probes before it and the JVM's spread are the difference")
                + (below == 0 ? "" : "; k/m = the rounds (timed runs paired by number; interleaved: the same round) in "
                        + "which cpu was below 0.95x that JDK column, ~ where a sign test does not tell them from chance "
                        + "(p >= " + CLEAR_P + "): " + clear + " of the " + below + " clearly below")
                + ".\n\n| type | dist |");
        for (long n : sizes) head.append(' ').append(Harness.sizeText(n)).append(" |");
        head.append("\n|---|---|").append("---|".repeat(sizes.size())).append('\n');
        return head.append(sb).toString();
    }

    /** Issue 14's bar: the CPU backend at least this fraction of the faster JDK sort's speed in every cell. */
    static final double TARGET = 0.95;

    /**
     * The one-sided sign test's level below which a cell's rounds below {@link #TARGET} are more than chance. Why a
     * sign test over paired rounds: both columns' runs of a round meet the same machine state (interleaved), the
     * runs' spread is not normal (a JVM's spells, ±25-40 % on 8 cores of the host's Xeon where both columns make
     * the same {@code parallelSort} call, eighty-seventh session), and it needs no more than the signs.
     */
    static final double CLEAR_P = 0.05;

    /**
     * {k, m}: of the m run numbers that both cells timed, the k where cpu's run took longer than the reference's over
     * {@link #TARGET} (the reference below 0.95x cpu's speed in that round).
     */
    static int[] roundsBelow(Cell cpu, Cell ref) {
        int k = 0, m = 0;
        for (int i = 0; i < Math.min(cpu.runMs().length, ref.runMs().length); i++) {
            double c = cpu.runMs()[i], j = ref.runMs()[i];
            if (Double.isNaN(c) || Double.isNaN(j)) continue;
            m++;
            if (j / c < TARGET) k++;
        }
        return new int[] {k, m};
    }

    /**
     * P(X >= k) for X binomial(m, 1/2): the chance that k or more of m rounds fall below by chance alone, were each
     * round's ratio as likely above as below. In logs, so that m in the thousands does not underflow 2^-m.
     */
    static double signTestP(int k, int m) {
        if (k <= 0) return 1;
        double logP = -m * Math.log(2), sum = 0; // log P(X = i), from i = 0
        for (int i = 0; i <= m; i++) {
            if (i >= k) sum += Math.exp(logP);
            logP += Math.log((double) (m - i) / (i + 1));
        }
        return Math.min(1, sum);
    }

    /** Whether every route of a cell ends in the JDK's own sort of the whole input (Tooling.cpuJdkRoute). */
    static boolean onJdkSort(String routes) {
        if (routes.isEmpty()) return false;
        for (String r : routes.split("/")) if (!Tooling.cpuJdkRoute(r)) return false;
        return true;
    }

    static String[] split(String s) { return Arrays.stream(s.split(",")).map(String::trim).toArray(String[]::new); }
}
