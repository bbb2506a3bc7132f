#!/usr/bin/env bash
# On the GPU machine, from the repository root: unpacks what build-support/device-pack.sh packed into .dev/pack
# (carried as ".dev"): the runtime into .jre (where no runtime with java.logging is there yet: a warm machine keeps
# it between calls), the build's classes into their build paths, the test jars into .dev/lib.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f .dev/pack/jre.tar.xz ] && [ -f .dev/pack/build.tar.xz ] \
  || { echo "device-unpack: .dev/pack missing: run build-support/device-pack.sh here and carry .dev" >&2; exit 1; }
if ! .jre/bin/java --list-modules 2>/dev/null | grep -q '^java.logging'; then
  rm -rf .jre && xz -dc .dev/pack/jre.tar.xz | tar -xf -
fi
mkdir -p .dev/lib
xz -dc .dev/pack/build.tar.xz | tar -xf - --transform 's,^lib/,.dev/lib/,'
cp .dev/lib/junit-console.jar .dev/junit-console.jar # (the path the other device scripts use)
echo "device-unpack: $(.jre/bin/java -version 2>&1 | head -1); $(ls .dev/lib | wc -l) jars in .dev/lib"
