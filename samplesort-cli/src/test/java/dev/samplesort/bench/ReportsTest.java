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
}
