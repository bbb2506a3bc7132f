package dev.samplesort.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code samplesort bench-keys} runs every workload on the CPU backend and checks it against the JDK route. */
class KeysBenchTest {
    @Test
    void everyRowRunsAndAgreesWithTheJdk() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int rc = Main.run(new String[] {"bench-keys", "--n", "3000", "--reps", "1", "--warmup", "0", "--backend", "cpu"},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String o = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, rc, o + err.toString(StandardCharsets.UTF_8));
        for (String row : KeysBench.ROWS) assertTrue(o.contains("| " + row + " | 3000 |"), row + " missing:\n" + o);
        assertFalse(o.contains("FAILED"), o);
    }

    @Test
    void unknownRowIsAUsageError() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int rc = Main.run(new String[] {"bench-keys", "--rows", "nope"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, rc);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("unknown 'nope'"), err.toString(StandardCharsets.UTF_8));
    }
}
