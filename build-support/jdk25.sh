# Sourced by ./samplesort and ./build: finds a Java 25+ runtime.
# Sets java_bin to the first of $JAVA_HOME/bin/java, /usr/lib/jvm/temurin-25*/bin/java, `java` on PATH whose
# version is 25 or newer (empty if none), and `tried` to what was rejected.

# Prints the feature version (e.g. 25) of a java binary, or nothing. Read from the runtime's `release` file
# (JAVA_VERSION="25.0.3"; every JDK and jlink image has one) where there is one: starting the JVM only to ask its
# version cost every `samplesort` command about 50 ms (2-core dev VM: a 1024-key `sort` 0.20 s, 0.15 s without it).
java_version() {
  local home v
  home=$(dirname "$(dirname "$(readlink -f "$1")")")
  if [ -f "$home/release" ]; then
    v=$(sed -n 's/^JAVA_VERSION="\([0-9][0-9.]*\).*/\1/p' "$home/release" | head -n 1)
    case "$v" in
      1.*) v=${v#1.}; echo "${v%%.*}"; return ;;   # 1.8.0_292: Java 8
      [0-9]*) echo "${v%%.*}"; return ;;
    esac
  fi
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
