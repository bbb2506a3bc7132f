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
    public static Properties system() { return new Properties(System::getProperty); }

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
