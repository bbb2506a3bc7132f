package dev.samplesort.spi;

import java.util.Map;
import java.util.function.Function;

/**
 * Typed reads of {@code samplesort.*} settings for {@link Configuration}: a setting that is absent or blank takes
 * its default, one that does not parse is an {@link IllegalArgumentException} naming the property and its value.
 *
 * @param lookup the raw value of a full property name, or {@code null} when unset
 */
public record Properties(Function<String, String> lookup) {

    /** The JVM's system properties. */
    public static Properties system() { return SYSTEM; }

    private static final Properties SYSTEM = new Properties(new SystemLookup());

    /** {@code System::getProperty} as a class: no lambda bootstrap in a fresh JVM's first sort (Configuration). */
    private static final class SystemLookup implements Function<String, String> {
        @Override public String apply(String name) { return System.getProperty(name); }
    }

    /**
     * {@code overrides} (full property names) over {@code base}.
     *
     * @param overrides values that win over {@code base}
     * @param base      where everything else comes from
     * @return the layered settings
     */
    public static Properties overlay(Map<String, String> overrides, Properties base) {
        return new Properties(k -> overrides.containsKey(k) ? overrides.get(k) : base.lookup().apply(k));
    }

    private String raw(String name) {
        String v = lookup.apply(name);
        return v == null || v.isBlank() ? null : v.trim();
    }

    /**
     * @param name the full property name
     * @param dflt the value when unset
     * @return the property as a whole number
     * @throws IllegalArgumentException when it is not one
     */
    public long longValue(String name, long dflt) {
        String v = raw(name);
        if (v == null) return dflt;
        try {
            return Long.decode(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("system property " + name + "='" + v + "' is not a whole number", e);
        }
    }

    /**
     * @param name the full property name
     * @param dflt the value when unset
     * @return the property as an {@code int}
     * @throws IllegalArgumentException when it is not a whole number in the {@code int} range
     */
    public int intValue(String name, int dflt) {
        long v = longValue(name, dflt);
        if (v != (int) v) throw new IllegalArgumentException("system property " + name + "=" + v + " is out of range");
        return (int) v;
    }

    /**
     * @param name the full property name
     * @param dflt the value when unset
     * @return the property as a number
     * @throws IllegalArgumentException when it is not a number
     */
    public double doubleValue(String name, double dflt) {
        String v = raw(name);
        if (v == null) return dflt;
        try {
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("system property " + name + "='" + v + "' is not a number", e);
        }
    }

    /**
     * A size in bytes: a whole number with an optional binary unit, {@code k}, {@code m}, {@code g} or {@code t}
     * (case-insensitive, optionally followed by {@code b} or {@code ib}: {@code 512m}, {@code 1g}, {@code 64MiB}),
     * or {@code 0}.
     *
     * @param name the full property name
     * @param dflt the value when unset
     * @return the property in bytes
     * @throws IllegalArgumentException when it is not such a size, is negative or exceeds 2^63-1 bytes
     */
    public long bytesValue(String name, long dflt) {
        String v = raw(name);
        if (v == null) return dflt;
        try {
            return parseBytes(v);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("system property " + name + "='" + v + "' " + e.getMessage(), e);
        }
    }

    /**
     * Parses a size as {@link #bytesValue} reads it.
     *
     * @param text e.g. {@code 1g}, {@code 512m}, {@code 65536}
     * @return the size in bytes
     * @throws IllegalArgumentException naming what is wrong ("is not a size ...")
     */
    public static long parseBytes(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT).replace("_", "");
        if (t.endsWith("ib")) t = t.substring(0, t.length() - 2);
        else if (t.endsWith("b")) t = t.substring(0, t.length() - 1);
        int shift = 0;
        if (!t.isEmpty()) {
            switch (t.charAt(t.length() - 1)) {
                case 'k' -> shift = 10;
                case 'm' -> shift = 20;
                case 'g' -> shift = 30;
                case 't' -> shift = 40;
                default -> shift = -1;
            }
            if (shift < 0) shift = 0;
            else t = t.substring(0, t.length() - 1).trim();
        }
        if (t.isEmpty() || !t.chars().allMatch(Character::isDigit)) {
            throw new IllegalArgumentException("is not a size (a whole number of bytes with an optional unit k, m,"
                    + " g or t, e.g. 512m or 1g)");
        }
        try {
            long n = Long.parseLong(t);
            if (shift > 0 && n > (Long.MAX_VALUE >> shift)) throw new NumberFormatException();
            return n << shift;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("is too large (at most 2^63-1 bytes)", e);
        }
    }

    /**
     * A switch: {@code true}/{@code false}, or a number (0 is false).
     *
     * @param name the full property name
     * @param dflt the value when unset
     * @return the property as a boolean
     * @throws IllegalArgumentException when it is neither
     */
    public boolean flag(String name, boolean dflt) {
        String v = raw(name);
        if (v == null) return dflt;
        if (v.equalsIgnoreCase("true")) return true;
        if (v.equalsIgnoreCase("false")) return false;
        return doubleValue(name, 0) != 0;
    }
}
