package dev.samplesort.gpu;

/**
 * Test-only hook: {@link GpuEngine} consults {@link GpuEngine#faults} (normally {@code null}) at well-defined points
 * of every host↔device sort, so tests can make a sort fail there on a real GPU without breaking the driver. A
 * failure thrown from a hook is handled exactly like a (non-sticky) {@code CudaException}: the session is
 * discarded, the caller's data is unchanged and the sort throws {@code BackendFailureException} (which
 * {@code Backend.AUTO} retries on the CPU). Every point lies before the first write to the caller's memory.
 *
 * <p>Not part of the API; the field is package-private and only tests set it. A hook is called on the sorting
 * thread, so a test can restrict it to its own thread.
 */
@FunctionalInterface
interface FaultInjector {

    /** Where a sort can be made to fail, in the order a sort passes them. */
    enum Point {
        /** Session borrowed, device memory allocated, nothing copied yet. */
        BEFORE_UPLOAD,
        /** After the first chunk (or the first directly copied segment) was enqueued for upload. */
        DURING_UPLOAD,
        /** All input enqueued for upload, sort not started. */
        AFTER_UPLOAD,
        /** The device sort completed (stream synchronized), nothing downloaded yet. */
        AFTER_SORT,
        /** Download DMAs into the pinned chunk buffers were enqueued; the caller's memory is still untouched. */
        DURING_DOWNLOAD
    }

    /** Called at {@code point} of a sort of {@code n} elements; throw to make the sort fail there. */
    void at(Point point, long n);

    /** The failure a hook throws: treated by the engine like a CUDA driver error. */
    final class InjectedFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        InjectedFailure(String message) { super(message); }
    }
}
