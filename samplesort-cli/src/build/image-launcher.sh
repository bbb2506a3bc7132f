#!/usr/bin/env sh
# Launcher of the samplesort runtime image (copied to bin/samplesort by make-image.sh). Links to it are followed
# first (e.g. /usr/local/bin/samplesort -> /opt/samplesort/bin/samplesort), so the image's java is found from any
# link, relative or absolute, also through a chain of links. Plain POSIX sh: readlink without -f works everywhere.
self=$0
n=0
while [ -L "$self" ]; do
  n=$((n + 1))
  if [ "$n" -gt 40 ]; then
    echo "samplesort: too many levels of symbolic links: $0" >&2
    exit 1
  fi
  link=$(readlink "$self")
  case $link in
    /*) self=$link ;;
    *) self=$(dirname "$self")/$link ;;
  esac
done
here=$(cd "$(dirname "$self")/.." && pwd)
# shellcheck disable=SC2086
exec "$here/bin/java" --enable-native-access=ALL-UNNAMED ${SAMPLESORT_JAVA_OPTS:-} -jar "$here/lib/samplesort/samplesort.jar" "$@"
