package dev.samplesort.gpu;

import java.io.File;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The classpath of a child JVM that a GPU test starts (a sticky CUDA error poisons the whole process, so the tests
 * that cause one run it in a child): where the given classes were loaded from, and where this JVM found the kernels'
 * fatbins. The kernels are resources of the core jar in a normal build; a run with the fatbins in a directory of their
 * own before a jar built without them (the device harness, hundred-and-eighth session: both sticky-error tests
 * failed with "kernels not built" in the child) needs that directory too.
 */
public final class ChildClasspath {
    private ChildClasspath() {}

    /** The fatbins a child JVM's GPU code loads (GpuRuntime.FATBIN and the launch probe's). */
    private static final String[] KERNELS = {GpuRuntime.FATBIN, "/dev/samplesort/gpu/smoke.fatbin"};

    /** The classpath: the roots of {@code classes}, then the roots the kernels were found in, each once. */
    public static String of(Class<?>... classes) throws URISyntaxException, java.io.IOException {
        Set<String> roots = new LinkedHashSet<>();
        for (Class<?> c : classes) {
            roots.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        }
        for (String resource : KERNELS) {
            URL url = ChildClasspath.class.getResource(resource);
            if (url != null) roots.add(rootOf(url, resource));
        }
        return String.join(File.pathSeparator, roots);
    }

    /** The classpath entry that holds {@code resource} found at {@code url}: its jar, or the directory above it. */
    static String rootOf(URL url, String resource) throws URISyntaxException, java.io.IOException {
        if ("jar".equals(url.getProtocol())) {
            URL jar = ((JarURLConnection) url.openConnection()).getJarFileURL();
            return Path.of(jar.toURI()).toString();
        }
        Path file = Path.of(url.toURI());
        int depth = resource.substring(1).split("/").length; // dev/samplesort/gpu/x.fatbin: 4 names
        Path root = file;
        for (int i = 0; i < depth; i++) root = root.getParent();
        return root.toString();
    }
}
