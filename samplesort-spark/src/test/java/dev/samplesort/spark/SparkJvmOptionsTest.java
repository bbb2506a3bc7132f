package dev.samplesort.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.launcher.JavaModuleOptions;
import org.junit.jupiter.api.Test;

/**
 * Spark's JVM options are written out in three places (the pom's spark.jvm.options for Surefire and Failsafe, the
 * terasort launcher, docs/SPARK.md); all three must equal the list of the Spark version we build against.
 */
class SparkJvmOptionsTest {
    static final Path MODULE = Path.of(System.getProperty("user.dir"));

    static List<String> split(String s) { return Arrays.asList(s.trim().split("\\s+")); }

    @Test
    void pomLauncherAndDocsCarrySparksOwnList() throws Exception {
        List<String> spark = Arrays.asList(JavaModuleOptions.defaultModuleOptionArray());
        String pom = System.getProperty("spark.jvm.options");
        assertTrue(pom != null && !pom.isBlank(), "Surefire passes the pom's spark.jvm.options");
        assertEquals(spark, split(pom), "pom spark.jvm.options vs Spark's JavaModuleOptions");

        String script = Files.readString(MODULE.resolve("terasort"));
        Matcher m = Pattern.compile("SPARK_JVM_OPTIONS=\"([^\"]*)\"").matcher(script);
        assertTrue(m.find(), "terasort sets SPARK_JVM_OPTIONS");
        assertEquals(spark, split(m.group(1)), "terasort's SPARK_JVM_OPTIONS");

        String docs = Files.readString(MODULE.resolve("../docs/SPARK.md"));
        assertTrue(docs.contains(String.join(" ", spark)), "docs/SPARK.md lists Spark's JVM options on one line");
    }
}
