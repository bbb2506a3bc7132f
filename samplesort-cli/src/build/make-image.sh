#!/usr/bin/env bash
# Makes a self-contained runtime image of the CLI: target/image/bin/samplesort runs without a JDK on the machine.
# Arguments: <java.home of the building JDK> <target dir>
set -euo pipefail
jhome=$1 target=$2
jar=$target/samplesort.jar
img=$target/image
[ -f "$jar" ] || { echo "missing $jar (run mvn package)" >&2; exit 1; }
# java.desktop only draws charts (samplesort chart); the image leaves it out to stay small. jdk.management and
# jdk.jfr: the benchmark reads the JIT's compile queue (bench/JitWatch); without jdk.jfr (0.8 MB) Temurin 25's
# diagnostic command MBean lists no command but jfrConfigure, and the warm-ups could not wait for the JIT.
mods=java.base,jdk.unsupported,java.management,jdk.management,jdk.jfr
rm -rf "$img"
"$jhome/bin/jlink" --add-modules "$mods" --strip-debug --no-man-pages --no-header-files --compress=zip-9 --output "$img"
mkdir -p "$img/lib/samplesort"
cp "$jar" "$img/lib/samplesort/samplesort.jar"
cp "$(dirname "$0")/image-launcher.sh" "$img/bin/samplesort"
chmod +x "$img/bin/samplesort"
echo "[image] $img ($(du -sh "$img" | cut -f1)): $img/bin/samplesort"
