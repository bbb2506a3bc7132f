/**
 * Deterministic inputs for tests and benchmarks: {@link dev.samplesort.data.DataGenerator} draws keys of every
 * {@link dev.samplesort.KeyType} from the {@link dev.samplesort.data.Distribution}s of the paper's evaluation (and a
 * few more); element i depends only on (distribution, n, p, seed, i), whatever the number of threads.
 */
package dev.samplesort.data;
