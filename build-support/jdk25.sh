# Sourced by ./samplesort and ./build: finds a Java 25+ runtime.
# Sets java_bin to the first of $JAVA_HOME/bin/java, /usr/lib/jvm/temurin-25*/bin/java, `java` on PATH whose
# version is 25 or newer (empty if none), and `tried` to what was rejected.

# Prints the feature version (e.g. 25) of a java binary, or nothing.
java_version() {
  "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = \([0-9][0-9]*\).*/\1/p' | head -n 1
}

find_jdk25() {
  local candidates=() c v d
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME/bin/java")
  for d in /usr/lib/jvm/temurin-25* /usr/lib/jvm/*-25-* /usr/lib/jvm/jdk-25*; do
    [ -x "$d/bin/java" ] && candidates+=("$d/bin/java")
  done
  command -v java >/dev/null 2>&1 && candidates+=("$(command -v java)")
  java_bin=
  tried=
  for c in "${candidates[@]}"; do
    [ -x "$c" ] || continue
    v=$(java_version "$c")
    if [ -n "$v" ] && [ "$v" -ge 25 ]; then java_bin=$c; return 0; fi
    tried="$tried $c (${v:-unknown})"
  done
  return 1
}
