#!/usr/bin/env bash
# Makes a self-contained runtime image of the CLI: target/image/bin/samplesort runs without a JDK on the machine.
# Arguments: <java.home of the building JDK> <target dir>
set -euo pipefail
jhome=$1 target=$2
jar=$target/samplesort.jar
img=$target/image
[ -f "$jar" ] || { echo "missing $jar (run mvn package)" >&2; exit 1; }
# java.desktop only draws charts (samplesort chart); the image leaves it out to stay small.
mods=java.base,jdk.unsupported,java.management
rm -rf "$img"
"$jhome/bin/jlink" --add-modules "$mods" --strip-debug --no-man-pages --no-header-files --compress=zip-9 --output "$img"
mkdir -p "$img/lib/samplesort"
cp "$jar" "$img/lib/samplesort/samplesort.jar"
cat > "$img/bin/samplesort" <<'SH'
#!/usr/bin/env sh
here=$(cd "$(dirname "$0")/.." && pwd)
exec "$here/bin/java" --enable-native-access=ALL-UNNAMED ${SAMPLESORT_JAVA_OPTS:-} -jar "$here/lib/samplesort/samplesort.jar" "$@"
SH
chmod +x "$img/bin/samplesort"
echo "[image] $img ($(du -sh "$img" | cut -f1)): $img/bin/samplesort"
