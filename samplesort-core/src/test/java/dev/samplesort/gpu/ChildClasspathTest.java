package dev.samplesort.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The child JVM's classpath entry for a kernel found in a directory or in a jar (ChildClasspath.rootOf). */
class ChildClasspathTest {
    private static final String RESOURCE = "/dev/samplesort/gpu/k.fatbin";

    @Test
    void aKernelInADirectoryGivesTheDirectory(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("fat/dev/samplesort/gpu/k.fatbin");
        Files.createDirectories(file.getParent());
        Files.write(file, new byte[] {1, 2, 3});
        try (URLClassLoader cl = new URLClassLoader(new URL[] {dir.resolve("fat").toUri().toURL()}, null)) {
            URL url = cl.getResource(RESOURCE.substring(1));
            assertEquals(dir.resolve("fat").toString(), ChildClasspath.rootOf(url, RESOURCE));
        }
    }

    @Test
    void aKernelInAJarGivesTheJar(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("core.jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out)) {
            j.putNextEntry(new JarEntry(RESOURCE.substring(1)));
            j.write(new byte[] {1, 2, 3});
            j.closeEntry();
        }
        try (URLClassLoader cl = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            URL url = cl.getResource(RESOURCE.substring(1));
            assertEquals(jar.toString(), ChildClasspath.rootOf(url, RESOURCE));
        }
    }
}
