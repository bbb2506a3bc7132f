package dev.samplesort.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.Backend;
import dev.samplesort.KeyType;
import dev.samplesort.Sorter;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** AUTO thresholds: defaults, system-property overrides, bad values. Needs no GPU. */
class AutoPolicyTest {

    @AfterEach
    void clear() {
        for (KeyType t : KeyType.values()) System.clearProperty(AutoPolicy.property(t));
    }

    @Test
    void defaultsComeFromTheConstants() {
        assertEquals(AutoPolicy.DEFAULT_INT, AutoPolicy.threshold(KeyType.INT));
        assertEquals(AutoPolicy.DEFAULT_LONG, AutoPolicy.threshold(KeyType.LONG));
        assertEquals(AutoPolicy.DEFAULT_FLOAT, AutoPolicy.threshold(KeyType.FLOAT));
        assertEquals(AutoPolicy.DEFAULT_DOUBLE, AutoPolicy.threshold(KeyType.DOUBLE));
        for (KeyType t : KeyType.values()) {
            assertEquals(AutoPolicy.defaultThreshold(t), AutoPolicy.threshold(t));
            assertTrue(AutoPolicy.defaultThreshold(t) > 0, t + " default must be positive");
            assertFalse(AutoPolicy.preferGpu(t, AutoPolicy.defaultThreshold(t) - 1));
            assertTrue(AutoPolicy.preferGpu(t, AutoPolicy.defaultThreshold(t)));
        }
    }

    @Test
    void eachKeyTypesPropertyIsNamedAfterIt() {
        for (KeyType t : KeyType.values()) {
            assertEquals("samplesort.auto." + t.name().toLowerCase(java.util.Locale.ROOT), AutoPolicy.property(t));
        }
    }

    @Test
    void propertyOverridesPerKeyType() {
        assertEquals("samplesort.auto.long", AutoPolicy.property(KeyType.LONG));
        System.setProperty("samplesort.auto.long", " 1234 ");
        assertEquals(1234, AutoPolicy.threshold(KeyType.LONG));
        assertFalse(AutoPolicy.preferGpu(KeyType.LONG, 1233));
        assertTrue(AutoPolicy.preferGpu(KeyType.LONG, 1234));
        assertEquals(AutoPolicy.DEFAULT_INT, AutoPolicy.threshold(KeyType.INT), "other types keep their default");

        System.setProperty("samplesort.auto.int", "0");
        assertTrue(AutoPolicy.preferGpu(KeyType.INT, 0));

        System.setProperty("samplesort.auto.double", "-1");
        assertEquals(-1, AutoPolicy.threshold(KeyType.DOUBLE));
        assertFalse(AutoPolicy.preferGpu(KeyType.DOUBLE, Long.MAX_VALUE));
        System.setProperty("samplesort.auto.double", "-7");
        assertEquals(-1, AutoPolicy.threshold(KeyType.DOUBLE), "every negative value means never");

        System.setProperty("samplesort.auto.float", "");
        assertEquals(AutoPolicy.DEFAULT_FLOAT, AutoPolicy.threshold(KeyType.FLOAT), "blank means default");
    }

    @Test
    void badValueIsReportedWithTheProperty() {
        System.setProperty("samplesort.auto.float", "lots");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AutoPolicy.threshold(KeyType.FLOAT));
        assertTrue(e.getMessage().contains("samplesort.auto.float") && e.getMessage().contains("lots"),
                e.getMessage());
    }

    /** With "never", AUTO sorts on the CPU whatever the size and whether or not a GPU exists. */
    @Test
    void autoHonoursNever() {
        System.setProperty("samplesort.auto.int", "-1");
        int[] a = new SplittableRandom(1).ints(100_000).toArray(), e = a.clone();
        Arrays.sort(e);
        Sorter.builder().backend(Backend.AUTO).build().sort(a);
        assertTrue(Arrays.equals(e, a));
    }
}
