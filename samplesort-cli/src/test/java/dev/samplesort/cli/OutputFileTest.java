package dev.samplesort.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The output's temporary: created by name (no SecureRandom), owner-only until the commit gives the final mode. */
class OutputFileTest {
    @TempDir Path dir;

    static String mode(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    @Test
    void theTemporaryIsOwnerOnlyHiddenBesideTheTargetAndTheResultGetsTheUsualMode() throws Exception {
        Path target = dir.resolve("out.bin");
        try (OutputFile out = OutputFile.create(target, 8)) {
            List<String> temps = LauncherTest.temporaries(dir);
            assertEquals(1, temps.size(), temps.toString());
            assertTrue(temps.get(0).startsWith(".out.bin.") && temps.get(0).length() > ".out.bin..tmp".length(),
                    temps.get(0));
            assertEquals("rw-------", mode(dir.resolve(temps.get(0))), "others cannot read a half-written output");
            assertTrue(Files.notExists(target), "nothing at the target before the commit");
            out.write(MemorySegment.ofArray(new byte[] {1, 2, 3, 4, 5, 6, 7, 8}));
            out.commit();
        }
        assertEquals(List.of(), LauncherTest.temporaries(dir));
        assertEquals("rw-r--r--", mode(target));
        assertEquals(8, Files.size(target));
    }

    @Test
    void anExistingOutputKeepsItsModeAndTwoOutputsGetTwoTemporaries() throws Exception {
        Path target = dir.resolve("kept.bin");
        Files.writeString(target, "previous");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r-----"));
        try (OutputFile a = OutputFile.create(target, 1); OutputFile b = OutputFile.create(target, 1)) {
            List<String> temps = LauncherTest.temporaries(dir);
            assertEquals(2, temps.size(), temps.toString());
            assertNotEquals(temps.get(0), temps.get(1));
            a.write(MemorySegment.ofArray(new byte[] {42}));
            a.commit();
        }
        assertEquals(List.of(), LauncherTest.temporaries(dir), "b, closed without a commit, left nothing");
        assertEquals("rw-r-----", mode(target));
        assertEquals(1, Files.size(target));
    }
}
