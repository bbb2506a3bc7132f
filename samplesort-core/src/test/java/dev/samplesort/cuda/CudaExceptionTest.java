package dev.samplesort.cuda;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Error mapping and the checking helper. Works with and without a driver. */
class CudaExceptionTest {

    @Test
    void messageFormat() {
        assertEquals("cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory)",
                CudaException.format("cuMemAlloc_v2", 2, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory", null));
        assertEquals("cuModuleGetFunction failed: CUDA_ERROR_NOT_FOUND (named symbol not found): no kernel 'x'",
                CudaException.format("cuModuleGetFunction", 500, "CUDA_ERROR_NOT_FOUND", "named symbol not found",
                        "no kernel 'x'"));
        assertEquals("cuInit failed: CUDA_ERROR_NO_DEVICE (CUresult 100)",
                CudaException.format("cuInit", 100, "CUDA_ERROR_NO_DEVICE", null, null));
        assertEquals("cuFoo failed: CUresult 12345", CudaException.format("cuFoo", 12345, "CUresult 12345", null, null));
    }

    @Test
    void fakeExceptionAccessors() {
        CudaException e = new CudaException("cuMemAlloc_v2", 2, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory", null);
        assertEquals("cuMemAlloc_v2", e.call());
        assertEquals(2, e.code());
        assertEquals("CUDA_ERROR_OUT_OF_MEMORY", e.errorName());
        assertEquals("cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory)", e.getMessage());
        assertTrue(e.isOutOfMemory());
        assertFalse(e.isSticky());
        assertTrue(CudaException.isOutOfMemory(new RuntimeException("wrapped", e)));
        assertFalse(CudaException.isOutOfMemory(new RuntimeException("plain")));
        assertFalse(CudaException.isOutOfMemory(null));
    }

    @Test
    void checkPassesSuccess() {
        assertDoesNotThrow(() -> CudaException.check(0, "cuInit"));
        assertDoesNotThrow(() -> CudaException.check(0, "cuInit", "detail"));
    }

    @Test
    void checkMapsCodes() {
        CudaException oom = assertThrows(CudaException.class, () -> CudaException.check(2, "cuMemAlloc_v2"));
        assertEquals("cuMemAlloc_v2", oom.call());
        assertEquals(2, oom.code());
        assertEquals("CUDA_ERROR_OUT_OF_MEMORY", oom.errorName());
        assertTrue(oom.getMessage().startsWith("cuMemAlloc_v2 failed: CUDA_ERROR_OUT_OF_MEMORY ("), oom.getMessage());
        assertTrue(oom.isOutOfMemory());

        CudaException illegal = assertThrows(CudaException.class,
                () -> CudaException.check(700, "cuStreamSynchronize", "after kernel k"));
        assertEquals("CUDA_ERROR_ILLEGAL_ADDRESS", illegal.errorName());
        assertTrue(illegal.isSticky());
        assertFalse(illegal.isOutOfMemory());
        assertTrue(illegal.getMessage().startsWith("cuStreamSynchronize failed: CUDA_ERROR_ILLEGAL_ADDRESS ("));
        assertTrue(illegal.getMessage().endsWith("): after kernel k"), illegal.getMessage());

        CudaException unknown = assertThrows(CudaException.class, () -> CudaException.check(12345, "cuFoo"));
        assertEquals("CUresult 12345", unknown.errorName());
        assertEquals("cuFoo failed: CUresult 12345", unknown.getMessage());
    }

    @Test
    void nameTableFromCudaH() {
        assertEquals("CUDA_SUCCESS", ErrorNames.of(0));
        assertEquals("CUDA_ERROR_INVALID_VALUE", ErrorNames.of(1));
        assertEquals("CUDA_ERROR_NO_DEVICE", ErrorNames.of(100));
        assertEquals("CUDA_ERROR_NOT_FOUND", ErrorNames.of(500));
        assertEquals("CUDA_ERROR_LAUNCH_FAILED", ErrorNames.of(719));
        assertEquals("CUDA_ERROR_UNKNOWN", ErrorNames.of(999));
        assertEquals(null, ErrorNames.of(-1));
    }
}
