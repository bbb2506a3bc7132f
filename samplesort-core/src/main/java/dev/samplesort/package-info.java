/**
 * samplesort's public API: the GPU sample sort of Leischner, Osipov and Sanders (2010) for Java, with a pure-Java
 * parallel sample sort when no GPU is usable.
 *
 * <ul>
 *   <li>{@link dev.samplesort.SampleSort}: static entry points, ascending, {@link dev.samplesort.Backend#AUTO}.</li>
 *   <li>{@link dev.samplesort.Sorter}: a configured sort (backend, order, stability) over primitive arrays,
 *       key-value pairs, off-heap segments and fixed-width records ({@link dev.samplesort.RecordLayout}).</li>
 *   <li>{@link dev.samplesort.ColumnSort}, {@link dev.samplesort.ObjectSort}, {@link dev.samplesort.StringSort}:
 *       composite keys over columns, objects by extracted keys, strings.</li>
 *   <li>{@link dev.samplesort.DeviceBuffer}: data that stays on the GPU between sorts.</li>
 * </ul>
 *
 * Results equal {@link java.util.Arrays#sort(long[])} and friends (floating point: -0.0 before 0.0, NaNs last), and
 * bad ranges throw the same exceptions. Everything else in the module is internal.
 */
package dev.samplesort;
