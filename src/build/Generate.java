// PLACEHOLDER: the CPU helper replaces this with the template expander.
public class Generate { public static void main(String[] a) throws Exception { java.nio.file.Files.createDirectories(java.nio.file.Path.of(a[1])); } }
