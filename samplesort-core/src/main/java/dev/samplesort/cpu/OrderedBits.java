package dev.samplesort.cpu;

/**
 * Floating-point keys' bits as signed integers in the keys' order: a negative key's magnitude bits flipped, so that
 * larger magnitudes order lower (IEEE 754's total order: -0.0 below 0.0; NaNs, which this does not fold, beyond the
 * infinities). The map is its own inverse, so the same call takes the ordered integer back to the key's bits. Integer
 * order is what the radix leaves sort by (RadixLeaf), what the packed key-value words sort by (SampleSort's packed
 * route), and what a running maximum takes in one instruction where {@code Math.max} of floating-point keys takes a
 * chain of several (DenseWrite).
 */
final class OrderedBits {
    private OrderedBits() {}

    /** {@code float} bits ({@code Float.floatToRawIntBits}) to an int in the keys' order, and back. */
    static int of(int bits) {
        return bits ^ ((bits >> 31) & 0x7FFF_FFFF);
    }

    /** {@code double} bits ({@code Double.doubleToRawLongBits}) to a long in the keys' order, and back. */
    static long of(long bits) {
        return bits ^ ((bits >> 63) & 0x7FFF_FFFF_FFFF_FFFFL);
    }
}
