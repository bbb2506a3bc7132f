package dev.samplesort.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.bench.Reports.Cell;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The CPU-vs-JDK table's routes: each run's route in its note, read back per cell, named where a cell is below. */
class ReportsTest {

    private static Result run(String algo, long n, int rep, double ms, String note) {
        return new Result("2026-11-29T00:00:00Z", "h", "cpu", "int", "uniform", n, algo, rep, ms, Result.gkeys(n, ms),
                Result.Status.OK, note);
    }

    @Test
    void aCellsRoutesAreItsRunsDistinctRoutesInOrder() {
        List<Cell> cells = Reports.cells(List.of(
                run("cpu", 1024, 1, 1.0, Harness.routeNote("SMALL")),
                run("cpu", 1024, 2, 1.1, Harness.routeNote("TEAM")),
                run("cpu", 1024, 3, 1.2, Harness.routeNote("SMALL")),
                run("jdk", 1024, 1, 1.0, Harness.routeNote(null))));
        assertEquals("SMALL/TEAM", cells.get(0).routes());
        assertEquals("", cells.get(1).routes(), "an algorithm that names no route");
        assertEquals("", Harness.routeNote(null));
        assertEquals("  route SMALL", Harness.routesText(Arrays.asList("SMALL", null, "SMALL")));
        assertEquals("  routes SMALL/PAR", Harness.routesText(List.of("SMALL", "PAR")));
        assertEquals("", Harness.routesText(Arrays.asList(null, null)));
    }

    @Test
    void theTableNamesTheRouteOfEachCellBelowAndCountsThoseOnTheJdksOwnSort() {
        String t = Reports.cpuVsJdk(List.of(
                new Cell("int", "uniform", 1024, "cpu", 1.10, 1, 1, 1, "OK", "SMALL"),  // 0.91: the JDK's sort
                new Cell("int", "uniform", 1024, "jdk", 1.00, 1, 1, 1, "OK", ""),
                new Cell("int", "zipf", 1024, "cpu", 1.20, 1, 1, 1, "OK", "TEAM"),      // 0.83: ours
                new Cell("int", "zipf", 1024, "jdkpar", 1.00, 1, 1, 1, "OK", ""),
                new Cell("int", "sorted", 1024, "cpu", 0.50, 1, 1, 1, "OK", "ONE_RUN"), // 2.00
                new Cell("int", "sorted", 1024, "jdk", 1.00, 1, 1, 1, "OK", "")));
        assertTrue(t.contains("| int | uniform | **0.91** SMALL |"), t);
        assertTrue(t.contains("| int | zipf | **0.83** TEAM |"), t);
        assertTrue(t.contains("| int | sorted | 2.00 |"), t);
        assertTrue(t.contains("(2 of 3 cells)") && t.contains("1 of them on a route that ends in the JDK's own sort"),
                t);
        String ours = Reports.cpuVsJdk(List.of(
                new Cell("int", "zipf", 1024, "cpu", 1.20, 1, 1, 1, "OK", "SMALL/TEAM"),
                new Cell("int", "zipf", 1024, "jdk", 1.00, 1, 1, 1, "OK", "")));
        assertTrue(ours.contains("**0.83** SMALL/TEAM"), ours);
        assertFalse(ours.contains("of them on a route"), "a cell with one of our routes among its runs is ours: " + ours);
    }

    @Test
    void theSignTestsTailIsTheBinomialsAndDoesNotUnderflow() {
        assertEquals(1.0 / 32, Reports.signTestP(5, 5), 1e-12);
        assertEquals(16.0 / 32, Reports.signTestP(3, 5), 1e-12);  // C(5,3) + C(5,4) + C(5,5) = 16
        assertEquals(1.0, Reports.signTestP(0, 5), 1e-12);
        assertEquals(0.5, Reports.signTestP(1, 1), 1e-12);
        double half = Reports.signTestP(1000, 2000);
        assertTrue(half > 0.5 && half < 0.51, "P(X >= m/2), m = 2000: " + half);
        double none = Reports.signTestP(2000, 2000);
        assertTrue(none >= 0 && none < 1e-300, "2^-2000, not NaN: " + none);
    }

    @Test
    void aCellBelowSaysInHowManyPairedRoundsAndWhetherThatIsMoreThanChance() {
        List<Result> rs = new java.util.ArrayList<>();
        double[] cpuMs = {1.10, 1.12, 1.09, 1.11, 1.13, 1.10}, jdkMs = {1.00, 1.01, 0.99, 1.00, 1.02, 1.00};
        double[] mixCpu = {1.30, 0.90, 1.20, 0.95, 1.25, 0.92}, mixJdk = {1.00, 1.00, 1.00, 1.00, 1.00, 1.00};
        for (int r = 1; r <= 6; r++) {
            rs.add(run("cpu", 1024, r, cpuMs[r - 1], Harness.routeNote("SMALL")));
            rs.add(run("jdk", 1024, r, jdkMs[r - 1], ""));
            rs.add(new Result("d", "h", "cpu", "int", "zipf", 1024, "cpu", r, mixCpu[r - 1], 1, Result.Status.OK,
                    Harness.routeNote("TEAM")));
            rs.add(new Result("d", "h", "cpu", "int", "zipf", 1024, "jdk", r, mixJdk[r - 1], 1, Result.Status.OK, ""));
        }
        List<Cell> cells = Reports.cells(rs);
        assertEquals(1.12, cells.get(0).runMs()[1], 1e-12, "a cell's runs by their number");
        String t = Reports.cpuVsJdk(cells);
        // uniform: every round 0.89-0.91x (p = 1/64), medians 1.00 / 1.105; zipf: 3 of 6 rounds below (p = 0.66), 1.00 / 1.075
        assertTrue(t.contains("| int | uniform | **0.90** SMALL 6/6 |"), t);
        assertTrue(t.contains("| int | zipf | **0.93** TEAM 3/6~ |"), t);
        assertTrue(t.contains("1 of the 2 clearly below"), t);
        // a run missing on one side (an error) leaves that round out
        rs.removeIf(r -> r.dist().equals("uniform") && r.algo().equals("jdk") && r.rep() == 2);
        assertTrue(Reports.cpuVsJdk(Reports.cells(rs)).contains("SMALL 5/5 |"));
    }
}
