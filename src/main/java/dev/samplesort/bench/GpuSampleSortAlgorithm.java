package dev.samplesort.bench;

import dev.samplesort.cli.RecordFormat;
import dev.samplesort.spi.Engines;

/**
 * {@code gpu}: samplesort's GPU sample sort on device-resident data, timed with CUDA events.
 *
 * <p>LEAD-HOOK(gpu-device-bench): wire this once the CUDA binding ({@code dev.samplesort.cuda}) is merged:
 * <ol>
 *   <li>{@link #unavailableReason}: return null when the GPU engine can run {@code format}.</li>
 *   <li>{@link #setUp}: allocate device buffers for n records (and the sort's scratch) and create a stream.</li>
 *   <li>{@link #upload}: host arrays -> device input buffers (synchronous).</li>
 *   <li>{@link #sortOnDevice}: record a CUDA event, run the device-resident sample sort on the stream, record a
 *       second event, synchronise, return the elapsed ms.</li>
 *   <li>{@link #download}: device result -> the same host arrays (the harness verifies them).</li>
 *   <li>{@link #tearDown}: free everything.</li>
 * </ol>
 * Until then it reports why it is skipped.
 */
public final class GpuSampleSortAlgorithm extends DeviceResidentAlgorithm {
    @Override public String name() { return "gpu"; }

    @Override
    public String unavailableReason(RecordFormat format) {
        String why = Engines.gpu().unavailableReason();
        if (why != null) return "GPU backend not available: " + why;
        return "device-resident GPU timing is not wired yet (LEAD-HOOK in GpuSampleSortAlgorithm)";
    }

    @Override public String device() { return "gpu"; }

    @Override protected void upload(HostData input) { throw new UnsupportedOperationException("not wired"); }

    @Override protected double sortOnDevice() { throw new UnsupportedOperationException("not wired"); }

    @Override protected void download(HostData output) { throw new UnsupportedOperationException("not wired"); }
}
