/**
 * Internal: hand-written FFM bindings to the CUDA driver API ({@code libcuda.so.1}). Not part of the public API;
 * no type of this package appears in {@code dev.samplesort}. See docs/CUDA.md for thread safety, lifetimes and
 * the symbol versions bound.
 */
package dev.samplesort.cuda;
