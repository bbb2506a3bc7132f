package dev.samplesort.cli;

import dev.samplesort.Sorter;

/** Calls the typed {@link Sorter} overload for keys and optional values held as Object. */
public final class Sorts {
    private Sorts() {}

    public static void sort(Sorter sorter, Object keys, Object values) {
        Object v = values;
        switch (keys) {
            case int[] k -> {
                if (v == null) sorter.sort(k);
                else if (v instanceof int[] iv) sorter.sort(k, iv);
                else sorter.sort(k, (long[]) v);
            }
            case long[] k -> {
                if (v == null) sorter.sort(k);
                else if (v instanceof int[] iv) sorter.sort(k, iv);
                else sorter.sort(k, (long[]) v);
            }
            case float[] k -> {
                if (v == null) sorter.sort(k);
                else if (v instanceof int[] iv) sorter.sort(k, iv);
                else sorter.sort(k, (long[]) v);
            }
            case double[] k -> {
                if (v == null) sorter.sort(k);
                else if (v instanceof int[] iv) sorter.sort(k, iv);
                else sorter.sort(k, (long[]) v);
            }
            default -> throw new IllegalArgumentException("keys: " + keys.getClass());
        }
    }
}
