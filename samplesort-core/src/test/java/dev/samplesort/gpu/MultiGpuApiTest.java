package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.samplesort.Backend;
import dev.samplesort.BackendUnavailableException;
import dev.samplesort.Sorter;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The device-set API of {@link Sorter.Builder}: checks, and what happens where the named devices do not exist. */
class MultiGpuApiTest {
    @Test
    void badDeviceListsAreRefusedByTheBuilder() {
        assertEquals("no device ordinals given",
                assertThrows(IllegalArgumentException.class, () -> Sorter.builder().devices()).getMessage());
        assertEquals("negative device ordinal -1",
                assertThrows(IllegalArgumentException.class, () -> Sorter.builder().devices(0, -1)).getMessage());
        assertEquals("device 1 is named twice",
                assertThrows(IllegalArgumentException.class, () -> Sorter.builder().devices(1, 0, 1)).getMessage());
        assertThrows(NullPointerException.class, () -> Sorter.builder().devices((int[]) null));
    }

    @Test
    void missingDevicesMakeTheGpuBackendUnavailableAndAutoUsesTheCpu() {
        Sorter gpu = Sorter.builder().backend(Backend.GPU).devices(0, 4095).build();
        long[] a = new SplittableRandom(1).longs(100_000).toArray(), e = a.clone();
        Arrays.sort(e);
        BackendUnavailableException x = assertThrows(BackendUnavailableException.class, () -> gpu.sort(a.clone()));
        String why = GpuRuntime.unavailableReason();
        // without a GPU the reason is CUDA's; with one, device 4095 is named
        assertTrue(why != null || x.getMessage().contains("device 4095"), x.getMessage());
        long[] b = a.clone();
        Sorter.builder().devices(0, 4095).build().sort(b);     // AUTO: the CPU
        assertArrayEquals(e, b);
        long[] c = a.clone();
        Sorter.builder().allDevices().build().sort(c);         // AUTO on every usable GPU, or the CPU
        assertArrayEquals(e, c);
    }
}
