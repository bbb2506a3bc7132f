package dev.samplesort.bench;

import java.util.Arrays;
import java.util.Locale;

/**
 * The benchmark's wide-key shapes (issue 16's table), each sorted as (key, 32-bit index) pairs:
 * <ul>
 *   <li>{@code gensort}: 100-byte gensort records with 10-byte uniform keys; the time includes extracting the
 *       (key, index) pairs and gathering the records into sorted order;</li>
 *   <li>{@code u128}: 128-bit keys, two uniform {@code long} columns compared lexicographically (Java's signed
 *       order, like {@code UUID.compareTo}); the result is the sorting permutation;</li>
 *   <li>{@code long4}: four {@code long} columns with 256, 65 536, all (uniform 64-bit) and all distinct values
 *       (column 0 from a pool of 256 random longs, column 1 from a pool of 65 536, column 2 uniform, column 3 a
 *       bijective scramble of the row number); the result is the sorting permutation.</li>
 * </ul>
 */
public enum WideShape {
    GENSORT("gensort", "uniform", 0),
    U128("u128", "uniform", 2),
    LONG4("long4", "256-64Ki-all-distinct", 4);

    private final String cliName, dist;
    private final int columns;

    WideShape(String cliName, String dist, int columns) {
        this.cliName = cliName;
        this.dist = dist;
        this.columns = columns;
    }

    /** The name in {@code --types} and in results.csv's type column. */
    public String cliName() { return cliName; }

    /** What results.csv's dist column says (the shapes fix their own distributions). */
    public String dist() { return dist; }

    /** {@code long} columns, or 0 for gensort records. */
    public int columns() { return columns; }

    /** Whether {@code name} names a shape. */
    public static boolean isShape(String name) {
        return Arrays.stream(values()).anyMatch(s -> s.cliName.equals(name.trim().toLowerCase(Locale.ROOT)));
    }

    /** @throws IllegalArgumentException for an unknown name */
    public static WideShape parse(String name) {
        for (WideShape s : values()) if (s.cliName.equals(name.trim().toLowerCase(Locale.ROOT))) return s;
        throw new IllegalArgumentException("unknown shape '" + name + "' (gensort, u128, long4)");
    }

    /** The shapes named in a comma-separated {@code --types} list, in order. */
    public static java.util.List<WideShape> listed(String types) {
        return Arrays.stream(types.split(",")).filter(t -> !t.isBlank() && isShape(t)).map(WideShape::parse).toList();
    }

    /** The {@code --types} list without the shapes (the primitive key and key-value types). */
    public static String withoutShapes(String types) {
        return String.join(",", Arrays.stream(types.split(",")).filter(t -> !t.isBlank() && !isShape(t)).toList());
    }
}
